"""The 3-5-8 catalogue: narration of its events, the games' and roles' names.

Keys start with ``tco.``; events narrate from ``tco.event.<kind>`` (see
:meth:`kit.engine.Event.narrate`), with ``.you`` for the person's own actions and ``.to_you``
for what another player does to the person.  A card given or returned in the exchange is never
named in public (the third player does not see it): the two players it passes between are told
which card it was, each alone, from ``tco.private.<kind>`` (an event's private part,
:class:`kit.engine.Private`).
"""

PREFIX = "tco"
"""Every key of this catalogue starts with ``tco.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "tco.game.hearts": {"it": "atout cuori", "en": "hearts as atout"},
    "tco.game.diamonds": {"it": "atout quadri", "en": "diamonds as atout"},
    "tco.game.clubs": {"it": "atout fiori", "en": "clubs as atout"},
    "tco.game.spades": {"it": "atout picche", "en": "spades as atout"},
    "tco.game.no_trumps": {"it": "senza atout", "en": "no atout"},
    "tco.game.no_tricks": {"it": "senza prese", "en": "no tricks"},
    "tco.role.dealer": {"it": "mazziere", "en": "dealer"},
    "tco.role.declarer": {"it": "dichiarante", "en": "declarer"},
    "tco.role.third": {"it": "terzo giocatore", "en": "third player"},
    "tco.event.dealt": {
        "it": "Mano {index}: {player} fa il mazziere e dà 16 carte a testa; il gioco lo sceglie {other}.",
        "en": "Hand {index}: {player} deals 16 cards each; {other} is the declarer.",
    },
    "tco.event.dealt.you": {
        "it": "Mano {index}: tu fai il mazziere e dai 16 carte a testa; il gioco lo sceglie {other}.",
        "en": "Hand {index}: you deal 16 cards each; {other} is the declarer.",
    },
    "tco.event.dealt.to_you": {
        "it": "Mano {index}: {player} fa il mazziere e dà 16 carte a testa; il gioco lo scegli tu.",
        "en": "Hand {index}: {player} deals 16 cards each; you are the declarer.",
    },
    "tco.event.chose": {"it": "{player} sceglie il gioco: {choice}.", "en": "{player} chooses the game: {choice}."},
    "tco.event.chose.you": {"it": "Tu scegli il gioco: {choice}.", "en": "You choose the game: {choice}."},
    "tco.event.exchange_none": {"it": "In questa mano non c'è scambio di carte.", "en": "No cards are exchanged in this hand."},
    "tco.event.gave": {"it": "{player} dà una carta {other:a}.", "en": "{player} gives a card to {other}."},
    "tco.event.gave.you": {"it": "Tu dai una carta {other:a}.", "en": "You give a card to {other}."},
    "tco.event.gave.to_you": {"it": "{player} ti dà una carta.", "en": "{player} gives you a card."},
    "tco.event.returned": {"it": "{player} restituisce una carta {other:a}.", "en": "{player} gives a card back to {other}."},
    "tco.event.returned.you": {"it": "Tu restituisci una carta {other:a}.", "en": "You give a card back to {other}."},
    "tco.event.returned.to_you": {"it": "{player} ti restituisce una carta.", "en": "{player} gives you a card back."},
    "tco.private.swap": {"it": "Nello scambio hai dato {given} e hai ricevuto {got}.",
                         "en": "In the exchange you gave {given} and got {got}."},
    "tco.private.gave": {"it": "Nello scambio hai dato {given}.", "en": "In the exchange you gave {given}."},
    "tco.private.got": {"it": "Nello scambio hai ricevuto {got}.", "en": "In the exchange you got {got}."},
    "tco.event.came_back": {
        "it": "{player} non ha quel seme: la carta torna {other:a}.",
        "en": "{player} holds none of that suit: the card goes back to {other}.",
    },
    "tco.event.came_back.you": {
        "it": "Non hai quel seme: la carta torna {other:a}.",
        "en": "You hold none of that suit: the card goes back to {other}.",
    },
    "tco.event.came_back.to_you": {
        "it": "{player} non ha quel seme: la carta ti torna indietro.",
        "en": "{player} holds none of that suit: your card comes back to you.",
    },
    "tco.event.stopped": {"it": "{player} chiude lo scambio.", "en": "{player} ends the exchange."},
    "tco.event.stopped.you": {"it": "Tu chiudi lo scambio.", "en": "You end the exchange."},
    "tco.event.monte_shown": {"it": "Si scopre il monte: {cards}.", "en": "The monte is turned face up: {cards}."},
    "tco.event.monte_taken": {"it": "{player} prende il monte: ora ha 20 carte.", "en": "{player} takes the monte: 20 cards now."},
    "tco.event.monte_taken.you": {"it": "Tu prendi il monte: ora hai 20 carte.", "en": "You take the monte: 20 cards now."},
    "tco.event.discarded": {
        "it": "{player} scarta {amount} carte coperte.",
        "en": "{player} discards {amount} cards face down.",
    },
    "tco.event.discarded.you": {"it": "Scarti {amount} carte coperte.", "en": "You discard {amount} cards face down."},
    "tco.event.played": {"it": "{player} gioca {cards}.", "en": "{player} plays {cards}."},
    "tco.event.played.you": {"it": "Giochi {cards}.", "en": "You play {cards}."},
    "tco.event.trick_won": {
        "it": "{player} fa la presa n. {index} con {cards} (prese: {amount}).",
        "en": "{player} takes trick {index} with {cards} (tricks: {amount}).",
    },
    "tco.event.trick_won.you": {
        "it": "Fai la presa n. {index} con {cards} (prese: {amount}).",
        "en": "You take trick {index} with {cards} (tricks: {amount}).",
    },
    "tco.goal.target": {"it": "obiettivo", "en": "target"},
    "tco.goal.maximum": {"it": "massimo", "en": "at most"},
    "tco.event.scored": {
        "it": "{player}, {role}: {tricks} {tricks:presa|prese} ({goal} {target}), {signed} {amount:punto|punti}.",
        "en": "{player}, {role}: {tricks} {tricks:trick|tricks} ({goal} {target}), {signed} {amount:point|points}.",
    },
    "tco.event.match_over": {
        "it": "Fine della partita: vince {player} con {amount} {amount:punto|punti}.",
        "en": "The match is over: {player} wins with {amount} {amount:point|points}.",
    },
    "tco.event.match_tied": {
        "it": "Fine della partita: pari merito tra {players}, con {amount} {amount:punto|punti} a testa.",
        "en": "The match is over: a tie between {players}, with {amount} {amount:point|points} each.",
    },
    "tco.event.match_over.you": {
        "it": "Fine della partita: vinci con {amount} {amount:punto|punti}.",
        "en": "The match is over: you win with {amount} {amount:point|points}.",
    },
}
