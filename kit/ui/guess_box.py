"""A lesson's guess box: the "write your guess first" of a lesson as a number box or a few
choice buttons, with Guess and Skip; then the guess beside the exact answer (issue 24).  A number
is read as the question asks it (:func:`kit.classroom.guesses.read_guess`): a count refuses a
probability ("0,3" where "how many out of 100?" is asked) in words, a probability takes "30%".

:class:`GuessBox` shows the guess :data:`kit.classroom.guesses.GUESSES` names.  Alone, nothing
leaves the page.  When this kernel is in a class (:func:`kit.classroom.session.current`), the
first guess is sent to the class (a second one changes nothing sent: the box takes one guess).
Once a guess is given or skipped, the box tells the page (a DOM event, ``kit-guess-done``), which
opens the answer folded after the box (``kit_page.js``): the box's Guess and Skip are the one way
to that answer (the page has no button of its own beside a box).  The words come from :mod:`kit.i18n.guesses`.

The box is one anywidget with its own small stylesheet (``guess_box.css``).
"""

from __future__ import annotations

import html
import re
from fractions import Fraction
from pathlib import Path

import anywidget
import traitlets

from kit.classroom.guesses import Guess, answer_text, guess as find_guess, how_text, read_guess, show_number
from kit.classroom.session import ClassSession, Sent, current
from kit.i18n import CATALOGUE, t
from kit.ui.widgets import MAX_NUMBER_TEXT, shown_text, without_surrogates

_HERE = Path(__file__).parent


def label_text(g: Guess, lang: str) -> str:
    """The label of a number guess's entry: what it asks, in short ("Your guess: hands with at
    least one Asso, out of 100", catalogue ``guess.label.<id>``), so that a page's many boxes
    are told apart by a screen reader's list of fields; "Your guess" alone for a choice guess
    (its group of choices is named by the question)."""
    key = f"guess.label.{g.id}"
    if g.kind == "number" and key in CATALOGUE:
        return t("guess.box.named", lang, what=t(key, lang))
    return t("guess.box.number", lang)


class GuessBox(anywidget.AnyWidget):
    """One lesson guess: a number box with its label and a line saying what to type (a whole number
    from 0 to 100, a number from 0 to 1…: :func:`~kit.classroom.guesses.how_text`) or choice buttons
    (radio buttons: Tab to the group, arrow keys to choose), Guess and Skip; after a guess, "Your
    guess: X — the exact answer: Y"; after Skip, the exact answer.  The lesson's paragraph just
    above the box asks the question: the box does not say it again, but names its entry (or its
    choices) with it for a screen reader ("Your guess: <question>").  One widget, drawn by
    ``guess_box.js`` (a lesson has many boxes: one model each keeps the page quick to open).

    Args:
        guess_id: a :data:`kit.classroom.guesses.GUESSES` id, e.g. ``"deal_hands.no_asso"``.
        lang: ``"it"`` or ``"en"``.
        session: the kernel's class session (default :func:`~kit.classroom.session.current`).

    Attributes (synced with the page):
        text: the number box's text, as typed (a number guess).
        choice: the choice key picked (a choice guess; ``""`` none yet).
        status: the status line (HTML: the catalogue's words, escaped).
        done: ``True`` once the student has guessed or skipped (the page then opens the answer).

    Attributes:
        guess: the :class:`~kit.classroom.guesses.Guess`.
        given: the number (a ``Fraction``) or the choice key guessed; ``None`` before a guess and
            after a skip.
        skipped: whether the student skipped.
        sent: what the class session said about the guess sent (``None``: nothing sent, alone).

    Raises:
        KeyError: no lesson guess has this id.
    """

    _esm = (_HERE / "guess_box.js").read_text(encoding="utf-8")
    _css = (_HERE / "guess_box.css").read_text(encoding="utf-8")
    guess_id = traitlets.Unicode("").tag(sync=True)
    kind = traitlets.Unicode("number").tag(sync=True)
    words = traitlets.Dict().tag(sync=True)
    choices = traitlets.List().tag(sync=True)
    text = traitlets.Unicode("").tag(sync=True)
    choice = traitlets.Unicode("").tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    done = traitlets.Bool(False).tag(sync=True)

    def __init__(self, guess_id: str, lang: str = "en", session: ClassSession | None = None) -> None:
        self.guess: Guess = find_guess(guess_id)
        self.lang = lang
        self.session = session or current()
        self.given: Fraction | str | None = None
        self.skipped = False
        self.sent: Sent | None = None
        g = self.guess
        # the lesson's paragraph above the box asks the question: the box names what to type (its
        # label and a line saying which number), and holds the question only for a screen reader
        # (the input's or the choices' accessible name: "Your guess: <the question>")
        words = {"question": t(g.question, lang),
                 "how": how_text(g, lang) if g.kind == "number" else t("guess.box.pick", lang),
                 "label": label_text(g, lang), "guess": t("guess.box.guess", lang),
                 "skip": t("guess.box.skip", lang)}
        super().__init__(guess_id=guess_id, kind=g.kind, words=words,
                         choices=[[key, t(key, lang)] for key in g.choices])
        self.on_msg(self._heard)

    def _heard(self, _widget: object, content: dict, _buffers: object) -> None:
        """The page's message: ``{"event": "guess", "text", "choice"}`` or ``{"event": "skip"}``."""
        if not isinstance(content, dict):
            return
        if content.get("event") == "skip":
            self.skip()
        elif content.get("event") == "guess":
            text, choice = content.get("text", ""), content.get("choice", "")
            self.text = without_surrogates(text) if isinstance(text, str) else ""
            self.choice = choice if isinstance(choice, str) and choice in self.guess.choices else ""
            self.submit()

    # --- what the box says ----------------------------------------------------------------------
    def _show(self, x: Fraction | float) -> str:
        return show_number(x, self.lang, self.guess.digits)

    def exact_text(self) -> str:
        """The exact answer in words: the number (:func:`show_number`) or the right choice."""
        return answer_text(self.guess, self.lang)

    def say(self, text: str, problem: bool = False) -> None:
        """Show ``text`` (already in the page's language) in the box's status line, read out."""
        role = "alert" if problem else "status"
        mark = "⚠ " if problem else ""
        self.status = (f'<p class="kit-guess-status" role="{role}" aria-live="polite">'
                       f"{mark}{html.escape(text)}</p>")

    # --- guessing -------------------------------------------------------------------------------
    def read(self) -> Fraction | str:
        """The guess as the box holds it: a number in range, or a choice key.

        Raises:
            ValueError: nothing given, or not a number the question takes
                (:func:`kit.classroom.guesses.read_guess`); its message is the box's words.
        """
        g = self.guess
        if g.kind == "choice":
            if self.choice not in g.choices:
                raise ValueError(t("guess.box.no_choice", self.lang))
            return self.choice
        text = self.text
        if len(text) > MAX_NUMBER_TEXT:
            raise ValueError(t("guess.box.bad_number", self.lang, text=shown_text(text.strip()),
                               how=how_text(g, self.lang)))
        return read_guess(g, text, self.lang, shown=shown_text(text.strip()))

    def submit(self) -> bool:
        """Take the guess (once): show it beside the exact answer, send it to the class when the
        page is in one, open the answer.  Returns whether a guess was taken now."""
        if self.done:
            return False
        try:
            value = self.read()
        except ValueError as error:
            self.say(str(error), problem=True)
            return False
        self.given = value
        g = self.guess
        if g.kind == "number":
            typed = self.text.strip()
            if g.unit == "count" or (Fraction(value).denominator == 1 and not re.search("[/%]", typed)):
                shown = html.escape(self._show(value))  # 27, 7.140 (27% of 100 is 27)
            elif re.search("[/%]", typed):  # 12/40 = 0,3; 30% = 0,3
                shown = f"{html.escape(shown_text(typed))} = {html.escape(show_number(value, self.lang, max(g.digits, 3)))}"
            else:
                shown = html.escape(shown_text(typed))
            verdict = ""
        else:
            shown = html.escape(t(value, self.lang))
            verdict = " " + html.escape(t("guess.box.right" if value == g.right else "guess.box.wrong", self.lang))
        key = ("guess.box.result_measured" if g.measured else
               "guess.box.result_choice" if g.kind == "choice" else "guess.box.result")
        result = t(key, self.lang, guess="\0", exact="\1")
        result = html.escape(result).replace("\0", shown).replace("\1", html.escape(self.exact_text()))
        if self.session.joined:
            self.sent = (self.session.guess(g.id, number=float(value)) if g.kind == "number"
                         else self.session.guess(g.id, choice=value))
        self._finish(f"{result}.{verdict}")
        return True

    def skip(self) -> None:
        """Show the exact answer without a guess (nothing is sent); the box takes no guess after."""
        if self.done:
            return
        self.skipped = True
        key = ("guess.box.skipped_measured" if self.guess.measured else
               "guess.box.skipped_choice" if self.guess.kind == "choice" else "guess.box.skipped")
        self._finish(html.escape(t(key, self.lang, exact=self.exact_text())) + ".")

    def _finish(self, shown_html: str) -> None:
        note = ""
        if self.sent is not None:
            key = "guess.box.sent" if self.sent.kept and not self.sent.waiting else "guess.box.waiting"
            if self.sent.kept or self.sent.waiting:
                note = f" {html.escape(t(key, self.lang))}"
        self.status = (f'<p class="kit-guess-status kit-guess-result" role="status" aria-live="polite">'
                       f"<strong>{shown_html}</strong> {html.escape(t('guess.box.below', self.lang))}{note}</p>")
        self.done = True

    def __repr__(self) -> str:
        return f"GuessBox({self.guess.id!r}, {self.lang!r})"


def guess_box(guess_id: str, lang: str = "en") -> GuessBox:
    """A :class:`GuessBox` for the lesson guess ``guess_id``, in ``lang``, on this kernel's session."""
    return GuessBox(guess_id, lang)
