"""Batch runs over many seeded deals that give the same answer however the work is split.

The work is cut into fixed-size blocks; block ``i`` draws its deals from the ``i``-th child
of ``SeedSequence(seed).spawn(...)``, an independent stream.  Blocks can run in any order,
in any ``concurrent.futures.Executor`` — local processes by default (started with "spawn",
which is safe inside a Jupyter kernel); a Dask or Ray executor works unchanged — and the
results are put back in block order, so the same seed always gives the same numbers.  Runs
of fewer than ``PARALLEL_FROM`` blocks stay in this process, where starting workers would
cost more than it saves.  A tqdm bar shows progress.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Callable, TypeVar

import numpy as np

R = TypeVar("R")

PARALLEL_FROM = 8
"""Runs with at least this many blocks use the default process pool."""


def block_sizes(total: int, block: int) -> list[int]:
    """``total`` split into blocks of ``block`` (the last one may be smaller).

    Raises:
        ValueError: total < 0 or block < 1.
    """
    if total < 0 or block < 1:
        raise ValueError(f"need total >= 0 and block >= 1, got total={total}, block={block}")
    return [min(block, total - start) for start in range(0, total, block)]


def run_blocks(
    work: Callable[[np.random.SeedSequence, int], R],
    total: int,
    seed: int,
    *,
    block: int = 50_000,
    executor: Executor | None = None,
    workers: int | None = None,
    progress: bool = True,
    description: str = "deals",
) -> list[R]:
    """Run ``work(seed_sequence, size)`` on every block and return the results in block order.

    Args:
        work: a picklable function (module level) doing one block.
        total: number of deals in all.
        seed: the run's seed (int >= 0).
        block: deals per block; it fixes the streams, so keep it when comparing runs.
        executor: any ``concurrent.futures.Executor``; ``None`` means local processes
            (``ProcessPoolExecutor``), or this process for short runs or ``workers=1``.
        workers: processes for the default executor (default: the machine's cores).
        progress: show a tqdm progress bar.
        description: the bar's label.

    Raises:
        ValueError: bad sizes (see :func:`block_sizes`) or a negative seed.
    """
    if seed < 0:
        raise ValueError(f"seed must be 0 or more, got {seed}")
    sizes = block_sizes(total, block)
    streams = np.random.SeedSequence(seed).spawn(len(sizes))
    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=total, desc=description, unit="deal")
    try:
        workers = workers or os.cpu_count() or 1
        if executor is None and (workers <= 1 or len(sizes) < PARALLEL_FROM):
            results = []
            for ss, size in zip(streams, sizes):
                results.append(work(ss, size))
                if bar is not None:
                    bar.update(size)
            return results
        own = executor is None
        pool = executor if executor is not None else ProcessPoolExecutor(
            min(workers, len(sizes)), mp_context=multiprocessing.get_context("spawn"))
        try:
            futures = [pool.submit(work, ss, size) for ss, size in zip(streams, sizes)]
            results = []
            for future, size in zip(futures, sizes):
                results.append(future.result())
                if bar is not None:
                    bar.update(size)
            return results
        finally:
            if own:
                pool.shutdown()
    finally:
        if bar is not None:
            bar.close()
