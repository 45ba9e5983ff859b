"""The probability toolkit against closed forms and known values."""

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, strategies as st

from kit.cards import french52, italian40
from kit.prob import (Estimate, compare, exact_probability, hypergeom_cdf, hypergeom_mean, hypergeom_pmf,
                      hypergeom_sf, mean_estimate, monte_carlo, sample_hands, wilson_interval, z_value)
from kit.questions import HandCount

params = st.integers(0, 30).flatmap(
    lambda N: st.tuples(st.just(N), st.integers(0, N), st.integers(0, N)))


@given(params)
def test_hypergeom_pmf_sums_to_one_and_mean_is_nK_over_N(p):
    N, K, n = p
    pmf = [hypergeom_pmf(k, N, K, n) for k in range(n + 1)]
    assert sum(pmf) == 1
    if N > 0:
        assert sum(k * q for k, q in enumerate(pmf)) == hypergeom_mean(N, K, n) == Fraction(n * K, N)


@given(params)
def test_hypergeom_symmetry_in_successes_and_sample(p):
    N, K, n = p
    for k in range(min(K, n) + 1):
        assert hypergeom_pmf(k, N, K, n) == hypergeom_pmf(k, N, n, K)


@given(params, st.integers(-1, 31))
def test_hypergeom_cdf_and_sf_are_complements(p, k):
    N, K, n = p
    assert hypergeom_cdf(k, N, K, n) + hypergeom_sf(k + 1, N, K, n) == 1


def test_hypergeom_known_values():
    assert hypergeom_sf(1, 40, 4, 3) == 1 - Fraction(math.comb(36, 3), math.comb(40, 3)) == Fraction(137, 494)
    assert hypergeom_pmf(2, 40, 10, 3) == Fraction(135, 988)
    assert hypergeom_pmf(4, 52, 4, 5) == Fraction(48, math.comb(52, 5))
    assert hypergeom_pmf(5, 40, 4, 10) == 0


def test_hypergeom_rejects_inconsistent_parameters():
    with pytest.raises(ValueError, match="0 <= K <= N"):
        hypergeom_pmf(1, 10, 11, 3)


def test_exact_probability_by_enumeration_matches_counting():
    hands = itertools.combinations(italian40.cards, 3)
    by_enumeration = exact_probability(hands, lambda h: any(c.rank == "A" for c in h))
    assert by_enumeration == hypergeom_sf(1, 40, 4, 3)
    flush = exact_probability(itertools.combinations(french52.cards[:26], 2), lambda h: h[0].suit == h[1].suit)
    assert flush == Fraction(2 * math.comb(13, 2), math.comb(26, 2))
    with pytest.raises(ValueError, match="empty"):
        exact_probability([], bool)


@pytest.mark.parametrize("x, n, low, high", [
    (0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0), (5, 10, 0.2366, 0.7634), (27729, 100000, 0.2745, 0.2801)])
def test_wilson_interval_known_values(x, n, low, high):
    lo, hi = wilson_interval(x, n)
    assert lo == pytest.approx(low, abs=5e-5) and hi == pytest.approx(high, abs=5e-5)


def test_z_value():
    assert z_value(0.95) == pytest.approx(1.959964, abs=1e-6)
    with pytest.raises(ValueError):
        z_value(1.0)


def test_wilson_interval_covers_about_95_percent():
    rng = np.random.default_rng(3)
    p, n = 0.3, 200
    hits = rng.binomial(n, p, size=4000)
    covered = np.mean([wilson_interval(int(x), n)[0] <= p <= wilson_interval(int(x), n)[1] for x in hits])
    assert 0.93 < covered < 0.97


def test_monte_carlo_same_seed_same_estimate_and_both_styles_agree():
    one = monte_carlo(lambda g: g.random() < 0.25, 5000, rng=11)
    again = monte_carlo(lambda g: g.random() < 0.25, 5000, rng=11)
    assert one == again
    assert one.contains(0.25) and one.successes == round(one.value * 5000)
    vec = monte_carlo(lambda g, n: g.random(n) < 0.25, 5000, rng=11, vectorized=True)
    assert vec.successes == one.successes  # same stream, same draws
    with pytest.raises(ValueError, match="shape"):
        monte_carlo(lambda g, n: g.random(n + 1) < 0.5, 10, rng=1, vectorized=True)


def test_sample_hands_are_distinct_cards_and_uniform():
    hands = sample_hands(40, 3, 50_000, rng=4)
    assert hands.shape == (50_000, 3)
    assert all(len(set(row)) == 3 for row in hands[:1000])
    freq = np.bincount(hands.ravel(), minlength=40) / hands.size
    assert np.allclose(freq, 1 / 40, atol=0.003)


def test_hand_count_question_simulation_agrees_with_the_exact_answer():
    q = HandCount.of_rank("italian40", 3, "A")
    assert (q.N, q.K, q.k) == (40, 4, 3)
    assert q.pmf() == {0: Fraction(357, 494), 1: Fraction(63, 247), 2: Fraction(27, 1235), 3: Fraction(1, 2470)}
    estimate, counts = q.estimate_at_least(40_000, rng=2)
    assert counts.shape == (40_000,) and counts.max() <= 3
    comparison = compare(q.p_at_least(1), estimate)
    assert comparison.inside and abs(comparison.error) < 0.01
    wild = HandCount.of_rank("uno108", 7, "wild")
    assert wild.K == 4
    with pytest.raises(ValueError, match="no rank 'Z'"):
        HandCount.of_rank("italian40", 3, "Z")


def test_mean_estimate_and_reprs():
    e = mean_estimate([1.0, 2.0, 3.0, 4.0])
    assert e.value == 2.5 and e.low < 2.5 < e.high and e.successes is None
    assert repr(Estimate(0.5, 0.4, 0.6, 100, 50)) == "Estimate(0.5000, 95% wilson interval [0.4000, 0.6000], 50/100)"
    with pytest.raises(ValueError):
        mean_estimate([1.0])


@pytest.mark.parametrize("n", [1, 7, 1000, 20000])
def test_wilson_interval_contains_the_observed_proportion_even_at_0_and_n(n):
    for x in (0, n):
        low, high = wilson_interval(x, n)
        assert low <= x / n <= high
    assert wilson_interval(0, n)[0] == 0.0 and wilson_interval(n, n)[1] == 1.0
    q = HandCount.of_rank("italian40", 37, "A")  # 37 of 40 cards always include an Asso
    estimate, _ = q.estimate_at_least(20_000, rng=2024)
    assert q.p_at_least(1) == 1 and compare(1, estimate).inside


def test_monte_carlo_refuses_experiments_that_are_not_events():
    with pytest.raises(TypeError, match="True or False"):
        monte_carlo(lambda g: g.random(), 10, rng=1)
    with pytest.raises(TypeError, match="True or False"):
        monte_carlo(lambda g: None, 10, rng=1)
    with pytest.raises(TypeError, match="bool array"):
        monte_carlo(lambda g, n: g.integers(0, 3, n), 10, rng=1, vectorized=True)
    with pytest.raises(ValueError, match="whole number"):
        monte_carlo(lambda g: True, True, rng=1)
    assert monte_carlo(lambda g: np.bool_(g.random() < 0.5), 10, rng=1).trials == 10


def test_hypergeom_mean_with_nothing_drawn_and_hand_count_by_deck_name():
    assert hypergeom_mean(0, 0, 0) == 0 and hypergeom_mean(40, 4, 0) == 0
    assert HandCount("italian40", 3, frozenset()).N == 40
    with pytest.raises(ValueError, match="unknown deck"):
        HandCount("tarocchi", 3, frozenset())


def test_proportion_is_the_estimate_monte_carlo_reports_for_the_same_count():
    from kit.prob import proportion

    counted = monte_carlo(lambda rng: bool(rng.random() < 0.3), 500, 7)
    assert proportion(counted.successes, 500) == counted
    assert proportion(np.int64(3), 4, 0.9) == Estimate(0.75, *wilson_interval(3, 4, 0.9), 4, 3, 0.9, "wilson")
    with pytest.raises(ValueError, match="trials >= 1"):
        proportion(0, 0)


def test_an_estimate_and_a_comparison_are_told_in_both_languages_with_the_interval_named():
    from kit.prob import compare, mean_estimate, proportion

    e = proportion(2473, 10000)
    low, high = wilson_interval(2473, 10000)
    interval_it = f"[{low:.4f}; {high:.4f}]".replace(".", ",")
    assert e.describe("it") == f"frequenza relativa 0,2473 (2.473 su 10.000 prove), intervallo di confidenza al 95% {interval_it}"
    assert e.describe("en") == (f"relative frequency 0.2473 (2,473 of 10,000 trials), 95% confidence interval "
                                f"[{low:.4f}, {high:.4f}]")
    assert proportion(1, 1).describe("it").startswith("frequenza relativa 1,0000 (1 su 1 prova)")
    inside = compare(Fraction(63, 247), e)
    assert inside.describe("it").startswith("esatto: 63/247 ≈ 0,2551; simulato: frequenza relativa 0,2473")
    assert inside.describe("it").endswith("Il valore esatto cade nell'intervallo.")
    outside = compare(Fraction(1, 2), e)
    assert outside.describe("en").endswith("with a 95% confidence interval this happens about one time in twenty.")
    m = mean_estimate([1, 2, 3])
    assert m.describe("en").startswith("mean 2.0000 over 3 trials, 95% confidence interval [")


def test_an_exact_value_outside_a_99_percent_interval_is_told_how_often_that_happens():
    from kit.prob import compare, proportion

    e = proportion(2473, 10000, confidence=0.99)
    assert compare(Fraction(1, 2), e).describe("it").endswith(
        "con un intervallo di confidenza al 99% succede in circa il 1% dei casi.")
    assert compare(Fraction(1, 2), e).describe("en").endswith(
        "with a 99% confidence interval this happens in about 1% of cases.")


def test_sample_hands_with_replacement_draws_each_card_independently():
    from kit.prob import proportion, sample_hands

    with_ = sample_hands(4, 6, 20_000, 3, replacement=True)
    assert with_.shape == (20_000, 6) and with_.min() == 0 and with_.max() == 3
    same_first_two = float(np.mean(with_[:, 0] == with_[:, 1]))
    assert proportion(int(np.sum(with_[:, 0] == with_[:, 1])), 20_000).contains(Fraction(1, 4)), same_first_two
    without = sample_hands(4, 4, 100, 3)
    assert all(sorted(row) == [0, 1, 2, 3] for row in without.tolist())
    with pytest.raises(ValueError, match="0 <= k <= deck_size"):
        sample_hands(4, 5, 10, 3)
