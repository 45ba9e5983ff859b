"""A class's store on SQLite (issue 24): thirty students in ten processes lose nothing and meet no
"database is locked"; a record sent twice is kept once, across processes too; a restarted store
keeps everything and a student rejoins with the token; every refusal of a record and of a nickname;
the rate limit; the teacher's key; what a student may read; the outbox while the store cannot be
reached (and what the join box says); a sheet's check() sending its answer to the class."""

from __future__ import annotations

import html
import json
import multiprocessing
import time
from datetime import datetime, timedelta, timezone
from fractions import Fraction

import numpy as np
import pytest
import sqlalchemy

from kit import check as kc
from kit.classroom import session as ks
from kit.i18n import t
from kit.store import classroom as cls
from kit.store import schema
from kit.store.core import Store, StoreError, forget_engine, url_for
from kit.store.names import MAX_NICKNAME, BadName
from class_store_worker import SHARED, students_send
from conftest import on_a_thread_of_its_own

PROCESSES, EACH = 10, 3  # 30 students, three pages in each of ten processes (kernels of one server)


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request, tmp_path, monkeypatch):
    """The class store, on SQLite in a temporary folder and on a new PostgreSQL database (issue 25)."""
    monkeypatch.setenv("KIT_DATA_DIR", str(tmp_path))
    if request.param == "postgresql":
        url = request.getfixturevalue("pg_url")
        monkeypatch.setenv("KIT_DATABASE_URL", url)
        return Store(url)
    monkeypatch.delenv("KIT_DATABASE_URL", raising=False)
    return Store(url_for(tmp_path))


def rec(kind="deal", item="uno.first_card_action", uid="u1", **fields):
    if kind == "deal" and "value" not in fields:
        fields["value"] = 1
    return cls.Record(kind, item, uid, **fields)


# --- thirty students at once ---------------------------------------------------------------------

def test_thirty_students_in_ten_processes_lose_nothing_and_count_each_record_once(store, tmp_path):
    ref, key = cls.start_class(store, "it")
    members = [cls.join(store, ref.code, f"allievo{n:02d}") for n in range(PROCESSES * EACH)]
    groups = [[(m.nickname, m.token) for m in members[p * EACH:(p + 1) * EACH]] for p in range(PROCESSES)]
    ctx = multiprocessing.get_context("spawn")
    barrier, out = ctx.Barrier(PROCESSES), ctx.Queue()
    procs = [ctx.Process(target=students_send, args=(store.url, ref.code, group, barrier, out)) for group in groups]
    for proc in procs:
        proc.start()
    said = [out.get(timeout=120) for _ in procs]
    for proc in procs:
        proc.join(timeout=60)
    problems = [p for _, ps, _ in said for p in ps]
    assert not problems, problems[:3]
    assert "locked" not in " ".join(problems)
    assert [proc.exitcode for proc in procs] == [0] * PROCESSES
    # each student: 10 deals, 1 guess, 1 answer, 10 more deals (sent twice); the class: SHARED shared deals once
    students = PROCESSES * EACH
    assert sum(kept for kept, _, _ in said) == students * 22 + SHARED
    assert cls.records_of(store, ref) == students * 22 + SHARED
    view = cls.class_view(store, cls.open_class(store, ref.code, key))
    members_of, outcomes = view.deals["uno.first_card_action"]
    assert len(outcomes) == students * 20 + SHARED
    hits_each = [sum((i + j) % 3 == 0 for j in range(10)) + 10 for i in range(EACH)]  # the worker's outcomes
    expected_hits = PROCESSES * sum(hits_each)
    assert int(outcomes.sum()) == expected_hits
    assert cls.pooled(store, ref.id, "uno.first_card_action") == cls.Pooled(students * 20 + SHARED, expected_hits, students)
    per_member = {m.member_id: int((members_of == m.member_id).sum()) for m in members}
    assert sorted(per_member.values())[:-1] == [20] * (students - 1)  # the shared deals went to one page
    assert sum(per_member.values()) == students * 20 + SHARED
    assert [len(view.guesses["misconceptions.eleventh"]), len(view.answers["dealing.q1"])] == [students, students]
    wrong = [a for a in view.answers["dealing.q1"] if not a[1]]
    assert len(wrong) == PROCESSES * (EACH // 2) and {a[2] for a in wrong} == {"complement"}
    assert list(view.nicknames.values()) == [f"allievo{n:02d}" for n in range(students)]  # rejoined, never new


# --- sent twice ----------------------------------------------------------------------------------

def test_a_record_sent_twice_is_kept_once(store):
    ref, _ = cls.start_class(store, "en")
    ann, bob = cls.join(store, ref.code, "Ann"), cls.join(store, ref.code, "Bob")
    batch = [rec(uid=f"d{j}", value=j % 2) for j in range(10)]
    assert cls.record(store, ann, batch) == 10
    assert cls.record(store, ann, batch) == 0  # the answer was lost, the page sends again
    assert cls.record(store, ann, batch[:3] + [rec(uid="d10")] + [rec(uid="d10")]) == 1  # new once, inside a batch too
    assert cls.record(store, bob, batch[:2]) == 0  # a uid is the class's: another page cannot add it again
    assert cls.records_of(store, ref) == 11
    assert cls.pooled(store, ref.id, "uno.first_card_action") == cls.Pooled(11, 6, 1)


def test_a_session_resends_what_the_store_kept_but_the_page_did_not_hear_once(store):
    ref, _ = cls.start_class(store, "en")
    session = ks.ClassSession(lambda: store)
    session.join(ref.code, "Ann")
    session.outbox.extend(rec(uid=f"d{j}") for j in range(4))
    cls.record(store, session.member, session.outbox)  # kept, but the page never heard it
    assert session.flush() == ks.Sent(0, 0)
    assert cls.records_of(store, ref) == 4


# --- restart -------------------------------------------------------------------------------------

def test_a_restarted_store_keeps_everything_and_a_student_rejoins_with_the_token(store):
    ref, key = cls.start_class(store, "it")
    ann = cls.join(store, ref.code, "Anna")
    cls.record(store, ann, [rec(uid=f"d{j}", value=j % 2) for j in range(7)]
               + [rec("guess", "misconceptions.eleventh", "g1", value=0.3), rec("answer", "dealing.q1", "a1", right=True)])
    forget_engine(store.url)  # the server restarted: a new engine, a new Store on the same file
    again = Store(store.url)
    assert again.engine is not store.engine
    assert cls.records_of(again, cls.open_class(again, ref.code, key)) == 9
    back = cls.join(again, ref.code.lower(), " Anna ", ann.token)  # the browser's token; the code typed in lower case
    assert (back.member_id, back.nickname, back.token) == (ann.member_id, "Anna", ann.token)
    with pytest.raises(cls.ClassError) as taken:
        cls.join(again, ref.code, "ANNA")  # without the token the nickname is someone else's
    assert taken.value.reason == "taken"
    with pytest.raises(cls.ClassError) as wrong:
        cls.join(again, ref.code, "anna", "X" * cls.TOKEN_LENGTH)
    assert wrong.value.reason == "taken"
    assert cls.record(again, back, [rec(uid="d7")]) == 1
    assert cls.pooled(again, ref.id, "uno.first_card_action") == cls.Pooled(8, 3 + 1, 1)
    assert list(cls.members_of(again, ref)) == ["Anna"]


# --- the rejoin word: a nickname taken back from another browser ----------------------------------

def test_a_rejoin_word_is_four_syllables_easy_to_write_down():
    from kit.store.codes import WORD_CONSONANTS, WORD_VOWELS, new_word

    words = [new_word() for _ in range(300)]
    for word in words:
        assert len(word) == 8 and word == word.lower()
        assert all(word[i].upper() in WORD_CONSONANTS and word[i + 1].upper() in WORD_VOWELS for i in range(0, 8, 2))
    assert len(set(words)) >= 299  # 14⁴·5⁴ ≈ 2.4·10⁷ words: 300 draws meet twice with chance < 0.2 %
    firsts = {w[0] for w in words}
    assert len(firsts) == len(WORD_CONSONANTS)  # every consonant used (each missed with chance < 10⁻⁹)


def test_a_student_takes_the_nickname_back_from_another_browser_with_the_rejoin_word(store):
    from kit.store.codes import digest
    from kit.store.schema import class_members

    ref, key = cls.start_class(store, "it")
    ada = cls.join(store, ref.code, "Ada")
    word = ada.token
    assert len(word) == cls.TOKEN_LENGTH == 8 and word.isalpha()
    with store.read() as conn:  # the store keeps the word's digest, never the word
        row = conn.execute(class_members.select()).one()
    assert row.token_digest == digest(word) != word and word.upper() not in str(tuple(row)).upper()
    cls.record(store, ada, [rec(uid=f"d{j}", value=int(j < 3)) for j in range(5)])
    # a new browser: no token kept; the student types the nickname and the word written down
    typed = f" {word[:4].upper()} {word[4:]} "
    back = cls.join(store, ref.code, "ada", typed)
    assert (back.member_id, back.nickname) == (ada.member_id, "Ada")
    assert cls.record(store, back, [rec(uid="d5")]) == 1  # it records as Ada
    assert cls.own_deals(store, back) == {"uno.first_card_action": (6, 4)}
    for wrong in (None, "", word[:-1], word[::-1], word + "a", cls.join(store, ref.code, "Bea").token):
        if wrong == word:
            continue
        with pytest.raises(cls.ClassError) as refused:
            cls.join(store, ref.code, "Ada", wrong)  # a classmate without Ada's word
        assert refused.value.reason == "taken"
    assert list(cls.members_of(store, cls.open_class(store, ref.code, key))) == ["Ada", "Bea"]


def test_the_teacher_gives_a_lost_nickname_a_new_rejoin_word_and_its_records_stay(store):
    ref, key = cls.start_class(store, "en")
    ada, bea = cls.join(store, ref.code, "Ada"), cls.join(store, ref.code, "Bea")
    cls.record(store, ada, [rec(uid=f"a{j}", value=j % 2) for j in range(4)])
    teacher = cls.open_class(store, ref.code, key)
    word = cls.new_rejoin_word(store, teacher, " ADA ")  # as the dashboard lists it, case aside
    assert word != ada.token and len(word) == 8
    with pytest.raises(cls.ClassError) as old:
        cls.join(store, ref.code, "Ada", ada.token)  # the lost word no longer works ...
    assert old.value.reason == "taken"
    with pytest.raises(cls.ClassError) as stale:
        cls.record(store, ada, [rec(uid="a9")])  # ... nor does a page still joined with it
    assert stale.value.reason == "not_member"
    back = cls.join(store, ref.code, "Ada", word)
    assert back.member_id == ada.member_id and cls.own_deals(store, back) == {"uno.first_card_action": (4, 2)}
    assert cls.pooled(store, ref.id, "uno.first_card_action") == cls.Pooled(4, 2, 1)  # nothing lost
    assert cls.join(store, ref.code, "Bea", bea.token).member_id == bea.member_id  # the others untouched
    with pytest.raises(cls.ClassError) as nobody:
        cls.new_rejoin_word(store, teacher, "Cleo")
    assert nobody.value.reason == "not_member"
    other, _ = cls.start_class(store, "en")
    with pytest.raises(cls.ClassError):
        cls.new_rejoin_word(store, other, "Ada")  # another class's teacher: not their student
    assert cls.join(store, ref.code, "Ada", word).member_id == ada.member_id


def test_a_student_reads_their_own_deals_only(store):
    ref, _ = cls.start_class(store, "en")
    ann, bob = cls.join(store, ref.code, "Ann"), cls.join(store, ref.code, "Bob")
    rng = np.random.default_rng(7)
    ann_out, bob_out = rng.integers(0, 2, 41), rng.integers(0, 2, 17)
    cls.record(store, ann, [rec(uid=f"a{j}", value=int(v)) for j, v in enumerate(ann_out)])
    cls.record(store, ann, [rec(item="trentuno.hand_21_or_more", uid="t0", value=0),
                            rec("guess", "misconceptions.eleventh", "g1", value=0.3)])
    cls.record(store, bob, [rec(uid=f"b{j}", value=int(v)) for j, v in enumerate(bob_out)])
    assert cls.own_deals(store, ann) == {"uno.first_card_action": (41, int(ann_out.sum())),
                                         "trentuno.hand_21_or_more": (1, 0)}
    assert cls.own_deals(store, bob) == {"uno.first_card_action": (17, int(bob_out.sum()))}
    assert cls.own_deals(store, cls.join(store, ref.code, "Cleo")) == {}
    forged = cls.Member(ann.class_id, ann.code, ann.member_id, "Ann", bob.token)  # Bob with Ann's id
    with pytest.raises(cls.ClassError) as refused:
        cls.own_deals(store, forged)
    assert refused.value.reason == "not_member"


def test_a_sessions_own_deals_count_what_still_waits_in_the_outbox_once(store):
    ref, _ = cls.start_class(store, "en")
    session = ks.ClassSession(lambda: store)
    assert session.own_deals() == {}  # not in a class: nothing read, nothing opened
    session.join(ref.code, "Ann")
    assert session.deals("uno.first_card_action", [True, False, True, False, False]).kept == 5
    session._not_before = time.monotonic() + 60  # the rate limit: the next deals wait in the outbox
    sent = session.deals("uno.first_card_action", [True, True, False])
    assert (sent.kept, sent.waiting, sent.problem) == (0, 3, "too_fast")
    assert session.own_deals() == {"uno.first_card_action": (8, 4)}
    assert cls.own_deals(store, session.member) == {"uno.first_card_action": (5, 2)}  # the store: the 5 kept
    session._not_before = 0.0
    assert session.flush().kept == 3 and session.own_deals() == {"uno.first_card_action": (8, 4)}


# --- bad input -----------------------------------------------------------------------------------

REFUSED = {
    "not a record": ("deal", "uno.first_card_action", "u1"),
    "kind": rec(kind="vote"),
    "item upper case": rec(item="Uno.first"),
    "item empty": rec(item=""),
    "item 65 characters": rec(item="a" * 65),
    "item a path": rec(item="../etc"),
    "item not text": rec(item=7),
    "uid empty": rec(uid=""),
    "uid 33 characters": rec(uid="a" * 33),
    "uid with a dash": rec(uid="a-b"),
    "uid not ascii": rec(uid="é1"),
    "value text": rec(value="1"),
    "value a bool": rec(value=True),
    "guess with neither": rec("guess", "misconceptions.eleventh"),
    "guess with both": rec("guess", "misconceptions.eleventh", value=0.3, choice="a"),
    "guess infinite": rec("guess", "misconceptions.eleventh", value=float("inf")),
    "guess nan": rec("guess", "misconceptions.eleventh", value=float("nan")),
    "guess too big": rec("guess", "misconceptions.eleventh", value=-2e12),
    "choice a control character": rec("guess", "misconceptions.eleventh", choice="a\x00b"),
    "choice a line break": rec("guess", "misconceptions.eleventh", choice="a\nb"),
    "choice too long": rec("guess", "misconceptions.eleventh", choice="x" * (cls.MAX_CHOICE + 1)),
    "choice empty": rec("guess", "misconceptions.eleventh", choice="  "),
    "guess with right": rec("guess", "misconceptions.eleventh", value=0.3, right=True),
    "guess with a mistake": rec("guess", "misconceptions.eleventh", value=0.3, mistake="complement"),
    "answer without right": rec("answer", "dealing.q1"),
    "answer right not a bool": rec("answer", "dealing.q1", right=1),
    "answer with a number": rec("answer", "dealing.q1", right=False, value=0.3),
    "answer with a choice": rec("answer", "dealing.q1", right=False, choice="0.3"),
    "right answer with a mistake": rec("answer", "dealing.q1", right=True, mistake="complement"),
    "mistake not an id": rec("answer", "dealing.q1", right=False, mistake="Complement!"),
    "deal of 2": rec(value=2),
    "deal of a half": rec(value=0.5),
    "deal without outcome": cls.Record("deal", "uno.first_card_action", "u1"),
    "deal with a choice": rec(choice="a"),
    "deal with right": rec(right=True),
    "deal with a mistake": rec(mistake="complement"),
}


@pytest.mark.parametrize("bad", REFUSED.values(), ids=REFUSED.keys())
def test_every_record_refused_is_refused_whole_and_says_why(store, bad):
    ref, _ = cls.start_class(store, "en")
    ann = cls.join(store, ref.code, "Ann")
    with pytest.raises(cls.ClassError) as refused:
        cls.check_record(bad)
    assert refused.value.reason == "bad_record" and str(refused.value)
    with pytest.raises(cls.ClassError):
        cls.record(store, ann, [rec(uid="ok1"), bad, rec(uid="ok2")])  # one bad record: none kept
    with pytest.raises(cls.ClassError):
        ks.ClassSession(lambda: store).send([bad])
    assert cls.records_of(store, ref) == 0


def test_records_that_are_kept_and_a_batch_too_large(store):
    ref, _ = cls.start_class(store, "en")
    ann = cls.join(store, ref.code, "Ann")
    good = [rec(uid="a", value=0), rec(uid="b", value=np.int64(1)), rec("guess", "g", "c", value=-1e12),
            rec("guess", "g", "d", choice="12/40"), rec("answer", "q.x", "e", right=False, mistake="with_replacement"),
            rec("answer", "q.x", "f", right=True), rec(item="a" * 64, uid="Z" * 32)]
    assert cls.record(store, ann, good) == len(good)
    with pytest.raises(cls.ClassError) as big:
        cls.record(store, ann, [rec(uid=f"x{j}") for j in range(cls.MAX_BATCH + 1)])
    assert big.value.reason == "bad_record"
    assert cls.records_of(store, ref) == len(good)


NICKNAMES_REFUSED = {"": "empty", "   ": "empty", "x" * (MAX_NICKNAME + 1): "long", "ab\x00c": "unprintable",
                     "a\nb": "unprintable", "a\tb": "unprintable", "\x1b[31mred": "unprintable",
                     "a\u202eb": "unprintable", None: "type", 42: "type"}


@pytest.mark.parametrize("nickname, reason", NICKNAMES_REFUSED.items(), ids=repr)
def test_nicknames_refused_say_what_is_allowed(store, nickname, reason):
    ref, _ = cls.start_class(store, "en")
    with pytest.raises(BadName) as refused:
        cls.join(store, ref.code, nickname)
    assert refused.value.reason == reason and str(MAX_NICKNAME) in str(refused.value)
    assert list(cls.members_of(store, ref)) == []


def test_a_10_mib_nickname_is_refused_fast_and_a_20_character_one_kept(store):
    ref, _ = cls.start_class(store, "en")
    huge = "a" * (10 * 2**20)
    start = time.perf_counter()
    with pytest.raises(BadName) as refused:
        cls.join(store, ref.code, huge)
    assert time.perf_counter() - start < 0.05 and refused.value.reason == "long"
    assert len(str(refused.value)) < 300  # the message does not quote it
    assert cls.join(store, ref.code, " " + "é" * MAX_NICKNAME + " ").nickname == "é" * MAX_NICKNAME
    assert list(cls.members_of(store, ref)) == ["é" * MAX_NICKNAME]


def test_an_unknown_class_code_is_refused(store):
    cls.start_class(store, "en")
    for code in ("ZZZZZZ", "", "x" * 10_000, None):
        with pytest.raises(cls.ClassError) as refused:
            cls.join(store, code, "Ann")
        assert refused.value.reason == "no_class"


# --- the rate limit ------------------------------------------------------------------------------

def test_the_rate_limit_refuses_a_flood_whole_and_says_how_long_to_wait(store):
    ref, _ = cls.start_class(store, "en")
    ann, bob = cls.join(store, ref.code, "Ann"), cls.join(store, ref.code, "Bob")
    t0 = datetime(2026, 12, 2, 9, 0, tzinfo=timezone.utc)
    for b in range(cls.RATE_PER_MINUTE // cls.MAX_BATCH - 1):
        cls.record(store, ann, [rec(uid=f"b{b}x{j}") for j in range(cls.MAX_BATCH)], now=t0)
    cls.record(store, ann, [rec(uid=f"last{j}") for j in range(cls.MAX_BATCH - 2)], now=t0)
    assert cls.records_of(store, ref) == cls.RATE_PER_MINUTE - 2
    with pytest.raises(cls.TooFast) as fast:
        cls.record(store, ann, [rec(uid=f"over{j}") for j in range(5)], now=t0 + timedelta(seconds=20))
    assert fast.value.wait_s == 40 and fast.value.reason == "too_fast"
    assert cls.records_of(store, ref) == cls.RATE_PER_MINUTE - 2  # nothing of the refused batch
    assert cls.record(store, ann, [rec(uid="over0"), rec(uid="over1")], now=t0 + timedelta(seconds=20)) == 2  # it fits
    assert cls.record(store, bob, [rec(uid="bob1")], now=t0 + timedelta(seconds=20)) == 1  # another student is free
    assert cls.record(store, ann, [rec(uid=f"over{j}") for j in range(2, 5)], now=t0 + timedelta(seconds=61)) == 3


def test_a_session_that_is_too_fast_keeps_the_records_waiting_with_the_wait(store):
    ref, _ = cls.start_class(store, "en")
    session = ks.ClassSession(lambda: store)
    member = session.join(ref.code, "Ann")
    for b in range(cls.RATE_PER_MINUTE // cls.MAX_BATCH):
        cls.record(store, member, [rec(uid=f"f{b}x{j}") for j in range(cls.MAX_BATCH)])
    sent = session.deals("uno.first_card_action", [True] * 10)
    assert (sent.kept, sent.waiting, sent.problem) == (0, 10, "too_fast") and 1 <= sent.wait_s <= 60
    again = session.flush()  # before the wait is over, the store is not asked
    assert again.problem == "too_fast" and again.waiting == 10
    assert cls.records_of(store, ref) == cls.RATE_PER_MINUTE


# --- who reads what ------------------------------------------------------------------------------

def test_only_the_teachers_key_opens_the_class(store):
    ref, key = cls.start_class(store, "it")
    ann = cls.join(store, ref.code, "Ann")
    assert cls.open_class(store, ref.code.lower(), key) == ref
    assert cls.open_class(store, ref.code, key.lower().replace("-", " ")) == ref  # as typed from a note
    swapped = key[:-1] + ("A" if key[-1] != "A" else "B")
    for wrong in ("", key[:-1], key + "x", swapped, ann.token, None, "x" * 100_000):
        with pytest.raises(cls.ClassError) as refused:
            cls.open_class(store, ref.code, wrong)
        assert refused.value.reason == "bad_key"
    other, other_key = cls.start_class(store, "en")
    with pytest.raises(cls.ClassError):
        cls.open_class(store, ref.code, other_key)  # another class's key
    with pytest.raises(cls.ClassError) as missing:
        cls.open_class(store, "QQQQQQ", key)
    assert missing.value.reason == "no_class"


def test_a_student_reads_pooled_numbers_without_a_nickname(store):
    ref, _ = cls.start_class(store, "en")
    ann, bob = cls.join(store, ref.code, "Ann"), cls.join(store, ref.code, "Bob")
    rng = np.random.default_rng(24)
    ann_out, bob_out = rng.integers(0, 2, 37), rng.integers(0, 2, 23)
    cls.record(store, ann, [rec(uid=f"a{j}", value=int(v)) for j, v in enumerate(ann_out)])
    cls.record(store, bob, [rec(uid=f"b{j}", value=int(v)) for j, v in enumerate(bob_out)])
    cls.record(store, bob, [rec(item="un_due_tre.pair_or_sandwich", uid="c0")])
    seen = cls.pooled(store, ref.id, "uno.first_card_action")
    assert seen == cls.Pooled(60, int(ann_out.sum() + bob_out.sum()), 2)
    assert [f for f in cls.Pooled.__dataclass_fields__] == ["deals", "hits", "students"]
    assert "Ann" not in repr(seen) and "Bob" not in repr(seen)
    assert cls.pooled(store, ref.id, "un_due_tre.pair_or_sandwich") == cls.Pooled(1, 1, 1)
    assert cls.pooled(store, ref.id + 1, "uno.first_card_action") == cls.Pooled(0, 0, 0)
    session = ks.ClassSession(lambda: store)
    session.join(ref.code, "Cleo")
    assert not [name for name in dir(session) if "view" in name or "export" in name or "pooled" in name]


# --- the outbox ----------------------------------------------------------------------------------

class Flaky:
    """A store that can be switched off: opening it raises StoreError, as a database that is down."""

    def __init__(self, store):
        self.store, self.up, self.opened = store, True, 0

    def __call__(self):
        self.opened += 1
        if not self.up:
            raise StoreError("cannot open the store: the server is restarting")
        return self.store


@pytest.mark.parametrize("lang", ["it", "en"])
def test_records_wait_in_the_outbox_while_the_store_is_down_and_are_sent_once_later(store, lang):
    from kit.ui.classroom import JoinBox

    ref, _ = cls.start_class(store, lang)
    flaky = Flaky(store)
    session = ks.ClassSession(flaky)
    box = JoinBox(lang, session=session)
    box.code.value, box.nickname.value = ref.code, "Ann"
    assert box.join() and session.joined
    assert session.deals("uno.first_card_action", [True, False]) == ks.Sent(2, 0)
    session._store = None  # the page's store object lost: the next send opens it again
    flaky.up = False
    sent = session.deals("uno.first_card_action", [True] * 7 + [False] * 3)
    assert sent == ks.Sent(0, 10, "unreachable")
    sent = session.answer("dealing.q1", False, "complement")
    assert sent == ks.Sent(0, 11, "unreachable")
    assert box.status.value.endswith(html.escape(t("class.send.waiting", lang, n=11)) + "</p>")
    assert "11" in box.status.value and 'role="alert"' in box.status.value
    assert cls.records_of(store, ref) == 2
    flaky.up = True
    box._retrying = True  # as the join box's timer does when it tries again
    assert session.flush() == ks.Sent(11, 0)
    assert box.status.value.endswith(html.escape(t("class.send.sent_late", lang)) + "</p>")
    assert session.flush() == ks.Sent(0, 0)  # each once
    assert cls.records_of(store, ref) == 13
    assert cls.pooled(store, ref.id, "uno.first_card_action") == cls.Pooled(12, 8, 1)


def test_a_store_that_refuses_writes_keeps_the_records_waiting(store, monkeypatch):
    ref, _ = cls.start_class(store, "en")
    session = ks.ClassSession(lambda: store)
    session.join(ref.code, "Ann")

    def read_only(*_args, **_kw):
        raise StoreError("cannot write the store: attempt to write a readonly database")

    monkeypatch.setattr(store, "write", read_only)
    assert session.guess("misconceptions.eleventh", number=0.3) == ks.Sent(0, 1, "unreachable")
    assert session.deals("uno.first_card_action", [True] * 5) == ks.Sent(0, 6, "unreachable")
    monkeypatch.undo()
    assert session.flush() == ks.Sent(6, 0)
    assert cls.records_of(store, ref) == 6


def test_alone_nothing_is_kept_not_even_in_the_outbox(store):
    session = ks.ClassSession(lambda: pytest.fail("alone, the store is never opened"))
    assert session.deals("uno.first_card_action", [True] * 3) == ks.Sent(0, 0, "not_joined")
    assert session.outbox == []


# --- a sheet's check() in a class ----------------------------------------------------------------

RIGHT_Q1 = 1 - Fraction(28 * 27 * 26, 40 * 39 * 38)  # dealing.q1: at least one face card among 3 of 40


@pytest.fixture
def in_class(store, monkeypatch):
    """This kernel's session, joined to a fresh class of ``store``."""
    ref, key = cls.start_class(store, "en")
    session = ks.ClassSession(Flaky(store))
    monkeypatch.setattr(ks, "SESSION", session)
    session.join(ref.code, "Ann")
    return store, ref, session


def test_a_checked_answer_goes_to_the_class_with_its_mistake_never_the_answer(in_class):
    store, ref, session = in_class
    right = kc.check("dealing.q1", RIGHT_Q1)
    wrong = kc.check("dealing.q1", 1 - RIGHT_Q1, "it")  # the complement: a known mistake, named
    plain = kc.check("dealing.q1", Fraction(1, 7))
    decimal = kc.check("dealing.q1", float(RIGHT_Q1))
    assert [r.correct for r in (right, wrong, plain, decimal)] == [True, False, False, True]
    assert wrong.hint == "complement" and wrong.sent == ks.Sent(1, 0)
    kc.check("dealing.q1", "0,5")  # text: not judged, not sent
    kc.check("dealing.q99", Fraction(1, 2))  # no such question: not sent
    kc.check("nosheet.q1", Fraction(1, 2))
    rows = cls.export_rows(store, ref)
    assert [(r[1], r[2], r[3], r[4], r[5], r[6]) for r in rows] == [
        ("answer", "dealing.q1", None, None, True, None), ("answer", "dealing.q1", None, None, False, "complement"),
        ("answer", "dealing.q1", None, None, False, None), ("answer", "dealing.q1", None, None, True, None)]
    assert right.message == kc.check("dealing.q1", RIGHT_Q1).message  # the message is the same alone and in a class


def test_a_variant_question_goes_to_the_class_in_lower_case(in_class):
    from kit import variants

    store, ref, session = in_class
    variant = variants.draw_variant(np.random.default_rng(5))
    qid = variant.qid(1)
    result = kc.check(qid, variant.questions[0].answer())
    assert result.correct and result.sent == ks.Sent(1, 0)
    assert cls.export_rows(store, ref)[0][2] == qid.lower() and kc.known_question(qid.lower())


def test_a_check_while_the_store_is_down_still_judges_and_says_the_answer_waits(in_class, monkeypatch):
    store, ref, session = in_class
    session._store = None
    session._open_store.up = False
    alone = kc.check("dealing.q1", 1 - RIGHT_Q1, "it").message
    result = kc.check("dealing.q1", 1 - RIGHT_Q1, "it")
    assert not result.correct and result.hint == "complement"
    assert result.sent == ks.Sent(0, 2, "unreachable")
    assert result.message.startswith(alone.split(" Non riesco")[0])
    assert result.message.endswith(t("class.send.waiting", "it", n=2))
    monkeypatch.setattr(session, "send", lambda _records: 1 / 0)  # whatever goes wrong in the class
    assert kc.check("dealing.q1", RIGHT_Q1).correct
    monkeypatch.undo()
    session._open_store.up = True
    assert session.flush() == ks.Sent(2, 0) and cls.records_of(store, ref) == 2


def test_no_answer_is_sent_alone_or_while_recording_keys(in_class, monkeypatch, tmp_path):
    store, ref, session = in_class
    monkeypatch.setenv(kc.RECORD_ENV, str(tmp_path / "keys"))
    (tmp_path / "keys").mkdir()
    assert kc.check("dealing.q1", RIGHT_Q1).sent is None
    monkeypatch.delenv(kc.RECORD_ENV)
    session.leave()
    assert kc.check("dealing.q1", RIGHT_Q1).sent is None
    assert cls.records_of(store, ref) == 0


def test_known_questions_are_the_keys_and_the_variants():
    from kit import variants

    qids = {qid for path in kc.KEYS_DIR.glob("*.json") for qid in kc.load_key(path.stem)}
    assert len(qids) >= 36 and all(kc.known_question(q) and cls.ID_PATTERN.match(q) for q in qids)
    variant = variants.draw_variant(np.random.default_rng(1))
    last = len(variant.questions)
    assert kc.known_question(variant.qid(last)) and not kc.known_question(f"v.{variant.code}.q{last + 1}")
    broken = variant.code[:-1] + ("0" if variant.code[-1] != "0" else "1")
    for qid in ("dealing.q99", "nosheet.q1", "dealing", "", "../keys.q1", f"v.{broken}.q1", None, 3):
        assert not kc.known_question(qid), qid
    assert [kc.mistake_id(h) for h in ("complement", "", "With Replacement", "check.hint.percentage")] == [
        "complement", None, "with_replacement", "percentage"]


def test_two_pages_sending_the_same_uid_at_the_same_moment_keep_it_once(store, monkeypatch):
    """On PostgreSQL two writers can pass the uid check together; the second insert then breaks the
    unique constraint: record() tries once more and skips it (simulated here on SQLite)."""
    import sqlalchemy

    ref, _ = cls.start_class(store, "en")
    ann, bob = cls.join(store, ref.code, "Ann"), cls.join(store, ref.code, "Bob")
    once = cls._record_once
    calls = []

    def racing(store_, member, checked, stamp):
        calls.append(member.nickname)
        if len(calls) == 1:  # Bob's page wins the race with the same uids
            once(store_, bob, checked[:2], stamp)
            raise sqlalchemy.exc.IntegrityError("INSERT", {}, Exception("UNIQUE constraint failed"))
        return once(store_, member, checked, stamp)

    monkeypatch.setattr(cls, "_record_once", racing)
    assert cls.record(store, ann, [rec(uid=f"d{j}") for j in range(3)]) == 1
    assert calls == ["Ann", "Ann"] and cls.records_of(store, ref) == 3


def test_the_class_view_counts_every_record_and_keeps_each_students_first_guess(store):
    ref, key = cls.start_class(store, "en")
    ann, bob = cls.join(store, ref.code, "Ann"), cls.join(store, ref.code, "Bob")
    cls.record(store, ann, [rec("guess", "misconceptions.eleventh", "g1", value=0.4),
                            rec("guess", "misconceptions.eleventh", "g2", value=0.3)])  # changed her mind: the first counts
    cls.record(store, bob, [rec("guess", "misconceptions.eleventh", "g3", choice="12/30"), rec(uid="d1", value=0)])
    view = cls.class_view(store, cls.open_class(store, ref.code, key))
    assert view.guesses == {"misconceptions.eleventh": [(ann.member_id, 0.4, None), (bob.member_id, None, "12/30")]}
    assert view.records == 4 == cls.records_of(store, ref)


def test_the_wait_of_a_big_batch_is_until_it_fits_not_until_the_oldest_record_goes(store):
    ref, _ = cls.start_class(store, "en")
    ann = cls.join(store, ref.code, "Ann")
    t0 = datetime(2026, 12, 2, 9, 0, tzinfo=timezone.utc)
    cls.record(store, ann, [rec(uid=f"a{j}") for j in range(50)], now=t0)
    for b in range(11):
        cls.record(store, ann, [rec(uid=f"b{b}x{j}") for j in range(50)], now=t0 + timedelta(seconds=30))
    batch = [rec(uid=f"c{j}") for j in range(100)]
    with pytest.raises(cls.TooFast) as fast:
        cls.record(store, ann, batch, now=t0 + timedelta(seconds=40))
    assert fast.value.wait_s == 50  # 100 must go: the 50 of t0 and 50 of t0 + 30 s, a minute old at t0 + 90 s
    with pytest.raises(cls.TooFast):
        cls.record(store, ann, batch, now=t0 + timedelta(seconds=61))  # the oldest gone is not enough
    assert cls.record(store, ann, batch, now=t0 + timedelta(seconds=90, milliseconds=1)) == 100


def test_a_full_outbox_sends_what_waits_before_refusing_a_record(store, monkeypatch):
    ref, _ = cls.start_class(store, "en")
    flaky = Flaky(store)
    session = ks.ClassSession(flaky)
    session.join(ref.code, "Ann")
    monkeypatch.setattr(ks, "MAX_WAITING", 12)
    monkeypatch.setattr(cls, "RATE_PER_MINUTE", 10_000)
    session._store, flaky.up = None, False
    assert session.deals("uno.first_card_action", [True] * 10) == ks.Sent(0, 10, "unreachable")
    assert session.deals("uno.first_card_action", [True] * 5) == ks.Sent(0, 10, "full")  # still down: refused
    flaky.up = True
    assert session.deals("uno.first_card_action", [False] * 5) == ks.Sent(5, 0)  # back: the ten went first
    assert cls.pooled(store, ref.id, "uno.first_card_action") == cls.Pooled(15, 10, 1)


def test_a_page_sends_only_the_kits_own_ids(tmp_path):
    """Every value is checked: a guess, question or experiment id that is not the kit's is refused
    before it is queued, with words saying so; the kit's own ids pass."""
    session = ks.ClassSession(lambda: Store(url_for(tmp_path)))
    ref, _key = cls.start_class(session.store(), "en")
    session.join(ref.code, "Ada")
    for kind, send in (("guess", lambda: session.guess("misconceptions.made_up", number=0.3)),
                       ("answer", lambda: session.answer("dealing.q99", True)),
                       ("deal", lambda: session.deals("uno.made_up", [True]))):
        with pytest.raises(cls.ClassError, match=f"no {kind} is called"):
            send()
    assert session.outbox == []
    assert session.guess("misconceptions.eleventh", number=0.3).kept == 1
    assert session.answer("dealing.q1", False, "complement").kept == 1
    assert session.deals("trentasette.no_seven_26", [False, True]).kept == 2
    assert cls.records_of(session.store(), ref) == 4


# --- the join box's words and timing -------------------------------------------------------------

def test_a_nickname_typed_fast_then_enter_joins_with_the_whole_nickname(store):
    """The browser sends Enter at once but holds back the box's last letters while a message is on
    its way: the join waits for them (Enter first, then "ara" arriving, as in the class)."""
    import asyncio

    from kit.ui.classroom import JoinBox
    from kit.ui.widgets import TYPED_WAIT_S as JOIN_DELAY_S

    ref, _ = cls.start_class(store, "en")
    session = ks.ClassSession(lambda: store)
    box = JoinBox("en", session=session)
    box.code.value, box.nickname.value = ref.code, "S"

    async def typed_fast():
        box.nickname._handle_custom_msg({"event": "submit"}, [])  # Enter overtakes the letters
        await asyncio.sleep(JOIN_DELAY_S / 3)
        box.nickname.value = "Sa"
        await asyncio.sleep(JOIN_DELAY_S / 3)
        box.nickname.value = "Sara"
        assert not session.joined  # still waiting for the last letters
        await asyncio.sleep(JOIN_DELAY_S * 2)

    focus = box.memory.focus
    on_a_thread_of_its_own(lambda: asyncio.run(typed_fast()))
    assert session.joined and session.member.nickname == "Sara"
    assert list(cls.class_view(store, ref).nicknames.values()) == ["Sara"]
    assert box.memory.focus == focus + 1  # the focus goes to the status line, not the page's body
    assert 'tabindex="-1"' in box.status.value and "“Sara”" in box.status.value


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_taken_nickname_words_fit_a_renewed_word_and_a_page_that_left(store, lang):
    from kit.store.classroom import new_rejoin_word, open_class
    from kit.ui.classroom import JoinBox

    ref, key = cls.start_class(store, lang)
    box = JoinBox(lang, session=ks.ClassSession(lambda: store))
    box.code.value, box.nickname.value = ref.code, "Ada"
    assert box.join()
    old = box.session.member.token
    box.leave()  # left on this page: coming back with the same nickname needs the word
    box.code.value, box.nickname.value = ref.code.lower(), "ada"
    assert not box.join() and box.word.layout.display != "none"
    assert html.escape(t("class.join.taken_left", lang, nickname="ada")) in box.status.value
    assert "another browser" not in box.status.value and "altro browser" not in box.status.value
    other = JoinBox(lang, session=ks.ClassSession(lambda: store))  # another browser: the general words
    other.code.value, other.nickname.value = ref.code, "Ada"
    assert not other.join() and html.escape(t("class.join.taken", lang, nickname="Ada")) in other.status.value
    new_rejoin_word(store, open_class(store, ref.code, key), "Ada")
    reloaded = JoinBox(lang, session=ks.ClassSession(lambda: store))  # the old browser, reloaded
    reloaded.memory.saved = {"code": ref.code, "nickname": "Ada", "token": old}
    assert not reloaded.session.joined and reloaded.word.layout.display != "none"
    assert html.escape(t("class.join.word_renewed", lang, nickname="Ada")) in reloaded.status.value


def test_on_a_hub_the_users_own_server_keeps_the_class_and_the_browser_nothing(store, tmp_path, monkeypatch):
    """All of a JupyterHub's users share one address, so one ``localStorage`` per browser, which the
    next student on a computer-room machine could read: on a hub (``JUPYTERHUB_USER`` in every kernel
    of a user's server) the class is kept in the user's home instead, readable by them alone, and a
    new page (a reload, a server the culler stopped and the hub started again) joins from it."""
    from kit.ui.classroom import JoinBox, home_memory

    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    assert home_memory() is None and JoinBox("it", session=ks.ClassSession(lambda: store)).memory.key == "kit.class"
    monkeypatch.setenv("JUPYTERHUB_USER", "anna")
    kept = home_memory()
    assert kept == tmp_path / "class.json"  # KIT_DATA_DIR, else ~/.kit: the user's own home on a hub
    ref, _ = cls.start_class(store, "it")
    box = JoinBox("it", session=ks.ClassSession(lambda: store))
    assert box.memory.key == "" and not kept.exists()  # the browser keeps nothing ("" in class_memory.js)
    box.code.value, box.nickname.value = ref.code, "Anna"
    assert box.join()
    assert json.loads(kept.read_text()) == {"code": ref.code, "nickname": "Anna", "token": box.session.member.token}
    assert kept.stat().st_mode & 0o777 == 0o600
    again = JoinBox("it", session=ks.ClassSession(lambda: store))  # a new kernel: the page reloaded
    assert again.session.joined and again.session.member.nickname == "Anna"
    assert html.escape(t("class.join.rejoined", "it", code=ref.code, nickname="Anna")) in again.status.value
    again.leave()
    assert not kept.exists()
    assert not JoinBox("it", session=ks.ClassSession(lambda: store)).session.joined
    kept.write_text("not json")  # a damaged file: the student simply joins again
    assert not JoinBox("it", session=ks.ClassSession(lambda: store)).session.joined


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_nickname_rule_says_what_is_accepted(store, lang):
    """The words name symbols and emoji because the store keeps them; what it refuses they name too."""
    from kit.ui.classroom import JoinBox

    ref, _ = cls.start_class(store, lang)
    box = JoinBox(lang, session=ks.ClassSession(lambda: store))
    box.code.value, box.nickname.value = ref.code, "Marco\n🃏"
    assert not box.join()
    said = box.status.value
    assert "emoji" in said and ("a capo" in said if lang == "it" else "line breaks" in said)
    box.nickname.value = "Marco 🃏"
    assert box.join() and box.session.member.nickname == "Marco 🃏"


def test_a_real_postgresql_restarted_mid_lesson_loses_nothing_and_counts_each_record_once(pg_server, pg_url,
                                                                                         monkeypatch):
    """Issue 25's fault: the PostgreSQL server itself stopped during a lesson (not a stand-in):
    what the page sends meanwhile waits in its outbox, and after the server is back every record is
    in the store exactly once."""
    monkeypatch.setenv("KIT_DATABASE_URL", pg_url)
    store = Store(pg_url)
    ref, _ = cls.start_class(store, "it")
    session = ks.ClassSession(lambda: store)
    session.join(ref.code, "Ann")
    assert session.deals("uno.first_card_action", [True, False, False]) == ks.Sent(3, 0)
    pg_server.stop("fast")
    try:
        sent = session.deals("uno.first_card_action", [True] * 4 + [False] * 6)
        assert (sent.kept, sent.waiting, sent.problem) == (0, 10, "unreachable")
        assert session.guess("misconceptions.eleventh", number=0.3).waiting == 11
    finally:
        pg_server.start()
    assert session.flush() == ks.Sent(11, 0)
    assert session.flush() == ks.Sent(0, 0)
    assert cls.records_of(store, ref) == 14
    assert cls.pooled(store, ref.id, "uno.first_card_action") == cls.Pooled(13, 5, 1)


# --- many pages at the same instant (issue 25: PostgreSQL lets them run side by side) -------------

def at_once(count: int, work) -> list:
    """``work(i)`` for i in range(count) on as many threads, started together; each result or the
    exception it raised, in order (PostgreSQL runs their transactions side by side; SQLite in turn)."""
    import threading

    barrier, results = threading.Barrier(count), [None] * count

    def run(i: int) -> None:
        barrier.wait(timeout=30)
        try:
            results[i] = work(i)
        except Exception as error:  # noqa: BLE001 - the test looks at what each raised
            results[i] = error

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


def test_one_nickname_joined_from_twelve_pages_at_once_goes_to_one_and_the_rest_hear_taken(store):
    ref, _ = cls.start_class(store, "it")
    said = at_once(12, lambda i: cls.join(store, ref.code, "Ada" if i % 2 else "ADA"))
    won = [r for r in said if isinstance(r, cls.Member)]
    assert len(won) == 1
    assert all(isinstance(r, cls.ClassError) and r.reason == "taken" for r in said if r not in won), said


def test_one_chosen_code_started_by_eight_teachers_at_once_opens_one_class(store):
    said = at_once(8, lambda i: cls.start_class(store, "en", code="QUIZ42"))
    started = [r for r in said if isinstance(r, tuple)]
    assert len(started) == 1 and started[0][0].code == "QUIZ42"
    assert all(isinstance(r, cls.ClassError) and r.reason == "taken" for r in said if r not in started), said


def test_a_class_deleted_while_its_students_send_is_deleted_and_they_are_told_they_left(store):
    """The teacher's delete takes the class first; students' sends queue behind it or find the
    class gone (PostgreSQL once found the two waiting for each other: a deadlock)."""
    ref, _ = cls.start_class(store, "it")
    members = [cls.join(store, ref.code, f"allievo{n}") for n in range(6)]

    def work(i: int):
        if i == 6:
            time.sleep(0.02)
            return cls.delete_class(store, ref)
        for b in range(6):
            cls.record(store, members[i], [rec(uid=f"m{i}b{b}r{r}") for r in range(10)])
        return "sent"

    said = at_once(7, work)
    assert isinstance(said[6], int), said[6]  # the delete went through, counting what it deleted
    assert all(r == "sent" or isinstance(r, cls.ClassError) and r.reason == "not_member" for r in said[:6]), said
    with pytest.raises(cls.ClassError, match="no class"):
        cls.join(store, ref.code, "Ada")
    assert cls.records_of(store, ref) == 0


def test_two_pages_of_one_student_at_once_cannot_pass_the_rate_limit_together(store):
    ref, _ = cls.start_class(store, "it")
    member = cls.join(store, ref.code, "Ada")
    now = datetime.now(timezone.utc)
    for b in range(5):
        cls.record(store, member, [rec(uid=f"a{b}x{r}") for r in range(100)], now=now)
    said = at_once(2, lambda i: cls.record(store, member, [rec(uid=f"p{i}x{r}") for r in range(100)], now=now))
    assert sorted(type(r).__name__ for r in said) == ["TooFast", "int"], said
    assert cls.records_of(store, ref) == cls.RATE_PER_MINUTE


@pytest.mark.parametrize("typed", ["K7QX\x002M", "\x00", "K7QX2M\ufeff", "ÀBCD12"])
def test_a_code_with_characters_no_code_has_finds_no_class_on_either_database(store, typed):
    ref, key = cls.start_class(store, "it")
    with pytest.raises(cls.ClassError) as refused:
        cls.join(store, typed, "Ada")
    assert refused.value.reason == "no_class"
    with pytest.raises(cls.ClassError, match="no class"):
        cls.open_class(store, typed, key)
    with pytest.raises(cls.ClassError) as refused:
        cls.new_rejoin_word(store, ref, "Ada\x00")
    assert refused.value.reason == "not_member"


def test_a_guess_is_kept_as_checked_and_numbers_too_big_or_not_real_are_refused(store):
    ref, _ = cls.start_class(store, "it")
    member = cls.join(store, ref.code, "Ada")
    assert cls.record(store, member, [rec("guess", "misconceptions.eleventh", "g1", choice="  " * 30 + "more  ")]) == 1
    with store.read() as conn:
        assert conn.execute(sqlalchemy.select(schema.class_records.c.choice)).scalar_one() == "more"
    for value in (10 ** 400, -(10 ** 400), np.complex128(0.5 + 1j), complex(0.5)):
        with pytest.raises(cls.ClassError, match="number") as refused:
            cls.record(store, member, [rec("guess", "misconceptions.eleventh", "g2", value=value)])
        assert refused.value.reason == "bad_record"
    assert cls.records_of(store, ref) == 1


def test_times_come_back_in_utc_whatever_the_database_servers_zone(store):
    if store.path is None:  # PostgreSQL gives times in its session's zone: make it Rome's
        with store.engine.connect() as conn:
            conn.exec_driver_sql(f"ALTER DATABASE {store.engine.url.database} SET timezone TO 'Europe/Rome'")
            conn.commit()
        store.engine.dispose()
    ref, key = cls.start_class(store, "it")
    opened = cls.open_class(store, ref.code, key)
    assert opened.started_at.utcoffset() == timedelta(0) and abs(opened.started_at - ref.started_at) < timedelta(seconds=1)


def test_a_join_while_the_store_is_out_of_reach_is_tried_again_by_itself_and_the_reason_logged(store, monkeypatch):
    """The database restarting as the class begins: the join box says it will try again, does,
    and the student is in; the server's log says why once (a wrong password and a stopped database
    look the same on the page), never the password."""
    import asyncio
    import logging

    from kit.store.core import StoreError
    from kit.ui import classroom as ui

    monkeypatch.setattr(ui, "RETRY_S", 0.05)
    ref, _ = cls.start_class(store, "it")
    down = [True]

    def opener():
        if down[0]:
            raise StoreError("cannot open the store postgresql+psycopg://kit:***@db/kit: connection refused")
        return store

    logged: list[str] = []
    handler = logging.Handler()
    handler.emit = lambda record: logged.append(record.getMessage())
    logging.getLogger("kit.classroom").addHandler(handler)
    ks.log_reached()
    try:
        box = ui.JoinBox("it", session=ks.ClassSession(opener))
        async def lesson():
            box.code.value, box.nickname.value = ref.code, "Ada"
            assert not box.join()
            assert html.escape(t("class.join.unreachable", "it", s="0.05")) in box.status.value
            await asyncio.sleep(0.2)  # tried again meanwhile: still out of reach
            assert not box.session.joined
            down[0] = False
            await asyncio.sleep(0.2)

        on_a_thread_of_its_own(lambda: asyncio.run(lesson()))
        assert box.session.joined and box.session.member.nickname == "Ada"
        assert box.session.deals("uno.first_card_action", [True]).kept == 1
    finally:
        logging.getLogger("kit.classroom").removeHandler(handler)
    assert logged == ["the class store cannot be reached: cannot open the store "
                      "postgresql+psycopg://kit:***@db/kit: connection refused", "the class store is reached again"]
