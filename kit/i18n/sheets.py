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
    # --- the student's notebook (kit.tools.sheets) ------------------------------------------------
    "sheets.nb.intro": {
        "it": "# Scheda personale — codice {code}\n\n"
        "Questa scheda è solo tua: le domande sono le stesse per tutta la classe, ma i numeri cambiano "
        "da una scheda all'altra. Il codice **{code}** indica quale scheda hai.\n\n"
        "Il mazzo da 40 carte italiane ha 4 semi (coppe, denari, bastoni, spade) e 10 carte per seme: "
        "Asso, 2, 3, 4, 5, 6, 7, Fante, Cavallo, Re.\n\n"
        "**Come rispondere.** In ogni cella di risposta scrivi la tua risposta al posto di `None`, poi "
        "esegui la cella (Maiusc+Invio). L'ultima riga, `check(...)`, ti dice ✔ se la risposta è giusta "
        "e ✘ se non lo è ancora, senza mostrarti la soluzione. Puoi riprovare quante volte vuoi.\n\n"
        "Scrivi ogni probabilità come frazione esatta, per esempio `Fraction(3, 13)` per 3/13. "
        "Va bene anche un numero decimale, se arrotondato a 6 cifre dopo la virgola dà lo stesso numero "
        "della risposta esatta (quindi scrivi almeno 6 cifre decimali). Nei decimali usa il punto, `0.25`, "
        "non la virgola: Python legge `0,25` come due numeri.\n\n"
        "Strumenti: `Fraction(a, b)` è la frazione a/b; `comb(n, k)` è il numero di modi di scegliere "
        "k carte tra n.",
        "en": "# Personal sheet — code {code}\n\n"
        "This sheet is yours alone: the questions are the same for the whole class, but the numbers "
        "change from one sheet to the next. The code **{code}** tells which sheet you have.\n\n"
        "The Italian 40-card deck has 4 suits (cups, coins, batons, swords) and 10 cards per suit: "
        "Ace, 2, 3, 4, 5, 6, 7, Knave, Knight, King.\n\n"
        "**How to answer.** In each answer cell, write your answer in place of `None`, then run the "
        "cell (Shift+Enter). Its last line, `check(...)`, says ✔ when the answer is right and ✘ when "
        "it is not right yet, without showing the answer. You may try as often as you like.\n\n"
        "Give every probability as an exact fraction, for example `Fraction(3, 13)` for 3/13. "
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
    # --- the checker -------------------------------------------------------------------------------
    "sheets.check.bad_code": {
        "it": "✘ {qid!r}: il codice della scheda non è valido. Lascia la riga check(...) come è scritta "
        "nella tua scheda, senza cambiare il codice.",
        "en": "✘ {qid!r}: the sheet code is not valid. Keep the check(...) line as it is written on "
        "your sheet, without changing the code.",
    },
}
