"""The common catalogue: text shared by every game, in Italian (``"it"``) and English (``"en"``).

Card names live here and only here (:mod:`kit.cards` asks for ``"rank.*"``, ``"suit.*"`` and
``"uno.*"`` keys), with the apps' shared words, the Deal-hands app, the widgets, the answer
checker and the engine's common events (``event.*``).  Each game has its own catalogue beside
this one (e.g. :mod:`kit.i18n.un_due_tre`); :func:`kit.i18n.t` looks in all of them.
"""

from __future__ import annotations

PREFIX = ""
"""The common catalogue's keys have no game prefix (``deal.*``, ``check.*``, ``card.*``…)."""

CATALOGUE: dict[str, dict[str, str]] = {
    # --- card names (C-4) -------------------------------------------------------------
    "card.of": {"it": "{rank} di {suit}", "en": "{rank} of {suit}"},
    "rank.A.italian": {"it": "Asso", "en": "Ace"},
    "rank.F": {"it": "Fante", "en": "Knave"},
    "rank.C": {"it": "Cavallo", "en": "Knight"},
    "rank.R": {"it": "Re", "en": "King"},
    "rank.A.french": {"it": "Asso", "en": "Ace"},
    "rank.J": {"it": "Fante", "en": "Jack"},
    "rank.Q": {"it": "Donna", "en": "Queen"},
    "rank.K": {"it": "Re", "en": "King"},
    "suit.coppe": {"it": "coppe", "en": "cups"},
    "suit.denari": {"it": "denari", "en": "coins"},
    "suit.bastoni": {"it": "bastoni", "en": "batons"},
    "suit.spade": {"it": "spade", "en": "swords"},
    "suit.hearts": {"it": "cuori", "en": "hearts"},
    "suit.diamonds": {"it": "quadri", "en": "diamonds"},
    "suit.clubs": {"it": "fiori", "en": "clubs"},
    "suit.spades": {"it": "picche", "en": "spades"},
    "uno.colour.red": {"it": "rosso", "en": "Red"},
    "uno.colour.yellow": {"it": "giallo", "en": "Yellow"},
    "uno.colour.green": {"it": "verde", "en": "Green"},
    "uno.colour.blue": {"it": "blu", "en": "Blue"},
    "uno.coloured": {"it": "{value} {colour}", "en": "{colour} {value}"},
    "uno.skip": {"it": "Salta", "en": "Skip"},
    "uno.reverse": {"it": "Inverti", "en": "Reverse"},
    "uno.draw2": {"it": "Pesca due", "en": "Draw Two"},
    "uno.wild": {"it": "Jolly", "en": "Wild"},
    "uno.wild4": {"it": "Jolly pesca quattro", "en": "Wild Draw Four"},
    "card.back": {"it": "Carta coperta", "en": "Face-down card"},
    # --- events (kit.engine.Event.narrate reads "event.<kind>") ---------------------------
    "event.player": {"it": "Giocatore {n}", "en": "Player {n}"},
    "list.and": {"it": "{first} e {last}", "en": "{first} and {last}"},
    "list.address": {"it": ", {name}", "en": ", {name}"},
    "event.card_dealt": {
        "it": "Carta n. {index}, per {player}: {cards}.",
        "en": "Card no. {index}: {cards} goes to {player}.",
    },
    # --- deck names ----------------------------------------------------------------------
    "deck.italian40": {"it": "Carte italiane (40)", "en": "Italian deck (40)"},
    "deck.french40": {"it": "Carte francesi senza 8, 9, 10 (40)", "en": "French deck without 8, 9, 10 (40)"},
    "deck.french52": {"it": "Carte francesi (52)", "en": "French deck (52)"},
    "deck.uno108": {"it": "UNO (108)", "en": "UNO (108)"},
    # --- widgets ---------------------------------------------------------------------------
    "hand.label": {"it": "Mano di {name}", "en": "{name}'s hand"},
    "hand.empty": {"it": "(nessuna carta)", "en": "(no cards)"},
    "hand.illegal": {"it": "Questa carta non si può giocare ora.", "en": "This card cannot be played now."},
    "hand.pick": {"it": "Scegli una carta.", "en": "Pick a card."},
    "hand.played": {"it": "Hai giocato: {card}.", "en": "You played: {card}."},
    "step.first": {"it": "Inizio", "en": "First"},
    "step.previous": {"it": "Indietro", "en": "Previous"},
    "step.next": {"it": "Avanti", "en": "Next"},
    "step.last": {"it": "Fine", "en": "Last"},
    "step.position": {"it": "Passo {i} di {n}", "en": "Step {i} of {n}"},
    "step.buttons": {
        "it": "Premi ▶ per il passo dopo e ◀ per quello prima, oppure trascina il cursore.",
        "en": "Press ▶ for the next step and ◀ for the one before, or drag the slider.",
    },
    "step.keys": {
        "it": "(Con la tastiera: frecce ← →, Home e Fine per il primo e l'ultimo passo.)",
        "en": "(On a keyboard: arrow keys ← →, Home and End for the first and last step.)",
    },
    # --- deal-hands app --------------------------------------------------------------------
    "app.language": {"it": "Lingua", "en": "Language"},
    "deal.title": {"it": "Distribuisci le carte", "en": "Deal the cards"},
    "deal.intro": {
        "it": "Scegli un mazzo, quanti giocatori e quante carte a testa, poi premi Distribuisci. "
        "Lo stesso numero di mescolata dà sempre la stessa distribuzione.",
        "en": "Pick a deck, the number of players and the cards per hand, then press Deal. "
        "The same seed always gives the same deal.",
    },
    "deal.deck": {"it": "Mazzo", "en": "Deck"},
    "deal.players": {"it": "Giocatori", "en": "Players"},
    "deal.cards": {"it": "Carte a testa", "en": "Cards each"},
    "turn.rules_card": {"it": "Come si gioca, in breve", "en": "How to play, in short"},
    "deal.seed": {"it": "Numero di mescolata", "en": "Seed"},
    "live.not_running": {
        "it": "[Un pulsante per rifare il calcolo: compare quando esegui il quaderno (menu Run ▸ Run All Cells).]",
        "en": "[A button to redo the computation: it appears when you run the notebook (menu Run ▸ Run All Cells).]",
    },
    "live.working": {"it": "Sto simulando…", "en": "Simulating…"},
    "live.failed": {"it": "**Questa volta il calcolo non è riuscito** ({error}). Riprova; se succede ancora, "
                          "chiedi all'insegnante.",
                    "en": "**The computation did not work this time** ({error}). Try again; if it happens again, "
                          "ask your teacher."},
    "live.done": {"it": "**Rifatto ora, dal vivo**, in {seconds} s:", "en": "**Done again just now, live**, in {seconds} s:"},
    "live.done_fast": {"it": "**Rifatto ora, dal vivo**, in meno di un decimo di secondo:",
                       "en": "**Done again just now, live**, in less than a tenth of a second:"},
    "deal.button": {"it": "Distribuisci", "en": "Deal"},
    "deal.new_seed": {"it": "Nuova mescolata", "en": "New seed"},
    "deal.player": {"it": "Giocatore {n}", "en": "Player {n}"},
    "deal.stock": {"it": "Tallone: {n} {n:carta|carte}", "en": "Stock: {n} {n:card|cards}"},
    "deal.summary": {
        "it": "Giocatori: {players} · carte a testa: {cards} · {deck} · mescolata n. {seed}",
        "en": "Players: {players} · cards each: {cards} · {deck} · seed {seed}",
    },
    "deal.step.start": {
        "it": "Il mazzo mescolato è pronto: {n} carte da distribuire, una alla volta.",
        "en": "The shuffled deck is ready: {n} cards to deal, one at a time.",
    },
    "deal.step.done": {
        "it": "Fatto. Carte rimaste nel tallone: {n}.",
        "en": "Done. Cards left in the stock: {n}.",
    },
    "deal.press": {"it": "Premi Distribuisci per vedere le mani.", "en": "Press Deal to see the hands."},
    "error.too_many_cards": {
        "it": "Servono {players} × {cards} = {total} carte, ma il mazzo ne ha solo {size}. "
        "Riduci i giocatori o le carte a testa.",
        "en": "That needs {players} × {cards} = {total} cards, but the deck has only {size}. "
        "Use fewer players or fewer cards each.",
    },
    "error.players": {
        "it": "I giocatori vanno da {low} a {high}.",
        "en": "Players must be from {low} to {high}.",
    },
    "error.cards": {
        "it": "Le carte a testa vanno da 1 a {high}.",
        "en": "Cards each must be from 1 to {high}.",
    },
    "error.kept": {
        "it": "Sotto resta l'ultima distribuzione riuscita.",
        "en": "The last deal that worked is still shown below.",
    },
    "error.bad_seed": {
        "it": "Il numero di mescolata deve essere un intero da 0 a {high}.",
        "en": "The seed must be a whole number from 0 to {high}.",
    },
    "error.not_whole_number": {
        "it": "{field}: «{text}» non è un numero intero. Scrivi solo cifre, senza virgola né punto (per esempio 12).",
        "en": "{field}: “{text}” is not a whole number. Type digits only, with no decimal point or comma (for example 12).",
    },
    "error.number_ambiguous": {
        "it": "{field}: «{text}» potrebbe essere {digits} o un numero con la virgola. "
        "Se intendi {digits}, scrivilo senza punto né virgola.",
        "en": "{field}: “{text}” could be {digits} or a number with decimals. "
        "If you mean {digits}, type it with no point or comma.",
    },
    "error.number_empty": {
        "it": "{field}: scrivi un numero intero.",
        "en": "{field}: type a whole number.",
    },
    "error.number_long": {
        "it": "{field}: il testo scritto è troppo lungo per un numero ({n_shown} {n:carattere|caratteri}; "
        "al massimo {high}). Scrivi un numero intero con poche cifre (per esempio 12).",
        "en": "{field}: the text typed is too long for a number ({n_shown} {n:character|characters}; "
        "{high} at most). Type a whole number with a few digits (for example 12).",
    },
    "error.name_characters": {
        "it": "{field}: il nome contiene {n} {n:carattere|caratteri} che non si {n:può|possono} mostrare "
        "(segni di controllo o pezzi di un simbolo). Scrivilo con lettere, cifre e spazi.",
        "en": "{field}: the name holds {n} {n:character|characters} that cannot be shown "
        "(control marks or parts of a symbol). Type it with letters, digits and spaces.",
    },
    "error.name_empty": {
        "it": "{field}: scrivi come ti chiami (basta un'iniziale).",
        "en": "{field}: type what you are called (an initial will do).",
    },
    "error.name_long": {
        "it": "{field}: il nome è troppo lungo ({n} caratteri); al massimo {high}.",
        "en": "{field}: that name is too long ({n} characters); {high} at most.",
    },
    "error.generic": {
        "it": "Qualcosa è andato storto: {detail}",
        "en": "Something went wrong: {detail}",
    },
    # --- the worked question in the deal-hands app -------------------------------------------
    "question.at_least_one": {
        "it": "Probabilità che una mano di {k} {cards} contenga almeno un {rank}",
        "en": "Probability that a hand of {k} {cards} holds at least one {rank}",
    },
    "noun.card.one": {"it": "carta", "en": "card"},
    "noun.card.many": {"it": "carte", "en": "cards"},
    "question.exact": {"it": "Esatta: {fraction} ≈ {decimal}", "en": "Exact: {fraction} ≈ {decimal}"},
    "question.simulated": {
        "it": "Simulata su {n} mani: {estimate} (intervallo di confidenza al 95%: {low} – {high})",
        "en": "Simulated over {n} hands: {estimate} (95% interval: {low} – {high})",
    },
    "question.agree": {
        "it": "Il valore esatto cade nell'intervallo della simulazione.",
        "en": "The exact value lies inside the simulation's interval.",
    },
    "question.disagree": {
        "it": "Il valore esatto cade fuori dall'intervallo: succede circa una volta su venti.",
        "en": "The exact value lies outside the interval: this happens about one time in twenty.",
    },
    "target.A": {"it": "Asso", "en": "Ace"},
    "target.A.plural": {"it": "Assi", "en": "Aces"},
    "plot.alt": {
        "it": "Istogramma: {title}. Barre: frequenze simulate; punti: probabilità esatte.",
        "en": "Histogram: {title}. Bars: simulated frequencies; dots: exact probabilities.",
    },
    "target.wild": {"it": "jolly (semplice o pesca quattro)", "en": "wild card (Wild or Wild Draw Four)"},
    "target.wild.plural": {"it": "jolly", "en": "wild cards"},
    "plot.count_title": {
        "it": "{ranks} in una mano di {k} {cards} ({n} mani simulate)",
        "en": "{ranks} in a hand of {k} {cards} ({n} simulated hands)",
    },
    "plot.count_x": {"it": "numero di {ranks} nella mano", "en": "number of {ranks} in the hand"},
    "plot.count_y": {"it": "frequenza relativa", "en": "relative frequency"},
    "plot.simulated": {"it": "simulata", "en": "simulated"},
    "plot.exact": {"it": "esatta (ipergeometrica)", "en": "exact (hypergeometric)"},
    # --- the turn-based app driver (kit.ui.turn_app) ----------------------------------------
    "turn.title": {"it": "Gioca contro il computer", "en": "Play against the computer"},
    "turn.intro": {
        "it": "Scegli quanti giocatori, il livello degli avversari e il numero di mescolata, poi premi "
        "Nuova partita. Le carte che puoi giocare sono accese; le altre sono spente e segnate da una croce.",
        "en": "Choose the number of players, the computer players' level and the seed, then press New match. "
        "The cards you may play are lit; the others are dimmed and marked with a cross.",
    },
    "turn.players": {"it": "Giocatori", "en": "Players"},
    "turn.level": {"it": "Avversari", "en": "Computer players"},
    "level.random": {"it": "a caso", "en": "random"},
    "level.easy": {"it": "facile", "en": "easy"},
    "level.normal": {"it": "normale", "en": "normal"},
    "level.hard": {"it": "difficile", "en": "hard"},
    "level.greedy": {"it": "avido", "en": "greedy"},
    "level.heuristic": {"it": "ragionato", "en": "sensible"},
    "level.sensible": {"it": "ragionati", "en": "sensible"},
    "turn.new_match": {"it": "Nuova partita", "en": "New match"},
    "turn.next_hand": {"it": "Mano successiva", "en": "Next hand"},
    "turn.you": {"it": "Tu", "en": "You"},
    "turn.you.in_text": {"it": "tu", "en": "you"},
    "app.name": {"it": "Il tuo nome", "en": "Your name"},
    "turn.your_turn": {"it": "Tocca a te: scegli una carta accesa.", "en": "Your turn: pick a lit card."},
    "turn.choose": {"it": "Con {card} puoi fare più cose: scegli.", "en": "{card} can do more than one thing: choose."},
    "turn.illegal": {
        "it": "Questa mossa ora non è permessa: la partita resta com'era. Scegli una carta accesa.",
        "en": "That move is not allowed now: the game is as it was. Pick a lit card.",
    },
    "turn.not_now": {"it": "Prima premi Nuova partita.", "en": "Press New match first."},
    "turn.match_start": {
        "it": "Inizia la partita: vince chi arriva per primo a {target}.",
        "en": "The match begins: the first to reach {target} wins.",
    },
    "turn.hand_start": {"it": "Mano {n}: distribuisce {dealer}.", "en": "Hand {n}: {dealer} deals."},
    "turn.hand_start.you": {"it": "Mano {n}: distribuisci tu.", "en": "Hand {n}: you deal."},
    "turn.hand_over": {"it": "Fine della mano {n}: {points}.", "en": "End of hand {n}: {points}."},
    "turn.match_over": {
        "it": "{player} vince la partita con {points}.",
        "en": "{player} wins the match with {points}.",
    },
    "turn.seed_note": {
        "it": "Numero di mescolata di questa partita: {seed} (scritto di nuovo nelle impostazioni, rigioca la stessa partita).",
        "en": "This match's seed: {seed} (typed again in the settings, it replays the same match).",
    },
    "turn.match_over.you": {"it": "Vinci la partita con {points}.", "en": "You win the match with {points}."},
    "turn.hand_done": {"it": "Mano finita: premi Mano successiva.", "en": "Hand over: press Next hand."},
    "turn.over": {"it": "La partita è finita.", "en": "The match is over."},
    "turn.points": {"it": "{text} {n:punto|punti}", "en": "{text} {n:point|points}"},
    "turn.hand_n": {"it": "Mano {n}", "en": "Hand {n}"},
    "turn.total": {"it": "Totale", "en": "Total"},
    "turn.scores_caption": {
        "it": "Punti per mano e totale (si gioca fino a {target})",
        "en": "Points per hand and in total (played to {target})",
    },
    "turn.log": {"it": "Cronaca della partita", "en": "What happened"},
    # --- answer checker ------------------------------------------------------------------------
    "check.right": {"it": "✔ {qid}: risposta giusta.", "en": "✔ {qid}: correct."},
    "check.wrong": {
        "it": "✘ {qid}: non ancora. Ricontrolla il ragionamento e riprova.",
        "en": "✘ {qid}: not yet. Check your reasoning and try again.",
    },
    "check.none": {
        "it": "✘ {qid}: la risposta è vuota (None). Scrivi il numero, o il calcolo che lo dà, dopo il segno =; "
        "print(...) mostra un numero ma non lo consegna.",
        "en": "✘ {qid}: the answer is empty (None). Write the number, or the sum that gives it, after the = sign; "
        "print(...) shows a number but does not hand it in.",
    },
    "check.many": {
        "it": "✘ {qid}: serve un solo numero, non un gruppo di {n} {n:valore|valori}. Scegli il numero che risponde "
        "alla domanda.",
        "en": "✘ {qid}: one number is needed, not a group of {n} {n:value|values}. Pick the number that answers "
        "the question.",
    },
    "check.not_number": {
        "it": "✘ {qid}: serve un numero (meglio una Fraction esatta), non {kind}.",
        "en": "✘ {qid}: a number is needed (an exact Fraction is best), not {kind}.",
    },
    "check.unknown": {
        "it": "✘ Domanda sconosciuta {qid}. Domande di questo foglio: {known}.",
        "en": "✘ Unknown question {qid}. Questions on this sheet: {known}.",
    },
    "check.unknown_sheet": {
        "it": "✘ Nessun foglio si chiama {sheet!r} (controlla l'ortografia di {qid!r}). Fogli: {known}.",
        "en": "✘ There is no sheet called {sheet!r} (check the spelling of {qid!r}). Sheets: {known}.",
    },
    "check.wrong_float": {
        "it": "✘ {qid}: non ancora. Se hai scritto un decimale arrotondato, scrivi la frazione esatta "
        "con Fraction(a, b) (o almeno 6 cifre decimali); altrimenti ricontrolla il ragionamento.",
        "en": "✘ {qid}: not yet. If you typed a rounded decimal, give the exact Fraction "
        "(or at least 6 decimal places); otherwise check your reasoning.",
    },
    "server.serving": {"it": "Le app del kit sono su http://localhost:{port}  (Ctrl-C per fermare)",
                       "en": "Serving the kit's apps on http://localhost:{port}  (Ctrl-C to stop)"},
    "server.network": {"it": "Gli altri dispositivi della rete aprono http://{address}:{port}",
                       "en": "Other devices on the network open http://{address}:{port}"},
    "server.preparing": {
        "it": "Preparo {n} {n:copia|copie} di {pages}: qui sotto si vede quante sono pronte.",
        "en": "Preparing {n} {n:copy|copies} of {pages}: the count of pages ready follows below.",
    },
    "server.prepared": {
        "it": "{ready} di {total} {total:pagina pronta|pagine pronte} ({seconds} s)",
        "en": "{ready} of {total} {total:page|pages} ready ({seconds} s)",
    },
    "server.code": {
        "it": "Codice della classe: {code} (da scrivere alla lavagna; chi apre l'indirizzo qui sopra lo ha già)",
        "en": "Class code: {code} (write it on the board; the address above already carries it)",
    },
    "server.cap": {
        "it": "Al massimo {n} {n:pagina aperta|pagine aperte} alla volta (secondo la memoria libera e la classe)",
        "en": "At most {n} {n:page|pages} open at once (from the free memory and the class's size)",
    },
    "kit.usage": {
        "it": "Uso: python -m kit COMANDO [opzioni]; i comandi sono {commands} (dato: {given}). "
        "Le opzioni di un comando: python -m kit app --help",
        "en": "Usage: python -m kit COMMAND [options]; the commands are {commands} (given: {given}). "
        "A command's options: python -m kit app --help",
    },
    "copy.written": {
        "it": "Ho scritto {out}: {n} {n:file|file}, senza soluzioni (solutions/, source/), senza la guida per "
        "l'insegnante e senza i test. Lì dentro lo studente esegue make lab o make app, come spiega il README.",
        "en": "Wrote {out}: {n} {n:file|files}, without the solutions (solutions/, source/), the teacher's guide "
        "or the tests. A student runs make lab or make app in it, as the README says.",
    },
    "copy.readme_note": {
        "it": "Questa è la copia del kit per gli studenti: non contiene le soluzioni delle schede né la guida per "
              "l'insegnante, che restano all'insegnante. Dove qui sotto si parla di `solutions/` o di `TEACHER=1`, "
              "si parla del kit completo.",
        "en": "This is the students' copy of the kit: it holds neither the sheets' solutions nor the teacher's "
              "guide, which stay with the teacher. Where this page speaks of `solutions/` or `TEACHER=1`, it means "
              "the whole kit.",
    },
    "copy.exists": {
        "it": "{out} c'è già: cancellalo, o scegli un altro posto con OUT=… (python -m kit student-copy --out …).",
        "en": "{out} exists already: remove it, or choose another place with OUT=… (python -m kit student-copy --out …).",
    },
    "copy.inside": {
        "it": "{out} è dentro il kit: scrivi la copia fuori dalla sua cartella (per esempio OUT=../kit-studente.zip), "
        "oppure chiamala student_copy… o kit-studente….zip, che nessuna copia contiene.",
        "en": "{out} is inside the kit: write the copy outside its folder (for example OUT=../kit-studente.zip), "
        "or name it student_copy… or kit-studente….zip, which no copy holds.",
    },
    "server.cap_given": {
        "it": "Al massimo {n} {n:pagina aperta|pagine aperte} alla volta (come richiesto)",
        "en": "At most {n} {n:page|pages} open at once (as asked)",
    },
    "server.no_page": {
        "it": "Queste pagine da preparare non ci sono in notebooks/: {pages}. Scrivile come it/deal_hands.ipynb.",
        "en": "These pages to prepare are not in notebooks/: {pages}. Write them as it/deal_hands.ipynb.",
    },
    "server.prepare_needs_class": {
        "it": "Per preparare delle pagine serve anche il numero di studenti: make app CLASS=30 PREPARE=… "
        "(oppure python -m kit app --class-size 30 --prepare …)",
        "en": "To prepare pages, give the number of students too: make app CLASS=30 PREPARE=… "
        "(or python -m kit app --class-size 30 --prepare …)",
    },
    "server.bad_code": {
        "it": "Il codice della classe {code!r} non va bene: da 4 a 32 lettere (A-Z) e cifre, per esempio 3B2026.",
        "en": "The class code {code!r} will not do: 4 to 32 letters (A-Z) and digits, for example 3B2026.",
    },
    "server.full_title": {"it": "Il server è al completo", "en": "The server is full"},
    "server.try_again": {"it": "Riprova", "en": "Try again"},
    "server.full": {
        "it": "Ci sono già troppe pagine aperte su questo server. Chiudi le schede che non usi e riprova tra un minuto.",
        "en": "Too many pages are already open on this server. Close the tabs you are not using and try again in a minute.",
    },
    "server.code_title": {"it": "Codice della classe", "en": "Class code"},
    "server.code_ask": {
        "it": "Scrivi il codice della classe che l'insegnante ha dato (lo trovi alla lavagna).",
        "en": "Type the class code your teacher gave you (it is on the board).",
    },
    "server.code_label": {"it": "Codice della classe", "en": "Class code"},
    "server.code_button": {"it": "Entra", "en": "Enter"},
    "server.code_wrong": {
        "it": "Questo codice non è quello della classe: controlla le lettere e riprova.",
        "en": "That is not the class's code: check the letters and try again.",
    },
    "server.port_in_use": {
        "it": "La porta {port} è già occupata (un altro server, forse un altro `make app`?). Ferma quello, "
        "oppure scegli un'altra porta: make app PORT={next} (python -m kit app --port {next})",
        "en": "Port {port} is already in use (another server, perhaps another `make app`?). Stop that one, "
        "or choose another port: make app PORT={next} (python -m kit app --port {next})",
    },
    "friendly.name": {
        "it": "Python non conosce ancora «{name}»: forse non hai eseguito le prime celle della scheda, oppure "
        "il nome è scritto in un altro modo. Esegui le celle dall'inizio, una dopo l'altra (Maiusc+Invio), "
        "poi di nuovo questa.",
        "en": "Python does not know “{name}” yet: perhaps the sheet's first cells have not been run, or the name "
        "is spelt another way. Run the cells from the top, one after the other (Shift+Enter), then this one "
        "again.",
    },
    "friendly.name_close": {
        "it": "Python non conosce «{name}»: forse volevi scrivere «{close}»? Correggi il nome e riesegui la cella.",
        "en": "Python does not know “{name}”: did you mean “{close}”? Correct the name and run the cell again.",
    },
    "friendly.attribute": {
        "it": "Un oggetto di tipo {type} non ha nessun attributo o metodo di nome «{name}».",
        "en": "An object of type {type} has no attribute or method called “{name}”.",
    },
    "friendly.module_attribute": {
        "it": "Il modulo {module} non contiene nessun nome «{name}».",
        "en": "The module {module} holds no name “{name}”.",
    },
    "friendly.attribute_close": {
        "it": "Forse volevi scrivere «{close}»? Correggi il nome e riesegui la cella.",
        "en": "Did you mean “{close}”? Correct the name and run the cell again.",
    },
    "friendly.attribute_spelling": {
        "it": "Controlla come è scritto il nome dopo il punto e riesegui la cella.",
        "en": "Check how the name after the dot is spelt and run the cell again.",
    },
    "friendly.foreign_card": {
        "it": "{card:Il} non è una carta del mazzo per cui sono fatte queste regole: sono regole per le {deck}.",
        "en": "The {card} is not a card of the deck these rules are made for: they are rules for the {deck}.",
    },
    "friendly.foreign_use": {"it": "Per le {deck} usa: {code}", "en": "For the {deck} use: {code}"},
    "friendly.foreign_use_also": {"it": "; per le {deck}: {code}", "en": "; for the {deck}: {code}"},
    "friendly.or": {"it": " o ", "en": " or "},
    "friendly.deck.italian40": {"it": "carte italiane da 40", "en": "40 Italian cards"},
    "friendly.deck.french40": {"it": "carte francesi da 40 (senza 8, 9 e 10)", "en": "40 French cards (no 8, 9 or 10)"},
    "friendly.deck.french52": {"it": "carte francesi da 52", "en": "52 French cards"},
    "friendly.deck.uno108": {"it": "carte UNO", "en": "UNO cards"},
    "friendly.zero": {
        "it": "Questa cella divide per zero, e una divisione per zero non dà nessun numero. Guarda il "
        "denominatore delle tue frazioni.",
        "en": "This cell divides by zero, and a division by zero gives no number. Look at the bottom of your "
        "fractions.",
    },
    "friendly.to_write": {
        "it": "Qui manca ancora la tua risposta: scrivi il tuo codice al posto delle due righe indicate, poi "
        "esegui la cella.",
        "en": "Your answer is still missing here: write your code in place of the two lines shown, then run the "
        "cell.",
    },
    "friendly.other": {
        "it": "Python si è fermato in questa cella: leggi la riga qui sotto, correggi e riesegui la cella.",
        "en": "Python stopped in this cell: read the line below, correct it and run the cell again.",
    },
    "friendly.python_says": {"it": "Python dice:", "en": "Python says:"},
    "friendly.line": {"it": "Riga {n} della cella: {code}", "en": "Line {n} of the cell: {code}"},
    "friendly.line_only": {"it": "Riga {n} della cella.", "en": "Line {n} of the cell."},
    "friendly.syntax": {
        "it": "Python non riesce a leggere questa cella: qualcosa è scritto in un modo che non capisce (una "
        "parentesi o delle virgolette non chiuse, un segno che manca o è di troppo…). Guarda la riga indicata "
        "qui sotto, correggila e riesegui la cella.",
        "en": "Python cannot read this cell: something is written in a way it does not understand (a bracket "
        "or quotes left open, a sign missing or one too many…). Look at the line shown below, correct it and "
        "run the cell again.",
    },
    "friendly.indent": {
        "it": "Python si è fermato sugli spazi all'inizio di una riga: in Python il rientro (gli spazi a sinistra) "
        "ha un significato, e una riga che non sta dentro un if, un for o una def deve cominciare dal margine sinistro, "
        "senza spazi davanti. Guarda la riga indicata qui sotto, sistema i suoi spazi iniziali e riesegui la cella.",
        "en": "Python stopped at the spaces at the start of a line: in Python the indent (the spaces on the left) "
        "has a meaning, and a line that is not inside an if, a for or a def must start at the left margin, with no "
        "spaces before it. Look at the line shown below, fix its leading spaces and run the cell again.",
    },
    "friendly.percent": {
        "it": "In Python il simbolo % non vuol dire «per cento» (serve a calcolare il resto di una divisione), quindi "
        "Python non riesce a leggere {typed}. Scrivi {decimal}{point}, oppure {number}/100, al posto di {typed}.",
        "en": "In Python the sign % does not mean “per cent” (it works out the remainder of a division), so Python "
        "cannot read {typed}. Type {decimal}{point}, or {number}/100, instead of {typed}.",
    },
    "friendly.with_point": {"it": " (con il punto)", "en": " (with a point)"},
    "friendly.comma_zero": {
        "it": "Python legge la virgola come un separatore tra due numeri, e {decimals} (uno zero seguito da altre "
        "cifre) per Python non è un numero. Nei decimali usa il punto, non la virgola: scrivi {whole}.{decimals} "
        "al posto di {whole},{decimals}.",
        "en": "Python reads a comma as a separator between two numbers, and {decimals} (a zero followed by more "
        "digits) is no number to Python. Decimals take a point, not a comma: type {whole}.{decimals} instead of "
        "{whole},{decimals}.",
    },
    "friendly.answer_missing": {
        "it": "Python non conosce ancora «{name}»: è il nome della tua risposta, e questa cella non gli dà un "
        "valore.",
        "en": "Python does not know “{name}” yet: it is your answer's name, and this cell does not give it a "
        "value.",
    },
    "check.unassigned": {
        "it": "✘ {qid}: questa cella non dà un valore {name:a}, quindi check riceve il valore che {name} aveva "
        "prima, e non lo giudica.",
        "en": "✘ {qid}: this cell does not give {name} a value, so check gets whatever {name} held before, and "
        "does not judge it.",
    },
    "check.bare_lines": {
        "it": "{n:La riga|Le righe} {lines} {n:calcola|calcolano} qualcosa, ma il risultato non va {name:a}.",
        "en": "{n:Line|Lines} {lines} {n:computes|compute} something, but the result does not go to {name}.",
    },
    "check.give_value": {
        "it": "Dai un valore {name:a}: scrivi {name} = … (dopo il segno =, il tuo calcolo) e riesegui la cella.",
        "en": "Give {name} a value: write {name} = … (your working after the equals sign) and run the cell "
        "again.",
    },
    "check.too_long": {
        "it": "✘ {qid}: questo numero ha più di {digits} cifre; nessuna risposta di queste schede è così lunga. "
        "Ricontrolla il calcolo (e scrivi la risposta come Fraction(a, b)).",
        "en": "✘ {qid}: this number has more than {digits} digits; no answer on these sheets is that long. "
        "Check your working (and give the answer as Fraction(a, b)).",
    },
    "check.bad_id": {
        "it": "✘ {qid!r} non è un codice di domanda: si scrive come 'dealing.q1'.",
        "en": "✘ {qid!r} is not a question id: ids look like 'dealing.q1'.",
    },
    "check.fraction_of_float": {
        "it": " (Attenzione: Fraction({num}/{den}) fa prima la divisione con i decimali e poi la "
        "trasforma; per la frazione esatta scrivi Fraction({num}, {den}), con la virgola.)",
        "en": " (Careful: Fraction({num}/{den}) divides in decimals first and converts afterwards; "
        "for the exact fraction write Fraction({num}, {den}), with a comma.)",
    },
    "check.hint.above_one": {
        "it": "Una probabilità non supera mai 1. Se hai scritto una percentuale, dividila per 100; "
        "altrimenti ricontrolla il calcolo.",
        "en": "A probability is never more than 1. If you typed a percentage, divide it by 100; "
        "otherwise check your working.",
    },
    "check.hint.below_zero": {
        "it": "Una probabilità non è mai negativa: ricontrolla i segni del calcolo.",
        "en": "A probability is never negative: check the signs in your working.",
    },
    "check.float_hint": {
        "it": " (Il numero decimale coincide; una Fraction esatta sarebbe ancora meglio.)",
        "en": " (The decimal matches; an exact Fraction would be even better.)",
    },
    "check.count_float_hint": {
        "it": " (Il numero coincide; ma la risposta è un numero intero: scrivila senza decimali, cioè {whole}.)",
        "en": " (The number matches; but the answer is a whole number: write it without decimals, as {whole}.)",
    },
    "check.wrong_count": {
        "it": "✘ {qid}: non ancora. La risposta a questa domanda è un numero intero, da scrivere senza decimali: "
        "ricontrolla il ragionamento.",
        "en": "✘ {qid}: not yet. The answer to this question is a whole number, written without decimals: "
        "check your reasoning.",
    },
    "check.text_fraction": {
        "it": "✘ {qid}: serve un numero, non un testo tra virgolette. Scrivi Fraction({num}, {den}), senza virgolette.",
        "en": "✘ {qid}: a number is needed, not text in quotes. Type Fraction({num}, {den}), without quotes.",
    },
    "check.text_number": {
        "it": "✘ {qid}: serve un numero, non un testo tra virgolette. Scrivi {number} senza virgolette "
        "(o, meglio ancora, una Fraction esatta).",
        "en": "✘ {qid}: a number is needed, not text in quotes. Type {number} without quotes "
        "(or, even better, an exact Fraction).",
    },
    "check.text_number_count": {
        "it": "✘ {qid}: serve un numero, non un testo tra virgolette. Scrivi {number} senza virgolette.",
        "en": "✘ {qid}: a number is needed, not text in quotes. Type {number} without quotes.",
    },
    "check.text_count": {
        "it": "✘ {qid}: serve un numero, non un testo tra virgolette. Togli le virgolette e scrivi il numero "
        "intero.",
        "en": "✘ {qid}: a number is needed, not text in quotes. Remove the quotes and type the whole number.",
    },
    "check.not_number_count": {
        "it": "✘ {qid}: serve un numero intero, non {kind}.",
        "en": "✘ {qid}: a whole number is needed, not {kind}.",
    },
    "check.text": {
        "it": "✘ {qid}: serve un numero, non un testo tra virgolette. Togli le virgolette e scrivi il numero, "
        "per esempio come Fraction(a, b).",
        "en": "✘ {qid}: a number is needed, not text in quotes. Remove the quotes and type the number, "
        "for example as Fraction(a, b).",
    },
    "check.decimal_comma": {
        "it": "✘ {qid}: Python legge {whole},{decimals} come due numeri separati, {whole} e {decimals}. "
        "Nei decimali usa il punto, non la virgola: scrivi {whole}.{decimals} al posto di {whole},{decimals}.",
        "en": "✘ {qid}: Python reads {whole},{decimals} as two separate numbers, {whole} and {decimals}. "
        "Decimals take a point, not a comma: type {whole}.{decimals} instead of {whole},{decimals}.",
    },
    "check.thousands_comma": {
        "it": "✘ {qid}: Python legge {whole},{decimals} come due numeri separati, {whole} e {decimals}. "
        "Un numero intero si scrive senza separatore delle migliaia: scrivi {joined}.",
        "en": "✘ {qid}: Python reads {whole},{decimals} as two separate numbers, {whole} and {decimals}. "
        "A whole number is typed with no thousands separator: type {joined}.",
    },
    "check.hint.thousands_point": {
        "it": "Sembra che tu abbia scritto il punto delle migliaia: per Python il punto separa i decimali. "
        "Un numero intero si scrive solo con le cifre, senza punti.",
        "en": "It looks as if you typed a point between the thousands: to Python a point starts the decimals. "
        "A whole number is typed as digits only, with no points.",
    },
    "check.wrong_hint": {"it": "✘ {qid}: non ancora. {hint}", "en": "✘ {qid}: not yet. {hint}"},
    # hints for typical wrong answers (check.hint.<name>; a solution declares them by name)
    "check.hint.percentage": {
        "it": "Sembra una percentuale: qui il per cento non si usa, quindi scrivi per esempio 0.25 "
        "invece di 25.",
        "en": "That looks like a percentage: percentages are not used here, so write for example 0.25 "
        "instead of 25.",
    },
    "check.hint.truncated": {
        "it": "Sembra che tu abbia tagliato il numero dopo 6 cifre decimali invece di arrotondarlo: guarda la "
        "7ª cifra; se è 5 o più, la 6ª sale di uno (oppure scrivi la Fraction esatta).",
        "en": "It looks as if the number was cut after 6 decimal places instead of rounded: look at the 7th "
        "decimal; if it is 5 or more, the 6th goes up by one (or give the exact Fraction).",
    },
    "check.hint.complement": {
        "it": "Sembra la probabilità dell'evento contrario, cioè che quello che chiede la domanda NON succeda. "
        "Rileggi la domanda.",
        "en": "That looks like the probability of the opposite event: that what the question asks for does NOT "
        "happen. Read the question again.",
    },
    "check.hint.with_replacement": {
        "it": "Sembra che tu abbia fatto come se ogni carta tornasse nel mazzo prima della pescata successiva. "
        "Ma una carta uscita non torna nel mazzo: a ogni pescata c'è una carta in meno.",
        "en": "It looks as if each card went back into the deck before the next one was drawn. "
        "But a card that has come out does not go back: each draw has one card fewer.",
    },
    "check.hint.figures_in_suit": {
        "it": "Sembra che tu abbia contato anche le figure (Fante, Donna, Re) come carte del seme. Qui contano "
        "solo le carte numerate, dall'Asso al 10: le figure di quel seme non aiutano.",
        "en": "It looks as if you counted the figures (Jack, Queen, King) as cards of the suit. Only the number "
        "cards count here, Ace to 10: that suit's figures do not help.",
    },
    "check.hint.wrap_run": {
        "it": "Sembra che tu abbia contato anche le scale che ripartono dopo il 10 (come 9, 10, Asso, 2…). "
        "L'Asso è solo basso: dopo il 10 la scala finisce.",
        "en": "It looks as if you also counted runs that go on past the 10 (like 9, 10, Ace, 2…). "
        "The Ace is only low: a run ends at the 10.",
    },
    "check.hint.exactly_one": {
        "it": "Sembra la probabilità che succeda esattamente una volta. Ma «almeno» comprende anche i casi in cui "
        "succede due o più volte.",
        "en": "That looks like the probability that it happens exactly once. But “at least” takes in the cases where "
        "it happens twice or more as well.",
    },
    "check.hint.overlap": {
        "it": "Hai sommato le probabilità di eventi che possono capitare insieme: così i casi in cui "
        "capitano insieme li hai contati più di una volta.",
        "en": "You added the probabilities of events that can happen together, so the cases where they "
        "happen together were counted more than once.",
    },
    "check.hint.one_order": {
        "it": "Sembra che tu abbia contato un solo ordine delle carte. Le carte che cerchi possono "
        "arrivare in posizioni diverse della mano: conta tutti gli ordini possibili.",
        "en": "It looks as if you counted only one order of the cards. The cards you want can "
        "arrive in different places in the hand: count every possible order.",
    },
    "check.hint.independence": {
        "it": "Sembra che tu abbia moltiplicato delle probabilità come se gli eventi fossero indipendenti. "
        "Qui non lo sono: quando il primo evento è successo, le carte rimaste (o i posti rimasti) cambiano, "
        "e con loro la probabilità del successivo. Calcola ogni probabilità sapendo che gli eventi prima "
        "sono successi, oppure conta direttamente i casi.",
        "en": "It looks as if you multiplied probabilities as if the events were independent. "
        "Here they are not: once the first event has happened, the cards left (or the places left) change, "
        "and so does the probability of the next one. Work out each probability knowing that the earlier "
        "events have happened, or count the cases directly.",
    },
    "check.hint.one_suit": {
        "it": "Sembra che tu abbia contato le mani di un solo seme. «Dello stesso seme» vale per "
        "qualunque seme del mazzo: conta le mani di ogni seme.",
        "en": "It looks as if you counted the hands of one suit only. “Of the same suit” works with "
        "any suit of the deck: count the hands of every suit.",
    },
    "check.hint.probability_not_expected": {
        "it": "Sembra la probabilità che il valore non sia 0 (qui: che la carta faccia pagare). La domanda "
        "chiede invece un valore atteso: ogni valore possibile conta, moltiplicato per la sua probabilità.",
        "en": "That looks like the probability that the value is not 0 (here: that the card is a payment "
        "card). The question asks for an expected value instead: each possible value counts, multiplied "
        "by its probability.",
    },
    "check.hint.unweighted_mean": {
        "it": "Sembra la media dei valori possibili, presi una volta ciascuno. Nel valore atteso, però, "
        "ogni valore pesa quanto la sua probabilità: conta quante carte hanno ciascun valore.",
        "en": "That looks like the average of the possible values, each taken once. In an expected value, "
        "though, each value weighs as much as its probability: count how many cards have each value.",
    },
    "check.hint.zero_values": {
        "it": "Sembra che tu abbia fatto la media solo sugli esiti che valgono più di 0 (qui: le carte che "
        "fanno pagare). Anche gli esiti che valgono 0 possono capitare: non aggiungono niente alla somma, "
        "ma contano nel valore atteso.",
        "en": "It looks as if you averaged over the outcomes worth more than 0 only (here: the payment "
        "cards). Outcomes worth 0 can happen too: they add nothing to the sum, but they count in the "
        "expected value.",
    },
    "check.hint.not_whole": {
        "it": "La risposta a questa domanda è un numero intero, e questa frazione non lo è: ricontrolla il "
        "ragionamento.",
        "en": "The answer to this question is a whole number, and this fraction is not one: check your reasoning.",
    },
    "check.hint.missed_hands": {
        "it": "Il tuo numero è troppo piccolo: alcune delle mani che valgono 30 o più ti sono sfuggite. Rileggi "
        "la domanda («che carte servono per fare 30, e per fare 31?») e fai anche l'altro conto, con "
        "`combinations` e la tua funzione `value`: i due risultati devono coincidere.",
        "en": "Your number is too small: some of the hands worth 30 or more have slipped through. Read "
        "the question again (“which cards make 30, and which make 31?”) and do the other count too, with "
        "`combinations` and your function `value`: the two results must agree.",
    },
    "check.hint.all_cards": {
        "it": "Sembra che tu abbia sommato tutte e tre le carte. Nel Trentuno si sommano solo le carte dello stesso "
        "seme, e conta il seme che fa di più: per esempio 2 di bastoni, 3 di bastoni e 4 di spade valgono 5, non 9.",
        "en": "It looks as if you added up all three cards. In Trentuno only cards of the same suit add up, and the "
        "suit that makes most is what counts: for example the 2 of batons, the 3 of batons and the 4 of swords are "
        "worth 5, not 9.",
    },
    "check.hint.unseen": {
        "it": "Sembra che tu abbia contato anche carte che lì non possono esserci: le carte che hai in mano, e "
        "quelle già scoperte negli scarti, non sono nel tallone né in mano agli altri. Conta solo le carte che non "
        "hai visto.",
        "en": "It looks as if you also counted cards that cannot be there: the cards in your hand, and those "
        "already face up on the discard pile, are neither in the tallone nor in the others' hands. Count only the "
        "cards you have not seen.",
    },
    "check.hint.ties_pay": {
        "it": "Ricorda che a pari merito per il valore più basso pagano tutti: anche una mano che vale esattamente "
        "quanto la tua ti fa pagare.",
        "en": "Remember that on a tie for the lowest value everyone pays: a hand worth exactly as much as yours "
        "makes you pay too.",
    },
    # sheet 3 (UNO), the challenge of a Wild Draw Four
    "check.hint.bayes_prior": {
        "it": "Sembra la probabilità che l'avversario abbia una carta del colore in gioco prima di sapere che ha "
        "giocato il Jolly pesca quattro. Ma chi ha quel colore gioca il Jolly pesca quattro solo qualche volta: "
        "moltiplica ogni caso per la probabilità che giochi il Jolly, e poi dividi per la somma.",
        "en": "That looks like the chance that the opponent holds a card of the colour in play before you know "
        "they played the Wild Draw Four. But a player with that colour plays the Wild Draw Four only some of the "
        "time: multiply each case by the chance they play it, then divide by the sum.",
    },
    "check.hint.bayes_inverted": {
        "it": "Sembra la probabilità di giocare il Jolly pesca quattro quando si ha il colore in gioco. La domanda "
        "chiede il contrario: la probabilità di avere il colore in gioco sapendo che il Jolly è stato giocato.",
        "en": "That looks like the chance of playing the Wild Draw Four when holding the colour in play. The "
        "question asks the other way round: the chance of holding the colour in play given that the Wild Draw Four "
        "was played.",
    },
    # sheet 6 (3-5-8)
    "check.hint.score_signs": {
        "it": "Controlla i segni. In senza prese l'obiettivo diventa un massimo: ogni presa sotto il massimo vale "
        "+1, ogni presa sopra vale −1.",
        "en": "Check the signs. In senza prese the target becomes a maximum: each trick under the maximum is "
        "worth +1, each trick over it −1.",
    },
    "check.hint.usual_targets": {
        "it": "Sembra che tu abbia usato gli obiettivi delle partite con l'atout (mazziere 3, dichiarante 8, terzo 5). "
        "In senza prese i numeri si scambiano: il dichiarante può fare al massimo 3 prese e il mazziere 8; "
        "il terzo resta a 5.",
        "en": "It looks as if you used the targets of the games with atout (dealer 3, declarer 8, third 5). "
        "In senza prese the numbers swap: the declarer may take at most 3 tricks and the dealer 8; "
        "the third player stays at 5.",
    },
    "check.hint.sum_zero": {
        "it": "I tre punteggi di una mano fanno sempre 0 se li sommi. Prova a sommare i tuoi tre numeri: "
        "fanno 0?",
        "en": "The three scores of a hand always add up to 0. Try adding your three numbers: do they make 0?",
    },
    "check.hint.mean_suit": {
        "it": "Sembra la lunghezza media di un seme (6 carte divise fra 4 semi). La domanda chiede il seme più "
        "lungo della mano, che è sempre lungo almeno quanto la media, e di solito di più.",
        "en": "That looks like the average length of one suit (6 cards shared among 4 suits). The question asks "
        "for the longest suit of the hand, which is always at least as long as the average, and usually longer.",
    },
    "check.hint.patterns_unweighted": {
        "it": "Sembra che tu abbia contato ogni distribuzione dei semi (come 3-2-1-0) una volta sola. Ma le "
        "distribuzioni non hanno la stessa probabilità: conta quante mani di 6 carte ha ciascuna, e pesa il suo "
        "seme più lungo con quel numero.",
        "en": "It looks as if you counted each suit pattern (like 3-2-1-0) once. But the patterns are not equally "
        "likely: count how many hands of 6 cards each one has, and weigh its longest suit by that number.",
    },
    "check.hint.seen_cards": {
        "it": "Sembra che tu abbia contato anche carte che Anna ha già visto. Le sue 16 carte non possono essere nel "
        "monte: il monte è fatto di 4 carte fra quelle che Anna non ha visto.",
        "en": "It looks as if you also counted cards Anna has already seen. Her 16 cards cannot be in the monte: "
        "the monte is 4 of the cards Anna has not seen.",
    },
    "check.hint.seen_cards_complement": {
        "it": "Due cose da sistemare. Sembra la probabilità che nel monte non ci sia nessun Asso, mentre la domanda "
        "chiede almeno un Asso, cioè l'evento contrario. E hai contato anche le 16 carte di Anna, che non possono "
        "essere nel monte: il monte è fatto di 4 carte fra quelle che Anna non ha visto.",
        "en": "Two things to fix. That looks like the probability of no Ace at all in the monte, but the question "
        "asks for at least one Ace: the opposite event. And you also counted Anna's 16 cards, which cannot be in "
        "the monte: the monte is 4 of the cards Anna has not seen.",
    },
    "check.hint.held_aces": {
        "it": "Hai tolto le carte di Anna, bene; ma gli Assi che ha in mano non possono essere anche nel monte. "
        "Quanti Assi restano fra le carte che Anna non ha visto?",
        "en": "You left out Anna's cards, good; but the Aces in her hand cannot be in the monte as well. "
        "How many Aces are left among the cards Anna has not seen?",
    },
    "check.hint.receiver_limit": {
        "it": "Chi dà carte ne dà al massimo quanto il suo punteggio, ma chi le riceve ne prende al massimo quante "
        "prese gli sono mancate nella mano prima. Guarda anche il punteggio di chi riceve.",
        "en": "A player who gives cards gives at most as many as their score, but a player who receives takes at "
        "most as many as the tricks they were short in the hand before. Look at the receiver's score too.",
    },
    "check.hint.exchange_atout": {
        "it": "I punteggi dicono chi dà carte e quante, ma prima di contarle controlla che lo scambio ci sia. "
        "Lo scambio ha due condizioni: si fa dalla seconda mano in poi, e solo quando il dichiarante ha "
        "scelto come atout uno dei quattro semi. Controlla tutte e due le condizioni per la terza mano.",
        "en": "The scores say who gives cards and how many, but before counting them check that there is an "
        "exchange at all. The exchange has two conditions: it happens from the second hand on, and only when the "
        "declarer has chosen one of the four suits as atout. Check both conditions for the third hand.",
    },
    "check.hint.short_sign": {
        "it": "Controlla il segno. Bruno ha fatto meno prese del suo obiettivo: ogni presa che manca vale −1, "
        "ogni presa in più +1.",
        "en": "Check the sign. Bruno took fewer tricks than his target: each trick short of it is worth −1, "
        "each trick over it +1.",
    },
    "check.hint.ace_overcount": {
        "it": "Sembra che tu abbia sommato la probabilità di un Asso per ciascuna delle 4 carte del monte. Ma "
        "quegli eventi possono capitare insieme: così un monte con due Assi lo conti due volte, uno con tre Assi "
        "tre volte. Prova con l'evento contrario: un monte senza nessun Asso.",
        "en": "It looks as if you added up the chance of an Ace for each of the 4 cards of the monte. But those "
        "events can happen together: that way a monte with two Aces is counted twice, one with three Aces three "
        "times. Try the opposite event instead: a monte with no Ace at all.",
    },
    "check.hint.count_montes": {
        "it": "La domanda chiede in quanti dei 20.000 monti c'è almeno un Asso: un numero intero. Conta i monti "
        "nella tabella, riga per riga; una probabilità, o una probabilità per 20.000, serve solo dopo, per il "
        "confronto.",
        "en": "The question asks how many of the 20,000 montes hold at least one Ace: a whole number. Count "
        "them in the table, row by row; a probability, or a probability times 20,000, is only for the "
        "comparison afterwards.",
    },
}
