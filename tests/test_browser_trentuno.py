"""A real browser (headless Chromium via Playwright) plays the Trentuno app."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import move, open_turn_app, round_trip, start_the_match, watch
from kit.i18n import t
from test_browser_layout import assert_nothing_cut_off, assert_touch_target

pytestmark = [pytest.mark.browser, pytest.mark.server]

SHOTS = Path("/tmp")
"""Where the screenshots for a person to look at go (besides pytest's output folder)."""

SEED = 34
"""Three players, threshold players at 25, the kit's rules: the person plays first; while the
person only draws and discards, Bruno knocks after the person's fifth turn in hand 1 and the
person and Carla have a last turn (tests/test_trentuno_app.py checks the same game with the engine)."""


def you_discard(lang):
    """The start of the engine's sentence for the person's discard ("You discard", "Scarti")."""
    return t("t31.event.discarded.you", lang, cards="|").split("|")[0].strip()


def wait_for_turn_or_summary(page):
    """After the person's discard: the hand's summary, or the person's next decision -- the hand
    back to three cards and a draw button showing.

    The three cards are what tells that Python has taken the discard: until the page has its
    answer it still shows the hand of four, and (Python's widgets arriving one after another)
    possibly the draw buttons of the turn before: on a loaded machine, waiting for a draw button
    alone could take them for the next turn, and the next draw was clicked too soon."""
    page.wait_for_function(
        "() => document.querySelector('.kit-t31-summary') || (document.querySelectorAll('.kit-hand .kit-slot').length === 3"
        " && [...document.querySelectorAll('button.kit-t31-draw')].some(b => b.offsetParent !== null))", timeout=30_000)


def draw_and_discard(page, draw="Draw from the tallone", slot=0):
    """One turn of the person: draw, then discard the card at ``slot`` of the four."""
    move(page, page.get_by_role("button", name=draw).click)
    hand = page.locator(".kit-hand .kit-slot")
    expect(hand).to_have_count(4)
    move(page, hand.nth(slot).click)
    wait_for_turn_or_summary(page)


def test_trentuno_app_draw_discard_a_knock_with_the_last_turns_and_the_person_knocks(page, voila_url, output_path):
    seen = watch(page, voila_url)
    page.set_viewport_size({"width": 1280, "height": 1000})
    start = open_turn_app(page, voila_url, "trentuno_app")
    expect(page.get_by_label("Knocking threshold (0 to 31)")).to_have_value("25")
    expect(page.get_by_label("Coins each at the start")).to_have_value("3")
    expect(page.get_by_label("Taking the top discard")).not_to_be_checked()
    page.get_by_label("Seed").fill(str(SEED))
    round_trip(page, start)
    page.screenshot(path=str(SHOTS / "t31_setup.png"), full_page=True)
    start_the_match(page, start)
    hand = page.locator(".kit-hand .kit-slot")
    expect(hand).to_have_count(3, timeout=60_000)
    expect(page.locator(".kit-your-turn")).to_contain_text("Your turn: draw a card or knock")
    expect(page.locator(".kit-hand")).to_contain_text("best")  # the value per suit, in the hand's title
    board = page.locator(".kit-t31")
    expect(board).to_contain_text("Order of play (anticlockwise): You → Carla → Bruno → You")
    expect(board).to_contain_text("Pot: 0 coins")
    # a turn: draw (the new card is marked), then discard it by keyboard
    move(page, page.get_by_role("button", name="Draw from the tallone").click)
    expect(hand).to_have_count(4)
    drawn = hand.nth(3)
    assert ", drawn, if you discard it, your hand is worth " in drawn.get_attribute("aria-label")
    expect(drawn.locator(".kit-t31-new")).to_have_text("★ drawn")
    page.screenshot(path=str(SHOTS / "t31_turn.png"), full_page=True)
    hand.first.focus()
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    expect(drawn).to_be_focused()
    assert drawn.evaluate("e => getComputedStyle(e).outlineStyle") != "none"
    page.keyboard.press("Enter")
    expect(page.locator(".kit-log")).to_contain_text(you_discard("en"), timeout=30_000)
    wait_for_turn_or_summary(page)
    # play on until Bruno knocks: the last turns are shown, and knocking is no longer offered
    knock_line = page.locator(".kit-t31-knockline")
    for _ in range(30):
        if page.locator(".kit-t31-knockline.kit-t31-knocked").count():
            break
        draw_and_discard(page)
    expect(knock_line).to_have_text("Bruno knocked: everyone else has one last turn. Still to play it: you and Carla.")
    expect(board.locator('.kit-t31-seat[data-seat="1"]')).to_contain_text("knocked")
    expect(board.locator('.kit-t31-seat[data-seat="2"]')).to_contain_text("last turn to come")
    expect(page.locator("button.kit-t31-knock")).to_have_count(0)
    expect(page.locator(".kit-your-turn")).to_have_text("Your turn, your last one: draw, then discard.")
    page.screenshot(path=str(SHOTS / "t31_knock_last_turns.png"), full_page=True)
    draw_and_discard(page)
    summary = page.locator(".kit-t31-summary")
    expect(summary).to_be_visible(timeout=30_000)
    expect(summary).to_contain_text("How hand 1 ended")
    expect(summary.locator(".kit-t31-shown")).to_have_count(3)
    expect(summary.locator(".kit-t31-lowest").first).to_contain_text("the lowest")
    expect(page.locator(".kit-t31-scores")).to_contain_text("Hand 1")
    summary.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "t31_hand_summary.png"), full_page=True)
    page.screenshot(path=str(Path(output_path) / "t31_hand_summary.png"), full_page=True)
    # hand 2: the person knocks at once
    next_hand = page.get_by_role("button", name="Next hand")
    next_hand.focus()
    expect(next_hand).to_be_focused()
    page.keyboard.press("Enter")
    knock = page.get_by_role("button", name="Knock")
    expect(knock).to_be_visible(timeout=30_000)
    knock.focus()
    assert knock.evaluate("e => getComputedStyle(e).outlineStyle") != "none"
    page.keyboard.press("Enter")
    expect(page.locator(".kit-log")).to_contain_text(t("t31.event.knocked.you", "en"), timeout=30_000)
    expect(summary).to_contain_text("How hand 2 ended", timeout=30_000)
    expect(summary).to_contain_text("You knocked; after the others' last turn, everyone shows their cards.")
    assert "Traceback" not in page.content()
    assert seen == [], seen


def test_trentuno_app_in_italian_on_a_phone(page, voila_url, output_path):
    seen = watch(page, voila_url)
    page.set_viewport_size({"width": 390, "height": 844})
    start = open_turn_app(page, voila_url, "trentuno_app", "it")
    expect(page.get_by_label("Soglia per bussare (da 0 a 31)")).to_have_value("25")
    page.get_by_label("Giocatori", exact=True).select_option(label="5: tu, Bruno, Carla, Dario ed Elena")
    page.get_by_label("Si può prendere lo scarto").check()
    page.screenshot(path=str(SHOTS / "t31_phone_setup_it.png"), full_page=True)
    assert_nothing_cut_off(page)
    start_the_match(page, start)
    hand = page.locator(".kit-hand .kit-slot")
    expect(hand).to_have_count(3, timeout=60_000)
    expect(page.locator(".kit-your-turn")).to_contain_text("Tocca a te")
    expect(page.locator(".kit-t31-seat")).to_have_count(5)
    expect(page.locator("button.kit-t31-settings")).to_be_visible()  # the setup folds away during the game
    expect(page.locator(".kit-t31-rules")).to_be_hidden()
    expect(page.locator(".kit-hand")).to_contain_text("migliore")
    draw = page.get_by_role("button", name="Pesca dal tallone")
    knock = page.get_by_role("button", name="Bussa")
    for button in (draw, knock):
        expect(button).to_be_visible()
        assert_touch_target(button)
    if page.locator("button.kit-t31-takediscard").count():
        expect(page.locator("button.kit-t31-takediscard")).to_contain_text("Prendi lo scarto: ")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SHOTS / "t31_phone_it.png"))
    assert_nothing_cut_off(page)
    move(page, draw.click)
    expect(hand).to_have_count(4)
    expect(hand.nth(3).locator(".kit-t31-new")).to_have_text("★ pescata")
    slot = hand.nth(3)
    slot.scroll_into_view_if_needed()
    assert_touch_target(slot)
    page.screenshot(path=str(SHOTS / "t31_phone_it_discard.png"))
    page.screenshot(path=str(Path(output_path) / "t31_phone_it_discard.png"))
    assert_nothing_cut_off(page)
    move(page, slot.click)
    expect(page.locator(".kit-log")).to_contain_text(you_discard("it"))
    wait_for_turn_or_summary(page)
    summary = page.locator(".kit-t31-summary")
    for _ in range(40):  # play the hand out: draw and discard the new card
        if summary.count():
            break
        draw_and_discard(page, "Pesca dal tallone", 3)
    expect(summary).to_contain_text("Com'è finita la mano 1")
    expect(page.get_by_role("button", name="Mano successiva")).to_be_visible()
    summary.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "t31_phone_it_summary.png"))
    assert_nothing_cut_off(page)
    assert seen == [], seen
