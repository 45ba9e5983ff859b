"""Write the Italian and English editions of every notebook and sheet from one source (``make editions``).

One source per notebook, in ``source/``:

* ``source/notebooks/<name>.ipynb`` → ``notebooks/it/<name>.ipynb`` and ``notebooks/en/<name>.ipynb``;
* ``source/solutions/<name>.ipynb`` → the answer keys in ``kit/keys/`` first (recorded by
  running the English edition: the answers are the same numbers in both), then
  ``solutions/{it,en}/<name>.ipynb`` (run against those keys) and, as :mod:`kit.tools.exercises`
  does, ``exercises/{it,en}/<name>.ipynb``.

In a source, a cell whose metadata says ``"lang": "it"`` (or ``"en"``) belongs to that edition
only; every other cell is shared.  Prose comes in pairs of Markdown cells, Italian then English;
code is shared, except where its printed words differ (then a pair of code cells).  The first
code cell is tagged ``parameters`` and sets ``LANG = "…"``: each edition gets its own value, and
shared code passes ``lang=LANG`` to the apps, widgets and ``check``.

Each edition is executed top to bottom (outputs committed, so nbval checks them and a reader
sees them).  A test regenerates the editions without running them and compares every cell's
type and source with what is committed (:func:`same_cells`).

Usage: ``python -m kit.tools.editions [NAME ...] [--no-execute]`` (default: every source).
"""

from __future__ import annotations

import argparse
import copy
import os
import re
import sys
import tempfile
from pathlib import Path

import nbformat

from kit.check import KEYS_DIR
from kit.i18n import CATALOGUE, LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
KINDS = ("notebooks", "solutions")
"""The source folders; each is written to the folder of the same name, one sub-folder per language."""

PARAMETER = re.compile(r'^LANG\s*=\s*"[a-z]{2}"', re.MULTILINE)
PARAMETER_NOTE = {"it": "la lingua di questa edizione (la sceglie kit.tools.editions)",
                  "en": "this edition's language (set by kit.tools.editions)"}
"""The comment of each edition's ``LANG`` line, in its own language."""


SWITCH_LABEL = {code: CATALOGUE[f"page.edition_{code}"][code] for code in LANGUAGES}
"""The link at the top of each edition to the same page in the other language, named in that
language (the page's script, ``kit_page.js``, renames it when an app's switch changes language)."""


NOTEBOOK_ONLY = "kit-notebook-only"
"""Tag of a Markdown cell about the code, which the app view (Voila) does not show: it hides the
code, so words about it would only puzzle the reader (the kit's page template skips these)."""

NOTEBOOK_VIEW = re.compile(r"^In JupyterLab\b")
"""How a paragraph about the code begins, in both languages ("In JupyterLab (the notebook view)…",
"In JupyterLab (la vista da quaderno)…")."""


def split_notebook_only(cell: nbformat.NotebookNode) -> list[nbformat.NotebookNode]:
    """A Markdown cell as it goes into an edition: from its first paragraph about the code
    (:data:`NOTEBOOK_VIEW`) to its end, a cell of its own tagged :data:`NOTEBOOK_ONLY`."""
    paragraphs = cell.source.split("\n\n")
    first = next((i for i, text in enumerate(paragraphs) if NOTEBOOK_VIEW.match(text.lstrip())), None)
    if first is None:
        return [cell]
    about_code = nbformat.v4.new_markdown_cell("\n\n".join(paragraphs[first:]),
                                               metadata={**cell.metadata, "tags": [NOTEBOOK_ONLY]})
    if "id" in cell:
        about_code["id"] = f"{cell['id']}-code"[:64]
    if first == 0:
        return [about_code]
    cell.source = "\n\n".join(paragraphs[:first])
    return [cell, about_code]


GUESS_TAG = "kit-guess"
ANSWER_TAG = "kit-answer"
"""Tags of a lesson's "write your guess first" cell and of the cells that answer it: the kit's page
template folds the answer under a button after the guess, so the answer is not read before the
guess is written (:func:`fold_answers`)."""

GUESS = re.compile(r"^\**(Before you read on, write down your guess"
                   r"|Prima di (andare avanti|leggere la risposta), scrivi la tua (ipotesi|stima))")
"""How a lesson's guess paragraph begins, in both languages (bold or not).  A sheet's "Before
computing, write down your guess" is not one: the student's own work answers it."""


BOX_TAG = "kit-guess-box"
BOXED_TAG = "kit-guess-boxed"
"""Tags of a guess's box (a code cell calling ``guess_box(...)``, :mod:`kit.ui.guess_box`) and of
the guess cell it belongs to: the box stays with the guess, unfolded, and its Guess and Skip are
the one way to the answer: the template puts no button of its own beside it (only a hidden mark
after the box's cell), and the answer opens when the box says the guess is given or skipped."""

GUESS_BOX = re.compile(r"^\s*guess_box\(")
"""How a guess box's code cell begins (after any import lines)."""


def is_guess_box(cell: nbformat.NotebookNode) -> bool:
    """Whether ``cell`` is a guess box's code cell (a line ``guess_box("<id>", LANG)``)."""
    return cell.cell_type == "code" and any(GUESS_BOX.match(line) for line in cell.source.splitlines())


def fold_answers(cells: list[nbformat.NotebookNode]) -> list[nbformat.NotebookNode]:
    """The cells with each guess and its answer tagged: a Markdown paragraph matching :data:`GUESS`
    ends its cell (what follows it in the same cell becomes a cell of its own), that cell is
    tagged :data:`GUESS_TAG`, and every cell after it up to the next heading (a Markdown cell
    starting with ``#``) or the next guess is tagged :data:`ANSWER_TAG` -- except a guess box
    right after the guess (:func:`is_guess_box`), which is tagged :data:`BOX_TAG` and stays with
    the guess (the guess cell is then tagged :data:`BOXED_TAG` too)."""
    out: list[nbformat.NotebookNode] = []
    answering = False
    for cell in cells:
        if cell.cell_type == "markdown" and cell.source.lstrip().startswith("#"):
            answering = False
        paragraphs = cell.source.split("\n\n") if cell.cell_type == "markdown" else []
        guess = next((i for i, text in enumerate(paragraphs) if GUESS.match(text.lstrip())), None)
        if guess is None:
            prompt = out[-1] if out else None
            if (answering and is_guess_box(cell) and prompt is not None
                    and GUESS_TAG in prompt.metadata.get("tags", []) and BOXED_TAG not in prompt.metadata["tags"]):
                cell.metadata["tags"] = [*cell.metadata.get("tags", []), BOX_TAG]
                prompt.metadata["tags"] = [*prompt.metadata["tags"], BOXED_TAG]
            elif answering:
                cell.metadata["tags"] = [*cell.metadata.get("tags", []), ANSWER_TAG]
            out.append(cell)
            continue
        rest = paragraphs[guess + 1:]
        cell.source = "\n\n".join(paragraphs[:guess + 1])
        cell.metadata["tags"] = [*cell.metadata.get("tags", []), GUESS_TAG]
        out.append(cell)
        answering = True
        if rest:
            answer = nbformat.v4.new_markdown_cell("\n\n".join(rest), metadata={"tags": [ANSWER_TAG]})
            if "id" in cell:
                answer["id"] = f"{cell['id']}-answer"[:64]
            out.append(answer)
    return out


def edition(source: nbformat.NotebookNode, lang: str, name: str = "") -> nbformat.NotebookNode:
    """The ``lang`` edition of ``source`` (a new notebook, outputs cleared; the input is unchanged);
    with the file ``name``, it opens with a link to the same page in the other language.

    Raises:
        ValueError: ``lang`` is not a catalogue language, a cell names an unknown language, or
            the notebook has code but no ``parameters`` cell setting ``LANG``.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not one of {LANGUAGES}")
    out = copy.deepcopy(source)
    cells = []
    has_parameters = False
    for cell in out.cells:
        cell_lang = cell.metadata.get("lang")
        if cell_lang is not None and cell_lang not in LANGUAGES:
            raise ValueError(f"a cell says lang={cell_lang!r}; use one of {LANGUAGES}")
        if cell_lang not in (None, lang):
            continue
        cell.metadata.pop("lang", None)
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
            cell.metadata.pop("execution", None)
            if "parameters" in cell.metadata.get("tags", []):
                if not PARAMETER.search(cell.source):
                    raise ValueError('the parameters cell must set LANG = "it" or "en"')
                cell.source = f'LANG = "{lang}"  # {PARAMETER_NOTE[lang]}'
                has_parameters = True
        if cell.cell_type == "markdown":
            cells.extend(split_notebook_only(cell))
            continue
        cells.append(cell)
    cells = fold_answers(cells)
    if any(c.cell_type == "code" for c in cells) and not has_parameters:
        raise ValueError('a notebook with code needs a first code cell tagged "parameters" that sets LANG')
    if name:  # the same page in the other language, one click away (the editions sit side by side)
        other = next(code for code in LANGUAGES if code != lang)
        switch = nbformat.v4.new_markdown_cell(f"[{SWITCH_LABEL[other]}](../{other}/{name})")
        switch["id"] = "edition-switch"
        cells.insert(0, switch)
    out.cells = cells
    out.metadata.pop("widgets", None)
    out.metadata["kit"] = {"edition": lang}
    heading = next((line[2:].strip() for cell in cells if cell.cell_type == "markdown"
                    for line in cell.source.splitlines() if line.startswith("# ")), None)
    titles = out.metadata.pop("kit_titles", {})  # a page with no heading of its own (an app) names it here
    heading = heading or titles.get(lang)
    if heading:  # the browser tab's title (Voila's page uses it), not the file name
        out.metadata["title"] = heading.replace("*", "").replace("`", "")
    return out


APP_TAG = "kit-app"
"""Tag of a code cell whose output is an app (a widget): the kit's page template says so when
such a cell comes up empty in Voila instead of leaving a blank page (``kit_page.js``)."""

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def execute(notebook: nbformat.NotebookNode, folder: Path, timeout: int = 600) -> nbformat.NotebookNode:
    """Run ``notebook`` top to bottom in ``folder`` (its outputs filled in place), tag the cells
    that show an app (:data:`APP_TAG`) and return it."""
    from nbclient import NotebookClient

    NotebookClient(notebook, timeout=timeout, kernel_name="python3",
                   resources={"metadata": {"path": str(folder)}}).execute()
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        tags = [tag for tag in cell.metadata.get("tags", []) if tag != APP_TAG]
        if any(WIDGET_VIEW in output.get("data", {}) for output in cell.outputs):
            tags.append(APP_TAG)
        if tags:
            cell.metadata["tags"] = tags
        else:
            cell.metadata.pop("tags", None)
    return notebook


def write(notebook: nbformat.NotebookNode, path: Path) -> Path:
    """Write ``notebook`` to ``path`` (folders made), in the project's one format."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(nbformat.writes(notebook) + "\n", encoding="utf-8")
    return path


def sources(names: list[str] | None = None, root: Path = ROOT) -> list[tuple[str, Path]]:
    """``[(kind, source path)]`` for every source, or those whose stem is in ``names``.

    Raises:
        FileNotFoundError: a name with no source.
    """
    found = [(kind, path) for kind in KINDS for path in sorted((root / "source" / kind).glob("*.ipynb"))]
    if names:
        missing = set(names) - {path.stem for _, path in found}
        if missing:
            raise FileNotFoundError(f"no source notebook called {sorted(missing)} in {root / 'source'}")
        found = [(kind, path) for kind, path in found if path.stem in names]
    return found


def build(names: list[str] | None = None, root: Path = ROOT, run: bool = True,
          keys_dir: Path = KEYS_DIR) -> list[Path]:
    """Write the editions (and, for sheets, the exercises and keys); return the files written."""
    from kit.tools.exercises import make_exercise, write_keys

    from kit.ui.plots import CHARTS, KEEP_CHARTS

    os.environ[KEEP_CHARTS] = "1"  # the kernels keep each chart they draw (kit.ui.plots.Chart)
    written = []
    for kind, path in sources(names, root):
        source = nbformat.read(path, as_version=4)
        if kind == "solutions" and run:  # the keys first, so the editions run against the new answers
            with tempfile.TemporaryDirectory() as scratch:
                write_keys([write(edition(source, "en", path.name), Path(scratch) / path.name)], keys_dir)
        for lang in LANGUAGES:
            target = root / kind / lang / path.name
            notebook = edition(source, lang, path.name)
            target.parent.mkdir(parents=True, exist_ok=True)
            if run:
                execute(notebook, target.parent)
            written.append(write(notebook, target))
            if kind == "solutions":
                written.append(write(make_exercise(notebook), root / "exercises" / lang / path.name))
    if run and not names and root == ROOT:  # every page made anew: drop the charts none of them shows
        shown = shown_charts(root)
        for kept in CHARTS.glob("*.png"):
            if kept.stem not in shown:
                kept.unlink()
    return written


def shown_charts(root: Path = ROOT) -> set[str]:
    """The fingerprints of the kept charts (``data-kit-chart``) that the committed notebooks,
    sheets and exercises show."""
    found = set()
    for kind in (*KINDS, "exercises"):
        for path in (root / kind).rglob("*.ipynb"):
            found.update(re.findall(r'data-kit-chart=\\?"([0-9a-f]+)', path.read_text(encoding="utf-8")))
    return found


def same_cells(a: nbformat.NotebookNode, b: nbformat.NotebookNode) -> bool:
    """The two notebooks have the same cells: types and sources, in order (outputs aside)."""
    return [(c.cell_type, c.source) for c in a.cells] == [(c.cell_type, c.source) for c in b.cells]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="source notebooks to build (their stems); default all")
    parser.add_argument("--no-execute", action="store_true", help="write the editions without running them")
    args = parser.parse_args(argv)
    for path in build(args.names or None, run=not args.no_execute):
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
