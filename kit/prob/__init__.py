r"""The probability toolkit: exact answers as fractions, simulated answers with intervals.

* :mod:`kit.prob.space` — sample spaces of card draws (spazio campionario), with and without
  replacement (con / senza reimmissione): :func:`hands`, :func:`draws`, :func:`shuffles`,
  :func:`product`, :func:`die`;
* :mod:`kit.prob.events` — events (eventi), :func:`P`, :func:`count`, ``given=`` (probabilità
  condizionata), :func:`independence`, :func:`count_of` and :func:`distribution`;
* :mod:`kit.prob.patterns` — hand patterns counted by combinatorics: :func:`poker_hand`,
  :func:`rank_pattern`, :func:`suit_pattern`, :func:`same_suit`, :func:`same_rank`;
* :mod:`kit.prob.variables` — random variables by their exact distribution (:class:`Distribution`);
* :mod:`kit.prob.families` — the textbook's distributions (binomiale, ipergeometrica, geometrica…);
* :mod:`kit.prob.simulate` — :func:`simulate`: any event or number, seeded, with its interval;
* :mod:`kit.prob.estimate` — simulated proportions and means with their intervals.

Everything a notebook needs is importable from ``kit.prob`` itself (``from kit.prob import *``);
a teacher's own checked questions are :mod:`kit.own_questions`.
"""

from kit.prob.estimate import (Comparison, Estimate, compare, mean_estimate, monte_carlo, proportion,
                               sample_hands, wilson_interval, z_value)
from kit.prob.events import (CountEvent, CountOf, Event, ImpossibleCondition, Independence, P, at_least, at_most,
                             count, count_of, distribution, event, exact_probability, exactly, independence, none_of)
from kit.prob.families import (bernoulli, binomial, comb, first_success, geometric, hypergeom_cdf, hypergeom_mean,
                               hypergeom_pmf, hypergeom_sf, hypergeometric, multivariate_hypergeometric,
                               probability_parameter, uniform)
from kit.prob.patterns import (POKER_CLASSES, MultiplicityPattern, PokerHand, SameKind, pattern_count, poker_class,
                               poker_counts, poker_hand, rank_pattern, same_rank, same_suit, suit_pattern)
from kit.prob.simulate import DistributionComparison, SimulatedEstimate, SimulatedValue, simulate
from kit.prob.space import LIST_LIMIT, Space, TooLarge, die, draws, hands, product, shuffles
from kit.prob.variables import Distribution, DistributionTable, GeometricDistribution, InfiniteSupport, ValueEvent

__all__ = [
    # kit.prob.estimate
    "Comparison", "Estimate", "compare", "mean_estimate", "monte_carlo", "proportion", "sample_hands",
    "wilson_interval", "z_value",
    # kit.prob.events
    "CountEvent", "CountOf", "Event", "ImpossibleCondition", "Independence", "P", "at_least", "at_most", "count",
    "count_of", "distribution", "event", "exact_probability", "exactly", "independence", "none_of",
    # kit.prob.families
    "bernoulli", "binomial", "comb", "first_success", "geometric", "hypergeom_cdf", "hypergeom_mean", "hypergeom_pmf",
    "hypergeom_sf", "hypergeometric", "multivariate_hypergeometric", "probability_parameter", "uniform",
    # kit.prob.patterns
    "POKER_CLASSES", "MultiplicityPattern", "PokerHand", "SameKind", "pattern_count", "poker_class", "poker_counts",
    "poker_hand", "rank_pattern", "same_rank", "same_suit", "suit_pattern",
    # kit.prob.simulate
    "DistributionComparison", "SimulatedEstimate", "SimulatedValue", "simulate",
    # kit.prob.space
    "LIST_LIMIT", "Space", "TooLarge", "die", "draws", "hands", "product", "shuffles",
    # kit.prob.variables
    "Distribution", "DistributionTable", "GeometricDistribution", "InfiniteSupport", "ValueEvent",
]
