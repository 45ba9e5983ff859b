"""The 3-5-8 lessons' catalogue: the words of the walkthrough's table picture, its notes and tables.

Keys start with ``tco.lesson.``; the narration of the game's events lives in
:mod:`kit.i18n.tre_cinque_otto` (prefix ``tco``), the card and suit names in :mod:`kit.i18n.common`.
A count's plural is written ``{n:singolare|plurale}`` (see :func:`kit.i18n.t`).
"""

PREFIX = "tco.lesson"
"""Every key of this catalogue starts with ``tco.lesson.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    # the table picture
    "tco.lesson.table": {"it": "Il tavolo di 3-5-8 visto dall'alto, con tutte le carte scoperte",
                         "en": "The 3-5-8 table seen from above, every card face up"},
    "tco.lesson.one.hearts": {"it": "cuori", "en": "heart"},
    "tco.lesson.one.diamonds": {"it": "quadri", "en": "diamond"},
    "tco.lesson.one.clubs": {"it": "fiori", "en": "club"},
    "tco.lesson.one.spades": {"it": "picche", "en": "spade"},
    "tco.lesson.hand_of": {"it": "Carte in mano {player:a}", "en": "{player}'s cards"},
    "tco.lesson.to_play": {"it": "di turno", "en": "to play"},
    "tco.lesson.prese": {"it": "prese: {taken}/{target}", "en": "prese (tricks): {taken}/{target}"},
    "tco.lesson.prese_max": {"it": "prese: {taken}/{target} al massimo", "en": "prese (tricks): {taken}/{target} at most"},
    "tco.lesson.held": {"it": "{n} {n:carta|carte} in mano", "en": "{n} {n:card|cards} in hand"},
    "tco.lesson.marked": {"it": "Bordo dorato: {what}", "en": "Gold outline: {what}"},
    "tco.lesson.mark.first_six": {"it": "le prime 6 carte, le sole che vede per scegliere",
                                  "en": "the first 6 cards, the only ones seen before choosing"},
    "tco.lesson.mark.moved": {"it": "{n:la carta appena passata|le {n} carte appena passate} di mano",
                              "en": "{n:the card that just changed|the {n} cards that just changed} hands"},
    "tco.lesson.mark.monte": {"it": "le 4 carte del monte", "en": "the monte's 4 cards"},
    "tco.lesson.mark.came_back": {"it": "la carta data, tornata a chi l'ha data", "en": "the card given, back with its giver"},
    "tco.lesson.mark.winner": {"it": "la carta che vince la presa", "en": "the card that wins the trick"},
    "tco.lesson.monte_down": {"it": "Monte: {n} {n:carta|carte} coperte", "en": "Monte: {n} {n:card|cards} face down"},
    "tco.lesson.monte_up": {"it": "Monte, scoperto per tutti", "en": "Monte, face up for everyone"},
    "tco.lesson.monte_gone": {"it": "Monte: preso dal dichiarante", "en": "Monte: taken by the declarer"},
    "tco.lesson.discards": {"it": "Scarto del dichiarante: {n} {n:carta|carte} fuori gioco, coperte al tavolo "
                                  "(qui le mostriamo scoperte)",
                            "en": "The declarer's discards: {n} {n:card|cards} out of play, face down at the table "
                                  "(shown face up here)"},
    "tco.lesson.trick": {"it": "Presa n. {index}", "en": "Trick {index}"},
    "tco.lesson.game": {"it": "Gioco: {game}", "en": "Game: {game}"},
    "tco.lesson.no_game": {"it": "Gioco: non ancora scelto", "en": "Game: not chosen yet"},
    # the narration's extra sentences
    "tco.lesson.deal": {
        "it": "Le ultime 4 carte restano coperte: sono il monte. Ruoli: {dealer} mazziere (deve fare 3 prese), "
              "{declarer} dichiarante (8), {third} terzo giocatore (5).",
        "en": "The last 4 cards stay face down: they are the monte. Roles: {dealer} dealer (must take 3 tricks), "
              "{declarer} declarer (8), {third} third player (5).",
    },
    "tco.lesson.why_game": {
        "it": "{player} vede solo le prime 6 carte: {cards}. Il seme più lungo fra queste è {suit}, con "
              "{n} {n:carta|carte}: il giocatore del computer sceglie il seme più lungo come atout.",
        "en": "{player} sees only the first 6 cards: {cards}. The longest suit among them is {suit}, with "
              "{n} {n:card|cards}: the computer player picks its longest suit as atout.",
    },
    "tco.lesson.why_game_tie": {
        "it": " Anche {others} {k:ha|hanno} {n} {n:carta|carte}: vince il seme con le carte più alte.",
        "en": " {others} {k:has|have} {n} {n:card|cards} too: the suit with the higher cards wins.",
    },
    "tco.lesson.gives": {
        "it": "La carta data: {card}, bassa e di un seme in cui {player} non ha l'Asso (mai un atout).",
        "en": "The card is the {card}: a low card of a suit where {player} holds no Ace (never an atout).",
    },
    "tco.lesson.returns": {
        "it": "La regola decide quale: la carta più alta di {suit} che {player} aveva, cioè {card}.",
        "en": "The rule decides which: {player}'s highest {suit}, the {card}.",
    },
    "tco.lesson.comes_back": {
        "it": "Così lo scambio non cambia nulla: la carta data ({card}) è di nuovo di {other}.",
        "en": "So the swap changes nothing: the {card} is {other}'s again.",
    },
    "tco.lesson.atout_back": {
        "it": "Era un atout: {player} sceglie che cosa restituire, e dà {card} {other:a}.",
        "en": "It was an atout: {player} chooses what to give back, and gives {other} the {card}.",
    },
    "tco.lesson.stops": {
        "it": "Le carte che {player} potrebbe ancora dare sono atout o di semi in cui ha l'Asso: meglio tenerle.",
        "en": "The cards {player} could still give are atouts or in suits where {player} holds the Ace: "
              "better to keep them.",
    },
    "tco.lesson.monte_shown": {
        "it": "Prima che il dichiarante lo prenda, il monte si mostra a tutti.",
        "en": "Before the declarer takes it, the monte is shown to everyone.",
    },
    "tco.lesson.discard": {
        "it": "{player} scarta una carta coperta ({k} di 4): {card}, {n:l'unica carta|la più bassa} del seme più corto che ha "
              "in mano ({suit}, {n} {n:carta|carte}). Mai un atout.",
        "en": "{player} discards the {card}, face down ({k} of 4): {n:the only card|the lowest card} of the shortest suit in "
              "{player}'s hand ({suit}, {n} {n:card|cards}). Never an atout.",
    },
    "tco.lesson.discard_tie": {
        "it": "{player} scarta una carta coperta ({k} di 4): {card}, la più bassa di uno dei semi più corti che "
              "ha in mano ({suit}, {n} carte ciascuno). Mai un atout.",
        "en": "{player} discards the {card}, face down ({k} of 4): the lowest card of one of the shortest suits "
              "in {player}'s hand ({suit}, {n} cards each). Never an atout.",
    },
    "tco.lesson.leads": {"it": "{player} apre la presa.", "en": "{player} leads the trick."},
    "tco.lesson.trumps": {
        "it": "{player} non ha carte di {suit} e deve giocare un atout: {card}.",
        "en": "{player} has no {suit} and must play an atout: the {card}.",
    },
    "tco.lesson.throws": {
        "it": "{player} non ha né carte di {suit} né atout, quindi può giocare qualsiasi carta: {card}.",
        "en": "{player} has neither {suit} nor an atout, so any card is allowed: here the {card}.",
    },
    "tco.lesson.tally": {"it": "Prese finora: {tally}.", "en": "Tricks so far: {tally}."},
    "tco.lesson.tally_one": {"it": "{player} {taken}/{target}", "en": "{player} {taken}/{target}"},
    "tco.lesson.score_head": {
        "it": "Il conto: +1 per ogni presa sopra l'obiettivo, −1 per ogni presa che manca.",
        "en": "The score: +1 for each trick above the target, −1 for each trick short.",
    },
    "tco.lesson.sum_zero": {"it": "Somma: {sum}, come in ogni mano.", "en": "Sum: {sum}, as in every hand."},
    # the tables under the walkthrough
    "tco.lesson.watch_head": {"it": "| Passo | Che cosa guardare | Che cosa succede |",
                              "en": "| Step | What to watch | What happens |"},
    "tco.lesson.watch.deal": {"it": "la distribuzione: 16 carte a testa e il monte",
                              "en": "the deal: 16 cards each and the monte"},
    "tco.lesson.watch.choose": {"it": "il gioco scelto con le prime 6 carte", "en": "the game chosen from the first 6 cards"},
    "tco.lesson.watch.returned": {"it": "uno scambio: torna la carta più alta di quel seme",
                                  "en": "a swap: the highest card of that suit comes back"},
    "tco.lesson.watch.came_back": {"it": "uno scambio a vuoto: chi riceve non ha quel seme",
                                   "en": "a swap that changes nothing: the receiver is void in that suit"},
    "tco.lesson.watch.atout_given": {"it": "un atout dato: chi riceve sceglie che cosa restituire",
                                     "en": "an atout given: the receiver chooses what to give back"},
    "tco.lesson.watch.stopped": {"it": "«Fine scambio»: chi dà si ferma prima", "en": "\"Fine scambio\": a giver stops early"},
    "tco.lesson.watch.monte_shown": {"it": "il monte mostrato a tutti", "en": "the monte shown to everyone"},
    "tco.lesson.watch.monte_taken": {"it": "il dichiarante prende il monte", "en": "the declarer takes the monte"},
    "tco.lesson.watch.discard": {"it": "una carta scartata dal dichiarante", "en": "a card discarded by the declarer"},
    "tco.lesson.watch.first_lead": {"it": "il dichiarante apre la prima presa", "en": "the declarer leads the first trick"},
    "tco.lesson.watch.follow": {"it": "tutti rispondono al seme", "en": "everyone follows suit"},
    "tco.lesson.watch.trump": {"it": "un atout giocato da chi non ha il seme", "en": "an atout played by a player void in the suit"},
    "tco.lesson.watch.trump_wins": {"it": "una presa vinta con un atout su un altro seme",
                                    "en": "a trick won by an atout on another suit"},
    "tco.lesson.watch.throw": {"it": "una carta qualsiasi: niente seme e niente atout",
                               "en": "any card: none of the suit and no atout"},
    "tco.lesson.watch.winner_leads": {"it": "chi ha fatto la presa apre la successiva",
                                      "en": "the trick's winner leads the next"},
    "tco.lesson.watch.score": {"it": "il conto della mano", "en": "the hand's score"},
    "tco.lesson.before_head": {"it": "| Giocatore | Mano 1 | Pr. | Ob. | Pt. | Mano 2 |",
                               "en": "| Player | Hand 1 | Tr. | Tg. | Pt. | Hand 2 |"},
    "tco.lesson.before_key": {
        "it": "Mano 1 e Mano 2: il ruolo in quella mano. Pr.: prese fatte, Ob.: obiettivo, Pt.: punti della mano 1.",
        "en": "Hand 1 and Hand 2: the role in that hand. Tr.: tricks taken, Tg.: target, Pt.: points in hand 1.",
    },
    "tco.lesson.gives_up_to": {"it": "dà fino a {n} {n:carta|carte}", "en": "gives up to {n} {n:card|cards}"},
    "tco.lesson.takes_up_to": {"it": "riceve fino a {n} {n:carta|carte}", "en": "receives up to {n} {n:card|cards}"},
    "tco.lesson.no_swap": {"it": "non scambia", "en": "no exchange"},
    "tco.lesson.score_table_head": {"it": "Giocatore|Ruolo|Prese − obiettivo|Punti",
                                    "en": "Player|Role|Tricks − target|Points"},
    "tco.lesson.show_answer": {"it": "Mostra la risposta", "en": "Show the answer"},
    "tco.lesson.total": {"it": "somma", "en": "sum"},
    "tco.lesson.later_no_tricks": {
        "it": "Nella stessa partita di 18 mani, il gioco senza prese arriva nelle mani {hands}: ognuno lo sceglie "
              "una volta, quando gli atout e il senza atout li ha già usati tutti.",
        "en": "In the same 18-hand match, the senza prese game (no tricks) comes in hands {hands}: each player "
              "chooses it once, when they have already used every atout and senza atout.",
    },
    "tco.lesson.found_one": {
        "it": "Fra i numeri di mescolata da 1 a 200, uno solo dà una mano 2 così: {first}.",
        "en": "Among seeds 1–200, only one gives such a hand 2: {first}.",
    },
    "tco.lesson.found": {
        "it": "Fra i numeri di mescolata da 1 a 200, {n} {n:dà|danno} una mano 2 così: {seeds}. Il più piccolo è {first}.",
        "en": "Among seeds 1–200, {n} {n:gives|give} such a hand 2: {seeds}. The smallest is {first}.",
    },
}
