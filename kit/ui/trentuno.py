"""Pictures of Trentuno (UI layer over :mod:`kit.games.trentuno`).

* :func:`value_words` says what a hand is worth suit by suit, the best last ("coppe 21 · denari 7
  · migliore 21", T31-5), from :func:`~kit.games.trentuno.card_points` and
  :func:`~kit.games.trentuno.hand_value`.
* :func:`table_html` draws what one seat may know (a :class:`~kit.games.trentuno.View`): every
  player in the order of play with their coins, their hand's size (face down), who deals, whose
  turn it is, who knocked and who still has a last turn (T31-6), who is out (T31-9); the
  tallone's size (T31-4, T31-10), the discard pile with its top card face up and named, the pot.
* :func:`hand_events` splits a game's log into its hands; :func:`summary_html` tells how a
  finished hand ended from its events: who knocked, every hand shown with its value (the lowest
  marked in words), who pays and why (the lowest, a tie, a knock with 31, T31-7, T31-8), who is
  out, a playoff or a split, the pot (T31-9).
* The walkthrough (a page that only narrates): :func:`play_first_hand` plays a seeded first hand
  with four computer players that knock at 25, :func:`hand_frames` turns it into frames for a
  :class:`~kit.ui.widgets.StepThrough`, every card face up (:func:`full_table_html`), each frame
  with the moments it shows; :func:`guide_markdown` and :func:`shown_markdown` are the tables
  printed under it; :func:`showcase` is the test the seed search applies.

Colour is never the only signal: a seat's state is written in words (tags), the seat to play is
marked by a border and the words "to play", the lowest hands by the words "the lowest".
"""

from __future__ import annotations

from dataclasses import replace
from html import escape
from itertools import combinations
from typing import Sequence

import numpy as np

from kit.cards import Card
from kit.engine import Event, Record, join_names
from kit.games import trentuno as t31
from kit.i18n import t
from kit.lessons.trentuno import suit_sums
from kit.sim.openings import opening
from kit.ui import walkthrough
from kit.ui.seats import seat_html, turn_mark
from kit.ui.svg import back_svg, card_svg, row_html
from kit.ui.widgets import Frame

TABLE_WIDTH = 58
"""The top discard's width in pixels (the hand's cards are 70)."""

SHOWN_WIDTH = 58
"""The width of a card shown at the end of a hand, in the summary."""

MAX_COIN_MARKS = 12
"""At most this many coin marks are drawn beside a count (the count itself is always written)."""


def suit_totals(hand: Sequence[Card]) -> list[tuple[str, int]]:
    """Each suit of ``hand`` with the points of its cards (T31-5), highest first (ties in the
    order the suits appear in the hand)."""
    totals: dict[str, int] = {}
    for card in hand:
        totals[card.suit] = totals.get(card.suit, 0) + t31.card_points(card)
    return sorted(totals.items(), key=lambda item: -item[1])


def value_words(hand: Sequence[Card], lang: str = "en") -> str:
    """What ``hand`` is worth, suit by suit and the best (T31-5): "coppe 21 · denari 7 · migliore
    21" / "cups 21 · coins 7 · best 21"; for no cards, "0"."""
    if not hand:
        return "0"
    parts = " · ".join(t("t31.app.suit_total", lang, suit=t(f"suit.{suit}", lang), points=points)
                       for suit, points in suit_totals(hand))
    return t("t31.app.value_line", lang, parts=parts, best=t31.hand_value(hand))


def play_order(view: t31.View, first: int = 0) -> list[int]:
    """Every seat (those out included) in the order of play (T31-3), starting from ``first``."""
    n = view.players
    return [(first + view.rules.step * k) % n for k in range(n)]


def still_to_play(view: t31.View) -> list[int]:
    """After a knock, the seats whose last turn is still to come, the one playing now first
    (T31-6); empty before a knock."""
    if view.knocker is None:
        return []
    now = [view.turn] if view.phase in (t31.DRAW, t31.DISCARD, t31.RESHUFFLE) and view.turn != view.knocker else []
    return now + [s for s in view.last_turns if s not in now]


def coin_marks(n: int) -> str:
    """Up to :data:`MAX_COIN_MARKS` small coins drawn for ``n`` (hidden from screen readers:
    the count is written beside them)."""
    marks = '<i class="kit-t31-coin"></i>' * min(n, MAX_COIN_MARKS)
    return f'<span class="kit-t31-marks" aria-hidden="true">{marks}</span>'


def _in_text(names: Sequence[str], you: int | None, lang: str) -> list[str]:
    """The names for the middle of a sentence: the person as "tu"/"you"."""
    names = list(names)
    if you is not None:
        names[you] = t("turn.you.in_text", lang)
    return names


def _seat_html(view: t31.View, seat: int, names: Sequence[str], lang: str, you: int | None) -> str:
    playing = view.phase in (t31.DRAW, t31.DISCARD) and seat == view.turn
    tags = []
    if seat in view.out:
        tags.append(t("t31.app.tag.out", lang))
    else:
        if seat == view.dealer and view.phase != t31.OVER:
            tags.append(t("t31.app.next_dealer" if view.phase == t31.DEAL else "t31.app.dealer", lang))
        if view.knocker is not None:
            if seat == view.knocker:
                tags.append(t("t31.app.tag.knocked", lang))
            elif seat in still_to_play(view):
                tags.append(t("t31.app.tag.last_turn", lang))
            else:
                tags.append(t("t31.app.tag.last_done", lang))
    tags_html = "".join(f'<span class="kit-t31-tag">{escape(tag)}</span>' for tag in tags)
    turn = turn_mark(t("t31.app.seat_turn", lang), "kit-t31-turn") if playing else ""
    n = view.counts[seat]
    backs = "".join(back_svg(lang, 18) for _ in range(n)) if seat != you else ""
    picture = f'<span class="kit-t31-backs" aria-hidden="true">{backs}</span>' if backs else ""
    between = view.phase in (t31.DEAL, t31.OVER)  # between hands nobody holds cards: no count
    cards = "" if seat in view.out or between else \
        f'<div class="kit-count">{escape(t("t31.app.cards", lang, n=n))}</div>'
    coins = view.coins[seat]
    body = (f'{tags_html}{picture}{cards}'
            f'<div class="kit-t31-coins">{coin_marks(coins)} {escape(t("t31.app.coins", lang, n=coins))}</div>')
    # a seat out never plays: "kit-t31-out" and "kit-to-act" never meet
    out = "kit-t31-out" if seat in view.out else ""
    return seat_html(escape(names[seat]) + turn, body, classes=("kit-t31-seat", out), acting=playing, seat=seat)


def knock_words(view: t31.View, names: Sequence[str], lang: str = "en", you: int | None = 0) -> str:
    """Who knocked and who still has a last turn (T31-6), or "Nobody has knocked yet."."""
    if view.knocker is None:
        return t("t31.app.no_knock", lang)
    left = join_names([_in_text(names, you, lang)[s] for s in still_to_play(view)], lang)
    if view.knocker == you:
        return t("t31.app.knock.you", lang, players=left)
    return t("t31.app.knock", lang, player=names[view.knocker], players=left)


def table_html(view: t31.View, names: Sequence[str], lang: str = "en", you: int | None = 0,
               width: int = TABLE_WIDTH) -> str:
    """The Trentuno table as one seat sees it, as HTML: players in the order of play, the tallone,
    the discard pile, the pot and the knock (T31-3, T31-4, T31-6, T31-9; see the module docstring).

    Args:
        view: what the seat may know, a :class:`~kit.games.trentuno.View`; never the state, so
            every other hand stays face down.
        names: the players' names by seat, the person's as "Tu"/"You" (and "tu"/"you" in the
            middle of a sentence).
        lang: ``"it"`` or ``"en"``.
        you: the seat the words speak to in the second person ("You knocked"), or ``None``.
        width: the top discard's width in pixels (the hand's cards are 70).
    """
    first = you if you is not None else 0
    order = play_order(view, first)
    seats = "".join(_seat_html(view, seat, names, lang, you) for seat in order)
    direction = t(f"t31.app.direction.{view.rules.direction}", lang)
    arrow = t("t31.app.arrow", lang)
    playing = [s for s in order if s not in view.out]
    order_line = t("t31.app.order", lang, direction=direction,
                   order=arrow.join([names[s] for s in playing + playing[:1]]))
    tallone = t("t31.app.tallone", lang, n=view.tallone)
    if view.reshuffles:
        tallone += ", " + t("t31.app.reshuffled", lang, n=view.reshuffles)
    stock = (f'<div class="kit-t31-stock">{back_svg(lang, 36) if view.tallone else ""}'
             f'<span>{escape(tallone)}</span></div>')
    if view.discards:
        top = view.discards[-1]
        words = t("t31.app.discards", lang, n=len(view.discards), card=top.name(lang))
        pile = f'<div class="kit-t31-pile">{card_svg(top, lang, width)}<span>{escape(words)}</span></div>'
    else:
        pile = f'<div class="kit-t31-pile"><span>{escape(t("t31.app.discards_empty", lang))}</span></div>'
    pot = (f'<div class="kit-t31-pot">{coin_marks(view.pot)} '
           f'<strong>{escape(t("t31.app.pot", lang, n=view.pot))}</strong></div>')
    knock = ""
    if view.phase in (t31.DRAW, t31.DISCARD, t31.RESHUFFLE):
        # announced (role status) only once someone has knocked: the board is redrawn at every move
        marked = ' kit-t31-knocked" role="status' if view.knocker is not None else ""
        knock = f'<p class="kit-t31-knockline{marked}">{escape(knock_words(view, names, lang, you))}</p>'
    if view.phase == t31.DEAL:  # between two hands: the coins and the pot, no cards
        head, centre = t("t31.app.hand_over_head", lang, n=view.hand_no - 1), pot
    elif view.phase == t31.OVER:
        head, centre, order_line = t("t31.app.game_over_head", lang), pot, ""
    else:
        head, centre = t("t31.app.hand_no", lang, n=view.hand_no), stock + pile + pot
    order_html = f" · {escape(order_line)}" if order_line else ""
    return (f'<div class="kit-t31" role="group" aria-label="{escape(t("t31.app.table", lang), quote=True)}">'
            f'<p class="kit-t31-head"><strong>{escape(head)}</strong>{order_html}</p>'
            f'<div class="kit-seats kit-t31-seats">{seats}</div>'
            f'<div class="kit-t31-centre">{centre}</div>{knock}</div>')


# --- the end of a hand ---------------------------------------------------------------------------
def hand_events(log: Sequence[Event]) -> list[list[Event]]:
    """A game's events split into hands: a new hand begins at each ``dealt`` event (the first
    hand's deal may be missing from a log that starts after :func:`~kit.games.trentuno.new_game`)."""
    hands: list[list[Event]] = []
    for event in log:
        if event.kind == "dealt" or not hands:
            hands.append([])
        hands[-1].append(event)
    return hands


def payers(events: Sequence[Event]) -> list[int]:
    """The seats that had to pay at the end of a hand (T31-7, T31-8), in the order told: those
    who paid and those who went out for want of a coin, or the players of a playoff or a split."""
    out: list[int] = []
    for event in events:
        if event.kind in ("paid", "out"):
            out.append(event.seat)
        elif event.kind in ("playoff", "split"):
            out.extend(event.seats)
    return out


def summary_html(events: Sequence[Event], names: Sequence[str], lang: str = "en", you: int | None = 0,
                 hand: int | None = None, pot: int | None = None, left: Sequence[int] = ()) -> str:
    """How a finished hand ended, from its events (see :func:`hand_events`), as HTML.

    Lines: who knocked (or knocked with 31, with the cards, T31-8); every hand shown with its
    cards and value (T31-5), the lowest marked "the lowest"; why they pay (the lowest value, a
    tie, T31-7); then the engine's own sentences for each coin paid, each player out, a playoff,
    a split and the winner (T31-9); the pot and the players still in.

    Args:
        events: the events of one hand (its end included).
        names: the players' names by seat (the person's as "Tu"/"You").
        lang: ``"it"`` or ``"en"``.
        you: the person's seat (spoken to in the second person), or ``None``.
        hand: the hand's number for the heading, if known.
        pot: the coins in the pot after the hand, if known.
        left: the seats still in the game after the hand (none: the line is left out).
    """
    text_names = _in_text(names, you, lang)
    lines: list[str] = []
    knocked = next((e for e in events if e.kind in ("knocked", "knocked_31")), None)
    if knocked is not None:
        key = f"t31.app.summary.{knocked.kind}" + (".you" if knocked.seat == you else "")
        lines.append(t(key, lang, player=names[knocked.seat], cards=", ".join(c.name(lang) for c in knocked.cards)))
    shown = [e for e in events if e.kind == "showed"]
    rows = ""
    if shown:
        low = min(e.amount for e in shown)
        items = []
        for e in shown:
            cards = "".join(card_svg(c, lang, SHOWN_WIDTH) for c in e.cards)
            worth = t("t31.app.summary.worth", lang, value=e.amount, suit=t(dict(e.data)["suit"], lang))
            lowest = e.amount == low
            tag = (f' <span class="kit-t31-lowest">▼ {escape(t("t31.app.summary.lowest", lang))}</span>'
                   if lowest else "")
            items.append(f'<li class="kit-t31-shown{" kit-t31-low" if lowest else ""}" data-seat="{e.seat}">'
                         f'<span class="kit-t31-who">{escape(names[e.seat])}</span>'
                         f'<span class="kit-cards">{cards}</span>'
                         f'<span class="kit-t31-worth">{escape(worth)}{tag}</span></li>')
        rows = f'<ul class="kit-t31-hands">{"".join(items)}</ul>'
        lowest = [e.seat for e in shown if e.amount == low]
        if len(lowest) == 1 and lowest[0] == you:
            why = t("t31.app.summary.low.you", lang, value=low)
        elif len(lowest) == 1:
            why = t("t31.app.summary.low", lang, value=low, players=names[lowest[0]])
        else:
            why = t("t31.app.summary.tie", lang, value=low, n=len(lowest),
                    players=join_names([text_names[s] for s in lowest], lang))
        reasons = [why]
    elif knocked is not None and knocked.kind == "knocked_31":
        who = payers(events)
        reasons = [t("t31.app.summary.all_pay", lang, n=len(who), players=join_names([text_names[s] for s in who], lang))]
    else:
        reasons = []
    told = [e.narrate(lang, names, you=you) for e in events if e.kind in ("paid", "out", "playoff", "split", "won")]
    after = []
    if pot is not None:
        after.append(t("t31.app.summary.pot", lang, n=pot))
    if len(left) > 1:
        after.append(t("t31.app.summary.left", lang, players=join_names([text_names[s] for s in left], lang)))
    title = t("t31.app.summary", lang, n=hand) if hand is not None else t("t31.app.summary.plain", lang)
    paragraphs = "".join(f"<p>{escape(line)}</p>" for line in lines)
    why_html = "".join(f'<p class="kit-t31-why">{escape(line)}</p>' for line in reasons)
    told_html = "".join(f"<li>{escape(line)}</li>" for line in told)
    after_html = "".join(f'<p class="kit-t31-after">{escape(line)}</p>' for line in after)
    return (f'<div class="kit-t31-summary" role="group" aria-label="{escape(title, quote=True)}">'
            f'<h3>{escape(title)}</h3>{paragraphs}{rows}{why_html}'
            f'<ul class="kit-t31-paid">{told_html}</ul>{after_html}</div>')


# --- the walkthrough: the first hand seen from above, every card face up ---------------------------
WATCH_RULES = {"deal": "T31-2", "draw": "T31-4", "discard": "T31-4", "knock": "T31-6", "last_turn": "T31-6",
               "showdown": "T31-5", "pay": "T31-7", "tie": "T31-7"}
"""The moments a walkthrough points at (``t31.lesson.watch.<moment>``), in the guide's order, each
with the rule that explains it."""

KNOCK_AT = 25
"""The walkthrough's computer players knock as soon as their hand is worth this much (T31-6)."""


def new_game(rng: np.random.Generator, players: int = 4) -> t31.State:
    """A game of Trentuno with the standard rules, dealt from ``rng``, its first dealer drawn at
    random (T31-1, T31-2)."""
    return t31.new_game(t31.Rules(), players, rng=rng, dealer=t31.RANDOM_DEALER)


def play_first_hand(seed: int, players: int = 4) -> Record:
    """The first hand of the game of ``seed`` (deal and play from two streams spawned from it),
    played by computer players that knock at :data:`KNOCK_AT` and otherwise keep the best hand
    (:func:`~kit.games.trentuno.computer`)."""
    return opening(lambda rng: new_game(rng, players), [t31.computer("threshold", KNOCK_AT)] * players, seed,
                   stop=t31.hand_ended)  # the first hand shown and paid


def best_three(hand: Sequence[Card]) -> int:
    """T31-5 on the best three of the cards held (four in the middle of a turn)."""
    return max(t31.hand_value(three) for three in combinations(hand, 3))


def sums_words(hand: Sequence[Card], lang: str = "en") -> str:
    """A hand's value suit by suit, with the sums written out (T31-5): "cups 11 + 10 = 21, coins 7"."""
    parts = []
    for suit, points, total in suit_sums(hand):
        name = t(f"suit.{suit}", lang)
        parts.append(t("t31.lesson.single", lang, suit=name, total=total) if len(points) == 1 else
                     t("t31.lesson.sum", lang, suit=name, terms=" + ".join(map(str, points)), total=total))
    return ", ".join(parts)


def full_table_html(state: t31.State, names: Sequence[str], lang: str = "en", drawn: Card | None = None) -> str:
    """The table from above, for a walkthrough: every hand face up with its value (the best three
    while four are held) and coins, who deals, who knocked and who is to play; the top discard,
    the tallone and the pot.  The card ``drawn`` just now has a gold outline and is named under
    its hand."""
    seats = []
    for seat, hand in enumerate(state.hands):
        acting = state.phase in (t31.DRAW, t31.DISCARD) and seat == state.turn
        tags = ([t("t31.lesson.dealer", lang)] * (seat == state.dealer)
                + [t("t31.lesson.knocker", lang)] * (seat == state.knocker))
        head = escape(names[seat]) + "".join(f" · {escape(tag)}" for tag in tags)
        head += turn_mark(t("t31.lesson.to_play", lang)) if acting else ""
        row = "".join(card_svg(c, lang, 44, highlight=c == drawn) for c in hand)
        worth = (t("t31.lesson.best_three", lang, value=best_three(hand)) if len(hand) == 4 else
                 t("t31.lesson.worth", lang, value=t31.hand_value(hand), suit=t(f"suit.{t31.best_suit(hand)}", lang)))
        notes = [worth, t("t31.lesson.coins", lang, n=state.coins[seat])]
        if drawn in hand:
            notes.append(t("t31.lesson.drawn", lang, card=drawn.name(lang)))
        body = f'<div class="kit-row"><div class="kit-cards">{row}</div></div>' + "".join(
            f'<div class="kit-count">{escape(n)}</div>' for n in notes)
        seats.append(seat_html(head, body, acting=acting, label=t("t31.lesson.hand_of", lang, player=names[seat])))
    pile = (row_html(state.discards[-1:], lang, 56, caption=t("t31.lesson.discards", lang, n=len(state.discards)))
            if state.discards else f'<p>{escape(t("t31.lesson.no_discards", lang))}</p>')
    facts = (f'<div class="kit-count">{escape(t("t31.lesson.tallone", lang, n=len(state.tallone)))} · '
             f'{escape(t("t31.lesson.pot", lang, n=state.pot))}</div>')
    return (f'<div role="group" aria-label="{escape(t("t31.lesson.table", lang), quote=True)}">'
            f'<div class="kit-seats">{"".join(seats)}</div>{pile}{facts}</div>')


def _showdown_frames(state: t31.State, action: t31.Discard, step, names: Sequence[str], lang: str,
                     text: str) -> list[tuple[Frame, list[str]]]:
    """The last discard of a hand, the hands shown (each explained suit by suit, T31-5) and who
    pays (the lowest, all of them on a tie, T31-7)."""
    shown = {e.seat: e.cards for e in step.events if e.kind == "showed"}
    table = replace(state, hands=tuple(shown.get(s, ()) for s in range(state.players)),
                    discards=state.discards + (action.card,), phase=t31.OVER)
    lines = [t("t31.lesson.shown", lang, player=names[s], sums=sums_words(cards, lang), value=t31.hand_value(cards))
             for s, cards in shown.items()]
    low = min(t31.hand_value(cards) for cards in shown.values())
    payers = [names[s] for s, cards in shown.items() if t31.hand_value(cards) == low]
    why = (t("t31.lesson.pay_one", lang, value=low, player=payers[0]) if len(payers) == 1 else
           t("t31.lesson.pay_tie", lang, value=low, n=len(payers), players=join_names(payers, lang)))
    paid = " ".join(e.narrate(lang, names) for e in step.events if e.kind in ("paid", "out", "won"))
    after = replace(table, coins=step.state.coins, pot=step.state.pot)
    return [(Frame(full_table_html(table, names, lang), text), ["discard", "last_turn"]),
            (Frame(full_table_html(table, names, lang), t("t31.lesson.showdown", lang) + " " + " ".join(lines)),
             ["showdown"]),
            (Frame(full_table_html(after, names, lang), why + " " + paid), ["pay"] + ["tie"] * (len(payers) > 1))]


def hand_frames(record: Record, names: Sequence[str], lang: str = "en") -> list[tuple[Frame, list[str]]]:
    """A played hand step by step: the deal (:func:`~kit.games.trentuno.opening`), then one frame a
    draw (the card seen and what the best three are worth), a knock (why, and the last turns in
    order, T31-6) or a discard (what the hand is worth now); at the end the hands shown and who
    pays.

    Returns:
        ``[(frame, the moments it shows), …]`` (the moments of :data:`WATCH_RULES`).
    """
    def say(events: Sequence[Event]) -> str:
        return " ".join(e.narrate(lang, names) for e in events)

    start = record.start
    frames = [(Frame(full_table_html(start, names, lang), say(t31.opening(start))), ["deal"])]
    state = start
    for action, step in zip(record.actions, record.replay()):
        seat, name, last = state.turn, names[state.turn], state.knocker is not None
        if isinstance(action, t31.Draw):
            drawn = step.state.hands[seat][-1]
            text = say(step.events) + " " + t("t31.lesson.saw", lang, player=name, card=drawn.name(lang),
                                              value=best_three(step.state.hands[seat]))
            frames.append((Frame(full_table_html(step.state, names, lang, drawn), text),
                           ["draw"] + ["last_turn"] * last))
        elif isinstance(action, t31.Knock):
            order = join_names([names[s] for s in (step.state.turn,) + step.state.last_turns], lang)
            text = (say(step.events) + " " + t("t31.lesson.knock_why", lang, player=name,
                                               value=t31.hand_value(state.hands[seat]))
                    + " " + t("t31.lesson.last_turns", lang, players=order))
            frames.append((Frame(full_table_html(step.state, names, lang), text), ["knock"]))
        else:
            shown = {e.seat: e.cards for e in step.events if e.kind == "showed"}
            hand = shown.get(seat) or step.state.hands[seat]
            text = say([e for e in step.events if e.kind == "discarded"]) + " " + t(
                "t31.lesson.now_worth", lang, player=name, value=t31.hand_value(hand), sums=sums_words(hand, lang))
            if shown:
                frames.extend(_showdown_frames(state, action, step, names, lang, text))
            else:
                frames.append((Frame(full_table_html(step.state, names, lang), text),
                               ["discard"] + ["last_turn"] * last))
        state = step.state
    return frames


def guide_markdown(frames: Sequence[tuple[Frame, Sequence[str]]], lang: str = "en") -> str:
    """What to watch in a walkthrough, as a Markdown table: at the first step that shows each
    moment of :data:`WATCH_RULES`, the moments, the step's narration and the rules."""
    return walkthrough.guide_markdown(frames, WATCH_RULES, "t31.lesson", lang)


def shown_markdown(log: Sequence[Event], names: Sequence[str], lang: str = "en") -> str:
    """The hands shown at the end of a hand (T31-5) as a Markdown table: each player's cards,
    their value suit by suit, what the hand is worth and whether they pay (the lowest, T31-7)."""
    shown = sorted((e for e in log if e.kind == "showed"), key=lambda e: e.seat)
    values = {e.seat: t31.hand_value(e.cards) for e in shown}
    low = min(values.values())
    pays = {seat: t("t31.lesson.pays.yes" if value == low else "t31.lesson.pays.no", lang)
            for seat, value in values.items()}
    rows = [f"| {names[e.seat]} | {', '.join(c.name(lang) for c in e.cards)} | {sums_words(e.cards, lang)} "
            f"| **{values[e.seat]}** | {pays[e.seat]} |" for e in shown]
    return t("t31.lesson.shown_head", lang) + "\n|---|---|---|---|---|\n" + "\n".join(rows)


def showcase(seed: int) -> bool:
    """The first hand of ``seed`` (:func:`play_first_hand`) has a knock without 31 (T31-6), 8 to 12
    cards drawn and a tie for the lowest value (T31-7)."""
    hand = play_first_hand(seed)
    kinds = [e.kind for e in hand.log]
    values = [e.amount for e in hand.log if e.kind == "showed"]
    return "knocked" in kinds and 8 <= kinds.count("drew") <= 12 and values.count(min(values)) >= 2


def search_words(found: Sequence[int], first: int, last: int, lang: str = "en") -> str:
    """What the search of :func:`showcase` over the seeds ``first``–``last`` found, in a sentence."""
    return t("t31.lesson.found", lang, first=first, last=last, n=len(found), seeds=", ".join(map(str, found)),
             seed=found[0])
