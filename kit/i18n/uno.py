"""The UNO catalogue: narration of its events and the words of its pictures and app.

Keys start with ``uno.``; events narrate from ``uno.event.<kind>`` (see
:meth:`kit.engine.Event.narrate`), with ``.you`` for the person's own actions and ``.to_you``
for what others do to the person.  Card and colour names are common to the kit
(``uno.<value>``, ``uno.colour.<colour>`` in :mod:`kit.i18n.common`).  A count's plural is
written ``{n:singolare|plurale}`` (see :func:`kit.i18n.t`).
"""

PREFIX = "uno"
"""Every key of this catalogue starts with ``uno.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "uno.clockwise": {"it": "in senso orario", "en": "clockwise"},
    "uno.anticlockwise": {"it": "in senso antiorario", "en": "anticlockwise"},
    "uno.event.dealt": {
        "it": "{player} fa il mazziere e dà {amount} carte a testa.",
        "en": "{player} deals {amount} cards to each player.",
    },
    "uno.event.dealt.you": {
        "it": "Fai il mazziere e dai {amount} carte a testa.",
        "en": "You deal {amount} cards to each player.",
    },
    "uno.event.first_card": {"it": "Si scopre la prima carta: {cards}.", "en": "The first card turned up is {cards}."},
    "uno.event.first_wild4_back": {
        "it": "Un Jolly pesca quattro non può aprire il gioco: torna nel mazzo, che si rimescola.",
        "en": "A Wild Draw Four cannot open the game: it goes back into the stock, which is shuffled again.",
    },
    "uno.event.first_reversed": {
        "it": "La prima carta è un Inverti: si gioca {direction} e comincia {player}, che ha dato le carte.",
        "en": "The first card is a Reverse: play goes {direction} and {player}, the dealer, starts.",
    },
    "uno.event.first_reversed.you": {
        "it": "La prima carta è un Inverti: si gioca {direction} e cominci tu, che hai dato le carte.",
        "en": "The first card is a Reverse: play goes {direction} and you start, as the dealer.",
    },
    "uno.event.reshuffled": {
        "it": "Il mazzo è finito: gli scarti (tranne quello in cima) si mescolano in un nuovo mazzo di {amount} {amount:carta|carte}.",
        "en": "The stock ran out: the discards (all but the top one) are shuffled into a new stock of {amount} {amount:card|cards}.",
    },
    "uno.event.played": {"it": "{player} gioca {cards}.", "en": "{player} plays {cards}."},
    "uno.event.played.you": {"it": "Giochi {cards}.", "en": "You play {cards}."},
    "uno.event.jumped_in": {
        "it": "{player} si inserisce fuori turno con una carta identica: {cards}.",
        "en": "{player} jumps in out of turn with an identical card: {cards}.",
    },
    "uno.event.jumped_in.you": {
        "it": "Ti inserisci fuori turno con una carta identica: {cards}.",
        "en": "You jump in out of turn with an identical card: {cards}.",
    },
    "uno.event.colour_named": {"it": "{player} sceglie il colore: {colour}.", "en": "{player} names the colour: {colour}."},
    "uno.event.colour_named.you": {"it": "Hai scelto il colore: {colour}.", "en": "You name the colour: {colour}."},
    "uno.event.uno_called": {"it": "{player} dice «UNO!».", "en": "{player} calls “UNO!”."},
    "uno.event.uno_called.you": {"it": "Dici «UNO!».", "en": "You call “UNO!”."},
    "uno.event.caught": {
        "it": "{player} scopre che {other} non ha detto «UNO»: {other} pesca {amount} {amount:carta|carte}.",
        "en": "{player} catches {other}, who did not call “UNO”: {other} draws {amount} {amount:card|cards}.",
    },
    "uno.event.caught.you": {
        "it": "Scopri che {other} non ha detto «UNO»: {other} pesca {amount} {amount:carta|carte}.",
        "en": "You catch {other}, who did not call “UNO”: {other} draws {amount} {amount:card|cards}.",
    },
    "uno.event.caught.to_you": {
        "it": "{player} si accorge che non hai detto «UNO»: peschi {amount} {amount:carta|carte}.",
        "en": "{player} notices that you did not call “UNO”: you draw {amount} {amount:card|cards}.",
    },
    "uno.event.not_caught": {
        "it": "Nessuno si accorge che {player} non ha detto «UNO».",
        "en": "Nobody noticed that {player} did not call “UNO”.",
    },
    "uno.event.not_caught.you": {
        "it": "Nessuno si accorge che non hai detto «UNO»: ti è andata bene.",
        "en": "Nobody noticed that you did not call “UNO”: lucky you.",
    },
    "uno.event.drew": {"it": "{player} pesca {amount} {amount:carta|carte}.", "en": "{player} draws {amount} {amount:card|cards}."},
    "uno.event.drew.you": {"it": "Peschi {amount} {amount:carta|carte}.", "en": "You draw {amount} {amount:card|cards}."},
    "uno.event.drew_none": {
        "it": "{player} non può pescare: non ci sono più carte.",
        "en": "{player} cannot draw: there are no cards left.",
    },
    "uno.event.drew_none.you": {"it": "Non puoi pescare: non ci sono più carte.", "en": "You cannot draw: there are no cards left."},
    "uno.event.drew_playable": {
        "it": "{player} pesca {amount} {amount:carta|carte}: {amount:si può giocare|l'ultima si può giocare}.",
        "en": "{player} draws {amount} {amount:card|cards}: {amount:it can be played|the last one can be played}.",
    },
    "uno.event.drew_playable.you": {
        "it": "Peschi {amount} {amount:carta|carte}: {amount:si può giocare|l'ultima si può giocare}.",
        "en": "You draw {amount} {amount:card|cards}: {amount:it can be played|the last one can be played}.",
    },
    "uno.event.kept": {"it": "{player} tiene la carta pescata.", "en": "{player} keeps the card drawn."},
    "uno.event.kept.you": {"it": "Tieni la carta pescata.", "en": "You keep the card you drew."},
    "uno.event.skipped": {"it": "{player} salta il turno.", "en": "{player} misses a turn."},
    "uno.event.skipped.you": {"it": "Salti il turno.", "en": "You miss a turn."},
    "uno.event.reversed": {
        "it": "{player} inverte il giro: ora si gioca nell'altro senso.",
        "en": "{player} reverses the direction of play.",
    },
    "uno.event.reversed.you": {"it": "Inverti il giro: ora si gioca nell'altro senso.", "en": "You reverse the direction of play."},
    "uno.event.reverse_skips": {
        "it": "In due, Inverti vale come Salta: {player} salta il turno.",
        "en": "With two players, Reverse works as Skip: {player} misses a turn.",
    },
    "uno.event.reverse_skips.you": {
        "it": "In due, Inverti vale come Salta: salti il turno.",
        "en": "With two players, Reverse works as Skip: you miss a turn.",
    },
    "uno.event.penalty": {
        "it": "{player} pesca {amount} {amount:carta|carte} e salta il turno.",
        "en": "{player} draws {amount} {amount:card|cards} and misses a turn.",
    },
    "uno.event.penalty.you": {
        "it": "Peschi {amount} {amount:carta|carte} e salti il turno.",
        "en": "You draw {amount} {amount:card|cards} and miss a turn.",
    },
    "uno.event.stacked": {
        "it": "{player} risponde con {cards}: ora la penalità è di {amount} carte.",
        "en": "{player} stacks {cards} on it: the penalty is now {amount} cards.",
    },
    "uno.event.stacked.you": {
        "it": "Rispondi con {cards}: ora la penalità è di {amount} carte.",
        "en": "You stack {cards} on it: the penalty is now {amount} cards.",
    },
    "uno.event.challenged": {
        "it": "{player} contesta il Jolly pesca quattro di {other}.",
        "en": "{player} challenges {other}'s Wild Draw Four.",
    },
    "uno.event.challenged.you": {
        "it": "Contesti il Jolly pesca quattro di {other}.",
        "en": "You challenge {other}'s Wild Draw Four.",
    },
    "uno.event.challenged.to_you": {
        "it": "{player} contesta il tuo Jolly pesca quattro.",
        "en": "{player} challenges your Wild Draw Four.",
    },
    "uno.event.challenge_won": {
        "it": "Contestazione giusta: {player} aveva una carta del colore in gioco e pesca {amount} carte.",
        "en": "The challenge is right: {player} held a card of the colour in play and draws {amount} cards.",
    },
    "uno.event.challenge_won.you": {
        "it": "Contestazione giusta: avevi una carta del colore in gioco e peschi {amount} carte.",
        "en": "The challenge is right: you held a card of the colour in play and draw {amount} cards.",
    },
    "uno.event.challenge_lost": {
        "it": "Il Jolly pesca quattro era regolare: {player} pesca {amount} carte e salta il turno.",
        "en": "The Wild Draw Four was fair: {player} draws {amount} cards and misses a turn.",
    },
    "uno.event.challenge_lost.you": {
        "it": "Il Jolly pesca quattro era regolare: peschi {amount} carte e salti il turno.",
        "en": "The Wild Draw Four was fair: you draw {amount} cards and miss a turn.",
    },
    "uno.event.swapped": {"it": "{player} scambia la mano con {other}.", "en": "{player} swaps hands with {other}."},
    "uno.event.swapped.you": {"it": "Scambi la mano con {other}.", "en": "You swap hands with {other}."},
    "uno.event.swapped.to_you": {"it": "{player} scambia la mano con te.", "en": "{player} swaps hands with you."},
    "uno.event.hands_passed": {
        "it": "Con lo 0 di {player} ogni mano passa al giocatore successivo ({direction}).",
        "en": "Because of {player}'s 0, every hand passes to the next player ({direction}).",
    },
    "uno.event.hands_passed.you": {
        "it": "Con il tuo 0 ogni mano passa al giocatore successivo ({direction}).",
        "en": "Because of your 0, every hand passes to the next player ({direction}).",
    },
    "uno.event.went_out": {
        "it": "{player} non ha più carte e vince la mano!",
        "en": "{player} has no cards left and wins the hand!",
    },
    "uno.event.went_out.you": {
        "it": "Non hai più carte: vinci la mano!",
        "en": "You have no cards left: you win the hand!",
    },
    "uno.event.final_draw": {
        "it": "{player} pesca comunque {amount} carte: il {cards} vale anche come ultima carta.",
        "en": "{player} still draws {amount} cards: the {cards} counts even as the last card.",
    },
    "uno.event.final_draw.you": {
        "it": "Peschi comunque {amount} carte: il {cards} vale anche come ultima carta.",
        "en": "You still draw {amount} cards: the {cards} counts even as the last card.",
    },
    "uno.event.blocked": {
        "it": "{reason}: la mano è bloccata e nessuno fa punti.",
        "en": "{reason}: the hand is blocked and nobody scores.",
    },
    "uno.blocked.idle": {
        "it": "Per un giro intero nessuno ha giocato né pescato una carta",
        "en": "For a whole round nobody played or drew a card",
    },
    "uno.blocked.repeated": {
        "it": "Le stesse carte continuano a girare in tondo (la stessa situazione si è ripetuta tre volte)",
        "en": "The same cards keep going round in circles (the same position has come up three times)",
    },
}
