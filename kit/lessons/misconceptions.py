r"""The mathematics of the "misconceptions" lesson (Un, due, tre, RULES.md UDT-4 and UDT-7).

Four classic mistakes, each answered by counting, in the style of Norvig's "A Concrete
Introduction to Probability": list the sample space, keep the outcomes in the event, divide.

.. math:: P(E \mid C) = \frac{|E \cap C|}{|C|}

:func:`P` counts; :func:`such_that` conditions (it shrinks the space to the outcomes where the
condition holds).  Where a space is too big to list, a closed form stands in and its
docstring says so.  Every exact answer has a seeded simulated twin (an
:class:`~kit.prob.Estimate` with its interval).

1. **A deck remembers, a die does not** (UDT-4).  After ``n`` plain cards (not Asso, 2, 3)
   have been turned from a fresh shuffled italian40 deck, the next card is a payment card
   with probability 12/(40−n): :func:`p_payment_after_plain` (closed form),
   :func:`p_payment_after_plain_counted` (counting, small ``n``),
   :func:`simulate_payment_after_plain`.  A die: :func:`p_die_six_after` is 1/6 whatever
   came before (the gambler's fallacy is to expect otherwise).
2. **Conditioning on what is visible** (UDT-7).  Over ordered triples of distinct cards:
   P(the third card makes a pattern | the first two differ in rank) = 6/38 = 3/19, against
   P(pattern) = 37/247 with nothing known: :func:`p_pattern_given_top_two_differ`,
   :func:`p_pattern_on_a_card`, :func:`pattern_by_cases`,
   :func:`simulate_pattern_given_top_two_differ`.
3. **Linearity of expectation** (UDT-4).  Payment cards in a hand of ``k``: the full
   hypergeometric sum and the sum of indicator expectations both give 12k/40; the payment
   value of a card is 24/40 = 3/5, of a hand 3k/5: :func:`expected_payment_cards_by_distribution`,
   :func:`expected_payment_cards_by_linearity`, :func:`expected_card_value`,
   :func:`expected_hand_value`, :func:`simulate_hand`.
4. **Bayes** (UDT-7, the slap model).  A computer player slapped: how likely was there a
   pattern?  :func:`posterior_pattern_given_slap`, and :func:`simulate_slaps` with the real
   engine (:class:`kit.engine.Table`, :class:`~kit.games.un_due_tre.SlapAgent`).

Engine layer: no UI imports.  Randomness comes from a Generator passed in or made from a
seed (C-2), never from global state.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Iterable, Sequence, TypeVar

import numpy as np

from kit.cards import Card
from kit.deal import SeedLike, make_rng, streams
from kit.engine import Table
from kit.games.un_due_tre import Rules, SlapAgent, SlapModel, Slaps, new_game
from kit.prob import Estimate, hypergeom_pmf, mean_estimate, monte_carlo, proportion, sample_hands

T = TypeVar("T")

MAX_SPACE = 1_000_000
"""The largest sample space the counting functions agree to list (outcomes)."""


# --- counting -----------------------------------------------------------------------------
def such_that(predicate: Callable[[T], bool], space: Iterable[T]) -> list[T]:
    """The outcomes of ``space`` for which ``predicate`` holds: conditioning shrinks the space."""
    return [outcome for outcome in space if predicate(outcome)]


def P(event: Callable[[T], bool], space: Iterable[T]) -> Fraction:
    """P(event) = (outcomes in the event) / (outcomes), over an equally likely finite space.

    Args:
        event: predicate, ``True`` for the outcomes in the event.
        space: every outcome once, each equally likely (a list, a tuple, an iterator).

    Raises:
        ValueError: the space is empty (e.g. conditioning on something that never happens).
    """
    space = list(space)
    if not space:
        raise ValueError("the sample space is empty: the condition never happens, so there is nothing to count")
    return Fraction(len(such_that(event, space)), len(space))


def _whole(name: str, value: object, low: int, high: int) -> int:
    """``value`` as an int in low..high, else a ValueError naming ``name`` (bools refused)."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number from {low} to {high}, got {value!r}")
    return int(value)


# --- 1. a deck remembers, a die does not --------------------------------------------------
def is_payment(card: Card, rules: Rules = Rules()) -> bool:
    """UDT-4: Asso, 2 and 3 are payment cards (J, Q, K, A with ``mazzo_52``).

    Raises:
        ValueError: ``card`` is not a card of the rules' deck (:meth:`Rules.payment`).
    """
    return rules.payment(card) > 0


def payment_cards(rules: Rules = Rules()) -> int:
    """How many payment cards the deck holds (12 in italian40), by counting them."""
    return len(such_that(lambda c: is_payment(c, rules), rules.deck.cards))


def p_payment_after_plain(n: int, rules: Rules = Rules()) -> Fraction:
    """P(the next card is a payment card | the first ``n`` cards turned were plain) (UDT-4).

    Closed form, because the space of orderings (40! of them) is far too big to list: once
    ``n`` plain cards are gone, the N − n cards left are in random order and all 12 payment
    cards are among them, so the next one is a payment card with probability 12/(N − n).
    With n = 10: 12/30 = 2/5, not 12/40.  (:func:`p_payment_after_plain_counted` counts it
    for small ``n``.)

    Args:
        n: plain cards already turned, 0..(number of plain cards) (0..28 for italian40).
        rules: the deck and its payment cards (default italian40).

    Returns:
        The probability as a ``Fraction``.

    Raises:
        ValueError: ``n`` is not a whole number in range.
    """
    deck_size, paying = len(rules.deck), payment_cards(rules)
    n = _whole("n (plain cards turned)", n, 0, deck_size - paying)
    return Fraction(paying, deck_size - n)


def p_payment_after_plain_counted(n: int, rules: Rules = Rules()) -> Fraction:
    """The same probability as :func:`p_payment_after_plain`, by counting (UDT-4).

    The space: every ordered sequence of ``n + 1`` distinct cards (the first cards turned).
    Condition on the first ``n`` being plain, count those whose last card pays.

    Args:
        n: plain cards turned; the space has N(N−1)…(N−n) outcomes, so for italian40 only
            n = 0, 1, 2 (59,280 outcomes) are listed.
        rules: the deck.

    Raises:
        ValueError: ``n`` is not a whole number >= 0, or the space has more than
            :data:`MAX_SPACE` outcomes (use the closed form then).
    """
    deck = rules.deck.cards
    n = _whole("n (plain cards turned)", n, 0, len(deck) - 1)
    if math.perm(len(deck), n + 1) > MAX_SPACE:
        raise ValueError(f"n={n}: {math.perm(len(deck), n + 1):,} ordered sequences are too many to list; "
                         "use p_payment_after_plain (the closed form)")
    space = itertools.permutations(deck, n + 1)
    first_n_plain = such_that(lambda seq: not any(is_payment(c, rules) for c in seq[:-1]), space)
    return P(lambda seq: is_payment(seq[-1], rules), first_n_plain)


def p_die_six_after(history: Sequence[int]) -> Fraction:
    """P(the next roll of a fair die is a six | the rolls so far were ``history``): always 1/6.

    Counted over every sequence of ``len(history) + 1`` rolls: keep those that start with
    ``history``, count those that end in a six.  A die has no memory, so three sixes in a row
    (or none in ten) change nothing: believing otherwise is the gambler's fallacy.

    Args:
        history: the rolls so far, each 1..6; at most 6 of them (6**7 = 279,936 sequences).

    Raises:
        ValueError: a roll outside 1..6, or more than 6 rolls.
    """
    history = tuple(history)
    for roll in history:
        _whole("a die roll", roll, 1, 6)
    if len(history) > 6:
        raise ValueError(f"at most 6 earlier rolls can be listed (6**{len(history) + 1} sequences is too many)")
    space = itertools.product(range(1, 7), repeat=len(history) + 1)
    same_start = such_that(lambda rolls: rolls[:-1] == history, space)
    return P(lambda rolls: rolls[-1] == 6, same_start)


def _payment_flags(rules: Rules) -> np.ndarray:
    """Bool array, shape (N,): which cards of the deck (in deck order) are payment cards."""
    return np.array([is_payment(c, rules) for c in rules.deck.cards])


def _next_after_plain_rejection(rng: np.random.Generator, trials: int, n: int, flags: np.ndarray,
                                batch: int = 50_000) -> np.ndarray:
    """Shuffle whole decks; keep only those whose first n cards are plain; look at card n+1."""
    kept, got = [], 0
    while got < trials:
        decks = rng.permuted(np.broadcast_to(flags, (batch, flags.size)), axis=1)
        accepted = decks[~decks[:, :n].any(axis=1), n]
        kept.append(accepted)
        got += accepted.size
    return np.concatenate(kept)[:trials]


def _next_after_plain_construction(rng: np.random.Generator, trials: int, n: int, flags: np.ndarray) -> np.ndarray:
    """Put n plain cards on top, shuffle the other N−n cards under them; look at card n+1."""
    rest = np.concatenate([flags[flags], flags[~flags][n:]])  # every payment card, the other plain cards
    return rng.permuted(np.broadcast_to(rest, (trials, rest.size)), axis=1)[:, 0]


def simulate_payment_after_plain(n: int, trials: int, rng: SeedLike, *, method: str = "rejection",
                                 rules: Rules = Rules(), confidence: float = 0.95) -> Estimate:
    """Estimate :func:`p_payment_after_plain` by shuffling (UDT-4).

    Two methods:

    * ``"rejection"`` (the faithful one): shuffle the whole deck uniformly (C-2), throw away
      every shuffle whose first ``n`` cards are not all plain, and record whether card
      ``n + 1`` pays.  The kept shuffles are exactly the event conditioned on, with their
      right probabilities, so nothing about the answer is assumed.  It is slow when the
      condition is rare (P(first 10 plain) = C(28,10)/C(40,10) ≈ 1.5%: about 65 shuffles per
      kept one) and refused below 1 in 10,000.
    * ``"construct"``: put ``n`` plain cards on top and shuffle the remaining N − n under
      them.  Fast, and right, but only because "given the first n, the rest is a uniform
      shuffle of the cards left" — which is the very fact the lesson wants to show, so it
      checks the arithmetic, not the idea.

    Args:
        n: plain cards turned first (as in :func:`p_payment_after_plain`).
        trials: kept shuffles, >= 1 (the estimate's ``n``).
        rng: a Generator or a seed.
        method: ``"rejection"`` or ``"construct"``.
        rules: the deck.
        confidence: of the Wilson interval.

    Returns:
        An :class:`~kit.prob.Estimate` (``trials`` kept shuffles, ``successes`` payment cards).

    Raises:
        ValueError: bad ``n``, ``trials`` or ``method``; rejection with a condition rarer than
            1 in 10,000.
    """
    deck_size, paying = len(rules.deck), payment_cards(rules)
    n = _whole("n (plain cards turned)", n, 0, deck_size - paying)
    flags = _payment_flags(rules)
    if method == "rejection":
        if hypergeom_pmf(0, deck_size, paying, n) < Fraction(1, 10_000):
            raise ValueError(f"with n={n} almost every shuffle would be thrown away; use method='construct'")
        experiment = lambda gen, t: _next_after_plain_rejection(gen, t, n, flags)  # noqa: E731
    elif method == "construct":
        experiment = lambda gen, t: _next_after_plain_construction(gen, t, n, flags)  # noqa: E731
    else:
        raise ValueError(f"method is 'rejection' or 'construct', got {method!r}")
    return monte_carlo(experiment, trials, rng, vectorized=True, confidence=confidence)


# --- 2. conditioning on a visible card ----------------------------------------------------
def _pairs_and_sandwiches_only(rules: Rules) -> None:
    if rules.solo_coppie or rules.somma_dieci or rules.straccia_camicia:
        raise ValueError("this lesson's pattern is a pair or a sandwich (UDT-7): use rules without "
                         "solo_coppie, somma_dieci or straccia_camicia")


def ordered_triples(rules: Rules = Rules()) -> list[tuple[Card, Card, Card]]:
    """Every ordered triple of distinct cards ``(first, second, third)``: three consecutive
    cards of a shuffled deck, turned in that order (40·39·38 = 59,280 for italian40)."""
    return list(itertools.permutations(rules.deck.cards, 3))


def top_two_differ(triple: tuple[Card, Card, Card]) -> bool:
    """The first two cards turned are of different ranks (no pair showing yet)."""
    first, second, _ = triple
    return first.rank != second.rank


def makes_pattern(triple: tuple[Card, Card, Card]) -> bool:
    """UDT-7: the third card pairs with the second (pair) or matches the first (sandwich)."""
    first, second, third = triple
    return third.rank == second.rank or third.rank == first.rank


def p_pattern_given_top_two_differ(rules: Rules = Rules()) -> Fraction:
    """P(the third card makes a pattern | the two cards under it differ in rank) (UDT-7).

    The events, exactly: three consecutive cards of a shuffled deck; condition "the first two
    differ in rank"; event "the third card has the rank of the second (a pair) or of the first
    (a sandwich)".  For italian40 this is 3/19: 38 cards are left, 3 of each of the two
    visible ranks, and the two ways cannot both happen, so 6/38 = 3/19 ≈ 0.158 — nothing more
    to add.  Counted over all ordered triples of distinct cards.

    Raises:
        ValueError: a variant whose pattern is not "pair or sandwich".
    """
    _pairs_and_sandwiches_only(rules)
    return P(makes_pattern, such_that(top_two_differ, ordered_triples(rules)))


def p_pattern_on_a_card(rules: Rules = Rules()) -> Fraction:
    """P(a card makes a pair or a sandwich), knowing nothing about the cards under it (UDT-7).

    The event: the third of three consecutive cards of a shuffled deck has the rank of the
    second or of the first.  For italian40: 37/247 ≈ 0.150 = P(pair) + P(sandwich) − P(both)
    = 3/39 + 3/39 − (3·2)/(39·38).  It is smaller than 3/19 because when the first two cards
    share a rank (1 time in 13) only 2 cards of it are left.  This is the chance for a card
    turned on a pile of two or more cards from consecutive deck cards; a card on a pile of
    one card can only make a pair (1/13), on an empty pile nothing.

    Raises:
        ValueError: a variant whose pattern is not "pair or sandwich".
    """
    _pairs_and_sandwiches_only(rules)
    return P(makes_pattern, ordered_triples(rules))


def pattern_by_cases(rules: Rules = Rules()) -> dict[str, Fraction]:
    """The law of total probability joining the two answers (UDT-7), all by counting:

    P(pattern) = P(differ)·P(pattern | differ) + P(same)·P(pattern | same)
    — for italian40: 12/13 · 3/19 + 1/13 · 1/19 = 37/247.

    Returns:
        ``{"differ", "pattern | differ", "same", "pattern | same", "pattern"}`` as fractions.

    Raises:
        ValueError: a variant whose pattern is not "pair or sandwich".
    """
    _pairs_and_sandwiches_only(rules)
    triples = ordered_triples(rules)
    differ = such_that(top_two_differ, triples)
    same = such_that(lambda t: not top_two_differ(t), triples)
    return {
        "differ": P(top_two_differ, triples),
        "pattern | differ": P(makes_pattern, differ),
        "same": 1 - P(top_two_differ, triples),
        "pattern | same": P(makes_pattern, same),
        "pattern": P(makes_pattern, triples),
    }


def _rank_codes(rules: Rules) -> np.ndarray:
    """Int array, shape (N,): each card's rank as a number, in deck order."""
    ranks = sorted({c.rank for c in rules.deck.cards})
    return np.array([ranks.index(c.rank) for c in rules.deck.cards])


def simulate_pattern_given_top_two_differ(trials: int, rng: SeedLike, *, rules: Rules = Rules(),
                                          confidence: float = 0.95) -> Estimate:
    """Estimate :func:`p_pattern_given_top_two_differ` by rejection (UDT-7): shuffle the whole
    deck, keep the shuffles whose first two cards differ in rank, record whether the third
    makes a pair or a sandwich.

    Args:
        trials: kept shuffles, >= 1.
        rng: a Generator or a seed.

    Raises:
        ValueError: bad ``trials``; a variant whose pattern is not "pair or sandwich".
    """
    _pairs_and_sandwiches_only(rules)
    codes = _rank_codes(rules)

    def experiment(gen: np.random.Generator, t: int) -> np.ndarray:
        kept, got = [], 0
        while got < t:
            decks = gen.permuted(np.broadcast_to(codes, (t, codes.size)), axis=1)[:, :3]
            decks = decks[decks[:, 0] != decks[:, 1]]
            kept.append((decks[:, 2] == decks[:, 1]) | (decks[:, 2] == decks[:, 0]))
            got += len(decks)
        return np.concatenate(kept)[:t]

    return monte_carlo(experiment, trials, rng, vectorized=True, confidence=confidence)


# --- 3. expected value and its linearity --------------------------------------------------
def expected_payment_cards_by_distribution(k: int, rules: Rules = Rules()) -> Fraction:
    """E[payment cards in a hand of ``k``] from the whole distribution (UDT-4):
    Σ_j j · P(X = j), X hypergeometric (N cards, 12 paying, ``k`` drawn without replacement).

    Raises:
        ValueError: ``k`` not a whole number in 0..N.
    """
    deck_size, paying = len(rules.deck), payment_cards(rules)
    k = _whole("k (cards in the hand)", k, 0, deck_size)
    return sum((j * hypergeom_pmf(j, deck_size, paying, k) for j in range(k + 1)), Fraction(0))


def expected_payment_cards_by_linearity(k: int, rules: Rules = Rules()) -> Fraction:
    """E[payment cards in a hand of ``k``] by linearity (UDT-4): the count is a sum of ``k``
    indicators "card i pays", each with expectation P(card i pays) = 12/40 (any one card of a
    shuffled deck is equally likely to be each card), so E = k · 12/40 — no distribution needed,
    and never mind that the indicators are not independent.

    Raises:
        ValueError: ``k`` not a whole number in 0..N.
    """
    deck = rules.deck.cards
    k = _whole("k (cards in the hand)", k, 0, len(deck))
    one_card = P(lambda c: is_payment(c, rules), deck)
    return sum((one_card for _ in range(k)), Fraction(0))


def expected_card_value(rules: Rules = Rules()) -> Fraction:
    """E[payment value of one card] (UDT-4: Asso 1, 2 pays 2, 3 pays 3, others 0): the average
    over the deck, (4·1 + 4·2 + 4·3)/40 = 24/40 = 3/5 for italian40."""
    deck = rules.deck.cards
    return Fraction(sum(rules.payment(c) for c in deck), len(deck))


def expected_hand_value(k: int, rules: Rules = Rules()) -> Fraction:
    """E[total payment value of a hand of ``k``] by linearity: k · 3/5 (UDT-4).

    Raises:
        ValueError: ``k`` not a whole number in 0..N.
    """
    k = _whole("k (cards in the hand)", k, 0, len(rules.deck))
    return k * expected_card_value(rules)


def simulate_hand(k: int, trials: int, rng: SeedLike, *, what: str = "payment_cards", rules: Rules = Rules(),
                  confidence: float = 0.95) -> Estimate:
    """Deal ``trials`` hands of ``k`` cards and average ``what`` over them (UDT-4).

    Args:
        k: cards per hand, 1..N.
        trials: hands, >= 2.
        rng: a Generator or a seed.
        what: ``"payment_cards"`` (how many pay) or ``"value"`` (their total payment value).

    Returns:
        An :class:`~kit.prob.Estimate` of the mean with a normal interval.

    Raises:
        ValueError: bad ``k``, ``trials`` or ``what``.
    """
    deck = rules.deck.cards
    k = _whole("k (cards in the hand)", k, 1, len(deck))
    trials = _whole("trials", trials, 2, 10**9)
    per_card = {"payment_cards": [int(is_payment(c, rules)) for c in deck],
                "value": [rules.payment(c) for c in deck]}
    if what not in per_card:
        raise ValueError(f"what is 'payment_cards' or 'value', got {what!r}")
    hands = sample_hands(len(deck), k, trials, make_rng(rng))  # shape (trials, k): card indices
    return mean_estimate(np.array(per_card[what])[hands].sum(axis=1), confidence)


# --- 4. Bayes: was there really a pattern? ------------------------------------------------
def _probability(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, float, Fraction, np.integer, np.floating)) \
            or not 0 <= value <= 1:
        raise ValueError(f"{name} is a probability, a number from 0 to 1; got {value!r}")


def posterior_pattern_given_slap(prior: Fraction | float, notice: Fraction | float,
                                 false_slap: Fraction | float) -> Fraction | float:
    """P(pattern | the player slapped), by Bayes' rule (UDT-7 and the slap model):

    .. math:: \\frac{P(\\text{pattern})\\,\\text{notice}}{P(\\text{pattern})\\,\\text{notice}
              + P(\\text{no pattern})\\,\\text{false\\_slap}}

    Downey's table: two hypotheses (pattern, no pattern), their priors, the likelihood of a
    slap under each (``notice``, ``false_slap``), multiply, divide by the total.  "Slapped"
    means on the pile or beside it: :class:`~kit.games.un_due_tre.SlapAgent` slaps a noticed
    pattern with probability ``notice`` and, after a card with no pattern, slaps by mistake
    with probability ``false_slap`` (part of those beside the pile).

    Args:
        prior: P(a pattern shows on the card), e.g. :func:`p_pattern_on_a_card` = 37/247.
        notice: P(slap | pattern).
        false_slap: P(slap | no pattern).

    Returns:
        A ``Fraction`` when all three are Fractions or ints, else a ``float``.
        With 37/247, 17/20, 1/50 (the default SlapModel): 3145/3565 = 629/713 ≈ 0.882.

    Raises:
        ValueError: an argument that is not a probability, or numbers under which a slap can
            never happen (nothing to condition on).
    """
    for name, value in (("prior", prior), ("notice", notice), ("false_slap", false_slap)):
        _probability(name, value)
    exact = all(isinstance(v, (int, Fraction, np.integer)) for v in (prior, notice, false_slap))
    if exact:
        prior, notice, false_slap = Fraction(prior), Fraction(notice), Fraction(false_slap)
    else:
        prior, notice, false_slap = float(prior), float(notice), float(false_slap)
    slap_with_pattern = prior * notice
    slap_without = (1 - prior) * false_slap
    if slap_with_pattern + slap_without == 0:
        raise ValueError("under these numbers a slap never happens, so P(pattern | slap) is undefined")
    return slap_with_pattern / (slap_with_pattern + slap_without)


@dataclass(frozen=True)
class SlapStudy:
    """What :func:`simulate_slaps` counted, over every slap window of the games played.

    Attributes:
        seat: the seat whose slaps were studied.
        model: that seat's :class:`~kit.games.un_due_tre.SlapModel`.
        games, windows: games played, slap windows seen (one after each card turned).
        pattern_windows: windows with a pattern on the pile.
        windows3, pattern_windows3: the same, only windows with three or more face-up cards.
        slaps, slaps_with_pattern: windows where ``seat`` slapped (pile or beside), and of
            those, how many showed a pattern.
        posterior: Estimate of P(pattern | seat slapped) = slaps_with_pattern / slaps.
        prior_in_play, prior_in_play3: Estimates of P(pattern) per window (all windows;
            windows with >= 3 face-up cards).
        formula_exact: the Bayes formula with the prior 37/247 (:func:`p_pattern_on_a_card`).
        formula_in_play: the Bayes formula with the measured prior of all windows.
    """

    seat: int
    model: SlapModel
    games: int
    windows: int
    pattern_windows: int
    windows3: int
    pattern_windows3: int
    slaps: int
    slaps_with_pattern: int
    posterior: Estimate
    prior_in_play: Estimate
    prior_in_play3: Estimate
    formula_exact: float
    formula_in_play: float


def simulate_slaps(games: int, rng: SeedLike, *, seat: int = 0, model: SlapModel = SlapModel(), players: int = 4,
                   rules: Rules = Rules(), max_actions: int = 20_000, confidence: float = 0.95) -> SlapStudy:
    """Play real games and count how often a slap by ``seat`` came with a pattern (UDT-7).

    Every seat is a :class:`~kit.games.un_due_tre.SlapAgent` with ``model``; the games run on
    the framework's runner (:class:`kit.engine.Table`).  Before each slap window closes we
    look at the pile (``state.pattern()``) and at the window's one joint action
    (:class:`~kit.games.un_due_tre.Slaps` lists every slap, winners and losers alike).

    In play the prior is not 37/247: a card turned on an empty pile or on one card cannot
    make a sandwich, and after the first pile is taken the packets are old piles, not a fresh
    shuffle.  So both formulas are reported: with 37/247 and with the prior measured in play.
    Over all windows the measured prior is well below 37/247 (about 0.10 with four players);
    on piles of three or more cards it is a little above it, near 3/19, because a pair on the
    top two cards is usually slapped away before a third card can cover it
    (:func:`p_pattern_given_top_two_differ` at work).

    Args:
        games: games to play, >= 1.
        rng: a Generator or a seed (split into one deal stream and one play stream per game).
        seat: the seat studied, 0..players−1.
        model: every computer player's slap model.
        players: 2..6.
        rules: a variant with slaps (pairs and sandwiches for the 37/247 comparison).
        max_actions: a safety stop per game (the windows seen so far still count).
        confidence: of the intervals.

    Returns:
        A :class:`SlapStudy`.

    Raises:
        ValueError: bad ``games``, ``seat`` or ``players``; rules without slaps; ``seat``
            never slapped (no posterior to estimate: play more games).
    """
    games = _whole("games", games, 1, 10**6)
    players = _whole("players", players, 2, 6)
    seat = _whole("seat", seat, 0, players - 1)
    _pairs_and_sandwiches_only(rules)
    gen = make_rng(rng)
    counts = dict(windows=0, pattern_windows=0, windows3=0, pattern_windows3=0, slaps=0, slaps_with_pattern=0)
    for _ in range(games):
        deal_rng, play_rng = streams(gen, 2)
        table = Table(new_game(rules, players, rng=deal_rng), [SlapAgent(model)] * players, play_rng)
        for _ in range(max_actions):
            before = table.state
            if table.step() is None:
                break
            if not before.window:
                continue
            action = table.record.actions[-1]
            pattern = before.pattern() is not None
            slapped = isinstance(action, Slaps) and any(s.seat == seat for s in action.slaps)
            counts["windows"] += 1
            counts["pattern_windows"] += pattern
            if len(before.pile) >= 3:
                counts["windows3"] += 1
                counts["pattern_windows3"] += pattern
            counts["slaps"] += slapped
            counts["slaps_with_pattern"] += slapped and pattern
    if counts["slaps"] == 0:
        raise ValueError(f"seat {seat} never slapped in {games} games: play more games")

    prior_in_play = proportion(counts["pattern_windows"], counts["windows"], confidence)
    return SlapStudy(
        seat, model, games, **counts,
        posterior=proportion(counts["slaps_with_pattern"], counts["slaps"], confidence),
        prior_in_play=prior_in_play,
        prior_in_play3=proportion(counts["pattern_windows3"], counts["windows3"], confidence),
        formula_exact=float(posterior_pattern_given_slap(float(p_pattern_on_a_card(rules)), model.notice,
                                                          model.false_slap)),
        formula_in_play=float(posterior_pattern_given_slap(prior_in_play.value, model.notice, model.false_slap)),
    )
