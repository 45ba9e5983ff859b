"""Batch runs over many seeded deals that give the same answer however the work is split.

The work is cut into fixed-size blocks; block ``i`` draws its deals from the ``i``-th child
of ``SeedSequence(seed).spawn(...)``, an independent stream.  Blocks can run in any order,
in any ``concurrent.futures.Executor`` — local processes by default (started with "spawn",
which is safe inside a Jupyter kernel); a Dask or Ray executor works unchanged — and the
results are put back in block order, so the same seed always gives the same numbers.  Runs
of fewer than ``PARALLEL_FROM`` blocks stay in this process, where starting workers would
cost more than it saves.  A tqdm bar shows progress.  The default number of workers is
:func:`usable_cpus`: the CPUs this process may really use, not the host's core count.
"""

from __future__ import annotations

import math
import multiprocessing
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Callable, TypeVar

import numpy as np

R = TypeVar("R")

PARALLEL_FROM = 8
"""Runs with at least this many blocks use the default process pool."""

CGROUP_V2_CPU_MAX = "/sys/fs/cgroup/cpu.max"
CGROUP_V1_QUOTA = "/sys/fs/cgroup/cpu/cpu.cfs_quota_us"
CGROUP_V1_PERIOD = "/sys/fs/cgroup/cpu/cpu.cfs_period_us"


def _affinity_cpus() -> int | None:
    """CPUs the scheduler lets this process run on, or ``None`` when the OS cannot tell."""
    if hasattr(os, "process_cpu_count"):  # Python 3.13+: affinity, and -X cpu_count
        return os.process_cpu_count()
    if hasattr(os, "sched_getaffinity"):  # Linux and some Unixes
        try:
            return len(os.sched_getaffinity(0))
        except OSError:
            pass
    return os.cpu_count()


def _read_words(path: str | os.PathLike[str]) -> list[str] | None:
    """The whitespace-separated words of a small text file, or ``None`` if it cannot be read."""
    try:
        with open(path) as f:
            return f.read().split()
    except (OSError, UnicodeDecodeError):
        return None


def _quota_cpus(quota: str, period: str) -> int | None:
    """``ceil(quota / period)``, at least 1; ``None`` for no limit (``max``, ``-1``) or nonsense."""
    try:
        q, p = int(quota), int(period)
    except ValueError:  # "max" (cgroup v2) or garbage
        return None
    if q <= 0 or p <= 0:  # -1 is cgroup v1's "no limit"
        return None
    return max(1, math.ceil(q / p))


def usable_cpus(
    *,
    cpu_max: str | os.PathLike[str] = CGROUP_V2_CPU_MAX,
    cfs_quota: str | os.PathLike[str] = CGROUP_V1_QUOTA,
    cfs_period: str | os.PathLike[str] = CGROUP_V1_PERIOD,
    affinity: int | None = None,
) -> int:
    """How many CPUs this process may actually use: the default number of workers.

    ``os.cpu_count()`` counts the host's cores; in a container, a Binder slot or a batch job
    the process may be allowed far fewer (a 1-CPU slot on a 64-core host must not start 64
    workers).  This is the smallest of:

    * the CPUs in the process's affinity mask (``os.process_cpu_count()`` on Python 3.13+,
      else ``len(os.sched_getaffinity(0))``, else ``os.cpu_count()``);
    * the cgroup v2 CPU quota, file ``cpu_max`` holding ``"<quota> <period>"`` in
      microseconds, or ``"max <period>"`` for no limit;
    * the cgroup v1 CPU quota, files ``cfs_quota`` and ``cfs_period`` (microseconds;
      a quota of ``-1`` means no limit);

    a fractional quota is rounded up (1.5 CPUs -> 2), and the result is at least 1.  Files that
    are missing, unreadable or malformed impose no limit.

    Args:
        cpu_max: path of the cgroup v2 ``cpu.max`` file.
        cfs_quota: path of the cgroup v1 ``cpu.cfs_quota_us`` file.
        cfs_period: path of the cgroup v1 ``cpu.cfs_period_us`` file.
        affinity: the affinity count to use instead of asking the OS (for tests).

    Returns:
        an int >= 1.  Never raises for missing or odd files.
    """
    limits = [affinity if affinity is not None else _affinity_cpus()]
    words = _read_words(cpu_max)
    if words is not None and len(words) == 2:
        limits.append(_quota_cpus(words[0], words[1]))
    quota, period = _read_words(cfs_quota), _read_words(cfs_period)
    if quota is not None and period is not None and len(quota) == 1 and len(period) == 1:
        limits.append(_quota_cpus(quota[0], period[0]))
    known = [n for n in limits if n is not None and n > 0]
    return max(1, min(known)) if known else 1


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
        workers: processes for the default executor (default: :func:`usable_cpus`).
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
        workers = workers or usable_cpus()
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
