"""The registry of games: one module per game, each satisfying :class:`kit.engine.Game`.

A new game adds its module ``kit/games/<name>.py``, its catalogue ``kit/i18n/<name>.py`` and
one line to :data:`REGISTRY`; the conformance check (``tests/test_conformance.py``) then
covers it automatically.  Its app, if any, is ``kit/ui/<name>_app.py`` (a
:class:`kit.ui.turn_app.TurnApp`), its page ``source/notebooks/<name>_app.ipynb`` with a row in
the index (README, "Adding a game").
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

REGISTRY: dict[str, str] = {
    "un_due_tre": "kit.games.un_due_tre",
    "uno": "kit.games.uno",
    "trentasette": "kit.games.trentasette",
    "trentuno": "kit.games.trentuno",
    "tre_cinque_otto": "kit.games.tre_cinque_otto",
}
"""Registered games: name → module path.  Modules are imported on first use."""


def get_game(name: str) -> ModuleType:
    """The game module registered as ``name``.

    Raises:
        KeyError: no game has that name (the message lists the names).
        TypeError: the module does not satisfy the game protocol (the message lists what is missing).
    """
    from kit.engine.protocol import missing

    try:
        path = REGISTRY[name]
    except KeyError:
        raise KeyError(f"no game called {name!r}; the games are {sorted(REGISTRY)}") from None
    module = importlib.import_module(path)
    absent = missing(module)
    if absent:
        raise TypeError(f"{path} does not satisfy the game protocol: missing {absent}")
    return module


def games() -> dict[str, ModuleType]:
    """Every registered game, by name, in registry order."""
    return {name: get_game(name) for name in REGISTRY}


def registered_game_of(state: Any) -> ModuleType:
    """The registered game whose ``State`` class ``state`` belongs to (:func:`get_game` of its
    name).  Compare :func:`kit.engine.play.module_of`, which takes any module that defines the
    state's class and satisfies the protocol.

    Raises:
        KeyError: ``state`` is not a state of a registered game.
    """
    module = type(state).__module__
    for name, path in REGISTRY.items():
        if path == module:
            return get_game(name)
    raise KeyError(f"{type(state).__name__} from {module} is not the state of a registered game")
