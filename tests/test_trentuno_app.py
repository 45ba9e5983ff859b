"""The Trentuno app (kit.ui.trentuno_app) driven in Python, and its table picture (kit.ui.trentuno)."""

import re
from html import unescape

import ipywidgets as widgets
import numpy as np
import pytest

from conftest import run_actions
from kit.cards import get_deck
from kit.engine import Event, RandomAgent
from kit.games import trentuno as t31
from kit.i18n import t
from kit.ui.trentuno import hand_events, summary_html, table_html, value_words
from kit.ui.trentuno_app import FIRST_DEALER_STREAM, TrentunoApp, rules_in_play
from kit.ui.turn_app import PERSON

ITALIAN = get_deck("italian40")

SEED_LAST_TURN = 34
"""Three players, threshold players at 25, the kit's rules: the person plays first in hand 1;
drawing and keeping the best three (never knocking), the person plays five turns, then Bruno
knocks, so the person and then Carla have a last turn; the hand ends in a tie for the lowest (found with the app and
checked below from the engine's own values)."""

SEED_KNOCK_31 = 10
"""Three players: in hand 1 Bruno knocks holding 31 (T31-8) and the two others pay."""

SEED_SPLIT = 58
"""Two players, 1 coin each: hand 1 is a tie at 27 (both pay their only coin) and hand 2 a tie at
26, so with ``split_pot`` they split the pot of 2 and the game ends (T31-9); without it, a
playoff hand."""


def buttons(app):
    """The action buttons shown now, by label."""
    return {b.description: b for b in app.choices.children if isinstance(b, widgets.Button)}


def text(html):
    """The words of some HTML (tags and card pictures dropped)."""
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", re.sub(r"<svg.*?</svg>", " ", html)))).strip()


def step(app, knock_at=25):
    """One move of a simple person: knock at ``knock_at`` or more, else draw and discard the card
    that leaves the best hand; between hands, the next hand (or the end once the person is out)."""
    if app.paused:
        (app.finish_button if app.finish_button.layout.display == "" else app.next_button).click()
        return
    state = app.state
    if state.phase == t31.DRAW:
        offered = buttons(app)
        knock, draw = (app.action_label(a, app.lang) for a in (t31.Knock(), t31.Draw()))
        offered[knock if t31.hand_value(state.hands[PERSON]) >= knock_at and knock in offered else draw].click()
    else:
        app.hand.pick(app.hand.hand.index(t31.best_discard(state.hands[PERSON], state.taken)))


def play_until(app, done, limit=5000, knock_at=25):
    for _ in range(limit):
        if done(app):
            return
        assert app.state.phase != t31.OVER, "the game ended first"
        step(app, knock_at)
    raise AssertionError("never happened")


def showdown_hands(record):
    """Each showdown's hands, found by replaying the game's record (the hands held when the
    last turn ended: the last discard taken out)."""
    found, state = [], record.start
    for action, done in zip(record.actions, record.replay()):
        if any(e.kind == "showed" for e in done.events):
            hands = [list(h) for h in state.hands]
            hands[state.turn].remove(action.card)
            found.append(hands)
        state = done.state
    return found


def layout(hands, top="", discards="", **kw):
    """An explicit position (C-3): ``top`` the tallone's first cards, then every card not named, in deck order."""
    named = {ITALIAN.parse(c) for c in " ".join([*hands, top, discards]).split()}
    rest = [c.code for c in ITALIAN.cards if c not in named]
    return t31.deal_layout(hands, tallone=top.split() + rest, discards=discards, **kw)


def said(app, kind, seat, lang=None, **fields):
    """The engine's own sentence (kit.i18n.trentuno) for an event, as the app tells it to the person."""
    lang = lang or app.lang
    return Event.make(kind, seat, game=t31.PREFIX, **fields).narrate(lang, app.names_in(lang), you=PERSON)


def told_in(events, names, kinds=("paid",)):
    """The engine's sentences for the events of ``kinds``, told to seat 0."""
    return [e.narrate("en", names, you=PERSON) for e in events if e.kind in kinds]


def record(app):
    return app.match.table.record if app.match.table is not None else app.match.hands[-1]


def test_the_setup_has_the_kits_rules_threshold_players_at_25_and_three_coins():
    app = TrentunoApp(lang="en", seed=3)
    assert app.level.value == "threshold" and app.players.value == 3
    assert app.threshold_box.value == "25" and app.threshold_box.layout.display == ""
    assert app.target_box.value == "3" and app.target_box.description == "Coins each at the start"
    assert (app.direction.value, app.deck.value) == ("anticlockwise", "italian40")
    assert {name: box.value for name, box in app.switches.items()} == {"draw_from_discards": False, "split_pot": False}
    assert [label for label, _ in app.players.options] == ["2: you and Bruno", "3: you, Bruno and Carla",
                                                           "4: you, Bruno, Carla and Dario",
                                                           "5: you, Bruno, Carla, Dario and Elena"]
    assert [value for _, value in app.level.options] == ["threshold", "greedy", "random"]
    assert text(app.explanations["split_pot"].value) == (
        "If the last players would all go out together, they split the pot instead of playing a playoff hand.")
    assert "first to play sits on the dealer's right" in text(app.direction_what.value)
    app.players.value = 4
    app.threshold_box.value = "20"
    app.target_box.value = "5"
    app.direction.value = "clockwise"
    app.deck.value = "french40"
    app.switches["draw_from_discards"].value = True
    match = app.start()
    assert match is not None and app.message.value == ""
    assert match.rules == t31.Rules(coins=5, direction="clockwise", deck="french40", draw_from_discards=True)
    assert match.agents == [None, t31.ThresholdPlayer(20), t31.ThresholdPlayer(20), t31.ThresholdPlayer(20)]
    assert app.state.start_coins == (5, 5, 5, 5)
    assert ("Rules in play: 5 coins each · clockwise · French cards · Taking the top discard (on) · "
            "Splitting the pot (off).") in text(app.board.value)
    # the setup folds away during the game; the settings button brings it back
    assert app.rules_box.layout.display == "none" and app.settings_button.layout.display == ""
    app.settings_button.click()
    assert app.rules_box.layout.display == "" and app.start_button.layout.display == ""


def test_greedy_players_need_no_threshold_and_random_ones_play_too():
    app = TrentunoApp(lang="en", seed=3, level="greedy")
    assert app.threshold_box.layout.display == "none"
    app.threshold_box.value = "99"  # not read for greedy players
    match = app.start()
    assert match is not None and match.agents[1:] == [t31.GreedyDrawer(), t31.GreedyDrawer()]
    app.settings_button.click()
    app.level.value = "random"
    assert app.start().agents[1:] == [RandomAgent(), RandomAgent()]
    app.level.value = "threshold"
    assert app.threshold_box.layout.display == ""


def test_the_first_dealer_is_drawn_from_the_seed_and_told():
    for seed in (3, 12, 40):
        app = TrentunoApp(lang="en", seed=seed, players=4)
        match = app.start()
        rng = np.random.default_rng(np.random.SeedSequence([seed, FIRST_DEALER_STREAM]))
        dealer = int(rng.integers(4))
        assert match.first_dealer == dealer == app.dealer_drawn == record(app).start.dealer
        assert app.log_lines[0] == "A new game: 3 coins each; the last player left in the game takes the pot."
        who = "you" if dealer == PERSON else app.names()[dealer]
        assert app.log_lines[1] == f"The first dealer is drawn at random: {who}."
        told = "Hand 1: you deal" if dealer == PERSON else f"Hand 1: {app.names()[dealer]} deals"
        assert app.log_lines[2].startswith(told)


def test_a_turn_draw_then_discard_with_the_new_card_marked():
    app = TrentunoApp(lang="en", seed=SEED_LAST_TURN)
    app.start()
    state = app.state
    assert state.turn == PERSON and state.phase == t31.DRAW
    hand = state.hands[PERSON]
    assert list(buttons(app)) == ["Draw from the tallone", "Knock"]  # no discard to take: the option is off
    assert app.hand.title == f"Your hand: {value_words(hand, 'en')}"
    assert value_words(hand, "en").endswith(f"best {t31.hand_value(hand)}")
    assert text(app.status.value) == "Your turn: draw a card or knock (the buttons are under your hand)."
    prompt = app.choices.children[0].value
    assert f"Your hand is worth {t31.hand_value(hand)}: draw, or knock if that is enough." in prompt
    assert not app.hand.pickable and app.hand.hand == hand  # shown, not offered: no discard before drawing
    top = state.tallone[0]
    buttons(app)["Draw from the tallone"].click()
    state = app.state
    four = state.hands[PERSON]
    drawn = four[-1]
    assert state.phase == t31.DISCARD and four == (*hand, top) and drawn == top
    assert app.hand.hand == four and all(app.hand.legal) and app.hand.pickable
    assert app.hand.title == "Your hand, 4 cards: pick one to discard"
    assert text(app.status.value) == "You now hold 4 cards: pick the one to discard (the new card is marked)."
    for card, slot in zip(four, app.hand.cards):
        rest = [c for c in four if c != card]
        value = t31.hand_value(rest)
        assert f'<span class="kit-t31-leaves">discard it: {value}</span>' in slot["svg"]
        note = ("drawn, " if card == drawn else "") + f"if you discard it, your hand is worth {value}"
        assert slot["label"] == f"{card.name('en')}, {note}"
    assert "★ drawn" in app.hand.cards[3]["svg"] and "★" not in app.hand.cards[0]["svg"]
    assert buttons(app) == {}  # the discard is a card, not a button
    assert said(app, "drew", PERSON, amount=len(state.tallone)) in app.log_lines
    assert drawn.name("en") not in " ".join(app.log_lines)  # a drawn card is never named
    actions = len(record(app).actions)
    app.hand.pick(0)
    assert record(app).actions[actions] == t31.Discard(four[0])
    assert said(app, "discarded", PERSON, cards=(four[0],)) in app.log_lines
    after = t31.apply(state, t31.Discard(four[0])).state
    assert after.hands[PERSON] == four[1:] and after.discards[-1] == four[0]


def test_taking_the_discard_marks_it_and_it_cannot_go_straight_back():
    app = TrentunoApp(lang="en", seed=SEED_LAST_TURN)
    app.switches["draw_from_discards"].value = True
    app.start()
    state = app.state
    top = state.discards[-1]
    assert list(buttons(app)) == ["Draw from the tallone", f"Take the discard: {top.name('en')}", "Knock"]
    assert "kit-t31-takediscard" in buttons(app)[f"Take the discard: {top.name('en')}"]._dom_classes
    buttons(app)[f"Take the discard: {top.name('en')}"].click()
    assert app.state.taken == top and app.hand.hand[-1] == top
    assert app.hand.legal == (True, True, True, False)
    assert app.hand.cards[3]["label"] == f"{top.name('en')}, just taken from the discards: it cannot go straight back"
    assert "★ taken from the discards: it stays" in app.hand.cards[3]["svg"]
    assert app.hand.illegal_text.startswith("The card you just took from the discard pile cannot go straight back")
    with pytest.raises(ValueError):
        app.hand.pick(3)
    before = (app.state, list(app.log_lines))
    app.play(t31.Discard(top))
    assert "not allowed" in app.message.value and "Traceback" not in app.message.value
    assert (app.state, app.log_lines) == before
    app.hand.pick(0)
    assert said(app, "discarded", PERSON, cards=before[0].hands[PERSON][:1]) in app.log_lines


def test_a_computer_knocks_and_the_last_turns_are_shown():
    app = TrentunoApp(lang="en", seed=SEED_LAST_TURN)
    app.start()
    play_until(app, lambda a: a.state.knocker is not None)
    state = app.state
    assert state.knocker == 1 and state.turn == PERSON and state.last_turns == (2,)  # Bruno knocked; then you, Carla
    board = app.board.value
    assert "Bruno knocked: everyone else has one last turn. Still to play it: you and Carla." in text(board)
    assert re.search(r'data-seat="1">.*?knocked', board) and re.search(r'data-seat="2">.*?last turn to come', board)
    assert re.search(r'data-seat="0">.*?▶ to play.*?last turn to come', board)
    assert list(buttons(app)) == ["Draw from the tallone"]  # no knocking in the last turns (T31-6)
    assert text(app.status.value) == "Your turn, your last one: draw, then discard."
    assert "Bruno knocked: this is your last turn and you cannot knock now." in app.choices.children[0].value
    assert said(app, "knocked", 1) in app.log_lines
    before = (app.state, list(app.log_lines))
    app.play(t31.Knock())
    assert "not allowed" in app.message.value and (app.state, app.log_lines) == before
    buttons(app)["Draw from the tallone"].click()
    app.hand.pick(app.hand.hand.index(t31.best_discard(app.state.hands[PERSON])))
    # Carla's last turn is played by the computer, then the hands are shown: the app stops there
    assert app.paused and app.state.hand_no == 2 and app.next_button.layout.display == ""
    assert "Hand 1 is over: above, who pays and why." in text(app.status.value)
    assert app.hand.layout.display == "none"


def test_the_hand_summary_is_what_the_engine_did_a_tie_for_the_lowest():
    app = TrentunoApp(lang="en", seed=SEED_LAST_TURN)
    app.start()
    play_until(app, lambda a: a.paused)
    hands = showdown_hands(record(app))[0]
    values = {seat: t31.hand_value(h) for seat, h in enumerate(hands)}
    low = min(values.values())
    losers = [seat for seat, v in values.items() if v == low]
    assert len(losers) == 2  # the tie of this seed
    html = app.board.value
    assert "How hand 1 ended" in text(html) and "Bruno knocked; after the others' last turn" in text(html)
    rows = re.findall(r'<li class="kit-t31-shown[^"]*" data-seat="(\d)">(.*?)</li>', html)
    assert sorted(int(seat) for seat, _ in rows) == [0, 1, 2]
    names = app.names()
    for seat, row in rows:
        seat = int(seat)
        suit = t31.best_suit(hands[seat])
        assert f"worth {values[seat]} (suit of {t(f'suit.{suit}', 'en')})" in text(row)
        assert text(row).startswith(names[seat])
        assert [m for m in re.findall(r'aria-label="([^"]+)"', row)] == [c.name("en") for c in hands[seat]]
        assert ("▼ the lowest" in text(row)) == (seat in losers)
    in_text = [n.lower() if s == PERSON else n for s, n in enumerate(names)]
    both = " and ".join(in_text[s] for s in losers)
    assert f"The lowest value, {low}, is a tie between 2: they all pay, {both}." in text(html)
    state = app.state
    for seat in range(3):
        assert state.coins[seat] == 3 - (seat in losers)
        if seat in losers:
            assert said(app, "paid", seat, amount=state.coins[seat]) in text(html)
    assert state.pot == 2 and "Now in the pot: 2 coins." in text(html)
    assert "Still in the game: you, Bruno and Carla." in text(html)
    # the coins table: the start, then hand 1
    cells = re.findall(r"<tr><th scope='row'>Hand 1</th>(.*?)</tr>", app.scores.value)[0]
    assert re.findall(r"<td>([^<]*)</td>", cells) == [str(c) for c in state.coins] + ["2"]
    # the next hand is dealt by the next player in the order of play (T31-2, T31-3)
    app.next_button.click()
    assert app.state.hand_no == 2 and not app.paused and app.state.dealer == (record(app).start.dealer - 1) % 3


def test_a_knock_with_31_makes_everyone_else_pay():
    app = TrentunoApp(lang="en", seed=SEED_KNOCK_31)
    app.start()
    play_until(app, lambda a: a.paused)
    end = app.ends[0]
    knock = next(e for e in end.events if e.kind == "knocked_31")
    assert t31.hand_value(knock.cards) == 31 and knock.seat != PERSON
    assert not any(e.kind == "showed" for e in end.events)
    others = [s for s in range(3) if s != knock.seat]
    assert app.state.coins == tuple(3 if s == knock.seat else 2 for s in range(3)) and app.state.pot == 2
    names = app.names()
    cards = ", ".join(c.name("en") for c in knock.cards)
    board = text(app.board.value)
    assert (f"{names[knock.seat]} knocked with 31 ({cards}): the hand ends at once and every other player pays "
            "(even one who also held 31).") in board
    paid = [e.seat for e in end.events if e.kind == "paid"]
    assert sorted(paid) == others
    said = " and ".join("you" if s == PERSON else names[s] for s in paid)
    assert f"{'Payer' if len(paid) == 1 else 'Payers'}: {said}." in board


def test_summary_html_on_explicit_positions():
    # seat 0 knocks with 21; Carla then Bruno have their last turn, each discarding the card drawn
    deal = layout(["AC FC 2B", "7D 7S 7B", "4S 5S 6B"], top="2S 3D")
    state = t31.new_game(t31.Rules(), deal=deal, dealer=1)
    assert state.turn == PERSON
    deck = ITALIAN
    card = deck.parse
    state, events = run_actions(t31, state, t31.Knock(), t31.Draw(), t31.Discard(card("2S")), t31.Draw(), t31.Discard(card("3D")))
    shown = {e.seat: e.amount for e in events if e.kind == "showed"}
    assert shown == {2: 9, 1: 7, 0: 21}
    html = summary_html(hand_events(events)[-1], ["You", "Bruno", "Carla"], "en", hand=1, pot=state.pot, left=[0, 1, 2])
    words = text(html)
    assert "You knocked; after the others' last turn, everyone shows their cards." in words
    assert "Bruno worth 7 (suit of coins) ▼ the lowest" in words and "The lowest value is 7: Bruno pays." in words
    assert [(e.seat, e.amount) for e in events if e.kind == "paid"] == [(1, 2)]  # Bruno pays, 2 coins left
    assert told_in(events, ["You", "Bruno", "Carla"])[0] in words and "Now in the pot: 1 coin." in words
    italian = text(summary_html(hand_events(events)[-1], ["Tu", "Bruno", "Carla"], "it", hand=1))
    assert "Hai bussato" in italian and "Il valore più basso è 7: paga Bruno." in italian
    # the person alone lowest, in the second person
    deal = layout(["2C 3D 4B", "AD RD 7S", "AS RS 7B"], top="5C 6C 2D")
    state = t31.new_game(t31.Rules(), deal=deal, dealer=1)
    state, events = run_actions(t31, state, t31.Draw(), t31.Discard(card("5C")), t31.Knock(), t31.Draw(), t31.Discard(card("6C")),
                         t31.Draw(), t31.Discard(card("2D")))
    words = text(summary_html(events, ["You", "Bruno", "Carla"], "en", pot=state.pot))
    assert "How the hand ended" in words and "Carla knocked;" in words
    assert "The lowest value is 4, yours: you pay." in words
    assert [e.seat for e in events if e.kind == "paid"] == [PERSON]
    assert told_in(events, ["You", "Bruno", "Carla"])[0] in words
    # a knock with 31 at once
    deal = layout(["AC FC RC", "AD CD RD", "2S 3S 4S"])
    state = t31.new_game(t31.Rules(), deal=deal, dealer=1)
    state, events = run_actions(t31, state, t31.Knock())
    words = text(summary_html(events, ["You", "Bruno", "Carla"], "en"))
    assert "You knocked with 31 (Ace of cups, Knave of cups, King of cups)" in words
    assert "Payers: Carla and Bruno." in words and [e.seat for e in events if e.kind == "paid"] == [2, 1]
    assert all(line in words for line in told_in(events, ["You", "Bruno", "Carla"]))


def test_the_person_out_watches_to_the_end_and_the_pot_goes_to_the_last_one_left():
    app = TrentunoApp(lang="en", seed=4)
    app.start()
    play_until(app, lambda a: a.paused and PERSON in a.state.out)
    out = next(e for end in app.ends for e in end.events if e.kind == "out" and e.seat == PERSON)
    assert out.narrate("en", app.names_in("en"), you=PERSON) in app.log_lines
    assert out.narrate("en", app.names_in("en"), you=PERSON) in text(app.board.value)
    assert "You are out of the game: watch how it ends" in text(app.status.value)
    assert app.finish_button.layout.display == "" and app.finish_button.description == "Play to the end of the game"
    assert re.search(r'data-seat="0">.*?out of the game', app.board.value)
    app.finish_button.click()
    state = app.state
    assert state.phase == t31.OVER and app.match.table is None
    winner = next(s for s in range(3) if s not in state.out)
    total = 3 * 3
    assert state.coins[winner] == total and sum(state.coins) == total and state.pot == 0
    returns = t31.returns(state)
    assert returns[winner] == 6 and sum(returns) == 0 and app.match.totals == list(returns)
    names = app.names()
    board = text(app.board.value)
    assert f"{names[winner]} takes the pot and wins the game." in board
    changes = ", ".join(f"{names[s]} {'+6' if s == winner else '−3'}" for s in range(3))
    assert f"End of the game after {len(app.ends)} hands. Coins won or lost: {changes}." in board
    assert app.log_lines[-1] == f"End of the game after {len(app.ends)} hands. Coins won or lost: {changes}."
    assert "The game is over" in text(app.status.value)
    assert app.next_button.layout.display == app.finish_button.layout.display == app.hand.layout.display == "none"
    rows = re.findall(r"<tr><th scope='row'>([^<]*)</th>(.*?)</tr>", app.scores.value)
    assert [r[0] for r in rows] == ["Start"] + [f"Hand {n}" for n in range(1, len(app.ends) + 1)]
    last = re.findall(r"<td>([^<]*)</td>", rows[-1][1])
    assert last == [str(total) if s == winner else "out" for s in range(3)] + ["0"]
    assert all(e.number == n for n, e in enumerate(app.ends, start=1))


@pytest.mark.parametrize("split", [True, False])
def test_the_last_two_going_out_together_split_the_pot_or_play_off(split):
    app = TrentunoApp(lang="en", seed=SEED_SPLIT, players=2, rules=t31.Rules(coins=1, split_pot=split))
    app.start()
    play_until(app, lambda a: any(e.kind in ("split", "playoff") for end in a.ends for e in end.events))
    kinds = [e.kind for e in app.ends[-1].events]
    if split:
        assert "split" in kinds and app.state.phase == t31.OVER
        assert app.state.coins == (1, 1)  # the pot of 2 split evenly
        assert "The pot was split between you and Bruno: the game ends there." in text(app.board.value)
        assert "Coins won or lost: You 0, Bruno 0." in text(app.board.value)
        assert app.next_button.layout.display == "none"  # the game is over although neither won more
    else:
        assert "playoff" in kinds and app.paused and app.state.coins == (0, 0)
        playoff = next(e for e in app.ends[-1].events if e.kind == "playoff")
        assert set(playoff.seats) == {0, 1} and said(app, "playoff", playoff.seat, others=playoff.others) in text(
            app.board.value)


def test_the_language_switches_in_the_middle_of_a_turn():
    app = TrentunoApp(lang="en", seed=SEED_LAST_TURN)
    app.start()
    buttons(app)["Draw from the tallone"].click()
    app.set_language("it")
    four = app.state.hands[PERSON]
    assert app.hand.title == "La tua mano, 4 carte: scegline una da scartare"
    assert ", pescata, se la scarti, la tua mano vale " in app.hand.cards[3]["label"]
    assert all(" di " in c["label"] or c["label"].startswith(("Re ", "Cavallo ", "Fante ")) for c in app.hand.cards)
    assert text(app.status.value) == "Ora hai 4 carte: tocca quella da scartare (la carta nuova è segnata)."
    board = text(app.board.value)
    assert "Mano 1 · Ordine di gioco (senso antiorario): Tu → Carla → Bruno → Tu" in board
    assert "Tallone (coperto):" in board and "Piatto: 0 monete" in board and "Nessuno ha ancora bussato." in board
    assert "Regole in uso: 3 monete a testa · senso antiorario · carte italiane" in board
    assert app.log_lines[0].startswith("Nuova partita: 3 monete a testa")
    assert said(app, "drew", PERSON, amount=len(app.state.tallone)) in app.log_lines
    assert app.start_button.description == "Nuova partita"
    assert app.settings_button.description.startswith("Impostazioni")
    assert "a soglia (bussano dalla soglia in su)" in [label for label, _ in app.level.options]
    assert app.threshold_box.description == "Soglia per bussare (da 0 a 31)"
    app.hand.pick(0)
    assert said(app, "discarded", PERSON, cards=four[:1]) in app.log_lines
    play_until(app, lambda a: a.paused)
    assert "Com'è finita la mano 1" in text(app.board.value) and "Mano successiva" == app.next_button.description
    app.set_language("en")
    assert "How hand 1 ended" in text(app.board.value)
    assert said(app, "discarded", PERSON, cards=four[:1]) in app.log_lines


@pytest.mark.parametrize("box, typed, words", [
    ("target_box", "0", "The coins each are a whole number from 1 to 99."),
    ("target_box", "100", "from 1 to 99"),
    ("target_box", "1,5", "not a whole number"),
    ("threshold_box", "32", "The knocking threshold is a whole number from 0 to 31."),
    ("threshold_box", "-1", "from 0 to 31"),
    ("threshold_box", "abc", "not a whole number"),
    ("seed_box", "tre", "not a whole number"),
])
def test_bad_settings_get_a_friendly_message_and_no_game(box, typed, words):
    app = TrentunoApp(lang="en", seed=3)
    getattr(app, box).value = typed
    assert app.start() is None and app.match is None
    assert words in app.message.value and "Traceback" not in app.message.value
    if box != "seed_box":
        assert "kit-invalid" in getattr(app, box)._dom_classes


def test_bad_settings_in_italian_and_bad_arguments():
    app = TrentunoApp(lang="it", seed=3)
    app.threshold_box.value = "40"
    assert app.start() is None and app.message.value == (
        '<p class="kit-message" role="alert">La soglia per bussare è un numero intero da 0 a 31.</p>')
    app.threshold_box.value = "0"  # a threshold of 0: the computer players knock at their first turn
    assert app.start() is not None
    with pytest.raises(ValueError, match="2 to 5 players"):
        TrentunoApp(players=6)
    with pytest.raises(ValueError, match="no computer level"):
        TrentunoApp(level="genius")


@pytest.mark.slow
def test_the_board_shows_only_what_the_person_may_know():
    app = TrentunoApp(lang="en", seed=7, players=5)
    app.start()
    seen_turns = 0
    for _ in range(400):
        state = app.state
        if state.phase == t31.OVER:
            break
        if state.phase in (t31.DRAW, t31.DISCARD):
            hidden = t31.hidden_cards(state, PERSON)
            shown = set(re.findall(r'data-code="([^"]+)"', app.board.value))
            assert not shown & {c.code for c in hidden}
            assert shown <= {c.code for c in state.discards[-1:]} | {"back"}
            assert [c["code"] for c in app.hand.cards] == [c.code for c in state.hands[PERSON]]
            seen_turns += 1
        step(app)
    assert seen_turns > 20


@pytest.mark.slow
def test_the_same_seed_gives_the_same_game():
    first, second = TrentunoApp(seed=21, players=4), TrentunoApp(seed=21, players=4)
    for app in (first, second):
        app.start()
        play_until(app, lambda a: a.state.phase == t31.OVER)
    assert first.log_lines == second.log_lines and first.state.coins == second.state.coins


def test_the_seed_shown_is_always_the_seed_dealt_and_typing_the_same_one_replays_it():
    app = TrentunoApp(lang="it", seed=1, players=4)
    app.start()
    hands = record(app).start.hands
    app.settings_button.click()  # the settings come back: a fresh seed is shown at once
    shown = app.seed_box.value
    assert shown != "1" and app.start_button.layout.display == ""
    app.start()
    assert app.seed_box.value == shown and record(app).start.hands != hands
    again = TrentunoApp(lang="it", seed=int(shown), players=4)
    again.start()
    assert record(again).start.hands == record(app).start.hands and again.log_lines == app.log_lines
    app.settings_button.click()
    app.seed_box.value = "1"
    app.start()
    assert record(app).start.hands == hands


def test_value_words_and_rules_in_play():
    card = ITALIAN.parse
    hand = [card("AC"), card("RC"), card("7D")]
    assert value_words(hand, "en") == "cups 21 · coins 7 · best 21"
    assert value_words(hand, "it") == "coppe 21 · denari 7 · migliore 21"
    assert value_words([card("7C"), card("7D"), card("7S")], "it") == "coppe 7 · denari 7 · spade 7 · migliore 7"
    assert value_words([], "en") == "0"
    assert rules_in_play(t31.Rules(coins=1, split_pot=True), "it") == (
        "Regole in uso: 1 moneta a testa · senso antiorario · carte italiane · Si può prendere lo scarto (no) · "
        "Dividere il piatto (sì).")


def test_the_table_picture_in_order_of_play_with_coins_pot_and_the_top_discard():
    deal = layout(["AC FC 2B", "7D 7S 7B", "4S 5S 6B"], top="2S 3D", discards="4D 5D", coins=[2, 0, 3], pot=4)
    state = t31.new_game(t31.Rules(direction="clockwise"), deal=deal, dealer=2)
    view = t31.view(state, PERSON)
    html = table_html(view, ["You", "Bruno", "Carla"], "en")
    words = text(html)
    assert "Hand 1 · Order of play (clockwise): You → Bruno → Carla → You" in words
    assert re.findall(r'data-seat="(\d)"', html) == ["0", "1", "2"]
    assert "Tallone (face down): 29 cards" in words and "Discard pile: 2 cards, 5 of coins on top" in words
    assert "Pot: 4 coins" in words and "Bruno 3 cards in hand 0 coins" in words
    assert re.search(r'data-seat="2">.*?dealer', html) and re.search(r'data-seat="0">.*?▶ to play', html)
    assert 'aria-label="5 of coins"' in html and 'data-code="4D"' not in html
    assert html.count('class="kit-t31-coin"') == 2 + 0 + 3 + 4


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_end_of_a_game_names_the_buttons_that_are_there(lang):
    from dataclasses import replace

    from kit.games import trentuno as t31
    from kit.ui.trentuno_app import TrentunoApp

    app = TrentunoApp(lang=lang)
    app.start()
    over = t31.view(replace(app.state, phase=t31.OVER), 0)
    said = app.status_words(over, (), lang)
    assert f"{app.start_button.description}" in said and app.start_button.description == t("turn.new_match", lang)
    assert app.settings_button.description in said
