"""The words of the UNO probability page (``uno_probability``): its table heads, chart labels,
buttons and the sentences its code writes around the numbers.

Keys start with ``uno.prob.``; a ``{placeholder}`` is a number the page has worked out, already
written in the edition's format.  LaTeX braces are doubled (``\\binom{{69}}{{7}}``) in an entry
with placeholders.  The card kinds' names are the common ones (``uno.skip`` …, :mod:`kit.i18n.common`).
"""

PREFIX = "uno.prob"
"""Every key of this catalogue starts with ``uno.prob.``."""

_HOUSE_RULE = {"it": "regola della casa", "en": "house rule"}
_OFFICIAL = {"it": "regole ufficiali", "en": "official rules"}
_WITH_HOUSE_RULE = {"it": "con la regola della casa (intervallo di confidenza al 95%)", "en": "with the house rule (95% interval)"}

CATALOGUE: dict[str, dict[str, str]] = {
    # 1. the deck and the first card
    "uno.prob.kind.number": {"it": "numero (0–9)", "en": "number card (0–9)"},
    "uno.prob.kinds.head": {"it": "| tipo di carta | quante |", "en": "| kind of card | how many |"},
    "uno.prob.all": {"it": "tutte", "en": "all"},
    "uno.prob.first_card.summary": {
        "it": "Mescolata n. {seed}: {hits} mani su {trials} si aprono con una carta azione o un Jolly: "
              "{sim} (intervallo di confidenza al 95%). Il valore esatto $7/26 \\approx {seven}$ {seven_in} nell'intervallo; "
              "$8/27 \\approx {eight}$ {eight_in} nell'intervallo.",
        "en": "Seed {seed}: {hits} of {trials} hands open with an action card or a Wild: {sim} (95% interval). "
              "The exact value $7/26 \\approx {seven}$ is {seven_in} the interval; $8/27 \\approx {eight}$ is {eight_in}.",
    },
    "uno.prob.in.yes": {"it": "è", "en": "inside"},
    "uno.prob.in.no": {"it": "non è", "en": "outside"},
    "uno.prob.first_card.deal": {"it": "Distribuisci 20.000 mani con questo numero", "en": "Deal 20,000 hands with this seed"},
    # 2. a card that fits on the red 5
    "uno.prob.fit.table": {
        "it": "| carte che vanno sul 5 rosso | quante |\n|---|---|\n| le altre carte rosse | {a} |\n| i 5 degli altri colori | {b} |"
              "\n| Jolly e Jolly pesca quattro | {c} |\n| **tutte quelle che vanno**, $K$ | **{k}** |\n| carte che non vanno, $N - K$ | {rest} |",
        "en": "| cards that fit on the red 5 | how many |\n|---|---|\n| the other red cards | {a} |\n| 5s of other colours | {b} |"
              "\n| Wilds and Wild Draw Fours | {c} |\n| **all that fit**, $K$ | **{k}** |\n| cards that do not fit, $N - K$ | {rest} |",
    },
    "uno.prob.fit.summary": {
        "it": "$\\binom{{69}}{{7}} = {bad_hands}$ mani senza carte da giocare su $\\binom{{107}}{{7}} = {all_hands}$: "
              "nessuna carta da giocare con probabilità ${none}$, circa {percent} mani su 100; "
              "almeno una con probabilità ${some}$.",
        "en": "$\\binom{{69}}{{7}} = {bad_hands}$ hands with no card to play, of $\\binom{{107}}{{7}} = {all_hands}$: "
              "no card to play with probability ${none}$, about {percent} hands in 100; "
              "at least one with probability ${some}$.",
    },
    "uno.prob.top.R5": {"it": "5 rosso", "en": "red 5"},
    "uno.prob.top.R0": {"it": "0 rosso", "en": "red 0"},
    "uno.prob.top.RS": {"it": "Salta rosso", "en": "red Skip"},
    "uno.prob.top.W": {"it": "Jolly, scelto il rosso", "en": "Wild, red named"},
    "uno.prob.tops.head": {"it": "| carta in cima | $K$ (su 107) | esatta | simulata, intervallo di confidenza al 95% |",
                           "en": "| top card | $K$ (of 107) | exact | simulated, 95% interval |"},
    "uno.prob.fit_chart.title": {"it": "Almeno una carta che va sul 5 rosso", "en": "At least one card that fits on the red 5"},
    "uno.prob.fit_chart.xlabel": {"it": "carte in mano", "en": "cards in hand"},
    "uno.prob.fit_chart.ylabel": {"it": "probabilità", "en": "probability"},
    "uno.prob.fit_chart.exact_label": {"it": "esatta (ipergeometrica)", "en": "exact (hypergeometric)"},
    "uno.prob.fit_chart.simulated_label": {"it": "simulata (intervallo di confidenza al 95%)", "en": "simulated (95% interval)"},
    # 3. points
    "uno.prob.points.head": {"it": "| punti | carte | punti in tutto |", "en": "| points | cards | points in all |"},
    "uno.prob.points.summary": {
        "it": "Esatto: $2170/27 \\approx {exact}$ punti. Simulato con 20.000 mani di 7 carte "
              "(mescolata n. 8): media {sim} (intervallo di confidenza al 95%).",
        "en": "Exact: $2170/27 \\approx {exact}$ points. Simulated with 20,000 hands of 7 cards "
              "(seed 8): mean {sim} (95% interval).",
    },
    "uno.prob.left.summary": {
        "it": "- Chi perde tiene in media {cards} carte, che valgono {points} punti.\n"
              "- Punti per carta rimasta: {per_card}, contro ${per_random_card}$ di una carta "
              "presa a caso. Se le carte rimaste fossero prese a caso varrebbero in media {model} punti.\n"
              "- Chi vince segna in media {winner} punti per mano (le carte dei tre che perdono).",
        "en": "- A loser holds on average {cards} cards, worth {points} points.\n"
              "- Points per card left: {per_card}, against ${per_random_card}$ for a random "
              "card. If the cards left were random they would be worth {model} points on average.\n"
              "- The winner scores on average {winner} points a hand (the three losers' cards).",
    },
    "uno.prob.winner_chart.title": {"it": "Punti segnati da chi vince la mano (100.000 mani)",
                                    "en": "Points scored by the winner of a hand (100,000 hands)"},
    "uno.prob.winner_chart.xlabel": {"it": "punti", "en": "points"},
    "uno.prob.winner_chart.ylabel": {"it": "frazione delle mani", "en": "share of the hands"},
    "uno.prob.winner_chart.mean_label": {"it": "media", "en": "mean"},
    "uno.prob.scores": {"it": "\nAnna segna {sum} = **{score} punti**.", "en": "\nAnna scores {sum} = **{score} points**."},
    # 4. house rules
    "uno.prob.rules.official": _OFFICIAL,
    "uno.prob.rules.UNO-H1": {"it": "Pesca due su Pesca due", "en": "Draw Two on Draw Two"},
    "uno.prob.rules.UNO-H2": {"it": "Pesca due e Jolly pesca quattro insieme", "en": "mix Draw Two and Wild Draw Four"},
    "uno.prob.rules.UNO-H3": {"it": "niente contestazione del Jolly pesca quattro", "en": "no challenge of a Wild Draw Four"},
    "uno.prob.rules.UNO-H4": {"it": "sette e zero: il 7 scambia, lo 0 passa", "en": "seven and zero: a 7 swaps, a 0 passes"},
    "uno.prob.rules.UNO-H5": {"it": "inserirsi fuori turno", "en": "jump in"},
    "uno.prob.rules.UNO-H6": {"it": "la carta pescata va giocata", "en": "play the card you draw"},
    "uno.prob.rules.UNO-H7": {"it": "pescare finché non si può giocare", "en": "draw until you can play"},
    "uno.prob.rules.UNO-H8": {"it": "chiudere con un numero", "en": "go out with a number"},
    "uno.prob.lengths.head": {
        "it": "| regole | turni in media, intervallo di confidenza al 95% | mediana | la più lunga | mani per partita, intervallo di confidenza al 95% |",
        "en": "| rules | mean turns, 95% interval | median | longest | hands per match, 95% interval |",
    },
    "uno.prob.lengths.play": {
        "it": "Misura dal vivo quanto durano mani e partite con ogni regola, con questo numero (circa un minuto)",
        "en": "Measure live how long hands and matches last with each rule, with this seed (about a minute)",
    },
    "uno.prob.live.hands": {"it": "100.000 mani per regola", "en": "100,000 hands per rule"},
    "uno.prob.live.matches": {"it": "10.000 partite per regola", "en": "10,000 matches per rule"},
    "uno.prob.turns_chart.title": {"it": "Turni in una mano, con ogni regola della casa (100.000 mani ciascuna)",
                                   "en": "Turns in a hand, with each house rule (100,000 hands each)"},
    "uno.prob.turns_chart.xlabel": _HOUSE_RULE,
    "uno.prob.turns_chart.ylabel": {"it": "turni per mano, in media", "en": "mean turns per hand"},
    "uno.prob.turns_chart.exact_label": _OFFICIAL,
    "uno.prob.turns_chart.simulated_label": _WITH_HOUSE_RULE,
    "uno.prob.hands_chart.title": {"it": "Mani in una partita a 500, con ogni regola della casa (10.000 partite ciascuna)",
                                   "en": "Hands in a match to 500, with each house rule (10,000 matches each)"},
    "uno.prob.hands_chart.xlabel": _HOUSE_RULE,
    "uno.prob.hands_chart.ylabel": {"it": "mani per partita, in media", "en": "mean hands per match"},
    "uno.prob.hands_chart.exact_label": _OFFICIAL,
    "uno.prob.hands_chart.simulated_label": _WITH_HOUSE_RULE,
    "uno.prob.versus.head": {
        "it": "| regole | mani vinte, frazione con intervallo di confidenza al 95% | partite vinte, frazione con intervallo di confidenza al 95% | mani per partita |",
        "en": "| rules | hands won, share with 95% interval | matches won, share with 95% interval | hands per match |",
    },
    "uno.prob.versus.play": {
        "it": "Fai giocare dal vivo il giocatore attento contro tre giocatori a caso con ogni regola, con questo numero "
              "(circa un minuto)",
        "en": "Play the careful player against three random ones live with each rule, with this seed "
              "(about a minute)",
    },
    "uno.prob.hands_won_chart.title": {"it": "Mani vinte da un giocatore attento contro tre a caso (100.000 mani ciascuna)",
                                       "en": "Hands won by one careful player against three random ones (100,000 hands each)"},
    "uno.prob.hands_won_chart.xlabel": _HOUSE_RULE,
    "uno.prob.hands_won_chart.ylabel": {"it": "frazione delle mani vinte", "en": "share of the hands won"},
    "uno.prob.hands_won_chart.exact_label": _OFFICIAL,
    "uno.prob.hands_won_chart.simulated_label": _WITH_HOUSE_RULE,
    "uno.prob.matches_won_chart.title": {"it": "Partite vinte da un giocatore attento contro tre a caso (10.000 partite ciascuna)",
                                         "en": "Matches won by one careful player against three random ones (10,000 matches each)"},
    "uno.prob.matches_won_chart.xlabel": _HOUSE_RULE,
    "uno.prob.matches_won_chart.ylabel": {"it": "frazione delle partite vinte", "en": "share of the matches won"},
    "uno.prob.matches_won_chart.exact_label": _OFFICIAL,
    "uno.prob.matches_won_chart.simulated_label": _WITH_HOUSE_RULE,
    # 7. the challenge of a Wild Draw Four: Bayes
    "uno.prob.bayes.prior": {
        "it": "Hai visto {seen} carte (il 7 rosso, il Jolly pesca quattro e le tue 7): non ne hai viste {unseen}, "
              "e {red} di queste sono rosse. Le altre {others} carte di Bruno sono {others} di quelle {unseen}. "
              "Nessuna rossa: $\\binom{{{not_red}}}{{{others}}} = {bad}$ mani su $\\binom{{{unseen}}}{{{others}}} = {all}$, "
              "probabilità ${none}$; almeno una rossa: $1 - {none} = {some}$.",
        "en": "You have seen {seen} cards (the red 7, the Wild Draw Four and your 7): {unseen} you have not seen, "
              "and {red} of those are red. Bruno's other {others} cards are {others} of those {unseen}. "
              "No red card: $\\binom{{{not_red}}}{{{others}}} = {bad}$ hands of $\\binom{{{unseen}}}{{{others}}} = {all}$, "
              "probability ${none}$; at least one red card: $1 - {none} = {some}$.",
    },
    "uno.prob.bayes.head": {
        "it": "| ipotesi | a priori | probabilità che giochi il Jolly pesca quattro | prodotto | a posteriori |",
        "en": "| hypothesis | prior | chance he plays the Wild Draw Four | product | posterior |",
    },
    "uno.prob.hypothesis.bluff": {"it": "Bruno ha almeno una carta rossa: bluffa", "en": "Bruno holds a red card: a bluff"},
    "uno.prob.hypothesis.honest": {"it": "Bruno non ha carte rosse", "en": "Bruno holds no red card"},
    "uno.prob.total": {"it": "totale", "en": "total"},
    "uno.prob.bayes.drawn": {
        "it": "Se non contesti peschi 4 carte. Se contesti peschi 0 carte quando è un bluff (probabilità ${bluff}$) "
              "e 6 quando non lo è (probabilità ${honest}$): in media $6 \\cdot {honest} \\approx {mean}$ carte.",
        "en": "If you do not challenge you draw 4 cards. If you challenge you draw 0 cards when it is a bluff "
              "(probability ${bluff}$) and 6 when it is not (probability ${honest}$): on average "
              "$6 \\cdot {honest} \\approx {mean}$ cards.",
    },
    "uno.prob.bayes.simulated": {
        "it": "Mescolata n. {seed}: {deals} mani di Bruno distribuite a caso fra le {unseen} carte che non hai visto. "
              "Bruno gioca il Jolly pesca quattro in {plays} mani, e in {bluffs} di queste bluffa: {sim} "
              "(intervallo di confidenza al 95%); il valore esatto ${exact}$ {exact_in} nell'intervallo. Contestando ogni volta "
              "avresti pescato {drawn} carte, {mean} a contestazione in media (il valore esatto è ${exact_drawn}$).",
        "en": "Seed {seed}: {deals} hands of Bruno's dealt at random from the {unseen} cards you have not seen. "
              "Bruno plays the Wild Draw Four in {plays} of them, and in {bluffs} of those he is bluffing: {sim} "
              "(95% interval); the exact value ${exact}$ is {exact_in} the interval. Challenging every time you "
              "would have drawn {drawn} cards, {mean} per challenge on average (the exact value is ${exact_drawn}$).",
    },
    "uno.prob.bayes.deal": {"it": "Distribuisci 40.000 mani con questo numero", "en": "Deal 40,000 hands with this seed"},
    "uno.prob.by_had.head": {
        "it": "| carte di Bruno prima del Jolly pesca quattro | almeno una rossa (a priori) | bluff (a posteriori) "
              "| carte che peschi se contesti, in media | conviene contestare? |",
        "en": "| Bruno's cards before the Wild Draw Four | at least one red (prior) | bluff (posterior) "
              "| cards you draw if you challenge, on average | challenge? |",
    },
    "uno.prob.challenge.yes": {"it": "sì", "en": "yes"},
    "uno.prob.challenge.no": {"it": "no", "en": "no"},
}
