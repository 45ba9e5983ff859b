"""Agents, the record of a game, and the one runner every simulation, app, test and walkthrough uses.

* :class:`Agent` — a player: ``act(view, legal, rng) -> action``, and optionally
  ``reaction_ms(rng)`` (how fast it acts in a window where several seats may act).
* :class:`Record` — a game being played: the one mutable holder of the state, the actions
  played and the event log; :meth:`Record.replay` re-applies the actions exactly and
  :meth:`Record.hands` splits them at the game's hand boundary (``hand_ended``).
* :class:`Table` — a record plus the agents and the random streams: it asks whoever must act
  (an agent, or chance), applies the action, and stops where a person (agent ``None``) must act
  (and, when asked, where a hand has ended: :meth:`Table.run`'s ``to_hand_end``).
* :func:`play` — a whole game with computer players only.

Streams (C-2).  The table splits its seed with ``SeedSequence.spawn`` into one stream per
seat for its choices, one per seat for its reaction times (chance, in windows where several
may act) and one for chance nodes, so a player's choices never shift another's draws, and a
game replays exactly from its recorded actions (chance actions are recorded like any other).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any, Iterator, Protocol, Sequence

import numpy as np

from kit.deal import SeedLike, streams
from kit.engine.events import Event, IllegalMove, Step
from kit.engine.protocol import CHANCE, PASS, Move, missing


class Agent(Protocol):
    """A player the runner can ask.  ``act`` must return one of ``legal``."""

    def act(self, view: Any, legal: tuple, rng: np.random.Generator) -> Any: ...


DEFAULT_REACTION_MS = (350.0, 900.0)
"""Reaction times (uniform, milliseconds) for an agent that declares none."""


def reaction_ms(agent: Any, rng: np.random.Generator) -> float:
    """``agent.reaction_ms(rng)`` when it has one, else uniform in :data:`DEFAULT_REACTION_MS`."""
    own = getattr(agent, "reaction_ms", None)
    return float(own(rng)) if own is not None else float(rng.uniform(*DEFAULT_REACTION_MS))


@dataclass(frozen=True)
class RandomAgent:
    """Picks uniformly among the legal actions (OpenSpiel's uniform random bot)."""

    def act(self, view: Any, legal: tuple, rng: np.random.Generator) -> Any:
        """One of ``legal``, uniformly; raises ``ValueError`` when there is none."""
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[int(rng.integers(len(legal)))]


def module_of(state: Any) -> Any:
    """The game module that defines the class of ``state``: one game per module, so that module
    is the game (registered or not: a test's toy game works the same).  Compare
    :func:`kit.games.registered_game_of`, which looks in the registry.

    Raises:
        TypeError: that module does not satisfy the game protocol (the message says what it lacks).
    """
    module = sys.modules.get(type(state).__module__)
    absent = missing(module) if module is not None else ["the module itself"]
    if absent:
        raise TypeError(f"{type(state).__name__} is not the state of a game module: {type(state).__module__} "
                        f"lacks {absent}; pass game= explicitly")
    return module


@dataclass
class Record:
    """A game being played: the one mutable holder of state, actions and the event log.

    Args:
        game: the game module (its pure ``apply``).
        state: the starting state (from the game's ``new_game``).

    Attributes:
        start: the starting state (kept for :meth:`replay`).
        actions: every action applied, in order (chance actions and windows' joint actions
            included), so :meth:`replay` is exact.
        log: every event, in order.
    """

    game: Any
    state: Any
    start: Any = field(init=False)
    actions: list = field(default_factory=list)
    log: list[Event] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.start = self.state

    def play(self, action: Any) -> tuple[Event, ...]:
        """Apply ``action`` and return its events.

        Raises:
            IllegalMove: from the game's ``apply``; state, actions and log are unchanged.
        """
        step = self.game.apply(self.state, action)
        self.state = step.state
        self.actions.append(action)
        self.log.extend(step.events)
        return step.events

    def replay(self) -> Iterator[Step]:
        """Re-apply the recorded actions from the start, yielding each step (for walkthroughs)."""
        state = self.start
        for action in self.actions:
            step = self.game.apply(state, action)
            state = step.state
            yield step

    def hands(self) -> list[list[tuple[Any, Any, Step]]]:
        """The actions replayed and split into hands where the game's ``hand_ended`` holds: for
        each hand, its ``(state before, action, step)`` in order, from the action that deals it
        (chance's, after a pause; a first hand is dealt by ``new_game``) to the one that ends
        it.  One hand for a game whose state is one hand; a walkthrough steps through one."""
        hands: list[list[tuple[Any, Any, Step]]] = [[]]
        state = self.start
        for action, step in zip(self.actions, self.replay()):
            if self.game.hand_ended(state) and hands[-1]:
                hands.append([])
            hands[-1].append((state, action, step))
            state = step.state
        return hands if hands[-1] else []

    def narrate(self, lang: str = "en", names: Sequence[str] | None = None) -> list[str]:
        """The log as sentences in ``lang`` (the public parts: what every seat learns)."""
        return [event.narrate(lang, names) for event in self.log]


def _listed(action: Any, legal: tuple) -> bool:
    """``action`` is one of ``legal``: the very object an agent picked from the list (found
    without comparing dataclasses field by field), or an equal one."""
    for listed in legal:
        if listed is action:
            return True
    try:
        return bool(action in legal)
    except Exception:  # noqa: BLE001 - an object that cannot even be compared (an array) is no action
        return False


class Table:
    """A game with its players: asks whoever must act, applies, records.

    Args:
        state: the starting state of a game (its module is the one that defines the state's
            class, see :func:`module_of`, unless ``game`` is given).
        agents: one per seat; ``None`` marks a person, for whom the table waits.
        rng: seed or Generator; split into streams per seat and for chance (module docstring).
        game: the game module, when it is not the module of the state's class.

    Attributes:
        record: the :class:`Record` (state, actions, log).
        pending: at a window with a person, the computer players' moves already decided.

    Raises:
        ValueError: not one agent per seat.
    """

    def __init__(self, state: Any, agents: Sequence[Any], rng: SeedLike, game: Any = None) -> None:
        self.game = game if game is not None else module_of(state)
        self.record = Record(self.game, state)
        players = state.players  # every game's state knows its number of seats
        if len(agents) != players:
            raise ValueError(f"give one agent per seat: {players} seats, {len(agents)} agents")
        self.agents = list(agents)
        split = streams(rng, 2 * players + 1)
        self.seat_rngs = split[:players]  # each seat's own choices
        self.timing_rngs = split[players:2 * players]  # chance: each seat's reaction times
        self.chance_rng = split[-1]  # chance nodes (a reshuffle)
        self.pending: tuple[Move, ...] | None = None

    @property
    def state(self) -> Any:
        """The current state."""
        return self.record.state

    @property
    def paused(self) -> bool:
        """A hand has just ended inside a state that goes on (the game's ``hand_ended``, not
        ``is_terminal``: between two hands of a state that is a whole match); the next
        :meth:`step` is chance dealing the next hand."""
        return self.game.hand_ended(self.state) and not self.game.is_terminal(self.state)

    def waiting_for(self) -> frozenset[int]:
        """The persons' seats that must (or, in a window, may) act now."""
        return frozenset(s for s in self.game.to_act(self.state) if s != CHANCE and self.agents[s] is None)

    def step(self) -> tuple[Event, ...] | None:
        """Let chance or the computer players make the next action.

        Returns:
            Its events, or ``None`` when a person must act first (at a window, the
            computer players' moves are then in :attr:`pending`) or the game is over.
        """
        game, state = self.game, self.state
        seats = game.to_act(state)
        if not seats:
            return None
        if CHANCE in seats:
            return self.record.play(game.chance_action(state, self.chance_rng))
        if len(seats) == 1:
            (seat,) = seats
            agent = self.agents[seat]
            if agent is None:
                return None
            legal = game.legal_actions(state, seat)
            action = agent.act(game.view(state, seat), legal, self.seat_rngs[seat])
            if not _listed(action, legal):  # a computer player plays legal moves only
                raise IllegalMove(f"the computer player at seat {seat} chose {action!r}, which is not legal now")
            return self.record.play(action)
        if self.pending is None:
            self.pending = self.decide(seats)
        if self.waiting_for():
            return None
        return self.close(())

    def decide(self, seats: Sequence[int]) -> tuple[Move, ...]:
        """The computer players' moves at a window: each chooses, then chance draws its time."""
        moves = []
        for seat in sorted(seats):
            agent = self.agents[seat]
            if agent is None:
                continue
            legal = self.game.legal_actions(self.state, seat)
            choice = agent.act(self.game.view(self.state, seat), legal, self.seat_rngs[seat])
            if not _listed(choice, legal):
                raise IllegalMove(f"the computer player at seat {seat} chose {choice!r}, which is not legal now")
            if choice != PASS:
                moves.append(Move(seat, choice, reaction_ms(agent, self.timing_rngs[seat])))
        return tuple(moves)

    def close(self, persons: Sequence[Move]) -> tuple[Event, ...]:
        """Close the open window with the computer players' :attr:`pending` moves and the
        persons' ``persons`` moves; return the events.

        Raises:
            IllegalMove: no window is open, or a person's move is not legal (nothing changes).
        """
        if len(self.game.to_act(self.state)) < 2:
            raise IllegalMove("no window is open where several players may act")
        waiting = self.waiting_for()
        for move in persons:
            if move.seat not in waiting:
                raise IllegalMove(f"seat {move.seat} is not a person's seat in this window; persons: {sorted(waiting)}")
            if not _listed(move.action, self.game.legal_actions(self.state, move.seat)):
                raise IllegalMove(f"{move.action!r} is not a legal action for seat {move.seat} now")
        if len({move.seat for move in persons}) != len(persons):
            raise IllegalMove("one move per person in a window")
        pending = self.pending if self.pending is not None else self.decide(self.game.to_act(self.state))
        acted = tuple(move for move in persons if move.action != PASS)  # a pass is no move
        events = self.record.play(self.game.join(self.state, pending + acted))
        self.pending = None
        return events

    def submit(self, action: Any) -> tuple[Event, ...]:
        """A person's action in turn-based play.

        Raises:
            IllegalMove: it is not a person's turn, or the action is not legal (nothing changes).
        """
        seats = self.waiting_for()
        if len(self.game.to_act(self.state)) != 1 or not seats:
            raise IllegalMove("it is not a person's turn now")
        (seat,) = seats
        if not _listed(action, self.game.legal_actions(self.state, seat)):
            raise IllegalMove(f"{action!r} is not a legal action now; legal: {self.game.legal_actions(self.state, seat)}")
        return self.record.play(action)

    def run(self, max_actions: int | None = None, *, to_hand_end: bool = False) -> Record:
        """Step until the game is over, a person must act, or ``max_actions`` actions were applied;
        with ``to_hand_end``, also where a hand has ended (the game's ``hand_ended``: a runner
        that shows each hand's end pauses there, and a :meth:`step` deals the next)."""
        count = 0
        hand_ended = self.game.hand_ended
        while max_actions is None or count < max_actions:
            if to_hand_end and hand_ended(self.state):
                break
            if self.step() is None:
                break
            count += 1
        return self.record


def play(state: Any, agents: Sequence[Any], rng: SeedLike, *, max_actions: int | None = None,
         game: Any = None) -> Record:
    """Play ``state`` to its end with computer players only; return the :class:`Record`.

    Args:
        state: a new game (of the module that defines its class, or of ``game``).
        agents: one computer player per seat.
        rng: seed or Generator (split per seat and for chance, see :class:`Table`).
        max_actions: stop after this many actions (a simulation's safety limit; the record's
            state is then not terminal).
        game: the game module, when it is not the module of the state's class.

    Raises:
        ValueError: an agent is ``None`` (a person cannot be waited for here).
    """
    if any(agent is None for agent in agents):
        raise ValueError("play() is for computer players only; use a Table to wait for a person")
    return Table(state, agents, rng, game).run(max_actions)
