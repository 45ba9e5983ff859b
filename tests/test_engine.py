"""The game framework of kit.engine, exercised with the test-only game in tests/toy_games.py."""

from collections import Counter

import numpy as np
import pytest

import toy_games as toy
from kit.cards import italian40
from kit.deal import deal, streams
from kit.engine import (CHANCE, Event, IllegalMove, Match, RandomAgent, Record, Table, dealing_events, first_to_target,
                        missing, play)

C = italian40.parse_many


def explicit(hands, stock="", rules=toy.Rules(cards=8, hand=2, tricks=3)):
    return toy.new_game(rules, deal=[C(h) for h in hands] + [C(stock)])


# --- Record (one game's record; "match" means a partita) -------------------------------------
def test_a_rejected_move_leaves_the_record_exactly_as_it_was():
    record = Record(toy, explicit(["7D RC", "AS 2S"], "3S 4S"))
    record.play(toy.Play(C("7D")[0]))
    before = (record.state, list(record.actions), list(record.log))
    for bad in (toy.Play(C("RC")[0]), toy.Play(C("5B")[0]), "steal"):  # not Bruno's cards, not an action
        with pytest.raises(IllegalMove):
            record.play(bad)
        assert (record.state, record.actions, record.log) == before


def test_replay_reproduces_every_state_and_the_log_narrates():
    record = Record(toy, explicit(["7D RC", "AS 2S"], "3S 4S"))
    for code in ["7D", "AS", "RC", "2S"]:
        record.play(toy.Play(C(code)[0]))
    states = [step.state for step in record.replay()]
    assert states[-1] == record.state and len(states) == 4
    assert [e for step in record.replay() for e in step.events] == record.log
    assert record.narrate("en", names=["Anna", "Bruno"])[:3] == [
        "Anna plays 7 of coins.", "Bruno plays Ace of swords.",
        "Anna wins the trick with 7 of coins against Bruno; Anna had led."]
    assert record.narrate("it")[0] == "Giocatore 1 gioca 7 di denari."


def test_C2_dealing_events_follow_the_one_at_a_time_order():
    dealt = deal("italian40", 3, rng=1)  # whole deck, 14 + 13 + 13
    events = dealing_events(dealt.hands)
    assert len(events) == 40 and [e.index for e in events] == list(range(1, 41))
    assert [e.seat for e in events[:7]] == [0, 1, 2, 0, 1, 2, 0]
    assert events[-1].seat == 0  # the 40th card goes to seat 0, who gets the extra card
    for seat, hand in enumerate(dealt.hands):
        assert tuple(c for e in events if e.seat == seat for c in e.cards) == hand
    assert [e.seat for e in dealing_events(dealt.hands, first=2)[:4]] == [2, 0, 1, 2]  # C-1: dealer's left first


def test_events_without_a_catalogue_entry_are_reported():
    with pytest.raises(KeyError, match="no text 'event.flying_card'"):
        Event("flying_card").narrate()
    with pytest.raises(KeyError, match="no text 'toy.event.flying_card'"):
        Event("flying_card", game="toy").narrate()


def test_an_event_names_several_seats_and_carries_a_payload():
    event = Event.make("trick_won", 2, game="toy", others=(0, 1), best=C("RC")[0], leader_seat=1)
    assert event.seats == (2, 0, 1) and event.payload() == {"best": C("RC")[0], "leader_seat": 1}
    names = ["Anna", "Bruno", "Carla"]
    assert event.narrate("en", names) == "Carla wins the trick with King of cups against Anna and Bruno; Bruno had led."
    assert event.narrate("it", names) == "Carla vince la presa con Re di coppe contro Anna e Bruno; aveva aperto Bruno."
    assert Event.make("trick_won", 0, game="toy", others=(1, 2, 3), best=C("RC")[0], leader_seat=0).narrate(
        "it").startswith("Giocatore 1 vince la presa con Re di coppe contro Giocatore 2, Giocatore 3 e Giocatore 4;")
    assert Event.make("x", 0, others=(1, 2)) != Event.make("x", 0, others=(2, 1))


def test_plural_forms_are_chosen_by_the_count_in_both_languages():
    texts = {n: (Event("reshuffled", amount=n, game="toy").narrate("it"),
                 Event("reshuffled", amount=n, game="toy").narrate("en")) for n in (0, 1, 2)}
    assert texts[1] == ("Il mazzo è finito: si rimescola 1 carta giocata.", "The stock is empty: 1 played card is shuffled back.")
    assert texts[2] == ("Il mazzo è finito: si rimescolano 2 carte giocate.",
                        "The stock is empty: 2 played cards are shuffled back.")
    assert texts[0][0].endswith("si rimescolano 0 carte giocate.")  # 0 takes the plural in both languages


# --- Table: agents, persons, chance, streams ---------------------------------------------------
def test_chance_reshuffles_are_recorded_actions_and_the_replay_is_exact():
    state = toy.new_game(toy.Rules(cards=6, hand=2, tricks=6), 2, rng=3)
    record = play(state, [RandomAgent(), RandomAgent()], rng=9, game=toy)
    shuffles = [a for a in record.actions if isinstance(a, toy.Shuffle)]
    assert shuffles and any(e.kind == "reshuffled" for e in record.log)
    replayed = Record(toy, record.start)
    for action in record.actions:
        replayed.play(action)
    assert replayed.state == record.state and replayed.log == record.log
    assert toy.is_terminal(record.state) and sum(toy.returns(record.state)) == 6


def test_same_seed_same_game_and_the_streams_are_independent():
    state = toy.new_game(toy.Rules(), 3, rng=1)
    first = play(state, [RandomAgent()] * 3, rng=42, game=toy).actions
    assert play(state, [RandomAgent()] * 3, rng=42, game=toy).actions == first
    assert play(state, [RandomAgent()] * 3, rng=43, game=toy).actions != first
    a, b = streams(7, 2)
    assert a.integers(1 << 30) != b.integers(1 << 30)  # spawned children, not one seed reused
    with pytest.raises(ValueError, match="at least one stream"):
        streams(7, 0)


def test_a_table_waits_for_a_person_and_refuses_an_illegal_move_without_change():
    table = Table(explicit(["7D RC", "AS 2S"], "3S 4S"), [None, RandomAgent()], rng=1, game=toy)
    assert table.step() is None and table.waiting_for() == {0}
    before = (table.state, list(table.record.actions))
    with pytest.raises(IllegalMove, match="not a legal action"):
        table.submit(toy.Play(C("AS")[0]))
    assert (table.state, table.record.actions) == before
    table.submit(toy.Play(C("RC")[0]))
    assert table.step() is not None  # the computer player answers
    assert table.waiting_for() == {0} and len(table.record.actions) == 2
    with pytest.raises(IllegalMove, match="no window is open"):
        table.close(())
    with pytest.raises(ValueError, match="one agent per seat"):
        Table(table.state, [None], rng=1, game=toy)
    with pytest.raises(ValueError, match="computer players only"):
        play(table.state, [None, RandomAgent()], rng=1, game=toy)


def test_chance_acts_only_at_chance_nodes():
    state = explicit(["7D", "AS"], "", toy.Rules(cards=4, hand=1, tricks=3))
    state = toy.apply(toy.apply(state, toy.Play(C("7D")[0])).state, toy.Play(C("AS")[0])).state
    assert toy.to_act(state) == {CHANCE} and toy.legal_actions(state, CHANCE) == ()
    with pytest.raises(IllegalMove, match="chance must reshuffle"):
        toy.apply(state, toy.Shuffle((0, 0)))
    step = toy.apply(state, toy.Shuffle((1, 0)))
    assert step.state.hands == ((C("AS")[0],), (C("7D")[0],)) and step.events[0].kind == "reshuffled"


# --- Match: a partita of several hands ------------------------------------------------------------
def test_a_match_rotates_the_dealer_and_adds_every_hand_into_the_totals():
    match = Match(toy, toy.Rules(), 3, [RandomAgent()] * 3, rng=5, target=10)
    dealers = []
    while not match.over:
        dealers.append(match.dealer)
        table = match.new_hand()
        assert table.state.leader == (dealers[-1] + 1) % 3  # C-1: the dealer's left leads
        table.run()
        match.end_hand()
    assert len(dealers) >= 4 and dealers == [(2 + h) % 3 for h in range(len(dealers))]
    sums = [sum(toy.returns(record.state)[seat] for record in match.hands) for seat in range(3)]
    assert sums == match.totals and sum(match.totals) == 6 * len(match.hands)
    assert match.winner == first_to_target(match.totals, 10) and max(match.totals) >= 10
    assert Match(toy, toy.Rules(), 3, [RandomAgent()] * 3, rng=5, target=10).play() == match.winner  # same seed


def test_a_match_can_start_with_any_dealer_and_rotates_from_there():
    match = Match(toy, toy.Rules(), 3, [RandomAgent()] * 3, rng=5, target=10, first_dealer=0)
    dealers = []
    for _ in range(4):
        dealers.append(match.dealer)
        match.new_hand().run()
        match.end_hand()
    assert dealers == [0, 1, 2, 0]
    for wrong in (3, -1, True, 1.5):
        with pytest.raises(ValueError, match="first dealer is a seat from 0 to 2"):
            Match(toy, toy.Rules(), 3, [RandomAgent()] * 3, rng=5, first_dealer=wrong)


def test_first_to_target_plays_on_after_a_tie_at_the_top():
    assert first_to_target((5, 4), 5) == 0
    assert first_to_target((4, 4), 5) is None
    assert first_to_target((6, 6, 2), 5) is None
    assert first_to_target((6, 7, 2), 5) == 1


def test_a_match_refuses_what_it_cannot_do():
    with pytest.raises(ValueError, match="2 to 4 players"):
        Match(toy, toy.Rules(), 5, [RandomAgent()] * 5, rng=1)
    match = Match(toy, toy.Rules(), 2, [RandomAgent(), None], rng=1)
    with pytest.raises(ValueError, match="computer players only"):
        match.play()
    match.new_hand()
    with pytest.raises(RuntimeError, match="not over yet"):
        match.end_hand()
    with pytest.raises(RuntimeError, match="not finished"):
        match.new_hand()


def test_the_protocol_lists_what_a_module_lacks():
    assert missing(toy) == []
    assert missing(toy.MISSING_MEMBER) == ["view"]


def test_card_counts_of_a_toy_game_stay_whole():
    state = toy.new_game(toy.Rules(), 2, rng=np.random.default_rng(3))
    assert Counter(toy.cards(state)) == Counter(italian40.cards[i] for i in np.random.default_rng(3).permutation(40)[:12])


def test_the_runner_finds_the_game_from_the_state_and_refuses_a_foreign_state():
    from kit.engine.play import module_of

    assert module_of(toy.new_game(toy.Rules(), 2, rng=1)) is toy  # one game per module: the state's module
    with pytest.raises(TypeError, match="not the state of a game module"):
        module_of(C("RC")[0])


def test_a_window_takes_moves_only_from_persons_and_a_person_may_pass():
    import kit.games.un_due_tre as udt

    state = udt.new_game(udt.Rules(), deal=["4C 5C", "4D 6D", "7B 7S"], complete=False)
    table = Table(state, [None, udt.SlapAgent(), udt.SlapAgent()], rng=3)
    table.submit(udt.TURN)
    assert table.step() is None and table.waiting_for() == {0, 1, 2} - {1, 2}
    before = (table.state, list(table.record.actions))
    with pytest.raises(IllegalMove, match="not a person's seat"):
        table.close([udt.Move(1, udt.SLAP, 1.0)])  # a computer player's seat
    with pytest.raises(IllegalMove, match="one move per person"):
        table.close([udt.Move(0, udt.SLAP, 1.0), udt.Move(0, udt.SLAP_BESIDE, 2.0)])
    assert (table.state, table.record.actions) == before
    table.close([udt.Move(0, udt.PASS, 250.0)])  # passing is legal: it is no move
    assert not table.state.window and len(table.record.actions) == 2


def test_one_players_choices_do_not_shift_another_players_reaction_times():
    import kit.games.un_due_tre as udt

    def first_window(notice):
        state = udt.new_game(udt.Rules(), 3, rng=11)
        agents = [udt.SlapAgent(udt.SlapModel(false_slap=1.0, beside=0.0)),
                  udt.SlapAgent(udt.SlapModel(false_slap=notice, beside=0.0)),
                  udt.SlapAgent(udt.SlapModel(false_slap=1.0, beside=0.0))]
        table = Table(state, agents, rng=5)
        table.step()
        return {m.seat: m.ms for m in table.decide(udt.to_act(table.state))}

    slapping, silent = first_window(1.0), first_window(0.0)
    assert set(slapping) == {0, 1, 2} and set(silent) == {0, 2}
    assert silent == {0: slapping[0], 2: slapping[2]}  # seat 1's choice leaves the others' times alone


def test_a_computer_player_that_chooses_an_illegal_move_is_stopped_before_anything_changes():
    class Cheat:
        def act(self, view, legal, rng):
            return toy.Play(C("RB")[0])  # a card it does not hold

    table = Table(explicit(["7D RC", "AS 2S"], "3S 4S"), [Cheat(), RandomAgent()], rng=1, game=toy)
    start = table.state
    with pytest.raises(IllegalMove, match="computer player at seat 0 chose"):
        table.step()
    assert table.state == start and table.record.actions == []


def test_an_event_is_told_to_its_own_player_in_the_second_person():
    import kit.games.un_due_tre as udt

    turned = Event("card_turned", 0, C("7D"), game="udt")
    names = ["Giocatore (tu)", "Bruno"]
    assert turned.narrate("it", names, you=0) == "Hai girato 7 di denari."
    assert turned.narrate("en", names, you=0) == "You turned 7 of coins."
    assert turned.narrate("it", names, you=1) == "Giocatore (tu) gira 7 di denari."  # not the reader's event
    assert Event.make("trick_won", 0, game="toy", others=(1,), best=C("7D")[0], leader_seat=1).narrate(
        "en", ["Anna", "Bruno"], you=0).startswith("Anna wins")  # no second-person text: the usual one
    assert {k for k in udt.EVENTS if f"udt.event.{k}.you" not in __import__("kit.i18n").i18n.CATALOGUE} == {"loop"}


def test_an_event_done_to_the_reader_uses_the_to_you_text_and_catalogue_words_are_translated():
    caught = Event.make("caught", 1, game="uno", others=(0,), amount=2)
    names = ["Tu", "Bruno", "Carla"]
    assert caught.narrate("it", names, you=0) == "Bruno si accorge che non hai detto «UNO»: peschi 2 carte."
    assert caught.narrate("en", ["You", "Bruno", "Carla"], you=2).startswith("Bruno catches You")  # not the reader
    named = Event.make("colour_named", 1, game="uno", colour="uno.colour.blue")
    assert named.narrate("it", names) == "Bruno sceglie il colore: blu."
    assert named.narrate("en", names) == "Bruno names the colour: Blue."
    plain = Event.make("colour_named", 1, game="uno", colour="not a key")  # other strings are kept as they are
    assert plain.narrate("en", names) == "Bruno names the colour: not a key."


def test_the_leak_check_counts_copies_when_the_deck_holds_two_of_a_card():
    from kit.cards import uno108
    from kit.engine.conformance import ConformanceError, check_game
    import kit.games.uno as uno

    red5 = uno108.parse("R5")

    def seat_sees_a_hidden_copy(state, seat):  # shows every hidden card besides the seat's own hand
        return (uno.view(state, seat), uno.hidden_cards(state, seat))

    def two_red_fives_seen(state, seat):  # a seat holding one Red 5 sees "two": one too many if the other is hidden
        view = uno.view(state, seat)
        extra = (red5,) if red5 in view.hand and red5 in uno.hidden_cards(state, seat) else ()
        return (view, extra)

    check_game(uno, games=1, players=range(3, 4), max_actions=60)  # the real view: a copy in one's own hand is no leak
    for leaky in (seat_sees_a_hidden_copy, two_red_fives_seen):
        broken = _with(uno, view=leaky)
        with pytest.raises(ConformanceError, match="view leaks"):
            check_game(broken, games=4, players=range(3, 4), max_actions=400)


def _with(module, **changes):
    """``module`` with some members replaced (a namespace; the module is untouched)."""
    import types

    namespace = {k: v for k, v in vars(module).items() if not k.startswith("__")}
    namespace.update(changes)
    return types.SimpleNamespace(**namespace)


# --- states copied once per action (kit.engine.scratch) ---------------------------------------
def test_build_and_evolve_make_frozen_states_equal_to_the_constructors():
    import dataclasses
    import pickle

    from kit.engine.scratch import build, evolve

    state = explicit(["7D RC", "AS 2S"], "3S 4S")
    built = build(toy.State, dict(state.__dict__))
    assert built == state and hash(built.rules) == hash(state.rules) and repr(built) == repr(state)
    assert pickle.loads(pickle.dumps(built)) == state
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.tricks = 3
    moved = evolve(state, tricks=2, leader=1)
    assert moved == dataclasses.replace(state, tricks=2, leader=1) and state.tricks == 0
    with pytest.raises(TypeError, match="has no field 'trick_count'"):
        evolve(state, trick_count=2)


def test_a_scratch_copy_changes_only_itself_and_freezes_its_fields_only():
    from kit.engine.scratch import Scratch

    class Work(Scratch):
        STATE = toy.State
        PREFIX = toy.PREFIX
        LISTS = ("hands",)

    state = explicit(["7D RC", "AS 2S"], "3S 4S")
    work = Work(state)
    work.hands[0] = work.hands[0][1:]
    work.tricks, work.events = 1, ["something happened"]
    new = work.freeze()
    assert isinstance(new, toy.State) and new.hands == (C("RC"), C("AS 2S")) and new.tricks == 1
    assert state.hands == (C("7D RC"), C("AS 2S")) and state.tricks == 0  # the given state is untouched
    assert "events" not in vars(new)  # what the scratch keeps besides the fields stays out


def test_whole_numbers_and_flags_are_told_apart_from_their_look_alikes():
    from kit.engine import is_flag, is_whole

    assert all(is_whole(v) for v in (0, 3, np.int64(2), np.uint8(1)))
    assert not any(is_whole(v) for v in (True, np.bool_(False), 1.0, np.float64(2), "1", None))
    assert all(is_flag(v) for v in (True, False, np.bool_(True)))
    assert not any(is_flag(v) for v in (0, 1, "True", None, np.int64(1)))
