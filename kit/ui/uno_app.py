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
from kit.i18n import fmt_int, t
from kit.ui.turn_app import PERSON, TurnApp
from kit.ui.uno import colour_words, table_html, turn_note
from kit.ui.widgets import WholeNumberBox

DEFAULT_LEVEL = "forgetful"
"""The app's computer players: heuristic players that forget "UNO" now and then and catch the person."""

TOP_WIDTH = 84
"""The top card's width on the table, in pixels (the hand's cards are 70)."""

MAX_TARGET = 100_000
"""The largest target score the setup accepts."""


class UnoApp(TurnApp):
    """A match of UNO against computer players (see the module docstring).

    Args:
        lang: ``"it"`` or ``"en"``.
        seed: the match's seed.
        players: 2..10 seats (default 4).
        level: ``"forgetful"`` (default), ``"heuristic"`` or ``"random"``.
        rules: the starting switches and target (default the official rules, target 500).
    """

    GAME = uno
    TITLE = "uno.app.title"
    INTRO = "uno.app.intro"

    def __init__(self, lang: str = "en", seed: int = 1, players: int = 4, level: str = DEFAULT_LEVEL,
                 rules: uno.Rules | None = None) -> None:
        rules = uno.Rules() if rules is None else rules
        style = {"description_width": "initial"}
        self.target_box = WholeNumberBox(rules.target, style=style, layout=widgets.Layout(width="100%", max_width="340px"))
        self.switches = {rule: widgets.Checkbox(value=getattr(rules, name), indent=False,
                                                layout=widgets.Layout(width="auto"))
                         for rule, name in uno.HOUSE_RULES.items()}
        self.explanations = {rule: widgets.HTML() for rule in uno.HOUSE_RULES}
        rows = []
        for rule in uno.HOUSE_RULES:
            self.switches[rule].add_class("kit-uno-switch")
            row = widgets.VBox([self.switches[rule], self.explanations[rule]])
            row.add_class("kit-uno-rule")
            rows.append(row)
        self.rules_heading = widgets.HTML()
        self.rules_box = widgets.VBox([self.rules_heading, *rows])
        self.rules_box.add_class("kit-uno-rules")
        self.uno_toggle = widgets.ToggleButton(value=False)
        self.uno_toggle.add_class("kit-uno-call")
        self.uno_toggle.observe(lambda _: self._label_toggle(), names="value")
        self.settings_button = widgets.Button(layout=widgets.Layout(display="none", width="auto", align_self="flex-start"))
        self.settings_button.add_class("kit-uno-settings")
        self.settings_button.on_click(lambda _: self.show_settings(True))
        super().__init__(lang, seed, players, level, rules)
        self.hand.layout.display = "none"  # no hand before the first deal
        # the setup: TurnApp's players, level, seed and start, with the target and the house rules
        # before the start button; the settings button takes the setup's place during a match
        children = list(self.children)
        at = children.index(self.start_button)
        self.setup = [*children[children.index(self.title) + 2:at], self.target_box, self.rules_box]
        self.children = (*children[:at], self.target_box, self.rules_box, self.start_button, self.settings_button,
                         *children[at + 1:])
        # (Enter in the target box does not start the match: the house rules come after it)
        self.relabel(self.lang)

    # --- the setup ------------------------------------------------------------------------------
    def relabel(self, lang: str) -> None:
        super().relabel(lang)
        if not hasattr(self, "target_box"):
            return
        chosen = self.level.value
        self.level.options = [(t(f"uno.app.level.{name}", lang), name) for name in uno.LEVELS]
        self.level.value = chosen
        self.target_box.description = t("uno.app.target", lang)
        self.rules_heading.value = f"<h3>{escape(t('uno.app.house_rules', lang))}</h3>"
        for rule, box in self.switches.items():
            box.description = t(f"uno.app.rule.{rule}", lang)
            box.tooltip = t(f"uno.app.rule.{rule}.what", lang)
            self.explanations[rule].value = (f'<p class="kit-uno-what">{escape(t(f"uno.app.rule.{rule}.what", lang))}</p>')
        self.settings_button.description = t("uno.app.settings", lang)
        self._label_toggle()

    def read_rules(self) -> uno.Rules | None:
        """The rules set up on the screen, or ``None`` after a friendly message (a target score
        that is not a whole number from 1 to :data:`MAX_TARGET`)."""
        problem = self.target_box.problem(self.lang)
        if problem is not None:
            return self.refuse(problem)
        target = self.target_box.number
        if not 1 <= target <= MAX_TARGET:
            self.target_box.add_class("kit-invalid")
            return self.refuse(t("uno.app.bad_target", self.lang, high=fmt_int(MAX_TARGET, self.lang)))
        self.target_box.remove_class("kit-invalid")
        return uno.Rules(target=target, **{uno.HOUSE_RULES[rule]: box.value for rule, box in self.switches.items()})

    def start(self):
        """Start a new match with the settings shown; ``None`` after a friendly message."""
        rules = self.read_rules()
        if rules is None:
            return None
        self.rules, self.target = rules, None  # the match's target is the rules' own
        match = super().start()
        if match is not None:
            self.hand.layout.display = ""
            self.show_settings(False)
        return match

    def show_settings(self, shown: bool) -> None:
        """Show the setup (and hide the Settings button), or fold it away during a match (the
        introduction too, so that on a phone the table and the hand come up without scrolling)."""
        for widget in (*self.setup, self.intro):
            widget.layout.display = "" if shown else "none"
        self.start_button.layout.display = "" if shown else "none"
        self.settings_button.layout.display = "none" if shown else ""

    # --- the game's hooks -------------------------------------------------------------------------
    def table_html(self, view: uno.View, lang: str) -> str:
        return (table_html(view, self.names(), lang, you=PERSON, width=TOP_WIDTH, turn_words=False)
                + f'<p class="kit-uno-active">{escape(rules_in_play(view.rules, lang))}</p>')

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

    def _show(self) -> None:
        super()._show()
        lang, table = self.lang, self.match.table
        self.hand.title = t("uno.app.your_hand", lang)
        if table is not None and self.legal():  # what to do now, in words, besides "pick a lit card"
            state = table.state
            if state.phase == uno.PLAY:
                said = t("uno.app.status.play", lang)
            else:
                said = turn_note(uno.view(state, PERSON), self.names(), lang, you=PERSON)
            self.status.value = f'<p class="kit-your-turn" role="status">{escape(said)}</p>'
        # the UNO! toggle goes with the buttons when a card could be played with the call
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


def rules_in_play(rules: uno.Rules, lang: str = "en") -> str:
    """One line naming the house rules of the match, for a class watching the game: "Rules in
    play: H1 · Draw Two on Draw Two, H4 · Seven and zero." (H3 switched off reads as "no
    challenge of a Wild Draw Four")."""
    named = [t("uno.app.no_challenge", lang) if rule == "UNO-H3" else t(f"uno.app.rule.{rule}", lang)
             for rule in rules.house_rules()]
    if not named:
        return t("uno.app.rules_official", lang)
    return t("uno.app.rules_in_play", lang, rules=", ".join(named))
