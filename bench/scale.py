"""Benchmark of batch runs at scale: peak memory against the number of deals, and 1 vs 2 workers.

The batch is the Un, due, tre fast path (40-card Straccia camicia, 2 players, loops detected),
folded block by block with :func:`kit.sim.batch.fold_blocks` into what a big run reports: a
histogram of game lengths (cards turned), counts of finished games, loops and wins of each seat.

* Memory: each batch size runs in a fresh process (in that process, no workers) and prints its
  peak resident memory (``ru_maxrss``) and the peak of Python/numpy allocations
  (``tracemalloc``).  Both stay flat when the number of deals grows tenfold: only the running
  totals and one block at a time are kept.
* Speed: deals per second with 1 and 2 workers, on a local process pool and on a Dask
  ``LocalCluster`` (one thread per worker process), each the best of several runs after a
  warm-up, the 1-worker and 2-worker runs taking turns; the 2-worker/1-worker ratio is printed
  beside.  The machine may be shared: best-of runs keep the figure close to what the hardware
  can do, but a busy neighbour still lowers it (the load average is printed).  So the bench also
  prints deals per CPU-second (each block times itself with ``time.process_time_ns``) and how many
  CPUs the workers actually got: when the 2-worker ratio falls short of 2, these say whether the
  split cost something or the second core was busy with other work.

Usage: ``python bench/scale.py [--memory-deals 1000000 10000000] [--speed-deals 2000000] [--repeat 3]``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import time
import tracemalloc
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from kit.games.un_due_tre import Rules
from kit.sim.batch import fold_blocks
from kit.sim.un_due_tre import play_values, random_deals, summary_of

RULES = Rules(straccia_camicia=True)
PLAYERS = 2
BLOCK = 50_000
LONGEST = 4_000
"""Histogram bins: cards turned 0..LONGEST-1, and one bin for LONGEST or more."""


def summary_block(ss: np.random.SeedSequence, size: int) -> np.ndarray:
    """One block's summary as :func:`kit.sim.un_due_tre.summarize` folds it (game-length histogram,
    finished/loop/limit counts, seat wins), then the CPU time the block took (nanoseconds,
    ``time.process_time_ns``)."""
    cpu = time.process_time_ns()
    res = play_values(random_deals(np.random.default_rng(ss), size, RULES), PLAYERS, RULES)
    return np.concatenate([summary_of(res, PLAYERS, LONGEST), [time.process_time_ns() - cpu]])


def add(running: np.ndarray, part: np.ndarray) -> np.ndarray:
    running += part
    return running


def empty() -> np.ndarray:
    return np.zeros(LONGEST + 1 + 3 + PLAYERS + 1, dtype=np.int64)


def run(deals: int, seed: int = 1, executor=None, workers: int = 1) -> np.ndarray:
    return fold_blocks(summary_block, deals, seed, add, empty(), block=BLOCK, executor=executor,
                       workers=workers, progress=False)


def measure_memory(deals: int) -> tuple[int, int, float]:
    """In this (fresh) process: (max RSS bytes, tracemalloc peak bytes, seconds) for a run of ``deals``."""
    run(BLOCK)  # load the compiled code before measuring
    tracemalloc.start()
    start = time.perf_counter()
    totals = run(deals)
    seconds = time.perf_counter() - start
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert totals[:LONGEST + 1].sum() == deals
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024, peak, seconds


def best_rates(deals: int, repeat: int, executors: dict[int, object]) -> dict[int, tuple[float, float]]:
    """For each executor (keyed by workers): (deals per second, CPU seconds used per second) of its
    fastest run; the executors' runs take turns so the machine's other load hits them alike."""
    for executor in executors.values():
        run(deals // 4, seed=0, executor=executor)  # warm-up: workers started, compiled code loaded
    best = dict.fromkeys(executors, (0.0, 0.0))
    for _ in range(repeat):
        for workers, executor in executors.items():
            start = time.perf_counter()
            cpu = run(deals, executor=executor)[-1] / 1e9
            seconds = time.perf_counter() - start
            best[workers] = max(best[workers], (deals / seconds, cpu / seconds))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memory-deals", type=int, nargs="+", default=[1_000_000, 10_000_000])
    parser.add_argument("--speed-deals", type=int, default=2_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    spawn = multiprocessing.get_context("spawn")
    print(f"Batch runs: 40-card Straccia camicia, {PLAYERS} players, blocks of {BLOCK:,} deals, "
          "folded into a length histogram and counts")
    for deals in args.memory_deals:
        with ProcessPoolExecutor(1, mp_context=spawn) as fresh:
            rss, peak, seconds = fresh.submit(measure_memory, deals).result()
        print(f"memory: {deals:>12,} deals in one fresh process: max RSS {rss / 2**20:7.1f} MiB, "
              f"tracemalloc peak {peak / 2**20:6.2f} MiB ({seconds:.1f} s)")

    per_deal = sum(a.itemsize for a in vars(play_values(random_deals(np.random.default_rng(0), 1, RULES), PLAYERS,
                                                         RULES)).values())
    print(f"memory: for comparison, one entry per deal (simulate()'s Results) takes {per_deal} bytes a deal, "
          f"{per_deal * 10**8 / 2**30:.1f} GiB for 10**8 deals")
    print(f"speed: {args.speed_deals:,} deals, best of {args.repeat} runs after a warm-up; {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.1f} before (other work shares the machine)")
    alone, busy = best_rates(args.speed_deals, args.repeat, {1: None})[1]
    print(f"speed: in this process (no workers) {alone:>10,.0f} deals/s, {alone / busy:>10,.0f} per CPU-second")
    rates = {}
    with ProcessPoolExecutor(1, mp_context=spawn) as one, ProcessPoolExecutor(2, mp_context=spawn) as two:
        for workers, rate in best_rates(args.speed_deals, args.repeat, {1: one, 2: two}).items():
            rates["process pool", workers] = rate
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        print("speed: Dask not installed (pip install -e '.[scale]'): no Dask figures")
    else:
        def cluster(workers):
            return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0",
                                silence_logs=40)

        with cluster(1) as c1, cluster(2) as c2, Client(c1) as one, Client(c2) as two:
            for workers, rate in best_rates(args.speed_deals, args.repeat, {1: one, 2: two}).items():
                rates["Dask LocalCluster", workers] = rate
    for kind in dict.fromkeys(k for k, _ in rates):
        (one, cpu1), (two, cpu2) = rates[kind, 1], rates[kind, 2]
        print(f"speed: {kind:<17} 1 worker {one:>10,.0f} deals/s, 2 workers {two:>10,.0f} deals/s, "
              f"2/1 = {two / one:.2f}x")
        print(f"speed: {kind:<17} per CPU-second {one / cpu1:>10,.0f} (1 worker), {two / cpu2:>10,.0f} (2 workers); "
              f"CPUs the workers got: {cpu1:.2f} of 1, {cpu2:.2f} of 2")


if __name__ == "__main__":
    main()
