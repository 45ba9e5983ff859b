"""The one catalogue of user-facing text, in Italian (``"it"``) and English (``"en"``).

Every sentence a person reads in an app, a widget or a checker message comes from
:data:`CATALOGUE` through :func:`t`.  Card names are built from the same catalogue
(:mod:`kit.cards` asks for ``"rank.*"``, ``"suit.*"`` and ``"uno.*"`` keys), so a
translation fix happens in exactly one place.

Notebook prose is English with the games' Italian terms, and is not in this file.
"""

from __future__ import annotations

LANGUAGES: tuple[str, ...] = ("it", "en")
"""Language codes the catalogue covers, Italian first."""

DEFAULT_LANGUAGE = "en"

CATALOGUE: dict[str, dict[str, str]] = {
    # --- card names (C-4) -------------------------------------------------------------
    "card.of": {"it": "{rank} di {suit}", "en": "{rank} of {suit}"},
    "rank.A.italian": {"it": "Asso", "en": "Ace"},
    "rank.F": {"it": "Fante", "en": "Knave"},
    "rank.C": {"it": "Cavallo", "en": "Knight"},
    "rank.R": {"it": "Re", "en": "King"},
    "rank.A.french": {"it": "Asso", "en": "Ace"},
    "rank.J": {"it": "Fante", "en": "Jack"},
    "rank.Q": {"it": "Donna", "en": "Queen"},
    "rank.K": {"it": "Re", "en": "King"},
    "suit.coppe": {"it": "coppe", "en": "cups"},
    "suit.denari": {"it": "denari", "en": "coins"},
    "suit.bastoni": {"it": "bastoni", "en": "batons"},
    "suit.spade": {"it": "spade", "en": "swords"},
    "suit.hearts": {"it": "cuori", "en": "hearts"},
    "suit.diamonds": {"it": "quadri", "en": "diamonds"},
    "suit.clubs": {"it": "fiori", "en": "clubs"},
    "suit.spades": {"it": "picche", "en": "spades"},
    "uno.colour.red": {"it": "rosso", "en": "Red"},
    "uno.colour.yellow": {"it": "giallo", "en": "Yellow"},
    "uno.colour.green": {"it": "verde", "en": "Green"},
    "uno.colour.blue": {"it": "blu", "en": "Blue"},
    "uno.coloured": {"it": "{value} {colour}", "en": "{colour} {value}"},
    "uno.skip": {"it": "Salta", "en": "Skip"},
    "uno.reverse": {"it": "Inverti", "en": "Reverse"},
    "uno.draw2": {"it": "Pesca due", "en": "Draw Two"},
    "uno.wild": {"it": "Jolly", "en": "Wild"},
    "uno.wild4": {"it": "Jolly pesca quattro", "en": "Wild Draw Four"},
    "card.back": {"it": "Carta coperta", "en": "Face-down card"},
    # --- events (kit.engine.Event.narrate reads "event.<kind>") ---------------------------
    "event.player": {"it": "Giocatore {n}", "en": "Player {n}"},
    "event.card_dealt": {
        "it": "Carta n. {index}: {cards} va a {player}.",
        "en": "Card no. {index}: {cards} goes to {player}.",
    },
    # Un, due, tre (kit.games.un_due_tre)
    "event.card_turned": {"it": "{player} gira {cards}.", "en": "{player} turns {cards}."},
    "event.card_paid": {
        "it": "{player} paga con {cards} (da pagare, compresa questa: {amount}).",
        "en": "{player} pays with {cards} (to pay, this one included: {amount}).",
    },
    "event.payment_owed": {
        "it": "{cards}: {player} deve pagare {amount}.",
        "en": "{cards}: {player} must pay {amount}.",
    },
    "event.payment_interrupted": {
        "it": "{player} trova {cards} mentre paga: il pagamento si ferma; ora da pagare: {amount}.",
        "en": "{player} finds {cards} while paying: the payment stops; now to pay: {amount}.",
    },
    "event.payment_ended": {
        "it": "La battuta chiude il pagamento in corso ({player}).",
        "en": "The slap ends the payment in progress ({player}).",
    },
    "event.pile_taken": {
        "it": "{player} prende la pila ({amount} carte): presa n. {index}.",
        "en": "{player} takes the pile ({amount} cards): trick no. {index}.",
    },
    "event.player_out": {"it": "{player} resta senza carte.", "en": "{player} has run out of cards."},
    "event.player_back": {
        "it": "Il pagamento è completo: {player} rientra in gioco.",
        "en": "The payment is complete: {player} is back in the game.",
    },
    "event.player_back_pile": {
        "it": "Con la pila {player} rientra in gioco.",
        "en": "With the pile, {player} is back in the game.",
    },
    "event.loop": {
        "it": "La partita non finisce mai: questa posizione si era già vista all'inizio di una presa "
        "(carte girate: {amount}; prese: {index}).",
        "en": "The game never ends: this position was already seen at the start of a trick "
        "(cards turned: {amount}; tricks: {index}).",
    },
    "event.limit": {
        "it": "La simulazione si ferma al limite di carte girate ({amount}).",
        "en": "The simulation stops at its limit of cards turned ({amount}).",
    },
    "event.player_back_slap": {
        "it": "{player} era senza carte e rientra in gioco con la battuta.",
        "en": "{player} had no cards and is back in the game thanks to the slap.",
    },
    "event.ran_out_paying": {
        "it": "{player} finisce le carte mentre paga (restavano da pagare: {amount}): la pila va a chi ha girato la carta da pagare.",
        "en": "{player} runs out of cards while paying (left to pay: {amount}): the pile goes to whoever turned the payment card.",
    },
    "event.slaps_together": {
        "it": "{amount} mani battono quasi insieme: la mano sotto è di {player}.",
        "en": "{amount} hands slap almost together: {player}'s hand is underneath.",
    },
    "event.slap_won_pair": {
        "it": "Coppia ({cards})! {player} batte per primo e prende la pila.",
        "en": "A pair ({cards})! {player} slaps first and wins the pile.",
    },
    "event.slap_won_sandwich": {
        "it": "Sandwich ({cards})! {player} batte per primo e prende la pila.",
        "en": "A sandwich ({cards})! {player} slaps first and wins the pile.",
    },
    "event.slap_won_dieci": {
        "it": "Somma dieci ({cards})! {player} batte per primo e prende la pila.",
        "en": "They add up to ten ({cards})! {player} slaps first and wins the pile.",
    },
    "event.false_slap": {
        "it": "{player} batte sulla pila quando non c'è niente da battere: penitenza, {cards} va coperta sotto la pila.",
        "en": "{player} slaps the pile when there is nothing to slap: penalty, {cards} goes face down under the pile.",
    },
    "event.false_slap_free": {
        "it": "{player} batte per sbaglio, ma non ha carte da pagare.",
        "en": "{player} slaps by mistake but has no card to give.",
    },
    "event.slap_beside": {
        "it": "{player} batte accanto alla pila: non costa niente.",
        "en": "{player} slaps beside the pile: no cost.",
    },
    "event.game_over": {
        "it": "Fine: vince {player}. Carte girate: {amount}; prese: {index}.",
        "en": "Game over: {player} wins. Cards turned: {amount}; tricks: {index}.",
    },
    # Un, due, tre table pictures (kit.ui.un_due_tre)
    "udt.packet": {"it": "{n} {cards}", "en": "{n} {cards}"},
    "udt.out": {"it": "senza carte", "en": "no cards"},
    "udt.pile": {"it": "Pila scoperta: {n} {cards}", "en": "Face-up pile: {n} {cards}"},
    "udt.below": {"it": "{n} sotto quelle mostrate", "en": "{n} below those shown"},
    "udt.tucked": {"it": "coperte sotto la pila: {n}", "en": "face down under the pile: {n}"},
    "udt.owed": {"it": "{player} deve ancora {n}", "en": "{player} still owes {n}"},
    "udt.pattern.pair": {"it": "coppia in cima!", "en": "a pair on top!"},
    "udt.pattern.sandwich": {"it": "sandwich in cima!", "en": "a sandwich on top!"},
    "udt.pattern.dieci": {"it": "somma dieci in cima!", "en": "ten on top!"},
    "udt.start": {
        "it": "Tutte le carte sono distribuite, {n} a testa, coperte: nessuno sa cosa ha in cima.",
        "en": "All the cards are dealt, {n} each, face down: nobody knows their top card.",
    },
    # Un, due, tre reflex app (kit.ui.un_due_tre_app)
    "udt.you": {"it": "Giocatore (tu)", "en": "Player (you)"},
    "udt.app.title": {"it": "Un, due, tre: gioca", "en": "Un, due, tre: play"},
    "udt.app.help": {
        "it": "Le carte si girano da sole. Quando in cima c'è una coppia (due carte uguali) o un sandwich "
        "(uguali la prima e la terza), batti con la barra spaziatrice o il pulsante prima degli altri: chi batte "
        "per primo prende la pila. Battere quando non c'è niente costa una carta; B batte accanto alla pila, "
        "senza penitenza. Con Somma dieci vale anche quando le due carte in cima fanno 10 (Fante 8, Cavallo 9, Re 10).",
        "en": "Cards are turned by themselves. When a pair (two equal cards on top) or a sandwich (top and third "
        "equal) shows, slap with the space bar or the button before the others: the first slap takes the pile. "
        "Slapping when there is nothing costs a card; B slaps beside the pile, at no cost. With Sum of ten, two "
        "top cards adding up to 10 count too (Fante 8, Cavallo 9, Re 10).",
    },
    "udt.app.computers": {"it": "Avversari", "en": "Computer players"},
    "udt.app.difficulty": {"it": "Difficoltà", "en": "Difficulty"},
    "udt.app.difficulty.easy": {"it": "facile", "en": "easy"},
    "udt.app.difficulty.normal": {"it": "normale", "en": "normal"},
    "udt.app.difficulty.hard": {"it": "difficile", "en": "hard"},
    "udt.app.pace": {"it": "Ritmo", "en": "Pace"},
    "udt.app.pace.slow": {"it": "lento", "en": "slow"},
    "udt.app.pace.normal": {"it": "normale", "en": "normal"},
    "udt.app.pace.fast": {"it": "veloce", "en": "fast"},
    "udt.variant.solo_coppie": {"it": "Solo coppie", "en": "Pairs only"},
    "udt.variant.somma_dieci": {"it": "Somma dieci", "en": "Sum of ten"},
    "udt.variant.mazzo_52": {"it": "Mazzo da 52", "en": "52-card deck"},
    "udt.variant.straccia_camicia": {"it": "Straccia camicia (senza battute)", "en": "Straccia camicia (no slaps)"},
    "udt.app.start": {"it": "Nuova partita", "en": "New game"},
    "udt.app.ready": {"it": "Pronti?", "en": "Ready?"},
    "udt.app.slap": {"it": "Batti! (spazio)", "en": "Slap! (space)"},
    "udt.app.beside": {"it": "Accanto alla pila (B)", "en": "Beside the pile (B)"},
    "udt.app.late": {
        "it": "Troppo tardi: hai battuto dopo {ms} ms, {player} dopo {winner_ms} ms.",
        "en": "Too late: you slapped after {ms} ms, {player} after {winner_ms} ms.",
    },
    "udt.app.stats": {
        "it": "I tuoi tempi di reazione — battute: {n}, ultima {last} ms, media {mean} ms.",
        "en": "Your reaction times — slaps: {n}, last {last} ms, mean {mean} ms.",
    },
    # --- deck names ----------------------------------------------------------------------
    "deck.italian40": {"it": "Carte italiane (40)", "en": "Italian deck (40)"},
    "deck.french40": {"it": "Carte francesi senza 8, 9, 10 (40)", "en": "French deck without 8, 9, 10 (40)"},
    "deck.french52": {"it": "Carte francesi (52)", "en": "French deck (52)"},
    "deck.uno108": {"it": "UNO (108)", "en": "UNO (108)"},
    # --- widgets ---------------------------------------------------------------------------
    "hand.label": {"it": "Mano di {name}", "en": "{name}'s hand"},
    "hand.empty": {"it": "(nessuna carta)", "en": "(no cards)"},
    "hand.illegal": {"it": "Questa carta non si può giocare ora.", "en": "This card cannot be played now."},
    "hand.pick": {"it": "Scegli una carta.", "en": "Pick a card."},
    "hand.played": {"it": "Hai giocato: {card}.", "en": "You played: {card}."},
    "step.first": {"it": "Inizio", "en": "First"},
    "step.previous": {"it": "Indietro", "en": "Previous"},
    "step.next": {"it": "Avanti", "en": "Next"},
    "step.last": {"it": "Fine", "en": "Last"},
    "step.position": {"it": "Passo {i} di {n}", "en": "Step {i} of {n}"},
    "step.keys": {
        "it": "Frecce ← → per muoversi, Home/Fine per inizio e fine",
        "en": "Arrow keys ← → to move, Home/End for first and last",
    },
    # --- deal-hands app --------------------------------------------------------------------
    "app.language": {"it": "Lingua", "en": "Language"},
    "deal.title": {"it": "Distribuisci le carte", "en": "Deal the cards"},
    "deal.intro": {
        "it": "Scegli un mazzo, quanti giocatori e quante carte a testa, poi premi Distribuisci. "
        "Lo stesso numero di mescolata dà sempre la stessa distribuzione.",
        "en": "Pick a deck, the number of players and the cards per hand, then press Deal. "
        "The same seed always gives the same deal.",
    },
    "deal.deck": {"it": "Mazzo", "en": "Deck"},
    "deal.players": {"it": "Giocatori", "en": "Players"},
    "deal.cards": {"it": "Carte a testa", "en": "Cards each"},
    "deal.seed": {"it": "N. mescolata", "en": "Seed"},
    "deal.button": {"it": "Distribuisci", "en": "Deal"},
    "deal.new_seed": {"it": "Nuova mescolata", "en": "New seed"},
    "deal.player": {"it": "Giocatore {n}", "en": "Player {n}"},
    "deal.stock": {"it": "Tallone: {n} carte", "en": "Stock: {n} cards"},
    "deal.summary": {
        "it": "Giocatori: {players} · carte a testa: {cards} · {deck} · mescolata n. {seed}",
        "en": "Players: {players} · cards each: {cards} · {deck} · seed {seed}",
    },
    "deal.step.start": {
        "it": "Il mazzo mescolato è pronto: {n} carte da distribuire, una alla volta.",
        "en": "The shuffled deck is ready: {n} cards to deal, one at a time.",
    },
    "deal.step.done": {
        "it": "Fatto. Carte restate nel tallone: {n}.",
        "en": "Done. Cards left in the stock: {n}.",
    },
    "deal.press": {"it": "Premi Distribuisci per vedere le mani.", "en": "Press Deal to see the hands."},
    "error.too_many_cards": {
        "it": "Servono {players} × {cards} = {total} carte, ma il mazzo ne ha solo {size}. "
        "Riduci i giocatori o le carte a testa.",
        "en": "That needs {players} × {cards} = {total} cards, but the deck has only {size}. "
        "Use fewer players or fewer cards each.",
    },
    "error.players": {
        "it": "I giocatori vanno da {low} a {high}.",
        "en": "Players must be from {low} to {high}.",
    },
    "error.cards": {
        "it": "Le carte a testa vanno da 1 a {high}.",
        "en": "Cards each must be from 1 to {high}.",
    },
    "error.kept": {
        "it": "Sotto resta l'ultima distribuzione riuscita.",
        "en": "The last deal that worked is still shown below.",
    },
    "error.bad_seed": {
        "it": "Il numero di mescolata deve essere un intero da 0 a {high}.",
        "en": "The seed must be a whole number from 0 to {high}.",
    },
    "error.generic": {
        "it": "Qualcosa è andato storto: {detail}",
        "en": "Something went wrong: {detail}",
    },
    # --- the worked question in the deal-hands app -------------------------------------------
    "question.at_least_one": {
        "it": "Probabilità che una mano di {k} {cards} contenga almeno un {rank}",
        "en": "Probability that a hand of {k} {cards} holds at least one {rank}",
    },
    "noun.card.one": {"it": "carta", "en": "card"},
    "noun.card.many": {"it": "carte", "en": "cards"},
    "question.exact": {"it": "Esatta: {fraction} ≈ {decimal}", "en": "Exact: {fraction} ≈ {decimal}"},
    "question.simulated": {
        "it": "Simulata su {n} mani: {estimate} (intervallo al 95%: {low} – {high})",
        "en": "Simulated over {n} hands: {estimate} (95% interval: {low} – {high})",
    },
    "question.agree": {
        "it": "Il valore esatto cade nell'intervallo della simulazione.",
        "en": "The exact value lies inside the simulation's interval.",
    },
    "question.disagree": {
        "it": "Il valore esatto cade fuori dall'intervallo: succede circa una volta su venti.",
        "en": "The exact value lies outside the interval: this happens about one time in twenty.",
    },
    "target.A": {"it": "Asso", "en": "Ace"},
    "target.A.plural": {"it": "Assi", "en": "Aces"},
    "plot.alt": {
        "it": "Istogramma: {title}. Barre: frequenze simulate; punti: probabilità esatte.",
        "en": "Histogram: {title}. Bars: simulated frequencies; dots: exact probabilities.",
    },
    "target.wild": {"it": "jolly (semplice o pesca quattro)", "en": "wild card (Wild or Wild Draw Four)"},
    "target.wild.plural": {"it": "jolly", "en": "wild cards"},
    "plot.count_title": {
        "it": "{ranks} in una mano di {k} {cards} ({n} mani simulate)",
        "en": "{ranks} in a hand of {k} {cards} ({n} simulated hands)",
    },
    "plot.count_x": {"it": "numero di {ranks} nella mano", "en": "number of {ranks} in the hand"},
    "plot.count_y": {"it": "frequenza relativa", "en": "relative frequency"},
    "plot.simulated": {"it": "simulata", "en": "simulated"},
    "plot.exact": {"it": "esatta (ipergeometrica)", "en": "exact (hypergeometric)"},
    # --- answer checker ------------------------------------------------------------------------
    "check.right": {"it": "✔ {qid}: risposta giusta.", "en": "✔ {qid}: correct."},
    "check.wrong": {
        "it": "✘ {qid}: non ancora. Ricontrolla il ragionamento e riprova.",
        "en": "✘ {qid}: not yet. Check your reasoning and try again.",
    },
    "check.not_number": {
        "it": "✘ {qid}: serve un numero (meglio una Fraction esatta), non {kind}.",
        "en": "✘ {qid}: a number is needed (an exact Fraction is best), not {kind}.",
    },
    "check.unknown": {
        "it": "✘ Domanda sconosciuta {qid}. Domande di questo foglio: {known}.",
        "en": "✘ Unknown question {qid}. Questions on this sheet: {known}.",
    },
    "check.unknown_sheet": {
        "it": "✘ Nessun foglio si chiama {sheet!r} (controlla l'ortografia di {qid!r}). Fogli: {known}.",
        "en": "✘ There is no sheet called {sheet!r} (check the spelling of {qid!r}). Sheets: {known}.",
    },
    "check.wrong_float": {
        "it": "✘ {qid}: non ancora. Se hai scritto un decimale arrotondato, dai la Fraction esatta "
        "(o almeno 6 cifre decimali); altrimenti ricontrolla il ragionamento.",
        "en": "✘ {qid}: not yet. If you typed a rounded decimal, give the exact Fraction "
        "(or at least 6 decimal places); otherwise check your reasoning.",
    },
    "check.bad_id": {
        "it": "✘ {qid!r} non è un codice di domanda: si scrive come 'dealing.q1'.",
        "en": "✘ {qid!r} is not a question id: ids look like 'dealing.q1'.",
    },
    "check.float_hint": {
        "it": " (Il numero decimale coincide; una Fraction esatta sarebbe ancora meglio.)",
        "en": " (The decimal matches; an exact Fraction would be even better.)",
    },
}


def t(key: str, lang: str = DEFAULT_LANGUAGE, **fields: object) -> str:
    """Return the catalogue text for ``key`` in ``lang``, with ``{fields}`` filled in.

    Args:
        key: a key of :data:`CATALOGUE`, e.g. ``"deal.button"``.
        lang: ``"it"`` or ``"en"``.
        **fields: values for the ``{placeholders}`` of the text.

    Returns:
        The formatted text (``str``).

    Raises:
        KeyError: ``key`` is not in the catalogue (the message lists close keys).
        ValueError: ``lang`` is not one of :data:`LANGUAGES`.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not available; use one of {', '.join(LANGUAGES)}")
    try:
        entry = CATALOGUE[key]
    except KeyError:
        prefix = key.split(".")[0]
        near = sorted(k for k in CATALOGUE if k.startswith(prefix + "."))
        raise KeyError(f"no text {key!r} in the catalogue; keys starting {prefix!r}: {near}") from None
    return entry[lang].format(**fields) if fields else entry[lang]


def fmt_int(n: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """A whole number with thousands separators: ``20,000`` (en) or ``20.000`` (it)."""
    text = f"{n:,}"
    return text.replace(",", ".") if lang == "it" else text


def fmt_decimal(x: float, lang: str = DEFAULT_LANGUAGE, digits: int = 4) -> str:
    """A decimal with ``digits`` places: ``0.2773`` (en) or ``0,2773`` (it)."""
    text = f"{x:.{digits}f}"
    return text.replace(".", ",") if lang == "it" else text


def plural(n: int, noun: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """The catalogue noun ``noun`` ("card") in the singular for 1 and the plural otherwise."""
    return t(f"noun.{noun}.{'one' if n == 1 else 'many'}", lang)
