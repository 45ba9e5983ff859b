"""The compiled fast path gives exactly the engine's results (UDT-12..14), however the work is split."""

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from kit.games.un_due_tre import Rules, play_out
from kit.sim.batch import block_sizes, run_blocks
from kit.sim.un_due_tre import (LOOP, longest_games, packets_text, play_values, random_deals, simulate)

R40 = Rules(straccia_camicia=True)
R52 = Rules(straccia_camicia=True, mazzo_52=True)


@pytest.mark.slow
@pytest.mark.parametrize("rules", [R40, R52], ids=["40", "52"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_UDT_13_fast_path_equals_the_engine_on_1000_seeded_deals(rules, players):
    # 2 decks x 5 player counts x 1000 = 10,000 deals compared one by one
    deals = random_deals(np.random.default_rng(1000 * players + len(rules.deck)), 1000, rules)
    fast = play_values(deals, players, rules)
    for i, row in enumerate(deals):
        out = play_out(packets_text(row, players), rules)
        winner = -1 if out.winner is None else out.winner
        got = ("loop" if fast.status[i] == LOOP else "finished", fast.cards[i], fast.tricks[i], fast.winner[i])
        assert got == (out.status, out.cards, out.tricks, winner), packets_text(row, players)


def test_UDT_13_UDT_14_published_deals_on_the_fast_path():
    def row(text):
        first, second = text.split("-")
        return np.array([int(d) for pair in zip(first, second) for d in pair], dtype=np.int8)

    longest = play_values(row("00000000000000000002-03311221200300010030")[None, :], 2, R40)
    assert (longest.status[0], longest.cards[0], longest.tricks[0]) == (0, 3117, 497)
    endless = play_values(row("00302020303100000310-00100200002000000010")[None, :], 2, R40)
    engine = play_out("00302020303100000310-00100200002000000010", R40)
    assert endless.status[0] == LOOP and (endless.cards[0], endless.tricks[0]) == (engine.cards, engine.tricks)


def test_a_game_past_the_check_goes_to_the_engine_with_the_same_answer():
    deals = random_deals(np.random.default_rng(3), 200, R40)
    short, full = play_values(deals, 2, R40, check_after=3), play_values(deals, 2, R40)
    for field in ("status", "cards", "tricks", "winner"):
        assert np.array_equal(getattr(short, field), getattr(full, field))


@pytest.mark.slow
def test_batch_results_do_not_depend_on_how_the_work_is_split():
    here = simulate(40_000, 3, R40, seed=9, block=5_000, workers=1, progress=False)
    with ThreadPoolExecutor(3) as pool:
        threads = simulate(40_000, 3, R40, seed=9, block=5_000, executor=pool, progress=False)
    processes = simulate(40_000, 3, R40, seed=9, block=5_000, workers=2, progress=False)  # default pool, 8 blocks
    assert len(here) == 40_000
    for field in ("status", "cards", "tricks", "winner"):
        assert np.array_equal(getattr(here, field), getattr(threads, field))
        assert np.array_equal(getattr(here, field), getattr(processes, field))
    other = simulate(40_000, 3, R40, seed=10, block=5_000, workers=1, progress=False)
    assert not np.array_equal(here.cards, other.cards)


def test_run_blocks_uses_one_spawned_stream_per_block():
    draws = run_blocks(lambda ss, n: np.random.default_rng(ss).integers(0, 1000, n), 10, seed=4, block=4,
                       progress=False)
    assert [len(d) for d in draws] == block_sizes(10, 4) == [4, 4, 2]
    expected = [np.random.default_rng(ss).integers(0, 1000, n)
                for ss, n in zip(np.random.SeedSequence(4).spawn(3), [4, 4, 2])]
    assert all(np.array_equal(a, b) for a, b in zip(draws, expected))


def test_long_game_search_keeps_the_longest_games():
    found = longest_games(20_000, 2, R40, seed=5, keep=3, block=10_000, progress=False)
    finished = [g for g in found if g.status == "finished"]
    assert len(finished) == 3 and finished[0].cards >= finished[1].cards >= finished[2].cards
    again = play_out(finished[0].deal, R40)
    assert (again.cards, again.tricks) == (finished[0].cards, finished[0].tricks)


def test_fast_path_refuses_what_it_cannot_play():
    with pytest.raises(ValueError, match="without slaps"):
        play_values(np.zeros((1, 40), np.int8), 2, Rules())
    with pytest.raises(ValueError, match="shape"):
        play_values(np.zeros((1, 39), np.int8), 2, R40)


def test_fast_path_honours_max_cards_like_the_engine():
    def row(text):
        first, second = text.split("-")
        return np.array([int(d) for pair in zip(first, second) for d in pair], dtype=np.int8)[None, :]

    long = "00000000000000000002-03311221200300010030"
    endless = "00302020303100000310-00100200002000000010"
    engine = play_out(long, R40, max_cards=1000)
    fast = play_values(row(long), 2, R40, max_cards=1000)
    assert engine.status == "limit"
    assert (fast.status[0], fast.cards[0], fast.tricks[0], fast.winner[0]) == (2, engine.cards, engine.tricks, -1)
    engine = play_out(endless, R40, max_cards=20_000)  # the loop is seen (546 cards) before the stop
    fast = play_values(row(endless), 2, R40, max_cards=20_000)
    assert engine.status == "loop" and (fast.status[0], fast.cards[0]) == (LOOP, engine.cards)
    with pytest.raises(ValueError, match="max_cards must be 1 or more"):
        play_values(row(long), 2, R40, max_cards=0)


def test_C2_random_deals_are_uniform_shuffles_of_the_deck():
    from scipy.stats import chisquare

    from kit.sim.un_due_tre import deck_values

    deals = random_deals(np.random.default_rng(11), 60_000, R40)
    assert all(sorted(row.tolist()) == sorted(deck_values(R40).tolist()) for row in deals[:500])
    # each position holds a payment card (A, 2 or 3: 12 of 40) with probability 3/10
    payment = (deals > 0).mean(axis=0)
    assert np.allclose(payment, 0.3, atol=0.012)
    # the top card's value: 0 with probability 28/40, 1, 2, 3 with 4/40 each (alpha = 0.001)
    counts = np.bincount(deals[:, 0], minlength=4)
    assert chisquare(counts, 60_000 * np.array([28, 4, 4, 4]) / 40).pvalue > 0.001


def _payment_row(text):
    """A dealing-order row of payment values from RULES.md's two-packet notation."""
    first, second = text.split("-")
    return np.array([int(d) for pair in zip(first, second) for d in pair], dtype=np.int8)[None, :]


def test_UDT_14_the_known_endless_52_card_deal_loops_on_both_paths():
    # Beggar-my-neighbour's first known endless game (B. Casella, 2024), in payment values:
    # ---K---Q-KQAJ-----AAJ--J-- / ----------Q----KQ-J-----KA  (J 1, Q 2, K 3, A 4)
    text = "00030002032410000044100100-00000000002000032010000034"
    engine = play_out(text, R52)
    fast = play_values(_payment_row(text), 2, R52)
    assert engine.status == "loop"
    assert (fast.status[0], fast.cards[0], fast.tricks[0], fast.winner[0]) == (LOOP, engine.cards, engine.tricks, -1)


@pytest.mark.parametrize("rules", [R40, R52], ids=["40", "52"])
def test_UDT_12_UDT_13_two_players_fast_kernel_equals_the_general_one(rules):
    # the 2-player kernel (circular buffers of 64 slots) against the kernel for any number of
    # players, on 20,000 seeded deals: same status, cards, tricks and winner for every deal
    from kit.sim import un_due_tre as fast

    deals = random_deals(np.random.default_rng(77 + len(rules.deck)), 20_000, rules)
    two = fast._play_many(deals, 2, fast.CHECK_AFTER_TRICKS, fast.NO_LIMIT)
    buf, head, size, pile = (np.empty(2 * fast.SLOTS, np.int8), np.zeros(2, np.int64),
                             np.zeros(2, np.int64), np.empty(deals.shape[1], np.int8))
    for i in range(0, 20_000, 97):
        general = fast._play_one(deals[i], 2, fast.CHECK_AFTER_TRICKS, fast.NO_LIMIT, buf, head, size, pile)
        assert tuple(int(a[i]) for a in two) == tuple(int(x) for x in general), packets_text(deals[i], 2)


def _numpy_reference(rng, count, rules):
    """The deals as numpy itself would make them: ``rng.integers`` swap positions, swaps in Python."""
    from kit.sim.un_due_tre import deck_values

    values = deck_values(rules)
    n = values.size
    swaps = rng.integers(0, np.arange(n, 1, -1), size=(count, n - 1), dtype=np.int16)
    out = np.empty((count, n), np.int8)
    for r in range(count):
        row = values.copy()
        for k in range(n - 1):
            i, j = n - 1 - k, swaps[r, k]
            row[i], row[j] = row[j], row[i]
        out[r] = row
    return out


@pytest.mark.parametrize("rules", [R40, R52], ids=["40", "52"])
@pytest.mark.parametrize("before", [0, 1, 2], ids=["fresh", "half-word-pending", "whole-word"])
def test_C2_compiled_shuffle_gives_numpy_deals_and_leaves_the_generator_as_numpy(rules, before):
    # the shuffle drawn from raw 64-bit words inside compiled code makes exactly the deals of
    # rng.integers(..., dtype=int16) + Fisher-Yates, and the generator goes on as after that call
    # (before = 32-bit draws made first: an odd count leaves half a word pending)
    for seed, count in [(1, 1), (2, 3), (3, 700)]:
        ours, theirs = np.random.default_rng(seed), np.random.default_rng(seed)
        for g in (ours, theirs):
            g.integers(0, 2**31, before, dtype=np.int32)
        assert np.array_equal(random_deals(ours, count, rules), _numpy_reference(theirs, count, rules))
        assert ours.bit_generator.state == theirs.bit_generator.state
        assert np.array_equal(ours.integers(0, 1000, 7, dtype=np.int16), theirs.integers(0, 1000, 7, dtype=np.int16))
        assert ours.random() == theirs.random()


def test_C2_other_bit_generators_give_the_same_deals_through_numpy():
    ours = np.random.Generator(np.random.MT19937(5))
    theirs = np.random.Generator(np.random.MT19937(5))
    assert np.array_equal(random_deals(ours, 50, R52), _numpy_reference(theirs, 50, R52))
    assert random_deals(np.random.default_rng(0), 0, R52).shape == (0, 52)
    with pytest.raises(ValueError, match="count must be 0 or more"):
        random_deals(np.random.default_rng(0), -1, R52)


def test_C2_compiled_shuffle_is_uniform_and_reproducible():
    from scipy.stats import chisquare

    from kit.sim.un_due_tre import _shuffle_bits

    # 52 distinct labels shuffled 52,000 times: every label is equally likely at every position
    # (one chi-squared test per label over the 52 positions; alpha 0.001 shared by the 52 tests)
    count, n = 52_000, 52
    raw = np.random.default_rng(2024).bit_generator.random_raw(count * (n - 1) // 4 + 4_000)
    out = np.empty((count, n), np.int8)
    done, used = _shuffle_bits(np.arange(n, dtype=np.int8), raw.view("<u2").astype(np.uint16), out)
    assert done == count and count * (n - 1) <= used <= raw.size * 4
    assert (np.sort(out, axis=1) == np.arange(n)).all()
    where = np.argsort(out, axis=1)  # where[r, c] = position of label c in shuffle r
    for label in range(n):
        counts = np.bincount(where[:, label], minlength=n)
        assert chisquare(counts).pvalue > 0.001 / n, label
    # the same seed gives the same deals, another seed other deals
    a = random_deals(np.random.default_rng(8), 1000, R52)
    assert np.array_equal(a, random_deals(np.random.default_rng(8), 1000, R52))
    assert not np.array_equal(a, random_deals(np.random.default_rng(9), 1000, R52))


def test_C2_a_stream_that_runs_short_is_drawn_again_from_the_same_state(monkeypatch):
    # when the words drawn are not enough (refused draws), the generator is put back and a
    # longer stream is drawn: the deals and the state after are as if it had been enough
    from kit.sim import un_due_tre as fast

    real, calls = fast._shuffle_bits, []

    def short_first(values, words, out):
        calls.append(words.size)
        return (0, 0) if len(calls) == 1 else real(values, words, out)

    monkeypatch.setattr(fast, "_shuffle_bits", short_first)
    ours, theirs = np.random.default_rng(31), np.random.default_rng(31)
    assert np.array_equal(random_deals(ours, 40, R52), _numpy_reference(theirs, 40, R52))
    assert len(calls) == 2 and calls[1] > calls[0]
    assert ours.bit_generator.state == theirs.bit_generator.state
