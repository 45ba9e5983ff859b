"""The words of the misconceptions page (``misconceptions``): what its code prints and writes
around the counts, its table heads, chart labels and button.

Keys start with ``mis.``; a ``{placeholder}`` is a number the page has worked out, already
written in the edition's format (a fraction as it prints: ``2/5``).
"""

PREFIX = "mis"
"""Every key of this catalogue starts with ``mis.``."""

_AVERAGE = {"it": "media progressiva", "en": "running average"}
_BAND = {"it": "fascia al 95%", "en": "95% band"}

CATALOGUE: dict[str, dict[str, str]] = {
    # 1. a deck remembers, a die does not
    "mis.deck": {"it": "{n} carte, {k} da pagare; P(la prima carta di un mazzo mescolato è da pagare) = {p}",
                 "en": "{n} cards, {k} payment cards; P(the top card of a shuffled deck pays) = {p}"},
    "mis.after_plain": {"it": "n = {n}: tenute {kept:>6} sequenze, P(la prossima paga) = {p} = 12/{left}",
                        "en": "n = {n}: {kept:>6} sequences kept, P(the next card pays) = {p} = 12/{left}"},
    "mis.die": {"it": "{k} sequenze cominciano con 6, 6, 6; P(il quarto tiro è un 6) = {p}",
                "en": "{k} sequences start with 6, 6, 6; P(the fourth roll is a 6) = {p}"},
    "mis.after_plain.simulated": {
        "it": "Mescolati {s} mazzi, tenuti {n}: l'undicesima carta paga in {x} casi, frequenza relativa {f} "
              "(intervallo di confidenza al 95%: da {lo} a {hi}). Esatto: 12/30 = {e}; il 12/40 = {w} del dado è fuori.",
        "en": "Shuffled {s} decks, kept {n}: the eleventh card pays in {x} of them, relative frequency {f} "
              "(95% interval: {lo} to {hi}). Exact: 12/30 = {e}; the die-like 12/40 = {w} is outside.",
    },
    "mis.after_plain_chart.title": {"it": "Dopo 10 carte comuni: l'undicesima paga?",
                                    "en": "After 10 plain cards: does the eleventh pay?"},
    "mis.after_plain_chart.xlabel": {"it": "mescolate tenute, n", "en": "shuffles kept, n"},
    "mis.after_plain_chart.ylabel": {"it": "frazione in cui paga", "en": "share that pays"},
    "mis.after_plain_chart.average_label": _AVERAGE,
    "mis.after_plain_chart.exact_label": {"it": "esatto 12/30", "en": "exact 12/30"},
    "mis.after_plain_chart.band_label": _BAND,
    "mis.after_plain_chart.reference_label": {"it": "12/40 (come un dado)", "en": "12/40 (like a die)"},
    # 2. conditioning on what you saw
    "mis.pattern": {
        "it": "{t} terne, {d} con le prime due diverse\nP(occasione | prime due diverse) = {a}\n"
              "P(occasione), senza sapere nulla = {b}",
        "en": "{t} triples, {d} with the first two different\nP(pattern | the first two differ) = {a}\n"
              "P(pattern), nothing known         = {b}",
    },
    "mis.pattern.simulated": {
        "it": "Su {n} mescolate tenute la terza carta fa coppia o sandwich {x} volte: frequenza relativa {f} "
              "(intervallo di confidenza al 95%: da {lo} a {hi}). Esatto: 3/19 = {e}; senza guardare: 37/247 = {w}.",
        "en": "In {n} kept shuffles the third card makes a pair or a sandwich {x} times: relative frequency {f} "
              "(95% interval: {lo} to {hi}). Exact: 3/19 = {e}; without looking: 37/247 = {w}.",
    },
    "mis.pattern_chart.title": {"it": "Le prime due carte sono diverse: la terza dà un'occasione?",
                                "en": "The first two cards differ: does the third make a pattern?"},
    "mis.pattern_chart.xlabel": {"it": "mescolate tenute, n", "en": "shuffles kept, n"},
    "mis.pattern_chart.ylabel": {"it": "frazione con coppia o sandwich", "en": "share with a pair or sandwich"},
    "mis.pattern_chart.average_label": _AVERAGE,
    "mis.pattern_chart.exact_label": {"it": "esatto 3/19", "en": "exact 3/19"},
    "mis.pattern_chart.band_label": _BAND,
    "mis.pattern_chart.reference_label": {"it": "37/247 (senza guardare)", "en": "37/247 (without looking)"},
    # 3. expected value and linearity
    "mis.linearity": {
        "it": "una carta: P(paga) = {p}, valore atteso = {v}\n"
              "{h} mani di 2 carte: valore medio contando = {c}, con la linearità = {v2}\n"
              "mano di 5 carte: carte da pagare attese, con la distribuzione intera = {d5}, con la linearità = {l5}\n"
              "mano di 5 carte: valore atteso con la linearità = {v5}",
        "en": "one card: P(pays) = {p}, expected value = {v}\n"
              "{h} hands of 2 cards: average value by counting = {c}, by linearity = {v2}\n"
              "hand of 5 cards: expected payment cards, whole distribution = {d5}, by linearity = {l5}\n"
              "hand of 5 cards: expected value by linearity = {v5}",
    },
    "mis.hands.simulated": {
        "it": "Su {n} mani: in media {c} carte da pagare (intervallo di confidenza al 95%: da {cl} a {ch}; esatto 3/2 = 1,5) "
              "e valore medio {v} (da {vl} a {vh}; esatto 3). Deviazione standard di una mano: s = {s}.",
        "en": "Over {n} hands: on average {c} payment cards (95% interval: {cl} to {ch}; exact 3/2 = 1.5) "
              "and average value {v} ({vl} to {vh}; exact 3). Standard deviation of one hand: s = {s}.",
    },
    "mis.hands_chart.title": {"it": "Valore di una mano di 5 carte: la media progressiva",
                              "en": "Value of a 5-card hand: the running average"},
    "mis.hands_chart.xlabel": {"it": "mani, n", "en": "hands, n"},
    "mis.hands_chart.ylabel": {"it": "valore medio delle mani", "en": "average hand value"},
    "mis.hands_chart.average_label": _AVERAGE,
    "mis.hands_chart.exact_label": {"it": "esatto 3", "en": "exact 3"},
    "mis.hands_chart.band_label": _BAND,
    # 4. Bayes: a slap
    "mis.hypothesis.pattern": {"it": "c'è un'occasione", "en": "there is a pattern"},
    "mis.hypothesis.no_pattern": {"it": "non c'è nessuna occasione", "en": "there is no pattern"},
    "mis.bayes.head": {"it": "| ipotesi | a priori | verosimiglianza della battuta | prodotto | a posteriori |",
                       "en": "| hypothesis | prior | likelihood of the slap | product | posterior |"},
    "mis.total": {"it": "totale", "en": "total"},
    "mis.slap.simulated": {
        "it": "Su {c} carte il giocatore ha battuto {n} volte; c'era un'occasione in {x}: frequenza relativa {f} "
              "(intervallo di confidenza al 95%: da {lo} a {hi}). Esatto: 629/713 = {e}.",
        "en": "Over {c} cards the player slapped {n} times; there was a pattern in {x}: relative frequency {f} "
              "(95% interval: {lo} to {hi}). Exact: 629/713 = {e}.",
    },
    "mis.slap_chart.title": {"it": "Ha battuto: c'era un'occasione?", "en": "A slap: was there a pattern?"},
    "mis.slap_chart.xlabel": {"it": "battute, n", "en": "slaps, n"},
    "mis.slap_chart.ylabel": {"it": "frazione con un'occasione", "en": "share with a pattern"},
    "mis.slap_chart.average_label": _AVERAGE,
    "mis.slap_chart.exact_label": {"it": "esatto 629/713", "en": "exact 629/713"},
    "mis.slap_chart.band_label": _BAND,
    "mis.slap_chart.reference_label": {"it": "0,98 (1 − 0,02)", "en": "0.98 (1 − 0.02)"},
    # the slaps of 40 played games
    "mis.slaps.head": {"it": "| che cosa | valore |", "en": "| what | value |"},
    "mis.slaps.windows": {"it": "carte girate (occasioni per battere)", "en": "cards turned (chances to slap)"},
    "mis.slaps.prior": {"it": "frazione di carte con un'occasione, misurata (la probabilità a priori nel gioco)",
                        "en": "share of cards with a pattern, measured (the prior in play)"},
    "mis.slaps.prior3": {"it": "la stessa, solo con 3 o più carte scoperte sulla pila",
                         "en": "the same, only with 3 or more face-up cards on the pile"},
    "mis.slaps.slaps": {"it": "battute del primo giocatore", "en": "slaps by the first player"},
    "mis.slaps.posterior": {"it": "frazione di battute con un'occasione, misurata",
                            "en": "share of slaps with a pattern, measured"},
    "mis.slaps.formula_exact": {"it": "Bayes con la probabilità a priori 37/247", "en": "Bayes with the prior 37/247"},
    "mis.slaps.formula_in_play": {"it": "Bayes con la probabilità a priori misurata nel gioco", "en": "Bayes with the prior measured in play"},
    "mis.slaps.play": {"it": "Gioca di nuovo le 40 partite (circa 2 secondi)", "en": "Play the 40 games again (about 2 seconds)"},
    "mis.slaps.working": {"it": "Sto giocando…", "en": "Playing…"},
}
