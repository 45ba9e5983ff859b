"""The teacher's page of a class (:mod:`kit.ui.class_dashboard`): starting or reopening a class,
the class experiment, the guesses, the sheets, the students, the export and the deletion.

Keys start with ``cdash.``.  A count's plural is written ``{n:singolare|plurale}``; a count shown
with thousands separators comes as text beside its number (``{deals}`` shown, ``{dn}`` for the
plural).
"""

PREFIX = "cdash"
"""Every key of this catalogue starts with ``cdash.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "cdash.title": {"it": "La classe insieme: la pagina dell'insegnante", "en": "The class together: the teacher's page"},
    "cdash.intro": {
        "it": "Questa pagina va al proiettore. Apri una classe e scrivi il suo codice alla lavagna: gli studenti lo "
              "scrivono con un soprannome nella loro pagina (l'esperimento di classe, una lezione o una scheda). La "
              "chiave dell'insegnante, che serve per riaprire questa pagina più tardi, resta nascosta finché non la "
              "mostri.",
        "en": "This page goes on the projector. Start a class and write its code on the board: the students type it "
              "with a nickname in their page (the class experiment, a lesson or a sheet). The teacher key, which you "
              "need to reopen this page later, stays hidden until you show it.",
    },
    "cdash.about": {
        "it": "Qui si vedono i loro risultati sommati, aggiornati da soli ogni pochi secondi: la frequenza relativa "
              "di tutta la classe dopo ogni distribuzione, accanto al valore esatto e all'imbuto al 95% (dove la "
              "frequenza di n distribuzioni cade circa 95 volte su 100: p ± 1,96·√(p(1 − p)/n)); la stima di ogni "
              "studente come un punto al suo numero di distribuzioni; le stime della classe prima delle risposte "
              "delle lezioni (ogni risposta resta nascosta finché non la mostri); le risposte alle schede, domanda "
              "per domanda. Solo soprannomi: {kept}, si possono esportare in CSV per il registro ed eliminare.",
        "en": "Here their results add up, refreshed by themselves every few seconds: the whole class's relative "
              "frequency after each deal, beside the exact value and the 95% funnel (where the frequency of n deals "
              "lands about 95 times in 100: p ± 1.96·√(p(1 − p)/n)); each student's estimate as a point at their "
              "number of deals; the class's guesses before the lessons' answers (each answer stays hidden until you "
              "show it); the answers to the sheets, question by question. Nicknames only: {kept}, and can be "
              "exported as CSV for the register and deleted.",
    },
    "cdash.kept.here": {"it": "i dati restano su questo computer", "en": "the data stay on this computer"},
    "cdash.kept.school": {
        "it": "i dati restano nel database della scuola, che tutti i server degli studenti raggiungono",
        "en": "the data stay in the school's database, which every student's server reaches",
    },
    "cdash.guide": {
        "it": "La {guide} ha una traccia di lezione; spiega anche ogni risposta delle schede, perciò la serve solo "
              "make app TEACHER=1 (o make lab TEACHER=1), da aprire su un server che gli studenti non raggiungono.",
        "en": "The {guide} has a lesson plan; it also explains every answer of the sheets, so only make app "
              "TEACHER=1 (or make lab TEACHER=1) serves it, to be opened on a server the students do not reach.",
    },
    "cdash.guide.link": {"it": "guida per l'insegnante", "en": "teacher's guide"},
    "cdash.lesson": {
        "it": "Il punto della lezione è nell'imbuto: all'inizio la linea della classe salta, poi si stringe intorno "
              "al valore esatto, perché la larghezza dell'imbuto va come 1/√n. Con 4 volte più distribuzioni la "
              "fascia si dimezza; con 100 volte più distribuzioni diventa 10 volte più stretta. I punti dei singoli "
              "studenti, ognuno con poche distribuzioni, sono sparsi molto più della linea di tutta la classe: è la "
              "stessa legge, vista da vicino.",
        "en": "The point of the lesson is in the funnel: at first the class's line jumps about, then it narrows "
              "round the exact value, because the funnel's width goes like 1/√n. Four times as many deals halve the "
              "band; a hundred times as many make it ten times narrower. The single students' points, each from a "
              "few deals, are spread far more than the whole class's line: the same law, seen close up.",
    },
    # starting or reopening
    "cdash.start.title": {"it": "Una classe nuova", "en": "A new class"},
    "cdash.start.button": {"it": "Apri una classe", "en": "Start a class"},
    "cdash.start.server_code": {
        "it": "Usa il codice del server, {code}: gli studenti scrivono un solo codice",
        "en": "Use the server's code, {code}: the students type one code only",
    },
    "cdash.reopen.title": {"it": "Riapri una classe", "en": "Reopen a class"},
    "cdash.reopen.intro": {
        "it": "Hai già aperto una classe? Scrivi il suo codice e la chiave dell'insegnante.",
        "en": "Already started a class? Type its code and the teacher key.",
    },
    "cdash.reopen.code": {"it": "Codice della classe", "en": "Class code"},
    "cdash.reopen.key": {"it": "Chiave dell'insegnante", "en": "Teacher key"},
    "cdash.reopen.button": {"it": "Riapri", "en": "Reopen"},
    "cdash.code.label": {"it": "Codice della classe, da scrivere alla lavagna:", "en": "Class code, for the board:"},
    "cdash.key.label": {"it": "Chiave dell'insegnante:", "en": "Teacher key:"},
    "cdash.key.keep": {
        "it": "Mostrala solo quando gli studenti non vedono lo schermo e scrivila in un posto tuo: serve per "
              "riaprire questa pagina più tardi e compare solo qui.",
        "en": "Show it only when the students cannot see the screen, and write it down somewhere private: you need "
              "it to reopen this page later, and it is shown only here.",
    },
    "cdash.key.keep_shown": {
        "it": "Scrivila in un posto solo tuo: serve per riaprire questa pagina più tardi e compare solo qui. Poi "
              "premi «Nascondi la chiave».",
        "en": "Write it down somewhere private: you need it to reopen this page later, and it is shown only here. "
              "Then press “Hide the key”.",
    },
    "cdash.key.hide": {"it": "Nascondi la chiave", "en": "Hide the key"},
    "cdash.key.show": {"it": "Mostra la chiave", "en": "Show the key"},
    "cdash.key.hidden": {"it": "nascosta.", "en": "hidden."},
    "cdash.opened": {"it": "Classe {code} aperta.", "en": "Class {code} is open."},
    "cdash.reopened": {"it": "Classe {code} riaperta.", "en": "Class {code} reopened."},
    # refusals and faults
    "cdash.error.no_code": {
        "it": "Scrivi il codice della classe: le lettere e le cifre che erano alla lavagna.",
        "en": "Type the class code: the letters and digits that were on the board.",
    },
    "cdash.error.no_key": {"it": "Scrivi la chiave dell'insegnante.", "en": "Type the teacher key."},
    "cdash.error.no_class": {
        "it": "Nessuna classe ha il codice «{code}». Controllalo lettera per lettera (forse la classe è stata "
              "eliminata).",
        "en": "No class has the code “{code}”. Check it letter by letter (perhaps the class was deleted).",
    },
    "cdash.error.bad_key": {
        "it": "Questa non è la chiave dell'insegnante della classe {code}: la pagina resta chiusa. Controlla la "
              "chiave che avevi conservato.",
        "en": "This is not the teacher key of class {code}: the page stays closed. Check the key you kept.",
    },
    "cdash.error.taken": {
        "it": "C'è già una classe con il codice {code}: riaprila qui sopra con la sua chiave, oppure apri una "
              "classe nuova senza il codice del server.",
        "en": "A class with the code {code} exists already: reopen it above with its key, or start a new class "
              "without the server's code.",
    },
    "cdash.error.bad_server_code": {
        "it": "Il codice del server non va bene per una classe: apro la classe con un codice nuovo.",
        "en": "The server's code cannot be a class code: starting the class with a new code.",
    },
    "cdash.error.gone": {
        "it": "La classe {code} non c'è più: è stata eliminata da un'altra pagina, oppure l'archivio delle classi è "
              "stato svuotato. Puoi aprire una classe nuova qui sopra.",
        "en": "Class {code} is gone: it was deleted from another page, or the class store was emptied. You can "
              "start a new class above.",
    },
    "cdash.error.unreachable": {
        "it": "Non riesco a raggiungere l'archivio della classe. Riprovo da solo ogni {s} secondi; quello che "
              "gli studenti non riescono a inviare resta nelle loro pagine.",
        "en": "The class's store cannot be reached. I keep trying every {s} seconds; what the students cannot "
              "send waits in their pages.",
    },
    "cdash.error.unreachable_once": {
        "it": "Non riesco a raggiungere l'archivio della classe. Riprova tra poco con «Aggiorna ora».",
        "en": "The class's store cannot be reached. Try again in a moment with “Refresh now”.",
    },
    # the refresh
    "cdash.refresh": {"it": "Aggiorna ora", "en": "Refresh now"},
    "cdash.refreshed": {
        "it": "Aggiornata alle {time}; si aggiorna da sola ogni {s} secondi.",
        "en": "Updated at {time}; it updates by itself every {s} seconds.",
    },
    "cdash.refreshed_once": {"it": "Aggiornata alle {time}.", "en": "Updated at {time}."},
    # the tabs
    "cdash.tab.experiment": {"it": "Esperimento di classe", "en": "Class experiment"},
    "cdash.tab.guesses": {"it": "Stime", "en": "Guesses"},
    "cdash.tab.sheets": {"it": "Schede", "en": "Sheets"},
    "cdash.tab.students": {"it": "Studenti", "en": "Students"},
    # the class experiment
    "cdash.exp.choose": {"it": "Esperimento", "en": "Experiment"},
    "cdash.exp.none_known": {
        "it": "Non c'è ancora nessun esperimento di classe nel kit.",
        "en": "The kit has no class experiment yet.",
    },
    "cdash.exp.waiting": {
        "it": "Ancora nessuna distribuzione: gli studenti aprono la pagina dell'esperimento di classe "
              "(class_experiment.ipynb), entrano nella classe e distribuiscono. Valore esatto: {exact}.",
        "en": "No deals yet: the students open the class experiment page (class_experiment.ipynb), join the "
              "class and deal. Exact value: {exact}.",
    },
    "cdash.exp.words": {
        "it": "{students} {sn:studente ha|studenti hanno} fatto {deals} {dn:distribuzione|distribuzioni}; l'evento è "
              "successo {hits} {hn:volta|volte}: {freq}; valore esatto {exact}.",
        "en": "{students} {sn:student has|students have} made {deals} {dn:deal|deals}; the event came up "
              "{hits} {hn:time|times}: {freq}; exact {exact}.",
    },
    "cdash.exp.inside": {
        "it": "Le stime di {inside} {inn:studente|studenti} su {students} cadono nell'imbuto al 95% per il loro numero "
              "di distribuzioni (ce ne aspettiamo circa 95 su 100).",
        "en": "Of {students} students' estimates, {inside} {inn:lies|lie} inside the 95% funnel at their own number "
              "of deals (we expect about 95 in 100 to).",
    },
    "cdash.exp.funnel_now": {
        "it": "Con {deals} {dn:distribuzione|distribuzioni} l'imbuto va da {low} a {high}: la frequenza della classe è {where}.",
        "en": "After {deals} {dn:deal|deals} the funnel runs from {low} to {high}: the class's frequency is {where}.",
    },
    "cdash.exp.in": {"it": "dentro", "en": "inside it"},
    "cdash.exp.out": {"it": "fuori", "en": "outside it"},
    "cdash.exp.chart.title": {
        "it": "Frequenza relativa della classe dopo ogni distribuzione",
        "en": "The class's relative frequency after each deal",
    },
    "cdash.exp.chart.x": {"it": "distribuzioni (scala logaritmica)", "en": "deals (logarithmic scale)"},
    "cdash.exp.chart.y": {"it": "frequenza relativa", "en": "relative frequency"},
    "cdash.exp.chart.pooled": {"it": "la classe", "en": "the class"},
    "cdash.exp.chart.exact": {"it": "esatto {p}", "en": "exact {p}"},
    "cdash.exp.chart.funnel": {"it": "imbuto al 95%", "en": "95% funnel"},
    "cdash.exp.chart.student": {"it": "uno studente", "en": "one student"},
    "cdash.exp.hist.title": {"it": "Le stime degli studenti", "en": "The students' estimates"},
    "cdash.exp.hist.x": {"it": "stima (successi / distribuzioni)", "en": "estimate (hits / deals)"},
    "cdash.exp.hist.y": {"it": "studenti", "en": "students"},
    "cdash.exp.hist.words": {
        "it": "Le stime vanno da {low} a {high}; la fascia più affollata è {a}–{b} con {n} {n:studente|studenti}.",
        "en": "The estimates run from {low} to {high}; the busiest bin is {a}–{b} with {n} {n:student|students}.",
    },
    "cdash.exp.hist.words_tie": {
        "it": "Le stime vanno da {low} a {high}; le fasce più affollate, con {n} {n:studente|studenti} ciascuna, "
              "sono {bins}.",
        "en": "The estimates run from {low} to {high}; the busiest bins, with {n} {n:student|students} each, are "
              "{bins}.",
    },
    "cdash.exp.hist.words_many": {
        "it": "Le stime vanno da {low} a {high}; {k} fasce hanno {n} {n:studente|studenti} ciascuna e nessuna ne "
              "ha di più.",
        "en": "The estimates run from {low} to {high}; {k} bins hold {n} {n:student|students} each, and none holds "
              "more.",
    },
    "cdash.exp.hist.words_apart": {
        "it": "Le stime vanno da {low} a {high}; nessuna fascia ha più di uno studente.",
        "en": "The estimates run from {low} to {high}; no bin holds more than one student.",
    },
    "cdash.and": {"it": " e ", "en": " and "},
    # guesses
    "cdash.guess.none": {
        "it": "Ancora nessuna stima: le stime arrivano dai riquadri «scrivi la tua stima» delle lezioni.",
        "en": "No guesses yet: they come from the lessons' “write your guess” boxes.",
    },
    "cdash.guess.folded": {
        "it": "Le risposte restano nascoste finché non premi «Mostra la risposta» sotto ciascuna domanda: così chi "
              "sta ancora stimando non la vede sullo schermo.",
        "en": "Each answer stays hidden until you press “Show the answer” under its question, so that those still "
              "guessing do not see it on the screen.",
    },
    "cdash.guess.number_words": {
        "it": "{n} {n:stima|stime}; la più frequente: {most} ({m} {m:studente|studenti}).",
        "en": "{n} {n:guess|guesses}; the most common: {most} ({m} {m:student|students}).",
    },
    "cdash.guess.choice_words": {
        "it": "{n} {n:stima|stime}; la scelta più frequente: «{most}» ({m} {m:studente|studenti}).",
        "en": "{n} {n:guess|guesses}; the most chosen: “{most}” ({m} {m:student|students}).",
    },
    "cdash.guess.answer.exact": {"it": "Risposta esatta: {exact}.", "en": "Exact answer: {exact}."},
    "cdash.guess.answer.measured": {
        "it": "La simulazione della lezione ha misurato: {exact}.",
        "en": "The lesson's simulation measured: {exact}.",
    },
    "cdash.guess.answer.right": {"it": "La scelta giusta: «{right}».", "en": "The right choice: “{right}”."},
    "cdash.guess.answer.open": {
        "it": "Nessuna scelta è quella giusta da sola.",
        "en": "No one choice is the right one.",
    },
    "cdash.guess.show": {"it": "Mostra la risposta", "en": "Show the answer"},
    "cdash.guess.hide": {"it": "Nascondi la risposta", "en": "Hide the answer"},
    "cdash.guess.chart.x": {"it": "stima", "en": "guess"},
    "cdash.guess.chart.y": {"it": "studenti", "en": "students"},
    "cdash.guess.chart.exact": {"it": "risposta esatta {x}", "en": "exact answer {x}"},
    "cdash.guess.chart.measured": {"it": "misurato {x}", "en": "measured {x}"},
    # sheets
    "cdash.sheet.none": {
        "it": "Ancora nessuna risposta: arrivano da ogni check(...) delle schede degli studenti entrati nella classe.",
        "en": "No answers yet: they come from every check(...) in the sheets of the students in the class.",
    },
    "cdash.sheet.head.question": {"it": "Domanda", "en": "Question"},
    "cdash.sheet.title": {"it": "Scheda {sheet} · {question}", "en": "Sheet {sheet} · {question}"},
    "cdash.sheet.variant_title": {
        "it": "Scheda personale {code} · domanda {n} — {title}",
        "en": "Personal sheet {code} · question {n} — {title}",
    },
    "cdash.sheet.head.right": {"it": "Giuste", "en": "Right"},
    "cdash.sheet.head.mistakes": {"it": "Errori più frequenti", "en": "Most frequent mistakes"},
    "cdash.sheet.right": {
        "it": "{right} su {tried} ({pct}%)",
        "en": "{right} of {tried} ({pct}%)",
    },
    "cdash.sheet.mistake": {"it": "{n} {n:studente|studenti}: {hint}", "en": "{n} {n:student|students}: {hint}"},
    "cdash.sheet.no_mistake": {"it": "nessun errore riconosciuto", "en": "no known mistake"},
    "cdash.sheet.progress": {"it": "I progressi di ciascuno", "en": "Each student's progress"},
    "cdash.sheet.head.nickname": {"it": "Soprannome", "en": "Nickname"},
    "cdash.sheet.head.progress": {"it": "Domande giuste / provate", "en": "Questions right / tried"},
    # students
    "cdash.students.none": {
        "it": "Ancora nessuno studente: scrivete il codice {code} nella pagina e scegliete un soprannome.",
        "en": "No students yet: type the code {code} in your page and choose a nickname.",
    },
    "cdash.students.words": {
        "it": "{n} {n:studente|studenti} nella classe; {r} {rn:risultato|risultati} in tutto.",
        "en": "{n} {n:student|students} in the class; {r} {rn:record|records} in all.",
    },
    "cdash.students.head.guesses": {"it": "Stime", "en": "Guesses"},
    "cdash.students.head.answers": {"it": "Risposte", "en": "Answers"},
    "cdash.students.head.deals": {"it": "Distribuzioni", "en": "Deals"},
    "cdash.students.head.records": {"it": "In tutto", "en": "In all"},
    "cdash.renew.title": {"it": "Hai perso la parola per rientrare?", "en": "Lost a rejoin word?"},
    "cdash.renew.intro": {
        "it": "Chi ha perso la propria parola per rientrare (un altro browser, un altro dispositivo) riprende il suo "
              "soprannome con una parola nuova: sceglilo qui. La vecchia parola smette subito di valere e tutto ciò "
              "che ha fatto resta suo.",
        "en": "A student who lost their rejoin word (another browser, another device) takes their nickname back "
              "with a new word: choose it here. The old word stops working at once, and everything they did stays "
              "theirs.",
    },
    "cdash.renew.who": {"it": "Soprannome", "en": "Nickname"},
    "cdash.renew.button": {"it": "Dai una parola nuova", "en": "Give a new word"},
    "cdash.renew.choose": {"it": "Scegli prima un soprannome.", "en": "Choose a nickname first."},
    "cdash.renew.unknown": {
        "it": "Nella classe non c'è nessuno con il soprannome «{nickname}».",
        "en": "No one in the class has the nickname “{nickname}”.",
    },
    "cdash.renew.done": {"it": "La nuova parola per «{nickname}»:", "en": "The new word for “{nickname}”:"},
    "cdash.renew.ready": {
        "it": "C'è una parola nuova per «{nickname}»: la vecchia non vale più.",
        "en": "A new word for “{nickname}” is ready: the old one no longer works.",
    },
    "cdash.renew.keep": {
        "it": "Mostrala solo quando gli studenti non vedono lo schermo, oppure dilla a voce solo a chi l'ha persa.",
        "en": "Show it only when the students cannot see the screen, or tell it only to the student who lost theirs.",
    },
    "cdash.renew.show": {"it": "Mostra la parola", "en": "Show the word"},
    "cdash.renew.hide": {"it": "Nascondi la parola", "en": "Hide the word"},
    "cdash.renew.tell": {
        "it": "Dilla soltanto a quello studente o a quella studentessa: la scrive nella sua pagina con il "
              "soprannome. Poi premi «Nascondi la parola».",
        "en": "Tell it to that student only: they type it in their page with the nickname. Then press “Hide the "
              "word”.",
    },
    # export and delete
    "cdash.export": {"it": "Esporta il CSV per il registro", "en": "Export a CSV for the register"},
    "cdash.export.ready": {
        "it": "Pronti due file, solo soprannomi: il riepilogo, una riga per studente ({s} {s:studente|studenti}), "
              "e il dettaglio, una riga per risultato ({n} {n:riga|righe}). Non lasciarli in cartelle condivise.",
        "en": "Two files ready, nicknames only: the summary, one line per student ({s} {s:student|students}), "
              "and the details, one line per record ({n} {n:line|lines}). Keep them out of shared folders.",
    },
    "cdash.export.link.summary": {"it": "Scarica il riepilogo: {file}", "en": "Download the summary: {file}"},
    "cdash.export.link.details": {"it": "Scarica il dettaglio: {file}", "en": "Download the details: {file}"},
    "cdash.export.file.summary": {"it": "classe_{code}_riepilogo_{time}.csv", "en": "class_{code}_summary_{time}.csv"},
    "cdash.export.file.details": {"it": "classe_{code}_dettaglio_{time}.csv", "en": "class_{code}_details_{time}.csv"},
    "cdash.export.stale": {
        "it": "Sono arrivati altri risultati dopo l'esportazione (ora {n} in tutto): i file di prima non li "
              "hanno. Premi di nuovo «Esporta il CSV per il registro».",
        "en": "More records came in after the export (now {n} in all): the files made before miss them. Press “Export a "
              "CSV for the register” again.",
    },
    "cdash.delete": {"it": "Elimina la classe", "en": "Delete the class"},
    "cdash.delete.confirm": {
        "it": "Eliminare la classe {code} e tutto quello che i suoi studenti hanno inviato ({n} "
              "{n:risultato|risultati})? Non si può annullare: esporta prima il CSV se ti serve.",
        "en": "Delete class {code} and everything its students sent ({n} {n:record|records})? This cannot be "
              "undone: export the CSV first if you need it.",
    },
    "cdash.delete.yes": {"it": "Sì, elimina", "en": "Yes, delete"},
    "cdash.delete.no": {"it": "No, tienila", "en": "No, keep it"},
    "cdash.deleted": {
        "it": "Classe {code} eliminata: {n} {n:risultato cancellato|risultati cancellati}. Le pagine degli "
              "studenti diranno che la classe non c'è più.",
        "en": "Class {code} deleted: {n} {n:record|records} removed. The students' pages will say the class "
              "is gone.",
    },
    # the CSV
    "cdash.csv.nickname": {"it": "soprannome", "en": "nickname"},
    "cdash.csv.kind": {"it": "tipo", "en": "kind"},
    "cdash.csv.item": {"it": "voce", "en": "item"},
    "cdash.csv.number": {"it": "numero", "en": "number"},
    "cdash.csv.choice": {"it": "scelta", "en": "choice"},
    "cdash.csv.right": {"it": "giusta", "en": "right"},
    "cdash.csv.mistake": {"it": "errore", "en": "mistake"},
    "cdash.csv.time": {"it": "ora", "en": "time"},
    "cdash.csv.item_id": {"it": "codice_voce", "en": "item_id"},
    "cdash.csv.exact": {"it": "risposta esatta", "en": "exact answer"},
    "cdash.csv.event": {"it": "evento successo (1 sì, 0 no)", "en": "event happened (1 yes, 0 no)"},
    "cdash.csv.sum.nickname": {"it": "soprannome", "en": "nickname"},
    "cdash.csv.sum.guesses": {"it": "stime date", "en": "guesses given"},
    "cdash.csv.sum.right": {"it": "domande delle schede giuste", "en": "sheet questions right"},
    "cdash.csv.sum.tried": {"it": "domande delle schede provate", "en": "sheet questions tried"},
    "cdash.csv.sum.deals": {"it": "distribuzioni fatte", "en": "deals made"},
    "cdash.csv.sum.exp_deals": {"it": "{name}: distribuzioni", "en": "{name}: deals"},
    "cdash.csv.sum.exp_hits": {"it": "{name}: volte che l'evento è successo", "en": "{name}: times the event happened"},
    "cdash.csv.guess": {"it": "stima", "en": "guess"},
    "cdash.csv.answer": {"it": "risposta", "en": "answer"},
    "cdash.csv.deal": {"it": "distribuzione", "en": "deal"},
    "cdash.csv.yes": {"it": "sì", "en": "yes"},
    "cdash.csv.no": {"it": "no", "en": "no"},
}
