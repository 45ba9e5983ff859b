"""3-5-8 in the store: each finished match of a named person, and from them the statistics and
the leaderboard (TCO-9).

A match is one row of :data:`kit.store.schema.tco_matches`, written in one short transaction: no
reading and rewriting of a shared file, so any number of kernels may record at once.
"""

from __future__ import annotations

from datetime import datetime, timezone

from sqlalchemy import case, func, select

from kit.store.core import Store
from kit.store.names import check_name
from kit.store.schema import tco_matches

SCORE_FACTOR = 10
"""TCO-9: a won match enters the leaderboard with its total times 10."""

TOP = 10
"""How many leaderboard rows are shown by default."""


def record(store: Store, name: str, won: bool, total: int, when: datetime | None = None) -> None:
    """Record one finished match of ``name``: played + 1, won + 1 if ``won``; a won match enters
    the leaderboard with ``total × 10`` (TCO-9).

    Args:
        store: the :class:`~kit.store.core.Store`.
        name: the person's name (:func:`~kit.store.names.check_name`; kept trimmed).
        won: whether the person won the match (ties included, TCO-8).
        total: the person's match total, a whole number of points (``bool`` refused).
        when: when the match ended (default now, UTC).

    Raises:
        BadName: (a :class:`ValueError`) a name the store does not keep.
        ValueError: a total that is not a whole number.
        StoreError: the store cannot be written.
    """
    name = check_name(name)
    if isinstance(total, bool) or not isinstance(total, int):
        raise ValueError(f"a match total is a whole number of points, got {total!r}")
    with store.write() as conn:
        conn.execute(tco_matches.insert().values(name=name, won=bool(won), total=total,
                                                 played_at=when or datetime.now(timezone.utc)))


def stats(store: Store, name: str) -> tuple[int, int]:
    """``(played, won)`` for ``name`` (zeros for a name never seen, or one the store would not keep).

    Raises:
        StoreError: the store cannot be read.
    """
    try:
        name = check_name(name)
    except ValueError:
        return 0, 0
    query = select(func.count(), func.coalesce(func.sum(case((tco_matches.c.won, 1), else_=0)), 0)) \
        .where(tco_matches.c.name == name)
    with store.read() as conn:
        played, won = conn.execute(query).one()
    return int(played), int(won)


def top(store: Store, n: int = TOP) -> list[tuple[str, int]]:
    """The ``n`` best leaderboard rows as ``(name, score)``: every won match with a known total,
    score = total × 10 (TCO-9), best first, earlier first among equals.

    Raises:
        StoreError: the store cannot be read.
    """
    query = (select(tco_matches.c.name, tco_matches.c.total)
             .where(tco_matches.c.won.is_(True), tco_matches.c.total.is_not(None))
             .order_by(tco_matches.c.total.desc(), tco_matches.c.id).limit(max(0, int(n))))
    with store.read() as conn:
        return [(name, SCORE_FACTOR * total) for name, total in conn.execute(query)]


def count(store: Store) -> int:
    """How many matches the store holds (every name)."""
    with store.read() as conn:
        return int(conn.execute(select(func.count()).select_from(tco_matches)).scalar_one())
