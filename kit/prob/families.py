r"""The textbook's distributions, counted exactly (Fraction).

Hypergeometric (distribuzione ipergeometrica): drawing ``n`` cards without replacement
(senza reimmissione) from ``N`` of which ``K`` are successes,

.. math:: P(X = k) = \binom{K}{k}\binom{N-K}{n-k} \Big/ \binom{N}{n}.
"""

from __future__ import annotations

import math
from fractions import Fraction

comb = math.comb
"""``comb(n, k)``: the binomial coefficient, number of k-subsets of n things (``math.comb``)."""


def _check_hypergeom(N: int, K: int, n: int) -> None:
    if not (0 <= K <= N and 0 <= n <= N):
        raise ValueError(
            f"need 0 <= K <= N and 0 <= n <= N (population N, successes K, draws n); got N={N}, K={K}, n={n}"
        )


def hypergeom_pmf(k: int, N: int, K: int, n: int) -> Fraction:
    """P(X = k) for X ~ Hypergeometric(N, K, n): ``C(K,k) C(N-K,n-k) / C(N,n)``.

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
    """P(X <= k) for X ~ Hypergeometric(N, K, n), summing :func:`hypergeom_pmf`."""
    _check_hypergeom(N, K, n)
    return sum((hypergeom_pmf(i, N, K, n) for i in range(0, min(k, n) + 1)), Fraction(0))


def hypergeom_sf(k: int, N: int, K: int, n: int) -> Fraction:
    """P(X >= k) = 1 - P(X <= k-1); e.g. ``hypergeom_sf(1, 40, 4, 3)`` is "at least one Asso"."""
    return 1 - hypergeom_cdf(k - 1, N, K, n)


def hypergeom_mean(N: int, K: int, n: int) -> Fraction:
    """E[X] = n K / N for X ~ Hypergeometric(N, K, n) (0 when nothing is drawn)."""
    _check_hypergeom(N, K, n)
    return Fraction(0) if n == 0 else Fraction(n * K, N)


