"""The saved results the pages load (kit/lessons/data/*.json) are exactly what the live,
seeded simulations give.  Each live run is the full one (no slice): together about 10 s."""

from __future__ import annotations

import json

import pytest

from kit.lessons import precomputed as pre
from kit.lessons.misconceptions import simulate_slaps


@pytest.fixture(scope="module")
def probability():
    return pre.load("un_due_tre_probability")


def test_every_page_has_its_file_and_it_is_written_as_write_would_write_it():
    for page in pre.PAGES:
        text = pre.path(page).read_text(encoding="utf-8")
        assert text == pre._dumps(json.loads(text)), f"{page}: hand-edited? run make precomputed"


def test_an_unknown_page_is_refused():
    with pytest.raises(KeyError, match="no saved results"):
        pre.load("deal_hands")


@pytest.mark.slow
def test_first_pile_drift_is_the_rule_engine_count(probability):
    saved = probability["first_pile_drift"]
    live = pre.first_pile_drift(saved["games"], saved["seed"], saved["players"])
    assert (saved["before"], saved["after"]) == (live["before"], live["after"])


@pytest.mark.slow
@pytest.mark.parametrize("page, key, seat", [("un_due_tre_probability", "slaps_in_play", 0),
                                             ("misconceptions", "slaps", 0)])
def test_slap_studies_rebuild_the_live_study_exactly(page, key, seat):
    saved = pre.load(page)[key]
    live = simulate_slaps(saved["games"], saved["seed"], seat=seat)
    assert pre.slap_study(saved) == live  # counts, estimates and both Bayes formulas


@pytest.mark.slow
def test_slap_chance_within_k_counts(probability):
    saved = probability["slap_chance_within_k"]
    assert saved["successes"] == {str(k): pre.slap_chance_seen(k, saved["trials"]) for k in range(2, 13)}


@pytest.mark.slow
def test_straccia_lengths_for_every_number_of_players(probability):
    saved = probability["straccia_lengths"]
    assert saved["players"] == {str(p): pre.straccia_lengths(p, saved["deals"]) for p in range(2, 7)}
    two = saved["players"]["2"]
    assert pre.lengths_array(two).size + two["never_end"] + two["stopped"] == saved["deals"]


def test_seat0_wins_and_the_long_game_search(probability):
    assert probability["seat0_wins"] == pre.seat0_wins(2024, 200_000)
    saved = probability["long_games"]
    assert saved["games"] == pre.long_game_search(saved["seed"], saved["deals"], saved["keep"])


def test_lengths_array_and_proportion_agree_with_the_live_summaries():
    lengths = pre.lengths_array({"cards": [3, 5], "count": [2, 1]})
    assert lengths.tolist() == [3, 3, 5]
    from kit.prob import proportion  # the pages' proportions: kit.prob's, as precomputed uses it

    e = proportion(1, 4)
    assert (e.value, e.trials, e.successes, e.method) == (0.25, 4, 1, "wilson")


def test_importing_the_module_does_not_load_numba():
    import subprocess
    import sys

    code = "import sys, kit.lessons.precomputed; print('numba' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


@pytest.mark.slow
def test_the_misconceptions_page_loop_finds_the_kit_functions_count():
    """The page shuffles in plain view (seed 10) and no longer asks the kit again at load (it
    doubled the wait); the two still agree, here."""
    import numpy as np

    from kit.games.un_due_tre import Rules
    from kit.lessons.misconceptions import is_payment, simulate_payment_after_plain

    rng = np.random.default_rng(10)
    pays = np.array([is_payment(c) for c in Rules().deck.cards])
    kept = []
    while sum(len(k) for k in kept) < 20_000:
        decks = rng.permuted(np.broadcast_to(pays, (50_000, 40)), axis=1)
        kept.append(decks[~decks[:, :10].any(axis=1), 10])
    hits = np.concatenate(kept)[:20_000]
    assert simulate_payment_after_plain(10, 20_000, rng=10).successes == hits.sum()


# --- UNO (kit/lessons/data/uno_probability.json) ------------------------------------------------

@pytest.fixture(scope="module")
def uno_saved():
    return pre.load("uno_probability")


def test_uno_first_card_count_is_the_live_one(uno_saved):
    saved = uno_saved["first_card"]
    assert saved == pre.uno_first_card(saved["trials"], saved["seed"])


UNO_NAMES = ["official", "UNO-H1", "UNO-H2", "UNO-H3", "UNO-H4", "UNO-H5", "UNO-H6", "UNO-H7", "UNO-H8"]


@pytest.mark.parametrize("name", UNO_NAMES)
def test_uno_hands_versus_and_matches_begin_as_the_live_ones(uno_saved, name):
    """Every variant's saved runs have their sizes, and their first hands and matches (saved in
    order) are the first ones played live: the fast path plays a longer run as the start of a
    shorter one and more (the full runs of every variant take about a minute: make precomputed;
    the official rules' are checked in full below)."""
    assert uno_saved["simulator"] == "kit.sim.uno"
    hands, versus, matches, vmatches = (uno_saved[k] for k in ("hands", "versus", "matches", "versus_matches"))
    assert (hands["hands"], versus["hands"], matches["matches"], vmatches["matches"]) == tuple(
        pre.UNO_SIZES[k] for k in ("hands", "versus", "matches", "versus_matches"))
    assert sum(hands["variants"][name]["turns"]["count"]) == hands["hands"]
    assert sum(versus["variants"][name]["wins"]) <= versus["hands"]
    for saved in (matches, vmatches):
        assert sum(saved["variants"][name]["hands"]["count"]) == saved["matches"] == sum(saved["variants"][name]["wins"])
    head_h, head_m = pre.UNO_HEAD["hands"], pre.UNO_HEAD["matches"]
    assert pre.uno_hands(name, head_h, hands["seed"])["first"] == hands["variants"][name]["first"]
    assert pre.uno_versus(name, head_h, versus["seed"])["first"] == versus["variants"][name]["first"]
    assert pre.uno_matches(name, head_m, matches["seed"])["first"] == matches["variants"][name]["first"]
    assert pre.uno_matches(name, head_m, vmatches["seed"], "versus")["first"] == vmatches["variants"][name]["first"]


@pytest.mark.slow
def test_uno_official_runs_are_the_live_ones_in_full(uno_saved):
    """100,000 hands of each kind and 10,000 matches of each kind, live (a few seconds on the
    fast path): exactly the saved counts."""
    n, seed = pre.UNO_SIZES, pre.UNO_SEEDS
    assert uno_saved["hands"]["variants"]["official"] == pre.uno_hands("official", n["hands"], seed["hands"])
    assert uno_saved["versus"]["variants"]["official"] == pre.uno_versus("official", n["versus"], seed["versus"])
    assert uno_saved["matches"]["variants"]["official"] == pre.uno_matches("official", n["matches"], seed["matches"])
    assert uno_saved["versus_matches"]["variants"]["official"] == pre.uno_matches(
        "official", n["versus_matches"], seed["versus_matches"], "versus")


def test_a_histogram_gives_its_values_back_sorted():
    saved = pre.histogram([5, 3, 5, 9, 3, 3])
    assert saved == {"value": [3, 5, 9], "count": [3, 2, 1]}
    assert pre.from_histogram(saved).tolist() == [3, 3, 3, 5, 5, 9]


# --- Trentasette (kit/lessons/data/trentasette_probability.json) ---------------------------------

@pytest.fixture(scope="module")
def t37_saved():
    return pre.load("trentasette_probability")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_trentasette_hands_begin_as_the_live_ones_and_add_up(t37_saved, players):
    """The first hands (saved in order) are the first ones played live on the rule engine (the full
    10,000 hands for each number of players take about 5 minutes: make precomputed); every saved
    count adds up to the hands played."""
    saved = t37_saved["hands"]
    assert (saved["hands"], saved["seed"], saved["level"]) == (pre.T37_SIZES["hands"], pre.T37_SEEDS["hands"], "greedy")
    mine = saved["players"][str(players)]
    live = pre.t37_hands(players, pre.T37_HEAD, saved["seed"])
    assert mine["first"] == live["first"] and len(mine["first"]) == pre.T37_HEAD
    n, sides = saved["hands"], 3 if players == 3 else 2
    assert sum(mine["order"]["wins"]) + mine["order"]["ties"] == n
    assert all(sum(h["count"]) == n for h in mine["order"]["totals"]) and sum(mine["order"]["diff"]["count"]) == n
    assert sum(mine["ace"]["diff"]["count"]) == n and mine["ace"]["scale"] == sides - 1
    assert mine["ace"]["by_kind"]["ace_of_hearts"] == 2 * (sides - 1) * n  # its own +2 in every hand
    assert sum(mine["pozzi"]["count"]) == sides * n
    assert sum(v * c for v, c in zip(mine["pozzi"]["value"], mine["pozzi"]["count"])) == 52 * n
    assert all(mine["decides"][k] <= mine["occurs"][k] <= n for k in mine["decides"])


def test_trentasette_summary_of_a_short_live_run_is_what_its_hands_say():
    """t37_summary reads the played hands (kit.lessons.trentasette) without changing them."""
    from kit.lessons.trentasette import KINDS, decides, hand_winner, simulate_hands

    h = simulate_hands(2, 40, seed=3)
    s = pre.t37_summary(h)
    assert s["first"] == h.totals[:pre.T37_HEAD].tolist()
    assert s["decides"] == {k: int(decides(h.points, k).sum()) for k in KINDS}
    assert s["ace"]["wins"] == int((hand_winner(h.totals) == h.ace_side).sum())
    assert pre.from_histogram(s["order"]["totals"][0]).sum() + pre.from_histogram(s["order"]["totals"][1]).sum() \
        == h.totals.sum()


# --- Trentuno (kit/lessons/data/trentuno_probability.json) ---------------------------------------

@pytest.fixture(scope="module")
def t31_saved():
    return pre.load("trentuno_probability")


def test_trentuno_games_begin_as_the_live_ones_and_add_up(t31_saved):
    """For every threshold the first games (saved in order) are the first ones played live on the
    rule engine (the full 2,000 games for each of the 17 thresholds took about 15 minutes here: make
    precomputed); every saved count adds up to the games played."""
    saved = t31_saved["threshold_games"]
    assert (saved["games"], saved["seed"], saved["players"]) == (pre.T31_SIZES["games"], pre.T31_SEEDS["games"],
                                                                 pre.T31_SIZES["players"])
    assert [int(t) for t in saved["thresholds"]] == list(pre.T31_THRESHOLDS)
    n, coins = saved["games"], 3 * saved["players"]
    for t, mine in saved["thresholds"].items():
        assert sum(mine["coins"]["count"]) == sum(mine["hands"]["count"]) == n
        assert set(mine["coins"]["value"]) <= {-3, coins - 3}  # out with none, or all the coins (T31-9)
        assert mine["wins"] == dict(zip(mine["coins"]["value"], mine["coins"]["count"])).get(coins - 3, 0)
        assert len(mine["first"]) == pre.T31_HEAD
    assert saved["thresholds"]["29"] == saved["thresholds"]["30"]  # no hand is worth 29: the same games
    for t in (15, 25, 31):  # the ends and the others' own threshold, live
        live = pre.t31_threshold(t, pre.T31_HEAD, saved["seed"], saved["players"])
        assert live["first"] == saved["thresholds"][str(t)]["first"]


def test_trentuno_summary_of_a_short_live_run_is_what_its_games_say():
    from kit.lessons.trentuno import simulate_threshold_games

    g = simulate_threshold_games(21, 8, seed=5)
    s = pre.t31_threshold(21, 8, seed=5)
    assert s["wins"] == int(g.won.sum()) and s["first"] == g.coins.tolist()
    assert pre.from_histogram(s["hands"]).sum() == g.hands.sum()


# --- 3-5-8 (kit/lessons/data/tre_cinque_otto_probability.json) -----------------------------------

@pytest.fixture(scope="module")
def tco_saved():
    return pre.load("tre_cinque_otto_probability")


def test_tre_cinque_otto_deals_begin_as_the_live_ones_and_add_up(tco_saved):
    """The saved deals begin with the deals of a short live run on the rule engine (deal i of a longer
    run is deal i of a shorter one; the full 5,000 deals, six hands each, take about a minute: make
    precomputed); every game has a score in every deal, and the chosen games are games."""
    from kit.games.tre_cinque_otto import GAMES

    saved = tco_saved["choice"]
    assert (saved["deals"], saved["seed"]) == (pre.TCO_SIZES["deals"], pre.TCO_SEEDS["deals"])
    n = saved["deals"]
    assert set(saved["scores"]) == set(GAMES) and all(len(v) == n for v in saved["scores"].values())
    assert len(saved["from_six"]) == len(saved["from_all"]) == n
    assert set(saved["from_six"]) | set(saved["from_all"]) <= set(range(len(GAMES)))
    # a declarer's score is its tricks minus 8 (at most 16 − 8), or in senza prese 3 minus its tricks (TCO-7)
    assert all(-8 <= s <= 8 for g in GAMES if g != "no_tricks" for s in saved["scores"][g])
    assert all(-13 <= s <= 3 for s in saved["scores"]["no_tricks"])
    live = pre.tco_choice(12, saved["seed"])
    assert {g: v[:12] for g, v in saved["scores"].items()} == live["scores"]
    assert saved["from_six"][:12] == live["from_six"] and saved["from_all"][:12] == live["from_all"]


def test_tre_cinque_otto_saved_counts_give_back_the_choices_of_a_live_run():
    from kit.lessons.tre_cinque_otto import simulate_choice

    c = simulate_choice(6, seed=3)
    back = pre.tco_choices(pre.tco_choice(6, seed=3))
    assert (back.scores == c.scores).all() and (back.from_six == c.from_six).all()
    assert (back.from_all == c.from_all).all()
    assert back.mean("six").value == c.six.mean() and back.loss().value == (c.sixteen - c.six).mean()
