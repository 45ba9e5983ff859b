r"""Exact probabilities behind the Un, due, tre lessons (RULES.md UDT-7 and the variants).

The top cards of a pile are the last cards turned; while the pile grows they are consecutive
cards of a well-shuffled deck (C-2).  So the questions are about a random ordering of the deck.

* :func:`top_patterns` — after a card is turned on a pile of three or more cards, the chance
  that the top two match (a pair), that top and third match (a sandwich), or either.  For a
  deck of r ranks with c copies each (N = rc cards):
  P(pair) = P(sandwich) = (c-1)/(N-1);  P(both) = (c-1)(c-2)/((N-1)(N-2));
  P(either) = 2(c-1)/(N-1) - (c-1)(c-2)/((N-1)(N-2)).
  The module computes them by counting ordered triples, and the test checks the formulas.
* :func:`p_no_slap_chance` — the chance that the first k cards of one pile show no pair (and
  no sandwich, unless ``solo_coppie``) at any moment, by exact dynamic programming over the
  counts of the ranks still in the deck (ranks are interchangeable, so only the counts
  matter).
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from functools import lru_cache

from kit.games.un_due_tre import Rules
from kit.prob import exact_probability


def top_patterns(rules: Rules = Rules()) -> dict[str, Fraction]:
    """Exact P(pair), P(sandwich), P(both) and P(either) on the top three cards (UDT-7).

    Counted over every ordered triple of distinct cards of the rules' deck (the sample space
    of the last three cards turned).

    Returns:
        ``{"pair": …, "sandwich": …, "both": …, "either": …}`` as fractions.
    """
    deck = rules.deck.cards
    triples = list(itertools.permutations(range(len(deck)), 3))
    ranks = [c.rank for c in deck]

    def pair(t):  # t = (third, second, top)
        return ranks[t[1]] == ranks[t[2]]

    def sandwich(t):
        return ranks[t[0]] == ranks[t[2]]

    return {
        "pair": exact_probability(triples, pair),
        "sandwich": exact_probability(triples, sandwich),
        "both": exact_probability(triples, lambda t: pair(t) and sandwich(t)),
        "either": exact_probability(triples, lambda t: pair(t) or sandwich(t)),
    }


def p_no_slap_chance(k: int, rules: Rules = Rules()) -> Fraction:
    """P(no slappable pattern shows at any moment among the first ``k`` cards of one pile).

    Patterns: pairs, and sandwiches unless ``rules.solo_coppie`` (``somma_dieci`` is not
    counted here).

    Args:
        k: cards turned, 0 <= k <= deck size.

    Raises:
        ValueError: k out of range.
    """
    deck = rules.deck
    if not 0 <= k <= len(deck):
        raise ValueError(f"k must be 0..{len(deck)}, got {k}")
    counts = tuple(sorted(Counter(c.rank for c in deck.cards).values()))
    sandwiches = not rules.solo_coppie

    @lru_cache(maxsize=None)
    def survive(others: tuple[int, ...], top: int | None, second: int | None, left: int) -> Fraction:
        """P(no pattern in the next ``left`` cards).  ``others``: copies left of each rank that
        is neither the top card's nor the second card's (sorted); ``top``/``second``: copies
        left of those two ranks (``None`` while the pile has fewer cards)."""
        if left == 0:
            return Fraction(1)
        total = sum(others) + (top or 0) + (second or 0)
        result = Fraction(0)
        # the top card's rank again is a pair: that path ends, so it adds nothing
        if second and not sandwiches:  # the second card's rank: fine when only pairs count
            result += Fraction(second, total) * survive(others, second - 1, top, left - 1)
        for c, ranks in Counter(others).items():  # a card of any other rank
            if c == 0:
                continue
            rest = list(others)
            rest.remove(c)
            if second is not None:
                rest.append(second)
            result += Fraction(c * ranks, total) * survive(tuple(sorted(rest)), c - 1, top, left - 1)
        return result

    return survive(counts, None, None, k)
