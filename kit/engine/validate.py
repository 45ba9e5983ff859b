"""The checks of arguments every game makes the same way: whole numbers, switches, seats, player
counts and the dealer.

Numbers come from people typing in notebooks as often as from the engine, so a game accepts
numpy's integers as Python's, and refuses what only looks like a number (``True`` is not seat 1,
``1.0`` is not a player count).  Every game asks these, so the same mistake gets the same words
in every game:

* :func:`is_whole`, :func:`is_flag` — the predicates;
* :func:`check_seat` — a seat of a game, for ``legal_actions`` and ``view`` (``IndexError``);
* :func:`check_players` — a player count the rules allow (``ValueError``);
* :func:`check_dealer` — the dealer of a new game: given, the last seat (``None``), or drawn at
  random (:data:`RANDOM_DEALER`) (``ValueError``);
* :func:`check_whole` — a whole number within bounds, for rules' options and explicit positions;
* :func:`check_level` — a computer player's level, for a game's ``computer``.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def is_whole(value: Any) -> bool:
    """``value`` is a whole number: a Python or numpy integer, not a bool (``True`` is not seat 1)."""
    return type(value) is int or (isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)))


def is_flag(value: Any) -> bool:
    """``value`` is True or False (Python's or numpy's bool; not 0 or 1)."""
    return value is True or value is False or isinstance(value, np.bool_)


def check_seat(players: int, seat: Any) -> int:
    """``seat`` as a plain int when it is a seat of a game of ``players`` seats (numpy's whole
    numbers too), for a game's ``legal_actions`` and ``view``.

    Raises:
        IndexError: ``seat`` is not a whole number from 0 to ``players - 1`` (the message says so).
    """
    if type(seat) is int and 0 <= seat < players:  # the common case, first
        return seat
    if not is_whole(seat) or not 0 <= seat < players:
        raise IndexError(f"seat {seat!r} does not exist: seats are the whole numbers 0 to {players - 1}")
    return int(seat)


def check_whole(value: Any, what: str, low: int | None = None, high: int | None = None, rule: str = "") -> int:
    """``value`` as a plain int when it is a whole number from ``low`` to ``high`` (either bound
    may be left open), for a rule's option or a count in an explicit position.

    Args:
        value: what was given.
        what: how the message names it (``"coins"``).
        low, high: the bounds, both included (``None``: no bound).
        rule: the RULES.md id the message cites (``"T31-1"``), if any.

    Raises:
        ValueError: ``value`` is not such a whole number ("coins is a whole number from 1 to 99
            (T31-1), got 0").
    """
    if not is_whole(value) or (low is not None and value < low) or (high is not None and value > high):
        if low is not None and high is not None:
            bounds = f" from {low} to {high}"
        elif low is not None:
            bounds = f", at least {low}"
        elif high is not None:
            bounds = f", at most {high}"
        else:
            bounds = ""
        raise ValueError(f"{what} is a whole number{bounds}{f' ({rule})' if rule else ''}, got {value!r}")
    return int(value)


def check_players(players: Any, allowed: range, game: str, rule: str) -> int:
    """``players`` as a plain int when it is a whole number the rules allow.

    Args:
        players: what was given.
        allowed: the game's ``PLAYERS``.
        game: the game's name as the message says it (``"Trentuno"``).
        rule: the rule id that sets the player count (``"T31-1"``), or ``""`` for none.

    Raises:
        ValueError: ``players`` is not a whole number in ``allowed`` ("Trentuno is for 2 to 5
            players (T31-1), got 6").
    """
    if not is_whole(players) or players not in allowed:
        low, high = allowed[0], allowed[-1]
        count = f"{_WORDS.get(low, low)} players" if low == high else (
            f"{', '.join(map(str, allowed[:-1]))} or {high} players" if len(allowed) <= 3 else f"{low} to {high} players")
        said = f" ({rule})" if rule else ""
        raise ValueError(f"{game} is for {count}{said}, got {players!r}")
    return int(players)


_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
"""A single player count in words ("3-5-8 is for three players")."""


class RandomDealer:
    """The type of :data:`RANDOM_DEALER` (one instance)."""

    def __repr__(self) -> str:
        return "RANDOM_DEALER"

    def __reduce__(self) -> str:
        return "RANDOM_DEALER"


RANDOM_DEALER = RandomDealer()
"""``new_game(..., dealer=RANDOM_DEALER)``: the first dealer drawn from the game's seed, before
the shuffle (T31-2 draws it so; any game accepts it).  Without it, ``dealer=None`` is the last
seat in every game (C-1: seat 0 sits at the dealer's left)."""


def check_dealer(dealer: Any, players: int, rng: np.random.Generator | None = None) -> int:
    """The dealer of a new game of ``players`` seats as a plain int: ``dealer`` itself when it
    is a seat, the last seat for ``None`` (C-1), or drawn uniformly from ``rng`` (one integer,
    before anything else is drawn) for :data:`RANDOM_DEALER`.

    Raises:
        ValueError: ``dealer`` is not a seat, or :data:`RANDOM_DEALER` without ``rng`` (an
            explicit deal has no seed to draw from).
    """
    if dealer is None:
        return players - 1
    if dealer is RANDOM_DEALER:
        if rng is None:
            raise ValueError("a dealer drawn at random needs a seed (rng=...); with an explicit deal give the dealer")
        return int(rng.integers(players))
    if not is_whole(dealer) or not 0 <= dealer < players:
        raise ValueError(f"the dealer is a seat from 0 to {players - 1}, got {dealer!r}")
    return int(dealer)


def check_level(level: Any, levels: dict[str, Any]) -> Any:
    """``levels[level]``: what a game's ``computer(level)`` looks up (its computer player, or
    what makes it).

    Raises:
        ValueError: ``level`` is not one of ``levels`` ("no computer level 'hard'; the levels are
            ['greedy', 'random']").
    """
    if not isinstance(level, str) or level not in levels:
        raise ValueError(f"no computer level {level!r}; the levels are {sorted(levels)}")
    return levels[level]
