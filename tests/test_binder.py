"""The Binder links, tried: the environment built from ``binder/`` alone, served as Binder serves it.

A fresh virtual environment with the Python ``binder/runtime.txt`` names gets the pinned
``binder/requirements.txt``; a copy of the repository's tracked files then runs
``binder/postBuild`` from its root, as repo2docker does.  A Jupyter server (``jupyter lab``,
Binder's default, with Voila as its server extension -- not Voila's own command) serves the copy,
and every Binder link of README.md and README.it.md (its ``urlpath=``) must answer 200; the app
links must show their app in Chromium with a clean console and nothing from another host, use
the kit's page template, and stop their kernel when the page closes.

More servers in the same environment stand for a JupyterHub student's server (``/user/ada/``)
in the README's two layouts -- the kit's notebooks as the server's folder, or a copy of the
repository as ``kit`` in the student's home -- and try the paths the README gives a hub admin.
Extension mode must also give a page's cells the kit's executor options and typeset formulas
with the MathJax bundled in Voila's page (:mod:`kit.tools.voila_server`).

Slow (the environment takes a few minutes to build): it runs with ``CI=true`` or
``KIT_TEST_BINDER=1``; the environment is built once per test session.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
import requests

from conftest import IN_CI, ROOT, free_port, watch

RUN = IN_CI or os.environ.get("KIT_TEST_BINDER", "") == "1"

pytestmark = [pytest.mark.server, pytest.mark.browser]

READMES = ("README.md", "README.it.md")
BINDER_LINK = re.compile(r"https://mybinder\.org/v2/[^\s)\"'>]*?[?&]urlpath=([^\s)&\"'>#]+)")

APP_READY = {"deal_hands.ipynb": "button.kit-deal", "un_due_tre_app.ipynb": "button.kit-start"}
"""The control that shows an app came up, by notebook; any widget for the others."""

HUB_USER = "ada"
"""The student whose server the JupyterHub stand-in plays (``/user/ada/``)."""

HUB_FOLDER = "kit"
"""The folder a copy of the repository has in a student's home (README: ``…/voila/render/kit/notebooks/…``)."""

HUB_LAYOUTS = {"apps": "", "home": f"{HUB_FOLDER}/notebooks/"}
"""The README's two JupyterHub layouts, as the path from a student's server to the kit's notebooks:
the notebooks folder as the students' folder (``c.Spawner.notebook_dir``), or a copy of the
repository in each student's home."""


def binder_paths() -> list[str]:
    """Every ``urlpath`` of a mybinder.org link in the READMEs, URL-decoded, without a leading slash."""
    paths = []
    for readme in READMES:
        for match in BINDER_LINK.finditer((ROOT / readme).read_text(encoding="utf-8")):
            path = unquote(match.group(1)).lstrip("/")
            if path not in paths:
                paths.append(path)
    return paths


PATHS = binder_paths()
APP_PATHS = [p for p in PATHS if p.startswith("voila/render/")]


def test_the_readmes_link_binder_to_jupyterlab_and_to_the_apps():
    assert any(p.startswith("lab/tree/") for p in PATHS), PATHS
    assert APP_PATHS, PATHS
    for path in PATHS:
        target = path.split("/", 2)[2]
        assert (ROOT / target).is_file(), f"a Binder link points at a missing file: {path}"


# ---------------------------------------------------------------- the environment, as Binder builds it


def runtime_python() -> str:
    """The interpreter ``binder/runtime.txt`` names (``python-3.11`` -> ``python3.11``), or skip."""
    spec = (ROOT / "binder" / "runtime.txt").read_text().strip()
    match = re.fullmatch(r"python-(\d+\.\d+)", spec)
    assert match, f"binder/runtime.txt: {spec!r} is not python-X.Y"
    found = shutil.which(f"python{match.group(1)}")
    if found is None:
        pytest.skip(f"python{match.group(1)} (binder/runtime.txt) is not installed on this machine")
    return found


def copy_tracked_files(dest: Path) -> Path:
    """The repository's tracked files as they are in the working tree, as a fresh clone has them."""
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, check=False)
    if listed.returncode != 0:
        pytest.skip("not a git checkout: the Binder test copies the tracked files")
    for name in listed.stdout.decode().split("\0"):
        source = ROOT / name
        if name and source.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)
    return dest


def clean_env(venv: Path, home: Path) -> dict[str, str]:
    """An environment like Binder's: the new environment's bin first on PATH, nothing of ours."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("JUPYTER", "PYTHON", "VIRTUAL_ENV", "CONDA", "PIP_", "NUMBA"))}
    env["PATH"] = os.pathsep.join([str(venv / "bin"), env.get("PATH", os.defpath)])
    env["HOME"] = str(home)
    return env


def run(command: list[str], cwd: Path, env: dict[str, str], timeout: int = 1200) -> None:
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(command)} failed:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"


@pytest.fixture(scope="session")
def binder_build(tmp_path_factory):
    """(repository copy, environment's prefix, environment variables) after Binder's build steps."""
    if not RUN:
        pytest.skip("slow (builds the Binder environment from binder/): runs with CI=true or KIT_TEST_BINDER=1")
    python = runtime_python()
    base = tmp_path_factory.mktemp("binder")
    home = base / "home"  # as on Binder, the repository is in the home folder
    repo = copy_tracked_files(home / HUB_FOLDER)
    venv = base / "venv"
    run([python, "-m", "venv", str(venv)], cwd=base, env=dict(os.environ))
    env = clean_env(venv, home)
    pip_env = {**env, "HOME": os.environ.get("HOME", str(home))}  # pip's own download cache
    run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--upgrade", "pip"], cwd=repo, env=pip_env)
    run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "-r", "binder/requirements.txt"],
        cwd=repo, env=pip_env)
    post_build = repo / "binder" / "postBuild"
    assert os.access(post_build, os.X_OK), "binder/postBuild must be executable (repo2docker runs ./binder/postBuild)"
    run(["./binder/postBuild"], cwd=repo, env=env)
    return repo, venv, env


def test_postbuild_sets_up_extension_mode(binder_build):
    repo, venv, env = binder_build
    config = venv / "etc" / "jupyter" / "voila.py"
    assert "configure(c)" in config.read_text()
    assert (venv / "share" / "jupyter" / "voila" / "templates" / "kit" / "index.html.j2").is_file()
    # Voila is a server extension of the environment's Jupyter server, enabled by its own install
    listed = subprocess.run(["jupyter", "server", "extension", "list"], cwd=repo, env=env,
                            capture_output=True, text=True, timeout=120)
    said = re.sub(r"\x1b\[[0-9;]*m", "", listed.stdout + listed.stderr)  # without the colours
    assert re.search(r"voila\.server_extension\s+enabled", said), said
    # every kernel tells Python's errors in the sheet's language; JupyterLab speaks Italian
    home = Path(env["HOME"])
    assert "install()" in (home / ".ipython" / "profile_default" / "startup" / "00-kit-friendly-errors.py").read_text()
    locale = home / ".jupyter" / "lab" / "user-settings" / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    assert '"it_IT"' in locale.read_text()


SERVER_CONFIG = """
import sys
from jupyter_server.serverapp import ServerApp
app = ServerApp.instance()
app.initialize(argv=["--ip=127.0.0.1", "--port=" + sys.argv[1], "--no-browser"])
print(app.config.VoilaExecutor.iopub_timeout, app.config.VoilaExecutor.raise_on_iopub_timeout)
"""


def test_in_extension_mode_voila_runs_a_pages_cells_with_the_kits_executor_options(binder_build):
    """Voila's server extension configures the executor of a page from the Jupyter server's
    config, not from voila.py: the kit's configure() hands its options over."""
    from kit.tools.voila_server import CLASS_OPTIONS

    repo, _, env = binder_build
    done = subprocess.run(["python", "-c", SERVER_CONFIG, str(free_port())], cwd=repo, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    executor = CLASS_OPTIONS["VoilaExecutor"]
    assert done.stdout.split() == [str(executor["iopub_timeout"]), str(executor["raise_on_iopub_timeout"])], done.stdout


# ---------------------------------------------------------------- the servers


def start_server(command: list[str], cwd: Path, env: dict[str, str], url: str, log_path: Path):
    with open(log_path, "w") as log:
        proc = subprocess.Popen(command, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
    deadline = time.monotonic() + 120
    while True:
        try:
            if requests.get(f"{url}api/status", timeout=5).status_code == 200:
                return proc
        except requests.ConnectionError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            stop_server(proc)
            pytest.fail(f"the Jupyter server did not start on {url}; log:\n{log_path.read_text()}")
        time.sleep(0.5)


def stop_server(proc) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)
    try:  # kernels the server left behind: they are in its session
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def server_command(port: int, root: Path, *options: str) -> list[str]:
    allow_root = ["--allow-root"] if hasattr(os, "getuid") and os.getuid() == 0 else []
    return ["jupyter", "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
            "--IdentityProvider.token=", "--ServerApp.password=", f"--ServerApp.root_dir={root}",
            *allow_root, *options]


@pytest.fixture(scope="module")
def binder_server(binder_build, tmp_path_factory):
    """``(base URL, log file)`` of the Jupyter server Binder would start on the repository."""
    repo, _, env = binder_build
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    log_path = tmp_path_factory.mktemp("binder-server") / "jupyter.log"
    proc = start_server(server_command(port, repo), repo, env, url, log_path)
    try:
        yield url, log_path
    finally:
        stop_server(proc)


@pytest.fixture(scope="module", params=sorted(HUB_LAYOUTS))
def hub_server(request, binder_build, tmp_path_factory):
    """``(base URL …/user/ada/, path to the notebooks)`` of a JupyterHub student's server, in each
    of the README's layouts."""
    repo, _, env = binder_build
    notebooks = HUB_LAYOUTS[request.param]
    root = repo / "notebooks" if notebooks == "" else repo.parent
    port = free_port()
    url = f"http://127.0.0.1:{port}/user/{HUB_USER}/"
    log_path = tmp_path_factory.mktemp("hub-server") / "jupyter.log"
    proc = start_server(server_command(port, root, f"--ServerApp.base_url=/user/{HUB_USER}/"),
                        root, env, url, log_path)
    try:
        yield url, notebooks
    finally:
        stop_server(proc)


# ---------------------------------------------------------------- the links


@pytest.mark.parametrize("path", PATHS)
def test_every_binder_link_answers(binder_server, path):
    url, log_path = binder_server
    response = requests.get(url + path, timeout=300)
    assert response.status_code == 200, f"{path}: {response.status_code}\n{log_path.read_text()[-3000:]}"
    if path.startswith("voila/render/"):
        page = response.text
        assert '<script id="kit-page-text"' in page, f"{path}: not the kit's page template"
        assert "Traceback" not in page



def has_formulas(path: str) -> bool:
    """Whether the notebook a ``voila/render/…`` path shows has a formula (``$…$``) in its text."""
    import nbformat

    nb = nbformat.read(ROOT / path.split("/", 2)[2], as_version=4)
    return any(re.search(r"\$[^$\n]+\$", cell.source) for cell in nb.cells if cell.cell_type == "markdown")


def kernels(url: str) -> set[str]:
    response = requests.get(f"{url}api/kernels", timeout=30)
    assert response.status_code == 200, response.status_code
    return {kernel["id"] for kernel in response.json()}


def open_app(browser, url: str, path: str):
    """Open an app page in a new context; wait for its app; return (context, page, what it saw, its kernel)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    seen = watch(page, url)
    before = kernels(url)
    page.goto(url + path, timeout=180_000)
    ready = APP_READY.get(Path(path).name, ".jupyter-widgets")
    page.locator(ready).first.wait_for(state="visible", timeout=180_000)
    page.wait_for_load_state("networkidle", timeout=60_000)
    page.wait_for_timeout(1000)  # widgets settle a moment after the page
    mine = kernels(url) - before
    return context, page, seen, mine


def close_and_wait_for_the_kernel_to_stop(context, page, url: str, mine: set[str]) -> None:
    page.close(run_before_unload=True)
    deadline = time.monotonic() + 20
    while mine & kernels(url) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert not mine & kernels(url), "a closed page's kernel is still running"
    context.close()


@pytest.mark.parametrize("path", APP_PATHS)
def test_every_binder_app_link_shows_its_app_and_its_kernel_stops_with_the_page(browser, binder_server, path):
    url, log_path = binder_server
    context, page, seen, mine = open_app(browser, url, path)
    assert page.locator('script#kit-page-text').count() == 1, "not the kit's page template"
    assert page.locator(".kit-page-alert:visible").count() == 0
    assert seen == [], f"{path}:\n" + "\n".join(seen)
    if has_formulas(path):  # typeset by the MathJax in Voila's page, not fetched from a CDN
        assert page.locator("#rendered_cells mjx-container").count() > 0, f"{path}: formulas not typeset"
    assert any(c["name"] == "_xsrf" for c in context.cookies()), "no _xsrf cookie: the shutdown request would be refused"
    assert len(mine) == 1, f"the page started {len(mine)} kernels"
    close_and_wait_for_the_kernel_to_stop(context, page, url, mine)
    assert "403 POST" not in log_path.read_text() and "'_xsrf' argument missing" not in log_path.read_text()


# ---------------------------------------------------------------- a JupyterHub student's server


def test_a_hub_students_links_work(hub_server):
    """The paths the README gives a JupyterHub admin (/user/<name>/voila/render/…/it/index.ipynb…)."""
    url, notebooks = hub_server
    for page in ("it/index.ipynb", "en/index.ipynb", "index.ipynb", "it/deal_hands.ipynb"):
        response = requests.get(f"{url}voila/render/{notebooks}{page}", timeout=300)
        assert response.status_code == 200, page
        assert '<script id="kit-page-text"' in response.text, page
    assert requests.get(url + "lab", timeout=120).status_code == 200  # JupyterLab, for the sheets
    if notebooks == "":  # the notebooks are the server's folder: its file list opens the landing page
        listed = requests.get(url + "voila/tree/", timeout=300)
        assert listed.status_code == 200 and listed.url == url + "voila/render/index.ipynb", listed.url
    else:
        sheet = f"{HUB_FOLDER}/exercises/it/01_dealing_probability.ipynb"
        assert requests.get(f"{url}lab/tree/{sheet}", timeout=120).status_code == 200


def test_a_hub_students_app_page_works_under_the_users_prefix(browser, hub_server):
    url, notebooks = hub_server
    context, page, seen, mine = open_app(browser, url, f"voila/render/{notebooks}it/un_due_tre_app.ipynb")
    assert seen == [], "\n".join(seen)
    page.locator("button.kit-start").click()
    page.locator(".kit-reflex .kit-pile svg.kit-card").first.wait_for(timeout=30_000)  # the kernel answers
    close_and_wait_for_the_kernel_to_stop(context, page, url, mine)
