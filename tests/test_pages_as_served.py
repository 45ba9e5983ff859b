"""Every page as `make app` serves it, in `make app`'s own environment (issue 33).

`make app` installs the kit with ``.[notebook]`` only; the test environment has the test tools
too (Dask, scipy, pytest…).  A page that needs one of them works in every other test and fails
for the student: the Un, due, tre lesson did so (a teacher's Dask section said "Dask is not
installed", the page took that for an app that did not start, showed its banner on every load
and opened every folded answer).  So here the pages are served by ``python -m kit.tools.voila_server``
(what ``python -m kit.tools.app`` runs, through :func:`kit.tools.app.serving`) with the Python of
a second virtual environment, ``.venv-app``, which holds ``pip install -e '.[notebook]'`` and
nothing else: the Makefile makes it in `make install` / `make test` (about 25-30 s with pip's
cache warm), the server and its kernels run in it, the browser is driven from here.

Why a real environment and not an import blocker in the kernels: a blocker stops the imports it
is told of, while a second environment is `make app`'s as a student gets it -- the same
resolver, the versions pip picks for ``.[notebook]`` alone, none of what the test tools pull in.
:func:`test_the_pages_kernels_run_in_make_apps_environment` checks that it is so: the kernels'
``sys.prefix`` is ``.venv-app`` and no package that only the other extras of pyproject.toml bring
(test, hub, scale, bench, postgresql) is there, unless something of ``.[notebook]`` needs it.

Without ``.venv-app`` the tests skip with the command that makes it; under ``CI=true`` they fail.
The override ``KIT_APP_PYTHON=/path/to/python`` serves with another such interpreter.
"""

from __future__ import annotations

import json
import os
import re
import time
import tomllib
from collections import deque
from pathlib import Path

import nbformat
import pytest
import requests
from playwright.sync_api import expect

from conftest import IN_CI, ROOT, watch
from kit.i18n import t
from kit.tools.app import serving
from kit.tools.editions import BOX_TAG, BOXED_TAG, GUESS_TAG, edition
from kit.tools.lab import teacher_only
from lesson_page_checks import check_the_folded_answers
from test_voila import NOTEBOOKS

pytestmark = [pytest.mark.browser, pytest.mark.server]

APP_VENV = ROOT / ".venv-app"
APP_PYTHON = Path(os.environ.get("KIT_APP_PYTHON") or APP_VENV / "bin" / "python")
"""The interpreter of `make app`'s own environment (the Makefile's ``$(APP_STAMP)``)."""

PAGES = [name for name in NOTEBOOKS if name.partition("/")[0] in ("it", "en") and not teacher_only(name)]
"""Every page of notebooks/it and notebooks/en that ``make app`` serves (the landing page is tested
with the others in tests/test_browser_server.py; it runs no code of the kit's lessons); the
teacher's guide is not served without ``TEACHER=1`` (:func:`test_make_app_refuses_the_teachers_guide`)."""

TABS = 3
"""Pages loading at once, each in a tab of its own (one server, one browser): a page mostly waits
for its kernel, so three keep the two processors busy without starving the kernels."""


@pytest.fixture(scope="module")
def app_python() -> str:
    if not APP_PYTHON.is_file():
        message = (f"make app's own environment is not there ({APP_PYTHON}): make install makes it "
                   "(python3 -m venv .venv-app && .venv-app/bin/python -m pip install -e '.[notebook]')")
        if IN_CI:
            pytest.fail(message)
        pytest.skip(message)
    return str(APP_PYTHON)


@pytest.fixture(scope="module")
def app_url(app_python, tmp_path_factory):
    """One server for every page, serving notebooks/ as `make app` does, in its environment."""
    log = tmp_path_factory.mktemp("voila-app") / "voila.log"
    data = tmp_path_factory.mktemp("kit-data-app")
    try:
        with serving(log=log, env={"KIT_DATA_DIR": str(data)}, python=app_python) as (url, _):
            yield url
    except RuntimeError as error:
        pytest.fail(str(error))


def made_up_lesson(app_cell: str, lang: str = "it") -> nbformat.NotebookNode:
    """A lesson of two guesses, made as the editions make one (:func:`kit.tools.editions.edition`
    tags the guesses and answers): a guess with a guess box and its answer ("59.280 terne"), a
    heading, a guess with no box and its answer; then, under a heading of its own at the page's end
    as the Dask section was, ``app_cell``, tagged as an app's (as the editions tag a cell that
    showed a widget)."""
    cells = [
        nbformat.v4.new_markdown_cell("# Una lezione che non parte"),
        nbformat.v4.new_code_cell('LANG = "it"', metadata={"tags": ["parameters"]}),
        nbformat.v4.new_markdown_cell("## 1. Le terne\n\n**Prima di leggere la risposta, scrivi la tua stima:** "
                                      "quante terne ordinate di 3 carte diverse si formano con 40 carte?"),
        nbformat.v4.new_code_cell('from kit.ui.guess_box import guess_box\n\nguess_box("un_due_tre_probability.triples", LANG)'),
        nbformat.v4.new_markdown_cell("Sono 59.280 terne: $40 \\cdot 39 \\cdot 38$."),
        nbformat.v4.new_markdown_cell("## 2. Una coppia\n\n**Prima di leggere la risposta, scrivi la tua stima:** "
                                      "quante carte su 100 fanno coppia?"),
        nbformat.v4.new_markdown_cell("Circa 8 su 100: la probabilità è 1/13."),
        nbformat.v4.new_markdown_cell("## 3. Per l'insegnante"),
        nbformat.v4.new_code_cell(app_cell, metadata={"tags": ["kit-app"]}),
    ]
    source = nbformat.v4.new_notebook(cells=cells)
    source.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return edition(source, lang)


ENVIRONMENT = """import importlib.metadata as md, json, sys
from packaging.requirements import Requirement
needs = {}
for dist in md.distributions():
    wanted = [Requirement(r) for r in (dist.requires or [])]
    needs[dist.metadata["Name"]] = [r.name for r in wanted if r.marker is None or r.marker.evaluate({"extra": ""})]
print(json.dumps({"prefix": sys.prefix, "needs": needs}))"""
"""A page's one cell: its kernel's environment, and what each installed distribution needs."""


@pytest.fixture(scope="module")
def made_up_url(app_python, tmp_path_factory):
    """A server (the kit's, in `make app`'s environment) on made-up pages: ``it/no_app`` (its app
    cell shows words instead of its widget, as the Dask section did without Dask), ``it/raises`` (its
    app cell imports what `make app` does not install) and ``environment`` (:data:`ENVIRONMENT`)."""
    folder = tmp_path_factory.mktemp("made-up-pages")
    (folder / "it").mkdir()  # the Italian edition's folder: the page speaks Italian
    nbformat.write(made_up_lesson('from IPython.display import Markdown\n\nMarkdown("Dask non è installato qui.")'),
                   folder / "it" / "no_app.ipynb")
    nbformat.write(made_up_lesson("from distributed import Client  # Dask: not in .[notebook]\n\nClient"),
                   folder / "it" / "raises.ipynb")
    probe = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(ENVIRONMENT)])
    probe.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(probe, folder / "environment.ipynb")
    with serving(folder, python=app_python) as (url, _):
        yield url


def folds(name: str) -> tuple[int, int]:
    """The guesses of page ``name`` with the page's button (no guess box) and its guess boxes."""
    tags = [c.metadata.get("tags", []) for c in nbformat.read(ROOT / "notebooks" / name, as_version=4).cells]
    return (sum(GUESS_TAG in cell and BOXED_TAG not in cell for cell in tags), sum(BOX_TAG in cell for cell in tags))


OPEN_ANSWERS = """() => [...document.querySelectorAll('.kit-answer-mark + *')]
  .filter(cell => cell.offsetParent !== null || cell.previousElementSibling.classList.contains('kit-open'))
  .map(cell => cell.innerText.trim().slice(0, 80))"""
"""The folded answers of a page that are open (shown, or marked open), by their first words."""

BANNER = "() => [...document.querySelectorAll('.kit-page-alert')].filter(a => !a.hidden).map(a => a.textContent)"


def check_the_page(name: str, page, response, seen: list[str]) -> list[str]:
    """What is wrong with page ``name``, loaded in ``page``: a banner, an answer open before its
    guess, a button too many or too few, a traceback, a console message (an empty list: nothing)."""
    wrong = []
    if response.status != 200:
        wrong.append(f"status {response.status}")
    html = response.text()
    if "Traceback" in html or "Error</span>" in html:  # as tests/test_browser_server.py reads a page
        wrong.append("a traceback: " + re.sub(r"\s+", " ", html[html.find("Error</span>") - 200:][:300]))
    failed = page.evaluate("""() => [...document.querySelectorAll('#rendered_cells .jp-OutputArea-output')]
      .map(o => o.textContent).filter(t => /There was an error when executing cell|Error displaying widget/.test(t))""")
    if failed:  # what kit_page.js takes for a failure (its banner says so too)
        wrong.append(f"a cell failed: {failed}")
    banner = page.evaluate(BANNER)
    if banner:
        wrong.append(f"banner: {banner}")
    opened = page.evaluate(OPEN_ANSWERS)
    if opened:
        wrong.append(f"answers open before their guess: {opened}")
    buttons, boxes = folds(name)
    found = (page.locator("button.kit-reveal").count(), page.locator(".kit-guess-opens").count())
    if found != (buttons, boxes):
        wrong.append(f"(answer buttons, guess boxes) {found}, not {(buttons, boxes)}")
    if buttons or boxes:
        try:
            check_the_folded_answers(page)
        except AssertionError as error:
            wrong.append(f"folded answers: {error}")
    wrong.extend(seen)
    return wrong


def test_every_page_as_make_app_serves_it(browser, app_url, output_path):
    """Every page of notebooks/it and notebooks/en, served in `make app`'s environment, in
    Chromium (:data:`TABS` at once, one server): it finishes, with no banner, no folded answer open
    before its guess (the page's buttons and guess boxes as the notebook tags them), no cell
    failed, and a clean console (tests/conftest.py's :func:`watch`).  All the pages are loaded,
    and what is wrong with each is said together."""
    context = browser.new_context()
    waiting, loading, wrong = deque(PAGES), deque(), {}
    started = time.monotonic()

    def open_next() -> None:
        name = waiting.popleft()
        page = context.new_page()
        seen = watch(page, app_url)
        response = page.goto(f"{app_url}/voila/render/{name}", timeout=180_000, wait_until="commit")
        loading.append((name, page, response, seen))

    while waiting or loading:
        while waiting and len(loading) < TABS:
            open_next()
        name, page, response, seen = loading.popleft()
        expect(page.locator("#rendered_cells")).to_be_visible(timeout=240_000)
        page.wait_for_load_state("networkidle", timeout=120_000)
        page.wait_for_timeout(1500)  # widgets render a moment after the page; the page's watch looks again
        problems = check_the_page(name, page, response, seen)
        if problems:
            wrong[name] = problems
            page.screenshot(path=str(Path(output_path) / f"as_served_{name.replace('/', '_')}.png"), full_page=True)
        page.close(run_before_unload=True)
    context.close()
    print(f"{len(PAGES)} pages as make app serves them in {time.monotonic() - started:.0f} s")
    assert wrong == {}, "\n".join(f"{name}: {problems}" for name, problems in wrong.items())


def extras_only() -> dict[str, set[str]]:
    """The distributions (canonical names) that each optional extra of pyproject.toml other than
    ``notebook`` adds, less those the kit itself or ``.[notebook]`` asks for."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name = lambda requirement: canonical(re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement).group())
    kept = {name(r) for r in project["dependencies"] + project["optional-dependencies"]["notebook"]}
    return {extra: {name(r) for r in found} - kept
            for extra, found in project["optional-dependencies"].items() if extra != "notebook"}


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_the_pages_kernels_run_in_make_apps_environment(page, made_up_url):
    """The kernels of the made-up pages' server are `make app`'s: ``.venv-app``'s interpreter, and
    of what the other extras add (Dask, scipy, pytest, JupyterHub…) nothing is installed unless a
    package of that environment needs it (``requests``, which JupyterLab's server needs too)."""
    page.goto(f"{made_up_url}/voila/render/environment.ipynb", timeout=180_000)
    output = page.locator("#rendered_cells .jp-OutputArea-output").first
    expect(output).to_contain_text('"prefix"', timeout=120_000)
    found = json.loads(output.text_content())
    assert Path(found["prefix"]).resolve() == APP_PYTHON.parent.parent.resolve()
    installed = {canonical(dist): {canonical(n) for n in needs} for dist, needs in found["needs"].items()}
    needed = set().union(*(needs for dist, needs in installed.items() if dist != "carte-in-tavola"))
    added = extras_only()
    assert {"scipy", "dask", "pytest", "jupyterhub"} <= set().union(*added.values())  # what is looked for
    alone = {extra: sorted(names & installed.keys() - needed) for extra, names in added.items()}
    assert all(not names for names in alone.values()), alone
    assert "carte-in-tavola" in installed and "voila" in installed
    assert not {"scipy", "dask", "distributed", "pytest"} & installed.keys()


@pytest.mark.parametrize("name", ["no_app", "raises"])
def test_a_page_whose_app_fails_says_so_and_opens_no_answer(page, made_up_url, output_path, name):
    """A page whose app truly fails in `make app`'s environment -- its app cell shows words instead
    of its widget (``no_app``, as the Dask section did) or raises (``raises``: an import of Dask) --
    says so (the banner, with its reload button) and opens no answer: the guess box's answer and
    the other guess's answer stay folded (never the "59.280" under the first guess).  The guess box
    gets the page's button; the answer opens only when the student asks: the button (``no_app``) or
    the box's Skip (``raises``, which marks the button open too); the other answer stays folded."""
    response = page.goto(f"{made_up_url}/voila/render/it/{name}.ipynb", timeout=180_000)
    assert response.status == 200
    alert = page.get_by_role("alert").filter(has_text=t("page.failed", "it"))
    expect(alert).to_be_visible(timeout=120_000)
    expect(alert.get_by_role("button", name=t("page.reload", "it"))).to_be_visible()
    page.wait_for_load_state("networkidle", timeout=60_000)
    box = page.locator(".kit-guess-box")
    expect(box).to_be_visible(timeout=30_000)  # the kit is there: the box itself works
    page.wait_for_timeout(1500)  # the page's watch has had its look
    assert page.evaluate(OPEN_ANSWERS) == []
    lesson = page.locator("#rendered_cells")
    assert "59.280" not in lesson.inner_text() and "1/13" not in lesson.inner_text()
    offered = page.locator(".kit-guess-opens + .kit-reveal-row button.kit-reveal")
    expect(offered).to_have_count(1)
    expect(offered).to_have_attribute("aria-expanded", "false")
    expect(offered).to_have_text(t("page.show_answer", "it"))
    page.screenshot(path=str(Path(output_path) / f"failed_page_folded_{name}.png"), full_page=True)
    if name == "no_app":
        offered.click()
    else:
        box.get_by_role("button", name=t("guess.box.skip", "it")).click()
    expect(lesson).to_contain_text("59.280", timeout=10_000)
    expect(offered).to_have_attribute("aria-expanded", "true")
    assert "1/13" not in lesson.inner_text()  # the other guess's answer: still folded
    opened = page.evaluate(OPEN_ANSWERS)
    assert len(opened) == 1 and opened[0].startswith("Sono 59.280 terne"), opened


def test_make_app_refuses_the_teachers_guide(app_url):
    """The teacher's guide explains every sheet answer: ``make app`` (a server a class may reach)
    answers 404 for it in both editions before any kernel starts, as a student's ``make lab`` does;
    ``make app TEACHER=1`` serves it (tests/conftest.py's ``voila_url``, a teacher's server)."""
    for lang in ("it", "en"):
        answer = requests.get(f"{app_url}/voila/render/{lang}/teacher_guide.ipynb", timeout=60)
        assert answer.status_code == 404, lang
        assert "127/190" not in answer.text and "BEGIN SOLUTION" not in answer.text
        assert requests.get(f"{app_url}/voila/render/{lang}/index.ipynb", timeout=120).status_code == 200
