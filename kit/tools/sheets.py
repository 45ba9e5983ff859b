"""Write one variant of a sheet per student, and the teacher's answer key (``make sheets``).

Usage::

    python -m kit.tools.sheets --class roster.csv --seed 2024 [--out sheets_out] [--lang it|en]
    make sheets CLASS=roster.csv SEED=2024 [OUT=sheets_out] [SHEET_LANG=en]

The roster is a CSV file with a header row, a column ``name`` and optionally a column ``id``
(other columns are ignored; commas, semicolons or tabs; UTF-8, with or without a BOM).  For
row ``i`` (1-based) the tool draws a :class:`kit.variants.Variant` (same questions, different
numbers; see :func:`kit.variants.class_variants`) and writes into ``--out``:

* ``sheet_<i>_<code>.ipynb``: the student's notebook in ``--lang``: the questions as Markdown
  and, per question, one answer cell ending in ``check("v.<code>.q<n>", answer, lang=...)``.
  It names the variant by its code only: no name and no id of the roster is written in it.
* ``teacher_key.csv``: one row per student and question: ``row, student, id, code, file,
  question, qid, answer_fraction, answer_decimal`` (the decimal rounded to 6 places, the
  precision :func:`kit.check.check` asks for).  It holds the names: it is for the teacher only.

The default ``--out`` is ``sheets_out`` (ignored by git); the tool warns when ``--out`` is
inside a git work tree and not ignored, since the key holds students' names.  Files a previous
run left in ``--out`` (``sheet_*.ipynb``, ``teacher_key.csv``) are replaced.  The same roster,
seed and language always give the same files, byte for byte.
"""

from __future__ import annotations

import argparse
import csv
import io
import subprocess
import sys
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import nbformat

from kit.i18n import LANGUAGES, t
from kit.variants import Variant, class_variants

KEY_FILE = "teacher_key.csv"
"""The teacher's key, written in the output folder."""

KEY_COLUMNS = ("row", "student", "id", "code", "file", "question", "qid", "answer_fraction", "answer_decimal")
"""The key's header."""

DEFAULT_OUT = Path("sheets_out")
"""Where the sheets go unless ``--out`` says otherwise (listed in ``.gitignore``)."""

SETUP_CODE = "from fractions import Fraction\n\nfrom kit.check import check\nfrom kit.prob import comb"
"""The first code cell of every student notebook."""


class RosterError(ValueError):
    """A roster the tool cannot use; the message says what to fix."""


@dataclass(frozen=True)
class Student:
    """One roster row.

    Attributes:
        row: 1-based position among the students (the header is not counted).
        name: the student's name (never written to a student's notebook).
        id: the roster's ``id`` value, or ``""`` when the roster has no ``id`` column.
    """

    row: int
    name: str
    id: str = ""


def read_roster(path: Path | str) -> list[Student]:
    """Read a class roster.

    Args:
        path: a CSV file with a header row containing ``name`` (and optionally ``id``); the
            column names are matched ignoring case and surrounding spaces; the delimiter may be
            a comma, a semicolon or a tab; blank lines are skipped.

    Returns:
        The students in file order.

    Raises:
        FileNotFoundError: ``path`` does not exist.
        RosterError: no header, no ``name`` column, no students, a row with an empty name or
            an empty id, two rows with the same id, or (without an ``id`` column) two rows with
            the same name.
    """
    path = Path(path)
    text = path.read_text(encoding="utf-8-sig")
    if not text.strip():
        raise RosterError(f"{path}: the roster is empty; it needs a header row with a 'name' column, "
                          "then one row per student")
    header_line = next(line for line in text.splitlines() if line.strip())
    delimiter = max(",;\t", key=header_line.count) if any(d in header_line for d in ",;\t") else ","
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    rows = ((reader.line_num, cells) for cells in reader if any(cell.strip() for cell in cells))
    _, header = next(rows)
    header = [column.strip().lower() for column in header]
    if "name" not in header:
        raise RosterError(f"{path}: the header row has no 'name' column (columns: {', '.join(header) or 'none'}); "
                          "the first row must name the columns, e.g. 'name,id'")
    name_at = header.index("name")
    id_at = header.index("id") if "id" in header else None
    students: list[Student] = []
    seen: dict[str, int] = {}
    for line_no, cells in rows:
        row = len(students) + 1
        name = cells[name_at].strip() if name_at < len(cells) else ""
        if not name:
            raise RosterError(f"{path}, line {line_no}: the name is empty")
        ident = ""
        if id_at is not None:
            ident = cells[id_at].strip() if id_at < len(cells) else ""
            if not ident:
                raise RosterError(f"{path}, line {line_no}: the id of {name!r} is empty")
        unique, what = (ident, "id") if id_at is not None else (name, "name")
        if unique in seen:
            extra = "" if id_at is not None else "; add an 'id' column to tell them apart"
            raise RosterError(f"{path}, line {line_no}: duplicate {what} {unique!r} "
                              f"(already on line {seen[unique]}){extra}")
        seen[unique] = line_no
        students.append(Student(row, name, ident))
    if not students:
        raise RosterError(f"{path}: the roster has a header but no students")
    return students


def decimal6(value: Fraction) -> str:
    """``value`` rounded to 6 decimal places, written with a point (``"0.277328"``)."""
    micros = round(value * 10**6)
    sign = "-" if micros < 0 else ""
    whole, rest = divmod(abs(micros), 10**6)
    return f"{sign}{whole}.{rest:06d}"


def make_notebook(variant: Variant, lang: str = "it") -> nbformat.NotebookNode:
    """The student's notebook for ``variant`` in ``lang``.

    Cells: an introduction (Markdown, with the variant code), the imports, then per question a
    Markdown cell with its wording and a code cell ``<answer> = None`` + ``check(...)``.  Cell
    ids are fixed (``intro``, ``setup``, ``q1-text``, ``q1-answer``…), so the same variant
    always gives the same notebook.

    Raises:
        ValueError: ``lang`` is not ``"it"`` or ``"en"``.
    """
    code = variant.code
    cells = [nbformat.v4.new_markdown_cell(t("sheets.nb.intro", lang, code=code), id="intro"),
             nbformat.v4.new_code_cell(SETUP_CODE, id="setup")]
    for number, question in enumerate(variant.questions, start=1):
        heading = t("sheets.nb.question", lang, number=number, title=question.title(lang), text=question.text(lang))
        var = f"answer_q{number}"  # the class sheets' name too, in both languages: one name to learn
        source = (f"{var} = None  {t('sheets.nb.answer_comment', lang)}\n"
                  f"check({variant.qid(number)!r}, {var}, lang={lang!r})")
        cells += [nbformat.v4.new_markdown_cell(heading, id=f"q{number}-text"),
                  nbformat.v4.new_code_cell(source, id=f"q{number}-answer")]
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata = {
        "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
        "kit_sheet": {"code": code, "version": variant.version, "lang": lang},
    }
    nbformat.validate(notebook)
    return notebook


def _warn_if_tracked(path: Path) -> None:
    """Warn on stderr when ``path`` lies in a git work tree and git would not ignore it."""
    try:
        result = subprocess.run(["git", "-C", str(path.parent), "check-ignore", "-q", str(path.resolve())],
                                capture_output=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return
    if result.returncode == 1:  # 0: ignored; 128: not in a work tree (or git failed)
        print(f"warning: {path} is inside a git work tree and not ignored; it holds students' names, "
              "so do not commit it", file=sys.stderr)


def build(roster: Path | str, seed: int, out: Path | str = DEFAULT_OUT, lang: str = "it") -> list[Path]:
    """Write every student's notebook and the teacher's key into ``out``.

    Args:
        roster: the class roster (see :func:`read_roster`).
        seed: a whole number ≥ 0; the same seed and roster give the same files.
        out: the output folder (created if needed).
        lang: ``"it"`` or ``"en"``, the language of the notebooks.

    Returns:
        The student notebooks written, in roster order (the key is ``out/teacher_key.csv``).

    Raises:
        FileNotFoundError: no roster file.
        RosterError: the roster is not usable (see :func:`read_roster`).
        ValueError: ``lang`` is not a language of the kit, or ``seed`` is not a whole number ≥ 0.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not available; use one of {', '.join(LANGUAGES)}")
    students = read_roster(roster)
    variants = class_variants(seed, len(students))
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    for old in list(out.glob("sheet_*.ipynb")) + [out / KEY_FILE]:
        old.unlink(missing_ok=True)
    width = max(2, len(str(len(students))))
    written: list[Path] = []
    key_rows: list[list[str]] = []
    for student, variant in zip(students, variants):
        path = out / f"sheet_{student.row:0{width}d}_{variant.code}.ipynb"
        path.write_text(nbformat.writes(make_notebook(variant, lang)) + "\n", encoding="utf-8")
        written.append(path)
        for number, answer in enumerate(variant.answers(), start=1):
            key_rows.append([str(student.row), student.name, student.id, variant.code, path.name, f"q{number}",
                             variant.qid(number), f"{answer.numerator}/{answer.denominator}", decimal6(answer)])
    key = io.StringIO()
    writer = csv.writer(key, lineterminator="\n")
    writer.writerow(KEY_COLUMNS)
    writer.writerows(key_rows)
    (out / KEY_FILE).write_text(key.getvalue(), encoding="utf-8")
    _warn_if_tracked(out / KEY_FILE)
    return written


def main(argv: list[str] | None = None) -> int:
    """The command line (module docstring); returns the exit status (2 for a bad roster)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--class", dest="roster", type=Path, required=True,
                        help="the roster: a CSV with a header, a 'name' column and optionally 'id'")
    parser.add_argument("--seed", type=int, required=True, help="a whole number ≥ 0; same seed, same sheets")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default {DEFAULT_OUT})")
    parser.add_argument("--lang", choices=LANGUAGES, default="it", help="language of the sheets (default it)")
    args = parser.parse_args(argv)
    try:
        written = build(args.roster, args.seed, args.out, args.lang)
    except (RosterError, FileNotFoundError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"wrote {len(written)} student sheets and {args.out / KEY_FILE} (the key holds names: keep it private)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
