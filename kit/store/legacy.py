"""The old 3-5-8 statistics file, ``leaderboard.json`` (format version 1), imported once.

Its shape: ``{"version": 1, "players": {name: {"played": p, "won": w}}, "leaderboard": [{"name":
n, "score": s}, ...]}``, the leaderboard best first.  It becomes rows of
:data:`kit.store.schema.tco_matches`: each leaderboard row a won match of total ``score // 10``
(TCO-9), in the file's order (so earlier first among equals stays so); each player's other won
matches (none, unless the file was edited) won matches without a total; and ``played - won`` lost
matches without a total.  Names the store does not keep (:func:`kit.store.names.check_name`) are
left out.  The file is then renamed ``leaderboard.json.imported``; one that cannot be read (not
JSON, not this shape, not a regular file) is renamed ``leaderboard.json.corrupt``.  UTF-8 (with or
without a byte-order mark) and UTF-16 or UTF-32 with one are read.
"""

from __future__ import annotations

import codecs
import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Connection

from kit.store.files import set_aside
from kit.store.names import BadName, check_name
from kit.store.schema import tco_matches

FILE_NAME = "leaderboard.json"
"""The old file's name in the data folder."""

MAX_BYTES = 64 * 2 ** 20
"""A bigger file is not read (it is set aside as corrupt)."""

SCORE_FACTOR = 10
"""TCO-9: the leaderboard's score is the match total × 10."""


@dataclass(frozen=True)
class Imported:
    """What :func:`import_file` did: ``outcome`` is ``"imported"`` (``rows`` rows added, ``skipped``
    names left out) or ``"corrupt"``; ``aside`` is where the file went (``None`` if another
    process moved it first)."""

    outcome: str
    aside: Path | None
    rows: int = 0
    skipped: int = 0


def _decode(raw: bytes) -> str:
    """The text of ``raw``: UTF-32 or UTF-16 by their byte-order mark, else UTF-8 (a mark
    dropped).  Raises :class:`UnicodeDecodeError`."""
    if raw.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        return raw.decode("utf-32")
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return raw.decode("utf-16")
    return raw.decode("utf-8-sig")


def _whole(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def valid(data: Any) -> bool:
    """Whether ``data`` has the version-1 file's shape (whole counts, won ≤ played, rows with a
    text name and a whole score)."""
    if not isinstance(data, dict) or data.get("version") != 1:
        return False
    players, rows = data.get("players"), data.get("leaderboard")
    if not isinstance(players, dict) or not isinstance(rows, list):
        return False
    for name, stats in players.items():
        if not isinstance(name, str) or not isinstance(stats, dict):
            return False
        played, won = stats.get("played"), stats.get("won")
        if not (_whole(played) and _whole(won)) or won > played:
            return False
    return all(isinstance(row, dict) and isinstance(row.get("name"), str) and isinstance(row.get("score"), int)
               and not isinstance(row.get("score"), bool) for row in rows)


def read(path: Path) -> dict[str, Any] | None:
    """The content of the file at ``path`` if it is a regular file holding the version-1 shape,
    else ``None`` (a FIFO or a folder is never opened).  Raises :class:`OSError` when it cannot
    be read."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
        return None
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            return None
        raw = f.read(MAX_BYTES + 1)
    try:
        data = json.loads(_decode(raw))
    except (ValueError, RecursionError):  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        return None
    return data if valid(data) else None


def rows(data: dict[str, Any]) -> tuple[list[dict[str, Any]], int]:
    """The :data:`~kit.store.schema.tco_matches` rows of a version-1 content, and how many
    names were left out."""
    out: list[dict[str, Any]] = []
    on_board: dict[str, int] = {}
    skipped: set[str] = set()

    def name_of(raw: str) -> str | None:
        try:
            return check_name(raw)
        except BadName:
            skipped.add(raw)
            return None

    for row in data["leaderboard"]:
        if (name := name_of(row["name"])) is not None:
            out.append({"name": name, "won": True, "total": row["score"] // SCORE_FACTOR, "played_at": None})
            on_board[name] = on_board.get(name, 0) + 1
    for raw, stats in data["players"].items():
        if (name := name_of(raw)) is None:
            continue
        extra_won = max(0, stats["won"] - on_board.get(name, 0))
        out += [{"name": name, "won": True, "total": None, "played_at": None}] * extra_won
        out += [{"name": name, "won": False, "total": None, "played_at": None}] * (stats["played"] - stats["won"])
    return out, len(skipped)


def import_file(conn: Connection, folder: Path) -> Imported | None:
    """Import ``folder/leaderboard.json`` into the store through ``conn`` (the caller's write
    transaction) and rename it, or set it aside as corrupt.  ``None`` when there is no such file.

    The file is renamed before the caller commits; if the rows cannot be written the rename is
    undone, and a program killed between the two leaves the rows in ``leaderboard.json.imported``.

    Raises:
        OSError: the file cannot be read or renamed.
    """
    path = folder / FILE_NAME
    if not os.path.lexists(path):
        return None
    data = read(path)
    if data is None:
        return Imported("corrupt", set_aside(path, ".corrupt"))
    new, skipped = rows(data)
    aside = set_aside(path, ".imported")
    if aside is None:
        return None  # another process imported it meanwhile
    try:
        if new:
            conn.execute(tco_matches.insert(), new)
    except BaseException:
        os.rename(aside, path)
        raise
    return Imported("imported", aside, len(new), skipped)
