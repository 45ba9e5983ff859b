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


def test_each_game_catalogue_keeps_its_prefix_and_card_names_stay_common():
    from kit.i18n import ORIGIN
    from kit.games import games

    from kit.cards import UNO_COLOURS, UNO_VALUES, UNO_WILDS

    # UNO's card names ("uno.skip", "uno.colour.red", …) are common to the kit even though the
    # UNO game's own prefix is "uno" too: its catalogue adds events and words, never card names
    uno_card_names = ({f"uno.{v}" for v in UNO_VALUES + UNO_WILDS} | {f"uno.colour.{c}" for c in UNO_COLOURS}
                      | {"uno.coloured"})
    for game in games().values():
        own = [key for key, module in ORIGIN.items() if module == f"kit.i18n.{game.NAME}"]
        assert own and all(key.startswith(game.PREFIX + ".") for key in own)
        assert not any(key.startswith(("rank.", "suit.", "card.")) or key in uno_card_names for key in own)
    assert {ORIGIN[k] for k in CATALOGUE if k.startswith(("rank.", "suit.", "card."))} == {"kit.i18n.common"}
    assert {ORIGIN[k] for k in uno_card_names & set(CATALOGUE)} == {"kit.i18n.common"}
    assert {k for k in uno_card_names if k not in CATALOGUE} == {"uno.0", "uno.1", "uno.2", "uno.3", "uno.4", "uno.5",
                                                                  "uno.6", "uno.7", "uno.8", "uno.9"}  # numbers need no name


def test_plural_forms_follow_the_count_in_both_languages():
    assert [t("udt.packet", "it", n=n) for n in (0, 1, 2)] == ["0 carte", "1 carta", "2 carte"]
    assert [t("udt.packet", "en", n=n) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    pile = [t("udt.event.pile_taken", "it", player="Anna", amount=n, index=1) for n in (1, 3)]
    assert pile == ["Anna prende la pila (1 carta): presa n. 1.", "Anna prende la pila (3 carte): presa n. 1."]


def test_plural_specs_in_both_languages_use_the_same_counts():
    specs = {}
    for key, entry in CATALOGUE.items():
        for lang in LANGUAGES:
            specs[key, lang] = sorted({name for _, name, spec, _ in string.Formatter().parse(entry[lang])
                                       if name and spec and "|" in spec})
        assert specs[key, "it"] == specs[key, "en"], key


def test_a_catalogue_added_at_run_time_is_checked():
    from kit.i18n import add_catalogue

    with pytest.raises(ValueError, match="must start with 'zz.'"):
        add_catalogue("zz", {"other.key": {"it": "a", "en": "b"}})
    with pytest.raises(ValueError, match="exactly the languages"):
        add_catalogue("zz", {"zz.key": {"it": "a"}})
    with pytest.raises(ValueError, match="already defined"):
        add_catalogue("deal", {"deal.button": {"it": "x", "en": "y"}})


def test_minus_one_takes_the_singular_too():
    assert t("turn.points", "it", n=-1, text="−1") == "−1 punto"
    assert t("turn.points", "en", n=-1, text="−1") == "−1 point"
    assert t("turn.points", "en", n=-2, text="−2") == "−2 points" and t("turn.points", "it", n=0, text="0") == "0 punti"


def test_the_italian_article_before_a_card_name():
    """``{card:il}`` / ``{card:Il}``: the definite article a teacher writes before a card's name."""
    from kit.cards import french52, italian40
    from kit.i18n import t

    def named(code, deck=french52):
        return deck.parse(code).name("it")

    assert t("udt.event.payment_card_slapped", "it", cards=named("2D", italian40)) == (
        "Con la battuta nessuno paga per il 2 di denari.")
    assert t("t37.app.choose.take", "it", card=named("7H")) == "Il 7 di cuori: quale presa?"
    assert t("t37.app.choose.take", "it", card=named("8S")) == "L'8 di picche: quale presa?"
    assert t("t37.app.choose.take", "it", card=named("AC")) == "L'Asso di fiori: quale presa?"
    assert t("t37.app.choose.take", "it", card=named("QD")) == "La Donna di quadri: quale presa?"
    assert t("t37.app.choose.take", "it", card=named("JS")) == "Il Fante di picche: quale presa?"
    assert t("t37.app.choose.take", "en", card=named("7H")) == "7 di cuori: which capture?"  # English has no spec


def test_the_italian_preposition_a_takes_a_d_before_a_name_beginning_with_a():
    from kit.i18n import t

    assert t("tco.event.gave", "it", player="Bruno", other="Anna") == "Bruno dà una carta ad Anna."
    assert t("tco.event.gave", "it", player="Anna", other="Bruno") == "Anna dà una carta a Bruno."
    assert t("tco.event.gave", "it", player="Anna", other="Elena") == "Anna dà una carta a Elena."
    assert t("tco.event.gave", "en", player="Bruno", other="Anna") == "Bruno gives a card to Anna."
