"""The Deal-hands app: pick a deck, players, cards each and a seed; deal; see the numbers.

Below the hands it answers one question two ways: the probability that a hand holds at
least one Ace (Asso; in UNO, at least one Wild), exactly (hypergeometric, as a fraction) and
by a seeded simulation with its 95% Wilson interval, with a histogram of the simulated count.

Used by ``notebooks/deal_hands.ipynb`` and served by Voila (``make app``).  All text comes
from :mod:`kit.i18n`; bad input gives a friendly message and leaves the last deal on show.
"""

from __future__ import annotations

import base64
from html import escape

import ipywidgets as widgets
import numpy as np

from kit.cards import DECKS, WILD, Card, get_deck
from kit.deal import Deal, deal
from kit.engine import dealing_events
from kit.i18n import fmt_decimal, fmt_int, plural, t
from kit.questions import HandCount
from kit.ui.plots import count_histogram, figure_png
from kit.ui.svg import row_html
from kit.ui.widgets import MAX_SEED, Frame, KitApp, StepThrough, WholeNumberBox, next_seed, wrapping_row

MAX_PLAYERS = 10


def worked_question(deck_name: str, k: int) -> tuple[HandCount, str]:
    """The app's question for a hand of ``k`` cards: X = number of Assi (Aces) in it, or for
    UNO the number of wild cards of either kind (Wild and Wild Draw Four, 8 in all).

    Returns:
        ``(question, target)`` where ``target`` ("A" or "wild") picks the catalogue words.
    """
    deck = get_deck(deck_name)
    if deck.family == "uno":
        return HandCount(deck, k, frozenset(c for c in deck.cards if c.suit == WILD)), "wild"
    return HandCount.of_rank(deck, k, "A"), "A"



class DealHandsApp(KitApp):
    """The Deal-hands app as one widget.

    Args:
        lang: ``"it"`` or ``"en"`` (switchable in the app).
        deck: deck name, one of :data:`kit.cards.DECKS`.
        players: number of hands, 1..10 (other values typed in the app get a message).
        cards_each: cards per hand, 1..deck size.
        seed: seed of the deal and of the simulation, 0..:data:`MAX_SEED`.
        trials: simulated hands for the worked question.

    The three numbers are :class:`~kit.ui.widgets.WholeNumberBox` text boxes: what is typed is
    read in Python, so a decimal (``1,5``, ``2.5``) or an ambiguous ``1.500`` gets a message
    naming the box and quoting the text, never another number.  Assign a new value in Python
    with ``app.seed.number = 7``.

    The last successful deal is :attr:`last_deal` (``None`` before the first).

    Raises:
        ValueError: ``deck`` is not a deck name.
    """

    TITLE = "deal.title"
    INTRO = "deal.intro"

    def __init__(self, lang: str = "en", deck: str = "italian40", players: int = 4,
                 cards_each: int = 3, seed: int = 2024, trials: int = 20_000) -> None:
        get_deck(deck)
        self.trials = trials
        self.last_deal: Deal | None = None
        self._shown_seed = seed  # the seed of the deal on show (the seed box may have changed since)
        self.deck_picker = widgets.Dropdown(options=[(t(f"deck.{name}", lang), name) for name in DECKS], value=deck,
                                            layout=widgets.Layout(width="340px"), style={"description_width": "initial"})
        narrow = {"layout": widgets.Layout(width="170px"), "style": {"description_width": "initial"}}
        # text boxes read in Python: a decimal or an out-of-range value gets a message instead of
        # being silently turned into another number (IntText makes 1,5 into 15) or clamped
        self.players = WholeNumberBox(players, **narrow)
        self.cards_each = WholeNumberBox(cards_each, **narrow)
        self.seed = WholeNumberBox(seed, layout=widgets.Layout(width="270px"), style={"description_width": "initial"})  # «Numero di mescolata»
        self.deal_button = widgets.Button(button_style="primary", icon="random")
        self.deal_button.add_class("kit-deal")
        self.new_seed_button = widgets.Button()
        self.table = widgets.HTML()
        self.table.add_class("kit-table")
        self.answer = widgets.HTML()
        self.chart = widgets.HTML()  # an <img> with alt text (ipywidgets.Image has none)
        self.deal_button.on_click(lambda _: self.deal())
        self.new_seed_button.on_click(lambda _: self._next_seed())
        for box in (self.players, self.cards_each, self.seed):  # Enter in a box deals, as the button does
            box.on_enter(self.deal)
        super().__init__(lang)

    def arrange(self) -> tuple[list[widgets.Widget], list[widgets.Widget]]:
        controls = wrapping_row([self.deck_picker, self.players, self.cards_each, self.seed])
        buttons = widgets.HBox([self.deal_button, self.new_seed_button])
        return [controls, buttons], [self.table, self.answer, self.chart]

    def relabel(self, lang: str) -> None:
        """The app's labels, and the hands and answer already shown, in ``lang``."""
        chosen = self.deck_picker.value
        self.deck_picker.options = [(t(f"deck.{name}", lang), name) for name in DECKS]
        self.deck_picker.value = chosen
        self.deck_picker.description = t("deal.deck", lang)
        self.players.description = t("deal.players", lang)
        self.cards_each.description = t("deal.cards", lang)
        self.seed.description = t("deal.seed", lang)
        self.deal_button.description = t("deal.button", lang)
        self.new_seed_button.description = t("deal.new_seed", lang)
        if self.last_deal is None:
            self.table.value = f"<p>{escape(t('deal.press', lang))}</p>"
        else:
            self._show(self.last_deal, self._shown_seed)

    def deal(self) -> Deal | None:
        """Deal with the current settings (what the Deal button does).

        Returns:
            The new :class:`~kit.deal.Deal`, or ``None`` when the settings are not possible;
            then a friendly message is shown and the previous deal stays on the table.
        """
        lang = self.lang
        try:
            deck = get_deck(self.deck_picker.value)
            problems = [box.problem(lang) for box in (self.players, self.cards_each, self.seed)]
            if any(problems):  # every box that is not a whole number, each named
                return self._refuse(" ".join(p for p in problems if p))
            players, cards, seed = self.players.number, self.cards_each.number, self.seed.number
            if not 0 <= seed <= MAX_SEED:
                return self._refuse(t("error.bad_seed", lang, high=fmt_int(MAX_SEED, lang)))
            if not 1 <= players <= MAX_PLAYERS:
                return self._refuse(t("error.players", lang, low=1, high=MAX_PLAYERS))
            if not 1 <= cards <= len(deck):
                return self._refuse(t("error.cards", lang, high=len(deck)))
            if players * cards > len(deck):
                return self._refuse(t("error.too_many_cards", lang, players=players, cards=cards,
                                      total=players * cards, size=len(deck)))
            dealt = deal(deck, players, cards, rng=seed)
            self._show(dealt, seed)
        except Exception as error:  # an app shows a message, never a traceback
            return self._refuse(t("error.generic", lang, detail=str(error)))
        self.message.value = ""
        self.last_deal = dealt
        return dealt

    def _next_seed(self) -> None:
        problem = self.seed.problem(self.lang)
        if problem is not None:  # no "next" after a seed that is not a number: say what is wrong
            self._refuse(problem)
            return
        self.seed.number = next_seed(self.seed.number)  # after the largest seed comes 0, never the same deal
        self.deal()

    def _refuse(self, text: str) -> None:
        if self.last_deal is not None:
            text += " " + t("error.kept", self.lang)
        return self.refuse(text)

    def _show(self, dealt: Deal, seed: int) -> None:
        lang = self.lang
        self._shown_seed = seed
        cards = len(dealt.hands[0])
        rows = [row_html(hand, lang, 60, caption=t("deal.player", lang, n=i + 1))
                for i, hand in enumerate(dealt.hands)]
        summary = t("deal.summary", lang, players=dealt.players, cards=cards,
                    deck=t(f"deck.{dealt.deck.name}", lang), seed=seed)
        self.table.value = (f"<p>{escape(summary)}</p>" + "".join(rows)
                            + f"<p>{escape(t('deal.stock', lang, n=len(dealt.stock)))}</p>")
        self._answer(dealt.deck.name, cards, seed)

    def _answer(self, deck_name: str, k: int, seed: int) -> None:
        lang = self.lang
        question, rank = worked_question(deck_name, k)
        cards = plural(k, "card", lang)
        exact = question.p_at_least(1)
        # the deal uses the seed's own stream (the same hands as deal(..., rng=seed) anywhere);
        # the simulation a child spawned from it: independent, never the same stream twice
        estimate, counts = question.estimate_at_least(self.trials, np.random.SeedSequence(seed).spawn(1)[0])
        verdict = "question.agree" if estimate.contains(exact) else "question.disagree"
        lines = [
            f"<h3>{escape(t('question.at_least_one', lang, k=k, cards=cards, rank=t(f'target.{rank}', lang)))}</h3>",
            f"<p>{escape(t('question.exact', lang, fraction=str(exact), decimal=fmt_decimal(float(exact), lang)))}</p>",
            "<p>" + escape(t("question.simulated", lang, n=fmt_int(self.trials, lang), estimate=fmt_decimal(estimate.value, lang),
                             low=fmt_decimal(estimate.low, lang), high=fmt_decimal(estimate.high, lang))) + "</p>",
            f"<p>{escape(t(verdict, lang))}</p>",
        ]
        self.answer.value = "".join(lines)
        ranks = t(f"target.{rank}.plural", lang)
        title = t("plot.count_title", lang, ranks=ranks, k=k, cards=cards, n=fmt_int(self.trials, lang))
        title = title[0].upper() + title[1:]
        fig = count_histogram(
            counts, question.pmf(),
            title=title,
            xlabel=t("plot.count_x", lang, ranks=ranks), ylabel=t("plot.count_y", lang),
            simulated_label=t("plot.simulated", lang), exact_label=t("plot.exact", lang), lang=lang)
        png = base64.b64encode(figure_png(fig.figure)).decode("ascii")
        alt = escape(t("plot.alt", lang, title=title), quote=True)
        # shown at its own size, or narrower on a small screen (kit.css): its text stays readable
        self.chart.value = f'<img class="kit-chart" alt="{alt}" src="data:image/png;base64,{png}"/>'

    def __repr__(self) -> str:
        def shown(box: WholeNumberBox) -> str:
            return str(box.number) if box.number is not None else repr(box.value)

        return (f"DealHandsApp(lang={self.lang!r}, deck={self.deck_picker.value!r}, "
                f"players={shown(self.players)}, cards_each={shown(self.cards_each)}, seed={shown(self.seed)})")


def deal_frames(dealt: Deal, lang: str = "en", width: int = 50) -> list[Frame]:
    """One :class:`~kit.ui.widgets.Frame` per card of ``dealt``, in dealing order (C-2).

    The narration comes from the engine's ``card_dealt`` events
    (:func:`kit.engine.dealing_events`): card number ``c`` (from 1) goes to player
    ``(c - 1) % players + 1``.  Every frame shows each hand at its final size, with empty
    slots for cards still to come, so the picture (and the controls under it) never jump.
    The first frame shows empty hands, the last adds the stock count.
    """
    events = dealing_events(dealt.hands)

    def picture(upto: int) -> str:
        held: list[list[Card]] = [[] for _ in dealt.hands]
        for event in events[:upto]:
            held[event.seat].extend(event.cards)
        return "".join(
            row_html(h, lang, width, caption=t("deal.player", lang, n=s + 1), slots=len(dealt.hands[s]))
            for s, h in enumerate(held))

    frames = [Frame(picture(0), t("deal.step.start", lang, n=len(events)))]
    frames += [Frame(picture(i), event.narrate(lang)) for i, event in enumerate(events, start=1)]
    last = frames[-1]
    frames[-1] = Frame(last.picture, last.narration + " " + t("deal.step.done", lang, n=len(dealt.stock)))
    return frames


def deal_walkthrough(dealt: Deal, lang: str = "en") -> StepThrough:
    """A :class:`~kit.ui.widgets.StepThrough` that deals ``dealt`` card by card."""
    return StepThrough(deal_frames(dealt, lang), lang)
