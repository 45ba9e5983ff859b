"""The lessons' guesses (issue 24): every "write your guess first" prompt of a lesson with guess
boxes has exactly one box, whose id is a known guess; each exact answer re-derived another way;
the guess box (numbers as typed, choices, skip, one guess only, sent to the class only when in one)."""

import html
import itertools
import math
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest

from kit.cards import italian40
from kit.classroom import guesses as kg
from kit.classroom.guesses import GUESSES, LESSONS, how_text, parse_number, read_guess
from kit.classroom.items import known
from kit.classroom.session import ClassSession
from kit.i18n import CATALOGUE, LANGUAGES, t
from kit.store import classroom as cls
from kit.store.core import Store, url_for
from kit.tools.editions import ANSWER_TAG, BOX_TAG, BOXED_TAG, GUESS, GUESS_TAG, edition, fold_answers, is_guess_box
from kit.ui.guess_box import GuessBox, show_number

ROOT = Path(__file__).resolve().parents[1]


def prompts_and_boxes(cells):
    """``[(prompt paragraph, guess id of the box right after it or None)]`` of an edition's cells."""
    found = []
    for i, cell in enumerate(cells):
        if cell.cell_type == "markdown" and any(GUESS.match(p.lstrip()) for p in cell.source.split("\n\n")):
            after = cells[i + 1] if i + 1 < len(cells) else None
            box = None
            if after is not None and is_guess_box(after):
                box = after.source.split('guess_box("', 1)[1].split('"', 1)[0]
            found.append((cell.source, box))
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_guess_prompt_of_a_lesson_edition_has_one_box_with_a_known_id(lesson, lang):
    notebook = nbformat.read(ROOT / "notebooks" / lang / f"{lesson}.ipynb", as_version=4)
    found = prompts_and_boxes(notebook.cells)
    assert found and all(box is not None for _, box in found), [p[:60] for p, box in found if box is None]
    ids = [box for _, box in found]
    assert ids == [g.id for g in GUESSES.values() if g.lesson == lesson]  # each once, in lesson order
    boxes = [c for c in notebook.cells if is_guess_box(c)]
    assert len(boxes) == len(found)  # no box without its prompt
    # the box stays with the guess, unfolded; the answer after it is folded; the box showed a widget
    for cell in boxes:
        assert BOX_TAG in cell.metadata["tags"] and ANSWER_TAG not in cell.metadata["tags"]
        assert any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in cell.outputs)
    tagged = [c for c in notebook.cells if GUESS_TAG in c.metadata.get("tags", [])]
    assert len(tagged) == len(found) and all(BOXED_TAG in c.metadata["tags"] for c in tagged)
    # and the page joins a class once, before the first guess
    joins = [i for i, c in enumerate(notebook.cells) if c.cell_type == "code" and "join_box(LANG)" in c.source]
    first_box = next(i for i, c in enumerate(notebook.cells) if is_guess_box(c))
    assert len(joins) == 1 and joins[0] < first_box


def test_fold_answers_keeps_the_box_with_the_guess_and_folds_what_follows():
    md, code = nbformat.v4.new_markdown_cell, nbformat.v4.new_code_cell
    cells = fold_answers([md("## A"), md("**Before you read on, write down your guess:** how many?"),
                          code('guess_box("deal_hands.no_asso", LANG)'), code("x = 1"), md("The answer."),
                          md("## B"), md("Before you read on, write down your guess: which?"), md("Answer B."),
                          code('guess_box("deal_hands.hands", LANG)')])
    tags = [c.metadata.get("tags", []) for c in cells]
    assert tags == [[], [GUESS_TAG, BOXED_TAG], [BOX_TAG], [ANSWER_TAG], [ANSWER_TAG],
                    [], [GUESS_TAG], [ANSWER_TAG], [ANSWER_TAG]]  # a box not right after its guess is folded


def test_every_guess_has_its_words_in_both_languages_and_is_a_known_record_id():
    for g in GUESSES.values():
        assert cls.ID_PATTERN.fullmatch(g.id) and g.id.startswith(g.lesson + ".") and known("guess", g.id)
        for key in (g.question, *g.choices):
            assert set(CATALOGUE[key]) == set(LANGUAGES)
        if g.kind == "number":
            assert g.low <= g.exact <= g.high and g.low < g.high
    assert not known("guess", "deal_hands.nothing")


# --- the exact answers, counted another way -------------------------------------------------

def test_deal_hands_answers_counted_hand_by_hand():
    hands = list(itertools.combinations(italian40.cards, 3))
    with_asso = sum(any(c.rank == "A" for c in hand) for hand in hands)
    assert len(hands) == 9880 == math.comb(40, 3)
    assert GUESSES["deal_hands.hands"].right == "guess.choice.between_1000_100000"  # 1,000 ≤ 9,880 ≤ 100,000
    assert GUESSES["deal_hands.asso_in_100"].exact == Fraction(100 * with_asso, len(hands))
    assert GUESSES["deal_hands.no_asso"].exact == len(hands) - with_asso == 7140
    assert GUESSES["deal_hands.simulated"].exact == Fraction(20_000 * with_asso, len(hands))
    aces = [sum(c.rank == "A" for c in hand) for hand in hands]
    assert GUESSES["deal_hands.most_aces"].right == f"guess.choice.aces_{max(range(4), key=aces.count)}"
    p = with_asso / len(hands)
    assert abs(float(GUESSES["deal_hands.band_10"].exact) - 1.959964 * math.sqrt(p * (1 - p) / 10)) < 5e-5


def test_misconceptions_answers_counted_on_the_deck():
    deck = italian40.cards
    pays = [c.rank in ("A", "2", "3") for c in deck]
    # 12/40 is the mistake, 12/30 the answer: all 12 payment cards are among the 30 cards left
    assert sum(pays) == 12 and GUESSES["misconceptions.eleventh"].exact == Fraction(12, 40 - 10) != Fraction(12, 40)
    # a 5 on a Re: of the 38 cards left, 3 fives and 3 Re make a pattern
    left = [c for c in deck if c.rank in ("5", "R")]
    assert len(left) - 2 == 6 and GUESSES["misconceptions.pattern_seen"].exact == Fraction(6, 38)
    # the average over every hand of 2 cards, times 5/2 (linearity), and 5 · 12/40
    two = list(itertools.combinations(pays, 2))
    assert GUESSES["misconceptions.payment_cards"].exact == Fraction(sum(map(sum, two)), len(two)) * 5 / 2 == Fraction(3, 2)
    prior = Fraction(37, 247)  # 3/39 + 3/39 − 6/(39·38)
    assert prior == Fraction(3, 39) * 2 - Fraction(6, 39 * 38)
    slap = prior * Fraction(85, 100) / (prior * Fraction(85, 100) + (1 - prior) * Fraction(2, 100))
    assert GUESSES["misconceptions.slap"].exact == slap == Fraction(629, 713)


# --- the box ----------------------------------------------------------------------------------

@pytest.mark.parametrize("text, lang, value", [
    ("0,3", "en", Fraction(3, 10)), ("0.3", "it", Fraction(3, 10)), ("12/40", "it", Fraction(3, 10)),
    (" 28 ", "en", Fraction(28)), ("7.140", "it", Fraction(7140)), ("7,140", "en", Fraction(7140)),
    ("7,14", "en", Fraction(714, 100)), ("1/2,5", "it", Fraction(2, 5)), (".5", "en", Fraction(1, 2)),
    ("30%", "it", Fraction(3, 10)), ("12,5 %", "it", Fraction(1, 8)), ("100%", "en", Fraction(1)),
])
def test_a_number_is_read_with_a_point_a_comma_or_as_a_fraction(text, lang, value):
    assert parse_number(text, lang) == value


@pytest.mark.parametrize("text", ["", "abc", "1/0", "3.4.5", "1e5", "--3", "½", "12/", "0,3,4", "%", "30%%",
                                  "1/4%", "%30"])
def test_anything_else_is_refused(text):
    with pytest.raises(ValueError):
        parse_number(text, "en")


@pytest.fixture
def session(tmp_path, monkeypatch):
    monkeypatch.setenv("KIT_DATA_DIR", str(tmp_path))
    return ClassSession()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rubbish_and_numbers_out_of_range_are_refused_in_words(lang, session):
    box = GuessBox("misconceptions.eleventh", lang, session=session)
    how = t("guess.box.how_probability", lang)
    for text, expected in [("", t("guess.box.empty", lang)),
                           ("zero virgola tre", t("guess.box.bad_number", lang, text="zero virgola tre", how=how)),
                           ("3/2", t("guess.box.out_of_range", lang, text="3/2", how=how))]:
        box.text = text
        assert not box.submit() and not box.done
        assert expected in box.status.replace("&#x27;", "'") and 'role="alert"' in box.status
    assert box.words["how"] == how and "title" not in box.words
    assert box.words["question"] == t("guess.misconceptions.eleventh", lang)  # for a screen reader only


# --- what a number guess asks for: a count, a probability or a decimal ------------------------

def expected_unit(question: str) -> str:
    """A number guess's unit read from its English question's words: a chance (or how far a
    frequency strays) is a probability, an average a decimal, every other "how many" a count."""
    words = question.lower()
    if "what is the chance" in words or "how far" in words:
        return "probability"
    return "decimal" if "average" in words else "count"


def test_each_of_the_46_guesses_asks_for_what_its_question_asks():
    number = [g for g in GUESSES.values() if g.kind == "number"]
    assert len(GUESSES) == 46 and len(number) == 33
    assert {g.id: g.unit for g in number} == {g.id: expected_unit(t(g.question, "en")) for g in number}
    for g in number:
        how = how_text(g, "en")
        if g.unit == "count":  # a whole number in a whole range; "0.3" refused, whatever the range
            assert how.startswith("Write a whole number from") and g.low == int(g.low) and g.high == int(g.high)
            with pytest.raises(ValueError, match="looks like a probability"):
                read_guess(g, "0.3", "en")
            assert read_guess(g, str(int(g.high)), "en") == g.high
        elif g.unit == "probability":  # a probability from 0 to 1, a percentage taken
            assert (g.low, g.high) == (0, 1) and read_guess(g, "30%", "en") == Fraction(3, 10)
            assert read_guess(g, "0,3", "it") == read_guess(g, "12/40", "en") == Fraction(3, 10)
        else:  # an average: decimals taken, no percentage
            assert read_guess(g, "1,5", "it") == Fraction(3, 2) and g.high > 1
            with pytest.raises(ValueError, match="not a percentage"):
                read_guess(g, "30%", "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_count_refuses_a_probability_and_says_it_asks_for_a_whole_number(lang):
    per100, hands = GUESSES["deal_hands.asso_in_100"], GUESSES["deal_hands.no_asso"]
    comma = "," if lang == "it" else "."
    for typed in (f"0{comma}3", "12/40", "3/10"):  # 0.3 out of 100 hands: refused, 30 suggested
        with pytest.raises(ValueError) as refused:
            read_guess(per100, typed, lang)
        assert str(refused.value) == t("guess.box.count_not_p_100", lang, text=typed, example="30")
    assert "0 a 100" in str(refused.value) if lang == "it" else "0 to 100" in str(refused.value)
    with pytest.raises(ValueError) as refused:
        read_guess(per100, f"27{comma}5", lang)
    assert str(refused.value) == t("guess.box.whole", lang, text=f"27{comma}5", low="0", high="100")
    assert read_guess(per100, "27", lang) == read_guess(per100, "27%", lang) == 27  # 27% of 100 hands
    assert read_guess(per100, "0", lang) == 0
    # a count of 9,880 hands: a probability refused, no percentage, thousands marks read
    big = "9.880" if lang == "it" else "9,880"
    with pytest.raises(ValueError) as refused:
        read_guess(hands, f"0{comma}72", lang)
    assert str(refused.value) == t("guess.box.count_not_p", lang, text=f"0{comma}72", low="0", high=big)
    with pytest.raises(ValueError) as refused:
        read_guess(hands, "30%", lang)
    assert str(refused.value) == t("guess.box.no_percent", lang, how=t("guess.box.how_count", lang, low="0", high=big))
    assert read_guess(hands, "7.140" if lang == "it" else "7,140", lang) == 7140
    with pytest.raises(ValueError, match="9.880|9,880"):
        read_guess(hands, "9881", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_probability_takes_a_fraction_or_a_percentage_and_refuses_30_in_words(lang):
    g = GUESSES["misconceptions.eleventh"]
    assert read_guess(g, "30%", lang) == read_guess(g, "12/40", lang) == read_guess(g, "0,3", lang) == Fraction(3, 10)
    with pytest.raises(ValueError) as refused:
        read_guess(g, "30", lang)  # 30 out of 100? said, not guessed
    assert str(refused.value) == t("guess.box.not_p_100", lang, text="30", n="30", decimal="0,3" if lang == "it" else "0.3")
    for typed in ("101", "150%", "-0.1", "3/2"):
        with pytest.raises(ValueError) as refused:
            read_guess(g, typed, lang)
        assert str(refused.value) == t("guess.box.out_of_range", lang, text=typed, how=t("guess.box.how_probability", lang))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_box_refuses_a_probability_where_a_count_is_asked_and_shows_a_percentage_as_a_count(lang, session):
    box = GuessBox("deal_hands.asso_in_100", lang, session=session)
    assert box.words["how"] == t("guess.box.how_count", lang, low="0", high="100")
    box.text = "0,3"
    assert not box.submit() and not box.done and box.given is None
    assert html.escape(t("guess.box.count_not_p_100", lang, text="0,3", example="30")) in box.status
    box.text = "28%"
    assert box.submit() and box.given == 28
    exact = "≈ 27,7" if lang == "it" else "≈ 27.7"
    assert t("guess.box.result", lang, guess="28", exact=exact) in box.status
    chance = GuessBox("misconceptions.eleventh", lang, session=session)
    chance.text = "30%"
    assert chance.submit() and chance.given == Fraction(3, 10)
    assert t("guess.box.result", lang, guess="30% = " + ("0,3" if lang == "it" else "0.3"),
             exact="0,4" if lang == "it" else "0.4") in chance.status


@pytest.mark.parametrize("lang", LANGUAGES)
def test_alone_a_guess_is_shown_beside_the_exact_answer_and_nothing_is_stored(lang, session, tmp_path):
    box = GuessBox("misconceptions.eleventh", lang, session=session)
    box.text = "12/40"
    assert box.submit() and box.given == Fraction(3, 10) and box.done
    shown = box.status
    assert t("guess.box.result", lang, guess="12/40 = " + ("0,3" if lang == "it" else "0.3"),
             exact="0,4" if lang == "it" else "0.4") in shown
    assert box.sent is None and not list(tmp_path.iterdir())  # no store was even made
    box.text = "0.4"
    assert not box.submit() and box.given == Fraction(3, 10)  # one guess
    box.skip()
    assert not box.skipped and box.given == Fraction(3, 10)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_choice_says_right_or_not_and_skip_shows_the_exact_answer(lang, session):
    box = GuessBox("deal_hands.hands", lang, session=session)
    assert [key for key, _ in box.choices] == list(GUESSES["deal_hands.hands"].choices)
    assert [words for _, words in box.choices] == [t(key, lang) for key in GUESSES["deal_hands.hands"].choices]
    assert not box.submit() and t("guess.box.no_choice", lang) in box.status.replace("&#x27;", "'")
    box.choice = "guess.choice.fewer_1000_100000"
    assert box.submit()
    assert t("guess.box.result_choice", lang, guess=t("guess.choice.fewer_1000_100000", lang),
             exact=t("guess.choice.between_1000_100000", lang)) in box.status and t("guess.box.wrong", lang) in box.status
    right = GuessBox("deal_hands.most_aces", lang, session=session)
    right.choice = "guess.choice.aces_0"
    assert right.submit() and t("guess.box.right", lang) in right.status
    skipped = GuessBox("misconceptions.slap", lang, session=session)
    skipped.skip()
    assert skipped.done and skipped.skipped and skipped.given is None
    assert t("guess.box.skipped", lang, exact="629/713 ≈ " + ("0,882" if lang == "it" else "0.882")) in skipped.status
    skipped.text = "0.9"
    assert not skipped.submit()  # after a skip, no guess


def test_the_exact_answers_read_as_the_lessons_write_them():
    assert show_number(Fraction(7140), "it") == "7.140" and show_number(Fraction(3, 2), "en") == "1.5"
    assert show_number(Fraction(6850, 247), "it", 1) == "≈ 27,7"
    assert show_number(Fraction(1370000, 247), "en", 0) == "≈ 5,547"
    assert show_number(Fraction(3, 19), "en", 3) == "3/19 ≈ 0.158"


def test_in_a_class_the_first_guess_is_sent_once_and_a_skip_sends_nothing(session, tmp_path):
    store = Store(url_for(tmp_path))
    ref, _key = cls.start_class(store, "it")
    session.join(ref.code, "Ada")
    number = GuessBox("misconceptions.eleventh", "it", session=session)
    number.text = "0,3"
    assert number.submit() and number.sent.kept == 1
    assert t("guess.box.sent", "it") in number.status.replace("&#x27;", "'")
    number._heard(number, {"event": "guess", "text": "0,4", "choice": ""}, [])  # as the page sends it
    choice = GuessBox("deal_hands.hands", "it", session=session)
    choice._heard(choice, {"event": "guess", "text": "", "choice": "guess.choice.made_up"}, [])  # not a choice: refused
    assert not choice.done and t("guess.box.no_choice", "it") in choice.status.replace("&#x27;", "'")
    choice._heard(choice, {"event": "guess", "text": "", "choice": "guess.choice.more_1000_100000"}, [])
    choice._heard(choice, {"event": "guess", "text": "", "choice": "guess.choice.fewer_1000_100000"}, [])
    assert choice.given == "guess.choice.more_1000_100000"
    skipped = GuessBox("deal_hands.no_asso", "it", session=session)
    skipped._heard(skipped, {"event": "skip"}, [])
    assert skipped.done and skipped.sent is None
    view = cls.class_view(store, ref)
    assert {item: [(v, c) for _, v, c in rows] for item, rows in view.guesses.items()} == {
        "misconceptions.eleventh": [(0.3, None)], "deal_hands.hands": [(None, "guess.choice.more_1000_100000")]}


def test_the_other_lessons_answers_counted_another_way():
    from math import comb

    from kit.cards import uno108

    # UNO: 24 action cards and 4 Wilds among the 104 cards that can open the pile (a Wild Draw Four goes back)
    kinds = [c.rank for c in uno108.cards]
    action = sum(k in ("skip", "reverse", "draw2") for k in kinds)
    assert len(kinds) == 108 and action == 24 and kinds.count("wild") == kinds.count("wild4") == 4
    assert GUESSES["uno_probability.first_card"].exact == Fraction(100 * (action + 4), 108 - 4)
    # on the red 5: 18 other reds, 3 other-colour 5s, 8 wilds fit; 69 of the 107 other cards do not
    fits = sum(c.suit == "red" or c.rank == "5" or c.rank in ("wild", "wild4") for c in uno108.cards) - 1
    assert fits == 38
    assert GUESSES["uno_probability.no_card"].exact == 100 * Fraction(comb(107 - fits, 7), comb(107, 7))
    assert GUESSES["uno_probability.one_card"].exact == Fraction(100 * fits, 107)
    assert GUESSES["uno_probability.anna"].exact == (5 + 20 + 50) + (9 + 9 + 20) + (50 + 0)
    # Trentasette: the four 7s all among the other 26 cards; 3-5-8: the monte's 4 cards
    assert GUESSES["trentasette_probability.no_seven"].exact == 100 * Fraction(comb(26, 4), comb(52, 4))
    assert GUESSES["trentasette_probability.no_hearts"].exact == 100 * Fraction(comb(42, 13), comb(52, 13))
    assert GUESSES["tre_cinque_otto_probability.monte"].exact == 100 * (1 - Fraction(comb(48, 4), comb(52, 4)))
    at_least_4 = sum(comb(13, k) * comb(39, 6 - k) for k in (4, 5, 6))
    assert GUESSES["tre_cinque_otto_probability.hearts"].exact == 100 * Fraction(at_least_4, comb(52, 6))
    # Trentuno: 31 is an Ace and two of the three figures of its suit; Anna's 12 good cards of 37
    assert GUESSES["trentuno_probability.thirty_one"].exact == 10_000 * Fraction(4 * comb(3, 2), comb(40, 3))
    assert GUESSES["trentuno_probability.improve"].exact == Fraction(12, 37)
    # Un, due, tre: ordered triples; a pair is 3 cards of 39; the 52-card deck by inclusion-exclusion
    assert GUESSES["un_due_tre_probability.triples"].right == "guess.choice.between_10000_100000"  # 59,280
    assert GUESSES["un_due_tre_probability.pair"].exact == Fraction(100 * 3, 39)
    either52 = 2 * Fraction(3, 51) - Fraction(3 * 2, 51 * 50)
    assert either52 == Fraction(49, 425) < Fraction(37, 247)
    assert GUESSES["un_due_tre_probability.deck52"].right == "guess.choice.lower"


def test_a_measured_answer_is_said_to_be_the_lessons_simulation():
    box = GuessBox("un_due_tre_probability.faster", "it", session=ClassSession())
    box.text = "65"
    assert box.submit()
    assert t("guess.box.result_measured", "it", guess="65", exact="≈ 78,8") in box.status
    assert GUESSES["un_due_tre_probability.faster"].measured and not GUESSES["deal_hands.no_asso"].measured


# --- the box as the page draws it (guess_box.js in Chromium, on a blank page) ------------------------

DRAW = """async ([source, states]) => {
  const drawn = [];
  for (const state of states) {
    // anywidget loads guess_box.js once per widget model: a module of its own for each box
    const { default: widget } = await import(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
    const handlers = {};
    const model = { get: (key) => state[key], on: (event, f) => { (handlers[event] ||= []).push(f); }, send: () => {} };
    const el = document.createElement("div");
    document.body.append(el);
    const heard = [];
    document.body.addEventListener("kit-guess-done", (event) => { if (el.contains(event.target)) { heard.push(event.detail.id); } });
    widget.render({ model, el });
    state.done = true;
    (handlers["change:done"] || []).forEach((f) => f());
    await new Promise((resolve) => setTimeout(resolve, 0));
    const nodes = [el, ...el.querySelectorAll("*")];
    drawn.push({
      ids: nodes.filter((e) => e.id).map((e) => e.id),
      text: el.innerText,
      hidden: nodes.filter((e) => e.hidden).map((e) => [e.id, e.textContent]),
      named: nodes.filter((e) => e.getAttribute("aria-labelledby")).map((e) => [e.tagName, e.getAttribute("aria-labelledby"),
        e.getAttribute("role")]),
      labels: Object.fromEntries(nodes.filter((e) => e.id).map((e) => [e.id, e.textContent])),
      heard,
    });
  }
  return drawn;
}"""


def drawn_boxes(page, boxes: list[GuessBox]) -> list[dict]:
    """What guess_box.js draws for ``boxes`` in a real page (each box from its own import of the
    module, as anywidget loads it per widget model): each box's ids, visible words, words for a
    screen reader only, the elements named by ``aria-labelledby``, each id's words, and the
    ``kit-guess-done`` events heard."""
    states = [{"guess_id": b.guess_id, "kind": b.kind, "words": b.words, "choices": b.choices, "text": "",
               "choice": "", "status": "", "done": False} for b in boxes]
    page.set_content("<!doctype html><html><body></body></html>")
    return page.evaluate(DRAW, [(ROOT / "kit" / "ui" / "guess_box.js").read_text(encoding="utf-8"), states])


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_box_says_what_to_type_not_the_question_and_its_ids_are_its_own(lang, session, page):
    """The lesson's paragraph asks the question: the box shows its label and what to type, and holds
    the question for a screen reader only (the entry's and the choices' accessible name).  Three
    boxes on a page, two of them the same guess (a lesson shown twice): no id is used twice."""
    boxes = [GuessBox("deal_hands.asso_in_100", lang, session=session), GuessBox("deal_hands.asso_in_100", lang, session=session),
             GuessBox("deal_hands.hands", lang, session=session)]
    drawn = drawn_boxes(page, boxes)
    ids = [i for box in drawn for i in box["ids"]]
    assert len(ids) == len(set(ids)) == 4 + 4 + 2, ids  # question, label, entry, what to type; question, what to pick
    for box, shown in zip(boxes, drawn):
        question = t(box.guess.question, lang)
        assert question not in shown["text"] and t("guess.box.skip", lang) in shown["text"]
        assert [words for _, words in shown["hidden"]] == [question]  # the question: once, read out only
        (question_id, _), = shown["hidden"]
        (tag, named, role), = shown["named"]  # the entry, or the group of choices
        names = named.split()
        assert names[-1] == question_id and [shown["labels"][i] for i in names[:-1]] == (
            [t("guess.box.named", lang, what=t(f"guess.label.{box.guess_id}", lang))] if box.kind == "number"
            else [t("guess.box.pick", lang)])
        assert (tag, role) == (("INPUT", None) if box.kind == "number" else ("DIV", "radiogroup"))
        assert shown["heard"] == [box.guess_id]  # done: the page is told, once
    assert how_text(GUESSES["deal_hands.asso_in_100"], lang) in drawn[0]["text"]


LEAKS = {  # answers a lesson writes in other forms than the box's (the probability behind a count…)
    "deal_hands.asso_in_100": {"en": ("137/494", "2,740", "0.2773"), "it": ("137/494", "2.740", "0{,}2773", "0,2773")},
    "deal_hands.no_asso": {"en": ("7,140",), "it": ("7.140",)},
    "misconceptions.payment_cards": {"en": ("3/2",), "it": ("3/2",)},
}


def shown_words(cell) -> str:
    """What a page shows of a cell with its folds closed: a folded answer nothing, a Markdown cell
    its words, a code cell its outputs' words (the code itself is not shown)."""
    if ANSWER_TAG in cell.metadata.get("tags", []):
        return ""
    if cell.cell_type == "markdown":
        return cell.source
    return "\n".join(str(o.get("data", {}).get("text/markdown", o.get("data", {}).get("text/plain", o.get("text", ""))))
                     for o in cell.get("outputs", []))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS)
def test_each_guess_hides_its_answer_until_the_next_guess(lesson, lang):
    """With the folds closed, a guess's answer is nowhere on the page above the next guess's box:
    its fold holds something (a guess right before a heading folded nothing, and the section
    below it showed the answer), and no visible cell (the next prompt, a heading's words, an
    output) says the number the box asks for (nor, in :data:`LEAKS`, the same answer written
    another way)."""
    cells = nbformat.read(ROOT / "notebooks" / lang / f"{lesson}.ipynb", as_version=4).cells
    boxes = [i for i, c in enumerate(cells) if is_guess_box(c)]
    for k, i in enumerate(boxes):
        gid = cells[i].source.split('guess_box("', 1)[1].split('"', 1)[0]
        assert i + 1 < len(cells) and ANSWER_TAG in cells[i + 1].metadata.get("tags", []), f"{gid}: nothing folded"
        g = GUESSES[gid]
        answers = list(LEAKS.get(gid, {}).get(lang, ()))
        if g.kind == "number":
            answers += [a for a in kg.answer_text(g, lang).replace("≈ ", "").split(" ") if sum(ch.isdigit() for ch in a) >= 3]
        above_next = boxes[k + 1] if k + 1 < len(boxes) else len(cells)
        for j in range(above_next):
            said = shown_words(cells[j])
            assert not [a for a in answers if a in said], (gid, cells[j].get("id"), said[:300])


def test_every_number_box_is_named_by_what_it_asks_and_no_two_of_a_lesson_alike():
    """A page's boxes were all named "Your guess" (a screen reader's list of fields could not tell
    them apart): each number guess's label says what it asks, in both languages, and within a
    lesson no two labels are the same."""
    from kit.ui.guess_box import label_text

    for lang in LANGUAGES:
        for lesson in LESSONS:
            labels = [label_text(g, lang) for g in GUESSES.values() if g.lesson == lesson and g.kind == "number"]
            assert len(set(labels)) == len(labels), labels
            assert all(label.startswith(t("guess.box.number", lang) + ": ") and len(label) < 90 for label in labels)
    assert label_text(GUESSES["deal_hands.asso_in_100"], "en") == "Your guess: hands with at least one Asso, out of 100"
    assert label_text(GUESSES["deal_hands.asso_in_100"], "it") == "La tua stima: mani con almeno un Asso, su 100"
