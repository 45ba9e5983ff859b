"""Serve the notebooks as web apps with Voila (what ``make app`` runs).

``make app``, the tests and the class benchmark all start the server through
:func:`voila_command`, so they serve the apps the same way: bound to this machine only, with
the kit's configuration (:func:`kit.tools.voila_server.configure`: sources stripped, tracebacks
hidden, the kit's page template, a page's kernel stopped when the page goes, idle kernels of
closed pages shut down after ten minutes).

Usage: ``python -m kit.tools.app [--port 8866] [--ip 127.0.0.1] [--class-size 30 --prepare it/deal_hands.ipynb]``
(``make app CLASS=30 PREPARE=it/deal_hands.ipynb``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

VOILA_OPTIONS: tuple[str, ...] = ("--no-browser",)
"""Voila command-line options shared by ``make app`` and the tests."""


def voila_command(port: int, ip: str = "127.0.0.1", notebooks: Path = NOTEBOOKS, class_size: int = 0,
                  prepare: tuple[str, ...] = ()) -> list[str]:
    """The command line that serves ``notebooks`` on ``http://ip:port``; with ``class_size`` and
    ``prepare`` (notebook paths under ``notebooks``), that many copies of each of those pages are
    computed in advance (:func:`kit.tools.voila_server.prepare_pages`)."""
    # Voila's own command line, through kit.tools.voila_server (the kit's configuration)
    ours = [f"--class-size={class_size}", *(f"--prepare={page}" for page in prepare)] if class_size or prepare else []
    return [sys.executable, "-m", "kit.tools.voila_server", str(notebooks), f"--port={port}", f"--Voila.ip={ip}",
            *ours, *VOILA_OPTIONS]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--ip", default="127.0.0.1")
    parser.add_argument("--class-size", type=int, default=0,
                        help="students who will open the pages given with --prepare at the same time")
    parser.add_argument("--prepare", nargs="*", default=[],
                        help="pages to compute in advance, one copy per student, e.g. it/deal_hands.ipynb")
    args = parser.parse_args(argv)
    missing = [page for page in args.prepare if not (NOTEBOOKS / page).is_file()]
    if missing or (args.prepare and args.class_size < 1) or (args.class_size and not args.prepare):
        parser.error(f"--prepare takes pages under notebooks/ (not found: {missing}) and needs --class-size 1 or "
                     f"more; for example: --class-size 30 --prepare it/un_due_tre_app.ipynb")
    command = voila_command(args.port, args.ip, class_size=args.class_size, prepare=tuple(args.prepare))
    print(f"Serving the kit's apps on http://localhost:{args.port}  (Ctrl-C to stop)", flush=True)
    if args.prepare:
        print(f"Preparing {args.class_size} copies of {', '.join(args.prepare)}; the server says "
              f"'Kernel pool of ... is filled' when they are all ready.", flush=True)
    os.execv(command[0], command)


if __name__ == "__main__":
    main()
