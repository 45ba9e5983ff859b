"""A teacher's own checked questions (kit.own_questions, issue 34 item 9): the sheets' checker and
messages for a question made in one line, keys that hide the answers, per-student variants."""

from __future__ import annotations

import hashlib
import json
import math
import re
import subprocess
import sys
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from kit import check as kcheck
from kit.own_questions import OwnQuestion, question, question_template, save_questions, student_seed

ROOT = Path(__file__).resolve().parents[1]

ONE_ACE = Fraction(63, 247)  # 4·C(36,2)/C(40,3) = 4·630/9880, reduced by hand
WITH_REPLACEMENT = 3 * Fraction(4, 40) * Fraction(36, 40) ** 2  # 243/1000
TEXT_IT = "Tre carte dal mazzo da 40: qual è la probabilità di esattamente un Asso?"


def _aces(lang: str = "it", **more) -> OwnQuestion:
    return question(TEXT_IT, answer=Fraction(4 * math.comb(36, 2), math.comb(40, 3)), lang=lang, **more)


def test_the_exact_answer_of_the_example_is_the_fraction_computed_by_hand():
    assert Fraction(4 * math.comb(36, 2), math.comb(40, 3)) == ONE_ACE
    assert _aces().answer == ONE_ACE


MESSAGES = {
    "it": {
        "right": "✔ Domanda: risposta giusta.",
        "float": "✔ Domanda: risposta giusta. (Il numero decimale coincide; una Fraction esatta sarebbe ancora "
                 "meglio.)",
        "text": "✘ Domanda: serve un numero, non un testo tra virgolette. Scrivi Fraction(1, 4), senza virgolette.",
        "comma": "✘ Domanda: Python legge 0,5 come due numeri separati, 0 e 5. Nei decimali usa il punto, non la "
                 "virgola: scrivi 0.5 al posto di 0,5.",
        "complement": "✘ Domanda: non ancora. Sembra la probabilità dell'evento contrario, cioè che quello che "
                      "chiede la domanda NON succeda. Rileggi la domanda.",
        "percentage": "✘ Domanda: non ancora. Sembra una percentuale: qui il per cento non si usa, quindi scrivi "
                      "per esempio 0.25 invece di 25.",
        "wrong": "✘ Domanda: non ancora. Ricontrolla il ragionamento e riprova.",
    },
    "en": {
        "right": "✔ Question: correct.",
        "float": "✔ Question: correct. (The decimal matches; an exact Fraction would be even better.)",
        "text": "✘ Question: a number is needed, not text in quotes. Type Fraction(1, 4), without quotes.",
        "comma": "✘ Question: Python reads 0,5 as two separate numbers, 0 and 5. Decimals take a point, not a "
                 "comma: type 0.5 instead of 0,5.",
        "complement": "✘ Question: not yet. That looks like the probability of the opposite event: that what the "
                      "question asks for does NOT happen. Read the question again.",
        "percentage": "✘ Question: not yet. That looks like a percentage: percentages are not used here, so write "
                      "for example 0.25 instead of 25.",
        "wrong": "✘ Question: not yet. Check your reasoning and try again.",
    },
}


@pytest.mark.parametrize("lang", ["it", "en"])
def test_an_own_question_answers_with_the_sheets_messages_in_its_language(lang):
    q = _aces(lang)
    said = MESSAGES[lang]
    cases = [(ONE_ACE, True, "", "right"), (63 / 247, True, "", "float"), (Decimal("0.255061"), True, "", "float"),
             ("1/4", False, "", "text"), ((0, 5), False, "", "comma"), (1 - ONE_ACE, False, "complement", "complement"),
             (100 * ONE_ACE, False, "percentage", "percentage"), (Fraction(1, 4), False, "", "wrong")]
    for answer, correct, hint, message in cases:
        result = q.check(answer)
        assert (result.correct, result.hint, result.message) == (correct, hint, said[message]), answer
        assert result.sent is None


def test_a_decimal_is_judged_by_the_sheets_decimal_rule():
    q = _aces("en")
    assert float(ONE_ACE) == pytest.approx(0.2550607287)
    assert q.check(0.255061).correct and q.check(0.2550607).correct
    assert not q.check(0.25506).correct and not q.check(0.2551).correct
    assert q.check(0.25506).hint == "truncated"  # cut after 6 places instead of rounded up


@pytest.mark.parametrize("lang, message", [
    ("it", "✘ Domanda: non ancora. Sembra che tu abbia fatto come se ogni carta tornasse nel mazzo prima della "
           "pescata successiva. Ma una carta uscita non torna nel mazzo: a ogni pescata c'è una carta in meno."),
    ("en", "✘ Question: not yet. It looks as if each card went back into the deck before the next one was drawn. "
           "But a card that has come out does not go back: each draw has one card fewer."),
])
def test_a_declared_typical_mistake_by_name_gets_the_catalogue_hint(lang, message):
    q = _aces(lang, wrong={"with_replacement": WITH_REPLACEMENT})
    assert WITH_REPLACEMENT == Fraction(243, 1000)
    result = q.check(Fraction(243, 1000))
    assert (result.correct, result.hint, result.message) == (False, "with_replacement", message)
    assert q.check(0.243).hint == "with_replacement"  # the decimal rule for the wrong answer too


def test_a_teachers_own_hint_sentence_is_shown_as_written():
    one_order = Fraction(4 * 36 * 35, 40 * 39 * 38)
    q = _aces("it", wrong={"Hai contato un solo ordine delle tre carte.": one_order})
    result = q.check(one_order)
    assert result.message == "✘ Domanda: non ancora. Hai contato un solo ordine delle tre carte."
    assert result.hint == "Hai contato un solo ordine delle tre carte."


@pytest.mark.parametrize("lang, messages", [
    ("it", ["✔ Mani: risposta giusta. (Il numero coincide; ma la risposta è un numero intero: scrivila senza "
            "decimali, cioè 658008.)",
            "✘ Mani: serve un numero, non un testo tra virgolette. Scrivi 658008 senza virgolette.",
            "✘ Mani: non ancora. La risposta a questa domanda è un numero intero, da scrivere senza decimali: "
            "ricontrolla il ragionamento."]),
    ("en", ["✔ Hands: correct. (The number matches; but the answer is a whole number: write it without decimals, "
            "as 658008.)",
            "✘ Hands: a number is needed, not text in quotes. Type 658008 without quotes.",
            "✘ Hands: not yet. The answer to this question is a whole number, written without decimals: check "
            "your reasoning."]),
])
def test_a_count_question_is_judged_as_a_whole_number(lang, messages):
    assert math.comb(40, 5) == 658008
    q = question("Quante mani di 5 carte?", answer=math.comb(40, 5), count=True, lang=lang,
                 name="Mani" if lang == "it" else "Hands")
    assert q.check(658008).message == ("✔ Mani: risposta giusta." if lang == "it" else "✔ Hands: correct.")
    assert [q.check(658008.0).message, q.check("658008,0").message, q.check(12.5).message] == messages
    assert q.check(Fraction(1, 2)).hint == "not_whole"
    assert q.check(658008 / 100).hint == ""  # no percentage hint for a count


def test_an_expected_value_between_0_and_1_hears_nothing_of_percentages():
    q = question("Assi attesi in 3 carte?", answer=Fraction(3, 10), probability=False, lang="en")
    assert q.check(30).hint == "" and q.check(Fraction(7, 10)).hint == ""
    assert question("?", answer=Fraction(3, 10), lang="en").check(30).hint == "percentage"


def test_the_display_shows_the_text_never_the_answer():
    q = _aces("it", wrong={"with_replacement": WITH_REPLACEMENT})
    shown = [repr(q), str(q), q._repr_html_(), q._repr_markdown_()]
    for text in shown:
        assert "mazzo da 40" in text
        for secret in ("63", "247", "0.255", "0,255", "243"):
            assert secret not in text
    assert q._repr_html_() == ('<div class="kit-own-question"><p><b>Domanda.</b> Tre carte dal mazzo da 40: qual è '
                               'la probabilità di esattamente un Asso?</p><p><i>Rispondi con un numero (meglio una '
                               'Fraction esatta) e controlla la risposta con .check(risposta).</i></p></div>')


@pytest.mark.parametrize("call, error, words", [
    (lambda: question("?", answer=0.25, lang="it"), TypeError,
     "La risposta giusta dev'essere esatta: una Fraction o un intero (int), non float."),
    (lambda: question("?", answer="1/4", lang="en"), TypeError,
     "The right answer must be exact: a Fraction or a whole number (int), not str."),
    (lambda: question("?", answer=True, lang="en"), TypeError, "not bool"),
    (lambda: question(42, answer=1, lang="en"), TypeError, "The question's text must be a sentence"),
    (lambda: question("  ", answer=1, lang="en"), ValueError, "The question's text must be a sentence"),
    (lambda: question("?", answer=Fraction(1, 2), count=True, lang="it"), ValueError,
     "count=True dice che la risposta è un numero intero, ma la risposta giusta è 1/2."),
    (lambda: question("?", answer=2, probability=True, lang="en"), ValueError, "but 2 is not between 0 and 1"),
    (lambda: question("?", answer=1, count="yes", lang="en"), TypeError, "count= is True or False, not 'yes'."),
    (lambda: question("?", answer=Fraction(1, 4), wrong={"with_replacment": Fraction(1, 3)}, lang="en"), KeyError,
     "There is no hint 'with_replacment'."),
    (lambda: question("?", answer=Fraction(1, 4), wrong={"overlap": 0.3}, lang="en"), TypeError,
     "The typical wrong answer 'overlap' must be exact"),
    (lambda: question("?", answer=Fraction(1, 4), wrong={"overlap": Fraction(1, 4)}, lang="it"), ValueError,
     "La risposta sbagliata tipica 'overlap' è uguale alla risposta giusta: toglila."),
    (lambda: question("?", answer=Fraction(1, 4), wrong=[Fraction(1, 3)], lang="en"), TypeError,
     "wrong= is a dictionary {hint: wrong answer}, not list."),
    (lambda: question("?", answer=1, lang="fr"), ValueError, "language 'fr' is not available"),
])
def test_a_question_that_cannot_be_asked_is_refused_with_what_is_allowed(call, error, words):
    with pytest.raises(error) as raised:
        call()
    assert words in str(raised.value.args[0])


# --- keys: the questions without their answers ------------------------------------------------------


def test_saved_questions_are_checked_by_check_from_a_key_beside_the_notebook(tmp_path, monkeypatch):
    q1 = _aces("it", wrong={"with_replacement": WITH_REPLACEMENT, "Hai contato un solo ordine.": Fraction(7, 247)})
    q2 = question("Quante mani di 5 carte?", answer=math.comb(40, 5), count=True, lang="it")
    path = save_questions("mia_verifica", [q1, q2], tmp_path)
    assert path == tmp_path / "mia_verifica.key.json"
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(kcheck.KEYS_PATH_ENV, raising=False)
    assert kcheck.check("mia_verifica.q1", Fraction(63, 247), "it").message == "✔ mia_verifica.q1: risposta giusta."
    assert kcheck.check("mia_verifica.q1", 1 - ONE_ACE, "en").message == (
        "✘ mia_verifica.q1: not yet. That looks like the probability of the opposite event: that what the "
        "question asks for does NOT happen. Read the question again.")
    assert kcheck.check("mia_verifica.q1", WITH_REPLACEMENT, "it").hint == "with_replacement"
    assert kcheck.check("mia_verifica.q1", Fraction(7, 247), "it").message == (
        "✘ mia_verifica.q1: non ancora. Hai contato un solo ordine.")
    assert kcheck.check("mia_verifica.q1", "1/4", "it").message == MESSAGES["it"]["text"].replace(
        "Domanda", "mia_verifica.q1")
    assert kcheck.check("mia_verifica.q2", 658008.0, "en").message == (
        "✔ mia_verifica.q2: correct. (The number matches; but the answer is a whole number: write it without "
        "decimals, as 658008.)")
    assert kcheck.check("mia_verifica.q2", "658008", "en").message == (
        "✘ mia_verifica.q2: a number is needed, not text in quotes. Type 658008 without quotes.")
    assert kcheck.check("mia_verifica.q3", 1, "en").message == (
        "✘ Unknown question mia_verifica.q3. Questions on this sheet: mia_verifica.q1, mia_verifica.q2.")
    assert "mia_verifica" in kcheck.check("mia_verific.q1", 1, "en").message  # listed among the sheets


def test_a_key_is_found_through_kit_keys_path(tmp_path, monkeypatch):
    keys, elsewhere = tmp_path / "keys", tmp_path / "class"
    keys.mkdir()
    elsewhere.mkdir()
    save_questions("verifica_3b", [_aces("it")], keys)
    monkeypatch.chdir(elsewhere)
    monkeypatch.delenv(kcheck.KEYS_PATH_ENV, raising=False)
    assert kcheck.check("verifica_3b.q1", ONE_ACE, "en").message.startswith("✘ There is no sheet called 'verifica_3b'")
    monkeypatch.setenv(kcheck.KEYS_PATH_ENV, str(keys))
    assert kcheck.check("verifica_3b.q1", ONE_ACE, "en").message == "✔ verifica_3b.q1: correct."


def test_the_key_file_has_digests_not_the_answers(tmp_path):
    q = _aces("it", wrong={"with_replacement": WITH_REPLACEMENT})
    text = save_questions("mia_verifica", [q], tmp_path).read_text(encoding="utf-8")
    digests = re.findall(r'"([0-9a-f]{64})"', text)
    assert len(digests) == 4  # the answer, its one 6-place rounding, the wrong answer, its rounding
    rest = re.sub(r'"[0-9a-f]{64}"', "", text)
    for secret in ("63", "247", "0.25", "255061", "243", "1000", "mazzo"):
        assert secret not in rest, secret
    key = json.loads(text)
    entry = key["mia_verifica.q1"]
    assert set(entry) == {"exact", "micros", "probability", "wrong"} and entry["probability"] is True
    salt = b"kit-answer-key-v2|mia_verifica.q1"  # the kit's own key format (kit.check._digest)
    assert entry["exact"] == hashlib.pbkdf2_hmac("sha256", b"63/247", salt, 40_000).hex()
    assert entry["micros"] == [hashlib.pbkdf2_hmac("sha256", b"micro:255061", salt, 40_000).hex()]
    assert entry["wrong"][0]["hint"] == "with_replacement"
    assert entry["wrong"][0]["exact"] == hashlib.pbkdf2_hmac("sha256", b"243/1000", salt, 40_000).hex()


@pytest.mark.parametrize("call, error, words", [
    (lambda d: save_questions("Mia Verifica", [_aces()], d), ValueError,
     "Il nome 'Mia Verifica' non va bene: usa da 1 a 40 caratteri scelti fra lettere minuscole senza accento, "
     "cifre e _ (per esempio \"verifica_3b\")."),
    (lambda d: save_questions("dealing", [_aces("en")], d), ValueError,
     "'dealing' is already the name of one of the kit's sheets"),
    (lambda d: save_questions("dealing", [_aces()], d), ValueError,
     "'dealing' è già il nome di una scheda del kit ("),
    (lambda d: save_questions("v", [_aces("en")], d), ValueError, "The name 'v' will not do"),
    (lambda d: save_questions("V", [_aces("en")], d), ValueError,
     "The name 'V' will not do: use 1 to 40 characters, each a lower-case letter without accent, a digit or _ "
     "(for example \"test_3b\")."),
    (lambda d: save_questions("x", [], d), ValueError, "save_questions needs at least one question."),
    (lambda d: save_questions("x", [_aces("en"), Fraction(1, 4)], d), TypeError, "item 2 is Fraction"),
    (lambda d: save_questions("x", [_aces("en")], d / "missing"), FileNotFoundError, "does not exist"),
    (lambda d: save_questions("x", [question_template(lambda k: ("?", k), lambda rng: 1)], d), TypeError,
     "Item 1 is a per-student question template"),
])
def test_saving_what_cannot_be_saved_is_refused(tmp_path, call, error, words):
    with pytest.raises(error) as raised:
        call(tmp_path)
    assert words in str(raised.value.args[0])
    assert list(tmp_path.glob("*.key.json")) == []


def test_own_questions_are_not_class_questions(tmp_path, monkeypatch):
    save_questions("mia_verifica", [_aces("it")], tmp_path)
    monkeypatch.chdir(tmp_path)
    assert kcheck.known_question("dealing.q1")
    assert not kcheck.known_question("mia_verifica.q1")  # a class record never names it


# --- per-student variants -------------------------------------------------------------------------------


def _exactly_k_aces(k: int) -> Fraction:
    return Fraction(math.comb(4, k) * math.comb(36, 3 - k), math.comb(40, 3))


def _template():
    return question_template(lambda k: (f"Tre carte dal mazzo da 40: probabilità di esattamente {k} Assi?",
                                        _exactly_k_aces(k), {"with_replacement": math.comb(3, k) * Fraction(1, 10) ** k
                                                             * Fraction(9, 10) ** (3 - k)}),
                             params=lambda rng: int(rng.integers(1, 4)), lang="it")


def test_a_students_variant_comes_from_their_seed_every_time():
    template = _template()
    for seed in (0, 1, 7, 2024):
        k = int(np.random.default_rng(seed).integers(1, 4))
        q = template.for_student(seed)
        assert q.text == f"Tre carte dal mazzo da 40: probabilità di esattamente {k} Assi?"
        assert q.answer == _exactly_k_aces(k) == template.for_student(seed).answer
        assert q.check(_exactly_k_aces(k)).correct
        assert q.check(math.comb(3, k) * Fraction(1, 10) ** k * Fraction(9, 10) ** (3 - k)).hint == "with_replacement"
    ks = {int(np.random.default_rng(seed).integers(1, 4)) for seed in range(20)}
    assert ks == {1, 2, 3}
    assert {template.for_student(seed).text for seed in range(20)} == {
        f"Tre carte dal mazzo da 40: probabilità di esattamente {k} Assi?" for k in ks}


def test_a_student_named_gets_the_seed_of_their_tidied_name():
    tidy = int.from_bytes(hashlib.sha256("kit-student|carla rossi".encode()).digest()[:8], "big")
    assert student_seed("Carla Rossi") == student_seed("  carla   ROSSI ") == tidy
    assert student_seed("Carla Rossi") != student_seed("Carlo Rossi")
    template = _template()
    k = int(np.random.default_rng(tidy).integers(1, 4))
    assert template.for_student("Carla Rossi").answer == _exactly_k_aces(k)
    assert template.draw(" carla rossi") == k


@pytest.mark.parametrize("student, error", [(-1, ValueError), ("  ", ValueError), (1.5, TypeError),
                                            (None, TypeError), (True, TypeError)])
def test_a_student_is_a_seed_or_a_name(student, error):
    with pytest.raises(error, match=r"Uno studente si indica con un numero intero ≥ 0 \(il seme del generatore casuale\)"):
        _template().for_student(student)


def test_a_template_that_does_not_return_text_and_answer_is_refused():
    bad = question_template(lambda k: Fraction(k, 10), params=lambda rng: 1, lang="en")
    with pytest.raises(TypeError, match=r"must return \(text, answer\) or \(text, answer, wrong\), not Fraction"):
        bad.for_student(3)
    with pytest.raises(TypeError, match="params= must be a function"):
        question_template(lambda k: ("?", k), params=3, lang="en")
    assert "Assi" not in repr(_template())  # a template shows no student's numbers


def test_own_questions_import_no_widgets_nor_plots():
    code = ("import sys, kit.own_questions; bad = [m for m in ('ipywidgets', 'matplotlib', 'IPython') "
            "if m in sys.modules]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "[]"


def test_a_count_typed_with_a_thousands_separator_is_told_to_drop_it_in_both_languages():
    """A teacher's trial: «scrivi 10.752» for (10, 752), then 10.752 judged plainly wrong."""
    q = question("Quante mani?", answer=10752, count=True, lang="it")
    assert q.check((10, 752)).message == ("✘ Domanda: Python legge 10,752 come due numeri separati, 10 e 752. "
                                          "Un numero intero si scrive senza separatore delle migliaia: scrivi 10752.")
    told = q.check(10.752)
    assert not told and told.hint == "thousands_point"
    assert told.message.endswith("Un numero intero si scrive solo con le cifre, senza punti.")
    english = question("How many hands?", answer=10752, count=True, lang="en")
    assert english.check((10, 752)).message.endswith("A whole number is typed with no thousands separator: type 10752.")
    assert english.check(10.752).hint == "thousands_point"
    assert english.check(10.75).hint != "thousands_point"  # 10750 is not the answer
    assert question("P?", answer=Fraction(1, 4), lang="en").check((0, 25)).message.startswith(
        "✘ Question: Python reads 0,25 as two separate numbers")  # not a count: the decimal comma
