"""Python's errors in a sheet, told to a student in the sheet's language.

A student who opens a sheet at question 3 without running its first cells meets
``NameError: name 'italian40' is not defined``; one who types ``1/0`` as an answer meets a
``ZeroDivisionError`` traceback: both in English, both long, neither saying what to do.
:func:`install` registers an IPython handler that tells such an error in one or two sentences
in the sheet's language (:func:`sheet_language`), says what to do, and keeps Python's own last
line (``ZeroDivisionError: division by zero``) for whoever wants the detail.  The cell still
counts as failed: "Run all" stops there, as before.

The kernels of ``make lab`` and of Binder load it at start, from an IPython startup file
(:func:`write_startup`; ``python -m kit.tools.friendly --startup DIR``), so it is there before
the sheet's first cell has run.  nbval and the editions run without it.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
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


def explain(error: BaseException, lang: str) -> str:
    """What ``error`` means for a student and what to do, in ``lang`` (from the catalogue), with
    Python's own last line after it.

    A ``NameError`` says to run the sheet's first cells; a ``ZeroDivisionError`` that something
    is divided by zero; the sheet's ``NotImplementedError`` placeholder that the answer is still
    to be written; any other error that Python stopped at this cell."""
    name = type(error).__name__
    own = f"{name}: {error}" if str(error) else name
    if isinstance(error, NameError):
        missing = getattr(error, "name", None) or str(error)
        said = t("friendly.name", lang, name=missing)
    elif isinstance(error, ZeroDivisionError):
        said = t("friendly.zero", lang)
    elif isinstance(error, NotImplementedError):
        said = t("friendly.to_write", lang)
    else:
        said = t("friendly.other", lang)
    return f"{said}\n({t('friendly.python_says', lang)} {own})"


def _handler(shell: Any, etype: type, value: BaseException, tb: Any, tb_offset: int | None = None) -> list[str]:
    text = explain(value, sheet_language(shell.user_ns))
    print(text, file=sys.stderr)
    return text.splitlines()


def install(shell: Any = None) -> bool:
    """Tell every error of ``shell`` (default: the running IPython, if any) as :func:`explain`
    does.  Returns ``False`` outside IPython (nothing to do)."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        shell = get_ipython()
    if shell is None:
        return False
    shell.set_custom_exc((Exception,), _handler)
    return True


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
