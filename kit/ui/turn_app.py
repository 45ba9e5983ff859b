"""The turn-based app driver: a person plays a registered game against computer players, hand
after hand, in a match (partita).

:class:`TurnApp` does everything that is the same for every turn-based game, so that a game's
app is mostly its table picture:

* the settings (players, the computer players' level, the seed) with the checks and friendly
  messages of :class:`~kit.ui.widgets.KitApp`, and the language switch;
* the match (:class:`kit.engine.Match`: the dealer rotates, each hand's returns are added up)
  played through the one runner (:class:`kit.engine.Table`); the person sits at seat 0;
* the person's hand in a :class:`~kit.ui.widgets.HandView` with the legal cards lit and the
  others dimmed (and announced as unavailable); a card that allows several actions (several
  captures) gets one button per action; actions without a card (draw, knock, pass) are buttons;
* the narration log of every event, with the players' names, told again in the other language
  when the person switches (the whole match, in a box that scrolls and keeps its newest line in
  view);
* the scoreboard: each hand's points and the totals, up to the target.

The board shows only what the person may know: the game's ``view(state, seat 0)``, never the
state.  A game's app subclasses :class:`TurnApp`, sets :attr:`GAME`, :attr:`TITLE` and
:attr:`INTRO`, and overrides :meth:`table_html` (and, where the defaults do not fit,
:meth:`action_label`, :meth:`card_of`, :meth:`hand_of`, :meth:`choices_prompt`,
:meth:`style_button`, :meth:`first_dealer`, :meth:`hand_over_lines`, :meth:`match_over_lines`).
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Sequence

import ipywidgets as widgets

from kit.cards import Card
from kit.engine import IllegalMove, Match, no_window
from kit.i18n import CATALOGUE, fmt_int, t
from kit.ui.widgets import HandView, KitApp, NumberChoice, WholeNumberBox

PERSON = 0
"""The person's seat."""


class TurnApp(KitApp):
    """A match of :attr:`GAME` between the person (seat 0) and computer players.

    Args:
        lang: ``"it"`` or ``"en"``.
        seed: the match's seed (hands get their own spawned streams).
        players: seats at the table (default the fewest the game allows).
        level: the computer players' level, one of the game's ``LEVELS`` (default the first).
        rules: the game's ``Rules`` (default ``GAME.Rules()``).
        target: points that end the match (default the game's ``MATCH_TARGET``).

    Attributes:
        match: the :class:`~kit.engine.Match` being played (``None`` before the first).
        log_lines: the narration so far in the app's language, newest last.

    Raises:
        ValueError: a player count the game does not allow, or an unknown level.
        TypeError: :attr:`GAME` has windows where several seats act at once (its ``join`` is
            not :func:`kit.engine.no_window`): such a game needs a timed app of its own.
    """

    GAME: Any = None
    TITLE = "turn.title"
    INTRO = "turn.intro"
    LOG_LINES = 400
    """How many narration lines the log keeps on the page (the newest; the box scrolls)."""

    def __init__(self, lang: str = "en", seed: int = 1, players: int | None = None, level: str | None = None,
                 rules: Any = None, target: float | None = None) -> None:
        game = self.GAME
        if game.join is not no_window:
            raise TypeError(f"{game.NAME} has windows where several players act at once (join); TurnApp drives "
                            "games where one seat acts at a time: give it a timed app of its own (as Un, due, tre's)")
        levels = list(getattr(game, "LEVELS", {"random": None}))
        players = game.PLAYERS.start if players is None else players
        level = levels[0] if level is None else level
        if players not in game.PLAYERS:
            raise ValueError(f"{game.NAME} is for {game.PLAYERS.start} to {game.PLAYERS.stop - 1} players, got {players}")
        if level not in levels:
            raise ValueError(f"no computer level {level!r}; use one of {levels}")
        self.rules = game.Rules() if rules is None else rules
        self.target = target
        self.match: Match | None = None
        self.told: list[Callable[[str], str]] = []  # each line told in any language
        style = {"description_width": "initial"}
        self.players = widgets.Dropdown(options=list(game.PLAYERS), value=players, style=style,
                                        layout=widgets.Layout(width="160px"))
        self.level = widgets.Dropdown(options=levels, value=level, style=style, layout=widgets.Layout(width="220px"))
        self.start_button = widgets.Button(button_style="primary")
        self.start_button.add_class("kit-start")
        self.next_button = widgets.Button(layout=widgets.Layout(display="none"))
        self.board = widgets.HTML()
        self.status = widgets.HTML()
        self.hand = HandView([], lang, pickable=True)
        self.choices = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap", grid_gap="6px"))
        self.narration_log = widgets.HTML()
        self.scores = widgets.HTML()
        self.start_button.on_click(lambda _: self.start())
        self.next_button.on_click(lambda _: self.next_hand())
        self.hand.on_pick(self._picked)
        settings = widgets.HBox([self.players, self.level], layout=widgets.Layout(flex_flow="row wrap", grid_gap="8px"))
        super().__init__(lang, [settings, self.seed_row(seed), self.start_button],
                         [self.board, self.status, self.hand, self.choices, self.next_button, self.narration_log, self.scores])

    # --- hooks for a game's app -------------------------------------------------------------
    def table_html(self, view: Any, lang: str) -> str:
        """The table as the person sees it (HTML).  Games override this with their picture."""
        return f"<pre>{escape(repr(view))}</pre>"

    def action_label(self, action: Any, lang: str) -> str:
        """A button's label for ``action``: the catalogue entry ``<prefix>.action.<Kind>``
        (with the card's name as ``{card}``), else the card's name."""
        key = f"{self.GAME.PREFIX}.action.{type(action).__name__}"
        card = self.card_of(action)
        try:
            return t(key, lang, card=card.name(lang) if card is not None else "")
        except KeyError:
            return card.name(lang) if card is not None else repr(action)

    def card_of(self, action: Any) -> Card | None:
        """The card of the person's hand that ``action`` plays, or ``None`` (default ``action.card``)."""
        card = getattr(action, "card", None)
        return card if isinstance(card, Card) else None

    def hand_of(self, view: Any) -> tuple[Card, ...]:
        """The person's cards in ``view`` (default ``view.hand``)."""
        return tuple(getattr(view, "hand", ()))

    def choices_prompt(self, view: Any, lang: str) -> str:
        """The words in front of the buttons of the actions without a card (default none)."""
        return ""

    def style_button(self, button: widgets.Button, action: Any) -> None:
        """Dress the button of ``action`` (a game's app adds CSS classes or a tooltip; default nothing)."""

    def first_dealer(self, seed: int, players: int) -> tuple[int | None, list[Callable[[str], str]]]:
        """The dealer of the match's first hand and the narration of how they were chosen, each
        line a function of the language (default ``None``: the last seat, C-1, with nothing told).
        A game whose rules choose the first dealer (Trentasette's Ace of hearts, T37-2) overrides it;
        ``seed`` is the match's seed (draw from a stream of its own, so the hands stay as they are)."""
        return None, []

    def hand_over_lines(self, n: int, scores: Sequence[float]) -> list[Callable[[str], str]]:
        """The narration after hand ``n`` (1-based) ended with ``scores`` (points per seat),
        each line a function of the language (default: every seat's points in one line)."""
        def hand_over(lang: str) -> str:
            names = self.names_in(lang)
            points = ", ".join(f"{names[s]} {points_text(p, lang)}" for s, p in enumerate(scores))
            return t("turn.hand_over", lang, n=n, points=points)

        return [hand_over]

    def match_over_lines(self, winner: int) -> list[Callable[[str], str]]:
        """The narration of the match's end, won by seat ``winner`` (default: who won, with how many points)."""
        total = self.match.totals[winner]
        key = "turn.match_over.you" if winner == PERSON else "turn.match_over"
        return [lambda lang: t(key, lang, player=self.names_in(lang)[winner], points=points_text(total, lang))]

    # --- the match ----------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The match's position now (the last hand's once it is over), or ``None`` before a match."""
        if self.match is None:
            return None
        if self.match.table is not None:
            return self.match.table.state
        return self.match.hands[-1].state if self.match.hands else None

    def relabel(self, lang: str) -> None:
        """Labels in ``lang``; the board, log and scores are redrawn in it too."""
        self.players.description = t("turn.players", lang)
        self.level.description = t("turn.level", lang)
        chosen = self.level.value
        self.level.options = [(t(f"level.{name}", lang) if f"level.{name}" in CATALOGUE else name, name)
                              for name in getattr(self.GAME, "LEVELS", {"random": 0})]
        self.level.value = chosen
        self.start_button.description = t("turn.new_match", lang)
        self.next_button.description = t("turn.next_hand", lang)
        self.hand.set_language(lang)
        if self.match is not None:  # the board, prompts and the whole narration, told again in lang
            self._show()

    def names(self, players: int | None = None) -> list[str]:
        """The players' names by seat: the person first (``"Tu"``/``"You"``), then the kit's names."""
        players = self.match.players if players is None and self.match is not None else players
        return self.player_names(players or self.players.value, person=PERSON)

    def start(self) -> Match | None:
        """Start a new match with the settings shown (the New match button).

        Returns:
            The :class:`~kit.engine.Match`, or ``None`` after a friendly message.
        """
        lang = self.lang
        seed = self.new_game_seed()
        if seed is None:
            return None
        try:
            game, n = self.GAME, self.players.value
            agents = [None if seat == PERSON else game.computer(self.level.value) for seat in range(n)]
            dealer, how = self.first_dealer(seed, n)
            self.match = Match(game, self.rules, n, agents, seed, target=self.target, first_dealer=dealer)
            target = self.match.target
            self.told = [lambda lang: t("turn.match_start", lang, target=points_text(target, lang)), *how]
            self.message.value = ""
            self._deal()
            return self.match
        except Exception as error:  # an app shows a message, never a traceback
            return self.refuse(t("error.generic", lang, detail=str(error)))

    def next_hand(self) -> None:
        """Deal the next hand (the Next hand button)."""
        if self.match is None or self.match.over or self.match.table is not None:
            return
        self._deal()

    @property
    def log_lines(self) -> list[str]:
        """The narration so far in the app's language, newest last."""
        return [line(self.lang) for line in self.told]

    def names_in(self, lang: str) -> list[str]:
        """The players' names by seat with the person called as in ``lang`` ("Tu"/"You")."""
        names = self.names()
        names[PERSON] = t("turn.you", lang)
        return names

    def _deal(self) -> None:
        n, dealer = len(self.match.hands) + 1, self.match.dealer
        if dealer == PERSON:
            self.told.append(lambda lang: t("turn.hand_start.you", lang, n=n))
        else:
            self.told.append(lambda lang: t("turn.hand_start", lang, n=n, dealer=self.names_in(lang)[dealer]))
        table = self.match.new_hand()
        opening = getattr(self.GAME, "opening", None)  # how the hand began (UNO's first card), if the game tells it
        if opening is not None:
            self._narrate(opening(table.state))
        self.advance()

    def advance(self) -> None:
        """Let chance and the computer players act until the person must act or the hand ends."""
        match = self.match
        table = match.table
        done = len(table.record.log)
        table.run()
        self._narrate(table.record.log[done:])
        if self.GAME.is_terminal(table.state):
            scores = match.end_hand()
            self.told.extend(self.hand_over_lines(len(match.hands), scores))
            if match.winner is not None:
                self.told.extend(self.match_over_lines(match.winner))
        self._show()

    def play(self, action: Any) -> None:
        """The person plays ``action``; a refused action leaves everything as it was, with a message."""
        table = self.match.table if self.match is not None else None
        if table is None:
            return self.refuse(t("turn.not_now", self.lang))
        done = len(table.record.log)
        try:
            table.submit(action)
        except IllegalMove:
            return self.refuse(t("turn.illegal", self.lang))
        self.message.value = ""
        self._narrate(table.record.log[done:])
        self.advance()

    def legal(self) -> tuple:
        """The person's legal actions now (empty when it is not the person's turn)."""
        table = self.match.table if self.match is not None else None
        if table is None or PERSON not in table.waiting_for():
            return ()
        return self.GAME.legal_actions(table.state, PERSON)

    # --- drawing ------------------------------------------------------------------------------
    def _picked(self, card: Card, index: int) -> None:
        actions = [a for a in self.legal() if self.card_of(a) == card]
        if len(actions) == 1:
            self.play(actions[0])
        elif actions:  # several actions with this card: the person chooses
            self._buttons(actions, t("turn.choose", self.lang, card=card.name(self.lang)))

    def _narrate(self, events: Sequence[Any]) -> None:
        self.told.extend((lambda lang, e=event: e.narrate(lang, self.names_in(lang), you=PERSON)) for event in events)

    def _buttons(self, actions: Sequence[Any], prompt: str = "") -> None:
        buttons = []
        for action in actions:
            button = widgets.Button(description=self.action_label(action, self.lang))
            button.on_click(lambda _, a=action: self.play(a))
            self.style_button(button, action)
            buttons.append(button)
        label = [widgets.HTML(f"<span>{escape(prompt)}</span>")] if prompt else []
        self.choices.children = label + buttons

    def _show(self) -> None:
        lang, match = self.lang, self.match
        table = match.table
        state = table.state if table is not None else match.hands[-1].state
        view = self.GAME.view(state, PERSON)
        self.board.value = self.table_html(view, lang)
        legal = self.legal()
        cards = self.hand_of(view)
        playable = {self.card_of(a) for a in legal}
        self.hand.set_cards(cards, [c in playable for c in cards])
        self.hand.title = t("hand.label", lang, name=self.names()[PERSON])
        others = [a for a in legal if self.card_of(a) is None]
        self._buttons(others, self.choices_prompt(view, lang) if legal else "")
        if legal:
            self.status.value = f'<p class="kit-your-turn" role="status">{escape(t("turn.your_turn", lang))}</p>'
        elif match.winner is not None:
            self.status.value = f'<p role="status">{escape(t("turn.over", lang))}</p>'
        else:
            self.status.value = f'<p role="status">{escape(t("turn.hand_done", lang))}</p>' if table is None else ""
        self.next_button.layout.display = "" if table is None and not match.over else "none"
        start = max(0, len(self.told) - self.LOG_LINES)
        lines = "".join(f"<li>{escape(line(lang))}</li>" for line in self.told[start:])
        # the box scrolls; laid out from its end (column-reverse), it keeps the newest line in view
        self.narration_log.value = (f'<div class="kit-log-box"><ol class="kit-log" start="{start + 1}" aria-live="polite" '
                                    f'aria-label="{escape(t("turn.log", lang), quote=True)}">{lines}</ol></div>')
        self.scores.value = self._scoreboard()

    def _scoreboard(self) -> str:
        lang, match = self.lang, self.match
        names = self.names()
        head = "".join(f"<th scope='col'>{escape(name)}</th>" for name in names)
        rows = []
        for number, record in enumerate(match.hands, start=1):
            scores = self.GAME.returns(record.state)
            cells = "".join(f"<td>{escape(points_text(p, lang, unit=False))}</td>" for p in scores)
            rows.append(f"<tr><th scope='row'>{escape(t('turn.hand_n', lang, n=number))}</th>{cells}</tr>")
        totals = "".join(f"<td><strong>{escape(points_text(p, lang, unit=False))}</strong></td>" for p in match.totals)
        rows.append(f"<tr><th scope='row'>{escape(t('turn.total', lang))}</th>{totals}</tr>")
        caption = t("turn.scores_caption", lang, target=points_text(match.target, lang))
        return (f"<table class='kit-scores'><caption>{escape(caption)}</caption>"
                f"<tr><td></td>{head}</tr>{''.join(rows)}</table>")

    def __repr__(self) -> str:
        hands = len(self.match.hands) if self.match is not None else 0
        return f"{type(self).__name__}(lang={self.lang!r}, players={self.players.value}, hands played={hands})"



class RulesSetupApp(TurnApp):
    """A :class:`TurnApp` whose setup also holds the target (a whole-number box, or a drop-down
    when the rules allow only a few numbers: :attr:`TARGET_CHOICES`) and the game's
    rule switches, each with one plain line saying what it changes; once a match starts the
    setup (and the introduction) folds away behind a "Settings" button, so that on a phone the
    table and the hand come up without scrolling.

    A game's app sets, besides :class:`TurnApp`'s members:

    * :attr:`KEYS`, the prefix of its words: ``<KEYS>.target``, ``<KEYS>.bad_target`` (with
      ``{high}``), ``<KEYS>.settings``, ``<KEYS>.rule.<id>`` and ``<KEYS>.rule.<id>.what`` for
      each switch; :attr:`RULES_HEADING` and, if any, :attr:`RULES_NOTE` (a line under the switches);
    * :attr:`CSS`, the prefix of its classes (``<CSS>-rules``, ``<CSS>-rule``, ``<CSS>-switch``,
      ``<CSS>-what``, ``<CSS>-settings``);
    * :attr:`SWITCHES`, the switches' ids in the order shown, and :attr:`MAX_TARGET`;

    and implements :meth:`switch_value` and :meth:`rules_from` (the game's ``Rules`` from the
    screen).  The box holds ``rules.target`` unless :meth:`target_of` says otherwise (a game whose
    match has no target puts another whole number of its rules there: Trentuno's coins each).
    The arguments are :class:`TurnApp`'s.
    """

    KEYS = ""
    CSS = ""
    RULES_HEADING = ""
    RULES_NOTE: str | None = None
    SWITCHES: tuple[str, ...] = ()
    MAX_TARGET = 1_000
    TARGET_CHOICES: tuple[int, ...] = ()
    """When the rules allow only a few numbers, those: the box is then a drop-down of them
    (:class:`~kit.ui.widgets.NumberChoice`), each named ``<KEYS>.target.option`` with ``{n}``."""

    def switch_value(self, rules: Any, switch: str) -> bool:
        """Whether ``switch`` is on in ``rules`` (the game's ``Rules``)."""
        raise NotImplementedError

    def rules_from(self, target: int, switches: dict[str, bool]) -> Any:
        """The game's ``Rules`` for ``target`` and the switches' values by id."""
        raise NotImplementedError

    def target_of(self, rules: Any) -> int:
        """The number the whole-number box shows for ``rules`` (default ``rules.target``)."""
        return rules.target

    def __init__(self, lang: str = "en", seed: int = 1, players: int | None = None, level: str | None = None,
                 rules: Any = None) -> None:
        rules = self.GAME.Rules() if rules is None else rules
        box = dict(style={"description_width": "initial"}, layout=widgets.Layout(width="100%", max_width="340px"))
        self.target_box = (NumberChoice(self.TARGET_CHOICES, self.target_of(rules), **box) if self.TARGET_CHOICES
                           else WholeNumberBox(self.target_of(rules), **box))
        self.switches = {switch: widgets.Checkbox(value=self.switch_value(rules, switch), indent=False,
                                                  layout=widgets.Layout(width="auto"))
                         for switch in self.SWITCHES}
        self.explanations = {switch: widgets.HTML() for switch in self.SWITCHES}
        rows = []
        for switch in self.SWITCHES:
            self.switches[switch].add_class(f"{self.CSS}-switch")
            row = widgets.VBox([self.switches[switch], self.explanations[switch]])
            row.add_class(f"{self.CSS}-rule")
            rows.append(row)
        self.rules_heading = widgets.HTML()
        self.rules_note = widgets.HTML()
        self.rules_box = widgets.VBox([self.rules_heading, *rows] + ([self.rules_note] if self.RULES_NOTE else []))
        self.rules_box.add_class(f"{self.CSS}-rules")
        self.settings_button = widgets.Button(layout=widgets.Layout(display="none", width="auto",
                                                                    align_self="flex-start"))
        self.settings_button.add_class(f"{self.CSS}-settings")
        self.settings_button.on_click(lambda _: self.show_settings(True))
        self.seed_note = widgets.HTML(layout=widgets.Layout(display="none"))  # the match's seed, during a match
        super().__init__(lang, seed, players, level, rules)
        self.hand.layout.display = "none"  # no hand before the first deal
        # the setup: TurnApp's players, level, seed and start, with the target and the rules
        # before the start button; the settings button takes the setup's place during a match
        # (Enter in the target box does not start the match: the rules come after it)
        children = list(self.children)
        at = children.index(self.start_button)
        self.setup = [*children[children.index(self.title) + 2:at], self.target_box, self.rules_box]
        self.children = (*children[:at], self.target_box, self.rules_box, self.start_button, self.settings_button,
                         self.seed_note, *children[at + 1:])

    def relabel(self, lang: str) -> None:
        super().relabel(lang)
        if not hasattr(self, "target_box"):  # TurnApp's own first labelling, before the setup exists
            return
        self.target_box.description = t(f"{self.KEYS}.target", lang)
        if isinstance(self.target_box, NumberChoice):
            self.target_box.relabel(lambda n: t(f"{self.KEYS}.target.option", lang, n=n))
        self.rules_heading.value = f"<h3>{escape(t(self.RULES_HEADING, lang))}</h3>"
        for switch, box in self.switches.items():
            what = t(f"{self.KEYS}.rule.{switch}.what", lang)
            box.description, box.tooltip = t(f"{self.KEYS}.rule.{switch}", lang), what
            self.explanations[switch].value = f'<p class="{self.CSS}-what">{escape(what)}</p>'
        if self.RULES_NOTE:
            self.rules_note.value = f'<p class="{self.CSS}-what">{escape(t(self.RULES_NOTE, lang))}</p>'
        self.settings_button.description = t(f"{self.KEYS}.settings", lang)
        if self._played_seed is not None:  # so a teacher can check a student's screen, and a match be replayed
            self.seed_note.value = (f'<p class="kit-seed-note">'
                                    f'{escape(t("turn.seed_note", lang, seed=self._played_seed))}</p>')

    def read_rules(self) -> Any:
        """The rules set up on the screen, or ``None`` after a friendly message (a target that is
        not a whole number from 1 to :attr:`MAX_TARGET`)."""
        problem = self.target_box.problem(self.lang)
        if problem is None and not 1 <= self.target_box.number <= self.MAX_TARGET:
            problem = t(f"{self.KEYS}.bad_target", self.lang, high=fmt_int(self.MAX_TARGET, self.lang))
        if problem is not None:
            self.target_box.add_class("kit-invalid")
            return self.refuse(problem)
        self.target_box.remove_class("kit-invalid")
        return self.rules_from(self.target_box.number, {switch: bool(box.value) for switch, box in self.switches.items()})

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

    def _show(self) -> None:
        super()._show()
        match = self.match
        if match is not None and match.over and match.table is None and self.start_button.layout.display == "none":
            # the match is over: "New match" comes back beside Settings (the same settings, a
            # fresh seed), so playing again needs no trip through the settings
            self.show_next_seed()
            self.start_button.layout.display = ""

    def show_settings(self, shown: bool) -> None:
        """Show the setup (and hide the Settings button), or fold it away during a match (the
        introduction too)."""
        for widget in (*self.setup, self.intro):
            widget.layout.display = "" if shown else "none"
        self.start_button.layout.display = "" if shown else "none"
        self.settings_button.layout.display = "none" if shown else ""
        self.seed_note.layout.display = "none" if shown else ""
        if not shown:
            self.relabel(self.lang)  # the seed note names the match just started
        if shown:  # the seed shown is the one the next match will use
            self.show_next_seed()

def points_text(p: float, lang: str, unit: bool = True) -> str:
    """Points in ``lang`` ("it" or "en") as a whole number when they are one (``3``), else with one
    decimal; with ``unit`` the word too (``"3 punti"``, catalogue ``turn.points``).  The apps'
    score lines and tables use it."""
    text = fmt_int(int(p), lang) if float(p).is_integer() else f"{p:.1f}".replace(".", "," if lang == "it" else ".")
    return t("turn.points", lang, n=p, text=text) if unit else text
