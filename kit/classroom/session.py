"""This kernel's place in a class: who the student is (after joining) and what is still to send.

One kernel is one student's page, so the kernel has one :class:`ClassSession` (:func:`current`),
which every page part uses: the join box, a lesson's guess boxes, a sheet's ``check(...)``, the
class experiment.  A record goes first into the session's outbox and then to the store; when the
store cannot be reached (the server's database restarting, a full disk) the records stay in the
outbox, the page says how many are waiting, and they are sent with the next record or the next
:meth:`ClassSession.flush` (the join box retries every few seconds).  Each record carries its own
id, so a batch sent twice (the store kept it, but the answer was lost) is kept once.

Before joining, nothing is kept, not even in the outbox: "alone, everything works as today and
nothing is stored".

The store is :class:`kit.store.Store` at the URL in the environment variable :data:`URL_VAR`
(a school's PostgreSQL), else the kit's SQLite file.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from kit.classroom.items import known
from kit.store import classroom as cls
from kit.store.core import Store, StoreError

URL_VAR = "KIT_DATABASE_URL"
"""The environment variable with the class store's database URL (default: the SQLite file in the
kit's data folder)."""

CODE_VAR = "KIT_CLASS_CODE"
"""The environment variable with the server's class code (set by ``make app``): a page proposes
it in the join box, so a student types only a nickname."""

_LOG = logging.getLogger("kit.classroom")
"""Why the store could not be reached, for the server's log (a page only says "cannot be reached":
a wrong password and a stopped database look the same to a student, not to the admin)."""
if not _LOG.handlers:
    _handler = logging.StreamHandler(sys.__stderr__)  # the kernel's own stderr, which the server logs;
    _handler.setFormatter(logging.Formatter("[kit %(levelname)s] %(message)s"))  # sys.stderr is the page's
    _LOG.addHandler(_handler)
    _LOG.propagate = False

MAX_WAITING = 2_000
"""The most records the outbox keeps while the store cannot be reached (about 200 clicks of ten
deals); past it, new records are refused with a message."""


@dataclass(frozen=True)
class Sent:
    """What a send or flush did.

    Attributes:
        kept: records the store kept now (new ones; one sent twice counts once).
        waiting: records still in the outbox.
        problem: ``None``, or why records wait or were refused: ``"unreachable"`` (the store could
            not be reached: they wait), ``"too_fast"`` (the rate limit: they wait ``wait_s``),
            ``"full"`` (the outbox is full: the new records were not kept), ``"left"`` (the class
            is gone: join again), ``"not_joined"`` (not in a class: nothing kept, as meant).
        wait_s: with ``"too_fast"``, seconds before the store takes more.
    """

    kept: int
    waiting: int
    problem: str | None = None
    wait_s: int = 0


_LOGGED: list[str] = [""]


def log_unreachable(error: BaseException) -> None:
    """Put in the server's log why the class store could not be reached (``error``'s words,
    never a password: :func:`kit.store.core.shown_url`), once until it is reached again
    (:func:`log_reached`): a page retries every few seconds."""
    reason = str(error)
    if reason != _LOGGED[0]:
        _LOGGED[0] = reason
        _LOG.warning("the class store cannot be reached: %s", reason)


def log_reached() -> None:
    """The store was reached: the next problem is logged again."""
    if _LOGGED[0]:
        _LOGGED[0] = ""
        _LOG.warning("the class store is reached again")


def store_url() -> str | None:
    """The class store's URL from :data:`URL_VAR` (``None``: the kit's SQLite file)."""
    return os.environ.get(URL_VAR) or None


class ClassSession:
    """One page's (kernel's) membership of a class and its outbox.

    Args:
        open_store: makes the :class:`~kit.store.core.Store` (default: at :func:`store_url`); called
            again after a failure, so a store that comes back is found.

    Attributes:
        member: the :class:`~kit.store.classroom.Member` after :meth:`join`, else ``None``.
        outbox: records not yet kept by the store, oldest first.
    """

    def __init__(self, open_store: Callable[[], Store] | None = None) -> None:
        self._open_store = open_store or (lambda: Store(store_url()))
        self._store: Store | None = None
        self._lock = threading.RLock()
        self._not_before = 0.0  # monotonic time before which the store refuses more (rate limit)
        self.member: cls.Member | None = None
        self.outbox: list[cls.Record] = []
        self.listeners: list[Callable[[Sent], None]] = []

    # --- the store ------------------------------------------------------------------------------
    def store(self) -> Store:
        """The store, opened on first use.

        Raises:
            StoreError: it cannot be opened.
        """
        if self._store is None:
            self._store = self._open_store()
        return self._store

    def _unreachable(self, error: BaseException) -> None:
        """Forget the store (open it afresh next time: the database may come back) and log why."""
        self._store = None
        log_unreachable(error)

    # --- joining --------------------------------------------------------------------------------
    @property
    def joined(self) -> bool:
        """Whether this page is in a class."""
        return self.member is not None

    def join(self, code: str, nickname: str, token: str | None = None) -> cls.Member:
        """Join the class ``code`` as ``nickname`` (with ``token``, the nickname's rejoin word kept
        by the browser or typed by the student: again, as the same student).

        Raises:
            BadName: the nickname is empty, too long or not printable.
            ClassError: no class has this code, or the nickname is another student's.
            StoreError: the store cannot be reached.
        """
        with self._lock:
            try:
                member = cls.join(self.store(), code, nickname, token)
            except StoreError as error:
                self._unreachable(error)
                raise
            if self.member is not None and self.member.member_id != member.member_id:
                self.outbox.clear()  # another student on this page now: the last one's records are not theirs
            self.member = member
        self.flush()
        return member

    def leave(self) -> None:
        """Leave the class: nothing more is sent; what was waiting is dropped."""
        with self._lock:
            self.member = None
            self.outbox.clear()

    def own_deals(self) -> dict[str, tuple[int, int]]:
        """This student's deals of each experiment: those the store kept and those still waiting
        in the outbox (experiment id → ``(deals, hits)``; ``{}`` before joining).  The student's
        own only (:func:`kit.store.classroom.own_deals`): a page that rejoins carries on counting.

        Raises:
            ClassError: ``not_member``: the page is no longer in the class.
            StoreError: the store cannot be reached.
        """
        with self._lock:
            if self.member is None:
                return {}
            try:
                found = dict(cls.own_deals(self.store(), self.member))
            except StoreError as error:
                self._unreachable(error)
                raise
            for rec in self.outbox:
                if rec.kind == "deal":
                    n, k = found.get(rec.item, (0, 0))
                    found[rec.item] = (n + 1, k + int(rec.value))
            return found

    def still_in_class(self) -> bool:
        """Ask the store whether this page is still in its class (the teacher may have deleted
        the class, or given the nickname a new rejoin word).  When it is not, the page leaves it
        and the listeners hear ``Sent(0, 0, "left")``, as after a refused send.  A store out of
        reach answers nothing new: the page stays in (``True``).  ``False`` before joining."""
        with self._lock:
            if self.member is None:
                return False
            try:
                cls.own_deals(self.store(), self.member)
            except cls.ClassError as error:
                if error.reason != "not_member":
                    raise
                self.member = None
                self.outbox.clear()
            except (StoreError, OSError) as error:
                self._unreachable(error)
                return True
            else:
                return True
        self._said(Sent(0, 0, "left"))
        return False

    # --- sending --------------------------------------------------------------------------------
    def send(self, records: Iterable[cls.Record]) -> Sent:
        """Check ``records``, put them in the outbox and send what waits (nothing before joining).

        Raises:
            ClassError: ``bad_record``: a record the store would never keep, or naming an id that
                is not one of the kit's (:func:`kit.classroom.items.known`); none is queued.
        """
        records = [cls.check_record(rec) for rec in records]
        for rec in records:
            if not known(rec.kind, rec.item):
                raise cls.ClassError("bad_record", f"no {rec.kind} is called {rec.item!r}: a page sends only the "
                                     "kit's own guesses, sheet questions and class experiments")
        with self._lock:
            if self.member is None:
                return self._said(Sent(0, 0, "not_joined"))
            if len(self.outbox) + len(records) > MAX_WAITING:
                self.flush()  # the store may be back: make room before refusing
                if len(self.outbox) + len(records) > MAX_WAITING:
                    return self._said(Sent(0, len(self.outbox), "full"))
            self.outbox.extend(records)
        return self.flush()

    def flush(self) -> Sent:
        """Send what waits in the outbox, :data:`kit.store.classroom.MAX_BATCH` at a time, until
        it is empty or the store refuses; never raises for the store's sake."""
        kept = 0
        with self._lock:
            while self.outbox and self.member is not None:
                if time.monotonic() < self._not_before:
                    wait = int(self._not_before - time.monotonic()) + 1
                    return self._said(Sent(kept, len(self.outbox), "too_fast", wait))
                batch = self.outbox[:cls.MAX_BATCH]
                try:
                    kept += cls.record(self.store(), self.member, batch)
                except cls.TooFast as error:
                    self._not_before = time.monotonic() + error.wait_s
                    return self._said(Sent(kept, len(self.outbox), "too_fast", error.wait_s))
                except cls.ClassError as error:
                    if error.reason == "not_member":
                        self.member = None
                        self.outbox.clear()
                        return self._said(Sent(kept, 0, "left"))
                    raise
                except (StoreError, OSError) as error:
                    self._unreachable(error)
                    return self._said(Sent(kept, len(self.outbox), "unreachable"))
                del self.outbox[:len(batch)]
                log_reached()
            return self._said(Sent(kept, len(self.outbox)))

    def _said(self, sent: Sent) -> Sent:
        for listener in list(self.listeners):
            listener(sent)
        return sent

    # --- what a page sends ----------------------------------------------------------------------
    def guess(self, item: str, number: float | None = None, choice: str | None = None) -> Sent:
        """Send a guess (a number or a choice) for the guess ``item``."""
        return self.send([cls.Record("guess", item, cls.new_uid(), value=number, choice=choice)])

    def answer(self, question: str, right: bool, mistake: str | None = None) -> Sent:
        """Send a checked answer: the question id, right or wrong, the known mistake named."""
        return self.send([cls.Record("answer", question, cls.new_uid(), right=bool(right), mistake=mistake)])

    def deals(self, experiment: str, outcomes: Iterable[bool]) -> Sent:
        """Send the outcomes of deals of a class experiment (``True``: the event happened)."""
        return self.send([cls.Record("deal", experiment, cls.new_uid(), value=1 if hit else 0) for hit in outcomes])


SESSION = ClassSession()
"""This kernel's session."""


def current() -> ClassSession:
    """This kernel's :class:`ClassSession` (one student a page)."""
    return SESSION
