"""The store's tables (SQLAlchemy Core, one :data:`metadata`) and the steps that bring an older
store up to :data:`SCHEMA_VERSION`.

The version is kept in the one-row table ``schema_version``; a database without it is version 0
(a new, empty one).  Step ``n`` of :data:`UPGRADES` takes a store from version ``n - 1`` to ``n``
by creating the tables (or columns) version ``n`` added; :func:`upgrade` runs the steps missing,
in order, inside the caller's write transaction, so two processes opening an old store at once
upgrade it once.  A new table goes into :data:`metadata` with a step that creates it, and
:data:`SCHEMA_VERSION` goes up by one.

Versions: 1, the 3-5-8 matches (TCO-9); 2, a class's records (:mod:`kit.store.classroom`).
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import (Boolean, CheckConstraint, Column, Connection, DateTime, Float, ForeignKey, Index, Integer,
                        MetaData, String, Table, UniqueConstraint, inspect, select)

from kit.store.names import MAX_NAME, MAX_NICKNAME

SCHEMA_VERSION = 2
"""The version of the tables this kit writes."""

metadata = MetaData()

schema_version = Table(
    "schema_version", metadata,
    Column("id", Integer, CheckConstraint("id = 1", name="schema_version_one_row"), primary_key=True),
    Column("version", Integer, nullable=False),
)
"""One row (``id`` 1): the store's schema version."""

tco_matches = Table(
    "tco_matches", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),  # the order matches were recorded in
    Column("name", String(MAX_NAME), nullable=False),
    Column("won", Boolean, nullable=False),
    Column("total", Integer, nullable=True),  # None: imported from a file that did not keep it
    Column("played_at", DateTime(timezone=True), nullable=True),  # UTC; None: imported, time unknown
    Index("tco_matches_name", "name"),
    Index("tco_matches_board", "won", "total"),
)
"""3-5-8: every finished match of a named person (TCO-9): played and won are counted from it, and
the won ones make the leaderboard."""


classes = Table(
    "classes", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("code", String(32), nullable=False, unique=True),  # as on the board, normalised
    Column("key_digest", String(64), nullable=False),  # SHA-256 of the teacher's key, never the key
    Column("lang", String(2), nullable=False),
    Column("started_at", DateTime(timezone=True), nullable=False),
)
"""A class the teacher started (:func:`kit.store.classroom.start_class`)."""

class_members = Table(
    "class_members", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("class_id", Integer, ForeignKey("classes.id", ondelete="CASCADE"), nullable=False),
    Column("nickname", String(MAX_NICKNAME), nullable=False),
    Column("folded", String(MAX_NICKNAME), nullable=False),  # the nickname case-folded: unique in a class
    Column("token_digest", String(64), nullable=False),  # SHA-256 of the student's rejoin token
    Column("joined_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("class_id", "folded", name="class_members_nickname"),
)
"""A student in a class, by nickname only."""

class_records = Table(
    "class_records", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),  # the order records arrived in
    Column("class_id", Integer, ForeignKey("classes.id", ondelete="CASCADE"), nullable=False),
    Column("member_id", Integer, ForeignKey("class_members.id", ondelete="CASCADE"), nullable=False),
    Column("kind", String(8), nullable=False),  # "guess", "answer" or "deal"
    Column("item", String(64), nullable=False),  # the guess, question or experiment id
    Column("value", Float, nullable=True),  # a guess's number; a deal's outcome (1 the event happened, 0 not)
    Column("choice", String(64), nullable=True),  # a guess's choice
    Column("right", Boolean, nullable=True),  # an answer: right or wrong
    Column("mistake", String(64), nullable=True),  # a wrong answer: the known mistake its hint named
    Column("uid", String(32), nullable=False),  # the page's id of the record: sent twice, kept once
    Column("at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("class_id", "uid", name="class_records_once"),
    Index("class_records_item", "class_id", "kind", "item"),
    Index("class_records_rate", "member_id", "at"),
)
"""What a class's students sent: guesses, sheet answers, deals of a class experiment."""


def _to_1(conn: Connection) -> None:
    """Version 1: the version table and the 3-5-8 matches."""
    schema_version.create(conn, checkfirst=True)
    tco_matches.create(conn, checkfirst=True)


def _to_2(conn: Connection) -> None:
    """Version 2: a class's records (classes, members, records)."""
    for table in (classes, class_members, class_records):
        table.create(conn, checkfirst=True)


UPGRADES: dict[int, Callable[[Connection], None]] = {1: _to_1, 2: _to_2}
"""Step ``n``: from version ``n - 1`` to ``n`` (the caller's transaction)."""


def stored_version(conn: Connection) -> int:
    """The schema version written in the store (0 when it has no version table yet)."""
    if not inspect(conn).has_table(schema_version.name):
        return 0
    found = conn.execute(select(schema_version.c.version).where(schema_version.c.id == 1)).scalar()
    return int(found or 0)


def upgrade(conn: Connection, target: int | None = None) -> tuple[int, int]:
    """Bring the store up to ``target`` (default :data:`SCHEMA_VERSION`), running the missing
    steps of :data:`UPGRADES` in order and writing the new version, in ``conn``'s transaction.

    Returns:
        ``(found, now)``: the version found and the version now.

    Raises:
        RuntimeError: the store was written by a newer kit (a version above ``target``), or a
            step is missing.
    """
    target = SCHEMA_VERSION if target is None else target
    found = stored_version(conn)
    if found > target:
        raise RuntimeError(f"the store has schema version {found}, newer than this kit's {target}: "
                           "update the kit to use it")
    for step in range(found + 1, target + 1):
        if step not in UPGRADES:
            raise RuntimeError(f"no upgrade step to schema version {step}")
        UPGRADES[step](conn)
    if found != target:
        if conn.execute(select(schema_version.c.id)).first() is None:
            conn.execute(schema_version.insert().values(id=1, version=target))
        else:
            conn.execute(schema_version.update().where(schema_version.c.id == 1).values(version=target))
    return found, target
