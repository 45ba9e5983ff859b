"""The Trentuno lessons' catalogue: the words of the walkthrough's table picture and notes.

Keys start with ``t31.lesson.``; the narration of the game's events lives in
:mod:`kit.i18n.trentuno` (prefix ``t31``), the card and suit names in :mod:`kit.i18n.common`.
A count's plural is written ``{n:singolare|plurale}`` (see :func:`kit.i18n.t`).
"""

PREFIX = "t31.lesson"
"""Every key of this catalogue starts with ``t31.lesson.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "t31.lesson.table": {"it": "Il tavolo di Trentuno visto dall'alto, con tutte le carte scoperte",
                         "en": "The Trentuno table seen from above, every card face up"},
    "t31.lesson.hand_of": {"it": "Carte in mano {player:a}", "en": "{player}'s cards"},
    "t31.lesson.dealer": {"it": "mazziere", "en": "dealer"},
    "t31.lesson.to_play": {"it": "di turno", "en": "to play"},
    "t31.lesson.knocker": {"it": "ha bussato", "en": "knocked"},
    "t31.lesson.coins": {"it": "{n} {n:moneta|monete}", "en": "{n} {n:coin|coins}"},
    "t31.lesson.worth": {"it": "Vale {value} ({suit})", "en": "Worth {value} ({suit})"},
    "t31.lesson.best_three": {"it": "Le 3 migliori valgono {value}", "en": "The best 3 are worth {value}"},
    "t31.lesson.drawn": {"it": "Pescata: {card}", "en": "Drawn: {card}"},
    "t31.lesson.tallone": {"it": "Tallone: {n} {n:carta|carte} coperte", "en": "Tallone: {n} {n:card|cards} face down"},
    "t31.lesson.discards": {"it": "Scarti: {n} {n:carta|carte}, in cima",
                            "en": "Discard pile: {n} {n:card|cards}, on top"},
    "t31.lesson.no_discards": {"it": "Scarti: ancora nessuno", "en": "Discard pile: empty so far"},
    "t31.lesson.pot": {"it": "Piatto: {n} {n:moneta|monete}", "en": "Pot: {n} {n:coin|coins}"},
    "t31.lesson.saw": {
        "it": "Solo {player} la vede (qui la vediamo anche noi): {card}. Con quattro carte in mano, le tre "
              "migliori varrebbero {value}.",
        "en": "Only {player} sees it (here we see it too): the {card}. With four cards in hand, the best three "
              "would be worth {value}.",
    },
    "t31.lesson.now_worth": {"it": "Ora la mano di {player} vale {value}: {sums}.",
                             "en": "{player}'s hand is now worth {value}: {sums}."},
    "t31.lesson.knock_why": {
        "it": "La mano di {player} vale {value}: almeno 25, il valore con cui questi giocatori bussano.",
        "en": "{player}'s hand is worth {value}: at least 25, the value these players knock with.",
    },
    "t31.lesson.last_turns": {"it": "Gli ultimi turni, in ordine: {players}.",
                              "en": "The last turns, in order: {players}."},
    "t31.lesson.showdown": {"it": "Si mostrano le carte: per ognuno conta il seme che somma di più.",
                            "en": "The hands are shown: for each player the suit that adds up to most "
                                  "counts."},
    "t31.lesson.shown": {"it": "{player}: {sums}; vale {value}.", "en": "{player}: {sums}; worth {value}."},
    "t31.lesson.sum": {"it": "{suit} {terms} = {total}", "en": "{suit} {terms} = {total}"},
    "t31.lesson.single": {"it": "{suit} {total}", "en": "{suit} {total}"},
    "t31.lesson.pay_one": {
        "it": "Il valore più basso è {value}, di {player}: paga una moneta al piatto.",
        "en": "The lowest value is {value}, {player}'s: one coin into the pot.",
    },
    "t31.lesson.pay_tie": {
        "it": "Il valore più basso è {value}, e ce l'hanno in {n}: {players}. A pari merito pagano tutti, una moneta "
              "a testa.",
        "en": "The lowest value is {value}, and {n} players have it: {players}. On a tie they all pay, one coin "
              "each.",
    },
    "t31.lesson.watch_head": {"it": "| Passo | Che cosa guardare | Che cosa succede |",
                              "en": "| Step | What to watch | What happens |"},
    "t31.lesson.watch.deal": {"it": "la distribuzione", "en": "the deal"},
    "t31.lesson.watch.draw": {"it": "una carta pescata dal tallone", "en": "a card drawn from the tallone"},
    "t31.lesson.watch.discard": {"it": "una carta scartata", "en": "a card discarded"},
    "t31.lesson.watch.knock": {"it": "una bussata", "en": "a knock"},
    "t31.lesson.watch.last_turn": {"it": "gli ultimi turni dopo la bussata", "en": "the last turns after the knock"},
    "t31.lesson.watch.showdown": {"it": "le carte mostrate", "en": "the hands shown"},
    "t31.lesson.watch.pay": {"it": "paga il più basso", "en": "the lowest pays"},
    "t31.lesson.watch.tie": {"it": "pari merito per il più basso: pagano tutti", "en": "a tie for the lowest: all pay"},
    "t31.lesson.shown_head": {"it": "| giocatore | carte | seme per seme | vale | paga? |",
                              "en": "| player | cards | suit by suit | worth | pays? |"},
    "t31.lesson.pays.yes": {"it": "**sì**", "en": "**yes**"},
    "t31.lesson.pays.no": {"it": "no", "en": "no"},
    "t31.lesson.found": {
        "it": "Fra i numeri di mescolata da {first} a {last}, {n} {n:dà|danno} una prima mano con una bussata, fra 8 e 12 "
              "carte pescate e un pari merito per il valore più basso: {seeds}. Il più piccolo è {seed}.",
        "en": "Among seeds {first}–{last}, {n} {n:gives|give} a first hand with a knock, 8 to 12 cards drawn and a tie for "
              "the lowest value: {seeds}. The smallest is {seed}.",
    },
}
