r"""Discrete random variables by their exact distribution (variabile aleatoria discreta / discrete
random variable; distribuzione di probabilità / probability distribution).

A :class:`Distribution` maps each value of a random variable to its probability, a ``Fraction``::

    X = binomial(5, Fraction(1, 4))       # kit.prob.families
    X.mean, X.var, X.std                  # 5/4, 15/16, 0.968… (properties, not methods)
    X.P(X >= 1)                           # 781/1024; also P(X >= 1) with kit.prob.P
    X.given(X >= 1)                       # the conditioned distribution
    X.table("it")                         # the table, with decimal commas

Formulas (valore atteso / expected value, varianza / variance, deviazione standard / standard
deviation, funzione di ripartizione / cumulative distribution function):

.. math:: E(X) = \sum_x x\,p(x), \quad Var(X) = \sum_x (x - E(X))^2 p(x), \quad
          \sigma(X) = \sqrt{Var(X)}, \quad F(x) = P(X \le x).

**Events.** ``X == k``, ``X != k``, ``X < k``, ``X <= k``, ``X > k``, ``X >= k`` are not
``True``/``False`` but a :class:`ValueEvent` (an :class:`~kit.prob.events.Event` over the values
of ``X``); combine them with ``&``, ``|``, ``~``.  Its probability is :meth:`ValueEvent.probability`
(``(X >= 1).probability()``), :meth:`Distribution.P` (``X.P(X >= 1)``), or ``kit.prob.P(X >= 1)``.
Using one as a truth value (``if X == 2:``, ``1 < X <= 3``) raises ``TypeError``.  So two
distributions are compared by their tables: ``X.pmf == Y.pmf``.

**The hook for** ``kit.prob.P`` (``P(event, space=None, *, given=None)``): when ``space`` is
``None`` and the event has a ``probability`` method, ``P`` returns
``event.probability(given=given)``; ``event.distribution`` is the variable it was made from, and
``event.distribution.given(condition)`` the conditioned distribution.

**Sums.** ``a*X + b`` maps the values exactly; ``X + Y``, ``X - Y``, ``X * Y`` of two *different*
variables take them as **independent** (the distribution of the sum is the convolution
:math:`P(X+Y=s) = \sum_x P(X=x)\,P(Y=s-x)`).  ``X + X`` on the very same object is refused: it is
``2*X`` (one draw counted twice), not two independent draws (``X.copies(2)``).
"""

from __future__ import annotations

import math
from fractions import Fraction
from numbers import Integral
from typing import Callable, Mapping

import numpy as np

from kit.i18n import fmt_decimal, t
from kit.prob.events import Event, ImpossibleCondition

_OPS = {
    "==": lambda x, k: x == k,
    "!=": lambda x, k: x != k,
    "<": lambda x, k: x < k,
    "<=": lambda x, k: x <= k,
    ">": lambda x, k: x > k,
    ">=": lambda x, k: x >= k,
}
_SHOWN = {"==": "=", "!=": "≠", "<": "<", "<=": "≤", ">": ">", ">=": "≥"}


class InfiniteSupport(ValueError):
    """A question about every value of a variable with infinitely many values (the geometric
    distribution): its table (``pmf``) or its list of values cannot be written out."""


def _exact_number(value) -> bool:
    return isinstance(value, (Integral, Fraction)) and not isinstance(value, bool)


def _clean_value(value):
    """A value as the distribution keeps it: numpy ints become ints, tuples keep their parts.

    Raises:
        TypeError: a float (not exact) or an unhashable value.
    """
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, Fraction) and value.denominator == 1:
        return int(value)
    if isinstance(value, (float, np.floating)):
        raise TypeError(f"the value {value!r} is a float, not exact: give values as int or Fraction "
                        f"(e.g. Fraction(1, 2) or Fraction('0.5'))")
    if isinstance(value, tuple):
        return tuple(_clean_value(v) for v in value)
    hash(value)
    return value


def _clean_probability(p) -> Fraction:
    if isinstance(p, (Integral, Fraction)) and not isinstance(p, bool):
        return Fraction(p)
    raise TypeError(f"the probability {p!r} must be a Fraction or an int (e.g. Fraction(1, 4)), "
                    f"not {type(p).__name__}: a float is not exact")


def _named(name, lang: str | None) -> str:
    """A variable's name in ``lang``: a ``str`` as it is, or the entry of a ``{"it": …, "en": …}``
    name (English when no language is asked)."""
    if isinstance(name, Mapping):
        return name.get(lang or "en") or name["en"]
    return name


def _order(value):
    """Sort key: numbers by size, then tuples part by part, then anything else by its text."""
    if _exact_number(value):
        return (0, value)
    if isinstance(value, tuple):
        return (1, tuple(_order(v) for v in value))
    return (2, repr(value))


def _kind(value) -> str:
    """What sort of value: ``"number"``, ``"tuple of 3"``, or its type's name."""
    if _exact_number(value) or isinstance(value, (float, np.floating, np.integer)):
        return "number"
    if isinstance(value, tuple):
        return f"tuple of {len(value)}"
    return type(value).__name__


def _show(x, lang: str = "en") -> str:
    """A value as text: ``3``, ``1/4``, ``(1, 2)`` (fractions stay fractions in both languages)."""
    if isinstance(x, tuple):
        return "(" + ", ".join(_show(v, lang) for v in x) + ")"
    if isinstance(x, float):
        return f"{x:g}".replace(".", ",") if lang == "it" else f"{x:g}"
    return str(x)


def _scalar(a, what: str) -> Fraction | int:
    if _exact_number(a):
        return a if isinstance(a, Integral) else Fraction(a)
    if isinstance(a, (float, np.floating)):
        raise TypeError(f"{what}: {a!r} is a float, not exact; use an int or a Fraction (e.g. Fraction(1, 2))")
    raise TypeError(f"{what}: expected an int, a Fraction or another random variable, not {type(a).__name__}")


class ValueEvent(Event):
    """An event about the value of one random variable: ``X == 2``, ``X >= 1``, ``(X > 0) & (X < 3)``.

    Made by comparing a :class:`Distribution` (or a geometric variable) with a number, never
    directly.  ``event(x)`` says whether the value ``x`` is in the event.

    Attributes:
        distribution: the variable the event is about (``event.distribution.given(...)`` works).

    Raises:
        TypeError: when used as ``True``/``False`` (``if X == 2:``, ``1 < X <= 3``): an event
            has a probability, not a truth value.
        ValueError: combined with an event about another variable (their joint distribution is
            not known here: build a sample space with kit.prob.space instead).
    """

    def __init__(self, distribution, tree: tuple, test: Callable[[object], bool]) -> None:
        self.distribution = distribution
        self._tree = tree
        self._test = test

    def __call__(self, value) -> bool:
        return bool(self._test(value))

    def probability(self, given=None) -> Fraction:
        """P(event), or P(event | given) when ``given`` is an event about the same variable.

        Raises:
            ImpossibleCondition: ``given`` has probability 0.
        """
        return self.distribution.P(self, given=given)

    def _combined(self, other, op: str) -> "ValueEvent":
        if not isinstance(other, ValueEvent):
            raise TypeError(f"an event about a random variable combines only with another such event "
                            f"(X == 1, X >= 2…), not with {type(other).__name__}")
        if other.distribution._root is not self.distribution._root:
            raise ValueError("these two events are about different random variables: their joint distribution "
                             "is not known from the two distributions alone; build a sample space "
                             "(kit.prob.space) and events on it instead")
        a, b = self._test, other._test
        test = (lambda x: a(x) and b(x)) if op == "and" else (lambda x: a(x) or b(x))
        return ValueEvent(self.distribution, (op, self._tree, other._tree), test)

    def __and__(self, other) -> "ValueEvent":
        return self._combined(other, "and")

    def __or__(self, other) -> "ValueEvent":
        return self._combined(other, "or")

    def __invert__(self) -> "ValueEvent":
        test = self._test
        return ValueEvent(self.distribution, ("not", self._tree), lambda x: not test(x))

    def __bool__(self) -> bool:
        raise TypeError(f"{self.describe()} is an event, not True or False: take its probability with "
                        f"P(...) or X.P(...); for 1 < X <= 3 write (X > 1) & (X <= 3)")

    def describe(self, lang: str = "en") -> str:
        """The event in words/symbols: ``X ≤ 2``, ``(X ≥ 1) e (X ≤ 3)`` (Italian)."""
        return _describe(self._tree, lang)

    def thresholds(self) -> list:
        """The numbers the event compares with (empty for a rule given as a function)."""
        return _thresholds(self._tree)

    def __repr__(self) -> str:
        return f"<event {self.describe()}>"


def _describe(tree: tuple, lang: str | None) -> str:
    """The event in words of ``lang``, or in symbols only (∧, ∨, ¬) when ``lang`` is ``None``."""
    kind = tree[0]
    if kind == "cmp":
        return f"X {_SHOWN[tree[1]]} {_show(tree[2], lang or 'en')}"
    if lang is None:
        if kind == "not":
            return f"¬({_describe(tree[1], None)})"
        if kind in ("and", "or"):
            return f"({_describe(tree[1], None)}) {'∧' if kind == 'and' else '∨'} ({_describe(tree[2], None)})"
        return "X ∈ B"
    if kind == "not":
        return t("tkdist.event.not", lang, event=_describe(tree[1], lang))
    if kind in ("and", "or"):
        return t(f"tkdist.event.{kind}", lang, left=_describe(tree[1], lang), right=_describe(tree[2], lang))
    return t("tkdist.event.rule", lang)


def _thresholds(tree: tuple) -> list:
    if tree[0] == "cmp":
        return [tree[2]]
    if tree[0] == "rule":
        return [None]
    return [k for part in tree[1:] for k in _thresholds(part)]


class _Variable:
    """What every random variable of this module shares: comparisons make events, ``P`` and
    ``given`` take them."""

    _root: "_Variable"
    name: str | None

    __hash__ = object.__hash__

    _kind = "number"

    def _example(self):
        raise NotImplementedError

    def _compare(self, op: str, k) -> ValueEvent:
        """``X op k`` as an event, after checking that ``k`` is a value X could be compared with."""
        if _kind(k) != self._kind:
            raise TypeError(f"X {op} {k!r} compares the values of X (of kind {self._kind}, e.g. "
                            f"{_show(self._example())}) with a {_kind(k)}: that event could never happen")
        if op not in ("==", "!=") and self._kind != "number":
            raise TypeError(f"X {op} … orders the values, and values of kind {self._kind} have no order "
                            f"that means something here; use == or a function value → bool")
        if isinstance(k, (float, np.floating)):
            if math.isnan(k):
                raise ValueError("X compared with nan")
            if op in ("==", "!=") and not float(k).is_integer():
                raise TypeError(f"X {op} {k!r}: a float is not exact; compare with a Fraction "
                                f"(Fraction(0.1) is not 1/10: write Fraction(1, 10))")
        compare = _OPS[op]
        return ValueEvent(self, ("cmp", op, k), lambda x: compare(x, k))

    def __eq__(self, k) -> ValueEvent:  # type: ignore[override]
        return self._compare("==", k)

    def __ne__(self, k) -> ValueEvent:  # type: ignore[override]
        return self._compare("!=", k)

    def __lt__(self, k) -> ValueEvent:
        return self._compare("<", k)

    def __le__(self, k) -> ValueEvent:
        return self._compare("<=", k)

    def __gt__(self, k) -> ValueEvent:
        return self._compare(">", k)

    def __ge__(self, k) -> ValueEvent:
        return self._compare(">=", k)

    def _event(self, event) -> ValueEvent:
        """``event`` as a :class:`ValueEvent` of this variable: one made from it (or from a
        conditioned version of it), or a function value → bool."""
        if isinstance(event, ValueEvent):
            if event.distribution._root is not self._root:
                raise ValueError(f"the event {event.describe()} is about another random variable; "
                                 f"for two variables together build a sample space (kit.prob.space)")
            return event
        if isinstance(event, (Event, _Variable)) or not callable(event):
            raise TypeError(f"expected an event about this variable (X == 2, X >= 1, …) or a function "
                            f"value → True/False, not {event!r}; for P(X = 2) write X.P(X == 2)")
        return ValueEvent(self, ("rule",), event)

    def __bool__(self) -> bool:
        raise TypeError("a random variable is not True or False: compare it (X == 2, X >= 1) and take P(...)")

    def __iter__(self):
        raise TypeError("a random variable is not a list: go through its values with X.pmf.items() "
                        "(value, probability) or X.support")

    def __contains__(self, value) -> bool:
        raise TypeError(f"a random variable is not a list: for whether X can be {value!r} ask X.P(X == {value!r}) > 0")

    def describe(self, lang: str = "en") -> str:
        """What the variable is, in words: its name, the textbook family, or "discrete random
        variable"; conditioned ones add "given that …"."""
        what = _named(self.name, lang) if self.name else (t(self._family[0], lang, **self._family[1]) if self._family
                                                          else t("tkdist.variable", lang))
        if self._condition is not None:
            what = t("tkdist.given", lang, what=what, condition=self._condition.describe(lang))
        return what

    _family: tuple | None = None
    _space = None
    """The sample space the variable was counted on (:func:`kit.prob.events.distribution`), or
    ``None``: two variables counted on the same space are numbers of one outcome, not independent."""
    _symbol: str | None = None
    _condition: ValueEvent | None = None

    def P(self, event, *, given=None) -> Fraction:  # noqa: N802 - the textbook's P
        """P(event), or P(event | given) = P(event and given) / P(given).

        Args:
            event: ``X == 2``, ``X >= 1``, a combination with ``&``, ``|``, ``~``, or a function
                value → bool (``lambda x: x % 2 == 0``).
            given: an event of the same kinds, or ``None``.

        Raises:
            ImpossibleCondition: ``given`` has probability 0.
            ValueError: an event about another variable.
            TypeError: anything else (a bare number: write ``X.P(X == 2)``).
        """
        event = self._event(event)
        if given is None:
            return self._probability(event)
        condition = self._event(given)
        pb = self._probability(condition)
        if pb == 0:
            raise ImpossibleCondition(f"the condition {condition.describe()} has probability 0: "
                                      f"P(A | B) needs P(B) > 0")
        return self._probability(event & condition) / pb

    def _probability(self, event: ValueEvent) -> Fraction:
        raise NotImplementedError


class Distribution(_Variable):
    """The exact distribution of a discrete random variable (variabile aleatoria discreta /
    discrete random variable): value → ``Fraction``.

    Args:
        pmf: value → probability (``Fraction`` or ``int``); the probabilities are 0 or more and add
            up to exactly 1.  Values with probability 0 are dropped.  Values are ints,
            ``Fraction``\\ s, tuples of them (a multivariate variable), or other hashable labels
            (then there is no mean).  numpy ints are taken as ints.
        name: what the variable is, for tables and charts (optional): a ``str``, or its words in
            both languages, ``{"it": …, "en": …}``.

    Attributes:
        pmf: ``dict`` value → ``Fraction``, sorted by value (the probability function,
            funzione di probabilità / probability mass function).
        name: as given (``None`` for the families, whose :meth:`describe` names them).

    ``X[v]`` is P(X = v): ``0`` for a value outside the support of the same kind (a number for a
    numeric variable), a ``TypeError`` for a value of another kind (``X["2"]``, a pair for a
    number): the silent zero of a misspelt value is refused.

    Raises:
        ValueError: a negative probability, no values, or probabilities that do not add up to 1.
        TypeError: a float value or probability (not exact: use ``Fraction``).
    """

    def __init__(self, pmf: Mapping, *, name: str | Mapping[str, str] | None = None) -> None:
        if not isinstance(pmf, Mapping):
            raise TypeError(f"a distribution is made from a mapping value → probability, not {type(pmf).__name__}")
        probs: dict = {}
        for value, p in pmf.items():
            value = _clean_value(value)
            probs[value] = probs.get(value, Fraction(0)) + _clean_probability(p)
        if not probs:
            raise ValueError("a distribution needs at least one value")
        if any(p < 0 for p in probs.values()):
            raise ValueError("a probability is never negative")
        total = sum(probs.values(), Fraction(0))
        if total != 1:
            raise ValueError(f"the probabilities of a distribution add up to 1, these add up to {total}")
        kinds = {_kind(v) for v, p in probs.items() if p}
        if len(kinds) > 1:
            raise TypeError(f"the values of one distribution are all of one kind; these mix {sorted(kinds)}")
        self.pmf: dict = {v: p for v, p in sorted(probs.items(), key=lambda vp: _order(vp[0])) if p}
        self.name = name
        self._root: _Variable = self
        self._sources: frozenset = frozenset({self})
        self._kind = kinds.pop()

    @classmethod
    def _make(cls, pmf: Mapping, *, name=None, family=None, symbol=None, root=None, condition=None,
              sources=None) -> "Distribution":
        made = cls(pmf, name=name)
        made._family, made._symbol = family, symbol
        if root is not None:
            made._root = root
            made._sources = root._sources
        if sources is not None:
            made._sources = sources
        made._condition = condition
        return made

    # --- the table ---------------------------------------------------------------------------
    @property
    def support(self) -> tuple:
        """The values of positive probability, in order (supporto / support)."""
        return tuple(self.pmf)

    def __getitem__(self, value) -> Fraction:
        if _kind(value) != self._kind:
            raise TypeError(f"{value!r} is a {_kind(value)}, but the values of this variable are of kind "
                            f"{self._kind} (e.g. {_show(self._example())})")
        if isinstance(value, (float, np.floating)):
            if not float(value).is_integer():
                raise TypeError(f"{value!r} is a float, not exact: ask with an int or a Fraction")
            value = int(value)
        return self.pmf.get(_clean_value(value), Fraction(0))

    def _numbers(self, what: str) -> None:
        if self._kind != "number":
            raise TypeError(f"the {what} is taken of numbers; the values of this variable are of kind "
                            f"{self._kind} (e.g. {_show(self._example())}): take one part with "
                            f"X.marginal(i), or a number of each value with X.map(f)")

    @property
    def mean(self) -> Fraction:
        """Valore atteso / expected value, :math:`E(X) = \\sum_x x\\,p(x)` (a ``Fraction``).

        Raises:
            TypeError: the values are not numbers (tuples, labels).
        """
        self._numbers("expected value (mean)")
        return Fraction(sum((x * p for x, p in self.pmf.items()), Fraction(0)))

    @property
    def var(self) -> Fraction:
        """Varianza / variance, :math:`Var(X) = \\sum_x (x - E(X))^2 p(x)` (a ``Fraction``).

        Raises:
            TypeError: the values are not numbers.
        """
        self._numbers("variance")
        mu = self.mean
        return Fraction(sum(((x - mu) ** 2 * p for x, p in self.pmf.items()), Fraction(0)))

    @property
    def std(self) -> float:
        """Deviazione standard (scarto quadratico medio) / standard deviation, :math:`\\sqrt{Var(X)}`
        (a ``float``: a square root is seldom a fraction)."""
        return math.sqrt(self.var)

    def cdf(self, x) -> Fraction:
        """Funzione di ripartizione / cumulative distribution function, :math:`F(x) = P(X \\le x)`.

        Raises:
            TypeError: the values or ``x`` are not numbers.
        """
        self._numbers("cumulative distribution")
        return self.P(self <= x)

    # --- events ------------------------------------------------------------------------------
    def _example(self):
        return next(iter(self.pmf))

    def _probability(self, event: ValueEvent) -> Fraction:
        return sum((p for x, p in self.pmf.items() if event(x)), Fraction(0))

    def given(self, condition) -> "Distribution":
        """The conditioned distribution: :math:`P(X = x \\mid B) = P(X = x)/P(B)` for the values in
        ``B``, 0 for the others (distribuzione condizionata / conditional distribution).

        Events of ``X`` still apply to it: ``X.given(X >= 1).P(X == 2)``.

        Args:
            condition: an event about this variable (``X >= 1``) or a function value → bool.

        Raises:
            ImpossibleCondition: the condition has probability 0.
        """
        event = self._event(condition)
        pb = self._probability(event)
        if pb == 0:
            raise ImpossibleCondition(f"the condition {event.describe()} has probability 0: "
                                      f"no value of X satisfies it, so nothing can be conditioned on it")
        return Distribution._make({x: p / pb for x, p in self.pmf.items() if event(x)}, name=self.name,
                                  family=self._family, symbol=self._symbol, root=self._root, condition=event)

    # --- new variables from this one ---------------------------------------------------------
    def map(self, f: Callable) -> "Distribution":
        """The distribution of ``f(X)``: each value mapped, the probabilities of equal images added
        (a new variable: events of ``X`` do not apply to it)."""
        out: dict = {}
        for x, p in self.pmf.items():
            y = _clean_value(f(x))
            out[y] = out.get(y, Fraction(0)) + p
        made = Distribution._make(out, sources=self._sources)
        made._space = self._space
        return made

    def marginal(self, part) -> "Distribution":
        """One part of a multivariate variable (distribuzione marginale / marginal distribution):
        ``part`` an index, or a group's name for :func:`~kit.prob.families.multivariate_hypergeometric`.

        Raises:
            TypeError: the values are not tuples; ValueError: no such part.
        """
        if not self._kind.startswith("tuple"):
            raise TypeError(f"only a variable with tuple values has parts; these values are of kind {self._kind}")
        names = getattr(self, "parts", None)
        if not isinstance(part, int):
            if names is None or part not in names:
                raise ValueError(f"no part {part!r}; the parts are {list(names) if names else 'numbered from 0'}")
            part = list(names).index(part)
        size = len(next(iter(self.pmf)))
        if not 0 <= part < size:
            raise ValueError(f"part {part} does not exist: the values have {size} parts, 0 to {size - 1}")
        marginal = self.map(lambda v: v[part])
        if names is not None:
            marginal.name = str(names[part])
        return marginal

    def copy(self) -> "Distribution":
        """An independent copy: the same distribution, another variable (``X + X.copy()`` is the sum
        of two independent draws)."""
        return Distribution._make(self.pmf, name=self.name, family=self._family, symbol=self._symbol)

    def copies(self, n: int) -> "Distribution":
        """The sum of ``n`` independent copies of ``X`` (e.g. ``bernoulli(p).copies(n)`` is
        ``binomial(n, p)``).

        Raises:
            ValueError: ``n`` is not a whole number 1 or more.
        """
        if not isinstance(n, Integral) or isinstance(n, bool) or n < 1:
            raise ValueError(f"copies(n) needs a whole number n >= 1, got {n!r}")
        self._numbers("sum")
        total = self.copy()
        for _ in range(int(n) - 1):
            total = total + self.copy()
        return total

    def _combine(self, other, op: Callable, symbol: str) -> "Distribution":
        self._numbers("arithmetic")
        if isinstance(other, _Variable):
            if not isinstance(other, Distribution):
                raise TypeError("exact arithmetic with an infinite (geometric) variable is not available")
            if other._sources & self._sources:
                raise ValueError(
                    f"X {symbol} X uses the same variable twice (or two made from it, like X and 2*X + 1): "
                    f"that is one draw counted twice (X + X is 2*X, X - X is 0), not two independent "
                    f"draws, and the sum here takes its terms as independent. For independent copies write "
                    f"X.copies(2) (the sum) or X {symbol} X.copy()")
            if self._space is not None and self._space == other._space:
                raise ValueError(
                    f"these two variables are two numbers of the same outcome of {self._space} (counted on the "
                    f"same hands), so they are not independent, and X {symbol} Y here would combine them as if "
                    f"they were. Count the combination on the space itself: "
                    f"distribution(lambda outcome: ..., space), or count_of(group_a | group_b) for a sum of counts")
            other._numbers("arithmetic")
            out: dict = {}
            for x, p in self.pmf.items():
                for y, q in other.pmf.items():
                    z = op(x, y)
                    out[z] = out.get(z, Fraction(0)) + p * q
            made = Distribution(out)
            made._sources = self._sources | other._sources
            return made
        b = _scalar(other, f"X {symbol} b")
        return self.map(lambda x: op(x, b))

    def __add__(self, other) -> "Distribution":
        return self._combine(other, lambda x, y: x + y, "+")

    def __radd__(self, other) -> "Distribution":
        return self._combine(other, lambda x, y: y + x, "+")

    def __sub__(self, other) -> "Distribution":
        return self._combine(other, lambda x, y: x - y, "-")

    def __rsub__(self, other) -> "Distribution":
        return self._combine(other, lambda x, y: y - x, "-")

    def __mul__(self, other) -> "Distribution":
        return self._combine(other, lambda x, y: x * y, "*")

    def __rmul__(self, other) -> "Distribution":
        return self._combine(other, lambda x, y: y * x, "*")

    def __truediv__(self, other) -> "Distribution":
        if isinstance(other, _Variable):
            raise TypeError("X / Y of two random variables is not available; divide by a number")
        b = _scalar(other, "X / b")
        if b == 0:
            raise ZeroDivisionError("X / 0")
        return self.map(lambda x: Fraction(x) / b)

    def __neg__(self) -> "Distribution":
        self._numbers("arithmetic")
        return self.map(lambda x: -x)

    # --- simulation --------------------------------------------------------------------------
    def sample(self, trials: int, *, rng) -> np.ndarray:
        """``trials`` independent values of ``X`` (seeded).

        Args:
            trials: how many, a whole number 1 or more.
            rng: a seed or a numpy ``Generator`` (:func:`kit.deal.make_rng`).

        Returns:
            An ``int`` array of shape ``(trials,)`` for integer values, ``(trials, d)`` for tuples
            of ints, otherwise an ``object`` array of the values (Fractions stay exact).

        Raises:
            ValueError: ``trials`` below 1; TypeError: ``rng`` missing or of another type.
        """
        from kit.deal import make_rng

        if not isinstance(trials, Integral) or isinstance(trials, bool) or trials < 1:
            raise ValueError(f"trials must be a whole number 1 or more, got {trials!r}")
        generator = make_rng(rng)
        values = list(self.pmf)
        cumulative = np.cumsum([float(p) for p in self.pmf.values()])
        picks = np.searchsorted(cumulative, generator.random(int(trials)) * cumulative[-1], side="right")
        picks = np.minimum(picks, len(values) - 1)
        if all(isinstance(v, Integral) for v in values):
            return np.asarray(values, dtype=np.int64)[picks]
        if all(isinstance(v, tuple) and all(isinstance(c, Integral) for c in v) for v in values):
            return np.asarray(values, dtype=np.int64)[picks]
        table = np.empty(len(values), dtype=object)
        table[:] = values
        return table[picks]

    # --- showing -----------------------------------------------------------------------------
    def table(self, lang: str = "en") -> "DistributionTable":
        """The table of the distribution (values, P(X = x), P(X ≤ x) for numbers), with decimals
        in the language's format and the mean, variance and standard deviation under it."""
        return DistributionTable(self, lang)

    def _repr_html_(self) -> str:
        """The table in symbols and exact fractions only (the same in both languages; for words
        and decimals show ``X.table("it")``)."""
        return DistributionTable(self, None)._repr_html_()

    def __repr__(self) -> str:
        body = ", ".join(f"{_show(x)}: {p}" for x, p in self.pmf.items())
        named = f", name={self.name!r}" if self.name else ""
        return f"Distribution({{{body}}}{named})"


class DistributionTable:
    """The table of a distribution: ``str(table)`` is text, in a notebook it is an HTML table.
    Made by :meth:`Distribution.table` (``lang`` ``"it"`` or ``"en"``: words from the catalogue,
    ``tkdist.table.*``, fractions with their decimals, a decimal comma in Italian), or in symbols
    and exact fractions only (``lang=None``, what a distribution shows by itself in a notebook).

    Attributes:
        caption: what the variable is.
        headers: the column headers (value, probability, and for numbers the cumulative one).
        rows: one tuple of texts per value (and a last row "beyond k" for an infinite variable).
        notes: the lines under the table (expected value, variance, standard deviation).
    """

    def __init__(self, variable, lang: str | None, rows: list | None = None, rest=None) -> None:
        self.lang = lang
        numeric = getattr(variable, "_kind", "number") == "number"
        if lang is None:
            symbol = (variable.name if isinstance(variable.name, str) else None) or variable._symbol
            self.caption = f"X ~ {symbol}" if symbol else "X"
            if variable._condition is not None:  # the conditioned distribution: X | B
                self.caption += f" | {_describe(variable._condition._tree, None)}"
            self.headers = ["x", "P(X = x)"] + (["P(X ≤ x)"] if numeric else [])
        else:
            self.caption = variable.describe(lang)
            self.headers = [t("tkdist.table.value", lang), t("tkdist.table.prob", lang)]
            if numeric:
                self.headers.append(t("tkdist.table.cumulative", lang))
        pairs = list(variable.pmf.items()) if rows is None else rows
        self.rows: list[tuple[str, ...]] = []
        cumulative = Fraction(0)
        for x, p in pairs:
            cumulative += p
            row = [_show(x, lang or "en"), self._approx(p)]
            if numeric:
                row.append(self._approx(cumulative))
            self.rows.append(tuple(row))
        if rest is not None:
            k, p = rest
            beyond = f"> {_show(k)}" if lang is None else t("tkdist.table.rest", lang, k=_show(k, lang))
            self.rows.append((beyond, self._approx(p), self._approx(Fraction(1))))
        self.notes: list[str] = []
        if numeric:
            mean, var = variable.mean, variable.var
            if lang is None:
                self.notes = [f"E(X) = {mean}", f"Var(X) = {var}"]
            else:
                self.notes = [t("tkdist.table.mean", lang, value=self._approx(mean)),
                              t("tkdist.table.var", lang, value=self._approx(var)),
                              t("tkdist.table.std", lang, decimal=fmt_decimal(math.sqrt(var), lang))]

    def _approx(self, p: Fraction) -> str:
        if p.denominator == 1 or self.lang is None:
            return str(p)
        return t("tkdist.table.approx", self.lang, exact=str(p), decimal=fmt_decimal(float(p), self.lang))

    def __str__(self) -> str:
        table = [self.headers] + [list(r) for r in self.rows]
        widths = [max(len(row[i]) for row in table) for i in range(len(self.headers))]
        lines = [self.caption]
        lines += ["  ".join(cell.rjust(w) for cell, w in zip(row, widths)) for row in table]
        return "\n".join(lines + self.notes)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        from html import escape

        head = "".join(f'<th scope="col">{escape(h)}</th>' for h in self.headers)
        body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>" for row in self.rows)
        notes = "".join(f"<p>{escape(n)}</p>" for n in self.notes)
        return (f'<table class="kit-distribution"><caption>{escape(self.caption)}</caption>'
                f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>{notes}")


SHOWN_VALUES = 10
"""How many values of a geometric variable its table and chart show unless asked (then "beyond k")."""

LISTED_LIMIT = 1_000_000
"""The most values a conditioned geometric variable is written out with (:meth:`GeometricDistribution.given`)."""


class GeometricDistribution(_Variable):
    r"""A geometric random variable (distribuzione geometrica / geometric distribution): the number
    of the trial of the first success in independent trials of probability ``p`` each (draws
    *con reimmissione* / with replacement), plus ``after`` when it is conditioned on ``X > after``.

    .. math:: P(X = k) = (1-p)^{k-1} p \quad (k = 1, 2, \dots), \qquad P(X \le k) = 1 - (1-p)^k,

    .. math:: E(X) = 1/p, \qquad Var(X) = (1-p)/p^2.

    Made by :func:`kit.prob.families.geometric`.  It keeps the interface of :class:`Distribution`
    where an infinite list of values allows it: ``X[k]``, ``mean``, ``var``, ``std``, ``cdf``,
    comparisons (``X <= 3``) and their ``&``, ``|``, ``~``, ``P``, ``given``, ``table(lang,
    up_to=k)``, ``sample``.  It raises :class:`InfiniteSupport` for ``pmf`` and ``support`` (use
    :meth:`up_to`), ``TypeError`` for arithmetic (``X + Y``), and ``ValueError`` for an event
    given as a function (its probability would be an infinite sum).

    Memorylessness (assenza di memoria): ``X.given(X > m)`` is ``m`` + the same geometric.
    """

    def __init__(self, p: Fraction, *, after: int = 0) -> None:
        p = Fraction(p)
        if not 0 < p <= 1:
            raise ValueError(f"a geometric variable needs 0 < p <= 1, got p = {p}")
        self.p, self.after = p, int(after)
        self.name = None
        self._root: _Variable = self
        self._sources = frozenset({self})
        self._family = (("tkdist.family.geometric", {"p": str(p)}) if not after else
                        ("tkdist.family.geometric_after", {"p": str(p), "m": str(after)}))
        self._symbol = f"G({p})" if not after else f"{after} + G({p})"

    def _example(self):
        return self.after + 1

    @property
    def pmf(self):
        raise InfiniteSupport("a geometric variable takes every value 1, 2, 3, …: its table cannot be written "
                              "out; take X.up_to(k) (the values up to k), X[k] or X.table(lang, up_to=k)")

    @property
    def support(self):
        raise InfiniteSupport("a geometric variable takes every value 1, 2, 3, … (infinitely many); "
                              "X.up_to(k) lists the first ones")

    def __getitem__(self, k) -> Fraction:
        if _kind(k) != "number":
            raise TypeError(f"{k!r} is a {_kind(k)}; the values of a geometric variable are whole numbers")
        if isinstance(k, (float, np.floating)) and not float(k).is_integer():
            raise TypeError(f"{k!r} is a float, not exact: ask with an int")
        if Fraction(k).denominator != 1 or k <= self.after:
            return Fraction(0)
        return (1 - self.p) ** (int(k) - self.after - 1) * self.p

    def tail(self, k) -> Fraction:
        """:math:`P(X > k)`: :math:`(1-p)^{k - after}` for ``k`` at or past ``after``, else 1."""
        m = math.floor(k)
        return Fraction(1) if m <= self.after else (1 - self.p) ** (m - self.after)

    def cdf(self, x) -> Fraction:
        """Funzione di ripartizione / cumulative distribution function,
        :math:`P(X \\le x) = 1 - (1-p)^{\\lfloor x \\rfloor}` (for ``after`` = 0)."""
        if _kind(x) != "number":
            raise TypeError(f"cdf(x) needs a number, not {x!r}")
        return 1 - self.tail(x)

    @property
    def mean(self) -> Fraction:
        """Valore atteso / expected value, :math:`E(X) = 1/p` (+ ``after``)."""
        return self.after + 1 / self.p

    @property
    def var(self) -> Fraction:
        """Varianza / variance, :math:`Var(X) = (1-p)/p^2`."""
        return (1 - self.p) / self.p ** 2

    @property
    def std(self) -> float:
        """Deviazione standard / standard deviation, :math:`\\sqrt{1-p}/p` (a ``float``)."""
        return math.sqrt(self.var)

    def up_to(self, k: int) -> dict:
        """The values up to ``k`` with their probabilities (they add up to ``P(X <= k)``, not 1)."""
        if not isinstance(k, Integral) or isinstance(k, bool):
            raise TypeError(f"up_to(k) needs a whole number, got {k!r}")
        return {x: self[x] for x in range(self.after + 1, int(k) + 1)}

    def _pieces(self, event: ValueEvent):
        """The values in stretches over which the event's truth cannot change: ``(test value,
        probability)`` pairs covering every value once (the last one is the tail)."""
        points = set()
        for k in event.thresholds():
            if k is None:
                raise ValueError("a geometric variable takes infinitely many values: the probability of an "
                                 "event given as a function would be an infinite sum; write it with "
                                 "comparisons (X <= 3, (X > 2) & (X != 5), …)")
            points.update({math.floor(k), math.floor(k) + 1})
        points = sorted(x for x in points | {self.after + 1} if x > self.after)
        pieces = []
        for i, x in enumerate(points):
            pieces.append((x, self[x]))
            end = points[i + 1] if i + 1 < len(points) else None
            if end is None:
                pieces.append((x + 1, self.tail(x)))
            elif end > x + 1:
                pieces.append((x + 1, self.tail(x) - self.tail(end - 1)))
        return pieces, points[-1]

    def _probability(self, event: ValueEvent) -> Fraction:
        pieces, _ = self._pieces(event)
        return sum((p for x, p in pieces if event(x)), Fraction(0))

    def given(self, condition) -> "Distribution | GeometricDistribution":
        """The conditioned variable: a :class:`Distribution` when the condition keeps finitely many
        values (``X.given(X <= 3)``), the same geometric moved on by ``m`` for ``X > m`` or
        ``X >= m + 1`` (assenza di memoria / memorylessness).

        Raises:
            ImpossibleCondition: the condition has probability 0.
            ValueError: a condition keeping infinitely many values but not all from one on
                (``X != 3``), or more than :data:`LISTED_LIMIT` values.
        """
        event = self._event(condition)
        pb = self._probability(event)
        if pb == 0:
            raise ImpossibleCondition(f"the condition {event.describe()} has probability 0: "
                                      f"no value of X satisfies it")
        pieces, last = self._pieces(event)
        if not event(last + 1):  # finitely many values
            if last - self.after > LISTED_LIMIT:
                raise ValueError(f"the condition keeps up to {last - self.after:,} values: too many to list")
            kept = {x: self[x] / pb for x in range(self.after + 1, last + 1) if event(x)}
            return Distribution._make(kept, family=self._family, symbol=self._symbol, root=self._root,
                                      condition=event)
        first = len(pieces) - 1  # each piece covers its value up to the next piece's: find the true suffix
        while first > 0 and event(pieces[first - 1][0]):
            first -= 1
        if any(event(x) for x, _ in pieces[:first]):
            raise ValueError(f"the condition {event.describe()} keeps infinitely many values, but not all of them "
                             f"from one value on: its conditioned distribution is not available exactly; "
                             f"condition on X > m or on a bounded event")
        m = pieces[first][0] - 1
        moved = GeometricDistribution(self.p, after=m)
        moved._root, moved._sources, moved._condition = self._root, self._sources, event
        moved._family = self._family
        return moved

    def _shown_up_to(self, up_to) -> int:
        if up_to is not None:
            if not isinstance(up_to, Integral) or isinstance(up_to, bool) or up_to <= self.after:
                raise ValueError(f"up_to must be a whole number above {self.after}, got {up_to!r}")
            return int(up_to)
        return self.after + SHOWN_VALUES

    def table(self, lang: str = "en", *, up_to: int | None = None) -> DistributionTable:
        """The table up to the value ``up_to`` (default: the first :data:`SHOWN_VALUES` values), and a
        last row for the values beyond it (their probability together)."""
        k = self._shown_up_to(up_to)
        return DistributionTable(self, lang, rows=list(self.up_to(k).items()), rest=(k, self.tail(k)))

    def _repr_html_(self) -> str:
        k = self._shown_up_to(None)
        return DistributionTable(self, None, rows=list(self.up_to(k).items()), rest=(k, self.tail(k)))._repr_html_()

    def sample(self, trials: int, *, rng) -> np.ndarray:
        """``trials`` independent values (``int`` array of shape ``(trials,)``), seeded.

        Raises:
            ValueError: ``trials`` below 1; TypeError: ``rng`` missing.
        """
        from kit.deal import make_rng

        if not isinstance(trials, Integral) or isinstance(trials, bool) or trials < 1:
            raise ValueError(f"trials must be a whole number 1 or more, got {trials!r}")
        return make_rng(rng).geometric(float(self.p), int(trials)).astype(np.int64) + self.after

    def copy(self) -> "GeometricDistribution":
        """An independent copy (another variable with the same distribution)."""
        return GeometricDistribution(self.p, after=self.after)

    def _no_arithmetic(self, *_):
        raise TypeError("exact arithmetic on a geometric variable is not available (infinitely many values); "
                        "for a + b*X compute E(a + bX) = a + b E(X) and Var(a + bX) = b² Var(X)")

    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = __truediv__ = __neg__ = _no_arithmetic

    def __repr__(self) -> str:
        return f"GeometricDistribution(p={self.p}" + (f", after={self.after})" if self.after else ")")
