"""UI layer: card pictures, widgets, the Deal-hands app (driven from Python)."""

import re

import pytest
from conftest import on_a_thread_of_its_own

from kit.cards import DECKS, italian40, uno108
from kit.deal import deal
from kit.ui.deal_app import DealHandsApp, deal_frames
from kit.ui.svg import back_svg, card_svg, row_html
from kit.ui.widgets import Frame, HandView, NotAWholeNumber, StepThrough, WholeNumberBox, cards_html, parse_whole_number


@pytest.mark.parametrize("name", list(DECKS))
def test_every_card_has_a_labelled_picture(name):
    for card in DECKS[name]:
        svg = card_svg(card, "it")
        assert svg.startswith('<svg class="kit-card"') and svg.endswith("</svg>")
        assert f'aria-label="{card.name("it")}"' in svg and f"<title>{card.name('it')}</title>" in svg


def test_uno_colours_carry_a_shape_besides_the_colour():
    shapes = {}
    for code in ["R5", "Y5", "G5", "B5"]:
        svg = card_svg(uno108.parse(code))
        shapes[code] = re.search(r'stroke-width="1.2">(.*?)</g>', svg).group(1)
    assert len(set(shapes.values())) == 4  # four different shapes, readable without colour


def test_italian_suits_have_four_different_marks():
    marks = {c.suit: card_svg(c).split("</title>")[1] for c in italian40.parse_many("AC AD AB AS")}
    assert len(set(marks.values())) == 4


def test_row_and_back_pictures():
    html = row_html(italian40.parse_many("7D RC"), "en", caption="Anna")
    assert html.count('class="kit-card"') == 2 and "Anna" in html
    assert 'aria-label="Face-down card"' in back_svg("en")
    assert repr(cards_html(italian40.cards[:5])) == "CardsHTML(5 cards)"


def test_hand_view_picks_legal_cards_and_refuses_illegal_ones():
    view = HandView(italian40.parse_many("7D RC AS"), legal=[True, False, True], title="Anna")
    picked = []
    view.on_pick(lambda card, i: picked.append((card.code, i)))
    assert view.pick(2).code == "AS"
    with pytest.raises(ValueError, match="RC cannot be picked now"):
        view.pick(1)
    with pytest.raises(IndexError, match="the hand has 3 cards"):
        view.pick(3)
    assert picked == [("AS", 2)] and view.selected == 2
    assert repr(view) == "HandView([7D RC(x) AS], selected=2)"
    with pytest.raises(ValueError, match="one per card"):
        view.set_cards(italian40.parse_many("7D"), legal=[True, False])
    assert [c.code for c in view.hand] == ["7D", "RC", "AS"]  # unchanged after the refusal


def test_step_through_moves_and_clamps():
    frames = [Frame(f"<p>{i}</p>", f"step {i}") for i in range(4)]
    step = StepThrough(frames, "it")
    assert step.current.narration == "step 0"
    assert step.previous().narration == "step 0"
    assert step.next().narration == "step 1"
    assert step.last().narration == "step 3"
    assert step.next().narration == "step 3"
    assert step.go(-5).narration == "step 0"
    assert step.labels["next"] == "Avanti"
    assert repr(step) == "StepThrough(4 frames, index=0: 'step 0')"
    with pytest.raises(ValueError, match="at least one frame"):
        StepThrough([])


def test_C2_deal_walkthrough_follows_the_dealing_order():
    dealt = deal("italian40", 4, 3, rng=2024)
    frames = deal_frames(dealt, "en")
    assert len(frames) == 13
    assert frames[1].narration == "Card no. 1: 6 of cups goes to Player 1."
    assert frames[2].narration == "Card no. 2: 2 of swords goes to Player 2."
    assert frames[5].narration.startswith("Card no. 5: Knight of coins goes to Player 1.")
    assert frames[-1].picture.count('class="kit-card"') == 12
    assert frames[0].picture.count('class="kit-card"') == 0
    # every frame keeps 12 places (cards or empty slots), so the picture never changes size
    assert all(f.picture.count('class="kit-card"') + f.picture.count('class="kit-slot-empty"') == 12 for f in frames)


def test_deal_app_deals_refuses_politely_and_keeps_the_last_deal():
    app = DealHandsApp(lang="en", seed=2024)
    assert app.last_deal is None and "Press Deal" in app.table.value
    first = app.deal()
    assert first == deal("italian40", 4, 3, rng=2024)
    assert app.table.value.count('class="kit-card"') == 12 and "137/494" in app.answer.value
    app.players.value, app.cards_each.value = 10, 5
    assert app.deal() is None
    assert "but the deck has only 40" in app.message.value
    assert app.last_deal == first and app.table.value.count('class="kit-card"') == 12
    assert "The last deal that worked is still shown below." in app.message.value
    app.seed.value = -3
    assert app.deal() is None and "The seed must be a whole number from 0 to 999,999,999." in app.message.value
    app.seed.value, app.players.value, app.cards_each.value = 1, 11, 3
    assert app.deal() is None and "Players must be from 1 to 10." in app.message.value
    app.players.value, app.cards_each.value = 2, 0
    assert app.deal() is None and "Cards each must be from 1 to 40." in app.message.value
    app.players.value, app.cards_each.value, app.seed.value = 3, 7, 5
    assert app.deal().players == 3 and app.message.value == ""


def test_deal_app_switches_language_everywhere():
    app = DealHandsApp(lang="en")
    app.deal()
    app.set_language("it")
    assert app.deal_button.description == "Distribuisci"
    assert "Giocatore 1" in app.table.value and "Esatta: 137/494 ≈ 0,2773" in app.answer.value
    assert repr(app) == "DealHandsApp(lang='it', deck='italian40', players=4, cards_each=3, seed=2024)"


def test_deal_app_question_counts_every_uno_wild_card_and_uses_singular_for_one_card():
    app = DealHandsApp(lang="en", deck="uno108", players=1, cards_each=1, seed=3)
    app.deal()
    assert "a hand of 1 card holds at least one wild card (Wild or Wild Draw Four)" in app.answer.value
    assert "Exact: 2/27" in app.answer.value  # 8 wild cards of 108
    app.set_language("it")
    assert "una mano di 1 carta contenga almeno un jolly" in app.answer.value
    assert "Giocatori: 1 · carte a testa: 1" in app.table.value


@pytest.mark.parametrize("text, number", [
    ("12", 12), (" 7 ", 7), ("-3", -3), ("\u22123", -3), ("+4", 4), ("007", 7),
    ("1 000", 1000), ("1\u00a0000", 1000), ("1'000", 1000), ("1_000", 1000),
    ("1.000.000", 1_000_000), ("1,000,000", 1_000_000),
])
def test_whole_numbers_are_read_with_unambiguous_thousands_separators(text, number):
    assert parse_whole_number(text) == number


@pytest.mark.parametrize("text, key", [
    ("1,5", "error.not_whole_number"), ("2.5", "error.not_whole_number"), ("2.0", "error.not_whole_number"),
    ("1e5", "error.not_whole_number"), ("abc", "error.not_whole_number"), ("1,000.5", "error.not_whole_number"),
    ("12 34", "error.not_whole_number"), ("1.00.000", "error.not_whole_number"),
    ("\u0661\u0662", "error.not_whole_number"),  # Arabic-Indic digits: int() reads them, the box does not
    ("1.000", "error.number_ambiguous"), ("1,500", "error.number_ambiguous"),
    ("", "error.number_empty"), ("  ", "error.number_empty"),
])
def test_decimals_and_ambiguous_separators_are_not_whole_numbers(text, key):
    with pytest.raises(NotAWholeNumber) as refused:
        parse_whole_number(text)
    assert refused.value.key == key and refused.value.text == text and isinstance(refused.value, ValueError)


def test_whole_number_box_reads_in_python_and_names_the_problem_in_both_languages():
    box = WholeNumberBox(2024, description="Seed")
    assert box.value == "2024" and box.number == 2024 and box.problem("en") is None
    assert repr(box) == "WholeNumberBox('Seed', '2024')"
    box.value = "1,5"  # what IntText in the browser turns into 15
    assert box.number is None
    assert box.problem("en") == ("Seed: “1,5” is not a whole number. "
                                 "Type digits only, with no decimal point or comma (for example 12).")
    assert "kit-invalid" in box._dom_classes
    box.description = "N. mescolata"
    assert box.problem("it").startswith("N. mescolata: «1,5» non è un numero intero.")
    box.value = "1.500"
    assert "could be 1500 or a number with decimals" in box.problem("en")
    box.number = 7
    assert box.value == "7" and box.problem("en") is None and "kit-invalid" not in box._dom_classes
    box.value = 12  # an int assigned to the text is written out as digits
    assert box.value == "12" and box.number == 12


def test_deal_app_refuses_a_decimal_instead_of_dealing_another_number():
    app = DealHandsApp(lang="en", seed=2024)
    first = app.deal()
    app.seed.value = "1,5"
    assert app.deal() is None
    assert "Seed: “1,5” is not a whole number." in app.message.value
    assert "The last deal that worked is still shown below." in app.message.value
    assert app.last_deal == first and app.table.value.count('class="kit-card"') == 12
    app.players.value, app.cards_each.value = "2.5", "3"
    assert app.deal() is None and "Players: “2.5” is not a whole number." in app.message.value
    assert "Seed: “1,5”" in app.message.value  # every box in trouble is named
    assert repr(app) == "DealHandsApp(lang='en', deck='italian40', players='2.5', cards_each=3, seed='1,5')"
    app.new_seed_button.click()  # no "next seed" after a seed that is not a number
    assert app.seed.value == "1,5" and "Seed: “1,5”" in app.message.value
    app.set_language("it")
    assert app.deal() is None and "Giocatori: «2.5» non è un numero intero." in app.message.value
    app.players.value, app.seed.value = "4", "1.000.000"  # thousands, unambiguously
    assert app.deal().players == 4 and app.message.value == ""
    assert "mescolata n. 1000000" in app.table.value
    app.seed.value = "1.000"
    assert app.deal() is None and "potrebbe essere 1000 o un numero con la virgola" in app.message.value
    assert app.last_deal.players == 4  # the last deal stays


def test_UDT_7_UDT_9_reflex_game_the_person_faster_than_the_computers_wins_the_pile():
    from kit.games.un_due_tre import Slap
    from kit.ui.un_due_tre_app import ReflexGame

    game = ReflexGame(computers=3, difficulty="hard", seed=5)
    game.start()
    for _ in range(400):  # turn cards until a pattern shows
        if game.state.window and game.state.pattern():
            break
        game.resolve(None, game.card_id)
        game.turn()
    assert game.state.pattern() is not None
    before = len(game.state.packets[0])
    pile = len(game.state.pile) + len(game.state.tucked)
    game.resolve(Slap(0, 150.0), game.card_id)  # 150 ms: faster than any computer player (180 ms at least)
    assert len(game.state.packets[0]) == before + pile
    assert "You slapped first and won the pile" in game.view["narration"]  # told to the person as "you"
    assert game.reactions == [150.0] and "slaps: 1" in game.view["stats"]
    game.resolve(Slap(0, 150.0), game.card_id - 1)  # a late message about an old card changes nothing
    assert len(game.state.packets[0]) == before + pile


def test_reflex_game_times_a_late_slap_and_names_the_winner():
    from kit.ui.un_due_tre_app import ReflexGame

    game = ReflexGame(computers=1, difficulty="hard", seed=5)
    game.start()
    for _ in range(2000):  # find a pattern that the computer player slaps
        if game.state.window and game.state.pattern() and any(not s.beside for s in game.pending):
            break
        game.resolve(None, game.card_id)
        game.turn()
    computer = min(s.ms for s in game.pending if not s.beside)
    game.resolve(None, game.card_id)  # the window closes at the computer's slap
    game.late(computer + 400.0, game.card_id)
    assert f"Too late: you slapped after {round(computer + 400):,} ms, Bruno after {round(computer):,} ms." in game.view["narration"]
    assert game.reactions == [computer + 400.0]


def test_reflex_app_refuses_bad_settings_politely():
    from kit.ui.un_due_tre_app import ReflexApp, ReflexGame

    app = ReflexApp(lang="it")
    app.seed_box.value = "-1"
    assert app.start() is None and "numero di mescolata" in app.message.value
    app.seed_box.value = "1,5"
    assert app.start() is None and "non è un numero intero" in app.message.value
    app.seed_box.value = "3"
    app.variants["mazzo_52"].value = True
    game = app.start()
    assert game.rules.mazzo_52 and game.state.total_cards() == 52 and app.message.value == ""
    with pytest.raises(ValueError, match="1 to 5 computer players"):
        ReflexGame(computers=6)


def test_the_reflex_game_follows_a_language_switch_mid_game():
    from kit.ui.un_due_tre_app import ReflexApp

    app = ReflexApp(lang="en", seed=3)
    game = app.start()
    game.turn()
    seq = game.view["seq"]
    app.set_language("it")
    assert game.labels["slap"] == "Batti! (spazio)" and game.names[0] == "Tu"
    assert ">Tu<" in game.view["table"]
    assert game.view["narration"].startswith("Hai girato ")  # the person turned the first card: "you" in Italian
    assert game.view["seq"] == seq  # the browser's slap window and pace are not restarted


def test_hand_view_switches_language_keeping_cards_flags_and_pick():
    hand = HandView(italian40.parse_many("7D RC"), "en", legal=[True, False])
    hand.pick(0)
    hand.set_language("it")
    assert [c["label"] for c in hand.cards] == ["7 di denari", "Re di coppe"]
    assert hand.legal == (True, False) and hand.selected == 0
    assert hand.illegal_text == "Questa carta non si può giocare ora." and hand.empty_text == "(nessuna carta)"


def test_the_stock_count_takes_the_singular_for_one_card():
    from kit.i18n import t

    assert t("deal.stock", "it", n=1) == "Tallone: 1 carta" and t("deal.stock", "en", n=1) == "Stock: 1 card"


def test_a_new_game_takes_a_fresh_seed_unless_one_was_typed():
    from kit.ui.un_due_tre_app import ReflexApp

    app = ReflexApp(lang="en", seed=7)
    first = app.start()
    assert first is not None and app.seed_box.value == "7"
    deal = first.state.packets
    second = app.start()  # the box still shows 7: a fresh seed, shown in the box
    fresh = app.seed_box.value
    assert fresh != "7" and 0 <= int(fresh) <= 999_999_999 and second.state.packets != deal
    app.seed_box.value = "7"  # typed again: that game is replayed exactly
    assert app.start().state.packets == deal


def test_after_game_over_the_reflex_game_shows_its_result_and_plays_again():
    from kit.ui.un_due_tre_app import ReflexApp

    app = ReflexApp(lang="it", seed=3)
    app.variants["straccia_camicia"].value = True  # no slaps: the game plays itself out
    from kit.games.un_due_tre import Rules
    from kit.ui.un_due_tre_app import ReflexGame

    assert "non si batte" in ReflexGame(Rules(straccia_camicia=True), lang="it").view["narration"]
    game = app.start()
    while game.state.status == "playing":
        game.turn()
    assert game.view["result"].startswith(("Vince ", "Hai vinto tu")) and "carte girate" in game.view["result"]
    assert game.labels["again"] == "Gioca ancora"
    game._on_msg(game, {"type": "again"}, [])  # the button: a new game, with a fresh seed
    assert app.game is not game and app.game.state.status == "playing" and app.seed_box.value != "3"


def test_UDT_7_UDT_8_a_slap_right_after_a_taken_pattern_is_too_late_not_a_false_slap():
    from kit.games.un_due_tre import Slap
    from kit.ui.un_due_tre_app import GRACE_MS, ReflexGame

    game = ReflexGame(computers=1, difficulty="hard", seed=5)
    game.start()
    for _ in range(2000):  # find a pattern that the computer player slaps and takes
        if game.state.window and game.state.pattern() and any(not s.beside for s in game.pending):
            break
        game.resolve(None, game.card_id)
        game.turn()
    game.resolve(None, game.card_id)  # the computer takes the pile
    game.turn()  # the next card shows
    if game.state.pattern() is not None:
        pytest.skip("the next card makes a pattern itself")
    packet = len(game.state.packets[0])
    game.resolve(Slap(0, GRACE_MS - 50), game.card_id)  # the person's hand, on its way to the old pattern
    assert len(game.state.packets[0]) == packet and not game.state.tucked  # no penalty card
    assert "Too late" in game.view["narration"] and "No penalty" in game.view["narration"]
    game.turn()
    if game.state.pattern() is None and game.state.window:
        game.resolve(Slap(0, GRACE_MS + 200), game.card_id)  # a slow, real slap on nothing is fined
        assert len(game.state.tucked) == 1 or game.state.status != "playing"


def test_new_seed_at_the_largest_seed_never_repeats_the_deal_and_stays_in_range():
    import numpy as np

    from kit.ui.widgets import MAX_SEED, fresh_seed, next_seed

    assert next_seed(41) == 42 and next_seed(MAX_SEED) == 0 and next_seed(-3) == 0 and next_seed(MAX_SEED + 5) == 0
    for entropy in (0, 1, MAX_SEED - 1, MAX_SEED, MAX_SEED + 1, 2 * MAX_SEED + 1, 10**30):
        for played in (0, 1, 123, MAX_SEED - 1, MAX_SEED):
            seed = fresh_seed(played, np.random.SeedSequence(entropy))
            assert seed != played and 0 <= seed <= MAX_SEED, (entropy, played, seed)
    app = DealHandsApp(lang="en", seed=MAX_SEED)
    first = app.deal()
    app._next_seed()  # "New seed" at the largest seed: on to 0, a different deal
    assert app.seed.number == 0 and app.last_deal.hands != first.hands


def test_enter_in_a_number_box_runs_the_apps_main_action():
    """With no event loop running, as in a plain Python session, Enter acts at once (in a kernel it
    waits for the last typed letters: the next test).  On a thread of its own: this worker's thread
    may run Playwright's loop already."""
    on_a_thread_of_its_own(enter_in_a_number_box_runs_the_apps_main_action)


def enter_in_a_number_box_runs_the_apps_main_action():
    from kit.ui.un_due_tre_app import ReflexApp

    app = DealHandsApp(lang="en")
    app.seed.value = "15"  # typed: every keystroke reaches Python, before Enter does
    assert app.seed.continuous_update
    app.seed._handle_custom_msg({"event": "submit"}, [])  # what the browser sends on Enter
    assert app.last_deal is not None and "seed 15" in app.table.value
    app.players.value = "2"
    app.players._handle_custom_msg({"event": "submit"}, [])
    assert app.last_deal.players == 2
    reflex = ReflexApp(lang="en", seed=4)
    reflex.name_box._handle_custom_msg({"event": "submit"}, [])
    assert reflex.game is not None and reflex.game.state.status == "playing"


def test_a_seed_typed_fast_then_enter_deals_with_the_whole_seed():
    """The browser sends Enter at once but holds back the box's last digits while a message is on
    its way: in the kernel (an event loop running) the action waits for them (kit.ui.widgets.AfterTyping)."""
    import asyncio

    from kit.ui.widgets import TYPED_WAIT_S

    app = DealHandsApp(lang="en")
    app.seed.value = "1"

    async def typed_fast():
        app.seed._handle_custom_msg({"event": "submit"}, [])  # Enter overtakes the digits
        await asyncio.sleep(TYPED_WAIT_S / 3)
        app.seed.value = "12"
        await asyncio.sleep(TYPED_WAIT_S / 3)
        app.seed.value = "123"
        assert app.last_deal is None  # still waiting for the last digits
        await asyncio.sleep(TYPED_WAIT_S * 2)

    on_a_thread_of_its_own(lambda: asyncio.run(typed_fast()))
    assert app.last_deal is not None and "seed 123" in app.table.value


def test_the_person_names_themselves_once_and_is_refused_an_empty_or_long_name():
    from kit.ui.un_due_tre_app import ReflexApp

    app = ReflexApp(lang="it", seed=5)
    assert app.name_box.value == "Tu" and app.name_box.description == "Il tuo nome"
    app.set_language("en")
    assert app.name_box.value == "You"  # the default follows the language
    app.name_box.value = "   "
    assert app.start() is None and "Your name: type what you are called" in app.message.value
    app.set_language("it")
    app.name_box.value = "Maria Antonietta di Borbone"
    assert app.start() is None and "il nome è troppo lungo (27 caratteri); al massimo 20" in app.message.value
    app.name_box.value = "  Maria  "
    game = app.start()
    assert game.names[0] == "Maria" and ">Maria<" in game.view["table"]
    assert game.view["narration"].startswith("Hai girato ")  # spoken to in the second person
    app.set_language("en")
    assert app.name_box.value.strip() == "Maria" and game.names[0] == "Maria"  # a typed name stays


def test_the_name_is_used_with_natural_grammar_in_both_languages():
    from kit.engine import Event
    from kit.ui.un_due_tre_app import ReflexGame, narrate

    together = Event("slaps_together", 1, amount=2, game="udt", others=(0,))
    mine = Event("slaps_together", 0, amount=2, game="udt", others=(1,))
    for lang, names, theirs, yours in (
        ("it", ["tu", "Anna"], "Anna e tu avete battuto quasi insieme: la mano sotto era di Anna.",
         "Tu e Anna avete battuto quasi insieme: la mano sotto era la tua."),
        ("en", ["you", "Anna"], "Anna and you slapped almost together: Anna's hand was underneath.",
         "You and Anna slapped almost together: yours was underneath."),
    ):
        assert narrate(together, lang, names) == theirs
        assert narrate(mine, lang, names) == yours
    game = ReflexGame(seed=5, lang="it", name="Maria")
    assert game.view["narration"] == "Si comincia, Maria!"
    assert game._to_you() == ", Maria"
    game.set_language("en")
    assert game.view["narration"] == "Here we go, Maria!"
    assert ReflexGame(seed=5, lang="en").view["narration"] == "Here we go!"  # no name: no address


def test_straccia_camicia_says_there_is_nothing_to_slap_and_offers_a_step_instead():
    from kit.games.un_due_tre import Rules
    from kit.ui.un_due_tre_app import ReflexApp, ReflexGame

    app = ReflexApp(lang="en")
    assert "slap before the others with the “Slap!” button" in app.intro.value
    app.variants["straccia_camicia"].value = True
    assert "there is nothing to slap" in app.intro.value and "Next card" in app.intro.value
    app.set_language("it")
    assert "niente da battere" in app.intro.value
    game = ReflexGame(Rules(straccia_camicia=True), lang="it")
    assert game.view["slaps"] is False and game.labels["next"] == "Carta successiva (spazio)"
    assert "barra spaziatrice" in game.view["narration"]


def test_the_language_switch_is_never_relabelled():
    """ipywidgets 8 rebuilds a ToggleButtons' buttons on any change sent to it, and the focus
    on the button just pressed is lost: the switch carries both languages' word from the start."""
    app = DealHandsApp(lang="en")
    label = app.language.description
    assert label == "Lingua / Language"
    app.language.value = "it"
    assert app.language.description == label and app.deal_button.description == "Distribuisci"


def test_charts_in_the_deal_app_are_shown_at_their_own_size_or_narrower():
    app = DealHandsApp(lang="en", trials=500)
    app.deal()
    assert '<img class="kit-chart" alt="' in app.chart.value and "width=" not in app.chart.value


def test_what_the_person_still_owes_is_said_to_them_not_about_them():
    """The note under the pile read "Tu deve ancora 2" / "You still owes 2" for the person."""
    from kit.games.un_due_tre import Rules, Turn, apply, new_game

    from kit.ui.un_due_tre import table_html

    # Bruno (seat 1) turns a 2: the person (seat 0) owes two cards
    state = new_game(Rules(straccia_camicia=True), 2, deal=["5C 6C 7C", "2D 4D"], complete=False, dealer=0)
    state = apply(state, Turn()).state
    assert (state.turn, state.owed) == (0, 2)
    assert "Devi ancora 2" in table_html(state, ["Tu", "Bruno"], "it", you=0)
    assert "You still owe 2" in table_html(state, ["You", "Bruno"], "en", you=0)
    assert "Tu deve" not in table_html(state, ["Tu", "Bruno"], "it", you=0)
    assert "Anna still owes 2" in table_html(state, ["Anna", "Bruno"], "en")  # a page that only narrates


def test_run_live_redoes_a_saved_result_with_the_seed_typed_and_refuses_a_bad_one():
    from kit.ui.widgets import MAX_SEED, run_live

    calls = []
    live = run_live("Play again", lambda seed: calls.append(seed) or f"done {seed}", "en", seed=7)
    seed_box, button = live.children[0].children
    assert seed_box.description == "Seed" and button.description == "Play again"
    button.click()
    assert calls == [7] and not button.disabled
    for bad in ("1,5", str(MAX_SEED + 1), ""):
        seed_box.value = bad
        button.click()
    assert calls == [7]  # refused: nothing run
    seed_box.value = "12"
    button.click()
    assert calls == [7, 12]
    plain = run_live("Again", lambda seed: calls.append(seed), "it")
    assert len(plain.children[0].children) == 1  # no seed: only the button
    plain.children[0].children[0].click()
    assert calls[-1] is None


def test_the_reflex_apps_note_on_reaction_times_follows_the_language_switch():
    from kit.ui.un_due_tre_app import ReflexApp

    app = ReflexApp(lang="it")
    assert "tempi di reazione" in app.timing.value
    app.set_language("en")
    assert "reaction times" in app.timing.value and "tempi" not in app.timing.value


@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_run_again_button_not_yet_running_tells_the_reader_to_run_the_notebook(lang):
    """JupyterLab shows a widget's plain text in a notebook opened but not run: that text says how
    to get the button, in the page's language, instead of the widgets' code."""
    from kit.i18n import t
    from kit.ui.widgets import run_live

    live = run_live("Go", lambda seed: seed, lang=lang, seed=1)
    text = live._repr_mimebundle_()["text/plain"]
    assert text == t("live.not_running", lang) and "VBox" not in text  # whole: under ipywidgets' 110 characters


def test_at_the_end_the_reflex_game_says_who_would_win_more_often_from_compiled_slap_games():
    """Issue 13: the person's mean reaction time against a computer player of the level chosen,
    FORECAST_GAMES compiled two-player games (kit.sim.slap.faster_wins), with its 95% interval."""
    from kit.sim.slap import faster_wins
    from kit.ui.un_due_tre_app import DIFFICULTY, FORECAST_GAMES, ReflexGame

    game = ReflexGame(computers=1, difficulty="normal", seed=5, lang="en")
    game.start()
    for _ in range(5000):  # the person never slaps: the computer player plays the game out
        if game.state.status != "playing":
            break
        game.resolve(None, game.card_id)
        game.turn()
    assert game.state.status != "playing"
    assert game.forecast() == ""  # no slaps of the person's: nothing to say
    game.reactions = [480.0, 500.0, 520.0]  # a person faster than the normal level (620 ms)
    said = game.forecast()
    r = faster_wins(500.0, DIFFICULTY["normal"].reaction_ms, FORECAST_GAMES, 5, rules=game.rules,
                    model=DIFFICULTY["normal"], workers=1)
    assert r.rate > 0.5
    assert said.startswith("Who wins more often? In 10,000 simulated two-player games, you (a mean of 500 ms")
    assert f"You would win {100 * r.rate:.1f}% of the games (95% interval: {100 * r.low:.1f}% to {100 * r.high:.1f}%)" in said
    assert said in game.result()
    game.set_language("it")
    assert "Vinceresti il " + f"{100 * r.rate:.1f}".replace(".", ",") + "%" in game.forecast()
    slow = ReflexGame(computers=1, difficulty="hard", seed=5, lang="en")
    slow.table, slow.reactions = game.table, [600.0, 600.0, 600.0]  # slower than the hard level (430 ms)
    r = faster_wins(430.0, 600.0, FORECAST_GAMES, 5, rules=game.rules, model=DIFFICULTY["hard"], workers=1)
    assert f"You would win {100 * (1 - r.rate):.1f}%" in slow.forecast()


def test_a_hand_composed_with_notes_and_the_several_mode_marks_the_chosen_cards():
    """HandView(notes=…, several=…): an app's note under each card, read out with the card's name,
    asked again on a language switch; in the several mode the pressed cards are the chosen ones."""
    from kit.ui.widgets import CardNote

    hand = italian40.cards[:3]
    chosen = {hand[1]}

    def notes(cards, legal, lang):
        return [CardNote(f"✔ {lang}", "kit-note", f"{card.name(lang)}, {lang}", chosen=True) if card in chosen else None
                for card in cards]

    view = HandView(hand, "en", notes=notes, several=True)
    assert view.several and [("chosen" in c) for c in view.cards] == [False, True, False]
    assert view.cards[1]["label"] == f"{hand[1].name('en')}, en"
    assert view.cards[1]["svg"].endswith('<span class="kit-note" aria-hidden="true">✔ en</span>')
    assert view.cards[0]["label"] == hand[0].name("en") and "kit-note" not in view.cards[0]["svg"]
    view.set_language("it")
    assert view.cards[1]["label"] == f"{hand[1].name('it')}, it" and view.legal == (True, True, True)
    plain = HandView(hand, "en")
    assert not plain.several and all(set(c) == {"code", "label", "legal", "svg"} for c in plain.cards)
    with pytest.raises(ValueError):  # one note per card, or the hand is not drawn
        HandView(hand, "en", notes=lambda cards, legal, lang: [None])


@pytest.mark.parametrize("app_name", ["deal", "reflex", "uno", "trentasette", "trentuno", "tre_cinque_otto"])
def test_every_app_is_labelled_once_when_it_is_made_every_widget_built_first(app_name, monkeypatch, tmp_path):
    """KitApp.__init__ labels the app once, after every class of the app has built its widgets
    (arrange), so relabel needs no guard and no app labels itself a second time."""
    from importlib import import_module

    from kit.ui.un_due_tre_app import ReflexApp
    from kit.ui.widgets import KitApp

    monkeypatch.setenv("KIT_DATA_DIR", str(tmp_path))
    if app_name == "deal":
        app_class = DealHandsApp
    elif app_name == "reflex":
        app_class = ReflexApp
    else:
        module = import_module(f"kit.ui.{app_name}_app")
        app_class = next(c for c in vars(module).values()
                         if isinstance(c, type) and issubclass(c, KitApp) and c.__module__ == module.__name__)
    calls = []
    original = app_class.relabel
    monkeypatch.setattr(app_class, "relabel", lambda self, lang: (calls.append(lang), original(self, lang)))
    app = app_class("it")
    assert calls == ["it"] and app.title.value.startswith("<h2>") and app.intro.value.startswith("<p>")


@pytest.mark.parametrize("lang, words", [("it", "non è riuscito"), ("en", "did not work")])
def test_run_live_says_when_its_work_fails_instead_of_simulating_for_ever(lang, words, monkeypatch):
    import IPython.display

    from kit.ui.widgets import run_live

    said = []
    monkeypatch.setattr(IPython.display, "display", lambda thing: said.append(getattr(thing, "data", thing)))

    def broken(seed):
        raise MemoryError("out of memory")

    live = run_live("Again", broken, lang, seed=3)
    button = live.children[0].children[1]
    button.click()
    assert words in said[-1] and "MemoryError" in said[-1]  # the last word is the failure, not "Simulating…"
    assert not button.disabled  # it can be tried again


def test_the_reflex_apps_messages_to_the_person_report_what_happened_not_what_to_do():
    """"Batti sulla pila quando non c'è niente da battere" reads as an instruction (the imperative
    "batti!"); it reports a mistake.  Every message the app tells the person about their own
    events says what happened, in the past, in both languages."""
    from kit.i18n import CATALOGUE, t

    assert t("udt.event.false_slap.you", "it") == (
        "Hai battuto sulla pila quando non c'era niente da battere: per penitenza la prima carta del tuo "
        "mazzetto è andata coperta sotto la pila.")
    assert t("udt.event.false_slap.you", "en") == (
        "You slapped the pile when there was nothing to slap: as a penalty, the top card of your packet went "
        "face down under the pile.")
    assert t("udt.event.slap_beside.you", "it") == "Hai battuto accanto alla pila: non costa niente."
    assert t("udt.event.false_slap_free.you", "en") == "You slapped by mistake but had no card to give."
    # a second-person present ("Giri", "Batti", "Prendi"…) doubles as an order in Italian; "You slap…" as a rule in English
    orders = re.compile(r"^(Giri|Paghi|Trovi|Prendi|Resti|Rientri|Batti|Finisci|Eri senza carte e rientri)\b|\bbattete\b")
    rules = re.compile(r"\b[Yy]ou (turn|pay|find|take|slap|run|win|have run)\b|\bslap almost\b")
    second_person = [key for key in CATALOGUE if key.startswith("udt.event.") and key.endswith((".you", ".with_you"))]
    assert len(second_person) == 22
    for key in second_person:
        assert not orders.search(CATALOGUE[key]["it"]), (key, CATALOGUE[key]["it"])
        assert not rules.search(CATALOGUE[key]["en"]), (key, CATALOGUE[key]["en"])


@pytest.mark.parametrize("lang, typed, said", [
    ("en", "2,5", "Computer players: “2,5” is not a whole number"),
    ("en", "7", "Computer players: “7” won't do. You can play against 1 to 5 computer players."),
    ("en", "0", "Computer players: “0” won't do. You can play against 1 to 5 computer players."),
    ("it", "2.5", "Avversari: «2.5» non è un numero intero"),
    ("it", "7", "Avversari: «7» non va bene. Gli avversari del computer possono essere da 1 a 5."),
])
def test_the_reflex_apps_computer_players_out_of_range_or_not_whole_are_refused_never_changed(lang, typed, said):
    """The slider's box turned "2,5" into 2 and "7" into 5 silently: the number typed is now refused
    with a message saying what is allowed, and nothing starts with another number."""
    import html

    from kit.i18n import t
    from kit.ui.un_due_tre_app import ReflexApp

    app = ReflexApp(lang=lang, seed=5)
    app.computers.value = typed
    assert app.start() is None and app.game is None
    shown = html.unescape(app.message.value)
    assert said in shown and 'role="alert"' in shown
    assert t("udt.app.computers_allowed", lang, low=1, high=5) in shown  # what is allowed, every time
    assert app.computers.value == typed and "kit-invalid" in app.computers._dom_classes  # kept as typed, outlined
    app.computers.value = "2"
    game = app.start()
    assert game is not None and len(game.names) == 3 and app.message.value == ""
    assert "kit-invalid" not in app.computers._dom_classes


def test_the_reflex_game_keeps_a_log_of_what_happened_in_both_languages():
    """Each narration is replaced within a second: the log keeps every one, so a student can read
    why a card was lost (a slap on nothing) long after; it follows the language switch, keeps
    the newest LOG_LINES, and the game's timing is unchanged."""
    from kit.games.un_due_tre import Slap
    from kit.ui.un_due_tre_app import LOG_LINES, PACES, ReflexGame

    game = ReflexGame(computers=1, difficulty="easy", seed=5, lang="en")
    game.start()
    assert game.view["log"] == [game.view["narration"]] and game.view["narration"].startswith("You turned ")
    for _ in range(400):  # a card with nothing to slap, turned: the person slaps anyway
        if game.state.window and game.state.pattern() is None and not game.pending and game.state.packets[0]:
            break
        game.resolve(None, game.card_id)
        game.turn()
    game.resolve(Slap(0, 700.0), game.card_id)
    fined = ("You slapped the pile when there was nothing to slap: as a penalty, the top card of your packet "
             "went face down under the pile.")
    assert fined in game.view["narration"] and game.view["log"][-1] == game.view["narration"]
    for _ in range(3):  # the next cards replace the narration; the log keeps the fine
        game.turn()
        game.resolve(None, game.card_id)
    assert fined not in game.view["narration"] and fined in " ".join(game.view["log"])
    assert game.view["log"][-1] == game.view["narration"]  # the newest last (the browser keeps it in view)
    assert (game.view["close_ms"] <= PACES["normal"][0], game.view["pace_ms"]) == (True, PACES["normal"][1])
    game.set_language("it")
    assert "Hai battuto sulla pila quando non c'era niente da battere" in " ".join(game.view["log"])
    assert game.labels["log"] == "Cronaca della partita" and game.view["lang"] == "it"
    told = len(game.told)
    while game.state.status == "playing" and len(game.told) < LOG_LINES + 20:
        game.turn()
        game.resolve(None, game.card_id)
    if len(game.told) > LOG_LINES:
        assert len(game.view["log"]) == LOG_LINES and game.view["log_start"] == len(game.told) - LOG_LINES
    assert len(game.told) > told and game.log("en")[-1] == game.log("en")[len(game.told) - 1]


def test_the_reflex_games_end_never_freezes_the_kernel_while_the_forecast_is_worked_out(monkeypatch):
    """The forecast's compiled games are compiled on first use (10 to 20 s on a fresh install):
    the end of the game froze, with no word, and a new game waited behind it.  The result shows at
    once with a "preparing…" line, a new game starts at once, and the forecast follows."""
    import time
    from types import SimpleNamespace

    import kit.sim.slap
    from kit.games.un_due_tre import Slap
    from kit.i18n import t
    from kit.ui.un_due_tre_app import ReflexApp

    def slow(*args, **kwargs):  # what a first use costs, in short
        time.sleep(1.5)
        return SimpleNamespace(rate=0.75, low=0.74, high=0.76)

    monkeypatch.setattr(kit.sim.slap, "faster_wins", slow)
    app = ReflexApp(lang="en", seed=5)
    app.computers.value = "1"
    game = app.start()
    longest = 0.0
    while game.state.status == "playing":  # the person takes every pattern, 150 ms after it shows
        game.turn()
        if game.state.window:
            started = time.perf_counter()
            game.resolve(Slap(0, 150.0) if game.state.pattern() else None, game.card_id)
            longest = max(longest, time.perf_counter() - started)
    assert len(game.reactions) >= 3 and longest < 0.5, longest
    assert game.view["result"].startswith("You win") and t("udt.app.preparing", "en") in game.view["result"]
    started = time.perf_counter()
    second = app.start()  # "New game" while the forecast is worked out: no waiting
    assert time.perf_counter() - started < 0.5 and second is not game and second.state.status == "playing"
    assert game.wait_forecast(10)
    assert t("udt.app.preparing", "en") not in game.view["result"]
    assert "You would win 75.0% of the games (95% interval: 74.0% to 76.0%)" in game.view["result"]


@pytest.mark.parametrize("deck", ["italian40", "french40", "french52"])
def test_a_number_cards_face_shows_its_value_in_pips_and_a_figure_its_picture(deck):
    """On the Italian cards the suit marks were the same on every card: a 2 and a 7 differed only in
    their corner.  A number card now shows as many suit marks as its value (count them), a figure a
    framed picture with its letter; a 6 and a 9 have their corner index underlined (the turned corner
    of a 6 read as 9); the name and the size stay."""
    values = {"A": 1, **{str(n): n for n in range(2, 11)}}
    for card in DECKS[deck].cards:
        svg = card_svg(card, "it", 70)
        assert svg.count('class="kit-pip"') == values.get(card.rank, 0), card
        assert (svg.count('class="kit-figure"'), f">{card.rank}</text>" in svg) == (
            (0, True) if card.rank in values else (1, True)), card
        # str(): the code, since a Rank refuses "9" for an Italian card (kit.cards: no such rank)
        assert svg.count('class="kit-index-line"') == (2 if str(card.rank) in ("6", "9") else 0), card  # both corners
        assert f'aria-label="{card.name("it")}"' in svg and 'width="70" height="105"' in svg
