"""The teacher's page, in numbers: what a class sent, summed up for the projector (issue 24).

Pure computations on a :class:`kit.store.classroom.ClassView` (numpy and the catalogue only; the
widget that draws them is :mod:`kit.ui.class_dashboard`).  Three parts:

* a **class experiment** (:func:`experiment_summary`): the pooled relative frequency after every
  deal, the 95% funnel around the exact probability, each student's own estimate at their number
  of deals, a histogram of those estimates and the counts the page says in words;
* the lessons' **guesses** (:func:`guess_summaries`): each guess's distribution over the class
  beside its exact answer, and the most common guess;
* the sheets' **answers** (:func:`question_summaries`, :func:`progress`): per question the share
  of students right, the most frequent mistakes, and each nickname's progress.

A guess's answer can be left out of its summary (``answer=False``: the teacher's page folds it
until the teacher shows it).  The fullest bins of the estimates' histogram, ties included, come
from :func:`busiest_bins`; a sheet question's words from :func:`question_title` (the sheets'
own headings).

Only known ids are shown: an experiment or a guess that is not in its registry
(:data:`kit.classroom.experiments.EXPERIMENTS`, :data:`kit.classroom.guesses.GUESSES`), a question
the answer keys do not know (:func:`kit.classroom.items.known`), a choice a guess does not offer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
import math

import numpy as np

from kit.store.classroom import ClassView

Z95 = 1.96
"""The normal quantile of a two-sided 95% band: :math:`P(|Z| \\le 1.96) \\approx 0.95`."""

ESTIMATE_BINS = 20
"""Bins of the students' estimates' histogram: 20 bins of width 0.05 over [0, 1]."""

NUMBER_BINS = 10
"""The most bins a number guess's histogram has (when its guesses are not a few whole numbers)."""

WHOLE_SPAN = 20
"""Whole-number guesses spread over at most this many units get one bin per whole number."""


# --- a class experiment -----------------------------------------------------------------------------

def funnel(p: float, n: np.ndarray | int) -> tuple[np.ndarray, np.ndarray]:
    """The 95% funnel around ``p`` at ``n`` deals: :math:`p \\pm 1.96\\sqrt{p(1-p)/n}`.

    The relative frequency of ``n`` independent deals, each a hit with probability ``p``, has mean
    ``p`` and standard deviation :math:`\\sqrt{p(1-p)/n}`; by the normal approximation it lands
    inside the funnel about 95 times in 100.  The bounds are clipped to [0, 1] (a frequency).

    Args:
        p: the exact probability, 0 ≤ p ≤ 1.
        n: numbers of deals (≥ 1), an int or an array.

    Returns:
        ``(low, high)``: float arrays of the shape of ``n``.

    Raises:
        ValueError: ``p`` outside [0, 1] or an ``n`` below 1.
    """
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"p is a probability, between 0 and 1, got {p}")
    n = np.asarray(n, dtype=float)
    if n.size and n.min() < 1:
        raise ValueError("the funnel needs at least one deal (n ≥ 1)")
    half = Z95 * np.sqrt(p * (1.0 - p) / n)
    return np.clip(p - half, 0.0, 1.0), np.clip(p + half, 0.0, 1.0)


@dataclass(frozen=True)
class ExperimentSummary:
    """A class experiment, summed up (:func:`experiment_summary`).

    Attributes:
        experiment: its id.
        exact: the exact probability ``p``.
        deals: deals the class recorded, :math:`N`.
        hits: deals where the event happened, :math:`K`.
        pooled: shape ``(N,)``: the pooled relative frequency after deal ``i`` (1-based),
            :math:`f_i = (x_1 + \\dots + x_i) / i`, deals in arrival order.
        low, high: shape ``(N,)``: the 95% funnel at ``n = 1 … N`` (:func:`funnel`).
        members: shape ``(S,)``: the member ids of the :math:`S` students who dealt, in the order
            they joined.
        nicknames: their nicknames, in the same order.
        student_n: shape ``(S,)``: each one's deals :math:`n_s`.
        student_hits: shape ``(S,)``: each one's hits :math:`k_s`.
        estimates: shape ``(S,)``: each one's estimate :math:`k_s / n_s`.
        inside: how many estimates lie inside the funnel at their own ``n``:
            :math:`|k_s/n_s - p| \\le 1.96\\sqrt{p(1-p)/n_s}` (bounds included).
        edges: shape ``(ESTIMATE_BINS + 1,)``: the histogram's bin edges over [0, 1].
        counts: shape ``(ESTIMATE_BINS,)``: estimates per bin (each bin ``[a, b)``, the last
            ``[0.95, 1]``).
    """

    experiment: str
    exact: float
    deals: int
    hits: int
    pooled: np.ndarray
    low: np.ndarray
    high: np.ndarray
    members: np.ndarray
    nicknames: tuple[str, ...]
    student_n: np.ndarray
    student_hits: np.ndarray
    estimates: np.ndarray
    inside: int
    edges: np.ndarray
    counts: np.ndarray

    @property
    def students(self) -> int:
        """How many students dealt."""
        return int(self.members.size)

    @property
    def frequency(self) -> float | None:
        """The pooled relative frequency :math:`K/N` (``None`` before the first deal)."""
        return self.hits / self.deals if self.deals else None


def experiment_summary(view: ClassView, experiment: str, exact: Fraction | float) -> ExperimentSummary:
    """The class's deals of ``experiment`` summed up for the teacher's page.

    Args:
        view: what the class sent (:func:`kit.store.classroom.class_view`).
        experiment: the experiment's id (the caller checks it is known:
            :func:`dealt_experiments`).
        exact: its exact probability.

    Returns:
        An :class:`ExperimentSummary` (all arrays empty before the first deal).
    """
    p = float(exact)
    members, outcomes = view.deals.get(experiment, (np.zeros(0, np.int64), np.zeros(0, np.int8)))
    outcomes = np.asarray(outcomes, dtype=np.int64)
    members = np.asarray(members, dtype=np.int64)
    deals = int(outcomes.size)
    n = np.arange(1, deals + 1)
    cumulative = np.cumsum(outcomes)
    pooled = cumulative / n if deals else np.zeros(0)
    low, high = funnel(p, n) if deals else (np.zeros(0), np.zeros(0))
    ids, where = np.unique(members, return_inverse=True)
    dealt = np.bincount(where, minlength=ids.size) if deals else np.zeros(0, np.int64)
    hit = np.bincount(where, weights=outcomes, minlength=ids.size).astype(np.int64) if deals else np.zeros(0, np.int64)
    joined = {member: place for place, member in enumerate(view.nicknames)}
    order = np.array(sorted(range(ids.size), key=lambda i: (joined.get(int(ids[i]), len(joined)), int(ids[i]))),
                     dtype=np.int64)
    ids, dealt, hit = ids[order] if ids.size else ids, dealt[order] if ids.size else dealt, hit[order] if ids.size else hit
    estimates = hit / dealt if ids.size else np.zeros(0)
    s_low, s_high = funnel(p, dealt) if ids.size else (np.zeros(0), np.zeros(0))
    eps = 1e-12  # a frequency on the bound counts as inside
    inside = int(np.count_nonzero((estimates >= s_low - eps) & (estimates <= s_high + eps)))
    edges = np.arange(ESTIMATE_BINS + 1) / ESTIMATE_BINS  # j/20 exactly as k/n is: 3/10 falls in [0.3, 0.35)
    counts = np.histogram(estimates, bins=edges)[0]
    return ExperimentSummary(
        experiment=experiment, exact=p, deals=deals, hits=int(cumulative[-1]) if deals else 0, pooled=pooled,
        low=low, high=high, members=ids, nicknames=tuple(view.nicknames.get(int(m), "?") for m in ids),
        student_n=dealt.astype(np.int64), student_hits=hit, estimates=estimates, inside=inside, edges=edges,
        counts=counts)


def busiest_bins(counts: np.ndarray) -> tuple[np.ndarray, int]:
    """The fullest bins of a histogram, every one of them when several are equally full.

    Args:
        counts: shape ``(B,)``, the estimates per bin (:attr:`ExperimentSummary.counts`).

    Returns:
        ``(bins, n)``: the indices of the bins holding the most estimates, ascending, and how
        many each holds (``n`` is 0 and ``bins`` every bin when ``counts`` is all zeros).
    """
    counts = np.asarray(counts)
    most = int(counts.max()) if counts.size else 0
    return np.flatnonzero(counts == most), most


def dealt_experiments(view: ClassView, experiments: Mapping | None = None) -> list[str]:
    """The known experiments' ids, in the registry's order, with those the class dealt first.

    Args:
        view: what the class sent.
        experiments: id → :class:`~kit.classroom.experiments.Experiment` (default
            :data:`kit.classroom.experiments.EXPERIMENTS`); an id not in it is never shown.
    """
    if experiments is None:
        from kit.classroom.experiments import EXPERIMENTS as experiments
    return sorted(experiments, key=lambda e: len(view.deals.get(e, ((), ()))[1]) == 0)  # stable: registry order


# --- guesses ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class GuessSummary:
    """The class's guesses for one lesson guess (:func:`guess_summaries`).

    Attributes:
        guess: the guess's id.
        kind: ``"number"`` or ``"choice"``.
        count: how many students guessed (each student's first guess only).
        exact: a number guess's exact answer (``None`` for a choice).
        right: a choice guess's right choice (``None``: none is right, or a number guess).
        labels: a choice guess: its choices (catalogue keys), in the order shown; a number
            guess: empty.
        edges: a number guess: the bin edges, shape ``(B + 1,)`` (each bin ``[a, b)``, the last
            closed); a choice guess: ``None``.
        counts: guesses per bin or per choice, shape ``(B,)`` or ``(len(labels),)``.
        most_common: the guess given most often (a number, or a choice's key); ties go to the
            smaller number or the choice listed first; ``None`` before any guess.
        most_common_count: how many gave it.
    """

    guess: str
    kind: str
    count: int
    exact: float | None
    right: str | None
    labels: tuple[str, ...]
    edges: np.ndarray | None
    counts: np.ndarray
    most_common: float | str | None
    most_common_count: int


def _nice(width: float) -> float:
    """The smallest of 1, 2, 5 × 10^k at least ``width`` (> 0): a bin width a reader reads easily."""
    k = math.floor(math.log10(width))
    for m in (1, 2, 5, 10):
        if m * 10.0 ** k >= width * (1 - 1e-9):
            return float(np.round(m * 10.0 ** k, 12 - k if k < 0 else 12))
    return 10.0 ** (k + 1)  # pragma: no cover (10 × 10^k always is)


FINE = 50
"""A number guess's bins are at least 1/50 of the numbers it may take (``high - low``) wide."""


def number_edges(values: np.ndarray, exact: float | None, low: float = -math.inf,
                 high: float = math.inf) -> np.ndarray:
    """Bin edges for number guesses ``values`` (and ``exact``, when it is shown), inside the numbers
    the guess may take, ``[low, high]``.

    The bins' width: one per whole number (edges ``m - 0.5, m + 0.5``) for whole numbers spread
    over at most :data:`WHOLE_SPAN` units (when the guess may take more than :data:`NUMBER_BINS`
    values); otherwise the smallest of 1, 2, 5 × 10^k at least the guesses' spread over
    :data:`NUMBER_BINS` and at least ``(high - low) / FINE`` (one guess 0.35 of a probability: bins
    of 0.02, never one bar as wide as the axis).  The window: the bins holding the guesses, at least
    :data:`NUMBER_BINS` of them (those added split between the two sides), moved inside
    ``[low, high]`` (a probability's axis never starts below 0), the first and last bins cut at
    ``low`` and ``high``.  ``exact`` only widens that window to its own bin and one beyond it (its line is not drawn on
    the axis's edge), within ``[low, high]``: the axis of the folded
    answer (``exact`` None) is the same, save that extension, so that it does not jump when the
    answer is shown (nor hints at it while folded).  An exact answer far from whole-number
    guesses (more than ``5 · NUMBER_BINS`` bins away) makes the bins wider instead.

    Args:
        values: shape ``(n,)``, the guesses, each within ``[low, high]``.
        exact: the exact answer (within ``[low, high]``), or None.
        low, high: the numbers the guess may take (:attr:`kit.classroom.guesses.Guess.low`, ``high``).

    Returns:
        shape ``(B + 1,)``: increasing edges, ``low ≤ edges[0] ≤ min``, ``max ≤ edges[-1] ≤ high``.

    Raises:
        ValueError: ``values`` empty and no ``exact``.
    """
    values = np.asarray(values, dtype=float)
    everything = np.append(values, [] if exact is None else [float(exact)])
    if everything.size == 0:
        raise ValueError("no guesses and no exact value: nothing to bin")
    base = values if values.size else everything
    lo, hi = float(base.min()), float(base.max())
    room = high - low if math.isfinite(high - low) and high > low else None
    floor_w = room / FINE if room is not None else max(abs(lo), abs(hi), 1.0) / FINE

    def window(lo: float, hi: float, whole: bool) -> tuple[float, float, int, int]:
        width, offset = (1.0, 0.5) if whole else (_nice(max((hi - lo) / NUMBER_BINS, floor_w)), 0.0)
        index = lambda x: math.floor((x + offset) / width + 1e-9)  # bin j is [j·w − offset, (j+1)·w − offset)
        first, last = index(lo), index(hi)
        if last - first + 1 < NUMBER_BINS:
            extra = NUMBER_BINS - (last - first + 1)
            first, last = first - extra // 2, last + extra - extra // 2
        if math.isfinite(low) and first < index(low):
            first, last = index(low), last + index(low) - first
        top = math.ceil((high + offset) / width - 1e-9) - 1 if math.isfinite(high) else last
        if last > top:
            first, last = first - (last - top), top
            if math.isfinite(low):
                first = max(first, index(low))
        if exact is not None:  # within [low, high]: it only extends the window, a bin beyond its own
            at = index(float(exact))
            if at < first:
                first = max(at - 1, index(low)) if math.isfinite(low) else at - 1
            if at > last:
                last = min(at + 1, top)
        return width, offset, first, last

    whole = (bool(np.all(everything == np.round(everything))) and hi - lo <= WHOLE_SPAN
             and (room is None or room > NUMBER_BINS))
    width, offset, first, last = window(lo, hi, whole)
    if last - first + 1 > 5 * NUMBER_BINS:  # an answer far away: wider bins over everything
        width, offset, first, last = window(float(everything.min()), float(everything.max()), False)
    edges = np.round(np.arange(first, last + 2) * width - offset, 12)
    edges = np.unique(np.clip(edges, low, high))
    if edges.size < 2:  # a guess that may take one number only
        edges = np.array([edges[0] - 0.5, edges[0] + 0.5])
    return edges


def guess_summary(view: ClassView, guess, answer: bool = True) -> GuessSummary:
    """The class's guesses for ``guess`` (a :class:`kit.classroom.guesses.Guess`).

    A number guess: the students' numbers outside ``[guess.low, guess.high]`` are left out; their
    histogram over :func:`number_edges`.  A choice guess: the count of each of ``guess.choices``
    (a choice it does not offer is left out).

    Args:
        view: what the class sent.
        guess: the lesson's guess.
        answer: ``False`` while the answer is folded on the projector: the summary then knows
            nothing of it (``exact`` and ``right`` are ``None``, and a number guess's bins span
            the guesses only, so that not even the chart's axis hints at the answer).

    Raises:
        ValueError: ``guess.kind`` is not ``"number"`` or ``"choice"``.
    """
    sent = view.guesses.get(guess.id, [])
    if guess.kind == "number":
        values = np.array([v for _, v, _ in sent if v is not None and guess.low <= v <= guess.high], dtype=float)
        exact = None if guess.exact is None or not answer else float(guess.exact)
        if values.size == 0 and exact is None:
            return GuessSummary(guess.id, "number", 0, None, None, (), np.zeros(0), np.zeros(0, np.int64), None, 0)
        edges = number_edges(values, exact, float(guess.low), float(guess.high))
        counts = np.histogram(values, bins=edges)[0]
        most, most_n = None, 0
        if values.size:
            numbers, times = np.unique(values, return_counts=True)  # sorted: argmax takes the smaller on ties
            most, most_n = float(numbers[np.argmax(times)]), int(times.max())
        return GuessSummary(guess.id, "number", int(values.size), exact, None, (), edges, counts, most, most_n)
    if guess.kind == "choice":
        tally = Counter(c for _, _, c in sent if c in guess.choices)
        counts = np.array([tally[c] for c in guess.choices], dtype=np.int64)
        most, most_n = None, 0
        if counts.sum():
            best = int(np.argmax(counts))  # the first of the most chosen
            most, most_n = guess.choices[best], int(counts[best])
        return GuessSummary(guess.id, "choice", int(counts.sum()), None, guess.right if answer else None,
                            tuple(guess.choices), None, counts, most, most_n)
    raise ValueError(f"a guess is a 'number' or a 'choice', got {guess.kind!r}")


def guess_summaries(view: ClassView, guesses: Mapping | None = None,
                    answered: Callable[[str], bool] | None = None) -> list[GuessSummary]:
    """:func:`guess_summary` of every known guess the class answered, in the registry's order.

    Args:
        view: what the class sent.
        guesses: id → :class:`~kit.classroom.guesses.Guess` (default
            :data:`kit.classroom.guesses.GUESSES`); an id not in it is not shown.
        answered: ``answered(guess id)`` says whether that guess's answer may be shown (default:
            every answer); a guess whose answer is folded is summed up without it.
    """
    if guesses is None:
        from kit.classroom.guesses import GUESSES as guesses
    return [guess_summary(view, g, answered(gid) if answered else True)
            for gid, g in guesses.items() if view.guesses.get(gid)]


# --- sheet answers ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class QuestionSummary:
    """The class's answers to one sheet question (:func:`question_summaries`).

    Attributes:
        question: its id.
        tried: students who sent at least one answer.
        right: students with at least one right answer (a student counts as right if any attempt
            was right).
        mistakes: ``(mistake id, students)`` pairs, most frequent first (ties by id): how many
            students' wrong attempts named that mistake (a student counts once per mistake).
        wrong_attempts: wrong attempts, every one counted.
    """

    question: str
    tried: int
    right: int
    mistakes: tuple[tuple[str, int], ...]
    wrong_attempts: int

    @property
    def share(self) -> float:
        """The share right, :math:`\\text{right} / \\text{tried}` (0 when no one tried)."""
        return self.right / self.tried if self.tried else 0.0


def _known_answers(view: ClassView, known: Callable[[str, str], bool] | None) -> dict:
    if known is None:
        from kit.classroom.items import known
    return {q: attempts for q, attempts in view.answers.items() if known("answer", q)}


def question_summaries(view: ClassView, known: Callable[[str, str], bool] | None = None) -> list[QuestionSummary]:
    """Per known question, the share right and the most frequent mistakes, questions sorted by id
    (a sheet's ids sort in its order: ``"s1.q2"``).

    Args:
        view: what the class sent.
        known: ``known(kind, item)`` (default :func:`kit.classroom.items.known`).
    """
    rows = []
    for question, attempts in sorted(_known_answers(view, known).items()):
        students = {m for m, _, _ in attempts}
        right = {m for m, ok, _ in attempts if ok}
        made = Counter(mistake for mistake, _ in {(mk, m) for m, ok, mk in attempts if not ok and mk})
        mistakes = tuple(sorted(made.items(), key=lambda kv: (-kv[1], kv[0])))
        rows.append(QuestionSummary(question, len(students), len(right), mistakes,
                                    sum(1 for _, ok, _ in attempts if not ok)))
    return rows


@dataclass(frozen=True)
class Progress:
    """One student's progress on the sheets (:func:`progress`).

    Attributes:
        member: the member id.
        nickname: the nickname.
        right: questions answered right (at least once).
        tried: questions tried.
    """

    member: int
    nickname: str
    right: int
    tried: int


def progress(view: ClassView, known: Callable[[str, str], bool] | None = None) -> list[Progress]:
    """Each nickname's progress on the known questions (right / tried), in the order they joined
    (a student who answered nothing shows 0 / 0)."""
    tried: dict[int, set[str]] = {}
    right: dict[int, set[str]] = {}
    for question, attempts in _known_answers(view, known).items():
        for member, ok, _ in attempts:
            tried.setdefault(member, set()).add(question)
            if ok:
                right.setdefault(member, set()).add(question)
    return [Progress(m, name, len(right.get(m, ())), len(tried.get(m, ()))) for m, name in view.nicknames.items()]


# --- students ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class StudentRecords:
    """What one student sent (:func:`students`).

    Attributes:
        member, nickname: who.
        guesses: guesses (each guess once: the first).
        answers: answers (every attempt).
        deals: deals, all experiments together.
    """

    member: int
    nickname: str
    guesses: int
    answers: int
    deals: int

    @property
    def records(self) -> int:
        """All of them: guesses + answers + deals."""
        return self.guesses + self.answers + self.deals


def students(view: ClassView) -> list[StudentRecords]:
    """Every student who joined, in the order they joined, with what each sent."""
    guesses = Counter(m for sent in view.guesses.values() for m, _, _ in sent)
    answers = Counter(m for sent in view.answers.values() for m, _, _ in sent)
    deals: Counter = Counter()
    for members, _ in view.deals.values():
        ids, times = np.unique(np.asarray(members), return_counts=True)
        deals.update(dict(zip(ids.tolist(), times.tolist())))
    return [StudentRecords(m, name, guesses[m], answers[m], deals[m]) for m, name in view.nicknames.items()]


# --- the sheets' questions, in words ----------------------------------------------------------------

_HEADING = re.compile(r"^##\s+(.+?)\s*$", re.MULTILINE)
_CHECKED = re.compile(r"""check\(\s*["']([A-Za-z0-9_.-]+)["']""")
_LEVEL = re.compile(r"\s*\((livello|level):[^)]*\)\s*$")


@lru_cache(maxsize=4)
def sheet_questions(lang: str, folder: str | None = None) -> dict[str, tuple[int, str]]:
    """The question ids the exercise sheets check, with the sheet's number and the question's
    heading in ``lang``, read from the sheets themselves (``exercises/<lang>/NN_*.ipynb``, made
    by ``make exercises`` from ``source/solutions/``).

    A heading that asks several checked parts (``## D1 — conta i punti…`` over
    ``trentasette.q1a`` … ``q1d``) names each part by its letter: ``D1 (a) — conta i punti…``; the
    level in brackets at the end of a heading is left out.

    Args:
        lang: ``"it"`` or ``"en"``.
        folder: the folder of the sheets (default the kit's ``exercises/<lang>``).

    Returns:
        question id → ``(sheet number, heading)``; empty when the sheets are not there (a kit
        installed without them: the pages then show the ids).
    """
    import json
    from pathlib import Path

    where = Path(folder) if folder else Path(__file__).resolve().parents[2] / "exercises" / lang
    found: dict[str, tuple[int, str]] = {}
    for path in sorted(where.glob("[0-9][0-9]_*.ipynb")):
        try:
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        except (OSError, ValueError, KeyError):
            continue
        number, heading = int(path.name[:2]), ""
        for cell in cells:
            text = "".join(cell.get("source", ""))
            if cell.get("cell_type") == "markdown":
                match = _HEADING.search(text)
                heading = _LEVEL.sub("", match.group(1)) if match else heading
            elif heading:
                for qid in _CHECKED.findall(text):
                    found.setdefault(qid, (number, heading))
    for qid, (number, heading) in list(found.items()):
        part = re.fullmatch(r".*\.q\d+([a-z])", qid)
        if part:
            label, dash, rest = heading.partition(" — ")
            found[qid] = (number, f"{label} ({part.group(1)}){dash}{rest}")
    return found


def question_title(qid: str, lang: str) -> str:
    """Question ``qid`` in words, in ``lang``: ``"Scheda 1 · Domanda 1 — almeno una figura"``,
    ``"Personal sheet 1K7QM2X · question 2 — Exactly 2 Coins"`` (a per-student variant,
    :meth:`kit.variants.Question.title`); ``qid`` itself when no sheet asks it.

    Args:
        qid: a question id (:func:`kit.check.known_question`).
        lang: ``"it"`` or ``"en"``.
    """
    from kit.i18n import t

    if qid.startswith("v."):
        from kit import variants

        try:
            variant, number = variants.parse_qid(qid)
            question = variant.questions[number - 1]
        except (variants.BadCode, IndexError, ValueError):
            return qid
        return t("cdash.sheet.variant_title", lang, code=variant.code, n=number, title=question.title(lang))
    found = sheet_questions(lang).get(qid)
    if found is None:
        return qid
    return t("cdash.sheet.title", lang, sheet=found[0], question=found[1])
