"""The class experiments (kit/classroom/experiments.py): each exact value counted another way,
each dealer's frequency over many seeded deals close to it, the same seed the same deals, and
the value the one its lesson prints."""

from __future__ import annotations

import json
import math
from collections import Counter
from fractions import Fraction
from itertools import combinations, permutations
from pathlib import Path

import pytest

from kit.cards import french52, italian40, uno108
from kit.classroom.experiments import EXPERIMENTS
from kit.deal import make_rng
from kit.games import trentuno
from kit.i18n import CATALOGUE
from kit.store.classroom import ID_PATTERN

ROOT = Path(__file__).resolve().parents[1]
GAMES = {"uno", "un_due_tre", "trentasette", "trentuno", "tre_cinque_otto"}


def test_one_experiment_per_game_each_well_formed():
    assert {e.game for e in EXPERIMENTS.values()} == GAMES
    for key, e in EXPERIMENTS.items():
        assert key == e.id and ID_PATTERN.match(e.id) and e.id.startswith(e.game + ".")
        assert isinstance(e.exact, Fraction) and 0 < e.exact < 1
        assert (ROOT / "source" / "notebooks" / f"{e.lesson}.ipynb").exists()
        for key in (e.name, e.event):
            assert set(CATALOGUE[key]) == {"it", "en"}, key


# --- each exact value, another way ----------------------------------------------------------------

def test_uno_exact_by_enumeration_and_by_a_series():
    e = EXPERIMENTS["uno.first_card_action"]
    # the card that stays is the first card of a shuffle that is not a Wild Draw Four: every
    # one of the 104 others equally likely, enumerated card by card
    can_open = [c for c in uno108.cards if c.rank != "wild4"]
    assert Fraction(sum(c.rank in ("skip", "reverse", "draw2", "wild") for c in can_open), len(can_open)) == e.exact
    # another way: turned again while a Wild Draw Four comes, 28/108 each time: 28/108 · Σ (4/108)^k
    assert Fraction(28, 108) / (1 - Fraction(4, 108)) == e.exact == Fraction(7, 26)
    from kit.lessons.uno import p_first_card_action_or_wild
    assert p_first_card_action_or_wild() == e.exact


def test_un_due_tre_exact_by_listing_every_ordered_triple():
    e = EXPERIMENTS["un_due_tre.pair_or_sandwich"]
    ranks = [c.rank for c in italian40.cards]
    triples = list(permutations(range(40), 3))
    hits = sum(ranks[c] in (ranks[b], ranks[a]) for a, b, c in triples)
    assert (hits, len(triples)) == (8_880, 59_280)
    assert Fraction(hits, len(triples)) == e.exact == Fraction(37, 247)
    n = 40  # the lesson's formula: P(pair) + P(sandwich) − P(both)
    assert Fraction(3, n - 1) * 2 - Fraction(3 * 2, (n - 1) * (n - 2)) == e.exact


def test_trentasette_exact_by_where_the_four_sevens_lie():
    e = EXPERIMENTS["trentasette.no_seven_26"]
    # every set of 4 places (of 52) the four 7s can take in a shuffle is equally likely; no 7 in
    # the top 26 means all four places are among the bottom 26
    places = list(combinations(range(52), 4))
    assert Fraction(sum(p[0] >= 26 for p in places), len(places)) == e.exact
    assert Fraction(math.comb(26, 4), math.comb(52, 4)) == e.exact == Fraction(46, 833)
    from kit.lessons.trentasette import p_no_seven
    assert p_no_seven(26) == e.exact


def test_trentuno_exact_by_every_hand():
    e = EXPERIMENTS["trentuno.hand_21_or_more"]
    hands = list(combinations(italian40.cards, 3))
    worth = sum(trentuno.hand_value(h) >= 21 for h in hands)
    assert (worth, len(hands)) == (592, 9_880) and Fraction(worth, len(hands)) == e.exact == Fraction(74, 1235)
    from kit.lessons.trentuno import value_counts
    assert Fraction(sum(n for v, n in value_counts().items() if v >= 21), 9_880) == e.exact


def test_tre_cinque_otto_exact_by_every_monte_and_inclusion_exclusion():
    e = EXPERIMENTS["tre_cinque_otto.ace_in_monte"]
    aces = {i for i, c in enumerate(french52.cards) if c.rank == "A"}
    montes = list(combinations(range(52), 4))
    assert Fraction(sum(not aces.isdisjoint(m) for m in montes), len(montes)) == e.exact
    # inclusion–exclusion over the four Aces: Σ (−1)^(k+1) C(4,k) C(52−k, 4−k) / C(52,4)
    ie = sum((-1) ** (k + 1) * math.comb(4, k) * math.comb(52 - k, 4 - k) for k in range(1, 5))
    assert Fraction(ie, math.comb(52, 4)) == e.exact == Fraction(15229, 54145)


# --- the dealers ----------------------------------------------------------------------------------

DEALS = 20_000


@pytest.mark.parametrize("exp_id", list(EXPERIMENTS))
def test_frequency_over_many_deals_is_close_to_the_exact_value(exp_id):
    """20,000 seeded deals: the frequency within 4 standard errors of the exact value (and the
    cards dealt are real cards of the game's deck, each deal's event said right)."""
    e = EXPERIMENTS[exp_id]
    rng = make_rng(2024)
    deals = [e.deal(rng) for _ in range(DEALS)]
    p = float(e.exact)
    freq = sum(d.hit for d in deals) / DEALS
    assert abs(freq - p) <= 4 * math.sqrt(p * (1 - p) / DEALS), (freq, p)
    for d in deals[:300]:  # each outcome checked against its cards
        assert len(set(d.cards)) == len(d.cards) or e.game == "uno"
        assert d.hit == _event(exp_id, d.cards)


def _event(exp_id, cards):
    """Each event, said again from the cards shown."""
    if exp_id == "uno.first_card_action":
        assert all(c.rank == "wild4" for c in cards[:-1]) and cards[-1].rank != "wild4"
        return cards[-1].rank in ("skip", "reverse", "draw2", "wild")
    if exp_id == "un_due_tre.pair_or_sandwich":
        assert len(cards) == 3
        return cards[2].rank in (cards[0].rank, cards[1].rank)
    if exp_id == "trentasette.no_seven_26":
        assert len(cards) == 26
        return all(c.rank != "7" for c in cards)
    if exp_id == "trentuno.hand_21_or_more":
        assert len(cards) == 3 and all(c in italian40.cards for c in cards)
        suits = Counter()
        for c in cards:
            suits[c.suit] += {"A": 11, "F": 10, "C": 10, "R": 10}.get(c.rank, 0) or int(c.rank)
        return max(suits.values()) >= 21
    assert len(cards) == 4
    return any(c.rank == "A" for c in cards)


@pytest.mark.parametrize("exp_id", list(EXPERIMENTS))
def test_same_seed_same_deals(exp_id):
    e = EXPERIMENTS[exp_id]
    one, two, other = make_rng(7), make_rng(7), make_rng(8)
    first = [e.deal(one) for _ in range(20)]
    assert first == [e.deal(two) for _ in range(20)]
    assert first != [e.deal(other) for _ in range(20)]


# --- the value the lesson prints ------------------------------------------------------------------

def _printed(lesson: str, lang: str) -> str:
    """Every Markdown output of the committed edition of ``lesson`` in ``lang``, joined."""
    nb = json.loads((ROOT / "notebooks" / lang / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    return "\n".join("".join(o["data"]["text/markdown"]) for c in nb["cells"] if c["cell_type"] == "code"
                     for o in c.get("outputs", []) if "text/markdown" in o.get("data", {}))


PRINTED = {  # what each lesson prints, in English and in Italian
    "uno.first_card_action": ("The exact value $7/26 \\approx 0.2692$", "$7/26 \\approx 0{,}2692$"),
    "un_due_tre.pair_or_sandwich": ("| pair or sandwich | 8,880 | $37/247$ | 0.1498 |", "| 8.880 | $37/247$ | 0,1498 |"),
    "trentasette.no_seven_26": ("pozzi with no 7, of $\\binom{52}{26}", "$P = 0{,}0552$"),
    "tre_cinque_otto.ace_in_monte": ("&\\approx 0.2813", "&\\approx 0{,}2813"),
}


@pytest.mark.parametrize("exp_id", list(PRINTED))
def test_the_lesson_prints_this_value(exp_id):
    e = EXPERIMENTS[exp_id]
    for lang, said in zip(("en", "it"), PRINTED[exp_id]):
        assert said in _printed(e.lesson, lang), (exp_id, lang)
    assert f"{float(e.exact):.4f}" in _printed(e.lesson, "en")
    assert f"{float(e.exact):.4f}".replace(".", ",") in _printed(e.lesson, "it").replace("{,}", ",")


def test_the_trentuno_lesson_table_adds_up_to_this_value():
    """The lesson prints one row per value (| value | hands | …): the rows 21 to 31 add up to 592."""
    e = EXPERIMENTS["trentuno.hand_21_or_more"]
    for lang, sep in (("en", ","), ("it", ".")):
        rows = {}
        for line in _printed(e.lesson, lang).splitlines():
            cells = [c.strip() for c in line.strip("|").split("|")]
            if len(cells) == 4 and cells[0].isdigit() and int(cells[0]) <= 31 and cells[2].startswith("$") \
                    and cells[1].replace(sep, "").isdigit():
                rows.setdefault(int(cells[0]), int(cells[1].replace(sep, "")))
        assert sum(rows.values()) == 9_880, lang
        assert Fraction(sum(n for v, n in rows.items() if v >= 21), 9_880) == e.exact, lang
