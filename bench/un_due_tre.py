"""Benchmark of the Un, due, tre fast path against the engine, in the same process.

For the 40-card and the 52-card game without slaps (Straccia camicia / Beggar-my-neighbour),
2 players, loop detection on:

* fast path: deals per second for :func:`kit.sim.un_due_tre.simulate` — shuffling included,
  one core, compiled code already cached (a warm-up call comes first);
* engine: deals per second for :func:`kit.games.un_due_tre.play_out` on a sample of the same
  deals; the ratio fast/engine is printed (the target is at least 25);
* loop detection cost: the fast path with its loop check against the same run with the check
  pushed out of reach (a ratio near 1 means it costs the common case nothing).

Usage: ``python bench/un_due_tre.py [--deals 1000000] [--engine-deals 300]``.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from kit.games.un_due_tre import Rules, play_out
from kit.sim.un_due_tre import packets_text, play_values, random_deals, simulate


def per_second(count: int, fn) -> float:
    start = time.perf_counter()
    fn()
    return count / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--engine-deals", type=int, default=300)
    args = parser.parse_args()
    for label, rules in [("40-card", Rules(straccia_camicia=True)), ("52-card", Rules(straccia_camicia=True, mazzo_52=True))]:
        simulate(1_000, 2, rules, seed=0, workers=1, progress=False)  # warm-up: load the cached compiled code
        fast = max(per_second(args.deals, lambda: simulate(args.deals, 2, rules, seed=1, workers=1, progress=False)) for _ in range(3))
        sample = random_deals(np.random.default_rng(2), args.engine_deals, rules)
        texts = [packets_text(row, 2) for row in sample]
        engine = per_second(len(texts), lambda: [play_out(t, rules) for t in texts])
        fast_same = max(per_second(len(sample), lambda: play_values(sample, 2, rules)) for _ in range(5))
        deals = random_deals(np.random.default_rng(3), args.deals // 4, rules)
        with_check = max(per_second(len(deals), lambda: play_values(deals, 2, rules)) for _ in range(3))
        no_check = max(per_second(len(deals), lambda: play_values(deals, 2, rules, check_after=2**62)) for _ in range(3))
        print(f"{label}, 2 players, loops detected: fast path {fast:>10,.0f} deals/s (shuffling included, one core)")
        print(f"{label}: engine {engine:>8,.0f} deals/s on {len(texts)} deals; fast path on the same deals "
              f"{fast_same:>10,.0f}/s; fast/engine = {fast_same / engine:,.0f}x (target >= 25x)")
        print(f"{label}: loop check on/off = {with_check / no_check:.3f} (1.0 = no cost to the common case)")


if __name__ == "__main__":
    main()
