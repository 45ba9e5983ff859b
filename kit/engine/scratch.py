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
* :class:`Scratch` — the mutable working copy and the events it makes; each game subclasses it
  once with the moves of its rules, and :meth:`Scratch.step` freezes the new state into the
  :class:`~kit.engine.Step` that ``apply`` returns.
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
    """The mutable working copy of a frozen state while one action is applied, with the events
    it makes: the one way every game's ``apply`` changes a position.

    ``Scratch(state)`` copies the state's fields into plain attributes (one dictionary copy),
    the fields named in :attr:`LISTS` as lists (a tuple of hands becomes a list of hands, so that
    one hand is replaced without copying the others); the game's rules change them and record
    what happens with :meth:`ev`; :meth:`freeze` makes the new state of the same class (the given
    state is never touched) and :meth:`step` the :class:`~kit.engine.Step` ``apply`` returns.

    A game subclasses it once, setting :attr:`STATE`, :attr:`PREFIX` and :attr:`LISTS`, and adds
    the moves of its rules as methods.  Attributes that are not fields of the state go in the
    subclass's ``__slots__``, so that they never reach the new state.
    """

    __slots__ = ("__dict__", "events")
    """The instance dictionary holds the state's fields and nothing else; :attr:`events` is the
    list of events made so far, in order."""

    STATE: ClassVar[type]
    """The frozen state class this scratch copies."""
    PREFIX: ClassVar[str]
    """The game's catalogue prefix: the ``game`` of every event :meth:`ev` makes."""
    LISTS: ClassVar[tuple[str, ...]] = ()
    """The fields held as lists while working (tuples again in the new state)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        from kit.engine.events import Event, Step  # here: kit.engine.events imports this module

        cls._event, cls._step = Event.make, Step

    def __init__(self, state: Any, events: list | None = None) -> None:
        values = self.__dict__
        values.update(state.__dict__)
        for name in self.LISTS:
            values[name] = list(values[name])
        self.events = [] if events is None else events

    def ev(self, kind: str, seat: int | None = None, **data: Any) -> None:
        """Record the event ``kind`` about ``seat`` (``cards``, ``amount``, ``index``, ``others``
        and any payload as in :meth:`kit.engine.Event.make`), of this game (:attr:`PREFIX`)."""
        self.events.append(self._event(kind, seat, game=self.PREFIX, **data))

    def freeze(self) -> Any:
        """The new state: the current field values, the :attr:`LISTS` as tuples again."""
        values = self.__dict__.copy()
        for name in self.LISTS:
            values[name] = tuple(values[name])
        return build(self.STATE, values)

    def step(self) -> Any:
        """What ``apply`` returns: a :class:`~kit.engine.Step` of the new state (:meth:`freeze`)
        and the events made."""
        return build(self._step, {"state": self.freeze(), "events": tuple(self.events)})
