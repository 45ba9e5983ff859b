"""The words of the probability toolkit's events, spaces and simulations (issue 34):
:mod:`kit.prob.events` (an event in words, the independence check) and :mod:`kit.prob.simulate`.

Keys start with ``tkevents.``; ``{group}`` is a group of cards as the teacher named it (or the
deck's own name of the group), ``{k}`` a whole number, fractions are written as ``1/40``.
"""

PREFIX = "tkevents"
"""Every key of this catalogue starts with ``tkevents.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "tkevents.count_of": {"it": "numero di carte del gruppo «{group}»",
                          "en": "number of cards of the group “{group}”"},
    "tkevents.compare": {"it": "{count} {op} {k}", "en": "{count} {op} {k}"},
    "tkevents.exactly": {"it": "esattamente {k} {k:carta|carte} del gruppo «{group}»",
                         "en": "exactly {k} {k:card|cards} of the group “{group}”"},
    "tkevents.at_least": {"it": "almeno {k} {k:carta|carte} del gruppo «{group}»",
                          "en": "at least {k} {k:card|cards} of the group “{group}”"},
    "tkevents.at_most": {"it": "al più {k} {k:carta|carte} del gruppo «{group}»",
                         "en": "at most {k} {k:card|cards} of the group “{group}”"},
    "tkevents.none": {"it": "nessuna carta del gruppo «{group}»", "en": "no card of the group “{group}”"},
    "tkevents.and": {"it": " e ", "en": " and "},
    "tkevents.or": {"it": " o ", "en": " or "},
    "tkevents.not": {"it": "non ({a})", "en": "not ({a})"},
    "tkevents.predicate": {"it": "l'evento definito dalla funzione", "en": "the event given by the function"},
    "tkevents.independence.yes": {
        "it": "P(A ∩ B) = {ab} e P(A)·P(B) = {a} · {b} = {prod}: gli eventi sono indipendenti",
        "en": "P(A ∩ B) = {ab} and P(A)·P(B) = {a} · {b} = {prod}: the events are independent",
    },
    "tkevents.independence.no": {
        "it": "P(A ∩ B) = {ab} e P(A)·P(B) = {a} · {b} = {prod}: P(A ∩ B) ≠ P(A)·P(B), "
              "gli eventi non sono indipendenti (sono dipendenti)",
        "en": "P(A ∩ B) = {ab} and P(A)·P(B) = {a} · {b} = {prod}: P(A ∩ B) ≠ P(A)·P(B), "
              "the events are not independent (they are dependent)",
    },
    "tkevents.kept": {
        "it": "la condizione si è verificata in {kept_n} {kept:prova|prove} su {drawn_n} {drawn:simulata|simulate}",
        "en": "the condition held in {kept_n} {kept:trial|trials} out of {drawn_n} {drawn:simulated|simulated}",
    },
}
