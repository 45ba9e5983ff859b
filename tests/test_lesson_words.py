"""A lesson page's words come from its catalogue, asked for by short keys (kit.lessons.words)."""

import pytest

from kit.i18n import CATALOGUE, LANGUAGES
from kit.lessons.words import Words

PAGES = ("tco.prob", "uno.prob", "t37.prob", "udt.prob", "t31.prob", "mis", "deal_hands", "gallery")


@pytest.mark.parametrize("prefix", PAGES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_page_finds_its_words_in_both_languages(prefix, lang):
    say = Words(prefix, lang)
    own = [key for key in CATALOGUE if key.startswith(prefix + ".")]
    assert own and all(CATALOGUE[key][lang] for key in own)


def test_a_chart_takes_its_words_as_a_group_and_a_sentence_its_numbers():
    say = Words("tco.prob", "it")
    assert say.group("hearts_chart") == {"title": "Cuori fra le prime 6 carte", "xlabel": "cuori fra le 6 carte, k",
                                         "ylabel": "probabilità", "exact_label": "esatta (ipergeometrica)",
                                         "simulated_label": "20.000 mani a caso (mescolata n. 1)"}
    assert say("hearts.head", seed=3).endswith("20.000 mani, mescolata n. 3 (intervallo di confidenza al 95%) |")
    assert "$6 \\cdot 13/52 = 1{,}5$" in say("hearts.summary", four_up="a", none="b", one="c", two="d")


def test_unknown_words_are_refused_clearly():
    with pytest.raises(ValueError, match="use one of"):
        Words("tco.prob", "fr")
    with pytest.raises(ValueError, match="no catalogue entry"):
        Words("nothing.here", "en")
    with pytest.raises(KeyError, match="no catalogue entries start with 'tco.prob.nope.'"):
        Words("tco.prob", "en").group("nope")


def test_a_number_takes_the_marks_of_the_language():
    from kit.lessons.words import number

    assert [number(0.14983, ".4f", lang) for lang in ("en", "it")] == ["0.1498", "0,1498"]
    assert [number(-0.0012, "+.4f", lang) for lang in ("en", "it")] == ["-0.0012", "-0,0012"]
    assert [number(20000, ",", lang) for lang in ("en", "it")] == ["20,000", "20.000"]
    with pytest.raises(ValueError, match="use one of"):
        number(1, "d", "fr")
