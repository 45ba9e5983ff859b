"""The class together's shared words: the join box and what a page says about sending
(:mod:`kit.ui.classroom`, :mod:`kit.classroom.session`).

Keys start with ``class.``.  A count's plural is written ``{n:singolare|plurale}``.
"""

PREFIX = "class"
"""Every key of this catalogue starts with ``class.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "class.join.title": {"it": "Lavori con la classe?", "en": "Working with your class?"},
    "class.join.intro": {
        "it": "Se l'insegnante ha aperto la classe, scrivi il codice della classe (è alla lavagna) e un soprannome. "
              "Le tue stime, le tue risposte e le carte che distribuisci si sommano a quelle dei compagni sullo "
              "schermo dell'insegnante. Non serve il tuo vero nome. Se lavori per conto tuo, lascia stare: tutto "
              "funziona lo stesso e niente viene inviato a una classe.",
        "en": "If your teacher has opened the class, type the class code (it is on the board) and a nickname. Your "
              "guesses, answers and deals add up with your classmates' on the teacher's screen. Your real name is "
              "not needed. Working on your own? Skip this: everything works the same and nothing is sent to a class.",
    },
    "class.join.code": {"it": "Codice della classe", "en": "Class code"},
    "class.join.nickname": {"it": "Soprannome", "en": "Nickname"},
    "class.join.nickname_hint": {"it": "non il tuo vero nome", "en": "not your real name"},
    "class.join.word": {"it": "Parola per rientrare", "en": "Rejoin word"},
    "class.join.word_hint": {"it": "8 lettere", "en": "8 letters"},
    "class.join.your_word": {
        "it": "La tua parola per rientrare come «{nickname}»:",
        "en": "Your rejoin word as “{nickname}”:",
    },
    "class.join.write_it": {
        "it": "Scrivila su un foglio: se apri la pagina in un altro browser o su un altro dispositivo, scrivi il "
              "soprannome e questa parola e rientri nella classe con i tuoi risultati. Non dirla ai compagni.",
        "en": "Write it down: if you open the page in another browser or on another device, type your nickname "
              "and this word to get back into the class with your results. Keep it to yourself.",
    },
    "class.join.button": {"it": "Entra nella classe", "en": "Join the class"},
    "class.join.leave": {"it": "Esci dalla classe", "en": "Leave the class"},
    "class.join.alone": {"it": "Lavori per conto tuo: niente di quello che fai viene inviato a una classe.",
                         "en": "You are working on your own: nothing you do is sent to a class."},
    "class.join.joined": {
        "it": "Sei nella classe {code} come «{nickname}». Quello che fai qui si somma a quello della classe.",
        "en": "You are in class {code} as “{nickname}”. What you do here adds up with the class.",
    },
    "class.join.rejoined": {
        "it": "Di nuovo qui: sei ancora nella classe {code} come «{nickname}».",
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
        "it": "Il soprannome «{nickname}» è già preso in questa classe. Se è il tuo (l'hai usato in un altro "
              "browser o dispositivo), scrivi nella casella «Parola per rientrare» la parola che avevi annotato e "
              "premi di nuovo «Entra nella classe». Se non è il tuo, scegli un altro soprannome.",
        "en": "The nickname “{nickname}” is already taken in this class. If it is yours (you used it in another "
              "browser or device), type the rejoin word you wrote down in the box “Rejoin word” and press “Join "
              "the class” again. If it is not yours, choose another nickname.",
    },
    "class.join.word_renewed": {
        "it": "La parola per rientrare che questo browser aveva salvato per «{nickname}» non vale più: forse "
              "l'insegnante ti ha dato una parola nuova. Scrivi la parola nuova nella casella «Parola per "
              "rientrare» e premi «Entra nella classe».",
        "en": "The rejoin word this browser had saved for “{nickname}” no longer works: your teacher may have "
              "given you a new one. Type the new word in the box “Rejoin word” and press “Join the class”.",
    },
    "class.join.taken_left": {
        "it": "Hai lasciato la classe come «{nickname}». Per rientrare con questo soprannome scrivi nella casella "
              "«Parola per rientrare» la parola che avevi annotato e premi di nuovo «Entra nella classe»; "
              "altrimenti scegli un altro soprannome.",
        "en": "You left the class as “{nickname}”. To come back with this nickname, type the rejoin word you "
              "wrote down in the box “Rejoin word” and press “Join the class” again; or choose another nickname.",
    },
    "class.join.wrong_word": {
        "it": "«{word}» non è la parola per rientrare di «{nickname}». Controlla quella che hai scritto (sono 8 "
              "lettere); se l'hai persa, l'insegnante può darti una parola nuova.",
        "en": "“{word}” is not the rejoin word of “{nickname}”. Check the one you wrote down (8 letters); if you "
              "lost it, your teacher can give you a new one.",
    },
    "class.join.bad_empty": {"it": "Scrivi un soprannome (da 1 a {limit} caratteri).",
                             "en": "Type a nickname (1 to {limit} characters)."},
    "class.join.bad_long": {
        "it": "Un soprannome ha al massimo {limit} caratteri; questo ne ha {n}.",
        "en": "A nickname has at most {limit} characters; this one has {n}.",
    },
    "class.join.bad_chars": {
        "it": "Un soprannome può avere lettere, cifre, spazi, punteggiatura e simboli (anche emoji), ma niente a "
              "capo né caratteri invisibili.",
        "en": "A nickname may have letters, digits, spaces, punctuation and symbols (emoji too), but no line "
              "breaks or invisible characters.",
    },
    "class.join.unreachable": {
        "it": "Non riesco a raggiungere l'archivio della classe: riprovo da solo a farti entrare ogni {s} secondi. "
              "Intanto puoi lavorare per conto tuo, ma quello che fai prima di entrare resta solo su questa pagina.",
        "en": "The class's records cannot be reached: I will try again to let you in every {s} seconds. Meanwhile "
              "you can work on your own, but what you do before you are in stays on this page only.",
    },
    "class.send.waiting": {
        "it": "Non riesco a raggiungere l'archivio della classe: {n} {n:risultato aspetta|risultati aspettano} "
              "qui e {n:partirà|partiranno} appena torna. Non chiudere la pagina.",
        "en": "The class's records cannot be reached: {n} {n:result is|results are} waiting here and will be sent "
              "as soon as it is back. Keep this page open.",
    },
    "class.send.sent_late": {
        "it": "L'archivio della classe è tornato: ogni risultato in attesa è stato inviato.",
        "en": "The class's records are back: every waiting result has been sent.",
    },
    "class.send.too_fast": {
        "it": "Stai inviando molto in fretta: {n} {n:risultato aspetta|risultati aspettano} e {n:partirà|partiranno} "
              "tra {s} {s:secondo|secondi}.",
        "en": "You are sending very fast: {n} {n:result waits|results wait} and will be sent in {s} "
              "{s:second|seconds}.",
    },
    "class.send.full": {
        "it": "Troppi risultati in attesa: questo non è stato salvato. Aspetta che l'archivio torni.",
        "en": "Too many results are waiting: this one was not saved. Wait for the class's records to come back.",
    },
    "class.send.left": {
        "it": "Questa pagina non è più nella classe: l'insegnante ha chiuso la classe o ha dato al tuo soprannome "
              "una parola nuova per rientrare. Ora lavori per conto tuo.",
        "en": "This page is no longer in the class: your teacher closed the class or gave your nickname a new "
              "rejoin word. You are working on your own now.",
    },
}
