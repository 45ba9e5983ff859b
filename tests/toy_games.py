"""A small complete game for the framework's tests — "carta alta" (high card) — and broken copies of it.

Carta alta (test-only, not a game of the kit): ``Rules.cards`` cards of a shuffled italian40
are used; each player holds ``Rules.hand`` of them, the rest is a face-down stock.  In each
trick every player, from the leader clockwise, plays one card face up; the highest C-4 number
wins the trick (the first played among equals), scores a point and leads the next trick.  The
played cards go to a face-up discard pile and everybody draws one card from the stock, leader
first.  When the stock cannot give everybody a card, chance reshuffles the discards into it
(a chance action).  The hand ends after ``Rules.tricks`` tricks.  Returns: points per seat.

It exercises everything the framework offers: hidden hands and stock, views, a chance node
with a reshuffle, several-seat events with a payload, a match with a rotating dealer.
"""

from __future__ import annotations

import dataclasses
import types
from dataclasses import dataclass, replace
from typing import Sequence

import numpy as np

from kit.cards import Card, italian40
from kit.deal import SeedLike, make_rng
from kit.engine import CHANCE, Event, IllegalMove, RandomAgent, Step, no_window
from kit.engine.protocol import GameType
from kit.i18n import add_catalogue

NAME = "carta_alta"
PREFIX = "toy"
PLAYERS = range(2, 5)
GAME_TYPE = GameType(NAME, PLAYERS, windows=False, chance=True, prefix=PREFIX)
MATCH_TARGET = 5
EVENTS = frozenset({"card_played", "trick_won", "reshuffled", "hand_over"})

add_catalogue(PREFIX, {
    "toy.event.card_played": {"it": "{player} gioca {cards}.", "en": "{player} plays {cards}."},
    "toy.event.card_played.you": {"it": "Giochi {cards}.", "en": "You play {cards}."},
    "toy.event.trick_won": {
        "it": "{player} vince la presa con {best} contro {others}; aveva aperto {leader_seat}.",
        "en": "{player} wins the trick with {best} against {others}; {leader_seat} had led.",
    },
    "toy.event.reshuffled": {
        "it": "Il mazzo è finito: {amount:si rimescola|si rimescolano} {amount} {amount:carta giocata|carte giocate}.",
        "en": "The stock is empty: {amount} played {amount:card is|cards are} shuffled back.",
    },
    "toy.event.hand_over": {"it": "Fine della mano.", "en": "The hand is over."},
})


@dataclass(frozen=True)
class Rules:
    """cards in play, hand size, tricks per hand."""

    cards: int = 12
    hand: int = 2
    tricks: int = 6


@dataclass(frozen=True)
class Play:
    """Play ``card`` from the hand."""

    card: Card


@dataclass(frozen=True)
class Shuffle:
    """Chance: the discards go back into the stock in this order (indices into the discards)."""

    order: tuple[int, ...]


@dataclass(frozen=True)
class State:
    rules: Rules
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    discards: tuple[Card, ...] = ()
    trick: tuple[tuple[int, Card], ...] = ()
    leader: int = 0
    points: tuple[int, ...] = ()
    tricks: int = 0
    memo: int = dataclasses.field(default=0, repr=False)  # (used only by the broken copies below)

    @property
    def players(self) -> int:
        return len(self.hands)


@dataclass(frozen=True)
class View:
    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock: int
    discards: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    points: tuple[int, ...]


def new_game(rules: Rules = Rules(), players: int = 2, *, rng: SeedLike | None = None,
             deal: Sequence[Sequence[Card]] | None = None, dealer: int | None = None) -> State:
    """Deal ``rules.hand`` cards each from the dealer's left; the rest of ``rules.cards`` is the stock.

    ``deal`` is ``(hand, hand, …, stock)`` for an explicit deal.
    """
    dealer = players - 1 if dealer is None else dealer
    left = (dealer + 1) % players
    if deal is not None:
        *hands, stock = (tuple(part) for part in deal)
        players = len(hands)
    else:
        order = make_rng(rng).permutation(len(italian40.cards))[: rules.cards]
        pack = [italian40.cards[i] for i in order]
        hands = [[] for _ in range(players)]
        for k in range(rules.hand * players):
            hands[(left + k) % players].append(pack[k])
        stock = tuple(pack[rules.hand * players:])
    return State(rules, tuple(tuple(h) for h in hands), stock, leader=left, points=(0,) * players)


def is_terminal(state: State) -> bool:
    return state.tricks >= state.rules.tricks or not (any(state.hands) or state.stock or state.discards)


def hand_ended(state: State) -> bool:
    return is_terminal(state)


def to_act(state: State) -> frozenset[int]:
    if is_terminal(state):
        return frozenset()
    if not state.trick and len(state.stock) < state.players and state.discards and _must_draw(state):
        return frozenset({CHANCE})
    return frozenset({(state.leader + len(state.trick)) % state.players})


def _must_draw(state: State) -> bool:
    """Draws are due (after a trick) but the stock cannot serve everybody."""
    return any(len(h) < state.rules.hand for h in state.hands) and state.tricks < state.rules.tricks


def legal_actions(state: State, seat: int) -> tuple:
    if seat not in to_act(state) or seat == CHANCE:
        return ()
    return tuple(Play(c) for c in state.hands[seat])


def chance_action(state: State, rng: np.random.Generator) -> Shuffle:
    return Shuffle(tuple(int(i) for i in rng.permutation(len(state.discards))))


join = no_window


def apply(state: State, action) -> Step:
    if is_terminal(state):
        raise IllegalMove("the hand is over")
    events: list[Event] = []
    if CHANCE in to_act(state):
        if not isinstance(action, Shuffle) or sorted(action.order) != list(range(len(state.discards))):
            raise IllegalMove("chance must reshuffle the discards: Shuffle(a permutation of their indices)")
        stock = state.stock + tuple(state.discards[i] for i in action.order)
        events.append(Event("reshuffled", amount=len(state.discards), game=PREFIX))
        state = _draw(replace(state, stock=stock, discards=()))
        return Step(state, tuple(events))
    seat = (state.leader + len(state.trick)) % state.players
    if not isinstance(action, Play) or action.card not in state.hands[seat]:
        raise IllegalMove(f"play a card of your hand: {[c.code for c in state.hands[seat]]}")
    hands = tuple(tuple(c for c in h if c != action.card) if s == seat else h for s, h in enumerate(state.hands))
    trick = state.trick + ((seat, action.card),)
    events.append(Event("card_played", seat, (action.card,), game=PREFIX))
    state = replace(state, hands=hands, trick=trick)
    if len(trick) == state.players:
        number = italian40.numbering
        winner, best = max(trick, key=lambda sc: (number[sc[1].rank], -trick.index(sc)))
        others = tuple(s for s, _ in trick if s != winner)
        events.append(Event.make("trick_won", winner, game=PREFIX, others=others, best=best,
                                 leader_seat=trick[0][0]))
        points = tuple(p + (s == winner) for s, p in enumerate(state.points))
        state = replace(state, trick=(), discards=state.discards + tuple(c for _, c in trick), leader=winner,
                        points=points, tricks=state.tricks + 1)
        if len(state.stock) >= state.players or not state.discards:
            state = _draw(state)
        if is_terminal(state):
            events.append(Event("hand_over", game=PREFIX))
    return Step(state, tuple(events))


def _draw(state: State) -> State:
    """Everybody short of a full hand draws one card, leader first, while the stock lasts."""
    if state.tricks >= state.rules.tricks:
        return state
    hands = list(state.hands)
    stock = state.stock
    for k in range(state.players):
        seat = (state.leader + k) % state.players
        if stock and len(hands[seat]) < state.rules.hand:
            hands[seat] = hands[seat] + (stock[0],)
            stock = stock[1:]
    return replace(state, hands=tuple(hands), stock=stock)


def returns(state: State) -> tuple[float, ...]:
    return tuple(float(p) for p in state.points)


def view(state: State, seat: int) -> View:
    return View(seat, state.hands[seat], tuple(map(len, state.hands)), len(state.stock), state.discards,
                state.trick, state.points)


def cards(state: State) -> tuple[Card, ...]:
    return tuple(c for h in state.hands for c in h) + state.stock + state.discards + tuple(c for _, c in state.trick)


def hidden_cards(state: State, seat: int) -> frozenset[Card]:
    return frozenset(c for s, h in enumerate(state.hands) if s != seat for c in h) | frozenset(state.stock)


def computer(level: str = "random"):
    return RandomAgent()


# --- broken copies, each with one fault the conformance check must catch -----------------------
def broken(**changes) -> types.SimpleNamespace:
    """This module with some functions replaced (a new namespace; the module is untouched)."""
    import sys

    namespace = {k: v for k, v in vars(sys.modules[__name__]).items() if not k.startswith("__")}
    namespace.update(changes)
    return types.SimpleNamespace(**namespace)


def _losing_apply(state: State, action) -> Step:
    step = apply(state, action)
    if step.state.discards:  # a card falls off the table
        return Step(replace(step.state, discards=step.state.discards[1:]), step.events)
    return step


def _leaky_view(state: State, seat: int) -> View:
    return replace(view(state, seat), hand=tuple(c for h in state.hands for c in h))


def _lax_apply(state: State, action) -> Step:
    if isinstance(action, Play) and CHANCE not in to_act(state):  # plays any card, held or not
        seat = (state.leader + len(state.trick)) % state.players
        if action.card not in state.hands[seat]:
            hands = tuple(h + (action.card,) if s == seat else h for s, h in enumerate(state.hands))
            return apply(replace(state, hands=hands), action)
    return apply(state, action)


def _mutating_apply(state: State, action) -> Step:
    if isinstance(action, Play) and CHANCE not in to_act(state):
        seat = (state.leader + len(state.trick)) % state.players
        if action.card not in state.hands[seat]:
            object.__setattr__(state, "tricks", state.tricks + 1)  # changes the state, then refuses
    return apply(state, action)


def _unnarrated_apply(state: State, action) -> Step:
    step = apply(state, action)
    return Step(step.state, step.events + (Event("silent_card", game=PREFIX),))


def _telling_draw_apply(state: State, action) -> Step:
    """Names in public the card each seat drew face down from the stock (its own to know only)."""
    step = apply(state, action)
    drawn = tuple(Event("card_played", seat, cards=(after[-1],), game=PREFIX)
                  for seat, (before, after) in enumerate(zip(state.hands, step.state.hands))
                  if len(after) > len(before) and after[-1] in state.stock)
    return Step(step.state, step.events + drawn)


def _unfaithful_chance(state: State, rng: np.random.Generator) -> Shuffle:
    return Shuffle(tuple(range(len(state.discards))))


def _deque_view(state: State, seat: int):
    import collections

    return {"mine": view(state, seat), "bag": collections.deque([types.SimpleNamespace(top=state.stock[:1])])}


def _code_view(state: State, seat: int):
    return (view(state, seat), " ".join(c.code for c in state.stock))  # the stock written as codes


def _quiet_mutating_apply(state: State, action) -> Step:
    if isinstance(action, Play) and CHANCE not in to_act(state):
        seat = (state.leader + len(state.trick)) % state.players
        if action.card not in state.hands[seat]:
            object.__setattr__(state, "memo", len(state.stock))  # a field nobody prints
    return apply(state, action)


def _impure_apply(state: State, action) -> Step:
    step = apply(state, action)
    object.__setattr__(state, "memo", -1)  # scribbles on the state it was given
    return step


def _everyone_legal(state: State, seat: int) -> tuple:
    if seat == CHANCE or is_terminal(state):
        return ()
    return tuple(Play(c) for c in state.hands[seat])  # even for seats that are not to act


def _fragile_apply(state: State, action) -> Step:
    if isinstance(action, Play):
        action.card.rank  # an odd field (Play(card=None)) crashes instead of being refused
    return apply(state, action)


def _none_narration_apply(state: State, action) -> Step:
    step = apply(state, action)
    return Step(step.state, tuple(Event("reshuffled", game=PREFIX) if e.kind == "reshuffled" else e
                                  for e in step.events))  # the count is lost: "None played cards"


def _strict_apply(state: State, action) -> Step:
    if isinstance(action, Play) and CHANCE not in to_act(state):
        seat = (state.leader + len(state.trick)) % state.players
        if action.card.suit == "coppe" and len(state.hands[seat]) > 1:  # its own check disagrees with the list
            raise IllegalMove(f"{action!r} is not allowed now")
    return apply(state, action)


LOSES_A_CARD = broken(apply=_losing_apply)
REFUSES_LISTED = broken(apply=_strict_apply)
DEQUE_VIEW = broken(view=_deque_view)
CODE_VIEW = broken(view=_code_view)
QUIET_CHANGE_ON_REFUSAL = broken(apply=_quiet_mutating_apply)
IMPURE_APPLY = broken(apply=_impure_apply)
EVERYONE_LEGAL = broken(legal_actions=_everyone_legal)
FRAGILE_APPLY = broken(apply=_fragile_apply)
NONE_NARRATION = broken(apply=_none_narration_apply)
LEAKY_VIEW = broken(view=_leaky_view)
TELLS_A_DRAWN_CARD = broken(apply=_telling_draw_apply)
ACCEPTS_UNLISTED = broken(apply=_lax_apply)
CHANGES_ON_REFUSAL = broken(apply=_mutating_apply)
UNNARRATED_EVENT = broken(apply=_unnarrated_apply, EVENTS=EVENTS | {"silent_card"})
UNDECLARED_EVENT = broken(apply=_unnarrated_apply)
MISSING_MEMBER = broken(view=None)
del MISSING_MEMBER.view
