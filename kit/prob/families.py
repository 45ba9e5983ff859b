r"""The textbook's distributions, counted exactly (Fraction).

Each family returns a :class:`~kit.prob.variables.Distribution` (the geometric one a
:class:`~kit.prob.variables.GeometricDistribution`) with its mean, variance, table and events:

=========================================  ==================================================  ==========================
family                                     P(X = k)                                            E(X), Var(X)
=========================================  ==================================================  ==========================
:func:`bernoulli` ``(p)``                  :math:`p^k (1-p)^{1-k}`, k = 0, 1                   p, p(1-p)
:func:`binomial` ``(n, p)``                :math:`\binom{n}{k} p^k (1-p)^{n-k}`                np, np(1-p)
:func:`hypergeometric` ``(N, K, n)``       :math:`\binom{K}{k}\binom{N-K}{n-k}/\binom{N}{n}`   nK/N, n(K/N)(1-K/N)(N-n)/(N-1)
:func:`multivariate_hypergeometric`        :math:`\prod_i \binom{K_i}{k_i}/\binom{N}{n}`       (tuples: see marginal)
:func:`geometric` ``(p)``                  :math:`(1-p)^{k-1} p`, k = 1, 2, …                  1/p, (1-p)/p²
:func:`first_success` ``(N, K)``           :math:`\binom{N-k}{K-1}/\binom{N}{K}`               (N+1)/(K+1), K(N+1)(N-K)/((K+1)²(K+2))
:func:`uniform` ``(values)``               :math:`1/m` for each of m values                    (the mean of the values)
=========================================  ==================================================  ==========================

A probability ``p`` is a ``Fraction`` or an ``int`` (0 or 1), or a text read exactly
(``"1/4"``, ``"0.25"``); a ``float`` is refused, because most decimals (0.1, 0.3) are not
exactly a float and the answers would no longer be exact: write ``Fraction(1, 4)``.

The functions ``hypergeom_pmf`` and the others below are the single probabilities, as before.
"""

from __future__ import annotations

import math
from fractions import Fraction
from numbers import Integral
from typing import Iterable, Mapping, Sequence

from kit.prob.variables import Distribution, GeometricDistribution

comb = math.comb
"""``comb(n, k)``: the binomial coefficient (coefficiente binomiale), the number of k-subsets of n things
(combinazioni semplici / combinations; ``math.comb``)."""


def _check_hypergeom(N: int, K: int, n: int) -> None:
    if not (0 <= K <= N and 0 <= n <= N):
        raise ValueError(
            f"need 0 <= K <= N and 0 <= n <= N (population N, successes K, draws n); got N={N}, K={K}, n={n}"
        )


def hypergeom_pmf(k: int, N: int, K: int, n: int) -> Fraction:
    """P(X = k) for X ~ Hypergeometric(N, K, n) (distribuzione ipergeometrica / hypergeometric
    distribution): ``C(K,k) C(N-K,n-k) / C(N,n)``.

    Args:
        k: number of successes in the sample (any int; 0 outside the support).
        N: population size (cards in the deck).
        K: successes in the population (e.g. 4 Assi).
        n: sample size (cards in the hand).

    Raises:
        ValueError: N, K, n are inconsistent (see message).
    """
    _check_hypergeom(N, K, n)
    if k < 0 or k > K or n - k > N - K or k > n:
        return Fraction(0)
    return Fraction(comb(K, k) * comb(N - K, n - k), comb(N, n))


def hypergeom_cdf(k: int, N: int, K: int, n: int) -> Fraction:
    """P(X <= k) for X ~ Hypergeometric(N, K, n) (funzione di ripartizione della distribuzione
    ipergeometrica / hypergeometric cumulative distribution), summing :func:`hypergeom_pmf`."""
    _check_hypergeom(N, K, n)
    return sum((hypergeom_pmf(i, N, K, n) for i in range(0, min(k, n) + 1)), Fraction(0))


def hypergeom_sf(k: int, N: int, K: int, n: int) -> Fraction:
    """P(X >= k) = 1 - P(X <= k-1) for X ~ Hypergeometric(N, K, n) (distribuzione ipergeometrica /
    hypergeometric distribution); e.g. ``hypergeom_sf(1, 40, 4, 3)`` is "at least one Asso"."""
    return 1 - hypergeom_cdf(k - 1, N, K, n)


def hypergeom_mean(N: int, K: int, n: int) -> Fraction:
    """E[X] = n K / N for X ~ Hypergeometric(N, K, n) (valore atteso della distribuzione
    ipergeometrica / mean of the hypergeometric distribution; 0 when nothing is drawn)."""
    _check_hypergeom(N, K, n)
    return Fraction(0) if n == 0 else Fraction(n * K, N)




# --- the families -----------------------------------------------------------------------------

def _whole(value, what: str, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise TypeError(f"{what} must be a whole number (int), got {value!r}")
    if value < low:
        raise ValueError(f"{what} must be {low} or more, got {value}")
    return int(value)


def probability_parameter(p, what: str = "p", *, zero: bool = True) -> Fraction:
    """``p`` as an exact probability: a ``Fraction``, an ``int`` 0 or 1, or a text (``"1/4"``,
    ``"0.25"``) read exactly.

    Raises:
        TypeError: a ``float`` (not exact: write ``Fraction(1, 4)``) or another type.
        ValueError: not between 0 and 1 (0 excluded when ``zero`` is false), or a text that is not
            a number.
    """
    if isinstance(p, bool):
        raise TypeError(f"{what} must be a probability (a Fraction), not {p!r}")
    if isinstance(p, float):
        hint = Fraction(p).limit_denominator(1000)
        raise TypeError(f"{what}={p!r} is a float, and a float is not exact (0.1 is not 1/10 for a computer): "
                        f"write Fraction({hint.numerator}, {hint.denominator}) or the text '{p!r}'")
    if isinstance(p, str):
        try:
            p = Fraction(p.strip().replace(",", "."))
        except ValueError:
            raise ValueError(f"{what}={p!r} is not a number; write it as '1/4' or '0.25'") from None
    if not isinstance(p, (Integral, Fraction)):
        raise TypeError(f"{what} must be a Fraction, an int or a text like '1/4', not {type(p).__name__}")
    p = Fraction(p)
    if not (0 <= p <= 1) or (p == 0 and not zero):
        allowed = "0 <= p <= 1" if zero else "0 < p <= 1"
        raise ValueError(f"{what} = {p} is not a probability here: need {allowed}")
    return p


def bernoulli(p) -> Distribution:
    r"""Distribuzione di Bernoulli / Bernoulli distribution: one trial, 1 for a success (probability
    ``p``), 0 for a failure.  :math:`P(X = 1) = p`, :math:`P(X = 0) = 1 - p`;
    :math:`E(X) = p`, :math:`Var(X) = p(1-p)`.

    Raises:
        TypeError / ValueError: ``p`` not an exact probability (:func:`probability_parameter`).
    """
    p = probability_parameter(p)
    return Distribution._make({0: 1 - p, 1: p}, family=("tkdist.family.bernoulli", {"p": str(p)}),
                              symbol=f"Bernoulli({p})")


def binomial(n: int, p) -> Distribution:
    r"""Distribuzione binomiale / binomial distribution: the number of successes in ``n`` prove
    ripetute e indipendenti (independent repeated trials, e.g. draws *con reimmissione*), each a
    success with probability ``p``.

    .. math:: P(X = k) = \binom{n}{k} p^k (1-p)^{n-k} \quad (k = 0, \dots, n);
              \qquad E(X) = np, \quad Var(X) = np(1-p).

    Args:
        n: the number of trials, a whole number 0 or more.
        p: the probability of a success: ``Fraction``, ``int``, or text (``"1/4"``); never a float.

    Raises:
        TypeError: ``n`` not an int, ``p`` a float or another type.
        ValueError: ``n`` negative, ``p`` outside [0, 1].
    """
    n = _whole(n, "n (the number of trials)")
    p = probability_parameter(p)
    pmf = {k: comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)}
    return Distribution._make(pmf, family=("tkdist.family.binomial", {"n": n, "p": str(p)}), symbol=f"B({n}, {p})")


def hypergeometric(N: int, K: int, n: int) -> Distribution:
    r"""Distribuzione ipergeometrica / hypergeometric distribution: the number of successes among
    ``n`` cards drawn *senza reimmissione* (without replacement) from ``N`` of which ``K`` are
    successes (e.g. the Assi in 3 cards of the 40-card deck: ``hypergeometric(40, 4, 3)``).

    .. math:: P(X = k) = \binom{K}{k}\binom{N-K}{n-k} \Big/ \binom{N}{n};
              \qquad E(X) = n\frac{K}{N}, \quad Var(X) = n\frac{K}{N}\Big(1-\frac{K}{N}\Big)\frac{N-n}{N-1}.

    Raises:
        TypeError: a parameter not an int.
        ValueError: not 0 <= K <= N and 0 <= n <= N.
    """
    N, K, n = (_whole(N, "N (the cards in the deck)"), _whole(K, "K (the successes in the deck)"),
               _whole(n, "n (the cards drawn)"))
    _check_hypergeom(N, K, n)
    pmf = {k: hypergeom_pmf(k, N, K, n) for k in range(max(0, n - (N - K)), min(n, K) + 1)}
    return Distribution._make(pmf, family=("tkdist.family.hypergeometric", {"N": N, "K": K, "n": n}),
                              symbol=f"H({N}, {K}, {n})")


def multivariate_hypergeometric(counts: Mapping | Sequence[int], n: int, *, N: int | None = None) -> Distribution:
    r"""Distribuzione ipergeometrica multivariata / multivariate hypergeometric distribution: how
    many cards of each group there are among ``n`` drawn *senza reimmissione* from a deck whose
    groups have ``K_1, K_2, …`` cards (e.g. Assi and Re in a hand of 5 from 40).

    .. math:: P(X_1 = k_1, \dots, X_m = k_m) = \binom{K_1}{k_1}\cdots\binom{K_m}{k_m}\binom{R}{n - \sum k_i}
              \Big/ \binom{N}{n}

    where :math:`R = N - \sum K_i` are the cards in no group.  Each part alone is hypergeometric
    (:meth:`~kit.prob.variables.Distribution.marginal`).

    Args:
        counts: group name → cards in the deck (``{"assi": 4, "re": 4}``), or the numbers alone.
        n: cards drawn.
        N: the whole deck; default the sum of ``counts`` (then every card is in a group).  With
            ``N`` the values count only the named groups.

    Returns:
        A :class:`~kit.prob.variables.Distribution` whose values are tuples ``(k_1, …, k_m)``,
        in the order of ``counts``; its ``parts`` are the group names (or 0, 1, …).

    Raises:
        TypeError: counts or n not whole numbers.
        ValueError: no group, a negative count, ``N`` smaller than the groups, ``n > N``.
    """
    if isinstance(counts, Mapping):
        names, sizes = tuple(counts), [counts[name] for name in counts]
    elif isinstance(counts, (str, bytes)) or not isinstance(counts, Iterable):
        raise TypeError(f"counts must be a mapping group → cards or a sequence of numbers, not {counts!r}")
    else:
        sizes = list(counts)
        names = tuple(range(len(sizes)))
    if not sizes:
        raise ValueError("multivariate_hypergeometric needs at least one group")
    sizes = [_whole(k, f"the cards of group {name!r}") for name, k in zip(names, sizes)]
    n = _whole(n, "n (the cards drawn)")
    total = sum(sizes)
    N = total if N is None else _whole(N, "N (the cards in the deck)")
    if N < total:
        raise ValueError(f"the groups hold {total} cards, more than the deck's N = {N}")
    if n > N:
        raise ValueError(f"cannot draw n = {n} cards from N = {N}")
    rest, whole = N - total, comb(N, n)
    pmf: dict = {}

    def fill(i: int, left: int, chosen: tuple, ways: int) -> None:
        if i == len(sizes):
            if left <= rest:
                pmf[chosen] = Fraction(ways * comb(rest, left), whole)
            return
        for k in range(min(sizes[i], left) + 1):
            fill(i + 1, left - k, chosen + (k,), ways * comb(sizes[i], k))

    fill(0, n, (), 1)
    groups = ", ".join(f"{name} {k}" for name, k in zip(names, sizes))
    made = Distribution._make(pmf, family=("tkdist.family.multivariate_hypergeometric", {"groups": groups, "n": n}))
    made.parts = names
    return made


def geometric(p) -> GeometricDistribution:
    r"""Distribuzione geometrica / geometric distribution: the number of the trial on which the
    first success comes, in independent trials each a success with probability ``p`` (draws *con
    reimmissione*: e.g. drawing a card and putting it back until an Asso, ``p = 1/10``).

    .. math:: P(X = k) = (1-p)^{k-1} p \quad (k = 1, 2, \dots), \qquad P(X \le k) = 1 - (1-p)^k;
              \qquad E(X) = \frac{1}{p}, \quad Var(X) = \frac{1-p}{p^2}.

    Its values are infinitely many, so it is a
    :class:`~kit.prob.variables.GeometricDistribution` (exact closed forms; ``pmf`` raises,
    ``up_to(k)`` and ``table(lang, up_to=k)`` show the first values).  Not to be confused with
    :func:`first_success` (without replacement).

    Raises:
        TypeError / ValueError: ``p`` not an exact probability, or 0 (no success ever).
    """
    p = probability_parameter(p, zero=False)
    return GeometricDistribution(p)


def first_success(N: int, K: int) -> Distribution:
    r"""Prima uscita senza reimmissione / first success without replacement: the position ``T`` of
    the first of ``K`` successes among ``N`` cards shuffled (turned one by one: where does the first
    Asso of a 40-card deck come? ``first_success(40, 4)``).

    .. math:: P(T = t) = \binom{N-t}{K-1} \Big/ \binom{N}{K} \quad (t = 1, \dots, N-K+1);
              \qquad E(T) = \frac{N+1}{K+1}, \quad Var(T) = \frac{K(N+1)(N-K)}{(K+1)^2(K+2)}.

    (The other ``K - 1`` successes lie among the ``N - t`` cards after the first one.)

    Raises:
        TypeError: not ints.  ValueError: need 1 <= K <= N.
    """
    N, K = _whole(N, "N (the cards in the deck)", 1), _whole(K, "K (the successes in the deck)", 1)
    if K > N:
        raise ValueError(f"need 1 <= K <= N: K = {K} successes cannot be among N = {N} cards")
    pmf = {t: Fraction(comb(N - t, K - 1), comb(N, K)) for t in range(1, N - K + 2)}
    return Distribution._make(pmf, family=("tkdist.family.first_success", {"N": N, "K": K}))


def uniform(values: Iterable) -> Distribution:
    r"""Distribuzione uniforme (discreta) / discrete uniform distribution: each of ``m`` values
    equally likely, :math:`P(X = x) = 1/m` (a fair die: ``uniform(range(1, 7))``, E(X) = 7/2).

    Raises:
        ValueError: no values, or a value twice (it would count double: give a
            :class:`~kit.prob.variables.Distribution` for unequal chances).
        TypeError: a float value, or a text instead of a collection.
    """
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise TypeError(f"uniform(values) needs a collection of values (a list, a range), not {values!r}")
    values = list(values)
    if not values:
        raise ValueError("uniform(values) needs at least one value")
    if len(set(values)) != len(values):
        twice = sorted({repr(v) for v in values if values.count(v) > 1})
        raise ValueError(f"uniform(values) takes each value once; repeated: {', '.join(twice)}")
    m = len(values)
    return Distribution._make({v: Fraction(1, m) for v in values}, family=("tkdist.family.uniform", {"n": m}))
