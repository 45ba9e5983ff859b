"""A class opens an app at once: N browser pages of one Voila server, all in the same second.

For each app (the Deal-hands app and the Un, due, tre reflex app) and each class size, the
benchmark starts the server exactly as ``make app`` does (:func:`kit.tools.app.voila_command`),
opens N pages together in headless Chromium (one browser, one context per student, so each has
its own cookies and kernel), and prints:

* **usable** — seconds from asking for the page to the app's main button being on screen and
  enabled (p50 and p95 over the pages that came up);
* **server** — seconds from asking for the page to the last byte of it (the browser's
  ``responseEnd``): Voila streams the page while the kernel runs the notebook, so this is the
  server's share of the wait, without the browser's own rendering;
* **click** — seconds from the first click on the main button to its result on screen;
* **failed** — pages whose app did not come up within the time limit, or that show the kit's
  "did not start" message;
* **kernel MiB** — memory of a page's kernel (the median over the class): idle, once every
  page is up and before anyone clicks, and again after everyone's first click; resident (RSS,
  includes libraries shared with the other kernels) and unique (USS, what one more student
  costs).

Baseline, measured in the same run: one page opened alone (N = 1) — the ratios in the last
column compare each class size's p95 with it.

The browsers run on the same machine as the server (as in the measurements of issue 8), so
with a large class they compete with the server for the processors: the server column is
the figure to compare with the target (p95 ≤ 10 s for 30 students), the usable column what
a student on this very machine would see.

Each class gets a server of its own, started as ``make app`` starts it; with ``--prepared`` as
``make app CLASS=<the class's size> PREPARE=<the app's page>`` starts it
(:func:`kit.tools.voila_server.prepare_pages`: the pages are computed in advance).  The class
arrives once the machine is quiet (the prepared pages computed).

Usage: ``python bench/class_load.py [--sizes 1 10 20 30] [--apps deal_hands un_due_tre_app]
[--lang en] [--timeout 120] [--prepared]`` (not part of ``make test``; minutes per class size).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kit.tools.app import serving  # noqa: E402

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--disable-dev-shm-usage"]


@dataclass(frozen=True)
class App:
    """How to tell that an app is usable, and what its first click does."""

    notebook: str
    button: str
    result: str
    """A JavaScript expression, true once the first click's result is on screen."""


APPS = {
    # the dealt hands, captioned with their seed
    "deal_hands": App("deal_hands.ipynb", "button.kit-deal",
                      "document.querySelector('.kit-table').querySelectorAll('svg.kit-card').length >= 12"),
    # the first card turned on the pile
    "un_due_tre_app": App("un_due_tre_app.ipynb", "button.kit-start",
                          "document.querySelectorAll('.kit-reflex .kit-pile svg.kit-card').length >= 1"),
}


@dataclass
class Page:
    usable: float | None = None
    server: float | None = None
    click: float | None = None
    error: str = ""


@dataclass
class Run:
    app: str
    size: int
    pages: list[Page] = field(default_factory=list)
    rss: list[float] = field(default_factory=list)
    uss: list[float] = field(default_factory=list)
    rss_clicked: list[float] = field(default_factory=list)
    uss_clicked: list[float] = field(default_factory=list)
    seconds: float = 0.0


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0–100) by the nearest-rank method; nan for no values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = max(1, int(-(-q * len(ordered) // 100)))
    return ordered[rank - 1]


def kernel_processes(server: psutil.Process) -> list[psutil.Process]:
    """The server's kernel processes that are alive (not those exiting)."""
    kernels = []
    for proc in server.children(recursive=True):
        try:
            if proc.status() != psutil.STATUS_ZOMBIE and "ipykernel" in " ".join(proc.cmdline()):
                kernels.append(proc)
        except psutil.Error:  # it ended while being looked at
            continue
    return kernels


async def open_page(browser, url: str, app: App, timeout: float) -> Page:
    result = Page()
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    page = await context.new_page()
    start = time.perf_counter()
    try:
        await page.goto(url, timeout=timeout * 1000, wait_until="commit")
        button = page.locator(app.button)
        # the page's own word that its app did not start or lost its kernel ("slow" is not a failure)
        gave_up = ".kit-page-alert[data-kind=failed]:not([hidden]), .kit-page-alert[data-kind=lost]:not([hidden])"
        failed = page.locator(gave_up)
        await page.wait_for_function(
            """([button, failed]) => {
                 const b = document.querySelector(button);
                 return document.querySelector(failed) !== null
                        || (b !== null && !b.disabled && b.offsetParent !== null);
               }""", arg=[app.button, gave_up], timeout=timeout * 1000, polling=100)
        if await failed.count() and await failed.first.is_visible():
            result.error = "did-not-start: " + (await failed.first.inner_text())[:80]
            return result
        result.usable = time.perf_counter() - start
        timing = await page.evaluate("() => performance.getEntriesByType('navigation')[0].responseEnd / 1000")
        result.server = float(timing)
    except Exception as exc:  # a page that never came up is a failure to count, not a crash
        result.error = type(exc).__name__ + ": " + str(exc).splitlines()[0][:100]
    finally:
        result.page = page  # type: ignore[attr-defined]
        result.context = context  # type: ignore[attr-defined]
    return result


async def first_click(result: Page, app: App, timeout: float) -> None:
    """The student's first click on the app's main button, timed to its result on screen."""
    if result.usable is None:
        return
    page = result.page  # type: ignore[attr-defined]
    try:
        clicked = time.perf_counter()
        await page.locator(app.button).click()
        await page.wait_for_function(app.result, timeout=timeout * 1000, polling=50)
        result.click = time.perf_counter() - clicked
    except Exception as exc:
        result.error = "first click: " + type(exc).__name__ + ": " + str(exc).splitlines()[0][:100]


def kernel_memory(server: psutil.Process) -> tuple[list[float], list[float]]:
    """RSS and USS (MiB) of each of the server's kernels."""
    rss, uss = [], []
    for proc in kernel_processes(server):
        try:
            info = proc.memory_full_info()
        except psutil.Error:
            continue
        rss.append(info.rss / 2**20)
        uss.append(info.uss / 2**20)
    return rss, uss


async def class_opens(base: str, server: psutil.Process, app_name: str, size: int, lang: str,
                      timeout: float) -> Run:
    from playwright.async_api import async_playwright

    app = APPS[app_name]
    url = f"{base}/voila/render/{lang}/{app.notebook}"
    run = Run(app_name, size)
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=shutil.which("chromium") or "/usr/bin/chromium",
                                           args=CHROMIUM_FLAGS)
        started = time.perf_counter()
        run.pages = await asyncio.gather(*(open_page(browser, url, app, timeout) for _ in range(size)))
        run.seconds = time.perf_counter() - started
        await asyncio.sleep(3)  # let the kernels settle before reading their memory
        run.rss, run.uss = kernel_memory(server)  # every page up, nobody has clicked yet: idle kernels
        await asyncio.gather(*(first_click(page, app, timeout) for page in run.pages))
        await asyncio.sleep(2)
        run.rss_clicked, run.uss_clicked = kernel_memory(server)
        for page in run.pages:  # as a student closes the tab: the page asks for its kernel's shutdown
            await page.page.close(run_before_unload=True)  # type: ignore[attr-defined]
        await asyncio.sleep(1)
        for page in run.pages:
            await page.context.close()  # type: ignore[attr-defined]
        await browser.close()
    return run


def wait_for_kernels(server: psutil.Process, count: int, seconds: float = 60) -> int:
    """Wait until exactly ``count`` kernels run (closed pages' kernels gone, prepared pages
    replaced); return how many run."""
    deadline = time.monotonic() + seconds
    while len(kernel_processes(server)) != count and time.monotonic() < deadline:
        time.sleep(0.5)
    return len(kernel_processes(server))


def wait_until_quiet(seconds: float = 900, busy: float = 15.0) -> None:
    """Wait until the machine's processors are nearly idle (below ``busy`` percent over a
    second): prepared pages are computed, replaced pages too, before the next class arrives."""
    deadline = time.monotonic() + seconds
    while psutil.cpu_percent(interval=1.0) > busy and time.monotonic() < deadline:
        pass


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def report(run: Run, baseline: float | None) -> str:
    usable = [p.usable for p in run.pages if p.usable is not None]
    server = [p.server for p in run.pages if p.server is not None]
    click = [p.click for p in run.pages if p.click is not None]
    failed = [p for p in run.pages if p.usable is None or p.error]
    p95 = percentile(usable, 95)
    ratio = f"{p95 / baseline:5.1f}x" if baseline and usable else "   - "
    return (f"{run.app:15s} {run.size:3d}  usable p50 {percentile(usable, 50):5.1f} p95 {p95:5.1f}  "
            f"server p50 {percentile(server, 50):5.1f} p95 {percentile(server, 95):5.1f}  "
            f"click p95 {percentile(click, 95):4.1f}  failed {len(failed):2d}/{run.size:<2d}  "
            f"kernels {len(run.rss):2d} idle RSS {median(run.rss):4.0f} USS {median(run.uss):4.0f} MiB, "
            f"after a click RSS {median(run.rss_clicked):4.0f} USS {median(run.uss_clicked):4.0f} MiB  "
            f"p95 vs one page {ratio}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 10, 20, 30])
    parser.add_argument("--apps", nargs="+", default=list(APPS), choices=list(APPS))
    parser.add_argument("--lang", default="en", choices=["it", "en"])
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--prepared", action="store_true",
                        help="serve as `make app CLASS=<size> PREPARE=<the app's page>` does")
    args = parser.parse_args()

    print(f"{psutil.cpu_count()} processors, {psutil.virtual_memory().total / 2**30:.0f} GiB; "
          f"{'pages prepared for each class (a server per class)' if args.prepared else 'nothing prepared'}",
          flush=True)
    refused = dropped = 0
    for app_name in args.apps:
        baseline = None
        page = f"{args.lang}/{APPS[app_name].notebook}"
        for size in args.sizes:
            log = Path(tempfile.mkstemp(suffix=".log")[1])
            run, server_mib = serve_a_class(app_name, page, size, args, log)
            if size == args.sizes[0] and size == 1:
                baseline = percentile([p.usable for p in run.pages if p.usable is not None], 95)
            print(report(run, baseline) + f"  server {server_mib:.0f} MiB", flush=True)
            for p in run.pages:
                if p.error:
                    print(f"    {p.error}")
            text = log.read_text()
            refused += len(re.findall(r"403 POST /voila/api/shutdown", text))
            dropped += len(re.findall(r"Timeout waiting for IOPub output", text))
    print(f"server logs: {refused} shutdown requests refused, {dropped} cell outputs dropped (IOPub timeout)")


def serve_a_class(app_name: str, page: str, size: int, args: argparse.Namespace, log: Path) -> tuple[Run, float]:
    """Start a server (prepared for ``size`` students with ``--prepared``), let the class open
    ``page`` at once, and stop the server; returns the run and the server process's own RSS."""
    prepare = (page,) if args.prepared else ()
    started = time.perf_counter()
    with serving(class_size=size if prepare else 0, prepare=prepare, log=log, timeout=600) as (base, proc):
        server = psutil.Process(proc.pid)
        if prepare:
            deadline = time.monotonic() + 900
            while f"Kernel pool of {page} is filled" not in log.read_text():
                if time.monotonic() > deadline:
                    sys.exit(f"the server did not prepare {size} pages; log in {log}")
                time.sleep(0.2)
            print(f"    {size} copies of {page} prepared {time.perf_counter() - started:.0f} s after the server started",
                  flush=True)
        wait_until_quiet()
        run = asyncio.run(class_opens(base, server, app_name, size, args.lang, args.timeout))
        server_mib = server.memory_info().rss / 2**20
        left = wait_for_kernels(server, 0, seconds=60)
        if left:
            print(f"    {left} kernels still running a minute after their pages closed")
    return run, server_mib


if __name__ == "__main__":
    main()
