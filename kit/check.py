"""The answer checker students call in exercise notebooks: right or wrong, never the answer.

    from kit.check import check
    check("dealing.q1", my_answer)      # ✔ dealing.q1: correct.  /  ✘ … not yet …

What counts as a number.  An ``int`` or a ``Fraction`` (and numpy's integer types) is compared
exactly.  A ``float``, a ``Decimal`` or any numpy float (``float16``, ``float32``, ``float64``,
``longdouble``) is a *decimal answer*, judged by the decimal rule below.  A 0-d numpy array
counts as the number inside it.  ``True``/``False`` are not numbers here.  Text and tuples get a
✘ that says what to type instead: ``"1/13"`` → ``Fraction(1, 13)``, ``"0.25"`` → ``0.25``
without quotes, and ``0,5`` (an Italian decimal comma, which Python reads as the pair
``(0, 5)``) → ``0.5`` with a point.

The decimal rule (one rule for every decimal answer).  A decimal answer is right when, rounded
to 6 decimal places, it gives the same number as the exact answer rounded to 6 decimal places.
Both are rounded from their decimal digits — a float from the shortest decimal that prints as
it (``repr``, or numpy's shortest form for its own float types), i.e. the digits the student
typed or sees — never from the float's binary value, so binary noise cannot flip a rounding.
A number that lies exactly halfway (``…5`` at the 7th decimal place and nothing after) rounds
both ways, and either rounding counts.  For 137/494 = 0.27732793… the answers 0.277328,
0.2773279 and ``137/494`` computed as a float are right; 0.277329, 0.277327 and 0.2773 are not.
When the exact answer is itself a 6-place decimal v, the rule is exactly |answer − v| ≤ 5·10⁻⁷.
A right decimal answer is told that an exact ``Fraction`` would be even better — except on a
question that asks for a whole number (a count, points, a score: :func:`declare_count`), where a
decimal answer is told that the answer is a whole number, written without decimals (right or
wrong), and never hears of fractions or of more decimal places.

Typical wrong answers.  A wrong answer that matches a known misconception gets a hint (still
✘, never the answer): the solution notebook may declare typical wrong answers per question with
:func:`declare_wrong` (e.g. the with-replacement count), each naming a ``check.hint.*`` entry
of the catalogue; two are recognised for every question without a declaration — a percentage
(the answer divided by 100 is right) and the complement (1 − the answer is right), each judged
exactly for an exact answer and by the decimal rule for a decimal one.  On a question that asks
for a whole number (:func:`declare_count`) neither is looked for, and a fraction that is not
whole gets the hint ``not_whole``.

The key.  Answers are kept as salted, deliberately slow digests (PBKDF2-SHA256, 40,000 rounds)
in ``kit/keys/<sheet>.json`` (``<sheet>`` is the part of the question id before the dot), so
the key file does not show the answers.  Per question the key keeps the digest of the exact
value (a ``Fraction`` written ``n/d``) and the digests of its 6-place roundings (the one or two
whole numbers of millionths nearest to it, ``micro:<m>``); each declared wrong answer is kept
the same way, beside the name of its hint.  Two flags say what kind of number is asked for:
``"probability"`` (the answer lies between 0 and 1 and no :func:`declare_expected_value` or
:func:`declare_count` said otherwise: percentage, complement and range hints fit it) and
``"count"`` (:func:`declare_count`: a whole number).

How safe is that?  The key shows no answer to someone who opens it, and the slow digest makes
guessing expensive: trying every 6-place decimal for one question costs hours of computing,
and trying fractions far longer.  It is a lock for honest students, not a vault: a kit that
runs on the student's own machine cannot hide an answer from a determined programmer.

Per-student variants.  A question id ``"v.<code>.q<i>"`` belongs to a per-student sheet
(:mod:`kit.tools.sheets`): it has no key file; the code names the parameters of the student's
variant (:mod:`kit.variants`), and :func:`check` recomputes the exact answer from them and
judges the answer by the same rules (exact, the decimal rule, the typical wrong answers of the
question's template, a percentage, the complement).  Such ids are judged even while recording
keys: a variant has nothing to record.

In a class.  When the page joined a class (the join box under a sheet's imports,
:mod:`kit.ui.classroom`), each judged check is recorded for the teacher's page through
:func:`kit.classroom.session.current`: the question id (a variant's code in lower case,
:func:`class_item`), right or wrong, and the id of the known mistake its hint named
(:func:`mistake_id`) — never the answer nor the code.  A store that cannot be reached never
breaks a check: the record waits in the session's outbox and the message says so.

A teacher's own questions (:mod:`kit.own_questions`, issue 34).  A question made in a teacher's
cell is judged by the same code (:func:`judge_exact`: the same reading of the answer, decimal
rule, typical mistakes and messages, its answers kept as numbers like a variant's); handed out
without answers, its key (:func:`kit.own_questions.save_questions`, the same format) is a file
``<sheet>.key.json`` that :func:`check` finds after the kit's own keys, in a folder of
``KIT_KEYS_PATH`` or the current folder (:func:`own_key_folders`).  Such questions are not
recorded in a class: :func:`known_question` knows only the kit's keys and variants.

The key files are written by ``make exercises`` (:mod:`kit.tools.exercises`), which runs the
solution notebooks with ``KIT_RECORD_KEYS`` set: in that mode :func:`check` records each
answer's digests instead of judging it, and :func:`declare_wrong` records the typical wrong
answers.  Nobody edits a key by hand.
"""

from __future__ import annotations

import ast
import hashlib
import json
import linecache
import math
import os
import re
import sys
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from numbers import Rational, Real
from pathlib import Path

import numpy as np

from kit.i18n import CATALOGUE, t

KEYS_DIR = Path(__file__).parent / "keys"
"""Where the key files live (inside the package, so an installed kit finds them)."""

RECORD_ENV = "KIT_RECORD_KEYS"
"""When this environment variable names a folder, :func:`check` writes keys there."""

HINT_PREFIX = "check.hint."
"""A misconception's hint is the catalogue entry ``check.hint.<name>``."""

GENERIC_HINTS = ("percentage", "complement")
"""Misconceptions recognised for every question from the right answer's own digests."""

_SALT = "kit-answer-key-v2"
_ROUNDS = 40_000


def _digest(qid: str, form: str) -> str:
    salt = f"{_SALT}|{qid}".encode()
    return hashlib.pbkdf2_hmac("sha256", form.encode(), salt, _ROUNDS).hex()


def _exact_form(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


MICRO = 10**6


def _nearest_micros(value: Fraction) -> list[int]:
    """The 6-place roundings of ``value``, in millionths: the whole numbers m with
    |m − value·10⁶| ≤ 1/2 (one, or both neighbours when ``value`` lies exactly halfway)."""
    scaled = value * MICRO
    low = math.floor(scaled - Fraction(1, 2))
    return [m for m in (low, low + 1, low + 2) if abs(m - scaled) <= Fraction(1, 2)]


MAX_DIGITS = 1000
"""The longest number the checker reads, in digits (numerator or denominator, or a decimal's
digits and exponent): no answer of the sheets comes near, and a longer one would take long to
judge (``Decimal("1e100000000")`` is a whole number of a hundred million digits)."""

_UNREADABLE = object()
"""What :func:`_read` gives for an object whose conversion to a number raised."""

_QID = re.compile(r"[A-Za-z0-9_-]{1,40}(\.[A-Za-z0-9_-]{1,40}){1,3}")
"""A question id: ``dealing.q1``, ``v.<code>.q2`` (letters, digits, ``_`` and ``-`` between dots)."""


def _shown(text: object, most: int = 60) -> str:
    """``text`` (any object, as ``str``) cut to ``most`` characters for a message."""
    try:
        text = text if isinstance(text, str) else repr(text)
    except Exception:  # noqa: BLE001 - an object whose repr raises is still named
        text = f"<{type(text).__name__[:most]}>"
    return text if len(text) <= most else text[:most - 1] + "…"


def _read(answer: object) -> Fraction | Decimal | None | object:
    """:func:`_as_number`, or :data:`_UNREADABLE` when reading the object raised."""
    try:
        return _as_number(answer)
    except Exception:  # noqa: BLE001 - a student's object whose conversions raise is not a number
        return _UNREADABLE


def _too_long(value: Fraction | Decimal) -> bool:
    """Whether ``value`` has more than :data:`MAX_DIGITS` digits (see there)."""
    if isinstance(value, Fraction):
        return max(abs(value.numerator), value.denominator).bit_length() > MAX_DIGITS * 3.33
    if not value.is_finite() or value.is_zero():
        return False
    return len(value.as_tuple().digits) > MAX_DIGITS or abs(value.adjusted()) > MAX_DIGITS


def _as_number(answer: object) -> Fraction | Decimal | None:
    """``answer`` as an exact ``Fraction`` (whole numbers, fractions), a ``Decimal`` holding
    its decimal digits (floats of every kind, decimals), or ``None`` when it is not a number.

    A float becomes the shortest decimal that prints as it (``repr`` for a Python float, numpy's
    shortest unique form for a numpy float), so ``np.float32(0.1)`` is 0.1, not 0.100000001….
    """
    if isinstance(answer, np.ndarray) and answer.ndim == 0:
        answer = answer[()]
    if isinstance(answer, (bool, np.bool_)):
        return None
    if isinstance(answer, np.integer):
        return Fraction(int(answer))
    if isinstance(answer, Rational):
        return Fraction(answer.numerator, answer.denominator)
    if isinstance(answer, Decimal):
        return answer
    if isinstance(answer, np.floating):
        return Decimal(np.format_float_positional(answer, unique=True))
    if isinstance(answer, Real):
        return Decimal(repr(float(answer)))
    return None


@dataclass(frozen=True)
class CheckResult:
    """What :func:`check` found.

    Attributes:
        qid: the question id, e.g. ``"dealing.q1"``.
        correct: whether the answer matched.
        message: the sentence shown to the student (in the chosen language).
        hint: the name of the misconception the answer matched (``"complement"``, a declared
            ``"with_replacement"``…), or ``""`` when none did.
        judged: whether the answer was judged right or wrong: a number for a known question
            (text, an unknown question or a recorded key is not judged, and not sent to a class).
        sent: in a class (:mod:`kit.classroom.session`), what became of the record of this
            check (a :class:`~kit.classroom.session.Sent`: kept, waiting in the outbox, refused);
            ``None`` when nothing was sent (not in a class, not judged, recording keys).
    """

    qid: str
    correct: bool
    message: str
    hint: str = ""
    judged: bool = False
    sent: object = None

    def __repr__(self) -> str:
        return self.message

    def __bool__(self) -> bool:
        return self.correct


def _sheet(qid: str) -> str:
    if not isinstance(qid, str) or "." not in qid:
        raise ValueError(f"a question id looks like 'sheet.q1', got {qid!r}")
    return qid.split(".", 1)[0]


def load_key(sheet: str, keys_dir: Path | None = None) -> dict[str, dict]:
    """The key of one sheet.

    Args:
        sheet: the sheet's name, e.g. ``"dealing"``.
        keys_dir: the folder of key files (default :data:`KEYS_DIR`).

    Returns:
        ``{qid: {"exact": digest, "micros": [digest, …], "wrong": [{"hint": name,
        "exact": digest, "micros": [digest, …]}, …]}}``; ``"wrong"`` is there only for a
        question with declared wrong answers.

    Raises:
        FileNotFoundError: no key file for ``sheet`` (run ``make exercises``).
    """
    path = (keys_dir or KEYS_DIR) / f"{sheet}.json"
    if not path.exists():
        raise FileNotFoundError(f"no answer key {path}; run `make exercises` to write it from the solutions")
    return json.loads(path.read_text(encoding="utf-8"))


KEYS_PATH_ENV = "KIT_KEYS_PATH"
"""Folders (separated by ``os.pathsep``: ``:`` on Linux and macOS, ``;`` on Windows) where
:func:`check` also looks for a teacher's own key files (:func:`kit.own_questions.save_questions`)."""

OWN_KEY_SUFFIX = ".key.json"
"""A teacher's key file is ``<sheet>.key.json`` (the kit's own are ``kit/keys/<sheet>.json``)."""


def own_key_folders() -> list[Path]:
    """Where a teacher's key files are looked for, in this order: each folder of
    :data:`KEYS_PATH_ENV`, then the current folder — a notebook's kernel runs in the notebook's
    folder, so a key saved beside the notebooks of a folder shared with the class is found."""
    listed = [Path(part) for part in os.environ.get(KEYS_PATH_ENV, "").split(os.pathsep) if part.strip()]
    return [*listed, Path.cwd()]


def find_key(sheet: str) -> Path | None:
    """The key file of ``sheet``: the kit's own (``kit/keys/<sheet>.json``) first, then a teacher's
    ``<sheet>.key.json`` in :func:`own_key_folders`; ``None`` when there is none."""
    if not re.fullmatch(r"[A-Za-z0-9_-]{1,40}", sheet):
        return None
    path = KEYS_DIR / f"{sheet}.json"
    if path.exists():
        return path
    return next((folder / f"{sheet}{OWN_KEY_SUFFIX}" for folder in own_key_folders()
                 if (folder / f"{sheet}{OWN_KEY_SUFFIX}").is_file()), None)


def known_sheets() -> list[str]:
    """The names of the sheets :func:`check` has a key for: the kit's, then a teacher's found in
    :func:`own_key_folders`, sorted within each."""
    kit = sorted(p.stem for p in KEYS_DIR.glob("*.json"))
    own = set()
    for folder in own_key_folders():
        try:
            own |= {p.name.removesuffix(OWN_KEY_SUFFIX) for p in folder.glob("*" + OWN_KEY_SUFFIX)}
        except OSError:  # a folder of KIT_KEYS_PATH that cannot be read is skipped
            continue
    return kit + sorted(own - set(kit))


def _read_key(path: Path) -> dict[str, dict]:
    """The key in the file ``path`` (:func:`load_key`'s format)."""
    return json.loads(path.read_text(encoding="utf-8"))


# --- recording (make exercises) ------------------------------------------------------------


def value_digests(qid: str, value: Fraction) -> dict[str, object]:
    """How a key keeps the exact number ``value`` for question ``qid``: ``{"exact": digest of
    "n/d", "micros": [digests of its 6-place roundings]}`` (see the module docstring).  The one
    writer of digests: the kit's keys (``make exercises``) and a teacher's own
    (:func:`kit.own_questions.save_questions`)."""
    return {"exact": _digest(qid, _exact_form(value)),
            "micros": [_digest(qid, f"micro:{m}") for m in _nearest_micros(value)]}


def _update_key(qid: str, folder: Path, change) -> None:
    """Apply ``change(entry)`` to the key entry of ``qid`` in ``folder`` and write it back."""
    path = folder / f"{_sheet(qid)}.json"
    key = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    entry = key.setdefault(qid, {})
    change(entry)
    clash = [w["hint"] for w in entry.get("wrong", []) if w["exact"] == entry.get("exact")]
    if clash:
        raise ValueError(f"{qid}: the wrong answer declared as {clash[0]!r} is the right answer")
    path.write_text(json.dumps(key, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def _record(qid: str, value: Fraction, folder: Path) -> CheckResult:
    def change(entry: dict) -> None:
        entry.update(value_digests(qid, value))
        entry.setdefault("probability", 0 <= value <= 1)  # says only that much: a percentage hint fits it
        if entry.get("count") and value.denominator != 1:
            raise ValueError(f"{qid}: declared a count (declare_count), but its answer is not a whole number")

    _update_key(qid, folder, change)
    return CheckResult(qid, True, f"recorded {qid}")


def _record_wrong(qid: str, answers: dict[str, Fraction], folder: Path) -> None:
    def change(entry: dict) -> None:
        wrong = entry.setdefault("wrong", [])
        for hint, value in answers.items():
            item = {"hint": hint, **value_digests(qid, value)}
            if item not in wrong:  # running a cell twice declares nothing new
                wrong.append(item)

    _update_key(qid, folder, change)


def declare_expected_value(qid: str) -> None:
    """Declare that ``qid`` asks for an expected value, not a probability: its hints then never
    speak of percentages or of a probability above 1, even when the answer lies between 0 and 1.

    Write it inside the solution region, beside :func:`declare_wrong`; while recording keys it
    marks the key entry, otherwise it does nothing.
    """
    record_to = os.environ.get(RECORD_ENV)
    if record_to:
        _update_key(qid, Path(record_to), lambda entry: entry.__setitem__("probability", False))


def declare_count(qid: str) -> None:
    """Declare that ``qid`` asks for a whole number — a count (how many hands), a number of points,
    a hand's value, a score — not a probability: besides what :func:`declare_expected_value`
    says, a decimal answer then never hears that a ``Fraction`` would be better or that a rounded
    decimal needs more places, but that the answer is a whole number, written without decimals;
    and a fraction that is not whole gets the hint ``not_whole``.

    Write it inside the solution region, beside :func:`declare_wrong`; while recording keys it
    marks the key entry (``"count": true``, ``"probability": false``), otherwise it does nothing.

    Raises:
        ValueError: ``qid`` is not a question id; (when recording) :func:`check` then refuses a
            solution's answer to ``qid`` that is not a whole number.
    """
    _sheet(qid)
    record_to = os.environ.get(RECORD_ENV)
    if record_to:
        _update_key(qid, Path(record_to), lambda entry: entry.update(count=True, probability=False))


def declare_wrong(qid: str, **answers: object) -> None:
    """Declare typical wrong answers to ``qid``, each with the hint a student who gives it gets.

    Called in a solution notebook, inside the ``### BEGIN SOLUTION`` region (so the exercise
    does not show it)::

        declare_wrong("dealing.q1", with_replacement=1 - Fraction(28, 40) ** 3)

    Each keyword names a catalogue entry ``check.hint.<keyword>`` (Italian and English); its
    value is the wrong answer, exact like a right one.  When ``KIT_RECORD_KEYS`` is set
    (``make exercises``) the answers are stored in the key as digests, the same way as right
    answers; otherwise the call only checks its arguments.  A percentage and the complement
    need no declaration (see the module docstring).

    Args:
        qid: question id, ``"<sheet>.<question>"``.
        **answers: hint name → the wrong answer (``Fraction`` or ``int``).

    Returns:
        ``None`` (so a notebook cell shows nothing).

    Raises:
        ValueError: ``qid`` is not a question id, no answer is given, or (when recording) a
            declared answer equals the right answer.
        KeyError: no catalogue entry ``check.hint.<name>`` for a keyword.
        TypeError: a value is not exact (a ``float``, a ``Decimal``, text…).
    """
    _sheet(qid)
    if not answers:
        raise ValueError(f"declare_wrong({qid!r}) needs at least one hint=value")
    exact: dict[str, Fraction] = {}
    for hint, value in answers.items():
        if HINT_PREFIX + hint not in CATALOGUE:
            known = sorted(k.removeprefix(HINT_PREFIX) for k in CATALOGUE if k.startswith(HINT_PREFIX))
            raise KeyError(f"no hint {HINT_PREFIX + hint!r} in the catalogue; hints: {known}")
        number = _as_number(value)
        if not isinstance(number, Fraction):
            raise TypeError(f"wrong answers must be exact (Fraction or int); {qid} {hint} got {type(value).__name__}")
        exact[hint] = number
    record_to = os.environ.get(RECORD_ENV)
    if record_to:
        _record_wrong(qid, exact, Path(record_to))


# --- judging ---------------------------------------------------------------------------------

_FRACTION_TEXT = re.compile(r"\s*([+-]?\d+)\s*/\s*(\d+)\s*")
_DECIMAL_TEXT = re.compile(r"\s*([+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+))\s*")


def _asks_a_count(qid: str) -> bool:
    """Whether the key of ``qid`` says it asks for a whole number (:func:`declare_count`); ``False``
    for a question without a key (the messages then speak of fractions as for a probability)."""
    path = find_key(qid.split(".", 1)[0])
    try:
        return bool(path is not None and _read_key(path).get(qid, {}).get("count"))
    except (OSError, ValueError):
        return False


def _not_a_number(qid: str, answer: object, lang: str, count: bool) -> CheckResult:
    """The ✘ for an answer that is no number, saying what to type instead (on a question that asks
    for a whole number, ``count``: :func:`declare_count`, without advising a ``Fraction``)."""
    count = "_count" if count else ""
    if isinstance(answer, str):
        if len(answer) > 40:  # a long text is not echoed (nor read as a number)
            return CheckResult(qid, False, t("check.text" + count, lang, qid=qid))
        fraction = _FRACTION_TEXT.fullmatch(answer)
        if fraction and int(fraction.group(2)) != 0:
            num, den = int(fraction.group(1)), int(fraction.group(2))
            return CheckResult(qid, False, t("check.text_fraction", lang, qid=qid, num=num, den=den))
        decimal = _DECIMAL_TEXT.fullmatch(answer)
        if decimal:
            number = decimal.group(1).replace(",", ".")
            number = re.sub(r"^([+-]?)\.", r"\g<1>0.", number)
            if count and Decimal(number) == Decimal(number).to_integral_value():
                number = str(int(Decimal(number)))  # "16,0" for a count: type 16, not 16.0
            return CheckResult(qid, False, t("check.text_number" + count, lang, qid=qid, number=number))
        return CheckResult(qid, False, t("check.text" + count, lang, qid=qid))
    if (isinstance(answer, tuple) and len(answer) == 2 and all(type(part) is int for part in answer)
            and answer[1] >= 0 and all(abs(part) < 10**20 for part in answer)):
        whole, decimals = answer
        if count and 0 <= decimals < 1000:  # 10,752 for a whole number: a thousands separator, not decimals
            return CheckResult(qid, False, t("check.thousands_comma", lang, qid=qid, whole=whole, decimals=decimals,
                                             joined=f"{whole}{decimals:03d}"))
        return CheckResult(qid, False, t("check.decimal_comma", lang, qid=qid, whole=whole, decimals=decimals))
    if answer is None:  # the cell computed nothing: a forgotten value or a print() instead of a result
        return CheckResult(qid, False, t("check.none", lang, qid=qid))
    if isinstance(answer, (list, tuple, set, frozenset, dict)):
        return CheckResult(qid, False, t("check.many", lang, qid=qid, n=len(answer)))
    return CheckResult(qid, False, t("check.not_number" + count, lang, qid=qid, kind=_shown(type(answer).__name__, 40)))


def _from_a_float(value: object) -> bool:
    """Whether ``value`` is a ``Fraction`` made from a float, like ``Fraction(1/13)``: its
    denominator is a large power of two, which a probability of the sheets never has."""
    return (isinstance(value, Fraction) and value.denominator >= 2**20
            and value.denominator & (value.denominator - 1) == 0)


def _slash_parts(answer: object) -> tuple[str, str]:
    """For the hint: the fraction the student probably meant, as ``("a", "b")`` from the
    float's shortest decimal (``Fraction(1/13)`` → ("1", "13") via limit_denominator)."""
    meant = Fraction(float(answer)).limit_denominator(10_000)
    return str(meant.numerator), str(meant.denominator)


def _digests(qid: str, value: Fraction, exact: bool) -> set[str]:
    """The digests that stand for ``value`` in a key: its exact form when ``exact``, otherwise
    its 6-place roundings (the decimal rule)."""
    if exact:
        return {_digest(qid, _exact_form(value))}
    return {_digest(qid, f"micro:{m}") for m in _nearest_micros(value)}


def _hit(digests: set[str], entry: dict, exact: bool) -> bool:
    """Whether ``digests`` (from :func:`_digests`) match the answer ``entry`` keeps."""
    return entry["exact"] in digests if exact else bool(digests & set(entry["micros"]))


def _cut(value: Fraction, exact: bool) -> Fraction | None:
    """For a decimal answer of six places (or fewer), the number it would be had its last
    place been rounded up instead of cut (0.277327 → 0.277328); ``None`` otherwise."""
    if exact or (value * MICRO).denominator != 1 or value == 0:
        return None
    return value + Fraction(1 if value > 0 else -1, MICRO)


# --- one judge for every kind of question: a key's digests, a variant's or a teacher's values ------


@dataclass(frozen=True)
class _Rules:
    """What a question's judgement depends on besides its answers.

    Attributes:
        count: a whole number is asked for (:func:`declare_count`): a decimal answer hears that the
            answer is whole, a fraction that is not whole gets ``not_whole``, no ``truncated``.
        generic: a percentage and the complement of the answer are recognised (a probability).
        ranged: a probability above 1 (``above_one``) or below 0 (``below_zero``) gets its hint.
    """

    count: bool = False
    generic: bool = True
    ranged: bool = True


class _Answers:
    """A question's answers as the judge sees them, however they are kept: whether a number is
    the right answer, and which declared wrong answer (if any) it is."""

    def right(self, value: Fraction, exact: bool) -> bool:  # pragma: no cover - an interface
        raise NotImplementedError

    def declared(self, value: Fraction, exact: bool) -> str:  # pragma: no cover - an interface
        raise NotImplementedError


class _Digested(_Answers):
    """The answers of a key entry (:func:`load_key`), compared by their digests (each number's
    digests are computed once: they are slow on purpose)."""

    def __init__(self, qid: str, entry: dict) -> None:
        self.qid, self.entry, self._seen = qid, entry, {}

    def _of(self, value: Fraction, exact: bool) -> set[str]:
        if (value, exact) not in self._seen:
            self._seen[value, exact] = _digests(self.qid, value, exact)
        return self._seen[value, exact]

    def right(self, value: Fraction, exact: bool) -> bool:
        return _hit(self._of(value, exact), self.entry, exact)

    def declared(self, value: Fraction, exact: bool) -> str:
        return next((w["hint"] for w in self.entry.get("wrong", []) if _hit(self._of(value, exact), w, exact)), "")


class _Exact(_Answers):
    """Answers kept as numbers (a variant's, recomputed from its code; a teacher's question in
    memory), compared exactly or by the decimal rule (:func:`_same`)."""

    def __init__(self, right: Fraction, wrong: dict[str, Fraction]) -> None:
        self.value, self.wrong = right, wrong

    def right(self, value: Fraction, exact: bool) -> bool:
        return _same(value, self.value, exact)

    def declared(self, value: Fraction, exact: bool) -> str:
        return next((hint for hint, wrong in self.wrong.items() if _same(value, wrong, exact)), "")


def _hint_text(hint: str, lang: str) -> str:
    """The words of the hint ``hint``: the catalogue entry ``check.hint.<hint>`` in ``lang``, or
    ``hint`` itself when it is a teacher's own sentence (:func:`kit.own_questions.question`)."""
    return t(HINT_PREFIX + hint, lang) if HINT_PREFIX + hint in CATALOGUE else hint


def _misconception(value: Fraction, answers: _Answers, rules: _Rules, exact: bool) -> str:
    """The hint name of the first misconception ``value`` matches: the declared ones in order, then
    six decimal places cut instead of rounded, a fraction that is not whole for a count
    (:func:`declare_count`), a count typed with the Italian thousands point (10.752 for 10752), a
    percentage, the complement, a probability above 1 or below 0
    (as ``rules`` allow); ``""`` for none."""
    declared = answers.declared(value, exact)
    if declared:
        return declared
    cut = _cut(value, exact)
    if not rules.count and cut is not None and answers.right(cut, exact):
        return "truncated"
    if rules.count and exact and value.denominator != 1:  # a fraction for a whole number
        return "not_whole"
    if rules.count and not exact and (value * 1000).denominator == 1 and answers.right(value * 1000, True):
        return "thousands_point"  # 10.752 typed for 10752: the Italian thousands point, a decimal point to Python
    if rules.generic and answers.right(value / 100, exact):
        return "percentage"
    if rules.generic and answers.right(1 - value, exact):
        return "complement"
    if rules.ranged and 1 < value <= 100:  # a probability is never above 1: most likely a rounded percentage
        return "above_one"
    if rules.ranged and value < 0:
        return "below_zero"
    return ""


def _verdict(qid: str, value: Fraction | Decimal, answers: _Answers, rules: _Rules, lang: str) -> CheckResult:
    """Right or wrong, with the message: the one judgement of every question (a key's, a
    variant's, a teacher's own), ``value`` from :func:`_as_number`."""
    exact = isinstance(value, Fraction)
    if not exact and not value.is_finite():
        return CheckResult(qid, False, t("check.wrong_float", lang, qid=qid), judged=True)
    value = Fraction(value)  # a Decimal's value is exact: its digits, nothing more
    if answers.right(value, exact):
        if exact:
            hint = ""
        elif rules.count:  # a whole number is asked for: no advice about fractions
            hint = t("check.count_float_hint", lang, whole=round(value))
        else:
            hint = t("check.float_hint", lang)
        return CheckResult(qid, True, t("check.right", lang, qid=qid) + hint, judged=True)
    mistake = _misconception(value, answers, rules, exact)
    if mistake:
        message = t("check.wrong_hint", lang, qid=qid, hint=_hint_text(mistake, lang))
        return CheckResult(qid, False, message, mistake, judged=True)
    if rules.count:
        return CheckResult(qid, False, t("check.wrong" if exact else "check.wrong_count", lang, qid=qid), judged=True)
    return CheckResult(qid, False, t("check.wrong" if exact else "check.wrong_float", lang, qid=qid), judged=True)


def _judge_answer(qid: str, answer: object, lang: str, find, asks_count) -> CheckResult:
    """Read ``answer`` and judge it: what is not a number is told what to type, what is too long
    refused, ``Fraction(1/13)`` judged as the decimal it is (with a note); a number is judged by
    :func:`_verdict` against what ``find(value)`` gives — ``(answers, rules)``, or a
    :class:`CheckResult` that ends the check (an unknown question, a recorded key).
    ``asks_count()`` says whether the question asks for a whole number (asked only for a
    non-number, whose message then does not advise a ``Fraction``)."""
    value = _read(answer)
    if value is _UNREADABLE:
        return CheckResult(qid, False, t("check.not_number", lang, qid=qid, kind=_shown(type(answer).__name__, 40)))
    if value is None:
        return _not_a_number(qid, answer, lang, asks_count())
    if _too_long(value):
        return CheckResult(qid, False, t("check.too_long", lang, qid=qid, digits=f"{MAX_DIGITS:,}".replace(",", "." if lang == "it" else ",")))
    if _from_a_float(value):  # Fraction(1/13): the division ran first, in decimals; judge it as the decimal
        result = _judge_answer(qid, float(value), lang, find, asks_count)
        note = t("check.fraction_of_float", lang, num=_slash_parts(answer)[0], den=_slash_parts(answer)[1])
        return CheckResult(result.qid, result.correct, result.message + note, result.hint, result.judged)
    found = find(value)
    if isinstance(found, CheckResult):
        return found
    answers, rules = found
    return _verdict(qid, value, answers, rules, lang)


def judge_exact(label: str, answer: object, lang: str, right: Fraction, wrong: dict[str, Fraction] | None = None,
                *, count: bool = False, probability: bool = True) -> CheckResult:
    """The judgement :func:`check` gives, for a question whose answers are at hand as numbers
    rather than in a key (a teacher's own question: :mod:`kit.own_questions`): the same reading
    of the answer, the decimal rule, the same typical mistakes and messages.

    Args:
        label: the question's name in the message (``"✔ <label>: correct."``).
        answer: the student's answer (anything, as for :func:`check`).
        lang: ``"it"`` or ``"en"``.
        right: the exact answer.
        wrong: typical wrong answers, hint → value; a hint is a ``check.hint.*`` name or a
            teacher's own sentence (shown as it is); the caller has checked them.
        count: a whole number is asked for (as :func:`declare_count`).
        probability: the answer is a probability (percentage, complement and range hints fit).

    Returns:
        A :class:`CheckResult` (never sent to a class).

    Raises:
        ValueError: ``lang`` is not ``"it"`` or ``"en"``.
    """
    t("check.right", lang)  # refuse an unknown language before anything else
    rules = _Rules(count=count, generic=probability and not count, ranged=probability and not count)
    answers = _Exact(Fraction(right), dict(wrong or {}))
    return _judge_answer(label, answer, lang, lambda value: (answers, rules), lambda: count)


def check(qid: str, answer: object, lang: str = "en") -> CheckResult:
    """Tell whether ``answer`` is right for question ``qid``, without revealing the answer.

    Args:
        qid: question id, ``"<sheet>.<question>"`` (e.g. ``"dealing.q3"``), or a per-student
            variant question ``"v.<code>.q<i>"`` (see the module docstring).
        answer: a ``Fraction`` or ``int`` (numpy integers too; compared exactly), or a
            ``float``, ``Decimal`` or numpy float of any size (judged by the decimal rule: it
            must round to the same 6 decimal places as the exact answer, see the module
            docstring).  A 0-d numpy array counts as the number inside it.
        lang: ``"it"`` or ``"en"`` for the message.

    Returns:
        A :class:`CheckResult`; it displays as one line (✔ or ✘) and is truthy when right.

        Text (``"1/13"``), a pair of whole numbers (``0,5`` read by Python as ``(0, 5)``) or
        another non-number gives a ✘ that says what to type instead.  A wrong answer that
        matches a typical mistake (a percentage, the complement, or one the solution declared
        with :func:`declare_wrong`) gives a ✘ with a hint, and ``.hint`` names the mistake.
        A question id that is not on its sheet, or a sheet that does not exist, gives a ✘
        result that lists what exists.

        In a class (the page joined one: :func:`kit.classroom.session.current`), a judged
        answer is recorded for the teacher: the question id, right or wrong, and the known
        mistake its hint named (:func:`mistake_id`) — never the answer itself nor the code.
        A store that cannot be reached never breaks the check: the record waits in the
        session's outbox, ``.sent`` says so and the message adds a line about it.  Nothing is
        sent while recording keys.

        A cell that calls check with a name it never assigns, beside a bare expression whose
        result goes nowhere (``Fraction(3, 10)`` on one line, ``check("udt.q2", answer_q2)`` on
        the next: a forgotten ``answer_q2 =``), gets a ✘ that names the name and the lines of
        the expression and asks to write ``answer_q2 = …`` (:func:`unassigned_answer`); the
        value the name held from before is not judged, so the message never tells whether it
        or the cell's result is right.

    Raises:
        ValueError: ``lang`` is not ``"it"`` or ``"en"``.
        TypeError: only while recording keys (``KIT_RECORD_KEYS`` set), when the solution's
            answer is not exact (``Fraction`` or ``int``).
    """
    t("check.right", lang)  # refuse an unknown language before anything else
    forgot = None if os.environ.get(RECORD_ENV) else _unassigned_in_caller(sys._getframe(1))
    if forgot is not None and forgot.bare:
        return CheckResult(_shown(qid), False, t("check.unassigned", lang, qid=_shown(qid), name=forgot.name)
                           + " " + forgot.advice(lang))
    result = _judge(qid, answer, lang)
    if not result.judged or os.environ.get(RECORD_ENV):
        return result
    return _to_class(result, lang)


def _judge(qid: str, answer: object, lang: str) -> CheckResult:
    """:func:`check` without the class: the judgement alone."""
    t("check.right", lang)  # refuse an unknown language before anything else
    if not isinstance(qid, str) or not _QID.fullmatch(qid):
        return CheckResult(_shown(qid), False, t("check.bad_id", lang, qid=_shown(qid)))
    if qid.startswith(VARIANT_PREFIX):
        return _judge_answer(qid, answer, lang, lambda value: _variant_answers(qid, lang), lambda: False)
    return _judge_answer(qid, answer, lang, lambda value: _key_answers(qid, value, answer, lang),
                         lambda: _asks_a_count(qid))


def _key_answers(qid: str, value: Fraction | Decimal, answer: object, lang: str):
    """For :func:`_judge_answer`: the answers and rules of ``qid``'s key entry; or, while recording
    keys, the recorded answer; or the ✘ of a sheet or question that does not exist."""
    record_to = os.environ.get(RECORD_ENV)
    if record_to:
        if not isinstance(value, Fraction):
            raise TypeError(f"solutions must give exact answers (Fraction or int); {qid} got {type(answer).__name__}")
        return _record(qid, value, Path(record_to))
    sheet = _sheet(qid)
    path = find_key(sheet)
    if path is None:
        return CheckResult(qid, False, t("check.unknown_sheet", lang, sheet=sheet, qid=qid, known=", ".join(known_sheets())))
    key = _read_key(path)
    if qid not in key:
        return CheckResult(qid, False, t("check.unknown", lang, qid=qid, known=", ".join(sorted(key))))
    entry = key[qid]
    probability = entry.get("probability", True)
    return _Digested(qid, entry), _Rules(count=bool(entry.get("count")), generic=probability, ranged=probability)


# --- the cell that calls check: a forgotten ``answer_qN =`` (issue 33) -----------------------------


@dataclass(frozen=True)
class Unassigned:
    """A ``check(...)`` call in a cell whose answer is a name the cell never assigns.

    Attributes:
        name: the name passed as check's answer (``"answer_q2"``).
        bare: the cell's lines (numbered from 1, as the notebook shows them) holding an
            expression statement whose result goes nowhere (``Fraction(3, 10)`` alone on its
            line); empty when there is none.
    """

    name: str
    bare: tuple[int, ...] = ()

    def advice(self, lang: str) -> str:
        """What to do, in ``lang``: the lines whose result goes nowhere (when there are any),
        then "give ``name`` a value: ``name = …``"."""
        said = []
        if self.bare:
            lines = [str(n) for n in self.bare]
            joined = lines[0] if len(lines) == 1 else t("list.and", lang, first=", ".join(lines[:-1]), last=lines[-1])
            said.append(t("check.bare_lines", lang, n=len(lines), lines=joined, name=self.name))
        said.append(t("check.give_value", lang, name=self.name))
        return " ".join(said)


def _is_check_call(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Name) and node.func.id == "check")
        or (isinstance(node.func, ast.Attribute) and node.func.attr == "check"))


def _answer_argument(call: ast.Call) -> ast.expr | None:
    """check's second argument (``answer``), given by position or by keyword."""
    if len(call.args) > 1:
        return call.args[1]
    return next((k.value for k in call.keywords if k.arg == "answer"), None)


def _assigns(tree: ast.AST, name: str) -> bool:
    """Whether anything in ``tree`` gives ``name`` a value (``=``, ``+=``, ``:=``, ``for``,
    ``with … as``, ``import … as``, ``def``…): then the cell is not taken for a forgotten one."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.id == name:
            return True
        if isinstance(node, ast.alias) and (node.asname or node.name.split(".")[0]) == name:
            return True
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name == name:
            return True
        if isinstance(node, (ast.Global, ast.Nonlocal)) and name in node.names:
            return True
    return False


def _goes_nowhere(statement: ast.stmt, name: str) -> bool:
    """Whether ``statement`` is an expression whose result is lost and that may be the
    forgotten answer: not a check call, and not about ``name`` itself (``print(answer_q2)``),
    except ``answer_q2 == …`` (``==`` typed for ``=``)."""
    if not isinstance(statement, ast.Expr) or _is_check_call(statement.value):
        return False
    value = statement.value
    if (isinstance(value, ast.Compare) and len(value.ops) == 1 and isinstance(value.ops[0], ast.Eq)
            and isinstance(value.left, ast.Name) and value.left.id == name):
        return True
    return not any(isinstance(node, ast.Name) and node.id == name for node in ast.walk(value))


def unassigned_answer(source: str, *, line: int | None = None, name: str | None = None) -> Unassigned | None:
    """In a cell's code, the ``check(qid, answer_qN, …)`` call whose answer is a name that no
    line of the cell assigns, with the cell's expression statements whose result goes nowhere
    (:class:`Unassigned`).

    Args:
        source: the cell's code.
        line: only a check call that spans this line (the one running), when given.
        name: only a check call whose answer is this name, when given.

    Returns:
        ``None`` when the code does not parse, has no such check call, or assigns the name
        somewhere (a value from an earlier cell, checked in a cell of its own, is fine).
    """
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    for node in ast.walk(tree):
        if not _is_check_call(node):
            continue
        answer = _answer_argument(node)
        if not isinstance(answer, ast.Name) or (name is not None and answer.id != name):
            continue
        if line is not None and not node.lineno <= line <= (node.end_lineno or node.lineno):
            continue
        if _assigns(tree, answer.id):
            return None
        bare = tuple(s.lineno for i, s in enumerate(tree.body) if _goes_nowhere(s, answer.id)
                     and not (i == 0 and isinstance(s.value, ast.Constant) and isinstance(s.value.value, str)))
        return Unassigned(answer.id, bare)
    return None


def _unassigned_in_caller(frame) -> Unassigned | None:
    """:func:`unassigned_answer` for the cell (or script) whose top level called :func:`check`
    in ``frame``; ``None`` for a call from inside a function, or when the code is not to be had."""
    try:
        if frame.f_code.co_name != "<module>":
            return None
        source = "".join(linecache.getlines(frame.f_code.co_filename, frame.f_globals))
        return unassigned_answer(source, line=frame.f_lineno) if source else None
    except Exception:  # noqa: BLE001 - reading the cell is a courtesy; it never breaks a check
        return None


# --- per-student variants (kit.tools.sheets) ---------------------------------------------------

VARIANT_PREFIX = "v."
"""Question ids starting with this are per-student variant questions: ``"v.<code>.q<i>"``."""


def _same(value: Fraction, target: Fraction, exact: bool) -> bool:
    """Whether the answer ``value`` stands for ``target``: equal when ``exact``, otherwise the
    decimal rule (a common 6-place rounding), as :func:`_hit` judges digests."""
    if exact:
        return value == target
    return bool(set(_nearest_micros(value)) & set(_nearest_micros(target)))


def _variant_answers(qid: str, lang: str):
    """For :func:`_judge_answer`: the answers of the variant question ``qid``, or its ✘.

    The exact answer and the typical wrong answers are computed from the variant code in
    ``qid`` (:func:`kit.variants.parse_qid`); a malformed code gives a ✘ that asks the student
    to keep the check line as the sheet wrote it, and a question number the sheet does not
    have gives a ✘ listing the sheet's questions.  A percentage and the complement are
    recognised; the range hints (a probability above 1 or below 0) are not.
    """
    from kit import variants  # imported here: kit.variants is only needed for variant sheets

    try:
        variant, number = variants.parse_qid(qid)
    except variants.BadCode:
        return CheckResult(qid, False, t("sheets.check.bad_code", lang, qid=qid))
    if not 1 <= number <= len(variant.questions):
        known = ", ".join(variant.qid(i) for i in range(1, len(variant.questions) + 1))
        return CheckResult(qid, False, t("check.unknown", lang, qid=qid, known=known))
    question = variant.questions[number - 1]
    return _Exact(question.answer(), question.wrong()), _Rules(count=False, generic=True, ranged=False)


# --- a class (issue 24: the class together) -------------------------------------------------------

SESSION_MODULE = "kit.classroom.session"
"""The module of the kernel's class session.  :func:`check` looks for it among the imported
modules only: a page that never imported it (no join box) cannot be in a class, and a sheet
that is not in a class does not pay for importing the store."""

_MISTAKE_CHARS = re.compile(r"[^a-z0-9._-]+")


def mistake_id(hint: str) -> str | None:
    """The id a class record gives the known mistake ``hint`` names (the ``check.hint.*`` entry
    without its prefix): lower case, other characters than letters, digits, ``.``, ``_``, ``-``
    made ``_``, at most 64 characters, so it fits :data:`kit.store.classroom.ID_PATTERN`;
    ``None`` for no hint.

    >>> mistake_id("with_replacement"), mistake_id(""), mistake_id("Order Matters")
    ('with_replacement', None, 'order_matters')
    """
    if not hint:
        return None
    text = _MISTAKE_CHARS.sub("_", hint.removeprefix(HINT_PREFIX).lower()).lstrip("._-")[:64]
    return text or None


def class_item(qid: str) -> str:
    """The id a class record gives question ``qid``: ``qid`` itself, a variant's code in lower
    case (``"v.1K7QM2X.q1"`` → ``"v.1k7qm2x.q1"``: store ids are lower case; the code is read
    in either case)."""
    return qid.lower() if qid.startswith(VARIANT_PREFIX) else qid


_WAIT_NOTES = {"unreachable": "class.send.waiting", "too_fast": "class.send.too_fast", "full": "class.send.full",
               "left": "class.send.left"}
"""The line a check's message gains, by the class session's problem (the join box's own words)."""


def _to_class(result: CheckResult, lang: str) -> CheckResult:
    """``result``, sent to the class the page joined (if any): see :func:`check`."""
    import sys

    module = sys.modules.get(SESSION_MODULE)
    if module is None:
        return result
    try:
        session = module.current()
        if not session.joined:
            return result
        item = class_item(result.qid)
        if not known_question(item):
            return result
        sent = session.answer(item, result.correct, None if result.correct else mistake_id(result.hint))
    except Exception:  # noqa: BLE001 - a class problem never breaks a sheet's check
        return result
    message = result.message
    if sent.problem in _WAIT_NOTES:
        message += " " + t(_WAIT_NOTES[sent.problem], lang, n=sent.waiting, s=sent.wait_s)
    return CheckResult(result.qid, result.correct, message, result.hint, True, sent)


_KEY_IDS: dict[str, frozenset[str]] = {}


def _key_ids(sheet: str) -> frozenset[str]:
    """The question ids of ``sheet``'s key (read once; empty when there is no key)."""
    if sheet not in _KEY_IDS:
        path = KEYS_DIR / f"{sheet}.json"
        try:
            _KEY_IDS[sheet] = frozenset(load_key(sheet)) if path.exists() else frozenset()
        except (OSError, ValueError):
            return frozenset()
    return _KEY_IDS[sheet]


def known_question(qid: object) -> bool:
    """Whether ``qid`` is a question a sheet asks: an id of an answer key (``kit/keys/*.json``),
    or a per-student variant question ``"v.<code>.q<i>"`` whose code :mod:`kit.variants` decodes
    (either case) and whose sheet has question ``i``.  Asked by :func:`kit.classroom.items.known`
    before a class record is kept or shown.

    Args:
        qid: anything (only a ``str`` can be known).
    """
    if not isinstance(qid, str) or not _QID.fullmatch(qid):
        return False
    if qid.startswith(VARIANT_PREFIX):
        from kit import variants

        try:
            variant, number = variants.parse_qid(qid)
        except variants.BadCode:
            return False
        return 1 <= number <= len(variant.questions)
    sheet = qid.split(".", 1)[0]
    if not re.fullmatch(r"[a-z0-9_]+", sheet):
        return False
    return qid in _key_ids(sheet)
