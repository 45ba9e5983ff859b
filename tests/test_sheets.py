"""Per-student sheets: parameterised questions with exact answers (checked by brute force),
variant codes, the notebooks and key written by ``kit.tools.sheets``, and ``check`` on variants."""

import csv
import itertools
import math
import string
from fractions import Fraction

import nbformat
import pytest

import kit.check as checker
from kit.cards import french52, italian40
from kit.check import check
from kit.games.un_due_tre import Rules
from kit.i18n import CATALOGUE, LANGUAGES, t
from kit.prob import comb, exact_probability, hypergeom_pmf
from kit.tools import sheets
from kit.tools.sheets import KEY_FILE, RosterError, build, decimal6, read_roster
from kit.variants import SHEETS, TEMPLATES, BadCode, Question, Variant, class_variants, decode, parse_qid

NAMES = ["Giulia Bianchi", "Marco Esposito", "Chiara Lombardi", "Davide Ferrara"]


def answer(name, **params):
    return TEMPLATES[name].answer(**params)


# --- 1. the exact answers, against brute force and independent formulas ----------------------


@pytest.mark.parametrize("k", [2, 3, 4])
@pytest.mark.parametrize("rank", ["A", "7", "R"])
def test_at_least_one_rank_by_enumerating_hands(k, rank):
    brute = exact_probability(itertools.combinations(italian40.cards, k), lambda hand: any(c.rank == rank for c in hand))
    assert answer("at_least_one", k=k, rank=rank) == brute


def test_at_least_one_rank_by_summing_the_hypergeometric_for_every_choice():
    for params in TEMPLATES["at_least_one"].choices:
        k = params["k"]
        assert answer("at_least_one", **params) == sum(hypergeom_pmf(j, 40, 4, k) for j in range(1, min(4, k) + 1))


@pytest.mark.parametrize("k, suit", [(3, "denari"), (3, "spade"), (4, "coppe")])
def test_exactly_m_of_a_suit_by_enumerating_hands(k, suit):
    hands = list(itertools.combinations(italian40.cards, k))
    for m in range(1, 4):
        brute = exact_probability(hands, lambda hand: sum(c.suit == suit for c in hand) == m)
        assert answer("exactly_suit", k=k, m=m, suit=suit) == brute


def test_exactly_m_of_a_suit_is_the_hypergeometric_for_every_choice():
    for params in TEMPLATES["exactly_suit"].choices:
        assert answer("exactly_suit", **params) == hypergeom_pmf(params["m"], 40, 10, params["k"])


def test_a_pair_among_the_top_three_by_enumerating_ordered_turns():
    ranks = [c.rank for c in italian40.cards]
    brute = exact_probability(itertools.permutations(range(40), 3), lambda top: len({ranks[i] for i in top}) < 3)
    assert answer("pair_on_top", n=3) == brute


def test_a_pair_among_the_top_four_by_enumerating_sets_and_every_choice_by_counting_rank_sets():
    ranks = [c.rank for c in italian40.cards]
    brute = exact_probability(itertools.combinations(range(40), 4), lambda top: len({ranks[i] for i in top}) < 4)
    assert answer("pair_on_top", n=4) == brute
    for params in TEMPLATES["pair_on_top"].choices:
        n = params["n"]  # all different: n of the 10 ranks, one of 4 suits for each
        assert answer("pair_on_top", n=n) == 1 - Fraction(comb(10, n) * 4**n, comb(40, n))


@pytest.mark.parametrize("n", [1, 2])
def test_next_card_pays_after_n_plain_cards_by_enumerating_ordered_turns(n):
    pays = [Rules().payment(c) > 0 for c in italian40.cards]
    plain_first = pays_next = 0
    for turn in itertools.permutations(range(40), n + 1):
        if not any(pays[i] for i in turn[:n]):
            plain_first += 1
            pays_next += pays[turn[n]]
    assert answer("udt_next_pays", n=n) == Fraction(pays_next, plain_first) == Fraction(12, 40 - n)


def test_next_card_pays_counts_what_is_left_in_the_deck_for_every_choice():
    rules = Rules()
    plain = [c for c in italian40.cards if rules.payment(c) == 0]
    for params in TEMPLATES["udt_next_pays"].choices:
        left = [c for c in italian40.cards if c not in plain[:params["n"]]]  # any n plain cards: same count
        assert answer("udt_next_pays", **params) == Fraction(sum(rules.payment(c) > 0 for c in left), len(left))


@pytest.mark.parametrize("deck, rules, k", [(italian40, Rules(), 2), (italian40, Rules(), 3),
                                            (french52, Rules(mazzo_52=True), 2), (french52, Rules(mazzo_52=True), 3)])
def test_expected_payment_cards_by_enumerating_hands(deck, rules, k):
    hands = list(itertools.combinations(deck.cards, k))
    brute = Fraction(sum(sum(rules.payment(c) > 0 for c in hand) for hand in hands), len(hands))
    assert answer("expected_payment", k=k, deck=deck.name) == brute


def test_expected_payment_cards_is_the_hypergeometric_mean_for_every_choice():
    for params in TEMPLATES["expected_payment"].choices:
        payers, size = (12, 40) if params["deck"] == "italian40" else (16, 52)
        k = params["k"]
        assert answer("expected_payment", **params) == sum(j * hypergeom_pmf(j, size, payers, k)
                                                          for j in range(0, min(k, payers) + 1))


# --- 2. the registry: wording, wrong answers, codes ----------------------------------------------


def test_every_sheet_has_three_to_five_templates_and_every_choice_reads_in_both_languages():
    assert len(SHEETS["1"]) == 5 and sorted(SHEETS) == list("123456")
    assert all(3 <= len(names) <= 5 for names in SHEETS.values())
    for template in TEMPLATES.values():
        for params in template.choices:
            question = Question(template, params)
            for lang in LANGUAGES:
                for text in (question.title(lang), question.text(lang)):
                    assert text.strip() and "{" not in text and "}" not in text, (template.name, params, lang)
            for hint, wrong in question.wrong().items():
                assert f"check.hint.{hint}" in CATALOGUE and wrong != question.answer()


def test_the_sheets_catalogue_is_found_by_the_package_with_its_prefix():
    from kit.i18n import ORIGIN

    own = [key for key, module in ORIGIN.items() if module == "kit.i18n.sheets"]
    assert own and all(key.startswith("sheets.") for key in own)
    for name in TEMPLATES:
        assert f"sheets.q.{name}.title" in own and f"sheets.q.{name}.text" in own
    assert t("sheets.q.udt_next_pays.text", "it", n=1).count("1 carta") == 1
    assert "5 carte, tutte normali" in t("sheets.q.udt_next_pays.text", "it", n=5)


def test_codes_round_trip_and_typos_are_refused():
    variants = class_variants(11, 40)
    for variant in variants:
        assert decode(variant.code) == variant == decode(variant.code.lower())
        assert len(variant.code) == 7 and set(variant.code) <= set(string.digits + string.ascii_uppercase)
        assert parse_qid(variant.qid(2)) == (variant, 2)
    code = variants[0].code
    typo = code[:-1] + ("0" if code[-1] != "0" else "1")
    for bad in [typo, code[:-1], code + "0", "9" + code[1:], "", "1I0O0U0", 1234567]:
        with pytest.raises(BadCode):
            decode(bad)
    with pytest.raises(BadCode):
        Variant("1", (0, 0, 0))


def test_class_variants_use_no_global_random_state_and_give_each_student_different_numbers():
    import numpy as np

    np.random.seed(0)
    first = class_variants(2024, 30)
    np.random.seed(1)
    assert class_variants(2024, 30) == first
    assert len({v.answers() for v in first}) == 30
    assert class_variants(2025, 30) != first
    assert class_variants(2024, 0) == []
    with pytest.raises(ValueError, match="seed must be a whole number"):
        class_variants(-1, 3)


# --- 3. check on a variant ------------------------------------------------------------------


def test_check_judges_a_variant_by_the_usual_rules():
    variant = class_variants(7, 1)[0]
    qid, right = variant.qid(1), variant.answers()[0]
    assert check(qid, right, lang="it").correct
    assert repr(check(qid, right, lang="it")) == f"✔ {qid}: risposta giusta."
    assert check(qid, float(right)).correct and "Fraction" in repr(check(qid, float(right)))
    assert check(qid, float(decimal6(right))).correct
    assert not check(qid, right + Fraction(1, 1000))
    assert not check(qid, round(float(right), 3))
    assert check(qid, 1 - right).hint == "complement"
    assert check(qid, right * 100).hint == "percentage"
    assert check(qid, variant.questions[0].wrong()["with_replacement"]).hint == "with_replacement"
    assert not check(qid, float("nan"))
    assert "Fraction(1, 13)" in repr(check(qid, "1/13"))  # the non-number messages are the usual ones
    assert str(right.numerator) not in repr(check(qid, 1 - right))


def test_check_on_a_bad_code_or_question_says_so_without_changing_other_sheets():
    variant = class_variants(7, 1)[0]
    bad = check("v.1ZZZZZZ.q1", Fraction(1, 2), lang="it")
    assert not bad and "codice della scheda non è valido" in repr(bad)
    assert "sheet code is not valid" in repr(check("v.q1", 1))
    unknown = check(f"v.{variant.code}.q9", 1)
    assert not unknown and variant.qid(5) in repr(unknown)
    assert "There is no sheet called 'w'" in repr(check("w.q1", 1))  # other sheets: unchanged
    assert check("dealing.q1", Fraction(127, 190)).correct


def test_a_variant_is_judged_not_recorded_while_keys_are_recorded(tmp_path, monkeypatch):
    variant = class_variants(7, 1)[0]
    monkeypatch.setenv(checker.RECORD_ENV, str(tmp_path))
    assert check(variant.qid(3), variant.answers()[2]).correct
    assert not check(variant.qid(3), variant.answers()[2] / 2)
    assert list(tmp_path.iterdir()) == []


# --- 4. the tool: notebooks, key, roster ----------------------------------------------------------


@pytest.fixture
def roster(tmp_path):
    path = tmp_path / "roster.csv"
    path.write_text("name,id,class\n" + "".join(f"{name},S{i:03d},3B\n" for i, name in enumerate(NAMES, 1)),
                    encoding="utf-8")
    return path


def read_key(out, lang="it"):
    with (out / KEY_FILE).open(encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f, delimiter=";" if lang == "it" else ","))


def test_each_student_gets_a_notebook_with_their_own_numbers_and_the_key_matches_check(roster, tmp_path):
    out = tmp_path / "out"
    written = build(roster, 42, out, "it")
    assert len(written) == len(NAMES) and sorted(out.iterdir()) == sorted(written + [out / KEY_FILE])
    key = read_key(out)
    assert len(key) == len(NAMES) * 5
    assert [row["student"] for row in key[::5]] == NAMES and key[0]["id"] == "S001"
    by_student = {}
    for row in key:
        value = Fraction(row["answer_fraction"])
        assert row["qid"] == f"v.{row['code']}.{row['question']}" and row["file"].endswith(row["code"] + ".ipynb")
        assert check(row["qid"], value, lang="it").correct
        assert check(row["qid"], float(row["answer_decimal"].replace(",", "."))).correct
        assert row["answer_decimal"] == decimal6(value, "it") and "," in row["answer_decimal"]
        assert not check(row["qid"], value + Fraction(1, 10**4))
        by_student.setdefault(row["student"], []).append(value)
    assert len({tuple(v) for v in by_student.values()}) == len(NAMES)  # different numbers
    first, second = key[:5], key[5:10]
    assert any(not check(a["qid"], Fraction(b["answer_fraction"])) for a, b in zip(first, second))

    for path, code in zip(written, [row["code"] for row in key[::5]]):
        notebook = nbformat.read(path, as_version=4)
        nbformat.validate(notebook)
        answers = [c for c in notebook.cells if c.cell_type == "code" and "check(" in c.source]
        questions = [c for c in notebook.cells if c.cell_type == "markdown" and c.source.startswith("## Domanda")]
        assert len(answers) == len(questions) == 5
        for number, cell in enumerate(answers, 1):
            # the variable is the class sheets' answer_q<n> in Italian too (one name in every sheet)
            assert f"check('v.{code}.q{number}', answer_q{number}, lang='it')" in cell.source
        assert code in notebook.cells[0].source and "Fraction(2, 7)" in notebook.cells[0].source


def test_no_name_or_id_reaches_inside_a_student_file(roster, tmp_path):
    written = build(roster, 42, tmp_path / "out")
    for path in written:
        text = path.read_text(encoding="utf-8")
        for name in NAMES:
            assert name not in text and name.split()[0] not in text and name.split()[1] not in text
        assert "S00" not in text and "3B" not in text


def test_same_seed_same_bytes_and_another_seed_other_sheets(roster, tmp_path):
    one, two, other = tmp_path / "one", tmp_path / "two", tmp_path / "other"
    build(roster, 7, one)
    build(roster, 7, two)
    build(roster, 8, other)
    names = sorted(p.name for p in one.iterdir())
    assert names == sorted(p.name for p in two.iterdir())
    for name in names:
        assert (one / name).read_bytes() == (two / name).read_bytes(), name
    assert (one / KEY_FILE).read_bytes() != (other / KEY_FILE).read_bytes()
    build(roster, 8, one)  # a second run replaces the first one's files
    assert sorted(p.name for p in one.iterdir()) == sorted(p.name for p in other.iterdir())


def test_english_sheets(roster, tmp_path):
    written = build(roster, 3, tmp_path / "out", "en")
    text = written[0].read_text(encoding="utf-8")
    assert "Personal sheet" in text and "## Question 1" in text and "lang='en'" in text and "Domanda" not in text
    with pytest.raises(ValueError, match="use one of it, en"):
        build(roster, 3, tmp_path / "out", "fr")


def test_a_filled_in_sheet_runs_and_every_check_says_right(roster, tmp_path):
    from nbclient import NotebookClient

    out = tmp_path / "out"
    path = build(roster, 5, out)[1]
    key = {row["qid"]: row["answer_fraction"] for row in read_key(out)}
    notebook = nbformat.read(path, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code" and "check(" in cell.source:
            qid = cell.source.split("check('", 1)[1].split("'", 1)[0]
            num, den = key[qid].split("/")
            cell.source = cell.source.replace("= None", f"= Fraction({num}, {den})", 1)
    NotebookClient(notebook, timeout=120, kernel_name="python3").execute()
    shown = [o["data"]["text/plain"] for c in notebook.cells if c.cell_type == "code" and "check(" in c.source
             for o in c.outputs if o.get("output_type") == "execute_result"]
    assert len(shown) == 5 and all(s.startswith("✔") for s in shown), shown
    joins = [c for c in notebook.cells if c.get("id") == "class-join"]  # the class's join box ran, under the imports
    assert [c.source for c in joins] == ["from kit.ui.classroom import join_box\n\njoin_box('it')"]
    assert notebook.cells.index(joins[0]) == 2
    assert "application/vnd.jupyter.widget-view+json" in joins[0].outputs[0]["data"]


@pytest.mark.parametrize("text, message", [
    ("", "the file is empty. It needs a first row naming the columns"),
    ("\n\n", "the file is empty"),
    ("classe,id\n3B,1\n", "no column for the name. Columns found: 'classe', 'id'. Accepted: .*cognome"),
    ("name,id\n", "no students"),
    ("name,id\nGiulia,1\nMarco,2\nChiara,1\n", "duplicate id '1' .already on line 2."),
    ("name\nGiulia\nGiulia\n", "duplicate name 'Giulia'.*Add an 'id' column"),
    ("name,id\n ,1\n", "line 2: the name is empty"),
    ("name,id\nGiulia,\n", "the id .id. of 'Giulia' is empty"),
])
def test_a_bad_roster_gives_a_clear_error(tmp_path, text, message):
    path = tmp_path / "roster.csv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RosterError, match=message):
        read_roster(path, "en")
    with pytest.raises(RosterError, match=message):
        build(path, 1, tmp_path / "out", "en")
    assert not (tmp_path / "out").exists()


def test_rosters_from_spreadsheets_are_read(tmp_path):
    path = tmp_path / "roster.csv"
    path.write_text("\ufeffCognome e nome; Name ;ID\n\nX; Giulia Bianchi ;7\nY;Marco Esposito;8\n", encoding="utf-8")
    assert [(s.row, s.name, s.id) for s in read_roster(path)] == [(1, "Giulia Bianchi", "7"), (2, "Marco Esposito", "8")]
    path.write_text("name\nGiulia Bianchi\n", encoding="utf-8")
    assert read_roster(path)[0].id == ""


def test_the_command_line(roster, tmp_path, capsys):
    out = tmp_path / "out"
    assert sheets.main(["--class", str(roster), "--seed", "9", "--out", str(out), "--lang", "en"]) == 0
    assert "wrote 4 personal sheets (sheet 1)" in capsys.readouterr().out
    bad = tmp_path / "bad.csv"
    bad.write_text("classe\n3B\n", encoding="utf-8")
    assert sheets.main(["--class", str(bad), "--seed", "9", "--out", str(out)]) == 2
    err = capsys.readouterr().err  # Italian by default: the teacher's language is the sheets'
    assert err.startswith("errore:") and "non trovo una colonna con il nome" in err and "'classe'" in err
    assert sheets.main(["--class", str(tmp_path / "missing.csv"), "--seed", "9", "--out", str(out)]) == 2
    assert sheets.main(["--class", str(roster), "--seed", "-3", "--out", str(out)]) == 2
    assert "il seme (SEED=) deve essere un numero intero" in capsys.readouterr().err


# --- 5. what an Italian teacher's spreadsheet saves ------------------------------------------------

ITALIAN_CLASS = [("Rossi", "Mario"), ("D'Amico", "Nicolò"), ("Esposito", "Chiara"), ("Ferrà", "Lucia")]


def test_an_italian_excel_export_in_cp1252_with_cognome_and_nome_is_read_whole(tmp_path):
    path = tmp_path / "classe.csv"  # Excel "CSV (delimitato dal separatore di elenco)" on an Italian Windows
    path.write_bytes(("Cognome;Nome;Classe\r\n" + "".join(f"{s};{n};3B\r\n" for s, n in ITALIAN_CLASS)).encode("cp1252"))
    students = read_roster(path)
    assert [s.name for s in students] == ["Rossi Mario", "D'Amico Nicolò", "Esposito Chiara", "Ferrà Lucia"]
    assert [s.row for s in students] == [1, 2, 3, 4] and all(s.id == "" for s in students)


def test_a_utf16_tab_separated_export_with_surname_and_first_name_headers_is_read(tmp_path):
    path = tmp_path / "class.txt"  # Excel "Testo Unicode": UTF-16 with a BOM, tab-separated
    text = "First name\tSurname\tMatricola\r\n" + "".join(f"{n}\t{s}\t{i}\r\n" for i, (s, n) in enumerate(ITALIAN_CLASS, 1))
    path.write_bytes(text.encode("utf-16"))
    students = read_roster(path)
    assert [(s.name, s.id) for s in students] == [("Rossi Mario", "1"), ("D'Amico Nicolò", "2"),
                                                  ("Esposito Chiara", "3"), ("Ferrà Lucia", "4")]


def test_a_quoted_name_with_a_comma_stays_one_name(tmp_path):
    path = tmp_path / "roster.csv"
    path.write_text('nome\n"Rossi, Mario"\n"Bianchi, Giulia"\n', encoding="utf-8-sig")
    assert [s.name for s in read_roster(path)] == ["Rossi, Mario", "Bianchi, Giulia"]
    path.write_text('name,id\n"Rossi, Mario",7\n', encoding="utf-8")
    assert [(s.name, s.id) for s in read_roster(path)] == [("Rossi, Mario", "7")]


def test_a_roster_without_a_name_column_is_told_in_the_teachers_language(tmp_path, capsys):
    path = tmp_path / "classe.csv"
    path.write_bytes("Alunni;Voto\nRossi;7\n".encode("cp1252"))
    with pytest.raises(RosterError) as italian:
        read_roster(path)
    message = str(italian.value)
    assert "nella prima riga non trovo una colonna con il nome" in message
    assert "Colonne trovate: 'Alunni', 'Voto'" in message and "cognome" in message and "nome e cognome" in message
    with pytest.raises(RosterError, match="Columns found: 'Alunni', 'Voto'. Accepted: for the whole name name, nome"):
        read_roster(path, "en")
    assert sheets.main(["--class", str(path), "--seed", "1", "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("errore: ") and "Traceback" not in err
    assert sheets.main(["--class", str(tmp_path / "manca.csv"), "--seed", "1", "--out", str(tmp_path / "out")]) == 2
    assert "il file non esiste" in capsys.readouterr().err


@pytest.mark.parametrize("evil", ['=HYPERLINK("http://x";"y")', "+39 333", "-1+2", "@SUM(A1)"])
def test_a_name_that_a_spreadsheet_would_run_as_a_formula_is_neutralised_in_the_key(tmp_path, evil):
    path = tmp_path / "roster.csv"
    with path.open("w", encoding="utf-8", newline="") as f:
        csv.writer(f, delimiter=";").writerows([["name", "id"], [evil, "=1+1"], ["Giulia Bianchi", "@2"]])
    out = tmp_path / "out"
    build(path, 1, out, "it")
    rows = read_key(out)
    assert rows[0]["student"] == "'" + evil and rows[0]["id"] == "'=1+1"
    assert rows[-1]["id"] == "'@2" and rows[-1]["student"] == "Giulia Bianchi"
    for row in rows:
        assert not any(cell.startswith(("=", "+", "-", "@", "\t", "\r")) for cell in row.values())
    assert sheets.csv_safe("\tx") == "'\tx" and sheets.csv_safe("\rx") == "'\rx" and sheets.csv_safe("x=1") == "x=1"


def test_the_key_opens_in_columns_in_italian_excel_and_in_english(roster, tmp_path):
    build(roster, 4, tmp_path / "it", "it")
    raw = (tmp_path / "it" / KEY_FILE).read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM tells Excel it is UTF-8
    header = raw[3:].decode("utf-8").splitlines()[0]
    assert header == "row;student;id;code;file;question;qid;answer_fraction;answer_decimal"
    first = read_key(tmp_path / "it")[0]
    assert first["answer_decimal"] == decimal6(Fraction(first["answer_fraction"]), "it")
    assert first["answer_decimal"].startswith("0,") and "." not in first["answer_decimal"]
    build(roster, 4, tmp_path / "en", "en")
    raw = (tmp_path / "en" / KEY_FILE).read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and raw[3:].decode("utf-8").startswith("row,student,id,code,")
    first = read_key(tmp_path / "en", "en")[0]
    assert first["answer_decimal"] == decimal6(Fraction(first["answer_fraction"])) and first["answer_decimal"].startswith("0.")


def test_each_file_is_named_so_the_teacher_can_hand_it_out(tmp_path):
    path = tmp_path / "classe.csv"
    path.write_bytes(("Cognome;Nome\n" + "".join(f"{s};{n}\n" for s, n in ITALIAN_CLASS) + "../x;a/b:c*\n").encode("cp1252"))
    written = build(path, 2024, tmp_path / "out", "it")
    key = read_key(tmp_path / "out")
    codes = [row["code"] for row in key[::len(SHEETS["1"])]]
    assert [p.name for p in written] == [f"01_Rossi_Mario_{codes[0]}.ipynb", f"02_D_Amico_Nicolo_{codes[1]}.ipynb",
                                         f"03_Esposito_Chiara_{codes[2]}.ipynb", f"04_Ferra_Lucia_{codes[3]}.ipynb",
                                         f"05_x_a_b_c_{codes[4]}.ipynb"]
    assert all(p.parent == tmp_path / "out" for p in written)
    assert [row["file"] for row in key[::len(SHEETS["1"])]] == [p.name for p in written]
    for p in written:  # the name is on the file, never inside it
        text = p.read_text(encoding="utf-8")
        assert "Rossi" not in text and "Nicol" not in text and "Lucia" not in text and "Mario" not in text
    assert sheets.file_stem("Nicolò D'Amico") == "Nicolo_D_Amico" and sheets.file_stem("李") == ""


# --- 6. the teacher chooses the sheet -----------------------------------------------------------------

SHEET_GAMES = {1: "dealing", 2: "udt", 3: "uno", 4: "trentasette", 5: "trentuno", 6: "tre_cinque_otto"}


@pytest.mark.parametrize("sheet", range(1, 7))
def test_the_teacher_chooses_any_of_the_six_sheets_and_check_judges_it(roster, tmp_path, sheet):
    from kit.variants import SHEET_VERSIONS

    out = tmp_path / "out"
    written = build(roster, 31, out, "it", sheet=sheet)
    version = SHEET_VERSIONS[sheet]
    key = read_key(out)
    assert len(key) == len(NAMES) * len(SHEETS[version]) and len(written) == len(NAMES)
    for row in key:
        assert row["code"].startswith(version) and decode(row["code"]).version == version
        right = Fraction(row["answer_fraction"])
        assert right >= 0 and check(row["qid"], right, lang="it").correct
        assert not check(row["qid"], right + Fraction(1, 10**5))
    if sheet != 1:
        assert all(TEMPLATES[name].lesson == SHEET_GAMES[sheet] for name in SHEETS[version])
    notebook = nbformat.read(written[0], as_version=4)
    assert notebook.metadata["kit_sheet"]["version"] == version


def test_the_sheet_on_the_command_line_and_in_the_makefile(roster, tmp_path, capsys):
    from pathlib import Path

    out = tmp_path / "out"
    assert sheets.main(["--class", str(roster), "--seed", "9", "--out", str(out), "--sheet", "3"]) == 0
    assert "scritte 4 schede personali (scheda 3)" in capsys.readouterr().out
    assert all(row["code"].startswith("3") for row in read_key(out))
    for bad in ("7", "0", "uno"):
        assert sheets.main(["--class", str(roster), "--seed", "9", "--out", str(out), "--sheet", bad]) == 2
        assert f"errore: la scheda (SHEET=) deve essere un numero da 1 a 6, non «{bad}»" in capsys.readouterr().err
    makefile = (Path(__file__).resolve().parents[1] / "Makefile").read_text(encoding="utf-8")
    assert '--sheet "$(or $(SHEET),1)"' in makefile


def test_old_codes_of_sheet_1_still_decode_to_the_same_answers():
    pinned = {  # written by the first version of the tool (class_variants(2024, 4))
        "11W9RER": ["22507/45695", "5075/18278", "55/247", "4/11", "9/10"],
        "10R612T": ["137/494", "135/988", "3763/9139", "6/17", "3"],
        "1248910": ["5047/9139", "1160/9139", "7091/9139", "6/19", "20/13"],
        "11EX1VA": ["3903/9139", "435/988", "55/247", "6/19", "24/13"],
    }
    for code, answers in pinned.items():
        assert [str(a) for a in decode(code).answers()] == answers
        assert check(f"v.{code}.q1", Fraction(answers[0])).correct


# --- 7. a student's variant is never the worked example -------------------------------------------

WORKED = {  # sheet → (template, the worked example's parameters, where it is worked)
    1: [("at_least_one", {"k": 3, "rank": "A"})],  # deal_hands: at least one Asso in 3 cards, 137/494
    2: [("udt_slap_within", {"k": 5}), ("udt_slap_within", {"k": 3}), ("udt_first_payment_at", {"deck": "italian40", "n": 1}),
        ("udt_payment_value", {"deck": "french52", "k": 1})],
    3: [("uno_playable", {"colour": "red", "rank": "5", "h": 7}), ("uno_points", {"k": 7}),
        ("uno_draw_exactly", {"stock": 40, "good": 14, "j": 3}), ("uno_draw_mean", {"stock": 40, "good": 14})],
    4: [("t37_no_seven", {"n": 26}), ("t37_no_seven", {"n": 20}), ("t37_misses_suit", {"n": 13, "suit": "hearts"}),
        ("t37_misses_some_suit", {"n": 13}), ("t37_run", {"k": 7, "length": 7}), ("t37_points_lost", {"n": 13})],
    5: [("t31_value_at_least", {"v": 31}), ("t31_improve", {"hand": "AC 5C RD"}), ("t31_pays", {"hand": "RC 5C 2D"})],
    6: [("tco_exactly_suit", {"c": 6, "m": 3, "suit": "hearts"}), ("tco_longest", {"c": 6, "length": 4}),
        ("tco_monte", {"seen": 16, "held": 2, "rank": "A"}), ("tco_no_suit", {"c": 6, "suit": "hearts"})],
}
LESSON_VALUES = {  # the numbers the lessons print, by template
    "at_least_one": Fraction(137, 494), "uno_points": Fraction(2170, 27), "t37_misses_suit": Fraction(comb(42, 13), comb(52, 13)),
    "tco_monte": 1 - Fraction(comb(34, 4), comb(36, 4)), "udt_slap_within": None, "t31_value_at_least": Fraction(12, 9880),
}


@pytest.mark.parametrize("sheet", range(1, 7))
def test_no_student_is_given_the_worked_example(sheet):
    from kit.variants import SHEET_VERSIONS

    version = SHEET_VERSIONS[sheet]
    names = SHEETS[version]
    variants = class_variants(2024, 300, version)
    for name, params in WORKED[sheet]:
        template = TEMPLATES[name]
        worked = template.answer(**params)
        if name in LESSON_VALUES and LESSON_VALUES[name] is not None:
            assert worked == LESSON_VALUES[name]
        at = names.index(name)
        assert all(v.answers()[at] != worked for v in variants), (name, params)
        assert all(template.answer(**template.choices[i]) != worked for i in template.drawable)
    assert len({v.answers() for v in variants}) == len(variants) or sheet == 5  # sheet 5's space is small


def test_the_first_version_drew_the_worked_example_for_seed_2024_and_now_draws_again():
    first = class_variants(2024, 4)
    assert decode("10R612T").answers()[0] == Fraction(137, 494)  # what row 2 used to get
    assert first[1].code != "10R612T" and first[1].answers()[0] != Fraction(137, 494)
    assert [first[i].code for i in (0, 2, 3)] == ["11W9RER", "1248910", "11EX1VA"]  # the other rows: unchanged


# --- 8. the new sheets' answers, counted another way -------------------------------------------------


def _ranks_of(deck):
    return [c.rank for c in deck.cards]


@pytest.mark.parametrize("deck, rules", [(italian40, Rules()), (french52, Rules(mazzo_52=True))])
def test_un_due_tre_answers_by_enumerating_turns(deck, rules):
    pays = [rules.payment(c) for c in deck.cards]
    size = len(deck.cards)
    for n in (2, 3):
        turns = list(itertools.permutations(range(size), n))
        assert answer("udt_no_payment", deck=deck.name, n=n) == Fraction(sum(not any(pays[i] for i in t) for t in turns), len(turns))
        first_at_n = sum(all(pays[i] == 0 for i in t[:-1]) and pays[t[-1]] > 0 for t in turns)
        assert answer("udt_first_payment_at", deck=deck.name, n=n) == Fraction(first_at_n, len(turns))
    for k in (1, 2):
        hands = list(itertools.combinations(range(size), k))
        assert answer("udt_payment_value", deck=deck.name, k=k) == Fraction(sum(sum(pays[i] for i in h) for h in hands), len(hands))


def test_slap_within_three_and_four_cards_by_enumerating_turns():
    ranks = _ranks_of(italian40)
    for k in (3, 4):
        count = total = 0
        for turn in itertools.permutations(range(40), k):
            r = [ranks[i] for i in turn]
            total += 1
            count += any(r[i] == r[i - 1] or (i > 1 and r[i] == r[i - 2]) for i in range(1, k))
        assert answer("udt_slap_within", k=k) == Fraction(count, total)
    assert answer("udt_slap_within", k=3) == 1 - Fraction(36, 39) * Fraction(32, 38)  # the class sheet's Q5


def test_uno_answers_by_counting_the_deck():
    from kit.cards import uno108
    from kit.games import uno

    opening = [c for c in uno108.cards if c.rank != "wild4"]
    kinds = {"number": lambda c: c.rank.isdigit(), "zero": lambda c: c.rank == "0",
             "action": lambda c: c.rank in ("skip", "reverse", "draw2"), "draw2": lambda c: c.rank == "draw2",
             "wild": lambda c: c.rank == "wild", "colour": lambda c: c.suit == "red"}
    for params in TEMPLATES["uno_open"].choices:
        assert answer("uno_open", **params) == Fraction(sum(map(kinds[params["kind"]], opening)), len(opening))
    for params in TEMPLATES["uno_playable"].choices:
        top = next(c for c in uno108.cards if c.suit == params["colour"] and c.rank == params["rank"])
        others = list(uno108.cards)
        others.remove(top)
        fits = sum(c.suit in (top.suit, "wild") or c.rank == top.rank for c in others)
        assert answer("uno_playable", **params) == 1 - Fraction(comb(107 - fits, params["h"]), comb(107, params["h"]))
    assert answer("uno_playable", colour="red", rank="5", h=7) == TEMPLATES["uno_playable"].answer(colour="blue", rank="skip", h=7)
    per_card = Fraction(sum(uno.POINTS[c.rank] for c in uno108.cards), 108)
    assert all(answer("uno_points", k=k) == k * per_card for k in range(1, 11))
    stock, good = 8, 3  # small enough to enumerate every order of the stock
    orders = list(itertools.permutations([1] * good + [0] * (stock - good)))
    drawn = [o.index(1) + 1 for o in orders]
    for j in (2, 3, 4):
        assert TEMPLATES["uno_draw_exactly"].answer(stock=stock, good=good, j=j) == Fraction(drawn.count(j), len(drawn))
    assert TEMPLATES["uno_draw_mean"].answer(stock=stock, good=good) == Fraction(sum(drawn), len(drawn)) == Fraction(9, 4)
    assert answer("uno_draw_mean", stock=40, good=14) == Fraction(41, 15)  # the class sheet's Q6


def test_trentasette_answers_by_counting():
    sevens, hearts_numbers = 4, 10
    for n in (8, 20, 26):
        assert answer("t37_no_seven", n=n) == sum(hypergeom_pmf(0, 52, sevens, n) for _ in [0])
        assert answer("t37_misses_suit", n=n, suit="clubs") == hypergeom_pmf(0, 52, hearts_numbers, n)
    # at least one suit missed, against summing over how many number cards of each suit (a, b, c, d)
    for n in (8, 13):
        total = 0
        for a, b, c in itertools.product(range(11), repeat=3):
            for d in range(11):
                figures = n - a - b - c - d
                if 0 <= figures <= 12 and 0 in (a, b, c, d):
                    total += comb(10, a) * comb(10, b) * comb(10, c) * comb(10, d) * comb(12, figures)
        assert answer("t37_misses_some_suit", n=n) == Fraction(total, comb(52, n))
        assert answer("t37_points_lost", n=n) == 12 * answer("t37_misses_suit", n=n, suit="hearts")
    assert answer("t37_run", k=7, length=7) == Fraction(4, 120)  # the class sheet's Q6
    assert answer("t37_run", k=7, length=6) == Fraction(sum(
        any(set(range(s, s + 6)) <= set(g) for s in range(1, 6)) for g in itertools.combinations(range(1, 11), 7)), 120)


def test_trentuno_answers_by_enumerating_hands():
    from kit.games.trentuno import hand_value

    hands = list(itertools.combinations(italian40.cards, 3))
    assert answer("t31_value_at_least", v=31) == Fraction(12, 9880)
    values = [hand_value(h) for h in hands]
    for v in (16, 25, 30):
        assert answer("t31_value_at_least", v=v) == Fraction(sum(x >= v for x in values), len(values))
    held = italian40.parse_many("7C 4C RD")  # 11, then the best 3 of 4 after each of the 37 draws
    better = sum(max(hand_value(t) for t in itertools.combinations((*held, c), 3)) > hand_value(held)
                 for c in italian40.cards if c not in held)
    assert answer("t31_improve", hand="7C 4C RD") == Fraction(better, 37)
    assert answer("t31_improve", hand="AC 5C RD") == Fraction(len(__import__("kit.lessons.trentuno", fromlist=["x"]).improving_cards(
        italian40.parse_many("AC 5C RD"))), 37)
    assert answer("t31_pays", hand="RC 5C 2D") == Fraction(2191, 7770)  # the class sheet's Q5


def test_tre_cinque_otto_answers_by_counting():
    from kit.lessons import tre_cinque_otto as lessons

    for c, m in ((6, 3), (5, 2), (8, 4)):
        assert answer("tco_exactly_suit", c=c, m=m, suit="spades") == hypergeom_pmf(m, 52, 13, c)
    assert answer("tco_exactly_suit", c=6, m=3, suit="hearts") == lessons.p_suit_count(3, 6)
    assert answer("tco_no_suit", c=7, suit="clubs") == hypergeom_pmf(0, 52, 13, 7)
    assert answer("tco_monte", seen=16, held=2, rank="A") == lessons.p_monte_has_ace_given(2, 16)
    assert answer("tco_monte", seen=6, held=1, rank="K") == 1 - Fraction(comb(43, 4), comb(46, 4))
    ranks_suits = [(c.suit) for c in french52.cards]
    hands = list(itertools.combinations(range(52), 4))  # every hand of 4, one by one (270,725)
    long = sum(max(sum(ranks_suits[i] == s for i in h) for s in ("hearts", "diamonds", "clubs", "spades")) >= 3
               for h in hands)
    assert answer("tco_longest", c=4, length=3) == Fraction(long, len(hands))
    # 5 cards (2,598,960 hands: 18 s one by one) by their shapes: how many cards of each suit
    shapes = [s for s in itertools.product(range(6), repeat=4) if sum(s) == 5]
    long = sum(math.prod(comb(13, k) for k in shape) for shape in shapes if max(shape) >= 3)
    assert answer("tco_longest", c=5, length=3) == Fraction(long, comb(52, 5))
