"""The Trentasette walkthrough (kit.ui.trentasette, shown by source/notebooks/trentasette_walkthrough.ipynb):
its seed search, its frames and the score it shows, checked against the engine in both languages."""

from __future__ import annotations

import pytest

from kit.games import trentasette as t37
from kit.i18n import CATALOGUE, LANGUAGES, t
from kit.ui import trentasette as ui

NAMES = ["Anna", "Bruno"]
HAND_SEED = 92


@pytest.fixture(scope="module")
def record():
    return ui.play_hand(HAND_SEED)


@pytest.fixture(scope="module")
def found():
    return ui.showcase_seeds(range(1, 201))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_seed_is_the_one_the_search_finds_first(found, lang):
    assert found[0][1] == HAND_SEED
    assert ui.showcase(HAND_SEED) == found[0]
    words = ui.search_words(found, 1, 200, lang)
    assert str(len(found)) in words and str(HAND_SEED) in words and f": {found[0][0]}." in words


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_score_shown_is_the_engines(record, lang):
    """The words under the score table describe this hand: Anna +10, Bruno −1 (T37-7)."""
    end = record.state
    totals = t37.totals(t37.score(end.pozzi, 2), 2)
    assert list(totals) == list(t37.returns(end)) == [10, -1]
    table = ui.score_markdown(end.pozzi, NAMES, lang)
    assert table.startswith(t("t37.lesson.score_table_head", lang))
    assert f"| Anna | **+10** | {t('t37.lesson.hand_total', lang)} |" in table
    assert f"| Bruno | **−1** | {t('t37.lesson.hand_total', lang)} |" in table
    assert ui.pozzi_markdown(end.pozzi, NAMES, lang).count("\n| **") == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_frame_per_card_played_then_the_score(record, lang):
    frames = ui.hand_frames(record, NAMES, lang)
    assert len(frames) == 1 + len(record.actions) + 1
    assert frames[0][1] == ["deal"] and frames[-1][1] == ["score"]
    assert frames[-1][0].narration.startswith(t("t37.lesson.score_head", lang))
    shown = {m for _, moments in frames for m in moments}
    assert {"sum", "choice", "leftovers", "score"} <= shown <= set(ui.WATCH_RULES)
    assert "kit-to-act" not in frames[-1][0].picture  # the hand is over: nobody to play
    guide = ui.guide_markdown(frames, lang)
    assert guide.startswith(t("t37.lesson.watch_head", lang)) and guide.count("\n| ") == len(shown)
    assert all(rule not in guide for rule in ui.WATCH_RULES.values())  # moments in words, no rule ids


def test_every_moment_is_named_in_both_languages():
    for moment in ui.WATCH_RULES:
        assert set(CATALOGUE[f"t37.lesson.watch.{moment}"]) == set(LANGUAGES), moment
