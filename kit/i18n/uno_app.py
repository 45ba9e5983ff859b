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
    "uno.app.phase.play": {"it": "È il turno di {player}.", "en": "{player}'s turn."},
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

CATALOGUE.update({
    # --- the app ---------------------------------------------------------------------------
    "uno.app.title": {"it": "UNO: gioca contro il computer", "en": "UNO: play against the computer"},
    "uno.app.card": {
        "it": "Scopo: restare per primi senza carte. Chi chiude la mano segna i punti delle carte rimaste agli "
              "altri; vince la partita chi arriva per primo al punteggio stabilito.\n"
              "Al tuo turno giochi una carta dello stesso colore, dello stesso numero o dello stesso simbolo di "
              "quella in cima alla pila, oppure un Jolly, e scegli tu il colore. Se non puoi o non vuoi, peschi "
              "una carta.\n"
              "Salta: il giocatore dopo di te perde il turno. Inverti: il giro cambia senso. Pesca due: il "
              "giocatore dopo di te pesca 2 carte e perde il turno.\n"
              "Jolly pesca quattro: il giocatore dopo di te pesca 4 carte e perde il turno, ma può contestarlo se "
              "pensa che tu avessi una carta del colore in gioco: se ha ragione peschi 4 carte tu, se ha torto "
              "ne pesca 6 lui.\n"
              "Prima di giocare la penultima carta premi «UNO!»: se te ne dimentichi e un avversario se ne "
              "accorge, peschi 2 carte.",
        "en": "Goal: be the first to have no cards left. Whoever goes out scores the points of the cards left in "
              "the others' hands; the first to reach the target score wins the match.\n"
              "On your turn play a card of the same colour, the same number or the same symbol as the one on top "
              "of the pile, or a Wild, and you choose the colour. If you cannot or do not want to, draw a card.\n"
              "Skip: the player after you misses a turn. Reverse: play changes direction. Draw Two: the player "
              "after you draws 2 cards and misses a turn.\n"
              "Wild Draw Four: the player after you draws 4 cards and misses a turn, but may challenge it if they "
              "think you held a card of the colour in play: if they are right you draw the 4 cards, if they are "
              "wrong they draw 6.\n"
              "Before you play your next-to-last card press “UNO!”: if you forget and an opponent notices, you "
              "draw 2 cards.",
    },
    "uno.app.intro": {
        "it": "Scegli i giocatori, il punteggio da raggiungere e le regole della casa, poi premi «Nuova partita». "
              "Le carte che puoi giocare sono accese, le altre spente. Chi resta senza carte vince la mano "
              "e segna i punti delle carte rimaste agli altri. Gli avversari «distratti» a volte si scordano di dire «UNO», "
              "ma se te lo scordi tu ti colgono.",
        "en": "Choose the players, the target score and the house rules, then press “New match”. The cards you "
              "can play are lit, the others dimmed. Whoever runs out of cards wins the hand and scores the "
              "cards left in the other hands. “Forgetful” computer players now and then forget to call “UNO”, "
              "but they catch you if you forget.",
    },
    "uno.app.level.forgetful": {"it": "distratti", "en": "forgetful"},
    "uno.app.level.heuristic": {"it": "ragionati", "en": "sensible"},
    "uno.app.level.random": {"it": "a caso", "en": "random"},
    "uno.app.target": {"it": "Punti per vincere la partita", "en": "Points to win the match"},
    "uno.app.bad_target": {
        "it": "I punti per vincere sono un numero intero da 1 a {high}.",
        "en": "The points to win are a whole number from 1 to {high}.",
    },
    "uno.app.house_rules": {"it": "Regole della casa", "en": "House rules"},
    "uno.app.rules_in_play": {"it": "Regole in uso: {rules}.", "en": "Rules in play: {rules}."},
    "uno.app.rules_official": {"it": "Regole in uso: quelle ufficiali, compresa la contestazione del Jolly pesca quattro.",
                               "en": "Rules in play: the official ones, the challenge of a Wild Draw Four included."},
    "uno.app.in_play.challenge": {"it": "contestazione del Jolly pesca quattro", "en": "challenge of a Wild Draw Four"},
    "uno.app.on": {"it": "{rule}", "en": "{rule}"},
    "uno.app.rule.UNO-H3.off": {"it": "niente contestazione del Jolly pesca quattro", "en": "no challenge of a Wild Draw Four"},
    "uno.app.settings": {"it": "Impostazioni e nuova partita", "en": "Settings and new match"},
    "uno.app.rule.UNO-H1": {"it": "Pesca due su Pesca due", "en": "Draw Two on Draw Two"},
    "uno.app.rule.UNO-H1.what": {
        "it": "Si può rispondere a un Pesca due con un altro Pesca due: il giocatore dopo pesca la somma.",
        "en": "A Draw Two may be answered with another Draw Two: the next player draws the sum.",
    },
    "uno.app.rule.UNO-H2": {"it": "Pesca due e Jolly pesca quattro insieme", "en": "Mix Draw Two and Wild Draw Four"},
    "uno.app.rule.UNO-H2.what": {
        "it": "Un Jolly pesca quattro si può mettere su un Pesca due, e un Pesca due del colore scelto su un Jolly pesca quattro.",
        "en": "A Wild Draw Four may go on a Draw Two, and a Draw Two of the colour named on a Wild Draw Four.",
    },
    "uno.app.rule.UNO-H3": {"it": "Contestare il Jolly pesca quattro (regola ufficiale)", "en": "Challenge a Wild Draw Four (the official rule)"},
    "uno.app.rule.UNO-H3.what": {
        "it": "Il Jolly pesca quattro si può sempre giocare, ma è regolare solo se non hai carte del colore in gioco: "
              "chi lo subisce può contestarlo e, se non era regolare, lo paghi tu con 4 carte; se era regolare, chi ha contestato ne pesca 6. Spenta: nessuna contestazione.",
        "en": "A Wild Draw Four can always be played, but it is fair only if you hold no card of the colour in play: "
              "its victim may challenge it and, if it was not fair, you draw the 4 cards; if it was fair, the challenger draws 6. Off: no challenge.",
    },
    "uno.app.rule.UNO-H4": {"it": "Sette e zero", "en": "Seven and zero"},
    "uno.app.rule.UNO-H4.what": {
        "it": "Chi gioca un 7 scambia la mano con un giocatore a scelta; con uno 0 ogni mano passa al giocatore successivo.",
        "en": "Playing a 7 swaps hands with a player of your choice; a 0 passes every hand to the next player.",
    },
    "uno.app.rule.UNO-H5": {"it": "Inserirsi fuori turno", "en": "Jump in"},
    "uno.app.rule.UNO-H5.what": {
        "it": "Chi ha una carta identica a quella appena giocata può giocarla subito, anche fuori turno.",
        "en": "Whoever holds a card identical to the one just played may play it at once, out of turn.",
    },
    "uno.app.rule.UNO-H6": {"it": "La carta pescata va giocata", "en": "Play the card you draw"},
    "uno.app.rule.UNO-H6.what": {
        "it": "Se la carta pescata si può giocare, bisogna giocarla.",
        "en": "If the card you draw can be played, you must play it.",
    },
    "uno.app.rule.UNO-H7": {"it": "Pescare finché non si può giocare", "en": "Draw until you can play"},
    "uno.app.rule.UNO-H7.what": {
        "it": "Chi pesca continua a pescare finché arriva una carta che si può giocare.",
        "en": "Whoever draws keeps drawing until a card comes that can be played.",
    },
    "uno.app.rule.UNO-H8": {"it": "Chiudere con un numero", "en": "Go out with a number"},
    "uno.app.rule.UNO-H8.what": {
        "it": "L'ultima carta deve essere un numero: non si chiude con Salta, Inverti, Pesca due o un jolly.",
        "en": "The last card must be a number: you cannot go out with a Skip, Reverse, Draw Two or a wild.",
    },
    "uno.app.action.Play": {"it": "Gioca {card}", "en": "Play {card}"},
    "uno.app.action.JumpIn": {"it": "Inserisciti con {card}", "en": "Jump in with {card}"},
    "uno.app.action.Draw": {"it": "Pesca una carta", "en": "Draw a card"},
    "uno.app.action.Keep": {"it": "Tieni la carta", "en": "Keep the card"},
    "uno.app.action.SwapWith": {
        "it": "Scambia con {player} ({n} {n:carta|carte})",
        "en": "Swap with {player} ({n} {n:card|cards})",
    },
    "uno.app.action.Accept": {"it": "Pesca {n} {n:carta|carte}", "en": "Draw {n} {n:card|cards}"},
    "uno.app.action.Challenge": {"it": "Contesta il Jolly pesca quattro", "en": "Challenge the Wild Draw Four"},
    "uno.app.action.Catch": {"it": "Colto! {player} non ha detto «UNO»", "en": "Catch! {player} did not call “UNO”"},
    "uno.app.action.Decline.catch": {"it": "Lascia stare", "en": "Let it go"},
    "uno.app.action.Decline.jump": {"it": "Non mi inserisco", "en": "Don't jump in"},
    "uno.app.prompt.colour": {"it": "Scegli il colore:", "en": "Name the colour:"},
    "uno.app.prompt.penalty": {
        "it": "Ti tocca pescare {n} {n:carta|carte}:",
        "en": "{n} {n:card|cards} for you to draw:",
    },
    "uno.app.prompt.catch": {
        "it": "{player} ha una carta sola e non ha detto «UNO»:",
        "en": "{player} holds one card and did not call “UNO”:",
    },
    "uno.app.prompt.jump": {
        "it": "Hai una carta identica (accesa nella tua mano): giocala o lascia stare.",
        "en": "You hold an identical card (lit in your hand): play it or let it go.",
    },
    "uno.app.prompt.swap": {"it": "Con chi scambi la mano?", "en": "Whom do you swap hands with?"},
    "uno.app.prompt.drawn": {
        "it": "La carta pescata si può giocare: toccala nella mano, oppure tienila.",
        "en": "The card you drew can be played: pick it in your hand, or keep it.",
    },
    "uno.app.your_hand": {"it": "La tua mano", "en": "Your hand"},
    "uno.app.status.play": {
        "it": "Tocca a te: gioca una carta accesa o pesca.",
        "en": "Your turn: play a lit card or draw.",
    },
    "uno.app.uno_off": {"it": "UNO! (premi, poi gioca la carta)", "en": "UNO! (press, then play your card)"},
    "uno.app.uno_on": {"it": "✔ UNO! detto: ora gioca la carta", "en": "✔ UNO! said: now play your card"},
    "uno.app.uno_help": {
        "it": "Premi prima di giocare la penultima carta: chi non dice «UNO» può essere colto e pesca 2 carte.",
        "en": "Press before playing your next-to-last card: whoever does not call “UNO” may be caught and draws 2 cards.",
    },
})
