"""Card pictures drawn by the kit as SVG text (no image files, no fonts beyond sans-serif).

Every picture is an ``<svg class="kit-card" role="img" aria-label="…">`` with a ``<title>``,
so screen readers read the card's name in the chosen language and tests can count cards.

* Italian suits get simple marks: a cup (coppe), a coin (denari), a wooden club (bastoni)
  and a sword (spade); French suits the usual heart, diamond, club and spade.
  A number card shows as many marks as its value (:data:`PIPS`), a figure a framed picture
  with its letter; a 6 and a 9 have their corner index underlined (:data:`TURNS_INTO`).
* UNO cards carry their colour *and* a colour shape in the corners (red ▲, yellow ●,
  green ■, blue ◆) so colour-blind players can tell them apart, plus the value or symbol.

This module builds strings only; it imports neither ipywidgets nor matplotlib.
"""

from __future__ import annotations

from html import escape
from typing import Iterable

from kit.cards import Card, WILD
from kit.i18n import t

WIDTH = 100
HEIGHT = 150
"""The card's viewBox; pictures scale to the ``width`` asked for (pixels)."""

_INK = {"coppe": "#c0392b", "denari": "#b7950b", "bastoni": "#1e8449", "spade": "#1f4e8c",
        "hearts": "#c0392b", "diamonds": "#c0392b", "clubs": "#1b1b1b", "spades": "#1b1b1b"}
UNO_FILL = {"red": "#d72600", "yellow": "#e8c500", "green": "#379711", "blue": "#0956bf"}


# --- suit marks, each drawn in a 40×40 box centred on (0, 0) --------------------------------
def _cup(ink: str) -> str:
    return (f'<path d="M-14,-16 H14 Q14,4 0,6 Q-14,4 -14,-16 Z" fill="{ink}"/>'
            f'<rect x="-2.5" y="5" width="5" height="9" fill="{ink}"/>'
            f'<path d="M-10,18 Q0,11 10,18 Z" fill="{ink}"/>')


def _coin(ink: str) -> str:
    return (f'<circle r="17" fill="{ink}"/><circle r="12" fill="none" stroke="#fff" stroke-width="2"/>'
            f'<circle r="4" fill="#fff"/>')


def _baton(ink: str) -> str:
    return (f'<g transform="rotate(-35)"><rect x="-4.5" y="-19" width="9" height="38" rx="4.5" fill="{ink}"/>'
            f'<circle cx="0" cy="-8" r="3" fill="#fff" opacity="0.7"/><circle cx="0" cy="6" r="3" fill="#fff" opacity="0.7"/></g>')


def _sword(ink: str) -> str:
    return (f'<g transform="rotate(35)"><path d="M0,-20 L3,-14 L3,8 L-3,8 L-3,-14 Z" fill="{ink}"/>'
            f'<rect x="-9" y="8" width="18" height="3.5" rx="1.5" fill="{ink}"/>'
            f'<rect x="-2" y="11" width="4" height="7" fill="{ink}"/><circle cy="19.5" r="2.5" fill="{ink}"/></g>')


def _heart(ink: str) -> str:
    return f'<path d="M0,16 C-22,0 -16,-20 0,-9 C16,-20 22,0 0,16 Z" fill="{ink}"/>'


def _diamond(ink: str) -> str:
    return f'<path d="M0,-18 L13,0 L0,18 L-13,0 Z" fill="{ink}"/>'


def _club(ink: str) -> str:
    return (f'<circle cx="0" cy="-8" r="7.5" fill="{ink}"/><circle cx="-8" cy="3" r="7.5" fill="{ink}"/>'
            f'<circle cx="8" cy="3" r="7.5" fill="{ink}"/><path d="M-2,2 L2,2 L5,17 L-5,17 Z" fill="{ink}"/>')


def _spade(ink: str) -> str:
    return (f'<path d="M0,-17 C16,-4 20,8 8,9 C4,9 2,7 0,4 C-2,7 -4,9 -8,9 C-20,8 -16,-4 0,-17 Z" fill="{ink}"/>'
            f'<path d="M-1.5,4 L1.5,4 L5,17 L-5,17 Z" fill="{ink}"/>')


_MARK = {"coppe": _cup, "denari": _coin, "bastoni": _baton, "spade": _sword,
         "hearts": _heart, "diamonds": _diamond, "clubs": _club, "spades": _spade}


def suit_mark(suit: str, x: float, y: float, scale: float = 1.0) -> str:
    """SVG group drawing the mark of an Italian or French ``suit`` centred at (x, y).

    Raises:
        KeyError: ``suit`` is not an Italian or French suit.
    """
    return f'<g transform="translate({x},{y}) scale({scale})">{_MARK[suit](_INK[suit])}</g>'


# --- UNO colour shapes (colour-blind aid), in a 12×12 box centred on (0, 0) ---------------
_UNO_SHAPE = {
    "red": '<path d="M0,-6 L6,5 L-6,5 Z"/>',
    "yellow": '<circle r="5.5"/>',
    "green": '<rect x="-5" y="-5" width="10" height="10"/>',
    "blue": '<path d="M0,-6.5 L6,0 L0,6.5 L-6,0 Z"/>',
}
UNO_SYMBOL = {"skip": "⊘", "reverse": "⇄", "draw2": "+2", "wild": "", "wild4": "+4"}
"""The symbol of each UNO action card and wild (a card's face in SVG and in the chips of kit.ui.uno)."""


def _frame(label: str, code: str, body: str, width: int, extra_class: str = "") -> str:
    height = round(width * HEIGHT / WIDTH)
    cls = "kit-card" + (f" {extra_class}" if extra_class else "")
    safe = escape(label)
    return (
        f'<svg class="{cls}" data-code="{escape(code)}" role="img" aria-label="{safe}" '
        f'xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {WIDTH} {HEIGHT}">'
        f"<title>{safe}</title>{body}</svg>"
    )


TURNS_INTO = {"6": "9", "9": "6"}
"""Corner indices that read as another card upside down: they are underlined (the usual convention)."""


def _corner_text(text: str, ink: str, size: int = 20) -> str:
    """The corner index at the top left and, turned half a turn about the card's centre, at the
    bottom right; a 6 or a 9 is underlined in both, so the turned one never reads as the other."""
    style = f'font-family="sans-serif" font-weight="bold" font-size="{size}" fill="{ink}"'
    line = (f'<rect class="kit-index-line" x="9" y="27" width="{round(size * 0.58)}" height="2.6" fill="{ink}"/>'
            if text in TURNS_INTO else "")
    corner = f'<text x="9" y="24" {style}>{escape(text)}</text>{line}'
    return f'<g>{corner}</g><g transform="rotate(180 50 75)">{corner}</g>'


PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((50, 75),),
    2: ((50, 45), (50, 105)),
    3: ((50, 42), (50, 75), (50, 108)),
    4: ((32, 48), (68, 48), (32, 102), (68, 102)),
    5: ((32, 48), (68, 48), (50, 75), (32, 102), (68, 102)),
    6: ((32, 45), (68, 45), (32, 75), (68, 75), (32, 105), (68, 105)),
    7: ((32, 45), (68, 45), (50, 60), (32, 75), (68, 75), (32, 105), (68, 105)),
    8: ((32, 45), (68, 45), (50, 60), (32, 75), (68, 75), (50, 90), (32, 105), (68, 105)),
    9: ((32, 42), (68, 42), (32, 64), (68, 64), (50, 75), (32, 86), (68, 86), (32, 108), (68, 108)),
    10: ((32, 42), (68, 42), (50, 53), (32, 64), (68, 64), (32, 86), (68, 86), (50, 97), (32, 108), (68, 108)),
}
"""Where a number card's suit marks (pips) go, by value: as many as the card is worth, so the
value shows on the face itself (the Italian cards' marks were the same on every card)."""


def pip_count(rank: str) -> int:
    """How many suit marks a card of ``rank`` shows on its face: its value for A (1) to 10, 0 for a figure."""
    return 1 if rank == "A" else int(rank) if rank.isdigit() else 0


def _italian_or_french(card: Card) -> str:
    ink = _INK[card.suit]
    label = str(card.rank)  # "10" stays "10" (the code says "T")
    body = ('<rect x="1.5" y="1.5" width="97" height="147" rx="9" fill="#fffdf6" stroke="#555" stroke-width="2"/>'
            + _corner_text(label, ink))
    pips = pip_count(card.rank)
    if pips:
        scale = 1.2 if pips == 1 else 0.5 if pips <= 3 else 0.44 if pips <= 8 else 0.4
        body += "".join(f'<g class="kit-pip">{suit_mark(card.suit, x, y, scale)}</g>' for x, y in PIPS[pips])
        return body
    # a figure (Fante/Cavallo/Re, Jack/Queen/King): a framed picture, its letter over its suit's mark
    return (body + f'<rect class="kit-figure" x="20" y="32" width="60" height="86" rx="6" fill="#f6ecd2" '
            f'stroke="{ink}" stroke-width="2"/>'
            f'<path d="M34,50 L38,38 L44,46 L50,36 L56,46 L62,38 L66,50 Z" fill="{ink}" opacity="0.85"/>'
            f'<text x="50" y="80" text-anchor="middle" font-family="serif" font-weight="bold" font-size="30" '
            f'fill="{ink}">{escape(label)}</text>'
            + suit_mark(card.suit, 50, 101, 0.5))


def _uno(card: Card) -> str:
    if card.suit == WILD:
        fill = "#1b1b1b"
        quarters = "".join(
            f'<path d="M50,75 L{x1},{y1} A34,50 0 0,1 {x2},{y2} Z" fill="{UNO_FILL[c]}"/>'
            for c, (x1, y1, x2, y2) in zip(("red", "blue", "yellow", "green"),
                                           ((50, 25, 84, 75), (84, 75, 50, 125), (50, 125, 16, 75), (16, 75, 50, 25)))
        )
        centre = quarters
        if card.rank == "wild4":  # a dark badge keeps "+4" readable on the four colours
            centre += '<rect x="24" y="52" width="52" height="46" rx="10" fill="#1b1b1b" stroke="#fff" stroke-width="2"/>'
        text = UNO_SYMBOL[card.rank]
        corner = ""
    else:
        fill = UNO_FILL[card.suit]
        centre = '<ellipse cx="50" cy="75" rx="34" ry="50" fill="#fff" transform="rotate(20 50 75)"/>'
        text = card.rank if card.rank.isdigit() else UNO_SYMBOL[card.rank]
        shape = _UNO_SHAPE[card.suit]
        corner = (f'<g transform="translate(16,18)" fill="#fff" stroke="#1b1b1b" stroke-width="1.2">{shape}</g>'
                  f'<g transform="translate(84,132)" fill="#fff" stroke="#1b1b1b" stroke-width="1.2">{shape}</g>')
    ink = "#fff" if card.suit == WILD else "#1b1b1b"
    big = (f'<text x="50" y="90" text-anchor="middle" font-family="sans-serif" font-weight="bold" '
           f'font-size="44" fill="{ink}" stroke="{"#1b1b1b" if card.suit == WILD else "none"}" stroke-width="5" '
           f'paint-order="stroke">{escape(text)}</text>'
           if text else "")
    return (f'<rect x="1.5" y="1.5" width="97" height="147" rx="9" fill="{fill}" stroke="#222" stroke-width="2"/>'
            + centre + corner + big)


def card_svg(card: Card, lang: str = "en", width: int = 70, *, highlight: bool = False) -> str:
    """The picture of ``card`` as an SVG string, labelled with its name in ``lang``.

    Args:
        card: any card of the kit's decks.
        lang: ``"it"`` or ``"en"`` (the accessible label and tooltip).
        width: width in CSS pixels; the height keeps the 2:3 card shape.
        highlight: draw a thick gold outline (used to show a pattern, e.g. a pair).

    Returns:
        ``<svg class="kit-card" …>…</svg>``
    """
    body = _uno(card) if card.family == "uno" else _italian_or_french(card)
    if highlight:
        body += '<rect x="3" y="3" width="94" height="144" rx="8" fill="none" stroke="#f39c12" stroke-width="6"/>'
    return _frame(card.name(lang), card.code, body, width, "kit-highlight" if highlight else "")


def back_svg(lang: str = "en", width: int = 70) -> str:
    """The back of a card (face down), labelled "Face-down card" / "Carta coperta"."""
    body = ('<rect x="1.5" y="1.5" width="97" height="147" rx="9" fill="#7b241c" stroke="#333" stroke-width="2"/>'
            '<rect x="10" y="10" width="80" height="130" rx="6" fill="none" stroke="#f5cba7" stroke-width="2"/>'
            '<path d="M10,10 L90,140 M90,10 L10,140" stroke="#f5cba7" stroke-width="1.5"/>')
    return _frame(t("card.back", lang), "back", body, width, "kit-back")


def slot_svg(width: int = 70) -> str:
    """An empty place for a card still to come: a dashed outline, hidden from screen readers."""
    height = round(width * HEIGHT / WIDTH)
    return (f'<svg class="kit-slot-empty" aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="{width}" '
            f'height="{height}" viewBox="0 0 {WIDTH} {HEIGHT}"><rect x="2" y="2" width="96" height="146" rx="9" '
            'fill="none" stroke="#bbb" stroke-width="2" stroke-dasharray="6 5"/></svg>')


def row_html(cards: Iterable[Card], lang: str = "en", width: int = 70, *, caption: str | None = None,
             slots: int = 0) -> str:
    """A row of card pictures as an HTML ``<div>`` (with an optional caption above it).

    ``slots`` pads the row with empty places (:func:`slot_svg`) up to that many cards.
    """
    cards = list(cards)
    pictures = "".join(card_svg(c, lang, width) for c in cards) + slot_svg(width) * max(0, slots - len(cards))
    head = f'<div class="kit-caption">{escape(caption)}</div>' if caption else ""
    return f'<div class="kit-row">{head}<div class="kit-cards">{pictures}</div></div>'
