"""Players' names as the store keeps them: bounded and printable."""

from __future__ import annotations

import unicodedata

MAX_NAME = 40
"""The longest name the store keeps, in characters after trimming."""


MAX_NICKNAME = 20
"""The longest nickname in a class (and name in the apps' name box), in characters after trimming."""


class BadName(ValueError):
    """A name the store does not keep (see :func:`check_name`).

    Attributes:
        reason: ``"type"``, ``"empty"``, ``"long"`` or ``"unprintable"``.
        limit: :data:`MAX_NAME`, for the message shown to the person.
    """

    def __init__(self, reason: str, detail: str, limit: int = MAX_NAME, what: str = "a player's name") -> None:
        self.reason = reason
        self.limit = limit
        super().__init__(f"{what} is 1 to {limit} printable characters (letters, digits, spaces, "
                         f"punctuation, symbols and emoji; no control characters): {detail}")


def unshowable(ch: str) -> bool:
    """Whether the character ``ch`` cannot stand in a name as typed: not printable
    (:meth:`str.isprintable`: a control character, a line break or tab, a lone surrogate, an
    invisible format character), though a space of any width is (a no-break space pasted from a
    word processor), or U+FFFD, what the apps' text boxes make of a lone surrogate
    (:class:`kit.ui.widgets.CleanText`).  The one rule for names and for text quoted back to a
    person: the apps' name box refuses what the store would not keep, before a match begins."""
    return (not ch.isprintable() and unicodedata.category(ch) != "Zs") or ch == "\ufffd"


def check_name(name: object, limit: int = MAX_NAME, what: str = "a player's name") -> str:
    """``name`` trimmed of spaces at both ends, if the store may keep it.

    Allowed: a text of 1 to ``limit`` (:data:`MAX_NAME`; :data:`MAX_NICKNAME` for a class's
    nickname, ``what`` naming it in the message) characters after trimming, none of them
    :func:`unshowable`.  A very long text is refused before anything else is done
    with it, so a 10 MiB name costs no time.

    Raises:
        BadName: (a :class:`ValueError`) the name is not a text, is empty, too long or has a
            character that is not printable; the message says what is allowed.
    """
    if not isinstance(name, str):
        raise BadName("type", f"got {type(name).__name__}", limit, what)
    if len(name) > 4 * limit:  # refused before trimming a huge text
        raise BadName("long", f"got {len(name)} characters", limit, what)
    trimmed = name.strip()
    if not trimmed:
        raise BadName("empty", "got an empty name", limit, what)
    if len(trimmed) > limit:
        raise BadName("long", f"got {len(trimmed)} characters", limit, what)
    bad = next((c for c in trimmed if unshowable(c)), None)
    if bad is not None:
        raise BadName("unprintable", f"got the character U+{ord(bad):04X}", limit, what)
    return trimmed
