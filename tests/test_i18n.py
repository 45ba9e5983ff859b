"""The one catalogue: both languages everywhere, same placeholders, clear errors."""

import string

import pytest

from kit.i18n import CATALOGUE, LANGUAGES, fmt_decimal, fmt_int, t


def fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_every_entry_has_both_languages_with_the_same_placeholders(key):
    entry = CATALOGUE[key]
    assert set(entry) == set(LANGUAGES)
    assert all(entry[lang].strip() for lang in LANGUAGES)
    assert fields(entry["it"]) == fields(entry["en"])


def test_lookup_and_errors():
    assert t("deal.button", "it") == "Distribuisci"
    assert t("deal.player", "en", n=3) == "Player 3"
    with pytest.raises(ValueError, match="use one of it, en"):
        t("deal.button", "fr")
    with pytest.raises(KeyError, match="keys starting 'deal'"):
        t("deal.nothing")


def test_number_formats_follow_the_language():
    assert (fmt_int(20000, "it"), fmt_int(20000, "en")) == ("20.000", "20,000")
    assert (fmt_decimal(0.27733, "it"), fmt_decimal(0.27733, "en")) == ("0,2773", "0.2773")
