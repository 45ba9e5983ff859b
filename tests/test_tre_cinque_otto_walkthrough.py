"""The 3-5-8 walkthrough (kit.ui.tre_cinque_otto, shown by source/notebooks/tre_cinque_otto_walkthrough.ipynb):
its facts checked against the engine — the seed search, the frames, the exchange shown, the score, the
catalogue keys — in both languages."""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path

import pytest

from kit.engine import join_names
from kit.games import tre_cinque_otto as tco
from kit.i18n import CATALOGUE, LANGUAGES, t
from kit.lessons.tre_cinque_otto import hand_scores
from kit.ui import tre_cinque_otto as ui

SOURCE = Path(__file__).resolve().parents[1] / "source" / "notebooks" / "tre_cinque_otto_walkthrough.ipynb"
NAMES = ["Anna", "Bruno", "Carla"]
MATCH_SEED = 81
HAND = 2


@pytest.fixture(scope="module")
def match():
    """The page's whole 18-hand match, played once for the whole module."""
    return ui.play_match(MATCH_SEED)


@pytest.fixture(scope="module")
def found():
    """The page's seed search (seeds 1–200), run once for the whole module."""
    return [seed for seed in range(1, 201) if ui.showcase(seed, HAND)]


@pytest.fixture(scope="module")
def pages(match):
    """What the page shows in each language: the frames of hand 2."""
    return {lang: {"frames": ui.hand_frames(match, HAND, NAMES, lang)} for lang in LANGUAGES}


@pytest.fixture(scope="module", params=LANGUAGES)
def ns(request, pages, match):
    return pages[request.param] | {"lang": request.param, "match": match, "NAMES": NAMES}


@pytest.mark.slow
def test_the_seed_is_the_smallest_that_passes_the_search(found):
    assert ui.showcase(MATCH_SEED, HAND)
    assert not any(ui.showcase(seed, HAND) for seed in range(1, MATCH_SEED))
    assert found[0] == MATCH_SEED == 81


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_search_is_told_in_both_languages(found, lang):
    words = ui.search_words(found, lang)
    assert str(MATCH_SEED) in words and (len(found) == 1 or ", ".join(map(str, found)) in words)


@pytest.mark.slow
def test_one_frame_per_event_stepped(ns):
    steps = ui.hand_steps(ns["match"], HAND)
    kinds = [e.kind for _, _, step in steps for e in step.events]
    discards = sum(isinstance(a, tco.Discard) for _, a, _ in steps)
    assert discards == 4 and kinds.count("trick_won") == 16
    expected = (kinds.count("dealt") + kinds.count("chose") + kinds.count("gave") + kinds.count("stopped")
                + kinds.count("monte_shown") + kinds.count("monte_taken") + discards + kinds.count("trick_won")
                + (kinds.count("scored") == 3))
    assert len(ns["frames"]) == expected == 1 + 1 + 2 + 2 + 4 + 16 + 1


@pytest.mark.slow
def test_the_exchange_shown_is_the_engines(ns):
    steps = ui.hand_steps(ns["match"], HAND)
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
    names = ns["NAMES"]
    assert len(exchange) == 2
    assert gave[0].narrate(ns["lang"], names) in exchange[0] and highest.name(ns["lang"]) in exchange[0]
    assert a2.card.name(ns["lang"]) in exchange[1]
    assert t("tco.lesson.watch.came_back", ns["lang"])  # the table names the void swap


@pytest.mark.slow
def test_the_scores_shown_sum_to_zero_and_are_the_engines(ns):
    steps = ui.hand_steps(ns["match"], HAND)
    dealer, game = steps[0][0].dealer, steps[-1][0].game
    scored = sorted((e for _, _, step in steps for e in step.events if e.kind == "scored"), key=lambda e: e.seat)
    tricks = [e.payload()["tricks"] for e in scored]
    points = tuple(e.amount for e in scored)
    assert sum(points) == 0 and sum(tricks) == 16
    assert points == hand_scores(game, tricks, dealer) == tuple(e.amount for e in ui.hand_scored(ns["match"].log, HAND))
    match = ns["match"]
    totals = [0, 0, 0]
    for e in match.log:
        if e.kind == "scored":
            totals[e.seat] += e.amount
    assert tuple(totals) == tco.returns(match.state) and sum(totals) == 0
    last = ns["frames"][-1][0].narration
    assert all(e.narrate(ns["lang"], ns["NAMES"]) in last for e in scored)


@pytest.mark.slow
def test_every_trick_frame_follows_the_rules(ns):
    """Each trick frame's cards were legal (TCO-6) and one frame trumps a void suit and wins."""
    moments = [m for _, ms in ns["frames"] for m in ms]
    assert "trump" in moments and "trump_wins" in moments and moments.count("score") == 1


@pytest.mark.slow
def test_every_catalogue_key_used_exists_in_both_languages(pages):
    text = SOURCE.read_text(encoding="utf-8") + inspect.getsource(ui)
    keys = set(re.findall(r"[\"'](tco\.lesson\.[a-z_.]+)[\"']", text))
    keys = {k for k in keys if not k.endswith(".")}
    keys |= {f"tco.lesson.watch.{m}" for m in ui.WATCH_RULES}
    keys |= {f"tco.lesson.mark.{m}" for m in ("first_six", "moved", "came_back", "monte", "winner")}
    assert set(ui.MARKS) == {"first_six", "moved", "came_back", "monte", "winner"}
    assert keys
    for key in keys:
        assert set(CATALOGUE[key]) == set(LANGUAGES), key


def frames_with(ns, moment):
    return [(number, frame) for number, (frame, moments) in enumerate(ns["frames"], start=1) if moment in moments]


@pytest.mark.slow
def test_each_discard_says_what_the_sensible_declarer_does(ns):
    """TCO-5: the narration of each discard names the shortest suit the card comes from and its size, and that is
    what the sensible player did: never an atout, never an Ace, the lowest card of a shortest suit."""
    lang, steps = ns["lang"], ui.hand_steps(ns["match"], HAND)
    discards = [(before, a) for before, a, _ in steps if isinstance(a, tco.Discard)]
    frames = frames_with(ns, "discard")
    assert [number for number, _ in frames] == [7, 8, 9, 10]  # the teacher guide's steps
    for (before, action), (_, frame) in zip(discards, frames):
        hand, trump = before.hands[before.turn], tco.atout(before.game)
        count = {s: sum(c.suit == s for c in hand) for s in {c.suit for c in hand}}
        spare = [c for c in hand if c.suit != trump and c.rank != "A"]
        assert action.card in spare and count[action.card.suit] == min(count[c.suit] for c in spare)
        assert action.card == min((c for c in spare if c.suit == action.card.suit), key=tco.strength)
        text = frame.narration
        assert action.card.name(lang) in text and ui.suit_name(action.card.suit, lang) in text
        assert f"{count[action.card.suit]} " in text and ("bassa e" not in text and "a low card" not in text)
        assert text.count("atout") == 1  # "never an atout", said once
    assert ui.discard_text(discards[2][0], discards[2][1].card, 3, NAMES, lang) == frames[2][1].narration
    king = frames[2][1].narration  # the King of diamonds is the only one of its suit left, not "a low card"
    assert ("the only card" if lang == "en" else "l'unica carta") in king
    last_events = [step.events for _, a, step in steps if isinstance(a, tco.Discard)][-1]
    said = [e.narrate(lang, ns["NAMES"]) for e in last_events]
    assert said and not any(line and line in frames[3][1].narration for line in said)  # said once, not repeated


@pytest.mark.slow
def test_the_discards_caption_says_they_are_shown_face_up_here(ns):
    for k, (_, frame) in enumerate(frames_with(ns, "discard"), start=1):
        caption = t("tco.lesson.discards", ns["lang"], n=k)
        assert caption in frame.picture.replace("&#x27;", "'")
        assert ("shown face up here" if ns["lang"] == "en" else "qui le mostriamo scoperte") in caption


@pytest.mark.slow
def test_nobody_is_to_play_at_the_score(ns):
    last = ns["frames"][-1][0].picture
    assert "kit-to-act" not in last and t("tco.lesson.to_play", ns["lang"]) not in last
    assert all("kit-to-act" in frame.picture for _, frame in frames_with(ns, "discard"))  # the declarer, discarding


@pytest.mark.slow
def test_the_gold_caption_counts_the_outlined_cards(ns):
    """Each step's gold caption agrees with the picture: as many cards named as outlined (step 3: two)."""
    lang = ns["lang"]
    for number, (frame, moments) in enumerate(ns["frames"], start=1):
        outlined = frame.picture.count("kit-highlight")
        mark = re.search(r'kit-tco-lesson-mark">([^<]*)<', frame.picture)
        assert mark, number  # the caption's line is always there (reserved: the buttons do not jump)
        if not outlined:
            assert mark.group(1) == "", number
        if "returned" in moments:
            assert outlined == 2 and mark.group(1) == t("tco.lesson.marked", lang, what=t("tco.lesson.mark.moved", lang, n=2))
        if "came_back" in moments:
            assert outlined == 1
    assert t("tco.lesson.mark.moved", "en", n=2) == "the 2 cards that just changed hands"


@pytest.mark.slow
def test_the_english_narration_names_the_player_instead_of_they(pages):
    narration = " ".join(frame.narration for frame, _ in pages["en"]["frames"])
    assert "Anna's highest club" in narration
    assert "throw" in [m for _, ms in pages["en"]["frames"] for m in ms]  # a player throws a card in this hand
    for key in ("tco.lesson.throws", "tco.lesson.trumps", "tco.lesson.stops"):  # about a named player: no "they"
        assert not re.search(r"\bthey\b", CATALOGUE[key]["en"]) and "{player}" in CATALOGUE[key]["en"], key


EDITIONS = SOURCE.parents[2] / "notebooks"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_score_answer_is_folded_and_the_hand_1_table_is_explained(lang):
    """The 'try it yourself' answer is inside <details> (opens without JavaScript); the hand-1 table's short
    heads are each explained under it."""
    nb = json.loads((EDITIONS / lang / SOURCE.name).read_text(encoding="utf-8"))
    outputs = [o for c in nb["cells"] if c["cell_type"] == "code" for o in c.get("outputs", [])]
    html = ["".join(o["data"]["text/html"]) for o in outputs if "text/html" in o.get("data", {})]
    folded = [h for h in html if h.startswith("<details")]
    assert len(folded) == 1 and f"<summary>{t('tco.lesson.show_answer', lang)}</summary>" in folded[0]
    assert "10 − 8" in folded[0] and "<strong>+2</strong>" in folded[0] and "16 − 16" in folded[0]
    markdown = ["".join(o["data"]["text/markdown"]) for o in outputs if "text/markdown" in o.get("data", {})]
    table = next(m for m in markdown if m.startswith(t("tco.lesson.before_head", lang)))
    key = t("tco.lesson.before_key", lang)
    assert key in table
    heads = [h.strip() for h in t("tco.lesson.before_head", lang).strip("|").split("|")]
    assert all(h in key for h in heads if h.endswith(".")) and max(len(h) for h in heads) <= len("Giocatore")


# --- the facts the page's words describe (asserted on the page before it moved to kit.ui) -------------
@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_hand_1_decides_hand_2s_exchange(match, lang):
    """Anna −2, Bruno +2, Carla 0 in hand 1; in hand 2 Anna deals and Bruno gives Anna up to 2 cards (TCO-4)."""
    hand1 = ui.hand_scored(match.log, 1)
    second = ui.hand_steps(match, HAND)[0][2].state  # hand 2 just dealt
    assert [e.amount for e in hand1] == [-2, 2, 0]
    assert second.last_scores == (-2, 2, 0) and second.dealer == 0
    table = ui.hand_one_markdown(match, NAMES, lang)
    assert t("tco.lesson.gives_up_to", lang, n=2) in table and t("tco.lesson.takes_up_to", lang, n=2) in table


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_score_to_count_is_the_engines(match, lang):
    """Hand 2: spades as atout, tricks 0, 10, 6, points −3, +2, +1 (TCO-7)."""
    scored = ui.hand_scored(match.log, HAND)
    steps = ui.hand_steps(match, HAND)
    game, dealer = steps[-1][0].game, steps[0][0].dealer
    tricks = [e.payload()["tricks"] for e in scored]
    points = [e.amount for e in scored]
    assert tuple(points) == hand_scores(game, tricks, dealer) and sum(points) == 0  # the engine and TCO-7 agree
    assert game == "spades" and tricks == [0, 10, 6] and points == [-3, 2, 1]  # the words on the page describe it
    answer = ui.score_answer_html(match.log, HAND, NAMES, lang)
    assert answer.startswith("<details") and "<strong>−3</strong>" in answer and "16 − 16" in answer


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_senza_prese_comes_in_the_last_three_hands(match, lang):
    assert ui.no_tricks_hands(match.log) == [16, 17, 18]
    assert ui.no_tricks_words(match.log, lang) == t("tco.lesson.later_no_tricks", lang,
                                                    hands=join_names(["16", "17", "18"], lang))
