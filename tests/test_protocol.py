"""The protocol's statements a runner reads instead of guessing (issue 21): each game's
GameType, the hand boundary (hand_ended) that Table, Match and the apps pause at, and the
private parts of events (what one seat alone learns), with the conformance checks that hold
the games to them."""

from collections import Counter

import numpy as np
import pytest

import toy_games as toy
from kit.engine import CHANCE, Event, GameType, IllegalMove, Match, Private, RandomAgent, Table, no_chance
from kit.engine.conformance import ConformanceError, cards_in, check_game, declared_type
from kit.games import games
from kit.games import tre_cinque_otto as tco
from kit.games import trentuno as t31
from kit.i18n import add_catalogue

add_catalogue("toy", {"toy.private.saw": {"it": "Hai in mano {cards}.", "en": "You hold {cards}."}})


# --- GameType ------------------------------------------------------------------------------------
def test_every_game_states_its_type_once_and_it_agrees_with_the_module():
    kinds = {name: declared_type(game) for name, game in games().items()}
    for name, kind in kinds.items():
        assert kind.short_name == name and kind.players == games()[name].PLAYERS
    # what the five games of the kit are (a sixth game is checked by the lines above and the
    # conformance check, not here)
    kinds = {name: kinds[name] for name in ("un_due_tre", "uno", "trentasette", "trentuno", "tre_cinque_otto")}
    assert {name for name, kind in kinds.items() if kind.windows} == {"un_due_tre"}
    assert {name for name, kind in kinds.items() if kind.whole_match} == {"trentuno", "tre_cinque_otto"}
    assert {name for name, kind in kinds.items() if not kind.chance} == {"un_due_tre", "trentasette"}
    with pytest.raises(AttributeError):
        kinds["uno"].windows = True  # frozen


@pytest.mark.parametrize("kind, message", [
    (GameType("carta_alta", range(2, 5), windows=True, chance=True, prefix="toy"), "GAME_TYPE.windows"),
    (GameType("carta_alta", range(2, 5), windows=False, chance=False, prefix="toy"), "GAME_TYPE.chance"),
    (GameType("carta", range(2, 5), windows=False, chance=True, prefix="toy"), "GAME_TYPE names"),
    (GameType("carta_alta", range(2, 6), windows=False, chance=True, prefix="toy"), "GAME_TYPE names"),
    (GameType("carta_alta", range(2, 5), windows=False, chance=True, prefix="t37"), "GAME_TYPE names"),
    ("turn-based", "not 'turn-based'"),
])
def test_a_game_type_that_disagrees_with_the_module_fails_the_check(kind, message):
    with pytest.raises(ConformanceError, match=message):
        check_game(toy.broken(GAME_TYPE=kind), games=1)


def test_a_game_type_that_disagrees_with_play_fails_the_check():
    quiet = toy.broken(GAME_TYPE=GameType("carta_alta", range(2, 5), windows=False, chance=False, prefix="toy"),
                       chance_action=no_chance)  # says no chance, yet reshuffles
    with pytest.raises(ConformanceError, match="no chance during play"):
        check_game(quiet, games=20)
    match = toy.broken(GAME_TYPE=GameType("carta_alta", range(2, 5), windows=False, chance=True, whole_match=True, prefix="toy"))
    with pytest.raises(ConformanceError, match="declares \\['pauses'\\]"):  # no pause ever comes up
        check_game(match, games=5)


def test_the_table_counts_seats_from_the_state():
    state = toy.new_game(toy.Rules(), 3, rng=1)
    assert state.players == 3
    with pytest.raises(ValueError, match="one agent per seat: 3 seats, 2 agents"):
        Table(state, [RandomAgent()] * 2, 1)


# --- the hand boundary ---------------------------------------------------------------------------
@pytest.mark.parametrize("wrong, message", [
    (lambda state: False, "the game is over but hand_ended is False"),
    (lambda state: True, "before the end of a state that is one hand"),
])
def test_a_wrong_hand_boundary_fails_the_check(wrong, message):
    with pytest.raises(ConformanceError, match=message):
        check_game(toy.broken(hand_ended=wrong), games=3)


def test_hand_ended_is_the_end_of_a_hand_inside_a_whole_match_and_the_end_itself():
    state = t31.new_game(t31.Rules(), 3, rng=4)
    table = Table(state, [t31.computer("threshold")] * 3, 4)
    table.run(to_hand_end=True)
    assert t31.hand_ended(table.state) and table.state.phase == t31.DEAL and table.paused
    assert t31.to_act(table.state) == {CHANCE}  # chance deals the next hand
    done = len(table.record.actions)
    table.run(to_hand_end=True)  # at a pause, run does not deal
    assert len(table.record.actions) == done
    table.step()
    assert not table.paused and table.state.hand_no == 2
    whole = Table(state, [t31.computer("threshold")] * 3, 4).run()
    assert t31.is_terminal(whole.state) and t31.hand_ended(whole.state)


@pytest.mark.parametrize("game, rules", [(t31, t31.Rules()), (tco, tco.Rules(hands=3)), (toy, toy.Rules())])
def test_a_match_pauses_after_every_hand_and_plays_the_same_game_as_without_pauses(game, rules):
    players = game.PLAYERS.start
    agents = [game.computer(next(iter(getattr(game, "LEVELS", {"random": 0}))))] * players
    paused = Match(game, rules, players, agents, 9)
    stops, events = 0, list(paused.next_hand())
    while not paused.over:
        assert paused.paused and game.hand_ended(paused.table.state if paused.table else paused.hands[-1].state)
        stops += 1
        events += paused.next_hand()
    straight = Match(game, rules, players, agents, 9)
    assert straight.play() == paused.winner and straight.totals == paused.totals
    assert [r.actions for r in straight.hands] == [r.actions for r in paused.hands]  # the same seeded game
    opening = getattr(game, "opening", lambda state: ())
    assert events == [e for r in paused.hands for e in (*opening(r.start), *r.log)]
    if game.GAME_TYPE.whole_match:
        assert len(paused.hands) == 1 and stops >= 1  # one state, paused between its hands
    else:
        assert stops == len(paused.hands) - 1  # between the match's hands
    with pytest.raises(RuntimeError):
        paused.next_hand()  # over


# --- private parts --------------------------------------------------------------------------------
def test_a_private_part_is_told_to_its_seat_only():
    from kit.cards import italian40

    seven = italian40.parse("7D")
    event = Event.make("gave", 1, game="tco", others=(0,),
                       private=(Private.make(1, "gave", given=(seven,)), Private.make(0, "got", got=(seven,))))
    names = ["Tu", "Bruno", "Carla"]
    assert event.tell("en", names, you=0) == ("Bruno gives you a card.", "In the exchange you got 7 of coins.")
    assert event.tell("it", names, you=1)[1] == "Nello scambio hai dato 7 di denari."
    assert event.tell("en", names, you=2) == (event.narrate("en", names, you=2),)  # the third player: public only
    assert event.tell("en", names) == (event.narrate("en", names),)
    assert event.seen_by(2).private == () and event.seen_by(0).private == (event.private[1],)
    assert seven not in cards_in(event.seen_by(2)) and seven in cards_in(event.seen_by(0))
    assert Event("x").seen_by(0) == Event("x")


def test_an_event_agrees_its_verb_with_a_person_among_its_others():
    together = Event("slaps_together", 1, amount=2, game="udt", others=(0,))
    names = ["tu", "Anna"]
    assert together.narrate("it", names, you=0).startswith("Anna e tu")
    assert together.narrate("it", names, you=0) != together.narrate("it", names)


def test_the_exchange_of_3_5_8_names_its_card_to_the_two_players_alone():
    state = tco.new_game(tco.Rules(hands=6), 3, rng=81)
    table = Table(state, [tco.computer("sensible")] * 3, 81)
    table.run()
    moved = [e for e in table.record.log if e.private]
    assert moved and {e.kind for e in moved} <= {"gave", "returned"}
    for event in moved:
        assert {p.seat for p in event.private} == {event.seat, *event.others}
        assert not event.cards and not any(isinstance(v, tuple) for _, v in event.data)  # nothing public
    kinds = Counter(p.kind for e in moved for p in e.private)
    assert kinds["swap"] > 0


def _peeking_apply(private: bool):
    """The toy's apply with one more event after each card played: what the next seat holds,
    told in public (``private=False``) or to that seat (``True``: its own cards, no leak)."""
    def apply(state, action):
        step = toy.apply(state, action)
        after = step.state
        if toy.is_terminal(after) or CHANCE in toy.to_act(after):
            return step
        seat = (after.leader + len(after.trick)) % after.players
        hand = after.hands[seat]
        parts = (Private.make(seat, "saw", cards=hand),) if private else ()
        peek = Event.make("hand_over", seat, game="toy", cards=() if private else hand, private=parts)
        return toy.Step(after, step.events + (peek,))
    return apply


def test_the_leak_check_reads_each_seats_part_of_the_log():
    with pytest.raises(ConformanceError, match="event leaks"):
        check_game(toy.broken(apply=_peeking_apply(private=False)), games=3)

    def wrong_seat(state, action):  # the next seat's cards told to the seat after it
        step = _peeking_apply(private=True)(state, action)
        events = tuple(Event.make(e.kind, e.seat, game=e.game, private=(
            Private.make((e.seat + 1) % state.players, "saw", cards=e.private[0].cards),)) if e.private else e
            for e in step.events)
        return toy.Step(step.state, events)

    with pytest.raises(ConformanceError, match="event leaks"):
        check_game(toy.broken(apply=wrong_seat), games=3)


def test_a_seat_may_learn_its_own_cards_in_private():
    """A private part naming its own seat's cards is no leak; it narrates from the event's game
    catalogue (``toy.private.saw``)."""
    report = check_game(toy.broken(apply=_peeking_apply(private=True)), games=3)
    assert report.events > 0


def test_a_record_splits_into_its_hands_at_the_boundary():
    state = tco.new_game(tco.Rules(hands=3), 3, rng=5)
    record = Table(state, [tco.computer("sensible")] * 3, 5).run()
    hands = record.hands()
    assert len(hands) == 3 and sum(map(len, hands)) == len(record.actions)
    for number, hand in enumerate(hands, start=1):
        assert all(before.hand_no == number for before, _, _ in hand)  # 3-5-8 numbers its hands
        assert tco.hand_ended(hand[-1][2].state)
        assert not any(tco.hand_ended(step.state) for _, _, step in hand[:-1])
    one = Table(toy.new_game(toy.Rules(), 2, rng=1), [RandomAgent()] * 2, 1).run()
    assert len(one.hands()) == 1 and Table(toy.new_game(toy.Rules(), 2, rng=1), [None] * 2, 1).record.hands() == []


# --- odd inputs (found by trying to break the engine) ---------------------------------------------
@pytest.mark.parametrize("name", ["un_due_tre", "uno", "trentasette", "trentuno", "tre_cinque_otto"])
def test_an_array_or_an_object_that_cannot_compare_is_refused_not_a_crash(name):
    game = games()[name]
    state = game.new_game(game.Rules(), game.PLAYERS.start, rng=1)

    class Odd:
        def __eq__(self, other):
            raise TypeError("no comparing")

    for action in (np.array([1, 2]), Odd()):
        with pytest.raises(IllegalMove, match="is not allowed now .not one of the actions"):
            game.apply(state, action)
        assert game.apply(state, game.legal_actions(state, *game.to_act(state))[0]) is not None  # state untouched


def test_TCO_3_the_game_chosen_is_a_str_exactly():
    import kit.games.tre_cinque_otto as tco

    state = tco.new_game(tco.Rules(), 3, rng=1)
    with pytest.raises(IllegalMove, match="not allowed now"):
        tco.apply(state, tco.Choose(np.str_("hearts")))


def test_UNO_H4_a_numpy_seat_is_swapped_with_and_narrated_as_a_plain_int():
    from kit.games import uno

    state = uno.new_game(uno.Rules(seven_zero=True), 3,
                         deal=uno.deal_layout(["R7 G5 B1", "Y1 Y2", "G1 G2 G3"], "R3"))
    state = uno.apply(state, uno.Play(state.hands[0][0])).state  # the 7: seat 0 chooses whom to swap with
    step = uno.apply(state, uno.SwapWith(np.int64(2)))
    (swapped,) = [e for e in step.events if e.kind == "swapped"]
    assert swapped.others == (2,) and type(swapped.others[0]) is int
    assert step.state.hands[0] == state.hands[2]


def test_a_match_refuses_a_player_count_that_is_not_a_whole_number():
    from kit.games import uno

    with pytest.raises(ValueError, match="uno is for 2 to 10 players, got 3.0"):
        Match(uno, uno.Rules(), 3.0, [uno.computer()] * 3, 1)
