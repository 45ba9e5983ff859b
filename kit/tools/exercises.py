"""Write ``exercises/`` and the answer keys from ``solutions/`` (``make exercises``).

The solution notebooks are the one source of truth.  For each ``solutions/*.ipynb``:

1. run it top to bottom with ``KIT_RECORD_KEYS`` set, so every ``check(qid, answer)`` call
   records the answer's digests in ``kit/keys/<sheet>.json`` (see :mod:`kit.check`), and every
   ``declare_wrong(qid, hint=wrong_answer)`` call records a typical wrong answer's digests there
   beside the name of its hint (write it inside the solution region, so the exercise does not
   show it; the hint's text is the catalogue entry ``check.hint.<hint>``);
2. write ``exercises/<same name>.ipynb`` where every region between ``### BEGIN SOLUTION``
   and ``### END SOLUTION`` (nbgrader's markers) is replaced by a stub — in code,
   ``# YOUR CODE HERE`` (Italian edition: ``# SCRIVI QUI IL TUO CODICE``) and a
   ``raise NotImplementedError(...)`` that says what to do, at the marker's indentation; in Markdown, ``YOUR ANSWER HERE``
   (``SCRIVI QUI LA TUA RISPOSTA``) — and all outputs and execution counts are cleared.

Usage: ``python -m kit.tools.exercises SOLUTIONS_DIR EXERCISES_DIR [--keys KEYS_DIR]``.
The output is deterministic, so a test can regenerate it and compare with what is committed.
"""

from __future__ import annotations

import argparse
import copy
import os
import re
import sys
import tempfile
from pathlib import Path

import nbformat

from kit.check import KEYS_DIR, RECORD_ENV

BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
CODE_STUBS = {"en": ("# YOUR CODE HERE", 'raise NotImplementedError("write your answer in place of these two lines")'),
              "it": ("# SCRIVI QUI IL TUO CODICE",
                     'raise NotImplementedError("scrivi la tua risposta al posto di queste due righe")')}
"""What replaces a solution in code, by the sheet's language (the edition's ``kit.edition``)."""
MARKDOWN_STUBS = {"en": "YOUR ANSWER HERE", "it": "SCRIVI QUI LA TUA RISPOSTA"}
CODE_STUB, MARKDOWN_STUB = CODE_STUBS["en"], MARKDOWN_STUBS["en"]


def strip_solution(source: str, cell_type: str, lang: str = "en") -> str:
    """``source`` with each BEGIN/END SOLUTION region replaced by the stub in ``lang``.

    Raises:
        ValueError: a BEGIN without its END (or the reverse); the message quotes the line.
    """
    out: list[str] = []
    inside = False
    for line in source.splitlines():
        marker = line.strip()
        if marker == BEGIN:
            if inside:
                raise ValueError(f"nested {BEGIN!r}: {line!r}")
            inside = True
            indent = re.match(r"\s*", line).group(0)
            out += [indent + s for s in CODE_STUBS[lang]] if cell_type == "code" else [MARKDOWN_STUBS[lang]]
        elif marker == END:
            if not inside:
                raise ValueError(f"{END!r} without {BEGIN!r}")
            inside = False
        elif not inside:
            out.append(line)
    if inside:
        raise ValueError(f"{BEGIN!r} is never closed by {END!r}")
    return "\n".join(out)


def make_exercise(solution: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The exercise notebook for one solution notebook (a new object; the input is unchanged);
    the stubs speak the edition's language (metadata ``kit.edition``, English when absent)."""
    exercise = copy.deepcopy(solution)
    lang = exercise.metadata.get("kit", {}).get("edition", "en")
    for cell in exercise.cells:
        cell.source = strip_solution(cell.source, cell.cell_type, lang)
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
            cell.metadata.pop("execution", None)
    exercise.metadata.pop("widgets", None)
    return exercise


def record_keys(solution_path: Path, keys_dir: Path, timeout: int = 600) -> None:
    """Run ``solution_path`` with key recording on, writing ``keys_dir/<sheet>.json``."""
    from nbclient import NotebookClient

    notebook = nbformat.read(solution_path, as_version=4)
    previous = os.environ.get(RECORD_ENV)
    os.environ[RECORD_ENV] = str(keys_dir)
    try:
        NotebookClient(notebook, timeout=timeout, kernel_name="python3",
                       resources={"metadata": {"path": str(solution_path.parent)}}).execute()
    finally:
        if previous is None:
            os.environ.pop(RECORD_ENV, None)
        else:
            os.environ[RECORD_ENV] = previous


def write_keys(solutions: list[Path], keys_dir: Path = KEYS_DIR) -> None:
    """Run ``solutions`` with key recording on and copy the keys they record into ``keys_dir``.

    The keys are first recorded into a fresh temporary folder and then copied over, so a key
    file never keeps a question that the solutions no longer ask.
    """
    keys_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        for path in solutions:
            record_keys(path, Path(scratch))
        for key in sorted(Path(scratch).glob("*.json")):
            (keys_dir / key.name).write_text(key.read_text(encoding="utf-8"), encoding="utf-8")


def build(solutions: Path, exercises: Path, keys_dir: Path = KEYS_DIR) -> list[Path]:
    """Write every exercise notebook and answer key; return the notebooks written.

    Keys are written by :func:`write_keys`.

    Raises:
        FileNotFoundError: ``solutions`` has no notebooks.
    """
    sources = sorted(solutions.glob("*.ipynb"))
    if not sources:
        raise FileNotFoundError(f"no solution notebooks in {solutions}")
    exercises.mkdir(parents=True, exist_ok=True)
    written = []
    write_keys(sources, keys_dir)
    for path in sources:
        exercise = make_exercise(nbformat.read(path, as_version=4))
        target = exercises / path.name
        target.write_text(nbformat.writes(exercise) + "\n", encoding="utf-8")
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("solutions", type=Path)
    parser.add_argument("exercises", type=Path)
    parser.add_argument("--keys", type=Path, default=KEYS_DIR)
    args = parser.parse_args(argv)
    for path in build(args.solutions, args.exercises, args.keys):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
