"""Sheet 6 (3-5-8, source/solutions/06_tre_cinque_otto.ipynb): every answer in the key is the
number the lessons' functions (kit/lessons/tre_cinque_otto.py) or the engine give by a second
method, every declared wrong answer gets its hint in both languages, and no hint shows an answer."""

import re
from dataclasses import replace
from fractions import Fraction
from math import comb

import numpy as np
import pytest

from kit.check import check, load_key
from kit.games import tre_cinque_otto as tco
from kit.i18n import t
from kit.lessons import tre_cinque_otto as L
from kit.prob import hypergeom_pmf, sample_hands

SHEET = "tre_cinque_otto"


def _brute_longest_six() -> Fraction:
    """The expected longest suit of 6 cards over every suit-length pattern's hands, by a count of
    its own (not the lessons' pattern table): sum over the 4-tuples of lengths."""
    total = weighted = 0
    for a in range(7):
        for b in range(7 - a):
            for c in range(7 - a - b):
                d = 6 - a - b - c
                hands = comb(13, a) * comb(13, b) * comb(13, c) * comb(13, d)
                total, weighted = total + hands, weighted + hands * max(a, b, c, d)
    assert total == comb(52, 6)
    return Fraction(weighted, total)


def _monte_count(trials: int = 20_000, seed: int = 6) -> int:
    """Question 7 counted with numpy: the montes of sample_hands holding an Ace (deck places 0,
    13, 26, 39)."""
    rows = sample_hands(52, 4, trials, rng=seed)
    aces = np.array([card.rank == "A" for card in L.DECK])
    return int(aces[rows].any(axis=1).sum())


ANSWERS = {
    "q1a": L.hand_scores("hearts", (10, 2, 4))[1],          # Bruno, third player, 2 of 5
    "q1b": L.hand_scores("no_tricks", (5, 2, 9))[0],        # Anna, declarer, 5 with a maximum of 3
    "q1c": L.hand_scores("no_tricks", (2, 3, 11))[2],       # the hand where Anna scores +1 and Bruno +2
    "q2": hypergeom_pmf(2, 52, 4, 6),                       # two of the 4 Aces among the first 6 cards
    "q3": L.expected_longest_suit(6),
    "q4": 1 - hypergeom_pmf(0, 52, 13, 4),                  # at least one of the 13 hearts in the monte
    "q5": L.p_monte_has_ace_given(2, 16),
}


def test_the_sheets_numbers_by_the_lessons_functions_are_what_they_should_be():
    """The lessons' values against plain formulas (so a wrong lesson function cannot make a
    wrong key look right)."""
    assert (ANSWERS["q1a"], ANSWERS["q1b"], ANSWERS["q1c"]) == (2 - 5, 3 - 5, 8 - 11)
    assert L.hand_scores("no_tricks", (2, 3, 11))[:2] == (1, 2) and sum(L.hand_scores("no_tricks", (5, 2, 9))) == 0
    assert ANSWERS["q2"] == Fraction(comb(4, 2) * comb(48, 4), comb(52, 6)) == Fraction(621, 10829)
    assert ANSWERS["q3"] == _brute_longest_six() == Fraction(1068261, 391510)
    assert ANSWERS["q4"] == 1 - Fraction(comb(39, 4), comb(52, 4)) == Fraction(14498, 20825)
    assert ANSWERS["q4"] != L.p_monte_has_ace() and ANSWERS["q2"] != L.p_suit_count(3, 6)  # not the lesson's numbers
    assert ANSWERS["q5"] == 1 - Fraction(comb(34, 4), comb(36, 4)) == Fraction(67, 315)


@pytest.mark.parametrize("question", sorted(ANSWERS))
def test_sheet_6_key_holds_the_lessons_numbers(question):
    qid = f"{SHEET}.{question}"
    assert qid in load_key(SHEET)
    assert check(qid, ANSWERS[question]).correct
    assert not check(qid, ANSWERS[question] + Fraction(1, 1000)).correct


def _to_hand(hand_no: int, scores: tuple[int, int, int], seed: int = 6):
    """A seeded match of sensible players, played (first legal actions) to the choice of hand
    ``hand_no``, with the previous hand's scores set to ``scores`` (as on the sheet)."""
    state = tco.new_game(tco.Rules(hands=3), rng=seed)
    rng = np.random.default_rng(seed)
    while not (state.hand_no == hand_no and state.phase == "choose"):
        if state.phase == "deal":
            state = tco.apply(state, tco.chance_action(state, rng)).state
        else:
            state = tco.apply(state, tco.legal_actions(state, state.turn)[0]).state
    return replace(state, last_scores=scores)


def test_sheet_6_exchange_answers_are_what_the_engine_allows():
    """Q6a: after +4, −1, −3 Bruno (seat 1) declares hearts in hand 2; Anna (seat 0) gives to
    Carla (seat 2) until the engine refuses: 3 cards.  Q6b: after −2, +3, −1 Carla declares
    senza atout in hand 3: no exchange, 0 cards."""
    state = _to_hand(2, (4, -1, -3))
    assert state.declarer == 1
    state = tco.apply(state, tco.Choose("hearts")).state
    assert state.phase == "exchange" and state.turn == 0
    given = 0
    while state.phase == "exchange" and 2 in tco.receivers(state):
        card = next(c for c in state.hands[0] if c.suit != "hearts")  # not an atout: the return is automatic
        state = tco.apply(state, tco.Give(card, 2)).state
        given += 1
    assert given == 3 and state.can_take[2] == 0 and state.can_give[0] == 1  # Anna could still give 1 to Bruno
    assert check(f"{SHEET}.q6a", given).correct
    state = _to_hand(3, (-2, 3, -1))
    assert state.declarer == 2
    step = tco.apply(state, tco.Choose("no_trumps"))
    assert [e.kind for e in step.events][1] == "exchange_none" and step.state.phase == "discard"
    assert check(f"{SHEET}.q6b", 0).correct
    with_atout = tco.apply(state, tco.Choose("spades")).state  # the same hand with atout: Bruno gives up to 3
    assert with_atout.phase == "exchange" and with_atout.can_give[1] == 3


def test_sheet_6_simulation_count_and_its_interval():
    count = _monte_count()
    assert check(f"{SHEET}.q7", count).correct
    assert not check(f"{SHEET}.q7", count + 1).correct
    assert L.proportion(count, 20_000).contains(L.p_monte_has_ace())


WRONG = [
    ("q1a", 3, "short_sign"),  # Bruno's 3 tricks short, with the sign reversed
    ("q1a", 3.0, "short_sign"),
    ("q1b", 2, "score_signs"),
    ("q1b", -3, "usual_targets"),
    ("q1c", 3, "sum_zero"),
    ("q2", comb(6, 2) * Fraction(1, 13) ** 2 * Fraction(12, 13) ** 4, "with_replacement"),
    ("q2", 0.064440, "with_replacement"),  # the same, as a 6-place decimal
    ("q3", Fraction(3, 2), "mean_suit"),
    ("q3", 1.5, "mean_suit"),
    ("q3", Fraction(32, 9), "patterns_unweighted"),
    ("q4", Fraction(13 * comb(39, 3), comb(52, 4)), "exactly_one"),
    ("q4", 1 - Fraction(3, 4) ** 4, "with_replacement"),
    ("q4", Fraction(4 * 13, 52), "overlap"),  # 4 cards × 13/52 = 1: two hearts counted twice
    ("q4", 1.0, "overlap"),
    ("q5", Fraction(15229, 54145), "seen_cards"),
    ("q5", 1 - Fraction(comb(50, 4), comb(52, 4)), "seen_cards"),
    ("q5", 1 - Fraction(comb(32, 4), comb(36, 4)), "held_aces"),
    ("q5", Fraction(comb(48, 4), comb(52, 4)), "seen_cards_complement"),  # no Ace, over the whole deck
    ("q5", comb(48, 4) / comb(52, 4), "seen_cards_complement"),
    ("q5", Fraction(comb(50, 4), comb(52, 4)), "seen_cards_complement"),
    ("q6a", 4, "receiver_limit"),
    ("q6b", 3, "exchange_atout"),
    ("q7", Fraction(_monte_count(), 20_000), "count_montes"),  # the simulated share, not the count
    ("q7", _monte_count() / 20_000, "count_montes"),
    ("q7", L.p_monte_has_ace(), "count_montes"),  # question 4's answer
    ("q7", float(L.p_monte_has_ace()), "count_montes"),
    ("q7", 4 * 4 / 52, "count_montes"),  # question 4's overcount
    ("q7", 4 * 4 / 52 * 20_000, "count_montes"),  # a probability times 20,000 (once "If you typed a rounded decimal…")
    ("q7", 20_000 * L.p_monte_has_ace(), "count_montes"),
    ("q7", float(20_000 * L.p_monte_has_ace()), "count_montes"),
    ("q7", round(20_000 * L.p_monte_has_ace()), "count_montes"),
    ("q7", round(4 * 4 / 52 * 20_000), "count_montes"),
]


@pytest.mark.parametrize("question, answer, hint", WRONG)
def test_sheet_6_typical_wrong_answers_get_their_hint(question, answer, hint):
    qid = f"{SHEET}.{question}"
    for lang in ("it", "en"):
        result = check(qid, answer, lang=lang)
        assert not result.correct and result.hint == hint
        assert repr(result) == t("check.wrong_hint", lang, qid=qid, hint=t(f"check.hint.{hint}", lang))


def test_sheet_6_scores_and_counts_get_no_probability_hints():
    """Scores, an expected length and counts of cards: no "a probability is never negative",
    no percentage."""
    for question, answer in (("q1a", -7), ("q1b", -5), ("q3", 3), ("q6a", 300), ("q7", 5000)):
        assert check(f"{SHEET}.{question}", answer).hint == ""


SHEET_HINTS = ("score_signs", "usual_targets", "sum_zero", "mean_suit", "patterns_unweighted", "seen_cards",
               "held_aces", "receiver_limit", "exchange_atout", "short_sign", "ace_overcount",
               "seen_cards_complement", "count_montes")


@pytest.mark.parametrize("hint", SHEET_HINTS)
def test_sheet_6_hints_show_no_answer(hint):
    for lang in ("it", "en"):
        text = t(f"check.hint.{hint}", lang)
        assert not re.search(r"(?<![\d-])[−-][23](?![\d-])", text), (hint, lang)  # the scores −2 and −3 (not 3-2-1-0)
        for shown in ("67/315", "100529", "1068261", "2.72", "0.2127", "0.1283", "15229", "0.28", "0.281", "5613",
                      "0.2806", "senza atout", "no atout"):
            assert shown not in text, (hint, lang, shown)
    assert t(f"check.hint.{hint}", "it") != t(f"check.hint.{hint}", "en")


def test_sheet_6_the_wrong_answers_the_trial_found_get_a_hint_not_the_generic_not_yet():
    """The answers a new user typed that got only "not yet" (or, on question 7, the advice about
    rounded decimals, which pointed the wrong way) now get the hint of their mistake."""
    for question, answer in (("q1a", 3), ("q4", 1), ("q5", Fraction(comb(48, 4), comb(52, 4))),
                             ("q7", Fraction(_monte_count(), 20_000)), ("q7", 4 * 4 / 52 * 20_000)):
        for lang in ("it", "en"):
            message = repr(check(f"{SHEET}.{question}", answer, lang=lang))
            assert message != t("check.wrong", lang, qid=f"{SHEET}.{question}")
            assert message != t("check.wrong_float", lang, qid=f"{SHEET}.{question}")
    assert "rounded decimal" not in repr(check(f"{SHEET}.q7", 4 * 4 / 52 * 20_000, lang="en"))


def test_sheet_6_hints_call_a_player_by_name_or_they_never_it():
    """A player is a person: no "it"/"its" for the declarer, a giver or a receiver (Q5 calls Anna
    "she"), neither in the hints nor on the sheet; the Italian names Anna, not "lui"."""
    it_words = re.compile(r"\b(it is dealt|it has|it was|its (score|hand|16|cards)|it picks|it has not)\b")
    for hint in SHEET_HINTS:
        assert not it_words.search(t(f"check.hint.{hint}", "en")), hint
        assert " lui " not in t(f"check.hint.{hint}", "it"), hint
    from pathlib import Path
    import json
    notebook = json.loads((Path(__file__).parents[1] / "source/solutions/06_tre_cinque_otto.ipynb").read_text())
    english = "".join("".join(c["source"]) for c in notebook["cells"] if c["metadata"].get("lang") == "en")
    assert not it_words.search(english)
    assert "they are dealt" in english and "their score" in english


def test_sheet_6_exchange_hint_states_the_rule_without_naming_the_game():
    """Q6b's hint gives both conditions of TCO-4 (from the second hand on, only with an atout
    suit) without asking which game was chosen or naming senza atout."""
    for lang, words in (("en", ("second hand", "four suits as atout")), ("it", ("seconda mano", "quattro semi"))):
        text = t("check.hint.exchange_atout", lang)
        assert all(word in text for word in words)
        assert "?" not in text and "senza" not in text.replace("senza prese", "")
