"""kit.prob.patterns: hand patterns and poker classes counted by formula (issue 34), against
textbook formulas written apart here and against full enumerations of the hands."""

import itertools
from fractions import Fraction
import math
from collections import Counter
from types import SimpleNamespace

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from kit.cards import Deck, french52, italian40
from kit.prob import (POKER_CLASSES, poker_class, pattern_count, poker_counts, poker_hand, rank_pattern, same_rank,
                      same_suit, suit_pattern)
from kit.prob.patterns import _class_table, _pattern_count, _straights

C = math.comb
RANKS32 = ("7", "8", "9", "10", "J", "Q", "K", "A")
# The 32-card deck of Italian poker, built here from french52 (kit.cards.french32 is being added apart).
french32 = Deck("french32", "french", tuple(c for c in french52.cards if c.rank in RANKS32),
                {r: i + 1 for i, r in enumerate(RANKS32)})


def hands(deck, k, *, ordered=False, replacement=False):
    """A stand-in for kit.prob.space.hands: the four attributes patterns may read."""
    return SimpleNamespace(deck=deck, k=k, ordered=ordered, replacement=replacement)


def outcomes(deck, k, *, ordered=False, replacement=False):
    """The equally likely outcomes of kit.prob.space: with replacement, always the N^k ordered draws."""
    cards = deck.cards
    if replacement:
        return itertools.product(cards, repeat=k)
    return itertools.permutations(cards, k) if ordered else itertools.combinations(cards, k)


# ---------------------------------------------------------------- independent references

TEXTBOOK52 = {  # five cards from 52, each class by its own textbook formula
    "straight_flush": 10 * 4,
    "four_of_a_kind": 13 * 48,
    "full_house": 13 * C(4, 3) * 12 * C(4, 2),
    "flush": 4 * C(13, 5) - 40,
    "straight": 10 * 4 ** 5 - 40,
    "three_of_a_kind": 13 * C(4, 3) * C(12, 2) * 4 ** 2,
    "two_pair": C(13, 2) * C(4, 2) ** 2 * 11 * 4,
    "pair": 13 * C(4, 2) * C(12, 3) * 4 ** 3,
}
TEXTBOOK52["high_card"] = C(52, 5) - sum(TEXTBOOK52.values())

TEXTBOOK32 = {  # five cards from 32 (8 ranks 7-A, 5 straights)
    "straight_flush": 5 * 4,
    "four_of_a_kind": 8 * 28,
    "full_house": 8 * C(4, 3) * 7 * C(4, 2),
    "flush": 4 * C(8, 5) - 20,
    "straight": 5 * 4 ** 5 - 20,
    "three_of_a_kind": 8 * C(4, 3) * C(7, 2) * 4 ** 2,
    "two_pair": C(8, 2) * C(4, 2) ** 2 * 6 * 4,
    "pair": 8 * C(4, 2) * C(7, 3) * 4 ** 3,
}
TEXTBOOK32["high_card"] = C(32, 5) - sum(TEXTBOOK32.values())


def plain_classify(hand, ladder):
    """An independent poker classifier over (rank position, suit) pairs: the straights are the
    windows of five consecutive positions in ``ladder`` (a list of rank names, the Ace at both ends)."""
    ranks = [c.rank for c in hand]
    counts = sorted(Counter(ranks).values())
    if counts == [1, 4]:
        return "four_of_a_kind"
    if counts == [2, 3]:
        return "full_house"
    if counts == [1, 1, 3]:
        return "three_of_a_kind"
    if counts == [1, 2, 2]:
        return "two_pair"
    if counts == [1, 1, 1, 2]:
        return "pair"
    windows = [set(ladder[i:i + 5]) for i in range(len(ladder) - 4)]
    straight = set(ranks) in windows
    flush = len({c.suit for c in hand}) == 1
    if straight and flush:
        return "straight_flush"
    return "flush" if flush else "straight" if straight else "high_card"


LADDER52 = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
LADDER32 = ["A", "7", "8", "9", "10", "J", "Q", "K", "A"]


# ---------------------------------------------------------------- poker classes

def test_the_textbook_references_are_the_known_figures():
    assert TEXTBOOK52 == {"straight_flush": 40, "four_of_a_kind": 624, "full_house": 3744, "flush": 5108,
                          "straight": 10200, "three_of_a_kind": 54912, "two_pair": 123552, "pair": 1098240,
                          "high_card": 1302540}
    assert sum(TEXTBOOK32.values()) == 201376


def test_poker_class_counts_in_52_cards_equal_the_textbook_formulas():
    assert poker_counts(french52) == TEXTBOOK52
    assert list(poker_counts(french52)) == list(POKER_CLASSES)
    for name, n in TEXTBOOK52.items():
        assert poker_hand(name).count_in(hands(french52, 5)) == n
    assert poker_hand("royal flush").count_in(hands(french52, 5)) == 4
    assert poker_counts(french52, royal=True)["royal_flush"] == 4


def test_poker_class_counts_in_32_cards_equal_the_textbook_formulas():
    assert poker_counts(french32) == TEXTBOOK32
    assert poker_hand("scala").count_in(hands(french32, 5)) == 5100
    assert poker_hand("colore").count_in(hands(french32, 5)) == 204
    assert poker_hand("scala reale massima").count_in(hands(french32, 5)) == 4


def test_ordered_five_card_draws_count_five_factorial_times_the_hands():
    assert poker_hand("full").count_in(hands(french52, 5, ordered=True)) == 3744 * 120


@pytest.mark.slow
def test_every_52_card_hand_listed_gives_the_formula_counts():
    """The 2,598,960 hands through the independent classifier (several seconds)."""
    found = Counter(plain_classify(h, LADDER52) for h in itertools.combinations(french52.cards, 5))
    assert dict(found) == TEXTBOOK52 == poker_counts(french52)


def test_every_32_card_hand_listed_gives_the_formula_counts_and_classify_agrees():
    listed = list(itertools.combinations(french32.cards, 5))
    assert len(listed) == 201376
    plain = Counter(plain_classify(h, LADDER32) for h in listed)
    assert dict(plain) == TEXTBOOK32
    assert Counter(poker_class(h, french32) for h in listed) == plain
    assert sum(poker_hand("royal flush", deck=french32)(h) for h in listed) == 4


def test_a_deck_missing_cards_is_counted_exactly_class_by_class():
    """french32 without the Ace of spades, the King of hearts and the 7 of clubs: ranks of 3 and 4
    cards, suits of 7 and 8: every class, rank pattern and suit pattern against the listing."""
    gone = {french52.parse(c) for c in ("AS", "KH", "7C")}
    deck = Deck("french32 - 3", "french", tuple(c for c in french32.cards if c not in gone), {})
    listed = list(itertools.combinations(deck.cards, 5))
    assert dict(Counter(plain_classify(h, LADDER32) for h in listed)) == poker_counts(deck)
    ranks = Counter(tuple(sorted(Counter(c.rank for c in h).values(), reverse=True)) for h in listed)
    suits = Counter(tuple(sorted(Counter(c.suit for c in h).values(), reverse=True)) for h in listed)
    for parts, n in ranks.items():
        assert rank_pattern(*parts).count_in(hands(deck, 5)) == n
    for parts, n in suits.items():
        assert suit_pattern(*parts).count_in(hands(deck, 5)) == n
    assert len(suits) == 6 and suit_pattern(5).count_in(hands(deck, 5)) == C(8, 5) + 3 * C(7, 5)


def test_rank_classes_count_on_an_italian_deck_and_straights_are_refused_naming_the_decks():
    assert poker_hand("coppia").count_in(hands(italian40, 5)) == 10 * C(4, 2) * C(9, 3) * 4 ** 3
    assert poker_hand("tris").count_in(hands(italian40, 5)) == 10 * 4 * C(9, 2) * 16
    for name in ("scala", "scala colore", "colore", "carta alta"):
        with pytest.raises(ValueError, match=r"defined for the French 52-card deck .* and the 32-card deck 7–A .*; "
                                             r"italian40 has the ranks"):
            poker_hand(name).count_in(hands(italian40, 5))
    no_aces = Deck("french52 - aces", "french", tuple(c for c in french52.cards if c.rank != "A"), {})
    with pytest.raises(ValueError, match="french52 - aces has the ranks 10, 2, 3"):
        poker_hand("straight").count_in(hands(no_aces, 5))


def test_italian_and_english_names_name_the_same_class():
    pairs = [("scala colore", "straight flush"), ("poker", "four of a kind"), ("full", "full house"),
             ("colore", "flush"), ("scala", "straight"), ("tris", "three of a kind"),
             ("doppia coppia", "two pair"), ("coppia", "pair"), ("carta alta", "high card"),
             ("scala reale massima", "royal flush")]
    for it, en in pairs:
        assert poker_hand(it).name == poker_hand(en).name == poker_hand(en.upper().replace(" ", "-")).name
    assert [poker_hand(it).describe("it") for it, _ in pairs] == [
        "scala colore", "poker", "full", "colore", "scala", "tris", "doppia coppia", "coppia",
        "carta alta (nessun punto)", "scala reale massima"]
    assert [poker_hand(en).describe("en") for _, en in pairs] == [
        "straight flush", "four of a kind", "full house", "flush", "straight", "three of a kind", "two pair",
        "one pair", "high card (nothing)", "royal flush"]


def test_an_unknown_or_ambiguous_poker_name_is_refused_with_the_list():
    with pytest.raises(ValueError, match=r"unknown poker class 'doppio tris'; the classes are 'scala colore' / "
                                         r"'straight flush', 'poker' / 'four of a kind', .*'carta alta' / 'high card'"):
        poker_hand("doppio tris")
    with pytest.raises(ValueError, match=r"'scala reale' is ambiguous: .* say 'scala colore' \(straight flush, the "
                                         r"royal flush included\) or 'scala reale massima' \(royal flush\)"):
        poker_hand("Scala Reale")
    with pytest.raises(TypeError, match="not int"):
        poker_hand(5)


def test_poker_questions_outside_five_cards_without_replacement_are_refused():
    with pytest.raises(ValueError, match="five-card hands; these outcomes have 3 cards"):
        poker_hand("tris").count_in(hands(french52, 3))
    with pytest.raises(ValueError, match="without replacement"):
        poker_hand("tris").count_in(hands(french52, 5, replacement=True))
    with pytest.raises(ValueError, match="made for french32; this space deals from french52"):
        poker_hand("scala", deck=french32).count_in(hands(french52, 5))
    doubled = Deck("two decks", "french", french52.cards * 2, {})
    with pytest.raises(ValueError, match="holds some card more than once"):
        poker_hand("pair").count_in(hands(doubled, 5))


def test_one_hand_is_classified_and_a_7_to_10_with_the_ace_needs_its_deck():
    read = french52.parse_many
    assert poker_class(read("AH 2H 3H 4H 5H")) == "straight_flush"
    assert poker_class(read("TS JH QD KC AH")) == "straight"
    assert poker_class(read("QS KS AS 2S 3S")) == "flush"  # no wrap-around straight
    assert poker_class(read("7H 7D 7C 9S 9H")) == "full_house"
    low = read("AH 7D 8C 9S TH")
    assert poker_class(low, french52) == "high_card" and poker_class(low, french32) == "straight"
    assert poker_hand("scala", deck=french32)(low) and not poker_hand("scala", deck=french52)(low)
    with pytest.raises(ValueError, match="A-7-8-9-10 is a straight with the 32-card deck .* say which deck"):
        poker_hand("scala")(low)
    with pytest.raises(ValueError, match="five different cards"):
        poker_hand("pair")(read("AH AH 3C 4D 5S"))
    with pytest.raises(ValueError, match="not cards of french32: 2H"):
        poker_class(read("2H 7D 8C 9S TH"), french32)


def sampled_hands(deck, trials, seed):
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((trials, len(deck.cards))), axis=1)[:, :5]


@pytest.mark.parametrize("deck", [french52, french32], ids=lambda d: d.name)
def test_the_vectorised_mask_agrees_with_one_hand_at_a_time(deck):
    sample = sampled_hands(deck, 20_000, seed=34)
    space = hands(deck, 5)
    masks = {name: poker_hand(name).mask(sample, space) for name in POKER_CLASSES}
    for name in POKER_CLASSES + ("royal_flush",):
        event = poker_hand(name, deck=deck)
        mask = event.mask(sample, space)
        assert mask.dtype == bool and mask.shape == (20_000,)
        assert mask.tolist() == [event(tuple(deck.cards[i] for i in row)) for row in sample], name
    assert (sum(m.astype(int) for m in masks.values()) == 1).all()  # every hand in exactly one class
    # rare classes present in the sample, so the comparison is not only of False
    assert masks["flush"].sum() > 0 and masks["straight"].sum() > 0
    for event in (rank_pattern(2, 2, 1), suit_pattern(2, 2, 1), same_suit(3), same_rank(2)):
        assert event.mask(sample, space).tolist() == [event(tuple(deck.cards[i] for i in row)) for row in sample]


def test_every_five_card_class_is_counted_by_its_formula_not_by_listing(monkeypatch):
    """Each class has a count of its own, found with the listing of hands made impossible (how
    fast: bench/prob.py)."""
    from kit.prob.space import Space

    def no_listing(space):
        raise AssertionError(f"{space!r} was listed")

    monkeypatch.setattr(Space, "__iter__", no_listing)
    _pattern_count.cache_clear(), _class_table.cache_clear(), _straights.cache_clear()
    for deck in (french52, french32):
        total = sum(poker_hand(name).count_in(hands(deck, 5)) for name in POKER_CLASSES)
        assert total == C(len(deck), 5), deck.name


# ---------------------------------------------------------------- multiplicity patterns

def test_thirteen_card_suit_distributions_are_the_bridge_figures():
    space = hands(french52, 13)
    n4432 = suit_pattern(4, 4, 3, 2).count_in(space)
    assert n4432 == C(4, 2) * 2 * C(13, 4) ** 2 * C(13, 3) * C(13, 2)  # which two suits take 4, which other one 3
    assert round(100 * n4432 / C(52, 13), 2) == 21.55
    assert suit_pattern(5, 3, 3, 2).count_in(space) == 4 * 3 * C(13, 5) * C(13, 3) ** 2 * C(13, 2)
    assert round(100 * suit_pattern(5, 3, 3, 2).count_in(space) / C(52, 13), 2) == 15.52
    assert suit_pattern(4, 3, 3, 3).count_in(space) == 4 * C(13, 4) * C(13, 3) ** 3
    assert suit_pattern(13).count_in(space) == 4
    every = [p for p in _all_partitions(13, 4)]
    assert len(every) == 39
    assert sum(suit_pattern(*p).count_in(space) for p in every) == C(52, 13)


def _all_partitions(n, parts, largest=None):
    largest = n if largest is None else largest
    if n == 0:
        yield ()
    elif parts:
        for first in range(min(n, largest), 0, -1):
            for rest in _all_partitions(n - first, parts - 1, first):
                yield (first,) + rest


def test_five_card_patterns_in_52_cards_equal_the_textbook_formulas():
    space = hands(french52, 5)
    assert rank_pattern(2, 1, 1, 1).count_in(space) == 1098240
    assert rank_pattern(1, 2, 1, 1).count_in(space) == 1098240  # any order of the multiplicities
    assert rank_pattern(2, 2, 1).count_in(space) == 123552
    assert rank_pattern(3, 1, 1).count_in(space) == 54912
    assert rank_pattern(1, 1, 1, 1, 1).count_in(space) == C(13, 5) * 4 ** 5
    assert suit_pattern(5).count_in(space) == 4 * C(13, 5)
    assert same_suit(4).count_in(space) == 4 * C(13, 4) * 39 + 4 * C(13, 5)
    assert same_rank(3).count_in(space) == 54912 + 3744 + 624
    assert same_rank(1).count_in(space) == C(52, 5)
    assert same_rank(5).count_in(space) == 0


def test_three_cards_of_40_every_pattern_against_the_listing():
    listed = list(itertools.combinations(italian40.cards, 3))
    space = hands(italian40, 3)
    assert rank_pattern(2, 1).count_in(space) == 10 * C(4, 2) * 36 == 2160
    assert suit_pattern(3).count_in(space) == 4 * C(10, 3)
    assert same_suit(2).count_in(space) == C(40, 3) - C(4, 3) * 10 ** 3
    for event in (rank_pattern(2, 1), rank_pattern(3), rank_pattern(1, 1, 1), suit_pattern(2, 1), same_suit(3),
                  same_rank(2)):
        assert event.count_in(space) == sum(map(event, listed)), event


@pytest.mark.parametrize("ordered, replacement", [(True, False), (True, True), (False, True)])
def test_draws_ordered_or_with_replacement_are_counted_as_their_listing(ordered, replacement):
    space = hands(italian40, 3, ordered=ordered, replacement=replacement)
    listed = list(outcomes(italian40, 3, ordered=ordered, replacement=replacement))
    for event in (rank_pattern(2, 1), rank_pattern(3), rank_pattern(1, 1, 1), suit_pattern(2, 1), suit_pattern(3),
                  same_suit(2), same_rank(3)):
        assert event.count_in(space) == sum(map(event, listed)), event


def test_five_draws_with_replacement_exactly_two_hearts_pattern_by_the_binomial():
    """Suit pattern 2-1-1-1 with replacement from 52: which suit twice, then C(5,2)·3!·13^5 orders."""
    space = hands(french52, 5, ordered=True, replacement=True)
    assert suit_pattern(2, 1, 1, 1).count_in(space) == 4 * math.factorial(5) // 2 * 13 ** 5
    assert suit_pattern(5).count_in(space) == 4 * 13 ** 5


def test_pattern_count_groups_classes_of_unequal_size():
    # classes of 1, 2 and 3 cards, hands of 3 with multiplicities 2-1: listed by hand
    cards = ["a", "b", "b", "c", "c", "c"]
    listed = Counter(tuple(sorted(Counter(h).values(), reverse=True)) for h in itertools.combinations(cards, 3))
    assert pattern_count([1, 2, 3], (2, 1)) == listed[(2, 1)] == 1 * 3 + 1 * 1 + 3 * 1 + 3 * 2
    assert pattern_count([1, 2, 3], (1, 1, 1)) == listed[(1, 1, 1)] == 6
    assert pattern_count([1, 2, 3], (3,)) == listed[(3,)] == 1


def test_a_pattern_of_the_wrong_size_or_bad_multiplicities_is_refused():
    with pytest.raises(ValueError, match=r"rank_pattern\(2, 1, 1\) describes outcomes of 4 cards .*; these outcomes "
                                         r"have 5"):
        rank_pattern(2, 1, 1).count_in(hands(french52, 5))
    with pytest.raises(ValueError, match="describes outcomes of 4 cards"):
        rank_pattern(2, 1, 1)(tuple(french52.cards[:5]))
    with pytest.raises(ValueError, match="positive whole numbers"):
        rank_pattern(2, 0, 1)
    with pytest.raises(ValueError, match="at least one multiplicity"):
        suit_pattern()
    with pytest.raises(ValueError, match="positive whole number of cards, not 0"):
        same_suit(0)


def test_patterns_describe_themselves_in_both_languages():
    assert suit_pattern(2, 4, 3, 4).describe("it") == "distribuzione dei semi 4-4-3-2"
    assert suit_pattern(2, 4, 3, 4).describe("en") == "suit distribution 4-4-3-2"
    assert rank_pattern(2, 1, 1, 1).describe("it") == "distribuzione dei valori 2-1-1-1"
    assert rank_pattern(2, 1, 1, 1).describe("en") == "rank distribution 2-1-1-1"
    assert same_suit(3).describe("it") == "almeno 3 carte dello stesso seme"
    assert same_suit(1).describe("en") == "at least 1 card of the same suit"
    assert same_rank(2).describe("it") == "almeno 2 carte dello stesso valore"
    assert same_rank(4).describe("en") == "at least 4 cards of the same rank"


@settings(max_examples=40, deadline=None)
@given(st.sets(st.integers(0, 39), min_size=6, max_size=16), st.integers(1, 4), st.booleans(), st.booleans())
def test_every_pattern_of_any_part_of_the_40_cards_counts_as_its_listing(kept, k, ordered, replacement):
    """Any deck made of some of the 40 cards (ranks and suits of unequal sizes), any mode of drawing:
    each rank and suit pattern met in the listing, and same_rank/same_suit, count as listed."""
    deck = Deck("some of italian40", "italian", tuple(italian40.cards[i] for i in sorted(kept)), {})
    space = hands(deck, k, ordered=ordered, replacement=replacement)
    listed = list(outcomes(deck, k, ordered=ordered, replacement=replacement))
    for kind, build, same in (("rank", rank_pattern, same_rank), ("suit", suit_pattern, same_suit)):
        found = Counter(tuple(sorted(Counter(getattr(c, kind) for c in o).values(), reverse=True)) for o in listed)
        for parts, n in found.items():
            assert build(*parts).count_in(space) == n, (kind, parts)
        assert sum(build(*p).count_in(space) for p in _all_partitions(k, k)) == len(listed)
        for m in range(1, k + 1):
            assert same(m).count_in(space) == sum(n for parts, n in found.items() if parts[0] >= m)


def test_hands_with_replacement_are_counted_as_their_equally_likely_ordered_draws():
    """Two cards of 40 with replacement: the same rank has probability 4/40 = 1/10, as the second
    card matches the first one time in ten; counting the unordered hands with repetition, which
    are not equally likely, would give 1/16 (a teacher's trial found it)."""
    from kit.prob import P
    from kit.prob.space import hands as kit_hands

    assert P(same_rank(2), kit_hands(italian40, 2, replacement=True)) == Fraction(1, 10)
    # three cards, all of one suit: the second and the third match the first, (1/4)^2
    assert P(same_suit(3), kit_hands(italian40, 3, replacement=True)) == Fraction(1, 16)
    # a pair among three: which two positions (3), the same rank (1/10), the third another (9/10)
    assert P(rank_pattern(2, 1), kit_hands(italian40, 3, replacement=True)) == 3 * Fraction(1, 10) * Fraction(9, 10)
