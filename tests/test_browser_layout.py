"""The apps as a class uses them: on a phone (390×844), on a projector (1366×768), by keyboard.

Voila's page scrolls inside ``#rendered_cells``, not the document, so "nothing cut off" is
checked element by element: no element of the page reaches past the viewport's right edge
(a formula or a lesson's table may scroll inside its own box, nothing else may), besides
``document.scrollWidth`` staying within the viewport.
"""

from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from conftest import start_the_match

pytestmark = [pytest.mark.browser, pytest.mark.server]

PHONE = {"width": 390, "height": 844}
PROJECTOR = {"width": 1366, "height": 768}

MIN_TOUCH_PX = 44
"""The smallest touch target (WCAG 2.5.5, Apple's Human Interface Guidelines: 44×44 px)."""

MIN_PROJECTED_CARD_PX = 150
"""How tall the pile's cards must be on a 1366×768 projector: a fifth of the screen's height.
A 1366-px image thrown 2 m wide makes 1 px about 1.5 mm, so a card is about 22 cm tall and its
corner index (a fifth of the card) about 4.4 cm: readable from 9 m, the back of a classroom, by
the usual rule that a letter is legible from 200 times its height.  (The old 84 px gave 2.5 cm.)"""

OVERFLOW = """() => {
  const limit = innerWidth + 1;
  const own = (e) => e.closest('mjx-container') || e.closest('.jp-RenderedHTMLCommon table');  // a formula or a table scrolls in its own box
  const past = [...document.querySelectorAll('#rendered_cells *, body > *')].filter((e) => {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const box = own(e);
    if (box && box !== e) return false;
    return r.right > limit || r.left < -1;
  }).map((e) => `${e.tagName}.${e.className.baseVal ?? e.className} ${Math.round(e.getBoundingClientRect().left)}..`
                 + `${Math.round(e.getBoundingClientRect().right)}`);
  const scrollers = [...document.querySelectorAll('#rendered_cells *')].filter((e) =>
    e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible'
    && e.tagName !== 'MJX-CONTAINER' && !e.closest('mjx-container') && !e.closest('.jp-RenderedHTMLCommon table'))
    .map((e) => `${e.tagName}.${e.className} scrolls sideways ${e.scrollWidth}/${e.clientWidth}`);
  return {scrollWidth: document.documentElement.scrollWidth, past: past.slice(0, 20), scrollers: scrollers.slice(0, 20)};
}"""


def assert_nothing_cut_off(page):
    """Nothing of the page is wider than the viewport, nor scrolls sideways (formulas aside)."""
    found = page.evaluate(OVERFLOW)
    assert found["scrollWidth"] <= page.viewport_size["width"], found
    assert found["past"] == [], found
    assert found["scrollers"] == [], found


def assert_touch_target(control):
    """``control`` (a Playwright locator) is big enough for a finger, at least :data:`MIN_TOUCH_PX`
    on each side; returns its bounding box."""
    box = control.bounding_box()
    assert box["height"] >= MIN_TOUCH_PX and box["width"] >= MIN_TOUCH_PX, box
    return box


def open_page(page, voila_url, notebook, viewport, ready):
    page.set_viewport_size(viewport)
    page.goto(f"{voila_url}/voila/render/{notebook}", timeout=180_000)
    control = page.locator(ready)
    control.wait_for(timeout=180_000)
    return control


TYPESET = r"""() => document.querySelectorAll('#rendered_cells mjx-container').length > 0
  && !/\$[^$\n]{1,200}\$/.test(document.getElementById('rendered_cells').innerText)"""
"""The page's formulas are typeset: MathJax's output is there and no ``$…$`` source is left in the text."""


def wait_for_the_formulas(page):
    """Wait until MathJax has typeset every formula of the page (they change the page's width)."""
    page.wait_for_function(TYPESET, timeout=60_000)


def start_game(page, voila_url, lang="en", viewport=PHONE, straccia=False):
    start = open_page(page, voila_url, f"{lang}/un_due_tre_app.ipynb", viewport, "button.kit-start")
    if straccia:
        page.get_by_label("Straccia camicia", exact=False).check()
    start.click()
    expect(page.locator(".kit-reflex .kit-pile svg.kit-card")).to_have_count(1, timeout=30_000)
    return page.locator(".kit-reflex")


def shoot(page, output_path, name):
    page.screenshot(path=str(Path(output_path) / name))


def open_every_answer(page) -> None:
    """Open every folded answer of a lesson page as a reader would: each guess box's Skip (its
    answer opens when the box has shown the exact answer), each other guess's button."""
    skips = page.locator(".kit-guess-box button.kit-guess-skip")
    for i in range(skips.count()):
        if skips.nth(i).is_enabled():
            skips.nth(i).click()
    expect(page.locator(".kit-guess-box .kit-guess-result")).to_have_count(page.locator(".kit-guess-box").count(),
                                                                             timeout=30_000)
    for button in page.locator("button.kit-reveal[aria-expanded='false']").all():
        button.click()
    expect(page.locator(".kit-answer-mark:not(.kit-open)")).to_have_count(0, timeout=10_000)


def test_deal_hands_on_a_phone_cuts_nothing_off_and_its_chart_text_stays_readable(page, voila_url, output_path):
    from kit.ui.plots import MIN_FONT_PT, PNG_DPI

    deal = open_page(page, voila_url, "en/deal_hands.ipynb", PHONE, "button.kit-deal")
    assert assert_every_visible_control_is_a_touch_target(page) >= 6  # switch, deck, 3 boxes, 2 buttons
    deal.click()
    expect(page.locator(".kit-table svg.kit-card")).to_have_count(12, timeout=60_000)
    chart = page.locator(".widget-html-content img.kit-chart")  # the app's chart (the lesson's are below)
    expect(chart).to_have_count(1, timeout=60_000)
    wait_for_the_formulas(page)  # of the lesson below
    shoot(page, output_path, "phone_deal_hands_top.png")
    chart.scroll_into_view_if_needed()
    shoot(page, output_path, "phone_deal_hands_chart.png")
    assert_nothing_cut_off(page)
    shown, natural = chart.evaluate("i => [i.getBoundingClientRect().width, i.naturalWidth]")
    smallest_px = MIN_FONT_PT * PNG_DPI / 72 * shown / natural
    assert smallest_px >= 12, f"chart text {smallest_px:.1f} px at {shown:.0f} px wide"
    open_every_answer(page)  # the answers, folded under the guesses
    assert_nothing_cut_off(page)  # the answers too, once shown
    page.locator("table").last.scroll_into_view_if_needed()
    shoot(page, output_path, "phone_deal_hands_table.png")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_reflex_app_on_a_phone_fits_and_the_slap_button_is_in_reach(page, voila_url, output_path, lang):
    game = start_game(page, voila_url, lang)
    slap = game.locator("button.kit-slap")
    expect(slap).to_be_visible()
    # the game scrolled itself into view when it started: the whole table and the button show
    box, view = slap.bounding_box(), page.viewport_size
    assert 0 <= box["y"] and box["y"] + box["height"] <= view["height"], box
    assert_touch_target(slap)
    top = game.bounding_box()
    assert top["y"] >= -1, top  # the top of the game (the players) shows too
    shoot(page, output_path, f"phone_reflex_{lang}.png")
    assert_nothing_cut_off(page)
    widths = []
    for _ in range(6):  # the narration changes card after card; the box's width does not
        widths.append(round(game.bounding_box()["width"]))
        page.wait_for_timeout(400)
    assert len(set(widths)) == 1, widths
    assert widths[0] >= view["width"] - 60  # the table fills the width


def test_reflex_cards_are_big_on_a_projector_and_the_game_fits_the_screen(page, voila_url, output_path):
    game = start_game(page, voila_url, "en", PROJECTOR)
    card = game.locator(".kit-pile svg.kit-card").first
    height = card.bounding_box()["height"]
    assert height >= MIN_PROJECTED_CARD_PX, height
    box = game.bounding_box()
    assert box["height"] <= PROJECTOR["height"], box  # the whole game on the screen at once
    slap = game.locator("button.kit-slap").bounding_box()
    assert 0 <= slap["y"] and slap["y"] + slap["height"] <= PROJECTOR["height"], slap
    shoot(page, output_path, "projector_reflex.png")
    assert_nothing_cut_off(page)


def test_straccia_camicia_offers_nothing_to_slap(page, voila_url, output_path):
    game = start_game(page, voila_url, "en", PHONE, straccia=True)
    expect(page.get_by_text("In Straccia camicia there is nothing to slap")).to_be_visible()  # the help
    expect(game.locator("button.kit-slap")).to_be_hidden()
    expect(game.locator("button.kit-beside")).to_be_hidden()
    step = game.get_by_role("button", name="Next card (space)")
    expect(step).to_be_visible()
    box = step.bounding_box()
    assert box["height"] >= MIN_TOUCH_PX and box["y"] + box["height"] <= PHONE["height"], box
    turned = page.evaluate("() => document.querySelector('.kit-reflex .kit-notes').textContent")
    step.click()  # the person steps: the next card comes at once
    expect(game.locator(".kit-notes")).not_to_have_text(turned, timeout=5_000)
    shoot(page, output_path, "phone_straccia_camicia.png")


def test_choosing_a_language_with_enter_keeps_the_focus_on_the_switch(page, voila_url, output_path):
    deal = open_page(page, voila_url, "en/deal_hands.ipynb", PROJECTOR, "button.kit-deal")
    italiano = page.get_by_role("button", name="Italiano")
    italiano.focus()
    page.keyboard.press("Enter")
    expect(deal).to_contain_text("Distribuisci", timeout=30_000)
    # the page is redrawn as Python's answers arrive, one widget after another: the focus must
    # end on the switch (looked at until it does, not once after a fixed pause)
    expect(page.locator("button:focus")).to_have_text("Italiano")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # on to English, all by keyboard
    expect(deal).to_contain_text("Deal", timeout=30_000)
    expect(page.locator("button:focus")).to_have_text("English")
    focused = page.evaluate("() => [document.activeElement.tagName, document.activeElement.textContent,"
                            " getComputedStyle(document.activeElement).outlineWidth]")
    assert focused == ["BUTTON", "English", "3px"], focused
    shoot(page, output_path, "language_switch_focus.png")


def test_enter_in_a_number_box_deals(page, voila_url, output_path):
    open_page(page, voila_url, "en/deal_hands.ipynb", PROJECTOR, "button.kit-deal")
    seed = page.get_by_label("Seed")
    seed.fill("15")
    seed.press("Enter")
    expect(page.locator(".kit-table")).to_contain_text("seed 15", timeout=60_000)
    expect(page.locator(".kit-table svg.kit-card")).to_have_count(12)
    players = page.get_by_label("Players")
    players.fill("2")
    players.press("Enter")
    expect(page.locator(".kit-table svg.kit-card")).to_have_count(6, timeout=60_000)


def test_enter_in_the_reflex_apps_boxes_starts_a_game(page, voila_url):
    open_page(page, voila_url, "en/un_due_tre_app.ipynb", PROJECTOR, "button.kit-start")
    name = page.get_by_label("Your name")
    name.fill("Maria")
    name.press("Enter")
    game = page.locator(".kit-reflex")
    expect(game.locator(".kit-seat").first).to_contain_text("Maria", timeout=30_000)


def test_every_control_of_the_reflex_app_shows_a_thick_focus_outline(page, voila_url):
    start_game(page, voila_url, "en", PROJECTOR)
    controls = page.locator(".jupyter-widgets button, .jupyter-widgets input, .jupyter-widgets select, "
                            ".jupyter-widgets .noUi-handle, .kit-reflex button")
    seen = 0
    for i in range(controls.count()):
        control = controls.nth(i)
        if not control.is_visible():
            continue
        control.focus()
        page.keyboard.press("Shift")  # a key press makes :focus-visible apply, as after Tab
        style = control.evaluate("e => [getComputedStyle(e).outlineWidth, getComputedStyle(e).outlineStyle]")
        assert style == ["3px", "solid"], (control.evaluate("e => e.outerHTML.slice(0, 120)"), style)
        seen += 1
    assert seen >= 8


MIN_TEXT_PX = 12
"""The smallest text of a game's table on a projector, in CSS pixels (the hints under the cards
were 9 px: unreadable past the first row of a class)."""

SMALLEST_TEXT = """() => {
  let px = 1e9, what = '';
  for (const e of document.querySelectorAll('.kit-turn-main *')) {
    const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    const r = e.getBoundingClientRect();
    if (!own || r.width === 0 || r.height === 0) continue;
    const size = parseFloat(getComputedStyle(e).fontSize);
    if (size < px) { px = size; what = `${e.tagName}.${e.className} "${e.textContent.trim().slice(0, 30)}"`; }
  }
  return {px, what};
}"""


FITS = """() => ['.kit-turn-board', '.kit-hand'].every((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return r.top >= 0 && r.bottom <= innerHeight && r.height > 0;
})"""
"""The board and the hand both wholly on the screen."""


BOX = "e => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; }"


@pytest.mark.parametrize("app, lang", [("uno_app", "it"), ("trentasette_app", "en"), ("trentuno_app", "it"),
                                       ("tre_cinque_otto_app", "en")])
def test_a_turn_app_shows_table_and_hand_together_on_a_projector_and_fits_a_phone(page, voila_url, output_path, app, lang):
    """At 1366×768 the board and the person's hand are both wholly on the screen once the match
    starts, with the page not scrolled (the person's part stands beside the board), and no text of
    the table under 12 px; the same page at 390×844 lays the three parts one under the other with
    nothing wider than the phone, and every control, of the settings and of the match, is at least
    44×44 px (the page opened once for all of it)."""
    start = open_page(page, voila_url, f"{lang}/{app}.ipynb", PHONE, "button.kit-start")
    assert assert_every_visible_control_is_a_touch_target(page) >= 4  # the settings
    page.set_viewport_size(PROJECTOR)
    start.click()
    board, hand = page.locator(".kit-turn-board"), page.locator(".kit-hand")
    expect(hand.locator(".kit-slot").first).to_be_visible(timeout=60_000)
    page.evaluate("() => document.getElementById('rendered_cells').scrollTo(0, 0)")  # as a page just opened
    expect(start).to_be_hidden()  # the settings and the introduction fold away as the match starts
    try:  # the page is redrawn as Python's messages arrive, one widget after another: let it settle
        page.wait_for_function(FITS, timeout=15_000)
    except PlaywrightTimeout:
        pass  # the assertions below say what is off
    for part in (board, hand):
        box = part.evaluate(BOX)
        assert 0 <= box["top"] and box["bottom"] <= PROJECTOR["height"], (part, box)
        assert 0 <= box["left"] and box["right"] <= PROJECTOR["width"], (part, box)
    shoot(page, output_path, f"projector_{app}_{lang}.png")
    assert_nothing_cut_off(page)
    smallest = page.evaluate(SMALLEST_TEXT)
    assert smallest["px"] >= MIN_TEXT_PX, smallest  # the hints under the cards too
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)  # the layout follows the width
    board_box, hand_box = board.evaluate(BOX), hand.evaluate(BOX)
    assert hand_box["top"] >= board_box["bottom"] - 1, (board_box, hand_box)  # one under the other
    shoot(page, output_path, f"phone_{app}_{lang}.png")
    assert_nothing_cut_off(page)
    assert_every_visible_control_is_a_touch_target(page)  # the match's own buttons


CONTROLS = ".jupyter-widgets button, .jupyter-widgets input, .jupyter-widgets select, .kit-reflex button"
"""Every control a person can press or type in, in a Voila page of widgets."""


def touch_target_of(control):
    """What a finger touches for ``control``: a checkbox's or a radio button's whole label (pressing
    it ticks the box: a guess box's choices)."""
    if control.get_attribute("type") in ("checkbox", "radio"):
        return control.locator("xpath=ancestor::label[1]")
    return control


def assert_every_visible_control_is_a_touch_target(page):
    """Every visible control of the page is at least MIN_TOUCH_PX tall and wide; returns how many."""
    controls, seen, small = page.locator(CONTROLS), 0, []
    for i in range(controls.count()):
        control = controls.nth(i)
        if not control.is_visible():
            continue
        seen += 1
        box = touch_target_of(control).bounding_box()
        if box["height"] < MIN_TOUCH_PX or box["width"] < MIN_TOUCH_PX:
            small.append((control.evaluate("e => e.outerHTML.slice(0, 90)"), round(box["width"]), round(box["height"])))
    assert small == [], small
    return seen


@pytest.mark.parametrize("lang", ["it"])  # (the English page: the same widgets)
def test_every_control_of_the_reflex_app_is_a_touch_target_on_a_phone(page, voila_url, output_path, lang):
    """At 390×844 the settings' boxes, menus, checkboxes and buttons were 28 px tall: each visible
    control, before and during a game and at its end, is at least 44×44 px."""
    start = open_page(page, voila_url, f"{lang}/un_due_tre_app.ipynb", PHONE, "button.kit-start")
    assert assert_every_visible_control_is_a_touch_target(page) >= 11  # switch, 5 settings, 4 variants, start
    shoot(page, output_path, f"phone_reflex_settings_{lang}.png")
    start.click()
    game = page.locator(".kit-reflex")
    expect(game.locator(".kit-pile svg.kit-card")).to_have_count(1, timeout=30_000)
    assert_every_visible_control_is_a_touch_target(page)
    expect(game.locator("button.kit-slap")).to_be_visible()


def test_the_reflex_apps_log_keeps_what_happened_newest_in_view(page, voila_url, output_path):
    """The narration line is replaced within a second: the log under the game keeps every line, the
    newest at the bottom and in view, in a scrolling box that a screen reader follows politely."""
    game = start_game(page, voila_url, "en", PHONE)
    log = game.locator(".kit-reflex-log")
    expect(log.locator("li")).to_have_count(6, timeout=30_000)  # the cards go on turning
    assert game.locator(".kit-reflex-log ol").get_attribute("aria-live") == "polite"
    assert log.get_attribute("aria-label") == "What happened" and log.get_attribute("tabindex") == "0"
    page.wait_for_function("() => document.querySelectorAll('.kit-reflex-log li').length >= 8", timeout=60_000)  # more than the box shows (about 5)
    found = log.evaluate("""box => {
      const items = box.querySelectorAll('li'), newest = items[items.length - 1];
      const b = box.getBoundingClientRect(), n = newest.getBoundingClientRect();
      return {scrolls: box.scrollHeight > box.clientHeight, overflow: getComputedStyle(box).overflowY,
              newestInView: n.top >= b.top - 1 && n.bottom <= b.bottom + 1, lines: items.length,
              first: items[0].textContent, height: b.height};
    }""")
    assert found["scrolls"] and found["overflow"] == "auto" and found["newestInView"], found
    assert "turn" in found["first"], found  # the first card turned, kept
    game.locator(".kit-reflex-log").scroll_into_view_if_needed()
    shoot(page, output_path, "phone_reflex_log.png")
    assert_nothing_cut_off(page)



MAX_STEP_PX = 640
"""The tallest a walkthrough's step box may be on a 1366×768 projector: the height a browser
leaves for the page under its tabs and address bar (about 660 px), so a whole step shows at once."""


@pytest.mark.parametrize("notebook", ["en/tre_cinque_otto_walkthrough.ipynb"])  # the tallest (UNO: 375 px)
def test_a_walkthroughs_every_step_fits_a_projector(page, voila_url, output_path, notebook):
    """The 3-5-8 walkthrough's box grew to 718 px once a trick and the discards were on the table:
    stepped through from the first step to the last, the box is never taller than MAX_STEP_PX."""
    step = open_page(page, voila_url, notebook, PROJECTOR, ".kit-step >> nth=0")
    step.focus()
    heights = []
    for _ in range(30):
        heights.append(step.bounding_box()["height"])
        page.keyboard.press("ArrowRight")
        page.wait_for_timeout(120)
    step.evaluate("e => e.scrollIntoView({block: 'start'})")
    shoot(page, output_path, f"projector_walkthrough_{notebook.replace('/', '_')}.png")
    assert max(heights) <= MAX_STEP_PX, heights


@pytest.fixture
def touch_phone(browser):
    """A phone held in the hand: 390×844 with Playwright's mobile emulation and touch (the page
    matches ``(hover: none)`` and ``(pointer: coarse)``, taps with :meth:`Locator.tap`); closed as a
    person closes a tab (the kernel stops at once, as for :func:`conftest.page`)."""
    from playwright.sync_api import Error

    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    page = context.new_page()
    yield page
    try:
        if not page.is_closed():
            page.close(run_before_unload=True)
    except Error:
        pass
    context.close()


PILE_AND_HAND = (".kit-uno-pile svg.kit-card", ".kit-uno-colour", ".kit-hand")
"""UNO's top card, the colour in play, and the person's hand."""

ALL_IN_VIEW = """(selectors) => selectors.every((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
})"""


def assert_in_the_viewport(page, selectors):
    """Each of ``selectors`` wholly inside the viewport now (waited for a while first: the page is
    redrawn as Python's messages arrive)."""
    try:
        page.wait_for_function(ALL_IN_VIEW, arg=list(selectors), timeout=15_000)
    except PlaywrightTimeout:
        pass  # the assertions say what is off
    view = page.viewport_size
    for selector in selectors:
        box = page.locator(selector).first.evaluate(BOX)
        assert 0 <= box["top"] and box["bottom"] <= view["height"], (selector, box)
        assert 0 <= box["left"] and box["right"] <= view["width"], (selector, box)


@pytest.mark.parametrize("lang, colour, played", [("it", "Colore in gioco: ■ verde", "Giochi 8 verde."),
                                                  ("en", "Colour in play: ■ Green", "You play Green 8.")])
def test_uno_on_a_phone_shows_the_pile_and_the_hand_together_on_each_of_your_turns(touch_phone, voila_url,
                                                                                   output_path, lang, colour, played):
    """The discard pile and the hand were never on a 390×844 screen together: the person scrolled
    at every turn (issue 33).  The pile now sits right above the status line and the hand, and
    when the person's turn comes the app scrolls it to the top: the top card, the colour in play
    and the whole hand show at once, turn after turn, with no scrolling by the person."""
    page = touch_phone
    start = open_page(page, voila_url, f"{lang}/uno_app.ipynb", PHONE, "button.kit-start")
    assert page.evaluate("matchMedia('(hover: none) and (pointer: coarse)').matches")  # a touch screen
    start_the_match(page, start)  # seed 1: the person plays first, Green 8 the one lit card, on a green 3
    expect(page.locator(".kit-your-turn")).to_be_visible(timeout=60_000)
    assert_in_the_viewport(page, PILE_AND_HAND)
    expect(page.locator(".kit-uno-colour")).to_have_text(colour)
    shoot(page, output_path, f"phone_uno_your_turn_{lang}.png")
    assert_nothing_cut_off(page)
    hand = page.locator(".kit-hand .kit-slot")
    cards = hand.count()
    page.locator(".kit-hand .kit-slot.kit-legal").first.tap()
    expect(page.locator(".kit-log")).to_contain_text(played, timeout=30_000)
    expect(hand).to_have_count(cards - 1, timeout=30_000)  # the next turn of the person: one card fewer
    expect(page.locator(".kit-your-turn")).to_be_visible(timeout=60_000)
    assert_in_the_viewport(page, PILE_AND_HAND)
    shoot(page, output_path, f"phone_uno_next_turn_{lang}.png")


STEP_HINT = {"it": ("Premi ▶ per il passo dopo e ◀ per quello prima, oppure trascina il cursore.",
                    "(Con la tastiera: frecce ← →, Home e Fine per il primo e l'ultimo passo.)", "Passo 22 di 28"),
             "en": ("Press ▶ for the next step and ◀ for the one before, or drag the slider.",
                    "(On a keyboard: arrow keys ← →, Home and End for the first and last step.)", "Step 22 of 28")}


@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_walkthrough_on_a_phone_says_its_buttons_and_keeps_the_step_counter_on_one_line(
        touch_phone, browser, voila_url, output_path, lang):
    """On a phone the walkthrough's hint said only «Frecce ← → per muoversi…», and «Passo 22 di 40»
    wrapped on 3 lines beside the slider (issue 33).  Tapped through to step 22: the hint says the
    buttons, the keys are not shown on a touch screen (only where a keyboard is the input, a fine
    pointer that hovers, as on a laptop), and the counter is one line inside the screen."""
    buttons, keys, counter = STEP_HINT[lang]
    page = touch_phone
    step = open_page(page, voila_url, f"{lang}/uno_walkthrough.ipynb", PHONE, ".kit-step >> nth=0")
    for _ in range(21):
        step.locator(".kit-next").tap()
    position = step.locator(".kit-position")
    expect(position).to_have_text(counter)
    one_line = position.evaluate("e => ({height: e.getBoundingClientRect().height, line: parseFloat(getComputedStyle(e).lineHeight)"
                                 " || parseFloat(getComputedStyle(e).fontSize) * 1.2, right: e.getBoundingClientRect().right})")
    assert one_line["height"] < 1.5 * one_line["line"], one_line  # one line, not three
    assert one_line["right"] <= PHONE["width"], one_line
    for box in [b.bounding_box() for b in step.locator("button").all()]:  # a finger's size (they were 34×24 px)
        assert box["width"] >= 44 and box["height"] >= 44, box
    expect(step.locator(".kit-hint-buttons")).to_have_text(buttons)
    expect(step.locator(".kit-hint-keys")).to_be_hidden()
    assert step.locator(".kit-hint").inner_text() == buttons
    step.evaluate("e => e.scrollIntoView({block: 'start'})")
    shoot(page, output_path, f"phone_walkthrough_step_22_{lang}.png")
    assert_nothing_cut_off(page)
    page.close(run_before_unload=True)
    laptop = browser.new_page(viewport={"width": 1280, "height": 800})  # a mouse and a keyboard
    try:
        step = open_page(laptop, voila_url, f"{lang}/uno_walkthrough.ipynb", {"width": 1280, "height": 800},
                         ".kit-step >> nth=0")
        assert laptop.evaluate("matchMedia('(hover: hover) and (pointer: fine)').matches")
        expect(step.locator(".kit-hint-keys")).to_be_visible()
        assert step.locator(".kit-hint").inner_text() == f"{buttons} {keys}"
    finally:
        laptop.close(run_before_unload=True)
