"""The Trentasette app (kit.ui.trentasette_app) driven in Python, and its table picture (kit.ui.trentasette)."""

import re
from html import unescape

import ipywidgets as widgets
import numpy as np
import pytest

from kit.cards import french52
from kit.games import trentasette as t37
from kit.ui.trentasette import line_words, short, summary_html, table_html, takes_note
from kit.ui.trentasette_app import ACE_DRAW_STREAM, DEFAULT_LEVEL, TrentasetteApp, rules_in_play
from kit.ui.turn_app import PERSON

SEED_TWO_CAPTURES = 63
"""Two players, the kit's rules: the person plays first holding 3♥, 10♣ and Q♥ with 7♣ 4♦ 4♥ 6♥
on the table, so 10♣ takes 4♦ + 6♥ or 4♥ + 6♥ and the other two can only be laid (checked with
the app; the tests below say so again from the engine)."""


def buttons(app):
    """The action buttons shown now, by label."""
    return {b.description: b for b in app.choices.children if isinstance(b, widgets.Button)}


def text(html):
    """The words of some HTML (tags and card pictures dropped)."""
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", re.sub(r"<svg.*?</svg>", " ", html)))).strip()


def step(app):
    """One move of a simple person: the first lit card, and its first capture when asked to
    choose; the next hand when one is over."""
    if app.match.table is None:
        app.next_hand()
        return
    lit = [i for i, ok in enumerate(app.hand.legal) if ok]
    assert lit, f"the person must act but no card is lit: {app.legal()}"
    app.hand.pick(lit[0])
    offered = list(buttons(app).values())
    if offered and app.match.table is not None and app.legal():
        offered[0].click()


def play_until(app, done, limit=3000):
    for _ in range(limit):
        if done(app):
            return
        assert not app.match.over, "the match ended first"
        step(app)
    raise AssertionError("never happened")


def finish_hand(app):
    hands = len(app.match.hands)
    play_until(app, lambda a: len(a.match.hands) > hands)


def lines_of(html, side):
    """The lines of one side's column in the hand summary, as (points, words)."""
    column = re.search(rf'<section class="kit-t37-side" data-side="{side}">(.*?)</section>', html, re.S).group(1)
    return [tuple(unescape(x) for x in pair)
            for pair in re.findall(r'<li><span class="kit-t37-points">([^<]*)</span> ([^<]*)</li>', column)]


def test_the_setup_has_the_kits_rules_the_greedy_level_and_37():
    app = TrentasetteApp(lang="en", seed=3)
    assert app.level.value == DEFAULT_LEVEL == "greedy" and app.players.value == 2
    assert app.target_box.value == "37"
    assert {name: box.value for name, box in app.switches.items()} == {"capture_mandatory": True, "single_card_first": True}
    assert app.switches["capture_mandatory"].description == "Capturing is compulsory"
    assert text(app.explanations["single_card_first"].value) == (
        "If the table holds a card of the same value, you must take that one, not a sum.")
    assert "With both on you play by the kit's rules." in text(app.rules_note.value)
    assert [label for label, _ in app.players.options] == ["2: you against Bruno", "3: each for themselves",
                                                           "4: two teams (you with Carla)"]
    assert [value for _, value in app.level.options] == ["greedy", "random"]
    app.switches["single_card_first"].value = False
    app.target_box.value = "21"
    match = app.start()
    assert match is not None and app.message.value == ""
    assert match.rules == t37.Rules(single_card_first=False, target=21) and match.target == 21
    assert "Rules in play: Capturing is compulsory (on) · A single card first (off); played to 21 points." in text(app.board.value)
    # the setup folds away during the match; the settings button brings it back
    assert app.rules_box.layout.display == "none" and app.settings_button.layout.display == ""
    app.settings_button.click()
    assert app.rules_box.layout.display == "" and app.start_button.layout.display == ""


def test_the_first_dealer_is_whoever_gets_the_ace_of_hearts_and_it_is_told():
    for seed in (3, 63):
        app = TrentasetteApp(lang="en", seed=seed, players=3)
        match = app.start()
        rng = np.random.default_rng(np.random.SeedSequence([seed, ACE_DRAW_STREAM]))
        dealer, turned = t37.dealer_by_ace_of_hearts(3, rng)
        assert turned[-1] == t37.ACE_OF_HEARTS and t37.ACE_OF_HEARTS not in turned[:-1]
        assert match.first_dealer == dealer == (len(turned) - 1) % 3 and app.first_draw == (dealer, turned)
        assert app.log_lines[1].endswith(f"until the Ace of hearts comes: it comes as card number {len(turned)}.")
        who = "The Ace of hearts goes to you: you deal the first hand." if dealer == PERSON else \
            f"The Ace of hearts goes to {app.names()[dealer]}, who deals the first hand."
        assert app.log_lines[2] == who
        assert app.log_lines[3] == ("Hand 1: you deal." if dealer == PERSON else f"Hand 1: {app.names()[dealer]} deals.")


def test_a_card_with_two_captures_offers_one_button_per_capture():
    app = TrentasetteApp(lang="en", seed=SEED_TWO_CAPTURES)
    app.start()
    state = app.match.table.state
    ten = french52.parse("TC")
    assert state.turn == PERSON and ten in state.hands[PERSON]
    takes = t37.captures(ten, state.table, state.rules)
    assert [[c.code for c in take] for take in takes] == [["4D", "6H"], ["4H", "6H"]]
    slot = app.hand.cards[app.hand.hand.index(ten)]
    assert slot["label"] == "10 of clubs: takes 4 of diamonds + 6 of hearts or 4 of hearts + 6 of hearts"
    assert '<span class="kit-t37-takes" aria-hidden="true">takes 4♦ + 6♥ or 4♥ + 6♥</span>' in slot["svg"]
    app.hand.pick(app.hand.hand.index(ten))
    offered = buttons(app)
    assert list(offered) == ["Take 4 of diamonds + 6 of hearts", "Take 4 of hearts + 6 of hearts"]
    assert all("kit-t37-take" in b._dom_classes for b in offered.values())
    assert app.match.table.state is state  # nothing played until the person chooses
    app.set_language("it")  # the choice stays offered, in the new language
    assert list(buttons(app)) == ["Prendi 4 di quadri + 6 di cuori", "Prendi 4 di cuori + 6 di cuori"]
    app.set_language("en")
    buttons(app)["Take 4 of hearts + 6 of hearts"].click()
    assert "You play 10 of clubs and take 4 of hearts, 6 of hearts." in app.log_lines
    first = app.match.table.record.actions[0] if app.match.table else app.match.hands[-1].actions[0]
    assert first == t37.Play(ten, (french52.parse("4H"), french52.parse("6H")))


@pytest.mark.parametrize("lang, status, prompt", [
    ("en", "10 of clubs can take in more than one way: choose below which table cards to take.",
     "10 of clubs: which capture?"),
    ("it", "Il 10 di fiori può prendere in più modi: scegli qui sotto quali carte della tavola prendere.",
     "Il 10 di fiori: quale presa?")])
def test_while_the_captures_are_offered_the_status_line_says_to_choose_the_capture(lang, status, prompt):
    """The status line said «Tocca a te: scegli una carta accesa» while the two captures' buttons
    waited (issue 33): once the card is picked it says to choose the capture, and the buttons'
    row asks which."""
    app = TrentasetteApp(lang=lang, seed=SEED_TWO_CAPTURES)
    app.start()
    assert text(app.status.value).startswith(("Your turn", "Tocca a te"))
    app.hand.pick(app.hand.hand.index(french52.parse("TC")))
    assert text(app.status.value) == status
    assert 'class="kit-your-turn"' in app.status.value
    assert [text(w.value) for w in app.choices.children if isinstance(w, widgets.HTML)] == [prompt]
    app.set_language("en" if lang == "it" else "it")  # redrawn: still the capture to choose
    assert text(app.status.value).startswith(("10 of clubs can take", "Il 10 di fiori può prendere"))


def test_a_card_that_may_take_or_be_laid_says_so_while_its_buttons_wait():
    app = TrentasetteApp(lang="it", seed=SEED_TWO_CAPTURES)
    app.switches["capture_mandatory"].value = False
    app.start()
    app.hand.pick(app.hand.hand.index(french52.parse("TC")))
    assert text(app.status.value) == ("Il 10 di fiori può prendere oppure andare in tavola: scegli qui sotto se "
                                      "prendere (e quali carte) o posarla in tavola.")
    assert [text(w.value) for w in app.choices.children if isinstance(w, widgets.HTML)] == [
        "Il 10 di fiori: prendere o posare?"]


def test_laying_a_card_that_takes_nothing():
    app = TrentasetteApp(lang="en", seed=SEED_TWO_CAPTURES)
    app.start()
    state = app.match.table.state
    queen = french52.parse("QH")
    assert t37.captures(queen, state.table, state.rules) == ()
    assert app.hand.cards[app.hand.hand.index(queen)]["label"] == "Queen of hearts: goes on the table"
    app.hand.pick(app.hand.hand.index(queen))  # one action: played at once, no buttons
    assert "You lay Queen of hearts on the table." in app.log_lines
    assert app.match.table.record.actions[0] == t37.Play(queen)


def test_without_compulsory_capture_a_capturing_card_may_also_be_laid():
    app = TrentasetteApp(lang="en", seed=SEED_TWO_CAPTURES)
    app.switches["capture_mandatory"].value = False
    app.start()
    ten = french52.parse("TC")
    assert app.hand.cards[app.hand.hand.index(ten)]["label"].endswith("or goes on the table")
    app.hand.pick(app.hand.hand.index(ten))
    offered = buttons(app)
    assert list(offered) == ["Take 4 of diamonds + 6 of hearts", "Take 4 of hearts + 6 of hearts",
                             "Lay 10 of clubs on the table"]
    assert "kit-t37-lay" in offered["Lay 10 of clubs on the table"]._dom_classes
    offered["Lay 10 of clubs on the table"].click()
    assert "You lay 10 of clubs on the table." in app.log_lines


def test_the_team_game_names_the_partner_and_scores_by_team():
    app = TrentasetteApp(lang="en", seed=5, players=4)
    match = app.start()
    assert match.agents[2] is not None and match.agents[PERSON] is None  # Carla, the partner, is a computer player
    board = text(app.board.value)
    assert "Teams: You and Carla against Bruno and Dario." in board
    assert re.search(r'data-seat="2">.*?your partner', app.board.value)
    assert app.board.value.count("your partner") == 1  # Carla's seat only; the teams line names the rest
    assert "You and Carla: 0 cards, 0 figures, 0 sevens" in board
    finish_hand(app)
    head = re.findall(r"<th scope='col'>([^<]*)</th>", app.scores.value)
    assert head == ["You and Carla", "Bruno and Dario"]
    returns = t37.returns(match.hands[0].state)
    assert returns[0] == returns[2] and returns[1] == returns[3]
    assert app.side_totals() == [returns[0], returns[1]]
    app.set_language("it")
    assert "Squadre: Tu e Carla contro Bruno e Dario." in text(app.board.value)


def test_the_hand_summary_lists_every_line_of_score_for_each_side():
    app = TrentasetteApp(lang="en", seed=11, players=3)
    app.start()
    finish_hand(app)
    state = app.match.hands[0].state
    lines = t37.score(state.pozzi, 3)
    html = app.board.value
    assert "The points of hand 1" in text(html)
    assert len(lines) >= 5  # most cards/figures (or their ties) and every side's own lines
    for side in range(3):
        expected = [(line.signed, line_words(line, "en")) for line in lines if line.side == side]
        assert lines_of(html, side) == expected
        total = t37.totals(lines, 3)[side]
        assert f"Hand total: {t37.Line('', side, total).signed}" in re.search(
            rf'data-side="{side}">(.*?)</section>', html, re.S).group(1)
    ties = [line for line in lines if line.side is None]
    assert ("For nobody (ties)" in html) == bool(ties)
    # the narration tells the same lines (the engine's events), then the totals so far
    names, returns = app.names(), t37.returns(state)
    assert any(line.startswith("End of hand 1. Points so far: ") for line in app.log_lines)
    said = next(line for line in app.log_lines if line.startswith("End of hand 1."))
    for seat in range(3):
        assert f"{names[seat]} {returns[seat]} point" in said


def test_the_summary_of_a_known_pozzo():
    # side 0 took the four 7s, the Ace of hearts, the 2 of spades and the 3 of hearts (a 7 of each
    # suit, so no suit is missing); side 1 the other 45 cards: the most cards, every figure, no 7,
    # four of every other rank but A, 2 and 3, and no run of 7 (each suit is broken by its 7)
    side0 = [french52.parse(c) for c in "AH 2S 7H 7D 7C 7S 3H".split()]
    side1 = [c for c in french52.cards if c not in side0]
    html = summary_html([side0, side1], 2, ["You", "Bruno"], "en", hand=4)
    assert "The points of hand 4" in text(html)
    assert lines_of(html, 0) == [("+2", "four 7s"), ("+2", "the Ace of hearts"), ("−1", "the 2 of spades")]
    assert lines_of(html, 1) == [("+1", "the most cards (45)"), ("+1", "the most figures (12)"),
                                 *(("+2", f"four {rank}s") for rank in (4, 5, 6, 8, 9, 10)), ("−2", "no 7 at all")]
    assert "Hand total: +3" in html and "Hand total: +12" in html and "For nobody" not in html
    lines = t37.score([side0, side1], 2)
    assert [(line.signed, line_words(line)) for line in lines if line.side == 0] == lines_of(html, 0)
    # a tie for the most cards goes to nobody, and is listed so
    half0, half1 = french52.cards[::2], french52.cards[1::2]
    tied = summary_html([half0, half1], 2, ["You", "Bruno"], "en")
    assert "The hand's points" in text(tied)
    assert "most cards: a tie at 26, so nobody gets the point" in re.search(
        r'kit-t37-nobody">(.*?)</section>', tied, re.S).group(1)
    italian = summary_html([side0, side1], 2, ["Tu", "Bruno"], "it")
    assert "I punti della mano" in italian and "l'Asso di cuori" in unescape(italian)
    assert "<h4>Tu</h4>" in italian and "Totale della mano: +3" in italian


def test_the_running_score_and_the_end_of_the_match():
    app = TrentasetteApp(lang="en", seed=8, players=2)
    app.target_box.value = "12"
    match = app.start()
    play_until(app, lambda a: a.match.over, limit=5000)
    assert match.winner is not None
    totals = app.side_totals()
    rows = re.findall(r"<tr><th scope='row'>Hand (\d+)</th><td>([^<]*)</td><td>([^<]*)</td></tr>", app.scores.value)
    assert len(rows) == len(match.hands)
    for (number, mine, theirs), record in zip(rows, match.hands):
        returns = t37.returns(record.state)
        assert (mine, theirs) == tuple(t37.Line("", 0, r).signed for r in returns)
    shown = [int(x) for x in re.findall(r"<strong>(-?\d+)</strong>", app.scores.value)]
    assert shown == [int(x) for x in totals] and sum(shown) == sum(sum(t37.returns(r.state)) for r in match.hands)
    assert max(totals) >= 12 and totals.count(max(totals)) == 1  # T37-8: past the target, the highest wins
    assert t37.match_winner(match.totals, 12) == match.winner == totals.index(max(totals))
    said = (f"You win the match with {int(max(totals))} points!" if match.winner == PERSON
            else f"Bruno wins the match with {int(max(totals))} points.")
    assert app.log_lines[-1] == said and said in text(app.scores.value)
    assert "The match is over." in text(app.status.value) and app.next_button.layout.display == "none"


def test_a_tie_at_the_top_past_the_target_plays_another_hand():
    app = TrentasetteApp(lang="en", seed=2, players=2)
    app.start()
    finish_hand(app)
    # T37-8 as the app says it: both sides past the target with the same total, nobody has won
    app.match.totals = [40.0, 40.0]
    app.match.winner = t37.match_winner(app.match.totals, app.match.target)
    assert app.match.winner is None
    app.show()
    assert "Past 37 the lead is tied at 40 points: another hand is played." in text(app.scores.value)
    assert app.next_button.layout.display == ""
    lines = [line("it") for line in app.hand_over_lines(1, (0, 0))]
    assert lines[-1] == "Oltre 37 c'è parità in testa a 40 punti: si gioca un'altra mano."


def test_the_language_switches_in_the_middle_of_a_match():
    app = TrentasetteApp(lang="en", seed=SEED_TWO_CAPTURES)
    app.start()
    app.hand.pick(app.hand.hand.index(french52.parse("QH")))
    app.set_language("it")
    board = text(app.board.value)
    assert "In tavola, scoperte:" in board and "Mazzo:" in board and "Pozzi (le carte prese)" in board
    assert app.start_button.description == "Nuova partita" and app.settings_button.description.startswith("Impostazioni")
    assert app.hand.title == "La tua mano" and app.players.description == "Giocatori"
    assert all(" di " in c["label"] or c["label"].startswith(("Re ", "Donna ", "Fante ")) for c in app.hand.cards)
    assert any(": prende " in c["label"] or c["label"].endswith(": va in tavola") for c in app.hand.cards)
    assert "Posi in tavola Donna di cuori." in app.log_lines
    assert app.log_lines[1].startswith("Per scegliere il primo mazziere")
    assert "golosi (scelgono la presa migliore)" in [label for label, _ in app.level.options]
    app.set_language("en")
    assert "Face up on the table" in text(app.board.value) and "You lay Queen of hearts on the table." in app.log_lines


@pytest.mark.parametrize("typed, words", [("1,5", "not a whole number"), ("0", "from 1 to 1,000"),
                                          ("abc", "not a whole number"), ("5000", "from 1 to 1,000")])
def test_a_bad_target_gets_a_friendly_message_and_no_match(typed, words):
    app = TrentasetteApp(lang="en", seed=3)
    app.target_box.value = typed
    assert app.start() is None and app.match is None
    assert words in app.message.value and "Traceback" not in app.message.value
    assert "kit-invalid" in app.target_box._dom_classes


def test_bad_settings_in_italian_and_a_bad_seed():
    app = TrentasetteApp(lang="it", seed=3)
    app.target_box.value = "-5"
    assert app.start() is None and "numero intero da 1 a 1.000" in app.message.value
    app.target_box.value = "37"
    app.seed_box.value = "tre"
    assert app.start() is None and app.message.value and "Traceback" not in app.message.value
    with pytest.raises(ValueError, match="2 to 4 players"):
        TrentasetteApp(players=5)
    with pytest.raises(ValueError, match="no computer level"):
        TrentasetteApp(level="genius")


def test_a_refused_play_leaves_the_game_as_it_was_with_a_message():
    app = TrentasetteApp(lang="en", seed=SEED_TWO_CAPTURES)
    app.start()
    table = app.match.table
    before = (table.state, len(table.record.actions), list(app.log_lines), app.board.value)
    foreign = next(c for c in french52.cards if c not in table.state.hands[PERSON])
    app.play(t37.Play(foreign))
    assert "not allowed" in app.message.value and "Traceback" not in app.message.value
    ten = french52.parse("TC")
    app.play(t37.Play(ten, (french52.parse("7C"),)))  # a take that does not add up
    app.play(t37.Play(ten))  # laying a card that can take, with capture compulsory
    assert (table.state, len(table.record.actions), app.log_lines, app.board.value) == before


def test_the_table_picture_shows_the_view_only_with_named_cards():
    state = t37.new_game(t37.Rules(), 3, rng=4)
    view = t37.view(state, 0)
    html = table_html(view, ["You", "Bruno", "Carla"], "en", you=0)
    for card in state.table:
        assert f'aria-label="{card.name("en")}"' in html
    hidden = t37.hidden_cards(state, 0)
    assert not any(f'data-code="{c.code}"' in html for c in hidden)
    words = text(html)
    assert f"Face up on the table: {len(state.table)} cards" in words and f"Stock: {len(state.stock)} cards" in words
    assert "Bruno" in words and "3 cards in hand" in words and "Last capture: none yet" in words
    assert "Carla dealer" in words  # the last seat deals by default (T37-2)
    assert "You:" in words  # the person's own pozzo line, not their seat


def test_notes_under_the_cards_follow_the_rules():
    table = [french52.parse(c) for c in "6C 2H 4C JD JS".split()]
    rules = t37.Rules()
    state = t37.new_game(rules, deal=t37.deal_layout(["6H JH 9S", "AS AC AD"], table=table))
    plays = t37.legal_actions(state, 0)
    assert takes_note(french52.parse("6H"), plays) == "takes 6♣"  # the single card first (T37-5)
    assert takes_note(french52.parse("JH"), plays) == "takes J♦ or J♠"
    assert takes_note(french52.parse("9S"), plays) == "goes on the table"
    loose = t37.new_game(t37.Rules(single_card_first=False, capture_mandatory=False),
                         deal=t37.deal_layout(["6H JH 9S", "AS AC AD"], table=table))
    plays = t37.legal_actions(loose, 0)
    assert takes_note(french52.parse("6H"), plays, "it") == "prende 6♣ o 2♥ + 4♣ o va in tavola"
    assert takes_note(french52.parse("6H"), plays, "en", names=True) == (
        "takes 6 of clubs or 2 of hearts + 4 of clubs or goes on the table")
    assert short(french52.parse("TD")) == "10♦" and short(french52.parse("KS")) == "K♠"
    assert rules_in_play(t37.Rules(capture_mandatory=False), "it") == (
        "Regole in uso: Presa obbligatoria (no) · Prima la carta singola (sì); si gioca fino a 37 punti.")


def test_the_same_seed_gives_the_same_match():
    first, second = TrentasetteApp(seed=21, players=3), TrentasetteApp(seed=21, players=3)
    first.target_box.value = second.target_box.value = "10"
    first.start(), second.start()
    play_until(first, lambda a: a.match.over), play_until(second, lambda a: a.match.over)
    assert first.match.totals == second.match.totals and first.log_lines == second.log_lines


def test_the_seed_shown_is_always_the_seed_dealt_and_typing_the_same_one_replays_it():
    app = TrentasetteApp(lang="it", seed=1, players=4)
    first = app.start()
    hands = first.table.state.hands
    app.settings_button.click()  # the settings come back: a fresh seed is shown at once
    shown = app.seed_box.value
    assert shown != "1" and app.start_button.layout.display == ""
    second = app.start()
    assert app.seed_box.value == shown and second.table.state.hands != hands
    assert app.match.hands == [] and TrentasetteApp(lang="it", seed=int(shown), players=4).start().table.state.hands \
        == second.table.state.hands  # the number shown is the deal
    app.settings_button.click()
    app.seed_box.value = "1"  # the class's seed typed again (even where it was played before): the same deal
    assert app.start().table.state.hands == hands
    app.settings_button.click()
    app.seed_box.value = shown  # typed, though equal to what the app would not reuse: kept
    assert app.start().table.state.hands == second.table.state.hands


def test_the_match_seed_is_shown_during_the_match_in_both_languages():
    app = TrentasetteApp(lang="it", seed=2024, players=2)
    assert app.seed_note.layout.display == "none"
    app.start()
    assert app.seed_note.layout.display == "" and "Numero di mescolata di questa partita: 2024" in app.seed_note.value
    app.set_language("en")
    assert "This match&#x27;s seed: 2024" in app.seed_note.value
    app.settings_button.click()
    assert app.seed_note.layout.display == "none" and app.seed_box.value != "2024"  # a fresh one for the next


@pytest.mark.parametrize("lang, words", [("it", "0 punti"), ("en", "0 points")])
def test_T37_7_a_side_that_scored_nothing_reads_zero_points(lang, words, monkeypatch):
    import kit.ui.trentasette as ui
    from kit.games import trentasette as t37

    pozzi = (tuple(french52.cards[:26]), tuple(french52.cards[26:]))
    lines = [line for line in t37.score(pozzi, 2) if line.side != 1]  # Bruno's lines all cancelled out
    monkeypatch.setattr(ui.t37, "score", lambda pozzi, players: lines)
    html = ui.summary_html(pozzi, 2, ["Anna", "Bruno"], lang)
    bruno = html.split('data-side="1"', 1)[1]
    assert words in bruno.split("</ul>", 1)[0]  # said where the lines would be, not "no line"
