"""Exercises are generated from solutions (each edition: solutions/<lang>/ → exercises/<lang>/);
the checker tells right from wrong without the answer."""

import json
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest

from kit.check import KEYS_DIR, check, load_key
from kit.tools.exercises import BEGIN, END, build, make_exercise, strip_solution

ROOT = Path(__file__).resolve().parents[1]
SOLUTIONS = sorted((ROOT / "solutions").glob("*/*.ipynb"))
"""Every edition of every sheet (solutions/it/…, solutions/en/…)."""


def test_there_is_a_first_sheet_with_at_least_five_questions():
    assert [p.name for p in SOLUTIONS if p.parent.name == "en"][:1] == ["01_dealing_probability.ipynb"]
    assert len(load_key("dealing")) >= 5


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory):
    out = tmp_path_factory.mktemp("generated")
    build(ROOT / "solutions" / "en", out / "exercises" / "en", out / "keys")  # runs the sheets: records the keys
    (out / "exercises" / "it").mkdir()
    for path in sorted((ROOT / "solutions" / "it").glob("*.ipynb")):
        exercise = make_exercise(nbformat.read(path, as_version=4))
        (out / "exercises" / "it" / path.name).write_text(nbformat.writes(exercise) + "\n", encoding="utf-8")
    return out


@pytest.mark.slow
def test_committed_exercises_are_exactly_what_make_exercises_writes(regenerated):
    made = sorted(p.relative_to(regenerated / "exercises") for p in (regenerated / "exercises").glob("*/*.ipynb"))
    committed = sorted(p.relative_to(ROOT / "exercises") for p in (ROOT / "exercises").glob("*/*.ipynb"))
    assert made == committed == sorted(p.relative_to(ROOT / "solutions") for p in SOLUTIONS)
    for name in made:
        assert (regenerated / "exercises" / name).read_text() == (ROOT / "exercises" / name).read_text(), name


@pytest.mark.slow
def test_committed_keys_are_exactly_what_the_solutions_record(regenerated):
    made = {p.name: json.loads(p.read_text()) for p in (regenerated / "keys").glob("*.json")}
    committed = {p.name: json.loads(p.read_text()) for p in KEYS_DIR.glob("*.json")}
    assert made == committed


@pytest.mark.parametrize("path", SOLUTIONS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_exercises_hold_no_solution_text_and_no_outputs(path):
    solution = nbformat.read(path, as_version=4)
    exercise = nbformat.read(ROOT / "exercises" / path.parent.name / path.name, as_version=4)
    text = "\n".join(c.source for c in exercise.cells)
    assert BEGIN not in text and END not in text
    for cell in solution.cells:
        inside = False
        for line in cell.source.splitlines():
            if line.strip() == BEGIN:
                inside = True
            elif line.strip() == END:
                inside = False
            elif inside and line.strip():
                assert line.strip() not in text, f"solution line leaked: {line!r}"
    assert all(c.outputs == [] and c.execution_count is None for c in exercise.cells if c.cell_type == "code")
    code = "\n".join(c.source for c in exercise.cells if c.cell_type == "code")
    assert code.count("raise NotImplementedError(") == sum(c.source.count(BEGIN) for c in solution.cells)


def test_strip_solution_keeps_indentation_and_handles_markdown():
    code = "x = 1\nif x:\n    ### BEGIN SOLUTION\n    y = 2\n    ### END SOLUTION\nprint(y)"
    assert strip_solution(code, "code") == ('x = 1\nif x:\n    # YOUR CODE HERE\n'
                                            '    raise NotImplementedError("write your answer in place of these two lines")\nprint(y)')
    assert strip_solution("Why?\n### BEGIN SOLUTION\nBecause.\n### END SOLUTION", "markdown") == "Why?\nYOUR ANSWER HERE"
    assert "# SCRIVI QUI IL TUO CODICE\n    raise NotImplementedError(\"scrivi la tua risposta" in strip_solution(code, "code", "it")
    with pytest.raises(ValueError, match="never closed"):
        strip_solution("### BEGIN SOLUTION\nx", "code")
    with pytest.raises(ValueError, match="without"):
        strip_solution("### END SOLUTION", "code")


def test_make_exercise_does_not_touch_the_solution():
    solution = nbformat.read(SOLUTIONS[0], as_version=4)
    before = nbformat.writes(solution)
    make_exercise(solution)
    assert nbformat.writes(solution) == before


def test_check_right_wrong_float_and_bad_input():
    right = check("dealing.q1", Fraction(127, 190))
    assert right.correct and repr(right) == "✔ dealing.q1: correct."
    wrong = check("dealing.q1", Fraction(1, 2))
    assert not wrong.correct and "127" not in repr(wrong) and "not yet" in repr(wrong)
    close = check("dealing.q1", 127 / 190)
    assert close.correct and "exact Fraction would be even better" in repr(close)
    assert not check("dealing.q1", 0.6685).correct
    assert "a number is needed" in repr(check("dealing.q1", "127/190"))
    assert repr(check("dealing.q1", Fraction(127, 190), lang="it")) == "✔ dealing.q1: risposta giusta."
    unknown = check("dealing.q99", 1)
    assert not unknown and "Unknown question dealing.q99" in repr(unknown) and "dealing.q1" in repr(unknown)
    assert "is not a question id" in repr(check("q1", 1))
    assert check("dealing.q5", Decimal("0.9")) and not check("dealing.q5", Decimal("0.8"))
    with pytest.raises(ValueError, match="use one of it, en"):
        check("dealing.q1", 1, lang="fr")
    unknown_sheet = check("Dealing.q1", 1)
    assert not unknown_sheet and "There is no sheet called 'Dealing'" in repr(unknown_sheet)
    assert "Sheets: dealing" in repr(unknown_sheet)
    rounded = check("dealing.q1", 0.6684)
    assert not rounded and "If you typed a rounded decimal, give the exact Fraction" in repr(rounded)
    assert "rounded decimal" not in repr(check("dealing.q1", Fraction(1, 4)))


def test_key_file_does_not_contain_the_answers():
    raw = (KEYS_DIR / "dealing.json").read_text()
    for answer in ["127/190", "135/988", "33/16660", "3/13", "9/10"]:
        assert answer not in raw


def test_float_answers_are_judged_by_distance_not_by_string(tmp_path, monkeypatch):
    import kit.check as checker

    monkeypatch.setenv(checker.RECORD_ENV, str(tmp_path))
    for qid, value in [("t.zero", Fraction(0)), ("t.tie", Fraction(1, 128)), ("t.third", Fraction(1, 3))]:
        check(qid, value)
    monkeypatch.delenv(checker.RECORD_ENV)
    monkeypatch.setattr(checker, "KEYS_DIR", tmp_path)
    assert check("t.zero", -0.0) and check("t.zero", -1e-9) and check("t.zero", 4e-7)
    assert not check("t.zero", 2e-6)
    # 1/128 = 0.0078125 sits exactly between two 6-place roundings: both are accepted
    assert check("t.tie", 0.007813) and check("t.tie", 0.007812) and check("t.tie", 0.0078125000000001)
    assert not check("t.tie", 0.007815)
    assert check("t.third", 0.333333) and check("t.third", 1 / 3) and not check("t.third", 0.33334)
    assert not check("t.third", float("nan")) and not check("t.third", float("inf"))
    assert check("t.tie", Fraction(1, 128)) and not check("t.tie", 0)


@pytest.mark.parametrize("path", SOLUTIONS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_fraction_written_in_an_exercise_is_a_right_answer(path):
    import re

    text = (ROOT / "exercises" / path.parent.name / path.name).read_text()
    sheet = re.search(r'check\(\\"(\w+)\.', text).group(1)  # the sheet the notebook's checks name
    for num, den in re.findall(r"Fraction\((\d+),\s*(\d+)\)", text):
        for qid in load_key(sheet):
            assert not check(qid, Fraction(int(num), int(den))), f"{path.name} shows the answer to {qid}"
