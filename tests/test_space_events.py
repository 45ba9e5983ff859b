"""Sample spaces, count events, P/count with given=, independence, distribution (issue 34).

Every expected value is computed here independently (math.comb, plain fractions, or itertools
listing), never copied from the code's output.
"""

import itertools
import math
import time
from fractions import Fraction
from math import comb, perm

import pytest

from kit.cards import Card, french52, italian40, uno108
from kit.prob import (LIST_LIMIT, ImpossibleCondition, P, TooLarge, at_least, at_most, count, count_of, die,
                      distribution, draws, event, exactly, hands, independence, none_of, product, shuffles)
from kit.prob import events as ev_module
from kit.questions import HandCount


def aces(outcome):
    return sum(c.rank == "A" for c in outcome)


def test_spaces_have_the_textbook_sizes():
    assert hands("italian40", 3).size == comb(40, 3)
    assert hands(italian40, 3, replacement=True).size == 40 ** 3
    assert draws("italian40", 3).size == perm(40, 3) == 40 * 39 * 38
    assert draws("french52", 5, replacement=True).size == 52 ** 5 == 380_204_032
    assert shuffles("french52").size == math.factorial(52)
    assert die().size == 6 and die(20).size == 20
    assert product(hands("italian40", 1), die()).size == 240
    s = draws("italian40", 2, replacement=True)
    assert (s.deck, s.k, s.ordered, s.replacement) == (italian40, 2, True, True)
    with pytest.raises(ValueError, match="at most 40 cards"):
        hands("italian40", 41)
    with pytest.raises(ValueError, match="unknown deck"):
        hands("tarocchi", 3)


def test_listing_gives_each_physical_card_once_and_hands_with_replacement_as_draws():
    two = list(hands("uno108", 2))
    assert len(two) == comb(108, 2) and all(isinstance(c, Card) for o in two[:50] for c in o)
    red5 = Card("5", "red")
    assert sum(o == (red5, red5) for o in two) == 1  # the two Red 5s are two cards: one hand holds both
    listed = list(hands("italian40", 2, replacement=True))
    assert len(listed) == 40 ** 2
    ac, c2 = Card("A", "coppe"), Card("2", "coppe")
    assert listed.count((ac, ac)) == 1 and listed.count((ac, c2)) == 2 and (c2, ac) not in listed
    assert len(list(draws("italian40", 2))) == 40 * 39
    assert list(die(4)) == [1, 2, 3, 4]
    assert len(list(product(hands("italian40", 1), die()))) == 240


def test_too_large_a_listing_is_refused_at_once_with_its_size_and_what_to_use():
    with pytest.raises(TooLarge) as refused:  # at once: iter() itself refuses, before any outcome (40! of them)
        iter(shuffles("italian40"))
    message = str(refused.value)
    assert f"{math.factorial(40):,}" in message and f"{LIST_LIMIT:,}" in message
    assert "exactly, at_least, at_most" in message and "simulate(" in message
    assert refused.value.size == math.factorial(40) and isinstance(refused.value, ValueError)
    with pytest.raises(TooLarge, match="can only be checked one outcome at a time.*2,598,960 outcomes"):
        P(lambda hand: aces(hand) == 4, hands("french52", 5))
    with pytest.raises(TooLarge, match="2,598,960"):
        distribution(aces, hands("french52", 5))
    assert len(list(hands("italian40", 4))) == comb(40, 4) <= LIST_LIMIT  # under the limit it lists


def test_sample_gives_indices_into_the_deck_distinct_unless_with_replacement_and_seeded():
    s = hands("french52", 5)
    a = s.sample(2000, rng=11)
    assert a.shape == (2000, 5) and a.min() >= 0 and a.max() < 52
    assert all(len(set(row)) == 5 for row in a)
    assert (a == s.sample(2000, rng=11)).all() and not (a == s.sample(2000, rng=12)).all()
    b = draws("italian40", 3, replacement=True).sample(5000, rng=3)
    assert b.shape == (5000, 3) and any(len(set(row)) < 3 for row in b)  # P(no repeat) = 40·39·38/40³ < 1


def test_exactly_one_asso_in_three_cards_from_forty():
    space = hands("italian40", 3)
    expected = Fraction(comb(4, 1) * comb(36, 2), comb(40, 3))
    assert P(exactly(1, "assi"), space) == expected
    assert P(count_of("assi") == 1, space) == expected
    assert P(lambda hand: aces(hand) == 1, space) == expected  # a plain callable, by listing
    assert count(exactly(1, "assi"), space) == comb(4, 1) * comb(36, 2)
    assert P(none_of("assi"), space) == Fraction(comb(36, 3), comb(40, 3))
    assert P(at_least(1, "assi"), space) == 1 - Fraction(comb(36, 3), comb(40, 3))
    assert P(~at_most(1, "assi"), space) == Fraction(comb(4, 2) * 36 + comb(4, 3), comb(40, 3))


def test_conditioning_both_figures_given_at_least_one_figure():
    space = hands("italian40", 2)
    expected = Fraction(comb(12, 2), comb(40, 2) - comb(28, 2))
    assert P(exactly(2, "figure"), space, given=at_least(1, "figure")) == expected
    figure = lambda hand: sum(c.rank in ("F", "C", "R") for c in hand)  # noqa: E731
    assert P(lambda h: figure(h) == 2, space, given=lambda h: figure(h) >= 1) == expected
    assert count(exactly(2, "figure"), space, given=at_least(1, "figure")) == comb(12, 2)


def test_five_draws_with_replacement_two_hearts_counted_by_count_vectors_not_listed(monkeypatch):
    from kit.prob.space import Space

    space = draws("french52", 5, replacement=True)
    ev_module._JOINT.clear()
    monkeypatch.setattr(Space, "__iter__", lambda self: (_ for _ in ()).throw(AssertionError("listed")))
    p = P(exactly(2, "hearts"), space)
    assert space.size == 380_204_032
    assert p == comb(5, 2) * Fraction(1, 4) ** 2 * Fraction(3, 4) ** 3
    assert count(exactly(2, "hearts"), space) == comb(5, 2) * 13 ** 2 * 39 ** 3


@pytest.mark.parametrize("make", [
    lambda: (hands("italian40", 3), itertools.combinations(italian40.cards, 3)),
    lambda: (draws("italian40", 3), itertools.permutations(italian40.cards, 3)),
    lambda: (draws("italian40", 3, replacement=True), itertools.product(italian40.cards, repeat=3)),
    lambda: (hands("italian40", 3, replacement=True), itertools.product(italian40.cards, repeat=3)),
    lambda: (hands("uno108", 3), itertools.combinations(uno108.cards, 3)),
], ids=["hands", "draws", "draws-replacement", "hands-replacement", "uno-copies"])
def test_combined_count_events_counted_by_atoms_agree_with_listing(make):
    space, outcomes = make()
    if space.deck is uno108:
        reds = frozenset(c for c in uno108.cards if c.suit == "red")
        fives = frozenset(c for c in uno108.cards if c.rank == "5")
        combined = (exactly(1, reds) & at_least(1, fives)) | ~at_most(1, fives)
        rule = lambda o: (sum(c.suit == "red" for c in o) == 1 and sum(c.rank == "5" for c in o) >= 1) \
            or sum(c.rank == "5" for c in o) > 1  # noqa: E731
    else:
        combined = (exactly(1, "assi") & at_least(1, "denari")) | (count_of("figure") >= 2) & ~none_of("coppe")
        rule = lambda o: (aces(o) == 1 and sum(c.suit == "denari" for c in o) >= 1) or \
            (sum(c.rank in "FCR" for c in o) >= 2 and sum(c.suit == "coppe" for c in o) > 0)  # noqa: E731
    assert combined.count_in(space) is not None  # counted, not listed
    assert count(combined, space) == sum(1 for o in outcomes if rule(o))


def test_a_condition_that_never_happens_is_an_error_saying_so():
    with pytest.raises(ImpossibleCondition, match="none of the 9,880 outcomes") as raised:
        P(exactly(1, "assi"), hands("italian40", 3), given=at_least(5, "assi"))
    assert isinstance(raised.value, ValueError) and "P(B) must be more than 0" in str(raised.value)
    with pytest.raises(ImpossibleCondition, match="none of the 1,560 outcomes"):
        count(exactly(1, "assi"), draws("italian40", 2), given=lambda o: o[0] == o[1])
    with pytest.raises(ImpossibleCondition):
        distribution(count_of("assi"), hands("italian40", 2), given=exactly(3, "assi"))


def test_one_card_an_asso_and_a_denari_are_independent():
    result = independence(exactly(1, "denari"), exactly(1, "assi"), hands("italian40", 1))
    assert (result.p_a, result.p_b, result.p_ab) == (Fraction(10, 40), Fraction(4, 40), Fraction(1, 40))
    assert result.independent and result.product == Fraction(1, 40)
    assert result.describe("it") == "P(A ∩ B) = 1/40 e P(A)·P(B) = 1/4 · 1/10 = 1/40: gli eventi sono indipendenti"
    assert result.describe("en") == "P(A ∩ B) = 1/40 and P(A)·P(B) = 1/4 · 1/10 = 1/40: the events are independent"
    assert result._repr_html_() == "<p>P(A ∩ B) = 1/40 and P(A)·P(B) = 1/4 · 1/10 = 1/40: the events are independent</p>"
    it = independence(exactly(1, "denari"), exactly(1, "assi"), hands("italian40", 1), lang="it")
    assert it._repr_html_() == "<p>P(A ∩ B) = 1/40 e P(A)·P(B) = 1/4 · 1/10 = 1/40: gli eventi sono indipendenti</p>"


def test_two_draws_without_replacement_are_not_independent():
    first_ace = event(lambda o: o[0].rank == "A", "il primo è un Asso")
    second_ace = event(lambda o: o[1].rank == "A", "il secondo è un Asso")
    result = independence(first_ace, second_ace, draws("italian40", 2))
    assert (result.p_a, result.p_b, result.p_ab) == (Fraction(1, 10), Fraction(1, 10), Fraction(4 * 3, 40 * 39))
    assert not result.independent
    assert result.describe("it") == ("P(A ∩ B) = 1/130 e P(A)·P(B) = 1/10 · 1/10 = 1/100: P(A ∩ B) ≠ P(A)·P(B), "
                                     "gli eventi non sono indipendenti (sono dipendenti)")
    assert independence(first_ace, second_ace, draws("italian40", 2, replacement=True)).independent


def test_a_group_the_deck_lacks_or_a_foreign_card_raises_never_a_silent_zero():
    with pytest.raises(ValueError, match="cuori"):
        P(exactly(1, "cuori"), hands("italian40", 3))
    with pytest.raises(ValueError, match="not cards of italian40: AH"):
        P(exactly(1, [Card("A", "hearts"), Card("A", "coppe")]), hands("italian40", 3))
    with pytest.raises(ValueError, match="cuore"):
        P(at_least(1, "cuore"), hands("french52", 5))
    with pytest.raises(TypeError, match="Card objects"):
        exactly(1, ["AC"])
    with pytest.raises(ValueError, match="0 or more"):
        exactly(-1, "assi")
    with pytest.raises(TypeError, match="whole number"):
        count_of("assi") == 1.5  # noqa: B015
    with pytest.raises(TypeError, match="not True or False by itself"):
        exactly(1, "assi") and at_least(1, "denari")  # noqa: B015
    with pytest.raises(TypeError, match="returns True or False"):
        P(lambda o: aces(o), hands("italian40", 2))
    with pytest.raises(TypeError, match="a number .* not an event"):
        P(count_of("assi"), hands("italian40", 2))


def test_distribution_of_a_count_is_hypergeometric_or_binomial_and_of_a_function_by_listing():
    h = distribution(count_of("assi"), hands("italian40", 3))
    assert h.pmf == {j: Fraction(comb(4, j) * comb(36, 3 - j), comb(40, 3)) for j in range(4)}
    b = distribution(count_of("hearts"), draws("french52", 5, replacement=True))
    assert b.pmf == {j: comb(5, j) * Fraction(1, 4) ** j * Fraction(3, 4) ** (5 - j) for j in range(6)}
    given = distribution(count_of("assi"), hands("italian40", 3), given=at_least(1, "denari"))
    with_denari = comb(40, 3) - comb(30, 3)
    # X = 0 with a denari: no Asso, at least one of the 9 denari that are not the Asso di denari
    assert given.pmf[0] == Fraction(comb(36, 3) - comb(27, 3), with_denari)
    top = distribution(lambda o: max(italian40.numbering[c.rank] for c in o), hands("italian40", 2))
    expected = {}
    for o in itertools.combinations(italian40.cards, 2):
        v = max(italian40.numbering[c.rank] for c in o)
        expected[v] = expected.get(v, 0) + 1
    assert top.pmf == {v: Fraction(n, comb(40, 2)) for v, n in expected.items()}


def test_a_card_and_a_die_are_a_product_of_independent_experiments():
    space = product(hands("italian40", 1), die())
    denari_six = lambda o: o[0][0].suit == "denari" and o[1] == 6  # noqa: E731
    assert P(denari_six, space) == Fraction(10, 40) * Fraction(1, 6)
    result = independence(lambda o: o[0][0].suit == "denari", lambda o: o[1] == 6, space)
    assert result.independent
    with pytest.raises(TypeError, match="not a space of cards|need a space of cards"):
        P(exactly(1, "assi"), space)


def test_P_without_a_space_asks_the_distribution_event():
    class FakeDistribution:
        def given(self, condition):
            assert condition == "B"
            return self

        def P(self, event):
            return Fraction(2, 3)

    class FakeEvent:
        distribution = FakeDistribution()

        def probability(self):
            return Fraction(1, 4)

    assert P(FakeEvent()) == Fraction(1, 4) and P(FakeEvent(), given="B") == Fraction(2, 3)
    with pytest.raises(TypeError, match="needs a sample space"):
        P(exactly(1, "assi"))


def test_every_five_card_count_event_question_is_counted_without_listing_a_single_hand(monkeypatch):
    """Count events and their combinations are counted by combinatorics (their speed is
    bench/prob.py's): with listing made impossible, every question still gets its answer."""
    from kit.prob.space import Space

    def no_listing(space):
        raise AssertionError(f"{space!r} was listed")

    monkeypatch.setattr(Space, "__iter__", no_listing)
    questions = [
        (exactly(1, "aces") & exactly(2, "hearts"), hands("french52", 5)),
        (at_least(3, "figures") | exactly(2, "aces"), hands("french52", 5)),
        (~none_of("aces") & at_most(1, "spades") & (count_of("hearts") >= 2), hands("french52", 5)),
        (exactly(2, "assi") & at_least(1, "denari"), hands("italian40", 5)),
        (exactly(3, "figure"), draws("italian40", 5)),
        (exactly(2, "hearts") & at_least(1, "aces"), draws("french52", 5, replacement=True)),
    ]
    for question, space in questions:
        assert question.count_in(space) is not None, (question, space)
        P(question, space, given=at_least(1, "clubs" if space.deck is french52 else "coppe"))
    assert P(exactly(1, "aces") & exactly(2, "hearts"), hands("french52", 5)) == Fraction(
        # the Ace of hearts and one more heart and 2 others neither aces nor hearts, or
        # an Ace not of hearts, two hearts (not the Ace), two others neither
        comb(12, 1) * comb(36, 3) + 3 * comb(12, 2) * comb(36, 2), comb(52, 5))


def test_hand_count_several_groups_and_replacement():
    kings = [c for c in italian40.cards if c.rank == "R"]
    q = HandCount.of("italian40", 5, "assi", kings)
    assert q.p_exactly(1, 3) == Fraction(comb(4, 1) * comb(4, 3) * comb(32, 1), comb(40, 5))
    assert q.p_at_least(1, 1) == 1 - 2 * Fraction(comb(36, 5), comb(40, 5)) + Fraction(comb(32, 5), comb(40, 5))
    assert q.p_at_most(0, 0) == Fraction(comb(32, 5), comb(40, 5))
    estimate, counts = q.estimate_exactly(20_000, 5, 1, 1)
    assert counts.shape == (20_000, 2)
    assert estimate.contains(q.p_exactly(1, 1)) and estimate.successes == int(((counts[:, 0] == 1) & (counts[:, 1] == 1)).sum())
    with pytest.raises(ValueError, match="2 target groups, so 2 numbers"):
        q.p_exactly(1)
    r = HandCount.of_rank("italian40", 3, "A", replacement=True)
    assert r.p_exactly(1) == 3 * Fraction(1, 10) * Fraction(9, 10) ** 2
    assert r.pmf() == {j: comb(3, j) * Fraction(1, 10) ** j * Fraction(9, 10) ** (3 - j) for j in range(4)}
    assert HandCount("italian40", 3, frozenset()).p_at_least(1) == 0
    assert HandCount.of_rank("italian40", 3, "A").p_at_most(1) == Fraction(comb(36, 3) + 4 * comb(36, 2), comb(40, 3))


def test_a_distribution_of_a_count_is_named_in_the_language_of_its_table():
    from kit.cards import french52
    from kit.prob import count_of, distribution, draws

    X = distribution(count_of("cuori"), draws(french52, 2, replacement=True))
    assert X.describe("it") == "numero di carte del gruppo «cuori»"
    assert X.describe("en") == "number of cards of the group “cuori”"
    assert str(X.table("it")).splitlines()[0] == "numero di carte del gruppo «cuori»"


def test_an_event_of_a_distribution_on_a_space_is_refused_not_counted_zero():
    """A teacher's trial: P(X == 1, space) gave 0 (the outcomes never equal 1)."""
    from kit.prob import simulate

    space = hands(italian40, 3)
    X = distribution(count_of("assi"), space)
    for attempt in (lambda: P(X == 1, space), lambda: count(X == 1, space), lambda: simulate(X == 1, space, 10, rng=1),
                    lambda: P(at_least(1, "re"), space, given=X == 1), lambda: P(at_least(1, "re") & (X == 1), space)):
        with pytest.raises(TypeError, match="an event about a random variable"):
            attempt()
    assert P(X == 1) == Fraction(comb(4, 1) * comb(36, 2), comb(40, 3))


def test_two_counts_of_the_same_hands_are_not_added_as_independent():
    X = distribution(count_of("assi"), hands(italian40, 3))
    Y = distribution(count_of("re"), hands(italian40, 3))
    with pytest.raises(ValueError, match="not independent"):
        X + Y
    both = distribution(count_of(italian40.group("assi") | italian40.group("re")), hands(italian40, 3))
    N, K, n = 40, 8, 3  # the Assi and Re together: hypergeometric
    assert both.var == Fraction(n * K, N) * Fraction(N - K, N) * Fraction(N - n, N - 1)


def test_a_hand_count_gives_its_random_variable_hypergeometric_or_binomial():
    aces = HandCount.of("italian40", 3, "assi")
    X = aces.distribution()
    assert X.mean == Fraction(3 * 4, 40) and X.pmf == aces.pmf()
    assert X.var == Fraction(3 * 4, 40) * Fraction(36, 40) * Fraction(37, 39)
    Y = HandCount.of("french52", 5, "cuori", replacement=True).distribution()
    assert (Y.mean, Y.var) == (Fraction(5, 4), Fraction(15, 16))
    kings = HandCount.of("italian40", 5, "assi", "re").distribution(1)
    assert kings.mean == Fraction(5 * 4, 40)
