"""A real browser (headless Chromium via Playwright) uses the Deal-hands app."""

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.server]

HANDS = ".kit-table svg.kit-card"


def open_app(page, voila_url):
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.goto(f"{voila_url}/voila/render/en/deal_hands.ipynb", timeout=180_000)
    button = page.locator("button.kit-deal")
    button.wait_for(timeout=180_000)
    return button


def test_deal_button_deals_real_cards(page, voila_url, output_path):
    deal = open_app(page, voila_url)
    expect(page.locator(HANDS)).to_have_count(0)
    deal.click()
    expect(page.locator(HANDS)).to_have_count(12, timeout=60_000)  # 4 players x 3 cards
    labels = page.locator(HANDS).evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert labels[:3] == ["6 of cups", "Knight of coins", "Knave of cups"]  # seed 2024, seat 0
    expect(page.get_by_text("Exact: 137/494")).to_be_visible()
    page.screenshot(path=str(Path(output_path) / "deal_hands.png"), full_page=True)


def test_impossible_settings_give_a_friendly_message_and_keep_the_deal(page, voila_url, output_path):
    deal = open_app(page, voila_url)
    deal.click()
    expect(page.locator(HANDS)).to_have_count(12, timeout=60_000)
    players = page.get_by_label("Players")
    players.fill("10")
    players.press("Tab")  # (Enter would deal at once: 10 players of 3 cards is possible)
    cards = page.get_by_label("Cards each")
    cards.fill("5")
    cards.press("Enter")  # Enter deals, as the button does
    expect(page.get_by_role("alert")).to_contain_text("but the deck has only 40", timeout=30_000)
    expect(page.locator(HANDS)).to_have_count(12)  # the last deal stays on the table
    assert "Traceback" not in page.content()
    page.screenshot(path=str(Path(output_path) / "friendly_error.png"), full_page=True)


def test_a_decimal_in_the_seed_box_is_refused_not_turned_into_another_number(page, voila_url, output_path):
    deal = open_app(page, voila_url)
    deal.click()
    expect(page.locator(HANDS)).to_have_count(12, timeout=60_000)
    expect(page.locator("img.kit-chart").first).to_be_visible(timeout=60_000)  # the first deal is done
    seed = page.get_by_label("Seed")
    seed.click()
    seed.press("Control+a")
    seed.press_sequentially("1,5")  # typed as a person does: IntText made this 15 without a word
    # A click sent the instant the text is typed can reach Python before the text does (ipywidgets
    # holds a model's updates while the kernel is busy, not a button's click): wait until Python
    # has answered something after the typing (a language round trip), as a person's pause does.
    page.get_by_role("button", name="Italiano").click()
    expect(deal).to_contain_text("Distribuisci", timeout=30_000)
    page.get_by_role("button", name="English").click()
    expect(deal).to_contain_text("Deal", timeout=30_000)
    expect(seed).to_have_value("1,5")
    deal.click()
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("Seed: “1,5” is not a whole number.", timeout=30_000)
    expect(alert).to_contain_text("The last deal that worked is still shown below.")
    expect(page.locator(".kit-table")).to_contain_text("seed 2024")  # the last deal stays on the table
    expect(page.locator(HANDS)).to_have_count(12)
    expect(seed).to_have_value("1,5")  # what was typed is still there to correct
    assert "Traceback" not in page.content()
    page.screenshot(path=str(Path(output_path) / "decimal_seed_refused.png"), full_page=True)
    seed.fill("15")
    deal.click()
    expect(page.locator(".kit-table")).to_contain_text("seed 15", timeout=60_000)
    expect(alert).to_have_count(0)


def test_language_switch_and_uno_deck(page, voila_url, output_path):
    deal = open_app(page, voila_url)
    page.get_by_role("button", name="Italiano").click()
    expect(deal).to_contain_text("Distribuisci", timeout=30_000)
    page.locator("select").first.select_option(label="UNO (108)")
    deal.click()
    expect(page.locator(HANDS)).to_have_count(12, timeout=60_000)
    expect(page.locator(".kit-table")).to_contain_text("Giocatore 1")
    page.screenshot(path=str(Path(output_path) / "uno_italiano.png"), full_page=True)


def test_step_through_moves_with_buttons_and_arrow_keys(page, voila_url):
    open_app(page, voila_url)
    step = page.locator(".kit-step")
    narration = step.locator(".kit-narration")
    expect(narration).to_contain_text("The shuffled deck is ready")
    step.get_by_role("button", name="Next").click()
    expect(narration).to_contain_text("Card no. 1: 6 of cups goes to Player 1.")
    step.focus()
    page.keyboard.press("ArrowRight")
    expect(narration).to_contain_text("Card no. 2: 2 of swords goes to Player 2.")
    page.keyboard.press("End")
    expect(narration).to_contain_text("Done. Cards left in the stock: 28.")
    expect(step.locator(".kit-stage svg.kit-card")).to_have_count(12)
    page.keyboard.press("Home")
    expect(step.locator(".kit-stage svg.kit-card")).to_have_count(0)


# What JupyterLab's notebook does with keys (a stand-in, as no JupyterLab runs here): a
# document-level handler that, like Lumino's shortcut manager, ignores events from inside
# [data-lm-suppress-shortcuts] and otherwise takes the arrow keys (cell selection in command
# mode: preventDefault + stopPropagation) — here in the capture phase, the strictest case.
# A second, bubbling listener counts the keydowns that escape the widget.
NOTEBOOK_SHORTCUTS = """() => {
  window.keysTaken = 0; window.keysEscaped = [];
  document.addEventListener("keydown", (ev) => {
    if (ev.target.closest("[data-lm-suppress-shortcuts]")) return;
    if (ev.key.startsWith("Arrow") || ev.key === "Home" || ev.key === "End") {
      window.keysTaken += 1; ev.preventDefault(); ev.stopPropagation();
    }
  }, true);
  document.addEventListener("keydown", (ev) => { window.keysEscaped.push(ev.key); });
}"""


def test_step_through_keys_do_not_reach_the_notebook_shortcuts(page, voila_url, output_path):
    open_app(page, voila_url)
    step = page.locator(".kit-step")
    narration = step.locator(".kit-narration")
    expect(narration).to_contain_text("The shuffled deck is ready")
    page.evaluate(NOTEBOOK_SHORTCUTS)
    step.focus()
    page.keyboard.press("ArrowRight")
    expect(narration).to_contain_text("Card no. 1: 6 of cups goes to Player 1.")
    slider = step.locator("input.kit-slider")
    slider.focus()
    page.keyboard.press("ArrowRight")  # the slider's own arrow keys
    expect(narration).to_contain_text("Card no. 2: 2 of swords goes to Player 2.")
    step.get_by_role("button", name="Next").focus()
    page.keyboard.press("End")
    expect(narration).to_contain_text("Done. Cards left in the stock: 28.")
    # the Next button went disabled under the focus: the focus stays in the widget
    assert page.evaluate("document.activeElement.classList.contains('kit-slider')")
    page.keyboard.press("Home")
    expect(narration).to_contain_text("The shuffled deck is ready")
    assert page.evaluate("window.keysTaken") == 0
    assert page.evaluate("window.keysEscaped") == []  # no keydown bubbled up to the document
    page.keyboard.press("Tab")  # Tab is not held back: focus can always leave
    assert page.evaluate("window.keysEscaped") == ["Tab"]
    assert step.get_attribute("data-lm-suppress-shortcuts") == "true"  # what JupyterLab's Lumino reads


def test_hand_view_lights_legal_cards_and_picks_by_mouse_and_keyboard(voila_url, page, output_path):
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.goto(f"{voila_url}/voila/render/en/card_gallery.ipynb", timeout=180_000)
    hand = page.locator(".kit-hand")
    hand.wait_for(timeout=180_000)
    slots = hand.locator(".kit-slot")
    expect(slots).to_have_count(5)
    expect(hand.locator(".kit-slot.kit-illegal")).to_have_count(3)  # 7D and 2D are the only denari
    assert hand.get_attribute("role") == "toolbar" and hand.get_attribute("aria-label") == "Your hand: a denari card was led"
    assert hand.get_attribute("data-lm-suppress-shortcuts") == "true"
    disabled = slots.evaluate_all("els => els.map(e => e.getAttribute('aria-disabled'))")
    assert disabled == [None, "true", "true", None, "true"]
    pressed = "els => els.map(e => e.getAttribute('aria-pressed'))"
    assert slots.evaluate_all(pressed) == ["false"] * 5  # toggle buttons, none picked yet
    # an illegal card carries a "no entry" badge, not only dimmed or greyed: a visible mark besides
    # colour, on a corner where no card has an index, so the card's face (a 6, a 9) stays readable
    badge = slots.nth(1).evaluate("e => { const s = getComputedStyle(e, '::after'); return [s.backgroundImage, "
                                  "parseFloat(s.width), parseFloat(s.height), parseFloat(s.top), parseFloat(s.right)]; }")
    image, width, height, top, right = badge
    assert image.startswith('url("data:image/svg+xml') and "circle" in image, image
    assert width <= 24 and height <= 24 and top < 0 and right < 0, badge  # outside the face, at its corner
    said = page.locator(".kit-said")
    slots.nth(1).click(force=True)  # Re di coppe: not allowed (aria-disabled, so force the click)
    expect(hand.locator(".kit-status")).to_have_text("Follow suit: play a denari card.")
    expect(said).to_contain_text("Pick a card.")
    assert slots.evaluate_all(pressed) == ["false"] * 5  # an illegal card is never pressed
    slots.nth(0).click()  # 7 di denari
    expect(said).to_contain_text("You played: 7 of coins.")
    expect(slots.nth(0)).to_have_attribute("aria-pressed", "true")
    assert slots.evaluate_all(pressed) == ["true", "false", "false", "false", "false"]
    # the picked card carries a tick badge and is raised (not colour alone)
    tick = slots.nth(0).evaluate("e => getComputedStyle(e, '::after').backgroundImage")
    assert tick.startswith('url("data:image/svg+xml')
    assert page.get_by_role("button", name="7 of coins", pressed=True).count() == 1
    slots.nth(0).focus()
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")  # the fourth card, 2 di denari
    expect(said).to_contain_text("You played: 2 of coins.")
    expect(slots.nth(3)).to_have_attribute("aria-pressed", "true")
    assert slots.evaluate_all(pressed) == ["false", "false", "false", "true", "false"]
    # focus stays on the hand after a pick, so the keyboard goes on working
    page.keyboard.press("Home")
    page.keyboard.press("Enter")
    expect(said).to_contain_text("You played: 7 of coins.")
    # the hand is a single Tab stop
    assert hand.locator('.kit-slot[tabindex="0"]').count() == 1
    page.screenshot(path=str(Path(output_path) / "card_gallery.png"), full_page=True)


def test_reflex_app_slaps_and_the_pile_moves(page, voila_url, output_path):
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.goto(f"{voila_url}/voila/render/en/un_due_tre_app.ipynb", timeout=180_000)
    start = page.locator("button.kit-start")
    start.wait_for(timeout=180_000)
    start.click()
    pile = page.locator(".kit-reflex .kit-pile svg.kit-card")
    expect(pile).to_have_count(1, timeout=30_000)  # the first card is showing, its slap window open
    page.wait_for_timeout(250)  # a person's reaction (under 100 ms it would be a false start)
    page.keyboard.press("Space")  # nothing to slap on one card: a penalty card goes under the pile
    narration = page.locator(".kit-reflex .kit-narration")
    expect(narration).to_contain_text("You slapped the pile when there was nothing to slap", timeout=10_000)
    expect(page.locator(".kit-reflex .kit-notes")).to_contain_text("face down under the pile: 1")
    page.screenshot(path=str(Path(output_path) / "reflex_after_slap.png"), full_page=True)
    expect(narration).to_contain_text("Bruno turns", timeout=10_000)  # the game goes on at its pace
    page.get_by_role("button", name="Italiano").click()  # the running game switches language at once
    expect(page.locator(".kit-reflex button.kit-slap")).to_have_text("Batti! (spazio)", timeout=10_000)
    expect(narration).to_contain_text(" gira ", timeout=10_000)
    expect(page.locator(".kit-reflex .kit-notes")).to_contain_text("Pila scoperta")
    page.screenshot(path=str(Path(output_path) / "reflex_italiano.png"), full_page=True)


def test_a_pages_kernel_stops_when_the_page_goes_with_xsrf_kept_on(browser, voila_url, voila_log):
    """Voila issue #1458: a page opened from a link sent its shutdown request without the XSRF
    token (the cookie was never set) and its kernel ran on until the idle cull."""
    import re

    def kernels(kind):
        return set(re.findall(rf"Kernel {kind}: ([0-9a-f-]{{36}})", voila_log.read_text()))

    context = browser.new_context()
    opened = []
    for _ in range(2):
        before = kernels("started")
        page = context.new_page()
        page.goto(f"{voila_url}/voila/render/en/un_due_tre_app.ipynb", timeout=180_000)
        page.locator("button.kit-start").wait_for(timeout=180_000)
        assert any(c["name"] == "_xsrf" for c in context.cookies())  # the token the page sends back
        opened.append(kernels("started") - before)
        page.close(run_before_unload=True)
    mine = set().union(*opened)
    assert len(mine) == 2
    deadline = time.monotonic() + 20
    while not mine <= kernels("shutdown") and time.monotonic() < deadline:
        time.sleep(0.5)
    assert mine <= kernels("shutdown"), "a closed page's kernel is still running"
    assert "403 POST /voila/api/shutdown" not in voila_log.read_text()
    context.close()


def test_keyboard_focus_is_a_thick_visible_outline_on_the_apps_controls(page, voila_url, output_path):
    page.goto(f"{voila_url}/voila/render/en/deal_hands.ipynb", timeout=180_000)
    seed = page.get_by_role("textbox", name="Seed", exact=True)  # the app's seed box (the join box has boxes too)
    seed.wait_for(timeout=180_000)
    seed.click()
    page.keyboard.press("Tab")  # from the seed box to the Deal button, by keyboard
    outline = page.evaluate("() => [document.activeElement.tagName, getComputedStyle(document.activeElement).outlineWidth,"
                            " getComputedStyle(document.activeElement).outlineStyle]")
    assert outline == ["BUTTON", "3px", "solid"], outline
    page.screenshot(path=str(Path(output_path) / "focus_outline.png"))


LIVE_RUNS = {
    "it": ("Misura dal vivo quanto durano mani e partite con ogni regola, con questo numero (circa un minuto)",
           "Fai giocare dal vivo il giocatore attento contro tre giocatori a caso con ogni regola, con questo numero "
           "(circa un minuto)", "Sto simulando…", "100.000 mani per regola"),
    "en": ("Measure live how long hands and matches last with each rule, with this seed (about a minute)",
           "Play the careful player against three random ones live with each rule, with this seed (about a minute)",
           "Simulating…", "100,000 hands per rule"),
}


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_uno_lessons_minute_long_runs_have_two_labels_and_show_a_progress_bar(page, voila_url, output_path, lang):
    """The UNO lesson's two live runs had one label, «… (meno di un minuto)», and took 36–54 s with
    only «Sto simulando…» (issue 33): each button says what it plays and "about a minute", and a
    run shows tqdm's bar under «Sto simulando…», rule after rule (nine rules)."""
    from test_browser_layout import open_every_answer

    lengths, versus, working, bar_words = LIVE_RUNS[lang]
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{voila_url}/voila/render/{lang}/uno_probability.ipynb", timeout=180_000)
    page.locator(".kit-guess-box").first.wait_for(timeout=180_000)
    page.wait_for_load_state("networkidle", timeout=60_000)
    open_every_answer(page)
    buttons = page.locator(".kit-live button").all_text_contents()
    assert lengths in buttons and versus in buttons, buttons
    live = page.locator(".kit-live").filter(has=page.get_by_role("button", name=lengths, exact=True))
    live.get_by_role("button", name=lengths, exact=True).click()
    expect(live).to_contain_text(working, timeout=30_000)
    bar = live.locator(".widget-hprogress, progress")
    expect(bar.first).to_be_visible(timeout=120_000)  # numba compiles first
    expect(live).to_contain_text(bar_words)
    expect(live).to_contain_text(re.compile(r"\b[1-9]/9\b"), timeout=120_000)  # a rule done of nine
    live.scroll_into_view_if_needed()
    page.screenshot(path=str(Path(output_path) / f"uno_lesson_live_bar_{lang}.png"))
