"""The lessons' guesses: every "write your guess first" prompt of a lesson, as a small guess box
whose answer stays folded until a guess is given or skipped (issue 24).

:data:`GUESSES` holds a :class:`Guess` per prompt, by id.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class Guess:
    """A lesson's guess.

    Attributes:
        id: ``"<lesson>.<name>"`` (:data:`kit.store.classroom.ID_PATTERN`).
        lesson: the lesson notebook's stem.
        kind: ``"number"`` or ``"choice"``.
        question: catalogue key of the short question (shown in the box and on the teacher's page).
        exact: a number guess's exact answer, in the unit the question asks for (``None`` for a choice).
        low, high: the numbers a guess may take (a number guess).
        choices: a choice guess's choices, as catalogue keys, in the order shown.
        right: a choice guess's right choice (one of ``choices``; ``None`` when no choice is right).
    """

    id: str
    lesson: str
    kind: str
    question: str
    exact: Fraction | None = None
    low: float = 0.0
    high: float = 1e9
    choices: tuple[str, ...] = ()
    right: str | None = None


GUESSES: dict[str, Guess] = {}
"""Every lesson guess, by id, in lesson order."""
