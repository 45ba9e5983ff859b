"""Cards and decks: RULES.md C-4 compositions, names, short codes."""

from collections import Counter

import pytest
from hypothesis import given, strategies as st

from kit.cards import DECKS, Card, french40, french52, get_deck, italian40, uno108


def test_C4_deck_sizes():
    assert {name: len(deck) for name, deck in DECKS.items()} == {
        "italian40": 40, "french40": 40, "french52": 52, "uno108": 108}


def test_C4_italian40_suits_and_ranks():
    assert Counter(c.suit for c in italian40) == {"coppe": 10, "denari": 10, "bastoni": 10, "spade": 10}
    assert [c.rank for c in italian40 if c.suit == "denari"] == ["A", "2", "3", "4", "5", "6", "7", "F", "C", "R"]
    assert len(set(italian40.cards)) == 40
    assert italian40.numbering == {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "F": 8, "C": 9, "R": 10}


def test_C4_french40_drops_8_9_10_and_renumbers_figures():
    ranks = {c.rank for c in french40}
    assert ranks == {"A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"}
    assert (french40.numbering["J"], french40.numbering["Q"], french40.numbering["K"]) == (8, 9, 10)
    assert set(french40.cards) < set(french52.cards)


def test_C4_french52_thirteen_per_suit():
    assert Counter(c.suit for c in french52) == {"hearts": 13, "diamonds": 13, "clubs": 13, "spades": 13}
    assert french52.numbering["10"] == 10 and french52.numbering["K"] == 13


def test_C4_uno108_exact_composition():
    counts = Counter(uno108.cards)
    for colour in ("red", "yellow", "green", "blue"):
        assert counts[Card("0", colour)] == 1
        for value in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "skip", "reverse", "draw2"]:
            assert counts[Card(value, colour)] == 2, (value, colour)
    assert counts[Card("wild", "wild")] == 4
    assert counts[Card("wild4", "wild")] == 4
    assert sum(counts.values()) == 108
    assert len(counts) == 4 * 13 + 2


def test_card_is_immutable_and_hashable():
    card = Card("7", "denari")
    with pytest.raises(AttributeError):
        card.rank = "6"  # type: ignore[misc]
    assert {card: 1}[Card("7", "denari")] == 1
    assert Card("7", "denari") != Card("7", "coppe")


def test_card_rejects_impossible_ranks():
    with pytest.raises(ValueError, match="rank '8' does not exist for suit 'coppe'"):
        Card("8", "coppe")
    with pytest.raises(ValueError, match="unknown suit"):
        Card("A", "stars")
    with pytest.raises(ValueError):
        Card("5", "wild")


@pytest.mark.parametrize("code, it, en", [
    ("AC", "Asso di coppe", "Ace of cups"),
    ("7D", "7 di denari", "7 of coins"),
    ("RS", "Re di spade", "King of swords"),
    ("FB", "Fante di bastoni", "Knave of batons"),
    ("CD", "Cavallo di denari", "Knight of coins"),
])
def test_italian_names(code, it, en):
    card = italian40.parse(code)
    assert (card.name("it"), card.name("en")) == (it, en)


@pytest.mark.parametrize("deck, code, it, en", [
    (french52, "TH", "10 di cuori", "10 of hearts"),
    (french52, "QS", "Donna di picche", "Queen of spades"),
    (french40, "JD", "Fante di quadri", "Jack of diamonds"),
    (uno108, "W+4", "Jolly pesca quattro", "Wild Draw Four"),
    (uno108, "W", "Jolly", "Wild"),
    (uno108, "R5", "5 rosso", "Red 5"),
    (uno108, "Y+2", "Pesca due giallo", "Yellow Draw Two"),
    (uno108, "GS", "Salta verde", "Green Skip"),
    (uno108, "BR", "Inverti blu", "Blue Reverse"),
])
def test_other_names(deck, code, it, en):
    card = deck.parse(code)
    assert (card.name("it"), card.name("en")) == (it, en)


@pytest.mark.parametrize("name", list(DECKS))
def test_every_code_round_trips(name):
    deck = DECKS[name]
    for card in deck:
        assert deck.parse(card.code) == card
    assert deck.parse_many(deck.format(deck.cards)) == deck.cards


@given(st.data())
def test_parse_is_case_and_space_insensitive(data):
    deck = data.draw(st.sampled_from(list(DECKS.values())))
    card = data.draw(st.sampled_from(deck.cards))
    messy = " " + card.code.lower() + "  "
    assert deck.parse(messy) == card


def test_french_ten_reads_both_ways_and_formats_as_T():
    assert french52.parse("10h") == french52.parse("TH") == Card("10", "hearts")
    assert Card("10", "hearts").code == "TH"


@pytest.mark.parametrize("deck, bad", [(italian40, "8C"), (italian40, "AH"), (french40, "9S"),
                                      (french52, "1S"), (uno108, "R10"), (uno108, "W4"), (italian40, "")])
def test_parse_rejects_codes_of_other_decks(deck, bad):
    with pytest.raises(ValueError, match="is not a card code of " + deck.name):
        deck.parse(bad)


def test_same_code_means_different_cards_in_different_decks():
    assert italian40.parse("AC").suit == "coppe"
    assert french52.parse("AC").suit == "clubs"


def test_get_deck_names_the_decks_on_error():
    assert get_deck("uno108") is uno108
    with pytest.raises(ValueError, match="italian40, french40, french52, uno108"):
        get_deck("tarocchi")


def test_sort_is_deck_order():
    hand = italian40.parse_many("RS 7D AC")
    assert italian40.format(italian40.sort(hand)) == "AC 7D RS"


def test_decks_are_hashable_and_their_numbering_read_only():
    assert {italian40: 1}[get_deck("italian40")] == 1
    assert italian40 != french40 and len({italian40, french40, french52, uno108}) == 4
    with pytest.raises(TypeError):
        italian40.numbering["A"] = 99  # type: ignore[index]
    assert italian40.numbering["A"] == 1


def test_one_object_per_card_kept_through_copies_and_pickles():
    import copy
    import pickle

    red5 = Card("5", "red")
    assert red5 is Card("5", "red") is uno108.parse("R5") is Card(rank="5", suit="red")
    assert pickle.loads(pickle.dumps(red5)) is red5 and copy.deepcopy(red5) is red5 and copy.copy(red5) is red5
    assert uno108.cards.count(red5) == 2 and len({red5, Card("5", "red"), Card("6", "red")}) == 2
    assert red5 != Card("5", "blue") and red5 != "R5"
    with pytest.raises(ValueError, match="rank '11' does not exist"):
        Card("11", "red")
    with pytest.raises(ValueError, match="rank '11' does not exist"):  # a refused card is never kept
        Card("11", "red")


def test_read_takes_codes_or_cards_of_its_deck_only():
    from kit.cards import Card, italian40, uno108

    assert italian40.read("AC FC 7D") == italian40.parse_many("AC FC 7D")
    assert italian40.read(["AC", Card("F", "coppe")]) == (Card("A", "coppe"), Card("F", "coppe"))
    assert uno108.read("R5 B+2 W") == uno108.parse_many(["R5", "B+2", "W"])
    with pytest.raises(ValueError, match="not cards of italian40"):
        italian40.read([Card("10", "hearts")])
    with pytest.raises(ValueError, match="not a card code of italian40"):
        italian40.read(["7X"])
