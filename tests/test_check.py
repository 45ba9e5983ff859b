"""The answer checker after the new-user trial: numpy numbers, text and decimal-comma answers,
one decimal rule, and hints for typical wrong answers — never the answer itself."""

import json
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest

import kit.check as checker
from kit.check import KEYS_DIR, check, declare_wrong
from kit.i18n import t
from kit.prob import comb

RIGHT_Q1 = Fraction(127, 190)  # dealing.q1; its 6-place rounding is 0.668421


@pytest.fixture
def test_keys(tmp_path, monkeypatch):
    """A key folder with made-up questions, recorded as ``make exercises`` does."""
    monkeypatch.setenv(checker.RECORD_ENV, str(tmp_path))
    for qid, value in [("t.grid", Fraction(277328, 10**6)), ("t.third", Fraction(1, 3)),
                       ("t.tie", Fraction(1, 128)), ("t.below", Fraction(4, 10**7)),
                       ("t.above", Fraction(6, 10**7)), ("t.whole", 3)]:
        check(qid, value)
    monkeypatch.delenv(checker.RECORD_ENV)
    monkeypatch.setattr(checker, "KEYS_DIR", tmp_path)
    return tmp_path


# --- 1. numpy numbers ---------------------------------------------------------------------


@pytest.mark.parametrize("answer", [np.float32(127 / 190), np.float64(127 / 190), np.longdouble(127) / 190,
                                    np.array(127 / 190), np.array(np.float32(127 / 190))],
                         ids=["float32", "float64", "longdouble", "0-d float64", "0-d float32"])
def test_numpy_floats_and_0d_arrays_are_judged_as_decimals(answer):
    result = check("dealing.q1", answer)
    assert result.correct
    assert repr(result) == "✔ dealing.q1: correct. (The decimal matches; an exact Fraction would be even better.)"


def test_numpy_float16_and_wrong_numpy_floats():
    assert check("dealing.q5", np.float16(0.9)).correct  # float16 prints 0.9: its own shortest digits
    wrong = check("dealing.q1", np.float32(0.6685))
    assert not wrong and repr(wrong) == t("check.wrong_float", qid="dealing.q1")
    assert not check("dealing.q1", np.float32("nan")) and not check("dealing.q1", np.longdouble("inf"))


def test_numpy_integers_are_exact_and_numpy_bools_are_not_numbers(test_keys):
    for answer in [np.int64(3), np.int8(3), np.uint16(3), np.array(3)]:
        result = check("t.whole", answer)
        assert result.correct and repr(result) == "✔ t.whole: correct.", type(answer)
    assert repr(check("t.whole", np.int32(4))) == "✘ t.whole: not yet. Check your reasoning and try again."
    assert repr(check("t.whole", np.bool_(True))) == t("check.not_number", qid="t.whole", kind="bool")


# --- 2. text answers --------------------------------------------------------------------------


def test_text_answers_say_what_to_type_without_judging_them():
    fraction = check("dealing.q1", "1/13")
    assert not fraction and fraction.hint == ""
    assert repr(fraction) == ("✘ dealing.q1: a number is needed, not text in quotes. "
                              "Type Fraction(1, 13), without quotes.")
    assert repr(check("dealing.q1", " 1 / 13 ", lang="it")) == (
        "✘ dealing.q1: serve un numero, non un testo tra virgolette. Scrivi Fraction(1, 13), senza virgolette.")
    assert "Type 0.25 without quotes" in repr(check("dealing.q1", "0.25"))
    assert "Scrivi 0.25 senza virgolette" in repr(check("dealing.q1", "0,25", lang="it"))
    assert "Type 0.5 without quotes" in repr(check("dealing.q1", ".5"))
    other = check("dealing.q1", "un quarto")
    assert not other and "Remove the quotes and type the number" in repr(other)
    assert "Type Fraction" not in repr(check("dealing.q1", "1/0"))  # no Fraction(1, 0) to suggest
    for text in ["1/13", "0.25", "0,25", "un quarto", "66.8%"]:
        assert "127" not in repr(check("dealing.q1", text)) and "0.668" not in repr(check("dealing.q1", text))


# --- 3. the Italian decimal comma -------------------------------------------------------------


def test_a_decimal_comma_pair_is_told_to_use_a_point():
    result = check("dealing.q5", (0, 9))  # what Python makes of `0,9`
    assert not result
    assert repr(result) == ("✘ dealing.q5: Python reads 0,9 as two separate numbers, 0 and 9. "
                            "Decimals take a point, not a comma: type 0.9 instead of 0,9.")
    italian = repr(check("dealing.q5", (0, 9), lang="it"))
    assert "usa il punto, non la virgola: scrivi 0.9 al posto di 0,9" in italian
    assert "type 1.25 instead of 1,25" in repr(check("dealing.q1", (1, 25)))


@pytest.mark.parametrize("answer", [(0, -5), (1, 2, 3), (0.0, 5), (True, 5), (0,)])
def test_other_tuples_are_just_not_numbers(answer):
    assert repr(check("dealing.q1", answer)) == t("check.many", qid="dealing.q1", n=len(answer))


# --- 4. the decimal rule ------------------------------------------------------------------------


def test_decimal_rule_a_wrong_last_digit_fails_whatever_the_binary_noise():
    # dealing.q1 = 127/190 = 0.66842105…: one off in the 6th place is wrong, on either side
    assert not check("dealing.q1", 0.668422)
    assert not check("dealing.q1", 0.668420)
    assert check("dealing.q1", 0.668421) and check("dealing.q1", 0.6684211) and check("dealing.q1", 127 / 190)
    assert not check("dealing.q1", 0.6684)


def test_decimal_rule_on_both_sides_of_the_boundary(test_keys):
    # exact answer 0.277328 (a 6-place decimal): right exactly when |answer − 0.277328| <= 5e-7
    for ok in ["0.277328", "0.2773284999999", "0.2773285", "0.2773275", "0.2773275000001"]:
        assert check("t.grid", Decimal(ok)) and check("t.grid", float(ok)), ok
    for bad in ["0.27732850000001", "0.2773274999999", "0.277329", "0.277327"]:
        assert not check("t.grid", Decimal(bad)) and not check("t.grid", float(bad)), bad
    # exact answer 1/3 = 0.333333…: right when it rounds to 0.333333 (a halfway 0.3333335 counts)
    for ok in [0.333333, 0.3333334999, 0.3333335, 1 / 3, 0.3333330000001]:
        assert check("t.third", ok), ok
    for bad in [0.333332, 0.333334, 0.33333350001, 0.3333324999]:
        assert not check("t.third", bad), bad
    # an exact answer halfway between two 6-place decimals: both roundings are right
    assert check("t.tie", 0.007812) and check("t.tie", 0.007813) and not check("t.tie", 0.007814)


def test_decimal_rule_reads_the_digits_not_the_binary_value(test_keys):
    # 5e-7 is halfway between 0 and 1 millionth as typed; its binary value is on one side only,
    # so judging the binary value would reject it for one of these two questions
    assert Fraction(5e-7) != Fraction(5, 10**7)
    for qid in ["t.below", "t.above"]:  # 0.0000004 → rounds to 0; 0.0000006 → rounds to 0.000001
        assert check(qid, 5e-7) and check(qid, np.float32(5e-7)) and check(qid, Decimal("5e-7")), qid
    assert not check("t.below", 5.000001e-7) and not check("t.above", 4.999999e-7)


def test_the_rule_is_written_where_students_read_it():
    doc = " ".join(checker.__doc__.split())
    assert "rounded to 6 decimal places, it gives the same number as the exact answer rounded" in doc
    for sheet in ["01_dealing_probability", "02_un_due_tre"]:
        cells = json.loads((KEYS_DIR.parents[1] / "exercises" / "en" / f"{sheet}.ipynb").read_text())["cells"]
        intro = next(c for c in cells if "".join(c["source"]).startswith("# "))  # the sheet's first section
        assert "rounded to 6 decimal places" in "".join(intro["source"]), sheet


# --- 5. typical wrong answers -------------------------------------------------------------------


@pytest.mark.parametrize("qid, answer, hint", [
    ("dealing.q1", 1 - Fraction(28, 40) ** 3, "with_replacement"),
    ("dealing.q1", 0.657, "with_replacement"),
    ("dealing.q1", Fraction(comb(12, 1) * comb(28, 2), comb(40, 3)), "exactly_one"),
    ("dealing.q1", Fraction(9, 10), "overlap"),
    ("dealing.q2", Fraction(9, 64), "with_replacement"),
    ("dealing.q2", Fraction(10, 40) * Fraction(9, 39) * Fraction(30, 38), "one_order"),
    ("udt.q1", Fraction(1, 4), "with_replacement"),
    ("udt.q1", 0.25, "with_replacement"),
    ("udt.q2", Fraction(9, 39), "overlap"),
    ("udt.q4", Fraction(9, 100), "with_replacement"),
    ("dealing.q1", Fraction(12700, 190), "percentage"),
    ("dealing.q1", 100 * 127 / 190, "percentage"),
    ("dealing.q1", 66.8421, "percentage"),
    ("udt.q4", Fraction(1100, 130), "percentage"),
    ("dealing.q1", Fraction(comb(28, 3), comb(40, 3)), "complement"),
    ("dealing.q1", 1 - 127 / 190, "complement"),
    ("dealing.q1", 0.331579, "complement"),
    ("trentasette.q1b", -1, "figures_in_suit"),
    ("trentasette.q3", Fraction(comb(39, 10), comb(52, 10)), "figures_in_suit"),
    ("trentasette.q6", Fraction(1, 12), "wrap_run"),
    ("trentasette.q4", 4 * Fraction(comb(42, 10), comb(52, 10)), "overlap"),
])
def test_a_typical_wrong_answer_gets_its_hint_and_not_the_answer(qid, answer, hint):
    for lang in ["en", "it"]:
        result = check(qid, answer, lang=lang)
        assert not result.correct and result.hint == hint
        assert repr(result) == t("check.wrong_hint", lang, qid=qid, hint=t(f"check.hint.{hint}", lang))
        assert "127" not in repr(result) and "0.668" not in repr(result)


def test_an_ordinary_wrong_answer_gets_no_misconception_hint():
    for answer in [Fraction(1, 2), 0.6685, 0]:
        result = check("dealing.q1", answer)
        assert not result and result.hint == "" and "looks" not in repr(result)


def test_a_probability_above_one_or_below_zero_gets_a_range_hint_without_the_answer():
    for answer in [66.84, 7.7, 15]:  # rounded percentages: too rough to match, but never a probability
        result = check("dealing.q1", answer, lang="it")
        assert not result and result.hint == "above_one" and "non supera mai 1" in repr(result)
    assert check("dealing.q1", -0.2).hint == "below_zero"


def test_a_whole_number_answer_is_not_taken_for_a_percentage(test_keys):
    assert check("t.whole", 3) and check("t.whole", 300).hint == "" and check("t.whole", 7).hint == ""


def test_a_fraction_of_a_division_is_judged_as_the_decimal_it_is_and_told_how_to_write_it():
    right = check("udt.q1", Fraction(3 / 13), lang="it")
    assert right and "scrivi Fraction(3, 13), con la virgola" in repr(right)
    wrong = check("udt.q1", Fraction(1 / 12))
    assert not wrong and "write Fraction(1, 12), with a comma" in repr(wrong)
    assert check("udt.q1", Fraction(3, 13)) and "Careful" not in repr(check("udt.q1", Fraction(3, 13)))


def test_the_key_hides_declared_wrong_answers_like_right_ones():
    raw = (KEYS_DIR / "dealing.json").read_text()
    for wrong in ["657/1000", "567/1235", "9/10", "9/64", "45/988", "0.657"]:
        assert wrong not in raw
    q1 = json.loads(raw)["dealing.q1"]
    assert [w["hint"] for w in q1["wrong"]] == ["with_replacement", "exactly_one", "overlap"]
    assert all(len(w["exact"]) == 64 and len(w["micros"]) == 1 for w in q1["wrong"])
    udt = json.loads((KEYS_DIR / "udt.json").read_text())
    assert [w["hint"] for w in udt["udt.q1"]["wrong"]] == ["with_replacement"]


def test_declare_wrong_records_in_either_order_once(tmp_path, monkeypatch):
    monkeypatch.setenv(checker.RECORD_ENV, str(tmp_path / "a"))
    (tmp_path / "a").mkdir()
    assert declare_wrong("s.q1", with_replacement=Fraction(1, 10)) is None
    check("s.q1", Fraction(1, 13))
    declare_wrong("s.q1", with_replacement=Fraction(1, 10))  # a cell run twice adds nothing
    monkeypatch.setenv(checker.RECORD_ENV, str(tmp_path / "b"))
    (tmp_path / "b").mkdir()
    check("s.q1", Fraction(1, 13))
    declare_wrong("s.q1", with_replacement=Fraction(1, 10))
    first, second = ((tmp_path / d / "s.json").read_text() for d in "ab")
    assert first == second
    assert [w["hint"] for w in json.loads(first)["s.q1"]["wrong"]] == ["with_replacement"]
    monkeypatch.delenv(checker.RECORD_ENV)
    monkeypatch.setattr(checker, "KEYS_DIR", tmp_path / "a")
    assert check("s.q1", Fraction(1, 10)).hint == "with_replacement" and check("s.q1", Fraction(1, 13))


def test_declare_wrong_refuses_mistakes(tmp_path, monkeypatch):
    with pytest.raises(KeyError, match="no hint 'check.hint.wild_guess'.*with_replacement"):
        declare_wrong("s.q1", wild_guess=Fraction(1, 2))
    with pytest.raises(TypeError, match="exact"):
        declare_wrong("s.q1", complement=0.5)
    with pytest.raises(ValueError, match="question id"):
        declare_wrong("q1", complement=Fraction(1, 2))
    with pytest.raises(ValueError, match="at least one"):
        declare_wrong("s.q1")
    monkeypatch.setenv(checker.RECORD_ENV, str(tmp_path))
    check("s.q1", Fraction(1, 13))
    with pytest.raises(ValueError, match="'overlap' is the right answer"):
        declare_wrong("s.q1", overlap=Fraction(2, 26))
    declare_wrong("s.q2", overlap=Fraction(1, 4))
    with pytest.raises(ValueError, match="'overlap' is the right answer"):
        check("s.q2", Fraction(1, 4))


def test_declare_wrong_outside_recording_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.delenv(checker.RECORD_ENV, raising=False)
    monkeypatch.setattr(checker, "KEYS_DIR", tmp_path)
    assert declare_wrong("s.q1", with_replacement=Fraction(1, 10)) is None
    assert list(tmp_path.iterdir()) == []


def test_an_empty_answer_or_a_list_gets_words_a_student_knows_not_a_python_type():
    from kit.check import check

    for lang, words in (("en", "the answer is empty (None)"), ("it", "la risposta è vuota (None)")):
        result = check("udt.q1", None, lang=lang)
        assert not result and words in repr(result) and "NoneType" not in repr(result)
    listed = repr(check("udt.q1", [1, 13], lang="en"))
    assert "one number is needed, not a group of 2 values" in listed and "list" not in listed
    assert "a group of 1 value." in repr(check("udt.q1", (0,)))


def test_an_expected_value_question_gets_no_probability_range_hint():
    assert check("udt.q6", 3).hint == ""  # an expected value may well be 3: no "a probability is never above 1"
    assert check("dealing.q5", 90).hint == ""  # nor a percentage hint
    assert check("udt.q1", 7.7).hint == "above_one"  # a probability question still gets it


def test_a_score_may_be_negative_or_zero_and_gets_no_probability_hint():
    """Sheet 6 asks for scores (negative ones too) and numbers of cards (0 too): judged exactly
    and by the decimal rule, and a wrong one never hears "a probability is never negative", a
    percentage or the complement (0 and 1 − 1 would otherwise look alike)."""
    from kit.lessons.tre_cinque_otto import hand_scores

    anna = hand_scores("no_tricks", (5, 2, 9))[0]
    assert anna < 0 and check("tre_cinque_otto.q1b", anna) and check("tre_cinque_otto.q1b", float(anna))
    assert check("tre_cinque_otto.q1b", anna - 5).hint == ""  # not "below_zero"
    assert check("tre_cinque_otto.q6b", 0) and check("tre_cinque_otto.q6b", 0.0)
    assert check("tre_cinque_otto.q6b", 1).hint == "" and check("tre_cinque_otto.q6b", 100).hint == ""


@pytest.mark.parametrize("hint", ["score_signs", "usual_targets", "sum_zero", "mean_suit", "patterns_unweighted",
                                  "seen_cards", "held_aces", "receiver_limit", "exchange_atout"])
def test_the_3_5_8_hints_are_in_both_languages_and_declarable(hint, tmp_path, monkeypatch):
    assert t(f"check.hint.{hint}", "it") and t(f"check.hint.{hint}", "en")
    assert t(f"check.hint.{hint}", "it") != t(f"check.hint.{hint}", "en")
    monkeypatch.setenv(checker.RECORD_ENV, str(tmp_path))
    check("s.q1", Fraction(1, 3))
    declare_wrong("s.q1", **{hint: Fraction(1, 4)})
    monkeypatch.delenv(checker.RECORD_ENV)
    monkeypatch.setattr(checker, "KEYS_DIR", tmp_path)
    assert check("s.q1", Fraction(1, 4)).hint == hint and check("s.q1", Fraction(1, 3))


@pytest.mark.parametrize("hint", ["short_sign", "ace_overcount", "seen_cards_complement", "count_montes"])
def test_the_3_5_8_hints_from_the_new_user_trial_are_in_both_languages_and_declarable(hint, tmp_path, monkeypatch):
    """The hints added after the trial (Q1a's reversed sign, Q4's overcount, Q5's no-Ace over the
    whole deck, Q7 answered with a probability): both languages, declarable, and a declared decimal
    wrong answer gets the hint rather than the advice about rounded decimals."""
    assert t(f"check.hint.{hint}", "it") and t(f"check.hint.{hint}", "en")
    assert t(f"check.hint.{hint}", "it") != t(f"check.hint.{hint}", "en")
    monkeypatch.setenv(checker.RECORD_ENV, str(tmp_path))
    check("s.q1", 5613)
    declare_wrong("s.q1", **{hint: Fraction(80_000, 13)})
    monkeypatch.delenv(checker.RECORD_ENV)
    monkeypatch.setattr(checker, "KEYS_DIR", tmp_path)
    assert check("s.q1", Fraction(80_000, 13)).hint == hint and check("s.q1", 5613)
    decimal = check("s.q1", 4 * 4 / 52 * 20_000, lang="en")
    assert decimal.hint == hint and "rounded decimal" not in repr(decimal)


class _RaisingFloat(float):
    def __repr__(self):
        raise RuntimeError("no repr")


class _NoNumber:
    def __float__(self):
        raise RuntimeError("no float")

    def __repr__(self):
        raise RuntimeError("no repr either")


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("qid, answer, says", [
    ("dealing.q1", 10**5000, "1"),                                   # a whole number of 5,001 digits
    ("dealing.q1", Decimal("1e100000000"), "1"),                     # a hundred million digits, never built
    ("dealing.q1", Decimal("1e-100000000"), "1"),
    ("dealing.q1", Fraction(1, 10**2000), "1"),
    ("dealing.q1", "1" * 5000 + "/7", "Fraction(a, b)"),             # text: not echoed, not converted
    ("dealing.q1", "7" * 1_000_000, "Fraction(a, b)"),
    ("dealing.q1", (10**30, 5), "2"),                                # a pair too long to be a decimal comma
    ("dealing.q1", _RaisingFloat(0.25), "dealing.q1"),
    ("dealing.q1", _NoNumber(), "_NoNumber"),
    ("../../etc/passwd.q1", Fraction(1, 2), "dealing.q1"),           # never a path
    ("a" * 1_000_000 + ".q1", Fraction(1, 2), "dealing.q1"),
    ("dealing.q1\n", Fraction(1, 2), "dealing.q1"),
    (("dealing", "q1"), Fraction(1, 2), "dealing.q1"),
], ids=["int_5001_digits", "decimal_1e100000000", "decimal_1e-100000000", "fraction_2001_digits",
        "text_fraction_5000_digits", "text_1e6_digits", "long_comma_pair", "float_repr_raises",
        "conversions_raise", "path_id", "id_1e6_chars", "id_newline", "id_tuple"])
def test_any_answer_or_id_gets_a_short_clear_message_never_a_traceback(qid, answer, says, lang):
    result = check(qid, answer, lang=lang)
    assert not result.correct
    assert result.message.startswith("✘") and says in result.message
    assert len(result.message) < 400  # nothing of a huge answer or id is repeated


@pytest.mark.parametrize("lang, words", [("it", "tagliato"), ("en", "cut after 6 decimal places")])
def test_a_decimal_cut_after_six_places_instead_of_rounded_is_told_so(lang, words):
    # dealing.q2 = 135/988 = 0.13663967…: 0.136640 rounded, 0.136639 cut
    result = check("dealing.q2", 0.136639, lang=lang)
    assert not result.correct and result.hint == "truncated" and words in result.message
    assert check("dealing.q2", 0.136640, lang=lang).correct
    assert check("dealing.q2", 0.136638, lang=lang).hint != "truncated"  # two off: just wrong


# --- issue 33: a forgotten ``answer_qN =`` read from the cell (the shell itself: tests/test_friendly.py) --


@pytest.mark.parametrize("cell, found", [
    ('Fraction(3, 10)\ncheck("udt.q2", answer_q2, "it")', ("answer_q2", (1,))),
    ('# SCRIVI QUI IL TUO CODICE\nx = 3\nFraction(x, 10)\nx / 10\ncheck("udt.q2", answer=answer_q2)', ("answer_q2", (3, 4))),
    ('answer_q2 == Fraction(3, 10)\ncheck("udt.q2", answer_q2, lang=LANG)', ("answer_q2", (1,))),  # == for =
    ('check("udt.q2", answer_q2, lang=LANG)', ("answer_q2", ())),  # checked in a cell of its own: nothing bare
    ('print(answer_q2)\ncheck("udt.q2", answer_q2, lang=LANG)', ("answer_q2", ())),  # about the answer itself
    ('answer_q2 = Fraction(3, 10)\ncheck("udt.q2", answer_q2, lang=LANG)', None),
    ('Fraction(3, 10)\nfor answer_q2 in [1]: pass\ncheck("udt.q2", answer_q2)', None),
    ('Fraction(3, 10)\ncheck("udt.q2", 3 * answer_q2)', None),  # not a plain name
    ('Fraction(3, 10)\nprint("no check here")', None),
    ('"a docstring"\ncheck("udt.q2", answer_q2)', ("answer_q2", ())),
    ('answer_q2 = 25%\ncheck("udt.q2", answer_q2)', None),  # does not parse: friendly tells that
])
def test_unassigned_answer_reads_the_cell(cell, found):
    result = checker.unassigned_answer(cell)
    assert (None if result is None else (result.name, result.bare)) == found


def test_unassigned_answer_names_its_lines_with_the_right_plural():
    one, two, three = (checker.Unassigned("answer_q2", lines) for lines in [(2,), (1, 3), (1, 2, 4)])
    assert one.advice("it").startswith("La riga 2 calcola qualcosa, ma il risultato non va ad answer_q2. ")
    assert two.advice("it").startswith("Le righe 1 e 3 calcolano qualcosa, ma il risultato non va ad answer_q2. ")
    assert three.advice("en").startswith("Lines 1, 2 and 4 compute something, but the result does not go to answer_q2. ")
    assert one.advice("en") == ("Line 2 computes something, but the result does not go to answer_q2. Give answer_q2 "
                                "a value: write answer_q2 = … (your working after the equals sign) and run the cell again.")
    assert checker.Unassigned("answer_q2").advice("it") == ("Dai un valore ad answer_q2: scrivi answer_q2 = … (dopo "
                                                            "il segno =, il tuo calcolo) e riesegui la cella.")


# --- 6. issue 33: the same mistake recognised wherever it applies; counts ---------------------


def test_udt_q5_with_replacement_gets_the_hint_q1_to_q4_get():
    """Issue 33: 40 cards at every turn, 1 − 36/40 · 32/40 = 7/25, was not recognised in Q5."""
    with_replacement = 1 - Fraction(36, 40) * Fraction(32, 40)
    for answer in (with_replacement, 0.28):
        assert repr(check("udt.q5", answer, "it")) == (
            "✘ udt.q5: non ancora. Sembra che tu abbia fatto come se ogni carta tornasse nel mazzo prima della "
            "pescata successiva. Ma una carta uscita non torna nel mazzo: a ogni pescata c'è una carta in meno.")
        assert repr(check("udt.q5", answer, "en")) == (
            "✘ udt.q5: not yet. It looks as if each card went back into the deck before the next one was drawn. "
            "But a card that has come out does not go back: each draw has one card fewer.")


def test_trentuno_q3_ignoring_the_discards_gets_the_unseen_hint():
    """Issue 33: the discards taken as unseen cards (16 of the 37 cards not in Bruno's hand)."""
    for answer in (Fraction(16, 37), 16 / 37, Fraction(14, 37)):
        assert repr(check("trentuno.q3", answer, "it")) == (
            "✘ trentuno.q3: non ancora. Sembra che tu abbia contato anche carte che lì non possono esserci: le carte "
            "che hai in mano, e quelle già scoperte negli scarti, non sono nel tallone né in mano agli altri. Conta "
            "solo le carte che non hai visto.")
        assert repr(check("trentuno.q3", answer, "en")) == (
            "✘ trentuno.q3: not yet. It looks as if you also counted cards that cannot be there: the cards in your "
            "hand, and those already face up on the discard pile, are neither in the tallone nor in the others' "
            "hands. Count only the cards you have not seen.")


def _question(sheet, heading, lang):
    """The text of the question cell of ``sheet`` (exercises/<lang>) starting with ``heading``."""
    cells = json.loads((KEYS_DIR.parents[1] / "exercises" / lang / f"{sheet}.ipynb").read_text())["cells"]
    return next("".join(c["source"]) for c in cells if "".join(c["source"]).startswith(heading))


def test_trentuno_q2_four_hands_gets_a_hint_that_quotes_the_question_and_gives_no_recipe():
    """Issue 33: 4 got «Tutte dello stesso seme… conta le mani di ogni seme» (a phrase not in the
    question, and 4 × 4 = the answer). Now 4 (and 12, the 31s alone) hear only that hands are
    missing, quoting the question's own words."""
    it = ("✘ trentuno.q2: non ancora. Il tuo numero è troppo piccolo: alcune delle mani che valgono 30 o più ti "
          "sono sfuggite. Rileggi la domanda («che carte servono per fare 30, e per fare 31?») e fai anche l'altro "
          "conto, con `combinations` e la tua funzione `value`: i due risultati devono coincidere.")
    en = ("✘ trentuno.q2: not yet. Your number is too small: some of the hands worth 30 or more have "
          "slipped through. Read the question again (“which cards make 30, and which make 31?”) and do the other "
          "count too, with `combinations` and your function `value`: the two results must agree.")
    for answer in (4, 12):
        assert repr(check("trentuno.q2", answer, "it")) == it and repr(check("trentuno.q2", answer, "en")) == en
        assert check("trentuno.q2", answer).hint == "missed_hands"
    for lang, text, quote in (("it", it, "«"), ("en", en, "“")):
        question = " ".join(_question("05_trentuno", "## D2" if lang == "it" else "## Q2", lang).split())
        quoted = text.split(quote)[1].split("»" if lang == "it" else "”")[0]
        assert quoted in question and "seme" not in text and "suit" not in text and "16" not in text
        assert "valgono 30 o più" in question if lang == "it" else "worth 30 or more" in question


@pytest.mark.parametrize("qid, right", [("trentuno.q2", 16), ("tre_cinque_otto.q6a", 3)])
def test_a_decimal_on_a_count_question_hears_of_whole_numbers_never_of_a_fraction(qid, right):
    """Issue 33: «una Fraction esatta sarebbe ancora meglio» on a question that asks how many."""
    assert repr(check(qid, float(right), "it")) == (
        f"✔ {qid}: risposta giusta. (Il numero coincide; ma la risposta è un numero intero: scrivila senza "
        f"decimali, cioè {right}.)")
    assert repr(check(qid, float(right), "en")) == (
        f"✔ {qid}: correct. (The number matches; but the answer is a whole number: write it without decimals, "
        f"as {right}.)")
    for wrong in (right + 0.5, float(right + 2)):  # (tre_cinque_otto.q6a: 4 is a declared mistake)
        assert repr(check(qid, wrong, "it")) == (
            f"✘ {qid}: non ancora. La risposta a questa domanda è un numero intero, da scrivere senza decimali: "
            "ricontrolla il ragionamento.")
        assert repr(check(qid, wrong, "en")) == (
            f"✘ {qid}: not yet. The answer to this question is a whole number, written without decimals: "
            "check your reasoning.")
    assert repr(check(qid, Fraction(2 * right + 1, 2), "it")) == (
        f"✘ {qid}: non ancora. La risposta a questa domanda è un numero intero, e questa frazione non lo è: "
        "ricontrolla il ragionamento.")
    assert repr(check(qid, Fraction(2 * right + 1, 2), "en")) == (
        f"✘ {qid}: not yet. The answer to this question is a whole number, and this fraction is not one: "
        "check your reasoning.")
    assert repr(check(qid, right, "en")) == f"✔ {qid}: correct."
    # a probability question keeps its advice about exact fractions
    assert repr(check("udt.q1", 3 / 13, "en")) == "✔ udt.q1: correct. (The decimal matches; an exact Fraction would be even better.)"


COUNT_QUESTIONS = ["trentuno.q1a", "trentuno.q1b", "trentuno.q2", "trentuno.q6", "uno.q4", "trentasette.q1a",
                   "trentasette.q1b", "trentasette.q1c", "trentasette.q1d", "trentasette.q7", "tre_cinque_otto.q1a",
                   "tre_cinque_otto.q1b", "tre_cinque_otto.q1c", "tre_cinque_otto.q6a", "tre_cinque_otto.q6b",
                   "tre_cinque_otto.q7"]


def test_every_question_that_asks_for_a_whole_number_is_a_count_in_its_key():
    keys = {}
    for path in KEYS_DIR.glob("*.json"):
        keys.update(json.loads(path.read_text()))
    assert sorted(q for q, entry in keys.items() if entry.get("count")) == sorted(COUNT_QUESTIONS)
    assert all(keys[q]["probability"] is False for q in COUNT_QUESTIONS)
    for qid in COUNT_QUESTIONS:  # none of them ever hears of a Fraction for a decimal, right or wrong
        for lang in ("it", "en"):
            assert "Fraction" not in repr(check(qid, 1234.5, lang))


def test_declare_count_marks_the_key_and_refuses_a_solution_that_is_not_whole(tmp_path, monkeypatch):
    from kit.check import declare_count

    monkeypatch.setenv(checker.RECORD_ENV, str(tmp_path))
    assert declare_count("s.q1") is None
    check("s.q1", 16)
    assert {k: v for k, v in json.loads((tmp_path / "s.json").read_text())["s.q1"].items()
            if k in ("count", "probability")} == {"count": True, "probability": False}
    declare_count("s.q2")
    with pytest.raises(ValueError, match=r"s.q2: declared a count \(declare_count\), but its answer is not a whole"):
        check("s.q2", Fraction(1, 3))
    with pytest.raises(ValueError, match="question id"):
        declare_count("q1")
    monkeypatch.delenv(checker.RECORD_ENV)
    monkeypatch.setattr(checker, "KEYS_DIR", tmp_path)
    assert check("s.q1", 16.0) and check("s.q1", 15.0).hint == "" and check("s.q1", 1600).hint == ""


@pytest.mark.parametrize("qid, answer, hint", [
    # without replacement wherever cards are drawn one after another
    ("dealing.q3", Fraction(1, 256), "with_replacement"),
    ("udt.q5", Fraction(7, 25), "with_replacement"),
    ("trentasette.q3", Fraction(42, 52) ** 10, "with_replacement"),
    ("trentasette.q4", sum((-1) ** (j + 1) * comb(4, j) * Fraction(52 - 10 * j, 52) ** 10 for j in range(1, 5)),
     "with_replacement"),
    ("trentasette.q5", -12 * Fraction(42, 52) ** 13, "with_replacement"),
    ("tre_cinque_otto.q5", 1 - Fraction(34, 36) ** 4, "with_replacement"),
    # "at least one" answered with exactly one
    ("udt.q2", Fraction(3 * comb(36, 2), comb(39, 3)), "exactly_one"),
    ("udt.q3", Fraction(3 * comb(48, 2), comb(51, 3)), "exactly_one"),
    ("uno.q2", Fraction(30 * comb(77, 6), comb(107, 7)), "exactly_one"),
    ("trentasette.q4", Fraction(sum((-1) ** (j - 1) * j * comb(4, j) * comb(52 - 10 * j, 10) for j in range(1, 5)),
                                comb(52, 10)), "exactly_one"),
    ("tre_cinque_otto.q5", Fraction(2 * comb(34, 3), comb(36, 4)), "exactly_one"),
    # one order of the cards only; chances added up
    ("tre_cinque_otto.q2", Fraction(4 * 3 * 48 * 47 * 46 * 45, 52 * 51 * 50 * 49 * 48 * 47), "one_order"),
    ("tre_cinque_otto.q5", Fraction(2, 9), "overlap"),
])
def test_the_typical_mistakes_are_recognised_on_every_sheet_where_they_apply(qid, answer, hint):
    for lang in ("it", "en"):
        result = check(qid, answer, lang)
        assert not result.correct and result.hint == hint
        assert repr(result) == t("check.wrong_hint", lang, qid=qid, hint=t(f"check.hint.{hint}", lang))


def test_the_at_least_and_same_suit_hints_quote_words_of_their_questions():
    """Issue 33: a hint quotes only words that are in the question it answers."""
    for qid, sheet, heading, hint in [("dealing.q1", "01_dealing_probability", ("## Domanda 1", "## Q1"), "exactly_one"),
                                      ("udt.q2", "02_un_due_tre", ("## Domanda 2", "## Q2"), "exactly_one"),
                                      ("uno.q2", "03_uno", ("## D2", "## Q2"), "exactly_one"),
                                      ("trentasette.q4", "04_trentasette", ("## D4", "## Q4"), "exactly_one"),
                                      ("tre_cinque_otto.q5", "06_tre_cinque_otto", ("## D5", "## Q5"), "exactly_one"),
                                      ("dealing.q3", "01_dealing_probability", ("## Domanda 3", "## Q3"), "one_suit")]:
        for lang, start, (open_q, close_q) in (("it", heading[0], "«»"), ("en", heading[1], "“”")):
            text = t(f"check.hint.{hint}", lang)
            quoted = text.split(open_q)[1].split(close_q)[0].lower()
            assert quoted in " ".join(_question(sheet, start, lang).lower().split()), (qid, lang, quoted)


def test_text_on_a_count_question_is_told_to_drop_the_quotes_without_fraction_advice():
    """Issue 33: "use a Fraction" is no advice for a question that asks how many."""
    assert repr(check("trentuno.q2", "16", "it")) == (
        "✘ trentuno.q2: serve un numero, non un testo tra virgolette. Scrivi 16 senza virgolette.")
    assert repr(check("trentuno.q2", "16", "en")) == (
        "✘ trentuno.q2: a number is needed, not text in quotes. Type 16 without quotes.")
    assert repr(check("trentuno.q2", "sedici", "it")) == (
        "✘ trentuno.q2: serve un numero, non un testo tra virgolette. Togli le virgolette e scrivi il numero intero.")
    assert repr(check("trentuno.q2", "sixteen", "en")) == (
        "✘ trentuno.q2: a number is needed, not text in quotes. Remove the quotes and type the whole number.")
    assert repr(check("trentuno.q2", object(), "it")) == "✘ trentuno.q2: serve un numero intero, non object."
    assert repr(check("trentuno.q2", object(), "en")) == "✘ trentuno.q2: a whole number is needed, not object."
    assert "Fraction" in repr(check("udt.q1", "16", "en"))  # a probability question keeps it
    # a whole decimal in quotes on a count question: type the whole number, not 16.0 (which hears "no decimals")
    assert repr(check("trentuno.q2", "16,0", "it")) == (
        "✘ trentuno.q2: serve un numero, non un testo tra virgolette. Scrivi 16 senza virgolette.")
    assert repr(check("trentuno.q2", "16.0", "en")) == (
        "✘ trentuno.q2: a number is needed, not text in quotes. Type 16 without quotes.")
    assert repr(check("trentuno.q2", "15,5", "it")) == (
        "✘ trentuno.q2: serve un numero, non un testo tra virgolette. Scrivi 15.5 senza virgolette.")


def test_exactly_one_says_what_at_least_takes_in_whatever_the_gender_of_the_question():
    """Issue 33 review: «averne esattamente uno» fitted neither «almeno una delle tre carte» (udt.q2)
    nor «almeno una carta da giocare» (uno.q2); the hint now speaks of how often it happens."""
    answer = Fraction(3 * comb(36, 2), comb(39, 3))  # 1890/9139: the top card matches exactly one of the three
    assert repr(check("udt.q2", answer, "it")) == (
        "✘ udt.q2: non ancora. Sembra la probabilità che succeda esattamente una volta. Ma «almeno» comprende "
        "anche i casi in cui succede due o più volte.")
    assert repr(check("udt.q2", answer, "en")) == (
        "✘ udt.q2: not yet. That looks like the probability that it happens exactly once. But “at least” takes in "
        "the cases where it happens twice or more as well.")
