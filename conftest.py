"""How the whole suite runs (`make test`: tests/, notebooks/, solutions/ and exercises/ together,
or any part of them alone): on several processors, with the notebooks' kernels on Unix sockets,
the fast paths compiled once first.  These hooks live here, at the root, so they hold for a
notebook run alone too (``pytest notebooks/it``: a notebook's cells on one worker, in order);
the fixtures are in tests/conftest.py."""

from __future__ import annotations

import functools
import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent


# ---------------------------------------------------------------- running on several processors
# `make test` runs the suite on three pytest-xdist workers (pyproject.toml: -n 3 --dist loadgroup).
# Each worker is a test session of its own: its own Voila servers (voila_url, crafted_pages, each
# on a free port), its own Chromium, its own tmp_path_factory folder.  What must not be split
# between workers runs on one worker, in order (:func:`xdist_group`).


@functools.cache
def module_facts(path: str) -> tuple[bool, frozenset[str], bool]:
    """What the scheduler needs to know of the test module at ``path`` (relative to the
    repository), read from its source: whether it defines a fixture of module, class, package or
    session scope (its tests share what that fixture computes), the names of its tests marked
    ``slow``, and whether it drives a browser or a Voila server."""
    import ast

    file = ROOT / path
    if file.suffix != ".py" or not file.is_file():
        return False, frozenset(), False
    tree = ast.parse(file.read_text(encoding="utf-8"))
    shared, slow, served = False, set(), False
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and ast.unparse(node.func) in ("pytest.fixture", "fixture"):
            shared |= any(k.arg == "scope" and ast.unparse(k.value).strip("'\"") != "function" for k in node.keywords)
        if isinstance(node, ast.FunctionDef) and any(ast.unparse(d) == "pytest.mark.slow" for d in node.decorator_list):
            slow.add(node.name)
        if isinstance(node, ast.Attribute) and ast.unparse(node) in ("pytest.mark.browser", "pytest.mark.server"):
            served = True
    return shared, frozenset(slow), served


def xdist_group(nodeid: str) -> str:
    """The work unit of the test ``nodeid``: tests with the same unit run on one worker, in order.

    - an nbval cell (``notebooks/it/deal_hands.ipynb::Cell 3``): its notebook, whose cells run one
      after another in one kernel;
    - a test of a module with a fixture of module (or wider) scope: its module, so that the
      fixture is computed once (the Binder environment, the regenerated sheets, a Dask cluster,
      the 3-5-8 walkthrough's seed search…), not once per worker;
    - any other test: itself, so that it goes to whichever worker is free.
    """
    path = nodeid.split("::", 1)[0]
    if path.endswith(".ipynb") or module_facts(path)[0]:
        return path
    return nodeid


def first_in_line(unit: dict[str, bool]) -> tuple[int, int]:
    """The order in which work units are handed out (smallest first): the long runs marked
    ``slow`` and the modules sharing a fixture (the Binder environment's build above all), then
    the browser, server and notebook units, then the many quick tests that fill the workers' gaps
    at the end (so that no long test starts last while the other workers idle)."""
    kind = 2
    for nodeid in unit:
        path, _, rest = nodeid.partition("::")
        shared, slow, served = module_facts(path)
        if rest.split("[", 1)[0] in slow or (shared and len(unit) > 1):
            kind = 0
            break
        if served or path.endswith(".ipynb") or len(unit) > 1:
            kind = 1
    return kind, -len(unit)


@pytest.hookimpl(optionalhook=True)  # pytest -p no:xdist still runs
def pytest_xdist_make_scheduler(config, log):
    """``--dist loadgroup`` with the groups of :func:`xdist_group`, handed out in the order of
    :func:`first_in_line`.

    (pytest-xdist's own loadgroup reads ``xdist_group`` marks through the test ids, which pytest
    9.2 no longer lets it change: pytest-dev/pytest-xdist#1386.  The controller sees only the ids,
    so the groups are decided from them here.)"""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadGroupScheduling

    class KitGroups(LoadGroupScheduling):
        ordered = False

        def _split_scope(self, nodeid: str) -> str:
            marked = super()._split_scope(nodeid)  # an explicit xdist_group, once xdist passes it on again
            return marked if marked != nodeid else xdist_group(nodeid)

        def _assign_work_unit(self, node) -> None:
            if not self.ordered:  # the first time, with every unit in the queue
                units = sorted(self.workqueue.items(), key=lambda item: first_in_line(item[1]))
                self.workqueue.clear()
                self.workqueue.update(units)
                self.ordered = True
            super()._assign_work_unit(node)

    return KitGroups(config, log)


def pytest_configure(config):
    """nbval's kernels talk to the test process over Unix sockets in a folder of their own
    (ZeroMQ's ``ipc`` transport), not over TCP ports.

    jupyter_client picks a kernel's TCP ports by binding free ones and releasing them before the
    kernel binds them; with three workers and their Voila servers starting kernels at once,
    another process can take one in between, and the kernel dies before it answers ("Kernel died
    before replying to kernel_info": a whole notebook's cells in error, seen in a full run).
    Socket files in a fresh folder cannot be taken by anybody else."""
    import atexit
    import tempfile

    import nbval.kernel
    from jupyter_client.manager import KernelManager

    class IpcKernelManager(KernelManager):
        def __init__(self, **kwargs):
            folder = tempfile.mkdtemp(prefix="kit-kernel-")
            atexit.register(shutil.rmtree, folder, ignore_errors=True)
            super().__init__(transport="ipc", ip=os.path.join(folder, "kernel"), **kwargs)

    nbval.kernel.KernelManager = IpcKernelManager


def pytest_sessionstart(session):
    """pytest-playwright's output folder (screenshots) is emptied once per run, by the process that
    runs the tests or, under pytest-xdist, by the controller before any worker starts.

    Under pytest-xdist the controller also compiles the fast paths into numba's on-disk cache
    first (:mod:`kit.sim.warm`, both processors; a few seconds when they are cached already), so
    that the workers, the notebooks' kernels and the pages' kernels load them instead of each
    compiling the same code at once on a fresh clone."""
    config = session.config
    if not hasattr(config, "workerinput"):
        shutil.rmtree(Path(config.getoption("--output")), ignore_errors=True)
        if getattr(config.option, "numprocesses", None):
            from kit.sim.warm import warm_all

            warm_all()


