"""The 3-5-8 walkthrough page (source/notebooks/tre_cinque_otto_walkthrough.ipynb): its facts checked
against the engine — the seed search, the frames, the exchange shown, the score, the catalogue keys."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kit.games import tre_cinque_otto as tco
from kit.i18n import CATALOGUE, LANGUAGES
from kit.lessons.tre_cinque_otto import hand_scores

SOURCE = Path(__file__).resolve().parents[1] / "source" / "notebooks" / "tre_cinque_otto_walkthrough.ipynb"


def page(lang: str) -> dict:
    """Run the page's code cells (not the widget) in ``lang`` and return its names."""
    cells = [c for c in json.loads(SOURCE.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
    names: dict = {}
    for cell in cells:
        source = "".join(cell["source"])
        if "parameters" in cell["metadata"].get("tags", []):
            source = f"LANG = {lang!r}"
        source = source.replace("StepThrough([frame for frame, _ in frames], LANG)", "")
        exec(compile(source, str(SOURCE), "exec"), names)
    return names


@pytest.fixture(scope="module", params=LANGUAGES)
def ns(request):
    return page(request.param) | {"lang": request.param}


def test_the_seed_is_the_smallest_that_passes_the_search(ns):
    assert ns["showcase"](ns["MATCH_SEED"])
    assert not any(ns["showcase"](seed) for seed in range(1, ns["MATCH_SEED"]))
    assert ns["found"][0] == ns["MATCH_SEED"] == 81


def test_one_frame_per_event_stepped(ns):
    steps = ns["steps_of"](ns["match"], ns["HAND"])
    kinds = [e.kind for _, _, step in steps for e in step.events]
    discards = sum(isinstance(a, tco.Discard) for _, a, _ in steps)
    assert discards == 4 and kinds.count("trick_won") == 16
    expected = (kinds.count("dealt") + kinds.count("chose") + kinds.count("gave") + kinds.count("stopped")
                + kinds.count("monte_shown") + kinds.count("monte_taken") + discards + kinds.count("trick_won")
                + (kinds.count("scored") == 3))
    assert len(ns["frames"]) == expected == 1 + 1 + 2 + 2 + 4 + 16 + 1


def test_the_exchange_shown_is_the_engines(ns):
    steps = ns["steps_of"](ns["match"], ns["HAND"])
    swaps = [(before, a, step) for before, a, step in steps if isinstance(a, tco.Give)]
    assert [(before.turn, a.to) for before, a, _ in swaps] == [(1, 0), (1, 0)]  # Bruno gives Anna two cards
    gave = [e for _, _, step in swaps for e in step.events if e.kind == "gave"]
    assert [(e.seat, e.others) for e in gave] == [(1, (0,)), (1, (0,))]
    answers = [e.kind for _, _, step in swaps for e in step.events if e.kind in ("returned", "came_back")]
    assert answers == ["returned", "came_back"]
    (b1, a1, s1), (b2, a2, s2) = swaps
    back = set(s1.state.hands[1]) - set(b1.hands[1])
    highest = max((c for c in b1.hands[0] if c.suit == a1.card.suit), key=tco.strength)
    assert back == {highest} and a1.card in s1.state.hands[0]  # TCO-4: the receiver's highest of that suit
    assert not any(c.suit == a2.card.suit for c in b2.hands[0]) and a2.card in s2.state.hands[1]  # void: it comes back
    exchange = [f.narration for f, moments in ns["frames"] if {"returned", "came_back"} & set(moments)]
    from kit.i18n import t
    names = ns["NAMES"]
    assert len(exchange) == 2
    assert gave[0].narrate(ns["lang"], names) in exchange[0] and highest.name(ns["lang"]) in exchange[0]
    assert a2.card.name(ns["lang"]) in exchange[1]
    assert t("tco.lesson.watch.came_back", ns["lang"])  # the table names the void swap


def test_the_scores_shown_sum_to_zero_and_are_the_engines(ns):
    steps = ns["steps_of"](ns["match"], ns["HAND"])
    dealer, game = steps[0][0].dealer, steps[-1][0].game
    scored = sorted((e for _, _, step in steps for e in step.events if e.kind == "scored"), key=lambda e: e.seat)
    tricks = [e.payload()["tricks"] for e in scored]
    points = tuple(e.amount for e in scored)
    assert sum(points) == 0 and sum(tricks) == 16
    assert points == hand_scores(game, tricks, dealer) == tuple(ns["points"])
    match = ns["match"]
    totals = [0, 0, 0]
    for e in match.log:
        if e.kind == "scored":
            totals[e.seat] += e.amount
    assert tuple(totals) == tco.returns(match.state) and sum(totals) == 0
    last = ns["frames"][-1][0].narration
    assert all(e.narrate(ns["lang"], ns["NAMES"]) in last for e in scored)


def test_every_trick_frame_follows_the_rules(ns):
    """Each trick frame's cards were legal (TCO-6) and one frame trumps a void suit and wins."""
    moments = [m for _, ms in ns["frames"] for m in ms]
    assert "trump" in moments and "trump_wins" in moments and moments.count("score") == 1


def test_every_catalogue_key_used_exists_in_both_languages():
    text = SOURCE.read_text(encoding="utf-8")
    keys = set(re.findall(r"[\"'](tco\.lesson\.[a-z_.]+)[\"']", text))
    keys = {k for k in keys if not k.endswith(".")}
    keys |= {f"tco.lesson.watch.{m}" for m in page("en")["RULE"]}
    keys |= {f"tco.lesson.mark.{m}" for m in ("first_six", "moved", "came_back", "monte", "winner")}
    assert keys
    for key in keys:
        assert set(CATALOGUE[key]) == set(LANGUAGES), key
