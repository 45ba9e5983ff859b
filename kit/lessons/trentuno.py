r"""Exact counts and simulations behind the Trentuno lessons (RULES.md T31-2, T31-4..T31-7).

Each function is small, pure and named after the maths it does; the pages count in plain view
and call these to check their count and to simulate beside it.

Exact (fractions), for a *dealt hand*: three cards from the 40 of ``italian40``, every 3-card set
equally likely, :math:`\binom{40}{3} = 9{,}880` of them (the sample space, :func:`all_hands`).

* :func:`value_counts` — how many of the 9,880 hands have each value (T31-5), counted one hand at
  a time; :func:`value_distribution` the same as probabilities, :func:`mean_value` their mean.
* :func:`hands_worth_31` — the 12 hands worth 31 (an Ace and two of the three figures of one
  suit): :func:`p_thirty_one`.
* :func:`improving_cards` / :func:`p_improve` — the cards among the *unseen* ones (the deck but
  the hand and the cards already seen, e.g. the discards) that make a hand better when drawn
  (T31-4: draw, then keep the best three); :func:`expected_after_draw` the mean value after one
  draw; :func:`improve_by_value` the same chance for every dealt hand, grouped by its value.
* :func:`pay_counts_one_opponent` — against one opponent whose three cards are random among the
  37 others, how often a dealt hand of each value is the lowest (ties included: both pay, T31-7),
  counted over every pair of disjoint hands, with the hands shown as dealt (nobody draws).

Simulated (seeded, with 95% intervals):

* :func:`simulate_dealt` — dealt hands' values; :func:`simulate_draw` — one random unseen card
  drawn onto a given hand; :func:`simulate_showdown` — 2 to 5 hands dealt and shown at once, who
  is the lowest (:func:`pays_by_value`).
* :func:`simulate_threshold_games` — whole games (until one player holds the pot) on the rule
  engine, one :class:`~kit.games.trentuno.ThresholdPlayer` knocking at ``threshold`` against
  players who knock at 25: how many games it wins and its coins at the end.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from math import comb
from typing import Sequence

import numpy as np

from kit.cards import ITALIAN_SUITS, Card, italian40
from kit.deal import SeedLike, streams
from kit.engine import RANDOM_DEALER, play
from kit.games import trentuno as t31
from kit.games.trentuno import HAND_SIZE, Rules, card_points, hand_value, value_after
from kit.prob import Estimate, proportion, sample_hands

DECK: tuple[Card, ...] = italian40.cards
"""The 40 cards (T31-1), in deck order: coppe, denari, bastoni, spade, each A, 2..7, F, C, R."""

SUITS: tuple[str, ...] = ITALIAN_SUITS
"""The four suits."""

HANDS = comb(len(DECK), HAND_SIZE)
"""9,880: the 3-card hands of the 40 cards (the sample space of a dealt hand)."""

POINTS = np.array([card_points(c) for c in DECK])
"""Each card's points (T31-5: Ace 11, figures 10, 2..7 face value), by deck index."""

SUIT = np.array([SUITS.index(c.suit) for c in DECK])
"""Each card's suit as 0..3, by deck index."""


cards = italian40.read
"""Cards from short codes (``"AC FC 7D"``: rank A 2..7 F C R, suit C D B S) or cards
(:meth:`kit.cards.Deck.read`; a ValueError for a code or a card not of ``italian40``)."""


# --- the value of a dealt hand (T31-5) ---------------------------------------------------------

def suit_sums(hand: Sequence[Card]) -> list[tuple[str, tuple[int, ...], int]]:
    """T31-5 suit by suit: for each suit in ``hand``, its cards' points (highest first) and their
    total, the highest total first (a tie: the suit met first in the hand).  The first total is
    :func:`~kit.games.trentuno.hand_value`.

    Raises:
        ValueError: as :func:`cards`.
    """
    points: dict[str, list[int]] = {}
    for card in cards(hand):
        points.setdefault(card.suit, []).append(card_points(card))
    rows = [(suit, tuple(sorted(p, reverse=True)), sum(p)) for suit, p in points.items()]
    return sorted(rows, key=lambda row: -row[2])


def all_hands() -> list[tuple[Card, ...]]:
    """The 9,880 hands of three cards (the sample space), each once, in deck order."""
    return list(combinations(DECK, HAND_SIZE))


def value_counts() -> dict[int, int]:
    """How many of the 9,880 hands have each value (T31-5), counted one hand at a time.

    Returns:
        ``{value: hands}``, values in increasing order (only the values that occur).
    """
    counts = Counter(hand_value(h) for h in all_hands())
    return dict(sorted(counts.items()))


def value_distribution() -> dict[int, Fraction]:
    """P(a dealt hand is worth v) for each value v that occurs: :func:`value_counts` / 9,880."""
    return {v: Fraction(n, HANDS) for v, n in value_counts().items()}


def mean_value() -> Fraction:
    """The expected value of a dealt hand: the 9,880 hands' values added up, divided by 9,880."""
    return Fraction(sum(v * n for v, n in value_counts().items()), HANDS)


def hands_worth_31() -> list[tuple[Card, ...]]:
    """The hands worth 31 (T31-5): an Ace and two figures of one suit — 4 suits times the
    :math:`\\binom{3}{2} = 3` pairs of figures, 12 hands."""
    return [h for h in all_hands() if hand_value(h) == t31.THIRTY_ONE]


def p_thirty_one() -> Fraction:
    """P(a dealt hand is worth 31) = 12 / 9,880 = 3/2,470."""
    return Fraction(len(hands_worth_31()), HANDS)


# --- one draw (T31-4) ----------------------------------------------------------------------------

def unseen_cards(hand: Sequence[Card], seen: Sequence[Card] = ()) -> tuple[Card, ...]:
    """The cards a player has not seen: the deck but ``hand`` and ``seen`` (e.g. the discard
    pile).  The next card of the tallone is one of these, each equally likely (the other
    players' hidden cards are among them: the player cannot tell them apart).

    Raises:
        ValueError: a card twice, or a card of ``seen`` that is in the hand.
    """
    hand, seen = cards(hand), cards(seen)
    if len(set(hand) | set(seen)) != len(hand) + len(seen):
        raise ValueError("the hand and the cards seen must be different cards, each named once")
    known = set(hand) | set(seen)
    return tuple(c for c in DECK if c not in known)


def improving_cards(hand: Sequence[Card], seen: Sequence[Card] = ()) -> list[Card]:
    """The unseen cards (:func:`unseen_cards`) that make ``hand`` worth more once drawn and the
    best three kept (:func:`kit.games.trentuno.value_after`).

    Raises:
        ValueError: ``hand`` is not three cards, or as :func:`unseen_cards`.
    """
    hand = cards(hand)
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a Trentuno hand between turns holds {HAND_SIZE} cards (T31-2), got {len(hand)}")
    now = hand_value(hand)
    return [c for c in unseen_cards(hand, seen) if value_after(hand, c) > now]


def p_improve(hand: Sequence[Card], seen: Sequence[Card] = ()) -> Fraction:
    """P(one draw makes ``hand`` better) = improving cards / unseen cards (each unseen card is
    equally likely to be the top of the tallone).

    Raises:
        ValueError: as :func:`improving_cards`.
    """
    return Fraction(len(improving_cards(hand, seen)), len(unseen_cards(hand, seen)))


def expected_after_draw(hand: Sequence[Card], seen: Sequence[Card] = ()) -> Fraction:
    """The expected value of ``hand`` after one draw and the best discard: the mean of
    :func:`~kit.games.trentuno.value_after` over the unseen cards.

    Raises:
        ValueError: as :func:`improving_cards`.
    """
    hand = cards(hand)
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a Trentuno hand between turns holds {HAND_SIZE} cards (T31-2), got {len(hand)}")
    left = unseen_cards(hand, seen)
    return Fraction(sum(value_after(hand, c) for c in left), len(left))


# --- the same, for every hand at once (numpy) ------------------------------------------------------

def values_of(index_hands: np.ndarray) -> np.ndarray:
    """T31-5 for many hands at once: ``index_hands`` holds deck indices (``DECK[i]``) in its last
    axis (any number of cards); the result has that axis removed — the best total of one suit."""
    idx = np.asarray(index_hands)
    per_suit = np.stack([np.where(SUIT[idx] == s, POINTS[idx], 0).sum(axis=-1) for s in range(len(SUITS))], axis=-1)
    return per_suit.max(axis=-1)


def hand_indices() -> np.ndarray:
    """The 9,880 hands as rows of deck indices, shape ``(9880, 3)``, in :func:`all_hands`' order."""
    return np.array(list(combinations(range(len(DECK)), HAND_SIZE)))


def improve_by_value() -> dict[int, tuple[int, int]]:
    """For each dealt value v: over every hand worth v and every one of its 37 unseen cards, how
    many (hand, card) pairs improve the hand, and how many pairs there are.

    Returns:
        ``{v: (improving pairs, hands worth v × 37)}``; P(one draw improves | value v) is their
        ratio (every hand worth v equally likely, then every unseen card).
    """
    hands = hand_indices()
    now = values_of(hands)
    best = np.zeros((len(hands), len(DECK)), dtype=np.int64)
    for keep in combinations(range(HAND_SIZE), 2):  # the new card and two of the three
        pair = hands[:, keep]
        with_card = np.concatenate([np.repeat(pair[:, None, :], len(DECK), axis=1),
                                    np.broadcast_to(np.arange(len(DECK))[None, :, None], (len(hands), len(DECK), 1))],
                                   axis=2)
        best = np.maximum(best, values_of(with_card))
    best = np.maximum(best, now[:, None])  # or discard the card drawn
    unseen = np.ones((len(hands), len(DECK)), dtype=bool)
    np.put_along_axis(unseen, hands, False, axis=1)
    better = (best > now[:, None]) & unseen
    out = {}
    for v in np.unique(now):
        rows = now == v
        out[int(v)] = (int(better[rows].sum()), int(rows.sum()) * (len(DECK) - HAND_SIZE))
    return out


def p_improve_dealt() -> Fraction:
    """P(one draw improves a dealt hand): every hand, then every one of its 37 unseen cards,
    equally likely (:func:`improve_by_value` added up)."""
    pairs = improve_by_value().values()
    return Fraction(sum(b for b, _ in pairs), sum(n for _, n in pairs))


# --- paying a coin: the lowest hand (T31-7) ----------------------------------------------------------

def pay_counts_one_opponent() -> dict[int, tuple[int, int]]:
    """Against one opponent: for each value v, over every hand worth v and every opponent's hand
    of three of the other 37 cards (:math:`\\binom{37}{3} = 7{,}770`), how many pairs make the
    first hand pay — worth no more than the opponent's (a tie: both pay, T31-7).  The hands are
    shown as dealt: nobody draws (the assumption of this count).

    Returns:
        ``{v: (paying pairs, hands worth v × 7,770)}``.
    """
    hands = hand_indices()
    values = values_of(hands)
    masks = (np.int64(1) << hands).sum(axis=1)
    others = comb(len(DECK) - HAND_SIZE, HAND_SIZE)
    out = {}
    for v in np.unique(values):
        paying = 0
        for m in masks[values == v]:
            disjoint = (masks & m) == 0
            paying += int((values[disjoint] >= v).sum())
        out[int(v)] = (paying, int((values == v).sum()) * others)
    return out


def p_pay_one_opponent() -> dict[int, Fraction]:
    """P(a dealt hand worth v pays | one opponent, hands shown as dealt), for every v
    (:func:`pay_counts_one_opponent`)."""
    return {v: Fraction(p, n) for v, (p, n) in pay_counts_one_opponent().items()}


# --- simulations ------------------------------------------------------------------------------------

def simulate_dealt(trials: int = 20_000, seed: SeedLike = 1) -> np.ndarray:
    """The values of ``trials`` dealt hands, each the first three cards of a seeded shuffle of the
    40 (:func:`kit.prob.sample_hands`), shape ``(trials,)``."""
    return values_of(sample_hands(len(DECK), HAND_SIZE, trials, seed))


def simulate_draw(hand: Sequence[Card], trials: int = 20_000, seed: SeedLike = 1,
                  seen: Sequence[Card] = ()) -> Estimate:
    """``trials`` draws of one card at random among the unseen ones onto ``hand``: the share that
    made it better (with its 95% interval).

    Raises:
        ValueError: as :func:`improving_cards`.
    """
    better = set(improving_cards(hand, seen))
    left = unseen_cards(hand, seen)
    picks = np.random.default_rng(seed).integers(len(left), size=trials)
    hits = np.array([c in better for c in left])[picks]
    return proportion(int(hits.sum()), trials)


def simulate_showdown(players: int, trials: int = 20_000, seed: SeedLike = 1) -> np.ndarray:
    """``trials`` deals of three cards to each of ``players`` (the first ``3 × players`` cards of a
    seeded shuffle, hand ``k`` the cards ``3k..3k+2``; the order of dealing does not change the
    chances), all shown at once: each hand's value, shape ``(trials, players)``.

    Raises:
        ValueError: ``players`` outside 2..5.
    """
    if players not in t31.PLAYERS:
        raise ValueError(f"Trentuno is for 2 to 5 players (T31-1), got {players!r}")
    dealt = sample_hands(len(DECK), HAND_SIZE * players, trials, seed).reshape(trials, players, HAND_SIZE)
    return values_of(dealt)


def pays_by_value(values: np.ndarray) -> dict[int, tuple[int, int]]:
    """From :func:`simulate_showdown`'s values: for each value v of the first hand, the deals
    where it was worth v and, of those, the deals where it paid (no more than every other hand).

    Returns:
        ``{v: (paid, deals)}``.
    """
    values = np.asarray(values)
    mine, lowest_other = values[:, 0], values[:, 1:].min(axis=1)
    paid = mine <= lowest_other
    return {int(v): (int(paid[mine == v].sum()), int((mine == v).sum())) for v in np.unique(mine)}


@dataclass(frozen=True)
class Games:
    """Whole games of :func:`simulate_threshold_games`, one entry per game (numpy arrays).

    Attributes:
        threshold: the first player's knocking threshold.
        players: the players at the table.
        won: the first player held the pot at the end.
        coins: the first player's coins at the end minus at the start (:func:`~kit.games.trentuno.returns`).
        hands: the hands the game lasted.
    """

    threshold: int
    players: int
    won: np.ndarray
    coins: np.ndarray
    hands: np.ndarray

    def wins(self) -> Estimate:
        """The share of games the first player won, with its 95% interval."""
        return proportion(int(self.won.sum()), int(self.won.size))


OTHERS = 25
"""The threshold of the other players in :func:`simulate_threshold_games` (the kit's default
computer player, :data:`kit.games.trentuno.LEVELS`)."""


def simulate_threshold_games(threshold: int, games: int = 1_000, seed: int = 1, players: int = 4,
                             others: int = OTHERS, rules: Rules = Rules()) -> Games:
    """``games`` whole games (until one player holds the pot, T31-9) on the rule engine: seat 0 a
    :class:`~kit.games.trentuno.ThresholdPlayer` that knocks at ``threshold``, every other seat one
    that knocks at ``others``.  Game ``i`` comes from its own stream spawned from ``seed`` (the
    first dealer and every shuffle, then the play), so the first ``k`` games of a longer run are
    the games of a run of ``k``, and every threshold meets the same seeds.

    Raises:
        ValueError: a threshold outside 0..31, or ``players`` outside 2..5.
    """
    agents = [t31.computer("threshold", threshold)] + [t31.computer("threshold", others)] * (players - 1)
    won = np.zeros(games, dtype=bool)
    coins = np.zeros(games, dtype=np.int64)
    hands = np.zeros(games, dtype=np.int64)
    for i, child in enumerate(np.random.SeedSequence(seed).spawn(games)):
        deal_rng, play_rng = streams(child, 2)
        end = play(t31.new_game(rules, players, rng=deal_rng, dealer=RANDOM_DEALER), agents, play_rng).state
        coins[i] = t31.returns(end)[0]
        won[i] = coins[i] > 0
        hands[i] = end.hand_no
    return Games(int(threshold), players, won, coins, hands)
