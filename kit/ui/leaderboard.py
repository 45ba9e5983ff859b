"""The local statistics and leaderboard (classifica) of the 3-5-8 app (TCO-9, issue 12).

One JSON file, ``leaderboard.json``, in a folder of the person's own: by default ``~/.kit``,
or the folder named by the environment variable ``KIT_DATA_DIR`` (tests point it at a
temporary folder).  It holds, for each name, the matches played and won, and the leaderboard:
every won match with its name and score (the match total × 10, TCO-9), best first.

* Written atomically: a temporary file in the same folder, flushed and ``fsync``-ed, then
  ``os.replace`` over the old file, so a program killed mid-write leaves either the old file or
  the new one, never half of one.
* Read defensively: a file that is not valid JSON of the right shape is moved aside as
  ``leaderboard.json.corrupt`` and the statistics start again empty; :attr:`Leaderboard.warning`
  then says so (the app shows it, in words from the catalogue) and a :class:`UserWarning` is
  raised through :mod:`warnings`.
* Names are stored as typed; :func:`table_html` escapes them with :func:`html.escape` wherever
  they are shown.

This module never imports ipywidgets: the app draws the HTML it returns.
"""

from __future__ import annotations

import json
import os
import tempfile
import warnings
from html import escape
from pathlib import Path
from typing import Any

from kit.i18n import fmt_int, t

FILE_NAME = "leaderboard.json"
"""The file's name inside its folder."""

ENV_VAR = "KIT_DATA_DIR"
"""The environment variable that overrides the folder."""

VERSION = 1
"""The file format's version (written in the file)."""

SCORE_FACTOR = 10
"""TCO-9: a won match enters the leaderboard with its total times 10."""

TOP = 10
"""How many leaderboard rows are shown."""


def data_dir() -> Path:
    """The folder of the file: ``$KIT_DATA_DIR`` if set (and not empty), else ``~/.kit``."""
    folder = os.environ.get(ENV_VAR, "").strip()
    return Path(folder) if folder else Path.home() / ".kit"


def empty() -> dict[str, Any]:
    """A new, empty content: no players, no leaderboard rows."""
    return {"version": VERSION, "players": {}, "leaderboard": []}


def _valid(data: Any) -> bool:
    """Whether ``data`` has the file's shape (a dict of players with whole counts, a list of rows)."""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return False
    players, rows = data.get("players"), data.get("leaderboard")
    if not isinstance(players, dict) or not isinstance(rows, list):
        return False
    for name, stats in players.items():
        if not isinstance(name, str) or not isinstance(stats, dict):
            return False
        played, won = stats.get("played"), stats.get("won")
        if not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in (played, won)) or won > played:
            return False
    for row in rows:
        if not isinstance(row, dict) or not isinstance(row.get("name"), str) \
                or not isinstance(row.get("score"), int) or isinstance(row.get("score"), bool):
            return False
    return True


class Leaderboard:
    """The statistics and leaderboard file (see the module docstring).

    Args:
        folder: the folder of the file (``str`` or :class:`~pathlib.Path`); default
            :func:`data_dir`.  It is created when first written.

    Attributes:
        path: the file's path.
        warning: ``None``, or ``"corrupt"`` after a corrupt file was moved aside and the
            statistics rebuilt empty (the app says so with ``tco.app.board.corrupt``).
    """

    def __init__(self, folder: str | os.PathLike | None = None) -> None:
        self.folder = Path(folder) if folder is not None else data_dir()
        self.path = self.folder / FILE_NAME
        self.warning: str | None = None

    def load(self) -> dict[str, Any]:
        """The content of the file (an empty one when there is no file yet).

        A file that cannot be read as the leaderboard's JSON is renamed ``<name>.corrupt``
        (replacing an older one), the content starts again empty and is written back,
        :attr:`warning` is set to ``"corrupt"`` and a :class:`UserWarning` is issued.
        """
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return empty()
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            data = None
        if _valid(data):
            return data
        aside = self.path.with_name(FILE_NAME + ".corrupt")
        os.replace(self.path, aside)
        self.warning = "corrupt"
        warnings.warn(f"the leaderboard file {self.path} was corrupt: kept aside as {aside.name}, "
                      "the statistics start again empty", UserWarning, stacklevel=2)
        data = empty()
        self.save(data)
        return data

    def save(self, data: dict[str, Any]) -> None:
        """Write ``data`` atomically: a temporary file in the same folder, flushed and synced,
        then renamed over the file (:func:`os.replace`).

        Raises:
            ValueError: ``data`` is not the leaderboard's shape (nothing is written).
            OSError: the folder cannot be created or written.
        """
        if not _valid(data):
            raise ValueError("leaderboard data is {'version': 1, 'players': {name: {'played', 'won'}}, "
                             "'leaderboard': [{'name', 'score'}]}")
        self.folder.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=".leaderboard-", suffix=".tmp", dir=self.folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(data, out, ensure_ascii=False, indent=1)
                out.flush()
                os.fsync(out.fileno())
            os.replace(temp, self.path)
        except BaseException:
            try:
                os.unlink(temp)
            except FileNotFoundError:
                pass
            raise
        try:  # the rename itself made durable (where the system allows it)
            dir_fd = os.open(self.folder, os.O_RDONLY)
        except OSError:
            return
        try:
            os.fsync(dir_fd)
        except OSError:
            pass
        finally:
            os.close(dir_fd)

    def record(self, name: str, won: bool, total: int) -> dict[str, Any]:
        """Add one finished match of ``name``: played + 1, won + 1 if ``won``; a won match
        enters the leaderboard with ``total × 10`` (TCO-9).  Returns the new content.

        Raises:
            ValueError: an empty name, or a total that is not a whole number.
        """
        if not isinstance(name, str) or not name.strip():
            raise ValueError(f"a player's name is a non-empty text, got {name!r}")
        if isinstance(total, bool) or not isinstance(total, int):
            raise ValueError(f"a match total is a whole number of points, got {total!r}")
        data = self.load()
        stats = data["players"].setdefault(name, {"played": 0, "won": 0})
        stats["played"] += 1
        if won:
            stats["won"] += 1
            data["leaderboard"].append({"name": name, "score": SCORE_FACTOR * total})
            data["leaderboard"].sort(key=lambda row: -row["score"])  # stable: earlier first among equals
        self.save(data)
        return data

    def stats(self, name: str) -> tuple[int, int]:
        """``(played, won)`` for ``name`` (zeros for a name never seen)."""
        s = self.load()["players"].get(name, {})
        return s.get("played", 0), s.get("won", 0)

    def top(self, n: int = TOP) -> list[tuple[str, int]]:
        """The ``n`` best leaderboard rows as ``(name, score)``, best first."""
        return [(row["name"], row["score"]) for row in self.load()["leaderboard"][:n]]


def table_html(board: Leaderboard, name: str, lang: str = "en", n: int = TOP) -> str:
    """The person's statistics and the leaderboard as HTML (every name escaped), with the
    corrupt-file warning first when the file was rebuilt."""
    played, won = board.stats(name)
    rows = board.top(n)
    parts = []
    if board.warning == "corrupt":
        parts.append(f'<p class="kit-tco-warning" role="alert">⚠ {escape(t("tco.app.board.corrupt", lang))}</p>')
    parts.append(f'<p class="kit-tco-stats">{escape(t("tco.app.board.stats", lang, name=name, played=played, won=won))}</p>')
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
