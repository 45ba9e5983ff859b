"""The Trentuno walkthrough (kit.ui.trentuno, shown by source/notebooks/trentuno_walkthrough.ipynb):
its seed search, its frames and the hands shown, checked against the engine in both languages."""

from __future__ import annotations

import pytest

from kit.games import trentuno as t31
from kit.i18n import CATALOGUE, LANGUAGES, t
from kit.ui import trentuno as ui

NAMES = ["Anna", "Bruno", "Carla", "Dario"]
HAND_SEED = 58


@pytest.fixture(scope="module")
def record():
    return ui.play_first_hand(HAND_SEED)


@pytest.fixture(scope="module")
def found():
    return [seed for seed in range(1, 201) if ui.showcase(seed)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_seed_is_the_smallest_the_search_finds(found, lang):
    assert found[0] == HAND_SEED
    words = ui.search_words(found, 1, 200, lang)
    assert ", ".join(map(str, found)) in words and words.rstrip(".").endswith(str(HAND_SEED))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hands_shown_are_the_engines(record, lang):
    """The words under the table describe this hand: values 11, 11, 15, 25, two coins in the pot,
    Dario deals next (T31-5, T31-7)."""
    shown = [e for e in record.log if e.kind == "showed"]
    values = {e.seat: t31.hand_value(e.cards) for e in shown}
    assert sorted(values.values()) == [11, 11, 15, 25] and record.state.pot == 2 and record.state.dealer == 3
    table = ui.shown_markdown(record.log, NAMES, lang)
    assert table.startswith(t("t31.lesson.shown_head", lang)) and table.count(t("t31.lesson.pays.yes", lang)) == 2
    assert all(f"| **{value}** |" in table for value in values.values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_frame_per_move_then_the_showdown_and_who_pays(record, lang):
    frames = ui.hand_frames(record, NAMES, lang)
    assert len(frames) == 1 + len(record.actions) + 2  # the deal; each move; the hands shown, who pays
    assert frames[0][1] == ["deal"] and frames[-2][1] == ["showdown"] and frames[-1][1] == ["pay", "tie"]
    assert frames[-2][0].narration.startswith(t("t31.lesson.showdown", lang))
    drawn = [frame for frame, moments in frames if "draw" in moments]
    assert drawn and all(frame.picture.count("kit-highlight") == 1 for frame in drawn)  # the card drawn, outlined
    assert all("kit-to-act" not in frame.picture for frame, _ in frames[-3:])  # the hand is over
    shown = {m for _, moments in frames for m in moments}
    assert shown == set(ui.WATCH_RULES)
    guide = ui.guide_markdown(frames, lang)
    assert guide.startswith(t("t31.lesson.watch_head", lang)) and t("t31.lesson.watch.tie", lang) in guide
    assert all(rule not in guide for rule in ui.WATCH_RULES.values())  # moments in words, no rule ids


def test_every_moment_is_named_in_both_languages():
    for moment in ui.WATCH_RULES:
        assert set(CATALOGUE[f"t31.lesson.watch.{moment}"]) == set(LANGUAGES), moment
