"""A class in the store: the teacher's class, its students by nickname, and what they send —
guesses, sheet answers and the deals of class experiments (issue 24's "the class together").

Who may do what.  The teacher starts a class (:func:`start_class`) and gets its code, to write on
the board, and a teacher's key that only the teacher's page holds; the store keeps a digest of the
key, never the key.  A student joins with the code and a nickname (:func:`join`) and gets a **rejoin word**
(:func:`~kit.store.codes.new_word`, e.g. ``"tibaromu"``): the student's browser keeps it, so the same
nickname comes back in after a reload or a restart, and the student writes it down, so the
nickname comes back from another browser or device too (nickname + rejoin word).  The store keeps
the word's digest, never the word.  Another student typing a nickname already taken is refused;
a student who lost the word asks the teacher, whose key gives the nickname a new word
(:func:`new_rejoin_word`), keeping everything that nickname sent.  Recording
(:func:`record`) needs a member of a class; reading a class's records
(:func:`class_view`), exporting them (:func:`export_rows`) and deleting the class
(:func:`delete_class`) need the teacher's key (:func:`open_class`).  A student sees pooled numbers
(:func:`pooled`) and their own deals (:func:`own_deals`, with their rejoin word), never another
student's records.

Each record is checked before it is written (:func:`check_record`: its kind, an id of letters,
digits and ``._-``, finite numbers in range, short printable choices); the ids' meaning (known
questions, guesses and experiments) is checked by :mod:`kit.classroom`, which is the only caller
the apps use.  A record carries the page's own id (``uid``): the same record sent twice is kept
once.  A member may send at most :data:`RATE_PER_MINUTE` records a minute (:class:`TooFast`).

Every write is one short transaction (SQLite: ``BEGIN IMMEDIATE``, writers queue), every query
has its values bound as parameters.
"""

from __future__ import annotations

import math
import re
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta, timezone

import numpy as np
from sqlalchemy import Connection, and_, delete, exc, func, insert, select

from kit.store.codes import CODE_LENGTH, WORD_SYLLABLES, check_code, digest, new_code, new_key, new_word, normal_code
from kit.store.core import Store, StoreError, shown_url
from kit.store.names import MAX_NICKNAME, check_name
from kit.store.schema import class_members, class_records, classes

KINDS = ("guess", "answer", "deal")
"""What a record is: a guess before a lesson's answer, a sheet's checked answer, a deal of a class
experiment."""

RATE_PER_MINUTE = 600
"""The most records one member may send in a minute: sixty clicks of "ten deals", far more than a
student at a page sends, far less than a flood (a refused batch is refused whole)."""

MAX_BATCH = 100
"""The most records one call may carry."""

ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9._-]{0,63}\Z")
"""A question, guess, experiment or mistake id: lower-case letters, digits, ``.``, ``_``, ``-``;
1 to 64 characters."""

MAX_VALUE = 1e12
"""The largest number a guess may carry (in absolute value)."""

MAX_CHOICE = 64
"""The longest choice a guess may carry, in characters."""

TOKEN_LENGTH = 2 * WORD_SYLLABLES
"""Characters of a student's rejoin token: the rejoin word (:func:`~kit.store.codes.new_word`).
(Members who joined before the word kept a 16-character token: it still works.)"""


class ClassError(ValueError):
    """A class request refused: the message says what was wrong and what is allowed.

    Attributes:
        reason: ``"no_class"`` (no class has this code), ``"bad_key"`` (not the teacher's key),
            ``"taken"`` (the nickname is another student's), ``"bad_record"`` (a record not
            kept, see :func:`check_record`), ``"not_member"`` (a member this store does not know).
    """

    def __init__(self, reason: str, message: str) -> None:
        self.reason = reason
        super().__init__(message)


class TooFast(ClassError):
    """A member sent more than :data:`RATE_PER_MINUTE` records in a minute.

    Attributes:
        wait_s: seconds to wait before the batch fits (whole seconds, at least 1).
    """

    def __init__(self, wait_s: int) -> None:
        self.wait_s = wait_s
        super().__init__("too_fast", f"at most {RATE_PER_MINUTE} records a minute: wait {wait_s} s and send again")


@dataclass(frozen=True)
class ClassRef:
    """A class the teacher's key opened.

    Attributes:
        id: the class's row id.
        code: its code (normalised, as on the board).
        lang: ``"it"`` or ``"en"``, the language it was started in.
        started_at: when (UTC).
    """

    id: int
    code: str
    lang: str
    started_at: datetime


@dataclass(frozen=True)
class Member:
    """A student in a class.

    Attributes:
        class_id: the class's row id.
        code: the class's code.
        member_id: the member's row id.
        nickname: the nickname as the student typed it (trimmed).
        token: the rejoin word (the browser keeps it, the student writes it down; the store
            keeps its digest).
    """

    class_id: int
    code: str
    member_id: int
    nickname: str
    token: str


@dataclass(frozen=True)
class Record:
    """One thing a student sent.

    Attributes:
        kind: one of :data:`KINDS`.
        item: the guess id, question id or experiment id (:data:`ID_PATTERN`).
        uid: the page's id of this record (1 to 32 letters and digits): the same uid is kept once.
        value: a guess's number, or a deal's outcome (1.0 the event happened, 0.0 it did not).
        choice: a guess's choice (a short text).
        right: an answer: whether it was right.
        mistake: a wrong answer: the id of the known mistake its hint named (``None``: no hint).
    """

    kind: str
    item: str
    uid: str
    value: float | None = None
    choice: str | None = None
    right: bool | None = None
    mistake: str | None = None


def new_uid() -> str:
    """A fresh record id (32 hex digits from :mod:`secrets`; not a seeded draw: two pages must
    never make the same id)."""
    return secrets.token_hex(16)


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _utc(when: datetime) -> datetime:
    """``when`` in UTC, with its zone (SQLite gives back a time without one; PostgreSQL one in
    the database server's own zone)."""
    return when.astimezone(timezone.utc) if when.tzinfo else when.replace(tzinfo=timezone.utc)


def _unique_violation(error: exc.IntegrityError) -> bool:
    """Whether ``error`` is a unique constraint's (another writer got there first), not a
    foreign key's (what it refers to was deleted meanwhile)."""
    return getattr(error.orig, "sqlstate", None) == "23505" or "UNIQUE constraint failed" in str(error.orig)


def _lock_class(conn: Connection, class_id: int, *, delete: bool = False) -> bool:
    """Lock class ``class_id``'s row for this transaction: shared, for a student's write (what
    refers to the class), or exclusive before the class is deleted.  Every transaction that
    writes a class's rows takes this lock first, so PostgreSQL never finds two of them waiting for
    each other (a deadlock: a teacher deleting a class while its students send).  SQLite ignores
    it (its writers take turns anyway).  Returns whether the class exists."""
    query = select(classes.c.id).where(classes.c.id == class_id)
    query = query.with_for_update() if delete else query.with_for_update(read=True, key_share=True)
    return conn.execute(query).first() is not None


def _bad(message: str) -> ClassError:
    return ClassError("bad_record", message)


def check_id(text: object, what: str) -> str:
    """``text`` if it is an id (:data:`ID_PATTERN`).

    Raises:
        ClassError: ``bad_record``, saying what an id may hold.
    """
    if not isinstance(text, str) or not ID_PATTERN.match(text):
        shown = repr(text)[:40] if isinstance(text, str) else type(text).__name__
        raise _bad(f"a {what} is 1 to 64 lower-case letters, digits, '.', '_' or '-', got {shown}")
    return text


def check_record(rec: object) -> Record:
    """``rec`` if the store keeps it: a :class:`Record` whose fields fit its kind.

    A guess carries a finite number within ±:data:`MAX_VALUE` or a printable choice of at most
    :data:`MAX_CHOICE` characters (one of them); an answer carries ``right`` (and, when wrong,
    maybe a mistake id); a deal carries a value 0 or 1.

    Raises:
        ClassError: ``bad_record``, saying which field was wrong and what is allowed.
    """
    if not isinstance(rec, Record):
        raise _bad(f"a record is a Record, got {type(rec).__name__}")
    if rec.kind not in KINDS:
        raise _bad(f"a record's kind is one of {', '.join(KINDS)}, got {str(rec.kind)[:20]!r}")
    check_id(rec.item, "record's item")
    if not isinstance(rec.uid, str) or not (1 <= len(rec.uid) <= 32) or not rec.uid.isascii() or not rec.uid.isalnum():
        raise _bad("a record's uid is 1 to 32 letters and digits")
    numeric = (rec.value is not None and not isinstance(rec.value, bool)
               and isinstance(rec.value, (int, float, np.integer, np.floating)))
    if rec.value is not None and not numeric:
        raise _bad(f"a record's value is a number, got {type(rec.value).__name__}")
    if rec.kind == "guess":
        if (rec.value is None) == (rec.choice is None):
            raise _bad("a guess carries a number or a choice (one of them)")
        if rec.value is not None and not (abs(rec.value) <= MAX_VALUE and math.isfinite(rec.value)):
            raise _bad(f"a guess's number is finite and at most {MAX_VALUE:.0e} in size")
        if rec.choice is not None:
            try:
                rec = replace(rec, choice=check_name(rec.choice, MAX_CHOICE, "a guess's choice"))
            except ValueError as error:
                raise _bad(str(error)) from None
        if rec.right is not None or rec.mistake is not None:
            raise _bad("a guess carries no right/wrong and no mistake")
    elif rec.kind == "answer":
        if not isinstance(rec.right, bool):
            raise _bad("an answer carries right=True or right=False")
        if rec.value is not None or rec.choice is not None:
            raise _bad("an answer carries no number and no choice (never the student's work)")
        if rec.mistake is not None:
            if rec.right:
                raise _bad("a right answer names no mistake")
            check_id(rec.mistake, "mistake id")
    else:  # deal
        if rec.value not in (0, 1) or rec.choice is not None or rec.right is not None or rec.mistake is not None:
            raise _bad("a deal carries only its outcome: value 1 (the event happened) or 0")
    return rec


# --- the teacher ----------------------------------------------------------------------------------

def start_class(store: Store, lang: str, code: str | None = None) -> tuple[ClassRef, str]:
    """Start a class: a fresh code (or ``code``, e.g. the server's own) and a fresh teacher's key.

    Args:
        store: the :class:`~kit.store.core.Store`.
        lang: ``"it"`` or ``"en"``.
        code: a code of the teacher's choosing (:func:`~kit.store.codes.check_code`), or ``None``.

    Returns:
        ``(class, key)``: the key is returned once and never stored.

    Raises:
        ValueError: ``lang`` not ``"it"``/``"en"``, or a ``code`` not allowed.
        ClassError: ``taken``: ``code`` is already another class's.
        StoreError: the store cannot be written.
    """
    if lang not in ("it", "en"):
        raise ValueError(f"a class's language is 'it' or 'en', got {lang!r}")
    key = new_key()
    chosen = check_code(code) if code else None
    taken = ClassError("taken", f"a class with the code {chosen} exists already: open it with its key")
    for _ in range(3):  # a new code another class took at the same instant: draw again
        try:
            with store.write() as conn:
                for _ in range(20):
                    wanted = chosen or new_code(length=CODE_LENGTH)
                    if conn.execute(select(classes.c.id).where(classes.c.code == wanted)).first() is None:
                        break
                    if chosen:
                        raise taken
                started = _now()
                class_id = conn.execute(insert(classes).values(code=wanted, key_digest=digest(key), lang=lang,
                                                               started_at=started)).inserted_primary_key[0]
            return ClassRef(int(class_id), wanted, lang, started), key
        except exc.IntegrityError as error:
            if chosen or not _unique_violation(error):
                raise taken if chosen else StoreError(f"cannot write the store {shown_url(store.url)}: {error.orig}") from None
    raise StoreError(f"cannot write the store {shown_url(store.url)}: no free class code after three tries")


def _class_by_code(conn: Connection, code: object):
    norm = normal_code(code) if isinstance(code, str) else ""
    usable = norm.isascii() and norm.isalnum()  # a code is letters and digits: nothing else is looked up
    row = conn.execute(select(classes).where(classes.c.code == norm)).first() if usable else None
    if row is None:
        raise ClassError("no_class", "no class has this code: check the code on the board")
    return row


def open_class(store: Store, code: str, key: str) -> ClassRef:
    """The class with ``code`` if ``key`` is its teacher's key.

    Raises:
        ClassError: ``no_class`` or ``bad_key``.
        StoreError: the store cannot be read.
    """
    with store.read() as conn:
        row = _class_by_code(conn, code)
    if not isinstance(key, str) or not secrets.compare_digest(digest(key), row.key_digest):
        raise ClassError("bad_key", "this is not the class's teacher key")
    return ClassRef(row.id, row.code, row.lang, _utc(row.started_at))


def delete_class(store: Store, ref: ClassRef) -> int:
    """Delete the class ``ref`` (opened with its key) and everything its students sent.

    Returns:
        How many records were deleted.

    Raises:
        StoreError: the store cannot be written.
    """
    with store.write() as conn:
        _lock_class(conn, ref.id, delete=True)  # first: the students' writes wait, none is half-way
        gone = conn.execute(delete(class_records).where(class_records.c.class_id == ref.id)).rowcount
        conn.execute(delete(class_members).where(class_members.c.class_id == ref.id))
        conn.execute(delete(classes).where(classes.c.id == ref.id))
    return int(gone or 0)


# --- the students ---------------------------------------------------------------------------------

def check_nickname(nickname: object) -> str:
    """``nickname`` trimmed, if a class keeps it: 1 to :data:`MAX_NICKNAME` printable characters.

    Raises:
        BadName: (a :class:`ValueError`) what was wrong and what is allowed.
    """
    return check_name(nickname, MAX_NICKNAME, "a nickname")


def join(store: Store, code: str, nickname: str, token: str | None = None) -> Member:
    """Join the class ``code`` as ``nickname`` (case aside, unique in the class); with the
    ``token`` (the rejoin word) this nickname was given before, join again as the same member —
    from the same browser or, typed by the student, from any other.

    Args:
        store: the store.
        code: the class code as typed (case, spaces and dashes aside).
        nickname: the nickname as typed (trimmed).
        token: ``None`` for a new nickname, or its rejoin word (case, spaces and dashes aside).

    Returns:
        The :class:`Member`; a new member's ``token`` is a fresh rejoin word, a member joining
        again gets the word as the store compares it (lower case, no spaces or dashes).

    Raises:
        BadName: the nickname is empty, too long or not printable.
        ClassError: ``no_class``, or ``taken`` (the nickname is another student's: no token, or
            not its token).
        StoreError: the store cannot be written.
    """
    nickname = check_nickname(nickname)
    folded = nickname.casefold()[:MAX_NICKNAME]
    taken = ClassError("taken", f"the nickname {nickname!r} is taken in this class: choose another")
    try:
        with store.write() as conn:
            row = _class_by_code(conn, code)
            if not _lock_class(conn, row.id):
                raise ClassError("no_class", "no class has this code: check the code on the board")
            found = conn.execute(select(class_members.c.id, class_members.c.token_digest, class_members.c.nickname)
                                 .where(and_(class_members.c.class_id == row.id,
                                             class_members.c.folded == folded))).first()
            if found is not None:
                if isinstance(token, str) and secrets.compare_digest(digest(token), found.token_digest):
                    return Member(row.id, row.code, found.id, found.nickname, normal_code(token).lower())
                raise taken
            token = new_word()
            member_id = conn.execute(insert(class_members).values(
                class_id=row.id, nickname=nickname, folded=folded, token_digest=digest(token),
                joined_at=_now())).inserted_primary_key[0]
    except exc.IntegrityError as error:  # PostgreSQL: another page took the nickname at the same instant
        if _unique_violation(error):
            raise taken from None
        raise StoreError(f"cannot write the store {shown_url(store.url)}: {error.orig}") from None
    return Member(row.id, row.code, int(member_id), nickname, token)


def new_rejoin_word(store: Store, ref: ClassRef, nickname: str) -> str:
    """Give ``nickname`` of class ``ref`` (opened with the teacher's key) a new rejoin word, for a
    student who lost theirs (a new browser, another device, a word not written down).

    The old word stops working at once: a page still joined with it is told it is no longer in
    the class (its next record is refused, ``not_member``).  Everything the nickname sent stays
    its own; the student types the nickname and the new word to take it back.

    Args:
        store: the store.
        ref: the class, from :func:`open_class` (only the teacher's page holds one).
        nickname: the nickname as shown (case aside).

    Returns:
        The new rejoin word (shown once to the teacher, never stored: the store keeps its digest).

    Raises:
        ClassError: ``not_member``: no student of this class has this nickname.
        StoreError: the store cannot be written.
    """
    folded = nickname.strip().casefold()[:MAX_NICKNAME] if isinstance(nickname, str) else ""
    if "\x00" in folded:  # never a nickname (check_nickname refuses it), and PostgreSQL refuses to compare it
        folded = ""
    word = new_word()
    with store.write() as conn:
        done = conn.execute(class_members.update()
                            .where(and_(class_members.c.class_id == ref.id, class_members.c.folded == folded))
                            .values(token_digest=digest(word))).rowcount
    if not done:
        raise ClassError("not_member", f"no student of this class has the nickname {str(nickname)[:40]!r}")
    return word


def own_deals(store: Store, member: Member) -> dict[str, tuple[int, int]]:
    """The deals ``member`` sent so far, per experiment: their own only (a page that rejoins
    shows the student's tally continuing).

    Returns:
        experiment id → ``(deals, hits)`` (experiments never dealt are left out).

    Raises:
        ClassError: ``not_member``: the class or the member is gone, or the token is not the
            member's (no one reads another student's deals).
        StoreError: the store cannot be read.
    """
    r = class_records.c
    with store.read() as conn:
        _check_member(conn, member)
        rows = conn.execute(select(r.item, func.count(), func.coalesce(func.sum(r.value), 0))
                            .where(and_(r.class_id == member.class_id, r.member_id == member.member_id,
                                        r.kind == "deal"))
                            .group_by(r.item)).all()
    return {item: (int(n), int(hits)) for item, n, hits in rows}


def _check_member(conn, member: Member, lock: bool = False) -> None:
    """Check, inside a transaction on ``conn``, that ``member`` is still in its class with its
    token (the rejoin word) — the one check before a member reads its own records or writes.
    ``lock``: hold the member's row until the transaction ends, so two pages of one member write
    one after the other (on PostgreSQL both would count the last minute's records before either
    adds its own, and pass the rate limit together).

    Raises:
        ClassError: ``not_member``: the class or the member is gone, or the token is no longer
            the member's (the teacher gave a new word).
    """
    query = select(class_members.c.token_digest).where(and_(class_members.c.id == member.member_id,
                                                             class_members.c.class_id == member.class_id))
    owner = conn.execute(query.with_for_update(key_share=True) if lock else query).first()  # FOR NO KEY UPDATE
    if owner is None or not secrets.compare_digest(digest(member.token), owner.token_digest):
        raise ClassError("not_member", "this page is no longer in the class (the class was deleted, or the "
                                       "nickname was given a new rejoin word): join again")


def record(store: Store, member: Member, records: Sequence[Record], now: datetime | None = None) -> int:
    """Keep ``records`` sent by ``member``, each once (a ``uid`` already kept is skipped).

    Args:
        store: the store.
        member: the sender (:func:`join`); its token must still be its member's.
        records: up to :data:`MAX_BATCH` records, each checked by :func:`check_record`.
        now: the time to stamp (default now, UTC).

    Returns:
        How many records were new.

    Raises:
        ClassError: ``bad_record`` (the whole batch is refused), ``not_member`` (the class or the
            member is gone, or the token is not the member's).
        TooFast: the member would pass :data:`RATE_PER_MINUTE` (nothing is kept).
        StoreError: the store cannot be written (nothing is kept: send again later).
    """
    if len(records) > MAX_BATCH:
        raise _bad(f"at most {MAX_BATCH} records at a time, got {len(records)}")
    checked = [check_record(rec) for rec in records]
    if not checked:
        return 0
    stamp = now or _now()
    try:
        return _record_once(store, member, checked, stamp)
    except exc.IntegrityError:
        # Another page sent the same uid at the same moment (PostgreSQL's READ COMMITTED lets two
        # writers past the uid check; SQLite's BEGIN IMMEDIATE never does): once more, it is skipped.
        try:
            return _record_once(store, member, checked, stamp)
        except exc.IntegrityError as error:
            raise StoreError(f"cannot write the store {shown_url(store.url)}: {error.orig or error}") from error


def _record_once(store: Store, member: Member, checked: list[Record], stamp: datetime) -> int:
    """:func:`record`'s one write transaction (``checked`` already checked)."""
    with store.write() as conn:
        _lock_class(conn, member.class_id)
        _check_member(conn, member, lock=True)
        uids = list(dict.fromkeys(rec.uid for rec in checked))
        kept = set(conn.execute(select(class_records.c.uid).where(and_(
            class_records.c.class_id == member.class_id, class_records.c.uid.in_(uids)))).scalars())
        fresh = {}
        for rec in checked:
            if rec.uid not in kept and rec.uid not in fresh:
                fresh[rec.uid] = rec
        if not fresh:
            return 0
        recent = conn.execute(select(func.count()).select_from(class_records).where(and_(
            class_records.c.member_id == member.member_id,
            class_records.c.at > stamp - timedelta(minutes=1)))).scalar_one()
        if recent + len(fresh) > RATE_PER_MINUTE:
            # the batch fits once enough of the last minute's records are older than a minute: the
            # wait is until the last of those must go (not only the oldest: a big batch needs more room)
            must_go = min(recent, recent + len(fresh) - RATE_PER_MINUTE)
            last_to_go = conn.execute(select(class_records.c.at).where(and_(
                class_records.c.member_id == member.member_id,
                class_records.c.at > stamp - timedelta(minutes=1))).order_by(class_records.c.at)
                .offset(max(0, must_go - 1)).limit(1)).scalar()
            wait = 60 - (stamp - _utc(last_to_go)).total_seconds() if last_to_go is not None else 60
            raise TooFast(max(1, math.ceil(wait)))
        conn.execute(insert(class_records), [
            dict(class_id=member.class_id, member_id=member.member_id, kind=rec.kind, item=rec.item,
                 value=None if rec.value is None else float(rec.value), choice=rec.choice,
                 right=rec.right, mistake=rec.mistake, uid=rec.uid, at=stamp)
            for rec in fresh.values()])
    return len(fresh)


# --- what the class sent, pooled ------------------------------------------------------------------

@dataclass(frozen=True)
class Pooled:
    """A class experiment's deals, pooled (what every student of the class may see).

    Attributes:
        deals: how many deals the class recorded.
        hits: in how many the event happened.
        students: how many students dealt.
    """

    deals: int
    hits: int
    students: int


def pooled(store: Store, class_id: int, experiment: str) -> Pooled:
    """The class's pooled deals of ``experiment`` (no nickname, no one student's numbers).

    Raises:
        StoreError: the store cannot be read.
    """
    query = (select(func.count(), func.coalesce(func.sum(class_records.c.value), 0),
                    func.count(func.distinct(class_records.c.member_id)))
             .where(and_(class_records.c.class_id == class_id, class_records.c.kind == "deal",
                         class_records.c.item == experiment)))
    with store.read() as conn:
        deals, hits, students = conn.execute(query).one()
    return Pooled(int(deals), int(hits), int(students))


@dataclass
class ClassView:
    """Everything a class sent, arranged for the teacher's page (:func:`class_view`).

    Attributes:
        nicknames: member id → nickname, in the order they joined.
        guesses: guess id → list of ``(member id, number or None, choice or None)``, each
            member's first guess only (the one written before the answer), in arrival order.
        answers: question id → list of ``(member id, right, mistake id or None)``, every attempt
            in arrival order.
        deals: experiment id → ``(members, outcomes)``: two ``int`` arrays of the same length,
            the member id and the outcome (1/0) of every deal, in arrival order.
        records: how many records the class holds.
    """

    nicknames: dict[int, str] = field(default_factory=dict)
    guesses: dict[str, list[tuple[int, float | None, str | None]]] = field(default_factory=dict)
    answers: dict[str, list[tuple[int, bool, str | None]]] = field(default_factory=dict)
    deals: dict[str, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)
    records: int = 0


def class_view(store: Store, ref: ClassRef) -> ClassView:
    """Read everything class ``ref`` sent (three queries in one read transaction).

    Raises:
        StoreError: the store cannot be read.
    """
    view = ClassView()
    r = class_records.c
    with store.read() as conn:
        for member_id, nickname in conn.execute(select(class_members.c.id, class_members.c.nickname)
                                                .where(class_members.c.class_id == ref.id)
                                                .order_by(class_members.c.id)):
            view.nicknames[member_id] = nickname
        seen: set[tuple[str, int]] = set()
        guesses = 0
        for item, member_id, value, choice in conn.execute(
                select(r.item, r.member_id, r.value, r.choice)
                .where(and_(r.class_id == ref.id, r.kind == "guess")).order_by(r.id)):
            guesses += 1
            if (item, member_id) not in seen:
                seen.add((item, member_id))
                view.guesses.setdefault(item, []).append((member_id, value, choice))
        for item, member_id, right, mistake in conn.execute(
                select(r.item, r.member_id, r.right, r.mistake)
                .where(and_(r.class_id == ref.id, r.kind == "answer")).order_by(r.id)):
            view.answers.setdefault(item, []).append((member_id, bool(right), mistake))
        rows = conn.execute(select(r.item, r.member_id, r.value)
                            .where(and_(r.class_id == ref.id, r.kind == "deal")).order_by(r.id)).all()
    by_item: dict[str, list[tuple[int, float]]] = {}
    for item, member_id, value in rows:
        by_item.setdefault(item, []).append((member_id, value))
    for item, pairs in by_item.items():
        members = np.fromiter((m for m, _ in pairs), dtype=np.int64, count=len(pairs))
        outcomes = np.fromiter((v for _, v in pairs), dtype=np.float64, count=len(pairs)).astype(np.int8)
        view.deals[item] = (members, outcomes)
    view.records = sum(len(v) for v in view.answers.values()) + len(rows) + guesses  # every guess, not only the first
    return view


EXPORT_COLUMNS = ("nickname", "kind", "item", "number", "choice", "right", "mistake", "time_utc")
"""The columns of :func:`export_rows` (the register's CSV)."""


def export_rows(store: Store, ref: ClassRef) -> list[tuple]:
    """Every record of class ``ref`` as a row of :data:`EXPORT_COLUMNS`, in arrival order
    (nicknames only: the store holds no real name).

    Raises:
        StoreError: the store cannot be read.
    """
    r = class_records.c
    query = (select(class_members.c.nickname, r.kind, r.item, r.value, r.choice, r.right, r.mistake, r.at)
             .join(class_members, class_members.c.id == r.member_id)
             .where(r.class_id == ref.id).order_by(r.id))
    with store.read() as conn:
        return [(*row[:-1], _utc(row[-1])) for row in conn.execute(query)]


def records_of(store: Store, ref: ClassRef) -> int:
    """How many records class ``ref`` holds."""
    with store.read() as conn:
        return int(conn.execute(select(func.count()).select_from(class_records)
                                .where(class_records.c.class_id == ref.id)).scalar_one())


def members_of(store: Store, ref: ClassRef) -> Iterable[str]:
    """The nicknames of class ``ref``, in the order they joined."""
    with store.read() as conn:
        return list(conn.execute(select(class_members.c.nickname).where(class_members.c.class_id == ref.id)
                                 .order_by(class_members.c.id)).scalars())


def class_exists(store: Store, ref: ClassRef) -> bool:
    """Whether class ``ref`` is still in the store (the teacher's page asks at each refresh: the
    class may have been deleted from another page, or the store emptied).  Its id and its code
    are both asked: a row id a new class took again after a deletion is not the same class.

    Raises:
        StoreError: the store cannot be read.
    """
    with store.read() as conn:
        return conn.execute(select(classes.c.id).where(and_(classes.c.id == ref.id,
                                                            classes.c.code == ref.code))).first() is not None
