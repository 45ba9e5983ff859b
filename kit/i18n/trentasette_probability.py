"""The words of the Trentasette probability page (``trentasette_probability``): its table heads,
chart labels, buttons and the sentences its code writes around the numbers.

Keys start with ``t37.prob.``; a ``{placeholder}`` is a number the page has worked out, already
written in the edition's format.  LaTeX braces are doubled (``\\binom{{48}}{{26}}``) in an entry
with placeholders.
"""

PREFIX = "t37.prob"
"""Every key of this catalogue starts with ``t37.prob.``."""

_PLAY = {"it": "Gioca 300 mani per ogni numero di giocatori con questo numero (circa 10 secondi)",
         "en": "Play 300 hands for each number of players with this seed (about 10 seconds)"}

CATALOGUE: dict[str, dict[str, str]] = {
    # 1. no seven
    "t37.prob.no_seven.summary": {
        "it": "$\\binom{{48}}{{26}} = {no_seven}$ pozzi senza 7 su $\\binom{{52}}{{26}} = {all}$: "
              "$P = {p}$, circa {percent} pozzi su 100.",
        "en": "$\\binom{{48}}{{26}} = {no_seven}$ pozzi with no 7, of $\\binom{{52}}{{26}} = {all}$: "
              "$P = {p}$, about {percent} pozzi in 100.",
    },
    "t37.prob.no_seven.simulated": {
        "it": "Mescolata n. {seed}: {hits} pozzi su {trials} senza 7: "
              "{sim} (intervallo di confidenza al 95%). Il valore esatto ${exact}$ è {inside}.",
        "en": "Seed {seed}: {hits} of {trials} pozzi have no 7: {sim} "
              "(95% interval). The exact value ${exact}$ is {inside}.",
    },
    "t37.prob.no_seven.make": {"it": "Fai 20.000 pozzi con questo numero", "en": "Make 20,000 pozzi with this seed"},
    "t37.prob.no_seven_chart.title": {"it": "Un pozzo senza nessun 7", "en": "A pozzo with no 7"},
    "t37.prob.no_seven_chart.xlabel": {"it": "carte nel pozzo", "en": "cards in the pozzo"},
    "t37.prob.no_seven_chart.ylabel": {"it": "probabilità", "en": "probability"},
    "t37.prob.no_seven_chart.exact_label": {"it": "esatta (ipergeometrica)", "en": "exact (hypergeometric)"},
    "t37.prob.no_seven_chart.simulated_label": {"it": "simulata (intervallo di confidenza al 95%)", "en": "simulated (95% interval)"},
    "t37.prob.no_seven.played_head": {
        "it": "| giocatori | pozzi | senza 7, giocati (intervallo di confidenza al 95%) | pozzi a caso delle stesse misure |",
        "en": "| players | pozzi | with no 7, played (95% interval) | random pozzi of the same sizes |",
    },
    # 2. a suit missed
    "t37.prob.missing.terms_head": {
        "it": "| semi scelti, $j$ | modi di sceglierli, $\\binom{4}{j}$ | pozzi che li mancano tutti, $\\binom{52-10j}{13}$ | segno |",
        "en": "| suits named, $j$ | ways to name them, $\\binom{4}{j}$ | pozzi missing all of them, $\\binom{52-10j}{13}$ | sign |",
    },
    "t37.prob.missing.summary": {
        "it": "Nessuna carta numerata di cuori: ${hearts}$. Almeno un seme mancante: ${some}$; "
              "moltiplicare per 4 darebbe ${four_times}$, un po' troppo, perché conta due volte i pozzi a "
              "cui mancano due semi.",
        "en": "No number card of hearts: ${hearts}$. At least one suit missed: ${some}$; multiplying "
              "by 4 would give ${four_times}$, a little too much, because it counts twice the pozzi that miss "
              "two suits.",
    },
    "t37.prob.missing.sizes_head": {
        "it": "| carte | nessuna numerata di cuori: esatta | simulata (intervallo di confidenza al 95%) | almeno un seme mancante: esatta "
              "| simulata (intervallo di confidenza al 95%) | punti persi in media per i semi mancanti |",
        "en": "| cards | no number card of hearts: exact | simulated (95% interval) | some suit missed: exact "
              "| simulated (95% interval) | mean points lost for missing suits |",
    },
    "t37.prob.missing.played_head": {
        "it": "| giocatori | pozzi | con un seme mancante, giocati (intervallo di confidenza al 95%) | pozzi a caso delle stesse misure |",
        "en": "| players | pozzi | missing some suit, played (95% interval) | random pozzi of the same sizes |",
    },
    # 3. a run
    "t37.prob.runs.head": {
        "it": "| carte numerate di cuori, $k$ | gruppi di $k$ valori, $\\binom{10}{k}$ | con una scala di 7, $R_k$ |",
        "en": "| number cards of hearts, $k$ | groups of $k$ values, $\\binom{10}{k}$ | with a run of 7, $R_k$ |",
    },
    "t37.prob.run.head": {
        "it": "| giocatori | carte | scala di | un seme scelto: esatta | almeno un seme: esatta | simulata, almeno un seme (intervallo di confidenza al 95%) |",
        "en": "| players | cards | run of | one named suit: exact | some suit: exact | simulated, some suit (95% interval) |",
    },
    # 4. the lines of the score in played hands
    "t37.prob.line.most_cards": {"it": "+1 più carte", "en": "+1 most cards"},
    "t37.prob.line.most_figures": {"it": "+1 più figure", "en": "+1 most figures"},
    "t37.prob.line.rank_set": {"it": "+2 quattro carte uguali", "en": "+2 four of a rank"},
    "t37.prob.line.ace_of_hearts": {"it": "+2 Asso di cuori", "en": "+2 Ace of hearts"},
    "t37.prob.line.run": {"it": "+3 una scala", "en": "+3 a run"},
    "t37.prob.line.two_of_spades": {"it": "−1 2 di picche", "en": "−1 2 of spades"},
    "t37.prob.line.no_seven": {"it": "−2 nessun 7", "en": "−2 no 7"},
    "t37.prob.line.missing_suit": {"it": "−3 un seme mancante", "en": "−3 a suit missed"},
    "t37.prob.line.rank_set3": {"it": "in 3 giocatori: tre carte uguali", "en": "with 3 players: three of a rank"},
    "t37.prob.line": {"it": "riga", "en": "line"},
    "t37.prob.decides.column": {"it": "{players} giocatori: compare · decide (intervallo di confidenza al 95%)",
                                "en": "{players} players: appears · decides (95% interval)"},
    "t37.prob.play": _PLAY,
    "t37.prob.ace.head": {
        "it": "| giocatori | i suoi punti meno quelli degli altri (media, intervallo di confidenza al 95%) | mani vinte (intervallo di confidenza al 95%) | parte giusta |",
        "en": "| players | its points minus the others' (mean, 95% interval) | hands it won (95% interval) | fair share |",
    },
    "t37.prob.players": {"it": "{players} giocatori", "en": "{players} players"},
    "t37.prob.all_lines": {"it": "**tutte le righe**", "en": "**all lines**"},
    "t37.prob.ace_chart.title": {"it": "Due giocatori: punti di chi ha l'Asso di cuori meno quelli dell'altro (10.000 mani)",
                                 "en": "Two players: points of the Ace of hearts' side minus the other's (10,000 hands)"},
    "t37.prob.ace_chart.xlabel": {"it": "differenza di punti", "en": "difference in points"},
    "t37.prob.ace_chart.ylabel": {"it": "frazione delle mani", "en": "share of the hands"},
    "t37.prob.ace_chart.mean_label": {"it": "media", "en": "mean"},
    # 5. the order of play
    "t37.prob.who.first": {"it": "chi gioca per primo", "en": "first player"},
    "t37.prob.who.second": {"it": "chi gioca per secondo", "en": "second player"},
    "t37.prob.who.dealer": {"it": "mazziere", "en": "dealer"},
    "t37.prob.who.first_team": {"it": "squadra di chi gioca per primo", "en": "first player's team"},
    "t37.prob.who.dealer_team": {"it": "squadra del mazziere", "en": "dealer's team"},
    "t37.prob.order.head": {"it": "| giocatori | chi | punti per mano (media, intervallo di confidenza al 95%) | mani vinte (intervallo di confidenza al 95%) |",
                            "en": "| players | who | points per hand (mean, 95% interval) | hands won (95% interval) |"},
    "t37.prob.order.tie": {"it": "nessuno (pari in testa)", "en": "nobody (a tie at the top)"},
    "t37.prob.order.diff_head": {
        "it": "| giocatori | chi gioca per primo meno il mazziere, punti per mano (intervallo di confidenza al 95%) |",
        "en": "| players | first player's side minus the dealer's, points per hand (95% interval) |",
    },
}
