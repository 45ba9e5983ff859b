"""The teacher's page of a class (issue 24): kit/classroom/dashboard.py's numbers against values
counted by hand on a small class, and kit/ui/class_dashboard.py's widget on a store in a temporary
folder (no browser)."""

from __future__ import annotations

import codecs
import csv
import html
import io
import math
import re
from datetime import datetime, timezone
from fractions import Fraction

import numpy as np
import pytest
from sqlalchemy import func, select

from kit.classroom import dashboard as dash
from kit.classroom.experiments import Deal, Experiment
from kit.classroom.guesses import Guess
from kit.i18n import t
from kit.store import classroom as cls
from kit.store.classroom import ClassView, Record
from kit.store.core import StoreError
from kit.store.schema import class_members, class_records, classes

EXP = Experiment("toy.ace", "un_due_tre", Fraction(1, 10), "deal_hands", "cdash.tab.experiment",
                 "cdash.tab.experiment", lambda rng: Deal((), bool(rng.random() < 0.1)))
"""A fake experiment (the registry is filled elsewhere): exact probability 1/10."""

NUMBER = Guess("toy.hands", "misconceptions", "number", "toy.question.hands", exact=Fraction(40), low=0, high=100)
CHOICE = Guess("toy.which", "misconceptions", "choice", "toy.question.which", choices=("cdash.csv.yes", "cdash.csv.no",
                                                                                        "cdash.csv.deal"),
               right="cdash.csv.no")
GUESSES = {g.id: g for g in (NUMBER, CHOICE)}


def known(kind: str, item: str) -> bool:
    """The fake answer keys: the questions of sheet "s1" only."""
    return kind == "answer" and item.startswith("s1.")


# --- the numbers, counted by hand -------------------------------------------------------------------

def small_class() -> ClassView:
    """Three students: a deals 1, 0, 1 (deals 1, 3, 6), b deals 0, 1 (deals 2, 5), c deals 1 (deal 4)."""
    return ClassView(
        nicknames={1: "a", 2: "b", 3: "c", 4: "d"},
        guesses={"toy.hands": [(1, 30.0, None), (2, 30.0, None), (3, 40.0, None), (4, 25.0, None)],
                 "toy.which": [(1, None, "cdash.csv.yes"), (2, None, "cdash.csv.no"), (3, None, "cdash.csv.yes"),
                               (4, None, "made.up")],
                 "toy.unknown": [(1, 3.0, None)]},
        answers={"s1.q1": [(1, False, "complement"), (1, True, None), (2, False, "complement"),
                           (2, False, "percentage"), (3, False, None), (3, False, "complement")],
                 "s1.q2": [(1, True, None)],
                 "zz.q9": [(2, True, None)]},
        deals={"toy.ace": (np.array([1, 2, 1, 3, 2, 1]), np.array([1, 0, 0, 1, 1, 1], dtype=np.int8))})


def test_the_pooled_frequency_the_funnel_and_each_students_estimate_are_those_counted_by_hand():
    s = dash.experiment_summary(small_class(), "toy.ace", Fraction(1, 10))
    assert (s.deals, s.hits, s.students) == (6, 4, 3)
    # hits so far 1, 1, 1, 2, 3, 4 over 1 … 6 deals
    assert s.pooled.tolist() == pytest.approx([1, 1 / 2, 1 / 3, 2 / 4, 3 / 5, 4 / 6])
    # the funnel at n = 4: 0.1 ± 1.96·√(0.09/4) = 0.1 ± 0.294 → clipped below at 0
    assert s.low[3] == 0.0 and s.high[3] == pytest.approx(0.394)
    # at n = 6: 0.1 ± 1.96·0.3/√6 = 0.1 ± 0.24005
    assert s.high[5] == pytest.approx(0.1 + 1.96 * 0.3 / math.sqrt(6))
    assert s.nicknames == ("a", "b", "c")
    assert s.student_n.tolist() == [3, 2, 1] and s.student_hits.tolist() == [2, 1, 1]
    assert s.estimates.tolist() == pytest.approx([2 / 3, 1 / 2, 1.0])
    # a: |2/3 − 0.1| = 0.567 > 1.96·√(0.09/3) = 0.339 out; b: 0.4 ≤ 1.96·√(0.09/2) = 0.416 in;
    # c: 0.9 > 0.588 out
    assert s.inside == 1
    # bins of 0.05: 1/2 in [0.50, 0.55) (bin 10), 2/3 in [0.65, 0.70) (bin 13), 1 in the last
    assert np.flatnonzero(s.counts).tolist() == [10, 13, 19] and s.counts.sum() == 3
    assert s.frequency == pytest.approx(4 / 6)


def test_the_funnel_is_p_plus_or_minus_1_96_standard_errors_and_an_estimate_on_a_bin_edge_goes_up():
    low, high = dash.funnel(0.25, np.array([100]))
    half = 1.96 * math.sqrt(0.25 * 0.75 / 100)  # 0.0848705
    assert (low[0], high[0]) == pytest.approx((0.25 - half, 0.25 + half)) and half == pytest.approx(0.0848705)
    with pytest.raises(ValueError):
        dash.funnel(1.5, 3)
    view = ClassView(nicknames={1: "a"}, deals={"toy.ace": (np.ones(10, np.int64), np.array([1] * 3 + [0] * 7))})
    s = dash.experiment_summary(view, "toy.ace", 0.3)
    assert s.estimates.tolist() == [0.3] and s.counts[6] == 1  # 3/10 in [0.30, 0.35), not in [0.25, 0.30)
    empty = dash.experiment_summary(ClassView(), "toy.ace", 0.3)
    assert (empty.deals, empty.hits, empty.students, empty.pooled.size, empty.frequency) == (0, 0, 0, 0, None)


def test_guesses_are_counted_per_bin_and_per_choice_beside_the_exact_answer():
    number, choice = dash.guess_summaries(small_class(), GUESSES)  # "toy.unknown" is no known guess
    # whole numbers 25 … 40 (the exact 40 included): one bin per number, 24.5 … 40.5
    assert number.edges[0] == 24.5 and number.edges[-1] == 40.5 and number.counts.size == 16
    assert {int(number.edges[i] + 0.5): int(c) for i, c in enumerate(number.counts) if c} == {25: 1, 30: 2, 40: 1}
    assert (number.count, number.most_common, number.most_common_count, number.exact) == (4, 30.0, 2, 40.0)
    # the made-up choice is left out
    assert choice.counts.tolist() == [2, 1, 0] and choice.count == 3
    assert (choice.most_common, choice.most_common_count, choice.right) == ("cdash.csv.yes", 2, "cdash.csv.no")
    decimals = ClassView(guesses={"toy.hands": [(1, 0.3, None), (2, 0.4, None), (3, 0.4, None)]})
    g = dash.guess_summary(decimals, Guess("toy.hands", "x", "number", "q", exact=Fraction(12, 30), low=0, high=1))
    assert g.edges.size == dash.NUMBER_BINS + 1 and g.counts.sum() == 3 and (g.most_common, g.most_common_count) == (0.4, 2)


PROBABILITY = Guess("toy.p", "misconceptions", "number", "toy.question.p", exact=Fraction(3, 4), low=0, high=1)


@pytest.mark.parametrize("values, bins", [([0.35], [(0.34, 0.36)]), ([0.35, 0.35, 0.4], [(0.34, 0.36), (0.4, 0.42)]),
                                          ([1.0], [(0.98, 1.0)]), ([0.0, 0.01], [(0.0, 0.02)])])
def test_a_probability_guess_s_bins_stay_between_0_and_1_and_one_value_is_no_bar_as_wide_as_the_axis(values, bins):
    view = ClassView(guesses={"toy.p": [(i, v, None) for i, v in enumerate(values)]})
    folded = dash.guess_summary(view, PROBABILITY, answer=False)
    shown = dash.guess_summary(view, PROBABILITY)
    for g in (folded, shown):
        assert 0.0 <= g.edges[0] and g.edges[-1] <= 1.0  # never a negative probability on the axis
        assert np.all(np.diff(g.edges) <= 0.02 + 1e-12) and g.counts.sum() == len(values)
        full = [(round(g.edges[i], 6), round(g.edges[i + 1], 6)) for i in np.flatnonzero(g.counts)]
        assert full == bins  # bins of 1/50 of [0, 1]: each distinct value its own narrow bar
        assert g.edges.size - 1 >= dash.NUMBER_BINS  # the axis is ten bins wide at least
    # "Show the answer" extends the axis to the answer 0.75, the folded window kept: no jump
    assert shown.edges[0] <= 0.75 <= shown.edges[-1]
    assert all(np.isclose(shown.edges, e).any() for e in folded.edges)  # the folded bins, kept, and more


def test_answers_give_the_share_right_the_mistakes_by_student_and_each_nicknames_progress():
    q1, q2 = dash.question_summaries(small_class(), known)  # "zz.q9" is no known question
    assert (q1.question, q1.tried, q1.right, q1.share) == ("s1.q1", 3, 1, pytest.approx(1 / 3))
    assert q1.mistakes == (("complement", 3), ("percentage", 1)) and q1.wrong_attempts == 5
    assert (q2.tried, q2.right, q2.mistakes) == (1, 1, ())
    shown = [(p.nickname, p.right, p.tried) for p in dash.progress(small_class(), known)]
    assert shown == [("a", 2, 2), ("b", 0, 1), ("c", 0, 1), ("d", 0, 0)]
    counted = [(r.nickname, r.guesses, r.answers, r.deals, r.records) for r in dash.students(small_class())]
    assert counted == [("a", 3, 3, 3, 9), ("b", 2, 3, 2, 7), ("c", 2, 2, 1, 5), ("d", 2, 0, 0, 2)]


# --- the widget on a real store ---------------------------------------------------------------------

@pytest.fixture()
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("KIT_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("KIT_DATABASE_URL", raising=False)
    monkeypatch.delenv("KIT_CLASS_CODE", raising=False)
    return tmp_path


def page(lang="en", **kw):
    from kit.ui.class_dashboard import ClassDashboard

    return ClassDashboard(lang, refresh_s=0, experiments={"toy.ace": EXP}, guesses=GUESSES, known=known, **kw)


def fill(store, code):
    """Three students (one called "<script>"): the deals of :func:`small_class`, two guesses, answers."""
    members = [cls.join(store, code, name) for name in ("ada", "<script>x</script>", "=1+1")]
    uid = iter(range(1000))

    def rec(kind, item, **kw):
        return Record(kind, item, f"u{next(uid)}", **kw)

    for member, outcomes in zip(members, ([1, 0, 1], [0, 1], [1])):
        cls.record(store, member, [rec("deal", "toy.ace", value=float(o)) for o in outcomes])
    cls.record(store, members[0], [rec("guess", "toy.hands", value=30.0), rec("guess", "toy.which", choice="cdash.csv.no"),
                                   rec("answer", "s1.q1", right=False, mistake="complement"),
                                   rec("answer", "s1.q1", right=True)])
    cls.record(store, members[1], [rec("guess", "toy.hands", value=40.0), rec("answer", "s1.q1", right=False,
                                                                               mistake="complement")])
    return members


def test_a_class_started_filled_and_refreshed_says_exactly_its_counts_in_both_languages(data):
    board = page("en")
    assert board.start() and board.ref is not None and board.key
    assert board.ref.code in board.code_html.value
    fill(board._store(), board.ref.code)
    assert board.refresh()
    assert ("3 students have made 6 deals; the event came up 4 times: 0.667; exact 0.1000."
            in board.exp_words.value)
    assert "Of 3 students' estimates, 1 lies inside the 95% funnel" in html.unescape(board.exp_words.value)
    assert board.exp_figs.value.count("<img") == 2 and 'alt="3 students have made 6 deals' in board.exp_figs.value
    # the guesses' distribution, their answers folded until the teacher opens them
    assert "2 guesses; the most common: 30 (1 student)." in board.guesses_text()
    assert "1 guess; the most chosen: “no” (1 student)." in board.guesses_text()
    assert "Exact answer" not in board.guesses_text() and "right choice" not in board.guesses_text()
    board.show_answer("toy.hands")
    board.show_answer("toy.which")
    assert "Exact answer: 40." in board.guesses_text() and "The right choice: “no”." in board.guesses_text()
    assert "1 of 2 (50%)" in board.sheet_html.value and "2 students:" in board.sheet_html.value
    assert "3 students in the class; 12 records in all." in board.student_html.value
    # a nickname is student input: escaped everywhere it is shown
    for shown in (board.student_html.value, board.sheet_html.value):
        assert "&lt;script&gt;x&lt;/script&gt;" in shown and "<script>" not in shown
    drawn = board.exp_figs.value
    assert board.refresh() and board.exp_figs.value is drawn  # nothing new: the charts are not sent again
    # the language switch: the same counts in Italian, the class still open; and back
    board.language.value = "it"
    assert board.lang == "it" and board.ref is not None and "Codice della classe" in board.code_html.value
    assert ("3 studenti hanno fatto 6 distribuzioni; l'evento è successo 4 volte: 0,667; valore esatto 0,1000."
            in board.exp_words.value.replace("&#x27;", "'"))
    assert "Risposta esatta: 40." in board.guesses_text()  # opened in English: still open in Italian
    assert "1 su 2 (50%)" in board.sheet_html.value and "3 studenti nella classe" in board.student_html.value
    assert board.tabs.get_title(1) == "Stime" and board.refresh_button.description == "Aggiorna ora"
    assert board.exp_figs.value != drawn and "Aggiornata alle" in board.status.value
    board.set_language("en")
    assert board.language.value == "en" and "3 students in the class; 12 records in all." in board.student_html.value

    italian = page("it")
    assert italian.reopen() is False and "Scrivi il codice della classe" in italian.status.value
    italian.code_box.value, italian.key_box.value = board.ref.code.lower(), board.key
    assert italian.reopen() and italian.key is None and italian.key_html.value == ""
    assert dash.dealt_experiments(italian.view, {"other": EXP, "toy.ace": EXP}) == ["toy.ace", "other"]
    assert ("3 studenti hanno fatto 6 distribuzioni; l'evento è successo 4 volte: 0,667; valore esatto 0,1000."
            in italian.exp_words.value.replace("&#x27;", "'"))
    assert "Risposta esatta" not in italian.guesses_text()  # another page: folded again
    assert "Classe " + board.ref.code + " riaperta." in italian.status.value
    assert "3 studenti nella classe; 12 risultati in tutto." in italian.student_html.value


def test_a_wrong_key_or_code_is_refused_with_words_and_the_page_stays_closed(data):
    board = page("en")
    board.start()
    other = page("en")
    other.code_box.value, other.key_box.value = board.ref.code, "WRONG-KEY00"
    assert other.reopen() is False and other.ref is None
    assert f"This is not the teacher key of class {board.ref.code}" in other.status.value
    assert other.board.layout.display == "none" and 'role="alert"' in other.status.value
    other.code_box.value = "<b>NOPE</b>"
    assert other.reopen() is False and "No class has the code “&lt;B&gt;NOPE&lt;/B&gt;”" in other.status.value


def test_the_servers_code_is_offered_and_a_second_start_with_it_is_refused_in_words(data, monkeypatch):
    monkeypatch.setenv("KIT_CLASS_CODE", "door42")
    first = page("en")
    assert first.use_server_code.value and "DOOR42" in first.use_server_code.description
    assert first.start() and first.ref.code == "DOOR42"
    second = page("en")
    assert second.start() is False and "A class with the code DOOR42 exists already" in second.status.value
    second.use_server_code.value = False
    assert second.start() and second.ref.code != "DOOR42"


def test_the_register_csv_holds_every_record_in_words_in_the_languages_dialect_with_cells_neutralised(data):
    board = page("en")
    board.start()
    fill(board._store(), board.ref.code)
    english = board.export()
    assert english.startswith(codecs.BOM_UTF8) and "download=" in board.export_html.value
    rows = list(csv.reader(io.StringIO(english[3:].decode("utf-8"))))
    assert rows[0] == ["nickname", "kind", "item", "number", "exact answer", "event happened (1 yes, 0 no)", "choice",
                       "right", "mistake", "time", "item_id"]
    assert len(rows) == 1 + 12
    # the experiment's name (the fake's name key is the tab's title), its 0/1 under "event happened", the id last
    assert ["'=1+1", "deal", "Class experiment", "", "", "1"] == rows[6][:6] and rows[6][-1] == "toy.ace"
    assert [r[5] for r in rows[1:] if r[1] == "deal"] == ["1", "0", "1", "0", "1", "1"]
    # a number guess with its exact answer beside it; the choice guess has none, its choice in words ("no")
    assert rows[7][:6] == ["ada", "guess", "toy.question.hands", "30", "40", ""]
    assert rows[8][:7] == ["ada", "guess", "toy.question.which", "", "", "", "no"] and rows[8][-1] == "toy.which"
    # the mistake in the checker's words, not its id
    assert rows[9][:8] == ["ada", "answer", "s1.q1", "", "", "", "", "no"] and rows[9][8].startswith(
        "That looks like the probability of the opposite event")
    board.lang = "it"
    italian = board.export()
    lines = italian[3:].decode("utf-8").split("\r\n")
    assert lines[0] == ("soprannome;tipo;voce;numero;risposta esatta;evento successo (1 sì, 0 no);scelta;giusta;"
                        "errore;ora;codice_voce")
    assert lines[7].startswith("ada;stima;toy.question.hands;30;40;;")
    assert lines[6].startswith("'=1+1;distribuzione;Esperimento di classe;;;1;")
    assert "ada;risposta;s1.q1;;;;;no;Sembra la probabilità dell'evento contrario" in italian.decode("utf-8")


def test_the_register_has_a_summary_line_per_student_beside_the_details_both_named_in_the_pages_language(data):
    board = page("it")
    board.start()
    fill(board._store(), board.ref.code)  # ada deals 1,0,1, guesses twice, s1.q1 right at last; "<script>" deals
    board.export()                        # 0,1, guesses once, s1.q1 wrong; "=1+1" deals 1 only
    names = re.findall(r'download="([^"]+)"', board.export_html.value)
    code = board.ref.code
    assert [re.sub(r"_\d{8}_\d{4}\.csv$", "", n) for n in names] == [f"classe_{code}_riepilogo", f"classe_{code}_dettaglio"]
    assert "Scarica il riepilogo" in board.export_html.value and "Scarica il dettaglio" in board.export_html.value
    lines = board.exported_summary[3:].decode("utf-8").split("\r\n")
    assert lines[0] == ("soprannome;stime date;domande delle schede giuste;domande delle schede provate;"
                        "distribuzioni fatte;Esperimento di classe: distribuzioni;"
                        "Esperimento di classe: volte che l'evento è successo")
    by_name = {line.split(";")[0]: line.split(";")[1:] for line in lines[1:4]}
    # guesses, right, tried, deals, then the experiment's deals and hits, counted from fill()
    assert by_name["ada"] == ["2", "1", "1", "3", "3", "2"]
    assert by_name["<script>x</script>"] == ["1", "0", "1", "2", "2", "1"]
    assert by_name["'=1+1"] == ["0", "0", "0", "1", "1", "1"]
    assert len([x for x in lines if x]) == 4  # a header and one line per student
    board.set_language("en")
    board.export()
    names = re.findall(r'download="([^"]+)"', board.export_html.value)
    assert names[0].startswith(f"class_{code}_summary_") and names[1].startswith(f"class_{code}_details_")
    assert board.exported_summary[3:].decode().split("\r\n")[0].startswith("nickname,guesses given,sheet questions right")
    # the links go stale: a refresh that finds a record more takes them away and says so
    assert board.refresh() and "download=" in board.export_html.value  # nothing new: they stay
    member = cls.join(board._store(), code, "zoe")
    cls.record(board._store(), member, [Record("deal", "toy.ace", "late", value=1.0)])
    assert board.refresh()
    assert "download=" not in board.export_html.value and "More records came in after the export" in board.export_html.value


def test_the_register_names_the_kits_own_questions_experiments_and_choices_in_words_and_local_time(local_tz):
    from kit.classroom.experiments import EXPERIMENTS
    from kit.classroom.guesses import GUESSES
    from kit.ui.class_dashboard import register_csv

    at = datetime(2026, 12, 3, 2, 0, 5, tzinfo=timezone.utc)
    rows = [("ada", "deal", "uno.first_card_action", 1.0, None, None, None, at),
            ("ada", "guess", "deal_hands.hands", None, "guess.choice.between_1000_100000", None, None, at),
            ("ada", "answer", "dealing.q1", None, None, False, "with_replacement", at.replace(tzinfo=None))]
    it = list(csv.reader(io.StringIO(register_csv(rows, "it", EXPERIMENTS, GUESSES)[3:].decode()), delimiter=";"))
    en = list(csv.reader(io.StringIO(register_csv(rows, "en", EXPERIMENTS, GUESSES)[3:].decode())))
    from kit.i18n import t

    assert it[1][2] == t("cexp.uno.first_card_action.name", "it") and it[1][-1] == "uno.first_card_action"
    assert en[2][2] == t("guess.deal_hands.hands", "en") and en[2][6] == t("guess.choice.between_1000_100000", "en")
    assert it[3][2] == "Scheda 1 · Domanda 1 — almeno una figura" and en[3][2] == "Sheet 1 · Q1 — at least one figure"
    assert it[3][8] == t("check.hint.with_replacement", "it")
    # 02:00:05 UTC is 07:30:05 in India (UTC+5:30, no summer time): the teacher's clock
    assert {r[9] for r in it[1:] + en[1:]} == {"2026-12-03 07:30:05"}
    assert it[1][5] == "1" and it[1][3] == ""  # the deal's outcome under "evento successo (1 sì, 0 no)"


def test_delete_asks_first_then_removes_the_class_its_members_and_records(data):
    board = page("en")
    board.start()
    fill(board._store(), board.ref.code)
    ref, store = board.ref, board._store()
    board.ask_delete()
    assert board.confirm.layout.display == "" and "(12 records)" in board.delete_words.value
    board._confirming(False)  # "No, keep it"
    assert cls.records_of(store, ref) == 12
    board.ask_delete()
    assert board.delete() and board.ref is None and board.door.layout.display == ""
    assert f"Class {ref.code} deleted: 12 records removed." in board.status.value
    with store.read() as conn:
        left = [conn.execute(select(func.count()).select_from(table).where(column == ref.id)).scalar_one()
                for table, column in ((classes, classes.c.id), (class_members, class_members.c.class_id),
                                      (class_records, class_records.c.class_id))]
    assert left == [0, 0, 0]


def test_a_store_out_of_reach_is_said_in_words_and_the_page_carries_on_when_it_is_back(data, monkeypatch):
    def broken():
        raise StoreError("disk gone")

    assert page("en", open_store=broken).start() is False
    board = page("en")
    board.start()
    real = cls.class_view
    monkeypatch.setattr(cls, "class_view", lambda *a: (_ for _ in ()).throw(StoreError("locked")))
    assert board.refresh() is False and "cannot be reached" in board.status.value
    monkeypatch.setattr(cls, "class_view", real)
    assert board.refresh() and "Updated at" in board.status.value


@pytest.fixture()
def local_tz():
    """The kernel's machine in India (UTC+5:30 all year): a local time can never pass for UTC."""
    import os
    import time

    before = os.environ.get("TZ")
    os.environ["TZ"] = "Asia/Kolkata"
    time.tzset()
    yield
    if before is None:
        os.environ.pop("TZ", None)
    else:
        os.environ["TZ"] = before
    time.tzset()


def test_the_refresh_says_the_teachers_local_time(data, local_tz):
    from zoneinfo import ZoneInfo

    board = page("en")
    assert board.start() and board.refresh()
    said = datetime.strptime(board.status.value.split("Updated at ")[1][:8], "%H:%M:%S")
    india = datetime.now(ZoneInfo("Asia/Kolkata"))
    seconds = lambda d: d.hour * 3600 + d.minute * 60 + d.second  # noqa: E731
    assert abs(seconds(said) - seconds(india)) % 86400 < 10 or abs(seconds(said) - seconds(india)) % 86400 > 86390
    assert "UTC" not in board.status.value


def test_a_class_deleted_from_another_page_is_noticed_at_the_next_refresh(data):
    board = page("en")
    board.start()
    code = board.ref.code
    elsewhere = page("en")
    elsewhere.code_box.value, elsewhere.key_box.value = code, board.key
    assert elsewhere.reopen() and elsewhere.delete()
    assert board.refresh() is False and board.ref is None and board.door.layout.display == ""
    assert board.board.layout.display == "none"
    assert f"Class {code} is gone: it was deleted from another page" in board.status.value
    assert board.start() and board.refresh()  # a new class from the start, as the words say


def test_the_refresh_runs_on_the_event_loop_only_while_a_view_is_shown(data):
    import asyncio

    async def scenario():
        from kit.ui.class_dashboard import ClassDashboard

        board = ClassDashboard("en", refresh_s=0.05, experiments={"toy.ace": EXP}, guesses=GUESSES, known=known)
        board.start()
        counted = []
        board.refresh = lambda: counted.append(1) or True  # count the timer's refreshes
        await asyncio.sleep(0.3)
        hidden = len(counted)  # no view shown: no refresh
        board.alive.views = 1
        await asyncio.sleep(0.3)
        shown = len(counted)
        board.close()
        await asyncio.sleep(0.15)
        return hidden, shown, len(counted)

    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as thread:  # a loop of its own, even beside a browser test's running loop
        hidden, shown, after = thread.submit(asyncio.run, scenario()).result(timeout=30)
    assert hidden == 0 and shown >= 3 and after == shown


def test_a_guess_answered_by_a_simulation_is_said_measured_with_the_boxs_decimals(data):
    from types import SimpleNamespace

    measured = SimpleNamespace(id="toy.longest", lesson="uno_probability", kind="number", question="toy.q",
                               exact=Fraction(35, 13), low=0, high=10, choices=(), right=None, digits=1, measured=True)
    board = page("it")
    board.guesses = {"toy.longest": measured}
    board.view = ClassView(nicknames={1: "a", 2: "b"}, guesses={"toy.longest": [(1, 3.0, None), (2, 2.5, None)]})
    board._render_guesses()
    assert "2 stime; la più frequente: 2,5 (1 studente)." in board.guesses_text()
    assert "misurato" not in board.guesses_text()
    board.show_answer("toy.longest")
    # 35/13 = 2.69…: "≈ 2,7", as the box writes it (kit.classroom.guesses.answer_text)
    assert "La simulazione della lezione ha misurato: ≈ 2,7." in board.guesses_text()
    from kit.classroom.guesses import answer_text

    assert answer_text(measured, "it") == "≈ 2,7"


def test_a_guess_s_exact_answer_is_written_on_the_teachers_page_as_its_box_writes_it(data):
    """The teacher's page and the guess box say the same number: 12/30 is "0,4" (not "0,400"),
    3/2 is "1.5", 3/19 is "3/19 ≈ 0.158" (the box's :func:`kit.classroom.guesses.show_number`)."""
    from kit.ui.class_dashboard import ClassDashboard

    tenth = Guess("toy.tenth", "misconceptions", "number", "toy.question.tenth", exact=Fraction(12, 30), low=0,
                  high=1, digits=3)
    half = Guess("toy.half", "misconceptions", "number", "toy.question.half", exact=Fraction(3, 2), low=0, high=5)
    odd = Guess("toy.odd", "misconceptions", "number", "toy.question.odd", exact=Fraction(3, 19), low=0, high=1,
                digits=3)
    guesses = {g.id: g for g in (tenth, half, odd)}
    said = {}
    for lang in ("it", "en"):
        board = ClassDashboard(lang, refresh_s=0, experiments={"toy.ace": EXP}, guesses=guesses, known=known)
        for g in guesses.values():
            summary = dash.GuessSummary(g.id, "number", 1, float(g.exact), None, (), None, np.array([1]), 0.3, 1)
            said[lang, g.id] = board.guess_words(summary) + " " + board.answer_words(summary)
    assert said["it", "toy.tenth"] == "1 stima; la più frequente: 0,3 (1 studente). Risposta esatta: 0,4."
    assert said["en", "toy.half"] == "1 guess; the most common: 0.3 (1 student). Exact answer: 1.5."
    assert said["en", "toy.odd"] == "1 guess; the most common: 0.3 (1 student). Exact answer: 3/19 ≈ 0.158."


def test_a_class_starts_with_its_key_hidden_until_the_teacher_shows_it(data):
    board = page("it")
    assert board.start()
    assert board.key not in board.key_html.value and "nascosta." in board.key_html.value
    assert board.key_toggle.description == "Mostra la chiave" and "in un posto tuo" in board.key_html.value
    board.key_toggle.value = True  # "Mostra la chiave"
    assert board.key in board.key_html.value and board.key_toggle.description == "Nascondi la chiave"
    assert "Poi premi «Nascondi la chiave»." in board.key_html.value
    board.key_toggle.value = False
    assert board.key not in board.key_html.value


def test_a_folded_guess_shows_the_class_s_distribution_and_nothing_of_its_answer(data):
    view = ClassView(nicknames={1: "a", 2: "b", 3: "c"},
                     guesses={"toy.hands": [(1, 25.0, None), (2, 30.0, None), (3, 30.0, None)],
                              "toy.which": [(1, None, "cdash.csv.no"), (2, None, "cdash.csv.yes")]})
    folded = dash.guess_summary(view, NUMBER, answer=False)
    # the bins hold the guesses 25 … 30, ten whole numbers centred on them: the axis does not reach
    # the answer, 40; shown, it only extends to it (it does not jump)
    assert (folded.exact, folded.edges[0], folded.edges[-1]) == (None, 22.5, 32.5)
    assert folded.counts.tolist() == [0, 0, 1, 0, 0, 0, 0, 2, 0, 0]
    opened = dash.guess_summary(view, NUMBER)
    assert opened.exact == 40.0 and (opened.edges[0], opened.edges[-1]) == (22.5, 41.5)  # a bin beyond 40
    assert dash.guess_summary(view, CHOICE, answer=False).right is None
    board = page("en")
    board.view = view
    board._render_guesses()
    item = board.guess_items["toy.hands"]
    assert item.button.expanded is False and item.button.show_label == "Show the answer"
    assert item.button.controls and f'id="{item.button.controls}" hidden' in item.body.value
    said = re.sub(r'src="data:image/png;base64,[^"]*"', "", board.guesses_text())  # the words, not the pictures
    assert "Exact answer" not in said and not re.search(r"\b40\b", said)  # no answer in words or alt text
    assert board.guess_png(folded) == board.guess_png(dash.guess_summary(view, NUMBER, answer=False))
    item.button.expanded = True  # the teacher presses "Show the answer" (the button's own click)
    assert "Exact answer: 40." in item.body.value and f'id="{item.button.controls}">' in item.body.value
    assert 'alt="3 guesses; the most common: 30 (2 students). Exact answer: 40."' in item.body.value
    assert "Exact answer" not in board.guess_items["toy.which"].body.value  # each guess on its own
    item.button.expanded = False
    assert "Exact answer" not in item.body.value


def test_the_busiest_bin_sentence_names_every_bin_when_several_are_equally_full(data):
    board = page("en")

    def said(estimates):  # one student per estimate, 10 deals each
        hits = [round(10 * e) for e in estimates]
        members = np.repeat(np.arange(1, len(hits) + 1), 10)
        outcomes = np.concatenate([[1] * k + [0] * (10 - k) for k in hits])
        view = ClassView(nicknames={i: str(i) for i in range(1, len(hits) + 1)}, deals={"toy.ace": (members, outcomes)})
        return board.histogram_words(dash.experiment_summary(view, "toy.ace", 0.1))

    assert said([0.1, 0.1, 0.3]) == "The estimates run from 0.10 to 0.30; the busiest bin is 0.10–0.15 with 2 students."
    assert said([0.1, 0.1, 0.3, 0.3, 0.5]) == ("The estimates run from 0.10 to 0.50; the busiest bins, with 2 students "
                                               "each, are 0.10–0.15 and 0.30–0.35.")
    assert said([0.1, 0.3, 0.5]) == "The estimates run from 0.10 to 0.50; no bin holds more than one student."
    assert said([0.1, 0.1, 0.2, 0.2, 0.3, 0.3, 0.4, 0.4]).endswith("4 bins hold 2 students each, and none holds more.")
    board.lang = "it"
    assert said([0.1, 0.1, 0.3, 0.3, 0.5, 0.5]).endswith(
        "le fasce più affollate, con 2 studenti ciascuna, sono 0,10–0,15, 0,30–0,35 e 0,50–0,55.")
    assert dash.busiest_bins(np.array([0, 2, 1, 2]))[0].tolist() == [1, 3]


def test_a_deal_of_the_experiment_is_called_a_deal_everywhere_on_the_teachers_page():
    """One word as on the students' page (kit/i18n/class_experiments.py): "distribuzione(i)",
    "deal(s)"; never "mano/mani" or "hand(s)" for a deal."""
    import json
    import re

    from kit.i18n.class_dashboard import CATALOGUE
    from conftest import ROOT

    texts = [(lang, words) for entry in CATALOGUE.values() for lang, words in entry.items()]
    source = json.loads((ROOT / "source/notebooks/class_dashboard.ipynb").read_text(encoding="utf-8"))
    texts += [(c["metadata"].get("lang", "en"), "".join(c["source"])) for c in source["cells"]
              if c["cell_type"] == "markdown"]
    wrong = {"it": re.compile(r"\bman[oi]\b", re.IGNORECASE), "en": re.compile(r"\bhands?\b", re.IGNORECASE)}
    assert [words for lang, words in texts if wrong[lang].search(words)] == []
    assert any("distribuzioni" in words for lang, words in texts if lang == "it")


def test_the_sheets_tab_names_questions_and_mistakes_in_words_in_the_pages_language(data):
    view = ClassView(nicknames={1: "a"}, answers={"s1.q1": [(1, False, "with_replacement"), (1, False, "made_up")]})
    for lang, words in (("it", "Sembra che tu abbia fatto come se ogni carta tornasse nel mazzo"),
                        ("en", "It looks as if each card went back into the deck")):
        board = page(lang)
        board.view = view
        board._render_sheets()
        shown = board.sheet_html.value
        assert words in shown and "<b>with_replacement</b>" not in shown and "with_replacement" not in shown
        assert "made_up" in shown  # a mistake with no words in the catalogue: its id, rather than nothing
    from kit.ui.class_dashboard import ClassDashboard

    board = ClassDashboard("it", refresh_s=0, experiments={"toy.ace": EXP}, guesses=GUESSES,
                           known=lambda kind, item: kind == "answer")
    board.view = ClassView(nicknames={1: "a"}, answers={"dealing.q1": [(1, True, None)]})
    board._render_sheets()
    assert "Scheda 1 · Domanda 1 — almeno una figura" in board.sheet_html.value
    assert "dealing.q1" in board.sheet_html.value  # the id too, small, as the sheet's check(...) writes it


def test_a_lost_rejoin_word_is_replaced_from_the_students_tab_and_only_the_new_one_takes_the_nickname_back(data):
    board = page("it")
    board.start()
    store = board._store()
    first = cls.join(store, board.ref.code, "Ada")
    cls.record(store, first, [Record("deal", "toy.ace", "u1", value=1.0)])
    assert board.refresh()
    assert list(board.renew_who.options) == ["Ada"] and board.renew_who.value is None
    assert board.renew_word(None) is None and "Scegli prima un soprannome." in board.renew_html.value
    board.renew_who.value = "Ada"
    board.renew_button.click()
    word = board.renewed[1]
    assert word != first.token
    with pytest.raises(cls.ClassError):  # the old word no longer takes the nickname
        cls.join(store, board.ref.code, "ada", first.token)
    again = cls.join(store, board.ref.code, "ada", word)  # the new one does, with what Ada did
    assert again.member_id == first.member_id
    assert board.renew_word("Zoe") is None and "«Zoe»" in board.renew_html.value
    board.set_language("en")
    assert board.renew_button.description == "Give a new word"
    assert "Zoe" not in board.renew_html.value  # a refusal's words are not left in Italian


def renew_text(board) -> str:
    """Everything the Students tab's word part shows."""
    return (board.renew_words.value + board.renew_html.value + board.renew_word_html.value).replace("&#x27;", "'")


def test_a_new_rejoin_word_stays_hidden_on_the_projector_until_the_teacher_shows_it(data):
    board = page("it")
    board.start()
    cls.join(board._store(), board.ref.code, "Ada")
    assert board.refresh()
    assert "<h3>Hai perso la parola per rientrare?</h3>" in board.renew_words.value
    assert board.renew_toggle.layout.display == "none"  # no word given: nothing to show
    word = board.renew_word("Ada")
    assert word and word not in renew_text(board)  # not projected at once
    said = renew_text(board)
    assert "C'è una parola nuova per «Ada»" in said
    keep = said.index("Mostrala solo quando gli studenti non vedono lo schermo")
    assert board.renew_toggle.layout.display == "" and board.renew_toggle.description == "Mostra la parola"
    board.renew_toggle.value = True
    assert word in board.renew_word_html.value and board.renew_toggle.description == "Nascondi la parola"
    assert keep >= 0 and "La nuova parola per «Ada»:" in board.renew_word_html.value
    assert board.refresh() and word in board.renew_word_html.value  # a refresh leaves the teacher's choice
    board.renew_toggle.value = False
    assert word not in renew_text(board)
    board.set_language("en")  # the words follow the switch, the word still hidden
    said = renew_text(board)
    assert "A new word for “Ada” is ready" in said and "Show it only when the students cannot see" in said
    assert "«Ada»" not in said and word not in said and board.renew_toggle.description == "Show the word"
    assert "<h3>Lost a rejoin word?</h3>" in board.renew_words.value
    board.renew_toggle.value = True
    assert "The new word for “Ada”:" in board.renew_word_html.value and word in board.renew_word_html.value
    word2 = board.renew_word("Ada")  # another word starts hidden again
    assert word2 != word and word2 not in renew_text(board) and board.renew_toggle.value is False
    board.ask_delete()
    assert board.delete()
    assert word2 not in renew_text(board) and "Ada" not in renew_text(board) and board.renewed is None
    assert board.renew_toggle.layout.display == "none"


def test_the_reopen_key_is_typed_in_a_password_box_and_a_wrong_key_names_the_code_as_the_store_reads_it(data):
    import ipywidgets as widgets

    board = page("it")
    board.start()
    other = page("it")
    assert isinstance(other.key_box, widgets.Password)  # dots on the projector, never the key
    assert other.key_box.description == "Chiave dell'insegnante"
    other.code_box.value, other.key_box.value = "  " + board.ref.code.lower()[:3] + "-" + board.ref.code.lower()[3:], "X"
    assert other.reopen() is False
    assert f"Questa non è la chiave dell'insegnante della classe {board.ref.code}:" in other.status.value.replace("&#x27;", "'")
    other.key_box.value = board.key
    assert other.reopen() and other.key_box.value == ""


def test_a_class_gone_or_taken_points_up_to_the_form_above_the_message(data):
    from kit.i18n import t

    for lang, word in (("it", "qui sopra"), ("en", "above")):
        for key in ("cdash.error.gone", "cdash.error.taken"):
            assert word in t(key, lang, code="X")
    board = page("it")
    children = list(board.door.children)
    assert children.index(board.door_status) == len(children) - 1  # the words come after the form


def test_the_language_switch_translates_the_whole_page_its_heading_and_words_included(data):
    import json
    from pathlib import Path

    board = page("it")
    shown = board.heading.value + board.title.value + board.lesson.value
    assert "<h1>La classe insieme: la pagina dell&#x27;insegnante</h1>" in shown and "imbuto al 95%" in shown
    assert '<a href="teacher_guide.ipynb">guida per l&#x27;insegnante</a>' in shown
    board.language.value = "en"
    shown = board.heading.value + board.title.value + board.lesson.value
    assert "<h1>The class together: the teacher&#x27;s page</h1>" in shown and "95% funnel" in shown
    assert "The point of the lesson is in the funnel" in shown and "imbuto" not in shown
    # the notebook itself says nothing the switch could not translate: no words of its own
    for path in [Path("source/notebooks/class_dashboard.ipynb"),
                 *(Path(f"notebooks/{lang}/class_dashboard.ipynb") for lang in ("it", "en"))]:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        prose = [c for c in cells if c["cell_type"] == "markdown" and c.get("id") != "edition-switch"]
        assert prose == [], path


@pytest.mark.parametrize("lang, here, school", [
    ("it", "i dati restano su questo computer", "i dati restano nel database della scuola"),
    ("en", "the data stay on this computer", "the data stay in the school's database")])
def test_the_page_says_where_the_records_are_kept_one_computer_or_the_schools_database(data, monkeypatch, lang,
                                                                                         here, school):
    board = page(lang)
    assert here in html.unescape(board.title.value) and school not in html.unescape(board.title.value)
    monkeypatch.setenv("KIT_DATABASE_URL", "postgresql+psycopg://kit@db.school/kit")  # a school's server (issue 25)
    board.relabel()
    assert school in html.unescape(board.title.value) and here not in html.unescape(board.title.value)


@pytest.mark.parametrize("inside, words", [(1, "Le stime di 1 studente su 2 cadono"), (2, "Le stime di 2 studenti su 2 cadono")])
def test_the_funnel_sentence_agrees_with_its_number_in_italian(inside, words):
    assert t("cdash.exp.inside", "it", inside=str(inside), inn=inside, students="2").startswith(words)
