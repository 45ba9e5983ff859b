"""The lessons' guesses: every "write your guess first" prompt of a lesson, as a small guess box
whose answer stays folded until a guess is given or skipped (issue 24).

:data:`GUESSES` holds a :class:`Guess` per prompt, by id (``"<lesson>.<name>"``), in lesson order
(made on first use; :func:`guess` makes only the lesson it is asked about).
A prompt that asks two things becomes one box that asks the first (its catalogue question,
:mod:`kit.i18n.guesses`, words it precisely).  Every exact answer is the value the lesson itself
works out, computed here the same way (from counts, or from the kit's functions the lesson
calls), never copied as a number:

* ``deal_hands`` (Trentuno's 3-card hands of the 40-card deck): :class:`kit.questions.HandCount`
  and :func:`kit.prob.comb`, as the lesson counts them;
* ``misconceptions``: :mod:`kit.lessons.misconceptions`, which the lesson calls and checks;
* ``uno_probability``: :mod:`kit.lessons.uno` and the saved simulations
  (:func:`kit.lessons.precomputed.load`), read as the lesson reads them; the same for
  ``trentasette_probability`` (:mod:`kit.lessons.trentasette`).

A guess whose answer only a simulation gives (which house rule makes hands longest…) is marked
``measured``: its answer is the lesson's seeded, saved measurement, and the box says so.

The ids are :data:`kit.store.classroom.ID_PATTERN` ids, so a class record can name them.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
import re

KINDS = ("number", "choice")
"""What a guess asks for: a number, or one of a few choices."""

UNITS = ("count", "probability", "decimal")
"""What a number guess's number is: a ``count`` ("out of 100 hands, how many…": a whole number; a
count out of 100 also takes a percentage, ``27%`` being 27), a ``probability`` (from 0 to 1: a
decimal, a fraction or a percentage, ``30%`` being 0.3) or a ``decimal`` (an average, points per
hand…: any number in range, no percentage)."""


@dataclass(frozen=True)
class Guess:
    """A lesson's guess.

    Attributes:
        id: ``"<lesson>.<name>"`` (:data:`kit.store.classroom.ID_PATTERN`).
        lesson: the lesson notebook's stem.
        kind: ``"number"`` or ``"choice"``.
        question: catalogue key of the short question (shown in the box and on the teacher's page).
        exact: a number guess's exact answer, in the unit the question asks for (``None`` for a choice).
        low, high: the numbers a guess may take (a number guess).
        choices: a choice guess's choices, as catalogue keys, in the order shown.
        right: a choice guess's right choice (one of ``choices``; ``None`` when no choice is right).
        digits: how many decimal places the box shows the exact answer with (a number guess
            whose exact answer is not whole).
        measured: the answer is what the lesson's seeded simulation measured (saved in
            :mod:`kit.lessons.precomputed`), not an exact count: the box says so.
        unit: a number guess's :data:`UNITS` (what the box takes and says it asks for).
        source: where the lesson computes the exact answer (a cell's words, for a reader).
    """

    id: str
    lesson: str
    kind: str
    question: str
    exact: Fraction | None = None
    low: float = 0.0
    high: float = 1e9
    choices: tuple[str, ...] = ()
    right: str | None = None
    digits: int = 2
    measured: bool = False
    unit: str = "decimal"
    source: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a guess's kind is one of {KINDS}, got {self.kind!r}")
        if self.kind == "number" and (self.exact is None or not self.low <= self.exact <= self.high):
            raise ValueError(f"{self.id}: a number guess needs its exact answer between low and high")
        if self.kind == "choice" and (not self.choices or (self.right is not None and self.right not in self.choices)):
            raise ValueError(f"{self.id}: a choice guess needs its choices, and its right one among them")
        if self.unit not in UNITS:
            raise ValueError(f"{self.id}: a number guess's unit is one of {UNITS}, got {self.unit!r}")
        if self.unit == "probability" and (self.low, self.high) != (0, 1):
            raise ValueError(f"{self.id}: a probability goes from 0 to 1")
        if self.unit == "count" and (self.low != int(self.low) or self.high != int(self.high)):
            raise ValueError(f"{self.id}: a count goes from a whole number to a whole number")


# --- the exact answers, as the lessons work them out -------------------------------------------

@lru_cache(maxsize=None)
def _aces_in_three() -> object:
    """The lesson's question: the number of Assi in a hand of 3 of the 40 Italian cards."""
    from kit.questions import HandCount

    return HandCount.of_rank("italian40", 3, "A")


def _deal_hands() -> list[Guess]:
    from kit.prob import comb

    aces = _aces_in_three()
    p = aces.p_at_least(1)  # 2740/9880, counted hand by hand in the lesson
    hands = comb(40, 3)
    pmf = aces.pmf()
    return [
        Guess("deal_hands.hands", "deal_hands", "choice", "guess.deal_hands.hands",
              choices=tuple(f"guess.choice.{w}_1000_100000" for w in ("fewer", "between", "more")),
              right=_size_choice(hands, 1000, 100_000), source="C(40, 3) = 9,880 hands, listed one by one"),
        Guess("deal_hands.asso_in_100", "deal_hands", "number", "guess.deal_hands.asso_in_100",
              exact=100 * p, low=0, high=100, digits=1, unit="count", source="100 · 2,740/9,880"),
        Guess("deal_hands.no_asso", "deal_hands", "number", "guess.deal_hands.no_asso",
              exact=Fraction(comb(36, 3)), low=0, high=hands, unit="count", source="C(36, 3) = 9,880 − 2,740"),
        Guess("deal_hands.simulated", "deal_hands", "number", "guess.deal_hands.simulated",
              exact=20_000 * p, low=0, high=20_000, digits=0, unit="count", source="20,000 · P(at least one Asso)"),
        Guess("deal_hands.band_10", "deal_hands", "number", "guess.deal_hands.band_10",
              exact=_band(p, 10), low=0, high=1, digits=4, unit="probability", source="the table: 1.96 · √(p(1 − p)/10)"),
        Guess("deal_hands.most_aces", "deal_hands", "choice", "guess.deal_hands.most_aces",
              choices=tuple(f"guess.choice.aces_{j}" for j in range(4)),
              right=f"guess.choice.aces_{max(pmf, key=pmf.get)}", source="the hypergeometric P(X = j)"),
    ]


def _misconceptions() -> list[Guess]:
    from kit.lessons.misconceptions import (expected_payment_cards_by_distribution, p_payment_after_plain,
                                            p_pattern_on_a_card, pattern_by_cases,
                                            posterior_pattern_given_slap)

    notice, false_slap = Fraction(17, 20), Fraction(1, 50)  # the lesson's SlapModel: 0.85 and 0.02
    return [
        # "higher, lower or the same as 0.3? which number?": the number answers both (0.3: the same)
        Guess("misconceptions.eleventh", "misconceptions", "number", "guess.misconceptions.eleventh",
              exact=p_payment_after_plain(10), low=0, high=1, digits=3, unit="probability", source="12/(40 − 10)"),
        Guess("misconceptions.pattern_seen", "misconceptions", "number", "guess.misconceptions.pattern_seen",
              exact=pattern_by_cases()["pattern | differ"], low=0, high=1, digits=3,
              unit="probability", source="the 59,280 ordered triples whose first two cards differ"),
        Guess("misconceptions.payment_cards", "misconceptions", "number", "guess.misconceptions.payment_cards",
              exact=expected_payment_cards_by_distribution(5), low=0, high=5, digits=2,
              source="the hypergeometric distribution of 5 cards; 5 · 12/40"),
        Guess("misconceptions.slap", "misconceptions", "number", "guess.misconceptions.slap",
              exact=posterior_pattern_given_slap(p_pattern_on_a_card(), notice, false_slap), low=0, high=1,
              digits=3, unit="probability", source="the Bayes table: 629/713"),
    ]


def _uno() -> list[Guess]:
    from kit.cards import uno108
    from kit.games import uno
    from kit.lessons import precomputed
    from kit.lessons import uno as lessons
    from kit.prob import comb

    red5 = uno108.parse("R5")
    saved = precomputed.load("uno_probability")
    official = saved["hands"]["variants"]["official"]
    left_points = int(precomputed.from_histogram(official["points_left"]).sum())
    left_cards = int(precomputed.from_histogram(official["cards_left"]).sum())
    lighter = Fraction(left_points, left_cards) < lessons.points_per_card()
    anna = lessons.score_hands(["", "R5 B+2 W", "G9 G9 YS", "W+4 R0"], winner=0)
    rules = list(lessons.VARIANTS)[1:]  # the house rules (the lesson's table starts with the official rules)
    turns = {name: lessons.hand_length(precomputed.from_histogram(saved["hands"]["variants"][name]["turns"])).value
             for name in rules}
    versus = saved["versus"]
    careful = Fraction(versus["variants"]["official"]["wins"][0], versus["hands"])
    # the bluff: the cards you have not seen and the red ones among them, as the lesson counts them
    seen = [uno108.parse("R7"), uno108.parse("W+4"), *uno108.parse_many("R2 RS G4 G9 B1 Y6 W")]
    unseen = len(uno108.cards) - len(seen)
    red = sum(c.suit == "red" for c in uno108.cards) - sum(c.suit == "red" for c in seen)
    bluff = lessons.Challenge(unseen=unseen, colour=red, had=5, bluff=Fraction(1, 4)).posterior()["bluff"]
    assert comb(unseen, 4) > 0 and uno.points  # the kit's UNO counts
    return [
        Guess("uno_probability.first_card", "uno_probability", "number", "guess.uno_probability.first_card",
              exact=100 * lessons.p_first_card_action_or_wild(), low=0, high=100, digits=1, unit="count", source="100 · 28/104"),
        Guess("uno_probability.no_card", "uno_probability", "number", "guess.uno_probability.no_card",
              exact=100 * (1 - lessons.p_playable(red5)), low=0, high=100, digits=1,
              unit="count", source="100 · C(69, 7)/C(107, 7)"),
        Guess("uno_probability.one_card", "uno_probability", "number", "guess.uno_probability.one_card",
              exact=100 * lessons.p_playable(red5, hand=1), low=0, high=100, digits=1, unit="count", source="100 · 38/107"),
        Guess("uno_probability.card_points", "uno_probability", "number", "guess.uno_probability.card_points",
              exact=lessons.points_per_card(), low=0, high=50, digits=2, source="1240/108 points"),
        Guess("uno_probability.loser_cards", "uno_probability", "choice", "guess.uno_probability.loser_cards",
              choices=("guess.choice.more", "guess.choice.less"),
              right="guess.choice.less" if lighter else "guess.choice.more", measured=True,
              source="100,000 hands played (seed 1): points left / cards left"),
        Guess("uno_probability.anna", "uno_probability", "number", "guess.uno_probability.anna",
              exact=Fraction(anna), low=0, high=500, unit="count", source="75 + 38 + 50"),
        Guess("uno_probability.longest_rule", "uno_probability", "choice", "guess.uno_probability.longest_rule",
              choices=tuple(f"uno.prob.rules.{name}" for name in rules),
              right=f"uno.prob.rules.{max(turns, key=turns.get)}", measured=True,
              source="100,000 hands per rule (seed 1): mean turns"),
        Guess("uno_probability.careful", "uno_probability", "number", "guess.uno_probability.careful",
              exact=100 * careful, low=0, high=100, digits=1, measured=True,
              unit="count", source="100,000 hands against three random players (seed 2)"),
        Guess("uno_probability.bluff", "uno_probability", "number", "guess.uno_probability.bluff",
              exact=100 * bluff, low=0, high=100, digits=1, unit="count", source="the Bayes table: 100 · 31313/101613"),
    ]


def _trentasette() -> list[Guess]:
    from kit.lessons import precomputed
    from kit.lessons import trentasette as lessons

    two = precomputed.load("trentasette_probability")["hands"]["players"]["2"]  # 10,000 hands, 2 players, seed 1
    decides = two["decides"]
    ace = two["ace"]
    ace_diff = Fraction(int(precomputed.from_histogram(ace["diff"]).sum()), ace["scale"] * int(sum(ace["diff"]["count"])))
    first, dealer = two["order"]["wins"]
    lesson = "trentasette_probability"
    return [
        Guess(f"{lesson}.no_seven", lesson, "number", f"guess.{lesson}.no_seven",
              exact=100 * lessons.p_no_seven(26), low=0, high=100, digits=1, unit="count", source="100 · C(48, 26)/C(52, 26)"),
        Guess(f"{lesson}.no_hearts", lesson, "number", f"guess.{lesson}.no_hearts",
              exact=100 * lessons.p_misses_suit(13), low=0, high=100, digits=1, unit="count", source="100 · C(42, 13)/C(52, 13)"),
        Guess(f"{lesson}.run", lesson, "number", f"guess.{lesson}.run",
              exact=100 * lessons.p_run_some_suit(26, lessons.run_length(2)), low=0, high=100, digits=1,
              unit="count", source="runs of 7 counted suit by suit"),
        Guess(f"{lesson}.decides", lesson, "choice", f"guess.{lesson}.decides",
              choices=tuple(f"t37.prob.line.{kind}" for kind in lessons.KINDS),
              right=f"t37.prob.line.{max(lessons.KINDS, key=lambda kind: decides[kind])}", measured=True,
              source="10,000 hands of two players (seed 1)"),
        Guess(f"{lesson}.ace", lesson, "choice", f"guess.{lesson}.ace",
              choices=("guess.choice.more", "guess.choice.less"),
              right="guess.choice.more" if ace_diff > 2 else "guess.choice.less", measured=True,
              source="10,000 hands of two players (seed 1): the Ace's side minus the other"),
        Guess(f"{lesson}.first", lesson, "choice", f"guess.{lesson}.first",
              choices=("t37.prob.who.first", "t37.prob.who.dealer"),
              right="t37.prob.who.first" if first > dealer else "t37.prob.who.dealer", measured=True,
              source="10,000 hands of two players (seed 1): hands won"),
    ]


def _tre_cinque_otto() -> list[Guess]:
    from kit.lessons import precomputed
    from kit.lessons import tre_cinque_otto as lessons

    played = precomputed.tco_choices(precomputed.load("tre_cinque_otto_probability")["choice"])  # 5,000 deals, seed 1
    lost = Fraction(int((played.sixteen - played.six).sum()), len(played.six))
    lesson = "tre_cinque_otto_probability"
    return [
        Guess(f"{lesson}.hearts", lesson, "number", f"guess.{lesson}.hearts",
              exact=100 * sum(lessons.p_suit_count(k, 6) for k in (4, 5, 6)), low=0, high=100, digits=1,
              unit="count", source="100 · (P(4) + P(5) + P(6)), hypergeometric"),
        Guess(f"{lesson}.longest", lesson, "number", f"guess.{lesson}.longest",
              exact=lessons.expected_longest_suit(6), low=0, high=6, digits=2, source="the shapes of 6 cards"),
        Guess(f"{lesson}.monte", lesson, "number", f"guess.{lesson}.monte",
              exact=100 * lessons.p_monte_has_ace(), low=0, high=100, digits=1, unit="count", source="100 · (1 − C(48, 4)/C(52, 4))"),
        Guess(f"{lesson}.choice", lesson, "number", f"guess.{lesson}.choice",
              exact=lost, low=0, high=30, digits=2, measured=True,
              source="5,000 deals (seed 1): 16 cards minus 6 cards, deal by deal"),
    ]


KNOCKS = {"guess.choice.knock_early": (15, 16, 17, 18), "guess.choice.knock_25": (25,),
          "guess.choice.knock_high": (29, 30, 31)}
"""The Trentuno lesson's three ways to knock, as its prompt words them: early (15–18), like the
others (25), or with a very high hand (29–31)."""


def _trentuno() -> list[Guess]:
    from kit.lessons import precomputed
    from kit.lessons import trentuno as lessons

    counts = lessons.value_counts()  # every one of the 9,880 hands, by value
    anna = lessons.cards("AC 5C RD")
    games = precomputed.load("trentuno_probability")["threshold_games"]  # 2,000 games a threshold, seed 1
    wins = {key: Fraction(sum(games["thresholds"][str(t)]["wins"] for t in ts), len(ts)) for key, ts in KNOCKS.items()}
    paying, hands = lessons.pay_counts_one_opponent()[15]
    lesson = "trentuno_probability"
    return [
        Guess(f"{lesson}.value", lesson, "number", f"guess.{lesson}.value",
              exact=Fraction(max(counts, key=counts.get)), low=2, high=31, unit="count", source="the 9,880 hands, one by one"),
        Guess(f"{lesson}.thirty_one", lesson, "number", f"guess.{lesson}.thirty_one",
              exact=10_000 * Fraction(len(lessons.hands_worth_31()), sum(counts.values())), low=0, high=10_000,
              digits=1, unit="count", source="10,000 · 12/9,880"),
        Guess(f"{lesson}.improve", lesson, "number", f"guess.{lesson}.improve",
              exact=lessons.p_improve(anna, ()), low=0, high=1, digits=3, unit="probability", source="12 of the 37 unseen cards"),
        Guess(f"{lesson}.knock", lesson, "choice", f"guess.{lesson}.knock", choices=tuple(KNOCKS),
              right=max(wins, key=wins.get), measured=True,
              source="2,000 games a threshold against three players who knock at 25 (seed 1)"),
        Guess(f"{lesson}.pay", lesson, "choice", f"guess.{lesson}.pay",
              choices=("guess.choice.more", "guess.choice.less"),
              right="guess.choice.more" if Fraction(paying, hands) > Fraction(1, 3) else "guess.choice.less",
              source="every pair of hands: 1,059,228 of 3,916,080"),
    ]


def _band(p: Fraction, n: int) -> Fraction:
    """The half-width of the 95% band after ``n`` trials, z·√(p(1−p)/n), as the lessons' tables of
    the law of large numbers print it (4 decimals)."""
    from kit.prob import z_value

    return Fraction(round(z_value(0.95) * (float(p) * (1 - float(p)) / n) ** 0.5, 4)).limit_denominator(10_000)


def _size_choice(n: int, low: int, high: int) -> str:
    """The choice "fewer than ``low``", "between ``low`` and ``high``" or "more than ``high``" for ``n``."""
    return f"guess.choice.{'fewer' if n < low else 'more' if n > high else 'between'}_{low}_{high}"


def _un_due_tre() -> list[Guess]:
    from kit.games.un_due_tre import Rules, play_out
    from kit.lessons import precomputed
    from kit.lessons.un_due_tre import p_no_slap_chance, top_patterns
    from kit.prob import proportion

    patterns = top_patterns(Rules())  # the 59,280 ordered triples, counted
    either52 = top_patterns(Rules(mazzo_52=True))["either"]
    saved = precomputed.load("un_due_tre_probability")
    before, after_ = saved["first_pile_drift"]["after"]
    drift = proportion(after_, before)  # cards turned on a pile of 3 or more after the first pile taken, and hits
    within = next(k for k in range(2, 41) if 1 - p_no_slap_chance(k) > Fraction(1, 2))
    two = precomputed.lengths_array(saved["straccia_lengths"]["players"]["2"])  # 20,000 deals, seed 2
    seat0 = proportion(saved["seat0_wins"]["wins"], saved["seat0_wins"]["games"])  # 200,000 games, seed 2024
    longest_known = play_out("00000000000000000002-03311221200300010030", Rules(straccia_camicia=True))
    found = saved["long_games"]  # 200,000 deals, seed 1
    race = saved["faster_wins"]  # 100,000 games, 520 ms against 560 ms, seed 1
    faster = Fraction(race["wins"], race["finished"])
    lesson = "un_due_tre_probability"

    def compared(x: Fraction | float, e: object = None) -> str:
        if e is not None and e.contains(x):
            return "guess.choice.same"
        return "guess.choice.higher" if (e.value if e is not None else x) > Fraction(37, 247) else "guess.choice.lower"

    return [
        Guess(f"{lesson}.triples", lesson, "choice", f"guess.{lesson}.triples",
              choices=tuple(f"guess.choice.{w}_10000_100000" for w in ("fewer", "between", "more")),
              right=_size_choice(40 * 39 * 38, 10_000, 100_000), source="40 · 39 · 38 = 59,280 triples, listed"),
        Guess(f"{lesson}.pair", lesson, "number", f"guess.{lesson}.pair",
              exact=100 * patterns["pair"], low=0, high=100, digits=1, unit="count", source="100 · 4,560/59,280"),
        Guess(f"{lesson}.deck52", lesson, "choice", f"guess.{lesson}.deck52",
              choices=("guess.choice.higher", "guess.choice.lower"), right=compared(either52),
              source="49/425 against 37/247"),
        Guess(f"{lesson}.band_100", lesson, "number", f"guess.{lesson}.band_100",
              exact=_band(patterns["either"], 100), low=0, high=1, digits=4, unit="probability", source="the table: 1.96 · √(p(1 − p)/100)"),
        Guess(f"{lesson}.drift", lesson, "choice", f"guess.{lesson}.drift",
              choices=("guess.choice.higher", "guess.choice.lower", "guess.choice.same"),
              right=compared(patterns["either"], drift), measured=True,
              source="500 games of Straccia camicia (seed 2): is 37/247 inside the 95% interval?"),
        Guess(f"{lesson}.within", lesson, "number", f"guess.{lesson}.within",
              exact=Fraction(within), low=2, high=40, unit="count", source="1 − P(no pair or sandwich within k cards)"),
        Guess(f"{lesson}.straccia", lesson, "number", f"guess.{lesson}.straccia",
              exact=Fraction(int(two.sum()), two.size), low=0, high=10_000, digits=1, measured=True,
              source="20,000 two-player deals (seed 2)"),
        Guess(f"{lesson}.longest", lesson, "number", f"guess.{lesson}.longest",
              exact=Fraction(saved["straccia_lengths"]["players"]["2"]["longest_first"]["1000"]), low=0, high=10_000,
              measured=True, unit="count", source="the first 1,000 of those deals"),
        Guess(f"{lesson}.first", lesson, "choice", f"guess.{lesson}.first",
              choices=("guess.choice.helps", "guess.choice.hurts", "guess.choice.neither"),
              right=("guess.choice.neither" if seat0.contains(Fraction(1, 2))
                     else "guess.choice.helps" if seat0.value > 0.5 else "guess.choice.hurts"), measured=True,
              source="200,000 games (seed 2024): is 1/2 inside the 95% interval?"),
        Guess(f"{lesson}.tricks", lesson, "number", f"guess.{lesson}.tricks",
              exact=Fraction(longest_known.tricks), low=0, high=10_000, unit="count", source="the longest known game, played out"),
        Guess(f"{lesson}.search", lesson, "number", f"guess.{lesson}.search",
              exact=Fraction(found["games"][0]["cards"]), low=0, high=100_000, measured=True,
              unit="count", source="200,000 deals (seed 1): the longest game found"),
        # the prompt offers 50%, 55%, 65% or 90%: the lesson measures none of them (79%), so the box takes
        # the share itself, in percent
        Guess(f"{lesson}.faster", lesson, "number", f"guess.{lesson}.faster",
              exact=100 * faster, low=0, high=100, digits=1, measured=True,
              unit="count", source="100,000 games of two hard players, 520 ms against 560 ms (seed 1)"),
    ]


_BUILDERS = {"deal_hands": _deal_hands, "misconceptions": _misconceptions, "uno_probability": _uno,
             "trentasette_probability": _trentasette, "tre_cinque_otto_probability": _tre_cinque_otto,
             "trentuno_probability": _trentuno, "un_due_tre_probability": _un_due_tre}
"""Each lesson's guesses, made on first use (counting them takes a moment: a page asks only for its own)."""

LESSONS: tuple[str, ...] = tuple(_BUILDERS)
"""The lessons whose guess prompts have guess boxes."""


@lru_cache(maxsize=None)
def lesson_guesses(lesson: str) -> tuple[Guess, ...]:
    """The guesses of ``lesson``, in lesson order (made once per process).

    Raises:
        KeyError: no lesson of this name has guesses.
    """
    return tuple(_BUILDERS[lesson]())


def __getattr__(name: str) -> object:
    """:data:`GUESSES`, made on first use: every lesson guess, by id, in lesson order."""
    if name == "GUESSES":
        found = {g.id: g for lesson in LESSONS for g in lesson_guesses(lesson)}
        globals()["GUESSES"] = found
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def guess(guess_id: str) -> Guess:
    """The guess ``guess_id``.

    Raises:
        KeyError: no lesson has this guess.
    """
    lesson = guess_id.partition(".")[0]
    found = next((g for g in lesson_guesses(lesson) if g.id == guess_id), None) if lesson in _BUILDERS else None
    if found is None:
        raise KeyError(f"no lesson guess is called {guess_id!r}")
    return found


def parse_number(text: str, lang: str = "en") -> Fraction:
    """A guessed number as typed: a whole number, a decimal with a point or a comma (``"0.3"``,
    ``"0,3"``), a fraction (``"12/40"``, ``"1/2,5"``) or a percentage (``"30%"`` is 3/10,
    ``"12,5 %"`` is 1/8).  A number written with the language's thousands mark in groups of three
    (``"7.140"`` in Italian, ``"7,140"`` in English) is whole.  (Whether a percentage or a decimal
    suits the question is :func:`read_guess`'s to say.)

    Args:
        text: what the student typed (spaces are ignored).
        lang: ``"it"`` or ``"en"`` (which mark separates thousands).

    Raises:
        ValueError: anything else (empty, letters, a zero denominator, two signs…).
    """
    thousands = "." if lang == "it" else ","
    text = text.strip().replace(" ", "").replace("\u00a0", "").replace("\u2212", "-")

    def one(part: str) -> Fraction:
        if re.fullmatch(rf"[-+]?[1-9]\d{{0,2}}(\{thousands}\d{{3}})+", part):
            return Fraction(part.replace(thousands, ""))
        if not re.fullmatch(r"[-+]?(\d+([.,]\d*)?|[.,]\d+)", part):
            raise ValueError(f"not a number: {part!r}")
        return Fraction(part.replace(",", "."))

    if text.endswith("%"):  # a percentage: a number (not a fraction) and one sign at its end
        if "/" in text:
            raise ValueError(f"not a percentage: {text!r}")
        return one(text[:-1]) / 100
    top, slash, bottom = text.partition("/")
    value = one(top)
    if slash:
        below = one(bottom)
        if below == 0:
            raise ValueError("a fraction's denominator is not 0")
        value /= below
    return value


def show_number(x: Fraction | float, lang: str, digits: int = 2) -> str:
    """A number as a guess box and the teacher's page show it: whole numbers with thousands marks
    (``9.880``), an exact short decimal as it is (``0,4``, ``1.5``), a probability that is not
    whole as ``p/q ≈ decimal`` (``3/19 ≈ 0,158``), else ``≈`` and ``digits`` decimals (``≈ 27,7``)."""
    from kit.i18n import fmt_decimal, fmt_int

    x = Fraction(x)
    if x.denominator == 1:
        return fmt_int(int(x), lang)
    rounded = fmt_decimal(float(x), lang, digits)
    if Fraction(round(float(x), digits)).limit_denominator(10 ** digits) == x:  # the decimal is exact
        places = len(str(float(x)).partition(".")[2].rstrip("0"))
        return fmt_decimal(float(x), lang, places)  # 0.4, 1.5
    if digits == 0:
        return "≈ " + fmt_int(round(x), lang)
    if 0 <= x <= 1 and x.denominator <= 1000:
        return f"{x.numerator}/{x.denominator} ≈ {rounded}"
    return "≈ " + rounded


def answer_text(g: Guess, lang: str) -> str:
    """The answer of guess ``g`` in words, in ``lang``: its exact number (:func:`show_number`) or its
    right choice (``"—"`` when no choice is right)."""
    from kit.i18n import t

    if g.kind == "number":
        return show_number(g.exact, lang, g.digits)
    return t(g.right, lang) if g.right else "—"


def how_text(g: Guess, lang: str) -> str:
    """What a number guess's box asks to type, in words (its :data:`UNITS`): a count "a whole number
    from 0 to 100", a probability "a number from 0 to 1: a decimal, a fraction or a percentage", a
    decimal "a number from 0 to 5: whole or with decimals"."""
    from kit.i18n import t

    low, high = show_number(g.low, lang), show_number(g.high, lang)
    return t(f"guess.box.how_{g.unit}", lang, low=low, high=high)


def read_guess(g: Guess, text: str, lang: str, shown: str | None = None) -> Fraction:
    """A number guess as typed (:func:`parse_number`), checked against what ``g`` asks (its unit):

    * a ``count`` takes a whole number from ``low`` to ``high``; a count out of 100 takes a
      percentage too (``"27%"`` is 27).  A number with a decimal part is refused: when it lies
      between 0 and 1 (``"0,3"``, ``"12/40"``: a probability typed where a count is asked) the
      message says so, and for a count out of 100 gives the count it means (30, not 0.3);
    * a ``probability`` takes a number from 0 to 1 written as a decimal, a fraction or a
      percentage (``"30%"`` is 0.3); a whole number above 1 up to 100 (``"30"``) is refused with
      the two ways to write what it may mean (``30%`` or ``0.3``);
    * a ``decimal`` takes any number from ``low`` to ``high``, and no percentage.

    Args:
        g: a number guess.
        text: what the student typed.
        lang: ``"it"`` or ``"en"``: the messages' language and the thousands mark.
        shown: the typed text as a message quotes it (default ``text`` without its outer spaces).

    Returns:
        The guess, in the unit the question asks for.

    Raises:
        ValueError: the message, in ``lang``, says what was wrong and what is asked.
    """
    from kit.i18n import t

    shown = text.strip() if shown is None else shown
    how = how_text(g, lang)
    if not text.strip():
        raise ValueError(t("guess.box.empty", lang))
    try:
        value = parse_number(text, lang)
    except ValueError:
        raise ValueError(t("guess.box.bad_number", lang, text=shown, how=how)) from None
    percent = text.strip().endswith("%")
    low, high = show_number(g.low, lang), show_number(g.high, lang)
    out_of_100 = g.unit == "count" and (g.low, g.high) == (0, 100)
    if percent and g.unit == "decimal" or percent and g.unit == "count" and not out_of_100:
        raise ValueError(t("guess.box.no_percent", lang, how=how))
    if percent and out_of_100:
        value *= 100  # 27% of 100 is 27
    if g.unit == "count" and value.denominator != 1:
        if 0 < value < 1 and out_of_100:
            raise ValueError(t("guess.box.count_not_p_100", lang, text=shown,
                               example=show_number(round(100 * value), lang)))
        if 0 < value < 1:
            raise ValueError(t("guess.box.count_not_p", lang, text=shown, low=low, high=high))
        raise ValueError(t("guess.box.whole", lang, text=shown, low=low, high=high))
    if g.unit == "probability" and not percent and value.denominator == 1 and 1 < value <= 100:
        raise ValueError(t("guess.box.not_p_100", lang, text=shown, n=show_number(value, lang),
                           decimal=show_number(value / 100, lang, 2)))
    if not g.low <= value <= g.high:
        raise ValueError(t("guess.box.out_of_range", lang, text=shown, how=how))
    return value
