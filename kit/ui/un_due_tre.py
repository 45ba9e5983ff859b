"""Pictures and walkthroughs of Un, due, tre (UI layer over :mod:`kit.games.un_due_tre`).

:func:`table_html` draws a position: every player's name and packet size (face down, UDT-2),
whose turn it is and what is owed, and the top of the pile with a pair, sandwich or
ten-sum highlighted (UDT-7).  :func:`walkthrough` turns a played opening into a
:class:`~kit.ui.widgets.StepThrough`, one frame per card or slap, narrated from the events;
:func:`guide` lists, for each event the lesson points at, the first frame that shows it.
The opening is played by the one runner (:mod:`kit.sim.openings`), with the four computer
players :data:`SHOWCASE_AGENTS`; :func:`showcase_seeds` finds seeds worth showing.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from kit.engine import Record
from kit.games.un_due_tre import RULE_OF_EVENT, Rules, SlapAgent, SlapModel, State, new_game
from kit.i18n import t
from kit.sim.openings import opening, showcase_search
from kit.ui.svg import back_svg, card_svg
from kit.ui.widgets import PLAYER_NAMES, Frame, StepThrough

NAMES = PLAYER_NAMES[:6]
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


def still_owed(state: State) -> int:
    """The cards the payer still owes as the picture should say it: right after a paid card (its
    slap window still open) that card counts as paid already; after a payment card the old
    payment is over (UDT-5), so nothing is owed until the window closes."""
    if not (state.window and state.owed and state.pile):
        return state.owed
    if state.rules.payment(state.pile[-1]):
        return 0
    return state.owed - 1


def table_html(state: State, names: Sequence[str] = NAMES, lang: str = "en", width: int = 56,
               you: int | None = None) -> str:
    """The table as HTML: players with packet sizes, the pile's top three cards, what is owed.

    ``you`` is the person's seat in an app (what they owe is said to them: "You still owe 2"),
    ``None`` on a page that only narrates.
    """
    players = []
    for seat, packet in enumerate(state.packets):
        mark = " kit-to-act" if seat == state.turn and state.status == "playing" else ""
        size = t("udt.packet", lang, n=len(packet)) if packet else t("udt.out", lang)
        players.append(
            f'<div class="kit-seat{mark}"><div class="kit-caption">{escape(names[seat])}</div>'
            f'{back_svg(lang, 34) if packet else ""}<div class="kit-count">{escape(size)}</div></div>')
    top = state.pile[-3:]
    marked = _pattern_positions(state)
    pile = "".join(card_svg(c, lang, width, highlight=(len(top) - i) in marked) for i, c in enumerate(top))
    below = len(state.pile) - len(top)
    notes = [t("udt.pile", lang, n=len(state.pile))]
    if below:
        notes.append(t("udt.below", lang, n=below))
    if state.tucked:
        notes.append(t("udt.tucked", lang, n=len(state.tucked)))
    owed = still_owed(state)
    if owed:
        key = "udt.owed.you" if state.turn == you else "udt.owed"
        notes.append(t(key, lang, player=names[state.turn], n=owed))
    pattern = state.pattern()
    if pattern and state.window:
        notes.append(t(f"udt.pattern.{pattern}", lang))
    return (f'<div class="kit-udt"><div class="kit-seats">{"".join(players)}</div>'
            f'<div class="kit-pile">{pile or "&nbsp;"}</div>'
            f'<div class="kit-notes">{escape(" · ".join(notes))}</div></div>')


SHOWCASE_AGENTS = (
    SlapAgent(SlapModel(reaction_ms=520, false_slap=0.03)),
    SlapAgent(SlapModel(reaction_ms=560, false_slap=0.02)),
    SlapAgent(SlapModel(reaction_ms=540, false_slap=0.03)),
    SlapAgent(SlapModel(reaction_ms=580, false_slap=0.02)),
)
"""The four computer players of the walkthrough (Anna, Bruno, Carla, Dario)."""

SHOWCASE_EVENTS = frozenset({"payment_owed", "payment_interrupted", "slap_won_pair", "slap_won_sandwich",
                             "false_slap", "slap_beside", "slaps_together", "ran_out_paying", "player_back_slap"})
"""What the walkthrough's opening must show: a payment, an interrupted payment, a pair, a
sandwich, a false slap, a slap beside the pile, slaps together, running out while paying,
back by a slap."""


def play_opening(seed: int, cards: int = 40, agents=SHOWCASE_AGENTS, rules: Rules = Rules()) -> Record:
    """The first ``cards`` cards of a seeded game (and the slap window after the last one), and
    on to the end of the payment then running, if one is: the opening stops on a complete point
    (a pile taken, or a card turned with nothing owed), never mid-payment.

    The deal and the play come from two streams spawned from ``seed``.
    """
    return opening(lambda rng: new_game(rules, len(agents), rng=rng), agents, seed,
                   stop=lambda state: state.cards >= cards and not state.window and not state.owed)


def showcase_seeds(seeds, need=SHOWCASE_EVENTS, cards: int = 40, agents=SHOWCASE_AGENTS) -> list[tuple[int, int]]:
    """Seeds whose first ``cards`` cards show every event kind in ``need``.

    Returns:
        ``[(cards_needed, seed), …]`` sorted, shortest opening first.
    """
    return showcase_search(seeds, lambda rng: new_game(Rules(), len(agents), rng=rng), agents, need,
                           stop=lambda state: state.cards >= cards and not state.window,
                           size=lambda state: state.cards)


def _frames(record: Record, names: Sequence[str], lang: str) -> list[tuple[Frame, tuple]]:
    start = record.start
    frames = [(Frame(table_html(start, names, lang), t("udt.start", lang, n=len(start.packets[0]))), ())]
    for step in record.replay():
        if step.events:
            narration = " ".join(e.narrate(lang, names) for e in step.events)
            frames.append((Frame(table_html(step.state, names, lang), narration), step.events))
    return frames


def walkthrough(seed: int, names: Sequence[str] = NAMES, lang: str = "en", cards: int = 24,
                agents=SHOWCASE_AGENTS) -> StepThrough:
    """The opening of a 4-player game (deal and computer slaps from ``seed``), card by card.

    Each frame is one action that changed something: a card turned (the pile shows the
    pattern it makes, if any) or a group of slaps; the narration joins its events.
    """
    record = play_opening(seed, cards, agents)
    return StepThrough([frame for frame, _ in _frames(record, names, lang)], lang)


def guide(seed: int, names: Sequence[str] = NAMES, lang: str = "en", cards: int = 24, need=SHOWCASE_EVENTS,
          agents=SHOWCASE_AGENTS) -> list[tuple[int, str, str]]:
    """Where the walkthrough of ``seed`` shows each event kind of ``need``: its first frame.

    Returns:
        ``[(frame number from 1, that frame's narration, rule id), …]`` in frame order.
    """
    rows, seen = [], set()
    for number, (frame, events) in enumerate(_frames(play_opening(seed, cards, agents), names, lang), start=1):
        new = [e.kind for e in events if e.kind in need and e.kind not in seen]
        if new:
            seen.update(new)
            rows.append((number, frame.narration, ", ".join(sorted({RULE_OF_EVENT[k] for k in new}))))
    return rows
