"""Thirty textbook card problems, each solved twice: with the kit in at most five lines, and apart,
with plain ``fractions`` and ``math.comb`` only (issue 34's acceptance).

Each :class:`Problem` has the statement in Italian textbook style, the kit's solution as the code
a teacher types in a cell (it leaves its result in ``answer``), and an independent computation
that never touches the kit.  ``tests/test_teacher_problems.py`` checks that the two agree;
``bench/problems.py`` times each solution in CPU seconds.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction as F
from math import comb as C, factorial
from typing import Callable

PRELUDE = "from fractions import Fraction\nfrom kit.cards import *\nfrom kit.prob import *\n"
"""What a teacher's notebook imports once, before any problem (not counted in the five lines)."""


@dataclass(frozen=True)
class Problem:
    """One problem: ``code`` (the kit's lines, leaving ``answer``) and ``independent`` (a function
    computing the same answer with fractions and math.comb alone)."""

    id: str
    statement: str
    code: str
    independent: Callable[[], object]

    @property
    def lines(self) -> int:
        """Lines of the kit's solution (blank lines not counted)."""
        return sum(1 for line in self.code.strip().splitlines() if line.strip())


def _binom_sf(n: int, p: F, k: int) -> F:
    return sum((C(n, j) * p**j * (1 - p) ** (n - j) for j in range(k, n + 1)), F(0))


def _hyper_var(N: int, K: int, n: int) -> F:
    return F(n * K, N) * F(N - K, N) * F(N - n, N - 1)


PROBLEMS: tuple[Problem, ...] = (
    Problem("p01", "Si estraggono tre carte da un mazzo di 40 carte italiane. Qual è la probabilità di avere esattamente un Asso?",
            'answer = P(exactly(1, "assi"), hands(italian40, 3))',
            lambda: F(C(4, 1) * C(36, 2), C(40, 3))),
    Problem("p02", "Tre carte da un mazzo di 40: qual è la probabilità che ci sia almeno un Asso?",
            'answer = P(at_least(1, "assi"), hands(italian40, 3))',
            lambda: 1 - F(C(36, 3), C(40, 3))),
    Problem("p03", "Si estrae una carta da un mazzo di 40: qual è la probabilità che sia una figura o una carta di denari?",
            'answer = P(at_least(1, "figure") | at_least(1, "denari"), hands(italian40, 1))',
            lambda: F(12 + 10 - 3, 40)),
    Problem("p04", "Si estrae una carta da un mazzo di 40. Sapendo che è una figura, qual è la probabilità che sia un Re?",
            'answer = P(at_least(1, "re"), hands(italian40, 1), given=at_least(1, "figure"))',
            lambda: F(4, 12)),
    Problem("p05", "Si estraggono due carte da un mazzo di 40. Sapendo che almeno una è una figura, qual è la probabilità che siano figure entrambe?",
            'answer = P(exactly(2, "figure"), hands(italian40, 2), given=at_least(1, "figure"))',
            lambda: F(C(12, 2), C(40, 2) - C(28, 2))),
    Problem("p06", "Da un mazzo di 52 carte si fanno cinque estrazioni con reimmissione. Detto X il numero di cuori estratti, calcola il valore atteso e la varianza di X.",
            'X = distribution(count_of("cuori"), draws(french52, 5, replacement=True))\nanswer = (X.mean, X.var)',
            lambda: (5 * F(1, 4), 5 * F(1, 4) * F(3, 4))),
    Problem("p07", "Cinque estrazioni con reimmissione da un mazzo di 52: qual è la probabilità di estrarre esattamente due cuori?",
            'answer = P(exactly(2, "cuori"), draws(french52, 5, replacement=True))',
            lambda: C(5, 2) * F(1, 4) ** 2 * F(3, 4) ** 3),
    Problem("p08", "Si mescola un mazzo di 40 carte e si girano le carte una alla volta. In che posizione esce in media il primo Asso?",
            'answer = first_success(40, 4).mean',
            lambda: sum((t * F(C(40 - t, 3), C(40, 4)) for t in range(1, 38)), F(0))),
    Problem("p09", "Poker all'italiana con il mazzo da 32 carte (dal 7 all'Asso): qual è la probabilità di servire un tris?",
            'answer = P(poker_hand("tris"), hands(french32, 5))',
            lambda: F(8 * C(4, 3) * C(7, 2) * 4 * 4, C(32, 5))),
    Problem("p10", "Cinque carte da un mazzo di 52: qual è la probabilità di una doppia coppia?",
            'answer = P(poker_hand("doppia coppia"), hands(french52, 5))',
            lambda: F(C(13, 2) * C(4, 2) ** 2 * 11 * 4, C(52, 5))),
    Problem("p11", "Cinque carte da un mazzo di 52: qual è la probabilità di un colore (cinque carte dello stesso seme che non formano una scala)?",
            'answer = P(poker_hand("colore"), hands(french52, 5))',
            lambda: F(4 * C(13, 5) - 4 * 10, C(52, 5))),
    Problem("p12", "Mazzo da 32 carte: qual è la probabilità di servire un full?",
            'answer = P(poker_hand("full"), hands(french32, 5))',
            lambda: F(8 * C(4, 3) * 7 * C(4, 2), C(32, 5))),
    Problem("p13", "Si distribuiscono 13 carte da un mazzo di 52. Qual è la probabilità che i semi siano distribuiti 4-4-3-2?",
            'answer = P(suit_pattern(4, 4, 3, 2), hands(french52, 13))',
            lambda: F(12 * C(13, 4) ** 2 * C(13, 3) * C(13, 2), C(52, 13))),
    Problem("p14", "Tredici carte da un mazzo di 52: qual è la probabilità di avere esattamente due Assi?",
            'answer = P(exactly(2, "assi"), hands(french52, 13))',
            lambda: F(C(4, 2) * C(48, 11), C(52, 13))),
    Problem("p15", "Tre carte da un mazzo di 40: qual è la probabilità che siano tutte dello stesso seme?",
            'answer = P(same_suit(3), hands(italian40, 3))',
            lambda: F(4 * C(10, 3), C(40, 3))),
    Problem("p16", "Cinque carte da un mazzo di 40: qual è la probabilità di avere esattamente un Asso ed esattamente tre Re?",
            'answer = P(exactly(1, "assi") & exactly(3, "re"), hands(italian40, 5))',
            lambda: F(C(4, 1) * C(4, 3) * C(32, 1), C(40, 5))),
    Problem("p17", "Si estrae una carta da un mazzo di 40, la si rimette nel mazzo e si ripete finché non esce un denari. Qual è la probabilità che servano più di tre estrazioni? E quante estrazioni servono in media?",
            'T = geometric(Fraction(1, 4))\nanswer = (P(T > 3), T.mean)',
            lambda: (F(3, 4) ** 3, F(4))),
    Problem("p18", "Si estrae una carta da un mazzo di 40. Gli eventi «è un Asso» e «è di denari» sono indipendenti? Scrivi P(A∩B) e P(A)·P(B).",
            'r = independence(at_least(1, "assi"), at_least(1, "denari"), hands(italian40, 1))\nanswer = (r.p_ab, r.product)',
            lambda: (F(1, 40), F(4, 40) * F(10, 40))),
    Problem("p19", "Si estraggono due carte senza reimmissione da un mazzo di 40. A = «la prima è un Asso», B = «la seconda è un Asso». Calcola P(A∩B) e P(A)·P(B): sono indipendenti?",
            'A = event(lambda d: d[0].rank == "A")\nB = event(lambda d: d[1].rank == "A")\nr = independence(A, B, draws(italian40, 2))\nanswer = (r.p_ab, r.product)',
            lambda: (F(4 * 3, 40 * 39), F(4, 40) ** 2)),
    Problem("p20", "Due carte estratte senza reimmissione da un mazzo di 40: qual è la probabilità che la prima sia un Asso e la seconda un Re?",
            'answer = P(event(lambda d: d[0].rank == "Asso" and d[1].rank == "Re"), draws(italian40, 2))',
            lambda: F(4, 40) * F(4, 39)),
    Problem("p21", "Tre carte da un mazzo di 40. Detto X il numero di figure, calcola valore atteso e varianza di X.",
            'X = distribution(count_of("figure"), hands(italian40, 3))\nanswer = (X.mean, X.var)',
            lambda: (F(3 * 12, 40), _hyper_var(40, 12, 3))),
    Problem("p22", "Si estrae una carta da un mazzo di 40 e si lancia un dado. Qual è la probabilità che la carta sia di denari e il dado dia 6?",
            'answer = P(event(lambda o: o[0][0].suit == "denari" and o[1] == 6), product(hands(italian40, 1), die(6)))',
            lambda: F(1, 4) * F(1, 6)),
    Problem("p23", "Da un mazzo di 40 si tolgono i quattro Assi. Si estraggono tre carte: qual è la probabilità di avere almeno una figura?",
            'answer = P(at_least(1, "figure"), hands(italian40.without("assi"), 3))',
            lambda: 1 - F(C(24, 3), C(36, 3))),
    Problem("p24", "Si tengono solo gli Assi e i Re di un mazzo di 40 (8 carte) e se ne estraggono due: qual è la probabilità di un Asso e un Re?",
            'answer = P(exactly(1, "assi"), hands(italian40.only(italian40.group("assi") | italian40.group("re")), 2))',
            lambda: F(4 * 4, C(8, 2))),
    Problem("p25", "Cinque carte da un mazzo di 52: qual è la probabilità di averne almeno quattro dello stesso seme?",
            'answer = P(same_suit(4), hands(french52, 5))',
            lambda: F(4 * C(13, 4) * 39 + 4 * C(13, 5), C(52, 5))),
    Problem("p26", "Quante sono le mani di 5 carte da un mazzo di 52 con esattamente una coppia?",
            'answer = count(poker_hand("coppia"), hands(french52, 5))',
            lambda: 13 * C(4, 2) * C(12, 3) * 4**3),
    Problem("p27", "Quante sono le mani di 3 carte da un mazzo di 40 con esattamente due figure?",
            'answer = count(exactly(2, "figure"), hands(italian40, 3))',
            lambda: C(12, 2) * 28),
    Problem("p28", "Si mescola un mazzo di 52 carte: qual è la probabilità che il primo Asso sia la quinta carta?",
            'answer = P(first_success(52, 4) == 5)',
            lambda: F(C(47, 3), C(52, 4))),
    Problem("p29", "Cinque carte da un mazzo di 52. Sapendo che c'è almeno un Asso, qual è la probabilità che ce ne siano almeno due?",
            'answer = P(at_least(2, "assi"), hands(french52, 5), given=at_least(1, "assi"))',
            lambda: (1 - F(C(48, 5) + 4 * C(48, 4), C(52, 5))) / (1 - F(C(48, 5), C(52, 5)))),
    Problem("p30", "In una classe di 25 studenti ciascuno estrae una carta da un proprio mazzo di 40. Qual è la probabilità che almeno 5 studenti estraggano un Asso?",
            'answer = P(binomial(25, Fraction(1, 10)) >= 5)',
            lambda: _binom_sf(25, F(1, 10), 5)),
    Problem("p31", "Tredici carte da un mazzo di 52: detto X il numero di cuori, calcola valore atteso e varianza.",
            'X = hypergeometric(52, 13, 13)\nanswer = (X.mean, X.var)',
            lambda: (F(13 * 13, 52), _hyper_var(52, 13, 13))),
    Problem("p32", "Sette carte dal mazzo di UNO (108 carte): qual è la probabilità di avere almeno un jolly?",
            'answer = P(at_least(1, "jolly"), hands(uno108, 7))',
            lambda: 1 - F(C(100, 7), C(108, 7))),
    Problem("p33", "Si lanciano due dadi: valore atteso e varianza della somma.",
            'S = uniform(range(1, 7)) + uniform(range(1, 7))\nanswer = (S.mean, S.var)',
            lambda: (F(7), F(35, 6))),
    Problem("p34", "Cinque estrazioni con reimmissione da un mazzo di 52: qual è la probabilità di almeno un Asso?",
            'answer = P(at_least(1, "assi"), draws(french52, 5, replacement=True))',
            lambda: 1 - F(12, 13) ** 5),
)
