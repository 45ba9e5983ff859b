"""The turn-based app driver (kit.ui.turn_app) playing the test-only game of tests/toy_games.py."""

import re
from html import unescape

import pytest

import toy_games as toy
from kit.engine import IllegalMove
from kit.ui.turn_app import PERSON, TurnApp


class ToyApp(TurnApp):
    GAME = toy


def play_match(app, limit=500):
    """Pick the first lit card (or the next hand) until the match is over."""
    for _ in range(limit):
        if app.match.over:
            return
        if app.match.table is None:
            app.next_hand()
            continue
        lit = [i for i, ok in enumerate(app.hand.legal) if ok]
        assert lit, "the person must act but no card is lit"
        app.hand.pick(lit[0])
    raise AssertionError("the match did not end")


def test_a_whole_match_with_the_person_picking_lit_cards():
    app = ToyApp(lang="en", seed=4, players=3)
    match = app.start()
    assert match is not None and app.message.value == ""
    assert app.names() == ["You", "Bruno", "Carla"]
    play_match(app)
    assert match.winner is not None and max(match.totals) >= toy.MATCH_TARGET
    totals = re.findall(r"<strong>(\d+)</strong>", app.scores.value)
    assert [int(x) for x in totals] == [int(x) for x in match.totals]
    assert f"wins the match with {int(match.totals[match.winner])} points" in app.narration_log.value
    assert "The match is over." in app.status.value


def test_only_the_legal_cards_are_lit_and_the_board_shows_the_persons_view_only():
    app = ToyApp(seed=2, players=2)
    app.start()
    table = app.match.table
    legal_cards = {a.card for a in toy.legal_actions(table.state, PERSON)}
    assert set(c for c, ok in zip(app.hand.hand, app.hand.legal) if ok) == legal_cards
    hidden = toy.hidden_cards(table.state, PERSON)
    assert not any(card.code in app.board.value for card in hidden)  # the view, never the state
    assert "Your turn" in app.status.value


def test_a_refused_move_leaves_the_game_as_it_was_with_a_message():
    app = ToyApp(lang="it", seed=2, players=2)
    app.start()
    table = app.match.table
    before = (table.state, len(table.record.actions), list(app.log_lines))
    foreign = next(c for c in toy.italian40.cards if c not in table.state.hands[PERSON])
    app.play(toy.Play(foreign))
    assert "non è permessa" in app.message.value and "Traceback" not in app.message.value
    assert (table.state, len(table.record.actions), app.log_lines) == before
    with pytest.raises(IllegalMove):
        table.submit(toy.Play(foreign))


def test_the_narration_and_the_scoreboard_follow_the_language():
    app = ToyApp(lang="it", seed=7, players=2)
    app.start()
    assert "Mano 1: distribuisce Bruno." in app.narration_log.value  # C-1: seat 0 at the dealer's left
    app.hand.pick([i for i, ok in enumerate(app.hand.legal) if ok][0])
    assert "Giochi " in app.narration_log.value  # the person's own move, in the second person
    play_match(app)
    winner = app.match.winner
    won = "Vinci la partita con" if winner == 0 else f"{app.names_in('it')[winner]} vince la partita con"
    assert "Totale" in app.scores.value and won in app.narration_log.value and "Tu vince la partita" not in app.narration_log.value
    app.set_language("en")
    assert "Total" in app.scores.value and app.start_button.description == "New match"


def test_bad_settings_get_a_friendly_message():
    app = ToyApp(lang="en", seed=1)
    app.seed_box.value = "1,5"
    assert app.start() is None and "not a whole number" in app.message.value
    app.seed_box.value = "-3"
    assert app.start() is None and "whole number from 0" in app.message.value
    with pytest.raises(ValueError, match="2 to 4 players"):
        ToyApp(players=7)
    with pytest.raises(ValueError, match="no computer level"):
        ToyApp(level="genius")


def test_the_same_seed_gives_the_same_match():
    first, second = ToyApp(seed=11, players=3), ToyApp(seed=11, players=3)
    first.start(), second.start()
    play_match(first), play_match(second)
    assert first.match.totals == second.match.totals and first.log_lines == second.log_lines


def test_a_game_with_windows_gets_a_clear_refusal_not_a_stuck_app():
    import kit.games.un_due_tre as udt

    class UdtApp(TurnApp):
        GAME = udt

    with pytest.raises(TypeError, match="windows where several players act at once"):
        UdtApp()


def test_the_target_is_said_with_its_plural_and_the_hand_follows_the_language():
    app = ToyApp(lang="en", seed=3, players=2, target=1)
    app.start()
    assert "the first to reach 1 point wins." in app.narration_log.value
    app.set_language("it")
    assert app.hand.illegal_text == "Questa carta non si può giocare ora."
    assert all(" di " in c["label"] for c in app.hand.cards)


def test_switching_language_tells_the_whole_narration_again_and_the_person_deals_in_the_second_person():
    app = ToyApp(lang="it", seed=7, players=2, target=100)
    app.start()
    app.hand.pick([i for i, ok in enumerate(app.hand.legal) if ok][0])
    italian = list(app.log_lines)
    assert italian[1] == "Mano 1: distribuisce Bruno." and any(line.startswith("Giochi ") for line in italian)
    app.set_language("en")
    english = app.log_lines
    assert len(english) == len(italian) and english[1] == "Hand 1: Bruno deals."
    assert any(line.startswith("You play ") for line in english) and not any("Giochi" in line for line in english)
    assert "Giochi" not in app.narration_log.value and "You play" in app.narration_log.value
    while app.match.table is not None:  # finish hand 1, then deal hand 2
        app.hand.pick([i for i, ok in enumerate(app.hand.legal) if ok][0])
    app.next_hand()
    lines = app.log_lines
    assert "Hand 2: you deal." in lines  # the dealer rotates to the person: not "You deals"
    app.set_language("it")
    assert "Mano 2: distribuisci tu." in app.log_lines
    assert "Fine della mano 1: Tu " in app.narration_log.value  # the scores line with the person's name in Italian


def test_the_narration_box_keeps_every_line_of_a_long_turn():
    app = ToyApp(lang="en", seed=3, players=4)
    app.start()
    play_match(app)
    shown = re.findall(r"<li>", app.narration_log.value)
    assert len(shown) == min(len(app.log_lines), TurnApp.LOG_LINES) and len(shown) > 14
    assert 'class="kit-log-box"' in app.narration_log.value


def test_a_game_app_chooses_the_first_dealer_and_tells_the_ends_of_hands_and_match_its_own_way():
    class OwnWay(ToyApp):
        def first_dealer(self, seed, players):
            return 1, [lambda lang: f"{lang}: seat 1 deals first (seed {seed})"]

        def hand_over_lines(self, n, scores):
            return [lambda lang: f"{lang}: hand {n} scored {list(scores)}"]

        def match_over_lines(self, winner):
            return [lambda lang: f"{lang}: seat {winner} won"]

    app = OwnWay(lang="en", seed=4, players=3)
    match = app.start()
    assert match.first_dealer == 1 and match.dealer == 1
    assert app.log_lines[1:3] == ["en: seat 1 deals first (seed 4)", "Hand 1: Bruno deals."]
    play_match(app)
    scored = [f"en: hand {n} scored {list(map(float, toy.returns(record.state)))}"
              for n, record in enumerate(match.hands, start=1)]
    assert [line for line in app.log_lines if " scored " in line] == scored
    assert app.log_lines[-1] == f"en: seat {match.winner} won"
    assert not any(line.startswith("End of hand") for line in app.log_lines)
    app.set_language("it")
    assert app.log_lines[1] == "it: seat 1 deals first (seed 4)"
    default = ToyApp(lang="en", seed=4, players=3)  # without the hooks: the last seat deals, as before
    assert default.start().first_dealer == 2 and "Hand 1: Carla deals." in default.log_lines


def test_the_setups_number_box_can_hold_another_number_of_the_rules_than_a_target():
    """RulesSetupApp.target_of: a game whose rules have no target (Trentuno's coins each) puts
    another whole number in the box; rules_from gets it back as typed."""
    from kit.i18n import add_catalogue
    from kit.ui.turn_app import RulesSetupApp

    add_catalogue("toy", {
        "toy.app.target": {"it": "Prese per mano", "en": "Tricks a hand"},
        "toy.app.bad_target": {"it": "Da 1 a {high}.", "en": "From 1 to {high}."},
        "toy.app.settings": {"it": "Impostazioni", "en": "Settings"},
        "toy.app.rules": {"it": "Regole", "en": "Rules"},
    })

    class Tricks(RulesSetupApp):
        GAME, KEYS, CSS, RULES_HEADING, MAX_TARGET = toy, "toy.app", "kit-toy", "toy.app.rules", 6

        def target_of(self, rules):
            return rules.tricks

        def rules_from(self, target, switches):
            return toy.Rules(tricks=target)

    app = Tricks(lang="en", seed=2, players=2, rules=toy.Rules(tricks=4))
    assert app.target_box.value == "4" and app.target_box.description == "Tricks a hand"
    app.target_box.value = "3"
    match = app.start()
    assert match is not None and match.rules == toy.Rules(tricks=3)
    app.target_box.value = "7"
    assert app.start() is None and "From 1 to 6." in app.message.value


@pytest.mark.parametrize("lang", ["it", "en"])
def test_every_turn_based_app_names_its_computer_levels_in_the_pages_language(lang, tmp_path, monkeypatch):
    """The level menu never shows a program's name ("sensible" in the Italian 3-5-8 app once did)."""
    from kit.i18n import CATALOGUE
    from kit.ui.tre_cinque_otto_app import TreCinqueOttoApp
    from kit.ui.trentasette_app import TrentasetteApp
    from kit.ui.trentuno_app import TrentunoApp
    from kit.ui.uno_app import UnoApp

    monkeypatch.setenv("KIT_DATA_DIR", str(tmp_path))
    for app_class in (UnoApp, TrentasetteApp, TrentunoApp, TreCinqueOttoApp):
        app = app_class(lang)
        for label, name in app.level.options:
            keys = [key for key in CATALOGUE if key.endswith(f"level.{name}")]
            assert keys and label in {CATALOGUE[key][lang] for key in keys}, (app_class.__name__, label, name)


def test_at_the_end_of_a_match_new_match_comes_back_beside_the_settings():
    """Every RulesSetupApp: once the match is over the start button shows again (the same settings,
    a fresh seed), so playing again needs no trip through the settings."""
    from kit.ui.trentuno_app import TrentunoApp

    app = TrentunoApp("en", seed=4, players=2)
    app.target_box.value = "1"  # one coin each: the game is short
    first = app.start()
    assert first is not None and app.start_button.layout.display == "none"  # folded away during play
    for _ in range(3000):
        if app.match.over:
            break
        legal = app.legal()
        if legal:
            app.play(legal[0])
        else:
            app.next_button.click()
    assert app.match.over and app.start_button.layout.display == ""
    played = app._played_seed
    again = app.start()
    assert again is not None and again is not first and app._played_seed != played
    assert app.start_button.layout.display == "none"


@pytest.mark.parametrize("lang", ["it", "en"])
def test_every_game_app_carries_a_short_rules_card_beside_the_table(lang, tmp_path):
    """A player meets "atout", a challenge or a pozzo in the middle of a hand, when the introduction
    has folded away with the settings: each app has its rules in short, folded beside the table,
    in the app's language, and switches language with it."""
    from kit.ui.tre_cinque_otto_app import TreCinqueOttoApp
    from kit.ui.trentasette_app import TrentasetteApp
    from kit.ui.trentuno_app import TrentunoApp
    from kit.ui.uno_app import UnoApp

    must_say = {UnoApp: {"it": ["Jolly pesca quattro", "«UNO!»"], "en": ["Wild Draw Four", "“UNO!”"]},
                TrentasetteApp: {"it": ["pozzo", "37"], "en": ["pozzo", "37"]},
                TrentunoApp: {"it": ["bussare", "31", "tallone"], "en": ["knock", "31", "tallone"]},
                TreCinqueOttoApp: {"it": ["atout", "senza atout", "senza prese", "monte"],
                                   "en": ["atout", "senza atout", "senza prese", "monte", "trumps"]}}
    heading = {"it": "Come si gioca, in breve", "en": "How to play, in short"}
    other = "en" if lang == "it" else "it"
    for app_class, words in must_say.items():
        app = app_class(lang=lang) if app_class is not TreCinqueOttoApp else app_class(lang=lang, data_dir=tmp_path)
        card = app.rules_card.value
        assert card.startswith('<details class="kit-rules-card"><summary>' + heading[lang]), card[:80]
        assert card.count("<li>") >= 4, card
        for word in words[lang]:
            assert word in unescape(card), (app_class.__name__, word)
        main = next(box for box in app.children if "kit-turn-main" in box._dom_classes)
        play = next(box for box in main.children if "kit-turn-play" in box._dom_classes)
        assert play.children[0] is app.rules_card  # beside the table, above the status and the hand
        app.set_language(other)
        assert heading[other] in app.rules_card.value
