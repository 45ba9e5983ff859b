"""A server a class shares (kit.tools.class_server): the class code, the cap on kernels, the sweep
of kernels that belong to no page, the prepared class's progress.

The server tests serve a folder of two tiny notebooks (a kernel starts in about a second), so
that thirty pages cost what thirty kernels cost and no more; the kit's own pages are served the
same way (tests/test_voila.py, tests/test_browser_server.py)."""

import os
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import nbformat
import psutil
import pytest
import requests

from kit.store import codes
from kit.tools import class_server as door
from kit.tools.app import serving


def kernel_pids(proc) -> list[int]:
    """The server's kernels now: the processes under it running ipykernel, less those a kernel
    started itself.  (A kernel runs ``uname -p`` as it starts; between its fork and its exec the
    child still shows the kernel's command line: a moment of microseconds, which a machine under
    load stretches to tens of milliseconds, enough for a count to see one kernel too many.)"""
    found: dict[int, int] = {}
    for child in psutil.Process(proc.pid).children(recursive=True):
        try:
            if any("ipykernel" in part for part in child.cmdline()):
                found[child.pid] = child.ppid()
        except psutil.Error:
            pass
    return [pid for pid, parent in found.items() if parent not in found]


def kernels_of(proc) -> int:
    """How many kernels the server has now."""
    return len(kernel_pids(proc))


@pytest.fixture
def tiny(tmp_path):
    """A served folder: ``index.ipynb`` (the landing page) and ``it/page.ipynb``, each one cell."""
    folder = tmp_path / "notebooks"
    (folder / "it").mkdir(parents=True)
    for name in ("index.ipynb", "it/page.ipynb"):
        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("print('ciao', 6 * 7)")])
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, folder / name)
    return folder


def wait_until(condition, seconds: float, step: float = 0.5) -> float:
    """Seconds until ``condition()`` held (AssertionError after ``seconds``)."""
    start = time.monotonic()
    while not condition():
        assert time.monotonic() - start < seconds, f"not within {seconds} s"
        time.sleep(step)
    return time.monotonic() - start


# --- the pure parts ------------------------------------------------------------------------
def test_the_cap_is_the_smaller_of_what_the_class_needs_and_what_the_memory_holds():
    # 30 students, 2 prepared pages: 60 copies + 2 pages each + 10 = 130; 24 GB holds more
    assert door.kernel_cap(30, 2, free_mb=24_000) == 130
    # no class given: 30 students, nothing prepared
    assert door.kernel_cap(0, 0, free_mb=24_000) == 70
    # 4 GB free: (4000 - 300) // 110 = 33 kernels, whatever the class
    assert door.kernel_cap(30, 2, free_mb=4_000) == 33
    assert door.kernel_cap(30, 0, free_mb=100) == 2  # never below 2
    with pytest.raises(ValueError, match="0 or more"):
        door.kernel_cap(-1)


def test_a_kernels_own_child_is_not_counted_as_a_kernel():
    """A kernel's child between its fork and its exec (``uname -p`` as a kernel starts) carries the
    kernel's command line: :func:`kernel_pids` counts the kernel once, here with a child that never
    execs, under a stand-in server."""
    import signal
    import subprocess
    import sys

    kernel = ("import os, time\n"
              "if os.fork() == 0:\n"
              "    time.sleep(60)  # a child that has not exec'd yet: the kernel's command line\n"
              "time.sleep(60)\n")
    server = ("import subprocess, sys, time\n"
              f"subprocess.Popen([sys.executable, '-c', {kernel!r}, '-m', 'ipykernel_launcher', '-f', 'k.json'])\n"
              "time.sleep(60)\n")
    proc = subprocess.Popen([sys.executable, "-c", server], start_new_session=True)
    try:
        def ipykernels():
            return [c for c in psutil.Process(proc.pid).children(recursive=True)
                    if any("ipykernel" in part for part in c.cmdline())]
        wait_until(lambda: len(ipykernels()) == 2, 30, step=0.05)  # the kernel and its child
        (kernel_pid,) = [c.pid for c in psutil.Process(proc.pid).children()]
        assert kernel_pids(proc) == [kernel_pid] and kernels_of(proc) == 1
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def test_a_class_code_is_read_as_typed_and_a_teachers_code_is_checked():
    code = codes.new_code()
    assert len(code) == codes.CODE_LENGTH and set(code) <= set(codes.CODE_ALPHABET)
    assert not set(code) & set("IO01")  # nothing that reads as another character
    assert codes.normal_code(" k7qx-2m ") == "K7QX2M"
    assert codes.check_code("classe-3b") == "CLASSE3B"
    assert codes.same_code("k7qx-2m", "K7QX2M") and not codes.same_code("città", "K7QX2M")  # any text, no error
    assert not codes.same_code("\ud800" * 100, "K7QX2M")
    for bad in ("ab", "x" * 40, "ciao!", "città"):
        with pytest.raises(ValueError, match="4 to 32 letters"):
            codes.check_code(bad)


def test_the_server_pages_speak_the_pages_language_and_escape_nothing_they_are_given():
    full_it, full_en, full_both = door.full_page("it"), door.full_page("en"), door.full_page(None)
    assert "Il server è al completo" in full_it and "The server is full" not in full_it
    assert "Close the tabs" in full_en and 'lang="en"' in full_en
    assert "Il server è al completo / The server is full" in full_both
    asked, wrong = door.code_page("it", wrong=False), door.code_page("it", wrong=True)
    assert 'name="code"' in asked and "<label for=\"kit-code\">Codice della classe</label>" in asked
    assert "role=\"alert\"" in wrong and "non è quello della classe" in wrong and "alert" not in asked


# --- a served class ------------------------------------------------------------------------
@pytest.mark.server
def test_thirty_pages_never_connected_leave_no_kernel_after_a_minute(tiny, tmp_path):
    """30 plain GETs (a reload loop, a chat app's link previews) start 30 kernels; none of them
    is ever claimed by a page, so each is stopped within a minute of its page, and the server is
    back to its baseline: the one page a browser's script claimed (kit_page.js asks for its
    kernel as soon as the page holds its id), which stays."""
    with serving(tiny, log=tmp_path / "voila.log", max_kernels=40) as (url, proc):
        assert kernels_of(proc) == 0
        browser = requests.get(f"{url}/voila/render/it/page.ipynb", timeout=120)
        (kernel_id,) = re.findall(r'"kernelId": "([0-9a-f-]{36})"', browser.text)
        assert requests.get(f"{url}/api/kernels/{kernel_id}", timeout=30).json()["id"] == kernel_id
        with ThreadPoolExecutor(6) as pool:
            got = list(pool.map(lambda _: requests.get(f"{url}/voila/render/it/page.ipynb", timeout=120), range(30)))
        last = time.monotonic()
        assert [r.status_code for r in got] == [200] * 30 and all("ciao 42" in r.text for r in got)
        assert kernels_of(proc) == 31
        wait_until(lambda: kernels_of(proc) == 1, 75)
        gone_after = time.monotonic() - last
        assert gone_after <= 60, f"the kernels took {gone_after:.0f} s to stop"
        assert requests.get(f"{url}/api/kernels/{kernel_id}", timeout=30).status_code == 200  # the claimed one
        said = (tmp_path / "voila.log").read_text()
        assert len(re.findall(r"kit: stopping kernel \S+ \(never connected\)", said)) == 30
        assert "is not trusted" not in said  # thirty such lines used to bury what a teacher reads


@pytest.mark.server
def test_the_cap_holds_under_three_hundred_requests_and_the_server_keeps_answering(tiny, tmp_path):
    """At most 4 kernels: 300 requests, 60 at a time, for a page; exactly 4 pages are served (each
    claims its kernel as a browser's script does, so the sweep of unclaimed kernels, which would
    free places after 25 idle seconds on a slow machine, never runs during the test), the kernels
    never pass 4, the pages beyond say "full" (503, in the page's language, with Retry-After,
    after waiting a moment for a place), and the landing address answers at once all along."""
    with serving(tiny, log=tmp_path / "voila.log", max_kernels=4) as (url, proc):
        peak, stop = [0], threading.Event()

        def watch():
            while not stop.is_set():
                peak[0] = max(peak[0], kernels_of(proc))
                time.sleep(0.05)

        watcher = threading.Thread(target=watch)
        watcher.start()
        landing = []

        def ask(i):
            if i % 30 == 0:  # the landing address, during the load
                start = time.monotonic()
                answer = requests.get(url + "/", timeout=30, allow_redirects=False)
                landing.append((answer.status_code, time.monotonic() - start))
            got = requests.get(f"{url}/voila/render/it/page.ipynb", timeout=120)
            if got.status_code == 200:  # the page's script claims its kernel (kit_page.js)
                (kernel_id,) = re.findall(r'"kernelId": "([0-9a-f-]{36})"', got.text)
                assert requests.get(f"{url}/api/kernels/{kernel_id}", timeout=30).status_code == 200
            return got

        try:
            with ThreadPoolExecutor(60) as pool:
                got = list(pool.map(ask, range(300)))
        finally:
            stop.set()
            watcher.join()
        codes = [r.status_code for r in got]
        assert set(codes) == {200, 503} and codes.count(200) == 4
        full = next(r for r in got if r.status_code == 503)
        assert "Il server è al completo" in full.text and full.headers["Retry-After"] == "60"
        assert '<button type="submit">Riprova</button>' in full.text
        assert peak[0] <= 4, f"{peak[0]} kernels at once"
        assert kernels_of(proc) == 4  # the four served pages' kernels, all still there
        assert "stopping kernel" not in (tmp_path / "voila.log").read_text()
        assert len(landing) == 10 and all(code == 302 and seconds < 5 for code, seconds in landing), landing


@pytest.mark.server
def test_a_class_code_keeps_out_whoever_does_not_have_it(tiny, tmp_path):
    """With a class code, a page without it starts no kernel: the code's page (403) in the
    page's language; a wrong code is said to be wrong; the right one, typed in any case and
    with a dash, sets a cookie and leads to the page, which the cookie then opens directly."""
    with serving(tiny, log=tmp_path / "voila.log", class_code="K7QX2M") as (url, proc):
        page = f"{url}/voila/render/it/page.ipynb"
        asked = requests.get(page, timeout=30)
        assert asked.status_code == 403 and "Scrivi il codice della classe" in asked.text
        assert "Type the class code" not in asked.text  # an Italian page asks in Italian
        for typed in ("AAAAAA", "città", "x" * 10_000):
            wrong = requests.get(page, params={"code": typed}, timeout=30)
            assert wrong.status_code == 403 and "non è quello della classe" in wrong.text
        landing = requests.get(url + "/", timeout=30, allow_redirects=False)
        assert landing.status_code == 403 and "Type the class code" in landing.text  # both languages there
        assert kernels_of(proc) == 0
        session = requests.Session()
        right = session.get(page, params={"code": "k7qx-2m"}, timeout=60, allow_redirects=False)
        assert right.status_code == 302 and right.headers["Location"] == "/voila/render/it/page.ipynb"
        assert session.cookies.get(door.COOKIE) == "K7QX2M"
        opened = session.get(page, timeout=120)
        assert opened.status_code == 200 and "ciao 42" in opened.text
        assert kernels_of(proc) == 1


@pytest.mark.server
def test_a_kernel_restarted_after_a_crash_is_stopped_at_once(tiny, tmp_path):
    """A kernel that died and was restarted belongs to no page (the page has lost its widgets
    and says so): the sweep stops it within seconds, not after ten minutes."""
    log = tmp_path / "voila.log"
    with serving(tiny, log=log, max_kernels=10) as (url, proc):
        assert requests.get(f"{url}/voila/render/it/page.ipynb", timeout=120).status_code == 200
        (first,) = kernel_pids(proc)
        psutil.Process(first).kill()
        wait_until(lambda: "(restarted)" in log.read_text(), 30)
        wait_until(lambda: kernels_of(proc) == 0, 15)
        assert "kit: stopping kernel" in log.read_text()


def test_make_app_beyond_this_machine_makes_a_class_code_and_prints_it_with_the_address(monkeypatch, capsys):
    import kit.tools.app as app

    ran = []
    monkeypatch.setattr(app, "hand_over", lambda line: ran.append(line) or 0)
    monkeypatch.setattr(app, "port_in_use", lambda port, ip: False)
    monkeypatch.setattr(app, "network_address", lambda: "192.168.1.20")
    monkeypatch.setenv("KIT_CLASS_CODE", "")  # restored after the test: main() hands the code to the pages
    with pytest.raises(SystemExit):
        app.main(["--ip", "0.0.0.0", "--port", "8870", "--class-size", "30", "--prepare", "it/deal_hands.ipynb"])
    said = capsys.readouterr().out
    (code,) = re.findall(r"--class-code=(\w+)", " ".join(ran[0]))
    assert len(code) == codes.CODE_LENGTH
    assert os.environ["KIT_CLASS_CODE"] == code  # the pages' kernels: the teacher's page and the join box use it
    assert f"http://192.168.1.20:8870/?code={code}" in said and f"Codice della classe: {code}" in said
    assert "--max-kernels=" in " ".join(ran[0]) and "Al massimo" in said and "At most" in said
    # on this machine only: no code; a teacher's own code is checked and kept
    ran.clear()
    with pytest.raises(SystemExit):
        app.main(["--port", "8870"])
    assert not any("--class-code" in part for part in ran[0])
    ran.clear()
    with pytest.raises(SystemExit):
        app.main(["--ip", "0.0.0.0", "--port", "8870", "--class-code", "3b-2026"])
    assert "--class-code=3B2026" in ran[0]
    ran.clear()  # a class size alone sizes the cap (nothing prepared)
    with pytest.raises(SystemExit):
        app.main(["--port", "8870", "--class-size", "12"])
    assert "--class-size=12" in ran[0] and any(part.startswith("--max-kernels=") for part in ran[0])
    assert not any(part.startswith("--prepare") for part in ran[0])
    with pytest.raises(SystemExit) as refused:
        app.main(["--ip", "0.0.0.0", "--port", "8870", "--class-code", "no!"])
    assert refused.value.code == 2 and "4 to 32 letters" in capsys.readouterr().err


@pytest.mark.server
@pytest.mark.browser
def test_a_student_who_reloads_on_a_full_server_gets_the_page_again(browser, tiny, tmp_path):
    """Two places, two pages open: a reload asks for the new page while the old page's kernel is
    still being stopped; the new page waits a moment for that place instead of saying "full"."""
    with serving(tiny, log=tmp_path / "voila.log", max_kernels=2) as (url, proc):
        context = browser.new_context()
        pages = [context.new_page() for _ in range(2)]
        for page in pages:
            page.goto(f"{url}/voila/render/it/page.ipynb", timeout=60_000)
            page.wait_for_selector("text=ciao 42", timeout=60_000)
        wait_until(lambda: kernels_of(proc) == 2, 30)
        assert requests.get(f"{url}/voila/render/it/page.ipynb", timeout=60).status_code == 503  # full indeed
        answer = pages[1].reload(timeout=60_000)
        assert answer.status == 200
        pages[1].wait_for_selector("text=ciao 42", timeout=60_000)
        assert "Il server è al completo" not in pages[1].content()
        context.close()


def test_preparing_a_class_keeps_the_ten_minute_cull_for_every_other_kernel():
    """The copies wait in Voila's pools, which its kernel manager never culls; the pages the
    students took, and every other, keep the ten-minute cull of pages gone without goodbye."""
    from traitlets.config import Config

    from kit.tools.voila_server import CLASS_OPTIONS, configure, prepare_pages

    c = prepare_pages(configure(Config()), ["it/deal_hands.ipynb"], 3)
    assert c.MappingKernelManager.cull_idle_timeout == CLASS_OPTIONS["MappingKernelManager"]["cull_idle_timeout"] == 600
    assert c.VoilaKernelManager.kernel_pools_config["it/deal_hands.ipynb"] == {"pool_size": 3}
