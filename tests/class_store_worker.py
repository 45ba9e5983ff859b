"""Student pages of a class for tests/test_class_store.py, in a module of its own so that a spawned
process imports only this and the kit (not pytest or the test module)."""

from __future__ import annotations

import time

SHARED = 5
"""Records every process sends with the same uids (``shared0``…): the class keeps each once."""


def students_send(url: str, code: str, members: list[tuple[str, str]], barrier, out) -> None:
    """Rejoin the class ``code`` as each ``(nickname, token)`` of ``members`` (each in a session of
    its own, as pages of one server), wait for the other processes at ``barrier``, then for each
    student send a burst of 10 deals, a guess and an answer, the deals again (the same uids: a
    batch sent twice) and the :data:`SHARED` records; put ``(kept, problems, seconds)`` in ``out``."""
    import sys
    import traceback

    from kit.classroom.session import ClassSession
    from kit.store import classroom as cls
    from kit.store.core import Store

    try:
        sessions = []
        for nickname, token in members:
            session = ClassSession(lambda: Store(url))
            member = session.join(code, nickname, token)
            assert member.token == token
            sessions.append(session)
        barrier.wait(timeout=120)
        start = time.perf_counter()
        kept, problems = 0, []
        for i, session in enumerate(sessions):
            for sent in (session.deals("uno.first_card_action", [(i + j) % 3 == 0 for j in range(10)]),
                         session.guess("misconceptions.eleventh", number=12 / 40),
                         session.answer("dealing.q1", right=i % 2 == 0, mistake=None if i % 2 == 0 else "complement")):
                kept += sent.kept
                if sent.problem or sent.waiting:
                    problems.append(repr(sent))
            again = [cls.Record("deal", "uno.first_card_action", f"again{members[i][0]}{j}", value=1) for j in range(10)]
            kept += cls.record(session.store(), session.member, again)
            kept += cls.record(session.store(), session.member, again)  # the same batch twice: kept once
            shared = [cls.Record("deal", "uno.first_card_action", f"shared{j}", value=0) for j in range(SHARED)]
            kept += cls.record(session.store(), session.member, shared)
        out.put((kept, problems, time.perf_counter() - start))
    except BaseException:  # the test shows what went wrong in which process
        out.put((0, [traceback.format_exc()], 0.0))
        sys.exit(1)
