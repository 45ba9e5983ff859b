"""The words an exercise sheet says differently on paper (:mod:`kit.tools.sheets_pdf`).

Keys start with ``paper.``.  The sheet's paragraph on how to answer (its heading is
``paper.how_to_answer.heading``) speaks of cells, double clicks and ``check(...)``: on paper it
says where to write the guess and the answer instead.
"""

PREFIX = "paper"
"""Every key of this catalogue starts with ``paper.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    "paper.how_to_answer.heading": {"it": "Come rispondere.", "en": "How to answer."},
    "paper.how_to_answer": {
        "it": "**Come rispondere.** Per ogni domanda, scrivi prima la tua stima sulla riga «Prima di calcolare, "
              "scrivi la tua stima», senza fare calcoli. Poi calcola la risposta nel riquadro sotto, mostrando "
              "come ci arrivi, e confronta il risultato con la tua stima.",
        "en": "**How to answer.** For each question, first write your guess on the line \"Before computing, write "
              "down your guess\", without calculating. Then work the answer out in the box below it, showing how "
              "you get there, and compare the result with your guess.",
    },
}
