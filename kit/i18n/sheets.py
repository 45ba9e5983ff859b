"""The per-student sheets catalogue: question wording, notebook text and checker messages.

Keys start with ``sheets.``.  Each parameterised question of :mod:`kit.variants` has a title
``sheets.q.<template>.title`` and a text ``sheets.q.<template>.text``; the numbers of a
student's variant fill their placeholders (``{k}`` cards in the hand, ``{rank}``, ``{suit}``…).
The notebook written by :mod:`kit.tools.sheets` takes its Markdown from ``sheets.nb.*``, and
:func:`kit.check.check` answers a malformed variant code with ``sheets.check.bad_code``.
A count's plural is written ``{n:singolare|plurale}`` (see :func:`kit.i18n.t`).
"""

PREFIX = "sheets"
"""Every key of this catalogue starts with ``sheets.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    # --- the questions (kit.variants) ----------------------------------------------------------
    "sheets.q.at_least_one.title": {"it": "Almeno un {rank}", "en": "At least one {rank}"},
    "sheets.q.at_least_one.text": {
        "it": "Dal mazzo da 40 carte, ben mescolato, si distribuisce una mano di {k} carte. "
        "Qual è la probabilità che nella mano ci sia almeno un {rank}? "
        "(Nel mazzo ci sono 4 carte di ogni valore, una per seme.)",
        "en": "A hand of {k} cards is dealt from the well-shuffled 40-card deck. "
        "What is the probability that the hand holds at least one {rank}? "
        "(The deck has 4 cards of each rank, one per suit.)",
    },
    "sheets.q.exactly_suit.title": {"it": "Esattamente {m} di {suit}", "en": "Exactly {m} {suit}"},
    "sheets.q.exactly_suit.text": {
        "it": "Dal mazzo da 40 carte, ben mescolato, si distribuisce una mano di {k} carte. "
        "Qual è la probabilità che esattamente {m} {m:carta della mano sia|carte della mano siano} "
        "di {suit}? (Nel mazzo ci sono 10 carte di {suit}.)",
        "en": "A hand of {k} cards is dealt from the well-shuffled 40-card deck. "
        "What is the probability that exactly {m} {m:card of the hand is|cards of the hand are} "
        "{suit}? (The deck has 10 {suit}.)",
    },
    "sheets.q.pair_on_top.title": {
        "it": "Una coppia tra le prime {n} carte",
        "en": "A pair among the top {n} cards",
    },
    "sheets.q.pair_on_top.text": {
        "it": "Si mescola bene il mazzo da 40 carte e si girano le prime {n} carte. "
        "Qual è la probabilità che almeno due di queste {n} carte abbiano lo stesso valore "
        "(per esempio due Re, oppure due 5)?",
        "en": "The 40-card deck is shuffled well and the top {n} cards are turned over. "
        "What is the probability that at least two of these {n} cards have the same rank "
        "(for example two Kings, or two 5s)?",
    },
    "sheets.q.udt_next_pays.title": {
        "it": "Un, due, tre: la prossima carta fa pagare?",
        "en": "Un, due, tre: does the next card ask for payment?",
    },
    "sheets.q.udt_next_pays.text": {
        "it": "In Un, due, tre (mazzo da 40 carte) fanno pagare gli Assi, i 2 e i 3: 12 carte in tutto; "
        "le altre 28 carte sono normali. Da un mazzo appena mescolato "
        "{n:è già stata girata|sono già state girate} {n} {n:carta|carte}, {n:ed è normale|tutte normali}. "
        "Qual è la probabilità che la prossima carta girata faccia pagare?",
        "en": "In Un, due, tre (40-card deck) the Aces, 2s and 3s ask for payment: 12 cards in all; "
        "the other 28 cards are plain. From a freshly shuffled deck {n} {n:card has|cards have} "
        "already been turned, and {n:it is|all of them are} plain. "
        "What is the probability that the next card turned asks for payment?",
    },
    "sheets.q.expected_payment.title": {
        "it": "Quante carte che fanno pagare, in media?",
        "en": "How many payment cards, on average?",
    },
    "sheets.q.expected_payment.text": {
        "it": "{rule} Dal mazzo ben mescolato si distribuisce una mano di {k} carte. "
        "Quante carte che fanno pagare ci sono nella mano, in media? "
        "(È il valore atteso: non deve per forza essere un numero intero.)",
        "en": "{rule} A hand of {k} cards is dealt from the well-shuffled deck. "
        "How many payment cards does the hand hold on average? "
        "(This is the expected value: it need not be a whole number.)",
    },
    "sheets.rule.italian40": {
        "it": "In Un, due, tre con il mazzo da 40 carte fanno pagare gli Assi, i 2 e i 3 (12 carte su 40).",
        "en": "In Un, due, tre with the 40-card deck, the Aces, 2s and 3s ask for payment (12 cards out of 40).",
    },
    "sheets.rule.french52": {
        "it": "Nella variante con il mazzo francese da 52 carte fanno pagare i Fanti, le Donne, i Re e gli Assi "
        "(16 carte su 52).",
        "en": "In the variant with the 52-card French deck, the Jacks, Queens, Kings and Aces ask for payment "
        "(16 cards out of 52).",
    },
    # --- sheet 2: Un, due, tre --------------------------------------------------------------------
    "sheets.rule.italian40.values": {
        "it": "In Un, due, tre con il mazzo da 40 carte l'Asso fa pagare 1 carta, il 2 ne fa pagare 2 e il 3 "
        "ne fa pagare 3 (il valore di pagamento della carta); le altre carte hanno valore di pagamento 0.",
        "en": "In Un, due, tre with the 40-card deck an Ace asks for 1 card, a 2 for 2 and a 3 for 3 (the card's "
        "payment value); the other cards have payment value 0.",
    },
    "sheets.rule.french52.values": {
        "it": "Nella variante con il mazzo francese da 52 carte il Fante fa pagare 1 carta, la Donna 2, il Re 3 "
        "e l'Asso 4 (il valore di pagamento della carta); le altre carte hanno valore di pagamento 0.",
        "en": "In the variant with the 52-card French deck a Jack asks for 1 card, a Queen for 2, a King for 3 "
        "and an Ace for 4 (the card's payment value); the other cards have payment value 0.",
    },
    "sheets.q.udt_no_payment.title": {
        "it": "Nessuna carta che fa pagare nelle prime {n}",
        "en": "No payment card among the first {n}",
    },
    "sheets.q.udt_no_payment.text": {
        "it": "{rule} Da un mazzo ben mescolato si girano le prime {n} carte. Qual è la probabilità che "
        "nessuna di queste {n} carte faccia pagare?",
        "en": "{rule} The first {n} cards of a well-shuffled deck are turned. What is the probability that "
        "none of these {n} cards asks for payment?",
    },
    "sheets.q.udt_first_payment_at.title": {
        "it": "La prima carta che fa pagare è la {n}ª",
        "en": "The first payment card is card number {n}",
    },
    "sheets.q.udt_first_payment_at.text": {
        "it": "{rule} Da un mazzo ben mescolato si girano le carte una alla volta. Qual è la probabilità che "
        "la prima carta che fa pagare sia proprio la {n}ª carta girata "
        "({n:cioè la prima carta|cioè che le carte prima di lei siano tutte normali})?",
        "en": "{rule} The cards of a well-shuffled deck are turned one at a time. What is the probability that "
        "the first payment card is exactly card number {n} "
        "({n:that is, the very first card|that is, the cards before it are all plain})?",
    },
    "sheets.q.udt_slap_within.title": {
        "it": "Un'occasione per battere entro {k} carte",
        "en": "A slap chance within {k} cards",
    },
    "sheets.q.udt_slap_within.text": {
        "it": "Da un mazzo da 40 carte ben mescolato si girano {k} carte, una sopra l'altra, su una pila vuota. "
        "C'è una coppia quando la carta girata ha lo stesso valore di quella appena sotto, un sandwich quando "
        "ha lo stesso valore di quella ancora sotto. Qual è la probabilità che a un certo momento, entro la "
        "{k}ª carta, sulla pila compaia una coppia o un sandwich?",
        "en": "{k} cards of a well-shuffled 40-card deck are turned, one on top of another, onto an empty pile. "
        "There is a pair when the card turned has the same rank as the one just below it, a sandwich when it "
        "has the same rank as the one two below. What is the probability that a pair or a sandwich shows at "
        "some moment, by the {k}th card?",
    },
    "sheets.q.udt_payment_value.title": {
        "it": "Il valore di pagamento di {k} {k:carta|carte}, in media",
        "en": "The payment value of {k} {k:card|cards}, on average",
    },
    "sheets.q.udt_payment_value.text": {
        "it": "{rule} Da un mazzo ben mescolato si girano {k} {k:carta|carte}. Quanto vale, in media, la somma "
        "dei valori di pagamento {k:di questa carta|di queste {k} carte}? (È un valore atteso: non deve per forza "
        "essere un numero intero.)",
        "en": "{rule} {k} {k:card is|cards are} turned from a well-shuffled deck. What is, on average, the sum of "
        "the payment values of {k:this card|these {k} cards}? (This is an expected value: it need not be a whole "
        "number.)",
    },
    # --- sheet 3: UNO -------------------------------------------------------------------------------
    "sheets.uno.open.number": {"it": "una carta numero (da 0 a 9)", "en": "a number card (0 to 9)"},
    "sheets.uno.open.zero": {"it": "uno 0", "en": "a 0"},
    "sheets.uno.open.action": {"it": "una carta azione (Salta, Inverti o Pesca due)",
                               "en": "an action card (Skip, Reverse or Draw Two)"},
    "sheets.uno.open.draw2": {"it": "un Pesca due", "en": "a Draw Two"},
    "sheets.uno.open.wild": {"it": "un Jolly (non pesca quattro)", "en": "a Wild (not a Wild Draw Four)"},
    "sheets.uno.open.colour": {"it": "una carta rossa", "en": "a red card"},
    "sheets.q.uno_open.title": {"it": "La carta che apre la pila", "en": "The card that opens the pile"},
    "sheets.q.uno_open.text": {
        "it": "Dopo la distribuzione si scopre la prima carta del mazzo. Se è un Jolly pesca quattro si rimette "
        "nel mazzo, si mescola e se ne scopre un'altra, finché non esce una carta diversa, che resta e apre la "
        "pila. Qual è la probabilità che la carta che apre la pila sia {kind}?",
        "en": "After the deal the top card of the stock is turned over. If it is a Wild Draw Four it goes back "
        "into the stock, the stock is shuffled and another card is turned, until a different card comes: that "
        "one stays and opens the pile. What is the probability that the card that opens the pile "
        "is {kind}?",
    },
    "sheets.q.uno_playable.title": {"it": "Una carta da giocare", "en": "A card to play"},
    "sheets.q.uno_playable.text": {
        "it": "La carta in cima alla pila è: {top}. Il primo giocatore ha {h} carte, prese a caso fra le altre "
        "107. Qual è la probabilità che ne abbia almeno una che può giocare (una carta dello stesso colore, "
        "una con lo stesso numero o simbolo, o un Jolly di uno dei due tipi)?",
        "en": "The top card of the pile is: {top}. The first player holds {h} cards, taken at random from the "
        "other 107. What is the probability that they hold at least one card they can play (a card of the same "
        "colour, one with the same number or symbol, or a wild of either kind)?",
    },
    "sheets.q.uno_points.title": {
        "it": "I punti di {k} {k:carta|carte}, in media",
        "en": "The points of {k} {k:card|cards}, on average",
    },
    "sheets.q.uno_points.text": {
        "it": "Alla fine di una mano il vincitore conta le carte rimaste agli altri: i numeri per il loro "
        "valore, Salta, Inverti e Pesca due 20 punti, i Jolly di entrambi i tipi 50. Quanti "
        "punti vale, in media, {k:una carta presa|una mano di {k} carte prese} a caso fra le 108? (È un valore "
        "atteso: non deve per forza essere un numero intero.)",
        "en": "At the end of a hand the winner scores the cards left in the others' hands: numbers at face "
        "value, Skip, Reverse and Draw Two 20 points, wilds of either kind 50. How many points, "
        "on average, is {k:a card|a hand of {k} cards} taken at random from the 108 worth? (This is an expected "
        "value: it need not be a whole number.)",
    },
    "sheets.q.uno_draw_exactly.title": {
        "it": "Pescare finché non si può giocare: esattamente {j} carte",
        "en": "Draw until you can play: exactly {j} cards",
    },
    "sheets.q.uno_draw_exactly.text": {
        "it": "Si gioca con la regola della casa «Pescare finché non si può giocare»: chi non ha carte da giocare pesca una carta alla volta "
        "finché non ne esce una che si può giocare. Tocca a te e non hai carte da giocare. Nel mazzo ci sono "
        "{stock} carte mescolate, e {good} di queste si possono giocare. Qual è la probabilità che tu peschi "
        "esattamente {j} carte (le prime {before} non si possono giocare, l'ultima sì)?",
        "en": "You play with the house rule “Draw until you can play”: a player with no card to play draws one card at a time "
        "until a card that can be played comes. It is your turn and you have no card to play. The stock holds "
        "{stock} shuffled cards, and {good} of them can be played. What is the probability that you draw "
        "exactly {j} cards (the first {before} cannot be played, the last one can)?",
    },
    "sheets.q.uno_draw_mean.title": {
        "it": "Pescare finché non si può giocare: quante carte, in media?",
        "en": "Draw until you can play: how many cards, on average?",
    },
    "sheets.q.uno_draw_mean.text": {
        "it": "Con la regola della casa «Pescare finché non si può giocare» chi non ha carte da giocare pesca una carta alla volta finché "
        "non ne esce una che si può giocare. Nel mazzo ci sono {stock} carte mescolate, e {good} di queste si "
        "possono giocare. Quante carte peschi in media, contando anche quella che si può giocare? (È un valore "
        "atteso: non deve per forza essere un numero intero.)",
        "en": "With the house rule “Draw until you can play” a player with no card to play draws one card at a time until a card "
        "that can be played comes. The stock holds {stock} shuffled cards, and {good} of them can be played. "
        "How many cards do you draw on average, counting the one that can be played? (This is an expected "
        "value: it need not be a whole number.)",
    },
    # --- sheet 4: Trentasette ----------------------------------------------------------------------
    "sheets.q.t37_no_seven.title": {"it": "Un pozzo senza 7", "en": "A pozzo with no 7"},
    "sheets.q.t37_no_seven.text": {
        "it": "Un pozzo di {n} carte è casuale: ogni gruppo di {n} carte del mazzo da 52 ha la stessa "
        "probabilità. Qual è la probabilità che non contenga nessun 7?",
        "en": "A pozzo of {n} cards is random: every group of {n} cards of the 52-card deck is equally likely. "
        "What is the probability that it holds no 7?",
    },
    "sheets.q.t37_misses_suit.title": {
        "it": "Nessuna carta numero di {suit}",
        "en": "No number card of {suit}",
    },
    "sheets.q.t37_misses_suit.text": {
        "it": "Un pozzo di {n} carte è casuale (ogni gruppo di {n} carte del mazzo da 52 ha la stessa "
        "probabilità). Qual è la probabilità che non contenga nessuna carta numero (dall'Asso al 10) di "
        "{suit}? Le figure di {suit} possono esserci o no.",
        "en": "A pozzo of {n} cards is random (every group of {n} cards of the 52-card deck is equally likely). "
        "What is the probability that it holds no number card (Ace to 10) of {suit}? The figures of {suit} "
        "may be there or not.",
    },
    "sheets.q.t37_misses_some_suit.title": {
        "it": "Almeno un seme senza carte numero",
        "en": "At least one suit with no number card",
    },
    "sheets.q.t37_misses_some_suit.text": {
        "it": "Un pozzo di {n} carte è casuale. Qual è la probabilità che gli manchino le carte numero "
        "(dall'Asso al 10) di almeno un seme? Attenzione: possono mancare quelle di due semi insieme.",
        "en": "A pozzo of {n} cards is random. What is the probability that it misses the number cards (Ace "
        "to 10) of at least one suit? Careful: it can miss those of two suits at once.",
    },
    "sheets.q.t37_run.title": {"it": "{k} carte di cuori: una scala?", "en": "{k} hearts: a run?"},
    "sheets.q.t37_run.text": {
        "it": "Il pozzo di Anna contiene esattamente {k} carte numero di cuori, e ogni gruppo di {k} valori fra "
        "i 10 (dall'Asso al 10) ha la stessa probabilità. Qual è la probabilità che fra queste carte ci sia una "
        "scala di {length} valori consecutivi (l'Asso vale solo 1, e dopo il 10 non si ricomincia)?",
        "en": "Anna's pozzo holds exactly {k} number cards of hearts, and every group of {k} values out of the "
        "10 (Ace to 10) is equally likely. What is the probability that these cards include a run of {length} "
        "consecutive values (the Ace only low, and no going on past the 10)?",
    },
    "sheets.q.t37_points_lost.title": {
        "it": "Quanti punti si perdono per i semi mancanti, in media?",
        "en": "How many points are lost for missing suits, on average?",
    },
    "sheets.q.t37_points_lost.text": {
        "it": "Ogni seme di cui il pozzo non ha nessuna carta numero costa 3 punti. In un pozzo casuale di {n} "
        "carte, quanti punti si perdono in media per i semi mancanti? Rispondi con un numero positivo (i punti "
        "persi). (Suggerimento: il numero di semi mancanti è la somma di quattro contatori, uno per seme.)",
        "en": "Each suit of which the pozzo holds no number card costs 3 points. In a random pozzo of {n} "
        "cards, how many points are lost on average for missing suits? Answer with a positive number (the "
        "points lost). (Hint: the number of missing suits is the sum of four counters, one per suit.)",
    },
    # --- sheet 5: Trentuno -------------------------------------------------------------------------
    "sheets.q.t31_value_at_least.title": {"it": "Una mano che vale almeno {v}", "en": "A hand worth at least {v}"},
    "sheets.q.t31_value_at_least.text": {
        "it": "Si distribuiscono 3 carte dal mazzo da 40: ognuna delle 9.880 mani ha la stessa probabilità. "
        "Qual è la probabilità che la mano valga almeno {v} (cioè {v} o più)?",
        "en": "3 cards are dealt from the 40-card deck: each of the 9,880 hands is equally likely. What is the "
        "probability that the hand is worth at least {v} ({v} or more)?",
    },
    "sheets.q.t31_improve.title": {"it": "Una pescata: migliora?", "en": "One draw: does it improve?"},
    "sheets.q.t31_improve.text": {
        "it": "Hai in mano {hand} (`\"{code}\"`): vale {value}. Peschi una carta; può essere, con la stessa "
        "probabilità, ognuna delle 37 carte che non hai in mano. Poi scarti la carta che ti lascia la mano "
        "migliore. Qual è la probabilità che dopo il turno la tua mano valga più di {value}?",
        "en": "You hold {hand} (`\"{code}\"`): it is worth {value}. You draw a card; it can be, each equally "
        "likely, any of the 37 cards you do not hold. Then you discard the card that leaves you the best hand. "
        "What is the probability that after the turn your hand is worth more than {value}?",
    },
    "sheets.q.t31_pays.title": {"it": "Chi paga?", "en": "Who pays?"},
    "sheets.q.t31_pays.text": {
        "it": "Anna e Bruno giocano uno contro uno. Anna ha in mano {hand} (`\"{code}\"`): vale {value}. Bruno "
        "ha 3 carte qualsiasi fra le altre 37, ogni gruppo di 3 con la stessa probabilità. Mostrano le carte "
        "insieme, senza pescare: paga chi ha il valore più basso, e in caso di parità pagano tutti e due. "
        "Qual è la probabilità che Anna paghi?",
        "en": "Anna and Bruno play one against one. Anna holds {hand} (`\"{code}\"`): it is worth {value}. Bruno "
        "holds any 3 of the other 37 cards, every group of 3 equally likely. They show their hands at once, "
        "without drawing: the lowest value pays, and on a tie they both pay. What is the "
        "probability that Anna pays?",
    },
    # --- sheet 6: 3-5-8 ----------------------------------------------------------------------------
    "sheets.q.tco_exactly_suit.title": {
        "it": "Esattamente {m} di {suit} fra le prime {c}",
        "en": "Exactly {m} {suit} among the first {c}",
    },
    "sheets.q.tco_exactly_suit.text": {
        "it": "Le prime {c} carte che un giocatore riceve sono {c} carte qualsiasi fra le 52, ogni gruppo di "
        "{c} con la stessa probabilità. Qual è la probabilità che fra queste ci siano esattamente {m} "
        "{m:carta|carte} di {suit}?",
        "en": "The first {c} cards a player receives are any {c} of the 52 cards, every group of {c} equally "
        "likely. What is the probability that exactly {m} of them {m:is a card|are cards} of {suit}?",
    },
    "sheets.q.tco_no_suit.title": {
        "it": "Nessuna carta di {suit} fra le prime {c}",
        "en": "No {suit} among the first {c}",
    },
    "sheets.q.tco_no_suit.text": {
        "it": "Le prime {c} carte che un giocatore riceve sono {c} carte qualsiasi fra le 52, ogni gruppo di "
        "{c} con la stessa probabilità. Qual è la probabilità che fra queste non ci sia nessuna carta di {suit}?",
        "en": "The first {c} cards a player receives are any {c} of the 52 cards, every group of {c} equally "
        "likely. What is the probability that none of them is a card of {suit}?",
    },
    "sheets.q.tco_longest.title": {
        "it": "Un seme lungo fra le prime {c} carte",
        "en": "A long suit among the first {c} cards",
    },
    "sheets.q.tco_longest.text": {
        "it": "Le prime {c} carte che un giocatore riceve sono {c} carte qualsiasi fra le 52, ogni gruppo di "
        "{c} con la stessa probabilità. Qual è la probabilità che almeno un seme abbia {length} o più carte fra "
        "queste {c}? (Un modo: conta le mani per ogni numero di cuori, quadri, fiori e picche.)",
        "en": "The first {c} cards a player receives are any {c} of the 52 cards, every group of {c} equally "
        "likely. What is the probability that some suit has {length} or more of these {c} cards? (One way: "
        "count the hands for each number of hearts, diamonds, clubs and spades.)",
    },
    "sheets.q.tco_monte.title": {"it": "Che cosa c'è nel monte?", "en": "What is in the monte?"},
    "sheets.q.tco_monte.text": {
        "it": "Il monte sono le ultime 4 carte distribuite. Anna ha visto {seen} delle sue carte e fra queste "
        "{held:c'è|ci sono} {held} {held:carta|carte} di valore {rank}. Per lei il monte è fatto di 4 carte "
        "qualsiasi fra le {unseen} che non ha visto, ogni gruppo di 4 con la stessa probabilità. Qual è la "
        "probabilità che nel monte ci sia almeno una carta di valore {rank}?",
        "en": "The monte is the last 4 cards dealt. Anna has seen {seen} of her cards, and {held} of them "
        "{held:is a card|are cards} of rank {rank}. For her, the monte is any 4 of the {unseen} cards she has not "
        "seen, every group of 4 equally likely. What is the probability that the monte holds at least one card "
        "of rank {rank}?",
    },
    # --- the deck paragraph of a personal sheet's introduction, by sheet version -------------------
    "sheets.nb.deck.1": {"it": "Il mazzo da 40 carte italiane ha 4 semi (coppe, denari, bastoni, spade) e 10 carte per seme: "
        "Asso, 2, 3, 4, 5, 6, 7, Fante, Cavallo, Re.",
                         "en": "The Italian 40-card deck has 4 suits (cups, coins, batons, swords) and 10 cards per suit: "
        "Ace, 2, 3, 4, 5, 6, 7, Knave, Knight, King."},
    "sheets.nb.deck.2": {
        "it": "Il mazzo da 40 carte italiane ha 4 semi (coppe, denari, bastoni, spade) e 10 carte per seme: "
        "Asso, 2, 3, 4, 5, 6, 7, Fante, Cavallo, Re. "
        "Nella variante a 52 carte si usa il mazzo francese (4 semi da 13 carte: Asso, da 2 a 10, Fante, Donna, Re).",
        "en": "The Italian 40-card deck has 4 suits (cups, coins, batons, swords) and 10 cards per suit: "
        "Ace, 2, 3, 4, 5, 6, 7, Knave, Knight, King. "
        "The 52-card variant uses the French deck (4 suits of 13 cards: Ace, 2 to 10, Jack, Queen, King).",
    },
    "sheets.nb.deck.3": {
        "it": "Il mazzo di UNO ha 108 carte: per ognuno dei 4 colori (rosso, giallo, verde, blu) uno 0 e due "
        "copie di ogni numero da 1 a 9 e delle carte azione Salta, Inverti e Pesca due (25 carte per colore); "
        "in più 4 Jolly e 4 Jolly pesca quattro.",
        "en": "The UNO deck has 108 cards: in each of the 4 colours (red, yellow, green, blue) one 0 and two "
        "copies of every number from 1 to 9 and of the action cards Skip, Reverse and Draw Two (25 cards per "
        "colour); and 4 Wilds and 4 Wild Draw Fours.",
    },
    "sheets.nb.deck.4": {
        "it": "Il mazzo francese da 52 carte ha 4 semi (cuori, quadri, fiori, picche) e 13 carte per seme: "
        "Asso, da 2 a 10, Fante, Donna, Re.." " Le carte numero di un seme sono dall'Asso al 10; Fante, Donna e Re sono le figure.",
        "en": "The French 52-card deck has 4 suits (hearts, diamonds, clubs, spades) and 13 cards per suit: "
        "Ace, 2 to 10, Jack, Queen, King.." " The number cards of a suit are Ace to 10; Jack, Queen and King are the figures.",
    },
    "sheets.nb.deck.5": {
        "it": "Il mazzo da 40 carte italiane ha 4 semi (coppe, denari, bastoni, spade) e 10 carte per seme: "
        "Asso, 2, 3, 4, 5, 6, 7, Fante, Cavallo, Re." " In Trentuno l'Asso vale 11 punti, le figure (Fante, Cavallo, Re) 10 e le altre carte il loro "
        "numero; una mano di 3 carte vale la somma più alta delle carte di uno stesso seme (al massimo 31).",
        "en": "The Italian 40-card deck has 4 suits (cups, coins, batons, swords) and 10 cards per suit: "
        "Ace, 2, 3, 4, 5, 6, 7, Knave, Knight, King." " In Trentuno the Ace is worth 11 points, the figures (Knave, Knight, King) 10 and the other "
        "cards their number; a 3-card hand is worth the highest total of the cards of one suit (31 at most).",
    },
    "sheets.nb.deck.6": {
        "it": "Il mazzo francese da 52 carte ha 4 semi (cuori, quadri, fiori, picche) e 13 carte per seme: "
        "Asso, da 2 a 10, Fante, Donna, Re." " In 3-5-8 ognuno dei tre giocatori riceve 16 carte; le ultime 4 sono il monte. Il "
        "dichiarante sceglie il gioco guardando solo le sue prime 6 carte.",
        "en": "The French 52-card deck has 4 suits (hearts, diamonds, clubs, spades) and 13 cards per suit: "
        "Ace, 2 to 10, Jack, Queen, King." " In 3-5-8 each of the three players gets 16 cards; the last 4 are the monte. The declarer "
        "chooses the game looking only at their first 6 cards.",
    },
    # --- the student's notebook (kit.tools.sheets) ------------------------------------------------
    "sheets.nb.intro": {
        "it": "# Scheda personale — codice {code}\n\n"
        "Questa scheda è solo tua: le domande sono le stesse per tutta la classe, ma i numeri cambiano "
        "da una scheda all'altra. Il codice **{code}** indica quale scheda hai.\n\n"
        "{deck}\n\n"
        "**Come rispondere.** In ogni cella di risposta scrivi la tua risposta al posto di `None`, poi "
        "esegui la cella (Maiusc+Invio). L'ultima riga, `check(...)`, ti dice ✔ se la risposta è giusta "
        "e ✘ se non lo è ancora, senza mostrarti la soluzione. Puoi riprovare quante volte vuoi.\n\n"
        "Scrivi ogni probabilità come frazione esatta, per esempio `Fraction(2, 7)` per 2/7. "
        "Va bene anche un numero decimale, se arrotondato a 6 cifre dopo la virgola dà lo stesso numero "
        "della risposta esatta (quindi scrivi almeno 6 cifre decimali). Nei decimali usa il punto, `0.25`, "
        "non la virgola: Python legge `0,25` come due numeri.\n\n"
        "Strumenti: `Fraction(a, b)` è la frazione a/b; `comb(n, k)` è il numero di modi di scegliere "
        "k carte tra n.",
        "en": "# Personal sheet — code {code}\n\n"
        "This sheet is yours alone: the questions are the same for the whole class, but the numbers "
        "change from one sheet to the next. The code **{code}** tells which sheet you have.\n\n"
        "{deck}\n\n"
        "**How to answer.** In each answer cell, write your answer in place of `None`, then run the "
        "cell (Shift+Enter). Its last line, `check(...)`, says ✔ when the answer is right and ✘ when "
        "it is not right yet, without showing the answer. You may try as often as you like.\n\n"
        "Give every probability as an exact fraction, for example `Fraction(2, 7)` for 2/7. "
        "A decimal is accepted too if, rounded to 6 decimal places, it gives the same number as the "
        "exact answer (so give at least 6 decimals). Write decimals with a point, `0.25`, not with a "
        "comma: Python reads `0,25` as two numbers.\n\n"
        "Tools: `Fraction(a, b)` is the fraction a/b; `comb(n, k)` is the number of ways to choose "
        "k cards out of n.",
    },
    "sheets.nb.question": {
        "it": "## Domanda {number} — {title}\n\n{text}",
        "en": "## Question {number} — {title}\n\n{text}",
    },
    "sheets.nb.answer_comment": {
        "it": "# scrivi la tua risposta al posto di None, per esempio Fraction(1, 13)",
        "en": "# write your answer in place of None, for example Fraction(1, 13)",
    },
    # --- the tool: roster, key, command line (kit.tools.sheets) -----------------------------------
    "sheets.roster.not_found": {
        "it": "{path}: il file non esiste. Indica con CLASS= (o --class) il file CSV con l'elenco della classe.",
        "en": "{path}: there is no such file. Give the class list's CSV file with CLASS= (or --class).",
    },
    "sheets.roster.encoding": {
        "it": "{path}: non riesco a leggere il file come testo. Sono accettati i CSV salvati in UTF-8 "
        "(con o senza BOM), UTF-16 (Excel: «Testo Unicode») o Windows-1252 (Excel: «CSV (delimitato dal "
        "separatore di elenco)»).",
        "en": "{path}: the file cannot be read as text. Accepted are CSV files saved as UTF-8 (with or "
        "without a BOM), UTF-16 (Excel: \"Unicode Text\") or Windows-1252 (Excel: \"CSV (Comma delimited)\").",
    },
    "sheets.roster.empty": {
        "it": "{path}: il file è vuoto. Serve una prima riga con i nomi delle colonne (per esempio "
        "«Cognome;Nome» oppure «nome»), poi una riga per studente.",
        "en": "{path}: the file is empty. It needs a first row naming the columns (for example "
        "\"surname,first name\" or \"name\"), then one row per student.",
    },
    "sheets.roster.no_name": {
        "it": "{path}: nella prima riga non trovo una colonna con il nome. Colonne trovate: {found}. "
        "Colonne accettate: per il nome intero {full}; oppure due colonne, il cognome ({surname}) e il "
        "nome ({first}).",
        "en": "{path}: the first row has no column for the name. Columns found: {found}. Accepted: for the "
        "whole name {full}; or two columns, the surname ({surname}) and the first name ({first}).",
    },
    "sheets.roster.none": {"it": "nessuna", "en": "none"},
    "sheets.roster.no_students": {
        "it": "{path}: c'è la riga dei nomi delle colonne ma nessuno studente: aggiungi una riga per studente.",
        "en": "{path}: there is the row naming the columns but no students: add one row per student.",
    },
    "sheets.roster.empty_name": {
        "it": "{path}, riga {line}: il nome è vuoto. Ogni riga deve avere il nome dello studente "
        "(le righe del tutto vuote vengono saltate).",
        "en": "{path}, line {line}: the name is empty. Every row needs the student's name "
        "(wholly blank rows are skipped).",
    },
    "sheets.roster.empty_id": {
        "it": "{path}, riga {line}: manca il codice ({column}) di {name!r}. Se c'è la colonna {column}, "
        "ogni studente deve avere il suo.",
        "en": "{path}, line {line}: the id ({column}) of {name!r} is empty. With a column {column}, every "
        "student needs one.",
    },
    "sheets.roster.duplicate_id": {
        "it": "{path}, riga {line}: il codice {value!r} è ripetuto (c'è già alla riga {first}). "
        "Ogni studente deve avere un codice diverso.",
        "en": "{path}, line {line}: duplicate id {value!r} (already on line {first}). "
        "Every student needs a different id.",
    },
    "sheets.roster.duplicate_name": {
        "it": "{path}, riga {line}: il nome {value!r} è ripetuto (c'è già alla riga {first}). "
        "Aggiungi una colonna «matricola» (o «id») per distinguere gli studenti.",
        "en": "{path}, line {line}: duplicate name {value!r} (already on line {first}). "
        "Add an 'id' column to tell the students apart.",
    },
    "sheets.error.prefix": {"it": "errore: {message}", "en": "error: {message}"},
    "sheets.error.seed": {
        "it": "il seme (SEED=) deve essere un numero intero maggiore o uguale a 0, non «{seed}».",
        "en": "the seed (SEED=) must be a whole number of 0 or more, not \"{seed}\".",
    },
    "sheets.error.sheet": {
        "it": "la scheda (SHEET=) deve essere un numero da 1 a {last}, non «{sheet}».",
        "en": "the sheet (SHEET=) must be a number from 1 to {last}, not \"{sheet}\".",
    },
    "sheets.done": {
        "it": "{n:scritta|scritte} {n} {n:scheda personale|schede personali} (scheda {sheet}) e {keyfile}: la chiave contiene i nomi, "
        "tienila riservata.",
        "en": "wrote {n} personal {n:sheet|sheets} (sheet {sheet}) and {keyfile}: the key holds the names, "
        "keep it private.",
    },
    "sheets.warn.tracked": {
        "it": "attenzione: {path} è in una cartella di git e non è ignorato; contiene i nomi degli studenti: "
        "non metterlo in un commit.",
        "en": "warning: {path} is inside a git work tree and not ignored; it holds students' names, "
        "so do not commit it.",
    },
    # --- the checker -------------------------------------------------------------------------------
    "sheets.check.bad_code": {
        "it": "✘ {qid!r}: il codice della scheda non è valido. Lascia la riga check(...) come è scritta "
        "nella tua scheda, senza cambiare il codice.",
        "en": "✘ {qid!r}: the sheet code is not valid. Keep the check(...) line as it is written on "
        "your sheet, without changing the code.",
    },
}
