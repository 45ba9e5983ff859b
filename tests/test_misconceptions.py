"""The misconceptions lesson (kit.lessons.misconceptions): every exact value by a second,
independent method, every simulation inside its 99.9% interval at a fixed seed, and bad
input refused with a clear message.  RULES.md UDT-4 (payment cards), UDT-7 (patterns)."""

import itertools
import math
from fractions import Fraction

import pytest

from kit.games.un_due_tre import Rules, SlapModel
from kit.lessons import misconceptions as m
from kit.lessons.un_due_tre import top_patterns

CONF = 0.999
ITALIAN = Rules()
FRENCH52 = Rules(mazzo_52=True)


# --- counting helpers ---------------------------------------------------------------------
def test_P_counts_and_refuses_an_empty_space():
    assert m.P(lambda x: x % 2 == 0, range(10)) == Fraction(1, 2)
    assert m.such_that(lambda x: x > 7, range(10)) == [8, 9]
    with pytest.raises(ValueError, match="empty"):
        m.P(lambda x: True, [])


# --- 1. a deck remembers, a die does not (UDT-4) ------------------------------------------
def test_UDT_4_the_deck_has_12_payment_cards():
    assert m.payment_cards() == 12
    assert m.payment_cards(FRENCH52) == 16


@pytest.mark.parametrize("n", range(0, 29))
def test_UDT_4_payment_after_plain_by_the_chain_rule(n):
    # P(first n plain and card n+1 pays) / P(first n plain), with falling factorials
    joint = Fraction(math.perm(28, n) * 12, math.perm(40, n + 1))
    condition = Fraction(math.perm(28, n), math.perm(40, n))
    assert m.p_payment_after_plain(n) == joint / condition == Fraction(12, 40 - n)


def test_UDT_4_payment_after_ten_plain_cards_is_12_over_30():
    assert m.p_payment_after_plain(10) == Fraction(12, 30) != Fraction(12, 40)
    assert m.p_payment_after_plain(28) == 1  # only payment cards are left


@pytest.mark.parametrize("rules, n", [(ITALIAN, 0), (ITALIAN, 1), (ITALIAN, 2), (FRENCH52, 1)])
def test_UDT_4_counting_agrees_with_the_closed_form(rules, n):
    assert m.p_payment_after_plain_counted(n, rules) == m.p_payment_after_plain(n, rules)


def test_UDT_4_the_closed_form_on_a_small_deck_by_listing_every_ordering():
    # 3 payment (True) and 4 plain cards, every one of the 7! orderings of distinct cards
    flags = [True] * 3 + [False] * 4
    for n in range(5):
        orders = list(itertools.permutations(range(7)))
        kept = [o for o in orders if not any(flags[i] for i in o[:n])]
        assert Fraction(sum(flags[o[n]] for o in kept), len(kept)) == Fraction(3, 7 - n)


@pytest.mark.parametrize("history", [(), (6,), (6, 6, 6), (1, 2, 3, 4, 5), (6, 6, 6, 6, 6, 6)])
def test_a_die_has_no_memory(history):
    assert m.p_die_six_after(history) == Fraction(1, 6)


@pytest.mark.parametrize("method", ["rejection", "construct"])
@pytest.mark.parametrize("n", [0, 10])
def test_UDT_4_simulation_agrees_with_12_over_40_minus_n(method, n):
    estimate = m.simulate_payment_after_plain(n, 20_000, rng=2024, method=method, confidence=CONF)
    assert estimate.trials == 20_000
    assert estimate.contains(m.p_payment_after_plain(n))
    if n == 10:
        assert not estimate.contains(Fraction(12, 40))  # the deck remembers


def test_UDT_4_simulation_is_reproducible_from_its_seed():
    a = m.simulate_payment_after_plain(5, 2_000, rng=7)
    b = m.simulate_payment_after_plain(5, 2_000, rng=7)
    assert a == b


@pytest.mark.parametrize("call, message", [
    (lambda: m.p_payment_after_plain(29), "from 0 to 28"),
    (lambda: m.p_payment_after_plain(-1), "from 0 to 28"),
    (lambda: m.p_payment_after_plain(True), "whole number"),
    (lambda: m.p_payment_after_plain(2.0), "whole number"),
    (lambda: m.p_payment_after_plain_counted(3), "too many to list"),
    (lambda: m.p_die_six_after([7]), "die roll"),
    (lambda: m.p_die_six_after([0]), "die roll"),
    (lambda: m.p_die_six_after([1] * 7), "at most 6"),
    (lambda: m.simulate_payment_after_plain(10, 100, 1, method="guess"), "rejection' or 'construct"),
    (lambda: m.simulate_payment_after_plain(20, 100, 1), "method='construct'"),
    (lambda: m.simulate_payment_after_plain(10, 0, 1), "trials"),
])
def test_part_1_refuses_bad_input(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_simulations_refuse_unseeded_randomness():
    with pytest.raises(TypeError, match="seed"):
        m.simulate_payment_after_plain(1, 10, None)


# --- 2. conditioning on a visible card (UDT-7) --------------------------------------------
def by_ranks(rules):
    """P(pattern | first two differ) and P(pattern), counted over rank triples with their
    numbers of card triples as weights (c copies per rank, drawn without replacement)."""
    counts = {}
    for card in rules.deck.cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    differ = hit_differ = hit = total = 0
    for r1, r2, r3 in itertools.product(counts, repeat=3):
        w = counts[r1] * (counts[r2] - (r2 == r1)) * (counts[r3] - (r3 == r1) - (r3 == r2))
        if w <= 0:
            continue
        pattern = r3 == r2 or r3 == r1
        total += w
        hit += w * pattern
        if r1 != r2:
            differ += w
            hit_differ += w * pattern
    return Fraction(hit_differ, differ), Fraction(hit, total)


def test_UDT_7_the_issue_numbers_3_19_and_37_247():
    assert m.p_pattern_given_top_two_differ() == Fraction(3, 19) == Fraction(6, 38)
    assert m.p_pattern_on_a_card() == Fraction(37, 247)
    assert by_ranks(ITALIAN) == (Fraction(3, 19), Fraction(37, 247))
    assert m.p_pattern_on_a_card() == top_patterns()["either"]  # the other lesson module agrees


def test_UDT_7_the_52_card_deck_by_rank_counting():
    given, anyway = by_ranks(FRENCH52)
    assert m.p_pattern_given_top_two_differ(FRENCH52) == given == Fraction(6, 50)
    assert m.p_pattern_on_a_card(FRENCH52) == anyway == Fraction(49, 425)


def test_UDT_7_the_law_of_total_probability_joins_the_two():
    cases = m.pattern_by_cases()
    assert cases == {"differ": Fraction(12, 13), "pattern | differ": Fraction(3, 19), "same": Fraction(1, 13),
                     "pattern | same": Fraction(2, 38), "pattern": Fraction(37, 247)}
    assert cases["differ"] * cases["pattern | differ"] + cases["same"] * cases["pattern | same"] == cases["pattern"]


def test_UDT_7_simulation_agrees_with_3_over_19():
    estimate = m.simulate_pattern_given_top_two_differ(50_000, rng=19, confidence=CONF)
    assert estimate.trials == 50_000 and estimate.contains(Fraction(3, 19))


@pytest.mark.parametrize("rules", [Rules(solo_coppie=True), Rules(somma_dieci=True), Rules(straccia_camicia=True)])
def test_part_2_refuses_variants_with_other_patterns(rules):
    for call in (m.p_pattern_given_top_two_differ, m.p_pattern_on_a_card, m.pattern_by_cases):
        with pytest.raises(ValueError, match="pair or a sandwich"):
            call(rules)


# --- 3. expected value and linearity (UDT-4) ----------------------------------------------
@pytest.mark.parametrize("k", range(0, 41))
def test_UDT_4_payment_cards_in_a_hand_two_ways(k):
    assert m.expected_payment_cards_by_distribution(k) == m.expected_payment_cards_by_linearity(k) == Fraction(12 * k, 40)


@pytest.mark.parametrize("k", [1, 2, 3])
def test_UDT_4_expectations_by_listing_every_hand(k):
    deck = ITALIAN.deck.cards
    hands = list(itertools.combinations(deck, k))
    count = Fraction(sum(sum(ITALIAN.payment(c) > 0 for c in h) for h in hands), len(hands))
    value = Fraction(sum(sum(ITALIAN.payment(c) for c in h) for h in hands), len(hands))
    assert m.expected_payment_cards_by_distribution(k) == m.expected_payment_cards_by_linearity(k) == count
    assert m.expected_hand_value(k) == value


def test_UDT_4_expected_value_of_one_card():
    assert m.expected_card_value() == Fraction(4 * 1 + 4 * 2 + 4 * 3, 40) == Fraction(3, 5)
    assert m.expected_card_value(FRENCH52) == Fraction(4 * (1 + 2 + 3 + 4), 52)
    assert m.expected_hand_value(5) == 3 and m.expected_hand_value(40) == 24


@pytest.mark.parametrize("what, exact", [("payment_cards", Fraction(3, 2)), ("value", Fraction(3))])
def test_UDT_4_hand_simulation_agrees(what, exact):
    estimate = m.simulate_hand(5, 50_000, rng=40, what=what, confidence=CONF)
    assert estimate.trials == 50_000 and estimate.contains(exact)


@pytest.mark.parametrize("call, message", [
    (lambda: m.expected_payment_cards_by_distribution(41), "from 0 to 40"),
    (lambda: m.expected_payment_cards_by_linearity(-1), "from 0 to 40"),
    (lambda: m.expected_hand_value(1.5), "whole number"),
    (lambda: m.simulate_hand(0, 100, 1), "from 1 to 40"),
    (lambda: m.simulate_hand(3, 1, 1), "trials"),
    (lambda: m.simulate_hand(3, 100, 1, what="points"), "'payment_cards' or 'value'"),
])
def test_part_3_refuses_bad_input(call, message):
    with pytest.raises(ValueError, match=message):
        call()


# --- 4. Bayes: was there really a pattern? (UDT-7) ----------------------------------------
def test_posterior_exact_value_for_the_default_model():
    exact = m.posterior_pattern_given_slap(Fraction(37, 247), Fraction(17, 20), Fraction(1, 50))
    assert isinstance(exact, Fraction) and exact == Fraction(629, 713)
    model = SlapModel()
    approx = m.posterior_pattern_given_slap(37 / 247, model.notice, model.false_slap)
    assert isinstance(approx, float) and approx == pytest.approx(629 / 713)
    mixed = m.posterior_pattern_given_slap(Fraction(37, 247), 0.85, Fraction(1, 50))
    assert isinstance(mixed, float) and mixed == pytest.approx(629 / 713)
    assert m.posterior_pattern_given_slap(1, Fraction(1, 2), 0) == 1
    assert m.posterior_pattern_given_slap(Fraction(1, 2), 0, Fraction(1, 3)) == 0


def test_posterior_by_counting_a_small_joint_space():
    """A 12-card deck (3 ranks x 4) and a 50-sided die for the player: slap on a pattern when
    the die shows < 40 (notice 4/5), without one when it shows < 2 (false slap 1/25)."""
    rules = Rules()
    small = [c for c in rules.deck.cards if c.rank in ("A", "2", "3")]
    space = [(t, u) for t in itertools.permutations(small, 3) for u in range(50)]
    slapped = m.such_that(lambda o: o[1] < (40 if m.makes_pattern(o[0]) else 2), space)
    counted = m.P(lambda o: m.makes_pattern(o[0]), slapped)
    prior = m.P(m.makes_pattern, itertools.permutations(small, 3))
    assert counted == m.posterior_pattern_given_slap(prior, Fraction(4, 5), Fraction(1, 25))


@pytest.mark.parametrize("args, message", [
    ((Fraction(3, 2), 0.5, 0.1), "prior is a probability"),
    ((0.1, -0.1, 0.1), "notice is a probability"),
    ((0.1, 0.5, True), "false_slap is a probability"),
    ((0.1, 0.5, "0.02"), "false_slap is a probability"),
    ((0, 0.5, 0), "never happens"),
    ((1, 0, 0.5), "never happens"),
])
def test_posterior_refuses_bad_input(args, message):
    with pytest.raises(ValueError, match=message):
        m.posterior_pattern_given_slap(*args)


@pytest.fixture(scope="module")
def study():
    return m.simulate_slaps(100, rng=4, seat=0, confidence=CONF)


@pytest.mark.slow
def test_slap_simulation_agrees_with_bayes_using_the_prior_in_play(study):
    assert study.slaps > 5_000 and study.windows > 50_000
    assert study.posterior.contains(study.formula_in_play)
    assert study.formula_exact == pytest.approx(629 / 713)
    # in play, a card on an empty or one-card pile cannot make a sandwich: the prior is lower
    assert study.prior_in_play.high < 37 / 247
    # the Bayes formula with 37/247 overstates how often this seat's slaps had a pattern
    assert study.posterior.high < study.formula_exact


def test_slap_simulation_is_reproducible():
    a = m.simulate_slaps(3, rng=11, seat=1)
    b = m.simulate_slaps(3, rng=11, seat=1)
    assert a == b and a.seat == 1


@pytest.mark.parametrize("kwargs, message", [
    (dict(games=0), "games"),
    (dict(seat=4), "seat"),
    (dict(players=7), "players"),
    (dict(rules=Rules(straccia_camicia=True)), "pair or a sandwich"),
    (dict(model=SlapModel(notice=0, false_slap=0)), "never slapped"),
])
def test_slap_simulation_refuses_bad_input(kwargs, message):
    args = dict(games=1, rng=1) | kwargs
    with pytest.raises(ValueError, match=message):
        m.simulate_slaps(**args)
