"""The words of the Trentuno probability page (``trentuno_probability``): its table heads, chart
labels, buttons and the sentences its code writes around the numbers.

Keys start with ``t31.prob.``; a ``{placeholder}`` is a number the page has worked out, already
written in the edition's format.  LaTeX braces are doubled (``9{{,}}880``) in an entry with
placeholders.
"""

PREFIX = "t31.prob"
"""Every key of this catalogue starts with ``t31.prob.``."""

_SIMULATED = {"it": "simulata (intervallo di confidenza al 95%)", "en": "simulated (95% interval)"}

CATALOGUE: dict[str, dict[str, str]] = {
    # 1. the value of a dealt hand
    "t31.prob.values.head": {"it": "| valore | mani | probabilità (esatta) | frazione di 20.000 mani a caso (intervallo di confidenza al 95%) |",
                             "en": "| value | hands | probability (exact) | share of 20,000 random hands (95% interval) |"},
    "t31.prob.values_chart.title": {"it": "Il valore di una mano distribuita (tutte le 9.880 mani)",
                                    "en": "The value of a dealt hand (all 9,880 hands)"},
    "t31.prob.values_chart.xlabel": {"it": "valore della mano", "en": "value of the hand"},
    "t31.prob.values_chart.ylabel": {"it": "probabilità", "en": "probability"},
    "t31.prob.values_chart.mean_label": {"it": "media", "en": "mean"},
    "t31.prob.mean.summary": {
        "it": "Il valore medio è la somma dei valori delle 9.880 mani divisa per 9.880: "
              "${total}/9{{.}}880 = {numerator}/{denominator} "
              "\\approx {mean}$. Le 20.000 mani a caso danno in media {sim} "
              "(intervallo di confidenza al 95%): il valore esatto è {inside}.",
        "en": "The mean value is the sum of the 9,880 hands' values divided by 9,880: "
              "${total}/9{{,}}880 = {numerator}/{denominator} "
              "\\approx {mean}$. The 20,000 random hands average {sim} (95% interval): "
              "the exact value is {inside}.",
    },
    "t31.prob.thirty_one.summary": {
        "it": "Le mani da 31 trovate guardando tutte le 9.880 mani sono proprio {count}; per esempio "
              "{example}. Quindi $P(31) = 12/9.880 = {numerator}/{denominator} "
              "\\approx {p}$: circa una mano su {one_in}, cioè circa 12 mani su 10.000. Fra le 20.000 mani "
              "a caso ce ne sono {hits} da 31: {sim}, e il valore esatto è {inside}.",
        "en": "Looking through all 9,880 hands finds exactly {count} worth 31; for example "
              "{example}. So $P(31) = 12/9{{,}}880 = {numerator}/{denominator} "
              "\\approx {p}$: about one hand in {one_in}, that is about 12 hands in 10,000. Among the 20,000 "
              "random hands {hits} are worth 31: {sim}, and the exact value is {inside}.",
    },
    # 2. one draw
    "t31.prob.draw.summary": {
        "it": "Le carte che migliorano la mano sono {better} su {unseen}: {names}. "
              "Quindi $P(\\text{{migliora}}) = {better}/{unseen} \\approx {p}$. "
              "Dopo la pescata la mano vale in media ${numerator}/{denominator} \\approx {after}$ "
              "(era 16: non scende mai, perché si può scartare la carta pescata).",
        "en": "The cards that improve the hand are {better} of {unseen}: {names}. "
              "So $P(\\text{{improves}}) = {better}/{unseen} \\approx {p}$. "
              "After the draw the hand is worth on average ${numerator}/{denominator} \\approx {after}$ "
              "(it was 16: it never goes down, because the card drawn can be discarded).",
    },
    "t31.prob.seen.head": {"it": "| che cosa ha visto Anna | carte non viste | migliorano | esatta | 20.000 pescate (intervallo di confidenza al 95%) |",
                           "en": "| what Anna has seen | unseen cards | improving | exact | 20,000 draws (95% interval) |"},
    "t31.prob.seen.hand": {"it": "le sue 3 carte", "en": "her 3 cards"},
    "t31.prob.seen.discards": {"it": "le sue 3 carte e 4 scarti", "en": "her 3 cards and 4 discards"},
    "t31.prob.seen.draw": {"it": "Fai 20.000 pescate con questo numero", "en": "Make 20,000 draws with this seed"},
    "t31.prob.improve.head": {"it": "| valore ora | mani | migliora con una pescata: esatta | simulata (intervallo di confidenza al 95%) |",
                              "en": "| value now | hands | improves with one draw: exact | simulated (95% interval) |"},
    "t31.prob.improve.any": {"it": "**una mano qualsiasi**", "en": "**any hand**"},
    "t31.prob.improve_chart.title": {"it": "Una pescata migliora la mano", "en": "One draw improves the hand"},
    "t31.prob.improve_chart.xlabel": {"it": "valore della mano prima della pescata", "en": "value of the hand before the draw"},
    "t31.prob.improve_chart.ylabel": {"it": "probabilità", "en": "probability"},
    "t31.prob.improve_chart.exact_label": {"it": "esatta", "en": "exact"},
    "t31.prob.improve_chart.simulated_label": _SIMULATED,
    # 3. when to knock
    "t31.prob.threshold.head": {
        "it": "| soglia $t$ | partite vinte (su {n}) | frazione vinta (intervallo di confidenza al 95%) | mani per partita (media) |",
        "en": "| threshold $t$ | games won (of {n}) | share won (95% interval) | hands per game (mean) |",
    },
    "t31.prob.threshold.play": {"it": "Gioca 100 partite per le soglie 17, 21, 25 e 29 con questo numero (circa 10 secondi)",
                                "en": "Play 100 games for thresholds 17, 21, 25 and 29 with this seed (about 10 seconds)"},
    "t31.prob.threshold_chart.title": {"it": "Un giocatore con soglia t contro tre che bussano a 25 (2.000 partite ciascuna)",
                                       "en": "One player with threshold t against three who knock at 25 (2,000 games each)"},
    "t31.prob.threshold_chart.xlabel": {"it": "soglia per bussare t", "en": "knocking threshold t"},
    "t31.prob.threshold_chart.ylabel": {"it": "frazione di partite vinte", "en": "share of games won"},
    "t31.prob.threshold_chart.exact_label": {"it": "parte giusta 1/4", "en": "fair share 1/4"},
    "t31.prob.threshold_chart.simulated_label": _SIMULATED,
    # 4. who pays
    "t31.prob.pays.head": {
        "it": "| il mio valore $v$ | 1 avversario: esatta | 1 avversario: simulata | 2 avversari | 3 avversari | 4 avversari |",
        "en": "| my value $v$ | 1 opponent: exact | 1 opponent: simulated | 2 opponents | 3 opponents | 4 opponents |",
    },
    "t31.prob.pays_chart.title": {"it": "Pagare con una mano da v contro un avversario (carte mostrate come distribuite)",
                                  "en": "Paying with a dealt hand worth v, against one opponent (hands shown as dealt)"},
    "t31.prob.pays_chart.xlabel": {"it": "valore della mia mano v", "en": "value of my hand v"},
    "t31.prob.pays_chart.ylabel": {"it": "probabilità di pagare", "en": "probability of paying"},
    "t31.prob.pays_chart.exact_label": {"it": "esatta", "en": "exact"},
    "t31.prob.pays_chart.simulated_label": _SIMULATED,
}
