"""UNO — the official rules and the eight house rules (RULES.md UNO-1..9, UNO-H1..H8).

The game satisfies the protocol of :mod:`kit.engine` (registered as ``"uno"``): :class:`Rules`
(players' options: the target score and the eight house-rule switches), :class:`State` (frozen
position), :func:`new_game`, :func:`to_act`, :func:`legal_actions`, :func:`apply` (pure; an
illegal action raises :class:`~kit.engine.IllegalMove` and changes nothing), :func:`is_terminal`,
:func:`returns`, :func:`view`, :func:`chance_action` (reshuffles) and the computer players
(:func:`computer`).

Every decision is an action of the seat that makes it (one seat at a time, so the turn-based
app drives it): :class:`Play` a card (``uno=True`` calls "UNO" with the next-to-last card),
:class:`Draw`, :class:`Keep` a drawn card, :class:`Choose` a colour after a wild,
:class:`SwapWith` a player after a 7 (H4), :class:`Accept` a penalty or :class:`Challenge` a
Wild Draw Four (H3), :class:`Catch` a player who did not call UNO, :class:`JumpIn` (H5), and
:class:`Decline` (not catching, not jumping in).  A reshuffle is a chance action
(:class:`Reshuffle`, drawn by :func:`chance_action`), so a hand replays exactly.

Decisions where RULES.md leaves room (each next to its rule id):

* UNO-1  Seat ``dealer + 1`` starts; seats are clockwise, ``direction`` +1 is clockwise.  Seven
  cards each, one at a time from the dealer's left; then the first card is turned (UNO-2).
* UNO-2  A first-card Draw Two, Skip, Reverse or Wild acts on the first player as the rules say;
  no stacking (H1/H2) and no jump-in (H5) on it, and a first 7 or 0 does nothing (H4: nobody
  played it).  A first Wild Draw Four goes back into the stock, which is reshuffled (a chance
  action), and the top card is turned again.  With two players a first Reverse also lets the
  dealer start (Reverse as Skip: the first player is skipped).  The first card's own effects
  are narrated as such (``first_reversed``: nobody played it).
* UNO-3  A Draw is allowed whenever the player would rather not play (a player may draw instead
  of playing), even with playable cards.
* UNO-4  The drawn card may be played at once (then it is a normal play, UNO call included);
  otherwise the turn passes.  (H6: it must be played; H7: the player draws until a playable card
  comes, or nothing is left to draw.)
* UNO-5  Draw Two, Wild Draw Four without a choice for the victim (no H1/H2/H3 option open to
  them): the victim draws at once and loses the turn.  With a choice, the victim's turn begins
  with the penalty (see H1..H3).
* UNO-6  "UNO" is called with the play of the next-to-last card (``Play(card, uno=True)``,
  allowed only with two cards in hand).  A player who did not call can be caught while they
  still hold one card once the play is over (a 7's swap or a 0's pass can change that): the
  other players are asked in the order of play, starting with the next player, before the next
  turn begins; the first who catches makes them draw 2.  A player who was never asked had no
  chance to catch.
* UNO-7  A player with no cards wins the hand at once: a final 7 or 0 swaps or passes nothing;
  a final Draw Two / Wild Draw Four is drawn by the next player at once (no stacking, no
  challenge; event ``final_draw``).
* UNO-8  The winner scores the cards left in every other hand; the others score 0.
  UNO-1: uno108 only: :func:`points` and :func:`matches` refuse a card of another deck with a
  ValueError naming its deck, rather than reading its rank as an UNO value.
* UNO-9  A draw that finds the stock empty waits for a reshuffle (chance) of the discard pile
  but its top card; with nothing to reshuffle the rest of the draw does not happen.  If every
  player in turn then passes without playing or drawing a card, the hand is *blocked*: it ends
  with nobody scoring.  A hand can also go round in circles for ever with nearly every card in
  the hands (two players passing two Reverses back and forth, each drawing the other's and
  playing it; two Draw Twos jumped in again and again): so, as in chess, when the position at a
  reshuffle (hands, piles, colour, direction, who draws) comes up for the third time
  (:data:`REPEATS`), the hand is blocked too.  Every hand therefore ends.
* UNO-H1/H2  A Draw Two stacks on a Draw Two of any colour (H1, matched by symbol) and on a Wild
  Draw Four only in the colour named (H2, matched by colour); a Wild Draw Four stacks on a Draw
  Two (H2).  The player who stops the stack draws the whole sum and loses the turn.
* UNO-H3  A Wild Draw Four is legal only when its player held no card of the colour in play
  (numbers and symbols of that colour count; wilds do not).  A challenge concerns that card's 4
  only: guilty → its player draws 4 and the challenger, who draws nothing of it, goes on with
  the rest of any stacked penalty (stacking on it or drawing it) or else plays their turn;
  not guilty → the challenger draws the whole penalty plus 2 (6 for a lone Wild Draw Four) and
  loses the turn.  The colour named stands.
* UNO-H4  After a 7 (not a final one) its player chooses whom to swap hands with; a 0 passes
  every hand to the next player in the direction of play.
* UNO-H5  A jump-in is a play made between turns, after the card's own effects: the players who
  hold an identical card (same colour and number/symbol; never a wild), all but the card's
  player, are asked in the order of play starting with the next player; the first who jumps in
  plays it as their own turn and play continues from them.  A Draw Two jumped in while stacking
  (H1) is open adds to the pending penalty, which moves on to the player after the jumper.
* UNO-H6  With a drawn playable card the only choice is to play it (colour, UNO call as usual).
* UNO-H8  A play that would leave no card is legal only with a number card.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any, Sequence

import numpy as np

from kit.cards import SUIT_OBJECTS, UNO_COLOURS, WILD, Card, ForeignCard, get_deck, uno108
from kit.deal import Deal, SeedLike, explicit_deal, make_rng, one_at_a_time, rest_of, shuffle
from kit.engine import (ActionBase, CHANCE, Event, IllegalMove, Step, check_dealer, check_level, check_players,
                        check_seat, check_whole, is_flag, is_whole, no_window, refusal)
from kit.engine.scratch import Scratch
from kit.engine.seats import HandsBySeat, SeatView, seat_view
from kit.engine.protocol import GameType

GAME_TYPE = GameType("uno", range(2, 11), windows=False, chance=True, prefix="uno")
"""UNO-1: 2 to 10 players. Turn-based; chance reshuffles the discards (UNO-2); a state is one hand. Its words:
:mod:`kit.i18n.uno` (keys ``uno.…``; card names are the common ``uno.<value>`` keys)."""
NAME, PREFIX, PLAYERS = GAME_TYPE.short_name, GAME_TYPE.prefix, GAME_TYPE.players
"""The registry name, the catalogue prefix and the player counts, as :data:`GAME_TYPE` says."""
MATCH_TARGET = 500
"""UNO-8: the first to 500 points wins the match (settable: :attr:`Rules.target`)."""
HAND_SIZE = 7
"""UNO-1: seven cards each."""

EVENTS = frozenset({
    "dealt", "first_card", "first_wild4_back", "first_reversed", "reshuffled", "played", "jumped_in",
    "colour_named", "uno_called", "caught", "not_caught", "drew", "drew_none", "drew_playable", "kept",
    "skipped", "reversed", "reverse_skips", "penalty", "stacked", "challenged", "challenge_won",
    "challenge_lost", "swapped", "hands_passed", "went_out", "final_draw", "blocked",
})
"""Every event kind :func:`apply` emits (narrated from ``uno.event.<kind>``)."""

RULE_OF_EVENT = {
    "dealt": "UNO-1", "first_card": "UNO-2", "first_wild4_back": "UNO-2", "first_reversed": "UNO-2",
    "played": "UNO-3", "drew": "UNO-4", "drew_playable": "UNO-4", "kept": "UNO-4", "skipped": "UNO-5",
    "reversed": "UNO-5", "reverse_skips": "UNO-5", "penalty": "UNO-5", "colour_named": "UNO-5",
    "uno_called": "UNO-6", "caught": "UNO-6", "not_caught": "UNO-6", "went_out": "UNO-7", "final_draw": "UNO-7",
    "reshuffled": "UNO-9", "drew_none": "UNO-9", "blocked": "UNO-9", "stacked": "UNO-H1", "challenged": "UNO-H3",
    "challenge_won": "UNO-H3", "challenge_lost": "UNO-H3", "swapped": "UNO-H4", "hands_passed": "UNO-H4",
    "jumped_in": "UNO-H5",
}
"""The rule each event kind illustrates (for the walkthrough's guide)."""

NUMBERS = tuple(str(v) for v in range(10))
ACTION_VALUES = ("skip", "reverse", "draw2")
POINTS = {**{v: int(v) for v in NUMBERS}, "skip": 20, "reverse": 20, "draw2": 20, "wild": 50, "wild4": 50}
"""UNO-8: points of a card left in a hand, by value."""

HOUSE_RULES = {
    "UNO-H1": "stack_draw_two", "UNO-H2": "stack_mixed", "UNO-H3": "challenge", "UNO-H4": "seven_zero",
    "UNO-H5": "jump_in", "UNO-H6": "must_play_drawn", "UNO-H7": "draw_until_playable", "UNO-H8": "number_to_go_out",
}
"""Each house rule's id and its switch in :class:`Rules`."""

DRAWS = {"draw2": 2, "wild4": 4}
"""UNO-5: the cards a Draw Two and a Wild Draw Four make the next player draw (summed when stacked, H1/H2)."""
CAUGHT_DRAW = 2
"""UNO-6: cards drawn by a player caught not calling UNO."""
GUILTY_DRAW = 4
"""UNO-H3: cards drawn by the player of an illegal Wild Draw Four."""
INNOCENT_EXTRA = 2
"""UNO-H3: a wrong challenge costs the penalty plus these (6 for a lone Wild Draw Four)."""
REPEATS = 3
"""UNO-9 (the kit's decision): the hand is blocked when the position at a reshuffle comes up
for this many times (it would go round in circles for ever)."""

# phases
PLAY, DRAWN, COLOUR, SWAP, PENALTY, CATCH, JUMP, RESHUFFLE, OVER = (
    "play", "drawn", "colour", "swap", "penalty", "catch", "jump", "reshuffle", "over")
FINISHED, BLOCKED = "finished", "blocked"


class Stage(StrEnum):
    """The steps of resolving a card played, in the order :func:`_resolve` takes them (the
    :attr:`State.stage` still to come); a decision (a colour, a swap, a catch, a jump-in) or a
    draw waiting for a reshuffle stops the resolution, and it goes on from that step."""

    NONE = ""
    """No play is being resolved."""
    FIRST = "first"
    """UNO-2: the first card turned is a Wild: its colour is named, then the first turn."""
    FIRST_SKIP = "first_skip"
    """UNO-2: the first card turned is a Draw Two: the first player draws 2 and is skipped."""
    COLOUR = "colour"
    """UNO-5: the colour of the card (a Wild's player names one)."""
    SWAP = "swap"
    """UNO-H4: a 7's player swaps hands, a 0 passes every hand on."""
    SWAP_DONE = "swap_done"
    """UNO-H4: the swap was chosen."""
    OUT = "out"
    """UNO-7: a player with no cards wins the hand (a final draw card is drawn first)."""
    EFFECTS = "effects"
    """UNO-5: skip, reverse or penalty; who plays next."""
    CATCH = "catch"
    """UNO-6: the others may catch a player who did not call UNO."""
    JUMP = "jump"
    """UNO-H5: the others may jump in with the identical card."""
    NEXT = "next"
    """The next turn begins."""


class Then(StrEnum):
    """What follows a draw once its cards are in the hand (:func:`_after_draw`); a draw that
    waits for a reshuffle keeps it in :attr:`State.drawing`."""

    FIRST = "first"
    """UNO-2: the first card's Wild Draw Four went back: turn the top card again."""
    FIRST_SKIP = "first_skip"
    """UNO-2: the first card's Draw Two drawn: the next player starts."""
    TURN_DRAW = "turn_draw"
    """UNO-4, H7: a turn's own draw: play the drawn card or keep it, or draw on."""
    PENALTY = "penalty"
    """UNO-5, H3: a penalty (or a lost challenge) drawn: the turn is lost."""
    GUILTY = "guilty"
    """UNO-H3: a guilty Wild Draw Four's player drew 4: the challenger plays on."""
    CAUGHT = "caught"
    """UNO-6: a caught player drew 2: the resolution goes on (jump-in)."""
    EFFECTS = "effects"
    """UNO-5: a penalty drawn at once: the resolution goes on (catch)."""
    FINAL = "final"
    """UNO-7: a final draw card drawn: the hand is over."""

(STAGE_NONE, STAGE_FIRST, STAGE_FIRST_SKIP, STAGE_COLOUR, STAGE_SWAP, STAGE_SWAP_DONE, STAGE_OUT, STAGE_EFFECTS,
 STAGE_CATCH, STAGE_JUMP, STAGE_NEXT) = Stage
(THEN_FIRST, THEN_FIRST_SKIP, THEN_TURN_DRAW, THEN_PENALTY, THEN_GUILTY, THEN_CAUGHT, THEN_EFFECTS, THEN_FINAL) = Then
"""The members of :class:`Stage` and :class:`Then` as module names, in their order: a member
looked up on its enum costs about ten times a name (a play takes a dozen steps)."""


@dataclass(frozen=True)
class Rules:
    """The options of a game of UNO, set when the game is set up.

    Attributes:
        target: points that win the match (UNO-8; 500).
        stack_draw_two: UNO-H1, a Draw Two may be stacked on a Draw Two.
        stack_mixed: UNO-H2, a Draw Two on a Wild Draw Four and vice versa.
        challenge: UNO-H3 (the official rule, on): a Wild Draw Four is legal only without a card
            of the colour in play, and may be challenged.  Off: always legal, no challenge.
        seven_zero: UNO-H4, a 7 swaps hands with a chosen player, a 0 passes every hand on.
        jump_in: UNO-H5, an identical card may be played out of turn.
        must_play_drawn: UNO-H6, a drawn playable card must be played.
        draw_until_playable: UNO-H7, draw until a playable card comes.
        number_to_go_out: UNO-H8, the last card must be a number card.

    Raises:
        ValueError: a target that is not a positive whole number, or a switch that is not a bool.
    """

    target: int = MATCH_TARGET
    stack_draw_two: bool = False
    stack_mixed: bool = False
    challenge: bool = True
    seven_zero: bool = False
    jump_in: bool = False
    must_play_drawn: bool = False
    draw_until_playable: bool = False
    number_to_go_out: bool = False

    def __post_init__(self) -> None:
        check_whole(self.target, "the target score", low=1, rule="UNO-8")
        for name in HOUSE_RULES.values():
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"Rules.{name} is a switch: True or False, got {getattr(self, name)!r}")

    @property
    def stacking(self) -> bool:
        """Whether any stacking house rule is on (H1 or H2)."""
        return self.stack_draw_two or self.stack_mixed

    def house_rules(self) -> tuple[str, ...]:
        """The ids of the house rules that differ from the official game (``"UNO-H1"``, …)."""
        official = Rules()
        return tuple(rule for rule, name in HOUSE_RULES.items() if getattr(self, name) != getattr(official, name))

    @classmethod
    def with_house_rules(cls, *ids: str, target: int = MATCH_TARGET) -> "Rules":
        """The official rules with the house rules ``ids`` switched (``"UNO-H3"`` switches the
        challenge off).

        Raises:
            ValueError: an unknown id (the message lists them).
        """
        options: dict[str, Any] = {}
        for rule in ids:
            if rule not in HOUSE_RULES:
                raise ValueError(f"no house rule {rule!r}; the house rules are {list(HOUSE_RULES)}")
            options[HOUSE_RULES[rule]] = not getattr(cls(), HOUSE_RULES[rule])
        return cls(target=target, **options)


CONFORMANCE_RULES = (
    Rules(stack_draw_two=True, stack_mixed=True), Rules(challenge=False, seven_zero=True),
    Rules(jump_in=True, number_to_go_out=True), Rules(must_play_drawn=True, draw_until_playable=True),
    Rules(stack_draw_two=True, stack_mixed=True, challenge=True, seven_zero=True, jump_in=True,
          must_play_drawn=True, draw_until_playable=True, number_to_go_out=True),
)
"""House-rule combinations the conformance check plays besides the official rules."""

CONFORMANCE_BUDGET = {"games": 3, "max_actions": 400, "variant_games": 1, "variant_max_actions": 250,
                      "variant_players": (2, 5, 10)}
"""How much the generic conformance check (``tests/test_conformance.py``) plays of UNO: checking
every step costs about 2 ms here (up to ~30 legal actions probed, 108 cards compared), so 3
games per player count of at most 400 actions, and each variant of :data:`CONFORMANCE_RULES`
with 2, 5 and 10 players (``tests/test_uno.py`` runs the check over more house-rule combinations)."""


# --- actions ------------------------------------------------------------------------------
class Play(ActionBase):
    """Play ``card`` from the hand (UNO-3); ``uno=True`` calls "UNO" with the next-to-last card
    (UNO-6).  Also how a penalty is stacked (H1/H2) and a drawn card played (UNO-4)."""

    card: Card
    uno: bool = False


class Draw(ActionBase):
    """Draw instead of playing (UNO-3, UNO-4; H7 draws until a playable card comes)."""


class Keep(ActionBase):
    """Keep the playable card just drawn; the turn passes (UNO-4)."""


class Choose(ActionBase):
    """Name the colour after a wild (UNO-5, UNO-2): one of ``"red" "yellow" "green" "blue"``."""

    colour: str


class SwapWith(ActionBase):
    """After a 7, swap hands with ``seat`` (UNO-H4)."""

    seat: int


class Accept(ActionBase):
    """Draw the penalty pending (a Draw Two / Wild Draw Four, or a stack of them) and lose the turn."""


class Challenge(ActionBase):
    """Challenge the Wild Draw Four just played (UNO-H3)."""


class Catch(ActionBase):
    """Catch the player who did not call UNO: they draw 2 (UNO-6)."""


class JumpIn(ActionBase):
    """Play ``card``, identical to the top card, out of turn (UNO-H5); ``uno`` as in :class:`Play`."""

    card: Card
    uno: bool = False


class Decline(ActionBase):
    """Not catching (UNO-6) or not jumping in (UNO-H5) when asked."""


class Reshuffle(ActionBase):
    """Chance: the cards to shuffle into the new stock, as a permutation of them (``order[i]`` is
    the index of the card that goes ``i``-th from the top).  UNO-9, and UNO-2 for a first Wild
    Draw Four."""

    order: tuple[int, ...]


DRAW, KEEP, ACCEPT, CHALLENGE, CATCH_, DECLINE = Draw(), Keep(), Accept(), Challenge(), Catch(), Decline()
"""The actions without fields, made once (``CATCH_``: ``CATCH`` names the phase)."""
_CHOICES = tuple(Choose(c) for c in UNO_COLOURS)
"""The colours one may name (UNO-5), as actions."""

Action = Play | Draw | Keep | Choose | SwapWith | Accept | Challenge | Catch | JumpIn | Decline | Reshuffle


# --- state --------------------------------------------------------------------------------
@dataclass(frozen=True)
class State(HandsBySeat):
    """A position of a hand of UNO.  Build it with :func:`new_game`; change it with :func:`apply`.

    Attributes:
        rules: the options.
        hands: the cards of each seat (C-1 numbering), in the order received.
        stock: the face-down stock, bottom first (its top card is the last).
        discard: the discard pile, bottom first (its top card is the last).
        colour: the colour in play (after a wild, the colour named); ``None`` while a wild's
            colour is still to be named.
        dealer: the dealer's seat (UNO-1).
        turn: the seat that must act now (or whose draw waits for a reshuffle).
        direction: +1 clockwise, -1 anticlockwise (UNO-5 Reverse).
        phase: what ``turn`` must decide: ``"play"``, ``"drawn"`` (play the drawn card or keep it),
            ``"colour"``, ``"swap"``, ``"penalty"`` (accept, challenge or stack), ``"catch"``,
            ``"jump"``, ``"reshuffle"`` (chance), ``"over"``.
        pending: cards of the penalty waiting for ``turn`` (Draw Two / Wild Draw Four, stacked).
        challengeable: the penalty's top card is a Wild Draw Four that may be challenged (H3).
        guilty: that Wild Draw Four was played while its player held the colour in play (H3).
        wild4_by: the seat that played it.
        played: the card being played (its effects still running), with ``player`` its player.
        player: the seat whose play is being resolved.
        stage: the next step of that play's resolution (see :func:`_resolve`).
        after: the seat whose turn begins once the play is resolved; ``after_pending`` its penalty.
        forgot: the seat that did not call UNO and may still be caught, or ``None``.
        asked: seats still to be asked (catch or jump-in), in order, after ``turn``.
        drawing: a draw waiting for a reshuffle: (seat, cards still to draw, what follows).
        drawn: cards drawn so far in this turn's own draw (UNO-4, H7; penalties do not count).
        idle: turns in a row that ended with no card played or drawn (UNO-9 blocked hand).
        turns: turns begun so far in this hand (the first player's first turn is 1; a skipped
            player's turn is not counted): the length of a hand in the lessons.
        status: ``"playing"``, ``"finished"`` or ``"blocked"``.
        winner: the seat that went out (UNO-7).
        opening: the events of the deal and the first card (see :func:`opening`).
        seen: a short fingerprint of the position at each reshuffle of the discard pile so far,
            in order (UNO-9: the third time one comes up, the hand is blocked).
    """

    rules: Rules
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    discard: tuple[Card, ...]
    colour: str | None
    dealer: int
    turn: int
    direction: int = 1
    phase: str = PLAY
    pending: int = 0
    challengeable: bool = False
    guilty: bool = False
    wild4_by: int | None = None
    played: Card | None = None
    player: int | None = None
    stage: Stage = STAGE_NONE
    after: int | None = None
    after_pending: int = 0
    forgot: int | None = None
    asked: tuple[int, ...] = ()
    drawing: tuple[int, int, Then] | None = None
    drawn: int = 0
    idle: int = 0
    turns: int = 0
    status: str = "playing"
    winner: int | None = None
    seen: tuple[str, ...] = ()
    opening: tuple[Event, ...] = field(default=(), compare=False, repr=False)

    @property
    def top(self) -> Card:
        """The top card of the discard pile."""
        return self.discard[-1]

    def next_seat(self, seat: int, steps: int = 1) -> int:
        """The seat ``steps`` places after ``seat`` in the direction of play."""
        return (seat + self.direction * steps) % len(self.hands)


@dataclass(frozen=True)
class View(SeatView):
    """What one seat may know (UNO-1): its own hand, the others' counts, the face-up discard pile.

    Attributes:
        seat: whose view.
        rules: the options (public).
        hand: this seat's cards.
        counts: cards held by each seat.
        discard: the discard pile, bottom first (every card in it was seen face up).
        stock: cards in the stock (a count).
        colour, turn, direction, phase, pending, challengeable, dealer, status, winner: as in
            :class:`State`.
        forgot: the seat that may be caught not having called UNO (everyone heard it).

    In phase ``"drawn"`` the card just drawn is the last of :attr:`hand`.
    """

    discard: tuple[Card, ...]
    stock: int
    colour: str | None
    turn: int
    direction: int
    phase: str
    pending: int
    challengeable: bool
    dealer: int
    forgot: int | None
    status: str
    winner: int | None

    @property
    def top(self) -> Card:
        """The top card of the discard pile."""
        return self.discard[-1]


# --- small rule functions ------------------------------------------------------------------
def is_wild(card: Card) -> bool:
    """A Wild or a Wild Draw Four."""
    return card.suit == WILD


def points(cards: Sequence[Card]) -> int:
    """UNO-8: the points of ``cards`` (numbers at face value, actions 20, wilds 50).

    Raises:
        ValueError: a card is not an UNO card (a :class:`~kit.cards.ForeignCard` for a card of
            another deck; UNO-1: uno108 only; the 5 of coppe is refused, not counted 5).
    """
    try:
        return sum(_POINTS_OF[c] for c in cards)
    except (KeyError, TypeError):
        raise _foreign(cards) from None


_POINTS_OF: dict[Card, int] = {c: POINTS[c.rank] for c in uno108.cards}
"""UNO-8: the points of each card of uno108 (a card of another deck is not there, UNO-1)."""


def _foreign(cards: object) -> ValueError:
    """UNO-1: why ``cards`` are not all UNO cards: a :class:`~kit.cards.ForeignCard` for the first
    card of another deck, naming its deck (a plain ``ValueError`` for what is no card)."""
    items = list(cards) if isinstance(cards, (list, tuple)) else [cards]
    for card in items:
        if not isinstance(card, Card):
            return ValueError(f"UNO's cards are Cards of uno108 (e.g. uno108.parse('R5')), got {card!r}")
        if card not in uno108:
            return ForeignCard.played_with(card, "UNO", "uno108", "UNO-1",
                                           "the coloured 0..9, Skip, Reverse, Draw Two and the wilds")
    return ValueError(f"UNO's cards are Cards of uno108 (e.g. uno108.parse_many('R5 W+4')), got {cards!r}")


def matches(card: Card, top: Card, colour: str | None) -> bool:
    """UNO-3: ``card`` may be played on ``top`` with ``colour`` in play: a wild always; else the
    same colour as the colour in play, or the same number or symbol as ``top``.

    Raises:
        ValueError: ``card`` or ``top`` is not an UNO card (a :class:`~kit.cards.ForeignCard` for a card of
            another deck; UNO-1: a French 5 does not match a red 5).
    """
    if card not in uno108 or top not in uno108:
        raise _foreign((card, top))
    return card.suit == WILD or card.suit == colour or (top.suit != WILD and card.rank == top.rank)


def holds_colour(hand: Sequence[Card], colour: str | None, besides: Card | None = None) -> bool:
    """UNO-H3: ``hand`` (without one ``besides`` card) holds a card of ``colour`` (wilds do not count)."""
    rest = list(hand)
    if besides is not None:
        rest.remove(besides)
    return any(c.suit == colour for c in rest)


def _last_card_ok(rules: Rules, hand: Sequence[Card], card: Card) -> bool:
    """UNO-H8: going out is allowed only with a number card."""
    return not (rules.number_to_go_out and len(hand) == 1 and card.rank not in NUMBERS)


_WILD_SUIT = SUIT_OBJECTS[WILD]


def playable(state: State, seat: int) -> tuple[Card, ...]:
    """The distinct cards of ``seat``'s hand it may play in a normal turn (UNO-3, H8), in hand order."""
    hand, colour, top = state.hands[seat], state.colour, state.discard[-1]
    # matches() written out: this runs at every turn; one Suit/Rank object each: `is` is `==`, faster
    wild, colour = _WILD_SUIT, SUIT_OBJECTS.get(colour)
    rank = None if top.suit is wild else top.rank
    out: list[Card] = []
    for card in hand:
        if (card.suit is wild or card.suit is colour or card.rank is rank) and card not in out:
            out.append(card)
    if state.rules.number_to_go_out and len(hand) == 1:
        return tuple(card for card in out if _last_card_ok(state.rules, hand, card))
    return tuple(out)


def stacking_allowed(rules: Rules, top: Card) -> bool:
    """UNO-H1/H2: whether the rules let a penalty card be stacked on ``top`` at all (a Draw Two
    on a Draw Two with H1 or H2, a Draw Two or a Wild Draw Four on a Draw Two with H2, a Draw
    Two of the named colour on a Wild Draw Four with H2 only), whatever the hand holds."""
    if top.rank == "draw2":
        return rules.stack_draw_two or rules.stack_mixed
    return top.rank == "wild4" and rules.stack_mixed


def _stackable(rules: Rules, top: Card, colour: str | None, hand: Sequence[Card]) -> tuple[Card, ...]:
    """The distinct cards of ``hand`` that may be stacked on the penalty of ``top`` (H1/H2)."""
    out: list[Card] = []
    for card in hand:
        if card in out or not _last_card_ok(rules, hand, card):
            continue
        if top.rank == "draw2" and ((card.rank == "draw2" and rules.stack_draw_two)
                                    or (card.rank == "wild4" and rules.stack_mixed)):
            out.append(card)
        elif top.rank == "wild4" and rules.stack_mixed and card.rank == "draw2" and card.suit == colour:
            out.append(card)
    return tuple(out)


def _plays(hand: Sequence[Card], cards: Sequence[Card], kind: type = Play) -> tuple:
    """Actions playing each of ``cards``: with two cards in hand, with and without calling UNO."""
    if len(hand) == 2:
        return tuple(_action(kind, c, u) for c in cards for u in (False, True))
    return tuple(_action(kind, c, False) for c in cards)


_ACTIONS: dict[tuple, Any] = {}
"""Every play listed so far, by (kind, card, call): :func:`legal_actions` lists the same few
hundred actions again and again, so each is made once."""


def _action(kind: type, card: Card, uno: bool) -> Any:
    """The one ``kind(card, uno)`` action (see :data:`_ACTIONS`)."""
    key = (kind, card, uno)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = kind(card, uno)
    return action


# --- the protocol --------------------------------------------------------------------------
def deal_layout(hands: Sequence[str | Sequence[Card | str]], first: str | Card,
                stock: str | Sequence[Card | str] = "") -> Deal:
    """An explicit deal for tests and examples (C-3): ``hands`` by seat, the ``first`` card
    turned, and the ``stock``'s top cards (top first); every other card of the 108 goes under
    them in deck order.

    Raises:
        ValueError: a code that cannot be read, or more copies of a card than the deck holds.
    """
    on_top = list(uno108.parse_many(stock)) if isinstance(stock, str) else list(stock)
    named = explicit_deal(uno108, list(hands), stock=(), table=[first] + on_top, complete=False)
    rest = rest_of(uno108, [c for h in named.hands for c in h] + list(named.table))
    return Deal(uno108, named.hands, named.table[1:] + rest, named.table[:1])


def new_game(rules: Rules = Rules(), players: int = 4, *, rng: SeedLike | None = None, deal: Deal | None = None,
             dealer: int | None = None) -> State:
    """A new hand: shuffled and dealt from a seed (UNO-1), or from an explicit deal (C-3, see
    :func:`deal_layout`); then the first card is turned (UNO-2).

    Args:
        rules: the options.
        players: 2..10 (with ``deal``, the number of hands decides).
        rng: a seed or Generator for the shuffle.
        deal: a :class:`kit.deal.Deal` of ``uno108``: hands by seat, ``table`` = the first card
            to turn, ``stock`` top first; hands may hold any number of cards.
        dealer: the dealer's seat (default the last seat, so seat 0 starts, C-1), or
            :data:`~kit.engine.RANDOM_DEALER` to draw it from ``rng`` first.

    Raises:
        ValueError: players outside 2..10, both or neither of ``rng``/``deal``, a dealer that is
            not a seat, a deal that is not the 108 cards with one first card.
    """
    if (rng is None) == (deal is None):
        raise ValueError("give either rng (a seed) or deal (an explicit deal), not both or neither")
    n = check_players(players if deal is None else len(deal.hands), PLAYERS, "UNO", "UNO-1")
    gen = make_rng(rng) if deal is None else None
    dealer = check_dealer(dealer, n, gen)
    left = (dealer + 1) % n
    if deal is None:
        pack = shuffle(uno108, gen)
        hands = one_at_a_time(pack, [(left + k) % n for k in range(n)], n, HAND_SIZE)  # from the dealer's left (UNO-1)
        first, stock_top_first = pack[HAND_SIZE * n], pack[HAND_SIZE * n + 1:]
    else:
        if deal.deck != uno108 or len(deal.table) != 1:
            raise ValueError("an UNO deal is a Deal of uno108 with the first card as its one table card (deal_layout)")
        if Counter(deal.all_cards()) != Counter(uno108.cards):
            raise ValueError("an UNO deal uses the 108 cards exactly (UNO-1, UNO-9)")
        hands = [list(h) for h in deal.hands]
        if not all(hands):
            empty = [seat for seat, hand in enumerate(hands) if not hand]
            raise ValueError(f"every hand needs at least one card (a player with none would have won, UNO-7); "
                             f"empty: seats {empty}")
        first, stock_top_first = deal.table[0], deal.stock
    state = State(rules, tuple(tuple(h) for h in hands), tuple(reversed(stock_top_first)), (first,), None,
                  dealer, left)
    events = [Event.make("dealt", dealer, game=PREFIX, amount=len(hands[left]))]
    step = _turn_first(state, events)
    return replace(step.state, opening=step.events)


def opening(state: State) -> tuple[Event, ...]:
    """How the hand began, as events: the deal and the first card with its effects (UNO-1, UNO-2;
    up to the first chance or player action).  :func:`new_game` returns only a state, so an app
    or a walkthrough narrates these first."""
    return state.opening


def _turn_first(state: State, events: list[Event]) -> Step[State]:
    """UNO-2: act on the first card turned (``state.discard`` holds only it)."""
    first = state.top
    w = _Work(state, events)
    w.ev("first_card", None, cards=(first,))
    f = w.turn
    if first.rank == "wild4":
        w.ev("first_wild4_back", None, cards=(first,))
        w.phase = RESHUFFLE
        w.drawing = (f, 0, THEN_FIRST)
        return w.step()
    if first.rank == "wild":
        w.phase, w.stage, w.player = COLOUR, STAGE_FIRST, f
        return w.step()
    w.colour = first.suit
    if first.rank == "draw2":
        w.player, w.stage = None, STAGE_FIRST_SKIP
        w.ev("penalty", f, amount=2)
        if not w.draw(f, 2, THEN_FIRST_SKIP):
            return w.step()
        _after_draw(w, THEN_FIRST_SKIP)
        return w.step()
    if first.rank == "skip":
        w.ev("skipped", f)
        w.start_turn(w.next(f))
    elif first.rank == "reverse":
        w.direction = -1
        w.ev("first_reversed", state.dealer, direction=w.direction_word())
        w.start_turn(state.dealer)
    else:
        w.start_turn(f)
    return w.step()


_ONE_SEAT = tuple(frozenset({seat}) for seat in range(max(PLAYERS)))
_CHANCE_ONLY, _NOBODY = frozenset({CHANCE}), frozenset()
"""The answers of :func:`to_act`, made once."""


def to_act(state: State) -> frozenset[int]:
    """The seat that must act now, ``{CHANCE}`` at a reshuffle, nobody once the hand is over."""
    if state.status != "playing":
        return _NOBODY
    if state.phase == RESHUFFLE:
        return _CHANCE_ONLY
    return _ONE_SEAT[state.turn]


def legal_actions(state: State, seat: int) -> tuple:
    """The actions ``seat`` may take now, in a fixed order (empty when it is not to act).

    Raises:
        IndexError: ``seat`` is not a seat of this game.
    """
    seat = check_seat(state.players, seat)
    if state.status != "playing" or seat != state.turn or state.phase == RESHUFFLE:
        return ()
    rules, hand, phase = state.rules, state.hands[seat], state.phase
    if phase == PLAY:
        return _plays(hand, playable(state, seat)) + (DRAW,)
    if phase == DRAWN:
        card = hand[-1]
        return _plays(hand, (card,)) + (() if rules.must_play_drawn else (KEEP,))
    if phase == COLOUR:
        return _CHOICES
    if phase == SWAP:
        return tuple(SwapWith(s) for s in range(state.players) if s != seat)
    if phase == PENALTY:
        return ((ACCEPT,) + ((CHALLENGE,) if state.challengeable else ())
                + _plays(hand, _stackable(rules, state.top, state.colour, hand)))
    if phase == CATCH:
        return (CATCH_, DECLINE)
    if phase == JUMP:
        card = state.top
        return _plays(hand, (card,), JumpIn) + (DECLINE,)
    return ()


def is_terminal(state: State) -> bool:
    """The hand is over: someone went out (UNO-7) or it is blocked (UNO-9)."""
    return state.status != "playing"


def hand_ended(state: State) -> bool:
    """The hand is over (a state is one hand: :func:`is_terminal`)."""
    return is_terminal(state)


def returns(state: State) -> tuple[int, ...]:
    """UNO-8: the winner scores the points left in every other hand; everyone else 0 (and
    everyone 0 before the end and in a blocked hand)."""
    if state.status != FINISHED:
        return (0,) * state.players
    total = sum(points(h) for s, h in enumerate(state.hands) if s != state.winner)
    return tuple(total if s == state.winner else 0 for s in range(state.players))


def view(state: State, seat: int) -> View:
    """What ``seat`` may know (UNO-1, :class:`View`): its hand, the others' counts, the face-up
    discard pile, the size of the stock and what everyone saw and heard.

    Raises:
        IndexError: ``seat`` is not a seat of this game.
    """
    seat = check_seat(state.players, seat)
    return seat_view(View, state, seat, {
        "discard": state.discard, "stock": len(state.stock), "colour": state.colour, "turn": state.turn,
        "direction": state.direction, "phase": state.phase, "pending": state.pending,
        "challengeable": state.challengeable, "dealer": state.dealer, "forgot": state.forgot, "status": state.status,
        "winner": state.winner})


def cards(state: State) -> tuple[Card, ...]:
    """Every card: hands, stock and discard pile (108 at every moment, UNO-9)."""
    return tuple(c for h in state.hands for c in h) + state.stock + state.discard


def hidden_cards(state: State, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` must not see, as a multiset (the deck holds copies): the other hands
    and the stock."""
    return tuple(c for s, h in enumerate(state.hands) if s != seat for c in h) + state.stock


def chance_action(state: State, rng: np.random.Generator) -> Reshuffle:
    """The reshuffle at a ``{CHANCE}`` node: a uniform permutation of the cards going into the stock.

    Raises:
        IllegalMove: no reshuffle is due.
    """
    if state.phase != RESHUFFLE:
        raise IllegalMove("no reshuffle is due now")
    return Reshuffle(tuple(int(i) for i in rng.permutation(len(_to_reshuffle(state)))))


join = no_window
"""UNO is turn-based: one seat decides at a time (catching and jumping in are asked in turn)."""


def is_legal(state: State, action: Any) -> bool:
    """Whether ``action`` is one of ``legal_actions(state, state.turn)``, of the very types
    listed, decided without listing them (``apply`` asks this at every action).

    The types are exact: ``SwapWith(1.0)`` or ``SwapWith(True)`` equal ``SwapWith(1)`` and
    ``Play(card, uno=1)`` equals the call, but a seat is a whole number, a call is True or
    False, a card a :class:`~kit.cards.Card` and a colour a ``str``.  Outside a player's decision
    (a reshuffle, the hand over) nothing is legal.
    """
    if state.status != "playing" or state.phase == RESHUFFLE:
        return False
    kind, phase, hand = type(action), state.phase, state.hands[state.turn]
    if phase == PLAY:
        if kind is Draw:
            return True
        card = action.card if kind is Play else None
        return (type(card) is Card and matches(card, state.discard[-1], state.colour) and _call_ok(action.uno, hand)
                and card in hand and _last_card_ok(state.rules, hand, card))
    if phase == DRAWN:
        if kind is Keep:
            return not state.rules.must_play_drawn
        return kind is Play and type(action.card) is Card and action.card == hand[-1] and _call_ok(action.uno, hand)
    if phase == COLOUR:
        return kind is Choose and type(action.colour) is str and action.colour in UNO_COLOURS
    if phase == SWAP:
        other = action.seat if kind is SwapWith else None
        return is_whole(other) and 0 <= other < len(state.hands) and other != state.turn
    if phase == PENALTY:
        if kind is Accept:
            return True
        if kind is Challenge:
            return state.challengeable
        return (kind is Play and type(action.card) is Card and _call_ok(action.uno, hand)
                and action.card in _stackable(state.rules, state.discard[-1], state.colour, hand))
    if phase == CATCH:
        return kind is Catch or kind is Decline
    if phase == JUMP:
        if kind is Decline:
            return True
        return (kind is JumpIn and type(action.card) is Card and action.card == state.discard[-1]
                and _call_ok(action.uno, hand))
    return False


def _call_ok(uno: Any, hand: Sequence[Card]) -> bool:
    """UNO-6: ``uno`` is True or False, and True only with two cards in hand (as :func:`_plays` lists)."""
    return is_flag(uno) and (not uno or len(hand) == 2)


def _to_reshuffle(state: State) -> tuple[Card, ...]:
    """The cards a reshuffle puts into the stock: the stock itself at the first card's Wild Draw
    Four (UNO-2, with the card back in it), else the discard pile but its top card (UNO-9)."""
    if state.drawing is not None and state.drawing[2] == THEN_FIRST:
        return state.stock + state.discard
    return state.discard[:-1]


# --- applying an action --------------------------------------------------------------------
def apply(state: State, action: Action) -> Step[State]:
    """Apply one action; return the new state and its events.

    Raises:
        IllegalMove: the hand is over, or the action is not one of the legal actions now (the
            message says why and lists what is allowed); nothing changes.
    """
    if state.status != "playing":
        raise IllegalMove(f"the hand is over ({state.status}); no more actions")
    if state.phase == RESHUFFLE:
        if not isinstance(action, Reshuffle):
            raise IllegalMove(f"chance must reshuffle the stock now (Reshuffle), not {action!r}")
        return _reshuffle(state, action)
    try:
        ok = is_legal(state, action)
    except Exception:  # noqa: BLE001 - an object that cannot even be compared is not an action
        ok = False
    if not ok:
        raise refusal(action, Action, state.turn, legal_actions(state, state.turn), lambda: _PHASE_ASKS[state.phase])
    w = _Work(state)
    seat = state.turn
    phase = state.phase
    if isinstance(action, (Play, JumpIn)):
        if isinstance(action, JumpIn):
            w.ev("jumped_in", seat, cards=(action.card,))
            w.pending = w.after_pending  # the jumper takes over any stack that was waiting
        elif phase == PENALTY:
            w.ev("stacked", seat, cards=(action.card,), amount=w.pending + DRAWS[action.card.rank])
        else:
            w.ev("played", seat, cards=(action.card,))
        w.idle = 0
        w.play(seat, action.card, action.uno)
    elif isinstance(action, Draw):
        w.player, w.drawn = seat, 0
        if not w.draw(seat, 1, THEN_TURN_DRAW):
            return w.step()
        _after_draw(w, THEN_TURN_DRAW)
    elif isinstance(action, Keep):
        w.ev("kept", seat)
        w.end_turn(seat)
    elif isinstance(action, Choose):
        w.colour = action.colour
        w.ev("colour_named", seat, colour=f"uno.colour.{action.colour}")
        if w.stage == STAGE_FIRST:
            w.stage = STAGE_NONE
            w.start_turn(seat)
        else:
            w.stage = STAGE_SWAP
            _resolve(w)
    elif isinstance(action, SwapWith):
        other = int(action.seat)  # a numpy whole number is a seat too; the events carry an int
        w.hands[seat], w.hands[other] = w.hands[other], w.hands[seat]
        w.ev("swapped", seat, others=(other,))
        w.stage = STAGE_OUT
        _resolve(w)
    elif isinstance(action, Accept):
        amount, w.pending, w.challengeable = w.pending, 0, False
        w.ev("penalty", seat, amount=amount)
        w.player = seat
        if w.draw(seat, amount, THEN_PENALTY):
            _after_draw(w, THEN_PENALTY)
    elif isinstance(action, Challenge):
        by = w.wild4_by
        w.ev("challenged", seat, others=(by,))
        w.challengeable = False
        if w.guilty:
            w.ev("challenge_won", by, others=(seat,), amount=GUILTY_DRAW)
            w.pending -= 4
            w.player = seat
            if w.draw(by, GUILTY_DRAW, THEN_GUILTY):
                _after_draw(w, THEN_GUILTY)
        else:
            amount, w.pending = w.pending + INNOCENT_EXTRA, 0
            w.ev("challenge_lost", seat, others=(by,), amount=amount)
            w.player = seat
            if w.draw(seat, amount, THEN_PENALTY):
                _after_draw(w, THEN_PENALTY)
    elif isinstance(action, Catch):
        forgot = w.forgot
        w.ev("caught", seat, others=(forgot,), amount=CAUGHT_DRAW)
        w.forgot, w.asked = None, ()
        if w.draw(forgot, CAUGHT_DRAW, THEN_CAUGHT):
            _after_draw(w, THEN_CAUGHT)
    elif isinstance(action, Decline):
        if w.asked:
            w.turn, w.asked = w.asked[0], w.asked[1:]
        elif phase == CATCH:
            w.ev("not_caught", w.forgot)
            w.forgot = None
            w.stage = STAGE_JUMP
            _resolve(w)
        else:
            w.stage = STAGE_NEXT
            _resolve(w)
    return w.step()


_PHASE_ASKS = {PLAY: "a card of the colour in play or of the top card's number or symbol, or a draw (UNO-3)",
               DRAWN: "the card just drawn played or kept (UNO-4)", COLOUR: "a colour named (UNO-5)",
               SWAP: "a player to swap hands with (UNO-H4)",
               PENALTY: "the penalty accepted, challenged (UNO-H3) or stacked on (UNO-H1, UNO-H2)",
               CATCH: "the player who did not call UNO caught, or not (UNO-6)",
               JUMP: "a jump-in with the identical card, or not (UNO-H5)"}
"""What each decision asks for, as a refusal says it."""


def _reshuffle(state: State, action: Reshuffle) -> Step[State]:
    """Chance: put the cards back in the stock in ``action.order`` and go on with the draw."""
    cards_in = _to_reshuffle(state)
    order = action.order
    if (not isinstance(order, tuple) or len(order) != len(cards_in) or not all(map(is_whole, order))
            or sorted(order) != list(range(len(cards_in)))):
        raise IllegalMove(f"a reshuffle is a permutation of 0..{len(cards_in) - 1} "
                          f"({len(cards_in)} cards), got {order!r}")
    w = _Work(state)
    seat, left, then = state.drawing
    w.drawing = None
    top_first = [cards_in[i] for i in order]
    w.stock = tuple(reversed(top_first))
    if then == THEN_FIRST:  # UNO-2: narrated by first_wild4_back (the stock did not run out)
        w.discard, w.stock = w.stock[-1:], w.stock[:-1]
        return _turn_first(w.freeze(), w.events)
    w.ev("reshuffled", None, amount=len(top_first))
    w.discard = w.discard[-1:]
    if left and not w.draw(seat, left, then):
        return w.step()
    _after_draw(w, then)
    return w.step()


def _after_draw(w: "_Work", then: Then) -> None:
    """What follows a draw once its cards are in the hand (the ``then`` of :meth:`_Work.draw`)."""
    if then == THEN_FIRST_SKIP:
        w.start_turn(w.next(w.turn))
    elif then == THEN_TURN_DRAW:
        seat = w.player
        while True:
            got, hand = w.drawn, w.hands[seat]
            if got and matches(hand[-1], w.discard[-1], w.colour) and _last_card_ok(w.rules, hand, hand[-1]):
                w.ev("drew_playable", seat, amount=got)
                w.turn, w.phase = seat, DRAWN
                return
            if got and w.rules.draw_until_playable and (w.stock or len(w.discard) > 1):  # H7
                if not w.draw(seat, 1, THEN_TURN_DRAW):
                    return
                continue
            if got:
                w.ev("drew", seat, amount=got)
            else:
                w.ev("drew_none", seat)
            w.end_turn(seat, idle=not got)
            return
    elif then == THEN_PENALTY:  # the penalty (or a lost challenge) drawn: the turn is lost
        w.end_turn(w.player)
    elif then == THEN_GUILTY:  # the challenger plays on, facing whatever was stacked under the 4
        seat = w.player
        w.turn = seat
        if w.pending:
            w.phase = PENALTY
        else:
            w.phase = PLAY
    elif then == THEN_CAUGHT:
        w.stage = STAGE_JUMP
        _resolve(w)
    elif then == THEN_EFFECTS:
        w.stage = STAGE_CATCH
        _resolve(w)
    elif then == THEN_FINAL:
        w.finish()


def _resolve(w: "_Work") -> None:
    """Go on resolving the play of ``w.played`` by ``w.player`` from ``w.stage`` until a decision
    or the next turn: colour → swap (H4) → out (UNO-7) → effects (UNO-5) → catch (UNO-6) →
    jump (H5) → next."""
    rules, p, card = w.rules, w.player, w.played
    if w.stage == STAGE_COLOUR:
        wild = card.suit == WILD
        if wild and w.hands[p]:  # a final wild needs no colour (UNO-7)
            w.turn, w.phase, w.colour = p, COLOUR, None
            return
        if not wild:
            w.colour = card.suit
        w.stage = STAGE_SWAP
    if w.stage == STAGE_SWAP:
        w.stage = STAGE_OUT
        if rules.seven_zero and w.hands[p]:
            if card.rank == "7":
                w.turn, w.phase, w.stage = p, SWAP, STAGE_SWAP_DONE
                return
            if card.rank == "0":
                n = len(w.hands)
                w.hands = [w.hands[(s - w.direction) % n] for s in range(n)]
                w.ev("hands_passed", p, direction=w.direction_word())
    if w.stage == STAGE_SWAP_DONE:
        w.stage = STAGE_OUT
    if w.stage == STAGE_OUT:
        if not w.hands[p]:
            w.ev("went_out", p, cards=(card,))
            if card.rank in ("draw2", "wild4"):  # UNO-7: a final draw card is still drawn
                amount = w.pending + DRAWS[card.rank]
                victim = w.next(p)
                w.pending = 0
                w.ev("final_draw", victim, cards=(card,), amount=amount)
                if w.draw(victim, amount, THEN_FINAL):
                    w.finish()
                return
            w.finish()
            return
        w.stage = STAGE_EFFECTS
    if w.stage == STAGE_EFFECTS:
        w.stage = STAGE_CATCH
        if not _effects(w, p, card):
            return  # a draw waits for a reshuffle; the resolution goes on from STAGE_CATCH after it
    if w.stage == STAGE_CATCH:
        w.stage = STAGE_JUMP
        if w.forgot is not None and len(w.hands[w.forgot]) == 1:
            order = [w.next(p, k) for k in range(1, len(w.hands))]
            askers = [s for s in order if s != w.forgot]
            if askers:
                w.turn, w.asked, w.phase = askers[0], tuple(askers[1:]), CATCH
                return
        w.forgot = None
    if w.stage == STAGE_JUMP:
        w.stage = STAGE_NEXT
        if rules.jump_in and not is_wild(card):
            order = [w.next(p, k) for k in range(1, len(w.hands))]
            askers = [s for s in order if card in w.hands[s] and _last_card_ok(rules, w.hands[s], card)]
            if askers:
                w.turn, w.asked, w.phase = askers[0], tuple(askers[1:]), JUMP
                return
    if w.stage == STAGE_NEXT:
        w.stage, w.played, w.player = STAGE_NONE, None, None
        pending, w.after_pending = w.after_pending, 0
        w.start_turn(w.after, pending)


def _effects(w: "_Work", p: int, card: Card) -> bool:
    """UNO-5: set who plays next (``w.after``) and any penalty; return ``False`` when a draw
    waits for a reshuffle (the resolution goes on from :attr:`STAGE_CATCH` afterwards)."""
    rules, n = w.rules, len(w.hands)
    victim = w.next(p)
    w.after_pending = 0
    rank = card.rank
    if rank == "skip":
        w.ev("skipped", victim)
        w.after = w.next(p, 2)
    elif rank == "reverse":
        w.direction = -w.direction
        if n == 2:
            w.ev("reverse_skips", victim)
            w.after = p
        else:
            w.ev("reversed", p)
            w.after = w.next(p)
    elif rank in ("draw2", "wild4"):
        amount = w.pending + DRAWS[rank]
        w.pending = 0
        w.challengeable = rank == "wild4" and rules.challenge
        if w.challengeable or _stackable(rules, card, w.colour, w.hands[victim]):
            w.after, w.after_pending = victim, amount
        else:
            w.challengeable = False
            w.ev("penalty", victim, amount=amount)
            w.after = w.next(p, 2)
            if not w.draw(victim, amount, THEN_EFFECTS):
                return False
    else:
        w.after = w.next(p)
    return True


_FIELDS = tuple(f.name for f in fields(State))
_POSITION = tuple(name for name in _FIELDS if name not in ("drawn", "idle", "turns", "seen", "opening"))
"""What makes a position (UNO-9 repetitions): everything but the counters and the record of positions."""


class _Work(Scratch):
    """The one place an action changes a position: the working copy :func:`apply` changes
    (:class:`~kit.engine.scratch.Scratch`).  The hands are a list of tuples: a hand that changes
    is replaced by a new tuple, as are the stock and the discard pile, so only what an action
    touches is copied."""

    STATE, PREFIX, LISTS = State, PREFIX, ("hands",)

    def next(self, seat: int, steps: int = 1) -> int:
        """:meth:`State.next_seat` of the position as it stands."""
        return (seat + self.direction * steps) % len(self.hands)

    def direction_word(self) -> str:
        """The direction of play as a catalogue key, for a narration."""
        return "uno.clockwise" if self.direction == 1 else "uno.anticlockwise"

    # the moves of the rules
    def play(self, seat: int, card: Card, uno: bool) -> None:
        """Put ``card`` from ``seat``'s hand on the discard pile and resolve it (UNO-3, UNO-5, UNO-6)."""
        hand = self.hands[seat]
        if card.rank == "wild4":  # H3: judged against the colour in play before the card
            self.guilty = holds_colour(hand, self.colour, besides=card)
            self.wild4_by = seat
        at = hand.index(card)
        hand = self.hands[seat] = hand[:at] + hand[at + 1:]
        self.discard += (card,)
        self.forgot = None
        if uno:
            self.ev("uno_called", seat)
        elif len(hand) == 1:
            self.forgot = seat
        self.played, self.player, self.stage = card, seat, STAGE_COLOUR
        self.challengeable = False
        self.asked = ()
        _resolve(self)

    def draw(self, seat: int, count: int, then: Then) -> bool:
        """``seat`` draws ``count`` cards (UNO-9: a reshuffle when the stock runs out).  Returns
        ``False`` when the draw waits for the reshuffle (chance), ``True`` when it is done."""
        for k in range(count):
            if not self.stock:
                if len(self.discard) > 1:
                    self.phase, self.drawing, self.turn = RESHUFFLE, (seat, count - k, then), seat
                    if self.repeated():
                        self.block("uno.blocked.repeated")
                    return False
                return True  # UNO-9: nothing left to draw; the rest of the draw does not happen
            self.hands[seat] += self.stock[-1:]
            self.stock = self.stock[:-1]
            if then == THEN_TURN_DRAW:
                self.drawn += 1
        return True

    def repeated(self) -> bool:
        """Note the position at this reshuffle in :attr:`seen`; whether it came up for the
        :data:`REPEATS`-th time (UNO-9, the kit's decision: the hand goes round in circles)."""
        # the fingerprint of the engine's earlier working copy (hands, stock and pile as lists)
        shown = dict(self.__dict__, hands=[list(h) for h in self.hands], stock=list(self.stock),
                     discard=list(self.discard))
        position = repr(tuple(shown[name] for name in _POSITION))
        mark = hashlib.blake2b(position.encode(), digest_size=8).hexdigest()
        self.seen = self.seen + (mark,)
        return self.seen.count(mark) >= REPEATS

    def block(self, reason: str) -> None:
        """UNO-9: the hand ends with nobody scoring (``reason``: a catalogue key narrated in it)."""
        self.ev("blocked", None, reason=reason)
        self.status, self.phase, self.drawing = BLOCKED, OVER, None
        self.pending, self.forgot, self.asked = 0, None, ()

    def start_turn(self, seat: int, pending: int = 0) -> None:
        """``seat``'s turn begins (with a penalty to face, or a normal turn)."""
        self.turn, self.forgot, self.asked = seat, None, ()
        self.turns += 1
        self.pending = pending
        self.phase = PENALTY if pending else PLAY
        if not pending:
            self.challengeable = False

    def end_turn(self, seat: int, idle: bool = False) -> None:
        """``seat``'s turn ends without a card played; the next seat plays (UNO-4, UNO-9 blocked)."""
        self.idle = self.idle + 1 if idle else 0
        self.player = None
        if self.idle >= len(self.hands):
            self.block("uno.blocked.idle")
            return
        self.start_turn(self.next(seat))

    def finish(self) -> None:
        """UNO-7/8: the player who went out wins the hand."""
        p = self.player
        self.status, self.winner, self.phase = FINISHED, p, OVER
        self.pending, self.forgot, self.asked = 0, None, ()


# --- computer players ------------------------------------------------------------------------
@dataclass(frozen=True)
class RandomPlayer:
    """A beginner who plays any card that fits: a playable card chosen uniformly (calling UNO or
    not, at random) whenever it has one, else one of its other actions uniformly (draw, keep,
    accept, challenge, catch or not…).  It never draws when it could play, as RLCard's random
    UNO agent; the kit's generic :class:`~kit.engine.RandomAgent` (uniform over every legal
    action, drawing too) is what the conformance check plays."""

    def act(self, view: View, legal: tuple, rng: np.random.Generator) -> Action:
        """A uniform choice among the plays in ``legal`` if any, else among ``legal``."""
        plays = [a for a in legal if isinstance(a, (Play, JumpIn))]
        pool = plays if plays else legal
        return pool[int(rng.integers(len(pool)))]


@dataclass(frozen=True)
class HeuristicPlayer:
    """A sensible player: plays rather than draws, keeps wilds for when nothing else fits,
    names (and follows) the colour it holds most, calls UNO, catches whoever forgets,
    challenges a Wild Draw Four when the odds say the player was bluffing, stacks when it can.

    Attributes:
        forget: probability of forgetting to call UNO (0 for a careful player; the app's
            players forget now and then).
        catch: probability of catching a player who forgot (when asked).
        challenge_above: challenge when the estimated probability that the Wild Draw Four was
            illegal is above this (1/3 balances 6 cards against 4, see :func:`guilty_chance`).
    """

    forget: float = 0.0
    catch: float = 1.0
    challenge_above: float = 1 / 3

    def act(self, view: View, legal: tuple, rng: np.random.Generator) -> Action:
        """The heuristic's choice among ``legal`` (the rules above, in that order)."""
        first = legal[0]
        if isinstance(first, Choose):
            return Choose(best_colour(view.hand))
        if isinstance(first, SwapWith):  # swap with the smallest hand
            return min(legal, key=lambda a: (view.counts[a.seat], a.seat))
        if isinstance(first, (Catch,)):
            return first if rng.random() < self.catch else legal[1]
        if view.phase == PENALTY:
            stacks = [a for a in legal if isinstance(a, Play)]
            if stacks:
                return self._with_uno(stacks, rng)
            if any(isinstance(a, Challenge) for a in legal):
                if guilty_chance(view) > self.challenge_above:
                    return Challenge()
            return Accept()
        plays = [a for a in legal if isinstance(a, (Play, JumpIn))]
        if not plays:
            return legal[0]
        if view.phase == JUMP:
            return self._with_uno(plays, rng)
        colour = view.colour
        by_colour = Counter(c.suit for c in view.hand if not is_wild(c))

        def score(action: Play) -> tuple:
            card = action.card
            danger = min((c for s, c in enumerate(view.counts) if s != view.seat), default=7) <= 2
            attack = card.rank in ACTION_VALUES and danger
            return (not is_wild(card),  # wilds last
                    attack, card.suit == colour, by_colour.get(card.suit, 0), POINTS[card.rank])

        best = max(plays, key=score).card
        choices = [a for a in plays if a.card == best]
        return self._with_uno(choices, rng)

    def _with_uno(self, actions: list, rng: np.random.Generator) -> Action:
        """Of the variants of one play, the one that calls UNO (unless it forgets)."""
        calling = [a for a in actions if a.uno]
        silent = [a for a in actions if not a.uno]
        if calling and (not silent or rng.random() >= self.forget):
            return calling[0]
        return silent[0] if silent else actions[0]


def best_colour(hand: Sequence[Card]) -> str:
    """The colour ``hand`` holds most (ties in the order red, yellow, green, blue; red when only
    wilds are left)."""
    held = Counter(c.suit for c in hand if not is_wild(c))
    return max(UNO_COLOURS, key=lambda c: (held.get(c, 0), -UNO_COLOURS.index(c)))


def guilty_chance(view: View) -> float:
    """The probability that the Wild Draw Four on top was played illegally, as the challenged
    seat can work it out (UNO-H3): its player kept ``k`` cards besides it; if those are a random
    draw from the cards this seat has not seen (``u`` cards, of which ``m`` have the colour that
    was in play), the chance that at least one has that colour is ``1 - C(u-m, k) / C(u, k)``
    (hypergeometric).  The colour in play before the Wild Draw Four is read off the discard pile.
    """
    from math import comb

    pile = view.discard
    if len(pile) < 2:
        return 0.0
    before = _colour_before(pile)
    if before is None:
        return 0.0
    player = (view.seat - view.direction) % len(view.counts)
    k = view.counts[player]
    seen = Counter(view.hand) + Counter(pile)
    unseen = Counter(uno108.cards) - seen
    u = sum(unseen.values())
    m = sum(v for c, v in unseen.items() if c.suit == before)
    if k <= 0 or u <= 0 or k > u:
        return 0.0
    return 1 - comb(u - m, k) / comb(u, k)


def _colour_before(pile: Sequence[Card]) -> str | None:
    """The colour that was in play under the top card, when the pile shows it (the card below
    is coloured); ``None`` when it was a wild (its named colour is not on the card)."""
    below = pile[-2]
    return None if is_wild(below) else below.suit


LEVELS = {"heuristic": HeuristicPlayer(), "random": RandomPlayer(), "forgetful": HeuristicPlayer(forget=0.25, catch=0.8)}
"""The computer players by level: the app's players are ``"forgetful"`` heuristic ones."""


def computer(level: str = "heuristic") -> Any:
    """A computer player: ``"heuristic"`` (careful), ``"forgetful"`` (forgets UNO now and then and
    catches the person who forgets, the app's players) or ``"random"`` (a beginner: any card that
    fits, drawing only when nothing does, see :class:`RandomPlayer`).

    Raises:
        ValueError: an unknown level (the message lists them).
    """
    return check_level(level, LEVELS)
