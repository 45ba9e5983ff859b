"""Shuffling and dealing (RULES.md C-1, C-2, C-3).

All randomness comes from a :class:`numpy.random.Generator` that the caller passes in, or
that :func:`make_rng` builds from an integer seed: the same seed gives the same shuffle on
every machine (numpy's PCG64 stream is platform-independent).  No global random state.
numpy does not promise that ``Generator.permutation`` keeps its output across releases, so
Binder pins numpy and ``test_C2_pinned_first_cards_for_seed_2024`` fails if a new numpy ever
changes the deals the notebooks show.

* :func:`shuffle` draws one uniform permutation of a deck (C-2).
* :func:`deal` deals it one card at a time, clockwise from seat 0 (the player to the
  dealer's left, C-1, C-2), either ``cards_each`` per hand with the rest left as the stock,
  or the whole deck with hands that may differ by one card.
* :func:`explicit_deal` takes a position set up by hand (C-3) and validates it against the
  deck: duplicate, foreign and (optionally) missing cards are named in a ``ValueError``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Sequence

import numpy as np

from kit.cards import Card, Deck, get_deck

SeedLike = int | np.random.Generator | np.random.SeedSequence


def make_rng(seed: SeedLike) -> np.random.Generator:
    """A ``numpy.random.Generator`` from ``seed``.

    Args:
        seed: a non-negative ``int``, a ``SeedSequence``, or a ``Generator`` (returned as is,
            so a caller's stream is continued, not restarted).

    Raises:
        TypeError: ``seed`` is ``None`` or another type: an unseeded game could not be
            replayed, so the kit refuses it.
        ValueError: ``seed`` is a negative integer.
    """
    if isinstance(seed, np.random.Generator):
        return seed
    if isinstance(seed, np.random.SeedSequence):
        return np.random.default_rng(seed)
    return np.random.default_rng(_whole_seed(seed))


def _whole_seed(seed: object) -> int:
    """``seed`` as a plain int when it is a whole number 0 or more (the checks of :func:`make_rng`).

    Raises:
        TypeError: another type (``None`` included); ValueError: a negative number.
    """
    if isinstance(seed, (int, np.integer)) and not isinstance(seed, bool):
        if seed < 0:
            raise ValueError(f"a seed is a whole number 0 or more, got {seed}")
        return int(seed)
    raise TypeError(
        f"pass a seed (int >= 0) or a numpy.random.Generator, not {type(seed).__name__}; "
        "the kit never uses unseeded randomness"
    )


def streams(seed: SeedLike, n: int) -> list[np.random.Generator]:
    """``n`` independent Generators from one seed, by ``SeedSequence.spawn`` (never one seed
    reused for two streams): e.g. one for the deal, one per player, one for chance.

    Args:
        seed: a non-negative ``int``, a ``SeedSequence`` or a ``Generator`` (its own
            ``spawn``, so the children are independent of it and of each other).
        n: how many streams (>= 1).

    Raises:
        TypeError, ValueError: as :func:`make_rng` for a bad seed; ``n`` < 1.
    """
    if n < 1:
        raise ValueError(f"need at least one stream, got n={n}")
    if isinstance(seed, np.random.Generator):
        return list(seed.spawn(n))
    if isinstance(seed, np.random.SeedSequence):
        return [np.random.default_rng(child) for child in seed.spawn(n)]
    return [np.random.default_rng(child) for child in np.random.SeedSequence(_whole_seed(seed)).spawn(n)]


def shuffle(deck: Deck | str, rng: SeedLike) -> tuple[Card, ...]:
    """A uniformly shuffled copy of ``deck`` (C-2); the first card is the top of the pack.

    Args:
        deck: a :class:`~kit.cards.Deck` or its name.
        rng: a Generator or a seed (see :func:`make_rng`).

    Returns:
        A tuple of ``len(deck)`` cards.
    """
    deck = get_deck(deck)
    order = make_rng(rng).permutation(len(deck.cards))
    return tuple(deck.cards[i] for i in order)


@dataclass(frozen=True)
class Deal:
    """The outcome of a deal: hands by seat, what is left as the stock, and any table cards.

    Attributes:
        deck: the deck the cards come from.
        hands: one tuple of cards per seat; seat 0 is the player to the dealer's left (C-1),
            cards in the order they were received.
        stock: the undealt cards, top card first (the game calls it tallone, monte, stock…).
        table: cards set face up on the table by the deal (empty unless a game asks for it).
    """

    deck: Deck
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = ()
    table: tuple[Card, ...] = ()

    @property
    def players(self) -> int:
        """Number of hands."""
        return len(self.hands)

    def all_cards(self) -> tuple[Card, ...]:
        """Every card of the deal: hands seat by seat, then table, then stock."""
        return tuple(c for h in self.hands for c in h) + self.table + self.stock

    def __repr__(self) -> str:
        lines = [f"Deal({self.deck.name}, {self.players} hands)"]
        for seat, hand in enumerate(self.hands):
            lines.append(f"  seat {seat}: {self.deck.format(hand)}")
        if self.table:
            lines.append(f"  table: {self.deck.format(self.table)}")
        lines.append(f"  stock: {len(self.stock)} cards")
        return "\n".join(lines)


def deal(
    deck: Deck | str,
    players: int,
    cards_each: int | None = None,
    *,
    rng: SeedLike,
) -> Deal:
    """Shuffle ``deck`` and deal it one card at a time, clockwise from seat 0 (C-2).

    Args:
        deck: a :class:`~kit.cards.Deck` or its name.
        players: number of hands, at least 1.
        cards_each: cards per hand; the remaining cards form the stock, top first.
            ``None`` deals the whole deck: with 40 cards and 3 players, seats 0 get 14 and
            seats 1, 2 get 13 (seat order decides who gets the extra cards).
        rng: a Generator or a seed (keyword only, so a seed is never passed by accident).

    Returns:
        A :class:`Deal`.

    Raises:
        ValueError: ``players`` < 1, ``cards_each`` < 0, or ``players * cards_each`` is more
            than the deck holds.
    """
    deck = get_deck(deck)
    players, cards_each = _check_counts(deck, players, cards_each)
    return _deal_pack(deck, shuffle(deck, rng), players, cards_each)  # a shuffle needs no validation


def deal_from(
    deck: Deck | str,
    pack: str | Sequence[Card | str],
    players: int,
    cards_each: int | None = None,
    *,
    complete: bool = True,
) -> Deal:
    """Deal an already ordered ``pack`` (top card first) one card at a time from seat 0.

    The same dealing rule as :func:`deal` (C-2), for a pack that a test or a teacher
    arranged (C-3).

    Args:
        deck: a :class:`~kit.cards.Deck` or its name.
        pack: the cards, top first: a string of codes or a sequence of cards/codes.
        players, cards_each: as :func:`deal`.
        complete: require the pack to be the whole deck (set ``False`` for a partial pack).

    Raises:
        ValueError: as :func:`deal`, or the pack has unreadable, foreign, duplicated or (with
            ``complete``) missing cards; the message names them.
    """
    deck = get_deck(deck)
    pack = _as_cards(deck, pack)
    validate_cards(deck, pack, complete=complete)
    players, cards_each = _check_counts(deck, players, cards_each, len(pack))
    return _deal_pack(deck, pack, players, cards_each)


def rest_of(deck: Deck | str, named: Iterable[Card]) -> tuple[Card, ...]:
    """The cards of ``deck`` not in ``named``, in deck order; ``named`` is a multiset (a deck
    with copies of a card keeps the copies not named)."""
    used = Counter(named)
    rest = []
    for card in get_deck(deck).cards:
        if used[card]:
            used[card] -= 1
        else:
            rest.append(card)
    return tuple(rest)


def one_at_a_time(pack: Sequence[Card], seats: Sequence[int], players: int, each: int) -> list[list[Card]]:
    """The hands of a table of ``players`` seats after ``each`` cards are dealt from the top of
    ``pack`` to every seat in ``seats``, one card at a time in that order (C-2: from the dealer's
    left); a seat not in ``seats`` gets none.  The games' own deals (UNO-1, T37-3, T31-2, TCO-1).

    Raises:
        IndexError: the pack holds fewer than ``each * len(seats)`` cards.
    """
    hands: list[list[Card]] = [[] for _ in range(players)]
    turns = len(seats)
    for k in range(each * turns):
        hands[seats[k % turns]].append(pack[k])
    return hands


def _deal_pack(deck: Deck, pack: Sequence[Card], players: int, cards_each: int | None) -> Deal:
    """C-2 on a checked pack: card i goes to seat i % players; the rest is the stock."""
    n = len(pack) if cards_each is None else players * cards_each
    hands = tuple(tuple(pack[seat:n:players]) for seat in range(players))
    return Deal(deck, hands, tuple(pack[n:]))


def _whole(value: object) -> int | None:
    """``value`` as a Python int when it is a whole number (not a bool), else ``None``."""
    if isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)):
        return int(value)  # a Python int cannot overflow, unlike np.int8
    return None


def _check_counts(deck: Deck, players: object, cards_each: object, size: int | None = None) -> tuple[int, int | None]:
    """Validated ``(players, cards_each)`` as Python ints (``cards_each`` may stay ``None``)."""
    whole_deck = size is None or size == len(deck)
    size = len(deck) if size is None else size
    n_players = _whole(players)
    if n_players is None or n_players < 1:
        raise ValueError(f"players must be a whole number 1 or more, got {players!r}")
    if cards_each is None:
        return n_players, None
    each = _whole(cards_each)
    if each is None or each < 0:
        raise ValueError(f"cards_each must be a whole number 0 or more, got {cards_each!r}")
    if n_players * each > size:
        source = deck.name if whole_deck else f"the pack ({size} cards of {deck.name})"
        raise ValueError(
            f"{n_players} hands of {each} cards need {n_players * each} cards, "
            f"but {source} has {size}; at most {size // n_players} each for {n_players} players"
        )
    return n_players, each


def _as_cards(deck: Deck, cards: str | Iterable[Card | str]) -> tuple[Card, ...]:
    """Cards from a string of codes or an iterable of cards and codes (all bad codes named)."""
    if isinstance(cards, str):
        return deck.parse_many(cards)
    items = list(cards)
    not_cards = [x for x in items if not isinstance(x, (Card, str))]
    if not_cards:
        raise ValueError(f"expected cards or card codes, got {', '.join(map(repr, not_cards))}")
    deck.parse_many([x for x in items if isinstance(x, str)])  # raises naming every bad code
    return tuple(x if isinstance(x, Card) else deck.parse(x) for x in items if isinstance(x, Card) or x.strip())


def validate_cards(deck: Deck, cards: Iterable[Card], *, complete: bool) -> None:
    """Check that ``cards`` could all come from one ``deck`` (C-3).

    Args:
        deck: the deck.
        cards: every card of a position (hands, table, stock, piles…).
        complete: also require that no card of the deck is missing.

    Raises:
        ValueError: naming the foreign cards (not in the deck), the duplicated ones (more
            copies than the deck holds) and, with ``complete``, the missing ones.
    """
    cards = list(cards)
    have = Counter(cards)
    foreign = [c for c in have if deck.copies(c) == 0]
    extra = [c for c in have if 0 < deck.copies(c) < have[c]]
    problems = []
    if foreign:
        problems.append(f"not in {deck.name}: {', '.join(_show(c) for c in foreign)}")
    if extra:
        problems.append(
            "duplicated: "
            + ", ".join(f"{c.code} ({have[c]} times, the deck has {deck.copies(c)})" for c in extra)
        )
    if complete:
        distinct = dict.fromkeys(deck.cards)  # each card once, in deck order
        missing = [c for c in distinct for _ in range(deck.copies(c) - have.get(c, 0))]
        if missing:
            problems.append(f"missing: {deck.format(missing)}")
    if problems:
        raise ValueError(f"invalid deal for {deck.name} ({len(cards)} cards): " + "; ".join(problems))


def _show(card: object) -> str:
    """A foreign card by its English name: its code could mean another card in this deck."""
    return card.name("en") if isinstance(card, Card) else f"{card!r} (not a Card)"


def explicit_deal(
    deck: Deck | str,
    hands: Sequence[str | Iterable[Card | str]],
    stock: str | Iterable[Card | str] | None = None,
    table: str | Iterable[Card | str] = (),
    *,
    complete: bool = True,
) -> Deal:
    """A deal given card by card (C-3), validated against the deck.

    Args:
        deck: a :class:`~kit.cards.Deck` or its name.
        hands: per seat, a string of codes (``"7D RC AS"``) or an iterable of cards/codes.
        stock: the stock, top card first; ``None`` means "every card not named elsewhere,
            in deck order".
        table: face-up table cards, if the game has them.
        complete: require that hands + table + stock use the whole deck.

    Returns:
        A :class:`Deal`.

    Raises:
        ValueError: a code cannot be read, or cards are foreign, duplicated or missing;
            the message names the cards.
    """
    deck = get_deck(deck)
    if isinstance(hands, str):
        raise ValueError(f"hands is a list with one entry per seat, e.g. ['7D RC', 'AS 2S']; got the string {hands!r}")
    hand_cards = tuple(_as_cards(deck, h) for h in hands)
    table_cards = _as_cards(deck, table)
    named = [c for h in hand_cards for c in h] + list(table_cards)
    if stock is None:
        validate_cards(deck, named, complete=False)
        stock_cards = rest_of(deck, named)
    else:
        stock_cards = _as_cards(deck, stock)
    validate_cards(deck, named + list(stock_cards), complete=complete)
    return Deal(deck, hand_cards, stock_cards, table_cards)
