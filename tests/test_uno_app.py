"""The UNO app (kit.ui.uno_app) driven in Python, and its table picture (kit.ui.uno)."""

import re
from html import unescape

import ipywidgets as widgets
import pytest

from kit.cards import uno108
from kit.games import uno
from kit.ui.turn_app import PERSON
from kit.ui.uno import table_html
from kit.ui.uno_app import DEFAULT_LEVEL, UnoApp


def buttons(app):
    """The action buttons shown now, by label."""
    return {b.description: b for b in app.choices.children if isinstance(b, widgets.Button)}


def text(html):
    """The words of some HTML (tags and card pictures dropped)."""
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", re.sub(r"<svg.*?</svg>", " ", html))))


def step(app, call_uno=False, avoid=()):
    """One move of a simple person: the first lit card (calling UNO when asked to and able),
    else the first button whose label is not in ``avoid``; the next hand when one is over."""
    if app.match.table is None:
        app.next_hand()
        return
    if call_uno and app.uno_toggle in app.choices.children:
        app.uno_toggle.value = True
    lit = [i for i, ok in enumerate(app.hand.legal) if ok]
    if lit:
        app.hand.pick(lit[0])
        return
    choices = [b for label, b in buttons(app).items() if label not in avoid]
    assert choices, f"the person must act but nothing is offered: {app.legal()}"
    choices[0].click()


def play_until(app, done, limit=2000, **how):
    """Play as :func:`step` until ``done(app)``; fail if it never happens."""
    for _ in range(limit):
        if done(app):
            return
        assert not app.match.over, "the match ended first"
        step(app, **how)
    raise AssertionError("never happened")


def asked(app, phase):
    table = app.match.table
    return table is not None and table.state.phase == phase and bool(app.legal())


def test_the_setup_has_the_house_rules_with_h3_on_the_target_and_the_forgetful_level():
    app = UnoApp(lang="en", seed=3)
    assert app.level.value == DEFAULT_LEVEL == "forgetful"
    assert app.target_box.value == "500"
    assert {rule: box.value for rule, box in app.switches.items()} == {
        rule: rule == "UNO-H3" for rule in uno.HOUSE_RULES}
    assert "official rule" in app.switches["UNO-H3"].description
    assert all(text(app.explanations[rule].value).strip() for rule in uno.HOUSE_RULES)
    app.switches["UNO-H1"].value = True
    app.switches["UNO-H4"].value = True
    app.target_box.value = "200"
    match = app.start()
    assert match is not None and app.message.value == ""
    assert match.rules == uno.Rules(target=200, stack_draw_two=True, seven_zero=True)
    assert match.target == 200 and "200 points" in app.narration_log.value
    # the setup folds away during the match; the settings button brings it back
    assert app.rules_box.layout.display == "none" and app.settings_button.layout.display == ""
    app.settings_button.click()
    assert app.rules_box.layout.display == "" and app.start_button.layout.display == ""


@pytest.mark.parametrize("typed, words", [("1,5", "not a whole number"), ("0", "from 1 to 100,000"),
                                          ("abc", "not a whole number")])
def test_a_bad_target_gets_a_friendly_message_and_no_match(typed, words):
    app = UnoApp(lang="en", seed=3)
    app.target_box.value = typed
    assert app.start() is None and app.match is None
    assert words in app.message.value and "Traceback" not in app.message.value


def test_a_bad_target_is_refused_in_italian_too():
    app = UnoApp(lang="it", seed=3)
    app.target_box.value = "-5"
    assert app.start() is None and "numero intero da 1 a 100.000" in app.message.value


def test_playing_a_lit_card_changes_the_table():
    app = UnoApp(lang="en", seed=5)
    app.start()
    state = app.match.table.state
    view = uno.view(state, PERSON)
    lit = [c for c, ok in zip(app.hand.hand, app.hand.legal) if ok]
    assert set(lit) == set(uno.playable(state, PERSON)) and "Draw a card" in buttons(app)
    card = next(c for c in lit if not uno.is_wild(c))
    app.hand.pick(app.hand.hand.index(card))
    assert f"You play {card.name('en')}." in app.narration_log.value
    assert app.match.table.state.discard[len(view.discard)] == card
    assert len(app.match.table.state.hands[PERSON]) == len(view.hand) - 1


def test_a_wild_then_the_colour_chooser_names_the_colour_on_the_table():
    app = UnoApp(lang="en", seed=6, players=2)
    app.switches["UNO-H3"].value = False  # no challenge: Bruno draws 4 at once and the turn comes back
    app.start()
    wild = uno108.parse("W+4")
    app.hand.pick(app.hand.hand.index(wild))
    assert app.match.table.state.phase == "colour"
    chooser = buttons(app)
    assert list(chooser) == ["▲ Red", "● Yellow", "■ Green", "◆ Blue"]
    assert all("kit-uno-choose" in b._dom_classes for b in chooser.values())
    assert "Name the colour" in text(app.choices.children[0].value)
    assert "Colour in play: still to be named" in text(app.board.value)
    assert text(app.status.value).strip() == "Name the colour."
    chooser["■ Green"].click()
    assert "You name the colour: Green." in app.narration_log.value
    board = text(app.board.value)
    assert "Colour in play (named after the wild): ■ Green" in board and "Your turn" in text(app.status.value)
    assert 'aria-label="Wild Draw Four"' in app.board.value and "Bruno draws 4 cards and misses a turn." in app.narration_log.value


def test_calling_uno_with_the_next_to_last_card():
    app = UnoApp(lang="en", seed=2, players=2, level="heuristic")
    app.start()
    play_until(app, lambda a: app.uno_toggle in app.choices.children)
    assert len(app.match.table.state.hands[PERSON]) == 2
    assert app.uno_toggle.description == "UNO! (press, then play your card)"
    app.uno_toggle.value = True
    assert app.uno_toggle.description == "✔ UNO! said: now play your card"
    lit = [i for i, ok in enumerate(app.hand.legal) if ok]
    assert all(a.uno for a in app.legal() if isinstance(a, uno.Play))
    app.hand.pick(lit[0])
    assert "You call “UNO!”." in app.narration_log.value
    assert app.uno_toggle.value is False  # released for the next card
    assert "notices that you did not call" not in app.narration_log.value


def test_forgetting_uno_the_computer_catches_the_person():
    app = UnoApp(lang="en", seed=2, players=2, level="heuristic")
    app.start()
    play_until(app, lambda a: app.uno_toggle in app.choices.children)
    lit = [i for i, ok in enumerate(app.hand.legal) if ok]
    app.hand.pick(lit[0])  # without pressing UNO!
    assert "Bruno notices that you did not call “UNO”: you draw 2 cards." in app.narration_log.value


def test_the_person_is_offered_a_catch_button():
    app = UnoApp(lang="en", seed=1, players=3, level="random")
    app.start()
    play_until(app, lambda a: asked(a, "catch"))
    forgot = app.match.table.state.forgot
    name = app.names()[forgot]
    offered = buttons(app)
    assert list(offered) == [f"Catch! {name} did not call “UNO”", "Let it go"]
    assert f"{name} holds one card and did not call" in text(app.choices.children[0].value)
    offered[f"Catch! {name} did not call “UNO”"].click()
    assert f"You catch {name}, who did not call “UNO”: {name} draws 2 cards." in app.narration_log.value


def test_a_wild_draw_four_challenged():
    app = UnoApp(lang="en", seed=1, players=2, level="heuristic")
    app.start()
    play_until(app, lambda a: asked(a, "penalty") and "Challenge the Wild Draw Four" in buttons(a),
               avoid=("Challenge the Wild Draw Four",))
    state = app.match.table.state
    assert state.pending >= 4 and state.challengeable
    assert f"You must draw {state.pending} or challenge the Wild Draw Four." in text(app.status.value)
    assert f"Draw {state.pending} cards" in buttons(app)
    buttons(app)["Challenge the Wild Draw Four"].click()
    log = text(app.narration_log.value)
    assert "You challenge Bruno's Wild Draw Four." in log
    assert re.search(r"The (challenge is right|Wild Draw Four was fair)", log)


def test_stacking_a_draw_two_is_picked_in_the_hand():
    app = UnoApp(lang="en", seed=4, players=3, level="heuristic")
    app.switches["UNO-H1"].value = True
    app.start()
    play_until(app, lambda a: asked(a, "penalty") and any(a.hand.legal))
    state = app.match.table.state
    assert f"You must draw {state.pending} or stack." in text(app.status.value)
    lit = [c for c, ok in zip(app.hand.hand, app.hand.legal) if ok]
    assert lit and all(c.rank == "draw2" for c in lit)
    app.hand.pick(app.hand.hand.index(lit[0]))
    assert "You stack" in app.narration_log.value


def test_swap_buttons_after_a_seven_with_h4():
    app = UnoApp(lang="en", seed=3, players=3, level="heuristic")
    app.switches["UNO-H4"].value = True
    app.start()
    play_until(app, lambda a: asked(a, "swap"))
    offered = buttons(app)
    assert [label.split(" (")[0] for label in offered] == ["Swap with Bruno", "Swap with Carla"]
    label = next(iter(offered))
    offered[label].click()
    assert "You swap hands with Bruno." in app.narration_log.value


def test_a_refused_action_leaves_the_game_as_it_was_with_a_message():
    app = UnoApp(lang="en", seed=5)
    app.start()
    table = app.match.table
    before = (table.state, len(table.record.actions), list(app.log_lines), app.board.value)
    foreign = next(c for c in uno108.cards if c not in table.state.hands[PERSON])
    app.play(uno.Play(foreign))
    assert app.message.value and "Traceback" not in app.message.value
    app.play(uno.Choose("red"))  # not the colour phase
    assert (table.state, len(table.record.actions), app.log_lines, app.board.value) == before


def test_the_language_switches_in_the_middle_of_a_game():
    app = UnoApp(lang="en", seed=5)
    app.start()
    step(app)
    app.set_language("it")
    board = text(app.board.value)
    assert "Colore in gioco" in board and "Si gioca in senso orario" in board and "Mazzo:" in board
    assert app.start_button.description == "Nuova partita" and app.settings_button.description.startswith("Impostazioni")
    assert "Pesca una carta" in buttons(app)
    assert app.switches["UNO-H3"].description == "Contestare il Jolly pesca quattro (regola ufficiale)"
    assert "ragionati" in [label for label, _ in app.level.options]
    app.set_language("en")
    assert "Colour in play" in text(app.board.value) and "Draw a card" in buttons(app)


def test_italian_texts_from_the_start():
    app = UnoApp(lang="it", seed=6, players=2)
    assert app.target_box.description == "Punti per vincere la partita"
    app.switches["UNO-H3"].value = False
    app.start()
    assert "Tocca a te: gioca una carta accesa o pesca." in text(app.status.value)
    assert "Giocatori" == app.players.description and "La tua mano" == app.hand.title
    app.hand.pick(app.hand.hand.index(uno108.parse("W+4")))
    assert list(buttons(app)) == ["▲ rosso", "● giallo", "■ verde", "◆ blu"]
    assert "Scegli il colore:" in text(app.choices.children[0].value)
    buttons(app)["▲ rosso"].click()
    assert "Hai scelto il colore: rosso." in app.narration_log.value
    assert "Colore in gioco (scelto col jolly): ▲ rosso" in text(app.board.value)


def test_a_whole_match_to_a_low_target_keeps_the_scoreboard():
    app = UnoApp(lang="en", seed=8, players=3)
    app.target_box.value = "60"
    app.switches["UNO-H5"].value = True
    app.start()
    play_until(app, lambda a: a.match.over, limit=5000, call_uno=True)
    totals = [int(x) for x in re.findall(r"<strong>(\d+)</strong>", app.scores.value)]
    assert totals == [int(x) for x in app.match.totals] and max(totals) >= 60


def test_the_table_picture_of_a_state_shows_every_hand_only_without_a_person():
    state = uno.new_game(uno.Rules(), 3, rng=1)
    names = ["Anna", "Bruno", "Carla"]
    teacher = table_html(state, names, "en")
    assert teacher.count('class="kit-uno-chip ') == 21 and teacher.count('class="kit-card"') == 1  # hands face up, top card
    person = table_html(uno.view(state, 0), names, "en", you=0)
    assert 'class="kit-card kit-back"' in person and "Anna" in person
    assert not any(f'data-code="{c.code}"' in person for c in state.hands[1] if c != state.top)
    words = text(person)
    assert "Your turn." in words and "Play goes clockwise" in words and "↻" in words
    assert f"Stock: {len(state.stock)} cards" in words
    colour = uno.view(state, 0).colour
    assert f"Colour in play: {dict(red='▲', yellow='●', green='■', blue='◆')[colour]}" in words


def test_the_table_names_a_pending_penalty_and_who_may_be_caught():
    state = uno.new_game(uno.Rules(stack_draw_two=True), 3, rng=7)
    names = ["Anna", "Bruno", "Carla"]
    from dataclasses import replace
    draw_two = uno.uno108.parse_many("G+2")[0]  # the penalty's card on top: Draw Twos stack with H1
    pending = replace(state, phase="penalty", turn=1, pending=6, forgot=2, direction=-1,
                      discard=state.discard + (draw_two,), colour="green")
    words = text(table_html(pending, names, "en", you=0))
    assert "Bruno must draw 6 or stack." in words
    assert "Carla did not call “UNO” and may still be caught." in words
    assert "↺ Play goes anticlockwise" in words
    italian = text(table_html(pending, names, "it", you=0))
    assert "Bruno deve pescare 6 o rispondere con un'altra carta." in italian


def test_jump_in_with_h5_and_play_or_keep_after_drawing():
    app = UnoApp(lang="en", seed=2, players=4, level="heuristic")
    app.switches["UNO-H5"].value = True
    app.start()
    play_until(app, lambda a: asked(a, "jump"))
    top = app.match.table.state.top
    lit = [c for c, ok in zip(app.hand.hand, app.hand.legal) if ok]
    assert lit and set(lit) == {top}  # only an identical card can jump in
    assert list(buttons(app)) == ["Don't jump in"]
    assert "You hold an identical card" in text(app.status.value)
    app.hand.pick(app.hand.hand.index(top))
    assert "You jump in out of turn with an identical card" in app.narration_log.value
    play_until(app, lambda a: asked(a, "drawn"), avoid=("Don't jump in",))
    drawn = app.hand.hand[-1]
    assert [c for c, ok in zip(app.hand.hand, app.hand.legal) if ok] and "Keep the card" in buttons(app)
    assert app.hand.legal[-1] and drawn in uno.playable(app.match.table.state, PERSON)
    buttons(app)["Keep the card"].click()
    assert "You keep the card you drew." in app.narration_log.value


def test_the_teachers_view_shows_every_hand_as_light_named_chips():
    from kit.ui.uno import chip_html

    state = uno.new_game(uno.Rules(), deal=uno.deal_layout(["R5 Y+2 W", "GS W+4"], first="B7"))
    html = table_html(state, ["Anna", "Bruno"], "it")
    assert html.count('class="kit-uno-chip ') == 5  # every card of both hands, face up
    assert 'aria-label="5 rosso"' in html and 'aria-label="Jolly pesca quattro"' in html
    assert chip_html(uno108.parse("R5")).endswith(">▲5</span>")  # the colour's shape as well as the colour
    assert chip_html(uno108.parse("Y+2")).endswith(">●+2</span>")
    assert chip_html(uno108.parse("W+4")).endswith(">W+4</span>") and "kit-uno-chip-wild" in chip_html(uno108.parse("W"))
    assert len(chip_html(uno108.parse("R5"))) * 4 < len(__import__("kit.ui.svg").ui.svg.card_svg(uno108.parse("R5"), "en", 30))
    assert "kit-uno-chip" not in table_html(uno.view(state, 0), ["Anna", "Bruno"], "it", you=0)  # a seat's view: face down


def test_enter_in_the_target_box_does_not_start_the_match_and_the_rules_in_play_are_shown():
    from kit.ui.uno_app import rules_in_play

    app = UnoApp(lang="it", seed=1, players=3)
    app.target_box.value = "200"
    assert app.match is None  # typing (and Enter) leaves the house rules still to be chosen
    app.switches["UNO-H1"].value = True
    app.switches["UNO-H3"].value = False
    app.start()
    words = unescape(app.board.value)
    assert "Regole in uso: Pesca due su Pesca due, niente contestazione del Jolly pesca quattro." in words
    assert rules_in_play(uno.Rules(), "en") == "Rules in play: the official ones, the challenge of a Wild Draw Four included."
    # the challenge (UNO-H3) is the official rule, and named whenever it is on
    assert rules_in_play(uno.Rules(stack_draw_two=True), "en") == (
        "Rules in play: challenge of a Wild Draw Four, Draw Two on Draw Two.")
    app.set_language("en")
    assert "Rules in play: Draw Two on Draw Two, no challenge of a Wild Draw Four." in unescape(app.board.value)


def test_a_new_hand_is_narrated_from_the_deal_and_its_first_card():
    app = UnoApp(lang="it", seed=4, players=3)
    app.start()
    state = app.match.table.state if app.match.table is not None else app.match.hands[-1].state
    first = uno.opening(state)[1].cards[0]
    lines = app.log_lines
    assert lines[1] == "Mano 1: distribuisce Carla." and lines[2] == "Carla fa il mazziere e dà 7 carte a testa."
    assert lines[3] == f"Si scopre la prima carta: {first.name('it')}."


@pytest.mark.parametrize("rules, top, says", [
    (uno.Rules(stack_draw_two=True), "W+4", "You must draw 4 or challenge the Wild Draw Four."),   # H1 stacks Draw Twos only
    (uno.Rules(stack_mixed=True), "W+4", "You must draw 4, stack, or challenge the Wild Draw Four."),
    (uno.Rules(stack_draw_two=True), "R+2", "You must draw 4 or stack."),
    (uno.Rules(stack_draw_two=True, challenge=False), "W+4", "You must draw 4."),
])
def test_UNO_H1_H2_the_penalty_note_offers_stacking_only_where_the_rules_allow_it_on_this_card(rules, top, says):
    from dataclasses import replace

    from kit.cards import uno108
    from kit.ui.uno import turn_note

    state = uno.new_game(rules, 3, rng=7)
    card = uno108.parse_many(top)[0]
    pending = replace(state, phase="penalty", turn=0, pending=4, discard=state.discard + (card,), colour="red",
                      challengeable=card.rank == "wild4" and rules.challenge)
    assert turn_note(pending, ["Anna", "Bruno", "Carla"], "en", you=0) == says


def test_at_a_hands_end_the_others_cards_are_shown_face_up():
    """UNO-8: the winner of a hand scores the cards left in the others' hands, so once the hand is
    over the table shows them face up (during the hand it shows only their backs)."""
    app = UnoApp(lang="en", seed=2, players=3, level="heuristic")
    app.start()
    assert "Bruno's cards" not in unescape(app.board.value)  # face down while the hand is played
    play_until(app, lambda a: a.paused or a.match.over)
    state, board = app.state, unescape(app.board.value)
    for seat in (1, 2):
        label = f"{app.names()[seat]}'s cards"
        if state.hands[seat]:
            group = re.search(rf'aria-label="{label}">(.*?)</div>', board).group(1)
            assert group.count('role="img"') == len(state.hands[seat]), (label, group)
    assert "You's cards" not in board and "Your cards" not in board  # the person's stay in the hand
    assert sum(len(h) > 0 for h in state.hands[1:]) >= 1
