"""The words of the 3-5-8 probability page (``tre_cinque_otto_probability``): its table heads,
chart labels, buttons and the sentences its code writes around the numbers.

Keys start with ``tco.prob.``; a ``{placeholder}`` is a number the page has worked out, already
written in the edition's format.  LaTeX braces are doubled (``\\binom{{13}}{{k}}``) in an entry
with placeholders.
"""

PREFIX = "tco.prob"
"""Every key of this catalogue starts with ``tco.prob.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "tco.prob.total": {"it": "**totale**", "en": "**total**"},
    # 1. hearts among the first 6 cards
    "tco.prob.hearts.head": {
        "it": "| cuori $k$ | mani $\\binom{{13}}{{k}}\\binom{{39}}{{6-k}}$ | esatta | 20.000 mani, mescolata n. {seed} (intervallo di confidenza al 95%) |",
        "en": "| hearts $k$ | $\\binom{{13}}{{k}}\\binom{{39}}{{6-k}}$ hands | exact | 20,000 hands, seed {seed} (95% interval) |",
    },
    "tco.prob.hearts.deal": {"it": "Distribuisci 20.000 mani con questo numero", "en": "Deal 20,000 hands with this seed"},
    "tco.prob.hearts_chart.title": {"it": "Cuori fra le prime 6 carte", "en": "Hearts among the first 6 cards"},
    "tco.prob.hearts_chart.xlabel": {"it": "cuori fra le 6 carte, k", "en": "hearts among the 6 cards, k"},
    "tco.prob.hearts_chart.ylabel": {"it": "probabilità", "en": "probability"},
    "tco.prob.hearts_chart.exact_label": {"it": "esatta (ipergeometrica)", "en": "exact (hypergeometric)"},
    "tco.prob.hearts_chart.simulated_label": {"it": "20.000 mani a caso (mescolata n. 1)", "en": "20,000 random hands (seed 1)"},
    "tco.prob.hearts.summary": {
        "it": "Almeno 4 cuori: $P(4) + P(5) + P(6) = {four_up}$, cioè circa **3 mani su 100**. Nessun cuori: "
              "${none}$, circa una mano su sei. Il valore più probabile è 1 cuori (${one}$), "
              "poi 2 (${two}$): in media ci sono $6 \\cdot 13/52 = 1{{,}}5$ cuori fra 6 carte.",
        "en": "At least 4 hearts: $P(4) + P(5) + P(6) = {four_up}$, that is about **3 hands in 100**. No hearts: "
              "${none}$, about one hand in six. The most likely count is 1 heart (${one}$), "
              "then 2 (${two}$): on average there are $6 \\cdot 13/52 = 1.5$ hearts among 6 cards.",
    },
    # 2. the shape of 6 cards, the longest suit
    "tco.prob.shapes.head": {
        "it": "| forma | ordini | modi di scegliere le carte | mani | esatta | 20.000 mani, mescolata n. 1 (intervallo di confidenza al 95%) |",
        "en": "| shape | orders | ways to pick the cards | hands | exact | 20,000 hands, seed 1 (95% interval) |",
    },
    "tco.prob.longest6.what": {"it": "seme più lungo fra 6", "en": "longest suit among 6"},
    "tco.prob.longest6.summary": {
        "it": "Il seme più lungo fra 6 carte ha in media circa **{mean} carte**:\n\n{formula}\n\n"
              "Le 20.000 mani a caso (mescolata n. 1) danno in media {sim} (intervallo di confidenza al 95%): il valore "
              "esatto è {inside}.",
        "en": "The longest suit among 6 cards has on average about **{mean} cards**:\n\n{formula}\n\n"
              "The 20,000 random hands (seed 1) average {sim} (95% interval): the exact value is "
              "{inside}.",
    },
    # 3. the longest suit among 16 cards
    "tco.prob.longest16.head": {
        "it": "| seme più lungo | mani di 16 carte | esatta | 20.000 mani, mescolata n. 2 (intervallo di confidenza al 95%) |",
        "en": "| longest suit | hands of 16 cards | exact | 20,000 hands, seed 2 (95% interval) |",
    },
    "tco.prob.longest16.what": {"it": "seme più lungo fra 16", "en": "longest suit among 16"},
    "tco.prob.longest16.summary": {
        "it": "Il seme più lungo fra 16 carte ha in media circa **{mean} carte**:\n\n{formula}\n\n"
              "Le 20.000 mani a caso (mescolata n. 2) danno {sim}: il valore esatto è {inside}.",
        "en": "The longest suit among 16 cards has on average about **{mean} cards**:\n\n{formula}\n\n"
              "The 20,000 random hands (seed 2) give {sim}: the exact value is {inside}.",
    },
    "tco.prob.longest16_chart.title": {"it": "Il seme più lungo fra 16 carte", "en": "The longest suit among 16 cards"},
    "tco.prob.longest16_chart.xlabel": {"it": "carte del seme più lungo", "en": "cards in the longest suit"},
    "tco.prob.longest16_chart.ylabel": {"it": "probabilità", "en": "probability"},
    "tco.prob.longest16_chart.exact_label": {"it": "esatta", "en": "exact"},
    "tco.prob.longest16_chart.simulated_label": {"it": "20.000 mani a caso (mescolata n. 2)", "en": "20,000 random hands (seed 2)"},
    "tco.prob.longest.summary": {
        "it": "Fra 6 carte il seme più lungo ha in media ${mean6}$ carte, e 4 o più carte solo con probabilità "
              "${four_up}$ (una volta su nove). Fra 16 carte ne ha in media ${mean16}$: 16 carte in 4 semi ne "
              "mettono per forza almeno 4 in un seme, e 6 o più capitano più di una volta su due (${six_up}$).",
        "en": "Among 6 cards the longest suit has on average ${mean6}$ cards, and 4 or more only with probability "
              "${four_up}$ (one time in nine). Among 16 cards it has on average ${mean16}$: 16 cards in 4 suits "
              "must put at least 4 in one suit, and 6 or more come more than one time in two (${six_up}$).",
    },
    # 4. an Ace in the monte
    "tco.prob.monte.event": {"it": "almeno un Asso", "en": "at least one Ace"},
    "tco.prob.monte.summary": {
        "it": "Mescolata n. {seed}: il monte ha almeno un Asso in {hits} mazzi su "
              "{trials}: {sim} (intervallo di confidenza al 95%). Il valore esatto è {inside}.",
        "en": "Seed {seed}: the monte holds at least one Ace in {hits} decks of "
              "{trials}: {sim} (95% interval). The exact value is {inside}.",
    },
    "tco.prob.monte.shuffle": {"it": "Mescola 20.000 mazzi con questo numero", "en": "Shuffle 20,000 decks with this seed"},
    "tco.prob.aces.head": {
        "it": "| Assi in mano $a$ | $1 - \\binom{32+a}{4}/\\binom{36}{4}$ | esatta | distribuzioni | simulata, mescolata n. 4 (intervallo di confidenza al 95%) |",
        "en": "| Aces held $a$ | $1 - \\binom{32+a}{4}/\\binom{36}{4}$ | exact | deals | simulated, seed 4 (95% interval) |",
    },
    # 5. the score of a hand, and choosing the game
    "tco.prob.scores.head": {"it": "| mano | gioco | dichiarante | terzo giocatore | mazziere | somma |",
                             "en": "| hand | game | declarer | third player | dealer | sum |"},
    "tco.prob.scores.show": {"it": "Mostra le risposte", "en": "Show the answers"},
    "tco.prob.way.six": {"it": "dalle prime 6 carte (la regola)", "en": "from the first 6 cards (the rule)"},
    "tco.prob.way.sixteen": {"it": "da tutte le 16 carte", "en": "from all 16 cards"},
    "tco.prob.way.best": {"it": "il migliore dei sei (indovino)", "en": "the best of the six (fortune teller)"},
    "tco.prob.choice.head": {
        "it": "| il dichiarante sceglie… | punti per mano in media ({deals} distribuzioni, mescolata n. {seed}, intervallo di confidenza al 95%) |",
        "en": "| the declarer chooses… | mean score per hand ({deals} deals, seed {seed}, 95% interval) |",
    },
    "tco.prob.diff.sixteen": {"it": "16 carte meno 6 carte", "en": "16 cards minus 6 cards"},
    "tco.prob.diff.best": {"it": "migliore dei sei meno 6 carte", "en": "best of six minus 6 cards"},
    "tco.prob.diff.same": {"it": "lo stesso gioco da 6 e da 16", "en": "the same game from 6 and from 16"},
    "tco.prob.diff.head": {"it": "| appaiate, mano per mano | media (intervallo di confidenza al 95%) |",
                           "en": "| paired, deal by deal | mean (95% interval) |"},
    "tco.prob.diff.share": {"it": "frazione delle distribuzioni", "en": "share of the deals"},
    "tco.prob.choice.play": {"it": "Gioca 100 distribuzioni, ognuna sei volte, con questo numero (circa 2 secondi)",
                             "en": "Play 100 deals, each six times, with this seed (about 2 seconds)"},
    "tco.prob.gain_chart.title": {
        "it": "Scegliere con 16 carte invece che con 6: i punti del dichiarante, mano per mano (5.000 distribuzioni, mescolata n. 1)",
        "en": "Choosing from 16 cards instead of 6: the declarer's points, deal by deal (5,000 deals, seed 1)",
    },
    "tco.prob.gain_chart.xlabel": {"it": "punti con 16 carte meno punti con 6", "en": "score from 16 cards minus score from 6"},
    "tco.prob.gain_chart.ylabel": {"it": "frazione delle distribuzioni", "en": "share of the deals"},
    "tco.prob.gain_chart.mean_label": {"it": "media", "en": "mean"},
    "tco.prob.games.head": {"it": "| gioco giocato in ogni distribuzione | punti del dichiarante in media (intervallo di confidenza al 95%) |",
                            "en": "| game played in every deal | declarer's mean score (95% interval) |"},
    "tco.prob.choice.summary": {
        "it": "Scegliendo con le prime 6 carte il dichiarante fa in media **{six}** punti a mano, "
              "con tutte le 16 **{sixteen}**: guardare tutta la mano vale **{gain}** punti a mano "
              "({gain_interval}, intervallo di confidenza al 95% delle differenze appaiate). Le due scelte sono lo stesso gioco "
              "{same} delle volte; quando sono diverse, la scelta con 16 carte rende in media "
              "{differ} punti in più. L'indovino arriva a {best}.",
        "en": "Choosing from the first 6 cards the declarer scores on average **{six}** points a hand, "
              "from all 16 **{sixteen}**: seeing the whole hand is worth **{gain}** points a hand "
              "({gain_interval}, 95% interval of the paired differences). The two choices are the same game "
              "{same} of the time; when they differ, the choice from 16 cards gives on average "
              "{differ} points more. The fortune teller reaches {best}.",
    },
}
