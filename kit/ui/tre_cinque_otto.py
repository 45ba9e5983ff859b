"""Pictures of 3-5-8 (UI layer over :mod:`kit.games.tre_cinque_otto`).

* :func:`table_html` draws what one seat may know (a :class:`~kit.games.tre_cinque_otto.View`):
  the hand's number and game, each player with their role, "prese: taken/target" (TCO-2, TCO-7;
  "at most" in senza prese), cards in hand and match total, whose turn it is; the monte (face
  down, or its cards once shown, TCO-5), the trick on the table (TCO-6).
* :func:`hand_results` reads a match's log: each hand's game and each seat's points (TCO-7);
  :func:`scores_html` draws them as a table with the totals (TCO-8).

Colour is never the only signal: roles, the seat to play and the targets are written in words.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from kit.cards import Card
from kit.engine import Event
from kit.games import tre_cinque_otto as tco
from kit.i18n import t
from kit.ui.svg import back_svg, card_svg

TRICK_WIDTH = 58
"""A trick card's width in pixels (the hand's cards are 70)."""

MONTE_WIDTH = 40
"""A monte card's width in pixels once it is shown."""


def signed(n: int) -> str:
    """Points with their sign: ``+2``, ``−1`` (a minus sign), ``0``."""
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def tricks_words(view: tco.View, seat: int, lang: str = "en") -> str:
    """"prese: 4/8" (TCO-2), or "prese: 1/al massimo 3" in senza prese (TCO-7)."""
    key = "tco.app.tricks.max" if view.game == "no_tricks" else "tco.app.tricks"
    return t(key, lang, taken=view.tricks[seat], target=view.target(seat))


def _seat_html(view: tco.View, seat: int, names: Sequence[str], lang: str, you: int | None) -> str:
    playing = view.turn == seat and view.phase not in (tco.DEAL, tco.OVER)
    turn = f' <span class="kit-tco-turn">▶ {escape(t("tco.app.seat_turn", lang))}</span>' if playing else ""
    role = t(f"tco.role.{view.role(seat)}", lang)
    n = view.counts[seat]
    backs = "".join(back_svg(lang, 14) for _ in range(min(n, 16))) if seat != you and n else ""
    picture = f'<span class="kit-tco-backs" aria-hidden="true">{backs}</span>' if backs else ""
    if view.phase == tco.DEAL:  # between hands the dealer has moved on: the next hand's roles
        role = t("tco.app.next_role", lang, role=role)
    lines = [] if view.phase == tco.OVER else [f'<span class="kit-tco-role">{escape(role)}</span>']
    if view.phase not in (tco.DEAL, tco.OVER):
        lines.append(f'<strong class="kit-tco-tricks">{escape(tricks_words(view, seat, lang))}</strong>')
        lines.append(f'<span class="kit-count">{escape(t("tco.app.cards", lang, n=n))}</span>')
    lines.append(f'<span class="kit-tco-total">{escape(t("tco.app.total", lang, total=signed(view.totals[seat])))}</span>')
    classes = "kit-seat kit-tco-seat" + (" kit-to-act" if playing else "")
    return (f'<div class="{classes}" data-seat="{seat}"><div class="kit-caption">{escape(names[seat])}{turn}</div>'
            f'{picture}<div class="kit-tco-lines">{"".join(lines)}</div></div>')


def table_html(view: tco.View, names: Sequence[str], lang: str = "en", you: int | None = 0,
               monte: Sequence[Card] = (), width: int = TRICK_WIDTH,
               last: tuple[tuple[tuple[int, Card], ...], int] | None = None) -> str:
    """The table as one seat sees it (see the module docstring), as HTML.

    Args:
        view: a seat's :class:`~kit.games.tre_cinque_otto.View` (never the state).
        names: the players' names by seat.
        lang: ``"it"`` or ``"en"``.
        you: the person's seat, or ``None``.
        monte: the monte's cards while they are shown (TCO-5: from the moment they are turned up
            until the first trick is taken; empty before and after, when the table says only
            who took them).
        width: a trick card's width in pixels.
        last: the last trick taken in this hand (its cards with their seats, and its winner),
            or ``None`` (see :func:`last_trick`).
    """
    first = you if you is not None else 0
    seats = "".join(_seat_html(view, (first + k) % 3, names, lang, you) for k in range(3))
    if view.phase == tco.OVER:
        head = t("tco.app.match_over", lang)
    elif view.phase == tco.DEAL:
        head = t("tco.app.hand_over", lang, n=view.hand_no - 1)
    else:
        head = t("tco.app.hand_no", lang, n=view.hand_no, of=view.rules.hands)
    game = t("tco.app.game", lang, game=t(f"tco.game.{view.game}", lang)) if view.game else t("tco.app.no_game", lang)
    centre = ""
    if view.phase not in (tco.DEAL, tco.OVER):
        if view.monte:
            stock = f'{back_svg(lang, 30)}<span>{escape(t("tco.app.monte", lang, n=view.monte))}</span>'
        elif monte:
            words = t("tco.app.monte_shown", lang, cards=", ".join(c.name(lang) for c in monte))
            stock = (f'<span class="kit-cards" aria-hidden="true">{"".join(card_svg(c, lang, MONTE_WIDTH) for c in monte)}'
                     f'</span><span>{escape(words)}</span>')
        elif view.phase == tco.PLAY:  # shown for a moment (the first trick), then only who took it
            taken = (t("tco.app.monte_taken.you", lang) if view.declarer == you
                     else t("tco.app.monte_taken", lang, player=names[view.declarer]))
            stock = f'<span>{escape(taken)}</span>'
        else:
            stock = ""
        if view.trick:
            cards = "".join(f'<figure class="kit-tco-played" data-seat="{s}">{card_svg(c, lang, width)}'
                            f'<figcaption>{escape(names[s])}: {escape(c.name(lang))}</figcaption></figure>'
                            for s, c in view.trick)
        else:
            cards = f'<span>{escape(t("tco.app.trick_empty", lang))}</span>'
        if last is not None:
            cards_said = ", ".join(f"{names[s]} {c.name(lang)}" for s, c in last[0])
            said = t("tco.app.last_trick", lang, cards=cards_said, player=names[last[1]])
            cards += f'<p class="kit-tco-last">{escape(said)}</p>'
        label = escape(t("tco.app.trick", lang), quote=True)
        centre = (f'<div class="kit-tco-centre"><div class="kit-tco-monte">{stock}</div>'
                  f'<div class="kit-tco-trick" role="group" aria-label="{label}">{cards}</div></div>')
    return (f'<div class="kit-tco" role="group" aria-label="{escape(t("tco.app.table", lang), quote=True)}">'
            f'<p class="kit-tco-head"><strong>{escape(head)}</strong> · {escape(game)}</p>'
            f'<div class="kit-seats kit-tco-seats">{seats}</div>{centre}</div>')


def last_trick(log: Sequence[Event]) -> tuple[tuple[tuple[int, Card], ...], int] | None:
    """The last trick taken in the hand the log ends in: its cards with their seats, in the
    order played, and its winner (TCO-6); ``None`` before the hand's first trick is taken."""
    for k in range(len(log) - 1, -1, -1):
        event = log[k]
        if event.kind in ("dealt", "scored"):
            return None
        if event.kind == "trick_won":
            plays = [e for e in log[:k] if e.kind == "played"][-3:]
            return tuple((e.seat, e.cards[0]) for e in plays), event.seat
    return None


def hand_results(log: Sequence[Event]) -> list[tuple[str, tuple[int, int, int]]]:
    """Each finished hand of a match's log as ``(game, points per seat)`` (TCO-7), in order."""
    # group: three "scored" events per hand, in order
    scored = [e for e in log if e.kind in ("chose", "scored")]
    results: list[tuple[str, tuple[int, int, int]]] = []
    game, points, seen = "", [0, 0, 0], 0
    for event in scored:
        if event.kind == "chose":
            game, points, seen = dict(event.data)["choice"], [0, 0, 0], 0
        else:
            points[event.seat] = event.amount
            seen += 1
            if seen == 3:
                results.append((game, tuple(points)))
    return results


def scores_html(results: Sequence[tuple[str, Sequence[int]]], names: Sequence[str], lang: str = "en") -> str:
    """Each hand's points and the totals as a table (TCO-7, TCO-8)."""
    head = "".join(f"<th scope='col'>{escape(name)}</th>" for name in names)
    rows = []
    totals = [0, 0, 0]
    for number, (game, points) in enumerate(results, start=1):
        totals = [a + b for a, b in zip(totals, points)]
        label = t("tco.app.hand_row", lang, n=number, game=t(game, lang))
        cells = "".join(f"<td>{escape(signed(p))}</td>" for p in points)
        rows.append(f"<tr><th scope='row'>{escape(label)}</th>{cells}</tr>")
    cells = "".join(f"<td><strong>{escape(signed(p))}</strong></td>" for p in totals)
    rows.append(f"<tr><th scope='row'>{escape(t('tco.app.total_row', lang))}</th>{cells}</tr>")
    return (f"<table class='kit-scores kit-tco-scores'><caption>{escape(t('tco.app.scores_caption', lang))}</caption>"
            f"<tr><td></td>{head}</tr>{''.join(rows)}</table>")
