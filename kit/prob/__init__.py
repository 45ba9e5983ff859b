r"""The probability toolkit: exact answers as fractions, simulated answers with intervals.

* :mod:`kit.prob.space` — sample spaces of card draws, with and without replacement;
* :mod:`kit.prob.events` — events, :func:`P`, counting, conditioning, independence;
* :mod:`kit.prob.distribution` — random variables by their exact distribution;
* :mod:`kit.prob.families` — the textbook's distributions (binomiale, ipergeometrica, geometrica…);
* :mod:`kit.prob.estimate` — simulated proportions and means with their intervals.

Everything a notebook needs is importable from ``kit.prob`` itself.
"""

from kit.prob.estimate import (Comparison, Estimate, compare, mean_estimate, monte_carlo, proportion,
                               sample_hands, wilson_interval, z_value)
from kit.prob.events import Event, exact_probability
from kit.prob.families import comb, hypergeom_cdf, hypergeom_mean, hypergeom_pmf, hypergeom_sf
from kit.prob.families import (bernoulli, binomial, first_success, geometric, hypergeometric,
                               multivariate_hypergeometric, probability_parameter, uniform)
from kit.prob.space import Space
from kit.prob.distribution import Distribution
from kit.own_questions import question, question_template, save_questions
from kit.prob.patterns import (POKER_CLASSES, MultiplicityPattern, PokerHand, SameKind, poker_class, pattern_count,
                               poker_counts, poker_hand, rank_pattern, same_rank, same_suit, suit_pattern)
from kit.prob.distribution import (Distribution, DistributionTable, GeometricDistribution, InfiniteSupport,
                                   ValueEvent)

__all__ = [
    "DistributionTable", "GeometricDistribution", "InfiniteSupport", "ValueEvent", "bernoulli", "binomial",
    "first_success", "geometric", "hypergeometric", "multivariate_hypergeometric", "probability_parameter",
    "uniform",
    "Comparison", "Distribution", "Estimate", "Event", "Space", "comb", "compare", "exact_probability",
    "hypergeom_cdf", "hypergeom_mean", "hypergeom_pmf", "hypergeom_sf", "mean_estimate", "monte_carlo",
    "proportion", "sample_hands", "wilson_interval", "z_value",
    "question", "question_template", "save_questions",
    "POKER_CLASSES", "MultiplicityPattern", "PokerHand", "SameKind", "poker_class", "pattern_count", "poker_counts",
    "poker_hand", "rank_pattern", "same_rank", "same_suit", "suit_pattern",
]
