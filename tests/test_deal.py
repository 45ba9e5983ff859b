"""Shuffling and dealing: RULES.md C-1, C-2, C-3."""

import subprocess
import sys

import numpy as np
import pytest

from kit.cards import Card, Deck, french52, italian40, uno108
from kit.deal import deal, deal_from, explicit_deal, make_rng, shuffle, validate_cards


def test_C2_same_seed_same_deal_and_different_seed_different_deal():
    a = deal(italian40, 4, 10, rng=123)
    b = deal(italian40, 4, 10, rng=123)
    c = deal(italian40, 4, 10, rng=124)
    assert a == b
    assert a.hands != c.hands


def test_C2_same_seed_same_deal_in_a_fresh_process():
    code = "from kit.deal import deal; print(deal('french52', 4, 5, rng=99).deck.format(deal('french52', 4, 5, rng=99).all_cards()))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    here = deal(french52, 4, 5, rng=99)
    assert out == french52.format(here.all_cards())


def test_C2_pinned_first_cards_for_seed_2024():
    # numpy's PCG64 stream is the same on every machine; this pins the deal the notebooks show
    dealt = deal("italian40", 4, 3, rng=2024)
    assert [italian40.format(h) for h in dealt.hands] == ["6C CD FC", "2S RC 6S", "3D 4B CS", "4D 7B RS"]


def test_C2_cards_dealt_one_at_a_time_from_seat_0():
    pack = italian40.cards  # unshuffled: AC 2C 3C ...
    dealt = deal_from(italian40, pack, 3, 2)
    assert [italian40.format(h) for h in dealt.hands] == ["AC 4C", "2C 5C", "3C 6C"]
    assert dealt.stock == pack[6:]


def test_C2_whole_deck_with_uneven_hands():
    dealt = deal(italian40, 3, rng=5)
    assert [len(h) for h in dealt.hands] == [14, 13, 13]
    assert dealt.stock == ()
    assert sorted(map(italian40.index, dealt.all_cards())) == list(range(40))


def test_C2_a_generator_is_continued_not_restarted():
    rng = np.random.default_rng(8)
    first = shuffle(italian40, rng)
    second = shuffle(italian40, rng)
    assert first != second
    assert first == shuffle(italian40, 8)


@pytest.mark.parametrize("deck", [italian40, french52, uno108])
@pytest.mark.parametrize("players, each", [(1, 0), (2, 7), (5, 8), (10, 4)])
def test_deal_keeps_every_card(deck, players, each):
    dealt = deal(deck, players, each, rng=players * 100 + each)
    assert [len(h) for h in dealt.hands] == [each] * players
    assert sorted(map(repr, dealt.all_cards())) == sorted(map(repr, deck.cards))


def test_deal_refuses_more_cards_than_the_deck_holds():
    with pytest.raises(ValueError, match="5 hands of 9 cards need 45 cards, but italian40 has 40; at most 8 each"):
        deal(italian40, 5, 9, rng=1)
    with pytest.raises(ValueError, match="players must be"):
        deal(italian40, 0, 3, rng=1)


@pytest.mark.parametrize("bad", [None, 1.5, "7", -1, True])
def test_make_rng_refuses_unseeded_or_bad_seeds(bad):
    with pytest.raises((TypeError, ValueError)):
        make_rng(bad)


def test_C3_explicit_deal_from_codes_with_the_rest_as_stock():
    dealt = explicit_deal(italian40, ["7D RC", "AS 2S"], table="3B")
    assert dealt.hands == (italian40.parse_many("7D RC"), italian40.parse_many("AS 2S"))
    assert dealt.table == (Card("3", "bastoni"),)
    assert len(dealt.stock) == 35 and Card("7", "denari") not in dealt.stock
    assert dealt.stock[0] == Card("A", "coppe")  # rest in deck order


def test_C3_explicit_deal_names_duplicated_cards():
    with pytest.raises(ValueError, match=r"duplicated: 7D \(2 times, the deck has 1\)"):
        explicit_deal(italian40, ["7D RC", "7D"])


def test_C3_explicit_deal_names_foreign_cards():
    with pytest.raises(ValueError, match="not in italian40: 8 of hearts"):
        explicit_deal(italian40, [[Card("8", "hearts")]])
    # a French Ace of clubs is named in full: its code AC would read as the Asso di coppe here
    with pytest.raises(ValueError, match="not in italian40: Ace of clubs"):
        explicit_deal(italian40, [[Card("A", "clubs")]])


def test_C3_explicit_deal_names_missing_cards():
    with pytest.raises(ValueError, match="missing: .*RS"):
        explicit_deal(italian40, ["AC"], stock=" ".join(c.code for c in italian40.cards[1:-1]))


def test_C3_explicit_deal_counts_uno_copies():
    explicit_deal(uno108, ["R5 R5", "W+4 W+4 W+4 W+4"])  # two Red 5s and four W+4 exist
    with pytest.raises(ValueError, match=r"R5 \(3 times, the deck has 2\)"):
        explicit_deal(uno108, ["R5 R5 R5"])
    with pytest.raises(ValueError, match=r"R0 \(2 times, the deck has 1\)"):
        explicit_deal(uno108, ["R0", "R0"])


def test_C3_partial_position_allowed_when_not_complete():
    validate_cards(italian40, italian40.parse_many("AC 2C"), complete=False)
    with pytest.raises(ValueError, match="missing"):
        validate_cards(italian40, italian40.parse_many("AC 2C"), complete=True)


def test_C3_unreadable_codes_are_all_reported_with_the_scheme():
    with pytest.raises(ValueError, match="not card codes of italian40: 'ZZ', '8D'; codes are rank"):
        explicit_deal(italian40, ["AC ZZ 8D"])
    with pytest.raises(ValueError, match="one entry per seat"):
        explicit_deal(italian40, "7D RC")
    with pytest.raises(ValueError, match="not a card code"):
        italian40.parse("7\u017f")  # a long s is not an S, even though upper() folds it


def test_C3_codes_and_cards_mix_and_blank_codes_are_skipped():
    dealt = explicit_deal(italian40, [["7D", Card("R", "coppe"), ""]], complete=False, stock=())
    assert dealt.hands == (italian40.parse_many("7D RC"),)


def test_C2_C3_deal_from_validates_the_pack():
    with pytest.raises(ValueError, match=r"duplicated: 7D \(40 times"):
        deal_from(italian40, [Card("7", "denari")] * 40, 4, 10)
    with pytest.raises(ValueError, match="not in italian40"):
        deal_from(italian40, french52.cards[:40], 4, 10)
    with pytest.raises(ValueError, match=r"but the pack \(10 cards of italian40\) has 10"):
        deal_from("italian40", italian40.cards[:10], 3, 5, complete=False)
    dealt = deal_from("italian40", "AC 2C 3C 4C", 2, complete=False)
    assert [italian40.format(h) for h in dealt.hands] == ["AC 3C", "2C 4C"]


def test_counts_refuse_bools_and_do_not_overflow():
    with pytest.raises(ValueError, match="players must be"):
        deal(italian40, True, 3, rng=1)
    with pytest.raises(ValueError, match="cards_each must be"):
        deal(italian40, 2, True, rng=1)
    with pytest.raises(ValueError, match="20 hands of 7 cards need 140 cards"):
        deal(italian40, np.int8(20), np.int8(7), rng=1)
    assert deal(italian40, np.int64(2), np.int16(3), rng=1).players == 2


def test_deal_repr_is_stable_text():
    dealt = explicit_deal(italian40, ["7D RC", "AS"], complete=False, stock="2C")
    assert repr(dealt) == "Deal(italian40, 2 hands)\n  seat 0: 7D RC\n  seat 1: AS\n  stock: 1 cards"


def test_shuffle_of_a_custom_small_deck():
    four = Deck("four", "italian", italian40.cards[:4])
    assert sorted(map(four.index, shuffle(four, 3))) == [0, 1, 2, 3]
    with pytest.raises(ValueError, match="'RS' is not a card code of four; codes are rank"):
        four.parse("RS")
