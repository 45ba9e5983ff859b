"""The Trentuno catalogue: narration of its events.

Keys start with ``t31.``; events narrate from ``t31.event.<kind>`` (see
:meth:`kit.engine.Event.narrate`), with ``.you`` for the person's own actions.  A drawn card is
never named (only its drawer sees it); a discard, a card taken from the discard pile and the
hands shown at the end are.  A count's plural is written ``{n:singolare|plurale}``.
"""

PREFIX = "t31"
"""Every key of this catalogue starts with ``t31.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "t31.event.dealt": {
        "it": "Mano {index}: {player} fa il mazziere e dà {amount} {amount:carta|carte} a testa, una alla volta.",
        "en": "Hand {index}: {player} deals {amount} {amount:card|cards} to each player, one at a time.",
    },
    "t31.event.dealt.you": {
        "it": "Mano {index}: fai il mazziere e dai {amount} {amount:carta|carte} a testa, una alla volta.",
        "en": "Hand {index}: you deal {amount} {amount:card|cards} to each player, one at a time.",
    },
    "t31.event.drew": {
        "it": "{player} pesca una carta dal tallone (carte rimaste nel tallone: {amount}).",
        "en": "{player} draws a card from the tallone (cards left in the tallone: {amount}).",
    },
    "t31.event.drew.you": {
        "it": "Peschi una carta dal tallone (carte rimaste nel tallone: {amount}).",
        "en": "You draw a card from the tallone (cards left in the tallone: {amount}).",
    },
    "t31.event.took_discard": {
        "it": "{player} prende l'ultima carta scartata: {cards}.",
        "en": "{player} takes the top discard: {cards}.",
    },
    "t31.event.took_discard.you": {
        "it": "Prendi l'ultima carta scartata: {cards}.",
        "en": "You take the top discard: {cards}.",
    },
    "t31.event.discarded": {"it": "{player} scarta {cards}.", "en": "{player} discards {cards}."},
    "t31.event.discarded.you": {"it": "Scarti {cards}.", "en": "You discard {cards}."},
    "t31.event.knocked": {
        "it": "{player} bussa: ogni altro giocatore gioca ancora un turno, poi si mostrano le carte.",
        "en": "{player} knocks: everyone else has one more turn, then the hands are shown.",
    },
    "t31.event.knocked.you": {
        "it": "Bussi: ogni altro giocatore gioca ancora un turno, poi si mostrano le carte.",
        "en": "You knock: everyone else has one more turn, then the hands are shown.",
    },
    "t31.event.knocked_31": {
        "it": "{player} bussa con 31 ({cards}): la mano finisce subito e ogni altro giocatore paga.",
        "en": "{player} knocks with 31 ({cards}): the hand ends at once and everyone else pays.",
    },
    "t31.event.knocked_31.you": {
        "it": "Bussi con 31 ({cards}): la mano finisce subito e ogni altro giocatore paga.",
        "en": "You knock with 31 ({cards}): the hand ends at once and everyone else pays.",
    },
    "t31.event.showed": {
        "it": "{player} mostra {cards}: {amount} {amount:punto|punti} a {suit}.",
        "en": "{player} shows {cards}: {amount} {amount:point|points} in {suit}.",
    },
    "t31.event.showed.you": {
        "it": "Mostri {cards}: {amount} {amount:punto|punti} a {suit}.",
        "en": "You show {cards}: {amount} {amount:point|points} in {suit}.",
    },
    "t31.event.paid": {
        "it": "{player} mette una moneta nel piatto (monete rimaste: {amount}).",
        "en": "{player} pays a coin into the pot (coins left: {amount}).",
    },
    "t31.event.paid.you": {
        "it": "Metti una moneta nel piatto (monete rimaste: {amount}).",
        "en": "You pay a coin into the pot (coins left: {amount}).",
    },
    "t31.event.out": {
        "it": "{player} deve pagare ma non ha più monete: è fuori dal gioco.",
        "en": "{player} has to pay but has no coins left, so is out of the game.",
    },
    "t31.event.out.you": {
        "it": "Devi pagare ma non hai più monete: sei fuori dal gioco.",
        "en": "You have to pay but have no coins left, so you are out of the game.",
    },
    "t31.event.playoff": {
        "it": "{players} uscirebbero dal gioco insieme: nessuno paga e si gioca una mano di spareggio.",
        "en": "{players} would go out together: nobody pays and they play a playoff hand.",
    },
    "t31.event.split": {
        "it": "{players} uscirebbero dal gioco insieme: si dividono il piatto di {amount} {amount:moneta|monete}.",
        "en": "{players} would go out together: they share the pot of {amount} {amount:coin|coins}.",
    },
    "t31.event.won": {
        "it": "In gioco resta solo {player}, che prende il piatto: {amount} {amount:moneta|monete}.",
        "en": "Only {player} is left in the game and takes the pot: {amount} {amount:coin|coins}.",
    },
    "t31.event.won.you": {
        "it": "In gioco resti solo tu: prendi il piatto, {amount} {amount:moneta|monete}.",
        "en": "Only you are left in the game: you take the pot, {amount} {amount:coin|coins}.",
    },
    "t31.event.reshuffled": {
        "it": "Il tallone è finito: gli scarti (tranne quello in cima) si mescolano in un nuovo tallone di "
              "{amount} {amount:carta|carte}.",
        "en": "The tallone is used up: the discards (all but the top one) are shuffled into a new tallone of "
              "{amount} {amount:card|cards}.",
    },
}
