r"""Hand patterns counted by combinatorics, not listed (issue 34: counting that scales).

Two kinds of :class:`~kit.prob.events.Event`, each able to count its outcomes in a space of hands
by a closed formula (:meth:`count_in`), to say whether one hand is in it (``event(hand)``) and to
test many sampled hands at once with numpy (:meth:`mask`):

* **multiplicity patterns** (distribuzione dei valori / dei semi — rank and suit distributions):
  :func:`rank_pattern` (``rank_pattern(2, 1, 1, 1)``: exactly one pair among five cards),
  :func:`suit_pattern` (``suit_pattern(4, 4, 3, 2)``: the bridge hand "distribuzione 4-4-3-2"),
  :func:`same_rank` and :func:`same_suit` (at least ``k`` cards of one rank / of one suit);
* **poker classes** (classi di mani del poker / poker hand classes): :func:`poker_hand` by an
  Italian or English name ("tris" / "three of a kind"), :func:`poker_class` for one hand.

The formula.  Split the deck into classes (its ranks, or its suits); class :math:`i` has
:math:`n_i` cards.  A hand of :math:`k` cards has the pattern :math:`(m_1, m_2, \dots)` when its
cards fall into distinct classes with those multiplicities.  Without replacement the hands with
that pattern number

.. math:: \sum_{\text{classes chosen}} \prod_i \binom{n_i}{m_i},

the sum running over the ways to give each multiplicity to a distinct class.  When every class has
the same size :math:`n` (a full deck) this is the textbook product
:math:`\frac{r!}{\prod_j f_j!\,(r-\sum_j f_j)!}\prod_i \binom{n}{m_i}` (choose which of the
:math:`r` ranks take each multiplicity, :math:`f_j` multiplicities being equal); for a deck missing
some cards the classes are grouped by their number of cards and the same choice is made group by
group (:func:`pattern_count`), so every deck is counted exactly.  Ordered draws multiply by
:math:`k!`; with replacement each class weighs :math:`n_i^{m_i}` and the positions
:math:`k!/\prod m_i!` (disposizioni con ripetizione).  A space of hands with replacement
(``hands(deck, k, replacement=True)``) is counted as its :math:`N^k` ordered draws, the equally
likely outcomes that :mod:`kit.prob.space` says it stands for: the unordered hands with
repetition (combinazioni con ripetizione) are not equally likely, so counting them would give a
wrong probability (two cards of 40 with replacement: the same rank has probability 1/10, not
1/16).  :func:`pattern_count` still counts those hands with ``ordered=False, replacement=True``
(each class weighs :math:`\binom{n_i+m_i-1}{m_i}`), for whoever asks how many there are.

Poker classes are exclusive and exhaustive over five-card hands without replacement: a straight
flush is neither a flush nor a straight.  **The royal flush (scala reale massima) is counted inside
the straight flush (scala colore)**, as the nine-class textbook table does; ``poker_hand("royal
flush")`` is also available as an event of its own (a part of the straight flushes, not a tenth
class).  The bare name "scala reale" is refused: Italian books use it for both the straight flush
and the royal flush.  Straights depend on the deck:

* the French 52-card deck: A-2-3-4-5 up to 10-J-Q-K-A, 10 sequences;
* the 32-card deck 7–A of Italian poker: A-7-8-9-10 (the lowest) up to 10-J-Q-K-A, 5 sequences;

and on decks of theirs missing single cards (all their ranks still present).  With any other deck
the classes that depend on straights (scala, scala colore, colore, carta alta) raise
``ValueError``; the others (poker, full, tris, doppia coppia, coppia) count on any deck whose
cards are all different.

Counting reads only ``space.deck``, ``space.k``, ``space.ordered`` and ``space.replacement``
(the contract of :mod:`kit.prob.space`).
"""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache
from typing import Iterable, Sequence

import numpy as np

from kit.i18n import t
from kit.prob.events import Event

__all__ = [
    "MultiplicityPattern", "PokerHand", "POKER_CLASSES", "SameKind", "poker_class", "pattern_count",
    "poker_counts", "poker_hand", "rank_pattern", "same_rank", "same_suit", "suit_pattern",
]

_KINDS = ("rank", "suit")


# --------------------------------------------------------------------------- the counting formula

def _weight(n: int, m: int, ordered: bool, replacement: bool) -> int:
    """Ways for one class of ``n`` cards to give ``m`` cards of the outcome (positions aside)."""
    if replacement:
        return n ** m if ordered else math.comb(n + m - 1, m)
    return math.comb(n, m)


def pattern_count(sizes: Iterable[int], parts: Sequence[int], *, ordered: bool = False,
                  replacement: bool = False) -> int:
    r"""Outcomes whose cards fall into distinct classes with multiplicities ``parts``.

    Args:
        sizes: the number of cards of each class (of each rank, or each suit), e.g. ``[4] * 13``.
        parts: the positive multiplicities, e.g. ``(2, 1, 1, 1)`` (one class twice, three once).
        ordered: outcomes are sequences (disposizioni) rather than hands (combinazioni).
        replacement: each card is put back before the next draw (con reimmissione).

    Returns:
        :math:`\sum \prod_i w(n_i, m_i)` over the ways to give each multiplicity to a distinct
        class (classes of equal size grouped: a multinomial per group), with
        :math:`w = \binom{n}{m}` (or :math:`\binom{n+m-1}{m}` with replacement), times
        :math:`k!/\prod m_i!` for ordered outcomes (:math:`w = n^m` with replacement,
        :math:`w = \binom{n}{m}\,m!` without, i.e. :math:`k!\prod\binom{n_i}{m_i}`).

    Raises:
        ValueError: a multiplicity that is not a positive integer, or a negative size.
    """
    sizes = list(sizes)
    parts = tuple(parts)
    if any(not isinstance(m, int) or isinstance(m, bool) or m < 1 for m in parts):
        raise ValueError(f"multiplicities are positive whole numbers, not {parts!r}")
    if any(not isinstance(n, int) or n < 0 for n in sizes):
        raise ValueError(f"class sizes are whole numbers ≥ 0, not {sizes!r}")
    return _pattern_count(tuple(sorted(Counter(sizes).items())), tuple(sorted(Counter(parts).items())),
                          ordered, replacement)


@lru_cache(maxsize=4096)
def _pattern_count(groups: tuple[tuple[int, int], ...], freq: tuple[tuple[int, int], ...],
                   ordered: bool, replacement: bool) -> int:
    """``groups``: (class size, how many classes of that size); ``freq``: (multiplicity, how many
    classes take it).  Dynamic programme over the groups, the state being how many classes of each
    multiplicity are still to be placed."""
    mults = [m for m, _ in freq]
    states: dict[tuple[int, ...], int] = {tuple(f for _, f in freq): 1}
    for n, c in groups:
        weights = [_weight(n, m, ordered, replacement) for m in mults]
        new: dict[tuple[int, ...], int] = {}
        for state, ways in states.items():
            for take in _vectors(state, c):
                used = sum(take)
                mult = math.factorial(c) // math.factorial(c - used)
                for a, w in zip(take, weights):
                    mult = mult // math.factorial(a) * w ** a
                if mult:
                    rest = tuple(s - a for s, a in zip(state, take))
                    new[rest] = new.get(rest, 0) + ways * mult
        states = new
    total = states.get(tuple(0 for _ in freq), 0)
    if ordered:
        k = sum(m * f for m, f in freq)
        positions = math.factorial(k)
        if replacement:  # n^m counted the class's cards in order already: only where they sit
            for m, f in freq:
                positions //= math.factorial(m) ** f
        total *= positions  # without replacement: k! orders of each hand
    return total


def _vectors(bounds: tuple[int, ...], limit: int):
    """Every tuple ``a`` with ``0 <= a[j] <= bounds[j]`` and ``sum(a) <= limit``."""
    if not bounds:
        yield ()
        return
    for first in range(min(bounds[0], limit) + 1):
        for rest in _vectors(bounds[1:], limit - first):
            yield (first,) + rest


def _partitions(k: int, most: int, parts: int):
    """Partitions of ``k`` into at most ``parts`` parts, each at most ``most``, largest first."""
    if k == 0:
        yield ()
        return
    if parts == 0:
        return
    for first in range(min(k, most), 0, -1):
        for rest in _partitions(k - first, first, parts - 1):
            yield (first,) + rest


# --------------------------------------------------------------------------- decks as arrays

def _key(card, kind: str):
    return card.rank if kind == "rank" else card.suit


@lru_cache(maxsize=64)
def _class_table(deck, kind: str) -> tuple[tuple, np.ndarray, tuple[int, ...]]:
    """(the deck's classes in order of first appearance, class index of every card position,
    cards per class)."""
    names: list = []
    index: dict = {}
    ids = np.empty(len(deck.cards), dtype=np.int64)
    for i, card in enumerate(deck.cards):
        key = _key(card, kind)
        if key not in index:
            index[key] = len(names)
            names.append(key)
        ids[i] = index[key]
    sizes = tuple(int(s) for s in np.bincount(ids, minlength=len(names)))
    ids.setflags(write=False)
    return tuple(names), ids, sizes


def _sorted_counts(sample: np.ndarray, ids: np.ndarray, classes: int) -> np.ndarray:
    """For each sampled outcome (a row of card indices), its class multiplicities, largest first."""
    sample = np.asarray(sample)
    if sample.ndim != 2:
        raise ValueError(f"a sample is an int array of shape (trials, k), not of shape {sample.shape}")
    trials = sample.shape[0]
    cls = ids[sample]
    counts = np.zeros((trials, classes), dtype=np.int64)
    rows = np.repeat(np.arange(trials), sample.shape[1])
    np.add.at(counts, (rows, cls.ravel()), 1)
    counts.sort(axis=1)
    return counts[:, ::-1]


def _space_mode(space) -> tuple[object, int, bool, bool]:
    """``(deck, k, ordered, replacement)`` as the space's outcomes are counted: with replacement
    always the ordered draws (the equally likely outcomes a space of hands with replacement
    stands for, module docstring)."""
    replacement = bool(space.replacement)
    return space.deck, int(space.k), bool(space.ordered) or replacement, replacement


# --------------------------------------------------------------------------- multiplicity patterns

class MultiplicityPattern(Event):
    r"""The hands whose rank (or suit) multiplicities are exactly ``parts``
    (distribuzione dei valori / dei semi — rank / suit distribution).

    ``MultiplicityPattern("rank", (2, 1, 1, 1))`` is "exactly one pair" among five cards: one rank
    twice, three other ranks once each.  ``MultiplicityPattern("suit", (4, 4, 3, 2))`` is the
    thirteen-card "distribuzione 4-4-3-2".  Build them with :func:`rank_pattern` and
    :func:`suit_pattern`.

    Counted by :func:`pattern_count` on the space's deck (module docstring for the formula), for
    hands and ordered draws, with and without replacement.

    Raises (when counting, testing or masking):
        ValueError: the multiplicities add up to a number of cards other than the outcome's.
    """

    def __init__(self, kind: str, parts: Sequence[int]) -> None:
        if kind not in _KINDS:
            raise ValueError(f"a pattern is by 'rank' or by 'suit', not {kind!r}")
        parts = tuple(parts)
        if not parts:
            raise ValueError("a pattern needs at least one multiplicity, e.g. rank_pattern(2, 1, 1, 1)")
        if any(not isinstance(m, (int, np.integer)) or isinstance(m, bool) or m < 1 for m in parts):
            raise ValueError(f"multiplicities are positive whole numbers (e.g. 2, 1, 1, 1), not {parts!r}")
        self.kind = kind
        self.parts = tuple(sorted((int(m) for m in parts), reverse=True))
        self.cards = sum(self.parts)

    def __repr__(self) -> str:
        return f"{self.kind}_pattern({', '.join(map(str, self.parts))})"

    def _check_size(self, k: int) -> None:
        if k != self.cards:
            raise ValueError(f"{self!r} describes outcomes of {self.cards} cards (the multiplicities add up to "
                             f"{self.cards}); these outcomes have {k}")

    def __call__(self, outcome: tuple) -> bool:
        self._check_size(len(outcome))
        counts = sorted(Counter(_key(c, self.kind) for c in outcome).values(), reverse=True)
        return tuple(counts) == self.parts

    def count_in(self, space) -> int:
        """Outcomes of ``space`` with this pattern: :func:`pattern_count` over the deck's classes."""
        deck, k, ordered, replacement = _space_mode(space)
        self._check_size(k)
        return pattern_count(_class_table(deck, self.kind)[2], self.parts, ordered=ordered, replacement=replacement)

    def mask(self, sample: np.ndarray, space) -> np.ndarray:
        """Which sampled outcomes have this pattern (one numpy pass over the sample)."""
        _, ids, sizes = _class_table(space.deck, self.kind)
        self._check_size(np.asarray(sample).shape[-1])
        counts = _sorted_counts(sample, ids, len(sizes))
        want = np.zeros(counts.shape[1], dtype=np.int64)
        if len(self.parts) > len(want):
            return np.zeros(counts.shape[0], dtype=bool)
        want[:len(self.parts)] = self.parts
        return (counts == want).all(axis=1)

    def describe(self, lang: str = "en") -> str:
        return t(f"tkpatterns.{self.kind}_pattern", lang, parts="-".join(map(str, self.parts)))


class SameKind(Event):
    r"""At least ``k`` cards of one rank (or of one suit) in the outcome
    (almeno k carte dello stesso valore / seme — at least k of a kind / k of a suit).

    Counted as the sum of :func:`pattern_count` over every pattern of the outcome's size whose
    largest multiplicity is at least ``k``.  Build with :func:`same_rank` and :func:`same_suit`.
    """

    def __init__(self, kind: str, k: int) -> None:
        if kind not in _KINDS:
            raise ValueError(f"cards of one 'rank' or of one 'suit', not {kind!r}")
        if not isinstance(k, (int, np.integer)) or isinstance(k, bool) or k < 1:
            raise ValueError(f"k is a positive whole number of cards, not {k!r}")
        self.kind = kind
        self.k = int(k)

    def __repr__(self) -> str:
        return f"same_{self.kind}({self.k})"

    def __call__(self, outcome: tuple) -> bool:
        counts = Counter(_key(c, self.kind) for c in outcome)
        return bool(counts) and max(counts.values()) >= self.k

    def count_in(self, space) -> int:
        """Outcomes with at least ``k`` cards of one class: a sum over patterns."""
        deck, k, ordered, replacement = _space_mode(space)
        sizes = _class_table(deck, self.kind)[2]
        most = k if replacement else max(sizes)
        return sum(pattern_count(sizes, parts, ordered=ordered, replacement=replacement)
                   for parts in _partitions(k, most, len(sizes)) if parts and parts[0] >= self.k)

    def mask(self, sample: np.ndarray, space) -> np.ndarray:
        """Which sampled outcomes hold at least ``k`` cards of one class."""
        _, ids, sizes = _class_table(space.deck, self.kind)
        return _sorted_counts(sample, ids, len(sizes))[:, 0] >= self.k

    def describe(self, lang: str = "en") -> str:
        return t(f"tkpatterns.same_{self.kind}", lang, k=self.k)


def rank_pattern(*multiplicities: int) -> MultiplicityPattern:
    """Exactly these rank multiplicities (distribuzione dei valori / rank distribution):
    ``rank_pattern(2, 1, 1, 1)`` is exactly one pair among five cards, ``rank_pattern(2, 2, 1)``
    two pairs, ``rank_pattern(3, 2)`` a full house, ``rank_pattern(2, 1)`` a pair among three.

    Count without replacement: choose which ranks take each multiplicity × ∏ C(cards of the rank, m)
    (module docstring). Raises ``ValueError`` for a multiplicity that is not a positive integer."""
    return MultiplicityPattern("rank", multiplicities)


def suit_pattern(*multiplicities: int) -> MultiplicityPattern:
    """Exactly these suit multiplicities (distribuzione dei semi / suit distribution):
    ``suit_pattern(4, 4, 3, 2)`` for thirteen cards, ``suit_pattern(5)`` five cards of one suit.

    Count without replacement: choose which suits take each multiplicity × ∏ C(cards of the suit, m).
    Raises ``ValueError`` for a multiplicity that is not a positive integer."""
    return MultiplicityPattern("suit", multiplicities)


def same_suit(k: int) -> SameKind:
    """At least ``k`` cards of one suit (almeno k carte dello stesso seme / k of a suit).
    Raises ``ValueError`` unless ``k`` is a positive integer."""
    return SameKind("suit", k)


def same_rank(k: int) -> SameKind:
    """At least ``k`` cards of one rank (almeno k carte dello stesso valore / k of a kind).
    Raises ``ValueError`` unless ``k`` is a positive integer."""
    return SameKind("rank", k)


# --------------------------------------------------------------------------- poker

POKER_CLASSES: tuple[str, ...] = ("straight_flush", "four_of_a_kind", "full_house", "flush", "straight",
                                  "three_of_a_kind", "two_pair", "pair", "high_card")
"""The nine exclusive classes of five-card poker hands, from the rarest in 52 cards down (the royal
flush inside the straight flush).  In Italian poker with 32 cards the flush beats the full house;
the classes, and their counts, are the same."""

_BY_RANKS = {"four_of_a_kind": (4, 1), "full_house": (3, 2), "three_of_a_kind": (3, 1, 1),
             "two_pair": (2, 2, 1), "pair": (2, 1, 1, 1)}
"""The classes fixed by the rank multiplicities alone (on a deck whose cards are all different)."""

_NAMES: dict[str, str] = {
    "scala reale massima": "royal_flush", "royal flush": "royal_flush", "royal": "royal_flush",
    "scala colore": "straight_flush", "straight flush": "straight_flush",
    "poker": "four_of_a_kind", "four of a kind": "four_of_a_kind", "quads": "four_of_a_kind",
    "full": "full_house", "full house": "full_house",
    "colore": "flush", "flush": "flush",
    "scala": "straight", "straight": "straight",
    "tris": "three_of_a_kind", "three of a kind": "three_of_a_kind", "trips": "three_of_a_kind",
    "doppia coppia": "two_pair", "two pair": "two_pair", "two pairs": "two_pair",
    "coppia": "pair", "pair": "pair", "one pair": "pair",
    "carta alta": "high_card", "high card": "high_card", "nulla": "high_card", "niente": "high_card",
    "nothing": "high_card",
}
_NAMES.update({key: key for key in POKER_CLASSES + ("royal_flush",)})

_LADDER52 = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_LADDER32 = ("A", "7", "8", "9", "10", "J", "Q", "K", "A")
_STRAIGHT_DECKS = ("the French 52-card deck (A-2-3-4-5 up to 10-J-Q-K-A, 10 sequences) and the 32-card deck 7–A "
                   "of Italian poker (A-7-8-9-10 up to 10-J-Q-K-A, 5 sequences), or decks of theirs missing "
                   "single cards")


def _sequences(ladder: tuple[str, ...]) -> tuple[frozenset, ...]:
    return tuple(frozenset(ladder[i:i + 5]) for i in range(len(ladder) - 4))


_SEQ52 = _sequences(_LADDER52)
_SEQ32 = _sequences(_LADDER32)
_ROYAL = frozenset(("10", "J", "Q", "K", "A"))


def _normal_name(name: str) -> str:
    if not isinstance(name, str):
        raise TypeError(f"a poker class is named by a str such as 'tris' or 'full house', not {type(name).__name__}")
    text = " ".join(name.lower().replace("-", " ").replace("_", " ").split())
    if text == "scala reale":
        raise ValueError("'scala reale' is ambiguous: Italian books use it for the straight flush and for the royal "
                         "flush; say 'scala colore' (straight flush, the royal flush included) or 'scala reale "
                         "massima' (royal flush)")
    key = _NAMES.get(text) or _NAMES.get(text.replace(" ", "_"))
    if key is None:
        def short(c: str, lang: str) -> str:
            return t(f"tkpatterns.poker.{c}", lang).split(" (")[0]

        known = ", ".join(f"'{short(c, 'it')}' / '{short(c, 'en')}'" for c in POKER_CLASSES + ("royal_flush",))
        raise ValueError(f"unknown poker class {name!r}; the classes are {known}")
    return key


@lru_cache(maxsize=64)
def _straights(deck) -> tuple[frozenset, ...]:
    """The deck's straights (sets of five ranks). Raises ValueError for a deck without them."""
    ranks = {c.rank for c in deck.cards}
    if deck.family == "french" and ranks == set(_LADDER52):
        return _SEQ52
    if deck.family == "french" and ranks == set(_LADDER32):
        return _SEQ32
    raise ValueError(f"straights (scala, scala colore, and so colore and carta alta, which exclude them) are defined "
                     f"for {_STRAIGHT_DECKS}; {deck.name} has the ranks {', '.join(sorted(map(str, ranks)))}")


def _check_poker_deck(deck) -> None:
    if len(set(deck.cards)) != len(deck.cards):
        raise ValueError(f"poker classes need a deck whose cards are all different; {deck.name} holds some card "
                         "more than once")


def _check_poker_space(space) -> tuple[object, bool]:
    deck, k, ordered, replacement = _space_mode(space)
    if k != 5:
        raise ValueError(f"poker classes are classes of five-card hands; these outcomes have {k} cards")
    if replacement:
        raise ValueError("poker classes are for hands dealt without replacement (senza reimmissione): with "
                         "replacement a hand could hold the same card twice")
    _check_poker_deck(deck)
    return deck, ordered


def poker_counts(deck, *, royal: bool = False) -> dict[str, int]:
    r"""The number of five-card hands (without replacement) of each poker class, by formula.

    With :math:`n_r` cards of rank :math:`r` (4 in a full deck), :math:`S` the straights (sets of
    five ranks) and :math:`\mathrm{RP}(m)` the hands with rank multiplicities :math:`m`
    (:func:`pattern_count`):

    * poker / four of a kind :math:`=\mathrm{RP}(4,1)`, full / full house :math:`=\mathrm{RP}(3,2)`,
      tris :math:`=\mathrm{RP}(3,1,1)`, doppia coppia :math:`=\mathrm{RP}(2,2,1)`,
      coppia :math:`=\mathrm{RP}(2,1,1,1)`;
    * scala colore / straight flush SF = the straights whose five cards of one suit are all in the
      deck (:math:`10\cdot 4 = 40` in 52 cards);
    * scala / straight :math:`=\sum_{s\in S}\prod_{r\in s} n_r - SF` (:math:`10\cdot4^5-40`);
    * colore / flush :math:`=\sum_{\text{suits}}\binom{n_{\text{suit}}}{5} - SF`;
    * carta alta / high card :math:`=\mathrm{RP}(1,1,1,1,1)` − straights − flushes − SF.

    Args:
        deck: a :class:`~kit.cards.Deck` whose cards are all different.
        royal: also give ``"royal_flush"`` (a part of ``"straight_flush"``, not a tenth class).

    Returns:
        ``{class: count}`` in the order of :data:`POKER_CLASSES` (then ``"royal_flush"``); the
        counts add up to :math:`\binom{N}{5}`.

    Raises:
        ValueError: a deck with repeated cards, or one without straights (module docstring).
    """
    _check_poker_deck(deck)
    sizes = _class_table(deck, "rank")[2]
    out = {name: pattern_count(sizes, parts) for name, parts in _BY_RANKS.items()}
    out.update(_straight_counts(deck))
    if not royal:
        out.pop("royal_flush")
    return {name: out[name] for name in POKER_CLASSES + (("royal_flush",) if royal else ())}


def _straight_counts(deck) -> dict[str, int]:
    seqs = _straights(deck)
    present = set(deck.cards)
    by_rank = Counter(c.rank for c in deck.cards)
    suits = Counter(c.suit for c in deck.cards)
    ranks_of_suit: dict = {}
    for c in present:
        ranks_of_suit.setdefault(c.suit, set()).add(c.rank)
    sf = sum(1 for s in seqs for suit in suits if s <= ranks_of_suit[suit])
    royal = sum(1 for suit in suits if _ROYAL <= ranks_of_suit[suit])
    straights = sum(math.prod(by_rank[r] for r in s) for s in seqs)
    flushes = sum(math.comb(n, 5) for n in suits.values())
    distinct = pattern_count(_class_table(deck, "rank")[2], (1, 1, 1, 1, 1))
    return {"straight_flush": sf, "royal_flush": royal, "straight": straights - sf, "flush": flushes - sf,
            "high_card": distinct - (straights - sf) - (flushes - sf) - sf}


def poker_class(hand: Sequence, deck=None) -> str:
    """The poker class of one five-card hand (classe della mano): a key of :data:`POKER_CLASSES`.

    Args:
        hand: five different cards.
        deck: the deck dealt from, which fixes the straights; ``None`` is enough for every hand
            except A-7-8-9-10, a straight with the 32-card deck only.

    Raises:
        ValueError: not five different cards, a card not of ``deck``, a straight question on a deck
            without straights, or A-7-8-9-10 without a deck.
    """
    hand = tuple(hand)
    if len(hand) != 5 or len(set(hand)) != 5:
        raise ValueError(f"a poker hand is five different cards, not {' '.join(map(str, hand))!r}")
    if deck is not None:
        foreign = [c for c in hand if c not in deck]
        if foreign:
            raise ValueError(f"not cards of {deck.name}: {' '.join(map(str, foreign))}")
    ranks = Counter(c.rank for c in hand)
    parts = tuple(sorted(ranks.values(), reverse=True))
    for name, want in _BY_RANKS.items():
        if parts == want:
            return name
    rankset = frozenset(ranks)
    if deck is not None:
        seqs = _straights(deck)
    elif any(c.family != "french" for c in hand):
        raise ValueError(f"straights are defined for {_STRAIGHT_DECKS}; these are not French cards")
    elif rankset == frozenset(("A", "7", "8", "9", "10")):
        raise ValueError("A-7-8-9-10 is a straight with the 32-card deck (7–A) and not with 52 cards: say which "
                         "deck, poker_class(hand, deck) or poker_hand(name, deck=...)")
    else:
        seqs = _SEQ52
    straight = rankset in seqs
    flush = len({c.suit for c in hand}) == 1
    return "straight_flush" if straight and flush else "flush" if flush else "straight" if straight else "high_card"


class PokerHand(Event):
    r"""A class of five-card poker hands (classe di mani del poker / poker hand class).

    ``name`` is a key of :data:`POKER_CLASSES` or ``"royal_flush"``; build it with
    :func:`poker_hand`, which reads Italian and English names.  The event counts on the space's
    deck (:func:`poker_counts` — formulas there), unless made for one ``deck``; a space of ordered
    draws counts :math:`5!` times as many outcomes.

    Raises (when counting or masking): ``ValueError`` for outcomes not of five cards, draws with
    replacement, a deck with repeated cards, a straight class on a deck without straights, or a
    space whose deck is not the event's ``deck``.
    """

    def __init__(self, name: str, deck=None) -> None:
        self.name = _normal_name(name)
        self.deck = deck

    def __repr__(self) -> str:
        return f"poker_hand({self.name!r}{'' if self.deck is None else ', deck=' + self.deck.name})"

    def _deck_for(self, deck):
        if self.deck is not None and deck != self.deck:
            raise ValueError(f"{self!r} was made for {self.deck.name}; this space deals from {deck.name}")
        return deck

    def __call__(self, outcome: tuple) -> bool:
        if self.name in _BY_RANKS:  # no straights needed
            hand = tuple(outcome)
            if len(hand) != 5 or len(set(hand)) != 5:
                raise ValueError(f"a poker hand is five different cards, not {' '.join(map(str, hand))!r}")
            return tuple(sorted(Counter(c.rank for c in hand).values(), reverse=True)) == _BY_RANKS[self.name]
        found = poker_class(outcome, self.deck)
        if self.name == "royal_flush":
            return found == "straight_flush" and {c.rank for c in outcome} == _ROYAL
        return found == self.name

    def count_in(self, space) -> int:
        """Five-card outcomes of ``space`` in this class, by :func:`poker_counts`' formulas."""
        deck, ordered = _check_poker_space(space)
        deck = self._deck_for(deck)
        if self.name in _BY_RANKS:
            n = pattern_count(_class_table(deck, "rank")[2], _BY_RANKS[self.name])
        else:
            n = _straight_counts(deck)[self.name]
        return n * 120 if ordered else n

    def mask(self, sample: np.ndarray, space) -> np.ndarray:
        """Which sampled five-card hands are in this class, all at once with numpy."""
        deck, _ = _check_poker_space(space)
        deck = self._deck_for(deck)
        sample = np.asarray(sample)
        if sample.ndim != 2 or sample.shape[1] != 5:
            raise ValueError(f"a sample of five-card hands has shape (trials, 5), not {sample.shape}")
        names, ids, sizes = _class_table(deck, "rank")
        counts = _sorted_counts(sample, ids, len(sizes))
        if self.name in _BY_RANKS:
            want = np.zeros(counts.shape[1], dtype=np.int64)
            want[:len(_BY_RANKS[self.name])] = _BY_RANKS[self.name]
            return (counts == want).all(axis=1)
        seqs = _straights(deck)
        distinct = counts[:, 0] == 1
        bits = np.int64(1) << ids[sample]
        masks = np.bitwise_or.reduce(bits, axis=1)
        position = {name: i for i, name in enumerate(names)}
        seq_masks = np.array([sum(1 << position[r] for r in s) for s in seqs], dtype=np.int64)
        straight = distinct & np.isin(masks, seq_masks)
        suit_ids = _class_table(deck, "suit")[1][sample]
        flush = (suit_ids == suit_ids[:, :1]).all(axis=1)
        if self.name == "straight_flush":
            return straight & flush
        if self.name == "royal_flush":
            return straight & flush & (masks == sum(1 << position[r] for r in _ROYAL))
        if self.name == "straight":
            return straight & ~flush
        if self.name == "flush":
            return flush & ~straight
        return distinct & ~flush & ~straight  # high_card

    def describe(self, lang: str = "en") -> str:
        return t(f"tkpatterns.poker.{self.name}", lang)


def poker_hand(name: str, deck=None) -> PokerHand:
    """The poker class called ``name``, in Italian or English, case-insensitive:
    "scala colore"/"straight flush" (royal flush included), "poker"/"four of a kind",
    "full"/"full house", "colore"/"flush", "scala"/"straight", "tris"/"three of a kind",
    "doppia coppia"/"two pair", "coppia"/"pair", "carta alta"/"high card"; and
    "scala reale massima"/"royal flush" (a part of the straight flushes).

    Args:
        name: the class's name.
        deck: optional; the event then belongs to that deck (needed only to test one hand
            A-7-8-9-10 without a space, i.e. with the 32-card deck).

    Raises:
        ValueError: an unknown name (the message lists the classes) or the ambiguous "scala reale".
    """
    return PokerHand(name, deck)
