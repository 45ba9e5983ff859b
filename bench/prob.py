"""Benchmark: the probability toolkit's exact answers against plain enumeration, in the same run.

Each question of a fixed set (issue 34) is answered twice, and the two answers must be equal:

* by the toolkit, as a teacher writes it (``P(poker_hand("tris"), hands(french32, 5))``): a
  count by formula (:mod:`kit.prob.patterns`, the count events of :mod:`kit.prob.events`, the
  families), its caches emptied before every run, so each time is a cold start;
* by plain enumeration: ``itertools`` over every outcome and a Python predicate written as a
  teacher would write it, the way a question was answered before the toolkit.  An enumeration of
  more than ``--list-limit`` outcomes is not run; its size is printed instead.

Times are CPU seconds of this process (``time.process_time``, steadier than the clock on a shared
machine): the toolkit's is the best of ``--repeat`` runs, the enumeration's one run.  The targets
(issue 34): every five-card class at least 100× faster than enumeration and under 0.1 s.

The questions: the nine poker classes of five cards from 52 and from 32 (7–A); three cards from
the 40 Italian cards (a pair; three of one suit; exactly one Asso); thirteen cards from 52 (suit
distribution 4-4-3-2); five draws with replacement from 52 (exactly two hearts; suit distribution
2-1-1-1); the mean position of the first Asso in a shuffled 40-card deck (enumerated over the
C(40, 4) = 91,390 equally likely sets of the four Assi's positions, the plain space that can be
listed: the 40! orders cannot).

Usage: ``python bench/prob.py [--repeat 5] [--list-limit 3000000]`` (``--list-limit 300000`` skips
the 52-card listings, about 40 s of the run).

Measured on this machine (2 cores shared with other jobs, 4 Dec 2026, ``--repeat 5``, every answer
equal to its enumeration's; the toolkit asked as a teacher writes it, ``P(event, hands(deck, 5))``):

==============================================  ===================  ===============  ===============
question                                        toolkit s            enumeration s    ratio
==============================================  ===================  ===============  ===============
5 of 52, each of the nine classes               0.000026–0.000087    0.81–7.4         9,840–133,737×
5 of 32, each of the nine classes               0.000026–0.000066    0.069–0.45       1,052–11,599×
3 of 40: a pair / three of a suit / one Asso    0.000032 / 20 / 32   0.012 / 0.003 /  394 / 130 /
                                                (millionths)         0.006            199×
13 of 52: suit distribution 4-4-3-2             0.000041             not run (635,013,559,600 hands)
5 draws with repl.: 2 hearts / suits 2-1-1-1    0.000043 / 37        not run (380,204,032 sequences)
first Asso's mean position (41/5)               0.000261             0.014            52×
==============================================  ===================  ===============  ===============

The flush's listing is the quickest of the 52 because its predicate stops at the first two suits
that differ; the slowest five-card class of the toolkit took 0.000087 s, the smallest five-card
ratio was 1,052× (the flush of 32 cards): both targets met.
"""

from __future__ import annotations

import argparse
import itertools
import math
import time
from collections import Counter
from fractions import Fraction

from kit.cards import french32, french52, italian40
from kit.prob import (P, POKER_CLASSES, draws, exactly, first_success, hands, poker_hand, rank_pattern,
                      suit_pattern)
from kit.prob import events as _events, patterns as _patterns


def clear_caches() -> None:
    """Empty the toolkit's caches, so that every timed run starts cold."""
    for f in (_patterns._pattern_count, _patterns._class_table, _patterns._straights):
        f.cache_clear()
    _events._JOINT.clear()


# ----------------------------------------------------------------- plain predicates (the baseline)

def _ranks(hand):
    return sorted(Counter(c.rank for c in hand).values())


def _plain_poker(ladder):
    windows = [set(ladder[i:i + 5]) for i in range(len(ladder) - 4)]

    def straight(hand):
        return _ranks(hand) == [1, 1, 1, 1, 1] and {c.rank for c in hand} in windows

    def flush(hand):
        return len({c.suit for c in hand}) == 1

    return {
        "straight_flush": lambda h: straight(h) and flush(h),
        "four_of_a_kind": lambda h: _ranks(h) == [1, 4],
        "full_house": lambda h: _ranks(h) == [2, 3],
        "flush": lambda h: flush(h) and not straight(h),
        "straight": lambda h: straight(h) and not flush(h),
        "three_of_a_kind": lambda h: _ranks(h) == [1, 1, 3],
        "two_pair": lambda h: _ranks(h) == [1, 2, 2],
        "pair": lambda h: _ranks(h) == [1, 1, 1, 2],
        "high_card": lambda h: _ranks(h) == [1, 1, 1, 1, 1] and not straight(h) and not flush(h),
    }


PLAIN52 = _plain_poker(["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"])
PLAIN32 = _plain_poker(["A", "7", "8", "9", "10", "J", "Q", "K", "A"])


def listed_fraction(outcomes, predicate) -> Fraction:
    """Favourable over possible outcomes, by listing every one."""
    total = hits = 0
    for outcome in outcomes:
        total += 1
        hits += bool(predicate(outcome))
    return Fraction(hits, total)


# ----------------------------------------------------------------- the questions

def questions():
    """(label, the toolkit's answer as a teacher writes it, as a 0-argument function; the
    enumeration as a 0-argument function; the number of outcomes the enumeration lists; whether a
    five-card class)."""
    out = []
    for deck, plain in ((french52, PLAIN52), (french32, PLAIN32)):
        size = math.comb(len(deck), 5)
        for name in POKER_CLASSES:
            event = poker_hand(name)
            out.append((f"5 of {len(deck)}: {event.describe('en')}",
                        lambda e=event, d=deck: P(e, hands(d, 5)),
                        lambda d=deck, p=plain[name]: listed_fraction(itertools.combinations(d.cards, 5), p),
                        size, True))
    n3 = math.comb(40, 3)
    out.append(("3 of 40: a pair (rank 2-1)",
                lambda: P(rank_pattern(2, 1), hands(italian40, 3)),
                lambda: listed_fraction(itertools.combinations(italian40.cards, 3), lambda h: _ranks(h) == [1, 2]),
                n3, False))
    out.append(("3 of 40: three of one suit",
                lambda: P(suit_pattern(3), hands(italian40, 3)),
                lambda: listed_fraction(itertools.combinations(italian40.cards, 3),
                                        lambda h: len({c.suit for c in h}) == 1),
                n3, False))
    out.append(("3 of 40: exactly one Asso (hypergeometric)",
                lambda: P(exactly(1, "assi"), hands(italian40, 3)),
                lambda: listed_fraction(itertools.combinations(italian40.cards, 3),
                                        lambda h: sum(c.rank == "A" for c in h) == 1),
                n3, False))
    n13 = math.comb(52, 13)
    out.append(("13 of 52: suit distribution 4-4-3-2",
                lambda: P(suit_pattern(4, 4, 3, 2), hands(french52, 13)),
                lambda: listed_fraction(itertools.combinations(french52.cards, 13),
                                        lambda h: sorted(Counter(c.suit for c in h).values()) == [2, 3, 4, 4]),
                n13, False))
    n5r = 52 ** 5
    out.append(("5 draws with repl. of 52: exactly 2 hearts (binomial)",
                lambda: P(exactly(2, "cuori"), draws(french52, 5, replacement=True)),
                lambda: listed_fraction(itertools.product(french52.cards, repeat=5),
                                        lambda s: sum(c.suit == "hearts" for c in s) == 2),
                n5r, False))
    out.append(("5 draws with repl. of 52: suits 2-1-1-1",
                lambda: P(suit_pattern(2, 1, 1, 1), draws(french52, 5, replacement=True)),
                lambda: listed_fraction(itertools.product(french52.cards, repeat=5),
                                        lambda s: sorted(Counter(c.suit for c in s).values()) == [1, 1, 1, 2]),
                n5r, False))
    n_pos = math.comb(40, 4)
    out.append(("40 shuffled: mean position of the first Asso",
                lambda: first_success(40, 4).mean,
                lambda: Fraction(sum(min(p) + 1 for p in itertools.combinations(range(40), 4)), n_pos),
                n_pos, False))
    return out


def best_cpu(f, repeat: int) -> tuple[float, object]:
    """Best CPU time of ``repeat`` cold runs of ``f`` and its answer."""
    best, answer = math.inf, None
    for _ in range(repeat):
        clear_caches()
        start = time.process_time()
        answer = f()
        best = min(best, time.process_time() - start)
    return best, answer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="cold runs of each toolkit answer (the best is kept)")
    parser.add_argument("--list-limit", type=int, default=3_000_000,
                        help="largest number of outcomes the enumeration lists")
    args = parser.parse_args()
    print(f"Exact answers, CPU seconds (toolkit: best of {args.repeat} cold runs; enumeration: one run, "
          f"up to {args.list_limit:,} outcomes):")
    print(f"  {'question':<54}{'answer':>26}{'toolkit s':>11}{'enumeration s':>15}{'ratio':>10}")
    five = []
    for label, toolkit, plain, size, is_five in questions():
        took, answer = best_cpu(toolkit, args.repeat)
        shown = f"{float(answer):.6g}" if answer.denominator != 1 else str(answer)
        if size > args.list_limit:
            listed, ratio = f"too large, not run ({size:,} outcomes)", ""
            print(f"  {label:<54}{shown:>26}{took:>11.6f}   {listed}")
        else:
            start = time.process_time()
            expected = plain()
            listed_s = time.process_time() - start
            if expected != answer:
                raise SystemExit(f"{label}: the toolkit says {answer}, the enumeration {expected}")
            ratio = listed_s / took if took > 0 else math.inf
            print(f"  {label:<54}{shown:>26}{took:>11.6f}{listed_s:>15.3f}{ratio:>10,.0f}×")
            if is_five:
                five.append((label, took, ratio))
        if is_five and size > args.list_limit:
            five.append((label, took, None))
    if five:
        slowest = max(five, key=lambda r: r[1])
        ratios = [r for r in five if r[2] is not None]
        print(f"Five-card classes: slowest toolkit answer {slowest[1]:.6f} s ({slowest[0]}; target < 0.1 s)"
              + (f", smallest ratio {min(r[2] for r in ratios):,.0f}× (target ≥ 100×)" if ratios else ""))


if __name__ == "__main__":
    main()
