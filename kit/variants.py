r"""Parameterised questions for per-student sheets: same questions, different numbers.

A *template* is one question with a few parameters that change its numbers, e.g. "a hand of
``k`` cards from the 40-card deck holds at least one card of rank ``r``".  Each template keeps

* its *choices*: every allowed parameter set, a fixed tuple of plain dicts;
* ``answer(**params)``: the exact answer, a :class:`fractions.Fraction`;
* ``wrong(**params)``: typical wrong answers, hint name → ``Fraction`` (the hint's text is the
  catalogue entry ``check.hint.<name>``, as for :func:`kit.check.declare_wrong`);
* its wording: catalogue entries ``sheets.q.<name>.title`` and ``sheets.q.<name>.text`` in
  Italian and English (:mod:`kit.i18n.sheets`), filled by ``fields(lang, **params)``.

A *sheet* is a tuple of template names (:data:`SHEETS`, by a one-character version); a
:class:`Variant` of it picks one choice per question.

The variant code.  A variant is written as a short code, e.g. ``1K7QM2X``: the sheet version
(one character), the choice indices in mixed radix written in Crockford base 32, and one check
character (from SHA-256) that catches most typos.  The code holds the parameters, so
:func:`kit.check.check` recomputes the exact answer of ``"v.<code>.q<i>"`` from the code alone,
without the class roster or the seed.  A student who decodes the code learns the parameters,
which are printed on the sheet anyway; the answers themselves are never written in it.
Codes stay valid as long as a sheet version is never edited: to change a sheet, add a new
version to :data:`SHEETS` (and new templates to :data:`TEMPLATES`).

Drawing.  :func:`class_variants` gives each row of a class its own ``numpy`` Generator,
spawned from ``SeedSequence(seed)`` (no global random state), and draws each question's choice
uniformly.  A draw whose answers equal an earlier student's answers is drawn again from the same
student's Generator, so two students of one class get different numbers whenever there are
enough variants (the space of sheet ``"1"`` has about 2.9 million).

The templates of sheet ``"1"``

==================  ========================================================  ============================
template            question                                                  exact answer
==================  ========================================================  ============================
at_least_one        ≥ 1 card of rank r in a hand of k from italian40         1 − C(36,k)/C(40,k)
exactly_suit        exactly m cards of suit s in a hand of k                  C(10,m)·C(30,k−m)/C(40,k)
pair_on_top         two of the top n cards share a rank                       1 − ∏ᵢ₌₀ⁿ⁻¹ (40−4i)/(40−i)
udt_next_pays       n plain cards turned; the next one pays (Un, due, tre)    12/(40−n)
expected_payment    expected payment cards in a hand of k (40 or 52 cards)    k·12/40 or k·16/52
==================  ========================================================  ============================

Sheets ``"2"`` to ``"6"`` (Un, due, tre; UNO; Trentasette; Trentuno; 3-5-8: ``make sheets SHEET=<n>``,
:data:`SHEET_VERSIONS`) have 3 to 5 templates each, whose exact answers are counted with
``math.comb`` or by going through the hands (Trentuno); see :data:`SHEETS`.

Worked examples.  Each template lists in ``worked`` the parameter sets the lesson
(``source/notebooks/``) or the class sheet (``source/solutions/``) works out; a choice with the
same answer is never drawn (:attr:`Template.drawable`), though its code still decodes.
"""

from __future__ import annotations

import hashlib
import itertools
import math
import re
from dataclasses import dataclass, field
from functools import cache, cached_property
from fractions import Fraction
from types import MappingProxyType
from typing import Callable, Iterable, Mapping

import numpy as np

from kit.cards import ITALIAN_RANKS, ITALIAN_SUITS
from kit.i18n import t

VARIANT_SHEET = "v"
"""The sheet part of a variant question id: ``"v.<code>.q<i>"``."""

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32 (no I, L, O, U: nothing to misread)."""


class BadCode(ValueError):
    """A variant code (or a variant question id) that no sheet can have written."""


def _grid(where: Callable[..., bool] | None = None, **axes: Iterable) -> tuple[Mapping[str, object], ...]:
    """Every combination of ``axes`` (in the order given, the last axis fastest) as read-only
    dicts, keeping those for which ``where(**params)`` is true."""
    names = list(axes)
    out = []
    for values in itertools.product(*(tuple(axes[n]) for n in names)):
        params = dict(zip(names, values))
        if where is None or where(**params):
            out.append(MappingProxyType(params))
    return tuple(out)


def _no_wrong(**params: object) -> dict[str, Fraction]:
    return {}


def _same_fields(lang: str, **params: object) -> dict[str, object]:
    return dict(params)


@dataclass(frozen=True)
class Template:
    """One parameterised question.

    Attributes:
        name: the template's name; its wording is ``sheets.q.<name>.title`` / ``.text``.
        lesson: the lesson it practises (``"dealing"``, ``"udt"``, ``"uno"``, ``"trentasette"``,
            ``"trentuno"`` or ``"tre_cinque_otto"``), for the teacher.
        choices: every allowed parameter set (read-only dicts), in a fixed order that variant
            codes rely on.
        answer: ``answer(**params)`` → the exact answer (``Fraction``).
        wrong: ``wrong(**params)`` → ``{hint name: typical wrong answer}``.
        fields: ``fields(lang, **params)`` → the values for the wording's placeholders.
        worked: the parameter sets worked out in front of the class, in the lesson
            (``source/notebooks/``) or in the class sheet (``source/solutions/``); a student is
            never drawn a choice whose answer equals one of theirs (:attr:`drawable`).  They need
            not be among ``choices``; listing them does not change any code.
    """

    name: str
    lesson: str
    choices: tuple[Mapping[str, object], ...]
    answer: Callable[..., Fraction]
    wrong: Callable[..., dict[str, Fraction]] = _no_wrong
    fields: Callable[..., dict[str, object]] = _same_fields
    worked: tuple[Mapping[str, object], ...] = ()

    def __post_init__(self) -> None:
        if not self.choices:
            raise ValueError(f"template {self.name!r} has no choices")
        if not self.drawable:
            raise ValueError(f"template {self.name!r}: every choice repeats a worked example")

    @cached_property
    def drawable(self) -> frozenset[int]:
        """The indices of the choices a student may be drawn: those whose answer is not the answer
        of a worked example (same answer, same example: "at least one Re in 3 cards" is the
        lesson's "at least one Asso in 3 cards" again)."""
        worked = {Fraction(self.answer(**params)) for params in self.worked}
        return frozenset(i for i, params in enumerate(self.choices) if Fraction(self.answer(**params)) not in worked)


@dataclass(frozen=True)
class Question:
    """One question of a variant: a template and the parameters drawn for it."""

    template: Template
    params: Mapping[str, object]

    def answer(self) -> Fraction:
        """The exact answer (``Fraction``)."""
        return Fraction(self.template.answer(**self.params))

    def wrong(self) -> dict[str, Fraction]:
        """Typical wrong answers, hint name → ``Fraction``; any equal to the right answer is
        dropped (a misconception that happens to give the right number is no mistake)."""
        right = self.answer()
        return {hint: Fraction(value) for hint, value in self.template.wrong(**self.params).items()
                if Fraction(value) != right}

    def title(self, lang: str) -> str:
        """The question's title in ``lang`` (``"it"`` or ``"en"``).

        Raises:
            ValueError: unknown language.
        """
        return t(f"sheets.q.{self.template.name}.title", lang, **self.template.fields(lang, **self.params))

    def text(self, lang: str) -> str:
        """The question's wording in ``lang`` (``"it"`` or ``"en"``).

        Raises:
            ValueError: unknown language.
        """
        return t(f"sheets.q.{self.template.name}.text", lang, **self.template.fields(lang, **self.params))


# --- the templates ------------------------------------------------------------------------------


def _rank_name(rank: str, lang: str) -> str:
    """An Italian rank's name: ``Asso``/``Ace``, ``7``, ``Fante``/``Knave``…"""
    if rank == "A":
        return t("rank.A.italian", lang)
    return rank if rank.isdigit() else t(f"rank.{rank}", lang)


def _falling(n: int, k: int) -> int:
    """n·(n−1)·…·(n−k+1): ordered ways to pick k of n."""
    return math.perm(n, k)


def _at_least_one(k: int, rank: str) -> Fraction:
    return 1 - Fraction(math.comb(36, k), math.comb(40, k))


def _at_least_one_wrong(k: int, rank: str) -> dict[str, Fraction]:
    return {"with_replacement": 1 - Fraction(36, 40) ** k,
            "exactly_one": Fraction(4 * math.comb(36, k - 1), math.comb(40, k)),
            "overlap": k * Fraction(4, 40)}


def _exactly_suit(k: int, m: int, suit: str) -> Fraction:
    return Fraction(math.comb(10, m) * math.comb(30, k - m), math.comb(40, k))


def _exactly_suit_wrong(k: int, m: int, suit: str) -> dict[str, Fraction]:
    return {"with_replacement": math.comb(k, m) * Fraction(1, 4) ** m * Fraction(3, 4) ** (k - m),
            "one_order": Fraction(_falling(10, m) * _falling(30, k - m), _falling(40, k))}


def _pair_on_top(n: int) -> Fraction:
    return 1 - Fraction(math.prod(40 - 4 * i for i in range(n)), _falling(40, n))


def _pair_on_top_wrong(n: int) -> dict[str, Fraction]:
    return {"with_replacement": 1 - Fraction(math.prod(10 - i for i in range(n)), 10 ** n),
            "overlap": math.comb(n, 2) * Fraction(3, 39)}


def _udt_next_pays(n: int) -> Fraction:
    return Fraction(12, 40 - n)


def _udt_next_pays_wrong(n: int) -> dict[str, Fraction]:
    return {"with_replacement": Fraction(12, 40)}


PAYERS = {"italian40": (12, 40), "french52": (16, 52)}
"""Payment cards and deck size for the two decks of Un, due, tre (A, 2, 3 / J, Q, K, A)."""


def _expected_payment(k: int, deck: str) -> Fraction:
    payers, size = PAYERS[deck]
    return k * Fraction(payers, size)



# --- sheet 2: Un, due, tre ------------------------------------------------------------------------

UDT_VALUES = {"italian40": (1, 2, 3), "french52": (1, 2, 3, 4)}
"""The payment values of the payment ranks, four cards each: Asso, 2, 3 (40 cards); J, Q, K, A (52)."""


def _udt_no_payment(deck: str, n: int) -> Fraction:
    payers, size = PAYERS[deck]
    return Fraction(math.comb(size - payers, n), math.comb(size, n))


def _udt_no_payment_wrong(deck: str, n: int) -> dict[str, Fraction]:
    payers, size = PAYERS[deck]
    return {"with_replacement": Fraction(size - payers, size) ** n}


def _udt_first_payment_at(deck: str, n: int) -> Fraction:
    payers, size = PAYERS[deck]
    return Fraction(_falling(size - payers, n - 1) * payers, _falling(size, n))


def _udt_first_payment_at_wrong(deck: str, n: int) -> dict[str, Fraction]:
    payers, size = PAYERS[deck]
    return {"with_replacement": Fraction(size - payers, size) ** (n - 1) * Fraction(payers, size)}


def _udt_payment_value(deck: str, k: int) -> Fraction:
    _, size = PAYERS[deck]
    return k * Fraction(4 * sum(UDT_VALUES[deck]), size)


def _udt_payment_value_wrong(deck: str, k: int) -> dict[str, Fraction]:
    payers, size = PAYERS[deck]
    values = UDT_VALUES[deck]
    return {"probability_not_expected": k * Fraction(payers, size),
            "unweighted_mean": k * Fraction(sum(values), len(values) + 1),  # 0 and each value once
            "zero_values": k * Fraction(sum(values), len(values))}  # the payment cards only


@cache
def _udt_slap_within(k: int) -> Fraction:
    from kit.lessons.un_due_tre import p_no_slap_chance  # exact, by counting the ranks left

    return 1 - p_no_slap_chance(k)


def _udt_slap_within_wrong(k: int) -> dict[str, Fraction]:
    # each new card: a pair (3 of 39) or a sandwich (3 of 39) as if nothing before mattered, added up
    added = Fraction(3, 39) + (k - 2) * (Fraction(3, 39) + Fraction(3, 39))
    return {"overlap": added} if added < 1 else {}


# --- sheet 3: UNO -------------------------------------------------------------------------------

UNO_COLOURS = ("red", "yellow", "green", "blue")
UNO_OPEN = {"number": 76, "zero": 4, "action": 24, "draw2": 8, "wild": 4, "colour": 25}
"""Cards of each kind among the 104 that can open the pile (the 108 without the 4 Wild Draw Fours)."""
UNO_POINTS_TOTAL = 1240
"""The points of the whole UNO deck (UNO-8): 4·(2·45) numbers, 24·20 actions, 8·50 wilds."""


def _uno_open(kind: str) -> Fraction:
    return Fraction(UNO_OPEN[kind], 104)


def _uno_open_wrong(kind: str) -> dict[str, Fraction]:
    return {"seen_cards": Fraction(UNO_OPEN[kind], 108)}  # the Wild Draw Fours left among the cards


def _uno_card_name(colour: str, rank: str, lang: str) -> str:
    """A UNO card's name in ``lang``: "5 rosso", "Green Skip"…"""
    from kit.cards import uno108

    return next(c for c in uno108.cards if c.suit == colour and c.rank == rank).name(lang)


def _uno_fits(rank: str) -> int:
    """Cards among the other 107 that can be played on a coloured ``rank``: the 24 others of its
    colour, the same rank in the 3 other colours (1 each for a 0, else 2), and the 8 wilds."""
    return 24 + (3 if rank == "0" else 6) + 8


def _uno_playable(colour: str, rank: str, h: int) -> Fraction:
    return 1 - Fraction(math.comb(107 - _uno_fits(rank), h), math.comb(107, h))


def _uno_playable_wrong(colour: str, rank: str, h: int) -> dict[str, Fraction]:
    return {"with_replacement": 1 - Fraction(107 - _uno_fits(rank), 107) ** h}


def _uno_points(k: int) -> Fraction:
    return k * Fraction(UNO_POINTS_TOTAL, 108)


def _uno_points_wrong(k: int) -> dict[str, Fraction]:
    return {"unweighted_mean": k * Fraction(sum(range(10)) + 20 + 50, 12)}  # the 12 scores once each


def _uno_draw_exactly(stock: int, good: int, j: int) -> Fraction:
    return Fraction(_falling(stock - good, j - 1) * good, _falling(stock, j))


def _uno_draw_exactly_wrong(stock: int, good: int, j: int) -> dict[str, Fraction]:
    return {"with_replacement": Fraction(stock - good, stock) ** (j - 1) * Fraction(good, stock)}


def _uno_draw_mean(stock: int, good: int) -> Fraction:
    bad = stock - good
    return sum((j * _uno_draw_exactly(stock, good, j) for j in range(1, bad + 2)), Fraction(0))


def _uno_draw_mean_wrong(stock: int, good: int) -> dict[str, Fraction]:
    return {"with_replacement": Fraction(stock, good)}  # the geometric mean: cards put back


# --- sheet 4: Trentasette -------------------------------------------------------------------------

FRENCH_SUITS = ("hearts", "diamonds", "clubs", "spades")


def _t37_no_seven(n: int) -> Fraction:
    return Fraction(math.comb(48, n), math.comb(52, n))


def _t37_no_seven_wrong(n: int) -> dict[str, Fraction]:
    return {"with_replacement": Fraction(48, 52) ** n}


def _t37_misses_suit(n: int, suit: str) -> Fraction:
    return Fraction(math.comb(42, n), math.comb(52, n))


def _t37_misses_suit_wrong(n: int, suit: str) -> dict[str, Fraction]:
    return {"figures_in_suit": Fraction(math.comb(39, n), math.comb(52, n))}


def _t37_misses_some_suit(n: int) -> Fraction:
    return Fraction(sum((-1) ** (j + 1) * math.comb(4, j) * math.comb(52 - 10 * j, n) for j in range(1, 5)),
                    math.comb(52, n))


def _t37_misses_some_suit_wrong(n: int) -> dict[str, Fraction]:
    return {"overlap": 4 * Fraction(math.comb(42, n), math.comb(52, n))}


@cache
def _runs(k: int, length: int, wrap: bool = False) -> int:
    """How many sets of ``k`` of the values 1..10 hold ``length`` consecutive values (the Ace only
    low; with ``wrap``, also going on past the 10: 9, 10, 1, 2…)."""
    def has_run(values: set[int]) -> bool:
        starts = range(1, 11) if wrap else range(1, 12 - length)
        return any(all((v + i - 1) % 10 + 1 in values for i in range(length)) for v in starts)

    return sum(has_run(set(group)) for group in itertools.combinations(range(1, 11), k))


def _t37_run(k: int, length: int) -> Fraction:
    return Fraction(_runs(k, length), math.comb(10, k))


def _t37_run_wrong(k: int, length: int) -> dict[str, Fraction]:
    return {"wrap_run": Fraction(_runs(k, length, wrap=True), math.comb(10, k))}


def _t37_points_lost(n: int) -> Fraction:
    return 3 * 4 * Fraction(math.comb(42, n), math.comb(52, n))


def _t37_points_lost_wrong(n: int) -> dict[str, Fraction]:
    return {"probability_not_expected": _t37_misses_some_suit(n)}  # P(some suit missed), not points


# --- sheet 5: Trentuno ----------------------------------------------------------------------------

T31_IMPROVE_HANDS = ("7C 4C RD", "AB 6S 3D", "5S 4S FC", "RB CB 2D", "6C 6D 6S", "AD 2C 3B", "7S 2S CD",
                     "FB 4D 3C", "AS 6S 5D", "2B 3B 4B", "RC CC 7D", "5D 5C 4S")
"""Trentuno hands (codes of kit.cards.italian40) for the "one draw" question."""

T31_PAY_HANDS = ("RC 7C 2D", "AB 3S 4D", "FD 6D 5C", "7S 6S 3B", "AC 2D 4B", "CB 5B 2S", "4C 3C 2C",
                 "RD FS 6C", "AS FS 2B", "7D 7B 7C", "6B 5D 3S", "CD 4D AB")
"""Trentuno hands for the "who pays" question."""


def _t31_hands() -> list[tuple]:
    from kit.cards import italian40

    return list(itertools.combinations(italian40.cards, 3))


def _t31_cards(codes: str) -> list:
    from kit.cards import italian40

    return list(italian40.parse_many(codes))


@cache
def _t31_value_at_least(v: int) -> Fraction:
    from kit.games.trentuno import hand_value

    hands = _t31_hands()
    return Fraction(sum(hand_value(hand) >= v for hand in hands), len(hands))


@cache
def _t31_value_at_least_wrong(v: int) -> dict[str, Fraction]:
    from kit.games.trentuno import hand_value

    hands = _t31_hands()
    return {"ties_pay": Fraction(sum(hand_value(hand) > v for hand in hands), len(hands))}  # "more than v"


@cache
def _t31_improve(hand: str) -> Fraction:
    from kit.cards import italian40
    from kit.games.trentuno import hand_value, value_after

    held = _t31_cards(hand)
    unseen = [c for c in italian40.cards if c not in held]
    return Fraction(sum(value_after(held, c) > hand_value(held) for c in unseen), len(unseen))


@cache
def _t31_pays(hand: str) -> Fraction:
    from kit.cards import italian40
    from kit.games.trentuno import hand_value

    held = _t31_cards(hand)
    mine = hand_value(held)
    others = list(itertools.combinations([c for c in italian40.cards if c not in held], 3))
    return Fraction(sum(hand_value(h) >= mine for h in others), len(others))


@cache
def _t31_pays_wrong(hand: str) -> dict[str, Fraction]:
    from kit.cards import italian40
    from kit.games.trentuno import hand_value

    held = _t31_cards(hand)
    mine = hand_value(held)
    others = list(itertools.combinations([c for c in italian40.cards if c not in held], 3))
    every = _t31_hands()
    return {"ties_pay": Fraction(sum(hand_value(h) > mine for h in others), len(others)),
            "unseen": Fraction(sum(hand_value(h) >= mine for h in every), len(every))}


def _t31_hand_fields(lang: str, hand: str) -> dict[str, object]:
    from kit.games.trentuno import hand_value

    cards = _t31_cards(hand)
    return {"hand": ", ".join(c.name(lang) for c in cards), "code": hand, "value": hand_value(cards)}


# --- sheet 6: 3-5-8 -------------------------------------------------------------------------------


def _tco_exactly_suit(c: int, m: int, suit: str) -> Fraction:
    return Fraction(math.comb(13, m) * math.comb(39, c - m), math.comb(52, c))


def _tco_exactly_suit_wrong(c: int, m: int, suit: str) -> dict[str, Fraction]:
    return {"with_replacement": math.comb(c, m) * Fraction(1, 4) ** m * Fraction(3, 4) ** (c - m)}


def _tco_monte(seen: int, held: int, rank: str) -> Fraction:
    unseen = 52 - seen
    return 1 - Fraction(math.comb(unseen - (4 - held), 4), math.comb(unseen, 4))


def _tco_monte_wrong(seen: int, held: int, rank: str) -> dict[str, Fraction]:
    unseen = 52 - seen
    return {"seen_cards": 1 - Fraction(math.comb(48, 4), math.comb(52, 4)),
            "held_aces": 1 - Fraction(math.comb(unseen - 4, 4), math.comb(unseen, 4))}


def _suit_shapes(c: int) -> Iterable[tuple[int, int, int, int]]:
    """Every (hearts, diamonds, clubs, spades) count of a hand of ``c`` cards."""
    for a in range(c + 1):
        for b in range(c + 1 - a):
            for d in range(c + 1 - a - b):
                yield a, b, d, c - a - b - d


def _tco_longest(c: int, length: int) -> Fraction:
    hands = sum(math.prod(math.comb(13, x) for x in shape) for shape in _suit_shapes(c) if max(shape) >= length)
    return Fraction(hands, math.comb(52, c))


def _tco_longest_wrong(c: int, length: int) -> dict[str, Fraction]:
    one = sum(_tco_exactly_suit(c, m, "hearts") for m in range(length, c + 1))
    return {"overlap": 4 * one}  # one suit's chance times four: two long suits counted twice


def _tco_no_suit(c: int, suit: str) -> Fraction:
    return Fraction(math.comb(39, c), math.comb(52, c))


def _tco_no_suit_wrong(c: int, suit: str) -> dict[str, Fraction]:
    return {"with_replacement": Fraction(3, 4) ** c}


def _french_rank(rank: str, lang: str) -> str:
    return t("rank.A.french", lang) if rank == "A" else t(f"rank.{rank}", lang)


TEMPLATES: dict[str, Template] = {
    template.name: template
    for template in (
        Template("at_least_one", "dealing", _grid(k=range(2, 9), rank=ITALIAN_RANKS),
                 _at_least_one, _at_least_one_wrong,
                 lambda lang, k, rank: {"k": k, "rank": _rank_name(rank, lang)},
                 worked=({"k": 3, "rank": "A"},)),  # deal_hands: at least one Asso in 3 cards
        Template("exactly_suit", "dealing", _grid(k=range(3, 7), m=range(1, 4), suit=ITALIAN_SUITS),
                 _exactly_suit, _exactly_suit_wrong,
                 lambda lang, k, m, suit: {"k": k, "m": m, "suit": t(f"suit.{suit}", lang)}),
        Template("pair_on_top", "dealing", _grid(n=range(3, 7)), _pair_on_top, _pair_on_top_wrong),
        Template("udt_next_pays", "udt", _grid(n=range(1, 13)), _udt_next_pays, _udt_next_pays_wrong),
        Template("expected_payment", "udt", _grid(k=range(2, 11), deck=tuple(PAYERS)), _expected_payment,
                 fields=lambda lang, k, deck: {"k": k, "rule": t(f"sheets.rule.{deck}", lang)}),

        # sheet 2: Un, due, tre (source/notebooks/un_due_tre_probability.ipynb, source/solutions/02_un_due_tre.ipynb)
        Template("udt_no_payment", "udt", _grid(deck=tuple(PAYERS), n=range(2, 9)), _udt_no_payment,
                 _udt_no_payment_wrong, lambda lang, deck, n: {"n": n, "rule": t(f"sheets.rule.{deck}", lang)}),
        Template("udt_first_payment_at", "udt", _grid(deck=tuple(PAYERS), n=range(1, 7)), _udt_first_payment_at,
                 _udt_first_payment_at_wrong, lambda lang, deck, n: {"n": n, "rule": t(f"sheets.rule.{deck}", lang)},
                 worked=({"deck": "italian40", "n": 1},)),  # class sheet Q4: the first card pays (12/40)
        Template("udt_payment_value", "udt", _grid(deck=tuple(PAYERS), k=range(1, 9)), _udt_payment_value,
                 _udt_payment_value_wrong,
                 lambda lang, deck, k: {"k": k, "rule": t(f"sheets.rule.{deck}.values", lang)},
                 worked=({"deck": "french52", "k": 1},)),  # class sheet Q6: the first card's value, 52 cards
        Template("udt_slap_within", "udt", _grid(k=range(3, 11)), _udt_slap_within, _udt_slap_within_wrong,
                 worked=({"k": 5},  # the lesson, section 2: by the 5th card
                         {"k": 3})),  # class sheet Q5: within three cards
        # sheet 3: UNO (uno_probability, 03_uno)
        Template("uno_open", "uno", _grid(kind=("number", "zero", "action", "draw2", "wild", "colour")),
                 _uno_open, _uno_open_wrong, lambda lang, kind: {"kind": t(f"sheets.uno.open.{kind}", lang)}),
        # worked: the lesson (section 2) and class sheet Q2 on a red 5 with 7 cards, and the lesson's
        # table at 7 cards on a red 0 and a red Skip (same answers as any 1-9 or action at 7 cards)
        Template("uno_playable", "uno", _grid(colour=UNO_COLOURS, rank=("0", "2", "5", "8", "skip", "draw2"),
                                              h=range(3, 11)),
                 _uno_playable, _uno_playable_wrong,
                 lambda lang, colour, rank, h: {"h": h, "top": _uno_card_name(colour, rank, lang)},
                 worked=({"colour": "red", "rank": "5", "h": 7}, {"colour": "red", "rank": "0", "h": 7},
                         {"colour": "red", "rank": "skip", "h": 7})),
        Template("uno_points", "uno", _grid(k=range(1, 11)), _uno_points, _uno_points_wrong,
                 worked=({"k": 7},)),  # the lesson (section 3) and class sheet Q3: 7 cards
        Template("uno_draw_exactly", "uno", _grid(stock=(30, 36, 40, 45), good=(6, 8, 10, 12, 14), j=range(2, 5)),
                 _uno_draw_exactly, _uno_draw_exactly_wrong,
                 lambda lang, stock, good, j: {"stock": stock, "good": good, "j": j, "before": j - 1},
                 worked=({"stock": 40, "good": 14, "j": 3},)),  # class sheet Q5
        Template("uno_draw_mean", "uno", _grid(stock=(30, 36, 40, 45), good=(6, 8, 10, 12, 14)),
                 _uno_draw_mean, _uno_draw_mean_wrong,
                 worked=({"stock": 40, "good": 14},)),  # class sheet Q6
        # sheet 4: Trentasette (trentasette_probability, 04_trentasette)
        Template("t37_no_seven", "trentasette", _grid(n=range(8, 41, 2)), _t37_no_seven, _t37_no_seven_wrong,
                 worked=({"n": 26},  # the lesson, section 1
                         {"n": 20})),  # class sheet Q2
        Template("t37_misses_suit", "trentasette", _grid(n=range(8, 21), suit=FRENCH_SUITS), _t37_misses_suit,
                 _t37_misses_suit_wrong, lambda lang, n, suit: {"n": n, "suit": t(f"suit.{suit}", lang)},
                 worked=tuple({"n": n, "suit": "hearts"} for n in (8, 13, 17))),  # the lesson's table; 13: Q3
        Template("t37_misses_some_suit", "trentasette", _grid(n=range(8, 21)), _t37_misses_some_suit,
                 _t37_misses_some_suit_wrong, worked=tuple({"n": n} for n in (8, 13, 17))),  # lesson; Q4
        Template("t37_run", "trentasette", _grid(k=range(6, 10), length=(6, 7), where=lambda k, length: k >= length),
                 _t37_run, _t37_run_wrong, worked=({"k": 7, "length": 7},)),  # class sheet Q6
        Template("t37_points_lost", "trentasette", _grid(n=range(8, 21)), _t37_points_lost,
                 _t37_points_lost_wrong, worked=({"n": 13},)),  # class sheet Q5
        # sheet 5: Trentuno (trentuno_probability, 05_trentuno)
        Template("t31_value_at_least", "trentuno", _grid(v=range(16, 32)), _t31_value_at_least,
                 _t31_value_at_least_wrong,
                 worked=({"v": 31},  # the lesson, section 2: dealt 31
                         {"v": 21})),  # class sheet Q6: at least 21
        Template("t31_improve", "trentuno", _grid(hand=T31_IMPROVE_HANDS), _t31_improve, fields=_t31_hand_fields,
                 worked=({"hand": "AC 5C RD"},)),  # the lesson, section 3
        Template("t31_pays", "trentuno", _grid(hand=T31_PAY_HANDS), _t31_pays, _t31_pays_wrong,
                 fields=_t31_hand_fields, worked=({"hand": "RC 5C 2D"},)),  # class sheet Q5
        # sheet 6: 3-5-8 (tre_cinque_otto_probability, 06_tre_cinque_otto)
        Template("tco_exactly_suit", "tre_cinque_otto",
                 _grid(c=range(4, 9), m=range(1, 5), suit=FRENCH_SUITS, where=lambda c, m, suit: m < c),
                 _tco_exactly_suit, _tco_exactly_suit_wrong,
                 lambda lang, c, m, suit: {"c": c, "m": m, "suit": t(f"suit.{suit}", lang)},
                 worked=tuple({"c": 6, "m": m, "suit": "hearts"} for m in range(7))),  # lesson, section 1
        Template("tco_monte", "tre_cinque_otto", _grid(seen=(6, 16), held=range(0, 4), rank=("A", "K", "Q", "J")),
                 _tco_monte, _tco_monte_wrong,
                 lambda lang, seen, held, rank: {"seen": seen, "held": held, "unseen": 52 - seen,
                                                 "rank": _french_rank(rank, lang)},
                 worked=tuple({"seen": 16, "held": a, "rank": "A"} for a in range(5))  # the lesson's table
                 + ({"seen": 0, "held": 0, "rank": "A"},)),  # the lesson, section 3: no card seen
        Template("tco_longest", "tre_cinque_otto", _grid(c=range(5, 9), length=range(3, 6)), _tco_longest,
                 _tco_longest_wrong, worked=({"c": 6, "length": 4},)),  # the lesson, section 2
        Template("tco_no_suit", "tre_cinque_otto", _grid(c=range(4, 11), suit=FRENCH_SUITS), _tco_no_suit,
                 _tco_no_suit_wrong, lambda lang, c, suit: {"c": c, "suit": t(f"suit.{suit}", lang)},
                 worked=({"c": 6, "suit": "hearts"},)),  # the lesson, section 1: no hearts in 6
    )
}
"""Every template by name.  Never change the choices of a template a sheet version uses."""

SHEETS: dict[str, tuple[str, ...]] = {
    "1": ("at_least_one", "exactly_suit", "pair_on_top", "udt_next_pays", "expected_payment"),
    "2": ("udt_no_payment", "udt_first_payment_at", "udt_slap_within", "udt_payment_value"),
    "3": ("uno_open", "uno_playable", "uno_points", "uno_draw_exactly", "uno_draw_mean"),
    "4": ("t37_no_seven", "t37_misses_suit", "t37_misses_some_suit", "t37_run", "t37_points_lost"),
    "5": ("t31_value_at_least", "t31_improve", "t31_pays"),
    "6": ("tco_exactly_suit", "tco_no_suit", "tco_longest", "tco_monte"),
}
"""Sheet versions (one character of :data:`ALPHABET`) → their questions' templates, in order."""

CURRENT = "1"
"""The sheet version new variants are drawn from when no sheet is named."""

SHEET_VERSIONS: dict[int, str] = {1: "1", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6"}
"""The class sheet (1 dealing, 2 Un, due, tre, 3 UNO, 4 Trentasette, 5 Trentuno, 6 3-5-8) → the
version its per-student variants are drawn from (``make sheets SHEET=<n>``)."""


def _check_char(text: str) -> str:
    return ALPHABET[hashlib.sha256(text.encode()).digest()[0] % 32]


def _width(version: str) -> int:
    """How many base-32 digits the choices of ``version`` take."""
    space = math.prod(len(TEMPLATES[name].choices) for name in SHEETS[version])
    width = 1
    while 32 ** width < space:
        width += 1
    return width


@dataclass(frozen=True)
class Variant:
    """One student's variant of a sheet: a choice index per question.

    Attributes:
        version: the sheet version, a key of :data:`SHEETS`.
        picks: for question i (0-based), the index into its template's ``choices``.

    Raises:
        BadCode: unknown version, wrong number of picks, or a pick out of range.
    """

    version: str
    picks: tuple[int, ...]
    questions: tuple[Question, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        names = SHEETS.get(self.version)
        if names is None:
            raise BadCode(f"unknown sheet version {self.version!r}; versions: {', '.join(SHEETS)}")
        picks = tuple(int(p) for p in self.picks)
        if len(picks) != len(names):
            raise BadCode(f"sheet {self.version} has {len(names)} questions, got {len(picks)} picks")
        questions = []
        for name, pick in zip(names, picks):
            template = TEMPLATES[name]
            if not 0 <= pick < len(template.choices):
                raise BadCode(f"{name}: pick {pick} is not in 0..{len(template.choices) - 1}")
            questions.append(Question(template, template.choices[pick]))
        object.__setattr__(self, "picks", picks)
        object.__setattr__(self, "questions", tuple(questions))

    @property
    def code(self) -> str:
        """The short code, e.g. ``"1K7QM2X"`` (see the module docstring)."""
        number = 0
        for name, pick in zip(SHEETS[self.version], self.picks):
            number = number * len(TEMPLATES[name].choices) + pick
        digits = []
        for _ in range(_width(self.version)):
            number, digit = divmod(number, 32)
            digits.append(ALPHABET[digit])
        body = self.version + "".join(reversed(digits))
        return body + _check_char(body)

    def qid(self, number: int) -> str:
        """The question id of question ``number`` (1-based): ``"v.<code>.q<number>"``.

        Raises:
            IndexError: no such question on this sheet.
        """
        if not 1 <= number <= len(self.questions):
            raise IndexError(f"questions are numbered 1..{len(self.questions)}, got {number}")
        return f"{VARIANT_SHEET}.{self.code}.q{number}"

    def answers(self) -> tuple[Fraction, ...]:
        """The exact answers, question by question."""
        return tuple(q.answer() for q in self.questions)


def decode(code: str) -> Variant:
    """The variant a code stands for (case and surrounding spaces ignored).

    Args:
        code: a code written by :attr:`Variant.code`, e.g. ``"1K7QM2X"``.

    Returns:
        The :class:`Variant`.

    Raises:
        BadCode: not a code (unknown version, wrong length, a character outside
            :data:`ALPHABET`, a wrong check character, or choices out of range).
    """
    if not isinstance(code, str):
        raise BadCode(f"a variant code is text, not {type(code).__name__}")
    text = code.strip().upper()
    if not text or text[0] not in SHEETS:
        raise BadCode(f"{code!r} is not a variant code: it must start with a sheet version ({', '.join(SHEETS)})")
    version = text[0]
    width = _width(version)
    if len(text) != width + 2 or any(ch not in ALPHABET for ch in text):
        raise BadCode(f"{code!r} is not a variant code of sheet {version}: {width + 2} characters of {ALPHABET}")
    body, check = text[:-1], text[-1]
    if _check_char(body) != check:
        raise BadCode(f"{code!r} is not a variant code: its check character does not match (a typo?)")
    number = 0
    for ch in body[1:]:
        number = number * 32 + ALPHABET.index(ch)
    picks = []
    for name in reversed(SHEETS[version]):
        number, pick = divmod(number, len(TEMPLATES[name].choices))
        picks.append(pick)
    if number:
        raise BadCode(f"{code!r} is not a variant code: its number is out of range")
    return Variant(version, tuple(reversed(picks)))


_QID = re.compile(rf"{VARIANT_SHEET}\.([^.]+)\.q(\d+)")


def parse_qid(qid: str) -> tuple[Variant, int]:
    """Split a variant question id ``"v.<code>.q<i>"`` into its variant and question number.

    The number is not checked against the sheet (the caller says which questions exist).

    Raises:
        BadCode: ``qid`` is not shaped ``"v.<code>.q<i>"`` or its code is not a variant code.
    """
    match = _QID.fullmatch(qid) if isinstance(qid, str) else None
    if match is None:
        raise BadCode(f"{qid!r} is not a variant question id; they look like 'v.<code>.q1'")
    return decode(match.group(1)), int(match.group(2))


def draw_variant(rng: np.random.Generator, version: str = CURRENT) -> Variant:
    """One variant, each question's choice drawn uniformly with ``rng`` among the choices that do
    not repeat a worked example (:attr:`Template.drawable`; a worked one is drawn again).

    Args:
        rng: a ``numpy.random.Generator`` (it advances).
        version: the sheet version (a key of :data:`SHEETS`).

    Raises:
        BadCode: unknown version.
    """
    if version not in SHEETS:
        raise BadCode(f"unknown sheet version {version!r}; versions: {', '.join(SHEETS)}")
    picks = []
    for name in SHEETS[version]:
        template = TEMPLATES[name]
        pick = int(rng.integers(len(template.choices)))
        while pick not in template.drawable:  # a worked example: draw again (uniform on the rest)
            pick = int(rng.integers(len(template.choices)))
        picks.append(pick)
    return Variant(version, tuple(picks))


MAX_REDRAWS = 100
"""How often :func:`class_variants` draws again for a student whose numbers repeat a classmate's."""


def class_variants(seed: int, count: int, version: str = CURRENT) -> list[Variant]:
    """The variants of a class of ``count`` students, row by row, from one seed.

    Row ``i`` draws with ``numpy.random.default_rng(SeedSequence(seed).spawn(count)[i])``.  When a
    row's answers repeat an earlier row's, the row draws again from its own Generator (up to
    :data:`MAX_REDRAWS` times), so the result depends only on ``seed``, ``count`` and ``version``.

    Args:
        seed: a whole number ≥ 0.
        count: the number of students, ≥ 0.
        version: the sheet version.

    Returns:
        One :class:`Variant` per row.

    Raises:
        ValueError: ``seed`` or ``count`` is not a whole number ≥ 0.
        BadCode: unknown version.
    """
    for label, value in (("seed", seed), ("count", count)):
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 0:
            raise ValueError(f"{label} must be a whole number ≥ 0, got {value!r}")
    seen: set[tuple[Fraction, ...]] = set()
    out = []
    for child in np.random.SeedSequence(int(seed)).spawn(int(count)):
        rng = np.random.default_rng(child)
        variant = draw_variant(rng, version)
        for _ in range(MAX_REDRAWS):
            if variant.answers() not in seen:
                break
            variant = draw_variant(rng, version)
        seen.add(variant.answers())
        out.append(variant)
    return out
