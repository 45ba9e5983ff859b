"""The words of the card gallery page (``card_gallery``): the decks' captions and the examples'
titles, hints and narration.

Keys start with ``gallery.``; the card names come from :mod:`kit.i18n.common`.
"""

PREFIX = "gallery"
"""Every key of this catalogue starts with ``gallery.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "gallery.deck": {"it": "{name}: {n} {n:carta|carte}", "en": "{name}: {n} {n:card|cards}"},
    "gallery.hand.title": {"it": "La tua mano: è stata giocata una carta di denari", "en": "Your hand: a denari card was led"},
    "gallery.hand.illegal": {"it": "Rispondi a seme: gioca una carta di denari.", "en": "Follow suit: play a denari card."},
    "gallery.turned": {"it": "Si gira una carta sulla pila: {card}.", "en": "{card} is turned onto the pile."},
}
