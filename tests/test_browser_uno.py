"""A real browser (headless Chromium via Playwright) plays the UNO app."""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import open_turn_app, round_trip, start_the_match, watch
from test_browser_layout import assert_nothing_cut_off, assert_touch_target

pytestmark = [pytest.mark.browser, pytest.mark.server]

SHOTS = Path("/tmp")
"""Where the screenshots for a person to look at go (besides pytest's output folder)."""

SEED = 67
"""Two players, heuristic, H1 + H8: the person plays Blue 4, then (Bruno having played) a Wild;
after the person names Green, Bruno draws and the Wild stays on top (found with the engine)."""


def set_up(page, voila_url):
    start = open_turn_app(page, voila_url, "uno_app")
    page.get_by_label("Players", exact=True).select_option("2")
    page.get_by_label("Computer players").select_option(label="sensible")
    page.get_by_label("Draw Two on Draw Two").check()
    page.get_by_label("Go out with a number").check()
    expect(page.get_by_label("Challenge a Wild Draw Four (the official rule)")).to_be_checked()
    seed = page.get_by_label("Seed")
    seed.fill(str(SEED))
    round_trip(page, start)
    start_the_match(page, start)
    return start


def test_uno_app_plays_a_card_then_a_wild_and_names_its_colour(page, voila_url, output_path):
    seen = watch(page, voila_url)
    page.set_viewport_size({"width": 1280, "height": 1000})
    set_up(page, voila_url)
    hand = page.locator(".kit-hand")
    slot = hand.locator('.kit-slot[aria-label="Blue 4"]')
    expect(slot).to_have_count(1, timeout=60_000)
    expect(slot).to_have_class("kit-slot kit-legal")
    expect(hand.locator(".kit-slot.kit-illegal").first).to_have_attribute("aria-disabled", "true")
    log = page.locator(".kit-log")
    table = page.locator(".kit-uno")
    expect(table).to_contain_text(re.compile(r"[↻↺] Play goes (anti)?clockwise"))
    slot.click()
    expect(log).to_contain_text("You play Blue 4.", timeout=30_000)
    wild = hand.locator('.kit-slot.kit-legal[aria-label="Wild"]')
    expect(wild).to_have_count(2, timeout=30_000)  # two Wilds in the hand, both lit
    wild.first.click()
    chooser = page.locator("button.kit-uno-choose")
    expect(chooser).to_have_count(4, timeout=30_000)
    expect(page.locator(".kit-uno-pile svg.kit-card")).to_have_attribute("aria-label", "Wild")
    expect(table).to_contain_text("Colour in play: still to be named")
    page.screenshot(path=str(SHOTS / "uno_colour_chooser.png"), full_page=True)
    page.get_by_role("button", name="■ Green").click()
    expect(log).to_contain_text("You name the colour: Green.", timeout=30_000)
    expect(page.locator(".kit-uno-colour")).to_have_text("Colour in play (named after the wild): ■ Green")
    expect(page.locator(".kit-uno-pile svg.kit-card")).to_have_attribute("aria-label", "Wild")
    expect(page.locator(".kit-your-turn")).to_be_visible()
    # the choices are reachable by keyboard: Tab reaches the Draw button, Enter presses it
    draw = page.get_by_role("button", name="Draw a card")
    draw.focus()
    expect(draw).to_be_focused()
    outline = draw.evaluate("e => getComputedStyle(e).outlineStyle")
    assert outline != "none"
    assert "Traceback" not in page.content()
    page.screenshot(path=str(Path(output_path) / "uno_app.png"), full_page=True)
    assert seen == [], seen


def test_uno_app_in_italian_on_a_phone(page, voila_url, output_path):
    seen = watch(page, voila_url)
    page.set_viewport_size({"width": 390, "height": 844})
    start = open_turn_app(page, voila_url, "uno_app", "it")
    expect(page.get_by_label("Contestare il Jolly pesca quattro (regola ufficiale)")).to_be_checked()
    page.screenshot(path=str(SHOTS / "uno_phone_setup_it.png"))
    page.get_by_label("Chiudere con un numero").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "uno_phone_setup_it_rules.png"))
    assert_nothing_cut_off(page)
    start_the_match(page, start)
    hand = page.locator(".kit-hand")
    expect(hand.locator(".kit-slot")).to_have_count(7, timeout=60_000)
    expect(page.locator(".kit-uno")).to_contain_text("Si gioca in senso orario")
    expect(page.get_by_role("button", name="Pesca una carta")).to_be_visible()
    page.screenshot(path=str(SHOTS / "uno_phone_it.png"))
    draw = page.get_by_role("button", name="Pesca una carta")
    draw.scroll_into_view_if_needed()
    assert_touch_target(draw)
    page.screenshot(path=str(SHOTS / "uno_phone_it_hand.png"))
    page.screenshot(path=str(Path(output_path) / "uno_phone_it_hand.png"))
    assert_nothing_cut_off(page)
    assert seen == [], seen
