"""Benchmark of the Un, due, tre fast path (no slaps) against the engine and plain numpy.

For the 52-card game (Beggar-my-neighbour) and the 40-card game (Straccia camicia), 2
players, loops detected (UDT-14), every figure measured in this process so the ratios mean
something on any machine:

* fast path: deals per second for :func:`kit.sim.un_due_tre.simulate` — shuffling inside the
  compiled code and loop detection included, one core (``workers=1``), compiled code already
  loaded (a warm-up call comes first);
* fast path on pre-dealt deals: :func:`kit.sim.un_due_tre.play_values` alone;
* engine: :func:`kit.games.un_due_tre.play_out` on a sample of the same kind of deals;
* plain numpy: :func:`numpy_play`, written here, a straightforward vectorised version that
  plays every deal of a batch one card per step with array operations (no compiled code);
* loop-check cost: the fast path with its loop check against the check pushed out of reach.

Every rate is the best of ``--repeat`` runs, because the machine may be shared: the best run is
the one least disturbed by other work.  Each is printed by the wall clock and by this process's
CPU time (steadier when other work shares the cores); the ratios use CPU time.  The engine and numpy results are
checked equal to the fast path's on the same deals before any figure is printed.

Usage: ``python bench/un_due_tre.py [--deals 1000000] [--engine-deals 300] [--numpy-deals 20000]
[--repeat 5]``.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from kit.games.un_due_tre import Rules, play_out
from kit.sim.un_due_tre import CHECK_AFTER_TRICKS, LOOP, UNDECIDED, packets_text, play_values, random_deals, simulate

SLOTS = 64


def numpy_play(deals: np.ndarray, check_after: int = CHECK_AFTER_TRICKS):
    """Play 2-player deals (rows of payment values in dealing order) with numpy only.

    Every unfinished deal advances by one card per step (UDT-3..6, 10, 12); a deal past
    ``check_after`` tricks is marked undecided (status 3) — the caller settles those with the
    engine, as the fast path does.  Returns ``(status, cards, tricks, winner)`` arrays.
    """
    n, n_cards = deals.shape
    status = np.full(n, -1, np.int8)
    cards_out = np.zeros(n, np.int64)
    tricks_out = np.zeros(n, np.int64)
    winner_out = np.full(n, -1, np.int8)
    buf = np.zeros((n, 2, SLOTS), np.int8)
    buf[:, 0, : (n_cards + 1) // 2] = deals[:, 0::2]  # UDT-1: one card at a time from seat 0
    buf[:, 1, : n_cards // 2] = deals[:, 1::2]
    head = np.zeros((n, 2), np.int64)
    size = np.array([[(n_cards + 1) // 2, n_cards // 2]] * n, np.int64)
    pile = np.zeros((n, n_cards), np.int8)
    plen = np.zeros(n, np.int64)
    turn = np.zeros(n, np.int64)
    owed = np.zeros(n, np.int64)
    cards = np.zeros(n, np.int64)
    tricks = np.zeros(n, np.int64)
    ids = np.arange(n)
    while ids.size:
        r = np.arange(ids.size)
        h = head[r, turn]
        v = buf[r, turn, h].astype(np.int64)
        head[r, turn] = (h + 1) % SLOTS
        size[r, turn] -= 1
        pile[r, plen] = v
        plen += 1
        cards += 1
        left, other = size[r, turn], size[r, 1 - turn]
        flip = (v > 0) | (owed == 0)
        take = ~flip & ((owed == 1) | (left == 0))
        owed = np.where(v > 0, v, np.maximum(owed - 1, 0))
        owed[take] = 0
        turn = np.where(flip | take, 1 - turn, turn)
        won = flip & (other == 0)  # UDT-12: the turn would come back to the same player
        t = np.flatnonzero(take)  # UDT-6, UDT-10: the pile under the collector's packet
        if t.size:
            c = turn[t]
            tail = head[t, c] + size[t, c]
            for k in range(int(plen[t].max())):
                rows = k < plen[t]
                buf[t[rows], c[rows], (tail[rows] + k) % SLOTS] = pile[t[rows], k]
            size[t, c] += plen[t]
            plen[t] = 0
            tricks[t] += 1
        last = take & (left == 0)  # UDT-12: taken by the only holder
        long = take & ~last & (tricks > check_after)
        end = won | last | long
        if end.any():
            e = ids[end]
            status[e] = np.where(long[end], UNDECIDED, 0)
            cards_out[e] = cards[end]
            tricks_out[e] = tricks[end] + won[end]
            winner_out[e] = np.where(won[end], 1 - turn[end], np.where(last[end], turn[end], -1))
            keep = ~end
            ids, buf, head, size, pile, plen = ids[keep], buf[keep], head[keep], size[keep], pile[keep], plen[keep]
            turn, owed, cards, tricks = turn[keep], owed[keep], cards[keep], tricks[keep]
    return status, cards_out, tricks_out, winner_out


def best_rate(count: int, fn, repeat: int) -> tuple[float, float]:
    """``count`` per second over the best of ``repeat`` runs of ``fn()``: ``(wall clock, CPU time)``.

    The CPU time (``time.process_time``, this process only) counts only the time the process
    really ran, so it moves less than the wall clock when other work shares the machine.
    """
    wall = cpu = float("inf")
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        fn()
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, max(time.process_time() - start_cpu, 1e-9))
    return count / wall, count / cpu


def show(label: str, what: str, rate: tuple[float, float], note: str = "") -> None:
    print(f"{label}: {what:<26} {rate[0]:>11,.0f} deals/s wall, {rate[1]:>11,.0f} deals/s CPU{note}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--engine-deals", type=int, default=300)
    parser.add_argument("--numpy-deals", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(f"Un, due, tre without slaps, 2 players, one core; best of {args.repeat} runs "
          "(ratios on CPU time; the engine is timed once)")
    for label, rules in [("52-card", Rules(straccia_camicia=True, mazzo_52=True)),
                         ("40-card", Rules(straccia_camicia=True))]:
        simulate(1_000, 2, rules, seed=0, workers=1, progress=False)  # warm-up: load the cached compiled code
        fast = best_rate(args.deals, lambda: simulate(args.deals, 2, rules, seed=1, workers=1, progress=False),
                         args.repeat)
        deals = random_deals(np.random.default_rng(3), args.deals, rules)
        dealt = best_rate(len(deals), lambda: play_values(deals, 2, rules), args.repeat)
        no_check = best_rate(len(deals), lambda: play_values(deals, 2, rules, check_after=2**62), args.repeat)

        sample = deals[: args.engine_deals]
        texts = [packets_text(row, 2) for row in sample]
        outs = []
        engine = best_rate(len(texts), lambda: outs.append([play_out(t, rules) for t in texts]), 1)
        mine = play_values(sample, 2, rules)
        got = [("loop" if mine.status[i] == LOOP else "finished", mine.cards[i], mine.tricks[i]) for i in range(len(sample))]
        assert got == [(o.status, o.cards, o.tricks) for o in outs[0]], "fast path and engine disagree"

        part = deals[: args.numpy_deals]
        res = []
        plain = best_rate(len(part), lambda: res.append(numpy_play(part)), min(args.repeat, 3))
        status, cards, tricks, winner = res[0]
        ref = play_values(part, 2, rules)
        decided = status != UNDECIDED  # the few very long games go to the engine on both sides
        assert np.array_equal(cards[decided], ref.cards[decided]) and np.array_equal(winner[decided], ref.winner[decided])

        show(label, "fast path (all included)", fast)
        show(label, "fast path, pre-dealt", dealt, f"; loop check on/off = {dealt[1] / no_check[1]:.3f} (1.0 = no cost)")
        show(label, f"engine ({len(texts)} deals)", engine, f"; fast/engine = {dealt[1] / engine[1]:,.0f}x")
        show(label, f"plain numpy ({len(part):,} deals)", plain, f"; fast/numpy = {dealt[1] / plain[1]:,.1f}x")

if __name__ == "__main__":
    main()
