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
* the scoreboard: each hand's points and the totals, up to the target;
* a pause after every hand (the game's ``hand_ended``), with "Next hand": between the match's
  hands, and between the hands inside a state that is a whole match (Trentuno's game, 3-5-8's
  match: :attr:`kit.engine.GameType.whole_match`), where chance then deals the next.

The board shows only what the person may know: the game's ``view(state, seat 0)``, never the
state.  What the person learns alone (an event's private parts) is told to them only.  A game's
app subclasses :class:`TurnApp`, sets :attr:`GAME`, :attr:`TITLE` and :attr:`INTRO`, and
overrides :meth:`table_html` (and, where the defaults do not fit, :meth:`action_label`,
:meth:`card_of`, :meth:`hand_of`, :meth:`choices_prompt`, :meth:`style_button`,
:meth:`computer`, :meth:`first_dealer`, :meth:`match_start_lines`, :meth:`hand_over_lines`,
:meth:`match_over_lines`, :meth:`on_new_match`, :meth:`on_hand_end`; for what the screen
shows :meth:`show_hand`, :meth:`hand_title`, :meth:`status_words`, :meth:`scoreboard_html`,
:meth:`show_controls`, :meth:`card_picked`; and for its own widgets :meth:`hand_view`,
:meth:`illegal_reason`, :meth:`settings_row`, :meth:`more_buttons`).  No app overrides a
private method: the screen is drawn by :meth:`show` alone, in that order.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Sequence

import ipywidgets as widgets

from kit.cards import Card
from kit.engine import IllegalMove, Match, is_whole
from kit.i18n import CATALOGUE, fmt_int, t
from kit.ui.widgets import HandView, KitApp, NumberChoice, WholeNumberBox, wrapping_row

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
        TypeError: :attr:`GAME` has windows where several seats act at once (its
            ``GAME_TYPE.windows``): such a game needs a timed app of its own.
    """

    GAME: Any = None
    TITLE = "turn.title"
    INTRO = "turn.intro"
    LOG_LINES = 400
    """How many narration lines the log keeps on the page (the newest; the box scrolls)."""
    KEYS = ""
    """The prefix of the app's own words, if any: the players' menu names each count with
    ``<KEYS>.players.<n>`` and the level menu each level with ``<KEYS>.level.<name>`` when the
    catalogue has them (else the kit's ``level.<name>``, else the number or the name)."""
    LEVELS: tuple[str, ...] = ()
    """The computer players' levels in the order offered (default the game's ``LEVELS``)."""
    WIDE_MENUS = False
    """The players' and level menus hold sentences ("2: you against Bruno"): room for them, 340
    pixels, within a phone's width."""

    def __init__(self, lang: str = "en", seed: int = 1, players: int | None = None, level: str | None = None,
                 rules: Any = None, target: float | None = None) -> None:
        game = self.GAME
        if game.GAME_TYPE.windows:
            raise TypeError(f"{game.NAME} has windows where several players act at once (join); TurnApp drives "
                            "games where one seat acts at a time: give it a timed app of its own (as Un, due, tre's)")
        levels = self.levels()
        allowed = game.GAME_TYPE.players
        players = allowed.start if players is None else players
        level = levels[0] if level is None else level
        if not is_whole(players) or players not in allowed:
            raise ValueError(f"{game.NAME} is for {allowed.start} to {allowed.stop - 1} players, got {players!r}")
        if level not in levels:
            raise ValueError(f"no computer level {level!r}; use one of {levels}")
        self.rules = game.Rules() if rules is None else rules
        self.target = target
        self.match: Match | None = None
        self.told: list[Callable[[str], str]] = []  # each line told in any language
        style = {"description_width": "initial"}
        wide = dict(width="340px", max_width="100%")
        self.players = widgets.Dropdown(options=list(allowed), value=players, style=style,
                                        layout=widgets.Layout(**wide) if self.WIDE_MENUS else widgets.Layout(width="160px"))
        self.level = widgets.Dropdown(options=levels, value=level, style=style,
                                      layout=widgets.Layout(**wide) if self.WIDE_MENUS else widgets.Layout(width="220px"))
        self.start_button = widgets.Button(button_style="primary")
        self.start_button.add_class("kit-start")
        self.next_button = widgets.Button(layout=widgets.Layout(display="none"))
        self.board = widgets.HTML()
        self.status = widgets.HTML()
        self.hand = self.hand_view(lang)
        self.choices = wrapping_row([], "kit-choices-row")
        self.narration_log = widgets.HTML()
        self.scores = widgets.HTML()
        self.rules_card = widgets.HTML()
        self.rules_card.add_class("kit-rules-card-box")
        self.start_button.on_click(lambda _: self.start())
        self.next_button.on_click(lambda _: self.next_hand())
        self.hand.on_pick(self.card_picked)
        self.seed_row(seed)
        super().__init__(lang)

    def arrange(self) -> tuple[list[widgets.Widget], list[widgets.Widget]]:
        """The settings (:meth:`settings_row`), the seed and the start button; then the table: the
        board; the person's part (the rules card, :meth:`rules_card_html`, the status line, the
        hand, the choices, the Next hand button and the app's own buttons, :meth:`more_buttons`);
        the record (the narration and the scores).

        The three go one under the other on a phone; on a screen at least 1000 px wide (a
        projector's 1366×768) the person's part stands beside the board, so the table and the hand
        show together without scrolling, and the record goes under both (kit.css,
        ``.kit-turn-main``)."""
        play = widgets.VBox([self.rules_card, self.status, self.hand, self.choices, self.next_button,
                             *self.more_buttons()])
        play.add_class("kit-turn-play")
        record = widgets.VBox([self.narration_log, self.scores])
        record.add_class("kit-turn-record")
        self.board.add_class("kit-turn-board")
        main = widgets.Box([self.board, play, record])
        main.add_class("kit-turn-main")
        return [wrapping_row(self.settings_row()), self.seed_box, self.start_button], [main]

    # --- hooks for a game's app -------------------------------------------------------------
    def rules_card_html(self, lang: str) -> str:
        """The game's rules in short, folded under "How to play, in short" beside the table (it
        opens without JavaScript, by keyboard too): the catalogue's ``<KEYS>.card``, one point per
        line; ``""`` when the app has none.  The introduction above the app says the same before a
        match, but folds away with the settings once one starts; a player meets "atout" or a
        challenge in the middle of a hand."""
        key = f"{self.KEYS}.card"
        if not self.KEYS or key not in CATALOGUE:
            return ""
        points = "".join(f"<li>{escape(line)}</li>" for line in t(key, lang).split("\n"))
        return (f'<details class="kit-rules-card"><summary>{escape(t("turn.rules_card", lang))}</summary>'
                f"<ul>{points}</ul></details>")

    def hand_view(self, lang: str) -> HandView:
        """The person's hand, made once (default a plain :class:`~kit.ui.widgets.HandView`): a
        game's app chooses its notes under the cards and its selection mode."""
        return HandView([], lang)

    def illegal_reason(self, lang: str) -> str | None:
        """What the hand says when an illegal card is picked (default the kit's general sentence)."""
        return None

    def settings_row(self) -> list[widgets.Widget]:
        """The settings in one row before the seed (default the players and the level)."""
        return [self.players, self.level]

    def more_buttons(self) -> list[widgets.Widget]:
        """The app's own buttons, after Next hand (default none)."""
        return []

    def levels(self) -> list[str]:
        """The computer players' levels in the order offered (:attr:`LEVELS`, default the game's)."""
        return list(self.LEVELS or getattr(self.GAME, "LEVELS", {"random": None}))

    def _words(self, key: str, lang: str, default: str) -> str:
        """``<KEYS>.<key>`` in ``lang`` if the catalogue has it, else the kit's ``<key>``, else ``default``."""
        for found in (f"{self.KEYS}.{key}" if self.KEYS else None, key):
            if found in CATALOGUE:
                return t(found, lang)
        return default

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

    def computer(self) -> Any:
        """A computer player for a new match (default the game's, at the level chosen)."""
        return self.GAME.computer(self.level.value)

    def first_dealer(self, seed: int, players: int) -> tuple[int | None, list[Callable[[str], str]]]:
        """The dealer of the match's first hand and the narration of how they were chosen, each
        line a function of the language (default ``None``: the last seat, C-1, with nothing told).
        A game whose rules choose the first dealer (Trentasette's Ace of hearts, T37-2) overrides it;
        ``seed`` is the match's seed (draw from a stream of its own, so the hands stay as they are)."""
        return None, []

    def match_start_lines(self) -> list[Callable[[str], str]]:
        """The narration of a new match's start, each line a function of the language (default:
        the target, in points)."""
        target = self.match.target
        return [lambda lang: t("turn.match_start", lang, target=points_text(target, lang))]

    def on_new_match(self) -> None:
        """Called when a match starts, before its first deal: a game's app resets what it keeps
        for each match (default nothing)."""

    def on_hand_end(self, state: Any) -> None:
        """Called once for every hand that ends (at its pause, the game's ``hand_ended``, and at
        the match's end, before the narration of the end), with the state there: a game's app
        keeps what it shows of each hand (default nothing)."""

    def hand_over_lines(self, n: int, scores: Sequence[float]) -> list[Callable[[str], str]]:
        """The narration after hand ``n`` (1-based) of the match ended with ``scores`` (points
        per seat), each line a function of the language (default: every seat's points in one
        line).  Not called in a game whose state is a whole match (its own events tell its
        hands' scores)."""
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
        for menu, options in ((self.players, [(self._words(f"players.{n}", lang, str(n)), n) for n in self.GAME.PLAYERS]),
                              (self.level, [(self._words(f"level.{name}", lang, name), name) for name in self.levels()])):
            chosen = menu.value
            menu.options = options
            menu.value = chosen
        self.start_button.description = t("turn.new_match", lang)
        self.next_button.description = t("turn.next_hand", lang)
        self.hand.set_language(lang, self.illegal_reason(lang))
        self.rules_card.value = self.rules_card_html(lang)
        if self.match is not None:  # the board, prompts and the whole narration, told again in lang
            self.show()

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
            agents = [None if seat == PERSON else self.computer() for seat in range(n)]
            dealer, how = self.first_dealer(seed, n)
            self.match = Match(game, self.rules, n, agents, seed, target=self.target, first_dealer=dealer)
            self.told = [*self.match_start_lines(), *how]
            self.message.value = ""
            self.on_new_match()
            self._deal()
            return self.match
        except Exception as error:  # an app shows a message, never a traceback
            return self.refuse(t("error.generic", lang, detail=str(error)))

    @property
    def paused(self) -> bool:
        """A hand has just ended and the next waits for the Next hand button
        (:attr:`kit.engine.Match.paused`)."""
        return self.match is not None and self.match.paused

    def next_hand(self) -> None:
        """Deal the next hand (the Next hand button), then play up to the person."""
        if self.paused:
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
        """The match's next hand (its first at the start): a new hand of the match is announced
        with its dealer (a whole-match state deals and tells its own hands); then the deal's
        events (the game's ``opening``, or chance's deal) and the play up to the next stop."""
        match = self.match
        if match.table is None and not self.GAME.GAME_TYPE.whole_match:
            n, dealer = len(match.hands) + 1, match.dealer
            if dealer == PERSON:
                self.told.append(lambda lang: t("turn.hand_start.you", lang, n=n))
            else:
                self.told.append(lambda lang: t("turn.hand_start", lang, n=n, dealer=self.names_in(lang)[dealer]))
        self._narrate(match.next_hand())
        self._stopped()

    def advance(self) -> None:
        """Let chance and the computer players act until the person must act or a hand ends
        (:meth:`kit.engine.Match.advance`)."""
        self._narrate(self.match.advance())
        self._stopped()

    def _stopped(self) -> None:
        """After play stopped: at a hand's end, what is told of it; then the screen."""
        match = self.match
        if match.table is None:  # the state is over: scored into the match
            self.on_hand_end(match.hands[-1].state)
            if not self.GAME.GAME_TYPE.whole_match:
                scores = self.GAME.returns(match.hands[-1].state)
                self.told.extend(self.hand_over_lines(len(match.hands), scores))
            if match.winner is not None:
                self.told.extend(self.match_over_lines(match.winner))
        elif match.paused:  # a pause between the hands of a whole-match state
            self.on_hand_end(match.table.state)
        self.show()

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
    def card_picked(self, card: Card, index: int) -> None:
        """A card of the person's hand was picked: its one action is played; with several (a
        card that can be played in more ways) the person chooses among buttons."""
        actions = [a for a in self.legal() if self.card_of(a) == card]
        if len(actions) == 1:
            self.play(actions[0])
        elif actions:  # several actions with this card: the person chooses
            self.offer(actions, t("turn.choose", self.lang, card=card.name(self.lang)))

    def _narrate(self, events: Sequence[Any]) -> None:
        """Tell ``events`` as the person hears them: each public sentence, then what the person
        alone learns (their private parts, :meth:`kit.engine.Event.tell`), one line each."""
        for event in events:
            for k in range(1 + sum(part.seat == PERSON for part in event.private)):
                self.told.append(lambda lang, e=event, k=k: e.tell(lang, self.names_in(lang), you=PERSON)[k])

    def offer(self, actions: Sequence[Any], prompt: str = "") -> None:
        """Offer ``actions`` as buttons (each plays its action), after ``prompt`` if any."""
        buttons = []
        for action in actions:
            button = widgets.Button(description=self.action_label(action, self.lang))
            button.on_click(lambda _, a=action: self.play(a))
            self.style_button(button, action)
            buttons.append(button)
        label = [widgets.HTML(f"<span>{escape(prompt)}</span>")] if prompt else []
        self.choices.children = label + buttons

    def show(self) -> None:
        """Draw the screen for the current state, as the person sees it: the table, the hand
        (:meth:`show_hand`, titled :meth:`hand_title`), the buttons for actions without a card,
        the status line (:meth:`status_words`), the narration, the scores
        (:meth:`scoreboard_html`), then the app's own controls (:meth:`show_controls`)."""
        lang, match = self.lang, self.match
        table = match.table
        state = table.state if table is not None else match.hands[-1].state
        view = self.GAME.view(state, PERSON)
        self.board.value = self.table_html(view, lang)
        legal = self.legal()
        self.show_hand(view, legal)
        self.hand.title = self.hand_title(view, legal, lang)
        others = [a for a in legal if self.card_of(a) is None]
        self.offer(others, self.choices_prompt(view, lang) if legal else "")
        self.show_status(self.status_words(view, legal, lang), bool(legal))
        self.next_button.layout.display = "" if self.paused else "none"
        start = max(0, len(self.told) - self.LOG_LINES)
        lines = "".join(f"<li>{escape(line(lang))}</li>" for line in self.told[start:])
        # the box scrolls; laid out from its end (column-reverse), it keeps the newest line in view
        self.narration_log.value = (f'<div class="kit-log-box"><ol class="kit-log" start="{start + 1}" aria-live="polite" '
                                    f'aria-label="{escape(t("turn.log", lang), quote=True)}">{lines}</ol></div>')
        self.scores.value = self.scoreboard_html()
        self.show_controls(view, legal)

    def show_status(self, said: str, your_turn: bool) -> None:
        """Put ``said`` in the status line (marked as the person's turn when ``your_turn``); ""
        empties it."""
        mark = ' class="kit-your-turn"' if your_turn else ""
        self.status.value = f'<p{mark} role="status">{escape(said)}</p>' if said else ""

    def show_hand(self, view: Any, legal: tuple) -> None:
        """Put the person's cards (:meth:`hand_of`) in the hand widget, each playable one lit."""
        cards = self.hand_of(view)
        playable = {self.card_of(a) for a in legal}
        self.hand.set_cards(cards, [c in playable for c in cards])

    def hand_title(self, view: Any, legal: tuple, lang: str) -> str:
        """The words above the person's hand (default: "<name>'s hand")."""
        return t("hand.label", lang, name=self.names()[PERSON])

    def status_words(self, view: Any, legal: tuple, lang: str) -> str:
        """The status line ("" for none): the person's turn, the match over, a hand done."""
        if legal:
            return t("turn.your_turn", lang)
        if self.match.winner is not None:
            return t("turn.over", lang)
        return t("turn.hand_done", lang) if self.paused else ""

    def show_controls(self, view: Any, legal: tuple) -> None:
        """Set the app's own controls after the screen is drawn (none here)."""

    def scoreboard_html(self) -> str:
        """The scores: each hand's points and the totals, up to the target."""
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
      for the line of the rules in play (:meth:`rules_in_play`), ``<KEYS>.rules_in_play`` and the
      words of each switch;
    * :attr:`CSS`, the prefix of its classes (``<CSS>-rules``, ``<CSS>-rule``, ``<CSS>-switch``,
      ``<CSS>-settings``; every app's rules are styled once by ``kit-rules``, ``kit-rule`` and
      ``kit-what``);
    * (:attr:`TITLE`, :attr:`INTRO`, :attr:`RULES_HEADING` and :attr:`CSS` follow from
      :attr:`KEYS` when not set: see :meth:`__init_subclass__`)
    * :attr:`SWITCHES`, the switches' ids in the order shown, and :attr:`MAX_TARGET`;

    and implements :meth:`switch_value` and :meth:`rules_from` (the game's ``Rules`` from the
    screen).  The box holds ``rules.target`` unless :meth:`target_of` says otherwise (a game whose
    match has no target puts another whole number of its rules there: Trentuno's coins each).
    More rows among the rules: :meth:`rule_rows`.  The arguments are :class:`TurnApp`'s.
    """

    CSS = ""
    RULES_HEADING = ""
    RULES_NOTE: str | None = None
    SWITCHES: tuple[str, ...] = ()
    MAX_TARGET = 1_000
    TARGET_CHOICES: tuple[int, ...] = ()
    """When the rules allow only a few numbers, those: the box is then a drop-down of them
    (:class:`~kit.ui.widgets.NumberChoice`), each named ``<KEYS>.target.option`` with ``{n}``."""
    EVERY_SWITCH_IN_PLAY = True
    """The line of the rules in play names every switch, on or off; ``False``: only the switches
    away from the game's own rules (``GAME.Rules()``: UNO's house rules), and
    ``<KEYS>.rules_official`` when there is none."""
    IN_PLAY_SEPARATOR = " · "
    """Between two rules in that line."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """An app that names :attr:`KEYS` and not its title, introduction, rules' heading or CSS
        prefix gets ``<KEYS>.title``, ``<KEYS>.intro``, ``<KEYS>.rules`` (those the catalogue
        has) and ``kit-<game>`` (``KEYS = "t37.app"``: ``kit-t37``)."""
        super().__init_subclass__(**kwargs)
        if "KEYS" not in vars(cls):
            return
        for name, key in (("TITLE", "title"), ("INTRO", "intro"), ("RULES_HEADING", "rules")):
            if name not in vars(cls) and f"{cls.KEYS}.{key}" in CATALOGUE:
                setattr(cls, name, f"{cls.KEYS}.{key}")
        if "CSS" not in vars(cls):
            cls.CSS = "kit-" + cls.KEYS.split(".")[0]

    @classmethod
    def switch_value(cls, rules: Any, switch: str) -> bool:
        """Whether ``switch`` is on in ``rules`` (the game's ``Rules``)."""
        raise NotImplementedError

    def rules_from(self, target: int, switches: dict[str, bool]) -> Any:
        """The game's ``Rules`` for ``target`` and the switches' values by id."""
        raise NotImplementedError

    def target_of(self, rules: Any) -> int:
        """The number the whole-number box shows for ``rules`` (default ``rules.target``)."""
        return rules.target

    @classmethod
    def settings_in_play(cls, rules: Any, lang: str) -> list[str]:
        """The words for the rules that are not switches, first in the line of the rules in play
        (default none)."""
        return []

    @classmethod
    def rules_in_play(cls, rules: Any, lang: str = "en") -> str:
        """One line naming the rules of a match, for a class watching the game (the table shows it):
        ``<KEYS>.rules_in_play`` with ``{rules}``, the words of :meth:`settings_in_play` and of each
        switch (see :attr:`EVERY_SWITCH_IN_PLAY`) joined by :attr:`IN_PLAY_SEPARATOR`, and
        ``{target}``, the rules' target in points (if they have one).  A switch's words are
        ``<KEYS>.rule.<id>.on`` (or ``.off``) when the catalogue has them, else ``<KEYS>.on`` (or
        ``<KEYS>.off``) around its name ``<KEYS>.rule.<id>``."""
        official = None if cls.EVERY_SWITCH_IN_PLAY else cls.GAME.Rules()
        said = cls.settings_in_play(rules, lang)
        for switch in cls.SWITCHES:
            on = cls.switch_value(rules, switch)
            if official is not None and on == cls.switch_value(official, switch):
                continue
            state = "on" if on else "off"
            own = f"{cls.KEYS}.rule.{switch}.{state}"
            said.append(t(own, lang) if own in CATALOGUE
                        else t(f"{cls.KEYS}.{state}", lang, rule=t(f"{cls.KEYS}.rule.{switch}", lang)))
        if not said:
            return t(f"{cls.KEYS}.rules_official", lang)
        target = getattr(rules, "target", None)
        return t(f"{cls.KEYS}.rules_in_play", lang, rules=cls.IN_PLAY_SEPARATOR.join(said),
                 target=points_text(target, lang) if target is not None else "")

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
        for switch in self.SWITCHES:
            self.switches[switch].add_class(f"{self.CSS}-switch")
        self.rules_heading = widgets.HTML()
        self.rules_note = widgets.HTML()
        self.settings_button = widgets.Button(layout=widgets.Layout(display="none", width="auto",
                                                                    align_self="flex-start"))
        self.settings_button.add_class(f"{self.CSS}-settings")
        self.settings_button.on_click(lambda _: self.show_settings(True))
        self.seed_note = widgets.HTML(layout=widgets.Layout(display="none"))  # the match's seed, during a match
        super().__init__(lang, seed, players, level, rules)
        self.hand.layout.display = "none"  # no hand before the first deal

    def rule_row(self, control: widgets.Widget, what: widgets.HTML) -> widgets.VBox:
        """One row among the rules: a control and the line under it saying what it changes."""
        row = widgets.VBox([control, what])
        row.add_class(f"{self.CSS}-rule")
        row.add_class("kit-rule")
        return row

    def rule_rows(self) -> list[widgets.Widget]:
        """The rows under the rules' heading (default one per switch)."""
        return [self.rule_row(self.switches[switch], self.explanations[switch]) for switch in self.SWITCHES]

    def arrange(self) -> tuple[list[widgets.Widget], list[widgets.Widget]]:
        """:class:`TurnApp`'s setup, with the target and the rules before the start button (Enter
        in the target box does not start the match: the rules come after it); the Settings button
        and the seed note take the setup's place during a match."""
        (settings, seed, start), results = super().arrange()
        self.rules_box = widgets.VBox([self.rules_heading, *self.rule_rows()] + ([self.rules_note] if self.RULES_NOTE else []))
        self.rules_box.add_class(f"{self.CSS}-rules")
        self.rules_box.add_class("kit-rules")
        self.setup = [settings, seed, self.target_box, self.rules_box]
        return [*self.setup, start, self.settings_button, self.seed_note], results

    def relabel(self, lang: str) -> None:
        super().relabel(lang)
        self.target_box.description = t(f"{self.KEYS}.target", lang)
        if isinstance(self.target_box, NumberChoice):
            self.target_box.relabel(lambda n: t(f"{self.KEYS}.target.option", lang, n=n))
        self.rules_heading.value = f"<h3>{escape(t(self.RULES_HEADING, lang))}</h3>"
        for switch, box in self.switches.items():
            what = t(f"{self.KEYS}.rule.{switch}.what", lang)
            box.description, box.tooltip = t(f"{self.KEYS}.rule.{switch}", lang), what
            self.explanations[switch].value = what_html(what)
        if self.RULES_NOTE:
            self.rules_note.value = what_html(t(self.RULES_NOTE, lang))
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

    def show_controls(self, view: Any, legal: tuple) -> None:
        """Once the match is over, "New match" beside Settings."""
        super().show_controls(view, legal)
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

def what_html(text: str) -> str:
    """The line under a rule of the setup saying what it changes (``text``, escaped)."""
    return f'<p class="kit-what">{escape(text)}</p>'


def points_text(p: float, lang: str, unit: bool = True) -> str:
    """Points in ``lang`` ("it" or "en") as a whole number when they are one (``3``), else with one
    decimal; with ``unit`` the word too (``"3 punti"``, catalogue ``turn.points``).  The apps'
    score lines and tables use it."""
    text = fmt_int(int(p), lang) if float(p).is_integer() else f"{p:.1f}".replace(".", "," if lang == "it" else ".")
    return t("turn.points", lang, n=p, text=text) if unit else text
