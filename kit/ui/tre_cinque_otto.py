"""Pictures of 3-5-8 (UI layer over :mod:`kit.games.tre_cinque_otto`).

* :func:`table_html` draws what one seat may know (a :class:`~kit.games.tre_cinque_otto.View`):
  the hand's number and game, each player with their role, "prese: taken/target" (TCO-2, TCO-7;
  "at most" in senza prese), cards in hand and match total, whose turn it is; the monte (face
  down, or its cards once shown, TCO-5), the trick on the table (TCO-6).
* :func:`hand_results` reads a match's log: each hand's game and each seat's points (TCO-7);
  :func:`scores_html` draws them as a table with the totals (TCO-8).
* The walkthrough (a page that only narrates): :func:`play_match` plays a seeded match with three
  "sensible" computer players, :func:`hand_frames` turns one of its hands into frames for a
  :class:`~kit.ui.widgets.StepThrough`, every card face up (:func:`full_table_html`), each frame
  with the moments it shows; :func:`guide_markdown`, :func:`hand_one_markdown` and
  :func:`score_answer_html` are what is printed around it; :func:`showcase` is the test the seed
  search applies.

Colour is never the only signal: roles, the seat to play and the targets are written in words.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape
from typing import Any, Collection, Sequence

import numpy as np

from kit.cards import FRENCH_SUITS, Card
from kit.engine import Event, Record, Step, join_names
from kit.games import tre_cinque_otto as tco
from kit.i18n import t
from kit.sim.openings import opening
from kit.ui import walkthrough
from kit.ui.seats import seat_html, turn_mark
from kit.ui.svg import back_svg, card_svg
from kit.ui.widgets import Frame

TRICK_WIDTH = 58
"""A trick card's width in pixels (the hand's cards are 70)."""

MONTE_WIDTH = 58
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
    turn = turn_mark(t("tco.app.seat_turn", lang), "kit-tco-turn") if playing else ""
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
    return seat_html(escape(names[seat]) + turn, f'{picture}<div class="kit-tco-lines">{"".join(lines)}</div>',
                     classes=("kit-tco-seat",), acting=playing, seat=seat)


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
        elif view.phase in (tco.DISCARD, tco.PLAY):  # shown for a moment (the first trick), then only who took it
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
            key = "tco.app.last_trick.you" if last[1] == you else "tco.app.last_trick"  # "l'hai presa tu"
            said = t(key, lang, cards=cards_said, player=names[last[1]])
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


# --- the walkthrough: one hand of a match seen from above, every card face up ----------------------
# The engine models a whole match as one game: a hand's steps are found by the hand's number
# (:func:`hand_steps`), and the table at a hand's end is rebuilt from the position before its last
# card (:func:`_trick_frames`), since the engine's state has moved on to the next hand by then.
WATCH_RULES = {"deal": "TCO-1, TCO-2", "choose": "TCO-3", "returned": "TCO-4", "came_back": "TCO-4",
               "atout_given": "TCO-4", "stopped": "TCO-4", "monte_shown": "TCO-5", "monte_taken": "TCO-5",
               "discard": "TCO-5", "first_lead": "TCO-6", "follow": "TCO-6", "trump": "TCO-6", "trump_wins": "TCO-6",
               "throw": "TCO-6", "winner_leads": "TCO-6", "score": "TCO-7"}
"""The moments a walkthrough points at (``tco.lesson.watch.<moment>``), in the guide's order, each
with the rules that explain it."""

MARKS = ("first_six", "moved", "came_back", "monte", "winner")
"""Why cards have a gold outline in a walkthrough's picture (``tco.lesson.mark.<why>``)."""

Steps = list[tuple[tco.State, Any, Step]]
"""A hand's steps: ``(the position before, the action, its step)`` each."""


def new_match(rng: np.random.Generator, hands: int = 18) -> tco.State:
    """A match of ``hands`` hands with the standard rules, dealt from ``rng`` (TCO-1, TCO-8)."""
    return tco.new_game(tco.Rules(hands=hands), 3, rng=rng)


def play_match(seed: int, hands: int = 18, last_hand: int | None = None) -> Record:
    """The match of ``seed`` (deal and play from two streams spawned from it), played by three
    "sensible" computer players (:func:`~kit.games.tre_cinque_otto.computer`): the whole of it,
    or only up to the end of hand ``last_hand``."""
    stop = tco.is_terminal if last_hand is None else (lambda state: state.hand_no > last_hand)
    return opening(lambda rng: new_match(rng, hands), [tco.computer("sensible")] * 3, seed, stop=stop)


def hand_steps(record: Record, hand: int) -> Steps:
    """``(position before, action, step)`` for every action of hand ``hand``, from its shuffle to
    its last trick."""
    return record.hands()[hand - 1]  # split where the game's hand_ended holds


def in_order(cards: Sequence[Card]) -> list[Card]:
    """A hand sorted for reading: suit by suit, high to low."""
    return sorted(cards, key=lambda c: (FRENCH_SUITS.index(c.suit), -tco.strength(c)))


def suit_name(suit: str, lang: str = "en") -> str:
    """A suit's name ("picche", "spades")."""
    return t(f"suit.{suit}", lang)


def full_table_html(state: tco.State, names: Sequence[str], lang: str = "en", *,
                    trick: Sequence[tuple[int, Card]] = (), trick_no: int | None = None, monte_up: bool = False,
                    gold: Collection[Card] = (), why: str | None = None) -> str:
    """The table from above, for a walkthrough: each seat's cards face up (sorted) with its role
    and "prese: taken/target" (TCO-2, TCO-7), then the centre: the game (TCO-3), the trick just
    played with who played what (TCO-6), the monte (face down, or up once shown, TCO-5), the
    declarer's discards.

    Args:
        state: the position (every hand is shown).
        names: the players' names by seat.
        lang: ``"it"`` or ``"en"``.
        trick: the trick to show, ``(seat, card)`` each, numbered ``trick_no``; while it is shown
            nobody is marked to play.
        monte_up: the monte's cards face up.
        gold: cards with a gold outline, explained under the table by the key ``why``
            (``tco.lesson.mark.<one of MARKS>``); the line is always there, empty when nothing is
            outlined, so that the step-through's buttons do not jump.
    """
    seats = []
    for seat in range(3):
        acting = state.phase not in (tco.DEAL, tco.OVER) and seat == state.turn and not trick
        head = f"{escape(names[seat])} · {escape(t('tco.role.' + state.role(seat), lang))}"
        head += turn_mark(t("tco.lesson.to_play", lang)) if acting else ""
        row = "".join(card_svg(c, lang, 40, highlight=c in gold) for c in in_order(state.hands[seat]))
        prese = t("tco.lesson.prese_max" if state.game == "no_tricks" else "tco.lesson.prese", lang,
                  taken=state.tricks[seat], target=state.target(seat))
        held = t("tco.lesson.held", lang, n=len(state.hands[seat]))
        seats.append(seat_html(head, f'<div class="kit-cards">{row}</div>'
                                     f'<div class="kit-count">{escape(prese)} · {escape(held)}</div>',
                               classes=("kit-tco-lesson-seat",), acting=acting,
                               label=t("tco.lesson.hand_of", lang, player=names[seat])))
    game = (t("tco.lesson.game", lang, game=t(f"tco.game.{state.game}", lang)) if state.game
            else t("tco.lesson.no_game", lang))
    parts = [f'<div class="kit-count">{escape(game)}</div>']
    if trick:
        cells = "".join(f'<div class="kit-seat">{card_svg(c, lang, 56, highlight=c in gold)}'
                        f'<div class="kit-count">{escape(names[s])}</div></div>' for s, c in trick)
        parts.append(f'<div class="kit-caption">{escape(t("tco.lesson.trick", lang, index=trick_no))}</div>'
                     f'<div class="kit-seats">{cells}</div>')
    if state.monte:
        monte = "".join(card_svg(c, lang, 40) if monte_up else back_svg(lang, 40) for c in state.monte)
        label = t("tco.lesson.monte_up", lang) if monte_up else t("tco.lesson.monte_down", lang, n=len(state.monte))
        parts.append(f'<div class="kit-caption">{escape(label)}</div><div class="kit-cards">{monte}</div>')
    elif state.phase in (tco.DISCARD, tco.PLAY):
        parts.append(f'<div class="kit-count">{escape(t("tco.lesson.monte_gone", lang))}</div>')
    if state.discards:
        parts.append(f'<div class="kit-caption">{escape(t("tco.lesson.discards", lang, n=len(state.discards)))}</div>'
                     f'<div class="kit-cards">{"".join(card_svg(c, lang, 40) for c in state.discards)}</div>')
    marked = t("tco.lesson.marked", lang, what=t(why, lang, n=len(gold))) if gold and why else ""
    parts.append(f'<div class="kit-count kit-tco-lesson-mark">{escape(marked)}</div>')
    return (f'<div class="kit-tco-lesson" role="group" aria-label="{escape(t("tco.lesson.table", lang), quote=True)}">'
            f'<div class="kit-seats">{"".join(seats)}</div>'
            f'<div class="kit-tco-lesson-centre">{"".join(parts)}</div></div>')


def before_monte(state: tco.State, events: Sequence[Event]) -> tco.State:
    """The table of a step that ended with the monte taken, as it was just before: the monte still
    in the centre and nobody to act for a moment (``state`` itself when the monte was not taken)."""
    shown = [e.cards for e in events if e.kind == "monte_shown"]
    if not shown:
        return state
    hands = tuple(tuple(c for c in h if c not in shown[0]) for h in state.hands)
    return replace(state, phase=tco.DEAL, monte=shown[0], hands=hands)


def discard_text(before: tco.State, card: Card, k: int, names: Sequence[str], lang: str = "en") -> str:
    """Why the sensible declarer discards ``card`` as its ``k``-th discard (TCO-5): the lowest card
    of its shortest suit (an Ace kept), never an atout.

    Raises:
        AssertionError: ``card`` is not what the sensible declarer discards.
    """
    hand, trump = before.hands[before.turn], tco.atout(before.game)
    count = {s: sum(c.suit == s for c in hand) for s in FRENCH_SUITS}
    spare = [c for c in hand if c.suit != trump and c.rank != "A"]
    shortest = min(count[c.suit] for c in spare)
    assert card.suit != trump and count[card.suit] == shortest  # never an atout; a shortest suit
    assert card == min((c for c in spare if c.suit == card.suit), key=tco.strength)  # its lowest card
    tied = [s for s in FRENCH_SUITS if any(c.suit == s for c in spare) and count[s] == shortest]
    key = "tco.lesson.discard_tie" if len(tied) > 1 else "tco.lesson.discard"
    return t(key, lang, player=names[before.turn], card=card.name(lang), k=k, n=shortest,
             suit=join_names([suit_name(s, lang) for s in tied], lang))


def tally(state: tco.State, names: Sequence[str], lang: str = "en") -> str:
    """Each player's tricks against their target, in a sentence (TCO-2)."""
    return t("tco.lesson.tally", lang, tally=", ".join(
        t("tco.lesson.tally_one", lang, player=names[s], taken=state.tricks[s], target=state.target(s))
        for s in range(3)))


Frames = list[tuple[Frame, list[str]]]
"""Walkthrough frames, each with the moments of :data:`WATCH_RULES` it shows."""


def _say(events: Sequence[Event], names: Sequence[str], lang: str) -> str:
    return " ".join(e.narrate(lang, names) for e in events)


def _choice_frame(before: tco.State, action: tco.Choose, step: Step, names: Sequence[str], lang: str) -> Frames:
    """The game chosen and why: the longest suit among the first 6 cards (TCO-3), ties named."""
    counts = {s: sum(c.suit == s for c in before.first_seen) for s in FRENCH_SUITS}
    longest = max(counts.values())
    tied = [s for s in FRENCH_SUITS if counts[s] == longest and s != action.game]
    seen = ", ".join(c.name(lang) for c in before.first_seen)
    text = _say([e for e in step.events if e.kind == "chose"], names, lang) + " " + t(
        "tco.lesson.why_game", lang, player=names[before.declarer], cards=seen, suit=suit_name(action.game, lang),
        n=counts[action.game])
    if tied:
        text += t("tco.lesson.why_game_tie", lang, others=join_names([suit_name(s, lang) for s in tied], lang),
                  k=len(tied), n=longest)
    text += "".join(" " + _say([e], names, lang) for e in step.events if e.kind == "exchange_none")
    picture = full_table_html(before_monte(step.state, step.events), names, lang, gold=set(before.first_seen),
                              why="tco.lesson.mark.first_six")
    return [(Frame(picture, text), ["choose"])]


def _exchange_frame(before: tco.State, action: Any, step: Step, names: Sequence[str], lang: str) -> Frames:
    """A card given and what came back for it, an atout given back, or a giver who stops (TCO-4);
    the cards that changed hands outlined."""
    after, events = step.state, step.events
    kinds = [e.kind for e in events]
    swap = [e for e in events if e.kind in ("gave", "returned", "came_back", "stopped")]
    text, moments, gold = _say(swap[:1], names, lang), [], set()
    if isinstance(action, tco.Give):
        giver, to, card = before.turn, action.to, action.card
        text += (" " + t("tco.lesson.gives", lang, player=names[giver], card=card.name(lang))
                 + " " + _say(swap[1:], names, lang))
        back = card if "came_back" in kinds else next(iter(set(after.hands[giver]) - set(before.hands[giver])), None)
        if "came_back" in kinds:
            text += " " + t("tco.lesson.comes_back", lang, player=names[to], suit=suit_name(card.suit, lang),
                            card=card.name(lang), other=names[giver])
            moments.append("came_back")
        elif "returned" in kinds:
            text += " " + t("tco.lesson.returns", lang, player=names[to], suit=t(f"tco.lesson.one.{card.suit}", lang),
                            card=back.name(lang), other=names[giver])
            moments.append("returned")
        else:
            moments.append("atout_given")
        gold = {card, back}
    elif isinstance(action, tco.Return):
        giver, to, _ = before.given
        text += " " + t("tco.lesson.atout_back", lang, player=names[to], card=action.card.name(lang),
                        other=names[giver])
        gold = {action.card, before.given[2]}
    else:
        text += " " + t("tco.lesson.stops", lang, player=names[before.turn])
        moments.append("stopped")
    why = "tco.lesson.mark.came_back" if "came_back" in kinds else "tco.lesson.mark.moved"
    return [(Frame(full_table_html(before_monte(after, events), names, lang, gold=gold, why=why), text), moments)]


def _trick_frames(trick: Sequence[tuple[int, Card, Sequence[Event]]], before: tco.State, step: Step, hand: int,
                  names: Sequence[str], lang: str) -> Frames:
    """A whole trick in one frame (TCO-6): who leads, each card (an atout on a void suit, a card
    thrown away), who wins it and the tally; after the last trick, the hand's score (TCO-7).

    Args:
        trick: the trick's three cards, ``(seat, card, the events of its play)`` each.
        before: the position before the trick's last card; ``step`` is that card's step.
        hand: the hand's number.
    """
    after, events = step.state, step.events
    led, trump = trick[0][1].suit, tco.atout(before.game)
    number = sum(before.tricks) + 1
    moments = ["first_lead" if number == 1 else "winner_leads"]
    lines = [t("tco.lesson.leads", lang, player=names[trick[0][0]])]
    for seat, card, played in trick:
        lines.append(_say([e for e in played if e.kind == "played"], names, lang))
        if card.suit != led:
            key, moment = ("tco.lesson.trumps", "trump") if card.suit == trump else ("tco.lesson.throws", "throw")
            lines.append(t(key, lang, player=names[seat], suit=suit_name(led, lang), card=card.name(lang)))
            moments.append(moment)
    if all(c.suit == led for _, c, _ in trick):
        moments.append("follow")
    won = next(e for e in events if e.kind == "trick_won")
    if won.cards[0].suit == trump != led:
        moments.append("trump_wins")
    lines.append(_say([won], names, lang))
    last = trick[-1][1]
    end = after if after.hand_no == hand else replace(  # the hand's last trick: the engine has moved on
        before, tricks=tuple(n + (s == won.seat) for s, n in enumerate(before.tricks)),
        hands=tuple(tuple(c for c in h if c != last) for h in before.hands), trick=(), phase=tco.PLAY)
    lines.append(tally(end, names, lang))
    picture = full_table_html(end, names, lang, trick=[(s, c) for s, c, _ in trick], trick_no=number,
                              gold={won.cards[0]}, why="tco.lesson.mark.winner")
    frames = [(Frame(picture, " ".join(lines)), moments)]
    scored = [e for e in events if e.kind == "scored"]
    if scored:
        text = (t("tco.lesson.score_head", lang) + " " + _say(scored, names, lang) + " "
                + t("tco.lesson.sum_zero", lang, sum=sum(e.amount for e in scored)))
        over = replace(end, phase=tco.OVER)  # nobody to play
        frames.append((Frame(full_table_html(over, names, lang), text), ["score"]))
    return frames


def _monte_frames(step: Step, names: Sequence[str], lang: str) -> Frames:
    """The monte shown to everyone, then taken by the declarer (TCO-5)."""
    shown = next(e for e in step.events if e.kind == "monte_shown")
    text = _say([shown], names, lang) + " " + t("tco.lesson.monte_shown", lang)
    taken = [e for e in step.events if e.kind == "monte_taken"]
    return [(Frame(full_table_html(before_monte(step.state, step.events), names, lang, monte_up=True), text),
             ["monte_shown"]),
            (Frame(full_table_html(step.state, names, lang, gold=set(shown.cards), why="tco.lesson.mark.monte"),
                   _say(taken, names, lang)), ["monte_taken"])]


def hand_frames(record: Record, hand: int, names: Sequence[str], lang: str = "en") -> Frames:
    """Hand ``hand`` of a played match step by step: the deal, the choice, each card given (with
    what comes back), a stop, the monte shown, the monte taken, each discard, each trick (its
    three cards together), the score.

    Returns:
        ``[(frame, the moments it shows), …]`` (the moments of :data:`WATCH_RULES`).
    """
    frames: Frames = []
    trick: list[tuple[int, Card, Sequence[Event]]] = []
    for before, action, step in hand_steps(record, hand):
        after, events = step.state, step.events
        if isinstance(action, tco.Shuffle):
            roles = {after.role(s): names[s] for s in range(3)}
            text = _say(events, names, lang) + " " + t("tco.lesson.deal", lang, **roles)
            frames.append((Frame(full_table_html(after, names, lang), text), ["deal"]))
        elif isinstance(action, tco.Choose):
            frames += _choice_frame(before, action, step, names, lang)
        elif isinstance(action, (tco.Give, tco.Return, tco.Stop)):
            frames += _exchange_frame(before, action, step, names, lang)
        elif isinstance(action, tco.Discard):
            text = discard_text(before, action.card, len(after.discards), names, lang)
            frames.append((Frame(full_table_html(after, names, lang), text), ["discard"]))
        else:  # a card to the trick
            trick.append((before.turn, action.card, events))
            if len(trick) == 3:
                frames += _trick_frames(trick, before, step, hand, names, lang)
                trick = []
        if any(e.kind == "monte_shown" for e in events):  # after the choice or the exchange
            frames += _monte_frames(step, names, lang)
    return frames


def guide_markdown(frames: Frames, lang: str = "en") -> str:
    """What to watch in a walkthrough, as a Markdown table: at the first step that shows each
    moment of :data:`WATCH_RULES`, the moments, the step's narration and the rules."""
    return walkthrough.guide_markdown(frames, WATCH_RULES, "tco.lesson", lang)


def hand_scored(log: Sequence[Event], hand: int) -> list[Event]:
    """The three ``scored`` events of hand ``hand`` (TCO-7), by seat."""
    return sorted([e for e in log if e.kind == "scored"][3 * (hand - 1):3 * hand], key=lambda e: e.seat)


def hand_one_markdown(record: Record, names: Sequence[str], lang: str = "en") -> str:
    """Where the exchange of hand 2 comes from, as a Markdown table with its key: each player's
    role, tricks, target and score in hand 1 (TCO-7), and their role in hand 2 with how many cards
    they may give or take (TCO-4)."""
    second = hand_steps(record, 2)[0][2].state  # hand 2 just dealt
    rows = []
    for e in hand_scored(record.log, 1):
        plan = (t("tco.lesson.gives_up_to", lang, n=e.amount) if e.amount > 0 else
                t("tco.lesson.takes_up_to", lang, n=-e.amount) if e.amount < 0 else t("tco.lesson.no_swap", lang))
        rows.append(f"| {names[e.seat]} | {t(e.payload()['role'], lang)} | {e.payload()['tricks']} | "
                    f"{e.payload()['target']} | {e.payload()['signed']} | "
                    f"{t('tco.role.' + second.role(e.seat), lang)}: {plan} |")
    return (t("tco.lesson.before_head", lang) + "\n|---|---|---|---|---|---|\n" + "\n".join(rows)
            + "\n\n" + t("tco.lesson.before_key", lang))


def score_answer_html(log: Sequence[Event], hand: int, names: Sequence[str], lang: str = "en") -> str:
    """The answer to "count the score of hand ``hand``", folded in a ``<details>`` (it opens without
    JavaScript): each player's role, tricks minus target and points, and the sums (TCO-7)."""
    scored = hand_scored(log, hand)
    rows = [[escape(names[e.seat]), t(e.payload()["role"], lang),
             f"{e.payload()['tricks']} − {e.payload()['target']}", f"<strong>{e.payload()['signed']}</strong>"]
            for e in scored]
    tricks, targets = (sum(e.payload()[k] for e in scored) for k in ("tricks", "target"))
    total = sum(e.amount for e in scored)
    rows.append([t("tco.lesson.total", lang), "", f"{tricks} − {targets}", f"<strong>{total}</strong>"])
    head = "".join(f"<th>{h}</th>" for h in t("tco.lesson.score_table_head", lang).split("|"))
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return (f'<details class="kit-tco-lesson-answer"><summary>{t("tco.lesson.show_answer", lang)}</summary>'
            f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></details>")


def no_tricks_hands(log: Sequence[Event]) -> list[int]:
    """The hands (from 1) of a match's log played as senza prese (TCO-3)."""
    chosen = [e.payload()["choice"] for e in log if e.kind == "chose"]
    return [number for number, game in enumerate(chosen, start=1) if game == "tco.game.no_tricks"]


def no_tricks_words(log: Sequence[Event], lang: str = "en") -> str:
    """When a match's log was played as senza prese, in a sentence (:func:`no_tricks_hands`)."""
    return t("tco.lesson.later_no_tricks", lang, hands=join_names([str(n) for n in no_tricks_hands(log)], lang))


def showcase(seed: int, hand: int = 2) -> bool:
    """Hand ``hand`` of ``seed``'s match (:func:`play_match`) is worth showing: a game with an atout;
    in its exchange, between one giver and one receiver, a card answered with the receiver's
    highest of that suit and a card that comes back (the receiver is void, TCO-4); and a trick won
    by an atout on another suit (TCO-6)."""
    steps = hand_steps(play_match(seed, last_hand=hand), hand)
    kinds = [e.kind for _, _, step in steps for e in step.events]
    pairs = {(before.turn, a.to) for before, a, _ in steps if isinstance(a, tco.Give)}
    trumped = any(e.kind == "trick_won" and e.cards[0].suit == tco.atout(before.game) != before.trick[0][1].suit
                  for before, _, step in steps for e in step.events)
    return (tco.atout(steps[-1][0].game) is not None and "returned" in kinds and "came_back" in kinds
            and len(pairs) == 1 and trumped)


def search_words(found: Sequence[int], lang: str = "en") -> str:
    """What the search of :func:`showcase` over seeds 1–200 found, in a sentence."""
    if len(found) == 1:
        return t("tco.lesson.found_one", lang, first=found[0])
    return t("tco.lesson.found", lang, n=len(found), seeds=", ".join(map(str, found)), first=found[0])
