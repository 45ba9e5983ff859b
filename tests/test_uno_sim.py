"""The UNO fast path (kit.sim.uno) plays the engine's game (kit.games.uno): hand by hand through
its traces, and in distribution through its players (UNO-1..9, UNO-H1..H8)."""

from dataclasses import replace
from math import comb

import numpy as np
import pytest
from scipy import stats as sps

from kit.cards import uno108
from kit.engine import CHANCE, play
from kit.games import uno
from kit.sim.uno import (DECK_CODES, MatchStats, _challenge_table, card_code, code_card, simulate_hands,
                         simulate_matches, trace_hand)

SWITCHES = tuple(uno.HOUSE_RULES.values())


def replay(trace, levels):
    """Replay ``trace`` through the engine: every action legal, chance exactly at the reshuffles,
    the heuristic seats' choices the engine's HeuristicPlayer's, the random seats' among its
    pool; returns the final engine state."""
    state = uno.new_game(trace.rules, deal=trace.deal, dealer=trace.dealer)
    heuristic, rng = uno.HeuristicPlayer(), np.random.default_rng(0)
    for i, (action, seat) in enumerate(zip(trace.actions, trace.seats)):
        where = f"action {i} {action!r} in phase {state.phase!r}"
        if seat == -1:
            assert uno.to_act(state) == {CHANCE} and isinstance(action, uno.Reshuffle), where
        else:
            assert uno.to_act(state) == {seat}, where
            if levels[seat] == "heuristic" or not isinstance(action, (uno.Play, uno.JumpIn)):
                legal = uno.legal_actions(state, seat)
                assert action in legal, where
                if levels[seat] == "heuristic":  # forget=0, catch=1: the heuristic is deterministic
                    assert heuristic.act(uno.view(state, seat), legal, rng) == action, where
                else:  # the random player plays whenever it can
                    assert not any(isinstance(a, (uno.Play, uno.JumpIn)) for a in legal), where
        state = uno.apply(state, action).state  # IllegalMove if the action is not legal
    return state


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 11))
def test_UNO_1_to_9_and_H1_to_H8_traces_replay_identically_in_the_engine(players):
    # 9 player counts x 223 hands = 2,007 seeded hands, house rules sampled, levels mixed, any dealer
    pick = np.random.default_rng(players)
    for i in range(223):
        rules = uno.Rules(**{name: bool(on) for name, on in zip(SWITCHES, pick.random(len(SWITCHES)) < 0.5)})
        levels = [("random", "heuristic")[int(b)] for b in pick.integers(0, 2, players)]
        seed, dealer = 1000 * players + i, int(pick.integers(players))
        trace = trace_hand(rules, players, seed, levels, dealer=dealer)
        state = replay(trace, levels)
        context = f"seed {seed}, {players} players, dealer {dealer}, {rules.house_rules()}, {levels}"
        assert trace.status == "finished", context
        assert uno.is_terminal(state), context
        assert state.hands == trace.hands, context
        assert (state.winner, uno.returns(state), state.turns) == (trace.winner, trace.returns, trace.turns), context
        assert len(uno.cards(state)) == 108


@pytest.mark.parametrize("players", [2, 3, 4, 5, 7, 10])
def test_UNO_8_the_cards_and_points_left_to_every_seat_are_the_engines(players):
    """simulate_hands' cards_left and points_left against the final hands of the engine that
    replays the same hand (the engine's hands and returns give the truth), house rules sampled,
    levels mixed, blocked hands included."""
    pick = np.random.default_rng(500 + players)
    for i in range(40):
        rules = uno.Rules(**{name: bool(on) for name, on in zip(SWITCHES, pick.random(len(SWITCHES)) < 0.5)})
        levels = [("random", "heuristic")[int(b)] for b in pick.integers(0, 2, players)]
        seed = 7000 + 100 * players + i
        state = replay(trace_hand(rules, players, seed, levels), levels)
        stats = simulate_hands(rules, players, 1, seed, levels)
        context = f"seed {seed}, {players} players, {rules.house_rules()}, {levels}"
        assert stats.cards_left.shape == stats.points_left.shape == (1, players)
        assert stats.cards_left[0].tolist() == [len(h) for h in state.hands], context
        assert stats.points_left[0].tolist() == [uno.points(h) for h in state.hands], context
        assert stats.points[0] == max(uno.returns(state)) and stats.dealer[0] == players - 1, context


def test_the_cards_and_points_left_add_up_over_many_hands():
    levels = ["heuristic", "random", "forgetful", "random", "heuristic"]
    res = simulate_hands(uno.Rules(seven_zero=True, jump_in=True), 5, 3_000, 8, levels)
    finished = res.status == 1
    rows = np.arange(len(res))[finished]
    assert np.all(res.cards_left[rows, res.winner[finished]] == 0)
    losers = res.points_left.sum(axis=1) - res.points_left[np.arange(len(res)), np.maximum(res.winner, 0)]
    assert np.array_equal(np.where(finished, losers, 0), res.points)
    assert np.all(res.cards_left.sum(axis=1) <= 108) and np.all(res.points_left <= 50 * res.cards_left)
    assert np.all(res.points_left[res.cards_left == 0] == 0) and np.all(res.points_left >= 0)


def test_the_dealer_rotates_on_request_and_the_first_hand_stays_the_same():
    rules, levels = uno.Rules(), ["heuristic", "random", "random", "random"]
    fixed = simulate_hands(rules, 4, 200, 12, levels)
    rotating = simulate_hands(rules, 4, 200, 12, levels, rotate_dealer=True)
    assert (fixed.dealer == 3).all() and rotating.dealer.tolist() == [(3 + h) % 4 for h in range(200)]
    for name in ("turns", "winner", "points", "cards_left", "points_left"):
        assert np.array_equal(getattr(fixed, name)[:1], getattr(rotating, name)[:1])
    assert not np.array_equal(fixed.winner, rotating.winner)
    again = simulate_hands(rules, 4, 50, 12, levels, rotate_dealer=True)  # a shorter run is the start of a longer one
    assert np.array_equal(again.turns, rotating.turns[:50]) and np.array_equal(again.cards_left, rotating.cards_left[:50])


def test_a_trace_is_the_first_hand_of_simulate_hands_and_of_a_match():
    rules, levels = uno.Rules(stack_draw_two=True, jump_in=True), ["random", "heuristic", "random"]
    trace = trace_hand(rules, 3, 77, levels)
    hands = simulate_hands(rules, 3, 4, 77, levels)
    assert (hands.turns[0], hands.winner[0], hands.points[0]) == (trace.turns, trace.winner, max(trace.returns))
    assert hands.decisions[0] == sum(seat >= 0 for seat in trace.seats)
    match = simulate_matches(replace(rules, target=1), 3, 1, 77, levels)  # the first hand with points ends it
    if trace.returns[trace.winner] > 0:
        assert (match.hands[0], match.turns[0], match.winner[0]) == (1, trace.turns, trace.winner)


def test_the_same_seed_gives_the_same_hands_and_these_values():
    levels = ["heuristic"] * 4
    first = simulate_hands(uno.Rules(), 4, 6, 2024, levels)
    again = simulate_hands(uno.Rules(), 4, 6, 2024, levels)
    for name in ("turns", "winner", "points", "status", "decisions"):
        assert np.array_equal(getattr(first, name), getattr(again, name))
    assert first.turns.tolist() == TURNS_2024
    assert first.winner.tolist() == WINNERS_2024
    assert first.points.tolist() == POINTS_2024
    assert (first.status == 1).all()
    other = simulate_hands(uno.Rules(), 4, 6, 2025, levels)
    assert not np.array_equal(first.turns, other.turns)


TURNS_2024 = [47, 52, 96, 26, 32, 74]
WINNERS_2024 = [2, 3, 0, 0, 0, 2]
POINTS_2024 = [95, 160, 23, 46, 32, 14]


def test_UNO_8_matches_end_at_the_target_with_a_clear_leader():
    rules = uno.Rules(target=300, seven_zero=True)
    result = simulate_matches(rules, 5, 200, 3, ["heuristic", "random", "forgetful", "heuristic", "random"])
    assert isinstance(result, MatchStats) and len(result) == 200
    assert result.totals.shape == (200, 5)
    for m in range(200):
        totals, winner = result.totals[m], result.winner[m]
        assert winner >= 0 and totals[winner] >= 300
        assert (np.delete(totals, winner) < totals[winner]).all()
        assert result.hands[m] >= 1 and result.turns[m] >= result.hands[m]
    again = simulate_matches(rules, 5, 200, 3, ["heuristic", "random", "forgetful", "heuristic", "random"])
    assert np.array_equal(result.totals, again.totals)
    assert MATCHES_3 == (result.hands[:5].tolist(), result.winner[:5].tolist())


MATCHES_3 = ([4, 6, 3, 2, 5], [2, 3, 3, 0, 2])


def engine_turns(rules, players, level, hands):
    agents = [uno.computer(level)] * players
    return np.array([play(uno.new_game(rules, players, rng=h), agents, rng=50_000 + h).state.turns
                     for h in range(hands)])


@pytest.mark.slow
@pytest.mark.parametrize("rules, players, level", [
    (uno.Rules(), 4, "random"),
    (uno.Rules(), 4, "heuristic"),
    (uno.Rules(stack_draw_two=True, stack_mixed=True, seven_zero=True, jump_in=True, must_play_drawn=True,
               draw_until_playable=True), 3, "heuristic"),
    (uno.Rules(challenge=False, number_to_go_out=True), 5, "random"),
], ids=["official-random-4", "official-heuristic-4", "house-heuristic-3", "h3off-h8-random-5"])
def test_turns_per_hand_are_distributed_as_the_engines(rules, players, level):
    engine = engine_turns(rules, players, level, 200)
    fast = simulate_hands(rules, players, 20_000, 11, [level] * players).turns
    # the engine's mean within its 99.9% confidence interval around the fast path's, and one distribution
    spread = 3.29 * np.sqrt(engine.var(ddof=1) / engine.size + fast.var(ddof=1) / fast.size)
    assert abs(engine.mean() - fast.mean()) < spread, (engine.mean(), fast.mean())
    assert sps.ks_2samp(engine, fast).pvalue > 0.001


def test_UNO_9_a_hand_going_round_in_circles_is_blocked_as_in_the_engine():
    # H7, 10 heuristic players: every card but two held; two players pass two Reverses back and
    # forth (each draws the other's, playable, and plays it): the position at the reshuffle
    # repeats, and the third time the hand is blocked (uno.REPEATS), in both
    rules = uno.Rules(draw_until_playable=True)
    trace = trace_hand(rules, 10, 1938, ["heuristic"] * 10)
    assert (trace.status, trace.winner, trace.returns, trace.turns) == ("blocked", None, (0,) * 10, 227)
    assert [type(a).__name__ for a in trace.actions[-4:]] == ["Draw", "Reshuffle", "Play", "Draw"]  # no 3rd reshuffle
    state = replay(trace, ["heuristic"] * 10)
    assert (state.status, state.turns, state.hands) == ("blocked", 227, trace.hands)
    assert len(state.stock) == 0 and [c.rank for c in state.discard] == ["reverse", "reverse"]
    assert simulate_hands(rules, 10, 1, 1938, ["heuristic"] * 10).status.tolist() == [2]
    cut = trace_hand(rules, 10, 1938, ["heuristic"] * 10, max_turns=150)  # the last safety stop
    assert (cut.status, cut.turns) == ("limit", 151)


@pytest.mark.parametrize("seed, players, switches, levels", [
    (3391, 10, "H2 H4 H6 H7 H8", "hhhhrhrrhh"), (15322, 8, "H5 H7 H8", "rhhhhhrh"),
    (21503, 10, "H4 H5 H6 H7 H8", "rrrrrhhhrr"), (23249, 9, "H5 H6 H7 H8", "hrrhhhrrh"),
    (25628, 8, "H4 H5 H6 H7", "hhrrhhhh"),
])
def test_UNO_9_blocked_hands_replay_identically(seed, players, switches, levels):
    rules = uno.Rules.with_house_rules(*(f"UNO-{h}" for h in switches.split()))
    levels = [{"h": "heuristic", "r": "random"}[c] for c in levels]
    trace = trace_hand(rules, players, seed, levels)
    state = replay(trace, levels)
    assert trace.status == state.status == "blocked"
    assert (state.turns, state.hands, uno.returns(state)) == (trace.turns, trace.hands, trace.returns)
    stats = simulate_hands(rules, players, 1, seed, levels)
    assert stats.status.tolist() == [2] and stats.points.tolist() == [0]
    assert stats.cards_left[0].tolist() == [len(h) for h in state.hands]
    assert stats.points_left[0].tolist() == [uno.points(h) for h in state.hands]


def test_UNO_H3_the_heuristics_challenge_table_is_the_engines_arithmetic():
    table = _challenge_table(1 / 3)
    for u in range(1, 109):
        for m in range(0, min(u, 25) + 1):
            for k in range(1, u + 1):
                assert table[u, m, k] == (1 - comb(u - m, k) / comb(u, k) > 1 / 3), (u, m, k)
    assert table[60, 20, 1] == 1  # 1 - 40/60 is 0.33333333333333337 in floating point, above 1/3


def test_card_codes_cover_the_deck():
    assert all(code_card(card_code(card)) == card for card in uno108.cards)
    counts = np.bincount(DECK_CODES, minlength=54)
    assert counts[52] == counts[53] == 4 and counts[0] == 1 and counts[1] == 2 and counts.sum() == 108


@pytest.mark.parametrize("call, message", [
    (lambda: simulate_hands(uno.Rules(), 11, 1, 0, ["random"] * 11), "2 to 10 players"),
    (lambda: simulate_hands(uno.Rules(), 3, 1, 0, ["random"] * 2), "one level per seat"),
    (lambda: simulate_hands(uno.Rules(), 2, 1, 0, ["random", "expert"]), "no computer level"),
    (lambda: simulate_hands(uno.Rules(), 2, -1, 0, "random"), "0 or more"),
    (lambda: simulate_matches(uno.Rules(), 2, 1, -5, "random"), "seed"),
])
def test_bad_arguments_are_refused(call, message):
    with pytest.raises(ValueError, match=message):
        call()
