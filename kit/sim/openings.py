"""Openings for walkthroughs: play the start of a seeded game, and search seeds for one that shows
every event a lesson wants to point at.

Works for any registered game through the one runner (:class:`kit.engine.Table`); it needs
no compiled code, so an app or a walkthrough can import it cheaply.  A seed gives two
independent streams (``SeedSequence.spawn``): one for the deal, one for the play.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from kit.deal import streams
from kit.engine import Record, Table


def opening(new_state: Callable[[Any], Any], agents: Sequence[Any], seed: int,
            stop: Callable[[Any], bool], need: frozenset[str] = frozenset()) -> Record:
    """Play a seeded game until ``stop(state)`` holds, every ``need`` event kind was seen (when
    ``need`` is given), or the game ends.

    Args:
        new_state: makes the starting state from a Generator (the deal stream).
        agents: one computer player per seat.
        seed: the opening's seed (int >= 0): deal and play from two spawned streams.
        stop: when to stop, checked after each action.
        need: event kinds that, once all seen, also stop the opening.

    Returns:
        The :class:`~kit.engine.Record` of the opening.
    """
    deal_rng, play_rng = streams(seed, 2)
    table = Table(new_state(deal_rng), agents, play_rng)
    seen: set[str] = set()
    while not stop(table.state):
        events = table.step()
        if events is None:
            break
        seen.update(e.kind for e in events)
        if need and need <= seen:
            break
    return table.record


def showcase_search(seeds: Iterable[int], new_state: Callable[[Any], Any], agents: Sequence[Any],
                    need: frozenset[str], stop: Callable[[Any], bool],
                    size: Callable[[Any], int]) -> list[tuple[int, int]]:
    """Seeds whose opening (see :func:`opening`) shows every event kind in ``need``.

    Args:
        seeds: the seeds to try.
        new_state, agents, stop: as :func:`opening`.
        need: the event kinds the opening must show.
        size: how long an opening is, from its last state (e.g. cards turned).

    Returns:
        ``[(size, seed), …]`` sorted, shortest opening first.
    """
    found = []
    for seed in seeds:
        record = opening(new_state, agents, seed, stop, need)
        if need <= {e.kind for e in record.log}:
            found.append((size(record.state), seed))
    return sorted(found)
