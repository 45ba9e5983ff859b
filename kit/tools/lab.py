"""JupyterLab for the sheets, as ``make lab`` opens it: in the class's language, errors in words.

``python -m kit.tools.lab [--lang it|en] [--port 8888] [--allow-root]`` prepares ``.lab/`` (git-ignored)
and runs JupyterLab from the repository's root on the edition's index page:

* the interface in the chosen language: JupyterLab's Italian language pack
  (``jupyterlab-language-pack-it-IT``, installed with the kit) chosen in a settings folder of
  its own (``.lab/settings-<lang>``, JupyterLab's ``user_settings_dir``), so the person's own
  JupyterLab settings are left alone;
* no pop-up asking about Jupyter's news, in English, over a student's sheet (:data:`QUIET`);
* Python's errors told in the sheet's language (:mod:`kit.tools.friendly`), through an IPython
  startup file in ``.lab/ipython`` (the kernels' ``IPYTHONDIR``).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from pathlib import Path

from kit.i18n import LANGUAGES
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


def prepare(lang: str, folder: Path = LAB_DIR) -> dict[str, Path]:
    """Write the settings folder for ``lang`` and the IPython startup file under ``folder``;
    returns their paths (``"settings"``, ``"ipython"``).

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
    return {"settings": settings, "ipython": ipython}


def command(lang: str, port: int, allow_root: bool, folder: Path = LAB_DIR) -> tuple[list[str], dict[str, str]]:
    """The ``jupyter lab`` command line and its environment for ``lang`` (after :func:`prepare`)."""
    made = prepare(lang, folder)
    jupyter = shutil.which("jupyter", path=str(Path(sys.executable).parent)) or "jupyter"
    args = [jupyter, "lab", "--no-browser", f"--ServerApp.root_dir={ROOT}", f"--ServerApp.port={port}",
            "--ServerApp.port_retries=0", f"--LabApp.user_settings_dir={made['settings']}",
            f"notebooks/{lang}/index.ipynb"]
    if allow_root:
        args.insert(3, "--allow-root")
    return args, {**os.environ, "IPYTHONDIR": str(made["ipython"])}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=LANGUAGES, default="it", help="the interface's language (default it)")
    parser.add_argument("--port", type=int, default=8888)
    parser.add_argument("--allow-root", action="store_true", help="run as root (containers)")
    args = parser.parse_args(argv)
    line, env = command(args.lang, args.port, args.allow_root)
    os.chdir(ROOT)
    return hand_over(line, env)


if __name__ == "__main__":
    sys.exit(main())
