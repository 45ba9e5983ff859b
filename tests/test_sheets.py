"""Per-student sheets: parameterised questions with exact answers (checked by brute force),
variant codes, the notebooks and key written by ``kit.tools.sheets``, and ``check`` on variants."""

import csv
import itertools
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
    assert check("dealing.q1", Fraction(137, 494)).correct


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
        assert code in notebook.cells[0].source and "Fraction(3, 13)" in notebook.cells[0].source


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
    shown = [o["data"]["text/plain"] for c in notebook.cells if c.cell_type == "code" for o in c.outputs
             if o.get("output_type") == "execute_result"]
    assert len(shown) == 5 and all(s.startswith("✔") for s in shown), shown


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
