"""The class experiments: one event a game's lessons count exactly, dealt again and again by a
whole class (issue 24).

Each :class:`Experiment` deals real cards from a seeded generator and says whether its event
happened; :data:`EXPERIMENTS` holds them by id, one per game.  Each exact value is counted here
(a Fraction, with ``math.comb`` and plain counts over the kit's decks) and is the value a lesson
counts (its :attr:`Experiment.lesson`); the cards come from the kit's decks, dealt as the game
deals them (:mod:`kit.deal`, the games' modules).

* ``uno.first_card_action``: the card that opens the UNO pile is an action card or a Wild
  (UNO-2): 7/26 ≈ 0.2692 (lesson ``uno_probability``, section 1);
* ``un_due_tre.pair_or_sandwich``: the third card turned makes a pair or a sandwich (UDT-7):
  37/247 ≈ 0.1498 (lesson ``un_due_tre_probability``, section 1);
* ``trentasette.no_seven_26``: a pozzo of 26 cards without a 7 (T37-7): C(48,26)/C(52,26) =
  46/833 ≈ 0.0552 (lesson ``trentasette_probability``, section 1);
* ``trentuno.hand_21_or_more``: a dealt hand worth 21 or more (T31-5): 592/9,880 = 74/1,235 ≈
  0.0599 (lesson ``trentuno_probability``, section 1: the rows 21 to 31 of its table of values);
* ``tre_cinque_otto.ace_in_monte``: an Ace in the 3-5-8 monte (TCO-1): 15,229/54,145 ≈ 0.2813
  (lesson ``tre_cinque_otto_probability``, section 3).

Un, due, tre: the issue's example "a pair among the first three cards" is not counted in any
lesson; the lesson counts a slap chance on the third card (pair *or* sandwich), so that is the
event here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np

from kit.cards import Card, french52, get_deck, uno108
from kit.deal import deal, shuffle
from kit.games import trentuno, uno
from kit.games import un_due_tre as udt


@dataclass(frozen=True)
class Deal:
    """One deal of an experiment.

    Attributes:
        cards: the cards dealt that decide the event, in the order dealt (what the page shows).
        hit: whether the event happened.
        facts: what the outcome's words name, as ``(name, value)`` pairs (``("value", 23)`` for a
            Trentuno hand, ``("card", Card)`` for the UNO card that opens the pile); may be empty.
    """

    cards: tuple[Card, ...]
    hit: bool
    facts: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class Experiment:
    """A class experiment.

    Attributes:
        id: its id (``"<game>.<event>"``, :data:`kit.store.classroom.ID_PATTERN`).
        game: the game's module name (``"uno"``, ``"un_due_tre"``, ``"trentasette"``, ``"trentuno"``,
            ``"tre_cinque_otto"``).
        exact: the event's exact probability.
        lesson: the lesson notebook (stem) where the exact value is counted.
        name: catalogue key of its short name.
        event: catalogue key of the event in words.
        dealer: ``dealer(rng) -> Deal``.
    """

    id: str
    game: str
    exact: Fraction
    lesson: str
    name: str
    event: str
    dealer: Callable[[np.random.Generator], Deal]

    def deal(self, rng: np.random.Generator) -> Deal:
        """One deal, drawn with ``rng``."""
        return self.dealer(rng)


# --- the five events ------------------------------------------------------------------------------

UNO_ACTIONS = ("skip", "reverse", "draw2")
"""The UNO action cards' ranks (UNO-5)."""


def uno_first_card_exact() -> Fraction:
    """P(the card that opens the UNO pile is an action card or a Wild), UNO-1, UNO-2: counted.

    A Wild Draw Four turned first goes back into the stock and another card is turned, so the card
    that stays is equally likely to be any of the 108 − 4 = 104 cards that can open; 3 · 2 · 4 = 24
    action cards and 4 Wilds among them: 28/104 = 7/26 (the lesson ``uno_probability``, section 1).
    """
    ranks = Counter(card.rank for card in uno108.cards)
    actions = sum(ranks[rank] for rank in UNO_ACTIONS)
    return Fraction(actions + ranks["wild"], len(uno108) - ranks["wild4"])


def uno_first_card_deal(rng: np.random.Generator) -> Deal:
    """A four-player UNO hand dealt by the engine (UNO-1), its first card turned (UNO-2): every
    card turned, in order (a Wild Draw Four goes back, the stock is shuffled, another is turned);
    the event: the card that stays is a Skip, a Reverse, a Draw Two or a Wild."""
    state = uno.new_game(uno.Rules(), 4, rng=rng)
    turned = [state.discard[0]]
    while state.phase == uno.RESHUFFLE and not state.turns:  # UNO-2: a first Wild Draw Four goes back
        state = uno.apply(state, uno.chance_action(state, rng)).state
        turned.append(state.discard[0])
    opener = turned[-1]
    return Deal(tuple(turned), opener.rank in UNO_ACTIONS or opener.rank == "wild", (("card", opener),))


def pair_or_sandwich_exact() -> Fraction:
    """P(the third card turned in Un, due, tre makes a pair or a sandwich), UDT-7: counted.

    Ordered triples (first, second, third) of distinct cards of the 40-card deck: N(N−1)(N−2).
    A pair (third = second's rank): for each rank c(c−1) ordered choices, the first card any of
    the N−2 others; a sandwich the same with first and second swapped; both need three cards of
    one rank, c(c−1)(c−2).  Inclusion–exclusion: (4,560 + 4,560 − 240)/59,280 = 37/247 (the lesson
    ``un_due_tre_probability``, section 1, where the 59,280 triples are listed one by one).
    """
    deck = udt.Rules().deck
    n = len(deck)
    ranks = Counter(card.rank for card in deck.cards).values()
    pair = sum(c * (c - 1) for c in ranks) * (n - 2)
    both = sum(c * (c - 1) * (c - 2) for c in ranks)
    return Fraction(2 * pair - both, n * (n - 1) * (n - 2))


def pair_or_sandwich_deal(rng: np.random.Generator) -> Deal:
    """The first three cards turned onto the pile from a shuffled 40-card deck (UDT-1, UDT-3); the
    event: the third makes a pair (same rank as the second) or a sandwich (same rank as the
    first), a slap chance (UDT-7)."""
    first, second, third = shuffle(udt.Rules().deck, rng)[:3]
    return Deal((first, second, third), third.rank in (second.rank, first.rank))


POZZO = 26
"""The pozzo of the Trentasette experiment: 26 cards, half the 52-card deck (two players' pozzi
are 26 cards each on average)."""


def no_seven_exact(n: int = POZZO) -> Fraction:
    """P(a pozzo of ``n`` random cards of the 52 holds no 7), T37-7 (−2 for no seven): counted.

    All ``n`` cards come from the 48 that are not 7s: C(48, n) / C(52, n); for n = 26 it is
    46/833 ≈ 0.0552 (the lesson ``trentasette_probability``, section 1).
    """
    others = sum(card.rank != "7" for card in french52.cards)
    return Fraction(comb(others, n), comb(len(french52), n))


def no_seven_deal(rng: np.random.Generator) -> Deal:
    """A pozzo of 26 cards: the top half of a shuffled 52-card deck (T37-1); the event: no 7 in it."""
    pozzo = shuffle(french52, rng)[:POZZO]
    sevens = sum(card.rank == "7" for card in pozzo)
    return Deal(pozzo, sevens == 0, (("sevens", sevens),))


TRENTUNO_AT_LEAST = 21
"""The Trentuno experiment's threshold: a dealt hand worth 21 or more."""


def trentuno_21_exact() -> Fraction:
    """P(a dealt Trentuno hand of 3 cards is worth 21 or more), T31-5: counted suit by suit.

    21 or more needs two or three cards of one suit (one card is worth at most 11).  Two cards of
    a suit reach 21 only as an Ace and a figure (11 + 10): for each such pair of a suit, the third
    card is one of the 30 of the other suits.  Three cards of a suit: the triples of the suit's
    points adding up to 21 or more, counted one by one.  4 · (3 · 30 + 58) = 592 of the
    C(40, 3) = 9,880 hands: 74/1,235.  The lesson ``trentuno_probability`` (section 1) counts every
    value's hands in a table; the rows from 21 to 31 add up to these 592.
    """
    deck = get_deck(trentuno.Rules().deck)
    suits = sorted({card.suit for card in deck.cards})
    total = 0
    for suit in suits:
        points = [trentuno.card_points(card) for card in deck.cards if card.suit == suit]
        others = len(deck) - len(points)
        two = sum(a + b >= TRENTUNO_AT_LEAST for a, b in combinations(points, 2))
        three = sum(sum(three) >= TRENTUNO_AT_LEAST for three in combinations(points, 3))
        total += two * others + three
    return Fraction(total, comb(len(deck), trentuno.HAND_SIZE))


def trentuno_21_deal(rng: np.random.Generator) -> Deal:
    """The first player's hand of a four-player Trentuno deal (T31-1, T31-2: 3 cards each, one at a
    time); the event: the hand is worth 21 or more (T31-5)."""
    hand = deal(trentuno.Rules().deck, 4, 3, rng=rng).hands[0]
    value = trentuno.hand_value(hand)
    return Deal(hand, value >= TRENTUNO_AT_LEAST, (("value", value),))


MONTE = 4
"""The 3-5-8 monte: the last 4 cards of the deal (TCO-1)."""


def ace_in_monte_exact() -> Fraction:
    """P(the 3-5-8 monte holds at least one Ace), TCO-1, TCO-5: counted.

    The monte is 4 of the 52 cards, any 4 equally likely; it has no Ace when all 4 come from the
    48 others: 1 − C(48, 4)/C(52, 4) = 1 − 194,580/270,725 = 15,229/54,145 (the lesson
    ``tre_cinque_otto_probability``, section 3).
    """
    others = sum(card.rank != "A" for card in french52.cards)
    return 1 - Fraction(comb(others, MONTE), comb(len(french52), MONTE))


def ace_in_monte_deal(rng: np.random.Generator) -> Deal:
    """A 3-5-8 deal (TCO-1: three players, 16 cards each, one at a time; the last 4 are the monte):
    the monte's cards; the event: at least one Ace among them."""
    monte = deal(french52, 3, 16, rng=rng).stock
    aces = sum(card.rank == "A" for card in monte)
    return Deal(monte, aces > 0, (("aces", aces),))


def _experiment(id: str, game: str, exact: Fraction, lesson: str, dealer: Callable) -> Experiment:
    return Experiment(id, game, exact, lesson, f"cexp.{id}.name", f"cexp.{id}.event", dealer)


EXPERIMENTS: dict[str, Experiment] = {e.id: e for e in (
    _experiment("uno.first_card_action", "uno", uno_first_card_exact(), "uno_probability", uno_first_card_deal),
    _experiment("un_due_tre.pair_or_sandwich", "un_due_tre", pair_or_sandwich_exact(), "un_due_tre_probability",
                pair_or_sandwich_deal),
    _experiment("trentasette.no_seven_26", "trentasette", no_seven_exact(), "trentasette_probability", no_seven_deal),
    _experiment("trentuno.hand_21_or_more", "trentuno", trentuno_21_exact(), "trentuno_probability",
                trentuno_21_deal),
    _experiment("tre_cinque_otto.ace_in_monte", "tre_cinque_otto", ace_in_monte_exact(), "tre_cinque_otto_probability",
                ace_in_monte_deal),
)}
"""Every class experiment, by id, in the order the pages list them (one per game)."""
