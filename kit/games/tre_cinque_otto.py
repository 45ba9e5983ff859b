"""3-5-8 — trick taking for three: six contracts, the exchange and the monte (RULES.md TCO-1..9).

The game satisfies the protocol of :mod:`kit.engine` (registered as ``"tre_cinque_otto"``):
:class:`Rules` (the match's length), :class:`State` (a frozen position of a whole match: hand
after hand, with the totals and the contracts each player has used), :func:`new_game`,
:func:`to_act`, :func:`legal_actions`, :func:`is_legal`, :func:`apply` (pure; an illegal action
raises :class:`~kit.engine.IllegalMove` and changes nothing), :func:`is_terminal`, :func:`returns` (the
match totals), :func:`view`, :func:`chance_action` (each hand's shuffle) and the computer players.

A hand goes: the deal (chance, :class:`Shuffle`), the declarer's :class:`Choose` seeing only the
first 6 cards dealt to them, the exchange (:class:`Give` a card to a player under target, or
:class:`Stop`; the receiver's :class:`Return` after an atout), the monte shown and taken, the
declarer's four :class:`Discard` s, then 16 tricks of :class:`Play`.

Decisions where RULES.md leaves room (each next to its rule id):

* TCO-1  Seats 0..2 clockwise (C-1); the deal goes one card at a time from the dealer's left.
  The game is played with french52 only: :func:`strength` refuses a card of another deck with a
  ValueError naming its deck, rather than ranking it by the name of its rank.
* TCO-2  The declarer is the dealer's left (dealer + 1), the third player dealer + 2; the next
  hand's dealer is the dealer's left, so every role moves one seat left.
* TCO-3  The six games are the four suits as atout, ``"no_trumps"`` (senza atout) and
  ``"no_tricks"`` (senza prese).  A player may not choose a game they have chosen before in the
  match (in 18 hands each player is declarer six times, so each game exactly once).
* TCO-4  The givers (players with a positive score in the previous hand) exchange in order: the
  most over first, ties by the first clockwise from the declarer.  A giver gives one card at a
  time, choosing the receiver among the players still under target (negative score) who may
  take more: a giver gives at most its score in all, a receiver takes at most its deficit in all
  (so at most min(score, deficit) from one giver).  The return is made from the cards held
  before receiving: the highest card of the given card's suit, or the given card itself when
  the receiver has none of that suit; after an atout the receiver chooses any card (not the one
  just received).  ``Stop`` ends that giver's exchange ("Fine scambio").
* TCO-5  The monte is shown (event ``monte_shown``, naming its cards), then taken; the declarer
  discards four cards one at a time (any four of the twenty), face down, out of the hand.
* TCO-6  The declarer leads the first trick; a trick's winner leads the next.
* TCO-7  Targets 3 (dealer), 8 (declarer), 5 (third); senza prese maxima 3 (declarer), 8 (dealer),
  5 (third).  Each hand's scores sum to 0.
* TCO-8  :func:`match_winner`: the highest total after the last hand; several share a win when
  tied (event ``match_tied`` naming them all, instead of ``match_over``) (the first of them in seat order stands for them in a :class:`~kit.engine.Match`, whose
  one "hand" is this whole match).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Sequence

import numpy as np

from kit.cards import FRENCH_SUITS, SUIT_OBJECTS, Card, ForeignCard, french52
from kit.deal import SeedLike, make_rng, one_at_a_time
from kit.engine import (ActionBase, CHANCE, Event, IllegalMove, RandomAgent, Step, check_dealer, check_level,
                        check_players, check_seat, is_whole, no_window, refusal)
from kit.engine.events import Private
from kit.engine.protocol import GameType
from kit.engine.scratch import Scratch
from kit.engine.seats import SeatView, seat_view

GAME_TYPE = GameType("tre_cinque_otto", range(3, 4), windows=False, chance=True, whole_match=True, prefix="tco")
"""TCO-1: three players. Turn-based; chance shuffles each next hand; a state is the whole match of 3 to 18
hands (TCO-8). Its words: :mod:`kit.i18n.tre_cinque_otto` (keys ``tco.…``)."""
NAME, PREFIX, PLAYERS = GAME_TYPE.short_name, GAME_TYPE.prefix, GAME_TYPE.players
"""The registry name, the catalogue prefix and the player counts, as :data:`GAME_TYPE` says."""
MATCH_TARGET = 1
"""A whole match is one "hand" of a :class:`~kit.engine.Match` (see :func:`match_winner`)."""
LENGTHS = (3, 6, 9, 18)
"""TCO-8: the match lengths, in hands."""
HAND_SIZE = 16
MONTE_SIZE = 4
FIRST_SEEN = 6
"""TCO-3: the cards the declarer sees before choosing."""
TRICKS = 16
GAMES = (*FRENCH_SUITS, "no_trumps", "no_tricks")
"""TCO-3: the six games: each suit as atout, senza atout, senza prese."""
RANK_ORDER = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""TCO-1: the ranks from low to high (Ace high)."""
ROLES = ("dealer", "declarer", "third")
TARGET = {"dealer": 3, "declarer": 8, "third": 5}
"""TCO-2: the tricks each role must take."""
MAXIMUM = {"declarer": 3, "dealer": 8, "third": 5}
"""TCO-7: in senza prese, the most tricks each role may take."""

EVENTS = frozenset({
    "dealt", "chose", "exchange_none", "gave", "returned", "came_back", "stopped", "monte_shown", "monte_taken", "discarded",
    "played", "trick_won", "scored", "match_over", "match_tied",
})
"""Every event kind :func:`apply` emits (narrated from ``tco.event.<kind>``)."""

# phases
DEAL, CHOOSE, EXCHANGE, RETURN, DISCARD, PLAY, OVER = "deal", "choose", "exchange", "return", "discard", "play", "over"


def strength(card: Card) -> int:
    """TCO-1: a card's rank from 0 (2) to 12 (Ace).

    TCO-1: 3-5-8 is played with french52 only, so a card of another deck (the 7 of coppe, an
    UNO 5) is refused rather than ranked by the name of its rank.

    Raises:
        ForeignCard: ``card`` is a card of another deck; the message names its deck.
        ValueError: ``card`` is not a :class:`Card`.
    """
    try:
        return _STRENGTH[card]
    except (KeyError, TypeError):
        if not isinstance(card, Card):
            raise ValueError(f"3-5-8's cards are Cards of french52 (e.g. french52.parse('AH')), got {card!r}") from None
        raise ForeignCard.played_with(card, "3-5-8", "french52", "TCO-1",
                                      "A, 2..10, J, Q, K of hearts, diamonds, clubs and spades") from None


_STRENGTH: dict[Card, int] = {c: RANK_ORDER.index(c.rank) for c in french52.cards}
"""TCO-1: the strength of each card of french52, looked up by :func:`strength`."""


def atout(game: str | None) -> str | None:
    """The atout suit of ``game``, or ``None`` in senza atout and senza prese."""
    return game if game in FRENCH_SUITS else None


@dataclass(frozen=True)
class Rules:
    """The options of a match of 3-5-8 (TCO-8).

    Attributes:
        hands: the match's length: 3, 6, 9 or 18 hands (18: every player plays each game once).

    Raises:
        ValueError: a length that is not 3, 6, 9 or 18.
    """

    hands: int = 18

    def __post_init__(self) -> None:
        if not is_whole(self.hands) or self.hands not in LENGTHS:
            raise ValueError(f"a match is 3, 6, 9 or 18 hands long (TCO-8), got {self.hands!r}")
        object.__setattr__(self, "hands", int(self.hands))


CONFORMANCE_RULES = (Rules(hands=3), Rules(hands=6))
"""Shorter matches the conformance check plays besides the full one."""
CONFORMANCE_BUDGET = {"games": 3, "max_actions": 600, "variant_games": 2, "variant_max_actions": 600}
"""A whole 18-hand match is about 1,100 actions: the check plays parts of matches (every phase
comes up in the first hands)."""


# --- actions ------------------------------------------------------------------------------
class Shuffle(ActionBase):
    """Chance: the order of the 52 cards for a new hand (``order[i]``: the index in
    ``french52.cards`` of the card dealt ``i``-th)."""

    order: tuple[int, ...]


class Choose(ActionBase):
    """The declarer chooses the game: a suit (atout), ``"no_trumps"`` or ``"no_tricks"`` (TCO-3)."""

    game: str


class Give(ActionBase):
    """The giver gives ``card`` to the player ``to`` (TCO-4)."""

    card: Card
    to: int


class Stop(ActionBase):
    """The giver ends the exchange ("Fine scambio", TCO-4)."""


class Return(ActionBase):
    """After an atout given, the receiver returns ``card`` (TCO-4)."""

    card: Card


class Discard(ActionBase):
    """The declarer discards ``card``, face down (TCO-5; four times)."""

    card: Card


class Play(ActionBase):
    """Play ``card`` to the trick (TCO-6)."""

    card: Card


Action = Shuffle | Choose | Give | Stop | Return | Discard | Play

STOP = Stop()
"""The one :class:`Stop` action."""
_CHOOSE = {game: Choose(game) for game in GAMES}
_GIVE = {(card, to): Give(card, to) for card in french52.cards for to in range(3)}
_RETURN = {card: Return(card) for card in french52.cards}
_DISCARD = {card: Discard(card) for card in french52.cards}
_PLAY = {card: Play(card) for card in french52.cards}
"""The actions :func:`legal_actions` lists, each made once (a match lists them thousands of times)."""


# --- state --------------------------------------------------------------------------------
class _Seats:
    """The roles of a hand (TCO-2, TCO-7), shared by :class:`State` and :class:`View` (both have
    ``dealer`` and ``game``)."""

    dealer: int
    game: str | None

    @property
    def players(self) -> int:
        return 3

    @property
    def declarer(self) -> int:
        """TCO-2: the dealer's left."""
        return (self.dealer + 1) % 3

    def role(self, seat: int) -> str:
        """``"dealer"``, ``"declarer"`` or ``"third"`` (TCO-2)."""
        return ROLES[(seat - self.dealer) % 3]

    def target(self, seat: int) -> int:
        """The tricks ``seat`` must take (or, in senza prese, may take at most), TCO-2, TCO-7."""
        return (MAXIMUM if self.game == "no_tricks" else TARGET)[self.role(seat)]


@dataclass(frozen=True)
class State(_Seats):
    """A position of a match of 3-5-8.  Build it with :func:`new_game`; change it with :func:`apply`.

    Attributes:
        rules: the options.
        hand_no: the hand being played (1, 2, …).
        dealer: this hand's dealer (the declarer is ``dealer + 1``).
        hands: each seat's cards.
        monte: the monte, face down (TCO-1); empty once taken.
        first_seen: the first 6 cards dealt to the declarer (TCO-3).
        game: the game chosen, or ``None`` before the choice.
        used: the games each seat has chosen in the match (TCO-3).
        phase: ``"deal"`` (chance), ``"choose"``, ``"exchange"``, ``"return"``, ``"discard"``,
            ``"play"``, ``"over"``.
        givers: the givers still to exchange, in order (the first is giving now).
        can_give: cards each seat may still give (its score in the previous hand, used up).
        can_take: cards each seat may still receive (its deficit, used up).
        given: the card just given and its giver, while its receiver chooses a return.
        discards: the declarer's discards, face down (out of the hand).
        trick: the cards of the trick being played, in order, with their seats.
        leader: the seat that leads the trick being played.
        tricks: tricks taken by each seat in this hand.
        won: the cards of the tricks taken so far (face down, out of play).
        last_scores: each seat's score in the previous hand (zeros in hand 1).
        totals: each seat's total so far.
        voids: the suits each seat has shown it holds none of in this hand's exchange (a card
            given to it came back, TCO-4: everyone sees it come back).
        opening: the events of the first deal.
    """

    rules: Rules
    hand_no: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    monte: tuple[Card, ...]
    first_seen: tuple[Card, ...]
    game: str | None = None
    used: tuple[frozenset[str], ...] = (frozenset(), frozenset(), frozenset())
    phase: str = CHOOSE
    givers: tuple[int, ...] = ()
    can_give: tuple[int, ...] = (0, 0, 0)
    can_take: tuple[int, ...] = (0, 0, 0)
    given: tuple[int, int, Card] | None = None
    discards: tuple[Card, ...] = ()
    trick: tuple[tuple[int, Card], ...] = ()
    leader: int = 0
    tricks: tuple[int, ...] = (0, 0, 0)
    won: tuple[Card, ...] = ()
    last_scores: tuple[int, ...] = (0, 0, 0)
    totals: tuple[int, ...] = (0, 0, 0)
    voids: tuple[frozenset[str], ...] = (frozenset(), frozenset(), frozenset())
    opening: tuple[Event, ...] = field(default=(), compare=False, repr=False)

    @property
    def turn(self) -> int | None:
        """The seat to act (``None`` at a chance node or at the end)."""
        phase = self.phase
        if phase == PLAY:  # the most frequent, first
            return (self.leader + len(self.trick)) % 3
        if phase == CHOOSE or phase == DISCARD:
            return self.declarer
        if phase == EXCHANGE:
            return self.givers[0]
        if phase == RETURN:
            return self.given[1]
        return None


@dataclass(frozen=True)
class View(SeatView, _Seats):
    """What one seat may know: its own hand (the declarer only its first 6 cards before
    choosing), the others' hand sizes, the game, the trick on the table, tricks taken, scores.

    Attributes:
        seat, rules, hand_no, dealer, game, used, phase, trick, leader, tricks, last_scores,
        totals: as in :class:`State`; ``hand``: this seat's cards it may look at; ``counts``:
        cards held by each seat; ``monte``: cards in the monte (a count); ``turn``: the seat to
        act; ``given``: the card given to this seat (while it returns one), else ``None``;
        ``can_give``, ``can_take``, ``givers``: the exchange's bookkeeping (public);
        ``discards``: this seat's own discards (the declarer's), else ``()``; ``voids``: as in
        :class:`State` (public).
    """

    hand_no: int
    dealer: int
    monte: int
    game: str | None
    used: tuple[frozenset[str], ...]
    phase: str
    turn: int | None
    givers: tuple[int, ...]
    can_give: tuple[int, ...]
    can_take: tuple[int, ...]
    given: Card | None
    discards: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    leader: int
    tricks: tuple[int, ...]
    last_scores: tuple[int, ...]
    totals: tuple[int, ...]
    voids: tuple[frozenset[str], ...]


# --- a new match and each hand's deal ---------------------------------------------------------
def new_game(rules: Rules = Rules(), players: int = 3, *, rng: SeedLike | None = None, deal: Any = None,
             dealer: int | None = None) -> State:
    """A new match: the first hand shuffled and dealt from a seed (TCO-1), or from an explicit
    pack (``deal``: the 52 cards in dealing order, as cards or codes; C-3).

    Args:
        rules: the options (the match's length).
        players: 3 (TCO-1).
        rng: a seed or Generator for the first shuffle.
        deal: the first hand's pack, top first: 16 cards each one at a time from the dealer's
            left, then the monte's 4.
        dealer: the first dealer (default the last seat, 2, so seat 0 is the first declarer), or
            :data:`~kit.engine.RANDOM_DEALER` to draw it from ``rng`` first.

    Raises:
        ValueError: rules that are not a :class:`Rules`, players other than 3, both or neither
            of ``rng``/``deal``, a dealer that is not a seat, a pack that is not the 52 cards.
    """
    if not isinstance(rules, Rules):
        raise ValueError(f"rules is a tre_cinque_otto.Rules (e.g. Rules(hands=6)), got {rules!r}")
    check_players(players, PLAYERS, "3-5-8", "TCO-1")
    if (rng is None) == (deal is None):
        raise ValueError("give either rng (a seed) or deal (an explicit pack), not both or neither")
    gen = make_rng(rng) if deal is None else None
    dealer = check_dealer(dealer, 3, gen)
    if deal is None:
        order = tuple(int(i) for i in gen.permutation(52))
    else:
        pack = french52.parse_many(deal) if isinstance(deal, str) else tuple(
            french52.parse(c) if isinstance(c, str) else c for c in deal)
        _check_pack(pack, "an explicit 3-5-8 pack is the 52 cards of french52, each once, in dealing order")
        order = tuple(french52.cards.index(c) for c in pack)
    empty = State(rules, 1, dealer, ((), (), ()), (), (), phase=DEAL)
    step = _deal(empty, Shuffle(order))
    return replace(step.state, opening=step.events)


def _check_pack(cards: Sequence[Any], what: str) -> None:
    """Raise ValueError saying ``what`` is expected and which cards are foreign, twice or missing."""
    foreign = [c for c in cards if not isinstance(c, Card) or c not in french52.cards]
    count = Counter(c for c in cards if c not in foreign)
    twice = [c for c in french52.cards if count[c] > 1]
    missing = [c for c in french52.cards if count[c] == 0]
    if foreign or twice or missing:
        said = [f"not cards of french52: {', '.join(map(str, foreign[:5]))}" if foreign else "",
                f"more than once: {', '.join(c.code for c in twice)}" if twice else "",
                f"missing: {', '.join(c.code for c in missing)}" if missing else ""]
        raise ValueError(f"{what} ({'; '.join(x for x in said if x)})")


def deal_pack(hands: Sequence[Sequence[str | Card] | str], monte: Sequence[str | Card] | str) -> tuple[Card, ...]:
    """An explicit pack (C-3) for :func:`new_game`'s ``deal``, from the hands as they will be
    dealt (seat by seat: the dealer's left first) and the monte: the cards interleaved one at a
    time as TCO-1 deals them.  ``hands`` lists the three hands in dealing order (the first is
    the declarer's, its first 6 cards the ones seen before choosing); each hand, and the monte,
    is a string of card codes (``"AS KS 2H …"``) or a sequence of codes or :class:`Card` objects.

    Raises:
        ValueError: not three hands of 16 and a monte of 4 using the 52 cards once (the message
            names the cards given twice and the ones missing).
    """
    def cards_of(part: Sequence[str | Card] | str) -> tuple[Card, ...]:
        if isinstance(part, str):
            return french52.parse_many(part)
        return tuple(french52.parse(c) if isinstance(c, str) else c for c in part)

    parsed = [cards_of(h) for h in hands]
    top = cards_of(monte)
    if len(parsed) != 3 or any(len(h) != HAND_SIZE for h in parsed) or len(top) != MONTE_SIZE:
        raise ValueError("three hands of 16 cards and a monte of 4 (TCO-1)")
    _check_pack([*(c for h in parsed for c in h), *top],
                "the three hands and the monte use the 52 cards of french52, each once (TCO-1)")
    return tuple(parsed[k % 3][k // 3] for k in range(3 * HAND_SIZE)) + tuple(top)


def _deal(state: State, action: Shuffle) -> Step[State]:
    """TCO-1: 16 cards each, one at a time from the dealer's left; the last 4 are the monte."""
    pack = [french52.cards[i] for i in action.order]
    first = (state.dealer + 1) % 3
    hands = one_at_a_time(pack, (first, (first + 1) % 3, (first + 2) % 3), 3, HAND_SIZE)
    declarer = first
    new = replace(state, hands=tuple(map(tuple, hands)), monte=tuple(pack[3 * HAND_SIZE:]),
                  first_seen=tuple(hands[declarer][:FIRST_SEEN]), game=None, phase=CHOOSE, givers=(),
                  can_give=(0, 0, 0), can_take=(0, 0, 0), given=None, discards=(), trick=(), leader=declarer,
                  tricks=(0, 0, 0), won=(), voids=(frozenset(), frozenset(), frozenset()))
    return Step(new, (Event.make("dealt", state.dealer, game=PREFIX, others=(declarer,), index=state.hand_no),))


def opening(state: State) -> tuple[Event, ...]:
    """The first deal's events (apps narrate them first)."""
    return state.opening


# --- the protocol -------------------------------------------------------------------------
_ONE_SEAT = tuple(frozenset({seat}) for seat in range(3))
_CHANCE_ONLY, _NOBODY = frozenset({CHANCE}), frozenset()
"""The answers of :func:`to_act`, made once."""


def to_act(state: State) -> frozenset[int]:
    """The seat to act, ``{CHANCE}`` at a deal, nobody at the end."""
    if state.phase == OVER:
        return _NOBODY
    if state.phase == DEAL:
        return _CHANCE_ONLY
    return _ONE_SEAT[state.turn]


def choices(state: State) -> tuple[str, ...]:
    """TCO-3: the games the declarer may still choose."""
    return tuple(g for g in GAMES if g not in state.used[state.declarer])


def receivers(state: State) -> tuple[int, ...]:
    """TCO-4: the players the current giver may give to now (none outside the exchange)."""
    if state.phase != EXCHANGE:
        return ()
    giver = state.givers[0]
    return tuple(s for s in range(3) if s != giver and state.can_take[s] > 0) if state.can_give[giver] > 0 else ()


def playable(state: State, seat: int) -> tuple[Card, ...]:
    """TCO-6: the cards ``seat`` may play to the trick: the suit led; void, an atout; else any
    (none outside the play of the tricks).

    Raises:
        IndexError: ``seat`` is not 0, 1 or 2.
    """
    seat = check_seat(3, seat)
    if state.phase != PLAY:
        return ()
    hand = state.hands[seat]
    if not state.trick:
        return hand
    led = state.trick[0][1].suit
    follow = tuple(c for c in hand if c.suit is led)  # one Suit object per suit: `is` is `==`, faster
    if follow:
        return follow
    trump = SUIT_OBJECTS.get(atout(state.game))
    trumps = tuple(c for c in hand if c.suit is trump)
    return trumps or hand


def legal_actions(state: State, seat: int) -> tuple:
    """What ``seat`` may do now, in a fixed order (empty when it is not to act).

    Raises:
        IndexError: ``seat`` is not 0, 1 or 2.
    """
    seat = check_seat(3, seat)
    if seat != state.turn:
        return ()
    phase = state.phase
    if phase == PLAY:
        return tuple(_PLAY[c] for c in playable(state, seat))
    if phase == CHOOSE:
        return tuple(_CHOOSE[g] for g in choices(state))
    if phase == EXCHANGE:
        return tuple(_GIVE[c, to] for to in receivers(state) for c in state.hands[seat]) + (STOP,)
    if phase == RETURN:
        return tuple(_RETURN[c] for c in state.hands[seat] if c != state.given[2])
    if phase == DISCARD:
        return tuple(_DISCARD[c] for c in state.hands[seat])
    return ()


def is_legal(state: State, action: Any) -> bool:
    """Whether ``action`` is one of ``legal_actions(state, state.turn)``, of the very types
    listed, decided without listing them (:func:`apply` asks this at every action).

    The types are exact: an action is of the listed class itself, a card a
    :class:`~kit.cards.Card`, a receiver a whole number (``Give(card, 1.0)`` or
    ``Give(card, True)`` equal ``Give(card, 1)`` but are refused; numpy's integers are seats).
    The rules checked: TCO-3 (a game not chosen before), TCO-4 (a card held, to a receiver who
    may take one; the return not the card just received), TCO-5 (a card held), TCO-6 (follow
    the suit led; void, an atout if held).  At a deal or once the match is over nothing is
    legal for a player.

    Args:
        state: the position.
        action: anything (only this game's actions can be legal).
    """
    phase, kind = state.phase, type(action)
    if phase == PLAY:
        return kind is Play and _may_play(state, action.card)
    if phase == CHOOSE:
        return kind is Choose and type(action.game) is str and action.game in choices(state)
    if phase == EXCHANGE:
        if kind is Stop:
            return True
        return (kind is Give and is_whole(action.to) and action.to in receivers(state)
                and type(action.card) is Card and action.card in state.hands[state.givers[0]])
    if phase == RETURN:
        return (kind is Return and type(action.card) is Card and action.card != state.given[2]
                and action.card in state.hands[state.given[1]])
    if phase == DISCARD:
        return kind is Discard and type(action.card) is Card and action.card in state.hands[state.declarer]
    return False


def _may_play(state: State, card: Any) -> bool:
    """TCO-6: ``card`` is a card of the hand to play that :func:`playable` lists (written out:
    this runs at every card played)."""
    hand = state.hands[(state.leader + len(state.trick)) % 3]
    if type(card) is not Card or card not in hand:
        return False
    if not state.trick:
        return True
    led = state.trick[0][1].suit
    if card.suit is led:  # one Suit object per suit: `is` is `==`, faster
        return True
    if any(c.suit is led for c in hand):
        return False
    trump = SUIT_OBJECTS.get(atout(state.game))
    return card.suit is trump or not any(c.suit is trump for c in hand)


def is_terminal(state: State) -> bool:
    """The match is over (TCO-8)."""
    return state.phase == OVER


def hand_ended(state: State) -> bool:
    """A hand has just ended and been scored (TCO-7), or the match is over (TCO-8): an app
    pauses here, before the next hand's shuffle."""
    return state.phase in (DEAL, OVER)


def returns(state: State) -> tuple[int, ...]:
    """The match totals (TCO-7, TCO-8) once it is over (zeros before); they sum to 0."""
    return state.totals if state.phase == OVER else (0, 0, 0)


def match_winner(totals: Sequence[float], target: float) -> int | None:
    """TCO-8: the highest total wins, ties included (the first of the tied seats stands for
    them); a match of 3-5-8 is one "hand" of a :class:`~kit.engine.Match`.

    Raises:
        ValueError: not three totals.
    """
    if len(totals) != 3:
        raise ValueError(f"three totals, one per seat (TCO-1), got {tuple(totals)!r}")
    return list(totals).index(max(totals))


def view(state: State, seat: int) -> View:
    """What ``seat`` may know (:class:`View`): its hand (the declarer only its first 6 cards before
    choosing, TCO-3), the card given to it while it returns one, its own discards, and the
    table's public facts.

    Raises:
        IndexError: ``seat`` is not 0, 1 or 2.
    """
    seat = check_seat(3, seat)
    hand = state.first_seen if state.phase == CHOOSE and seat == state.declarer else state.hands[seat]
    given = state.given[2] if state.given is not None and state.given[1] == seat else None
    return seat_view(View, state, seat, {
        "hand": hand, "hand_no": state.hand_no, "dealer": state.dealer, "monte": len(state.monte), "game": state.game,
        "used": state.used, "phase": state.phase, "turn": state.turn, "givers": state.givers,
        "can_give": state.can_give, "can_take": state.can_take, "given": given,
        "discards": state.discards if seat == state.declarer else (), "trick": state.trick, "leader": state.leader,
        "tricks": state.tricks, "last_scores": state.last_scores, "totals": state.totals, "voids": state.voids})


def cards(state: State) -> tuple[Card, ...]:
    """Every card: hands, monte, discards, the trick and the tricks taken (52 at every moment;
    between hands, and at the end, the whole pack in deck order, gathered up for the next
    shuffle)."""
    if state.phase in (DEAL, OVER):
        return french52.cards
    return tuple(c for h in state.hands for c in h) + state.monte + state.discards + tuple(
        c for _, c in state.trick) + state.won


def hidden_cards(state: State, seat: int) -> frozenset[Card]:
    """The cards ``seat`` must not see: the others' hands, the monte (until shown and taken: then
    it is in the declarer's hand), the declarer's discards (to the others), the tricks taken
    (face down), and before the choice the declarer's own 10 cards not yet seen.

    Raises:
        IndexError: ``seat`` is not 0, 1 or 2.
    """
    seat = check_seat(3, seat)
    if state.phase in (DEAL, OVER):
        return frozenset(french52.cards)
    hidden = {c for s, h in enumerate(state.hands) if s != seat for c in h} | set(state.monte) | set(state.won)
    if seat != state.declarer:
        hidden |= set(state.discards)
    elif state.phase == CHOOSE:
        hidden |= set(state.hands[seat]) - set(state.first_seen)
    return frozenset(hidden)


def chance_action(state: State, rng: np.random.Generator) -> Shuffle:
    """A new hand's shuffle, a uniform permutation of the 52 cards.

    Raises:
        IllegalMove: no deal is due.
    """
    if state.phase != DEAL:
        raise IllegalMove("no deal is due now")
    return Shuffle(tuple(int(i) for i in rng.permutation(52)))


join = no_window
"""3-5-8 is turn-based."""


def apply(state: State, action: Action) -> Step[State]:
    """Apply ``action`` (the deal's shuffle, the choice, the exchange, the discards, a card to
    the trick); the end of a hand is scored at once (TCO-7) and the next deal is due, or the
    match is over (TCO-8).

    Raises:
        IllegalMove: the action is not allowed now (the message says what is).  Nothing changes.
    """
    if state.phase == OVER:
        raise IllegalMove("the match is over: nothing more can be played")
    if state.phase == DEAL:
        if type(action) is not Shuffle or not isinstance(action.order, tuple) or sorted(
                int(i) if is_whole(i) else -1 for i in action.order) != list(range(52)):
            raise IllegalMove("chance must now shuffle the 52 cards for a new hand: Shuffle(order), order a tuple "
                              "holding each whole number 0..51 once (a permutation)")
        return _deal(state, action)
    if not is_legal(state, action):
        raise refusal(action, Action, state.turn, legal_actions(state, state.turn), lambda: _why(state, action))
    w = _Work(state)
    w.perform(action)
    return w.step()


_PHASE_DOES = {CHOOSE: "the declarer chooses the game (TCO-3)",
               EXCHANGE: "the giver gives a card or stops (TCO-4)",
               RETURN: "the receiver returns a card for the atout (TCO-4)",
               DISCARD: "the declarer discards four cards (TCO-5)",
               PLAY: "a card to the trick (TCO-6)"}
"""What each phase of a hand is for, as a refusal says it."""


def _why(state: State, action: Any) -> str:
    """Why the rules refuse a player's well-formed ``action`` now: the phase, and what is wrong."""
    said = f"{state.phase} phase: {_PHASE_DOES[state.phase]}"
    if state.phase == PLAY and isinstance(action, Play) and action.card in state.hands[state.turn]:
        led = state.trick[0][1].suit if state.trick else None
        return f"{said}; follow the suit led ({led}), or when void play an atout if you hold one (TCO-6)"
    if isinstance(action, Choose) and action.game in state.used[state.declarer]:
        return f"{said}; each game is chosen once in a match (TCO-3)"
    return said


class _Work(Scratch, _Seats):
    """The one place a player's action changes a position: the working copy :func:`apply`
    changes (:class:`~kit.engine.scratch.Scratch`), with the roles of its hand (:class:`_Seats`).
    The hands are a list of tuples: a hand that changes is replaced by a new tuple, as is every
    other field an action changes, so only what an action touches is copied."""

    STATE, PREFIX, LISTS = State, PREFIX, ("hands",)

    def take(self, seat: int, card: Card) -> None:
        """``card`` leaves ``seat``'s hand."""
        hand = self.hands[seat]
        at = hand.index(card)
        self.hands[seat] = hand[:at] + hand[at + 1:]

    def receive(self, seat: int, card: Card) -> None:
        """``card`` joins ``seat``'s hand, last."""
        self.hands[seat] += (card,)

    def perform(self, action: Any) -> None:
        """The player's ``action`` (one :func:`is_legal` accepted), with all that follows it."""
        kind = type(action)
        if kind is Play:  # TCO-6
            self.play(action.card)
        elif kind is Choose:  # TCO-3
            self.game = action.game
            self.used = _with(self.used, self.declarer, self.used[self.declarer] | {action.game})
            self.ev("chose", self.declarer, choice=f"tco.game.{action.game}")
            self.start_exchange()
        elif kind is Give:  # TCO-4
            giver, to, card = self.givers[0], int(action.to), action.card
            self.take(giver, card)
            self.can_give = _with(self.can_give, giver, self.can_give[giver] - 1)
            self.can_take = _with(self.can_take, to, self.can_take[to] - 1)
            if card.suit == atout(self.game):  # the atout waits for the receiver's choice of a card back
                self.ev("gave", giver, others=(to,),  # face down: only the two of them know the card (TCO-4)
                        private=(Private.make(giver, "gave", given=(card,)), Private.make(to, "got", got=(card,))))
                self.receive(to, card)
                self.given, self.phase = (giver, to, card), RETURN
                return
            same = [c for c in self.hands[to] if c.suit is card.suit]
            back = max(same, key=strength) if same else card
            if same:
                self.take(to, back)
                self.receive(to, card)
            else:  # void in that suit: now everyone knows
                self.voids = _with(self.voids, to, self.voids[to] | {card.suit})
            self.receive(giver, back)
            self.ev("gave", giver, others=(to,))
            swap = (Private.make(giver, "swap", given=(card,), got=(back,)),
                    Private.make(to, "swap", given=(back,), got=(card,))) if same else ()
            self.ev("returned" if same else "came_back", to, others=(giver,), private=swap)
            self.next_giver()
        elif kind is Return:
            giver, to, _ = self.given
            self.take(to, action.card)
            self.receive(giver, action.card)
            self.given, self.phase = None, EXCHANGE
            self.ev("returned", to, others=(giver,),
                    private=(Private.make(to, "gave", given=(action.card,)), Private.make(giver, "got", got=(action.card,))))
            self.next_giver()
        elif kind is Stop:
            giver = self.givers[0]
            self.ev("stopped", giver)
            self.can_give = _with(self.can_give, giver, 0)  # it gives no more in this hand
            self.givers = self.givers[1:]
            self.next_giver(stopped=True)
        else:  # Discard, TCO-5
            self.take(self.declarer, action.card)
            self.discards += (action.card,)
            if len(self.discards) == MONTE_SIZE:
                self.ev("discarded", self.declarer, amount=MONTE_SIZE)
                self.phase, self.leader = PLAY, self.declarer

    def start_exchange(self) -> None:
        """TCO-4: from the second hand on, in a game with atout, the players over target give."""
        scores = self.last_scores
        if self.hand_no > 1 and atout(self.game) is not None:
            over = [s for s in range(3) if scores[s] > 0]
            under = [s for s in range(3) if scores[s] < 0]
            if over and under:
                clockwise = [(self.declarer + k) % 3 for k in range(3)]
                self.givers = tuple(sorted(over, key=lambda s: (-scores[s], clockwise.index(s))))
                self.can_give = tuple(max(x, 0) for x in scores)
                self.can_take = tuple(max(-x, 0) for x in scores)
                self.phase = EXCHANGE
                self.next_giver(stopped=True)
                return
        self.ev("exchange_none", None)
        self.take_monte()

    def next_giver(self, stopped: bool = False) -> None:
        """The current giver goes on while it may give; else the next giver; else the monte."""
        while self.givers:
            giver = self.givers[0]
            if self.can_give[giver] > 0 and any(self.can_take[s] > 0 for s in range(3) if s != giver):
                self.phase = EXCHANGE
                return
            self.givers = self.givers[1:]
        self.take_monte()

    def take_monte(self) -> None:
        """TCO-5: the monte shown to everyone, then taken by the declarer."""
        self.ev("monte_shown", None, cards=self.monte)
        self.hands[self.declarer] += self.monte
        self.monte = ()
        self.ev("monte_taken", self.declarer)
        self.phase, self.given = DISCARD, None

    def play(self, card: Card) -> None:
        """TCO-6: a card to the trick; the third card decides it."""
        seat = (self.leader + len(self.trick)) % 3
        self.take(seat, card)
        self.trick += ((seat, card),)
        self.ev("played", seat, cards=(card,))
        if len(self.trick) < 3:
            return
        trump, led = SUIT_OBJECTS.get(atout(self.game)), self.trick[0][1].suit
        best = max(self.trick, key=lambda sc: (sc[1].suit is trump, sc[1].suit is led, strength(sc[1])))
        winner = best[0]
        self.tricks = _with(self.tricks, winner, self.tricks[winner] + 1)
        self.won += tuple(c for _, c in self.trick)
        self.trick, self.leader = (), winner
        self.ev("trick_won", winner, cards=(best[1],), amount=self.tricks[winner], index=sum(self.tricks))
        if sum(self.tricks) == TRICKS:
            self.end_hand()

    def end_hand(self) -> None:
        """TCO-7: the scores; then the next deal (chance) or the end of the match (TCO-8)."""
        scores = []
        for seat in range(3):
            target = self.target(seat)
            scores.append(target - self.tricks[seat] if self.game == "no_tricks" else self.tricks[seat] - target)
        for seat in range(3):
            self.ev("scored", seat, amount=scores[seat], tricks=self.tricks[seat], target=self.target(seat),
                    signed=f"+{scores[seat]}" if scores[seat] > 0 else str(scores[seat]).replace("-", "−"),
                    role=f"tco.role.{self.role(seat)}",
                    goal="tco.goal.maximum" if self.game == "no_tricks" else "tco.goal.target")
        self.totals = tuple(t + x for t, x in zip(self.totals, scores))
        self.last_scores = tuple(scores)
        if self.hand_no == self.rules.hands:
            best = max(self.totals)
            tied = [seat for seat in range(3) if self.totals[seat] == best]
            if len(tied) == 1:
                self.ev("match_over", tied[0], amount=best)
            else:  # TCO-8: a shared win
                self.ev("match_tied", tied[0], others=tuple(tied[1:]), amount=best)
            self.phase = OVER
        else:
            self.phase = DEAL
            self.hand_no += 1
            self.dealer = (self.dealer + 1) % 3  # TCO-2: every role one seat left
        self.hands, self.monte, self.discards, self.won, self.trick = [(), (), ()], (), (), (), ()
        self.voids = (frozenset(), frozenset(), frozenset())


def _with(values: tuple, seat: int, value: Any) -> tuple:
    """``values`` with ``seat``'s entry replaced by ``value``."""
    return values[:seat] + (value,) + values[seat + 1:]


# --- computer players ----------------------------------------------------------------------
@dataclass(frozen=True)
class SensiblePlayer:
    """Chooses the atout from the longest suit among the first 6 cards (the higher cards break a
    tie; senza atout, then senza prese, when its suits are used); gives low cards of suits without
    its Ace (and of none a receiver has shown it lacks: that card would only come back) and
    stops when none is left; returns its lowest card after an atout; discards low
    cards of its short suits (never atout); plays to win a trick as cheaply as it can, and in
    senza prese ducks (the highest card that loses) and dumps high cards when void."""

    def act(self, v: View, legal: tuple, rng: np.random.Generator) -> Any:
        kind = type(legal[0])
        if kind is Choose:
            return self.choose(v, legal)
        if kind in (Give, Stop):
            return self.give(v, legal)
        if kind is Return:
            return min(legal, key=lambda a: (a.card.suit == atout(v.game), strength(a.card)))
        if kind is Discard:
            return self.discard(v, legal)
        return self.play(v, legal)

    @staticmethod
    def choose(v: View, legal: tuple) -> Choose:
        options = {a.game for a in legal}
        suits = [s for s in FRENCH_SUITS if s in options]
        if suits:
            best = max(suits, key=lambda s: (sum(c.suit == s for c in v.hand),
                                             sum(strength(c) for c in v.hand if c.suit == s)))
            return _CHOOSE[best]
        return _CHOOSE["no_trumps" if "no_trumps" in options else "no_tricks"]

    @staticmethod
    def give(v: View, legal: tuple) -> Any:
        gives = [a for a in legal if isinstance(a, Give)]
        aces = {c.suit for c in v.hand if c.rank == "A"}
        safe = [a for a in gives if a.card.suit != atout(v.game) and a.card.suit not in aces
                and a.card.suit not in v.voids[a.to]]  # a card of a suit it lacks would only come back
        if not safe:
            return STOP
        return min(safe, key=lambda a: (strength(a.card), a.to))

    @staticmethod
    def discard(v: View, legal: tuple) -> Discard:
        count = {s: sum(c.suit == s for c in v.hand) for s in FRENCH_SUITS}
        return min(legal, key=lambda a: (a.card.suit == atout(v.game), a.card.rank == "A", count[a.card.suit],
                                         strength(a.card)))

    @staticmethod
    def play(v: View, legal: tuple) -> Play:
        cards_ = [a.card for a in legal]
        trump = atout(v.game)

        def wins(card: Card) -> bool:
            trick = list(v.trick) + [(v.seat, card)]
            led = trick[0][1].suit
            return max(trick, key=lambda sc: (sc[1].suit == trump, sc[1].suit == led, strength(sc[1])))[0] == v.seat

        if v.game == "no_tricks":
            losing = [c for c in cards_ if not wins(c)] if v.trick else []
            if losing:
                return _PLAY[max(losing, key=strength)]
            return _PLAY[min(cards_, key=strength) if not v.trick else max(cards_, key=strength)]
        if not v.trick:
            return _PLAY[max(cards_, key=lambda c: (c.rank == "A", -strength(c)))]
        winning = [c for c in cards_ if wins(c)]
        if winning:
            return _PLAY[min(winning, key=lambda c: (c.suit == trump, strength(c)))]
        return _PLAY[min(cards_, key=lambda c: (c.suit == trump, strength(c)))]


LEVELS = {"sensible": SensiblePlayer(), "random": RandomAgent()}
"""The computer players by level."""


def computer(level: str = "sensible") -> Any:
    """A computer player: ``"sensible"`` (default) or ``"random"``.

    Raises:
        ValueError: an unknown level.
    """
    return check_level(level, LEVELS)
