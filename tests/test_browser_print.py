"""A lesson page as a class reads it: its answers folded under the guesses, and printed whole.

Every lesson asks "write down your guess" before it answers; the page template folds the answer
(the cells that :func:`kit.tools.editions.fold_answers` tags) under a button after the guess.
Printing the page (Ctrl+P; here Chromium's PDF, as the browser prints it) gives the whole lesson
on as many A4 sheets as it takes, its folded answers included.
"""

import io

import pypdf
import pytest
from playwright.sync_api import expect

from tests.test_browser_layout import PROJECTOR, open_page, shoot, wait_for_the_formulas

pytestmark = [pytest.mark.browser, pytest.mark.server]


def pdf_text(pdf: bytes) -> tuple[int, str]:
    """The number of sheets of a PDF and its text, with line breaks and runs of spaces made one space."""
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    return len(reader.pages), " ".join(" ".join(sheet.extract_text() for sheet in reader.pages).split())


@pytest.mark.parametrize("lang, notebook, answer", [
    ("en", "deal_hands.ipynb", "9,880"),
    ("it", "trentasette_probability.ipynb", "Contiamo"),
])
def test_a_guess_hides_its_answer_and_the_printed_page_holds_the_whole_lesson(page, voila_url, output_path,
                                                                               lang, notebook, answer):
    open_page(page, voila_url, f"{lang}/{notebook}", PROJECTOR, "button.kit-reveal >> nth=0")
    wait_for_the_formulas(page)
    reveal = page.locator("button.kit-reveal").first
    folded = page.locator(".kit-answer-mark + *")
    assert folded.count() >= 3
    first_answer = folded.first
    expect(reveal).to_have_attribute("aria-expanded", "false")
    expect(first_answer).to_be_hidden()
    visible = page.evaluate("() => document.getElementById('rendered_cells').innerText")
    shoot(page, output_path, f"guess_folded_{lang}.png")
    reveal.focus()
    page.keyboard.press("Enter")  # by keyboard
    expect(reveal).to_have_attribute("aria-expanded", "true")
    expect(first_answer).to_be_visible()
    expect(reveal).to_have_text("Nascondi la risposta" if lang == "it" else "Hide the answer")
    shown = page.evaluate("() => document.getElementById('rendered_cells').innerText")
    assert answer in shown and len(shown) > len(visible)
    first_answer.scroll_into_view_if_needed()
    shoot(page, output_path, f"guess_open_{lang}.png")
    reveal.click()
    expect(first_answer).to_be_hidden()
    if notebook == "deal_hands.ipynb":  # its charts, in the answers: wide enough for the back of a room
        for i in range(page.locator("button.kit-reveal").count()):
            page.locator("button.kit-reveal").nth(i).click()
        charts = page.locator("#rendered_cells img.kit-chart")
        expect(charts.first).to_be_visible()
        widths = charts.evaluate_all("imgs => imgs.filter(i => i.offsetParent).map(i => [i.getBoundingClientRect().width, i.naturalWidth])")
        assert widths and all(shown >= 600 and natural >= shown for shown, natural in widths), widths

    sheets, printed = pdf_text(page.pdf(format="A4", print_background=True))
    words = " ".join(page.evaluate("() => document.getElementById('rendered_cells').textContent").split())
    last = words[-60:].strip()  # the end of the lesson's last cell
    assert sheets >= 4, sheets
    assert answer in printed  # a folded answer is printed too
    assert "Show the answer" not in printed and "mostra la risposta" not in printed  # the buttons are not
    # the lesson's last words are on paper (the PDF's text breaks words differently: compare letters)
    letters = lambda text: "".join(ch for ch in text if ch.isalnum())
    assert letters(last)[-30:] in letters(printed), last


def test_on_an_app_page_the_link_to_the_other_edition_follows_the_apps_language_switch(page, voila_url):
    """A page that is only an app is in the language its switch shows: the page's language (what a
    screen reader speaks) and the link at the top, which offers the other language, follow it."""
    open_page(page, voila_url, "it/uno_app.ipynb", PROJECTOR, "button.kit-start")
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
