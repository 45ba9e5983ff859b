"""The words of the dealing page (``deal_hands``): its tables, chart labels and the sentences its
code writes around the numbers.

Keys start with ``deal_hands.``; a ``{placeholder}`` is a number the page has worked out, already
written in the edition's format.  LaTeX braces are doubled in an entry with placeholders.
"""

PREFIX = "deal_hands"
"""Every key of this catalogue starts with ``deal_hands.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "deal_hands.yes": {"it": "sì", "en": "yes"},
    "deal_hands.no": {"it": "no", "en": "no"},
    "deal_hands.space": {"it": "Lo spazio campionario contiene **{n}** mani. Tre esiti, per esempio:",
                         "en": "The sample space holds **{n}** hands. Three outcomes, for example:"},
    "deal_hands.space.head": {"it": "| mano | almeno un Asso? |", "en": "| hand | at least one Asso? |"},
    "deal_hands.counted": {
        "it": "Le mani con almeno un Asso sono **{with_asso}** su **{hands}**, quindi $P(\\text{{almeno un Asso}}) = "
              "{ratio} = {p}$, cioè circa {decimal}.",
        "en": "There are **{with_asso}** hands with at least one Asso out of **{hands}**, so $P(\\text{{at least one Asso}}) = "
              "{ratio} = {p}$, about {decimal}.",
    },
    "deal_hands.exact": {
        "it": "**Valore esatto:** $P = {p} \\approx {decimal}$, in tre modi:\n\n"
              "- contando nello spazio campionario: ${counted}$;\n"
              "- con la distribuzione ipergeometrica: $P(X=1) + P(X=2) + P(X=3) = {hypergeometric}$;\n"
              "- con l'evento complementare: ${complement}$.",
        "en": "**Exact:** $P = {p} \\approx {decimal}$, three ways:\n\n"
              "- counting in the sample space: ${counted}$;\n"
              "- the hypergeometric distribution: $P(X=1) + P(X=2) + P(X=3) = {hypergeometric}$;\n"
              "- the complement: ${complement}$.",
    },
    "deal_hands.simulated": {
        "it": "**Simulazione:** {hits} mani su {trials}, $\\hat p = {p}$, intervallo di confidenza al 95% $[{low};\\ {high}]$. "
              "Il valore esatto cade {where} (errore ${error}$).",
        "en": "**Simulated:** {hits} of {trials} hands, $\\hat p = {p}$, 95% interval $[{low},\\ {high}]$. "
              "The exact value is {where} the interval (error {error}).",
    },
    "deal_hands.inside": {"it": "dentro l'intervallo", "en": "inside"},
    "deal_hands.outside": {"it": "fuori dall'intervallo", "en": "outside"},
    "deal_hands.lln_chart.title": {"it": "Legge dei grandi numeri: mani con almeno un Asso",
                                   "en": "The law of large numbers: hands with at least one Asso"},
    "deal_hands.lln_chart.xlabel": {"it": "numero di mani distribuite, n", "en": "number of hands dealt, n"},
    "deal_hands.lln_chart.ylabel": {"it": "frequenza relativa", "en": "relative frequency"},
    "deal_hands.lln_chart.average_label": {"it": "frequenza relativa dopo n mani", "en": "relative frequency after n hands"},
    "deal_hands.lln_chart.band_label": {"it": "fascia al 95%", "en": "95% band"},
    "deal_hands.lln.exact": {"it": "valore esatto {p}", "en": "exact {p}"},
    "deal_hands.lln.head": {"it": "| mani $n$ | frequenza relativa | distanza dal valore esatto | semiampiezza della fascia al 95% |",
                            "en": "| hands $n$ | relative frequency | distance from the exact value | half-width of the 95% band |"},
    "deal_hands.aces_chart.title": {"it": "Assi in una mano di 3 carte (20.000 mani simulate)",
                                    "en": "Assi in a hand of 3 cards (20,000 simulated hands)"},
    "deal_hands.aces_chart.xlabel": {"it": "numero di Assi nella mano", "en": "number of Assi in the hand"},
    "deal_hands.aces_chart.ylabel": {"it": "frequenza relativa", "en": "relative frequency"},
    "deal_hands.aces_chart.simulated_label": {"it": "simulazione", "en": "simulated"},
    "deal_hands.aces_chart.exact_label": {"it": "valore esatto (ipergeometrica)", "en": "exact (hypergeometric)"},
    "deal_hands.aces.head": {"it": "| $j$ | $P(X = j)$ esatta | in decimali | simulazione |",
                             "en": "| $j$ | $P(X = j)$ exact | decimal | simulated |"},
}
