"""A lesson page as a class reads it: its answers folded under the guesses, and printed whole.

Every lesson asks "write down your guess" before it answers; the page template folds the answer
(the cells that :func:`kit.tools.editions.fold_answers` tags): after a guess box, the box's Guess
or Skip opens it (one way to the answer: no button of the page beside the box); after a guess with
no box, a button of the page does.
Printing the page (Ctrl+P; here Chromium's PDF, as the browser prints it) gives the whole lesson
on as many A4 sheets as it takes, its folded answers included.

These are checks on a page already open, not tests of their own: tests/test_browser_server.py
opens every page once in Chromium and runs them on the pages they concern (every page with a
guess, :data:`PRINTED`, :data:`FOLLOWS`), so no page is loaded twice for them.
"""

import io
import unicodedata

import pypdf
from playwright.sync_api import expect

from test_browser_layout import open_every_answer, wait_for_the_formulas

PRINTED = {"en/deal_hands.ipynb": "9,880", "it/trentasette_probability.ipynb": "Contiamo",
           "it/uno_probability.ipynb": "torna nel mazzo"}
"""The pages printed whole, each with a word of its first folded answer."""

GUESS_BOXES = ("it/misconceptions.ipynb", "en/misconceptions.ipynb")
"""Pages whose first guess boxes are used: a guess (after a refused one) and a skip open their answers."""

FOLLOWS = ("it/uno_app.ipynb",)
"""An app-only page whose link to the other edition follows the app's switch."""


def pdf_text(pdf: bytes) -> tuple[int, str]:
    """The number of sheets of a PDF and its text, with line breaks and runs of spaces made one space."""
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    return len(reader.pages), " ".join(" ".join(sheet.extract_text() for sheet in reader.pages).split())


def check_the_folded_answers(page) -> None:
    """Each guess's answer is hidden; a guess box's answer has no button of the page (the box opens
    it), any other guess's button says its answer is folded (a page with guesses)."""
    buttons, folded = page.locator("button.kit-reveal"), page.locator(".kit-answer-mark + *")
    assert folded.count() >= 1
    assert set(buttons.evaluate_all("bs => bs.map(b => b.getAttribute('aria-expanded'))")) <= {"false"}
    assert folded.evaluate_all("cells => cells.filter(c => c.offsetParent !== null).length") == 0
    assert page.locator(".kit-guess-opens + .kit-reveal-row, .kit-guess-opens + * + .kit-reveal-row").count() == 0


def check_a_guess_opens_and_the_page_prints_whole(page, name: str, answer: str, output_path) -> None:
    """The first guess's answer opens by keyboard (its box's Skip); the page printed (A4) holds the
    whole lesson, its still folded answers too, and no button; a lesson's charts are shown wide
    enough for the back of a room."""
    lang = name.partition("/")[0]
    wait_for_the_formulas(page)
    folded = page.locator(".kit-answer-mark + *")
    assert folded.count() >= 3
    first_answer = folded.first
    expect(first_answer).to_be_hidden()
    visible = page.evaluate("() => document.getElementById('rendered_cells').innerText")
    page.screenshot(path=f"{output_path}/guess_folded_{lang}.png")
    skip = page.locator(".kit-guess-box").first.locator("button.kit-guess-skip")
    skip.focus()
    page.keyboard.press("Enter")  # by keyboard
    expect(first_answer).to_be_visible(timeout=10_000)
    shown = page.evaluate("() => document.getElementById('rendered_cells').innerText")
    assert answer in shown and len(shown) > len(visible)
    first_answer.scroll_into_view_if_needed()
    page.screenshot(path=f"{output_path}/guess_open_{lang}.png")
    if name.endswith("deal_hands.ipynb"):  # its charts, in the answers: wide enough for the back of a room
        open_every_answer(page)
        charts = page.locator("#rendered_cells img.kit-chart")
        expect(charts.first).to_be_visible()
        widths = charts.evaluate_all("imgs => imgs.filter(i => i.offsetParent).map(i => [i.getBoundingClientRect().width, i.naturalWidth])")
        assert widths and all(shown >= 600 and natural >= shown for shown, natural in widths), widths
    # the words of the answers' paragraphs still folded on screen (the last of them), to find on paper
    still = folded.evaluate_all("""cells => cells.filter(c => c.offsetParent === null)
      .map(c => [...c.querySelectorAll('.jp-RenderedMarkdown, .jp-RenderedHTMLCommon')].map(r => r.textContent).join(' '))
      .filter(words => words.replace(/\\W/g, '').length >= 30)""")

    sheets, printed = pdf_text(page.pdf(format="A4", print_background=True))
    words = " ".join(page.evaluate("() => document.getElementById('rendered_cells').textContent").split())
    last = words[-60:].strip()  # the end of the lesson's last cell
    assert sheets >= 4, sheets
    assert answer in printed  # an answer opened is printed
    assert "Show the answer" not in printed and "mostra la risposta" not in printed  # the buttons are not
    # the lesson's last words are on paper (the PDF's text breaks words differently: compare letters)
    letters = lambda text: "".join(ch for ch in unicodedata.normalize("NFKC", text) if ch.isalnum())  # "ﬀ" is "ff"
    assert letters(last)[-30:] in letters(printed), last
    if not name.endswith("deal_hands.ipynb"):  # an answer folded on screen is printed too
        assert still and letters(still[-1])[:30] in letters(printed), still[-1][:60]
    # as printed (A4's width less its margins): no table, formula or picture wider than the sheet
    viewport = page.viewport_size
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 690, "height": 1000})
    wider = page.evaluate("""() => [...document.querySelectorAll('#rendered_cells table, #rendered_cells img, #rendered_cells mjx-container')]
      .filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right > innerWidth + 1)
      .map((e) => `${e.tagName} ${Math.round(e.getBoundingClientRect().right)} "${e.textContent.slice(0, 40)}"`)""")
    page.emulate_media(media="screen")
    page.set_viewport_size(viewport)
    assert wider == [], wider


def check_the_guess_boxes_open_their_answers(page, name: str, output_path) -> None:
    """The page's guess boxes have no button of the page beside them, and ids of their own (four
    boxes: no two share an id); the first box names what to type, the lesson's paragraph above
    asks the question, which the box's entry is named by (for a screen reader) without showing
    it; it refuses rubbish in words, takes "0,3" by keyboard (Enter), shows it beside the exact
    answer, gives the focus to what it said and opens the answer after it; the second box's Skip
    (by keyboard) shows the exact answer and opens its answer; the other answers stay folded."""
    from kit.classroom.guesses import GUESSES, how_text
    from kit.i18n import t
    from kit.ui.guess_box import label_text

    lang = name.partition("/")[0]
    boxes = page.locator(".kit-guess-box")
    opens = page.locator(".kit-guess-opens")
    assert boxes.count() == opens.count() >= 2 and page.locator("button.kit-reveal").count() == 0
    ids = page.evaluate("() => [...document.querySelectorAll('.kit-guess-box [id]')].map(e => e.id)")
    assert len(ids) >= 4 * boxes.count() and len(set(ids)) == len(ids), sorted(ids)
    first = GUESSES[boxes.first.get_attribute("data-guess")]
    question = t(first.question, lang)
    expect(boxes.first.locator(".kit-guess-question")).to_be_hidden()  # read out (the entry's name), not shown
    assert boxes.first.locator(".kit-guess-how").inner_text() == how_text(first, lang)
    first_answer = opens.first.locator("xpath=following-sibling::*[2]")
    second_answer = opens.nth(1).locator("xpath=following-sibling::*[2]")
    expect(first_answer).to_be_hidden()
    entry = boxes.first.get_by_role("textbox", name=f"{label_text(first, lang)} {question}", exact=True)
    entry.fill("zero")
    entry.press("Enter")
    expect(boxes.first.get_by_role("alert")).to_contain_text(t("guess.box.bad_number", lang, text="zero", how="")[:30])
    expect(first_answer).to_be_hidden()
    entry.fill("0,3")
    entry.press("Enter")
    exact = "0,4" if lang == "it" else "0.4"
    said = boxes.first.get_by_role("status")
    expect(said).to_contain_text(t("guess.box.result", lang, guess="0,3", exact=exact))
    expect(first_answer).to_be_visible(timeout=10_000)
    expect(entry).to_be_disabled()
    assert page.evaluate("() => document.activeElement.classList.contains('kit-guess-said')")
    expect(second_answer).to_be_hidden()
    boxes.first.scroll_into_view_if_needed()
    page.screenshot(path=f"{output_path}/guess_box_{lang}.png")
    skip = boxes.nth(1).get_by_role("button", name=t("guess.box.skip", lang))
    skip.focus()
    page.keyboard.press("Enter")
    expect(boxes.nth(1).get_by_role("status")).to_contain_text(t("guess.box.skipped", lang, exact="3/19"))
    expect(second_answer).to_be_visible(timeout=10_000)
    later = page.locator(".kit-answer-mark:not(.kit-open)")
    assert later.count() >= 1 and later.evaluate_all("ms => ms.every(m => m.nextElementSibling.offsetParent === null)")


def check_the_link_follows_the_apps_switch(page) -> None:
    """A page that is only an app is in the language its switch shows: the page's language (what a
    screen reader speaks) and the link at the top, which offers the other language, follow it."""
    link = page.locator("#rendered_cells a[href$='uno_app.ipynb']").first
    expect(link).to_have_text("This page in English")
    page.get_by_role("button", name="English").click()
    expect(page.locator("button.kit-start")).to_have_text("New match", timeout=30_000)
    expect(link).to_have_text("Questa pagina in italiano")
    assert link.get_attribute("href") == "../it/uno_app.ipynb"
    assert page.evaluate("() => document.documentElement.lang") == "en"
    page.get_by_role("button", name="Italiano").click()
    expect(link).to_have_text("This page in English")
    assert link.get_attribute("href") == "../en/uno_app.ipynb"
    assert page.evaluate("() => document.documentElement.lang") == "it"
