"""A real browser (headless Chromium via Playwright) plays the 3-5-8 app: a contract chosen from
the first 6 cards, 4 cards selected and "Discard", a trick played; then the same on a phone's width."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import open_turn_app, round_trip, start_the_match, watch
from test_browser_layout import assert_nothing_cut_off, assert_touch_target

pytestmark = [pytest.mark.browser, pytest.mark.server]

SHOTS = Path("/tmp")
"""Where the screenshots for a person to look at go."""


def start_match(page, voila_url, width):
    seen = watch(page, voila_url)
    page.set_viewport_size({"width": width, "height": 900})
    start = open_turn_app(page, voila_url, "tre_cinque_otto_app")
    length = page.get_by_label("Hands in the match")
    expect(length.locator("option:checked")).to_have_text("3 hands")  # the default: a match for one lesson
    length.select_option(label="6 hands")
    length.select_option(label="3 hands")  # chosen from the menu
    page.get_by_label("Seed").fill("3")
    round_trip(page, start)
    assert_nothing_cut_off(page)  # the setup too (the name box had once no room for a name)
    start_the_match(page, start)
    return seen


@pytest.mark.parametrize("width", [1280, 390])
def test_TCO_9_choose_a_contract_discard_four_and_play_a_trick(page, voila_url, width):
    seen = start_match(page, voila_url, width)
    board = page.locator(".kit-tco")
    expect(board).to_contain_text("tricks: 0/8", timeout=60_000)
    expect(page.locator(".kit-your-turn")).to_be_visible()
    expect(page.locator(".kit-hand")).to_contain_text("Your first 6 cards")
    assert_nothing_cut_off(page)
    page.screenshot(path=str(SHOTS / f"tco_choose_{width}.png"), full_page=True)
    # the contract: a button per game (hand 1: no exchange, TCO-4), then the monte shown and taken
    page.get_by_role("button", name="no atout").click()
    expect(board).to_contain_text("Game: no atout", timeout=30_000)
    expect(board).to_contain_text("Monte: you took it")  # its cards are in the hand, shown once
    slots = page.locator(".kit-hand .kit-slot")
    expect(slots).to_have_count(20, timeout=30_000)
    expect(page.locator(".kit-hand .kit-tco-from-monte")).to_have_count(4)
    discard = page.get_by_role("button", name="Discard", exact=True)
    expect(discard).to_be_disabled()
    for i in range(4):  # each touch marks the card (the hand is redrawn: wait for the mark)
        slots.nth(i).click()
        expect(page.locator(".kit-tco-mark")).to_have_count(i + 1, timeout=30_000)
    assert "chosen to discard" in slots.nth(0).get_attribute("aria-label")
    # the hand's "several" selection mode: the chosen cards are the pressed toggle buttons
    expect(slots.nth(3)).to_have_attribute("aria-pressed", "true")
    expect(slots.nth(4)).to_have_attribute("aria-pressed", "false")
    assert_nothing_cut_off(page)
    page.screenshot(path=str(SHOTS / f"tco_discard_{width}.png"), full_page=True)
    expect(discard).to_be_enabled()
    discard.click()
    expect(slots).to_have_count(16, timeout=30_000)
    expect(page.locator(".kit-your-turn")).to_contain_text("Your turn: play a lit card")
    assert_touch_target(slots.first)  # a card is big enough for a finger, on a phone too
    # a trick: the declarer leads (every card lit), the others follow
    slots.first.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    expect(slots.first).to_be_focused()
    assert slots.first.evaluate("e => getComputedStyle(e).outlineStyle") != "none"
    page.keyboard.press("Enter")
    expect(page.locator(".kit-log")).to_contain_text("trick", timeout=30_000)
    expect(board).to_contain_text("tricks: 1/", timeout=30_000)
    page.screenshot(path=str(SHOTS / f"tco_trick_{width}.png"), full_page=True)
    assert_nothing_cut_off(page)
    assert seen == [], seen


EXCHANGE_SEED = 40
"""A 3-hand match where the person, playing as tests/test_tre_cinque_otto_app.py's step_person
does (the first game offered, the first 4 cards discarded, the first lit card), ends hand 1 over
target and gives in hand 2's clubs game to Bruno (checked with the widgets in
test_the_exchange_in_the_browser_is_the_widget_tests_one below)."""


def test_the_exchange_in_the_browser_is_the_widget_tests_one(tmp_path):
    from test_tre_cinque_otto_app import new_app, play_to
    from kit.games import tre_cinque_otto as tco

    app = new_app(tmp_path, seed=EXCHANGE_SEED, hands="3")
    play_to(app, lambda a: a.state.phase == tco.EXCHANGE and a.state.turn == 0)
    assert app.state.hand_no == 2 and app.state.game == "clubs" and tco.receivers(app.state) == (1,)


def test_TCO_9_play_a_hand_then_give_a_card_in_the_exchange(page, voila_url):
    seen = watch(page, voila_url)
    page.set_viewport_size({"width": 1280, "height": 900})
    start = open_turn_app(page, voila_url, "tre_cinque_otto_app")
    page.get_by_label("Hands in the match").select_option(label="3 hands")
    page.get_by_label("Seed").fill(str(EXCHANGE_SEED))
    round_trip(page, start)
    start_the_match(page, start)
    log = page.locator(".kit-log li")
    slots = page.locator(".kit-hand .kit-slot")
    page.get_by_role("button", name="hearts as atout").click()
    expect(slots).to_have_count(20, timeout=60_000)
    for i in range(4):
        slots.nth(i).click()
        expect(page.locator(".kit-tco-mark")).to_have_count(i + 1, timeout=30_000)
    page.get_by_role("button", name="Discard", exact=True).click()
    expect(slots).to_have_count(16, timeout=30_000)
    next_hand = page.get_by_role("button", name="Next hand")
    for _ in range(16):  # the first lit card, trick after trick, until the hand's end
        expect(page.locator(".kit-your-turn")).to_be_visible(timeout=30_000)
        told = log.count()
        page.locator(".kit-hand .kit-slot.kit-legal").first.click()
        page.wait_for_function(f"() => document.querySelectorAll('.kit-log li').length > {told}", timeout=30_000)
        page.wait_for_function("() => document.querySelector('.kit-your-turn') || [...document.querySelectorAll("
                               "'button')].some(b => b.textContent.includes('Next hand') && b.offsetParent)",
                               timeout=30_000)
        if next_hand.is_visible():
            break
    expect(page.locator(".kit-tco-scores")).to_contain_text("Hand 1 (hearts as atout)")
    next_hand.click()
    expect(page.locator(".kit-your-turn")).to_contain_text("Your turn", timeout=30_000)
    expect(page.locator(".kit-tco")).to_contain_text("Game: clubs as atout")
    expect(page.locator(".kit-tco-action", has_text="End exchange")).to_be_visible()
    page.screenshot(path=str(SHOTS / "tco_exchange.png"), full_page=True)
    slots.first.click()  # touching a card gives it (one receiver: Bruno)
    expect(page.locator(".kit-log")).to_contain_text("You give", timeout=30_000)
    end = page.get_by_role("button", name="End exchange")
    if end.is_visible():
        end.click()
    expect(page.locator(".kit-tco-action", has_text="End exchange")).to_have_count(0, timeout=30_000)
    assert seen == [], seen
