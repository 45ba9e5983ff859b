"""Benchmark: the CPU time of each of the teacher's problems (tests/teacher_problems.py), solved
with the kit as a teacher types it in a cell, and its answer beside the one computed apart.

The target of issue 34: every problem in at most five lines and under 0.5 s of CPU.  Each problem
runs ``--repeat`` times in a fresh namespace (the notebook's imports done once, before the clock);
the best CPU time (``time.process_time``) is reported.

Usage: ``python bench/problems.py [--repeat 3]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from teacher_problems import PRELUDE, PROBLEMS  # noqa: E402


def cpu_of(code: str, repeat: int) -> tuple[float, object]:
    """Best CPU seconds over ``repeat`` runs of ``code`` after :data:`PRELUDE`, and its answer."""
    base: dict = {}
    exec(PRELUDE, base)
    best, answer = float("inf"), None
    for _ in range(repeat):
        scope = dict(base)
        start = time.process_time()
        exec(code, scope)
        best = min(best, time.process_time() - start)
        answer = scope["answer"]
    return best, answer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    worst = 0.0
    print(f"{'id':4} {'lines':>5} {'CPU s':>8}  agrees  answer")
    for p in PROBLEMS:
        seconds, answer = cpu_of(p.code, args.repeat)
        worst = max(worst, seconds)
        same = answer == p.independent()
        print(f"{p.id:4} {p.lines:>5} {seconds:8.4f}  {'yes' if same else 'NO':6}  {answer}")
    print(f"slowest {worst:.4f} s: {'within' if worst < 0.5 else 'OVER'} the 0.5 s target")


if __name__ == "__main__":
    main()
