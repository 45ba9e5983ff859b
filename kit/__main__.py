"""``python -m kit``: the kit's commands for a computer without ``make`` (a teacher's Windows laptop).

    python -m kit app [--ip 0.0.0.0] [--class-size 30 --prepare it/deal_hands.ipynb] [--class-code 3B2026]
    python -m kit lab [--lang en]
    python -m kit sheets --class classe.csv --seed 2024 [--sheet 3] [--lang en] [--out sheets_out]
    python -m kit student-copy [--out ../kit-studente.zip]

Each is what ``make app``, ``make lab``, ``make sheets`` and ``make student-copy`` run
(:mod:`kit.tools.app`, :mod:`kit.tools.lab`, :mod:`kit.tools.sheets`, :mod:`kit.tools.student_copy`),
with the same options; ``python -m kit app --help``
lists a command's options.  The README's "Without make (Windows)" section says how to install
the kit first.
"""

from __future__ import annotations

import sys
from typing import Callable


def _app(argv: list[str]) -> int:
    from kit.tools.app import main

    main(argv)
    return 0


def _lab(argv: list[str]) -> int:
    from kit.tools.lab import main

    return main(argv)


def _sheets(argv: list[str]) -> int:
    from kit.tools.sheets import main

    return main(argv)


def _student_copy(argv: list[str]) -> int:
    from kit.tools.student_copy import main

    return main(argv)


COMMANDS: dict[str, Callable[[list[str]], int]] = {"app": _app, "lab": _lab, "sheets": _sheets,
                                                   "student-copy": _student_copy}
"""The commands, by name: each takes the rest of the command line and returns the exit status."""


def main(argv: list[str] | None = None) -> int:
    """Run the command named first in ``argv`` (default: the command line) with the rest.

    Returns:
        The command's exit status; 2 with a message in both languages when no known command is
        named (0 with that message for ``--help``).
    """
    from kit.tools.app import both

    args = sys.argv[1:] if argv is None else list(argv)
    if args[:1] in (["-h"], ["--help"]):
        print(both("kit.usage", commands=", ".join(COMMANDS), given=args[0]))
        return 0
    if not args or args[0] not in COMMANDS:
        print(both("kit.usage", commands=", ".join(COMMANDS), given=args[0] if args else "—"), file=sys.stderr)
        return 2
    sys.argv[0] = f"python -m kit {args[0]}"  # what a command's --help and errors call it
    return COMMANDS[args[0]](args[1:])


if __name__ == "__main__":
    sys.exit(main())
