"""Trentuno: every rule of RULES.md T31-1..T31-10, each on an explicit deal (deal_layout) or on
explicit cards; the refused actions; invariants over thousands of seeded games; the computer
players; the narration in both languages; and the odd inputs found by trying to break the engine.

Seats are numbered clockwise (C-1) and play goes anticlockwise by default (T31-3): the player
after seat s is seat s - 1.  Most positions give ``dealer=1`` so that seat 0 plays first and the
order is 0, n-1, n-2, ….  ``pos(hands, tallone)`` builds a position whose tallone is exactly
``tallone`` (top first) and whose discard pile holds every card not named (bottom first, in deck
order); with ``tallone=None`` the tallone holds every card not named, in deck order, and the
discard pile is ``discards``."""

from collections import Counter
from itertools import combinations

import numpy as np
import pytest
from scipy.stats import chi2

import kit.games.trentuno as t31
from conftest import assert_replays_exactly, refused_by, run_actions
from kit.prob import wilson_interval
from kit.cards import french40, italian40
from kit.deal import Deal
from kit.engine import CHANCE, RANDOM_DEALER, IllegalMove, Match, RandomAgent, play
from kit.engine.conformance import check_game
from kit.games.trentuno import (Discard, Draw, Knock, Reshuffle, Rules, Shuffle, TakeDiscard, apply,
                                best_discard, best_suit, card_points, deal_layout, hand_value, legal_actions,
                                new_game, returns, value_after, view)

C = italian40.parse
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
TAKE = Rules(draw_from_discards=True)


def cs(codes, deck=italian40):
    """Cards from their codes."""
    return deck.parse_many(codes)


def codes(cards):
    return " ".join(c.code for c in cards)


def rest(*named, deck=italian40):
    """The codes of the cards not named, in deck order."""
    used = {c for group in named for c in deck.parse_many(group)}
    return " ".join(c.code for c in deck.cards if c not in used)


def pos(hands, tallone=None, discards=None, rules=Rules(), dealer=1, **layout):
    """An explicit position (C-3): with a tallone given, every card not named is in the discard
    pile (bottom first, deck order); without, every card not named is in the tallone."""
    deck = french40 if rules.deck == "french40" else italian40
    if discards is None:
        discards = "" if tallone is None else rest(*hands, tallone, deck=deck)
    return new_game(rules, deal=deal_layout(hands, tallone, discards, deck=rules.deck, **layout), dealer=dealer)


def run(state, *actions):
    """Apply ``actions`` in order; the final state and every event."""
    return run_actions(t31, state, *actions)


def kinds(events):
    return [e.kind for e in events]


def D(code, deck=italian40):
    return Discard(deck.parse(code))


def draw_and_keep(state):
    """The player to act draws and discards the card just drawn: the hand does not change."""
    top = state.tallone[0]
    return run(state, Draw(), Discard(top))


def last_turns(state):
    """Every player still to play after a knock draws and discards the drawn card."""
    events = []
    while state.phase in (t31.DRAW, t31.DISCARD) and state.knocker is not None:
        state, more = draw_and_keep(state)
        events += more
    return state, events


def knock_round(state):
    """The player to act knocks and the others keep their hands: the hand's showdown."""
    state, events = run(state, Knock())
    state, more = last_turns(state)
    return state, events + more


def conserved(state):
    deck = french40 if state.rules.deck == "french40" else italian40
    return Counter(t31.cards(state)) == Counter(deck.cards) and len(t31.cards(state)) == 40


def refused(state, action, match=None):
    """``action`` is refused and changes nothing (see conftest's ``refused_by``)."""
    return refused_by(t31, state, action, match)


def said(events, lang="it", you=None, names=NAMES):
    return [e.narrate(lang, names, you=you) for e in events]


def shuffle_to(state, first_codes):
    """The Shuffle that puts ``first_codes`` on top of the collected cards, the rest in deck order."""
    deck = french40 if state.rules.deck == "french40" else italian40
    pack = list(cs(first_codes, deck)) + [c for c in state.tallone if c not in cs(first_codes, deck)]
    return Shuffle(tuple(state.tallone.index(c) for c in pack))


# --- T31-1 ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("deck", ["italian40", "french40"])
def test_T31_1_forty_cards_two_to_five_players_three_coins_each(deck):
    for n in range(2, 6):
        state = new_game(Rules(deck=deck), n, rng=n, dealer=RANDOM_DEALER)
        assert conserved(state) and len(state.tallone) == 40 - 3 * n
        assert [len(h) for h in state.hands] == [3] * n
        assert state.coins == (3,) * n and state.pot == 0 and state.out == frozenset()
        assert state.start_coins == (3,) * n and state.hand_no == 1 and state.discards == ()
        assert all(str(c.rank) not in ("8", "9", "10") for c in t31.cards(state))  # str: the Italian cards have no "8" to compare with
    assert new_game(Rules(), np.int64(4), rng=1).players == 4  # a numpy whole number is a count too
    for n in (1, 6, 0, 2.0, True, "3", None):
        with pytest.raises(ValueError, match=r"Trentuno is for 2 to 5 players \(T31-1\)"):
            new_game(Rules(), n, rng=1, dealer=RANDOM_DEALER)
    six = ("AC 2C 3C", "4C 5C 6C", "7C FC CC", "RC AD 2D", "3D 4D 5D", "6D 7D FD")
    with pytest.raises(ValueError, match=r"for 2 to 5 players \(T31-1\), got 6"):
        new_game(Rules(), deal=deal_layout(six))
    with pytest.raises(ValueError, match=r"for 2 to 5 players \(T31-1\), got 1"):
        new_game(Rules(), deal=deal_layout(["AC 2C 3C"]))


def test_T31_1_coins_are_settable_from_1_to_99():
    assert new_game(Rules(coins=5), 3, rng=2, dealer=RANDOM_DEALER).coins == (5, 5, 5)
    assert new_game(Rules(coins=np.int64(1)), 2, rng=2).coins == (1, 1)
    assert type(Rules(coins=np.int64(7)).coins) is int
    for bad in (0, 100, -1, 2.5, "3", True, None):
        with pytest.raises(ValueError, match=r"coins is a whole number from 1 to 99 \(T31-1\)"):
            Rules(coins=bad)
    # a position without coins given starts with the rules' coins, and a seat that is out with none
    state = pos(["AB FB 3B", "RS 7S RD", ""], rules=Rules(coins=5), out=[2])
    assert state.coins == (5, 5, 0) and state.start_coins == (5, 5, 0)


def test_T31_1_the_deck_and_the_options_are_checked():
    for bad in ("french52", "uno108", "", None, ["italian40"]):
        with pytest.raises(ValueError, match=r"Trentuno is played with \['italian40', 'french40'\] \(T31-1\)"):
            Rules(deck=bad)
    for bad in ("left", "", None, ["clockwise"]):
        with pytest.raises(ValueError, match=r"the direction of play is one of \['anticlockwise', 'clockwise'\]"):
            Rules(direction=bad)
    for name in ("draw_from_discards", "split_pot"):
        for bad in (1, 0, "yes", None):
            with pytest.raises(ValueError, match=f"Rules.{name} is a switch: True or False"):
                Rules(**{name: bad})
        assert getattr(Rules(**{name: np.bool_(True)}), name) is True  # numpy's bools are switches too
    with pytest.raises(ValueError, match=r"rules is a trentuno.Rules"):
        new_game(None, 3, rng=1, dealer=RANDOM_DEALER)


# --- T31-2 ---------------------------------------------------------------------------------------
FIVE = ["AC 2C 3C", "4C 5C 6C", "7C FC CC", "RC AD 2D", "3D 4D 5D"]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_T31_2_the_first_dealer_is_drawn_from_the_seed_every_seat_about_equally_often(n):
    # measured over seeds 0..1,999: chi-squared 2.74 (2 players), 1.81, 4.31, 6.88 (5 players), every
    # share within 0.017 of 1/n; here each share within 0.03 and chi-squared below its 0.1% critical value
    dealers = [new_game(Rules(), n, rng=seed, dealer=RANDOM_DEALER).dealer for seed in range(2000)]
    counts = Counter(dealers)
    assert set(counts) == set(range(n))
    assert all(abs(counts[s] / 2000 - 1 / n) < 0.03 for s in range(n)), counts
    statistic = sum((counts[s] - 2000 / n) ** 2 / (2000 / n) for s in range(n))
    assert statistic < chi2.ppf(0.999, n - 1), (counts, statistic)
    same = [new_game(Rules(), n, rng=seed, dealer=RANDOM_DEALER).dealer for seed in range(50)]
    assert same == dealers[:50]  # same seed, same dealer
    assert all(type(d) is int for d in dealers[:50])
    assert {new_game(Rules(), n, rng=seed, dealer=n - 1).dealer for seed in range(20)} == {n - 1}  # or given
    assert {new_game(Rules(), n, rng=seed).dealer for seed in range(20)} == {n - 1}  # none: the last seat, everywhere


@pytest.mark.parametrize("direction, step", [("anticlockwise", -1), ("clockwise", 1)])
@pytest.mark.parametrize("n", [2, 3, 5])
def test_T31_2_three_cards_each_one_at_a_time_in_the_direction_of_play_from_the_first_player(n, direction, step):
    for seed in (0, 7, 31):
        state = new_game(Rules(direction=direction), n, rng=seed, dealer=RANDOM_DEALER)
        gen = np.random.default_rng(seed)  # the seed draws the dealer, then the order of the 40 cards
        dealer = int(gen.integers(n))
        pack = [italian40.cards[i] for i in gen.permutation(40)]
        first = (dealer + step) % n
        order = [(first + step * k) % n for k in range(n)]
        assert state.dealer == dealer and state.turn == first and state.phase == "draw"
        for k, seat in enumerate(order):
            assert state.hands[seat] == (pack[k], pack[k + n], pack[k + 2 * n])
        assert state.tallone == tuple(pack[3 * n:])
        assert kinds(t31.opening(state)) == ["dealt"] and t31.opening(state)[0].seat == dealer


def test_T31_2_a_new_hand_is_dealt_from_the_shuffled_pack_one_card_at_a_time():
    state, events = knock_round(pos(["AB FB 3B", "RS 7S RD", "2C 4D 6S"]))  # dealer 1: seat 0 knocks
    assert kinds(events)[-1] == "paid" and state.phase == "deal" and state.dealer == 0  # the deal passes on
    assert t31.to_act(state) == {CHANCE} and legal_actions(state, 0) == ()
    assert state.tallone == italian40.cards and state.hands == ((), (), ()) and state.discards == ()
    step = apply(state, Shuffle(tuple(range(39, -1, -1))))  # the pack upside down: RS on top
    # dealer 0, first player 2 (its right), then 1, then 0: one card at a time
    assert step.state.hands == (cs("FS 5S 2S"), cs("CS 6S 3S"), cs("RS 7S 4S"))
    assert step.state.tallone == tuple(reversed(italian40.cards))[9:] and step.state.turn == 2
    assert kinds(step.events) == ["dealt"] and step.events[0].seat == 0 and step.events[0].index == 2
    assert step.state.hand_no == 2 and step.state.turns == 0 and step.state.reshuffles == 0


@pytest.mark.parametrize("direction, dealers", [("anticlockwise", [1, 0, 3, 2, 1]), ("clockwise", [1, 2, 3, 0, 1])])
def test_T31_2_the_deal_passes_in_the_direction_of_play(direction, dealers):
    state = pos(["AB FB 3B", "RS 7S RD", "2C 4D 6S", "5C 6C 7C"], rules=Rules(direction=direction, coins=9))
    seen = [state.dealer]
    for _ in range(4):
        state, _ = knock_round(state)
        assert state.phase == "deal"
        seen.append(state.dealer)
        state = apply(state, Shuffle(tuple(range(40)))).state
    assert seen == dealers


def test_T31_2_players_out_get_no_cards_and_never_deal():
    # 4 players, seat 0 out; dealer 1: its right is seat 0 (out), so seat 3 plays first
    state = pos(["", "RS 7S RD", "2C 4D 6S", "AB FB 3B"], out=[0], coins=[0, 3, 3, 3])
    assert state.turn == 3 and state.order_from(3) == (3, 2, 1)
    state, events = knock_round(state)  # seat 1 (17) is the lowest
    assert [(e.seat, e.amount) for e in events if e.kind == "showed"] == [(3, 24), (2, 6), (1, 17)]
    assert state.dealer == 3  # from dealer 1 the deal skips seat 0
    state = apply(state, shuffle_to(state, "AC 2C 3C 4C 5C 6C 7C FC CC")).state
    # dealer 3, first player 2, then 1, then 3; seat 0 gets nothing
    assert state.hands == ((), cs("2C 5C FC"), cs("AC 4C 7C"), cs("3C 6C CC")) and state.turn == 2
    assert len(state.tallone) == 31


def test_T31_2_the_player_who_just_went_out_is_skipped_as_the_next_dealer():
    # dealer 1; seat 0, next in the order of play, owes a coin with none and goes out: seat 2 deals next
    state = pos(["2C 4D 6S", "RS 7S RD", "AB FB 3B"], coins=[0, 3, 3])
    state, events = knock_round(state)
    assert kinds(events)[-1] == "out" and events[-1].seat == 0 and state.out == {0}
    assert state.dealer == 2 and state.phase == "deal"
    state = apply(state, Shuffle(tuple(range(40)))).state
    assert state.hands == ((), cs("AC 3C 5C"), cs("2C 4C 6C")) and state.turn == 1  # first player: seat 1


# --- T31-3 ---------------------------------------------------------------------------------------
def turn_order(state, turns):
    """The seats whose turn it is, ``turns`` turns in a row (each draws and keeps its hand)."""
    seats = []
    for _ in range(turns):
        seats.append(state.turn)
        state, _ = draw_and_keep(state)
    return seats


def test_T31_3_anticlockwise_by_default_the_first_player_is_the_dealers_right():
    assert Rules().direction == "anticlockwise" and Rules().step == -1
    state = pos(FIVE, dealer=2)
    assert state.turn == 1 and turn_order(state, 7) == [1, 0, 4, 3, 2, 1, 0]
    assert pos(FIVE, dealer=0).turn == 4


def test_T31_3_clockwise_the_first_player_is_the_dealers_left():
    state = pos(FIVE, rules=Rules(direction="clockwise"), dealer=2)
    assert state.turn == 3 and turn_order(state, 7) == [3, 4, 0, 1, 2, 3, 4]
    assert pos(FIVE, rules=Rules(direction="clockwise"), dealer=4).turn == 0


@pytest.mark.parametrize("direction, first, order", [("anticlockwise", 1, [1, 4, 3, 2, 1]),
                                                     ("clockwise", 3, [3, 4, 0, 2, 3])])
def test_T31_3_seats_that_are_out_are_skipped_in_the_order_of_play(direction, first, order):
    hands = ["", "4C 5C 6C", "7C FC CC", "RC AD 2D", "3D 4D 5D"] if direction == "anticlockwise" else \
        ["AC 2C 3C", "", "7C FC CC", "RC AD 2D", "3D 4D 5D"]
    out = [0] if direction == "anticlockwise" else [1]
    state = pos(hands, rules=Rules(direction=direction), dealer=2, out=out)
    assert state.turn == first and turn_order(state, 5) == order


# --- T31-4 ---------------------------------------------------------------------------------------
def test_T31_4_a_turn_draws_the_top_of_the_tallone_then_discards_one_of_four_the_drawn_one_too():
    state = pos(["AB FB 3B", "RS 7S RD", "2C 4D 6S"], tallone="5B 7B AC")
    assert state.turn == 0 and legal_actions(state, 0) == (Draw(), Knock())
    assert legal_actions(state, 1) == legal_actions(state, 2) == ()
    state, events = run(state, Draw())
    assert state.phase == "discard" and state.turn == 0 and state.hands[0] == cs("AB FB 3B 5B")
    assert state.tallone == cs("7B AC") and kinds(events) == ["drew"] and events[0].cards == ()
    assert events[0].amount == 2  # cards left in the tallone; the drawn card is not named
    assert legal_actions(state, 0) == tuple(Discard(c) for c in cs("AB FB 3B 5B"))
    assert view(state, 1).counts == (4, 3, 3) and view(state, 1).hand == cs("RS 7S RD")
    top_before = state.discards[-1]
    state, events = run(state, D("5B"))  # the card just drawn goes straight to the discard pile
    assert state.hands[0] == cs("AB FB 3B") and state.discards[-1] == C("5B") and state.discards[-2] == top_before
    assert kinds(events) == ["discarded"] and events[0].cards == cs("5B")
    assert state.turn == 2 and state.phase == "draw" and view(state, 0).top == C("5B")
    state, _ = run(state, Draw(), D("2C"))  # seat 2 draws the next card, 7B, and keeps it
    assert state.hands[2] == cs("4D 6S 7B") and state.discards[-1] == C("2C") and state.tallone == cs("AC")
    state, _ = run(state, Draw(), D("RD"))
    assert state.hands[1] == cs("RS 7S AC") and state.tallone == () and len(state.discards) == 40 - 9


def test_T31_4_the_tallone_is_drawn_top_first_by_each_player_in_turn():
    tallone = "5B 7B AC 2S 3S 4S 5S"
    state = pos(["AB FB 3B", "RS 7S RD", "2C 4D 6S"], tallone=tallone)
    drawn = []
    for _ in range(7):
        seat = state.turn
        state, _ = run(state, Draw())
        drawn.append((seat, state.hands[seat][-1]))
        state, _ = run(state, Discard(state.hands[seat][-1]))
    assert drawn == list(zip([0, 2, 1, 0, 2, 1, 0], cs(tallone)))


def test_T31_4_taking_the_top_discard_is_off_by_default():
    state = pos(["AB FB 3B", "RS 7S RD", "2C 4D 6S"], discards="2D RB")
    assert not Rules().draw_from_discards and TakeDiscard() not in legal_actions(state, 0)
    assert refused(state, TakeDiscard(), match=r"TakeDiscard\(\) is not allowed now \(taking the top discard is off in "
                                               r"these rules, T31-4\); seat 0 may: Draw\(\), Knock\(\)$")


def test_T31_4_with_the_option_the_top_discard_is_taken_and_cannot_go_straight_back():
    state = pos(["AB FB 3B", "RS 7S RD", "2C 4D 6S"], discards="2D RB", rules=TAKE)
    assert legal_actions(state, 0) == (Draw(), TakeDiscard(), Knock())
    state, events = run(state, TakeDiscard())
    assert state.hands[0] == cs("AB FB 3B RB") and state.discards == cs("2D") and state.taken == C("RB")
    assert kinds(events) == ["took_discard"] and events[0].cards == cs("RB")  # a taken discard is named
    assert len(state.tallone) == 40 - 9 - 2  # the tallone is untouched
    assert legal_actions(state, 0) == tuple(Discard(c) for c in cs("AB FB 3B"))
    assert view(state, 0).taken == C("RB") and view(state, 1).taken is None
    assert refused(state, D("RB"), match=r"Discard\(RB\) is not allowed now \(the card just taken from the discard "
                                         r"pile cannot go straight back, T31-4\); seat 0 may: Discard\(AB\), "
                                         r"Discard\(FB\), Discard\(3B\)$")
    state, _ = run(state, D("3B"))
    assert hand_value(state.hands[0]) == 31 and state.discards == cs("2D 3B") and state.taken is None
    # the next player may take the 3B just discarded
    assert legal_actions(state, 2) == (Draw(), TakeDiscard(), Knock())


def test_T31_4_an_empty_pile_cannot_be_taken_from_and_a_pile_of_one_card_empties():
    state = pos(["AB FB 3B", "RS 7S RD"], rules=TAKE)
    assert state.discards == () and legal_actions(state, 0) == (Draw(), Knock())
    assert refused(state, TakeDiscard(), match=r"\(the discard pile is empty\); seat 0 may: Draw\(\), Knock\(\)$")
    one = pos(["AB FB 3B", "RS 7S RD"], rules=TAKE, discards="CB")
    one, _ = run(one, TakeDiscard())
    assert one.discards == () and one.hands[0] == cs("AB FB 3B CB")
    one, _ = run(one, D("3B"))
    assert one.discards == cs("3B") and one.turn == 1 and TakeDiscard() in legal_actions(one, 1)
    # the drawn card from the tallone may be discarded at once, with the option too
    one, _ = run(one, Draw())
    assert one.taken is None and len(legal_actions(one, 1)) == 4


# --- T31-5 ---------------------------------------------------------------------------------------
def test_T31_5_the_examples_ace_fante_3_is_24_and_re_7_with_another_re_is_17():
    assert hand_value(cs("AB FB 3B")) == 24 and best_suit(cs("AB FB 3B")) == "bastoni"
    assert hand_value(cs("RS 7S RD")) == 17 and best_suit(cs("RS 7S RD")) == "spade"  # the best suit counts
    assert hand_value(cs("AH JH 3H", french40)) == 24 and hand_value(cs("KS 7S KD", french40)) == 17


def test_T31_5_card_points_ace_11_figures_10_the_rest_face_value():
    assert [card_points(c) for c in cs("AC 2C 3C 4C 5C 6C 7C FC CC RC")] == [11, 2, 3, 4, 5, 6, 7, 10, 10, 10]
    assert [card_points(c) for c in cs("AH 2H 3H 4H 5H 6H 7H JH QH KH", french40)] == [11, 2, 3, 4, 5, 6, 7,
                                                                                       10, 10, 10]


@pytest.mark.parametrize("deck", [italian40, french40])
def test_T31_5_31_is_an_ace_and_two_figures_of_one_suit_and_nothing_else(deck):
    hands = list(combinations(deck.cards, 3))
    values = Counter(hand_value(h) for h in hands)
    assert len(hands) == 9880 and max(values) == 31 and min(values) == 2
    thirty_one = [h for h in hands if hand_value(h) == 31]
    assert len(thirty_one) == 4 * 3  # a suit, and two of its three figures
    for h in thirty_one:
        assert len({c.suit for c in h}) == 1 and sorted(card_points(c) for c in h) == [10, 10, 11]
    assert values[2] == 4  # three 2s of three different suits: the lowest hand
    assert values[30] == 4 * 1 and values[21] > 0  # three figures of one suit; an Ace and a figure
    assert hand_value(cs("RC CC FC")) == 30 and hand_value(cs("AC FC 2D")) == 21


def test_T31_5_three_of_a_kind_has_no_bonus():
    assert hand_value(cs("7C 7D 7B")) == 7 and hand_value(cs("AC AD AB")) == 11 and hand_value(cs("RC RD RS")) == 10
    assert hand_value(cs("7H 7D 7C", french40)) == 7
    assert hand_value(()) == 0 and best_suit(()) is None
    assert value_after(cs("AB FB 3B"), C("RB")) == 31 and value_after(cs("7C 7D 7B"), C("7S")) == 7
    assert best_suit(cs("7C 7D 7B")) == "coppe"  # a tie between suits: the first in the hand


# --- T31-6 ---------------------------------------------------------------------------------------
FOUR = ["AB FB 3B", "RS 7S RD", "2C 4D 6S", "5C 6C 7C"]  # 24, 17, 6, 18


def test_T31_6_after_a_knock_every_other_player_has_exactly_one_more_turn_then_the_showdown():
    state = pos(FOUR)  # dealer 1: the order of play is 0, 3, 2, 1
    state, events = run(state, Knock())
    assert kinds(events) == ["knocked"] and events[0].seat == 0
    assert state.knocker == 0 and state.last_turns == (2, 1) and state.turn == 3 and state.hands[0] == cs(FOUR[0])
    assert legal_actions(state, 3) == (Draw(),)  # no second knock
    assert refused(state, Knock(), match=r"Knock\(\) is not allowed now \(someone has knocked already: these are "
                                         r"the last turns, T31-6\); seat 3 may: Draw\(\)$")
    seats = []
    for _ in range(3):
        seats.append(state.turn)
        state, events = draw_and_keep(state)
    assert seats == [3, 2, 1]
    assert kinds(events) == ["drew", "discarded", "showed", "showed", "showed", "showed", "paid"]
    shown = [(e.seat, e.amount, codes(e.cards)) for e in events if e.kind == "showed"]
    assert shown == [(0, 24, "AB FB 3B"), (3, 18, "5C 6C 7C"), (2, 6, "2C 4D 6S"), (1, 17, "RS 7S RD")]
    assert [e.payload()["suit"] for e in events if e.kind == "showed"] == ["suit.bastoni", "suit.coppe", "suit.spade",
                                                               "suit.spade"]
    assert state.phase == "deal" and state.knocker is None and state.last_turns == ()


def test_T31_6_a_knock_mid_round_gives_the_players_who_already_played_one_more_turn_too():
    state = pos(FOUR, rules=TAKE)
    state, _ = draw_and_keep(state)  # seat 0 plays
    state, _ = run(state, Knock())  # seat 3 knocks
    assert state.last_turns == (1, 0) and state.turn == 2
    assert legal_actions(state, 2) == (Draw(), TakeDiscard())  # the top discard may be taken, no knock
    state, _ = run(state, TakeDiscard(), D("2C"))
    assert state.turn == 1 and state.last_turns == (0,)
    state, _ = draw_and_keep(state)
    assert state.turn == 0 and state.last_turns == ()
    state, events = draw_and_keep(state)
    assert kinds(events)[2:6] == ["showed"] * 4 and state.phase == "deal"


def test_T31_6_a_knock_on_the_very_first_turn_and_clockwise():
    state = pos(FOUR, rules=Rules(direction="clockwise"))  # dealer 1: seat 2 plays first, then 3, 0, 1
    state, _ = run(state, Knock())
    assert state.knocker == 2 and state.turn == 3 and state.last_turns == (0, 1) and state.turns == 1
    state, events = last_turns(state)
    assert [e.seat for e in events if e.kind == "showed"] == [2, 3, 0, 1]
    assert [e.seat for e in events if e.kind == "paid"] == [2]  # the knocker, lowest with 6, pays like anyone


# --- T31-7 ---------------------------------------------------------------------------------------
def test_T31_7_the_lowest_value_pays_one_coin_into_the_pot():
    state, events = knock_round(pos(FOUR, coins=[3, 2, 4, 1], pot=5))
    assert [(e.seat, e.amount) for e in events if e.kind == "paid"] == [(2, 3)]  # 6 is the lowest; 3 coins left
    assert state.coins == (3, 2, 3, 1) and state.pot == 6 and state.out == frozenset()


def test_T31_7_players_tied_for_the_lowest_all_pay():
    # 24, 17, 17 (Re and 7 of spade; Re and 7 of coppe): both 17s pay, in the order of play (0, 2, 1)
    state, events = knock_round(pos(["AB FB 3B", "RS 7S RD", "RC 7C 2B"]))
    assert [(e.seat, e.amount) for e in events if e.kind == "showed"] == [(0, 24), (2, 17), (1, 17)]
    assert [e.seat for e in events if e.kind == "paid"] == [2, 1]
    assert state.coins == (3, 2, 2) and state.pot == 2
    # everyone tied: everyone pays
    state, events = knock_round(pos(["RB 7B 2C", "RS 7S RD", "RC 7C 2B"]))
    assert [e.seat for e in events if e.kind == "paid"] == [0, 2, 1] and state.coins == (2, 2, 2) and state.pot == 3


def test_T31_7_the_showdown_counts_the_hands_after_the_last_turns():
    # seat 0 knocks with 24 while seats 1 and 2 are tied at 17; in their last turns seat 2 draws RB and drops 2B
    # (coppe 17 still), seat 1 draws 6S and drops RD (spade 23): only seat 2 pays
    state = pos(["AB FB 3B", "RS 7S RD", "RC 7C 2B"], tallone="RB 6S")
    state, events = run(state, Knock(), Draw(), D("2B"), Draw(), D("RD"))
    assert [(e.seat, e.amount, codes(e.cards)) for e in events if e.kind == "showed"] == [
        (0, 24, "AB FB 3B"), (2, 17, "RC 7C RB"), (1, 23, "RS 7S 6S")]
    assert [e.seat for e in events if e.kind == "paid"] == [2] and state.coins == (3, 3, 2) and state.pot == 1


# --- T31-8 ---------------------------------------------------------------------------------------
def test_T31_8_a_knock_with_31_ends_the_hand_at_once_and_every_other_player_pays_another_31_too():
    state = pos(["AB FB RB", "AS CS RS", "2C 4D 6S", "5C 6C 7C"], coins=[3, 3, 1, 3])
    assert hand_value(state.hands[0]) == hand_value(state.hands[1]) == 31
    state, events = run(state, Knock())
    assert kinds(events) == ["knocked_31", "paid", "paid", "paid"]  # no last turns, no hands shown
    assert events[0].seat == 0 and events[0].cards == cs("AB FB RB")
    assert [(e.seat, e.amount) for e in events[1:]] == [(3, 2), (2, 0), (1, 2)]  # in the order of play from 3
    assert state.coins == (3, 2, 0, 2) and state.pot == 3 and state.out == frozenset()  # paying the last coin
    assert state.phase == "deal" and state.dealer == 0 and state.hand_no == 2


def test_T31_8_french_31_and_a_31_reached_by_a_draw_needs_the_next_turns_knock():
    rules = Rules(deck="french40")
    state = pos(["AH JH 3H", "KS 7S KD"], tallone="QH 2C 3C", rules=rules)
    state, events = run(state, Draw(), D("3H", french40))  # 31, but no knock yet: the hand goes on
    assert hand_value(state.hands[0]) == 31 and kinds(events) == ["drew", "discarded"] and state.turn == 1
    state, _ = run(state, Draw(), D("2C", french40))
    state, events = run(state, Knock())
    assert kinds(events) == ["knocked_31", "paid"] and state.coins == (3, 2)


def test_T31_8_a_knock_with_31_puts_out_the_players_with_no_coin_and_the_knocker_may_take_the_pot():
    state = pos(["AB FB RB", "2C 4D 6S", "5C 6C 7C"], coins=[1, 0, 0], pot=8)
    state, events = run(state, Knock())
    assert kinds(events) == ["knocked_31", "out", "out", "won"]
    assert [e.seat for e in events] == [0, 2, 1, 0] and events[-1].amount == 8
    assert state.phase == "over" and state.coins == (9, 0, 0) and state.pot == 0 and state.out == {1, 2}


# --- T31-9 ---------------------------------------------------------------------------------------
def test_T31_9_paying_the_last_coin_does_not_put_a_player_out():
    state, events = knock_round(pos(["AB FB 3B", "RS 7S RD", "2C 4D 6S"], coins=[3, 3, 1]))
    assert kinds(events)[-1] == "paid" and events[-1].seat == 2 and events[-1].amount == 0
    assert state.coins == (3, 3, 0) and state.out == frozenset() and state.phase == "deal"
    state = apply(state, Shuffle(tuple(range(40)))).state
    assert all(len(h) == 3 for h in state.hands)  # seat 2, with no coins, is dealt in


def test_T31_9_owing_a_coin_with_none_left_puts_a_player_out_and_the_game_goes_on_without_them():
    state, events = knock_round(pos(["AB FB 3B", "RS 7S RD", "2C 4D 6S"], coins=[3, 3, 0], pot=4))
    assert kinds(events)[-2:] == ["showed", "out"] and events[-1].seat == 2
    assert state.coins == (3, 3, 0) and state.pot == 4 and state.out == {2}  # no coin moves
    state = apply(state, Shuffle(tuple(range(40)))).state
    assert state.dealer == 0 and state.turn == 1 and state.hands[2] == () and [len(h) for h in state.hands] == [3, 3, 0]
    assert legal_actions(state, 2) == () and view(state, 2).out == {2} and len(state.tallone) == 34


def test_T31_9_the_last_player_left_takes_the_pot():
    start = pos(["AB FB 3B", "2C 4D 6S"], coins=[5, 0], pot=4)
    state, events = knock_round(start)
    assert kinds(events)[-2:] == ["out", "won"] and events[-1].seat == 0 and events[-1].amount == 4
    assert state.phase == "over" and t31.is_terminal(state) and t31.to_act(state) == frozenset()
    assert state.coins == (9, 0) and state.pot == 0 and legal_actions(state, 0) == ()
    assert returns(state) == (4, 0)  # a position that starts with a pot: the winner's return includes it
    assert returns(start) == (0, 0) and t31.match_winner(returns(state), 1) == 0


def test_T31_9_when_all_the_last_players_would_go_out_together_they_play_a_playoff_hand():
    # three players in with no coins, all tied at 11 (an Ace each, three suits): nobody pays, nobody goes out
    start = pos(["AC 2D 3B", "AD 2B 3S", "AB 2S 3C", ""], coins=[0, 0, 0, 0], pot=12, out=[3])
    state, events = knock_round(start)
    assert kinds(events)[-4:] == ["showed", "showed", "showed", "playoff"]
    assert events[-1].seat == 0 and events[-1].others == (2, 1)  # in the order of play
    assert state.coins == (0, 0, 0, 0) and state.pot == 12 and state.out == {3}
    assert state.phase == "deal" and state.hand_no == 2 and state.dealer == 0
    # the playoff hand: seat 1 lowest, seats 0 and 2 tied above: seat 1 goes out, the other two play on
    state = apply(state, shuffle_to(state, "AC FB AD FC 3S CD 2D 6D 4C")).state  # dealt to 2, 1, 0 in turn
    assert state.hands == (cs("AD CD 4C"), cs("FB 3S 6D"), cs("AC FC 2D"), ()) and state.turn == 2
    state, events = knock_round(state)
    assert [(e.seat, e.amount) for e in events if e.kind == "showed"] == [(2, 21), (1, 10), (0, 21)]
    assert kinds(events)[-1] == "out" and state.out == {1, 3} and state.phase == "deal"


def test_T31_9_with_split_pot_the_last_players_split_the_pot_the_odd_coins_first_in_the_order_of_play():
    rules = Rules(split_pot=True)
    state, events = knock_round(pos(["AC 2D 3B", "AD 2B 3S", "AB 2S 3C"], coins=[0, 0, 0], pot=7, rules=rules))
    assert kinds(events)[-1] == "split" and events[-1].seat == 0 and events[-1].others == (2, 1)
    assert events[-1].amount == 7
    assert state.phase == "over" and state.coins == (3, 2, 2) and state.pot == 0  # 7 = 3 + 2 + 2; seat 0 first
    assert returns(state) == (3, 2, 2) and t31.match_winner(returns(state), 1) == 0
    even, _ = knock_round(pos(["AC 2D 3B", "AD 2B 3S"], coins=[0, 0], pot=6, rules=rules))
    # an even split: the game is over, so the match is too (the first of the seats sharing it stands for them)
    assert even.coins == (3, 3) and t31.match_winner(returns(even), 1) == 0
    match = Match(t31, Rules(coins=1, split_pot=True), 2, [t31.computer("threshold")] * 2, rng=18, first_dealer=0)
    match.play()
    assert len(match.hands) == 1 and match.over  # one game, whether it ended with a split or not


def test_T31_9_all_tied_but_one_still_holding_a_coin_is_no_playoff():
    # all three tied at 11; seats 0 and 2 have no coin and go out; seat 1 pays its last coin and takes the pot
    state, events = knock_round(pos(["AC 2D 3B", "AD 2B 3S", "AB 2S 3C"], coins=[0, 1, 0], pot=5))
    assert kinds(events)[-4:] == ["out", "out", "paid", "won"]
    assert [e.seat for e in events[-4:]] == [0, 2, 1, 1] and events[-1].amount == 6
    assert state.coins == (0, 6, 0) and state.phase == "over"


# --- T31-10 --------------------------------------------------------------------------------------
def test_T31_10_an_empty_tallone_waits_for_the_reshuffle_of_the_discards_but_the_top_one():
    state = pos(["AB FB 3B", "RS 7S RD"], tallone="5B")
    under = state.discards  # 33 cards
    state, _ = run(state, Draw(), D("3B"))
    assert state.tallone == () and state.turn == 1 and state.phase == "reshuffle"
    assert t31.to_act(state) == {CHANCE} and legal_actions(state, 1) == () and view(state, 1).phase == "reshuffle"
    assert refused(state, Draw(), match=r"chance must now reshuffle the discards: Reshuffle\(order\), a permutation "
                                        r"of 0\.\.32")
    chance = t31.chance_action(state, np.random.default_rng(4))
    assert isinstance(chance, Reshuffle) and sorted(chance.order) == list(range(33))
    state, events = run(state, Reshuffle(tuple(range(32, -1, -1))))
    assert state.tallone == tuple(reversed(under)) and state.discards == cs("3B") and state.reshuffles == 1
    assert state.turn == 1 and state.phase == "draw" and kinds(events) == ["reshuffled"] and events[0].amount == 33
    state, _ = run(state, Draw())
    assert state.hands[1][-1] == under[-1] and len(state.tallone) == 32 and conserved(state)


def test_T31_10_a_position_with_an_empty_tallone_starts_with_the_reshuffle():
    state = pos(["AB FB 3B", "RS 7S RD"], tallone="")
    assert state.phase == "reshuffle" and state.turn == 0 and len(state.discards) == 34
    state, events = run(state, t31.chance_action(state, np.random.default_rng(1)))
    assert len(state.tallone) == 33 and len(state.discards) == 1 and state.phase == "draw" and state.turn == 0
    assert kinds(events) == ["reshuffled"] and conserved(state)


def test_T31_10_wrong_chance_actions_are_refused():
    state = pos(["AB FB 3B", "RS 7S RD"], tallone="")
    for bad in (Shuffle(tuple(range(40))), Reshuffle(tuple(range(32))), Reshuffle((0,) * 33),
                Reshuffle(list(range(33))), Reshuffle(tuple(range(1, 34))), Reshuffle((True,) + tuple(range(1, 33))),
                Draw(), Knock(), None):
        assert refused(state, bad, match=r"chance must now reshuffle the discards: Reshuffle\(order\)"), bad
    assert apply(state, Reshuffle(tuple(np.arange(33)))).state.reshuffles == 1  # numpy whole numbers are fine
    deal, _ = knock_round(pos(["AB FB 3B", "RS 7S RD"]))
    for bad in (Reshuffle(tuple(range(40))), Shuffle(tuple(range(39))), Shuffle(tuple(range(40)) + (40,)), Draw()):
        assert refused(deal, bad, match=r"chance must now shuffle the cards for a new hand: Shuffle\(order\), a "
                                        r"permutation of 0\.\.39"), bad
    with pytest.raises(IllegalMove, match="no shuffle is due now"):
        t31.chance_action(pos(["AB FB 3B", "RS 7S RD"]), np.random.default_rng(0))


# --- refused actions -----------------------------------------------------------------------------
def test_every_kind_of_wrong_action_is_refused_says_what_is_allowed_and_changes_nothing():
    start = pos(["AB FB 3B", "RS 7S RD", "2C 4D 6S"], discards="2D RB")
    assert refused(start, D("AB"), match=r"Discard\(AB\) is not allowed now \(a turn begins with a draw or a knock, "
                                         r"then a discard, T31-4\); seat 0 may: Draw\(\), Knock\(\)$")
    for odd in (None, "Draw", 3, [Draw()], Deal(italian40, ())):
        assert refused(start, odd, match=r"is not allowed now \(not one of the actions Draw\(\), TakeDiscard\(\), "
                                         r"Discard\(card\), Knock\(\), Shuffle\(order\), Reshuffle\(order\)\); "
                                         r"seat 0 may: Draw\(\), Knock\(\)$"), odd
    assert refused(start, Draw, match=r"\(an action is made with brackets: Draw\(\)\); seat 0 may: Draw\(\), Knock\(\)$")
    assert refused(start, Shuffle(tuple(range(40))), match=r"Shuffle\(…\) is not allowed now \(a shuffle is chance's "
                                                           r"action, made when a new hand is dealt or the tallone is "
                                                           r"empty\); seat 0 may: Draw\(\), Knock\(\)$")
    assert refused(start, Reshuffle(()), match=r"Reshuffle\(…\) is not allowed now \(a shuffle is chance's action")
    drawn, _ = run(start, Draw())
    allowed = r"seat 0 may: Discard\(AB\), Discard\(FB\), Discard\(3B\), Discard\(AC\)$"
    for action in (Draw(), Knock(), TakeDiscard()):
        assert refused(drawn, action, match=r"is not allowed now \(seat 0 has taken its card: now it discards one, "
                                            r"T31-4\); " + allowed), action
    # a card of another hand, of the tallone or of the pile: the same words, nothing hidden is told
    for code in ("RS", "2C", "5C", "RB"):
        assert refused(drawn, D(code), match=rf"Discard\({code}\) is not allowed now \({code} is not in the hand of "
                                             rf"seat 0\); " + allowed), code
    for odd in (Discard("AB"), Discard(None), Discard(cs("AB"))):
        assert refused(drawn, odd, match=r"\(Discard\.card is a Card, not \w+ .*\); " + allowed), odd
    assert refused(drawn, Discard(french40.parse("AH")), match=r"Discard\(AH\) is not allowed now \(AH is not in the "
                                                               r"hand of seat 0\)")
    knocked, _ = run(start, Knock())
    assert refused(knocked, Knock(), match=r"someone has knocked already: these are the last turns, T31-6\); seat 2 "
                                           r"may: Draw\(\)$")
    over, _ = knock_round(pos(["AB FB 3B", "2C 4D 6S"], coins=[3, 0]))
    assert over.phase == "over"
    for action in (Draw(), Knock(), D("AB"), Shuffle(tuple(range(40))), None):
        assert refused(over, action, match="the game is over: nothing more can be played"), action


def test_views_and_legal_actions_refuse_a_seat_that_does_not_exist():
    state = new_game(Rules(), 3, rng=1, dealer=RANDOM_DEALER)
    for seat in (-1, 3, "0", 1.0, True, None, CHANCE):
        with pytest.raises(IndexError, match="seats are the whole numbers 0 to 2"):
            view(state, seat)
        with pytest.raises(IndexError, match="seats are the whole numbers 0 to 2"):
            legal_actions(state, seat)
    v = view(state, np.int64(2))
    assert v.seat == 2 and type(v.seat) is int and v.hand == state.hands[2] and v.counts == (3, 3, 3)
    assert v.tallone == 31 and v.discards == () and v.top is None and v.players == 3 and v.rules == Rules()
    assert legal_actions(state, np.int64(state.turn)) == (Draw(), Knock())


def test_the_view_hides_the_other_hands_and_the_tallone():
    state = new_game(TAKE, 4, rng=9, dealer=RANDOM_DEALER)
    for _ in range(6):
        state = apply(state, legal_actions(state, state.turn)[0]).state  # draws and discards
    for seat in range(4):
        v = view(state, seat)
        shown = set(v.hand) | set(v.discards)
        hidden = t31.hidden_cards(state, seat)
        assert not shown & hidden and len(hidden) == 40 - 3 - len(v.discards)
        assert set(t31.unseen(v)) == set(italian40.cards) - shown
        assert not any(isinstance(x, tuple) and x and isinstance(x[0], tuple) for x in vars(v).values())  # no hands


# --- invariants over many seeded games -------------------------------------------------------------
@pytest.mark.slow
def test_thousands_of_seeded_games_keep_every_invariant():
    rng = np.random.default_rng(2031)
    agents = {level: t31.computer(level) for level in ("random", "threshold", "greedy")}
    seen, ends = Counter(), Counter()
    for seed in range(2000):
        n = 2 + seed % 4
        rules = Rules(coins=int(rng.choice([1, 2, 3])), direction=str(rng.choice(["anticlockwise", "clockwise"])),
                      draw_from_discards=bool(rng.random() < 0.5), deck=str(rng.choice(["italian40", "french40"])),
                      split_pot=bool(rng.random() < 0.5))
        levels = [str(rng.choice(["random", "threshold", "greedy"], p=[0.75, 0.2, 0.05])) for _ in range(n)]
        seen.update((n, level) for level in levels)
        state = new_game(rules, n, rng=seed, dealer=RANDOM_DEALER)
        deck = Counter(italian40.cards if rules.deck == "italian40" else french40.cards)
        total, arng, actions = rules.coins * n, np.random.default_rng(seed), 0
        while not t31.is_terminal(state):
            (who,) = t31.to_act(state)
            if who == CHANCE:
                action = t31.chance_action(state, arng)
            else:
                legal = legal_actions(state, who)
                assert legal and state.turn == who and who not in state.out
                action = agents[levels[who]].act(view(state, who), legal, arng)
                assert action in legal
            step = apply(state, action)
            state, actions = step.state, actions + 1
            assert len(t31.cards(state)) == 40
            if actions % 5 == 0 or state.phase not in ("draw", "discard"):  # (a Counter of cards is slow)
                assert Counter(t31.cards(state)) == deck  # the 40 cards, each once
            assert sum(state.coins) + state.pot == total and min(state.coins) >= 0 and state.pot >= 0
            assert all(state.coins[s] == 0 and state.hands[s] == () for s in state.out)
            assert len(state.out) <= n - 1
            if state.phase in ("draw", "discard", "reshuffle"):
                sizes = [len(h) for s, h in enumerate(state.hands) if s not in state.out]
                extra = 1 if state.phase == "discard" else 0
                assert sorted(sizes) == [3] * (len(sizes) - extra) + [4] * extra
                assert state.phase != "draw" or state.tallone  # a turn never starts with an empty tallone
            assert actions < 20_000
        assert sum(returns(state)) == 0 and state.pot == 0 and all(h == () for h in state.hands)
        left = [s for s in range(n) if s not in state.out]
        if len(left) == 1:
            assert state.coins[left[0]] == total
            ends["won"] += 1
        else:  # the split: every player left got a share, as even as coins allow
            assert rules.split_pot and max(state.coins) - min(state.coins[s] for s in left) <= 1
            ends["split"] += 1
    assert min(seen.values()) >= 10 and len(seen) == 4 * 3 and ends["split"] > 0 and ends["won"] > 1500


def test_seeded_games_replay_exactly():
    for seed in range(20):
        n = 2 + seed % 4
        agents = [t31.computer(("threshold", "greedy", "random")[(seed + s) % 3]) for s in range(n)]
        assert_replays_exactly(lambda: new_game(TAKE, n, rng=seed, dealer=RANDOM_DEALER), agents, seed)


@pytest.mark.slow
def test_conformance_with_every_option_combination():
    for rules in (Rules(), *t31.CONFORMANCE_RULES):
        report = check_game(t31, games=2, rules=rules, seed=7, max_actions=5000)
        assert report.games > 0 and report.actions > 0


# --- computer players ----------------------------------------------------------------------------
def choice(player, state, seat=None):
    seat = state.turn if seat is None else seat
    return player.act(view(state, seat), legal_actions(state, seat), np.random.default_rng(0))


def test_the_threshold_player_knocks_at_its_threshold_and_not_below():
    at_24 = pos(["AB FB 3B", "RS 7S RD"])
    at_25 = pos(["AB FB 4B", "RS 7S RD"])
    assert hand_value(at_24.hands[0]) == 24 and hand_value(at_25.hands[0]) == 25
    assert choice(t31.computer("threshold"), at_25) == Knock() and choice(t31.computer("threshold"), at_24) == Draw()
    assert choice(t31.computer("threshold", 24), at_24) == Knock()
    assert choice(t31.computer("threshold", 0), pos(["2C 4D 6S", "RS 7S RD"])) == Knock()
    assert choice(t31.computer("threshold", 31), pos(["FB CB RB", "RS 7S RD"])) == Draw()  # 30 < 31
    assert choice(t31.computer("threshold", 31), pos(["AB CB RB", "RS 7S RD"])) == Knock()
    # in the last turns nobody knocks, even with 31
    knocked, _ = run(pos(["RS 7S RD", "AB FB RB"]), Knock())
    assert knocked.turn == 1 and choice(t31.computer("threshold"), knocked) == Draw()
    assert choice(t31.computer("greedy"), knocked) == Draw() and choice(t31.computer("random"), knocked) == Draw()


def test_the_threshold_player_discards_the_card_that_leaves_the_best_value():
    assert best_discard(cs("AB FB 3B 7B")) == C("3B")  # AB FB 7B = 28
    assert best_discard(cs("AB FB 2C 3D")) == C("2C")  # 2C or 3D both leave 21: the lower card goes
    assert best_discard(cs("RC 7C 7S RS")) == C("7C")  # 17 either way: the first of the equal cards
    assert best_discard(cs("AB FB 3B 2C"), keep_out=C("2C")) == C("3B")  # never the card just taken
    state = pos(["AB FB 3B", "RS 7S RD"], tallone="7B")
    state, _ = run(state, Draw())
    assert choice(t31.computer("threshold"), state) == D("3B")
    taken, _ = run(pos(["AB FB 3B", "RS 7S RD"], discards="2C", rules=TAKE), TakeDiscard())
    assert choice(t31.computer("threshold"), taken) == D("3B") and choice(t31.computer("greedy"), taken) == D("3B")


def test_the_computer_players_take_the_top_discard_only_when_it_helps():
    helps = pos(["AB FB 3B", "RS 7S RD"], discards="2D RB", rules=TAKE)  # RB makes AB FB RB = 31
    useless = pos(["AB FB 3B", "RS 7S RD"], discards="RB 2D", rules=TAKE)  # 2D leaves 24
    for level in ("threshold", "greedy"):
        assert choice(t31.computer(level), helps) == TakeDiscard()
        assert choice(t31.computer(level), useless) in (Draw(), Knock())
    assert choice(t31.computer("threshold"), useless) == Draw()
    # the greedy drawer weighs the sure take against a draw's expected value (10.28 here, counted below)
    weak = [pos(["2C 4D 6S", "3S 4S 5S"], discards=top, rules=TAKE) for top in ("7D", "5D")]
    expected = [expected_after_one_draw(cs("2C 4D 6S"), t31.unseen(view(state, 0))) for state in weak]
    assert [round(e, 2) for e in expected] == [10.22, 10.28]
    assert [value_after(cs("2C 4D 6S"), state.discards[-1]) for state in weak] == [11, 9]
    assert [choice(t31.computer("greedy"), state) for state in weak] == [TakeDiscard(), Draw()]
    off = pos(["AB FB 3B", "RS 7S RD"], discards="2D RB")  # the option off: it draws
    assert choice(t31.computer("threshold"), off) == Draw()


def test_the_threshold_player_knocks_below_its_threshold_once_the_tallone_was_turned_over():
    state = pos(["AB FB 3B", "RS 7S RD"], tallone="5B")
    state, _ = run(state, Draw(), D("5B"), Reshuffle(tuple(range(33))))
    assert state.turn == 1 and state.reshuffles == 1 and hand_value(state.hands[1]) == 17
    assert choice(t31.computer("threshold"), state) == Knock()


def expected_after_one_draw(hand, unseen):
    """The mean, over the unseen cards, of the best value of three of the four cards (counted apart
    from the engine: each suit's points summed by hand)."""
    def value(cards):
        return max(sum(card_points(c) for c in cards if c.suit == suit) for suit in {c.suit for c in cards})
    return sum(max(value(three) for three in combinations(list(hand) + [u], 3)) for u in unseen) / len(unseen)


@pytest.mark.parametrize("hand", ["AB FB RB", "FB CB RB", "AB FB 7B", "AB FB 3B", "RS 7S RD", "2C 4D 6S",
                                  "AC RC 2D", "7C 6C 5C"])
def test_the_greedy_drawer_knocks_when_one_more_draw_is_not_expected_to_do_better(hand):
    state = pos([hand, "3S 4S 5S"], discards="2B")
    v = view(state, 0)
    unseen = [c for c in italian40.cards if c not in set(cs(hand)) | {C("2B")}]
    assert Counter(t31.unseen(v)) == Counter(unseen) and len(unseen) == 36
    expected = expected_after_one_draw(cs(hand), unseen)
    knocks = expected < hand_value(cs(hand)) + 0.5
    assert choice(t31.computer("greedy"), state) == (Knock() if knocks else Draw()), expected
    assert knocks == (hand in ("AB FB RB", "FB CB RB", "AB FB 7B")), (hand, expected)  # 31, 30, 28 knock; 24 draws


def test_the_threshold_player_beats_random_players_over_seeded_games():
    # measured over 600 games each (seeds 20,000..20,599, the threshold player's seat rotating): it won
    # 567/600 one against one (94.5%, 95% interval 92.4-96.1%) and 551/600 against two random players
    # (91.8%, 89.4-93.8%, where chance is 33%); here the first 100 two-player games (96 won), 80 at least
    wins = 0
    for k in range(100):
        agents = [t31.computer("threshold", 25), t31.computer("random")][::1 if k % 2 == 0 else -1]
        record = play(new_game(Rules(), 2, rng=20_000 + k, dealer=RANDOM_DEALER), agents, 20_000 + k)
        wins += t31.match_winner(returns(record.state), 1) == k % 2
    low, high = wilson_interval(wins, 100, confidence=0.9973)  # three standard errors
    assert wins >= 80 and low > 0.7, (wins, low, high)


def test_the_computer_levels_and_bad_levels_or_thresholds():
    assert set(t31.LEVELS) == {"threshold", "greedy", "random"}
    assert isinstance(t31.computer(), t31.ThresholdPlayer) and t31.computer().threshold == 25
    assert isinstance(t31.computer("greedy"), t31.GreedyDrawer) and isinstance(t31.computer("random"), RandomAgent)
    assert t31.computer("threshold", np.int64(20)) == t31.ThresholdPlayer(20)
    assert type(t31.computer("threshold", np.int64(20)).threshold) is int
    for bad in ("hard", None, "", ["greedy"], 3):
        with pytest.raises(ValueError, match=r"no computer level .*; the levels are "
                                             r"\['greedy', 'random', 'threshold'\]"):
            t31.computer(bad)
    for bad in (32, -1, 20.0, True, "25"):
        with pytest.raises(ValueError, match=r"a knocking threshold is a whole number from 0 to 31 \(T31-5\)"):
            t31.computer("threshold", bad)
    with pytest.raises(ValueError, match="only the threshold player takes a threshold"):
        t31.computer("greedy", 20)


# --- narration -----------------------------------------------------------------------------------
def two_hands():
    """Anna (0), Bruno (1) and Carla (2); Bruno deals hand 1 with no coin left, Carla has one, the pot 2.
    Hand 1: Carla knocks; Bruno and Carla tie at the bottom with 17: Carla pays her last coin, Bruno is
    out.  Hand 2 (Anna deals): Anna holds 31 and knocks; Carla, with no coin, is out and Anna takes the pot."""
    start = pos(["AB FB 3B", "RS 7S 2D", "RC 7C 2B"], coins=[3, 0, 1], pot=2)
    state, first = run(start, Draw(), D("AC"), Knock(), Draw(), D("2C"), Draw(), D("3C"))
    state, second = run(state, shuffle_to(state, "2B AC 3B FC 4S RC"), Draw(), D("2C"), Knock())
    return start, state, t31.opening(start) + tuple(first), tuple(second)


def test_two_hands_narrate_in_italian_line_by_line():
    start, end, first, second = two_hands()
    assert said(first) == [
        "Mano 1: Bruno fa il mazziere e dà 3 carte a testa, una alla volta.",
        "Anna pesca una carta dal tallone (carte rimaste nel tallone: 30).",  # the drawn card is never named
        "Anna scarta Asso di coppe.",
        "Carla bussa: ogni altro giocatore gioca ancora un turno, poi si mostrano le carte.",
        "Bruno pesca una carta dal tallone (carte rimaste nel tallone: 29).",
        "Bruno scarta 2 di coppe.",
        "Anna pesca una carta dal tallone (carte rimaste nel tallone: 28).",
        "Anna scarta 3 di coppe.",
        "Anna mostra Asso di bastoni, Fante di bastoni, 3 di bastoni: 24 punti a bastoni.",
        "Carla mostra Re di coppe, 7 di coppe, 2 di bastoni: 17 punti a coppe.",
        "Bruno mostra Re di spade, 7 di spade, 2 di denari: 17 punti a spade.",
        "Carla mette una moneta nel piatto (monete rimaste: 0).",
        "Bruno deve pagare ma non ha più monete: è fuori dal gioco."]
    assert said(second) == [
        "Mano 2: Anna fa il mazziere e dà 3 carte a testa, una alla volta.",
        "Carla pesca una carta dal tallone (carte rimaste nel tallone: 33).",
        "Carla scarta 2 di coppe.",
        "Anna bussa con 31 (Asso di coppe, Fante di coppe, Re di coppe): la mano finisce subito e ogni altro "
        "giocatore paga.",
        "Carla deve pagare ma non ha più monete: è fuori dal gioco.",
        "In gioco resta solo Anna, che prende il piatto: 3 monete."]
    assert end.phase == "over" and end.coins == (6, 0, 0) and returns(end) == (3, 0, -1)


def test_two_hands_narrate_in_english_and_in_the_second_person():
    _, _, first, second = two_hands()
    english = said(first + second, "en")
    assert english[:4] == [
        "Hand 1: Bruno deals 3 cards to each player, one at a time.",
        "Anna draws a card from the tallone (cards left in the tallone: 30).",
        "Anna discards Ace of cups.",
        "Carla knocks: everyone else has one more turn, then the hands are shown."]
    assert english[8:13] == [
        "Anna shows Ace of batons, Knave of batons, 3 of batons: 24 points in batons.",
        "Carla shows King of cups, 7 of cups, 2 of batons: 17 points in cups.",
        "Bruno shows King of swords, 7 of swords, 2 of coins: 17 points in swords.",
        "Carla pays a coin into the pot (coins left: 0).",
        "Bruno has to pay but has no coins left, so is out of the game."]
    assert english[13:] == [
        "Hand 2: Anna deals 3 cards to each player, one at a time.",
        "Carla draws a card from the tallone (cards left in the tallone: 33).",
        "Carla discards 2 of cups.",
        "Anna knocks with 31 (Ace of cups, Knave of cups, King of cups): the hand ends at once and everyone else pays.",
        "Carla has to pay but has no coins left, so is out of the game.",
        "Only Anna is left in the game and takes the pot: 3 coins."]
    anna = said(first + second, "it", you=0)
    assert [anna[k] for k in (0, 1, 2, 8)] == [
        "Mano 1: Bruno fa il mazziere e dà 3 carte a testa, una alla volta.",
        "Peschi una carta dal tallone (carte rimaste nel tallone: 30).",
        "Scarti Asso di coppe.",
        "Mostri Asso di bastoni, Fante di bastoni, 3 di bastoni: 24 punti a bastoni."]
    assert anna[13:] == [
        "Mano 2: fai il mazziere e dai 3 carte a testa, una alla volta.",
        "Carla pesca una carta dal tallone (carte rimaste nel tallone: 33).",
        "Carla scarta 2 di coppe.",
        "Bussi con 31 (Asso di coppe, Fante di coppe, Re di coppe): la mano finisce subito e ogni altro giocatore paga.",
        "Carla deve pagare ma non ha più monete: è fuori dal gioco.",
        "In gioco resti solo tu: prendi il piatto, 3 monete."]
    assert said(first[3:4], "it", you=2) == [
        "Bussi: ogni altro giocatore gioca ancora un turno, poi si mostrano le carte."]
    assert said(first[11:13], "it", you=2) + said(first[11:13], "en", you=1) == [
        "Metti una moneta nel piatto (monete rimaste: 0).",
        "Bruno deve pagare ma non ha più monete: è fuori dal gioco.",
        "Carla pays a coin into the pot (coins left: 0).",
        "You have to pay but have no coins left, so you are out of the game."]
    assert said(second[-1:], "en", you=0) == ["Only you are left in the game: you take the pot, 3 coins."]
    assert said(first[1:2], "en", you=0) == ["You draw a card from the tallone (cards left in the tallone: 30)."]


def test_a_taken_discard_a_reshuffle_a_playoff_and_a_split_narrate():
    state = pos(["AB FB 3B", "RS 7S RD"], tallone="5C", rules=TAKE)  # the pile's top: CS
    state, events = run(state, TakeDiscard(), D("3B"), Draw(), D("5C"))
    assert said(events) == ["Anna prende l'ultima carta scartata: Cavallo di spade.", "Anna scarta 3 di bastoni.",
                            "Bruno pesca una carta dal tallone (carte rimaste nel tallone: 0).", "Bruno scarta 5 di coppe."]
    assert said(events[:1], "en") == ["Anna takes the top discard: Knight of swords."]
    assert said(events[:1], "it", you=0) == ["Prendi l'ultima carta scartata: Cavallo di spade."]
    state, events = run(state, Reshuffle(tuple(range(len(state.discards) - 1))))
    assert said(events) == ["Il tallone è finito: gli scarti (tranne quello in cima) si mescolano in un nuovo tallone "
                            "di 33 carte."]
    assert said(events, "en") == ["The tallone is used up: the discards (all but the top one) are shuffled into a new "
                                  "tallone of 33 cards."]
    tied = ["AC 2D 3B", "AD 2B 3S", "AB 2S 3C"]
    _, events = knock_round(pos(tied, coins=[0, 0, 0], pot=6))
    assert said(events[-1:]) == ["Anna, Carla e Bruno uscirebbero dal gioco insieme: nessuno paga e si gioca una "
                                 "mano di spareggio."]
    assert said(events[-1:], "en") == ["Anna, Carla and Bruno would go out together: nobody pays and they play "
                                       "a playoff hand."]
    _, events = knock_round(pos(tied, coins=[0, 0, 0], pot=1, rules=Rules(split_pot=True)))
    assert said(events[-1:]) == ["Anna, Carla e Bruno uscirebbero dal gioco insieme: si dividono il piatto di "
                                 "1 moneta."]
    assert said(events[-1:], "en") == ["Anna, Carla and Bruno would go out together: they share the pot of 1 coin."]


# --- odd inputs (found by trying to break the engine) -----------------------------------------------
def test_C3_a_layout_must_use_the_40_cards_once_with_three_cards_for_each_player_in():
    with pytest.raises(ValueError, match=r"hands is a list with one entry per seat"):
        deal_layout("AB FB 3B")
    with pytest.raises(ValueError, match="duplicated: AB"):
        deal_layout(["AB FB 3B", "AB 7S RD"])
    with pytest.raises(ValueError, match="missing"):
        deal_layout(["AB FB 3B", "RS 7S RD"], tallone="")
    with pytest.raises(ValueError, match=r"seats \[1\] do not"):
        pos(["AB FB 3B", "RS 7S"])
    with pytest.raises(ValueError, match=r"seats \[2\] do not"):
        pos(["AB FB 3B", "RS 7S RD", ""])  # an empty hand is for a player who is out
    with pytest.raises(ValueError, match=r"seats \[2\] do not"):
        pos(["AB FB 3B", "RS 7S RD", "2C 3C 4C"], out=[2])
    with pytest.raises(ValueError, match="at least two players in the game"):
        pos(["AB FB 3B", "", ""], out=[1, 2], coins=[3, 0, 0])
    with pytest.raises(ValueError, match="either rng"):
        new_game(Rules(), 2)
    with pytest.raises(ValueError, match="either rng"):
        new_game(Rules(), 2, rng=1, deal=deal_layout(["AB FB 3B", "RS 7S RD"]))


def test_C3_wrong_decks_are_refused():
    for deck in ("french52", "uno108", None, italian40):
        with pytest.raises(ValueError, match=r"Trentuno is played with \['italian40', 'french40'\] \(T31-1\)"):
            deal_layout(["AB FB 3B", "RS 7S RD"], deck=deck)
    with pytest.raises(ValueError, match=r"the deal is of french40, but the rules' deck is italian40 \(T31-1\)"):
        new_game(Rules(), deal=deal_layout(["AH JH 3H", "KS 7S KD"], deck="french40"))
    with pytest.raises(ValueError, match=r"the deal is of italian40, but the rules' deck is french40"):
        new_game(Rules(deck="french40"), deal=deal_layout(["AB FB 3B", "RS 7S RD"]))
    # a plain Deal (not a Layout) is a position too, with the rules' coins
    plain = Deal(italian40, (cs("AB FB 3B"), cs("RS 7S RD")), cs(rest("AB FB 3B RS 7S RD")))
    state = new_game(Rules(coins=4), deal=plain)
    assert state.coins == (4, 4) and state.pot == 0 and state.dealer == 1 and state.turn == 0


def test_C3_coins_pot_and_out_must_be_whole_numbers_and_seats():
    hands = ["AB FB 3B", "RS 7S RD", ""]
    for coins in ([2.5, 3, 0], ["a", 3, 0], [3, 3], [3, -1, 0], "330", 3, [True, 3, 0]):
        with pytest.raises(ValueError, match=r"coins: one whole number of at least 0 per seat \(3 seats\)"):
            deal_layout(hands, coins=coins, out=[2])
    for pot in (1.5, None, -1, "2", True):
        with pytest.raises(ValueError, match="pot: a whole number of coins, at least 0"):
            deal_layout(hands, pot=pot, out=[2])
    for out in ("2", 2, [3], [-1], [True], [2.0], None):
        with pytest.raises(ValueError, match=r"out: a list of the seats that are out, each from 0 to 2"):
            deal_layout(hands, out=out)
    with pytest.raises(ValueError, match=r"a player who is out has no coins left \(T31-9\)"):
        pos(hands, coins=[3, 3, 2], out=[2])
    state = pos(hands, coins=np.array([2, 5, 0]), pot=np.int64(4), out=np.array([2]))
    assert state.coins == (2, 5, 0) and state.pot == 4 and state.out == {2}
    assert all(type(x) is int for x in state.coins + (state.pot,) + tuple(state.out))


def test_the_dealer_of_a_position_must_be_a_seat_in_the_game_by_default_the_last_one_in():
    hands = ["AB FB 3B", "RS 7S RD", ""]
    for dealer in (3, -1, 1.0, True, "0"):
        with pytest.raises(ValueError, match=r"the dealer is a seat from 0 to 2"):
            pos(hands, out=[2], dealer=dealer)
        with pytest.raises(ValueError, match=r"the dealer is a seat from 0 to 2"):
            new_game(Rules(), 3, rng=1, dealer=dealer)
    with pytest.raises(ValueError, match="the dealer is a player still in the game; seat 2 is out"):
        pos(hands, out=[2], dealer=2)
    state = pos(hands, out=[2], dealer=None)  # the last seat is out: the last seat still in deals
    assert state.dealer == 1 and state.turn == 0
    numpy_dealer = pos(hands, out=[2], dealer=np.int64(0)).dealer
    assert numpy_dealer == 0 and type(numpy_dealer) is int
    assert pos(["AB FB 3B", "RS 7S RD", "2C 4D 6S"], dealer=None).dealer == 2


def test_hand_values_refuse_what_is_not_a_hand_of_trentuno_cards():
    from kit.cards import french52, uno108
    for bad in ("AB FB 3B", ["AB", "FB"], C("AB"), [None]):
        with pytest.raises(ValueError, match=r"a hand is a sequence of Cards "
                                             r"\(e.g. italian40.parse_many\('AB FB 3B'\)\)"):
            hand_value(bad)
        with pytest.raises(ValueError, match="a hand is a sequence of Cards"):
            best_suit(bad)
    for bad in (french52.parse("TH"), french52.parse("8S"), uno108.cards[0]):
        with pytest.raises(ValueError, match=r"is not a Trentuno card: the cards are those of italian40 or french40"):
            hand_value([bad])
        with pytest.raises(ValueError, match=r"is not a Trentuno card"):
            card_points(bad)
    assert hand_value(iter(cs("AB FB 3B"))) == 24 and hand_value(list(cs("RS 7S RD"))) == 17  # any sequence


def test_match_winner_refuses_totals_that_are_not_one_per_seat():
    for bad in ((), (3,), (1, 2, 3, 4, 5, 6), "12", 3, None):
        with pytest.raises(ValueError, match=r"totals: one number per seat, 2 to 5 of them \(T31-1\)"):
            t31.match_winner(bad, 1)
    assert t31.match_winner((-3, 6, -3), 1) == 1 and t31.match_winner((1, 1), 1) == 0  # a split: the first of them


def test_a_match_of_trentuno_is_one_game_and_its_totals_are_the_coins_won():
    match = Match(t31, Rules(), 3, [t31.computer("threshold")] * 3, 5)
    winner = match.play()
    assert len(match.hands) == 1 and match.target == t31.MATCH_TARGET == 1
    state = match.hands[0].state
    assert match.totals == list(returns(state)) and state.coins[winner] == 9 and match.totals[winner] == 6


@pytest.mark.parametrize("seed", range(60))
def test_random_positions_with_players_out_pots_and_short_talloni_play_to_a_sound_end(seed):
    """Positions drawn at random: 2..5 seats, some out, any coins (zero too), a pot, a tallone of 0..all
    the cards left, the rest in the discard pile; random players with random options play to the end."""
    rng = np.random.default_rng(10_000 + seed)
    n = int(rng.integers(2, 6))
    out = [s for s in range(n) if rng.random() < 0.3][: n - 2]
    deck = italian40 if rng.random() < 0.5 else french40
    cards = [deck.cards[i] for i in rng.permutation(40)]
    hands = [[] if s in out else [cards.pop() for _ in range(3)] for s in range(n)]
    cut = int(rng.integers(0, len(cards) + 1))
    coins = [0 if s in out else int(rng.integers(0, 4)) for s in range(n)]
    pot = int(rng.integers(0, 5))
    rules = Rules(direction=str(rng.choice(list(t31.DIRECTIONS))), draw_from_discards=bool(rng.random() < 0.5),
                  deck=deck.name, split_pot=bool(rng.random() < 0.5))
    dealer = int(rng.choice([s for s in range(n) if s not in out]))
    start = new_game(rules, deal=deal_layout(hands, cards[:cut], cards[cut:], deck=deck.name, coins=coins, pot=pot,
                                             out=out), dealer=dealer)
    assert start.phase == ("draw" if cut else "reshuffle") and start.turn == start.next_seat(dealer)
    record = play(start, [t31.computer("random")] * n, seed, max_actions=50_000)
    end = record.state
    assert t31.is_terminal(end) and end.pot == 0 and sum(end.coins) == sum(coins) + pot
    assert sum(returns(end)) == pot and out == [s for s in out if s in end.out]  # who was out stays out
    left = [s for s in range(n) if s not in end.out]
    if len(left) == 1:
        assert end.coins[left[0]] == sum(coins) + pot and kinds(record.log)[-1] == "won"
    else:
        assert rules.split_pot and kinds(record.log)[-1] == "split"


def test_T31_5_a_hand_holds_different_cards_of_one_deck():
    for bad in (italian40.parse_many("AB AB AB"), list(italian40.parse_many("AB FB")) + list(french40.parse_many("AH")), None):
        with pytest.raises(ValueError, match="a hand"):
            hand_value(bad)
    assert hand_value(italian40.parse_many("AB FB CB")) == 31 and hand_value(french40.parse_many("AH JH 3H")) == 24
