"""Shared fixtures: a Voila server on a free port, and Playwright driving the system Chromium."""

from __future__ import annotations

import functools
import os
import shutil
from pathlib import Path

import nbformat
import pytest
from hypothesis import settings


from kit.tools.app import free_port, serving  # noqa: F401 - free_port is for the test modules

# Property tests draw their examples from a fixed seed, so every run (and CI) tests the same cases.
settings.register_profile("kit", derandomize=True, deadline=None)
settings.load_profile("kit")

ROOT = Path(__file__).resolve().parents[1]
IN_CI = os.environ.get("CI", "").lower() == "true"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def voila_log(voila_url):
    """The log file of the Voila server of :func:`voila_url` (kernels started and shut down)."""
    return VOILA_LOGS[voila_url]


VOILA_LOGS: dict[str, Path] = {}


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory):
    """Base URL of a Voila server serving notebooks/ exactly as `make app` does (its pages keep
    their statistics and leaderboards in a folder of this test session, not in ~/.kit)."""
    log_path = tmp_path_factory.mktemp("voila") / "voila.log"
    data = tmp_path_factory.mktemp("kit-data")
    try:
        with serving(log=log_path, env={"KIT_DATA_DIR": str(data)}) as (url, _):
            VOILA_LOGS[url] = log_path
            yield url
    except RuntimeError as error:
        pytest.fail(str(error))


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


@pytest.fixture(scope="session", autouse=True)
def delete_output_dir():
    """Replaces pytest-playwright's fixture of that name, which empties the output folder at the
    start of each session: under pytest-xdist every worker is a session, and a worker starting
    later would delete the screenshots another one had written (or fail on a folder that fills
    while it is being removed).  :func:`pytest_sessionstart` empties it once instead."""


QUIET = {"debug", "info", "log", "startGroup", "endGroup", "trace"}
"""Console message types that are not a complaint (Voila logs its websocket at debug level)."""


def watch(page, base_url: str) -> list[str]:
    """Collect the page's console warnings and errors, script errors, failed requests and
    requests to any other host than the server's (the list fills as the page runs)."""
    from urllib.parse import urlparse

    seen: list[str] = []
    host = urlparse(base_url).netloc
    page.on("console", lambda m: seen.append(f"console.{m.type}: {m.text[:300]}") if m.type not in QUIET else None)
    page.on("pageerror", lambda e: seen.append(f"page error: {e}"))
    # (a page's goodbye, the beacon that stops its kernel, shows as aborted as the page goes)
    page.on("requestfailed", lambda r: seen.append(f"failed: {r.url} {r.failure}")
            if "/voila/api/shutdown/" not in r.url else None)
    page.on("request", lambda r: seen.append(f"other host: {r.url}")
            if urlparse(r.url).scheme in ("http", "https", "ws", "wss") and urlparse(r.url).netloc != host else None)
    return seen


def chromium_path() -> str | None:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright's launch options, pointed at the distribution's Chromium.

    Playwright cannot download its own browser here, so the system package is used through
    ``executable_path``.  Without Chromium the browser tests skip locally but fail under CI=true.
    """
    path = chromium_path()
    if path is None:
        message = "Chromium is not installed (apt-get install chromium); .ci/run installs it"
        if IN_CI:
            pytest.fail(message)
        pytest.skip(message)
    return {**browser_type_launch_args, "executable_path": path, "args": CHROMIUM_FLAGS}


@pytest.fixture
def page(page):
    """pytest-playwright's page, closed at the end of the test as a person closes a tab: the page
    says goodbye (beforeunload) and the server stops its kernel at once, as it does for a class.
    (Closing the browser context alone sends no goodbye: each test's kernel ran on until the
    server's idle cull ten minutes later, a dozen or more of them at once beside the tests that
    came after.)"""
    from playwright.sync_api import Error

    yield page
    if not page.is_closed():
        try:
            page.close(run_before_unload=True)
        except Error:  # the test closed it already (with beforeunload, close() does not wait for it)
            pass


APP_CELL = {"tags": ["kit-app"]}


@pytest.fixture(scope="session")
def crafted_pages(tmp_path_factory):
    """A Voila server (the kit's way) on a folder of made-up pages: ``works`` (its app cell shows
    its widget), ``empty`` (its app cell comes up empty, as when Voila dropped a late output) and
    ``slow`` (a cell that takes 25 s, as on a server busy with a class)."""
    folder = tmp_path_factory.mktemp("pages")
    for name, source in [("works", "import ipywidgets\nipywidgets.Button(description='Go')"),
                         ("empty", "x = 1  # the app's output never arrived"),
                         ("slow", "import time\ntime.sleep(25)\nimport ipywidgets\nipywidgets.Button(description='Go')")]:
        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source, metadata=APP_CELL)])
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, folder / f"{name}.ipynb")
    with serving(folder) as (url, _):
        yield url


def open_turn_app(page, voila_url: str, name: str, lang: str = "en"):
    """Open the turn-based app page ``name`` (``"uno_app"``) in ``lang`` and wait for its start button."""
    page.goto(f"{voila_url}/voila/render/{lang}/{name}.ipynb", timeout=180_000)
    start = page.locator("button.kit-start")
    start.wait_for(timeout=180_000)
    return start


def start_the_match(page, start) -> None:
    """Click a turn-based app's New match button (``start``) and wait until the app has drawn
    the page's first match.

    ``RulesSetupApp.start`` draws the match, then folds the setup away and draws the match again
    in the page's language, new buttons and all; the seed note (the match's seed, absent before
    the first match) is its last word.  A button found before then can be replaced by its twin of
    the second drawing: the UNO phone test once failed so under a loaded machine ("Pesca una
    carta": element not attached to the DOM)."""
    from playwright.sync_api import expect

    note = page.locator(".kit-seed-note")
    assert note.count() == 0, "start_the_match waits for the first match's seed note"
    start.click()
    expect(note).to_be_visible(timeout=60_000)


LOG_TEXT = "() => (document.querySelector('.kit-log') || {}).textContent || ''"


def move(page, act) -> None:
    """Make a move in a turn-based app with ``act()`` (a click, a key) and wait for Python's
    whole answer: TurnApp.show sends the board, the hand (redrawn once per message: its cards,
    then its title), the buttons, and then the narration log, which tells the move.  A card found
    before the log changes can be replaced by the hand's next drawing (the Trentuno phone test
    failed so under load: the drawn card "not attached to the DOM")."""
    before = page.evaluate(LOG_TEXT)
    act()
    page.wait_for_function(f"b => ({LOG_TEXT})() !== b", arg=before, timeout=30_000)


def round_trip(page, start) -> None:
    """Wait until Python has answered after some typing (ipywidgets holds a model's updates while
    the kernel is busy, but a click goes at once): a language switch there and back."""
    from playwright.sync_api import expect

    page.get_by_role("button", name="Italiano").click()
    expect(start).to_contain_text("Nuova partita", timeout=30_000)
    page.get_by_role("button", name="English").click()
    expect(start).to_contain_text("New match", timeout=30_000)


def assert_replays_exactly(make_state, agents, seed):
    """A game made by ``make_state()`` and played with ``agents`` and ``seed`` twice gives the same
    actions, events and end, and its record replays to that end event by event; returns the
    record."""
    from kit.engine import play

    record = play(make_state(), agents, seed)
    again = play(make_state(), agents, seed)
    assert again.actions == record.actions and again.log == record.log and again.state == record.state
    replayed = list(record.replay())
    assert replayed[-1].state == record.state and [e for s in replayed for e in s.events] == record.log
    return record


def run_actions(game, state, *actions):
    """Apply ``actions`` in order with ``game.apply``; the final state and every event."""
    events = []
    for action in actions:
        step = game.apply(state, action)
        state = step.state
        events.extend(step.events)
    return state, events


def refused_by(game, state, action, match=None) -> bool:
    """``game.apply(state, action)`` raises ``IllegalMove`` (its message matching ``match``) and
    leaves ``state`` exactly as it was (every field, pickled before and after)."""
    import pickle

    from kit.engine import IllegalMove

    before, frozen = state, pickle.dumps(state)
    with pytest.raises(IllegalMove, match=match):
        game.apply(state, action)
    return state == before and pickle.dumps(state) == frozen
