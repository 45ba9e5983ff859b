"""The statistics and leaderboard (classifica) of the 3-5-8 app (TCO-9, issue 12): a thin layer
over the class's store (:mod:`kit.store`).

The store is one SQLite database, ``kit.sqlite3``, in a folder of the person's own (by default
``~/.kit``, or the folder named by the environment variable ``KIT_DATA_DIR``; tests point it at a
temporary folder) that every kernel of a Voila server writes at once without losing a match.
Each finished match is one row; played and won are counted from them, and the leaderboard is
every won match with its name and score (the match total × 10, TCO-9), best first, earlier first
among equals.

* Opened on first use: a store file that is not a database (a FIFO, a folder, Notepad's UTF-16
  text) is set aside as ``kit.sqlite3.bad-<timestamp>``, an old ``leaderboard.json`` is imported
  once (renamed ``leaderboard.json.imported``) or, unreadable, set aside as
  ``leaderboard.json.corrupt``; :attr:`Leaderboard.warning` then says what happened (the app
  shows it, in words from the catalogue) and a :class:`UserWarning` is raised through
  :mod:`warnings`.
* Names are at most :data:`~kit.store.names.MAX_NAME` printable characters
  (:func:`kit.store.names.check_name`); :func:`table_html` escapes them with
  :func:`html.escape` wherever they are shown.

This module never imports ipywidgets: the app draws the HTML it returns.
"""

from __future__ import annotations

import os
from html import escape
from pathlib import Path

from kit.i18n import fmt_int, t
from kit.store import DB_NAME, ENV_VAR, MAX_NAME, Notice, Store, check_name, data_dir, url_for  # noqa: F401
from kit.store import tre_cinque_otto as tco_store
from kit.store.tre_cinque_otto import SCORE_FACTOR, TOP  # noqa: F401  (this module's names before the store)

__all__ = ["ENV_VAR", "SCORE_FACTOR", "TOP", "Leaderboard", "data_dir", "bad_name_words", "table_html"]


class Leaderboard:
    """The 3-5-8 statistics and leaderboard in the store of a folder (see the module docstring).

    Args:
        folder: the data folder (``str`` or :class:`~pathlib.Path`); default :func:`data_dir`.
            Nothing is read or made until the first use.

    Attributes:
        folder: the folder.
        path: the store's file, ``folder / "kit.sqlite3"``.
        notices: what opening the store did (:class:`kit.store.Notice`), once opened.
        warning: ``None``, or the first notice's code that calls for a warning: ``"store_bad"``
            (the store file was not a database: set aside, the statistics start again empty) or
            ``"json_corrupt"`` (the old ``leaderboard.json`` could not be read: set aside); the
            app says so with ``tco.app.board.<code>``.
    """

    def __init__(self, folder: str | os.PathLike | None = None) -> None:
        self.folder = Path(folder) if folder is not None else data_dir()
        self.path = self.folder / DB_NAME
        self.notices: list[Notice] = []
        self.warning: str | None = None
        self._store: Store | None = None

    @property
    def store(self) -> Store:
        """The :class:`kit.store.Store`, opened on first use.

        Raises:
            StoreError: (an :class:`OSError`) it cannot be opened.
        """
        if self._store is None:
            self._store = Store(url_for(self.folder))
            self.notices = list(self._store.notices)
            self.warning = next((n.code for n in self.notices if n.problem), None)
        return self._store

    def record(self, name: str, won: bool, total: int) -> None:
        """Add one finished match of ``name``: played + 1, won + 1 if ``won``; a won match enters
        the leaderboard with ``total × 10`` (TCO-9).  Nothing is opened for a refused input.

        Raises:
            kit.store.BadName: (a :class:`ValueError`) a name the store does not keep (empty, too long, not
                printable); the message says what is allowed.
            ValueError: a total that is not a whole number.
            StoreError: (an :class:`OSError`) the store cannot be opened or written.
        """
        check_name(name)
        if isinstance(total, bool) or not isinstance(total, int):
            raise ValueError(f"a match total is a whole number of points, got {total!r}")
        tco_store.record(self.store, name, won, total)

    def stats(self, name: str) -> tuple[int, int]:
        """``(played, won)`` for ``name`` (zeros for a name never seen).  Raises StoreError."""
        return tco_store.stats(self.store, name)

    def top(self, n: int = TOP) -> list[tuple[str, int]]:
        """The ``n`` best leaderboard rows as ``(name, score)``, best first, earlier first among
        equals (TCO-9).  Raises StoreError."""
        return tco_store.top(self.store, n)


def bad_name_words(lang: str) -> str:
    """What a name for the leaderboard may be, in ``lang`` (``tco.app.board.bad_name``)."""
    return t("tco.app.board.bad_name", lang, high=MAX_NAME)


def table_html(board: Leaderboard, name: str, lang: str = "en", n: int = TOP) -> str:
    """The person's statistics and the leaderboard as HTML (every name escaped), with a warning
    first for each file set aside when the store was opened, and what names are allowed instead
    of the statistics when ``name`` is not one the store keeps.

    Raises:
        StoreError: (an :class:`OSError`) the store cannot be opened or read.
    """
    rows = board.top(n)
    parts = [f'<p class="kit-tco-warning" role="alert">⚠ {escape(t(f"tco.app.board.{notice.code}", lang))}</p>'
             for notice in board.notices if notice.problem]
    try:
        check_name(name)
    except ValueError:
        parts.append(f'<p class="kit-tco-warning" role="alert">⚠ {escape(bad_name_words(lang))}</p>')
    else:
        played, won = board.stats(name)
        parts.append(f'<p class="kit-tco-stats">{escape(t("tco.app.board.stats", lang, name=name.strip(), played=played, won=won))}</p>')
    if rows:
        body = "".join(f"<tr><td>{i}</td><td>{escape(who)}</td><td>{escape(fmt_int(score, lang))}</td></tr>"
                       for i, (who, score) in enumerate(rows, start=1))
        head = (f"<tr><th scope='col'>#</th><th scope='col'>{escape(t('tco.app.board.name', lang))}</th>"
                f"<th scope='col'>{escape(t('tco.app.board.score', lang))}</th></tr>")
        parts.append(f"<table class='kit-scores kit-tco-board'><caption>{escape(t('tco.app.board.caption', lang))}"
                     f"</caption>{head}{body}</table>")
    else:
        parts.append(f'<p class="kit-tco-board-empty">{escape(t("tco.app.board.empty", lang))}</p>')
    return f'<div class="kit-tco-leaderboard">{"".join(parts)}</div>'
