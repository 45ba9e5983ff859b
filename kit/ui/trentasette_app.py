"""The Trentasette app: the person (seat 0) against 1 to 3 computer players, hand after hand,
up to 37 (T37-8).  With four players the person plays with Carla (seat 2, a computer player)
against Bruno and Dario (T37-1).

:class:`TrentasetteApp` is a :class:`~kit.ui.turn_app.TurnApp` (the match, the person's hand,
the narration, the choice buttons) with Trentasette's own parts:

* the setup: players (2, 3, or 4 in two teams, the partner named), the computer players' level
  (``"greedy"`` by default, or ``"random"``), the two rule switches of T37-5
  (``capture_mandatory``, ``single_card_first``), each with one plain line, the target (37)
  and the seed; once a match starts the setup folds away behind a "Settings" button;
* the first dealer drawn as T37-2 allows: cards turned face up from the person, clockwise,
  until the Ace of hearts (:func:`~kit.games.trentasette.dealer_by_ace_of_hearts`), narrated;
* the table (:func:`kit.ui.trentasette.table_html`): the others' hand sizes, the dealer, whose
  turn, the partner, the table cards face up and named, the stock, the last capturer, each
  side's pozzo with its figures and sevens, and the rules in play;
* under each card of the hand what it takes now ("takes 2♥ + 4♣", "lays it down"), read out
  with the card's name; a card with several captures gets one button per capture, named with
  the cards it takes ("Take 2 of hearts + 4 of clubs");
* after each hand the summary of every scoring line per side (:func:`kit.ui.trentasette.summary_html`,
  from :func:`~kit.games.trentasette.score`), and the running score per side to the target
  with T37-8's end (the highest total past the target wins; a tie at the top plays on).

Every text comes from :mod:`kit.i18n.trentasette_app` (and the game's narration,
:mod:`kit.i18n.trentasette`).
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Sequence

import ipywidgets as widgets
import numpy as np

from kit.cards import Card
from kit.games import trentasette as t37
from kit.i18n import t
from kit.ui.trentasette import side_name, summary_html, table_html, takes_note
from kit.ui.turn_app import PERSON, RulesSetupApp, points_text
from kit.ui.widgets import CardNote, HandView

DEFAULT_LEVEL = "greedy"
"""The app's computer players: :class:`~kit.games.trentasette.GreedyPlayer`."""

ACE_DRAW_STREAM = 37
"""The first dealer is drawn from ``SeedSequence([seed, 37])``: a stream of its own, so the
match's hands (spawned from the seed, :class:`~kit.engine.Match`) are the same as without the draw."""


class TrentasetteApp(RulesSetupApp):
    """A match of Trentasette against computer players (see the module docstring).

    Args:
        lang: ``"it"`` or ``"en"``.
        seed: the match's seed (the first dealer's draw and every hand).
        players: 2, 3 or 4 (default 2; with 4 the person's partner is seat 2).
        level: ``"greedy"`` (default) or ``"random"``.
        rules: the starting switches and target (default the kit's rules: both switches on, 37).

    Attributes:
        first_draw: the last match's first-dealer draw (T37-2): the dealer's seat and the cards
            turned, the Ace of hearts last (``None`` before the first match).
        choosing: the card whose captures are offered as buttons now, or ``None``.

    Raises:
        ValueError: a player count other than 2..4, or an unknown level.
    """

    GAME = t37
    KEYS = "t37.app"
    RULES_NOTE = "t37.app.rules_kit"
    LEVELS = (DEFAULT_LEVEL, "random")
    WIDE_MENUS = True
    SWITCHES = ("capture_mandatory", "single_card_first")
    """The rule switches of T37-5, in the order shown."""

    def __init__(self, lang: str = "en", seed: int = 1, players: int = 2, level: str = DEFAULT_LEVEL,
                 rules: t37.Rules | None = None) -> None:
        self.first_draw: tuple[int, tuple[Card, ...]] | None = None
        self.choosing: Card | None = None
        super().__init__(lang, seed, players, level, rules)

    # --- the setup ------------------------------------------------------------------------------
    @classmethod
    def switch_value(cls, rules: t37.Rules, switch: str) -> bool:
        return getattr(rules, switch)

    def rules_from(self, target: int, switches: dict[str, bool]) -> t37.Rules:
        return t37.Rules(target=target, **switches)

    # --- the hand -------------------------------------------------------------------------------
    def hand_view(self, lang: str) -> HandView:
        """The hand with, under each card, what it takes now (:meth:`card_notes`)."""
        hand = HandView([], lang, notes=self.card_notes)
        hand.add_class("kit-t37-hand")
        return hand

    def card_notes(self, cards: tuple[Card, ...], legal: tuple[bool, ...], lang: str) -> list[CardNote | None]:
        """Under each card what it takes now ("takes 2♥ + 4♣", "lays it down"); a screen reader
        hears the card's name and the same words with the cards' names."""
        plays = self.legal()
        notes: list[CardNote | None] = []
        for card in cards:
            note = takes_note(card, plays, lang)
            said = t("t37.app.card_note", lang, card=card.name(lang), note=takes_note(card, plays, lang, names=True))
            notes.append(CardNote(escape(note), "kit-t37-takes", said) if note else None)
        return notes

    # --- the first dealer, the ends of hands and of the match -------------------------------------
    def first_dealer(self, seed: int, players: int) -> tuple[int | None, list[Callable[[str], str]]]:
        """T37-2: whoever is dealt the Ace of hearts face up deals first (cards turned from the
        person, clockwise), drawn from a stream of the seed's own (:data:`ACE_DRAW_STREAM`)."""
        rng = np.random.default_rng(np.random.SeedSequence([int(seed), ACE_DRAW_STREAM]))
        dealer, turned = t37.dealer_by_ace_of_hearts(players, rng)
        self.first_draw = (dealer, turned)
        k = len(turned)

        def who(lang: str) -> str:
            if dealer == PERSON:
                return t("t37.app.ace_dealer.you", lang)
            return t("t37.app.ace_dealer", lang, player=self.names_in(lang)[dealer])

        return dealer, [lambda lang: t("t37.app.ace_draw", lang, k=k), who]

    def side_totals(self) -> list[float]:
        """Each side's total so far (partners share one, T37-1)."""
        n = self.match.players
        return [self.match.totals[t37.seats_of(side, n)[0]] for side in range(t37.sides(n))]

    def hand_over_lines(self, n: int, scores: Sequence[float]) -> list[Callable[[str], str]]:
        players, target = self.match.players, self.match.target
        totals = self.side_totals()

        def hand_over(lang: str) -> str:
            names = self.names_in(lang)
            said = ", ".join(f"{side_name(side, players, names, lang)} {points_text(p, lang)}"
                             for side, p in enumerate(totals))
            return t("t37.app.hand_over", lang, n=n, totals=said)

        lines = [hand_over]
        best = max(totals)
        if self.match.winner is None and best >= target:  # T37-8: a tie at the top plays on
            lines.append(lambda lang: t("t37.app.tie_at_top", lang, target=target, points=points_text(best, lang)))
        return lines

    def match_over_lines(self, winner: int) -> list[Callable[[str], str]]:
        players = self.match.players
        side = t37.side_of(winner, players)
        total = self.match.totals[winner]

        def over(lang: str) -> str:
            names, points = self.names_in(lang), points_text(total, lang)
            team = "" if players != 4 else ".team"
            if PERSON in t37.seats_of(side, players):
                partner = names[(PERSON + 2) % 4] if team else ""
                return t(f"t37.app.match_over{team}.you", lang, points=points, partner=partner)
            if team:
                return t("t37.app.match_over.team", lang, side=side_name(side, players, names, lang), points=points)
            return t("t37.app.match_over", lang, player=names[winner], points=points)

        return [over]

    # --- the game's hooks -------------------------------------------------------------------------
    def table_html(self, view: t37.View, lang: str) -> str:
        names = self.names_in(lang)
        summary = ""
        if view.over:
            summary = summary_html(view.pozzi, view.players, names, lang, hand=len(self.match.hands))
        # the hand's summary under the table, just above the Next hand button (on a phone the
        # finished hand's score is then in view)
        return table_html(view, names, lang, you=PERSON) + (
            f'<p class="kit-t37-active">{escape(self.rules_in_play(view.rules, lang))}</p>') + summary

    def action_label(self, action: t37.Play, lang: str) -> str:
        if action.take:
            return t("t37.app.action.take", lang, cards=t("t37.app.plus", lang).join(c.name(lang) for c in action.take))
        return t("t37.app.action.lay", lang, card=action.card.name(lang))

    def style_button(self, button: widgets.Button, action: Any) -> None:
        button.add_class("kit-t37-action")
        button.add_class("kit-t37-take" if action.take else "kit-t37-lay")

    def card_picked(self, card: Card, index: int) -> None:
        """A card with one play is played; a card with several (two captures, or a capture and
        laying it) offers one button each, and the status line says to choose among them (it said
        «scegli una carta» while the buttons waited: issue 33)."""
        self.choosing = card  # a card with several plays: its buttons stay through a redraw
        legal = self.legal()
        several = [a for a in legal if a.card == card]
        if len(several) > 1:
            self.offer(several, self.choice_prompt(several, self.lang))
            self.show_status(self.status_words(self.GAME.view(self.match.table.state, PERSON), legal, self.lang), True)
        else:
            super().card_picked(card, index)

    @staticmethod
    def choice_prompt(several: Sequence[t37.Play], lang: str) -> str:
        """The words before the buttons of one card's plays: "which capture?", or "take or lay?"
        when laying it is one of them (T37 without compulsory capture)."""
        key = "t37.app.choose.take" if all(a.take for a in several) else "t37.app.choose.take_or_lay"
        return t(key, lang, card=several[0].card.name(lang))

    def hand_title(self, view: t37.View, legal: tuple, lang: str) -> str:
        """"Your hand"."""
        return t("t37.app.your_hand", lang)

    def status_words(self, view: t37.View, legal: tuple, lang: str) -> str:
        """"Play a card", or the capture being chosen (told again, e.g. in the language
        switched to)."""
        several = [a for a in legal if a.card == self.choosing] if self.choosing is not None else []
        if len(several) > 1:
            key = "t37.app.status.choose" if all(a.take for a in several) else "t37.app.status.choose_or_lay"
            return t(key, lang, card=self.choosing.name(lang))
        if legal:
            return t("t37.app.status.play", lang)
        return super().status_words(view, legal, lang)

    def show_controls(self, view: t37.View, legal: tuple) -> None:
        """The captures to choose among for the card picked, one button each."""
        super().show_controls(view, legal)
        several = [a for a in legal if a.card == self.choosing]
        if len(several) > 1:
            self.offer(several, self.choice_prompt(several, self.lang))
        else:
            self.choosing = None

    def scoreboard_html(self) -> str:
        """The running score per side: each hand's points, the totals, the target and where the
        match stands (T37-8)."""
        lang, match = self.lang, self.match
        players, names = match.players, self.names_in(lang)
        n_sides = t37.sides(players)
        head = "".join(f"<th scope='col'>{escape(side_name(s, players, names, lang))}</th>" for s in range(n_sides))
        rows = []
        for number, record in enumerate(match.hands, start=1):
            scores = t37.returns(record.state)
            cells = "".join(f"<td>{escape(_signed(scores[t37.seats_of(s, players)[0]]))}</td>" for s in range(n_sides))
            rows.append(f"<tr><th scope='row'>{escape(t('turn.hand_n', lang, n=number))}</th>{cells}</tr>")
        totals = self.side_totals()
        cells = "".join(f"<td><strong>{escape(points_text(p, lang, unit=False))}</strong></td>" for p in totals)
        rows.append(f"<tr><th scope='row'>{escape(t('turn.total', lang))}</th>{cells}</tr>")
        caption = t("t37.app.scores_caption", lang, target=points_text(match.target, lang))
        if match.winner is not None:
            where = self.match_over_lines(match.winner)[0](lang)
        elif match.hands and max(totals) >= match.target:
            where = t("t37.app.tie_at_top", lang, target=match.target, points=points_text(max(totals), lang))
        else:
            where = t("t37.app.to_go", lang, target=points_text(match.target, lang))
        return (f"<table class='kit-scores kit-t37-scores'><caption>{escape(caption)}</caption>"
                f"<tr><td></td>{head}</tr>{''.join(rows)}</table>"
                f"<p class='kit-t37-where' role='status'>{escape(where)}</p>")


def _signed(points: float) -> str:
    """A hand's points with their sign (``+3``, ``−2``, ``0``), as a score line prints them."""
    return t37.Line("", 0, int(points)).signed


rules_in_play = TrentasetteApp.rules_in_play
"""One line naming the two switches and the target: "Rules in play: Capturing is compulsory
(on) · A single card first (on); played to 37 points." (T37-5, T37-8)."""
