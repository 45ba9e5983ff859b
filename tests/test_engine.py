"""The game pattern of kit.engine, exercised with a tiny test-only game (draw until empty)."""

from dataclasses import dataclass, replace

import pytest

from kit.cards import italian40
from kit.deal import deal
from kit.engine import Event, IllegalMove, Match, Step, dealing_events


@dataclass(frozen=True)
class ToyState:
    stock: tuple
    hands: tuple
    turn: int = 0


def toy_apply(state: ToyState, action: str) -> Step:
    """Each turn the player draws the top card of the stock, or passes; drawing needs a stock."""
    if action not in ("draw", "pass"):
        raise IllegalMove(f"{action!r} is not an action; the actions are 'draw' and 'pass'")
    if action == "draw" and not state.stock:
        raise IllegalMove("the stock is empty: the only legal action is 'pass'")
    nxt = (state.turn + 1) % len(state.hands)
    if action == "pass":
        return Step(replace(state, turn=nxt), ())
    card, *rest = state.stock
    drawn = sum(len(h) for h in state.hands) + 1
    hands = tuple(h + (card,) if i == state.turn else h for i, h in enumerate(state.hands))
    return Step(ToyState(tuple(rest), hands, nxt), (Event("card_dealt", state.turn, (card,), index=drawn),))


def test_a_rejected_move_leaves_the_match_exactly_as_it_was():
    match = Match(toy_apply, ToyState(italian40.parse_many("7D"), ((), ())))
    match.play("draw")
    before = (match.state, list(match.actions), list(match.log))
    for bad in ("draw", "steal"):
        with pytest.raises(IllegalMove):
            match.play(bad)
        assert (match.state, match.actions, match.log) == before


def test_replay_reproduces_every_state_and_the_log_narrates():
    match = Match(toy_apply, ToyState(italian40.parse_many("7D RC AS"), ((), ())))
    for action in ["draw", "pass", "draw", "draw"]:
        match.play(action)
    states = [step.state for step in match.replay()]
    assert states[-1] == match.state and len(states) == 4
    assert [e for step in match.replay() for e in step.events] == match.log
    assert match.narrate("en", names=["Anna", "Bruno"])[0] == "Card no. 1: 7 of coins goes to Anna."
    assert match.narrate("it")[1] == "Carta n. 2: Re di coppe va a Giocatore 1."


def test_C2_dealing_events_follow_the_one_at_a_time_order():
    dealt = deal("italian40", 3, rng=1)  # whole deck, 14 + 13 + 13
    events = dealing_events(dealt.hands)
    assert len(events) == 40 and [e.index for e in events] == list(range(1, 41))
    assert [e.seat for e in events[:7]] == [0, 1, 2, 0, 1, 2, 0]
    assert events[-1].seat == 0  # the 40th card goes to seat 0, who gets the extra card
    for seat, hand in enumerate(dealt.hands):
        assert tuple(c for e in events if e.seat == seat for c in e.cards) == hand


def test_events_without_a_catalogue_entry_are_reported():
    with pytest.raises(KeyError, match="no text 'event.flying_card'"):
        Event("flying_card").narrate()
