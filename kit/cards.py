"""Cards and the kit's four decks (RULES.md C-4).

A :class:`Card` is a plain immutable value: a rank and a suit (for UNO, a colour).  It knows
nothing about any game: rank orders and point values live in per-game tables inside each
game's module; the only numbering kept here is the C-4 numbering of each deck
(:attr:`Deck.numbering`), which several rules cite.

Short codes (one documented scheme per deck family; :meth:`Deck.parse` and :attr:`Card.code`
round-trip)

==========  =====================================================  =====================
family      code = rank then suit                                   examples
==========  =====================================================  =====================
italian     rank ``A 2 3 4 5 6 7 F C R`` (Fante, Cavallo, Re);      ``7D`` 7 di denari,
            suit ``C D B S`` (coppe, denari, bastoni, spade)        ``RC`` Re di coppe
french      rank ``A 2 … 9 T J Q K`` (``T`` = 10, ``10`` also read); ``TH`` 10 of hearts,
            suit ``H D C S`` (hearts, diamonds, clubs, spades)      ``QS`` Queen of spades
uno         colour ``R Y G B`` then ``0``–``9``, ``S`` (Skip),       ``R5``, ``GS``, ``BR``,
            ``R`` (Reverse), ``+2`` (Draw Two); wilds ``W``, ``W+4``  ``Y+2``, ``W+4``
==========  =====================================================  =====================

Parsing is case-insensitive and ignores surrounding spaces; formatting always gives the
canonical upper-case code.  A code is read against one deck, so ``AC`` is the Asso di coppe
in ``italian40`` and the Ace of clubs in ``french52``.

The teacher's toolkit (issue 34) adds, on the same cards:

* **names**: ``Card("Asso", "denari")``, ``Card("A", "cuori") is Card("A", "hearts")``, and
  :meth:`Deck.parse`/:meth:`Deck.parse_many`/:meth:`Deck.read` read ``"asso di denari"``,
  ``"7 di coppe"``, ``"Re di spade"``, ``"A cuori"``, ``"A♥"``, ``"10♦"``, ``"ace of spades"``…
  (every :meth:`Card.name`, Italian and English, reads back);
* **checked comparisons**: ``card.rank``/``card.suit`` are :class:`Rank`/:class:`Suit`, str
  subclasses equal to every name of the same rank/suit, which *raise* for a name the card's
  family does not have (``"cuore"``, ``"coppe"`` for a French card, ``"K"`` for an Italian one):
  a predicate never counts zero silently.  Hot loops may compare by identity (``a.suit is
  b.suit``; :data:`SUIT_OBJECTS`), since there is one object per rank/suit of a family;
* **groups as data**: :meth:`Deck.group` (``"figure"``, ``"assi"``, ``"cuori"``, ``"rosse"``…),
  :meth:`Deck.groups`, :meth:`Deck.where` give a :class:`Group`;
* **derived decks**: :meth:`Deck.without`, :meth:`Deck.only`, :meth:`Deck.rank_range`,
  :data:`french32` (7–A, Italian poker), :data:`milanese40` (= french40), :meth:`Deck.title`.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Callable, Iterable, Iterator, Mapping

from kit.i18n import CATALOGUE, t

_FAMILY_WORDS: dict[str, str] = {"italian": "the Italian cards", "french": "the French cards", "uno": "the UNO cards"}


class _Named(str):
    """A rank or a suit of one deck family: a ``str`` whose value is the canonical code/name.

    Not made directly: :class:`Rank` and :class:`Suit` keep one object per (family, value).
    """

    kind = "name"
    __hash__ = str.__hash__  # the canonical str's hash: a Rank/Suit finds (and is found by) plain-str keys

    def __new__(cls, value: str, family: str) -> "_Named":
        try:
            return _NAMED[(cls.kind, family, _LOOKUP[cls.kind][family][_norm(value)])]
        except (KeyError, TypeError, AttributeError):
            raise ValueError(f"{value!r} is not a {cls.kind} of {_FAMILY_WORDS.get(family, repr(family))}; "
                             f"{_listing(cls.kind, family)}") from None

    def __reduce__(self) -> tuple:
        """Pickled (and copied) as the one object of this (family, value)."""
        return type(self), (str(self), self.family)

    def __eq__(self, other: object) -> bool:  # hot: the engines compare ranks and suits at every step
        if other is self:
            return True
        if other.__class__ is str:
            answer = self._answers.get(other)
            return self._answer(other) if answer is None else answer
        if isinstance(other, _Named):
            return str.__eq__(self, other)  # canonical values (another family's "A" is an Ace too)
        if isinstance(other, str):
            return self._answer(str(other))
        if isinstance(other, int):
            raise ValueError(f"{other!r} is a number: a card's {self.kind} is a str, compare with {str(other)!r}")
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if other is self:
            return False
        if other.__class__ is str:
            answer = self._answers.get(other)
            return not (self._answer(other) if answer is None else answer)
        answer = self.__eq__(other)
        return answer if answer is NotImplemented else not answer

    def _order(self, other: object, op) -> bool:
        """``<``, ``<=``, ``>``, ``>=``: between two ranks (or suits) the canonical codes' text order
        (what ``sorted`` needs); against a plain ``str`` refused, since a rank has no order of its
        own — the text order would put "A", "F", "C", "R" after "8" — and each game has its own."""
        if isinstance(other, _Named):
            return op(str(self), str(other))
        if isinstance(other, str):
            raise TypeError(f"a card's {self.kind} has no order of its own ({self!r} against {str(other)!r} would be "
                            f"the order of the letters): compare numbers, deck.numbering[card.rank] < 8, "
                            f"or name the cards with a group, deck.where(rank=...) or deck.group(...)")
        return NotImplemented

    def __lt__(self, other: object) -> bool:
        return self._order(other, str.__lt__)

    def __le__(self, other: object) -> bool:
        return self._order(other, str.__le__)

    def __gt__(self, other: object) -> bool:
        return self._order(other, str.__gt__)

    def __ge__(self, other: object) -> bool:
        return self._order(other, str.__ge__)

    def _answer(self, other: str) -> bool:
        """``self == other`` for a str not met before: a name of this family, or ValueError."""
        canonical = _LOOKUP[self.kind][self.family].get(_norm(other))
        if canonical is None:
            raise ValueError(_unknown_name(self.kind, self.family, other))
        answer = str.__eq__(self, canonical)
        if len(self._answers) < 512:
            self._answers[other] = answer
        return answer


class Rank(_Named):
    """The rank of a :class:`Card`: a ``str`` whose value is the canonical code (``"A"``, ``"7"``,
    ``"F"``, ``"10"``, ``"draw2"``…), so JSON, dict keys, f-strings and sorting see today's code.

    Checked comparisons: ``==``, ``!=`` and ``in (tuple)`` against another name of the same rank
    (Italian, English, code; case-insensitive: ``Card("R", "coppe").rank == "re" == "King"``) are
    True; against a name of another rank of the card's family False; against a name the family
    does not have (``"K"`` or ``"Donna"`` for an Italian card, a misspelling) they raise
    ``ValueError`` listing the family's ranks, so a predicate never counts zero silently.  Against
    another ``Rank`` the canonical values are compared (never an error); against an int
    ``ValueError`` (a rank is a str: ``"7"``, not ``7``).  Hash = the canonical str's hash, so a
    set or dict lookup by a *synonym* (``{"re"}``) is not translated: use ``==`` or a group.

    Attributes:
        family: ``"italian"``, ``"french"`` or ``"uno"``.

    ``Rank(name, family)`` gives the one object: ``Rank("re", "italian") is Card("R", "coppe").rank``.

    Raises:
        ValueError: ``Rank(name, family)`` with a name the family does not have.
    """

    kind = "rank"


class Suit(_Named):
    """The suit of a :class:`Card` (an UNO colour, or ``"wild"``): a ``str`` whose value is the
    canonical name (``"coppe"``, ``"hearts"``, ``"red"``, ``"wild"``).

    Checked comparisons as :class:`Rank`: ``Card("A", "hearts").suit == "cuori"`` is True,
    ``== "quadri"`` False, ``== "cuore"`` (misspelt) or ``== "coppe"`` (a suit of the Italian cards
    only) raise ``ValueError`` listing the French suits with their Italian names.  Beware
    ``"spade"`` (Italian swords) and ``"spades"`` (French picche): two different suits.  As for
    :class:`Rank`, a set or dict lookup (``suit in {"cuori", "quadri"}``), ``str(suit)`` and str
    methods (``suit.lower()``) see only the canonical name and are not checked: write ``==``, a
    tuple (``suit in ("cuori", "quadri")``) or a group (``deck.group("rosse")``).  ``<`` and the
    other orderings against a plain ``str`` raise ``TypeError`` (a rank has no order of its own).

    Attributes:
        family: ``"italian"``, ``"french"`` or ``"uno"``.

    ``Suit(name, family)`` gives the one object: ``Suit("cuori", "french") is Card("A", "hearts").suit``.

    Raises:
        ValueError: ``Suit(name, family)`` with a name the family does not have.
    """

    kind = "suit"


_NAMED: dict[tuple[str, str, str], _Named] = {}
"""The one Rank/Suit object of each (kind, family, canonical value)."""
_LOOKUP: dict[str, dict[str, dict[str, str]]] = {"rank": {}, "suit": {}}
"""kind -> family -> normalised name -> canonical value."""
_SYNONYMS: dict[tuple[str, str, str], tuple[str, ...]] = {}
"""(kind, family, canonical) -> the names it answers to, in the order written for messages."""


def _norm(text: str) -> str:
    """A name as looked up: trimmed, case-folded, inner spaces single, typographic apostrophes plain."""
    return " ".join(text.replace("’", "'").split()).casefold()


def _make_names(kind: str, family: str, names: dict[str, tuple[str, ...]]) -> tuple[_Named, ...]:
    """Register the ranks or suits of a family with their names; return the objects in order."""
    cls = Rank if kind == "rank" else Suit
    table = _LOOKUP[kind].setdefault(family, {})
    made = []
    for value, synonyms in names.items():
        obj = str.__new__(cls, value)
        obj.family = family
        _NAMED[(kind, family, value)] = obj
        _SYNONYMS[(kind, family, value)] = tuple(dict.fromkeys((value, *synonyms)))
        for name in (value, *synonyms):
            table[_norm(name)] = value
        made.append(obj)
    for obj in made:  # exact spellings answered without normalising (the engines' hot path)
        answers = {}
        for name, value in table.items():
            for spelling in {name, name.upper(), name.capitalize(), name.title(), value}:
                answers[spelling] = _norm(spelling) in table and table[_norm(spelling)] == str(obj)
        obj._answers = answers
    return tuple(made)


def _listing(kind: str, family: str) -> str:
    """``"its ranks are A (Asso, Ace), 2, … R (Re, King)"``: what a family has, for messages."""
    items = []
    for (k, f, value), names in _SYNONYMS.items():
        if k == kind and f == family:
            words = [n for n in names[1:] if not n.startswith(("+", "w"))][:3] if family == "uno" else names[1:3]
            items.append(f"{value} ({', '.join(words)})" if words and not value.isdigit() else value)
    return f"the {kind}s of {_FAMILY_WORDS[family]} are " + ", ".join(items)


def _unknown_name(kind: str, family: str, text: str) -> str:
    """The message of a name ``family`` does not have (which other family has it, if one does)."""
    message = f"{text!r} is not a {kind} of {_FAMILY_WORDS[family]}"
    elsewhere = [f for f, table in _LOOKUP[kind].items() if f != family and _norm(text) in table]
    if elsewhere:
        message += f" (it is a {kind} of {' and '.join(_FAMILY_WORDS[f] for f in elsewhere)})"
    return f"{message}; {_listing(kind, family)}"


_NUMBER_WORDS: dict[str, tuple[str, str]] = {
    "0": ("zero", "zero"), "1": ("uno", "one"), "2": ("due", "two"), "3": ("tre", "three"), "4": ("quattro", "four"),
    "5": ("cinque", "five"), "6": ("sei", "six"), "7": ("sette", "seven"), "8": ("otto", "eight"),
    "9": ("nove", "nine"), "10": ("dieci", "ten"),
}


def _numbers(*values: str) -> dict[str, tuple[str, ...]]:
    return {v: _NUMBER_WORDS[v] for v in values}


def _catalogue_names(key: str) -> tuple[str, str]:
    return t(key, "it"), t(key, "en")


_ITALIAN_SUITS = _make_names("suit", "italian", {
    s: _catalogue_names(f"suit.{s}") for s in ("coppe", "denari", "bastoni", "spade")})
_FRENCH_SUITS = _make_names("suit", "french", {
    s: _catalogue_names(f"suit.{s}") for s in ("hearts", "diamonds", "clubs", "spades")})
*_UNO_COLOURS, _WILD = _make_names("suit", "uno", {
    **{c: _catalogue_names(f"uno.colour.{c}") for c in ("red", "yellow", "green", "blue")},
    "wild": ("jolly",)})
_ITALIAN_RANKS = _make_names("rank", "italian", {
    "A": ("Asso", "Ace"), **_numbers("2", "3", "4", "5", "6", "7"),
    "F": ("Fante", "Knave", "Jack"), "C": ("Cavallo", "Knight"), "R": ("Re", "King")})
_FRENCH_RANKS = _make_names("rank", "french", {
    "A": ("Asso", "Ace"), **_numbers("2", "3", "4", "5", "6", "7", "8", "9"), "10": ("T", "dieci", "ten"),
    "J": ("Fante", "Jack", "Knave"), "Q": ("Donna", "Queen", "Regina", "Dama"), "K": ("Re", "King")})
_UNO_RANKS = _make_names("rank", "uno", {
    **_numbers(*(str(v) for v in range(10))),
    "skip": ("Salta", "Skip"), "reverse": ("Inverti", "Reverse"), "draw2": ("Pesca due", "Draw Two", "+2", "draw 2"),
    "wild": ("Jolly", "Wild", "W"), "wild4": ("Jolly pesca quattro", "Wild Draw Four", "+4", "W+4", "wild +4")})

# The public tuples hold plain str (as before: actions and JSON carry exact str); the cards hold
# the Rank/Suit objects, which equal them.
ITALIAN_SUITS: tuple[str, ...] = tuple(map(str, _ITALIAN_SUITS))
FRENCH_SUITS: tuple[str, ...] = tuple(map(str, _FRENCH_SUITS))
UNO_COLOURS: tuple[str, ...] = tuple(map(str, _UNO_COLOURS))
WILD = "wild"
"""The ``suit`` of the two UNO wild cards, which have no colour until played."""

ITALIAN_RANKS: tuple[str, ...] = tuple(map(str, _ITALIAN_RANKS))
FRENCH40_RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
FRENCH52_RANKS: tuple[str, ...] = tuple(map(str, _FRENCH_RANKS))
UNO_VALUES: tuple[str, ...] = tuple(map(str, _UNO_RANKS[:13]))
UNO_WILDS: tuple[str, ...] = tuple(map(str, _UNO_RANKS[13:]))

_FAMILY_OF_SUIT: dict[str, str] = {s: s.family for s in (*_ITALIAN_SUITS, *_FRENCH_SUITS, *_UNO_COLOURS, _WILD)}
_SUIT_BY_NAME: dict[str, Suit] = {}
"""Every suit name of every family (normalised) -> its Suit; no name is shared by two families."""
for _suit in _FAMILY_OF_SUIT:
    for _name in _SYNONYMS[("suit", _suit.family, str(_suit))]:
        _SUIT_BY_NAME[_norm(_name)] = _suit
SUIT_OBJECTS: Mapping[str, Suit] = MappingProxyType({str(s): s for s in _FAMILY_OF_SUIT})
"""The one :class:`Suit` object of each canonical suit name (no name is in two families): hot
loops compare a card's suit to it by identity (``card.suit is SUIT_OBJECTS["wild"]``), which is
``==`` without the check, at the speed of a built-in."""
_RANKS_OF: dict[str, dict[str, Rank]] = {
    f: {str(r): r for r in objs} for f, objs in
    (("italian", _ITALIAN_RANKS), ("french", _FRENCH_RANKS), ("uno", _UNO_RANKS))}
_UNO_VALUE_OBJS, _UNO_WILD_OBJS = _UNO_RANKS[:13], _UNO_RANKS[13:]
_SUIT_CODE: dict[str, str] = {
    **dict(zip(_ITALIAN_SUITS, "CDBS")), **dict(zip(_FRENCH_SUITS, "HDCS")), **dict(zip(_UNO_COLOURS, "RYGB")),
}
_UNO_VALUE_CODE: dict[str, str] = {
    **{r: str(r) for r in _UNO_VALUE_OBJS[:10]}, _UNO_VALUE_OBJS[10]: "S", _UNO_VALUE_OBJS[11]: "R",
    _UNO_VALUE_OBJS[12]: "+2",
}
_RANK_CODE: dict[str, str] = {"10": "T"}


def _suits_listing() -> str:
    return "; ".join(f"{_FAMILY_WORDS[f]}: " + ", ".join(
        f"{s} ({', '.join(_SYNONYMS[('suit', f, str(s))][1:])})" for s in _FAMILY_OF_SUIT if s.family == f)
        for f in _FAMILY_WORDS)


def _new_card(rank: object, suit: object) -> "Card":
    """The one card named by ``rank`` and ``suit`` (codes or names), made the first time."""
    s = _SUIT_BY_NAME.get(_norm(suit)) if isinstance(suit, str) else None
    if s is None:
        raise ValueError(f"unknown suit {suit!r}; suits are {sorted(_FAMILY_OF_SUIT)} ({_suits_listing()})")
    family = s.family
    allowed = _UNO_WILD_OBJS if s is _WILD else _UNO_VALUE_OBJS if family == "uno" else _RANKS_OF[family].values()
    value = _LOOKUP["rank"][family].get(_norm(rank)) if isinstance(rank, str) else None
    r = _RANKS_OF[family].get(value) if value is not None else None
    if r is None or r not in tuple(allowed):
        listing = _unknown_name("rank", family, rank) if isinstance(rank, str) and r is None else _listing("rank", family)
        raise ValueError(f"rank {rank!r} does not exist for suit {suit!r}; allowed: {tuple(allowed)} ({listing})")
    card = _CARDS.get((r, s))
    if card is None:
        card = object.__new__(Card)
        object.__setattr__(card, "rank", r)
        object.__setattr__(card, "suit", s)
        _CARDS[(r, s)] = card
    if rank.__class__ is str and suit.__class__ is str and len(_CARDS) < 10_000:
        _CARDS[(rank, suit)] = card  # names met once are found at once next time
    return card


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Card:
    """One playing card: an immutable, hashable value.

    ``Card(rank, suit)`` takes codes or names, Italian or English, case-insensitive:
    ``Card("A", "cuori") is Card("A", "hearts") is Card("Asso", "Hearts")``,
    ``Card("Re", "picche")`` is the K of spades, ``Card("cavallo", "denari")`` the C of denari.
    The suit fixes the family, then the rank is read in it: ``"C"`` is the Cavallo only with an
    Italian suit, ``"Donna"`` exists only with a French suit.  Beware ``"spade"`` (Italian
    swords) and ``"spades"`` (French picche).

    Attributes:
        rank: a :class:`Rank` (a str): ``"A"``, ``"2"``…``"7"``, ``"F"``, ``"C"``, ``"R"`` (Italian);
            ``"A"``, ``"2"``…``"10"``, ``"J"``, ``"Q"``, ``"K"`` (French);
            ``"0"``…``"9"``, ``"skip"``, ``"reverse"``, ``"draw2"``, ``"wild"``, ``"wild4"`` (UNO).
        suit: a :class:`Suit` (a str): an Italian or French suit name, an UNO colour, or ``"wild"``.
            Both compare checked: ``card.suit == "cuori"`` is True for a heart, and a name the
            card's family does not have (``"cuore"``, ``"coppe"`` for a French card) raises.

    Two cards with the same rank and suit are equal, so the two Red 5s of ``uno108`` are
    the same value; a deck is a multiset of cards (see :class:`Deck`).  There is one object per
    card: ``Card("5", "red")`` gives the same object every time (made, checked and kept the
    first time), so cards compare and hash by identity, at the speed of built-in objects —
    a simulation compares, counts and looks up cards at every step.  Pickles and copies give
    that object back.

    Raises:
        ValueError: an unknown suit, or a rank that does not exist for the suit's family (the
            message lists the family's ranks with their Italian and English names).
    """

    rank: Rank
    suit: Suit

    def __new__(cls, rank: str, suit: str) -> "Card":
        try:
            known = _CARDS.get((rank, suit))
        except TypeError:  # an unhashable rank or suit: refused by _new_card
            known = None
        return known if known is not None else _new_card(rank, suit)

    def __init__(self, rank: str, suit: str) -> None:
        """Nothing to do: :meth:`__new__` gives the card's one object, already made."""

    def __reduce__(self) -> tuple:
        """Pickled (and copied) as ``Card(rank, suit)``: the one object of that card."""
        return Card, (str(self.rank), str(self.suit))

    @property
    def family(self) -> str:
        """``"italian"``, ``"french"`` or ``"uno"``."""
        return self.suit.family

    @property
    def code(self) -> str:
        """The canonical short code (see the module docstring), e.g. ``"7D"`` or ``"W+4"``."""
        if self.suit is _WILD:
            return "W" if self.rank == "wild" else "W+4"
        if self.suit.family == "uno":
            return _SUIT_CODE[self.suit] + _UNO_VALUE_CODE[self.rank]
        return _RANK_CODE.get(self.rank, self.rank) + _SUIT_CODE[self.suit]

    def name(self, lang: str = "en") -> str:
        """The card's full name in ``lang`` (``"it"`` or ``"en"``).

        Examples: ``"Asso di coppe"`` / ``"Ace of cups"``, ``"7 di denari"``,
        ``"Re di spade"``, ``"Jolly pesca quattro"`` / ``"Wild Draw Four"``.
        :meth:`Deck.parse` reads every such name back.
        """
        if self.suit.family == "uno":
            if self.suit is _WILD:
                return t(f"uno.{self.rank}", lang)
            value = self.rank if self.rank.isdigit() else t(f"uno.{self.rank}", lang)
            return t("uno.coloured", lang, value=value, colour=t(f"uno.colour.{self.suit}", lang))
        if self.rank is _RANKS_OF[self.suit.family]["A"]:
            rank = t(f"rank.A.{self.family}", lang)
        elif self.rank.isdigit():
            rank = str(self.rank)
        else:
            rank = t(f"rank.{self.rank}", lang)
        return t("card.of", lang, rank=rank, suit=t(f"suit.{self.suit}", lang))

    def __str__(self) -> str:
        return self.code


_CARDS: dict[tuple[str, str], Card] = {}
"""The one object of each card made so far, by (Rank, Suit), and by the plain names it was asked by."""


class ForeignCard(ValueError):
    """A card handed to rules made for another deck (the Ace of hearts to the rules of the 40
    Italian cards, the 7 of coppe to Trentasette's): a ``ValueError`` whose English text, for
    whoever reads the engine, names the rule (UDT-1, T37-1, TCO-1, UNO-1); the attributes let
    :func:`kit.tools.friendly.explain` tell it to a student in the sheet's language.

    Attributes:
        card: the :class:`Card` refused.
        decks: the names of the decks the rules are for (``("italian40",)``).
        card_decks: the names of the decks ``card`` belongs to (``("french40", "french52")``).
        instead: the calls that would take ``card``, as ``(deck name, code)`` pairs, e.g.
            ``(("french52", "Rules(mazzo_52=True).payment(card)"),)``; empty when the game has
            no rules for the card's deck.
    """

    def __init__(self, message: str, card: Card, decks: tuple[str, ...], card_decks: tuple[str, ...],
                 instead: tuple[tuple[str, str], ...] = ()) -> None:
        super().__init__(message)
        self.card = card
        self.decks = tuple(decks)
        self.card_decks = tuple(card_decks)
        self.instead = tuple(instead)

    def __reduce__(self) -> tuple:
        """Pickled with its attributes (an error raised in a worker process reaches the caller whole)."""
        return ForeignCard, (str(self), self.card, self.decks, self.card_decks, self.instead)

    @classmethod
    def played_with(cls, card: Card, game: str, deck: str, rule: str, its_cards: str) -> "ForeignCard":
        """The error of a game played with one deck only (Trentasette, 3-5-8, UNO): ``card``'s
        decks named, then "``game`` is played with ``deck`` only (``rule``): its cards are
        ``its_cards``"."""
        decks = tuple(d.name for d in DECKS.values() if card in d)
        return cls(f"{card.code} is a card of {' and '.join(decks)}, and {game} is played with {deck} only ({rule}): "
                   f"its cards are {its_cards}", card, (deck,), decks)


@dataclass(frozen=True, eq=False)
class Deck:
    """A named deck: an ordered multiset of :class:`Card` (RULES.md C-4).

    Attributes:
        name: ``"italian40"``, ``"french40"`` (also :data:`milanese40`), ``"french52"``,
            ``"uno108"``, ``"french32"``, or a derived deck's descriptive name (``"french52 − aces"``).
        family: ``"italian"``, ``"french"`` or ``"uno"``; it fixes the short-code scheme and the names.
        cards: every card of the deck in a fixed, documented order (suit by suit, rank by
            rank); this order is the identity permutation that shuffles start from.
        numbering: the C-4 numbering of ranks (``{"A": 1, …}``, read-only); empty for ``uno108``;
            a derived deck keeps its parent's numbers of the ranks it still has.
        parent: the deck a derived deck was made from (:meth:`without`, :meth:`only`,
            :meth:`rank_range`), else ``None``.
        origin: how a derived deck was made (for :meth:`title`); ``()`` for the kit's decks.

    Decks are immutable and hashable; two decks are equal when name, family and cards are.
    """

    name: str
    family: str
    cards: tuple[Card, ...]
    numbering: Mapping[str, int] = field(default_factory=dict)
    parent: "Deck | None" = field(default=None, repr=False, compare=False)
    origin: tuple = field(default=(), repr=False, compare=False)
    _counts: Counter = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(self.cards))
        object.__setattr__(self, "numbering", MappingProxyType(dict(self.numbering)))
        object.__setattr__(self, "_counts", Counter(self.cards))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deck):
            return NotImplemented
        return (self.name, self.family, self.cards) == (other.name, other.family, other.cards)

    def __hash__(self) -> int:
        return hash((self.name, self.family, self.cards))

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self._counts

    def __repr__(self) -> str:
        return f"Deck({self.name!r}, {len(self.cards)} cards)"

    def __reduce__(self) -> tuple:
        """A kit deck is pickled by name (one object per deck); a derived deck by its fields."""
        if DECKS.get(self.name) is self or _EXTRA_DECKS.get(self.name) is self:
            return get_deck, (self.name,)
        return _rebuild_deck, (self.name, self.family, self.cards, dict(self.numbering), self.parent, self.origin)

    def title(self, lang: str = "en") -> str:
        """The deck's name for people, from the catalogue: ``"mazzo da 40 carte italiane"`` /
        ``"40-card Italian deck"``, ``"mazzo da 40 carte francesi (milanesi)"``, ``"mazzo da 52
        carte francesi"``, ``"mazzo da 32 carte (dal 7 all'Asso)"``; a derived deck says how it was made
        (``"mazzo da 52 carte francesi senza Assi"`` / ``"52-card French deck without aces"``).

        Raises:
            ValueError: ``lang`` is not ``"it"`` or ``"en"``.
        """
        kind = self.origin[0] if self.origin else None
        if kind is None:
            key = f"tkcards.title.{self.name}"
            if key in CATALOGUE:
                return t(key, lang)
            return t("tkcards.title.other", lang, name=self.name, n=len(self.cards))
        if kind == "fixed":
            return t(self.origin[1], lang)
        if kind == "range":
            return t("tkcards.title.range", lang, deck=self.parent.title(lang), lo=self.origin[1], hi=self.origin[2],
                     n=len(self.cards))
        return t(f"tkcards.title.{kind}", lang, deck=self.parent.title(lang), what=_describe_what(self.origin[1], lang))

    def copies(self, card: Card) -> int:
        """How many copies of ``card`` the deck holds (0 for a foreign card)."""
        return self._counts.get(card, 0)

    def index(self, card: Card) -> int:
        """Position of the first copy of ``card`` in :attr:`cards`.

        Raises:
            ValueError: ``card`` is not in this deck.
        """
        try:
            return self.cards.index(card)
        except ValueError:
            raise ValueError(f"{card!r} is not a card of {self.name}") from None

    def sort(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """``cards`` sorted into deck order (suit by suit, rank by rank).

        Raises:
            ValueError: a card is not in this deck.
        """
        return tuple(sorted(cards, key=self.index))

    def scheme_help(self) -> str:
        """One line saying how this deck's short codes are written (for error messages)."""
        return _SCHEME_HELP.get(self.name, _SCHEME_HELP[f"{self.family}-any"])

    def names_help(self) -> str:
        """One line saying how this deck's cards are written by name (for error messages)."""
        suits = ", ".join(f"{s} ({', '.join(_SYNONYMS[('suit', s.family, str(s))][1:])})"
                          for s in _FAMILY_OF_SUIT if s.family == self.family)
        return f"names are read too, e.g. {_NAME_EXAMPLES[self.family]}; {_listing('rank', self.family)}; suits {suits}"

    def _read_card(self, text: str) -> Card | None:
        """The card of this deck's family that ``text`` (a code or a name) names, else ``None``."""
        s = text.strip()
        if s.isascii():  # upper() folds "ſ" to "S": codes are ASCII
            card = _parsers[self.family](s.upper())
            if card is not None:
                return card
        n = _norm(s)
        for article in _ARTICLES:
            if n.startswith(article):
                n = n[len(article):].strip()
                break
        if self.family == "uno":
            return _read_uno_name(n)
        if n[-1:] in _SYMBOLS and self.family == "french":
            return _try_card(n[:-1].strip(), _SYMBOLS[n[-1]])
        for name, suit in _SUIT_NAMES_BY_LENGTH[self.family]:
            if n.endswith(name) and n[:-len(name)].endswith(" "):
                rest = n[:-len(name)].strip()
                for joiner in (" di", " of", " de", " d'"):
                    if rest.endswith(joiner):
                        rest = rest[:-len(joiner)].strip()
                        break
                return _try_card(rest, suit)
        return None

    def _removed_from(self, card: Card) -> "Deck | None":
        """The nearest ancestor of this derived deck that holds ``card`` (it was removed), else None."""
        deck = self.parent
        while deck is not None:
            if card in deck:
                return deck
            deck = deck.parent
        return None

    def parse(self, code: str) -> Card:
        """Read one card of this deck: a short code of its scheme (module docstring), e.g.
        ``"7D"``, or a name, Italian or English, case-insensitive: ``"asso di denari"``,
        ``"7 di coppe"``, ``"Re di spade"``, ``"A cuori"``, ``"l'Asso di cuori"``, ``"A♥"``,
        ``"10♦"``, ``"Q♠"``, ``"ace of spades"``, ``"7 of cups"``, ``"5 rosso"``, ``"Wild Draw Four"``.
        Every :meth:`Card.name` of the deck's cards reads back.

        Raises:
            TypeError: ``code`` is not a str.
            ValueError: the text is not a card of this deck; the message says what is allowed
                (codes and names), or that the card was removed from this derived deck.
        """
        if not isinstance(code, str):
            raise TypeError(f"a card code is a str like '7D', not {type(code).__name__}")
        card = self._read_card(code)
        if card is not None and card in self:
            return card
        if card is not None:
            parent = self._removed_from(card)
            if parent is not None:
                raise ValueError(f"{code!r} is the {card.name('en')} ({card.code}), a card of {parent.name} "
                                 f"removed from {self.name}; its cards are {self.format(dict.fromkeys(self.cards))}")
        raise ValueError(f"{code!r} is not a card code of {self.name}; {self.scheme_help()}; {self.names_help()}")

    def parse_many(self, codes: str | Iterable[str]) -> tuple[Card, ...]:
        """Read several cards: a string of codes or names separated by commas (or semicolons),
        or by spaces (``"AC FC 7D"``, ``"asso di coppe re di spade"``: the longest name at each
        place is read), or an iterable of codes and names.

        Empty strings are skipped in both forms.

        Raises:
            ValueError: some items are not cards of this deck (the message names all of them).
        """
        if isinstance(codes, str):
            pieces = [p for p in re.split(r"[,;\n]+", codes) if p.strip()]
            items = []
            for piece in pieces:
                if len(pieces) > 1 and self._read_card(piece) is not None:
                    items.append(piece)
                    continue
                tokens = self._tokens(piece)
                if len(pieces) > 1 and any(self._read_card(token) is None for token in tokens):
                    tokens = [piece.strip()]  # a misspelt name between commas is named whole
                items += tokens
        else:
            items = list(codes)
        cards, bad, removed = [], [], []
        for item in items:
            if isinstance(item, str) and item.strip() == "":
                continue
            try:
                cards.append(self.parse(item))
            except (ValueError, TypeError) as error:
                (removed if "removed from" in str(error) else bad).append(item)
        if removed:
            raise ValueError(f"cards removed from {self.name}: {', '.join(map(repr, removed))}"
                             + (f"; not card codes of {self.name}: {', '.join(map(repr, bad))}" if bad else "")
                             + f"; its cards are {self.format(dict.fromkeys(self.cards))}")
        if bad:
            raise ValueError(f"not card codes of {self.name}: {', '.join(map(repr, bad))}; {self.scheme_help()}; "
                             f"{self.names_help()}")
        return tuple(cards)

    def _tokens(self, text: str) -> list[str]:
        """Split a space-separated run of codes and names into one string per card (longest first)."""
        words = text.split()
        items, i = [], 0
        while i < len(words):
            for size in range(min(5, len(words) - i), 0, -1):
                candidate = " ".join(words[i:i + size])
                if size == 1 or self._read_card(candidate) is not None:
                    items.append(candidate)
                    i += size
                    break
        return items

    def read(self, codes: str | Iterable[Card | str]) -> tuple[Card, ...]:
        """Cards of this deck from short codes, names or cards, as a lesson writes a hand: a string
        (``"AC FC 7D"``, ``"asso di coppe, 7 di denari"``, as :meth:`parse_many`), or an iterable
        of codes, names and cards mixed.

        Raises:
            ValueError: a code or name that is not of this deck, or a card this deck does not hold.
        """
        if isinstance(codes, str):
            return self.parse_many(codes)
        items = list(codes)
        foreign = [c for c in items if isinstance(c, Card) and c not in self]
        if foreign:
            raise ValueError(f"not cards of {self.name}: {', '.join(map(str, foreign))}")
        return tuple(c if isinstance(c, Card) else self.parse(c) for c in items)

    def format(self, cards: Iterable[Card]) -> str:
        """Codes of ``cards`` separated by single spaces; ``parse_many`` reads it back."""
        return " ".join(c.code for c in cards)

    # --- groups ------------------------------------------------------------------------------

    def groups(self) -> dict[str, tuple[str, ...]]:
        """The named groups of this deck: canonical key -> the names it answers to (Italian and
        English, singular and plural), in a fixed order; only groups with cards in this deck.

        Italian: ``figures`` (figure: Fante, Cavallo, Re), ``numerals`` (carte numerali), ``aces``,
        ``twos`` … ``sevens`` (also ``"7"``, ``"sette"``), ``knaves``, ``knights``, ``kings``, each suit.
        French: ``figures`` (Fante, Donna, Re), ``numerals``, ``red`` (rosse: cuori, quadri),
        ``black`` (nere: fiori, picche), ``aces``, ``twos`` … ``tens``, ``jacks``, ``queens``,
        ``kings``, each suit.  UNO: the four colours, ``wild`` (jolly: both kinds), ``action``
        (carte azione: Salta, Inverti, Pesca due), ``numerals`` (0–9), ``zeros`` … ``nines``,
        ``skips``, ``reverses``, ``draw2s``, ``wild4s``.

        Decision (CURRICULUM.md: «figure (Fante, Cavallo, Re; Fante, Donna, Re in the French deck),
        carte numerali»): the *carte numerali* are every card that is not a figure, **the Asso
        included** (it is the 1, C-4 numbering): 28 of the 40 Italian cards, 40 of the 52 French.
        For "from 2 to 7" use :meth:`where` or :meth:`rank_range`.

        Names: a rank group answers to its code, its number (``"7"``, ``"sette"``, ``"seven"``,
        ``"sevens"``) or its name in both languages, singular and plural (``"asso"``, ``"assi"``,
        ``"ace"``, ``"aces"``); a suit group to the suit's names (``"cuori"``, ``"hearts"``) only:
        suits are plural in Italian («le carte di cuori»), and ``"cuore"`` is refused as a card's
        suit is, so a misspelling never passes.
        """
        present = self._present_groups()
        return {key: names for key, (names, _, _) in _GROUPS[self.family].items() if key in present}

    def _present_groups(self) -> dict[str, frozenset]:
        cache = self.__dict__.get("_group_cards")
        if cache is None:
            cache = {}
            for key, (_, test, _) in _GROUPS[self.family].items():
                cards = frozenset(c for c in self.cards if test(c))
                if cards:
                    cache[key] = cards
            object.__setattr__(self, "_group_cards", cache)
        return cache

    def group(self, name: "str | Group") -> "Group":
        """The named group ``name`` of this deck (see :meth:`groups`), e.g. ``"figure"``,
        ``"assi"``, ``"aces"``, ``"cuori"``, ``"rosse"``, ``"le carte numerali"``, ``"sette"``
        (case-insensitive; an article or «carte di» in front is allowed).  The *carte numerali*
        include the Asso (see :meth:`groups`).  A :class:`Group` of the same family is taken too.

        Raises:
            ValueError: an unknown name (the message lists the deck's groups; a group of another
                family, e.g. ``"rosse"`` for the Italian deck, says so), or a group whose cards
                were all removed from this derived deck.
        """
        if isinstance(name, Group):
            return self._adopt(name)
        if not isinstance(name, str):
            raise TypeError(f"a group is named by a str like 'figure', not {type(name).__name__}")
        key = _group_key(self.family, name)
        if key is None:
            raise ValueError(self._no_group(name))
        cards = self._present_groups().get(key)
        if cards is None:
            raise ValueError(f"{self.name} has no cards of the group {name!r} ({key}): they were removed; "
                             f"its groups are {self._groups_listing()}")
        suit = _NAMED.get(("suit", self.family, key))
        return Group(key, cards, self, ("suit", suit) if suit is not None else ("key", key))

    def _groups_listing(self) -> str:
        return ", ".join(f"{key} ({', '.join(names[:2])})" for key, names in self.groups().items())

    def _no_group(self, name: str) -> str:
        message = f"{self.name} has no group {name!r}"
        others = [f for f in _GROUPS if f != self.family and _group_key(f, name) is not None]
        if others:
            message += f" ({name!r} is a group of {' and '.join(_FAMILY_WORDS[f] for f in others)})"
            if self.family == "italian" and _group_key("french", name) in ("red", "black"):
                message += "; the Italian deck has no red or black cards: its suits are coppe, denari, bastoni, spade"
        return f"{message}; its groups are {self._groups_listing()}"

    def _adopt(self, group: "Group") -> "Group":
        """``group`` as a group of this deck (its cards must all be here)."""
        if group.deck is self:
            return group
        if group.deck.family != self.family:
            raise ValueError(f"the group {group.name!r} is of {group.deck.name}, not of the family of {self.name}")
        missing = [c for c in group if c not in self]
        if missing:
            raise ValueError(f"the group {group.name!r} has cards not in {self.name}: {self.format(missing)}")
        return Group(group.name, group.cards, self, group.spec)

    def where(self, rank: str | Iterable[str] | None = None, suit: str | Iterable[str] | None = None,
              test: "Callable[[Card], bool] | None" = None) -> "Group":
        """The group of this deck's cards with the given rank(s) and suit(s) (names or codes, as
        :class:`Rank`/:class:`Suit` compare) and, if given, ``test(card)`` true: a filter.

        ``french52.where(rank="Q", suit=("cuori", "quadri"))`` is the two red Queens.

        Raises:
            ValueError: a rank or suit this deck does not have (``french40.where(rank="9")``: the
                message lists the deck's ranks), nothing asked, or no card passes.
        """
        if rank is None and suit is None and test is None:
            raise ValueError("where() needs rank=, suit= or test=")
        parts, spec = [], None
        for kind, asked in (("rank", rank), ("suit", suit)):
            if asked is None:
                continue
            values = self._values(kind, [asked] if isinstance(asked, str) else list(asked))
            parts.append(f"{kind}={'|'.join(values)}")
            piece = None
            for value in values:
                one = self._value_group(kind, value)
                piece = one if piece is None else piece | one
            spec = piece if spec is None else spec & piece
        cards = frozenset(spec.cards) if spec is not None else frozenset(self.cards)
        if test is not None:
            cards = frozenset(c for c in cards if test(c))
            parts.append(f"test={getattr(test, '__name__', 'test')}")
        if not cards:
            raise ValueError(f"no card of {self.name} has {', '.join(parts)}")
        if test is not None or spec is None:
            return Group(", ".join(parts), cards, self, ("cards", self.sort(cards)))
        return Group(", ".join(parts), cards, self, spec.spec)

    def _values(self, kind: str, asked: list) -> list[str]:
        have = list(dict.fromkeys(str(getattr(c, kind)) for c in self.cards))
        out = []
        for item in asked:
            value = _LOOKUP[kind][self.family].get(_norm(item)) if isinstance(item, str) else None
            if value is None or value not in have:
                words = ", ".join(f"{v} ({', '.join(_SYNONYMS[(kind, self.family, v)][1:3])})"
                                  if not v.isdigit() else v for v in have)
                raise ValueError(f"{self.name} has no {kind} {item!r}; its {kind}s are {words}")
            out.append(value)
        return out

    def _value_group(self, kind: str, value: str) -> "Group":
        cards = frozenset(c for c in self.cards if str(getattr(c, kind)) == value)
        if kind == "suit":
            return Group(value, cards, self, ("suit", _NAMED[("suit", self.family, value)]))
        key = _RANK_GROUP[self.family].get(value)
        if key is not None:
            return Group(key, cards, self, ("key", key))
        return Group(f"rank={value}", cards, self, ("cards", self.sort(cards)))

    # --- derived decks -----------------------------------------------------------------------

    def _selection(self, x: object) -> tuple[frozenset, str, object]:
        """(cards, label, what) for :meth:`without`/:meth:`only`: a Group, a group name, a Card,
        codes/names (a str or an iterable), or cards."""
        if isinstance(x, Group):
            group = self._adopt(x)
            return group.cards, group.name, group
        if isinstance(x, Card):
            self.read([x])
            return frozenset((x,)), x.code, (x,)
        if isinstance(x, str):
            try:
                group = self.group(x)
                return group.cards, group.name, group
            except ValueError as not_group:
                try:
                    cards = self.read(x)
                except ValueError as not_cards:
                    raise ValueError(f"{x!r} is neither a group nor cards of {self.name}: {not_group}; "
                                     f"{not_cards}") from None
        else:
            cards = self.read(x)
        cards = tuple(dict.fromkeys(cards))
        if not cards:
            raise ValueError(f"no cards given to take from {self.name}")
        return frozenset(cards), " ".join(c.code for c in cards), cards

    def _derive(self, cards: tuple[Card, ...], name: str, origin: tuple) -> "Deck":
        ranks = {c.rank for c in cards}
        numbering = {r: n for r, n in self.numbering.items() if r in ranks}
        deck = Deck(name, self.family, cards, numbering, parent=self, origin=origin)
        _DERIVED[name] = deck
        return deck

    def without(self, x: "Group | str | Card | Iterable[Card | str]") -> "Deck":
        """This deck without the cards ``x`` (a :class:`Group`, a group name like ``"assi"``, a
        card, or codes/names): a new :class:`Deck` named ``"<name> − <what>"`` (``"french52 −
        aces"``), same family, cards in this deck's order (every copy of a removed card goes),
        numbering kept for the ranks left.  :func:`get_deck` knows it by name.

        Raises:
            ValueError: ``x`` names nothing of this deck, or nothing would be left.
        """
        chosen, label, what = self._selection(x)
        cards = tuple(c for c in self.cards if c not in chosen)
        if not cards:
            raise ValueError(f"{self.name} without {label} has no cards left")
        return self._derive(cards, f"{self.name} − {label}", ("without", what))

    def only(self, x: "Group | str | Card | Iterable[Card | str]") -> "Deck":
        """This deck's cards in ``x`` only (as :meth:`without`): ``"<name> only <what>"``.

        Raises:
            ValueError: ``x`` names nothing of this deck.
        """
        chosen, label, what = self._selection(x)
        cards = tuple(c for c in self.cards if c in chosen)
        return self._derive(cards, f"{self.name} only {label}", ("only", what))

    def rank_range(self, low: str, high: str) -> "Deck":
        """This deck's cards whose rank runs from ``low`` to ``high`` (names or codes), both
        included: ``french52.rank_range("7", "A")`` is the 32-card deck 7, 8, 9, 10, J, Q, K, A
        (Italian poker; :data:`french32`).

        Orders: Italian, the C-4 order A, 2–7, F, C, R; French, **Ace high** 2–10, J, Q, K, A,
        except that ``low="A"`` reads the Ace low (``rank_range("A", "5")`` is A–5).

        Raises:
            ValueError: an UNO deck, a rank this deck has not, or ``low`` after ``high``.
        """
        if self.family == "uno":
            raise ValueError("rank_range is for the Italian and French decks; for UNO use where(rank=...)")
        lo, hi = self._values("rank", [low, high])
        have = {str(c.rank) for c in self.cards}
        if self.family == "italian":
            order = [str(r) for r in ITALIAN_RANKS]
        else:
            order = [str(r) for r in FRENCH52_RANKS]
            order = order if lo == "A" else order[1:] + order[:1]
        order = [r for r in order if r in have]
        if order.index(lo) > order.index(hi):
            raise ValueError(f"{lo} comes after {hi} in the order of {self.name}: {', '.join(order)}")
        chosen = set(order[order.index(lo):order.index(hi) + 1])
        cards = tuple(c for c in self.cards if str(c.rank) in chosen)
        return self._derive(cards, f"{self.name} {lo}–{hi}", ("range", lo, hi))


def _rebuild_deck(name, family, cards, numbering, parent, origin) -> Deck:
    deck = Deck(name, family, cards, numbering, parent=parent, origin=origin)
    _DERIVED.setdefault(name, deck)
    return deck


@dataclass(frozen=True, eq=False)
class Group:
    """A named group of a deck's cards, as data: ``italian40.group("figure")``, ``french52.group("rosse")``.

    Attributes:
        name: the canonical key (``"figures"``, ``"aces"``, ``"hearts"``, ``"red"``; combined
            groups ``"figures & hearts"``, ``"aces | kings"``, ``"figures - hearts"``).
        cards: the distinct cards (``frozenset`` of :class:`Card`); a deck with copies (UNO) has
            :attr:`copies` of them.
        deck: the deck the group is of.
        spec: how :meth:`describe` words it.

    ``card in group`` (a Card, or a code/name of the deck), ``iter(group)`` (deck order),
    ``len(group)`` (distinct cards); ``&``, ``|``, ``-`` with another group of the same family
    or a group name give Groups.

    Raises:
        ValueError: an operation with a group of another family.
    """

    name: str
    cards: frozenset
    deck: Deck = field(repr=False)
    spec: tuple = field(default=(), repr=False)
    _order: tuple = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", frozenset(self.cards))
        object.__setattr__(self, "_order", tuple(dict.fromkeys(c for c in self.deck.cards if c in self.cards)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Group):
            return NotImplemented
        return self.cards == other.cards and self.deck == other.deck

    def __hash__(self) -> int:
        return hash((self.cards, self.deck))

    def __repr__(self) -> str:
        return f"Group({self.name!r} of {self.deck.name}, {len(self.cards)} cards)"

    def __contains__(self, card: object) -> bool:
        if isinstance(card, str):
            card = self.deck.parse(card)
        elif not isinstance(card, Card):
            raise TypeError(f"a group holds cards, not {type(card).__name__}")
        return card in self.cards

    def __iter__(self) -> Iterator[Card]:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def copies(self) -> int:
        """The deck's cards in the group, copies included (``len`` counts distinct cards)."""
        return sum(self.deck.copies(c) for c in self.cards)

    def _other(self, other: object) -> "Group":
        if isinstance(other, (str, Group)):
            return self.deck.group(other)
        cards = self.deck.read(other)
        return Group(" ".join(c.code for c in cards), frozenset(cards), self.deck, ("cards", tuple(cards)))

    def __and__(self, other: object) -> "Group":
        o = self._other(other)
        return Group(f"{self.name} & {o.name}", self.cards & o.cards, self.deck, ("and", self, o))

    def __or__(self, other: object) -> "Group":
        o = self._other(other)
        return Group(f"{self.name} | {o.name}", self.cards | o.cards, self.deck, ("or", self, o))

    def __sub__(self, other: object) -> "Group":
        o = self._other(other)
        return Group(f"{self.name} - {o.name}", self.cards - o.cards, self.deck, ("minus", self, o))

    __rand__, __ror__ = __and__, __or__

    def describe(self, lang: str = "en") -> str:
        """The group in words, from the catalogue: ``"figure (Fante, Cavallo, Re)"`` / ``"face
        cards (Knave, Knight, King)"``, ``"carte di cuori"`` / ``"hearts"``, ``"Assi di cuori"``,
        ``"figure ∪ Assi"``; a one-card group is the card's name.

        Raises:
            ValueError: ``lang`` is not ``"it"`` or ``"en"``.
        """
        if len(self.cards) == 1 and self.spec and self.spec[0] in ("and", "cards"):
            return next(iter(self.cards)).name(lang)
        kind = self.spec[0] if self.spec else "cards"
        if kind == "key":
            return t(_GROUPS[self.deck.family][self.spec[1]][2], lang)
        if kind == "suit":
            suit = self.spec[1]
            if suit.family == "uno":  # the wild cards' "suit" is the group of the jolly
                return t("tkcards.group.wild" if suit == WILD else f"tkcards.group.uno.{suit}", lang)
            return t("tkcards.group.suit", lang, suit=t(f"suit.{suit}", lang))
        if kind == "cards":
            return _describe_what(self.spec[1] if len(self.spec) > 1 else tuple(self), lang)
        a, b = self.spec[1], self.spec[2]
        if kind == "and":
            rankish = [g for g in (a, b) if g.spec[:1] == ("key",)]
            suited = [g for g in (a, b) if g.spec[:1] == ("suit",) and g.spec[1].family != "uno"]
            if len(rankish) == 1 and len(suited) == 1:
                return t("tkcards.group.of", lang, ranks=_short(rankish[0], lang),
                         suit=t(f"suit.{suited[0].spec[1]}", lang))
        symbol = {"and": "∩", "or": "∪", "minus": "−"}[kind]
        return f"{_wrap(a, lang)} {symbol} {_wrap(b, lang)}"


def _short(group: Group, lang: str) -> str:
    """A group's words without the parenthesised list (``"figure"`` for ``"figure (Fante, …)"``)."""
    return re.sub(r" \(.*\)$", "", group.describe(lang))


def _wrap(group: Group, lang: str) -> str:
    text = group.describe(lang)
    return f"({text})" if group.spec[:1] in (("and",), ("or",), ("minus",)) else text


def _describe_what(what: object, lang: str) -> str:
    """Words for a Group or a tuple of cards (a derived deck's title)."""
    if isinstance(what, Group):
        return _short(what, lang) if what.spec[:1] == ("key",) else what.describe(lang)
    cards = tuple(what)
    if len(cards) <= 4:
        return ", ".join(c.name(lang) for c in cards)
    return t("tkcards.cards", lang, n=len(cards))


def _try_card(rank: str, suit: str) -> Card | None:
    try:
        return Card(rank, suit)
    except ValueError:
        return None


def _read_uno_name(n: str) -> Card | None:
    value = _LOOKUP["rank"]["uno"].get(n)
    if value in ("wild", "wild4"):
        return Card(value, _WILD)
    for name, colour in _SUIT_NAMES_BY_LENGTH["uno"]:
        if colour is _WILD:
            continue
        if n.startswith(name + " "):
            return _try_card(n[len(name) + 1:], colour)
        if n.endswith(" " + name):
            return _try_card(n[:-len(name) - 1], colour)
    return None


_ARTICLES = ("il ", "lo ", "la ", "l'", "un ", "una ", "un'", "the ", "an ")
_SYMBOLS = {"♥": "hearts", "♡": "hearts", "♦": "diamonds", "♢": "diamonds", "♣": "clubs", "♧": "clubs",
            "♠": "spades", "♤": "spades"}
_SUIT_NAMES_BY_LENGTH: dict[str, list[tuple[str, Suit]]] = {
    f: sorted(((name, s) for name, s in _SUIT_BY_NAME.items() if s.family == f), key=lambda p: -len(p[0]))
    for f in _FAMILY_WORDS}
_NAME_EXAMPLES = {
    "italian": "'asso di denari', '7 di coppe', 'Re di spade', 'A coppe', 'ace of cups', '7 of coins'",
    "french": "'asso di cuori', 'A cuori', 'A♥', '10♦', 'Q♠', 'Re di picche', 'ace of spades'",
    "uno": "'5 rosso', 'Red 5', 'Salta blu', 'Blue Skip', 'Jolly', 'Wild Draw Four'",
}


def _parse_italian(text: str) -> Card | None:
    if len(text) != 2:
        return None
    rank = _RANKS_OF["italian"].get(text[0])
    suit = _ITALIAN_SUIT_CODES.get(text[1])
    return None if rank is None or suit is None else Card(rank, suit)


def _parse_french(text: str) -> Card | None:
    code = text[:-1]
    rank = _RANKS_OF["french"].get("10" if code == "T" else code)
    suit = _FRENCH_SUIT_CODES.get(text[-1:])
    return None if rank is None or suit is None else Card(rank, suit)


def _parse_uno(text: str) -> Card | None:
    if text == "W":
        return Card(_UNO_WILD_OBJS[0], _WILD)
    if text == "W+4":
        return Card(_UNO_WILD_OBJS[1], _WILD)
    if len(text) < 2:
        return None
    colour = _UNO_COLOUR_CODES.get(text[0])
    value = _UNO_VALUES_BY_CODE.get(text[1:])
    return None if colour is None or value is None else Card(value, colour)


_ITALIAN_SUIT_CODES = dict(zip("CDBS", _ITALIAN_SUITS))
_FRENCH_SUIT_CODES = dict(zip("HDCS", _FRENCH_SUITS))
_UNO_COLOUR_CODES = dict(zip("RYGB", _UNO_COLOURS))
_UNO_VALUES_BY_CODE = {code: value for value, code in _UNO_VALUE_CODE.items()}

_parsers = {"italian": _parse_italian, "french": _parse_french, "uno": _parse_uno}

_SCHEME_HELP = {
    "italian40": "codes are rank A,2-7,F,C,R then suit C,D,B,S (e.g. 7D, RC)",
    "french40": "codes are rank A,2-7,J,Q,K then suit H,D,C,S (e.g. 7H, QS)",
    "french52": "codes are rank A,2-9,T (or 10),J,Q,K then suit H,D,C,S (e.g. TH, QS)",
    "uno108": "codes are colour R,Y,G,B then 0-9, S (Skip), R (Reverse) or +2; wilds W and W+4",
    "italian-any": "codes are rank A,2-7,F,C,R then suit C,D,B,S",
    "french-any": "codes are rank A,2-9,T (or 10),J,Q,K then suit H,D,C,S",
    "uno-any": "codes are colour R,Y,G,B then 0-9, S, R or +2; wilds W and W+4",
}


# --- the groups of each family: key -> (names, test(card), catalogue key of its words) ----------

def _rank_test(*values: str) -> "Callable[[Card], bool]":
    wanted = frozenset(values)
    return lambda c: str(c.rank) in wanted


def _suit_test(*values: str) -> "Callable[[Card], bool]":
    wanted = frozenset(values)
    return lambda c: str(c.suit) in wanted


_PLURAL_EN = {"0": "zeros", "1": "ones", "2": "twos", "3": "threes", "4": "fours", "5": "fives", "6": "sixes",
              "7": "sevens", "8": "eights", "9": "nines", "10": "tens"}
_FIGURE_NAMES = ("figure", "figura", "figures", "face cards", "face card", "court cards", "court card",
                 "carte figurate")
_NUMERAL_NAMES = ("numerali", "numerale", "carte numerali", "carta numerale", "numerals", "numeral",
                  "number cards", "number card")


def _number_groups(values: Iterable[str]) -> dict:
    return {_PLURAL_EN[v]: ((v, _NUMBER_WORDS[v][0], _PLURAL_EN[v], _NUMBER_WORDS[v][1]), _rank_test(v),
                            f"tkcards.group.n{v}") for v in values}


_UNO_COLOUR_GROUP_NAMES = {
    "red": ("rosse", "rossa", "carte rosse", "red cards", "reds"),
    "yellow": ("gialle", "gialla", "carte gialle", "yellow cards", "yellows"),
    "green": ("verdi", "carte verdi", "green cards", "greens"),
    "blue": ("carte blu", "blue cards", "blues"),
}


def _suit_groups(family: str) -> dict:
    return {str(s): (_SYNONYMS[("suit", family, str(s))] + _UNO_COLOUR_GROUP_NAMES.get(str(s), ()), _suit_test(str(s)),
                     f"tkcards.group.uno.{s}" if family == "uno" else None)
            for s in _FAMILY_OF_SUIT if s.family == family}


_GROUPS: dict[str, dict[str, tuple[tuple[str, ...], "Callable[[Card], bool]", str | None]]] = {
    "italian": {
        "figures": (_FIGURE_NAMES, _rank_test("F", "C", "R"), "tkcards.group.figures.italian"),
        "numerals": (_NUMERAL_NAMES, _rank_test("A", "2", "3", "4", "5", "6", "7"), "tkcards.group.numerals.italian"),
        "aces": (("assi", "asso", "aces", "ace", "A"), _rank_test("A"), "tkcards.group.aces"),
        **_number_groups(("2", "3", "4", "5", "6", "7")),
        "knaves": (("fanti", "fante", "knaves", "knave", "jacks", "jack", "F"), _rank_test("F"), "tkcards.group.knaves"),
        "knights": (("cavalli", "cavallo", "knights", "knight", "C"), _rank_test("C"), "tkcards.group.knights"),
        "kings": (("re", "kings", "king", "R"), _rank_test("R"), "tkcards.group.kings"),
        **_suit_groups("italian"),
    },
    "french": {
        "figures": (_FIGURE_NAMES, _rank_test("J", "Q", "K"), "tkcards.group.figures.french"),
        "numerals": (_NUMERAL_NAMES, _rank_test("A", "2", "3", "4", "5", "6", "7", "8", "9", "10"),
                     "tkcards.group.numerals.french"),
        "red": (("rosse", "rossa", "carte rosse", "rossi", "red", "red cards", "reds"),
                _suit_test("hearts", "diamonds"), "tkcards.group.red"),
        "black": (("nere", "nera", "carte nere", "neri", "black", "black cards", "blacks"),
                  _suit_test("clubs", "spades"), "tkcards.group.black"),
        "aces": (("assi", "asso", "aces", "ace", "A"), _rank_test("A"), "tkcards.group.aces"),
        **_number_groups(("2", "3", "4", "5", "6", "7", "8", "9", "10")),
        "jacks": (("fanti", "fante", "jacks", "jack", "knaves", "knave", "J"), _rank_test("J"), "tkcards.group.jacks"),
        "queens": (("donne", "donna", "queens", "queen", "regine", "regina", "Q"), _rank_test("Q"),
                   "tkcards.group.queens"),
        "kings": (("re", "kings", "king", "K"), _rank_test("K"), "tkcards.group.kings"),
        **_suit_groups("french"),
    },
    "uno": {
        **{k: v for k, v in _suit_groups("uno").items() if k != "wild"},
        "wild": (("jolly", "wild", "wilds", "wild cards", "carte jolly"), _suit_test("wild"), "tkcards.group.wild"),
        "action": (("azione", "carte azione", "action", "action cards", "actions"),
                   _rank_test("skip", "reverse", "draw2"), "tkcards.group.action"),
        "numerals": (_NUMERAL_NAMES + ("numeri", "carte numerate"), _rank_test(*map(str, range(10))),
                     "tkcards.group.numerals.uno"),
        **_number_groups(tuple(map(str, range(10)))),
        "skips": (("salta", "skip", "skips"), _rank_test("skip"), "tkcards.group.skips"),
        "reverses": (("inverti", "reverse", "reverses"), _rank_test("reverse"), "tkcards.group.reverses"),
        "draw2s": (("pesca due", "draw two", "draw twos", "draw2", "+2"), _rank_test("draw2"), "tkcards.group.draw2s"),
        "wild4s": (("jolly pesca quattro", "wild draw four", "wild draw fours", "wild4", "+4"), _rank_test("wild4"),
                   "tkcards.group.wild4s"),
    },
}
_GROUP_LOOKUP: dict[str, dict[str, str]] = {
    f: {_norm(n): key for key, (names, _, _) in groups.items() for n in (key, *names)} for f, groups in _GROUPS.items()}
_RANK_GROUP: dict[str, dict[str, str]] = {
    "italian": {"A": "aces", **{v: _PLURAL_EN[v] for v in "234567"}, "F": "knaves", "C": "knights", "R": "kings"},
    "french": {"A": "aces", **{v: _PLURAL_EN[v] for v in ("2", "3", "4", "5", "6", "7", "8", "9", "10")},
               "J": "jacks", "Q": "queens", "K": "kings"},
    "uno": {**{str(v): _PLURAL_EN[str(v)] for v in range(10)}, "skip": "skips", "reverse": "reverses",
            "draw2": "draw2s", "wild4": "wild4s"},
}
_GROUP_ARTICLES = ("il ", "lo ", "la ", "i ", "gli ", "le ", "l'", "the ", "tutti i ", "tutte le ", "all ")


def _group_key(family: str, name: str) -> str | None:
    """The canonical key of the group ``name`` in ``family`` (articles and "carte di" allowed), else None."""
    n = _norm(name)
    table = _GROUP_LOOKUP[family]
    for article in _GROUP_ARTICLES:
        if n.startswith(article) and n not in table:
            n = n[len(article):].strip()
            break
    for lead in ("carte di ", "carta di ", "cards of ", "di "):
        if n.startswith(lead) and n not in table:
            n = n[len(lead):].strip()
    return table.get(n)


def _make_italian40() -> Deck:
    cards = tuple(Card(r, s) for s in _ITALIAN_SUITS for r in _ITALIAN_RANKS)
    return Deck("italian40", "italian", cards, {r: i + 1 for i, r in enumerate(_ITALIAN_RANKS)})


def _make_french40() -> Deck:
    ranks = [r for r in _FRENCH_RANKS if str(r) in FRENCH40_RANKS]
    cards = tuple(Card(r, s) for s in _FRENCH_SUITS for r in ranks)
    return Deck("french40", "french", cards, {r: i + 1 for i, r in enumerate(ranks)})


def _make_french52() -> Deck:
    cards = tuple(Card(r, s) for s in _FRENCH_SUITS for r in _FRENCH_RANKS)
    return Deck("french52", "french", cards, {r: i + 1 for i, r in enumerate(_FRENCH_RANKS)})


def _make_uno108() -> Deck:
    cards: list[Card] = []
    for colour in _UNO_COLOURS:
        cards.append(Card("0", colour))
        for value in _UNO_VALUE_OBJS[1:]:
            cards += [Card(value, colour)] * 2
    cards += [Card("wild", WILD)] * 4 + [Card("wild4", WILD)] * 4
    return Deck("uno108", "uno", tuple(cards), {})


_DERIVED: dict[str, Deck] = {}
"""The derived decks made in this process, by name (so :func:`get_deck` finds them)."""

italian40: Deck = _make_italian40()
"""Carte italiane: coppe, denari, bastoni, spade × Asso, 2–7, Fante, Cavallo, Re (40)."""
french40: Deck = _make_french40()
"""French deck without 8, 9, 10 (40): the Milanese deck (carte milanesi, :data:`milanese40`);
J, Q, K are numbered 8, 9, 10 (C-4)."""
french52: Deck = _make_french52()
"""French deck: hearts, diamonds, clubs, spades × A, 2–10, J, Q, K (52)."""
uno108: Deck = _make_uno108()
"""UNO: per colour one 0 and two each of 1–9, Skip, Reverse, Draw Two; 4 Wild, 4 Wild Draw Four."""

milanese40: Deck = french40
"""The Milanese deck (carte milanesi): the same object as :data:`french40`, ``get_deck("milanesi")``."""
french32: Deck = Deck("french32", "french", french52.rank_range("7", "A").cards,
                      {r: n for r, n in french52.numbering.items() if r in ("A", "7", "8", "9", "10", "J", "Q", "K")},
                      parent=french52, origin=("fixed", "tkcards.title.french32"))
"""The 32-card deck 7–A of Italian poker (poker all'italiana): french52's 7, 8, 9, 10, J, Q, K, A (in
french52's order, Ace first in each suit), its numbering kept."""
_DERIVED.pop("french52 7–A", None)

DECKS: dict[str, Deck] = {d.name: d for d in (italian40, french40, french52, uno108)}
"""The four decks by name."""
_EXTRA_DECKS: dict[str, Deck] = {"french32": french32, "milanese40": french40, "milanesi": french40,
                                 "milanese": french40}
"""More names :func:`get_deck` knows: the 32-card deck, and the Milanese name of french40."""


def get_deck(name: str | Deck) -> Deck:
    """The deck called ``name`` (or ``name`` itself when it is already a :class:`Deck`): one of
    :data:`DECKS`, ``"french32"``, ``"milanese40"``/``"milanesi"`` (= french40), or a derived
    deck made in this process (by its name).

    Raises:
        ValueError: no deck has that name; the message lists the names.
    """
    if isinstance(name, Deck):
        return name
    try:
        return DECKS[name]
    except (KeyError, TypeError):
        pass
    found = _EXTRA_DECKS.get(name) or _DERIVED.get(name) if isinstance(name, str) else None
    if found is None:
        raise ValueError(f"unknown deck {name!r}; the decks are {', '.join(DECKS)} "
                         f"(also french32; milanese40 or milanesi = french40)")
    return found
