"""Batch runs over many seeded deals that give the same answer however the work is split.

The work is cut into fixed-size blocks; block ``i`` draws its deals from the ``i``-th child
of ``SeedSequence(seed).spawn(...)``, an independent stream.  Blocks can run in any order,
anywhere: in this process, in local processes (started with "spawn", which is safe inside a
Jupyter kernel), in any ``concurrent.futures.Executor`` (``client.get_executor()`` of Dask, a
Ray or MPI pool), or on a Dask cluster given its ``distributed.Client`` itself.  Results are
combined in block order, so the same seed always gives the same numbers.

Memory does not grow with the number of deals: :func:`fold_blocks` folds each block's result
into a running total as soon as its turn comes, and never has more than a few blocks per worker
submitted and not yet folded (:data:`IN_FLIGHT_PER_WORKER`).  A block's work should return a
small summary (counts, a histogram, the longest games), not one entry per deal, for a run of
10**8 deals to fit in memory; :func:`run_blocks` keeps every block's result in a list, for
callers that want them all.

Runs of fewer than ``PARALLEL_FROM`` blocks stay in this process, where starting workers would
cost more than it saves.  A tqdm bar shows progress.  The default number of workers is
:func:`usable_cpus`: the CPUs this process may really use, not the host's core count.
"""

from __future__ import annotations

import math
import multiprocessing
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any, Callable, TypeVar

import numpy as np

R = TypeVar("R")
A = TypeVar("A")

PARALLEL_FROM = 8
"""Runs with at least this many blocks use the default process pool."""

IN_FLIGHT_PER_WORKER = 4
"""Blocks submitted ahead per worker: enough to keep every worker busy while the next block in
order is awaited, few enough that waiting results never pile up (memory stays flat)."""

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


def is_dask_client(executor: Any) -> bool:
    """Whether ``executor`` looks like a Dask ``distributed.Client`` (duck-typed: no import of dask).

    A Client has ``submit``, ``gather`` and ``nthreads``; a ``concurrent.futures.Executor``
    (including ``client.get_executor()``) has ``submit`` only.
    """
    return all(callable(getattr(executor, name, None)) for name in ("submit", "gather", "nthreads"))


def executor_workers(executor: Any) -> int | None:
    """How many blocks ``executor`` can run at once, or ``None`` when it does not say.

    A Dask client: the threads of all its workers now (``client.nthreads()``); a Dask
    ``ClientExecutor``: the same, through its client; a ``ProcessPoolExecutor`` or
    ``ThreadPoolExecutor``: its ``_max_workers``.
    """
    client = executor if is_dask_client(executor) else getattr(executor, "_client", None)
    if client is not None and is_dask_client(client):
        return sum(client.nthreads().values()) or None
    n = getattr(executor, "_max_workers", None)
    return n if isinstance(n, int) and n > 0 else None


def _submitter(executor: Any) -> Callable[..., Any]:
    """A function ``submit(work, seed_sequence, size)`` returning a future with ``.result()``.

    Raises:
        TypeError: ``executor`` has no ``submit`` method.
    """
    if isinstance(executor, str):
        raise TypeError(f"executor must be an executor or a Dask client, not the text {executor!r}; for a "
                        f"scheduler's address pass distributed.Client({executor!r})")
    if not callable(getattr(executor, "submit", None)):
        raise TypeError("executor must be a concurrent.futures.Executor or a Dask distributed.Client "
                        f"(anything with a submit method), got {type(executor).__name__}")
    if is_dask_client(executor):
        # pure=False: every block is its own task (Dask would otherwise hash the arguments).
        return lambda work, ss, size: executor.submit(work, ss, size, pure=False)
    return executor.submit


def fold_blocks(
    work: Callable[[np.random.SeedSequence, int], R],
    total: int,
    seed: int,
    combine: Callable[[A, R], A],
    initial: A,
    *,
    block: int = 50_000,
    executor: Any = None,
    workers: int | None = None,
    progress: bool = True,
    description: str = "deals",
) -> A:
    """Run ``work(seed_sequence, size)`` on every block and fold the results in block order.

    The answer is ``combine(... combine(combine(initial, r0), r1) ..., r_last)`` where ``r_i``
    is block ``i``'s result, whatever the executor and the number of workers.  Each result is
    folded in as soon as the blocks before it are, and at most ``IN_FLIGHT_PER_WORKER``
    blocks per worker are out at once, so memory holds the running total and a few block
    results, however many deals there are.

    Args:
        work: a function doing one block; for local processes it must be picklable (defined at
            module level); a Dask cluster also takes closures and functions from a notebook.
        total: number of deals in all (int >= 0).
        seed: the run's seed (int >= 0).
        combine: ``combine(running, result) -> running``; it may update ``running`` in place.
        initial: the running value before any block.
        block: deals per block; it fixes the streams, so keep it when comparing runs.
        executor: ``None`` (local processes, see ``workers``), any
            ``concurrent.futures.Executor`` (for example Dask's ``client.get_executor()``), or a
            Dask ``distributed.Client`` (local or ``Client("tcp://scheduler:8786")``).
        workers: processes for the default executor (default: :func:`usable_cpus`); ``1``
            runs in this process.  Ignored when ``executor`` is given.
        progress: show a tqdm progress bar (deals done).
        description: the bar's label.

    Returns:
        the folded value.

    Raises:
        ValueError: bad sizes (see :func:`block_sizes`) or a negative seed.
        TypeError: ``executor`` has no ``submit`` method.
        Any exception raised by ``work`` in a block (re-raised here).
    """
    if seed < 0:
        raise ValueError(f"seed must be 0 or more, got {seed}")
    sizes = block_sizes(total, block)
    streams = np.random.SeedSequence(seed).spawn(len(sizes))
    running = initial
    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=total, desc=description, unit="deal")
    try:
        if executor is None:
            workers = workers or usable_cpus()
            if workers <= 1 or len(sizes) < PARALLEL_FROM:
                for ss, size in zip(streams, sizes):
                    running = combine(running, work(ss, size))
                    if bar is not None:
                        bar.update(size)
                return running
            workers = min(workers, len(sizes))
        else:
            workers = executor_workers(executor) or workers or usable_cpus()
        own = executor is None
        pool = executor if executor is not None else ProcessPoolExecutor(
            workers, mp_context=multiprocessing.get_context("spawn"))
        try:
            submit = _submitter(pool)
            ahead = max(2, IN_FLIGHT_PER_WORKER * workers)
            pending = {}  # block index -> future, at most `ahead` of them
            try:
                for i in range(len(sizes)):
                    for j in range(i + len(pending), min(i + ahead, len(sizes))):
                        pending[j] = submit(work, streams[j], sizes[j])
                    running = combine(running, pending.pop(i).result())
                    if bar is not None:
                        bar.update(sizes[i])
            except BaseException:
                for future in pending.values():  # a failed block or Ctrl-C: drop the work still queued
                    future.cancel()
                raise
            return running
        finally:
            if own:
                pool.shutdown()
    finally:
        if bar is not None:
            bar.close()


def _append(results: list, result: Any) -> list:
    results.append(result)
    return results


def run_blocks(
    work: Callable[[np.random.SeedSequence, int], R],
    total: int,
    seed: int,
    *,
    block: int = 50_000,
    executor: Any = None,
    workers: int | None = None,
    progress: bool = True,
    description: str = "deals",
) -> list[R]:
    """Run ``work(seed_sequence, size)`` on every block and return the results in block order.

    :func:`fold_blocks` with a list as the running value: every block's result is kept, so
    memory grows with the number of blocks; for very long runs fold summaries instead.

    Args:
        work: a function doing one block (picklable, at module level, for local processes).
        total: number of deals in all.
        seed: the run's seed (int >= 0).
        block: deals per block; it fixes the streams, so keep it when comparing runs.
        executor: ``None`` (local processes, or this process for short runs or ``workers=1``),
            any ``concurrent.futures.Executor``, or a Dask ``distributed.Client``.
        workers: processes for the default executor (default: :func:`usable_cpus`).
        progress: show a tqdm progress bar.
        description: the bar's label.

    Raises:
        ValueError: bad sizes (see :func:`block_sizes`) or a negative seed.
        TypeError: ``executor`` has no ``submit`` method.
    """
    return fold_blocks(work, total, seed, _append, [], block=block, executor=executor, workers=workers,
                       progress=progress, description=description)
