"""The game framework: the protocol every game follows, and the machinery written once for all.

Data flows one way: rules → engine → (simulation | probability | widgets) → notebooks/apps.

* :mod:`kit.engine.protocol` — what a game module provides (its :class:`GameType`,
  ``new_game``, ``to_act``, ``legal_actions``, ``apply``, ``is_terminal``, ``hand_ended``,
  ``returns``, ``view``, chance and windows);
* :mod:`kit.engine.events` — :class:`Event` (narrated from the game's catalogue; its
  :class:`Private` parts told to one seat each), :class:`Step`, :class:`IllegalMove`;
* :mod:`kit.engine.play` — agents, the :class:`Record` of a game, the :class:`Table` runner
  and :func:`play`;
* :mod:`kit.engine.match` — a :class:`Match` (partita): hands scored up to a target;
* :mod:`kit.engine.conformance` — the check every registered game passes.

Games are registered by name in :mod:`kit.games`.
"""

from kit.engine.events import Event, IllegalMove, Private, Step, dealing_events, join_names
from kit.engine.match import Match, first_to_target
from kit.engine.play import Agent, RandomAgent, Record, Table, play, reaction_ms
from kit.engine.protocol import (CHANCE, PASS, Game, GameType, Move, Pass, check_seat, is_flag, is_whole, missing,
                                 no_chance, no_window)

__all__ = [
    "Agent", "CHANCE", "Event", "Game", "GameType", "IllegalMove", "Match", "Move", "PASS", "Pass", "Private", "RandomAgent", "Record",
    "Step", "Table", "check_seat", "dealing_events", "is_flag", "is_whole", "first_to_target", "join_names", "missing", "no_chance", "no_window", "play",
    "reaction_ms",
]
