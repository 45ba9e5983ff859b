"""The protocol every game module satisfies (after OpenSpiel's game API, kept pure).

A game is one module, ``kit/games/<name>.py``, registered in :mod:`kit.games`.  It provides,
in plain frozen dataclasses and pure functions:

=====================================  ==================================================
``NAME``, ``PREFIX``                   registry name (``"un_due_tre"``) and catalogue
                                       prefix (``"udt"``, see :mod:`kit.i18n`)
``PLAYERS``                            the player counts the rules allow (a ``range``)
``GAME_TYPE``                          what kind of game it is, stated once: a
                                       :class:`GameType` (runners read it, never guess)
``EVENTS``                             every event kind its ``apply`` may emit
``Rules``                              frozen dataclass of the rule book's options only
``new_game(rules, players, *,          a new hand from a seed (C-2) or an explicit deal
rng=… | deal=…, dealer=None)``         (C-3); ``dealer`` rotates in a match (C-1)
``to_act(state)``                      the seats that may act now (a ``frozenset``):
                                       one seat in turn-based play, several in a window
                                       where anyone may act (a slap), ``{CHANCE}`` when
                                       chance moves next, empty when the hand is over
``legal_actions(state, seat)``         a concrete tuple of that seat's actions; at a
                                       window it includes :data:`PASS`
``apply(state, action)``               a :class:`~kit.engine.Step`; never mutates;
                                       an action not allowed raises ``IllegalMove`` first
``is_terminal(state)``                 the hand is over
``hand_ended(state)``                  a hand has just ended: a runner pauses here (the
                                       person reads the scores) before the next deal.
                                       ``is_terminal`` itself when a state is one hand;
                                       also the pauses between the hands of a state
                                       that is a whole match (:attr:`GameType.whole_match`)
``returns(state)``                     points (or coins) per seat for the hand, a tuple
                                       with one entry per seat at every point (zeros
                                       until the hand is over)
``state.players``                      the number of seats of that game
``view(state, seat)``                  what that seat may know: other hands only as
                                       counts; the teacher's full view is the state itself
``cards(state)``                       every card in play, in all zones (conservation)
``hidden_cards(state, seat)``          the cards that seat must not see (leak check); a
                                       multiset (a tuple) when the deck holds copies
``chance_action(state, rng)``          the chance action at a ``{CHANCE}`` node, drawn from
                                       ``rng`` (a reshuffle's order): ``apply`` stays pure
``join(state, moves)``                 the one action that resolves a window from the
                                       seats' :class:`Move` s (their choices and times)
``computer(level)``                    a computer player (an :class:`~kit.engine.Agent`)
=====================================  ==================================================

Optional: ``MATCH_TARGET`` and ``match_winner(totals, target)`` (the game's own tie rules for
a :class:`~kit.engine.Match`, default :func:`kit.engine.match.first_to_target`), and
``opening(state)``: the events of how a new hand began (the deal, a first card turned and its
effects), which ``new_game`` cannot return with its state; apps narrate them first.

Events may carry what only one seat learns (a card passed face down between two players): their
private parts (:class:`~kit.engine.events.Private`), told to that seat alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, Sequence, runtime_checkable

import numpy as np

from kit.cards import Card
from kit.engine.events import Step
from kit.engine.validate import check_seat, is_flag, is_whole  # noqa: F401 - their old home

CHANCE = -1
"""The pseudo-seat of chance in ``to_act`` (as OpenSpiel's chance player)."""


@dataclass(frozen=True)
class Pass:
    """Choosing not to act in a window where anyone may act (e.g. not slapping)."""

    def __repr__(self) -> str:
        return "PASS"


PASS = Pass()
"""The one :class:`Pass` action."""


@dataclass(frozen=True)
class Move:
    """One seat's choice in a window where several seats may act, with its timing.

    Attributes:
        seat: who chose.
        action: one of that seat's ``legal_actions`` (never :data:`PASS`: a pass is no move).
        ms: when, in milliseconds after the window opened: a computer player's reaction time
            drawn by the runner from the chance stream, or a person's measured time.
    """

    seat: int
    action: Any
    ms: float


@dataclass(frozen=True)
class GameType:
    """What kind of game a module is, stated once (after OpenSpiel's ``GameType``), so that
    runners read it instead of guessing from the functions; the conformance check holds it to
    what the game does in play.

    Attributes:
        short_name: the registry name (the module's ``NAME``).
        players: the player counts the rules allow (the module's ``PLAYERS``).
        windows: ``True`` when some positions open a window where several seats may act at once
            (a slap): ``to_act`` then names several seats and ``join`` resolves the window;
            ``False`` for a strictly turn-based game (one seat at a time, ``join`` is
            :func:`no_window`).
        chance: ``True`` when chance acts during play (``to_act`` returns ``{CHANCE}``: a
            reshuffle, the next hand's shuffle); ``False`` when chance acts only at the deal,
            inside ``new_game`` (``chance_action`` is :func:`no_chance`).
        whole_match: ``True`` when one state is a whole match of hands (Trentuno's game until
            one player holds the pot, 3-5-8's 3 to 18 hands): ``hand_ended`` then also marks
            the pauses between its hands; ``False`` when a state is one hand
            (``hand_ended`` is ``is_terminal``) and a :class:`~kit.engine.Match` deals the next.
        prefix: the first word of the game's catalogue keys (``"t37"``: ``t37.played``…; the
            module's ``PREFIX``), which its events are narrated from.
    """

    short_name: str
    players: range
    windows: bool
    chance: bool
    whole_match: bool = False
    prefix: str = ""


@runtime_checkable
class Game(Protocol):
    """What :mod:`kit.games` requires of a registered game module (see the module docstring)."""

    NAME: str
    PREFIX: str
    PLAYERS: range
    EVENTS: frozenset[str]
    GAME_TYPE: GameType
    Rules: type

    def new_game(self, rules: Any, players: int, *, rng: Any = None, deal: Any = None, dealer: int | None = None) -> Any: ...
    def to_act(self, state: Any) -> frozenset[int]: ...
    def legal_actions(self, state: Any, seat: int) -> tuple: ...
    def apply(self, state: Any, action: Any) -> Step: ...
    def is_terminal(self, state: Any) -> bool: ...
    def hand_ended(self, state: Any) -> bool: ...
    def returns(self, state: Any) -> tuple[float, ...]: ...
    def view(self, state: Any, seat: int) -> Any: ...
    def cards(self, state: Any) -> tuple[Card, ...]: ...
    def hidden_cards(self, state: Any, seat: int) -> frozenset[Card]: ...
    def chance_action(self, state: Any, rng: np.random.Generator) -> Any: ...
    def join(self, state: Any, moves: Sequence[Move]) -> Any: ...
    def computer(self, level: str = "random") -> Any: ...


REQUIRED: tuple[str, ...] = ("NAME", "PREFIX", "PLAYERS", "EVENTS", "GAME_TYPE", "Rules", "new_game", "to_act",
                             "legal_actions", "apply", "is_terminal", "hand_ended", "returns", "view", "cards",
                             "hidden_cards", "chance_action", "join", "computer")
"""The names a game module must define (the members of :class:`Game`)."""


def missing(game: Any) -> list[str]:
    """The members of :class:`Game` that ``game`` lacks (empty when it satisfies the protocol)."""
    return [name for name in REQUIRED if not hasattr(game, name)]


def no_chance(state: Any, rng: np.random.Generator) -> Any:
    """``chance_action`` for a game whose play has no chance node (the deal aside).

    Raises:
        RuntimeError: always: ``to_act`` never returned ``{CHANCE}``.
    """
    raise RuntimeError("this game has no chance node during play")


def no_window(state: Any, moves: Sequence[Move]) -> Any:
    """``join`` for a strictly turn-based game (one seat acts at a time).

    Raises:
        RuntimeError: always: ``to_act`` never names several seats.
    """
    raise RuntimeError("this game is strictly turn-based: one seat acts at a time")

