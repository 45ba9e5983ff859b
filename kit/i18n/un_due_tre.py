"""The Un, due, tre catalogue: narration of its events and the words of its pictures and app.

Keys start with ``udt.``; events narrate from ``udt.event.<kind>`` (see
:meth:`kit.engine.Event.narrate`), with ``.you`` for the person's own and ``.with_you`` where
the person is among the others (the verb agreeing: "Anna e tu battete").  Card names are not here: they are common to every game
(:mod:`kit.i18n.common`).  A count's plural is written ``{n:singolare|plurale}``
(see :func:`kit.i18n.t`).
"""

PREFIX = "udt"
"""Every key of this catalogue starts with ``udt.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "udt.event.card_turned": {"it": "{player} gira {cards}.", "en": "{player} turns {cards}."},
    "udt.event.card_paid": {
        "it": "{player} paga con {cards}: carta {index} di {amount}.",
        "en": "{player} pays with {cards}: card {index} of {amount}.",
    },
    "udt.event.payment_owed": {
        "it": "{cards}: {player} deve pagare {amount} {amount:carta|carte}.",
        "en": "{cards}: {player} must pay {amount} {amount:card|cards}.",
    },
    "udt.event.payment_interrupted": {
        "it": "{player} trova {cards} mentre paga: il pagamento si ferma; ora da pagare: {amount}.",
        "en": "{player} finds {cards} while paying: the payment stops; now to pay: {amount}.",
    },
    "udt.event.payment_ended": {
        "it": "La battuta chiude il pagamento in corso ({player}).",
        "en": "The slap ends the payment in progress ({player}).",
    },
    "udt.event.payment_complete_slapped": {
        "it": "{player} ha appena finito di pagare: {other} prenderebbe la pila, ma la battuta arriva prima.",
        "en": "{player} has just finished paying: {other} would take the pile, but the slap comes first.",
    },
    "udt.event.payment_card_slapped": {
        "it": "Con la battuta nessuno paga per {cards:il}.",
        "en": "With the slap, nobody pays for {cards}.",
    },
    "udt.event.pile_taken": {
        "it": "{player} prende la pila ({amount} {amount:carta|carte}): presa n. {index}.",
        "en": "{player} takes the pile ({amount} {amount:card|cards}): trick no. {index}.",
    },
    "udt.event.player_out": {"it": "{player} resta senza carte.", "en": "{player} has run out of cards."},
    "udt.event.player_back": {
        "it": "Il pagamento è completo: {player} rientra in gioco.",
        "en": "The payment is complete: {player} is back in the game.",
    },
    "udt.event.player_back_pile": {
        "it": "Con la pila {player} rientra in gioco.",
        "en": "With the pile, {player} is back in the game.",
    },
    "udt.event.loop": {
        "it": "La partita non finisce mai: questa posizione si era già vista all'inizio di una presa "
        "(carte girate: {amount}; prese: {index}).",
        "en": "The game never ends: this position was already seen at the start of a trick "
        "(cards turned: {amount}; tricks: {index}).",
    },
    "udt.event.player_back_slap": {
        "it": "{player} era senza carte e rientra in gioco con la battuta.",
        "en": "{player} had no cards and is back in the game thanks to the slap.",
    },
    "udt.event.ran_out_paying": {
        "it": "{player} finisce le carte mentre paga (restavano da pagare: {amount}): la pila va a chi ha girato la carta da pagare.",
        "en": "{player} runs out of cards while paying (left to pay: {amount}): the pile goes to whoever turned the payment card.",
    },
    "udt.event.slaps_together": {
        "it": "{players} battono quasi insieme: la mano sotto è di {player}.",
        "en": "{players} slap almost together: {player}'s hand is underneath.",
    },
    "udt.event.slap_won_pair": {
        "it": "Coppia ({cards})! La mano di {player} arriva per prima e prende la pila.",
        "en": "A pair ({cards})! {player} slaps first and wins the pile.",
    },
    "udt.event.slap_won_sandwich": {
        "it": "Sandwich ({cards})! La mano di {player} arriva per prima e prende la pila.",
        "en": "A sandwich ({cards})! {player} slaps first and wins the pile.",
    },
    "udt.event.slap_won_dieci": {
        "it": "Somma dieci ({cards})! La mano di {player} arriva per prima e prende la pila.",
        "en": "They add up to ten ({cards})! {player} slaps first and wins the pile.",
    },
    "udt.event.false_slap": {
        "it": "{player} batte sulla pila quando non c'è niente da battere: per penitenza mette la prima carta del "
        "suo mazzetto coperta sotto la pila.",
        "en": "{player} slaps the pile when there is nothing to slap: as a penalty, the top card of their packet "
        "goes face down under the pile.",
    },
    "udt.event.false_slap_free": {
        "it": "{player} batte per sbaglio, ma non ha carte da pagare.",
        "en": "{player} slaps by mistake but has no card to give.",
    },
    "udt.event.slap_beside": {
        "it": "{player} batte accanto alla pila: non costa niente.",
        "en": "{player} slaps beside the pile: no cost.",
    },
    "udt.event.game_over": {
        "it": "Fine: vince {player}. Carte girate: {amount}; prese: {index}.",
        "en": "Game over: {player} wins. Cards turned: {amount}; tricks: {index}.",
    },
    # the same events told to the person they happen to (Event.narrate(..., you=seat))
    "udt.event.card_turned.you": {
        "it": "Hai girato {cards}.",
        "en": "You turned {cards}.",
    },
    "udt.event.card_paid.you": {
        "it": "Hai pagato con {cards}: carta {index} di {amount}.",
        "en": "You paid with {cards}: card {index} of {amount}.",
    },
    "udt.event.payment_owed.you": {
        "it": "{cards}: tocca a te pagare {amount} {amount:carta|carte}.",
        "en": "{cards}: you have to pay {amount} {amount:card|cards}.",
    },
    "udt.event.payment_interrupted.you": {
        "it": "Hai trovato {cards} mentre pagavi: il pagamento si è fermato; ora da pagare: {amount}.",
        "en": "You found {cards} while paying: the payment stopped; now to pay: {amount}.",
    },
    "udt.event.payment_ended.you": {
        "it": "La battuta ha chiuso il pagamento che stavi facendo.",
        "en": "The slap ended the payment you were making.",
    },
    "udt.event.payment_complete_slapped.you": {
        "it": "Avevi appena finito di pagare: {other} avrebbe preso la pila, ma la battuta è arrivata prima.",
        "en": "You had just finished paying: {other} would have taken the pile, but the slap came first.",
    },
    "udt.event.payment_complete_slapped.to_you": {
        "it": "{player} aveva appena finito di pagarti: avresti preso tu la pila, ma la battuta è arrivata prima.",
        "en": "{player} had just finished paying you: you would have taken the pile, but the slap came first.",
    },
    "udt.event.payment_card_slapped.you": {
        "it": "Con la battuta nessuno ti paga per {cards:il}.",
        "en": "With the slap, nobody pays you for {cards}.",
    },
    "udt.event.pile_taken.you": {
        "it": "Hai preso la pila ({amount} {amount:carta|carte}): presa n. {index}.",
        "en": "You took the pile ({amount} {amount:card|cards}): trick no. {index}.",
    },
    "udt.event.player_out.you": {
        "it": "Hai finito le carte.",
        "en": "You ran out of cards.",
    },
    "udt.event.player_back.you": {
        "it": "Il pagamento è completo: sei di nuovo in gioco.",
        "en": "The payment is complete: you are back in the game.",
    },
    "udt.event.player_back_pile.you": {
        "it": "Con la pila sei di nuovo in gioco.",
        "en": "With the pile, you are back in the game.",
    },
    "udt.event.player_back_slap.you": {
        "it": "Eri senza carte e la battuta ti ha rimesso in gioco.",
        "en": "You had no cards and the slap brought you back into the game.",
    },
    "udt.event.ran_out_paying.you": {
        "it": "Hai finito le carte mentre pagavi (restavano da pagare: {amount}): la pila va a chi ha girato la carta da pagare.",
        "en": "You ran out of cards while paying (left to pay: {amount}): the pile goes to whoever turned the payment card.",
    },
    "udt.event.slaps_together.you": {
        "it": "{players} avete battuto quasi insieme: la mano sotto era la tua.",
        "en": "{players} slapped almost together: yours was underneath.",
    },
    # the person among the others of an event (the app names them "tu" / "you" in the list)
    "udt.event.slaps_together.with_you": {
        "it": "{players} avete battuto quasi insieme: la mano sotto era di {player}.",
        "en": "{players} slapped almost together: {player}'s hand was underneath.",
    },
    "udt.event.slap_won_pair.you": {
        "it": "Coppia ({cards})! La tua mano è arrivata per prima: hai preso la pila.",
        "en": "A pair ({cards})! You slapped first and won the pile.",
    },
    "udt.event.slap_won_sandwich.you": {
        "it": "Sandwich ({cards})! La tua mano è arrivata per prima: hai preso la pila.",
        "en": "A sandwich ({cards})! You slapped first and won the pile.",
    },
    "udt.event.slap_won_dieci.you": {
        "it": "Somma dieci ({cards})! La tua mano è arrivata per prima: hai preso la pila.",
        "en": "They add up to ten ({cards})! You slapped first and won the pile.",
    },
    "udt.event.false_slap.you": {
        "it": "Hai battuto sulla pila quando non c'era niente da battere: per penitenza la prima carta del tuo mazzetto è andata coperta sotto la pila.",
        "en": "You slapped the pile when there was nothing to slap: as a penalty, the top card of your packet went face down under the pile.",
    },
    "udt.event.false_slap_free.you": {
        "it": "Hai battuto per sbaglio, ma non avevi carte da dare.",
        "en": "You slapped by mistake but had no card to give.",
    },
    "udt.event.slap_beside.you": {
        "it": "Hai battuto accanto alla pila: non costa niente.",
        "en": "You slapped beside the pile: no cost.",
    },
    "udt.event.game_over.you": {
        "it": "Fine: hai vinto tu! Carte girate: {amount}; prese: {index}.",
        "en": "Game over: you won! Cards turned: {amount}; tricks: {index}.",
    },
    "udt.packet": {"it": "{n} {n:carta|carte}", "en": "{n} {n:card|cards}"},
    "udt.out": {"it": "senza carte", "en": "no cards"},
    "udt.pile": {"it": "Pila scoperta: {n} {n:carta|carte}", "en": "Face-up pile: {n} {n:card|cards}"},
    "udt.below": {"it": "{n} sotto quelle mostrate", "en": "{n} below those shown"},
    "udt.tucked": {"it": "coperte sotto la pila: {n}", "en": "face down under the pile: {n}"},
    "udt.owed": {"it": "{player} deve ancora {n}", "en": "{player} still owes {n}"},
    "udt.owed.you": {"it": "Devi ancora {n}", "en": "You still owe {n}"},
    "udt.pattern.pair": {"it": "coppia in cima!", "en": "a pair on top!"},
    "udt.pattern.sandwich": {"it": "sandwich in cima!", "en": "a sandwich on top!"},
    "udt.pattern.dieci": {"it": "somma dieci in cima!", "en": "ten on top!"},
    "udt.start": {
        "it": "Tutte le carte sono distribuite, {n} a testa, coperte: nessuno sa cosa ha in cima.",
        "en": "All the cards are dealt, {n} each, face down: nobody knows their top card.",
    },
    "udt.app.title": {"it": "Un, due, tre: gioca", "en": "Un, due, tre: play"},
    "udt.app.help": {
        "it": "Le carte si girano da sole. Quando in cima c'è una coppia (due carte uguali) o un sandwich "
        "(uguali la prima e la terza), batti prima degli altri con il pulsante «Batti!» (con una tastiera, anche con la barra spaziatrice): chi batte "
        "prima prende la pila. Battere quando non c'è niente costa una carta; con il pulsante «Accanto alla pila» (o il tasto B) "
        "batti accanto alla pila, senza penitenza: serve quando hai già alzato la mano e ti accorgi dello sbaglio. Con Somma dieci vale anche quando le due carte in cima fanno 10 (Fante 8, Cavallo 9, Re 10).",
        "en": "Cards are turned by themselves. When a pair (two equal cards on top) or a sandwich (top and third "
        "equal) shows, slap before the others with the “Slap!” button (on a keyboard, the space bar too): the first slap takes the pile. "
        "Slapping when there is nothing costs a card; the “Beside the pile” button (or the B key) slaps beside the pile, at no "
        "cost: handy when your hand is already moving and you see there is nothing to slap. With Sum of ten, two "
        "top cards adding up to 10 count too (Knave 8, Knight 9, King 10).",
    },
    "udt.app.timing": {
        "it": "I tempi di reazione dei giocatori del computer vengono dal modello di battuta: circa 0,85 s al "
        "livello facile, 0,6 s al normale e 0,43 s al difficile. I tuoi tempi li misura il browser, a partire "
        "dal momento in cui la carta compare sulla pila.",
        "en": "The computer players' reaction times come from the slap model: about 0.85 s when easy, 0.6 s "
        "normal, 0.43 s hard; yours are measured in your browser from the moment the card appears.",
    },
    "udt.app.help_straccia": {
        "it": "In Straccia camicia non c'è niente da battere: nessuno batte la mano sulla pila. Le carte si girano "
        "da sole: guarda chi vince, oppure premi il pulsante «Carta successiva» (con una tastiera, la barra spaziatrice) "
        "per girare subito la carta dopo.",
        "en": "In Straccia camicia there is nothing to slap: nobody slaps the pile. The cards turn by themselves: "
        "watch who wins, or press the “Next card” button (on a keyboard, the space bar) to turn the next card at once.",
    },
    "udt.app.computers": {"it": "Avversari", "en": "Computer players"},
    "udt.app.computers_range": {"it": "{field}: «{text}» non va bene.", "en": "{field}: “{text}” won't do."},
    "udt.app.computers_allowed": {
        "it": "Gli avversari del computer possono essere da {low} a {high}.",
        "en": "You can play against {low} to {high} computer players.",
    },
    "udt.app.difficulty": {"it": "Difficoltà", "en": "Difficulty"},
    "udt.app.difficulty.easy": {"it": "facile", "en": "easy"},
    "udt.app.difficulty.normal": {"it": "normale", "en": "normal"},
    "udt.app.difficulty.hard": {"it": "difficile", "en": "hard"},
    "udt.app.pace": {"it": "Ritmo", "en": "Pace"},
    "udt.app.pace.slow": {"it": "lento", "en": "slow"},
    "udt.app.pace.normal": {"it": "normale", "en": "normal"},
    "udt.app.pace.fast": {"it": "veloce", "en": "fast"},
    "udt.variant.solo_coppie": {"it": "Solo coppie", "en": "Pairs only"},
    "udt.variant.somma_dieci": {"it": "Somma dieci", "en": "Sum of ten"},
    "udt.variant.mazzo_52": {"it": "Mazzo da 52", "en": "52-card deck"},
    "udt.variant.straccia_camicia": {"it": "Straccia camicia (senza battute)", "en": "Straccia camicia (no slaps)"},
    "udt.app.start": {"it": "Nuova partita", "en": "New game"},
    "udt.app.ready": {"it": "Si comincia{to_you}!", "en": "Here we go{to_you}!"},
    "udt.app.watch": {
        "it": "In Straccia camicia non si batte la mano: le carte si girano da sole, guarda chi vince "
        "(o gira tu la carta successiva con il pulsante «Carta successiva» o con la barra spaziatrice).",
        "en": "In Straccia camicia nobody slaps: the cards turn by themselves, watch who wins "
        "(or turn the next one yourself with the “Next card” button or the space bar).",
    },
    "udt.app.next": {"it": "Carta successiva (spazio)", "en": "Next card (space)"},
    "udt.app.again": {"it": "Gioca ancora", "en": "Play again"},
    "udt.app.result": {
        "it": "Vince {player}, dopo {cards} carte girate e {tricks} {tricks:presa|prese}.",
        "en": "{player} wins, after {cards} cards turned and {tricks} {tricks:trick|tricks}.",
    },
    # {to_you} is the person's name after a comma (", Maria"), or nothing when they kept "Tu" / "You"
    "udt.app.result_you": {
        "it": "Hai vinto tu{to_you}, dopo {cards} carte girate e {tricks} {tricks:presa|prese}!",
        "en": "You win{to_you}, after {cards} cards turned and {tricks} {tricks:trick|tricks}!",
    },
    "udt.app.result_loop": {
        "it": "Questa partita non finirebbe mai: dopo {cards} carte le posizioni si ripetono.",
        "en": "This game would never end: after {cards} cards the positions repeat.",
    },
    "udt.app.slap": {"it": "Batti! (spazio)", "en": "Slap! (space)"},
    "udt.app.beside": {"it": "Accanto alla pila (B)", "en": "Beside the pile (B)"},
    "udt.app.late": {
        "it": "Troppo tardi{to_you}: hai battuto dopo {ms} ms, {player} dopo {winner_ms} ms.",
        "en": "Too late{to_you}: you slapped after {ms} ms, {player} after {winner_ms} ms.",
    },
    "udt.app.too_soon": {
        "it": "Troppo presto{to_you}: hai battuto {ms} ms dopo che la carta è comparsa, e nessuno reagisce "
        "in meno di {floor} ms. Era una falsa partenza: il colpo non è contato.",
        "en": "Too soon{to_you}: you slapped {ms} ms after the card showed, and nobody reacts in under "
        "{floor} ms. It was a false start: the slap did not count.",
    },
    "udt.app.too_late_taken": {
        "it": "Troppo tardi{to_you}: la coppia o il sandwich di prima l'ha già preso {player}. Nessuna penitenza: "
        "la tua mano era partita per la carta precedente.",
        "en": "Too late{to_you}: {player} had already taken the pair or sandwich before. No penalty: your hand "
        "was going for the previous card.",
    },
    "udt.app.would_win": {
        "it": "Chi vince più spesso? In {games} partite a due simulate, tu (in media {you} ms per battere) contro "
              "un giocatore del computer di questo livello (in media {them} ms). Conta solo la velocità: tutti e due "
              "notate le coppie e sbagliate come questo livello (i tuoi errori di oggi non contano). Vinceresti il "
              "{rate} delle partite (intervallo di confidenza al 95%: da {low} a {high}).",
        "en": "Who wins more often? In {games} simulated two-player games, you (a mean of {you} ms to slap) against "
              "one computer player of this level (a mean of {them} ms). Only speed counts: both of you notice patterns "
              "and slap by mistake as this level does (your own mistakes today are not counted). You would win "
              "{rate} of the games (95% interval: {low} to {high}).",
    },
    "udt.app.preparing": {
        "it": "Sto calcolando chi vincerebbe più spesso, tu o un giocatore del computer di questo livello: la prima "
        "volta ci vogliono alcuni secondi. Intanto puoi già cominciare un'altra partita.",
        "en": "Working out who would win more often, you or a computer player of this level: the first time takes "
        "a few seconds. You can start another game meanwhile.",
    },
    "udt.app.stats": {
        "it": "I tuoi tempi di reazione — battute: {n}, ultima {last} ms, media {mean} ms.",
        "en": "Your reaction times — slaps: {n}, last {last} ms, mean {mean} ms.",
    },
}
