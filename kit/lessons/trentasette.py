r"""Exact counts and simulations behind the Trentasette lessons (RULES.md T37-1, T37-3, T37-7).

Each function is small, pure and named after the maths it does; the pages count in plain view
and call these to check their count and to simulate beside it.

Exact (fractions), for a *pozzo of n cards taken at random* from the 52 of ``french52``: every
n-card subset equally likely, :math:`\binom{52}{n}` of them.

* :func:`p_no_seven` — no 7 at all (T37-7's −2): all ``n`` cards from the 48 that are not 7s,
  :math:`\binom{48}{n}/\binom{52}{n}` (hypergeometric with no success).
* :func:`p_misses_suit` — no number card (A..10) of one named suit (T37-7's −3): all ``n`` from
  the 42 other cards, :math:`\binom{42}{n}/\binom{52}{n}`.
* :func:`p_misses_some_suit` — no number card of at least one suit, by inclusion–exclusion over
  the four suits (:func:`missing_suit_terms` lists the terms);
  :func:`expected_missing_suits` — how many suits are missed on average (linearity of
  expectation: 4 times :func:`p_misses_suit`), so the expected −3 lines.
* :func:`runs_among` — how many ``k``-card sets of the 10 number ranks of one suit hold a run of
  ``length`` consecutive ranks (counted over the :math:`2^{10}` sets);
  :func:`p_run_in_suit` — a run of ``length`` (7, or 6 with three players) in one named suit;
  :func:`p_run_some_suit` — in at least one suit (counted with a generating polynomial: per suit,
  the sets with and without a run, times the three figures).

Simulated (seeded, with 95% intervals):

* :func:`simulate_pozzi` — random pozzi of ``n`` cards, the four events above.
* :func:`simulate_hands` — whole hands played by computer players on the rule engine (about
  10 ms a hand with the greedy player), the dealer rotating as in a match; each hand keeps every
  side's points kind by kind (:data:`KINDS`), so the pages can ask which lines *decide* a hand
  (:func:`decides`), what the Ace of hearts is worth (:func:`ace_of_hearts`) and how much going
  first matters (:func:`by_play_order`).

A hand's *winner* (:func:`hand_winner`) is the side with strictly the most points in that hand
(a tie at the top: no winner).  A kind of line *decides* a hand when leaving that kind out of
the count (for every side) changes the winner, or makes a tie of a win, or a win of a tie.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from math import comb
from typing import Sequence

import numpy as np

from kit.cards import FRENCH_SUITS, Card, french52
from kit.deal import SeedLike, streams
from kit.engine import play
from kit.games import trentasette as t37
from kit.games.trentasette import NUMBER_RANKS, Rules
from kit.prob import Estimate, mean_estimate, proportion, sample_hands

DECK: tuple[Card, ...] = french52.cards
"""The 52 cards (T37-1), in deck order: hearts, diamonds, clubs, spades, each A..10, J, Q, K."""

SUITS: tuple[str, ...] = FRENCH_SUITS
"""The four suits."""

NUMBERS_PER_SUIT = len(NUMBER_RANKS)
"""10 number cards (A..10) in each suit (T37-4)."""

KINDS: tuple[str, ...] = ("most_cards", "most_figures", "rank_set", "ace_of_hearts", "run", "two_of_spades",
                          "no_seven", "missing_suit")
"""The kinds of score line that give points (T37-7), in :func:`kit.games.trentasette.score`'s order
(a tie for most cards or figures gives nobody a point, so it is no kind of its own here)."""


cards = french52.read
"""Cards from short codes (``"7H TS AH"``: T is the 10) or cards (:meth:`kit.cards.Deck.read`)."""


def run_length(players: int) -> int:
    """T37-7: the shortest run that scores: 7 cards with 2 or 4 players, 6 with 3.

    Raises:
        ValueError: ``players`` is not 2, 3 or 4.
    """
    _check_players(players)
    return 6 if players == 3 else 7


def _check_players(players: int) -> None:
    if players not in t37.PLAYERS:
        raise ValueError(f"Trentasette is for 2, 3 or 4 players (T37-1), got {players!r}")


def _check_size(n: int) -> None:
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or not 0 <= n <= len(DECK):
        raise ValueError(f"a pozzo holds 0 to {len(DECK)} cards (a whole number), got {n!r}")


# --- no seven (T37-7: −2) ---------------------------------------------------------------------

def p_no_seven(n: int) -> Fraction:
    r"""P(a pozzo of ``n`` random cards holds no 7): :math:`\binom{48}{n}/\binom{52}{n}`.

    Raises:
        ValueError: ``n`` outside 0..52.
    """
    _check_size(n)
    return Fraction(comb(len(DECK) - 4, n), comb(len(DECK), n))


# --- a suit with no number card (T37-7: −3 each) ----------------------------------------------

def p_misses_suit(n: int) -> Fraction:
    r"""P(a pozzo of ``n`` random cards holds no number card (A..10) of one named suit):
    :math:`\binom{42}{n}/\binom{52}{n}` (its figures J, Q, K do not help, T37-7).

    Raises:
        ValueError: ``n`` outside 0..52.
    """
    _check_size(n)
    return Fraction(comb(len(DECK) - NUMBERS_PER_SUIT, n), comb(len(DECK), n))


def missing_suit_terms(n: int) -> list[tuple[int, int, int]]:
    r"""The inclusion–exclusion terms of :func:`p_misses_some_suit`: for ``j`` = 1..4,
    ``(j, C(4, j), C(52 - 10 j, n))`` — the ways to name ``j`` suits, and the pozzi with no
    number card of any of them.  The chance is
    :math:`\sum_j (-1)^{j+1}\binom{4}{j}\binom{52-10j}{n} / \binom{52}{n}`.

    Raises:
        ValueError: ``n`` outside 0..52.
    """
    _check_size(n)
    return [(j, comb(len(SUITS), j), comb(len(DECK) - NUMBERS_PER_SUIT * j, n)) for j in range(1, len(SUITS) + 1)]


def p_misses_some_suit(n: int) -> Fraction:
    """P(a pozzo of ``n`` random cards misses the number cards of at least one suit), by
    inclusion–exclusion (:func:`missing_suit_terms`).

    Raises:
        ValueError: ``n`` outside 0..52.
    """
    total = sum((-1) ** (j + 1) * ways * pozzi for j, ways, pozzi in missing_suit_terms(n))
    return Fraction(total, comb(len(DECK), n))


def expected_missing_suits(n: int) -> Fraction:
    """The expected number of suits with no number card in a pozzo of ``n`` random cards:
    4 times :func:`p_misses_suit` (linearity of expectation; the four events overlap, which
    does not matter for a mean).  Times −3, the expected points of T37-7's missing-suit lines.

    Raises:
        ValueError: ``n`` outside 0..52.
    """
    return len(SUITS) * p_misses_suit(n)


# --- a run (T37-7: +3 a suit) -----------------------------------------------------------------

def has_run(values: Sequence[int] | set[int], length: int) -> bool:
    """Whether the number values (1..10) hold ``length`` consecutive ones (Ace low, no wrap)."""
    held = set(values)
    return any(all(v + i in held for i in range(length)) for v in range(1, NUMBERS_PER_SUIT - length + 2))


def runs_among(k: int, length: int) -> int:
    """How many of the :math:`\\binom{10}{k}` sets of ``k`` number ranks of one suit hold a run of
    ``length`` consecutive ranks: counted one set at a time over all of them.

    Raises:
        ValueError: ``length`` outside 1..10.
    """
    if not 1 <= length <= NUMBERS_PER_SUIT:
        raise ValueError(f"a run is 1 to {NUMBERS_PER_SUIT} cards long, got {length!r}")
    if not 0 <= k <= NUMBERS_PER_SUIT:
        return 0
    return sum(has_run(chosen, length) for chosen in combinations(range(1, NUMBERS_PER_SUIT + 1), k))


def p_run_in_suit(n: int, length: int = 7) -> Fraction:
    r"""P(a pozzo of ``n`` random cards holds a run of ``length`` or more in one named suit):
    :math:`\sum_k R_k \binom{42}{n-k} / \binom{52}{n}`, with :math:`R_k` = :func:`runs_among`
    (``k`` number cards of the suit forming a run, the other ``n - k`` cards from the 42 others).

    Raises:
        ValueError: ``n`` outside 0..52 or ``length`` outside 1..10.
    """
    _check_size(n)
    others = len(DECK) - NUMBERS_PER_SUIT
    total = sum(runs_among(k, length) * comb(others, n - k) for k in range(length, min(n, NUMBERS_PER_SUIT) + 1))
    return Fraction(total, comb(len(DECK), n))


def _poly_mul(a: list[int], b: list[int]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def pozzi_without_run(n: int, length: int = 7) -> int:
    r"""How many ``n``-card pozzi hold no run of ``length`` in any suit: the coefficient of
    :math:`x^n` in :math:`\big(\sum_k (\binom{10}{k} - R_k)\,x^k \cdot (1+x)^3\big)^4` (per suit:
    its number cards without a run, times any of its three figures).

    Raises:
        ValueError: ``n`` outside 0..52 or ``length`` outside 1..10.
    """
    _check_size(n)
    suit = [comb(NUMBERS_PER_SUIT, k) - runs_among(k, length) for k in range(NUMBERS_PER_SUIT + 1)]
    suit = _poly_mul(suit, [1, 3, 3, 1])
    poly = [1]
    for _ in SUITS:
        poly = _poly_mul(poly, suit)
    return poly[n]


def p_run_some_suit(n: int, length: int = 7) -> Fraction:
    """P(a pozzo of ``n`` random cards holds a run of ``length`` or more in at least one suit):
    1 − :func:`pozzi_without_run` / C(52, n).

    Raises:
        ValueError: ``n`` outside 0..52 or ``length`` outside 1..10.
    """
    return 1 - Fraction(pozzi_without_run(n, length), comb(len(DECK), n))


# --- random pozzi, simulated --------------------------------------------------------------------

@dataclass(frozen=True)
class Pozzi:
    """Random pozzi of ``size`` cards, one row per pozzo (boolean numpy arrays).

    Attributes:
        size: cards in each pozzo.
        no_seven: no 7 at all.
        misses_hearts: no number card of hearts.
        misses_some_suit: no number card of at least one suit.
        run: a run of ``length`` or more in at least one suit.
        length: the run length asked for.
    """

    size: int
    no_seven: np.ndarray
    misses_hearts: np.ndarray
    misses_some_suit: np.ndarray
    run: np.ndarray
    length: int

    def estimate(self, event: str) -> Estimate:
        """The share of pozzi where ``event`` (an attribute name) happened, with its Wilson interval."""
        hits = np.asarray(getattr(self, event))
        return proportion(int(hits.sum()), int(hits.size))


_VALUE = np.array([t37.value(c) or 0 for c in DECK])          # 0 for a figure
_SUIT = np.array([SUITS.index(c.suit) for c in DECK])


def simulate_pozzi(n: int, trials: int = 20_000, seed: SeedLike = 1, length: int = 7) -> Pozzi:
    """``trials`` pozzi of ``n`` cards, each the first ``n`` cards of a seeded shuffle of the 52
    (:func:`kit.prob.sample_hands`; card ``i`` is ``DECK[i]``), and which events happened.

    Raises:
        ValueError: ``n`` outside 0..52 or ``length`` outside 1..10.
    """
    _check_size(n)
    if not 1 <= length <= NUMBERS_PER_SUIT:
        raise ValueError(f"a run is 1 to {NUMBERS_PER_SUIT} cards long, got {length!r}")
    picked = sample_hands(len(DECK), n, trials, seed)
    held = np.zeros((trials, len(DECK)), dtype=bool)
    np.put_along_axis(held, picked, True, axis=1)
    numbers = np.zeros((trials, len(SUITS), NUMBERS_PER_SUIT), dtype=bool)  # [pozzo, suit, value - 1]
    is_number = _VALUE > 0
    numbers[:, _SUIT[is_number], _VALUE[is_number] - 1] = held[:, is_number]
    per_suit = numbers.any(axis=2)
    windows = np.lib.stride_tricks.sliding_window_view(numbers, length, axis=2).all(axis=3)
    return Pozzi(n, ~held[:, _VALUE == 7].any(axis=1), ~per_suit[:, 0], ~per_suit.all(axis=1),
                 windows.any(axis=(1, 2)), length)


# --- whole hands played by computer players ------------------------------------------------------

@dataclass(frozen=True)
class Hands:
    """Hands played by computer players, one entry per hand (numpy arrays).

    Attributes:
        players: 2, 3 or 4.
        dealer: the dealer's seat of each hand.
        points: each side's points kind by kind, shape ``(hands, len(KINDS), sides)``.
        ace_side: the side that took the Ace of hearts.
        sizes: each side's pozzo size at the end, shape ``(hands, sides)``.
        no_seven: each side's pozzo held no 7, shape ``(hands, sides)``.
        missing: each side's number of suits with no number card, shape ``(hands, sides)``.
    """

    players: int
    dealer: np.ndarray
    points: np.ndarray
    ace_side: np.ndarray
    sizes: np.ndarray
    no_seven: np.ndarray
    missing: np.ndarray

    @property
    def totals(self) -> np.ndarray:
        """Each side's points in each hand, shape ``(hands, sides)``."""
        return self.points.sum(axis=1)


def points_by_kind(lines: Sequence[t37.Line], players: int) -> np.ndarray:
    """The points of ``score``'s lines added up by kind and side, shape ``(len(KINDS), sides)``."""
    out = np.zeros((len(KINDS), t37.sides(players)), dtype=np.int64)
    for line in lines:
        if line.side is not None:
            out[KINDS.index(line.kind), line.side] += line.points
    return out


def simulate_hands(players: int = 2, hands: int = 1_000, seed: int = 1, level: str = "greedy",
                   rules: Rules = Rules()) -> Hands:
    """``hands`` hands of ``players`` computer players of ``level`` on the rule engine
    (:func:`kit.engine.play`), hand ``i`` dealt by seat ``(players - 1 + i) % players`` (the
    dealer rotating as in a match), each from its own stream spawned from ``seed`` (deal and
    play), so the first ``k`` hands of a longer run are the hands of a run of ``k``.

    Raises:
        ValueError: ``players`` is not 2..4, or an unknown level.
    """
    _check_players(players)
    agents = [t37.computer(level)] * players
    s = t37.sides(players)
    dealer = np.zeros(hands, dtype=np.int64)
    points = np.zeros((hands, len(KINDS), s), dtype=np.int64)
    ace_side, sizes, no_seven, missing = (np.zeros(hands, dtype=np.int64), np.zeros((hands, s), dtype=np.int64),
                                          np.zeros((hands, s), dtype=bool), np.zeros((hands, s), dtype=np.int64))
    for i, child in enumerate(np.random.SeedSequence(seed).spawn(hands)):
        deal_rng, play_rng = streams(child, 2)
        dealer[i] = (players - 1 + i) % players
        end = play(t37.new_game(rules, players, rng=deal_rng, dealer=int(dealer[i])), agents, play_rng).state
        points[i] = points_by_kind(t37.score(end.pozzi, players), players)
        ace_side[i] = next(side for side, pozzo in enumerate(end.pozzi) if t37.ACE_OF_HEARTS in pozzo)
        sizes[i] = [len(p) for p in end.pozzi]
        no_seven[i] = [not any(c.rank == "7" for c in p) for p in end.pozzi]
        missing[i] = [sum(not any(c.suit == suit and not t37.is_figure(c) for c in p) for suit in SUITS)
                      for p in end.pozzi]
    return Hands(players, dealer, points, ace_side, sizes, no_seven, missing)


def hand_winner(totals: np.ndarray) -> np.ndarray:
    """The side with strictly the most points in each hand (rows of ``totals``), −1 for a tie at the top."""
    totals = np.asarray(totals)
    best = totals.max(axis=1)
    leaders = (totals == best[:, None]).sum(axis=1)
    return np.where(leaders == 1, totals.argmax(axis=1), -1)


def decides(points: np.ndarray, kind: str) -> np.ndarray:
    """For each hand: leaving out every line of ``kind`` (for all sides) changes the hand's
    winner (:func:`hand_winner`; a tie at the top counts as "no winner").

    Args:
        points: :attr:`Hands.points`, shape ``(hands, len(KINDS), sides)``.
        kind: one of :data:`KINDS`.

    Raises:
        ValueError: an unknown kind.
    """
    if kind not in KINDS:
        raise ValueError(f"no kind of line {kind!r}; the kinds are {KINDS}")
    totals = points.sum(axis=1)
    return hand_winner(totals) != hand_winner(totals - points[:, KINDS.index(kind), :])


def occurs(points: np.ndarray, kind: str) -> np.ndarray:
    """For each hand: some side scored a line of ``kind`` (points other than 0)."""
    return (points[:, KINDS.index(kind), :] != 0).any(axis=1)


def ace_of_hearts(h: Hands) -> dict[str, object]:
    """What the side that took the Ace of hearts got, hand by hand.

    Returns:
        ``diff``: its points minus the average of the other sides' (mean, 95% interval);
        ``wins``: how often it won the hand (Wilson interval); ``by_kind``: that difference kind
        by kind (means; they add up to ``diff``'s mean, the Ace's own +2 among them).
    """
    s = t37.sides(h.players)
    own = np.arange(s)[None, :] == h.ace_side[:, None]                      # (hands, sides)
    weight = np.where(own, 1.0, -1.0 / (s - 1))                             # own minus the others' average
    diff_by_kind = (h.points * weight[:, None, :]).sum(axis=2)              # (hands, kinds)
    won = hand_winner(h.totals) == h.ace_side
    return {"diff": mean_estimate(diff_by_kind.sum(axis=1)), "wins": proportion(int(won.sum()), int(won.size)),
            "by_kind": dict(zip(KINDS, diff_by_kind.mean(axis=0).tolist()))}


def play_order_sides(players: int, dealer: int) -> list[int]:
    """The sides in the order they first play after ``dealer`` deals: the first player's side
    (at the dealer's left, T37-3) first, the dealer's side last."""
    out: list[int] = []
    for k in range(1, players + 1):
        side = t37.side_of((dealer + k) % players, players)
        if side not in out:
            out.append(side)
    return out


def by_play_order(h: Hands) -> np.ndarray:
    """Each hand's totals re-ordered by play order (:func:`play_order_sides`): column 0 is the
    side of the first player, the last column the dealer's side; shape ``(hands, sides)``."""
    order = np.array([play_order_sides(h.players, int(d)) for d in h.dealer])
    return np.take_along_axis(h.totals, order, axis=1)


# --- the walkthrough: choices and the seed search ---------------------------------------------------

def other_captures(state: t37.State, action: t37.Play) -> tuple[tuple[Card, ...], ...]:
    """The other captures the card of ``action`` could have made in ``state`` (T37-4, T37-5):
    every legal take of that card except the one chosen (empty when there was no choice, or when
    the card was laid on the table)."""
    if not action.take:
        return ()
    return tuple(p.take for p in t37.legal_actions(state, state.turn)
                 if p.card == action.card and p.take and set(p.take) != set(action.take))


def is_sum(take: Sequence[Card]) -> bool:
    """A capture of two or more cards: a sum (T37-4)."""
    return len(take) >= 2


def choices_in(record) -> list[int]:
    """The indices (0 = the first action) of the plays in ``record`` (a :class:`kit.engine.Record`
    of a hand) whose card had two or more captures, at least one of them a sum."""
    found, state = [], record.start
    for i, action in enumerate(record.actions):
        others = other_captures(state, action)
        if action.take and others and (is_sum(action.take) or any(map(is_sum, others))):
            found.append(i)
        state = t37.apply(state, action).state
    return found
