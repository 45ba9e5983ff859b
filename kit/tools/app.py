"""Serve the notebooks as web apps with Voila (what ``make app`` runs).

``make app``, the tests and the class benchmark all start the server through
:func:`voila_command`, so they serve the apps the same way: bound to this machine only, with
the kit's configuration (:func:`kit.tools.voila_server.configure`: sources stripped, tracebacks
hidden, the kit's page template, a page's kernel stopped when the page goes, idle kernels of
closed pages shut down after ten minutes).

Usage: ``python -m kit.tools.app [--port 8866] [--ip 127.0.0.1]``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

VOILA_OPTIONS: tuple[str, ...] = ("--no-browser",)
"""Voila command-line options shared by ``make app`` and the tests."""


def voila_command(port: int, ip: str = "127.0.0.1", notebooks: Path = NOTEBOOKS) -> list[str]:
    """The command line that serves ``notebooks`` on ``http://ip:port``."""
    # Voila's own command line, through kit.tools.voila_server (a page's kernel stops when the page goes)
    return [sys.executable, "-m", "kit.tools.voila_server", str(notebooks), f"--port={port}", f"--Voila.ip={ip}",
            *VOILA_OPTIONS]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--ip", default="127.0.0.1")
    args = parser.parse_args(argv)
    command = voila_command(args.port, args.ip)
    print(f"Serving the kit's apps on http://localhost:{args.port}  (Ctrl-C to stop)", flush=True)
    os.execv(command[0], command)


if __name__ == "__main__":
    main()
