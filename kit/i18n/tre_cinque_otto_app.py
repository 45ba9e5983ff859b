"""The 3-5-8 app's catalogue: the table picture (:mod:`kit.ui.tre_cinque_otto`), the app
(:mod:`kit.ui.tre_cinque_otto_app`) and the statistics and leaderboard (:mod:`kit.ui.leaderboard`).

Keys start with ``tco.app.``; the narration of the game's events lives in
:mod:`kit.i18n.tre_cinque_otto` (prefix ``tco``).  A count's plural is written
``{n:singolare|plurale}`` (see :func:`kit.i18n.t`).
"""

PREFIX = "tco"
"""Every key of this catalogue starts with ``tco.`` (all of them with ``tco.app.``)."""

CATALOGUE: dict[str, dict[str, str]] = {
    # --- the app ---------------------------------------------------------------------------
    "tco.app.title": {"it": "3-5-8: gioca una partita", "en": "3-5-8: play a match"},
    "tco.app.card": {
        "it": "Tre giocatori, 16 carte a testa; le ultime 4 sono il monte, coperto. Il mazziere deve fare 3 "
              "prese, il dichiarante 8, il terzo giocatore 5. I ruoli girano a ogni mano.\n"
              "Il dichiarante guarda solo le sue prime 6 carte e sceglie il gioco: un seme come atout (una carta "
              "di atout batte tutte le carte degli altri semi), senza atout (vince la carta più alta del seme "
              "giocato per primo) oppure senza prese (gli obiettivi diventano limiti da non superare).\n"
              "Dalla seconda mano, nei giochi con un atout, chi ha chiuso la mano prima in positivo dà carte a chi "
              "l'ha chiusa in negativo, e per ogni carta ricevuta gli torna la carta più alta di quel seme.\n"
              "Poi il monte si mostra a tutti e lo prende il dichiarante, che scarta 4 carte.\n"
              "Nelle prese si risponde al seme giocato per primo; chi non ce l'ha gioca un atout, se ne ha. Chi "
              "vince la presa gioca la carta seguente.\n"
              "Punti: +1 per ogni presa oltre il tuo obiettivo, −1 per ogni presa che manca (al contrario nel senza "
              "prese). Vince il totale più alto.",
        "en": "Three players, 16 cards each; the last 4 are the monte, face down. The dealer must take 3 tricks, the "
              "declarer 8, the third player 5. The roles move round every hand.\n"
              "The declarer looks at their first 6 cards only and chooses the game: a suit as atout (trumps: an "
              "atout card beats every card of the other suits), senza atout (no trumps: the highest card of the "
              "suit led wins) or senza prese (no tricks: the targets become limits not to pass).\n"
              "From the second hand on, in games with an atout, whoever ended the last hand above zero gives cards "
              "to whoever ended it below, and for each card given gets back the receiver's highest card of that suit.\n"
              "Then the monte is shown to everyone and the declarer takes it and discards 4 cards.\n"
              "In a trick, follow the suit led; if you cannot, play an atout if you have one. The winner of a trick "
              "leads the next.\n"
              "Points: +1 for each trick above your target, −1 for each trick short (the other way round in senza "
              "prese). The highest total wins.",
    },
    "tco.app.intro": {
        "it": "Giochi tu contro due giocatori del computer. In ogni mano uno di voi è il mazziere "
              "(deve fare 3 prese), uno il dichiarante (8 prese) e uno il terzo giocatore (5 prese). "
              "Il dichiarante sceglie il gioco guardando solo le prime 6 carte. A fine mano: un punto "
              "per ogni presa in più, uno in meno per ogni presa che manca.",
        "en": "You play against two computer players. In every hand one of you is the dealer (must "
              "take 3 tricks), one the declarer (8 tricks) and one the third player (5 tricks). The "
              "declarer chooses the game looking at the first 6 cards only. After the hand: one point "
              "for each trick over your number, one point lost for each trick short of it.",
    },
    "tco.app.target": {"it": "Numero di mani della partita", "en": "Hands in the match"},
    "tco.app.target.option": {"it": "{n} {n:mano|mani}", "en": "{n} {n:hand|hands}"},
    "tco.app.bad_target": {"it": "Una partita dura 3, 6, 9 o 18 mani.", "en": "A match lasts 3, 6, 9 or 18 hands."},
    "tco.app.settings": {"it": "Impostazioni e nuova partita", "en": "Settings and new match"},
    "tco.app.rules": {"it": "La partita", "en": "The match"},
    "tco.app.length.what": {
        "it": "Con 18 mani ognuno sceglie una volta ciascuno dei sei giochi; con meno mani, solo alcuni.",
        "en": "With 18 hands each player chooses each of the six games once; with fewer, only some of them.",
    },
    "tco.app.match_of": {"it": "Partita di {n} {n:mano|mani}.", "en": "A match of {n} {n:hand|hands}."},
    "tco.app.name": {"it": "Il tuo nome (per la classifica)", "en": "Your name (for the leaderboard)"},
    "tco.app.table": {"it": "Il tavolo di 3-5-8", "en": "The 3-5-8 table"},
    "tco.app.hand_no": {"it": "Mano {n} di {of}", "en": "Hand {n} of {of}"},
    "tco.app.game": {"it": "Gioco: {game}", "en": "Game: {game}"},
    "tco.app.no_game": {"it": "Gioco non ancora scelto", "en": "Game not chosen yet"},
    "tco.app.tricks": {"it": "prese: {taken}/{target}", "en": "tricks: {taken}/{target}"},
    "tco.app.tricks.max": {"it": "prese: {taken}/al massimo {target}", "en": "tricks: {taken}/at most {target}"},
    "tco.app.cards": {"it": "{n} {n:carta|carte} in mano", "en": "{n} {n:card|cards} in hand"},
    "tco.app.next_role": {"it": "prossima mano: {role}", "en": "next hand: {role}"},
    "tco.app.total": {"it": "totale {total}", "en": "total {total}"},
    "tco.app.seat_turn": {"it": "di turno", "en": "to play"},
    "tco.app.trick": {"it": "Presa sul tavolo", "en": "Trick on the table"},
    "tco.app.last_trick": {
        "it": "Presa precedente: {cards}; l'ha presa {player}.",
        "en": "Last trick: {cards}; {player} took it.",
    },
    "tco.app.last_trick.you": {
        "it": "Presa precedente: {cards}; l'hai presa tu.",
        "en": "Last trick: {cards}; you took it.",
    },
    "tco.app.trick_empty": {"it": "Nessuna carta sul tavolo", "en": "No card on the table"},
    "tco.app.monte": {"it": "Monte: {n} {n:carta|carte} coperte", "en": "Monte: {n} {n:card|cards} face down"},
    "tco.app.monte_shown": {"it": "Il monte, scoperto: {cards}", "en": "The monte, face up: {cards}"},
    "tco.app.monte_taken": {"it": "Monte: l'ha preso {player}", "en": "Monte: {player} took it"},
    "tco.app.monte_taken.you": {"it": "Monte: l'hai preso tu", "en": "Monte: you took it"},
    "tco.app.from_monte": {"it": "dal monte", "en": "from the monte"},
    "tco.app.from_monte.short": {"it": "dal monte", "en": "from the monte"},
    "tco.app.discarded": {"it": "Le tue carte scartate: {cards}", "en": "Your discarded cards: {cards}"},
    "tco.app.choose.prompt": {
        "it": "Sei il dichiarante: scegli il gioco guardando queste 6 carte.",
        "en": "You are the declarer: choose the game from these 6 cards.",
    },
    "tco.app.choose.title": {"it": "Le tue prime 6 carte", "en": "Your first 6 cards"},
    "tco.app.exchange.prompt": {
        "it": "Scambio: tocca una carta da dare {players:a} (ancora {n} {n:carta|carte}), poi «Fine scambio».",
        "en": "Exchange: touch a card to give to {players} (up to {n} more {n:card|cards}), then \"End exchange\".",
    },
    "tco.app.exchange.to": {"it": "A chi dai {card}?", "en": "Who gets {card}?"},
    "tco.app.return.prompt": {
        "it": "Hai ricevuto un atout ({card}): scegli la carta da restituire.",
        "en": "You got an atout ({card}): choose the card to give back.",
    },
    "tco.app.discard.prompt": {
        "it": "Hai preso il monte: seleziona 4 carte da scartare, poi «Scarta» ({n} {n:scelta|scelte}).",
        "en": "You took the monte: select 4 cards to discard, then \"Discard\" ({n} {n:card|cards} chosen).",
    },
    "tco.app.play.prompt": {"it": "Tocca a te: gioca una carta accesa.", "en": "Your turn: play a lit card."},
    "tco.app.wait": {"it": "Aspetta: tocca agli altri.", "en": "Wait: the others are playing."},
    "tco.app.action.Stop": {"it": "Fine scambio", "en": "End exchange"},
    "tco.app.action.Scarta": {"it": "Scarta", "en": "Discard"},
    "tco.app.action.Give": {"it": "Dai {player:a}", "en": "Give to {player}"},
    "tco.app.next_hand": {"it": "Mano successiva", "en": "Next hand"},
    "tco.app.hand_over": {"it": "Fine della mano {n}", "en": "End of hand {n}"},
    "tco.app.status.hand_over": {"it": "Fine della mano {n}: guarda i punti qui sopra, poi «Mano successiva».",
                                 "en": "End of hand {n}: look at the points above, then \"Next hand\"."},
    "tco.app.match_over": {"it": "Fine della partita", "en": "End of the match"},
    "tco.app.won.you": {"it": "Hai vinto la partita con {total}!", "en": "You won the match with {total}!"},
    "tco.app.won.tie": {
        "it": "Hai vinto a pari merito con {total}!",
        "en": "You won, tied at the top with {total}!",
    },
    "tco.app.lost": {"it": "Ha vinto {player} con {total}.", "en": "{player} won with {total}."},
    "tco.app.scores_caption": {"it": "Punti di ogni mano e totale", "en": "Points of each hand and total"},
    "tco.app.hand_row": {"it": "Mano {n} ({game})", "en": "Hand {n} ({game})"},
    "tco.app.total_row": {"it": "Totale", "en": "Total"},
    "tco.app.select": {"it": "scelta per lo scarto", "en": "chosen to discard"},
    "tco.app.select.short": {"it": "scarto", "en": "discard"},
    "tco.app.hand_title": {"it": "Le tue carte", "en": "Your cards"},
    "tco.app.status.discard": {
        "it": "Tocca a te: scegli 4 carte da scartare.",
        "en": "Your turn: choose 4 cards to discard.",
    },
    "tco.app.status.exchange": {
        "it": "Tocca a te: dai una carta o termina lo scambio.",
        "en": "Your turn: give a card or end the exchange.",
    },
    "tco.app.status.return": {
        "it": "Tocca a te: scegli la carta da restituire.",
        "en": "Your turn: choose the card to give back.",
    },
    "tco.app.status.choose": {"it": "Tocca a te: scegli il gioco.", "en": "Your turn: choose the game."},
    "tco.app.need_four": {
        "it": "Seleziona esattamente 4 carte (ora {n}).",
        "en": "Select exactly 4 cards (now {n}).",
    },
    # --- the statistics and leaderboard ------------------------------------------------------
    "tco.app.board.caption": {"it": "Classifica (totale × 10)", "en": "Leaderboard (total × 10)"},
    "tco.app.board.name": {"it": "Nome", "en": "Name"},
    "tco.app.board.score": {"it": "Punteggio", "en": "Score"},
    "tco.app.board.stats": {
        "it": "{name}: partite giocate {played}, vinte {won}",
        "en": "{name}: matches played {played}, won {won}",
    },
    "tco.app.board.empty": {"it": "Nessuna partita vinta in classifica.", "en": "No won match on the leaderboard yet."},
    "tco.app.board.store_bad": {
        "it": "Il file delle statistiche (kit.sqlite3) era rovinato, non era un database: è stato messo da parte "
              "(kit.sqlite3.bad-…) e le statistiche ripartono da zero.",
        "en": "The statistics file (kit.sqlite3) was damaged, not a database: it was put aside "
              "(kit.sqlite3.bad-…) and the statistics start again from zero.",
    },
    "tco.app.board.json_corrupt": {
        "it": "Il vecchio file della classifica (leaderboard.json) era rovinato: è stato messo da parte "
              "(leaderboard.json.corrupt) e le sue partite non sono state riprese.",
        "en": "The old leaderboard file (leaderboard.json) was damaged: it was put aside "
              "(leaderboard.json.corrupt) and its matches were not carried over.",
    },
    "tco.app.board.bad_name": {
        "it": "Per la classifica il nome va da 1 a {high} caratteri stampabili (lettere, cifre, spazi, "
              "punteggiatura; niente caratteri di controllo né a capo).",
        "en": "A name for the leaderboard is 1 to {high} printable characters (letters, digits, spaces, "
              "punctuation; no control characters or line breaks).",
    },
    "tco.app.board.unsaved": {
        "it": "Non è stato possibile salvare la classifica ({detail}).",
        "en": "The leaderboard could not be saved ({detail}).",
    },
}
