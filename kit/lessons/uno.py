r"""Exact counts and simulations behind the UNO lessons (RULES.md UNO-2, UNO-3, UNO-8, UNO-H1..H8).

Each function is small, pure and named after the maths it does; the pages count in plain view
and call these to check their count and to simulate beside it.

Exact (fractions, counted over the 108 cards of ``uno108``):

* :func:`p_first_card_action_or_wild` — the chance that the card which *opens* the discard pile
  is an action card (Skip, Reverse, Draw Two) or a Wild.  UNO-2 puts a Wild Draw Four back and
  turns again, so the opening card is one of the 104 other cards, each equally likely:
  (24 + 4)/104 = 7/26.  (The very first card *turned*, before any is put back, is an action or a
  wild of either kind with probability (24 + 4 + 4)/108 = 8/27: :func:`p_first_turned_action_or_wild`.)
* :func:`playable_count` / :func:`p_playable` — for a top card (and the colour in play), how many
  of the other 107 cards may be played on it (UNO-3), and the chance that a 7-card hand holds at
  least one: :math:`1 - \binom{N-K}{7}/\binom{N}{7}` (hypergeometric; the hand is 7 of the 107
  cards that are not the top card).
* :func:`points_per_card` / :func:`expected_points` — UNO-8's points of one random card,
  1240/108 = 310/27, and of ``k`` random cards, ``k`` times that (linearity of expectation).
* :func:`score_hands` — UNO-8: the winner scores every card left in the other hands.
* :class:`Challenge` — UNO-H3: was a Wild Draw Four a bluff?  Prior (hypergeometric: the
  opponent's other cards hold the colour in play), a simple model of the opponent (likelihood),
  the posterior by Bayes' rule, and the cards you draw on average if you challenge or not;
  :func:`simulate_challenge` deals the same situation at random (seeded).

Simulated (seeded, with 95% intervals):

* :func:`simulate_first_card`, :func:`simulate_playable`, :func:`simulate_random_hand_points`
  — the exact questions above, by seeded deals.
* :func:`simulate_hands` / :func:`simulate_matches` — whole hands and matches played by computer
  players (turns per hand, winner, points, the cards and points left to every seat; hands per
  match, winner), for the house-rule questions: :func:`hand_length`, :func:`match_length`,
  :func:`win_rate`, :func:`points_left`.

Whole hands and matches are played by the compiled fast path :mod:`kit.sim.uno` (the same rules
and players as the engine, hand for hand: ``tests/test_uno_sim.py``): 10,000 matches of four
players take about two seconds on one core, so a lesson can play 10,000 matches for every house
rule.  It is imported when a simulation is asked for, never with this module (a page that only
loads saved results does not load numba).  :func:`engine_simulate_hands` and
:func:`engine_simulate_matches` play the same questions on the rule engine (:mod:`kit.engine`),
a few hundred hands a second: the tests check that the two agree within their intervals.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Sequence

import numpy as np

from kit.cards import Card, uno108
from kit.deal import SeedLike, make_rng, streams
from kit.engine import Match, play
from kit.games import uno
from kit.games.uno import HOUSE_RULES, POINTS, Rules
from kit.prob import Estimate, mean_estimate, monte_carlo, proportion, sample_hands

DECK: tuple[Card, ...] = uno108.cards
"""The 108 cards (UNO-1)."""

ACTIONS = ("skip", "reverse", "draw2")
"""The action cards' values (UNO-5)."""

VARIANTS: dict[str, Rules] = {"official": Rules(), **{rule: Rules.with_house_rules(rule) for rule in HOUSE_RULES}}
"""The official rules and each house rule on its own (``"UNO-H3"`` switches the challenge *off*)."""

FOUR_HEURISTIC = ("heuristic",) * 4
"""Four careful computer players."""

ONE_HEURISTIC = ("heuristic", "random", "random", "random")
"""One careful computer player (seat 0) against three that play any card that fits."""


cards = uno108.read
"""Cards from short codes (``"R5 B+2 W"``) or cards (:meth:`kit.cards.Deck.read`)."""


# --- the first card (UNO-2) -------------------------------------------------------------------

def is_action_or_wild(card: Card) -> bool:
    """An action card (Skip, Reverse, Draw Two) or a Wild — not a Wild Draw Four, which never opens."""
    return card.rank in ACTIONS or card.rank == "wild"


def first_card_counts() -> dict[str, int]:
    """The counts behind the opening card: the 108 cards, the Wild Draw Fours put back, the cards
    that can open the pile, and how many of those are action cards or Wilds."""
    can_open = [c for c in DECK if c.rank != "wild4"]
    return {"cards": len(DECK), "wild4": len(DECK) - len(can_open), "can_open": len(can_open),
            "action": sum(c.rank in ACTIONS for c in can_open), "wild": sum(c.rank == "wild" for c in can_open)}


def p_first_card_action_or_wild() -> Fraction:
    """P(the card that opens the discard pile is an action card or a Wild), UNO-2.

    A Wild Draw Four turned first goes back and the stock is shuffled, so whatever the hands
    hold, the card that stays is equally likely to be any of the 104 cards that can open.
    """
    n = first_card_counts()
    return Fraction(n["action"] + n["wild"], n["can_open"])


def p_first_turned_action_or_wild() -> Fraction:
    """P(the very first card turned, before any is put back, is an action card or any wild): 32/108."""
    return Fraction(sum(c.rank in ACTIONS or uno.is_wild(c) for c in DECK), len(DECK))


def opening_card(state: uno.State, rng: np.random.Generator) -> Card:
    """The card that opens the pile of a new hand: any reshuffle after a first Wild Draw Four done."""
    while state.phase == uno.RESHUFFLE and not state.turns:
        state = uno.apply(state, uno.chance_action(state, rng)).state
    return state.discard[0]


def simulate_first_card(trials: int = 20_000, seed: SeedLike = 2, players: int = 4) -> Estimate:
    """``trials`` seeded deals on the engine (UNO-1, UNO-2): how often the opening card is an
    action card or a Wild, with its Wilson interval."""
    gen = make_rng(seed)

    def opens_with_action(rng: np.random.Generator) -> bool:
        return is_action_or_wild(opening_card(uno.new_game(Rules(), players, rng=rng), rng))

    return monte_carlo(opens_with_action, trials, rng=gen)


# --- a playable card (UNO-3) -------------------------------------------------------------------

def rest_of_deck(top: Card) -> tuple[Card, ...]:
    """The 107 cards that are not ``top`` (one copy of it taken out)."""
    rest = list(DECK)
    rest.remove(top)
    return tuple(rest)


def colour_in_play(top: Card, colour: str | None = None) -> str:
    """The colour in play: the top card's own, or the one named after a wild (which must be given)."""
    if uno.is_wild(top):
        if colour is None:
            raise ValueError("after a wild the colour in play is the one named: give colour=")
        return colour
    return top.suit


def playable_cards(top: Card, colour: str | None = None) -> tuple[Card, ...]:
    """The cards among the other 107 that may be played on ``top`` (UNO-3): the colour in play,
    the same number or symbol, or a wild."""
    colour = colour_in_play(top, colour)
    return tuple(c for c in rest_of_deck(top) if uno.matches(c, top, colour))


def playable_count(top: Card, colour: str | None = None) -> tuple[int, int]:
    """``(K, N)``: playable cards among the ``N = 107`` cards that are not the top card."""
    return len(playable_cards(top, colour)), len(DECK) - 1


def p_playable(top: Card, colour: str | None = None, hand: int = 7) -> Fraction:
    r"""P(a hand of ``hand`` cards, dealt from the 107 other cards, holds a playable card):
    :math:`1 - \binom{N-K}{h}/\binom{N}{h}` (no playable card is the complement)."""
    k, n = playable_count(top, colour)
    if not 0 <= hand <= n:
        raise ValueError(f"a hand holds 0 to {n} cards, got {hand}")
    return 1 - Fraction(comb(n - k, hand), comb(n, hand))


def simulate_playable(top: Card, colour: str | None = None, hand: int = 7, trials: int = 20_000,
                      seed: SeedLike = 1) -> Estimate:
    """``trials`` hands of ``hand`` cards dealt (seeded) from the 107 other cards: how often one
    holds a playable card."""
    colour = colour_in_play(top, colour)
    fits = np.array([uno.matches(c, top, colour) for c in rest_of_deck(top)])
    return monte_carlo(lambda rng, n: fits[sample_hands(fits.size, hand, n, rng)].any(axis=1),
                       trials, rng=seed, vectorized=True)


# --- points (UNO-8) -----------------------------------------------------------------------------

def points_table() -> dict[int, int]:
    """How many of the 108 cards are worth each number of points."""
    out: dict[int, int] = {}
    for c in DECK:
        out[POINTS[c.rank]] = out.get(POINTS[c.rank], 0) + 1
    return dict(sorted(out.items()))


def points_per_card() -> Fraction:
    """The expected points of one card drawn at random from the 108: total points / 108."""
    return Fraction(sum(POINTS[c.rank] for c in DECK), len(DECK))


def expected_points(k: int) -> Fraction:
    """The expected points of ``k`` cards dealt at random: ``k`` times :func:`points_per_card`
    (linearity of expectation: each card, wherever it sits in the hand, has the same average)."""
    if not 0 <= k <= len(DECK):
        raise ValueError(f"a hand holds 0 to {len(DECK)} cards, got {k}")
    return k * points_per_card()


def score_hands(hands: Sequence[str | Sequence[Card | str]], winner: int) -> int:
    """UNO-8: the points the winner scores: every card left in the other hands (numbers at face
    value, Skip / Reverse / Draw Two 20, Wild and Wild Draw Four 50)."""
    return sum(uno.points(cards(h)) for seat, h in enumerate(hands) if seat != winner)


def simulate_random_hand_points(k: int = 7, trials: int = 20_000, seed: SeedLike = 8) -> Estimate:
    """The mean points of ``trials`` seeded random hands of ``k`` cards, with its 95% interval."""
    value = np.array([POINTS[c.rank] for c in DECK])
    return mean_estimate(value[sample_hands(len(DECK), k, trials, seed)].sum(axis=1))


# --- the challenge of a Wild Draw Four (UNO-H3): Bayes -------------------------------------------

@dataclass(frozen=True)
class Challenge:
    """A Wild Draw Four has just been played on you; what you saw (UNO-H3's challenge).

    Attributes:
        unseen: the cards you have not seen (108 minus the top card, the Wild Draw Four just
            played and your own hand), each equally likely to be any of the opponent's others.
        colour: how many of the unseen cards are of the colour in play.
        had: the cards the opponent held *before* playing the Wild Draw Four (so ``had - 1``
            others, dealt at random from the unseen cards).
        bluff: the chance that the opponent plays the Wild Draw Four when holding a card of
            the colour in play (a bluff); with no such card they play it always.
    """

    unseen: int = 99
    colour: int = 22
    had: int = 5
    bluff: Fraction = Fraction(1, 4)

    def __post_init__(self) -> None:
        if not 0 <= self.colour <= self.unseen or not 1 <= self.had <= self.unseen + 1:
            raise ValueError(f"need 0 <= colour <= unseen and 1 <= had <= unseen + 1, got {self}")
        if not 0 <= self.bluff <= 1:
            raise ValueError(f"bluff is a probability, got {self.bluff}")

    def prior(self) -> dict[str, Fraction]:
        r"""P(the ``had - 1`` other cards hold at least one card of the colour) and its complement,
        hypergeometric: :math:`1 - \binom{U-C}{h-1}/\binom{U}{h-1}`."""
        none = Fraction(comb(self.unseen - self.colour, self.had - 1), comb(self.unseen, self.had - 1))
        return {"bluff": 1 - none, "honest": none}

    def likelihood(self) -> dict[str, Fraction]:
        """P(the Wild Draw Four is played | each hypothesis)."""
        return {"bluff": Fraction(self.bluff), "honest": Fraction(1)}

    def posterior(self) -> dict[str, Fraction]:
        """Bayes: prior × likelihood, divided by their sum (the chance of the play)."""
        prior, likelihood = self.prior(), self.likelihood()
        product = {h: prior[h] * likelihood[h] for h in prior}
        total = sum(product.values())
        return {h: product[h] / total for h in product}

    def drawn(self) -> dict[str, Fraction]:
        """The cards you draw on average: 4 if you accept; if you challenge, none when it was a
        bluff (the opponent draws 4) and 6 when it was not."""
        return {"accept": Fraction(4), "challenge": 6 * self.posterior()["honest"]}


def simulate_challenge(situation: Challenge = Challenge(), deals: int = 20_000, seed: SeedLike = 3) -> dict[str, int]:
    """``deals`` seeded deals of the opponent's ``had - 1`` other cards from the unseen ones; in each
    the opponent plays the Wild Draw Four (with probability ``bluff`` when holding the colour,
    always otherwise).  Counts: ``plays`` (deals in which it was played), ``bluffs`` (of those, how
    many were bluffs) and ``drawn`` (the cards you would draw by challenging every one)."""
    gen = make_rng(seed)
    colour = np.arange(situation.unseen) < situation.colour  # the first `colour` unseen cards are of the colour
    held = colour[sample_hands(situation.unseen, situation.had - 1, deals, gen)].any(axis=1)
    played = np.where(held, gen.random(deals) < float(situation.bluff), True)
    bluffs = int(np.count_nonzero(held & played))
    plays = int(np.count_nonzero(played))
    return {"deals": deals, "plays": plays, "bluffs": bluffs, "drawn": 6 * (plays - bluffs)}


# --- whole hands and matches -------------------------------------------------------------------

@dataclass(frozen=True)
class Hands:
    """Hands played by computer players, one entry per hand (numpy arrays).

    Attributes:
        turns: turns in the hand (``State.turns``).
        winner: the seat that went out, -1 for a blocked hand (UNO-9).
        points: what the winner scored (UNO-8), 0 for a blocked hand.
        cards_left: cards held by each seat at the end, shape ``(hands, players)``.
        points_left: points held by each seat at the end, shape ``(hands, players)``.
    """

    turns: np.ndarray
    winner: np.ndarray
    points: np.ndarray
    cards_left: np.ndarray
    points_left: np.ndarray


@dataclass(frozen=True)
class Matches:
    """Matches played by computer players, one entry per match (numpy arrays).

    Attributes:
        hands: hands played in the match.
        winner: the seat that won it.
        turns: turns in all its hands together.
    """

    hands: np.ndarray
    winner: np.ndarray
    turns: np.ndarray


def _agents(levels: Sequence[str]) -> list:
    return [uno.computer(level) for level in levels]


def engine_simulate_hands(rules: Rules = Rules(), players: int = 4, hands: int = 1_000, seed: int = 1,
                          levels: Sequence[str] = FOUR_HEURISTIC) -> Hands:
    """``hands`` hands on the rule engine (the slow reference of :func:`simulate_hands`), each with
    its own streams spawned from ``seed``; the dealer rotates as in a match (hand ``i`` is dealt
    by seat ``(players - 1 + i) % players``), so no seat is always the first to play.

    Raises:
        ValueError: not one level per seat.
    """
    if len(levels) != players:
        raise ValueError(f"give one level per seat: {players} seats, {len(levels)} levels")
    agents = _agents(levels)
    turns, winner, points = (np.zeros(hands, dtype=np.int64) for _ in range(3))
    cards_left, points_left = (np.zeros((hands, players), dtype=np.int64) for _ in range(2))
    for i, child in enumerate(np.random.SeedSequence(seed).spawn(hands)):
        deal_rng, play_rng = streams(child, 2)
        state = uno.new_game(rules, players, rng=deal_rng, dealer=(players - 1 + i) % players)
        end = play(state, agents, play_rng).state
        turns[i] = end.turns
        winner[i] = -1 if end.winner is None else end.winner
        points[i] = max(uno.returns(end))
        cards_left[i] = [len(h) for h in end.hands]
        points_left[i] = [uno.points(h) for h in end.hands]
    return Hands(turns, winner, points, cards_left, points_left)


def engine_simulate_matches(rules: Rules = Rules(), players: int = 4, matches: int = 100, seed: int = 1,
                            levels: Sequence[str] = FOUR_HEURISTIC) -> Matches:
    """``matches`` matches to ``rules.target`` on the rule engine (:class:`kit.engine.Match`, the
    dealer rotating; the slow reference of :func:`simulate_matches`), each seeded by its own
    stream spawned from ``seed``."""
    if len(levels) != players:
        raise ValueError(f"give one level per seat: {players} seats, {len(levels)} levels")
    agents = _agents(levels)
    hands, winner, turns = (np.zeros(matches, dtype=np.int64) for _ in range(3))
    for i, child in enumerate(np.random.SeedSequence(seed).spawn(matches)):
        match = Match(uno, rules, players, agents, np.random.default_rng(child))
        won = match.play()
        hands[i] = len(match.hands)
        winner[i] = -1 if won is None else won
        turns[i] = sum(record.state.turns for record in match.hands)
    return Matches(hands, winner, turns)


def simulate_hands(rules: Rules = Rules(), players: int = 4, hands: int = 1_000, seed: int = 1,
                   levels: Sequence[str] = FOUR_HEURISTIC) -> Hands:
    """``hands`` seeded hands played by computer players of ``levels`` (see :class:`Hands`), on
    the fast path (:func:`kit.sim.uno.simulate_hands`), the dealer rotating as in a match (hand
    ``i`` dealt by seat ``(players - 1 + i) % players``), so no seat always plays first.  The
    first ``k`` hands of a longer run are the ``k`` hands of a run of ``k``.

    Raises:
        ValueError: not one level per seat (and as :func:`kit.sim.uno.simulate_hands`).
    """
    if len(levels) != players:
        raise ValueError(f"give one level per seat: {players} seats, {len(levels)} levels")
    from kit.sim.uno import simulate_hands as fast_hands  # numba: only when hands are played

    res = fast_hands(rules, players, hands, seed, list(levels), rotate_dealer=True)
    return Hands(res.turns, res.winner, res.points, res.cards_left, res.points_left)


def simulate_matches(rules: Rules = Rules(), players: int = 4, matches: int = 100, seed: int = 1,
                     levels: Sequence[str] = FOUR_HEURISTIC) -> Matches:
    """``matches`` seeded matches to ``rules.target`` played by computer players of ``levels``
    (see :class:`Matches`), on the fast path (:func:`kit.sim.uno.simulate_matches`, the dealer
    rotating as :class:`kit.engine.Match` does).  The first ``k`` matches of a longer run are the
    ``k`` matches of a run of ``k``.

    Raises:
        ValueError: not one level per seat (and as :func:`kit.sim.uno.simulate_matches`).
    """
    if len(levels) != players:
        raise ValueError(f"give one level per seat: {players} seats, {len(levels)} levels")
    from kit.sim.uno import simulate_matches as fast_matches  # numba: only when matches are played

    res = fast_matches(rules, players, matches, seed, list(levels))
    return Matches(res.hands, res.winner, res.turns)


# --- what the lessons read off the simulations --------------------------------------------------

def hand_length(turns: np.ndarray) -> Estimate:
    """The mean turns of a hand, with its 95% interval."""
    return mean_estimate(np.asarray(turns))


def match_length(hands: np.ndarray) -> Estimate:
    """The mean hands of a match, with its 95% interval."""
    return mean_estimate(np.asarray(hands))


def win_rate(winner: np.ndarray, seat: int = 0) -> Estimate:
    """How often ``seat`` won (blocked hands count as not won), with the Wilson interval."""
    winner = np.asarray(winner)
    wins = int((winner == seat).sum())
    return proportion(wins, int(winner.size))


def points_left(result: Hands) -> dict[str, Estimate | float]:
    """The losers' hands at the end of played hands: their mean cards and points (95% intervals),
    the mean points per card left, and what the random-card model predicts for those cards
    (:func:`points_per_card` times the mean cards)."""
    finished = result.winner >= 0
    seats = np.arange(result.cards_left.shape[1])
    losing = finished[:, None] & (seats[None, :] != result.winner[:, None])
    held, worth = result.cards_left[losing], result.points_left[losing]
    return {"cards": mean_estimate(held), "points": mean_estimate(worth),
            "per_card": float(worth.sum() / held.sum()),
            "model": float(points_per_card()) * float(held.mean())}


# --- each house rule on a small explicit deal (the walkthrough) -----------------------------------

@dataclass(frozen=True)
class Example:
    """A small explicit deal where one house rule makes a difference, and what the players do
    with the rule as in the official game (``off``) and with the house rule (``on``).

    Attributes:
        rule: the house rule's id (``"UNO-H1"``).
        hands: the hands by seat, as short codes (three players: seat 0 starts).
        first: the first card turned.
        stock: the stock's top cards, top first.
        off: the actions, in order, under the official rules (see :func:`action`).
        on: the actions with the house rule switched.
    """

    rule: str
    hands: tuple[str, ...]
    first: str
    stock: str
    off: tuple[str, ...]
    on: tuple[str, ...]

    def rules(self, switched: bool) -> Rules:
        """The official rules, or the official rules with :attr:`rule` switched."""
        return Rules.with_house_rules(self.rule) if switched else Rules()


HOUSE_RULE_EXAMPLES: dict[str, Example] = {
    "UNO-H1": Example("UNO-H1", ("R+2 G1 Y2", "B+2 G7 Y8", "B3 Y6 G9"), "R5", "R1 R2 R3 R4 B1 B2",
                      off=("play R+2",), on=("play R+2", "play B+2")),
    "UNO-H2": Example("UNO-H2", ("W+4 G1", "G+2 Y7 B8", "B3 Y6 G9"), "R5", "R1 R2 R3 R4 B1 B2",
                      off=("play W+4 uno", "choose green", "accept"),
                      on=("play W+4 uno", "choose green", "play G+2")),
    "UNO-H3": Example("UNO-H3", ("W+4 R9 G1 G2", "Y7 B8 B1", "B3 Y6 G9"), "R5", "R1 R2 R3 R4 B4 B5",
                      off=("play W+4", "choose green", "challenge"), on=("play W+4", "choose green")),
    "UNO-H4": Example("UNO-H4", ("R7 G1 G2 G3", "Y1 Y2", "B3 B4 B5"), "R5", "R1 R2",
                      off=("play R7",), on=("play R7", "swap 1")),
    "UNO-H5": Example("UNO-H5", ("G7 R1 R2", "Y3 B4 B5", "G7 Y8 B9"), "G5", "R3 R4",
                      off=("play G7",), on=("play G7", "jump G7")),
    "UNO-H6": Example("UNO-H6", ("Y1 B2", "Y7 B8 G1", "B3 Y6 G9"), "R5", "R9 R1",
                      off=("draw", "keep"), on=("draw", "play R9")),
    "UNO-H7": Example("UNO-H7", ("Y1 B2", "Y7 B8 G1", "B3 Y6 G9"), "R5", "Y3 B4 G6 R9 R1",
                      off=("draw",), on=("draw", "play R9")),
    "UNO-H8": Example("UNO-H8", ("RS", "Y7 B8 G1", "B3 Y6 G9"), "R5", "B1 B2",
                      off=("play RS",), on=("draw",)),
}
"""One small example per house rule (three players, seat 0 starts).  UNO-H3 is the official
challenge: ``off`` is the official game (Bruno challenges Anna's bluff), ``on`` the house rule
without challenges."""


def action(text: str) -> uno.Action:
    """An engine action from a short text: ``"play R+2"``, ``"play W+4 uno"`` (calling UNO),
    ``"jump G7"``, ``"choose green"``, ``"swap 1"``, ``"draw"``, ``"keep"``, ``"accept"``,
    ``"challenge"``, ``"catch"``, ``"decline"``.

    Raises:
        ValueError: a text that is none of these.
    """
    word, *rest = text.split()
    simple = {"draw": uno.Draw, "keep": uno.Keep, "accept": uno.Accept, "challenge": uno.Challenge,
              "catch": uno.Catch, "decline": uno.Decline}
    if word in simple and not rest:
        return simple[word]()
    if word in ("play", "jump") and (len(rest) == 1 or rest[1:] == ["uno"]):
        kind = uno.Play if word == "play" else uno.JumpIn
        return kind(uno108.parse(rest[0]), uno=rest[1:] == ["uno"])
    if word == "choose" and len(rest) == 1:
        return uno.Choose(rest[0])
    if word == "swap" and len(rest) == 1:
        return uno.SwapWith(int(rest[0]))
    raise ValueError(f"not an action: {text!r} (e.g. 'play R+2', 'choose green', 'draw')")


def play_example(example: Example, switched: bool) -> tuple[uno.State, list[uno.Step]]:
    """The example's deal under the official rules (``switched=False``) or with its house rule,
    and the steps of its actions applied in order (each an engine :class:`~kit.engine.Step`).

    Raises:
        kit.engine.IllegalMove: an action the rules do not allow there.
    """
    deal = uno.deal_layout(list(example.hands), example.first, stock=example.stock)
    state = start = uno.new_game(example.rules(switched), deal=deal)
    steps = []
    for text in example.on if switched else example.off:
        step = uno.apply(state, action(text))
        steps.append(step)
        state = step.state
    return start, steps
