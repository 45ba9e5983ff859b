"""Frozen states copied once per action: the working copy a game's ``apply`` changes.

A game's state is a frozen dataclass, and ``apply`` never changes the state it is given.  The
cheap way to honour both, at every action of thousands of simulated games, is to copy the
state's fields once into a mutable :class:`Scratch`, let the rules change that, and freeze the
result once into a new state.  Building a frozen dataclass through its ``__init__`` sets every
field one by one through ``object.__setattr__`` (the price of ``frozen=True``); :func:`build`
hands the instance its field dictionary at once instead, which is what a copy needs: the
values come from a state that was already valid.

* :func:`build` — a frozen dataclass from a complete mapping of its fields (no ``__init__``);
* :func:`evolve` — ``dataclasses.replace`` for a state, copying the fields once;
* :class:`Scratch` — the mutable working copy; each game subclasses it with the moves of its
  rules, and its :meth:`Scratch.freeze` makes the new state.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, TypeVar

T = TypeVar("T")

_NAMES: dict[type, tuple[str, ...]] = {}


def field_names(cls: type) -> tuple[str, ...]:
    """The field names of dataclass ``cls``, in order (computed once per class)."""
    names = _NAMES.get(cls)
    if names is None:
        names = _NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def build(cls: type[T], values: dict[str, Any]) -> T:
    """An instance of the frozen dataclass ``cls`` whose fields are ``values`` (one entry per
    field, nothing else), made without running ``__init__`` or ``__post_init__``.

    For copies of states that were valid: the values come from an existing instance, changed
    by the rules.  ``values`` becomes the instance's own dictionary (do not reuse it).
    The result is an ordinary instance: equal, hashed, pickled and printed as if built by
    ``cls(**values)``, and frozen like it.
    """
    obj = object.__new__(cls)
    object.__setattr__(obj, "__dict__", values)
    return obj


def evolve(state: T, **changes: Any) -> T:
    """``dataclasses.replace(state, **changes)`` for a frozen dataclass without ``InitVar`` s,
    copying the field dictionary once (no ``__init__``; ``changes`` must name fields).

    Raises:
        TypeError: a name in ``changes`` is not a field of the state.
    """
    values = dict(state.__dict__)
    for name in changes:
        if name not in values:
            raise TypeError(f"{type(state).__name__} has no field {name!r}")
    values.update(changes)
    return build(type(state), values)


class Scratch:
    """The mutable working copy of a frozen state while one action is applied.

    ``Scratch(state)`` copies the state's fields into plain attributes (one dictionary copy);
    the game's rules change them; :meth:`freeze` makes the new state of the same class (the
    given state is never touched).  A subclass sets :attr:`STATE`, converts the fields it changes
    piece by piece in its ``__init__`` (a tuple of hands as a list of hands, say) and back in
    :meth:`freeze` (``self.frozen(hands=tuple(self.hands))``); attributes that are not fields of
    the state go in its ``__slots__``, so that they never reach the new state.
    """

    __slots__ = ("__dict__",)
    """The instance dictionary holds the state's fields and nothing else: what a subclass keeps
    besides them while working (the events so far, say) it declares in its own ``__slots__``."""

    STATE: ClassVar[type]
    """The frozen state class this scratch copies."""

    def __init__(self, state: Any) -> None:
        self.__dict__.update(state.__dict__)

    def frozen(self, **overrides: Any) -> Any:
        """A new :attr:`STATE` from the current field values, with ``overrides`` for fields
        held in another shape while working (lists to be made tuples again)."""
        values = self.__dict__.copy()
        values.update(overrides)
        return build(self.STATE, values)

    def freeze(self) -> Any:
        """The new state (subclasses convert their working shapes back here)."""
        return self.frozen()
