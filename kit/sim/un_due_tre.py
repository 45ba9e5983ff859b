"""Fast simulation of the games without slaps (Straccia camicia, Beggar-my-neighbour).

The engine (:func:`kit.games.un_due_tre.play_out`) is the reference; this module plays the
same rules on payment values only (0 = plain card), compiled with numba, and gives identical
results (``tests/test_un_due_tre_fast.py`` compares them deal by deal).

* :func:`play_values` plays a batch of deals given as a ``(deals, cards)`` matrix of payment
  values in dealing order (card ``i`` goes to seat ``i % players``, C-2, UDT-1).
* :func:`random_deals` shuffles the deck's payment values for many deals at once, inside
  compiled code from the Generator's raw bits (the same deals as ``rng.integers`` would give).
* :func:`simulate` runs many seeded deals in independent blocks (:mod:`kit.sim.batch`).
* :func:`longest_games` searches random deals for the longest games and any loops.

Each packet is a circular buffer of ``SLOTS`` payment values (``int8``, indexes taken modulo a
power of two) in one flat array.  Two players (the common case) have a kernel of their own: as
the player owed is always the one not paying, the state is just who turns and how much is owed,
plain cards are turned two at a time, and the roles are swapped only at a payment card.

Loop detection (UDT-14) costs the common case one comparison per trick: the compiled loop
counts tricks, and a game that goes past ``CHECK_AFTER_TRICKS`` tricks (far beyond the longest
known games) is handed to the engine, which replays it with exact loop detection.  Compiled
code is cached on disk (``cache=True``), so a notebook compiles it once, not every time it starts.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from kit.sim.compiled import njit

from kit.games.un_due_tre import Rules, play_out
from kit.sim.batch import fold_blocks, run_blocks

FINISHED, LOOP, LIMIT, UNDECIDED = 0, 1, 2, 3
STATUS_NAMES = ("finished", "loop", "limit")
CHECK_AFTER_TRICKS = 5_000
"""Games longer than this (in tricks) are settled by the engine, with exact loop detection."""
NO_LIMIT = 2**62
"""``max_cards`` when a run has no safety stop."""


SHIFT = 6
SLOTS = 1 << SHIFT
"""Room of each seat's packet, a circular buffer (a power of two, at least the 52 cards of a deck)."""


def deck_values(rules: Rules = Rules(straccia_camicia=True)) -> np.ndarray:
    """The payment value of every card of the rules' deck, in deck order (``int8``)."""
    return np.array([rules.payment(c) for c in rules.deck.cards], dtype=np.int8)


@njit(cache=True)
def _play_one(values, players, check_after, max_cards, buf, head, size, pile):  # pragma: no cover - compiled
    """One deal, any number of players; scratch arrays reused between deals: ``buf`` int8 of
    ``players * SLOTS`` (seat ``s``'s packet is a circular buffer from ``s * SLOTS``), ``head`` and
    ``size`` int64 of ``players``, ``pile`` int8 of the deck's size."""
    n_cards = values.shape[0]
    mask = SLOTS - 1
    for p in range(players):
        head[p] = 0
        size[p] = 0
    p = 0
    for i in range(n_cards):  # UDT-1, C-2: one card at a time from seat 0
        buf[(p << SHIFT) | size[p]] = values[i]
        size[p] += 1
        p += 1
        if p == players:
            p = 0
    holders = 0
    for p in range(players):
        if size[p] > 0:
            holders += 1
    plen = 0
    turn = 0
    owed = 0
    collector = -1
    cards = 0
    tricks = 0
    while True:
        p = turn  # UDT-3: the seat to act turns its top card
        h = head[p]
        v = buf[(p << SHIFT) | h]
        head[p] = (h + 1) & mask
        size[p] -= 1
        if size[p] == 0:
            holders -= 1
        pile[plen] = v
        plen += 1
        cards += 1
        take = -1
        pass_from = -1
        if v > 0:  # UDT-4, UDT-5: a payment card; the next holder pays
            owed = v
            collector = p
            pass_from = p
        elif owed > 0:
            owed -= 1
            if owed == 0 or size[p] == 0:  # UDT-6 completed; UDT-10 the payer ran out
                take = collector
        else:
            pass_from = p
        if take >= 0:  # UDT-6: the pile goes under the packet, oldest first
            was_empty = size[take] == 0
            tail = head[take] + size[take]
            base = take << SHIFT
            for k in range(plen):
                buf[base | ((tail + k) & mask)] = pile[k]
            size[take] += plen
            if was_empty:
                holders += 1
            plen = 0
            owed = 0
            collector = -1
            turn = take
            tricks += 1
            if holders == 1:  # UDT-12: taken by the only holder
                return FINISHED, cards, tricks, take
            if tricks > check_after:
                return UNDECIDED, cards, tricks, -1
        elif pass_from >= 0:
            nxt = pass_from + 1
            if nxt == players:
                nxt = 0
            if size[nxt] == 0:  # a skip (UDT-10)
                if holders == 0:  # UDT-12: nobody holds cards: the last turner wins
                    return FINISHED, cards, tricks + 1, p
                while size[nxt] == 0:
                    nxt += 1
                    if nxt == players:
                        nxt = 0
                if nxt == pass_from:  # UDT-12: the turn would come back to the same player
                    return FINISHED, cards, tricks + 1, nxt
            turn = nxt
        if cards >= max_cards:  # the simulation's safety stop: the engine settles it (loop or limit)
            return UNDECIDED, cards, tricks, -1


@njit(cache=True)
def _play_two(values, check_after, max_cards, buf):  # pragma: no cover - compiled
    """One 2-player deal; ``buf`` is ``2 * SLOTS`` int8 scratch (seat ``s``'s packet from ``s * SLOTS``).

    ``p`` is the seat to turn and ``q`` the other; ``hp``/``hq`` the slots of their top cards
    and ``sp``/``sq`` how many cards they hold.  Plain cards are turned two at a time (``p``
    then ``q``), a payment makes ``p`` the payer and ``q`` the player owed, and the roles are
    swapped only when a payment card shows: there is no per-card test of whose turn it is.
    Cards turned are counted when a pile is taken.  A packet and the pile together never hold
    more than the deck's cards (at most 52 < ``SLOTS``), so the pile always fits in the free
    slots after a packet's last card.
    """
    n_cards = values.shape[0]
    mask = SLOTS - 1
    for i in range(n_cards):
        buf[((i & 1) << SHIFT) + (i >> 1)] = values[i]
    p = 0
    hp = 0
    hq = 0
    sp = (n_cards + 1) >> 1
    sq = n_cards >> 1
    plen = 0
    cards = 0
    tricks = 0
    while True:  # a trick: p turns first, nothing owed (UDT-3)
        # where the pile will go: each turned card is written at once under both packets
        # (seat 0's from t0, seat 1's from t1; these slots are free), so whoever takes the
        # pile just counts it in — no copying.  A packet's head + size stays put all trick.
        if p == 0:
            t0 = hp + sp
            t1 = SLOTS + hq + sq
        else:
            t0 = hq + sq
            t1 = SLOTS + hp + sp
        while True:  # plain cards, p and q in turn, until a payment card (UDT-4)
            v = buf[(p << SHIFT) | hp]
            hp = (hp + 1) & mask
            sp -= 1
            buf[(t0 + plen) & mask] = v
            buf[((t1 + plen) & mask) | SLOTS] = v
            plen += 1
            if sq == 0:  # UDT-12: the turn would come back to p, who wins
                cards += plen
                if cards > max_cards:
                    return UNDECIDED, cards, tricks, -1
                return FINISHED, cards, tricks + 1, p
            if v > 0:  # q pays p: swap so that p is the payer
                p ^= 1
                hp, hq = hq, hp
                sp, sq = sq, sp
                break
            v = buf[((p ^ 1) << SHIFT) | hq]
            hq = (hq + 1) & mask
            sq -= 1
            buf[(t0 + plen) & mask] = v
            buf[((t1 + plen) & mask) | SLOTS] = v
            plen += 1
            if sp == 0:
                cards += plen
                if cards > max_cards:
                    return UNDECIDED, cards, tricks, -1
                return FINISHED, cards, tricks + 1, p ^ 1
            if v > 0:  # p pays q
                break
        owed = v
        while True:  # p pays q (UDT-4); a payment card turns it round (UDT-5)
            v = buf[(p << SHIFT) | hp]
            hp = (hp + 1) & mask
            sp -= 1
            buf[(t0 + plen) & mask] = v
            buf[((t1 + plen) & mask) | SLOTS] = v
            plen += 1
            if v > 0:
                if sq == 0:
                    cards += plen
                    if cards > max_cards:
                        return UNDECIDED, cards, tricks, -1
                    return FINISHED, cards, tricks + 1, p
                owed = v
                p ^= 1
                hp, hq = hq, hp
                sp, sq = sq, sp
                continue
            owed -= 1
            if owed == 0 or sp == 0:  # UDT-6 paid in full; UDT-10 the payer ran out
                break
        q = p ^ 1  # q takes the pile, under the packet, oldest card first (UDT-6): already there
        sq += plen
        cards += plen
        plen = 0
        tricks += 1
        if sp == 0:  # UDT-12: taken by the only holder
            if cards > max_cards:
                return UNDECIDED, cards, tricks, -1
            return FINISHED, cards, tricks, q
        if tricks > check_after or cards >= max_cards:  # long games: the engine settles them (UDT-14)
            return UNDECIDED, cards, tricks, -1
        p = q
        hp, hq = hq, hp
        sp, sq = sq, sp


@njit(cache=True)
def _play_many(deals, players, check_after, max_cards):  # pragma: no cover - compiled
    n, n_cards = deals.shape
    status = np.empty(n, np.int8)
    cards = np.empty(n, np.int64)
    tricks = np.empty(n, np.int64)
    winner = np.empty(n, np.int8)
    pile = np.empty(n_cards, np.int8)
    if players == 2:
        two = np.empty(2 * SLOTS, np.int8)
        for i in range(n):
            s, c, t, w = _play_two(deals[i], check_after, max_cards, two)
            status[i] = s
            cards[i] = c
            tricks[i] = t
            winner[i] = w
        return status, cards, tricks, winner
    buf = np.empty(players * SLOTS, np.int8)
    head = np.zeros(players, np.int64)
    size = np.zeros(players, np.int64)
    for i in range(n):
        s, c, t, w = _play_one(deals[i], players, check_after, max_cards, buf, head, size, pile)
        status[i] = s
        cards[i] = c
        tricks[i] = t
        winner[i] = w
    return status, cards, tricks, winner


@dataclass(frozen=True)
class Results:
    """Outcomes of many deals, one entry per deal (arrays of equal length).

    Attributes:
        status: 0 finished, 1 loop (UDT-14), 2 stopped at ``max_cards``.
        cards: cards turned (UDT-13).
        tricks: piles taken (UDT-13).
        winner: winning seat, -1 for a loop or a stop.
    """

    status: np.ndarray
    cards: np.ndarray
    tricks: np.ndarray
    winner: np.ndarray

    def __len__(self) -> int:
        return int(self.status.size)

    @staticmethod
    def concat(parts: list["Results"]) -> "Results":
        """The results of several batches, in order."""
        return Results(*(np.concatenate([getattr(p, f) for p in parts]) for f in ("status", "cards", "tricks", "winner")))


def packets_text(row: np.ndarray, players: int) -> str:
    """A deal in RULES.md's payment-value notation (``"0002-3010"``), from a dealing-order row."""
    return "-".join("".join(str(int(v)) for v in row[p::players]) for p in range(players))


def play_values(deals: np.ndarray, players: int, rules: Rules = Rules(straccia_camicia=True),
                check_after: int = CHECK_AFTER_TRICKS, max_cards: int | None = None) -> Results:
    """Play every deal (rows of payment values in dealing order) without slaps.

    Args:
        deals: ``int8`` array of shape ``(deals, cards)``; values as ``rules.payment``.
        players: 2..6.
        rules: ``straccia_camicia`` rules (``mazzo_52`` for the 52-card game).
        check_after: games longer than this many tricks are settled by the engine.
        max_cards: a safety stop (status 2, "limit"), as ``play_out(max_cards=...)``; a game
            that reaches it is settled by the engine, which sees a loop before the stop.

    Raises:
        ValueError: a wrong shape, players outside 2..6, rules with slaps, or max_cards < 1.
    """
    if rules.slaps:
        raise ValueError("the fast path is for the games without slaps (straccia_camicia=True)")
    if not 2 <= players <= 6:
        raise ValueError(f"players must be 2..6, got {players}")
    deals = np.ascontiguousarray(deals, dtype=np.int8)
    if deals.ndim != 2 or deals.shape[1] != len(rules.deck):
        raise ValueError(f"deals must have shape (n, {len(rules.deck)}), got {deals.shape}")
    if deals.shape[1] > SLOTS:
        raise ValueError(f"the fast path holds packets of up to {SLOTS} cards, got a {deals.shape[1]}-card deck")
    if max_cards is not None and max_cards < 1:
        raise ValueError(f"max_cards must be 1 or more, got {max_cards}")
    limit = NO_LIMIT if max_cards is None else min(int(max_cards), NO_LIMIT)
    status, cards, tricks, winner = _play_many(deals, players, check_after, limit)
    for i in np.flatnonzero(status == UNDECIDED):  # rare: long games go to the engine
        out = play_out(packets_text(deals[i], players), rules, max_cards)
        status[i] = STATUS_NAMES.index(out.status)
        cards[i], tricks[i] = out.cards, out.tricks
        winner[i] = -1 if out.winner is None else out.winner
    return Results(status, cards, tricks, winner)


@njit(cache=True)
def _fisher_yates(values, swaps):  # pragma: no cover - compiled
    count, steps = swaps.shape
    n = values.shape[0]
    out = np.empty((count, n), np.int8)
    for r in range(count):
        row = out[r]
        for k in range(n):
            row[k] = values[k]
        for k in range(steps):  # Durstenfeld: position n-1-k swaps with a uniform j in [0, n-1-k]
            i = n - 1 - k
            j = swaps[r, k]
            tmp = row[i]
            row[i] = row[j]
            row[j] = tmp
    return out


@njit(cache=True)
def _shuffle_bits(values, words, out):  # pragma: no cover - compiled
    """Fill ``out`` with Fisher-Yates shuffles of ``values`` drawn from ``words`` (16-bit, uint16).

    Each swap position is Lemire's bounded draw on 16 bits, exactly as numpy's
    ``Generator.integers(0, bounds, dtype=np.int16)``: for a bound ``b`` and a word ``u``,
    ``u * b`` is refused while its low 16 bits are below ``(2**16 - b) mod b`` (the test is
    only made when they are below ``b``, as numpy does), and the draw is its high 16 bits.
    Returns ``(rows done, words used)``: fewer rows than asked when a row could run out of
    words (a row is started only with ``2 * cards`` words left, so refused draws never stop it
    halfway but for the very last rows of a short stream).
    """
    count, n = out.shape
    stream = words.shape[0]
    s = 0
    for r in range(count):
        if stream - s < 2 * n:
            return r, s
        row = out[r]
        for k in range(n):
            row[k] = values[k]
        for i in range(n - 1, 0, -1):  # Durstenfeld: position i swaps with a uniform j in [0, i]
            bound = i + 1
            m = np.int64(words[s]) * bound
            s += 1
            if (m & 0xFFFF) < bound:  # maybe biased: refuse below the threshold, draw again
                threshold = (65536 - bound) % bound
                while (m & 0xFFFF) < threshold:
                    if s >= stream:
                        return r, s
                    m = np.int64(words[s]) * bound
                    s += 1
            j = m >> 16
            tmp = row[i]
            row[i] = row[j]
            row[j] = tmp
    return count, s


_FAST_BITS = (np.random.PCG64, np.random.PCG64DXSM)
"""Bit generators whose 32- and 16-bit draws are the halves of their raw 64-bit words, low first,
and which can ``advance``: for them the shuffle runs on raw words (see :func:`random_deals`)."""


def random_deals(rng: np.random.Generator, count: int, rules: Rules = Rules(straccia_camicia=True)) -> np.ndarray:
    """``count`` independent uniform shuffles of the deck's payment values, shape ``(count, cards)`` (C-2).

    A Fisher-Yates (Durstenfeld) shuffle per row: for ``k = 0 .. cards-2`` position
    ``cards-1-k`` swaps with a uniform ``j`` in ``[0, cards-1-k]``.  The swap positions are
    exactly those of ``rng.integers(0, np.arange(cards, 1, -1), size=(count, cards-1),
    dtype=np.int16)`` (row by row), so a seed always gives the same deals, and ``rng`` is left
    in the same state as after that call.  With numpy's default bit generator (PCG64, or
    PCG64DXSM) the draws are made in compiled code: raw 64-bit words are taken in bulk with
    ``bit_generator.random_raw``, cut into 16-bit words lowest first (numpy's own order), and
    each bound ``b`` gets Lemire's unbiased draw ``(u * b) >> 16``, refusing ``u`` when
    ``(u * b) mod 2**16 < (2**16 - b) mod b``; the generator is then put back and advanced by
    the words really used.  Other bit generators take ``rng.integers`` itself (same deals, slower).

    Args:
        rng: a numpy ``Generator``.
        count: number of deals (>= 0).
        rules: the deck (40 or 52 cards, ``mazzo_52``).

    Raises:
        ValueError: count < 0.
    """
    if count < 0:
        raise ValueError(f"count must be 0 or more, got {count}")
    values = deck_values(rules)
    n = values.size
    bits = rng.bit_generator
    if type(bits) not in _FAST_BITS or count == 0:
        swaps = rng.integers(0, np.arange(n, 1, -1), size=(count, n - 1), dtype=np.int16)
        return _fisher_yates(values, swaps)
    start = bits.state
    has_pending = bool(start["has_uint32"])
    out = np.empty((count, n), np.int8)
    extra = count * (n - 1) // 128 + 2 * n  # refusals are rare (under 1 draw in 1,200 for 52 cards)
    while True:
        raw = bits.random_raw(-(-(count * (n - 1) + extra) // 4))
        # numpy's order: each 64-bit word gives two 32-bit words, low half first, and each of
        # those two 16-bit words, low half first — the little-endian order of the bytes
        words = raw.astype("<u8", copy=False).view("<u2").astype(np.uint16, copy=False)
        if has_pending:  # half of a 64-bit word left by an earlier 32-bit draw comes first
            pending = start["uinteger"] & 0xFFFFFFFF
            words = np.concatenate([np.array([pending & 0xFFFF, pending >> 16], np.uint16), words])
        done, used = _shuffle_bits(values, words, out)
        if done == count:
            break
        bits.state = start  # the stream ran short: start again with more words
        extra *= 4
    # numpy takes 16-bit words two by two from 32-bit words: the half of a word left over
    # at the end is dropped, the other half of a 64-bit word is kept for the next 32-bit draw.
    halves = -(-used // 2) - (1 if has_pending else 0)
    bits.state = start
    bits.advance(-(-halves // 2))
    state = bits.state
    state["has_uint32"] = halves & 1
    if halves > 0:  # as numpy: the high half of the last word opened stays, used or not
        state["uinteger"] = int(raw[(halves - 1) // 2] >> np.uint64(32))
    bits.state = state
    return out


def _check_count(count: int) -> int:
    """``count`` deals: a whole number, 0 or more (a clear error for 1000.0 or -5)."""
    if isinstance(count, bool) or not isinstance(count, (int, np.integer)) or count < 0:
        raise ValueError(f"count is the number of deals, a whole number 0 or more, got {count!r}")
    return int(count)


def _block(ss: np.random.SeedSequence, size: int, players: int, rules: Rules) -> Results:
    return play_values(random_deals(np.random.default_rng(ss), size, rules), players, rules)


def simulate(count: int, players: int = 2, rules: Rules = Rules(straccia_camicia=True), seed: int = 0, *,
             block: int = 50_000, executor=None, workers: int | None = None, progress: bool = True) -> Results:
    """Play ``count`` random deals (independent streams per block, see :mod:`kit.sim.batch`).

    The same ``seed`` and ``block`` give the same results with any executor or worker count.

    Raises:
        ValueError: ``count`` not a whole number >= 0, and as :func:`kit.sim.batch.run_blocks`.
    """
    from functools import partial

    count = _check_count(count)
    parts = run_blocks(partial(_block, players=players, rules=rules), count, seed, block=block,
                       executor=executor, workers=workers, progress=progress, description="Un, due, tre")
    return Results.concat(parts)


@dataclass(frozen=True)
class LongGame:
    """A deal found by :func:`longest_games`: its notation and how it went."""

    deal: str
    status: str
    cards: int
    tricks: int


def _longest_in_block(ss: np.random.SeedSequence, size: int, players: int, rules: Rules, keep: int) -> list[LongGame]:
    deals = random_deals(np.random.default_rng(ss), size, rules)
    res = play_values(deals, players, rules)
    chosen = set(np.argsort(res.cards, kind="stable")[-keep:].tolist()) | set(np.flatnonzero(res.status == LOOP).tolist())
    return [LongGame(packets_text(deals[i], players), STATUS_NAMES[res.status[i]], int(res.cards[i]), int(res.tricks[i]))
            for i in sorted(chosen)]


def longest_games(count: int, players: int = 2, rules: Rules = Rules(straccia_camicia=True), seed: int = 0,
                  keep: int = 5, *, block: int = 50_000, executor=None, workers: int | None = None,
                  progress: bool = True) -> list[LongGame]:
    """Search ``count`` random deals; return the ``keep`` longest (by cards) plus every loop found.

    Blocks, streams and executors as :func:`simulate`; the same seed gives the same answer.

    Raises:
        ValueError: ``count`` not a whole number >= 0, ``keep`` not a whole number >= 1.
    """
    from functools import partial

    count = _check_count(count)
    if isinstance(keep, bool) or not isinstance(keep, (int, np.integer)) or keep < 1:
        raise ValueError(f"keep is how many of the longest games to return, a whole number 1 or more, got {keep!r}")

    longest, loops = fold_blocks(partial(_longest_in_block, players=players, rules=rules, keep=keep), count, seed,
                                 partial(_keep_longest, keep), ([], []), block=block, executor=executor,
                                 workers=workers, progress=progress, description="long-game search")
    return longest + loops


def _keep_longest(keep: int, found: tuple[list[LongGame], list[LongGame]],
                  part: list[LongGame]) -> tuple[list[LongGame], list[LongGame]]:
    """Fold one block's long games into (the ``keep`` longest finished so far, every loop): a
    search of 10**9 deals holds a handful of games, not one list per block."""
    longest, loops = found
    loops += [g for g in part if g.status == "loop"]
    longest = sorted(longest + [g for g in part if g.status == "finished"], key=lambda g: -g.cards)[:keep]
    return longest, loops


@dataclass(frozen=True)
class Summary:
    """What a batch of deals comes to, without a row per deal (:func:`summarize`).

    Attributes:
        lengths: ``lengths[n]`` = deals that turned ``n`` cards (UDT-13), for ``n`` below
            ``len(lengths) - 1``; the last bin counts every longer game (int64 array).
        status: deals finished, looping (UDT-14) and stopped (int64 array of 3).
        wins: games won by each seat (int64 array of ``players``).
    """

    lengths: np.ndarray
    status: np.ndarray
    wins: np.ndarray

    @property
    def deals(self) -> int:
        """Deals played in all."""
        return int(self.lengths.sum())

    def mean_cards(self) -> float:
        """Mean cards turned, the last bin counted at its lower edge (exact when nothing reached it).

        Raises:
            ValueError: no deals were played.
        """
        if self.deals == 0:
            raise ValueError("no deals were played: there is no mean")
        return float(np.arange(len(self.lengths)) @ self.lengths / self.deals)


def summary_of(results: Results, players: int, longest: int) -> np.ndarray:
    """One block's :class:`Summary` as one int64 row (the lengths' ``longest + 1`` bins, the 3
    status counts, the ``players`` wins): small and cheap to send from a worker."""
    lengths = np.bincount(np.minimum(results.cards, longest), minlength=longest + 1)
    status = np.bincount(results.status, minlength=3)
    wins = np.bincount(results.winner[results.winner >= 0], minlength=players)
    return np.concatenate([lengths, status, wins]).astype(np.int64)


def _summary_block(ss: np.random.SeedSequence, size: int, players: int, rules: Rules, longest: int) -> np.ndarray:
    return summary_of(_block(ss, size, players, rules), players, longest)


def _add(running: np.ndarray, part: np.ndarray) -> np.ndarray:
    running += part
    return running


def summarize(count: int, players: int = 2, rules: Rules = Rules(straccia_camicia=True), seed: int = 0, *,
              longest: int = 4_000, block: int = 50_000, executor=None, workers: int | None = None,
              progress: bool = True) -> Summary:
    """Play ``count`` random deals as :func:`simulate` does (the same deals for the same seed and
    block) and keep only what they come to: the histogram of cards turned, the finished / loop /
    stopped counts and each seat's wins.  Each block's summary is folded in as it arrives
    (:func:`kit.sim.batch.fold_blocks`), so 10**8 deals take the memory of one block.

    Args:
        count, players, rules, seed, block, executor, workers, progress: as :func:`simulate`.
        longest: games of this many cards or more share the histogram's last bin (>= 1).

    Raises:
        ValueError: ``longest`` < 1, and as :func:`simulate`.
    """
    from functools import partial

    count = _check_count(count)

    if longest < 1:
        raise ValueError(f"longest is the histogram's last bin, a whole number >= 1, got {longest!r}")
    total = fold_blocks(partial(_summary_block, players=players, rules=rules, longest=longest), count, seed, _add,
                        np.zeros(longest + 1 + 3 + players, dtype=np.int64), block=block, executor=executor,
                        workers=workers, progress=progress, description="Un, due, tre")
    return Summary(total[:longest + 1], total[longest + 1:longest + 4], total[longest + 4:])
