"""The lessons' guess boxes: each guess's short question and choices, and the box's words
(:mod:`kit.ui.guess_box`, :mod:`kit.classroom.guesses`; the teacher's page shows the questions too).

Keys start with ``guess.``: ``guess.box.*`` the box, ``guess.choice.*`` the choices,
``guess.<lesson>.<name>`` each guess's question.
"""

PREFIX = "guess"
"""Every key of this catalogue starts with ``guess.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    # --- the box -----------------------------------------------------------------------------
    "guess.box.number": {"it": "La tua stima", "en": "Your guess"},
    "guess.box.named": {"it": "La tua stima: {what}", "en": "Your guess: {what}"},
    "guess.box.how_count": {"it": "Scrivi un numero intero da {low} a {high}.",
                            "en": "Write a whole number from {low} to {high}."},
    "guess.box.how_probability": {
        "it": "Scrivi un numero da 0 a 1: un decimale (0,3), una frazione (12/40) o una percentuale (30%).",
        "en": "Write a number from 0 to 1: a decimal (0.3), a fraction (12/40) or a percentage (30%).",
    },
    "guess.box.how_decimal": {
        "it": "Scrivi un numero da {low} a {high}: intero o con la virgola (1,5 oppure 1.5).",
        "en": "Write a number from {low} to {high}: whole or with decimals (1.5 or 1,5).",
    },
    "guess.box.pick": {"it": "La tua stima: scegli una risposta.", "en": "Your guess: pick one answer."},
    "guess.box.guess": {"it": "Conferma la stima", "en": "Guess"},
    "guess.box.skip": {"it": "Salta e mostra la risposta", "en": "Skip: show the answer"},
    "guess.box.empty": {
        "it": "Scrivi prima la tua stima, oppure premi «Salta e mostra la risposta».",
        "en": "Write your guess first, or press “Skip: show the answer”.",
    },
    "guess.box.no_choice": {
        "it": "Scegli prima una risposta, oppure premi «Salta e mostra la risposta».",
        "en": "Pick an answer first, or press “Skip: show the answer”.",
    },
    "guess.box.bad_number": {
        "it": "«{text}» non è un numero che so leggere. {how}",
        "en": "“{text}” is not a number I can read. {how}",
    },
    "guess.box.out_of_range": {
        "it": "«{text}» è fuori dall'intervallo. {how}",
        "en": "“{text}” is out of range. {how}",
    },
    "guess.box.whole": {
        "it": "«{text}» non è un numero intero: qui la risposta è un numero intero da {low} a {high}, senza virgola.",
        "en": "“{text}” is not a whole number: the answer here is a whole number from {low} to {high}, "
              "with no decimals.",
    },
    "guess.box.count_not_p": {
        "it": "«{text}» sembra una probabilità, ma qui la domanda è «quante?»: scrivi un numero intero "
              "da {low} a {high}.",
        "en": "“{text}” looks like a probability, but the question here is “how many?”: write a whole "
              "number from {low} to {high}.",
    },
    "guess.box.count_not_p_100": {
        "it": "«{text}» sembra una probabilità, ma qui la domanda è «quante su 100?»: scrivi un numero "
              "intero da 0 a 100 (per esempio {example} invece di {text}).",
        "en": "“{text}” looks like a probability, but the question here is “how many out of 100?”: write "
              "a whole number from 0 to 100 (for example {example} instead of {text}).",
    },
    "guess.box.not_p_100": {
        "it": "«{text}» è più di 1, ma qui la risposta va da 0 a 1. Se intendi {n} su 100, scrivi {n}% "
              "oppure {decimal}.",
        "en": "“{text}” is more than 1, but the answer here goes from 0 to 1. If you mean {n} out of 100, "
              "write {n}% or {decimal}.",
    },
    "guess.box.no_percent": {
        "it": "Qui la risposta non è una percentuale. {how}",
        "en": "The answer here is not a percentage. {how}",
    },
    "guess.box.result": {
        "it": "La tua stima: {guess} — la risposta esatta: {exact}",
        "en": "Your guess: {guess} — the exact answer: {exact}",
    },
    "guess.box.result_measured": {
        "it": "La tua stima: {guess} — la simulazione della lezione: {exact}",
        "en": "Your guess: {guess} — the lesson's simulation: {exact}",
    },
    "guess.box.skipped_measured": {"it": "La simulazione della lezione: {exact}",
                                   "en": "The lesson's simulation: {exact}"},
    "guess.box.result_choice": {
        "it": "La tua stima: {guess} — la risposta giusta: {exact}",
        "en": "Your guess: {guess} — the right answer: {exact}",
    },
    "guess.box.skipped_choice": {"it": "La risposta giusta: {exact}", "en": "The right answer: {exact}"},
    "guess.box.right": {"it": "✓ Giusto!", "en": "✓ Right!"},
    "guess.box.wrong": {"it": "✗ Non questa volta.", "en": "✗ Not this time."},
    "guess.box.skipped": {"it": "La risposta esatta: {exact}", "en": "The exact answer: {exact}"},
    "guess.box.below": {"it": "La spiegazione è qui sotto.", "en": "The explanation is just below."},
    "guess.box.sent": {"it": "La tua stima è arrivata alla classe.", "en": "Your guess has reached the class."},
    "guess.box.waiting": {
        "it": "La tua stima non è ancora arrivata alla classe: la pagina riprova da sola.",
        "en": "Your guess has not reached the class yet: the page will try again by itself.",
    },
    # --- the choices -------------------------------------------------------------------------
    "guess.choice.fewer_1000_100000": {"it": "meno di 1.000", "en": "fewer than 1,000"},
    "guess.choice.between_1000_100000": {"it": "tra 1.000 e 100.000", "en": "between 1,000 and 100,000"},
    "guess.choice.more_1000_100000": {"it": "più di 100.000", "en": "more than 100,000"},
    "guess.choice.fewer_10000_100000": {"it": "meno di 10.000", "en": "fewer than 10,000"},
    "guess.choice.between_10000_100000": {"it": "tra 10.000 e 100.000", "en": "between 10,000 and 100,000"},
    "guess.choice.more_10000_100000": {"it": "più di 100.000", "en": "more than 100,000"},
    "guess.choice.higher": {"it": "più alta", "en": "higher"},
    "guess.choice.lower": {"it": "più bassa", "en": "lower"},
    "guess.choice.same": {"it": "più o meno uguale", "en": "about the same"},
    "guess.choice.helps": {"it": "è avvantaggiato", "en": "it helps"},
    "guess.choice.hurts": {"it": "è svantaggiato", "en": "it hurts"},
    "guess.choice.neither": {"it": "nessuno dei due", "en": "neither"},
    "guess.choice.more": {"it": "di più", "en": "more"},
    "guess.choice.less": {"it": "di meno", "en": "less"},
    "guess.choice.knock_early": {"it": "bussare presto (con 15–18)", "en": "knock early (with 15–18)"},
    "guess.choice.knock_25": {"it": "come gli altri (con 25)", "en": "like the others (with 25)"},
    "guess.choice.knock_high": {"it": "aspettare una mano altissima (29–31)", "en": "wait for a very high hand (29–31)"},
    "guess.choice.aces_0": {"it": "0 Assi", "en": "0 Assi"},
    "guess.choice.aces_1": {"it": "1 Asso", "en": "1 Asso"},
    "guess.choice.aces_2": {"it": "2 Assi", "en": "2 Assi"},
    "guess.choice.aces_3": {"it": "3 Assi", "en": "3 Assi"},
    # --- each number guess"s entry, named by what it asks (its label: "Your guess: <what>") --------
    "guess.label.deal_hands.asso_in_100": {
        "it": "mani con almeno un Asso, su 100",
        "en": "hands with at least one Asso, out of 100",
    },
    "guess.label.deal_hands.no_asso": {"it": "mani senza Assi, su 9.880", "en": "hands with no Asso, out of 9,880"},
    "guess.label.deal_hands.simulated": {
        "it": "mani con almeno un Asso, su 20.000 simulate",
        "en": "hands with at least one Asso, out of 20,000 simulated",
    },
    "guess.label.deal_hands.band_10": {"it": "distanza massima dopo 10 mani", "en": "largest gap after 10 hands"},
    "guess.label.misconceptions.eleventh": {
        "it": "probabilità che l'undicesima carta faccia pagare",
        "en": "chance the eleventh card is a payment card",
    },
    "guess.label.misconceptions.pattern_seen": {
        "it": "probabilità di coppia o sandwich",
        "en": "chance of a pair or a sandwich",
    },
    "guess.label.misconceptions.payment_cards": {
        "it": "carte da pagare in media in 5 carte",
        "en": "average payment cards in 5 cards",
    },
    "guess.label.misconceptions.slap": {
        "it": "probabilità di un'occasione, dato il colpo",
        "en": "chance of a pattern, given the slap",
    },
    "guess.label.uno_probability.first_card": {
        "it": "mani aperte da un'azione o un Jolly, su 100",
        "en": "hands opened by an action card or a Wild, out of 100",
    },
    "guess.label.uno_probability.no_card": {
        "it": "volte senza carte da giocare sul 5 rosso, su 100",
        "en": "times with no card for the red 5, out of 100",
    },
    "guess.label.uno_probability.one_card": {
        "it": "volte che l'unica carta va sul 5 rosso, su 100",
        "en": "times the single card goes on the red 5, out of 100",
    },
    "guess.label.uno_probability.card_points": {
        "it": "punti in media di una carta",
        "en": "average points of one card",
    },
    "guess.label.uno_probability.anna": {"it": "punti di Anna", "en": "Anna's points"},
    "guess.label.uno_probability.careful": {
        "it": "mani vinte dal giocatore attento, su 100",
        "en": "hands the careful player wins, out of 100",
    },
    "guess.label.uno_probability.bluff": {
        "it": "volte che Bruno bluffa, su 100",
        "en": "times Bruno is bluffing, out of 100",
    },
    "guess.label.trentasette_probability.no_seven": {
        "it": "pozzi di 26 carte senza 7, su 100",
        "en": "pozzi of 26 cards with no 7, out of 100",
    },
    "guess.label.trentasette_probability.no_hearts": {
        "it": "pozzi di 13 carte senza numeri di cuori, su 100",
        "en": "pozzi of 13 cards with no heart number card, out of 100",
    },
    "guess.label.trentasette_probability.run": {
        "it": "pozzi di 26 carte con una scala di 7, su 100",
        "en": "pozzi of 26 cards with a run of 7, out of 100",
    },
    "guess.label.tre_cinque_otto_probability.hearts": {
        "it": "volte con almeno 4 cuori in 6 carte, su 100",
        "en": "times with at least 4 hearts in 6 cards, out of 100",
    },
    "guess.label.tre_cinque_otto_probability.longest": {
        "it": "carte in media del seme più lungo",
        "en": "average cards of the longest suit",
    },
    "guess.label.tre_cinque_otto_probability.monte": {
        "it": "volte con almeno un Asso nel monte, su 100",
        "en": "times with at least one Ace in the monte, out of 100",
    },
    "guess.label.tre_cinque_otto_probability.choice": {
        "it": "punti persi in media per mano",
        "en": "average points lost per hand",
    },
    "guess.label.trentuno_probability.value": {
        "it": "il valore più frequente di una mano",
        "en": "the most frequent value of a hand",
    },
    "guess.label.trentuno_probability.thirty_one": {
        "it": "mani servite con 31, su 10.000",
        "en": "hands dealt 31, out of 10,000",
    },
    "guess.label.trentuno_probability.improve": {
        "it": "probabilità che la mano migliori",
        "en": "chance the hand improves",
    },
    "guess.label.un_due_tre_probability.pair": {
        "it": "carte che fanno coppia, su 100",
        "en": "cards that make a pair, out of 100",
    },
    "guess.label.un_due_tre_probability.band_100": {
        "it": "distanza massima dopo 100 mescolate",
        "en": "largest gap after 100 shuffles",
    },
    "guess.label.un_due_tre_probability.within": {"it": "carte per superare 1/2", "en": "cards to pass 1/2"},
    "guess.label.un_due_tre_probability.straccia": {
        "it": "carte in media di una partita",
        "en": "average cards in a game",
    },
    "guess.label.un_due_tre_probability.longest": {
        "it": "carte della partita più lunga su 1.000",
        "en": "cards of the longest game in 1,000",
    },
    "guess.label.un_due_tre_probability.tricks": {
        "it": "prese della partita più lunga nota",
        "en": "tricks of the longest known game",
    },
    "guess.label.un_due_tre_probability.search": {
        "it": "carte della partita più lunga su 200.000",
        "en": "cards of the longest game in 200,000",
    },
    "guess.label.un_due_tre_probability.faster": {
        "it": "percentuale di partite vinte dal più veloce",
        "en": "percentage of games the faster player wins",
    },
    # --- the questions: deal_hands -----------------------------------------------------------
    "guess.deal_hands.hands": {
        "it": "Quante mani diverse di 3 carte si possono formare con le 40 carte del mazzo?",
        "en": "How many different 3-card hands can be made from the 40 cards of the deck?",
    },
    "guess.deal_hands.asso_in_100": {
        "it": "Su 100 mani di 3 carte, quante contengono almeno un Asso?",
        "en": "Out of 100 hands of 3 cards, how many hold at least one Asso?",
    },
    "guess.deal_hands.no_asso": {
        "it": "Quante delle 9.880 mani non contengono nessun Asso?",
        "en": "How many of the 9,880 hands hold no Asso at all?",
    },
    "guess.deal_hands.simulated": {
        "it": "Su 20.000 mani simulate, più o meno quante conterranno almeno un Asso?",
        "en": "Of 20,000 simulated hands, roughly how many will hold at least one Asso?",
    },
    "guess.deal_hands.band_10": {
        "it": "Dopo 10 mani, fino a quanto può allontanarsi la frequenza relativa da 0,2773, 95 volte su 100?",
        "en": "After 10 hands, how far can the relative frequency be from 0.2773, 95 times in 100?",
    },
    "guess.deal_hands.most_aces": {
        "it": "In una mano di 3 carte, quale numero di Assi capita più spesso?",
        "en": "In a hand of 3 cards, which number of Assi comes up most often?",
    },
    # --- the questions: misconceptions -------------------------------------------------------
    "guess.misconceptions.eleventh": {
        "it": "Sono uscite 10 carte comuni: che probabilità ha l'undicesima di essere una carta da pagare? "
              "(Se pensi che non cambi, scrivi 0,3.)",
        "en": "10 plain cards have come out: what is the chance that the eleventh is a payment card? "
              "(If you think it does not change, write 0.3.)",
    },
    "guess.misconceptions.pattern_seen": {
        "it": "Sulla pila c'è un 5 sopra un Re: che probabilità ha la prossima carta di fare una coppia o un sandwich?",
        "en": "A 5 lies on a Re on the pile: what is the chance that the next card makes a pair or a sandwich?",
    },
    "guess.misconceptions.payment_cards": {
        "it": "In media, quante carte da pagare ci sono in una mano di 5 carte?",
        "en": "On average, how many payment cards are there in a hand of 5 cards?",
    },
    "guess.misconceptions.slap": {
        "it": "Il giocatore ha battuto: che probabilità c'è che ci fosse davvero un'occasione?",
        "en": "The player slapped: what is the chance that there really was a pattern?",
    },
    # --- the questions: uno_probability ------------------------------------------------------
    "guess.uno_probability.first_card": {
        "it": "Su 100 mani, in quante la pila si apre con una carta azione o con un Jolly?",
        "en": "In 100 hands, how many open with an action card or a Wild?",
    },
    "guess.uno_probability.no_card": {
        "it": "Su 100 mani, quante volte il primo giocatore non ha nessuna carta da giocare sul 5 rosso?",
        "en": "In 100 hands, how often does the first player have no card to play on the red 5?",
    },
    "guess.uno_probability.one_card": {
        "it": "Con una sola carta in mano, quante volte su 100 puoi giocarla sul 5 rosso?",
        "en": "With a single card in hand, how many times in 100 can you play it on the red 5?",
    },
    "guess.uno_probability.card_points": {
        "it": "Quanti punti vale in media una carta presa a caso?",
        "en": "How many points is one random card worth on average?",
    },
    "guess.uno_probability.loser_cards": {
        "it": "Le carte rimaste in mano a chi perde valgono in media più o meno, ciascuna, di una carta presa a caso?",
        "en": "Are the cards left in a loser's hand worth more or less, each on average, than a random card?",
    },
    "guess.uno_probability.anna": {"it": "Quanti punti segna Anna?", "en": "How many points does Anna score?"},
    "guess.uno_probability.longest_rule": {
        "it": "Quale regola della casa allunga di più una mano?",
        "en": "Which house rule makes a hand longest?",
    },
    "guess.uno_probability.careful": {
        "it": "Contro tre giocatori a caso, quante mani su 100 vince il giocatore attento?",
        "en": "Against three random players, how many hands in 100 does the careful player win?",
    },
    "guess.uno_probability.bluff": {
        "it": "Su 100 volte che succede proprio questo, in quante Bruno sta bluffando?",
        "en": "In 100 times that exactly this happens, how many is Bruno bluffing?",
    },
    # --- the questions: trentasette_probability ----------------------------------------------
    "guess.trentasette_probability.no_seven": {
        "it": "Su 100 pozzi di 26 carte, quanti restano senza 7?",
        "en": "In 100 pozzi of 26 cards, how many have no 7?",
    },
    "guess.trentasette_probability.no_hearts": {
        "it": "Su 100 pozzi di 13 carte, quanti non hanno nessuna carta numerata di cuori?",
        "en": "In 100 pozzi of 13 cards, how many have no number card of hearts?",
    },
    "guess.trentasette_probability.run": {
        "it": "Su 100 pozzi di 26 carte, quanti hanno una scala di 7 carte?",
        "en": "In 100 pozzi of 26 cards, how many hold a run of 7?",
    },
    "guess.trentasette_probability.decides": {
        "it": "In due giocatori, quale riga del punteggio decide più mani?",
        "en": "With two players, which line of the score decides most hands?",
    },
    "guess.trentasette_probability.ace": {
        "it": "In due giocatori, chi prende l'Asso di cuori fa in media più o meno di 2 punti più dell'altro?",
        "en": "With two players, does the side that takes the Ace of hearts score, on average, more or less "
              "than 2 points more than the other?",
    },
    "guess.trentasette_probability.first": {
        "it": "In due giocatori, chi vince più mani?",
        "en": "With two players, who wins more hands?",
    },
    # --- the questions: tre_cinque_otto_probability ------------------------------------------
    "guess.tre_cinque_otto_probability.hearts": {
        "it": "Fra le tue prime 6 carte, quante volte su 100 ci sono almeno 4 cuori?",
        "en": "Among your first 6 cards, how many times in 100 are there at least 4 hearts?",
    },
    "guess.tre_cinque_otto_probability.longest": {
        "it": "In media, quante carte ha il seme più lungo fra 6 carte?",
        "en": "On average, how many cards does the longest suit have among 6 cards?",
    },
    "guess.tre_cinque_otto_probability.monte": {
        "it": "Quante volte su 100 il monte contiene almeno un Asso?",
        "en": "How many times in 100 does the monte hold at least one Ace?",
    },
    "guess.tre_cinque_otto_probability.choice": {
        "it": "Quanti punti a mano perde, in media, chi sceglie con 6 carte invece che con 16?",
        "en": "How many points per hand does choosing with 6 cards instead of 16 lose on average?",
    },
    # --- the questions: trentuno_probability -------------------------------------------------
    "guess.trentuno_probability.value": {
        "it": "Quale valore capita più spesso in una mano appena distribuita?",
        "en": "Which value comes up most often in a freshly dealt hand?",
    },
    "guess.trentuno_probability.thirty_one": {
        "it": "In quante mani su 10.000 si riceve 31 dalla distribuzione?",
        "en": "In how many hands out of 10,000 is a player dealt 31?",
    },
    "guess.trentuno_probability.improve": {
        "it": "Anna pesca una carta: che probabilità ha la sua mano di migliorare?",
        "en": "Anna draws one card: what is the chance that her hand improves?",
    },
    "guess.trentuno_probability.knock": {
        "it": "Contro tre giocatori che bussano a 25, quando conviene bussare?",
        "en": "Against three players who knock at 25, when is it better to knock?",
    },
    "guess.trentuno_probability.pay": {
        "it": "Con una mano da 15 contro un solo avversario, pago più o meno di una volta su tre?",
        "en": "With a hand of 15 against one opponent, do I pay more or less than one time in three?",
    },
    # --- the questions: un_due_tre_probability -----------------------------------------------
    "guess.un_due_tre_probability.triples": {
        "it": "Quante terne ordinate di 3 carte diverse si possono formare con le 40 carte del mazzo?",
        "en": "How many ordered triples of 3 distinct cards can be made from the 40 cards of the deck?",
    },
    "guess.un_due_tre_probability.pair": {
        "it": "Su 100 carte girate su una pila di almeno due carte, quante formano una coppia?",
        "en": "Of 100 cards turned onto a pile of two or more cards, how many make a pair?",
    },
    "guess.un_due_tre_probability.deck52": {
        "it": "Con il mazzo da 52 carte, la probabilità di una coppia o di un sandwich sarà più alta o più bassa di 37/247?",
        "en": "With the 52-card deck, will the chance of a pair or a sandwich be higher or lower than 37/247?",
    },
    "guess.un_due_tre_probability.band_100": {
        "it": "Dopo 100 mescolate, fino a quanto può allontanarsi la frequenza relativa da 0,1498, 95 volte su 100?",
        "en": "After 100 shuffles, how far can the relative frequency be from 0.1498, 95 times in 100?",
    },
    "guess.un_due_tre_probability.drift": {
        "it": "Dopo la prima pila presa, la frequenza di coppie o sandwich sarà più alta, più bassa o più o meno "
              "uguale a 37/247 ≈ 0,150?",
        "en": "After the first pile is taken, will the frequency of pairs or sandwiches be higher, lower, or about "
              "the same as 37/247 ≈ 0.150?",
    },
    "guess.un_due_tre_probability.within": {
        "it": "Entro quante carte la probabilità di aver visto almeno una coppia o un sandwich supera 1/2?",
        "en": "By how many cards does the chance of having seen at least one pair or sandwich pass 1/2?",
    },
    "guess.un_due_tre_probability.straccia": {
        "it": "Quante carte dura in media una partita a Straccia camicia con 2 giocatori?",
        "en": "How many cards does a game of Straccia camicia with 2 players last on average?",
    },
    "guess.un_due_tre_probability.longest": {
        "it": "Quante carte dura la partita più lunga fra le prime 1.000 distribuzioni?",
        "en": "How many cards does the longest game among the first 1,000 deals last?",
    },
    "guess.un_due_tre_probability.first": {
        "it": "Chi gira per primo è avvantaggiato, svantaggiato o nessuno dei due?",
        "en": "Does turning first help, hurt, or neither?",
    },
    "guess.un_due_tre_probability.tricks": {
        "it": "La partita più lunga che si conosca supera le 3.000 carte: quante prese ci sono?",
        "en": "The longest known game goes past 3,000 cards: how many tricks does it have?",
    },
    "guess.un_due_tre_probability.search": {
        "it": "Con il numero di mescolata 1, quante carte dura la partita più lunga fra 200.000 distribuzioni?",
        "en": "With seed 1, how many cards does the longest game among 200,000 deals last?",
    },
    "guess.un_due_tre_probability.faster": {
        "it": "Chi batte 40 millesimi di secondo prima vince il 50%, il 55%, il 65% o il 90% delle partite? "
              "Scrivi la percentuale che ti aspetti.",
        "en": "Does the player who slaps 40 thousandths of a second faster win 50%, 55%, 65% or 90% of the games? "
              "Write the percentage you expect.",
    },
}
