"""The 3-5-8 app (TCO-9): a contract chosen from the first 6 cards, the exchange by touching a
card and "Fine scambio", 4 cards selected and "Scarta", a trick with the legal cards lit, the score
table between hands, the match recorded in the statistics and the leaderboard, names escaped."""

from __future__ import annotations

from html import unescape

import pytest

from kit.i18n import t

from kit.games import tre_cinque_otto as tco
from kit.ui import leaderboard as lb
from kit.ui import tre_cinque_otto as tco_ui
from kit.ui.tre_cinque_otto_app import TreCinqueOttoApp


def new_app(tmp_path, lang="en", seed=3, hands=3, name="Ada", level="sensible"):
    app = TreCinqueOttoApp(lang, seed=seed, level=level, data_dir=tmp_path)
    app.target_box.value = int(hands)
    app.name_box.value = name
    app.seed_box.value = str(seed)
    assert app.start() is not None, app.message.value
    return app


def button(app, label):
    found = [b for b in app.choices.children if getattr(b, "description", None) == label]
    assert found, [getattr(b, "description", None) for b in app.choices.children]
    return found[0]


def step_person(app):
    """The person's next move as a player would make it on the screen: the first game offered,
    "End exchange", the first legal card to give back, the first 4 cards and Discard, the first
    lit card; between hands Next hand."""
    state = app.state
    if state.phase == tco.DEAL:
        app.next_button.click()
    elif state.phase == tco.CHOOSE:
        app.choices.children[1].click()
    elif state.phase == tco.EXCHANGE:
        button(app, "End exchange").click()
    elif state.phase == tco.DISCARD:
        for i in range(4):
            app.hand.pick(i)
        app.discard_button.click()
    else:
        app.hand.pick(app.hand.legal.index(True))


def play_to(app, done, limit=3000):
    for _ in range(limit):
        if done(app):
            return
        step_person(app)
    raise AssertionError("never reached")


def test_TCO_9_the_declarer_chooses_from_the_first_six_cards(tmp_path):
    app = new_app(tmp_path)
    state = app.state
    assert state.phase == tco.CHOOSE and state.declarer == 0
    assert set(app.hand.hand) == set(state.first_seen) and len(app.hand.hand) == 6  # shown sorted by suit
    labels = [b.description for b in app.choices.children[1:]]
    assert labels == ["hearts as atout", "diamonds as atout", "clubs as atout", "spades as atout", "no atout", "no tricks"]
    assert "tricks: 0/8" in app.board.value and "tricks: 0/3" in app.board.value and "tricks: 0/5" in app.board.value
    button(app, "spades as atout").click()
    assert app.state.game == "spades"
    assert "Game: spades as atout" in app.board.value
    # the declarer with no exchange (hand 1) takes the monte: it is shown, 20 cards to discard from
    assert app.state.phase == tco.DISCARD and len(app.hand.hand) == 20
    shown = [e for e in app.log if e.kind == "monte_shown"][0]
    assert all(c in app.hand.hand for c in shown.cards)
    # its cards are shown once: in the hand, each marked "from the monte"; the table says who took it
    marked = [card for card in app.hand.cards if "from the monte" in card["label"]]
    assert sorted(card["label"].split(",")[0] for card in marked) == sorted(c.name("en") for c in shown.cards)
    assert "The monte, face up: " not in app.board.value and "Monte: you took it" in app.board.value


def test_TCO_9_the_monte_is_shown_for_a_moment_until_the_first_trick_is_taken(tmp_path):
    """TCO-5/TCO-9: the monte turned up is on show through the discard and the first trick, then
    the table says only who took it (the narration keeps what it was).  On the table when a
    computer player took it; when the person did, its cards are in their hand, not shown twice."""
    app = new_app(tmp_path)
    button(app, "no atout").click()
    shown = [e for e in app.log if e.kind == "monte_shown"][0].cards
    for i in range(4):
        app.hand.pick(i)
    app.discard_button.click()
    assert app.state.phase == tco.PLAY and app.monte_cards() == shown  # still on show as the person leads
    assert "The monte, face up: " not in app.board.value and "Monte: you took it" in app.board.value
    app.hand.pick(0)  # the first trick is played out and taken
    assert sum(app.state.tricks) == 1 and app.monte_cards() == ()
    assert "The monte, face up: " not in app.board.value and "Monte: you took it" in app.board.value
    monte_said = [line for line in app.log_lines if all(c.name("en") in line for c in shown)]
    assert len(monte_said) == 1, app.log_lines  # the narration still says what it was


def test_TCO_9_four_cards_selected_then_scarta_then_a_trick(tmp_path):
    app = new_app(tmp_path)
    button(app, "no atout").click()
    hand = app.hand.hand
    assert app.discard_button.layout.display == "" and app.discard_button.disabled
    app.discard_button.click()  # with none selected: a message, nothing discarded
    assert "exactly 4" in app.message.value and len(app.state.hands[0]) == 20
    app.hand.pick(0)
    app.hand.pick(1)
    app.hand.pick(1)  # touched again: put back
    assert app.chosen == [hand[0]]
    for i in (2, 3, 4):
        app.hand.pick(i)
    assert "chosen to discard" in app.hand.cards[2]["label"]
    assert not app.discard_button.disabled
    app.discard_button.click()
    state = app.state
    assert set(state.discards) == {hand[0], hand[2], hand[3], hand[4]}
    assert len(state.hands[0]) == 16 and state.phase == tco.PLAY and state.turn == 0
    # the declarer leads: every card lit; after the lead the others follow and the trick is told
    assert all(app.hand.legal)
    lead = app.hand.hand[0]
    app.hand.pick(0)
    plays = [e for e in app.log if e.kind == "played"]
    assert plays[0].seat == 0 and plays[0].cards == (lead,)
    # the two computer players followed suit when they could (TCO-6)
    for e in plays[1:3]:
        assert e.cards[0].suit == lead.suit or all(c.suit != lead.suit for c in app.state.hands[e.seat])
    won = [e for e in app.log if e.kind == "trick_won"]
    assert len(won) == 1 and sum(app.state.tricks) == 1
    names = app.names_in("en")
    said = ", ".join(f"{names[e.seat]} {e.cards[0].name('en')}" for e in plays[:3])
    assert f"Last trick: {said}; {names[won[0].seat]} took it." in app.board.value


def test_TCO_9_only_legal_cards_are_lit_when_following(tmp_path):
    app = new_app(tmp_path, seed=5)
    play_to(app, lambda a: a.state.phase == tco.PLAY and a.state.turn == 0 and a.state.trick)
    state = app.state
    assert app.hand.legal == tuple(c in tco.playable(state, 0) for c in app.hand.hand)
    if not all(app.hand.legal):
        with pytest.raises(ValueError):
            app.hand.pick(app.hand.legal.index(False))


@pytest.mark.slow
def test_TCO_9_the_exchange_by_touching_a_card_and_fine_scambio(tmp_path):
    """A seed where the person, over target in hand 1, gives in hand 2's atout game (TCO-4)."""
    for seed in range(1, 60):
        app = new_app(tmp_path, seed=seed, hands="6")
        play_to(app, lambda a: a.state.hand_no >= 3 or (a.state.phase == tco.EXCHANGE and a.state.turn == 0)
                or a.state.phase == tco.OVER)
        if app.state.phase == tco.EXCHANGE and app.state.turn == 0:
            break
    else:
        pytest.fail("no seed from 1 to 59 lets the person give")
    state = app.state
    assert state.last_scores[0] > 0 and tco.atout(state.game) is not None
    receivers = tco.receivers(state)
    assert "End exchange" in [b.description for b in app.choices.children]
    card = app.hand.hand[0]
    before = set(app.state.hands[0])
    app.hand.pick(0)
    if len(receivers) == 2:  # one button per receiver
        names = app.names_in("en")
        button(app, f"Give to {names[receivers[0]]}").click()
    # the person is told which cards moved (the engine's events name none)
    monte = {c for e in app.log if e.kind == "monte_shown" for c in e.cards}
    got = [c for c in app.state.hands[0] if c not in before and c not in monte]
    back = [e for e in app.log if e.kind in ("returned", "came_back")][-1]
    if back.kind == "returned":
        assert f"In the exchange you gave {card.name('en')} and got {got[0].name('en')}." in app.log_lines
    else:  # void: the card came back, nothing moved
        assert not got and card in app.state.hands[0]
    gave = [e for e in app.log if e.kind == "gave"]
    assert gave and gave[-1].seat == 0 and gave[-1].others[0] in receivers
    assert card not in app.state.hands[0] or app.state.hands[0].count(card) == 1  # it came back only as a return
    if app.state.phase == tco.EXCHANGE and app.state.turn == 0:
        button(app, "End exchange").click()
        assert any(e.kind == "stopped" and e.seat == 0 for e in app.log)
    assert not (app.state.phase == tco.EXCHANGE and app.state.turn == 0)


def test_TCO_9_after_an_atout_given_the_person_chooses_the_card_to_give_back(tmp_path):
    """TCO-4: a return is automatic, except after an atout: then the person touches the card."""
    for seed in range(1, 80):
        app = new_app(tmp_path, seed=seed, hands="9", level="random")
        play_to(app, lambda a: a.state.phase in (tco.RETURN, tco.OVER) and a.state.turn in (0, None))
        if app.state.phase == tco.RETURN:
            break
    else:
        pytest.fail("no seed from 1 to 79 gives the person an atout")
    state = app.state
    given = state.given[2]
    assert given.suit == tco.atout(state.game) and given in app.hand.hand
    assert "You got an atout (" + given.name("en") in app.choices.children[0].value
    assert app.hand.legal == tuple(c != given for c in app.hand.hand)  # not the card just received
    back = app.hand.hand[app.hand.legal.index(True)]
    told = len(app.log)
    app.hand.pick(app.hand.legal.index(True))
    event = [e for e in app.log[told:] if e.kind in ("returned", "came_back")][0]  # the exchange may go on
    assert event.seat == 0 and back not in app.state.hands[0] and given in app.state.hands[0]
    assert f"In the exchange you gave {back.name('en')}." in app.log_lines  # the atout came in before


def test_the_score_table_after_a_hand_and_the_match_recorded(tmp_path):
    app = new_app(tmp_path, seed=7)
    play_to(app, lambda a: a.state.phase == tco.DEAL)
    assert app.next_button.layout.display == ""
    scored = [e for e in app.log if e.kind == "scored"]
    assert len(scored) == 3 and sum(e.amount for e in scored) == 0
    assert "Points of each hand and total" in app.board.value and "Hand 1 (" in app.board.value
    # the roles shown between hands are the next hand's (TCO-2: each moves one seat left)
    assert app.state.dealer == 0 and "next hand: dealer" in app.board.value
    assert "next hand: declarer" in app.board.value and "next hand: third player" in app.board.value
    play_to(app, lambda a: a.state.phase == tco.OVER)
    totals = app.state.totals
    assert sum(totals) == 0 and len([e for e in app.log if e.kind == "scored"]) == 9
    board = lb.Leaderboard(tmp_path)
    won = totals[0] == max(totals)
    assert board.stats("Ada") == (1, int(won))
    assert board.top() == ([("Ada", 10 * totals[0])] if won else [])
    assert "matches played 1, won " + str(int(won)) in app.leaderboard.value
    # the match is recorded once, however often the screen is redrawn
    app.set_language("it")
    assert board.stats("Ada") == (1, int(won))
    assert "partite giocate 1" in app.leaderboard.value


def test_TCO_8_TCO_9_a_won_match_goes_on_the_leaderboard_times_ten(tmp_path):
    for seed in range(1, 40):
        app = new_app(tmp_path / str(seed), seed=seed, level="random")
        play_to(app, lambda a: a.state.phase == tco.OVER)
        totals = app.state.totals
        if totals[0] == max(totals) and totals[0] > 0:
            break
    else:
        pytest.fail("the person never won in 39 seeds")
    assert lb.Leaderboard(tmp_path / str(seed)).top() == [("Ada", 10 * totals[0])]
    assert f"<td>Ada</td><td>{10 * totals[0]}</td>" in app.leaderboard.value
    assert "You won" in app.status.value


def test_names_are_escaped_in_the_app(tmp_path):
    evil = "<b>Bo</b>&"
    lb.Leaderboard(tmp_path).record(evil, won=True, total=5)
    app = TreCinqueOttoApp("en", seed=1, data_dir=tmp_path)
    assert "<b>Bo" not in app.leaderboard.value and "&lt;b&gt;Bo&lt;/b&gt;&amp;" in app.leaderboard.value


def test_TCO_8_the_match_length_is_chosen_from_the_four_the_rules_allow(tmp_path):
    """TCO-8: 3, 6, 9 or 18 hands, offered in a drop-down (nothing else can be chosen), named in
    the page's language; the length chosen is the match's."""
    app = TreCinqueOttoApp("it", seed=1, data_dir=tmp_path)
    assert app.target_box.options == (("3 mani", 3), ("6 mani", 6), ("9 mani", 9), ("18 mani", 18))
    assert app.target_box.value == 3 and app.target_box.description == "Numero di mani della partita"  # a match a lesson plays
    app.target_box.value = 6
    app.relabel("en")
    assert app.target_box.label == "6 hands" and app.target_box.value == 6  # the choice kept
    with pytest.raises(Exception):
        app.target_box.value = 4
    app.name_box.value = "Ada"
    assert app.start() is not None and app.state.rules.hands == 6
    # the rules refuse another length from anywhere else, with the allowed ones said
    assert app.rules_from(4, {}) is None and "3, 6, 9 o 18 mani" in app.message.value
    assert "Traceback" not in app.message.value


def test_a_corrupt_leaderboard_is_rebuilt_and_the_app_says_so(tmp_path):
    (tmp_path / "leaderboard.json").write_text("{oops", encoding="utf-8")
    with pytest.warns(UserWarning):
        app = TreCinqueOttoApp("en", seed=1, data_dir=tmp_path)
    assert "damaged" in app.leaderboard.value
    assert (tmp_path / "leaderboard.json.corrupt").exists()


def test_a_store_file_that_is_not_a_database_is_set_aside_and_the_app_says_so(tmp_path):
    (tmp_path / "kit.sqlite3").write_bytes("Ada 30".encode("utf-16"))  # Notepad's "Unicode"
    with pytest.warns(UserWarning):
        app = TreCinqueOttoApp("it", seed=1, data_dir=tmp_path)
    assert "non era un database" in app.leaderboard.value and 'role="alert"' in app.leaderboard.value
    app.set_language("en")
    assert "not a database" in app.leaderboard.value
    assert len(list(tmp_path.glob("kit.sqlite3.bad-*"))) == 1


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_name_the_store_would_refuse_is_refused_by_the_app_before_any_match(tmp_path, lang):
    """A control character in the name (the store keeps printable names only): the app refuses
    it at the start, in the person's language, and no match begins; nothing reaches the store."""
    app = TreCinqueOttoApp(lang, seed=7, data_dir=tmp_path)
    app.name_box.value = "Ada\x07"
    assert app.start() is None
    assert t("error.name_characters", lang, field=t("app.name", lang), n=1) in app.message.value
    assert "Traceback" not in app.message.value and lb.Leaderboard(tmp_path).top() == []


def test_a_name_the_store_refuses_on_recording_is_said_not_raised(tmp_path, monkeypatch):
    """Should a name pass the box and not the store (a name the store's rule refuses), the
    match ends with the store's words for what a name may be, in the person's language."""
    app = new_app(tmp_path, lang="it", seed=7)
    from kit.store import BadName

    def refuse(*args, **kwargs):
        raise BadName("unprintable", "a control character")

    monkeypatch.setattr(app.board_file, "record", refuse)
    play_to(app, lambda a: a.state.phase == tco.OVER)
    assert lb.bad_name_words("it") in app.message.value and "Traceback" not in app.message.value
    assert not app.recorded


def test_a_folder_that_cannot_be_written_gets_a_message_not_a_traceback(tmp_path):
    blocked = tmp_path / "a_file"
    blocked.write_text("not a folder", encoding="utf-8")
    app = new_app(blocked, seed=7)
    assert "could not be saved" in app.leaderboard.value
    play_to(app, lambda a: a.state.phase == tco.OVER)
    assert "The leaderboard could not be saved" in app.message.value and "Traceback" not in app.message.value
    assert not app.recorded and blocked.read_text(encoding="utf-8") == "not a folder"


def test_TCO_9_the_person_receiving_in_the_exchange_is_told_which_cards_came_and_went(tmp_path):
    """TCO-4 as the receiver: a computer player's card comes in and the highest card of its suit
    goes back, both named in the narration; the hand is shown sorted by suit."""
    for seed in range(1, 60):
        app = new_app(tmp_path, seed=seed, hands="6")
        play_to(app, lambda a: a.state.phase == tco.OVER or any(
            e.kind == "returned" and e.seat == 0 for e in a.log))
        if any(e.kind == "returned" and e.seat == 0 for e in app.log):
            break
    else:
        pytest.fail("no seed from 1 to 59 makes the person receive")
    lines = [line for line in app.log_lines if line.startswith("In the exchange you gave ")]
    assert lines and " and got " in lines[0]
    gave, got = lines[0][len("In the exchange you gave "):-1].split(" and got ")
    suit = lambda name: name.split(" of ")[-1]  # noqa: E731
    assert suit(gave) == suit(got)  # the highest card of the suit received went back
    hand = app.hand.hand
    assert list(hand) == sorted(hand, key=lambda c: (("hearts", "diamonds", "clubs", "spades").index(c.suit),
                                                     -tco.strength(c)))


def test_TCO_9_the_statistics_follow_the_name_typed_and_a_new_match_is_offered_at_the_end(tmp_path):
    lb.Leaderboard(tmp_path).record("Ada", won=False, total=-3)
    app = TreCinqueOttoApp("en", seed=1, data_dir=tmp_path)
    app.name_box.value = "Ada"  # after a reload the box is empty: typing the name brings the figures back
    assert "Ada: matches played 1, won 0" in app.leaderboard.value
    app.name_box.value = ""
    app = new_app(tmp_path, seed=3, hands=3)
    play_to(app, lambda a: a.state.phase == tco.OVER)
    assert app.start_button.layout.display == ""  # play again without opening the settings
    first = app._played_seed
    app.start_button.click()
    assert app.state.hand_no == 1 and app._played_seed != first  # a new match, a fresh seed


def test_the_last_trick_taken_by_the_person_is_said_to_them_in_the_second_person(tmp_path):
    """ "Presa precedente: …; l'hai presa tu." (it was "l'ha presa Tu"), and the narration "Fai la
    presa n. …" as its other lines say "Giochi …"."""
    app = new_app(tmp_path, lang="it", name="Tu")
    for _ in range(400):
        last = tco_ui.last_trick(app.log)
        if last is not None and last[1] == 0 and app.state.phase == tco.PLAY:
            break
        step_person(app)
    else:
        raise AssertionError("the person never took a trick")
    board = unescape(app.board.value)
    assert "l'hai presa tu." in board and "l'ha presa" not in board
    assert any(line.startswith("Fai la presa n. ") for line in app.log_lines)
