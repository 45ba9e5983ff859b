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
from kit.prob.events import (CountEvent, CountOf, Event, ImpossibleCondition, Independence, P, at_least, at_most,
                             count, count_of, distribution, event, exact_probability, exactly, independence, none_of)
from kit.prob.families import comb, hypergeom_cdf, hypergeom_mean, hypergeom_pmf, hypergeom_sf
from kit.prob.space import LIST_LIMIT, Space, TooLarge, die, draws, hands, product, shuffles
from kit.prob.simulate import DistributionComparison, SimulatedEstimate, SimulatedValue, simulate
from kit.prob.distribution import Distribution

# The function distribution(f, space) (kit.prob.events), not the module of the same name: importing
# the module kit.prob.distribution sets this attribute to the module, so it is set back here, last.
# (Write "from kit.prob.distribution import Distribution"; "import kit.prob.distribution as m" gives the function.)
from kit.prob.events import distribution  # noqa: E402,F811

__all__ = [
    "Comparison", "Distribution", "Estimate", "Event", "Space", "comb", "compare", "exact_probability",
    "hypergeom_cdf", "hypergeom_mean", "hypergeom_pmf", "hypergeom_sf", "mean_estimate", "monte_carlo",
    "proportion", "sample_hands", "wilson_interval", "z_value",
    # kit.prob.space, kit.prob.events, kit.prob.simulate (H3)
    "CountEvent", "CountOf", "DistributionComparison", "ImpossibleCondition", "Independence", "LIST_LIMIT", "P",
    "SimulatedEstimate", "SimulatedValue", "TooLarge", "at_least", "at_most", "count", "count_of", "die",
    "distribution", "draws", "event", "exactly", "hands", "independence", "none_of", "product", "shuffles", "simulate",
]
