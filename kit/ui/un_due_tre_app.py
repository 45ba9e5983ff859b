"""The Un, due, tre reflex app: the person (seat 0) against 1 to 5 computer players.

The game runs on the one runner, :class:`kit.engine.Table`, with the person at seat 0 (agent
``None``) and :class:`~kit.games.un_due_tre.SlapAgent` computer players.  Cards are turned
at a set pace (the person's own turns too).  After each card the browser opens a slap window
and measures the person's reaction time itself (``performance.now()`` in :file:`reflex.js`),
so the kernel round trip does not count.  The computer players decide and their times are
drawn when the card is turned (the table's pending moves); the window closes at the first
computer slap (or after ``window_ms``), and the person's slap, if any, competes with theirs:
the earliest on the pile wins (UDT-7, UDT-9).
Space bar (or the button) slaps the pile; B (or the other button) slaps beside it (UDT-8).
In Straccia camicia there is nothing to slap: no slap buttons; the space bar (or the Next card
button) turns the next card at once.

The person's name (asked once, "Tu" / "You" unless they type one) labels their seat; the
narration speaks to them in the second person, in the past ("You turned…", "Anna and you
slapped…": what happened, never read as an instruction) and calls
them by that name where it speaks to them ("Too late, Maria: …").

Settings chosen before a game: number of computer players, difficulty (their reaction times),
the variants, the pace and the seed.  All text comes from the catalogue.
"""

from __future__ import annotations

import math
import threading
import time
from html import escape
from pathlib import Path

import anywidget
import ipywidgets as widgets
import traitlets

from kit.deal import streams
from kit.engine import Event, Move, Table
from kit.games.un_due_tre import LEVELS, SLAP, SLAP_BESIDE, TURN, Rules, Slap, SlapAgent, State, new_game
from kit.i18n import fmt_decimal, fmt_int, t
from kit.ui.un_due_tre import table_html
from kit.ui.widgets import CSS, PLAYER_NAMES, KitApp, WholeNumberBox, on_enter, wrapping_row

DIFFICULTY = {name: LEVELS[name] for name in ("easy", "normal", "hard")}
"""The computer players' slap model for each difficulty (the game's computer levels)."""

GRACE_MS = 300.0
"""A slap on the pile sooner than this after a card shows is not a reaction to that card: human
reaction to a pattern takes longer (the computer players' fastest is ``min_ms`` = 180 ms, the
hard level's mean 430 ms).  Right after a pattern someone else took, such a slap is the
person's late slap at that pattern (see :meth:`ReflexGame.resolve`)."""

HUMAN_FLOOR_MS = 100.0
"""The fastest slap taken as a reaction to the card on show (UDT-7, UDT-9: the earliest slap wins,
so the time decides the pile).  A person's simple reaction time is about 200-250 ms; no one sees a
card, judges whether it makes a pattern and moves a hand in under 100 ms.  Sprint starting blocks
use the same floor: a start sooner than 0.100 s after the gun is a false start (World Athletics
rule 16.6), because it can only be anticipation.  The decision, as a teacher would expect it: a
slap sooner than this is a *false start*: it does not count at all (it neither wins the pile nor
pays the UDT-8 penalty, since it was not aimed at this card: a space bar held down, a finger
already moving), the computer players' slaps decide the card, and the narration says so
(``udt.app.too_soon``).  The one exception is :data:`GRACE_MS`'s: right after a pattern someone
else took, it is the person's late slap at that pattern."""

TOLERANCE_MS = 50.0
"""How much longer than the kernel itself measured a slap's time may be (timer granularity
between the browser and the kernel): the kernel notes when it sent the card, and the browser's time
is measured from when the card arrived, so the browser's time can never honestly be longer."""

FORECAST_FROM = 3
"""The person's slaps at real patterns needed before the end of a game says who would win more
often, the person or a computer player of the level chosen (fewer make too rough a mean)."""

FORECAST_GAMES = 10_000
"""Two-player games the forecast simulates with the compiled slap games (:func:`kit.sim.slap.faster_wins`):
about a twentieth of a second, and an interval about ±1 percentage point wide.  Loading the compiled
code takes about half a second more the first time in a kernel, and compiling it, when numba's cache
does not hold it yet (a fresh install: ``python -m kit.sim.warm slap`` fills it, Binder's postBuild
does), 10 to 20 seconds: so the forecast is worked out in a thread of its own after the game, the
result shown at once with a "preparing…" line (:meth:`ReflexGame.forecast_later`)."""

COMPUTERS = (1, 5)
"""The fewest and the most computer players the app plays against."""

LOG_LINES = 100
"""The narration log's length: the newest lines the browser keeps (a game turns 100 to 400 cards)."""

PACES = {"slow": (1500.0, 900), "normal": (1100.0, 500), "fast": (800.0, 250)}
"""Per pace: the longest slap window after a card when no computer player slaps, and the
pause before the next card, in milliseconds."""


def narrate(event: Event, lang: str, names: list[str], you: int = 0) -> str:
    """``event`` told to the person at seat ``you`` (:meth:`kit.engine.Event.narrate`: in the
    second person when it is theirs, ``<key>.you``; with the verb agreeing when they are among
    its others, ``<key>.with_you``: "Anna e tu avete battuto…"), starting with a capital letter.

    ``names`` should call the person "tu" / "you" (``turn.you.in_text``), so lists read
    "Anna and you".
    """
    text = event.narrate(lang, names, you=you)
    return text[:1].upper() + text[1:]


class ReflexGame(anywidget.AnyWidget):
    """One game of Un, due, tre in the browser (see the module docstring).

    Args:
        rules: the variants.
        computers: 1..5 computer players (seats 1..computers).
        difficulty: ``"easy"``, ``"normal"`` or ``"hard"``.
        pace: ``"slow"``, ``"normal"`` or ``"fast"``.
        seed: the game's seed: the deal and the play (the computer players' choices and
            times) come from two streams spawned from it.
        lang: ``"it"`` or ``"en"``.
        name: the person's name for their seat's label and where the app speaks to them;
            ``None`` = "Tu" / "You" in the language shown.

    Raises:
        ValueError: computers outside 1..5, or an unknown difficulty or pace.
    """

    _esm = (Path(__file__).parent / "reflex.js").read_text(encoding="utf-8")
    _css = CSS
    view = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)

    def __init__(self, rules: Rules = Rules(), computers: int = 3, difficulty: str = "normal",
                 pace: str = "normal", seed: int = 1, lang: str = "en", name: str | None = None) -> None:
        if not 1 <= computers <= 5:
            raise ValueError(f"play against 1 to 5 computer players, not {computers}")
        if difficulty not in DIFFICULTY or pace not in PACES:
            raise ValueError(f"difficulty is one of {list(DIFFICULTY)} and pace one of {list(PACES)}")
        super().__init__()
        self.lang = lang
        self.rules = rules
        self.name = name
        self.seed, self.difficulty = seed, difficulty
        self.forecast_numbers: tuple[float, float, float, float, float] | None = None  # see forecast()
        self.forecast_thread: threading.Thread | None = None  # working it out after the game (forecast_later)
        self._lock = threading.RLock()  # the view is written from the forecast's thread too
        self.forecast_failed = False  # the forecast could not be worked out: the result is said without it
        self.names = [name or t("turn.you", lang)] + list(PLAYER_NAMES[1:computers + 1])
        self.window_ms, self.pace_ms = PACES[pace]
        deal_rng, play_rng = streams(seed, 2)
        agents = [None] + [SlapAgent(DIFFICULTY[difficulty])] * computers
        self.table = Table(new_game(rules, computers + 1, rng=deal_rng), agents, play_rng)
        self.card_id = 0
        self.shown_at: float | None = None  # time.monotonic() when the card on show was sent to the page
        self.reactions: list[float] = []  # the person's times on real patterns, in ms
        self.last_pattern = False  # the card just resolved showed a pattern
        self.last_winner: Slap | None = None  # who won that pattern, if anyone
        self.running = False
        self.narration = self._waiting()
        self.last_events: tuple = ()
        self.narration_extra = None  # a sentence added to the next narration (a graced slap), in any language
        self.told: list = []  # the log: each line told in any language (a function of the language)
        self._said: tuple[str, list[str]] = (lang, [])  # the log's lines already written, in that language
        self.on_again = None  # what the "play again" button does (the app's start), if anything
        self.labels = self._labels(lang)
        self.on_msg(self._on_msg)
        self._push()

    # --- the game loop (driven by the browser's messages) -----------------------------------
    def start(self) -> None:
        """Start turning cards."""
        self.running = True
        self.turn()

    @property
    def state(self) -> State:
        """The position now."""
        return self.table.state

    @property
    def pending(self) -> tuple[Slap, ...]:
        """The computer players' slaps after the card on show, decided when it was turned."""
        return tuple(Slap(m.seat, m.ms, m.action.beside) for m in (self.table.pending or ()))

    def turn(self) -> None:
        """Turn the next card (the person's too); the computer players decide their slaps at once."""
        if self.state.status != "playing" or self.state.window:
            return
        if self.table.waiting_for():  # the person's turn: the app turns for them
            events = self.table.submit(TURN)
        else:
            events = self.table.step()
        self.card_id += 1
        if self.state.window:
            self.table.step()  # the computer players decide; the table waits for the person
        self._push(events or ())
        self.shown_at = time.monotonic()  # sent: the kernel's own clock for the slap that answers it

    def resolve(self, person: Slap | None = None, card_id: int | None = None) -> None:
        """Close the slap window: the person's slap (if any) with the computers' (UDT-7..9).

        Grace (UDT-7, UDT-8): a slap on the pile sooner than :data:`GRACE_MS` after a card
        shows cannot be a reaction to that card (nobody sees and slaps that fast); when the card
        before showed a pattern that someone else took, it is the person's slap at that pattern,
        arriving late.  It is told as "too late", not fined as a slap on nothing.

        False start (UDT-7, UDT-9, :data:`HUMAN_FLOOR_MS`): otherwise a slap (on the pile or
        beside it) sooner than :data:`HUMAN_FLOOR_MS` is anticipation, not a reaction: it does not
        count (no pile won, no penalty), and the narration says "too soon".

        Args:
            person (Slap | None): the person's slap (seat 0), its ``ms`` already accepted (see
                :meth:`browser_slap` for a time sent by the page), or ``None``.
            card_id (int | None): the card the slap answers; another card's changes nothing.
        """
        if not self.state.window or (card_id is not None and card_id != self.card_id):
            return  # a late message about a card that is gone
        if (person is not None and not person.beside and person.ms < GRACE_MS and self.last_pattern
                and self.last_winner is not None and self.state.pattern() is None):
            winner = self.names[self.last_winner.seat]
            self.narration_extra = lambda lang: t("udt.app.too_late_taken", lang, player=winner,
                                                  to_you=self._to_you(lang))
            person = None
        elif person is not None and person.ms < HUMAN_FLOOR_MS:  # a false start: it does not count
            ms = person.ms
            self.narration_extra = lambda lang: t("udt.app.too_soon", lang, ms=fmt_int(round(ms), lang),
                                                  floor=fmt_int(round(HUMAN_FLOOR_MS), lang),
                                                  to_you=self._to_you(lang))
            person = None
        self.last_pattern = self.state.pattern() is not None
        moves = () if person is None else (Move(0, SLAP_BESIDE if person.beside else SLAP, person.ms),)
        events = self.table.close(moves)
        won = next((e for e in events if e.kind.startswith("slap_won_")), None)  # UDT-7, UDT-9: who and when
        self.last_winner = Slap(won.seat, won.payload()["ms"]) if won is not None else None
        if person is not None and not person.beside and self.last_pattern:
            self.reactions.append(person.ms)
        if self.state.status != "playing":
            self.running = False
        self._push(events)

    def late(self, ms: float, card_id: int | None) -> None:
        """The person slapped after the window closed, on the same card: say by how much."""
        if card_id != self.card_id or not self.last_pattern or self.state.window:
            return
        self.reactions.append(ms)
        if self.last_winner is not None:
            player, winner_ms = self.names[self.last_winner.seat], self.last_winner.ms

            def line(lang: str) -> str:
                return t("udt.app.late", lang, ms=fmt_int(round(ms), lang), to_you=self._to_you(lang), player=player,
                         winner_ms=fmt_int(round(winner_ms), lang))

            self.narration += " " + line(self.lang)
            self.told.append(line)
        self._push()

    def measured_ms(self) -> float | None:
        """Milliseconds since the kernel sent the card on show to the page (``time.monotonic``),
        or ``None`` before the first card."""
        return None if self.shown_at is None else (time.monotonic() - self.shown_at) * 1000.0

    def accepted_ms(self, ms: object) -> float | None:
        """The time a page says the person took, as the kernel accepts it: ``None`` (refused)
        unless it is a finite number ≥ 0 (``int`` or ``float``; not a ``bool``, a string, NaN or
        infinity); a time longer than the kernel itself measured since it sent the card
        (:meth:`measured_ms`, plus :data:`TOLERANCE_MS`) is bounded to the measured time, since
        the page cannot have waited longer than that.  Whether it is a false start is for
        :meth:`resolve` (:data:`HUMAN_FLOOR_MS`, UDT-7, UDT-9).

        Args:
            ms (object): the ``ms`` of a message from the page, whatever it holds.

        Returns:
            float | None: milliseconds, or ``None`` for a time refused.
        """
        if isinstance(ms, bool) or not isinstance(ms, (int, float)):
            return None
        try:
            ms = float(ms)
        except OverflowError:  # an int too large for a float
            return None
        if not math.isfinite(ms) or ms < 0:
            return None
        measured = self.measured_ms()
        if measured is None:
            return None
        return measured if ms > measured + TOLERANCE_MS else ms

    def browser_slap(self, content: dict) -> bool:
        """A ``{"type": "slap", "card_id": int, "ms": number, "beside": bool}`` message from the
        page (:file:`reflex.js`), checked before it can change the game: ``card_id`` must be the
        card on show (an ``int``), ``beside`` a ``bool`` if given, and ``ms`` a time
        :meth:`accepted_ms` takes (bounded by the kernel's own clock); then :meth:`resolve`
        (where a false start, sooner than :data:`HUMAN_FLOOR_MS`, does not count: UDT-7, UDT-9).

        Args:
            content (dict): the message.

        Returns:
            bool: ``True`` when the slap was taken, ``False`` when the message was refused (the
            game unchanged).
        """
        card_id, beside = content.get("card_id"), content.get("beside", False)
        if (isinstance(card_id, bool) or not isinstance(card_id, int) or card_id != self.card_id
                or not isinstance(beside, bool) or not self.state.window):
            return False
        ms = self.accepted_ms(content.get("ms"))
        if ms is None:
            return False
        self.resolve(Slap(0, ms, beside), card_id)
        return True

    def browser_late(self, content: dict) -> bool:
        """A ``{"type": "late", "card_id": int, "ms": number}`` message: checked as
        :meth:`browser_slap` checks a slap (the time bounded by the kernel's clock), then
        :meth:`late`.  Returns ``False`` when refused (the game unchanged)."""
        card_id = content.get("card_id")
        if isinstance(card_id, bool) or not isinstance(card_id, int) or card_id != self.card_id:
            return False
        ms = self.accepted_ms(content.get("ms"))
        if ms is None:
            return False
        self.late(ms, card_id)
        return True

    def _on_msg(self, _widget, content: object, _buffers) -> None:
        """A message from the page.  Anything but the messages :file:`reflex.js` sends, well
        formed, is ignored: the game unchanged, no traceback (a page can send anything)."""
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "turn" and self.running:
            self.turn()
        elif kind == "close":
            card_id = content.get("card_id")
            if isinstance(card_id, int) and not isinstance(card_id, bool):
                self.resolve(None, card_id)
        elif kind == "slap":
            self.browser_slap(content)
        elif kind == "late":
            self.browser_late(content)
        elif kind == "again" and self.state.status != "playing" and self.on_again is not None:
            self.on_again()

    @staticmethod
    def _labels(lang: str) -> dict:
        return {"slap": t("udt.app.slap", lang), "beside": t("udt.app.beside", lang), "again": t("udt.app.again", lang),
                "next": t("udt.app.next", lang), "log": t("turn.log", lang)}

    def _to_you(self, lang: str | None = None) -> str:
        """The person's name after a comma, for a sentence spoken to them (", Maria"); nothing
        when they kept the default "Tu" / "You"."""
        return t("list.address", lang or self.lang, name=self.name) if self.name else ""

    def _waiting(self) -> str:
        if self.rules.slaps:
            return t("udt.app.ready", self.lang, to_you=self._to_you())
        return t("udt.app.watch", self.lang)

    def _narrate(self, events, lang: str | None = None) -> str:
        lang = lang or self.lang
        names = [t("turn.you.in_text", lang)] + self.names[1:]
        return " ".join(narrate(e, lang, names) for e in events)

    def log(self, lang: str | None = None) -> list[str]:
        """The narration log in ``lang`` (default the game's): every line told so far, oldest
        first; the browser shows the last :data:`LOG_LINES` in a scrolling box, the newest in view."""
        lang = lang or self.lang
        said_lang, said = self._said
        if said_lang != lang:
            said = []
        said.extend(line(lang) for line in self.told[len(said):])  # each line written once per language
        self._said = (lang, said)
        return list(said)

    def forecast_due(self) -> bool:
        """The game is over and the person slapped at :data:`FORECAST_FROM` patterns or more: a
        forecast is to be said (:meth:`forecast`)."""
        return self.state.status != "playing" and len(self.reactions) >= FORECAST_FROM and self.rules.slaps

    def forecast_later(self) -> threading.Thread | None:
        """Work the forecast out in a thread of its own, then show it (:meth:`forecast`): the
        result is shown at once, with a "preparing…" line until then, and the kernel keeps
        answering (a new game starts at once).  Returns the thread (``None`` when there is nothing
        to work out, or it is already under way); :meth:`wait_forecast` waits for it."""
        if not self.forecast_due() or self.forecast_numbers is not None or self.forecast_thread is not None:
            return None

        def work() -> None:
            try:
                self.forecast()
            except Exception:  # noqa: BLE001 - an app shows words, never a traceback
                self.forecast_numbers = None
                self.forecast_failed = True
            self._push(bump=False)

        self.forecast_thread = threading.Thread(target=work, name="kit-udt-forecast", daemon=True)
        self.forecast_thread.start()
        return self.forecast_thread

    def wait_forecast(self, timeout: float | None = None) -> bool:
        """Wait (at most ``timeout`` seconds) for the forecast worked out by :meth:`forecast_later`;
        ``True`` when there is none under way any more."""
        thread = self.forecast_thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True

    def forecast(self) -> str:
        """Once the game is over, and the person slapped at :data:`FORECAST_FROM` patterns or more:
        who would win more often, one against one, the person (their mean reaction time) or a
        computer player of the level chosen, from :data:`FORECAST_GAMES` compiled slap games
        (:func:`kit.sim.slap.faster_wins`, the same rules and seed; both players notice patterns
        and slap by mistake as that level does: only the speed differs).  "" otherwise.  The
        numbers are computed once a game; the words follow the language switch."""
        if not self.forecast_due():
            return ""
        level = DIFFICULTY[self.difficulty]
        if self.forecast_numbers is None:
            from kit.sim.slap import faster_wins

            mine = sum(self.reactions) / len(self.reactions)
            fast, slow = sorted((mine, level.reaction_ms))
            r = faster_wins(fast, slow, FORECAST_GAMES, self.seed, rules=self.rules, model=level, workers=1)
            rate, low, high = (r.rate, r.low, r.high) if mine <= level.reaction_ms else (1 - r.rate, 1 - r.high, 1 - r.low)
            self.forecast_numbers = (mine, level.reaction_ms, rate, low, high)
        mine, theirs, rate, low, high = self.forecast_numbers
        pct = lambda x: fmt_decimal(100 * x, self.lang, digits=1) + "%"  # noqa: E731
        return t("udt.app.would_win", self.lang, games=fmt_int(FORECAST_GAMES, self.lang),
                 you=fmt_int(round(mine), self.lang), them=fmt_int(round(theirs), self.lang),
                 rate=pct(rate), low=pct(low), high=pct(high))

    def result(self) -> str:
        """The game's result in words once it is over ("" while it is being played), and then
        the forecast (:meth:`forecast`) when there is one."""
        state = self.state
        if state.status == "playing":
            return ""
        if not self.forecast_due() or self.forecast_failed:
            forecast = ""
        elif self.forecast_numbers is None:  # being worked out (forecast_later)
            forecast = t("udt.app.preparing", self.lang)
        else:
            forecast = self.forecast()
        return f"{self._result()} {forecast}".strip()

    def _result(self) -> str:
        state = self.state
        if state.winner is None:
            return t("udt.app.result_loop", self.lang, cards=fmt_int(state.cards, self.lang))
        if state.winner == 0:
            return t("udt.app.result_you", self.lang, to_you=self._to_you(), cards=fmt_int(state.cards, self.lang),
                     tricks=state.tricks)
        return t("udt.app.result", self.lang, player=self.names[state.winner], cards=fmt_int(state.cards, self.lang),
                 tricks=state.tricks)

    # --- what the browser shows ---------------------------------------------------------------
    def _close_ms(self) -> float:
        on_pile = [s.ms for s in self.pending if not s.beside]
        return min(on_pile) if on_pile else self.window_ms

    def set_language(self, lang: str) -> None:
        """Switch the running game to ``lang``: names, buttons, table and the last narration
        (the browser's slap window and pace go on undisturbed)."""
        self.lang = lang
        self.names[0] = self.name or t("turn.you", lang)
        self.labels = self._labels(lang)
        self.narration = self._narrate(self.last_events) if self.last_events else self._waiting()
        self._push(bump=False)

    def _push(self, events=(), bump: bool = True) -> None:
        with self._lock:
            self._push_now(events, bump)
        if self.state.status != "playing":
            self.forecast_later()

    def _push_now(self, events, bump: bool) -> None:
        lang = self.lang
        if events:
            self.last_events = tuple(events)
            self.narration = self._narrate(events)
        extra, self.narration_extra = self.narration_extra, None
        if extra is not None:
            self.narration = (self.narration + " " + extra(lang)).strip()
        if events or extra is not None:  # the log: what the narration says, kept (it is replaced within a second)
            said = tuple(events)
            self.told.append(lambda lang: " ".join(
                part for part in (self._narrate(said, lang) if said else "", extra(lang) if extra else "") if part))
        start = max(0, len(self.told) - LOG_LINES)
        stats = ""
        if self.reactions:
            mean = sum(self.reactions) / len(self.reactions)
            stats = t("udt.app.stats", lang, n=len(self.reactions), last=fmt_int(round(self.reactions[-1]), lang),
                      mean=fmt_int(round(mean), lang))
        self.view = {
            "table": table_html(self.state, self.names, lang, you=0),
            "narration": self.narration,
            "stats": stats,
            "seq": (self.view.get("seq", -1) + (1 if bump else 0)) if self.view else 0,
            "card_id": self.card_id,
            "window": self.state.window,
            "status": self.state.status,
            "running": self.running,
            "close_ms": self._close_ms(),
            "pace_ms": self.pace_ms,
            "slaps": self.rules.slaps,
            "result": self.result(),
            "log": self.log(lang)[start:],
            "log_start": start,
            "lang": lang,
        }

    def __repr__(self) -> str:
        return (f"ReflexGame({len(self.names)} players, {self.state.cards} cards turned, "
                f"status={self.state.status!r})")


class ReflexApp(KitApp):
    """Settings, a Start button and the game (:class:`ReflexGame`); a friendly message on bad input.

    Args:
        lang: ``"it"`` or ``"en"``.
        seed: the first game's seed.
    """

    TITLE = "udt.app.title"
    INTRO = "udt.app.help"

    def __init__(self, lang: str = "en", seed: int = 1) -> None:
        style = {"description_width": "initial"}
        # a box read in Python, not a slider: a slider's box turned "2,5" into 2 and "7" into 5 silently
        self.computers = WholeNumberBox(3, style=style, layout=widgets.Layout(width="200px"))
        self.difficulty = widgets.Dropdown(options=list(DIFFICULTY), value="normal", style=style)
        self.pace = widgets.Dropdown(options=list(PACES), value="normal", style=style)
        self.variants = {name: widgets.Checkbox(value=False, indent=False)
                         for name in ("solo_coppie", "somma_dieci", "mazzo_52", "straccia_camicia")}
        self.start_button = widgets.Button(button_style="primary")
        self.start_button.add_class("kit-start")
        self.board = widgets.Box()
        self.game: ReflexGame | None = None
        self.start_button.on_click(lambda _: self.start())
        name, seed_box = self.name_row(), self.seed_row(seed)
        for box in (name, self.computers, seed_box):  # Enter in a box starts the game, as the button does
            on_enter(box, self.start)
        self.variants["straccia_camicia"].observe(lambda _: self._explain(), names="value")
        self.board.layout = widgets.Layout(width="100%")
        self.timing = widgets.HTML()  # where the reaction times come from (follows the language switch)
        super().__init__(lang)

    def arrange(self) -> tuple[list[widgets.Widget], list[widgets.Widget]]:
        settings = wrapping_row([self.name_box, self.computers, self.difficulty, self.pace, self.seed_box])
        variants = wrapping_row(list(self.variants.values()), "kit-variants-row")
        return [settings, variants, self.start_button], [self.board, self.timing]

    def _explain(self) -> None:
        """The help above the settings: how to slap, or (Straccia camicia) that nothing is slapped."""
        key = "udt.app.help_straccia" if self.variants["straccia_camicia"].value else self.INTRO
        self.intro.value = f"<p>{escape(t(key, self.lang))}</p>"

    def relabel(self, lang: str) -> None:
        """The settings' labels in ``lang``, and the running game's too."""
        self.computers.description = t("udt.app.computers", lang)
        self.difficulty.description = t("udt.app.difficulty", lang)
        self.pace.description = t("udt.app.pace", lang)
        for widget, key, options in ((self.difficulty, "difficulty", DIFFICULTY), (self.pace, "pace", PACES)):
            chosen = widget.value
            widget.options = [(t(f"udt.app.{key}.{name}", lang), name) for name in options]
            widget.value = chosen
        for name, box in self.variants.items():
            box.description = t(f"udt.variant.{name}", lang)
        self.start_button.description = t("udt.app.start", lang)
        self.timing.value = f'<p class="kit-note">{escape(t("udt.app.timing", lang))}</p>'
        self._explain()
        if self.game is not None:
            self.game.set_language(lang)

    def read_computers(self) -> int | None:
        """The number of computer players typed, or ``None`` after a friendly message saying what
        is allowed (1 to 5): a text that is not a whole number ("2,5") or a number out of range
        ("7") is refused, never changed into another number; the box is outlined until it is fixed."""
        low, high = COMPUTERS
        allowed = t("udt.app.computers_allowed", self.lang, low=low, high=high)
        problem = self.computers.problem(self.lang)
        if problem is not None:
            return self.refuse(f"{problem} {allowed}")
        number = self.computers.number
        if not low <= number <= high:
            self.computers.add_class("kit-invalid")
            said = t("udt.app.computers_range", self.lang, field=self.computers.description,
                     text=self.computers.value.strip())
            return self.refuse(f"{said} {allowed}")
        self.computers.remove_class("kit-invalid")
        return number

    def start(self) -> ReflexGame | None:
        """Start a new game with the settings shown (what the Start button does)."""
        lang = self.lang
        try:
            name = self.read_name()
            if name is None:
                return None
            computers = self.read_computers()
            if computers is None:
                return None
            seed = self.new_game_seed()
            if seed is None:
                return None
            if name == t("turn.you", lang):
                name = None  # the default follows the language switch
            rules = Rules(**{name: box.value for name, box in self.variants.items()})
            if self.game is not None:
                self.game.running = False
            self.game = ReflexGame(rules, computers, self.difficulty.value, self.pace.value, seed, lang,
                                   name)
            self.game.on_again = self.start
            self.board.children = [self.game]
            self.message.value = ""
            self.game.start()
            return self.game
        except Exception as error:  # an app shows a message, never a traceback
            return self.refuse(t("error.generic", lang, detail=str(error)))

    def __repr__(self) -> str:
        return f"ReflexApp(lang={self.lang!r}, computers={self.computers.value}, seed={self.seed_box.value!r})"
