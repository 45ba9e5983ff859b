r"""Discrete random variables by their exact distribution (variabile aleatoria discreta,
distribuzione di probabilità).

A :class:`Distribution` maps each value of a random variable to its probability, a ``Fraction``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Mapping


class Distribution:
    """The exact distribution of a discrete random variable: value → ``Fraction``.

    Args:
        pmf: value → probability (``Fraction`` or ``int``); the probabilities are 0 or more and
            add up to exactly 1.  Values with probability 0 are dropped.
        name: what the variable is, for tables and charts (optional).

    Raises:
        ValueError: a negative probability, or probabilities that do not add up to 1.
    """

    def __init__(self, pmf: Mapping, *, name: str | None = None) -> None:
        probs = {value: Fraction(p) for value, p in pmf.items()}
        if any(p < 0 for p in probs.values()):
            raise ValueError("a probability is never negative")
        total = sum(probs.values(), Fraction(0))
        if total != 1:
            raise ValueError(f"the probabilities of a distribution add up to 1, these add up to {total}")
        self.pmf = {v: p for v, p in sorted(probs.items(), key=lambda vp: _order(vp[0])) if p}
        self.name = name


def _order(value):
    """Sort key: numbers by size, anything else after them by its text."""
    try:
        return (0, float(value), "")
    except (TypeError, ValueError):
        return (1, 0.0, repr(value))
