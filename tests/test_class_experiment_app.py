"""The student's class-experiment page (kit/ui/class_experiment.py), without a browser: deals
update the tally and, in a class, send exactly those outcomes to a temporary store; alone nothing
is stored; both languages; a bad seed refused in words; the class's pooled numbers shown, never
another student's own."""

from __future__ import annotations

import re
from html import unescape

import pytest

from kit.classroom.experiments import EXPERIMENTS
from kit.classroom.session import ClassSession
from kit.deal import make_rng
from kit.store.classroom import class_view, join, record, start_class, Record, new_uid


def text(widget) -> str:
    """A widget's HTML as the words a reader sees."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", widget.value)).split())


@pytest.fixture
def store_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KIT_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("KIT_DATABASE_URL", raising=False)
    return tmp_path


def app_for(lang="en", **kwargs):
    from kit.ui.class_experiment import ClassExperimentApp

    return ClassExperimentApp(lang, session=ClassSession(), **kwargs)


def joined(app, code, nickname="Ada"):
    app.join_box.code.value, app.join_box.nickname.value = code, nickname
    assert app.join_box.join()
    return app


def test_alone_deals_are_counted_and_nothing_is_stored(store_dir):
    app = app_for(seed=11)
    assert "You have not dealt yet." in text(app.tally)
    first = app.deal(1) + app.deal(10)
    hits = sum(d.hit for d in first)
    assert app.tallies["uno.first_card_action"] == [11, hits]
    assert f"Your deals: 11; the event happened {'once' if hits == 1 else f'{hits} times'}: {hits}/11 ≈ {hits / 11:.3f}." in text(app.tally)
    assert "Join your class (above)" in text(app.pooled)
    assert not app.session.outbox and app.session._store is None  # no store even opened
    assert not list(store_dir.iterdir())  # not a file written


def test_same_seed_same_deals_and_the_cards_shown(store_dir):
    one, two = app_for(seed=3, experiment="trentuno.hand_21_or_more"), app_for(seed=3, experiment="trentuno.hand_21_or_more")
    assert one.deal(10) == two.deal(10)
    rng = make_rng(3)  # the page's deals are the experiment's own from that seed
    expected = [EXPERIMENTS["trentuno.hand_21_or_more"].deal(rng) for _ in range(13)]
    assert one.deal(1) + one.deal(1) + one.deal(1) == expected[10:]
    shown = one.history.value
    assert shown.count('class="kit-cexp-deal') == 10  # the last ten, newest first
    assert shown.index("Deal no. 13") < shown.index("Deal no. 12") and "Deal no. 3 " not in text(one.history)
    newest = expected[12]
    assert f"This hand is worth {newest.facts[0][1]}" in text(one.history)
    assert shown.count('class="kit-card') >= 30


def test_in_a_class_each_click_sends_exactly_its_outcomes(store_dir):
    app = app_for(seed=5, experiment="tre_cinque_otto.ace_in_monte")
    ref, _key = start_class(app.session.store(), "en")
    joined(app, ref.code)
    dealt = app.deal(1)
    dealt += app.deal(10)
    view = class_view(app.session.store(), ref)
    members, outcomes = view.deals["tre_cinque_otto.ace_in_monte"]
    assert outcomes.tolist() == [int(d.hit) for d in dealt] and len(set(members.tolist())) == 1
    hits = sum(d.hit for d in dealt)
    assert f"1 student, 11 deals; the event happened {'once' if hits == 1 else f'{hits} times'}: {hits}/11" in text(app.pooled)
    assert "Ada" not in text(app.pooled)
    assert view.records == 11


def test_the_class_numbers_pool_every_student_but_show_no_one_alone(store_dir):
    app = app_for(seed=9, experiment="un_due_tre.pair_or_sandwich")
    store = app.session.store()
    ref, _key = start_class(store, "en")
    joined(app, ref.code)
    other = join(store, ref.code, "Bruno")  # a classmate: 20 deals, 7 hits
    record(store, other, [Record("deal", "un_due_tre.pair_or_sandwich", new_uid(), value=int(i < 7)) for i in range(20)])
    app.refresh_pooled()
    assert "nobody has dealt" not in text(app.pooled) and "1 student, 20 deals; the event happened 7 times: 7/20 ≈ 0.350" in text(app.pooled)
    dealt = app.deal(10)
    hits = 7 + sum(d.hit for d in dealt)
    assert f"2 students, 30 deals; the event happened {hits} times: {hits}/30" in text(app.pooled)
    assert "Bruno" not in app.pooled.value + app.tally.value + app.history.value
    mine = sum(d.hit for d in dealt)
    assert f"Your deals: 10; the event happened {'once' if mine == 1 else f'{mine} times'}: {mine}/10" in text(app.tally)
    app.picker.value = "uno.first_card_action"  # another experiment: its own numbers
    assert "In class" in text(app.pooled) and "nobody has dealt for this experiment yet" in text(app.pooled)
    assert "You have not dealt yet." in text(app.tally)


def test_italian_and_the_switch(store_dir):
    app = app_for("it", seed=2, experiment="trentasette.no_seven_26")
    dealt = app.deal(10)
    hits = sum(d.hit for d in dealt)
    assert app.one_button.description == "Distribuisci una volta" and app.ten_button.description == "Distribuisci dieci volte"
    assert f"Le tue distribuzioni: 10; l'evento è successo {'una volta' if hits == 1 else f'{hits} volte'}:" in text(app.tally)
    assert f"{hits}/10 ≈ {hits / 10:.3f}".replace(".", ",") in text(app.tally)
    assert "46/833 ≈ 0,055" in text(app.exact) and "Trentasette: i numeri dietro le carte" in text(app.exact)
    assert "pozzo" in text(app.question) and "Entra nella classe" in text(app.pooled)
    assert {label for label, _ in app.picker.options} >= {"UNO: la carta che apre la pila", "3-5-8: un Asso nel monte"}
    app.language.value = "en"
    assert app.one_button.description == "Deal one" and "Your deals: 10" in text(app.tally)
    assert "46/833 ≈ 0.055" in text(app.exact) and app.join_box.join_button.description == "Join the class"
    assert len(app.picker.options) == len(EXPERIMENTS)


@pytest.mark.parametrize("typed", ["1,5", "-3", "dodici", "99999999999999999999"])
def test_a_bad_seed_is_refused_in_words(store_dir, typed):
    for lang, said in (("en", "seed"), ("it", "mescolata")):
        app = app_for(lang, seed=1)
        app.seed_box.value = typed
        assert app.deal(10) is None
        assert said in text(app.message).lower() and "Traceback" not in app.message.value
        assert app.tallies["uno.first_card_action"] == [0, 0]
        app.seed_box.value = "4"
        assert len(app.deal(1)) == 1 and app.message.value == ""


def test_a_store_out_of_reach_is_said_in_words(store_dir):
    app = app_for(seed=1)
    ref, _key = start_class(app.session.store(), "en")
    joined(app, ref.code)

    def broken():
        from kit.store.core import StoreError
        raise StoreError("down")

    app.session._store, app.session._open_store = None, broken
    dealt = app.deal(10)
    assert len(dealt) == 10 and len(app.session.outbox) == 10  # kept to send later
    assert "cannot be read just now" in text(app.pooled) and "Traceback" not in app.pooled.value
    assert "10" in text(app.join_box.status)


def test_joining_after_dealing_and_leaving_update_the_class_numbers(store_dir):
    app = app_for(seed=6, experiment="trentuno.hand_21_or_more")
    app.deal(10)  # alone: not sent, and never sent later
    store = app.session.store()
    ref, _key = start_class(store, "en")
    classmate = join(store, ref.code, "Carla")
    record(store, classmate, [Record("deal", "trentuno.hand_21_or_more", new_uid(), value=v) for v in (1, 0, 0, 0)])
    joined(app, ref.code)
    assert "1 student, 4 deals; the event happened once: 1/4 ≈ 0.250" in text(app.pooled)
    assert "Your deals: 10" in text(app.tally)
    assert class_view(store, ref).records == 4  # the deals made alone stay alone
    app.join_box.leave_button.click()
    assert "Join your class (above)" in text(app.pooled)


def test_a_reloaded_page_rejoins_and_the_students_own_tally_carries_on(store_dir):
    exp = "tre_cinque_otto.ace_in_monte"
    first = app_for(seed=5, experiment=exp)
    store = first.session.store()
    ref, _key = start_class(store, "en")
    joined(first, ref.code)
    dealt = first.deal(10) + first.deal(10)
    mine = sum(d.hit for d in dealt)
    classmate = join(store, ref.code, "Bruno")  # a classmate's deals are not Ada's
    record(store, classmate, [Record("deal", exp, new_uid(), value=1) for _ in range(7)])
    token = first.session.member.token
    # the page reloaded: a new kernel, the browser's memory brings the nickname and its word back
    page = app_for(seed=6, experiment=exp)
    assert "You have not dealt yet." in text(page.tally)
    page.join_box.memory.saved = {"code": ref.code, "nickname": "Ada", "token": token}
    assert page.session.member.member_id == first.session.member.member_id
    assert text(page.join_box.status) == f"Welcome back: you are still in class {ref.code} as “Ada”."
    said = text(page.tally)
    assert f"Your deals: 20; the event happened {'once' if mine == 1 else f'{mine} times'}: {mine}/20" in said
    assert f"This counts 20 deals you had already made in class {ref.code} as “Ada”" in said
    more = page.deal(10)
    mine += sum(d.hit for d in more)
    assert f"Your deals: 30; the event happened {mine} times: {mine}/30" in text(page.tally)
    assert "Deal no. 30" in text(page.history) and "Deal no. 21" in text(page.history)
    assert "Deal no. 20" not in text(page.history)  # the cards shown are this page's only
    assert f"2 students, 37 deals" in text(page.pooled)
    page.picker.value = "uno.first_card_action"  # an experiment Ada never dealt
    assert "You have not dealt yet." in text(page.tally)
    page.picker.value = exp
    # the first page, still open, carries on too: what it sent itself is not counted twice
    first.deal(1)
    mine += first.tallies[exp][1] - sum(d.hit for d in dealt)
    third = app_for(seed=7, experiment=exp)  # another browser: the word typed by hand
    box = third.join_box
    box.code.value, box.nickname.value = ref.code.lower(), "ada"
    assert not box.join() and box.word.layout.display != "none"
    assert "is already taken in this class. If it is yours" in text(box.status)
    box.word.value = "zzzzzzzz"
    assert not box.join() and "“zzzzzzzz” is not the rejoin word of “ada”" in text(box.status)
    box.word.value = token.upper()
    assert box.join() and box.word.layout.display == "none" and box.word.value == ""
    assert f"Your deals: 31; the event happened {mine} times: {mine}/31" in text(third.tally)
    assert third.session.member.token == token  # the word as written, whatever case it was typed in
    assert f"Your rejoin word as “Ada”: {token} . Write it down" in text(box.word_note)
    box.leave_button.click()  # leaving: the tally is this page's again, the word no longer shown
    assert "You have not dealt yet." in text(third.tally) and box.word_note.value == ""


def test_a_rejoined_italian_page_says_di_nuovo_qui_and_shows_the_word(store_dir):
    app = app_for("it", seed=1)
    ref, _key = start_class(app.session.store(), "it")
    joined(app, ref.code, "Nina")
    word = app.session.member.token
    note = text(app.join_box.word_note)
    assert note.startswith(f"La tua parola per rientrare come «Nina»: {word} . Scrivila su un foglio")
    assert f'<strong class="kit-word">{word}</strong>' in app.join_box.word_note.value
    app.deal(10)
    page = app_for("it", seed=2)
    page.join_box.memory.saved = {"code": ref.code, "nickname": "Nina", "token": word}
    assert text(page.join_box.status) == f"Di nuovo qui: sei ancora nella classe {ref.code} come «Nina»."
    assert "Le tue distribuzioni: 10;" in text(page.tally) and "Contano anche 10 distribuzioni" in text(page.tally)


def test_a_page_whose_word_the_teacher_renewed_says_so_and_the_new_word_takes_the_nickname_back(store_dir):
    from kit.store.classroom import new_rejoin_word, open_class

    app = app_for(seed=4, experiment="trentuno.hand_21_or_more")
    store = app.session.store()
    ref, key = start_class(store, "en")
    joined(app, ref.code)
    app.deal(10)
    word = new_rejoin_word(store, open_class(store, ref.code, key), "Ada")  # Ada lost her word elsewhere
    app.deal(1)  # this page still had the old word: refused, said in words
    assert not app.session.joined
    assert "no longer in the class: your teacher closed the class or gave your nickname a new rejoin word" in text(app.join_box.status)
    assert class_view(store, ref).records == 10
    page = app_for(seed=8, experiment="trentuno.hand_21_or_more")
    box = page.join_box
    box.code.value, box.nickname.value = ref.code, "Ada"
    assert not box.join()  # taken: the box for the word appears
    box.word.value = word
    assert box.join() and "Your deals: 10;" in text(page.tally)


def test_one_deal_is_not_newest_first_and_the_title_shows_once(store_dir):
    app = app_for(seed=3)
    app.deal(1)
    assert text(app.history).startswith("Your latest deal Deal no. 1")
    app.deal(1)
    assert text(app.history).startswith("Your last 2 deals, newest first Deal no. 2")
    italian = app_for("it", seed=3)
    italian.deal(1)
    assert text(italian.history).startswith("La tua ultima distribuzione Distribuzione n. 1")
    # the page's heading names the app: its own title is not shown again; the join box comes first
    assert app.title.layout.display == "none" and app.intro.layout.display == "none"
    shown = [w for w in app.children if getattr(w.layout, "display", None) != "none"]
    assert shown.index(app.join_box) < shown.index(app.how) < shown.index(app.picker)
    assert text(app.how) == "Choose an experiment and deal the cards, once or ten times at a click. Each deal says " \
        "whether the event happened; below you see how often it happened to you and, if you joined your class, to " \
        "the whole class together."


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_page_opens_with_a_short_intro_then_the_join_box(lang):
    """On a 390-px phone the join box came after about 1.5 screens of words: now the heading and a
    few lines, then the app (whose first part is the join box), then the longer explanation."""
    import nbformat
    from pathlib import Path

    cells = nbformat.read(Path(__file__).resolve().parents[1] / "notebooks" / lang / "class_experiment.ipynb", 4).cells
    app = next(i for i, c in enumerate(cells) if "ClassExperimentApp(" in c.source)
    before = [c.source for c in cells[:app] if c.cell_type == "markdown" and c.get("id") != "edition-switch"]
    assert len(before) == 1 and before[0].startswith("# ") and len(before[0]) < 420, before
    headings = [line for c in cells if c.cell_type == "markdown" for line in c.source.splitlines() if line.startswith("# ")]
    assert len(headings) == 1  # the title once
    assert any(c.cell_type == "markdown" and c.source.startswith("## ") and "**" in c.source for c in cells[app:])


def test_a_language_switch_after_the_class_was_deleted_says_the_page_left(store_dir):
    from kit.store.classroom import delete_class

    app = app_for(seed=2)
    store = app.session.store()
    ref, _key = start_class(store, "en")
    joined(app, ref.code)
    app.deal(1)
    delete_class(store, ref)
    app.language.value = "it"  # the language switch
    said = text(app.join_box.status)
    assert "Sei nella classe" not in said and "Questa pagina non è più nella classe" in said
    assert not app.session.joined and app.join_box.form.layout.display == "flex"
    assert "Entra nella classe" in text(app.pooled)  # the class's numbers: none, the page is alone
