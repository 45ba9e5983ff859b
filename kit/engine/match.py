"""A match (partita): hands played one after another, scored into totals, until a target.

The dealer rotates clockwise (C-1: in hand 1 seat 0 sits at the dealer's left, so the dealer
is the last seat), each hand's ``returns`` are added to the totals, and the game's own rule
says when the match is over and who won (``match_winner``; by default the first to reach the
target, a tie at the top playing on).  Each hand is a :class:`~kit.engine.Record`; the hands
draw their deals and play from independent streams spawned from the match's seed.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from kit.deal import SeedLike, make_rng
from kit.engine.events import Event
from kit.engine.play import Record, Table
from kit.engine.validate import is_whole


def first_to_target(totals: Sequence[float], target: float) -> int | None:
    """The usual end of a match: the highest total wins once someone has reached ``target``;
    when two or more share the highest total, nobody has won yet (another hand is played).

    Args:
        totals: points per seat.
        target: the points needed.

    Returns:
        The winning seat, or ``None`` while the match goes on.
    """
    best = max(totals)
    if best < target or list(totals).count(best) > 1:
        return None
    return list(totals).index(best)


class Match:
    """A match of a registered game between computer players and persons.

    Args:
        game: the game module.
        rules: its ``Rules``.
        players: the number of seats.
        agents: one per seat (``None`` for a person: play that seat through :attr:`table`).
        rng: the match's seed or Generator; each hand gets its own spawned streams.
        target: the points that end the match (default ``rules.target`` when the rules carry
            one, else the game's ``MATCH_TARGET``).
        max_hands: a safety stop for simulations (a match of a game that could go on for ever).
        first_dealer: the dealer of hand 1 (default the last seat, so seat 0 is at the dealer's
            left, C-1), e.g. drawn by a game's own rule (Trentasette's Ace of hearts, T37-2).

    Attributes:
        totals: points per seat so far.
        hands: the :class:`Record` of every hand finished.
        table: the hand being played, or ``None`` before the first and after the end.
        winner: the winning seat once the match is over, else ``None``.

    Raises:
        ValueError: a player count the game does not allow, no target, or a first dealer that is
            not a seat.
    """

    def __init__(self, game: Any, rules: Any, players: int, agents: Sequence[Any], rng: SeedLike,
                 target: float | None = None, max_hands: int = 10_000, first_dealer: int | None = None) -> None:
        allowed = game.GAME_TYPE.players
        if not is_whole(players) or players not in allowed:
            raise ValueError(f"{game.NAME} is for {allowed.start} to {allowed.stop - 1} players, got {players!r}")
        players = int(players)
        if first_dealer is not None and not (is_whole(first_dealer) and 0 <= first_dealer < players):
            raise ValueError(f"the first dealer is a seat from 0 to {players - 1}, got {first_dealer!r}")
        self.first_dealer = players - 1 if first_dealer is None else int(first_dealer)
        if target is None:  # the rules' own target (UNO's Rules.target), else the game's default
            target = getattr(rules, "target", getattr(game, "MATCH_TARGET", None))
        if target is None:
            raise ValueError(f"{game.NAME} has no default target: give target=")
        self.game, self.rules, self.players, self.target = game, rules, players, target
        self.agents = list(agents)
        self._seeds = make_rng(rng).bit_generator.seed_seq  # one child per hand, spawned in order
        self.max_hands = max_hands
        self.totals: list[float] = [0.0] * players
        self.hands: list[Record] = []
        self.table: Table | None = None
        self.winner: int | None = None

    @property
    def dealer(self) -> int:
        """The dealer of the next (or current) hand: :attr:`first_dealer` (seat n-1 unless given) in
        hand 1, then clockwise (C-1)."""
        return (self.first_dealer + len(self.hands)) % self.players

    @property
    def over(self) -> bool:
        """The match has a winner, or reached ``max_hands``."""
        return self.winner is not None or len(self.hands) >= self.max_hands

    @property
    def paused(self) -> bool:
        """A hand has just ended and the next waits for :meth:`next_hand`: a hand scored (no
        table, the match not over), or a pause between two hands inside a state that is a whole
        match (:attr:`Table.paused`, the game's ``hand_ended``)."""
        if self.table is None:
            return bool(self.hands) and not self.over
        return self.table.paused

    def advance(self, max_actions: int | None = None) -> tuple[Event, ...]:
        """Let chance and the computer players act until a person must act or a hand ends (the
        game's ``hand_ended``); a state that is over is scored (:meth:`end_hand`).

        Returns:
            The events, in order.

        Raises:
            RuntimeError: no hand is being played.
        """
        table = self.table
        if table is None:
            raise RuntimeError("no hand is being played: deal one with new_hand()")
        done = len(table.record.log)
        table.run(max_actions, to_hand_end=True)
        events = tuple(table.record.log[done:])
        if self.game.is_terminal(table.state):
            self.end_hand()
        return events

    def next_hand(self) -> tuple[Event, ...]:
        """From a pause (:attr:`paused`), deal the next hand: a new table (:meth:`new_hand`, its
        opening told by the game's ``opening``), or chance's deal inside a state that is a whole
        match; then :meth:`advance`.

        Returns:
            The events of the deal and of the play up to the next stop.

        Raises:
            RuntimeError: the match is not at a pause.
        """
        if not self.paused and not (self.table is None and not self.hands and not self.over):
            raise RuntimeError("the next hand is dealt from a pause, when a hand has ended")
        if self.table is None:
            table = self.new_hand()
            opening = getattr(self.game, "opening", None)
            told = tuple(opening(table.state)) if opening is not None else ()
            return told + self.advance()
        table = self.table
        done = len(table.record.log)
        table.step()  # chance deals the next hand
        return tuple(table.record.log[done:]) + self.advance()

    def new_hand(self) -> Table:
        """Deal the next hand (the dealer rotated) and return its :class:`Table`.

        Raises:
            RuntimeError: the match is over, or a hand is still being played.
        """
        if self.over:
            raise RuntimeError("the match is over")
        if self.table is not None:
            raise RuntimeError("the current hand is not finished")
        deal_seed, play_seed = self._seeds.spawn(1)[0].spawn(2)
        state = self.game.new_game(self.rules, self.players, rng=np.random.default_rng(deal_seed), dealer=self.dealer)
        self.table = Table(state, self.agents, np.random.default_rng(play_seed), self.game)
        return self.table

    def end_hand(self) -> tuple[float, ...]:
        """Score the finished hand into the totals; return its returns.

        Raises:
            RuntimeError: no hand, or the hand is not over.
        """
        if self.table is None or not self.game.is_terminal(self.table.state):
            raise RuntimeError("the hand is not over yet")
        scores = tuple(self.game.returns(self.table.state))
        self.totals = [total + score for total, score in zip(self.totals, scores)]
        self.hands.append(self.table.record)
        self.table = None
        decide = getattr(self.game, "match_winner", first_to_target)
        self.winner = decide(tuple(self.totals), self.target)
        return scores

    def play(self, max_actions: int = 1_000_000) -> int | None:
        """Play the whole match with computer players; return the winner (``None`` at max_hands).

        Raises:
            ValueError: a seat is a person's, or a hand did not end within ``max_actions``.
        """
        if any(agent is None for agent in self.agents):
            raise ValueError("Match.play() is for computer players only; play a person's hands through new_hand()")
        while not self.over:
            table = self.new_hand()
            table.run(max_actions)
            if not self.game.is_terminal(table.state):
                raise ValueError(f"a hand of {self.game.NAME} did not end within {max_actions} actions")
            self.end_hand()
        return self.winner
