"""The pages as a class meets them, in a real browser: clean, offline, and never silent.

Every page renders as an app (no traceback, no code, its own words and style) and loads with a
clean console and nothing from another site, in one load per page; a page whose kernel dies
says so and its reload works; a page whose app did not come up, or is slow to come, says so.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import nbformat
import pytest
import requests
from playwright.sync_api import expect

from conftest import ROOT, watch
from kit.i18n import t
from kit.tools.voila_server import page_texts
from kit.tools.lab import teacher_only
from kit.tools.editions import BOX_TAG, BOXED_TAG, GUESS_TAG
from lesson_page_checks import (FOLLOWS, GUESS_BOXES, PRINTED, check_a_guess_opens_and_the_page_prints_whole,
                                check_the_folded_answers, check_the_guess_boxes_open_their_answers,
                                check_the_link_follows_the_apps_switch)
from test_voila import NOTEBOOKS, code_lines

pytestmark = [pytest.mark.browser, pytest.mark.server]



WORDS_ABOUT_CODE = ("en/deal_hands.ipynb", "it/un_due_tre_probability.ipynb")
"""Pages that must have words about the code (cells tagged kit-notebook-only) for the app view to leave out."""


def check_the_served_page(name: str, html: str) -> None:
    """What the page Voila served must hold (and must not), read from its HTML."""
    import re

    nb = nbformat.read(ROOT / "notebooks" / name, as_version=4)
    # no traceback, no code: the app view shows what the code made, never the code
    assert "Traceback" not in html and "Error</span>" not in html
    for line in code_lines(name):
        assert line not in html, f"source code shown in the app: {line!r}"
    # the words about the code are left out too
    about_code = [c.source for c in nb.cells if "kit-notebook-only" in c.metadata.get("tags", [])]
    if name in WORDS_ABOUT_CODE:
        assert about_code, f"{name} has no words about the code to leave out"
        assert "In JupyterLab" not in html
    for text in about_code:
        assert text.splitlines()[0][:40] not in html
    # nothing loaded from the internet; the page's own words and the kit's stylesheet
    fetched = re.findall(r"""<(?:link|script|img)[^>]+(?:href|src)=["'](https?:)?//""", html)
    assert fetched == [], f"{name} loads from another site"
    words = json.loads(re.search(r'<script id="kit-page-text" type="application/json">(.*?)</script>', html).group(1))
    lang = name.partition("/")[0]
    if lang in ("it", "en"):
        assert words["lost"] == t("page.lost", lang) and words["reload"] == t("page.reload", lang)
    else:  # the landing page is in both languages
        assert words["reload"] == f"{t('page.reload', 'it')} / {t('page.reload', 'en')}"
    # (tables that wrap, formulas that fit a phone), with or without a widget
    assert f"<style>{(ROOT / 'kit' / 'ui' / 'kit.css').read_text(encoding='utf-8')}</style>" in html
    # the deal-hands app's worked answer, an output of the notebook, under the edition's own heading
    if name.endswith("/deal_hands.ipynb"):
        heading = next(line for c in nb.cells if c.cell_type == "markdown" for line in c.source.splitlines()
                       if line.startswith("# ")).lstrip("# ").strip()
        assert "137/494" in html and heading in html
    # a guess box's answer opens by the box's Guess or Skip only: no button of the page beside the box
    boxes = sum("kit-guess-box" in c.metadata.get("tags", []) for c in nb.cells)
    unboxed = sum("kit-guess" in c.metadata.get("tags", []) and "kit-guess-boxed" not in c.metadata.get("tags", [])
                  for c in nb.cells)
    assert html.count('class="kit-guess-opens"') == boxes and html.count('class="kit-reveal"') == unboxed
    # the landing page offers both languages, and each index links every notebook of its edition
    # but the teacher's pages (kit.tools.lab.teacher_only: the guide, which the teacher opens from
    # the teacher's page, its link drawn by kit/ui/class_dashboard.py, and the worked problems;
    # issue 33: a student's make lab and copy leave them out, and a student meets no dead link)
    if name == "index.ipynb":
        assert 'href="it/index.ipynb"' in html and 'href="en/index.ipynb"' in html
    if name in ("it/index.ipynb", "en/index.ipynb"):
        for other in NOTEBOOKS:
            folder, _, file = other.rpartition("/")
            if folder == lang and file != "index.ipynb" and not teacher_only(f"notebooks/{other}"):
                assert f'href="{file}"' in html, other
            if teacher_only(f"notebooks/{other}"):  # the guide, the worked problems: named, never linked
                assert f'href="{file}"' not in html, other


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_every_page_renders_as_an_app_and_loads_clean_in_a_browser(page, voila_url, output_path, name):
    """Each page once, in Chromium: what Voila served (the response's HTML, checked by
    :func:`check_the_served_page`), then the page as it runs -- a clean console, nothing from
    another host, no alert, read aloud in its own language, its title in the tab; a lesson's
    answers folded under its guesses, one per guess; and, on the pages they concern, the checks
    of tests/lesson_page_checks.py (a guess opened, the page printed whole; the edition link
    following an app's switch; the guess boxes opening their answers)."""
    seen = watch(page, voila_url)
    response = page.goto(f"{voila_url}/voila/render/{name}", timeout=180_000)
    assert response.status == 200
    check_the_served_page(name, response.text())
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=180_000)
    page.wait_for_load_state("networkidle", timeout=60_000)
    page.wait_for_timeout(1000)  # widgets render a moment after the page
    assert page.locator(".kit-page-alert:visible").count() == 0
    assert seen == [], f"{name}:\n" + "\n".join(seen)
    # read aloud in its own language; the tab says what the page is, not its file name
    lang = name.partition("/")[0] if "/" in name else "it"
    assert page.evaluate("document.documentElement.lang") == lang
    title = nbformat.read(ROOT / "notebooks" / name, as_version=4).metadata.get("title")
    if "/" in name:
        assert title and page.title() == title
    else:  # the landing page: both languages in its tab, not the file's name «index» (issue 33)
        assert page.title() == title == "Carte in tavola: scegli la lingua · choose your language"
    tags = [c.metadata.get("tags", []) for c in nbformat.read(ROOT / "notebooks" / name, as_version=4).cells]
    guesses = sum(GUESS_TAG in cell and BOXED_TAG not in cell for cell in tags)  # a guess with no box: a button
    boxes = sum(BOX_TAG in cell for cell in tags)  # a guess box opens its answer itself: no button
    assert page.locator("button.kit-reveal").count() == guesses
    assert page.locator(".kit-guess-opens").count() == boxes
    if guesses or boxes:
        check_the_folded_answers(page)
    if name in PRINTED:
        check_a_guess_opens_and_the_page_prints_whole(page, name, PRINTED[name], output_path)
    if name in GUESS_BOXES:
        check_the_guess_boxes_open_their_answers(page, name, output_path)
    if name in FOLLOWS:
        check_the_link_follows_the_apps_switch(page)
    assert seen == [], f"{name}:\n" + "\n".join(seen)  # and the console still clean
    page.close(run_before_unload=True)


def kill_the_pages_kernel(page):
    kernel = json.loads(page.locator("#jupyter-config-data").text_content())["kernelId"]
    pids = subprocess.run(["pgrep", "-f", kernel], capture_output=True, text=True).stdout.split()
    assert pids, "the page's kernel process was not found"
    for pid in pids:
        subprocess.run(["kill", "-9", pid], check=False)


def test_a_page_whose_kernel_dies_says_so_and_its_reload_works(page, voila_url, output_path):
    page.goto(f"{voila_url}/voila/render/it/deal_hands.ipynb", timeout=180_000)
    deal = page.locator("button.kit-deal")
    deal.wait_for(timeout=180_000)
    kill_the_pages_kernel(page)  # as the system does when memory runs out
    alert = page.get_by_role("alert").filter(has_text=t("page.lost", "it"))
    expect(alert).to_be_visible(timeout=20_000)
    page.screenshot(path=str(Path(output_path) / "kernel_lost.png"))
    alert.get_by_role("button", name=t("page.reload", "it")).click()
    deal.wait_for(timeout=180_000)
    deal.click()
    expect(page.locator(".kit-table").first.locator("svg.kit-card")).to_have_count(12, timeout=60_000)
    expect(page.locator(".kit-page-alert:visible")).to_have_count(0)


APP_MISSING = 'class="kit-missing-app"'
"""What the page template writes under an app cell that came up empty (kit_page.js looks for it)."""


def test_a_page_whose_app_did_not_come_up_says_so_with_a_reload(page, crafted_pages, output_path):
    response = page.goto(f"{crafted_pages}/voila/render/empty.ipynb", timeout=180_000)
    assert APP_MISSING in response.text()  # marked by the template for the page to say so
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text(t("page.failed", "it"), timeout=60_000)  # neither edition: both languages
    expect(alert).to_contain_text(t("page.failed", "en"))
    expect(alert.get_by_role("button")).to_be_visible()
    page.screenshot(path=str(Path(output_path) / "app_did_not_start.png"))


def test_a_page_that_works_shows_no_alert(page, crafted_pages):
    response = page.goto(f"{crafted_pages}/voila/render/works.ipynb", timeout=180_000)
    served = response.text()
    assert "application/vnd.jupyter.widget-view+json" in served and APP_MISSING not in served
    expect(page.get_by_role("button", name="Go")).to_be_visible(timeout=60_000)
    page.wait_for_timeout(2000)
    assert page.locator(".kit-page-alert:visible").count() == 0


def test_a_slow_page_is_never_a_bare_spinner(page, crafted_pages, output_path):
    page.goto(f"{crafted_pages}/voila/render/slow.ipynb", timeout=180_000, wait_until="commit")
    expect(page.locator("#loading_text")).to_contain_text(t("page.loading", "it"), timeout=30_000)
    expect(page.locator("#kit-progress")).to_be_visible()  # a progress bar, never a bare spinner
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text(t("page.slow", "it"), timeout=40_000)
    expect(alert).to_be_visible()
    # said while the cell still runs: its app is not there yet (the note goes when it comes)
    assert page.get_by_role("button", name="Go").count() == 0
    page.screenshot(path=str(Path(output_path) / "slow_page.png"))
    expect(page.get_by_role("button", name="Go")).to_be_visible(timeout=60_000)
    expect(alert).to_be_hidden()  # the app came: the note goes


def test_the_servers_address_and_the_file_list_open_the_landing_page_which_leads_to_an_edition(page, voila_url):
    # the file list is never shown: the landing page links every page (each address is sent
    # there; the landing page itself is checked below, in the browser)
    for path in ("/voila/tree/", "/voila/tree/en"):
        listed = requests.get(f"{voila_url}{path}", timeout=180, allow_redirects=False)
        assert listed.status_code == 302 and listed.headers["Location"] == "/voila/render/index.ipynb", path
    seen = watch(page, voila_url)
    response = page.goto(f"{voila_url}/", timeout=180_000)
    assert response.status == 200 and page.url.endswith("/voila/render/index.ipynb")
    landing = response.text()
    assert 'href="it/index.ipynb"' in landing and 'href="en/index.ipynb"' in landing
    assert "voila-tree-main" not in landing
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=60_000)
    page.wait_for_load_state("networkidle", timeout=60_000)  # its kernel connected, as before a person reads and clicks
    page.get_by_role("link", name="open the English page").click(timeout=60_000)
    page.wait_for_url("**/voila/render/en/index.ipynb", timeout=60_000)
    expect(page.locator('a[href="deal_hands.ipynb"]').first).to_be_visible(timeout=60_000)
    assert [s for s in seen if not s.startswith("console.warning: Connection lost")] == []


def test_a_new_game_takes_a_fresh_seed_shown_in_the_box_unless_one_was_typed(page, voila_url):
    page.goto(f"{voila_url}/voila/render/en/un_due_tre_app.ipynb", timeout=180_000)
    start = page.locator("button.kit-start")
    start.wait_for(timeout=180_000)
    seed = page.get_by_label(t("deal.seed", "en"))
    start.click()
    expect(page.locator(".kit-reflex .kit-pile svg.kit-card")).to_have_count(1, timeout=30_000)
    first = seed.input_value()
    start.click()  # a new game: another deal, its seed shown so that it can be replayed
    expect(seed).not_to_have_value(first, timeout=30_000)
    second = seed.input_value()
    assert second.isdigit()
    seed.fill(first)  # the teacher types a seed: the new game is that one
    # each game is a new widget on the board: mark this one, and wait for the next to replace it
    # (the kernel writes the seed box before it puts the new game there)
    page.locator(".kit-reflex").evaluate("e => e.setAttribute('data-played', '')")
    start.click()
    expect(page.locator(".kit-reflex:not([data-played])")).to_have_count(1, timeout=30_000)
    expect(page.locator(".kit-reflex[data-played]")).to_have_count(0)
    expect(seed).to_have_value(first)
    check_a_lone_surrogate_is_refused_with_words(page)
    check_a_paste_too_big_is_not_sent_and_said(page)


PASTE_ELEVEN_MIB = """() => { const box = document.querySelector('.widget-text input');
  box.value = 'x'.repeat(11 * 1024 * 1024);
  box.dispatchEvent(new Event('input', {bubbles: true})); }"""


def check_a_paste_too_big_is_not_sent_and_said(page):
    """11 MiB pasted into the name box: a message over the server's 10 MiB limit used to make the
    server close the kernel's connection (code 1009) and the text was lost without a word; the
    page now keeps it from the socket and says so, and the connection stays open (no "lost")."""
    page.evaluate(PASTE_ELEVEN_MIB)
    alert = page.locator(".kit-page-alert[data-kind='too_big']")
    expect(alert).to_be_visible(timeout=15_000)
    expect(alert).to_contain_text(page_texts("en")["too_big"])
    page.wait_for_timeout(7_000)  # longer than the page waits before it calls a closed connection lost
    expect(page.locator(".kit-page-alert[data-kind='lost']")).to_have_count(0)


TYPE_INTO_THE_NAME = """() => { const box = document.querySelector('.widget-text input');
  box.value = 'Ma\\ud800ria';  // half of a UTF-16 pair
  box.dispatchEvent(new Event('input', {bubbles: true})); }"""


def check_a_lone_surrogate_is_refused_with_words(page):
    """A lone surrogate in the name box (pasted, or sent by a script) used to be dropped by the
    kernel without a word (it could not echo it back): it is now refused with a message."""
    page.evaluate(TYPE_INTO_THE_NAME)
    page.locator("button.kit-start").click()
    expect(page.locator(".kit-message")).to_contain_text(t("error.name_characters", "en", field=t("app.name", "en"), n=1),
                                                         timeout=15_000)


# In the page: once a computer player has slapped a pattern and taken the pile, click the slap
# button the moment the next card shows (well inside the grace window: the person's hand,
# already on its way to the pattern that is gone).
SLAP_RIGHT_AFTER_A_TAKEN_PILE = """() => {
  window.kitSlapped = false;
  const taken = /slaps first and wins the pile/;
  let armed = false, cardsBefore = 0;
  new MutationObserver(() => {
    const narration = document.querySelector('.kit-reflex .kit-narration');
    const cards = document.querySelectorAll('.kit-reflex .kit-pile svg.kit-card').length;
    if (!armed && narration && taken.test(narration.textContent) && !/^You /.test(narration.textContent)) {
      armed = true; cardsBefore = cards;
    } else if (armed && !window.kitSlapped && cards >= 1 && cards !== cardsBefore) {
      window.kitSlapped = true;
      document.querySelector('.kit-reflex button.kit-slap').click();
    } else if (armed && cards !== cardsBefore) { cardsBefore = cards; }
  }).observe(document.body, {subtree: true, childList: true, characterData: true});
}"""


def test_a_slap_right_after_a_computer_took_the_pile_is_too_late_not_fined(page, voila_url, output_path):
    """UDT-7/UDT-8 grace, end to end: the browser measures the reaction, the kernel judges it."""
    page.goto(f"{voila_url}/voila/render/en/un_due_tre_app.ipynb", timeout=180_000)
    start = page.locator("button.kit-start")
    start.wait_for(timeout=180_000)
    page.get_by_label(t("udt.app.difficulty", "en")).select_option(index=2)  # hard: computers slap every pattern
    page.evaluate(SLAP_RIGHT_AFTER_A_TAKEN_PILE)
    start.click()
    page.wait_for_function("window.kitSlapped", timeout=150_000, polling=200)
    narration = page.locator(".kit-reflex .kit-narration")
    expect(narration).to_contain_text("Too late", timeout=15_000)
    expect(narration).to_contain_text("No penalty")
    page.screenshot(path=str(Path(output_path) / "slap_grace.png"))
