"""The 3-5-8 lessons' numbers (kit/lessons/tre_cinque_otto.py): each exact value by a second method
(another formula, a polynomial count, or a plain count of every hand on a smaller case), each
simulation inside its interval, the scores against the engine's own scoring, and the comparison of
choosing from 6 or 16 cards against the engine's players on explicit deals."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations, product
from math import comb

import numpy as np
import pytest

from kit.engine import play
from kit.games import tre_cinque_otto as tco
from kit.lessons import tre_cinque_otto as L
from kit.prob import hypergeom_pmf, mean_estimate, wilson_interval

SUIT = [int(s) for s in L.SUIT]


def ordered_length_counts(n: int) -> Counter:
    """Hands of n cards by their four suit lengths in suit order (hearts, diamonds, clubs, spades),
    each length vector counted as the product of C(13, length): no patterns, no permutations."""
    out: Counter = Counter()
    for lengths in product(range(14), repeat=3):
        last = n - sum(lengths)
        if 0 <= last <= 13:
            ways = 1
            for length in (*lengths, last):
                ways *= comb(13, length)
            out[(*lengths, last)] = ways
    return out


def hands_with_no_suit_over(m: int, n: int) -> int:
    """Hands of n cards whose suits all have at most m cards: the coefficient of x^n in
    (sum_{j<=m} C(13, j) x^j)^4, multiplied out as polynomials."""
    one = [comb(13, j) for j in range(min(m, 13) + 1)]
    poly = [1]
    for _ in range(4):
        poly = [sum(poly[i] * one[k - i] for i in range(len(poly)) if 0 <= k - i < len(one))
                for k in range(len(poly) + len(one) - 1)]
    return poly[n] if n < len(poly) else 0


# --- one named suit among the first 6 ---------------------------------------------------------

def test_one_suit_among_the_first_six_is_hypergeometric():
    dist = L.suit_count_distribution()
    assert list(dist) == list(range(7))
    assert sum(dist.values()) == 1
    assert dist[0] == Fraction(comb(39, 6), comb(52, 6)) == Fraction(2109, 13160)
    assert dist[6] == Fraction(comb(13, 6), comb(52, 6)) == Fraction(33, 391510)
    assert max(dist, key=dist.get) == 1  # one card of the suit is the likeliest
    ordered = ordered_length_counts(6)
    for k, p in dist.items():
        assert p == hypergeom_pmf(k, 52, 13, 6)
        assert p == Fraction(sum(h for lengths, h in ordered.items() if lengths[0] == k), comb(52, 6))
    assert L.p_suit_count(7) == 0 and L.suit_count_hands(-1) == 0
    assert sum(L.suit_count_distribution(16).values()) == 1 and len(L.suit_count_distribution(16)) == 14


def test_one_suit_counted_card_by_card_on_four_cards():
    counts = Counter(sum(SUIT[i] == 0 for i in hand) for hand in combinations(range(52), 4))
    assert {k: Fraction(h, comb(52, 4)) for k, h in sorted(counts.items())} == L.suit_count_distribution(4)


def test_one_suit_simulated_inside_the_intervals():
    hearts = L.simulate_suit_lengths(6, 20_000, seed=3)[:, 0]
    for k in (0, 1, 2, 3):
        low, high = wilson_interval(int((hearts == k).sum()), hearts.size)
        assert low <= float(L.p_suit_count(k)) <= high, k


# --- the longest suit ----------------------------------------------------------------------------

@pytest.mark.parametrize("n", [6, 16])
def test_the_patterns_add_up_to_every_hand(n):
    patterns = L.suit_patterns(n)
    assert sum(patterns.values()) == comb(52, n)
    assert all(sum(p) == n and list(p) == sorted(p, reverse=True) and max(p) <= 13 for p in patterns)
    # the same hands grouped from ordered length vectors (no permutations counted)
    by_pattern: Counter = Counter()
    for lengths, hands in ordered_length_counts(n).items():
        by_pattern[tuple(sorted(lengths, reverse=True))] += hands
    assert dict(by_pattern) == patterns


@pytest.mark.parametrize("n", [6, 16])
def test_the_longest_suit_by_polynomials(n):
    counts = L.longest_suit_counts(n)
    for m in range(14):
        at_most = sum(h for length, h in counts.items() if length <= m)
        assert at_most == hands_with_no_suit_over(m, n), m


def test_the_longest_suit_among_six_and_sixteen():
    six = L.longest_suit_distribution(6)
    assert list(six) == [2, 3, 4, 5, 6]  # 6 cards in 4 suits: some suit has at least 2
    assert six[6] == Fraction(4 * comb(13, 6), comb(52, 6))
    # longest 2: patterns 2-2-1-1 (which two suits have 2) and 2-2-2-0 (which suit has none)
    assert six[2] == Fraction(comb(4, 2) * comb(13, 2) ** 2 * 13 ** 2 + 4 * comb(13, 2) ** 3, comb(52, 6))
    assert max(six, key=six.get) == 3
    assert L.expected_longest_suit(6) == sum(m * p for m, p in six.items())
    assert round(float(L.expected_longest_suit(6)), 4) == 2.7286
    sixteen = L.longest_suit_distribution(16)
    assert min(sixteen) == 4 and max(sixteen) == 13 and sum(sixteen.values()) == 1
    assert round(float(L.expected_longest_suit(16)), 4) == 5.7507


def test_the_longest_suit_counted_card_by_card_on_four_cards():
    counts = Counter(max(Counter(SUIT[i] for i in hand).values()) for hand in combinations(range(52), 4))
    assert dict(sorted(counts.items())) == L.longest_suit_counts(4)


@pytest.mark.parametrize("n", [6, 16])
def test_the_longest_suit_simulated_inside_the_interval(n):
    longest = L.simulate_suit_lengths(n, 20_000, seed=1).max(axis=1)  # a 95% interval: about 1 seed in 20 misses
    assert mean_estimate(longest).contains(L.expected_longest_suit(n))
    assert (L.simulate_suit_lengths(n, 20_000, seed=5) == L.simulate_suit_lengths(n, 20_000, seed=5)).all()
    assert L.simulate_suit_lengths(n, 100, seed=5).sum(axis=1).tolist() == [n] * 100


# --- the monte -----------------------------------------------------------------------------------

def test_the_monte_holds_an_ace():
    p = L.p_monte_has_ace()
    assert p == 1 - Fraction(comb(48, 4), comb(52, 4)) == Fraction(15229, 54145)
    aces = [i for i, c in enumerate(L.DECK) if c.rank == "A"]
    with_ace = sum(1 for monte in combinations(range(52), 4) if set(monte) & set(aces))
    assert p == Fraction(with_ace, comb(52, 4))
    dist = L.monte_ace_distribution()
    assert sum(dist.values()) == 1 and p == 1 - dist[0]
    assert dist == {a: hypergeom_pmf(a, 52, 4, 4) for a in range(5)}
    assert L.simulate_monte_ace(20_000, seed=2).contains(p)


def test_the_monte_seen_from_a_hand():
    assert L.p_monte_has_ace_given(0, seen=0) == L.p_monte_has_ace()
    assert L.p_monte_has_ace_given(4) == 0
    # a hand of 16 holding one Ace: the monte is 4 of the 36 unseen cards, 3 of them Aces
    counted = sum(1 for monte in combinations(range(36), 4) if min(monte) < 3)
    assert L.p_monte_has_ace_given(1) == Fraction(counted, comb(36, 4))
    assert L.p_monte_has_ace_given(0) > L.p_monte_has_ace() > L.p_monte_has_ace_given(2)


# --- scores (TCO-7) ---------------------------------------------------------------------------------

def test_scores_by_hand():
    # dealer seat 2 (target 3), declarer seat 0 (8), third seat 1 (5)
    assert L.hand_scores("hearts", (10, 4, 2)) == (2, -1, -1)
    assert L.hand_scores("no_trumps", (8, 5, 3)) == (0, 0, 0)
    assert L.hand_scores("spades", (5, 5, 6), dealer=0) == (2, -3, 1)  # seat 1 declares: 8 wanted, 5 taken
    # senza prese: maxima declarer 3, dealer 8, third 5
    assert L.hand_scores("no_tricks", (2, 5, 9)) == (1, 0, -1)
    assert L.hand_scores("no_tricks", (16, 0, 0)) == (-13, 5, 8)
    for tricks in product(range(17), repeat=2):
        split = (*tricks, 16 - sum(tricks))
        if split[2] >= 0:
            for game in ("clubs", "no_tricks"):
                for dealer in range(3):
                    assert sum(L.hand_scores(game, split, dealer)) == 0


def test_scores_agree_with_the_engine():
    hands = 0
    games = Counter()
    for seed, level in ((1, "sensible"), (2, "random"), (3, "random")):
        record = play(tco.new_game(tco.Rules(hands=18), rng=seed), [tco.computer(level)] * 3, seed)
        dealer, game = 2, None  # the first deal's event is the opening, not in the log
        scored: dict[int, tuple[int, int]] = {}
        for event in record.log:
            if event.kind == "dealt":
                dealer = event.seat
            elif event.kind == "chose":
                game = dict(event.data)["choice"].removeprefix("tco.game.")
            elif event.kind == "scored":
                scored[event.seat] = (dict(event.data)["tricks"], event.amount)
                if len(scored) == 3:
                    tricks = tuple(scored[s][0] for s in range(3))
                    assert L.hand_scores(game, tricks, dealer) == tuple(scored[s][1] for s in range(3))
                    games[game] += 1
                    hands += 1
                    scored = {}
    assert hands == 54 and set(games) == set(tco.GAMES)


def test_scores_refuse_bad_input():
    with pytest.raises(ValueError, match="the games are"):
        L.hand_scores("trumps", (8, 5, 3))
    with pytest.raises(ValueError, match="adding up to 16"):
        L.hand_scores("hearts", (8, 5, 2))
    with pytest.raises(ValueError, match="adding up to 16"):
        L.hand_scores("hearts", (17, -1, 0))
    with pytest.raises(ValueError, match="dealer is a seat"):
        L.hand_scores("hearts", (8, 5, 3), dealer=3)
    with pytest.raises(ValueError, match="number of cards from 0 to 52"):
        L.suit_patterns(53)
    with pytest.raises(ValueError, match="Aces held"):
        L.p_monte_has_ace_given(2, seen=1)
    with pytest.raises(ValueError, match="at least 2 deals"):
        L.simulate_choice(1)


# --- choosing from 6 cards or from 16 ---------------------------------------------------------------

SHORT_CLUBS_LONG_SPADES = tco.deal_pack(
    ["2C 3C 4C 5C 6C 7C AS KS QS JS 10S 9S 8S 7S 6S 5S",
     "8C 9C 10C JC 2S 3S AH 2H 3H 4H 5H 6H 2D 3D 4D 5D",
     "QC KC AC 4S 7H 8H 9H 10H JH 6D 7D 8D 9D 10D JD QD"],
    "AD KD KH QH")
"""The declarer's first 6 cards are its six low clubs; its other 10 are spades from the Ace down."""


def test_six_cards_can_point_to_the_wrong_game():
    first_six = SHORT_CLUBS_LONG_SPADES[0:18:3]
    whole = SHORT_CLUBS_LONG_SPADES[0:48:3]
    assert L.choose_from(first_six) == "clubs"
    assert L.choose_from(whole) == "spades"
    # played out by the sensible players: 11 tricks with spades as atout (+3), 5 with clubs (-3)
    assert L.play_hand(SHORT_CLUBS_LONG_SPADES, "spades") == (3, -3, 0)
    assert L.play_hand(SHORT_CLUBS_LONG_SPADES, "clubs") == (-3, -3, 6)
    for game in tco.GAMES:
        assert sum(L.play_hand(SHORT_CLUBS_LONG_SPADES, game)) == 0


def test_the_choice_from_six_is_the_engine_players_choice():
    """On seeded deals, the game choose_from picks from the first 6 is the one the engine's
    sensible player picks when it sees only what the view shows it, and play_hand's scores are the
    engine's scores for that hand."""
    rng = np.random.default_rng(11)
    for _ in range(5):
        pack = tuple(L.DECK[j] for j in rng.permutation(52))
        state = tco.new_game(tco.Rules(hands=3), deal=pack)
        seen = tco.view(state, 0)
        assert seen.hand == pack[0:18:3]
        chosen = tco.computer("sensible").act(seen, tco.legal_actions(state, 0), rng)
        assert chosen.game == L.choose_from(pack[0:18:3])
        record = play(state, [tco.computer("sensible")] * 3, 0, max_actions=16 * 3 + 8)
        first = [e for e in record.log if e.kind == "scored"][:3]
        assert tuple(e.amount for e in sorted(first, key=lambda e: e.seat)) == L.play_hand(pack, chosen.game)


def test_simulate_choice():
    small = L.simulate_choice(12, seed=4)
    assert small.scores.shape == (12, 6)
    again = L.simulate_choice(12, seed=4)
    assert (small.scores == again.scores).all() and (small.from_six == again.from_six).all()
    shorter = L.simulate_choice(5, seed=4)
    assert (shorter.scores == small.scores[:5]).all()
    assert (small.best >= small.six).all() and (small.best >= small.sixteen).all()
    assert (small.scores >= -8).all() and (small.scores <= 8).all()  # 0..16 tricks against 8, or under 3
    loss = small.loss()
    assert loss.value == pytest.approx(float(np.mean(small.sixteen - small.six)))
    assert loss.low < loss.value < loss.high
    assert small.loss("best").value >= 0
    first = tuple(L.DECK[j] for j in np.random.default_rng(4).permutation(52))  # deal 0 of seed 4
    assert small.scores[0].tolist() == [L.play_hand(first, g)[0] for g in tco.GAMES]
    assert tco.GAMES[small.from_six[0]] == L.choose_from(first[0:18:3])
    assert tco.GAMES[small.from_all[0]] == L.choose_from(first[0:48:3])
    with pytest.raises(ValueError, match="'sixteen' or 'best'"):
        small.loss("six")
