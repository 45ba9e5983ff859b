"""Fast simulation of the slap games: Un, due, tre, Solo coppie, Somma dieci and Egyptian
Ratscrew (RULES.md UDT-1..UDT-13 with slaps, and the slap model for computer players).

The engine (:func:`kit.games.un_due_tre.play_slap_game` on :class:`kit.engine.Table`) is the
reference; this module plays the same rules with the same computer players
(:class:`~kit.games.un_due_tre.SlapAgent`, one :class:`~kit.games.un_due_tre.SlapModel` per
seat), compiled with numba.

How the engine draws its chance values, and how this module draws the same ones
    A seeded game (:func:`engine_game`) splits its seed into a deal stream and a play stream
    (``kit.deal.streams(seed, 2)``, as the lessons do).  The deal is
    ``deal_stream.permutation(cards)`` dealt one card at a time from seat 0 (UDT-1, C-2).  The
    table splits the play stream into ``2 * players + 1`` streams (``Generator.spawn``): one
    per seat for its choices, one per seat for its reaction times, one for chance (unused
    here).  In every slap window each seat, in seat order, draws from its choice stream:
    one ``random()`` against ``notice`` when a pattern shows; otherwise one ``random()``
    against ``false_slap`` and, if it slaps, one more against ``beside``.  A seat that slaps
    then draws its reaction time from its timing stream, ``max(min_ms, normal(reaction_ms,
    spread_ms))``.  Nothing else draws.

    numba's ``np.random.Generator`` support gives exactly NumPy's numbers for ``random``,
    ``normal`` and ``permutation`` on the same bit generator, so :func:`play_seeded` passes
    the very Generators the engine would make into the compiled game, which draws from them
    in the engine's order: the same seed gives the same game, draw for draw
    (``tests/test_slap_fast.py`` checks winner, length and slaps game by game).

    Building those ``2 * players + 2`` Generators costs more per game than the compiled game
    itself, so the batch runs (:func:`simulate`, :func:`play_block`) take one Generator per
    block instead (``kit.sim.batch.run_blocks``): the block's deals and every seat's choices
    and times all come from it.  And since after most cards nobody slaps, a batch run first
    draws, after a card with no pattern, whether anybody slaps by mistake at all (probability
    ``1 - (1 - false_slap_0) (1 - false_slap_1) ...``); only if somebody does are the seats
    drawn in turn, each with its chance given that nobody before it slapped and that somebody
    from it on does (``false_slap_s / P(some seat from s on slaps)``), the later ones with
    their own chance once one has.  That is exactly the same joint distribution as one draw
    per seat, with about one draw per card instead of one per seat.  Same model, same
    distribution of results, other individual games; the tests compare the two statistically.

Counts per game (UDT-13 and the slap events): ``cards`` turned, ``tricks`` (piles taken, the
final one included when not empty), ``slaps_won`` (UDT-7), ``false_slaps`` (a penalty card
tucked, UDT-8), ``free_false_slaps`` (a false slap by a player with no cards, UDT-8) and
``beside`` (slaps on the table beside the pile, UDT-8).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from typing import Sequence

import numpy as np

from kit.deal import SeedLike, streams
from kit.games.un_due_tre import FINISHED, Rules, SlapAgent, SlapModel, new_game, play_slap_game
from kit.prob import wilson_interval
from kit.sim.batch import run_blocks
from kit.sim.compiled import njit

VARIANTS = {
    "un_due_tre": Rules(),
    "solo_coppie": Rules(solo_coppie=True),
    "somma_dieci": Rules(somma_dieci=True),
    "ratscrew": Rules(mazzo_52=True),
}
"""The slap variants by name: Un, due, tre (pairs and sandwiches), Solo coppie, Somma dieci,
Egyptian Ratscrew (``mazzo_52``)."""

STATUS_FINISHED, STATUS_LIMIT = 0, 2
STATUS_NAMES = {STATUS_FINISHED: "finished", STATUS_LIMIT: "limit"}
NO_LIMIT = 2**62
"""``max_cards`` when a game has no safety stop."""
BATCH_MAX_CARDS = 1_000_000
"""The batch runs' safety stop per game, in cards (far beyond any game seen: status ``limit``)."""

# columns of the compiled counts
_WINNER, _CARDS, _TRICKS, _WON, _FALSE, _FREE, _BESIDE, _STATUS = range(8)
_FIELDS = 8
_CAPACITY = 64
_MASK = _CAPACITY - 1
"""Each packet is a ring buffer of 64 places (a power of two >= 52, so wrapping is a mask)."""
# columns of the per-seat model parameters
_MEAN, _SPREAD, _MIN, _NOTICE, _FALSE_SLAP, _BESIDE_P = range(6)


@dataclass(frozen=True)
class SlapGame:
    """How one slap game ended, with its slap counts (module docstring).

    Attributes:
        status: ``"finished"``, or ``"limit"`` (stopped by a safety limit).
        winner: the winning seat, or ``None`` at a limit.
        cards: cards turned onto the pile (UDT-13).
        tricks: piles taken, the final one included when not empty (UDT-13).
        slaps_won: slaps that took the pile (UDT-7).
        false_slaps: false slaps that cost a card (UDT-8).
        free_false_slaps: false slaps by players with no cards, costing nothing (UDT-8).
        beside: slaps beside the pile (UDT-8).
    """

    status: str
    winner: int | None
    cards: int
    tricks: int
    slaps_won: int
    false_slaps: int
    free_false_slaps: int
    beside: int


def card_tables(rules: Rules) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For each card of ``rules.deck`` in deck order: rank index, C-4 number, payment value.

    Returns:
        three ``int8`` arrays (rank as the index of the rank in the deck's numbering, the
        number used by Somma dieci, the payment value of UDT-4 / mazzo_52).
    """
    deck = rules.deck
    place = {r: i for i, r in enumerate(deck.numbering)}  # keyed by the deck's Rank objects: identity hits
    rank = np.array([place[c.rank] for c in deck.cards], dtype=np.int8)
    number = np.array([deck.numbering[c.rank] for c in deck.cards], dtype=np.int8)
    pay = np.array([rules.payment(c) for c in deck.cards], dtype=np.int8)
    return rank, number, pay


def model_table(agents: Sequence[SlapAgent]) -> np.ndarray:
    """The agents' slap models as a ``(players, 6)`` float array: reaction_ms, spread_ms,
    min_ms, notice, false_slap, beside (the slap model of RULES.md).

    Raises:
        TypeError: an agent that is not a :class:`~kit.games.un_due_tre.SlapAgent` (the fast
            path knows only that player).
    """
    rows = []
    for seat, agent in enumerate(agents):
        if not isinstance(agent, SlapAgent):
            raise TypeError(f"seat {seat}: the fast path plays SlapAgent computer players only, not {agent!r}")
        m = agent.model
        rows.append((m.reaction_ms, m.spread_ms, m.min_ms, m.notice, m.false_slap, m.beside))
    return np.array(rows, dtype=np.float64)


def _six(gens: Sequence[np.random.Generator]) -> tuple[np.random.Generator, ...]:
    """``gens`` (one per seat) padded to six with the first again: the compiled code takes a
    tuple of 6 whatever the table, so it is compiled (and cached) once, not once per player
    count; the seats past ``players`` are never drawn from."""
    return tuple(gens) + (gens[0],) * (6 - len(gens))


def _check(rules: Rules, players: int, agents: Sequence[SlapAgent] | None) -> list[SlapAgent]:
    """The checked agents (``None``: ``SlapAgent()`` at every seat).

    Raises:
        ValueError: rules without slaps, players outside 2..6, not one agent per seat.
    """
    if not isinstance(rules, Rules) or not rules.slaps:
        raise ValueError("the slap fast path needs rules with slaps; for Straccia camicia and "
                         "Beggar-my-neighbour use kit.sim.un_due_tre")
    if isinstance(players, bool) or not isinstance(players, (int, np.integer)) or not 2 <= players <= 6:
        raise ValueError(f"Un, due, tre is for 2 to 6 players (UDT-1), got {players!r}")
    agents = [SlapAgent()] * players if agents is None else list(agents)
    if len(agents) != players:
        raise ValueError(f"give one agent per seat: {players} seats, {len(agents)} agents")
    return agents


# --- the compiled game ----------------------------------------------------------------------
@njit(cache=True, inline="always")
def _take(seat, players, buf, head, size, pile, plen, tucked, tlen):  # pragma: no cover - compiled
    """UDT-6: the tucked cards (the last tucked lowest) then the pile, oldest first, under
    ``seat``'s packet.  Returns True when ``seat`` is now the only holder (UDT-12)."""
    for i in range(tlen - 1, -1, -1):
        buf[seat, (head[seat] + size[seat]) & _MASK] = tucked[i]
        size[seat] += 1
    for i in range(plen):
        buf[seat, (head[seat] + size[seat]) & _MASK] = pile[i]
        size[seat] += 1
    for s in range(players):
        if s != seat and size[s] > 0:
            return False
    return True


@njit(cache=True)
def _game(order, players, rank, number, pay, sandwiches, dieci, params, seat_gens, timing_gens, max_cards, gate,
          buf, head, size, pile, tucked, sl_ms, sl_seat, sl_side, out):  # pragma: no cover - compiled
    """One slap game from the deal ``order`` (card ids, top of the pack first); the counts go to
    ``out`` (see the column names above).  The other arrays are scratch space.  ``gate``: after
    a card with no pattern, first draw whether anybody slaps at all (the batch runs, module
    docstring); without it every seat draws as in the engine."""
    n = order.shape[0]
    for p in range(players):
        head[p] = 0
        size[p] = 0
    for i in range(n):  # UDT-1, C-2: one card at a time from seat 0
        p = i % players
        buf[p, size[p]] = order[i]
        size[p] += 1
    for j in range(_FIELDS):
        out[j] = 0
    plen = 0
    tlen = 0
    turn = 0
    owed = 0
    collector = -1
    cards = 0
    tricks = 0
    winner = -1
    status = STATUS_LIMIT
    none_from = np.ones(players + 1)  # probability that no seat from k on slaps by mistake
    for s in range(players - 1, -1, -1):
        none_from[s] = none_from[s + 1] * (1.0 - params[s, _FALSE_SLAP])
    while cards < max_cards:
        # UDT-3: the seat to act turns its top card onto the pile
        last = turn
        c = buf[last, head[last]]
        head[last] = (head[last] + 1) & _MASK
        size[last] -= 1
        pile[plen] = c
        plen += 1
        cards += 1
        # the slap window (UDT-7 and the variants): only face-up cards make a pattern
        pattern = False
        if plen >= 2 and rank[pile[plen - 1]] == rank[pile[plen - 2]]:
            pattern = True
        elif sandwiches and plen >= 3 and rank[pile[plen - 1]] == rank[pile[plen - 3]]:
            pattern = True
        elif dieci and plen >= 2 and number[pile[plen - 1]] + number[pile[plen - 2]] == 10:
            pattern = True
        k = 0
        seats = players
        if gate and not pattern and seat_gens[0].random() < none_from[0]:
            seats = 0  # nobody slaps by mistake after this card
        some = False
        for s in range(seats):  # each seat in order: its choice, then its reaction time
            g = seat_gens[s]
            side = 0
            if pattern:
                if not g.random() < params[s, _NOTICE]:
                    continue
            else:
                p = params[s, _FALSE_SLAP]
                if gate and not some:  # given that at least one seat from s on slaps
                    rest = 1.0 - none_from[s]
                    p = p / rest if rest > 0.0 else 0.0
                if not g.random() < p:
                    continue
                some = True
                if g.random() < params[s, _BESIDE_P]:
                    side = 1
            ms = timing_gens[s].normal(params[s, _MEAN], params[s, _SPREAD])
            if ms < params[s, _MIN]:
                ms = params[s, _MIN]
            j = k  # UDT-9: kept in order of (time, seat)
            while j > 0 and sl_ms[j - 1] > ms:
                sl_ms[j] = sl_ms[j - 1]
                sl_seat[j] = sl_seat[j - 1]
                sl_side[j] = sl_side[j - 1]
                j -= 1
            sl_ms[j] = ms
            sl_seat[j] = s
            sl_side[j] = side
            k += 1
        taken = False
        for j in range(k):
            if sl_side[j] == 1:
                out[_BESIDE] += 1
        if pattern:
            for j in range(k):  # the earliest slap on the pile wins (UDT-7, UDT-9)
                if sl_side[j] == 0:
                    w = sl_seat[j]
                    out[_WON] += 1
                    tricks += 1
                    alone = _take(w, players, buf, head, size, pile, plen, tucked, tlen)
                    plen = 0
                    tlen = 0
                    owed = 0
                    collector = -1
                    turn = w
                    taken = True
                    if alone:
                        winner = w
                        status = STATUS_FINISHED
                    break
        else:
            for j in range(k):  # UDT-8: every slapper on the pile tucks a card, in time order
                if sl_side[j] == 0:
                    s = sl_seat[j]
                    if size[s] > 0:
                        tucked[tlen] = buf[s, head[s]]
                        tlen += 1
                        head[s] = (head[s] + 1) & _MASK
                        size[s] -= 1
                        out[_FALSE] += 1
                    else:
                        out[_FREE] += 1
        if status == STATUS_FINISHED:
            break
        if taken:
            continue
        # the card's consequences (UDT-4, 5, 6, 10, 12)
        v = pay[pile[plen - 1]]
        pass_from = -1
        take_by = -1
        if v > 0:
            owed = v
            collector = last
            pass_from = last
        elif owed > 0:
            owed -= 1
            if owed == 0 or size[last] == 0:  # payment complete, or the payer ran out (UDT-10)
                take_by = collector
        else:
            pass_from = last
        if take_by >= 0:
            tricks += 1
            alone = _take(take_by, players, buf, head, size, pile, plen, tucked, tlen)
            plen = 0
            tlen = 0
            owed = 0
            collector = -1
            turn = take_by
            if alone:
                winner = take_by
                status = STATUS_FINISHED
                break
        elif pass_from >= 0:
            nxt = -1
            s = pass_from
            for step in range(players):  # the next holder clockwise, pass_from itself last
                s += 1
                if s == players:
                    s = 0
                if size[s] > 0:
                    nxt = s
                    break
            if nxt == -1 or nxt == pass_from:  # UDT-12: nobody else holds cards
                winner = last if nxt == -1 else pass_from
                if plen + tlen > 0:
                    tricks += 1
                status = STATUS_FINISHED
                break
            turn = nxt
    out[_WINNER] = winner
    out[_CARDS] = cards
    out[_TRICKS] = tricks
    out[_STATUS] = status


@njit(cache=True)
def _one(order, players, rank, number, pay, sandwiches, dieci, params, seat_gens, timing_gens,
         max_cards):  # pragma: no cover - compiled
    """One game with fresh scratch space; returns its counts."""
    n = order.shape[0]
    out = np.zeros(_FIELDS, dtype=np.int64)
    _game(order, players, rank, number, pay, sandwiches, dieci, params, seat_gens, timing_gens, max_cards, False,
          np.zeros((players, _CAPACITY), np.int16), np.zeros(players, np.int64), np.zeros(players, np.int64),
          np.zeros(n, np.int16), np.zeros(n, np.int16), np.zeros(players, np.float64),
          np.zeros(players, np.int64), np.zeros(players, np.int8), out)
    return out


@njit(cache=True)
def _many(games, deal_gen, players, rank, number, pay, sandwiches, dieci, params, seat_gens, timing_gens,
          max_cards):  # pragma: no cover - compiled
    """``games`` games, each dealt by ``deal_gen.permutation``; returns a ``(games, 8)`` count table."""
    n = rank.shape[0]
    out = np.zeros((games, _FIELDS), dtype=np.int64)
    buf = np.zeros((players, _CAPACITY), np.int16)
    head = np.zeros(players, np.int64)
    size = np.zeros(players, np.int64)
    pile = np.zeros(n, np.int16)
    tucked = np.zeros(n, np.int16)
    sl_ms = np.zeros(players, np.float64)
    sl_seat = np.zeros(players, np.int64)
    sl_side = np.zeros(players, np.int8)
    for i in range(games):
        order = deal_gen.permutation(n)
        _game(order, players, rank, number, pay, sandwiches, dieci, params, seat_gens, timing_gens, max_cards, True,
              buf, head, size, pile, tucked, sl_ms, sl_seat, sl_side, out[i])
    return out


def _as_game(row: np.ndarray) -> SlapGame:
    """A :class:`SlapGame` from one row of the compiled counts."""
    status = int(row[_STATUS])
    return SlapGame(STATUS_NAMES[status], int(row[_WINNER]) if status == STATUS_FINISHED else None,
                    int(row[_CARDS]), int(row[_TRICKS]), int(row[_WON]), int(row[_FALSE]), int(row[_FREE]),
                    int(row[_BESIDE]))


# --- one seeded game, as the engine plays it ------------------------------------------------
def engine_game(seed: SeedLike, rules: Rules = Rules(), players: int = 4,
                agents: Sequence[SlapAgent] | None = None) -> SlapGame:
    """The reference: a seeded slap game played by the engine (:func:`~kit.games.un_due_tre.play_slap_game`).

    Args:
        seed: an int >= 0, a SeedSequence or a Generator; split into a deal stream and a play
            stream (``kit.deal.streams(seed, 2)``).
        rules: a slap variant (see :data:`VARIANTS`).
        players: 2..6.
        agents: one :class:`~kit.games.un_due_tre.SlapAgent` per seat (default ``SlapAgent()``).

    Returns:
        a :class:`SlapGame` counted from the game's events.

    Raises:
        ValueError: rules without slaps, players outside 2..6, not one agent per seat.
    """
    agents = _check(rules, players, agents)
    deal_rng, play_rng = streams(seed, 2)
    record = play_slap_game(new_game(rules, players, rng=deal_rng), agents, play_rng)
    kinds = [e.kind for e in record.log]
    state = record.state
    return SlapGame("finished" if state.status == FINISHED else state.status, state.winner, state.cards,
                    state.tricks, sum(k.startswith("slap_won_") for k in kinds), kinds.count("false_slap"),
                    kinds.count("false_slap_free"), kinds.count("slap_beside"))


def play_seeded(seed: SeedLike, rules: Rules = Rules(), players: int = 4,
                agents: Sequence[SlapAgent] | None = None, max_cards: int | None = None) -> SlapGame:
    """The same game as :func:`engine_game` for the same seed, compiled (module docstring).

    Args:
        seed, rules, players, agents: as :func:`engine_game`.
        max_cards: a safety stop (status ``"limit"``), or ``None`` for none, as the engine.

    Returns:
        a :class:`SlapGame`, equal to ``engine_game(seed, rules, players, agents)``.

    Raises:
        ValueError: as :func:`engine_game`, or max_cards < 1.
        TypeError: an agent that is not a SlapAgent.
    """
    agents = _check(rules, players, agents)
    if max_cards is not None and max_cards < 1:
        raise ValueError(f"max_cards must be 1 or more, got {max_cards}")
    params = model_table(agents)
    rank, number, pay = card_tables(rules)
    deal_rng, play_rng = streams(seed, 2)
    order = deal_rng.permutation(rank.size).astype(np.int16)  # kit.deal.shuffle's draw
    split = streams(play_rng, 2 * players + 1)  # kit.engine.Table's streams
    row = _one(order, players, rank, number, pay, not rules.solo_coppie, rules.somma_dieci, params,
               _six(split[:players]), _six(split[players:2 * players]),
               NO_LIMIT if max_cards is None else int(max_cards))
    return _as_game(row)


# --- many games -----------------------------------------------------------------------------
@dataclass(frozen=True)
class SlapBatch:
    """The results of many slap games, one entry per game (``int64`` arrays).

    Attributes:
        status: 0 finished, 2 stopped at the safety limit (:data:`STATUS_NAMES`).
        winner: the winning seat, -1 at a limit.
        cards, tricks, slaps_won, false_slaps, free_false_slaps, beside: as :class:`SlapGame`.
    """

    status: np.ndarray
    winner: np.ndarray
    cards: np.ndarray
    tricks: np.ndarray
    slaps_won: np.ndarray
    false_slaps: np.ndarray
    free_false_slaps: np.ndarray
    beside: np.ndarray

    def __len__(self) -> int:
        """Number of games."""
        return int(self.status.size)

    @staticmethod
    def from_table(table: np.ndarray) -> "SlapBatch":
        """From the compiled ``(games, 8)`` count table."""
        return SlapBatch(table[:, _STATUS], table[:, _WINNER], table[:, _CARDS], table[:, _TRICKS],
                         table[:, _WON], table[:, _FALSE], table[:, _FREE], table[:, _BESIDE])

    def wins(self, players: int) -> np.ndarray:
        """Games won by each seat, ``(players,)`` int array (limits count for nobody)."""
        return np.bincount(self.winner[self.winner >= 0], minlength=players)


def play_block(gen: np.random.Generator, games: int, rules: Rules = Rules(), players: int = 4,
               agents: Sequence[SlapAgent] | None = None, max_cards: int = BATCH_MAX_CARDS) -> np.ndarray:
    """``games`` slap games drawing everything from the one Generator ``gen`` (module docstring).

    Args:
        gen: the block's Generator (deals, choices and reaction times, in the engine's order
            within each window).
        games: how many games, >= 0.
        rules, players, agents: as :func:`engine_game`.
        max_cards: the safety stop per game, in cards.

    Returns:
        the ``(games, 8)`` count table (use :meth:`SlapBatch.from_table`).

    Raises:
        ValueError: as :func:`engine_game`, games < 0 or max_cards < 1.
    """
    agents = _check(rules, players, agents)
    if games < 0 or max_cards < 1:
        raise ValueError(f"need games >= 0 and max_cards >= 1, got games={games}, max_cards={max_cards}")
    rank, number, pay = card_tables(rules)
    gens = _six((gen,))
    return _many(int(games), gen, players, rank, number, pay, not rules.solo_coppie, rules.somma_dieci,
                 model_table(agents), gens, gens, int(max_cards))


def _block(ss: np.random.SeedSequence, size: int, rules: Rules, players: int,
           agents: tuple[SlapAgent, ...], max_cards: int) -> np.ndarray:
    """One block of :func:`simulate` (module level, so worker processes can unpickle it)."""
    return play_block(np.random.default_rng(ss), size, rules, players, agents, max_cards)


def simulate(games: int, rules: Rules = Rules(), players: int = 4, agents: Sequence[SlapAgent] | None = None,
             seed: int = 0, *, block: int = 20_000, workers: int | None = None, executor=None,
             progress: bool = False, max_cards: int = BATCH_MAX_CARDS) -> SlapBatch:
    """Many seeded slap games in independent blocks (:func:`kit.sim.batch.run_blocks`): the same
    seed and block give the same results however the blocks are spread over processes.

    Args:
        games: how many games, >= 0.
        rules, players, agents: as :func:`engine_game`.
        seed: the run's seed, int >= 0.
        block: games per block (it fixes the streams).
        workers, executor, progress: as :func:`kit.sim.batch.run_blocks`.
        max_cards: the safety stop per game, in cards (status ``limit``).

    Returns:
        a :class:`SlapBatch`.

    Raises:
        ValueError: as :func:`engine_game` and :func:`kit.sim.batch.run_blocks`.
    """
    agents = tuple(_check(rules, players, agents))
    model_table(agents)  # TypeError now, not in a worker
    parts = run_blocks(partial(_block, rules=rules, players=players, agents=agents, max_cards=max_cards),
                       games, seed, block=block, workers=workers, executor=executor, progress=progress,
                       description="games")
    table = np.concatenate(parts) if parts else np.zeros((0, _FIELDS), dtype=np.int64)
    return SlapBatch.from_table(table)


# --- does the faster slapper win more often? --------------------------------------------------
@dataclass(frozen=True)
class FasterSlapper:
    """How often the faster of two slappers wins (see :func:`faster_wins`).

    Attributes:
        fast_ms, slow_ms: the two players' mean reaction times (milliseconds).
        games: games played; finished: games that ended (the others hit the safety stop).
        wins: games won by the faster player.
        rate: ``wins / finished``, the estimated probability that the faster player wins.
        low, high: the Wilson interval for ``rate`` at ``confidence``.
        edge: ``rate - 0.5``, how much better than an even game (0 when nobody is faster).
        confidence: the interval's coverage (0.95 by default).
    """

    fast_ms: float
    slow_ms: float
    games: int
    finished: int
    wins: int
    rate: float
    low: float
    high: float
    edge: float
    confidence: float


def faster_wins(fast_ms: float = 450.0, slow_ms: float = 600.0, games: int = 100_000, seed: int = 0, *,
                rules: Rules = Rules(), model: SlapModel = SlapModel(), confidence: float = 0.95,
                workers: int | None = None, executor=None) -> FasterSlapper:
    """Two computer players who differ only in their mean reaction time: how often does the
    faster one win (UDT-7, UDT-9: the earliest slap takes the pile)?

    The faster player sits first (seat 0, who turns the first card) in the first half of the
    games and second in the other half, so the seat's own advantage cancels out; the other
    parameters of both players are ``model``'s.  Each half is a :func:`simulate` run (its own
    stream of ``SeedSequence(seed)``).

    Args:
        fast_ms, slow_ms: mean reaction times in milliseconds, ``0 < fast_ms <= slow_ms``.
        games: games in all, >= 2 (1e5 gives an interval about ±0.3 percentage points wide).
        seed: int >= 0.
        rules: a slap variant (:data:`VARIANTS`).
        model: everything else about the two players (its ``reaction_ms`` is replaced).
        confidence: of the Wilson interval, between 0 and 1.
        workers, executor: as :func:`simulate`.

    Returns:
        a :class:`FasterSlapper`.

    Raises:
        ValueError: times not positive or ``fast_ms > slow_ms``, games < 2, a negative seed,
            rules without slaps, a confidence outside (0, 1), or no game finished.
    """
    for name, ms in (("fast_ms", fast_ms), ("slow_ms", slow_ms)):
        if isinstance(ms, bool) or not isinstance(ms, (int, float, np.integer, np.floating)):
            raise ValueError(f"{name} is a mean reaction time in milliseconds, a number, got {ms!r}")
    if not 0 < fast_ms <= slow_ms:
        raise ValueError(f"need 0 < fast_ms <= slow_ms (milliseconds), got fast_ms={fast_ms}, slow_ms={slow_ms}")
    if isinstance(games, bool) or not isinstance(games, (int, np.integer)) or games < 2:
        raise ValueError(f"games is a whole number, 2 or more, got {games!r}")
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise ValueError(f"seed is a whole number 0 or more, got {seed!r}")
    if not 0 < confidence < 1:
        raise ValueError(f"confidence is between 0 and 1, got {confidence}")
    fast = SlapAgent(replace(model, reaction_ms=float(fast_ms)))
    slow = SlapAgent(replace(model, reaction_ms=float(slow_ms)))
    first_seed, second_seed = (int(s.generate_state(1)[0]) for s in np.random.SeedSequence(int(seed)).spawn(2))
    half = games // 2
    a = simulate(half, rules, 2, [fast, slow], first_seed, workers=workers, executor=executor)
    b = simulate(games - half, rules, 2, [slow, fast], second_seed, workers=workers, executor=executor)
    wins = int(np.sum(a.winner == 0) + np.sum(b.winner == 1))
    finished = int(np.sum(a.status == STATUS_FINISHED) + np.sum(b.status == STATUS_FINISHED))
    if finished == 0:
        raise ValueError("no game finished before the safety stop: nothing to count")
    low, high = wilson_interval(wins, finished, confidence)
    rate = wins / finished
    return FasterSlapper(float(fast_ms), float(slow_ms), int(games), finished, wins, rate, low, high, rate - 0.5,
                         confidence)
