"""The exercise sheets on paper (``make sheets-pdf``, :mod:`kit.tools.sheets_pdf`).

First the paper edition of every sheet (no browser): the questions, a line for the guess and a box
for the answer, none of the code stub or the checker.  Then one sheet printed in both languages by
the kit's Voila server and headless Chromium, read back with pypdf and drawn with pypdfium2: A4,
its title and every question's heading in its language, the formula typeset, nothing of the stub,
the checker or an error, text of 10 pt or more, and nothing on the right margin (nothing cut).
"""

import re
from pathlib import Path

import nbformat
import pypdf
import pytest

from kit.i18n import t
from kit.tools.exercises import CODE_STUBS
from kit.tools.sheets_pdf import (ANSWER_BOX, EXERCISES, WRITE_LINE, build, formula_count, is_answer_cell,
                                  paper_edition, sheet_names)

SHEETS = sorted(EXERCISES.glob("*/*.ipynb"))
A4 = (595.3, 841.9)  # points
PRINTED = "05_trentuno"  # the sheet with a TeX formula ($\binom{40}{3} = …$)


def words(text: str) -> str:
    return " ".join(text.split())


def headings(notebook, level: str) -> list[str]:
    """The Markdown headings of ``level`` (``"#"``, ``"##"``) of a notebook, as read (no ``**`` or backticks)."""
    found = []
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            found += [words(re.sub(r"[*`]", "", line[len(level) + 1:])) for line in cell.source.splitlines()
                      if line.startswith(level + " ")]
    return found


@pytest.mark.parametrize("path", SHEETS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_paper_edition_keeps_the_questions_and_gives_room_to_write(path):
    sheet = nbformat.read(path, as_version=4)
    lang = sheet.metadata["kit"]["edition"]
    paper = paper_edition(sheet)
    text = "\n".join(cell.source for cell in paper.cells)
    answers = sum(is_answer_cell(cell) for cell in sheet.cells)
    assert answers >= 6
    boxes = re.findall(re.escape(ANSWER_BOX).replace(re.escape("{label}"), "([0-9]+[a-z]?)"), text)
    assert len(boxes) == answers == text.count("kit-paper-answer")  # a box where each answer cell was,
    assert len(set(boxes)) == answers and boxes[0] in ("1", "1a")  # with its question's number
    assert text.count(WRITE_LINE) == answers  # and a line for the guess before it
    for stub in CODE_STUBS[lang]:
        assert stub not in text
    assert "NotImplementedError" not in text and "check(" not in text
    assert t("paper.how_to_answer", lang) in text
    assert "../it/" not in text and "../en/" not in text  # no link to the other edition
    assert headings(paper, "##") == headings(sheet, "##") and headings(paper, "#") == headings(sheet, "#")
    assert not any(is_answer_cell(cell) for cell in paper.cells)
    # the code cells left are run (their outputs are part of the sheet); the sheet is unchanged
    assert [c.source for c in paper.cells if c.cell_type == "code"] == \
        [c.source for c in sheet.cells if c.cell_type == "code" and not is_answer_cell(c) and "join_box(" not in c.source]
    assert sum(is_answer_cell(cell) for cell in sheet.cells) == answers


def test_sheets_are_named_by_file_or_number():
    assert sheet_names(["5", "01_dealing_probability.ipynb"]) == ["05_trentuno", "01_dealing_probability"]
    assert len(sheet_names([])) == 6
    with pytest.raises(ValueError, match="01_dealing_probability"):
        sheet_names(["no_such_sheet"])
    assert formula_count(paper_edition(nbformat.read(EXERCISES / "en" / f"{PRINTED}.ipynb", as_version=4))) == 1


@pytest.fixture(scope="module")
def printed(tmp_path_factory, browser):
    """The sheet :data:`PRINTED` printed in both languages (one server, pytest-playwright's browser):
    {lang: PDF path}.

    The browser is the session's (the ``browser`` fixture, the system Chromium with the kit's flags:
    tests/conftest.py skips or fails without it), passed to :func:`build`: a second sync Playwright
    started inside the test process, as ``make sheets-pdf`` does, fails ("Playwright Sync API inside
    the asyncio loop") once a browser test has run on the same worker, since the plugin keeps its
    Playwright and its event loop running for the whole session."""
    out = tmp_path_factory.mktemp("sheets_pdf")
    written = build(out, ("it", "en"), [PRINTED], log=lambda line: None, browser=browser)
    assert written == [out / "it" / f"{PRINTED}.pdf", out / "en" / f"{PRINTED}.pdf"]
    assert browser.is_connected() and not browser.contexts  # left running, without the context it made
    return {lang: out / lang / f"{PRINTED}.pdf" for lang in ("it", "en")}


def font_sizes(reader: pypdf.PdfReader) -> list[tuple[float, str]]:
    """The size in points of every run of text in a named font (MathJax draws its own glyphs), with the text."""
    found = []
    for sheet in reader.pages:
        def visit(text, cm, tm, font, size):
            if text.strip() and font is not None and "/BaseFont" in font:
                found.append((size * (tm[3] ** 2 + tm[1] ** 2) ** 0.5 * (cm[3] ** 2 + cm[1] ** 2) ** 0.5, text))
        sheet.extract_text(visitor_text=visit)
    return found


@pytest.mark.browser
@pytest.mark.server
@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_printed_sheet_is_a4_in_its_language_with_its_questions_and_formula(printed, lang, tmp_path):
    import pypdfium2

    sheet = nbformat.read(EXERCISES / lang / f"{PRINTED}.ipynb", as_version=4)
    reader = pypdf.PdfReader(printed[lang])
    assert len(reader.pages) >= 1
    for page in reader.pages:
        assert abs(float(page.mediabox.width) - A4[0]) < 2 and abs(float(page.mediabox.height) - A4[1]) < 2
    text = words(" ".join(page.extract_text() for page in reader.pages))
    for number, page in enumerate(reader.pages, 1):  # no sheet with only its foot (a blank sheet)
        assert len(words(page.extract_text())) > len(sheet.metadata["title"]) + 20, f"page {number} is blank"

    title = sheet.metadata["title"]
    assert headings(sheet, "#") == [title] and title in text
    assert reader.metadata.title == title and reader.trailer["/Root"]["/Lang"] == lang
    for heading in headings(sheet, "##"):
        assert heading in text, heading
    assert t("paper.how_to_answer", lang).split("**")[-1].split(",")[0].strip() in text
    assert ("Prima di calcolare, scrivi la tua stima" if lang == "it" else "Before computing, write down your guess") in text
    # the formula is typeset: MathJax's glyphs, not its TeX
    assert "$" not in text and "\\binom" not in text
    assert "9.880" in text if lang == "it" else "9,880" in text
    for absent in ("NotImplementedError", "check(", "YOUR CODE HERE", "SCRIVI QUI", "Traceback", "There was an error",
                   "This page in English", "Questa pagina in italiano"):
        assert absent not in text, absent
    small = [(round(size, 1), run) for size, run in font_sizes(reader) if size < 9.95]
    assert not small, small[:5]
    # every page drawn: nothing on the right margin (nothing runs off the sheet's edge)
    document = pypdfium2.PdfDocument(str(printed[lang]))
    for number in range(len(document)):
        image = document[number].render(scale=100 / 72).to_pil().convert("L")  # 100 dpi
        if number == 0:
            image.save(tmp_path / f"{PRINTED}_{lang}_1.png")
        right_margin = image.crop((image.width - round(10 / 25.4 * 100), 0, image.width, image.height))
        assert right_margin.getextrema()[0] > 245, f"page {number + 1}: something on the right margin"
