"""Write one variant of a sheet per student, and the teacher's answer key (``make sheets``).

Usage::

    python -m kit.tools.sheets --class roster.csv --seed 2024 [--sheet 1..6] [--out sheets_out] [--lang it|en]
    make sheets CLASS=roster.csv SEED=2024 [SHEET=1..6] [OUT=sheets_out] [SHEET_LANG=en]

The roster is the class list as a spreadsheet saves it (see :func:`read_roster`): a header row
naming a whole-name column (``name``, ``nome``…) or a surname and a first-name column
(``Cognome`` + ``Nome``…), optionally an id column (``id``, ``matricola``); UTF-8, UTF-16 or
Windows-1252; ``;``, tab or ``,``.  ``--sheet`` chooses the class sheet, 1 to 6 (default 1;
:data:`kit.variants.SHEET_VERSIONS`).  For row ``i`` (1-based) the tool draws a
:class:`kit.variants.Variant` of that sheet (same questions, different numbers, never the
lesson's worked example; see :func:`kit.variants.class_variants`) and writes into ``--out``:

* ``<i>_<name>_<code>.ipynb`` (e.g. ``03_Rossi_Mario_4NV52D.ipynb``: the row, the name in plain
  ASCII by :func:`file_stem`, the variant code), ready to hand out: the student's notebook in
  ``--lang``, the questions as Markdown and, per question, one answer cell ending in
  ``check("v.<code>.q<n>", answer_q<n>, lang=...)``.  Only its file name carries the name:
  inside, no name and no id of the roster is written.
* ``teacher_key.csv``: one row per student and question: ``row, student, id, code, file,
  question, qid, answer_fraction, answer_decimal`` (the decimal rounded to 6 places, the
  precision :func:`kit.check.check` asks for).  UTF-8 with a BOM; for ``--lang it`` separated
  by ``;`` with a decimal comma (Italian Excel opens it in columns), for ``en`` by ``,`` with a
  decimal point; every cell through :func:`csv_safe` (no formulas).  It holds the names: it is
  for the teacher only.

Errors (a roster it cannot use, a bad seed or sheet) are told in ``--lang`` with what is
allowed, and exit with status 2.  The default ``--out`` is ``sheets_out`` (ignored by git); the
tool warns when ``--out`` is inside a git work tree and not ignored, since the key holds
students' names.  Notebooks a previous run left in ``--out`` (``sheet_*.ipynb``,
``<i>_*.ipynb``) and ``teacher_key.csv`` are replaced.  The same roster, seed, sheet and
language always give the same files, byte for byte.
"""

from __future__ import annotations

import argparse
import codecs
import csv
import io
import re
import subprocess
import sys
import unicodedata
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import nbformat

from kit.i18n import LANGUAGES, t
from kit.variants import SHEET_VERSIONS, Variant, class_variants

KEY_FILE = "teacher_key.csv"
"""The teacher's key, written in the output folder."""

KEY_COLUMNS = ("row", "student", "id", "code", "file", "question", "qid", "answer_fraction", "answer_decimal")
"""The key's header."""

DEFAULT_OUT = Path("sheets_out")
"""Where the sheets go unless ``--out`` says otherwise (listed in ``.gitignore``)."""

SETUP_CODE = ("from fractions import Fraction\nfrom itertools import combinations, permutations\n\n"
              "from kit.cards import french52, italian40, uno108\nfrom kit.check import check\nfrom kit.prob import comb")
"""The first code cell of every student notebook."""

JOIN_CODE = "from kit.ui.classroom import join_box\n\njoin_box({lang!r})"
"""The second code cell (formatted with the sheet's ``lang``): the class's join box, so a student
in a class sends each check's right or wrong to the teacher's page (:mod:`kit.classroom`)."""


class RosterError(ValueError):
    """A roster the tool cannot use; the message (in the teacher's language) says what is wrong
    and what is allowed."""


@dataclass(frozen=True)
class Student:
    """One roster row.

    Attributes:
        row: 1-based position among the students (the header is not counted).
        name: the student's name (never written to a student's notebook); with a surname and a
            first-name column, ``"<surname> <first name>"``.
        id: the roster's id value, or ``""`` when the roster has no id column.
    """

    row: int
    name: str
    id: str = ""


FULL_NAME_HEADERS = ("name", "nome", "nome e cognome", "cognome e nome", "cognome nome", "nome cognome",
                     "nominativo", "full name", "student", "student name", "studente", "studentessa",
                     "alunno", "alunna", "alunno/a")
"""Headers of one column holding the whole name, in order of preference (``name`` first)."""

SURNAME_HEADERS = ("cognome", "surname", "last name", "lastname", "family name")
"""Headers of a surname column (joined with a first-name column into one name)."""

FIRST_NAME_HEADERS = ("nome", "first name", "firstname", "given name", "nome proprio")
"""Headers of a first-name column, used beside a surname column (``nome`` then means the first name)."""

ID_HEADERS = ("id", "matricola", "student id", "codice studente", "numero di matricola")
"""Headers of an optional id column (it tells apart two students with the same name)."""

DELIMITERS = ";\t,"
"""The separators a roster may use: what Italian spreadsheets save (``;``, tab) and the comma."""


def _header_key(text: str) -> str:
    """A header as it is matched: no accents, lower case, ``_``/``.``/``-`` and runs of spaces as one space."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return " ".join(re.sub(r"[_.\-]+", " ", plain).lower().split())


def decode_roster(data: bytes) -> str:
    """The text of a roster file, whatever an (Italian) spreadsheet saved it as.

    A BOM says UTF-8 or UTF-16 (Excel's "Testo Unicode"); without one, UTF-16 is recognised by its
    NUL bytes, then UTF-8 is tried, then Windows-1252 (Excel's "CSV (delimitato dal separatore di
    elenco)" on an Italian Windows).

    Raises:
        UnicodeDecodeError: none of these fits (a byte Windows-1252 does not define).
    """
    for bom, codec in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            return data.decode(codec)
    if len(data) >= 2 and b"\x00" in data[:200]:
        return data.decode("utf-16-le" if data[1:2] == b"\x00" else "utf-16-be")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252")


def _delimiter(text: str) -> str | None:
    """The roster's separator: the one among :data:`DELIMITERS` the header row uses most (a header
    holds no quoted separators, unlike a name such as ``"Rossi, Mario"``); ``None`` for a header of
    a single column."""
    header = next(line for line in text.splitlines() if line.strip())
    counts = {d: header.count(d) for d in DELIMITERS}
    if max(counts.values()):
        return max(DELIMITERS, key=counts.__getitem__)
    return None  # one header, so one column: a comma inside a name ("Rossi, Mario") is part of it


def read_roster(path: Path | str, lang: str = "it") -> list[Student]:
    """Read a class roster as spreadsheets save it.

    Args:
        path: a CSV file whose first non-blank row names the columns: one column with the whole
            name (``name``, ``nome``, ``nome e cognome``, ``studente``… see
            :data:`FULL_NAME_HEADERS`) or a surname and a first-name column (``Cognome`` +
            ``Nome``, ``surname`` + ``first name``…), joined as ``"Cognome Nome"``; optionally an
            id column (``id``, ``matricola``…); other columns are ignored.  Headers are matched
            ignoring case, accents and surrounding spaces.  Encoding: UTF-8 (with or without a BOM),
            UTF-16 with a BOM, or Windows-1252 (see :func:`decode_roster`).  Separator: ``;``, tab
            or ``,``, found from the header row; a quoted field keeps its separators (``"Rossi,
            Mario"`` is one name).  Blank rows are skipped.
        lang: the language of the error messages (``"it"`` or ``"en"``).

    Returns:
        The students in file order.

    Raises:
        RosterError: no such file, not text, no header, no name column (the message lists the
            headers found and those accepted), no students, a row with an empty name or an empty
            id, two rows with the same id, or (without an id column) two rows with the same name.
        ValueError: ``lang`` is not a language of the kit.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except (FileNotFoundError, IsADirectoryError):
        raise RosterError(t("sheets.roster.not_found", lang, path=path)) from None
    try:
        text = decode_roster(data)
    except UnicodeDecodeError:
        raise RosterError(t("sheets.roster.encoding", lang, path=path)) from None
    if not text.strip():
        raise RosterError(t("sheets.roster.empty", lang, path=path))
    delimiter = _delimiter(text)
    if delimiter is None:
        reader = csv.reader(io.StringIO(text, newline=""), delimiter="\x1f")  # no separator: one column
    else:
        reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    rows = ((reader.line_num, cells) for cells in reader if any(cell.strip() for cell in cells))
    _, header = next(rows)
    keys = [_header_key(column) for column in header]
    surname_at = next((keys.index(h) for h in SURNAME_HEADERS if h in keys), None)
    first_at = next((keys.index(h) for h in FIRST_NAME_HEADERS if h in keys), None) if surname_at is not None else None
    name_at = None
    if surname_at is None or first_at is None:
        surname_at = first_at = None
        name_at = next((keys.index(h) for h in FULL_NAME_HEADERS if h in keys), None)
        if name_at is None:
            found = ", ".join(repr(column.strip()) for column in header if column.strip()) or t("sheets.roster.none", lang)
            raise RosterError(t("sheets.roster.no_name", lang, path=path, found=found,
                                full=", ".join(FULL_NAME_HEADERS), surname=", ".join(SURNAME_HEADERS),
                                first=", ".join(FIRST_NAME_HEADERS)))
    id_at = next((keys.index(h) for h in ID_HEADERS if h in keys), None)

    def cell(cells: list[str], at: int | None) -> str:
        return " ".join(cells[at].split()) if at is not None and at < len(cells) else ""

    students: list[Student] = []
    seen: dict[str, int] = {}
    for line_no, cells in rows:
        if name_at is not None:
            name = cell(cells, name_at)
        else:
            name = " ".join(part for part in (cell(cells, surname_at), cell(cells, first_at)) if part)
        if not name:
            raise RosterError(t("sheets.roster.empty_name", lang, path=path, line=line_no))
        ident = cell(cells, id_at)
        if id_at is not None and not ident:
            raise RosterError(t("sheets.roster.empty_id", lang, path=path, line=line_no, name=name,
                                column=header[id_at].strip()))
        unique = ident if id_at is not None else name
        if unique in seen:
            which = "sheets.roster.duplicate_id" if id_at is not None else "sheets.roster.duplicate_name"
            raise RosterError(t(which, lang, path=path, line=line_no, value=unique, first=seen[unique]))
        seen[unique] = line_no
        students.append(Student(len(students) + 1, name, ident))
    if not students:
        raise RosterError(t("sheets.roster.no_students", lang, path=path))
    return students


FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
"""What makes a spreadsheet read a CSV cell as a formula (OWASP, "CSV Injection")."""


def csv_safe(cell: str) -> str:
    """``cell`` as it may go into a CSV opened by a spreadsheet: a cell starting with ``= + - @``,
    a tab or a carriage return gets a leading single quote (OWASP's advice against CSV injection),
    so ``=1+1`` stays the text ``'=1+1`` instead of becoming a formula."""
    return "'" + cell if cell.startswith(FORMULA_START) else cell


def file_stem(name: str, limit: int = 40) -> str:
    """A file-system-safe form of a student's name: ``"Rossi Mario"`` → ``"Rossi_Mario"``.

    Accents are transliterated (``"Nicolò D'Amico"`` → ``"Nicolo_D_Amico"``) so the file names
    travel through every file system, zip file and e-mail; every run of other characters becomes
    one ``_``; at most ``limit`` characters; ``""`` when nothing is left.
    """
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^A-Za-z0-9]+", "_", plain).strip("_")[:limit].strip("_")


def decimal6(value: Fraction, lang: str = "en") -> str:
    """``value`` rounded to 6 decimal places, with a point in English (``"0.277328"``) and a comma
    in Italian (``"0,277328"``), as a spreadsheet in that language reads it."""
    micros = round(value * 10**6)
    sign = "-" if micros < 0 else ""
    whole, rest = divmod(abs(micros), 10**6)
    return f"{sign}{whole}{',' if lang == 'it' else '.'}{rest:06d}"


def make_notebook(variant: Variant, lang: str = "it") -> nbformat.NotebookNode:
    """The student's notebook for ``variant`` in ``lang``.

    Cells: an introduction (Markdown, with the variant code and the deck of the sheet's game),
    the imports, the class's join box (:data:`JOIN_CODE`), then per question a Markdown cell with its wording and a code cell
    ``answer_q<n> = None`` + ``check(...)``.  Cell ids are fixed (``intro``, ``setup``,
    ``class-join``, ``q1-text``, ``q1-answer``…), so the same variant always gives the same notebook.  No name
    and no id of the roster is in it.

    Raises:
        ValueError: ``lang`` is not ``"it"`` or ``"en"``.
    """
    code = variant.code
    intro = t("sheets.nb.intro", lang, code=code, deck=t(f"sheets.nb.deck.{variant.version}", lang))
    cells = [nbformat.v4.new_markdown_cell(intro, id="intro"),
             nbformat.v4.new_code_cell(SETUP_CODE, id="setup"),
             nbformat.v4.new_code_cell(JOIN_CODE.format(lang=lang), id="class-join")]
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


def _warn_if_tracked(path: Path, lang: str) -> None:
    """Warn on stderr when ``path`` lies in a git work tree and git would not ignore it."""
    try:
        result = subprocess.run(["git", "-C", str(path.parent), "check-ignore", "-q", str(path.resolve())],
                                capture_output=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return
    if result.returncode == 1:  # 0: ignored; 128: not in a work tree (or git failed)
        print(t("sheets.warn.tracked", lang, path=path), file=sys.stderr)


KEY_DIALECT = {"it": (";", "it"), "en": (",", "en")}
"""Per language of the sheets: the key's separator and decimal mark (Italian Excel splits on ``;``
and reads ``0,25``; English Excel splits on ``,`` and reads ``0.25``)."""

_OLD_SHEET = re.compile(r"(sheet_\d+_|\d+_)\w*\.ipynb")


def write_key(path: Path, rows: list[list[str]], lang: str) -> None:
    """Write the teacher's key: UTF-8 with a BOM (so Excel reads accents right) in the dialect of
    :data:`KEY_DIALECT` for ``lang``, every cell through :func:`csv_safe`."""
    delimiter, _ = KEY_DIALECT[lang]
    key = io.StringIO()
    writer = csv.writer(key, delimiter=delimiter, lineterminator="\r\n")
    writer.writerow(KEY_COLUMNS)
    writer.writerows([csv_safe(cell) for cell in row] for row in rows)
    path.write_bytes(codecs.BOM_UTF8 + key.getvalue().encode("utf-8"))


def build(roster: Path | str, seed: int, out: Path | str = DEFAULT_OUT, lang: str = "it", sheet: int = 1) -> list[Path]:
    """Write every student's notebook and the teacher's key into ``out``.

    Args:
        roster: the class roster (see :func:`read_roster`).
        seed: a whole number ≥ 0; the same seed and roster give the same files.
        out: the output folder (created if needed).
        lang: ``"it"`` or ``"en"``, the language of the notebooks, of the key and of the errors.
        sheet: which sheet, 1 to 6 (:data:`kit.variants.SHEET_VERSIONS`).

    Returns:
        The student notebooks written, in roster order (the key is ``out/teacher_key.csv``).

    Raises:
        RosterError: the roster is missing or not usable (see :func:`read_roster`).
        ValueError: ``lang`` is not a language of the kit, ``seed`` is not a whole number ≥ 0,
            or ``sheet`` is not 1 to 6 (the message is in ``lang``).
    """
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not available; use one of {', '.join(LANGUAGES)}")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(t("sheets.error.seed", lang, seed=seed))
    if isinstance(sheet, bool) or sheet not in SHEET_VERSIONS:
        raise ValueError(t("sheets.error.sheet", lang, sheet=sheet, last=max(SHEET_VERSIONS)))
    students = read_roster(roster, lang)
    variants = class_variants(seed, len(students), SHEET_VERSIONS[sheet])
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    for old in out.iterdir():
        if _OLD_SHEET.fullmatch(old.name) or old.name == KEY_FILE:
            old.unlink()
    width = max(2, len(str(len(students))))
    written: list[Path] = []
    key_rows: list[list[str]] = []
    for student, variant in zip(students, variants):
        stem = "_".join(part for part in (f"{student.row:0{width}d}", file_stem(student.name), variant.code) if part)
        path = out / f"{stem}.ipynb"
        path.write_text(nbformat.writes(make_notebook(variant, lang)) + "\n", encoding="utf-8")
        written.append(path)
        for number, answer in enumerate(variant.answers(), start=1):
            key_rows.append([str(student.row), student.name, student.id, variant.code, path.name, f"q{number}",
                             variant.qid(number), f"{answer.numerator}/{answer.denominator}",
                             decimal6(answer, KEY_DIALECT[lang][1])])
    write_key(out / KEY_FILE, key_rows, lang)
    _warn_if_tracked(out / KEY_FILE, lang)
    return written


def main(argv: list[str] | None = None) -> int:
    """The command line (module docstring); returns the exit status (2 for bad input, told in ``--lang``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--class", dest="roster", type=Path, required=True,
                        help="the roster: a CSV with a header naming a name column (or surname + first name)")
    parser.add_argument("--seed", required=True, help="a whole number ≥ 0; same seed, same sheets")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default {DEFAULT_OUT})")
    parser.add_argument("--lang", choices=LANGUAGES, default="it", help="language of the sheets (default it)")
    parser.add_argument("--sheet", default="1", help="which sheet, 1 to 6 (default 1)")
    args = parser.parse_args(argv)
    try:
        seed = int(args.seed) if re.fullmatch(r"\s*\d+\s*", args.seed) else args.seed
        sheet = int(args.sheet) if re.fullmatch(r"\s*\d+\s*", args.sheet) else args.sheet
        written = build(args.roster, seed, args.out, args.lang, sheet)
    except (RosterError, ValueError) as error:
        print(t("sheets.error.prefix", args.lang, message=error), file=sys.stderr)
        return 2
    print(t("sheets.done", args.lang, n=len(written), sheet=sheet, keyfile=args.out / KEY_FILE))
    return 0


if __name__ == "__main__":
    sys.exit(main())
