"""The store's tables (SQLAlchemy Core, one :data:`metadata`) and the steps that bring an older
store up to :data:`SCHEMA_VERSION`.

The version is kept in the one-row table ``schema_version``; a database without it is version 0
(a new, empty one).  Step ``n`` of :data:`UPGRADES` takes a store from version ``n - 1`` to ``n``
by creating the tables (or columns) version ``n`` added; :func:`upgrade` runs the steps missing,
in order, inside the caller's write transaction, so two processes opening an old store at once
upgrade it once.  A later issue adds its tables to :data:`metadata`, a step ``_to_2`` that
creates them, and raises :data:`SCHEMA_VERSION` to 2.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import (Boolean, CheckConstraint, Column, Connection, DateTime, Index, Integer, MetaData,
                        String, Table, inspect, select)

from kit.store.names import MAX_NAME

SCHEMA_VERSION = 1
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


def _to_1(conn: Connection) -> None:
    """Version 1: the version table and the 3-5-8 matches."""
    schema_version.create(conn, checkfirst=True)
    tco_matches.create(conn, checkfirst=True)


UPGRADES: dict[int, Callable[[Connection], None]] = {1: _to_1}
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
