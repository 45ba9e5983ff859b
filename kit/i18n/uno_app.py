"""The UNO app's catalogue: the table picture (:mod:`kit.ui.uno`) and the app (:mod:`kit.ui.uno_app`).

Keys start with ``uno.app.``; the narration of the game's events lives in :mod:`kit.i18n.uno`
and the card and colour names in :mod:`kit.i18n.common`.  ``.you`` entries speak to the person.
A count's plural is written ``{n:singolare|plurale}`` (see :func:`kit.i18n.t`).
"""

PREFIX = "uno.app"
"""Every key of this catalogue starts with ``uno.app.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    # --- the table picture ---------------------------------------------------------------
    "uno.app.table": {"it": "Il tavolo di UNO", "en": "The UNO table"},
    "uno.app.cards": {"it": "{n} {n:carta|carte}", "en": "{n} {n:card|cards}"},
    "uno.app.hand_of": {"it": "Carte di {player}", "en": "{player}'s cards"},
    "uno.app.seat_turn": {"it": "di turno", "en": "to act"},
    "uno.app.one_left": {"it": "ultima carta", "en": "last card"},
    "uno.app.clockwise": {"it": "↻ Si gioca in senso orario", "en": "↻ Play goes clockwise"},
    "uno.app.anticlockwise": {"it": "↺ Si gioca in senso antiorario", "en": "↺ Play goes anticlockwise"},
    "uno.app.top": {"it": "In cima agli scarti", "en": "Top of the discard pile"},
    "uno.app.colour": {"it": "Colore in gioco: {symbol} {colour}", "en": "Colour in play: {symbol} {colour}"},
    "uno.app.colour.named": {
        "it": "Colore in gioco (scelto col jolly): {symbol} {colour}",
        "en": "Colour in play (named after the wild): {symbol} {colour}",
    },
    "uno.app.colour.none": {"it": "Colore in gioco: ancora da scegliere", "en": "Colour in play: still to be named"},
    "uno.app.stock": {"it": "Mazzo: {n} {n:carta|carte}", "en": "Stock: {n} {n:card|cards}"},
    "uno.app.discards": {"it": "Scarti: {n} {n:carta|carte}", "en": "Discard pile: {n} {n:card|cards}"},
    "uno.app.phase.play": {"it": "Tocca a {player}.", "en": "{player}'s turn."},
    "uno.app.phase.play.you": {"it": "Tocca a te.", "en": "Your turn."},
    "uno.app.phase.drawn": {
        "it": "{player} ha pescato una carta giocabile: la gioca o la tiene.",
        "en": "{player} drew a playable card: play it or keep it.",
    },
    "uno.app.phase.drawn.you": {
        "it": "Hai pescato una carta giocabile: giocala o tienila.",
        "en": "You drew a playable card: play it or keep it.",
    },
    "uno.app.phase.colour": {"it": "{player} sceglie il colore.", "en": "{player} names the colour."},
    "uno.app.phase.colour.you": {"it": "Scegli il colore.", "en": "Name the colour."},
    "uno.app.phase.swap": {
        "it": "{player} sceglie con chi scambiare la mano.",
        "en": "{player} chooses whom to swap hands with.",
    },
    "uno.app.phase.swap.you": {"it": "Scegli con chi scambiare la mano.", "en": "Choose whom to swap hands with."},
    "uno.app.phase.catch": {
        "it": "{player} può cogliere {other} senza «UNO».",
        "en": "{player} may catch {other} without “UNO”.",
    },
    "uno.app.phase.catch.you": {
        "it": "Puoi cogliere {other}, che non ha detto «UNO».",
        "en": "You may catch {other}, who did not call “UNO”.",
    },
    "uno.app.phase.jump": {
        "it": "{player} può inserirsi con una carta identica.",
        "en": "{player} may jump in with an identical card.",
    },
    "uno.app.phase.jump.you": {
        "it": "Hai una carta identica: puoi inserirti fuori turno.",
        "en": "You hold an identical card: you may jump in out of turn.",
    },
    "uno.app.penalty": {"it": "{player} deve pescare {n}.", "en": "{player} must draw {n}."},
    "uno.app.penalty.you": {"it": "Devi pescare {n}.", "en": "You must draw {n}."},
    "uno.app.penalty.stack": {
        "it": "{player} deve pescare {n} o rispondere con un'altra carta.",
        "en": "{player} must draw {n} or stack.",
    },
    "uno.app.penalty.stack.you": {
        "it": "Devi pescare {n} o rispondere con un'altra carta.",
        "en": "You must draw {n} or stack.",
    },
    "uno.app.penalty.challenge": {
        "it": "{player} deve pescare {n} o contestare il Jolly pesca quattro.",
        "en": "{player} must draw {n} or challenge the Wild Draw Four.",
    },
    "uno.app.penalty.challenge.you": {
        "it": "Devi pescare {n} o contestare il Jolly pesca quattro.",
        "en": "You must draw {n} or challenge the Wild Draw Four.",
    },
    "uno.app.penalty.both": {
        "it": "{player} deve pescare {n}, rispondere con un'altra carta o contestare il Jolly pesca quattro.",
        "en": "{player} must draw {n}, stack, or challenge the Wild Draw Four.",
    },
    "uno.app.penalty.both.you": {
        "it": "Devi pescare {n}, rispondere con un'altra carta o contestare il Jolly pesca quattro.",
        "en": "You must draw {n}, stack, or challenge the Wild Draw Four.",
    },
    "uno.app.forgot": {
        "it": "{player} non ha detto «UNO»: si può ancora cogliere.",
        "en": "{player} did not call “UNO” and may still be caught.",
    },
    "uno.app.forgot.you": {
        "it": "Non hai detto «UNO»: possono ancora coglierti.",
        "en": "You did not call “UNO” and may still be caught.",
    },
    "uno.app.won": {"it": "{player} ha vinto la mano.", "en": "{player} won the hand."},
    "uno.app.won.you": {"it": "Hai vinto la mano!", "en": "You won the hand!"},
    "uno.app.blocked": {"it": "Mano bloccata: nessuno fa punti.", "en": "The hand is blocked: nobody scores."},
}
