"""Un, due, tre: every rule of RULES.md UDT-1..UDT-14 and the variants, on explicit packets."""

from collections import Counter

import numpy as np
import pytest

from kit.cards import italian40
import kit.games.un_due_tre as udt
from kit.engine import PASS, IllegalMove, Move, Record, Table
from kit.games.un_due_tre import (
    SLAP, SLAP_BESIDE, TURN, Continue, Rules, SlapAgent, SlapModel, Slap, Slaps, Turn, apply, join,
    legal_actions, new_game, packets_from_values, play_out, play_slap_game, to_act, view,
)

NO_SLAPS = Rules(straccia_camicia=True)
SLAPS = Rules()


def game(packets, rules=SLAPS):
    """A game on part of the deck (explicit packets, top card first)."""
    return new_game(rules, deal=packets, complete=False)


def run(state, actions):
    """Apply actions; return the final state and all events."""
    record = Record(udt, state)
    for action in actions:
        record.play(action)
    return record.state, record.log


def kinds(events):
    return [(e.kind, e.seat) for e in events]


def turn_all(state, n):
    """n cards with no slaps (Continue after each card when slaps are on)."""
    actions = []
    for _ in range(n):
        actions.append(Turn())
        if state.rules.slaps:
            actions.append(Continue())
    return run(state, actions)


# --- UDT-1, UDT-2, UDT-3 ------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_UDT_1_whole_40_card_deck_dealt_packets_differ_by_at_most_one(players):
    state = new_game(SLAPS, players, rng=players)
    sizes = [len(p) for p in state.packets]
    assert sum(sizes) == 40 and max(sizes) - min(sizes) <= 1
    assert Counter(c for p in state.packets for c in p) == Counter(italian40.cards)
    assert new_game(Rules(deck40="french40"), players, rng=1).rules.deck.name == "french40"


def test_UDT_1_player_count_and_deck_checked():
    with pytest.raises(ValueError, match="2 to 6 players"):
        new_game(SLAPS, 7, rng=1)
    with pytest.raises(ValueError, match="'italian40' or 'french40'"):
        Rules(deck40="french52")
    with pytest.raises(ValueError, match="duplicated"):
        game(["7D 7D", "RC"])


def test_UDT_2_computer_players_never_look_at_the_packets():
    a = game(["7D RC 4S", "7C 5B 6S"])
    b = game(["7D 2C 3S", "7C AB AS"])  # same first cards, different hidden cards
    a = apply(apply(apply(a, Turn()).state, Continue()).state, Turn()).state
    b = apply(apply(apply(b, Turn()).state, Continue()).state, Turn()).state
    assert a != b and all(view(a, seat) == view(b, seat) for seat in range(2))  # views hold no packet card
    agent = SlapAgent()
    for seat in range(2):
        legal = legal_actions(a, seat)
        assert agent.act(view(a, seat), legal, np.random.default_rng(5)) == agent.act(
            view(b, seat), legal, np.random.default_rng(5))


def test_UDT_3_cards_are_turned_in_turn_clockwise():
    state, events = turn_all(game(["4C 5C", "4D 5D", "4B 5B"]), 5)
    assert [(e.kind, e.seat, e.cards[0].code) for e in events if e.kind == "card_turned"] == [
        ("card_turned", 0, "4C"), ("card_turned", 1, "4D"), ("card_turned", 2, "4B"),
        ("card_turned", 0, "5C"), ("card_turned", 1, "5D")]
    assert state.pile == italian40.parse_many("4C 4D 4B 5C 5D")


# --- UDT-4, UDT-5, UDT-6 ------------------------------------------------------------------
@pytest.mark.parametrize("code, owed", [("AC", 1), ("2C", 2), ("3C", 3), ("7C", 0), ("RC", 0)])
def test_UDT_4_payment_values(code, owed):
    assert SLAPS.payment(italian40.parse(code)) == owed


def test_UDT_4_the_next_player_pays_the_amount():
    state, events = run(game(["3C 4C", "4D 5D 6D 7D"], NO_SLAPS), [Turn()])
    assert (state.turn, state.owed, state.collector) == (1, 3, 0)
    assert ("payment_owed", 1) in kinds(events)


def test_UDT_5_a_payment_card_while_paying_stops_the_payment():
    # Anna turns 3; Bruno pays 4, then turns a 2: he stops, and Carla now pays 2
    state, events = run(game(["3C 6C", "4D 2D 5D", "4B 5B 6B"], NO_SLAPS), [Turn(), Turn(), Turn()])
    assert (state.turn, state.owed, state.collector) == (2, 2, 1)
    assert ("payment_interrupted", 1) in kinds(events)


def test_UDT_6_completed_payment_the_pile_goes_under_the_packet_oldest_first():
    state, events = run(game(["AC 6C", "4D 5D"], NO_SLAPS), [Turn(), Turn()])
    assert state.packets[0] == italian40.parse_many("6C AC 4D")  # under the packet, oldest first
    assert state.pile == () and state.turn == 0 and state.tricks == 1
    assert ("pile_taken", 0) in kinds(events)


# --- UDT-7, UDT-8, UDT-9 ------------------------------------------------------------------
def test_UDT_7_pair_slap_wins_the_pile_and_the_slapper_turns_next():
    state = apply(apply(apply(game(["4C 5C", "4D 6D", "7B"]), Turn()).state, Continue()).state, Turn()).state
    assert state.pattern() == "pair"
    step = apply(state, Slaps((Slap(2, 400),)))
    assert step.state.packets[2] == italian40.parse_many("7B 4C 4D")
    assert step.state.turn == 2 and step.state.pile == ()
    assert [e.kind for e in step.events][:2] == ["slap_won_pair", "pile_taken"]


def test_UDT_7_sandwich_slap_mid_payment_ends_the_payment():
    # Anna turns 4, Bruno turns 2 (Carla owes 2), Carla pays 4: sandwich 4-2-4 mid-payment
    state, _ = run(game(["4C 5C", "2D 6D", "4B 5B 6B"]), [Turn(), Continue(), Turn(), Continue(), Turn()])
    assert state.pattern() == "sandwich" and state.owed == 2
    state, events = run(state, [Slaps((Slap(0, 350),))])
    assert state.owed == 0 and state.collector is None and state.turn == 0
    assert ("payment_ended", 2) in kinds(events)
    assert state.packets[0] == italian40.parse_many("5C 4C 2D 4B")


def test_UDT_6_UDT_7_a_slap_right_after_the_last_card_owed_takes_the_pile_before_the_collector():
    """Issue 33: the walkthrough said «La battuta chiude il pagamento in corso» after the payment's
    last card: the payment was complete (UDT-6), and the slap, whose window comes first, took the
    pile that the collector was owed (UDT-7)."""
    # Anna turns 4, Bruno turns an Asso (Carla owes 1), Carla pays 4B, all of it: the sandwich 4-A-4 shows
    state, _ = run(game(["4C 5C", "AD 6D", "4B 5B 6B"]), [Turn(), Continue(), Turn(), Continue(), Turn()])
    assert state.pattern() == "sandwich" and state.owed == 1 and state.collector == 1
    state, events = run(state, [Slaps((Slap(0, 350),))])
    assert kinds(events)[:3] == [("slap_won_sandwich", 0), ("payment_complete_slapped", 2), ("pile_taken", 0)]
    done = events[1]
    names = ["Anna", "Bruno", "Carla"]
    assert done.narrate("it", names) == ("Carla ha appena finito di pagare: Bruno prenderebbe la pila, "
                                         "ma la battuta arriva prima.")
    assert done.narrate("en", names) == ("Carla has just finished paying: Bruno would take the pile, "
                                         "but the slap comes first.")
    assert done.narrate("it", names, you=1) == ("Carla aveva appena finito di pagarti: avresti preso tu la pila, "
                                                "ma la battuta è arrivata prima.")
    assert done.narrate("en", names, you=1) == ("Carla had just finished paying you: you would have taken the pile, "
                                                "but the slap came first.")
    assert done.narrate("it", names, you=2) == ("Avevi appena finito di pagare: Bruno avrebbe preso la pila, "
                                                "ma la battuta è arrivata prima.")
    assert done.narrate("en", names, you=2) == ("You had just finished paying: Bruno would have taken the pile, "
                                                "but the slap came first.")
    assert state.turn == 0 and state.owed == 0 and state.packets[0] == italian40.parse_many("5C 4C AD 4B")


def test_UDT_5_UDT_7_a_slap_on_a_payment_card_found_while_paying_means_nobody_pays_for_it():
    # Anna turns a 2 (Bruno owes 2); Bruno's first card paid is a 2 too (UDT-5): a pair of payment cards
    state, _ = run(game(["2C 5C", "2D 6D", "7B"]), [Turn(), Continue(), Turn()])
    assert state.pattern() == "pair" and state.owed == 2 and state.rules.payment(state.pile[-1]) == 2
    state, events = run(state, [Slaps((Slap(2, 350),))])
    assert kinds(events)[:3] == [("slap_won_pair", 2), ("payment_card_slapped", 1), ("pile_taken", 2)]
    assert events[1].narrate("it", ["Anna", "Bruno", "Carla"]) == "Con la battuta nessuno paga per il 2 di denari."
    assert events[1].narrate("en", ["Anna", "Bruno", "Carla"]) == "With the slap, nobody pays for 2 of coins."


def test_UDT_7_tucked_penalty_cards_never_form_a_pattern():
    # Anna turns 5; Bruno slaps by mistake and tucks his 5 under the pile: no pair
    state, _ = run(game(["5C 6C", "5D 7D"]), [Turn(), Slaps((Slap(1, 300),))])
    assert state.tucked == (italian40.parse("5D"),) and state.pile == (italian40.parse("5C"),)
    assert state.pattern() is None
    state, _ = run(state, [Turn()])  # Bruno turns 7: on top of 5C, no pattern either
    assert state.pattern() is None


def test_UDT_8_false_slap_penalty_card_goes_face_down_under_the_pile():
    state, events = run(game(["5C 6C", "7D FD", "4B 3B"]), [Turn(), Slaps((Slap(2, 300),))])
    assert state.tucked == (italian40.parse("4B"),) and state.packets[2] == italian40.parse_many("3B")
    assert ("false_slap", 2) in kinds(events)
    assert state.turn == 1  # the game goes on as if nothing happened


def test_UDT_8_a_false_slap_with_no_cards_and_a_slap_beside_cost_nothing():
    state, events = run(game(["5C 6C", "7D FD", ""]), [Turn(), Slaps((Slap(2, 300), Slap(1, 320, beside=True)))])
    assert state.tucked == () and state.packets[1] == italian40.parse_many("7D FD")
    assert ("false_slap_free", 2) in kinds(events) and ("slap_beside", 1) in kinds(events)


def test_UDT_8_penalties_are_tucked_in_time_order_the_latest_lowest():
    state, _ = run(game(["5C 6C", "7D FD", "4B 3B"]), [Turn(), Slaps((Slap(2, 500), Slap(1, 300)))])
    assert state.tucked == italian40.parse_many("4B 7D")  # Bruno slapped first, Carla's card went under his


def test_UDT_9_simultaneous_slaps_the_earliest_wins_ties_to_the_lower_seat():
    base, _ = run(game(["4C 5C", "4D 6D", "7B", "7S"]), [Turn(), Continue(), Turn()])
    state, _ = run(base, [Slaps((Slap(3, 410), Slap(2, 405), Slap(0, 600)))])
    assert state.turn == 2 and len(state.packets[2]) == 3
    state, events = run(base, [Slaps((Slap(3, 405), Slap(2, 405)))])
    assert state.turn == 2  # equal times: seat 2 counts as the hand underneath
    assert ("slaps_together", 2) in kinds(events)


# --- UDT-10, UDT-11, UDT-12 ----------------------------------------------------------------
def test_UDT_10_a_player_with_no_cards_is_skipped():
    state, events = turn_all(game(["4C 5C", "", "4B 6B"], NO_SLAPS), 3)
    assert [e.seat for e in events if e.kind == "card_turned"] == [0, 2, 0]


def test_UDT_10_a_payer_who_runs_out_gives_the_pile_to_the_player_of_the_payment_card():
    state, events = run(game(["2C 6C", "4D", "5B 6B"], NO_SLAPS), [Turn(), Turn()])
    assert ("player_out", 1) in kinds(events) and ("ran_out_paying", 1) in kinds(events)
    assert state.packets[0] == italian40.parse_many("6C 2C 4D") and state.turn == 0 and state.tricks == 1


def test_UDT_10_last_card_a_payment_card_the_next_pays_and_a_completed_payment_brings_back():
    # Bruno's last card is a 2: Carla pays 2 for him; when she completes, Bruno takes the pile and is back
    state, events = run(game(["4C 6C", "2D", "5B 6B 7B"], NO_SLAPS), [Turn(), Turn(), Turn(), Turn()])
    assert ("player_out", 1) in kinds(events) and ("player_back", 1) in kinds(events)
    assert state.packets[1] == italian40.parse_many("4C 2D 5B 6B") and state.turn == 1


def test_UDT_11_a_player_who_is_out_comes_back_by_winning_a_slap():
    state, _ = run(game(["4C 5C", "4D 6D", ""]), [Turn(), Continue(), Turn()])
    state, events = run(state, [Slaps((Slap(2, 300),))])
    assert ("player_back_slap", 2) in kinds(events)
    assert state.packets[2] == italian40.parse_many("4C 4D") and state.turn == 2


def test_UDT_12_the_pile_taken_by_the_only_holder_ends_the_game():
    state, events = run(game(["AC", "4D"], NO_SLAPS), [Turn(), Turn()])
    assert (state.status, state.winner, state.tricks, state.cards) == ("finished", 0, 1, 2)
    assert events[-1].kind == "game_over"


def test_UDT_12_a_skip_back_to_the_only_holder_ends_the_game():
    state, _ = run(game(["4C 5C", "", ""], NO_SLAPS), [Turn()])
    assert (state.status, state.winner, state.tricks, state.cards) == ("finished", 0, 1, 1)
    assert state.packets[0] == italian40.parse_many("5C 4C")


def test_UDT_12_rules_example_a_skip_onto_the_only_holder_pays_first():
    # "AC" / "AD 4C" / "AB": Bruno pays 4C, then Carla (owed for her Asso) takes the pile and wins
    out = play_out(["AC", "AD 4C", "AB"], NO_SLAPS)
    assert (out.status, out.cards, out.tricks, out.winner) == ("finished", 4, 1, 2)


def test_UDT_12_rules_example_a_skip_onto_the_only_holder_turns_first():
    # "4C" / "5C 6C" / "7C": the turn skips Anna and lands on Bruno, who turns 6C before winning
    out = play_out(["4C", "5C 6C", "7C"], NO_SLAPS)
    assert (out.status, out.cards, out.tricks, out.winner) == ("finished", 4, 1, 1)


def test_UDT_12_a_player_who_turned_a_payment_card_with_the_last_card_is_still_owed():
    state, events = run(game(["4C", "2D", "5B 6B 7B"], NO_SLAPS), [Turn(), Turn(), Turn(), Turn()])
    # Bruno's 2 was his last card; Carla, the only holder, pays both cards and Bruno takes the pile
    assert ("player_back", 1) in kinds(events) and state.status == "playing"
    assert state.packets[1] == italian40.parse_many("4C 2D 5B 6B") and state.turn == 1


def test_UDT_12_nobody_left_with_cards_the_last_turner_wins():
    assert play_out("2-3", NO_SLAPS).winner == 1


def test_UDT_12_the_slap_window_comes_before_the_end_check():
    # Bruno's last card makes a pair; Anna slaps before the skip would end the game
    state, _ = run(game(["4C", "4D"]), [Turn(), Continue(), Turn()])
    assert state.status == "playing" and state.window
    state, _ = run(state, [Slaps((Slap(0, 300),))])
    assert (state.status, state.winner) == ("finished", 0)


# --- UDT-13, UDT-14 -------------------------------------------------------------------------
def test_UDT_13_counting_examples():
    two_three = play_out("2-3", NO_SLAPS)
    assert (two_three.cards, two_three.tricks) == (2, 1)
    out = play_out(["JH", "3C JS"], Rules(straccia_camicia=True, mazzo_52=True))
    assert (out.status, out.cards, out.tricks, out.winner) == ("finished", 5, 2, 1)


def test_UDT_13_the_longest_known_40_card_game():
    out = play_out("00000000000000000002-03311221200300010030", NO_SLAPS)
    assert (out.status, out.cards, out.tricks) == ("finished", 3117, 497)


def test_UDT_14_the_2017_deal_never_ends():
    out = play_out("00302020303100000310-00100200002000000010", NO_SLAPS)
    assert out.status == "loop" and out.winner is None and out.tricks > 0


def test_UDT_14_a_simulation_limit_stops_a_long_game_but_not_before_a_loop_is_seen():
    out = play_out("00000000000000000002-03311221200300010030", NO_SLAPS, max_cards=1000)
    assert (out.status, out.cards, out.winner) == ("limit", 1000, None)
    assert play_out("00302020303100000310-00100200002000000010", NO_SLAPS, max_cards=5000).status == "loop"
    with pytest.raises(ValueError, match="max_cards must be 1 or more"):
        play_out("2-3", NO_SLAPS, max_cards=0)


# --- variants ------------------------------------------------------------------------------
def test_variant_straccia_camicia_has_no_slap_window():
    state = apply(game(["4C 5C", "4D 6D"], NO_SLAPS), Turn()).state
    assert not state.window and legal_actions(state, state.turn) == (TURN,) and to_act(state) == {state.turn}
    with pytest.raises(IllegalMove, match="Straccia camicia has no slaps"):
        apply(state, Slaps((Slap(1, 300),)))


def test_variant_solo_coppie_a_sandwich_is_a_false_slap():
    rules = Rules(solo_coppie=True)
    state, _ = run(game(["4C 5C", "6D 7D", "4B 6B"], rules), [Turn(), Continue(), Turn(), Continue(), Turn()])
    assert state.pattern() is None
    state, events = run(state, [Slaps((Slap(0, 300),))])
    assert ("false_slap", 0) in kinds(events) and state.tucked == (italian40.parse("5C"),)


def test_variant_mazzo_52_payments():
    rules = Rules(straccia_camicia=True, mazzo_52=True)
    deck = rules.deck
    assert [rules.payment(deck.parse(c)) for c in ["JH", "QH", "KH", "AH", "2H", "TH"]] == [1, 2, 3, 4, 0, 0]


def test_UDT_1_UDT_4_mazzo_52_a_rule_set_refuses_a_card_of_another_deck():
    """Issue 33: on sheet 2's Q6 ``Rules().payment`` gave the French J, Q, K 0 (a right reasoning got
    6/13); the 40-card rules now refuse a French card and say which rules to use."""
    import pickle

    from kit.cards import Card, ForeignCard, french52, uno108

    jack, eight = french52.parse("JH"), french52.parse("8H")
    with pytest.raises(ValueError) as refused:
        Rules().payment(jack)
    assert str(refused.value) == (
        "these rules are for italian40 (UDT-1, mazzo_52), and JH is a card of french40 and french52: use "
        "Rules(deck40='french40').payment(card) for french40 or Rules(mazzo_52=True).payment(card) for french52")
    with pytest.raises(ValueError) as refused:
        Rules(deck40="french40").payment(eight)
    assert str(refused.value) == ("these rules are for french40 (UDT-1, mazzo_52), and 8H is a card of french52: "
                                  "use Rules(mazzo_52=True).payment(card) for french52")
    with pytest.raises(ValueError) as refused:
        Rules(mazzo_52=True).payment(italian40.parse("AC"))
    assert str(refused.value) == ("these rules are for french52 (UDT-1, mazzo_52), and AC is a card of italian40: "
                                  "use Rules().payment(card) for italian40")
    assert isinstance(refused.value, ForeignCard)  # told in the sheet's language by kit.tools.friendly
    assert (refused.value.card, refused.value.decks, refused.value.card_decks, refused.value.instead) == (
        italian40.parse("AC"), ("french52",), ("italian40",), (("italian40", "Rules().payment(card)"),))
    assert pickle.loads(pickle.dumps(refused.value)).instead == refused.value.instead
    with pytest.raises(ValueError, match=r"^R5 is a card of uno108, and Un, due, tre is played with italian40, "
                                         r"french40 or french52 \(UDT-1, mazzo_52\)$"):
        Rules().payment(uno108.parse("R5"))
    with pytest.raises(ValueError, match=r"^Rules.payment takes a Card of italian40 \(e.g. italian40.parse\('AC'\)\), "
                                         r"got 'JH'$"):
        Rules().payment("JH")
    # each deck's own rules: the Jack pays 1 in the 52-card game, nothing in the French 40-card one
    assert Rules(mazzo_52=True).payment(jack) == 1 and Rules(deck40="french40").payment(jack) == 0
    assert Rules().payment(Card("A", "coppe")) == 1 and Rules(mazzo_52=True).payment(eight) == 0
    # sheet 2 Q6 with the tool the sheet names: 40/52 = 10/13
    rules52 = Rules(mazzo_52=True)
    assert sum(rules52.payment(c) for c in french52.cards) == 40


def test_variant_somma_dieci():
    rules = Rules(somma_dieci=True)
    state, _ = run(game(["6C 5C", "4D 7D"], rules), [Turn(), Continue(), Turn()])
    assert state.pattern() == "dieci"
    assert game(["6C", "4D"], SLAPS).pattern() is None


# --- engine contract ---------------------------------------------------------------------------
def test_a_rejected_action_changes_nothing():
    state = apply(game(["4C 5C", "4D 6D"]), Turn()).state
    with pytest.raises(IllegalMove, match="slap window is open"):
        apply(state, Turn())
    with pytest.raises(IllegalMove, match="no seat"):
        apply(state, Slaps((Slap(5, 300),)))
    assert apply(state, Continue()).state.turn == 1  # the same state still plays on


def test_packets_from_values():
    packets = packets_from_values("0123-0")
    assert [NO_SLAPS.payment(c) for c in packets[0]] == [0, 1, 2, 3]
    with pytest.raises(ValueError, match="not a payment value"):
        packets_from_values("5", NO_SLAPS)


# --- invariants over many seeded games -------------------------------------------------------
VARIANTS = [Rules(), Rules(solo_coppie=True), Rules(somma_dieci=True), Rules(mazzo_52=True),
            Rules(deck40="french40", solo_coppie=True, somma_dieci=True), Rules(straccia_camicia=True),
            Rules(straccia_camicia=True, mazzo_52=True)]


@pytest.mark.slow
@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: repr(r)[6:60])
def test_random_games_keep_every_card_and_always_end(rules):
    size = len(rules.deck)
    models = [SlapModel(false_slap=0.05), SlapModel(reaction_ms=400), SlapModel(notice=0.5),
              SlapModel(), SlapModel(beside=0.9), SlapModel(false_slap=0.0)]
    for seed in range(150):
        players = 2 + seed % 5
        table = Table(new_game(rules, players, rng=seed), [SlapAgent(m) for m in models[:players]], seed)
        while table.state.status == "playing":
            state = table.state
            if not state.window:
                assert state.packets[state.turn], "a player with no cards was asked to turn"
            table.step()
            assert table.state.total_cards() == size
        assert table.state.status in ("finished", "loop")
        if table.state.status == "finished":
            assert len(table.state.packets[table.state.winner]) == size
            assert udt.returns(table.state) == tuple(float(s == table.state.winner) for s in range(players))


def test_a_slap_game_replays_exactly_from_its_actions():
    start = new_game(SLAPS, 4, rng=11)
    record = play_slap_game(start, [SlapAgent()] * 4, rng=11)
    replayed = Record(udt, start)
    for action in record.actions:
        replayed.play(action)
    assert replayed.state == record.state and record.state.status == "finished"
    assert replayed.log == record.log
    assert play_slap_game(start, None, rng=11).actions == record.actions  # same seed, same game


def test_UDT_7_UDT_9_a_slap_window_lets_every_seat_act_and_join_times_the_choices():
    state = apply(game(["4C 5C", "4D 6D", "7B"]), Turn()).state
    assert to_act(state) == {0, 1, 2} and legal_actions(state, 1) == (PASS, SLAP, SLAP_BESIDE)
    assert join(state, ()) == Continue()
    joint = join(state, (Move(2, SLAP, 412.5), Move(0, SLAP_BESIDE, 300.0)))
    assert joint == Slaps((Slap(2, 412.5), Slap(0, 300.0, beside=True)))
    with pytest.raises(IllegalMove, match="slaps .SLAP or SLAP_BESIDE. or passes"):
        join(state, (Move(1, TURN, 100.0),))
    with pytest.raises(IllegalMove):
        apply(state, SLAP)  # a seat's choice is not a game action: the window's joint action is


WALKTHROUGH_SEED, WALKTHROUGH_CARDS = 323, 26
"""The seed and length of notebooks/un_due_tre_walkthrough.ipynb."""


def test_walkthrough_seed_opening_shows_every_event_the_issue_asks_for():
    from kit.ui.un_due_tre import SHOWCASE_EVENTS, play_opening

    record = play_opening(WALKTHROUGH_SEED, cards=WALKTHROUGH_CARDS)
    assert SHOWCASE_EVENTS <= {e.kind for e in record.log}
    assert [len(p) for p in record.start.packets] == [10, 10, 10, 10]
    assert all(step.state.total_cards() == 40 for step in record.replay())


@pytest.mark.parametrize("lang, last", [
    ("it", "Bruno e Carla battono quasi insieme: la mano sotto è di Bruno."),
    ("en", "Bruno and Carla slap almost together: Bruno's hand is underneath.")])
def test_the_walkthrough_ends_on_a_pile_taken_and_never_says_a_complete_payment_is_in_progress(lang, last):
    """Issue 33: the walkthrough stopped at step 40 in the middle of a payment («Anna deve pagare 1
    carta»), and its step 23 said the slap ended the payment in progress after Bruno's card 3 of 3."""
    from kit.ui.un_due_tre import _frames, play_opening

    names = ["Anna", "Bruno", "Carla", "Dario"]
    record = play_opening(WALKTHROUGH_SEED, cards=WALKTHROUGH_CARDS)
    assert record.state.owed == 0 and not record.state.window and record.log[-1].kind == "pile_taken"
    frames = _frames(record, names, lang)
    assert len(frames) == 42
    end = frames[-1][0].narration
    assert end.startswith(last)
    assert end.endswith("Bruno prende la pila (4 carte): presa n. 7." if lang == "it"
                        else "Bruno takes the pile (4 cards): trick no. 7.")
    step_23 = frames[22][0].narration
    assert [e.kind for e in frames[22][1]] == ["slap_won_sandwich", "payment_complete_slapped", "pile_taken"]
    assert ("Bruno ha appena finito di pagare: Anna prenderebbe la pila, ma la battuta arriva prima."
            if lang == "it" else
            "Bruno has just finished paying: Anna would take the pile, but the slap comes first.") in step_23
    assert "in corso" not in step_23 and "in progress" not in step_23


def test_UDT_10_a_payer_who_runs_out_brings_the_collector_back_with_the_right_words():
    state = game(["4C 3C", "5C 6C 7C", "2C"], NO_SLAPS)
    events = []
    for _ in range(6):
        step = apply(state, Turn())
        state, events = step.state, events + list(step.events)
    assert ("ran_out_paying", 1) in kinds(events) and ("player_back_pile", 0) in kinds(events)
    assert ("player_back", 0) not in kinds(events)  # not "the payment is complete": it was not


def test_UDT_9_slaps_together_counts_only_the_near_simultaneous_hands():
    state, _ = run(game(["4C 6C", "4D 7C", "5C"]), [Turn(), Continue(), Turn()])
    step = apply(state, Slaps((Slap(0, 300), Slap(1, 310), Slap(2, 900))))
    assert step.events[0].kind == "slaps_together" and step.events[0].amount == 2


def test_UDT_8_a_seat_slaps_at_most_once_per_card():
    state, _ = run(game(["5C 6C", "7D FD AS"]), [Turn(), Slaps((Slap(1, 300), Slap(1, 310)))])
    assert len(state.tucked) == 1 and len(state.packets[1]) == 2


def test_UDT_10_an_empty_first_packet_is_skipped_from_the_start():
    state = game(["", "4C 5C", "6C"], NO_SLAPS)
    assert state.turn == 1
    assert apply(state, Turn()).events[0].seat == 1
    with pytest.raises(ValueError, match="every packet is empty"):
        game(["", ""], NO_SLAPS)


def test_UDT_14_loop_and_limit_are_narrated():
    state = new_game(NO_SLAPS, deal=packets_from_values("00302020303100000310-00100200002000000010"), complete=False)
    record = Record(udt, state)
    while record.state.status == "playing":
        record.play(Turn())
    assert record.log[-1].kind == "loop" and "never ends" in record.log[-1].narrate()
    assert "prese: 84" in record.log[-1].narrate("it")


@pytest.mark.parametrize("bad", [
    Slaps(("x",)), Slaps((Slap(1.0, 100),)), Slaps((Slap("1", 100),)), Slaps((Slap(True, 100),)),
    Slaps((Slap(1, "fast"), Slap(0, 5))), Slaps(None), Slaps((Slap(1, float("nan")), Slap(0, 5.0))),
    Slaps((Slap(1, -1e9),)), Slaps((Slap(1, float("inf")),)), Slaps(s for s in (Slap(0, 300),)),
    Slaps((Slap(0, 300, beside="no"),)),
], ids=lambda a: repr(a)[:40])
def test_UDT_7_UDT_9_malformed_slaps_are_refused_and_change_nothing(bad):
    state, _ = run(game(["4C 5C", "4D 6D"]), [Turn(), Continue(), Turn()])  # a pair is showing
    before = repr(state)
    with pytest.raises(IllegalMove):
        apply(state, bad)
    assert repr(state) == before and state.pattern() == "pair"


def test_UDT_7_join_refuses_a_time_that_is_not_a_number():
    state = apply(game(["4C 5C", "4D 6D"]), Turn()).state
    with pytest.raises(IllegalMove, match="finite number of milliseconds"):
        join(state, (Move(0, SLAP, "abc"),))
    with pytest.raises(IllegalMove, match="finite number of milliseconds"):
        join(state, (Move(0, SLAP, float("nan")),))


def test_UDT_2_UDT_8_a_false_slap_does_not_name_the_card_put_face_down():
    state, events = run(game(["4C 5C", "6D 7D 2S", "7C 7B"]), [Turn(), Slaps((Slap(1, 300),))])
    false = next(e for e in events if e.kind == "false_slap")
    assert false.cards == () and state.tucked == (italian40.parse("6D"),)
    for lang in ("it", "en"):
        text = false.narrate(lang)
        assert "6" not in text and "denari" not in text and "coins" not in text


def test_UDT_1_the_dealer_must_be_a_seat():
    for dealer in (3.0, True, -1, 4):
        with pytest.raises(ValueError, match="the dealer is a seat from 0 to 3"):
            new_game(SLAPS, 4, rng=1, dealer=dealer)


def test_UDT_1_C1_the_deal_starts_at_the_dealers_left_who_turns_first():
    state = new_game(SLAPS, 4, rng=5, dealer=1)
    assert state.turn == 2 and [len(p) for p in state.packets] == [10, 10, 10, 10]
    first = new_game(SLAPS, 4, rng=5)  # dealer 3: the same cards, seat 0 first
    assert state.packets == first.packets[2:] + first.packets[:2]


def test_the_Italian_narration_does_not_assume_the_slapper_is_a_boy():
    text = _event_text("slap_won_pair", "it")
    assert "per primo" not in text and "per prima" in text  # "la mano di Carla arriva per prima"


def _event_text(kind, lang):
    return udt.Event(kind, 0, italian40.parse_many("4C 4D"), game="udt").narrate(lang, ["Carla"])


def test_UDT_4_UDT_5_each_card_paid_says_which_card_of_the_payment_it_is():
    # Anna's 3: Bruno pays 4D (1 of 3), then his 2D stops it; Carla pays 4B (1 of 2), 5B (2 of 2)
    state, events = run(game(["3C 6C", "4D 2D 5D", "4B 5B 6B"], NO_SLAPS), [Turn()] * 5)
    paid = [(e.seat, e.index, e.amount) for e in events if e.kind == "card_paid"]
    assert paid == [(1, 1, 3), (1, 2, 3), (2, 1, 2), (2, 2, 2)]
    first = next(e for e in events if e.kind == "card_paid")
    assert first.narrate("en", ["Anna", "Bruno", "Carla"]) == "Bruno pays with 4 of coins: card 1 of 3."
    assert first.narrate("it", ["Anna", "Bruno", "Carla"]) == "Bruno paga con 4 di denari: carta 1 di 3."


def test_the_walkthrough_picture_agrees_with_the_state_at_every_frame():
    import re

    from kit.ui.un_due_tre import NAMES, play_opening, still_owed, table_html

    record = play_opening(WALKTHROUGH_SEED, cards=WALKTHROUGH_CARDS)
    for step in record.replay():
        state = step.state
        html = table_html(state, NAMES[:4], "en")
        owed = re.search(r"(\w+) still owes (\d+)", html)
        if still_owed(state):
            assert owed and (owed.group(1), int(owed.group(2))) == (NAMES[state.turn], still_owed(state))
        else:
            assert owed is None
        marked = re.findall(r'kit-seat kit-to-act"><div class="kit-caption">(\w+)<', html)
        assert marked == ([NAMES[state.turn]] if state.status == "playing" else [])
        pile = len(re.findall(r'class="kit-card', html.split("kit-pile", 1)[1].split("kit-notes")[0]))
        assert pile == min(3, len(state.pile))
        for event in step.events:  # every paid card says which card of how many it is
            if event.kind == "card_paid":
                assert 1 <= event.index <= event.amount


def test_UDT_9_slaps_together_names_every_hand():
    state, _ = run(game(["4C 6C", "4D 7C", "5C"]), [Turn(), Continue(), Turn()])
    step = apply(state, Slaps((Slap(0, 300), Slap(2, 310), Slap(1, 320))))
    together = step.events[0]
    assert together.kind == "slaps_together" and together.seats == (0, 2, 1)
    assert together.narrate("en", ["Anna", "Bruno", "Carla"]).startswith("Anna, Carla and Bruno slap almost together")
    assert together.narrate("it", ["Tu", "Bruno", "Carla"], you=0) == (
        "Tu, Carla e Bruno avete battuto quasi insieme: la mano sotto era la tua.")
