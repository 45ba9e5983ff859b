"""Trentuno — draw, discard, knock, pay coins (RULES.md T31-1..10).

The game satisfies the protocol of :mod:`kit.engine` (registered as ``"trentuno"``): :class:`Rules`
(coins, direction of play, ``draw_from_discards``, the deck, ``split_pot``), :class:`State` (a
frozen position of a whole game: every hand until one player holds the pot), :func:`new_game`,
:func:`to_act`, :func:`legal_actions`, :func:`apply` (pure; an illegal action raises
:class:`~kit.engine.IllegalMove` and changes nothing), :func:`is_legal` (what ``apply`` accepts
from a player, decided without listing the legal actions), :func:`is_terminal`, :func:`returns`
(coins won or lost), :func:`view`, :func:`chance_action` (every new hand's shuffle and the
reshuffle of an empty tallone) and the computer players (:func:`computer`).

A turn is :class:`Draw` (the top card of the tallone) or :class:`TakeDiscard` (the top discard,
with ``draw_from_discards``), then :class:`Discard`; or :class:`Knock` instead of drawing.  Chance
deals each new hand (:class:`Shuffle`) and turns an empty tallone over (:class:`Reshuffle`), so a
game replays exactly from its actions.  :func:`hand_value` is T31-5's value of a hand.

Decisions where RULES.md leaves room (each next to its rule id):

* T31-1  A game is the whole partita: hands one after another until one player is left (T31-9);
  :func:`returns` gives each seat its coins at the end minus its coins at the start.
* T31-2  The first dealer is drawn at random from the game's seed with
  ``dealer=RANDOM_DEALER`` (or given; without either, the last seat, as in every game); then the
  next player still in the game, in the direction of play, deals.  Dealing goes one card at a time in
  the direction of play, starting with the first player; players who are out get no cards.
* T31-3  Seats are numbered clockwise (C-1); anticlockwise play (the default) goes to seat - 1,
  so the first player is the dealer's right.
* T31-4  The discard pile starts empty; with ``draw_from_discards`` its top card may be taken
  instead of the tallone's, and that card cannot be discarded again in the same turn (that would
  be a pass).  A card drawn from the tallone may be discarded at once.
* T31-5  :func:`hand_value`: the best total of one suit, Ace 11, figures 10 (Fante, Cavallo, Re or
  J, Q, K), 2..7 face value; three of a kind has no bonus.
* T31-6  A knock is made at the start of a turn, instead of drawing, once per hand; it is allowed
  on any turn, the first one included.  After it every other player still in the game has one
  more turn (no knocking then), in the order of play; then every hand is shown.
* T31-7  The lowest value pays one coin into the pot; all players tied for the lowest pay.
* T31-8  A knock with 31 ends the hand at once: every other player pays (another 31 included).
* T31-9  A player who must pay with no coin left is out (paying the last coin does not put a
  player out).  If every player still in would go out together, nobody goes out and nobody pays:
  they play a playoff hand; with ``split_pot`` the pot is split among them instead, as evenly as
  coins allow (the odd coins to the players first in the order of play), and the game ends.
* T31-10 A turn that begins with an empty tallone waits for the reshuffle (a chance action) of
  the discard pile but its top card.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any, Sequence

import numpy as np

from kit.cards import Card, get_deck
from kit.deal import Deal, SeedLike, explicit_deal, make_rng, one_at_a_time
from kit.engine import (ActionBase, CHANCE, Event, IllegalMove, RandomAgent, Step, check_dealer, check_level,
                        check_players, check_seat, check_whole, is_flag, is_whole, no_window, refusal)
from kit.engine import RANDOM_DEALER  # noqa: F401 - T31-2's first dealer at random: t31.RANDOM_DEALER
from kit.engine.protocol import GameType
from kit.engine.scratch import Scratch, build, evolve
from kit.engine.seats import HandsBySeat, SeatView, seat_view

GAME_TYPE = GameType("trentuno", range(2, 6), windows=False, chance=True, whole_match=True, prefix="t31")
"""T31-1: 2 to 5 players. Turn-based; chance shuffles each next hand and reshuffles the discards; a state is
the whole game. Its words: :mod:`kit.i18n.trentuno` (keys ``t31.…``)."""
NAME, PREFIX, PLAYERS = GAME_TYPE.short_name, GAME_TYPE.prefix, GAME_TYPE.players
"""The registry name, the catalogue prefix and the player counts, as :data:`GAME_TYPE` says."""
MATCH_TARGET = 1
"""A whole game is one "hand" of a :class:`~kit.engine.Match`: the match ends with it (see
:func:`match_winner`)."""
HAND_SIZE = 3
"""T31-2: three cards each."""
DECKS = ("italian40", "french40")
"""T31-1: the decks Trentuno is played with."""
DIRECTIONS = {"anticlockwise": -1, "clockwise": 1}
"""T31-3: the direction of play, as the step from one seat to the next (seats are clockwise, C-1)."""
THIRTY_ONE = 31
"""T31-5: the highest value of a hand (an Ace and two figures of one suit)."""

EVENTS = frozenset({
    "dealt", "drew", "took_discard", "discarded", "knocked", "knocked_31", "showed", "paid", "out",
    "playoff", "split", "won", "reshuffled",
})
"""Every event kind :func:`apply` emits (narrated from ``t31.event.<kind>``)."""

RULE_OF_EVENT = {
    "dealt": "T31-2", "drew": "T31-4", "took_discard": "T31-4", "discarded": "T31-4", "knocked": "T31-6",
    "knocked_31": "T31-8", "showed": "T31-5", "paid": "T31-7", "out": "T31-9", "playoff": "T31-9",
    "split": "T31-9", "won": "T31-9", "reshuffled": "T31-10",
}
"""The rule each event kind illustrates."""

_SUITS = frozenset(c.suit for name in DECKS for c in get_deck(name).cards)

# phases
DEAL, DRAW, DISCARD, RESHUFFLE, OVER = "deal", "draw", "discard", "reshuffle", "over"


RANK_POINTS = {"A": 11, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7,
               "F": 10, "C": 10, "R": 10, "J": 10, "Q": 10, "K": 10}
"""T31-5: the points of each rank of the 40-card decks (Fante, Cavallo, Re and J, Q, K are figures)."""


def card_points(card: Card) -> int:
    """T31-5: an Ace 11, a figure 10, 2..7 their face value.

    Raises:
        ValueError: ``card`` is not a :class:`~kit.cards.Card` of a 40-card deck (no 8, 9, 10 or
            UNO cards: Trentuno has none, T31-1).
    """
    if not isinstance(card, Card):
        raise ValueError(f"a hand is a sequence of Cards (e.g. italian40.parse_many('AB FB 3B')), got {card!r}")
    if card.rank not in RANK_POINTS or card.suit not in _SUITS:
        raise ValueError(f"{card!r} is not a Trentuno card: the cards are those of {' or '.join(DECKS)} "
                         f"(Ace, 2 to 7 and three figures a suit, T31-1)")
    return RANK_POINTS[card.rank]


def hand_value(hand: Sequence[Card]) -> int:
    """T31-5: the best total of the cards of one suit in ``hand`` (0 for no cards).

    Examples: Asso, Fante and 3 of one suit = 24; Re and 7 of one suit with a Re of another = 17.
    """
    totals: dict[str, int] = {}
    for card in _cards_of(hand):
        points = card_points(card)
        totals[card.suit] = totals.get(card.suit, 0) + points
    return max(totals.values(), default=0)


def best_suit(hand: Sequence[Card]) -> str | None:
    """The suit that gives :func:`hand_value` (the first such suit in the hand's order), or
    ``None`` for no cards.

    Raises:
        ValueError: as :func:`hand_value`.
    """
    totals: dict[str, int] = {}
    for card in _cards_of(hand):
        points = card_points(card)
        totals[card.suit] = totals.get(card.suit, 0) + points
    return max(totals, key=totals.__getitem__) if totals else None


def _suit_points(hand: Sequence[Card]) -> dict[str, int]:
    """The points of ``hand`` per suit, in the order the suits come (T31-5), for a hand known
    to be valid (the engine's own): :func:`hand_value` is their highest, :func:`best_suit` its suit."""
    totals: dict[str, int] = {}
    for card in hand:
        totals[card.suit] = totals.get(card.suit, 0) + RANK_POINTS[card.rank]
    return totals


def _cards_of(hand: Any) -> tuple[Card, ...]:
    """``hand`` as a tuple of distinct cards of one deck's family, or ``ValueError`` saying why."""
    if isinstance(hand, (str, Card)) or not hasattr(hand, "__iter__"):
        raise ValueError(f"a hand is a sequence of Cards (e.g. italian40.parse_many('AB FB 3B')), got {hand!r}")
    cards = tuple(hand)
    if len(set(cards)) != len(cards) or len({c.family for c in cards if isinstance(c, Card)}) > 1:
        raise ValueError(f"a hand holds different cards of one deck (each card once), got {cards!r}")
    return cards


@dataclass(frozen=True)
class Rules:
    """The options of a game of Trentuno (T31-1, T31-3, T31-4, T31-9).

    Attributes:
        coins: coins each at the start (3).
        direction: ``"anticlockwise"`` (default: the first player is the dealer's right) or
            ``"clockwise"``.
        draw_from_discards: the top discard may be taken instead of the tallone's card (off).
        deck: ``"italian40"`` (default) or ``"french40"``.
        split_pot: when the last players would all go out together, they split the pot instead
            of playing a playoff hand (off).

    Raises:
        ValueError: coins that are not a whole number from 1 to 99, an unknown direction or
            deck, or a switch that is not True or False.
    """

    coins: int = 3
    direction: str = "anticlockwise"
    draw_from_discards: bool = False
    deck: str = "italian40"
    split_pot: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "coins", check_whole(self.coins, "coins", 1, 99, rule="T31-1"))
        if not isinstance(self.direction, str) or self.direction not in DIRECTIONS:
            raise ValueError(f"the direction of play is one of {list(DIRECTIONS)} (T31-3), got {self.direction!r}")
        if not isinstance(self.deck, str) or self.deck not in DECKS:
            raise ValueError(f"Trentuno is played with {list(DECKS)} (T31-1), got {self.deck!r}")
        for name in ("draw_from_discards", "split_pot"):
            if not is_flag(getattr(self, name)):
                raise ValueError(f"Rules.{name} is a switch: True or False, got {getattr(self, name)!r}")
            object.__setattr__(self, name, bool(getattr(self, name)))

    @property
    def step(self) -> int:
        """The seat step from one player to the next (T31-3)."""
        return DIRECTIONS[self.direction]


CONFORMANCE_RULES = (Rules(draw_from_discards=True), Rules(direction="clockwise", deck="french40", coins=1),
                     Rules(split_pot=True, coins=1))
"""The option combinations the conformance check plays besides the defaults."""


# --- actions ------------------------------------------------------------------------------
class Draw(ActionBase):
    """Draw the top card of the tallone (T31-4)."""


class TakeDiscard(ActionBase):
    """Take the top card of the discard pile instead (T31-4, with ``draw_from_discards``)."""


class Discard(ActionBase):
    """Discard ``card`` from the four cards held (T31-4)."""

    card: Card


class Knock(ActionBase):
    """Knock (bussare) instead of drawing: every other player has one more turn (T31-6)."""


class Shuffle(ActionBase):
    """Chance: the order of the 40 cards for a new hand (``order[i]`` is the index, in the
    state's collected cards, of the card that goes ``i``-th from the top)."""

    order: tuple[int, ...]


class Reshuffle(ActionBase):
    """Chance: the order of the discards (but the top one) turned into a new tallone (T31-10)."""

    order: tuple[int, ...]


Action = Draw | TakeDiscard | Discard | Knock | Shuffle | Reshuffle

_TURN_STARTS = {(take, knock): (Draw(),) + ((TakeDiscard(),) if take else ()) + ((Knock(),) if knock else ())
                for take in (False, True) for knock in (False, True)}
"""What a turn may begin with (T31-4, T31-6), by (the top discard may be taken, a knock is
allowed): the lists :func:`legal_actions` gives at every turn, made once."""


# --- state --------------------------------------------------------------------------------
@dataclass(frozen=True)
class State(HandsBySeat):
    """A position of a game of Trentuno.  Build it with :func:`new_game`; change it with :func:`apply`.

    Attributes:
        rules: the options.
        hands: each seat's cards (C-1 numbering); a player who is out holds none.
        tallone: the face-down stock, top first; before a new hand's shuffle, every card.
        discards: the discard pile, bottom first (its top card is the last).
        coins: each seat's coins.
        pot: the coins in the pot.
        out: the seats that are out of the game (T31-9).
        dealer: the dealer of this hand.
        turn: the seat to act.
        phase: ``"deal"`` (chance: a new hand's shuffle), ``"draw"`` (draw, take the discard or
            knock), ``"discard"``, ``"reshuffle"`` (chance), ``"over"``.
        knocker: the seat that knocked in this hand, or ``None``.
        last_turns: after a knock, the seats still to play their last turn, in order.
        taken: the card just taken from the discard pile (it cannot be discarded again).
        hand_no: the number of this hand in the game (1, 2, …).
        turns: turns begun in this hand (a turn: a draw or a knock).
        reshuffles: times the tallone was turned over in this hand (T31-10).
        start_coins: the coins each seat had at the start of the game.
        opening: the events of the first deal (see :func:`opening`).
    """

    rules: Rules
    hands: tuple[tuple[Card, ...], ...]
    tallone: tuple[Card, ...]
    discards: tuple[Card, ...]
    coins: tuple[int, ...]
    pot: int
    out: frozenset[int]
    dealer: int
    turn: int
    phase: str = DRAW
    knocker: int | None = None
    last_turns: tuple[int, ...] = ()
    taken: Card | None = None
    hand_no: int = 1
    turns: int = 0
    reshuffles: int = 0
    start_coins: tuple[int, ...] = ()
    opening: tuple[Event, ...] = field(default=(), compare=False, repr=False)

    @property
    def active(self) -> tuple[int, ...]:
        """The seats still in the game, from seat 0."""
        return tuple(s for s in range(self.players) if s not in self.out)

    def next_seat(self, seat: int) -> int:
        """The next seat still in the game after ``seat`` in the direction of play (T31-3)."""
        return _next_seat(self.rules, self.players, self.out, seat)

    def order_from(self, first: int) -> tuple[int, ...]:
        """The seats still in the game in the order of play, starting with ``first``."""
        return _order_from(self.rules, self.players, self.out, first)


def _next_seat(rules: Rules, players: int, out: frozenset[int] | set[int], seat: int) -> int:
    """:meth:`State.next_seat` of a position with these rules, players and seats out (the
    working copy of :func:`apply` asks it too)."""
    step = rules.step
    for k in range(1, players + 1):
        nxt = (seat + step * k) % players
        if nxt not in out:
            return nxt
    return seat


def _order_from(rules: Rules, players: int, out: frozenset[int] | set[int], first: int) -> tuple[int, ...]:
    """:meth:`State.order_from` of a position with these rules, players and seats out."""
    seats, seat = [], first
    for _ in range(sum(s not in out for s in range(players))):
        seats.append(seat)
        seat = _next_seat(rules, players, out, seat)
    return tuple(seats)


@dataclass(frozen=True)
class View(SeatView):
    """What one seat may know: its own hand, the others' hand sizes, the tallone's size, the
    face-up discard pile, the coins, the pot and who is out.

    Attributes:
        seat: whose view.
        rules: the options (public).
        hand: this seat's cards (four during its discard).
        counts: cards held by each seat.
        tallone: cards in the tallone (a count).
        discards: the discard pile, bottom first.
        coins, pot, out, dealer, turn, phase, knocker, last_turns, hand_no, reshuffles: as in
            :class:`State`.
        taken: the card this seat just took from the discard pile (``None`` in the others' views:
            they saw it taken, but it is now in a hidden hand).
    """

    tallone: int
    discards: tuple[Card, ...]
    coins: tuple[int, ...]
    pot: int
    out: frozenset[int]
    dealer: int
    turn: int
    phase: str
    knocker: int | None
    last_turns: tuple[int, ...]
    taken: Card | None
    hand_no: int
    reshuffles: int

    @property
    def top(self) -> Card | None:
        """The top discard, or ``None``."""
        return self.discards[-1] if self.discards else None


# --- dealing ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Layout(Deal):
    """An explicit position (C-3): a :class:`kit.deal.Deal` (hands, ``stock`` = the tallone top
    first, ``table`` = the discard pile bottom first) plus the coins, the pot and who is out.
    Build it with :func:`deal_layout`."""

    coins: tuple[int, ...] = ()
    """Each seat's coins; ``()`` for the rules' coins each (none for a seat that is out)."""
    pot: int = 0
    out: frozenset[int] = frozenset()


def deal_layout(hands: Sequence[str | Sequence[Card | str]], tallone: str | Sequence[Card | str] | None = None,
                discards: str | Sequence[Card | str] = (), *, deck: str = "italian40",
                coins: Sequence[int] | None = None, pot: int = 0, out: Sequence[int] = ()) -> Layout:
    """An explicit position for :func:`new_game`'s ``deal`` (C-3).

    Args:
        hands: per seat, codes (``"AB FB 3B"``) or cards; a seat that is out has ``""``.
        tallone: the tallone, top first; ``None`` for every card not named, in deck order.
        discards: the discard pile, bottom first.
        deck: ``"italian40"`` or ``"french40"`` (the rules' deck).
        coins: each seat's coins (default: the rules' coins each, none for a seat that is out);
            pot: the coins in the pot; out: the seats that are out (T31-9).

    Raises:
        ValueError: a deck other than the two, unreadable, foreign, repeated or missing cards (the
            deck's 40 cards are used exactly once), coins that are not one whole number of at least
            0 per seat, a pot that is not a whole number of at least 0, or ``out`` not a list of seats.
    """
    if isinstance(hands, str):
        raise ValueError(f"hands is a list with one entry per seat, e.g. ['AB FB 3B', '7C 7D 2S'], got {hands!r}")
    if not isinstance(deck, str) or deck not in DECKS:
        raise ValueError(f"Trentuno is played with {list(DECKS)} (T31-1), got the deck {deck!r}")
    try:
        base = explicit_deal(deck, hands, stock=tallone, table=discards)
    except ValueError as error:
        if tallone is None:
            raise
        raise ValueError(f"{error} (the tallone lists every card not in a hand or the discards, top first; "
                         f"or give tallone=None for all of them in the deck's order)") from None
    n = len(base.hands)
    if coins is not None and (isinstance(coins, str) or not hasattr(coins, "__len__") or len(coins) != n
                              or not all(is_whole(c) and c >= 0 for c in coins)):
        raise ValueError(f"coins: one whole number of at least 0 per seat ({n} seats), got {coins!r}")
    if not is_whole(pot) or pot < 0:
        raise ValueError(f"pot: a whole number of coins, at least 0, got {pot!r}")
    if isinstance(out, str) or not hasattr(out, "__iter__") or not all(is_whole(s) and 0 <= s < n for s in out):
        raise ValueError(f"out: a list of the seats that are out, each from 0 to {n - 1}, got {out!r}")
    coins = tuple(int(c) for c in coins) if coins is not None else ()
    return Layout(base.deck, base.hands, base.stock, base.table, coins, int(pot), frozenset(int(s) for s in out))


def new_game(rules: Rules = Rules(), players: int = 4, *, rng: SeedLike | None = None, deal: Deal | None = None,
             dealer: int | None = None) -> State:
    """A new game: the first hand shuffled and dealt from a seed, or an explicit position (C-3,
    :func:`deal_layout`).  T31-2 draws the first dealer at random: ``dealer=RANDOM_DEALER``.

    Args:
        rules: the options.
        players: 2..5 (with ``deal``, the number of hands decides).
        rng: a seed or Generator: the first dealer (with ``dealer=RANDOM_DEALER``), then the shuffle.
        deal: a :class:`kit.deal.Deal` of the rules' deck (hands by seat, ``stock`` = the
            tallone top first, ``table`` = the discard pile), or a :class:`Layout` with coins.
        dealer: the dealer's seat; :data:`~kit.engine.RANDOM_DEALER` to draw it from ``rng``
            (T31-2); default the last seat (so the seat before it in the direction of play
            starts, C-1), with ``deal`` the last seat still in the game.

    Raises:
        ValueError: rules that are not a :class:`Rules`, players outside 2..5, both or neither of
            ``rng``/``deal``, a dealer that is not a seat (or is out), a deal of another deck or
            that does not use its 40 cards exactly once, or fewer than two players in the game.
    """
    if not isinstance(rules, Rules):
        raise ValueError(f"rules is a trentuno.Rules (e.g. Rules() or Rules(coins=5)), got {rules!r}")
    if (rng is None) == (deal is None):
        raise ValueError("give either rng (a seed) or deal (an explicit deal), not both or neither")
    n = check_players(players if deal is None else len(deal.hands), PLAYERS, "Trentuno", "T31-1")
    deck = get_deck(rules.deck)
    if deal is None:
        gen = make_rng(rng)
        dealer = check_dealer(dealer, n, gen)  # T31-2: RANDOM_DEALER draws it first
        coins, pot, out = (rules.coins,) * n, 0, frozenset()
        order = tuple(int(i) for i in gen.permutation(len(deck.cards)))
        state = State(rules, ((),) * n, deck.cards, (), coins, pot, out, dealer, dealer, DEAL,
                      start_coins=coins)
        step = _new_hand(state, Shuffle(order))
        return replace(step.state, opening=step.events)
    if deal.deck is not deck:
        raise ValueError(f"the deal is of {deal.deck.name}, but the rules' deck is {rules.deck} (T31-1)")
    if Counter(deal.all_cards()) != Counter(deck.cards):
        raise ValueError(f"a Trentuno deal uses the {len(deck.cards)} cards of {deck.name} exactly once (T31-1)")
    out = frozenset(getattr(deal, "out", frozenset()))
    coins = tuple(getattr(deal, "coins", ()) or (0 if s in out else rules.coins for s in range(n)))
    pot = getattr(deal, "pot", 0)
    if len(coins) != n or any(s not in range(n) for s in out) or len(out) > n - 2:
        raise ValueError(f"a position needs one coin count per seat and at least two players in the game; "
                         f"got coins {coins!r}, out {sorted(out)!r}")
    if any(coins[s] for s in out):
        raise ValueError(f"a player who is out has no coins left (T31-9); got coins {coins!r}, out {sorted(out)!r}")
    wrong = [s for s in range(n) if len(deal.hands[s]) != (0 if s in out else HAND_SIZE)]
    if wrong:
        raise ValueError(f"every player in the game holds {HAND_SIZE} cards between turns, a player who is out none "
                         f"(T31-2, T31-9): seats {wrong} do not")
    if dealer is None:  # the last seat still in the game
        dealer = max(s for s in range(n) if s not in out)
    dealer = check_dealer(dealer, n)
    if dealer in out:
        raise ValueError(f"the dealer is a player still in the game; seat {dealer} is out")
    state = State(rules, tuple(tuple(h) for h in deal.hands), tuple(deal.stock), tuple(deal.table), coins, int(pot),
                  out, dealer, dealer, DRAW, start_coins=coins)
    events = (Event.make("dealt", dealer, game=PREFIX, amount=HAND_SIZE, index=1),)
    state = replace(state, turn=state.next_seat(dealer), opening=events)
    if not state.tallone:  # T31-10: the first turn waits for the reshuffle
        state = replace(state, phase=RESHUFFLE)
    return state


def opening(state: State) -> tuple[Event, ...]:
    """How the game began, as events: the first deal (T31-2).  Apps narrate these first."""
    return state.opening


# --- the protocol ---------------------------------------------------------------------------
_ONE_SEAT = tuple(frozenset({seat}) for seat in range(max(PLAYERS)))
_CHANCE_ONLY, _NOBODY = frozenset({CHANCE}), frozenset()
"""The answers of :func:`to_act`, made once."""


def to_act(state: State) -> frozenset[int]:
    """The seat to act, ``{CHANCE}`` at a shuffle or a reshuffle, nobody once the game is over."""
    if state.phase == OVER:
        return _NOBODY
    if state.phase in (DEAL, RESHUFFLE):
        return _CHANCE_ONLY
    return _ONE_SEAT[state.turn]


def legal_actions(state: State, seat: int) -> tuple:
    """What ``seat`` may do now (empty when it is not to act): at the start of a turn
    :class:`Draw`, :class:`TakeDiscard` (with ``draw_from_discards`` and a discard to take) and
    :class:`Knock` (once per hand, not in the last turns after a knock); after drawing, a
    :class:`Discard` of each card held (not the discard just taken).

    Raises:
        IndexError: ``seat`` is not a seat of this game.
    """
    seat = check_seat(state.players, seat)
    if seat != state.turn or state.phase not in (DRAW, DISCARD):
        return ()
    if state.phase == DRAW:
        return _TURN_STARTS[state.rules.draw_from_discards and bool(state.discards), state.knocker is None]
    return tuple(_discard(c) for c in state.hands[seat] if c != state.taken)


_DISCARDS: dict[Card, Discard] = {}
"""Every discard listed so far, by card (80 at most): each is made once."""


def _discard(card: Card) -> Discard:
    """The one ``Discard(card)`` (see :data:`_DISCARDS`)."""
    action = _DISCARDS.get(card)
    if action is None:
        action = _DISCARDS[card] = Discard(card)
    return action


def is_terminal(state: State) -> bool:
    """The game is over: one player holds the pot (or it was split, T31-9)."""
    return state.phase == OVER


def hand_ended(state: State) -> bool:
    """A hand has just ended and been paid (T31-7), or the game is over (T31-9): an app pauses
    here, before the next hand's shuffle."""
    return state.phase in (DEAL, OVER)


def returns(state: State) -> tuple[int, ...]:
    """Coins won or lost in the game: each seat's coins at the end minus at the start (zeros
    before the end); they add up to 0 in a new game, and to the pot an explicit position started
    with (the winner takes it too)."""
    if state.phase != OVER:
        return (0,) * state.players
    return tuple(c - s for c, s in zip(state.coins, state.start_coins))


def match_winner(totals: Sequence[float], target: float) -> int | None:
    """A match of Trentuno is one game, so it ends with the game (``target`` is not used): the
    seat that won the most coins (the one holding the pot); after a split pot (T31-9) that
    several share, the first of them in seat order stands for them all (the game is over: a
    :class:`~kit.engine.Match` must not play another).

    Raises:
        ValueError: ``totals`` is not one number per seat, 2 to 5 of them.
    """
    if isinstance(totals, str) or not hasattr(totals, "__len__") or len(totals) not in PLAYERS:
        raise ValueError(f"totals: one number per seat, 2 to 5 of them (T31-1), got {totals!r}")
    return list(totals).index(max(totals))


def view(state: State, seat: int) -> View:
    """What ``seat`` may know (:class:`View`): its three or four cards, the others' counts, the
    size of the tallone, the face-up discards, coins and pot, and the card it just took.

    Raises:
        IndexError: ``seat`` is not a seat of this game.
    """
    seat = check_seat(state.players, seat)
    return seat_view(View, state, seat, {
        "tallone": len(state.tallone), "discards": state.discards, "coins": state.coins, "pot": state.pot,
        "out": state.out, "dealer": state.dealer, "turn": state.turn, "phase": state.phase, "knocker": state.knocker,
        "last_turns": state.last_turns, "taken": state.taken if seat == state.turn else None, "hand_no": state.hand_no,
        "reshuffles": state.reshuffles})


def cards(state: State) -> tuple[Card, ...]:
    """Every card: hands, tallone and discards (the deck's 40 at every moment)."""
    return tuple(c for h in state.hands for c in h) + state.tallone + state.discards


def hidden_cards(state: State, seat: int) -> frozenset[Card]:
    """The cards ``seat`` must not see: the other hands and the tallone."""
    return frozenset(c for s, h in enumerate(state.hands) if s != seat for c in h) | frozenset(state.tallone)


def chance_action(state: State, rng: np.random.Generator) -> Shuffle | Reshuffle:
    """The chance action due: a new hand's :class:`Shuffle` of the 40 cards or the
    :class:`Reshuffle` of the discards but the top one (T31-10), a uniform permutation.

    Raises:
        IllegalMove: no chance action is due.
    """
    if state.phase == DEAL:
        return Shuffle(tuple(rng.permutation(len(state.tallone)).tolist()))
    if state.phase == RESHUFFLE:
        return Reshuffle(tuple(rng.permutation(len(state.discards) - 1).tolist()))
    raise IllegalMove("no shuffle is due now")


join = no_window
"""Trentuno is turn-based."""


def _is_order(order: Any, n: int) -> bool:
    """``order`` is a tuple of whole numbers, a permutation of 0..n-1."""
    return isinstance(order, tuple) and len(order) == n and all(map(is_whole, order)) \
        and sorted(map(int, order)) == list(range(n))


def is_legal(state: State, action: Any) -> bool:
    """Whether ``action`` is one of ``legal_actions(state, state.turn)``, decided without listing
    them (``apply`` asks this at every player's action; T31-4, T31-6).

    The types are exact: a :class:`Draw`, :class:`TakeDiscard` or :class:`Knock`, or a
    :class:`Discard` whose card is a :class:`~kit.cards.Card`.  At a chance node (a shuffle, a
    reshuffle) and once the game is over no player's action is legal.
    """
    kind, phase = type(action), state.phase
    if phase == DRAW:
        if kind is Draw:
            return True
        if kind is TakeDiscard:  # T31-4
            return state.rules.draw_from_discards and bool(state.discards)
        if kind is Knock:  # T31-6: once per hand
            return state.knocker is None
        return False
    if phase == DISCARD and kind is Discard:  # T31-4: not the card just taken from the discards
        card = action.card
        return type(card) is Card and card != state.taken and card in state.hands[state.turn]
    return False


def apply(state: State, action: Action) -> Step[State]:
    """Apply ``action``: a player's draw, take, discard or knock (T31-4, T31-6), or chance's
    shuffle (T31-2) and reshuffle (T31-10).  The end of a hand is played out at once: the hands
    shown, the lowest paying (T31-7, T31-8), players out (T31-9), and the next hand's shuffle
    due, or the game's end.

    Raises:
        IllegalMove: the action is not allowed now (the message says what is).  Nothing changes.
    """
    phase = state.phase
    if phase == OVER:
        raise IllegalMove("the game is over: nothing more can be played")
    if phase in (DEAL, RESHUFFLE):
        kind, n = (Shuffle, len(state.tallone)) if phase == DEAL else (Reshuffle, len(state.discards) - 1)
        if type(action) is not kind or not _is_order(action.order, n):
            what = "shuffle the cards for a new hand" if phase == DEAL else "reshuffle the discards"
            raise IllegalMove(f"chance must now {what}: {kind.__name__}(order), a permutation of 0..{n - 1}")
        return _new_hand(state, action) if phase == DEAL else _reshuffle(state, action)
    if not is_legal(state, action):
        raise refusal(action, Action, state.turn, legal_actions(state, state.turn), lambda: _why(state, action))
    w = _Work(state)
    w.perform(action)
    return w.step()


def _why(state: State, action: Any) -> str:
    """Why the rules refuse a player's well-formed ``action`` now (empty when the list of what
    is allowed says it all)."""
    seat = state.turn
    if isinstance(action, (Shuffle, Reshuffle)):
        return "a shuffle is chance's action, made when a new hand is dealt or the tallone is empty"
    if state.phase == DISCARD and isinstance(action, (Draw, TakeDiscard, Knock)):
        return f"seat {seat} has taken its card: now it discards one, T31-4"
    if state.phase == DRAW and isinstance(action, Discard):
        return f"a turn begins with a draw{' or a knock' if state.knocker is None else ''}, then a discard, T31-4"
    if isinstance(action, Knock) and state.knocker is not None:
        return "someone has knocked already: these are the last turns, T31-6"
    if isinstance(action, TakeDiscard) and not state.rules.draw_from_discards:
        return "taking the top discard is off in these rules, T31-4"
    if isinstance(action, TakeDiscard) and not state.discards:
        return "the discard pile is empty"
    if isinstance(action, Discard) and state.taken is not None and action.card == state.taken:
        return "the card just taken from the discard pile cannot go straight back, T31-4"
    if isinstance(action, Discard):
        return f"{action.card.code} is not in the hand of seat {seat}"
    return ""


def _new_hand(state: State, action: Shuffle) -> Step[State]:
    """T31-2: shuffle the 40 cards and deal three to each player still in, one at a time in the
    direction of play from the first player; the rest is the tallone."""
    pack = [state.tallone[i] for i in action.order]
    first = state.next_seat(state.dealer)
    seats = state.order_from(first)
    hands = one_at_a_time(pack, seats, state.players, HAND_SIZE)
    new = evolve(state, hands=tuple(map(tuple, hands)), tallone=tuple(pack[HAND_SIZE * len(seats):]), discards=(),
                 turn=first, phase=DRAW, knocker=None, last_turns=(), taken=None, turns=0, reshuffles=0)
    return build(Step, {"state": new, "events": (
        Event.make("dealt", state.dealer, game=PREFIX, amount=HAND_SIZE, index=state.hand_no),)})


def _reshuffle(state: State, action: Reshuffle) -> Step[State]:
    """T31-10: the discards but the top one, in the order drawn, become the tallone."""
    under = state.discards[:-1]
    new = evolve(state, tallone=tuple(under[i] for i in action.order), discards=state.discards[-1:], phase=DRAW,
                 reshuffles=state.reshuffles + 1)
    return build(Step, {"state": new, "events": (Event.make("reshuffled", None, game=PREFIX, amount=len(under)),)})


class _Work(Scratch):
    """The one place a player's action changes a position: the working copy :func:`apply`
    changes (:class:`~kit.engine.scratch.Scratch`).  The hands are a list of tuples: a hand that
    changes is replaced by a new tuple, as are the tallone, the discards, the coins, the seats
    out and the last turns, so only what an action touches is copied."""

    STATE, PREFIX, LISTS = State, PREFIX, ("hands",)

    def next_seat(self, seat: int) -> int:
        """:meth:`State.next_seat` of the position as it stands."""
        return _next_seat(self.rules, len(self.hands), self.out, seat)

    def order_from(self, first: int) -> tuple[int, ...]:
        """:meth:`State.order_from` of the position as it stands."""
        return _order_from(self.rules, len(self.hands), self.out, first)

    def perform(self, action: Any) -> None:
        """The player's ``action`` (one :func:`is_legal` accepted), with all that follows it."""
        seat = self.turn
        if isinstance(action, Knock):  # T31-6, T31-8
            self.knocker = seat
            self.turns += 1
            if max(_suit_points(self.hands[seat]).values(), default=0) == THIRTY_ONE:  # its hand_value
                self.ev("knocked_31", seat, cards=self.hands[seat])
                self.end_hand(payers=[s for s in self.order_from(self.next_seat(seat)) if s != seat])
                return
            self.ev("knocked", seat)
            order = self.order_from(self.next_seat(seat))
            self.last_turns = tuple(s for s in order if s != seat)
            self.next_turn()
            return
        if isinstance(action, Draw):  # T31-4
            card, self.tallone = self.tallone[0], self.tallone[1:]
            self.hands[seat] += (card,)
            self.turns += 1
            self.phase, self.taken = DISCARD, None
            self.ev("drew", seat, amount=len(self.tallone))
            return
        if isinstance(action, TakeDiscard):
            card, self.discards = self.discards[-1], self.discards[:-1]
            self.hands[seat] += (card,)
            self.turns += 1
            self.phase, self.taken = DISCARD, card
            self.ev("took_discard", seat, cards=(card,))
            return
        card, hand = action.card, self.hands[seat]  # a Discard
        at = hand.index(card)
        self.hands[seat] = hand[:at] + hand[at + 1:]
        self.discards += (card,)
        self.taken = None
        self.ev("discarded", seat, cards=(card,))
        self.next_turn()

    def next_turn(self) -> None:
        """The next player's turn; after a knock, the next of the last turns, or the showdown."""
        if self.knocker is not None:
            if not self.last_turns:
                self.end_hand()
                return
            self.turn, self.last_turns = self.last_turns[0], self.last_turns[1:]
        else:
            self.turn = self.next_seat(self.turn)
        self.phase = DRAW if self.tallone else RESHUFFLE

    def end_hand(self, payers: list[int] | None = None) -> None:
        """T31-7..9: show the hands, make the lowest (or, after a knock with 31, everyone else)
        pay, put out who cannot pay, then deal again or end the game."""
        order = self.order_from(self.next_seat(self.dealer))
        if payers is None:
            values = {}
            for s in order:
                points = _suit_points(self.hands[s])  # hand_value and best_suit at once
                values[s] = max(points.values(), default=0)
                best = max(points, key=points.__getitem__) if points else None
                self.ev("showed", s, cards=self.hands[s], amount=values[s], suit=f"suit.{best}")
            low = min(values.values())
            payers = [s for s in order if values[s] == low]
        broke = [s for s in payers if self.coins[s] == 0]
        if len(broke) == len(order):  # every player still in would go out together (T31-9)
            if self.rules.split_pot:
                share, odd = divmod(self.pot, len(order))
                for k, s in enumerate(order):
                    self.add_coins(s, share + (1 if k < odd else 0))
                self.ev("split", order[0], others=order[1:], amount=self.pot)
                self.pot = 0
                self.finish()
                return
            self.ev("playoff", order[0], others=order[1:])
            self.next_hand()
            return
        for s in payers:
            if self.coins[s] > 0:
                self.add_coins(s, -1)
                self.pot += 1
                self.ev("paid", s, amount=self.coins[s])
            else:
                self.out = self.out | {s}
                self.ev("out", s)
        left = [s for s in order if s not in self.out]
        if len(left) == 1:
            winner = left[0]
            self.ev("won", winner, amount=self.pot)
            self.add_coins(winner, self.pot)
            self.pot = 0
            self.finish()
            return
        self.next_hand()

    def add_coins(self, seat: int, amount: int) -> None:
        """Give ``seat`` ``amount`` coins (take them, when negative)."""
        coins = list(self.coins)
        coins[seat] += amount
        self.coins = tuple(coins)

    def collect(self) -> None:
        """Every card back in one pile (in the deck's order) for the next shuffle."""
        self.tallone = tuple(get_deck(self.rules.deck).cards)
        self.hands = [()] * len(self.hands)
        self.discards = ()

    def next_hand(self) -> None:
        self.collect()
        self.dealer = self.next_seat(self.dealer)  # the next player still in, whether the dealer is out or not
        self.hand_no += 1
        self.phase, self.knocker, self.last_turns, self.taken, self.turns = DEAL, None, (), None, 0
        self.turn = self.dealer

    def finish(self) -> None:
        self.collect()
        self.phase, self.knocker, self.last_turns, self.taken = OVER, None, (), None


# --- computer players ----------------------------------------------------------------------
def best_discard(hand: Sequence[Card], keep_out: Card | None = None) -> Card:
    """The card to discard from four that leaves the highest :func:`hand_value` (ties: the lowest
    card by points, then the first in the hand), never ``keep_out``."""
    options = [c for c in hand if c != keep_out]

    def left(card: Card) -> tuple:
        rest = list(hand)
        rest.remove(card)
        return (hand_value(rest), -card_points(card))

    return max(options, key=left)


def value_after(hand: Sequence[Card], card: Card) -> int:
    """The best value of three cards out of ``hand`` plus ``card`` (T31-4's draw, then discard)."""
    return max(hand_value(three) for three in combinations(list(hand) + [card], HAND_SIZE))


def unseen(v: View) -> list[Card]:
    """The cards ``v``'s seat has not seen: the deck but its hand and the discard pile."""
    seen = set(v.hand) | set(v.discards)
    return [c for c in get_deck(v.rules.deck).cards if c not in seen]


@dataclass(frozen=True)
class ThresholdPlayer:
    """Knocks at the start of its turn when its hand is worth at least ``threshold`` (and nobody
    has knocked), or once it has waited a whole tallone (the tallone turned over); otherwise
    draws — the top discard when it makes the hand better, with ``draw_from_discards`` — and
    discards the card that leaves the best hand (:func:`best_discard`)."""

    threshold: int = 25

    def act(self, v: View, legal: tuple, rng: np.random.Generator) -> Any:
        if v.phase == DISCARD:
            return Discard(best_discard(v.hand, v.taken))
        if Knock() in legal and (hand_value(v.hand) >= self.threshold or self.tired(v)):
            return Knock()
        if TakeDiscard() in legal and value_after(v.hand, v.top) > hand_value(v.hand):
            return TakeDiscard()
        return Draw()

    @staticmethod
    def tired(v: View) -> bool:
        """The tallone has been turned over in this hand (every card of it was drawn once)."""
        return v.reshuffles > 0


@dataclass(frozen=True)
class GreedyDrawer:
    """Greedy one step ahead: it compares knocking now (its hand's value), taking the top discard
    (with ``draw_from_discards``: the best value after taking it, known for sure) and drawing (the
    mean, over the cards it has not seen, of the value after the best discard).  It knocks when
    neither the take nor the draw is expected to beat its value by ``margin``; otherwise it takes
    the top discard when that improves its hand and gives at least the draw's expected value, and
    draws if not.  It discards as :class:`ThresholdPlayer` (:func:`best_discard`)."""

    margin: float = 0.5

    def act(self, v: View, legal: tuple, rng: np.random.Generator) -> Any:
        if v.phase == DISCARD:
            return Discard(best_discard(v.hand, v.taken))
        now = hand_value(v.hand)
        take = value_after(v.hand, v.top) if TakeDiscard() in legal else -1
        if Knock() not in legal and take <= now:  # nothing to weigh: a last turn with no useful discard
            return Draw()
        cards_left = unseen(v)
        expected = sum(value_after(v.hand, c) for c in cards_left) / len(cards_left)
        if Knock() in legal and max(take, expected) < now + self.margin:
            return Knock()
        if take > now and take >= expected:
            return TakeDiscard()
        return Draw()


LEVELS = {"threshold": ThresholdPlayer(), "greedy": GreedyDrawer(), "random": RandomAgent()}
"""The computer players by level (the threshold player knocks at 25; see :func:`computer`)."""


def computer(level: str = "threshold", threshold: int | None = None) -> Any:
    """A computer player: ``"threshold"`` (knocks at ``threshold``, default 25), ``"greedy"`` or
    ``"random"``.

    Raises:
        ValueError: an unknown level, or a threshold that is not a whole number from 0 to 31.
    """
    player = check_level(level, LEVELS)
    if threshold is None:
        return player
    if level != "threshold":
        raise ValueError("only the threshold player takes a threshold")
    return ThresholdPlayer(check_whole(threshold, "a knocking threshold", 0, THIRTY_ONE, rule="T31-5"))
