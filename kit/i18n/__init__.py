"""User-facing text in Italian (``"it"``) and English (``"en"``): the catalogues and :func:`t`.

Every sentence a person reads in an app, a widget, a narration or a checker message comes
from a catalogue through :func:`t`.  The catalogues are plain Python modules in this package:

* :mod:`kit.i18n.common` — card names, the apps' shared words, the checker, common events;
* one module per game (``kit/i18n/<game>.py``) whose keys all start with its ``PREFIX``
  (``udt.`` for Un, due, tre).  A new game adds its module here; nothing else changes: the
  package finds every module that defines ``CATALOGUE``.

Plurals.  Italian and English both have two forms, singular for 1 (and −1: "−1 punto", "−1 point")
and plural for everything else (0 included), so a text chooses inline with the format spec
``{n:singular|plural}``: ``"{n} {n:carta|carte}"`` gives "1 carta", "2 carte", "0 carte".
(Chosen over gettext/Babel: two languages with the same two-form rule need no plural
formulas, no ``.po``/``.mo`` compile step in the build or on Binder, and the tests check
every entry directly.)
"""

from __future__ import annotations

import importlib
import pkgutil
import string
from typing import Any

LANGUAGES: tuple[str, ...] = ("it", "en")
"""Language codes the catalogues cover, Italian first."""

DEFAULT_LANGUAGE = "en"


def _load() -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """Merge every catalogue module of this package; return ``(catalogue, module of each key)``.

    Raises:
        RuntimeError: a key defined twice, or a game catalogue key without its prefix.
    """
    merged: dict[str, dict[str, str]] = {}
    origin: dict[str, str] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name != "common"):
        module = importlib.import_module(f"{__name__}.{info.name}")
        catalogue = getattr(module, "CATALOGUE", None)
        if catalogue is None:
            continue
        prefix = getattr(module, "PREFIX", "")
        for key, entry in catalogue.items():
            if key in merged:
                raise RuntimeError(f"catalogue key {key!r} is defined in both {origin[key]} and {module.__name__}")
            if prefix and not key.startswith(prefix + "."):
                raise RuntimeError(f"{module.__name__} keys must start with {prefix + '.'!r}; {key!r} does not")
            merged[key] = entry
            origin[key] = module.__name__
    return merged, origin


CATALOGUE, ORIGIN = _load()
"""Every entry of every catalogue, by key; :data:`ORIGIN` names the module of each key."""


def add_catalogue(prefix: str, entries: dict[str, dict[str, str]]) -> None:
    """Add a catalogue at run time (a game that lives outside this package, e.g. a test's toy game).

    Args:
        prefix: every key must start with ``prefix + "."``.
        entries: key → ``{"it": ..., "en": ...}``.

    Raises:
        ValueError: a key without the prefix, defined already, or without both languages.
    """
    for key, entry in entries.items():
        if not key.startswith(prefix + "."):
            raise ValueError(f"catalogue keys must start with {prefix + '.'!r}; {key!r} does not")
        if key in CATALOGUE and CATALOGUE[key] != entry:
            raise ValueError(f"catalogue key {key!r} is already defined in {ORIGIN[key]}")
        if set(entry) != set(LANGUAGES):
            raise ValueError(f"{key!r} needs exactly the languages {LANGUAGES}, got {sorted(entry)}")
    for key, entry in entries.items():
        CATALOGUE[key] = entry
        ORIGIN[key] = f"add_catalogue({prefix!r})"


class _Formatter(string.Formatter):
    """``str.format`` plus the plural spec ``{n:singular|plural}`` (singular for 1 and −1: "−1 punto")
    and the Italian preposition spec ``{player:a}``: "a Bruno", but "ad Anna" before a name that
    begins with an a (the euphonic d); ``{card:il}`` (``{card:Il}`` at the start of a sentence)
    writes the Italian definite article before a card's name: "il 7 di cuori", "l'Asso di coppe",
    "la Donna di fiori"."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "a" and isinstance(value, str):
            return ("ad " if value[:1].lower() == "a" else "a ") + value
        if format_spec in ("il", "Il") and isinstance(value, str):
            return _article(value, capital=format_spec == "Il") + value
        if "|" in format_spec:
            singular, _, many = format_spec.partition("|")
            return singular if value in (1, -1) else many
        return super().format_field(value, format_spec)


def _article(name: str, capital: bool = False) -> str:
    """The Italian definite article before a card's name (``{card:il}``): "il 7 di cuori",
    "l'8 di picche", "l'Asso di coppe", "la Donna di fiori", "il Fante di spade"; ``capital``
    for the start of a sentence ("Il 7 di cuori…")."""
    first = name.split(" ", 1)[0].lower()
    if first[:1] in "aeiou" or first in ("8", "11"):
        article = "l'"
    elif first == "donna":
        article = "la "
    else:
        article = "il "
    return article[:1].upper() + article[1:] if capital else article


_FORMATTER = _Formatter()


def t(key: str, lang: str = DEFAULT_LANGUAGE, **fields: object) -> str:
    """Return the catalogue text for ``key`` in ``lang``, with ``{fields}`` filled in.

    Args:
        key: a catalogue key, e.g. ``"deal.button"`` or ``"udt.event.card_turned"``.
        lang: ``"it"`` or ``"en"``.
        **fields: values for the ``{placeholders}``; ``{n:carta|carte}`` picks the singular
            when ``n == 1`` and the plural otherwise; ``{player:a}`` writes the Italian "a"
            before a name ("ad Anna", "a Bruno"); ``{card:il}`` / ``{card:Il}`` the definite
            article before a card's name ("il 7 di cuori", "l'Asso di coppe", "la Donna di fiori").

    Returns:
        The formatted text (``str``).

    Raises:
        KeyError: ``key`` is in no catalogue (the message lists close keys), or a placeholder
            has no value.
        ValueError: ``lang`` is not one of :data:`LANGUAGES`.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not available; use one of {', '.join(LANGUAGES)}")
    try:
        entry = CATALOGUE[key]
    except KeyError:
        prefix = key.split(".")[0]
        near = sorted(k for k in CATALOGUE if k.startswith(prefix + "."))
        raise KeyError(f"no text {key!r} in the catalogue; keys starting {prefix!r}: {near}") from None
    return _FORMATTER.format(entry[lang], **fields) if fields else entry[lang]


def fmt_int(n: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """A whole number with thousands separators: ``20,000`` (en) or ``20.000`` (it)."""
    text = f"{n:,}"
    return text.replace(",", ".") if lang == "it" else text


def fmt_decimal(x: float, lang: str = DEFAULT_LANGUAGE, digits: int = 4) -> str:
    """A decimal with ``digits`` places: ``0.2773`` (en) or ``0,2773`` (it)."""
    text = f"{x:.{digits}f}"
    return text.replace(".", ",") if lang == "it" else text


def plural(n: int, noun: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """The catalogue noun ``noun`` ("card") in the singular for 1 and the plural otherwise."""
    return t(f"noun.{noun}.{'one' if n == 1 else 'many'}", lang)
