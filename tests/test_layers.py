"""Layers: the engine never imports the UI (widgets, plots, IPython, kit.ui).

The engine layer is kit.cards, kit.deal, kit.engine, kit.i18n, kit.prob, kit.questions,
kit.check and every module of kit.games and kit.lessons.  Packages are walked with
pkgutil.walk_packages, so a new game, lesson, catalogue or engine submodule is checked
without editing this file.  Each check imports them in a fresh interpreter, where nothing
else (pytest plugins, other tests) has loaded the UI libraries already.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

ENGINE = ("kit.cards", "kit.deal", "kit.engine", "kit.i18n", "kit.prob", "kit.questions", "kit.check",
          "kit.games", "kit.lessons")
"""Engine modules; the packages among them are walked, submodules included."""

FORBIDDEN = ("ipywidgets", "anywidget", "matplotlib", "IPython", "kit.ui")
"""Top-level names the engine must not load: each one and everything below it."""


def is_forbidden(module: str) -> bool:
    """True if ``module`` is one of :data:`FORBIDDEN` or a submodule of one (``kit.ui.svg``)."""
    return any(module == name or module.startswith(name + ".") for name in FORBIDDEN)


_CHECKER = r"""
import importlib, json, pkgutil, sys

roots, forbidden, extra_dirs = json.loads(sys.argv[1])

def bad():
    return {m for m in sys.modules if any(m == f or m.startswith(f + ".") for f in forbidden)}

def fail(name):
    raise ImportError(f"cannot import {name} while walking the engine")

imported, offenders, seen = [], {}, bad()
def load(name):
    global seen
    module = importlib.import_module(name)
    imported.append(name)
    now = bad()
    if now - seen:
        offenders[name] = sorted(now - seen)
    seen = now
    return module

for root in roots:
    module = load(root)
    if hasattr(module, "__path__"):
        module.__path__.extend(extra_dirs.get(root, []))
        for info in pkgutil.walk_packages(module.__path__, root + ".", onerror=fail):
            if info.name not in imported:
                load(info.name)

print(json.dumps({"imported": imported, "offenders": offenders, "already": sorted(bad() - set().union(*offenders.values()))}))
"""


def ui_imports(roots=ENGINE, extra_dirs: dict[str, list[Path]] | None = None) -> dict:
    """Import the engine layer in a fresh interpreter and report what UI modules it loaded.

    Args:
        roots: module names to import; packages among them are walked (all submodules).
        extra_dirs: more directories to add to a package's ``__path__`` before it is walked,
            e.g. ``{"kit.games": [tmp_path]}`` to check a throwaway game module.

    Returns:
        ``{"imported": [module, ...], "offenders": {module: [forbidden modules it loaded]},
        "already": [forbidden modules loaded before the first import]}``.

    Raises:
        RuntimeError: an engine module failed to import (the subprocess's stderr is shown).
    """
    payload = json.dumps([list(roots), list(FORBIDDEN),
                          {k: [str(d) for d in v] for k, v in (extra_dirs or {}).items()}])
    result = subprocess.run([sys.executable, "-c", _CHECKER, payload], capture_output=True, text=True,
                            cwd=ROOT, timeout=300)
    if result.returncode != 0:
        raise RuntimeError(f"importing the engine failed:\n{result.stderr}")
    return json.loads(result.stdout.splitlines()[-1])


def test_engine_never_imports_the_ui_libraries():
    report = ui_imports()
    assert report["offenders"] == {} and report["already"] == []
    # the walk really reached every game, lesson and catalogue module on disk
    for package in ("games", "lessons", "i18n"):
        on_disk = {f"kit.{package}.{p.stem}" for p in (ROOT / "kit" / package).glob("*.py") if p.stem != "__init__"}
        assert on_disk and on_disk <= set(report["imported"]), package
    assert {"kit.games.un_due_tre", "kit.lessons.un_due_tre", "kit.engine"} <= set(report["imported"])


@pytest.mark.parametrize("source, culprit", [
    ("import kit.ui.svg\n", "kit.ui"),
    ("from kit.ui import svg\n", "kit.ui.svg"),
    ("import matplotlib.pyplot as plt\n", "matplotlib"),
    ("def later():\n    import ipywidgets\nimport IPython.display\n", "IPython.display"),
])
def test_the_layer_check_catches_a_game_that_imports_the_ui(tmp_path, source, culprit):
    (tmp_path / "throwaway_game.py").write_text('"""A game that breaks the layering."""\n' + source)
    report = ui_imports(extra_dirs={"kit.games": [tmp_path]})
    assert "kit.games.throwaway_game" in report["imported"]
    assert list(report["offenders"]) == ["kit.games.throwaway_game"]
    assert culprit in report["offenders"]["kit.games.throwaway_game"]
    assert all(is_forbidden(m) for m in report["offenders"]["kit.games.throwaway_game"])


def test_the_layer_check_reports_a_broken_engine_module(tmp_path):
    (tmp_path / "broken_game.py").write_text("raise ImportError('no such thing')\n")
    with pytest.raises(RuntimeError, match="no such thing"):
        ui_imports(extra_dirs={"kit.games": [tmp_path]})


@pytest.mark.parametrize("name, expected", [
    ("kit.ui", True), ("kit.ui.svg", True), ("matplotlib", True), ("matplotlib.pyplot", True),
    ("IPython", True), ("IPython.display", True), ("ipywidgets.widgets", True), ("anywidget", True),
    ("kit", False), ("kit.games", False), ("kit.uikit", False), ("kit.ui_text", False),
    ("matplotlib_inline", False), ("ipython_genutils", False), ("ipywidgetsx", False),
])
def test_forbidden_names_match_whole_names_or_dotted_prefixes(name, expected):
    assert is_forbidden(name) is expected


def test_the_reflex_app_and_the_walkthrough_import_without_the_compiled_simulator():
    """The reflex app, the walkthrough and the framework must not load numba (kit.sim's fast
    path): they import in seconds and in kernels where numba could not cache."""
    code = ("import sys, kit.ui.un_due_tre_app, kit.ui.un_due_tre, kit.sim.openings, kit.engine.conformance; "
            "print(sorted(m for m in sys.modules if m == 'numba' or m.startswith('numba.') "
            "or m == 'kit.sim.un_due_tre'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "[]"
