"""The store: one database that many kernels (processes) read and write at once.

:class:`Store` opens a database by SQLAlchemy URL (default: SQLite at
``<data folder>/kit.sqlite3``, :func:`kit.store.files.data_dir`), makes or upgrades its tables
(:mod:`kit.store.schema`) and hands out connections: :meth:`Store.read` and :meth:`Store.write`,
each one transaction.  The same code is meant to run on PostgreSQL by giving its URL.

For SQLite, every connection gets ``PRAGMA busy_timeout`` (:data:`BUSY_TIMEOUT_MS`) and WAL
journal mode (readers never wait for the writer), and a write transaction starts with ``BEGIN
IMMEDIATE``: it takes the write lock at once, so writers queue (up to the busy timeout) instead of
failing half-way with "database is locked".  Before that, a SQLite writer waits its turn on an OS
file lock beside the store (:func:`writers_turn`): SQLite's busy handler retries a waiting writer
after sleeps that grow to 100 ms, so thirty kernels clicking at the same instant would wait up to
a second or more; the OS lock wakes the next writer as soon as the last one is done.  Engines are made once per URL per process
(:func:`engine_for`).  Before SQLite is given a file, the file is checked
(:func:`kit.store.files.kind`): a FIFO, a folder or a file that is not a SQLite database is set
aside as ``kit.sqlite3.bad-<timestamp>`` and a fresh store is made; an old ``leaderboard.json``
beside it is imported once (:mod:`kit.store.legacy`).  What was done is listed in
:attr:`Store.notices` for the app to say.

For PostgreSQL (a school's server, issue 25) the driver is psycopg 3 (``postgresql://`` and
``postgres://`` URLs are read as ``postgresql+psycopg://``); a connection that cannot be made in
:data:`CONNECT_TIMEOUT_S` fails instead of hanging a page, and a pooled connection is tested
before use, so the first page after the database restarted does not fail on a dead connection.
Error messages never show a URL's password (:func:`shown_url`).
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no flock; the writers queue on SQLite's busy handler alone
    fcntl = None

from sqlalchemy import Connection, Engine, create_engine, event, exc
from sqlalchemy.engine import make_url

from kit.store import legacy, schema
from kit.store.files import DB_NAME, data_dir, kind, set_aside, stamp

BUSY_TIMEOUT_MS = 30_000
"""How long a SQLite connection waits for another process's write lock before giving up."""

WRITERS_WAIT_S = 5.0
"""How long a SQLite writer waits its turn on the writers' file lock (:func:`writers_turn`) before
going on to SQLite's own busy handling (which then waits up to :data:`BUSY_TIMEOUT_MS` more)."""

WRITERS_SUFFIX = ".writers"
"""The writers' lock file: ``<store file><suffix>``, empty, beside the store."""

WRITE = "kit_write"
"""The execution option that makes a SQLite transaction ``BEGIN IMMEDIATE``."""


class StoreError(OSError):
    """The store cannot be opened, read or written (its folder cannot be made, the disk is full,
    the lock was held past the busy timeout, a path cannot be set aside, a newer schema).  An
    :class:`OSError`, so a caller handling file errors handles it too."""


@dataclass(frozen=True)
class Notice:
    """Something :class:`Store` did to a file on opening, for the app to say.

    Attributes:
        code: ``"store_bad"`` (the store path was not a SQLite database: set aside, a fresh
            store made), ``"json_corrupt"`` (an old ``leaderboard.json`` could not be read: set
            aside) or ``"json_imported"`` (it was imported, ``rows`` rows).
        path: the file's path before.
        aside: its path now (``None`` if another process moved it first).
        rows: rows imported (``json_imported``).
    """

    code: str
    path: Path
    aside: Path | None
    rows: int = 0

    @property
    def problem(self) -> bool:
        """Whether the person should be warned (something was put aside)."""
        return self.code != "json_imported"


def url_for(folder: str | os.PathLike | None = None) -> str:
    """The SQLite URL of the store in ``folder`` (default :func:`~kit.store.files.data_dir`)."""
    folder = Path(folder) if folder is not None else data_dir()
    return f"sqlite:///{(folder / DB_NAME).absolute()}"


CONNECT_TIMEOUT_S = 10
"""Seconds a new PostgreSQL connection may take before it fails (a page says the store cannot
be reached, and its records wait), instead of the system's minutes."""


def database_url(url: str) -> str:
    """``url`` with PostgreSQL's plain schemes (``postgresql://``, ``postgres://``) given the kit's
    driver, psycopg 3 (SQLAlchemy's default for them is psycopg2, which the kit does not install)."""
    for plain in ("postgresql://", "postgres://"):
        if url.startswith(plain):
            return "postgresql+psycopg://" + url[len(plain):]
    return url


def shown_url(url: str) -> str:
    """``url`` as an error message may show it: without its password."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except exc.ArgumentError:
        return url.split("://")[0] + "://…"


def sqlite_path(url: str) -> Path | None:
    """The database file of a SQLite URL, ``None`` for another database or an in-memory one."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)


_ENGINES: dict[tuple[int, str], Engine] = {}
_ENGINES_LOCK = threading.Lock()


WAL_TRIES = 50
"""Attempts at switching a new database to WAL while other processes open it too (0.1 s apart)."""


def _on_sqlite_connect(dbapi_conn, _record) -> None:
    dbapi_conn.isolation_level = None  # the driver's own BEGIN off: _on_sqlite_begin sends it
    cursor = dbapi_conn.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
        cursor.execute("PRAGMA foreign_keys = ON")
        # WAL is kept in the file: switched once, by whichever process comes first.  The switch
        # needs the file to itself, and SQLite may answer "locked" at once, without waiting,
        # while twenty kernels open a new store together: try again shortly.
        for attempt in range(WAL_TRIES):
            try:
                if cursor.execute("PRAGMA journal_mode").fetchone()[0].lower() == "wal":
                    break
                cursor.execute("PRAGMA journal_mode = WAL")
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) and "busy" not in str(error) or attempt == WAL_TRIES - 1:
                    raise
                time.sleep(0.1)
    finally:
        cursor.close()


def _on_sqlite_begin(conn: Connection) -> None:
    conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get(WRITE) else "BEGIN")


def engine_for(url: str) -> Engine:
    """The engine of ``url``, made once per process (a forked child makes its own); for SQLite
    with the busy timeout, WAL and ``BEGIN IMMEDIATE`` for writes; for PostgreSQL with a connect
    timeout and pooled connections tested before use (see the module docstring).

    Raises:
        StoreError: ``url`` is not a database URL the kit can use (its driver is not installed).
    """
    key = (os.getpid(), url)
    with _ENGINES_LOCK:
        engine = _ENGINES.get(key)
        if engine is None:
            try:
                if make_url(url).get_backend_name() == "postgresql":
                    engine = create_engine(url, pool_pre_ping=True,
                                           connect_args={"connect_timeout": CONNECT_TIMEOUT_S})
                else:
                    engine = create_engine(url)
            except (exc.ArgumentError, exc.NoSuchModuleError, ImportError) as error:
                raise StoreError(f"the store's URL {shown_url(url)} is not one the kit can use "
                                 f"(sqlite:///<file> or postgresql://…, with psycopg installed): {error}") from None
            if engine.dialect.name == "sqlite":
                event.listen(engine, "connect", _on_sqlite_connect)
                event.listen(engine, "begin", _on_sqlite_begin)
            _ENGINES[key] = engine
        return engine


def forget_engine(url: str) -> None:
    """Close this process's engine of ``url`` (its file was set aside); the next use makes one."""
    with _ENGINES_LOCK:
        engine = _ENGINES.pop((os.getpid(), url), None)
    if engine is not None:
        engine.dispose()


_JAMMED: dict[tuple[int, str], int] = {}
"""Per (process, lock file): waiters that gave up and still wait in the background to let go."""
_JAMMED_LOCK = threading.Lock()


def _lock_file(path: Path) -> int | None:
    """A new descriptor of the writers' lock file of the store ``path`` (each its own open file,
    so two threads of one process queue too); ``None`` if it cannot be opened (read-only folder)."""
    try:
        return os.open(path.with_name(path.name + WRITERS_SUFFIX),
                       os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0), 0o600)
    except OSError:
        return None


def _let_go(fd: int, held: bool, _fcntl=fcntl) -> None:
    """Unlock (if ``held``) and close ``fd``.  Unlocking first: a process forked meanwhile shares
    the open file, and closing alone would leave the lock held until the child closes it too.
    (``_fcntl`` is the module as imported: a waiter that gave up may let go much later, when a
    test has switched the module's ``fcntl`` off to play Windows.)"""
    try:
        if held:
            _fcntl.flock(fd, _fcntl.LOCK_UN)
    finally:
        os.close(fd)


def _wait_turn(fd: int, key: tuple[int, str], timeout: float) -> str:
    """Lock ``fd`` exclusively, waiting up to ``timeout`` seconds: ``"held"``, ``"failed"`` (the
    lock cannot be taken: go on without it) or ``"gave_up"`` (timed out; ``fd`` now belongs to
    the waiting helper thread, never to be closed by the caller).

    A blocking ``flock`` has no timeout and a non-blocking one would have to poll (tried: much
    slower with thirty waiters on two processors), so the blocking call waits in a helper thread,
    started only when the lock is taken.  Past the timeout the caller goes on without the lock and
    the helper keeps ``fd``: when it gets the lock, it closes ``fd`` (passing the turn on) and
    counts itself out of :data:`_JAMMED`.
    """
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return "held"
    except BlockingIOError:
        pass
    except OSError:
        return "failed"
    got, guard = threading.Event(), threading.Lock()
    state = {"held": False, "gave_up": False}

    def wait() -> None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            held = True
        except OSError:
            held = False
        with guard:
            if not state["gave_up"]:
                state["held"] = held
                got.set()
                return
        _let_go(fd, held)  # the caller went on without it: pass the turn on
        with _JAMMED_LOCK:
            _JAMMED[key] -= 1

    try:
        threading.Thread(target=wait, name="kit-store-writers-turn", daemon=True).start()
    except RuntimeError:  # no thread can be started (interpreter shutting down)
        return "failed"
    interrupted = True  # (a KeyboardInterrupt: the kernel's stop button)
    try:
        got.wait(timeout)
        interrupted = False
    finally:
        with guard:
            if got.is_set():
                outcome = "held" if state["held"] else "failed"
            else:
                outcome, state["gave_up"] = "gave_up", True
                with _JAMMED_LOCK:
                    _JAMMED[key] = _JAMMED.get(key, 0) + 1
        if interrupted and outcome != "gave_up":
            _let_go(fd, outcome == "held")  # never keep a turn nobody will use
    return outcome


@contextmanager
def writers_turn(path: Path | None, timeout: float | None = None) -> Iterator[bool]:
    """Wait for this writer's turn on the writers' file lock of the SQLite store ``path``, for the
    ``with`` block (one write transaction); yields whether the turn is held.

    The lock is ``flock`` on ``<path>.writers`` (:data:`WRITERS_SUFFIX`): the operating system
    wakes the next waiter as soon as a writer lets go (or its process dies), where SQLite's own
    busy handler sleeps up to 100 ms between tries.  Past ``timeout`` seconds (default
    :data:`WRITERS_WAIT_S`) a writer goes on without its turn to SQLite's busy handling, which
    waits up to :data:`BUSY_TIMEOUT_MS` and then raises "database is locked" as it would without
    the queue (a page waits :data:`WRITERS_WAIT_S` + :data:`BUSY_TIMEOUT_MS` at most): a writer
    stuck inside its transaction never hangs a page.  While a waiter that gave
    up still waits in the background, the process's writers skip the queue (a stuck writer costs
    each process one timeout, and one waiting thread).  No queue (yields ``False`` at once):
    another database (``path`` is ``None``: PostgreSQL locks for itself), no ``fcntl``
    (Windows), a lock file that cannot be opened or locked.

    Args:
        path: the store's SQLite file (:attr:`Store.path`), or ``None``.
        timeout: seconds to wait for the turn (``float``), default :data:`WRITERS_WAIT_S`.
    """
    if path is None or fcntl is None:
        yield False
        return
    key = (os.getpid(), str(path))
    with _JAMMED_LOCK:
        jammed = _JAMMED.get(key, 0) > 0
    fd = None if jammed else _lock_file(path)
    if fd is None:
        yield False
        return
    turn = _wait_turn(fd, key, WRITERS_WAIT_S if timeout is None else timeout)
    if turn == "failed":
        os.close(fd)
    try:
        yield turn == "held"
    finally:
        if turn == "held":
            _let_go(fd, True)


class Store:
    """The store at ``url`` (see the module docstring), opened, checked and upgraded.

    Args:
        url: an SQLAlchemy URL (``str``), e.g. ``"sqlite:////srv/kit/kit.sqlite3"`` or
            ``"postgresql+psycopg://kit@db/kit"``; default :func:`url_for` the data folder.

    Attributes:
        url: the URL.
        path: the SQLite file (``None`` for another database).
        engine: this process's engine of ``url``.
        notices: the :class:`Notice` list of what was done on opening.

    Raises:
        StoreError: the folder cannot be made, a path that is not a database cannot be set
            aside, the database cannot be opened, or it was written by a newer kit.
    """

    def __init__(self, url: str | None = None) -> None:
        self.url = database_url(url or url_for())
        try:
            self.path = sqlite_path(self.url)
        except exc.ArgumentError as error:
            raise StoreError(f"the store's URL {shown_url(self.url)} is not one the kit can use "
                             f"(sqlite:///<file> or postgresql://…): {error}") from None
        self.notices: list[Notice] = []
        if self.path is not None:
            self._check_file()
        self.engine = engine_for(self.url)  # a driver that is not installed: a StoreError with words
        try:
            self._open()
        except exc.DatabaseError as error:
            if self.path is None or "not a database" not in str(error) and "malformed" not in str(error):
                raise StoreError(f"cannot open the store {shown_url(self.url)}: {error.orig or error}") from error
            self._put_aside()  # a SQLite header over something else: put aside once, then a fresh one
            self.engine = engine_for(self.url)
            try:
                self._open()
            except exc.DBAPIError as again:
                raise StoreError(f"cannot open the store {shown_url(self.url)}: {again.orig or again}") from again
        except RuntimeError as error:  # a newer schema
            raise StoreError(str(error)) from error
        if self.path is not None:
            self._import_json()

    # --- opening --------------------------------------------------------------------------------
    def _check_file(self) -> None:
        """Make the folder; set aside whatever at the path is not a SQLite database."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            found = kind(self.path)
        except OSError as error:
            raise StoreError(f"cannot make or read the store's folder {self.path.parent}: {error}") from error
        if found in ("not-sqlite", "not-a-file"):
            self._put_aside()

    def _put_aside(self) -> None:
        """Rename the store file (and a journal beside it) to ``<name>.bad-<timestamp>``."""
        forget_engine(self.url)
        suffix = f".bad-{stamp()}"
        try:
            aside = set_aside(self.path, suffix)
            if aside is not None:
                for extra in ("-wal", "-shm", "-journal"):  # never let a stray journal touch the new store
                    if os.path.lexists(self.path.with_name(self.path.name + extra)):
                        set_aside(self.path.with_name(self.path.name + extra), suffix)
        except OSError as error:
            raise StoreError(f"{self.path} is not a SQLite database and cannot be set aside ({error}): "
                             "move it away by hand") from error
        if aside is None:
            return  # another process set it aside (and says so)
        self.notices.append(Notice("store_bad", self.path, aside))
        warnings.warn(f"the store {self.path} was not a SQLite database: kept aside as "
                      f"{aside.name}, a fresh store was made",
                      UserWarning, stacklevel=4)

    def _open(self) -> None:
        """Make or upgrade the tables (one write transaction, only when the version is behind)."""
        with self.engine.connect() as conn:
            found = schema.stored_version(conn)
        if found != schema.SCHEMA_VERSION:
            with writers_turn(self.path), self.engine.connect() as conn:
                with conn.execution_options(**{WRITE: True}).begin():
                    if conn.dialect.name == "postgresql":  # one upgrader at a time (SQLite: BEGIN IMMEDIATE)
                        conn.exec_driver_sql("SELECT pg_advisory_xact_lock(5835)")
                    schema.upgrade(conn)

    def _import_json(self) -> None:
        """Import an old ``leaderboard.json`` beside the store file (:mod:`kit.store.legacy`)."""
        folder = self.path.parent
        if not os.path.lexists(folder / legacy.FILE_NAME):
            return
        path, done = folder / legacy.FILE_NAME, None
        try:
            with self.write() as conn:
                done = legacy.import_file(conn, folder)
        except OSError as error:
            if done is not None and done.outcome == "imported" and done.aside is not None:
                os.rename(done.aside, path)  # not committed: the file is still to import
            raise StoreError(f"cannot import or set aside {path}: {error}") from error
        if done is None:
            return
        if done.outcome == "corrupt":
            self.notices.append(Notice("json_corrupt", path, done.aside))
            warnings.warn(f"the leaderboard file {path} was corrupt: kept aside as "
                          f"{done.aside.name if done.aside else '(moved)'}", UserWarning, stacklevel=4)
        else:
            self.notices.append(Notice("json_imported", path, done.aside, done.rows))

    # --- transactions ---------------------------------------------------------------------------
    @contextmanager
    def read(self) -> Iterator[Connection]:
        """A connection in a read transaction (SQLite: ``BEGIN``, a snapshot of the store).

        Raises:
            StoreError: the database cannot be read.
        """
        try:
            with self.engine.connect() as conn, conn.begin():
                yield conn
        except exc.OperationalError as error:
            raise StoreError(f"cannot read the store {shown_url(self.url)}: {error.orig or error}") from error

    @contextmanager
    def write(self) -> Iterator[Connection]:
        """A connection in a write transaction, committed at the end of the ``with`` block,
        rolled back on an exception (SQLite: the writer's turn first, :func:`writers_turn`, then
        ``BEGIN IMMEDIATE``, waiting for other writers up to :data:`BUSY_TIMEOUT_MS`).

        Raises:
            StoreError: the database cannot be written (locked past the timeout, disk full, read-only).
        """
        try:
            with writers_turn(self.path), self.engine.connect() as conn:
                with conn.execution_options(**{WRITE: True}).begin():
                    yield conn
        except exc.OperationalError as error:
            raise StoreError(f"cannot write the store {shown_url(self.url)}: {error.orig or error}") from error
