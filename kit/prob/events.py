r"""Events and their probabilities over a sample space (evento, probabilità di un evento).

An :class:`Event` is a set of outcomes of a sample space, given by a rule: it can say whether one
outcome is in it (``event(outcome)``), and, when the rule depends only on how many cards of some
groups an outcome holds, count its outcomes without listing them (:meth:`Event.count_in`).

:func:`exact_probability` is the classical definition over any listed, equally likely space:
:math:`P(E) = |E| / |\Omega|` (casi favorevoli su casi possibili).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Callable, Iterable, TypeVar

import numpy as np

T = TypeVar("T")


def exact_probability(sample_space: Iterable[T], event: Callable[[T], bool]) -> Fraction:
    """:math:`P(E) = |E|/|\\Omega|` over an equally likely, finite sample space.

    Args:
        sample_space: every outcome once, each equally likely (e.g.
            ``itertools.combinations(deck, 3)`` for unordered 3-card hands).
        event: predicate, ``True`` for outcomes in the event.

    Returns:
        The probability as a ``Fraction``.

    Raises:
        ValueError: the sample space is empty.
    """
    total = hits = 0
    for outcome in sample_space:
        total += 1
        hits += bool(event(outcome))
    if total == 0:
        raise ValueError("the sample space is empty: there is nothing to count")
    return Fraction(hits, total)


class Event:
    """An event (evento): the outcomes of a sample space that satisfy a rule.

    The contract every event keeps (subclasses override what they can do faster):

    * ``event(outcome) -> bool``: whether one outcome (a tuple of cards, as the space lists it)
      is in the event; used when a space is listed or simulated one outcome at a time.
    * :meth:`count_in`: the number of outcomes of ``space`` in the event, by combinatorics,
      or ``None`` when this event cannot be counted without listing the space.
    * :meth:`mask`: the vectorised test over many sampled outcomes at once, or ``None``.
    * :meth:`describe`: the event in words, in Italian or English (for tables and messages).
    """

    def __call__(self, outcome: tuple) -> bool:
        raise NotImplementedError

    def count_in(self, space) -> int | None:
        """Number of outcomes of ``space`` in the event, counted without listing; ``None`` if not
        possible for this event and space (the caller then lists the space, if it is small)."""
        return None

    def mask(self, sample: np.ndarray, space) -> np.ndarray | None:
        """``bool`` array of shape ``(trials,)``: which sampled outcomes are in the event.

        Args:
            sample: ``int`` array of shape ``(trials, k)``, indices into ``space.deck.cards``
                (as :meth:`kit.prob.space.Space.sample` draws them).
            space: the space they were drawn from.

        Returns ``None`` when the event has no vectorised test (the caller tests each outcome).
        """
        return None

    def describe(self, lang: str = "en") -> str:
        """The event in words."""
        return repr(self)


class ImpossibleCondition(ValueError):
    """A condition (given=) that no outcome satisfies: P(A | B) needs P(B) > 0."""
