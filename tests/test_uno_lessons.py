"""kit.lessons.uno: the exact values against independent brute-force counts, the simulations
against the exact values within their intervals, and the house-rule examples."""

from __future__ import annotations

import itertools
from fractions import Fraction
from math import comb

import numpy as np
import pytest

from kit.cards import uno108
from kit.engine import play
from kit.games import uno
from kit.lessons import uno as L


def card(code):
    return uno108.parse(code)


# --- the first card -------------------------------------------------------------------------------

def test_the_opening_card_is_an_action_or_a_wild_seven_times_in_26():
    assert L.first_card_counts() == {"cards": 108, "wild4": 4, "can_open": 104, "action": 24, "wild": 4}
    assert L.p_first_card_action_or_wild() == Fraction(28, 104) == Fraction(7, 26)
    assert L.p_first_turned_action_or_wild() == Fraction(32, 108)


def test_the_opening_card_brute_force_over_what_the_hands_hold():
    """Four hands of 7 take 28 cards; given that they hold i of the 28 action cards and Wilds and
    j of the 4 Wild Draw Fours, the stock of 80 holds 28 - i of them and 4 - j Wild Draw Fours,
    and the card that stays (Wild Draw Fours put back, the stock shuffled) is uniform over the
    80 - (4 - j) others.  Summed over the multivariate hypergeometric law of (i, j)."""
    total = Fraction(0)
    for i in range(29):
        for j in range(5):
            rest = 28 - i - j
            if rest < 0 or rest > 76:
                continue
            weight = Fraction(comb(28, i) * comb(4, j) * comb(76, rest), comb(108, 28))
            total += weight * Fraction(28 - i, 80 - (4 - j))
    assert total == L.p_first_card_action_or_wild()
    geometric = sum(Fraction(4, 108) ** k * Fraction(28, 108) for k in range(200))  # turned again and again
    assert abs(float(geometric) - float(Fraction(7, 26))) < 1e-15


def test_simulated_opening_cards_agree_with_seven_in_26():
    found = L.simulate_first_card(4_000, seed=2)
    assert found.contains(Fraction(7, 26))
    assert not found.contains(Fraction(8, 27)) or found.trials < 4_000  # the card put back matters


def test_the_opening_card_skips_any_wild_draw_four():
    gen = np.random.default_rng(0)
    seen = 0
    for _ in range(400):
        state = uno.new_game(uno.Rules(), 4, rng=gen)
        if state.phase == uno.RESHUFFLE:
            seen += 1
            assert L.opening_card(state, gen).rank != "wild4"
    assert seen > 0


# --- a playable card --------------------------------------------------------------------------------

@pytest.mark.parametrize("top, colour, k", [("R5", None, 38), ("R0", None, 35), ("RS", None, 38),
                                            ("W", "red", 32), ("W+4", "blue", 32)])
def test_playable_counts(top, colour, k):
    """Red 5: 24 other reds, 6 fives of other colours, 8 wilds; a Red 0 has only 3 other zeros; after a
    wild only the colour named (25 cards) and the 7 other wilds."""
    assert L.playable_count(card(top), colour) == (k, 107)


@pytest.mark.parametrize("top, colour", [("R5", None), ("R0", None), ("W", "green")])
@pytest.mark.parametrize("hand", [1, 2, 3])
def test_p_playable_is_the_brute_force_count_over_every_small_hand(top, colour, hand):
    top = card(top)
    rest = L.rest_of_deck(top)
    c = L.colour_in_play(top, colour)
    fits = [uno.matches(x, top, c) for x in rest]
    hands = list(itertools.combinations(range(len(rest)), hand))
    good = sum(any(fits[i] for i in h) for h in hands)
    assert Fraction(good, len(hands)) == L.p_playable(top, colour, hand)


def test_p_playable_for_seven_cards_is_the_hypergeometric_complement():
    from kit.prob import hypergeom_sf

    assert L.p_playable(card("R5")) == 1 - Fraction(comb(69, 7), comb(107, 7)) == hypergeom_sf(1, 107, 38, 7)
    assert L.p_playable(card("R5"), hand=0) == 0
    with pytest.raises(ValueError, match="colour"):
        L.p_playable(card("W"))
    with pytest.raises(ValueError, match="0 to 107"):
        L.p_playable(card("R5"), hand=108)


@pytest.mark.parametrize("top, colour, hand", [("R5", None, 7), ("R0", None, 2), ("W", "yellow", 1)])
def test_simulated_playable_hands_agree_with_the_count(top, colour, hand):
    found = L.simulate_playable(card(top), colour, hand, trials=20_000, seed=1)
    assert found.contains(L.p_playable(card(top), colour, hand))


# --- points ---------------------------------------------------------------------------------------

def test_points_per_card_and_per_hand():
    assert L.points_table() == {0: 4, **{v: 8 for v in range(1, 10)}, 20: 24, 50: 8}
    assert L.points_per_card() == Fraction(1240, 108) == Fraction(310, 27)
    assert L.expected_points(7) == Fraction(2170, 27)
    pairs = list(itertools.combinations(uno108.cards, 2))  # every 2-card hand, brute force
    assert Fraction(sum(uno.points(p) for p in pairs), len(pairs)) == L.expected_points(2)
    with pytest.raises(ValueError):
        L.expected_points(109)


def test_simulated_random_hands_agree_with_the_expected_points():
    assert L.simulate_random_hand_points(7, 20_000, seed=8).contains(Fraction(2170, 27))


def test_scoring_is_the_engines_returns():
    hands = ["", "R5 B+2 W", "G9 G9 YS", "W+4 R0"]
    assert L.score_hands(hands, 0) == (5 + 20 + 50) + (9 + 9 + 20) + (50 + 0)
    deal = uno.deal_layout(["RS", "R5 B+2 W", "G9 G9 YS", "W+4 R0"], "R3")
    end = uno.apply(uno.new_game(uno.Rules(), deal=deal), uno.Play(card("RS"))).state
    assert end.winner == 0
    assert uno.returns(end)[0] == L.score_hands([[c.code for c in h] for h in end.hands], 0) == 163


# --- whole hands and matches --------------------------------------------------------------------------

def test_simulated_hands_are_seeded_and_the_dealer_rotates():
    a = L.simulate_hands(uno.Rules(), 4, 12, seed=5)
    b = L.simulate_hands(uno.Rules(), 4, 12, seed=5)
    assert np.array_equal(a.turns, b.turns) and np.array_equal(a.winner, b.winner)
    first = L.simulate_hands(uno.Rules(), 4, 5, seed=5)
    assert np.array_equal(first.turns, a.turns[:5])  # a shorter run is the start of a longer one
    assert a.points.tolist() == [int(a.points_left[i].sum()) for i in range(12)]
    assert np.all((a.cards_left[np.arange(12), a.winner] == 0))
    from kit.sim.uno import simulate_hands as fast

    same = fast(uno.Rules(), 4, 12, 5, L.FOUR_HEURISTIC, rotate_dealer=True)  # the fast path, dealer rotating
    assert same.dealer.tolist() == [(3 + i) % 4 for i in range(12)]
    assert np.array_equal(same.turns, a.turns) and np.array_equal(same.cards_left, a.cards_left)
    with pytest.raises(ValueError, match="one level per seat"):
        L.simulate_hands(uno.Rules(), 3, 1, 1, L.FOUR_HEURISTIC)
    with pytest.raises(ValueError, match="one level per seat"):
        L.simulate_matches(uno.Rules(), 3, 1, 1, L.FOUR_HEURISTIC)


def test_the_module_loads_no_numba_until_hands_are_played():
    import subprocess
    import sys

    code = "import sys, kit.lessons.uno; print('numba' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def _agree(engine, fast, z=3.29):
    """The two means (or shares) differ by less than ``z`` standard errors of their difference."""
    e, f = np.asarray(engine, dtype=float), np.asarray(fast, dtype=float)
    return abs(e.mean() - f.mean()) < z * np.sqrt(e.var(ddof=1) / e.size + f.var(ddof=1) / f.size)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["official", "UNO-H4", "UNO-H7"])
def test_the_engine_and_the_fast_path_agree_within_their_intervals(name):
    """The lesson's questions on the slow reference (the rule engine, a few hundred hands) and on
    the fast path (thousands): turns per hand, the losers' cards and points, the careful player's
    share of the hands against three random ones, hands per match.  Each pair differs by less than
    3.29 standard errors (a 99.9% interval for the difference)."""
    rules = L.VARIANTS[name]
    engine, fast = L.engine_simulate_hands(rules, 4, 250, seed=7), L.simulate_hands(rules, 4, 20_000, seed=7)
    assert _agree(engine.turns, fast.turns)
    for res in (engine, fast):
        assert L.points_left(res)["per_card"] < float(L.points_per_card())
    losing = [(res.winner[:, None] >= 0) & (np.arange(4)[None, :] != res.winner[:, None]) for res in (engine, fast)]
    assert _agree(engine.cards_left[losing[0]], fast.cards_left[losing[1]])
    assert _agree(engine.points_left[losing[0]], fast.points_left[losing[1]])
    vs_engine = L.engine_simulate_hands(rules, 4, 250, seed=8, levels=L.ONE_HEURISTIC).winner == 0
    vs_fast = L.simulate_hands(rules, 4, 20_000, seed=8, levels=L.ONE_HEURISTIC).winner == 0
    assert _agree(vs_engine, vs_fast)
    m_engine = L.engine_simulate_matches(rules, 4, 20, seed=9).hands
    m_fast = L.simulate_matches(rules, 4, 2_000, seed=9).hands
    assert _agree(m_engine, m_fast)


def test_simulated_matches_reach_the_target():
    m = L.simulate_matches(uno.Rules(target=100), 3, 4, seed=1, levels=("heuristic",) * 3)
    assert m.hands.shape == (4,) and np.all(m.hands >= 1) and np.all((m.winner >= 0) & (m.winner < 3))
    assert np.all(m.turns >= m.hands)


def test_estimates_read_off_the_simulations():
    e = L.win_rate(np.array([0, 1, 0, -1]))
    assert (e.successes, e.trials, e.value) == (2, 4, 0.5)
    assert L.hand_length(np.array([10, 20])).value == 15
    h = L.Hands(np.array([5, 7]), np.array([0, -1]), np.array([30, 0]),
                np.array([[0, 2, 1], [3, 3, 3]]), np.array([[0, 20, 10], [9, 9, 9]]))
    left = L.points_left(h)  # the blocked hand is left out
    assert left["cards"].value == 1.5 and left["points"].value == 15 and left["per_card"] == 10


def test_must_play_drawn_changes_nothing_for_players_who_always_play_a_drawn_card_that_fits():
    """Both computer players play a drawn card that fits, so UNO-H6 plays exactly the same hands."""
    a = L.simulate_hands(L.VARIANTS["official"], 4, 30, seed=3)
    b = L.simulate_hands(L.VARIANTS["UNO-H6"], 4, 30, seed=3)
    assert np.array_equal(a.turns, b.turns) and np.array_equal(a.winner, b.winner)


def test_drawing_until_playable_makes_hands_longer():
    official = L.hand_length(L.simulate_hands(L.VARIANTS["official"], 4, 150, seed=4).turns)
    h7 = L.hand_length(L.simulate_hands(L.VARIANTS["UNO-H7"], 4, 150, seed=4).turns)
    assert h7.low > official.high


# --- the house-rule examples -----------------------------------------------------------------------------

@pytest.mark.parametrize("rule", list(L.HOUSE_RULE_EXAMPLES))
def test_each_example_plays_legally_and_the_rule_changes_what_happens(rule):
    example = L.HOUSE_RULE_EXAMPLES[rule]
    assert set(L.HOUSE_RULE_EXAMPLES) == set(uno.HOUSE_RULES)
    (start_off, off), (start_on, on) = L.play_example(example, False), L.play_example(example, True)
    assert start_off.hands == start_on.hands and start_off.turn == 0
    kinds_off = [e.kind for s in off for e in s.events]
    kinds_on = [e.kind for s in on for e in s.events]
    assert kinds_off != kinds_on
    assert example.rules(True).house_rules() == (rule,) and example.rules(False) == uno.Rules()
    expected = {"UNO-H1": "stacked", "UNO-H2": "stacked", "UNO-H3": None, "UNO-H4": "swapped",
                "UNO-H5": "jumped_in", "UNO-H6": None, "UNO-H7": "drew_playable", "UNO-H8": None}[rule]
    if expected:
        assert expected in kinds_on and expected not in kinds_off
    if rule == "UNO-H3":
        assert "challenge_won" in kinds_off and "challenged" not in kinds_on
    if rule == "UNO-H6":
        assert uno.legal_actions(on[0].state, 0) == (uno.Play(card("R9")),)
    if rule == "UNO-H8":
        assert "went_out" in kinds_off and uno.legal_actions(start_on, 0) == (uno.Draw(),)


def test_actions_from_short_texts():
    assert L.action("play W+4 uno") == uno.Play(card("W+4"), uno=True)
    assert L.action("jump G7") == uno.JumpIn(card("G7"))
    assert (L.action("choose red"), L.action("swap 2"), L.action("draw")) == (uno.Choose("red"), uno.SwapWith(2), uno.Draw())
    with pytest.raises(ValueError, match="not an action"):
        L.action("play R5 now")


# --- the challenge of a Wild Draw Four: Bayes ------------------------------------------------------

def test_the_challenge_prior_is_counted_over_every_hand_of_the_unseen_cards():
    small = L.Challenge(unseen=9, colour=3, had=4, bluff=Fraction(1, 3))
    hands = list(itertools.combinations(range(9), 3))  # cards 0, 1, 2 are of the colour in play
    held = Fraction(sum(any(c < 3 for c in h) for h in hands), len(hands))
    assert small.prior() == {"bluff": held, "honest": 1 - held}
    post = small.posterior()
    assert post["bluff"] == held / 3 / (held / 3 + 1 - held) and sum(post.values()) == 1
    assert small.drawn() == {"accept": 4, "challenge": 6 * post["honest"]}


def test_the_lesson_challenge_bruno_bluffs_about_31_times_in_100():
    c = L.Challenge()  # 99 unseen, 22 red, Bruno had 5 cards, bluffs one time in 4
    assert c.prior()["honest"] == Fraction(comb(77, 4), comb(99, 4))
    assert c.posterior()["bluff"] == Fraction(31313, 101613)
    assert c.drawn()["challenge"] > 4 > L.Challenge(had=6).drawn()["challenge"]  # challenge from 6 cards on
    assert L.Challenge(bluff=0).posterior()["bluff"] == 0 and L.Challenge(had=1).prior()["bluff"] == 0
    with pytest.raises(ValueError):
        L.Challenge(colour=100)


def test_the_challenge_simulation_agrees_with_bayes():
    found = L.simulate_challenge(L.Challenge(), 40_000, seed=3)
    assert found == L.simulate_challenge(L.Challenge(), 40_000, seed=3)  # seeded
    e = proportion_of(found)
    assert e.contains(L.Challenge().posterior()["bluff"])
    assert found["drawn"] == 6 * (found["plays"] - found["bluffs"])


def proportion_of(found):
    from kit.prob import proportion
    return proportion(found["bluffs"], found["plays"])
