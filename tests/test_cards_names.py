"""kit.cards' toolkit part (issue 34): cards by name, checked Rank/Suit comparisons, groups as
data, where(), derived decks and deck titles.  Sizes are counted here independently (suits ×
ranks, math.comb), never copied from the code's output."""

from __future__ import annotations

import copy
import json
import pickle
from fractions import Fraction
from math import comb

import pytest

from kit.cards import (
    DECKS, Card, Group, Rank, Suit, french32, french40, french52, get_deck, italian40, milanese40, uno108,
)


# --- names --------------------------------------------------------------------------------------

def test_card_takes_italian_and_english_names_case_insensitively():
    assert Card("A", "cuori") is Card("A", "hearts") is Card("asso", "Hearts") is Card("Ace", "CUORI")
    assert Card("Asso", "denari") is italian40.parse("AD")
    assert Card("Re", "picche") is Card("K", "spades") is french52.parse("KS")
    assert Card("Cavallo", "coppe").code == "CC" and Card("knight", "cups").code == "CC"
    assert Card("Fante", "bastoni").code == "FB" and Card("knave", "batons").code == "FB"
    assert Card("Donna", "fiori").code == "QC" and Card("queen", "clubs").code == "QC"
    assert Card("jack", "quadri").code == "JD" and Card("fante", "diamonds").code == "JD"


def test_spade_is_italian_swords_and_spades_french_picche():
    assert Card("A", "spade").family == "italian" and Card("A", "spade") is Card("A", "swords")
    assert Card("A", "spades").family == "french" and Card("A", "spades") is Card("A", "picche")
    assert Card("A", "spade") is not Card("A", "spades")


def test_a_rank_of_the_other_family_is_refused_with_the_family_ranks_listed():
    with pytest.raises(ValueError) as caught:
        Card("C", "cuori")  # "C" is the Cavallo, and only the Italian cards have one
    assert str(caught.value) == (
        "rank 'C' does not exist for suit 'cuori'; allowed: ('A', '2', '3', '4', '5', '6', '7', '8', '9', '10', "
        "'J', 'Q', 'K') ('C' is not a rank of the French cards (it is a rank of the Italian cards); the ranks "
        "of the French cards are A (Asso, Ace), 2, 3, 4, 5, 6, 7, 8, 9, 10, J (Fante, Jack), Q (Donna, Queen), "
        "K (Re, King))")
    with pytest.raises(ValueError, match="rank 'Donna' does not exist for suit 'coppe'"):
        Card("Donna", "coppe")
    with pytest.raises(ValueError, match=r"unknown suit 'cuore'.*hearts \(cuori\)"):
        Card("A", "cuore")


@pytest.mark.parametrize("deck, text, code", [
    (italian40, "asso di denari", "AD"), (italian40, "7 di coppe", "7C"), (italian40, "Re di spade", "RS"),
    (italian40, "l'Asso di coppe", "AC"), (italian40, "il Cavallo di bastoni", "CB"), (italian40, "A coppe", "AC"),
    (italian40, "ace of cups", "AC"), (italian40, "7 of coins", "7D"), (italian40, "King of swords", "RS"),
    (french52, "A cuori", "AH"), (french52, "asso di cuori", "AH"), (french52, "A♥", "AH"), (french52, "10♦", "TD"),
    (french52, "Q♠", "QS"), (french52, "ace of spades", "AS"), (french52, "la Donna di fiori", "QC"),
    (french52, "Re di picche", "KS"), (french52, "10 of hearts", "TH"), (french40, "J♣", "JC"),
    (uno108, "5 rosso", "R5"), (uno108, "Red 5", "R5"), (uno108, "Salta blu", "BS"), (uno108, "Blue Skip", "BS"),
    (uno108, "Pesca due giallo", "Y+2"), (uno108, "Jolly", "W"), (uno108, "Wild Draw Four", "W+4"),
])
def test_parse_reads_card_names(deck, text, code):
    assert deck.parse(text) is deck.parse(code)


def test_every_card_name_of_every_deck_reads_back_in_both_languages():
    for deck in (*DECKS.values(), french32):
        for card in dict.fromkeys(deck.cards):
            for lang in ("it", "en"):
                assert deck.parse(card.name(lang)) is card, (deck.name, card, lang)
                assert deck.parse(card.name(lang).upper()) is card


def test_parse_many_reads_names_between_commas_or_spaces():
    expected = (Card("A", "denari"), Card("7", "coppe"), Card("R", "spade"))
    assert italian40.parse_many("asso di denari, 7 di coppe, Re di spade") == expected
    assert italian40.parse_many("asso di denari 7 di coppe re di spade") == expected
    assert italian40.parse_many("AD, 7 di coppe RS") == expected
    assert french52.read("A♥ 10♦, Q♠") == (Card("A", "hearts"), Card("10", "diamonds"), Card("Q", "spades"))


def test_a_bad_name_gets_the_accepted_forms():
    with pytest.raises(ValueError) as caught:
        italian40.parse_many("asso di cuore, 7D")
    assert str(caught.value) == (
        "not card codes of italian40: 'asso di cuore'; codes are rank A,2-7,F,C,R then suit C,D,B,S (e.g. 7D, RC); "
        "names are read too, e.g. 'asso di denari', '7 di coppe', 'Re di spade', 'A coppe', 'ace of cups', "
        "'7 of coins'; the ranks of the Italian cards are A (Asso, Ace), 2, 3, 4, 5, 6, 7, F (Fante, Knave), "
        "C (Cavallo, Knight), R (Re, King); suits coppe (cups), denari (coins), bastoni (batons), spade (swords)")
    with pytest.raises(ValueError, match="'Re di spade' is not a card code of french52"):
        french52.parse("Re di spade")  # the French deck has picche, not spade


# --- checked comparisons ------------------------------------------------------------------------

def test_rank_and_suit_are_str_subclasses_with_their_canonical_value():
    king = Card("R", "coppe")
    assert isinstance(king.rank, Rank) and isinstance(king.suit, Suit)
    assert str(king.rank) == "R" and f"{king.rank}{king.suit}" == "Rcoppe" and type(str(king.suit)) is str
    assert json.dumps({king.rank: king.suit}) == '{"R": "coppe"}'
    assert hash(king.rank) == hash("R") and {"R": 1}[king.rank] == 1
    assert sorted(c.rank for c in italian40.cards[:10]) == sorted(["A", "2", "3", "4", "5", "6", "7", "F", "C", "R"])
    assert Card("R", "denari").rank is king.rank  # one object per rank of a family
    assert Rank("re", "italian") is king.rank and Suit("Cuori", "french") is Card("2", "hearts").suit
    with pytest.raises(ValueError, match="'K' is not a rank of the Italian cards"):
        Rank("K", "italian")


def test_names_of_the_same_rank_or_suit_compare_equal_and_other_names_unequal():
    king = Card("R", "coppe")
    assert king.rank == "re" and king.rank == "King" and king.rank == "R" and "Re" == king.rank
    assert king.rank != "fante" and not (king.rank == "Cavallo") and king.rank in ("fante", "re")
    assert king.suit == "cups" and king.suit != "denari" and king.suit in ("coppe",)
    heart = Card("A", "hearts")
    assert heart.suit == "cuori" and heart.suit == "HEARTS" and heart.suit != "quadri"


def test_silent_zero_trap_counts_right_or_raises():
    assert sum(c.suit == "cuori" for c in french52) == 52 // 4
    assert sum(c.rank == "Re" for c in italian40) == 4
    with pytest.raises(ValueError) as caught:
        sum(c.suit == "cuore" for c in french52)  # misspelt
    assert str(caught.value) == ("'cuore' is not a suit of the French cards; the suits of the French cards are "
                                 "hearts (cuori), diamonds (quadri), clubs (fiori), spades (picche)")
    with pytest.raises(ValueError) as caught:
        Card("A", "hearts").suit == "coppe"  # a suit of the other family
    assert str(caught.value).startswith("'coppe' is not a suit of the French cards (it is a suit of the Italian cards)")
    with pytest.raises(ValueError, match=r"'K' is not a rank of the Italian cards \(it is a rank of the French cards\)"):
        Card("R", "coppe").rank == "K"
    with pytest.raises(ValueError, match="compare with '7'"):
        Card("7", "coppe").rank == 7


def test_ranks_of_two_cards_compare_by_canonical_value_never_raising():
    assert Card("A", "coppe").rank == Card("A", "hearts").rank  # both Aces
    assert Card("C", "coppe").rank != Card("K", "hearts").rank
    assert Card("5", "red").suit != Card("5", "hearts").suit


def test_pickle_and_copy_keep_the_one_object_of_cards_ranks_and_suits():
    card = Card("F", "bastoni")
    for obj in (card, card.rank, card.suit):
        assert pickle.loads(pickle.dumps(obj)) is obj and copy.copy(obj) is obj and copy.deepcopy(obj) is obj
    assert pickle.loads(pickle.dumps(italian40)) is italian40
    derived = french52.without("assi")
    back = pickle.loads(pickle.dumps(derived))
    assert back == derived and back.cards == derived.cards and back.title("it") == derived.title("it")


# --- groups ---------------------------------------------------------------------------------------

def test_group_sizes_in_each_deck():
    assert len(italian40.group("figure")) == 3 * 4 == len(italian40.group("face cards"))
    assert len(italian40.group("numerali")) == 40 - 12 == len(italian40.group("carte numerali"))
    assert len(italian40.group("assi")) == 4 and len(italian40.group("coppe")) == 10
    assert len(italian40.group("sette")) == 4 == len(italian40.group("7")) == len(italian40.group("sevens"))
    assert len(italian40.group("Cavalli")) == 4 and italian40.group("cavallo") == italian40.group("knights")
    assert len(french52.group("figure")) == 3 * 4 and len(french52.group("rosse")) == 2 * 13
    assert len(french52.group("nere")) == 26 and len(french52.group("numerali")) == 52 - 12
    assert len(french40.group("figures")) == 12 and len(french40.group("numerals")) == 28
    assert len(french32.group("figure")) == 12 and len(french32.group("aces")) == 4
    red = uno108.group("rosse")
    assert len(red) == 13 and red.copies == 1 + 2 * 12  # one 0, two each of 1-9, Skip, Reverse, Draw Two
    assert len(uno108.group("jolly")) == 2 and uno108.group("wild").copies == 8
    assert uno108.group("azione").copies == 4 * 3 * 2


def test_group_is_frozen_data_in_deck_order_with_set_operations():
    figures = french52.group("figure")
    assert figures.name == "figures" and isinstance(figures.cards, frozenset)
    assert list(figures)[:3] == [Card("J", "hearts"), Card("Q", "hearts"), Card("K", "hearts")]
    assert Card("K", "hearts") in figures and "Re di cuori" in figures and "7H" not in figures
    hearts_figures = figures & "cuori"
    assert isinstance(hearts_figures, Group) and hearts_figures.cards == {Card(r, "hearts") for r in "JQK"}
    assert len(figures | french52.group("assi")) == 16 and len(figures - "cuori") == 9
    with pytest.raises(AttributeError):
        figures.name = "aces"  # type: ignore[misc]


def test_group_descriptions_in_both_languages():
    assert italian40.group("figure").describe("it") == "figure (Fante, Cavallo, Re)"
    assert italian40.group("figure").describe("en") == "face cards (Knave, Knight, King)"
    assert french52.group("figure").describe("it") == "figure (Fante, Donna, Re)"
    assert french52.group("rosse").describe("it") == "carte rosse (cuori e quadri)"
    assert italian40.group("numerali").describe("it") == "carte numerali (dall'Asso al 7)"
    assert (french52.group("figure") & "cuori").describe("it") == "figure di cuori"
    assert (french52.group("figure") & "cuori").describe("en") == "face cards of hearts"
    assert (italian40.group("assi") & "coppe").describe("it") == "Asso di coppe"  # one card: its name
    assert (italian40.group("assi") | "re").describe("en") == "Aces ∪ Kings"
    assert uno108.group("rosse").describe("it") == "carte rosse"


def test_unknown_groups_list_the_deck_groups_and_red_is_not_italian():
    with pytest.raises(ValueError) as caught:
        italian40.group("rosse")
    message = str(caught.value)
    assert message.startswith("italian40 has no group 'rosse' ('rosse' is a group of the French cards and the UNO "
                              "cards); the Italian deck has no red or black cards: its suits are coppe, denari, "
                              "bastoni, spade; its groups are figures (figure, figura), numerals (numerali, numerale)")
    with pytest.raises(ValueError, match="french32 has no cards of the group 'due' \\(twos\\): they were removed"):
        french32.group("due")


def test_where_filters_and_checks_against_the_deck():
    assert french52.where(rank="Q", suit=("cuori", "quadri")).cards == {Card("Q", "hearts"), Card("Q", "diamonds")}
    assert len(italian40.where(suit="denari")) == 10 and len(french52.where(rank=("A", "re"))) == 8
    with pytest.raises(ValueError) as caught:
        french40.where(rank="9")
    assert str(caught.value) == ("french40 has no rank '9'; its ranks are A (Asso, Ace), 2, 3, 4, 5, 6, 7, "
                                 "J (Fante, Jack), Q (Donna, Queen), K (Re, King)")
    with pytest.raises(ValueError, match="italian40 has no suit 'cuori'"):
        italian40.where(suit="cuori")


# --- derived decks and titles ---------------------------------------------------------------------

def test_without_only_and_rank_range_give_decks():
    no_aces = french52.without("assi")
    assert no_aces.name == "french52 − aces" and len(no_aces) == 52 - 4 and no_aces.family == "french"
    assert get_deck(no_aces.name) is no_aces and get_deck(no_aces) is no_aces
    assert "A" not in no_aces.numbering and no_aces.numbering["K"] == 13
    assert list(no_aces.cards) == [c for c in french52.cards if c.rank != "A"]
    assert len(french52.only("cuori")) == 13 and len(italian40.without(["AC", Card("7", "denari")])) == 38
    assert french52.rank_range("7", "A").cards == french32.cards and len(french32) == 8 * 4
    assert len(french52.rank_range("A", "5")) == 5 * 4  # "A" as the low end: Ace low
    with pytest.raises(ValueError, match="K comes after 7 in the order of french52"):
        french52.rank_range("K", "7")
    with pytest.raises(ValueError, match="removed from french32"):
        french32.parse("2 di cuori")


def test_deck_titles_in_both_languages():
    assert italian40.title("it") == "mazzo da 40 carte italiane" and italian40.title("en") == "40-card Italian deck"
    assert french40.title("it") == "mazzo da 40 carte francesi (milanesi)"
    assert french40.title("en") == "40-card French deck (Milanese)"
    assert french52.title("it") == "mazzo da 52 carte francesi" and french32.title("it") == "mazzo da 32 carte (dal 7 all'Asso)"
    assert french52.without("assi").title("it") == "mazzo da 52 carte francesi senza Assi"
    assert french52.without("assi").title("en") == "52-card French deck without Aces"
    assert french52.only("cuori").title("it") == "mazzo da 52 carte francesi: solo carte di cuori"


def test_the_milanese_deck_is_french40():
    assert milanese40 is french40 and get_deck("milanesi") is french40 and get_deck("milanese40") is french40
    assert get_deck("french32") is french32


def test_derived_decks_deal_shuffle_and_count():
    from kit.deal import deal, shuffle
    from kit.questions import HandCount

    hands = deal(french32, 4, 5, rng=0)
    assert all(card in french32 for hand in hands.hands for card in hand) and len(hands.stock) == 32 - 20
    assert sorted(map(french32.index, shuffle(french32, rng=1))) == list(range(32))
    aces = HandCount(french32, 5, french32.group("assi"))
    assert aces.K == 4 and aces.pmf()[1] == Fraction(comb(4, 1) * comb(28, 4), comb(32, 5))
    assert HandCount(french52.without("figure"), 3, "assi").pmf()[0] == Fraction(comb(36, 3), comb(40, 3))
    with pytest.raises(ValueError, match="no rank 'Z'"):
        HandCount.of_rank(italian40, 3, "Z")


def test_every_group_of_every_deck_is_named_in_both_languages():
    """A group's words come from the catalogue for every deck (the UNO jolly once had none)."""
    from kit.cards import DECKS

    for deck in DECKS.values():
        for name in deck.groups():
            group = deck.group(name)
            assert group.describe("it") and group.describe("en"), (deck.name, name)
    assert uno108.group("jolly").describe("it") == "jolly (Jolly e Jolly pesca quattro)"
    assert uno108.group("wild").describe("en") == "wild cards (Wild and Wild Draw Four)"


def test_a_rank_has_no_order_against_a_name_but_ranks_still_sort():
    """A teacher's trial: rank < "8" counted the letters' order (A, F, C, R after 8) silently."""
    king = italian40.parse("RC")
    with pytest.raises(TypeError, match="no order of its own"):
        king.rank < "8"
    with pytest.raises(TypeError, match="deck.numbering"):
        french52.parse("5H").rank >= "5"
    from kit.cards import ITALIAN_RANKS

    assert sorted({c.rank for c in italian40}) == sorted(ITALIAN_RANKS)
    assert italian40.numbering[king.rank] > 8
