"""The class experiments' words: each experiment's name, its question and a deal's outcome
(:mod:`kit.classroom.experiments`), and the student's experiment page (:mod:`kit.ui.class_experiment`).

Keys start with ``cexp.``.  A count's plural is written ``{n:singolare|plurale}``; a count shown
with thousands separators comes as ``{n_text}`` beside the number ``{n}`` that picks the plural.
"""

PREFIX = "cexp"
"""Every key of this catalogue starts with ``cexp.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    # --- the experiments (kit.classroom.experiments) -------------------------------------------
    "cexp.uno.first_card_action.name": {"it": "UNO: la carta che apre la pila", "en": "UNO: the card that opens the pile"},
    "cexp.uno.first_card_action.event": {
        "it": "Si distribuiscono le carte per quattro giocatori e si gira la prima carta del mazzo (un Jolly "
              "pesca quattro torna nel mazzo e se ne gira un'altra). La carta che apre la pila è una carta "
              "azione (Salta, Inverti, Pesca due) o un Jolly?",
        "en": "Cards are dealt to four players and the top card of the stock is turned over (a Wild Draw Four "
              "goes back and another card is turned). Is the card that opens the pile an action card (Skip, "
              "Reverse, Draw Two) or a Wild?",
    },
    "cexp.uno.first_card_action.yes": {
        "it": "La pila si apre con {card}: una carta azione o un Jolly. Sì!",
        "en": "The pile opens with {card}: an action card or a Wild. Yes!",
    },
    "cexp.uno.first_card_action.no": {
        "it": "La pila si apre con {card}: non è una carta azione né un Jolly. No.",
        "en": "The pile opens with {card}: not an action card, not a Wild. No.",
    },
    "cexp.un_due_tre.pair_or_sandwich.name": {
        "it": "Un, due, tre: una battuta sulla terza carta",
        "en": "Un, due, tre: a slap on the third card",
    },
    "cexp.un_due_tre.pair_or_sandwich.event": {
        "it": "Si mescola il mazzo da 40 carte e si girano tre carte sulla pila, una dopo l'altra. La terza "
              "carta fa una coppia (stesso valore della seconda) o un panino (stesso valore della prima)?",
        "en": "The 40-card deck is shuffled and three cards are turned onto the pile, one after the other. Does "
              "the third card make a pair (same rank as the second) or a sandwich (same rank as the first)?",
    },
    "cexp.un_due_tre.pair_or_sandwich.yes": {
        "it": "La terza carta fa una coppia o un panino: si può battere. Sì!",
        "en": "The third card makes a pair or a sandwich: time to slap. Yes!",
    },
    "cexp.un_due_tre.pair_or_sandwich.no": {
        "it": "Né coppia né panino sulla terza carta. No.",
        "en": "No pair and no sandwich on the third card. No.",
    },
    "cexp.trentasette.no_seven_26.name": {"it": "Trentasette: un pozzo senza 7", "en": "Trentasette: a pozzo without a 7"},
    "cexp.trentasette.no_seven_26.event": {
        "it": "Si mescola il mazzo da 52 carte e se ne prendono 26, metà mazzo: un pozzo. Nel pozzo non c'è "
              "nessun 7 (a fine mano costerebbe 2 punti)?",
        "en": "The 52-card deck is shuffled and 26 cards are taken, half the deck: a pozzo. Is there no 7 at all "
              "in the pozzo (at the end of a hand that would cost 2 points)?",
    },
    "cexp.trentasette.no_seven_26.yes": {"it": "Nessun 7 in questo pozzo. Sì!", "en": "No 7 in this pozzo. Yes!"},
    "cexp.trentasette.no_seven_26.no": {
        "it": "In questo pozzo {sevens:c'è un 7|ci sono {sevens} sette}. No.",
        "en": "This pozzo holds {sevens} {sevens:seven|sevens}. No.",
    },
    "cexp.trentuno.hand_21_or_more.name": {"it": "Trentuno: una mano da 21 o più", "en": "Trentuno: a hand worth 21 or more"},
    "cexp.trentuno.hand_21_or_more.event": {
        "it": "Si distribuiscono 3 carte a testa a quattro giocatori, con il mazzo da 40. La mano del primo "
              "giocatore vale 21 o più (contano solo le carte dello stesso seme: Asso 11, figure 10)?",
        "en": "Four players are dealt 3 cards each from the 40-card deck. Is the first player's hand worth 21 or "
              "more (only cards of one suit count: Ace 11, figures 10)?",
    },
    "cexp.trentuno.hand_21_or_more.yes": {"it": "Questa mano vale {value}. Sì!", "en": "This hand is worth {value}. Yes!"},
    "cexp.trentuno.hand_21_or_more.no": {"it": "Questa mano vale {value}. No.", "en": "This hand is worth {value}. No."},
    "cexp.tre_cinque_otto.ace_in_monte.name": {"it": "3-5-8: un Asso nel monte", "en": "3-5-8: an Ace in the monte"},
    "cexp.tre_cinque_otto.ace_in_monte.event": {
        "it": "Si distribuiscono 16 carte a testa a tre giocatori, con il mazzo da 52: le ultime 4 carte sono il "
              "monte. Nel monte c'è almeno un Asso?",
        "en": "Three players are dealt 16 cards each from the 52-card deck: the last 4 cards are the monte. Is "
              "there at least one Ace in the monte?",
    },
    "cexp.tre_cinque_otto.ace_in_monte.yes": {
        "it": "Nel monte {aces:c'è un Asso|ci sono {aces} Assi}. Sì!",
        "en": "The monte holds {aces} {aces:Ace|Aces}. Yes!",
    },
    "cexp.tre_cinque_otto.ace_in_monte.no": {"it": "Nel monte non c'è nessun Asso. No.", "en": "No Ace in the monte. No."},
    # --- the lessons that count the exact values -------------------------------------------------
    "cexp.lesson.uno_probability": {"it": "UNO: i numeri dietro le carte", "en": "UNO — the numbers behind the cards"},
    "cexp.lesson.un_due_tre_probability": {
        "it": "Un, due, tre: i numeri dietro le battute", "en": "Un, due, tre — the numbers behind the slaps"},
    "cexp.lesson.trentasette_probability": {
        "it": "Trentasette: i numeri dietro le carte", "en": "Trentasette — the numbers behind the cards"},
    "cexp.lesson.trentuno_probability": {"it": "Trentuno: i numeri dietro le carte", "en": "Trentuno — the numbers behind the cards"},
    "cexp.lesson.tre_cinque_otto_probability": {"it": "3-5-8: i numeri dietro le carte", "en": "3-5-8 — the numbers behind the cards"},
    # --- the student's page (kit.ui.class_experiment) --------------------------------------------
    "cexp.title": {"it": "L'esperimento della classe", "en": "The class experiment"},
    "cexp.intro": {
        "it": "Scegli un esperimento e distribuisci le carte, una volta o dieci alla volta. Ogni distribuzione "
              "dice se l'evento è successo; qui sotto vedi quante volte è successo a te e, se sei nella classe, a "
              "tutta la classe insieme.",
        "en": "Choose an experiment and deal the cards, once or ten times at a click. Each deal says whether the "
              "event happened; below you see how often it happened to you and, if you joined your class, to the "
              "whole class together.",
    },
    "cexp.choose": {"it": "Esperimento", "en": "Experiment"},
    "cexp.question": {"it": "La domanda", "en": "The question"},
    "cexp.deal_one": {"it": "Distribuisci una volta", "en": "Deal one"},
    "cexp.deal_ten": {"it": "Distribuisci dieci volte", "en": "Deal ten"},
    "cexp.press": {
        "it": "Premi «Distribuisci una volta» per la prima distribuzione.",
        "en": "Press “Deal one” for your first deal.",
    },
    "cexp.last": {
        "it": "{n:La tua ultima distribuzione|Le tue ultime {n} distribuzioni, dalla più recente}",
        "en": "{n:Your latest deal|Your last {n} deals, newest first}",
    },
    "cexp.deal_no": {"it": "Distribuzione n. {n_text}", "en": "Deal no. {n_text}"},
    "cexp.yes_mark": {"it": "✔ sì", "en": "✔ yes"},
    "cexp.no_mark": {"it": "✘ no", "en": "✘ no"},
    "cexp.yours.head": {"it": "Le tue distribuzioni", "en": "Your deals"},
    "cexp.yours.none": {"it": "Non hai ancora distribuito le carte.", "en": "You have not dealt yet."},
    "cexp.yours": {
        "it": "Le tue distribuzioni: {n_text}; l'evento è successo {k:una volta|{k_text} volte}: {k}/{n} ≈ {decimal}.",
        "en": "Your deals: {n_text}; the event happened {k:once|{k_text} times}: {k}/{n} ≈ {decimal}.",
    },
    "cexp.yours.earlier": {
        "it": "Contano anche {n_text} {n:distribuzione|distribuzioni} che avevi già fatto nella classe {code} come "
              "«{nickname}» prima di aprire questa pagina.",
        "en": "This counts {n_text} {n:deal|deals} you had already made in class {code} as “{nickname}” before this "
              "page was opened.",
    },
    "cexp.class.head": {"it": "La classe", "en": "The class"},
    "cexp.class.alone": {
        "it": "Entra nella classe (qui sopra) per sommare le tue distribuzioni a quelle dei compagni.",
        "en": "Join your class (above) to add your deals to your classmates'.",
    },
    "cexp.class.none": {
        "it": "Nella classe {code} nessuno ha ancora distribuito le carte per questo esperimento.",
        "en": "In class {code} nobody has dealt for this experiment yet.",
    },
    "cexp.class.pooled": {
        "it": "Tutta la classe {code} insieme: {students} {students:studente|studenti}, {n_text} "
              "{n:distribuzione|distribuzioni}; l'evento è successo {k:una volta|{k_text} volte}: {k}/{n} ≈ {decimal}.",
        "en": "The whole class {code} together: {students} {students:student|students}, {n_text} {n:deal|deals}; "
              "the event happened {k:once|{k_text} times}: {k}/{n} ≈ {decimal}.",
    },
    "cexp.class.unreachable": {
        "it": "Per ora non riesco a leggere i numeri della classe; riprovo alla prossima distribuzione.",
        "en": "The class's numbers cannot be read just now; they are tried again at your next deal.",
    },
    "cexp.exact": {
        "it": "Il valore esatto, contato nella lezione «{lesson}»: {fraction} ≈ {decimal}. Più distribuzioni si "
              "sommano, più la frequenza gli si avvicina (la legge dei grandi numeri).",
        "en": "The exact value, counted in the lesson “{lesson}”: {fraction} ≈ {decimal}. The more deals add up, "
              "the closer the frequency tends to come to it (the law of large numbers).",
    },
    "cexp.cards_alt": {"it": "Le carte della distribuzione n. {n_text}", "en": "The cards of deal no. {n_text}"},
    "cexp.error": {
        "it": "Qualcosa non ha funzionato ({detail}). Le tue distribuzioni fin qui restano; riprova.",
        "en": "Something went wrong ({detail}). Your deals so far are kept; try again.",
    },
    # --- the page (source/notebooks/class_experiment.ipynb) ---------------------------------------
    "cexp.table.head": {
        "it": "| esperimento | valore esatto | contato nella lezione |",
        "en": "| experiment | exact value | counted in the lesson |",
    },
}
