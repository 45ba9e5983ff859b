"""The words of the Un, due, tre probability page (``un_due_tre_probability``): its table heads,
chart labels, buttons and the sentences its code writes around the numbers.

Keys start with ``udt.prob.``; a ``{placeholder}`` is a number the page has worked out, already
written in the edition's format.  LaTeX braces are doubled in an entry with placeholders.
"""

PREFIX = "udt.prob"
"""Every key of this catalogue starts with ``udt.prob.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    # 1. the sample space and the events
    "udt.prob.yes": {"it": "sì", "en": "yes"},
    "udt.prob.no": {"it": "no", "en": "no"},
    "udt.prob.space": {"it": "Lo spazio campionario contiene **{n}** terne. Tre esiti, per esempio:",
                       "en": "The sample space holds **{n}** triples. Three outcomes, for example:"},
    "udt.prob.space.head": {"it": "| terza carta | seconda carta | carta in cima | coppia? | sandwich? |",
                            "en": "| third card | second card | top card | pair? | sandwich? |"},
    "udt.prob.event.pair": {"it": "coppia", "en": "pair"},
    "udt.prob.event.sandwich": {"it": "sandwich", "en": "sandwich"},
    "udt.prob.event.both": {"it": "coppia e sandwich", "en": "pair and sandwich"},
    "udt.prob.event.either": {"it": "coppia o sandwich", "en": "pair or sandwich"},
    "udt.prob.events.pairs": {"it": "**{pairs}** terne su **{n}** formano una coppia.",
                              "en": "**{pairs}** of **{n}** triples make a pair."},
    "udt.prob.events.head": {"it": "| evento | terne (su {n}) | probabilità | in decimali |",
                             "en": "| event | triples (of {n}) | probability | decimal |"},
    # 2. 40 and 52 cards, simulated
    "udt.prob.decks.head": {"it": "| mazzo | coppia | sandwich | coppia o sandwich (esatto) | simulato, intervallo di confidenza al 95% |",
                            "en": "| deck | pair | sandwich | pair or sandwich (exact) | simulated, 95% interval |"},
    "udt.prob.cards": {"it": "{n} carte", "en": "{n} cards"},
    # 3. the law of large numbers
    "udt.prob.lln_chart.title": {"it": "Legge dei grandi numeri: coppia o sandwich (40 carte)",
                                 "en": "The law of large numbers: pair or sandwich (40 cards)"},
    "udt.prob.lln_chart.xlabel": {"it": "numero di mescolate, n", "en": "number of shuffles, n"},
    "udt.prob.lln_chart.ylabel": {"it": "frequenza relativa", "en": "relative frequency"},
    "udt.prob.lln_chart.average_label": {"it": "frequenza relativa dopo n mescolate", "en": "relative frequency after n shuffles"},
    "udt.prob.lln_chart.band_label": {"it": "fascia al 95%", "en": "95% band"},
    "udt.prob.lln_chart.reference_label": {"it": "risposta sbagliata 2/13", "en": "wrong answer 2/13"},
    "udt.prob.lln.exact": {"it": "valore esatto {p}", "en": "exact {p}"},
    "udt.prob.lln.head": {"it": "| mescolate $n$ | frequenza relativa | distanza dal valore esatto | semiampiezza della fascia al 95% |",
                          "en": "| shuffles $n$ | relative frequency | distance from the exact value | half-width of the 95% band |"},
    # 4. Straccia camicia: the deck remembers
    "udt.prob.drift.head": {"it": "| partite | carte contate | coppia o sandwich, intervallo di confidenza al 95% |",
                            "en": "| games | cards counted | pair or sandwich, 95% interval |"},
    "udt.prob.drift.before": {"it": "Straccia camicia, prima della prima pila presa",
                              "en": "Straccia camicia, before the first pile is taken"},
    "udt.prob.drift.after": {"it": "Straccia camicia, dopo la prima pila presa",
                             "en": "Straccia camicia, after the first pile is taken"},
    "udt.prob.drift.slaps": {"it": "Un, due, tre con le battute", "en": "Un, due, tre with slaps"},
    "udt.prob.drift.summary": {
        "it": "Valore esatto con un mazzo appena mescolato: $37/247 \\approx {exact}$. "
              "Dopo la prima pila presa la frequenza misurata differisce da $37/247$ di ${drift}$.",
        "en": "Exact value with a freshly shuffled deck: $37/247 \\approx {exact}$. "
              "After the first pile is taken the measured frequency differs from $37/247$ by ${drift}$.",
    },
    "udt.prob.drift.play": {"it": "Gioca di nuovo tutte queste partite (circa 5 secondi)",
                            "en": "Play all these games again (about 5 seconds)"},
    # 5. a pair or a sandwich within k cards
    "udt.prob.within_chart.title": {"it": "Almeno una coppia o un sandwich entro k carte (40 carte)",
                                    "en": "At least one pair or sandwich within k cards (40 cards)"},
    "udt.prob.within_chart.xlabel": {"it": "carte girate, k", "en": "cards turned, k"},
    "udt.prob.within_chart.ylabel": {"it": "probabilità", "en": "probability"},
    "udt.prob.within_chart.exact_label": {"it": "esatta", "en": "exact"},
    "udt.prob.within_chart.simulated_label": {"it": "simulata (intervallo di confidenza al 95%)", "en": "simulated (95% interval)"},
    "udt.prob.within.summary": {
        "it": "Entro la 5ª carta: valore esatto ${exact} \\approx {decimal}$; le 20.000 mescolate rifatte "
              "ora danno {hits} volte almeno una coppia o un sandwich, come quelle salvate. "
              "Che in un intero mazzo non compaiano mai né una coppia né un sandwich ha probabilità "
              "$\\approx {never}$: è raro, ma può succedere.",
        "en": "By the 5th card: exact ${exact} \\approx {decimal}$; the 20,000 shuffles made again just "
              "now show at least one pair or sandwich {hits} times, as the saved ones do. "
              "A whole deck with no pair and no sandwich anywhere has probability "
              "$\\approx {never}$: rare, but possible.",
    },
    # 6. how long Straccia camicia lasts
    "udt.prob.lengths.head": {"it": "| giocatori | carte in media, intervallo di confidenza al 95% | mediana | la più lunga in 20.000 | senza fine |",
                              "en": "| players | mean cards, 95% interval | median | longest in 20,000 | never end |"},
    "udt.prob.lengths.play": {"it": "Gioca di nuovo le 100.000 partite (circa 2 secondi)",
                              "en": "Play the 100,000 games again (about 2 seconds)"},
    "udt.prob.longest.head": {"it": "| distribuzioni guardate | partita più lunga (carte) |",
                              "en": "| deals looked at | longest game (cards) |"},
    "udt.prob.lengths_chart.title": {"it": "Straccia camicia, 2 giocatori: carte girate (20.000 distribuzioni)",
                                     "en": "Straccia camicia, 2 players: cards turned (20,000 deals)"},
    "udt.prob.lengths_chart.xlabel": {"it": "carte girate nella partita", "en": "cards turned in the game"},
    "udt.prob.lengths_chart.ylabel": {"it": "frequenza relativa", "en": "relative frequency"},
    "udt.prob.lengths_chart.mean_label": {"it": "media", "en": "mean"},
    # 7. does the first player win more often?
    "udt.prob.seat0.contains": {"it": "che contiene 1/2: con questo numero di partite non si vede nessun vantaggio.",
                                "en": "which contains 1/2: no advantage can be seen at this sample size."},
    "udt.prob.seat0.excludes": {
        "it": "che non contiene 1/2: il primo giocatore vince un po' {side} spesso del secondo giocatore.",
        "en": "which does not contain 1/2: the first player wins slightly {side} often than the second player.",
    },
    "udt.prob.seat0.more_often": {"it": "più", "en": "more"},
    "udt.prob.seat0.less_often": {"it": "meno", "en": "less"},
    "udt.prob.seat0.more_games": {"it": "più", "en": "more"},
    "udt.prob.seat0.fewer_games": {"it": "meno", "en": "fewer"},
    "udt.prob.seat0.one_side": {
        "it": "circa {effect} partite in {word} su 1.000 rispetto a una divisione a metà (fra {lo} e {hi}).",
        "en": "about {effect} {word} games in 1,000 than an even split (between {lo} and {hi}).",
    },
    "udt.prob.seat0.both_sides": {
        "it": "fra {fewer} partite in meno e {more} in più su 1.000 rispetto a una divisione a metà.",
        "en": "between {fewer} fewer and {more} more games in 1,000 than an even split.",
    },
    "udt.prob.seat0.summary": {
        "it": "Mescolata n. {seed}: il primo giocatore ha vinto {wins} delle {games} "
              "partite finite: $\\hat p = {p}$, intervallo di confidenza al 95% $[{low};\\ {high}]$, {verdict}\n\n"
              "Dimensione dell'effetto: $\\hat p - 1/2 = {effect}$, intervallo "
              "$[{effect_low};\\ {effect_high}]$: il primo giocatore vince {size}",
        "en": "Seed {seed}: the first player won {wins} of {games} finished games: $\\hat p = {p}$, "
              "95% interval $[{low},\\ {high}]$, {verdict}\n\n"
              "Effect size: $\\hat p - 1/2 = {effect}$, interval $[{effect_low},\\ {effect_high}]$: "
              "the first player wins {size}",
    },
    "udt.prob.seat0.play": {"it": "Gioca 200.000 partite con questo numero", "en": "Play 200,000 games with this seed"},
    # 8. the longest game and the endless one
    "udt.prob.known.finished": {"it": "finita", "en": "it finishes"},
    "udt.prob.known.loop": {"it": "senza fine", "en": "it never ends"},
    "udt.prob.known.limit": {"it": "interrotta", "en": "stopped"},
    "udt.prob.known.summary": {
        "it": "- La più lunga che si conosca (segnalata nel 2025): **{longest}** dopo {cards} carte "
              "e {tricks} prese (chi l'ha trovata conta 3.118 carte: il regolamento conta le carte girate sulla pila).\n"
              "- Quella che non finisce mai (segnalata nel 2017): **{endless}**; dopo {endless_tricks} prese i mazzetti "
              "e il turno sono esattamente come all'inizio di una presa precedente, quindi la partita si ripete all'infinito.",
        "en": "- Longest known (reported 2025): **{longest}** after {cards} cards and {tricks} tricks "
              "(its finder counts 3,118 cards: the rule book counts cards turned onto the pile).\n"
              "- Never-ending (reported 2017): **{endless}** — after {endless_tricks} tricks the packets and the turn "
              "are exactly as they were at the start of an earlier trick, so the game repeats for ever.",
    },
    "udt.prob.found.finished": {"it": "finita", "en": "finished"},
    "udt.prob.found.loop": {"it": "senza fine", "en": "loop"},
    "udt.prob.found.limit": {"it": "fermata", "en": "stopped"},
    "udt.prob.found.search": {"it": "Cerca fra 200.000 distribuzioni", "en": "Search 200,000 deals with this seed"},
    "udt.prob.found.head": {"it": "| come finisce | carte girate | prese | distribuzione |",
                            "en": "| how it ends | cards turned | tricks | deal |"},
    "udt.prob.found.seed": {"it": "Mescolata n. {seed}: le partite più lunghe trovate", "en": "Seed {seed}: the longest games found"},
    # 9. the faster slapper
    "udt.prob.race.head": {"it": "| tempi medi (prima il più veloce) | partite finite | vittorie del primo | intervallo di confidenza al 95% |",
                           "en": "| mean times (the faster first) | games finished | wins of the first | 95% interval |"},
}
