"""What every game's states and views share: the seats.

* :class:`HandsBySeat` — a state whose ``hands`` holds one hand per seat (C-1 numbering) knows
  how many players there are;
* :class:`SeatView` — the fields every view (``view(state, seat)``) begins with: whose view it
  is, the rules (public), that seat's own hand and how many cards each seat holds; the rest of
  a game's view comes after them; :func:`seat_view` builds one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kit.cards import Card
from kit.engine.scratch import build


class HandsBySeat:
    """A state with ``hands``, one per seat: :attr:`players`."""

    __slots__ = ()
    hands: tuple

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.hands)


@dataclass(frozen=True)
class SeatView:
    """The beginning of what one seat may know (a game's ``View`` adds its own fields after these).

    Attributes:
        seat: whose view.
        rules: the game's ``Rules`` (public).
        hand: this seat's own cards (those it may look at).
        counts: cards held by each seat (the others' hands only as counts).
    """

    seat: int
    rules: Any
    hand: tuple[Card, ...]
    counts: tuple[int, ...]

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.counts)


def seat_view(view: type, state: Any, seat: int, fields: dict[str, Any]) -> Any:
    """The ``view`` (a :class:`SeatView` class) of ``state`` for ``seat`` (a seat already
    checked): the game's own ``fields`` (every other field of ``view``, and ``hand`` when the
    seat may look at only part of its hand), with the seat, the state's rules, that seat's hand
    and every seat's count of cards.  ``fields`` becomes the view's own dictionary (made as
    :func:`~kit.engine.scratch.build` makes a state: views are asked for at every decision)."""
    hands = state.hands
    fields["seat"] = seat
    fields["rules"] = state.rules
    if "hand" not in fields:
        fields["hand"] = hands[seat]
    fields["counts"] = tuple(map(len, hands))
    return build(view, fields)
