"""Codes a class types: the code on the board (a class on a server, a class in the store), the
teacher's key and a student's rejoin word.

One alphabet and one way to compare, used by the server's door (:mod:`kit.tools.class_server`)
and by the class records (:mod:`kit.store.classroom`).  Codes and keys are drawn with
:mod:`secrets`: they must not be predictable, so they never come from a seeded generator.
"""

from __future__ import annotations

import hashlib
import secrets

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Letters and digits of a class code: none that reads as another (no I/1, O/0)."""

CODE_LENGTH = 6
"""Characters of a class code (about 10⁹ codes: not guessed by trying)."""

KEY_LENGTH = 10
"""Characters of a teacher's key (about 10¹⁵ keys)."""


def new_code(rng: secrets.SystemRandom | None = None, length: int = CODE_LENGTH) -> str:
    """A fresh code of ``length`` characters from :data:`CODE_ALPHABET` (drawn with :mod:`secrets`)."""
    pick = (rng or secrets.SystemRandom()).choice
    return "".join(pick(CODE_ALPHABET) for _ in range(length))


WORD_CONSONANTS = "BCDFGLMNPRSTVZ"
"""Consonants of a rejoin word: read the same in Italian and English before any vowel (no H, J,
K, Q, W, X, Y)."""

WORD_VOWELS = "AEIOU"
"""Vowels of a rejoin word."""

WORD_SYLLABLES = 4
"""Syllables of a rejoin word: 8 letters, (14 × 5)⁴ ≈ 2.4·10⁷ words (about 24 bits: not found
by trying at a join box, one try a click)."""


def new_word(rng: secrets.SystemRandom | None = None, syllables: int = WORD_SYLLABLES) -> str:
    """A fresh rejoin word: ``syllables`` consonant-vowel syllables, lower case (``"tibaromu"``),
    easy to say, write down and type again (drawn with :mod:`secrets`).  No digits, so ``i`` and
    ``o`` cannot be read as 1 and 0; :func:`digest` compares it case aside."""
    pick = (rng or secrets.SystemRandom()).choice
    return "".join(pick(WORD_CONSONANTS) + pick(WORD_VOWELS) for _ in range(syllables)).lower()


def new_key() -> str:
    """A fresh teacher's key: :data:`KEY_LENGTH` characters from :data:`CODE_ALPHABET`, shown as
    two groups of five (``"K7QX2-M9PLA"``); :func:`normal_code` reads it back with or without the dash."""
    key = new_code(length=KEY_LENGTH)
    return f"{key[:5]}-{key[5:]}"


def normal_code(text: str) -> str:
    """A code as typed, made comparable: spaces and dashes dropped, upper case
    (``"k7qx-2m"`` → ``"K7QX2M"``); at most 64 characters are looked at."""
    return "".join(ch for ch in str(text)[:64] if ch not in " -\t").upper()


def check_code(code: str) -> str:
    """``code`` normalised (:func:`normal_code`), for a code the teacher chooses (``CODE=…``).

    Raises:
        ValueError: fewer than 4 or more than 32 letters and digits, or other characters
            (the message says what is allowed).
    """
    norm = normal_code(code)
    if not (4 <= len(norm) <= 32 and norm.isascii() and norm.isalnum()):
        raise ValueError(f"a class code is 4 to 32 letters (A-Z) and digits, got {code!r}")
    return norm


def same_code(typed: str, code: str) -> bool:
    """Whether ``typed`` is ``code`` (case, spaces and dashes aside), compared in constant time
    as bytes (a typed text may hold any character)."""
    return secrets.compare_digest(normal_code(typed).encode("utf-8", "replace"), normal_code(code).encode("utf-8"))


def digest(secret: str) -> str:
    """The SHA-256 hex digest of a key, token or rejoin word as :func:`normal_code` reads it: what the store
    keeps instead of the key (a random key of 50 bits or more needs no slow hash)."""
    return hashlib.sha256(normal_code(secret).encode("utf-8", "replace")).hexdigest()
