r"""A teacher's own checked questions: one line, the sheets' checker, per-student variants.

    from fractions import Fraction
    from kit.own_questions import question
    q = question("Tre carte dal mazzo da 40: qual è la probabilità di esattamente un Asso?",
                 answer=Fraction(4 * comb(36, 2), comb(40, 3)), lang="it")
    q                      # shows the text (never the answer)
    q.check(0.2)           # ✘ Domanda: non ancora. …   (the messages of kit.check.check)

What a student's answer gets.  :meth:`OwnQuestion.check` judges by the very rules of
:func:`kit.check.check` (the same code, :func:`kit.check.judge_exact`): a ``Fraction`` or ``int``
exactly; a decimal by the decimal rule (the same 6-place rounding), right and told that an exact
``Fraction`` would be better; ``"1/4"`` typed as text told to write ``Fraction(1, 4)``; ``0,5``
(Python's pair ``(0, 5)``) told to use a point; a percentage, the complement, six places cut
instead of rounded, a probability above 1 or below 0 recognised as typical mistakes.  A question
that asks for a whole number (``count=True``: how many hands, a score) is judged as
:func:`kit.check.declare_count` says.  Messages are in the question's language (``lang``).

Typical wrong answers.  ``wrong={"with_replacement": value}`` names a ``check.hint.*`` entry of
the catalogue (Italian and English, the sheets' hints: ``with_replacement``, ``exactly_one``,
``overlap``, ``one_order``…); a key with spaces is the teacher's own hint, shown as written
(``wrong={"Hai contato anche gli Assi.": value}``).  A key that looks like a name but is no hint
is refused (a misspelt hint never turns silently into a sentence).

Not in the student's sight.  :func:`save_questions` writes the questions' key — the same format as
``kit/keys/*.json``: salted, deliberately slow digests, no answer in clear — to
``<folder>/<name>.key.json``.  A student then calls ``check("<name>.q1", answer, "it")``
(:func:`kit.check.check`) in a notebook that holds no answer: check finds the key in the folder
the notebook runs in (a kernel runs in its notebook's folder, so a key placed beside the
notebooks of a folder shared with the class is found), or in a folder of the environment
variable ``KIT_KEYS_PATH`` (:func:`kit.check.own_key_folders`).  The kit's own sheets come first:
a teacher's sheet cannot take one of their names.

Per-student variants.  :func:`question_template` makes a question whose numbers come from the
student: ``params(rng)`` draws them from a numpy ``Generator`` and ``make(params)`` writes the
text and computes the answer; :meth:`QuestionTemplate.for_student` gives a student's question,
the same every time for the same student: a seed (a whole number ≥ 0) gives
``kit.deal.make_rng(seed)``; a name gives the seed :func:`student_seed` (SHA-256 of the name
with spaces tidied and case folded: ``"Carla Rossi"``, ``" carla  rossi"`` are one student).
As with the kit's per-student sheets (:mod:`kit.variants`: numbers drawn from a Generator, the
exact answer recomputed from the numbers), the answer is never stored: it is computed again.

In a class.  The checks of a teacher's own questions are not recorded for the teacher's page
(:mod:`kit.classroom.session`): a class record may name only the kit's questions (those of
``kit/keys`` and the per-student sheets, :func:`kit.check.known_question`), which the session
and the teacher's page both verify; an own question's id is refused by them, so it is not sent
(``CheckResult.sent`` stays ``None``), and the class's validation is left as it is.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from fractions import Fraction
from pathlib import Path
from typing import Callable, Mapping, Sequence

import numpy as np

from kit import check as _check
from kit.i18n import CATALOGUE, t

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
"""A ``wrong=`` key of this form names a catalogue hint; any other is the teacher's own sentence."""

_SHEET = re.compile(r"[a-z0-9_]{1,40}")
"""A teacher's sheet name (the part of the question id before the dot)."""


def _kind(value: object) -> str:
    return _check._shown(type(value).__name__, 40)


def _exact(value: object) -> Fraction | None:
    """``value`` as a ``Fraction`` when it is exact (``int``, ``Fraction``, numpy integer), else ``None``."""
    number = _check._as_number(value)
    return number if isinstance(number, Fraction) else None


def _flag(name: str, value: object, lang: str) -> None:
    if not isinstance(value, bool):
        raise TypeError(t("tkcheck.error.flag", lang, name=name, value=value))


def _known_hints() -> list[str]:
    return sorted(k.removeprefix(_check.HINT_PREFIX) for k in CATALOGUE if k.startswith(_check.HINT_PREFIX))


class OwnQuestion:
    """A teacher's checked question (made by :func:`question`): its text, and a checker.

    Attributes:
        text: the question (``str``), in ``lang``.
        lang: ``"it"`` or ``"en"``: the language of the checker's messages.
        name: the question's name in the messages (``"Domanda"`` / ``"Question"`` unless given).
        count: whether a whole number is asked for.
        probability: whether the answer is a probability (percentage, complement and range hints).

    Displayed (``_repr_html_``, ``_repr_markdown_``, ``repr``) it shows the text and how to
    answer, never the answer.  :attr:`answer` is for the teacher (a table of the answers).
    """

    __slots__ = ("text", "lang", "name", "count", "probability", "_right", "_wrong")

    def __init__(self, text: str, right: Fraction, wrong: dict[str, Fraction], lang: str, name: str,
                 count: bool, probability: bool) -> None:
        self.text, self.lang, self.name, self.count, self.probability = text, lang, name, count, probability
        self._right, self._wrong = right, wrong

    @property
    def answer(self) -> Fraction:
        """The exact answer (``Fraction``), for the teacher; never displayed."""
        return self._right

    def check(self, answer: object) -> _check.CheckResult:
        """Judge a student's ``answer`` as :func:`kit.check.check` would (the module docstring).

        Args:
            answer: anything; a number is judged, anything else is told what to type.

        Returns:
            A :class:`kit.check.CheckResult` (✔/✘ message in the question's language, ``.hint``
            naming the mistake found); it is never sent to a class.
        """
        return _check.judge_exact(self.name, answer, self.lang, self._right, self._wrong,
                                  count=self.count, probability=self.probability)

    def _how(self) -> str:
        return t("tkcheck.how_count" if self.count else "tkcheck.how", self.lang)

    def __repr__(self) -> str:
        return f"{self.name}. {self.text}"

    def _repr_markdown_(self) -> str:
        return f"**{self.name}.** {self.text}\n\n*{self._how()}*"

    def _repr_html_(self) -> str:
        return (f'<div class="kit-own-question"><p><b>{html.escape(self.name)}.</b> {html.escape(self.text)}</p>'
                f'<p><i>{html.escape(self._how())}</i></p></div>')

    def _key_entry(self, qid: str) -> dict:
        """This question's entry of a key file (:func:`kit.check.load_key`'s format)."""
        entry: dict = {**_check.value_digests(qid, self._right), "probability": self.probability}
        if self.count:
            entry["count"] = True
        if self._wrong:
            entry["wrong"] = [{"hint": hint, **_check.value_digests(qid, value)} for hint, value in self._wrong.items()]
        return entry


def question(text: str, answer: object, *, lang: str = "en", wrong: Mapping[str, object] | None = None,
             count: bool = False, probability: bool | None = None, name: str | None = None) -> OwnQuestion:
    """A checked question in one line: ``question(text, answer=Fraction(...), lang="it")``.

    Args:
        text: the question, as the students read it.
        answer: the exact answer: a ``Fraction`` or an ``int`` (e.g. computed with :mod:`kit.prob`).
        lang: ``"it"`` or ``"en"``: the language of the messages (and of ``text``).
        wrong: typical wrong answers, hint → exact value: a ``check.hint.*`` name
            (``"with_replacement"``) or the teacher's own hint sentence (a key with spaces).
        count: the answer is a whole number (a count, points): judged as
            :func:`kit.check.declare_count` says.
        probability: whether the answer is a probability (a percentage, the complement, above 1
            and below 0 are then recognised); by default, when it lies between 0 and 1 and
            ``count`` is not set.  Give ``False`` for an expected value between 0 and 1.
        name: the question's name in the messages (default ``"Domanda"`` / ``"Question"``).

    Returns:
        An :class:`OwnQuestion`: ``q.check(student_answer)``.

    Raises:
        ValueError: unknown ``lang``; empty ``text`` or ``name``; ``count`` with an answer that is
            not whole; ``probability=True`` with an answer outside [0, 1], or with ``count``; a
            wrong answer equal to the right one.
        TypeError: ``text``/``name`` not a ``str``; ``answer`` or a wrong value not exact (a
            ``float``, text…); ``wrong`` not a dict; ``count``/``probability`` not ``bool``.
        KeyError: a ``wrong`` key that looks like a hint's name but is none (the message lists them).
    """
    t("tkcheck.label", lang)  # an unknown language is refused first
    if not isinstance(text, str):
        raise TypeError(t("tkcheck.error.text", lang, kind=_kind(text)))
    if not text.strip():
        raise ValueError(t("tkcheck.error.text", lang, kind=repr(text)))
    if name is None:
        name = t("tkcheck.label", lang)
    elif not isinstance(name, str) or not name.strip():
        raise (TypeError if not isinstance(name, str) else ValueError)(
            t("tkcheck.error.text", lang, kind=repr(name) if isinstance(name, str) else _kind(name)))
    right = _exact(answer)
    if right is None or _check._too_long(right):
        raise TypeError(t("tkcheck.error.answer", lang, kind=_kind(answer)))
    _flag("count", count, lang)
    if probability is not None:
        _flag("probability", probability, lang)
    if count and right.denominator != 1:
        raise ValueError(t("tkcheck.error.count", lang, value=right))
    if count and probability:
        raise ValueError(t("tkcheck.error.count_probability", lang))
    if probability and not 0 <= right <= 1:
        raise ValueError(t("tkcheck.error.probability", lang, value=right))
    if probability is None:
        probability = not count and 0 <= right <= 1
    return OwnQuestion(text.strip(), right, _wrong_answers(wrong, right, lang), lang, name.strip(), count, probability)


def _wrong_answers(wrong: Mapping[str, object] | None, right: Fraction, lang: str) -> dict[str, Fraction]:
    """``wrong`` checked (see :func:`question`): hint → exact value."""
    if wrong is None:
        return {}
    if not isinstance(wrong, Mapping):
        raise TypeError(t("tkcheck.error.wrong_type", lang, kind=_kind(wrong)))
    out: dict[str, Fraction] = {}
    for hint, value in wrong.items():
        if not isinstance(hint, str) or not hint.strip():
            raise TypeError(t("tkcheck.error.wrong_type", lang, kind=_kind(hint)))
        hint = hint.strip()
        if _NAME.fullmatch(hint) and _check.HINT_PREFIX + hint not in CATALOGUE:
            raise KeyError(t("tkcheck.error.hint_name", lang, hint=hint, known=", ".join(_known_hints())))
        number = _exact(value)
        if number is None or _check._too_long(number):
            raise TypeError(t("tkcheck.error.wrong_value", lang, hint=hint, kind=_kind(value)))
        if number == right:
            raise ValueError(t("tkcheck.error.wrong_is_right", lang, hint=hint))
        out[hint] = number
    return out


# --- the key: questions handed out without their answers ---------------------------------------


def save_questions(name: str, questions: Sequence[OwnQuestion], folder: str | Path = ".") -> Path:
    """Write the key of ``questions`` so that students check them without having the answers.

    Question ``i`` (from 1) gets the id ``"<name>.q<i>"``: a student writes
    ``check("<name>.q1", answer, "it")`` (:func:`kit.check.check`), with the key file in the folder
    their notebook runs in or in a folder of ``KIT_KEYS_PATH`` (module docstring).  The file is
    ``<folder>/<name>.key.json``, in the format of ``kit/keys/*.json``: salted, deliberately slow
    digests of the exact answer, of its 6-place roundings and of the declared wrong answers (with
    the hint's name, or the teacher's own hint sentence), and the flags ``probability`` and
    ``count``; never the answer in clear, nor the question's text.  Saving again replaces it.

    Args:
        name: the sheet's name: 1 to 40 of ``a-z``, ``0-9``, ``_``; not a sheet of the kit.
        questions: the questions, in order (:func:`question`; one student's of a template:
            :meth:`QuestionTemplate.for_student`).
        folder: an existing folder (default: the current one, the notebook's).

    Returns:
        The path of the key file written.

    Raises:
        ValueError: a bad ``name``, a kit sheet's name, or no question (messages in the first
            question's language, else English).
        TypeError: an item that is not an :class:`OwnQuestion` (a template says what to do).
        FileNotFoundError: ``folder`` does not exist.
    """
    lang = next((q.lang for q in questions if isinstance(q, OwnQuestion)), "en") \
        if isinstance(questions, (list, tuple)) else "en"
    if not isinstance(name, str) or not _SHEET.fullmatch(name) or name == _check.VARIANT_PREFIX.rstrip("."):
        raise ValueError(t("tkcheck.error.name", lang, name=name))
    kit_sheets = sorted(p.stem for p in _check.KEYS_DIR.glob("*.json"))
    if name in kit_sheets:
        raise ValueError(t("tkcheck.error.kit_sheet", lang, name=name, known=", ".join(kit_sheets)))
    if not isinstance(questions, (list, tuple)):
        raise TypeError(t("tkcheck.error.questions", lang, i=0, kind=_kind(questions)))
    if not questions:
        raise ValueError(t("tkcheck.error.empty", lang))
    for i, q in enumerate(questions, 1):
        if isinstance(q, QuestionTemplate):
            raise TypeError(t("tkcheck.error.template_saved", lang, i=i))
        if not isinstance(q, OwnQuestion):
            raise TypeError(t("tkcheck.error.questions", lang, i=i, kind=_kind(q)))
    folder = Path(folder)
    if not folder.is_dir():
        raise FileNotFoundError(t("tkcheck.error.folder", lang, folder=folder))
    key = {f"{name}.q{i}": q._key_entry(f"{name}.q{i}") for i, q in enumerate(questions, 1)}
    path = folder / f"{name}{_check.OWN_KEY_SUFFIX}"
    path.write_text(json.dumps(key, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return path


# --- per-student variants -------------------------------------------------------------------------


def student_seed(student: str) -> int:
    """The seed of a student given by name: the first 8 bytes of SHA-256 of the name with its
    spaces tidied (trimmed, runs made one) and its case folded, as a whole number ≥ 0 — stable
    across machines and Python versions (unlike ``hash``).

    Raises:
        TypeError: ``student`` is not a ``str``; ValueError: it is empty.
    """
    if not isinstance(student, str):
        raise TypeError(t("tkcheck.error.student", "en", value=student))
    tidy = " ".join(student.split()).casefold()
    if not tidy:
        raise ValueError(t("tkcheck.error.student", "en", value=student))
    return int.from_bytes(hashlib.sha256(f"kit-student|{tidy}".encode()).digest()[:8], "big")


class QuestionTemplate:
    """A question whose numbers change from student to student (made by :func:`question_template`).

    Displayed, it shows nothing of any student's numbers: ask it for a student's question.
    """

    __slots__ = ("make", "params", "lang", "wrong", "count", "probability", "name")

    def __init__(self, make, params, lang, wrong, count, probability, name) -> None:
        self.make, self.params, self.lang, self.wrong = make, params, lang, wrong
        self.count, self.probability, self.name = count, probability, name

    def draw(self, student: int | str) -> object:
        """The parameters of ``student``'s question: ``params(make_rng(seed))`` (see :meth:`for_student`)."""
        from kit.deal import make_rng

        if isinstance(student, str):
            seed = student_seed(student) if student.strip() else None
        elif isinstance(student, (int, np.integer)) and not isinstance(student, bool) and student >= 0:
            seed = int(student)
        else:
            seed = None
        if seed is None:
            raise (ValueError if isinstance(student, (str, int, np.integer)) and not isinstance(student, bool) else TypeError)(
                t("tkcheck.error.student", self.lang, value=student))
        return self.params(make_rng(seed))

    def for_student(self, student: int | str) -> OwnQuestion:
        """``student``'s question (text and checker), the same every time for the same student.

        Args:
            student: a seed (a whole number ≥ 0: the Generator is ``kit.deal.make_rng(seed)``) or
                a name (its seed is :func:`student_seed`).

        Returns:
            An :class:`OwnQuestion` made from ``make(params)``: a dict of parameters is passed as
            keywords, a tuple as positional arguments, anything else as the one argument.

        Raises:
            TypeError / ValueError: ``student`` is neither; ``make`` did not return
            ``(text, answer)`` or ``(text, answer, wrong)``; the errors of :func:`question`.
        """
        params = self.draw(student)
        if isinstance(params, dict):
            made = self.make(**params)
        elif isinstance(params, tuple):
            made = self.make(*params)
        else:
            made = self.make(params)
        if not isinstance(made, tuple) or len(made) not in (2, 3):
            raise TypeError(t("tkcheck.error.make", self.lang, kind=_kind(made)))
        text, answer, *more = made
        wrong = dict(self.wrong or {})
        wrong.update(more[0] if more and more[0] else {})
        return question(text, answer, lang=self.lang, wrong=wrong or None, count=self.count,
                        probability=self.probability, name=self.name)

    def __repr__(self) -> str:
        return f"<{t('tkcheck.label', self.lang)}: .for_student(…)>"


def question_template(make: Callable[..., tuple], params: Callable[[np.random.Generator], object], *,
                      lang: str = "en", wrong: Mapping[str, object] | None = None, count: bool = False,
                      probability: bool | None = None, name: str | None = None) -> QuestionTemplate:
    """A per-student question: ``question_template(lambda k: (f"… {k} Assi …", answer(k)),
    params=lambda rng: int(rng.integers(1, 4)), lang="it")``, then ``.for_student("Carla")``.

    Args:
        make: ``make(params)`` → ``(text, answer)`` or ``(text, answer, wrong)`` (``wrong``: the
            typical wrong answers for these numbers, as in :func:`question`).
        params: ``params(rng)`` → the student's numbers, drawn only from ``rng`` (a numpy
            ``Generator``); a dict is passed to ``make`` as keywords, a tuple as arguments.
        lang, wrong, count, probability, name: as in :func:`question` (``wrong`` here: hints
            whose values do not depend on the numbers; usually they do: return them from ``make``).

    Returns:
        A :class:`QuestionTemplate`.

    Raises:
        TypeError: ``make`` or ``params`` is not callable.  ValueError: unknown ``lang``.
    """
    t("tkcheck.label", lang)
    for label, function in (("make", make), ("params", params)):
        if not callable(function):
            raise TypeError(t("tkcheck.error.callable", lang, name=label, kind=_kind(function)))
    return QuestionTemplate(make, params, lang, wrong, count, probability, name)
