"""A student's copy of the kit, without the answer key, for a teacher to hand out (issue 33).

``python -m kit student-copy [--out student_copy | --out ../kit-studente.zip]`` (``make
student-copy [OUT=…]``, or ``python -m kit.tools.student_copy``) writes a folder, or a zip when ``--out`` ends in ``.zip``, holding what a
student needs for ``make lab`` and ``make app``: the kit package, ``pyproject.toml``, the
``Makefile``, the READMEs, the lessons (``notebooks/``), the exercise sheets (``exercises/``), the
rules (``docs/``) and ``binder/``.  It leaves out the teacher's material, the same that a
student's ``make lab`` neither lists nor opens (:data:`kit.tools.lab.TEACHER_ONLY`: ``solutions/``,
``source/``, the teacher's guide, ``tests/``, ``bench/``, ``deploy/``…), and whatever the
repository does not hold (a class's records ``*.sqlite3``, ``.venv``, caches): the files are those
``git ls-files`` lists, or, outside a git checkout (a downloaded zip), every file but the hidden
ones and :data:`LEFT_OUT`.  The answer keys ``kit/keys/*.json`` stay: they hold only hashes, which
``check(...)`` compares (no answer can be read back from them).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import zipfile
from pathlib import Path

from kit.i18n import t
from kit.tools.lab import ROOT, teacher_only

LEFT_OUT = ("__pycache__", "*.pyc", "*.pyo", "*~", "*.sqlite3", "*.sqlite3-*", "*.sqlite3.bad-*",
            "node_modules", "sheets_pdf", "student_copy*", "kit-stud*.zip")
"""What a copy never holds besides the teacher's material and hidden (dot) files: the build's and
a class's leftovers (the class store ``*.sqlite3`` holds the students' nicknames), the printed
sheets, earlier student copies."""

FOLDER = "carte-in-tavola"
"""The folder a zip's files are in (the repository's name)."""


def _tracked(root: Path) -> list[str] | None:
    """The files git tracks under ``root`` (``/``-separated), or None outside a git checkout."""
    if not (root / ".git").exists():
        return None
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    return [name for name in out.decode("utf-8").split("\0") if name]


def student_files(root: Path = ROOT) -> list[str]:
    """The ``/``-separated paths, relative to ``root``, of every file a student's copy holds, sorted."""
    names = _tracked(root)
    if names is None:
        names = [path.relative_to(root).as_posix() for path in root.rglob("*") if path.is_file()]
    kept = []
    for name in names:
        parts = name.split("/")
        if any(part.startswith(".") for part in parts) or teacher_only(name) or teacher_only(name, LEFT_OUT):
            continue
        if (root / name).is_file():  # tracked but deleted in this checkout: nothing to copy
            kept.append(name)
    return sorted(kept)


def write(out: Path, root: Path = ROOT) -> list[str]:
    """Write the student's copy of ``root`` to ``out`` (a folder, or a zip when it ends in ``.zip``,
    its files inside :data:`FOLDER`); returns the files written (as :func:`student_files`).

    Raises:
        FileExistsError: ``out`` exists already (a copy is never written over another, nor over
            anything else).
        ValueError: ``out`` lies inside ``root`` under a name other than ``student_copy…`` or
            ``kit-stud….zip`` (git-ignored and left out of every copy, so that a copy never ends
            up in the next one).
    """
    from kit.tools.app import both

    out = out.resolve()
    if out.exists():
        raise FileExistsError(both("copy.exists", out=out))
    try:
        inside = out.relative_to(root.resolve()).as_posix()
    except ValueError:
        inside = None
    if inside is not None and not teacher_only(inside, LEFT_OUT):
        raise ValueError(both("copy.inside", out=out))
    files = student_files(root)
    if out.suffix == ".zip":
        out.parent.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            for name in files:
                archive.writestr(f"{FOLDER}/{name}", _content(root, name))
    else:
        for name in files:
            target = out / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(_content(root, name))
    return files


READMES = {"README.md": "en", "README.it.md": "it"}
"""The READMEs a copy opens with a note in their language (:func:`_content`)."""


def _content(root: Path, name: str) -> bytes:
    """What the copy holds for ``name``: the file as it is, but for a README, which opens with a
    note that this copy holds no solutions (its paragraphs on ``solutions/`` and ``TEACHER=1``
    speak of the whole kit, which the student's teacher has)."""
    data = (root / name).read_bytes()
    if name in READMES:
        data = (f"> {t('copy.readme_note', READMES[name])}\n\n").encode("utf-8") + data
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("student_copy"),
                        help="the folder to write, or a .zip file (default: student_copy)")
    args = parser.parse_args(argv)
    from kit.tools.app import both

    try:
        files = write(args.out)
    except (FileExistsError, ValueError) as error:
        print(error, file=sys.stderr)
        return 2
    print(both("copy.written", out=args.out, n=len(files)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
