r"""Simulated answers with their intervals.

:func:`monte_carlo` runs a seeded experiment ``trials`` times and returns an
:class:`Estimate`: the proportion :math:`\hat p = x/n` with a 95% Wilson score interval

.. math:: \frac{\hat p + \frac{z^2}{2n} \pm z\sqrt{\frac{\hat p(1-\hat p)}{n} + \frac{z^2}{4n^2}}}{1 + \frac{z^2}{n}},

which, unlike :math:`\hat p \pm z\sqrt{\hat p(1-\hat p)/n}`, stays inside [0, 1] and
behaves for proportions near 0 or 1.  :func:`mean_estimate` gives a mean with a normal
interval :math:`\bar x \pm z\, s/\sqrt n`.  :func:`compare` sets an exact answer beside an
estimate.  :func:`proportion` gives the same :class:`Estimate` for a count made elsewhere.
:func:`sample_hands` draws many hands of ``k`` distinct card indices at once (numpy), for
simulations that need speed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from statistics import NormalDist
from typing import Callable, Iterable

import numpy as np

from kit.deal import SeedLike, make_rng
from kit.i18n import fmt_decimal, fmt_int, t


def _is_count(x: object) -> bool:
    """A whole number (Python or numpy int), not a bool."""
    return isinstance(x, (int, np.integer)) and not isinstance(x, (bool, np.bool_))


def z_value(confidence: float = 0.95) -> float:
    """The two-sided normal quantile z with P(|Z| <= z) = confidence (1.959964 for 0.95).

    Raises:
        ValueError: confidence not strictly between 0 and 1.
    """
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be strictly between 0 and 1, got {confidence}")
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def wilson_interval(successes: int, trials: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for a proportion (intervallo di confidenza di Wilson / Wilson score
    interval; formula in the module docstring).

    Args:
        successes: x, 0 <= x <= trials.
        trials: n >= 1.
        confidence: coverage, default 0.95.

    Returns:
        ``(low, high)`` with 0 <= low <= x/n <= high <= 1.

    Raises:
        ValueError: n < 1 or x outside 0..n.
    """
    if not _is_count(trials) or not _is_count(successes) or trials < 1 or not 0 <= successes <= trials:
        raise ValueError(f"need trials >= 1 and 0 <= successes <= trials, got {successes}/{trials}")
    z = z_value(confidence)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    # In exact arithmetic low <= p <= high, and low = 0 when x = 0, high = 1 when x = n;
    # clamping keeps that true after floating-point rounding.
    low = 0.0 if successes == 0 else max(0.0, min(centre - half, p))
    high = 1.0 if successes == trials else min(1.0, max(centre + half, p))
    return low, high


@dataclass(frozen=True)
class Estimate:
    """A simulated proportion or mean with its confidence interval.

    Attributes:
        value: the point estimate (a proportion in [0, 1], or a sample mean).
        low, high: the interval's ends.
        trials: number of simulated trials n.
        successes: for a proportion, the count x of trials in the event; ``None`` for a mean.
        confidence: the interval's coverage (0.95 by default).
        method: ``"wilson"`` or ``"normal"``.
    """

    value: float
    low: float
    high: float
    trials: int
    successes: int | None = None
    confidence: float = 0.95
    method: str = "wilson"

    def contains(self, x: float | Fraction) -> bool:
        """Whether ``x`` lies inside [low, high]."""
        return self.low <= float(x) <= self.high

    def describe(self, lang: str = "en", digits: int = 4) -> str:
        """The estimate in words, in Italian or English, with its interval: "frequenza relativa 0,2473
        (2.473 su 10.000 prove), intervallo di confidenza al 95% [0,2389; 0,2559]" (a proportion);
        "media …" for a mean, "varianza …" for a variance (``method="asymptotic"``).

        Raises:
            ValueError: ``lang`` is not ``"it"`` or ``"en"``.
        """
        def d(x: float) -> str:
            return fmt_decimal(x, lang, digits)
        fields = dict(value=d(self.value), low=d(self.low), high=d(self.high), trials=fmt_int(self.trials, lang), n=self.trials,
                      confidence=f"{self.confidence * 100:g}".replace(".", "," if lang == "it" else "."))
        if self.successes is not None:
            return t("toolkit.estimate.proportion", lang, hits=fmt_int(self.successes, lang), **fields)
        key = "toolkit.estimate.variance" if self.method == "asymptotic" else "toolkit.estimate.mean"
        return t(key, lang, **fields)

    def __repr__(self) -> str:
        what = f"{self.successes}/{self.trials}" if self.successes is not None else f"n={self.trials}"
        return (
            f"Estimate({self.value:.4f}, {self.confidence:.0%} {self.method} interval "
            f"[{self.low:.4f}, {self.high:.4f}], {what})"
        )


def monte_carlo(
    experiment: Callable[[np.random.Generator, int], np.ndarray] | Callable[[np.random.Generator], bool],
    trials: int,
    rng: SeedLike,
    *,
    vectorized: bool = False,
    confidence: float = 0.95,
) -> Estimate:
    """Estimate a probability by simulation (simulazione Monte Carlo / Monte Carlo simulation): the
    relative frequency (frequenza relativa) of the event over ``trials`` seeded trials, with a 95%
    Wilson interval (intervallo di confidenza / confidence interval).

    Args:
        experiment: either ``f(rng) -> bool`` (one trial per call), or with
            ``vectorized=True`` ``f(rng, trials) -> bool array of shape (trials,)``.
        trials: number of trials n >= 1.
        rng: a Generator or a seed; the same seed gives the same estimate.
        vectorized: see ``experiment``.
        confidence: interval coverage.

    Returns:
        An :class:`Estimate` with ``successes`` set.

    Raises:
        ValueError: trials is not a whole number >= 1, or a vectorized experiment returned
            the wrong shape.
        TypeError: the experiment returned something other than a bool (or a bool array):
            a count or a probability would be silently miscounted.
    """
    if not _is_count(trials) or trials < 1:
        raise ValueError(f"trials must be a whole number 1 or more, got {trials!r}")
    trials = int(trials)
    gen = make_rng(rng)
    if vectorized:
        outcome = np.asarray(experiment(gen, trials))  # type: ignore[call-arg]
        if outcome.shape != (trials,):
            raise ValueError(f"a vectorized experiment must return shape ({trials},), got {outcome.shape}")
        if outcome.dtype != np.bool_:
            raise TypeError(f"a vectorized experiment must return a bool array (event happened or not), got dtype {outcome.dtype}")
        hits = int(np.count_nonzero(outcome))
    else:
        hits = 0
        for _ in range(trials):
            happened = experiment(gen)  # type: ignore[call-arg]
            if not isinstance(happened, (bool, np.bool_)):
                raise TypeError(f"an experiment must return True or False (did the event happen?), got {happened!r}")
            hits += bool(happened)
    return proportion(hits, trials, confidence)


def proportion(successes: int, trials: int, confidence: float = 0.95) -> Estimate:
    """The proportion :math:`\\hat p = x/n` of ``successes`` among ``trials`` counted outcomes, with
    its Wilson interval: the :class:`Estimate` that :func:`monte_carlo` reports, for counts made
    some other way (a vectorised simulation, saved counts).

    Args:
        successes: x, 0 <= x <= trials (Python or numpy whole numbers).
        trials: n >= 1.
        confidence: the interval's coverage, default 0.95.

    Returns:
        An :class:`Estimate` with ``successes`` set and ``method="wilson"``.

    Raises:
        ValueError: n < 1 or x outside 0..n (as :func:`wilson_interval`).
    """
    low, high = wilson_interval(successes, trials, confidence)
    return Estimate(successes / trials, low, high, trials, successes, confidence, "wilson")


def mean_estimate(samples: Iterable[float] | np.ndarray, confidence: float = 0.95) -> Estimate:
    """Sample mean (media campionaria / sample mean) with the normal interval ``mean ± z s / sqrt(n)``
    (s: sample standard deviation, ddof=1; intervallo di confidenza / confidence interval).

    Raises:
        ValueError: fewer than 2 samples.
    """
    x = np.asarray(list(samples) if not isinstance(samples, np.ndarray) else samples, dtype=float)
    if x.size < 2:
        raise ValueError(f"a mean with an interval needs at least 2 samples, got {x.size}")
    m = float(x.mean())
    half = z_value(confidence) * float(x.std(ddof=1)) / math.sqrt(x.size)
    return Estimate(m, m - half, m + half, int(x.size), None, confidence, "normal")


def sample_hands(deck_size: int, k: int, trials: int, rng: SeedLike, *, replacement: bool = False) -> np.ndarray:
    """``trials`` independent hands of ``k`` card indices from ``range(deck_size)``.

    Without replacement (senza reimmissione, the default) each row is the first ``k`` cards of an
    independent uniform shuffle, so every k-subset (and every order) is equally likely; with
    replacement (con reimmissione) each of the ``k`` draws is uniform on the whole deck, independent
    of the others (a card may come more than once).

    Returns:
        ``int`` array of shape ``(trials, k)``.

    Raises:
        ValueError: k < 0, k > deck_size without replacement, or trials < 0.
    """
    if k < 0 or (not replacement and k > deck_size) or trials < 0:
        most = "any k >= 0" if replacement else "0 <= k <= deck_size"
        raise ValueError(f"need {most} and trials >= 0; got k={k}, deck_size={deck_size}, trials={trials}")
    gen = make_rng(rng)
    if replacement:
        return gen.integers(0, deck_size, size=(trials, k))
    packs = np.broadcast_to(np.arange(deck_size), (trials, deck_size))
    return gen.permuted(packs, axis=1)[:, :k]


@dataclass(frozen=True)
class Comparison:
    """An exact probability beside a simulated estimate of it.

    Attributes:
        exact: the exact value (a ``Fraction``).
        estimate: the simulation's :class:`Estimate`.
    """

    exact: Fraction
    estimate: Estimate

    @property
    def error(self) -> float:
        """estimate − exact, as a float."""
        return self.estimate.value - float(self.exact)

    @property
    def inside(self) -> bool:
        """Whether the exact value lies inside the estimate's interval (about 95% of seeds)."""
        return self.estimate.contains(self.exact)

    def describe(self, lang: str = "en", digits: int = 4) -> str:
        """The exact value beside the simulated one, in words: "esatto: 63/247 ≈ 0,2551; simulato:
        frequenza relativa 0,2473 (…), intervallo di confidenza al 95% [0,2389; 0,2559]. Il valore
        esatto cade nell'intervallo." (or "fuori dall'intervallo: … circa una volta su venti").

        Raises:
            ValueError: ``lang`` is not ``"it"`` or ``"en"``.
        """
        confidence = self.estimate.confidence
        if self.inside:
            verdict = t("toolkit.compare.inside", lang)
        elif math.isclose(confidence, 0.95):
            verdict = t("toolkit.compare.outside", lang)  # "about one time in twenty"
        else:
            def pct(x: float) -> str:
                return f"{x * 100:.3g}".replace(".", "," if lang == "it" else ".")
            verdict = t("toolkit.compare.outside_any", lang, confidence=pct(confidence), miss=pct(1 - confidence))
        return t("toolkit.compare", lang, exact=str(self.exact), decimal=fmt_decimal(float(self.exact), lang, digits),
                 estimate=self.estimate.describe(lang, digits), verdict=verdict)

    def __repr__(self) -> str:
        where = "inside" if self.inside else "OUTSIDE"
        return (
            f"Comparison(exact={self.exact} ≈ {float(self.exact):.4f}, simulated={self.estimate.value:.4f} "
            f"[{self.estimate.low:.4f}, {self.estimate.high:.4f}], error={self.error:+.4f}, exact {where} the interval)"
        )


def compare(exact: Fraction | int, estimate: Estimate) -> Comparison:
    """Pair an exact answer with a simulated :class:`Estimate` (see :class:`Comparison`)."""
    return Comparison(Fraction(exact), estimate)
