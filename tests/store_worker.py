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
