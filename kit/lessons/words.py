"""A lesson page's words: its catalogue entries in the page's language, asked for by short keys.

A probability page keeps its sentences, table heads and chart labels in a catalogue of its own
(``kit/i18n/<game>_probability.py``, keys ``<prefix>.<key>``), so a code cell reads like the
count it makes::

    say = Words("tco.prob", LANG)
    Markdown(say("hearts.summary", four_up=num(four_up), none=num(exact_k[0])))
    count_histogram(hearts, exact_k, lang=LANG, **say.group("hearts_chart"))
"""

from __future__ import annotations

from dataclasses import dataclass

from kit.i18n import CATALOGUE, LANGUAGES, t

_ITALIAN_MARKS = str.maketrans(",.", ".,")


def number(x: float, spec: str, lang: str) -> str:
    """``format(x, spec)`` with the language's marks, as :func:`kit.i18n.fmt_decimal` writes them:
    ``number(0.1498, ".4f", "it")`` is ``"0,1498"``, ``number(20000, ",", "it")`` is ``"20.000"``,
    ``number(-0.0012, "+.4f", "en")`` is ``"-0.0012"``.

    Raises:
        ValueError: ``lang`` is not a catalogue language, or ``spec`` is not a format spec for ``x``.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not available; use one of {', '.join(LANGUAGES)}")
    text = format(x, spec)
    return text.translate(_ITALIAN_MARKS) if lang == "it" else text


@dataclass(frozen=True)
class Words:
    """The entries whose keys start with ``prefix + "."``, in ``lang``.

    Attributes:
        prefix: the page catalogue's prefix, e.g. ``"tco.prob"``.
        lang: ``"it"`` or ``"en"`` (the edition's ``LANG``).

    Raises:
        ValueError: ``lang`` is not a catalogue language, or no entry has the prefix.
    """

    prefix: str
    lang: str

    def __post_init__(self) -> None:
        if self.lang not in LANGUAGES:
            raise ValueError(f"language {self.lang!r} is not available; use one of {', '.join(LANGUAGES)}")
        if not any(key.startswith(self.prefix + ".") for key in CATALOGUE):
            raise ValueError(f"no catalogue entry starts with {self.prefix + '.'!r}")

    def __call__(self, key: str, **values: object) -> str:
        """The text of ``prefix.key`` with its ``{placeholders}`` filled in (see :func:`kit.i18n.t`).

        Raises:
            KeyError: no such entry, or a placeholder without a value.
        """
        return t(f"{self.prefix}.{key}", self.lang, **values)

    def group(self, key: str) -> dict[str, str]:
        """Every entry ``prefix.key.<field>`` as ``{field: text}``: the words of one chart
        (``title``, ``xlabel``, …) to pass on as keyword arguments.

        Raises:
            KeyError: no entry under ``prefix.key.``.
        """
        start = f"{self.prefix}.{key}."
        found = {k[len(start):]: t(k, self.lang) for k in CATALOGUE if k.startswith(start)}
        if not found:
            raise KeyError(f"no catalogue entries start with {start!r}")
        return found
