"""The pages as a class meets them, in a real browser: clean, offline, and never silent.

Every page loads with a clean console and nothing from another site; a page whose kernel dies
says so and its reload works; a page whose app did not come up, or is slow to come, says so.
"""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import expect

from conftest import ROOT, watch
from kit.i18n import t
from test_voila import NOTEBOOKS

pytestmark = [pytest.mark.browser, pytest.mark.server]



@pytest.mark.parametrize("name", NOTEBOOKS)
def test_every_page_loads_with_a_clean_console_and_nothing_from_another_site(page, voila_url, name):
    seen = watch(page, voila_url)
    page.goto(f"{voila_url}/voila/render/{name}", timeout=180_000)
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


def test_a_page_whose_app_did_not_come_up_says_so_with_a_reload(page, crafted_pages, output_path):
    page.goto(f"{crafted_pages}/voila/render/empty.ipynb", timeout=180_000)
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text(t("page.failed", "it"), timeout=60_000)  # neither edition: both languages
    expect(alert).to_contain_text(t("page.failed", "en"))
    expect(alert.get_by_role("button")).to_be_visible()
    page.screenshot(path=str(Path(output_path) / "app_did_not_start.png"))


def test_a_page_that_works_shows_no_alert(page, crafted_pages):
    page.goto(f"{crafted_pages}/voila/render/works.ipynb", timeout=180_000)
    expect(page.get_by_role("button", name="Go")).to_be_visible(timeout=60_000)
    page.wait_for_timeout(2000)
    assert page.locator(".kit-page-alert:visible").count() == 0


def test_a_slow_page_is_never_a_bare_spinner(page, crafted_pages, output_path):
    started = time.monotonic()
    page.goto(f"{crafted_pages}/voila/render/slow.ipynb", timeout=180_000, wait_until="commit")
    expect(page.locator("#loading_text")).to_contain_text(t("page.loading", "it"), timeout=30_000)
    expect(page.locator("#kit-progress")).to_be_visible()  # a progress bar, never a bare spinner
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text(t("page.slow", "it"), timeout=40_000)
    assert time.monotonic() - started < 30  # said while the cell still runs
    page.screenshot(path=str(Path(output_path) / "slow_page.png"))
    expect(page.get_by_role("button", name="Go")).to_be_visible(timeout=60_000)
    expect(alert).to_be_hidden()  # the app came: the note goes


def test_the_servers_address_shows_the_landing_page_and_leads_to_an_edition(page, voila_url):
    seen = watch(page, voila_url)
    page.goto(f"{voila_url}/", timeout=180_000)
    assert page.url.endswith("/voila/render/index.ipynb")
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
    start.click()
    page.wait_for_timeout(1500)
    expect(seed).to_have_value(first)


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
