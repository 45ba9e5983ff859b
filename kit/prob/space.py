r"""Sample spaces of card draws (spazio campionario), with and without replacement.

A :class:`Space` is a finite set of equally likely outcomes of drawing ``k`` cards from a deck of
``N`` physical cards (an UNO deck's two Red 5s are two cards):

======================================  =================================================  ======================
builder                                 textbook name (it / en)                             size
======================================  =================================================  ======================
``hands(deck, k)``                      combinazioni semplici / combinations (a hand,        :math:`\binom{N}{k}`
                                        unordered, senza reimmissione)
``hands(deck, k, replacement=True)``    estrazioni con reimmissione lette senza ordine /     :math:`N^k`
                                        draws with replacement read without order
``draws(deck, k)``                      disposizioni semplici / k-permutations (ordered,     :math:`N!/(N-k)!`
                                        senza reimmissione)
``draws(deck, k, replacement=True)``    disposizioni con ripetizione / ordered draws with    :math:`N^k`
                                        replacement (con reimmissione)
``shuffles(deck)``                      permutazioni / permutations (a shuffled deck)        :math:`N!`
``die(faces=6)``                        lancio di un dado / one roll of a die               ``faces``
``product(A, B, …)``                    prove indipendenti / independent experiments         :math:`|A|\cdot|B|\cdots`
======================================  =================================================  ======================

Why ``hands(deck, k, replacement=True)`` has :math:`N^k` outcomes: with replacement the unordered
hands are *not* equally likely (two Aces of hearts in a row can happen one way, an Ace and a King
two ways), so the equally likely outcomes stay the :math:`N^k` ordered draws; the space lists each
of them as a hand (its cards in deck order), so the same hand comes as often as its orders do.

A space is counted without being listed (:attr:`Space.size` is an exact ``int``); listing it
(``for outcome in space``) is refused at once, before anything is listed, with :class:`TooLarge`
when it holds more than :data:`LIST_LIMIT` outcomes.  :meth:`Space.sample` draws many outcomes at
once with numpy, for simulations.
"""

from __future__ import annotations

import itertools
import math
from typing import Iterator

import numpy as np

from kit.cards import Deck, get_deck
from kit.deal import SeedLike, make_rng

LIST_LIMIT = 1_000_000
"""The most outcomes a space lists (``for outcome in space``); a larger one raises :class:`TooLarge`."""

_SAMPLE_CELLS = 4_000_000
"""How many random numbers a shuffle-based sample draws per block (bounds its memory)."""


class TooLarge(ValueError):
    """A sample space too large to list (more than :data:`LIST_LIMIT` outcomes): the message gives
    its size and what to use instead (count events, patterns, or a simulation).

    Attributes:
        size: the number of outcomes of the space.
    """

    def __init__(self, message: str, size: int) -> None:
        super().__init__(message)
        self.size = size


def _too_large(space: "Space") -> TooLarge:
    return TooLarge(
        f"{space!r} has {space.size:,} outcomes, more than the {LIST_LIMIT:,} a listing allows: "
        "count it instead with count events (exactly, at_least, at_most, none_of, count_of(...) == k, "
        "combined with &, |, ~) or hand patterns (kit.prob.patterns), which P and count work out by "
        "combinatorics, or estimate it with simulate(what, space, trials, rng=seed)", space.size)


class Space:
    """A finite, equally likely sample space (spazio campionario / sample space).

    Made by :func:`hands`, :func:`draws`, :func:`shuffles`, :func:`die`, :func:`product`.

    Attributes (the contract other modules rely on):
        deck: the :class:`~kit.cards.Deck` drawn from (``None`` for a die or a product).
        k: cards drawn (for a die 1; for a product the sum over its parts).
        ordered: whether outcomes are sequences (``True``) or hands (``False``).
        replacement: whether each card is put back before the next draw (con reimmissione).
        size: the number of outcomes, an exact ``int`` (no listing needed).
        kind: ``"hands"``, ``"draws"``, ``"shuffles"``, ``"die"`` or ``"product"``.
        items: what :meth:`sample`'s indices point into (``deck.cards``; a die's faces 1..n).
    """

    def __init__(self, deck: Deck | None, k: int, *, ordered: bool, replacement: bool, kind: str) -> None:
        self.deck = deck
        self.k = k
        self.ordered = ordered
        self.replacement = replacement
        self.kind = kind
        self.items: tuple = deck.cards if deck is not None else ()
        n = len(self.items)
        if replacement:
            self.size = n ** k
        elif ordered:
            self.size = math.perm(n, k)
        else:
            self.size = math.comb(n, k)

    def __repr__(self) -> str:
        extra = ", replacement=True" if self.replacement and self.kind != "shuffles" else ""
        if self.kind == "shuffles":
            return f"shuffles({self.deck.name!r})"
        return f"{self.kind}({self.deck.name!r}, {self.k}{extra})"

    def __len__(self) -> int:
        if self.size > LIST_LIMIT:
            raise _too_large(self)
        return self.size

    def __iter__(self) -> Iterator[tuple]:
        """Every outcome once (each physical card once: copies of a card are distinct cards).

        Raises:
            TooLarge: more than :data:`LIST_LIMIT` outcomes (raised at once, before any listing).
        """
        if self.size > LIST_LIMIT:
            raise _too_large(self)
        return self._list()

    def _list(self) -> Iterator[tuple]:
        cards = self.items
        if not self.replacement:
            return itertools.permutations(cards, self.k) if self.ordered else itertools.combinations(cards, self.k)
        if self.ordered:
            return itertools.product(cards, repeat=self.k)
        # read without order: each of the N^k equally likely draws as a hand, its cards in deck order
        return (tuple(cards[i] for i in sorted(idx)) for idx in itertools.product(range(len(cards)), repeat=self.k))

    def sample(self, trials: int, rng: SeedLike) -> np.ndarray:
        """``trials`` independent outcomes drawn uniformly from the space (seeded).

        Args:
            trials: number of outcomes, a whole number 0 or more.
            rng: a numpy Generator or a seed (:func:`kit.deal.make_rng`): the same seed gives
                the same sample.

        Returns:
            ``int`` array of shape ``(trials, k)``: indices into :attr:`items` (``deck.cards``),
            distinct in a row unless the space is with replacement.

        Raises:
            ValueError: ``trials`` is not a whole number 0 or more.
        """
        trials = _check_trials(trials)
        gen = make_rng(rng)
        n = len(self.items)
        if self.replacement:
            return gen.integers(0, n, size=(trials, self.k))
        block = max(1, _SAMPLE_CELLS // max(n, 1))
        parts = []
        for start in range(0, trials, block):
            rows = min(block, trials - start)
            # the first k of an independent uniform shuffle per row (as kit.prob.sample_hands)
            parts.append(gen.permuted(np.broadcast_to(np.arange(n), (rows, n)), axis=1)[:, :self.k])
        return np.concatenate(parts) if parts else np.empty((0, self.k), dtype=np.int64)

    def outcome(self, row) -> tuple:
        """The outcome (as :meth:`__iter__` lists it) of one row of :meth:`sample`."""
        cards = tuple(self.items[i] for i in row)
        if not self.ordered:
            index = self._position()
            cards = tuple(sorted(cards, key=index.__getitem__))
        return cards

    def _position(self) -> dict:
        position = getattr(self, "_pos", None)
        if position is None:
            position = {}
            for i, c in enumerate(self.items):
                position.setdefault(c, i)
            self._pos = position
        return position


class _DieSpace(Space):
    """One roll of a fair die with faces 1..n; outcomes are the faces (``int``)."""

    def __init__(self, faces: int) -> None:
        super().__init__(None, 1, ordered=True, replacement=True, kind="die")
        self.items = tuple(range(1, faces + 1))
        self.size = faces

    def __repr__(self) -> str:
        return f"die({len(self.items)})"

    def _list(self) -> Iterator[int]:
        return iter(self.items)

    def outcome(self, row) -> int:
        return self.items[int(row[0])]


class _ProductSpace(Space):
    """Independent experiments side by side; an outcome is the tuple of the parts' outcomes."""

    def __init__(self, spaces: tuple[Space, ...]) -> None:
        super().__init__(None, sum(s.k for s in spaces), ordered=True, replacement=False, kind="product")
        self.spaces = spaces
        self.size = math.prod(s.size for s in spaces)

    def __repr__(self) -> str:
        return "product(" + ", ".join(map(repr, self.spaces)) + ")"

    def _list(self) -> Iterator[tuple]:
        return itertools.product(*(s._list() for s in self.spaces))

    def sample(self, trials: int, rng: SeedLike) -> np.ndarray:
        """Each part's :meth:`Space.sample` side by side (columns in the parts' order), from one stream."""
        gen = make_rng(rng)
        return np.concatenate([s.sample(trials, gen) for s in self.spaces], axis=1)

    def outcome(self, row) -> tuple:
        out, start = [], 0
        for s in self.spaces:
            out.append(s.outcome(row[start:start + s.k]))
            start += s.k
        return tuple(out)


def _check_trials(trials) -> int:
    if not isinstance(trials, (int, np.integer)) or isinstance(trials, (bool, np.bool_)) or trials < 0:
        raise ValueError(f"trials must be a whole number 0 or more, got {trials!r}")
    return int(trials)


def _deck_and_k(deck: Deck | str, k, replacement: bool) -> Deck:
    deck = get_deck(deck)
    if not isinstance(replacement, bool):
        raise TypeError(f"replacement is True or False, got {replacement!r}")
    if not isinstance(k, (int, np.integer)) or isinstance(k, bool) or k < 0:
        raise ValueError(f"k (cards drawn) must be a whole number 0 or more, got {k!r}")
    if not replacement and k > len(deck):
        raise ValueError(f"without replacement at most {len(deck)} cards can be drawn from {deck.name}, not {k}; "
                         "with replacement=True any number can")
    return deck


def hands(deck: Deck | str, k: int, *, replacement: bool = False) -> Space:
    r"""Hands of ``k`` cards: combinazioni semplici / combinations, :math:`\binom{N}{k}` outcomes.

    With ``replacement=True`` (estrazioni con reimmissione / draws with replacement) the
    equally likely outcomes are the :math:`N^k` ordered draws, each read as a hand (cards in
    deck order): see the module docstring.

    Args:
        deck: a :class:`~kit.cards.Deck` or a deck name (``"italian40"``).
        k: cards in a hand, 0..N (any number with replacement).

    Raises:
        ValueError: unknown deck, or ``k`` out of range.
    """
    deck = _deck_and_k(deck, k, replacement)
    return Space(deck, int(k), ordered=False, replacement=replacement, kind="hands")


def draws(deck: Deck | str, k: int, *, replacement: bool = False) -> Space:
    r"""``k`` cards drawn one after another, in order: disposizioni semplici / k-permutations,
    :math:`N!/(N-k)!` outcomes; with ``replacement=True`` disposizioni con ripetizione /
    ordered draws with replacement, :math:`N^k` outcomes.

    Raises:
        ValueError: unknown deck, or ``k`` out of range.
    """
    deck = _deck_and_k(deck, k, replacement)
    return Space(deck, int(k), ordered=True, replacement=replacement, kind="draws")


def shuffles(deck: Deck | str) -> Space:
    """Every order of the whole deck: permutazioni / permutations, :math:`N!` outcomes.

    Raises:
        ValueError: unknown deck.
    """
    deck = get_deck(deck)
    return Space(deck, len(deck), ordered=True, replacement=False, kind="shuffles")


def die(faces: int = 6) -> Space:
    """One roll of a fair die (dado equilibrato / fair die) with faces 1..``faces``; an outcome is
    the face, an ``int``.

    Raises:
        ValueError: ``faces`` is not a whole number 2 or more.
    """
    if not isinstance(faces, (int, np.integer)) or isinstance(faces, bool) or faces < 2:
        raise ValueError(f"a die has a whole number of faces, 2 or more, got {faces!r}")
    return _DieSpace(int(faces))


def product(*spaces: Space) -> Space:
    r"""Independent experiments together (prove indipendenti / independent experiments), e.g. a
    card and a die: ``product(hands("italian40", 1), die())``; an outcome is the tuple of the
    parts' outcomes, and :math:`|\Omega| = |\Omega_1| \cdot |\Omega_2| \cdots`.

    Raises:
        ValueError: fewer than two spaces; TypeError: something that is not a :class:`Space`.
    """
    if len(spaces) < 2:
        raise ValueError(f"a product needs two spaces or more, got {len(spaces)}")
    bad = [s for s in spaces if not isinstance(s, Space)]
    if bad:
        raise TypeError(f"product() takes spaces (hands, draws, shuffles, die), not {bad!r}")
    return _ProductSpace(tuple(spaces))


def as_space(space) -> Space:
    """``space`` itself when it is a :class:`Space`; otherwise a ``TypeError`` saying how to make one."""
    if not isinstance(space, Space):
        raise TypeError(f"a sample space is made by hands(deck, k), draws(deck, k), shuffles(deck), die() or "
                        f"product(...), not {space!r}")
    return space


__all__ = ["LIST_LIMIT", "Space", "TooLarge", "as_space", "die", "draws", "hands", "product", "shuffles"]
