r"""Events and their probabilities over a sample space (evento, probabilità di un evento).

An :class:`Event` is a set of outcomes of a sample space, given by a rule: it can say whether one
outcome is in it (``event(outcome)``), and, when the rule depends only on how many cards of some
groups an outcome holds, count its outcomes without listing them (:meth:`Event.count_in`).

* :func:`count_of` — the random variable "cards of a group in the outcome"; comparing it
  (``count_of("assi") == 1``) or :func:`exactly`, :func:`at_least`, :func:`at_most`,
  :func:`none_of` give *count events*; ``&`` (intersezione / and), ``|`` (unione / or) and ``~``
  (evento complementare / complement) combine events, and a combination of count events is still
  counted by combinatorics (see :func:`_joint`), never by listing: a five-card question takes
  milliseconds, five draws with replacement from 52 cards (380,204,032 outcomes) as well.
* :func:`event` — any rule ``outcome -> bool`` (a plain callable is accepted too), checked by
  listing the space (refused with :class:`~kit.prob.space.TooLarge` when it is too large).
* :func:`P` — definizione classica / classical definition :math:`P(E) = |E|/|\Omega|`; with
  ``given=B`` probabilità condizionata / conditional probability
  :math:`P(A \mid B) = |A \cap B| / |B|`; :func:`count` — the number of outcomes :math:`|E|`.
* :func:`independence` — eventi indipendenti / independent events: :math:`P(A \cap B) = P(A)\,P(B)`.
* :func:`distribution` — the exact distribution of a random variable over a space.

:func:`exact_probability` is the classical definition over any listed, equally likely space:
:math:`P(E) = |E| / |\Omega|` (casi favorevoli su casi possibili).
"""

from __future__ import annotations

import html
import math
import operator
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Iterable, TypeVar

import numpy as np

from kit.cards import DECKS, Card, Deck
from kit.i18n import DEFAULT_LANGUAGE, LANGUAGES, t
from kit.prob.space import Space, TooLarge, as_space

T = TypeVar("T")


def exact_probability(sample_space: Iterable[T], event: Callable[[T], bool]) -> Fraction:
    """:math:`P(E) = |E|/|\\Omega|` over an equally likely, finite sample space.

    Args:
        sample_space: every outcome once, each equally likely (e.g.
            ``itertools.combinations(deck, 3)`` for unordered 3-card hands).
        event: predicate, ``True`` for outcomes in the event.

    Returns:
        The probability as a ``Fraction``.

    Raises:
        ValueError: the sample space is empty.
    """
    total = hits = 0
    for outcome in sample_space:
        total += 1
        hits += bool(event(outcome))
    if total == 0:
        raise ValueError("the sample space is empty: there is nothing to count")
    return Fraction(hits, total)


class Event:
    """An event (evento): the outcomes of a sample space that satisfy a rule.

    The contract every event keeps (subclasses override what they can do faster):

    * ``event(outcome) -> bool``: whether one outcome (a tuple of cards, as the space lists it)
      is in the event; used when a space is listed or simulated one outcome at a time.
    * :meth:`count_in`: the number of outcomes of ``space`` in the event, by combinatorics,
      or ``None`` when this event cannot be counted without listing the space.
    * :meth:`mask`: the vectorised test over many sampled outcomes at once, or ``None``.
    * :meth:`describe`: the event in words, in Italian or English (for tables and messages).

    ``A & B`` is the intersection (intersezione, "A e B"), ``A | B`` the union (unione, "A o B"),
    ``~A`` the complement (evento complementare, "non A"); a plain callable is accepted on either side.
    """

    def __call__(self, outcome: tuple) -> bool:
        raise NotImplementedError

    def count_in(self, space) -> int | None:
        """Number of outcomes of ``space`` in the event, counted without listing; ``None`` if not
        possible for this event and space (the caller then lists the space, if it is small)."""
        specs = self._group_specs()
        if specs is None or getattr(space, "deck", None) is None:
            return None
        return sum(n for counts, n in _joint(space, specs).items() if self._holds(dict(zip(specs, counts))))

    def mask(self, sample: np.ndarray, space) -> np.ndarray | None:
        """``bool`` array of shape ``(trials,)``: which sampled outcomes are in the event.

        Args:
            sample: ``int`` array of shape ``(trials, k)``, indices into ``space.deck.cards``
                (as :meth:`kit.prob.space.Space.sample` draws them).
            space: the space they were drawn from.

        Returns ``None`` when the event has no vectorised test (the caller tests each outcome).
        """
        return None

    def describe(self, lang: str = "en") -> str:
        """The event in words."""
        return repr(self)

    # -- the count-event protocol (events that depend only on how many cards of some groups) --
    def _group_specs(self) -> tuple | None:
        """The groups the event depends on (keys of :meth:`_holds`'s argument), or ``None``."""
        return None

    def _holds(self, counts: dict) -> bool:
        """Whether an outcome with these group counts is in the event."""
        raise NotImplementedError

    def _bind(self, deck: Deck | None) -> Callable[[tuple], bool]:
        """A fast test of one outcome with the groups resolved on ``deck``."""
        return self.__call__

    # -- combining --
    def __and__(self, other) -> "Event":
        return AllOf(self, _as_event(other))

    def __rand__(self, other) -> "Event":
        return AllOf(_as_event(other), self)

    def __or__(self, other) -> "Event":
        return AnyOf(self, _as_event(other))

    def __ror__(self, other) -> "Event":
        return AnyOf(_as_event(other), self)

    def __invert__(self) -> "Event":
        return Not(self)

    def __bool__(self) -> bool:
        raise TypeError("an event is not True or False by itself: use P(event, space), or & | ~ to combine "
                        "events (not 'and', 'or', 'not')")


class CountOf:
    """The random variable X = number of cards of a group in the outcome (variabile aleatoria
    "numero di carte del gruppo"); for hands without replacement it is hypergeometric
    (ipergeometrica / hypergeometric), with replacement binomial (binomiale / binomial).

    Comparisons give count events: ``count_of("assi") == 1``, ``count_of("cuori") >= 2``…
    ``count_of(g)(outcome)`` is the count in one outcome.

    Attributes:
        group: the group specification (a name, a group, or a frozenset of cards).
        name: the group in words, for tables (the name as written, or the group's name).
    """

    def __init__(self, group) -> None:
        self.group = _spec_key(group)
        self.name = _spec_words(self.group, "en")

    def __repr__(self) -> str:
        return f"count_of({self.name!r})"

    def describe(self, lang: str = "en") -> str:
        """"numero di carte del gruppo «assi»" / "number of cards of the group “assi”"."""
        return t("tkevents.count_of", lang, group=_spec_words(self.group, lang))

    def __call__(self, outcome: tuple) -> int:
        return self._bind(_deck_of(outcome))(outcome)

    def _bind(self, deck: Deck | None) -> Callable[[tuple], int]:
        if deck is None:
            raise TypeError("count_of(...) counts cards: it needs a space of cards (hands, draws, shuffles)")
        cards = _resolve(deck, self.group)
        return lambda outcome: sum(c in cards for c in outcome)

    def values(self, sample: np.ndarray, space) -> np.ndarray:
        """The count in each sampled outcome (vectorised): ``int`` array of shape ``(trials,)``."""
        return _member(_card_deck(space), self.group)[sample].sum(axis=1)

    __hash__ = object.__hash__

    def _compare(self, op: str, k) -> "CountEvent":
        return CountEvent(self.group, op, k)

    def __eq__(self, k):  # type: ignore[override]
        return self._compare("==", k)

    def __ne__(self, k):  # type: ignore[override]
        return self._compare("!=", k)

    def __lt__(self, k):
        return self._compare("<", k)

    def __le__(self, k):
        return self._compare("<=", k)

    def __gt__(self, k):
        return self._compare(">", k)

    def __ge__(self, k):
        return self._compare(">=", k)


_OPS = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}
_SYMBOL = {"==": "=", "!=": "≠", "<": "<", "<=": "≤", ">": ">", ">=": "≥"}


def _whole(k, what: str = "a count") -> int:
    if not isinstance(k, (int, np.integer)) or isinstance(k, (bool, np.bool_)):
        raise TypeError(f"{what} of cards is a whole number, got {k!r}")
    return int(k)


class CountEvent(Event):
    """A count event: "the number of cards of ``group`` in the outcome ``op`` ``k``"; counted by
    combinatorics on any space of cards (see :func:`_joint`).

    Attributes:
        group: the group specification; op: ``"=="``, ``"!="``, ``"<"``, ``"<="``, ``">"``, ``">="``;
        k: the whole number compared with; wording: how :meth:`describe` says it.
    """

    def __init__(self, group, op: str, k, wording: str = "compare") -> None:
        self.group = _spec_key(group)
        self.op = op
        self.k = _whole(k)
        self.wording = wording
        self._test = _OPS[op]

    def __repr__(self) -> str:
        return f"count_of({_spec_words(self.group, 'en')!r}) {self.op} {self.k}"

    def describe(self, lang: str = "en") -> str:
        group = _spec_words(self.group, lang)
        if self.wording == "compare":
            return t("tkevents.compare", lang, count=t("tkevents.count_of", lang, group=group),
                     op=_SYMBOL[self.op], k=self.k)
        return t(f"tkevents.{self.wording}", lang, k=self.k, group=group)

    def __call__(self, outcome: tuple) -> bool:
        return self._bind(_deck_of(outcome))(outcome)

    def _bind(self, deck: Deck | None) -> Callable[[tuple], bool]:
        if deck is None:
            raise TypeError("count events count cards: they need a space of cards (hands, draws, shuffles), "
                            "for a die or a product of spaces write event(lambda outcome: ...)")
        cards, test, k = _resolve(deck, self.group), self._test, self.k
        return lambda outcome: test(sum(c in cards for c in outcome), k)

    def _group_specs(self) -> tuple:
        return (self.group,)

    def _holds(self, counts: dict) -> bool:
        return self._test(counts[self.group], self.k)

    def mask(self, sample: np.ndarray, space) -> np.ndarray | None:
        if getattr(space, "deck", None) is None:
            return None
        return self._test(_member(space.deck, self.group)[sample].sum(axis=1), self.k)


def count_of(group) -> CountOf:
    """The random variable "number of cards of ``group`` in the outcome" (see :class:`CountOf`).

    Args:
        group: a group name (``"assi"``, ``"figure"``, ``"cuori"``…, read on the space's deck),
            a deck's group, one card, or some cards.

    Raises:
        TypeError: something that is neither a name nor cards.  (A name the deck has no group for,
        or a card not in the deck, raises ``ValueError`` when the event meets the space.)
    """
    return CountOf(group)


def exactly(k: int, group) -> CountEvent:
    """"Esattamente k carte del gruppo" / "exactly k cards of the group": X = k.

    Raises:
        ValueError: ``k`` negative; TypeError: ``k`` not a whole number.
    """
    return CountEvent(group, "==", _at_least_zero(k), "exactly")


def at_least(k: int, group) -> CountEvent:
    """"Almeno k carte del gruppo" / "at least k cards of the group": X ≥ k.

    Raises:
        ValueError: ``k`` negative; TypeError: ``k`` not a whole number.
    """
    return CountEvent(group, ">=", _at_least_zero(k), "at_least")


def at_most(k: int, group) -> CountEvent:
    """"Al più k carte del gruppo" / "at most k cards of the group": X ≤ k.

    Raises:
        ValueError: ``k`` negative; TypeError: ``k`` not a whole number.
    """
    return CountEvent(group, "<=", _at_least_zero(k), "at_most")


def none_of(group) -> CountEvent:
    """"Nessuna carta del gruppo" / "no card of the group": X = 0."""
    return CountEvent(group, "==", 0, "none")


def _at_least_zero(k) -> int:
    k = _whole(k)
    if k < 0:
        raise ValueError(f"a number of cards is 0 or more, got {k}")
    return k


class _Combination(Event):
    """Several events joined by one connective: :class:`AllOf` (∩) and :class:`AnyOf` (∪) differ
    only in :attr:`_fold` (``all`` / ``any``), :attr:`_reduce` (numpy's ``logical_and`` /
    ``logical_or``), the symbol of their ``repr`` and the catalogue word that joins them."""

    _fold = staticmethod(all)
    _reduce = np.logical_and
    _symbol = "&"
    _word = "tkevents.and"

    def __init__(self, *events: Event) -> None:
        self.events = tuple(events)

    def _group_specs(self) -> tuple | None:
        specs: list = []
        for e in self.events:
            s = e._group_specs()
            if s is None:
                return None
            specs += [x for x in s if x not in specs]
        return tuple(specs)

    def __call__(self, outcome) -> bool:
        return self._fold(e(outcome) for e in self.events)

    def _bind(self, deck):
        tests = [e._bind(deck) for e in self.events]
        fold = self._fold
        return lambda outcome: fold(f(outcome) for f in tests)

    def _holds(self, counts: dict) -> bool:
        return self._fold(e._holds(counts) for e in self.events)

    def mask(self, sample, space):
        masks = [e.mask(sample, space) for e in self.events]
        return None if any(m is None for m in masks) else self._reduce.reduce(masks)

    def __repr__(self) -> str:
        return f" {self._symbol} ".join(f"({e!r})" for e in self.events)

    def describe(self, lang: str = "en") -> str:
        return t(self._word, lang).join(f"({e.describe(lang)})" for e in self.events)


class AllOf(_Combination):
    """The intersection of events (intersezione / intersection, A ∩ B): every one happens."""


class AnyOf(_Combination):
    """The union of events (unione / union, A ∪ B): at least one happens."""

    _fold = staticmethod(any)
    _reduce = np.logical_or
    _symbol = "|"
    _word = "tkevents.or"


class Not(Event):
    """The complement (evento contrario / complementary event, Ā): the event does not happen;
    :math:`|\\bar A| = |\\Omega| - |A|`, so the complement of any countable event is countable."""

    def __init__(self, event: Event) -> None:
        self.event = event

    def __call__(self, outcome) -> bool:
        return not self.event(outcome)

    def _bind(self, deck):
        f = self.event._bind(deck)
        return lambda outcome: not f(outcome)

    def _group_specs(self):
        return self.event._group_specs()

    def _holds(self, counts: dict) -> bool:
        return not self.event._holds(counts)

    def count_in(self, space):
        inner = self.event.count_in(space)
        return None if inner is None else space.size - inner

    def mask(self, sample, space):
        m = self.event.mask(sample, space)
        return None if m is None else ~m

    def __repr__(self) -> str:
        return f"~({self.event!r})"

    def describe(self, lang: str = "en") -> str:
        return t("tkevents.not", lang, a=self.event.describe(lang))


class Predicate(Event):
    """An event given by a rule ``outcome -> bool`` (any Python function): checked by listing the
    space one outcome at a time, or simulated one outcome at a time.

    Raises (when tested):
        TypeError: the rule returned something other than True or False.
    """

    def __init__(self, predicate: Callable, name: str | None = None) -> None:
        if not callable(predicate):
            raise TypeError(f"an event is a function outcome -> True/False, not {predicate!r}")
        self.predicate = predicate
        self.name = name

    def __call__(self, outcome) -> bool:
        happened = self.predicate(outcome)
        if not isinstance(happened, (bool, np.bool_)):
            raise TypeError(f"an event's rule returns True or False (is the outcome in the event?), got {happened!r} "
                            f"for the outcome {outcome!r}; for a number use distribution(...) or simulate(...)")
        return bool(happened)

    def __repr__(self) -> str:
        return f"event({self.name or getattr(self.predicate, '__name__', 'rule')})"

    def describe(self, lang: str = "en") -> str:
        return self.name if self.name else t("tkevents.predicate", lang)


def event(predicate: Callable[[tuple], bool], name: str | None = None) -> Predicate:
    """An event from a rule: ``event(lambda hand: hand[0].suit == "denari", "prima carta di denari")``.

    Args:
        predicate: outcome -> ``bool`` (an outcome is a tuple of cards; for a die an ``int``; for a
            product the tuple of the parts' outcomes).
        name: the event in words (optional, for tables and messages).

    Raises:
        TypeError: ``predicate`` is not callable.
    """
    return Predicate(predicate, name)


def _as_event(x) -> Event:
    """``x`` as an event on a space's outcomes (a function becomes :class:`Predicate`).

    Raises:
        TypeError: ``x`` is a number (``count_of``), an event about a :class:`Distribution`
            (``X == 1``: it is about X's values, not about the space's outcomes, which it would
            never match — a silent 0), or neither an event nor a function.
    """
    if isinstance(x, Event) and getattr(x, "distribution", None) is not None and hasattr(x, "probability"):
        raise TypeError(f"{x!r} is an event about a random variable (a Distribution), not about the outcomes of a "
                        "sample space: its probability is P(event) with no space (P(X == 1), X.given(...)); "
                        "to count it on a space, compare count_of(group) instead (count_of('assi') == 1)")
    if isinstance(x, Event):
        return x
    if isinstance(x, CountOf):
        raise TypeError(f"{x!r} is a number (a random variable), not an event: compare it, e.g. {x!r} == 1, "
                        "or use exactly/at_least/at_most")
    if callable(x):
        return Predicate(x)
    raise TypeError(f"an event is made by exactly/at_least/at_most/none_of, count_of(...) == k, event(rule) or "
                    f"is a function outcome -> True/False; got {x!r}")


# --------------------------------------------------------------------------------------------
# Counting, probability, conditioning
# --------------------------------------------------------------------------------------------

def _named_for_error(kind: str, ev: Event) -> str:
    """"the event 'exactly 1 card of the group “aces”'", or "the event given by the function"
    (a rule given as a function has no words of its own)."""
    words = ev.describe("en")
    return words if words.startswith("the event") else f"{kind} {words!r}"


def _listing(space: Space, what: str):
    """The space's outcomes, or :class:`TooLarge` saying which event needed listing."""
    try:
        return iter(space)
    except TooLarge as error:
        raise TooLarge(f"{what} can only be checked one outcome at a time, and {error}", error.size) from None


def _count_pair(ev: Event, cond: Event | None, space: Space) -> tuple[int, int]:
    """(outcomes in ev ∩ cond, outcomes in cond) — cond None means the whole space."""
    both = ev if cond is None else AllOf(ev, cond)
    n_both = both.count_in(space)
    n_cond = space.size if cond is None else cond.count_in(space)
    if n_both is not None and n_cond is not None:
        return n_both, n_cond
    deck = space.deck
    f = ev._bind(deck)
    g = None if cond is None else cond._bind(deck)
    hits = kept = 0
    outcomes = _listing(space, _named_for_error("the event", ev) if n_both is None else
                        _named_for_error("the condition", cond))
    for outcome in outcomes:
        if g is None or g(outcome):
            kept += 1
            hits += bool(f(outcome))
    return hits, kept


def _impossible(cond: Event, space: Space) -> "ImpossibleCondition":
    return ImpossibleCondition(
        f"the condition {cond.describe('en')!r} (given=) holds for none of the {space.size:,} outcomes of {space!r} "
        "looked at, so P(A | B) = P(A ∩ B) / P(B) is not defined: P(B) must be more than 0")


def count(event, space: Space, *, given=None) -> int:
    """The number of outcomes of ``space`` in the event (casi favorevoli / favourable outcomes);
    with ``given=B`` the outcomes in both (|A ∩ B|).

    Count events and their combinations are counted by combinatorics; a rule (``event(...)`` or a
    plain callable) by listing the space.

    Raises:
        ImpossibleCondition: ``given`` holds for no outcome.
        TooLarge: a rule would need listing more than ``LIST_LIMIT`` outcomes.
        ValueError: a group the deck does not have, a card not in the deck.
        TypeError: something that is not an event or not a space.
    """
    space = as_space(space)
    ev = _as_event(event)
    cond = None if given is None else _as_event(given)
    hits, kept = _count_pair(ev, cond, space)
    if cond is not None and kept == 0:
        raise _impossible(cond, space)
    return hits


def P(event, space: Space | None = None, *, given=None) -> Fraction:
    r"""The probability of an event, exact: :math:`P(E) = |E| / |\Omega|` (definizione classica /
    classical definition); with ``given=B`` the conditional probability (probabilità condizionata /
    conditional probability) :math:`P(A \mid B) = |A \cap B| / |B|`.

    Args:
        event: a count event (``exactly(1, "assi")``, ``count_of("cuori") >= 2``, combinations with
            ``& | ~``), a pattern, ``event(rule)`` or a plain callable outcome -> bool; without a
            space, an event made by comparing a :class:`~kit.prob.variables.Distribution`
            (``X == 2``), whose ``.probability()`` is returned (with ``given=``, the probability
            under ``X.given(condition)``).
        space: the sample space (:func:`~kit.prob.space.hands`, :func:`~kit.prob.space.draws`, …).
        given: the condition B (an event of the same kind), or ``None``.

    Returns:
        A ``Fraction``.

    Raises:
        ImpossibleCondition: ``given`` holds for no outcome (P(B) = 0).
        TooLarge: a rule would need listing more than ``LIST_LIMIT`` outcomes (the message says
            what to use instead).
        ValueError: a group the deck does not have, a card not in the deck.
        TypeError: no space for a card event, or something that is not an event.
    """
    if space is None:
        return _distribution_P(event, given)
    space = as_space(space)
    ev = _as_event(event)
    cond = None if given is None else _as_event(given)
    hits, kept = _count_pair(ev, cond, space)
    if kept == 0:
        if cond is None:
            raise ValueError(f"{space!r} has no outcomes")
        raise _impossible(cond, space)
    return Fraction(hits, kept)


def _distribution_P(event, given) -> Fraction:
    """P of an event made from a Distribution (H2's events: ``.probability()``, ``.distribution``)."""
    if not hasattr(event, "probability"):
        raise TypeError(f"P({event!r}) needs a sample space for a card event, e.g. P(event, hands('italian40', 3)); "
                        "without a space P takes an event made from a distribution, like X == 2")
    if given is None:
        return Fraction(event.probability())
    conditioned = event.distribution.given(given)
    if hasattr(conditioned, "P"):
        return Fraction(conditioned.P(event))
    return Fraction(event.probability(conditioned))


@dataclass(frozen=True)
class Independence:
    """The independence check of two events (eventi indipendenti / independent events):
    A and B are independent when :math:`P(A \\cap B) = P(A) \\cdot P(B)`.

    Attributes:
        p_a, p_b, p_ab: P(A), P(B), P(A ∩ B), exact; product: P(A)·P(B); independent: ``p_ab == product``.
        lang: the language of the notebook's rich output (``_repr_html_``).
    """

    p_a: Fraction
    p_b: Fraction
    p_ab: Fraction
    lang: str = DEFAULT_LANGUAGE

    @property
    def product(self) -> Fraction:
        """P(A)·P(B), exact."""
        return self.p_a * self.p_b

    @property
    def independent(self) -> bool:
        """Whether P(A ∩ B) = P(A)·P(B) exactly."""
        return self.p_ab == self.product

    def describe(self, lang: str | None = None) -> str:
        """«P(A ∩ B) = 1/40 e P(A)·P(B) = 1/4 · 1/10 = 1/40: gli eventi sono indipendenti»."""
        key = "tkevents.independence.yes" if self.independent else "tkevents.independence.no"
        return t(key, lang or self.lang, ab=self.p_ab, a=self.p_a, b=self.p_b, prod=self.product)

    def __repr__(self) -> str:
        """The four probabilities and the verdict, for a notebook's plain output."""
        return f"Independence(P(A)={self.p_a}, P(B)={self.p_b}, P(A∩B)={self.p_ab}, P(A)·P(B)={self.product}, " \
               f"independent={self.independent})"

    def _repr_html_(self) -> str:
        """The sentence of :meth:`describe` in :attr:`lang`, as a paragraph, for a notebook's rich output."""
        return f"<p>{html.escape(self.describe())}</p>"


def independence(a, b, space: Space, *, lang: str = DEFAULT_LANGUAGE) -> Independence:
    """Whether events ``a`` and ``b`` are independent over ``space``: :math:`P(A \\cap B)` beside
    :math:`P(A) \\cdot P(B)` (exact), see :class:`Independence`; ``lang`` is the language it shows
    itself in, in a notebook.

    Raises:
        as :func:`P`.
    """
    a, b = _as_event(a), _as_event(b)
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not available; use one of {', '.join(LANGUAGES)}")
    return Independence(P(a, space), P(b, space), P(a & b, space), lang)


def distribution(f, space: Space, *, given=None):
    """The exact distribution of a random variable over ``space`` (distribuzione di probabilità /
    probability distribution): value → :math:`P(X = x) = |\\{X = x\\}| / |\\Omega|`.

    Args:
        f: ``count_of(group)`` (counted by combinatorics: ipergeometrica senza reimmissione,
            binomiale con reimmissione), or any function outcome -> value (the space is listed).
        space: the sample space.
        given: a condition (an event); the distribution is then the conditional one.

    Returns:
        A :class:`~kit.prob.variables.Distribution`.

    Raises:
        ImpossibleCondition: ``given`` holds for no outcome.
        TooLarge: a function needs listing a space with more than ``LIST_LIMIT`` outcomes.
        TypeError: ``f`` is not a function; ValueError: as :func:`P`.
    """
    from kit.prob.variables import Distribution

    space = as_space(space)
    cond = None if given is None else _as_event(given)
    weights: dict = {}
    if isinstance(f, CountOf) and space.deck is not None and (cond is None or cond._group_specs() is not None):
        specs = (f.group,) + tuple(s for s in (cond._group_specs() if cond is not None else ()) if s != f.group)
        for counts, n in _joint(space, specs).items():
            if cond is None or cond._holds(dict(zip(specs, counts))):
                weights[counts[0]] = weights.get(counts[0], 0) + n
    else:
        if isinstance(f, Event):
            raise TypeError(f"{f!r} is an event: for its probability use P(...); distribution() takes a random "
                            "variable, such as count_of('assi') or a function outcome -> number")
        if not callable(f):
            raise TypeError(f"distribution() takes count_of(group) or a function outcome -> number, not {f!r}")
        value = f._bind(space.deck) if isinstance(f, CountOf) else f
        test = None if cond is None else cond._bind(space.deck)
        for outcome in _listing(space, "a random variable given by a function"):
            if test is None or test(outcome):
                x = value(outcome)
                weights[x] = weights.get(x, 0) + 1
    total = sum(weights.values())
    if total == 0:
        raise _impossible(cond, space)
    made = Distribution({x: Fraction(n, total) for x, n in weights.items()}, name=_variable_name(f))
    made._space = repr(space)  # two variables counted on equal spaces (hands(italian40, 3) twice) are one outcome's numbers
    return made


# --------------------------------------------------------------------------------------------
# Groups of cards
# --------------------------------------------------------------------------------------------

def _variable_name(f) -> dict[str, str] | None:
    """The name a distribution made by :func:`distribution` takes from ``f``, in both languages
    («numero di carte del gruppo «cuori»»), or ``None`` for a plain function."""
    if isinstance(f, CountOf):
        return {lang: f.describe(lang) for lang in LANGUAGES}
    return None


def _group_cards(deck: Deck, spec) -> frozenset[Card]:
    """The cards of ``deck`` that a group specification names.

    Args:
        deck: the deck of the space.
        spec: a group name (``"assi"``, ``"figure"``, ``"cuori"``… read by ``deck.group``), a
            group (anything with ``.cards``), one :class:`~kit.cards.Card`, or an iterable of cards.

    Returns:
        The group's distinct cards (a card's copies in the deck all count when outcomes are counted).

    Raises:
        ValueError: a name the deck has no group for (the message lists the deck's groups), a
            group with no card in the deck, or cards that are not in the deck (named).
        TypeError: something that is neither a name nor cards.
    """
    if isinstance(spec, str):
        return frozenset(deck.group(spec).cards)
    if isinstance(spec, Card):
        spec = (spec,)
    items = _only_cards(getattr(spec, "cards", spec), spec)
    foreign = [c for c in items if c not in deck]
    if foreign:
        raise ValueError(f"not cards of {deck.name}: {', '.join(c.code for c in foreign)}")
    if not items:
        raise ValueError("a group with no cards: name at least one card")
    return frozenset(items)


def _spec_key(spec):
    """A hashable form of a group specification (kept until the space's deck resolves it)."""
    if isinstance(spec, str):
        if not spec.strip():
            raise ValueError("a group name cannot be empty: 'assi', 'figure', 'cuori'…")
        return spec
    if isinstance(spec, Card):
        return frozenset((spec,))
    if hasattr(spec, "cards"):
        try:
            hash(spec)
            return spec
        except TypeError:
            return frozenset(spec.cards)
    return frozenset(_only_cards(spec, spec))


def _only_cards(items, spec) -> list:
    """``items`` as a list, every one a :class:`~kit.cards.Card`.

    Raises:
        TypeError: ``items`` is not iterable (``spec`` named in the message), or holds other things.
    """
    try:
        items = list(items)
    except TypeError:
        raise TypeError(f"a group is a name ('assi', 'figure', 'cuori'), a deck's group or some cards, not {spec!r}") from None
    not_cards = [c for c in items if not isinstance(c, Card)]
    if not_cards:
        raise TypeError(f"a group of cards holds Card objects (deck.parse('7D')), not {sorted(map(repr, not_cards))}")
    return items


_RESOLVED: dict = {}


def _resolve(deck: Deck, spec) -> frozenset[Card]:
    key = (deck, spec)
    cards = _RESOLVED.get(key)
    if cards is None:
        cards = _RESOLVED[key] = _group_cards(deck, spec)
    return cards


def _member(deck: Deck, spec) -> np.ndarray:
    """``bool`` array over ``deck.cards``: which physical cards are in the group."""
    cards = _resolve(deck, spec)
    return np.fromiter((c in cards for c in deck.cards), dtype=bool, count=len(deck.cards))


def _spec_words(spec, lang: str) -> str:
    if isinstance(spec, str):
        return spec
    if hasattr(spec, "describe"):
        return spec.describe(lang)
    return ", ".join(sorted(c.code for c in getattr(spec, "cards", spec)))


_DEFAULT_DECK = {"italian": "italian40", "french": "french52", "uno": "uno108"}


def _deck_of(outcome) -> Deck:
    """The full deck of the family of an outcome's cards (an event tested outside any space)."""
    for c in outcome:
        if isinstance(c, Card):
            return DECKS[_DEFAULT_DECK[c.family]]
    raise TypeError(f"a count event tests an outcome of cards, got {outcome!r}")


def _card_deck(space) -> Deck:
    deck = getattr(space, "deck", None)
    if deck is None:
        raise TypeError(f"count events count cards, and {space!r} is not a space of cards: "
                        "for a die or a product of spaces write the event as event(lambda outcome: ...)")
    return deck


# --------------------------------------------------------------------------------------------
# Counting by atoms
# --------------------------------------------------------------------------------------------

def _joint(space: Space, specs: tuple) -> dict[tuple[int, ...], int]:
    r"""The number of outcomes of ``space`` with each vector of group counts.

    The deck's cards are split into atoms (cards grouped by which of the groups they belong to,
    :math:`n_a` cards each); an outcome holding :math:`k_a` cards of each atom (:math:`\sum k_a = k`)
    can happen in

    * :math:`\prod_a \binom{n_a}{k_a}` ways for hands without replacement (ipergeometrica multivariata),
    * :math:`k!\,\prod_a \binom{n_a}{k_a}` for ordered draws without replacement (and shuffles),
    * :math:`\frac{k!}{\prod_a k_a!}\prod_a n_a^{k_a}` with replacement (multinomiale), ordered or not
      (the hands of a space with replacement stand for its :math:`N^k` ordered draws);

    the count of group j is :math:`\sum_{a \ni j} k_a`.  Returns ``{counts: outcomes}``.
    """
    deck = _card_deck(space)
    key = (deck, space.k, space.ordered, space.replacement, specs)
    cached = _JOINT.get(key)
    if cached is not None:
        return cached
    members = [_resolve(deck, s) for s in specs]
    atoms: dict[tuple[bool, ...], int] = {}
    for c in deck.cards:
        sig = tuple(c in m for m in members)
        atoms[sig] = atoms.get(sig, 0) + 1
    sigs, sizes = list(atoms), list(atoms.values())
    k, m = space.k, len(specs)
    result: dict[tuple[int, ...], int] = {}
    fact_k = math.factorial(k)

    def weight(ks: list[int]) -> int:
        if space.replacement:
            w = fact_k
            for n, j in zip(sizes, ks):
                w = w // math.factorial(j) * n ** j if j else w
            return w
        w = fact_k if space.ordered else 1
        for n, j in zip(sizes, ks):
            w *= math.comb(n, j)
        return w

    ks = [0] * len(sizes)
    cap_after = [sum(sizes[i + 1:]) for i in range(len(sizes))]

    def walk(i: int, left: int) -> None:
        if i == len(sizes) - 1:
            if not space.replacement and left > sizes[i]:
                return
            ks[i] = left
            counts = tuple(sum(j for j, sig in zip(ks, sigs) if sig[g]) for g in range(m))
            result[counts] = result.get(counts, 0) + weight(ks)
            return
        top = left if space.replacement else min(left, sizes[i])
        low = 0 if space.replacement else max(0, left - cap_after[i])
        for j in range(low, top + 1):
            ks[i] = j
            walk(i + 1, left - j)

    walk(0, k)
    _JOINT[key] = result
    return result


_JOINT: dict = {}


class ImpossibleCondition(ValueError):
    """A condition (given=) that no outcome satisfies: P(A | B) needs P(B) > 0."""
