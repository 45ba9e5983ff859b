"""The UNO app: the person (seat 0) against 1 to 9 computer players, hand after hand, up to a
target score (UNO-8).

:class:`UnoApp` is a :class:`~kit.ui.turn_app.TurnApp` (the match, the person's hand with the
playable cards lit and the others dimmed, the narration, the scoreboard) with UNO's own parts:

* the setup: players, the target score (a whole-number box, 500 by default), the computer
  players' level (by default ``"forgetful"``: sensible players who forget "UNO" now and then and
  catch the person who forgets) and the eight house rules as switches, each with one line
  saying what it changes (H3, the challenge of a Wild Draw Four, is the official rule and on);
  once a match starts the setup folds away behind a "Settings" button;
* the table (:func:`kit.ui.uno.table_html`): counts, whose turn, the direction of play, the top
  card with the colour in play named and marked by its shape, the stock, a pending penalty;
* the decisions without a card as buttons: Draw, Keep, the colour after a wild (four buttons,
  each with the colour's shape and name), whom to swap with (H4), Draw the penalty /
  Challenge (H3), Catch! / Let it go (UNO-6), Don't jump in (H5); a jump-in card (H5) and a
  stacked card (H1/H2) are picked in the hand;
* "UNO!": a toggle button shown when the person's next card would be the next-to-last; while
  it is pressed, the card picked is played with the call (``Play(card, uno=True)``).  Nothing
  reminds the person beyond the toggle being there: the computer players catch a forgotten call.

Every text comes from :mod:`kit.i18n.uno_app` (and the game's narration, :mod:`kit.i18n.uno`).
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from kit.games import uno
from kit.i18n import t
from kit.ui.turn_app import PERSON, RulesSetupApp, TurnApp
from kit.ui.uno import colour_words, table_html, turn_note


DEFAULT_LEVEL = "forgetful"
"""The app's computer players: heuristic players that forget "UNO" now and then and catch the person."""

TOP_WIDTH = 84
"""The top card's width on the table, in pixels (the hand's cards are 70)."""

MAX_TARGET = 100_000
"""The largest target score the setup accepts."""


class UnoApp(RulesSetupApp):
    """A match of UNO against computer players (see the module docstring).

    Args:
        lang: ``"it"`` or ``"en"``.
        seed: the match's seed.
        players: 2..10 seats (default 4).
        level: ``"forgetful"`` (default), ``"heuristic"`` or ``"random"``.
        rules: the starting switches and target (default the official rules, target 500).
    """

    GAME = uno
    KEYS = "uno.app"
    RULES_HEADING = "uno.app.house_rules"
    SWITCHES = tuple(uno.HOUSE_RULES)
    MAX_TARGET = MAX_TARGET
    EVERY_SWITCH_IN_PLAY = False  # the house rules only
    IN_PLAY_SEPARATOR = ", "  # the house rules by name: "Draw Two on Draw Two, Seven and zero"

    def __init__(self, lang: str = "en", seed: int = 1, players: int = 4, level: str = DEFAULT_LEVEL,
                 rules: uno.Rules | None = None) -> None:
        self.uno_toggle = widgets.ToggleButton(value=False)
        self.uno_toggle.add_class("kit-uno-call")
        self.uno_toggle.observe(lambda _: self._label_toggle(), names="value")
        super().__init__(lang, seed, players, level, rules)
        # on a phone the pile goes right above the hand, "how to play" under it (kit.css)
        self.board.add_class("kit-uno-board")
        self.rules_card.add_class("kit-uno-rules-card")

    # --- the setup ------------------------------------------------------------------------------
    @classmethod
    def switch_value(cls, rules: uno.Rules, switch: str) -> bool:
        return getattr(rules, uno.HOUSE_RULES[switch])

    @classmethod
    def settings_in_play(cls, rules: uno.Rules, lang: str) -> list[str]:
        """The challenge of a Wild Draw Four (UNO-H3) is named whenever it is on, though it is
        the official rule: a player who does not know it can be challenged bluffs blind.  With
        no house rule away from the official ones the line says so, challenge included."""
        official = uno.Rules()
        changed = any(cls.switch_value(rules, s) != cls.switch_value(official, s) for s in cls.SWITCHES)
        return [t("uno.app.in_play.challenge", lang)] if changed and rules.challenge else []

    def rules_from(self, target: int, switches: dict[str, bool]) -> uno.Rules:
        return uno.Rules(target=target, **{uno.HOUSE_RULES[rule]: on for rule, on in switches.items()})

    def relabel(self, lang: str) -> None:
        super().relabel(lang)
        self._label_toggle()

    # --- the game's hooks -------------------------------------------------------------------------
    def table_html(self, view: uno.View, lang: str) -> str:
        """The table; once a hand is over, with the others' cards face up (what the winner of the
        hand scores, UNO-8): there is nothing left to hide."""
        shown = self.state if view.status != "playing" else view
        return (table_html(shown, self.names(), lang, you=PERSON, width=TOP_WIDTH, turn_words=False)
                + f'<p class="kit-uno-active">{escape(self.rules_in_play(view.rules, lang))}</p>')

    def legal(self) -> tuple:
        """The person's legal actions as the app offers them: a card that may be played with or
        without calling "UNO" is one action, with the call while the UNO! toggle is pressed."""
        actions = super().legal()
        call = self.uno_toggle.value
        return tuple(a for a in actions if not isinstance(a, (uno.Play, uno.JumpIn))
                     or a.uno == call or type(a)(a.card, call) not in actions)

    def action_label(self, action: Any, lang: str) -> str:
        names = self.names()
        state = self.match.table.state if self.match is not None and self.match.table is not None else None
        kind = type(action).__name__
        if isinstance(action, uno.Choose):
            return colour_words(action.colour, lang)
        if isinstance(action, uno.SwapWith):
            n = len(state.hands[action.seat]) if state is not None else 0
            return t("uno.app.action.SwapWith", lang, player=names[action.seat], n=n)
        if isinstance(action, uno.Accept):
            return t("uno.app.action.Accept", lang, n=state.pending if state is not None else 0)
        if isinstance(action, uno.Catch):
            other = state.forgot if state is not None and state.forgot is not None else PERSON
            return t("uno.app.action.Catch", lang, player=names[other])
        if isinstance(action, uno.Decline):
            phase = state.phase if state is not None else uno.CATCH
            return t(f"uno.app.action.Decline.{phase}", lang)
        if isinstance(action, (uno.Play, uno.JumpIn)):
            return t(f"uno.app.action.{kind}", lang, card=action.card.name(lang))
        return t(f"uno.app.action.{kind}", lang)

    def choices_prompt(self, view: uno.View, lang: str) -> str:
        if view.phase == uno.COLOUR:
            return t("uno.app.prompt.colour", lang)
        if view.phase == uno.PENALTY:
            return t("uno.app.prompt.penalty", lang, n=view.pending)
        if view.phase == uno.CATCH and view.forgot is not None:
            return t("uno.app.prompt.catch", lang, player=self.names()[view.forgot])
        if view.phase == uno.JUMP:
            return t("uno.app.prompt.jump", lang)
        if view.phase == uno.SWAP:
            return t("uno.app.prompt.swap", lang)
        if view.phase == uno.DRAWN:
            return t("uno.app.prompt.drawn", lang)
        return ""

    def style_button(self, button: widgets.Button, action: Any) -> None:
        button.add_class("kit-uno-action")
        if isinstance(action, uno.Choose):
            button.add_class(f"kit-uno-choose-{action.colour}")
            button.add_class("kit-uno-choose")
        elif isinstance(action, uno.Catch):
            button.add_class("kit-uno-catch")
            button.button_style = "warning"
        elif isinstance(action, uno.Challenge):
            button.add_class("kit-uno-challenge")

    # --- UNO! -----------------------------------------------------------------------------------
    def _label_toggle(self) -> None:
        key = "uno.app.uno_on" if self.uno_toggle.value else "uno.app.uno_off"
        self.uno_toggle.description = t(key, self.lang)
        self.uno_toggle.tooltip = t("uno.app.uno_help", self.lang)

    def hand_title(self, view: uno.View, legal: tuple, lang: str) -> str:
        """"Your hand"."""
        return t("uno.app.your_hand", lang)

    def status_words(self, view: uno.View, legal: tuple, lang: str) -> str:
        """What to do now, in words, besides "pick a lit card"."""
        if not legal:
            return super().status_words(view, legal, lang)
        if view.phase == uno.PLAY:
            return t("uno.app.status.play", lang)
        return turn_note(view, self.names(), lang, you=PERSON)

    def show_controls(self, view: uno.View, legal: tuple) -> None:
        """The UNO! toggle goes with the buttons when a card could be played with the call."""
        super().show_controls(view, legal)
        actions = TurnApp.legal(self)
        can_call = any(isinstance(a, (uno.Play, uno.JumpIn)) and a.uno for a in actions)
        if can_call:
            self.choices.children = (self.uno_toggle, *self.choices.children)
        elif self.uno_toggle.value:
            self.uno_toggle.value = False

    def play(self, action: Any) -> None:
        """The person plays ``action`` (the UNO! toggle is released for the next card; a refused
        action leaves it, and the game, as they were)."""
        call = self.uno_toggle.value
        self.uno_toggle.value = False
        super().play(action)
        if self.message.value and call:
            self.uno_toggle.value = True


rules_in_play = UnoApp.rules_in_play
"""One line naming the house rules of the match, for a class watching the game: "Rules in
play: challenge of a Wild Draw Four, Draw Two on Draw Two, Seven and zero." (H3 switched off
reads as "no challenge of a Wild Draw Four"; none: "Rules in play: the official ones, the
challenge of a Wild Draw Four included.")."""
