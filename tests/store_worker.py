"""A kernel of a class for tests/test_store.py, in a module of its own so that a spawned process
imports only this and the kit (not pytest or the test module)."""

from __future__ import annotations

import time

from kit.ui.leaderboard import Leaderboard


def record_matches(folder: str, pupil: int, matches: int, barrier, times) -> None:
    """Wait for the other processes at ``barrier``, then record ``matches`` matches of
    ``pupil<NN>`` in the store of ``folder``; put the seconds it took in the queue ``times``."""
    import sys
    import traceback

    try:
        barrier.wait(timeout=120)
        start = time.perf_counter()
        board = Leaderboard(folder)
        for j in range(matches):
            board.record(f"pupil{pupil:02d}", won=j % 2 == 0, total=j)
        times.put(time.perf_counter() - start)
    except BaseException:  # the test shows what went wrong in which process
        times.put(f"pupil{pupil:02d}: {traceback.format_exc()}")
        sys.exit(1)


def record_matches_at(url: str, pupil: int, matches: int, barrier, times) -> None:
    """As :func:`record_matches`, on the store at ``url`` (a PostgreSQL database opened for the
    first time by every process at once: the schema is made by one of them, the others wait)."""
    import sys
    import traceback

    from kit.store import tre_cinque_otto as tco_store
    from kit.store.core import Store

    try:
        barrier.wait(timeout=120)
        start = time.perf_counter()
        store = Store(url)
        for j in range(matches):
            tco_store.record(store, f"pupil{pupil:02d}", j % 2 == 0, j)
        times.put(time.perf_counter() - start)
    except BaseException:
        times.put(f"pupil{pupil:02d}: {traceback.format_exc()}")
        sys.exit(1)
