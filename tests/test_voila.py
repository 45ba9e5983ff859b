"""The apps as Voila serves them: links, the landing page, pages prepared for a class.

(That every notebook renders as an app, with no traceback, no code and its own words and style, is
checked on the page Chromium loads: tests/test_browser_server.py, one load per page.)"""

from pathlib import Path

import nbformat
import pytest
import requests

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p.relative_to(ROOT / "notebooks").as_posix() for p in (ROOT / "notebooks").rglob("*.ipynb")
                   if ".ipynb_checkpoints" not in p.parts)
"""Every notebook Voila serves, as its path under notebooks/ (``it/deal_hands.ipynb``…)."""


def code_lines(name):
    nb = nbformat.read(ROOT / "notebooks" / name, as_version=4)
    return [line.strip() for cell in nb.cells if cell.cell_type == "code"
            for line in cell.source.splitlines() if len(line.strip()) > 12]


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_every_relative_link_in_a_notebook_resolves_inside_notebooks(name):
    """Voila serves notebooks/ only, so a link must point at a file there."""
    import re

    nb = nbformat.read(ROOT / "notebooks" / name, as_version=4)
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    for target in re.findall(r"\]\(([^)#\s]+)\)", text):
        if "://" in target:
            continue
        resolved = (ROOT / "notebooks" / name).parent.joinpath(target).resolve()
        assert resolved.is_relative_to(ROOT / "notebooks") and resolved.exists(), f"{name}: broken link {target}"


def test_the_editions_tag_the_cells_that_show_an_app():
    """The tag the page template relies on: every widget output's cell has it, no other cell."""
    for name in NOTEBOOKS:
        nb = nbformat.read(ROOT / "notebooks" / name, as_version=4)
        for cell in nb.cells:
            if cell.cell_type != "code":
                continue
            shows_app = any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in cell.outputs)
            assert shows_app == ("kit-app" in cell.metadata.get("tags", [])), (name, cell.source[:60])


def test_preparing_pages_for_a_class_refuses_what_it_cannot_do(capsys):
    from kit.tools.app import main

    """Each in the teacher's words, Italian first: pages without a class size, a page that is
    not there (only the missing one named), a cap or a class size that is no count."""
    cases = [(["--prepare", "it/deal_hands.ipynb"], "Per preparare delle pagine serve anche il numero di studenti"),
             (["--class-size", "30", "--prepare", "it/deal_hands.ipynb", "it/no_such_page.ipynb"],
              "Queste pagine da preparare non ci sono in notebooks/: it/no_such_page.ipynb."),
             (["--max-kernels", "-1"], "a whole number of at least 1, got '-1'"),
             (["--class-size", "trenta"], "a whole number of at least 0, got 'trenta'")]
    for argv, said in cases:
        with pytest.raises(SystemExit) as stop:
            main(argv)
        assert stop.value.code == 2
        err = capsys.readouterr().err
        assert said in err and "Traceback" not in err, err
    assert "make app CLASS=30 PREPARE=" in main.__globals__["both"]("server.prepare_needs_class")


def test_make_app_on_a_port_already_in_use_stops_and_says_which_port_to_choose(capsys):
    """Voila used to move quietly to the next port while `make app` printed the one asked for:
    a teacher opening that address got the other server."""
    import socket

    from kit.tools.app import VOILA_OPTIONS, main

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(SystemExit) as stop:
            main(["--port", str(port)])
    assert stop.value.code == 2
    said = capsys.readouterr()
    assert f"Port {port} is already in use" in said.err and f"make app PORT={port + 1}" in said.err
    assert said.err.startswith(f"La porta {port} è già occupata")  # the class's language first
    assert "Serving" not in said.out
    assert "--Voila.port_retries=0" in VOILA_OPTIONS  # and Voila itself never moves to another port


@pytest.mark.server
@pytest.mark.browser
def test_a_prepared_page_is_handed_out_computed_and_its_kernel_still_stops_with_the_page(browser, tmp_path):
    """`make app CLASS=2 PREPARE=en/deal_hands.ipynb`: two kernels run the page before anyone
    asks; a student gets one of them, and closing the page stops it; a third student gets a
    page of their own at once."""
    import re
    import time

    from kit.tools.app import serving

    log = tmp_path / "voila.log"
    with serving(class_size=2, prepare=("en/deal_hands.ipynb",), log=log) as (url, proc):
        deadline = time.monotonic() + 180
        while "Kernel pool of en/deal_hands.ipynb is filled with 2 kernel(s)" not in log.read_text():
            assert proc.poll() is None and time.monotonic() < deadline, log.read_text()
            time.sleep(0.5)
        # filled means computed: the terminal counted both copies ready, in both languages
        assert re.search(r"2 di 2 pagine pronte \(\d+ s\)\n2 of 2 pages ready \(\d+ s\)", log.read_text())
        context = browser.new_context()
        page = context.new_page()
        page.goto(f"{url}/voila/render/en/deal_hands.ipynb", timeout=60_000)
        page.locator("button.kit-deal").click(timeout=60_000)
        page.wait_for_function("document.querySelector('.kit-table').querySelectorAll('svg.kit-card').length >= 12",
                               timeout=60_000)
        used = re.findall(r"Using pre-heated kernel: ([0-9a-f-]{36})", log.read_text())
        assert len(used) == 1
        page.wait_for_timeout(1000)
        page.close(run_before_unload=True)
        deadline = time.monotonic() + 20
        while f"Kernel shutdown: {used[0]}" not in log.read_text():
            assert time.monotonic() < deadline, "the prepared page's kernel did not stop with the page:\n" + log.read_text()[-3000:]
            time.sleep(0.5)
        context.close()
        # the second prepared copy, then a student beyond the class: a page computed for them at
        # once (the copies are made once, at start, and none is pending)
        for _ in range(2):
            assert "137/494" in requests.get(f"{url}/voila/render/en/deal_hands.ipynb", timeout=180).text
        assert len(re.findall(r"Using pre-heated kernel", log.read_text())) == 2
        assert log.read_text().count("Kernel pool of en/deal_hands.ipynb is filled") == 1  # no refill
