"""Issue 34's acceptance, tried as a teacher would: thirty-odd textbook card problems
(:mod:`teacher_problems`), each solved with the kit in at most five lines, each exact answer equal
to the one computed apart with fractions and math.comb.  Their CPU times: ``bench/problems.py``."""

from __future__ import annotations

import pytest

from teacher_problems import PRELUDE, PROBLEMS


def solve(problem):
    """The ``answer`` the kit's lines leave, run after the notebook's imports."""
    scope: dict = {}
    exec(PRELUDE, scope)
    exec(problem.code, scope)
    return scope["answer"]


def test_there_are_at_least_thirty_problems_each_of_its_own():
    assert len(PROBLEMS) >= 30
    assert len({p.id for p in PROBLEMS}) == len(PROBLEMS)
    assert len({p.code for p in PROBLEMS}) == len(PROBLEMS)


@pytest.mark.parametrize("problem", PROBLEMS, ids=[p.id for p in PROBLEMS])
def test_the_kit_answers_as_the_independent_computation(problem):
    assert problem.lines <= 5, problem.code
    assert solve(problem) == problem.independent()
