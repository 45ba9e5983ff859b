"""Two editions from one source: the committed notebooks/, solutions/ and exercises/ editions are
exactly what kit.tools.editions writes from source/ (cells and sources; nbval checks the outputs)."""

from pathlib import Path

import nbformat
import pytest

from kit.i18n import LANGUAGES
from kit.tools.editions import edition, same_cells, sources
from kit.tools.exercises import make_exercise

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sources()


def test_every_notebook_and_sheet_has_a_source_and_nothing_else_is_an_edition():
    made = {(kind, lang, path.name) for kind, path in SOURCES for lang in LANGUAGES}
    committed = {(kind, p.parent.name, p.name) for kind in ("notebooks", "solutions")
                 for p in (ROOT / kind).glob("*/*.ipynb") if ".ipynb_checkpoints" not in p.parts}
    assert committed == made
    exercises = {(p.parent.name, p.name) for p in (ROOT / "exercises").glob("*/*.ipynb")}
    assert exercises == {(lang, path.name) for kind, path in SOURCES if kind == "solutions" for lang in LANGUAGES}


@pytest.mark.parametrize("kind, path", SOURCES, ids=lambda x: x if isinstance(x, str) else x.stem)
def test_committed_editions_are_what_the_generator_writes(kind, path):
    source = nbformat.read(path, as_version=4)
    for lang in LANGUAGES:
        made = edition(source, lang, path.name)
        committed = nbformat.read(ROOT / kind / lang / path.name, as_version=4)
        assert same_cells(made, committed), f"{kind}/{lang}/{path.name} differs from its source: run make editions"
        assert committed.metadata["kit"]["edition"] == lang
        if kind == "solutions":
            exercise = nbformat.read(ROOT / "exercises" / lang / path.name, as_version=4)
            assert same_cells(make_exercise(made), exercise)


def test_every_edition_links_the_same_page_in_the_other_language():
    for kind, path in SOURCES:
        for lang, other in (("it", "en"), ("en", "it")):
            first = nbformat.read(ROOT / kind / lang / path.name, as_version=4).cells[0]
            assert first.cell_type == "markdown" and f"](../{other}/{path.name})" in first.source
            assert (ROOT / kind / other / path.name).exists()


def test_an_edition_keeps_its_own_cells_and_sets_its_language():
    source = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("Ciao", metadata={"lang": "it"}),
        nbformat.v4.new_markdown_cell("Hello", metadata={"lang": "en"}),
        nbformat.v4.new_code_cell('LANG = "en"', metadata={"tags": ["parameters"]}),
        nbformat.v4.new_code_cell("print(LANG)"),
    ])
    italian = edition(source, "it")
    assert [c.source.split("  #")[0] for c in italian.cells] == ["Ciao", 'LANG = "it"', "print(LANG)"]
    assert [c.source.split("  #")[0] for c in edition(source, "en").cells] == ["Hello", 'LANG = "en"', "print(LANG)"]
    assert "lingua di questa edizione" in italian.cells[1].source
    assert source.cells[2].source == 'LANG = "en"'  # the source is left as it was
    with pytest.raises(ValueError, match="one of"):
        edition(source, "fr")
    source.cells[2].metadata = {}
    with pytest.raises(ValueError, match="parameters"):
        edition(source, "it")


@pytest.mark.parametrize("path", sorted((ROOT / "solutions").glob("*/*.ipynb")), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_solution_edition_was_run_against_its_keys_and_is_right(path):
    notebook = nbformat.read(path, as_version=4)
    checks = sum(c.source.count("check(") for c in notebook.cells if c.cell_type == "code")
    shown = "".join(o.get("text", "") + str(o.get("data", {}).get("text/plain", ""))
                    for c in notebook.cells if c.cell_type == "code" for o in c.outputs)
    assert shown.count("✔") == checks and "✘" not in shown


def test_every_kept_chart_is_shown_by_a_page_and_every_chart_shown_is_kept():
    """kit/lessons/data/charts holds exactly the charts the committed pages show (make editions)."""
    from kit.tools.editions import shown_charts
    from kit.ui.plots import CHARTS

    shown = shown_charts()
    kept = {path.stem for path in CHARTS.glob("*.png")}
    assert shown, "no page shows a kept chart"
    assert shown == kept, f"shown but not kept: {sorted(shown - kept)}; kept but not shown: {sorted(kept - shown)}"


def test_a_lesson_page_with_charts_runs_without_loading_matplotlib():
    """Its charts come from the kept files: a class's kernels stay small and start fast."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(ROOT / "notebooks" / "en" / "deal_hands.ipynb", as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell("import sys\nprint(sorted(m for m in ('matplotlib', 'numba', 'scipy') if m in sys.modules))"))
    NotebookClient(nb, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(ROOT / "notebooks" / "en")}}).execute()
    assert nb.cells[-1].outputs[0]["text"].strip() == "[]"


def test_words_about_the_code_become_a_cell_of_their_own_that_the_app_view_leaves_out():
    from kit.tools.editions import NOTEBOOK_ONLY, split_notebook_only

    cell = nbformat.v4.new_markdown_cell("The columns say what happened.\n\nIn JupyterLab (the notebook view) "
                                         "the search is `long_game_search(seed)`.\n\nIt calls `longest_games`.")
    cell["id"] = "sec6"
    prose, about_code = split_notebook_only(cell)
    assert prose.source == "The columns say what happened." and NOTEBOOK_ONLY not in prose.metadata.get("tags", [])
    assert about_code.source.startswith("In JupyterLab (the notebook view)") and about_code.source.endswith("`longest_games`.")
    assert about_code.metadata["tags"] == [NOTEBOOK_ONLY] and about_code["id"] == "sec6-code"
    only = nbformat.v4.new_markdown_cell("In JupyterLab (la vista da quaderno) si vede il codice.")
    assert [c.metadata.get("tags") for c in split_notebook_only(only)] == [[NOTEBOOK_ONLY]]
    plain = nbformat.v4.new_markdown_cell("No code here.\n\nNor here.")
    assert split_notebook_only(plain) == [plain]


GAMES = {"tre_cinque_otto": "3-5-8", "trentasette": "Trentasette", "trentuno": "Trentuno",
         "un_due_tre": "Un, due, tre", "uno": "UNO"}
"""Each game's name, as a page's title says it in both languages (the file names' prefixes)."""

KINDS = {"app": {"it": "gioca", "en": "play"}, "walkthrough": {"it": "passo per passo", "en": "step by step"},
         "probability": {"it": "i numeri dietro", "en": "the numbers behind"}}
"""What each kind of game page is, in its title's words."""

TOPICS = {"card_gallery": {"it": "Galleria delle carte", "en": "Card gallery"},
          "class_dashboard": {"it": "la pagina dell'insegnante", "en": "the teacher's page"},
          "class_experiment": {"it": "L'esperimento della classe", "en": "The class experiment"},
          "deal_hands": {"it": "Distribuisci le carte", "en": "Deal hands"},
          "index": {"it": "giochi di carte e probabilità", "en": "card games and probability"},
          "misconceptions": {"it": "Errori tipici di probabilità", "en": "Common mistakes in probability"},
          "teacher_guide": {"it": "Guida per l'insegnante", "en": "Teacher's guide"},
          "teacher_problems": {"it": "Scrivi il tuo problema", "en": "Write your own problem"}}
"""The pages of no one game: the topic their title names."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_pages_tab_title_names_its_own_game_or_topic(lang):
    """The browser tab shows the notebook's ``title`` (tests/test_browser_server.py checks the tab
    says it): the 3-5-8 app's said «Trentuno: gioca contro il computer» in both editions (issue 33).
    Every page of a game names that game, and no other, and what kind of page it is; every other
    page names its topic."""
    pages = sorted((ROOT / "notebooks" / lang).glob("*.ipynb"))
    assert len(pages) == len(GAMES) * len(KINDS) + len(TOPICS)
    for page in pages:
        title = nbformat.read(page, as_version=4).metadata["title"]
        stem = page.stem
        if stem in TOPICS:
            assert TOPICS[stem][lang] in title, (page.name, title)
            continue
        game, _, kind = stem.rpartition("_")
        assert title.startswith(GAMES[game]) and KINDS[kind][lang] in title, (page.name, title)
        others = [name for key, name in GAMES.items() if key != game and name in title]
        assert others == [], (page.name, title)
