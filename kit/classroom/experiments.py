"""The class experiments: one event a game's lessons count exactly, dealt again and again by a
whole class (issue 24).

Each :class:`Experiment` deals real cards from a seeded generator and says whether its event
happened; :data:`EXPERIMENTS` holds them by id, at least one per game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from kit.cards import Card


@dataclass(frozen=True)
class Deal:
    """One deal of an experiment.

    Attributes:
        cards: the cards dealt that decide the event, in the order dealt (what the page shows).
        hit: whether the event happened.
    """

    cards: tuple
    hit: bool


@dataclass(frozen=True)
class Experiment:
    """A class experiment.

    Attributes:
        id: its id (``"<game>.<event>"``, :data:`kit.store.classroom.ID_PATTERN`).
        game: the game's module name (``"uno"``, ``"un_due_tre"``, ``"trentasette"``, ``"trentuno"``,
            ``"tre_cinque_otto"``).
        exact: the event's exact probability.
        lesson: the lesson notebook (stem) where the exact value is counted.
        name: catalogue key of its short name.
        event: catalogue key of the event in words.
        dealer: ``dealer(rng) -> Deal``.
    """

    id: str
    game: str
    exact: Fraction
    lesson: str
    name: str
    event: str
    dealer: Callable[[np.random.Generator], Deal]

    def deal(self, rng: np.random.Generator) -> Deal:
        """One deal, drawn with ``rng``."""
        return self.dealer(rng)


EXPERIMENTS: dict[str, Experiment] = {}
"""Every class experiment, by id, in the order the pages list them."""
