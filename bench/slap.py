"""Benchmark of the compiled slap games (kit.sim.slap) against the engine, in the same process.

For each slap variant (Un, due, tre; Solo coppie; Somma dieci; Egyptian Ratscrew), 4 players,
every seat the default computer player (``SlapAgent()``), on one core:

* engine: games per second for :func:`kit.sim.slap.engine_game` (``play_slap_game`` on the
  engine's Table) on ``--engine-games`` seeded games;
* seeded fast path: :func:`kit.sim.slap.play_seeded` on the same seeds — the very same games,
  draw for draw, including the cost of making the engine's Generators in Python;
* batch fast path: :func:`kit.sim.slap.play_block` (one Generator per block, the way
  :func:`kit.sim.slap.simulate` runs), dealing included; the target for Un, due, tre is at
  least 20,000 games per second on one core.

Games differ in length, so cards per second are printed too.  Every figure is the best of
``--repeats`` runs (the machine may be busy with other work); compiled code is loaded first.

Usage: ``python bench/slap.py [--games 20000] [--engine-games 40] [--repeats 5]``.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from kit.sim.slap import VARIANTS, SlapBatch, engine_game, play_block, play_seeded

TARGET = 20_000
"""Games per second on one core for Un, due, tre, 4 players, 40 cards (issue 13)."""


def best_of(repeats: int, fn) -> tuple[float, object]:
    """The shortest time of ``repeats`` calls of ``fn`` (seconds), and the last result."""
    best, out = float("inf"), None
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - start)
    return best, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--engine-games", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    players = 4
    print(f"slap games, {players} players, default computer players, one core, best of {args.repeats} runs")
    for name, rules in VARIANTS.items():
        play_block(np.random.default_rng(0), 10, rules, players)  # load the cached compiled code
        play_seeded(0, rules, players)
        seeds = range(args.engine_games)
        t_engine, engine = best_of(max(1, args.repeats // 2), lambda: [engine_game(s, rules, players) for s in seeds])
        t_seeded, seeded = best_of(args.repeats, lambda: [play_seeded(s, rules, players) for s in seeds])
        if seeded != engine:
            raise SystemExit(f"{name}: the seeded fast path and the engine disagree; not a benchmark")
        t_batch, table = best_of(args.repeats, lambda: play_block(np.random.default_rng(1), args.games, rules, players))
        batch = SlapBatch.from_table(table)
        engine_cards = sum(g.cards for g in engine)
        e_rate, s_rate, b_rate = len(engine) / t_engine, len(seeded) / t_seeded, args.games / t_batch
        print(f"{name:>12} ({len(rules.deck)} cards): engine {e_rate:>8,.1f} games/s ({engine_cards / t_engine:>9,.0f} cards/s) | "
              f"seeded fast {s_rate:>8,.0f} games/s = {s_rate / e_rate:>6,.0f}x engine, same games | "
              f"batch fast {b_rate:>8,.0f} games/s ({batch.cards.sum() / t_batch:>12,.0f} cards/s) "
              f"= {b_rate / e_rate:>6,.0f}x engine"
              + (f" (target >= {TARGET:,})" if name == "un_due_tre" else ""))


if __name__ == "__main__":
    main()
