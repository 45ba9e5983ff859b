"""What the page itself says when the app cannot: it did not start, it is slow, or it lost its kernel.

Keys start with ``page.``.  The server (:mod:`kit.tools.voila_server`) hands these texts to every
app page in the page's own language, and the page's script (``kit_page.js`` in the kit's Voila
template) shows them: these are the only words a person reads when the Python side of a page
is not there to speak.
"""

PREFIX = "page"
"""Every key of this catalogue starts with ``page.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "page.loading": {"it": "Sto preparando l'app…", "en": "Getting the app ready…"},
    "page.step": {"it": "Sto preparando l'app: parte {i} di {n}…", "en": "Getting the app ready: part {i} of {n}…"},
    "page.slow": {
        "it": "La pagina sta ancora preparando l'app: quando molti la aprono insieme può volerci "
        "qualche secondo in più. Aspetta ancora un momento, oppure ricarica la pagina.",
        "en": "The page is still getting the app ready: when many people open it at once this can "
        "take a few more seconds. Wait a moment longer, or reload the page.",
    },
    "page.failed": {
        "it": "L'app di questa pagina non è partita (il server forse era troppo occupato). "
        "Ricarica la pagina per riprovare.",
        "en": "This page's app did not start (the server may have been too busy). "
        "Reload the page to try again.",
    },
    "page.lost": {
        "it": "Il collegamento con l'app si è interrotto: il server l'ha fermata o riavviata, e quello "
        "che c'era sulla pagina non risponde più. Ricarica la pagina per ricominciare.",
        "en": "The connection to the app was lost: the server stopped or restarted it, and what is "
        "on the page no longer responds. Reload the page to start again.",
    },
    "page.too_big": {
        "it": "Quello che è stato scritto o incollato nella pagina era troppo lungo per arrivare all'app "
        "(più di 10 MB) e non è stato preso: la pagina e l'app non mostrano più la stessa cosa. "
        "Ricarica la pagina per ricominciare.",
        "en": "What was typed or pasted into the page was too long to reach the app (over 10 MB) and was "
        "not taken: the page and the app no longer show the same thing. Reload the page to start again.",
    },
    "page.reload": {"it": "Ricarica la pagina", "en": "Reload the page"},
    "page.edition_it": {"it": "Questa pagina in italiano", "en": "Questa pagina in italiano"},
    "page.edition_en": {"it": "This page in English", "en": "This page in English"},
    "page.show_answer": {"it": "Ho scritto la mia ipotesi: mostra la risposta",
                         "en": "I have written my guess: show the answer"},
    "page.hide_answer": {"it": "Nascondi la risposta", "en": "Hide the answer"},
}
