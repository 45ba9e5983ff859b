"""Python's errors in a sheet, told in the sheet's language (kit.tools.friendly)."""

import os
import subprocess
import sys

import pytest
from IPython.core.interactiveshell import InteractiveShell

from kit.tools.friendly import STARTUP_FILE, explain, install, sheet_language, uninstall, write_startup


@pytest.fixture
def shell():
    shell = InteractiveShell.instance()
    yield shell
    uninstall(shell)
    for name in ("LANG", "answer_q1", "answer_q2", "check", "Fraction", "comb", "exact_probability", "Rules", "french52",
                 "italian40", "t37", "c"):
        shell.user_ns.pop(name, None)


def test_a_sheet_opened_at_a_later_question_says_run_the_first_cells_in_its_language(shell, capsys, monkeypatch):
    monkeypatch.setenv("JPY_SESSION_NAME", "/home/ada/kit/exercises/it/01_dealing_probability.ipynb")
    assert install(shell)
    result = shell.run_cell("answer_q1 = 1 - comb(36, 3) / comb(40, 3)\n")
    assert not result.success  # the cell still failed: "run all" stops there
    err = capsys.readouterr().err
    assert "Python non conosce ancora «comb»" in err and "Esegui le celle dall'inizio" in err
    assert "Python dice: NameError: name 'comb' is not defined" in err
    assert "Traceback" not in err


def test_one_over_zero_as_an_answer_is_told_in_words_not_a_traceback(shell, capsys):
    install(shell)
    shell.user_ns["LANG"] = "en"  # the sheet's first cell ran: its language wins
    result = shell.run_cell("answer_q2 = 1/0\n")
    assert not result.success
    err = capsys.readouterr().err
    assert err.startswith("This cell divides by zero") and "ZeroDivisionError: division by zero" in err
    assert "Traceback" not in err and "----> " not in err


def test_explain_each_kind_in_both_languages():
    placeholder = NotImplementedError("scrivi la tua risposta al posto di queste due righe")
    assert explain(placeholder, "it").startswith("Qui manca ancora la tua risposta")
    assert explain(ValueError("bad"), "en") == ("Python stopped in this cell: read the line below, correct it and run "
                                                "the cell again.\n(Python says: ValueError: bad)")
    assert sheet_language({"LANG": "en"}) == "en"


def test_the_startup_file_makes_a_fresh_ipython_speak_italian(tmp_path):
    profile = tmp_path / "ipython" / "profile_default"
    written = write_startup(profile)
    assert written.name == STARTUP_FILE
    env = {**os.environ, "IPYTHONDIR": str(tmp_path / "ipython"),
           "JPY_SESSION_NAME": "exercises/it/03_uno.ipynb"}
    run = subprocess.run([sys.executable, "-m", "IPython", "--no-banner", "-c", "1/0"],
                         env=env, capture_output=True, text=True, timeout=120)
    said = run.stdout + run.stderr
    assert "Questa cella divide per zero" in said, said


# --- issue 33: Italian number slips, a forgotten answer_qN =, the line that failed ----------------


def told(shell, capsys, lang: str, cell: str) -> str:
    """What a student of the ``lang`` sheet reads after running ``cell``, which must fail."""
    install(shell)
    shell.user_ns["LANG"] = lang
    capsys.readouterr()
    result = shell.run_cell(cell)
    assert not result.success  # the cell still failed: "run all" stops there
    said = capsys.readouterr()
    assert "Traceback" not in said.err + said.out and "^" not in said.err + said.out
    return said.err


PERCENT = {
    "it": "In Python il simbolo % non vuol dire «per cento» (serve a calcolare il resto di una divisione), quindi "
          "Python non riesce a leggere 25%. Scrivi 0.25 (con il punto), oppure 25/100, al posto di 25%.\n"
          "Riga 1 della cella: answer_q1 = 25%\n(Python dice: SyntaxError: invalid syntax)\n",
    "en": "In Python the sign % does not mean “per cent” (it works out the remainder of a division), so Python "
          "cannot read 25%. Type 0.25 (with a point), or 25/100, instead of 25%.\n"
          "Line 1 of the cell: answer_q1 = 25%\n(Python says: SyntaxError: invalid syntax)\n",
}


@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_percentage_typed_as_in_a_text_is_told_to_be_written_as_a_decimal(shell, capsys, lang):
    assert told(shell, capsys, lang, "answer_q1 = 25%") == PERCENT[lang]
    # a whole percentage is a whole number: no point to speak of
    assert told(shell, capsys, lang, "answer_q1 = 100%").splitlines()[0] == {
        "it": "In Python il simbolo % non vuol dire «per cento» (serve a calcolare il resto di una divisione), quindi "
              "Python non riesce a leggere 100%. Scrivi 1, oppure 100/100, al posto di 100%.",
        "en": "In Python the sign % does not mean “per cent” (it works out the remainder of a division), so Python "
              "cannot read 100%. Type 1, or 100/100, instead of 100%."}[lang]


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_slip_is_read_from_the_cell_whatever_the_name_and_on_the_line_it_is(shell, capsys, lang):
    cell = '# SCRIVI QUI IL TUO CODICE\nprob = Fraction(12,5%, 1)\ncheck("udt.q1", prob, lang=LANG)\n'
    said = told(shell, capsys, lang, cell)
    assert said.splitlines()[0] == {
        "it": "In Python il simbolo % non vuol dire «per cento» (serve a calcolare il resto di una divisione), "
              "quindi Python non riesce a leggere 12,5%. Scrivi 0.125 (con il punto), oppure 12.5/100, al posto "
              "di 12,5%.",
        "en": "In Python the sign % does not mean “per cent” (it works out the remainder of a division), so "
              "Python cannot read 12,5%. Type 0.125 (with a point), or 12.5/100, instead of 12,5%."}[lang]
    assert said.splitlines()[1] == {"it": "Riga 2 della cella: prob = Fraction(12,5%, 1)",
                                    "en": "Line 2 of the cell: prob = Fraction(12,5%, 1)"}[lang]


COMMA_ZERO = {
    "it": "Python legge la virgola come un separatore tra due numeri, e 0846 (uno zero seguito da altre cifre) "
          "per Python non è un numero. Nei decimali usa il punto, non la virgola: scrivi 0.0846 al posto di "
          "0,0846.\nRiga 1 della cella: {cell}\n(Python dice: SyntaxError: leading zeros in decimal integer "
          "literals are not permitted; use an 0o prefix for octal integers)\n",
    "en": "Python reads a comma as a separator between two numbers, and 0846 (a zero followed by more digits) "
          "is no number to Python. Decimals take a point, not a comma: type 0.0846 instead of 0,0846.\n"
          "Line 1 of the cell: {cell}\n(Python says: SyntaxError: leading zeros in decimal integer literals "
          "are not permitted; use an 0o prefix for octal integers)\n",
}


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("cell", ["answer_q1 = 0,0846", "0,0846"])
def test_a_decimal_comma_before_a_zero_is_told_to_take_a_point(shell, capsys, lang, cell):
    assert told(shell, capsys, lang, cell) == COMMA_ZERO[lang].format(cell=cell)


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("cell, line, python", [
    ("a = 3\nanswer_q1 = Fraction(a, 10) +\n", "2 {of}: answer_q1 = Fraction(a, 10) +", "SyntaxError: invalid syntax"),
    # found when compiling, after parsing: IPython reports it through showsyntaxerror, not set_custom_exc
    ("x = 1\nreturn x", "2 {of}: return x", "SyntaxError: 'return' outside function"),
])
def test_any_other_syntax_error_gets_a_general_sentence_and_its_line(shell, capsys, lang, cell, line, python):
    general = {
        "it": "Python non riesce a leggere questa cella: qualcosa è scritto in un modo che non capisce (una "
              "parentesi o delle virgolette non chiuse, un segno che manca o è di troppo…). Guarda la riga "
              "indicata qui sotto, correggila e riesegui la cella.",
        "en": "Python cannot read this cell: something is written in a way it does not understand (a bracket or "
              "quotes left open, a sign missing or one too many…). Look at the line shown below, correct it and "
              "run the cell again."}[lang]
    where = {"it": "Riga " + line.format(of="della cella"), "en": "Line " + line.format(of="of the cell")}[lang]
    says = {"it": "Python dice:", "en": "Python says:"}[lang]
    assert told(shell, capsys, lang, cell) == f"{general}\n{where}\n({says} {python})\n"


@pytest.mark.parametrize("lang", ["it", "en"])
def test_an_indented_line_is_told_that_its_leading_spaces_matter(shell, capsys, lang):
    said = told(shell, capsys, lang, "casi = 4\n  answer_q1 = Fraction(casi, 40)\n").splitlines()
    assert said == {
        "it": ["Python si è fermato sugli spazi all'inizio di una riga: in Python il rientro (gli spazi a sinistra) "
               "ha un significato, e una riga che non sta dentro un if, un for o una def deve cominciare dal margine "
               "sinistro, senza spazi davanti. Guarda la riga indicata qui sotto, sistema i suoi spazi iniziali e "
               "riesegui la cella.",
               "Riga 2 della cella: answer_q1 = Fraction(casi, 40)", "(Python dice: IndentationError: unexpected indent)"],
        "en": ["Python stopped at the spaces at the start of a line: in Python the indent (the spaces on the left) "
               "has a meaning, and a line that is not inside an if, a for or a def must start at the left margin, "
               "with no spaces before it. Look at the line shown below, fix its leading spaces and run the cell "
               "again.",
               "Line 2 of the cell: answer_q1 = Fraction(casi, 40)", "(Python says: IndentationError: unexpected indent)"],
    }[lang]


FORGOTTEN = 'Fraction(3, 10)\ncheck("udt.q2", answer_q2, "it")'
"""A cell with the right kind of expression and no ``answer_q2 =`` (issue 33 item 5)."""


@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_forgotten_answer_name_is_told_to_be_given_a_value_not_to_run_the_first_cells(shell, capsys, lang):
    shell.run_cell("from fractions import Fraction\nfrom kit.check import check")
    assert told(shell, capsys, lang, FORGOTTEN) == {
        "it": "Python non conosce ancora «answer_q2»: è il nome della tua risposta, e questa cella non gli dà un "
              "valore. La riga 1 calcola qualcosa, ma il risultato non va ad answer_q2. Dai un valore ad "
              "answer_q2: scrivi answer_q2 = … (dopo il segno =, il tuo calcolo) e riesegui la cella.\n"
              'Riga 2 della cella: check("udt.q2", answer_q2, "it")\n'
              "(Python dice: NameError: name 'answer_q2' is not defined)\n",
        "en": "Python does not know “answer_q2” yet: it is your answer's name, and this cell does not give it a "
              "value. Line 1 computes something, but the result does not go to answer_q2. Give answer_q2 a value: "
              "write answer_q2 = … (your working after the equals sign) and run the cell again.\n"
              'Line 2 of the cell: check("udt.q2", answer_q2, "it")\n'
              "(Python says: NameError: name 'answer_q2' is not defined)\n"}[lang]


UNASSIGNED = {
    "it": "✘ udt.q2: questa cella non dà un valore ad answer_q2, quindi check riceve il valore che answer_q2 aveva "
          "prima, e non lo giudica. La riga 1 calcola qualcosa, ma il risultato non va ad answer_q2. Dai un valore "
          "ad answer_q2: scrivi answer_q2 = … (dopo il segno =, il tuo calcolo) e riesegui la cella.",
    "en": "✘ udt.q2: this cell does not give answer_q2 a value, so check gets whatever answer_q2 held before, and "
          "does not judge it. Line 1 computes something, but the result does not go to answer_q2. Give answer_q2 "
          "a value: write answer_q2 = … (your working after the equals sign) and run the cell again.",
}


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("earlier", ["Fraction(1, 2)", "1 - Fraction(36 * 35 * 34, 39 * 38 * 37)"],
                         ids=["a wrong one", "the right one"])
def test_a_forgotten_answer_name_holding_an_earlier_value_is_not_judged(shell, capsys, lang, earlier):
    install(shell)
    shell.run_cell(f"from fractions import Fraction\nfrom kit.check import check\nanswer_q2 = {earlier}")
    result = shell.run_cell(FORGOTTEN.replace('"it"', repr(lang)))
    assert result.success and not result.result.judged
    assert repr(result.result) == UNASSIGNED[lang]  # the same words whether the earlier value is right or not
    judged = shell.run_cell(FORGOTTEN.replace("Fraction(3, 10)", "answer_q2 = Fraction(3, 10)").replace('"it"', repr(lang)))
    assert repr(judged.result) == {"it": "✘ udt.q2: non ancora. Ricontrolla il ragionamento e riprova.",
                                   "en": "✘ udt.q2: not yet. Check your reasoning and try again."}[lang]


def test_check_called_inside_a_function_of_a_cell_judges_as_ever(shell):
    install(shell)
    shell.run_cell("from fractions import Fraction\nfrom kit.check import check\nanswer_q2 = Fraction(3, 10)")
    result = shell.run_cell('def helper():\n    return check("udt.q2", answer_q2, "en")\nhelper()')
    assert repr(result.result) == "✘ udt.q2: not yet. Check your reasoning and try again."


@pytest.mark.parametrize("lang", ["it", "en"])
def test_an_error_on_line_3_of_a_cell_names_line_3_and_its_code(shell, capsys, lang):
    cell = "cases = comb(40, 3)\nbad = 0\nanswer_q1 = Fraction(cases, bad)\ncheck('udt.q1', answer_q1, lang=LANG)\n"
    shell.run_cell("from fractions import Fraction\nfrom math import comb")
    assert told(shell, capsys, lang, cell) == {
        "it": "Questa cella divide per zero, e una divisione per zero non dà nessun numero. Guarda il denominatore "
              "delle tue frazioni.\nRiga 3 della cella: answer_q1 = Fraction(cases, bad)\n"
              "(Python dice: ZeroDivisionError: Fraction(9880, 0))\n",
        "en": "This cell divides by zero, and a division by zero gives no number. Look at the bottom of your "
              "fractions.\nLine 3 of the cell: answer_q1 = Fraction(cases, bad)\n"
              "(Python says: ZeroDivisionError: Fraction(9880, 0))\n"}[lang]


def test_the_startup_file_tells_a_percentage_in_a_fresh_ipython(tmp_path):
    write_startup(tmp_path / "ipython" / "profile_default")
    env = {**os.environ, "IPYTHONDIR": str(tmp_path / "ipython"), "JPY_SESSION_NAME": "exercises/it/02_un_due_tre.ipynb"}
    run = subprocess.run([sys.executable, "-m", "IPython", "--no-banner", "-c", "answer_q1 = 25%"],
                         env=env, capture_output=True, text=True, timeout=120)
    said = run.stdout + run.stderr
    assert "Scrivi 0.25 (con il punto), oppure 25/100, al posto di 25%." in said and "Riga 1 della cella: answer_q1 = 25%" in said, said


# --- issue 33, student trial: a card of another deck, typos -------------------------------------


FOREIGN = {
    "it": "L'Asso di cuori non è una carta del mazzo per cui sono fatte queste regole: sono regole per le carte "
          "italiane da 40. Per le carte francesi da 40 (senza 8, 9 e 10) usa: Rules(deck40='french40').payment(card); "
          "per le carte francesi da 52: Rules(mazzo_52=True).payment(card)\n"
          "Riga 1 della cella: [Rules().payment(c) for c in french52.cards]\n(Python dice: ",
    "en": "The Ace of hearts is not a card of the deck these rules are made for: they are rules for the 40 Italian "
          "cards. For the 40 French cards (no 8, 9 or 10) use: Rules(deck40='french40').payment(card); for the 52 "
          "French cards: Rules(mazzo_52=True).payment(card)\n"
          "Line 1 of the cell: [Rules().payment(c) for c in french52.cards]\n(Python says: ",
}


@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_card_of_another_deck_is_told_in_the_sheets_language_with_the_rules_to_use(shell, capsys, lang):
    """Sheet 2, Q6: the 40-card rules handed the 52 French cards."""
    shell.run_cell("from kit.cards import french52, italian40\nfrom kit.games.un_due_tre import Rules")
    said = told(shell, capsys, lang, "[Rules().payment(c) for c in french52.cards]")
    assert said == FOREIGN[lang] + (
        "ForeignCard: these rules are for italian40 (UDT-1, mazzo_52), and AH is a card of french40 and french52: use "
        "Rules(deck40='french40').payment(card) for french40 or Rules(mazzo_52=True).payment(card) for french52)\n")
    assert told(shell, capsys, lang, "Rules(mazzo_52=True).payment(italian40.parse('AC'))").splitlines()[0] == {
        "it": "L'Asso di coppe non è una carta del mazzo per cui sono fatte queste regole: sono regole per le carte "
              "francesi da 52. Per le carte italiane da 40 usa: Rules().payment(card)",
        "en": "The Ace of cups is not a card of the deck these rules are made for: they are rules for the 52 French "
              "cards. For the 40 Italian cards use: Rules().payment(card)"}[lang]
    # a game with one deck only has no other rules to offer
    shell.run_cell("from kit.games import trentasette as t37")
    assert told(shell, capsys, lang, "t37.value(italian40.parse('7C'))").splitlines()[0] == {
        "it": "Il 7 di coppe non è una carta del mazzo per cui sono fatte queste regole: sono regole per le carte "
              "francesi da 52.",
        "en": "The 7 of cups is not a card of the deck these rules are made for: they are rules for the 52 French "
              "cards."}[lang]


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("cell, typed, meant", [("conb(40, 3)", "conb", "comb"),
                                                ("exact_probabilty(1)", "exact_probabilty", "exact_probability")])
def test_a_mistyped_name_is_told_the_close_name_not_to_run_the_first_cells(shell, capsys, lang, cell, typed, meant):
    shell.run_cell("from math import comb\nfrom kit.prob import exact_probability")
    assert told(shell, capsys, lang, cell) == {
        "it": f"Python non conosce «{typed}»: forse volevi scrivere «{meant}»? Correggi il nome e riesegui la cella.\n"
              f"Riga 1 della cella: {cell}\n(Python dice: NameError: name '{typed}' is not defined)\n",
        "en": f"Python does not know “{typed}”: did you mean “{meant}”? Correct the name and run the cell again.\n"
              f"Line 1 of the cell: {cell}\n(Python says: NameError: name '{typed}' is not defined)\n"}[lang]


@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_name_close_to_none_still_says_run_the_first_cells(shell, capsys, lang):
    assert told(shell, capsys, lang, "answer_q1 = combinazioni_di(40, 3)").splitlines()[0] == {
        "it": "Python non conosce ancora «combinazioni_di»: forse non hai eseguito le prime celle della scheda, oppure "
              "il nome è scritto in un altro modo. Esegui le celle dall'inizio, una dopo l'altra (Maiusc+Invio), poi "
              "di nuovo questa.",
        "en": "Python does not know “combinazioni_di” yet: perhaps the sheet's first cells have not been run, or the "
              "name is spelt another way. Run the cells from the top, one after the other (Shift+Enter), then this "
              "one again."}[lang]


@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_mistyped_method_names_the_objects_type_and_the_close_name(shell, capsys, lang):
    shell.run_cell("from kit.cards import french52\nfrom kit.games.un_due_tre import Rules\nc = french52.cards[0]")
    assert told(shell, capsys, lang, "Rules(mazzo_52=True).paymnet(c)") == {
        "it": "Un oggetto di tipo Rules non ha nessun attributo o metodo di nome «paymnet». Forse volevi scrivere "
              "«payment»? Correggi il nome e riesegui la cella.\nRiga 1 della cella: Rules(mazzo_52=True).paymnet(c)\n"
              "(Python dice: AttributeError: 'Rules' object has no attribute 'paymnet')\n",
        "en": "An object of type Rules has no attribute or method called “paymnet”. Did you mean “payment”? Correct "
              "the name and run the cell again.\nLine 1 of the cell: Rules(mazzo_52=True).paymnet(c)\n"
              "(Python says: AttributeError: 'Rules' object has no attribute 'paymnet')\n"}[lang]
    assert told(shell, capsys, lang, "Rules().xyzzy").splitlines()[0] == {
        "it": "Un oggetto di tipo Rules non ha nessun attributo o metodo di nome «xyzzy». Controlla come è scritto il "
              "nome dopo il punto e riesegui la cella.",
        "en": "An object of type Rules has no attribute or method called “xyzzy”. Check how the name after the dot is "
              "spelt and run the cell again."}[lang]
