"""Which ids a class record may name: the known guesses, sheet questions and class experiments.

:func:`known` is asked by :class:`kit.classroom.session.ClassSession` before a record is queued
and by the teacher's page before a record is shown, so an id a page made up is never stored by
the kit's pages nor shown.  Each registry lives with what it names: the guesses in
:mod:`kit.classroom.guesses`, the experiments in :mod:`kit.classroom.experiments`, the sheet
questions in the answer keys (:mod:`kit.check`).
"""

from __future__ import annotations


def known(kind: str, item: str) -> bool:
    """Whether ``item`` is a known id for a record of ``kind`` (``"guess"``, ``"answer"``, ``"deal"``)."""
    if kind == "deal":
        from kit.classroom.experiments import EXPERIMENTS

        return item in EXPERIMENTS
    if kind == "guess":
        from kit.classroom.guesses import guess

        try:
            guess(item)  # builds only the guess's own lesson
        except KeyError:
            return False
        return True
    if kind == "answer":
        from kit.check import known_question

        return known_question(item)
    return False
