"""Trentasette — the capture game for 2, 3 or 4 players (two teams) to 37 (RULES.md T37-1..8).

The game satisfies the protocol of :mod:`kit.engine` (registered as ``"trentasette"``):
:class:`Rules` (``capture_mandatory``, ``single_card_first``, the target), :class:`State` (a
frozen position), :func:`new_game`, :func:`to_act`, :func:`legal_actions`, :func:`apply` (pure;
an illegal action raises :class:`~kit.engine.IllegalMove` and changes nothing),
:func:`is_legal` (what ``apply`` accepts, decided without listing the legal actions),
:func:`is_terminal`, :func:`returns`, :func:`view` and the computer players (:func:`computer`).
There is no chance during play (the stock's order is fixed by the deal), so a hand replays
exactly from its deal and its :class:`Play` actions.

The one kind of action is :class:`Play`: a card from the hand with the exact table cards it
takes (``take``), or with ``take=()`` laid on the table.  :func:`legal_actions` lists every
capture as its own action, so a 6 with 2, 4 and 1, 5 on the table is two actions.

The scoring (T37-7) is a pure function of the pozzi, :func:`score`, that returns each line
with its rule id and points (:class:`Line`); :func:`returns` adds them up per side.

Decisions where RULES.md leaves room (each next to its rule id):

* T37-1  With 4 players the teams are seats 0 and 2 against seats 1 and 3 (partners face each
  other, so the teams alternate); with 2 and 3 players each seat is its own side.  A side is
  numbered by its first seat (:func:`side_of`); partners share one pozzo and one score.
  The game is played with french52 only: :func:`value`, :func:`is_figure` (and so
  :func:`captures`, :func:`score`, :func:`worth`) refuse a card of another deck with a
  ValueError naming its deck (:func:`foreign_card`), rather than reading its rank as a French one.
* T37-2  The first dealer is the last seat unless ``dealer`` says otherwise (a match rotates it
  clockwise, C-1); :func:`dealer_by_ace_of_hearts` deals face up from seat 0 until the Ace of
  hearts comes, as the rule text's third way.  The cut (by the dealer's right, seat
  ``dealer - 1``) does not change a uniform shuffle: it is narrated, not simulated.
* T37-3  Cards are dealt one at a time from the dealer's left (C-2), three rounds, then the
  table cards; each later deal the same way.  Play goes clockwise from the dealer's left, and
  each new deal is played from the dealer's left again (the dealer always plays last).  A stock
  that cannot give three cards each (only in an explicit position) is dealt as far as it goes.
* T37-4  An Ace is 1 and takes an Ace; a sum needs two or more number cards (a single card of
  the value is a single capture).  A J, Q or K on the table is never part of a sum.
* T37-5  ``capture_mandatory`` binds the card played: a card that can capture cannot be laid,
  but the player may lay another card that cannot capture.  ``single_card_first``: a number
  card with a single table card of its value may take only single cards (any one of them).
* T37-6  At the end the table goes to the side of the last seat that captured; if nobody
  captured in the whole hand (possible only without ``capture_mandatory``) it stays on the
  table and scores for nobody (as in an explicit position with pozzi but no ``last``, where
  nobody has captured since it was set up: event ``leftovers_unknown``).
* T37-7  Counted per side (:func:`score`).  Ties for most cards or most figures give the point
  to nobody (a :class:`Line` with 0 points says so); a rank held four times scores +2 once
  with three players too; a run counts once per suit (its longest run is shown).
* T37-8  :func:`match_winner`: once a side reaches the target, the highest total wins; a tie for
  the highest total plays another hand; totals may be negative.  With four players the
  winner is named by the team's first seat (0 or 1).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from math import comb
from typing import Any, Sequence

import numpy as np

from kit.cards import FRENCH52_RANKS, FRENCH_SUITS, Card, ForeignCard, french52
from kit.deal import Deal, SeedLike, explicit_deal, make_rng, one_at_a_time, shuffle
from kit.engine import (ActionBase, Event, IllegalMove, RandomAgent, Step, check_dealer, check_level, check_players,
                        check_seat, check_whole, is_flag, is_whole, no_chance, no_window, refusal)
from kit.engine.protocol import GameType
from kit.engine.match import first_to_target
from kit.engine.scratch import Scratch
from kit.engine.seats import HandsBySeat, SeatView, seat_view

GAME_TYPE = GameType("trentasette", range(2, 5), windows=False, chance=False, prefix="t37")
"""T37-1: 2, 3 or 4 players (4 in two teams). Turn-based; no chance after the deal; a state is one hand. Its
words: :mod:`kit.i18n.trentasette` (keys ``t37.…``)."""
NAME, PREFIX, PLAYERS = GAME_TYPE.short_name, GAME_TYPE.prefix, GAME_TYPE.players
"""The registry name, the catalogue prefix and the player counts, as :data:`GAME_TYPE` says."""
MATCH_TARGET = 37
"""T37-8: the first side to 37 points or more wins."""
HAND_SIZE = 3
"""T37-3: three cards each, at the deal and at every later deal."""
TABLE_CARDS = {2: 4, 3: 7, 4: 4}
"""T37-3: cards laid face up on the table at the start of a hand, by number of players."""

FIGURES = ("J", "Q", "K")
"""T37-4: the figures, which take only a card of their own rank."""
NUMBER_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
"""T37-4, T37-7: the number cards, Ace 1 to 10."""
ACE_OF_HEARTS = Card("A", "hearts")
TWO_OF_SPADES = Card("2", "spades")
_FIGURE_SET = frozenset(FIGURES)  # a hash look-up: one rank check, not three

EVENTS = frozenset({
    "dealt", "dealt_position", "table_dealt", "dealt_again", "dealt_short", "last_deal", "captured", "laid",
    "leftovers", "leftovers_nobody", "leftovers_unknown", "most_cards", "most_figures", "cards_tied",
    "figures_tied", "rank_set",
    "ace_of_hearts", "run", "two_of_spades", "no_seven", "missing_suit", "hand_total",
})
"""Every event kind :func:`apply` and :func:`new_game` emit (narrated from ``t37.event.<kind>``)."""

RULE_OF_EVENT = {
    "dealt": "T37-3", "dealt_position": "T37-3", "table_dealt": "T37-3", "dealt_again": "T37-3",
    "dealt_short": "T37-3", "last_deal": "T37-3", "captured": "T37-4",
    "laid": "T37-5", "leftovers": "T37-6", "leftovers_nobody": "T37-6", "leftovers_unknown": "T37-6",
    "hand_total": "T37-7",
}
"""The rule each event kind illustrates (the scoring lines all illustrate T37-7)."""


def value(card: Card) -> int | None:
    """T37-4: a number card's value (Ace 1, 2..10 face value); ``None`` for J, Q, K.

    T37-1: Trentasette is played with french52 only, so a card of another deck (the 7 of
    coppe, an UNO 5) is refused rather than given the value its rank would have.

    Raises:
        ValueError: ``card`` is not a card of french52 (:func:`foreign_card` says why; a
            :class:`~kit.cards.ForeignCard` for a card of another deck).
    """
    try:
        return _CARD_VALUES[card]
    except (KeyError, TypeError):
        raise foreign_card(card) from None


_RANK_VALUES: dict[str, int | None] = {"A": 1, **{rank: int(rank) for rank in NUMBER_RANKS[1:]},
                                       **{rank: None for rank in FIGURES}}
"""T37-4: the value of each rank of french52."""
_CARD_VALUES: dict[Card, int | None] = {c: _RANK_VALUES[c.rank] for c in french52.cards}
"""T37-4: the value of each card of french52, looked up by :func:`value` (it runs for every
table card at every turn); a card of another deck is not there (T37-1)."""


def foreign_card(card: object) -> ValueError:
    """T37-1: why ``card`` is not a Trentasette card (the error :func:`value` and
    :func:`is_figure` raise): a :class:`~kit.cards.ForeignCard` naming the deck it is from and
    saying that the game is played with french52 (a plain ``ValueError`` for what is no card)."""
    if not isinstance(card, Card):
        return ValueError(f"Trentasette's cards are Cards of french52 (e.g. french52.parse('7H')), got {card!r}")
    return ForeignCard.played_with(card, "Trentasette", "french52", "T37-1",
                                   "A, 2..10, J, Q, K of hearts, diamonds, clubs and spades")


def is_figure(card: Card) -> bool:
    """T37-4, T37-7: a J, Q or K.

    Raises:
        ValueError: ``card`` is not a card of french52 (T37-1; an Italian Fante is refused,
            not called "no figure").
    """
    try:
        return _CARD_VALUES[card] is None
    except (KeyError, TypeError):
        raise foreign_card(card) from None


@dataclass(frozen=True)
class Rules:
    """The options of a game of Trentasette (T37-5, T37-8).

    Attributes:
        capture_mandatory: a card that can capture must capture when played (on by default).
        single_card_first: a single table card of the played card's value must be taken
            rather than a sum (on by default).
        target: points that win the match (37).

    Raises:
        ValueError: a switch that is not True or False, or a target that is not a whole
            number of at least 1.
    """

    capture_mandatory: bool = True
    single_card_first: bool = True
    target: int = MATCH_TARGET

    def __post_init__(self) -> None:
        for name in ("capture_mandatory", "single_card_first"):
            if not is_flag(getattr(self, name)):
                raise ValueError(f"Rules.{name} is a switch: True or False, got {getattr(self, name)!r}")
            object.__setattr__(self, name, bool(getattr(self, name)))
        # a numpy integer kept as a plain int
        object.__setattr__(self, "target", check_whole(self.target, "the target", low=1, rule="T37-8"))


CONFORMANCE_RULES = (Rules(capture_mandatory=False), Rules(single_card_first=False),
                     Rules(capture_mandatory=False, single_card_first=False))
"""The option combinations the conformance check plays besides the defaults."""


# --- sides (T37-1) ------------------------------------------------------------------------
def _check_players(players: Any) -> int:
    """``players`` as a plain int, or ``ValueError`` unless it is a whole number 2, 3 or 4 (T37-1)."""
    return check_players(players, PLAYERS, "Trentasette", "T37-1")


def sides(players: int) -> int:
    """T37-1: the number of sides: 2 with 2 or 4 players (two teams), 3 with 3 players."""
    return 2 if players in (2, 4) else players


def side_of(seat: int, players: int) -> int:
    """T37-1: the side of ``seat``: with 4 players seats 0 and 2 are side 0, seats 1 and 3 side 1;
    otherwise each seat is its own side."""
    return seat % 2 if players == 4 else seat


def seats_of(side: int, players: int) -> tuple[int, ...]:
    """T37-1: the seats of ``side``, the side's first seat first."""
    return (side, side + 2) if players == 4 else (side,)


# --- actions ------------------------------------------------------------------------------
class Play(ActionBase):
    """Play ``card`` from the hand, taking exactly the table cards ``take`` (T37-4), or laying it
    on the table when ``take`` is empty (T37-5).

    ``take`` is kept in one order, lowest rank first (Ace, 2, …, 10, J, Q, K; suits as in the
    deck), whatever order it is given in: ``Play(6D, (4H, 2C))`` is the same action as
    ``Play(6D, (2C, 4H))``, so a take is one action however it is written.
    """

    card: Card
    take: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        take = self.take
        if isinstance(take, tuple) and all(isinstance(c, Card) and c.family == "french" for c in take):
            object.__setattr__(self, "take", tuple(sorted(take, key=_ORDER.__getitem__)))

    @property
    def captures(self) -> bool:
        """The play takes cards."""
        return bool(self.take)


Action = Play

_ORDER = {c: (FRENCH52_RANKS.index(c.rank), FRENCH_SUITS.index(c.suit)) for c in french52.cards}
"""The order a take is kept in: by rank (Ace low), then by suit."""


# --- state --------------------------------------------------------------------------------
@dataclass(frozen=True)
class State(HandsBySeat):
    """A position of a hand of Trentasette.  Build it with :func:`new_game`; change it with :func:`apply`.

    Attributes:
        rules: the options.
        hands: the cards of each seat (C-1 numbering), in the order received.
        table: the face-up table cards, in the order they came.
        stock: the undealt cards, top first (T37-3).
        pozzi: the cards each side has taken, in order (T37-1: one pozzo per team).
        dealer: the dealer's seat (T37-2).
        turn: the seat to play.
        last: the seat that captured last (T37-6), or ``None`` before the first capture.
        deals: deals of three cards each made so far in this hand (the first deal is 1).
        over: the hand is finished and scored.
        opening: the events of the deal (see :func:`opening`).
    """

    rules: Rules
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]
    pozzi: tuple[tuple[Card, ...], ...]
    dealer: int
    turn: int
    last: int | None = None
    deals: int = 1
    over: bool = False
    opening: tuple[Event, ...] = field(default=(), compare=False, repr=False)


@dataclass(frozen=True)
class View(SeatView):
    """What one seat may know: its own hand, the face-up table, the others' hand sizes, the
    stock's size and every pozzo (each card in a pozzo was face up when it was taken, T37-4).

    Attributes:
        seat: whose view.
        rules: the options (public).
        hand: this seat's cards.
        table: the table cards.
        counts: cards held by each seat.
        stock: cards left in the stock (a count).
        pozzi: the cards each side has taken.
        dealer, turn, last, deals, over: as in :class:`State`.
    """

    table: tuple[Card, ...]
    stock: int
    pozzi: tuple[tuple[Card, ...], ...]
    dealer: int
    turn: int
    last: int | None
    deals: int
    over: bool


# --- captures (T37-4, T37-5) --------------------------------------------------------------
def captures(card: Card, table: Sequence[Card], rules: Rules = Rules()) -> tuple[tuple[Card, ...], ...]:
    """Every set of table cards ``card`` may take (T37-4, T37-5), each in table order.

    A J, Q or K takes one card of its rank (each such card is one choice).  A number card takes
    one table card of its value, or two or more number cards adding up to it; with
    ``rules.single_card_first`` the sums are not allowed while a single card matches.

    Args:
        card: the card played.
        table: the table cards.
        rules: the options.

    Returns:
        A tuple of takes (tuples of cards), singles first, then sums in table order; empty when
        the card takes nothing.
    """
    return _captures(card, table, None, rules.single_card_first)


def _captures(card: Card, table: Sequence[Card], values: Sequence[int | None] | None,
              single_card_first: bool) -> tuple[tuple[Card, ...], ...]:
    """:func:`captures`, given the :func:`value` of each table card (:func:`plays` works them
    out once for the whole hand), or ``None`` to work them out when needed."""
    rank = card.rank
    if rank in _FIGURE_SET:
        return tuple([(c,) for c in table if c.rank is rank])  # one Rank object per rank: `is` is `==`
    v = value(card)
    if values is None:
        values = [value(c) for c in table]
    singles = tuple([(c,) for c, cv in zip(table, values) if cv == v])
    if singles and single_card_first:
        return singles
    numbers = [(c, cv) for c, cv in zip(table, values) if cv is not None and cv < v]
    if len(numbers) < 2:  # a sum needs two cards or more
        return singles
    sums: list[tuple[Card, ...]] = []

    def extend(start: int, left: int, chosen: tuple[Card, ...]) -> None:
        for i in range(start, len(numbers)):
            c, cv = numbers[i]
            if cv == left and chosen:
                sums.append(chosen + (c,))
            elif cv < left:
                extend(i + 1, left - cv, chosen + (c,))

    extend(0, v, ())
    return singles + tuple(sums)


def plays(state: State, seat: int) -> tuple[Play, ...]:
    """The legal plays of ``seat`` now (T37-5), card by card in hand order (see :func:`legal_actions`)."""
    out: list[Play] = []
    rules, table = state.rules, state.table
    values = [value(c) for c in table]
    for card in state.hands[seat]:
        takes = _captures(card, table, values, rules.single_card_first)
        out.extend(_play(card, take) for take in takes)
        if not takes or not rules.capture_mandatory:
            out.append(_play(card, ()))
    return tuple(out)


_PLAYS: dict[tuple[Card, Card | None], Play] = {}
"""The lays and single-card takes listed so far, by (card, card taken or ``None``): at most
52 × 52 of them, listed again and again, so each is made once.  (Sums are not kept: there
are far more of them, and they come up far less often.)"""


def _play(card: Card, take: tuple[Card, ...]) -> Play:
    """``Play(card, take)``, the one object of it for a lay or a single-card take (see :data:`_PLAYS`)."""
    if len(take) > 1:
        return Play(card, take)
    key = (card, take[0] if take else None)
    play = _PLAYS.get(key)
    if play is None:
        play = _PLAYS[key] = Play(card, take)
    return play


# --- scoring (T37-7) ----------------------------------------------------------------------
@dataclass(frozen=True)
class Line:
    """One line of a hand's score (T37-7), e.g. "+2 Asso di cuori".

    Attributes:
        kind: ``"most_cards"``, ``"most_figures"``, ``"cards_tied"``, ``"figures_tied"``,
            ``"rank_set"``, ``"ace_of_hearts"``, ``"run"``, ``"two_of_spades"``, ``"no_seven"``
            or ``"missing_suit"`` (its text is ``t37.line.<kind>``).
        side: the side it counts for (``None`` for a tie, which counts for nobody).
        points: the points (0 for a tie).
        cards: the cards that earn it (the four 7s, the run, the Ace of hearts), if any.
        suit: the suit it concerns (a run, a missing suit), else ``None``.
        rank: the rank it concerns (a set of four), else ``None``.
        count: the count it concerns (most cards/figures: how many; a tie: how many each).
        rule: the RULES.md id (``"T37-7"``).
    """

    kind: str
    side: int | None
    points: int
    cards: tuple[Card, ...] = ()
    suit: str | None = None
    rank: str | None = None
    count: int | None = None
    rule: str = "T37-7"

    @property
    def signed(self) -> str:
        """The points with their sign, as printed: ``"+2"``, ``"−3"`` (a true minus), ``"0"``."""
        return f"+{self.points}" if self.points > 0 else (f"−{-self.points}" if self.points < 0 else "0")


def _most(counts: Sequence[int], kind: str, tied: str) -> list[Line]:
    """+1 to the side with strictly the most; a tie at the top gives nobody the point (T37-7)."""
    best = max(counts)
    leaders = [side for side, k in enumerate(counts) if k == best]
    if len(leaders) == 1:
        return [Line(kind, leaders[0], 1, count=best)]
    return [Line(tied, None, 0, count=best)]


def longest_run(pozzo: Sequence[Card], suit: str) -> tuple[Card, ...]:
    """T37-7: the longest run of consecutive number cards (Ace low, 10 high, no wrap) of ``suit``
    in ``pozzo``, lowest first (the lowest such run when two are equally long)."""
    return _run({value(c) for c in pozzo if c.suit == suit and not is_figure(c)}, suit)


def _run(held: set[int], suit: str) -> tuple[Card, ...]:
    """:func:`longest_run` of the number cards of ``suit`` whose values are ``held``."""
    best: list[int] = []
    run: list[int] = []
    for v in range(1, 11):
        run = run + [v] if v in held else []
        if len(run) > len(best):
            best = run
    return tuple(Card("A" if v == 1 else str(v), suit) for v in best)


def score(pozzi: Sequence[Sequence[Card]], players: int) -> tuple[Line, ...]:
    """T37-7: every line of a hand's score, side by side: most cards, most figures (or their
    ties), then for each side its sets of a rank, the Ace of hearts, its runs, the 2 of spades,
    no seven, and each suit with no number card.

    Args:
        pozzi: the cards taken by each side (one pozzo per side: 2 with 2 or 4 players, 3 with 3).
        players: 2, 3 or 4 (the 3-player thresholds: a set is 3 of a rank, a run 6 cards).

    Returns:
        The lines in that order (use :func:`totals` for each side's sum).

    Raises:
        ValueError: the number of pozzi is not the number of sides, or ``players`` is not 2..4.
    """
    players = _check_players(players)
    if isinstance(pozzi, str) or len(pozzi) != sides(players):
        raise ValueError(f"{players} players score {sides(players)} pozzi (T37-1), got {pozzi!r}")
    if not all(not isinstance(p, str) and all(isinstance(c, Card) and c.family == "french" for c in p)
               for p in pozzi):
        raise ValueError("each pozzo is a sequence of french52 Cards (french52.parse_many('AH 2C'), "
                         "not the codes themselves)")
    taken = Counter(c for p in pozzi for c in p)
    if any(k > 1 for k in taken.values()):
        twice = sorted(c.code for c, k in taken.items() if k > 1)
        raise ValueError(f"a card can be in one pozzo only, once (the deck has one of each, T37-1): {twice}")
    return _score(pozzi, players)


def _score(pozzi: Sequence[Sequence[Card]], players: int) -> tuple[Line, ...]:
    """:func:`score` of pozzi known to be valid (the engine's own, at the end of a hand)."""
    set_size, run_size = (3, 6) if players == 3 else (4, 7)
    lines = _most([len(p) for p in pozzi], "most_cards", "cards_tied")
    lines += _most([sum(map(is_figure, p)) for p in pozzi], "most_figures", "figures_tied")
    for side, pozzo in enumerate(pozzi):
        by_rank = Counter(c.rank for c in pozzo)
        held: dict[str, set[int]] = {suit: set() for suit in FRENCH_SUITS}  # the number cards' values by suit
        for c in pozzo:
            v = value(c)
            if v is not None:
                held[c.suit].add(v)
        for rank in NUMBER_RANKS:
            if by_rank[rank] >= set_size:
                lines.append(Line("rank_set", side, 2, tuple(c for c in pozzo if c.rank == rank), rank=rank,
                                  count=by_rank[rank]))
        if ACE_OF_HEARTS in pozzo:
            lines.append(Line("ace_of_hearts", side, 2, (ACE_OF_HEARTS,)))
        for suit in FRENCH_SUITS:
            run = _run(held[suit], suit) if len(held[suit]) >= run_size else ()
            if len(run) >= run_size:
                lines.append(Line("run", side, 3, run, suit=suit, count=len(run)))
        if TWO_OF_SPADES in pozzo:
            lines.append(Line("two_of_spades", side, -1, (TWO_OF_SPADES,)))
        if not by_rank["7"]:
            lines.append(Line("no_seven", side, -2))
        for suit in FRENCH_SUITS:
            if not held[suit]:
                lines.append(Line("missing_suit", side, -3, suit=suit))
    return tuple(lines)


def totals(lines: Sequence[Line], players: int) -> tuple[int, ...]:
    """Each side's points: the sum of its lines (T37-7).

    Raises:
        ValueError: ``players`` is not 2, 3 or 4.
    """
    out = [0] * sides(_check_players(players))
    for line in lines:
        if line.side is not None:
            out[line.side] += line.points
    return tuple(out)


def match_winner(totals: Sequence[float], target: float) -> int | None:
    """T37-8: once a side has ``target`` points or more, the side with the highest total wins;
    a tie for the highest total plays another hand (totals may be negative).

    Args:
        totals: points per seat (partners hold the same total).
        target: the points needed (37).

    Returns:
        The winning side's first seat (with four players 0 or 1 names a team), or ``None``
        while the match goes on.

    Raises:
        ValueError: not 2, 3 or 4 totals, or partners (seats 0 and 2, 1 and 3) with different totals.
    """
    n = len(totals)
    if n not in PLAYERS:
        raise ValueError(f"one total per seat, 2, 3 or 4 of them (T37-1), got {len(totals)}: {tuple(totals)!r}")
    if n == 4 and (totals[0] != totals[2] or totals[1] != totals[3]):
        raise ValueError(f"partners share one score (T37-1): seats 0 and 2, 1 and 3 must have the same totals, "
                         f"got {tuple(totals)!r}")
    per_side = [totals[seats_of(side, n)[0]] for side in range(sides(n))]
    return first_to_target(per_side, target)


# --- dealing (T37-2, T37-3) ----------------------------------------------------------------
def dealer_by_ace_of_hearts(players: int, rng: SeedLike) -> tuple[int, tuple[Card, ...]]:
    """T37-2, the rule text's third way: cards dealt face up one at a time from seat 0, clockwise,
    until the Ace of hearts comes; whoever receives it deals first.

    Args:
        players: 2, 3 or 4.
        rng: a seed or Generator for the shuffle.

    Returns:
        ``(dealer, cards turned)``, the Ace of hearts last.

    Raises:
        ValueError: ``players`` is not 2..4.
    """
    players = _check_players(players)
    pack = shuffle(french52, rng)
    k = pack.index(ACE_OF_HEARTS)
    return k % players, pack[:k + 1]


@dataclass(frozen=True)
class Layout(Deal):
    """An explicit position (C-3): :class:`kit.deal.Deal` plus the pozzi already taken and the
    seat that captured last.  Build it with :func:`deal_layout`."""

    pozzi: tuple[tuple[Card, ...], ...] = ()
    last: int | None = None

    def all_cards(self) -> tuple[Card, ...]:
        """Every card: hands, table, stock, then the pozzi."""
        return super().all_cards() + tuple(c for p in self.pozzi for c in p)


REST = "rest"
"""In :func:`deal_layout`, the place that receives every card not named elsewhere."""


def deal_layout(hands: Sequence[str | Sequence[Card | str]], table: str | Sequence[Card | str] = (),
                stock: str | Sequence[Card | str] = REST, pozzi: Sequence[str | Sequence[Card | str]] | None = None,
                last: int | None = None) -> Layout:
    """An explicit position of ``french52`` (C-3) for :func:`new_game`'s ``deal``.

    Args:
        hands: per seat, codes (``"7D KS AH"``) or cards; any number of cards each.
        table: the face-up table cards.
        stock: the stock, top first, or :data:`REST` for every card not named elsewhere in deck
            order.
        pozzi: per side, the cards already taken (``None``: nothing taken); one of them may be
            :data:`REST` (then give ``stock`` explicitly).
        last: the seat that captured last (T37-6), if any.

    Raises:
        ValueError: ``hands`` is a string (give one entry per seat), a code cannot be read, a
            card is named twice or missing (the 52 cards are used exactly once), or :data:`REST`
            is used twice.
    """
    def parse(group: str | Sequence[Card | str]) -> tuple[Card, ...]:
        return explicit_deal(french52, [group], stock=(), complete=False).hands[0]

    if isinstance(hands, str):
        raise ValueError(f"hands is a list with one entry per seat, e.g. ['7D KS', 'AH 2C'], got {hands!r}")

    piles = list(pozzi or [])
    rest_at = [i for i, p in enumerate(piles) if isinstance(p, str) and p == REST]
    if len(rest_at) + (isinstance(stock, str) and stock == REST) > 1:
        raise ValueError("only one place can take the rest of the cards: with stock=\"rest\" (the default) "
                         "no pozzo can be \"rest\"; give the stock's cards explicitly (stock=\"\" for none)")
    hand_cards = tuple(parse(h) for h in hands)
    table_cards = parse(table)
    stock_cards = None if isinstance(stock, str) and stock == REST else parse(stock)
    pile_cards = [None if i in rest_at else parse(p) for i, p in enumerate(piles)]
    named = Counter(c for group in (*hand_cards, table_cards, stock_cards or (), *(p or () for p in pile_cards))
                    for c in group)
    rest = tuple(c for c in french52.cards if not named[c])
    if stock_cards is None:
        stock_cards = rest
    out_pozzi = tuple(rest if p is None else p for p in pile_cards)
    layout = Layout(french52, hand_cards, tuple(stock_cards), table_cards, out_pozzi, last)
    counts = Counter(layout.all_cards())
    missing = [c.code for c in french52.cards if not counts[c]]
    twice = sorted(c.code for c, k in counts.items() if k > 1)
    if missing or twice:
        raise ValueError(f"a Trentasette position uses the 52 cards exactly once (T37-1); "
                         f"missing {missing or 'none'}, named twice {twice or 'none'}")
    return layout


def new_game(rules: Rules = Rules(), players: int = 2, *, rng: SeedLike | None = None, deal: Deal | None = None,
             dealer: int | None = None) -> State:
    """A new hand: shuffled and dealt from a seed (T37-3), or an explicit position (C-3).

    Args:
        rules: the options.
        players: 2, 3 or 4 (with ``deal``, the number of hands decides).
        rng: a seed or Generator for the shuffle.
        deal: a :class:`kit.deal.Deal` of ``french52`` (``hands`` by seat, ``table``, ``stock``
            top first), or a :class:`Layout` from :func:`deal_layout` with pozzi taken already.
        dealer: the dealer's seat (default the last seat, so seat 0 plays first, C-1), or
            :data:`~kit.engine.RANDOM_DEALER` to draw it from ``rng`` first.

    Raises:
        ValueError: ``rules`` that is not a :class:`Rules`, players outside 2..4, both or neither
            of ``rng``/``deal``, a dealer that is not a seat, a deal that does not use the 52
            cards exactly once, a number of pozzi that is not the number of sides, or a last
            capturer that is not a seat.

    An explicit position may give the seats different numbers of cards (a seat with none is
    passed over) and a stock that is not a multiple of three cards each (its last deal then
    gives what is left, one card at a time from the dealer's left: event ``dealt_short``).
    """
    if not isinstance(rules, Rules):
        raise ValueError(f"rules is a trentasette.Rules (e.g. Rules() or Rules(capture_mandatory=False)), "
                         f"got {rules!r}")
    if (rng is None) == (deal is None):
        raise ValueError("give either rng (a seed) or deal (an explicit deal), not both or neither")
    n = _check_players(players if deal is None else len(deal.hands))
    gen = make_rng(rng) if deal is None else None
    dealer = check_dealer(dealer, n, gen)
    first = (dealer + 1) % n
    if deal is None:
        pack = shuffle(french52, gen)
        hands = one_at_a_time(pack, [(first + k) % n for k in range(n)], n, HAND_SIZE)  # T37-3
        table = pack[HAND_SIZE * n:HAND_SIZE * n + TABLE_CARDS[n]]
        stock = pack[HAND_SIZE * n + TABLE_CARDS[n]:]
        pozzi: tuple[tuple[Card, ...], ...] = ((),) * sides(n)
        last = None
    else:
        if deal.deck is not french52 and deal.deck != french52:
            raise ValueError("a Trentasette deal is a Deal of french52 (T37-1)")
        if Counter(deal.all_cards()) != Counter(french52.cards):
            raise ValueError("a Trentasette deal uses the 52 cards exactly once (T37-1)")
        hands = [list(h) for h in deal.hands]
        table, stock = deal.table, deal.stock
        pozzi = getattr(deal, "pozzi", ()) or ((),) * sides(n)
        if len(pozzi) != sides(n):
            raise ValueError(f"{n} players have {sides(n)} pozzi (T37-1), got {len(pozzi)}")
        last = getattr(deal, "last", None)
        if last is not None and (not is_whole(last) or not 0 <= last < n):
            raise ValueError(f"the last capturer is a seat from 0 to {n - 1} (or None), got {last!r}")
        last = None if last is None else int(last)
        if not any(hands) and stock:  # a position between two deals: its first deal, as T37-3 deals
            give = min(HAND_SIZE * n, len(stock))
            for k in range(give):
                hands[(first + k % n) % n].append(stock[k])
            stock = stock[give:]
    state = State(rules, tuple(tuple(h) for h in hands), tuple(table), tuple(stock), tuple(map(tuple, pozzi)),
                  dealer, first, last)
    sizes = {len(h) for h in state.hands}
    if len(sizes) == 1 and 0 not in sizes:  # a dealt hand, or a position with as many cards in each hand
        events = [Event.make("dealt", dealer, game=PREFIX, others=((dealer - 1) % n,), amount=sizes.pop())]
    else:  # an explicit position whose hands differ (or are empty): no "cards each" to tell
        events = [Event.make("dealt_position", dealer, game=PREFIX, others=((dealer - 1) % n,))]
    if state.table:
        events.append(Event.make("table_dealt", None, game=PREFIX, cards=state.table, amount=len(state.table)))
    if not state.hands[first]:  # an explicit position: the first seat with cards, or a new deal
        w = _Work(state, events)
        w.next_turn(dealer)
        state = w.freeze()
    return replace(state, opening=tuple(events))


def opening(state: State) -> tuple[Event, ...]:
    """How the hand began, as events: the deal (who dealt, who cut) and the table cards
    (T37-2, T37-3).  :func:`new_game` returns only a state, so an app narrates these first."""
    return state.opening


# --- the protocol ---------------------------------------------------------------------------
_ONE_SEAT = tuple(frozenset({seat}) for seat in range(max(PLAYERS)))
_NOBODY: frozenset[int] = frozenset()
"""The answers of :func:`to_act`, made once."""


def to_act(state: State) -> frozenset[int]:
    """The seat to play, or nobody once the hand is over."""
    return _NOBODY if state.over else _ONE_SEAT[state.turn]


def legal_actions(state: State, seat: int) -> tuple:
    """The plays ``seat`` may make now (empty when it is not its turn): for each card in hand
    order, each capture it can make (T37-4), then laying it down where allowed (T37-5).

    Raises:
        IndexError: ``seat`` is not a seat of this game.
    """
    seat = check_seat(state.players, seat)
    if state.over or seat != state.turn:
        return ()
    return plays(state, seat)


def is_terminal(state: State) -> bool:
    """The hand is over: every card played, the table given away (T37-6) and the hand scored."""
    return state.over


def hand_ended(state: State) -> bool:
    """The hand is over (a state is one hand: :func:`is_terminal`)."""
    return is_terminal(state)


def returns(state: State) -> tuple[int, ...]:
    """T37-7: each seat's side's points for the hand (partners get the same), zeros before the end."""
    if not state.over:
        return (0,) * state.players
    side_points = totals(score(state.pozzi, state.players), state.players)
    return tuple(side_points[side_of(s, state.players)] for s in range(state.players))


def view(state: State, seat: int) -> View:
    """What ``seat`` may know (:class:`View`): its hand, the table, the others' counts, the size of
    the stock and every pozzo (each card in one was face up when taken, T37-4).

    Raises:
        IndexError: ``seat`` is not a seat of this game.
    """
    seat = check_seat(state.players, seat)
    return seat_view(View, state, seat, {
        "table": state.table, "stock": len(state.stock), "pozzi": state.pozzi, "dealer": state.dealer,
        "turn": state.turn, "last": state.last, "deals": state.deals, "over": state.over})


def cards(state: State) -> tuple[Card, ...]:
    """Every card: hands, table, stock and pozzi (52 at every moment)."""
    return tuple(c for h in state.hands for c in h) + state.table + state.stock + tuple(
        c for p in state.pozzi for c in p)


def hidden_cards(state: State, seat: int) -> frozenset[Card]:
    """The cards ``seat`` must not see: the other hands (the partner's too) and the stock."""
    return frozenset(c for s, h in enumerate(state.hands) if s != seat for c in h) | frozenset(state.stock)


chance_action = no_chance
"""Trentasette has no chance during play: the stock's order is fixed by the deal."""
join = no_window
"""Trentasette is turn-based."""


def is_legal(state: State, action: Any) -> bool:
    """Whether ``action`` is one of ``legal_actions(state, state.turn)``, decided without listing
    them (``apply`` asks this at every action; T37-4, T37-5).

    The types are exact: a :class:`Play` whose card is a :class:`~kit.cards.Card` and whose take
    is a tuple of Cards (a take in the one order every Play keeps it in).  Nothing is legal once
    the hand is over.
    """
    if state.over or type(action) is not Play:
        return False
    card, take, table = action.card, action.take, state.table
    if type(card) is not Card or type(take) is not tuple or card not in state.hands[state.turn]:
        return False
    if not take:  # T37-5: laid, unless the card must capture and can
        return not state.rules.capture_mandatory or not captures(card, table, state.rules)
    if not all(type(c) is Card and c in table for c in take) or len(set(take)) != len(take):
        return False
    if card.rank in FIGURES:  # T37-4: a figure takes one card of its rank
        return len(take) == 1 and take[0].rank == card.rank
    v = value(card)
    if len(take) == 1:  # a single card of the value: always allowed
        return value(take[0]) == v
    # a sum (T37-4): two or more number cards adding up to the card's value, not while a single
    # card of the value is there with single_card_first (T37-5); the take in its one order
    values = [value(c) for c in take]
    return (None not in values and sum(values) == v
            and not (state.rules.single_card_first and any(value(c) == v for c in table))
            and take == tuple(sorted(take, key=_ORDER.__getitem__)))


def apply(state: State, action: Action) -> Step[State]:
    """Play ``action`` for the seat whose turn it is: take the cards (T37-4) or lay the card
    (T37-5); when every hand is empty, deal three more each (T37-3) or end the hand: the table
    to the last capturer (T37-6) and the score line by line (T37-7).

    Raises:
        IllegalMove: the hand is over, ``action`` is not a :class:`Play`, the card is not in the
            hand, or the cards it takes are not a capture the rules allow now (the message
            lists what that card may do).  Nothing changes.
    """
    if state.over:
        raise IllegalMove("the hand is over: nothing more can be played")
    if not is_legal(state, action):
        raise refusal(action, Action, state.turn, legal_actions(state, state.turn), lambda: _why(state, action))
    w = _Work(state)
    w.play(state.turn, action)
    return w.step()


def _why(state: State, action: Play) -> str:
    """Why the rules refuse a well-formed play (one :func:`is_legal` refused) while the hand goes on."""
    seat = state.turn
    hand = state.hands[seat]
    if action.card not in hand:  # the same words wherever the card is: a refusal tells nothing hidden
        return (f"{action.card.code} is not in the hand of seat {seat}, whose turn it is; "
                f"it may play {' '.join(c.code for c in hand)}")
    return _why_not(state, action)


def _why_not(state: State, action: Play) -> str:
    """Why ``action`` (a card of the hand) is refused, and what that card may do (T37-4, T37-5)."""
    rules, card = state.rules, action.card
    allowed = [p for p in plays(state, state.turn) if p.card == card]
    options = "; ".join("lay it on the table" if not p.take else "take " + " ".join(c.code for c in p.take)
                        for p in allowed)
    takes = captures(card, state.table, replace(rules, single_card_first=False))
    if not action.take:
        why = f"{card.code} can take cards, and a card that can take must take (T37-5, capture_mandatory)"
    elif len(set(action.take)) != len(action.take) or card in action.take:
        why = "a take names each table card once, and never the card played"
    elif not set(action.take) <= set(state.table):
        missing = " ".join(c.code for c in action.take if c not in state.table)
        why = f"{missing} {'is' if len(missing.split()) == 1 else 'are'} not on the table"
    elif action.take in takes and rules.single_card_first:
        why = ("a single table card of the same value is there, and it must be taken rather than a sum "
               "(T37-5, single_card_first)")
    elif is_figure(card):
        why = f"a {card.rank} takes exactly one {card.rank} (T37-4)"
    else:
        why = (f"a {card.code} takes one card of value {value(card)}, or two or more number cards adding up "
               f"to {value(card)}, never a J, Q or K (T37-4)")
    return f"{card.code} cannot take {' '.join(c.code for c in action.take)}: {why}; it may: {options}" \
        if action.take else f"{card.code} cannot be laid on the table: {why}; it may: {options}"


class _Work(Scratch):
    """The one place a position changes: the working copy :func:`apply` changes
    (:class:`~kit.engine.scratch.Scratch`).  The hands and pozzi are lists of tuples: a hand or
    pozzo that changes is replaced by a new tuple, as are the table and the stock, so only what
    an action touches is copied."""

    STATE, PREFIX, LISTS = State, PREFIX, ("hands", "pozzi")
    __slots__ = ("n",)

    def __init__(self, state: State, events: list[Event] | None = None) -> None:
        super().__init__(state, events)
        self.n = len(state.hands)

    def play(self, seat: int, action: Play) -> None:
        card, take = action.card, action.take
        hand = self.hands[seat]
        at = hand.index(card)
        self.hands[seat] = hand[:at] + hand[at + 1:]
        if take:  # T37-4
            self.table = tuple(c for c in self.table if c not in take)
            side = side_of(seat, self.n)
            self.pozzi[side] += (card, *take)
            self.last = seat
            self.ev("captured", seat, cards=take, played=card, amount=len(take) + 1)
        else:  # T37-5
            self.table += (card,)
            self.ev("laid", seat, cards=(card,))
        self.next_turn(seat)

    def next_turn(self, seat: int) -> None:
        """The next seat with cards plays; with every hand empty, a new deal (T37-3) or the end
        (T37-6, T37-7).  (In a dealt hand every seat holds as many cards as the others, so the
        next seat always has cards; an explicit position may differ.)"""
        if any(self.hands):
            for k in range(1, self.n + 1):
                if self.hands[(seat + k) % self.n]:
                    self.turn = (seat + k) % self.n
                    return
        dealer = self.dealer
        if self.stock:
            first = (dealer + 1) % self.n
            full = len(self.stock) >= HAND_SIZE * self.n
            given = min(HAND_SIZE * self.n, len(self.stock))
            for k in range(given):  # one at a time from the dealer's left (T37-3)
                self.hands[(first + k % self.n) % self.n] += (self.stock[k],)
            self.stock = self.stock[given:]
            self.deals += 1
            if full:
                self.ev("dealt_again", dealer, amount=HAND_SIZE, index=self.deals)
            else:  # only an explicit position's stock can fall short of three cards each
                self.ev("dealt_short", dealer, amount=given, index=self.deals)
            if not self.stock:
                self.ev("last_deal", None)
            self.turn = first
            return
        if self.table:  # T37-6
            if self.last is None:  # nobody captured (a position may have pozzi but no last capturer)
                # (nobody captured since the position was set up: the pozzi are still its own)
                self.ev("leftovers_nobody" if not any(self.pozzi) else "leftovers_unknown", None, cards=self.table)
            else:
                side = side_of(self.last, self.n)
                partner = tuple(x for x in seats_of(side, self.n) if x != self.last)
                self.ev("leftovers", self.last, others=partner, cards=self.table, amount=len(self.table),
                        team=1 + len(partner))
                self.pozzi[side] += self.table
                self.table = ()
        self.over = True
        lines = _score(self.pozzi, self.n)
        for line in lines:  # T37-7, line by line
            kw: dict[str, Any] = {"amount": line.points, "cards": line.cards, "signed": line.signed}
            if line.suit:
                kw["suit"] = f"suit.{line.suit}"
            if line.rank:
                kw["rank"] = f"t37.ranks.{line.rank}"
                kw["how_many"] = f"t37.how_many.{min(line.count, HAND_SIZE + 1)}"
            if line.count is not None:
                kw["count"] = line.count
            if line.side is None:
                self.ev(line.kind, None, **kw)
            else:
                first_seat, *partner = seats_of(line.side, self.n)
                self.ev(line.kind, first_seat, others=tuple(partner), **kw)
        for side, points in enumerate(totals(lines, self.n)):
            first_seat, *partner = seats_of(side, self.n)
            self.ev("hand_total", first_seat, others=tuple(partner), amount=points, size=abs(points),
                    signed=Line("", side, points).signed)


# --- computer players ----------------------------------------------------------------------
WORTH = {"card": 1.0, "figure": 0.5, "seven": 1.5, "number": 0.2, ACE_OF_HEARTS: 6.0, TWO_OF_SPADES: -3.0}
"""What the greedy player counts a card taken as worth (its own judgement, not points): a card
towards most cards, a figure towards most figures, a 7 towards "no seven" and sets, a number
card towards a suit, the Ace of hearts (+2) much, the 2 of spades (−1) below nothing."""


def worth(card: Card) -> float:
    """The greedy player's worth of taking ``card`` (see :data:`WORTH`)."""
    w = WORTH["card"] + (WORTH["figure"] if is_figure(card) else WORTH["number"])
    if card.rank == "7":
        w += WORTH["seven"]
    return w + WORTH.get(card, 0.0)


def _best_takes(table: Sequence[Card], rules: Rules) -> dict[str, float]:
    """For each rank, the most worth a card of that rank could take from ``table`` (0 if nothing)."""
    return {rank: max((sum(map(worth, take)) for take in captures(Card(rank, "clubs"), table, rules)), default=0.0)
            for rank in NUMBER_RANKS + FIGURES}


def unseen_ranks(v: View) -> Counter:
    """The ranks of the cards ``v``'s seat has not seen (other hands and the stock), counted."""
    seen = set(v.hand) | set(v.table) | {c for p in v.pozzi for c in p}
    return Counter(c.rank for c in french52.cards if c not in seen)


def threat(v: View, table: Sequence[Card], unseen: Counter) -> float:
    """The expected worth the next player could take from ``table`` with their best card: each
    rank's best take, weighted by the chance (hypergeometric) that they hold that rank and no
    better one among their cards."""
    total = sum(unseen.values())
    nxt = (v.seat + 1) % v.players
    held = v.counts[nxt] or min(HAND_SIZE, total)
    if not total or not held:
        return 0.0
    best = sorted(((w, r) for r, w in _best_takes(table, v.rules).items() if w > 0), reverse=True)
    expected, none_better = 0.0, 1.0
    for w, rank in best:
        p_has = 1 - comb(total - unseen[rank], held) / comb(total, held)
        expected += w * p_has * none_better
        none_better *= 1 - p_has
    return expected


@dataclass(frozen=True)
class GreedyPlayer:
    """Takes the most valuable set (by :func:`worth`: the Ace of hearts most, the 2 of spades
    below nothing), and weighs each play against what it leaves on the table for the next
    player (:func:`threat`): it guards the Ace of hearts, avoids laying cards that make easy
    sums, and leaves the 2 of spades unless it comes with more.  Ties go to the first listed."""

    def act(self, v: View, legal: tuple, rng: np.random.Generator) -> Play:
        unseen = unseen_ranks(v)
        last_play = v.stock == 0 and sum(v.counts) == 1

        def value_of(p: Play) -> float:
            gain = worth(p.card) + sum(map(worth, p.take)) if p.take else 0.0
            left = [c for c in v.table if c not in p.take] + ([] if p.take else [p.card])
            if last_play:  # the table goes to the last capturer (T37-6)
                mine = p.take or v.last is not None and side_of(v.last, v.players) == side_of(v.seat, v.players)
                return gain + (sum(map(worth, left)) if mine else -sum(map(worth, left)))
            return gain - threat(v, left, unseen)

        return max(legal, key=value_of)


LEVELS = {"random": RandomAgent(), "greedy": GreedyPlayer()}
"""The computer players by level."""


def computer(level: str = "greedy") -> Any:
    """A computer player: ``"greedy"`` (default) or ``"random"``.

    Raises:
        ValueError: an unknown level (the message lists them).
    """
    return check_level(level, LEVELS)
