"""The class together (issue 24), as a class meets it in a browser: a teacher's page and three
students, each in a browser of their own.

The teacher opens the Italian teacher's page (``it/class_dashboard``), starts a class and reads
its code off the page.  Anna (a laptop) and Bruno (a 390-px phone) join on the class experiment
page and deal 10 + 20 hands, then give three guesses in the guess boxes of a lesson
(``it/misconceptions``), where their browser has them back in the class by itself.  Carla opens
sheet 1 in JupyterLab (as ``make lab`` serves it, sharing the Voila server's class store), runs
its first cells, joins, and answers two questions: one wrong with the with-replacement count,
whose hint the checker names, one right.  The teacher's page, refreshed, then shows exactly those
counts -- 30 deals and the hits the students' pages counted, the three guesses, the two answers
with the mistake named, three students -- in Italian and, after its language switch, in English.

Carla works in JupyterLab only: JupyterLab is another address (another port) than the apps, so
the browser's memory of the class (``localStorage``, one per address) is not there, and the
nickname she used on the apps would be refused as taken.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import time
from contextlib import contextmanager
from pathlib import Path

import nbformat
import pytest
import requests
from playwright.sync_api import expect

from conftest import ROOT, watch
from test_browser_layout import PHONE, PROJECTOR, assert_nothing_cut_off

pytestmark = [pytest.mark.browser, pytest.mark.server]

SHEET = "exercises/it/01_dealing_probability.ipynb"
TOKEN = "kit-class-test"
WRONG_Q1 = "answer_q1 = 1 - Fraction(28, 40) ** 3  # as if each card went back into the deck"
RIGHT_Q2 = "answer_q2 = Fraction(comb(10, 2) * comb(30, 1), comb(40, 3))"


@contextmanager
def jupyterlab(data: Path, folder: Path):
    """JupyterLab as ``make lab`` starts it (:func:`kit.tools.lab.command`: Italian, errors in
    words), its class store in ``data`` (the Voila server's), serving a copy of sheet 1 under
    ``folder`` (the sheet a student edits and JupyterLab may save is never the repository's).
    Yields a function that waits until the server answers and returns its base URL."""
    from kit.tools.app import free_port
    from kit.tools.lab import command

    root = folder / "root"
    (root / SHEET).parent.mkdir(parents=True)
    shutil.copy(ROOT / SHEET, root / SHEET)
    port = free_port()
    line, env = command("it", port, allow_root=True, folder=folder / "lab")
    line = [a for a in line if not a.endswith(".ipynb") and not a.startswith("--ServerApp.root_dir=")]
    line += [f"--ServerApp.root_dir={root}", f"--ServerApp.token={TOKEN}"]
    env["KIT_DATA_DIR"] = str(data)
    env.pop("KIT_DATABASE_URL", None)
    log = open(folder / "lab.log", "w")
    server = subprocess.Popen(line, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"

    def ready() -> str:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and server.poll() is None:
            try:
                if requests.get(f"{base}/api/status", headers={"Authorization": f"token {TOKEN}"}, timeout=2).ok:
                    return base
            except requests.RequestException:
                pass
            time.sleep(0.3)
        raise AssertionError("JupyterLab did not start:\n" + (folder / "lab.log").read_text()[-3000:])

    try:
        yield ready
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


def open_app(context, voila_url: str, name: str, seen: dict):
    """A new tab of ``context`` on the app page ``name``, asked for and not waited for (the pages'
    kernels start side by side); what its console says goes into ``seen[page]``."""
    page = context.new_page()
    seen[page] = watch(page, voila_url)
    page.goto(f"{voila_url}/voila/render/{name}", wait_until="commit", timeout=180_000)
    return page


def join(page, code: str, nickname: str) -> None:
    """Type the class code and a nickname in the page's join box and join."""
    box = page.locator(".kit-join")
    box.get_by_role("textbox", name="Codice della classe").fill(code)
    name = box.get_by_role("textbox", name="Soprannome")
    name.click()
    name.press_sequentially(nickname, delay=0)  # typed fast, then Enter: the whole nickname joins
    name.press("Enter")
    status = box.locator(".kit-class-status")
    expect(status).to_have_text(
        f"Sei nella classe {code} come «{nickname}». Quello che fai qui si somma a quello della classe.",
        timeout=30_000)
    expect(status).to_be_focused()  # the form is gone: the focus is on what it said, not on the page's body


def deal_ten(page, dealt: int) -> int:
    """Press "Deal ten" on a class experiment page that has dealt ``dealt`` hands; returns the
    hits the page counts now (read from its words)."""
    page.get_by_role("button", name="Distribuisci dieci volte").click()
    yours = page.locator(".kit-cexp-yours")
    expect(yours).to_contain_text(f"Le tue distribuzioni: {dealt + 10};", timeout=30_000)
    k = int(re.search(rf": (\d+)/{dealt + 10} ≈", yours.text_content()).group(1))
    shown = page.locator(".kit-cexp-history li")
    expect(shown).to_have_count(10)  # the last ten deals, each as cards with its outcome
    assert shown.locator("svg.kit-card").count() >= 10
    return k


def guess(page, item: str, typed: str, exact: str) -> None:
    """Type ``typed`` in the guess box of ``item`` and press its Guess button: the box shows the
    guess beside the ``exact`` answer and says the guess reached the class."""
    box = page.locator(f'.kit-guess-box[data-guess="{item}"]')
    box.locator("input[type=text]").fill(typed)
    box.locator("button.kit-guess-go").click()
    expect(box.locator(".kit-guess-result")).to_have_text(
        f"La tua stima: {typed} — la risposta esatta: {exact}. La spiegazione è qui sotto. "
        "La tua stima è arrivata alla classe.", timeout=30_000)


def answer_the_kernel_question(page) -> None:
    """When JupyterLab asks which kernel to start (it does when it opens the sheet before it has
    read the list of kernels, on a busy machine), take the one it offers, Python 3, as a student
    would; any other question fails the test with its words."""
    dialog = page.locator(".jp-Dialog")
    if not dialog.count():
        return
    said = dialog.inner_text()
    if "Seleziona Kernel" not in said or "Python 3" not in said:
        raise AssertionError("JupyterLab asks: " + said)
    dialog.locator("button.jp-mod-accept").click()
    expect(dialog).to_have_count(0)


def run_cell(page, cell) -> None:
    """Select ``cell`` and run it (Shift+Enter), as a student does; again if the kernel was not
    listening yet (JupyterLab says "idle" a moment before the first run is taken)."""
    prompt = cell.locator(".jp-InputPrompt")
    for _ in range(20):
        answer_the_kernel_question(page)
        prompt.click()
        page.keyboard.press("Shift+Enter")
        try:
            expect(prompt).to_have_text(re.compile(r"\[[\d*]+\]:"), timeout=1_500)
            return
        except AssertionError:
            continue
    raise AssertionError("JupyterLab never ran the cell")


def answer(page, cell, code: str) -> str:
    """Replace an answer cell's two placeholder lines with ``code`` and run the cell (its last
    line, the check, stays); returns what the check printed."""
    cell.locator(".cm-content").click()
    page.keyboard.press("Control+Home")
    page.keyboard.press("Shift+ArrowDown")
    page.keyboard.press("Shift+End")
    page.keyboard.insert_text(code)
    page.keyboard.press("Shift+Enter")
    out = cell.locator(".jp-OutputArea-output")
    expect(out).to_have_count(1, timeout=30_000)
    return out.inner_text()


def sheet_answers(page, lab_url: str, code: str) -> list[str]:
    """Carla, in JupyterLab: open sheet 1, run its first cells, join, answer question 1 wrong
    and question 2 right; returns the two checks' words."""
    page.goto(f"{lab_url}/lab/tree/{SHEET}?token={TOKEN}&reset", timeout=120_000)
    cells = page.locator(".jp-Notebook .jp-Cell")
    idle, deadline = page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']"), time.monotonic() + 90
    while not idle.count():
        answer_the_kernel_question(page)
        assert time.monotonic() < deadline, "JupyterLab's kernel never started"
        page.wait_for_timeout(200)
    kernel = settled_kernel(page, lab_url)
    sheet = nbformat.read(ROOT / SHEET, as_version=4).cells
    expect(cells).to_have_count(len(sheet))
    where = lambda text: next(i for i, c in enumerate(sheet) if text in c.source)  # noqa: E731
    first, joining, q1, q2 = where("LANG = "), where("join_box(LANG)"), where('check("dealing.q1"'), where('check("dealing.q2"')
    for i in range(first, joining + 1):
        if sheet[i].cell_type == "code":  # the language, the imports, the join box
            run_cell(page, cells.nth(i))
    box = cells.nth(joining).locator(".kit-join")
    try:
        expect(box).to_be_visible(timeout=45_000)
    except AssertionError:
        # JupyterLab's widget manager sometimes leaves the first widget output of a page on
        # "Loading widget..." (jupyter-widgets/ipywidgets#2748, #3231: the comm_open raced the
        # manager); what its maintainers advise, and what a student does, is to run the cell again
        if "Loading widget" not in cells.nth(joining).inner_text():
            raise
        run_cell(page, cells.nth(joining))
        expect(box).to_be_visible(timeout=45_000)
    join(cells.nth(joining), code, "Carla")
    assert sheet_kernels(lab_url) == [kernel], "JupyterLab replaced the sheet's kernel after its first cells ran"
    return [answer(page, cells.nth(q1), WRONG_Q1), answer(page, cells.nth(q2), RIGHT_Q2)]


def sheet_kernels(lab_url: str) -> list[str]:
    """The ids of the kernels JupyterLab's sessions give the sheet."""
    sessions = requests.get(f"{lab_url}/api/sessions", headers={"Authorization": f"token {TOKEN}"}, timeout=30).json()
    return [s["kernel"]["id"] for s in sessions if s.get("path", "").endswith(Path(SHEET).name) and s.get("kernel")]


def settled_kernel(page, lab_url: str, quiet_s: float = 3.0) -> str:
    """The sheet's kernel once JupyterLab has settled on one: a single session kernel, the same,
    with no "which kernel?" question, for ``quiet_s`` seconds.  On a loaded machine JupyterLab may
    ask the question a moment after the sheet says "idle", and answering it replaced the kernel the
    first cells had run in (a NameError on Fraction at question 1, seen under CI)."""
    deadline, kernel, since = time.monotonic() + 90, None, time.monotonic()
    while time.monotonic() < deadline:
        if page.locator(".jp-Dialog").count():
            answer_the_kernel_question(page)
            kernel, since = None, time.monotonic()
        kernels = sheet_kernels(lab_url)
        if len(kernels) != 1 or kernels[0] != kernel:
            kernel, since = (kernels[0] if len(kernels) == 1 else None), time.monotonic()
        elif time.monotonic() - since >= quiet_s:
            return kernel
        page.wait_for_timeout(250)
    raise AssertionError(f"JupyterLab never settled on one kernel for the sheet: {sheet_kernels(lab_url)}")


def top(locator) -> None:
    """Scroll the page so that ``locator`` is at the top of the window (for a screenshot)."""
    locator.evaluate("e => e.scrollIntoView({block: 'start'})")


def plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def it_decimal(x: float, places: int) -> str:
    return f"{x:.{places}f}".replace(".", ",")


def test_a_class_adds_up_on_the_teachers_page_exactly_in_italian_and_in_english(browser, voila_url, voila_data,
                                                                                  output_path, tmp_path):
    out = Path(output_path)
    out.mkdir(parents=True, exist_ok=True)
    with jupyterlab(voila_data, tmp_path) as lab_ready:
        contexts = {who: browser.new_context(viewport=size, **extra) for who, size, extra in (
            ("teacher", PROJECTOR, {}), ("anna", {"width": 1280, "height": 800}, {}),
            ("bruno", PHONE, {"is_mobile": True, "has_touch": True, "device_scale_factor": 2}),
            ("carla", {"width": 1280, "height": 900}, {}))}
        pages = []
        try:
            seen: dict = {}
            teacher = open_app(contexts["teacher"], voila_url, "it/class_dashboard.ipynb", seen)
            anna = open_app(contexts["anna"], voila_url, "it/class_experiment.ipynb", seen)
            bruno = open_app(contexts["bruno"], voila_url, "it/class_experiment.ipynb", seen)
            pages += [teacher, anna, bruno]

            # the teacher starts a class: its code, big, for the board
            teacher.get_by_role("button", name="Apri una classe").click(timeout=180_000)
            code = teacher.locator("p.kit-cdash-code").text_content(timeout=30_000).strip()
            assert re.fullmatch(r"[A-Z0-9]{4,32}", code), code

            # Anna and Bruno join on the class experiment page; then open the lesson (another tab)
            for page, nickname in ((anna, "Anna"), (bruno, "Bruno")):
                page.locator(".kit-join").wait_for(timeout=180_000)
                join(page, code, nickname)
            lessons = [open_app(contexts[who], voila_url, "it/misconceptions.ipynb", seen) for who in ("anna", "bruno")]
            pages += lessons

            # Carla, in JupyterLab: two checked answers, one wrong with a known mistake
            carla = contexts["carla"].new_page()
            pages.append(carla)
            lab_seen = []
            carla.on("pageerror", lambda e: lab_seen.append(f"page error: {e}"))
            carla.on("console", lambda m: lab_seen.append(f"console.error: {m.text[:300]}")
                     if m.type == "error" and not m.text.startswith(LAB_DEBUGGER_RACE) else None)
            wrong, right = sheet_answers(carla, lab_ready(), code)
            assert wrong.startswith("✘ dealing.q1: non ancora. Sembra che tu abbia fatto come se ogni carta tornasse "
                                    "nel mazzo prima della pescata successiva."), wrong
            assert right.startswith("✔ dealing.q2: risposta giusta."), right

            # 30 deals: Anna ten, Bruno twenty (on his phone); each page counts its own hits
            hits_anna = deal_ten(anna, 0)
            deal_ten(bruno, 0)
            hits_bruno = deal_ten(bruno, 10)  # his hits in his 20 deals
            hits = hits_anna + hits_bruno
            expect(bruno.locator(".kit-cexp-class")).to_contain_text(
                f"Tutta la classe {code} insieme: 2 studenti, 30 distribuzioni; l'evento è successo "
                + ("una volta" if hits == 1 else f"{hits} volte") + f": {hits}/30 ≈ {it_decimal(hits / 30, 3)}.")
            top(bruno.locator(".kit-cexp-yours"))  # his count, the class's, the exact value, his last deals
            bruno.screenshot(path=str(out / "phone_class_experiment_it.png"))
            assert_nothing_cut_off(bruno)

            # three guesses in the lesson's guess boxes, back in the class by themselves
            for page, nickname in zip(lessons, ("Anna", "Bruno")):
                expect(page.locator(".kit-join .kit-class-status")).to_have_text(
                    f"Di nuovo qui: sei ancora nella classe {code} come «{nickname}».", timeout=180_000)
            guess(lessons[0], "misconceptions.eleventh", "0,3", "0,4")  # 12/40: the common mistake (12/30)
            guess(lessons[1], "misconceptions.eleventh", "0,3", "0,4")
            guess(lessons[0], "misconceptions.payment_cards", "1,5", "1,5")

            # the store holds exactly what the pages counted (opened with the key the page shows)
            from kit.store import classroom as cls
            from kit.store.core import Store, url_for

            # the key starts hidden: the teacher shows it (the students not looking), writes it down
            expect(teacher.locator(".kit-cdash-key")).to_have_text("nascosta.")
            teacher.get_by_role("button", name="Mostra la chiave").click()
            key = teacher.locator("code.kit-cdash-key").text_content(timeout=30_000).strip()
            view = cls.class_view(Store(url_for(voila_data)), cls.open_class(Store(url_for(voila_data)), code, key))
            assert sorted(view.nicknames.values()) == ["Anna", "Bruno", "Carla"]
            members, outcomes = view.deals["uno.first_card_action"]  # the experiment the page shows first
            assert len(outcomes) == 30 and int(outcomes.sum()) == hits
            by_name = {name: member for member, name in view.nicknames.items()}
            assert int(outcomes[members == by_name["Anna"]].sum()) == hits_anna
            assert {item: len(sent) for item, sent in view.guesses.items()} == {
                "misconceptions.eleventh": 2, "misconceptions.payment_cards": 1}
            assert {item: [(ok, mistake) for _, ok, mistake in sent] for item, sent in view.answers.items()} == {
                "dealing.q1": [(False, "with_replacement")], "dealing.q2": [(True, None)]}

            # the teacher's page, refreshed: exactly those counts, in Italian
            teacher.get_by_role("button", name="Aggiorna ora").click()
            words = teacher.locator(".kit-cdash p.kit-cdash-words").first
            expect(words).to_contain_text(
                f"2 studenti hanno fatto 30 distribuzioni; l'evento è successo {plural(hits, 'volta', 'volte')}: "
                f"{it_decimal(hits / 30, 3)}; valore esatto 0,2692.", timeout=30_000)
            charts = teacher.locator(SHOWN_TAB).locator(".kit-cdash-figs img")
            expect(charts).to_have_count(2)  # the funnel and the histogram, named by the counts in words
            expect(charts.first).to_have_attribute("alt", re.compile("^2 studenti hanno fatto 30 distribuzioni"))
            # projected at 1366x768, the page at the board since the class opened: the code, the words and
            # both charts (their legends too) in the window, with no scrolling
            for shown in (teacher.locator("p.kit-cdash-code"), words, charts.first, charts.last):
                box = shown.bounding_box()
                assert box["y"] >= 0 and box["y"] + box["height"] <= PROJECTOR["height"], box
            # a screen reader hears the tab's content as its panel, named by its tab (kit/ui/page_alive.js)
            expect(teacher.locator(SHOWN_TAB)).to_have_attribute("role", "tabpanel")
            named = teacher.locator(SHOWN_TAB).get_attribute("aria-labelledby")
            expect(teacher.locator(f'[id="{named}"]')).to_have_text("Esperimento di classe")
            teacher.get_by_role("button", name="Nascondi la chiave").click()  # as the page asks, before projecting
            expect(teacher.locator(".kit-cdash-key")).not_to_have_text(key)
            teacher.screenshot(path=str(out / "projector_class_dashboard_it_top.png"))
            top(teacher.locator(".widget-tab"))  # the experiment's tab: the funnel and the histogram
            teacher.screenshot(path=str(out / "projector_class_dashboard_it.png"))
            tabs(teacher, "it", hits)

            # the language switch: the same counts in English
            teacher.get_by_role("button", name="English").click()
            expect(words).to_contain_text(
                f"2 students have made 30 deals; the event came up {plural(hits, 'time', 'times')}: "
                f"{hits / 30:.3f}; exact 0.2692.", timeout=30_000)
            expect(charts.first).to_have_attribute("alt", re.compile("^2 students have made 30 deals"))  # redrawn
            top(teacher.locator(".widget-tab"))
            teacher.screenshot(path=str(out / "projector_class_dashboard_en.png"))
            tabs(teacher, "en", hits)

            for page, said in seen.items():
                assert said == [], page.url + "\n" + "\n".join(said)
            assert lab_seen == [], "\n".join(lab_seen)
        finally:
            for page in pages:
                if not page.is_closed():
                    page.close(run_before_unload=True)
            for context in contexts.values():
                context.close()


LAB_DEBUGGER_RACE = "Could not restore the debugger state: Canceled future for debug_request"
"""JupyterLab's own debugger panel, not the kit: when JupyterLab asks which kernel to start (see
answer_the_kernel_question), the panel's question to the first kernel is cancelled as the kernel is
swapped, and it logs this line; the student sees nothing and the sheet works on (the only console
line of JupyterLab the test lets pass; seen once, in CI, on 2026-12-02)."""

SHOWN_TAB = ".kit-cdash .widget-tab-contents > :not(.lm-mod-hidden)"
"""The teacher's page's tab in view (the others are hidden by the tab panel)."""

TABS = {
    "it": {"guesses": "Stime", "sheets": "Schede", "students": "Studenti"},
    "en": {"guesses": "Guesses", "sheets": "Sheets", "students": "Students"},
}


def tabs(teacher, lang: str, hits: int) -> None:
    """The guesses, sheets and students tabs of the teacher's page say exactly the class's counts."""
    it = lang == "it"
    dash = teacher.locator(".kit-cdash")
    tab = lambda name: dash.locator(".lm-TabBar-tab", has_text=TABS[lang][name])  # noqa: E731
    tab("guesses").click()
    shown = teacher.locator(SHOWN_TAB)
    if it:  # the answers folded until the teacher shows each: the class's guesses first
        expect(shown).to_contain_text("2 stime; la più frequente: 0,3 (2 studenti).")
        expect(shown).to_contain_text("1 stima; la più frequente: 1,5 (1 studente).")
        expect(shown).not_to_contain_text("Risposta esatta")
        reveal = shown.get_by_role("button", name="Mostra la risposta")
        expect(reveal).to_have_count(2)
        expect(reveal.first).to_have_attribute("aria-expanded", "false")
        reveal.first.focus()
        teacher.keyboard.press("Enter")  # from the keyboard
        expect(shown.get_by_role("button", name="Nascondi la risposta")).to_have_attribute("aria-expanded", "true")
        shown.get_by_role("button", name="Mostra la risposta").click()
        expect(shown).to_contain_text("Risposta esatta: 0,4.")
        expect(shown).to_contain_text("Risposta esatta: 1,5.")
    else:  # opened in Italian: still open after the switch
        expect(shown).to_contain_text("2 guesses; the most common: 0.3 (2 students).")
        expect(shown).to_contain_text("1 guess; the most common: 1.5 (1 student).")
        expect(shown).to_contain_text("Exact answer: 0.4.")
        expect(shown).to_contain_text("Exact answer: 1.5.")
        expect(shown.get_by_role("button", name="Hide the answer")).to_have_count(2)
    expect(shown.locator("img")).to_have_count(2)
    tab("sheets").click()
    rows = shown.locator("tbody tr")
    q1, q2 = rows.filter(has_text="dealing.q1"), rows.filter(has_text="dealing.q2")
    if it:
        expect(q1).to_contain_text("Scheda 1 · Domanda 1 — almeno una figura")
        expect(q1).to_contain_text("0 su 1 (0%)")
        expect(q1).to_contain_text("1 studente: Sembra che tu abbia fatto come se ogni carta tornasse nel mazzo")
        expect(q2).to_contain_text("1 su 1 (100%)")
        expect(q2).to_contain_text("nessun errore riconosciuto")
    else:
        expect(q1).to_contain_text("Sheet 1 · Q1 — at least one figure")
        expect(q1).to_contain_text("0 of 1 (0%)")
        expect(q1).to_contain_text("1 student: It looks as if each card went back into the deck")
        expect(q2).to_contain_text("1 of 1 (100%)")
        expect(q2).to_contain_text("no known mistake")
    expect(q1).not_to_contain_text("with_replacement")  # the mistake in words, not its id
    expect(rows.filter(has_text="Carla")).to_contain_text("1 / 2")
    tab("students").click()
    expect(shown).to_contain_text("3 studenti nella classe; 35 risultati in tutto." if it else
                                  "3 students in the class; 35 records in all.")
    table = [[c.strip() for c in r.inner_text().split("\t")] for r in shown.locator("tbody tr").all()]
    # nickname, guesses, answers, deals, records
    assert table == [["Anna", "2", "0", "10", "12"], ["Bruno", "1", "0", "20", "21"], ["Carla", "0", "2", "0", "2"]], table
    tab_back = dash.locator(".lm-TabBar-tab").first
    tab_back.click()
