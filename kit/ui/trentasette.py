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

Colour is never the only signal: suits are written as symbols (♥ ♦ ♣ ♠, the two red suits
differ by shape) next to full names for screen readers, and the seat to play is marked by a
border and the words "to play".
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from kit.cards import Card
from kit.engine import join_names
from kit.games import trentasette as t37
from kit.i18n import t
from kit.ui.svg import back_svg, card_svg

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
    turn = f' <span class="kit-t37-turn">▶ {escape(t("t37.app.seat_turn", lang))}</span>' if acting else ""
    picture = f'<span aria-hidden="true">{back_svg(lang, 24)}</span>' if n else ""
    team = f" kit-t37-side-{t37.side_of(seat, players)}" if players == 4 else ""
    return (f'<div class="kit-seat kit-t37-seat{team}{" kit-to-act" if acting else ""}" data-seat="{seat}">'
            f'<div class="kit-caption">{escape(names[seat])}{turn}</div>{tags_html}{picture}'
            f'<div class="kit-count">{escape(t("t37.app.cards", lang, n=n))}</div></div>')


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
