"""Ready-made probability questions about dealt hands, answered exactly and by simulation.

:class:`HandCount` is the random variable X = "number of target cards in a hand of k cards
dealt from a well-shuffled deck" (RULES.md C-2).  X is hypergeometric with population
N = deck size, K = number of target cards, sample size k, so

    P(X = j) = C(K, j) C(N - K, k - j) / C(N, k),   P(X >= 1) = 1 - C(N - K, k) / C(N, k).

The same question is also simulated (seeded) so the two answers can be set side by side.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from kit.cards import Card, Deck, get_deck
from kit.deal import SeedLike
from kit.prob import Estimate, hypergeom_pmf, hypergeom_sf, sample_hands, wilson_interval


@dataclass(frozen=True)
class HandCount:
    """X = number of ``targets`` in a ``k``-card hand from ``deck``.

    Attributes:
        deck: the deck dealt from (a :class:`~kit.cards.Deck`, derived decks included, or its name).
        k: cards in the hand, 0 <= k <= len(deck).
        targets: the set of target cards (every copy in the deck counts); a
            :class:`~kit.cards.Group` or a group name of the deck (``"assi"``) is accepted.

    Raises:
        ValueError: unknown deck name or group name, k out of range, or a target card is not in the deck.
    """

    deck: Deck
    k: int
    targets: frozenset[Card]

    def __post_init__(self) -> None:
        object.__setattr__(self, "deck", get_deck(self.deck))  # a deck name is accepted too
        if isinstance(self.targets, str):  # a group name of the deck ("assi", "figure", "cuori")
            object.__setattr__(self, "targets", self.deck.group(self.targets))
        object.__setattr__(self, "targets", frozenset(self.targets))
        if not 0 <= self.k <= len(self.deck):
            raise ValueError(f"a hand from {self.deck.name} has 0..{len(self.deck)} cards, not {self.k}")
        foreign = [c.code for c in self.targets if c not in self.deck]
        if foreign:
            raise ValueError(f"target cards not in {self.deck.name}: {foreign}")

    @classmethod
    def of_rank(cls, deck: Deck | str, k: int, rank: str) -> "HandCount":
        """Targets = every card of ``rank`` (e.g. ``"A"`` for the four Assi, ``"wild"`` in UNO).

        Raises:
            ValueError: the deck has no card of that rank.
        """
        deck = get_deck(deck)
        return cls(deck, k, deck.where(rank=rank).cards)  # ValueError "<deck> has no rank 'Z'; its ranks are …"

    @property
    def N(self) -> int:
        """Population size: cards in the deck."""
        return len(self.deck)

    @property
    def K(self) -> int:
        """Target cards in the deck, copies included."""
        return sum(self.deck.copies(c) for c in self.targets)

    def pmf(self) -> dict[int, Fraction]:
        """Exact distribution of X: ``{j: P(X = j)}`` for j = 0..min(k, K)."""
        return {j: hypergeom_pmf(j, self.N, self.K, self.k) for j in range(min(self.k, self.K) + 1)}

    def p_at_least(self, m: int = 1) -> Fraction:
        """Exact P(X >= m)."""
        return hypergeom_sf(m, self.N, self.K, self.k)

    def simulate(self, trials: int, rng: SeedLike) -> np.ndarray:
        """Deal ``trials`` independent hands and count the targets in each.

        Returns:
            ``int`` array of shape ``(trials,)``, values in 0..min(k, K).
        """
        mask = np.array([c in self.targets for c in self.deck.cards])
        hands = sample_hands(self.N, self.k, trials, rng)
        return mask[hands].sum(axis=1)

    def estimate_at_least(self, trials: int, rng: SeedLike, m: int = 1) -> tuple[Estimate, np.ndarray]:
        """Simulated P(X >= m) with its 95% Wilson interval, and the simulated counts.

        Returns:
            ``(estimate, counts)`` where ``counts`` is :meth:`simulate`'s array.
        """
        counts = self.simulate(trials, rng)
        hits = int(np.count_nonzero(counts >= m))
        low, high = wilson_interval(hits, trials)
        return Estimate(hits / trials, low, high, trials, hits), counts
