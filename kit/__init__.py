"""kit: probability through card games played in Italy.

The engine (this package minus :mod:`kit.ui`) never imports ipywidgets or matplotlib:

* :mod:`kit.cards` — cards, the four decks and their short codes (RULES.md C-4);
* :mod:`kit.deal` — seeded shuffling and dealing, explicit deals (C-1..C-3);
* :mod:`kit.engine` — the pattern every game follows: events, illegal moves, a match;
* :mod:`kit.games` — one module per game;
* :mod:`kit.prob`, :mod:`kit.questions` — exact and simulated probabilities;
* :mod:`kit.check` — the students' answer checker; :mod:`kit.i18n` — the text catalogue.

:mod:`kit.ui` draws cards and builds the widgets and apps on top of the engine.
"""

__version__ = "0.1.0"
