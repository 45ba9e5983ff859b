"""The lessons' guess boxes: each guess's short question and choices, and the box's words
(:mod:`kit.ui.guess_box`, :mod:`kit.classroom.guesses`; the teacher's page shows the questions too).

Keys start with ``guess.``: ``guess.box.*`` the box, ``guess.choice.*`` the choices,
``guess.<lesson>.<name>`` each guess's question.
"""

PREFIX = "guess"
"""Every key of this catalogue starts with ``guess.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    # --- the box -----------------------------------------------------------------------------
    "guess.box.title": {"it": "La tua stima", "en": "Your guess"},
    "guess.box.number": {"it": "La tua stima", "en": "Your guess"},
    "guess.box.how": {
        "it": "Scrivi un numero da {low} a {high}: intero (28), decimale (0,3 oppure 0.3) o frazione (12/40).",
        "en": "Write a number from {low} to {high}: a whole number (28), a decimal (0.3 or 0,3) or a fraction (12/40).",
    },
    "guess.box.how_p": {
        "it": "Scrivi una probabilità da 0 a 1: un decimale (0,3 oppure 0.3) o una frazione (12/40).",
        "en": "Write a probability from 0 to 1: a decimal (0.3 or 0,3) or a fraction (12/40).",
    },
    "guess.box.pick": {"it": "Scegli una risposta.", "en": "Pick one answer."},
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
        "it": "«{text}» non è un numero che so leggere. Scrivi un numero intero (28), un decimale "
              "(0,3 oppure 0.3) o una frazione (12/40).",
        "en": "“{text}” is not a number I can read. Write a whole number (28), a decimal (0.3 or 0,3) "
              "or a fraction (12/40).",
    },
    "guess.box.out_of_range": {
        "it": "La risposta sta fra {low} e {high}: scrivi un numero in questo intervallo.",
        "en": "The answer lies between {low} and {high}: write a number in that range.",
    },
    "guess.box.result": {
        "it": "La tua stima: {guess} — la risposta esatta: {exact}",
        "en": "Your guess: {guess} — the exact answer: {exact}",
    },
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
    "guess.choice.fewer_1000": {"it": "meno di 1.000", "en": "fewer than 1,000"},
    "guess.choice.up_to_100000": {"it": "tra 1.000 e 100.000", "en": "between 1,000 and 100,000"},
    "guess.choice.more_100000": {"it": "più di 100.000", "en": "more than 100,000"},
    "guess.choice.aces_0": {"it": "0 Assi", "en": "0 Assi"},
    "guess.choice.aces_1": {"it": "1 Asso", "en": "1 Asso"},
    "guess.choice.aces_2": {"it": "2 Assi", "en": "2 Assi"},
    "guess.choice.aces_3": {"it": "3 Assi", "en": "3 Assi"},
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
        "it": "Il giocatore ha battuto: che probabilità c'è che ci fosse davvero una combinazione?",
        "en": "The player slapped: what is the chance that there really was a pattern?",
    },
}
