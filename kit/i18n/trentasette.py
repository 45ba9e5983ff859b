"""The Trentasette catalogue: narration of its events and the words of its score lines.

Keys start with ``t37.``; events narrate from ``t37.event.<kind>`` (see
:meth:`kit.engine.Event.narrate`), with ``.you`` for the person's own actions.  A score line
(:class:`kit.games.trentasette.Line`) reads ``t37.line.<kind>`` ("l'Asso di cuori"); its event
reads the side's names, the signed points and the same words ("Anna e Carla: +2, l'Asso di
cuori."), built here from :data:`LINES` so that the two never differ.  A count's plural is
written ``{n:singolare|plurale}`` (see :func:`kit.i18n.t`).
"""

PREFIX = "t37"
"""Every key of this catalogue starts with ``t37.``."""

LINES: dict[str, dict[str, str]] = {
    "most_cards": {"it": "il maggior numero di carte ({count})", "en": "the most cards ({count})"},
    "most_figures": {"it": "il maggior numero di figure ({count})", "en": "the most figures ({count})"},
    "cards_tied": {
        "it": "numero di carte: parità a {count}, il punto non va a nessuno",
        "en": "most cards: a tie at {count}, so nobody gets the point",
    },
    "figures_tied": {
        "it": "numero di figure: parità a {count}, il punto non va a nessuno",
        "en": "most figures: a tie at {count}, so nobody gets the point",
    },
    "rank_set": {"it": "{how_many} {rank}", "en": "{how_many} {rank}"},
    "ace_of_hearts": {"it": "l'Asso di cuori", "en": "the Ace of hearts"},
    "run": {"it": "una scala di {count} carte di {suit}", "en": "a run of {count} {suit}"},
    "two_of_spades": {"it": "il 2 di picche", "en": "the 2 of spades"},
    "no_seven": {"it": "nessun 7", "en": "no 7 at all"},
    "missing_suit": {"it": "nessuna carta numerata di {suit}", "en": "no number card of {suit}"},
}
"""The words of each kind of score line (T37-7), without the points."""

_TIES = ("cards_tied", "figures_tied")

CATALOGUE: dict[str, dict[str, str]] = {
    **{f"t37.line.{kind}": words for kind, words in LINES.items()},
    **{f"t37.event.{kind}": {lang: ("{players}: {signed}, " + text + ".") for lang, text in words.items()}
       for kind, words in LINES.items() if kind not in _TIES},
    **{f"t37.event.{kind}": {lang: text[0].upper() + text[1:] + "." for lang, text in words.items()}
       for kind, words in LINES.items() if kind in _TIES},
    **{f"t37.how_many.{k}": {"it": it, "en": en} for k, it, en in ((3, "tre", "three"), (4, "quattro", "four"))},
    **{f"t37.ranks.{rank}": {"it": it, "en": en} for rank, it, en in (
        ("A", "Assi", "Aces"), *((str(v), str(v), f"{v}s") for v in range(2, 11)))},
    "t37.event.dealt": {
        "it": "{player} fa il mazziere, {other} alza il mazzo; {amount} {amount:carta|carte} a testa.",
        "en": "{player} deals after {other} cuts the pack; {amount} {amount:card|cards} each.",
    },
    "t37.event.dealt.you": {
        "it": "Fai il mazziere, {other} alza il mazzo; {amount} {amount:carta|carte} a testa.",
        "en": "You deal after {other} cuts the pack; {amount} {amount:card|cards} each.",
    },
    "t37.event.dealt.to_you": {
        "it": "{player} fa il mazziere, tu alzi il mazzo; {amount} {amount:carta|carte} a testa.",
        "en": "{player} deals after you cut the pack; {amount} {amount:card|cards} each.",
    },
    "t37.event.dealt_position.to_you": {
        "it": "{player} fa il mazziere, tu alzi il mazzo; le carte in mano sono quelle della posizione "
              "preparata, non per forza lo stesso numero per tutti.",
        "en": "{player} deals after you cut the pack; the hands are those of the position set up, "
              "not always the same number of cards each.",
    },
    "t37.event.dealt_position": {
        "it": "{player} fa il mazziere, {other} alza il mazzo; le carte in mano sono quelle della posizione "
              "preparata, non per forza lo stesso numero per tutti.",
        "en": "{player} deals after {other} cuts the pack; the hands are those of the position set up, "
              "not always the same number of cards each.",
    },
    "t37.event.dealt_position.you": {
        "it": "Fai il mazziere, {other} alza il mazzo; le carte in mano sono quelle della posizione "
              "preparata, non per forza lo stesso numero per tutti.",
        "en": "You deal after {other} cuts the pack; the hands are those of the position set up, "
              "not always the same number of cards each.",
    },
    "t37.event.table_dealt": {
        "it": "In tavola, {amount:scoperta|scoperte}, {amount} {amount:carta|carte}: {cards}.",
        "en": "Face up on the table, {amount} {amount:card|cards}: {cards}.",
    },
    "t37.event.dealt_again": {
        "it": "Le mani sono vuote: {player} dà altre {amount} carte a testa (distribuzione n. {index}).",
        "en": "All hands are empty: {player} deals {amount} more cards each (deal number {index}).",
    },
    "t37.event.dealt_again.you": {
        "it": "Le mani sono vuote: dai altre {amount} carte a testa (distribuzione n. {index}).",
        "en": "All hands are empty: you deal {amount} more cards each (deal number {index}).",
    },
    "t37.event.dealt_short": {
        "it": "Le mani sono vuote, ma nel mazzo {amount:resta|restano} solo {amount} {amount:carta|carte}: "
              "{player} {amount:la dà|le dà una alla volta} (distribuzione n. {index}).",
        "en": "All hands are empty, but only {amount} {amount:card is|cards are} left in the stock: "
              "{player} deals {amount:it|them one at a time} (deal number {index}).",
    },
    "t37.event.dealt_short.you": {
        "it": "Le mani sono vuote, ma nel mazzo {amount:resta|restano} solo {amount} {amount:carta|carte}: "
              "{amount:la dai|le dai una alla volta} (distribuzione n. {index}).",
        "en": "All hands are empty, but only {amount} {amount:card is|cards are} left in the stock: "
              "you deal {amount:it|them one at a time} (deal number {index}).",
    },
    "t37.event.last_deal": {
        "it": "Il mazzo è finito: questa è l'ultima distribuzione.",
        "en": "The stock is used up: this is the last deal.",
    },
    "t37.event.captured": {
        "it": "{player} gioca {played} e prende {cards}.",
        "en": "{player} plays {played} and takes {cards}.",
    },
    "t37.event.captured.you": {"it": "Giochi {played} e prendi {cards}.", "en": "You play {played} and take {cards}."},
    "t37.event.laid": {"it": "{player} posa in tavola {cards}.", "en": "{player} lays {cards} on the table."},
    "t37.event.laid.you": {"it": "Posi in tavola {cards}.", "en": "You lay {cards} on the table."},
    "t37.event.leftovers": {
        "it": "{player} ha fatto l'ultima presa, quindi le carte rimaste in tavola vanno "
              "{team:nel suo pozzo|nel pozzo di {players}}: {cards}.",
        "en": "{player} made the last capture{team: and takes the cards left on the table too|, so the cards left "
              "on the table go to {players}}: {cards}.",
    },
    "t37.event.leftovers.you": {
        "it": "Hai fatto l'ultima presa, quindi le carte rimaste in tavola vanno "
              "{team:nel tuo pozzo|nel pozzo tuo e di {others}}: {cards}.",
        "en": "You made the last capture, so the cards left on the table {team:are yours|go to you and {others}}: "
              "{cards}.",
    },
    "t37.event.leftovers.to_you": {
        "it": "{player} ha fatto l'ultima presa, quindi le carte rimaste in tavola vanno "
              "{team:nel suo pozzo|nel pozzo tuo e di {player}}: {cards}.",
        "en": "{player} made the last capture, so the cards left on the table go to {team:them|you and {player}}: "
              "{cards}.",
    },
    "t37.event.leftovers_unknown": {
        "it": "Da quando la posizione è stata preparata nessuno ha preso carte, quindi nessuno ha preso per "
              "ultimo: {cards} restano in tavola e non vanno a nessuno.",
        "en": "Nobody has taken any card since the position was set up, so nobody took last: {cards} stay on "
              "the table and go to nobody.",
    },
    "t37.event.leftovers_nobody": {
        "it": "In tutta la mano nessuno ha fatto una presa: le carte in tavola ({cards}) restano lì e non vanno "
              "a nessuno.",
        "en": "Nobody made a capture in the whole hand: the cards on the table ({cards}) stay there and go to "
              "nobody.",
    },
    "t37.event.hand_total": {
        "it": "{players}: {signed} {size:punto|punti} in questa mano.",
        "en": "{players}: {signed} {size:point|points} in this hand.",
    },
}
