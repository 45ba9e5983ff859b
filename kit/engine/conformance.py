"""The generic conformance check every registered game passes (after OpenSpiel's random-simulation test).

:func:`check_game` plays many seeded games with random players, for every player count the
game allows, and checks at every step:

* the protocol: ``to_act`` names seats (or chance) while the hand goes on and nothing after;
  each acting seat has a non-empty, listable tuple of legal actions;
* cards are conserved: ``cards(state)`` is the same multiset as at the deal;
* every listed action is accepted (in turn-based play: ``apply`` decides without listing them);
* only listed actions are accepted: an action that is not legal now (taken from the other
  legal actions seen in the game, a malformed copy of the game's own action with an odd value
  in a field, and a foreign object) raises ``IllegalMove`` and nothing else, and a refused
  action changes nothing (every field compared, shown in ``repr`` or not); seats not to act
  have no legal actions; ``apply`` never changes the state it is given;
* the game's :class:`~kit.engine.GameType` agrees with play: its name and player counts are
  the module's; a turn-based game never names several seats in ``to_act`` (and its ``join`` is
  ``no_window``), a game without chance during play never names ``CHANCE`` (its
  ``chance_action`` is ``no_chance``); ``hand_ended`` holds at every end, and before the end
  only in a state that is a whole match, where the next deal is then chance's; the windows
  and the pauses between hands it declares come up in the games played (ten or more, with the
  default rules: a variant may have no windows);
* ``state.players`` is the number of seats;
* views leak nothing: no card that ``hidden_cards(state, seat)`` names appears anywhere in
  ``view(state, seat)`` — as a card at any depth of any container, or written as its code.
  With a deck that holds copies (UNO's two Red 5s) ``hidden_cards`` is a multiset and a view
  may show a card only as often as copies of it are not hidden (one Red 5 in the seat's own
  hand, the other in a hidden hand: the view shows it at most once);
* events leak nothing: what a seat learns from an event (:meth:`~kit.engine.Event.seen_by`) —
  its own private parts — shows no card hidden from that seat both before and after the
  action (a card given away was seen by its giver, a card received is seen once it arrives);
  its public part names no card that another seat holds hidden and keeps (a card turned face
  up and gathered in the same action was seen on the way: the states cannot tell, so a card
  hidden from everyone before and after may be named); no seat is given another's private
  part, and a private part goes to a real seat;
* every event is one of the game's declared ``EVENTS`` and narrates in Italian and English
  with every field filled (no "None"), its private parts too (to their seats).  (Whether an event may name a card is the game's
  rule: a card turned face up and taken in the same action was seen, a penalty card put face
  down was not; the states before and after cannot tell them apart, so each game tests it.)
* every dealer seat comes up (C-1), and a short match rotates the dealer and adds the hands'
  returns into its totals;
* replay is exact: re-applying the recorded actions reaches the same states and events;
* at the end, ``returns`` gives one number per seat.

A broken game raises :class:`ConformanceError` saying which check failed, in which game
(seed, players) and at which action.  :func:`declared_events_narrate` checks the catalogue
side: every declared event kind has its text in both languages.
"""

from __future__ import annotations

import dataclasses
import math
import pickle
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Iterator, Sequence

import numpy as np

from kit.cards import Card
from kit.engine.events import IllegalMove
from kit.engine.match import Match
from kit.engine.play import RandomAgent, Table
from kit.engine.protocol import CHANCE, GameType, missing, no_chance, no_window
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


_ATOMS = (bytes, int, float, bool, complex, type, type(None))
"""Values with nothing inside to look at."""


def leaves(obj: Any) -> Iterator[Card | str]:
    """Every :class:`~kit.cards.Card` and every string reachable in ``obj``: dataclass fields,
    objects' attributes, mappings (keys and values), any iterable (tuples, lists, sets, deques,
    numpy arrays, dict views…), nested to any depth; each container visited once.  In the
    order a depth-first walk meets them (the walk keeps its own stack: a view of a hundred
    cards costs no hundred nested generators)."""
    seen: set[int] = set()
    stack = [obj]
    while stack:
        obj = stack.pop()
        kind = type(obj)
        if kind is Card or kind is str or isinstance(obj, (Card, str)):
            yield obj
            continue
        if isinstance(obj, _ATOMS) or id(obj) in seen:
            continue
        seen.add(id(obj))
        if kind is tuple:
            children: Any = obj
        elif dataclasses.is_dataclass(obj):
            children = [getattr(obj, f.name) for f in dataclasses.fields(obj)]
        elif isinstance(obj, dict):
            children = [item for pair in obj.items() for item in pair]
        elif isinstance(obj, np.ndarray):
            children = obj.ravel().tolist() if obj.dtype.kind in "OU" else ()
        elif hasattr(obj, "__iter__"):
            children = list(obj)
        elif hasattr(obj, "__dict__"):
            children = list(vars(obj).values())
        else:
            children = ()
        stack.extend(reversed(children))


def cards_in(obj: Any) -> Iterator[Card]:
    """Every card reachable in ``obj`` (see :func:`leaves`), for the leak check."""
    return (leaf for leaf in leaves(obj) if isinstance(leaf, Card))


def codes_in(obj: Any) -> Iterator[str]:
    """Every word of every string reachable in ``obj``: a card written as its code (``"7D"``)."""
    for leaf in leaves(obj):
        if isinstance(leaf, str):
            yield from _WORD.findall(leaf)


_WORD = re.compile(r"[A-Za-z0-9+]+")
"""A word that may be a card's code."""


def shown_in(view: Any) -> tuple[Counter, set[str]]:
    """The cards a view shows (a multiset) and every word of its strings, in one walk (see
    :func:`cards_in` and :func:`codes_in`)."""
    cards: Counter = Counter()
    words: set[str] = set()
    for leaf in leaves(view):
        if isinstance(leaf, Card):
            cards[leaf] += 1
        else:
            words.update(_WORD.findall(leaf))
    return cards, words


def snapshot(state: Any) -> bytes:
    """The whole state as bytes (every field, shown in ``repr`` or not), to see any change."""
    return pickle.dumps(state)


def declared_events_narrate(game: Any) -> None:
    """Every kind in ``game.EVENTS`` has its catalogue text in both languages.

    Raises:
        ConformanceError: the kinds without text.
    """
    absent = [kind for kind in sorted(game.EVENTS)
              if not all(lang in CATALOGUE.get(f"{game.PREFIX}.event.{kind}", {}) for lang in LANGUAGES)]
    if absent:
        raise ConformanceError(f"{game.NAME}: declared events without text in {'/'.join(LANGUAGES)}: {absent}")


def declared_type(game: Any) -> GameType:
    """``game.GAME_TYPE``, checked against the module: its name and player counts, and the
    functions that go with what it declares (``join`` is ``no_window`` exactly when the game is
    turn-based, ``chance_action`` is ``no_chance`` exactly when it has no chance during play).

    Raises:
        ConformanceError: the first disagreement.
    """
    kind = game.GAME_TYPE
    if not isinstance(kind, GameType):
        raise ConformanceError(f"{game.NAME}: GAME_TYPE is a kit.engine.GameType, not {kind!r}")
    if kind.short_name != game.NAME or kind.players != game.PLAYERS or kind.prefix != game.PREFIX:
        raise ConformanceError(f"{game.NAME}: GAME_TYPE names {kind.short_name!r} (keys {kind.prefix!r}) for "
                               f"{kind.players}, the module {game.NAME!r} (keys {game.PREFIX!r}) for {game.PLAYERS}")
    if kind.windows == (game.join is no_window):
        raise ConformanceError(f"{game.NAME}: GAME_TYPE.windows is {kind.windows} but join is "
                               f"{'' if game.join is no_window else 'not '}no_window")
    if kind.chance == (game.chance_action is no_chance):
        raise ConformanceError(f"{game.NAME}: GAME_TYPE.chance is {kind.chance} but chance_action is "
                               f"{'' if game.chance_action is no_chance else 'not '}no_chance")
    return kind


def check_game(game: Any, *, games: int = 30, players: range | None = None, rules: Any = None, seed: int = 0,
               max_actions: int = 3_000) -> Report:
    """Play ``games`` seeded random games per player count and check every step (module docstring).

    Args:
        game: a game module (registered or not).
        games: games per player count.
        players: the player counts (default every count in ``game.GAME_TYPE.players``).
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
    kind = declared_type(game)
    default = rules is None  # a variant may have no windows (Straccia camicia: nothing to slap)
    rules = game.Rules() if rules is None else rules
    counts = kind.players if players is None else players
    totals = Counter()
    for n in counts:
        for i in range(games):
            totals += _check_one(game, rules, n, seed + i, max_actions)
            totals["games"] += 1
        check_match(game, n, rules=rules, seed=seed)
    declared = {"windows": kind.windows, "pauses": kind.whole_match}  # (a reshuffle may be rare)
    unseen = [name for name, said in declared.items() if said and not totals[name]]
    if unseen and default and totals["games"] >= 10:  # enough play to expect them
        raise ConformanceError(f"{game.NAME}: GAME_TYPE declares {unseen} but none came up in "
                               f"{totals['games']} games")
    return Report(totals["games"], totals["actions"], totals["events"], totals["refusals"])


MALFORMED = (None, -1, 10**9, math.nan, "x", (), ("x",), True)
"""Values put into an action's fields to make malformed actions of the game's own types."""


def malformed(action: Any) -> list[Any]:
    """Copies of a dataclass ``action`` with one field replaced by an odd value each."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        return []
    out = []
    for f in dataclasses.fields(action):
        for value in MALFORMED:
            try:
                out.append(dataclasses.replace(action, **{f.name: value}))
            except Exception:  # noqa: BLE001 - a class that validates its fields refuses it: fine
                pass
    return out


def _check_one(game: Any, rules: Any, n: int, seed: int, max_actions: int) -> Counter:
    where = f"{game.NAME}, {n} players, seed {seed}"
    deal_rng, play_rng, probe_rng = (np.random.default_rng(s) for s in np.random.SeedSequence(seed).spawn(3))
    dealer = seed % n  # every dealer seat comes up (C-1)
    state = game.new_game(rules, n, rng=deal_rng, dealer=dealer)
    table = Table(state, [RandomAgent()] * n, play_rng, game)
    deck = Counter(game.cards(state))
    by_code = {card.code: card for card in deck}
    seen_actions: list = []
    stats = Counter()

    def fail(check: str, detail: str) -> None:
        raise ConformanceError(f"{check} ({where}, action {len(table.record.actions)}): {detail}")

    kind = game.GAME_TYPE

    def check_state(state: Any) -> None:
        now = Counter(game.cards(state))
        if now != deck:
            fail("cards conserved", f"lost {dict(deck - now)}, gained {dict(now - deck)}")
        seats = game.to_act(state)
        terminal = game.is_terminal(state)
        if terminal != (not seats):
            fail("to_act", f"is_terminal={terminal} but to_act={set(seats)}")
        if state.players != n:
            fail("players", f"state.players is {state.players!r} in a game of {n}")
        if len(seats) > 1:
            stats["windows"] += 1
            if not kind.windows:
                fail("game type", f"GAME_TYPE says turn-based but to_act names {sorted(seats)}")
        if CHANCE in seats:
            stats["chance"] += 1
            if not kind.chance:
                fail("game type", "GAME_TYPE says no chance during play but to_act is {CHANCE}")
        if game.hand_ended(state) != terminal:
            if terminal:
                fail("hand_ended", "the game is over but hand_ended is False")
            if not kind.whole_match:
                fail("hand_ended", "a hand ended before the end of a state that is one hand (GAME_TYPE.whole_match)")
            if seats != {CHANCE}:
                fail("hand_ended", f"at a pause between hands the next deal is chance's, but to_act={set(seats)}")
            stats["pauses"] += 1
        if len(game.returns(state)) != n:
            fail("returns", f"{len(game.returns(state))} entries for {n} seats")
        for seat in range(n):
            hidden = Counter(game.hidden_cards(state, seat))
            shown, words = shown_in(game.view(state, seat))
            leaked = {c for c, k in shown.items() if hidden[c] and k > deck[c] - hidden[c]}
            written = (by_code.get(word) for word in words)  # a hidden card written as its code
            leaked |= {c for c in written if c is not None and hidden[c] and not deck[c] - hidden[c]}
            if leaked:
                fail("view leaks", f"seat {seat} sees {sorted(c.code for c in leaked)}")
            legal = game.legal_actions(state, seat)
            if seat not in seats and legal:
                fail("legal actions", f"seat {seat} is not to act but has legal actions {legal!r}")
        for seat in seats:
            if seat == CHANCE:
                continue
            legal = game.legal_actions(state, seat)
            if not isinstance(legal, tuple) or not legal:
                fail("legal actions", f"seat {seat} must act but legal_actions is {legal!r}")
            seen_actions.extend(a for a in legal if a not in seen_actions[-64:])

    def check_refusals(state: Any, before: bytes) -> None:
        """Every listed action is accepted (turn-based), refused actions raise IllegalMove,
        and neither changes the state (``before``: the state's snapshot)."""
        seats = game.to_act(state)
        legal = set()
        for seat in seats:
            if seat != CHANCE:
                legal.update(game.legal_actions(state, seat))
        if len(seats) == 1 and CHANCE not in seats:  # apply judges an action without listing them all
            (seat,) = seats
            for action in game.legal_actions(state, seat):
                try:
                    game.apply(state, action)
                except IllegalMove as error:
                    fail("listed actions are accepted", f"{action!r} is in legal_actions but apply refused it: {error}")
            if snapshot(state) != before:
                fail("apply is pure", "applying a listed action changed the state it was given")
        foreign = [a for a in seen_actions[-64:] if a not in legal]
        tries = [foreign[int(probe_rng.integers(len(foreign)))]] if foreign else []
        odd = malformed(table.record.actions[-1]) if table.record.actions else []
        if odd:
            tries.append(odd[int(probe_rng.integers(len(odd)))])
        tries.append(object())
        for action in tries:
            try:
                game.apply(state, action)
            except IllegalMove:
                stats["refusals"] += 1
            except Exception as error:  # noqa: BLE001 - the check reports any other failure
                fail("refused action", f"{action!r} raised {type(error).__name__}, not IllegalMove: {error}")
            else:
                if len(seats) == 1 and CHANCE not in seats and action not in legal:
                    fail("only listed actions", f"{action!r} is not in legal_actions but apply accepted it")
            if snapshot(state) != before:
                fail("refused action changes nothing", f"the state changed after {action!r}")

    def check_events(events: Sequence[Any], before: Any, after: Any) -> None:
        hidden: list[tuple[Counter, Counter]] = []  # per seat: the cards hidden from it before and after

        def _leaked(found: tuple[Counter, set[str]], seat: int, stayed: bool, table: bool = False) -> set[Card]:
            """The cards in ``found`` (cards and words) hidden from ``seat`` before and after the
            action; with ``stayed`` (a public part), only those held by another seat that keeps
            them (hidden from the same seats before and after, and not from all) or that went
            from nobody's sight into another's (a card drawn face down: hidden from every seat
            before, known to one after) — unless the event is the table's (``table``: no seat
            acts in it, the cards are turned face up for all, as 3-5-8's monte, TCO-5).  A card
            played and gathered, shown and shuffled back, or turned face up and taken with the
            pile was seen on the way."""
            shown, words = found
            was, now = hidden[seat]
            cards = {c for c, k in shown.items() if was[c] and now[c] and k > deck[c] - was[c] and k > deck[c] - now[c]}
            written = (by_code.get(word) for word in words)
            cards |= {c for c in written if c is not None and was[c] and now[c] and not deck[c] - was[c]
                      and not deck[c] - now[c]}
            if stayed:
                cards = {c for c in cards
                         if (all(b[c] == a[c] for b, a in hidden) and any(b[c] < deck[c] for b, _ in hidden))
                         or (not table and all(b[c] == deck[c] for b, _ in hidden)
                             and any(a[c] < deck[c] for _, a in hidden))}
            return cards

        for event in events:
            if event.game and event.kind not in game.EVENTS:
                fail("declared events", f"{event.kind!r} is not in {game.NAME}.EVENTS")
            for lang in ("it", "en"):
                try:
                    text = event.narrate(lang)
                except (KeyError, ValueError, IndexError, TypeError) as error:
                    fail("narration", f"{event.kind!r} in {lang}: {type(error).__name__}: {error}")
                if not text.strip() or "None" in text or text[0] in " ,.:;":
                    fail("narration", f"{event.kind!r} in {lang} lacks a value: {text!r}")
            for part in event.private:
                if not (type(part.seat) is int and 0 <= part.seat < n):
                    fail("private parts", f"{event.kind!r} has a private part for seat {part.seat!r}")
                for lang in ("it", "en"):
                    try:
                        told = event.tell(lang, you=part.seat)
                    except (KeyError, ValueError, IndexError, TypeError) as error:
                        fail("narration", f"{event.kind!r}'s private {part.kind!r} in {lang}: "
                                          f"{type(error).__name__}: {error}")
                    if any(not line.strip() or "None" in line for line in told[1:]):
                        fail("narration", f"{event.kind!r}'s private {part.kind!r} in {lang} lacks a value: {told!r}")
            if not hidden:
                hidden.extend((Counter(game.hidden_cards(before, seat)), Counter(game.hidden_cards(after, seat)))
                              for seat in range(n))
            public = shown_in(event.seen_by(None))
            for seat in range(n):
                seen = event.seen_by(seat)
                if any(part.seat != seat for part in seen.private):
                    fail("event leaks", f"seat {seat} is given another seat's private part of {event.kind!r}")
                leaked = _leaked(public, seat, stayed=True, table=event.seat is None) | _leaked(shown_in(seen.private), seat, stayed=False)
                if leaked:
                    fail("event leaks", f"seat {seat} learns {sorted(c.code for c in leaked)} from {event.kind!r}")
            stats["events"] += 1

    check_state(table.state)
    while not game.is_terminal(table.state) and len(table.record.actions) < max_actions:
        before, frozen = table.state, snapshot(table.state)
        check_refusals(before, frozen)
        done = len(table.record.log)
        table.step()
        if snapshot(before) != frozen:
            fail("apply is pure", "applying an action changed the state it was given")
        check_events(table.record.log[done:], before, table.state)
        check_state(table.state)
    replayed = list(table.record.replay())
    final = replayed[-1].state if replayed else table.record.start
    if final != table.state or [e for s in replayed for e in s.events] != table.record.log:
        fail("replay", "re-applying the recorded actions does not reach the same state and events")
    stats["actions"] += len(table.record.actions)
    return stats


def check_match(game: Any, players: int, *, rules: Any = None, seed: int = 0, hands: int = 3,
                max_actions: int = 20_000) -> None:
    """A short :class:`~kit.engine.Match` of random players: each hand dealt by the next dealer
    (C-1), the totals the sum of the hands' returns.

    Raises:
        ConformanceError: the dealer does not rotate or the totals do not add up.
    """
    rules = game.Rules() if rules is None else rules
    match = Match(game, rules, players, [RandomAgent()] * players, seed, target=math.inf, max_hands=hands)
    dealers = []
    while not match.over:
        dealers.append(match.dealer)
        table = match.new_hand()
        table.run(max_actions)
        if not game.is_terminal(table.state):
            return  # a hand longer than the budget: nothing more to check here
        match.end_hand()
    expected = [(players - 1 + h) % players for h in range(len(dealers))]
    if dealers != expected:
        raise ConformanceError(f"{game.NAME}: dealers {dealers}, expected {expected} (C-1)")
    sums = [sum(game.returns(r.state)[s] for r in match.hands) for s in range(players)]
    if sums != match.totals:
        raise ConformanceError(f"{game.NAME}: totals {match.totals} are not the sums of the hands' returns {sums}")
