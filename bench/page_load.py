"""How long each page takes to be usable when one person opens it (a cold kernel, nothing prepared).

The server is started as ``make app`` starts it; each page of ``notebooks/`` is opened once, in
turn, in headless Chromium, and the benchmark prints:

* **usable** — seconds from asking for the page to the page complete on screen: Voila shows a
  page when every cell has run, then draws its widgets; the time is that of the page's last
  change (measured in the page, once nothing has changed for a second);
* **server** — seconds to the last byte of the page (``responseEnd``): kernel start and cells;
* the ratio of usable to the baseline, the landing page (``index.ipynb``: a kernel and one small
  cell), measured in the same run.

The target (issue 8) is 3 s usable for every page on the project's 2-processor machine.

Usage: ``python bench/page_load.py [--repeat 1]``.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
from pathlib import Path


ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kit.tools.app import serving  # noqa: E402

from class_load import CHROMIUM_FLAGS  # noqa: E402

PAGES = sorted(p.relative_to(ROOT / "notebooks").as_posix() for p in (ROOT / "notebooks").rglob("*.ipynb")
               if ".ipynb_checkpoints" not in p.parts)


def open_once(browser, url: str) -> tuple[float, float]:
    """(usable, server) seconds for one fresh page at ``url``; its kernel stops as it closes."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url, timeout=180_000, wait_until="commit")
    page.evaluate("""() => { window.kitLastChange = performance.now();
        new MutationObserver(() => { window.kitLastChange = performance.now(); })
          .observe(document, {subtree: true, childList: true, attributes: true, characterData: true}); }""")
    page.wait_for_function(
        """() => { const cells = document.getElementById('rendered_cells');
                   return cells && cells.style.display !== 'none' && !document.getElementById('loading')
                          && performance.now() - window.kitLastChange > 1000; }""",
        timeout=180_000, polling=100)
    usable = page.evaluate("() => window.kitLastChange / 1000")  # from the navigation's start
    server = page.evaluate("() => performance.getEntriesByType('navigation')[0].responseEnd / 1000")
    page.close(run_before_unload=True)
    context.close()
    return usable, float(server)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1, help="openings per page (the median is printed)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with serving() as (base, _), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=shutil.which("chromium") or "/usr/bin/chromium",
                                     args=CHROMIUM_FLAGS)
        open_once(browser, f"{base}/voila/render/index.ipynb")  # warm the server's own caches
        results = {}
        for name in PAGES:
            runs = [open_once(browser, f"{base}/voila/render/{name}") for _ in range(args.repeat)]
            results[name] = (statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs))
        browser.close()
    baseline = results["index.ipynb"][0]
    for name, (usable, server) in results.items():
        mark = "" if usable <= 3 else "   over 3 s"
        print(f"{name:38s} usable {usable:5.2f} s  server {server:5.2f} s  "
              f"vs landing page {usable / baseline:4.1f}x{mark}")


if __name__ == "__main__":
    main()
