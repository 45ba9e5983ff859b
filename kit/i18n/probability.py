"""The words every probability page shares: an estimate with its interval, and whether an exact
value lies inside it; the hint under a table wider than a phone.

Keys start with ``prob.``; each page's own words live in ``kit/i18n/<game>_probability.py``.
"""

PREFIX = "prob"
"""Every key of this catalogue starts with ``prob.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "prob.interval": {"it": "{value} [{low}; {high}]", "en": "{value} [{low}, {high}]"},
    "prob.inside": {"it": "dentro l'intervallo", "en": "inside the interval"},
    "prob.outside": {"it": "fuori dall'intervallo", "en": "outside the interval"},
    "prob.scroll.hint": {"it": "Tabella larga: falla scorrere di lato per vedere tutte le colonne ⇆",
                         "en": "Wide table: slide it sideways to see every column ⇆"},
    "prob.scroll.name": {"it": "tabella (scorre di lato)", "en": "table (scrolls sideways)"},
}
