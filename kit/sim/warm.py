"""Compile the fast paths once, before many processes need them: ``python -m kit.sim.warm``.

numba compiles a fast path at its first call and keeps the machine code in its on-disk cache
(:mod:`kit.sim.compiled`), so every later process loads it in a second or two.  On a fresh
install nothing is cached yet, and the first call takes long (UNO's fast path about 30 s of one
core; the slap games and Un, due, tre a few seconds more).  Several processes starting at once
— a class's kernels, the test suite's workers — would each compile the same code.  This runs
each fast path once on a few games, the parts in parallel processes (``--jobs``), and returns
when the cache holds them.

``python -m kit.sim.warm [uno] [slap] [un_due_tre]`` warms the parts named (all by default).
"""

from __future__ import annotations

import argparse
import subprocess
import sys

PARTS = ("uno", "slap", "un_due_tre")
"""The compiled fast paths, by module of :mod:`kit.sim`."""


def warm(part: str) -> None:
    """Call every entry point of the fast path ``part`` on a few games (compiling what is not
    cached yet).

    Raises:
        ValueError: ``part`` is not one of :data:`PARTS`.
    """
    import numpy as np

    if part == "uno":
        from kit.games import uno
        from kit.sim.uno import simulate_hands, simulate_matches, trace_hand

        for level in ("random", "heuristic"):
            simulate_hands(uno.Rules(), 4, 10, 0, [level] * 4)
        simulate_matches(uno.Rules(target=50), 3, 2, 0, ["heuristic"] * 3)
        trace_hand(uno.Rules(), 4, 0, ["heuristic"] * 4)
    elif part == "slap":
        from kit.games.un_due_tre import computer
        from kit.sim.slap import VARIANTS, faster_wins, play_seeded, simulate

        for rules in VARIANTS.values():
            play_seeded(1, rules, 3, [computer("normal")] * 3)
            simulate(50, rules, 3, block=25, workers=1)
        faster_wins(games=100, workers=1)
    elif part == "un_due_tre":
        from kit.sim.un_due_tre import longest_games, play_values, random_deals, simulate, summarize

        for players in (2, 3):
            play_values(random_deals(np.random.default_rng(0), 10), players)
            simulate(100, players, block=50, workers=1, progress=False)
            longest_games(100, players, block=50, workers=1, progress=False)
            summarize(100, players, block=50, workers=1, progress=False)
    else:
        raise ValueError(f"no fast path {part!r}; the parts are {list(PARTS)}")


def warm_all(parts: tuple[str, ...] = PARTS, jobs: int = 2) -> None:
    """Warm ``parts``, ``jobs`` processes at a time (UNO, the longest, in one; the rest in another).

    Raises:
        RuntimeError: a part failed (its process's error output is in the message).
    """
    queue = list(parts)
    running: list[tuple[str, subprocess.Popen]] = []
    while queue or running:
        while queue and len(running) < max(1, jobs):
            part = queue.pop(0)
            running.append((part, subprocess.Popen([sys.executable, "-m", "kit.sim.warm", "--one", part],
                                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)))
        part, process = running.pop(0)
        _, err = process.communicate()
        if process.returncode:
            raise RuntimeError(f"compiling the {part} fast path failed:\n{err[-3000:]}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("parts", nargs="*", help=f"the fast paths to compile, of {', '.join(PARTS)} (default: all)")
    parser.add_argument("--jobs", type=int, default=2, help="processes at a time")
    parser.add_argument("--one", choices=PARTS, help=argparse.SUPPRESS)  # one part, in this process
    args = parser.parse_args(argv)
    unknown = sorted(set(args.parts) - set(PARTS))
    if unknown:
        parser.error(f"no fast path {', '.join(unknown)}; the parts are {', '.join(PARTS)}")
    if args.one:
        warm(args.one)
    else:
        warm_all(tuple(args.parts) or PARTS, args.jobs)


if __name__ == "__main__":
    main()
