"""Command-line tools: ``python -m kit.tools.exercises``, ``python -m kit.tools.app`` … (and
``python -m kit app|lab|sheets``, :mod:`kit.__main__`)."""

from __future__ import annotations

import os
import subprocess
import sys


def hand_over(line: list[str], env: dict[str, str] | None = None) -> int:
    """Run the program ``line`` in place of this one: on POSIX the process becomes it
    (:func:`os.execvpe`: Ctrl-C and the exit status are the program's own); on Windows, where
    ``exec`` starts a new process and lets the terminal's prompt come back while the server
    still runs, it is run as a child and its exit status returned (Ctrl-C reaches both).

    Returns:
        The program's exit status (Windows only; on POSIX this function does not return).
    """
    if os.name == "posix":
        os.execvpe(line[0], line, env if env is not None else os.environ)
    try:
        return subprocess.call(line, env=env)
    except KeyboardInterrupt:  # the child got Ctrl-C as well and stops
        return 130
