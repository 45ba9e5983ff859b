"""A server a class shares: a class code at the door, a bounded number of kernels, kernels that
belong to no page stopped, a prepared class filled a few pages at a time.

``make app`` (standalone Voila, :mod:`kit.tools.voila_server`) serves every page with a kernel of
its own, started by a plain GET.  On a school network that is the whole class's server, so:

* **A class code** (:class:`Door`): served beyond this machine (``IP=0.0.0.0``), every page asks
  for the code the teacher's terminal prints (and the address printed carries it,
  ``http://…:8866/?code=K7QX2M``); the right code is remembered in a cookie, so a student types
  it once.  People outside the class, a chat app's link preview, a crawler: none of them starts
  a kernel.
* **A cap** (:func:`kernel_cap`): at most that many kernels at once, sized from the memory the
  machine has free and the class's size.  Past it a page is not rendered: the person reads, in
  the page's language, that the server is full and to try again in a minute (HTTP 503 with
  ``Retry-After``), and the server goes on serving the others.
* **A sweep** (:class:`Sweeper`, every :data:`SWEEP_S` seconds): a kernel whose page never
  claimed it (a GET that was not a browser, a tab closed while loading) is stopped once it has
  been idle for :data:`NEVER_CONNECTED_S` seconds (a page's script claims its kernel as soon as
  the page holds the kernel's id, :func:`claim`, and connects to it once loaded); a kernel restarted after a crash (its
  page has lost its widgets and says so) is stopped at once.  Kernels of open pages, and the
  prepared pages still waiting for their student, are left alone; a page closed without saying
  goodbye is left to the ten-minute idle cull (:data:`kit.tools.voila_server.CLASS_OPTIONS`).
* **A prepared class, filled a few pages at a time** (:func:`gate_filling`): Voila starts every
  prepared copy at the same moment (60 kernels on two processors thrash for many minutes);
  here at most :func:`fill_width` copies are computed at once, a copy counts as ready only once
  its page is computed, and the terminal shows the progress.

The cap, the code and the sweep are standalone Voila's (``make app``); Binder and JupyterHub give
each person a server of their own behind their own login.
"""

from __future__ import annotations

import asyncio
import html
import logging
import os
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from kit.store.codes import check_code, same_code

NEVER_CONNECTED_S = 25.0
"""Seconds a kernel no page claimed or connected to may stay idle before it is stopped (with
:data:`SWEEP_S`, such a kernel is gone within half a minute of its page's last byte).  A
browser's page claims its kernel as soon as the kernel's id reaches it, before the first cell
runs (:func:`claim`), so the wait covers a slow network, not a slow device."""

SWEEP_S = 5.0
"""Seconds between two sweeps of the kernels."""

KERNEL_MB = 110
"""Memory one page's kernel takes, in MB (README: 75 MB idle, 105 MB once a chart is drawn)."""

SERVER_MB = 300
"""Memory kept for the server itself and the system, in MB."""

FULL_WAIT_S = 2.0
"""Seconds a page waits for a place on a full server before it is told so (a reloaded page's
old kernel is being stopped in that moment)."""

STOPPING_WAIT_S = 6.0
"""Seconds it waits at most while a kernel is being stopped (its place is about to be free)."""

STARTING_S = 120.0
"""Seconds a page admitted and not yet sent counts against the cap at most."""

DEFAULT_CLASS = 30
"""The class size assumed when none is given."""

COOKIE = "kit_class"
"""The cookie that remembers the class code in a student's browser."""

def available_mb() -> int | None:
    """Memory the system can still give, in MB (``None`` when it cannot be told)."""
    try:
        import psutil

        return int(psutil.virtual_memory().available / 2**20)
    except Exception:  # noqa: BLE001 - no psutil, or a system that does not say
        return None


def kernel_cap(class_size: int = 0, prepared_pages: int = 0, free_mb: int | None = None) -> int:
    """The most kernels the server runs at once.

    From the class: every prepared copy (``class_size`` × ``prepared_pages``), plus two pages open
    per student (a second page, a reload before the first page's kernel has gone), plus 10 for
    the teacher and latecomers; :data:`DEFAULT_CLASS` students when no size is given.  From the
    memory: what ``free_mb`` (default: what the system has free now) holds at
    :data:`KERNEL_MB` a kernel after :data:`SERVER_MB` for the server.  The smaller of the two,
    and at least 2.

    Args:
        class_size: students (0: not said).
        prepared_pages: pages computed in advance for each student.
        free_mb: memory free for the server, in MB (``None``: ask the system; unknown: no bound).

    Raises:
        ValueError: a negative class size or page count.
    """
    if class_size < 0 or prepared_pages < 0:
        raise ValueError(f"a class size and a count of pages are 0 or more, got {class_size}, {prepared_pages}")
    students = class_size or DEFAULT_CLASS
    by_class = students * prepared_pages + 2 * students + 10
    free = available_mb() if free_mb is None else free_mb
    by_memory = by_class if free is None else (free - SERVER_MB) // KERNEL_MB
    return max(2, min(by_class, by_memory))


@dataclass
class Door:
    """Who may open a page and how many kernels may run: the class code (``None``: no code, the
    server is on this machine only) and the cap (:func:`kernel_cap`).

    Attributes:
        code: the class code, normalised (:func:`check_code`), or ``None``.
        cap: the most kernels at once (``0``: not set yet; :func:`configure_door` sets it).
        starting: when each page admitted and not yet sent was admitted (by the request's
            ``id``); such a page counts against the cap until it has been sent, or for
            :data:`STARTING_S` seconds at most (a request whose end the server never saw).
        stopping: kernels being stopped right now (their places about to be free).
        refused: pages refused because the server was full (for the log and the tests).
    """

    code: str | None = None
    cap: int = 0
    starting: dict = field(default_factory=dict)
    stopping: int = 0
    refused: int = 0
    _connected: set = field(default_factory=set)


DOOR = Door()
"""The one door of this server process (set by :func:`configure_door` in ``make app``)."""


def configure_door(code: str | None, cap: int) -> Door:
    """Set this process's :data:`DOOR`: the class code (``None`` or ``""``: none) and the cap.

    Raises:
        ValueError: a code that :func:`check_code` refuses, or a cap below 1.
    """
    if cap < 1:
        raise ValueError(f"the most kernels at once is 1 or more, got {cap}")
    DOOR.code = check_code(code) if code else None
    DOOR.cap = cap
    return DOOR


def language_of(path: str) -> str | None:
    """The page's language from its path (``it/…`` or ``en/…``), else ``None`` (both)."""
    from kit.tools.voila_server import page_language

    return page_language(path or "")


def words(key: str, lang: str | None, **fields: Any) -> str:
    """A server message in the page's language, or in both (Italian first) when the page has none."""
    from kit.i18n import LANGUAGES, t

    langs = [lang] if lang in LANGUAGES else list(LANGUAGES)
    return " / ".join(t(key, code, **fields) for code in langs)


def message_page(lang: str | None, title_key: str, body_html: str) -> str:
    """A small page of the server's own (no kernel, nothing from the internet), in ``lang``."""
    title = html.escape(words(title_key, lang))
    return (f'<!doctype html><html lang="{lang or "it"}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title>'
            '<style>body{font:18px/1.5 system-ui,sans-serif;max-width:34em;margin:3em auto;padding:0 1em}'
            'input,button{font:inherit;padding:.4em .6em;min-height:44px}'
            'input:focus,button:focus{outline:3px solid #1a5fb4;outline-offset:2px}'
            '.kit-door-wrong{border-left:4px solid #a51d2d;padding-left:.6em}</style></head>'
            f'<body><main><h1>{title}</h1>{body_html}</main></body></html>')


def full_page(lang: str | None) -> str:
    """The page a person gets when the server is full, with a button that asks again."""
    return message_page(lang, "server.full_title",
                        f'<p role="alert">{html.escape(words("server.full", lang))}</p>'
                        f'<form method="get"><button type="submit">{html.escape(words("server.try_again", lang))}'
                        '</button></form>')


def code_page(lang: str | None, wrong: bool) -> str:
    """The page that asks for the class code (again, saying so, after a wrong one)."""
    label, button = words("server.code_label", lang), words("server.code_button", lang)
    said = (f'<p class="kit-door-wrong" role="alert">✘ {html.escape(words("server.code_wrong", lang))}</p>'
            if wrong else "")
    return message_page(lang, "server.code_title", (
        f'<p>{html.escape(words("server.code_ask", lang))}</p>{said}'
        '<form method="get"><p><label for="kit-code">' + html.escape(label) + '</label><br>'
        '<input id="kit-code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" '
        'maxlength="40" required autofocus> '
        f'<button type="submit">{html.escape(button)}</button></p></form>'))


def let_in(handler: Any, path: str) -> bool:
    """The class code's check for one request (a tornado ``RequestHandler``); ``False`` when
    the request was answered here (the code's page, or a redirect that sets the cookie).

    A right ``?code=`` sets the cookie and redirects to the same address without it (so the
    code does not stay in the address bar or the browser's history); a right cookie lets the
    request through; anything else gets the code's page (HTTP 403).
    """
    if DOOR.code is None:
        return True
    given = handler.get_query_argument("code", None)
    if given is not None:
        if same_code(given, DOOR.code):
            handler.set_cookie(COOKIE, DOOR.code, httponly=True, samesite="Lax", expires_days=1)
            rest = urlencode([(k, v.decode("utf-8", "replace")) for k, vs in handler.request.query_arguments.items()
                              if k != "code" for v in vs])
            handler.redirect(handler.request.path + (f"?{rest}" if rest else ""))
            return False
    else:
        cookie = handler.get_cookie(COOKIE, "")
        if cookie and same_code(cookie, DOOR.code):
            return True
    handler.set_status(403)
    handler.set_header("Content-Type", "text/html; charset=utf-8")
    handler.set_header("Cache-Control", "no-store")
    handler.finish(code_page(language_of(path), wrong=given is not None))
    return False


def occupied(handler: Any) -> int:
    """Kernels running, plus pages admitted and not yet sent (:attr:`Door.starting`, each for
    :data:`STARTING_S` seconds at most)."""
    now = time.monotonic()
    for key, since in list(DOOR.starting.items()):
        if now - since > STARTING_S:
            del DOOR.starting[key]
    return len(handler.kernel_manager.list_kernel_ids()) + len(DOOR.starting)


async def admit(handler: Any, path: str, pool_ready: bool, wait_s: float = FULL_WAIT_S) -> bool:
    """The cap's check before a page starts a kernel; ``False`` when the server is full and
    the person was told so (HTTP 503, ``Retry-After: 60``).  ``pool_ready``: a prepared copy
    waits for this page (no new kernel).

    A full server waits up to ``wait_s`` seconds for a place first: a student who reloads a
    page asks for the new one while the old page's kernel is still being stopped (its goodbye
    arrives a moment later), and must not be turned away by their own old page.
    """
    if pool_ready or not DOOR.cap:
        return True
    start = time.monotonic()
    while occupied(handler) >= DOOR.cap:
        waited = time.monotonic() - start
        if waited >= (STOPPING_WAIT_S if DOOR.stopping else wait_s):
            DOOR.refused += 1
            logging.getLogger("Voila").warning("kit: the server is full (%d kernels, at most %d): a page of %s refused",
                                               occupied(handler), DOOR.cap, path)
            handler.set_status(503)
            handler.set_header("Retry-After", "60")
            handler.set_header("Content-Type", "text/html; charset=utf-8")
            handler.set_header("Cache-Control", "no-store")
            handler.finish(full_page(language_of(path)))
            return False
        await asyncio.sleep(0.25)
    DOOR.starting[id(handler)] = time.monotonic()
    return True


def page_sent(handler: Any) -> None:
    """A page admitted by :func:`admit` has been sent (or failed): its kernel now counts as running."""
    DOOR.starting.pop(id(handler), None)


def pooled_kernels(manager: Any) -> set[str]:
    """The kernels of prepared pages still waiting for their student (Voila's pools)."""
    waiting: set[str] = set()
    for pool in getattr(manager, "_pools", {}).values():
        for task in pool:
            try:
                if task.done() and not task.exception():
                    waiting.add(task.result()["kernel_id"])
            except Exception:  # noqa: BLE001 - a cancelled task
                pass
    return waiting


class Sweeper:
    """Stops the kernels that belong to no page (see the module docstring), every :data:`SWEEP_S`
    seconds, in the server's event loop.

    Args:
        manager: the server's kernel manager (a jupyter_server ``MappingKernelManager``).
        never_connected_s: idle seconds after which a never-connected kernel is stopped.
    """

    def __init__(self, manager: Any, never_connected_s: float = NEVER_CONNECTED_S) -> None:
        self.manager = manager
        self.never_connected_s = never_connected_s
        self.connected: set[str] = set()
        self.pids: dict[str, int] = {}
        self.since: dict = {}  # kernel id -> when a sweep first saw it outside the pools
        self.stopped = 0
        original = manager.notify_connect

        def notify_connect(kernel_id: str) -> None:
            self.connected.add(kernel_id)
            original(kernel_id)

        manager.notify_connect = notify_connect
        start_kernel = manager.start_kernel

        async def start_and_note(*args: Any, **kwargs: Any) -> str:
            kernel_id = await _maybe_await(start_kernel(*args, **kwargs))
            self.note(kernel_id)
            return kernel_id

        manager.start_kernel = start_and_note
        shutdown_kernel = manager.shutdown_kernel

        async def counted_shutdown(*args: Any, **kwargs: Any) -> Any:
            DOOR.stopping += 1
            try:
                return await _maybe_await(shutdown_kernel(*args, **kwargs))
            finally:
                DOOR.stopping -= 1

        manager.shutdown_kernel = counted_shutdown

    def note(self, kernel_id: str) -> int | None:
        """Note the process of ``kernel_id`` (a later sweep that finds another one knows the kernel
        was restarted); return it, ``None`` when it cannot be told."""
        try:
            pid = getattr(getattr(self.manager.get_kernel(kernel_id), "provisioner", None), "pid", None)
        except KeyError:
            return None
        if pid is not None:
            self.pids.setdefault(kernel_id, pid)
        return pid

    def reasons(self, now: float | None = None) -> dict[str, str]:
        """The kernels to stop now, each with why (``"never connected"`` or ``"restarted"``)."""
        from datetime import datetime, timezone

        manager = self.manager
        waiting = pooled_kernels(manager) | FILLING.computing
        wall = datetime.now(timezone.utc) if now is None else datetime.fromtimestamp(now, timezone.utc)
        out: dict[str, str] = {}
        for kernel_id in list(manager.list_kernel_ids()):
            if kernel_id in waiting:
                continue
            try:
                kernel = manager.get_kernel(kernel_id)
            except KeyError:
                continue
            before = self.pids.get(kernel_id)
            pid = self.note(kernel_id)
            if pid is not None and before is not None and pid != before:
                out[kernel_id] = "restarted"
                continue
            # a prepared page's kernel counts from the moment it left its pool, not from its
            # last activity (computing the page, perhaps an hour before its student came)
            since = self.since.setdefault(kernel_id, wall)
            if kernel_id in self.connected or getattr(kernel, "execution_state", "") == "busy":
                continue
            last = max(getattr(kernel, "last_activity", None) or since, since)
            if (wall - last).total_seconds() > self.never_connected_s:
                out[kernel_id] = "never connected"
        return out

    async def sweep(self) -> int:
        """Stop the kernels :meth:`reasons` names; return how many."""
        log = logging.getLogger("Voila")
        count = 0
        for kernel_id, why in self.reasons().items():
            try:
                log.info("kit: stopping kernel %s (%s)", kernel_id, why)
                await _maybe_await(self.manager.shutdown_kernel(kernel_id))
                count += 1
            except Exception as error:  # noqa: BLE001 - already gone; the next sweep sees
                log.debug("kit: kernel %s could not be stopped: %s", kernel_id, error)
            self.connected.discard(kernel_id)
            self.pids.pop(kernel_id, None)
            self.since.pop(kernel_id, None)
        self.stopped += count
        return count

    def start(self, interval_s: float = SWEEP_S) -> None:
        """Sweep every ``interval_s`` seconds in the running tornado loop."""
        from tornado.ioloop import PeriodicCallback

        self._callback = PeriodicCallback(self.sweep, interval_s * 1000)
        self._callback.start()


_SWEEPERS: dict[int, Sweeper] = {}


def sweeper_for(manager: Any) -> Sweeper:
    """The one :class:`Sweeper` of ``manager``, started on first use."""
    sweeper = _SWEEPERS.get(id(manager))
    if sweeper is None:
        sweeper = _SWEEPERS[id(manager)] = Sweeper(manager)
        sweeper.start()
    return sweeper


def claim(manager: Any, kernel_id: str) -> None:
    """A page's script asked for its kernel (``kit_page.js``, as soon as the page holds the
    kernel's id): a browser has the page, so the sweep leaves that kernel to the idle cull, as
    one a page connected to."""
    sweeper = _SWEEPERS.get(id(manager))
    if sweeper is not None:
        sweeper.connected.add(kernel_id)


async def _maybe_await(value: Any) -> Any:
    if asyncio.iscoroutine(value) or isinstance(value, asyncio.Future):
        return await value
    return value


# --- a prepared class, filled a few pages at a time --------------------------------------------
FILL_ENV = "KIT_FILL"
"""``KIT_FILL=voila`` fills the pools Voila's way (every copy at once): the baseline of
``bench/class_fill.py``."""


def fill_width() -> int:
    """How many prepared copies are computed at once: one per processor, plus one that waits
    on its kernel while the others run (``KIT_FILL=voila``: no limit, Voila's own way)."""
    said = os.environ.get(FILL_ENV, "").strip().lower()
    if said == "voila":
        return 10**6
    if said.isdigit() and int(said) > 0:
        return int(said)
    return (os.cpu_count() or 1) + 2


@dataclass
class Filling:
    """The progress of a prepared class: copies asked for, ready, when the filling began, the
    gate that lets :func:`fill_width` copies through at once and the kernels of the copies being
    computed."""

    total: int = 0
    ready: int = 0
    began: float = field(default_factory=time.monotonic)
    gate: asyncio.Semaphore | None = None
    computing: set = field(default_factory=set)


FILLING = Filling()
"""This server's filling (one per process)."""


def gate_filling(manager_class: type) -> type:
    """``manager_class`` (Voila's pooled kernel manager) changed so that each prepared copy's
    ``_initialize`` waits its turn (:func:`fill_width` at once), returns only once its page is
    computed, and reports the progress on the terminal in both languages."""

    class GatedFilling(manager_class):  # type: ignore[misc, valid-type]
        async def _initialize(self, notebook_path: str, kernel_id: str | None = None, **kwargs: Any):  # type: ignore[no-untyped-def]
            if kernel_id is not None:  # a restart: not part of the filling
                return await super()._initialize(notebook_path, kernel_id, **kwargs)
            if FILLING.gate is None:
                FILLING.gate = asyncio.Semaphore(fill_width())
            async with FILLING.gate:
                result = await super()._initialize(notebook_path, kernel_id, **kwargs)
                FILLING.computing.add(result["kernel_id"])  # not the sweep's until it waits in its pool
                try:
                    await asyncio.shield(result["task"])
                except Exception:  # noqa: BLE001 - a failed copy is Voila's to report when handed out
                    pass
                finally:
                    FILLING.computing.discard(result["kernel_id"])
            FILLING.ready += 1
            step = max(1, FILLING.total // 10)  # about ten lines for a whole class
            if FILLING.ready % step == 0 or FILLING.ready >= FILLING.total:
                from kit.tools.app import both

                seconds = round(time.monotonic() - FILLING.began)
                print(both("server.prepared", ready=FILLING.ready, total=max(FILLING.total, FILLING.ready),
                           seconds=seconds), flush=True)
            return result

    return GatedFilling
