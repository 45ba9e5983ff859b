r"""Sample spaces of card draws (spazio campionario), with and without replacement.

A :class:`Space` is a finite set of equally likely outcomes of drawing ``k`` cards from a deck:

================================  ==========================================  ===================
space                             textbook name                                size
================================  ==========================================  ===================
``hands(deck, k)``                combinazioni semplici (a hand, unordered)    :math:`\binom{N}{k}`
``draws(deck, k)``                disposizioni semplici (ordered, senza         :math:`N!/(N-k)!`
                                  reimmissione)
``draws(deck, k, replacement=True)``  disposizioni con ripetizione (con         :math:`N^k`
                                  reimmissione)
================================  ==========================================  ===================
"""

from __future__ import annotations


class Space:
    """A finite, equally likely sample space of card draws.

    Attributes (the contract other modules rely on):
        deck: the :class:`~kit.cards.Deck` drawn from.
        k: cards drawn.
        ordered: whether outcomes are sequences (``True``) or hands (``False``).
        replacement: whether each card is put back before the next draw (con reimmissione).
        size: the number of outcomes, an exact ``int`` (no listing needed).
    """
