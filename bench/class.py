"""A class together in one store: 30 students recording at once, then the teacher's read.

Two parts, both on a fresh store: by default SQLite (the kit's default) in a temporary folder;
``--url`` any database, ``--postgresql`` a throwaway PostgreSQL server of this machine's
(tests/pgserver.py); ``--servers N`` runs N classes of ``--students`` at once (a school's server,
several classes writing to one database):

* **recording** — ``--students`` spawned processes (each a kernel of one ``make app`` server)
  join one class through :class:`kit.classroom.session.ClassSession` and, after waiting for each
  other, send ``--rounds`` rounds of: one deal, a burst of ten deals, a guess and a sheet answer.
  Each call's wall time is the **server time** of recording it (the session checks the records,
  opens one ``BEGIN IMMEDIATE`` transaction — queued behind the other students' — checks the
  member, the duplicates and the rate limit, inserts, commits).  Printed: p50/p95 of one deal and
  of one burst of ten (target ≤ 20 ms a deal), and the records **lost** — every record a session
  was given minus those the store holds (must be 0), with any "database is locked" or other
  problem a session met.
* **the teacher's read** — a class of 30 students × 2,000 records (1,900 deals over five
  experiments, 50 guesses, 50 answers each: 60,000 records) read by
  :func:`kit.store.classroom.class_view` (what the teacher's page reads every few seconds), and,
  the dashboard's computations on it (:mod:`kit.classroom.dashboard`: every dealt experiment's
  summary, the guesses, the questions, each nickname's progress; :func:`refresh`); target ≤ 1 s
  for the two together.

Baseline, in the same process: the same inserts (one deal, a burst of ten in one transaction)
and the same three reads written with plain :mod:`sqlite3` on the same file (no checks, no
dedupe, no rate limit), measured by one process without competition; the kit's single-process
figures beside them, and the ratio.  The class figures (30 at once) have no plain counterpart:
they are the ones to compare with the targets.

Measured on the development machine (2 cores, ``python bench/class.py``, 2026-12-02)::

    load average before the run: 4.4 3.9 2.1 on 2 processors   (other work shared the machine)
    one student alone (30 rounds)   kit session        plain sqlite3      ratio (p50)
      deal   p50/p95             1.18 ms /    4.61 ms      0.33 ms /    1.29 ms     3.5x
      burst  p50/p95             1.31 ms /    3.76 ms      0.40 ms /    1.29 ms     3.3x
    class of 30 (10 rounds each, a pause of 0-2 s between rounds; 19.8 s with the processes' start)
      first round, everyone at the same instant, each kernel's first record:
        deal   p50/p95         184.40 ms / 1140.47 ms   (n = 30)
        burst  p50/p95           2.41 ms /   36.73 ms   (n = 30)
        guess  p50/p95           1.56 ms /  107.04 ms   (n = 30)
        answer p50/p95           1.40 ms /   19.99 ms   (n = 30)
      the other rounds:                wall time                    of it, the process's CPU time
        deal   p50/p95           2.44 ms /   12.05 ms      2.00 ms /    2.49 ms   (n = 270)
        burst  p50/p95           1.79 ms /    6.04 ms      1.54 ms /    2.10 ms   (n = 270)
        guess  p50/p95           1.29 ms /    3.98 ms      1.13 ms /    1.58 ms   (n = 270)
        answer p50/p95           1.13 ms /    4.10 ms      0.99 ms /    1.42 ms   (n = 270)
      one deal p95 12.1 ms: within the 20 ms target
      records given 3900, kept 3900, in the store 3900: lost 0
      problems met: 0 ("database is locked": 0)
    teacher's read of 30 x 2,000 = 60,000 records (filled in 2.3 s)
      class_view           median  114.96 ms, best  113.99 ms   plain sqlite3 median   84.65 ms   ratio  1.4x

    (a later run, load average 6.8, once kit.classroom.dashboard existed)
    teacher's read of 30 x 2,000 = 60,000 records (filled in 4.4 s)
      class_view           median  118.93 ms, best  111.92 ms   plain sqlite3 median   99.79 ms   ratio  1.2x
      dashboard's computations (kit.classroom.dashboard) median    2.27 ms;  read + dashboard  121.19 ms: within the 1 s target

What the figures say.  A deal costs the kit about 1-2 ms of the kernel's processor (3.5x plain
sqlite3: the member's token, the duplicates and the rate limit are checked in the same
transaction), and a class of 30 at a steady pace records a deal in 2.4 ms (p95 12 ms, on a
machine shared with other work: most of it is waiting for a processor and for the write lock).
With two processors and thirty kernels the steady figure follows the machine's load: at a load
average of 12-16 (other work using six times the processors) the steady p95 of a deal was
12-64 ms, still with nothing lost.

The class's very first click, all thirty kernels at the same instant, was the one case far past
the target: the writers queued on SQLite's lock, and SQLite's busy handler retries a waiting
writer after sleeps that grow to 100 ms, so the last of the queue waited about a second (first
deal p95 1.1-1.5 s at a low load, 0.9-4.6 s at a load of 12-16), once, nothing lost.  Since
then a writer first waits its turn on an OS file lock beside the store
(:func:`kit.store.core.writers_turn`: a blocking ``flock`` of ``kit.sqlite3.writers``, with a
timeout after which SQLite's own busy handling decides as before), and the operating system wakes
the next writer as soon as one is done.  Measured on the development machine (2 cores,
2026-12-03), the same class alternately without and with the queue, other work sharing the
machine (load averages as shown)::

                          first click, one deal p50/p95     steady deal p50/p95     lost
    without, load  0.1       237 ms / 1541 ms                2.0 ms /  10.3 ms       0
    with,    load  4.3        72 ms /  139 ms                2.0 ms /   6.5 ms       0
    without, load  3.1       647 ms / 1757 ms                5.2 ms / 285.1 ms       0
    with,    load 11.6        94 ms /  165 ms                2.4 ms /   7.0 ms       0
    without, load 13.1       438 ms / 1257 ms                2.5 ms /  21.2 ms       0
    with,    load 19.4       157 ms /  477 ms                6.6 ms / 129.7 ms       0
    without, load 19.3       789 ms / 3148 ms                9.7 ms / 110.0 ms       0
    with,    load 22.7       104 ms /  188 ms                8.6 ms / 185.5 ms       0
    without, load  4.2       338 ms / 1443 ms                2.3 ms /  14.2 ms       0
    with,    load 10.5       119 ms /  206 ms                2.4 ms /   9.6 ms       0
    without, load 12.8       659 ms / 2393 ms               13.0 ms / 154.5 ms       0
    with,    load 15.9       193 ms /  327 ms                5.3 ms /  14.7 ms       0

The first click's p95 falls about tenfold (the queue's order is the operating system's, and each
waiter is woken the moment its turn comes); the first round's other records (a burst, a guess,
an answer, sent right after) now queue fairly behind the class's deals instead of slipping in
between SQLite's sleeps, so their p50 rises to about 0.1 s while their p95 falls.  The steady
figures are the machine's load, with or without the queue.  (Polling the lock every 0.5 ms
instead of blocking, tried first: 0.5-0.6 s.)

A school's server (issue 25): two classes of 30 at once on one PostgreSQL 15, on the development
machine (2 cores, ``python bench/class.py --postgresql --servers 2``, 2026-12-03); the baseline is
then the same database through plain psycopg::

    load average before the run: 1.2 1.3 0.9 on 2 processors
    one student alone (30 rounds)   kit session        plain psycopg      ratio (p50)
      deal   p50/p95             2.07 ms /    2.54 ms      0.60 ms /    0.73 ms     3.4x
      burst  p50/p95             2.36 ms /    3.38 ms      0.76 ms /    0.98 ms     3.1x
    2 classes of 30 at once (10 rounds each, a pause of 0-2 s between rounds; 40.8 s with the processes' start)
      first round, everyone at the same instant, each kernel's first record:
        deal   p50/p95         247.18 ms /  337.62 ms   (n = 60)
      the other rounds:                wall time                    of it, the process's CPU time
        deal   p50/p95           3.50 ms /   13.26 ms      2.22 ms /    2.89 ms   (n = 540)
        burst  p50/p95           3.42 ms /   12.18 ms      1.83 ms /    2.32 ms   (n = 540)
      records given 7800, kept 7800, in the store 7800: lost 0
      each class: given 3900, in the store 3900; given 3900, in the store 3900
    teacher's read of 30 x 2,000 = 60,000 records (filled in 39.0 s)
      class_view           median   82.76 ms, best   80.81 ms   plain psycopg median   63.04 ms   ratio  1.3x
      dashboard's computations (kit.classroom.dashboard) median    2.45 ms;  read + dashboard   85.21 ms

Nothing lost, and a deal in steady use within the 20 ms target as on SQLite.  The first click of
all sixty at the same instant (each kernel's first connection and queries, sixty processes on two
processors) waits longer, p95 0.34 s, once per kernel.

Usage: ``python bench/class.py [--students 30] [--rounds 10] [--pace 1.0] [--records 2000] [--repeat 5]
[--servers 1] [--url URL | --postgresql]``
(not part of ``make test``; about half a minute).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sqlite3
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kit.classroom.experiments import EXPERIMENTS as _REGISTRY  # noqa: E402
from kit.classroom.guesses import GUESSES as _GUESSES  # noqa: E402

EXPERIMENTS = tuple(_REGISTRY)[:5]
"""The class experiments' ids (one per game, :data:`kit.classroom.experiments.EXPERIMENTS`)."""

GUESS_IDS = tuple(g.id for g in _GUESSES.values() if g.kind == "number" and g.low == 0 and g.high == 1)[:7]
"""Lessons' guesses the students give (number guesses of a probability, in [0, 1]:
:data:`kit.classroom.guesses.GUESSES`)."""

QUESTIONS = tuple(f"dealing.q{i}" for i in range(1, 7))
"""Sheet questions the students answer (sheet 1's, :func:`kit.check.known_question`)."""


def ms(seconds: float) -> str:
    return f"{seconds * 1000:7.2f} ms"


def pct(values: list[float], p: float) -> float:
    """The ``p``-th percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


# --- recording: one student's page (a spawned process) ----------------------------------------------

def student(url: str, code: str, number: int, rounds: int, pace: float, barrier, out) -> None:
    """Join class ``code`` as ``student<number>``, wait at ``barrier``, send ``rounds`` rounds (one
    deal, ten deals, a guess, an answer): the first at once with everyone, the others after a
    pause drawn uniformly in [0, 2·``pace``] s; put ``(given, kept, times, problems)`` in ``out``
    (``times[kind]`` in round order)."""
    import traceback

    import numpy as np

    from kit.classroom.session import ClassSession
    from kit.store.core import Store

    try:
        rng = np.random.default_rng(number)
        session = ClassSession(lambda: Store(url))
        session.join(code, f"student{number:02d}")
        times: dict[str, list[float]] = {k: [] for k in ("deal", "burst", "guess", "answer", "cpu_deal", "cpu_burst",
                                                          "cpu_guess", "cpu_answer")}
        given = kept = 0
        problems: list[str] = []
        barrier.wait(timeout=300)
        for r in range(rounds):
            if r:
                time.sleep(rng.uniform(0, 2 * pace))
            experiment = EXPERIMENTS[(number + r) % len(EXPERIMENTS)]
            hits = rng.random(11) < 0.3
            for what, call, n in (
                    ("deal", lambda: session.deals(experiment, hits[:1]), 1),
                    ("burst", lambda: session.deals(experiment, hits[1:]), 10),
                    ("guess", lambda: session.guess(GUESS_IDS[r % len(GUESS_IDS)], number=float(rng.integers(0, 40)) / 40), 1),
                    ("answer", lambda: session.answer(QUESTIONS[r % 6], bool(rng.random() < 0.6)), 1)):
                start, cpu = time.perf_counter(), time.process_time()
                sent = call()
                times[what].append(time.perf_counter() - start)
                times["cpu_" + what].append(time.process_time() - cpu)
                given += n
                kept += sent.kept
                if sent.problem or sent.waiting:
                    problems.append(repr(sent))
        out.put((given, kept, times, problems, code))
    except BaseException:
        out.put((0, 0, {}, [traceback.format_exc()], code))
        raise


def class_records(students: int, rounds: int, pace: float, url: str | None = None, servers: int = 1) -> dict:
    """Run ``servers`` classes of ``students`` at once (each class a server's, every student a
    process), on the store at ``url`` (default a new SQLite store); return the figures, with
    ``per_class`` ``(given, held)`` for each class."""
    from kit.store import classroom as cls
    from kit.store.core import Store, url_for

    with tempfile.TemporaryDirectory() as folder:
        store = Store(url or url_for(folder))
        refs = [cls.start_class(store, "en")[0] for _ in range(servers)]
        ctx = multiprocessing.get_context("spawn")
        barrier, out = ctx.Barrier(students * servers), ctx.Queue()
        procs = [ctx.Process(target=student, args=(store.url, ref.code, c * students + n, rounds, pace, barrier, out))
                 for n in range(students) for c, ref in enumerate(refs)]
        start = time.perf_counter()
        for proc in procs:
            proc.start()
        said = [out.get(timeout=600) for _ in procs]
        for proc in procs:
            proc.join(timeout=60)
        wall = time.perf_counter() - start
        given = sum(s[0] for s in said)
        held = sum(cls.records_of(store, ref) for ref in refs)
        per_class = [(sum(s[0] for s in said if s[4] == ref.code), cls.records_of(store, ref)) for ref in refs]
        kinds = ("deal", "burst", "guess", "answer", "cpu_deal", "cpu_burst", "cpu_guess", "cpu_answer")
        first = {k: [s[2][k][0] for s in said if s[2].get(k)] for k in kinds}  # everyone at once, kernels cold
        times = {k: [x for s in said for x in s[2].get(k, [])[1:]] for k in kinds}
        problems = [p for s in said for p in s[3]]
    return {"given": given, "kept": sum(s[1] for s in said), "held": held, "lost": given - held,
            "times": times, "first": first, "problems": problems, "wall": wall, "per_class": per_class}


# --- one process alone: the kit against plain sqlite3 ---------------------------------------------

class Plain:
    """The baseline: the same database through its plain DB-API driver (:mod:`sqlite3`, or
    psycopg for PostgreSQL), without SQLAlchemy, checks, dedupe or rate limit."""

    def __init__(self, store) -> None:
        self.pg = store.path is None
        if self.pg:
            import psycopg

            self.db = psycopg.connect(store.engine.url.set(drivername="postgresql").render_as_string(hide_password=False),
                                      autocommit=True)
        else:
            self.db = sqlite3.connect(store.path, isolation_level=None)
            self.db.execute("PRAGMA busy_timeout = 30000")

    def now(self):
        stamp = datetime.now(timezone.utc)
        return stamp if self.pg else stamp.isoformat(sep=" ")

    def write(self, sql: str, rows: list[tuple]) -> None:
        """``sql`` (``?`` placeholders) for each row, in one transaction (SQLite: ``BEGIN IMMEDIATE``)."""
        cursor = self.db.cursor()
        cursor.execute("BEGIN" if self.pg else "BEGIN IMMEDIATE")
        cursor.executemany(sql.replace("?", "%s") if self.pg else sql, rows)
        cursor.execute("COMMIT")

    def fetch(self, sql: str, args: tuple) -> list:
        cursor = self.db.cursor()
        cursor.execute(sql.replace("?", "%s") if self.pg else sql, args)
        return cursor.fetchall()

    def close(self) -> None:
        self.db.close()


def alone(rounds: int, url: str | None = None) -> dict:
    """One student alone, the same rounds through the kit's session and through :class:`Plain`."""
    import numpy as np

    from kit.classroom.session import ClassSession
    from kit.store import classroom as cls
    from kit.store.core import Store, url_for

    rng = np.random.default_rng(7)
    out: dict[str, dict[str, list[float]]] = {"kit": {"deal": [], "burst": []}, "plain": {"deal": [], "burst": []}}
    with tempfile.TemporaryDirectory() as folder:
        store = Store(url or url_for(folder))
        ref, _ = cls.start_class(store, "en")
        session = ClassSession(lambda: store)
        member = session.join(ref.code, "alone")
        for r in range(rounds):
            hits = rng.random(11) < 0.3
            for what, outcomes in (("deal", hits[:1]), ("burst", hits[1:])):
                start = time.perf_counter()
                sent = session.deals(EXPERIMENTS[0], outcomes)
                out["kit"][what].append(time.perf_counter() - start)
                assert sent.kept == len(outcomes)
        plain = Plain(store)
        insert = ("INSERT INTO class_records (class_id, member_id, kind, item, value, uid, at) "
                  "VALUES (?, ?, 'deal', ?, ?, ?, ?)")
        for r in range(rounds):
            hits = rng.random(11) < 0.3
            for what, outcomes in (("deal", hits[:1]), ("burst", hits[1:])):
                start = time.perf_counter()
                plain.write(insert, [(ref.id, member.member_id, EXPERIMENTS[0], float(h), cls.new_uid(), plain.now())
                                     for h in outcomes])
                out["plain"][what].append(time.perf_counter() - start)
        plain.close()
    return out


# --- the teacher's read -----------------------------------------------------------------------------

def fill(store, ref, students: int, each: int) -> None:
    """``students`` members of ``ref`` with ``each`` records each (5% guesses, 5% answers, the rest
    deals over :data:`EXPERIMENTS`), stamped a minute apart per 600 so the rate limit lets them in."""
    import numpy as np

    from kit.store import classroom as cls

    rng = np.random.default_rng(2026)
    t0 = datetime(2026, 12, 2, 8, 0, tzinfo=timezone.utc)
    for s in range(students):
        member = cls.join(store, ref.code, f"student{s:02d}")
        records = []
        for j in range(each):
            if j % 20 == 0:
                records.append(cls.Record("guess", GUESS_IDS[j % len(GUESS_IDS)], cls.new_uid(), value=float(rng.random())))
            elif j % 20 == 1:
                right = bool(rng.random() < 0.6)
                records.append(cls.Record("answer", QUESTIONS[j % 6], cls.new_uid(), right=right,
                                          mistake=None if right else ("complement", "percentage")[j % 2]))
            else:
                records.append(cls.Record("deal", EXPERIMENTS[j % 5], cls.new_uid(), value=int(rng.random() < 0.3)))
        for b in range(0, each, cls.MAX_BATCH):
            cls.record(store, member, records[b:b + cls.MAX_BATCH], now=t0 + timedelta(minutes=b // 600 + 1))


def plain_read(plain: Plain, class_id: int) -> int:
    """The class view's three reads through :class:`Plain`: rows fetched."""
    rows = 0
    for kind in ("guess", "answer", "deal"):
        rows += len(plain.fetch('SELECT item, member_id, value, choice, "right", mistake FROM class_records '
                                "WHERE class_id = ? AND kind = ? ORDER BY id", (class_id, kind)))
    rows += len(plain.fetch("SELECT id, nickname FROM class_members WHERE class_id = ? ORDER BY id", (class_id,)))
    return rows


def refresh(dashboard, view) -> tuple:
    """What the teacher's page computes on a refresh (:mod:`kit.classroom.dashboard`): every dealt
    experiment's summary (the page shows one: this is the most it does), the guesses, the
    questions and each nickname's progress."""
    experiments = [dashboard.experiment_summary(view, e, _REGISTRY[e].exact) for e in dashboard.dealt_experiments(view)
                   if e in view.deals]
    return (experiments, dashboard.guess_summaries(view), dashboard.question_summaries(view), dashboard.progress(view))


def teacher_read(students: int, each: int, repeat: int, url: str | None = None) -> dict:
    from kit.store import classroom as cls
    from kit.store.core import Store, url_for

    try:
        from kit.classroom import dashboard
    except ImportError:
        dashboard = None
    with tempfile.TemporaryDirectory() as folder:
        store = Store(url or url_for(folder))
        ref, _ = cls.start_class(store, "en")
        start = time.perf_counter()
        fill(store, ref, students, each)
        plain = Plain(store)
        filled = time.perf_counter() - start
        view_times, plain_times, dash_times = [], [], []
        for _ in range(repeat):
            start = time.perf_counter()
            view = cls.class_view(store, ref)
            view_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            plain_read(plain, ref.id)
            plain_times.append(time.perf_counter() - start)
        plain.close()
        assert view.records == students * each == cls.records_of(store, ref), (view.records, students * each)
        summary = None
        if dashboard is not None:
            for _ in range(repeat):
                start = time.perf_counter()
                summary = refresh(dashboard, view)
                dash_times.append(time.perf_counter() - start)
            shown = summary[0]
            assert sum(e.deals for e in shown) == sum(len(o) for _, o in view.deals.values())
    return {"filled": filled, "view": view_times, "plain": plain_times, "dashboard": dash_times,
            "has_dashboard": dashboard is not None and summary is not None}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--pace", type=float, default=1.0, help="mean seconds between a student's rounds")
    parser.add_argument("--records", type=int, default=2000, help="records a student for the teacher's read")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--servers", type=int, default=1,
                        help="classes at once, each a server's (a make app, or a school's hub)")
    parser.add_argument("--url", help="the class's store (e.g. postgresql+psycopg://…); default a new SQLite file")
    parser.add_argument("--postgresql", action="store_true",
                        help="a throwaway PostgreSQL server of this machine's (tests/pgserver.py) as the store")
    args = parser.parse_args(argv)
    server = None
    if args.postgresql:
        sys.path.insert(0, str(ROOT / "tests"))
        import pgserver

        server = pgserver.start_server()
        args.url = server.create_database("bench")
    try:
        return run(args)
    finally:
        if server is not None:
            pgserver.remove(server)


def run(args) -> int:
    """The two parts, printed."""
    print(f"load average before the run: {' '.join(f'{x:.1f}' for x in os.getloadavg())} "
          f"on {os.cpu_count()} processors")

    driver = "plain sqlite3" if not args.url or args.url.startswith("sqlite") else "plain psycopg"
    print(f"store: {args.url.split('@')[-1] if args.url else 'a new SQLite file'}")
    single = alone(max(args.rounds, 30), args.url)
    print(f"one student alone ({max(args.rounds, 30)} rounds)   kit session        {driver}      ratio (p50)")
    for what in ("deal", "burst"):
        kit, plain = single["kit"][what], single["plain"][what]
        print(f"  {what:6} p50/p95          {ms(pct(kit, 50))} / {ms(pct(kit, 95))}   "
              f"{ms(pct(plain, 50))} / {ms(pct(plain, 95))}   {pct(kit, 50) / pct(plain, 50):5.1f}x")

    run = class_records(args.students, args.rounds, args.pace, args.url, args.servers)
    classes = f"{args.servers} classes of {args.students} at once" if args.servers > 1 else f"class of {args.students}"
    print(f"{classes} ({args.rounds} rounds each, a pause of 0-{2 * args.pace:g} s between rounds; "
          f"{run['wall']:.1f} s with the processes' start)")
    print("  first round, everyone at the same instant, each kernel's first record:")
    for what in ("deal", "burst", "guess", "answer"):
        values = run["first"][what]
        print(f"    {what:6} p50/p95        {ms(pct(values, 50))} / {ms(pct(values, 95))}   (n = {len(values)})")
    print("  the other rounds:                wall time                    of it, the process's CPU time")
    for what in ("deal", "burst", "guess", "answer"):
        values, cpu = run["times"][what], run["times"]["cpu_" + what]
        print(f"    {what:6} p50/p95        {ms(pct(values, 50))} / {ms(pct(values, 95))}   "
              f"{ms(pct(cpu, 50))} / {ms(pct(cpu, 95))}   (n = {len(values)})")
    deal95 = pct(run["times"]["deal"], 95)
    print(f"  one deal p95 {deal95 * 1000:.1f} ms: {'within' if deal95 <= 0.020 else 'OVER'} the 20 ms target")
    print(f"  records given {run['given']}, kept {run['kept']}, in the store {run['held']}: lost {run['lost']}")
    if args.servers > 1:
        print("  each class: " + "; ".join(f"given {given}, in the store {held}" for given, held in run["per_class"]))
    locked = [p for p in run["problems"] if "locked" in p]
    print(f"  problems met: {len(run['problems'])} (\"database is locked\": {len(locked)})")
    for problem in run["problems"][:3]:
        print("   ", problem.strip().splitlines()[-1][:200])

    read = teacher_read(args.students, args.records, args.repeat, args.url)
    total = args.students * args.records
    view, plain = read["view"], read["plain"]
    print(f"teacher's read of {args.students} x {args.records:,} = {total:,} records (filled in {read['filled']:.1f} s)")
    print(f"  class_view           median {ms(statistics.median(view))}, best {ms(min(view))}   "
          f"{driver} median {ms(statistics.median(plain))}   ratio {statistics.median(view) / statistics.median(plain):4.1f}x")
    if read["has_dashboard"]:
        dash = read["dashboard"]
        whole = statistics.median(view) + statistics.median(dash)
        print(f"  dashboard's computations (kit.classroom.dashboard) median {ms(statistics.median(dash))};  read + dashboard {ms(whole)}: "
              f"{'within' if whole <= 1 else 'OVER'} the 1 s target")
    else:
        print(f"  (no kit.classroom.dashboard yet)  read {ms(statistics.median(view))}: "
              f"{'within' if statistics.median(view) <= 1 else 'OVER'} the 1 s target")
    return 1 if run["lost"] or locked else 0


if __name__ == "__main__":
    sys.exit(main())
