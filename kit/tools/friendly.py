"""Python's errors in a sheet, told to a student in the sheet's language.

A student who opens a sheet at question 3 without running its first cells meets
``NameError: name 'italian40' is not defined``; one who types ``1/0`` as an answer meets a
``ZeroDivisionError`` traceback: both in English, both long, neither saying what to do.
:func:`install` registers an IPython handler that tells such an error in one or two sentences
in the sheet's language (:func:`sheet_language`), says what to do, and keeps Python's own last
line (``ZeroDivisionError: division by zero``) for whoever wants the detail.  Each message
names the line of the cell that failed, with its number and its code.  The cell still counts
as failed: "Run all" stops there, as before.

The two commonest Italian number slips are read from the line of the cell's SyntaxError and
told what to type instead: ``25%`` (Python has no per cent: ``0.25`` or ``25/100``) and a decimal
comma before a zero, ``0,0846`` (which Python would take for the pair ``(0, 0846)``, and refuses:
``0.0846``); ``0,25``, which Python does read as a pair, is told by :func:`kit.check.check`.  A
cell that hands ``check`` a name it never assigns (a forgotten ``answer_q2 =``) is told to give
the name a value, here when the name is unknown, by :func:`kit.check.check` when it holds an
earlier value.

A typo is told the close name that was perhaps meant (``conb`` for ``comb``, from the sheet's names
and the builtins; Python 3.11 computes none for IPython), a mistyped method the object's type and
its closest name (``Rules().paymnet``: ``payment``), and a card handed to rules of another deck
(:class:`kit.cards.ForeignCard`, whose text stays the engine's English) the deck the rules are for
and the call that takes the card (``Rules(mazzo_52=True).payment(card)``).

The kernels of ``make lab`` and of Binder load it at start, from an IPython startup file
(:func:`write_startup`; ``python -m kit.tools.friendly --startup DIR``), so it is there before
the sheet's first cell has run.  nbval and the editions run without it.
"""

from __future__ import annotations

import argparse
import builtins
import difflib
import linecache
import os
import re
import sys
import traceback
import types
from decimal import Decimal
from pathlib import Path
from types import TracebackType
from typing import Any

from kit.i18n import LANGUAGES, t

STARTUP_FILE = "00-kit-friendly-errors.py"
"""The startup file's name in an IPython profile's ``startup`` folder."""

STARTUP_CODE = '''"""Written by kit.tools.friendly: Python's errors told in the sheet's language."""
try:
    from kit.tools.friendly import install
except ImportError:  # another environment, without the kit
    pass
else:
    install()
'''


def sheet_language(namespace: dict | None = None) -> str:
    """The language to speak in: the notebook's ``LANG`` once its first cell has set it, else the
    edition folder of the notebook the kernel runs (``…/it/…`` or ``…/en/…`` in
    ``JPY_SESSION_NAME``, which the Jupyter server gives its kernels), else Italian, the class's."""
    lang = (namespace or {}).get("LANG")
    if lang in LANGUAGES:
        return lang
    path = os.environ.get("JPY_SESSION_NAME", "").replace("\\", "/")
    for code in LANGUAGES:
        if f"/{code}/" in f"/{path}":
            return code
    return "it"


_PERCENT = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)?)\s*%(?!\s*[\w(\[{.+\-~\'\"])")
"""A number followed by ``%`` with nothing after it that Python could take for the right-hand
side of a remainder (``25%``, ``12,5 %)``): a percentage typed as in a text."""

_COMMA_ZERO = re.compile(r"(?<![\w.])(\d+),(0\d+)(?![\w.])")
"""A decimal comma before a zero (``0,0846``): Python reads ``(0, 0846)`` and refuses ``0846``."""


def _nearest(matches: list[re.Match], column: int | None) -> re.Match | None:
    """Of ``matches`` on one line, the one nearest to the error's ``column`` (1-based)."""
    if not matches:
        return None
    if column is None:
        return matches[0]
    return min(matches, key=lambda m: 0 if m.start() < column <= m.end() + 1 else min(
        abs(column - 1 - m.start()), abs(column - 1 - m.end())))


def _syntax_slip(line: str, column: int | None, lang: str) -> str | None:
    """The sentence for an Italian number slip on ``line`` near ``column``: a percentage
    (``25%``) or a decimal comma before a zero (``0,0846``); ``None`` for neither."""
    percent = _nearest(list(_PERCENT.finditer(line)), column)
    if percent:
        number = percent.group(1).replace(",", ".")
        decimal = format(Decimal(number).scaleb(-2).normalize(), "f")
        point = t("friendly.with_point", lang) if "." in decimal else ""  # 100% is 1: no point to speak of
        return t("friendly.percent", lang, typed=percent.group(0).replace(" ", ""), decimal=decimal, number=number,
                 point=point)
    comma = _nearest(list(_COMMA_ZERO.finditer(line)), column)
    if comma:
        return t("friendly.comma_zero", lang, whole=comma.group(1), decimals=comma.group(2))
    return None


def _cell_frame(tb: TracebackType | None, namespace: dict | None) -> tuple[str, int] | None:
    """The file name and line of the running cell's own frame in ``tb``: the first top-level
    frame run in the shell's namespace ``namespace`` (any first top-level frame without one)."""
    for frame, lineno in traceback.walk_tb(tb):
        if frame.f_code.co_name == "<module>" and (namespace is None or frame.f_globals is namespace):
            return frame.f_code.co_filename, lineno
    return None


def _line_of(filename: str, lineno: int) -> str:
    """The text of line ``lineno`` of ``filename`` (a cell IPython keeps in :mod:`linecache`)."""
    return linecache.getline(filename, lineno).strip()


def _where(lineno: int | None, code: str, lang: str) -> str:
    if lineno is None:
        return ""
    return t("friendly.line", lang, n=lineno, code=code) if code else t("friendly.line_only", lang, n=lineno)


def explain(error: BaseException, lang: str, namespace: dict | None = None) -> str:
    """What ``error`` means for a student and what to do, in ``lang`` (from the catalogue), then
    the line of the cell where it happened (its number and text) and Python's own last line.

    A ``NameError`` says to run the sheet's first cells, or, for the name a ``check(...)`` of
    the cell hands in and no line of the cell assigns, to give it a value (``answer_q2 = …``,
    naming the lines whose result goes nowhere: :func:`kit.check.unassigned_answer`), or, for
    a name close to one of ``namespace`` or the builtins (``conb`` for ``comb``), which name
    was perhaps meant; an ``AttributeError`` the object's type and the name it lacks (and its
    closest name); a card of another deck (:class:`kit.cards.ForeignCard`) the deck the rules
    are for and the call that takes the card; a
    ``ZeroDivisionError`` that something is divided by zero; the sheet's
    ``NotImplementedError`` placeholder that the answer is still to be written; a
    ``SyntaxError`` in the cell's own code, for a percentage (``25%``) or a decimal comma
    before a zero (``0,0846``) on its line, what to type instead, for an ``IndentationError``
    that the spaces at the start of a line matter, and otherwise that Python cannot read the
    cell; any other error that Python stopped at this cell.

    Args:
        error: the exception, with its traceback (``error.__traceback__``) when it was raised.
        lang: ``"it"`` or ``"en"``.
        namespace: the shell's global namespace: the cell's frame is the top-level frame run
            in it (default: the first top-level frame of the traceback).
    """
    name = type(error).__name__
    own = f"{name}: {error}" if str(error) else name
    cell = _cell_frame(error.__traceback__, namespace)
    source = "".join(linecache.getlines(cell[0])) if cell else ""
    lineno, code = (cell[1], _line_of(*cell)) if cell else (None, "")
    if isinstance(error, SyntaxError) and cell is None:  # the cell's own code does not parse
        own = f"{name}: {error.msg}" if error.msg else name  # its line is said above, in the cell's numbering
        lineno = error.lineno
        text = linecache.getline(error.filename, lineno) if error.filename and lineno else ""
        text = (text or error.text or "").rstrip("\n")
        code = text.strip()
        general = "friendly.indent" if isinstance(error, IndentationError) else "friendly.syntax"
        said = _syntax_slip(text, error.offset, lang) or t(general, lang)
    elif isinstance(error, NameError):
        missing = getattr(error, "name", None) or str(error)
        forgot = _unassigned(source, missing)
        close = _close(missing, [*(namespace or {}), *vars(builtins)])
        if forgot is not None:
            said = t("friendly.answer_missing", lang, name=missing) + " " + forgot.advice(lang)
        elif close:
            said = t("friendly.name_close", lang, name=missing, close=close)
        else:
            said = t("friendly.name", lang, name=missing)
    elif isinstance(error, AttributeError) and getattr(error, "name", None):
        said = _attribute(error, lang)
    elif _foreign_card(error):
        said = _foreign_said(error, lang)
    elif isinstance(error, ZeroDivisionError):
        said = t("friendly.zero", lang)
    elif isinstance(error, NotImplementedError):
        said = t("friendly.to_write", lang)
    else:
        said = t("friendly.other", lang)
    where = _where(lineno, code, lang)
    return "\n".join(part for part in (said, where, f"({t('friendly.python_says', lang)} {own})") if part)


def _close(name: str, names: Any) -> str | None:
    """The name of ``names`` closest to ``name`` (a typo: ``conb`` for ``comb``), if one is close
    enough (:func:`difflib.get_close_matches`); names starting with ``_`` only for such a name."""
    known = sorted({n for n in names if isinstance(n, str) and n != name
                    and (name.startswith("_") or not n.startswith("_"))})
    found = difflib.get_close_matches(name, known, n=1)
    return found[0] if found else None


def _attribute(error: AttributeError, lang: str) -> str:
    """An ``AttributeError`` (``Rules().paymnet``): the object's type (or module) and the name it
    lacks, and the closest name it has, from ``dir(error.obj)``."""
    obj = error.obj
    if isinstance(obj, types.ModuleType):
        said = t("friendly.module_attribute", lang, module=obj.__name__, name=error.name)
    else:
        said = t("friendly.attribute", lang, type=type(obj).__name__, name=error.name)
    try:
        close = _close(error.name, dir(obj))
    except Exception:  # noqa: BLE001 - an object whose dir() fails: no suggestion
        close = None
    more = t("friendly.attribute_close", lang, close=close) if close else t("friendly.attribute_spelling", lang)
    return f"{said} {more}"


def _foreign_card(error: BaseException) -> bool:
    """Whether ``error`` is a :class:`kit.cards.ForeignCard` (imported only when a ``ValueError``
    is told: the startup file stays light)."""
    if not isinstance(error, ValueError):
        return False
    from kit.cards import ForeignCard

    return isinstance(error, ForeignCard)


def _foreign_said(error: Any, lang: str) -> str:
    """A card of another deck (:class:`kit.cards.ForeignCard`): the card, with its article, the
    deck the rules are for, and the calls that take it."""
    decks = t("friendly.or", lang).join(t(f"friendly.deck.{d}", lang) for d in error.decks)
    said = t("friendly.foreign_card", lang, card=error.card.name(lang), deck=decks)
    uses = [t("friendly.foreign_use" if i == 0 else "friendly.foreign_use_also", lang,
              deck=t(f"friendly.deck.{d}", lang), code=code) for i, (d, code) in enumerate(error.instead)]
    return f"{said} {''.join(uses)}" if uses else said


def _unassigned(source: str, name: str):
    """:func:`kit.check.unassigned_answer` for ``name`` in the cell ``source`` (imported only
    when a name is missing: the startup file stays light)."""
    if not source:
        return None
    from kit.check import unassigned_answer

    return unassigned_answer(source, name=name)


def _handler(shell: Any, etype: type, value: BaseException, tb: Any, tb_offset: int | None = None) -> list[str]:
    if value.__traceback__ is None and tb is not None:
        value = value.with_traceback(tb)
    text = explain(value, sheet_language(shell.user_ns), getattr(shell, "user_global_ns", None))
    print(text, file=sys.stderr)
    return text.splitlines()


def _showsyntaxerror(shell: Any, filename: str | None = None, running_compiled_code: bool = False) -> None:
    """In place of IPython's ``showsyntaxerror``: a cell that does not compile (or whose input
    transformation failed) told as :func:`explain` tells it.  IPython calls it where a
    SyntaxError skips ``set_custom_exc`` (an error found after parsing, like ``return``
    outside a function; the parse itself on older IPython) and marks the cell failed after it."""
    try:
        value = sys.exc_info()[1]
        if not isinstance(value, SyntaxError):
            value = shell._get_exc_info()[1]
        if not isinstance(value, SyntaxError):
            raise TypeError("no syntax error to tell")
        if filename:
            value.filename = filename
        text = explain(value, sheet_language(shell.user_ns), getattr(shell, "user_global_ns", None))
    except Exception:  # noqa: BLE001 - fall back to IPython's own report
        type(shell).showsyntaxerror(shell, filename, running_compiled_code)
        return
    print(text, file=sys.stderr)


def install(shell: Any = None) -> bool:
    """Tell every error of ``shell`` (default: the running IPython, if any) as :func:`explain`
    does: the errors of running code through ``set_custom_exc``, and a cell whose code does not
    parse or compile through the shell's ``showsyntaxerror`` (IPython reports a SyntaxError of a
    cell there, not always through the custom handler).  Returns ``False`` outside IPython
    (nothing to do)."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        shell = get_ipython()
    if shell is None:
        return False
    shell.set_custom_exc((Exception,), _handler)
    shell.showsyntaxerror = types.MethodType(_showsyntaxerror, shell)
    return True


def uninstall(shell: Any) -> None:
    """Undo :func:`install` on ``shell``: IPython's own reports again."""
    shell.set_custom_exc((), None)
    shell.__dict__.pop("showsyntaxerror", None)


def write_startup(profile_dir: Path | str) -> Path:
    """Write the startup file that calls :func:`install` into ``<profile_dir>/startup/`` (an
    IPython profile folder, e.g. ``~/.ipython/profile_default``); returns its path."""
    folder = Path(profile_dir) / "startup"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / STARTUP_FILE
    path.write_text(STARTUP_CODE, encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--startup", type=Path, required=True,
                        help="an IPython profile folder (e.g. ~/.ipython/profile_default)")
    args = parser.parse_args(argv)
    print(write_startup(args.startup))
    return 0


if __name__ == "__main__":
    sys.exit(main())
