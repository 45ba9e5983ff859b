"""The Trentasette app's catalogue: the table picture (:mod:`kit.ui.trentasette`) and the app
(:mod:`kit.ui.trentasette_app`).

Keys start with ``t37.app.``; the narration of the game's events and the words of its score
lines live in :mod:`kit.i18n.trentasette` (prefix ``t37``, shared as UNO's app shares ``uno``),
the card and suit names in :mod:`kit.i18n.common`.  ``.you`` entries speak to the person.  A
count's plural is written ``{n:singolare|plurale}`` (see :func:`kit.i18n.t`).
"""

PREFIX = "t37.app"
"""Every key of this catalogue starts with ``t37.app.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    # --- the table picture ---------------------------------------------------------------
    "t37.app.table": {"it": "Il tavolo di Trentasette", "en": "The Trentasette table"},
    "t37.app.cards": {"it": "{n} {n:carta|carte} in mano", "en": "{n} {n:card|cards} in hand"},
    "t37.app.seat_turn": {"it": "di turno", "en": "to play"},
    "t37.app.dealer": {"it": "mazziere", "en": "dealer"},
    "t37.app.partner": {"it": "in squadra con te", "en": "your partner"},
    "t37.app.teams": {"it": "Squadre: {a} contro {b}.", "en": "Teams: {a} against {b}."},
    "t37.app.on_table": {"it": "In tavola, scoperte: {n} {n:carta|carte}", "en": "Face up on the table: {n} {n:card|cards}"},
    "t37.app.table_empty": {"it": "La tavola è vuota.", "en": "The table is empty."},
    "t37.app.stock": {"it": "Mazzo: {n} {n:carta|carte}", "en": "Stock: {n} {n:card|cards}"},
    "t37.app.stock_done": {"it": "Mazzo: finito (ultima distribuzione)", "en": "Stock: used up (the last deal)"},
    "t37.app.last": {"it": "Ultima presa: {player}", "en": "Last capture: {player}"},
    "t37.app.last.you": {"it": "Ultima presa: la tua", "en": "Last capture: yours"},
    "t37.app.last_none": {"it": "Ultima presa: ancora nessuna", "en": "Last capture: none yet"},
    "t37.app.pozzi": {"it": "Pozzi (le carte prese)", "en": "Pozzi (the cards taken)"},
    "t37.app.pozzo": {
        "it": "{side}: {n} {n:carta|carte}, {figures} {figures:figura|figure}, {sevens} {sevens:sette|sette}",
        "en": "{side}: {n} {n:card|cards}, {figures} {figures:figure|figures}, {sevens} {sevens:seven|sevens}",
    },
    "t37.app.pozzo_ace": {"it": "con l'Asso di cuori", "en": "with the Ace of hearts"},
    "t37.app.phase.you": {"it": "Tocca a te.", "en": "Your turn."},
    "t37.app.phase": {"it": "È il turno di {player}.", "en": "{player}'s turn."},
    # --- what a card in the hand can do (under the card) ----------------------------------
    "t37.app.takes": {"it": "prende {cards}", "en": "takes {cards}"},
    "t37.app.or": {"it": " o ", "en": " or "},
    "t37.app.lays": {"it": "va in tavola", "en": "goes on the table"},
    "t37.app.card_note": {"it": "{card}: {note}", "en": "{card}: {note}"},
    # --- the hand's summary ---------------------------------------------------------------
    "t37.app.summary": {"it": "I punti della mano {n}", "en": "The points of hand {n}"},
    "t37.app.summary.plain": {"it": "I punti della mano", "en": "The hand's points"},
    "t37.app.summary.nobody": {"it": "Per nessuno (parità)", "en": "For nobody (ties)"},
    "t37.app.summary.none": {"it": "0 punti: nessuna riga di punteggio", "en": "0 points: no scoring line"},
    "t37.app.summary.total": {"it": "Totale della mano: {signed}", "en": "Hand total: {signed}"},
    # --- the running score ----------------------------------------------------------------
    "t37.app.scores_caption": {
        "it": "Punti per mano e totale: vince chi arriva a {target}",
        "en": "Points per hand and in total: the first to {target} wins",
    },
    "t37.app.tie_at_top": {
        "it": "Oltre {target} c'è parità in testa a {points}: si gioca un'altra mano.",
        "en": "Past {target} the lead is tied at {points}: another hand is played.",
    },
    "t37.app.to_go": {
        "it": "Nessuno è ancora arrivato a {target}: si continua.",
        "en": "Nobody has reached {target} yet: play goes on.",
    },
    "t37.app.hand_over": {"it": "Fine della mano {n}. Punti in tutto: {totals}.", "en": "End of hand {n}. Points so far: {totals}."},
    "t37.app.match_over": {"it": "{player} vince la partita con {points}.", "en": "{player} wins the match with {points}."},
    "t37.app.match_over.you": {"it": "Vinci la partita con {points}!", "en": "You win the match with {points}!"},
    "t37.app.match_over.team": {"it": "{side} vincono la partita con {points}.", "en": "{side} win the match with {points}."},
    "t37.app.match_over.team.you": {
        "it": "Tu e {partner} vincete la partita con {points}!",
        "en": "You and {partner} win the match with {points}!",
    },
    # --- the first dealer (T37-2) -----------------------------------------------------------
    "t37.app.ace_draw": {
        "it": "Per scegliere il primo mazziere si scoprono le carte una alla volta, a partire da te e in senso "
              "orario, finché esce l'Asso di cuori: esce alla carta n. {k}.",
        "en": "To choose the first dealer, cards are turned face up one at a time, starting with you and going "
              "clockwise, until the Ace of hearts comes: it comes as card number {k}.",
    },
    "t37.app.ace_dealer": {
        "it": "L'Asso di cuori va {player:a}: {player} fa il mazziere nella prima mano.",
        "en": "The Ace of hearts goes to {player}, who deals the first hand.",
    },
    "t37.app.ace_dealer.you": {
        "it": "L'Asso di cuori va a te: fai il mazziere nella prima mano.",
        "en": "The Ace of hearts goes to you: you deal the first hand.",
    },
}

CATALOGUE.update({
    # --- the app ---------------------------------------------------------------------------
    "t37.app.title": {"it": "Trentasette: gioca contro il computer", "en": "Trentasette: play against the computer"},
    "t37.app.card": {
        "it": "Ognuno ha 3 carte; in tavola ce ne sono 4 scoperte. Quando le mani sono vuote se ne danno altre "
              "3 a testa.\n"
              "Al tuo turno giochi una carta. Se in tavola c'è una carta dello stesso valore la prendi; una carta "
              "numerata può prendere anche due o più carte numerate che sommate fanno il suo valore. Fante, Donna "
              "e Re prendono solo una carta uguale. Se non prendi niente, la carta resta in tavola.\n"
              "Le carte prese formano il tuo pozzo. A fine mano il pozzo dà punti: più carte, più figure, ogni "
              "valore di cui hai tutte e quattro le carte, l'Asso di cuori, le scale; e ne toglie: il 2 di picche, "
              "nessun 7, un seme senza carte numerate.\n"
              "Vince chi arriva per primo a 37 punti.",
        "en": "Everyone holds 3 cards; 4 lie face up on the table. When the hands are empty, 3 more each are "
              "dealt.\n"
              "On your turn play a card. If the table has a card of the same value you take it; a number card "
              "can also take two or more number cards that add up to its value. Jack, Queen and King take only "
              "a card of their own rank. If you take nothing, your card stays on the table.\n"
              "The cards you take make your pozzo. At the end of a hand the pozzo scores points: most cards, most "
              "figures, each rank of which you hold all four cards, the Ace of hearts, runs; and loses some: the 2 "
              "of spades, no 7 at all, a suit with no number card.\n"
              "The first to reach 37 points wins.",
    },
    "t37.app.intro": {
        "it": "Scegli i giocatori, le regole e il punteggio da raggiungere, poi premi «Nuova partita». "
              "Giochi una carta per turno: se in tavola c'è una carta dello stesso valore, o più carte numerate "
              "che sommate fanno il suo valore, le prendi; altrimenti la posi in tavola. Fante, Donna e Re "
              "prendono solo una carta uguale. Sotto ogni carta della tua mano è scritto che cosa prende. "
              "A fine mano le carte prese danno punti (e a volte ne tolgono): vince chi arriva per primo a 37.",
        "en": "Choose the players, the rules and the target, then press “New match”. You play one card a turn: "
              "if the table holds a card of the same value, or number cards that add up to its value, you take "
              "them; otherwise you lay it on the table. A Jack, Queen or King takes only a card of its own rank. "
              "Under each card of your hand it says what it takes. At the end of a hand the cards taken score "
              "points (some lose points): the first to 37 wins.",
    },
    "t37.app.level.greedy": {"it": "golosi (scelgono la presa migliore)", "en": "greedy (choose the best capture)"},
    "t37.app.level.random": {"it": "a caso", "en": "random"},
    "t37.app.players.2": {"it": "2: tu contro Bruno", "en": "2: you against Bruno"},
    "t37.app.players.3": {"it": "3: ognuno per sé", "en": "3: each for themselves"},
    "t37.app.players.4": {"it": "4: due squadre (tu con Carla)", "en": "4: two teams (you with Carla)"},
    "t37.app.target": {"it": "Punti per vincere la partita", "en": "Points to win the match"},
    "t37.app.bad_target": {
        "it": "I punti per vincere sono un numero intero da 1 a {high}.",
        "en": "The points to win are a whole number from 1 to {high}.",
    },
    "t37.app.rules": {"it": "Regole", "en": "Rules"},
    "t37.app.rule.capture_mandatory": {"it": "Presa obbligatoria", "en": "Capturing is compulsory"},
    "t37.app.rule.capture_mandatory.what": {
        "it": "Una carta che può prendere deve prendere: non la puoi posare in tavola.",
        "en": "A card that can take something must take it: you cannot lay it on the table.",
    },
    "t37.app.rule.single_card_first": {"it": "Prima la carta singola", "en": "A single card first"},
    "t37.app.rule.single_card_first.what": {
        "it": "Se in tavola c'è una carta dello stesso valore, devi prendere quella e non una somma.",
        "en": "If the table holds a card of the same value, you must take that one, not a sum.",
    },
    "t37.app.rules_kit": {
        "it": "Con tutte e due accese giochi con le regole del kit.",
        "en": "With both on you play by the kit's rules.",
    },
    "t37.app.rules_in_play": {"it": "Regole in uso: {rules}; si gioca fino a {target}.", "en": "Rules in play: {rules}; played to {target}."},
    "t37.app.on": {"it": "{rule} (sì)", "en": "{rule} (on)"},
    "t37.app.off": {"it": "{rule} (no)", "en": "{rule} (off)"},
    "t37.app.settings": {"it": "Impostazioni e nuova partita", "en": "Settings and new match"},
    "t37.app.your_hand": {"it": "La tua mano", "en": "Your hand"},
    "t37.app.status.choose": {
        "it": "{card:Il} può prendere in più modi: scegli qui sotto quali carte della tavola prendere.",
        "en": "{card} can take in more than one way: choose below which table cards to take.",
    },
    "t37.app.choose.take": {"it": "{card:Il}: quale presa?", "en": "{card}: which capture?"},
    "t37.app.choose.take_or_lay": {"it": "{card:Il}: prendere o posare?", "en": "{card}: take or lay?"},
    "t37.app.status.choose_or_lay": {
        "it": "{card:Il} può prendere oppure andare in tavola: scegli qui sotto se prendere (e quali carte) o posarla in tavola.",
        "en": "{card} can take or go on the table: choose below whether to take (and which cards) or lay it.",
    },
    "t37.app.status.play": {
        "it": "Tocca a te: scegli una carta accesa (sotto c'è scritto che cosa prende).",
        "en": "Your turn: pick a lit card (it says underneath what it takes).",
    },
    "t37.app.action.take": {"it": "Prendi {cards}", "en": "Take {cards}"},
    "t37.app.action.lay": {"it": "Posa {card} in tavola", "en": "Lay {card} on the table"},
    "t37.app.plus": {"it": " + ", "en": " + "},
})
