"""The class together's shared words: the join box and what a page says about sending
(:mod:`kit.ui.classroom`, :mod:`kit.classroom.session`).

Keys start with ``class.``.  A count's plural is written ``{n:singolare|plurale}``.
"""

PREFIX = "class"
"""Every key of this catalogue starts with ``class.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "class.join.title": {"it": "Lavori con la classe?", "en": "Working with your class?"},
    "class.join.intro": {
        "it": "Se l'insegnante ha aperto la classe, scrivi il codice della classe (è alla lavagna) e un "
              "soprannome: le tue stime, le tue risposte e le tue distribuzioni si sommano a quelle della classe "
              "sullo schermo dell'insegnante. Non serve il tuo vero nome. Se lavori da solo, lascia stare: tutto "
              "funziona lo stesso e non si salva niente.",
        "en": "If your teacher has opened the class, type the class code (it is on the board) and a nickname: your "
              "guesses, answers and deals add up with the class's on the teacher's screen. Your real name is not "
              "needed. Working alone? Skip this: everything works the same and nothing is saved.",
    },
    "class.join.code": {"it": "Codice della classe", "en": "Class code"},
    "class.join.nickname": {"it": "Soprannome", "en": "Nickname"},
    "class.join.button": {"it": "Entra nella classe", "en": "Join the class"},
    "class.join.leave": {"it": "Esci dalla classe", "en": "Leave the class"},
    "class.join.alone": {"it": "Lavori da solo: non si salva niente.", "en": "You are working alone: nothing is saved."},
    "class.join.joined": {
        "it": "Sei nella classe {code} come «{nickname}». Quello che fai qui si somma a quello della classe.",
        "en": "You are in class {code} as “{nickname}”. What you do here adds up with the class.",
    },
    "class.join.rejoined": {
        "it": "Bentornato: sei ancora nella classe {code} come «{nickname}».",
        "en": "Welcome back: you are still in class {code} as “{nickname}”.",
    },
    "class.join.no_code": {
        "it": "Scrivi il codice della classe: sono le lettere e le cifre alla lavagna.",
        "en": "Type the class code: the letters and digits on the board.",
    },
    "class.join.no_class": {
        "it": "Nessuna classe ha il codice «{code}». Controlla la lavagna (conta ogni lettera) o chiedi "
              "all'insegnante se ha già aperto la classe.",
        "en": "No class has the code “{code}”. Check the board (every letter counts) or ask your teacher "
              "whether the class is open yet.",
    },
    "class.join.taken": {
        "it": "Il soprannome «{nickname}» è già di un'altra persona della classe: scegline un altro.",
        "en": "The nickname “{nickname}” already belongs to someone else in the class: choose another.",
    },
    "class.join.bad_empty": {"it": "Scrivi un soprannome (da 1 a {limit} caratteri).",
                             "en": "Type a nickname (1 to {limit} characters)."},
    "class.join.bad_long": {
        "it": "Un soprannome ha al massimo {limit} caratteri; questo ne ha {n}.",
        "en": "A nickname has at most {limit} characters; this one has {n}.",
    },
    "class.join.bad_chars": {
        "it": "Un soprannome si scrive con lettere, cifre, spazi e punteggiatura: niente a capo né caratteri invisibili.",
        "en": "A nickname is letters, digits, spaces and punctuation: no line breaks or invisible characters.",
    },
    "class.join.unreachable": {
        "it": "Non riesco a raggiungere l'archivio della classe. Riprova tra poco; intanto puoi lavorare da solo.",
        "en": "The class's store cannot be reached. Try again in a moment; meanwhile you can work alone.",
    },
    "class.send.waiting": {
        "it": "Non riesco a raggiungere l'archivio della classe: {n} {n:risultato aspetta|risultati aspettano} "
              "qui e {n:partirà|partiranno} appena torna. Non chiudere la pagina.",
        "en": "The class's store cannot be reached: {n} {n:result is|results are} waiting here and will be sent "
              "as soon as it is back. Keep this page open.",
    },
    "class.send.sent_late": {
        "it": "L'archivio della classe è tornato: ogni risultato in attesa è stato inviato.",
        "en": "The class's store is back: every waiting result has been sent.",
    },
    "class.send.too_fast": {
        "it": "Stai inviando molto in fretta: {n} {n:risultato aspetta|risultati aspettano} e {n:partirà|partiranno} "
              "tra {s} {s:secondo|secondi}.",
        "en": "You are sending very fast: {n} {n:result waits|results wait} and will be sent in {s} "
              "{s:second|seconds}.",
    },
    "class.send.full": {
        "it": "Troppi risultati in attesa: questo non è stato salvato. Aspetta che l'archivio torni.",
        "en": "Too many results are waiting: this one was not saved. Wait for the store to come back.",
    },
    "class.send.left": {
        "it": "La classe non c'è più (l'insegnante l'ha chiusa?): ora lavori da solo.",
        "en": "The class is gone (did your teacher close it?): you are working alone now.",
    },
}
