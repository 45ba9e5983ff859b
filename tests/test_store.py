"""The class's store (kit.store): many processes writing at once lose nothing, hostile files at its
path are set aside without blocking, an old leaderboard.json is imported once, the schema's version
is kept and upgraded, names are bounded (TCO-9 for the 3-5-8 rows)."""

from __future__ import annotations

import codecs
import json
import multiprocessing
import os
import sqlite3
import time
import warnings

import pytest
import sqlalchemy

from kit import store as ks
from kit.store import core, files, legacy, schema
from kit.store import tre_cinque_otto as tco_store
from kit.ui import leaderboard as lb
from store_worker import record_matches, record_matches_at

PROCESSES, EACH = 20, 10


def test_twenty_processes_recording_at_once_keep_every_match(tmp_path):
    """20 separate processes (spawned, as 20 kernels of one Voila server) open a new store at the
    same moment and each records 10 matches: all 200 are kept, each pupil's counted right."""
    ctx = multiprocessing.get_context("spawn")
    barrier, times = ctx.Barrier(PROCESSES), ctx.Queue()
    procs = [ctx.Process(target=record_matches, args=(str(tmp_path), i, EACH, barrier, times)) for i in range(PROCESSES)]
    for proc in procs:
        proc.start()
    for proc in procs:
        proc.join(timeout=120)
    said = [times.get(timeout=5) for _ in range(sum(proc.exitcode is not None for proc in procs))]
    assert [proc.exitcode for proc in procs] == [0] * PROCESSES, [s for s in said if isinstance(s, str)]
    board = lb.Leaderboard(tmp_path)
    assert tco_store.count(board.store) == PROCESSES * EACH
    assert all(board.stats(f"pupil{i:02d}") == (EACH, EACH // 2) for i in range(PROCESSES))
    assert len(board.top(1000)) == PROCESSES * EACH // 2
    slowest = max(said)
    assert slowest < 60, slowest  # queued behind each other, never failed
    assert board.warning is None and not list(tmp_path.glob("*.bad-*"))


def test_every_connection_waits_for_the_lock_in_wal_mode_and_engines_are_made_once(tmp_path):
    store = ks.Store(core.url_for(tmp_path))
    with store.read() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == ks.BUSY_TIMEOUT_MS
    assert ks.Store(core.url_for(tmp_path)).engine is store.engine  # one engine per URL per process
    assert ks.engine_for(core.url_for(tmp_path / "other")) is not store.engine


def test_default_store_is_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("KIT_DATA_DIR", str(tmp_path / "d"))
    assert ks.data_dir() == tmp_path / "d" and lb.data_dir() == tmp_path / "d"
    store = ks.Store()
    assert store.path == (tmp_path / "d" / "kit.sqlite3").absolute() and store.path.is_file()


# --- the schema's version ---------------------------------------------------------------------

def test_the_schema_version_is_stored(tmp_path):
    ks.Store(core.url_for(tmp_path))
    with sqlite3.connect(tmp_path / "kit.sqlite3") as db:
        assert db.execute("SELECT id, version FROM schema_version").fetchall() == [(1, ks.SCHEMA_VERSION)]
        assert {"schema_version", "tco_matches"} <= {r[0] for r in db.execute("SELECT name FROM sqlite_master")}


@pytest.mark.parametrize("old", ["CREATE TABLE schema_version (id INTEGER PRIMARY KEY, version INTEGER NOT NULL);"
                                 "INSERT INTO schema_version VALUES (1, 0);",
                                 "CREATE TABLE notes (x TEXT); INSERT INTO notes VALUES ('kept');"],
                         ids=["version-0-table", "no-version-table"])
def test_a_version_0_store_is_upgraded_on_opening(tmp_path, old):
    with sqlite3.connect(tmp_path / "kit.sqlite3") as db:
        db.executescript(old)
    store = ks.Store(core.url_for(tmp_path))
    assert store.notices == []
    tco_store.record(store, "Ada", True, 2)
    with sqlite3.connect(tmp_path / "kit.sqlite3") as db:
        assert db.execute("SELECT version FROM schema_version").fetchall() == [(ks.SCHEMA_VERSION,)]
        assert db.execute("SELECT name, total FROM tco_matches").fetchall() == [("Ada", 2)]
        if "notes" in old:
            assert db.execute("SELECT x FROM notes").fetchall() == [("kept",)]  # nothing else touched


def test_a_version_1_store_gains_the_class_tables_and_keeps_its_matches(tmp_path):
    """Schema version 2 (issue 24) adds classes, members and records to a 3-5-8 store."""
    engine = sqlalchemy.create_engine(core.url_for(tmp_path))
    with engine.begin() as conn:  # a store as version 1 of the kit left it
        schema.upgrade(conn, target=1)
        conn.exec_driver_sql("INSERT INTO tco_matches (name, won, total) VALUES ('Ada', 1, 7)")
    engine.dispose()
    store = ks.Store(core.url_for(tmp_path))
    with sqlite3.connect(tmp_path / "kit.sqlite3") as db:
        assert db.execute("SELECT version FROM schema_version").fetchall() == [(2,)]
        assert {"classes", "class_members", "class_records"} <= {r[0] for r in db.execute("SELECT name FROM sqlite_master")}
    assert tco_store.stats(store, "Ada") == (1, 1)


def test_a_later_version_adds_its_step_and_runs_it_once_and_is_then_refused_by_an_older_kit(any_url, monkeypatch):
    """On SQLite and on PostgreSQL (where twenty processes may open a store at once: the upgrade
    runs under an advisory lock)."""
    store = ks.Store(any_url)
    tco_store.record(store, "Ada", True, 2)
    ran = []
    later = ks.SCHEMA_VERSION + 1

    def step(conn):
        ran.append(schema.stored_version(conn))
        conn.exec_driver_sql("CREATE TABLE guesses (id INTEGER PRIMARY KEY, guess TEXT)")

    monkeypatch.setitem(schema.UPGRADES, later, step)
    monkeypatch.setattr(schema, "SCHEMA_VERSION", later)
    core.forget_engine(any_url)
    ks.Store(any_url)
    ks.Store(any_url)
    assert ran == [later - 1]
    with ks.Store(any_url).engine.connect() as db:
        assert db.exec_driver_sql("SELECT version FROM schema_version").fetchall() == [(later,)]
        assert db.exec_driver_sql("SELECT count(*) FROM guesses").fetchall() == [(0,)]
        assert db.exec_driver_sql("SELECT name FROM tco_matches").fetchall() == [("Ada",)]
    monkeypatch.undo()
    core.forget_engine(any_url)
    with pytest.raises(ks.StoreError, match=f"schema version {later}, newer"):
        ks.Store(any_url)


def test_a_store_from_a_newer_kit_is_refused_clearly(tmp_path):
    ks.Store(core.url_for(tmp_path))
    with sqlite3.connect(tmp_path / "kit.sqlite3") as db:
        db.execute("UPDATE schema_version SET version = 99")
    with pytest.raises(ks.StoreError, match="schema version 99, newer"):
        ks.Store(core.url_for(tmp_path))


# --- hostile files at the store's path ---------------------------------------------------------

def _opened_fresh(tmp_path) -> lb.Leaderboard:
    """A Leaderboard opened over a hostile file: it says so, keeps the file aside and saves."""
    board = lb.Leaderboard(tmp_path)
    started = time.perf_counter()
    with pytest.warns(UserWarning, match="not a SQLite database"):
        assert board.stats("Ada") == (0, 0)
    assert time.perf_counter() - started < 5  # never blocked
    assert board.warning == "store_bad"
    assert "was damaged, not a database" in lb.table_html(board, "Ada", "en")
    assert "era rovinato, non era un database" in lb.table_html(board, "Ada", "it")
    for i in range(3):  # every later save kept
        board.record("Ada", won=True, total=i)
    assert lb.Leaderboard(tmp_path).stats("Ada") == (3, 3)
    return board


@pytest.mark.parametrize("content", [
    codecs.BOM_UTF16_LE + '{"version": 1, "players": {}}'.encode("utf-16-le"),  # Notepad's "Unicode"
    codecs.BOM_UTF8 + b'{"version": 1, "players": {}, "leaderboard": []}',
    b"SQLite format 3\x00" + b"\xff" * 5000,  # the header, then rubbish
    b"tiny"], ids=["utf-16", "utf-8-bom-json", "sqlite-header-then-rubbish", "shorter-than-a-header"])
def test_a_file_that_is_not_sqlite_is_set_aside_and_a_fresh_store_made(tmp_path, content):
    (tmp_path / "kit.sqlite3").write_bytes(content)
    board = _opened_fresh(tmp_path)
    aside = list(tmp_path.glob("kit.sqlite3.bad-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == content and board.notices[0].aside == aside[0]


def test_a_fifo_at_the_store_path_is_never_opened_but_set_aside(tmp_path):
    os.mkfifo(tmp_path / "kit.sqlite3")
    _opened_fresh(tmp_path)
    aside = list(tmp_path.glob("kit.sqlite3.bad-*"))
    assert len(aside) == 1 and aside[0].is_fifo()


def test_a_folder_at_the_store_path_is_set_aside(tmp_path):
    (tmp_path / "kit.sqlite3").mkdir()
    (tmp_path / "kit.sqlite3" / "inside.txt").write_text("mine", encoding="utf-8")
    _opened_fresh(tmp_path)
    (aside,) = tmp_path.glob("kit.sqlite3.bad-*")
    assert (aside / "inside.txt").read_text(encoding="utf-8") == "mine"


def test_what_was_set_aside_is_never_overwritten(tmp_path, monkeypatch):
    monkeypatch.setattr(core, "stamp", lambda: "20250101T000000Z")
    for i in range(3):
        core.forget_engine(core.url_for(tmp_path))  # the last store closed (its WAL folded in)
        (tmp_path / "kit.sqlite3").write_text(f"not a database {i}", encoding="utf-8")
        with pytest.warns(UserWarning):
            ks.Store(core.url_for(tmp_path))
    kept = sorted(p.read_text(encoding="utf-8") for p in tmp_path.glob("kit.sqlite3.bad-20250101T000000Z*"))
    assert kept == ["not a database 0", "not a database 1", "not a database 2"]


def test_a_fifo_that_cannot_be_set_aside_is_a_clear_error_not_a_hang(tmp_path, monkeypatch):
    os.mkfifo(tmp_path / "kit.sqlite3")

    def refuse(*_):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.os, "rename", refuse)
    board = lb.Leaderboard(tmp_path)
    with pytest.raises(ks.StoreError, match="not a SQLite database and cannot be set aside.*move it away"):
        board.record("Ada", won=True, total=1)
    assert (tmp_path / "kit.sqlite3").is_fifo()


def test_a_folder_that_cannot_be_made_is_a_store_error_an_oserror(tmp_path):
    (tmp_path / "file").write_text("x", encoding="utf-8")
    with pytest.raises(OSError, match="cannot make or read the store's folder"):
        ks.Store(core.url_for(tmp_path / "file"))


# --- the old leaderboard.json --------------------------------------------------------------------

OLD = {"version": 1, "players": {"Ada": {"played": 3, "won": 2}, "Bea": {"played": 1, "won": 1}},
       "leaderboard": [{"name": "Bea", "score": 70}, {"name": "Ada", "score": 40}, {"name": "Ada", "score": 40}]}


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-32"])
def test_an_old_leaderboard_json_is_imported_once(tmp_path, encoding):
    (tmp_path / "leaderboard.json").write_bytes(json.dumps(OLD).encode(encoding))
    board = lb.Leaderboard(tmp_path)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # an import is no problem: no warning
        assert board.stats("Ada") == (3, 2) and board.stats("Bea") == (1, 1)
    assert board.top() == [("Bea", 70), ("Ada", 40), ("Ada", 40)]
    assert board.warning is None and [n.code for n in board.notices] == ["json_imported"]
    assert board.notices[0].rows == 4
    assert not (tmp_path / "leaderboard.json").exists()
    assert json.loads((tmp_path / "leaderboard.json.imported").read_bytes().decode(encoding)) == OLD
    board.record("Ada", won=True, total=5)
    again = lb.Leaderboard(tmp_path)
    assert again.stats("Ada") == (4, 3) and again.top()[:2] == [("Bea", 70), ("Ada", 50)] and again.notices == []


def test_an_old_file_with_a_huge_or_bad_name_keeps_the_other_rows(tmp_path):
    old = {"version": 1, "players": {"Ada": {"played": 1, "won": 1}, "x" * 10_000: {"played": 2, "won": 0},
                                     "Bo\x00b": {"played": 1, "won": 0}},
           "leaderboard": [{"name": "Ada", "score": 30}]}
    (tmp_path / "leaderboard.json").write_text(json.dumps(old), encoding="utf-8")
    store = ks.Store(core.url_for(tmp_path))
    assert tco_store.count(store) == 1 and tco_store.top(store) == [("Ada", 30)]


def test_a_fifo_named_leaderboard_json_is_set_aside_without_blocking(tmp_path):
    os.mkfifo(tmp_path / "leaderboard.json")
    started = time.perf_counter()
    with pytest.warns(UserWarning, match="corrupt"):
        store = ks.Store(core.url_for(tmp_path))
    assert time.perf_counter() - started < 5
    assert [n.code for n in store.notices] == ["json_corrupt"]
    assert (tmp_path / "leaderboard.json.corrupt").is_fifo()


def test_an_unreadable_old_file_is_set_aside_in_both_languages(tmp_path):
    (tmp_path / "leaderboard.json").write_bytes(b"\xff\xfe{\x00o\x00")  # UTF-16 cut short
    board = lb.Leaderboard(tmp_path)
    with pytest.warns(UserWarning, match="corrupt"):
        lb.table_html(board, "Ada", "en")
    assert "leaderboard.json.corrupt" in lb.table_html(board, "Ada", "en")
    assert "messo da parte" in lb.table_html(board, "Ada", "it")
    assert (tmp_path / "leaderboard.json.corrupt").read_bytes() == b"\xff\xfe{\x00o\x00"


# --- names -------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, kept", [("Ada", "Ada"), ("  Ada  ", "Ada"), ("Zoë 👍", "Zoë 👍"), ("x" * 40, "x" * 40),
                                        ("<b>&", "<b>&")])
def test_names_the_store_keeps(name, kept):
    assert ks.check_name(name) == kept


@pytest.mark.parametrize("name, reason", [("", "empty"), ("   ", "empty"), ("x" * 41, "long"), ("Ada\nBo", "unprintable"),
                                          ("Ada\x00", "unprintable"), ("\ud800", "unprintable"), ("A\u200bda", "unprintable"),
                                          (3, "type"), (None, "type")],
                         ids=["empty", "blank", "41", "line-break", "nul", "lone-surrogate", "zero-width", "int", "none"])
def test_names_refused_say_what_is_allowed(name, reason):
    with pytest.raises(ks.BadName, match="1 to 40 printable characters") as caught:
        ks.check_name(name)
    assert caught.value.reason == reason and isinstance(caught.value, ValueError)


def test_a_10_mib_name_is_refused_fast_and_never_saved(tmp_path):
    huge = "x" * (10 * 2 ** 20)
    board = lb.Leaderboard(tmp_path)
    board.record("Ada", won=True, total=1)
    started = time.perf_counter()
    for _ in range(5):
        with pytest.raises(ks.BadName, match="1 to 40 printable characters") as caught:
            board.record(huge, won=True, total=3)
        assert len(str(caught.value)) < 300  # the name is not repeated in the message
        html = lb.table_html(board, huge, "en")
    assert time.perf_counter() - started < 0.5
    assert "A name for the leaderboard is 1 to 40" in html and len(html) < 2000
    assert tco_store.count(board.store) == 1


def test_sqlite_urls_and_other_databases():
    assert core.sqlite_path("sqlite:////srv/kit/kit.sqlite3").as_posix() == "/srv/kit/kit.sqlite3"
    assert core.sqlite_path("sqlite://") is None
    assert core.sqlite_path("postgresql+psycopg://kit@db/kit") is None
    assert legacy.valid(OLD) and not legacy.valid({**OLD, "version": 2})


@pytest.mark.parametrize("name", ["A\u200bda", "Ada\x07", "A\u2028da", "Ada\ufffd"])
def test_the_apps_name_box_refuses_every_name_the_store_would_not_keep(name):
    """One rule for names (kit.store.names.unshowable): what the store refuses, the app's name
    box refuses before a match begins, not after it; a no-break space is a space for both."""
    from kit.store.names import check_name
    from kit.ui.widgets import unshowable

    with pytest.raises(ks.BadName):
        check_name(name)
    assert unshowable(name) == 1
    assert check_name("Anna\u00a0Maria") == "Anna\u00a0Maria" and unshowable("Anna\u00a0Maria") == 0


# --- the writers' queue (kit.store.core.writers_turn) -------------------------------------------------
def lock_is_free(store) -> bool:
    """Whether the writers' lock file of ``store`` can be locked now (by another open file)."""
    import fcntl

    fd = os.open(store.path.with_name(store.path.name + core.WRITERS_SUFFIX), os.O_RDWR | os.O_CREAT)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False
    finally:
        os.close(fd)


def insert(conn, name: str) -> None:
    conn.execute(sqlalchemy.text("INSERT INTO tco_matches (name, won) VALUES (:n, 0)"), {"n": name})


def names(store) -> set[str]:
    with store.read() as conn:
        return {row[0] for row in conn.execute(sqlalchemy.text("SELECT name FROM tco_matches"))}


@pytest.mark.skipif(core.fcntl is None, reason="the writers queue on SQLite's busy handler alone (Windows)")
def test_a_writer_waits_its_turn_on_the_lock_file_not_in_sqlites_busy_handler(tmp_path, monkeypatch):
    """While one writer's transaction is open the lock file is held, and a second writer waits on
    it, not in SQLite: with SQLite's busy timeout at 0 (so a writer reaching BEGIN IMMEDIATE while
    the other holds the database fails at once with "database is locked"), the second one still
    writes, right after the first commits."""
    import threading

    monkeypatch.setattr(core, "BUSY_TIMEOUT_MS", 0)
    store = ks.Store(core.url_for(tmp_path))
    assert lock_is_free(store)
    inside, done, order = threading.Event(), [], []

    def second():
        inside.wait(10)
        with store.write() as conn:
            order.append("second")
            insert(conn, "second")
        done.append(True)

    waiter = threading.Thread(target=second)
    waiter.start()
    with store.write() as conn:
        insert(conn, "first")
        inside.set()
        assert not lock_is_free(store)  # held for the whole transaction
        time.sleep(0.3)  # the second writer is waiting meanwhile
        assert not done
        order.append("first")
    waiter.join(10)
    assert done == [True] and order == ["first", "second"]
    assert names(store) == {"first", "second"} and lock_is_free(store)


@pytest.mark.skipif(core.fcntl is None, reason="no flock on Windows")
def test_a_stuck_turn_costs_one_timeout_then_sqlite_decides(tmp_path, monkeypatch):
    """Someone holds the lock file and never lets go (a writer stopped between its turn and its
    transaction): a writer waits :data:`WRITERS_WAIT_S` and goes on to SQLite, which lets it write;
    the process's next writers skip the queue while that waiter still waits in the background, and
    once the lock is let go, the waiter passes it on and the queue is used again."""
    import fcntl

    monkeypatch.setattr(core, "WRITERS_WAIT_S", 0.3)
    store = ks.Store(core.url_for(tmp_path))
    key = (os.getpid(), str(store.path))
    stuck = os.open(store.path.with_name(store.path.name + core.WRITERS_SUFFIX), os.O_RDWR)
    fcntl.flock(stuck, fcntl.LOCK_EX)
    try:
        start = time.monotonic()
        with core.writers_turn(store.path) as held, store.engine.connect() as conn:
            with conn.execution_options(**{core.WRITE: True}).begin():
                insert(conn, "late")
        assert held is False and 0.3 <= time.monotonic() - start < 5
        assert core._JAMMED[key] == 1
        with core.writers_turn(store.path) as held:  # jammed: no second wait, no second thread
            assert held is False
        with store.write() as conn:
            insert(conn, "skipped the queue")
    finally:
        os.close(stuck)  # the stuck writer goes: its lock with it
    deadline = time.monotonic() + 10
    while core._JAMMED[key] and time.monotonic() < deadline:
        time.sleep(0.01)
    assert core._JAMMED[key] == 0 and lock_is_free(store)
    with core.writers_turn(store.path) as held:
        assert held is True and not lock_is_free(store)
    assert names(store) == {"late", "skipped the queue"}


@pytest.mark.skipif(core.fcntl is None, reason="no flock on Windows")
def test_a_writer_stuck_inside_its_transaction_gives_the_usual_error_not_a_hang(tmp_path, monkeypatch):
    """A writer holding its turn and the database (stopped inside its transaction): another writer
    waits its turn for WRITERS_WAIT_S, then SQLite's busy timeout, then gets the store's error
    ("database is locked", a StoreError the page reports as unreachable); nothing half-written."""
    import threading

    monkeypatch.setattr(core, "WRITERS_WAIT_S", 0.2)
    monkeypatch.setattr(core, "BUSY_TIMEOUT_MS", 300)
    store = ks.Store(core.url_for(tmp_path))
    holding, release = threading.Event(), threading.Event()

    def stuck_writer():
        with store.write() as conn:
            insert(conn, "stuck")
            holding.set()
            release.wait(30)

    holder = threading.Thread(target=stuck_writer)
    holder.start()
    try:
        assert holding.wait(10)
        start = time.monotonic()
        with pytest.raises(ks.StoreError, match="locked"):
            with store.write() as conn:
                insert(conn, "refused")
        assert 0.5 <= time.monotonic() - start < 10
    finally:
        release.set()
        holder.join(30)
    assert names(store) == {"stuck"}


def test_without_flock_or_for_another_database_there_is_no_queue(tmp_path, monkeypatch):
    """On Windows (no fcntl) a writer goes straight to SQLite's busy handling, and no lock file is
    made; PostgreSQL (no SQLite path) locks for itself."""
    monkeypatch.setattr(core, "fcntl", None)
    store = ks.Store(core.url_for(tmp_path))
    with store.write() as conn:
        insert(conn, "one")
    assert names(store) == {"one"}
    assert not store.path.with_name(store.path.name + core.WRITERS_SUFFIX).exists()
    monkeypatch.undo()
    with core.writers_turn(None) as held:
        assert held is False


@pytest.mark.skipif(core.fcntl is None, reason="no flock on Windows")
def test_a_writer_interrupted_while_waiting_never_keeps_the_turn(tmp_path, monkeypatch):
    """The kernel's stop button (KeyboardInterrupt) while a writer waits its turn: the interrupt
    goes through, and the waiting left behind lets the turn go as soon as it gets it."""
    import fcntl
    import threading

    class Interrupted(threading.Event):
        def wait(self, timeout=None):
            if timeout is None:  # a thread starting
                return super().wait()
            raise KeyboardInterrupt  # the writer waiting its turn

    store = ks.Store(core.url_for(tmp_path))
    key = (os.getpid(), str(store.path))
    other = os.open(store.path.with_name(store.path.name + core.WRITERS_SUFFIX), os.O_RDWR)
    fcntl.flock(other, fcntl.LOCK_EX)
    monkeypatch.setattr(core.threading, "Event", Interrupted)
    try:
        with pytest.raises(KeyboardInterrupt):
            with store.write() as conn:
                insert(conn, "never")
    finally:
        monkeypatch.undo()
        os.close(other)
    deadline = time.monotonic() + 10
    while core._JAMMED.get(key) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert core._JAMMED[key] == 0 and lock_is_free(store) and names(store) == set()


# --- the same store on PostgreSQL (issue 25) -------------------------------------------------------

def test_twenty_processes_opening_a_new_postgresql_store_at_once_make_one_schema_and_keep_every_match(pg_url):
    """20 processes open a new PostgreSQL database at the same instant: one makes the schema (the
    others wait on its advisory lock), and all 200 matches are kept."""
    ctx = multiprocessing.get_context("spawn")
    barrier, times = ctx.Barrier(PROCESSES), ctx.Queue()
    procs = [ctx.Process(target=record_matches_at, args=(pg_url, i, EACH, barrier, times)) for i in range(PROCESSES)]
    for proc in procs:
        proc.start()
    for proc in procs:
        proc.join(timeout=120)
    said = [times.get(timeout=5) for _ in range(sum(proc.exitcode is not None for proc in procs))]
    assert [proc.exitcode for proc in procs] == [0] * PROCESSES, [s for s in said if isinstance(s, str)]
    store = ks.Store(pg_url)
    assert tco_store.count(store) == PROCESSES * EACH
    assert all(tco_store.stats(store, f"pupil{i:02d}") == (EACH, EACH // 2) for i in range(PROCESSES))
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT id, version FROM schema_version").fetchall() == [(1, ks.SCHEMA_VERSION)]


@pytest.fixture(params=["sqlite", "postgresql"])
def any_url(request, tmp_path):
    """The URL of a new store on SQLite (a temporary folder) and on a new PostgreSQL database (issue 25)."""
    if request.param == "postgresql":
        return request.getfixturevalue("pg_url")
    return core.url_for(tmp_path)


@pytest.fixture
def any_store(any_url):
    """A new store at :func:`any_url`."""
    return core.Store(any_url)


def test_TCO_9_the_same_matches_statistics_and_board_on_sqlite_and_postgresql(any_store):
    """TCO-9's rows through kit.store.tre_cinque_otto on both databases: counts, the total × 10,
    equal scores in the order played, a refused row writing nothing, the schema's version."""
    with any_store.engine.connect() as db:
        assert db.execute(sqlalchemy.select(schema.schema_version.c.version)).scalar_one() == ks.SCHEMA_VERSION
    for name, won, total in (("Ada", True, 4), ("Ada", False, -2), ("Bea", True, 7), ("Cleo", True, 4), ("Ada", True, 1)):
        tco_store.record(any_store, name, won, total)
    with pytest.raises(ValueError, match="whole number"):
        tco_store.record(any_store, "Ada", True, 2.5)
    assert tco_store.count(any_store) == 5
    assert tco_store.stats(any_store, "Ada") == (3, 2) and tco_store.stats(any_store, "Dan") == (0, 0)
    assert tco_store.top(any_store) == [("Bea", 70), ("Ada", 40), ("Cleo", 40), ("Ada", 10)]


def test_postgresqls_plain_urls_use_the_kits_driver_and_a_url_it_cannot_use_is_said_in_words(pg_url):
    plain = pg_url.replace("postgresql+psycopg://", "postgresql://")
    assert core.Store(plain).engine.dialect.driver == "psycopg"  # SQLAlchemy's default would be psycopg2
    assert core.database_url(pg_url.replace("postgresql+psycopg://", "postgres://")) == pg_url
    for url, words in (("not a url", "is not one the kit can use"),
                       ("postgresql+psycopg2://kit@127.0.0.1/kit", "is not one the kit can use"),
                       ("mysql+nosuchdriver://kit@db/kit", "is not one the kit can use")):
        with pytest.raises(core.StoreError, match=words):
            core.Store(url)


def test_an_error_never_shows_the_databases_password(pg_server):
    wrong = pg_server.url("no_such_database").replace("postgres@", "postgres:s3cret-pw@")
    with pytest.raises(core.StoreError) as refused:
        core.Store(wrong)
    assert "s3cret-pw" not in str(refused.value) and "***" in str(refused.value)


def test_a_database_that_never_answers_fails_after_the_connect_timeout_instead_of_hanging(monkeypatch):
    """A server that takes the connection but never answers (a frozen machine, a wrong port that
    another program listens on): the page hears "cannot reach" after a timeout, not never."""
    import socket

    monkeypatch.setattr(core, "CONNECT_TIMEOUT_S", 1)
    with socket.socket() as mute:
        mute.bind(("127.0.0.1", 0))
        mute.listen(8)  # connections are taken by the system and never answered
        url = f"postgresql+psycopg://kit@127.0.0.1:{mute.getsockname()[1]}/kit"
        start = time.monotonic()
        with pytest.raises(core.StoreError, match="cannot open the store"):
            core.Store(url)
        assert time.monotonic() - start < 10
    core.forget_engine(url)
