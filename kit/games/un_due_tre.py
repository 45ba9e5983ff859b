"""Un, due, tre — the 40-card slap game, with Straccia camicia, Solo coppie, Mazzo da 52
(Egyptian Ratscrew / Beggar-my-neighbour) and Somma dieci (RULES.md UDT-1..UDT-14).

The game satisfies the protocol of :mod:`kit.engine` (registered as ``"un_due_tre"``):
:class:`Rules` (the rule book's options only), :class:`State` (frozen position),
:func:`new_game`, :func:`to_act`, :func:`legal_actions`, :func:`is_legal`, :func:`apply` (pure;
an illegal action raises :class:`~kit.engine.IllegalMove` and changes nothing), :func:`is_terminal`,
:func:`returns`, :func:`view` and the computer players (:class:`SlapAgent`).

Actions
    :class:`Turn` — the player whose turn it is turns the top card of the packet onto the
    pile (a normal turn or one card of a payment).  In the slap variants each card opens a
    *slap window* where every seat may act (UDT-7, UDT-11): each seat's legal actions are
    :data:`~kit.engine.PASS`, :data:`SLAP` and :data:`SLAP_BESIDE`.  The runner asks every
    player, draws each slapper's reaction time from that player's timing stream (or measures
    a person's), and :func:`join` makes the window's one action: :class:`Slaps` (the slaps
    with their times, resolved together) or :class:`Continue` (nobody slapped).  Only then do
    the card's consequences happen (payment owed, pile taken, end of game) — the window comes
    before the end check (UDT-12).  Without slaps the consequences follow at once.

Decisions where RULES.md leaves room (each recorded next to its rule id):

* UDT-1  Whole deck dealt one card at a time from the dealer's left (seat 0 unless a dealer
  is given), so the first seats dealt may hold one card more (C-2).
* UDT-6  "To the bottom of the packet, oldest card first": the pile's cards are put under the
  packet in the order they reached the pile; tucked penalty cards (UDT-8) lie under the pile
  and count as its oldest cards, the most recently tucked one lowest.
* UDT-7  A slap can be made after any card, including by players with no cards (UDT-11).
  Several slaps after the same card are one group: the earliest slap *on the pile* wins when
  a pattern shows; later slappers in the group lose nothing.  With no pattern every slapper on
  the pile pays a penalty card, in time order (UDT-8).  A seat slaps at most once per card:
  only its earliest slap in a group counts.
* UDT-8  The penalty card goes face down: the event says that a card was put under the pile,
  never which one (UDT-2: nobody sees the packets).
* UDT-9  Equal times: the lower seat number counts as "the hand underneath" (a stable tie-break).
* UDT-12 The game ends when a pile is taken by the only player who holds cards, or when the
  turn (to turn or to pay) would pass from a player back to that same player because every
  other player is out: that player takes what is left of the pile and wins.  A skip that
  lands on the only holder does not end the game: that player turns or pays first.  When
  nobody holds cards any more, the player who turned the last card (who is also the player
  owed, when that card was a payment card) takes the pile and wins.
* UDT-1, UDT-4, mazzo_52 A rule set is for one deck (italian40 or french40, french52 with
  ``mazzo_52``): :meth:`Rules.payment` refuses a card of another deck (ValueError naming the
  rules' deck, the card's decks and the rules for them) instead of valuing it 0 — the Jack of
  hearts pays nothing under ``Rules()`` only because it is not an italian40 card.
* UDT-1, C-1 In a match the dealer rotates: the deal starts at the dealer's left, and that
  player turns first.  A new game alone has seat 0 first (the dealer is the last seat).
* UDT-13 The final pile counts as a trick only when it is not empty.
* UDT-14 The loop key is taken at the start of every trick (the deal, and each time a pile is
  taken and the game goes on): each packet as its sequence of payment values, plus who turns
  next.  The game stops with status ``loop`` the first time a key repeats, with the counts
  reached at that moment.  Only for the variants without slaps.
* Returns: 1 for the winner, 0 for everyone else (and for everyone after a loop).
* Slap model (a computer player's parameters, :class:`SlapAgent`): a player notices a
  pattern with probability ``notice``, and slaps by mistake after any card with probability
  ``false_slap``; a mistaken slap goes beside the pile (free) with probability ``beside``.
  Reaction times are normal, cut at ``min_ms``, drawn by the runner from the player's timing
  stream (:class:`kit.engine.Table`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Sequence

import numpy as np

from kit.cards import Card, Deck, ForeignCard, get_deck
from kit.deal import SeedLike, deal_from, explicit_deal, make_rng, shuffle
from kit.engine import (ActionBase, Event, IllegalMove, Move, PASS, Record, Step, check_dealer, check_level,
                        check_players, is_flag, is_whole, no_chance, play, refusal)
from kit.engine.protocol import GameType
from kit.engine.scratch import Scratch, build

GAME_TYPE = GameType("un_due_tre", range(2, 7), windows=True, chance=False, prefix="udt")
"""UDT-1: 2 to 6 players. Slap windows after each card (UDT-7); no chance after the deal; a state is one game.
Its words: :mod:`kit.i18n.un_due_tre` (keys ``udt.…``)."""
NAME, PREFIX, PLAYERS = GAME_TYPE.short_name, GAME_TYPE.prefix, GAME_TYPE.players
"""The registry name, the catalogue prefix and the player counts, as :data:`GAME_TYPE` says."""
MATCH_TARGET = 3
"""A match of Un, due, tre: the first to win three games."""
EVENTS = frozenset({
    "card_turned", "card_paid", "payment_owed", "payment_interrupted", "payment_ended", "payment_complete_slapped",
    "payment_card_slapped", "pile_taken",
    "player_out", "player_back", "player_back_pile", "player_back_slap", "ran_out_paying", "loop",
    "slaps_together", "slap_won_pair", "slap_won_sandwich", "slap_won_dieci", "false_slap", "false_slap_free",
    "slap_beside", "game_over",
})
"""Every event kind :func:`apply` emits (narrated from ``udt.event.<kind>``); a ``slap_won_*``
carries the winning slap's time, ``ms`` in its payload (UDT-9); ``payment_ended`` is a slap that
cuts a payment short, ``payment_complete_slapped`` one right after the last card owed, which takes
the pile before the player owed it (``others``) could (UDT-6, UDT-7), ``payment_card_slapped`` one
right after a payment card found while paying, whose new payment never starts (UDT-5, UDT-7)."""
RULE_OF_EVENT = {
    "card_turned": "UDT-3", "card_paid": "UDT-4", "payment_owed": "UDT-4", "payment_interrupted": "UDT-5",
    "pile_taken": "UDT-6", "payment_ended": "UDT-7", "payment_complete_slapped": "UDT-7",
    "payment_card_slapped": "UDT-7", "slap_won_pair": "UDT-7", "slap_won_sandwich": "UDT-7",
    "slap_won_dieci": "UDT-7", "false_slap": "UDT-8", "false_slap_free": "UDT-8", "slap_beside": "UDT-8",
    "slaps_together": "UDT-9", "player_out": "UDT-10", "ran_out_paying": "UDT-10", "player_back": "UDT-10",
    "player_back_pile": "UDT-10", "player_back_slap": "UDT-11", "game_over": "UDT-12", "loop": "UDT-14",
}
"""The rule each event kind illustrates (for walkthrough guides)."""

PAYMENT_40 = {"A": 1, "2": 2, "3": 3}
"""UDT-4: payment values of the 40-card decks (Asso 1, 2 pays 2, 3 pays 3)."""
PAYMENT_52 = {"J": 1, "Q": 2, "K": 3, "A": 4}
"""Variant mazzo_52: J, Q, K, A pay 1, 2, 3, 4; every other card pays nothing."""

PLAYING, FINISHED, LOOP = "playing", "finished", "loop"

TOGETHER_MS = 40.0
"""UDT-9: slaps this close (milliseconds) count as "together" in the narration; the earliest
still wins, as the hand underneath."""


@dataclass(frozen=True)
class SlapModel:
    """How a computer player slaps (RULES.md slap model): the parameters of a
    :class:`SlapAgent`.  Times are in milliseconds.

    Attributes:
        reaction_ms: mean reaction time to a pattern.
        spread_ms: standard deviation of the reaction time.
        min_ms: no reaction is faster than this.
        notice: probability of noticing a pattern at all (0..1).
        false_slap: probability of slapping after a card that shows no pattern (0..1).
        beside: probability that a mistaken slap lands beside the pile, at no cost (0..1).
    """

    reaction_ms: float = 550.0
    spread_ms: float = 120.0
    min_ms: float = 180.0
    notice: float = 0.85
    false_slap: float = 0.02
    beside: float = 0.3

    def __post_init__(self) -> None:
        for name in ("notice", "false_slap", "beside"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"SlapModel.{name} is a probability between 0 and 1, got {value}")
        if self.reaction_ms <= 0 or self.spread_ms < 0 or self.min_ms < 0:
            raise ValueError("SlapModel times must be positive milliseconds")


@dataclass(frozen=True)
class Rules:
    """Options of Un, due, tre (RULES.md UDT variants); all combinable.

    Only the rule book's options: how computer players slap is theirs (:class:`SlapAgent`),
    and a simulation's safety stop is the simulation's (``play_out(max_cards=...)``).

    Attributes:
        straccia_camicia: no slaps at all (only UDT-1..6, 10, 12-14); deterministic.
        solo_coppie: only pairs can be slapped; sandwiches do not count.
        mazzo_52: french52, J/Q/K/A pay 1/2/3/4 (Egyptian Ratscrew; without slaps
            Beggar-my-neighbour).
        somma_dieci: also slap when the top two cards add up to 10 (C-4 numbering).
        deck40: ``"italian40"`` or ``"french40"`` for the 40-card game (UDT-1).

    Raises:
        ValueError: an unknown 40-card deck.
    """

    straccia_camicia: bool = False
    solo_coppie: bool = False
    mazzo_52: bool = False
    somma_dieci: bool = False
    deck40: str = "italian40"

    def __post_init__(self) -> None:
        if self.deck40 not in ("italian40", "french40"):
            raise ValueError(f"deck40 is 'italian40' or 'french40' (UDT-1), got {self.deck40!r}")

    @property
    def deck(self) -> Deck:
        """The deck: french52 with ``mazzo_52``, else ``deck40``."""
        return get_deck("french52" if self.mazzo_52 else self.deck40)

    @property
    def slaps(self) -> bool:
        """Whether slapping is part of the game (every variant but Straccia camicia)."""
        return not self.straccia_camicia

    def payment(self, card: Card) -> int:
        """UDT-4 / mazzo_52: how many cards ``card`` makes the next player pay (0 = plain).

        UDT-1, mazzo_52: the rules are for one deck (:attr:`deck`), and a card of another deck is
        refused rather than valued 0 — ``Rules().payment(Card("J", "hearts"))`` would otherwise
        give 0 for a Jack that pays 1 in the 52-card game.

        Raises:
            ForeignCard: ``card`` is a card of another deck; the message names the rules'
                deck, the decks the card belongs to and the rules to use instead.
            ValueError: ``card`` is not a :class:`Card`.
        """
        try:
            return _PAYMENTS["french52" if self.mazzo_52 else self.deck40][card]
        except (KeyError, TypeError):
            raise _foreign_card(self, card) from None


_PAYMENTS: dict[str, dict[Card, int]] = {
    name: {c: (PAYMENT_52 if name == "french52" else PAYMENT_40).get(c.rank, 0) for c in get_deck(name).cards}
    for name in ("italian40", "french40", "french52")
}
"""UDT-4, mazzo_52: the payment value of each card of each deck Un, due, tre is played with."""

_RULES_FOR_DECK = {"italian40": "Rules()", "french40": "Rules(deck40='french40')", "french52": "Rules(mazzo_52=True)"}
"""The rules to use for the cards of each deck (UDT-1, mazzo_52), named in :func:`_foreign_card`."""


def _foreign_card(rules: Rules, card: object) -> ValueError:
    """Why ``rules.payment(card)`` refuses ``card``: a :class:`ForeignCard` naming the rules' deck,
    the card's decks and the rules to use (a plain ``ValueError`` for what is no card)."""
    mine = rules.deck.name
    if not isinstance(card, Card):
        return ValueError(f"Rules.payment takes a Card of {mine} (e.g. {mine}.parse({rules.deck.cards[0].code!r})), "
                          f"got {card!r}")
    decks = [name for name in _RULES_FOR_DECK if card in get_deck(name)]
    if not decks:
        return ForeignCard(f"{card.code} is a card of uno108, and Un, due, tre is played with italian40, french40 or "
                           f"french52 (UDT-1, mazzo_52)", card, (mine,), ("uno108",))
    instead = tuple((name, f"{_RULES_FOR_DECK[name]}.payment(card)") for name in decks)
    use = " or ".join(f"{code} for {name}" for name, code in instead)
    return ForeignCard(f"these rules are for {mine} (UDT-1, mazzo_52), and {card.code} is a card of "
                       f"{' and '.join(decks)}: use {use}", card, (mine,), tuple(decks), instead)


CONFORMANCE_RULES = (Rules(straccia_camicia=True), Rules(solo_coppie=True), Rules(somma_dieci=True),
                     Rules(mazzo_52=True), Rules(straccia_camicia=True, mazzo_52=True, deck40="french40"))
"""The variants the conformance check plays besides the default rules."""


# --- actions ------------------------------------------------------------------------------
class Turn(ActionBase):
    """The player whose turn it is turns the top card of the packet (UDT-3, UDT-4)."""


class Continue(ActionBase):
    """Close the slap window with no slap; the card's consequences follow."""


class Slap(ActionBase):
    """One slap: ``seat`` slaps ``ms`` milliseconds after the card showed.

    ``beside=True`` is a slap on the table beside the pile: it never wins and costs nothing
    (UDT-8).
    """

    seat: int
    ms: float
    beside: bool = False


class Slaps(ActionBase):
    """All the slaps made after one card, resolved together (UDT-7, UDT-8, UDT-9)."""

    slaps: tuple[Slap, ...]


class SlapChoice(ActionBase):
    """A seat's choice in a slap window: slap the pile, or (``beside=True``) the table beside
    it (UDT-8).  Not passing to :func:`apply` directly: :func:`join` times the choices into
    :class:`Slaps`."""

    beside: bool = False


SLAP = SlapChoice()
"""Slap the pile (UDT-7)."""
SLAP_BESIDE = SlapChoice(beside=True)
"""Slap the table beside the pile: never wins, costs nothing (UDT-8)."""
TURN = Turn()
"""The one :class:`Turn` action."""
CONTINUE = Continue()
"""The one :class:`Continue` action (:func:`join` closes a window without slaps with it)."""

Action = Turn | Continue | Slaps


# --- state --------------------------------------------------------------------------------
class _Position:
    """What a position answers from its fields (``rules``, ``packets``, ``pile``, ``tucked``,
    ``turn``), shared by :class:`State` and the working copy :func:`apply` changes."""

    rules: Rules
    packets: Sequence[tuple[Card, ...]]
    pile: tuple[Card, ...]
    tucked: tuple[Card, ...]
    turn: int

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.packets)

    def holders(self) -> list[int]:
        """Seats that still hold cards."""
        return [s for s, p in enumerate(self.packets) if p]

    def total_cards(self) -> int:
        """Cards in packets + pile + tucked: always the deck size."""
        return sum(map(len, self.packets)) + len(self.pile) + len(self.tucked)

    def pattern(self) -> str | None:
        """The slappable pattern on top of the face-up pile (UDT-7 and variants), or ``None``.

        Returns ``"pair"`` (top two same rank), ``"sandwich"`` (top and third same rank; not
        with ``solo_coppie``) or ``"dieci"`` (top two add up to 10 with ``somma_dieci``).
        """
        pile = self.pile
        # one Rank object per rank of a deck (kit.cards): `is` is `==` without the name check, faster
        if len(pile) >= 2 and pile[-1].rank is pile[-2].rank:
            return "pair"
        if not self.rules.solo_coppie and len(pile) >= 3 and pile[-1].rank is pile[-3].rank:
            return "sandwich"
        if self.rules.somma_dieci and len(pile) >= 2:
            numbering = self.rules.deck.numbering
            if numbering[pile[-1].rank] + numbering[pile[-2].rank] == 10:
                return "dieci"
        return None

    def loop_key(self) -> tuple:
        """UDT-14: each packet as payment values (plain cards alike) and who turns next."""
        pay = self.rules.payment
        return tuple(tuple(pay(c) for c in p) for p in self.packets), self.turn


@dataclass(frozen=True)
class State(_Position):
    """A position of Un, due, tre.

    Attributes:
        rules: the options in force.
        packets: each seat's packet, top card first (UDT-2: nobody looks at them).
        pile: the face-up pile, oldest first (the last card is on top).
        tucked: face-down penalty cards under the pile (UDT-8), lowest first; never part of
            a pattern (UDT-7).
        turn: the seat that turns the next card (to play or to pay).
        owed: cards still to pay (0 when no payment is running).
        collector: who turned the payment card being paid (gets the pile), or ``None``.
        last: who turned the last card, or ``None`` before the first.
        window: a card has just been turned and its slap window is open.
        cards: cards turned onto the pile so far (UDT-13).
        tricks: piles taken so far (UDT-13).
        status: ``"playing"``, ``"finished"`` or ``"loop"``.
        winner: the seat that won, once finished.
        seen: the UDT-14 keys of the trick starts so far (no-slap variants only).
    """

    rules: Rules
    packets: tuple[tuple[Card, ...], ...]
    pile: tuple[Card, ...] = ()
    tucked: tuple[Card, ...] = ()
    turn: int = 0
    owed: int = 0
    collector: int | None = None
    last: int | None = None
    window: bool = False
    cards: int = 0
    tricks: int = 0
    status: str = PLAYING
    winner: int | None = None
    seen: frozenset = field(default=frozenset(), repr=False)


# --- setting up ---------------------------------------------------------------------------
def new_game(rules: Rules = Rules(), players: int = 4, *, rng: SeedLike | None = None,
             deal: Sequence[str | Sequence[Card | str]] | None = None, dealer: int | None = None,
             complete: bool = True) -> State:
    """A new game: shuffled and dealt from a seed (UDT-1, C-2), or from explicit packets (C-3).

    Args:
        rules: the options.
        players: 2..6 (with ``deal``, the number of packets decides).
        rng: a seed or Generator for the shuffle.
        deal: the packets by seat, top card first, as codes (``"AC 7D …"``) or cards; they
            must use the whole deck exactly once (C-3) unless ``complete=False``.
        dealer: the dealer's seat (default the last seat, so seat 0 is first, C-1), or
            :data:`~kit.engine.RANDOM_DEALER` to draw it from ``rng`` first; the deal starts at
            the dealer's left and that player turns first (empty packets skipped).
        complete: with ``False`` the packets may be part of the deck (for small examples
            such as RULES.md's "J" vs "3J"); no card may repeat or come from another deck.

    Raises:
        ValueError: players outside 2..6, both or neither of ``rng``/``deal``, a dealer that is
            not a seat, or packets that do not make up the deck (the message names the cards).
    """
    deck = rules.deck
    if (rng is None) == (deal is None):
        raise ValueError("give either rng (a seed) or deal (explicit packets), not both or neither")
    n = check_players(players if deal is None else len(deal), PLAYERS, "Un, due, tre", "UDT-1")
    gen = make_rng(rng) if deal is None else None
    dealer = check_dealer(dealer, n, gen)
    left = (dealer + 1) % n
    if deal is None:
        dealt = deal_from(deck, shuffle(deck, gen), n).hands  # whole deck, one at a time (UDT-1)
        hands = [dealt[(seat - left) % n] for seat in range(n)]  # the first card to the dealer's left
    else:
        hands = list(explicit_deal(deck, list(deal), stock=(), complete=complete).hands)
    if not any(hands):
        raise ValueError("every packet is empty: there is nothing to play")
    first = next(s % n for s in range(left, left + n) if hands[s % n])  # UDT-10: empty packets are skipped
    w = _Work(State(rules, tuple(tuple(h) for h in hands), turn=first))
    w.start_trick()
    return w.freeze()


def packets_from_values(values: str, rules: Rules = Rules(straccia_camicia=True)) -> tuple[tuple[Card, ...], ...]:
    """Packets from the payment-value notation of RULES.md, e.g. ``"0002-3010"``.

    Each digit is a card's payment value (0 = plain card), top card first, packets separated
    by ``-``; the first packet turns first.  Real cards of those values are chosen in deck
    order, so the result is a valid explicit deal (of part of the deck when the digits are
    fewer than its cards).

    Raises:
        ValueError: a digit that is not a payment value of the deck, or more cards of a value
            than the deck holds.
    """
    deck = rules.deck
    pools: dict[int, list[Card]] = {}
    for card in deck.cards:
        pools.setdefault(rules.payment(card), []).append(card)
    packets = []
    for part in values.strip().split("-"):
        packet = []
        for ch in part:
            if not ch.isdigit() or int(ch) not in pools:
                raise ValueError(f"{ch!r} is not a payment value of {deck.name}; use {sorted(pools)}")
            if not pools[int(ch)]:
                raise ValueError(f"too many cards of payment value {ch} for {deck.name}")
            packet.append(pools[int(ch)].pop(0))
        packets.append(tuple(packet))
    return tuple(packets)


# --- the protocol -------------------------------------------------------------------------
def is_terminal(state: State) -> bool:
    """The game is over (finished, or a loop found by UDT-14)."""
    return state.status != PLAYING


def hand_ended(state: State) -> bool:
    """The game is over (a state is one game: :func:`is_terminal`)."""
    return is_terminal(state)


_ONE_SEAT = tuple(frozenset({seat}) for seat in range(max(PLAYERS)))
_EVERY_SEAT = {players: frozenset(range(players)) for players in PLAYERS}
_NOBODY = frozenset()
"""The answers of :func:`to_act`, made once."""


def to_act(state: State) -> frozenset[int]:
    """Who may act: the seat whose turn it is, or in a slap window every seat (UDT-7, UDT-11:
    players without cards may slap too); nobody once the game is over."""
    if state.status != PLAYING:
        return _NOBODY
    if state.window:
        return _EVERY_SEAT[len(state.packets)]
    return _ONE_SEAT[state.turn]


_IN_WINDOW = (PASS, SLAP, SLAP_BESIDE)
_ON_TURN = (TURN,)
"""The answers of :func:`legal_actions`, made once."""


def legal_actions(state: State, seat: int) -> tuple:
    """``seat``'s actions now: ``(TURN,)`` on its turn; in a slap window
    ``(PASS, SLAP, SLAP_BESIDE)`` for every seat; ``()`` otherwise."""
    if seat not in to_act(state):
        return ()
    if state.window:
        return _IN_WINDOW
    return _ON_TURN


def join(state: State, moves: Sequence[Move]) -> Action:
    """The slap window's one action from the seats' timed choices: :class:`Slaps`, or
    :class:`Continue` when nobody slapped (UDT-7..9).

    Raises:
        IllegalMove: a move that is not a :class:`SlapChoice`.
    """
    slaps = []
    for move in moves:
        if not isinstance(move.action, SlapChoice):
            raise IllegalMove(f"in a slap window a player slaps (SLAP or SLAP_BESIDE) or passes, not {move.action!r}")
        slaps.append(Slap(move.seat, move.ms, move.action.beside))
    if not slaps:
        return CONTINUE
    joint = Slaps(tuple(slaps))
    _check_slaps(joint, state.players)
    return joint


def returns(state: State) -> tuple[float, ...]:
    """1 for the winner, 0 for the others (all 0 while playing and after a loop)."""
    return tuple(1.0 if seat == state.winner else 0.0 for seat in range(state.players))


@dataclass(frozen=True)
class View:
    """What a seat knows (UDT-2: packets are face down for everyone, their owner included).

    Attributes:
        seat: whose view it is.
        rules: the options in force.
        packet_sizes: cards in each seat's packet (never the cards).
        pile: the face-up pile, oldest first.
        tucked: how many penalty cards lie face down under the pile (not which).
        turn, owed, collector, window, status, winner, cards, tricks: as in :class:`State`.
        pattern: the slappable pattern on top while the slap window is open, else ``None``.
    """

    seat: int
    rules: Rules
    packet_sizes: tuple[int, ...]
    pile: tuple[Card, ...]
    tucked: int
    turn: int
    owed: int
    collector: int | None
    window: bool
    pattern: str | None
    status: str
    winner: int | None
    cards: int
    tricks: int


def view(state: State, seat: int) -> View:
    """What ``seat`` may know: packet sizes, the face-up pile, counts (see :class:`View`)."""
    return build(View, {
        "seat": seat, "rules": state.rules, "packet_sizes": tuple(map(len, state.packets)), "pile": state.pile,
        "tucked": len(state.tucked), "turn": state.turn, "owed": state.owed, "collector": state.collector,
        "window": state.window, "pattern": state.pattern() if state.window else None, "status": state.status,
        "winner": state.winner, "cards": state.cards, "tricks": state.tricks})


def cards(state: State) -> tuple[Card, ...]:
    """Every card in the game: packets, face-up pile, tucked cards (always the whole deal)."""
    return tuple(c for p in state.packets for c in p) + state.pile + state.tucked


def hidden_cards(state: State, seat: int) -> frozenset[Card]:
    """The cards nobody sees (UDT-2, UDT-8): every packet and the face-down tucked cards."""
    return frozenset(c for p in state.packets for c in p) | frozenset(state.tucked)


chance_action = no_chance
"""Un, due, tre has no chance node during play: slap times are drawn by the runner (:func:`join`)."""


# --- the rules ----------------------------------------------------------------------------
def is_legal(state: State, action: Action) -> bool:
    """Whether :func:`apply` accepts ``action`` now, decided before anything changes
    (:func:`apply` asks this first, and on a refusal says why).

    Accepted while the game goes on: :class:`Turn` when no slap window is open (UDT-3, UDT-4);
    in an open window, :class:`Continue`, or :class:`Slaps` (not in Straccia camicia) whose
    slaps are :class:`Slap` s by real seats at finite times, 0 ms or more, ``beside`` True or
    False (UDT-7..9).  A window's one action is made by :func:`join` from the seats' own
    choices (those are :func:`legal_actions`).

    Args:
        state: the position.
        action: anything (only this game's actions, or instances of their subclasses, can be legal).
    """
    if state.status != PLAYING:
        return False
    if isinstance(action, Turn):
        return not state.window and bool(state.packets[state.turn])
    if isinstance(action, Continue):
        return state.window
    if isinstance(action, Slaps):
        return state.rules.slaps and state.window and _slaps_problem(action, len(state.packets)) is None
    return False


def _allowed(state: State) -> tuple:
    """What :func:`apply` takes now: the turn of a card, or a slap window's answer (nothing once
    the game is over)."""
    if state.status != PLAYING:
        return ()
    return (CONTINUE, Slaps) if state.window else (TURN,)


def _refusal(state: State, action: object) -> str:
    """Why :func:`apply` refuses the well-formed ``action`` (which :func:`is_legal` refused);
    a malformed one is explained by :func:`kit.engine.refusal`."""
    if state.status != PLAYING:
        return f"the game is over ({state.status}); no more actions"
    if isinstance(action, Turn):
        if state.window:
            return "a slap window is open: answer it with Continue() or Slaps(...) first"
        return f"seat {state.turn} has no cards to turn"  # cannot happen: the turn goes to a holder (UDT-10, UDT-12)
    if isinstance(action, Continue):
        return "no slap window is open: the next action is Turn()"
    if isinstance(action, Slaps):
        if not state.rules.slaps:
            return "Straccia camicia has no slaps: the only action is Turn()"
        if not state.window:
            return "slaps come right after a card is turned; the next action is Turn()"
        return _slaps_problem(action, len(state.packets))
    return ""


def apply(state: State, action: Action) -> Step[State]:
    """Apply one action; return the new state and the events (see module docstring).

    Raises:
        IllegalMove: the game is over, a Turn while a slap window is open, Continue/Slaps
            with no window open, slaps in Straccia camicia, a slap by a seat that does not
            exist, or anything that is not an action of this game (see :func:`is_legal`).
            Nothing changes.
    """
    if not is_legal(state, action):
        raise refusal(action, Action, None, _allowed(state), why=lambda: _refusal(state, action))
    w = _Work(state)
    if isinstance(action, Turn):
        w.turn_card()
        if not w.rules.slaps:
            w.settle()
    elif isinstance(action, Continue):
        w.window = False
        w.settle()
    else:
        first: dict[int, Slap] = {}
        for slap in sorted(action.slaps, key=lambda s: (s.ms, s.seat)):  # UDT-9: one slap per seat per card
            first.setdefault(int(slap.seat), replace(slap, seat=int(slap.seat)))  # a numpy seat as int
        w.window = False
        w.resolve_slaps(tuple(first.values()))
    if w.status == LOOP:
        w.ev("loop", amount=w.cards, index=w.tricks)
    return w.step()


def _check_slaps(action: Slaps, players: int) -> None:
    """UDT-7..9: a group of slaps is a tuple of :class:`Slap` by real seats at real times.

    Raises:
        IllegalMove: anything else, saying what was wrong.
    """
    problem = _slaps_problem(action, players)
    if problem is not None:
        raise IllegalMove(problem)


def _slaps_problem(action: Slaps, players: int) -> str | None:
    """What is wrong with the group of slaps ``action`` (see :func:`_check_slaps`), or ``None``."""
    if not isinstance(action.slaps, tuple) or not all(isinstance(s, Slap) for s in action.slaps):
        return f"Slaps holds a tuple of Slap(seat, ms), not {action.slaps!r}"
    for s in action.slaps:
        if not is_whole(s.seat) or not 0 <= s.seat < players:
            return f"no seat {s.seat!r}; seats are the whole numbers 0..{players - 1}"
        ms = s.ms
        if type(ms) is float:  # the common case (a drawn reaction time), without numpy
            if not math.isfinite(ms) or ms < 0:
                return f"a slap time is a finite number of milliseconds, 0 or more; got {ms!r}"
        elif isinstance(ms, bool) or not isinstance(ms, (int, float, np.integer, np.floating)) \
                or not np.isfinite(ms) or ms < 0:
            return f"a slap time is a finite number of milliseconds, 0 or more; got {ms!r}"
        if not is_flag(s.beside):
            return f"beside is True or False, not {s.beside!r}"
    return None


class _Work(Scratch, _Position):
    """The one place an action changes a position: the working copy :func:`apply` changes
    (:class:`~kit.engine.scratch.Scratch`).  The packets are a list of tuples: a packet that
    changes is replaced by a new tuple, as are the pile and the tucked cards, so only what an
    action touches is copied."""

    STATE, PREFIX, LISTS = State, PREFIX, ("packets",)

    def turn_card(self) -> None:
        """UDT-3: the seat to act turns its top card onto the pile."""
        seat = self.turn
        packet = self.packets[seat]
        card = packet[0]
        self.packets[seat] = packet[1:]
        if self.owed:  # UDT-4: card k of the payment the last payment card on the pile asked for
            pay = self.rules.payment
            total = next(pay(c) for c in reversed(self.pile) if pay(c))
            self.ev("card_paid", seat, cards=(card,), amount=total, index=total - self.owed + 1)
        else:
            self.ev("card_turned", seat, cards=(card,))
        if not self.packets[seat]:
            self.ev("player_out", seat)
        self.pile += (card,)
        self.last = seat
        self.cards += 1
        self.window = self.rules.slaps

    def settle(self) -> None:
        """The consequences of the card just turned (UDT-4, 5, 6, 10, 12)."""
        seat = self.last
        card = self.pile[-1]  # a slap that took the pile never reaches here
        value = self.rules.payment(card)
        if value:
            if self.owed:
                self.ev("payment_interrupted", seat, cards=(card,), amount=value)
            self.owed, self.collector = value, seat
            self.pass_turn(seat)
        elif self.owed:
            self.owed -= 1
            if self.owed == 0:
                self.take(self.collector, "payment")
            elif not self.packets[seat]:  # UDT-10: the payer ran out mid-payment
                self.ev("ran_out_paying", seat, amount=self.owed)
                self.take(self.collector, "payer_out")
        else:
            self.pass_turn(seat)

    def next_holder(self, seat: int) -> int | None:
        """The next seat clockwise after ``seat`` that holds cards (``seat`` itself last), or ``None``."""
        n = len(self.packets)
        for step in range(1, n + 1):
            s = (seat + step) % n
            if self.packets[s]:
                return s
        return None

    def pass_turn(self, seat: int) -> None:
        """The turn (to turn or to pay) goes to the next holder clockwise (UDT-3, UDT-10, UDT-12)."""
        nxt = self.next_holder(seat)
        if nxt is None:  # UDT-12: nobody holds cards; the last turner takes the pile and wins
            self.finish(self.last)
        elif nxt == seat:  # UDT-12: the turn would come back to the same player: every other is out
            self.finish(seat)
        else:
            if self.owed:
                self.ev("payment_owed", nxt, cards=self.pile[-1:], amount=self.owed)
            self.turn = nxt

    def take(self, seat: int, reason: str) -> None:
        """``seat`` takes the pile to the bottom of the packet, oldest first (UDT-6), and turns next."""
        taken = self.tucked + self.pile
        was_out = not self.packets[seat]
        self.packets[seat] += taken
        self.ev("pile_taken", seat, amount=len(taken), index=self.tricks + 1)
        if was_out:  # UDT-10, UDT-11: a completed payment, a payer running out or a slap brings a player back
            kind = {"slap": "player_back_slap", "payer_out": "player_back_pile"}.get(reason, "player_back")
            self.ev(kind, seat)
        self.pile, self.tucked, self.owed, self.collector, self.turn = (), (), 0, None, seat
        self.tricks += 1
        if self.holders() == [seat]:  # UDT-12: taken by the only player who still holds cards
            self.ev("game_over", seat, amount=self.cards, index=self.tricks)
            self.status, self.winner = FINISHED, seat
        else:
            self.start_trick()

    def finish(self, seat: int) -> None:
        """UDT-12: ``seat`` takes what is left of the pile and wins (a trick if the pile is not empty)."""
        taken = self.tucked + self.pile
        if taken:
            self.tricks += 1
            self.ev("pile_taken", seat, amount=len(taken), index=self.tricks)
        self.packets[seat] += taken
        self.ev("game_over", seat, amount=self.cards, index=self.tricks)
        self.pile, self.tucked, self.owed, self.collector, self.turn = (), (), 0, None, seat
        self.status, self.winner = FINISHED, seat

    def start_trick(self) -> None:
        """UDT-14: record the trick-start key (no-slap variants); a repeat means the game never ends."""
        if self.rules.slaps:
            return
        key = self.loop_key()
        if key in self.seen:
            self.status = LOOP
        else:
            self.seen = self.seen | {key}

    def resolve_slaps(self, slaps: Sequence[Slap]) -> None:
        """UDT-7, 8, 9, 11: a group of slaps after one card."""
        ordered = sorted(slaps, key=lambda s: (s.ms, s.seat))  # UDT-9: earliest wins; ties by seat
        pattern = self.pattern()
        on_pile = [s for s in ordered if not s.beside]
        for s in ordered:
            if s.beside:
                self.ev("slap_beside", s.seat)
        if pattern is not None and on_pile:
            winner = on_pile[0]
            together = [s for s in on_pile if s.ms - winner.ms <= TOGETHER_MS]
            if len(together) > 1:  # UDT-9: the earliest is the hand underneath
                self.ev("slaps_together", winner.seat, amount=len(together), others=tuple(s.seat for s in together[1:]))
            shown = self.pile[-3:] if pattern == "sandwich" else self.pile[-2:]
            self.ev(f"slap_won_{pattern}", winner.seat, cards=shown,
                    ms=winner.ms)  # the winning slap's time, in milliseconds (UDT-9)
            if self.owed and self.owed == 1 and not self.rules.payment(self.pile[-1]):
                # the card just paid was the last one owed: the payment is complete (UDT-6), but the
                # slap window comes first and the pile goes to the slapper, not the collector (UDT-7)
                self.ev("payment_complete_slapped", self.turn, others=(self.collector,))
            elif self.owed and self.rules.payment(self.pile[-1]):
                # a payment card found while paying (UDT-5): its new payment never starts
                self.ev("payment_card_slapped", self.turn, cards=self.pile[-1:])
            elif self.owed:
                self.ev("payment_ended", self.turn)
            self.take(winner.seat, "slap")
            return
        for s in on_pile:  # UDT-8: false slap, one card face down under the pile
            packet = self.packets[s.seat]
            if packet:
                self.packets[s.seat] = packet[1:]
                self.tucked = (packet[0],) + self.tucked
                self.ev("false_slap", s.seat)  # face down: nobody sees which card (UDT-2, UDT-8)
                if not self.packets[s.seat]:
                    self.ev("player_out", s.seat)
            else:
                self.ev("false_slap_free", s.seat)
        self.settle()


# --- computer players ---------------------------------------------------------------------
@dataclass(frozen=True)
class SlapAgent:
    """A computer player of Un, due, tre: turns on its turn, slaps by its :class:`SlapModel`.

    In a slap window it slaps a pattern it notices (probability ``notice``), and after a card
    without a pattern slaps by mistake with probability ``false_slap`` (beside the pile with
    probability ``beside``).  Its reaction time is drawn by the runner (:meth:`reaction_ms`).
    """

    model: SlapModel = SlapModel()

    def act(self, view: View, legal: tuple, rng: np.random.Generator) -> object:
        """``TURN`` on its turn; in a window ``SLAP``, ``SLAP_BESIDE`` or ``PASS``."""
        if legal is not _IN_WINDOW and TURN in legal:  # a window's list (made once) holds no Turn
            return TURN
        model = self.model
        if view.pattern is not None:
            return SLAP if rng.random() < model.notice else PASS
        if rng.random() < model.false_slap:
            return SLAP_BESIDE if rng.random() < model.beside else SLAP
        return PASS

    def reaction_ms(self, rng: np.random.Generator) -> float:
        """A reaction time in milliseconds: normal(``reaction_ms``, ``spread_ms``), at least ``min_ms``."""
        return float(max(self.model.min_ms, rng.normal(self.model.reaction_ms, self.model.spread_ms)))


def computer(level: str = "normal") -> SlapAgent:
    """A computer player: ``"random"`` slaps like a beginner; ``"easy"``, ``"normal"``, ``"hard"``
    as the reflex app's difficulties.

    Raises:
        ValueError: an unknown level (the message lists them).
    """
    return SlapAgent(check_level(level, LEVELS))


LEVELS = {
    "random": SlapModel(reaction_ms=700, spread_ms=250, notice=0.5, false_slap=0.1, beside=0.5),
    "easy": SlapModel(reaction_ms=850, spread_ms=150, notice=0.7, false_slap=0.01),
    "normal": SlapModel(reaction_ms=620, spread_ms=120, notice=0.85, false_slap=0.02),
    "hard": SlapModel(reaction_ms=430, spread_ms=80, notice=0.95, false_slap=0.02),
}
"""The computer players' slap model for each level (the reflex app's difficulties)."""


# --- whole games --------------------------------------------------------------------------
@dataclass(frozen=True)
class Outcome:
    """How a played-out game ended (UDT-12..14).

    Attributes:
        status: ``"finished"``, ``"loop"``, or ``"limit"`` (stopped at ``max_cards``).
        cards: cards turned onto the pile (UDT-13).
        tricks: piles taken, the final one included when not empty (UDT-13).
        winner: the winning seat, or ``None`` for a loop or a limit.
    """

    status: str
    cards: int
    tricks: int
    winner: int | None


def play_out(packets: str | Sequence[str | Sequence[Card | str]], rules: Rules = Rules(straccia_camicia=True),
             max_cards: int | None = None) -> Outcome:
    """Play a game without slaps to its end (Straccia camicia or Beggar-my-neighbour).

    Args:
        packets: payment-value notation (``"0002-3010"``, see :func:`packets_from_values`)
            or explicit packets, top card first; the first packet turns first.  Part of a
            deck is allowed (RULES.md's small examples).
        rules: must have ``straccia_camicia=True``; ``mazzo_52`` picks the 52-card game.
        max_cards: a simulation's safety stop: status ``"limit"`` after this many cards.

    Returns:
        An :class:`Outcome`.  Example: 52-card packets ``"J"`` and ``"3J"`` (in cards) give
        finished, 5 cards, 2 tricks.

    Raises:
        ValueError: the rules allow slaps (that game needs players: see
            :func:`play_slap_game`), max_cards < 1, or the packets are not a valid deal.
    """
    if rules.slaps:
        raise ValueError("play_out is for the games without slaps; set straccia_camicia=True")
    if max_cards is not None and max_cards < 1:
        raise ValueError(f"max_cards must be 1 or more, got {max_cards}")
    if isinstance(packets, str) and packets.replace("-", "").isdigit():
        packets = packets_from_values(packets, rules)
    state = new_game(rules, deal=packets, complete=False)
    while state.status == PLAYING:
        if max_cards is not None and state.cards >= max_cards:
            return Outcome("limit", state.cards, state.tricks, None)
        state = apply(state, TURN).state
    return Outcome(state.status, state.cards, state.tricks, state.winner)


def play_slap_game(state: State, agents: Sequence[SlapAgent] | None, rng: SeedLike) -> Record:
    """Play a game to its end with computer players only (the one runner, :func:`kit.engine.play`).

    Args:
        state: a new game (any variant).
        agents: one :class:`SlapAgent` per seat (``None``: ``SlapAgent()`` for all).
        rng: seed or Generator for the players' choices and the slap times.

    Returns:
        The :class:`~kit.engine.Record`; its ``replay()`` gives the same game.
    """
    agents = [SlapAgent()] * state.players if agents is None else list(agents)
    return play(state, agents, rng)
