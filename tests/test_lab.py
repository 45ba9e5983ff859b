"""``make lab``: JupyterLab in the class's language, with Python's errors told in words (kit.tools.lab)."""

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import zipfile
from contextlib import contextmanager
from pathlib import Path

import pytest
import requests
from playwright.sync_api import expect

from kit.tools.app import free_port
from kit.tools.lab import TRANSLATION_SETTINGS, command, prepare, teacher_only

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "kit-test"
HEADERS = {"Authorization": f"token {TOKEN}"}

pytestmark = pytest.mark.server




def wait_until_up(base: str, headers: dict[str, str] = HEADERS, seconds: float = 120.0, stopped=lambda: "") -> None:
    """Wait for the JupyterLab at ``base`` to answer ``/api/status``; ``stopped()`` says why when the
    server stopped (its log), and the test fails with it, as it does after ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        why = stopped()
        if why:
            raise AssertionError(f"JupyterLab stopped:\n{why[-3000:]}")
        try:
            if requests.get(f"{base}/api/status", headers=headers, timeout=2).ok:
                return
        except requests.ConnectionError:
            time.sleep(0.5)
    raise AssertionError(f"JupyterLab did not answer in {seconds:.0f} s")

def stop(server: subprocess.Popen) -> None:
    """End a JupyterLab started by a test: terminate, and kill it when a loaded machine's kernels
    keep it beyond 30 s."""
    server.terminate()
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait(timeout=30)

def test_prepare_writes_the_language_and_the_startup_file(tmp_path):
    made = prepare("it", tmp_path)
    assert json.loads((made["settings"] / TRANSLATION_SETTINGS).read_text()) == {"locale": "it_IT"}
    assert "install()" in (made["ipython"] / "profile_default" / "startup" / "00-kit-friendly-errors.py").read_text()
    assert json.loads((prepare("en", tmp_path)["settings"] / TRANSLATION_SETTINGS).read_text()) == {"locale": "en"}
    with pytest.raises(ValueError, match="use one of it, en"):
        prepare("fr", tmp_path)


def test_make_labs_jupyterlab_speaks_italian(tmp_path):
    """The server ``make lab`` starts: the Italian language pack is installed and chosen, so the
    interface's menus come in Italian ("File", "Modifica", "Visualizza"…)."""
    port = free_port()
    line, env = command("it", port, allow_root=True, folder=tmp_path)
    line = [arg for arg in line if not arg.endswith(".ipynb")] + ["--ServerApp.token=kit-test", "--ServerApp.open_browser=False"]
    server = subprocess.Popen(line, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base, headers = f"http://127.0.0.1:{port}", {"Authorization": "token kit-test"}
        wait_until_up(base, headers)
        chosen = requests.get(f"{base}/lab/api/settings/@jupyterlab/translation-extension:plugin",
                              headers=headers, timeout=30).json()
        assert chosen["settings"]["locale"] == "it_IT"
        quiet = requests.get(f"{base}/lab/api/settings/@jupyterlab/apputils-extension:notification",
                             headers=headers, timeout=30).json()
        assert quiet["settings"]["fetchNews"] == "false" and quiet["settings"]["checkForUpdates"] is False
        pack = requests.get(f"{base}/lab/api/translations/it_IT", headers=headers, timeout=30).json()
        assert pack["data"], pack.get("message")  # the language pack's catalogue
        words = pack["data"]["jupyterlab"]
        # the pack's own words, and the kit's for those it lacks (kit/i18n/jupyterlab.py)
        assert words["Restart Kernel and Run All Cells…"] == ["Riavvia Kernel ed Esegui Tutte le Celle…"]
        assert words["%1 and %2"] == ["%1 e %2"] and words["menu\x04Edit"] == ["Modifica"]
        assert words["Cut Cell"] == ["Taglia Cella", "Taglia Celle"]
        main_menu = requests.get(f"{base}/lab/api/settings/@jupyterlab/mainmenu-extension:plugin",
                                 headers=headers, timeout=30).json()["schema"]["jupyter.lab.menus"]["main"]
        assert [menu["label"] for menu in main_menu][:3] == ["File", "Modifica", "Visualizza"]  # the server's schemas
    finally:
        stop(server)


# --- a student's make lab and copy (issue 33) ----------------------------------------------------

ANSWER_KEY = ("solutions/", "source/", "tests/", "bench/", "deploy/")
"""Folders of the repository a student never gets: the sheets' solutions, their source, the tests."""


def clean_checkout(folder: Path) -> Path:
    """A copy of the files git tracks (what a clean clone holds, with this checkout's changes)."""
    names = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, check=True).stdout
    for name in names.decode().split("\0"):
        if name and (ROOT / name).is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, folder / name)
    return folder


@contextmanager
def make_lab(tmp_path: Path, lang: str):
    """``make lab``'s server (:func:`kit.tools.lab.command`) on a clean checkout; yields its base URL."""
    root = clean_checkout(tmp_path / "clone")
    port = free_port()
    line, env = command(lang, port, allow_root=True, folder=tmp_path / "lab", root=root)
    line += [f"--ServerApp.token={TOKEN}"]
    log = open(tmp_path / "lab.log", "w")
    server = subprocess.Popen(line, env=env, stdout=log, stderr=subprocess.STDOUT, cwd=root)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base, seconds=120, stopped=lambda: server.poll() is not None and (tmp_path / "lab.log").read_text())
        yield base
    finally:
        stop(server)
        log.close()


def test_teacher_only_names_the_answer_key_and_nothing_a_student_needs():
    for path in ("solutions", "solutions/it/02_un_due_tre.ipynb", "source/solutions/02_un_due_tre.ipynb",
                 "notebooks/it/teacher_guide.ipynb", "notebooks/en/teacher_guide.ipynb", "tests/test_lab.py",
                 "sheets_out/teacher_key.csv", "carte_in_tavola.egg-info/PKG-INFO", "deploy/jupyterhub_config.py"):
        assert teacher_only(path), path
    for path in ("exercises/it/02_un_due_tre.ipynb", "notebooks/it/index.ipynb", "kit/keys/udt.json",
                 "kit/check.py", "README.it.md", "Makefile", "pyproject.toml", "docs/RULES.md"):
        assert not teacher_only(path), path


def test_the_server_refuses_the_answer_key_at_every_address(tmp_path):
    """Not only the listing: the contents API, /files/, nbconvert and Voila's extension all answer 404
    for a solution, the teacher's guide and a test; a sheet still opens; / leads to the index."""
    with make_lab(tmp_path, "it") as base:
        root = requests.get(f"{base}/api/contents/", headers=HEADERS, timeout=30).json()
        assert sorted(item["name"] for item in root["content"]) == [
            "Makefile", "README.it.md", "README.md", "binder", "docs", "exercises", "kit", "notebooks", "pyproject.toml"]
        lessons = requests.get(f"{base}/api/contents/notebooks/it", headers=HEADERS, timeout=30).json()
        assert "index.ipynb" in {item["name"] for item in lessons["content"]}
        assert "teacher_guide.ipynb" not in {item["name"] for item in lessons["content"]}
        for refused in ("api/contents/solutions", "api/contents/solutions/it/02_un_due_tre.ipynb",
                        "files/solutions/it/02_un_due_tre.ipynb", "nbconvert/html/solutions/it/02_un_due_tre.ipynb",
                        "voila/render/solutions/it/02_un_due_tre.ipynb", "api/contents/source/solutions/02_un_due_tre.ipynb",
                        "api/contents/notebooks/it/teacher_guide.ipynb", "files/notebooks/en/teacher_guide.ipynb",
                        "files/tests/test_lab.py"):
            assert requests.get(f"{base}/{refused}", headers=HEADERS, timeout=60).status_code == 404, refused
        assert requests.get(f"{base}/api/contents/exercises/it/02_un_due_tre.ipynb", headers=HEADERS, timeout=30).ok
        home = requests.get(f"{base}/", headers=HEADERS, timeout=30, allow_redirects=False)
        assert home.headers["Location"].startswith("/lab/tree/notebooks/it/index.ipynb")


MENUS = {"it": ["File", "Modifica", "Visualizza", "Esegui", "Kernel", "Schede", "Impostazioni", "Aiuto"],
         "en": ["File", "Edit", "View", "Run", "Kernel", "Tabs", "Settings", "Help"]}
"""JupyterLab's menu bar in Italian (the language pack lacks it: kit/i18n/jupyterlab.py) and in English."""
INDEX_TITLE = {"it": "Carte in tavola — giochi di carte e probabilità", "en": "Carte in tavola — card games and probability"}
KERNEL_MENU = {"it": ["Interrompi Kernel", "Riavvia Kernel…", "Riavvia Kernel e Cancella gli Output di Tutte le Celle…",
                      "Riavvia Kernel ed Esegui alla Cella Selezionata…", "Riavvia Kernel e Esegui Tutte le Celle…"],
               "en": ["Interrupt Kernel", "Restart Kernel…", "Restart Kernel and Clear Outputs of All Cells…",
                      "Restart Kernel and Run up to Selected Cell…", "Restart Kernel and Run All Cells…"]}
"""The Kernel menu's first items (before «Riavvia Kernel e Avvia il Debugger…»), as a student reads them."""
RESTART = {"it": "Riavviare il Kernel? Vuoi riavviare il kernel di 01_dealing_probability.ipynb? Tutte le variabili "
                 "andranno perse. Non chiederlo più. Annulla Riavvia",
           "en": "Restart Kernel? Do you want to restart the kernel of 01_dealing_probability.ipynb? All variables "
                 "will be lost. Do not ask me again. Cancel Restart"}
"""The dialog of «Riavvia Kernel e Esegui Tutte le Celle…», word for word."""
STUDENT_ROOT = ["Makefile", "README.it.md", "README.md", "binder", "docs", "exercises", "kit", "notebooks", "pyproject.toml"]


def words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_students_make_lab_in_chromium(tmp_path, page, lang):
    """A clean checkout's ``make lab`` in headless Chromium: its address opens the edition's index
    (no empty Launcher) with JupyterLab's menus, the Kernel menu and the restart dialog in the
    edition's language; the file browser, at the repository's root, lists the student's folders
    only and no teacher's guide; a solution's address typed by hand is refused (JupyterLab's
    "could not open" error, no notebook, no solution on the page)."""
    with make_lab(tmp_path, lang) as base:
        page.set_viewport_size({"width": 1280, "height": 800})
        page.goto(f"{base}/?token={TOKEN}", timeout=180_000)
        expect(page.locator(".jp-RenderedMarkdown:visible h1").first).to_contain_text(INDEX_TITLE[lang], timeout=120_000)
        assert page.locator(".jp-Launcher:visible").count() == 0
        assert page.locator("#jp-menu-panel .lm-MenuBar-itemLabel").all_inner_texts() == MENUS[lang]

        names = page.locator(".jp-DirListing-content .jp-DirListing-itemName")
        expect(names.filter(has_text="index.ipynb")).to_have_count(1)  # the browser opens in notebooks/<lang>/
        assert "teacher_guide.ipynb" not in names.all_inner_texts()
        assert "class_experiment.ipynb" in names.all_inner_texts()
        page.locator(".jp-BreadCrumbs-home").click()
        expect(names.filter(has_text="exercises")).to_have_count(1)
        assert sorted(names.all_inner_texts()) == STUDENT_ROOT
        (ROOT / "test-results").mkdir(exist_ok=True)
        page.screenshot(path=ROOT / "test-results" / f"lab_file_browser_{lang}.png")

        page.goto(f"{base}/lab/tree/exercises/{lang}/01_dealing_probability.ipynb?token={TOKEN}", timeout=180_000)
        expect(page.locator(".jp-NotebookPanel:visible .jp-Cell").first).to_be_visible(timeout=120_000)
        # the sheet's tab is the current one (the Kernel menu acts on it, not on the index)
        expect(page.locator("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current .lm-TabBar-tabLabel")).to_have_text(
            "01_dealing_probability.ipynb", timeout=120_000)
        expect(page.locator("#jp-main-statusbar")).to_contain_text({"it": "Inattivo", "en": "Idle"}[lang], timeout=120_000)
        page.locator("#jp-menu-panel .lm-MenuBar-item", has_text="Kernel").click()
        kernel_menu = page.locator(".lm-Menu:visible .lm-Menu-itemLabel")
        assert [label for label in kernel_menu.all_inner_texts() if label][:5] == KERNEL_MENU[lang]
        kernel_menu.filter(has_text=KERNEL_MENU[lang][4]).click()
        dialog = page.locator(".jp-Dialog-content")
        expect(dialog).to_be_visible()
        assert words(dialog.inner_text()) == RESTART[lang]
        dialog.get_by_role("button", name={"it": "Annulla", "en": "Cancel"}[lang]).first.click()
        expect(dialog).to_have_count(0)
        if lang == "it":
            page.screenshot(path=ROOT / "test-results" / "lab_sheet_it.png")

        page.goto(f"{base}/lab/tree/solutions/{lang}/02_un_due_tre.ipynb?token={TOKEN}", timeout=180_000)
        refused = page.locator(".jp-Dialog-content")
        expect(refused).to_be_visible(timeout=120_000)
        expect(refused).to_contain_text("02_un_due_tre.ipynb")
        assert words(page.locator(".jp-Dialog-content").inner_text()) == {
            "it": f"Impossibile aprire Impossibile trovare il percorso: solutions/{lang}/02_un_due_tre.ipynb Chiudi",
            "en": f"Cannot open Could not find path: solutions/{lang}/02_un_due_tre.ipynb Close"}[lang]
        page.screenshot(path=ROOT / "test-results" / f"lab_solution_refused_{lang}.png")
        page.keyboard.press("Escape")
        expect(refused).to_have_count(0)
        assert page.locator(".lm-TabBar-tabLabel", has_text="02_un_due_tre.ipynb").count() == 0  # no tab opened
        assert "BEGIN SOLUTION" not in page.content()


def solution_lines() -> set[str]:
    """The right-hand sides of the solutions' ``answer_qN = …`` lines that hold a number (what a
    student would copy: ``1 - Fraction(comb(28, 3), comb(40, 3))``)."""
    import nbformat

    found = set()
    for path in sorted((ROOT / "solutions").glob("*/*.ipynb")):
        for cell in nbformat.read(path, as_version=4).cells:
            for block in re.findall(r"### BEGIN SOLUTION\n(.*?)### END SOLUTION", cell.source, re.S):
                for line in block.splitlines():
                    given = re.match(r"\s*answer_q\w*\s*=\s*(.+?)\s*(?:#.*)?$", line)
                    if given and re.search(r"\d", given.group(1)) and len(given.group(1)) >= 6:
                        found.add(given.group(1))
    return found


def test_the_student_copy_is_made_by_one_command_and_holds_no_answer_key(tmp_path):
    """``python -m kit student-copy --out …`` (``make student-copy``): what a student needs, and
    no file of solutions/, source/, tests/…, no teacher's guide, no solution's code, no sheet
    answer as a fraction (the answers recomputed from the solutions, as
    tests/test_sheet_answers_not_in_lessons.py does); the zip holds the same files."""
    from test_sheet_answers_not_in_lessons import ANSWERS

    from kit.tools.student_copy import FOLDER

    out = tmp_path / "copy"
    done = subprocess.run([sys.executable, "-m", "kit", "student-copy", "--out", str(out)], capture_output=True,
                          text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert done.stdout.splitlines()[1] == (f"Wrote {out}: {len(files)} files, without the solutions (solutions/, "
                                           "source/), the teacher's guide or the tests. A student runs make lab or "
                                           "make app in it, as the README says.")
    for needed in ("Makefile", "pyproject.toml", "README.md", "README.it.md", "kit/__init__.py", "kit/keys/udt.json",
                   "notebooks/it/index.ipynb", "notebooks/en/index.ipynb", "exercises/it/02_un_due_tre.ipynb",
                   "exercises/en/06_tre_cinque_otto.ipynb", "docs/RULES.md", "binder/postBuild"):
        assert needed in files, needed
    assert sorted({name.split("/")[0] for name in files}) == STUDENT_ROOT
    assert (out / "README.it.md").read_text(encoding="utf-8").startswith(
        "> Questa è la copia del kit per gli studenti: non contiene le soluzioni delle schede né la guida")
    assert (out / "README.md").read_text(encoding="utf-8").startswith(
        "> This is the students' copy of the kit: it holds neither the sheets' solutions nor the teacher's guide")
    assert not [name for name in files if name.startswith(ANSWER_KEY) or "teacher_guide" in name
                or ".egg-info" in name or name.endswith((".sqlite3", ".pyc"))]
    texts = {name: (out / name).read_text(encoding="utf-8") for name in files
             if name.endswith((".py", ".ipynb", ".md", ".json", ".txt", ".toml", ".js", ".css")) or name == "Makefile"}
    assert not [name for name, text in texts.items() if name.endswith(".ipynb") and "### BEGIN SOLUTION" in text]
    copied = [(line, name) for line in solution_lines() for name, text in texts.items() if line in text]
    assert not copied, copied
    shown = []
    for qid, value in ANSWERS.items():
        if value.denominator == 1:
            continue  # a whole number is printed everywhere for other reasons
        a, b = value.numerator, value.denominator
        for form in (f"{a}/{b}", f"Fraction({a}, {b})", f"\\frac{{{a}}}{{{b}}}"):
            pattern = re.compile(r"(?<![\d/])" + re.escape(form) + r"(?![\d/])")
            shown += [(qid, form, name) for name, text in texts.items()
                      if pattern.search(text)]
    assert not shown, shown

    again = subprocess.run([sys.executable, "-m", "kit", "student-copy", "--out", str(out)], capture_output=True,
                           text=True, cwd=tmp_path)
    assert again.returncode == 2 and again.stderr.splitlines()[1] == (
        f"{out} exists already: remove it, or choose another place with OUT=… (python -m kit student-copy --out …).")
    zipped = tmp_path / "kit-studente.zip"
    assert subprocess.run([sys.executable, "-m", "kit", "student-copy", "--out", str(zipped)], cwd=tmp_path).returncode == 0
    with zipfile.ZipFile(zipped) as archive:
        assert sorted(archive.namelist()) == [f"{FOLDER}/{name}" for name in files]


def test_the_student_copys_index_opens_in_its_own_make_lab(tmp_path):
    """The copy is what a student's ``make lab`` shows: served as its root, the same folders, and
    the index's every link leads to a notebook of the copy (no dead link to the teacher's guide)."""
    from kit.tools.student_copy import write

    copy = tmp_path / "copy"
    write(copy)
    index = json.loads((copy / "notebooks" / "it" / "index.ipynb").read_text(encoding="utf-8"))
    for lang in ("it", "en"):
        index = json.loads((copy / "notebooks" / lang / "index.ipynb").read_text(encoding="utf-8"))
        links = re.findall(r"\]\(([^)]+\.ipynb)\)", "".join("".join(cell["source"]) for cell in index["cells"]))
        assert len(links) > 20 and not [link for link in links if not (copy / "notebooks" / lang / link).is_file()]
    port = free_port()
    line, env = command("it", port, allow_root=True, folder=tmp_path / "lab", root=copy)
    server = subprocess.Popen(line + [f"--ServerApp.token={TOKEN}"], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        wait_until_up(base)
        listed = requests.get(f"{base}/api/contents/", headers=HEADERS, timeout=30).json()["content"]
        assert sorted(item["name"] for item in listed) == STUDENT_ROOT
        assert requests.get(f"{base}/api/contents/notebooks/it/index.ipynb", headers=HEADERS, timeout=30).ok
    finally:
        stop(server)


def test_binder_completes_its_installed_pack_with_the_words_make_lab_adds(tmp_path):
    """Binder's image has no ``make lab`` to put a completed copy first on its path: its postBuild
    adds the kit's words to the installed pack itself (``--complete-installed-pack``), once or
    twice alike.  Here on a copy of the installed pack, which lacks them."""
    from kit.tools.lab import PACK, _installed_pack, add_words

    pack = tmp_path / PACK
    shutil.copytree(_installed_pack(), pack)
    page = pack / "locale" / "it_IT" / "LC_MESSAGES" / "jupyterlab.json"
    assert "menu\x04Edit" not in json.loads(page.read_text(encoding="utf-8"))  # what the pack lacks
    add_words(pack)
    once = page.read_bytes(), (page.parent / "jupyterlab.mo").read_bytes()
    words = json.loads(once[0])
    assert words["menu\x04Edit"] == ["Modifica"] and words["%1 and %2"] == ["%1 e %2"]
    add_words(pack)
    assert (page.read_bytes(), (page.parent / "jupyterlab.mo").read_bytes()) == once
    assert "python -m kit.tools.lab --complete-installed-pack" in (ROOT / "binder" / "postBuild").read_text()


@pytest.mark.server
def test_make_lab_itself_starts_and_serves_a_students_view():
    """``make lab`` as the README says, the Makefile's own line (``python -m kit.tools.lab``, where
    the module is ``__main__``): the server starts, lists the student's folders only, and refuses a
    solution.  Started through the module's functions alone, the other tests never saw that
    ``make lab`` stopped at once ('__main__.StudentContents' could not be imported: issue 33)."""
    if not (ROOT / ".venv" / "bin" / "python").exists():
        pytest.skip("make lab's .venv is not installed (make install)")
    port = free_port()
    env = {**os.environ, "JUPYTER_TOKEN": TOKEN}
    server = subprocess.Popen(["make", "--no-print-directory", "lab", f"LAB_PORT={port}"], cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base, seconds=120, stopped=lambda: server.poll() is not None and server.stdout.read())
        root = requests.get(f"{base}/api/contents/", headers=HEADERS, timeout=30).json()
        names = {item["name"] for item in root["content"]}
        assert {"exercises", "notebooks", "kit"} <= names and not names & {"solutions", "source", "tests", "bench"}
        assert requests.get(f"{base}/api/contents/solutions/it/02_un_due_tre.ipynb", headers=HEADERS,
                            timeout=30).status_code == 404
        assert requests.get(f"{base}/api/contents/notebooks/it/teacher_guide.ipynb", headers=HEADERS,
                            timeout=30).status_code == 404
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=30)
