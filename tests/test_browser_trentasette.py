"""A real browser (headless Chromium via Playwright) plays the Trentasette app."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import open_turn_app, round_trip, start_the_match, watch
from test_browser_layout import assert_nothing_cut_off, assert_touch_target

pytestmark = [pytest.mark.browser, pytest.mark.server]

SHOTS = Path("/tmp")
"""Where the screenshots for a person to look at go (besides pytest's output folder)."""

SEED = 63
"""Two players, greedy, the kit's rules: the person plays first holding 3♥, 10♣ and Q♥ with
7♣ 4♦ 4♥ 6♥ on the table, so 10♣ takes 4♦ + 6♥ or 4♥ + 6♥ (tests/test_trentasette_app.py
checks the same position with the engine)."""

TEN = "10 of clubs: takes 4 of diamonds + 6 of hearts or 4 of hearts + 6 of hearts"


def test_trentasette_app_chooses_between_two_captures_and_shows_the_hand_summary(page, voila_url, output_path):
    seen = watch(page, voila_url)
    page.set_viewport_size({"width": 1280, "height": 1000})
    start = open_turn_app(page, voila_url, "trentasette_app")
    expect(page.get_by_label("Capturing is compulsory")).to_be_checked()
    expect(page.get_by_label("A single card first")).to_be_checked()
    page.get_by_label("Players", exact=True).select_option(label="2: you against Bruno")
    page.get_by_label("Seed").fill(str(SEED))
    round_trip(page, start)
    page.screenshot(path=str(SHOTS / "t37_setup.png"), full_page=True)
    start_the_match(page, start)
    hand = page.locator(".kit-hand")
    ten = hand.locator(f'.kit-slot[aria-label="{TEN}"]')
    expect(ten).to_have_count(1, timeout=60_000)
    expect(ten.locator(".kit-t37-takes")).to_have_text("takes 4♦ + 6♥ or 4♥ + 6♥")
    expect(hand.locator('.kit-slot[aria-label="Queen of hearts: goes on the table"]')).to_have_count(1)
    table = page.locator(".kit-t37-table")
    for name in ("7 of clubs", "4 of diamonds", "4 of hearts", "6 of hearts"):
        expect(table.locator(f'svg.kit-card[aria-label="{name}"]')).to_have_count(1)
    ten.click()
    takes = page.locator("button.kit-t37-take")
    expect(takes).to_have_count(2, timeout=30_000)
    expect(takes.nth(0)).to_have_text("Take 4 of diamonds + 6 of hearts")
    expect(takes.nth(1)).to_have_text("Take 4 of hearts + 6 of hearts")
    page.screenshot(path=str(SHOTS / "t37_capture_choice.png"), full_page=True)
    # the choice is made from the keyboard: focus shows, Enter presses
    second = page.get_by_role("button", name="Take 4 of hearts + 6 of hearts")
    second.focus()
    expect(second).to_be_focused()
    assert second.evaluate("e => getComputedStyle(e).outlineStyle") != "none"
    page.keyboard.press("Enter")
    log = page.locator(".kit-log")
    expect(log).to_contain_text("You play 10 of clubs and take 4 of hearts, 6 of hearts.", timeout=30_000)
    expect(takes).to_have_count(0)
    expect(page.locator(".kit-t37-pozzi")).to_contain_text("You: 3 cards")
    # play the hand out: the first lit card, and its first capture when asked
    summary = page.locator(".kit-t37-summary")
    for _ in range(60):
        if summary.count():
            break
        expect(page.locator(".kit-your-turn")).to_be_visible(timeout=30_000)
        before = page.locator(".kit-log li").count()
        hand.locator(".kit-slot.kit-legal").first.click()
        choice = page.locator("button.kit-t37-action")
        page.wait_for_function(
            "n => document.querySelectorAll('.kit-log li').length > n || document.querySelector('button.kit-t37-action')",
            arg=before, timeout=30_000)
        if choice.count():
            choice.first.click()
            page.wait_for_function("n => document.querySelectorAll('.kit-log li').length > n", arg=before, timeout=30_000)
    expect(summary).to_be_visible(timeout=30_000)
    expect(summary).to_contain_text("The points of hand 1")
    expect(summary.locator(".kit-t37-total")).to_have_count(2)
    expect(page.get_by_role("button", name="Next hand")).to_be_visible()
    expect(page.locator(".kit-t37-scores")).to_contain_text("Hand 1")
    summary.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "t37_hand_summary.png"), full_page=True)
    page.screenshot(path=str(Path(output_path) / "t37_hand_summary.png"), full_page=True)
    assert "Traceback" not in page.content()
    assert seen == [], seen


def test_trentasette_app_in_italian_on_a_phone_with_a_partner(page, voila_url, output_path):
    seen = watch(page, voila_url)
    page.set_viewport_size({"width": 390, "height": 844})
    start = open_turn_app(page, voila_url, "trentasette_app", "it")
    expect(page.get_by_label("Presa obbligatoria")).to_be_checked()
    page.get_by_label("Giocatori", exact=True).select_option(label="4: due squadre (tu con Carla)")
    page.screenshot(path=str(SHOTS / "t37_phone_setup_it.png"), full_page=True)
    assert_nothing_cut_off(page)
    start_the_match(page, start)
    hand = page.locator(".kit-hand")
    expect(hand.locator(".kit-slot")).to_have_count(3, timeout=60_000)
    board = page.locator(".kit-t37")
    expect(board).to_contain_text("Squadre: Tu e Carla contro Bruno e Dario.")
    expect(board.locator('.kit-t37-seat[data-seat="2"]')).to_contain_text("in squadra con te")
    expect(page.locator(".kit-log")).to_contain_text("Per scegliere il primo mazziere")
    expect(page.locator(".kit-your-turn")).to_contain_text("Tocca a te")
    expect(page.locator("button.kit-t37-settings")).to_be_visible()  # the setup folds away during the match
    expect(page.locator(".kit-t37-rules")).to_be_hidden()
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SHOTS / "t37_phone_it.png"))
    slot = hand.locator(".kit-slot").first
    slot.scroll_into_view_if_needed()
    assert_touch_target(slot)
    assert slot.get_attribute("aria-label").count(":") == 1  # the card's name, then what it takes
    # the hand is a toolbar: the arrow keys move along it, with a visible focus
    slot.focus()
    page.keyboard.press("ArrowRight")
    second = hand.locator(".kit-slot").nth(1)
    expect(second).to_be_focused()
    assert second.evaluate("e => getComputedStyle(e).outlineStyle") != "none"
    page.screenshot(path=str(SHOTS / "t37_phone_it_hand.png"))
    page.screenshot(path=str(Path(output_path) / "t37_phone_it_hand.png"))
    assert_nothing_cut_off(page)
    assert seen == [], seen
