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
from kit.tools.sheets_pdf import CHROMIUM_FLAGS  # the same browser as make sheets-pdf's

# Property tests draw their examples from a fixed seed, so every run (and CI) tests the same cases.
settings.register_profile("kit", derandomize=True, deadline=None)
settings.load_profile("kit")

ROOT = Path(__file__).resolve().parents[1]
IN_CI = os.environ.get("CI", "").lower() == "true"


@pytest.fixture(scope="session")
def voila_log(voila_url):
    """The log file of the Voila server of :func:`voila_url` (kernels started and shut down)."""
    return VOILA_LOGS[voila_url]


VOILA_LOGS: dict[str, Path] = {}


@pytest.fixture(scope="session")
def voila_data(voila_url):
    """The data folder (``KIT_DATA_DIR``) of the server of :func:`voila_url`: its class store,
    which another server of the test (JupyterLab for the sheets) can share."""
    return VOILA_DATA[voila_url]


VOILA_DATA: dict[str, Path] = {}


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory):
    """Base URL of a Voila server serving notebooks/ exactly as `make app TEACHER=1` does, every
    page with the teacher's guide (its pages keep their statistics and leaderboards in a folder of
    this test session, not in ~/.kit); `make app`'s student view: tests/test_pages_as_served.py."""
    log_path = tmp_path_factory.mktemp("voila") / "voila.log"
    data = tmp_path_factory.mktemp("kit-data")
    try:
        with serving(log=log_path, env={"KIT_DATA_DIR": str(data)}, teacher=True) as (url, _):
            VOILA_LOGS[url] = log_path
            VOILA_DATA[url] = data
            yield url
    except RuntimeError as error:
        pytest.fail(str(error))


@pytest.fixture(scope="session", autouse=True)
def delete_output_dir():
    """Replaces pytest-playwright's fixture of that name, which empties the output folder at the
    start of each session: under pytest-xdist every worker is a session, and a worker starting
    later would delete the screenshots another one had written (or fail on a folder that fills
    while it is being removed).  :func:`pytest_sessionstart` empties it once instead."""


QUIET = {"debug", "info", "log", "startGroup", "endGroup", "trace"}
"""Console message types that are not a complaint (Voila logs its websocket at debug level)."""

PASSWORD_HINT = "[DOM] Password field is not contained in a form"
"""Chromium's verbose hint about the teacher key's box on the class page (a password box, so that
the key typed on the projected page shows as dots; no widget is in a form): a hint, not a fault."""


def watch(page, base_url: str) -> list[str]:
    """Collect the page's console warnings and errors, script errors, failed requests and
    requests to any other host than the server's (the list fills as the page runs)."""
    from urllib.parse import urlparse

    seen: list[str] = []
    host = urlparse(base_url).netloc
    page.on("console", lambda m: seen.append(f"console.{m.type}: {m.text[:300]}")
            if m.type not in QUIET and not (m.type == "verbose" and m.text.startswith(PASSWORD_HINT)) else None)
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


@pytest.fixture(scope="session")
def pg_server():
    """A throwaway PostgreSQL server for this test process (tests/pgserver.py), stopped at the end.
    Without PostgreSQL installed: skipped, but failed under ``CI=true`` (.ci/run installs it)."""
    import pgserver

    if pgserver.binaries() is None:
        if IN_CI:
            pytest.fail("PostgreSQL is not installed (.ci/run installs Debian's postgresql package)")
        pytest.skip("PostgreSQL is not installed (Debian: apt-get install postgresql)")
    server = pgserver.start_server()
    yield server
    pgserver.remove(server)


@pytest.fixture
def pg_url(pg_server):
    """The URL of a new, empty database on :func:`pg_server` (one per test)."""
    import uuid

    return pg_server.create_database("t_" + uuid.uuid4().hex[:16])


def on_a_thread_of_its_own(work, timeout: float = 60) -> None:
    """Run ``work()`` on a new thread and raise here what it raised.  The thread has no event loop
    (an xdist worker's own thread may already run Playwright's loop, on which a widget's delayed
    action would wait forever): pass ``lambda: asyncio.run(coroutine())`` for a loop of its own, as
    the kernel has."""
    import threading

    failed: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as error:  # noqa: BLE001 - raised again below
            failed.append(error)

    runner = threading.Thread(target=run)
    runner.start()
    runner.join(timeout)
    assert not runner.is_alive(), f"still running after {timeout} s"
    if failed:
        raise failed[0]
