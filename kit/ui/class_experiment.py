"""The student's class-experiment page: deal an experiment's cards again and again, see each deal
and your own count, and, in a class, the class's pooled count (issue 24).

On top the :class:`~kit.ui.classroom.JoinBox`; then the experiment (every one of
:data:`kit.classroom.experiments.EXPERIMENTS`, by name, with its question in words), the seed box
and the buttons "Deal one" / "Deal ten".  Each deal is shown as cards with its outcome in words
(the last ten, newest first); below, the student's own tally (in words, as a fraction and a
decimal), the class's pooled numbers when in a class (:func:`kit.store.classroom.pooled`:
totals only, never another student's numbers), and the exact value with the lesson that counts it.

Each click sends its outcomes in one batch (:meth:`kit.classroom.session.ClassSession.deals`);
alone, nothing is sent or stored.  A page that joins as a student who already dealt in the class
(a reloaded page, another browser with the rejoin word) reads that student's own past deals
(:meth:`~kit.classroom.session.ClassSession.own_deals`, theirs only) and the tally carries on
from them (:attr:`ClassExperimentApp.earlier`); leaving the class, the tally is this page's again.  The deals of an experiment come from one Generator per
(seed, experiment), made from the seed (:func:`kit.deal.make_rng`) and continued click after
click: a fresh page with the same seed deals the same cards, and a seed typed again on the same
page carries on where it stopped (so no deal is ever sent twice).  Words come from
:mod:`kit.i18n.class_experiments`; a problem is said in words, never a traceback.
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets
import numpy as np

from kit.cards import Card
from kit.classroom.experiments import EXPERIMENTS, Deal, Experiment
from kit.classroom.session import ClassSession, current
from kit.deal import make_rng
from kit.i18n import fmt_decimal, fmt_int, t
from kit.store.classroom import pooled
from kit.ui.classroom import JoinBox
from kit.ui.svg import row_html
from kit.ui.widgets import KitApp, fresh_seed, wrapping_row

SHOWN = 10
"""How many of the last deals the page shows."""

CARD_WIDTH = {"trentasette.no_seven_26": 34}
"""Card width (px) for an experiment whose deal has many cards; others use :data:`DEFAULT_WIDTH`."""
DEFAULT_WIDTH = 56


def ratio(k: int, n: int, lang: str) -> dict[str, object]:
    """The fields of a count's words: ``k`` times in ``n`` deals, with thousands separators and
    the decimal ``k/n`` to three places (``n`` > 0)."""
    return {"k": k, "n": n, "k_text": fmt_int(k, lang), "n_text": fmt_int(n, lang),
            "decimal": fmt_decimal(k / n, lang, 3)}


def outcome_words(exp: Experiment, dealt: Deal, lang: str) -> str:
    """A deal's outcome in words (a card among the facts is named in ``lang``)."""
    facts = {name: value.name(lang) if isinstance(value, Card) else value for name, value in dealt.facts}
    return t(f"{exp.name.rsplit('.', 1)[0]}.{'yes' if dealt.hit else 'no'}", lang, **facts)


class ClassExperimentApp(KitApp):
    """The class experiment as one widget.

    Args:
        lang: ``"it"`` or ``"en"`` (switchable in the app).
        experiment: the experiment's id shown first (default the first of :data:`EXPERIMENTS`).
        seed: the seed of the deals, 0..:data:`~kit.ui.widgets.MAX_SEED`; default a fresh one
            (:func:`~kit.ui.widgets.fresh_seed`), so that a class's pages deal different cards.
        session: the kernel's class session (default :func:`~kit.classroom.session.current`).

    Attributes:
        tallies: experiment id → ``[deals, hits]`` of this page.
        earlier: experiment id → ``[deals, hits]`` the student in the class made before this page
            (kept by the store, not dealt here): the tally shown is ``tallies + earlier``.
        shown: experiment id → the last :data:`SHOWN` ``(number, Deal)``, newest first.

    Raises:
        KeyError: ``experiment`` is not a known experiment.
    """

    TITLE = "cexp.title"
    INTRO = "cexp.intro"

    def __init__(self, lang: str = "en", experiment: str | None = None, seed: int | None = None,
                 session: ClassSession | None = None) -> None:
        experiment = experiment or next(iter(EXPERIMENTS))
        EXPERIMENTS[experiment]  # noqa: B018 - a KeyError for an unknown id, before any widget
        self.session = session or current()
        self.join_box = JoinBox(lang, self.session)
        self.tallies: dict[str, list[int]] = {key: [0, 0] for key in EXPERIMENTS}
        self.earlier: dict[str, list[int]] = {key: [0, 0] for key in EXPERIMENTS}
        self._sent_as: dict[tuple[int, int, str], list[int]] = {}  # (class, member, experiment) → what this page sent
        self._earlier_of: tuple[int, int] | None = None  # the member self.earlier was read for
        self.shown: dict[str, list[tuple[int, Deal]]] = {key: [] for key in EXPERIMENTS}
        self._streams: dict[tuple[int, str], np.random.Generator] = {}
        self.picker = widgets.Dropdown(options=[(key, key) for key in EXPERIMENTS], value=experiment,
                                       layout=widgets.Layout(width="32em", max_width="100%", min_height="44px"),
                                       style={"description_width": "initial"})
        self.question = widgets.HTML()
        self.seed_row(fresh_seed(None) if seed is None else seed)
        self.one_button = widgets.Button(button_style="primary", icon="random",
                                         layout=widgets.Layout(min_height="44px", width="auto"))
        self.ten_button = widgets.Button(icon="random", layout=widgets.Layout(min_height="44px", width="auto"))
        self.one_button.add_class("kit-deal")
        self.tally = widgets.HTML()
        self.pooled = widgets.HTML()
        self.exact = widgets.HTML()
        self.history = widgets.HTML()
        self.one_button.on_click(lambda _b: self.deal(1))
        self.ten_button.on_click(lambda _b: self.deal(10))
        self.seed_box.on_enter(lambda: self.deal(1))
        self.picker.observe(lambda _change: self._show_all(), names="value")
        self._dealing = False
        self.session.listeners.append(self._sent)  # joining (and a late send) shows the class's numbers
        self.join_box.leave_button.on_click(lambda _b: self._sent(None))  # after the join box's own leave
        self.follow_member()  # a page made while this kernel is in a class already
        self.how = widgets.HTML()  # the app's introduction, after the join box (the first thing on a phone)
        super().__init__(lang)
        self.title.layout.display = "none"  # the page's heading names it already (once is enough)
        self.intro.layout.display = "none"  # said in :attr:`how`, below the join box

    @property
    def experiment(self) -> Experiment:
        """The experiment chosen."""
        return EXPERIMENTS[self.picker.value]

    def arrange(self) -> tuple[list[widgets.Widget], list[widgets.Widget]]:
        buttons = wrapping_row([self.seed_box, self.one_button, self.ten_button])
        return ([self.join_box, self.how, self.picker, self.question, buttons],
                [self.tally, self.pooled, self.exact, self.history])

    def relabel(self, lang: str) -> None:
        """The labels, the experiments' names, the join box and everything shown, in ``lang``."""
        chosen = self.picker.value
        self.picker.options = [(t(exp.name, lang), key) for key, exp in EXPERIMENTS.items()]
        self.picker.value = chosen
        self.picker.description = t("cexp.choose", lang)
        self.one_button.description = t("cexp.deal_one", lang)
        self.ten_button.description = t("cexp.deal_ten", lang)
        self.how.value = f"<p>{escape(t(self.INTRO, lang))}</p>"
        self.join_box.relabel(lang)
        self._show_all()

    # --- dealing --------------------------------------------------------------------------------
    def deal(self, count: int = 1) -> list[Deal] | None:
        """Deal the chosen experiment ``count`` times (what the buttons do), show the deals and
        the counts, and send the outcomes to the class in one batch when in a class.

        Returns:
            The new deals, or ``None`` after a friendly message (a seed that is not a whole number
            from 0 to :data:`~kit.ui.widgets.MAX_SEED`; anything unexpected).
        """
        seed = self.read_seed()
        if seed is None:
            return None
        exp = self.experiment
        try:
            rng = self._streams.get((seed, exp.id))
            if rng is None:
                rng = self._streams[(seed, exp.id)] = make_rng(seed)
            dealt = [exp.deal(rng) for _ in range(count)]
        except Exception as error:  # a page says what went wrong, never a traceback
            return self.refuse(t("cexp.error", self.lang, detail=str(error)))
        tally, shown = self.tallies[exp.id], self.shown[exp.id]
        before = self.earlier[exp.id][0]
        for one in dealt:
            tally[0] += 1
            tally[1] += one.hit
            shown.insert(0, (before + tally[0], one))
        del shown[SHOWN:]
        self.message.value = ""
        member = self.session.member
        if member is not None:
            sent = self._sent_as.setdefault((member.class_id, member.member_id, exp.id), [0, 0])
            sent[0] += len(dealt)
            sent[1] += sum(one.hit for one in dealt)
            self._dealing = True
            try:
                self.session.deals(exp.id, [one.hit for one in dealt])  # the join box says how it went
            except Exception as error:
                self.refuse(t("cexp.error", self.lang, detail=str(error)))
            finally:
                self._dealing = False
        self._show_all()
        return dealt

    def _sent(self, _sent: object) -> None:
        """After the session sent (or tried to): the class's numbers again, unless a deal of this
        page is under way (it shows them itself, once); after joining, the student's own earlier
        deals (:meth:`follow_member`)."""
        if not self._dealing:
            if self.follow_member():
                self._show_tally()
            self.refresh_pooled()

    def follow_member(self) -> bool:
        """Read :attr:`earlier` again when the page's student changed (joined, rejoined, left):
        the student's deals in the store and in the outbox, less what this page sent as that
        student.  Returns whether :attr:`earlier` changed.  A store out of reach leaves it for
        the next send (the join box says so)."""
        member = self.session.member
        who = None if member is None else (member.class_id, member.member_id)
        if who == self._earlier_of:
            return False
        found: dict[str, tuple[int, int]] = {}
        if member is not None:
            try:
                found = self.session.own_deals()
            except Exception:  # unreachable or no longer in the class: the tally stays the page's
                return False
        earlier = {key: [0, 0] for key in EXPERIMENTS}
        for key in EXPERIMENTS:
            n, k = found.get(key, (0, 0))
            sent_n, sent_k = self._sent_as.get((*who, key), (0, 0)) if who else (0, 0)
            earlier[key] = [max(0, n - sent_n), max(0, k - sent_k)]
        self._earlier_of = who
        changed = earlier != self.earlier
        self.earlier = earlier
        return changed

    # --- showing --------------------------------------------------------------------------------
    def _show_all(self) -> None:
        lang, exp = self.lang, self.experiment
        self.question.value = (f"<p><strong>{escape(t('cexp.question', lang))}:</strong> "
                               f"{escape(t(exp.event, lang))}</p>")
        self._show_tally()
        self.refresh_pooled()
        self.exact.value = "<p>" + escape(t("cexp.exact", lang, lesson=t(f"cexp.lesson.{exp.lesson}", lang),
                                            fraction=f"{exp.exact.numerator}/{exp.exact.denominator}",
                                            decimal=fmt_decimal(float(exp.exact), lang, 3))) + "</p>"
        self._show_history()

    def _show_tally(self) -> None:
        lang, key = self.lang, self.experiment.id
        (n, k), (n0, k0) = self.tallies[key], self.earlier[key]
        n, k = n + n0, k + k0
        words = t("cexp.yours", lang, **ratio(k, n, lang)) if n else t("cexp.yours.none", lang)
        member = self.session.member
        if n0 and member is not None:
            words += " " + t("cexp.yours.earlier", lang, n=n0, n_text=fmt_int(n0, lang), code=member.code,
                             nickname=member.nickname)
        self.tally.value = (f"<h3>{escape(t('cexp.yours.head', lang))}</h3>"
                            f'<p class="kit-cexp-yours" role="status" aria-live="polite">{escape(words)}</p>')

    def refresh_pooled(self) -> None:
        """Show the class's pooled numbers for the chosen experiment (read from the store now), or
        say why there are none: alone, nobody dealt yet, the store unreachable."""
        lang, exp = self.lang, self.experiment
        member = self.session.member
        if member is None:
            words = t("cexp.class.alone", lang)
        else:
            try:
                found = pooled(self.session.store(), member.class_id, exp.id)
            except Exception:  # the store unreachable (the join box says so too): said in words
                words = t("cexp.class.unreachable", lang)
            else:
                words = (t("cexp.class.pooled", lang, code=member.code, students=found.students,
                           **ratio(found.hits, found.deals, lang))
                         if found.deals else t("cexp.class.none", lang, code=member.code))
        self.pooled.value = (f"<h3>{escape(t('cexp.class.head', lang))}</h3>"
                             f'<p class="kit-cexp-class">{escape(words)}</p>')

    def _show_history(self) -> None:
        lang, exp = self.lang, self.experiment
        shown = self.shown[exp.id]
        if not shown:
            self.history.value = f"<p>{escape(t('cexp.press', lang))}</p>"
            return
        width = CARD_WIDTH.get(exp.id, DEFAULT_WIDTH)
        rows = []
        for number, one in shown:
            mark = t("cexp.yes_mark" if one.hit else "cexp.no_mark", lang)
            caption = f"{t('cexp.deal_no', lang, n_text=fmt_int(number, lang))} — {mark}"
            rows.append(f'<li class="kit-cexp-deal {"kit-yes" if one.hit else "kit-no"}">'
                        f"{row_html(one.cards, lang, width, caption=caption)}"
                        f"<p>{escape(outcome_words(exp, one, lang))}</p></li>")
        head = t("cexp.last", lang, n=len(shown))
        self.history.value = (f"<h3>{escape(head)}</h3>"
                              f'<ol class="kit-cexp-history" style="list-style:none;padding-left:0">{"".join(rows)}</ol>')

    def __repr__(self) -> str:
        n, k = (a + b for a, b in zip(self.tallies[self.experiment.id], self.earlier[self.experiment.id]))
        return f"ClassExperimentApp(lang={self.lang!r}, experiment={self.experiment.id!r}, deals={n}, hits={k})"


def class_experiment(lang: str = "en", **kwargs: object) -> ClassExperimentApp:
    """A :class:`ClassExperimentApp` in ``lang`` (keyword arguments as the class's)."""
    return ClassExperimentApp(lang, **kwargs)
