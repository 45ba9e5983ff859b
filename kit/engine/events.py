"""Events, steps and illegal moves: what every game's ``apply`` produces.

An :class:`Event` is one thing that happened, in order: a card turned, a pile taken, an
exchange between two players.  It names the seats it concerns, the cards involved, a number
or two, and any payload, and narrates itself in Italian or English from the catalogue of its
game (:mod:`kit.i18n`).  All of that is public: every seat learns it.  What one seat alone
learns (the card passed to it face down in an exchange) is a :class:`Private` part of the
event, told to that seat only (:meth:`Event.tell`, :meth:`Event.seen_by`).  A :class:`Step` is what ``apply`` returns: the new state and its
events.  :class:`IllegalMove` is raised before anything changes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Generic, Mapping, Sequence, TypeVar

from kit.cards import Card
from kit.engine.scratch import build
from kit.i18n import CATALOGUE, t

S = TypeVar("S")


class IllegalMove(ValueError):
    """An action the rules do not allow now; the message says why and what is allowed.

    Raised by a game's ``apply`` before anything changes, so a rejected move leaves the game
    exactly as it was.
    """


@dataclass(frozen=True)
class Private:
    """What one seat alone learns from an event: a card passed to it face down, the card it
    gave in return.  Told to that seat only, never to the others (:meth:`Event.tell`).

    Attributes:
        seat: the seat that learns it.
        kind: a short name; its narration, in the second person (it is told to that seat), is
            the catalogue entry ``"<game>.private.<kind>"`` of the event's game.
        cards: the cards it names, in order.
        data: payload as ``(name, value)`` pairs, passed to the narration as fields, as an
            event's (a tuple of cards is narrated by their names).  Build it with :meth:`make`.
    """

    seat: int
    kind: str
    cards: tuple[Card, ...] = ()
    data: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def make(cls, seat: int, kind: str, *, cards: Sequence[Card] = (), **data: Any) -> "Private":
        """A private part with payload ``data`` given as keyword arguments (kept in sorted order)."""
        return cls(seat, kind, tuple(cards), tuple(sorted(data.items())))

    def narrate(self, game: str, lang: str = "en", names: Sequence[str] | None = None) -> str:
        """One sentence, to :attr:`seat`, from the catalogue entry ``"<game>.private.<kind>"``
        (``game``: the event's catalogue prefix); fields ``cards`` and the payload's.

        Raises:
            KeyError: no such entry, or the text needs a field this part does not carry.
        """
        fields: dict[str, Any] = {"cards": ", ".join(c.name(lang) for c in self.cards)}
        fields.update(_fields(self.data, lang, lambda seat: _name(seat, names, lang)))
        return t(f"{game}.private.{self.kind}", lang, **fields)


def _name(seat: int, names: Sequence[str] | None, lang: str) -> str:
    """A seat's name: ``names[seat]``, else "Giocatore 1"/"Player 1"… (seat + 1)."""
    return names[seat] if names is not None else t("event.player", lang, n=seat + 1)


def _fields(data: Sequence[tuple[str, Any]], lang: str, name: Any) -> dict[str, Any]:
    """A payload as narration fields: a card or a tuple of cards by name, a ``*_seat`` by the
    player's name (``name(seat)``), a catalogue key by its text."""
    fields: dict[str, Any] = {}
    for field_name, value in data:
        if isinstance(value, Card):
            value = value.name(lang)
        elif isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):
            value = ", ".join(c.name(lang) for c in value)
        elif field_name.endswith("_seat") and isinstance(value, int):
            value = name(value)
        elif isinstance(value, str) and value in CATALOGUE:
            value = t(value, lang)
        fields[field_name] = value
    return fields


@dataclass(frozen=True)
class Event:
    """Something that happened in a game, in the order it happened.

    Attributes:
        kind: a short name, e.g. ``"card_turned"``; declared in the game's ``EVENTS``.
        seat: the seat it is mostly about (C-1 numbering), or ``None``.
        cards: the cards involved, in order.
        amount: a number that goes with it (cards owed, coins paid, points…), or ``None``.
        index: a position that goes with it (the n-th card dealt, a trick number…), or ``None``.
        game: the catalogue prefix of the game that declares it (``"udt"``); ``""`` for the
            engine's common events (``card_dealt``).  The narration is the catalogue entry
            ``"<game>.event.<kind>"`` (``"event.<kind>"`` for common events).
        others: further seats it names, in order (the other side of an exchange or a swap).
        data: payload as ``(name, value)`` pairs, passed to the narration as fields; a card
            or a tuple of cards is narrated by name, a seat listed in ``seat_fields`` by the
            player's name.  Build it with :meth:`make`.
        private: what single seats alone learn from it (:class:`Private`), each told to its
            seat only; everything else above is public.
    """

    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    amount: int | None = None
    index: int | None = None
    game: str = ""
    others: tuple[int, ...] = ()
    data: tuple[tuple[str, Any], ...] = ()
    private: tuple[Private, ...] = ()

    @classmethod
    def make(cls, kind: str, seat: int | None = None, *, game: str = "", others: Sequence[int] = (),
             cards: Sequence[Card] = (), amount: int | None = None, index: int | None = None,
             private: Sequence[Private] = (), **data: Any) -> "Event":
        """An event with payload ``data`` given as keyword arguments (kept in sorted order) and
        the seats' ``private`` parts."""
        return build(cls, {"kind": kind, "seat": seat, "cards": tuple(cards), "amount": amount, "index": index,
                           "game": game, "others": tuple(others),
                           "data": tuple(sorted(data.items())) if data else (), "private": tuple(private)})

    def seen_by(self, seat: int | None) -> "Event":
        """The event as ``seat`` knows it: the public part and that seat's own private parts,
        no other seat's (``None``: the public part only)."""
        if not self.private:
            return self
        return replace(self, private=tuple(p for p in self.private if p.seat == seat))

    def tell(self, lang: str = "en", names: Sequence[str] | None = None, you: int | None = None) -> tuple[str, ...]:
        """What the person at seat ``you`` is told: the public sentence (:meth:`narrate`), then
        one sentence for each private part of theirs (:meth:`Private.narrate`); never another
        seat's private part.  ``you=None`` (a spectator) hears the public sentence only.

        Raises:
            KeyError: as :meth:`narrate`, or a private part without its catalogue text.
        """
        told = [p.narrate(self.game, lang, names) for p in self.private if you is not None and p.seat == you]
        return (self.narrate(lang, names, you), *told)

    @property
    def seats(self) -> tuple[int, ...]:
        """Every seat the event names: :attr:`seat` first, then :attr:`others`."""
        return ((self.seat,) if self.seat is not None else ()) + self.others

    @property
    def key(self) -> str:
        """The catalogue key of its narration."""
        return f"{self.game}.event.{self.kind}" if self.game else f"event.{self.kind}"

    def payload(self) -> Mapping[str, Any]:
        """The payload as a dict."""
        return dict(self.data)

    def narrate(self, lang: str = "en", names: Sequence[str] | None = None, you: int | None = None) -> str:
        """One sentence for this event in ``lang``, from the catalogue entry :attr:`key`.

        When ``you`` is the event's :attr:`seat` (the person reading it in an app) and the
        catalogue has ``<key>.you``, that second-person sentence is used ("Hai girato il 7
        di denari." rather than "Giocatore (tu) gira…"); when ``you`` is among :attr:`others` and
        the catalogue has ``<key>.with_you``, that one (the verb agreeing: "Anna e tu
        avete battuto…"); else when ``you`` is the first of :attr:`others` and the catalogue has
        ``<key>.to_you``, that one ("Bruno ti scopre").  The public part only: the private
        parts are told by :meth:`tell`.

        Fields offered to the text: ``player`` (the name of :attr:`seat`), ``other`` (the
        first of :attr:`others`), ``others`` (all of them, joined with "e"/"and"),
        ``players`` (every seat), ``cards`` (names, comma separated), ``amount``, ``index``
        and every payload item (a payload name ending in ``_seat`` is narrated as that
        player's name, a string that is a catalogue key as that key's text: a colour
        ``"uno.colour.red"`` reads "rosso"/"Red").

        Args:
            lang: ``"it"`` or ``"en"``.
            names: players' names by seat; default "Giocatore 1"/"Player 1"… (seat + 1).
            you: the person's seat, or ``None``.

        Raises:
            KeyError: the catalogue has no entry for this kind of event, or the text needs a
                field the event does not carry.
        """
        def name(seat: int) -> str:
            return _name(seat, names, lang)

        fields: dict[str, Any] = {
            "player": name(self.seat) if self.seat is not None else "",
            "other": name(self.others[0]) if self.others else "",
            "others": join_names([name(s) for s in self.others], lang),
            "players": join_names([name(s) for s in self.seats], lang),
            "cards": ", ".join(c.name(lang) for c in self.cards),
            "amount": self.amount,
            "index": self.index,
        }
        fields.update(_fields(self.data, lang, name))
        key = self.key
        if you is not None and self.seat == you and f"{key}.you" in CATALOGUE:
            key = f"{key}.you"
        elif you is not None and you in self.others and f"{key}.with_you" in CATALOGUE:
            key = f"{key}.with_you"
        elif you is not None and self.others[:1] == (you,) and f"{key}.to_you" in CATALOGUE:
            key = f"{key}.to_you"
        return t(key, lang, **fields)


def join_names(names: Sequence[str], lang: str = "en") -> str:
    """``"Anna"``, ``"Anna e Bruno"`` / ``"Anna and Bruno"``, ``"Anna, Bruno e Carla"``."""
    if len(names) <= 1:
        return "".join(names)
    return t("list.and", lang, first=", ".join(names[:-1]), last=names[-1])


@dataclass(frozen=True)
class Step(Generic[S]):
    """What a game's ``apply`` returns: the new state and the events, in order."""

    state: S
    events: tuple[Event, ...] = ()


def dealing_events(hands: Sequence[Sequence[Card]], first: int = 0) -> tuple[Event, ...]:
    """The ``card_dealt`` events of a deal, one card at a time (C-2).

    Args:
        hands: the hands by seat, cards in the order each seat received them (as in
            :class:`kit.deal.Deal`).
        first: the seat dealt first (the dealer's left; seat 0 in hand 1, C-1).

    Returns:
        One event per card, with ``index`` = 1, 2, … (the card's number in the deal).
    """
    events: list[Event] = []
    n = len(hands)
    order = [(first + k) % n for k in range(n)]
    for rnd in range(max((len(h) for h in hands), default=0)):
        for seat in order:
            if rnd < len(hands[seat]):
                events.append(Event("card_dealt", seat, (hands[seat][rnd],), index=len(events) + 1))
    return tuple(events)
