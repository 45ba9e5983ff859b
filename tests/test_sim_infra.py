"""Simulation infrastructure: numba's cache can never break an import; default worker counts."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from kit.sim import batch
from kit.sim.batch import run_blocks, usable_cpus

ROOT = Path(__file__).resolve().parents[1]


# --- numba cache (kit.sim.compiled) -------------------------------------------------------

def _read_only_install(tmp_path: Path) -> Path:
    """A copy of ``kit`` where numba cannot write a ``__pycache__`` even as root.

    Every package's ``__pycache__`` is a regular file, so ``os.makedirs`` of it fails
    (chmod would not stop root).  A throwaway module ``kit/sim/_cache_probe.py`` compiles a
    function with ``@njit(cache=True)`` from :mod:`kit.sim.compiled`.
    """
    site = tmp_path / "site"
    shutil.copytree(ROOT / "kit", site / "kit", ignore=shutil.ignore_patterns("__pycache__"))
    (site / "kit" / "sim" / "_cache_probe.py").write_text(textwrap.dedent("""
        from kit.sim.compiled import njit

        @njit(cache=True)
        def triangle(n):
            total = 0
            for i in range(n + 1):
                total += i
            return total
    """))
    for package in [site / "kit", *(p for p in (site / "kit").rglob("*") if p.is_dir())]:
        (package / "__pycache__").write_text("not a directory\n")
    return site


def _run_unwritable(tmp_path: Path, code: str, *, tmpdir_writable: bool) -> subprocess.CompletedProcess:
    """Run ``code`` with the read-only install, HOME, XDG cache and NUMBA_CACHE_DIR all unwritable.

    They all point under a regular file, so creating a directory there raises
    NotADirectoryError whoever the user is.  TMPDIR is a fresh directory or also unwritable.
    """
    site = _read_only_install(tmp_path)
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, so nothing can be created below it\n")
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NUMBA_", "PYTHON", "XDG_"))}
    env.update(
        HOME=str(blocker / "home"),
        XDG_CACHE_HOME=str(blocker / "cache"),
        NUMBA_CACHE_DIR=str(blocker / "numba"),
        TMPDIR=str(tmp if tmpdir_writable else blocker / "tmp"),
        PYTHONPATH=str(site),
        PYTHONDONTWRITEBYTECODE="1",
    )
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=600)


@pytest.mark.slow
def test_kit_sim_imports_and_compiles_when_no_cache_directory_is_writable(tmp_path):
    # As root, tempfile would still find /tmp; pin its directory under the blocking file too.
    code = textwrap.dedent("""
        import tempfile
        tempfile.tempdir = %r
        import kit, kit.sim, kit.sim.un_due_tre
        from kit.sim.compiled import fallback_cache_dir
        from kit.sim._cache_probe import triangle
        assert kit.__file__.startswith(%r), kit.__file__
        print(fallback_cache_dir(), triangle(100), triangle._cache.cache_path)
    """ % (str(tmp_path / "blocker" / "tmp"), str(tmp_path)))
    result = _run_unwritable(tmp_path, code, tmpdir_writable=False)
    assert result.returncode == 0, result.stderr
    fallback, value, cache_path = result.stdout.split()
    assert (fallback, value) == ("None", "5050")
    assert cache_path == "None"  # numba's NullCache: compiled without a disk cache


@pytest.mark.slow
def test_kit_sim_keeps_a_disk_cache_in_a_private_temp_dir_when_numba_has_none(tmp_path):
    code = textwrap.dedent("""
        import kit.sim.un_due_tre
        from kit.sim.compiled import fallback_cache_dir
        from kit.sim._cache_probe import triangle
        print(triangle(10))
        print(fallback_cache_dir())
        print(triangle._cache.cache_path)
    """)
    result = _run_unwritable(tmp_path, code, tmpdir_writable=True)
    assert result.returncode == 0, result.stderr
    value, cache_dir, cache_path = result.stdout.split()
    assert value == "55"
    assert Path(cache_path).is_relative_to(Path(cache_dir))
    expected = tmp_path / "tmp" / (f"kit-numba-cache-{os.getuid()}" if hasattr(os, "getuid") else "kit-numba-cache")
    assert Path(cache_dir) == expected
    assert oct(expected.stat().st_mode & 0o777) == oct(0o700)
    assert any(p.name.startswith("_cache_probe.triangle") and p.suffix == ".nbi" for p in expected.rglob("*"))


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="ownership check is POSIX only")
def test_fallback_cache_dir_refuses_a_directory_others_can_write(tmp_path, monkeypatch):
    from kit.sim.compiled import fallback_cache_dir

    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    shared = tmp_path / f"kit-numba-cache-{os.getuid()}"
    shared.mkdir()
    shared.chmod(0o777)
    assert fallback_cache_dir() is None
    shared.chmod(0o700)
    assert fallback_cache_dir() == str(shared)


def test_compiled_njit_accepts_numba_forms():
    from kit.sim.compiled import njit

    @njit
    def bare(x):
        return x + 1

    @njit("int64(int64)", cache=False)
    def typed(x):
        return x * 2

    assert bare(1) == 2 and typed(21) == 42
    assert [str(s) for s in typed.signatures] == ["(int64,)"]


# --- usable CPUs (kit.sim.batch.usable_cpus) ----------------------------------------------

def _cgroup(tmp_path: Path, *, v2: str | None = None, v1: tuple[str, str] | None = None) -> dict:
    """Fake cgroup files under ``tmp_path``; missing ones are simply not written."""
    paths = {"cpu_max": tmp_path / "cpu.max", "cfs_quota": tmp_path / "cpu.cfs_quota_us",
             "cfs_period": tmp_path / "cpu.cfs_period_us"}
    if v2 is not None:
        paths["cpu_max"].write_text(v2 + "\n")
    if v1 is not None:
        paths["cfs_quota"].write_text(v1[0] + "\n")
        paths["cfs_period"].write_text(v1[1] + "\n")
    return paths


@pytest.mark.parametrize("v2, affinity, expected", [
    ("50000 100000", 64, 1),    # half a CPU: rounded up, at least 1
    ("1 100000", 64, 1),        # a sliver is still one worker
    ("150000 100000", 64, 2),   # 1.5 CPUs -> 2
    ("400000 100000", 64, 4),
    ("max 100000", 8, 8),       # no quota: the affinity mask decides
    ("400000 100000", 2, 2),    # affinity smaller than the quota
    ("garbage", 6, 6),          # unreadable content: no limit
])
def test_usable_cpus_cgroup_v2(tmp_path, v2, affinity, expected):
    assert usable_cpus(**_cgroup(tmp_path, v2=v2), affinity=affinity) == expected


@pytest.mark.parametrize("v1, affinity, expected", [
    (("50000", "100000"), 64, 1),
    (("250000", "100000"), 64, 3),
    (("-1", "100000"), 12, 12),       # -1: no limit
    (("300000", "100000"), 2, 2),     # affinity smaller than the quota
])
def test_usable_cpus_cgroup_v1(tmp_path, v1, affinity, expected):
    assert usable_cpus(**_cgroup(tmp_path, v1=v1), affinity=affinity) == expected


def test_usable_cpus_takes_the_smallest_of_v1_and_v2(tmp_path):
    paths = _cgroup(tmp_path, v2="300000 100000", v1=("100000", "100000"))
    assert usable_cpus(**paths, affinity=16) == 1


def test_usable_cpus_without_cgroup_files_is_the_affinity_count(tmp_path):
    paths = _cgroup(tmp_path)
    assert not any(Path(p).exists() for p in paths.values())
    assert usable_cpus(**paths, affinity=5) == 5
    assert usable_cpus(**paths, affinity=0) == 1  # never less than one worker
    expected = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    if hasattr(os, "process_cpu_count"):
        expected = os.process_cpu_count()
    assert usable_cpus(**paths) == expected


def _pid(seed_sequence, size):
    return os.getpid()


def test_run_blocks_default_workers_come_from_usable_cpus(monkeypatch):
    # A 1-CPU slot: even a long run stays in this process instead of starting a pool.
    monkeypatch.setattr(batch, "usable_cpus", lambda: 1)
    pids = run_blocks(_pid, total=20 * 10, seed=1, block=10, progress=False)
    assert len(pids) == 20 >= batch.PARALLEL_FROM
    assert set(pids) == {os.getpid()}


# --- executors: Dask, process pool, in this process (kit.sim.batch) -------------------------

from concurrent.futures import Executor, ThreadPoolExecutor  # noqa: E402

import numpy as np  # noqa: E402

from kit.games.un_due_tre import Rules  # noqa: E402
from kit.sim.batch import fold_blocks, is_dask_client  # noqa: E402
from kit.sim.un_due_tre import longest_games, simulate  # noqa: E402

STRACCIA = Rules(straccia_camicia=True)
SPLIT = dict(count=3_000, players=2, rules=STRACCIA, seed=11, block=150)  # 20 blocks >= PARALLEL_FROM


def _same_results(a, b):
    return all(np.array_equal(getattr(a, f), getattr(b, f)) for f in ("status", "cards", "tricks", "winner"))


@pytest.fixture(scope="module")
def in_process():
    """The reference: every block in this process, in order."""
    return (simulate(**SPLIT, workers=1, progress=False),
            longest_games(**SPLIT, keep=3, workers=1, progress=False))


@pytest.fixture(scope="module")
def dask_client():
    distributed = pytest.importorskip("distributed", reason="dask[distributed] is not installed (pip install -e '.[scale]')")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0",
                                  silence_logs=40) as cluster, distributed.Client(cluster) as client:
        yield client


def test_reference_run_is_not_trivial(in_process):
    results, games = in_process
    assert len(results) == 3_000 and len(set(results.cards.tolist())) > 50
    assert len(games) >= 3 and games[0].cards == int(results.cards.max())


@pytest.mark.slow
def test_dask_cluster_gives_the_in_process_results(dask_client, in_process):
    assert is_dask_client(dask_client)
    results, games = in_process
    assert _same_results(simulate(**SPLIT, executor=dask_client, progress=False), results)
    assert longest_games(**SPLIT, keep=3, executor=dask_client, progress=False) == games
    # The same cluster through its concurrent.futures face.
    assert _same_results(simulate(**SPLIT, executor=dask_client.get_executor(), progress=False), results)
    # The new slap simulation and summarize too (issue 13: every batch run takes a Dask client).
    from kit.sim import slap
    from kit.sim.un_due_tre import summarize

    here = slap.simulate(400, players=3, seed=2, block=50, workers=1)
    there = slap.simulate(400, players=3, seed=2, block=50, executor=dask_client)
    assert all(np.array_equal(getattr(here, f), getattr(there, f)) for f in ("winner", "cards", "false_slaps"))
    folded = summarize(**SPLIT, executor=dask_client, progress=False)
    assert folded.deals == len(results.cards) and np.array_equal(folded.status, np.bincount(results.status, minlength=3))
    # The blocks really ran in the two worker processes, not here.
    pids = fold_blocks(_pid, 20 * 10, 1, lambda acc, pid: acc | {pid}, frozenset(), block=10,
                       executor=dask_client, progress=False)
    assert len(pids) == 2 and os.getpid() not in pids


@pytest.mark.slow
def test_the_teacher_guides_dask_code_runs_as_written_and_finds_section_6s_games():
    """The students' page has no Dask section (issue 33: `make app` installs no Dask, and the cell
    that said so made the page look broken): the teacher's guide (lesson 5) has the code instead,
    to paste into JupyterLab.  Each edition's block, run as written in a kernel, finds on a local
    cluster exactly the games section 6 shows for seed 1 (the longest: 2,257 cards, as the guide says)."""
    import re

    import nbformat
    from nbclient import NotebookClient

    from kit.lessons import precomputed

    pytest.importorskip("distributed", reason="dask[distributed] is not installed (pip install -e '.[scale]')")
    guide = nbformat.read(Path(__file__).resolve().parents[1] / "source" / "notebooks" / "teacher_guide.ipynb", as_version=4)
    blocks = {cell.metadata["lang"]: re.findall(r"```python\n(.*?)```", cell.source, re.S)
              for cell in guide.cells if "Dask" in cell.source and "```python" in cell.source}
    assert sorted(blocks) == ["en", "it"] and all(len(found) == 1 for found in blocks.values()), blocks
    section6 = precomputed.load("un_due_tre_probability")["long_games"]
    for lang, (code,) in blocks.items():
        assert "games[0].cards  # 2257" in code, lang
        run = nbformat.v4.new_notebook(cells=[
            nbformat.v4.new_code_cell(code),
            nbformat.v4.new_code_cell("from dataclasses import asdict\nimport json\n"
                                      "print(json.dumps([asdict(g) for g in games]))\nclient.close()\ncluster.close()")])
        NotebookClient(run, timeout=300, kernel_name="python3").execute()
        assert run.cells[0].outputs[-1]["data"]["text/plain"] == "2257", lang
        printed = "".join(o.get("text", "") for o in run.cells[1].outputs if o.get("name") == "stdout")
        assert json.loads(printed) == section6["games"], lang


@pytest.mark.slow
def test_process_pool_gives_the_in_process_results(in_process):
    results, games = in_process
    assert _same_results(simulate(**SPLIT, workers=2, progress=False), results)
    assert longest_games(**SPLIT, keep=3, workers=2, progress=False) == games


class _CountingExecutor(Executor):
    """A thread pool that records the most futures ever submitted and not yet collected."""

    def __init__(self, workers):
        self._pool = ThreadPoolExecutor(workers)
        self._max_workers = workers
        self.out = self.most_out = self.submitted = 0

    def submit(self, fn, *args, **kwargs):
        self.submitted += 1
        self.out += 1
        self.most_out = max(self.most_out, self.out)
        future = self._pool.submit(fn, *args, **kwargs)
        result = future.result

        def collected(timeout=None):
            self.out -= 1
            return result(timeout)

        future.result = collected
        return future

    def shutdown(self, wait=True, **kwargs):
        self._pool.shutdown(wait)


def _block_histogram(ss, size):
    return np.bincount(np.random.default_rng(ss).integers(0, 10, size), minlength=10)


def test_fold_blocks_keeps_few_blocks_out_and_folds_in_block_order():
    executor = _CountingExecutor(workers=2)
    with executor:
        order = fold_blocks(lambda ss, size: ss.spawn_key, 500 * 10, 3, lambda acc, key: acc + [key], [],
                            block=10, executor=executor, progress=False)
        assert order == [(i,) for i in range(500)]  # block order, whatever finished first
        assert 2 <= executor.most_out <= batch.IN_FLIGHT_PER_WORKER * 2  # 8 out at most, not 500
        total = fold_blocks(_block_histogram, 10_000, 5, lambda acc, h: acc + h, np.zeros(10, int), block=100,
                            executor=executor, progress=False)
    alone = fold_blocks(_block_histogram, 10_000, 5, lambda acc, h: acc + h, np.zeros(10, int), block=100,
                        workers=1, progress=False)
    assert total.sum() == 10_000 and np.array_equal(total, alone)


def test_run_blocks_rejects_an_executor_without_submit():
    with pytest.raises(TypeError, match=r"anything with a submit method\), got list"):
        run_blocks(_pid, total=100, seed=0, block=10, executor=[], progress=False)
    with pytest.raises(TypeError, match=r"pass distributed.Client\('tcp://scheduler:8786'\)"):
        run_blocks(_pid, total=100, seed=0, block=10, executor="tcp://scheduler:8786", progress=False)


def _fails_in_block_3(ss, size):
    if ss.spawn_key == (3,):
        raise ValueError("block 3 went wrong")
    return size


def test_a_failing_block_raises_its_error_and_the_queued_blocks_are_dropped():
    executor = _CountingExecutor(workers=1)
    with executor, pytest.raises(ValueError, match="block 3 went wrong"):
        fold_blocks(_fails_in_block_3, 100 * 10, 0, lambda acc, n: acc + n, 0, block=10, executor=executor,
                    progress=False)
    # 4 blocks ahead for the one worker: blocks 0..6 were submitted when block 3 failed, not all 100.
    assert executor.most_out <= batch.IN_FLIGHT_PER_WORKER
    assert executor.submitted == 3 + batch.IN_FLIGHT_PER_WORKER


@pytest.mark.slow
def test_summarize_keeps_only_counts_and_equals_the_per_deal_run():
    """Issue 13 (memory): a batch folded into a histogram and counts gives what the per-deal run
    gives for the same seed, in this process and on a process pool."""
    import numpy as np

    from kit.games.un_due_tre import Rules
    from kit.sim.un_due_tre import simulate, summarize

    rules = Rules(straccia_camicia=True)
    full = simulate(40_000, 2, rules, seed=5, block=5_000, workers=1, progress=False)
    small = summarize(40_000, 2, rules, seed=5, longest=300, block=5_000, workers=1, progress=False)
    assert small.deals == 40_000
    assert np.array_equal(small.lengths, np.bincount(np.minimum(full.cards, 300), minlength=301))
    assert np.array_equal(small.status, np.bincount(full.status, minlength=3))
    assert np.array_equal(small.wins, np.bincount(full.winner[full.winner >= 0], minlength=2))
    assert small.lengths[-1] > 0  # some games went past the last bin: it is really used
    pooled = summarize(40_000, 2, rules, seed=5, longest=300, block=5_000, workers=2, progress=False)
    assert all(np.array_equal(getattr(small, f), getattr(pooled, f)) for f in ("lengths", "status", "wins"))
    with pytest.raises(ValueError, match="longest"):
        summarize(10, longest=0, workers=1, progress=False)


def test_the_batch_runs_refuse_bad_sizes_with_the_arguments_names():
    from kit.sim.slap import faster_wins
    from kit.sim.un_due_tre import Summary, longest_games, simulate, summarize

    for call, match in [(lambda: summarize(1000.0, workers=1, progress=False), "count is the number of deals"),
                        (lambda: summarize(-5, workers=1, progress=False), "count is the number of deals"),
                        (lambda: simulate(10.5, workers=1, progress=False), "count is the number of deals"),
                        (lambda: longest_games(1000, keep=-1, workers=1, progress=False), "keep is how many"),
                        (lambda: longest_games(1000, keep=0, workers=1, progress=False), "keep is how many"),
                        (lambda: faster_wins("500", 560, 100), "fast_ms is a mean reaction time")]:
        with pytest.raises(ValueError, match=match):
            call()
    empty = summarize(0, workers=1, progress=False)
    assert isinstance(empty, Summary) and empty.deals == 0
    with pytest.raises(ValueError, match="no deals"):
        empty.mean_cards()


def test_warming_the_fast_paths_names_what_it_does_not_know():
    from kit.sim.warm import PARTS, main, warm

    assert PARTS == ("uno", "slap", "un_due_tre")
    with pytest.raises(ValueError, match="no fast path 'scopa'"):
        warm("scopa")
    with pytest.raises(SystemExit) as stop:
        main(["scopa"])
    assert stop.value.code == 2
