"""What a page sends cannot be trusted: the reflex game's times and messages (UDT-7, UDT-9), and
the text typed in the apps' boxes (numbers, names), of any length or with characters no page can
show.  Every refusal leaves the game exactly as it was, with a message in the person's language."""

from __future__ import annotations

import html
import math
import time

import pytest

from kit.i18n import t


def reflex_at_a_pattern(computers: int = 1, seed: int = 5):
    """A started reflex game showing a pair or a sandwich that a computer player slaps."""
    from kit.ui.un_due_tre_app import ReflexGame

    game = ReflexGame(computers=computers, difficulty="hard", seed=seed)
    game.start()
    for _ in range(2000):
        if game.state.window and game.state.pattern() and any(not s.beside for s in game.pending):
            return game
        game.resolve(None, game.card_id)
        game.turn()
    raise AssertionError("no pattern slapped by a computer player in 2000 cards")


def snapshot(game):
    return (game.card_id, game.state, dict(game.view), list(game.reactions), game.narration, len(game.told))


def test_UDT_7_UDT_9_reflex_a_slap_of_0_ms_from_the_page_is_a_false_start_not_a_win():
    from kit.ui.un_due_tre_app import HUMAN_FLOOR_MS

    game = reflex_at_a_pattern()
    packet = len(game.state.packets[0])
    game.shown_at = time.monotonic() - 0.5  # the kernel sent the card half a second ago
    game._on_msg(game, {"type": "slap", "card_id": game.card_id, "ms": 0, "beside": False}, [])
    assert not game.state.window  # the card is resolved: the computer player's slap decides it
    assert len(game.state.packets[0]) == packet and not game.state.tucked  # neither won nor fined
    assert game.reactions == []
    narration = game.view["narration"]
    assert "Bruno slaps first and wins the pile" in narration
    assert "Too soon: you slapped 0 ms after the card showed, and nobody reacts in under 100 ms." in narration
    assert "It was a false start: the slap did not count." in narration
    assert HUMAN_FLOOR_MS == 100.0


def test_UDT_7_UDT_9_reflex_a_time_longer_than_the_kernel_measured_is_bounded_to_it():
    from kit.ui.un_due_tre_app import TOLERANCE_MS

    game = reflex_at_a_pattern()
    game.shown_at = time.monotonic()  # just sent: a slap now cannot be 150 ms after the card showed
    assert game.accepted_ms(150.0) < 100  # bounded to what the kernel measured: a false start
    game.shown_at = time.monotonic() - 0.3
    took = game.accepted_ms(10_000.0)
    assert 300 <= took < 300 + 1000  # bounded to the kernel's own 300-odd ms
    assert game.accepted_ms(250.0) == 250.0  # an honest time, within what the kernel measured, is kept
    assert game.accepted_ms(300 + TOLERANCE_MS / 2) == 300 + TOLERANCE_MS / 2  # timer granularity tolerated
    game._on_msg(game, {"type": "slap", "card_id": game.card_id, "ms": 1e9}, [])
    assert len(game.reactions) == 1 and 300 <= game.reactions[0] < 1300  # the bounded time, not 1e9
    assert "slaps: 1" in game.view["stats"]


def test_UDT_7_reflex_a_slap_just_over_the_floor_still_wins_the_pile():
    game = reflex_at_a_pattern()
    before = len(game.state.packets[0])
    pile = len(game.state.pile) + len(game.state.tucked)
    game.shown_at = time.monotonic() - 0.2
    game._on_msg(game, {"type": "slap", "card_id": game.card_id, "ms": 120}, [])  # an int is a time too
    assert len(game.state.packets[0]) == before + pile and game.reactions == [120.0]
    assert "You slapped first and won the pile" in game.view["narration"]


@pytest.mark.parametrize("message", [
    {"type": "slap", "card_id": "CARD", "ms": 250},
    {"type": "slap", "ms": 250},  # no card_id
    {"type": "slap", "card_id": True, "ms": 250},
    {"type": "slap", "card_id": "ID+1", "ms": 250},  # a card that is not on show
    {"type": "slap", "card_id": "ID", "ms": "250"},
    {"type": "slap", "card_id": "ID", "ms": math.nan},
    {"type": "slap", "card_id": "ID", "ms": math.inf},
    {"type": "slap", "card_id": "ID", "ms": -5},
    {"type": "slap", "card_id": "ID", "ms": 10**400},
    {"type": "slap", "card_id": "ID", "ms": True},
    {"type": "slap", "card_id": "ID", "ms": None},
    {"type": "slap", "card_id": "ID"},  # no time
    {"type": "slap", "card_id": "ID", "ms": [250]},
    {"type": "slap", "card_id": "ID", "ms": 250, "beside": "no"},
    {"type": "late", "card_id": "ID", "ms": "slow"},
    {"type": "close", "card_id": None},
    {"type": "close"},
    {"type": "fold", "card_id": "ID"},  # an unknown type
    {"type": ["slap"], "card_id": "ID", "ms": 250},
    {},
    ["slap", 250],  # not even an object
    "slap",
])
def test_reflex_messages_of_the_wrong_shape_are_ignored_and_change_nothing(message):
    game = reflex_at_a_pattern()
    game.shown_at = time.monotonic() - 0.4

    def filled(value):
        return {"ID": game.card_id, "ID+1": game.card_id + 1}.get(value, value) if isinstance(value, str) else value

    if isinstance(message, dict):
        message = {key: filled(value) for key, value in message.items()}
    before = snapshot(game)
    game._on_msg(game, message, [])  # no exception
    assert snapshot(game) == before
    assert game.state.window  # the card still waits for its slaps


@pytest.mark.parametrize("digits", [5_000, 100_000])
def test_widgets_whole_number_box_refuses_thousands_of_digits_with_a_message(digits):
    from kit.ui.widgets import MAX_NUMBER_TEXT, NotAWholeNumber, WholeNumberBox, parse_whole_number

    typed = "7" * digits
    with pytest.raises(NotAWholeNumber) as error:
        parse_whole_number(typed)
    assert error.value.key == "error.number_long"
    box = WholeNumberBox(3, description="Seed")
    box.value = typed
    assert box.number is None
    said = box.problem("en")
    assert said == (f"Seed: the text typed is too long for a number ({digits:,} characters; {MAX_NUMBER_TEXT} at most). "
                    "Type a whole number with a few digits (for example 12).")
    said_it = box.problem("it")
    assert said_it.startswith(f"Seed: il testo scritto è troppo lungo per un numero ({digits:,} caratteri; ".replace(",", "."))
    assert "kit-invalid" in box._dom_classes
    box.value = "1 000"  # fixed: read again
    assert box.number == 1000 and box.problem("en") is None and "kit-invalid" not in box._dom_classes


def test_widgets_whole_number_box_quotes_odd_text_cut_and_cleaned():
    from kit.ui.widgets import WholeNumberBox, shown_text

    box = WholeNumberBox(description="Seed")
    box.value = "1\ud8002\x00"
    said = box.problem("en")
    assert said.startswith("Seed: “1\ufffd2\ufffd” is not a whole number.")
    said.encode("utf-8")  # nothing that cannot be sent to the page
    box.value = "x" * 39 + "7"  # 40 characters: read (and refused) as typed
    assert "“" + "x" * 39 + "7”" in box.problem("en")
    assert shown_text("a" * 100, 10) == "a" * 9 + "…" and shown_text("ok") == "ok"
    assert shown_text("\u2028\x7f\x9f") == "\ufffd" * 3


def seed_apps():
    """Every app with a seed box, each started once: (app, its seed box, its main action)."""
    from kit.ui.deal_app import DealHandsApp
    from kit.ui.tre_cinque_otto_app import TreCinqueOttoApp
    from kit.ui.trentasette_app import TrentasetteApp
    from kit.ui.trentuno_app import TrentunoApp
    from kit.ui.un_due_tre_app import ReflexApp
    from kit.ui.uno_app import UnoApp

    deal = DealHandsApp(lang="it", seed=3)
    yield deal, deal.seed, deal.deal
    for app_class in (ReflexApp, TrentasetteApp, TrentunoApp, UnoApp, TreCinqueOttoApp):
        app = app_class(lang="it", seed=3)
        yield app, app.seed_box, app.start


def game_of(app):
    """The game (or deal) an app shows now."""
    for name in ("game", "match", "last_deal"):
        if getattr(app, name, None) is not None:
            return getattr(app, name)
    return None


@pytest.mark.parametrize("digits", [5_000, 100_000])
def test_every_app_with_a_seed_box_refuses_thousands_of_digits_and_keeps_its_game(digits):
    seen = []
    for app, box, action in seed_apps():
        first = action()
        assert first is not None, type(app).__name__
        kept = game_of(app)
        assert kept is not None, type(app).__name__
        box.value = "9" * digits
        assert action() is None, type(app).__name__  # refused, no exception
        shown = html.unescape(app.message.value)
        assert f"troppo lungo per un numero ({digits:,} caratteri; al massimo 40)".replace(",", ".") in shown, shown
        assert 'role="alert"' in shown
        assert game_of(app) is kept  # the game as it was
        app.set_language("en")
        box.value = "8" * digits
        assert action() is None
        assert f"too long for a number ({digits:,} characters; 40 at most)" in html.unescape(app.message.value)
        seen.append(type(app).__name__)
    assert len(seen) == 6


@pytest.mark.parametrize("typed, key, n", [
    ("M" * 100_000, "error.name_long", None),
    ("Ma\ud800ria", "error.name_characters", 1),
    ("Ma\x00ri\x07a", "error.name_characters", 2),
])
def test_every_app_with_a_name_box_refuses_huge_or_unshowable_names(typed, key, n):
    from kit.ui.tre_cinque_otto_app import TreCinqueOttoApp
    from kit.ui.un_due_tre_app import ReflexApp

    for lang in ("it", "en"):
        for app in (ReflexApp(lang=lang, seed=3), TreCinqueOttoApp(lang=lang, seed=3)):
            app.name_box.value = typed
            assert app.start() is None and game_of(app) is None  # nothing started
            shown = html.unescape(app.message.value)
            field = t("app.name", lang)
            if key == "error.name_long":
                expected = t(key, lang, field=field, n="100.000" if lang == "it" else "100,000", high=20)
            else:
                expected = t(key, lang, field=field, n=n)
            assert expected in shown, (type(app).__name__, shown)
            shown.encode("utf-8")


def test_the_name_messages_take_the_right_plural():
    assert t("error.name_characters", "it", field="Nome", n=1) == (
        "Nome: il nome contiene 1 carattere che non si può mostrare (segni di controllo o pezzi di un simbolo). "
        "Scrivilo con lettere, cifre e spazi.")
    assert t("error.name_characters", "en", field="Name", n=2).startswith(
        "Name: the name holds 2 characters that cannot be shown")
    assert "(1 carattere; al massimo 40)" in t("error.number_long", "it", field="Seme", n=1, n_shown="1", high=40)


def test_widgets_a_lone_surrogate_from_the_page_is_taken_and_refused_with_words():
    """ipywidgets echoes a box's new text to the page before taking it; with half of a UTF-16 pair
    in it the kernel could not encode the echo (UnicodeEncodeError) and the text was never taken,
    without a word.  It is taken as U+FFFD, echoed, and the app refuses it with a message."""
    from jupyter_client.session import json_packer

    from kit.ui.un_due_tre_app import ReflexApp
    from kit.ui.widgets import WholeNumberBox

    lone = "Ma" + chr(0xD800) + "ria"
    with pytest.raises(UnicodeEncodeError):
        json_packer({"value": lone})  # what failed before
    app = ReflexApp(lang="en", seed=3)
    echoed = []
    app.name_box._send = lambda msg, buffers=None: echoed.append(json_packer(msg))  # as the kernel sends it
    app.name_box.set_state({"value": lone})  # as the page's message arrives
    assert app.name_box.value == "Ma\ufffdria" and len(echoed) == 1 and b"Ma\xef\xbf\xbdria" in echoed[0]
    assert app.start() is None and app.game is None
    assert t("error.name_characters", "en", field="Your name", n=1) in html.unescape(app.message.value)
    box = WholeNumberBox(3, description="Seed")
    box._send = lambda msg, buffers=None: json_packer(msg)
    box.set_state({"value": "1" + chr(0xDC00)})
    assert box.value == "1\ufffd" and box.number is None
    assert box.problem("en").startswith("Seed: “1\ufffd” is not a whole number.")


def test_the_page_says_when_the_server_refused_a_message_too_big():
    """Tornado closes a kernel connection over a message of more than 10 MiB (code 1009); the page
    guard says so in the page's language, with a reload."""
    from kit.tools.voila_server import page_texts

    script = (__import__("pathlib").Path(__file__).resolve().parents[1] / "kit" / "tools" / "jupyter" / "voila"
              / "templates" / "kit" / "kit_page.js").read_text(encoding="utf-8")
    assert 'event.code === 1009) { say("too_big"); }' in script
    assert page_texts("it")["too_big"].startswith("Quello che è stato scritto o incollato nella pagina era troppo lungo")
    assert page_texts("en")["too_big"].endswith("Reload the page to start again.")
