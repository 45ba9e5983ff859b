"""The seat box of the table pictures (UI layer; strings only, no widgets).

Every table drawn by :mod:`kit.ui.tre_cinque_otto`, :mod:`kit.ui.trentuno` and
:mod:`kit.ui.trentasette` shows each player in one box: a caption with the player's name (and,
when it is their turn, an arrow and the words "to play"), then what the picture says about them
(their cards, face down in an app or face up in a walkthrough, their counts and tags).  The seat
to play is marked by the class ``kit-to-act`` (a border) *and* by the words: colour is never the
only signal.
"""

from __future__ import annotations

from html import escape
from typing import Iterable


def turn_mark(words: str, css: str | None = None) -> str:
    """The mark after the name of the player whose turn it is: ``" ▶ to play"``.

    Args:
        words: what the mark says ("to play", "di turno"), from a catalogue.
        css: the class of an app's mark (``"kit-t31-turn"``), which keeps the arrow for screen
            readers; ``None`` for a walkthrough's mark, whose arrow is hidden from them (the
            words say it).
    """
    if css is None:
        return f' <span aria-hidden="true">▶</span> {escape(words)}'
    return f' <span class="{css}">▶ {escape(words)}</span>'


def seat_html(caption: str, body: str, *, classes: Iterable[str] = (), acting: bool = False,
              seat: int | None = None, label: str | None = None) -> str:
    """One player's box: ``<div class="kit-seat …"><div class="kit-caption">caption</div>body</div>``.

    Args:
        caption: the caption as HTML (the name escaped already, a :func:`turn_mark` after it).
        body: what follows the caption, as HTML.
        classes: more classes after ``kit-seat`` (an empty one is left out).
        acting: the seat to play now: the class ``kit-to-act`` comes last.
        seat: the seat's number, written as ``data-seat`` (an app's seats), or ``None``.
        label: the box's name for screen readers (``role="group"``), or ``None``.
    """
    names = " ".join(["kit-seat", *(c for c in classes if c), *(["kit-to-act"] if acting else [])])
    attributes = f' data-seat="{seat}"' if seat is not None else ""
    if label is not None:
        attributes += f' role="group" aria-label="{escape(label, quote=True)}"'
    return f'<div class="{names}"{attributes}><div class="kit-caption">{caption}</div>{body}</div>'
