"""The game framework: the protocol every game follows, and the machinery written once for all.

Data flows one way: rules → engine → (simulation | probability | widgets) → notebooks/apps.

* :mod:`kit.engine.protocol` — what a game module provides (its :class:`GameType`,
  ``new_game``, ``to_act``, ``legal_actions``, ``apply``, ``is_terminal``, ``hand_ended``,
  ``returns``, ``view``, chance and windows);
* :mod:`kit.engine.actions` — :class:`ActionBase` (every game's actions are its frozen
  dataclasses) and :func:`refusal`, the one way ``apply`` refuses an action;
* :mod:`kit.engine.events` — :class:`Event` (narrated from the game's catalogue; its
  :class:`Private` parts told to one seat each), :class:`Step`, :class:`IllegalMove`;
* :mod:`kit.engine.play` — agents, the :class:`Record` of a game, the :class:`Table` runner
  and :func:`play`;
* :mod:`kit.engine.match` — a :class:`Match` (partita): hands scored up to a target;
* :mod:`kit.engine.validate` — the checks of seats, player counts, dealers and whole numbers
  every game makes the same way;
* :mod:`kit.engine.scratch` — the working copy a game's ``apply`` changes and freezes;
* :mod:`kit.engine.seats` — what states and views share (``players``, a view's seat, rules,
  hand and counts);
* :mod:`kit.engine.conformance` — the check every registered game passes.

Games are registered by name in :mod:`kit.games`.
"""

from kit.engine.actions import ActionBase, refusal
from kit.engine.events import Event, IllegalMove, Private, Step, dealing_events, join_names
from kit.engine.match import Match, first_to_target
from kit.engine.play import Agent, RandomAgent, Record, Table, play, reaction_ms
from kit.engine.protocol import CHANCE, PASS, Game, GameType, Move, Pass, missing, no_chance, no_window
from kit.engine.validate import (RANDOM_DEALER, check_dealer, check_level, check_players, check_seat, check_whole,
                                 is_flag, is_whole)

__all__ = [
    "ActionBase", "Agent", "CHANCE", "Event", "Game", "GameType", "IllegalMove", "Match", "Move", "PASS", "Pass",
    "Private", "RANDOM_DEALER", "RandomAgent", "Record", "Step", "Table", "check_dealer", "check_level",
    "check_players", "check_seat", "check_whole", "dealing_events", "first_to_target", "is_flag", "is_whole",
    "join_names", "missing", "no_chance", "no_window", "play", "reaction_ms", "refusal",
]
