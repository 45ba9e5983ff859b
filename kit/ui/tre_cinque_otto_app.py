"""The 3-5-8 app: the person (seat 0) between two computer players, a whole match of 3, 6, 9
or 18 hands (TCO-1..9), with statistics and a leaderboard kept on this computer.

:class:`TreCinqueOttoApp` is a :class:`~kit.ui.turn_app.RulesSetupApp` (the match, the hand,
the narration, the buttons, the setup folding away) with 3-5-8's own parts:

* the setup: the match length (a drop-down of 3, 6, 9 and 18 hands, TCO-8), the
  computer players' level, the person's name (for the leaderboard) and the seed;
* the table (:func:`kit.ui.tre_cinque_otto.table_html`): each player with role, "prese:
  taken/target", cards in hand and total; the monte (its cards on show from the moment they
  are turned up until the first trick is taken, TCO-5's "for a moment", then who took it);
  the trick;
* the choice of the game from the first 6 cards (buttons, one per game still free, TCO-3);
* the exchange (TCO-4): touching a card gives it (with two receivers, one button per receiver),
  "Fine scambio" ends it; the return is automatic except after an atout, when the person touches
  the card to give back;
* the discard (TCO-5): touching a card selects it (touch again to put it back), "Scarta" with
  exactly 4 selected discards them;
* the play (TCO-6): the legal cards lit, the others dimmed;
* after each hand a pause with the score table (TCO-7) and "Next hand"; at the end of the match
  the winner (ties too, TCO-8), and the match recorded in the statistics and the leaderboard
  (:mod:`kit.ui.leaderboard`: the total × 10 for a won match), shown with every name escaped.

Every text comes from :mod:`kit.i18n.tre_cinque_otto_app` (and the game's narration,
:mod:`kit.i18n.tre_cinque_otto`).
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable

import ipywidgets as widgets

from kit.cards import FRENCH_SUITS, Card
from kit.games import tre_cinque_otto as tco
from kit.i18n import t
from kit.store import BadName
from kit.ui import leaderboard as lb
from kit.ui.tre_cinque_otto import hand_results, last_trick, scores_html, signed, table_html
from kit.ui.turn_app import PERSON, RulesSetupApp
from kit.ui.widgets import CardNote, HandView

DEFAULT_HANDS = 3
"""The match length shown at first: 3 hands, each player declarer once (TCO-8), a match a class
plays in one lesson (20–30 minutes); the full 18-hand match, every game chosen by everyone, is
one choice away in the settings."""


class TreCinqueOttoApp(RulesSetupApp):
    """A match of 3-5-8 against two computer players (see the module docstring).

    Args:
        lang: ``"it"`` or ``"en"``.
        seed: the match's seed (every shuffle).
        level: the computer players' level, ``"sensible"`` (default) or ``"random"``.
        rules: the starting options (default 18 hands).
        data_dir: the folder of the statistics store, ``kit.sqlite3`` (default :func:`kit.store.data_dir`).

    Attributes:
        chosen: the cards selected for the discard, in the order touched.
        board_file: the :class:`~kit.ui.leaderboard.Leaderboard`.
        recorded: whether the match just finished was recorded.

    Raises:
        ValueError: an unknown level.
    """

    GAME = tco
    KEYS = "tco.app"
    RULES_NOTE = "tco.app.length.what"
    SWITCHES = ()
    MAX_TARGET = max(tco.LENGTHS)
    TARGET_CHOICES = tco.LENGTHS

    def __init__(self, lang: str = "en", seed: int = 1, level: str = "sensible", rules: tco.Rules | None = None,
                 data_dir: Any = None) -> None:
        self.chosen: list[Card] = []
        self.recorded = False
        self.board_file = lb.Leaderboard(data_dir)
        self.player_name = ""
        rules = tco.Rules(DEFAULT_HANDS) if rules is None else rules
        self.discard_button = widgets.Button(button_style="primary", layout=widgets.Layout(display="none", width="auto"))
        self.discard_button.add_class("kit-tco-discard")
        self.discard_button.on_click(lambda _: self.discard())
        self.leaderboard = widgets.HTML()
        self.name_row()
        self.name_box.layout.width, self.name_box.layout.max_width = "340px", "100%"  # room for the words
        # the statistics line follows the name as it is typed (after a reload the box is empty
        # and the line said "You: 0 played"; the file still held the name's matches)
        self.name_box.observe(lambda _: self._show_board(), names="value")
        super().__init__(lang, seed, 3, level, rules)
        self.next_button.add_class("kit-tco-next")

    # --- the setup ------------------------------------------------------------------------------
    @classmethod
    def switch_value(cls, rules: tco.Rules, switch: str) -> bool:
        raise KeyError(switch)  # no switches

    def settings_row(self) -> list[widgets.Widget]:
        """The level and the person's name (no players: always three, TCO-1)."""
        return [self.level, self.name_box]

    def more_buttons(self) -> list[widgets.Widget]:
        return [self.discard_button]

    def arrange(self) -> tuple[list[widgets.Widget], list[widgets.Widget]]:
        """:class:`~kit.ui.turn_app.RulesSetupApp`'s, with the statistics and the leaderboard last."""
        controls, results = super().arrange()
        return controls, [*results, self.leaderboard]

    # --- the hand -------------------------------------------------------------------------------
    def hand_view(self, lang: str) -> HandView:
        """The hand; at the discard several cards are chosen (:meth:`card_notes` marks them)."""
        hand = HandView([], lang, notes=self.card_notes)
        hand.add_class("kit-tco-hand")
        return hand

    def card_notes(self, cards: tuple[Card, ...], legal: tuple[bool, ...], lang: str) -> list[CardNote | None]:
        """The cards chosen to discard, marked with a tick and the words "chosen to discard"; the
        monte's cards the person just took, "from the monte" (the table then shows them no more,
        TCO-5); both also read by a screen reader; no note on the others."""
        short, words = escape(t("tco.app.select.short", lang)), t("tco.app.select", lang)
        taken = self.monte_in_hand()
        came, came_words = escape(t("tco.app.from_monte.short", lang)), t("tco.app.from_monte", lang)
        return [CardNote(f"✔ {short}", "kit-tco-mark", f"{card.name(lang)}, {words}", chosen=True)
                if card in self.chosen else
                CardNote(came, "kit-tco-from-monte", f"{card.name(lang)}, {came_words}")
                if card in taken else None for card in cards]

    def monte_in_hand(self) -> tuple[Card, ...]:
        """The monte's cards while they are in the person's hand before the discard (the person is
        the declarer, TCO-5); else ``()``."""
        state = self.state
        if state is None or state.phase != tco.DISCARD or state.declarer != PERSON:
            return ()
        return self.monte_cards()

    def target_of(self, rules: tco.Rules) -> int:
        """The setup's whole-number box holds the match's length in hands (TCO-8)."""
        return rules.hands

    def rules_from(self, target: int, switches: dict[str, bool]) -> tco.Rules | None:
        """The rules for a match of ``target`` hands; ``None`` after a friendly message when it is
        not 3, 6, 9 or 18."""
        if target not in tco.LENGTHS:
            self.target_box.add_class("kit-invalid")
            return self.refuse(t("tco.app.bad_target", self.lang))
        return tco.Rules(hands=target)

    def relabel(self, lang: str) -> None:
        super().relabel(lang)
        self.discard_button.description = t("tco.app.action.Scarta", lang)
        self.next_button.description = t("tco.app.next_hand", lang)
        self.name_box.description = t("tco.app.name", lang)
        self._show_board()

    def start(self):
        """Start a new match with the settings shown; ``None`` after a friendly message (a bad
        length, name or seed)."""
        name = self.read_name()
        if name is None:
            return None
        self.player_name = name
        self.recorded = False
        self.chosen = []
        return super().start()

    # --- the match ------------------------------------------------------------------------------

    @property
    def log(self) -> list:
        """Every event of the match so far (the first deal's included)."""
        if self.match is None:
            return []
        record = self.match.table.record if self.match.table is not None else self.match.hands[-1]
        return [*tco.opening(record.start), *record.log]

    def match_start_lines(self) -> list[Callable[[str], str]]:
        """The match's start: its length in hands (TCO-8)."""
        hands = self.match.rules.hands
        return [lambda lang: t("tco.app.match_of", lang, n=hands)]

    def on_hand_end(self, state: tco.State) -> None:
        """At the end of the match, record it in the statistics (TCO-9)."""
        if tco.is_terminal(state):
            self._record()

    def hand_of(self, view: tco.View) -> tuple[Card, ...]:
        """The person's cards sorted for reading: suit by suit, high to low (16 or 20 cards dealt
        in any order are hard to follow on a phone)."""
        return tuple(sorted(view.hand, key=lambda c: (FRENCH_SUITS.index(c.suit), -tco.strength(c))))

    def _record(self) -> None:
        if self.recorded:
            return
        totals = self.state.totals
        won = totals[PERSON] == max(totals)
        try:
            self.board_file.record(self.player_name or t("turn.you", self.lang), won, int(totals[PERSON]))
            self.recorded = True
        except BadName:  # what names are allowed, in the person's language
            self.refuse(t("tco.app.board.unsaved", self.lang, detail=lb.bad_name_words(self.lang)))
        except (OSError, ValueError) as error:  # a friendly message, never a traceback
            self.refuse(t("tco.app.board.unsaved", self.lang, detail=str(error)))

    def won_words(self, lang: str) -> str:
        """Who won the match (TCO-8), the person spoken to."""
        totals = self.state.totals
        best = max(totals)
        if totals[PERSON] == best:
            key = "tco.app.won.tie" if totals.count(best) > 1 else "tco.app.won.you"
            return t(key, lang, total=signed(best))
        winner = totals.index(best)
        return t("tco.app.lost", lang, player=self.names_in(lang)[winner], total=signed(best))

    # --- the person's actions -------------------------------------------------------------------
    def card_picked(self, card: Card, index: int) -> None:
        state = self.state
        if state is not None and state.phase == tco.DISCARD and self.legal():
            if card in self.chosen:
                self.chosen.remove(card)
            elif len(self.chosen) < tco.MONTE_SIZE:
                self.chosen.append(card)
            else:
                self.refuse(t("tco.app.need_four", self.lang, n=len(self.chosen) + 1))
            self.show()
            return
        actions = [a for a in self.legal() if self.card_of(a) == card]
        if len(actions) == 1:
            self.play(actions[0])
        elif actions:  # a card to give with two receivers: one button each
            self.offer([*actions, *[a for a in self.legal() if isinstance(a, tco.Stop)]],
                          t("tco.app.exchange.to", self.lang, card=card.name(self.lang)))

    def discard(self) -> None:
        """Discard the 4 cards selected ("Scarta", TCO-5); with another count, a friendly message."""
        state = self.state
        if state is None or state.phase != tco.DISCARD or not self.legal():
            return self.refuse(t("turn.not_now", self.lang))
        if len(self.chosen) != tco.MONTE_SIZE:
            return self.refuse(t("tco.app.need_four", self.lang, n=len(self.chosen)))
        cards, self.chosen = list(self.chosen), []
        for card in cards:
            self.play(tco.Discard(card))

    # --- the game's hooks -----------------------------------------------------------------------
    def action_label(self, action: Any, lang: str) -> str:
        if isinstance(action, tco.Choose):
            return t(f"tco.game.{action.game}", lang)
        if isinstance(action, tco.Give):
            return t("tco.app.action.Give", lang, player=self.names_in(lang)[action.to])
        if isinstance(action, tco.Stop):
            return t("tco.app.action.Stop", lang)
        return super().action_label(action, lang)

    def style_button(self, button: widgets.Button, action: Any) -> None:
        button.add_class("kit-tco-action")
        button.add_class(f"kit-tco-{type(action).__name__.lower()}")

    def choices_prompt(self, view: tco.View, lang: str) -> str:
        if view.phase == tco.CHOOSE:
            return t("tco.app.choose.prompt", lang)
        if view.phase == tco.EXCHANGE:
            state = self.state
            names = self.names_in(lang)
            to = [names[s] for s in tco.receivers(state)]
            return t("tco.app.exchange.prompt", lang, players=", ".join(to), n=state.can_give[PERSON])
        return ""

    def monte_cards(self) -> tuple[Card, ...]:
        """The monte's cards while they are on show (TCO-5 shows them to everyone "for a
        moment", TCO-9): from the moment they are turned up, through the declarer's discard,
        until the first trick is taken; else ``()`` (the narration keeps what they were)."""
        state = self.state
        if state is None or state.phase in (tco.DEAL, tco.OVER, tco.CHOOSE):
            return ()
        for event in reversed(self.log):
            if event.kind == "monte_shown":
                return event.cards
            if event.kind in ("dealt", "chose", "trick_won"):
                return ()
        return ()

    def table_html(self, view: tco.View, lang: str) -> str:
        names = self.names_in(lang)
        last = last_trick(self.log) if view.phase == tco.PLAY else None
        # the person who took the monte has its cards in their hand (marked there during the
        # discard): the table does not show them a second time, it says who took it
        monte = () if self.state.declarer == PERSON else self.monte_cards()
        board = table_html(view, names, lang, you=PERSON, monte=monte, last=last)
        if view.phase in (tco.DEAL, tco.OVER):  # the winner is said once, in the status line below
            board += scores_html(hand_results(self.log), names, lang)
        return board

    def show_hand(self, view: tco.View, legal: tuple) -> None:
        """At the discard every card may be chosen (several); at the trump choice the hand is
        shown, not offered; between hands it is hidden."""
        self.hand.several = view.phase == tco.DISCARD  # the four cards to discard are chosen first
        super().show_hand(view, legal)
        if view.phase == tco.CHOOSE and legal:
            self.hand.pickable = False
            self.hand.set_cards(self.hand_of(view))
        elif view.phase == tco.DISCARD and legal:
            self.hand.pickable = True
            self.hand.set_cards(self.hand_of(view))  # every card may be chosen
        elif view.phase == tco.RETURN and legal:
            self.hand.pickable = True
        else:
            self.hand.pickable = bool(legal)
            if not legal:
                self.hand.set_cards(self.hand_of(view))
        self.hand.layout.display = "" if view.phase not in (tco.DEAL, tco.OVER) else "none"

    def hand_title(self, view: tco.View, legal: tuple, lang: str) -> str:
        """"Your hand", or what to look at while choosing the trump."""
        return t("tco.app.choose.title" if view.phase == tco.CHOOSE and legal else "tco.app.hand_title", lang)

    def status_words(self, view: tco.View, legal: tuple, lang: str) -> str:
        """What the person does now (play, discard, exchange, return, choose), else the hand
        over, the match's result, or waiting for the others."""
        if legal and view.phase == tco.PLAY:
            return t("tco.app.play.prompt", lang)
        if legal and view.phase == tco.DISCARD:
            return t("tco.app.status.discard", lang)
        if legal and view.phase in (tco.EXCHANGE, tco.RETURN):
            return t(f"tco.app.status.{view.phase}", lang)
        if legal and view.phase == tco.CHOOSE:
            return t("tco.app.status.choose", lang)
        if legal:
            return t("turn.your_turn", lang)
        if view.phase == tco.DEAL:
            return t("tco.app.status.hand_over", lang, n=view.hand_no - 1)
        if view.phase == tco.OVER:
            return self.won_words(lang)
        return t("tco.app.wait", lang)

    def show_controls(self, view: tco.View, legal: tuple) -> None:
        """The discard's and the return's prompts, the Discard button, the statistics."""
        super().show_controls(view, legal)
        lang = self.lang
        if view.phase == tco.DISCARD and legal:
            self.offer([], t("tco.app.discard.prompt", lang, n=len(self.chosen)))
        elif view.phase == tco.RETURN and legal:
            self.offer([], t("tco.app.return.prompt", lang, card=view.given.name(lang) if view.given else ""))
        self.discard_button.layout.display = "" if view.phase == tco.DISCARD and legal else "none"
        self.discard_button.disabled = len(self.chosen) != tco.MONTE_SIZE
        self._show_board()

    def scoreboard_html(self) -> str:
        return ""  # the score table is drawn on the table between hands (table_html)

    def _show_board(self) -> None:
        # the name as typed only once it is one the app takes (not 100,000 characters, nor a lone surrogate)
        name = self.player_name or self.typed_name() or t("turn.you", self.lang)
        try:
            self.leaderboard.value = lb.table_html(self.board_file, name, self.lang)
        except OSError as error:
            self.leaderboard.value = f'<p role="alert">{escape(t("tco.app.board.unsaved", self.lang, detail=str(error)))}</p>'
