"""The Trentuno app: the person (seat 0) against 1 to 4 computer players, hand after hand, until
one player is left holding the pot (T31-1..10).

:class:`TrentunoApp` is a :class:`~kit.ui.turn_app.RulesSetupApp` (the match, the person's hand,
the narration, the buttons, the setup folding away) with Trentuno's own parts:

* the setup: players (2 to 5), the computer players' style (``"threshold"``, ``"greedy"`` or
  ``"random"``) and, for threshold players, the threshold (a whole number 0..31, 25 by default),
  the coins each (1..99, in the setup's whole-number box), the direction of play and the deck
  (each with one plain line), the two switches ``draw_from_discards`` and ``split_pot`` (each
  with one plain line) and the seed; once a game starts the setup folds away behind a
  "Settings" button;
* the first dealer drawn at random (T31-2) from a stream of the seed's own, and said;
* the table (:func:`kit.ui.trentuno.table_html`): every player in the order of play with their
  coins, hand size, the dealer, whose turn, who knocked and who still has a last turn, who is
  out; the tallone, the discard pile's top card, the pot; the rules in play;
* the person's hand with its value suit by suit ("coppe 21 · denari 7 · migliore 21", T31-5);
  the buttons Draw, Take the discard (with ``draw_from_discards``) and Knock; at the discard the
  four cards, the new one marked ("drawn", or "taken from the discards", which cannot go straight
  back, T31-4), and under each what the hand is worth if it is discarded;
* after each hand, a pause with its summary (:func:`kit.ui.trentuno.summary_html`): every hand
  shown with its value, the lowest, ties, a knock with 31, who pays, who is out, the pot; then
  "Next hand" (and "Play to the end of the game" once the person is out); the coins after every
  hand in a table; the end of the game with the pot and the coins won or lost (T31-9).

A :class:`~kit.engine.Match` of Trentuno is one game (``MATCH_TARGET = 1``, a state is a whole
match: ``GAME_TYPE.whole_match``): the match's one :class:`~kit.engine.Table` plays the whole
game, and :class:`~kit.ui.turn_app.TurnApp` pauses it after each hand (the game's
``hand_ended``).  Every text comes from :mod:`kit.i18n.trentuno_app` (and the game's narration,
:mod:`kit.i18n.trentuno`).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any, Callable

import ipywidgets as widgets
import numpy as np

from kit.cards import Card
from kit.engine import Event, join_names
from kit.games import trentuno as t31
from kit.i18n import t
from kit.ui.trentuno import hand_events, summary_html, table_html, value_words
from kit.ui.turn_app import PERSON, RulesSetupApp, what_html
from kit.ui.widgets import CardNote, HandView, WholeNumberBox

DEFAULT_LEVEL = "threshold"
"""The app's computer players: :class:`~kit.games.trentuno.ThresholdPlayer`."""

DEFAULT_THRESHOLD = 25
"""The threshold players knock at this value unless the setup says otherwise."""

MAX_COINS = 99
"""The most coins each the setup accepts (T31-1)."""

FIRST_DEALER_STREAM = 31
"""The first dealer is drawn from ``SeedSequence([seed, 31])``: a stream of its own, so the
game's shuffles (spawned from the seed by :class:`~kit.engine.Match`) do not depend on it."""


@dataclass(frozen=True)
class HandEnd:
    """A finished hand as the app keeps it for its summary and the coins table.

    Attributes:
        number: the hand's number in the game (1, 2, …).
        events: the hand's events, from its deal to its end.
        coins: each seat's coins after the hand.
        pot: the coins in the pot after the hand.
        out: the seats out of the game after the hand.
    """

    number: int
    events: tuple[Event, ...]
    coins: tuple[int, ...]
    pot: int
    out: frozenset[int]


class TrentunoApp(RulesSetupApp):
    """A game of Trentuno against computer players (see the module docstring).

    Args:
        lang: ``"it"`` or ``"en"``.
        seed: the game's seed (the first dealer's draw and every shuffle).
        players: 2 to 5 (default 3).
        level: ``"threshold"`` (default), ``"greedy"`` or ``"random"``.
        rules: the starting options (default the kit's: 3 coins, anticlockwise, Italian cards,
            both switches off).
        threshold: the threshold players' knocking value shown at first (0..31, default 25).

    Attributes:
        ends: every finished hand of the game being played (:class:`HandEnd`), in order.
        dealer_drawn: the first dealer drawn for the last game (``None`` before the first).

    Raises:
        ValueError: a player count other than 2..5, or an unknown level.
    """

    GAME = t31
    KEYS = "t31.app"
    MAX_TARGET = MAX_COINS  # the setup's whole-number box holds the coins each
    WIDE_MENUS = True
    RULES_NOTE = "t31.app.rules_kit"
    SWITCHES = ("draw_from_discards", "split_pot")
    """The rule switches (T31-4, T31-9), in the order shown."""

    def __init__(self, lang: str = "en", seed: int = 1, players: int = 3, level: str = DEFAULT_LEVEL,
                 rules: t31.Rules | None = None, threshold: int = DEFAULT_THRESHOLD) -> None:
        rules = t31.Rules() if rules is None else rules
        self.ends: list[HandEnd] = []
        self.dealer_drawn: int | None = None
        self.threshold_used = DEFAULT_THRESHOLD
        style = {"description_width": "initial"}
        self.threshold_box = WholeNumberBox(threshold, style=style,
                                            layout=widgets.Layout(width="100%", max_width="340px"))
        self.direction = widgets.Dropdown(options=list(t31.DIRECTIONS), value=rules.direction, style=style,
                                          layout=widgets.Layout(width="340px", max_width="100%"))
        self.deck = widgets.Dropdown(options=list(t31.DECKS), value=rules.deck, style=style,
                                     layout=widgets.Layout(width="340px", max_width="100%"))
        self.direction_what, self.deck_what = widgets.HTML(), widgets.HTML()
        self.finish_button = widgets.Button(layout=widgets.Layout(display="none", width="auto"))
        self.finish_button.add_class("kit-t31-finish")
        self.finish_button.on_click(lambda _: self.finish())
        super().__init__(lang, seed, players, level, rules)
        self.next_button.add_class("kit-t31-next")
        self.level.observe(lambda _: self._show_threshold(), names="value")
        self._show_threshold()

    # --- the setup ------------------------------------------------------------------------------
    def target_of(self, rules: t31.Rules) -> int:
        """The setup's whole-number box holds the coins each (T31-1)."""
        return rules.coins

    @classmethod
    def switch_value(cls, rules: t31.Rules, switch: str) -> bool:
        return getattr(rules, switch)

    @classmethod
    def settings_in_play(cls, rules: t31.Rules, lang: str) -> list[str]:
        """The coins each, the direction of play and the deck (T31-1, T31-3)."""
        return [t("t31.app.coins_each", lang, coins=rules.coins), t(f"t31.app.direction.{rules.direction}", lang),
                t(f"t31.app.deck_short.{rules.deck}", lang)]

    def rules_from(self, target: int, switches: dict[str, bool]) -> t31.Rules:
        return t31.Rules(coins=target, direction=self.direction.value, deck=self.deck.value, **switches)

    def settings_row(self) -> list[widgets.Widget]:
        """The threshold beside the computer players' style."""
        return [*super().settings_row(), self.threshold_box]

    def rule_rows(self) -> list[widgets.Widget]:
        """The direction and the deck, then the switches."""
        return [self.rule_row(self.direction, self.direction_what), self.rule_row(self.deck, self.deck_what),
                *super().rule_rows()]

    def more_buttons(self) -> list[widgets.Widget]:
        return [self.finish_button]

    # --- the hand -------------------------------------------------------------------------------
    def hand_view(self, lang: str) -> HandView:
        """The hand with the notes of the discard step (:meth:`card_notes`)."""
        hand = HandView([], lang, notes=self.card_notes)
        hand.add_class("kit-t31-hand")
        return hand

    def illegal_reason(self, lang: str) -> str:
        """The one card that cannot be picked: the one just taken from the discards (T31-4)."""
        return t("t31.app.illegal_taken", lang)

    def card_notes(self, cards: tuple[Card, ...], legal: tuple[bool, ...], lang: str) -> list[CardNote | None]:
        """At the discard (four cards) the new card is marked ("drawn", or "taken from the
        discards") and under each card it says what the hand is worth if that card is discarded;
        a screen reader hears the card's name and the same words.  No notes at other times."""
        view = t31.view(self.state, PERSON) if self.state is not None else None
        if view is None or view.phase != t31.DISCARD or len(cards) != t31.HAND_SIZE + 1:
            return [None] * len(cards)
        notes = []
        for index, (card, ok) in enumerate(zip(cards, legal)):
            shown, said = [], []
            if index == len(cards) - 1:  # the card just drawn or taken is the last (T31-4)
                mark = t("t31.app.taken" if view.taken is not None else "t31.app.drawn", lang)
                shown.append(f'<span class="kit-t31-new">★ {escape(mark)}</span>')
                if view.taken is None:  # a taken card's long words below say the same and more
                    said.append(mark)
            if ok:
                rest = list(cards)
                rest.remove(card)
                value = t31.hand_value(rest)
                shown.append(f'<span class="kit-t31-leaves">{escape(t("t31.app.leaves", lang, value=value))}</span>')
                said.append(t("t31.app.leaves.long", lang, value=value))
            else:
                said.append(t("t31.app.taken.long", lang))
            notes.append(CardNote("".join(shown), "kit-t31-notes",
                                  t("t31.app.card_note", lang, card=card.name(lang), note=", ".join(said))))
        return notes

    def relabel(self, lang: str) -> None:
        super().relabel(lang)
        self.threshold_box.description = t("t31.app.threshold", lang)
        self.direction.description = t("t31.app.direction", lang)
        chosen = self.direction.value
        self.direction.options = [(t(f"t31.app.direction.{d}", lang), d) for d in t31.DIRECTIONS]
        self.direction.value = chosen
        self.deck.description = t("t31.app.deck", lang)
        chosen = self.deck.value
        self.deck.options = [(t(f"t31.app.deck.{d}", lang), d) for d in t31.DECKS]
        self.deck.value = chosen
        self.direction_what.value = what_html(t("t31.app.direction.what", lang))
        self.deck_what.value = what_html(t("t31.app.deck.what", lang))
        self.finish_button.description = t("t31.app.finish", lang)

    def _show_threshold(self) -> None:
        self.threshold_box.layout.display = "" if self.level.value == "threshold" else "none"

    def read_threshold(self) -> int | None:
        """The knocking threshold typed (for threshold players), or ``None`` after a friendly
        message: not a whole number from 0 to 31."""
        problem = self.threshold_box.problem(self.lang)
        if problem is None and not 0 <= self.threshold_box.number <= t31.THIRTY_ONE:
            problem = t("t31.app.bad_threshold", self.lang)
        if problem is not None:
            self.threshold_box.add_class("kit-invalid")
            return self.refuse(problem)
        self.threshold_box.remove_class("kit-invalid")
        return self.threshold_box.number

    def start(self):
        """Start a new game with the settings shown; ``None`` after a friendly message."""
        if self.level.value == "threshold":
            threshold = self.read_threshold()
            if threshold is None:
                return None
            self.threshold_used = threshold
        return super().start()

    def computer(self) -> Any:
        """A computer player of the style chosen (threshold players with the threshold read)."""
        if self.level.value == "threshold":
            return t31.computer("threshold", threshold=self.threshold_used)
        return t31.computer(self.level.value)

    # --- the game -------------------------------------------------------------------------------
    def first_dealer(self, seed: int, players: int) -> tuple[int | None, list[Callable[[str], str]]]:
        """T31-2: the first dealer at random, from a stream of the seed's own (:data:`FIRST_DEALER_STREAM`)."""
        rng = np.random.default_rng(np.random.SeedSequence([int(seed), FIRST_DEALER_STREAM]))
        dealer = int(rng.integers(players))
        self.dealer_drawn = dealer

        def said(lang: str) -> str:
            if dealer == PERSON:
                return t("t31.app.first_dealer.you", lang)
            return t("t31.app.first_dealer", lang, player=self.names_in(lang)[dealer])

        return dealer, [said]

    def match_start_lines(self) -> list[Callable[[str], str]]:
        """The game's start: the coins each (T31-1)."""
        coins = self.match.rules.coins
        return [lambda lang: t("t31.app.game_start", lang, coins=coins)]

    def on_new_match(self) -> None:
        """A new game: no hand has ended yet."""
        self.ends = []

    def on_hand_end(self, state: t31.State) -> None:
        """Keep the hand just ended (:class:`HandEnd`) for its summary and the coins table."""
        number = state.hand_no - 1 if state.phase == t31.DEAL else state.hand_no
        if self.ends and self.ends[-1].number == number:
            return
        record = self.match.table.record if self.match.table is not None else self.match.hands[-1]
        events = hand_events([*t31.opening(record.start), *record.log])[-1]
        self.ends.append(HandEnd(number, tuple(events), state.coins, state.pot, state.out))

    def match_over_lines(self, winner: int) -> list[Callable[[str], str]]:
        """The end of the game (:meth:`game_over_lines`)."""
        return self.game_over_lines()

    def finish(self) -> None:
        """Play the rest of the game hand after hand (once the person is out, the button
        "Play to the end of the game")."""
        while self.paused and PERSON in self.state.out:
            self.next_hand()

    def game_over_lines(self) -> list[Callable[[str], str]]:
        """The end of the game: the winner or the split, and each player's coins won or lost."""
        state = self.state
        returns = t31.returns(state)
        hands = state.hand_no
        split = any(e.kind == "split" for e in self.ends[-1].events) if self.ends else False
        in_game = [s for s in range(state.players) if s not in state.out]

        def end(lang: str) -> str:
            names = self.names_in(lang)
            if split:
                text = [t("turn.you.in_text", lang) if s == PERSON else names[s] for s in in_game]
                return t("t31.app.split", lang, players=join_names(text, lang))
            winner = in_game[0]
            return t("t31.app.won.you", lang) if winner == PERSON else t("t31.app.won", lang, player=names[winner])

        def changes(lang: str) -> str:
            names = self.names_in(lang)
            said = ", ".join(f"{names[s]} {_signed(r)}" for s, r in enumerate(returns))
            return t("t31.app.game_over", lang, n=hands, changes=said)

        return [end, changes]

    # --- the game's hooks -------------------------------------------------------------------------
    def table_html(self, view: t31.View, lang: str) -> str:
        names = self.names_in(lang)
        board = table_html(view, names, lang, you=PERSON)
        summary = ""
        if view.phase in (t31.DEAL, t31.OVER) and self.ends:
            end = self.ends[-1]
            left = [s for s in range(view.players) if s not in end.out]
            between = view.phase == t31.DEAL
            summary = summary_html(end.events, names, lang, you=PERSON, hand=end.number,
                                   pot=end.pot if between else None, left=left if between else ())
            if view.phase == t31.OVER:
                lines = "".join(f"<p>{escape(line(lang))}</p>" for line in self.game_over_lines())
                summary += f'<div class="kit-t31-end" role="status">{lines}</div>'
        # the hand's summary under the table, just above the Next hand button
        return board + summary + f'<p class="kit-t31-active">{escape(self.rules_in_play(view.rules, lang))}</p>'

    def action_label(self, action: Any, lang: str) -> str:
        if isinstance(action, t31.TakeDiscard):
            state = self.state
            top = state.discards[-1].name(lang) if state is not None and state.discards else ""
            return t("t31.app.action.TakeDiscard", lang, card=top)
        return t(f"t31.app.action.{type(action).__name__}", lang)

    def style_button(self, button: widgets.Button, action: Any) -> None:
        button.add_class("kit-t31-action")
        button.add_class(f"kit-t31-{type(action).__name__.lower()}")

    def choices_prompt(self, view: t31.View, lang: str) -> str:
        if view.phase != t31.DRAW:
            return ""
        value = t31.hand_value(view.hand)
        if view.knocker is not None:
            return t("t31.app.prompt.last", lang, player=self.names_in(lang)[view.knocker], value=value)
        return t("t31.app.prompt", lang, value=value)

    def show_hand(self, view: t31.View, legal: tuple) -> None:
        """The cards are picked at the discard only; before it they are shown, not offered (nor
        crossed out); the hand is hidden once the person is out or between hands."""
        super().show_hand(view, legal)
        self.hand.pickable = view.phase == t31.DISCARD and bool(legal)
        if not self.hand.pickable:
            self.hand.set_cards(view.hand)
        playing = view.phase in (t31.DRAW, t31.DISCARD, t31.RESHUFFLE) and PERSON not in view.out
        self.hand.layout.display = "" if playing else "none"

    def hand_title(self, view: t31.View, legal: tuple, lang: str) -> str:
        """"Choose the card to discard", or the hand's value in words."""
        if view.phase == t31.DISCARD and legal:
            return t("t31.app.hand_title.discard", lang)
        if view.hand:
            return t("t31.app.hand_title", lang, value=value_words(view.hand, lang))
        return t("t31.app.hand_title.none", lang)

    def status_words(self, view: t31.View, legal: tuple, lang: str) -> str:
        """Draw (or the last turn after a knock), discard, the hand over (and whether the
        person is out), the game over."""
        if legal and view.phase == t31.DRAW:
            return t("t31.app.status.last" if view.knocker is not None else "t31.app.status.draw", lang)
        if legal:
            return t("t31.app.status.discard", lang)
        if view.phase == t31.DEAL:
            said = t("t31.app.status.hand_over", lang, n=view.hand_no - 1)
            return said + " " + t("t31.app.status.out", lang) if PERSON in view.out else said
        if view.phase == t31.OVER:
            return t("t31.app.status.over", lang, new=self.start_button.description,  # the buttons shown now
                     settings=self.settings_button.description)
        return ""

    def show_controls(self, view: t31.View, legal: tuple) -> None:
        """"Finish the game" while the person is out and the others play on."""
        super().show_controls(view, legal)
        self.finish_button.layout.display = "" if self.paused and PERSON in view.out else "none"

    def scoreboard_html(self) -> str:
        """Each player's coins at the start and after every hand, and the pot (T31-7, T31-9)."""
        lang = self.lang
        names = self.names_in(lang)
        head = "".join(f"<th scope='col'>{escape(name)}</th>" for name in names)
        head += f"<th scope='col'>{escape(t('t31.app.pot_col', lang))}</th>"
        start = self.state.start_coins
        rows = ["<tr><th scope='row'>{}</th>{}<td>0</td></tr>".format(
            escape(t("t31.app.start_row", lang)), "".join(f"<td>{c}</td>" for c in start))]
        for end in self.ends:
            cells = "".join(f"<td>{escape(t('t31.app.out_cell', lang)) if s in end.out else c}</td>"
                            for s, c in enumerate(end.coins))
            rows.append(f"<tr><th scope='row'>{escape(t('t31.app.hand_no', lang, n=end.number))}</th>{cells}"
                        f"<td>{end.pot}</td></tr>")
        caption = t("t31.app.scores_caption", lang)
        return (f"<table class='kit-scores kit-t31-scores'>"
                f"<caption>{escape(caption)}</caption><tr><td></td>{head}</tr>{''.join(rows)}</table>")


def _signed(n: int) -> str:
    """Coins won or lost with their sign: ``+6``, ``−3`` (a minus sign), ``0``."""
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


rules_in_play = TrentunoApp.rules_in_play
"""One line naming the options of the game: "Rules in play: 3 coins each · anticlockwise ·
Italian cards · Taking the top discard (off) · Splitting the pot (off)." (T31-1, T31-3, T31-4, T31-9)."""
