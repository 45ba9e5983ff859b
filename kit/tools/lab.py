"""JupyterLab for the sheets, as ``make lab`` opens it: in the class's language, errors in words.

``python -m kit.tools.lab [--lang it|en] [--port 8888] [--allow-root] [--teacher]`` prepares ``.lab/``
(git-ignored) and runs JupyterLab from the repository's root, opening the edition's index page
(``notebooks/<lang>/index.ipynb``, JupyterLab's ``LabApp.default_url``: the address printed and the
server's ``/`` lead there, not to an empty Launcher):

* a student's view of the repository (issue 33): the file browser lists only what a student needs
  (the lessons, the exercise sheets, the kit, the READMEs), and the teacher's material
  (:data:`TEACHER_ONLY`: the solutions, the notebooks' source, the teacher's guide, the tests…) is
  neither listed nor opened, even from its address (:class:`StudentContents`); ``--teacher`` shows
  everything.  The same material is what :mod:`kit.tools.student_copy` leaves out;

* the interface in the chosen language: JupyterLab's Italian language pack
  (``jupyterlab-language-pack-it-IT``, installed with the kit) chosen in a settings folder of
  its own (``.lab/settings-<lang>``, JupyterLab's ``user_settings_dir``; the open tabs are kept in
  ``.lab/workspaces``), so the person's own JupyterLab settings are left alone; the pack lacks the
  menu bar, the restart dialog and more, so the server runs on a copy of it with those words
  added (:func:`language_pack`, :mod:`kit.i18n.jupyterlab`);
* no pop-up asking about Jupyter's news, in English, over a student's sheet (:data:`QUIET`);
* Python's errors told in the sheet's language (:mod:`kit.tools.friendly`), through an IPython
  startup file in ``.lab/ipython`` (the kernels' ``IPYTHONDIR``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import sys
from fnmatch import fnmatch
from pathlib import Path

from jupyter_server.services.contents.largefilemanager import AsyncLargeFileManager
from tornado import web

from kit.i18n import LANGUAGES
from kit.i18n.jupyterlab import WORDS
from kit.tools import hand_over
from kit.tools.friendly import write_startup

ROOT = Path(__file__).resolve().parents[2]
LAB_DIR = ROOT / ".lab"
LOCALES = {"it": "it_IT", "en": "en"}
"""JupyterLab's name for each language (``en`` is its own interface)."""
TRANSLATION_SETTINGS = Path("@jupyterlab", "translation-extension", "plugin.jupyterlab-settings")
"""Where JupyterLab keeps the interface's language, inside a user settings folder."""
NOTIFICATION_SETTINGS = Path("@jupyterlab", "apputils-extension", "notification.jupyterlab-settings")
QUIET = {"fetchNews": "false", "checkForUpdates": False}
"""No "Would you like to get notified about official Jupyter news?" (in English) over a student's
sheet, and no update notices: JupyterLab's notification settings."""
TEACHER_ONLY = ("solutions", "source", "teacher_guide.ipynb", "teacher_problems.ipynb", "teacher_key*.csv",
                "sheets_out", "tests", "conftest.py", "bench", "deploy", "*.egg-info", "build", "dist", "test-results")
"""Names (globs, matched against each part of a path) of the teacher's material and the maintainers'
folders: the sheets' solutions (``solutions/``, and their one source in ``source/``), the teacher's
guide (every sheet answer explained), the teacher's worked problems ("Write your own problem":
solved in plain view, no question before its answer), a class's variants with their ``teacher_key.csv``
(``make sheets``), the tests (which hold the answers), the benchmarks, the school's server, the
build's leftovers.  A student's ``make lab`` neither lists nor opens them, and the student's copy
(:mod:`kit.tools.student_copy`) leaves them out."""
STUDENT_HIDE_GLOBS = ["__pycache__", "*.pyc", "*.pyo", ".DS_Store", "*~", *TEACHER_ONLY]
"""``ContentsManager.hide_globs`` for a student: jupyter_server's own list, then :data:`TEACHER_ONLY`."""


def teacher_only(path: str, globs: list[str] | tuple[str, ...] = TEACHER_ONLY) -> bool:
    """Whether the ``/``-separated ``path`` (relative to the repository's root) is, or lies in, a
    name of ``globs`` (default :data:`TEACHER_ONLY`): ``"solutions/it/02_un_due_tre.ipynb"``,
    ``"notebooks/it/teacher_guide.ipynb"`` → True; ``"exercises/it/02_un_due_tre.ipynb"`` → False."""
    return any(fnmatch(part, glob) for part in path.strip("/").split("/") if part for glob in globs)


class StudentContents(AsyncLargeFileManager):
    """JupyterLab's own contents manager (``AsyncLargeFileManager``) whose ``hide_globs`` also
    refuse: a path with a part matching one of them counts as hidden, and with ``allow_hidden``
    off (the default) jupyter_server answers 404 to every request for it (``/api/contents``,
    ``/files``, a ``/lab/tree/...`` address typed by hand), not only leaves it out of the file
    browser's listing as ``hide_globs`` alone does.  Configured with
    ``--ContentsManager.hide_globs`` (:data:`STUDENT_HIDE_GLOBS`, :func:`command`), and with
    jupyter_server's ``FilesHandler`` on ``/files/`` (``ContentsManager.files_handler_class``), which
    asks this method, in place of the file managers' static handler, which does not."""

    async def is_hidden(self, path: str) -> bool:
        """Hidden as jupyter_server says (a dot file…), or under one of :attr:`hide_globs`."""
        return teacher_only(path, self.hide_globs) or await super().is_hidden(path)

    async def get(self, path: str, *args: object, **kwargs: object) -> dict:
        """The contents model of ``path`` (jupyter_server's ``get``), which every reader asks
        (the file browser, ``/files/``, ``/nbconvert/``, Voila's ``/voila/render/``).

        Raises:
            tornado.web.HTTPError: 404 for a path under one of :attr:`hide_globs`.
        """
        if teacher_only(path, self.hide_globs):
            raise web.HTTPError(404, f"file or directory does not exist: {path!r}")
        return await super().get(path, *args, **kwargs)


CONTENTS_CLASS = "kit.tools.lab.StudentContents"
""":class:`StudentContents` by its importable name, for the server's command line.  Not built from
``StudentContents.__module__``: ``make lab`` runs this file as ``python -m kit.tools.lab``, where
that is ``__main__``, a name the server cannot import (a student's ``make lab`` stopped at once)."""


PACK = "jupyterlab_language_pack_it_IT"
"""The Italian language pack's module: JupyterLab's server finds the pack by importing it
(its ``jupyterlab.languagepack`` entry point ``it_IT``, and by this name for the schemas)."""


def language_pack(folder: Path) -> Path:
    """Copy the installed Italian language pack into ``folder/<PACK>`` with :data:`WORDS` added
    to it (:func:`add_words`).  Returns ``folder``, for the front of the server's ``PYTHONPATH``:
    Python then imports the copy in place of the installed pack, which stays as it was.

    Raises:
        ModuleNotFoundError: the language pack is not installed (``pip install -e '.[notebook]'``).
    """
    copy = folder / PACK
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(_installed_pack(), copy, ignore=shutil.ignore_patterns("__pycache__"))
    add_words(copy)
    return folder


def _installed_pack() -> Path:
    """The installed language pack's folder.

    Raises:
        ModuleNotFoundError: the language pack is not installed.
    """
    spec = importlib.util.find_spec(PACK)
    if spec is None or spec.origin is None:
        raise ModuleNotFoundError(f"{PACK} is not installed: pip install -e '.[notebook]' (make lab does)")
    return Path(spec.origin).parent


def add_words(pack: Path) -> Path:
    """Add :data:`WORDS` to the language pack in the folder ``pack`` (only where the pack has no
    translation of its own): to the catalogue JupyterLab's page reads (``jupyterlab.json``) and to
    the one its server translates the settings' schemas with, the menu bar's among them
    (``jupyterlab.mo``, through Babel, which JupyterLab's server uses).  Adding them twice changes
    nothing.  Returns ``pack``.  Binder's image, built once, completes its installed pack in place
    (``python -m kit.tools.lab --complete-installed-pack``, binder/postBuild); ``make lab`` a copy."""
    from babel.messages.mofile import read_mo, write_mo

    messages = pack / "locale" / "it_IT" / "LC_MESSAGES"
    page = json.loads((messages / "jupyterlab.json").read_text(encoding="utf-8"))
    for (context, msgid), italian in WORDS.items():
        page.setdefault(f"{context}\x04{msgid}" if context else msgid, [italian] if isinstance(italian, str) else list(italian))
    (messages / "jupyterlab.json").write_text(json.dumps(page, ensure_ascii=False, indent=2), encoding="utf-8")
    with open(messages / "jupyterlab.mo", "rb") as mo:
        schemas = read_mo(mo)
    for (context, msgid), italian in WORDS.items():
        if not isinstance(italian, str):
            continue  # a count's words: the page's only (the schemas have none)
        known = schemas.get(msgid, context or None)
        if known is None or not known.string:
            schemas.add(msgid, italian, context=context or None)
    with open(messages / "jupyterlab.mo", "wb") as mo:
        write_mo(mo, schemas)
    return pack


def prepare(lang: str, folder: Path = LAB_DIR) -> dict[str, Path]:
    """Write the settings folder for ``lang`` and the IPython startup file under ``folder``, and
    for Italian the language pack's copy (:func:`language_pack`); returns their paths
    (``"settings"``, ``"ipython"``, and ``"packs"`` for Italian).

    Raises:
        ValueError: ``lang`` is not one of the kit's languages.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r}: use one of {', '.join(LANGUAGES)}")
    settings = folder / f"settings-{lang}"
    path = settings / TRANSLATION_SETTINGS
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"locale": LOCALES[lang]}, indent=2) + "\n", encoding="utf-8")
    quiet = settings / NOTIFICATION_SETTINGS
    quiet.parent.mkdir(parents=True, exist_ok=True)
    quiet.write_text(json.dumps(QUIET, indent=2) + "\n", encoding="utf-8")
    ipython = folder / "ipython"
    write_startup(ipython / "profile_default")
    made = {"settings": settings, "ipython": ipython}
    if lang == "it":
        made["packs"] = language_pack(folder / "packs")
    return made


def command(lang: str, port: int, allow_root: bool, folder: Path = LAB_DIR,
            teacher: bool = False, root: Path = ROOT) -> tuple[list[str], dict[str, str]]:
    """The ``jupyter lab`` command line and its environment for ``lang`` (after :func:`prepare`),
    serving ``root`` (default the repository): a student's view (:class:`StudentContents`) unless
    ``teacher``."""
    made = prepare(lang, folder)
    jupyter = shutil.which("jupyter", path=str(Path(sys.executable).parent)) or "jupyter"
    args = [jupyter, "lab", "--no-browser", f"--ServerApp.root_dir={root}", f"--ServerApp.port={port}",
            "--ServerApp.port_retries=0", f"--LabApp.user_settings_dir={made['settings']}",
            f"--LabApp.workspaces_dir={made['settings'].parent / 'workspaces'}",
            f"--LabApp.default_url=/lab/tree/notebooks/{lang}/index.ipynb"]
    if not teacher:
        args += [f"--ServerApp.contents_manager_class={CONTENTS_CLASS}",
                 f"--ContentsManager.hide_globs={json.dumps(STUDENT_HIDE_GLOBS)}",
                 "--ContentsManager.files_handler_class=jupyter_server.files.handlers.FilesHandler"]
    if allow_root:
        args.insert(3, "--allow-root")
    env = {**os.environ, "IPYTHONDIR": str(made["ipython"])}
    if "packs" in made:
        env["PYTHONPATH"] = os.pathsep.join([str(made["packs"]), *filter(None, [os.environ.get("PYTHONPATH")])])
    return args, env


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=LANGUAGES, default="it", help="the interface's language (default it)")
    parser.add_argument("--port", type=int, default=8888)
    parser.add_argument("--allow-root", action="store_true", help="run as root (containers)")
    parser.add_argument("--teacher", action="store_true",
                        help="show everything, the solutions and the teacher's guide too (not for students)")
    parser.add_argument("--complete-installed-pack", action="store_true",
                        help="add the kit's Italian words to the installed language pack itself and stop "
                             "(an image built once, such as Binder's: binder/postBuild)")
    args = parser.parse_args(argv)
    if args.complete_installed_pack:
        print(add_words(_installed_pack()))
        return 0
    line, env = command(args.lang, args.port, args.allow_root, teacher=args.teacher)
    os.chdir(ROOT)
    return hand_over(line, env)


if __name__ == "__main__":
    sys.exit(main())
