"""Benchmarks for the foundation: dealing and simulated hands.

Each figure is printed beside a baseline measured in the same process, on the same machine,
so the ratio means something wherever it is run:

* ``deal()`` (shuffle + validation + one-at-a-time dealing into Card tuples) against a bare
  ``Generator.permutation(40)``: the cost of the kit's bookkeeping per deal.
* ``sample_hands()`` (all hands in one numpy call) against drawing the same hands one at a
  time in a Python loop: why the simulations in the notebooks are vectorized.

Usage: ``python bench/dealing.py [--seconds 1.0]`` (``make bench`` runs every benchmark).
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from kit.deal import deal
from kit.prob import sample_hands


def rate(fn, seconds: float) -> float:
    """Calls of ``fn`` per second, over at least ``seconds`` of wall-clock time."""
    calls, start = 0, time.perf_counter()
    while True:
        fn()
        calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return calls / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args()

    rng = np.random.default_rng(1)
    base = rate(lambda: rng.permutation(40), args.seconds)
    kit_rate = rate(lambda: deal("italian40", 4, 3, rng=rng), args.seconds)
    print(f"deal italian40, 4x3:   {kit_rate:>12,.0f} deals/s   baseline permutation(40): {base:>12,.0f}/s   "
          f"kit/baseline {kit_rate / base:.2f} (1 would mean dealing costs nothing beyond the shuffle)")

    batch = 10_000
    loop = rate(lambda: [rng.permutation(40)[:3] for _ in range(batch)], args.seconds) * batch
    vec = rate(lambda: sample_hands(40, 3, batch, rng), args.seconds) * batch
    print(f"sample_hands 3 of 40:  {vec:>12,.0f} hands/s   baseline Python loop:      {loop:>12,.0f}/s   "
          f"kit/baseline {vec / loop:.2f} (higher is better: the speed-up of vectorizing)")


if __name__ == "__main__":
    main()
