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
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Iterable, Iterator, Mapping

from kit.i18n import t

ITALIAN_SUITS: tuple[str, ...] = ("coppe", "denari", "bastoni", "spade")
FRENCH_SUITS: tuple[str, ...] = ("hearts", "diamonds", "clubs", "spades")
UNO_COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue")
WILD = "wild"
"""The ``suit`` of the two UNO wild cards, which have no colour until played."""

ITALIAN_RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "F", "C", "R")
FRENCH40_RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
FRENCH52_RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
UNO_VALUES: tuple[str, ...] = tuple(str(v) for v in range(10)) + ("skip", "reverse", "draw2")
UNO_WILDS: tuple[str, ...] = ("wild", "wild4")

_FAMILY_OF_SUIT: dict[str, str] = {
    **{s: "italian" for s in ITALIAN_SUITS},
    **{s: "french" for s in FRENCH_SUITS},
    **{c: "uno" for c in UNO_COLOURS},
    WILD: "uno",
}
_SUIT_CODE: dict[str, str] = {
    "coppe": "C", "denari": "D", "bastoni": "B", "spade": "S",
    "hearts": "H", "diamonds": "D", "clubs": "C", "spades": "S",
    "red": "R", "yellow": "Y", "green": "G", "blue": "B",
}
_UNO_VALUE_CODE: dict[str, str] = {
    **{str(v): str(v) for v in range(10)}, "skip": "S", "reverse": "R", "draw2": "+2",
}
_RANK_CODE: dict[str, str] = {"10": "T"}


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Card:
    """One playing card: an immutable, hashable value.

    Attributes:
        rank: ``"A"``, ``"2"``…``"7"``, ``"F"``, ``"C"``, ``"R"`` (Italian);
            ``"A"``, ``"2"``…``"10"``, ``"J"``, ``"Q"``, ``"K"`` (French);
            ``"0"``…``"9"``, ``"skip"``, ``"reverse"``, ``"draw2"``, ``"wild"``, ``"wild4"`` (UNO).
        suit: an Italian or French suit name, an UNO colour, or ``"wild"``.

    Two cards with the same rank and suit are equal, so the two Red 5s of ``uno108`` are
    the same value; a deck is a multiset of cards (see :class:`Deck`).  There is one object per
    card: ``Card("5", "red")`` gives the same object every time (made, checked and kept the
    first time), so cards compare and hash by identity, at the speed of built-in objects —
    a simulation compares, counts and looks up cards at every step.

    Raises:
        ValueError: the rank does not exist for the suit's family.
    """

    rank: str
    suit: str

    def __new__(cls, rank: str, suit: str) -> "Card":
        try:
            known = _CARDS.get((rank, suit))
        except TypeError:  # an unhashable rank or suit: refused by __post_init__
            known = None
        return known if known is not None else object.__new__(cls)

    def __init__(self, rank: str, suit: str) -> None:
        try:
            self.rank  # noqa: B018 - the card's one object, already made: nothing to set
            return
        except AttributeError:
            pass
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)
        self.__post_init__()

    def __reduce__(self) -> tuple:
        """Pickled (and copied) as ``Card(rank, suit)``: the one object of that card."""
        return Card, (self.rank, self.suit)

    def __post_init__(self) -> None:
        family = _FAMILY_OF_SUIT.get(self.suit)
        if family is None:
            raise ValueError(f"unknown suit {self.suit!r}; suits are {sorted(_FAMILY_OF_SUIT)}")
        allowed = {
            "italian": ITALIAN_RANKS,
            "french": FRENCH52_RANKS,
            "uno": UNO_WILDS if self.suit == WILD else UNO_VALUES,
        }[family]
        if self.rank not in allowed:
            raise ValueError(f"rank {self.rank!r} does not exist for suit {self.suit!r}; allowed: {allowed}")
        _CARDS.setdefault((self.rank, self.suit), self)

    @property
    def family(self) -> str:
        """``"italian"``, ``"french"`` or ``"uno"``."""
        return _FAMILY_OF_SUIT[self.suit]

    @property
    def code(self) -> str:
        """The canonical short code (see the module docstring), e.g. ``"7D"`` or ``"W+4"``."""
        if self.family == "uno":
            if self.suit == WILD:
                return "W" if self.rank == "wild" else "W+4"
            return _SUIT_CODE[self.suit] + _UNO_VALUE_CODE[self.rank]
        return _RANK_CODE.get(self.rank, self.rank) + _SUIT_CODE[self.suit]

    def name(self, lang: str = "en") -> str:
        """The card's full name in ``lang`` (``"it"`` or ``"en"``).

        Examples: ``"Asso di coppe"`` / ``"Ace of cups"``, ``"7 di denari"``,
        ``"Re di spade"``, ``"Jolly pesca quattro"`` / ``"Wild Draw Four"``.
        """
        if self.family == "uno":
            if self.suit == WILD:
                return t(f"uno.{self.rank}", lang)
            value = self.rank if self.rank.isdigit() else t(f"uno.{self.rank}", lang)
            return t("uno.coloured", lang, value=value, colour=t(f"uno.colour.{self.suit}", lang))
        if self.rank == "A":
            rank = t(f"rank.A.{self.family}", lang)
        elif self.rank.isdigit():
            rank = self.rank
        else:
            rank = t(f"rank.{self.rank}", lang)
        return t("card.of", lang, rank=rank, suit=t(f"suit.{self.suit}", lang))

    def __str__(self) -> str:
        return self.code


_CARDS: dict[tuple[str, str], Card] = {}
"""The one object of each card made so far, by (rank, suit)."""


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
        name: ``"italian40"``, ``"french40"``, ``"french52"`` or ``"uno108"``.
        family: ``"italian"``, ``"french"`` or ``"uno"``; it fixes the short-code scheme.
        cards: every card of the deck in a fixed, documented order (suit by suit, rank by
            rank); this order is the identity permutation that shuffles start from.
        numbering: the C-4 numbering of ranks (``{"A": 1, …}``, read-only); empty for ``uno108``.

    Decks are immutable and hashable; two decks are equal when name, family and cards are.
    """

    name: str
    family: str
    cards: tuple[Card, ...]
    numbering: Mapping[str, int] = field(default_factory=dict)
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

    def parse(self, code: str) -> Card:
        """Read one short code of this deck's scheme (module docstring), e.g. ``"7D"``.

        Raises:
            ValueError: the text is not a code of this deck; the message says what is allowed.
        """
        if not isinstance(code, str):
            raise TypeError(f"a card code is a str like '7D', not {type(code).__name__}")
        text = code.strip().upper()
        card = _parsers[self.family](text) if code.isascii() else None  # upper() folds "ſ" to "S"
        if card is None or card not in self:
            raise ValueError(f"{code!r} is not a card code of {self.name}; {self.scheme_help()}")
        return card

    def parse_many(self, codes: str | Iterable[str]) -> tuple[Card, ...]:
        """Read several codes: a string separated by spaces or commas, or an iterable of codes.

        Empty strings are skipped in both forms.

        Raises:
            ValueError: some codes are not codes of this deck (the message names all of them).
        """
        items = re.split(r"[\s,]+", codes.strip()) if isinstance(codes, str) else list(codes)
        cards, bad = [], []
        for item in items:
            if isinstance(item, str) and item.strip() == "":
                continue
            try:
                cards.append(self.parse(item))
            except (ValueError, TypeError):
                bad.append(item)
        if bad:
            raise ValueError(f"not card codes of {self.name}: {', '.join(map(repr, bad))}; {self.scheme_help()}")
        return tuple(cards)

    def read(self, codes: str | Iterable[Card | str]) -> tuple[Card, ...]:
        """Cards of this deck from short codes or cards, as a lesson writes a hand: a string of
        codes (``"AC FC 7D"``, as :meth:`parse_many`), or an iterable of codes and cards mixed.

        Raises:
            ValueError: a code that is not of this deck, or a card this deck does not hold.
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


def _parse_italian(text: str) -> Card | None:
    if len(text) != 2:
        return None
    rank, suit = text[0], text[1]
    suits = {"C": "coppe", "D": "denari", "B": "bastoni", "S": "spade"}
    if rank not in ITALIAN_RANKS or suit not in suits:
        return None
    return Card(rank, suits[suit])


def _parse_french(text: str) -> Card | None:
    rank, suit = text[:-1], text[-1:]
    rank = "10" if rank == "T" else rank
    suits = {"H": "hearts", "D": "diamonds", "C": "clubs", "S": "spades"}
    if rank not in FRENCH52_RANKS or suit not in suits:
        return None
    return Card(rank, suits[suit])


def _parse_uno(text: str) -> Card | None:
    if text == "W":
        return Card("wild", WILD)
    if text == "W+4":
        return Card("wild4", WILD)
    colours = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
    values = {code: value for value, code in _UNO_VALUE_CODE.items()}
    if len(text) < 2 or text[0] not in colours or text[1:] not in values:
        return None
    return Card(values[text[1:]], colours[text[0]])


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


def _make_italian40() -> Deck:
    cards = tuple(Card(r, s) for s in ITALIAN_SUITS for r in ITALIAN_RANKS)
    return Deck("italian40", "italian", cards, {r: i + 1 for i, r in enumerate(ITALIAN_RANKS)})


def _make_french40() -> Deck:
    cards = tuple(Card(r, s) for s in FRENCH_SUITS for r in FRENCH40_RANKS)
    return Deck("french40", "french", cards, {r: i + 1 for i, r in enumerate(FRENCH40_RANKS)})


def _make_french52() -> Deck:
    cards = tuple(Card(r, s) for s in FRENCH_SUITS for r in FRENCH52_RANKS)
    return Deck("french52", "french", cards, {r: i + 1 for i, r in enumerate(FRENCH52_RANKS)})


def _make_uno108() -> Deck:
    cards: list[Card] = []
    for colour in UNO_COLOURS:
        cards.append(Card("0", colour))
        for value in UNO_VALUES[1:]:
            cards += [Card(value, colour)] * 2
    cards += [Card("wild", WILD)] * 4 + [Card("wild4", WILD)] * 4
    return Deck("uno108", "uno", tuple(cards), {})


italian40: Deck = _make_italian40()
"""Carte italiane: coppe, denari, bastoni, spade × Asso, 2–7, Fante, Cavallo, Re (40)."""
french40: Deck = _make_french40()
"""French deck without 8, 9, 10 (40); J, Q, K are numbered 8, 9, 10 (C-4)."""
french52: Deck = _make_french52()
"""French deck: hearts, diamonds, clubs, spades × A, 2–10, J, Q, K (52)."""
uno108: Deck = _make_uno108()
"""UNO: per colour one 0 and two each of 1–9, Skip, Reverse, Draw Two; 4 Wild, 4 Wild Draw Four."""

DECKS: dict[str, Deck] = {d.name: d for d in (italian40, french40, french52, uno108)}
"""The four decks by name."""


def get_deck(name: str | Deck) -> Deck:
    """The deck called ``name`` (or ``name`` itself when it is already a :class:`Deck`).

    Raises:
        ValueError: no deck has that name; the message lists the four names.
    """
    if isinstance(name, Deck):
        return name
    try:
        return DECKS[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown deck {name!r}; the decks are {', '.join(DECKS)}") from None
