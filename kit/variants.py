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
"""

from __future__ import annotations

import hashlib
import itertools
import math
import re
from dataclasses import dataclass, field
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
        lesson: the lesson it practises (``"dealing"`` or ``"udt"``), for the teacher.
        choices: every allowed parameter set (read-only dicts), in a fixed order that variant
            codes rely on.
        answer: ``answer(**params)`` → the exact answer (``Fraction``).
        wrong: ``wrong(**params)`` → ``{hint name: typical wrong answer}``.
        fields: ``fields(lang, **params)`` → the values for the wording's placeholders.
    """

    name: str
    lesson: str
    choices: tuple[Mapping[str, object], ...]
    answer: Callable[..., Fraction]
    wrong: Callable[..., dict[str, Fraction]] = _no_wrong
    fields: Callable[..., dict[str, object]] = _same_fields

    def __post_init__(self) -> None:
        if not self.choices:
            raise ValueError(f"template {self.name!r} has no choices")


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


TEMPLATES: dict[str, Template] = {
    template.name: template
    for template in (
        Template("at_least_one", "dealing", _grid(k=range(2, 9), rank=ITALIAN_RANKS),
                 _at_least_one, _at_least_one_wrong,
                 lambda lang, k, rank: {"k": k, "rank": _rank_name(rank, lang)}),
        Template("exactly_suit", "dealing", _grid(k=range(3, 7), m=range(1, 4), suit=ITALIAN_SUITS),
                 _exactly_suit, _exactly_suit_wrong,
                 lambda lang, k, m, suit: {"k": k, "m": m, "suit": t(f"suit.{suit}", lang)}),
        Template("pair_on_top", "dealing", _grid(n=range(3, 7)), _pair_on_top, _pair_on_top_wrong),
        Template("udt_next_pays", "udt", _grid(n=range(1, 13)), _udt_next_pays, _udt_next_pays_wrong),
        Template("expected_payment", "udt", _grid(k=range(2, 11), deck=tuple(PAYERS)), _expected_payment,
                 fields=lambda lang, k, deck: {"k": k, "rule": t(f"sheets.rule.{deck}", lang)}),
    )
}
"""Every template by name.  Never change the choices of a template a sheet version uses."""

SHEETS: dict[str, tuple[str, ...]] = {
    "1": ("at_least_one", "exactly_suit", "pair_on_top", "udt_next_pays", "expected_payment"),
}
"""Sheet versions (one character of :data:`ALPHABET`) → their questions' templates, in order."""

CURRENT = "1"
"""The sheet version new variants are drawn from."""


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
    """One variant, each question's choice drawn uniformly with ``rng``.

    Args:
        rng: a ``numpy.random.Generator`` (it advances).
        version: the sheet version (a key of :data:`SHEETS`).

    Raises:
        BadCode: unknown version.
    """
    if version not in SHEETS:
        raise BadCode(f"unknown sheet version {version!r}; versions: {', '.join(SHEETS)}")
    picks = tuple(int(rng.integers(len(TEMPLATES[name].choices))) for name in SHEETS[version])
    return Variant(version, picks)


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
