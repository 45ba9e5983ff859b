"""The teacher's page of a class, for the projector (issue 24): :class:`ClassDashboard`.

The teacher starts a class (:func:`kit.store.classroom.start_class`; with the server's own code
when ``make app`` gave one, :data:`kit.classroom.session.CODE_VAR`, so the students type one code
only) or reopens one with its code and teacher key (:func:`~kit.store.classroom.open_class`).
The page has the apps' language switch (Italiano / English: every word, chart and status line
redrawn in the other language, the class still open).  It shows the code big for the board, the
teacher key only when asked (it starts hidden: the teacher writes it down privately), and four
tabs: the class experiment (the pooled relative frequency against the deals on a log axis, with
the exact value and the 95% funnel, each student's estimate at their number of deals, a histogram
of the estimates, the counts in words), the guesses (a bar chart per guess; its exact answer
folded until the teacher presses that guess's "Show the answer", so that the board does not give
it away while others still guess), the sheets (share right, the most frequent mistakes in the
checker's words, each nickname's progress) and the students.  Laid out for a 1366×768 projector:
the code and the controls in one row, the experiment's charts side by side and sized to the window,
so that the code, the experiment's words and its funnel show without scrolling.  Times are the
teacher's local time (the kernel runs on the teacher's machine).  A class deleted elsewhere is
noticed at the next refresh, said, and the page goes back to the start.  It refreshes every
:data:`REFRESH_S` seconds on the kernel's event loop while a view of it is open in a visible
browser tab (:class:`PageAlive`, whose script also names the tabs' panels for screen readers),
redrawing only what changed (no flicker), and has a Refresh button.  The register's CSVs are two
download links named in the page's language: a summary, one line per student, and the details, one
line per record, in words (a refresh that finds records the files miss takes the links away); deleting
the class asks first.  A student's new rejoin word (Students tab) is, like the teacher key, hidden
until "Show the word"; the key typed to reopen a class goes in a password box.  The page's heading and
words are the widget's own (the notebook has none), so that the language switch translates everything
on it.  The numbers come from :mod:`kit.classroom.dashboard`, the words from
:mod:`kit.i18n.class_dashboard`; every text a student typed is escaped.
"""

from __future__ import annotations

import asyncio
import base64
import codecs
import csv
import html
import io
import os
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from fractions import Fraction
from pathlib import Path

import anywidget
import ipywidgets as widgets
import numpy as np
import traitlets

from kit.classroom import dashboard as dash
from kit.classroom.session import CODE_VAR, log_unreachable, store_url
from kit.i18n import CATALOGUE, LANGUAGES, fmt_decimal, fmt_int, t
from kit.store import classroom as cls
from kit.store.classroom import ClassError, ClassRef
from kit.store.codes import normal_code
from kit.store.core import Store, StoreError
from kit.tools.sheets import KEY_DIALECT, csv_safe
from kit.ui.widgets import LANGUAGE_NAMES, CleanText, call_later, on_enter, style_html, without_surrogates

_HERE = Path(__file__).parent

REFRESH_S = 4.0
"""Seconds between two refreshes of the teacher's page."""

DPI = 100
"""The charts' resolution: a 6.4-inch figure is 640 px wide, half of a 1366-px projector."""

FONT_PT = 15
"""The charts' text size in points (about 21 px at :data:`DPI`: readable from the back of a room)."""

CSS = """
.kit-cdash { font-size: 1.15rem; max-width: 1340px; }
.kit-cdash h1, .kit-cdash h2 { font-size: 1.8rem; margin: 0.3em 0; }
.kit-cdash .kit-cdash-board { min-height: 100vh; }  /* room to scroll its top to the window's top */
.kit-cdash h3 { font-size: 1.35rem; margin: 0.5em 0 0.2em; }
.kit-cdash p, .kit-cdash td, .kit-cdash th, .kit-cdash li { font-size: 1.15rem; line-height: 1.4; }
.kit-cdash p { margin: 0.15em 0 0.35em; }
.kit-cdash .widget-button, .kit-cdash button { min-height: 44px; font-size: 1.05rem; }
.kit-cdash .widget-text input { min-height: 40px; font-size: 1.1rem; }
.kit-cdash .kit-cdash-secret input { -webkit-text-security: disc; }
.kit-cdash select { min-height: 44px; font-size: 1.1rem; }
.kit-cdash .widget-label, .kit-cdash .widget-checkbox label { font-size: 1.1rem; }
.kit-cdash .lm-TabBar-tab, .kit-cdash .p-TabBar-tab { flex: 0 1 auto !important; max-width: none !important;
    min-width: 0 !important; min-height: 44px; font-size: 1.15rem; line-height: 40px; padding: 0 1em; }
.kit-cdash .lm-TabBar, .kit-cdash .p-TabBar { min-height: 46px; }
.kit-cdash .lm-TabBar-content, .kit-cdash .p-TabBar-content { flex-wrap: wrap; }
.kit-cdash .widget-tab-contents { padding: 6px 8px; }
.kit-cdash p.kit-cdash-codelabel { font-size: 1rem; margin: 0; }
.kit-cdash p.kit-cdash-code { font-family: "DejaVu Sans Mono", monospace; font-size: clamp(2.6rem, 6vw, 4.6rem);
                  font-weight: 700; letter-spacing: 0.12em; line-height: 1.05; color: #111; margin: 0; }
.kit-cdash code.kit-cdash-key, .kit-cdash code.kit-cdash-word { font-family: "DejaVu Sans Mono", monospace; font-size: 1.4rem; letter-spacing: 0.08em;
                                color: #111; background: none; }
.kit-cdash p.kit-cdash-keynote { font-size: 1rem; line-height: 1.3; margin: 0.2em 0; max-width: 60em; }
.kit-cdash .kit-cdash-status p { font-size: 1rem; margin: 0.2em 0; }
.kit-cdash-status[role="alert"] { border-left: 6px solid #b03a2e; padding-left: 0.5em; }
.kit-cdash p.kit-cdash-words { font-size: 1.3rem !important; font-weight: 600; }
.kit-cdash p.kit-cdash-more { font-size: 1.05rem; margin: 0.1em 0; }
.kit-cdash .kit-cdash-event p { font-size: 1.05rem; margin: 0; }
.kit-cdash-figs { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
.kit-cdash-figs figure { margin: 0; flex: 0 1 auto; max-width: calc(50% - 6px); }
.kit-cdash-figs img { display: block; width: auto; height: auto; max-width: 100%;
                      max-height: max(260px, calc(100vh - 440px)); }
.kit-cdash-guess .kit-cdash-figs figure { max-width: 100%; }
@media (max-width: 900px) { .kit-cdash-figs figure { max-width: 100%; } }
.kit-cdash-guess .kit-cdash-figs img { max-height: max(260px, calc(100vh - 300px)); }
.kit-cdash-guess { border-bottom: 1px solid #999; padding-bottom: 8px; }
.kit-cdash p.kit-cdash-answer { font-size: 1.3rem !important; font-weight: 600; color: #7b241c; }
.kit-cdash button.kit-cdash-reveal { font: inherit; font-weight: bold; min-height: 44px; padding: 8px 16px;
    cursor: pointer; border: 2px solid #1f4e8c; border-radius: 6px; background: #eaf1fb; color: #1f4e8c; }
.kit-cdash button.kit-cdash-reveal[aria-expanded="false"]::before { content: "\\25B8\\FE0E  " / ""; }
.kit-cdash button.kit-cdash-reveal[aria-expanded="true"]::before { content: "\\25BE\\FE0E  " / ""; }
.kit-cdash button.kit-cdash-reveal:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px;
    box-shadow: 0 0 0 6px #ffd54f; }
.kit-cdash table { border-collapse: collapse; margin: 0.4em 0; }
.kit-cdash th, .kit-cdash td { border-bottom: 1px solid #999; padding: 0.25em 0.7em; text-align: left;
                                vertical-align: top; }
.kit-cdash td.num { text-align: right; font-variant-numeric: tabular-nums; }
.kit-cdash .kit-cdash-id { display: block; font-family: "DejaVu Sans Mono", monospace; font-size: 0.85rem;
                           font-weight: normal; color: #555; }
.kit-cdash .kit-cdash-scroll { overflow-x: auto; max-width: 100%; }
.kit-cdash a.kit-cdash-download { color: #1a5276; text-decoration: underline; font-size: 1.2rem; display: inline-block; min-height: 44px; line-height: 44px; }
.kit-cdash a:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; box-shadow: 0 0 0 6px #ffd54f; }
"""


class SecretBox(widgets.Password):
    """A password box (the typed teacher key shows as dots on the projected page) that takes a
    lone surrogate from the page as U+FFFD, as :class:`kit.ui.widgets.CleanText` does."""

    def set_state(self, sync_data: dict) -> None:
        """Take the page's state, its text cleaned (:func:`kit.ui.widgets.without_surrogates`)."""
        sync_data = {name: without_surrogates(value) if isinstance(value, str) else value
                     for name, value in sync_data.items()}
        super().set_state(sync_data)


class PageAlive(anywidget.AnyWidget):
    """Whether a view of the page is open in a visible browser tab (nothing shown).

    Attributes (synced):
        views: views of the page shown now (a closed notebook tab or page has none).
        visible: the browser tab is in view (``document.visibilityState``).
    """

    _esm = (_HERE / "page_alive.js").read_text(encoding="utf-8")
    views = traitlets.Int(0).tag(sync=True)
    visible = traitlets.Bool(True).tag(sync=True)

    @property
    def shown(self) -> bool:
        """Some view is shown in a visible tab."""
        return self.views > 0 and self.visible


class RevealButton(anywidget.AnyWidget):
    """A "Show the answer" button: a real ``<button>`` (keyboard reachable) with ``aria-expanded``
    and ``aria-controls``; pressing it toggles :attr:`expanded`.

    Attributes (synced):
        expanded: the answer is open.
        show_label, hide_label: the button's words when closed / open.
        controls: the ``id`` of the page part it opens.
    """

    _esm = (_HERE / "class_dashboard_reveal.js").read_text(encoding="utf-8")
    expanded = traitlets.Bool(False).tag(sync=True)
    show_label = traitlets.Unicode("").tag(sync=True)
    hide_label = traitlets.Unicode("").tag(sync=True)
    controls = traitlets.Unicode("").tag(sync=True)


def local_time(when: datetime | None = None) -> datetime:
    """``when`` (default: now) in the local time of the machine the kernel runs on: the teacher's
    (:meth:`datetime.astimezone`); a time without a zone is taken as UTC, as the store keeps it."""
    if when is None:
        return datetime.now().astimezone()
    return (when if when.tzinfo else when.replace(tzinfo=timezone.utc)).astimezone()


CSV_COLUMNS = ("nickname", "kind", "item", "number", "exact", "event", "choice", "right", "mistake", "time",
               "item_id")
"""The register's detail columns (:func:`register_csv`): the words first, the stable id last."""


def _number_cell(value: float | Fraction | None, decimal: str) -> str:
    """A number for a spreadsheet of the dialect's decimal mark (``"it"``: a comma); ``""`` for None."""
    if value is None:
        return ""
    number = f"{float(value):.10g}"
    return number.replace(".", ",") if decimal == "it" else number


def _csv_bytes(header: list[str], rows: list[list], lang: str) -> bytes:
    """A CSV for a spreadsheet in ``lang`` (:data:`kit.tools.sheets.KEY_DIALECT`): UTF-8 with a
    BOM, every cell through :func:`kit.tools.sheets.csv_safe`."""
    delimiter, _ = KEY_DIALECT[lang]
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
    writer.writerow(header)
    for cells in rows:
        writer.writerow([csv_safe(str(cell)) for cell in cells])
    return codecs.BOM_UTF8 + out.getvalue().encode("utf-8")


def register_csv(rows: list[tuple], lang: str, experiments: Mapping | None = None,
                 guesses: Mapping | None = None) -> bytes:
    """The register's detail CSV of :func:`kit.store.classroom.export_rows`'s ``rows``, in words:
    one line per record.

    Columns :data:`CSV_COLUMNS`: the nickname; the kind; the item's title in ``lang`` (a guess's
    question, :mod:`kit.classroom.guesses`; an experiment's name, :mod:`kit.classroom.experiments`;
    a sheet question's heading, :func:`kit.classroom.dashboard.question_title`); the number a guess
    gave; a number guess's exact answer (its :attr:`~kit.classroom.guesses.Guess.exact`, where the
    guess has one); a deal's outcome, 1 when the event happened and 0 when not (the header says
    so); the choice's words; right or not; the mistake in the checker's words (its
    ``check.hint.*`` entry, :mod:`kit.check`); the local time (:func:`local_time`); last the item's
    id, which stays the same in every language.  An item or choice with no words in the
    catalogues is written as its id.  UTF-8 with a BOM (a spreadsheet reads accents right);
    Italian: ``;`` between cells and a decimal comma, English: ``,`` and a decimal point
    (:data:`kit.tools.sheets.KEY_DIALECT`); every cell through :func:`kit.tools.sheets.csv_safe`
    (a nickname ``=1+1`` stays text).

    Args:
        rows: ``(nickname, kind, item, value, choice, right, mistake, at)`` tuples.
        lang: ``"it"`` or ``"en"``.
        experiments, guesses: the registries (default the kit's).
    """
    from kit.check import HINT_PREFIX

    if experiments is None:
        from kit.classroom.experiments import EXPERIMENTS as experiments
    if guesses is None:
        from kit.classroom.guesses import GUESSES as guesses
    _, decimal = KEY_DIALECT[lang]
    lines = []
    for nickname, kind, item, value, choice, right, mistake, at in rows:
        deal = kind == "deal"
        guess = guesses.get(item) if kind == "guess" else None
        exact = getattr(guess, "exact", None) if getattr(guess, "kind", None) == "number" else None
        ok = "" if right is None else t("cdash.csv.yes" if right else "cdash.csv.no", lang)
        lines.append([nickname, t(f"cdash.csv.{kind}", lang) if kind in cls.KINDS else kind,
                      item_title(kind, item, lang, experiments, guesses), "" if deal else _number_cell(value, decimal),
                      _number_cell(exact, decimal), ("" if value is None else f"{int(round(float(value)))}") if deal else "",
                      _words(choice, lang) if choice else "", ok,
                      _words(HINT_PREFIX + mistake, lang, mistake) if mistake else "",
                      local_time(at).strftime("%Y-%m-%d %H:%M:%S"), item])
    return _csv_bytes([t(f"cdash.csv.{c}", lang) for c in CSV_COLUMNS], lines, lang)


def summary_csv(view: cls.ClassView, lang: str, experiments: Mapping | None = None,
                known: Callable[[str, str], bool] | None = None) -> bytes:
    """The register's summary CSV: one line per student, in the order they joined.

    Columns: the nickname; the guesses given (each guess once, :func:`kit.classroom.dashboard.students`);
    the sheet questions answered right and those tried (:func:`kit.classroom.dashboard.progress`);
    the deals made, all experiments together; then, for each experiment the class dealt (the
    registry's order), that experiment's deals and how many times its event happened.  The same
    dialect as :func:`register_csv`.

    Args:
        view: what the class sent (:func:`kit.store.classroom.class_view`).
        lang: ``"it"`` or ``"en"``.
        experiments: the registry (default the kit's); an experiment not in it is counted in the
            total only.
        known: ``known(kind, item)`` for sheet questions (default :func:`kit.classroom.items.known`).
    """
    if experiments is None:
        from kit.classroom.experiments import EXPERIMENTS as experiments
    dealt = [e for e in experiments if len(view.deals.get(e, ((), ()))[1])]
    header = [t(f"cdash.csv.sum.{c}", lang) for c in ("nickname", "guesses", "right", "tried", "deals")]
    per: dict[str, tuple[dict, dict]] = {}
    for e in dealt:
        name = _words(experiments[e].name, lang)
        header += [t("cdash.csv.sum.exp_deals", lang, name=name), t("cdash.csv.sum.exp_hits", lang, name=name)]
        members, outcomes = view.deals[e]
        members, outcomes = np.asarray(members), np.asarray(outcomes, dtype=np.int64)
        per[e] = ({int(m): int(np.count_nonzero(members == m)) for m in np.unique(members)},
                  {int(m): int(outcomes[members == m].sum()) for m in np.unique(members)})
    progress = {p.member: p for p in dash.progress(view, known)}
    lines = []
    for r in dash.students(view):
        p = progress.get(r.member)
        line = [r.nickname, r.guesses, p.right if p else 0, p.tried if p else 0, r.deals]
        for e in dealt:
            line += [per[e][0].get(r.member, 0), per[e][1].get(r.member, 0)]
        lines.append(line)
    return _csv_bytes(header, lines, lang)


def item_title(kind: str, item: str, lang: str, experiments: Mapping, guesses: Mapping) -> str:
    """A record's item in words, in ``lang``: a guess's question, an experiment's name, a sheet
    question's heading (:func:`kit.classroom.dashboard.question_title`); the id when none is known."""
    if kind == "guess" and item in guesses:
        return _words(guesses[item].question, lang)
    if kind == "deal" and item in experiments:
        return _words(experiments[item].name, lang)
    if kind == "answer":
        return dash.question_title(item, lang)
    return item


def _words(key: str, lang: str, missing: str | None = None) -> str:
    """The catalogue's text for ``key`` if there is one, else ``missing`` (default ``key``
    itself: a registry entry whose words are not written yet is still shown)."""
    return t(key, lang) if key in CATALOGUE else (key if missing is None else missing)


def _img(png: bytes, alt: str) -> str:
    data = base64.b64encode(png).decode("ascii")
    return f'<img src="data:image/png;base64,{data}" alt="{html.escape(alt, quote=True)}"/>'


def _png(fig) -> bytes:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=DPI, bbox_inches="tight", metadata={"Software": None})
    return buffer.getvalue()


def _figure(width: float = 6.4, height: float = 4.6):
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), layout="constrained")


def _finish(ax, title: str, xlabel: str, ylabel: str, lang: str, decimal_y: bool = False, decimal_x: bool = False) -> None:
    ax.set_title(title, fontsize=FONT_PT + 1)
    ax.set_xlabel(xlabel, fontsize=FONT_PT)
    ax.set_ylabel(ylabel, fontsize=FONT_PT)
    ax.tick_params(labelsize=FONT_PT - 1)
    if lang == "it":
        from matplotlib.ticker import FuncFormatter

        comma = FuncFormatter(lambda v, _: f"{v:g}".replace(".", ","))
        if decimal_y:
            ax.yaxis.set_major_formatter(comma)
        if decimal_x:
            ax.xaxis.set_major_formatter(comma)


@dataclass
class _GuessItem:
    """One guess's part of the Guesses tab: its words, its "Show the answer" button, its answer
    and chart (redrawn only when what they show changes)."""

    box: widgets.VBox
    head: widgets.HTML
    button: RevealButton
    body: widgets.HTML
    drawn: object = None


class ClassDashboard(widgets.VBox):
    """The teacher's page: start or reopen a class, then watch it add up.

    Args:
        lang: ``"it"`` or ``"en"``.
        open_store: makes the :class:`~kit.store.core.Store` (default: at
            :func:`kit.classroom.session.store_url`); called again after a failure.
        refresh_s: seconds between refreshes (0: only the Refresh button).
        experiments: id → :class:`~kit.classroom.experiments.Experiment` (default the kit's).
        guesses: id → :class:`~kit.classroom.guesses.Guess` (default the kit's).
        known: ``known(kind, item)`` for sheet questions (default :func:`kit.classroom.items.known`).

    Nothing raises to the page: refusals and faults are said in words (:meth:`say`).
    """

    def __init__(self, lang: str = "en", open_store: Callable[[], Store] | None = None,
                 refresh_s: float = REFRESH_S, experiments: Mapping | None = None, guesses: Mapping | None = None,
                 known: Callable[[str, str], bool] | None = None) -> None:
        if experiments is None:
            from kit.classroom.experiments import EXPERIMENTS as experiments
        if guesses is None:
            from kit.classroom.guesses import GUESSES as guesses
        self.lang = lang
        self.refresh_s = refresh_s
        self.experiments, self.guesses, self.known = experiments, guesses, known
        self._open_store = open_store or (lambda: Store(store_url()))
        self._store_obj: Store | None = None
        self.ref: ClassRef | None = None
        self.key: str | None = None
        self.view: cls.ClassView | None = None
        self.last_refresh_s = 0.0
        self._timer: asyncio.TimerHandle | None = None
        self._drawn: dict[str, object] = {}
        self.exported_records: int | None = None  # records in the files the links hold (None: no links)
        self.exported_summary: bytes | None = None
        self._uid = secrets.token_hex(3)  # the page's own ids (aria-controls) stay unique beside another page
        self.alive = PageAlive()
        self.alive.observe(self._alive_changed, names=["views", "visible"])
        L = widgets.Layout
        # the door: start or reopen
        self.server_code = normal_code(os.environ.get(CODE_VAR, ""))
        self.use_server_code = widgets.Checkbox(value=bool(self.server_code), indent=False,
                                                layout=L(display="" if self.server_code else "none"))
        self.start_button = widgets.Button(button_style="primary", layout=L(min_height="44px", width="auto"))
        self.start_button.on_click(lambda _b: self.start())
        self.code_box = CleanText(layout=L(width="16em", max_width="100%"))
        # a password box: the key typed on the projected page shows as dots only (CSS that masks a
        # text box is not honoured by every browser)
        self.key_box = SecretBox(layout=L(width="16em", max_width="100%"))
        self.key_box.add_class("kit-cdash-secret")
        self.reopen_button = widgets.Button(layout=L(min_height="44px", width="auto"))
        self.reopen_button.on_click(lambda _b: self.reopen())
        on_enter(self.key_box, self.reopen)
        self.door_words = widgets.HTML()
        self.reopen_words = widgets.HTML()
        self.door_status = widgets.HTML()
        self.door = widgets.VBox([
            self.door_words, self.use_server_code, self.start_button, self.reopen_words,
            widgets.HBox([self.code_box, self.key_box, self.reopen_button],
                         layout=L(flex_flow="row wrap", gap="8px", align_items="flex-end")), self.door_status])
        # the board
        self.code_html = widgets.HTML()
        self.key_html = widgets.HTML()
        self.key_toggle = widgets.ToggleButton(value=False, layout=L(min_height="44px", width="auto"))
        self.key_toggle.observe(lambda _c: self._show_key(), names="value")
        self.refresh_button = widgets.Button(icon="refresh", layout=L(min_height="44px", width="auto"))
        self.refresh_button.on_click(lambda _b: self.refresh())
        self.export_button = widgets.Button(icon="download", layout=L(min_height="44px", width="auto"))
        self.export_button.on_click(lambda _b: self.export())
        self.export_html = widgets.HTML()
        self.delete_button = widgets.Button(button_style="danger", layout=L(min_height="44px", width="auto"))
        self.delete_button.on_click(lambda _b: self.ask_delete())
        self.delete_words = widgets.HTML()
        self.delete_yes = widgets.Button(button_style="danger", layout=L(min_height="44px", width="auto"))
        self.delete_no = widgets.Button(layout=L(min_height="44px", width="auto"))
        self.delete_yes.on_click(lambda _b: self.delete())
        self.delete_no.on_click(lambda _b: self._confirming(False))
        self.confirm = widgets.VBox([self.delete_words, widgets.HBox([self.delete_no, self.delete_yes],
                                                                     layout=L(gap="8px", flex_flow="row wrap"))],
                                    layout=L(display="none"))
        self.experiment = widgets.Dropdown(layout=L(width="auto", max_width="100%", flex="0 0 auto"))
        self.experiment.observe(lambda _c: self._render_experiment(), names="value")
        self.exp_event = widgets.HTML(layout=L(flex="1 1 320px"))
        self.exp_event.add_class("kit-cdash-event")
        self.exp_words = widgets.HTML()
        self.exp_figs = widgets.HTML()
        # the guesses: a note, then one part per guess (its words, its "Show the answer", its chart)
        self.guess_html = widgets.HTML()
        self.guess_list = widgets.VBox()
        self.guess_items: dict[str, _GuessItem] = {}
        self.sheet_html = widgets.HTML()
        self.student_html = widgets.HTML()
        # a lost rejoin word: the teacher gives the nickname a new one (kit.store.classroom.new_rejoin_word)
        self.renew_words = widgets.HTML()
        self.renew_who = widgets.Dropdown(options=[], layout=L(width="auto", min_height="44px"))
        self.renew_button = widgets.Button(icon="key", layout=L(min_height="44px", width="auto"))
        self.renew_button.on_click(lambda _b: self.renew_word(self.renew_who.value))
        self.renew_html = widgets.HTML()
        # the new word: hidden until "Show the word", like the teacher key (the page is projected)
        self.renewed: tuple[str, str] | None = None  # (nickname, word) of the last word given
        self.renew_toggle = widgets.ToggleButton(value=False, layout=L(min_height="44px", width="auto",
                                                                       display="none"))
        self.renew_toggle.observe(lambda _c: self._show_renewed(), names="value")
        self.renew_word_html = widgets.HTML()
        self.renew = widgets.VBox([self.renew_words, widgets.HBox([self.renew_who, self.renew_button],
                                                                  layout=L(flex_flow="row wrap", gap="8px",
                                                                           align_items="center")),
                                   self.renew_html, self.renew_toggle, self.renew_word_html],
                                  layout=L(align_items="flex-start"))
        self.tabs = widgets.Tab([
            widgets.VBox([widgets.HBox([self.experiment, self.exp_event],
                                       layout=L(flex_flow="row wrap", gap="4px 16px", align_items="center")),
                          self.exp_words, self.exp_figs]),
            widgets.VBox([self.guess_html, self.guess_list]), widgets.VBox([self.sheet_html]),
            widgets.VBox([self.student_html, self.renew])])
        self.status = widgets.HTML()
        self.status.add_class("kit-cdash-status")
        # one row for the projector: the code (big), then the controls, the status line and the key
        self.board = widgets.VBox([
            widgets.HBox([self.code_html,
                          widgets.VBox([widgets.HBox([self.refresh_button, self.export_button, self.delete_button,
                                                      self.key_toggle], layout=L(flex_flow="row wrap", gap="6px")),
                                        self.status, self.key_html],
                                       layout=L(flex="1 1 520px", align_items="stretch"))],
                         layout=L(flex_flow="row wrap", gap="4px 28px", align_items="center")),
            self.export_html, self.confirm, self.tabs], layout=L(display="none"))
        self.board.add_class("kit-cdash-board")  # page_alive.js scrolls it into view when a class opens
        # the page's own words (the notebook has none, so that the switch translates everything seen):
        # its heading, always; what it does, before a class opens; the lesson's point, at the bottom
        self.heading = widgets.HTML()
        self.title = widgets.HTML()
        self.lesson = widgets.HTML()
        # the apps' switch (kit.ui.widgets.KitApp): labelled in every language at once, never relabelled
        self.language = widgets.ToggleButtons(options=[(LANGUAGE_NAMES[c], c) for c in LANGUAGES], value=lang,
                                              description=" / ".join(t("app.language", c) for c in LANGUAGES),
                                              style={"description_width": "initial"})
        self.language.observe(lambda change: self.set_language(change["new"]), names="value")
        super().__init__([style_html(), widgets.HTML(f"<style>{CSS}</style>"), self.language, self.heading, self.title,
                          self.door, self.board, self.lesson, self.alive])
        self.add_class("kit-cdash")
        self.relabel()

    def __repr__(self) -> str:
        return f"<class dashboard: {'class ' + self.ref.code if self.ref else 'no class open'}>"

    # --- words ----------------------------------------------------------------------------------
    def relabel(self) -> None:
        """Label every control in the page's language."""
        lang = self.lang
        e = html.escape
        self.heading.value = f"<h1>{e(t('cdash.title', lang))}</h1>"
        before, _, after = t("cdash.guide", lang, guide="\x00").partition("\x00")
        kept = t("cdash.kept.school" if store_url() else "cdash.kept.here", lang)  # a school's server, or make app's
        self.title.value = (f"<p>{e(t('cdash.intro', lang))}</p><p>{e(t('cdash.about', lang, kept=kept))} {e(before)}"
                            f'<a href="teacher_guide.ipynb">{e(t("cdash.guide.link", lang))}</a>{e(after)}</p>')
        self.lesson.value = f"<p>{e(t('cdash.lesson', lang))}</p>"
        self.door_words.value = f"<h3>{html.escape(t('cdash.start.title', lang))}</h3>"
        self.use_server_code.description = t("cdash.start.server_code", lang, code=self.server_code)
        self.start_button.description = t("cdash.start.button", lang)
        self.reopen_words.value = (f"<h3>{html.escape(t('cdash.reopen.title', lang))}</h3>"
                                   f"<p>{html.escape(t('cdash.reopen.intro', lang))}</p>")
        for box, key in ((self.code_box, "cdash.reopen.code"), (self.key_box, "cdash.reopen.key")):
            box.description = t(key, lang)
            box.style = {"description_width": "initial"}
        self.reopen_button.description = t("cdash.reopen.button", lang)
        self.refresh_button.description = t("cdash.refresh", lang)
        self.export_button.description = t("cdash.export", lang)
        self.delete_button.description = t("cdash.delete", lang)
        self.renew_words.value = (f"<h3>{html.escape(t('cdash.renew.title', lang))}</h3>"
                                  f"<p>{html.escape(t('cdash.renew.intro', lang))}</p>")
        self.renew_who.description = t("cdash.renew.who", lang)
        self.renew_who.style = {"description_width": "initial"}
        self.renew_button.description = t("cdash.renew.button", lang)
        self.delete_yes.description = t("cdash.delete.yes", lang)
        self.delete_no.description = t("cdash.delete.no", lang)
        self.experiment.description = t("cdash.exp.choose", lang)
        self.experiment.style = {"description_width": "initial"}
        chosen = self.experiment.value
        self.experiment.options = [(_words(e.name, lang), e.id) for e in self.experiments.values()]
        if self.experiments:
            self.experiment.value = chosen if chosen in self.experiments else next(iter(self.experiments))
        for i, key in enumerate(("experiment", "guesses", "sheets", "students")):
            self.tabs.set_title(i, t(f"cdash.tab.{key}", lang))
        for item in self.guess_items.values():
            item.button.show_label, item.button.hide_label = t("cdash.guess.show", lang), t("cdash.guess.hide", lang)
        self._show_key()
        self._show_renewed()

    def set_language(self, lang: str) -> None:
        """Switch the page to ``lang`` (what the language switch does): every label, and, with a
        class open, its code's caption, the key's words and every tab redrawn from the store."""
        if lang == self.lang and self.language.value == lang:
            return
        self.lang = lang
        if self.language.value != lang:
            self.language.value = lang
        self.relabel()
        self.door_status.value = self.status.value = ""  # words left in the other language
        self._forget_export()
        self._confirming(False)
        if self.renewed is None:
            self.renew_html.value = ""  # a refusal's words, left in the other language
        if self.ref is not None:
            self._show_code()
            self._drawn.clear()
            self.refresh()

    def say(self, key: str, problem: bool = False, **fields: object) -> None:
        """Show the catalogue's ``key`` in the status line (read out by screen readers)."""
        role = "alert" if problem else "status"
        mark = "⚠ " if problem else ""
        said = (f'<p class="kit-cdash-status" role="{role}" aria-live="polite">'
                f"{mark}{html.escape(t(key, self.lang, **fields))}</p>")
        self.status.value = said  # the board's line
        self.door_status.value = said  # the same words where the teacher is before a class opens

    def _show_key(self) -> None:
        """The teacher key: hidden until "Show the key" (a class starts with it hidden), with the
        words that ask the teacher to write it down privately."""
        shown = self.key_toggle.value
        self.key_toggle.description = t("cdash.key.hide" if shown else "cdash.key.show", self.lang)
        if self.key is None:
            self.key_html.value = ""
            self.key_toggle.layout.display = "none"
            return
        self.key_toggle.layout.display = ""
        keep = "cdash.key.keep_shown" if shown else "cdash.key.keep"
        key = (f'<code class="kit-cdash-key">{html.escape(self.key)}</code>.' if shown else
               f'<span class="kit-cdash-key">{html.escape(t("cdash.key.hidden", self.lang))}</span>')
        self.key_html.value = (f'<p class="kit-cdash-keynote">{html.escape(t("cdash.key.label", self.lang))} '
                               f'{key} {html.escape(t(keep, self.lang))}</p>')

    # --- the store ------------------------------------------------------------------------------
    def _store(self) -> Store:
        if self._store_obj is None:
            self._store_obj = self._open_store()
        return self._store_obj

    def _unreachable(self, error: StoreError) -> None:
        """Say the store cannot be reached (the page retries), and log why for the server's admin."""
        self._store_obj = None  # opened again next time: a store that comes back is found
        log_unreachable(error)
        if self.refresh_s > 0:
            self.say("cdash.error.unreachable", problem=True, s=f"{self.refresh_s:g}")
        else:
            self.say("cdash.error.unreachable_once", problem=True)

    # --- starting, reopening --------------------------------------------------------------------
    def start(self) -> bool:
        """Start a class (with the server's code if chosen); returns whether one is open now."""
        code = self.server_code if (self.server_code and self.use_server_code.value) else None
        try:
            try:
                ref, key = cls.start_class(self._store(), self.lang, code)
            except ValueError as error:
                if code is None or isinstance(error, ClassError):
                    raise
                self.say("cdash.error.bad_server_code", problem=True)
                ref, key = cls.start_class(self._store(), self.lang, None)
        except ClassError:
            self.say("cdash.error.taken", problem=True, code=code)
            self.code_box.value = code or ""
            return False
        except StoreError as error:
            self._unreachable(error)
            return False
        self._opened(ref, key)
        self.say("cdash.opened", code=ref.code)
        return True

    def reopen(self) -> bool:
        """Reopen the class in the code box with the key in the key box."""
        code, key = self.code_box.value.strip(), self.key_box.value.strip()
        if not code:
            self.say("cdash.error.no_code", problem=True)
            return False
        if not key:
            self.say("cdash.error.no_key", problem=True)
            return False
        try:
            ref = cls.open_class(self._store(), code, key)
        except ClassError as error:
            self.say("cdash.error.bad_key" if error.reason == "bad_key" else "cdash.error.no_class", problem=True,
                     code=normal_code(code)[:40])  # as the store compares it: "bwablp" is class BWABLP
            return False
        except StoreError as error:
            self._unreachable(error)
            return False
        self.key_box.value = ""
        self._opened(ref, None)
        self.say("cdash.reopened", code=ref.code)
        return True

    def _opened(self, ref: ClassRef, key: str | None) -> None:
        self.ref, self.key = ref, key
        self.key_toggle.value = False  # hidden: the teacher shows it when the students cannot see
        self._forget_guesses()
        self._drawn.clear()
        self._forget_export()
        self._confirming(False)
        self._show_code()
        self._show_key()
        self.door.layout.display = "none"
        self.title.layout.display = "none"
        self.board.layout.display = ""
        if self.refresh() and self.experiments:
            first = dash.dealt_experiments(self.view, self.experiments)[0]
            if first in self.view.deals:  # a class reopened: show the experiment it dealt
                self.experiment.value = first
        self._schedule()

    def _show_code(self) -> None:
        code = self.ref.code
        self.code_html.value = (f'<p class="kit-cdash-codelabel">{html.escape(t("cdash.code.label", self.lang))}</p>'
                                f'<p class="kit-cdash-code" aria-label="{html.escape(" ".join(code), quote=True)}">'
                                f"{html.escape(code)}</p>")

    # --- refreshing -----------------------------------------------------------------------------
    def refresh(self) -> bool:
        """Read the class again and redraw what changed; returns whether the store answered."""
        if self.ref is None:
            return False
        began = time.perf_counter()
        try:
            if not cls.class_exists(self._store(), self.ref):
                self._gone()
                return False
            self.view = cls.class_view(self._store(), self.ref)
        except StoreError as error:
            self._unreachable(error)
            return False
        self._render_experiment()
        self._render_guesses()
        self._render_sheets()
        self._render_students()
        self._check_export()
        self.last_refresh_s = time.perf_counter() - began
        now = local_time().strftime("%H:%M:%S")
        if self.refresh_s > 0:
            self.say("cdash.refreshed", time=now, s=f"{self.refresh_s:g}")
        else:
            self.say("cdash.refreshed_once", time=now)
        return True

    def _set(self, box: widgets.HTML, value: str) -> None:
        if box.value != value:  # the same value is not sent again: nothing flickers
            box.value = value

    def _render_experiment(self) -> None:
        if self.view is None:
            return
        lang = self.lang
        exp = self.experiments.get(self.experiment.value) if self.experiment.value else None
        if exp is None:
            self._set(self.exp_words, f"<p>{html.escape(t('cdash.exp.none_known', lang))}</p>")
            self._set(self.exp_figs, "")
            return
        self._set(self.exp_event, f"<p>{html.escape(_words(exp.event, lang))}</p>")
        s = dash.experiment_summary(self.view, exp.id, exp.exact)
        exact = fmt_decimal(s.exact, lang)
        if s.deals == 0:
            self._set(self.exp_words, f'<p class="kit-cdash-words">{html.escape(t("cdash.exp.waiting", lang, exact=exact))}</p>')
            self._set(self.exp_figs, "")
            return
        said = self.experiment_words(s)
        self._set(self.exp_words, "".join(f'<p class="kit-cdash-words">{html.escape(w)}</p>' if i == 0 else
                                          f'<p class="kit-cdash-more">{html.escape(w)}</p>'
                                          for i, w in enumerate(said)))
        signature = ("exp", exp.id, s.deals, s.hits, s.students, lang)
        if self._drawn.get("exp") != signature:
            self._drawn["exp"] = signature
            self.exp_figs.value = ('<div class="kit-cdash-figs">'
                                   f'<figure>{_img(self.funnel_png(s), said[0] + " " + said[1])}</figure>'
                                   f'<figure>{_img(self.histogram_png(s), said[2])}</figure></div>')

    def experiment_words(self, s: dash.ExperimentSummary) -> list[str]:
        """The experiment in words: the counts, the funnel now, the students inside it, the histogram."""
        lang = self.lang
        counts = t("cdash.exp.words", lang, students=fmt_int(s.students, lang), sn=s.students,
                   deals=fmt_int(s.deals, lang), dn=s.deals, hits=fmt_int(s.hits, lang), hn=s.hits,
                   freq=fmt_decimal(s.frequency, lang, 3), exact=fmt_decimal(s.exact, lang))
        low, high = float(s.low[-1]), float(s.high[-1])
        inside = low - 1e-12 <= s.frequency <= high + 1e-12
        funnel_now = t("cdash.exp.funnel_now", lang, deals=fmt_int(s.deals, lang), dn=s.deals,
                       low=fmt_decimal(low, lang, 3), high=fmt_decimal(high, lang, 3),
                       where=t("cdash.exp.in" if inside else "cdash.exp.out", lang))
        students = t("cdash.exp.inside", lang, inside=fmt_int(s.inside, lang), inn=s.inside,
                     students=fmt_int(s.students, lang))
        return [counts, funnel_now + " " + students, self.histogram_words(s)]

    def histogram_words(self, s: dash.ExperimentSummary) -> str:
        """The students' estimates in words: their range and the busiest bin, or every busiest bin
        when several are equally full (:func:`kit.classroom.dashboard.busiest_bins`)."""
        lang = self.lang
        span = {"low": fmt_decimal(float(s.estimates.min()), lang, 2),
                "high": fmt_decimal(float(s.estimates.max()), lang, 2)}
        bins, n = dash.busiest_bins(s.counts)
        named = [f"{fmt_decimal(s.edges[b], lang, 2)}–{fmt_decimal(s.edges[b + 1], lang, 2)}" for b in bins]
        if len(bins) == 1:
            a, b = named[0].split("–")
            return t("cdash.exp.hist.words", lang, a=a, b=b, n=n, **span)
        if n == 1:
            return t("cdash.exp.hist.words_apart", lang, **span)
        if len(bins) > 3:
            return t("cdash.exp.hist.words_many", lang, k=len(bins), n=n, **span)
        listed = ", ".join(named[:-1]) + t("cdash.and", lang) + named[-1]
        return t("cdash.exp.hist.words_tie", lang, bins=listed, n=n, **span)

    def funnel_png(self, s: dash.ExperimentSummary) -> bytes:
        """The pooled frequency against the deals (log x), the exact line, the funnel, the students."""
        from kit.ui.plots import drawn_points

        lang = self.lang
        fig = _figure(6.6, 3.8)
        ax = fig.add_subplot()
        at = drawn_points(s.deals)
        n = at + 1
        ax.fill_between(n, s.low[at], s.high[at], color="#aed6f1", alpha=0.6, hatch="..", edgecolor="#5d8aa8",
                        linewidth=0, label=t("cdash.exp.chart.funnel", lang))
        ax.plot(n, s.low[at], ":", color="#34495e", linewidth=1.2)
        ax.plot(n, s.high[at], ":", color="#34495e", linewidth=1.2)
        ax.axhline(s.exact, color="#c0392b", linestyle="--", linewidth=2,
                   label=t("cdash.exp.chart.exact", lang, p=fmt_decimal(s.exact, lang)))
        ax.plot(n, s.pooled[at], "-", color="#1f4e79", linewidth=2.4, label=t("cdash.exp.chart.pooled", lang))
        ax.plot(s.student_n, s.estimates, "o", markerfacecolor="none", markeredgecolor="#111", markersize=8,
                markeredgewidth=1.5, label=t("cdash.exp.chart.student", lang))
        ax.set_xscale("log")
        ax.set_xlim(1, max(10, s.deals * 1.1))
        from matplotlib.ticker import FuncFormatter, LogLocator

        ax.xaxis.set_major_locator(LogLocator(base=10, numticks=8))
        ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: fmt_int(int(round(v)), lang) if v >= 1 else ""))
        ax.set_ylim(-0.02, 1.02)
        _finish(ax, t("cdash.exp.chart.title", lang), t("cdash.exp.chart.x", lang), t("cdash.exp.chart.y", lang),
                lang, decimal_y=True)
        # one row under the axes, inside the picture (the picture is sized to the window: a legend
        # of two rows pushed its last row under the projected page's edge)
        fig.legend(loc="outside lower center", ncols=4, fontsize=FONT_PT - 3, frameon=False, handlelength=1.6,
                   columnspacing=1.0, handletextpad=0.5)
        return _png(fig)

    def histogram_png(self, s: dash.ExperimentSummary) -> bytes:
        """The students' estimates, bins of 0.05, with the exact value."""
        lang = self.lang
        fig = _figure(6.6, 3.8)
        ax = fig.add_subplot()
        ax.bar(s.edges[:-1], s.counts, width=np.diff(s.edges), align="edge", color="#85c1e9", edgecolor="#1f4e79",
               hatch="//")
        ax.axvline(s.exact, color="#c0392b", linestyle="--", linewidth=2,
                   label=t("cdash.exp.chart.exact", lang, p=fmt_decimal(s.exact, lang)))
        ax.set_xlim(0, 1)
        ax.yaxis.get_major_locator().set_params(integer=True)
        _finish(ax, t("cdash.exp.hist.title", lang), t("cdash.exp.hist.x", lang), t("cdash.exp.hist.y", lang),
                lang, decimal_x=True)
        fig.legend(loc="outside lower center", fontsize=FONT_PT - 3, frameon=False)
        return _png(fig)

    def _answer_shown(self, guess: str) -> bool:
        """Whether the teacher opened ``guess``'s answer (its "Show the answer")."""
        item = self.guess_items.get(guess)
        return item is not None and item.button.expanded

    def show_answer(self, guess: str, shown: bool = True) -> None:
        """Open (or fold again) ``guess``'s answer, as its button does."""
        item = self.guess_items.get(guess)
        if item is not None:
            item.button.expanded = shown

    def _guess_item(self, guess: str) -> _GuessItem:
        """``guess``'s part of the tab, made on its first guess (folded)."""
        item = self.guess_items.get(guess)
        if item is None:
            L = widgets.Layout
            button = RevealButton(show_label=t("cdash.guess.show", self.lang),
                                  hide_label=t("cdash.guess.hide", self.lang),
                                  controls=f"kit-cdash-{self._uid}-answer-{guess}")
            head, body = widgets.HTML(), widgets.HTML()
            box = widgets.VBox([head, button, body], layout=L(align_items="flex-start", margin="0 0 8px 0"))
            box.add_class("kit-cdash-guess")
            item = self.guess_items[guess] = _GuessItem(box, head, button, body)
            button.observe(lambda _c, g=guess: self._render_guesses(only=g), names="expanded")
        return item

    def _forget_guesses(self) -> None:
        """No guess parts (another class, or none): the next class's answers start folded."""
        for item in self.guess_items.values():
            item.box.close()
            item.button.close()
        self.guess_items.clear()
        self.guess_list.children = ()

    def _render_guesses(self, only: str | None = None) -> None:
        """Each guess the class answered: its distribution (words, chart); its exact answer folded
        until the teacher opens it, so that the projector does not give it away."""
        if self.view is None:
            return
        lang = self.lang
        e = html.escape
        summaries = [g for g in dash.guess_summaries(self.view, self.guesses, answered=self._answer_shown)
                     if only is None or g.guess == only]
        if only is None:
            if not summaries:
                self._set(self.guess_html, f"<p>{e(t('cdash.guess.none', lang))}</p>")
                self._forget_guesses()
                return
            self._set(self.guess_html, f"<p>{e(t('cdash.guess.folded', lang))}</p>")
        for g in summaries:
            item = self._guess_item(g.guess)
            shown = item.button.expanded
            signature = (lang, shown, g.count, g.counts.tobytes(), None if g.edges is None else g.edges.tobytes())
            if item.drawn == signature:
                continue
            item.drawn = signature
            guess = self.guesses[g.guess]
            words = self.guess_words(g)
            answer = self.answer_words(g) if shown else ""
            item.head.value = (f"<h3>{e(_words(guess.question, lang))}</h3>"
                               f'<p class="kit-cdash-words">{e(words)}</p>')
            said = f'<p class="kit-cdash-answer">{e(answer)}</p>' if shown else ""
            alt = f"{words} {answer}".strip()
            hidden = "" if shown else " hidden"
            item.body.value = (f'<div id="{e(item.button.controls, quote=True)}"{hidden}>{said}</div>'
                               f'<div class="kit-cdash-figs"><figure>{_img(self.guess_png(g), alt)}</figure></div>')
        if only is None:
            boxes = tuple(self._guess_item(g.guess).box for g in summaries)
            if tuple(self.guess_list.children) != boxes:
                self.guess_list.children = boxes

    def guesses_text(self) -> str:
        """The Guesses tab's HTML, every part in order (what the page shows)."""
        parts = [self.guess_html.value]
        for box in self.guess_list.children:
            item = next(i for i in self.guess_items.values() if i.box is box)
            parts += [item.head.value, item.body.value]
        return "".join(parts)

    def _number(self, x: float) -> str:
        return fmt_decimal(x, self.lang, 0) if float(x).is_integer() else f"{x:.6g}".replace(".", "," if self.lang == "it" else ".")

    def _measured(self, g: dash.GuessSummary) -> bool:
        """Whether the guess's answer is the lesson's seeded measurement, not an exact count."""
        return bool(getattr(self.guesses.get(g.guess), "measured", False))

    def _exact(self, g: dash.GuessSummary) -> str:
        """A number guess's answer as its box shows it (:func:`kit.classroom.guesses.show_number`
        of the guess's exact value and ``digits``: ``0,4`` as in the box, not ``0,400``;
        ``3/19 ≈ 0,158``)."""
        from kit.classroom.guesses import show_number

        guess = self.guesses.get(g.guess)
        digits = getattr(guess, "digits", None)
        if float(g.exact).is_integer() or digits is None:
            return self._number(g.exact)
        exact = getattr(guess, "exact", None)
        return show_number(exact if exact is not None else g.exact, self.lang, digits)

    def guess_words(self, g: dash.GuessSummary) -> str:
        """One guess's distribution in words: how many, the most common (never the answer)."""
        lang = self.lang
        if g.kind == "number":
            most = self._number(g.most_common) if g.most_common is not None else "–"
            return t("cdash.guess.number_words", lang, n=g.count, most=most, m=g.most_common_count)
        most = _words(g.most_common, lang) if g.most_common else "–"
        return t("cdash.guess.choice_words", lang, n=g.count, most=most, m=g.most_common_count)

    def answer_words(self, g: dash.GuessSummary) -> str:
        """One guess's answer in words (what "Show the answer" opens): the exact answer as its
        box writes it, the lesson's measurement, or the right choice; ``g`` summed up with its
        answer (:func:`kit.classroom.dashboard.guess_summary` with ``answer=True``)."""
        lang = self.lang
        if g.kind == "number":
            if g.exact is None:
                return ""
            key = "cdash.guess.answer.measured" if self._measured(g) else "cdash.guess.answer.exact"
            return t(key, lang, exact=self._exact(g))
        if g.right is None:
            return t("cdash.guess.answer.open", lang)
        return t("cdash.guess.answer.right", lang, right=_words(g.right, lang))

    def guess_png(self, g: dash.GuessSummary) -> bytes:
        """A bar chart of one guess's distribution, beside its exact answer once it is shown (the
        right choice striped); no title: the question is the heading just above it (and in the
        picture's alt text, with the words)."""
        lang = self.lang
        import textwrap

        title = ""
        if g.kind == "number":
            fig = _figure(6.4, 3.4)
            ax = fig.add_subplot()
            ax.bar(g.edges[:-1], g.counts, width=np.diff(g.edges), align="edge", color="#85c1e9",
                   edgecolor="#1f4e79")
            ax.set_xlim(g.edges[0], g.edges[-1])  # the bins' window, inside the numbers the guess may take
            if g.exact is not None:
                ax.axvline(g.exact, color="#c0392b", linestyle="--", linewidth=2.5,
                           label=t("cdash.guess.chart.measured" if self._measured(g) else "cdash.guess.chart.exact",
                                   lang, x=self._exact(g)))
                fig.legend(loc="outside lower center", fontsize=FONT_PT - 3, frameon=False)
            ax.yaxis.get_major_locator().set_params(integer=True)
            _finish(ax, title, t("cdash.guess.chart.x", lang), t("cdash.guess.chart.y", lang), lang, decimal_x=True)
            return _png(fig)
        labels = [textwrap.fill(_words(c, lang), 28) for c in g.labels]
        fig = _figure(6.4, 1.6 + 0.7 * len(labels))
        ax = fig.add_subplot()
        y = np.arange(len(labels))[::-1]
        right = [c == g.right for c in g.labels]
        ax.barh(y, g.counts, color=["#82e0aa" if r else "#85c1e9" for r in right], edgecolor="#1f4e79",
                hatch=["//" if r else "" for r in right])
        ax.set_yticks(y, [("✓ " if r else "") + label for r, label in zip(right, labels)])
        ax.xaxis.get_major_locator().set_params(integer=True)
        _finish(ax, title, t("cdash.guess.chart.y", lang), "", lang)
        return _png(fig)

    def _render_sheets(self) -> None:
        lang = self.lang
        rows = dash.question_summaries(self.view, self.known)
        if not rows:
            self._set(self.sheet_html, f"<p>{html.escape(t('cdash.sheet.none', lang))}</p>")
            return
        e = html.escape
        body = []
        for q in rows:
            right = t("cdash.sheet.right", lang, right=q.right, tried=q.tried, pct=round(100 * q.share))
            mistakes = "".join(
                f"<li>{e(t('cdash.sheet.mistake', lang, n=n, hint=self.mistake_words(m)))}</li>"
                for m, n in q.mistakes[:3])
            mistakes = f"<ul>{mistakes}</ul>" if mistakes else e(t("cdash.sheet.no_mistake", lang))
            body.append(f'<tr><th scope="row">{e(dash.question_title(q.question, lang))}'
                        f'<span class="kit-cdash-id">{e(q.question)}</span></th>'
                        f"<td>{e(right)}</td><td>{mistakes}</td></tr>")
        progress = "".join(f'<tr><th scope="row">{e(p.nickname)}</th><td class="num">{p.right} / {p.tried}</td></tr>'
                           for p in dash.progress(self.view, self.known))
        self._set(self.sheet_html,
                  f'<div class="kit-cdash-scroll"><table><thead><tr><th scope="col">{e(t("cdash.sheet.head.question", lang))}</th>'
                  f'<th scope="col">{e(t("cdash.sheet.head.right", lang))}</th>'
                  f'<th scope="col">{e(t("cdash.sheet.head.mistakes", lang))}</th></tr></thead>'
                  f'<tbody>{"".join(body)}</tbody></table></div>'
                  f'<h3>{e(t("cdash.sheet.progress", lang))}</h3><div class="kit-cdash-scroll"><table><thead><tr>'
                  f'<th scope="col">{e(t("cdash.sheet.head.nickname", lang))}</th>'
                  f'<th scope="col">{e(t("cdash.sheet.head.progress", lang))}</th></tr></thead>'
                  f"<tbody>{progress}</tbody></table></div>")

    def mistake_words(self, mistake: str) -> str:
        """A known mistake in the checker's words, in the page's language (its ``check.hint.*``
        entry, :mod:`kit.check`); the id itself only when the catalogue has no words for it."""
        from kit.check import HINT_PREFIX

        return _words(HINT_PREFIX + mistake, self.lang, mistake)

    def _render_students(self) -> None:
        lang = self.lang
        e = html.escape
        rows = dash.students(self.view)
        if not rows:
            self._set(self.student_html, f"<p>{e(t('cdash.students.none', lang, code=self.ref.code))}</p>")
            return
        total = sum(r.records for r in rows)
        words = t("cdash.students.words", lang, n=len(rows), r=fmt_int(total, lang), rn=total)
        head = "".join(f'<th scope="col">{e(t(k, lang))}</th>' for k in (
            "cdash.sheet.head.nickname", "cdash.students.head.guesses", "cdash.students.head.answers",
            "cdash.students.head.deals", "cdash.students.head.records"))
        body = "".join(f'<tr><th scope="row">{e(r.nickname)}</th><td class="num">{fmt_int(r.guesses, lang)}</td>'
                       f'<td class="num">{fmt_int(r.answers, lang)}</td><td class="num">{fmt_int(r.deals, lang)}</td>'
                       f'<td class="num">{fmt_int(r.records, lang)}</td></tr>' for r in rows)
        self._set(self.student_html, f'<p class="kit-cdash-words">{e(words)}</p><div class="kit-cdash-scroll">'
                                     f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>")
        names = sorted((r.nickname for r in rows), key=str.casefold)
        if list(self.renew_who.options) != names:
            chosen = self.renew_who.value
            self.renew_who.options = names
            self.renew_who.value = chosen if chosen in names else None

    def renew_word(self, nickname: str | None) -> str | None:
        """Give ``nickname`` a new rejoin word (:func:`kit.store.classroom.new_rejoin_word`), for a
        student who lost theirs; returns the word, or None when none was given (no nickname chosen,
        no such student, the store unreachable), the page saying why.

        The page is projected: it says that a new word for the nickname is ready and keeps the
        word hidden until "Show the word" (:meth:`_show_renewed`), as it does the teacher key."""
        lang = self.lang
        if self.ref is None:
            return None
        if not nickname:
            self._forget_renewed()
            self.renew_html.value = f'<p class="kit-cdash-problem">{html.escape(t("cdash.renew.choose", lang))}</p>'
            return None
        try:
            word = cls.new_rejoin_word(self._store(), self.ref, nickname)
        except ClassError:
            self._forget_renewed()
            self.renew_html.value = (f'<p class="kit-cdash-problem">'
                                     f'{html.escape(t("cdash.renew.unknown", lang, nickname=nickname))}</p>')
            return None
        except StoreError as error:
            self._unreachable(error)
            return None
        self.renewed = (nickname, word)
        self.renew_toggle.value = False  # a new word starts hidden
        self._show_renewed()
        return word

    def _show_renewed(self) -> None:
        """The last word given (:meth:`renew_word`), in the page's language: "a new word for X is
        ready", the advice to show it only when the students cannot see the screen, then the word
        itself only while "Show the word" is pressed."""
        lang = self.lang
        shown = self.renew_toggle.value
        self.renew_toggle.description = t("cdash.renew.hide" if shown else "cdash.renew.show", lang)
        if self.renewed is None:
            self.renew_toggle.layout.display = "none"
            self.renew_word_html.value = ""
            return
        nickname, word = self.renewed
        e = html.escape
        self.renew_toggle.layout.display = ""
        self.renew_html.value = (f'<p role="status">{e(t("cdash.renew.ready", lang, nickname=nickname))}</p>'
                                 f'<p class="kit-cdash-keynote">{e(t("cdash.renew.keep", lang))}</p>')
        self.renew_word_html.value = (
            f'<p>{e(t("cdash.renew.done", lang, nickname=nickname))} <code class="kit-cdash-word">{e(word)}</code></p>'
            f'<p>{e(t("cdash.renew.tell", lang))}</p>' if shown else "")

    def _forget_renewed(self) -> None:
        """No word on the page any more (another student chosen, the class closed)."""
        self.renewed = None
        self.renew_toggle.value = False
        self.renew_html.value = ""
        self._show_renewed()

    # --- the timer ------------------------------------------------------------------------------
    def _schedule(self) -> None:
        """Refresh again in :attr:`refresh_s` seconds on the kernel's event loop (one timer)."""
        if self._timer is not None or self.refresh_s <= 0 or self.ref is None:
            return
        self._timer = call_later(self.refresh_s, self._tick)

    def _tick(self) -> None:
        self._timer = None
        if self.ref is None or self.comm is None:  # the class closed, or the page's widget closed
            return
        try:
            if self.alive.shown:
                self.refresh()
        finally:
            self._schedule()  # whatever happened, the page keeps trying

    def _alive_changed(self, _change: dict) -> None:
        if self.alive.shown and self.ref is not None and self.refresh_s > 0:
            self.refresh()  # back in view: up to date at once
            self._schedule()

    def close(self) -> None:
        """Stop refreshing and close the widgets."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        super().close()

    # --- export, delete -------------------------------------------------------------------------
    def export(self) -> bytes | None:
        """Make the register's two CSVs, each a download link named in the page's language: the
        summary, one line per student (:func:`summary_csv`, :attr:`exported_summary`), and the
        details, one line per record (:func:`register_csv`); returns the details.  A refresh that
        finds more records than the files hold takes the links away (:meth:`_check_export`)."""
        if self.ref is None:
            return None
        try:
            if not cls.class_exists(self._store(), self.ref):
                self._gone()
                return None
            rows = cls.export_rows(self._store(), self.ref)
            view = cls.class_view(self._store(), self.ref)
        except StoreError as error:
            self._unreachable(error)
            return None
        lang = self.lang
        data = register_csv(rows, lang, self.experiments, self.guesses)
        self.exported_summary = summary_csv(view, lang, self.experiments, self.known)
        self.exported_records = len(rows)
        when = f"{local_time():%Y%m%d_%H%M}"
        links = []
        for kind, content in (("summary", self.exported_summary), ("details", data)):
            name = t(f"cdash.export.file.{kind}", lang, code=self.ref.code, time=when)
            link = base64.b64encode(content).decode("ascii")
            links.append(f'<li><a class="kit-cdash-download" download="{html.escape(name, quote=True)}" '
                         f'href="data:text/csv;charset=utf-8;base64,{link}">'
                         f'{html.escape(t(f"cdash.export.link.{kind}", lang, file=name))}</a></li>')
        self.export_html.value = (f'<p>{html.escape(t("cdash.export.ready", lang, n=len(rows), s=len(view.nicknames)))}</p>'
                                  f'<ul class="kit-cdash-links">{"".join(links)}</ul>')
        return data

    def _forget_export(self) -> None:
        """No download links (another class, another language, the class closed)."""
        self.export_html.value = ""
        self.exported_records, self.exported_summary = None, None

    def _check_export(self) -> None:
        """At a refresh: links to files that miss records that came since are taken away, with words
        that ask to export again."""
        if self.exported_records is None or self.ref is None:
            return
        try:
            now = cls.records_of(self._store(), self.ref)
        except StoreError:
            return
        if now > self.exported_records:
            self.exported_records = None
            self.export_html.value = f'<p role="status">{html.escape(t("cdash.export.stale", self.lang, n=now))}</p>'

    def _confirming(self, on: bool) -> None:
        self.confirm.layout.display = "" if on else "none"
        if not on:
            self.delete_words.value = ""

    def ask_delete(self) -> None:
        """Ask first: show how much would go, and the Yes / No buttons."""
        if self.ref is None:
            return
        try:
            n = cls.records_of(self._store(), self.ref)
        except StoreError as error:
            self._unreachable(error)
            return
        self.delete_words.value = (f'<p role="alert">⚠ {html.escape(t("cdash.delete.confirm", self.lang, code=self.ref.code, n=n))}</p>')
        self._confirming(True)

    def delete(self) -> bool:
        """Delete the class (after :meth:`ask_delete`) and go back to the start."""
        if self.ref is None:
            return False
        try:
            gone = cls.delete_class(self._store(), self.ref)
        except StoreError as error:
            self._unreachable(error)
            return False
        code = self.ref.code
        self._closed()
        self.say("cdash.deleted", code=code, n=gone)
        return True

    def _closed(self) -> None:
        """Back to the start: no class open, the timer stopped."""
        self.ref, self.key, self.view = None, None, None
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._confirming(False)
        self._forget_guesses()
        self._forget_renewed()
        self._forget_export()
        self.board.layout.display = "none"
        self.door.layout.display = ""
        self.title.layout.display = ""
        self._show_key()

    def _gone(self) -> None:
        """The class open here is no longer in the store (deleted from another page, or the store
        emptied): say so and go back to the start."""
        code = self.ref.code
        self._closed()
        self.say("cdash.error.gone", problem=True, code=code)


def class_dashboard(lang: str = "en") -> ClassDashboard:
    """A :class:`ClassDashboard` in ``lang``, for the teacher's notebook."""
    return ClassDashboard(lang)
