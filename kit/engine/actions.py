"""Actions: the base class of every game's actions, and the one way ``apply`` refuses one.

A game's actions are small frozen dataclasses: ``class Draw(ActionBase)`` with a docstring
naming its rule, ``class Discard(ActionBase)`` with ``card: Card``.  Subclassing
:class:`ActionBase` makes the class a frozen dataclass (equal, hashed, printed and pickled as
one), so every game declares its actions the same way.

A game's ``apply`` checks an action with its own fast test (``is_legal``, which never lists the
legal actions) and, when that fails, raises :func:`refusal`: one message, in every game, that
says what was wrong (an object that is no action of the game, a class given without brackets,
a field of the wrong type, or the game's rule) and lists what the seat may do::

    Discard(AB) is not allowed now (AB is not in the hand of seat 0); seat 0 may: Draw(), Knock()

The types are exact: a card is a :class:`~kit.cards.Card`, a seat or a count a whole number
(:func:`~kit.engine.validate.is_whole`), a call ``True`` or ``False``
(:func:`~kit.engine.validate.is_flag`), as the fields of the action class declare them.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any, Callable, Sequence

from kit.cards import Card
from kit.engine.events import IllegalMove
from kit.engine.validate import is_flag, is_whole


@typing.dataclass_transform(frozen_default=True)
class ActionBase:
    """The base of a game's action classes: a subclass is a frozen dataclass (its fields
    declared with their types, as any dataclass's)."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        dataclasses.dataclass(frozen=True)(cls)


_HINTS: dict[type, dict[str, Any]] = {}

_NOUNS: dict[Any, tuple[str, str]] = {Card: ("a Card", "Cards"), int: ("a whole number", "whole numbers"),
                                      bool: ("True or False", "Trues or Falses"), str: ("a str", "strs"),
                                      float: ("a number", "numbers")}
"""How a message names a field's type, one and several."""


def _hints(cls: type) -> dict[str, Any]:
    """The declared type of each field of the action class ``cls`` (worked out once)."""
    hints = _HINTS.get(cls)
    if hints is None:
        every = typing.get_type_hints(cls)
        hints = _HINTS[cls] = {f.name: every.get(f.name, Any) for f in dataclasses.fields(cls)}
    return hints


def _fits(value: Any, hint: Any) -> bool:
    """``value`` is of the declared type ``hint``, exactly (see the module docstring)."""
    if hint is Card:
        return type(value) is Card
    if hint is int:
        return is_whole(value)
    if hint is bool:
        return is_flag(value)
    if hint is str:
        return type(value) is str
    if hint is float:
        return (is_whole(value) or isinstance(value, float)) and not is_flag(value)
    origin = typing.get_origin(hint)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return type(value) is tuple and all(_fits(v, args[0]) for v in value)
        return type(value) is tuple
    if isinstance(hint, type) and issubclass(hint, ActionBase):
        return type(value) is hint and _wrong_field(value) is None
    return True  # a type the gate does not judge: the game's own test does


def _noun(hint: Any, many: bool = False) -> str:
    """``hint`` in words ("a Card", "a tuple of Cards")."""
    if typing.get_origin(hint) is tuple:
        args = typing.get_args(hint)
        return f"a tuple of {_noun(args[0], True)}" if len(args) == 2 and args[1] is Ellipsis else "a tuple"
    if hint in _NOUNS:
        return _NOUNS[hint][many]
    name = getattr(hint, "__name__", str(hint))
    return f"{name} objects" if many else f"a {name}"


def _wrong_field(action: ActionBase) -> str | None:
    """What is wrong with a field of ``action``, or ``None`` when every field has its type."""
    for name, hint in _hints(type(action)).items():
        value = getattr(action, name)
        if not _fits(value, hint):
            return f"{type(action).__name__}.{name} is {_noun(hint)}, not {type(value).__name__} {value!r}"
    return None


def kinds_of(actions: Any) -> tuple[type, ...]:
    """The action classes of a game from its ``Action`` (a class, or a union of classes ``A | B``)."""
    if isinstance(actions, type):
        return (actions,)
    return tuple(typing.get_args(actions))


def signature(kind: type) -> str:
    """An action class as it is written: ``Discard(card)``, ``Draw()``."""
    return f"{kind.__name__}({', '.join(f.name for f in dataclasses.fields(kind))})"


def malformed(action: Any, actions: Any) -> str | None:
    """What makes ``action`` no action of the game whose ``Action`` is ``actions`` (a class or a
    union of classes): another object, an action class without brackets, or a field of the
    wrong type; ``None`` when it is well formed (the game's rules may still refuse it)."""
    kinds = kinds_of(actions)
    if type(action) in kinds:
        return _wrong_field(action)
    if any(action is kind for kind in kinds):  # by identity: an array or an odd __eq__ cannot answer
        return f"an action is made with brackets: {action.__name__}()"
    return f"not one of the actions {', '.join(map(signature, kinds))}"


def describe(action: Any) -> str:
    """``action`` in a few characters, for messages: ``Discard(AB)``, ``Give(4D, to=1)``,
    ``Play(R5, uno=True)``, ``Shuffle(…)`` (fields at their default left out; a tuple of numbers,
    a chance action's order, as "…")."""
    if isinstance(action, type) and issubclass(action, ActionBase):
        return f"{action.__name__}(…)"
    if not isinstance(action, ActionBase):
        text = repr(action)
        return text if len(text) <= 60 else text[:57] + "..."
    parts = []
    for k, f in enumerate(dataclasses.fields(action)):
        value = getattr(action, f.name)
        if k and f.default is not dataclasses.MISSING and value is f.default:
            continue
        if isinstance(value, Card):
            text = value.code
        elif isinstance(value, tuple) and value and all(isinstance(c, Card) for c in value):
            text = "(" + " ".join(c.code for c in value) + ")"
        elif isinstance(value, tuple) and all(is_whole(i) for i in value):
            text = "…"
        else:
            text = repr(value)
            text = text if len(text) <= 40 else text[:37] + "..."
        parts.append(text if k == 0 else f"{f.name}={text}")
    return f"{type(action).__name__}({', '.join(parts)})"


MOST_LISTED = 20
"""A refusal lists at most this many allowed actions (then how many there are)."""


def refusal(action: Any, actions: Any, seat: int | None, allowed: Sequence[Any],
            why: Callable[[], str] | None = None) -> IllegalMove:
    """The :class:`~kit.engine.IllegalMove` a game's ``apply`` raises for ``action``: what was
    wrong, and what ``seat`` may do.

    Args:
        action: what was given.
        actions: the game's ``Action`` (a class or a union of classes).
        seat: the seat to act, or ``None`` where the actions are the table's (a slap window's
            joint action, Un, due, tre's turn of the card).
        allowed: the legal actions now (an action class stands for any action of it).
        why: the game's reason, asked only for a well-formed action its rules refuse ("AB is
            not in the hand of seat 0"); a malformed action gets the engine's reason instead.

    Returns:
        The exception (``raise refusal(...)``): "``<action>`` is not allowed now (``<reason>``);
        seat ``<seat>`` may: ``<allowed>``" (without a seat: "...; allowed now: ``<allowed>``").
    """
    reason = malformed(action, actions) or (why() if why is not None else "")
    listed = ", ".join(describe(a) for a in allowed[:MOST_LISTED]) or "nothing"
    if len(allowed) > MOST_LISTED:
        listed += f", … ({len(allowed)} in all)"
        # the actions without a card (Draw, Stop, Accept…) are never hidden by a long list of cards
        rest = [a for a in allowed[MOST_LISTED:] if not (hasattr(a, "card") or hasattr(a, "cards"))]
        if rest:
            listed += ", and " + ", ".join(map(describe, rest))
    said = f" ({reason})" if reason else ""
    who = "allowed now" if seat is None else f"seat {seat} may"
    return IllegalMove(f"{describe(action)} is not allowed now{said}; {who}: {listed}")
