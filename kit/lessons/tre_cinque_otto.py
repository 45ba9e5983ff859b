r"""Exact counts and simulations behind the 3-5-8 lessons (RULES.md TCO-1, TCO-3, TCO-5, TCO-7).

Each function is small, pure and named after the maths it does; the pages count in plain view
and call these to check their count and to simulate beside it.

The deck is ``french52``: four suits of 13.  Every set of ``n`` cards is equally likely to be the
first ``n`` cards a player is dealt (the sample space of :math:`\binom{52}{n}` hands).

Exact (fractions):

* :func:`p_suit_count` / :func:`suit_count_distribution` — P(exactly ``k`` cards of one named suit
  among the first ``n``), the hypergeometric :math:`\binom{13}{k}\binom{39}{n-k}/\binom{52}{n}`
  (TCO-3: the declarer chooses from the first 6).
* :func:`suit_patterns` — the hands of ``n`` cards counted by their suit-length pattern (the four
  suits' lengths, longest first): the suits can take the lengths in as many orders as the pattern
  has distinct arrangements, and a suit of length ``l`` is any :math:`\binom{13}{l}` of its cards.
* :func:`longest_suit_counts` / :func:`longest_suit_distribution` / :func:`expected_longest_suit`
  — the length of the longest suit among ``n`` cards (6: what the declarer sees; 16: the whole hand).
* :func:`p_monte_has_ace` — P(the 4 cards of the monte hold at least one Ace) =
  :math:`1 - \binom{48}{4}/\binom{52}{4}` (TCO-1, TCO-5); :func:`p_monte_has_ace_given` the same
  for a player who holds some Aces among its own 16 cards (the monte is 4 of the 36 unseen).
* :func:`hand_scores` — TCO-7: each seat's score from the tricks taken, the game and the roles,
  senza prese included.

Simulated (seeded, with 95% intervals):

* :func:`simulate_suit_lengths` — the four suits' lengths among the first ``n`` cards of seeded
  shuffles; :func:`simulate_monte_ace` — how often the monte holds an Ace.
* :func:`simulate_choice` — the first hand of many deals played out by the engine's sensible
  players once for every one of the six games: the declarer's score when it chooses from its
  first 6 cards (the rule), from all 16 (the same chooser shown the whole hand), and the best of
  the six games (an oracle that knows how each would end).  :class:`Choices` gives the means and
  the paired differences with their intervals.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from itertools import permutations
from math import comb
from types import SimpleNamespace
from typing import Sequence

import numpy as np

from kit.cards import FRENCH_SUITS, Card, french52
from kit.deal import SeedLike, make_rng
from kit.games import tre_cinque_otto as tco
from kit.games.tre_cinque_otto import FIRST_SEEN, GAMES, HAND_SIZE, MAXIMUM, MONTE_SIZE, TARGET, TRICKS
from kit.prob import Estimate, mean_estimate, proportion, sample_hands

DECK: tuple[Card, ...] = french52.cards
"""The 52 cards (TCO-1), in deck order: hearts, diamonds, clubs, spades, each A, 2..10, J, Q, K."""

SUITS: tuple[str, ...] = FRENCH_SUITS
"""The four suits."""

SUIT_SIZE = 13
"""Cards in each suit."""

SUIT = np.array([SUITS.index(c.suit) for c in DECK])
"""Each card's suit as 0..3, by deck index."""

ACES = 4
"""Aces in the deck."""


def _check_cards(n: int) -> int:
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or not 0 <= n <= len(DECK):
        raise ValueError(f"a number of cards from 0 to {len(DECK)} (6: the cards seen before choosing, "
                         f"16: a whole hand), got {n!r}")
    return int(n)


# --- one named suit among the first n cards (TCO-3) --------------------------------------------

def suit_count_hands(k: int, n: int = FIRST_SEEN) -> int:
    """How many sets of ``n`` cards hold exactly ``k`` cards of one named suit:
    :math:`\\binom{13}{k}\\binom{39}{n-k}` (0 when impossible).

    Raises:
        ValueError: ``n`` not in 0..52.
    """
    n = _check_cards(n)
    if not 0 <= k <= min(n, SUIT_SIZE) or n - k > len(DECK) - SUIT_SIZE:
        return 0
    return comb(SUIT_SIZE, k) * comb(len(DECK) - SUIT_SIZE, n - k)


def p_suit_count(k: int, n: int = FIRST_SEEN) -> Fraction:
    """P(exactly ``k`` cards of one named suit among the first ``n`` dealt): hypergeometric,
    :func:`suit_count_hands` / :math:`\\binom{52}{n}` (TCO-3: ``n`` = 6 before choosing).

    Raises:
        ValueError: ``n`` not in 0..52.
    """
    n = _check_cards(n)
    return Fraction(suit_count_hands(k, n), comb(len(DECK), n))


def suit_count_distribution(n: int = FIRST_SEEN) -> dict[int, Fraction]:
    """``{k: P(exactly k cards of one named suit among the first n)}`` for k = 0..min(n, 13).

    Raises:
        ValueError: ``n`` not in 0..52.
    """
    n = _check_cards(n)
    return {k: p_suit_count(k, n) for k in range(min(n, SUIT_SIZE) + 1)}


# --- the longest suit: suit-length patterns ------------------------------------------------------

def _patterns(n: int, parts: int = 4, most: int = SUIT_SIZE) -> list[tuple[int, ...]]:
    """The ways to write ``n`` as ``parts`` lengths, longest first, none over ``most``."""
    if parts == 0:
        return [()] if n == 0 else []
    return [(first, *rest) for first in range(min(n, most), -1, -1)
            for rest in _patterns(n - first, parts - 1, first)]


def suit_patterns(n: int) -> dict[tuple[int, ...], int]:
    """The hands of ``n`` cards counted by suit-length pattern (the four lengths, longest first):
    a pattern's hands = its distinct orders among the four suits × the product of
    :math:`\\binom{13}{l}` over its lengths (which cards of each suit).

    Returns:
        ``{pattern: hands}``, the longest-suit-first patterns in decreasing order; the hands add
        up to :math:`\\binom{52}{n}`.

    Raises:
        ValueError: ``n`` not in 0..52.
    """
    n = _check_cards(n)
    out = {}
    for pattern in _patterns(n):
        orders = len(set(permutations(pattern)))
        ways = 1
        for length in pattern:
            ways *= comb(SUIT_SIZE, length)
        out[pattern] = orders * ways
    return out


def longest_suit_counts(n: int) -> dict[int, int]:
    """How many hands of ``n`` cards have each length of longest suit (:func:`suit_patterns`
    grouped by their first length), in increasing order.

    Raises:
        ValueError: ``n`` not in 0..52.
    """
    counts: Counter = Counter()
    for pattern, hands in suit_patterns(n).items():
        counts[pattern[0]] += hands
    return dict(sorted(counts.items()))


def longest_suit_distribution(n: int) -> dict[int, Fraction]:
    """P(the longest suit among ``n`` cards has ``m`` cards), for every ``m`` that occurs.

    Raises:
        ValueError: ``n`` not in 0..52.
    """
    total = comb(len(DECK), _check_cards(n))
    return {m: Fraction(h, total) for m, h in longest_suit_counts(n).items()}


def expected_longest_suit(n: int) -> Fraction:
    """The expected length of the longest suit among ``n`` cards: Σ m · P(longest = m)
    (6: the declarer's first cards, TCO-3; 16: the whole hand).

    Raises:
        ValueError: ``n`` not in 0..52.
    """
    return sum((m * p for m, p in longest_suit_distribution(n).items()), Fraction(0))


# --- the monte (TCO-1, TCO-5) ----------------------------------------------------------------------

def p_monte_has_ace() -> Fraction:
    """P(the monte's 4 cards hold at least one Ace), before anyone looks:
    :math:`1 - \\binom{48}{4}/\\binom{52}{4}` (the monte is any 4 of the 52, equally likely)."""
    return 1 - Fraction(comb(len(DECK) - ACES, MONTE_SIZE), comb(len(DECK), MONTE_SIZE))


def monte_ace_distribution() -> dict[int, Fraction]:
    """``{a: P(the monte holds exactly a Aces)}`` for a = 0..4 (hypergeometric: 4 cards of 52,
    4 Aces)."""
    total = comb(len(DECK), MONTE_SIZE)
    return {a: Fraction(comb(ACES, a) * comb(len(DECK) - ACES, MONTE_SIZE - a), total) for a in range(ACES + 1)}


def p_monte_has_ace_given(aces_held: int, seen: int = HAND_SIZE) -> Fraction:
    """P(the monte holds at least one Ace) for a player who has looked at ``seen`` cards of its own
    (16: the whole hand) and found ``aces_held`` Aces: the monte is 4 of the ``52 − seen`` cards it
    has not seen, each set equally likely, and ``4 − aces_held`` Aces are among them.

    Raises:
        ValueError: ``seen`` not in 0..48, or ``aces_held`` not in 0..min(4, seen).
    """
    seen = _check_cards(seen)
    if seen > len(DECK) - MONTE_SIZE:
        raise ValueError(f"the monte is 4 cards a player has not seen: at most {len(DECK) - MONTE_SIZE} seen, "
                         f"got {seen}")
    if isinstance(aces_held, bool) or not isinstance(aces_held, (int, np.integer)) \
            or not 0 <= aces_held <= min(ACES, seen):
        raise ValueError(f"the Aces held are 0 to {min(ACES, seen)} (4 in the deck, at most the cards seen), "
                         f"got {aces_held!r}")
    unseen = len(DECK) - seen
    return 1 - Fraction(comb(unseen - (ACES - aces_held), MONTE_SIZE), comb(unseen, MONTE_SIZE))


# --- scores (TCO-7) ----------------------------------------------------------------------------------

def hand_scores(game: str, tricks: Sequence[int], dealer: int = 2) -> tuple[int, int, int]:
    """TCO-7: each seat's score for one hand.  The dealer must take 3 tricks, the declarer (the
    dealer's left) 8, the third player 5: +1 per trick over, −1 per trick short.  In senza prese
    (``"no_tricks"``) these become maxima — declarer 3, dealer 8, third 5 — and each trick under
    the maximum is +1, each over it −1.  The three scores add up to 0.

    Args:
        game: one of :data:`~kit.games.tre_cinque_otto.GAMES` (a suit, ``"no_trumps"``,
            ``"no_tricks"``).
        tricks: the tricks each seat (0, 1, 2) took; 16 in all.
        dealer: the dealer's seat (default 2: seat 0 declares).

    Returns:
        The scores of seats 0, 1, 2.

    Raises:
        ValueError: an unknown game, not three whole numbers of tricks adding up to 16, or a dealer
            that is not 0, 1 or 2.
    """
    if game not in GAMES:
        raise ValueError(f"the games are {', '.join(GAMES)} (TCO-3), got {game!r}")
    tricks = tuple(tricks)
    if len(tricks) != 3 or any(isinstance(t, bool) or not isinstance(t, (int, np.integer)) or t < 0 for t in tricks) \
            or sum(tricks) != TRICKS:
        raise ValueError(f"three numbers of tricks, one per seat, adding up to {TRICKS} (TCO-6), got {tricks!r}")
    if isinstance(dealer, bool) or not isinstance(dealer, (int, np.integer)) or not 0 <= dealer < 3:
        raise ValueError(f"the dealer is a seat from 0 to 2, got {dealer!r}")
    roles = [tco.ROLES[(seat - dealer) % 3] for seat in range(3)]
    if game == "no_tricks":
        return tuple(MAXIMUM[r] - int(t) for r, t in zip(roles, tricks))
    return tuple(int(t) - TARGET[r] for r, t in zip(roles, tricks))


# --- simulations ------------------------------------------------------------------------------------

def simulate_suit_lengths(n: int, trials: int = 20_000, seed: SeedLike = 1) -> np.ndarray:
    """The four suits' lengths among the first ``n`` cards of ``trials`` seeded shuffles
    (:func:`kit.prob.sample_hands`), shape ``(trials, 4)`` in :data:`SUITS` order; its max over
    the last axis is the longest suit.

    Raises:
        ValueError: ``n`` not in 0..52, or ``trials`` < 0.
    """
    n = _check_cards(n)
    hands = sample_hands(len(DECK), n, trials, seed)
    return np.stack([(SUIT[hands] == s).sum(axis=1) for s in range(len(SUITS))], axis=1)


def simulate_monte_ace(trials: int = 20_000, seed: SeedLike = 1) -> Estimate:
    """``trials`` seeded shuffles: how often the monte (the last 4 of the 52 dealt, TCO-1) holds at
    least one Ace, with its 95% interval."""
    order = make_rng(seed).permuted(np.broadcast_to(np.arange(len(DECK)), (trials, len(DECK))), axis=1)
    monte = order[:, -MONTE_SIZE:]
    aces = np.array([c.rank == "A" for c in DECK])
    return proportion(int(aces[monte].any(axis=1).sum()), trials)


def choose_from(cards: Sequence[Card], options: Sequence[str] = GAMES) -> str:
    """The game the engine's sensible player (:class:`~kit.games.tre_cinque_otto.SensiblePlayer`)
    chooses when shown ``cards`` (6 by the rule, TCO-3; 16 for the comparison) with ``options``
    still open: its longest suit as atout, the higher cards breaking a tie.

    Raises:
        ValueError: no option, or an unknown game.
    """
    if not options or any(g not in GAMES for g in options):
        raise ValueError(f"the options are some of {', '.join(GAMES)} (TCO-3), got {tuple(options)!r}")
    shown = SimpleNamespace(hand=tuple(cards))
    return tco.SensiblePlayer.choose(shown, tuple(tco.Choose(g) for g in options)).game


def play_hand(pack: Sequence[Card], game: str, dealer: int = 2) -> tuple[int, int, int]:
    """The first hand of a match dealt from ``pack`` (52 cards in dealing order, see
    :func:`~kit.games.tre_cinque_otto.deal_pack`), the declarer choosing ``game``, then played to
    its end by three of the engine's sensible players (no exchange in a first hand, TCO-4).

    Returns:
        The hand's scores by seat (TCO-7), from the engine's ``scored`` events.

    Raises:
        ValueError: a bad pack or dealer (as :func:`~kit.games.tre_cinque_otto.new_game`).
        IllegalMove: ``game`` is not one of the six.
    """
    state = tco.new_game(tco.Rules(hands=3), deal=tuple(pack), dealer=dealer)
    player, rng = tco.computer("sensible"), np.random.default_rng(0)  # the sensible player never draws on it
    scores = [0, 0, 0]
    step = tco.apply(state, tco.Choose(game))
    while True:
        for event in step.events:
            if event.kind == "scored":
                scores[event.seat] = event.amount
        state = step.state
        if state.phase in (tco.DEAL, tco.OVER):
            return tuple(scores)
        seat = state.turn
        step = tco.apply(state, player.act(tco.view(state, seat), tco.legal_actions(state, seat), rng))


@dataclass(frozen=True)
class Choices:
    """The deals of :func:`simulate_choice` (numpy arrays, one row per deal; the declarer is seat 0).

    Attributes:
        scores: the declarer's score for each of the six games, shape ``(deals, 6)`` in
            :data:`~kit.games.tre_cinque_otto.GAMES` order.
        from_six: the index in ``GAMES`` of the game chosen from the first 6 cards.
        from_all: the index of the game the same chooser picks from all 16 cards.
    """

    scores: np.ndarray
    from_six: np.ndarray
    from_all: np.ndarray

    def _pick(self, index: np.ndarray) -> np.ndarray:
        return self.scores[np.arange(len(index)), index]

    @property
    def six(self) -> np.ndarray:
        """The declarer's score per deal, choosing from the first 6 cards (the rule, TCO-3)."""
        return self._pick(self.from_six)

    @property
    def sixteen(self) -> np.ndarray:
        """The declarer's score per deal, choosing from all 16 cards."""
        return self._pick(self.from_all)

    @property
    def best(self) -> np.ndarray:
        """The declarer's best score per deal over the six games (an oracle)."""
        return self.scores.max(axis=1)

    def mean(self, which: str) -> Estimate:
        """The mean score of ``which`` (``"six"``, ``"sixteen"``, ``"best"``) with its 95% interval.

        Raises:
            ValueError: another name, or fewer than 2 deals.
        """
        if which not in ("six", "sixteen", "best"):
            raise ValueError(f"which is 'six', 'sixteen' or 'best', got {which!r}")
        return mean_estimate(getattr(self, which))

    def loss(self, against: str = "sixteen") -> Estimate:
        """How much choosing from 6 cards loses per hand: the mean of (score of ``against`` − score
        from six) over the same deals (paired), with its 95% interval.

        Raises:
            ValueError: ``against`` is not ``"sixteen"`` or ``"best"``, or fewer than 2 deals.
        """
        if against not in ("sixteen", "best"):
            raise ValueError(f"against is 'sixteen' or 'best', got {against!r}")
        return mean_estimate(getattr(self, against) - self.six)

    def same_choice(self) -> Estimate:
        """The share of deals where the first 6 cards lead to the same game as all 16."""
        return proportion(int((self.from_six == self.from_all).sum()), len(self.from_six))


def simulate_choice(deals: int = 200, seed: SeedLike = 1) -> Choices:
    """``deals`` seeded first hands (seat 0 declares, seat 2 deals), each played out by the
    engine's sensible players once for every one of the six games (TCO-3..7), recording the
    declarer's score for each game and the game chosen from the first 6 cards and from all 16
    (:func:`choose_from`).  Deal ``i`` is the ``i``-th shuffle of one Generator made from ``seed``,
    so a longer run starts with the deals of a shorter one.

    Raises:
        ValueError: ``deals`` < 2 would give no interval; a bad seed (as :func:`kit.deal.make_rng`).
    """
    if isinstance(deals, bool) or not isinstance(deals, (int, np.integer)) or deals < 2:
        raise ValueError(f"at least 2 deals (for an interval), got {deals!r}")
    rng = make_rng(seed)
    scores = np.zeros((deals, len(GAMES)), dtype=np.int64)
    six = np.zeros(deals, dtype=np.int64)
    every = np.zeros(deals, dtype=np.int64)
    for i in range(deals):
        pack = tuple(DECK[j] for j in rng.permutation(len(DECK)))
        hand = pack[0:3 * HAND_SIZE:3]  # seat 0 (the dealer's left) gets cards 0, 3, 6, … (TCO-1)
        six[i] = GAMES.index(choose_from(hand[:FIRST_SEEN]))
        every[i] = GAMES.index(choose_from(hand))
        for g, game in enumerate(GAMES):
            scores[i, g] = play_hand(pack, game)[0]
    return Choices(scores, six, every)
