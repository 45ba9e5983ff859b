"""The lessons' big simulations, computed once and saved, so the pages open in a moment.

A page that ran its simulations every time it opened kept the reader waiting for seconds
(and loaded numba into every kernel).  The counts those simulations produce are saved in
small JSON files beside this module (``kit/lessons/data/<page>.json``, installed with the
package); the pages load them with :func:`load`.  ``make precomputed`` (this module run as
``python -m kit.lessons.precomputed``) computes them again from the same seeds, and
``tests/test_precomputed.py`` checks every saved count against the live computation.

Every simulation is seeded, so a live run gives exactly the saved numbers: the functions
here are the ones to call to see that (each page also offers a button that runs one live).
Only plain counts are saved (whole numbers, deals, statuses); intervals and means are worked
out from them on the page, with the same functions as before.

Heavy modules (numba, through :mod:`kit.sim.un_due_tre` and :mod:`kit.sim.uno`) are imported
inside the functions that need them, never when this module is imported.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable

import numpy as np

from kit.deal import make_rng, shuffle
from kit.games.un_due_tre import TURN, Rules, apply, new_game
from kit.lessons.misconceptions import (SlapStudy, p_pattern_on_a_card, posterior_pattern_given_slap,
                                        simulate_slaps)
from kit.prob import monte_carlo, proportion

DATA = Path(__file__).parent / "data"
"""Where the saved results live: one JSON file per page."""

STRACCIA = Rules(straccia_camicia=True)


# --- the computations (each one seeded: the same call, the same numbers) ---------------------

def first_pile_drift(games: int = 500, seed: int = 2, players: int = 4) -> dict[str, list[int]]:
    """Straccia camicia on the rule engine: cards turned onto a pile of 3 or more cards, and how
    many of them made a pair or a sandwich, before and after the first pile is taken.

    Returns:
        ``{"before": [cards, pairs_or_sandwiches], "after": [cards, pairs_or_sandwiches]}``.
    """
    counts = {"before": [0, 0], "after": [0, 0]}
    gen = make_rng(seed)
    for _ in range(games):
        state = new_game(STRACCIA, players, rng=gen)
        while state.status == "playing":
            card = state.packets[state.turn][0]
            pile = state.pile + (card,)
            if len(pile) >= 3:
                tally = counts["after" if state.tricks else "before"]
                tally[0] += 1
                tally[1] += card.rank in (pile[-2].rank, pile[-3].rank)
            state = apply(state, TURN).state
    return counts


def slap_chance_seen(k: int, trials: int = 20_000) -> int:
    """In how many of ``trials`` shuffles (seed ``k``) a pair or a sandwich shows up within the
    first ``k`` cards turned (the same experiment as the probability page, section 2)."""
    def seen(rng: np.random.Generator) -> bool:
        r = [c.rank for c in shuffle("italian40", rng)[:k]]
        return any(r[i] == r[i - 1] or (i > 1 and r[i] == r[i - 2]) for i in range(1, k))
    return int(monte_carlo(seen, trials, rng=k).successes)


def slap_study_counts(games: int, seed: int, **options: Any) -> dict[str, int]:
    """The counts of :func:`kit.lessons.misconceptions.simulate_slaps` (default options)."""
    study = simulate_slaps(games, seed, **options)
    return {name: getattr(study, name) for name in
            ("seat", "games", "windows", "pattern_windows", "windows3", "pattern_windows3", "slaps",
             "slaps_with_pattern")}


def straccia_lengths(players: int, deals: int = 20_000) -> dict[str, Any]:
    """``simulate(deals, players, seed=players)`` on the compiled fast path, as counts.

    Returns:
        ``cards`` and ``count``: each length of a finished game (cards turned) and how many
        finished games had it; ``never_end``: deals that loop for ever; ``stopped``: deals
        stopped by the safety limit; ``longest_first``: for 1,000, 2,000, 5,000, 10,000 and
        20,000, the longest finished game among the first that many deals.
    """
    from kit.sim.un_due_tre import simulate

    res = simulate(deals, players, STRACCIA, seed=players, workers=1, progress=False)
    finished = res.cards[res.status == 0]
    values, counts = np.unique(finished, return_counts=True)
    longest = {str(n): int(res.cards[:n][res.status[:n] == 0].max()) for n in (1_000, 2_000, 5_000, 10_000, 20_000)
               if n <= deals}
    return {"cards": values.tolist(), "count": counts.tolist(), "never_end": int((res.status == 1).sum()),
            "stopped": int((res.status == 2).sum()), "longest_first": longest}


def seat0_wins(seed: int = 2024, deals: int = 200_000) -> dict[str, int]:
    """Two-player Straccia camicia, ``deals`` random deals: finished games and seat 0's wins."""
    from kit.sim.un_due_tre import simulate

    res = simulate(deals, 2, STRACCIA, seed=seed, workers=1, progress=False)
    done = res.status == 0
    return {"seed": seed, "deals": deals, "games": int(done.sum()), "wins": int((res.winner[done] == 0).sum())}


def long_game_search(seed: int = 1, deals: int = 200_000, keep: int = 3) -> list[dict[str, Any]]:
    """:func:`kit.sim.un_due_tre.longest_games` for two players, as plain dictionaries."""
    from kit.sim.un_due_tre import longest_games

    return [dict(deal=g.deal, status=g.status, cards=g.cards, tricks=g.tricks)
            for g in longest_games(deals, 2, STRACCIA, seed=seed, keep=keep, workers=1, progress=False)]


def uno_first_card(trials: int = 20_000, seed: int = 2) -> dict[str, int]:
    """:func:`kit.lessons.uno.simulate_first_card`: deals whose opening card is an action card or a Wild."""
    from kit.lessons.uno import simulate_first_card

    found = simulate_first_card(trials, seed)
    return {"trials": trials, "seed": seed, "successes": int(found.successes)}


def histogram(values: Any) -> dict[str, list[int]]:
    """Whole numbers as ``{"value": [...], "count": [...]}``: each value that occurs, in order, and
    how often (the order of the hands is not kept; :func:`from_histogram` gives them back sorted)."""
    value, count = np.unique(np.asarray(values, dtype=np.int64), return_counts=True)
    return {"value": value.tolist(), "count": count.tolist()}


def from_histogram(saved: dict[str, list[int]]) -> np.ndarray:
    """The values a :func:`histogram` was made of, sorted."""
    return np.repeat(np.array(saved["value"], dtype=np.int64), saved["count"])


def _wins(winner: np.ndarray, players: int) -> list[int]:
    """How many hands or matches each seat won (blocked or unfinished ones are in none)."""
    return np.bincount(winner[winner >= 0], minlength=players).tolist()


UNO_HEAD = {"hands": 20, "matches": 5}
"""How many of the first hands and matches are saved in order (for the test that checks every
variant against a short live run; the rest is saved as counts)."""


def uno_hands(rules_name: str, hands: int = 100_000, seed: int = 1) -> dict[str, Any]:
    """Four careful computer players, ``hands`` hands (seed ``seed``, the dealer rotating) under
    the variant ``rules_name`` of :data:`kit.lessons.uno.VARIANTS`, on the fast path.

    Returns:
        ``turns``: the :func:`histogram` of the turns of a hand; ``first``: the turns of the
        first :data:`UNO_HEAD` hands, in order; for the official rules also ``points`` (what
        each winner scored), ``cards_left`` and ``points_left`` (the cards and points of every
        losing hand, seat by seat), each as a histogram, and ``blocked`` (hands nobody won).
    """
    from kit.lessons.uno import FOUR_HEURISTIC, VARIANTS, simulate_hands

    res = simulate_hands(VARIANTS[rules_name], 4, hands, seed, FOUR_HEURISTIC)
    out: dict[str, Any] = {"turns": histogram(res.turns), "first": res.turns[:UNO_HEAD["hands"]].tolist()}
    if rules_name == "official":
        finished = res.winner >= 0
        seats = np.arange(res.cards_left.shape[1])
        losing = finished[:, None] & (seats[None, :] != res.winner[:, None])
        out.update(points=histogram(res.points[finished]), cards_left=histogram(res.cards_left[losing]),
                   points_left=histogram(res.points_left[losing]), blocked=int((~finished).sum()))
    return out


def uno_versus(rules_name: str, hands: int = 100_000, seed: int = 2) -> dict[str, list[int]]:
    """One careful computer player (seat 0) against three random ones, ``hands`` hands (seed
    ``seed``, the dealer rotating) under the variant ``rules_name``: the hands each seat won, and
    the winners of the first :data:`UNO_HEAD` hands in order."""
    from kit.lessons.uno import ONE_HEURISTIC, VARIANTS, simulate_hands

    winner = simulate_hands(VARIANTS[rules_name], 4, hands, seed, ONE_HEURISTIC).winner
    return {"wins": _wins(winner, 4), "first": winner[:UNO_HEAD["hands"]].tolist()}


def uno_matches(rules_name: str, matches: int = 10_000, seed: int = 1,
                levels: str = "heuristic") -> dict[str, Any]:
    """``matches`` matches to 500 (seed ``seed``) under the variant ``rules_name``: four careful
    computer players (``levels="heuristic"``) or one careful player in seat 0 against three
    random ones (``levels="versus"``).

    Returns:
        ``hands``: the :func:`histogram` of the hands of a match; ``wins``: the matches each
        seat won; ``first``: the hands of the first :data:`UNO_HEAD` matches, in order.
    """
    from kit.lessons.uno import FOUR_HEURISTIC, ONE_HEURISTIC, VARIANTS, simulate_matches

    seats = {"heuristic": FOUR_HEURISTIC, "versus": ONE_HEURISTIC}[levels]
    res = simulate_matches(VARIANTS[rules_name], 4, matches, seed, seats)
    return {"hands": histogram(res.hands), "wins": _wins(res.winner, 4),
            "first": res.hands[:UNO_HEAD["matches"]].tolist()}


UNO_SIZES = {"hands": 100_000, "versus": 100_000, "matches": 10_000, "versus_matches": 10_000}
"""How many hands and matches the UNO page's saved simulations play for each variant (10,000
matches are about 97,000 hands: the hands match them in size)."""

UNO_SEEDS = {"first_card": 2, "hands": 1, "matches": 1, "versus": 2, "versus_matches": 2}
"""The seeds of the UNO page's saved simulations: one per question (the hands and the matches of a
question share it, so the page's button replays both from one seed)."""


# --- Trentasette (kit/lessons/data/trentasette_probability.json) -----------------------------

T37_HEAD = 20
"""How many of the first Trentasette hands are saved in order, each side's total (for the test
that replays them live; the rest is saved as counts)."""

T37_SIZES = {"hands": 10_000}
"""How many hands the Trentasette page's saved simulations play, for each number of players."""

T37_SEEDS = {"hands": 1}
"""The seed of the Trentasette page's saved hands (the same for 2, 3 and 4 players)."""


def t37_summary(h: Any) -> dict[str, Any]:
    """The counts the Trentasette page reads off played hands (:class:`kit.lessons.trentasette.Hands`).

    Returns:
        ``first``: each side's total in the first :data:`T37_HEAD` hands, in order;
        ``decides`` / ``occurs``: for each kind of line, the hands it decides / appears in;
        ``ace``: the Ace of hearts' side — ``diff``, the :func:`histogram` of its points minus
        the others' average, times ``scale`` (the other sides, so whole numbers), ``wins`` (hands
        it won) and ``by_kind`` (that scaled difference kind by kind, summed over the hands);
        ``order``: the sides in play order (the first player's first, the dealer's last) —
        ``totals`` (a histogram each), ``wins`` (hands each won), ``ties`` (a tie at the top)
        and ``diff`` (the histogram of the first player's side minus the dealer's);
        ``pozzi``: each pozzo size met (``value``), how many pozzi had it (``count``), how many
        of those had no 7 (``no_seven``) and how many missed some suit's number cards (``missing``).
    """
    from kit.lessons.trentasette import KINDS, ace_of_hearts, by_play_order, decides, hand_winner, occurs

    totals = h.totals
    s = totals.shape[1]
    own = np.arange(s)[None, :] == h.ace_side[:, None]
    weight = np.where(own, s - 1, -1)  # (s - 1) times (own minus the others' average): whole numbers
    scaled = (h.points * weight[:, None, :]).sum(axis=2)
    ordered = by_play_order(h)
    won = hand_winner(ordered)
    sizes = np.unique(h.sizes)
    return {
        "first": totals[:T37_HEAD].tolist(),
        "decides": {k: int(decides(h.points, k).sum()) for k in KINDS},
        "occurs": {k: int(occurs(h.points, k).sum()) for k in KINDS},
        "ace": {"scale": s - 1, "diff": histogram(scaled.sum(axis=1)), "wins": int(ace_of_hearts(h)["wins"].successes),
                "by_kind": {k: int(v) for k, v in zip(KINDS, scaled.sum(axis=0))}},
        "order": {"totals": [histogram(ordered[:, i]) for i in range(s)],
                  "wins": [int((won == i).sum()) for i in range(s)], "ties": int((won < 0).sum()),
                  "diff": histogram(ordered[:, 0] - ordered[:, -1])},
        "pozzi": {"value": sizes.tolist(), "count": [int((h.sizes == n).sum()) for n in sizes],
                  "no_seven": [int(h.no_seven[h.sizes == n].sum()) for n in sizes],
                  "missing": [int((h.missing[h.sizes == n] > 0).sum()) for n in sizes]},
    }


def t37_hands(players: int, hands: int = 10_000, seed: int = 1) -> dict[str, Any]:
    """:func:`kit.lessons.trentasette.simulate_hands` with greedy players, as :func:`t37_summary`'s counts."""
    from kit.lessons.trentasette import simulate_hands

    return t37_summary(simulate_hands(players, hands, seed, "greedy"))


def compute_trentasette_probability() -> dict[str, Any]:
    """Everything the Trentasette probability page (``trentasette_probability``) loads instead of simulating."""
    n, seed = T37_SIZES["hands"], T37_SEEDS["hands"]
    return {"hands": {"hands": n, "seed": seed, "level": "greedy",
                      "players": {str(p): t37_hands(p, n, seed) for p in (2, 3, 4)}}}


# --- Trentuno (kit/lessons/data/trentuno_probability.json) -----------------------------------

T31_HEAD = 20
"""How many of the first Trentuno games are saved in order, the first player's coins (for the
test that replays them live; the rest is saved as counts)."""

T31_SIZES = {"games": 2_000, "players": 4}
"""How many whole games the Trentuno page's saved simulation plays for each threshold, and how many play."""

T31_SEEDS = {"games": 1}
"""The seed of the Trentuno page's saved games (the same for every threshold)."""

T31_THRESHOLDS = tuple(range(15, 32))
"""The knocking thresholds the Trentuno page compares (the first player's; the others knock at 25)."""


def t31_threshold(threshold: int, games: int = 2_000, seed: int = 1, players: int = 4) -> dict[str, Any]:
    """:func:`kit.lessons.trentuno.simulate_threshold_games` as counts.

    Returns:
        ``wins``: games the first player won; ``coins``: the :func:`histogram` of its coins at the
        end minus at the start; ``hands``: the histogram of the hands a game lasted; ``first``: its
        coins in the first :data:`T31_HEAD` games, in order.
    """
    from kit.lessons.trentuno import simulate_threshold_games

    g = simulate_threshold_games(threshold, games, seed, players)
    return {"wins": int(g.won.sum()), "coins": histogram(g.coins), "hands": histogram(g.hands),
            "first": g.coins[:T31_HEAD].tolist()}


def compute_trentuno_probability() -> dict[str, Any]:
    """Everything the Trentuno probability page (``trentuno_probability``) loads instead of simulating."""
    from kit.lessons.trentuno import OTHERS

    n, players, seed = T31_SIZES["games"], T31_SIZES["players"], T31_SEEDS["games"]
    return {"threshold_games": {"games": n, "seed": seed, "players": players, "others": OTHERS,
                                "thresholds": {str(t): t31_threshold(t, n, seed, players) for t in T31_THRESHOLDS}}}


# --- 3-5-8 (kit/lessons/data/tre_cinque_otto_probability.json) --------------------------------

TCO_SIZES = {"deals": 5_000}
"""How many first hands the 3-5-8 page's saved comparison plays (each one six times, once per game)."""

TCO_SEEDS = {"deals": 1}
"""The seed of the 3-5-8 page's saved deals."""


def tco_choice(deals: int = 5_000, seed: int = 1) -> dict[str, Any]:
    """:func:`kit.lessons.tre_cinque_otto.simulate_choice` as plain whole numbers, deal by deal
    (deal ``i`` of a longer run is deal ``i`` of a shorter one, so a short live run is the saved
    run's beginning).

    Returns:
        ``scores``: for each game of :data:`~kit.games.tre_cinque_otto.GAMES`, the declarer's score
        (TCO-7) in every deal when that game is played; ``from_six`` / ``from_all``: the index in
        ``GAMES`` of the game chosen from the first 6 cards / from all 16, deal by deal.
    """
    from kit.games.tre_cinque_otto import GAMES
    from kit.lessons.tre_cinque_otto import simulate_choice

    c = simulate_choice(deals, seed)
    return {"scores": {game: c.scores[:, g].tolist() for g, game in enumerate(GAMES)},
            "from_six": c.from_six.tolist(), "from_all": c.from_all.tolist()}


def tco_choices(saved: dict[str, Any]) -> Any:
    """The :class:`kit.lessons.tre_cinque_otto.Choices` of saved :func:`tco_choice` counts."""
    from kit.games.tre_cinque_otto import GAMES
    from kit.lessons.tre_cinque_otto import Choices

    scores = np.array([saved["scores"][game] for game in GAMES], dtype=np.int64).T
    return Choices(scores, np.array(saved["from_six"], dtype=np.int64), np.array(saved["from_all"], dtype=np.int64))


def compute_tre_cinque_otto_probability() -> dict[str, Any]:
    """Everything the 3-5-8 probability page (``tre_cinque_otto_probability``) loads instead of simulating."""
    n, seed = TCO_SIZES["deals"], TCO_SEEDS["deals"]
    return {"choice": {"deals": n, "seed": seed, "players": "sensible", **tco_choice(n, seed)}}


# --- what each page loads --------------------------------------------------------------------

def compute_un_due_tre_probability() -> dict[str, Any]:
    """Everything the probability page (``un_due_tre_probability``) loads instead of simulating."""
    return {
        "first_pile_drift": {"games": 500, "seed": 2, "players": 4, **first_pile_drift(500, 2, 4)},
        "slaps_in_play": {"games": 50, "seed": 1, **slap_study_counts(50, 1)},
        "slap_chance_within_k": {"trials": 20_000, "seed": "k",
                                 "successes": {str(k): slap_chance_seen(k) for k in range(2, 13)}},
        "straccia_lengths": {"deals": 20_000, "seed": "players",
                             "players": {str(p): straccia_lengths(p) for p in range(2, 7)}},
        "seat0_wins": seat0_wins(2024),
        "long_games": {"seed": 1, "deals": 200_000, "keep": 3, "games": long_game_search(1)},
        "faster_wins": faster_slapper(),
    }


def faster_slapper(fast_ms: int = 520, slow_ms: int = 560, games: int = 100_000, seed: int = 1) -> dict[str, Any]:
    """Two "hard" computer players who differ only in their mean reaction time
    (:func:`kit.sim.slap.faster_wins`): the games finished and those the faster one won.  The page
    runs the same games live and checks them against these counts; the lesson's guess reads them
    (:mod:`kit.classroom.guesses`).

    Returns:
        ``{"fast_ms", "slow_ms", "games", "seed", "level", "finished", "wins"}``.
    """
    from kit.games.un_due_tre import LEVELS
    from kit.sim.slap import faster_wins

    race = faster_wins(fast_ms, slow_ms, games, seed, model=LEVELS["hard"], workers=1)
    return {"fast_ms": fast_ms, "slow_ms": slow_ms, "games": games, "seed": seed, "level": "hard",
            "finished": int(race.finished), "wins": int(race.wins)}


def compute_misconceptions() -> dict[str, Any]:
    """Everything the misconceptions page loads instead of simulating."""
    return {"slaps": {"games": 40, "seed": 4, **slap_study_counts(40, 4, seat=0)}}


def compute_uno_probability() -> dict[str, Any]:
    """Everything the UNO probability page (``uno_probability``) loads instead of simulating."""
    from kit.lessons.uno import VARIANTS

    names = list(VARIANTS)
    n, seed = UNO_SIZES, UNO_SEEDS
    return {
        "simulator": "kit.sim.uno",
        "first_card": uno_first_card(20_000, seed["first_card"]),
        "hands": {"hands": n["hands"], "seed": seed["hands"], "players": 4, "levels": "heuristic",
                  "variants": {name: uno_hands(name, n["hands"], seed["hands"]) for name in names}},
        "versus": {"hands": n["versus"], "seed": seed["versus"], "players": 4, "levels": "heuristic, random x3",
                   "variants": {name: uno_versus(name, n["versus"], seed["versus"]) for name in names}},
        "matches": {"matches": n["matches"], "seed": seed["matches"], "players": 4, "levels": "heuristic",
                    "variants": {name: uno_matches(name, n["matches"], seed["matches"]) for name in names}},
        "versus_matches": {"matches": n["versus_matches"], "seed": seed["versus_matches"], "players": 4,
                           "levels": "heuristic, random x3",
                           "variants": {name: uno_matches(name, n["versus_matches"], seed["versus_matches"], "versus")
                                        for name in names}},
    }


PAGES: dict[str, Callable[[], dict[str, Any]]] = {
    "un_due_tre_probability": compute_un_due_tre_probability,
    "misconceptions": compute_misconceptions,
    "uno_probability": compute_uno_probability,
    "trentasette_probability": compute_trentasette_probability,
    "trentuno_probability": compute_trentuno_probability,
    "tre_cinque_otto_probability": compute_tre_cinque_otto_probability,
}
"""Each page with saved results, and the function that computes them."""


def path(page: str) -> Path:
    """The JSON file of ``page``."""
    return DATA / f"{page}.json"


def load(page: str) -> dict[str, Any]:
    """The saved results of ``page`` (a name of :data:`PAGES`).

    Raises:
        KeyError: not a page with saved results.
        FileNotFoundError: not computed yet (run ``make precomputed``).
    """
    if page not in PAGES:
        raise KeyError(f"no saved results for {page!r}; pages: {', '.join(PAGES)}")
    return json.loads(path(page).read_text(encoding="utf-8"))


def _dumps(data: dict[str, Any]) -> str:
    """JSON with one key per line but each list of numbers on one line (short, readable diffs)."""
    text = json.dumps(data, indent=1, sort_keys=True)
    return re.sub(r"\[[\d,\s-]*\]", lambda m: "[" + ", ".join(m.group(0)[1:-1].split()).replace(",,", ",") + "]",
                  text) + "\n"


def write(pages: list[str] | None = None) -> list[Path]:
    """Compute and save the results of ``pages`` (all by default); returns the files written."""
    written = []
    for page in pages or list(PAGES):
        data = PAGES[page]()
        DATA.mkdir(exist_ok=True)
        path(page).write_text(_dumps(data), encoding="utf-8")
        written.append(path(page))
    return written


# --- turning saved counts back into what the pages show ---------------------------------------

def lengths_array(saved: dict[str, Any]) -> np.ndarray:
    """The finished games' lengths of :func:`straccia_lengths`, sorted (their order is not saved)."""
    return np.repeat(np.array(saved["cards"], dtype=np.int64), saved["count"])


def slap_study(counts: dict[str, int]) -> SlapStudy:
    """The :class:`~kit.lessons.misconceptions.SlapStudy` that ``simulate_slaps`` returns for
    these counts (default model and rules), worked out as that function does."""
    from kit.games.un_due_tre import SlapModel

    model, c = SlapModel(), {k: v for k, v in counts.items() if k not in ("seed",)}
    prior_in_play = proportion(c["pattern_windows"], c["windows"])
    return SlapStudy(
        c["seat"], model, c["games"], c["windows"], c["pattern_windows"], c["windows3"], c["pattern_windows3"],
        c["slaps"], c["slaps_with_pattern"],
        posterior=proportion(c["slaps_with_pattern"], c["slaps"]),
        prior_in_play=prior_in_play,
        prior_in_play3=proportion(c["pattern_windows3"], c["windows3"]),
        formula_exact=float(posterior_pattern_given_slap(float(p_pattern_on_a_card(Rules())), model.notice,
                                                          model.false_slap)),
        formula_in_play=float(posterior_pattern_given_slap(prior_in_play.value, model.notice, model.false_slap)),
    )


def main(argv: list[str] | None = None) -> None:
    """``python -m kit.lessons.precomputed [page ...]``: compute and save (all pages by default)."""
    import sys
    import time

    pages = (sys.argv[1:] if argv is None else argv) or list(PAGES)
    for page in pages:
        start = time.perf_counter()
        (written,) = write([page])
        print(f"{written.relative_to(Path.cwd()) if written.is_relative_to(Path.cwd()) else written}: "
              f"{time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
