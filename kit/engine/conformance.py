"""The generic conformance check every registered game passes (after OpenSpiel's random-simulation test).

:func:`check_game` plays many seeded games with random players, for every player count the
game allows, and checks at every step:

* the protocol: ``to_act`` names seats (or chance) while the hand goes on and nothing after;
  each acting seat has a non-empty, listable tuple of legal actions;
* cards are conserved: ``cards(state)`` is the same multiset as at the deal;
* only listed actions are accepted: an action that is not legal now (taken from the other
  legal actions seen in the game, and a foreign object) raises ``IllegalMove``, and a
  refused action changes nothing;
* views leak nothing: no card that ``hidden_cards(state, seat)`` names appears anywhere in
  ``view(state, seat)``;
* every event is one of the game's declared ``EVENTS`` and narrates in Italian and English;
* replay is exact: re-applying the recorded actions reaches the same states and events;
* at the end, ``returns`` gives one number per seat.

A broken game raises :class:`ConformanceError` saying which check failed, in which game
(seed, players) and at which action.  :func:`declared_events_narrate` checks the catalogue
side: every declared event kind has its text in both languages.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass
from typing import Any, Iterator

import numpy as np

from kit.cards import Card
from kit.engine.events import IllegalMove
from kit.engine.play import RandomAgent, Table
from kit.engine.protocol import CHANCE, missing
from kit.i18n import CATALOGUE, LANGUAGES


class ConformanceError(AssertionError):
    """A game broke the protocol; the message names the check, the game and the step."""


@dataclass(frozen=True)
class Report:
    """What :func:`check_game` played: games, actions applied, events narrated, refusals tried."""

    games: int
    actions: int
    events: int
    refusals: int


def cards_in(obj: Any, _depth: int = 0) -> Iterator[Card]:
    """Every :class:`~kit.cards.Card` reachable in ``obj`` (dataclass fields, mappings,
    sequences, sets, nested), for the leak check."""
    if _depth > 12:
        return
    if isinstance(obj, Card):
        yield obj
    elif isinstance(obj, (str, bytes, int, float, bool)) or obj is None:
        return
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from cards_in(getattr(obj, f.name), _depth + 1)
    elif isinstance(obj, dict):
        for key, value in obj.items():
            yield from cards_in(key, _depth + 1)
            yield from cards_in(value, _depth + 1)
    elif isinstance(obj, (tuple, list, set, frozenset)):
        for item in obj:
            yield from cards_in(item, _depth + 1)


def declared_events_narrate(game: Any) -> None:
    """Every kind in ``game.EVENTS`` has its catalogue text in both languages.

    Raises:
        ConformanceError: the kinds without text.
    """
    absent = [kind for kind in sorted(game.EVENTS)
              if not all(lang in CATALOGUE.get(f"{game.PREFIX}.event.{kind}", {}) for lang in LANGUAGES)]
    if absent:
        raise ConformanceError(f"{game.NAME}: declared events without text in {'/'.join(LANGUAGES)}: {absent}")


def check_game(game: Any, *, games: int = 30, players: range | None = None, rules: Any = None, seed: int = 0,
               max_actions: int = 3_000) -> Report:
    """Play ``games`` seeded random games per player count and check every step (module docstring).

    Args:
        game: a game module (registered or not).
        games: games per player count.
        players: the player counts (default every count in ``game.PLAYERS``).
        rules: the rules (default ``game.Rules()``).
        seed: the first seed; game ``i`` of a count uses ``seed + i``.
        max_actions: a game still going after this many actions is cut short (its steps
            are checked all the same; replay is checked on what was played).

    Returns:
        A :class:`Report` of what was played.

    Raises:
        ConformanceError: the first check that failed.
    """
    absent = missing(game)
    if absent:
        raise ConformanceError(f"{getattr(game, 'NAME', game)!r} does not satisfy the game protocol: missing {absent}")
    declared_events_narrate(game)
    rules = game.Rules() if rules is None else rules
    counts = game.PLAYERS if players is None else players
    totals = Counter()
    for n in counts:
        for i in range(games):
            totals += _check_one(game, rules, n, seed + i, max_actions)
            totals["games"] += 1
    return Report(totals["games"], totals["actions"], totals["events"], totals["refusals"])


def _check_one(game: Any, rules: Any, n: int, seed: int, max_actions: int) -> Counter:
    where = f"{game.NAME}, {n} players, seed {seed}"
    deal_rng, play_rng, probe_rng = (np.random.default_rng(s) for s in np.random.SeedSequence(seed).spawn(3))
    state = game.new_game(rules, n, rng=deal_rng)
    table = Table(state, [RandomAgent()] * n, play_rng, game)
    deck = Counter(game.cards(state))
    seen_actions: list = []
    stats = Counter()

    def fail(check: str, detail: str) -> None:
        raise ConformanceError(f"{check} ({where}, action {len(table.record.actions)}): {detail}")

    def check_state(state: Any) -> None:
        now = Counter(game.cards(state))
        if now != deck:
            fail("cards conserved", f"lost {dict(deck - now)}, gained {dict(now - deck)}")
        seats = game.to_act(state)
        if game.is_terminal(state) != (not seats):
            fail("to_act", f"is_terminal={game.is_terminal(state)} but to_act={set(seats)}")
        if len(game.returns(state)) != n:
            fail("returns", f"{len(game.returns(state))} entries for {n} seats")
        for seat in range(n):
            hidden = game.hidden_cards(state, seat)
            leaked = {c for c in cards_in(game.view(state, seat)) if c in hidden}
            if leaked:
                fail("view leaks", f"seat {seat} sees {sorted(c.code for c in leaked)}")
        for seat in seats:
            if seat == CHANCE:
                continue
            legal = game.legal_actions(state, seat)
            if not isinstance(legal, tuple) or not legal:
                fail("legal actions", f"seat {seat} must act but legal_actions is {legal!r}")
            seen_actions.extend(a for a in legal if a not in seen_actions[-64:])

    def check_refusals(state: Any) -> None:
        seats = game.to_act(state)
        legal = set()
        for seat in seats:
            if seat != CHANCE:
                legal.update(game.legal_actions(state, seat))
        before = repr(state)
        foreign = [a for a in seen_actions[-64:] if a not in legal]
        tries = [foreign[int(probe_rng.integers(len(foreign)))]] if foreign else []
        tries.append(object())
        for action in tries:
            try:
                game.apply(state, action)
            except IllegalMove:
                stats["refusals"] += 1
            except Exception as error:  # noqa: BLE001 - the check reports any other failure
                fail("refused action", f"{action!r} raised {type(error).__name__}, not IllegalMove: {error}")
            else:
                if len(seats) == 1 and CHANCE not in seats:
                    fail("only listed actions", f"{action!r} is not in legal_actions but apply accepted it")
            if repr(state) != before:
                fail("refused action changes nothing", f"the state changed after {action!r}")

    check_state(table.state)
    while not game.is_terminal(table.state) and len(table.record.actions) < max_actions:
        check_refusals(table.state)
        done = len(table.record.log)
        table.step()
        for event in table.record.log[done:]:
            if event.game and event.kind not in game.EVENTS:
                fail("declared events", f"{event.kind!r} is not in {game.NAME}.EVENTS")
            for lang in ("it", "en"):
                try:
                    text = event.narrate(lang)
                except (KeyError, ValueError, IndexError) as error:
                    fail("narration", f"{event.kind!r} in {lang}: {error}")
                if not text.strip():
                    fail("narration", f"{event.kind!r} narrates as an empty text in {lang}")
            stats["events"] += 1
        check_state(table.state)
    replayed = list(table.record.replay())
    final = replayed[-1].state if replayed else table.record.start
    if final != table.state or [e for s in replayed for e in s.events] != table.record.log:
        fail("replay", "re-applying the recorded actions does not reach the same state and events")
    stats["actions"] += len(table.record.actions)
    return stats
