"""The store's folder and the files found in it: hostile ones are put aside, never opened blindly.

A store file is checked before SQLite is given it: :func:`os.stat` says what it is without
opening it (a FIFO opened for reading would wait for ever for a writer), and a regular file must
begin with SQLite's 16-byte header (or be empty: SQLite makes a new database in it).  Anything
else is renamed ``<name>.bad-<timestamp>`` (never over another file) and a fresh store is made.
"""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

ENV_VAR = "KIT_DATA_DIR"
"""The environment variable naming the data folder (tests point it at a temporary folder)."""

DB_NAME = "kit.sqlite3"
"""The SQLite store's file name inside the data folder."""

SQLITE_HEADER = b"SQLite format 3\x00"
"""The first 16 bytes of every SQLite database file."""

HEADER_SIZE = 100
"""A SQLite database file is at least its 100-byte header (or empty)."""


def data_dir() -> Path:
    """The data folder: ``$KIT_DATA_DIR`` if set (and not empty), else ``~/.kit``."""
    folder = os.environ.get(ENV_VAR, "").strip()
    return Path(folder) if folder else Path.home() / ".kit"


def kind(path: Path) -> str:
    """What is at ``path``, found with :func:`os.stat` (symbolic links followed) and, for a
    regular file, by reading its first bytes without blocking.

    Returns:
        ``"missing"``, ``"sqlite"`` (an empty file or one with SQLite's header), ``"not-sqlite"``
        (a regular file with anything else in it) or ``"not-a-file"`` (a folder, a FIFO, a socket,
        a device).

    Raises:
        OSError: the file cannot be examined (no permission, for instance).
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return "missing"
    if not stat.S_ISREG(info.st_mode):
        return "not-a-file"
    if info.st_size == 0:
        return "sqlite"
    found = _header_kind(path)
    if found == "not-sqlite" and info.st_size < HEADER_SIZE and time.time() - info.st_mtime < 5:
        time.sleep(0.5)  # another process may be writing a new database's first page right now
        found = _header_kind(path)
    return found


def _header_kind(path: Path) -> str:
    """``"sqlite"``, ``"not-sqlite"`` or ``"not-a-file"`` from the first bytes of ``path``."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped between the stat and the open
            return "not-a-file"
        head = os.read(fd, HEADER_SIZE)
    finally:
        os.close(fd)
    return "sqlite" if len(head) == HEADER_SIZE and head.startswith(SQLITE_HEADER) else "not-sqlite"


def free_name(path: Path, suffix: str) -> Path:
    """A name beside ``path`` that no file has yet: ``<name><suffix>``, else with ``-2``, ``-3``…"""
    candidate = path.with_name(path.name + suffix)
    n = 1
    while os.path.lexists(candidate):
        n += 1
        candidate = path.with_name(f"{path.name}{suffix}-{n}")
    return candidate


def stamp() -> str:
    """The time now for a file name, e.g. ``20250131T142501Z`` (UTC)."""
    return time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())


def set_aside(path: Path, suffix: str) -> Path | None:
    """Rename ``path`` (whatever it is: a file, a folder, a FIFO) to a free name ending in
    ``suffix`` (see :func:`free_name`), never opening it.

    Returns:
        The new path, or ``None`` when ``path`` had gone already (another process set it aside).

    Raises:
        OSError: it cannot be renamed (the folder is read-only, for instance).
    """
    aside = free_name(path, suffix)
    try:
        os.rename(path, aside)
    except FileNotFoundError:
        return None
    return aside
