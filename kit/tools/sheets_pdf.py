"""A PDF of each exercise sheet, in both languages, to hand out on paper (``make sheets-pdf``).

For each student sheet ``exercises/<lang>/<name>.ipynb`` this writes ``<out>/<lang>/<name>.pdf``
(A4), the way a browser prints the sheet's page: the kit's Voila server (:func:`kit.tools.app.serving`,
its page template and its bundled MathJax, so the formulas are typeset and nothing comes from the
internet) serves a *paper edition* of the sheets, and headless Chromium (Playwright) prints each
page in turn, with the print rules of ``kit/ui/kit.css``.

The paper edition (:func:`paper_edition`) is the sheet as a student reads it on paper:

* the paragraph on how to answer says it for paper (``paper.how_to_answer``, :mod:`kit.i18n.paper`:
  the sheet's own speaks of cells to run and of ``check(...)``);
* every question, the guess line ("Before computing, write down your guess: …") with a line to
  write on, and an empty box in place of each answer cell: the code stub and its ``check(...)`` are
  left out, so the page shows no ``NotImplementedError`` and no checker;
* the other code cells (the sheet's tools, a hand it builds, a simulation to compare with) with
  their code and their output; the edition's ``parameters`` cell and the cells that only import
  are run but not shown;
* no link to the other edition (a link means nothing on paper).

Usage: ``python -m kit.tools.sheets_pdf [--out sheets_pdf] [--lang it|en] [NAME ...]``, where a
NAME is a sheet's file name with or without ``.ipynb`` (``01_dealing_probability``) or its number
(``1``); without names, every sheet.  It needs Playwright (the test tools: ``make sheets-pdf``
installs them) and Chromium (the system's, or ``KIT_CHROMIUM=/path/to/chromium``).
"""

from __future__ import annotations

import argparse
import io
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

import nbformat

from kit.i18n import LANGUAGES
from kit.tools.exercises import CODE_STUBS

ROOT = Path(__file__).resolve().parents[2]
EXERCISES = ROOT / "exercises"
"""The student sheets: ``exercises/it/*.ipynb`` and ``exercises/en/*.ipynb``."""
OUT = ROOT / "sheets_pdf"
"""Where ``make sheets-pdf`` writes the PDFs (git-ignored)."""
LANGS: tuple[str, ...] = LANGUAGES

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]
"""Chromium's options, here and in the browser tests (tests/conftest.py): no sandbox (containers),
nothing fetched or synced in the background."""

PAGE_MARGIN = {"top": "14mm", "bottom": "16mm", "left": "14mm", "right": "14mm"}
FOOTER = ('<div style="font: 10pt sans-serif; color: #444; width: 100%; margin: 0 14mm; display: flex; '
          'justify-content: space-between;"><span>{title}</span>'
          '<span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>')
"""Each sheet's foot: the sheet's title and the page's number, 10 pt (Chromium fills in the numbers)."""

ANSWER_BOX = '<div class="kit-paper-answer"><span class="kit-paper-label">{label}</span></div>'
"""What takes an answer cell's place: an empty box to write in, with the question's number in its
corner (``1a`` from the cell's ``check("trentasette.q1a", …)``; kit/ui/kit.css)."""
QUESTION = re.compile(r"""check\(\s*["'][^"'.]+\.q([0-9]+[a-z]?)["']""")
"""The question's number in an answer cell's ``check(...)`` call."""
WRITE_LINE = '<span class="kit-paper-line" role="presentation"></span>'
"""What takes the dots of the guess line's place: a line to write on (kit/ui/kit.css)."""
EDITION_LINK = re.compile(r"^\s*\[[^\]]*\]\(\.\./(it|en)/[^)]*\.ipynb\)\s*$")
"""A Markdown cell that is only the link to the other edition."""
FORMULA = re.compile(r"(?<![\\$])\$[^$\n]+\$")
"""Inline TeX (``$…$``) in Markdown; code spans are removed first (:func:`formula_count`)."""


def is_answer_cell(cell: nbformat.NotebookNode) -> bool:
    """A code cell where the student writes an answer: it holds the exercise's stub
    (``raise NotImplementedError(...)``, :data:`kit.tools.exercises.CODE_STUBS`)."""
    stubs = {stub for _, stub in CODE_STUBS.values()}
    return cell.cell_type == "code" and any(line.strip() in stubs for line in cell.source.splitlines())


def only_imports(source: str) -> bool:
    """Whether a cell's code only imports (or is empty): nothing a reader on paper needs."""
    lines = [line.strip() for line in source.splitlines() if line.strip() and not line.strip().startswith("#")]
    return all(line.startswith(("import ", "from ")) for line in lines)


def paper_edition(sheet: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The sheet as it is printed (a new notebook; ``sheet`` is unchanged): see the module's docstring."""
    from kit.i18n import t

    lang = sheet.metadata.get("kit", {}).get("edition", "en")
    how = re.compile(r"^\*\*" + re.escape(t("paper.how_to_answer.heading", lang)) + r"\*\*.*?(?=\n\s*\n|\Z)", re.S | re.M)
    cells: list[nbformat.NotebookNode] = []
    source = sheet.cells
    for i, cell in enumerate(source):
        following = source[i + 1] if i + 1 < len(source) else None
        if cell.cell_type == "markdown":
            if EDITION_LINK.match(cell.source):
                continue
            text = how.sub(lambda _: t("paper.how_to_answer", lang), cell.source)
            if following is not None and is_answer_cell(following):  # the guess line: a line to write on
                text = re.sub(r"(…|\.\.\.)\s*$", WRITE_LINE, text.rstrip())
            cells.append(nbformat.v4.new_markdown_cell(text))
        elif cell.cell_type == "code":
            if "join_box(" in cell.source:  # the class's join box: for a screen, not for paper
                continue
            if is_answer_cell(cell):
                number = QUESTION.search(cell.source)
                box = ANSWER_BOX.format(label=number.group(1) if number else "")
                if cells and WRITE_LINE in cells[-1].source:  # one cell with its guess line: never parted
                    cells[-1].source += "\n\n" + box
                else:
                    cells.append(nbformat.v4.new_markdown_cell(box))
                continue
            if "parameters" not in cell.metadata.get("tags", []) and not only_imports(cell.source):
                cells.append(nbformat.v4.new_markdown_cell(f"```python\n{cell.source.strip()}\n```"))
            code = nbformat.v4.new_code_cell(cell.source)
            cells.append(code)
        else:  # raw cells are not shown on a page
            continue
    paper = nbformat.v4.new_notebook(cells=cells, metadata=dict(sheet.metadata))
    return paper


def formula_count(notebook: nbformat.NotebookNode) -> int:
    """How many inline formulas (``$…$``) the notebook's Markdown holds (outside code)."""
    total = 0
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            text = re.sub(r"```.*?```", "", cell.source, flags=re.S)
            total += len(FORMULA.findall(re.sub(r"`[^`\n]*`", "", text)))
    return total


def sheet_names(names: list[str], folder: Path = EXERCISES / "en") -> list[str]:
    """The sheets' file stems for ``names`` (stems, file names or numbers; all when empty).

    Raises:
        ValueError: a name that is no sheet (the message lists the sheets).
    """
    every = sorted(p.stem for p in folder.glob("*.ipynb"))
    if not names:
        return every
    chosen = []
    for name in names:
        stem = name.removesuffix(".ipynb")
        found = [s for s in every if s == stem or (stem.isdigit() and s.split("_", 1)[0].lstrip("0") == stem.lstrip("0"))]
        if not found:
            raise ValueError(f"no sheet called {name!r}; the sheets are: {', '.join(every)}")
        chosen += [s for s in found if s not in chosen]
    return chosen


def chromium_path() -> str:
    """The Chromium to drive: ``$KIT_CHROMIUM``, else the system's ``chromium``.

    Raises:
        RuntimeError: no Chromium found.
    """
    for candidate in (os.environ.get("KIT_CHROMIUM"), shutil.which("chromium"), shutil.which("chromium-browser"),
                      shutil.which("google-chrome")):
        if candidate:
            return candidate
    raise RuntimeError("Chromium is not installed: install it (apt-get install chromium) or set KIT_CHROMIUM")


WAIT_FOR_PAGE = """() => {
  const cells = document.getElementById('rendered_cells');
  return cells !== null && cells.style.display !== 'none' && !document.getElementById('loading');
}"""
WAIT_FOR_FORMULAS = r"""n => document.querySelectorAll('#rendered_cells mjx-container').length >= n
  && !/\$[^$\n]{1,200}\$/.test(document.getElementById('rendered_cells').innerText)"""
DROP_ERRORS = """() => {
  // a cell that failed is not printed: Voila's error note, a traceback, anything written to stderr
  let dropped = 0;
  document.querySelectorAll('#rendered_cells .jp-OutputArea-child').forEach(child => {
    const out = child.querySelector('.jp-OutputArea-output');
    const mime = out ? out.getAttribute('data-mime-type') || '' : '';
    if (mime.includes('stderr') || mime.includes('error')
        || /There was an error when executing cell|Traceback|NotImplementedError/.test(child.textContent)) {
      child.remove(); dropped += 1;
    }
  });
  return dropped;
}"""


def print_page(page, url: str, pdf: Path, title: str, formulas: int) -> int:
    """Open ``url`` in ``page``, wait for the page and its ``formulas`` typeset, print it to ``pdf``.

    Returns:
        How many error outputs were left out.
    """
    page.goto(url, timeout=180_000)
    page.wait_for_function(WAIT_FOR_PAGE, timeout=180_000, polling=200)
    if formulas:
        page.wait_for_function(WAIT_FOR_FORMULAS, arg=formulas, timeout=60_000, polling=200)
    page.evaluate("() => document.fonts.ready")
    dropped = page.evaluate(DROP_ERRORS)
    page.evaluate("t => { document.title = t; }", title)
    data = page.pdf(format="A4", print_background=True, margin=PAGE_MARGIN, display_header_footer=True,
                    header_template="<span></span>", footer_template=FOOTER.format(title=escape(title)))
    pdf.parent.mkdir(parents=True, exist_ok=True)
    pdf.write_bytes(with_metadata(data, title, page.evaluate("() => document.documentElement.lang")))
    return dropped


def escape(text: str) -> str:
    import html

    return html.escape(text, quote=True)


def with_metadata(data: bytes, title: str, lang: str) -> bytes:
    """The PDF ``data`` with its title and its language (``/Lang``: a screen reader reads it aloud in
    that language) in the document's own information."""
    import pypdf

    reader = pypdf.PdfReader(io.BytesIO(data))
    writer = pypdf.PdfWriter(clone_from=reader)
    writer.add_metadata({"/Title": title, "/Producer": "kit (python -m kit.tools.sheets_pdf)"})
    writer._root_object[pypdf.generic.NameObject("/Lang")] = pypdf.generic.TextStringObject(lang)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def build(out: Path = OUT, langs: tuple[str, ...] = LANGS, names: list[str] | None = None,
          exercises: Path = EXERCISES, log=print, browser=None) -> list[Path]:
    """Write ``out/<lang>/<name>.pdf`` for the sheets ``names`` (all when empty) in ``langs``:
    one Voila server, one browser, the pages in turn.

    Args:
        browser: a Playwright ``Browser`` (sync API) already running, to print with (it is left
            open); ``None``: start Playwright and the Chromium of :func:`chromium_path` here.  A
            process can run one sync Playwright at a time, and pytest-playwright's fixtures keep
            theirs (and its asyncio loop) running for the whole test session: a test passes the
            ``browser`` fixture instead of having a second one started.

    Returns:
        The PDFs written.

    Raises:
        RuntimeError: Playwright or Chromium is missing, the server did not start.
    """
    if browser is None:
        try:
            from playwright.sync_api import sync_playwright
        except ImportError as error:  # the test tools are not installed
            raise RuntimeError("Playwright is missing: `make sheets-pdf` installs it (the test tools), "
                               "or pip install -e '.[notebook,test]'") from error

    from kit.tools.app import serving

    stems = sheet_names(list(names or []), exercises / langs[0])
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="kit-sheets-pdf-") as tmp:
        folder = Path(tmp) / "pages"
        jobs = []
        for lang in langs:
            (folder / lang).mkdir(parents=True)
            for stem in stems:
                sheet = nbformat.read(exercises / lang / f"{stem}.ipynb", as_version=4)
                paper = paper_edition(sheet)
                nbformat.write(paper, folder / lang / f"{stem}.ipynb")
                title = sheet.metadata.get("title") or stem
                jobs.append((lang, stem, title, formula_count(paper)))
        with serving(folder, log=Path(tmp) / "voila.log", env={"KIT_DATA_DIR": str(Path(tmp) / "data")}) as (url, _):
            if browser is not None:
                written = print_jobs(browser, url, jobs, out, log)
            else:
                with sync_playwright() as playwright:
                    own = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
                    try:
                        written = print_jobs(own, url, jobs, out, log)
                    finally:
                        own.close()
    log(f"{len(written)} PDF(s) in {time.monotonic() - started:.0f} s")
    return written


def print_jobs(browser, url: str, jobs: list[tuple[str, str, str, int]], out: Path, log) -> list[Path]:
    """Print each ``(lang, stem, title, formulas)`` of ``jobs`` from the server at ``url`` to
    ``out/<lang>/<stem>.pdf`` in a new context of ``browser`` (closed at the end); the PDFs."""
    written: list[Path] = []
    context = browser.new_context(viewport={"width": 1000, "height": 1200})
    try:
        for lang, stem, title, formulas in jobs:
            page = context.new_page()
            pdf = out / lang / f"{stem}.pdf"
            t0 = time.monotonic()
            dropped = print_page(page, f"{url}/voila/render/{lang}/{stem}.ipynb", pdf, title, formulas)
            page.close(run_before_unload=True)  # the page says goodbye: its kernel stops
            note = f" ({dropped} error output(s) left out)" if dropped else ""
            log(f"{pdf}  {time.monotonic() - t0:.1f} s{note}")
            written.append(pdf)
    finally:
        context.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help="sheets to print (01_dealing_probability, or its number 1); all when none")
    parser.add_argument("--out", type=Path, default=OUT, help="folder for <lang>/<name>.pdf (default: sheets_pdf)")
    parser.add_argument("--lang", choices=LANGS, action="append",
                        help="only this language (give it twice for both: the default)")
    args = parser.parse_args(argv)
    try:
        stems = sheet_names(args.names)
    except ValueError as error:
        parser.error(str(error))
    try:
        build(args.out, tuple(args.lang or LANGS), stems)
    except RuntimeError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
