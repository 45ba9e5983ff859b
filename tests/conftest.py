"""Shared fixtures: a Voila server on a free port, and Playwright driving the system Chromium."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

import nbformat
import pytest
import requests
from hypothesis import settings


from kit.tools.app import voila_command

# Property tests draw their examples from a fixed seed, so every run (and CI) tests the same cases.
settings.register_profile("kit", derandomize=True, deadline=None)
settings.load_profile("kit")

ROOT = Path(__file__).resolve().parents[1]
IN_CI = os.environ.get("CI", "").lower() == "true"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def voila_log(voila_url):
    """The log file of the Voila server of :func:`voila_url` (kernels started and shut down)."""
    return VOILA_LOGS[voila_url]


VOILA_LOGS: dict[str, Path] = {}


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory):
    """Base URL of a Voila server serving notebooks/ exactly as `make app` does."""
    port = free_port()
    log_path = tmp_path_factory.mktemp("voila") / "voila.log"
    with open(log_path, "w") as log:
        proc = subprocess.Popen(voila_command(port), cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    VOILA_LOGS[url] = log_path
    deadline = time.monotonic() + 90
    try:
        while True:
            try:
                # not followed: the landing page would start a kernel that no page closes
                if requests.get(url + "/", timeout=5, allow_redirects=False).status_code in (200, 302):
                    break
            except requests.ConnectionError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"Voila did not start on {url}; log:\n{log_path.read_text()}")
            time.sleep(0.5)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()


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
    port = free_port()
    proc = subprocess.Popen(voila_command(port, notebooks=folder), cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            try:
                requests.get(url + "/voila", timeout=5, allow_redirects=False)
                break
            except requests.ConnectionError:
                time.sleep(0.5)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)
