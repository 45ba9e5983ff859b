"""UNO: every rule of RULES.md UNO-1..UNO-9 and the house rules UNO-H1..UNO-H8, each on an
explicit deal; the known traps of UNO programs; invariants over thousands of seeded games; the
generic conformance check over sampled house-rule combinations.

Seats: with the default dealer (the last seat) seat 0 plays first (C-1).  ``stock="G7 B2"``
puts G7 on top of the stock (drawn first), then B2, then every other card (deal_layout)."""

from collections import Counter

import numpy as np
import pytest

import kit.games.uno as uno
from conftest import refused_by, run_actions
from kit.cards import uno108
from kit.deal import shuffle
from kit.engine import CHANCE, IllegalMove, Match, Table, play
from kit.engine.conformance import check_game
from kit.games.uno import (Accept, Catch, Challenge, Choose, Decline, Draw, JumpIn, Keep, Play, Reshuffle, Rules,
                           SwapWith, apply, deal_layout, legal_actions, new_game, to_act)

C = uno108.parse


def cs(codes):
    """Cards from their codes."""
    return uno108.parse_many(codes)


def game(hands, first, stock="", rules=Rules(), dealer=None):
    """A hand on an explicit deal (the rest of the deck under ``stock``)."""
    return new_game(rules, deal=deal_layout(hands=hands, first=first, stock=stock), dealer=dealer)


def tight(hands, first, stock="", rules=Rules(), dealer=None, rest_to=-1):
    """A hand whose stock is exactly ``stock``: every card not named goes to seat ``rest_to``
    (after the cards named for it), so the stock can run out at once."""
    named = Counter(cs(" ".join([*hands, first, stock])))
    rest = [c.code for c in (Counter(uno108.cards) - named).elements()]
    hands = list(hands)
    hands[rest_to] = " ".join([hands[rest_to], *rest]).strip()
    return game(hands, first, stock, rules, dealer)


def run(state, *actions):
    """Apply ``actions`` in order; the final state and every event."""
    return run_actions(uno, state, *actions)


def kinds(events):
    return [(e.kind, e.seat) for e in events]


def codes(cards):
    return " ".join(c.code for c in cards)


def hands_of(state):
    return [codes(h) for h in state.hands]


def conserved(state):
    return Counter(uno.cards(state)) == Counter(uno108.cards)


def refused(state, action):
    """``action`` is refused and changes nothing (see conftest's ``refused_by``)."""
    return refused_by(uno, state, action)


FOUR = ["R1 R2 R3", "G1 G2 G3", "Y1 Y2 Y3", "B1 B2 B3"]


# --- UNO-1 -------------------------------------------------------------------------------------
def test_UNO_1_seven_cards_each_one_at_a_time_from_the_dealers_left_who_plays_first():
    state = new_game(Rules(), 4, rng=11, dealer=1)
    pack = shuffle(uno108, 11)
    assert pack[28].rank in uno.NUMBERS  # this seed opens on a number card: nothing happens to the first player
    assert [list(h) for h in state.hands] == [list(pack[2:28:4]), list(pack[3:28:4]), list(pack[0:28:4]),
                                             list(pack[1:28:4])]
    assert state.top == pack[28] and state.discard == (pack[28],) and state.stock[-1] == pack[29]
    assert (state.turn, state.direction, state.dealer, state.phase, state.turns) == (2, 1, 1, "play", 1)
    assert len(state.stock) == 108 - 28 - 1 and conserved(state)


def test_UNO_1_two_to_ten_players_and_the_dealer_is_a_seat():
    for n in range(2, 11):
        state = new_game(Rules(), n, rng=n)
        assert [len(h) for h in state.hands] == [7] * n and conserved(state) and state.dealer == n - 1
    for n in (1, 11):
        with pytest.raises(ValueError, match="2 to 10 players"):
            new_game(Rules(), n, rng=1)
    with pytest.raises(ValueError, match="the dealer is a seat"):
        new_game(Rules(), 4, rng=1, dealer=4)
    with pytest.raises(ValueError, match="either rng"):
        new_game(Rules(), 4)


def test_UNO_1_the_dealer_rotates_clockwise_from_hand_to_hand():
    match = Match(uno, Rules(), 3, [uno.computer()] * 3, 5, target=10**9, max_hands=4)
    match.play()
    starts = [record.start for record in match.hands]
    assert [s.dealer for s in starts] == [2, 0, 1, 2]
    assert match.totals == [sum(uno.returns(r.state)[seat] for r in match.hands) for seat in range(3)]


# --- UNO-2: the first card, every kind --------------------------------------------------------
def test_UNO_2_a_first_number_card_sets_the_colour_and_the_first_player_plays():
    state = game(FOUR, "R5")
    assert (state.top, state.colour, state.turn, state.phase, state.direction) == (C("R5"), "red", 0, "play", 1)
    assert hands_of(state) == FOUR


def test_UNO_2_a_first_skip_skips_the_first_player():
    state = game(FOUR, "GS")
    assert (state.colour, state.turn, state.direction, state.turns) == ("green", 1, 1, 1)
    assert hands_of(state) == FOUR


def test_UNO_2_a_first_reverse_turns_the_direction_and_the_dealer_starts():
    state = game(FOUR, "GR")
    assert (state.turn, state.direction) == (3, -1)
    state, events = run(state, Draw())
    assert (state.turn, kinds(events)) == (2, [("drew", 3)])  # anticlockwise after the dealer


def test_UNO_2_a_first_reverse_with_two_players_skips_the_first_player():
    state = game(["R1 R2 R3", "G1 G2 G3"], "GR")
    assert (state.turn, state.direction, state.dealer) == (1, -1, 1)
    state, _ = run(state, Play(C("G1")))
    assert state.turn == 0


def test_UNO_2_a_first_draw_two_makes_the_first_player_draw_two_and_skips_them():
    state = game(FOUR, "B+2", stock="G7 B2 Y9")
    assert hands_of(state)[0] == "R1 R2 R3 G7 B2" and hands_of(state)[1:] == FOUR[1:]
    assert (state.turn, state.colour, state.pending, state.phase) == (1, "blue", 0, "play")
    assert state.stock[-1] == C("Y9")
    stacking = game(["B+2 R2 R3", *FOUR[1:]], "R+2", stock="G7 B2", rules=Rules(stack_draw_two=True))
    assert hands_of(stacking)[0] == "B+2 R2 R3 G7 B2" and stacking.turn == 1  # no stacking on the first card


def test_UNO_2_a_first_wild_lets_the_first_player_name_the_colour_then_play():
    state = game(FOUR, "W")
    assert (state.phase, state.turn, state.colour) == ("colour", 0, None)
    assert legal_actions(state, 0) == tuple(Choose(c) for c in ("red", "yellow", "green", "blue"))
    state, events = run(state, Choose("green"))
    assert (state.phase, state.turn, state.colour) == ("play", 0, "green")
    assert kinds(events) == [("colour_named", 0)]
    assert legal_actions(state, 0) == (Draw(),)  # seat 0 holds no green card and no wild
    state = game(["R1 G2 W", *FOUR[1:]], "W")
    state, _ = run(state, Choose("green"))
    assert legal_actions(state, 0) == (Play(C("G2")), Play(C("W")), Draw())


def test_UNO_2_a_first_wild_draw_four_goes_back_and_the_stock_is_reshuffled():
    state = game(FOUR, "W+4", stock="G7 B2")
    assert (state.phase, to_act(state), state.discard) == ("reshuffle", frozenset({CHANCE}), (C("W+4"),))
    assert all(legal_actions(state, s) == () for s in range(4))
    assert len(uno.chance_action(state, np.random.default_rng(1)).order) == len(state.stock) + 1 == 96
    cards_in = state.stock + state.discard
    top = len(state.stock) - 1  # G7, the stock's top card
    order = (top,) + tuple(i for i in range(len(cards_in)) if i != top)
    state, events = run(state, Reshuffle(order))
    assert (state.top, state.colour, state.turn, state.phase, state.discard) == (C("G7"), "green", 0, "play", (C("G7"),))
    assert C("W+4") in state.stock and conserved(state)
    assert kinds(events) == [("first_card", None)]  # the stock did not run out: no "reshuffled"
    # turned up again: back once more
    again = game(FOUR, "W+4")
    w4 = len(again.stock)
    again, events = run(again, Reshuffle((w4,) + tuple(range(w4))))
    assert again.phase == "reshuffle" and again.discard == (C("W+4"),) and conserved(again)
    assert kinds(events) == [("first_card", None), ("first_wild4_back", None)]
    assert refused(again, Draw()) and refused(again, Reshuffle((0, 1)))


def test_UNO_2_a_reverse_turned_after_a_first_wild_draw_four_is_narrated_as_the_first_cards_own():
    state = game(FOUR, "W+4", stock="GR", dealer=3)
    top = len(state.stock) - 1
    state, events = run(state, Reshuffle((top,) + tuple(range(top)) + (top + 1,)))
    assert (state.top, state.turn, state.direction) == (C("GR"), 3, -1)
    assert kinds(events) == [("first_card", None), ("first_reversed", 3)]
    assert events[1].narrate("en") == "The first card is a Reverse: play goes anticlockwise and Player 4, the dealer, starts."
    assert events[1].narrate("it") == ("La prima carta è un Inverti: si gioca in senso antiorario e comincia Giocatore 4, "
                                       "che ha dato le carte.")


def test_UNO_2_the_first_seven_or_zero_swaps_nothing_and_nobody_jumps_in_on_it():
    rules = Rules(seven_zero=True, jump_in=True)
    for first in ("G7", "G0"):
        state = game(["R1 R2 R3", "G7 G2 G3", "Y1 Y2 Y3", "B1 B2 B3"], first, rules=rules)
        assert (state.phase, state.turn, state.top) == ("play", 0, C(first))
        assert hands_of(state) == ["R1 R2 R3", "G7 G2 G3", "Y1 Y2 Y3", "B1 B2 B3"]


# --- UNO-3 -------------------------------------------------------------------------------------
def test_UNO_3_a_card_matches_by_colour_number_or_symbol_a_wild_always_and_drawing_is_allowed():
    state = game(["R1 G5 B7 W YS", *FOUR[1:]], "R5")
    assert legal_actions(state, 0) == (Play(C("R1")), Play(C("G5")), Play(C("W")), Draw())
    assert all(legal_actions(state, s) == () for s in (1, 2, 3))
    symbol = game(["R1 R2 R3", "YS B7 G1", "Y1 Y2 Y3", "B1 B2 B3"], "RS")  # the first Skip skips seat 0
    assert legal_actions(symbol, 1) == (Play(C("YS")), Draw())
    state, events = run(state, Draw())  # drawing instead of playing is allowed
    assert hands_of(state)[0] == "R1 G5 B7 W YS R0" and kinds(events) == [("drew_playable", 0)]


def test_UNO_3_after_a_wild_the_named_colour_is_matched():
    state = game(["W R8 R9", "B7 R3 G5 Y1", *FOUR[2:]], "R5")
    state, _ = run(state, Play(C("W")), Choose("blue"))
    assert legal_actions(state, 1) == (Play(C("B7")), Draw())  # not R3 (red is no longer in play)
    assert refused(state, Play(C("R3")))


def test_UNO_3_a_card_that_does_not_match_is_refused_and_nothing_changes():
    state = game(["B7 R1 G2", *FOUR[1:]], "R5")
    for action in (Play(C("B7")), Play(C("Y1")), Play(C("R1"), uno=True), Play("R1"), Keep(), Choose("red"),
                   Accept(), Challenge(), Catch(), Decline(), JumpIn(C("R1")), SwapWith(1), Reshuffle((0,)),
                   "play R1", None):
        assert refused(state, action), action


# --- UNO-4 -------------------------------------------------------------------------------------
def test_UNO_4_a_drawn_playable_card_may_be_played_at_once_or_kept():
    state = game(["B1 B2 G3", *FOUR[1:]], "R5", stock="R9 G8")
    drawn, events = run(state, Draw())
    assert (drawn.phase, drawn.turn, hands_of(drawn)[0]) == ("drawn", 0, "B1 B2 G3 R9")
    assert legal_actions(drawn, 0) == (Play(C("R9")), Keep())
    assert kinds(events) == [("drew_playable", 0)] and events[0].amount == 1 and drawn.drawn == 1
    assert refused(drawn, Play(C("B1"))) and refused(drawn, Draw())
    played, events = run(drawn, Play(C("R9")))
    assert (played.top, played.turn, hands_of(played)[0]) == (C("R9"), 1, "B1 B2 G3")
    assert kinds(events) == [("played", 0)]
    kept, events = run(drawn, Keep())
    assert (kept.top, kept.turn, kept.phase, hands_of(kept)[0]) == (C("R5"), 1, "play", "B1 B2 G3 R9")
    assert kinds(events) == [("kept", 0)]


def test_UNO_4_a_drawn_card_that_cannot_be_played_ends_the_turn():
    state, events = run(game(["B1 B2 G3", *FOUR[1:]], "R5", stock="G9 R9"), Draw())
    assert (state.turn, state.phase, hands_of(state)[0], state.stock[-1]) == (1, "play", "B1 B2 G3 G9", C("R9"))
    assert kinds(events) == [("drew", 0)] and events[0].amount == 1


# --- UNO-5 -------------------------------------------------------------------------------------
def test_UNO_5_draw_two_the_next_player_draws_two_and_loses_the_turn():
    state, events = run(game(["R+2 R1 R2", *FOUR[1:]], "R5", stock="Y5 Y6 Y7"), Play(C("R+2")))
    assert hands_of(state)[1] == "G1 G2 G3 Y5 Y6" and state.turn == 2 and state.pending == 0
    assert kinds(events) == [("played", 0), ("penalty", 1)] and events[1].amount == 2
    assert state.drawn == 0  # a penalty is not a turn's own draw (UNO-4)
    assert state.stock[-1] == C("Y7")


def test_UNO_5_skip_the_next_player_loses_the_turn():
    state, events = run(game(["RS R1 R2", *FOUR[1:]], "R5"), Play(C("RS")))
    assert state.turn == 2 and kinds(events) == [("played", 0), ("skipped", 1)]
    two, events = run(game(["RS R1 R2", "G1 G2 G3"], "R5"), Play(C("RS")))
    assert two.turn == 0 and kinds(events) == [("played", 0), ("skipped", 1)]


def test_UNO_5_reverse_changes_the_direction():
    state, events = run(game(["RR R1 R2", *FOUR[1:]], "R5", stock="G8 G9 Y8 Y9"), Play(C("RR")))
    assert (state.turn, state.direction) == (3, -1) and kinds(events) == [("played", 0), ("reversed", 0)]
    state, _ = run(state, Draw())
    assert state.turn == 2
    state, _ = run(state, Draw(), Draw(), Draw())
    assert state.turn == 3  # 2 → 1 → 0 → 3


def test_UNO_5_reverse_with_two_players_acts_as_skip():
    state, events = run(game(["RR R1 R2", "G1 G2 G3"], "R5"), Play(C("RR")))
    assert (state.turn, state.direction) == (0, -1)
    assert kinds(events) == [("played", 0), ("reverse_skips", 1)]
    state, _ = run(state, Play(C("R1")))
    assert state.turn == 1


def test_UNO_5_wild_names_a_colour_and_wild_draw_four_also_gives_four_and_a_lost_turn():
    state, _ = run(game(["W R1 R2", *FOUR[1:]], "R5"), Play(C("W")))
    assert (state.phase, state.turn, state.colour) == ("colour", 0, None)
    state, events = run(state, Choose("yellow"))
    assert (state.colour, state.turn, kinds(events)) == ("yellow", 1, [("colour_named", 0)])
    assert events[0].payload()["colour"] == "uno.colour.yellow"
    off = Rules(challenge=False)
    state, events = run(game(["W+4 R1 R2", *FOUR[1:]], "R5", stock="Y5 Y6 Y7 Y8 Y9", rules=off),
                        Play(C("W+4")), Choose("blue"))
    assert hands_of(state)[1] == "G1 G2 G3 Y5 Y6 Y7 Y8" and (state.turn, state.colour) == (2, "blue")
    assert kinds(events) == [("played", 0), ("colour_named", 0), ("penalty", 1)] and events[2].amount == 4


def test_UNO_5_with_a_choice_the_victims_turn_begins_with_the_penalty():
    state, _ = run(game(["W+4 Y1 Y2", *FOUR[1:]], "R5", stock="B5 B6 B7 B8 B9"), Play(C("W+4")), Choose("blue"))
    assert (state.phase, state.turn, state.pending, state.challengeable) == ("penalty", 1, 4, True)
    assert legal_actions(state, 1) == (Accept(), Challenge())
    state, events = run(state, Accept())
    assert hands_of(state)[1] == "G1 G2 G3 B5 B6 B7 B8" and (state.turn, state.pending, state.phase) == (2, 0, "play")
    assert kinds(events) == [("penalty", 1)] and events[0].amount == 4


# --- UNO-6 -------------------------------------------------------------------------------------
def test_UNO_6_uno_may_be_called_only_with_the_next_to_last_card():
    three = game(["R1 R2 G3", *FOUR[1:]], "R5")
    assert legal_actions(three, 0) == (Play(C("R1")), Play(C("R2")), Draw())
    assert refused(three, Play(C("R1"), uno=True))
    two = game(["R1 G3", *FOUR[1:]], "R5")
    assert legal_actions(two, 0) == (Play(C("R1")), Play(C("R1"), uno=True), Draw())
    state, events = run(two, Play(C("R1"), uno=True))
    assert kinds(events) == [("played", 0), ("uno_called", 0)]
    assert (state.phase, state.turn, state.forgot) == ("play", 1, None)


def test_UNO_6_the_others_are_asked_in_order_of_play_and_the_first_catcher_makes_the_forgetter_draw_two():
    state, events = run(game(["R1 G3", *FOUR[1:]], "R5", stock="B7 B8 B9"), Play(C("R1")))
    assert (state.phase, state.turn, state.asked, state.forgot) == ("catch", 1, (2, 3), 0)
    assert legal_actions(state, 1) == (Catch(), Decline())
    state, events = run(state, Decline())
    assert (state.phase, state.turn, state.asked) == ("catch", 2, (3,)) and events == []
    state, events = run(state, Catch())
    assert hands_of(state)[0] == "G3 B7 B8" and (state.phase, state.turn, state.forgot) == ("play", 1, None)
    assert kinds(events) == [("caught", 2)] and events[0].others == (0,) and events[0].amount == 2
    assert events[0].narrate("en", you=0) == "Player 3 notices that you did not call “UNO”: you draw 2 cards."


def test_UNO_6_nobody_catches_and_the_forgetter_keeps_one_card():
    state, _ = run(game(["R1 G3", *FOUR[1:]], "R5"), Play(C("R1")), Decline(), Decline())
    state, events = run(state, Decline())
    assert kinds(events) == [("not_caught", 0)] and hands_of(state)[0] == "G3"
    assert (state.phase, state.turn, state.forgot) == ("play", 1, None)


def test_UNO_6_after_a_reverse_the_catchers_are_asked_anticlockwise():
    state, _ = run(game(["RR G3", *FOUR[1:]], "R5"), Play(C("RR")))
    assert (state.phase, state.turn, state.asked, state.direction) == ("catch", 3, (2, 1), -1)
    state, _ = run(state, Decline(), Decline(), Decline())
    assert (state.phase, state.turn) == ("play", 3)


def test_UNO_6_a_forgotten_uno_on_a_draw_two_the_victim_draws_first_and_may_catch():
    state, events = run(game(["R+2 G3", *FOUR[1:]], "R5", stock="Y5 Y6 Y7 Y8"), Play(C("R+2")))
    assert kinds(events) == [("played", 0), ("penalty", 1)]
    assert (state.phase, state.turn, state.asked) == ("catch", 1, (2, 3))
    state, _ = run(state, Catch())
    assert hands_of(state)[:2] == ["G3 Y7 Y8", "G1 G2 G3 Y5 Y6"] and state.turn == 2


# --- UNO-7 -------------------------------------------------------------------------------------
def test_UNO_7_the_hand_ends_when_a_player_has_no_cards():
    state, events = run(game(["R1", *FOUR[1:]], "R5"), Play(C("R1")))
    assert (state.status, state.winner, state.phase, to_act(state)) == ("finished", 0, "over", frozenset())
    assert kinds(events) == [("played", 0), ("went_out", 0)] and uno.is_terminal(state)
    assert all(legal_actions(state, s) == () for s in range(4))
    with pytest.raises(IllegalMove, match="the hand is over"):
        apply(state, Draw())


def test_UNO_7_going_out_on_a_draw_two_still_makes_the_next_player_draw():
    for rules in (Rules(), Rules(stack_draw_two=True)):  # no stacking on a final Draw Two
        state, events = run(game(["R+2", "G+2 G2 G3", *FOUR[2:]], "R5", stock="Y5 Y6 Y7", rules=rules),
                            Play(C("R+2")))
        assert hands_of(state)[1] == "G+2 G2 G3 Y5 Y6" and (state.status, state.winner) == ("finished", 0)
        assert kinds(events) == [("played", 0), ("went_out", 0), ("final_draw", 1)] and events[2].amount == 2
        assert uno.returns(state) == ((20 + 2 + 3 + 5 + 6) + 6 + 6, 0, 0, 0)
        assert events[2].narrate("en") == "Player 2 still draws 2 cards: the Red Draw Two counts even as the last card."


def test_UNO_7_going_out_on_a_wild_draw_four_no_colour_no_challenge_four_cards():
    state, events = run(game(["W+4", *FOUR[1:]], "R5", stock="Y5 Y6 Y7 Y8"), Play(C("W+4")))
    assert (state.status, state.winner, hands_of(state)[1]) == ("finished", 0, "G1 G2 G3 Y5 Y6 Y7 Y8")
    assert kinds(events) == [("played", 0), ("went_out", 0), ("final_draw", 1)] and events[2].amount == 4


def test_UNO_7_going_out_on_a_stacked_draw_two_passes_the_whole_sum():
    rules = Rules(stack_draw_two=True)
    state = game(["R+2 R1 R3", "G+2", *FOUR[2:]], "R5", stock="Y5 Y6 Y7 Y8 Y9", rules=rules)
    state, events = run(state, Play(C("R+2")), Play(C("G+2")))
    assert (state.status, state.winner, hands_of(state)[2]) == ("finished", 1, "Y1 Y2 Y3 Y5 Y6 Y7 Y8")
    assert kinds(events)[-2:] == [("went_out", 1), ("final_draw", 2)] and events[-1].amount == 4


# --- UNO-8 -------------------------------------------------------------------------------------
def test_UNO_8_points_numbers_at_face_value_actions_twenty_wilds_fifty():
    assert uno.points(cs("R0 R9 G5")) == 14
    assert uno.points(cs("GS BR Y+2")) == 60
    assert uno.points(cs("W W+4")) == 100
    assert uno.points(uno108.cards) == 4 * 2 * 45 + 24 * 20 + 8 * 50  # the whole deck: 1240


def test_UNO_1_UNO_3_UNO_8_points_and_matching_refuse_a_card_of_another_deck():
    """Issue 33: the 5 of coppe is not counted 5 points, and a French 5 does not match a red 5."""
    from kit.cards import french52, italian40

    with pytest.raises(ValueError) as refused:
        uno.points([uno108.parse("R5"), italian40.parse("5C")])
    assert str(refused.value) == ("5C is a card of italian40, and UNO is played with uno108 only (UNO-1): its cards "
                                  "are the coloured 0..9, Skip, Reverse, Draw Two and the wilds")
    with pytest.raises(ValueError, match=r"^5H is a card of french40 and french52, and UNO is played with uno108 only \(UNO-1\)"):
        uno.matches(french52.parse("5H"), uno108.parse("R5"), "red")
    with pytest.raises(ValueError, match=r"^UNO's cards are Cards of uno108 \(e.g. uno108.parse\('R5'\)\), got 'R5'$"):
        uno.points(["R5"])
    assert uno.points(uno108.parse_many("R5 GS W+4")) == 75
    assert uno.matches(uno108.parse("B5"), uno108.parse("R5"), "red")


def test_UNO_8_the_winner_scores_every_other_hand_with_four_players():
    state = game(["R5 GS", "W+4 B9", "B5", "Y0 YR W"], "B3", dealer=1)  # seat 2 starts
    assert state.turn == 2
    state, _ = run(state, Play(C("B5")))
    assert (state.winner, uno.returns(state)) == (2, (0, 0, 25 + 59 + 70, 0))
    assert uno.returns(game(FOUR, "R5")) == (0, 0, 0, 0)  # nothing before the end


def test_UNO_8_the_target_is_500_and_settable():
    assert Rules().target == 500 == uno.MATCH_TARGET and Rules(target=200).target == 200
    for bad in (0, -5, 2.5, True, "500"):
        with pytest.raises(ValueError, match="target"):
            Rules(target=bad)
    match = Match(uno, Rules(target=1), 2, [uno.computer()] * 2, 3)
    winner = match.play()
    assert winner is not None and match.totals[winner] >= 1 and len(match.hands) >= 1


# --- UNO-9 -------------------------------------------------------------------------------------
def reshuffle_position():
    """Seat 1 draws from an empty stock with R5 R1 R2 under the top R3: a reshuffle is due."""
    state = tight(["R1 G3 G4", "R2 Y3 Y4", "R3"], "R5", stock="G7")
    state, _ = run(state, Play(C("R1")), Play(C("R2")), Play(C("R3")), Draw())
    assert hands_of(state)[0] == "G3 G4 G7" and state.stock == ()
    state, _ = run(state, Draw())
    return state


def test_UNO_9_an_empty_stock_is_made_from_the_discard_pile_but_its_top_card():
    state = reshuffle_position()
    assert (state.phase, to_act(state), state.turn, state.drawing) == ("reshuffle", frozenset({CHANCE}), 1,
                                                                       (1, 1, "turn_draw"))
    assert sorted(uno.chance_action(state, np.random.default_rng(4)).order) == [0, 1, 2]
    state, events = run(state, Reshuffle((1, 0, 2)))  # top first: R1, R5, R2
    assert state.discard == (C("R3"),) and state.stock == cs("R2 R5")  # bottom first
    assert hands_of(state)[1] == "Y3 Y4 R1" and (state.phase, state.turn) == ("drawn", 1)
    assert kinds(events) == [("reshuffled", None), ("drew_playable", 1)] and events[0].amount == 3
    assert conserved(state)


@pytest.mark.parametrize("order", [(0, 1), (0, 0, 1), (0, 1, 2, 3), [0, 1, 2], (0, 1, "2"), (True, 0, 2), ()])
def test_UNO_9_a_reshuffle_that_is_not_a_permutation_is_refused(order):
    assert refused(reshuffle_position(), Reshuffle(order))


def test_UNO_9_with_nothing_to_reshuffle_the_draw_does_not_happen():
    state = tight(["R1 G3 G4", "R2 Y3 Y4", "R3"], "B5")
    assert state.stock == () and len(state.discard) == 1
    drawn, events = run(state, Draw())
    assert hands_of(drawn)[0] == "R1 G3 G4" and (drawn.turn, drawn.phase) == (1, "play")
    assert kinds(events) == [("drew_none", 0)] and conserved(drawn)


def test_UNO_9_a_penalty_is_drawn_as_far_as_the_cards_go():
    state = tight(["R+2 G3 G4", "Y2 Y3 Y4", "R3"], "R5")
    state, events = run(state, Play(C("R+2")))
    assert state.phase == "reshuffle" and state.drawing == (1, 2, "effects")
    state, events = run(state, Reshuffle((0,)))
    assert hands_of(state)[1] == "Y2 Y3 Y4 R5" and state.discard == (C("R+2"),) and state.stock == ()
    assert (state.turn, state.phase) == (2, "play") and conserved(state)
    assert kinds(events) == [("reshuffled", None)]


def test_UNO_9_a_round_of_draws_with_nothing_to_draw_blocks_the_hand():
    state = tight(["R1 G3 G4", "R2 Y3 Y4", "R3"], "B5")
    state, events = run(state, Draw(), Draw())
    assert state.status == "playing" and state.idle == 2
    state, events = run(state, Draw())
    assert (state.status, state.phase, state.winner, to_act(state)) == ("blocked", "over", None, frozenset())
    assert kinds(events) == [("drew_none", 2), ("blocked", None)] and uno.returns(state) == (0, 0, 0)
    assert events[1].narrate("en") == ("For a whole round nobody played or drew a card: "
                                       "the hand is blocked and nobody scores.")
    assert events[1].narrate("it") == ("Per un giro intero nessuno ha giocato né pescato una carta: "
                                       "la mano è bloccata e nessuno fa punti.")
    # a card played in between starts the count again
    state, _ = run(tight(["R1 G3 G4", "R2 Y3 Y4", "R3"], "B5"), Draw(), Draw())
    assert run(state, Play(C("B1")))[0].idle == 0


def test_UNO_9_a_hand_going_round_in_circles_is_blocked_at_the_third_same_position():
    # seats 0 and 2 hold no blue, no yellow and no Reverse; the stock is empty; with H6 each
    # must play the Reverse it draws, so the two Reverses go back and forth for ever
    state = tight(["R1 G2", "", "BR R3 G4"], "YR", rules=Rules(must_play_drawn=True), dealer=2, rest_to=1)
    assert (state.turn, state.direction) == (2, -1)
    state, events = run(state, Play(C("BR")))
    log, reshuffles = list(events), 0
    while not uno.is_terminal(state):
        if to_act(state) == {CHANCE}:
            action, reshuffles = Reshuffle((0,)), reshuffles + 1
        else:
            (action,) = legal_actions(state, state.turn)  # every move is forced
        state, events = run(state, action)
        log.extend(events)
        assert len(log) < 200
    assert (state.status, uno.returns(state), reshuffles) == ("blocked", (0, 0, 0), 4)
    assert len(state.seen) == 5 and state.seen[0] == state.seen[2] == state.seen[4] != state.seen[1] == state.seen[3]
    assert log[-1].kind == "blocked" and log[-1].payload()["reason"] == "uno.blocked.repeated"
    assert hands_of(state)[0] == "R1 G2" and hands_of(state)[2] == "R3 G4" and conserved(state)


# --- UNO-H1 ------------------------------------------------------------------------------------
STACKERS = ["R+2 R1 R2", "G+2 G1 G2", "Y+2 Y1 Y2", "B1 B2 B3"]


def test_UNO_H1_draw_two_on_draw_two_the_player_who_stops_draws_the_sum():
    state = game(STACKERS, "R5", stock="Y5 Y6 Y7 Y8 Y9 Y0 B9", rules=Rules(stack_draw_two=True))
    state, events = run(state, Play(C("R+2")))
    assert (state.phase, state.turn, state.pending) == ("penalty", 1, 2)
    assert legal_actions(state, 1) == (Accept(), Play(C("G+2")))
    state, events = run(state, Play(C("G+2")))
    assert kinds(events) == [("stacked", 1)] and events[0].amount == 4
    assert (state.phase, state.turn, state.pending) == ("penalty", 2, 4)
    state, events = run(state, Play(C("Y+2")))
    assert kinds(events) == [("stacked", 2), ("penalty", 3)] and events[1].amount == 6
    assert hands_of(state) == ["R1 R2", "G1 G2", "Y1 Y2", "B1 B2 B3 Y5 Y6 Y7 Y8 Y9 Y0"]  # drawn once, by seat 3
    assert (state.turn, state.pending, state.phase, state.stock[-1]) == (0, 0, "play", C("B9"))


def test_UNO_H1_accepting_the_stack_draws_it_once_and_loses_the_turn():
    state = game(STACKERS, "R5", stock="Y5 Y6 Y7", rules=Rules(stack_draw_two=True))
    state, events = run(state, Play(C("R+2")), Accept())
    assert hands_of(state)[1] == "G+2 G1 G2 Y5 Y6" and (state.turn, state.pending, state.phase) == (2, 0, "play")
    assert [k for k, _ in kinds(events)].count("penalty") == 1


def test_UNO_H1_off_or_without_H2_no_stacking():
    state, events = run(game(STACKERS, "R5", stock="Y5 Y6"), Play(C("R+2")))
    assert hands_of(state)[1] == "G+2 G1 G2 Y5 Y6" and state.turn == 2
    only_h1 = Rules(stack_draw_two=True)
    state, events = run(game(["R+2 R1 R2", "W+4 G1 G2", *FOUR[2:]], "R5", stock="Y5 Y6", rules=only_h1),
                        Play(C("R+2")))
    assert hands_of(state)[1] == "W+4 G1 G2 Y5 Y6" and state.turn == 2  # a Wild Draw Four needs H2


# --- UNO-H2 ------------------------------------------------------------------------------------
def test_UNO_H2_wild_draw_four_on_draw_two_and_draw_two_of_the_named_colour_on_it():
    rules = Rules(stack_mixed=True, challenge=False)
    state = game(["R+2 R1 R2", "W+4 G1 G2", "Y+2 B+2 Y1", "B1 B2 B3"], "R5", stock="Y5 Y6 Y7 Y8 Y9 Y0 G8 G9",
                 rules=rules)
    state, _ = run(state, Play(C("R+2")))
    assert legal_actions(state, 1) == (Accept(), Play(C("W+4")))
    state, events = run(state, Play(C("W+4")), Choose("blue"))
    assert kinds(events) == [("stacked", 1), ("colour_named", 1)] and events[0].amount == 6
    assert (state.phase, state.turn, state.pending, state.colour) == ("penalty", 2, 6, "blue")
    assert legal_actions(state, 2) == (Accept(), Play(C("B+2")))  # not the yellow one
    state, events = run(state, Play(C("B+2")))
    assert kinds(events) == [("stacked", 2), ("penalty", 3)] and events[1].amount == 8
    assert hands_of(state)[3] == "B1 B2 B3 Y5 Y6 Y7 Y8 Y9 Y0 G8 G9" and state.turn == 0


def test_UNO_H2_no_wild_draw_four_on_a_wild_draw_four():
    rules = Rules(stack_draw_two=True, stack_mixed=True, challenge=False)
    state, events = run(game(["W+4 R1 R2", "W+4 G+2 G2", *FOUR[2:]], "R5", stock="Y5 Y6 Y7 Y8", rules=rules),
                        Play(C("W+4")), Choose("red"))
    assert hands_of(state)[1] == "W+4 G+2 G2 Y5 Y6 Y7 Y8" and state.turn == 2
    assert kinds(events)[-1] == ("penalty", 1)


def test_UNO_H2_off_no_wild_draw_four_on_a_draw_two():
    state, _ = run(game(["R+2 R1 R2", "W+4 G1 G2", *FOUR[2:]], "R5", stock="Y5 Y6"), Play(C("R+2")))
    assert hands_of(state)[1] == "W+4 G1 G2 Y5 Y6" and state.turn == 2


# --- UNO-H3 ------------------------------------------------------------------------------------
def test_UNO_H3_a_guilty_wild_draw_four_its_player_draws_four_and_the_challenger_plays_on():
    state, _ = run(game(["W+4 R1 G3", *FOUR[1:]], "R5", stock="Y5 Y6 Y7 Y8"), Play(C("W+4")), Choose("blue"))
    assert state.guilty and state.wild4_by == 0
    state, events = run(state, Challenge())
    assert kinds(events) == [("challenged", 1), ("challenge_won", 0)]
    assert events[0].others == (0,) and events[1].amount == 4
    assert hands_of(state)[:2] == ["R1 G3 Y5 Y6 Y7 Y8", "G1 G2 G3"]
    assert (state.turn, state.phase, state.pending, state.colour, state.top) == (1, "play", 0, "blue", C("W+4"))


def test_UNO_H3_a_fair_wild_draw_four_the_challenger_draws_six_and_loses_the_turn():
    state, _ = run(game(["W+4 Y1 G3", *FOUR[1:]], "R5", stock="B5 B6 B7 B8 B9 B0"), Play(C("W+4")),
                   Choose("blue"))
    assert not state.guilty
    state, events = run(state, Challenge())
    assert kinds(events) == [("challenged", 1), ("challenge_lost", 1)] and events[1].amount == 6
    assert hands_of(state)[:2] == ["Y1 G3", "G1 G2 G3 B5 B6 B7 B8 B9 B0"]
    assert (state.turn, state.phase, state.colour) == (2, "play", "blue")


def test_UNO_H3_legality_is_judged_against_the_colour_named_after_a_wild():
    # red was on the table before the Wild; green was named: red cards do not count, green do
    base = ["W R8 R9", None, "Y1 Y2 Y3", "B1 B2 B3"]
    for hand, guilty in (("W+4 R2 Y1", False), ("W+4 G2 Y1", True)):
        state = game([base[0], hand, *base[2:]], "R5", stock="B4 B5 B6 B7 B8 B9")
        state, _ = run(state, Play(C("W")), Choose("green"), Play(C("W+4")), Choose("red"))
        assert state.guilty == guilty
        state, events = run(state, Challenge())
        assert kinds(events)[-1] == (("challenge_won", 1) if guilty else ("challenge_lost", 2))
        assert len(state.hands[1]) == (6 if guilty else 2) and len(state.hands[2]) == (3 if guilty else 9)
        assert state.colour == "red"


def test_UNO_H3_numbers_symbols_and_wilds_of_another_colour_do_not_count():
    for hand in ("W+4 G5 Y1", "W+4 GS Y1", "W+4 W Y1", "W+4 W+4 B1"):
        state, _ = run(game([hand, *FOUR[1:]], "R5"), Play(C("W+4")), Choose("blue"))
        assert not state.guilty, hand


def test_UNO_H3_off_always_legal_and_never_challenged():
    state = game(["W+4 R1 G3", *FOUR[1:]], "R5", stock="Y5 Y6 Y7 Y8", rules=Rules(challenge=False))
    state, events = run(state, Play(C("W+4")), Choose("blue"))
    assert hands_of(state)[1] == "G1 G2 G3 Y5 Y6 Y7 Y8" and (state.turn, state.phase) == (2, "play")
    assert not state.challengeable and ("challenged", 1) not in kinds(events)


def test_UNO_H3_a_guilty_wild_draw_four_stacked_on_a_draw_two_leaves_the_two():
    rules = Rules(stack_mixed=True)
    state = game(["R+2 R1 R2", "W+4 R3 G2", "Y1 Y2 Y3", "B1 B2 B3"], "R5", stock="Y5 Y6 Y7 Y8 Y9 Y0", rules=rules)
    state, _ = run(state, Play(C("R+2")), Play(C("W+4")), Choose("blue"))
    assert (state.phase, state.turn, state.pending, state.guilty) == ("penalty", 2, 6, True)
    state, events = run(state, Challenge())
    assert hands_of(state)[1] == "R3 G2 Y5 Y6 Y7 Y8"
    assert (state.phase, state.turn, state.pending, state.challengeable) == ("penalty", 2, 2, False)
    assert legal_actions(state, 2) == (Accept(),)
    state, events = run(state, Accept())
    assert hands_of(state)[2] == "Y1 Y2 Y3 Y9 Y0" and state.turn == 3


# --- UNO-H4 ------------------------------------------------------------------------------------
FIVE = ["R7 R0 R1 R2", "G1 G2", "Y1 Y2 Y3 Y4", "B5", "G5 G6 G7"]
SEVEN_ZERO = Rules(seven_zero=True)


def test_UNO_H4_a_seven_swaps_hands_with_the_player_chosen():
    state, _ = run(game(FIVE, "R5", rules=SEVEN_ZERO), Play(C("R7")))
    assert (state.phase, state.turn) == ("swap", 0)
    assert legal_actions(state, 0) == tuple(SwapWith(s) for s in (1, 2, 3, 4))
    assert refused(state, SwapWith(0)) and refused(state, SwapWith(5))
    state, events = run(state, SwapWith(2))
    assert hands_of(state) == ["Y1 Y2 Y3 Y4", "G1 G2", "R0 R1 R2", "B5", "G5 G6 G7"]
    assert kinds(events) == [("swapped", 0)] and events[0].others == (2,)
    assert (state.turn, state.direction, state.phase) == (1, 1, "play")


def test_UNO_H4_a_zero_passes_every_hand_on_in_the_direction_of_play():
    state, events = run(game(FIVE, "R5", rules=SEVEN_ZERO), Play(C("R0")))
    assert hands_of(state) == ["G5 G6 G7", "R7 R1 R2", "G1 G2", "Y1 Y2 Y3 Y4", "B5"]
    assert kinds(events) == [("played", 0), ("hands_passed", 0)] and state.turn == 1
    # anticlockwise after a Reverse: seat 4 plays the 0, each hand goes to the seat on its right
    hands = ["RR R1 R2", "G1 G2", "Y1 Y2 Y3 Y4", "B5 B6", "R0 G5 G6"]
    state, _ = run(game(hands, "R5", rules=SEVEN_ZERO), Play(C("RR")))
    assert (state.turn, state.direction) == (4, -1)
    state, events = run(state, Play(C("R0")))
    assert hands_of(state) == ["G1 G2", "Y1 Y2 Y3 Y4", "B5 B6", "G5 G6", "R1 R2"]
    assert state.turn == 3 and events[-1].payload()["direction"] == "uno.anticlockwise"


def test_UNO_H4_a_last_seven_swaps_nothing_and_off_a_seven_is_a_number():
    state, events = run(game(["R7", *FIVE[1:]], "R5", rules=SEVEN_ZERO), Play(C("R7")))
    assert (state.status, state.winner) == ("finished", 0) and hands_of(state)[1:] == FIVE[1:]
    state, events = run(game(FIVE, "R5"), Play(C("R7")))
    assert (state.phase, state.turn) == ("play", 1) and hands_of(state)[2] == FIVE[2]
    state, events = run(game(FIVE, "R5"), Play(C("R0")))
    assert hands_of(state)[1:] == FIVE[1:] and kinds(events) == [("played", 0)]


# --- UNO-H5 ------------------------------------------------------------------------------------
JUMP = Rules(jump_in=True)


def test_UNO_H5_an_identical_card_jumps_in_and_play_continues_from_that_player():
    hands = ["G3 R1 R2", "G4 B1 B2", "Y1 Y2 Y3", "G3 B7 B8", "Y5 Y6 Y7"]  # two G3s in the deck
    state, _ = run(game(hands, "G5", rules=JUMP), Play(C("G3")))
    assert (state.phase, state.turn, state.asked) == ("jump", 3, ())
    assert legal_actions(state, 3) == (JumpIn(C("G3")), Decline())
    assert all(legal_actions(state, s) == () for s in (0, 1, 2, 4))
    state, events = run(state, JumpIn(C("G3")))
    assert kinds(events) == [("jumped_in", 3)]
    assert hands_of(state) == ["R1 R2", "G4 B1 B2", "Y1 Y2 Y3", "B7 B8", "Y5 Y6 Y7"]
    assert (state.turn, state.direction, state.phase, state.top) == (4, 1, "play", C("G3"))  # 1 and 2 lost their turn
    # nobody jumps in: the next player plays
    state, events = run(game(hands, "G5", rules=JUMP), Play(C("G3")), Decline())
    assert (state.phase, state.turn, kinds(events)) == ("play", 1, [("played", 0)])


def test_UNO_H5_the_player_of_the_card_does_not_jump_in_on_it_with_its_twin():
    # RULES.md's clarification: that would be two cards in one turn (every other player may)
    state, _ = run(game(["G3 G3 R1", "G4 B1 B2", "Y1 Y2 Y3", "B7 B8 B9"], "G5", rules=JUMP), Play(C("G3")))
    assert (state.phase, state.turn, state.asked) == ("play", 1, ()) and hands_of(state)[0] == "G3 R1"
    assert legal_actions(state, 0) == () and refused(state, JumpIn(C("G3")))


def test_UNO_H5_jumping_in_with_a_reverse_turns_the_direction_again():
    hands = ["RR R1 R2", "B1 B2", "RR Y1 Y2", "B7 B8", "Y5 Y6"]
    state, _ = run(game(hands, "R5", rules=JUMP), Play(C("RR")))
    assert (state.phase, state.turn, state.asked, state.direction) == ("jump", 2, (), -1)
    state, events = run(state, JumpIn(C("RR")))
    assert kinds(events) == [("jumped_in", 2), ("reversed", 2)]
    assert (state.turn, state.direction) == (3, 1)


def test_UNO_H5_a_wild_never_jumps_in_and_off_nobody_does():
    state, _ = run(game(["W R1", "W G1", *FOUR[2:]], "R5", rules=JUMP), Play(C("W"), uno=True), Choose("red"))
    assert (state.phase, state.turn) == ("play", 1)
    state, _ = run(game(["G3 R1 R2", "B1 B2", "G3 Y1 Y2", "B7 B8"], "G5"), Play(C("G3")))
    assert (state.phase, state.turn) == ("play", 1)


def test_UNO_H5_a_draw_two_jumped_in_while_stacking_is_open_adds_up_and_moves_on():
    rules = Rules(jump_in=True, stack_draw_two=True)
    hands = ["R+2 R1 R2", "G+2 G1 G2", "R+2 Y1 Y2", "B1 B2 B3"]
    state, _ = run(game(hands, "R5", stock="Y5 Y6 Y7 Y8", rules=rules), Play(C("R+2")))
    assert (state.phase, state.turn, state.after, state.after_pending) == ("jump", 2, 1, 2)
    state, events = run(state, JumpIn(C("R+2")))
    assert kinds(events) == [("jumped_in", 2), ("penalty", 3)] and events[1].amount == 4
    assert hands_of(state) == ["R1 R2", "G+2 G1 G2", "Y1 Y2", "B1 B2 B3 Y5 Y6 Y7 Y8"]
    assert (state.turn, state.phase, state.pending) == (0, "play", 0)


def test_UNO_H5_the_victim_of_a_draw_two_may_jump_in_after_drawing():
    hands = ["R+2 R1 R2", "R+2 G1 G2", *FOUR[2:]]
    state, events = run(game(hands, "R5", stock="Y5 Y6 Y7 Y8", rules=JUMP), Play(C("R+2")))
    assert kinds(events) == [("played", 0), ("penalty", 1)] and (state.phase, state.turn) == ("jump", 1)
    state, events = run(state, JumpIn(C("R+2")))
    assert hands_of(state)[1:3] == ["G1 G2 Y5 Y6", "Y1 Y2 Y3 Y7 Y8"] and state.turn == 3


# --- UNO-H6 ------------------------------------------------------------------------------------
def test_UNO_H6_a_drawn_playable_card_must_be_played():
    state, _ = run(game(["B1 B2 G3", *FOUR[1:]], "R5", stock="R9", rules=Rules(must_play_drawn=True)), Draw())
    assert state.phase == "drawn" and legal_actions(state, 0) == (Play(C("R9")),)
    assert refused(state, Keep())
    state, _ = run(state, Play(C("R9")))
    assert (state.top, state.turn) == (C("R9"), 1)
    state, events = run(game(["B1 B2 G3", *FOUR[1:]], "R5", stock="G9", rules=Rules(must_play_drawn=True)), Draw())
    assert (state.turn, kinds(events)) == (1, [("drew", 0)])


# --- UNO-H7 ------------------------------------------------------------------------------------
def test_UNO_H7_draw_until_a_playable_card_comes():
    rules = Rules(draw_until_playable=True)
    state, events = run(game(["B1 B2 G3", *FOUR[1:]], "R5", stock="B7 G2 R9 Y3", rules=rules), Draw())
    assert hands_of(state)[0] == "B1 B2 G3 B7 G2 R9" and (state.phase, state.turn) == ("drawn", 0)
    assert kinds(events) == [("drew_playable", 0)] and events[0].amount == 3
    assert legal_actions(state, 0) == (Play(C("R9")), Keep()) and state.stock[-1] == C("Y3")
    assert events[0].narrate("en") == "Player 1 draws 3 cards: the last one can be played."


def test_UNO_H7_when_the_cards_run_out_the_drawing_stops():
    rules = Rules(draw_until_playable=True)
    state, events = run(tight(["B1 B2 G3", "Y1 Y2", "R1"], "R5", stock="B7 G2", rules=rules), Draw())
    assert hands_of(state)[0] == "B1 B2 G3 B7 G2" and (state.phase, state.turn) == ("play", 1)
    assert kinds(events) == [("drew", 0)] and events[0].amount == 2


def test_UNO_H7_a_reshuffle_in_the_middle_goes_on_drawing():
    rules = Rules(draw_until_playable=True)
    state = tight(["R1 B2 G3", "R2 Y2 Y4", "R3"], "R5", stock="B7", rules=rules)
    state, _ = run(state, Play(C("R1")), Play(C("R2")), Play(C("R3")), Draw())
    # seat 0 drew B7 (not red), then the stock was empty: a reshuffle of R5 R1 R2, then on drawing
    assert (state.phase, state.drawing, hands_of(state)[0]) == ("reshuffle", (0, 1, "turn_draw"), "B2 G3 B7")
    state, events = run(state, Reshuffle((2, 0, 1)))  # top first: R2 (playable)
    assert hands_of(state)[0] == "B2 G3 B7 R2" and (state.phase, state.turn) == ("drawn", 0)
    assert kinds(events) == [("reshuffled", None), ("drew_playable", 0)] and events[1].amount == 2


# --- UNO-H8 ------------------------------------------------------------------------------------
def test_UNO_H8_the_last_card_must_be_a_number():
    rules = Rules(number_to_go_out=True)
    for last in ("RS", "RR", "R+2", "W", "W+4"):
        state = game([last, *FOUR[1:]], "R5", rules=rules)
        assert legal_actions(state, 0) == (Draw(),), last
        assert refused(state, Play(C(last)))
    assert legal_actions(game(["R1", *FOUR[1:]], "R5", rules=rules), 0) == (Play(C("R1")), Draw())
    two = game(["RS R1", *FOUR[1:]], "R5", rules=rules)  # not the last card: fine
    assert legal_actions(two, 0)[:2] == (Play(C("RS")), Play(C("RS"), uno=True))


def test_UNO_H8_no_going_out_by_stacking_or_jumping_in_with_an_action_card():
    rules = Rules(number_to_go_out=True, stack_draw_two=True, jump_in=True)
    state, events = run(game(["R+2 R1 R2", "G+2", "R+2", "B1"], "R5", stock="Y5 Y6", rules=rules), Play(C("R+2")))
    assert hands_of(state)[1] == "G+2 Y5 Y6"  # could not stack its last card: drew at once
    assert (state.phase, state.turn) == ("play", 2)  # and seat 2 was not asked to jump in with its last R+2


def test_UNO_H8_a_drawn_card_is_never_the_last_one_so_it_may_be_played():
    rules = Rules(number_to_go_out=True)
    state, events = run(game(["B1", *FOUR[1:]], "R5", stock="RS", rules=rules), Draw())
    assert state.phase == "drawn" and legal_actions(state, 0)[0] == Play(C("RS"))


# --- refused actions ---------------------------------------------------------------------------
def test_a_refused_action_leaves_the_state_exactly_equal_in_every_phase():
    swap = run(game(FIVE, "R5", rules=SEVEN_ZERO), Play(C("R7")))[0]
    penalty = run(game(["W+4 Y1 G3", *FOUR[1:]], "R5"), Play(C("W+4")), Choose("blue"))[0]
    catch = run(game(["R1 G3", *FOUR[1:]], "R5"), Play(C("R1")))[0]
    jump = run(game(["G3 R1 R2", "B1 B2", "G3 Y1 Y2", "B7 B8"], "G5", rules=JUMP), Play(C("G3")))[0]
    colour = run(game(["W R1 R2", *FOUR[1:]], "R5"), Play(C("W")))[0]
    over = run(game(["R1", *FOUR[1:]], "R5"), Play(C("R1")))[0]
    states = {"swap": swap, "penalty": penalty, "catch": catch, "jump": jump, "colour": colour, "over": over,
              "reshuffle": reshuffle_position(), "play": game(FOUR, "R5")}
    assert {name: s.phase for name, s in states.items()} == {name: name for name in states}
    bad = [Play(C("B9")), Play(C("R1"), uno=True), Draw(), Keep(), Choose("purple"), Choose("red"), SwapWith(9),
           Accept(), Challenge(), Catch(), Decline(), JumpIn(C("Y9")), Reshuffle((5,)), Play(None), "Draw", 42]
    for name, state in states.items():
        for action in bad:
            if action not in legal_actions(state, state.turn):
                assert refused(state, action), (name, action)


# --- computer players --------------------------------------------------------------------------
def test_the_computer_levels_and_an_unknown_one():
    assert isinstance(uno.computer("heuristic"), uno.HeuristicPlayer)
    assert isinstance(uno.computer("random"), uno.RandomPlayer)
    assert uno.computer("forgetful").forget > 0
    with pytest.raises(ValueError, match="no computer level 'expert'"):
        uno.computer("expert")


def test_the_careful_computer_calls_uno_catches_and_names_the_colour_it_holds_most():
    agent, rng = uno.computer("heuristic"), np.random.default_rng(0)
    state = game(["R1 G3", *FOUR[1:]], "R5")
    assert agent.act(uno.view(state, 0), legal_actions(state, 0), rng) == Play(C("R1"), uno=True)
    catch = run(state, Play(C("R1")))[0]
    assert agent.act(uno.view(catch, 1), legal_actions(catch, 1), rng) == Catch()
    colour = run(game(["W B1 B2 G3", *FOUR[1:]], "R5"), Play(C("W")))[0]
    assert agent.act(uno.view(colour, 0), legal_actions(colour, 0), rng) == Choose("blue")


# --- invariants over many seeded games -----------------------------------------------------------
SWITCHES = tuple(uno.HOUSE_RULES.values())


def sampled_rules(rng):
    """A house-rule combination drawn from ``rng`` (each switch on or off with even odds)."""
    return Rules(**{name: bool(on) for name, on in zip(SWITCHES, rng.random(len(SWITCHES)) < 0.5)})


@pytest.mark.slow
@pytest.mark.parametrize("level", ["heuristic", "forgetful", "random"])
def test_every_seeded_hand_ends_keeps_108_cards_and_scores_the_losers_points(level):
    rng = np.random.default_rng({"heuristic": 1, "forgetful": 2, "random": 3}[level])
    finished = blocked = 0
    players_seen, rules_seen = set(), set()
    for seed in range(700):
        n = int(rng.integers(2, 11))
        rules = sampled_rules(rng)
        players_seen.add(n)
        rules_seen.add(rules)
        record = play(new_game(rules, n, rng=seed, dealer=seed % n), [uno.computer(level)] * n, seed,
                      max_actions=50_000)
        end = record.state
        assert uno.is_terminal(end), (seed, n, rules)
        assert conserved(end), (seed, n, rules)
        returns = uno.returns(end)
        if end.status == "finished":
            finished += 1
            assert end.hands[end.winner] == ()
            assert returns[end.winner] == sum(uno.points(h) for h in end.hands) and sum(returns) == returns[end.winner]
        else:
            blocked += 1
            assert returns == (0,) * n
    assert players_seen == set(range(2, 11)) and len(rules_seen) > 130
    assert finished > 660 and blocked < 10


def test_every_state_of_seeded_hands_keeps_108_cards_and_replays_exactly():
    rng = np.random.default_rng(7)
    for seed in range(40):
        n = int(rng.integers(2, 11))
        rules = sampled_rules(rng)
        table = Table(new_game(rules, n, rng=seed), [uno.computer("forgetful")] * n, seed)
        while table.step() is not None:
            state = table.state
            assert conserved(state) and len(uno.hidden_cards(state, 0)) == 108 - len(state.hands[0]) - len(state.discard)
        record = table.record
        assert uno.is_terminal(record.state)
        replayed = list(record.replay())
        assert replayed[-1].state == record.state and [e for s in replayed for e in s.events] == record.log


# --- the generic conformance check, over sampled house rules -----------------------------------
@pytest.mark.slow
def test_conformance_over_sampled_house_rules_and_every_player_count():
    rng = np.random.default_rng(2024)
    combos = [sampled_rules(rng) for _ in range(12)]
    counts = [range(2 + k % 9, 3 + k % 9) for k in range(12)]  # 2..10, then 2, 3, 4 again
    for k, (rules, players) in enumerate(zip(combos, counts)):
        report = check_game(uno, games=2, players=players, rules=rules, seed=100 * k, max_actions=300)
        assert report.games == 2 and report.actions >= 2 and report.refusals >= report.actions


# --- from the new-user trial -------------------------------------------------------------------
def test_an_action_with_a_seat_or_call_of_the_wrong_type_is_refused_and_changes_nothing():
    rules = uno.Rules(seven_zero=True)
    state = uno.new_game(rules, deal=uno.deal_layout(["R7 G1 G2", "B1 B2", "Y1 Y2"], first="R5"))
    state = uno.apply(state, uno.Play(uno108.parse("R7"))).state
    assert state.phase == "swap"
    for odd in (uno.SwapWith(1.0), uno.SwapWith(True), uno.SwapWith(np.float64(2))):
        with pytest.raises(IllegalMove, match="not allowed now"):
            uno.apply(state, odd)
    assert uno.apply(state, uno.SwapWith(np.int64(1))).state.hands[0] == uno108.parse_many("B1 B2")  # numpy ints are seats
    two = uno.new_game(uno.Rules(), deal=uno.deal_layout(["R1 R2", "B1 B2"], first="R5"))
    with pytest.raises(IllegalMove):
        uno.apply(two, uno.Play(uno108.parse("R1"), uno=1))
    assert "uno_called" in [e.kind for e in uno.apply(two, uno.Play(uno108.parse("R1"), uno=True)).events]


def test_views_and_legal_actions_refuse_a_seat_that_does_not_exist():
    state = uno.new_game(uno.Rules(), 3, rng=1)
    for seat in (-1, 3, "0", 1.0, True):
        with pytest.raises(IndexError, match="seats are the whole numbers 0 to 2"):
            uno.view(state, seat)
        with pytest.raises(IndexError, match="seats are the whole numbers 0 to 2"):
            uno.legal_actions(state, seat)


def test_UNO_7_a_deal_with_an_empty_hand_is_refused():
    with pytest.raises(ValueError, match=r"every hand needs at least one card .*seats \[0\]"):
        uno.new_game(uno.Rules(), deal=uno.deal_layout(["", "Y5 B6"], first="R5"))


def test_UNO_1_UNO_2_the_opening_events_tell_the_deal_and_the_first_card():
    state = uno.new_game(uno.Rules(), deal=uno.deal_layout(["R1 G2", "B1 B2", "Y1 Y2"], first="RS"), dealer=2)
    kinds = [e.kind for e in uno.opening(state)]
    assert kinds == ["dealt", "first_card", "skipped"]
    assert [e.narrate("it", ["Anna", "Bruno", "Carla"]) for e in uno.opening(state)][1:] == [
        "Si scopre la prima carta: Salta rosso.", "Anna salta il turno."]
    assert state.turn == 1
    seeded = uno.new_game(uno.Rules(), 4, rng=5)
    assert uno.opening(seeded)[0].kind == "dealt" and uno.opening(seeded)[0].amount == 7
