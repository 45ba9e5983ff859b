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
    "t37.lesson.score_head": {"it": "Il conto dei punti, riga per riga:",
                              "en": "The score, line by line:"},
    "t37.lesson.watch_head": {"it": "| Passo | Che cosa guardare | Che cosa succede |",
                              "en": "| Step | What to watch | What happens |"},
    "t37.lesson.watch.deal": {"it": "la distribuzione", "en": "the deal"},
    "t37.lesson.watch.single": {"it": "una presa di una carta sola", "en": "a capture of one card"},
    "t37.lesson.watch.sum": {"it": "una presa per somma", "en": "a capture by a sum"},
    "t37.lesson.watch.choice": {"it": "una scelta fra più prese", "en": "a choice between captures"},
    "t37.lesson.watch.figure": {"it": "una figura prende la sua uguale", "en": "a figure takes its own rank"},
    "t37.lesson.watch.laid": {"it": "una carta posata in tavola", "en": "a card laid on the table"},
    "t37.lesson.watch.dealt_again": {"it": "una nuova distribuzione", "en": "a new deal"},
    "t37.lesson.watch.last_deal": {"it": "l'ultima distribuzione", "en": "the last deal"},
    "t37.lesson.watch.leftovers": {"it": "le carte rimaste vanno a chi ha preso per ultimo",
                                   "en": "the leftovers go to the last capturer"},
    "t37.lesson.watch.score": {"it": "il conto dei punti", "en": "the score"},
    "t37.lesson.pozzi_head": {
        "it": "| | carte | figure | 7 | carte numerate di ♥ cuori · ♦ quadri · ♣ fiori · ♠ picche | scala più lunga |",
        "en": "| | cards | figures | 7s | number cards of ♥ hearts · ♦ diamonds · ♣ clubs · ♠ spades | longest run |",
    },
    "t37.lesson.score_table_head": {"it": "| chi | punti | riga |", "en": "| who | points | line |"},
    "t37.lesson.nobody": {"it": "nessuno", "en": "nobody"},
    "t37.lesson.hand_total": {"it": "**totale della mano**", "en": "**hand total**"},
    "t37.lesson.found": {
        "it": "Fra i numeri di mescolata da {first} a {last}, {n} {n:dà|danno} una mano con una scelta fra più prese e "
              "le carte rimaste a chi ha preso per ultimo. Il {seed} è il primo con più tipi di righe "
              "nel conto dei punti: {kinds}.",
        "en": "Among seeds {first}–{last}, {n} {n:gives|give} a hand with a choice between captures and the leftovers going "
              "to the last capturer. Seed {seed} is the first with the most kinds of line in its score: {kinds}.",
    },
}
