"""The class together's widgets a student's page shares: the join box (class code + nickname).

:class:`JoinBox` joins this kernel's :class:`~kit.classroom.session.ClassSession` to a class,
says what happens to what the page sends (waiting, sent late, too fast), and retries the outbox
every :data:`RETRY_S` seconds while something waits.  The browser remembers the class, the
nickname and its rejoin word (:class:`ClassMemory`, ``localStorage``), so after a reload or a
server restart the page joins again by itself.  After joining the box shows the student's
**rejoin word** (:func:`kit.store.codes.new_word`) to write down: in another browser or on another
device (JupyterLab on another address, a classmate's computer) the nickname is refused as taken,
the box then asks for the word, and nickname + word take it back.  The words come from
:mod:`kit.i18n.classroom`.
"""

from __future__ import annotations

import asyncio
import html
import json
import os
from pathlib import Path

import anywidget
import ipywidgets as widgets
import traitlets

from kit.classroom.session import CODE_VAR, ClassSession, Sent, current
from kit.i18n import t
from kit.store.classroom import ClassError
from kit.store.core import StoreError
from kit.store.files import data_dir
from kit.store.names import MAX_NICKNAME, BadName
from kit.ui.widgets import AfterTyping, CleanText, call_later, on_submit, style_html

_HERE = Path(__file__).parent

RETRY_S = 5.0
"""Seconds between two tries to send what waits in the outbox."""

def home_memory() -> Path | None:
    """Where a JupyterHub user's own server keeps their class (``class.json`` in the kit's data
    folder of their home, readable by them alone), or ``None`` off a hub (``JUPYTERHUB_USER``, which
    every kernel of a hub user's server has, is not set).

    On a hub the class is not kept in the browser: all of a hub's users share one address, hence one
    ``localStorage`` per browser, so on a computer-room machine the next student could read the
    previous one's rejoin word there (logging out of the hub does not clear it).  The user's server
    outlives a closed page and keeps its home when the culler stops it, so a reloaded page, or one
    on a restarted server, joins again from this file."""
    return data_dir() / "class.json" if os.environ.get("JUPYTERHUB_USER") else None


class ClassMemory(anywidget.AnyWidget):
    """What the browser remembers of the class (``localStorage``; on a hub the user's server does,
    :func:`home_memory`, and the browser keeps nothing).

    Attributes (synced):
        key: the ``localStorage`` key (``kit.class``), or ``""``: the browser keeps nothing.
        saved: what the browser had when the page opened: ``{"code", "nickname", "token"}`` or ``{}``
            (``token``: the rejoin word).
        remember: what to keep now (set after joining).
        forget: ``True`` after leaving (the browser drops what it kept).
    """

    _esm = (_HERE / "class_memory.js").read_text(encoding="utf-8")
    key = traitlets.Unicode("kit.class").tag(sync=True)
    saved = traitlets.Dict().tag(sync=True)
    remember = traitlets.Dict().tag(sync=True)
    forget = traitlets.Bool(False).tag(sync=True)
    focus = traitlets.Int(0).tag(sync=True)
    """Bumped to move the keyboard focus to the join box's status line (after joining, the form
    that had the focus is hidden: the focus would drop to the page's body)."""

    def __init__(self, home: Path | None = None, **kwargs) -> None:
        """``home``: the file that keeps the class instead of the browser (:func:`home_memory`;
        ``None``: the browser's ``localStorage``)."""
        super().__init__(key="" if home else "kit.class", **kwargs)
        self.home = home
        if home is not None:
            self.observe(self._keep_at_home, names=["remember", "forget"])

    def recall(self) -> None:
        """With a ``home``: set :attr:`saved` from it, as the browser does when the page is drawn
        (``{}``: nothing kept, or a file this page cannot read)."""
        if self.home is None:
            return
        try:
            saved = json.loads(self.home.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            saved = {}
        self.saved = saved if isinstance(saved, dict) else {}

    def _keep_at_home(self, _change: dict) -> None:
        """Keep :attr:`remember` at :attr:`home` (readable by the user alone), or delete it after
        leaving, as the browser does with ``localStorage``.  A home that cannot be written only
        means the page will not rejoin by itself."""
        try:
            if self.remember:
                self.home.parent.mkdir(parents=True, exist_ok=True)
                fresh = self.home.with_suffix(".tmp")
                fd = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
                with os.fdopen(fd, "w", encoding="utf-8") as out:
                    json.dump(self.remember, out)
                os.replace(fresh, self.home)
            elif self.forget:
                self.home.unlink(missing_ok=True)
        except OSError:
            pass


class JoinBox(widgets.VBox):
    """The class code, a nickname and a Join button; after joining, who you are, the rejoin word
    and a Leave button.

    Args:
        lang: ``"it"`` or ``"en"``.
        session: the kernel's session (default :func:`~kit.classroom.session.current`).

    The code box starts with the server's code (:data:`~kit.classroom.session.CODE_VAR`) when
    ``make app`` gave one.  The box for the rejoin word (:attr:`word`) shows only once a
    nickname was refused as taken (the student coming back from another browser types it there).
    Errors are said in words (:meth:`say`); nothing raises to the page.
    """

    def __init__(self, lang: str = "en", session: ClassSession | None = None) -> None:
        self.lang = lang
        self.session = session or current()
        self.code = CleanText(value=os.environ.get(CODE_VAR, ""), placeholder="K7QX2M",
                              layout=widgets.Layout(width="22em", max_width="100%"))
        self.nickname = CleanText(layout=widgets.Layout(width="22em", max_width="100%"))
        self.word = CleanText(layout=widgets.Layout(width="22em", max_width="100%", display="none"))
        self.join_button = widgets.Button(button_style="primary", layout=widgets.Layout(min_height="44px"))
        self.leave_button = widgets.Button(layout=widgets.Layout(min_height="44px"))
        self.status = widgets.HTML()
        self.memory = ClassMemory(home_memory())
        self._retrying = False
        self._left: tuple[str, str] | None = None  # the class code and nickname this page left
        self._joined_key = "class.join.joined"  # what the status line says while in the class
        self._join_retry: asyncio.TimerHandle | None = None  # a join tried again while the store is out of reach
        # Enter in a box, or the Join button: the join waits for the boxes' last typed letters
        self.join_soon = AfterTyping([self.code, self.nickname, self.word], self._join_now)
        self.join_button.on_click(lambda _b: self.join_soon())
        self.leave_button.on_click(lambda _b: self.leave())
        for box in (self.code, self.nickname, self.word):
            on_submit(box, self.join_soon)
        self.memory.observe(self._saved, names="saved")
        self.session.listeners.append(self._sent)
        self.title = widgets.HTML()
        self.intro = widgets.HTML()
        self.word_note = widgets.HTML()
        self.form = widgets.HBox([self.code, self.nickname, self.word, self.join_button],
                                 layout=widgets.Layout(flex_flow="row wrap", gap="8px", align_items="flex-end"))
        super().__init__([style_html(), self.title, self.intro, self.form, self.status, self.word_note,
                          self.leave_button, self.memory])
        self.add_class("kit-join")
        self.add_class("kit-app")  # kit.css: on a phone, every control a finger's size (44 px)
        self.relabel()
        self.memory.recall()  # on a hub: joins again, as a browser's memory does when drawn

    # --- words ----------------------------------------------------------------------------------
    def relabel(self, lang: str | None = None) -> None:
        """Label everything in ``lang`` (default the current language).  On a language switch
        (``lang`` given) a page in a class first asks the store whether it still is (the class
        may have been deleted meanwhile): the status line then says so rather than "You are in
        class …"."""
        self.lang = lang or self.lang
        if lang is not None and self.session.joined:
            self.session.still_in_class()  # if not, the listeners (:meth:`_sent`) say so
        self.title.value = f"<h3>{html.escape(t('class.join.title', self.lang))}</h3>"
        self.intro.value = f"<p>{html.escape(t('class.join.intro', self.lang))}</p>"
        self.code.description = t("class.join.code", self.lang)
        self.nickname.description = t("class.join.nickname", self.lang)
        self.nickname.placeholder = t("class.join.nickname_hint", self.lang)
        self.word.description = t("class.join.word", self.lang)
        self.word.placeholder = t("class.join.word_hint", self.lang)
        for box in (self.code, self.nickname, self.word):
            box.style = {"description_width": "initial"}
        self.join_button.description = t("class.join.button", self.lang)
        self.leave_button.description = t("class.join.leave", self.lang)
        self._show()

    def say(self, key: str, problem: bool = False, **fields: object) -> None:
        """Show the catalogue's ``key`` in the status line (a polite live region, read out)."""
        role = "alert" if problem else "status"
        mark = "⚠ " if problem else ""
        self.status.value = (f'<p class="kit-class-status" role="{role}" aria-live="polite" tabindex="-1">'
                             f"{mark}{html.escape(t(key, self.lang, **fields))}</p>")

    def _show(self) -> None:
        joined = self.session.joined
        self.form.layout.display = "none" if joined else "flex"
        self.leave_button.layout.display = "" if joined else "none"
        if joined:
            member = self.session.member
            self.say(self._joined_key, code=member.code, nickname=member.nickname)
            self.word_note.value = ('<p class="kit-class-word">'
                                    + html.escape(t("class.join.your_word", self.lang, nickname=member.nickname))
                                    + f' <strong class="kit-word">{html.escape(member.token)}</strong>. '
                                    + html.escape(t("class.join.write_it", self.lang)) + "</p>")
            self.word.value = ""
            self.word.layout.display = "none"
        else:
            self.word_note.value = ""
            if not self.status.value:
                self.say("class.join.alone")

    # --- joining --------------------------------------------------------------------------------
    def _join_now(self) -> None:
        """Join (what :attr:`join_soon` runs); then the keyboard focus goes to the status line."""
        if self.join():
            self.memory.focus += 1  # the form that had the focus is hidden: the status line takes it

    def join(self, token: str | None = None, rejoin: bool = False) -> bool:
        """Join with what the boxes hold (and ``token`` when the browser remembered one, else
        the rejoin word typed in :attr:`word`); say how it went.  Returns whether the page is in
        the class now."""
        code, nickname = self.code.value.strip(), self.nickname.value
        typed = self.word.value.strip()[:64] if token is None and self.word.layout.display != "none" else ""
        if typed:
            token, rejoin = typed, True
        if not code:
            self.say("class.join.no_code", problem=True)
            return False
        try:
            member = self.session.join(code, nickname, token)
        except BadName as error:
            n = len(nickname.strip())
            key = {"empty": "class.join.bad_empty", "long": "class.join.bad_long"}.get(error.reason, "class.join.bad_chars")
            self.say(key, problem=True, limit=MAX_NICKNAME, n=n)
            return False
        except ClassError as error:
            shown, name = code[:40], nickname.strip()[:MAX_NICKNAME * 2]
            if error.reason != "taken":
                self.say("class.join.no_class", problem=True, code=shown)
            elif typed:
                self.say("class.join.wrong_word", problem=True, nickname=name, word=typed[:20])
            else:
                if token is not None:  # the browser's saved word: the teacher gave the nickname a new one
                    key = "class.join.word_renewed"
                elif self._left is not None and self._left == (code.upper(), name.casefold()):
                    key = "class.join.taken_left"  # this page left the class as this nickname
                else:
                    key = "class.join.taken"
                self.say(key, problem=True, nickname=name)
                self.word.layout.display = ""  # the student coming back from another browser types the word here
            return False
        except StoreError:
            self.say("class.join.unreachable", problem=True, s=f"{RETRY_S:g}")
            self._join_later(token, rejoin)
            return False
        self.memory.forget = False
        self.memory.remember = {"code": member.code, "nickname": member.nickname, "token": member.token}
        self._joined_key = "class.join.rejoined" if rejoin else "class.join.joined"  # kept on a relabel
        self._show()
        return True

    def _join_later(self, token: str | None, rejoin: bool) -> None:
        """Try the same join again in :data:`RETRY_S` seconds, and so on until the store answers
        (the database restarting as the class begins); not if the student has joined or left
        meanwhile, or changed what the boxes hold."""
        if self._join_retry is not None:
            return
        asked = (self.code.value, self.nickname.value, self.word.value)

        def again() -> None:
            self._join_retry = None
            if not self.session.joined and asked == (self.code.value, self.nickname.value, self.word.value):
                self.join(token, rejoin)

        self._join_retry = call_later(RETRY_S, again)

    def leave(self) -> None:
        """Leave the class; the browser forgets it."""
        member = self.session.member
        if member is not None:
            self._left = (member.code.upper(), member.nickname.casefold())
        self.session.leave()
        self.memory.remember = {}
        self.memory.forget = True
        self.status.value = ""
        self._show()

    def _saved(self, change: dict) -> None:
        saved = change["new"] or {}
        if self.session.joined or not all(isinstance(saved.get(k), str) for k in ("code", "nickname", "token")):
            if self.session.joined:
                self._show()
            return
        self.code.value, self.nickname.value = saved["code"][:64], saved["nickname"][:4 * MAX_NICKNAME]
        if not self.join(token=saved["token"][:64], rejoin=True):
            self.memory.remember = {}  # that class or that nickname is no longer ours: the boxes keep them to retry

    # --- sending --------------------------------------------------------------------------------
    def _sent(self, sent: Sent) -> None:
        if sent.problem == "unreachable":
            self.say("class.send.waiting", problem=True, n=sent.waiting)
        elif sent.problem == "too_fast":
            self.say("class.send.too_fast", problem=True, n=sent.waiting, s=sent.wait_s)
        elif sent.problem == "full":
            self.say("class.send.full", problem=True)
        elif sent.problem == "left":
            self.memory.remember = {}
            self.memory.forget = True
            self.say("class.send.left", problem=True)
            self._show()
            return
        elif sent.problem is None and self._retrying and sent.waiting == 0:
            self.say("class.send.sent_late")
        if sent.waiting and sent.problem in ("unreachable", "too_fast"):
            self._retry_later(max(RETRY_S, float(sent.wait_s)))
        else:
            self._retrying = False

    def _retry_later(self, seconds: float) -> None:
        """Send the outbox again in ``seconds`` (on the kernel's event loop; once at a time)."""
        if self._retrying:
            return

        def again() -> None:
            self._retrying = False
            if self.session.outbox:
                self._retrying = True  # say "sent" when it goes through
                self.session.flush()

        self._retrying = call_later(seconds, again) is not None


def join_box(lang: str = "en") -> JoinBox:
    """A :class:`JoinBox` for this kernel's session, in ``lang``."""
    return JoinBox(lang)
