r"""Simulating a sample space (simulazione / simulation): events and numbers, seeded, with intervals.

:func:`simulate` draws ``trials`` outcomes of a :class:`~kit.prob.space.Space` (with or without
replacement, as the space says) and, optionally keeping only those that meet a condition
(``given=``, the rejection method: frequenza relativa condizionata / conditional relative
frequency), reports

* for an event: a :class:`SimulatedEstimate` — the relative frequency :math:`\hat p = x/n` with its
  Wilson interval (as :func:`kit.prob.estimate.proportion`), the trials drawn and those kept;
* for a number (``count_of(group)`` or any function outcome -> number): a :class:`SimulatedValue`
  with the sample mean (media campionaria / sample mean) and its normal interval
  :math:`\bar x \pm z\,s/\sqrt n`, the sample variance :math:`s^2` (varianza campionaria / sample
  variance, divisor :math:`n-1`) with the asymptotic interval
  :math:`s^2 \pm z\sqrt{(m_4 - s^4)/n}`, :math:`m_4 = \frac1n\sum (x_i-\bar x)^4` the fourth central
  moment (valid for large n; the lower end is clamped at 0), the standard deviation, the relative
  frequencies, and a comparison with the exact answer.

Count events, ``count_of`` and patterns with a ``mask`` are tested on the whole sample at once
(numpy); a rule given as a function is tested one outcome at a time.  The same seed gives the
same figures.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from kit.deal import SeedLike
from kit.i18n import fmt_int, t
from kit.prob.estimate import Comparison, Estimate, compare, mean_estimate, proportion, z_value
from kit.prob.events import CountOf, Event, ImpossibleCondition, _as_event
from kit.prob.space import Space, _check_trials, as_space


@dataclass(frozen=True, repr=False)
class SimulatedEstimate(Estimate):
    """A simulated probability (an :class:`~kit.prob.estimate.Estimate`, Wilson interval) that also
    says how many trials were drawn: ``trials`` is the number the condition kept (all of them
    without ``given=``), ``drawn`` the number drawn.

    Attributes:
        drawn: trials drawn before the condition was applied.
    """

    drawn: int | None = None

    @property
    def kept(self) -> int:
        """Trials the condition kept (= ``trials``)."""
        return self.trials

    def describe_kept(self, lang: str = "en") -> str:
        """"la condizione si è verificata in 1.234 prove su 10.000 simulate" / "the condition held in 1,234 trials out of 10,000 simulated"."""
        return _kept_words(self.trials, self.drawn, lang)

    def __repr__(self) -> str:
        base = Estimate.__repr__(self)
        if self.drawn is None or self.drawn == self.trials:
            return base
        return base[:-1] + f", kept {self.trials:,} of {self.drawn:,} drawn)"


def _kept_words(kept: int, drawn: int, lang: str) -> str:
    return t("tkevents.kept", lang, kept=kept, drawn=drawn, kept_n=fmt_int(kept, lang), drawn_n=fmt_int(drawn, lang))


@dataclass(frozen=True)
class DistributionComparison:
    """A simulated number set beside its exact distribution.

    Attributes:
        mean: the exact mean beside the simulated one (a :class:`~kit.prob.estimate.Comparison`).
        var: the exact variance beside the simulated one.
        rows: ``(value, exact probability, simulated relative frequency)`` for every value that
            either gives.
    """

    mean: Comparison
    var: Comparison
    rows: tuple

    @property
    def inside(self) -> bool:
        """Whether the exact mean and variance both lie inside their intervals."""
        return self.mean.inside and self.var.inside

    def describe(self, lang: str = "en", digits: int = 4) -> str:
        """Two lines: the exact expected value beside the simulated mean, and the exact variance
        beside the simulated one (each as :meth:`kit.prob.estimate.Comparison.describe`)."""
        return "\n".join((t("toolkit.compare.mean", lang, line=self.mean.describe(lang, digits)),
                          t("toolkit.compare.var", lang, line=self.var.describe(lang, digits))))


class SimulatedValue:
    """A simulated random variable: the values seen in the trials kept, and what they estimate.

    Attributes:
        values: ``float`` array of the values (one per trial kept).
        drawn: trials drawn (before ``given=``); ``trials``: trials kept.
        confidence: the intervals' coverage.
    """

    def __init__(self, values: np.ndarray, drawn: int, confidence: float = 0.95) -> None:
        self.values = np.asarray(values, dtype=float)
        self.drawn = drawn
        self.trials = int(self.values.size)
        self.confidence = confidence

    @property
    def mean(self) -> Estimate:
        r"""Sample mean with the normal interval :math:`\bar x \pm z\,s/\sqrt n` (media campionaria)."""
        return mean_estimate(self.values, self.confidence)

    @property
    def var(self) -> Estimate:
        r"""Sample variance :math:`s^2` (divisor n − 1) with the asymptotic interval
        :math:`s^2 \pm z\sqrt{(m_4 - s^4)/n}` (lower end clamped at 0), ``method="asymptotic"``.

        Raises:
            ValueError: fewer than 2 values.
        """
        x, n = self.values, self.values.size
        if n < 2:
            raise ValueError(f"a variance with an interval needs at least 2 values, got {n}")
        s2 = float(x.var(ddof=1))
        m4 = float(((x - x.mean()) ** 4).mean())
        half = z_value(self.confidence) * math.sqrt(max(m4 - s2 * s2, 0.0) / n)
        return Estimate(s2, max(0.0, s2 - half), s2 + half, int(n), None, self.confidence, "asymptotic")

    @property
    def std(self) -> Estimate:
        """Sample standard deviation :math:`s` (scarto quadratico medio), the square roots of :attr:`var`'s figures."""
        v = self.var
        return Estimate(math.sqrt(v.value), math.sqrt(v.low), math.sqrt(v.high), v.trials, None, v.confidence, v.method)

    def frequencies(self) -> dict:
        """Relative frequency of each value seen (frequenza relativa): value → float, values in order
        (whole numbers as ``int``)."""
        seen, counts = np.unique(self.values, return_counts=True)
        whole = bool(np.all(seen == np.round(seen)))
        return {(int(v) if whole else float(v)): int(c) / self.trials for v, c in zip(seen, counts)}

    def compare(self, exact) -> Comparison | DistributionComparison:
        """The exact answer beside the simulated one.

        Args:
            exact: a number (the exact mean) → a :class:`~kit.prob.estimate.Comparison` of the mean;
                a :class:`~kit.prob.variables.Distribution` (anything with ``.pmf``) → a
                :class:`DistributionComparison` (mean, variance, and the table of probabilities
                beside relative frequencies).

        Raises:
            TypeError: neither a number nor a distribution.
        """
        pmf = getattr(exact, "pmf", None)
        if pmf is None:
            if isinstance(exact, (bool, np.bool_)) or not isinstance(exact, (int, float, Fraction, np.number)):
                raise TypeError(f"compare() takes the exact mean (a number) or a Distribution, not {exact!r}")
            return compare(Fraction(exact), self.mean)
        mean = sum((Fraction(v) * p for v, p in pmf.items()), Fraction(0))
        var = sum(((Fraction(v) - mean) ** 2 * p for v, p in pmf.items()), Fraction(0))
        freq = self.frequencies()
        values = sorted(set(pmf) | set(freq), key=float)
        rows = tuple((v, Fraction(pmf.get(v, 0)), freq.get(v, 0.0)) for v in values)
        return DistributionComparison(compare(mean, self.mean), compare(var, self.var), rows)

    def describe_kept(self, lang: str = "en") -> str:
        """How many trials the condition kept, in words (as :meth:`SimulatedEstimate.describe_kept`)."""
        return _kept_words(self.trials, self.drawn, lang)

    def __repr__(self) -> str:
        m, v = self.mean, self.var
        kept = "" if self.drawn == self.trials else f", kept {self.trials:,} of {self.drawn:,} drawn"
        return (f"SimulatedValue(mean {m.value:.4f} [{m.low:.4f}, {m.high:.4f}], var {v.value:.4f} "
                f"[{v.low:.4f}, {v.high:.4f}], n={self.trials:,}{kept})")


def _per_outcome(test, sample: np.ndarray, space: Space, rows: np.ndarray | None = None) -> list:
    picked = sample if rows is None else sample[rows]
    return [test(space.outcome(row)) for row in picked]


def simulate(what, space: Space, trials: int, *, rng: SeedLike, given=None,
             confidence: float = 0.95) -> SimulatedEstimate | SimulatedValue:
    """Simulate ``trials`` outcomes of ``space`` and estimate an event's probability or a number's
    mean and variance (see the module docstring for the formulas).

    Args:
        what: an event (count event, pattern, ``event(rule)``, or a function outcome -> bool) →
            a :class:`SimulatedEstimate`; ``count_of(group)`` or a function outcome -> number →
            a :class:`SimulatedValue`.
        space: the sample space drawn from.
        trials: outcomes drawn, a whole number 1 or more.
        rng: a numpy Generator or a seed (the same seed gives the same figures).
        given: a condition: only the trials where it happens are kept (rejection), and the result
            says how many were drawn and how many kept.
        confidence: the intervals' coverage, default 0.95.

    Raises:
        ImpossibleCondition: no trial drawn met the condition.
        TypeError: ``what`` returns neither True/False nor numbers, or is not a function.
        ValueError: ``trials`` not a whole number 1 or more.
    """
    space = as_space(space)
    trials = _check_trials(trials)
    if trials < 1:
        raise ValueError("a simulation needs 1 trial or more, got 0")
    sample = space.sample(trials, rng)
    rows = None
    if given is not None:
        cond = _as_event(given)
        keep = cond.mask(sample, space)
        if keep is None:
            keep = np.array(_per_outcome(cond._bind(space.deck), sample, space), dtype=bool)
        kept = int(np.count_nonzero(keep))
        if kept == 0:
            raise ImpossibleCondition(
                f"the condition {cond.describe('en')!r} (given=) happened in none of the {trials:,} trials drawn "
                f"from {space!r}: if it can happen at all (P(B) > 0), simulate more trials")
        rows = keep
    else:
        kept = trials
    picked = sample if rows is None else sample[rows]
    if isinstance(what, CountOf):
        values = what.values(picked, space) if space.deck is not None else None
        if values is None:
            values = np.array(_per_outcome(what._bind(space.deck), picked, space))
        return SimulatedValue(values, trials, confidence)
    if isinstance(what, Event):
        what = _as_event(what)  # refuses an event about a Distribution (X == 1): it is not about outcomes
        hits = what.mask(picked, space)
        if hits is None:
            hits = np.array(_per_outcome(what._bind(space.deck), picked, space), dtype=bool)
        return _estimate(int(np.count_nonzero(hits)), kept, trials, confidence)
    if not callable(what):
        raise TypeError(f"simulate() takes an event, count_of(group) or a function of the outcome, not {what!r}")
    results = _per_outcome(what, picked, space)
    if all(isinstance(r, (bool, np.bool_)) for r in results):
        return _estimate(sum(map(bool, results)), kept, trials, confidence)
    bad = [r for r in results if isinstance(r, (bool, np.bool_)) or not isinstance(r, (int, float, Fraction, np.number))]
    if bad:
        raise TypeError(f"the function simulated returns True/False (an event) or numbers (a random variable), "
                        f"not a mix or other things: got {bad[0]!r}")
    return SimulatedValue(np.array([float(r) for r in results]), trials, confidence)


def _estimate(hits: int, kept: int, drawn: int, confidence: float) -> SimulatedEstimate:
    e = proportion(hits, kept, confidence)
    return SimulatedEstimate(e.value, e.low, e.high, e.trials, e.successes, e.confidence, e.method, drawn)


__all__ = ["DistributionComparison", "SimulatedEstimate", "SimulatedValue", "simulate"]
