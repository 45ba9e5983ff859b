"""Pictures of Trentasette (UI layer over :mod:`kit.games.trentasette`).

* :func:`table_html` draws what one seat may know (a :class:`~kit.games.trentasette.View`): the
  other players with their hand sizes (face down), who deals, whose turn it is, who is whose
  partner in the team game (T37-1); the table cards face up, each named for screen readers; the
  stock's size (T37-3); who captured last (T37-6); each side's pozzo with its figures and sevens.
* :func:`summary_html` lists a finished hand's score line by line for each side, from
  :func:`~kit.games.trentasette.score` (T37-7): "+2 l'Asso di cuori", "−3 nessuna carta
  numerata di fiori", the ties (for nobody) and each side's total.
* :func:`takes_note` says under a card of the hand what it could do now ("prende 2♥ + 4♣",
  "va in tavola"); :func:`short` is a card's short form with its suit symbol.
* The walkthrough (a page that only narrates): :func:`play_hand` plays a seeded hand with two
  "greedy" computer players, :func:`hand_frames` turns it into frames for a
  :class:`~kit.ui.widgets.StepThrough`, every card face up (:func:`full_table_html`), each frame
  with the moments it shows; :func:`guide_markdown`, :func:`pozzi_markdown` and
  :func:`score_markdown` are the tables printed under it; :func:`showcase_seeds` is the search that
  found its seed.

Colour is never the only signal: suits are written as symbols (♥ ♦ ♣ ♠, the two red suits
differ by shape) next to full names for screen readers, and the seat to play is marked by a
border and the words "to play".
"""

from __future__ import annotations

from html import escape
from typing import Iterable, Sequence

import numpy as np

from kit.cards import FRENCH_SUITS, Card
from kit.engine import Event, Record, join_names
from kit.games import trentasette as t37
from kit.i18n import t
from kit.lessons.trentasette import choices_in, other_captures
from kit.sim.openings import opening
from kit.ui.seats import seat_html, turn_mark
from kit.ui import walkthrough
from kit.ui.svg import back_svg, card_svg, row_html
from kit.ui.widgets import Frame

SUIT_SYMBOL = {"hearts": "♥", "diamonds": "♦", "clubs": "♣", "spades": "♠"}
"""The French suits' symbols (each suit its own shape, so red suits differ by more than colour)."""

TABLE_WIDTH = 58
"""A table card's width in pixels (the hand's cards are 70)."""


def short(card: Card) -> str:
    """A card's short form with its suit symbol: ``"2♥"``, ``"10♣"``, ``"K♠"`` (as on its corners)."""
    return f"{card.rank}{SUIT_SYMBOL[card.suit]}"


def joined(cards: Sequence[Card], lang: str = "en", *, names: bool = False) -> str:
    """Cards joined with " + " (a sum taken), short (``"2♥ + 4♣"``) or by name (``names=True``)."""
    return t("t37.app.plus", lang).join(c.name(lang) if names else short(c) for c in cards)


def takes_note(card: Card, plays: Sequence[t37.Play], lang: str = "en", *, names: bool = False) -> str:
    """What ``card`` of the hand could do now, from its legal plays (T37-4, T37-5): "takes 2♥ + 4♣",
    "takes 6♣ or 2♥ + 4♣", "takes 3♦ or goes on the table", "goes on the table"; ``""`` if it has no play.

    Args:
        card: a card of the person's hand.
        plays: the person's legal plays (:func:`~kit.games.trentasette.legal_actions`); those of
            other cards are ignored.
        lang: ``"it"`` or ``"en"``.
        names: the cards by full name (for screen readers) instead of by symbol.
    """
    own = [p for p in plays if p.card == card]
    takes = [joined(p.take, lang, names=names) for p in own if p.take]
    parts = [t("t37.app.takes", lang, cards=t("t37.app.or", lang).join(takes))] if takes else []
    if any(not p.take for p in own):
        parts.append(t("t37.app.lays", lang))
    return t("t37.app.or", lang).join(parts)


def side_name(side: int, players: int, names: Sequence[str], lang: str = "en") -> str:
    """A side's name (T37-1): the player's name, or the two partners' ("Tu e Carla")."""
    return join_names([names[s] for s in t37.seats_of(side, players)], lang)


def _said(key: str, lang: str, seat: int, you: int | None, names: Sequence[str], **fields: object) -> str:
    """``key`` about ``seat``: its ``.you`` form when ``seat`` is the person."""
    if seat == you:
        return t(f"{key}.you", lang, **fields)
    return t(key, lang, player=names[seat], **fields)


def _seat_html(view: t37.View, seat: int, names: Sequence[str], lang: str, you: int | None) -> str:
    n, players = view.counts[seat], view.players
    acting = not view.over and seat == view.turn
    tags = []
    if seat == view.dealer:
        tags.append(t("t37.app.dealer", lang))
    if players == 4 and you is not None and seat == (you + 2) % 4:  # T37-1: the partner sits opposite
        tags.append(t("t37.app.partner", lang))
    tags_html = "".join(f'<span class="kit-t37-tag">{escape(tag)}</span>' for tag in tags)
    turn = turn_mark(t("t37.app.seat_turn", lang), "kit-t37-turn") if acting else ""
    picture = f'<span aria-hidden="true">{back_svg(lang, 24)}</span>' if n else ""
    team = f"kit-t37-side-{t37.side_of(seat, players)}" if players == 4 else ""
    return seat_html(escape(names[seat]) + turn,
                     f'{tags_html}{picture}<div class="kit-count">{escape(t("t37.app.cards", lang, n=n))}</div>',
                     classes=("kit-t37-seat", team), acting=acting, seat=seat)


def pozzo_words(side: int, pozzo: Sequence[Card], players: int, names: Sequence[str], lang: str = "en") -> str:
    """One side's pozzo in words: how many cards, figures and sevens, and the Ace of hearts if taken."""
    words = t("t37.app.pozzo", lang, side=side_name(side, players, names, lang), n=len(pozzo),
              figures=sum(map(t37.is_figure, pozzo)), sevens=sum(c.rank == "7" for c in pozzo))
    if t37.ACE_OF_HEARTS in pozzo:
        words += ", " + t("t37.app.pozzo_ace", lang)
    return words


def table_html(view: t37.View, names: Sequence[str], lang: str = "en", you: int | None = 0,
               width: int = TABLE_WIDTH) -> str:
    """The table as one seat sees it (see the module docstring), as HTML.

    Args:
        view: a seat's :class:`~kit.games.trentasette.View` (never the state: the hands stay hidden).
        names: the players' names by seat (the person's as "Tu"/"You").
        lang: ``"it"`` or ``"en"``.
        you: the person's seat (the notes speak to them), or ``None``.
        width: a table card's width in pixels.
    """
    players = view.players
    seats = "".join(_seat_html(view, seat, names, lang, you) for seat in range(players) if seat != you)
    if view.table:
        cards = "".join(card_svg(c, lang, width) for c in view.table)
        caption = t("t37.app.on_table", lang, n=len(view.table))
        table = (f'<div class="kit-t37-table" role="group" aria-label="{escape(caption, quote=True)}">'
                 f'<div class="kit-caption">{escape(caption)}</div><div class="kit-cards">{cards}</div></div>')
    else:
        table = f'<div class="kit-t37-table"><p class="kit-caption">{escape(t("t37.app.table_empty", lang))}</p></div>'
    stock = t("t37.app.stock", lang, n=view.stock) if view.stock else t("t37.app.stock_done", lang)
    if view.last is None:
        last = t("t37.app.last_none", lang)
    else:
        last = _said("t37.app.last", lang, view.last, you, names)
    facts = "".join(f"<li>{escape(x)}</li>" for x in (stock, last))
    pozzi = "".join(f'<li class="kit-t37-pozzo">{escape(pozzo_words(side, p, players, names, lang))}</li>'
                    for side, p in enumerate(view.pozzi))
    teams = ""
    if players == 4:  # T37-1: say who plays with whom
        teams = t("t37.app.teams", lang, a=side_name(0, 4, names, lang), b=side_name(1, 4, names, lang))
        teams = f'<p class="kit-t37-teams">{escape(teams)}</p>'
    return (f'<div class="kit-t37" role="group" aria-label="{escape(t("t37.app.table", lang), quote=True)}">'
            f'{teams}<div class="kit-seats">{seats}</div>{table}'
            f'<ul class="kit-t37-facts">{facts}</ul>'
            f'<div class="kit-t37-pozzi"><div class="kit-caption">{escape(t("t37.app.pozzi", lang))}</div>'
            f'<ul>{pozzi}</ul></div></div>')


def line_words(line: t37.Line, lang: str = "en") -> str:
    """The words of a score line without its points (``t37.line.<kind>``): "l'Asso di cuori",
    "una scala di 7 carte di cuori", "numero di carte: parità a 26, …" (T37-7)."""
    fields: dict[str, object] = {}
    if line.count is not None:
        fields["count"] = line.count
    if line.suit:
        fields["suit"] = t(f"suit.{line.suit}", lang)
    if line.rank:
        fields["rank"] = t(f"t37.ranks.{line.rank}", lang)
        fields["how_many"] = t(f"t37.how_many.{min(line.count, t37.HAND_SIZE + 1)}", lang)
    return t(f"t37.line.{line.kind}", lang, **fields)


def summary_html(pozzi: Sequence[Sequence[Card]], players: int, names: Sequence[str], lang: str = "en",
                 hand: int | None = None) -> str:
    """A finished hand's score (T37-7), for each side every line with its points ("+2 l'Asso di
    cuori"), the ties that gave the point to nobody, and the side's total for the hand.

    Args:
        pozzi: each side's cards taken (the view's ``pozzi`` once the hand is over).
        players: 2, 3 or 4.
        names: the players' names by seat.
        lang: ``"it"`` or ``"en"``.
        hand: the hand's number (1-based) for the heading, if known.

    Raises:
        ValueError: as :func:`~kit.games.trentasette.score` (wrong number of pozzi or players).
    """
    lines = t37.score(pozzi, players)
    totals = t37.totals(lines, players)
    columns = []
    for side in range(t37.sides(players)):
        own = [line for line in lines if line.side == side]
        items = "".join(f'<li><span class="kit-t37-points">{escape(line.signed)}</span> {escape(line_words(line, lang))}</li>'
                        for line in own) or f"<li>{escape(t('t37.app.summary.none', lang))}</li>"
        total = t37.Line("", side, totals[side]).signed
        head = side_name(side, players, names, lang)
        columns.append(f'<section class="kit-t37-side" data-side="{side}"><h4>{escape(head)}</h4><ul>{items}</ul>'
                       f'<p class="kit-t37-total">{escape(t("t37.app.summary.total", lang, signed=total))}</p></section>')
    ties = [line for line in lines if line.side is None]
    if ties:
        items = "".join(f'<li><span class="kit-t37-points">0</span> {escape(line_words(line, lang))}</li>' for line in ties)
        columns.append(f'<section class="kit-t37-side kit-t37-nobody"><h4>{escape(t("t37.app.summary.nobody", lang))}</h4>'
                       f'<ul>{items}</ul></section>')
    title = t("t37.app.summary", lang, n=hand) if hand is not None else t("t37.app.summary.plain", lang)
    return (f'<div class="kit-t37-summary" role="group" aria-label="{escape(title, quote=True)}">'
            f'<h3>{escape(title)}</h3><div class="kit-t37-sides">{"".join(columns)}</div></div>')


# --- the walkthrough: one hand seen from above, every card face up ---------------------------------
WATCH_RULES = {"deal": "T37-3", "single": "T37-4", "sum": "T37-4", "choice": "T37-5", "figure": "T37-4",
               "laid": "T37-5", "dealt_again": "T37-3", "last_deal": "T37-3", "leftovers": "T37-6", "score": "T37-7"}
"""The moments a walkthrough points at (``t37.lesson.watch.<moment>``), in the guide's order, each
with the rule that explains it."""

SCORE_EVENTS = frozenset({"most_cards", "most_figures", "cards_tied", "figures_tied", "rank_set", "ace_of_hearts",
                          "run", "two_of_spades", "no_seven", "missing_suit", "hand_total"})
"""The event kinds of a hand's score (T37-7): the walkthrough tells them in a step of their own."""


def new_hand(rng: np.random.Generator, players: int = 2) -> t37.State:
    """A hand of Trentasette with the standard rules, dealt from ``rng`` (T37-3)."""
    return t37.new_game(t37.Rules(), players, rng=rng)


def play_hand(seed: int, players: int = 2) -> Record:
    """The whole hand of ``seed`` (deal and play from two streams spawned from it), played by
    "greedy" computer players, one a seat (:func:`~kit.games.trentasette.computer`)."""
    return opening(lambda rng: new_hand(rng, players), [t37.computer("greedy")] * players, seed,
                   stop=t37.is_terminal)


def full_table_html(state: t37.State, names: Sequence[str], lang: str = "en") -> str:
    """The table from above, for a walkthrough: each player's hand face up with the size of their
    side's pozzo, who deals and who is to play; the table cards (T37-3), the stock and who
    captured last (T37-6)."""
    seats = []
    for seat, hand in enumerate(state.hands):
        acting = not state.over and seat == state.turn
        head = escape(names[seat]) + (f" · {escape(t('t37.lesson.dealer', lang))}" if seat == state.dealer else "")
        head += turn_mark(t("t37.lesson.to_play", lang)) if acting else ""
        cards = row_html(hand, lang, 44) if hand else f'<div class="kit-count">{escape(t("t37.lesson.no_cards", lang))}</div>'
        pozzo = t("t37.lesson.pozzo", lang, n=len(state.pozzi[t37.side_of(seat, state.players)]))
        seats.append(seat_html(head, f'{cards}<div class="kit-count">{escape(pozzo)}</div>',
                               acting=acting, label=t("t37.lesson.hand_of", lang, player=names[seat])))
    table = (row_html(state.table, lang, 56, caption=t("t37.lesson.on_table", lang, n=len(state.table)))
             if state.table else f'<p>{escape(t("t37.lesson.table_empty", lang))}</p>')
    last = (t("t37.lesson.last", lang, player=names[state.last]) if state.last is not None
            else t("t37.lesson.last_none", lang))
    facts = f'<div class="kit-count">{escape(t("t37.lesson.stock", lang, n=len(state.stock)))} · {escape(last)}</div>'
    return (f'<div role="group" aria-label="{escape(t("t37.lesson.table", lang), quote=True)}">'
            f'<div class="kit-seats">{"".join(seats)}</div>{table}{facts}</div>')


def choice_note(state: t37.State, action: t37.Play, names: Sequence[str], lang: str = "en") -> str:
    """What else the card played could have taken, when there was a choice (T37-5), with a space
    before it; ``""`` when there was none."""
    others = other_captures(state, action)
    if not action.take or not others:
        return ""
    takes = f" {t('t37.lesson.or', lang)} ".join(" + ".join(c.name(lang) for c in take) for take in others)
    return " " + t("t37.lesson.choice", lang, player=names[state.turn], takes=takes)


def moments(state: t37.State, action: t37.Play | None, events: Sequence[Event]) -> list[str]:
    """The moments of :data:`WATCH_RULES` one step shows: a capture of one card, a sum or a figure
    (T37-4), a card laid, a new or last deal, the leftovers, a choice between captures."""
    found = []
    for e in events:
        if e.kind == "captured":
            found.append("figure" if t37.is_figure(e.payload()["played"]) else "sum" if len(e.cards) > 1 else "single")
        elif e.kind in ("laid", "dealt_again", "last_deal", "leftovers"):
            found.append(e.kind)
    if action is not None and action.take and other_captures(state, action):
        found.append("choice")
    return found


def hand_frames(record: Record, names: Sequence[str], lang: str = "en") -> list[tuple[Frame, list[str]]]:
    """A played hand step by step: how it began (:func:`~kit.games.trentasette.opening`), then one
    frame a card played (the table after it, and what happened: a capture, a new deal, the
    leftovers, the other captures there were), then the score line by line (T37-7).

    Returns:
        ``[(frame, the moments it shows), …]`` (see :func:`moments`).
    """
    start = record.start
    frames = [(Frame(full_table_html(start, names, lang), " ".join(e.narrate(lang, names) for e in t37.opening(start))),
               ["deal"])]
    state = start
    for action, step in zip(record.actions, record.replay()):
        play = [e for e in step.events if e.kind not in SCORE_EVENTS]
        text = " ".join(e.narrate(lang, names) for e in play) + choice_note(state, action, names, lang)
        frames.append((Frame(full_table_html(step.state, names, lang), text), moments(state, action, play)))
        scored = [e for e in step.events if e.kind in SCORE_EVENTS]
        if scored:
            text = t("t37.lesson.score_head", lang) + " " + " ".join(e.narrate(lang, names) for e in scored)
            frames.append((Frame(full_table_html(step.state, names, lang), text), ["score"]))
        state = step.state
    return frames


def guide_markdown(frames: Sequence[tuple[Frame, Sequence[str]]], lang: str = "en") -> str:
    """What to watch in a walkthrough, as a Markdown table: each moment of :data:`WATCH_RULES` at
    the first step that shows it, a row each, with that step's narration and the rule."""
    return walkthrough.guide_markdown(frames, WATCH_RULES, "t37.lesson", lang, together=False)


def pozzi_markdown(pozzi: Sequence[Sequence[Card]], names: Sequence[str], lang: str = "en") -> str:
    """What each side needs to count its score (T37-7), as a Markdown table: its cards, figures
    and 7s, its number cards suit by suit and its longest run."""
    rows = []
    for side, pozzo in enumerate(pozzi):
        numbers = [c for c in pozzo if not t37.is_figure(c)]
        per_suit = " · ".join(str(sum(c.suit == suit for c in numbers)) for suit in FRENCH_SUITS)
        run = max((t37.longest_run(pozzo, suit) for suit in FRENCH_SUITS), key=len)
        run_words = " … ".join(c.name(lang) for c in (run[0], run[-1])) if run else "—"
        rows.append(f"| **{names[side]}** | {len(pozzo)} | {sum(map(t37.is_figure, pozzo))} | "
                    f"{sum(c.rank == '7' for c in pozzo)} | {per_suit} | {len(run)} ({run_words}) |")
    return t("t37.lesson.pozzi_head", lang) + "\n|---|---|---|---|---|---|\n" + "\n".join(rows)


def score_markdown(pozzi: Sequence[Sequence[Card]], names: Sequence[str], lang: str = "en") -> str:
    """A two-player hand's score (T37-7) as a Markdown table: every line with who gets it and its
    points (a tie for nobody), then each side's total."""
    lines = t37.score(pozzi, 2)
    rows = [f"| {t('t37.lesson.nobody', lang) if line.side is None else names[line.side]} | {line.signed} | "
            f"{line_words(line, lang)} |" for line in lines]
    rows += [f"| {names[side]} | **{t37.Line('', side, points).signed}** | {t('t37.lesson.hand_total', lang)} |"
             for side, points in enumerate(t37.totals(lines, 2))]
    return t("t37.lesson.score_table_head", lang) + "\n|---|---|---|\n" + "\n".join(rows)


def showcase(seed: int) -> tuple[int, int] | None:
    """``(kinds of score line, seed)`` when the hand of ``seed`` (:func:`play_hand`) has a choice
    between captures, one of them a sum (T37-5), and leftovers for the last capturer (T37-6);
    else ``None``."""
    hand = play_hand(seed)
    if not choices_in(hand) or "leftovers" not in {e.kind for e in hand.log}:
        return None
    return len({line.kind for line in t37.score(hand.state.pozzi, 2)}), seed


def showcase_seeds(seeds: Iterable[int]) -> list[tuple[int, int]]:
    """The seeds whose hand passes :func:`showcase`, as ``[(kinds of score line, seed), …]``:
    the most kinds first, then the smallest seed."""
    return sorted(filter(None, map(showcase, seeds)), key=lambda kinds_seed: (-kinds_seed[0], kinds_seed[1]))


def search_words(found: Sequence[tuple[int, int]], first: int, last: int, lang: str = "en") -> str:
    """What the seed search of :func:`showcase_seeds` over ``first``–``last`` found, in a sentence."""
    return t("t37.lesson.found", lang, first=first, last=last, n=len(found), seed=found[0][1], kinds=found[0][0])
