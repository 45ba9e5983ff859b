"""The compiled slap games (kit.sim.slap) play exactly the engine's games (UDT-1..13 with
slaps, the slap model), and their batch runs have the engine's distribution of results."""

from concurrent.futures import ProcessPoolExecutor
import multiprocessing

import numpy as np
import pytest
from scipy import stats

import kit.sim.slap as slap
from kit.deal import streams
from kit.engine import Table
from kit.games.un_due_tre import LEVELS, Rules, SlapAgent, SlapModel, computer, new_game
from kit.sim.slap import (VARIANTS, SlapGame, engine_game, faster_wins, play_block, play_seeded, simulate,
                          SlapBatch)

LEVEL_NAMES = list(LEVELS)  # random, easy, normal, hard


def setup(seed: int) -> tuple[int, list[SlapAgent]]:
    """A different table for every seed: 2..6 players; every third table has equal "normal"
    players (long games), the others the computer levels in rotation (a "hard" player soon
    takes everything, a "random" one slaps by mistake and runs out)."""
    players = 2 + seed % 5
    if seed % 3 == 0:
        return players, [computer("normal")] * players
    return players, [computer(LEVEL_NAMES[(seed + s) % 4]) for s in range(players)]


SEEDS = {"un_due_tre": 200, "solo_coppie": 100, "somma_dieci": 100, "ratscrew": 100}


@pytest.mark.slow
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_UDT_7_to_13_compiled_slap_games_equal_the_engine_seed_by_seed(variant):
    rules = VARIANTS[variant]
    seen = set()
    for seed in range(SEEDS[variant]):
        players, agents = setup(seed)
        engine = engine_game(seed, rules, players, agents)
        fast = play_seeded(seed, rules, players, agents)
        assert fast == engine, (variant, seed, players)
        assert engine.status == "finished" and 0 <= engine.winner < players
        seen.update(k for k in ("false_slaps", "free_false_slaps", "beside") if getattr(engine, k))
    # the comparison went through every kind of slap, not only the easy games
    assert seen == {"false_slaps", "free_false_slaps", "beside"}


@pytest.mark.slow
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_compiled_game_consumes_exactly_the_engines_draws(variant, monkeypatch):
    # After the game every stream (the deal's, each seat's choices, each seat's times) is in
    # the same state in the engine and in the compiled game: the same draws, no more, no fewer.
    made = []

    def recording(seed, n):
        out = streams(seed, n)
        made.append(out)
        return out

    monkeypatch.setattr(slap, "streams", recording)
    rules = VARIANTS[variant]
    for seed in range(1, 21):
        players, agents = setup(seed)
        made.clear()
        fast = play_seeded(seed, rules, players, agents)
        (deal_fast, _), split = made
        deal_rng, play_rng = streams(seed, 2)
        table = Table(new_game(rules, players, rng=deal_rng), agents, play_rng)
        table.run()
        assert (fast.cards, fast.winner) == (table.state.cards, table.state.winner)
        assert deal_fast.bit_generator.state == deal_rng.bit_generator.state
        for ours, theirs in zip(split[:2 * players], table.seat_rngs + table.timing_rngs):
            assert ours.bit_generator.state == theirs.bit_generator.state, (variant, seed)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 5, 6])
def test_batch_runs_for_every_table_size(players):
    rules = VARIANTS["un_due_tre"]
    agents = [SlapAgent(SlapModel(reaction_ms=520 + 40 * s)) for s in range(players)]
    batch = simulate(4_000, rules, players, agents, seed=players, workers=1)
    seeded = [play_seeded(30_000_000 + s, rules, players, agents) for s in range(1_000)]
    assert np.all(batch.status == 0) and batch.wins(players).sum() == len(batch)
    wins = np.bincount([g.winner for g in seeded], minlength=players)
    assert chi2_same_distribution(batch.wins(players), wins) > 0.001
    assert welch_p(batch.cards, np.array([g.cards for g in seeded])) > 0.001


def test_UDT_7_default_players_seeded_game_equals_the_engine():
    for seed in (0, 1, 2):
        assert play_seeded(seed) == engine_game(seed)
    game = play_seeded(0)
    assert game.cards >= 40 and game.tricks >= 1 and game.slaps_won >= 1


@pytest.mark.slow
def test_UDT_9_the_compiled_game_follows_the_reaction_times():
    # an always-noticing, never-mistaken, much faster seat 0 wins nearly every slap race:
    # seat 0 should win far more than its share of 4-player games, in the engine and compiled
    quick = SlapAgent(SlapModel(reaction_ms=250, spread_ms=10, min_ms=100, notice=1.0, false_slap=0.0))
    slow = SlapAgent(SlapModel(reaction_ms=900, spread_ms=10, min_ms=100, notice=1.0, false_slap=0.0))
    agents = [quick, slow, slow, slow]
    for seed in range(5):
        assert play_seeded(seed, Rules(), 4, agents) == engine_game(seed, Rules(), 4, agents)
    batch = simulate(2_000, Rules(), 4, agents, seed=3, workers=1)
    assert batch.wins(4)[0] / len(batch) > 0.9


def chi2_same_distribution(a: np.ndarray, b: np.ndarray) -> float:
    """p-value of the chi-square test that two count vectors come from one distribution."""
    table = np.array([a, b])
    table = table[:, table.sum(axis=0) > 0]
    return stats.chi2_contingency(table)[1]


def welch_p(x: np.ndarray, y: np.ndarray) -> float:
    return stats.ttest_ind(x, y, equal_var=False).pvalue


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["un_due_tre", "ratscrew"])
def test_batch_runs_have_the_engine_distribution(variant):
    # The batch draws from one Generator per block (other games than the seeded ones), so it
    # is compared statistically: 1e5 batch games against 1e4 seeded compiled games, which are
    # the engine's games seed by seed (test above), and against 200 engine games directly.
    rules = VARIANTS[variant]
    agents = [SlapAgent(SlapModel(reaction_ms=ms)) for ms in (520, 560, 600, 640)]  # unequal seats
    batch = simulate(100_000, rules, 4, agents, seed=11, workers=1)
    seeded = [play_seeded(10_000_000 + s, rules, 4, agents) for s in range(10_000)]
    engine = [engine_game(20_000_000 + s, rules, 4, agents) for s in range(200)]
    assert np.all(batch.status == 0)
    for games in (seeded, engine):
        wins = np.bincount([g.winner for g in games], minlength=4)
        assert chi2_same_distribution(batch.wins(4), wins) > 0.001
        for field in ("cards", "tricks", "slaps_won", "false_slaps", "beside"):
            assert welch_p(getattr(batch, field), np.array([getattr(g, field) for g in games])) > 0.001, field
    # and the seats really differ: the faster, the more often it wins
    share = batch.wins(4) / len(batch)
    assert share[0] > share[1] > share[2] > share[3]


@pytest.mark.slow
def test_batch_runs_are_seeded_and_split_independently():
    rules = VARIANTS["un_due_tre"]
    one = simulate(3_000, rules, 4, seed=5, block=500, workers=1)
    again = simulate(3_000, rules, 4, seed=5, block=500, workers=1)
    other = simulate(3_000, rules, 4, seed=6, block=500, workers=1)
    assert np.array_equal(one.cards, again.cards) and np.array_equal(one.winner, again.winner)
    assert not np.array_equal(one.cards, other.cards)
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
        pooled = simulate(3_000, rules, 4, seed=5, block=500, executor=pool)
    for field in SlapBatch.__dataclass_fields__:
        assert np.array_equal(getattr(one, field), getattr(pooled, field)), field
    block = play_block(np.random.default_rng(8), 50, rules)
    assert np.array_equal(block, play_block(np.random.default_rng(8), 50, rules))


def test_the_faster_slapper_wins_more_often():
    even = faster_wins(550, 550, games=10_000, seed=1, workers=1)
    assert even.low < 0.5 < even.high and abs(even.edge) < 0.02
    faster = faster_wins(450, 600, games=10_000, seed=1, workers=1)
    assert faster.low > 0.5 and faster.rate == faster.wins / faster.finished
    assert faster.low <= faster.rate <= faster.high and faster.high - faster.low < 0.03
    much_faster = faster_wins(400, 700, games=10_000, seed=1, workers=1)
    assert much_faster.low > faster.high  # a bigger gap in time, a bigger edge
    # the same question answered game by game by the engine (200 games, faster at seat 0 then 1)
    fast, slow = SlapAgent(SlapModel(reaction_ms=450)), SlapAgent(SlapModel(reaction_ms=600))
    wins = sum(engine_game(s, Rules(), 2, [fast, slow]).winner == 0 for s in range(100)) + \
        sum(engine_game(s, Rules(), 2, [slow, fast]).winner == 1 for s in range(100, 200))
    assert abs(wins / 200 - faster.rate) < 3.5 * np.sqrt(faster.rate * (1 - faster.rate) / 200)


@pytest.mark.parametrize("call, error", [
    (lambda: play_seeded(0, Rules(straccia_camicia=True)), ValueError),
    (lambda: play_seeded(0, Rules(), 7), ValueError),
    (lambda: play_seeded(0, Rules(), 3, [SlapAgent()] * 2), ValueError),
    (lambda: play_seeded(0, Rules(), 2, [SlapAgent(), object()]), TypeError),
    (lambda: play_seeded(0, Rules(), 2, max_cards=0), ValueError),
    (lambda: simulate(10, Rules(straccia_camicia=True)), ValueError),
    (lambda: simulate(10, seed=-1), ValueError),
    (lambda: faster_wins(600, 450), ValueError),
    (lambda: faster_wins(games=1), ValueError),
    (lambda: faster_wins(confidence=1.5), ValueError),
])
def test_bad_input_gets_a_clear_error(call, error):
    with pytest.raises(error):
        call()


def test_safety_stop_reports_a_limit():
    game = play_seeded(0, max_cards=50)
    assert game == SlapGame("limit", None, 50, game.tricks, game.slaps_won, game.false_slaps,
                            game.free_false_slaps, game.beside)
    full = play_seeded(0)
    assert full.cards > 50 and game.tricks <= full.tricks
