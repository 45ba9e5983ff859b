"""Statistical tests of the shuffle (RULES.md C-2: every order equally likely).

Significance level: each goodness-of-fit test rejects at alpha = 0.001.  The seeds are fixed,
so the tests are deterministic; a uniform shuffle would fail one of them for about 1 seed in
1,000.  To show that the tests can fail, the same statistic is run on a known-biased shuffle
(the naive "swap each card with any card" algorithm), which they must reject.
"""

import itertools

import numpy as np
import pytest
from scipy.stats import chisquare

from kit.cards import Deck, italian40
from kit.deal import make_rng, shuffle

ALPHA = 0.001
FOUR = Deck("four", "italian", italian40.cards[:4])
ORDERS = {order: i for i, order in enumerate(itertools.permutations(FOUR.cards))}


def order_counts(shuffler, trials, seed):
    rng = make_rng(seed)
    counts = np.zeros(len(ORDERS), dtype=int)
    for _ in range(trials):
        counts[ORDERS[tuple(shuffler(rng))]] += 1
    return counts


def naive_shuffle(rng):
    cards = list(FOUR.cards)
    for i in range(len(cards)):
        j = int(rng.integers(len(cards)))  # biased: should be rng.integers(i, len(cards))
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def test_C2_all_24_orders_of_4_cards_equally_likely():
    counts = order_counts(lambda rng: shuffle(FOUR, rng), 24_000, seed=20261130)
    assert counts.sum() == 24_000 and (counts > 0).all()
    result = chisquare(counts)  # H0: each of the 24 orders has probability 1/24 (df = 23)
    assert result.pvalue > ALPHA, result


def test_the_order_test_rejects_a_biased_shuffle():
    counts = order_counts(naive_shuffle, 24_000, seed=20261130)
    assert chisquare(counts).pvalue < ALPHA


@pytest.mark.slow
def test_C2_every_card_equally_likely_in_every_position():
    trials = 20_000
    rng = make_rng(1130)
    table = np.zeros((40, 40), dtype=int)  # table[position, card index]
    positions = np.arange(40)
    for _ in range(trials):
        pack = shuffle(italian40, rng)
        table[positions, [italian40.index(c) for c in pack]] += 1
    assert (table.sum(axis=1) == trials).all() and (table.sum(axis=0) == trials).all()
    # one test per position, Bonferroni-corrected so the whole family keeps alpha = 0.001
    pvalues = [chisquare(row).pvalue for row in table]
    assert min(pvalues) > ALPHA / 40, min(pvalues)
    # and the whole table against "expected 500 everywhere" (df = 40*40 - 1)
    assert chisquare(table.ravel()).pvalue > ALPHA
