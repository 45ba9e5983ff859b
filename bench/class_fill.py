"""How long a prepared class takes to be ready: ``make app CLASS=N PREPARE="<pages>"`` from the
server's start until every copy of every page is computed.

For each class size the benchmark starts the server as ``make app`` does
(:func:`kit.tools.app.serving` with ``class_size`` and ``prepare``) and reads the server's log
for Voila's line "Kernel pool of <page> is filled with N kernel(s)", one per page; it prints the
seconds from the start until the last page's pool is full, per copy, and the server's peak
number of kernels starting at once.

Baseline, in the same run: Voila's own way of filling (``KIT_FILL=voila``: every copy of every
page started at the same moment, as Voila 0.5 does), against the kit's
(:func:`kit.tools.voila_server.hand_out_ready_pages_once`: a few copies at a time, as many as
the machine has processors to run them).  The last column is the ratio of the two.

Usage: ``python bench/class_fill.py [--sizes 5 30] [--pages it/un_due_tre_app.ipynb it/deal_hands.ipynb]
[--ways voila kit]`` (not part of ``make test``; minutes per class size).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kit.tools.app import serving  # noqa: E402

PAGES = ("it/un_due_tre_app.ipynb", "it/deal_hands.ipynb")
FILLED = re.compile(r"Kernel pool of (\S+) is filled with (\d+) kernel")


def kernels_of(server: psutil.Process) -> int:
    """The kernels (child processes running ipykernel) of the server now."""
    count = 0
    for child in server.children(recursive=True):
        try:
            if any("ipykernel" in part for part in child.cmdline()):
                count += 1
        except psutil.Error:
            pass
    return count


def fill_time(size: int, pages: tuple[str, ...], way: str, timeout: float = 1800.0) -> tuple[float, int]:
    """Seconds from the server's start until every page's pool of ``size`` copies is full, and
    the most kernels alive at any moment of it."""
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "voila.log"
        env = {"KIT_DATA_DIR": str(Path(tmp) / "data"), "KIT_FILL": "" if way == "kit" else way}
        start = time.perf_counter()
        with serving(class_size=size, prepare=pages, log=log, env=env, timeout=timeout) as (_, proc):
            server = psutil.Process(proc.pid)
            peak = 0
            while time.perf_counter() - start < timeout:
                peak = max(peak, kernels_of(server))
                filled = {m.group(1) for m in FILLED.finditer(log.read_text(errors="replace"))}
                if all(page in filled for page in pages):
                    return time.perf_counter() - start, peak
                time.sleep(0.5)
            raise RuntimeError(f"the pools were not full after {timeout:.0f} s:\n{log.read_text()[-2000:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[5, 30])
    parser.add_argument("--pages", nargs="+", default=list(PAGES))
    parser.add_argument("--ways", nargs="+", default=["voila", "kit"],
                        help="voila, kit, or a number of copies computed at once")
    args = parser.parse_args()
    pages = tuple(args.pages)
    print(f"A class's pages prepared ({', '.join(pages)}), {os.cpu_count()} processors:")
    print(f"{'class':>6} {'way':>6} {'copies':>7} {'seconds':>8} {'s/copy':>7} {'kernels at once':>16} {'vs voila':>9}")
    for size in args.sizes:
        base = None
        for way in args.ways:
            seconds, peak = fill_time(size, pages, way)
            copies = size * len(pages)
            if way == "voila":
                base = seconds
            ratio = f"{base / seconds:.2f}x" if base and way != "voila" else ""
            print(f"{size:>6} {way:>6} {copies:>7} {seconds:>8.1f} {seconds / copies:>7.2f} {peak:>16} {ratio:>9}", flush=True)


if __name__ == "__main__":
    main()
