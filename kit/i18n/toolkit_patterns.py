"""The words of the toolkit's hand patterns (kit.prob.patterns): rank and suit distributions and
the classes of poker hands (classi di mani del poker), in Italian and English.

Keys start with ``tkpatterns.``.
"""

PREFIX = "tkpatterns"
"""Every key of this catalogue starts with ``tkpatterns.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "tkpatterns.rank_pattern": {"it": "distribuzione dei valori {parts}", "en": "rank distribution {parts}"},
    "tkpatterns.suit_pattern": {"it": "distribuzione dei semi {parts}", "en": "suit distribution {parts}"},
    "tkpatterns.same_rank": {"it": "almeno {k} {k:carta|carte} dello stesso valore",
                             "en": "at least {k} {k:card|cards} of the same rank"},
    "tkpatterns.same_suit": {"it": "almeno {k} {k:carta|carte} dello stesso seme",
                             "en": "at least {k} {k:card|cards} of the same suit"},
    "tkpatterns.poker.royal_flush": {"it": "scala reale massima", "en": "royal flush"},
    "tkpatterns.poker.straight_flush": {"it": "scala colore", "en": "straight flush"},
    "tkpatterns.poker.four_of_a_kind": {"it": "poker", "en": "four of a kind"},
    "tkpatterns.poker.full_house": {"it": "full", "en": "full house"},
    "tkpatterns.poker.flush": {"it": "colore", "en": "flush"},
    "tkpatterns.poker.straight": {"it": "scala", "en": "straight"},
    "tkpatterns.poker.three_of_a_kind": {"it": "tris", "en": "three of a kind"},
    "tkpatterns.poker.two_pair": {"it": "doppia coppia", "en": "two pair"},
    "tkpatterns.poker.pair": {"it": "coppia", "en": "one pair"},
    "tkpatterns.poker.high_card": {"it": "carta alta (nessun punto)", "en": "high card (nothing)"},
}
