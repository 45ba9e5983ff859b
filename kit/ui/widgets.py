"""Widgets shared by every game's notebooks and apps (ipywidgets + two small anywidgets).

* :class:`HandView` — a row of cards; shows legal and illegal cards and lets one be picked
  with the mouse or the keyboard (←/→ to move, Enter/Space to pick).
* :class:`StepThrough` — walks through a sequence of :class:`Frame` (a picture of the table
  and one sentence of narration each) with first / previous / next / last buttons, a slider
  and the arrow keys.  Every game's walkthrough uses it.
* :func:`cards_html` — card pictures as an ``ipywidgets.HTML`` for read-only display.
* :class:`WholeNumberBox` — a text box for a whole number (seed, players, cards…), read in
  Python, so a typed ``1,5`` or ``2.5`` is refused with a message instead of becoming 15 or 25.

Each widget has a short, stable ``repr`` (nbval compares the text of notebook outputs).
The UI layer calls the engine; the engine never imports this module.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Callable, Sequence

import anywidget
import ipywidgets as widgets
import numpy as np
import traitlets

from kit.cards import Card
from kit.i18n import LANGUAGES, fmt_decimal, fmt_int, t
from kit.store.names import MAX_NICKNAME
from kit.store.names import unshowable as unshowable_char
from kit.ui.svg import card_svg, row_html

_HERE = Path(__file__).parent
CSS = (_HERE / "kit.css").read_text(encoding="utf-8")
"""The kit's stylesheet, shared by both anywidgets and the HTML views."""


def style_html() -> widgets.HTML:
    """An invisible ``HTML`` widget that carries the kit's CSS into a page (Voila, Lab)."""
    return widgets.HTML(f"<style>{CSS}</style>")


@dataclass(frozen=True)
class Frame:
    """One step of a walkthrough.

    Attributes:
        picture: HTML/SVG of the table at this step (built with :mod:`kit.ui.svg`).
        narration: one sentence saying what just happened, in the chosen language.
    """

    picture: str
    narration: str


@dataclass(frozen=True)
class CardNote:
    """What a hand says about one of its cards besides the card's picture and name (an app's
    words: what a card takes, what the hand is worth without it, that it is chosen…).

    Attributes:
        shown: HTML shown under the card's picture, in a ``<span>`` of the CSS class ``css`` that
            screen readers skip (``label`` says it).
        css: the CSS class of the words shown (kit.css places and styles them).
        label: the card's accessible name with the note, e.g. "Queen of hearts: goes on the table".
        chosen: the card is among those chosen so far, in a hand where several cards are chosen
            before acting (``HandView(several=True)``): it is then shown pressed.
    """

    shown: str
    css: str
    label: str
    chosen: bool = False


Notes = Callable[[tuple[Card, ...], tuple[bool, ...], str], Sequence["CardNote | None"]]
"""An app's notes for a hand: ``notes(cards, legal, lang)`` gives one :class:`CardNote` (or
``None``, no note) per card shown, in ``lang``."""


class HandView(anywidget.AnyWidget):
    """A hand of cards that can be picked by mouse or keyboard.

    In the browser the hand follows the WAI-ARIA "toolbar of toggle buttons" pattern: one Tab
    stop, arrows/Home/End to move, Enter/Space to pick; the picked card has
    ``aria-pressed="true"`` (the others ``"false"``) and is raised with a tick; illegal cards
    have ``aria-disabled="true"`` and are dimmed and crossed out.  Keys used by the hand do
    not reach JupyterLab's notebook shortcuts.

    An app composes the hand it needs from two choices: ``notes`` (words under each card, also
    read out with the card's name: :class:`CardNote`) and ``several`` (the selection mode).

    Args:
        cards: the cards, in display order.
        lang: ``"it"`` or ``"en"`` for labels and messages.
        legal: one bool per card (``True`` = may be picked); default all legal.
        title: caption above the hand (also its accessible name).
        pickable: ``False`` shows the cards without buttons (read-only).
        width: card width in pixels.
        illegal_reason: what to say when an illegal card is picked (e.g. "Follow suit:
            play a denari card."); default a general sentence from the catalogue.
        notes: the app's notes (:data:`Notes`), asked again each time the cards or the language
            change; default none.
        several: the selection mode.  ``False`` (default): a pick acts at once, and the card
            picked is the pressed one.  ``True``: picks choose several cards before an action (a
            discard of four), and the pressed cards are those the notes say are ``chosen``.

    Attributes (synced with the browser):
        selected: index of the last picked card, -1 before any pick.
        picks: number of picks so far (so picking the same card twice is two events).

    Raises:
        ValueError: ``legal`` does not have one entry per card, or ``notes`` one note per card.
    """

    _esm = (_HERE / "hand_view.js").read_text(encoding="utf-8")
    _css = CSS
    cards = traitlets.List(traitlets.Dict()).tag(sync=True)
    selected = traitlets.Int(-1).tag(sync=True)
    picks = traitlets.Int(0).tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    pickable = traitlets.Bool(True).tag(sync=True)
    illegal_text = traitlets.Unicode("").tag(sync=True)
    empty_text = traitlets.Unicode("").tag(sync=True)
    several = traitlets.Bool(False).tag(sync=True)

    def __init__(
        self,
        cards: Sequence[Card] = (),
        lang: str = "en",
        legal: Sequence[bool] | None = None,
        title: str = "",
        pickable: bool = True,
        width: int = 70,
        illegal_reason: str | None = None,
        notes: Notes | None = None,
        several: bool = False,
    ) -> None:
        super().__init__(title=title, pickable=pickable, several=several,
                         illegal_text=illegal_reason or t("hand.illegal", lang), empty_text=t("hand.empty", lang))
        self.lang = lang
        self.width = width
        self.notes = notes
        self._hand: tuple[Card, ...] = ()
        self._callbacks: list[Callable[[Card, int], None]] = []
        self.set_cards(cards, legal)
        self.observe(self._on_picks, names="picks")

    def set_cards(self, cards: Sequence[Card], legal: Sequence[bool] | None = None) -> None:
        """Show ``cards`` with their ``legal`` flags (default all legal) and notes; clears the selection.

        Raises:
            ValueError: ``legal`` has the wrong length, or the notes are not one per card (the
                hand shown is left unchanged).
        """
        cards = tuple(cards)
        flags = [True] * len(cards) if legal is None else [bool(x) for x in legal]
        if len(flags) != len(cards):
            raise ValueError(f"legal has {len(flags)} entries for {len(cards)} cards; give one per card")
        slots = self._slots(cards, tuple(flags))
        self._hand = cards
        self.selected = -1
        self.cards = slots

    def set_language(self, lang: str, illegal_reason: str | None = None) -> None:
        """Cards' names, notes and the widget's messages in ``lang`` (the same cards, flags and pick)."""
        self.lang = lang
        self.illegal_text = illegal_reason or t("hand.illegal", lang)
        self.empty_text = t("hand.empty", lang)
        self.cards = self._slots(self._hand, self.legal)

    def _slots(self, cards: tuple[Card, ...], legal: tuple[bool, ...]) -> list[dict]:
        """What the browser draws: each card's code, name, flag and picture, with its note.

        Raises:
            ValueError: the notes are not one per card.
        """
        lang = self.lang
        notes = self.notes(cards, legal, lang) if self.notes is not None else [None] * len(cards)
        slots = []
        for card, ok, note in zip(cards, legal, notes, strict=True):
            slot = {"code": card.code, "label": card.name(lang), "legal": ok, "svg": card_svg(card, lang, self.width)}
            if note is not None:
                slot["label"] = note.label
                slot["svg"] += f'<span class="{note.css}" aria-hidden="true">{note.shown}</span>'
                if note.chosen:
                    slot["chosen"] = True
            slots.append(slot)
        return slots

    @property
    def hand(self) -> tuple[Card, ...]:
        """The cards shown, in order."""
        return self._hand

    @property
    def legal(self) -> tuple[bool, ...]:
        """The legal flag of each card shown."""
        return tuple(c["legal"] for c in self.cards)

    def on_pick(self, callback: Callable[[Card, int], None]) -> None:
        """Call ``callback(card, index)`` each time a legal card is picked."""
        self._callbacks.append(callback)

    def pick(self, index: int) -> Card:
        """Pick card ``index`` from Python, exactly as a click would.

        Raises:
            IndexError: no card at ``index``.
            ValueError: that card is illegal now (nothing changes).
        """
        if not 0 <= index < len(self._hand):
            raise IndexError(f"no card at index {index}; the hand has {len(self._hand)} cards (0..{len(self._hand) - 1})")
        if not self.cards[index]["legal"]:
            raise ValueError(f"{self._hand[index].code} cannot be picked now: it is not a legal card")
        card = self._hand[index]  # the pick's callbacks may show another hand (a card played)
        self.selected = index
        self.picks += 1
        return card

    def _on_picks(self, change: dict) -> None:
        if 0 <= self.selected < len(self._hand):
            for callback in self._callbacks:
                callback(self._hand[self.selected], self.selected)

    def __repr__(self) -> str:
        shown = " ".join(c["code"] + ("" if c["legal"] else "(x)") for c in self.cards)
        return f"HandView([{shown}], selected={self.selected})"


class StepThrough(anywidget.AnyWidget):
    """Step through frames with buttons, a slider and the arrow keys.

    The keys work inside JupyterLab too: the widget carries ``data-lm-suppress-shortcuts``
    (JupyterLab's documented way for an output to keep keys from the notebook's shortcuts) and
    stops the keys it uses from propagating; Tab still leaves it.

    Args:
        frames: the :class:`Frame` sequence (at least one).
        lang: ``"it"`` or ``"en"`` for the controls' labels.
        index: the frame shown first.

    Raises:
        ValueError: no frames, or ``index`` out of range.
    """

    _esm = (_HERE / "step_through.js").read_text(encoding="utf-8")
    _css = CSS
    frames = traitlets.List(traitlets.Dict()).tag(sync=True)
    index = traitlets.Int(0).tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)

    def __init__(self, frames: Sequence[Frame], lang: str = "en", index: int = 0) -> None:
        frames = list(frames)
        if not frames:
            raise ValueError("a step-through needs at least one frame")
        if not 0 <= index < len(frames):
            raise ValueError(f"index {index} is outside 0..{len(frames) - 1}")
        super().__init__(
            frames=[{"picture": f.picture, "narration": f.narration} for f in frames],
            index=index,
            labels={
                "first": t("step.first", lang), "previous": t("step.previous", lang),
                "next": t("step.next", lang), "last": t("step.last", lang),
                "step": t("step.position", lang, i="{i}", n="{n}"), "keys": t("step.keys", lang),
                "buttons": t("step.buttons", lang),
            },
        )

    @traitlets.validate("index")
    def _valid_index(self, proposal: dict) -> int:
        return max(0, min(len(self.frames) - 1, proposal["value"]))

    @property
    def current(self) -> Frame:
        """The frame shown now."""
        f = self.frames[self.index]
        return Frame(f["picture"], f["narration"])

    def go(self, index: int) -> Frame:
        """Show frame ``index`` (clamped to the first/last frame) and return it."""
        self.index = index
        return self.current

    def first(self) -> Frame:
        """Show the first frame."""
        return self.go(0)

    def previous(self) -> Frame:
        """Show the previous frame (stays on the first)."""
        return self.go(self.index - 1)

    def next(self) -> Frame:
        """Show the next frame (stays on the last)."""
        return self.go(self.index + 1)

    def last(self) -> Frame:
        """Show the last frame."""
        return self.go(len(self.frames) - 1)

    def __repr__(self) -> str:
        return f"StepThrough({len(self.frames)} frames, index={self.index}: {self.current.narration!r})"


class CardsHTML(widgets.HTML):
    """Read-only card pictures as an ``ipywidgets.HTML``, with a stable ``repr``."""

    def __repr__(self) -> str:
        shown = len(re.findall(r'class="kit-card[ "]', self.value))
        return f"CardsHTML({shown} cards)"


def cards_html(cards: Sequence[Card], lang: str = "en", width: int = 70, caption: str | None = None) -> CardsHTML:
    """Card pictures in an HTML widget (see :func:`kit.ui.svg.row_html`)."""
    return CardsHTML(row_html(cards, lang, width, caption=caption))


class NotAWholeNumber(ValueError):
    """Raised by :func:`parse_whole_number` for text that is not a whole number.

    Attributes:
        text: the text as typed.
        key: the catalogue key of the message for a person: ``"error.number_empty"``,
            ``"error.not_whole_number"`` or ``"error.number_ambiguous"``.
        digits: for an ambiguous text, its digits alone (``"1.500"`` gives ``"1500"``);
            otherwise ``""``.
    """

    def __init__(self, text: str, key: str, digits: str = "") -> None:
        super().__init__(f"{text!r} is not a whole number ({key})")
        self.text = text
        self.key = key
        self.digits = digits


_SIGN = r"([+\-\u2212]?)"
_GROUPED = re.compile(_SIGN + r"(\d{1,3})(?P<sep>[ \u00a0\u202f'\u2019_])\d{3}(?:(?P=sep)\d{3})*", re.ASCII)
_DOTTED = re.compile(_SIGN + r"(\d{1,3})(?P<sep>[.,])\d{3}(?:(?P=sep)\d{3})+", re.ASCII)
_ONE_MARK = re.compile(_SIGN + r"(\d{1,3})[.,]\d{3}", re.ASCII)


MAX_NUMBER_TEXT = 40
"""The longest text a whole-number box reads, in characters (spaces and separators included):
far more than any number an app takes (a seed has nine digits), far less than Python's limit on
reading digits (4,300), past which ``int()`` raises an error of its own.  Longer text is refused
with ``error.number_long``."""

QUOTED = 40
"""The most characters of a person's text quoted back in a message (the rest becomes "…")."""


def shown_text(text: str, limit: int = QUOTED) -> str:
    """``text`` typed by a person, safe to quote back in a message: each lone surrogate (half of
    a UTF-16 pair, which cannot be encoded to send to the page), each control character (a
    tab, a NUL, a bell…) and each invisible format character (:func:`kit.store.names.unshowable`)
    becomes U+FFFD "\ufffd", and text longer than ``limit`` characters is cut,
    ending in "…".

    Args:
        text (str): what was typed.
        limit (int): the most characters kept (at least 1).

    Returns:
        str: the text to quote (at most ``limit`` characters).
    """
    if len(text) > limit:
        text = text[:limit - 1] + "\u2026"
    return "".join("\ufffd" if unshowable_char(ch) else ch for ch in text)


def without_surrogates(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD "\ufffd" (everything else as it was)."""
    return re.sub("[\ud800-\udfff]", "\ufffd", text)


class CleanText(widgets.Text):
    """An ``ipywidgets.Text`` that takes a lone surrogate from the page as U+FFFD.

    A page's JSON may carry half of a UTF-16 pair (``"\\ud800"``, pasted or sent by a script):
    ipywidgets first echoes what it received back to the page, the kernel cannot encode that
    text (``UnicodeEncodeError``), so the new text was silently never taken (the box showed one
    thing, the kernel read another).  Each lone surrogate becomes U+FFFD before that, so the
    text is taken, echoed, and the app refuses it with a message (:meth:`KitApp.read_name`,
    :meth:`WholeNumberBox.problem`).
    """

    def set_state(self, sync_data: dict) -> None:
        """Take the page's state (``ipywidgets.Widget.set_state``), its text cleaned as above."""
        sync_data = {name: without_surrogates(value) if isinstance(value, str) else value
                     for name, value in sync_data.items()}
        super().set_state(sync_data)


def unshowable(text: str) -> int:
    """How many characters of ``text`` cannot be shown as typed: lone surrogates, control and
    invisible format characters (:func:`kit.store.names.unshowable`, the store's rule for names)."""
    return sum(1 for ch in text if unshowable_char(ch))


def parse_whole_number(text: str) -> int:
    """Read a whole number typed by a person, refusing anything that is not clearly one.

    Accepted: ASCII digits with an optional sign (``-`` or ``−``), spaces around them, and
    thousands separators only where they cannot be a decimal mark:

    * a space, a no-break space, an apostrophe or an underscore between groups of three
      digits (``1 000``, ``1'000``, ``1_000``) — no language writes decimals that way;
    * a point or a comma used at least twice, with groups of three digits (``1.000.000``,
      ``1,000,000``) — a decimal mark appears only once.

    A single point or comma is never accepted: ``1.500`` is one thousand five hundred in
    Italian and one and a half in English, so it is refused as ambiguous (and the message
    offers ``1500``); ``2.5``, ``1,5`` or ``2.0`` are refused as not whole numbers.

    Text longer than :data:`MAX_NUMBER_TEXT` characters is refused before it is read (Python
    refuses to read more than 4,300 digits, and no app takes a number that long).

    Returns:
        The number (``int``).

    Raises:
        NotAWholeNumber: (a ``ValueError``) empty text, a decimal, letters, an ambiguous
            separator, text too long (``error.number_long``)…; its ``key`` names the catalogue
            message to show.
    """
    stripped = text.strip()
    if not stripped:
        raise NotAWholeNumber(text, "error.number_empty")
    if len(stripped) > MAX_NUMBER_TEXT:
        raise NotAWholeNumber(text, "error.number_long")
    body = stripped.replace("\u2212", "-")
    if re.fullmatch(r"[+\-]?\d+", body, flags=re.ASCII):
        return int(body)
    if _GROUPED.fullmatch(body) or _DOTTED.fullmatch(body):
        return int(re.sub(r"[^\d+\-]", "", body))
    if _ONE_MARK.fullmatch(body):
        raise NotAWholeNumber(text, "error.number_ambiguous", re.sub(r"[.,]", "", body))
    raise NotAWholeNumber(text, "error.not_whole_number")


TYPED_WAIT_S = 0.25
"""Seconds an action asked for in a form (Enter, a button) waits for the boxes' last typed
letters: the browser holds back a box's changed text while an earlier message is on its way, but
sends Enter or a click at once, so a nickname typed fast reached Python as "S" instead of "Sara".
Every letter that arrives meanwhile moves the action another :data:`TYPED_WAIT_S` later."""


class AfterTyping:
    """``callback()`` run once the last letters typed in ``boxes`` have reached Python: call the
    object (Enter, a button) and it runs on the kernel's event loop :data:`TYPED_WAIT_S` after the
    last change of a box, or at once with no loop running (a plain Python session, a test).

    Args:
        boxes: the form's text boxes (switched to ``continuous_update``: every keystroke is sent).
        callback: the action, called with no argument.
    """

    def __init__(self, boxes: Sequence[widgets.Text], callback: Callable[[], object]) -> None:
        self.callback = callback
        self.pending: "asyncio.TimerHandle | None" = None
        for box in boxes:
            box.continuous_update = True
            box.observe(self._typed, names="value")

    def __call__(self) -> None:
        import asyncio

        if self.pending is not None:
            self.pending.cancel()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self._run()
            return
        self.pending = loop.call_later(TYPED_WAIT_S, self._run)

    def _typed(self, _change: dict) -> None:
        if self.pending is not None:  # a letter that came after Enter: wait for the rest
            self()

    def _run(self) -> None:
        self.pending = None
        self.callback()


def on_submit(box: widgets.Text, action: Callable[[], object]) -> None:
    """Call ``action()`` (no argument) when the person presses Enter in ``box``."""

    def handle(_widget: object, content: dict, _buffers: object) -> None:
        if content.get("event") == "submit":
            action()

    box.on_msg(handle)


def on_enter(box: widgets.Text, callback: Callable[[], object]) -> AfterTyping:
    """Call ``callback()`` when the person presses Enter in ``box``: an app's main action
    (deal, new game…), as a person expects of a form, once the box's last typed letters have
    arrived (:class:`AfterTyping`).  Returns the :class:`AfterTyping` (call it to run the action
    the same way from a button)."""
    after = AfterTyping([box], callback)
    on_submit(box, after)
    return after


class _TextOrInt(traitlets.Unicode):
    """The box's text; an ``int`` assigned to it is written out as digits."""

    def validate(self, obj: object, value: object) -> str:
        if isinstance(value, int) and not isinstance(value, bool):
            return str(value)
        return super().validate(obj, value)


class WholeNumberBox(CleanText):
    """A text box for a whole number, read in Python rather than by the browser.

    ``ipywidgets.IntText`` lets the browser turn what is typed into a number, and it drops
    what it does not understand: ``1,5`` becomes 15 and ``2.5`` becomes 25, silently.  This
    box keeps the typed text (:attr:`value`, as in every ``Text``) and reads it with
    :func:`parse_whole_number`, so an app can refuse a decimal with a clear message.

    Args:
        number: the number shown at first (``None`` = empty box).
        **kwargs: passed to ``ipywidgets.Text`` (``description``, ``layout``, ``style``…).

    Attributes:
        value: the text in the box (``str``); an ``int`` may be assigned and is shown as digits.

    Raises:
        traitlets.TraitError: something other than ``str`` or ``int`` assigned to ``value``.
    """

    value = _TextOrInt("", help="The text typed in the box").tag(sync=True)

    def __init__(self, number: int | None = None, **kwargs: object) -> None:
        kwargs.setdefault("value", "" if number is None else str(number))
        super().__init__(**kwargs)

    def on_enter(self, callback: Callable[[], object]) -> None:
        """Call ``callback()`` when the person presses Enter in the box (see :func:`on_enter`)."""
        on_enter(self, callback)

    @property
    def number(self) -> int | None:
        """The whole number in the box, or ``None`` when the text is not one."""
        try:
            return parse_whole_number(self.value)
        except NotAWholeNumber:
            return None

    @number.setter
    def number(self, n: int) -> None:
        self.value = int(n)

    def problem(self, lang: str = "en") -> str | None:
        """What is wrong with the text in the box, as a message for a person; ``None`` if nothing.

        The message (in ``lang``) names the box by its ``description`` and quotes the text as
        typed, e.g. ``Seed: "1,5" is not a whole number…``.  A refused box is also outlined
        (CSS class ``kit-invalid``) until its text is a whole number again.  Whether the number
        is in range is for the app to check.  Text of any length (100,000 digits…), with lone
        surrogates or control characters, gives a message, never an error: it is quoted cut to
        :data:`QUOTED` characters and cleaned (:func:`shown_text`).

        Raises:
            ValueError: ``lang`` is not a language of the catalogue.
        """
        try:
            parse_whole_number(self.value)
        except NotAWholeNumber as error:
            self.add_class("kit-invalid")
            text = error.text.strip()
            return t(error.key, lang, field=self.description or "", text=shown_text(text), digits=error.digits,
                     n=len(text), n_shown=fmt_int(len(text), lang), high=MAX_NUMBER_TEXT)
        self.remove_class("kit-invalid")
        return None

    def __repr__(self) -> str:
        return f"WholeNumberBox({self.description!r}, {self.value!r})"


class NumberChoice(widgets.Dropdown):
    """A drop-down of a few whole numbers, for a setting the rules allow only some values of
    (3-5-8's match length, TCO-8): nothing else can be chosen, so nothing needs refusing.

    It answers as :class:`WholeNumberBox` does (:attr:`number`, :meth:`problem`), so an app
    may hold either in the same place.

    Args:
        numbers: the numbers offered, in the order shown (at least one, no repeats).
        number: the number chosen at first (one of ``numbers``).
        **kwargs: passed to ``ipywidgets.Dropdown`` (``description``, ``layout``, ``style``…).

    Raises:
        ValueError: ``numbers`` empty or repeated, or ``number`` not among them.
    """

    def __init__(self, numbers: Sequence[int], number: int, **kwargs: object) -> None:
        numbers = tuple(int(n) for n in numbers)
        if not numbers or len(set(numbers)) != len(numbers):
            raise ValueError(f"a few different whole numbers to choose from, got {numbers!r}")
        if number not in numbers:
            raise ValueError(f"the number chosen at first must be one of {numbers}, got {number!r}")
        super().__init__(options=[(str(n), n) for n in numbers], value=int(number), **kwargs)
        self.numbers = numbers

    @property
    def number(self) -> int:
        """The number chosen."""
        return int(self.value)

    @number.setter
    def number(self, n: int) -> None:
        self.value = int(n)

    def problem(self, lang: str = "en") -> None:
        """Always ``None``: only allowed numbers can be chosen (as :meth:`WholeNumberBox.problem`)."""
        return None

    def relabel(self, label: Callable[[int], str]) -> None:
        """Name each number with ``label(n)`` (e.g. "3 mani"), keeping the one chosen."""
        chosen = self.value
        self.options = [(label(n), n) for n in self.numbers]
        self.value = chosen

    def __repr__(self) -> str:
        return f"NumberChoice({self.description!r}, {self.value!r} of {self.numbers})"


def wrapping_row(children: Sequence[widgets.Widget], spacing: str = "kit-settings-row") -> widgets.HBox:
    """A row of widgets that wraps onto more lines on a narrow screen, spaced by the CSS class
    ``spacing`` of kit.css (``kit-settings-row``, ``kit-choices-row``, ``kit-variants-row``): an
    ipywidgets ``Layout`` has no flex gap."""
    row = widgets.HBox(list(children), layout=widgets.Layout(flex_flow="row wrap"))
    row.add_class(spacing)
    return row


LANGUAGE_NAMES = {"it": "Italiano", "en": "English"}
"""How each language is offered in the apps' switch."""


PLAYER_NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia", "Luca", "Marta", "Nino")
"""The computer players' names, seated clockwise from seat 0 (C-1); enough for ten seats (UNO-1)."""

MAX_SEED = 999_999_999
"""The largest seed an app takes (nine digits: easy to read out to a class and to type)."""

MAX_NAME = MAX_NICKNAME
"""The longest name a person may give themselves in an app (it must fit a seat's label): a
class's nickname has the same limit."""


def call_later(seconds: float, callback: Callable[[], object]) -> "asyncio.TimerHandle | None":
    """Call ``callback()`` in ``seconds`` on the kernel's event loop (the loop ipykernel runs, so
    the call happens between the page's messages, never during one); ``None`` when there is no
    loop (a plain Python session: nothing is scheduled)."""
    import asyncio

    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:
            return None
    return loop.call_later(seconds, callback)


class LiveBox(widgets.VBox):
    """The box :func:`run_live` returns.  Its plain-text form, what JupyterLab shows for it in a
    notebook opened but not yet run, tells the reader to run the notebook (the default form
    was the widgets' code: ``VBox(children=(HBox(children=(WholeNumberBox(…``).

    Attributes:
        lang: the page's language.
    """

    def __init__(self, children: Sequence[widgets.Widget], lang: str) -> None:
        super().__init__(children)
        self.lang = lang

    def __repr__(self) -> str:
        return t("live.not_running", self.lang)


def run_live(label: str, work: Callable[[int | None], object], lang: str = "en", seed: int | None = None,
             working: str | None = None) -> widgets.VBox:
    """A button that runs ``work`` here and now and shows what it returns under the button: how a
    page offers to redo, live, a result it loaded (:mod:`kit.lessons.precomputed`).

    Args:
        label: the button's text, in ``lang``.
        work: called with the seed typed (``None`` without a seed box); its result is displayed
            (a ``Markdown``, a chart, a widget…).
        lang: ``"it"`` or ``"en"``.
        seed: with a seed, a box for another seed comes first (a whole number in
            0..:data:`MAX_SEED`, refused with a friendly message otherwise).
        working: what shows while it runs (default: the catalogue's "Simulating…"); what ``work``
            itself shows while it runs (a ``tqdm.auto`` bar, for a run of a minute) shows under it,
            until the result takes its place.

    Returns:
        The box (a :class:`LiveBox`) with the seed box (if any), the button, and the place for
        the result.
    """
    from IPython.display import Markdown, display

    box = None if seed is None else WholeNumberBox(seed, description=t("deal.seed", lang),
                                                   style={"description_width": "initial"})
    button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
    shown = widgets.Output()

    def click(_: object = None) -> None:
        problem = None if box is None else box.problem(lang)
        if box is not None and problem is None and not 0 <= box.number <= MAX_SEED:
            problem = t("error.bad_seed", lang, high=fmt_int(MAX_SEED, lang))
        shown.clear_output()
        with shown:
            display(Markdown(problem or working or t("live.working", lang)))
        if problem:
            return
        button.disabled = True
        started = time.perf_counter()
        failed = None
        with shown:  # what ``work`` shows as it runs (a tqdm bar) goes under "Simulating…"
            try:
                result = work(None if box is None else box.number)
            except Exception as error:  # noqa: BLE001 - the reader gets words, never "Simulating…" for ever
                failed = error
            finally:
                button.disabled = False
        if failed is not None:
            shown.clear_output()
            with shown:
                display(Markdown(t("live.failed", lang, error=f"{type(failed).__name__}: {str(failed)[:200]}")))
            return
        took = time.perf_counter() - started
        shown.clear_output()
        with shown:  # said, so that a result like the one above is not taken for a copy of it
            display(Markdown(t("live.done", lang, seconds=fmt_decimal(took, lang, digits=1)) if took >= 0.05
                             else t("live.done_fast", lang)))
            display(result)

    button.on_click(click)
    if box is not None:
        on_enter(box, click)  # Enter in the seed box runs it, as the button does
    live = LiveBox([widgets.HBox([button] if box is None else [box, button]), shown], lang)
    live.add_class("kit-live")
    return live


def next_seed(seed: int) -> int:
    """The seed after ``seed`` ("new seed" in an app): one more, and 0 after :data:`MAX_SEED`
    (or after anything out of range), so the next deal is never the same one again."""
    return seed + 1 if 0 <= seed < MAX_SEED else 0


def fresh_seed(played: int | None, rng: np.random.SeedSequence | None = None) -> int:
    """A new seed in 0..:data:`MAX_SEED`, never ``played``: drawn evenly among the others.

    Args:
        played: the seed of the game just played (``None``: any seed will do).
        rng: where the randomness comes from; default ``numpy.random.SeedSequence()``, the
            operating system's entropy.
    """
    entropy = (rng if rng is not None else np.random.SeedSequence()).entropy
    if played is None or not 0 <= played <= MAX_SEED:
        return int(entropy % (MAX_SEED + 1))
    return int((played + 1 + entropy % MAX_SEED) % (MAX_SEED + 1))


class KitApp(widgets.VBox):
    """The frame every app shares: the kit's CSS, a language switch, a title, an introduction,
    the app's controls, one line for friendly messages, then the app's results; and the pieces
    every game's app needs: the seed box with its checks (:meth:`seed_row`, :meth:`read_seed`)
    and the players' names (:meth:`player_names`).

    Subclasses set :attr:`TITLE` and :attr:`INTRO` (catalogue keys), build their widgets (no
    labels yet) and then call ``super().__init__(lang)``, and implement :meth:`arrange` (where
    their widgets go) and :meth:`relabel` (their labels).  ``KitApp.__init__`` builds the frame
    around what :meth:`arrange` gives and labels everything once, in ``lang``: every widget of
    every class of the app exists by then.
    """

    TITLE = ""
    INTRO = ""
    seed_box: "WholeNumberBox | None" = None

    def seed_row(self, seed: int) -> "WholeNumberBox":
        """The seed box (a :class:`WholeNumberBox`, labelled in every language switch), to put
        among the app's controls; :meth:`read_seed` reads it."""
        self.seed_box = WholeNumberBox(seed, style={"description_width": "initial"},
                                       layout=widgets.Layout(width="270px", max_width="100%"))  # «Numero di mescolata»
        self.seed_box.observe(self._seed_typed_now, names="value")
        return self.seed_box

    def _seed_typed_now(self, change: dict) -> None:
        if not self._writing_seed:
            self._seed_typed = True

    def show_seed(self, seed: int) -> None:
        """Write ``seed`` into the seed box (the app's own choice, not typed by the person)."""
        self._writing_seed = True
        try:
            self.seed_box.value = str(seed)
        finally:
            self._writing_seed = False

    def show_next_seed(self) -> None:
        """Put a fresh seed in the box now, unless the person typed one since the last game: the
        number shown is then always the one the next game uses (an app calls it when its
        settings come back into view)."""
        if self._played_seed is not None and not self._seed_typed \
                and self.seed_box.value.strip() == str(self._played_seed):
            self.show_seed(fresh_seed(self._played_seed))

    def read_seed(self) -> int | None:
        """The seed typed in the seed box, or ``None`` after a friendly message: not a whole
        number (``1,5``), or outside 0..:data:`MAX_SEED`."""
        problem = self.seed_box.problem(self.lang)
        if problem is not None:
            return self.refuse(problem)
        seed = self.seed_box.number
        if not 0 <= seed <= MAX_SEED:
            return self.refuse(t("error.bad_seed", self.lang, high=fmt_int(MAX_SEED, self.lang)))
        return seed

    def new_game_seed(self) -> int | None:
        """The seed for a new game: the one in the box if the person typed it since the last game
        (the same number again replays the same game) or if the app put a fresh one there
        (:meth:`show_next_seed`), otherwise a fresh one (written into the box, so the game can be
        replayed); ``None`` after a friendly message, as :meth:`read_seed`.

        A fresh seed (:func:`fresh_seed`) comes from the operating system's entropy, is never the
        seed just played (so "new game" never repeats the game, :data:`MAX_SEED` included) and
        the game itself is then fully fixed by it.
        """
        self.show_next_seed()
        seed = self.read_seed()
        if seed is not None:
            self._played_seed, self._seed_typed = seed, False
        return seed

    _played_seed: int | None = None
    _seed_typed = False
    _writing_seed = False
    name_box: "CleanText | None" = None

    def name_row(self) -> "CleanText":
        """The box for the person's name (shown at their seat), to put among the app's controls;
        it starts as "Tu" / "You" and follows the language switch until the person types a
        name (an emptied box gets it back too); :meth:`read_name` reads it."""
        self.name_box = CleanText("", style={"description_width": "initial"},  # filled by set_language
                                     layout=widgets.Layout(width="220px"))
        return self.name_box

    def read_name(self) -> str | None:
        """The person's name from the name box, trimmed; ``None`` after a friendly message when
        it is empty, longer than :data:`MAX_NAME` characters (100,000 pasted ones too: the
        message gives the count) or holds characters that cannot be shown (a lone surrogate, a
        control character: ``error.name_characters``, counted; tabs and new lines are spaces)."""
        name = " ".join(self.name_box.value.split())
        problem = self._name_problem(name)
        return name if problem is None else self.refuse(problem)

    def typed_name(self) -> str | None:
        """The name in the name box as :meth:`read_name` would take it, or ``None`` (no message)
        when it would be refused: for what the app shows while the person types."""
        name = " ".join(self.name_box.value.split()) if self.name_box is not None else ""
        return name if self._name_problem(name) is None else None

    def _name_problem(self, name: str) -> str | None:
        field = t("app.name", self.lang)
        if not name:
            return t("error.name_empty", self.lang, field=field)
        if len(name) > MAX_NAME:
            return t("error.name_long", self.lang, field=field, n=fmt_int(len(name), self.lang), high=MAX_NAME)
        bad = unshowable(name)
        if bad:
            return t("error.name_characters", self.lang, field=field, n=bad)
        return None

    def player_names(self, players: int, person: int | None = None, name: str | None = None) -> list[str]:
        """The players' names by seat: :data:`PLAYER_NAMES`, with the person's seat (if any)
        called ``name``, by default "Tu" / "You" in the app's language (the events that happen
        to the person are told to them in the second person, see
        :meth:`kit.engine.Event.narrate`).

        Raises:
            ValueError: more seats than names.
        """
        if players > len(PLAYER_NAMES):
            raise ValueError(f"names for at most {len(PLAYER_NAMES)} players, not {players}")
        names = list(PLAYER_NAMES[:players])
        if person is not None:
            names[person] = name or t("turn.you", self.lang)
        return names

    def __init__(self, lang: str) -> None:
        self.lang = lang
        # the switch is labelled in every language at once and never changed afterwards: any change
        # sent to a ToggleButtons makes ipywidgets 8 rebuild its buttons (it compares each button's
        # index with its label), and the button the person just pressed, with its focus, would go
        self.language = widgets.ToggleButtons(options=[(LANGUAGE_NAMES[c], c) for c in LANGUAGES], value=lang,
                                              description=" / ".join(t("app.language", c) for c in LANGUAGES),
                                              style={"description_width": "initial"})
        self.title = widgets.HTML()
        self.intro = widgets.HTML()
        self.message = widgets.HTML()
        self.language.observe(lambda change: self.set_language(change["new"]), names="value")
        controls, results = self.arrange()
        super().__init__([style_html(), self.language, self.title, self.intro, *controls, self.message, *results])
        self.add_class("kit-app")  # kit.css: every control a finger's size on a phone
        self.set_language(lang)

    def arrange(self) -> tuple[list[widgets.Widget], list[widgets.Widget]]:
        """Where the app's widgets go (called once, by ``KitApp.__init__``, after every class of
        the app has built its own): the controls, shown between the introduction and the message
        line, and the results, shown after it."""
        return [], []

    def set_language(self, lang: str) -> None:
        """Switch every label to ``lang`` (and clear a message left in the old language); a
        name box still holding the old language's "Tu" / "You" gets the new one."""
        old = self.lang
        self.lang = lang
        if self.language.value != lang:
            self.language.value = lang
        self.title.value = f"<h2>{escape(t(self.TITLE, lang))}</h2>"
        self.intro.value = f"<p>{escape(t(self.INTRO, lang))}</p>"
        self.message.value = ""
        if self.seed_box is not None:
            self.seed_box.description = t("deal.seed", lang)
        if self.name_box is not None:
            self.name_box.description = t("app.name", lang)
            if self.name_box.value.strip() in (t("turn.you", old), ""):
                self.name_box.value = t("turn.you", lang)
        self.relabel(lang)

    def relabel(self, lang: str) -> None:
        """Put the app's own labels in ``lang`` (subclasses)."""

    def refuse(self, text: str) -> None:
        """Show ``text`` as a friendly message (never a traceback) and return ``None``."""
        self.message.value = f'<p class="kit-message" role="alert">{escape(text)}</p>'
        return None
