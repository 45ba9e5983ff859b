"""Pictures and walkthroughs of Un, due, tre (UI layer over :mod:`kit.games.un_due_tre`).

:func:`table_html` draws a position: every player's name and packet size (face down, UDT-2),
whose turn it is and what is owed, and the top of the pile with a pair, sandwich or
ten-sum highlighted (UDT-7).  :func:`walkthrough` turns a played opening into a
:class:`~kit.ui.widgets.StepThrough`, one frame per card or slap, narrated from the events.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from kit.games.un_due_tre import State
from kit.i18n import plural, t
from kit.sim.un_due_tre import SHOWCASE_MODELS, play_opening
from kit.ui.svg import back_svg, card_svg
from kit.ui.widgets import Frame, StepThrough

NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Franco")
"""Default players' names, seated clockwise from seat 0 (C-1)."""


def _pattern_positions(state: State) -> set[int]:
    """Indices (from the top, 1 = top card) of the cards forming the pattern that can be
    slapped now: only while the slap window after a card is open (never in Straccia camicia)."""
    if not state.window:
        return set()
    kind = state.pattern()
    if kind in ("pair", "dieci"):
        return {1, 2}
    if kind == "sandwich":
        return {1, 3}
    return set()


def table_html(state: State, names: Sequence[str] = NAMES, lang: str = "en", width: int = 56) -> str:
    """The table as HTML: players with packet sizes, the pile's top three cards, what is owed."""
    players = []
    for seat, packet in enumerate(state.packets):
        mark = " kit-to-act" if seat == state.turn and state.status == "playing" else ""
        size = t("udt.packet", lang, n=len(packet), cards=plural(len(packet), "card", lang)) if packet else t("udt.out", lang)
        players.append(
            f'<div class="kit-seat{mark}"><div class="kit-caption">{escape(names[seat])}</div>'
            f'{back_svg(lang, 34) if packet else ""}<div class="kit-count">{escape(size)}</div></div>')
    top = state.pile[-3:]
    marked = _pattern_positions(state)
    pile = "".join(card_svg(c, lang, width, highlight=(len(top) - i) in marked) for i, c in enumerate(top))
    below = len(state.pile) - len(top)
    notes = [t("udt.pile", lang, n=len(state.pile), cards=plural(len(state.pile), "card", lang))]
    if below:
        notes.append(t("udt.below", lang, n=below))
    if state.tucked:
        notes.append(t("udt.tucked", lang, n=len(state.tucked)))
    if state.owed:
        notes.append(t("udt.owed", lang, player=names[state.turn], n=state.owed))
    pattern = state.pattern()
    if pattern and state.window:
        notes.append(t(f"udt.pattern.{pattern}", lang))
    return (f'<div class="kit-udt"><div class="kit-seats">{"".join(players)}</div>'
            f'<div class="kit-pile">{pile or "&nbsp;"}</div>'
            f'<div class="kit-notes">{escape(" · ".join(notes))}</div></div>')


def walkthrough(seed: int, names: Sequence[str] = NAMES, lang: str = "en", cards: int = 24,
                models=SHOWCASE_MODELS) -> StepThrough:
    """The opening of a 4-player game (deal and computer slaps from ``seed``), card by card.

    Each frame is one action that changed something: a card turned (the pile shows the
    pattern it makes, if any) or a group of slaps; the narration joins its events.
    """
    start, steps = play_opening(seed, models, cards=cards)
    frames = [Frame(table_html(start, names, lang), t("udt.start", lang, n=len(start.packets[0])))]
    for _, state, events in steps:
        if events:
            frames.append(Frame(table_html(state, names, lang), " ".join(e.narrate(lang, names) for e in events)))
    return StepThrough(frames, lang)
