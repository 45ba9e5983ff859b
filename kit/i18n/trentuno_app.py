"""The Trentuno app's catalogue: the table picture (:mod:`kit.ui.trentuno`) and the app
(:mod:`kit.ui.trentuno_app`).

Keys start with ``t31.app.``; the narration of the game's events lives in
:mod:`kit.i18n.trentuno` (prefix ``t31``, shared as the Trentasette app shares ``t37``), the card
and suit names in :mod:`kit.i18n.common`.  ``.you`` entries speak to the person.  A count's
plural is written ``{n:singolare|plurale}`` (see :func:`kit.i18n.t`).
"""

PREFIX = "t31"
"""Every key of this catalogue starts with ``t31.`` (all of them with ``t31.app.``)."""

CATALOGUE: dict[str, dict[str, str]] = {
    # --- the table picture ---------------------------------------------------------------
    "t31.app.table": {"it": "Il tavolo di Trentuno", "en": "The Trentuno table"},
    "t31.app.hand_no": {"it": "Mano {n}", "en": "Hand {n}"},
    "t31.app.cards": {"it": "{n} {n:carta|carte} in mano", "en": "{n} {n:card|cards} in hand"},
    "t31.app.coins": {"it": "{n} {n:moneta|monete}", "en": "{n} {n:coin|coins}"},
    "t31.app.seat_turn": {"it": "di turno", "en": "to play"},
    "t31.app.dealer": {"it": "mazziere", "en": "dealer"},
    "t31.app.next_dealer": {"it": "prossimo mazziere", "en": "deals next"},
    "t31.app.hand_over_head": {"it": "Fine della mano {n}", "en": "End of hand {n}"},
    "t31.app.game_over_head": {"it": "Fine della partita", "en": "End of the game"},
    "t31.app.tag.knocked": {"it": "ha bussato", "en": "knocked"},
    "t31.app.tag.last_turn": {"it": "ultimo turno da fare", "en": "last turn to come"},
    "t31.app.tag.last_done": {"it": "ultimo turno fatto", "en": "last turn played"},
    "t31.app.tag.out": {"it": "fuori dal gioco", "en": "out of the game"},
    "t31.app.order": {"it": "Ordine di gioco ({direction}): {order}", "en": "Order of play ({direction}): {order}"},
    "t31.app.direction.anticlockwise": {"it": "senso antiorario", "en": "anticlockwise"},
    "t31.app.direction.clockwise": {"it": "senso orario", "en": "clockwise"},
    "t31.app.tallone": {
        "it": "Tallone (coperto): {n} {n:carta|carte}",
        "en": "Tallone (face down): {n} {n:card|cards}",
    },
    "t31.app.reshuffled": {
        "it": "rimescolato {n} {n:volta|volte} in questa mano",
        "en": "turned over {n} {n:time|times} in this hand",
    },
    "t31.app.discards": {
        "it": "Scarti: {n} {n:carta|carte}, in cima {card}",
        "en": "Discard pile: {n} {n:card|cards}, {card} on top",
    },
    "t31.app.discards_empty": {"it": "Scarti: ancora nessuno", "en": "Discard pile: empty so far"},
    "t31.app.pot": {"it": "Piatto: {n} {n:moneta|monete}", "en": "Pot: {n} {n:coin|coins}"},
    "t31.app.knock": {
        "it": "{player} ha bussato: tutti gli altri fanno ancora un turno. Devono ancora farlo: {players}.",
        "en": "{player} knocked: everyone else has one last turn. Still to play it: {players}.",
    },
    "t31.app.knock.you": {
        "it": "Hai bussato: gli altri fanno ancora un turno. Devono ancora farlo: {players}.",
        "en": "You knocked: the others have one last turn. Still to play it: {players}.",
    },
    "t31.app.no_knock": {"it": "Nessuno ha ancora bussato.", "en": "Nobody has knocked yet."},
    "t31.app.arrow": {"it": " → ", "en": " → "},
    # --- the person's hand and what it is worth ----------------------------------------------
    "t31.app.suit_total": {"it": "{suit} {points}", "en": "{suit} {points}"},
    "t31.app.value_line": {"it": "{parts} · migliore {best}", "en": "{parts} · best {best}"},
    "t31.app.hand_title": {"it": "La tua mano: {value}", "en": "Your hand: {value}"},
    "t31.app.hand_title.discard": {
        "it": "La tua mano, 4 carte: scegline una da scartare",
        "en": "Your hand, 4 cards: pick one to discard",
    },
    "t31.app.hand_title.none": {"it": "La tua mano", "en": "Your hand"},
    "t31.app.drawn": {"it": "pescata", "en": "drawn"},
    "t31.app.taken": {"it": "presa dagli scarti: non si riscarta", "en": "taken from the discards: it stays"},
    "t31.app.leaves": {"it": "se la scarti: {value}", "en": "discard it: {value}"},
    "t31.app.leaves.long": {
        "it": "se la scarti, la tua mano vale {value}",
        "en": "if you discard it, your hand is worth {value}",
    },
    "t31.app.taken.long": {
        "it": "presa ora dagli scarti: non può tornarci subito",
        "en": "just taken from the discards: it cannot go straight back",
    },
    "t31.app.card_note": {"it": "{card}, {note}", "en": "{card}, {note}"},
    "t31.app.illegal_taken": {
        "it": "La carta appena presa dagli scarti non può tornare subito lì: scartane un'altra.",
        "en": "The card you just took from the discard pile cannot go straight back: discard another one.",
    },
    # --- buttons and what to do ----------------------------------------------------------------
    "t31.app.action.Draw": {"it": "Pesca dal tallone", "en": "Draw from the tallone"},
    "t31.app.action.TakeDiscard": {"it": "Prendi lo scarto: {card}", "en": "Take the discard: {card}"},
    "t31.app.action.Knock": {"it": "Bussa", "en": "Knock"},
    "t31.app.prompt": {
        "it": "La tua mano vale {value}: pesca, oppure bussa se ti basta.",
        "en": "Your hand is worth {value}: draw, or knock if that is enough.",
    },
    "t31.app.prompt.last": {
        "it": "{player} ha bussato: è il tuo ultimo turno e non puoi più bussare. La tua mano vale {value}.",
        "en": "{player} knocked: this is your last turn and you cannot knock now. Your hand is worth {value}.",
    },
    "t31.app.status.draw": {
        "it": "Tocca a te: pesca una carta o bussa (i pulsanti sono sotto la tua mano).",
        "en": "Your turn: draw a card or knock (the buttons are under your hand).",
    },
    "t31.app.status.last": {
        "it": "Tocca a te, ultimo turno: pesca, poi scarta.",
        "en": "Your turn, your last one: draw, then discard.",
    },
    "t31.app.status.discard": {
        "it": "Ora hai 4 carte: tocca quella da scartare (la carta nuova è segnata).",
        "en": "You now hold 4 cards: pick the one to discard (the new card is marked).",
    },
    "t31.app.status.hand_over": {
        "it": "La mano {n} è finita: qui sopra chi paga e perché. Premi «Mano successiva» per continuare.",
        "en": "Hand {n} is over: above, who pays and why. Press “Next hand” to go on.",
    },
    "t31.app.status.out": {
        "it": "Sei fuori dal gioco: guarda come va a finire, una mano alla volta o fino in fondo.",
        "en": "You are out of the game: watch how it ends, one hand at a time or straight to the end.",
    },
    "t31.app.status.over": {
        "it": "La partita è finita: per giocarne un'altra premi «{new}» (o «{settings}» per cambiare qualcosa).",
        "en": "The game is over: to play another, press “{new}” (or “{settings}” to change something).",
    },
    "t31.app.finish": {"it": "Gioca fino alla fine della partita", "en": "Play to the end of the game"},
    # --- the hand's summary ------------------------------------------------------------------
    "t31.app.summary": {"it": "Com'è finita la mano {n}", "en": "How hand {n} ended"},
    "t31.app.summary.plain": {"it": "Com'è finita la mano", "en": "How the hand ended"},
    "t31.app.summary.knocked": {
        "it": "{player} ha bussato; dopo l'ultimo turno degli altri, tutti mostrano le carte.",
        "en": "{player} knocked; after the others' last turn, everyone shows their cards.",
    },
    "t31.app.summary.knocked.you": {
        "it": "Hai bussato; dopo l'ultimo turno degli altri, tutti mostrano le carte.",
        "en": "You knocked; after the others' last turn, everyone shows their cards.",
    },
    "t31.app.summary.knocked_31": {
        "it": "{player} ha bussato con 31 ({cards}): la mano finisce subito e ogni altro giocatore paga "
              "(anche chi avesse 31).",
        "en": "{player} knocked with 31 ({cards}): the hand ends at once and every other player pays "
              "(even one who also held 31).",
    },
    "t31.app.summary.knocked_31.you": {
        "it": "Hai bussato con 31 ({cards}): la mano finisce subito e ogni altro giocatore paga (anche chi avesse 31).",
        "en": "You knocked with 31 ({cards}): the hand ends at once and every other player pays (even one who also "
              "held 31).",
    },
    "t31.app.summary.worth": {"it": "vale {value} (seme di {suit})", "en": "worth {value} (suit of {suit})"},
    "t31.app.summary.lowest": {"it": "il più basso", "en": "the lowest"},
    "t31.app.summary.low": {
        "it": "Il valore più basso è {value}: paga {players}.",
        "en": "The lowest value is {value}: {players} pays.",
    },
    "t31.app.summary.low.you": {
        "it": "Il valore più basso è {value}, il tuo: paghi tu.",
        "en": "The lowest value is {value}, yours: you pay.",
    },
    "t31.app.summary.tie": {
        "it": "Il valore più basso è {value} e ce l'hanno in {n}: pagano tutti, {players}.",
        "en": "The lowest value, {value}, is a tie between {n}: they all pay, {players}.",
    },
    "t31.app.summary.all_pay": {"it": "{n:Paga|Pagano}: {players}.", "en": "{n:Payer|Payers}: {players}."},
    "t31.app.summary.pot": {
        "it": "Ora nel piatto: {n} {n:moneta|monete}.",
        "en": "Now in the pot: {n} {n:coin|coins}.",
    },
    "t31.app.summary.left": {"it": "Ancora in gioco: {players}.", "en": "Still in the game: {players}."},
    # --- coins after each hand, the end of the game ---------------------------------------------
    "t31.app.scores_caption": {
        "it": "Monete di ciascuno all'inizio e dopo ogni mano, e nel piatto",
        "en": "Each player's coins at the start and after every hand, and in the pot",
    },
    "t31.app.start_row": {"it": "Inizio", "en": "Start"},
    "t31.app.pot_col": {"it": "Piatto", "en": "Pot"},
    "t31.app.out_cell": {"it": "fuori", "en": "out"},
    "t31.app.game_start": {
        "it": "Nuova partita: {coins} {coins:moneta|monete} a testa; l'ultimo che resta in gioco prende il piatto.",
        "en": "A new game: {coins} {coins:coin|coins} each; the last player left in the game takes the pot.",
    },
    "t31.app.game_over": {
        "it": "Fine della partita dopo {n} {n:mano|mani}. Monete vinte o perse: {changes}.",
        "en": "End of the game after {n} {n:hand|hands}. Coins won or lost: {changes}.",
    },
    "t31.app.won": {
        "it": "{player} prende il piatto e vince la partita.",
        "en": "{player} takes the pot and wins the game.",
    },
    "t31.app.won.you": {"it": "Prendi il piatto e vinci la partita!", "en": "You take the pot and win the game!"},
    "t31.app.split": {
        "it": "Il piatto è stato diviso tra {players}: la partita finisce così.",
        "en": "The pot was split between {players}: the game ends there.",
    },
    "t31.app.first_dealer": {
        "it": "Il primo mazziere si estrae a sorte: tocca {player:a}.",
        "en": "The first dealer is drawn at random: {player}.",
    },
    "t31.app.first_dealer.you": {
        "it": "Il primo mazziere si estrae a sorte: tocca a te.",
        "en": "The first dealer is drawn at random: you.",
    },
}

CATALOGUE.update({
    # --- the app and its setup ---------------------------------------------------------------
    "t31.app.title": {"it": "Trentuno: gioca contro il computer", "en": "Trentuno: play against the computer"},
    "t31.app.card": {
        "it": "Tieni sempre 3 carte. La mano vale la somma delle carte di uno stesso seme: Asso 11, figure 10, "
              "le altre il loro numero; al massimo 31.\n"
              "Al tuo turno peschi la prima carta del tallone e poi ne scarti una (anche quella pescata).\n"
              "Invece di pescare puoi bussare: gli altri fanno ancora un turno ciascuno, poi tutti mostrano le "
              "carte. Chi ha il valore più basso mette una moneta nel piatto (a pari merito pagano tutti).\n"
              "Chi bussa con 31 chiude subito la mano e pagano tutti gli altri. Chi deve pagare e non ha più "
              "monete esce; l'ultimo che resta vince il piatto.",
        "en": "You always hold 3 cards. A hand is worth the total of the cards of one suit: Ace 11, figures 10, the "
              "others their number; 31 at most.\n"
              "On your turn draw the top card of the tallone, then discard one card (the one drawn too).\n"
              "Instead of drawing you can knock: everyone else has one more turn, then all show their cards. The "
              "lowest value puts a coin in the pot (on a tie they all pay).\n"
              "A player who knocks with 31 ends the hand at once and everyone else pays. A player who must pay and "
              "has no coins left is out; the last one left wins the pot.",
    },
    "t31.app.intro": {
        "it": "Scegli i giocatori, come giocano gli avversari e le regole, poi premi «Nuova partita». Tieni "
              "sempre 3 carte: al tuo turno peschi una carta dal tallone e poi ne scarti una. La mano vale la somma "
              "delle carte di uno stesso seme (Asso 11, figure 10, le altre il loro numero), al massimo 31. Quando "
              "la tua mano ti sembra buona, invece di pescare bussi: gli altri fanno un ultimo turno, poi tutti "
              "mostrano le carte e chi ha il valore più basso mette una moneta nel piatto. Chi deve pagare e non ha "
              "più monete esce dal gioco; l'ultimo che resta prende il piatto.",
        "en": "Choose the players, how the computer plays and the rules, then press “New match”. You always hold "
              "3 cards: on your turn you draw a card from the tallone (the face-down stock) and then discard one. "
              "A hand is worth the total of its cards of one suit (Ace 11, figures 10, the others their number), "
              "31 at most. When your hand looks good, knock instead of drawing: the others have one last turn, "
              "then everyone shows their cards and the lowest value pays a coin into the pot. Whoever must pay "
              "with no coins left is out of the game; the last player left takes the pot.",
    },
    "t31.app.players.2": {"it": "2: tu e Bruno", "en": "2: you and Bruno"},
    "t31.app.players.3": {"it": "3: tu, Bruno e Carla", "en": "3: you, Bruno and Carla"},
    "t31.app.players.4": {"it": "4: tu, Bruno, Carla e Dario", "en": "4: you, Bruno, Carla and Dario"},
    "t31.app.players.5": {"it": "5: tu, Bruno, Carla, Dario ed Elena", "en": "5: you, Bruno, Carla, Dario and Elena"},
    "t31.app.level.threshold": {
        "it": "a soglia (bussano dalla soglia in su)",
        "en": "threshold (knock from the threshold up)",
    },
    "t31.app.level.greedy": {
        "it": "golosi (bussano se pescare non conviene)",
        "en": "greedy (knock when a draw won't help)",
    },
    "t31.app.level.random": {"it": "a caso", "en": "random"},
    "t31.app.threshold": {"it": "Soglia per bussare (da 0 a 31)", "en": "Knocking threshold (0 to 31)"},
    "t31.app.bad_threshold": {
        "it": "La soglia per bussare è un numero intero da 0 a 31.",
        "en": "The knocking threshold is a whole number from 0 to 31.",
    },
    "t31.app.target": {"it": "Monete a testa all'inizio", "en": "Coins each at the start"},
    "t31.app.bad_target": {
        "it": "Le monete a testa sono un numero intero da 1 a {high}.",
        "en": "The coins each are a whole number from 1 to {high}.",
    },
    "t31.app.rules": {"it": "Regole", "en": "Rules"},
    "t31.app.direction": {"it": "Senso di gioco", "en": "Direction of play"},
    "t31.app.direction.what": {
        "it": "Antiorario: dopo ogni giocatore tocca a chi gli siede a destra, e il primo a giocare è alla destra "
              "del mazziere. Orario: il contrario.",
        "en": "Anticlockwise: after each player comes the one on their right, and the first to play sits on the "
              "dealer's right. Clockwise: the other way round.",
    },
    "t31.app.deck": {"it": "Carte", "en": "Cards"},
    "t31.app.deck.italian40": {
        "it": "italiane (coppe, denari, bastoni, spade)",
        "en": "Italian (cups, coins, batons, swords)",
    },
    "t31.app.deck.french40": {"it": "francesi da 40 (senza 8, 9 e 10)", "en": "French, 40 of them (no 8, 9 or 10)"},
    "t31.app.deck.what": {
        "it": "Si gioca con 40 carte: per ogni seme l'Asso, dal 2 al 7 e tre figure.",
        "en": "The game uses 40 cards: in each suit the Ace, 2 to 7 and three figures.",
    },
    "t31.app.rule.draw_from_discards": {"it": "Si può prendere lo scarto", "en": "Taking the top discard"},
    "t31.app.rule.draw_from_discards.what": {
        "it": "Al tuo turno puoi prendere la carta in cima agli scarti invece di pescare dal tallone (ma non puoi "
              "riscartarla subito).",
        "en": "On your turn you may take the top card of the discard pile instead of drawing from the tallone "
              "(but not discard it straight back).",
    },
    "t31.app.rule.split_pot": {"it": "Dividere il piatto", "en": "Splitting the pot"},
    "t31.app.rule.split_pot.what": {
        "it": "Se gli ultimi rimasti uscissero tutti insieme, si dividono il piatto invece di giocare una mano "
              "di spareggio.",
        "en": "If the last players would all go out together, they split the pot instead of playing a playoff hand.",
    },
    "t31.app.rules_kit": {
        "it": "Con tutte e due spente, in senso antiorario e con le carte italiane giochi con le regole del kit.",
        "en": "With both off, anticlockwise and with Italian cards you play by the kit's rules.",
    },
    "t31.app.rules_in_play": {"it": "Regole in uso: {rules}.", "en": "Rules in play: {rules}."},
    "t31.app.coins_each": {"it": "{coins} {coins:moneta|monete} a testa", "en": "{coins} {coins:coin|coins} each"},
    "t31.app.deck_short.italian40": {"it": "carte italiane", "en": "Italian cards"},
    "t31.app.deck_short.french40": {"it": "carte francesi", "en": "French cards"},
    "t31.app.on": {"it": "{rule} (sì)", "en": "{rule} (on)"},
    "t31.app.off": {"it": "{rule} (no)", "en": "{rule} (off)"},
    "t31.app.settings": {"it": "Impostazioni e nuova partita", "en": "Settings and new match"},
})
