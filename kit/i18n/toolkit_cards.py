"""The words of :mod:`kit.cards`' toolkit part (issue 34): the decks' titles (:meth:`Deck.title`)
and the named groups' descriptions (:meth:`Group.describe`).

Keys start with ``tkcards.``; the card names themselves (``rank.*``, ``suit.*``, ``uno.*``) stay
in :mod:`kit.i18n.common`.  Terms as CURRICULUM.md's card words: «mazzo», «figure (Fante, Cavallo,
Re; Fante, Donna, Re in the French deck)», «carte numerali».
"""

PREFIX = "tkcards"
"""Every key of this catalogue starts with ``tkcards.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "tkcards.title.italian40": {"it": "mazzo da 40 carte italiane", "en": "40-card Italian deck"},
    "tkcards.title.french40": {"it": "mazzo da 40 carte francesi (milanesi)", "en": "40-card French deck (Milanese)"},
    "tkcards.title.french52": {"it": "mazzo da 52 carte francesi", "en": "52-card French deck"},
    "tkcards.title.french32": {"it": "mazzo da 32 carte (dal 7 all'Asso)", "en": "32-card deck (7–A)"},
    "tkcards.title.uno108": {"it": "mazzo UNO da 108 carte", "en": "108-card UNO deck"},
    "tkcards.title.other": {"it": "mazzo «{name}» da {n} {n:carta|carte}", "en": "deck “{name}” of {n} {n:card|cards}"},
    "tkcards.title.without": {"it": "{deck} senza {what}", "en": "{deck} without {what}"},
    "tkcards.title.only": {"it": "{deck}: solo {what}", "en": "{deck}: {what} only"},
    "tkcards.title.range": {"it": "mazzo da {n} {n:carta|carte} ({lo}–{hi}) ricavato dal {deck}",
                            "en": "deck of {n} {n:card|cards} ({lo}–{hi}) from the {deck}"},
    "tkcards.cards": {"it": "{n} {n:carta|carte}", "en": "{n} {n:card|cards}"},
    "tkcards.group.figures.italian": {"it": "figure (Fante, Cavallo, Re)", "en": "face cards (Knave, Knight, King)"},
    "tkcards.group.figures.french": {"it": "figure (Fante, Donna, Re)", "en": "face cards (Jack, Queen, King)"},
    "tkcards.group.numerals.italian": {"it": "carte numerali (dall'Asso al 7)", "en": "number cards (Ace to 7)"},
    "tkcards.group.numerals.french": {"it": "carte numerali (dall'Asso al 10)", "en": "number cards (Ace to 10)"},
    "tkcards.group.numerals.uno": {"it": "carte numerate (da 0 a 9)", "en": "number cards (0 to 9)"},
    "tkcards.group.aces": {"it": "Assi", "en": "Aces"},
    "tkcards.group.knaves": {"it": "Fanti", "en": "Knaves"},
    "tkcards.group.jacks": {"it": "Fanti", "en": "Jacks"},
    "tkcards.group.knights": {"it": "Cavalli", "en": "Knights"},
    "tkcards.group.queens": {"it": "Donne", "en": "Queens"},
    "tkcards.group.kings": {"it": "Re", "en": "Kings"},
    "tkcards.group.n0": {"it": "carte di valore 0", "en": "zeros"},
    "tkcards.group.n1": {"it": "carte di valore 1", "en": "ones"},
    "tkcards.group.n2": {"it": "carte di valore 2", "en": "twos"},
    "tkcards.group.n3": {"it": "carte di valore 3", "en": "threes"},
    "tkcards.group.n4": {"it": "carte di valore 4", "en": "fours"},
    "tkcards.group.n5": {"it": "carte di valore 5", "en": "fives"},
    "tkcards.group.n6": {"it": "carte di valore 6", "en": "sixes"},
    "tkcards.group.n7": {"it": "carte di valore 7", "en": "sevens"},
    "tkcards.group.n8": {"it": "carte di valore 8", "en": "eights"},
    "tkcards.group.n9": {"it": "carte di valore 9", "en": "nines"},
    "tkcards.group.n10": {"it": "carte di valore 10", "en": "tens"},
    "tkcards.group.suit": {"it": "carte di {suit}", "en": "{suit}"},
    "tkcards.group.of": {"it": "{ranks} di {suit}", "en": "{ranks} of {suit}"},
    "tkcards.group.red": {"it": "carte rosse (cuori e quadri)", "en": "red cards (hearts and diamonds)"},
    "tkcards.group.black": {"it": "carte nere (fiori e picche)", "en": "black cards (clubs and spades)"},
    "tkcards.group.uno.red": {"it": "carte rosse", "en": "red cards"},
    "tkcards.group.uno.yellow": {"it": "carte gialle", "en": "yellow cards"},
    "tkcards.group.uno.green": {"it": "carte verdi", "en": "green cards"},
    "tkcards.group.uno.blue": {"it": "carte blu", "en": "blue cards"},
    "tkcards.group.wild": {"it": "jolly (Jolly e Jolly pesca quattro)", "en": "wild cards (Wild and Wild Draw Four)"},
    "tkcards.group.action": {"it": "carte azione (Salta, Inverti, Pesca due)",
                             "en": "action cards (Skip, Reverse, Draw Two)"},
    "tkcards.group.skips": {"it": "carte Salta", "en": "Skip cards"},
    "tkcards.group.reverses": {"it": "carte Inverti", "en": "Reverse cards"},
    "tkcards.group.draw2s": {"it": "carte Pesca due", "en": "Draw Two cards"},
    "tkcards.group.wild4s": {"it": "Jolly pesca quattro", "en": "Wild Draw Four cards"},
}
