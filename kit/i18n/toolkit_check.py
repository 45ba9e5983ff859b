"""Catalogue of a teacher's own checked questions (:mod:`kit.own_questions`, issue 34).

The students' messages themselves are the checker's (``check.*`` in :mod:`kit.i18n.common`): an own
question is judged by the very same rules and words.  Here: the question's default name, what its
display says under the text, and the errors a teacher gets for a question that cannot be asked.
"""

PREFIX = "tkcheck"

CATALOGUE: dict[str, dict[str, str]] = {
    "tkcheck.label": {"it": "Domanda", "en": "Question"},
    "tkcheck.how": {
        "it": "Rispondi con un numero (meglio una Fraction esatta) e controlla la risposta con .check(risposta).",
        "en": "Answer with a number (an exact Fraction is best) and check it with .check(answer).",
    },
    "tkcheck.how_count": {
        "it": "Rispondi con un numero intero e controlla la risposta con .check(risposta).",
        "en": "Answer with a whole number and check it with .check(answer).",
    },
    "tkcheck.error.text": {
        "it": "Il testo della domanda dev'essere una frase non vuota (str), non {kind}.",
        "en": "The question's text must be a sentence that is not empty (str), not {kind}.",
    },
    "tkcheck.error.answer": {
        "it": "La risposta giusta dev'essere esatta: una Fraction o un intero (int), non {kind}. "
        "Scrivi per esempio Fraction(3, 10) invece di 0.3.",
        "en": "The right answer must be exact: a Fraction or a whole number (int), not {kind}. "
        "Write for example Fraction(3, 10) instead of 0.3.",
    },
    "tkcheck.error.wrong_value": {
        "it": "La risposta sbagliata tipica {hint!r} dev'essere esatta: una Fraction o un intero (int), non {kind}.",
        "en": "The typical wrong answer {hint!r} must be exact: a Fraction or a whole number (int), not {kind}.",
    },
    "tkcheck.error.wrong_is_right": {
        "it": "La risposta sbagliata tipica {hint!r} è uguale alla risposta giusta: toglila.",
        "en": "The typical wrong answer {hint!r} equals the right answer: leave it out.",
    },
    "tkcheck.error.wrong_type": {
        "it": "wrong= è un dizionario {{suggerimento: risposta sbagliata}}, non {kind}.",
        "en": "wrong= is a dictionary {{hint: wrong answer}}, not {kind}.",
    },
    "tkcheck.error.hint_name": {
        "it": "Non c'è un suggerimento {hint!r}. Usa uno di questi nomi: {known}; oppure scrivi come chiave "
        "la frase del suggerimento (con gli spazi), per esempio \"Hai contato due volte le stesse mani.\"",
        "en": "There is no hint {hint!r}. Use one of these names: {known}; or write the hint's sentence itself "
        "as the key (with its spaces), for example \"You counted the same hands twice.\"",
    },
    "tkcheck.error.count": {
        "it": "count=True dice che la risposta è un numero intero, ma la risposta giusta è {value}.",
        "en": "count=True says the answer is a whole number, but the right answer is {value}.",
    },
    "tkcheck.error.probability": {
        "it": "probability=True dice che la risposta è una probabilità, ma {value} non è tra 0 e 1.",
        "en": "probability=True says the answer is a probability, but {value} is not between 0 and 1.",
    },
    "tkcheck.error.flag": {
        "it": "{name}= vale True o False, non {value!r}.",
        "en": "{name}= is True or False, not {value!r}.",
    },
    "tkcheck.error.count_probability": {
        "it": "Una domanda non chiede insieme un numero intero (count=True) e una probabilità (probability=True).",
        "en": "A question does not ask for both a whole number (count=True) and a probability (probability=True).",
    },
    "tkcheck.error.name": {
        "it": "Il nome {name!r} non va bene: usa da 1 a 40 caratteri scelti fra lettere minuscole senza accento, cifre e _ "
        "(per esempio \"verifica_3b\").",
        "en": "The name {name!r} will not do: use 1 to 40 characters, each a lower-case letter without accent, a digit or _ "
        "(for example \"test_3b\").",
    },
    "tkcheck.error.kit_sheet": {
        "it": "{name!r} è già il nome di una scheda del kit ({known}): scegline un altro.",
        "en": "{name!r} is already the name of one of the kit's sheets ({known}): choose another.",
    },
    "tkcheck.error.questions": {
        "it": "save_questions richiede una lista non vuota di domande fatte con question(...); l'elemento {i} è {kind}.",
        "en": "save_questions takes a non-empty list of questions made with question(...); item {i} is {kind}.",
    },
    "tkcheck.error.empty": {
        "it": "save_questions richiede almeno una domanda.",
        "en": "save_questions needs at least one question.",
    },
    "tkcheck.error.template_saved": {
        "it": "L'elemento {i} è un modello di domanda per studente: salva le domande di uno studente con "
        ".for_student(nome), oppure fai controllare a ciascuno la propria con .for_student(nome).check(risposta).",
        "en": "Item {i} is a per-student question template: save one student's questions with "
        ".for_student(name), or let each check their own with .for_student(name).check(answer).",
    },
    "tkcheck.error.folder": {
        "it": "La cartella {folder} non esiste: creala o scegline una che esiste.",
        "en": "The folder {folder} does not exist: create it or choose one that does.",
    },
    "tkcheck.error.student": {
        "it": "Uno studente si indica con un numero intero ≥ 0 (il seme del generatore casuale) o con il nome (un testo non vuoto), non {value!r}.",
        "en": "A student is given by a seed (a whole number ≥ 0) or by name (text that is not empty), not {value!r}.",
    },
    "tkcheck.error.make": {
        "it": "La funzione del modello deve restituire (testo, risposta) oppure (testo, risposta, risposte sbagliate), "
        "non {kind}.",
        "en": "The template's function must return (text, answer) or (text, answer, wrong), not {kind}.",
    },
    "tkcheck.error.callable": {
        "it": "{name}= dev'essere una funzione (per esempio lambda rng: ...), non {kind}.",
        "en": "{name}= must be a function (for example lambda rng: ...), not {kind}.",
    },
}
