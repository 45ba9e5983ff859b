"""The answer checker students call in exercise notebooks: right or wrong, never the answer.

    from kit.check import check
    check("dealing.q1", my_answer)      # ✔ dealing.q1: correct.  /  ✘ … not yet …

Answers are kept as salted, deliberately slow digests (PBKDF2-SHA256, 40,000 rounds) in
``kit/keys/<sheet>.json`` (``<sheet>`` is the
part of the question id before the dot), so the key file does not show the answers.  Per
question the key keeps the digest of the exact value (a ``Fraction`` written ``n/d``) and the
digests of the one or two whole numbers of millionths nearest to it (``round(v·10⁶)``, both
neighbours on an exact tie).  A ``float`` answer x is accepted when ``floor(x·10⁶)`` or
``ceil(x·10⁶)`` is one of those: always when |x − v| ≤ 5·10⁻⁷, never when |x − v| ≥ 1.5·10⁻⁶
(with a hint that an exact fraction is better).

How safe is that?  The key shows no answer to someone who opens it, and the slow digest makes
guessing expensive: trying every 6-place decimal for one question costs hours of computing,
and trying fractions far longer.  It is a lock for honest students, not a vault: a kit that
runs on the student's own machine cannot hide an answer from a determined programmer.

The key files are written by ``make exercises`` (:mod:`kit.tools.exercises`), which runs the
solution notebooks with ``KIT_RECORD_KEYS`` set: in that mode :func:`check` records each
answer's digests instead of judging it.  Nobody edits a key by hand.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from numbers import Rational, Real
from pathlib import Path

from kit.i18n import t

KEYS_DIR = Path(__file__).parent / "keys"
"""Where the key files live (inside the package, so an installed kit finds them)."""

RECORD_ENV = "KIT_RECORD_KEYS"
"""When this environment variable names a folder, :func:`check` writes keys there."""

_SALT = "kit-answer-key-v2"
_ROUNDS = 40_000


def _digest(qid: str, form: str) -> str:
    salt = f"{_SALT}|{qid}".encode()
    return hashlib.pbkdf2_hmac("sha256", form.encode(), salt, _ROUNDS).hex()


def _exact_form(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


MICRO = 10**6


def _nearest_micros(value: Fraction) -> list[int]:
    """The whole numbers m with |m - value·10⁶| <= 1/2 (one, or two on an exact tie)."""
    scaled = value * MICRO
    low = math.floor(scaled - Fraction(1, 2))
    return [m for m in (low, low + 1, low + 2) if abs(m - scaled) <= Fraction(1, 2)]


def _micro_candidates(answer: float | Decimal) -> set[int]:
    scaled = Fraction(answer) * MICRO  # exact: a float or a Decimal is a finite fraction
    return {math.floor(scaled), math.ceil(scaled)}


@dataclass(frozen=True)
class CheckResult:
    """What :func:`check` found.

    Attributes:
        qid: the question id, e.g. ``"dealing.q1"``.
        correct: whether the answer matched.
        message: the sentence shown to the student (in the chosen language).
    """

    qid: str
    correct: bool
    message: str

    def __repr__(self) -> str:
        return self.message

    def __bool__(self) -> bool:
        return self.correct


def _sheet(qid: str) -> str:
    if not isinstance(qid, str) or "." not in qid:
        raise ValueError(f"a question id looks like 'sheet.q1', got {qid!r}")
    return qid.split(".", 1)[0]


def load_key(sheet: str, keys_dir: Path | None = None) -> dict[str, dict[str, str]]:
    """The key of one sheet: ``{qid: {"exact": digest, "micros": [digest, …]}}``.

    Raises:
        FileNotFoundError: no key file for ``sheet`` (run ``make exercises``).
    """
    path = (keys_dir or KEYS_DIR) / f"{sheet}.json"
    if not path.exists():
        raise FileNotFoundError(f"no answer key {path}; run `make exercises` to write it from the solutions")
    return json.loads(path.read_text(encoding="utf-8"))


def _record(qid: str, value: Fraction, folder: Path) -> CheckResult:
    path = folder / f"{_sheet(qid)}.json"
    key = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    key[qid] = {"exact": _digest(qid, _exact_form(value)),
                "micros": [_digest(qid, f"micro:{m}") for m in _nearest_micros(value)]}
    path.write_text(json.dumps(key, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return CheckResult(qid, True, f"recorded {qid}")


def check(qid: str, answer: object, lang: str = "en") -> CheckResult:
    """Tell whether ``answer`` is right for question ``qid``, without revealing the answer.

    Args:
        qid: question id, ``"<sheet>.<question>"`` (e.g. ``"dealing.q3"``).
        answer: a ``Fraction`` or ``int`` (compared exactly), or a ``float`` (accepted within
            about 10⁻⁶, see the module docstring).
        lang: ``"it"`` or ``"en"`` for the message.

    Returns:
        A :class:`CheckResult`; it displays as one line (✔ or ✘) and is truthy when right.

        A question id that is not on its sheet, or a sheet that does not exist, gives a ✘
        result that lists what exists.

    Raises:
        ValueError: ``lang`` is not ``"it"`` or ``"en"``.
    """
    t("check.right", lang)  # refuse an unknown language before anything else
    if isinstance(answer, bool) or not isinstance(answer, (Real, Decimal)):
        kind = type(answer).__name__
        return CheckResult(qid, False, t("check.not_number", lang, qid=qid, kind=kind))
    if not isinstance(qid, str) or "." not in qid:
        return CheckResult(str(qid), False, t("check.bad_id", lang, qid=qid))
    record_to = os.environ.get(RECORD_ENV)
    if record_to:
        if not isinstance(answer, Rational):
            raise TypeError(f"solutions must give exact answers (Fraction or int); {qid} got {type(answer).__name__}")
        return _record(qid, Fraction(answer), Path(record_to))
    sheet = _sheet(qid)
    if not (KEYS_DIR / f"{sheet}.json").exists():
        known = ", ".join(sorted(p.stem for p in KEYS_DIR.glob("*.json")))
        return CheckResult(qid, False, t("check.unknown_sheet", lang, sheet=sheet, qid=qid, known=known))
    key = load_key(sheet)
    if qid not in key:
        return CheckResult(qid, False, t("check.unknown", lang, qid=qid, known=", ".join(sorted(key))))
    if isinstance(answer, Rational):
        right = _digest(qid, _exact_form(Fraction(answer))) == key[qid]["exact"]
        hint = ""
    elif not math.isfinite(answer):
        right, hint = False, ""
    else:
        micros = {_digest(qid, f"micro:{m}") for m in _micro_candidates(answer)}
        right = bool(micros & set(key[qid]["micros"]))
        hint = t("check.float_hint", lang) if right else ""
    if right:
        message = t("check.right", lang, qid=qid) + hint
    else:
        message = t("check.wrong" if isinstance(answer, Rational) else "check.wrong_float", lang, qid=qid)
    return CheckResult(qid, right, message)
