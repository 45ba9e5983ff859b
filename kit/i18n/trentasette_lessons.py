"""The Trentasette lessons' catalogue: the words of the walkthrough's table picture and notes.

Keys start with ``t37.lesson.``; the narration of the game's events and the words of its score
lines live in :mod:`kit.i18n.trentasette` (prefix ``t37``, shared as the UNO app shares ``uno``),
the card and suit names in :mod:`kit.i18n.common`.  A count's plural is written
``{n:singolare|plurale}`` (see :func:`kit.i18n.t`).
"""

PREFIX = "t37.lesson"
"""Every key of this catalogue starts with ``t37.lesson.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "t37.lesson.table": {"it": "Il tavolo di Trentasette, visto dall'alto", "en": "The Trentasette table, seen from above"},
    "t37.lesson.hand_of": {"it": "Carte in mano {player:a}", "en": "{player}'s cards"},
    "t37.lesson.dealer": {"it": "mazziere", "en": "dealer"},
    "t37.lesson.to_play": {"it": "di turno", "en": "to play"},
    "t37.lesson.no_cards": {"it": "nessuna carta in mano", "en": "no cards in hand"},
    "t37.lesson.pozzo": {"it": "Pozzo: {n} {n:carta|carte}", "en": "Pozzo: {n} {n:card|cards}"},
    "t37.lesson.on_table": {"it": "In tavola, scoperte: {n} {n:carta|carte}",
                            "en": "Face up on the table: {n} {n:card|cards}"},
    "t37.lesson.table_empty": {"it": "La tavola è vuota.", "en": "The table is empty."},
    "t37.lesson.stock": {"it": "Mazzo: {n} {n:carta|carte}", "en": "Stock: {n} {n:card|cards}"},
    "t37.lesson.last": {"it": "Ultima presa: {player}", "en": "Last capture: {player}"},
    "t37.lesson.last_none": {"it": "Ultima presa: ancora nessuna", "en": "Last capture: none yet"},
    "t37.lesson.choice": {
        "it": "{player} aveva una scelta: con la stessa carta poteva prendere anche {takes}.",
        "en": "{player} had a choice: the same card could also have taken {takes}.",
    },
    "t37.lesson.or": {"it": "oppure", "en": "or"},
    "t37.lesson.score_head": {"it": "Il conto dei punti, riga per riga (regola T37-7):",
                              "en": "The score, line by line (rule T37-7):"},
}
