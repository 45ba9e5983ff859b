"""Benchmark: the CPU time of each of the teacher's problems (tests/teacher_problems.py), solved
with the kit as a teacher types it in a cell, and its answer beside the one computed apart.

The target of issue 34: every problem in at most five lines and under 0.5 s of CPU.  Each problem
runs ``--repeat`` times in a fresh namespace (the notebook's imports done once, before the clock);
the CPU time (``time.process_time``) of the first run and the best are reported.
The problems run in order in one process, so a later one may find a count an earlier one made;
the slowest first run is the figure to hold against the target.

Usage: ``python bench/problems.py [--repeat 3]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from teacher_problems import PRELUDE, PROBLEMS  # noqa: E402


def cpu_of(code: str, repeat: int) -> tuple[float, float, object]:
    """CPU seconds of the first run of ``code`` after :data:`PRELUDE` (as a teacher's cell meets
    it: nothing computed before) and the best of ``repeat`` runs (the toolkit keeps what it has
    counted), and its answer."""
    base: dict = {}
    exec(PRELUDE, base)
    times, answer = [], None
    for _ in range(repeat):
        scope = dict(base)
        start = time.process_time()
        exec(code, scope)
        times.append(time.process_time() - start)
        answer = scope["answer"]
    return times[0], min(times), answer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    worst = 0.0
    print(f"{'id':4} {'lines':>5} {'first s':>8} {'best s':>8}  agrees  answer")
    for p in PROBLEMS:
        first, best, answer = cpu_of(p.code, args.repeat)
        worst = max(worst, first)
        same = answer == p.independent()
        print(f"{p.id:4} {p.lines:>5} {first:8.4f} {best:8.4f}  {'yes' if same else 'NO':6}  {answer}")
    print(f"slowest {worst:.4f} s: {'within' if worst < 0.5 else 'OVER'} the 0.5 s target")


if __name__ == "__main__":
    main()
