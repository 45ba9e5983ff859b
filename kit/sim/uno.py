"""Fast simulation of UNO: whole hands and whole matches, compiled, with every rule of the engine.

The engine (:mod:`kit.games.uno`) is the reference: this module plays the same rules — UNO-1..9
and every house-rule switch of :class:`kit.games.uno.Rules` (UNO-H1..H8), UNO calls and
catching, Wild Draw Four challenges, reshuffles, blocked hands — on integer card codes,
compiled with numba, with the computer players' policies (:class:`~kit.games.uno.RandomPlayer`,
:class:`~kit.games.uno.HeuristicPlayer`) written again on those codes.  Every decision point of
the engine (its phases ``play``, ``drawn``, ``colour``, ``swap``, ``penalty``, ``catch``,
``jump``) is a decision here, in the same order, with the same hand order (a drawn card goes
last, a played card leaves from its first copy), so a hand of the fast path *is* a hand of the
engine: :func:`trace_hand` returns its deal and its actions as engine actions
(``Play``, ``Draw``, …, ``Reshuffle(order)``), and ``tests/test_uno_sim.py`` replays them
through :func:`kit.games.uno.apply` and compares the final states.

* :func:`simulate_hands` — many independent hands (turns, winner, points, and the cards and
  points left to every seat), the last seat dealing or the dealer rotating.
* :func:`simulate_matches` — many matches to ``rules.target`` (UNO-8), the dealer rotating as
  :class:`kit.engine.Match` does.
* :func:`trace_hand` — one hand with its deal and every action, for replay in the engine.

The players: ``"random"`` plays a uniformly chosen playable card whenever it has one (calling
UNO or not at random), else a uniform choice among its other actions; ``"heuristic"`` (and
``"forgetful"``) as :class:`~kit.games.uno.HeuristicPlayer`: the same score for the card to play,
the colour held most, the smallest hand to swap with, stacking whenever it can, and the same
challenge test (:func:`kit.games.uno.guilty_chance` above ``challenge_above``, compared exactly
as the engine computes it).  Both play a playable drawn card (``Keep`` is never their choice) and
jump in whenever they can.  The heuristic with ``forget=0, catch=1`` is deterministic, so the
test checks its every choice against the engine's :class:`~kit.games.uno.HeuristicPlayer`.

Card codes: ``13 * colour + value`` for the coloured cards (colours in the order of
:data:`kit.cards.UNO_COLOURS`, values 0..9, 10 Skip, 11 Reverse, 12 Draw Two), 52 Wild, 53 Wild
Draw Four.

Randomness: one ``numpy.random.Generator`` built from the seed (``default_rng(seed)``, no global
state) gives blocks of random 32-bit words that the compiled code reads in order (a uniform
integer below ``n`` by Lemire's multiply-and-reject, exactly uniform); the stream is the same
however it is cut into blocks, so the same seed gives the same results.  These draws are not the
engine's (its :class:`~kit.engine.Table` splits a seed per seat), so the two agree hand by hand
through :func:`trace_hand` and in distribution otherwise.

Endless hands (UNO-9).  A hand can go round in circles for ever: e.g. with
``draw_until_playable`` (H7) and 10 players nearly every card ends up in the hands, and two
players pass two Reverses back and forth (each draws the other's, playable, and plays it);
nobody is idle.  The engine blocks such a hand when the position at a reshuffle comes up for the
:data:`kit.games.uno.REPEATS`-th time; the fast path does the same, with a 64-bit fingerprint of
the same position (every field of the engine's but its counters: hands, discard pile, colour,
direction, penalty, challenge state, the play being resolved, the next seat, the draw and what
it is for).  ``max_turns`` stays as a last safety stop (status ``LIMIT``; never reached with it).

Compiled code is cached on disk (:func:`kit.sim.compiled.njit`); the first compilation takes
about 15 seconds.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Sequence

import numpy as np

from kit.cards import UNO_COLOURS, Card, uno108
from kit.deal import Deal
from kit.games import uno
from kit.sim.compiled import njit

__all__ = [
    "HandStats", "MatchStats", "HandTrace", "simulate_hands", "simulate_matches", "trace_hand",
    "card_code", "code_card", "FINISHED", "BLOCKED", "LIMIT",
]

WILD, WILD4 = 52, 53
"""Codes of the Wild and the Wild Draw Four."""
CODES = 54
SKIP, REVERSE, DRAW2 = 10, 11, 12
_VALUES = tuple(str(v) for v in range(10)) + ("skip", "reverse", "draw2")

PLAYING, FINISHED, BLOCKED, LIMIT, OVERFLOW = 0, 1, 2, 3, 4
"""Hand status: finished (someone went out, UNO-7), blocked (UNO-9), stopped at ``max_turns``."""
STATUS_NAMES = {FINISHED: "finished", BLOCKED: "blocked", LIMIT: "limit"}
MAX_TURNS = 20_000
"""A last safety stop for a hand (module docstring): hands of 10 players with H7 last up to about
3,000 turns, of 4 players without it about 80 on average."""
MAX_HANDS = 10_000
"""A safety stop for a match, as :class:`kit.engine.Match`'s ``max_hands``."""

# the engine's phases (for the state machine) and the trace's action kinds
PH_PLAY, PH_PENALTY = 0, 1
A_PLAY, A_DRAW, A_KEEP, A_CHOOSE, A_SWAP, A_ACCEPT, A_CHALLENGE, A_CATCH, A_JUMPIN, A_DECLINE, A_RESHUFFLE = range(11)

# slots of the state vector G
(G_N, G_DEALER, G_TURN, G_DIR, G_COLOUR, G_PENDING, G_CHALL, G_GUILTY, G_W4BY, G_FORGOT, G_IDLE, G_TURNS,
 G_STATUS, G_WINNER, G_SLEN, G_DLEN, G_PHASE, G_TLEN, G_PLEN, G_FULL, G_DECISIONS, G_AFTER, G_APEND,
 G_NSEEN) = range(24)
G_SIZE = 24
HL, ROWOF = G_SIZE, G_SIZE + 10
"""In G after the state: the size of each hand row, and the hand row each seat holds (a 7 swaps
rows, a 0 passes them on: H4)."""
STOCK, DISCARD = 10, 11
"""Rows of H after the (at most 10) hands: the stock, bottom first, and the discard pile."""
# slots of the rules vector R (UNO-H1..H8)
R_H1, R_H2, R_H3, R_H4, R_H5, R_H6, R_H7, R_H8, R_REPEATS = range(9)
# what a draw is for (the engine's ``drawing[2]``), part of a position (UNO-9 repetitions)
CTX_TURN, CTX_PENALTY, CTX_GUILTY, CTX_EFFECTS, CTX_CAUGHT, CTX_FINAL, CTX_FIRST = range(1, 8)
SEEN = 1 << 15
"""Positions at reshuffles remembered per hand (UNO-9 repetitions; far more than a hand has)."""

RANDOM_KIND, HEURISTIC_KIND = 0, 1


def card_code(card: Card) -> int:
    """The integer code of an UNO card (module docstring)."""
    if card.rank == "wild":
        return WILD
    if card.rank == "wild4":
        return WILD4
    return 13 * UNO_COLOURS.index(card.suit) + _VALUES.index(card.rank)


_CARD_OF = tuple([Card(_VALUES[c % 13], UNO_COLOURS[c // 13]) for c in range(52)] + [Card("wild", "wild"),
                                                                                    Card("wild4", "wild")])


def code_card(code: int) -> Card:
    """The UNO card of an integer code (module docstring)."""
    return _CARD_OF[int(code)]


DECK_CODES = np.array([card_code(c) for c in uno108.cards], dtype=np.int8)
"""The codes of ``uno108``'s cards, in deck order."""


# --- the rules on codes (compiled) ------------------------------------------------------------
@njit(cache=True)
def _bits(rng):  # pragma: no cover - compiled
    """The next 32 random bits of the stream ``rng = (cursor, bits)``: ``bits`` is a block of
    ``uint32`` drawn from the seed's Generator, ``cursor[0]`` the next one to use.  Past the end
    ``cursor[1]`` is set (the hand is played again from its start with a longer block) and the
    block is read again from its start, so the hand still ends."""
    cursor, bits = rng
    i = cursor[0]
    if i >= bits.shape[0]:
        cursor[1] = 1
        i = 0
    cursor[0] = i + 1
    return np.int64(bits[i])


@njit(cache=True)
def _randint(rng, n):  # pragma: no cover - compiled
    """A uniform integer in ``[0, n)``, exactly (Lemire's multiply-and-reject, 0 < n < 2**31)."""
    m = _bits(rng) * n
    low = m & 0xFFFFFFFF
    if low < n:
        floor = (0x100000000 - n) % n
        while low < floor:
            m = _bits(rng) * n
            low = m & 0xFFFFFFFF
    return m >> 32


@njit(cache=True)
def _uniform(rng):  # pragma: no cover - compiled
    """A uniform float in ``[0, 1)`` (32 random bits)."""
    return _bits(rng) * (1.0 / 4294967296.0)


@njit(cache=True)
def _permutation(rng, count, out):  # pragma: no cover - compiled
    """A uniform permutation of ``0..count-1`` in ``out[:count]`` (Fisher-Yates, C-2)."""
    for i in range(count):
        out[i] = i
    for i in range(count - 1, 0, -1):
        j = _randint(rng, i + 1)
        tmp = out[i]
        out[i] = out[j]
        out[j] = tmp


@njit(cache=True)
def _rank(c):  # pragma: no cover - compiled
    return c % 13 if c < 52 else c - 39  # 13 Wild, 14 Wild Draw Four


@njit(cache=True)
def _points(c):  # pragma: no cover - compiled
    """UNO-8: numbers at face value, Draw Two / Reverse / Skip 20, wilds 50."""
    r = _rank(c)
    if r < 10:
        return r
    if r < 13:
        return 20
    return 50


@njit(cache=True)
def _deck_count(c):  # pragma: no cover - compiled
    if c >= 52:
        return 4
    return 1 if c % 13 == 0 else 2


@njit(cache=True)
def _matches(card, top, colour):  # pragma: no cover - compiled
    """UNO-3: a wild always; else the colour in play, or the number/symbol of a coloured top."""
    if card >= 52:
        return True
    if card // 13 == colour:
        return True
    return top < 52 and card % 13 == top % 13


@njit(cache=True)
def _last_ok(h8, size, card):  # pragma: no cover - compiled
    """UNO-H8: the last card must be a number card."""
    return not (h8 != 0 and size == 1 and _rank(card) >= 10)


@njit(cache=True)
def _stacks_on(R, top, colour, card):  # pragma: no cover - compiled
    """UNO-H1/H2: ``card`` may be stacked on the penalty of ``top``."""
    if top < 52 and top % 13 == DRAW2:
        return (card < 52 and card % 13 == DRAW2 and R[R_H1] != 0) or (card == WILD4 and R[R_H2] != 0)
    if top == WILD4 and R[R_H2] != 0:
        return card < 52 and card % 13 == DRAW2 and card // 13 == colour
    return False


@njit(cache=True)
def _next(G, seat, steps):  # pragma: no cover - compiled
    return (seat + G[G_DIR] * steps) % G[G_N]


@njit(cache=True)
def _record(G, trace, kind, seat, a, b):  # pragma: no cover - compiled
    G[G_DECISIONS] += 1
    if trace.shape[0] == 0:
        return
    t = G[G_TLEN]
    if t < trace.shape[0]:
        trace[t, 0] = kind
        trace[t, 1] = seat
        trace[t, 2] = a
        trace[t, 3] = b
    else:
        G[G_FULL] = 1
    G[G_TLEN] = t + 1


@njit(cache=True)
def _record_perm(G, trace, perms, perm, count):  # pragma: no cover - compiled
    if trace.shape[0] == 0:
        return
    start = G[G_PLEN]
    if start + count <= perms.shape[0]:
        for i in range(count):
            perms[start + i] = perm[i]
    else:
        G[G_FULL] = 1
    G[G_PLEN] = start + count
    G[G_DECISIONS] -= 1  # a chance action, not a player's decision
    _record(G, trace, A_RESHUFFLE, -1, start, count)


@njit(cache=True)
def _reshuffle(G, H, rng, trace, perms, perm):  # pragma: no cover - compiled
    """UNO-9: the discard pile but its top card, shuffled, becomes the stock (engine's order:
    ``order[i]`` is the pile index of the card going ``i``-th from the top)."""
    count = G[G_DLEN] - 1
    _permutation(rng, count, perm)
    for j in range(count):  # the stock is kept bottom first: its top is the last entry
        H[STOCK, j] = H[DISCARD, perm[count - 1 - j]]
    G[G_SLEN] = count
    H[DISCARD, 0] = H[DISCARD, count]
    G[G_DLEN] = 1
    _record_perm(G, trace, perms, perm, count)


@njit(cache=True)
def _draw(R, G, H, seat, count, rng, trace, perms, perm, seen, ctx, played, player):  # pragma: no cover - compiled
    """``seat`` draws ``count`` cards (UNO-9: a reshuffle when the stock runs out, and with
    nothing to reshuffle the rest of the draw does not happen); returns the cards drawn.  At a
    reshuffle whose position comes up for the ``R[R_REPEATS]``-th time the hand is blocked
    instead (UNO-9, the engine's ``REPEATS``): ``ctx``, ``played``, ``player`` are the rest of
    the engine's position (what the draw is for, the card being resolved and its player)."""
    row = G[ROWOF + seat]
    got = 0
    for k in range(count):
        if G[G_SLEN] == 0:
            if G[G_DLEN] > 1:
                if R[R_REPEATS] > 0 and _repeated(R, G, H, seen, seat, count - k, ctx, played, player):
                    G[G_STATUS] = BLOCKED
                    return got
                _reshuffle(G, H, rng, trace, perms, perm)
            else:
                break
        s = G[G_SLEN] - 1
        H[row, G[HL + row]] = H[STOCK, s]
        G[HL + row] += 1
        G[G_SLEN] = s
        got += 1
    return got


@njit(cache=True)
def _mix(h, v):  # pragma: no cover - compiled
    """FNV-1a step of a position's fingerprint (``v`` > -1000)."""
    return (h ^ np.uint64(v + 1000)) * np.uint64(1099511628211)


@njit(cache=True)
def _repeated(R, G, H, seen, seat, left, ctx, played, player):  # pragma: no cover - compiled
    """Note the position at this reshuffle; whether it came up for the ``R[R_REPEATS]``-th time.
    The position is the engine's (``uno._POSITION``): hands in seat and card order, the discard
    pile, the colour, direction, penalty, challenge state, the last Wild Draw Four's player and
    guilt, the play being resolved, the next seat and its penalty, who may be caught, and the
    draw (seat, cards left, what for); the stock is empty."""
    h = np.uint64(1469598103934665603)
    n = G[G_N]
    for s in range(n):
        row = G[ROWOF + s]
        h = _mix(h, 500 + G[HL + row])
        for i in range(G[HL + row]):
            h = _mix(h, H[row, i])
    h = _mix(h, 500 + G[G_DLEN])
    for i in range(G[G_DLEN]):
        h = _mix(h, H[DISCARD, i])
    for v in (G[G_COLOUR], G[G_DIR], G[G_PENDING], G[G_CHALL], G[G_GUILTY], G[G_W4BY], G[G_AFTER], G[G_APEND],
              G[G_FORGOT], seat, left, ctx, played, player):
        h = _mix(h, v)
    mark = np.int64(h)
    count = 1
    for i in range(min(G[G_NSEEN], seen.shape[0])):
        if seen[i] == mark:
            count += 1
    if G[G_NSEEN] < seen.shape[0]:
        seen[G[G_NSEEN]] = mark
    G[G_NSEEN] += 1
    return count >= R[R_REPEATS]


@njit(cache=True)
def _remove(H, G, row, card):  # pragma: no cover - compiled
    """Take the first copy of ``card`` out of hand ``row`` (the engine's ``list.remove``)."""
    size = G[HL + row]
    i = 0
    while H[row, i] != card:
        i += 1
    for j in range(i, size - 1):
        H[row, j] = H[row, j + 1]
    G[HL + row] = size - 1


@njit(cache=True)
def _start_turn(G, seat, pending):  # pragma: no cover - compiled
    G[G_TURN] = seat
    G[G_FORGOT] = -1
    G[G_TURNS] += 1
    G[G_PENDING] = pending
    if pending > 0:
        G[G_PHASE] = PH_PENALTY
    else:
        G[G_PHASE] = PH_PLAY
        G[G_CHALL] = 0


@njit(cache=True)
def _end_turn(G, seat, idle):  # pragma: no cover - compiled
    """A turn ends without a card played (UNO-4); everyone passing idle blocks the hand (UNO-9)."""
    if idle:
        G[G_IDLE] += 1
    else:
        G[G_IDLE] = 0
    if G[G_IDLE] >= G[G_N]:
        G[G_STATUS] = BLOCKED
        return
    _start_turn(G, _next(G, seat, 1), 0)


# --- the computer players on codes ----------------------------------------------------------
@njit(cache=True)
def _distinct_cards(R, G, H, row, out, stacking):  # pragma: no cover - compiled
    """The distinct cards of hand ``row``, in hand order, written into ``out`` (their count is
    returned): with ``stacking`` False those it may play in a normal turn (the engine's
    ``playable``), with ``stacking`` True those it may stack on the top card (H1/H2)."""
    top = H[DISCARD, G[G_DLEN] - 1]
    colour = G[G_COLOUR]
    size = G[HL + row]
    k = 0
    for i in range(size):
        c = H[row, i]
        if not _last_ok(R[R_H8], size, c):
            continue
        if stacking:
            if not _stacks_on(R, top, colour, c):
                continue
        elif not _matches(c, top, colour):
            continue
        seen = False
        for j in range(k):
            if out[j] == c:
                seen = True
                break
        if not seen:
            out[k] = c
            k += 1
    return k


@njit(cache=True)
def _call_uno(kind, forget, size, rng):  # pragma: no cover - compiled
    """Whether a play leaving one card calls UNO (UNO-6): the random player at random, the
    heuristic unless it forgets."""
    if size != 2:
        return 0
    if kind == RANDOM_KIND:
        return _randint(rng, 2)
    if forget > 0.0 and _uniform(rng) < forget:
        return 0
    return 1


@njit(cache=True)
def _choose_play(kind, forget, G, H, seat, cards, k, rng):  # pragma: no cover - compiled
    """Among ``cards[:k]`` (distinct, hand order; k >= 1) the card to play and the UNO call."""
    row = G[ROWOF + seat]
    size = G[HL + row]
    if kind == RANDOM_KIND:
        # uniform over the play actions: each card, with and without the call at two cards
        mult = 2 if size == 2 else 1
        idx = _randint(rng, k * mult)
        return cards[idx // mult], (idx % mult)
    danger = False
    for s in range(G[G_N]):
        if s != seat and G[HL + G[ROWOF + s]] <= 2:
            danger = True
    by_colour = np.zeros(4, np.int64)
    for i in range(size):
        c = H[row, i]
        if c < 52:
            by_colour[c // 13] += 1
    best = -1
    best_key = -1
    for j in range(k):
        c = cards[j]
        key = 0
        if c < 52:
            r = c % 13
            key = 100_000_000 + by_colour[c // 13] * 100
            if r >= 10 and danger:
                key += 10_000_000
            if c // 13 == G[G_COLOUR]:
                key += 1_000_000
        key += _points(c)
        if key > best_key:
            best_key = key
            best = c
    return best, _call_uno(kind, forget, size, rng)


@njit(cache=True)
def _choose_colour(kind, H, G, row, rng):  # pragma: no cover - compiled
    """UNO-5: the random player any colour; the heuristic the colour it holds most (ties in
    colour order, red with only wilds left)."""
    if kind == RANDOM_KIND:
        return _randint(rng, 4)
    counts = np.zeros(4, np.int64)
    for i in range(G[HL + row]):
        c = H[row, i]
        if c < 52:
            counts[c // 13] += 1
    best = 0
    for colour in range(1, 4):
        if counts[colour] > counts[best]:
            best = colour
    return best


@njit(cache=True)
def _choose_swap(kind, G, seat, rng):  # pragma: no cover - compiled
    """UNO-H4: the random player any other seat; the heuristic the smallest hand (lowest seat)."""
    n = G[G_N]
    if kind == RANDOM_KIND:
        idx = _randint(rng, n - 1)
        return idx if idx < seat else idx + 1
    best = -1
    for s in range(n):
        if s != seat and (best < 0 or G[HL + G[ROWOF + s]] < G[HL + G[ROWOF + best]]):
            best = s
    return best


@njit(cache=True)
def _challenges(thr, table, G, H, seat):  # pragma: no cover - compiled
    """The heuristic's challenge (UNO-H3): the hypergeometric chance that the Wild Draw Four's
    player held the colour that was in play (``uno.guilty_chance``) is above ``thr``; ``table``
    holds that comparison exactly for every (unseen, unseen of the colour, cards held)."""
    dlen = G[G_DLEN]
    if dlen < 2 or H[DISCARD, dlen - 2] >= 52:
        return 0.0 > thr
    before = H[DISCARD, dlen - 2] // 13
    n = G[G_N]
    player = (seat - G[G_DIR]) % n
    k = G[HL + G[ROWOF + player]]
    seen = np.zeros(CODES, np.int64)
    row = G[ROWOF + seat]
    for i in range(G[HL + row]):
        seen[H[row, i]] += 1
    for i in range(dlen):
        seen[H[DISCARD, i]] += 1
    u = 0
    m = 0
    for c in range(CODES):
        left = _deck_count(c) - seen[c]
        if left > 0:
            u += left
            if c < 52 and c // 13 == before:
                m += left
    if k <= 0 or u <= 0 or k > u:
        return 0.0 > thr
    return table[u, m, k] != 0


# --- one hand (compiled) -----------------------------------------------------------------------
@njit(cache=True)
def _play_card(R, G, H, seat, card, uno_call, P, tables,
               rng, trace, perms, perm, seen):  # pragma: no cover - compiled
    """``seat`` plays ``card`` and the play is resolved as the engine's ``_resolve`` does:
    colour (UNO-5) → 7/0 (H4) → out (UNO-7) → effects (UNO-5, H1..H3) → catch (UNO-6) →
    jump-in (H5, a jump-in is played and resolved the same way) → the next turn."""
    n = G[G_N]
    p = seat
    while True:
        row = G[ROWOF + p]
        if card == WILD4:  # H3: judged against the colour in play before the card
            guilty = 0
            for i in range(G[HL + row]):
                c = H[row, i]
                if c < 52 and c // 13 == G[G_COLOUR]:
                    guilty = 1
            G[G_GUILTY] = guilty
            G[G_W4BY] = p
        _remove(H, G, row, card)
        H[DISCARD, G[G_DLEN]] = card
        G[G_DLEN] += 1
        G[G_FORGOT] = -1
        if uno_call == 0 and G[HL + row] == 1:
            G[G_FORGOT] = p
        G[G_CHALL] = 0
        rank = _rank(card)
        # colour
        if card >= 52:
            if G[HL + G[ROWOF + p]] > 0:  # a final wild needs no colour (UNO-7)
                colour = _choose_colour(int(P[p, 0]), H, G, G[ROWOF + p], rng)
                _record(G, trace, A_CHOOSE, p, colour, 0)
                G[G_COLOUR] = colour
        else:
            G[G_COLOUR] = card // 13
        # 7-0 (H4)
        if R[R_H4] != 0 and G[HL + G[ROWOF + p]] > 0:
            if rank == 7:
                other = _choose_swap(int(P[p, 0]), G, p, rng)
                _record(G, trace, A_SWAP, p, other, 0)
                tmp = G[ROWOF + p]
                G[ROWOF + p] = G[ROWOF + other]
                G[ROWOF + other] = tmp
            elif rank == 0:  # every hand passes to the next player in the direction of play
                if G[G_DIR] == 1:
                    last = G[ROWOF + n - 1]
                    for s in range(n - 1, 0, -1):
                        G[ROWOF + s] = G[ROWOF + s - 1]
                    G[ROWOF + 0] = last
                else:
                    first = G[ROWOF + 0]
                    for s in range(n - 1):
                        G[ROWOF + s] = G[ROWOF + s + 1]
                    G[ROWOF + n - 1] = first
        # out (UNO-7): a final Draw Two / Wild Draw Four is still drawn
        if G[HL + G[ROWOF + p]] == 0:
            if rank == DRAW2 or rank == 14:
                amount = G[G_PENDING] + (2 if rank == DRAW2 else 4)
                G[G_PENDING] = 0
                _draw(R, G, H, _next(G, p, 1), amount, rng, trace, perms, perm, seen, CTX_FINAL, card, p)
                if G[G_STATUS] != PLAYING:  # blocked by a repeated position (UNO-9): nobody wins
                    return
            G[G_STATUS] = FINISHED
            G[G_WINNER] = p
            G[G_PENDING] = 0
            return
        # effects (UNO-5)
        victim = _next(G, p, 1)
        after_pending = 0
        G[G_APEND] = 0
        if rank == SKIP:
            after = _next(G, p, 2)
        elif rank == REVERSE:
            G[G_DIR] = -G[G_DIR]
            after = p if n == 2 else _next(G, p, 1)
        elif rank == DRAW2 or rank == 14:
            amount = G[G_PENDING] + (2 if rank == DRAW2 else 4)
            G[G_PENDING] = 0
            chall = 1 if (rank == 14 and R[R_H3] != 0) else 0
            open_stack = False
            if chall == 0:
                vrow = G[ROWOF + victim]
                for i in range(G[HL + vrow]):
                    c = H[vrow, i]
                    if _last_ok(R[R_H8], G[HL + vrow], c) and _stacks_on(R, card, G[G_COLOUR], c):
                        open_stack = True
                        break
            if chall == 1 or open_stack:
                G[G_CHALL] = chall
                after = victim
                after_pending = amount
                G[G_APEND] = amount
            else:
                G[G_CHALL] = 0
                after = _next(G, p, 2)
                G[G_AFTER] = after
                _draw(R, G, H, victim, amount, rng, trace, perms, perm, seen, CTX_EFFECTS, card, p)
                if G[G_STATUS] != PLAYING:
                    return
        else:
            after = _next(G, p, 1)
        G[G_AFTER] = after
        # catch (UNO-6): the others in order of play, from the next player
        forgot = G[G_FORGOT]
        if forgot >= 0 and G[HL + G[ROWOF + forgot]] == 1:
            for k in range(1, n):
                s = _next(G, p, k)
                if s == forgot:
                    continue
                if int(P[s, 0]) == RANDOM_KIND:
                    caught = _randint(rng, 2) == 0
                else:
                    caught = P[s, 2] >= 1.0 or _uniform(rng) < P[s, 2]
                if caught:
                    _record(G, trace, A_CATCH, s, 0, 0)
                    G[G_FORGOT] = -1
                    _draw(R, G, H, forgot, 2, rng, trace, perms, perm, seen, CTX_CAUGHT, card, p)
                    if G[G_STATUS] != PLAYING:
                        return
                    break
                _record(G, trace, A_DECLINE, s, 0, 0)
        G[G_FORGOT] = -1
        # jump-in (H5): an identical card (never a wild), asked in order of play
        jumper = -1
        if R[R_H5] != 0 and card < 52:
            for k in range(1, n):
                s = _next(G, p, k)
                srow = G[ROWOF + s]
                holds = False
                for i in range(G[HL + srow]):
                    if H[srow, i] == card:
                        holds = True
                        break
                if not holds or not _last_ok(R[R_H8], G[HL + srow], card):
                    continue
                # both players always jump in (a play whenever one is legal)
                uno_call = _call_uno(int(P[s, 0]), P[s, 1], G[HL + srow], rng)
                _record(G, trace, A_JUMPIN, s, card, uno_call)
                jumper = s
                break
        if jumper >= 0:
            G[G_PENDING] = after_pending  # the jumper takes over any stack that was waiting
            G[G_IDLE] = 0
            p = jumper
            continue
        G[G_APEND] = 0
        _start_turn(G, after, after_pending)
        return


@njit(cache=True)
def _hand(R, n, dealer, pack, P, tables, rng, H, G, trace,
          perms, buf, perm, seen, max_turns):  # pragma: no cover - compiled
    """Play one hand from ``pack`` (108 codes, top first) with ``dealer``; the outcome is left
    in ``G`` (status, winner, turns) and the hands."""
    for i in range(G_SIZE):
        G[i] = 0
    G[G_N] = n
    G[G_DEALER] = dealer
    G[G_DIR] = 1
    G[G_COLOUR] = -1
    G[G_FORGOT] = -1
    G[G_W4BY] = -1
    G[G_WINNER] = -1
    G[G_AFTER] = -1
    left = (dealer + 1) % n
    for s in range(n):
        G[HL + s] = 0
        G[ROWOF + s] = s
    for k in range(7 * n):  # UNO-1: one card at a time from the dealer's left
        s = (left + k % n) % n
        H[s, G[HL + s]] = pack[k]
        G[HL + s] += 1
    count = 108 - 7 * n - 1
    for j in range(count):
        H[STOCK, j] = pack[107 - j]
    G[G_SLEN] = count
    H[DISCARD, 0] = pack[7 * n]
    G[G_DLEN] = 1
    G[G_TURN] = left
    # UNO-2: the first card
    while H[DISCARD, 0] == WILD4:  # back into the stock, reshuffled, turned again
        count = G[G_SLEN] + 1
        for j in range(count - 1):
            buf[j] = H[STOCK, j]
        buf[count - 1] = H[DISCARD, 0]
        _permutation(rng, count, perm)
        for j in range(count):
            H[STOCK, j] = buf[perm[count - 1 - j]]
        H[DISCARD, 0] = H[STOCK, count - 1]
        G[G_SLEN] = count - 1
        _record_perm(G, trace, perms, perm, count)
    first = H[DISCARD, 0]
    if first == WILD:  # the first player names the colour, then plays as usual
        colour = _choose_colour(int(P[left, 0]), H, G, G[ROWOF + left], rng)
        _record(G, trace, A_CHOOSE, left, colour, 0)
        G[G_COLOUR] = colour
        _start_turn(G, left, 0)
    else:
        G[G_COLOUR] = first // 13
        rank = first % 13
        if rank == DRAW2:
            _draw(R, G, H, left, 2, rng, trace, perms, perm, seen, CTX_FIRST, -1, -1)
            _start_turn(G, _next(G, left, 1), 0)
        elif rank == SKIP:
            _start_turn(G, _next(G, left, 1), 0)
        elif rank == REVERSE:
            G[G_DIR] = -1
            _start_turn(G, dealer, 0)
        else:
            _start_turn(G, left, 0)
    while G[G_STATUS] == PLAYING:
        if G[G_TURNS] > max_turns:
            G[G_STATUS] = LIMIT
            break
        if rng[0][1] != 0:  # the block of random bits ran out: this hand is played again
            G[G_STATUS] = OVERFLOW
            break
        seat = G[G_TURN]
        row = G[ROWOF + seat]
        kind = int(P[seat, 0])
        if G[G_PHASE] == PH_PLAY:
            k = _distinct_cards(R, G, H, row, buf, False)
            if k > 0:  # both players play whenever they can (UNO-3)
                card, call = _choose_play(kind, P[seat, 1], G, H, seat, buf, k, rng)
                _record(G, trace, A_PLAY, seat, card, call)
                G[G_IDLE] = 0
                _play_card(R, G, H, seat, card, call, P, tables, rng, trace, perms, perm, seen)
                continue
            _record(G, trace, A_DRAW, seat, 0, 0)  # UNO-4 (H7: until a playable card comes)
            got = _draw(R, G, H, seat, 1, rng, trace, perms, perm, seen, CTX_TURN, -1, seat)
            played = False
            while got > 0 and G[G_STATUS] == PLAYING:
                last = H[row, G[HL + row] - 1]
                if _matches(last, H[DISCARD, G[G_DLEN] - 1], G[G_COLOUR]) and _last_ok(R[R_H8], G[HL + row], last):
                    # both players play the playable card drawn (H6 or not: Keep is never chosen)
                    buf[0] = last
                    card, call = _choose_play(kind, P[seat, 1], G, H, seat, buf, 1, rng)
                    _record(G, trace, A_PLAY, seat, card, call)
                    G[G_IDLE] = 0
                    _play_card(R, G, H, seat, card, call, P, tables, rng, trace, perms, perm, seen)
                    played = True
                    break
                if R[R_H7] != 0 and (G[G_SLEN] > 0 or G[G_DLEN] > 1):
                    got += _draw(R, G, H, seat, 1, rng, trace, perms, perm, seen, CTX_TURN, -1, seat)
                    continue
                break
            if not played and G[G_STATUS] == PLAYING:
                _end_turn(G, seat, got == 0)
            continue
        # PENALTY: stack (H1/H2), challenge (H3) or accept
        k = _distinct_cards(R, G, H, row, buf, True)
        if k > 0:  # both players stack whenever they can
            if kind == RANDOM_KIND:
                card, call = _choose_play(kind, P[seat, 1], G, H, seat, buf, k, rng)
            else:  # the heuristic stacks its first stackable card
                card, call = buf[0], _call_uno(kind, P[seat, 1], G[HL + row], rng)
            _record(G, trace, A_PLAY, seat, card, call)
            G[G_IDLE] = 0
            _play_card(R, G, H, seat, card, call, P, tables,
                       rng, trace, perms, perm, seen)
            continue
        challenge = False
        if G[G_CHALL] != 0:
            if kind == RANDOM_KIND:
                challenge = _randint(rng, 2) == 1
            else:
                challenge = _challenges(P[seat, 3], tables[int(P[seat, 4])], G, H, seat)
        if challenge:
            _record(G, trace, A_CHALLENGE, seat, 0, 0)
            G[G_CHALL] = 0
            if G[G_GUILTY] != 0:  # its player draws 4; the challenger goes on
                G[G_PENDING] -= 4
                _draw(R, G, H, G[G_W4BY], 4, rng, trace, perms, perm, seen, CTX_GUILTY, -1, seat)
                G[G_TURN] = seat
                G[G_PHASE] = PH_PENALTY if G[G_PENDING] > 0 else PH_PLAY
            else:  # the challenger draws the penalty plus 2 and loses the turn
                amount = G[G_PENDING] + 2
                G[G_PENDING] = 0
                _draw(R, G, H, seat, amount, rng, trace, perms, perm, seen, CTX_PENALTY, -1, seat)
                if G[G_STATUS] == PLAYING:
                    _end_turn(G, seat, False)
            continue
        _record(G, trace, A_ACCEPT, seat, 0, 0)
        amount = G[G_PENDING]
        G[G_PENDING] = 0
        G[G_CHALL] = 0
        _draw(R, G, H, seat, amount, rng, trace, perms, perm, seen, CTX_PENALTY, -1, seat)
        if G[G_STATUS] == PLAYING:
            _end_turn(G, seat, False)


@njit(cache=True)
def _score(G, H):  # pragma: no cover - compiled
    """UNO-8: the points left in every hand but the winner's (0 for a blocked hand)."""
    if G[G_STATUS] != FINISHED:
        return 0
    total = 0
    for s in range(G[G_N]):
        if s != G[G_WINNER]:
            row = G[ROWOF + s]
            for i in range(G[HL + row]):
                total += _points(H[row, i])
    return total


@njit(cache=True)
def _scratch(n):  # pragma: no cover - compiled
    H = np.empty((12, 108), np.int8)  # rows: the hands, then STOCK (bottom first) and DISCARD
    G = np.zeros(G_SIZE + 20, np.int64)  # the state vector, then HL (hand sizes) and ROWOF
    buf = np.empty(108, np.int8)
    perm = np.empty(108, np.int64)
    seen = np.empty(SEEN, np.int64)
    return H, G, buf, perm, seen


@njit(cache=True)
def _deal_pack(deck, rng, pack, perm):  # pragma: no cover - compiled
    """A uniformly shuffled pack (C-2), top first."""
    _permutation(rng, 108, perm)
    for i in range(108):
        pack[i] = deck[perm[i]]


@njit(cache=True)
def _run(R, n, deck, P, tables, rng, max_turns, target, max_hands, progress,
         trace, perms, dealer0, hand_out, match_out, totals, final, pack, left):  # pragma: no cover - compiled
    """Hands (``target == 0``) or matches, from where ``progress`` says, until done or until the
    block of random bits runs out (``rng[0][1]`` set; ``progress`` then points at the hand to
    play again with a longer block).

    ``progress``: [next hand or match, hand within the match]; ``hand_out[h]``: turns, winner,
    points, status, decisions, dealer; ``left[h, s]`` (when it has a row per hand): cards and
    points left to seat ``s`` at the end of hand ``h``; ``match_out[m]``: hands, winner, turns,
    blocked; ``totals[m]``: scores by seat.  Independent hands are dealt by the last seat
    (``dealer0 == -1``) or by seat ``(n - 1 + h) % n`` for hand ``h`` (``dealer0 == -2``, the
    dealer rotating as in a match).  In trace mode (one hand, ``dealer0`` >= 0) ``final`` gets
    the final hands by seat and ``pack`` the deal."""
    H, G, buf, perm, seen = _scratch(n)
    count = hand_out.shape[0] if target == 0 else match_out.shape[0]
    cursor = rng[0]
    while progress[0] < count:
        i = progress[0]
        h = progress[1]
        start = cursor[0]
        _deal_pack(deck, rng, pack, perm)
        if dealer0 >= 0:
            dealer = dealer0
        elif target > 0:
            dealer = (n - 1 + h) % n
        elif dealer0 == -2:
            dealer = (n - 1 + i) % n
        else:
            dealer = n - 1
        _hand(R, n, dealer, pack, P, tables, rng, H, G, trace, perms, buf, perm, seen, max_turns)
        if cursor[1] != 0:  # out of random bits: the caller extends the block, this hand is played again
            cursor[0] = start
            return
        status = G[G_STATUS]
        points = _score(G, H)
        win = G[G_WINNER] if status == FINISHED else -1
        if target == 0:
            hand_out[i, 0] = G[G_TURNS]
            hand_out[i, 1] = win
            hand_out[i, 2] = points
            hand_out[i, 3] = status
            hand_out[i, 4] = G[G_DECISIONS]
            hand_out[i, 5] = dealer
            if left.shape[0] > i:  # UNO-8: what every seat still holds
                for s in range(n):
                    row = G[ROWOF + s]
                    worth = 0
                    for j in range(G[HL + row]):
                        worth += _points(H[row, j])
                    left[i, s, 0] = G[HL + row]
                    left[i, s, 1] = worth
            progress[0] = i + 1
        else:
            match_out[i, 0] = h + 1
            match_out[i, 2] += G[G_TURNS]
            if win >= 0:
                totals[i, win] += points
            else:
                match_out[i, 3] += 1
            best = totals[i, 0]
            ties = 1
            lead = 0
            for s in range(1, n):  # UNO-8: the highest total once at the target, no tie at the top
                if totals[i, s] > best:
                    best = totals[i, s]
                    ties = 1
                    lead = s
                elif totals[i, s] == best:
                    ties += 1
            if best >= target and ties == 1:
                match_out[i, 1] = lead
                progress[0] = i + 1
                progress[1] = 0
            elif h + 1 >= max_hands:
                match_out[i, 1] = -1
                progress[0] = i + 1
                progress[1] = 0
            else:
                progress[1] = h + 1
        if dealer0 >= 0:  # trace mode: the final hands
            for s in range(n):
                row = G[ROWOF + s]
                for j in range(108):
                    final[s, j] = H[row, j] if j < G[HL + row] else -1
            G[G_WINNER] = win
            hand_out[i, 6] = G[G_TLEN]
            hand_out[i, 7] = G[G_PLEN]


# --- the players' parameters --------------------------------------------------------------------
@lru_cache(maxsize=8)
def _challenge_table(threshold: float) -> np.ndarray:
    """``table[u, m, k]``: whether ``1 - C(u-m, k) / C(u, k) > threshold`` (the heuristic's
    challenge, :func:`kit.games.uno.guilty_chance`), for ``u`` unseen cards of which ``m`` have
    the colour that was in play and ``k`` cards held.  Computed in floating point and, near the
    threshold, exactly as the engine computes it (Python integers), so the fast path's choice
    is the engine's to the last bit."""
    u = np.arange(109, dtype=np.float64)[:, None]
    m = np.arange(26, dtype=np.float64)[None, :]
    value = np.zeros((109, 26, 109))
    prod = np.ones((109, 26))
    for k in range(1, 109):
        with np.errstate(divide="ignore", invalid="ignore"):
            prod = prod * np.maximum(u - m - (k - 1), 0) / (u - (k - 1))
        value[:, :, k] = 1 - prod
    table = value > threshold
    for ui, mi, ki in zip(*np.nonzero(np.abs(value - threshold) < 1e-9)):
        if 0 < ki <= ui and mi <= ui:
            table[ui, mi, ki] = 1 - comb(int(ui - mi), int(ki)) / comb(int(ui), int(ki)) > threshold
    return table.astype(np.uint8)


def _levels(levels: Sequence[str], players: int):
    """Per-seat policy arrays for the compiled players, from :data:`kit.games.uno.LEVELS`."""
    if isinstance(levels, str):
        levels = [levels] * players
    levels = list(levels)
    if len(levels) != players:
        raise ValueError(f"give one level per seat: {players} seats, {len(levels)} levels")
    kinds = np.zeros(players, np.int64)
    forget = np.zeros(players)
    catch = np.ones(players)
    thr = np.zeros(players)
    tix = np.zeros(players, np.int64)
    thresholds: list[float] = []
    for s, level in enumerate(levels):
        player = uno.computer(level)  # ValueError for an unknown level
        if isinstance(player, uno.RandomPlayer):
            kinds[s] = RANDOM_KIND
        elif isinstance(player, uno.HeuristicPlayer):
            kinds[s] = HEURISTIC_KIND
            forget[s], catch[s], thr[s] = player.forget, player.catch, player.challenge_above
            if player.challenge_above not in thresholds:
                thresholds.append(player.challenge_above)
            tix[s] = thresholds.index(player.challenge_above)
        else:  # pragma: no cover - a level added to the engine without a compiled policy
            raise ValueError(f"the fast path has no compiled policy for level {level!r}")
    tables = np.stack([_challenge_table(t) for t in thresholds]) if thresholds else np.zeros((1, 1, 1, 1), np.uint8)
    policy = np.stack([kinds, forget, catch, thr, tix], axis=1).astype(np.float64)
    return policy, tables


def _rules_vector(rules: uno.Rules) -> np.ndarray:
    if not isinstance(rules, uno.Rules):
        raise TypeError(f"rules must be kit.games.uno.Rules, got {type(rules).__name__}")
    repeats = int(getattr(uno, "REPEATS", 0))  # UNO-9: a position repeated this often blocks the hand
    return np.array([rules.stack_draw_two, rules.stack_mixed, rules.challenge, rules.seven_zero, rules.jump_in,
                     rules.must_play_drawn, rules.draw_until_playable, rules.number_to_go_out, repeats], dtype=np.int64)


def _check(players: int, count: int, what: str, seed: int) -> None:
    if isinstance(players, bool) or not isinstance(players, (int, np.integer)) or players not in uno.PLAYERS:
        raise ValueError(f"UNO is for 2 to 10 players (UNO-1), got {players!r}")
    if isinstance(count, bool) or not isinstance(count, (int, np.integer)) or count < 0:
        raise ValueError(f"the number of {what} is a whole number 0 or more, got {count!r}")
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise ValueError(f"a seed is a whole number 0 or more, got {seed!r}")


BLOCK = 1 << 18
"""Random bits drawn from the Generator at a time (``uint32``); a hand needs a few hundred."""


def _drive(R, players, policy, tables, seed, max_turns, *, target=0, max_hands=1,
           hand_out=None, match_out=None, totals=None, trace=None, perms=None, dealer=-1, final=None, pack=None,
           left=None):
    """Run :func:`_run` to the end, feeding it random bits from ``default_rng(seed)`` block by
    block: the stream of bits is the same however it is cut, so the results depend on the seed
    only."""
    n = int(players)
    gen = np.random.default_rng(int(seed))
    count = max(hand_out.shape[0] if hand_out is not None else 0, match_out.shape[0] if match_out is not None else 0)
    bits = gen.integers(0, 1 << 32, size=min(BLOCK, 1 << max(12, int(count * 1024).bit_length())), dtype=np.uint32)
    cursor = np.zeros(2, np.int64)
    progress = np.zeros(2, np.int64)
    hand_out = np.zeros((0, 8), np.int64) if hand_out is None else hand_out
    match_out = np.zeros((0, 4), np.int64) if match_out is None else match_out
    totals = np.zeros((0, n), np.int64) if totals is None else totals
    trace = np.zeros((0, 4), np.int64) if trace is None else trace
    perms = np.zeros(0, np.int64) if perms is None else perms
    final = np.zeros((0, 108), np.int64) if final is None else final
    pack = np.zeros(108, np.int8) if pack is None else pack
    left = np.zeros((0, n, 2), np.int64) if left is None else left
    while True:
        _run(R, n, DECK_CODES, policy, tables, (cursor, bits), int(max_turns), target,
             max_hands, progress, trace, perms, int(dealer), hand_out, match_out, totals, final, pack, left)
        if cursor[1] == 0:
            return
        bits = np.concatenate([bits[cursor[0]:], gen.integers(0, 1 << 32, size=BLOCK, dtype=np.uint32)])
        cursor[:] = 0


# --- the public API --------------------------------------------------------------------------
@dataclass(frozen=True)
class HandStats:
    """Outcomes of many hands, one entry per hand (``int64`` arrays of shape ``(hands,)``).

    Attributes:
        turns: turns begun in the hand, as :attr:`kit.games.uno.State.turns` (+1 each time a
            player's turn begins; a jump-in is not a turn).
        winner: the seat that went out (UNO-7), -1 for a blocked hand (UNO-9).
        points: the winner's score, the points left in the other hands (UNO-8); 0 if blocked.
        status: 1 finished, 2 blocked (UNO-9: nobody could play or draw, or a position came up
            for the third time, module docstring), 3 stopped at ``max_turns``.
        decisions: the players' actions in the hand (the engine's actions without reshuffles).
        dealer: the seat that dealt the hand (UNO-1; seat ``dealer + 1`` played first).
        cards_left: the cards each seat held at the end, shape ``(hands, players)``, as
            ``len(state.hands[seat])`` (0 for the winner of a finished hand).
        points_left: the points of those cards (UNO-8), shape ``(hands, players)``, as
            :func:`kit.games.uno.points`; in a finished hand the losers' add up to ``points``.
    """

    turns: np.ndarray
    winner: np.ndarray
    points: np.ndarray
    status: np.ndarray
    decisions: np.ndarray
    dealer: np.ndarray
    cards_left: np.ndarray
    points_left: np.ndarray

    def __len__(self) -> int:
        return int(self.turns.size)


@dataclass(frozen=True)
class MatchStats:
    """Outcomes of many matches, one entry per match.

    Attributes:
        hands: hands played in the match, shape ``(matches,)``.
        winner: the seat that won (UNO-8, first to ``rules.target`` with no tie at the top),
            -1 if the match reached the safety limit of hands.
        turns: turns of all its hands together, shape ``(matches,)``.
        blocked: its hands without a winner (blocked, UNO-9, or stopped at ``max_turns``),
            shape ``(matches,)``.
        totals: the final scores, shape ``(matches, players)``.
    """

    hands: np.ndarray
    winner: np.ndarray
    turns: np.ndarray
    blocked: np.ndarray
    totals: np.ndarray

    def __len__(self) -> int:
        return int(self.hands.size)


def simulate_hands(rules: uno.Rules, players: int, hands: int, seed: int, levels: Sequence[str],
                   max_turns: int = MAX_TURNS, *, rotate_dealer: bool = False) -> HandStats:
    """Play ``hands`` independent hands between computer players (UNO-1..9, H1..H8), compiled.

    Every hand is shuffled and dealt afresh with the last seat dealing (seat 0 starts, UNO-1),
    or, with ``rotate_dealer``, hand ``h`` (0-based) dealt by seat ``(players - 1 + h) % players``
    as in a match, so that no seat always plays first.  The first hand is the same either way.

    Args:
        rules: the options (:class:`kit.games.uno.Rules`; every house-rule switch is honoured).
        players: 2..10.
        hands: how many hands (>= 0).
        seed: a whole number >= 0; one ``numpy.random.Generator`` is built from it and drives
            every shuffle and every choice, so the same seed gives the same results.
        levels: one computer level per seat (``"random"``, ``"heuristic"`` or ``"forgetful"``,
            :func:`kit.games.uno.computer`), or one level for every seat.
        max_turns: a safety stop per hand (status 3).
        rotate_dealer: the dealer rotating from hand to hand (above).

    Returns:
        :class:`HandStats` (arrays of shape ``(hands,)``, the cards and points left
        ``(hands, players)``).

    Raises:
        ValueError: players outside 2..10, a negative count or seed, levels not one per seat
            or unknown.  TypeError: rules that are not UNO's.
    """
    _check(players, hands, "hands", seed)
    R = _rules_vector(rules)
    policy, tables = _levels(levels, players)
    hand_out = np.zeros((int(hands), 8), np.int64)
    left = np.zeros((int(hands), int(players), 2), np.int64)
    _drive(R, players, policy, tables, seed, max_turns, hand_out=hand_out, left=left,
           dealer=-2 if rotate_dealer else -1)
    return HandStats(*(np.ascontiguousarray(hand_out[:, j]) for j in range(6)),
                     cards_left=np.ascontiguousarray(left[:, :, 0]), points_left=np.ascontiguousarray(left[:, :, 1]))


def simulate_matches(rules: uno.Rules, players: int, matches: int, seed: int, levels: Sequence[str],
                     max_hands: int = MAX_HANDS, max_turns: int = MAX_TURNS) -> MatchStats:
    """Play ``matches`` matches to ``rules.target`` points (UNO-8) between computer players.

    The dealer of hand ``h`` (0-based) is ``(players - 1 + h) % players``, as
    :class:`kit.engine.Match` rotates it (UNO-1, C-1); each hand's winner scores the points left
    in the other hands; the match ends when the highest total reaches the target and nobody
    shares it.

    Args:
        rules: the options, with the match's ``target``.
        players: 2..10.
        matches: how many matches (>= 0).
        seed: a whole number >= 0 (one Generator for everything; same seed, same results).
        levels: one computer level per seat, or one for all (as :func:`simulate_hands`).
        max_hands: a safety stop per match (winner -1), as ``Match(max_hands=...)``.
        max_turns: a safety stop per hand.

    Returns:
        :class:`MatchStats`.

    Raises:
        ValueError, TypeError: as :func:`simulate_hands`.
    """
    _check(players, matches, "matches", seed)
    R = _rules_vector(rules)
    policy, tables = _levels(levels, players)
    if isinstance(max_hands, bool) or not isinstance(max_hands, (int, np.integer)) or max_hands < 1:
        raise ValueError(f"max_hands is a whole number 1 or more, got {max_hands!r}")
    match_out = np.zeros((int(matches), 4), np.int64)
    totals = np.zeros((int(matches), int(players)), np.int64)
    _drive(R, players, policy, tables, seed, max_turns, target=int(rules.target),
           max_hands=int(max_hands), match_out=match_out, totals=totals)
    return MatchStats(*(np.ascontiguousarray(match_out[:, j]) for j in range(4)), totals)


_KIND_OF_ACTION = {A_DRAW: uno.Draw(), A_KEEP: uno.Keep(), A_ACCEPT: uno.Accept(), A_CHALLENGE: uno.Challenge(),
                   A_CATCH: uno.Catch(), A_DECLINE: uno.Decline()}


@dataclass(frozen=True)
class HandTrace:
    """One hand of the fast path, as the engine would record it (:func:`trace_hand`).

    Attributes:
        rules, players, dealer: the hand's options, seats and dealer.
        pack: the shuffled pack, top first (``pack[k]`` for ``k < 7 * players`` goes to seat
            ``(dealer + 1 + k) % players``, then the first card turned, then the stock).
        actions: every action in order, as engine actions (:class:`kit.games.uno.Play`, …,
            :class:`kit.games.uno.Reshuffle` at the chance nodes).
        seats: the seat of each action (-1 for a reshuffle).
        hands: the final hands by seat, in the engine's order.
        status: ``"finished"``, ``"blocked"`` or ``"limit"``.
        winner: the seat that went out, or ``None``.
        returns: UNO-8 scores by seat.
        turns: as :attr:`kit.games.uno.State.turns`.
    """

    rules: uno.Rules
    players: int
    dealer: int
    pack: tuple[Card, ...]
    actions: tuple
    seats: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...]
    status: str
    winner: int | None
    returns: tuple[int, ...]
    turns: int

    @property
    def deal(self) -> Deal:
        """The deal as a :class:`kit.deal.Deal` for ``uno.new_game(rules, deal=..., dealer=...)``."""
        n = self.players
        hands: list[list[Card]] = [[] for _ in range(n)]
        left = (self.dealer + 1) % n
        for k in range(uno.HAND_SIZE * n):
            hands[(left + k % n) % n].append(self.pack[k])
        rest = self.pack[uno.HAND_SIZE * n:]
        return Deal(uno108, tuple(tuple(h) for h in hands), rest[1:], rest[:1])


def trace_hand(rules: uno.Rules, players: int, seed: int, levels: Sequence[str], dealer: int | None = None,
               max_turns: int = MAX_TURNS) -> HandTrace:
    """One hand of the fast path with its deal and every action, to replay in the engine.

    With the default dealer it is the hand ``simulate_hands(rules, players, 1, seed, levels)``
    plays (same seed, same hand).

    Args:
        rules, players, seed, levels, max_turns: as :func:`simulate_hands`.
        dealer: the dealer's seat (default the last seat).

    Returns:
        :class:`HandTrace`.
    """
    _check(players, 1, "hands", seed)
    dealer = players - 1 if dealer is None else int(dealer)
    if not 0 <= dealer < players:
        raise ValueError(f"the dealer is a seat from 0 to {players - 1}, got {dealer!r}")
    R = _rules_vector(rules)
    policy, tables = _levels(levels, players)
    size, perm_size = 512, 4096
    while True:
        trace = np.zeros((size, 4), np.int64)
        perms = np.zeros(perm_size, np.int64)
        hand_out = np.zeros((1, 8), np.int64)
        final = np.zeros((players, 108), np.int64)
        pack = np.zeros(108, np.int8)
        _drive(R, players, policy, tables, seed, max_turns, hand_out=hand_out, trace=trace,
               perms=perms, dealer=dealer, final=final, pack=pack)
        used, perms_used = int(hand_out[0, 6]), int(hand_out[0, 7])
        if used <= size and perms_used <= perm_size:
            break
        size, perm_size = max(size, 2 * used), max(perm_size, 2 * perms_used)
    actions, seats = [], []
    for kind, seat, a, b in trace[:used].tolist():
        if kind == A_PLAY:
            action = uno.Play(code_card(a), bool(b))
        elif kind == A_JUMPIN:
            action = uno.JumpIn(code_card(a), bool(b))
        elif kind == A_CHOOSE:
            action = uno.Choose(UNO_COLOURS[a])
        elif kind == A_SWAP:
            action = uno.SwapWith(a)
        elif kind == A_RESHUFFLE:
            action = uno.Reshuffle(tuple(perms[a:a + b].tolist()))
        else:
            action = _KIND_OF_ACTION[kind]
        actions.append(action)
        seats.append(seat)
    turns, win, points, status = (int(v) for v in hand_out[0, :4])
    winner = None if win < 0 else win
    hands = tuple(tuple(code_card(c) for c in row if c >= 0) for row in final.tolist())
    returns = tuple(points if s == winner else 0 for s in range(players))
    return HandTrace(rules, int(players), dealer, tuple(code_card(c) for c in pack.tolist()), tuple(actions),
                     tuple(seats), hands, STATUS_NAMES[status], winner, returns, turns)
