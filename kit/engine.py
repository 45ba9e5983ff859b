"""The shape every game module follows, and the two pieces they share: events and a match.

Data flows one way: rules → engine → (simulation | probability | widgets) → notebooks/apps.
A game module (``kit/games/<game>.py``) provides, in plain dataclasses and pure functions:

* ``Rules`` — a frozen dataclass of the game's options (the RULES.md options, with their
  defaults), checked in ``__post_init__``;
* ``State`` — a frozen dataclass holding the whole position (packets, hands, piles, whose
  turn, scores);
* ``new_game(rules, *, rng=… | deal=…) -> State`` — from a seed (C-2) or an explicit deal (C-3);
* ``legal_actions(state) -> tuple`` — what the player to act may do;
* ``apply(state, action) -> Step`` — the rules themselves: a new state and the
  :class:`Event` s that happened.  It never mutates ``state``; an action that is not legal
  raises :class:`IllegalMove`, so a rejected move leaves the game exactly as it was.

:class:`Match` is the one place where state changes: it keeps the current state, the actions
played and the event log.  The events are enough to narrate a game (:meth:`Event.narrate`,
through the catalogue) and the actions to replay it exactly (:meth:`Match.replay`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Generic, Iterator, Sequence, TypeVar

from kit.cards import Card
from kit.i18n import t

S = TypeVar("S")
A = TypeVar("A")


class IllegalMove(ValueError):
    """An action the rules do not allow now; the message says why and what is allowed.

    Raised by a game's ``apply`` before anything changes.
    """


@dataclass(frozen=True)
class Event:
    """Something that happened in a game, in the order it happened.

    Attributes:
        kind: a short name, e.g. ``"card_dealt"``; its narration is the catalogue entry
            ``"event.<kind>"``.
        seat: the seat it concerns (C-1 numbering), or ``None``.
        cards: the cards involved, in order.
        amount: a number that goes with it (cards owed, coins paid, points…), or ``None``.
        index: a position that goes with it (the n-th card dealt, a trick number…), or ``None``.
    """

    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    amount: int | None = None
    index: int | None = None

    def narrate(self, lang: str = "en", names: Sequence[str] | None = None) -> str:
        """One sentence for this event in ``lang``, from the catalogue entry ``event.<kind>``.

        Args:
            lang: ``"it"`` or ``"en"``.
            names: players' names by seat; default "player 1", "player 2"… (seat + 1).

        Raises:
            KeyError: the catalogue has no entry for this kind of event.
        """
        if self.seat is None:
            player = ""
        elif names is not None:
            player = names[self.seat]
        else:
            player = t("event.player", lang, n=self.seat + 1)
        cards = ", ".join(c.name(lang) for c in self.cards)
        return t(f"event.{self.kind}", lang, player=player, cards=cards, amount=self.amount, index=self.index)


@dataclass(frozen=True)
class Step(Generic[S]):
    """What a game's ``apply`` returns: the new state and the events, in order."""

    state: S
    events: tuple[Event, ...] = ()


@dataclass
class Match(Generic[S, A]):
    """A game being played: the one mutable holder of state, actions and the event log.

    Args:
        apply: the game's pure ``apply(state, action) -> Step``.
        state: the starting state (from the game's ``new_game``).

    Attributes:
        start: the starting state (kept for :meth:`replay`).
        actions: every action played, in order.
        log: every event, in order.
    """

    apply: Callable[[S, A], Step[S]]
    state: S
    start: S = field(init=False)
    actions: list[A] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.start = self.state

    def play(self, action: A) -> tuple[Event, ...]:
        """Play ``action`` and return its events.

        Raises:
            IllegalMove: from the game's ``apply``; state, actions and log are unchanged.
        """
        step = self.apply(self.state, action)
        self.state = step.state
        self.actions.append(action)
        self.log.extend(step.events)
        return step.events

    def replay(self) -> Iterator[Step[S]]:
        """Re-apply the recorded actions from the start, yielding each step (for walkthroughs)."""
        state = self.start
        for action in self.actions:
            step = self.apply(state, action)
            state = step.state
            yield step

    def narrate(self, lang: str = "en", names: Sequence[str] | None = None) -> list[str]:
        """The log as sentences in ``lang``."""
        return [event.narrate(lang, names) for event in self.log]


def dealing_events(hands: Sequence[Sequence[Card]]) -> tuple[Event, ...]:
    """The ``card_dealt`` events of a deal, one card at a time from seat 0 (C-2).

    Args:
        hands: the hands by seat, cards in the order each seat received them (as in
            :class:`kit.deal.Deal`).

    Returns:
        One event per card, with ``index`` = 1, 2, … (the card's number in the deal).
    """
    events: list[Event] = []
    for rnd in range(max((len(h) for h in hands), default=0)):
        for seat, hand in enumerate(hands):
            if rnd < len(hand):
                events.append(Event("card_dealt", seat, (hand[rnd],), index=len(events) + 1))
    return tuple(events)
