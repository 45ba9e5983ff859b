"""Exact answers of the Un, due, tre lessons against closed forms, brute force and simulation."""

import itertools
from fractions import Fraction

import pytest

from kit.deal import shuffle
from kit.games.un_due_tre import Rules
from kit.lessons.un_due_tre import p_no_slap_chance, top_patterns
from kit.prob import exact_probability, monte_carlo


@pytest.mark.parametrize("rules, n, c", [(Rules(), 40, 4), (Rules(mazzo_52=True), 52, 4)])
def test_UDT_7_top_pattern_probabilities_match_the_closed_forms(rules, n, c):
    p = top_patterns(rules)
    pair = Fraction(c - 1, n - 1)
    both = Fraction((c - 1) * (c - 2), (n - 1) * (n - 2))
    assert p == {"pair": pair, "sandwich": pair, "both": both, "either": 2 * pair - both}


def test_UDT_7_known_values():
    assert top_patterns()["either"] == Fraction(37, 247)
    assert top_patterns(Rules(mazzo_52=True))["either"] == Fraction(49, 425)


@pytest.mark.parametrize("rules", [Rules(), Rules(solo_coppie=True)], ids=["pairs+sandwiches", "solo_coppie"])
def test_UDT_7_no_slap_chance_dynamic_programming_equals_brute_force(rules):
    ranks = [c.rank for c in rules.deck.cards]

    def clean(seq):
        pairs = any(ranks[seq[i]] == ranks[seq[i - 1]] for i in range(1, len(seq)))
        sandwiches = not rules.solo_coppie and any(ranks[seq[i]] == ranks[seq[i - 2]] for i in range(2, len(seq)))
        return not (pairs or sandwiches)

    assert p_no_slap_chance(3, rules) == exact_probability(itertools.permutations(range(40), 3), clean)
    assert p_no_slap_chance(0, rules) == p_no_slap_chance(1, rules) == 1
    assert p_no_slap_chance(3) == Fraction(12, 13) * Fraction(32, 38)


@pytest.mark.slow
def test_UDT_7_no_slap_chance_agrees_with_simulation_for_longer_runs():
    exact = p_no_slap_chance(8)

    def run(rng):
        r = [c.rank for c in shuffle("italian40", rng)[:8]]
        return not any(r[i] == r[i - 1] or (i > 1 and r[i] == r[i - 2]) for i in range(1, 8))

    estimate = monte_carlo(run, 20_000, rng=8)
    assert estimate.contains(exact)
    chances = [p_no_slap_chance(k) for k in range(41)]
    assert all(a >= b for a, b in zip(chances, chances[1:]))  # more cards, more chances to slap
    assert 0 < chances[40] < Fraction(1, 500)  # a whole deck with no pattern is rare but possible
    with pytest.raises(ValueError):
        p_no_slap_chance(41)
