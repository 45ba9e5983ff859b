"""Pictures of UNO (UI layer over :mod:`kit.games.uno`).

:func:`table_html` draws a position: each player's name and cards (face down, with their
count), whose turn it is and what they must decide, the direction of play (an arrow and
words), the top card of the discard pile with the colour in play named in words and marked by
its shape (colour is never the only signal: red ▲, yellow ●, green ■, blue ◆, as on the
cards), the stock, a pending penalty and who may still be caught without "UNO".
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from kit.games import uno
from kit.games.uno import State, View
from kit.i18n import t
from kit.cards import Card
from kit.ui.svg import UNO_SYMBOL, back_svg, card_svg

COLOUR_SYMBOL = {"red": "▲", "yellow": "●", "green": "■", "blue": "◆"}
"""Each colour's shape, as on the cards' corners (:mod:`kit.ui.svg`)."""

COLOURS = tuple(COLOUR_SYMBOL)


def chip_html(card: Card, lang: str = "en") -> str:
    """A small, light picture of an UNO card for the teacher's view of every hand: its value on
    its colour, marked by the colour's shape too (▲ 5 on red), named for screen readers.  About a
    sixth of the bytes of :func:`~kit.ui.svg.card_svg`, so a walkthrough of a whole hand stays small."""
    if card.suit == "wild":
        colour, text = "wild", "W" + UNO_SYMBOL[card.rank]
    else:
        colour = card.suit
        text = COLOUR_SYMBOL[colour] + (card.rank if card.rank.isdigit() else UNO_SYMBOL[card.rank])
    return f'<span class="kit-uno-chip kit-uno-chip-{colour}" role="img" aria-label="{escape(card.name(lang), quote=True)}">{escape(text)}</span>'


def colour_words(colour: str, lang: str = "en") -> str:
    """A colour as read aloud: its shape and its name (``"▲ Red"``)."""
    return f"{COLOUR_SYMBOL[colour]} {t(f'uno.colour.{colour}', lang)}"


def _said(key: str, lang: str, seat: int, you: int | None, names: Sequence[str], **fields: object) -> str:
    """``key`` about ``seat``: its ``.you`` form when ``seat`` is the person."""
    if seat == you:
        return t(f"{key}.you", lang, **fields)
    return t(key, lang, player=names[seat], **fields)


def turn_note(s: State | View, names: Sequence[str], lang: str = "en", you: int | None = None) -> str:
    """What the seat to act must decide now, or how the hand ended, in one sentence ("Bruno must
    draw 6 or stack."; to the person, "You must draw 6 or stack."); ``""`` when nothing is said."""
    if s.status == "finished" and s.winner is not None:
        return _said("uno.app.won", lang, s.winner, you, names)
    if s.status == "blocked":
        return t("uno.app.blocked", lang)
    if s.phase == "penalty":
        stack = uno.stacking_allowed(s.rules, s.discard[-1])  # the rules for this card, not any stacking rule
        options = ("both" if stack and s.challengeable else "stack" if stack else "challenge" if s.challengeable else "")
        return _said("uno.app.penalty" + (f".{options}" if options else ""), lang, s.turn, you, names, n=s.pending)
    if s.phase == "catch" and s.forgot is not None:
        return _said("uno.app.phase.catch", lang, s.turn, you, names, other=names[s.forgot])
    if s.phase in ("play", "drawn", "colour", "swap", "jump"):
        return _said(f"uno.app.phase.{s.phase}", lang, s.turn, you, names)
    return ""


def table_html(state_or_view: State | View, names: Sequence[str], lang: str = "en", you: int | None = None,
               width: int = 56, *, turn_words: bool = True) -> str:
    """The table as HTML (see the module docstring).

    Args:
        state_or_view: a :class:`~kit.games.uno.State` or a seat's :class:`~kit.games.uno.View`.
        names: the players' names by seat.
        lang: ``"it"`` or ``"en"``.
        you: the person's seat in an app (the notes speak to them: "Your turn"); ``None`` on a
            page that only narrates, where a :class:`State` shows every hand face up (a
            teacher's full view, each card as a small :func:`chip_html`).  In an app a
            :class:`State` whose hand is over shows the others' hands face up too (what the
            winner scores, UNO-8), the person's own staying in their hand.  A :class:`View`
            always shows the hands face down: the person's own cards are in their hand, not on
            the table.
        width: the top card's width in pixels.
        turn_words: ``False`` leaves out the sentence saying what the person must decide when
            it is the person who acts (an app that says it next to the controls, :func:`turn_note`).
    """
    s = state_or_view
    counts = tuple(map(len, s.hands)) if isinstance(s, State) else s.counts
    playing = s.status == "playing"
    full = isinstance(s, State) and (you is None or not playing)
    seats = []
    for seat, n in enumerate(counts):
        acting = playing and seat == s.turn
        mark = " kit-to-act" if acting else ""
        name = escape(names[seat])
        if full and seat != you:
            cards = "".join(chip_html(c, lang) for c in s.hands[seat])
            picture = f'<div class="kit-uno-hand" role="group" aria-label="{escape(t("uno.app.hand_of", lang, player=names[seat]), quote=True)}">{cards}</div>'
        else:
            picture = f'<span aria-hidden="true">{back_svg(lang, 26)}</span>' if n else ""
        count = t("uno.app.cards", lang, n=n)
        if n == 1 and playing:
            count += f' · {t("uno.app.one_left", lang)}'
        turn = f' <span class="kit-uno-turn">▶ {escape(t("uno.app.seat_turn", lang))}</span>' if acting else ""
        seats.append(f'<div class="kit-seat kit-uno-seat{mark}" data-seat="{seat}"><div class="kit-caption">{name}{turn}</div>'
                     f'{picture}<div class="kit-count">{escape(count)}</div></div>')
    direction = t("uno.app.clockwise" if s.direction > 0 else "uno.app.anticlockwise", lang)
    if s.colour is None or (s.phase == "colour" and s.status == "playing"):  # a wild's colour still to be named
        colour = t("uno.app.colour.none", lang)
        colour_class = ""
    else:
        key = "uno.app.colour.named" if s.top.suit == "wild" else "uno.app.colour"
        colour = t(key, lang, symbol=COLOUR_SYMBOL[s.colour], colour=t(f"uno.colour.{s.colour}", lang))
        colour_class = f" kit-uno-{s.colour}"
    stock = s.stock if isinstance(s.stock, int) else len(s.stock)
    notes = [turn_note(s, names, lang, you)] if turn_words or s.turn != you or not playing else []
    notes = [n for n in notes if n]
    if s.forgot is not None and playing:
        notes.append(_said("uno.app.forgot", lang, s.forgot, you, names))
    notes_html = "".join(f"<p>{escape(n)}</p>" for n in notes)
    return (f'<div class="kit-uno" role="group" aria-label="{escape(t("uno.app.table", lang), quote=True)}">'
            f'<div class="kit-seats">{"".join(seats)}</div>'
            f'<div class="kit-uno-direction" data-direction="{s.direction}">{escape(direction)}</div>'
            f'<div class="kit-uno-centre kit-turn-anchor">'
            f'<div class="kit-uno-pile"><div class="kit-caption">{escape(t("uno.app.top", lang))}</div>'
            f'{card_svg(s.top, lang, width)}</div>'
            f'<div class="kit-uno-facts"><div class="kit-uno-colour{colour_class}">{escape(colour)}</div>'
            f'<div class="kit-uno-stock"><span aria-hidden="true">{back_svg(lang, 22)}</span> {escape(t("uno.app.stock", lang, n=stock))}</div></div>'
            f'</div>'
            f'<div class="kit-notes" role="status">{notes_html}</div></div>')
