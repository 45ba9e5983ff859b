"""Ready-made probability questions about dealt hands, answered exactly and by simulation.

:class:`HandCount` is the random variable X = "number of target cards in a hand of k cards
dealt from a well-shuffled deck" (RULES.md C-2).  Without replacement X is hypergeometric
(ipergeometrica / hypergeometric) with population N = deck size, K = number of target cards,
sample size k, so

    P(X = j) = C(K, j) C(N - K, k - j) / C(N, k),   P(X >= 1) = 1 - C(N - K, k) / C(N, k);

with replacement (con reimmissione) it is binomial, P(X = j) = C(k, j) (K/N)^j (1 - K/N)^(k - j).
With several target groups (exactly one Ace *and* exactly three Kings) the counts are
multivariate hypergeometric (ipergeometrica multivariata), or multinomial with replacement.

It is a thin layer over :mod:`kit.prob.space`, :mod:`kit.prob.events` and :mod:`kit.prob.simulate`:
the same question is also simulated (seeded) so the two answers can be set side by side.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from kit.cards import Card, Deck, get_deck
from kit.deal import SeedLike
from kit.prob import Estimate, P, Space, at_least, at_most, count_of, distribution, exactly, hands, proportion
from kit.prob.events import _group_cards


@dataclass(frozen=True)
class HandCount:
    """X = number of ``targets`` in a ``k``-card hand from ``deck`` (and, with ``groups``, the
    numbers of cards of several groups at once).

    Attributes:
        deck: the deck dealt from (a :class:`~kit.cards.Deck`, derived decks included, or its name).
        k: cards in the hand, 0 <= k <= len(deck) (any number with ``replacement``).
        targets: the set of target cards (every copy in the deck counts): the first group; a
            :class:`~kit.cards.Group` or a group name of the deck (``"assi"``) is accepted.
        replacement: draws con reimmissione (each card put back before the next).
        groups: the target groups, each a frozenset of cards; ``(targets,)`` when not given.

    Raises:
        ValueError: unknown deck name or group name, k out of range, or a target card is not in the deck.
    """

    deck: Deck
    k: int
    targets: frozenset[Card] = frozenset()
    replacement: bool = False
    groups: tuple[frozenset[Card], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "deck", get_deck(self.deck))  # a deck name is accepted too
        if isinstance(self.targets, str):  # a group name of the deck ("assi", "figure", "cuori")
            object.__setattr__(self, "targets", self.deck.group(self.targets))
        object.__setattr__(self, "targets", frozenset(self.targets))
        groups = tuple(frozenset(g) for g in self.groups) or (self.targets,)
        if self.groups and not self.targets:
            object.__setattr__(self, "targets", groups[0])
        object.__setattr__(self, "groups", groups)
        if not isinstance(self.k, (int, np.integer)) or isinstance(self.k, bool) or self.k < 0 or \
                (not self.replacement and self.k > len(self.deck)):
            most = "any number of" if self.replacement else f"0..{len(self.deck)}"
            raise ValueError(f"a hand from {self.deck.name} has {most} cards, not {self.k}")
        foreign = sorted({c.code for g in groups for c in g if c not in self.deck})
        if foreign:
            raise ValueError(f"target cards not in {self.deck.name}: {foreign}")

    @classmethod
    def of_rank(cls, deck: Deck | str, k: int, rank: str, *, replacement: bool = False) -> "HandCount":
        """Targets = every card of ``rank`` (e.g. ``"A"`` for the four Assi, ``"wild"`` in UNO).

        Raises:
            ValueError: the deck has no card of that rank.
        """
        deck = get_deck(deck)
        targets = deck.where(rank=rank).cards  # ValueError "<deck> has no rank 'Z'; its ranks are …"
        return cls(deck, k, targets, replacement)

    @classmethod
    def of(cls, deck: Deck | str, k: int, *groups, replacement: bool = False) -> "HandCount":
        """The counts of one or more groups: ``HandCount.of("italian40", 5, "assi", "re")``.

        Args:
            groups: group names (read by the deck, ``"assi"``, ``"figure"``, ``"cuori"``…), groups,
                or sets of cards; at least one.

        Raises:
            ValueError: no group, a name the deck has no group for, a card not in the deck.
        """
        deck = get_deck(deck)
        if not groups:
            raise ValueError("HandCount.of needs at least one group of cards, e.g. 'assi'")
        resolved = tuple(_group_cards(deck, g) for g in groups)
        return cls(deck, k, resolved[0], replacement, resolved)

    @property
    def N(self) -> int:
        """Population size: cards in the deck."""
        return len(self.deck)

    @property
    def K(self) -> int:
        """Target cards in the deck, copies included (of the first group)."""
        return sum(self.deck.copies(c) for c in self.targets)

    @property
    def space(self) -> Space:
        """The sample space: ``hands(deck, k, replacement=replacement)``."""
        return hands(self.deck, self.k, replacement=self.replacement)

    def pmf(self) -> dict[int, Fraction]:
        """Exact distribution of X (the first group): ``{j: P(X = j)}`` for j = 0..min(k, K)
        (0..k with replacement, when K > 0)."""
        dist = distribution(count_of(self.targets), self.space) if self.targets else None
        top = self.k if self.replacement else min(self.k, self.K)
        if dist is None or not self.K:
            return {j: Fraction(int(j == 0)) for j in range(top + 1)}
        return {j: dist.pmf.get(j, Fraction(0)) for j in range(top + 1)}

    def distribution(self, group: int = 0):
        """The random variable X = number of cards of group ``group`` (the first by default) in the
        hand, as a :class:`~kit.prob.variables.Distribution` (ipergeometrica senza reimmissione /
        hypergeometric, binomiale con reimmissione / binomial): ``.mean``, ``.var``, ``.table(lang)``.

        Raises:
            IndexError: no group of that number.
        """
        return distribution(count_of(self.groups[group]), self.space)

    def _check_numbers(self, ms: tuple) -> None:
        n = len(self.groups)
        if len(ms) != n:
            raise ValueError(f"{n} target {'group' if n == 1 else 'groups'}, so {n} {'number' if n == 1 else 'numbers'} "
                             f"(one per group), not {len(ms)}: {ms}")

    def _p(self, kind, ms: tuple) -> Fraction:
        self._check_numbers(ms)
        events = []
        for m, g in zip(ms, self.groups):
            if g:
                events.append(kind(m, g))
            elif not {exactly: m == 0, at_least: m <= 0, at_most: m >= 0}[kind]:
                return Fraction(0)  # an empty group holds no card in any hand
        if not events:
            return Fraction(1)
        combined = events[0]
        for e in events[1:]:
            combined = combined & e
        return P(combined, self.space)

    def p_exactly(self, *js: int) -> Fraction:
        """Exact P(X₁ = j₁ and X₂ = j₂ …), one number per target group."""
        return self._p(exactly, js)

    def p_at_least(self, *ms: int) -> Fraction:
        """Exact P(X >= m) (default m = 1); with several groups P(X₁ >= m₁ and X₂ >= m₂ …)."""
        return self._p(at_least, ms or (1,) * len(self.groups))

    def p_at_most(self, *ms: int) -> Fraction:
        """Exact P(X₁ <= m₁ and …), one number per target group."""
        return self._p(at_most, ms)

    def counts(self, trials: int, rng: SeedLike) -> np.ndarray:
        """Deal ``trials`` independent hands and count each group in each: ``int`` array of shape
        ``(trials, groups)``."""
        sample = self.space.sample(trials, rng)
        masks = np.array([[c in g for c in self.deck.cards] for g in self.groups], dtype=bool)
        return np.stack([m[sample].sum(axis=1) for m in masks], axis=1)

    def simulate(self, trials: int, rng: SeedLike) -> np.ndarray:
        """Deal ``trials`` independent hands and count the targets (the first group) in each.

        Returns:
            ``int`` array of shape ``(trials,)``, values in 0..min(k, K).
        """
        return self.counts(trials, rng)[:, 0]

    def _estimate(self, kind, ms, trials: int, rng: SeedLike) -> tuple[Estimate, np.ndarray]:
        counts = self.counts(trials, rng)
        test = {exactly: np.equal, at_least: np.greater_equal, at_most: np.less_equal}[kind]
        self._check_numbers(ms)
        hit = np.logical_and.reduce([test(counts[:, i], m) for i, m in enumerate(ms)])
        return proportion(int(np.count_nonzero(hit)), trials), counts[:, 0] if len(self.groups) == 1 else counts

    def estimate_at_least(self, trials: int, rng: SeedLike, m: int = 1, *more: int) -> tuple[Estimate, np.ndarray]:
        """Simulated P(X >= m) with its 95% Wilson interval, and the simulated counts.

        Returns:
            ``(estimate, counts)`` where ``counts`` is :meth:`simulate`'s array (with several
            groups :meth:`counts`'s).
        """
        return self._estimate(at_least, (m, *more), trials, rng)

    def estimate_exactly(self, trials: int, rng: SeedLike, *js: int) -> tuple[Estimate, np.ndarray]:
        """Simulated P(X₁ = j₁ and …) with its Wilson interval, and the simulated counts."""
        return self._estimate(exactly, js, trials, rng)

    def estimate_at_most(self, trials: int, rng: SeedLike, *ms: int) -> tuple[Estimate, np.ndarray]:
        """Simulated P(X₁ <= m₁ and …) with its Wilson interval, and the simulated counts."""
        return self._estimate(at_most, ms, trials, rng)

