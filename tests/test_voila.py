"""The apps as Voila serves them: every notebook renders, with no traceback and no code."""

from pathlib import Path

import nbformat
import pytest
import requests

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p.relative_to(ROOT / "notebooks").as_posix() for p in (ROOT / "notebooks").rglob("*.ipynb")
                   if ".ipynb_checkpoints" not in p.parts)
"""Every notebook Voila serves, as its path under notebooks/ (``it/deal_hands.ipynb``…)."""


def code_lines(name):
    nb = nbformat.read(ROOT / "notebooks" / name, as_version=4)
    return [line.strip() for cell in nb.cells if cell.cell_type == "code"
            for line in cell.source.splitlines() if len(line.strip()) > 12]


@pytest.mark.server
@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_renders_as_an_app(voila_url, name):
    response = requests.get(f"{voila_url}/voila/render/{name}", timeout=180)
    assert response.status_code == 200
    page = response.text
    assert "Traceback" not in page and "Error</span>" not in page
    for line in code_lines(name):
        assert line not in page, f"source code shown in the app: {line!r}"


@pytest.mark.server
@pytest.mark.parametrize("lang", ["it", "en"])
def test_deal_hands_app_shows_the_worked_answer_in_each_edition(voila_url, lang):
    nb = nbformat.read(ROOT / "notebooks" / lang / "deal_hands.ipynb", as_version=4)
    title = next(line for c in nb.cells if c.cell_type == "markdown" for line in c.source.splitlines()
                 if line.startswith("# ")).lstrip("# ").strip()
    page = requests.get(f"{voila_url}/voila/render/{lang}/deal_hands.ipynb", timeout=180).text
    assert "137/494" in page  # the exact answer, an output of the notebook
    assert title in page  # the edition's own heading


@pytest.mark.server
def test_the_landing_page_offers_both_languages_and_each_index_links_its_notebooks(voila_url):
    page = requests.get(f"{voila_url}/voila/render/index.ipynb", timeout=180).text
    assert 'href="it/index.ipynb"' in page and 'href="en/index.ipynb"' in page
    for lang in ("it", "en"):
        page = requests.get(f"{voila_url}/voila/render/{lang}/index.ipynb", timeout=180).text
        for name in NOTEBOOKS:
            folder, _, file = name.rpartition("/")
            if folder == lang and file != "index.ipynb":
                assert f'href="{file}"' in page, name


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_every_relative_link_in_a_notebook_resolves_inside_notebooks(name):
    """Voila serves notebooks/ only, so a link must point at a file there."""
    import re

    nb = nbformat.read(ROOT / "notebooks" / name, as_version=4)
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    for target in re.findall(r"\]\(([^)#\s]+)\)", text):
        if "://" in target:
            continue
        resolved = (ROOT / "notebooks" / name).parent.joinpath(target).resolve()
        assert resolved.is_relative_to(ROOT / "notebooks") and resolved.exists(), f"{name}: broken link {target}"


@pytest.mark.server
def test_the_servers_address_opens_the_landing_page_and_the_file_list_stays_reachable(voila_url):
    landing = requests.get(f"{voila_url}/", timeout=180)
    assert landing.status_code == 200 and landing.url.endswith("/voila/render/index.ipynb")
    assert 'href="it/index.ipynb"' in landing.text and 'href="en/index.ipynb"' in landing.text
    files = requests.get(f"{voila_url}/voila/tree/", timeout=60)
    assert files.status_code == 200 and "voila-tree-main" in files.text  # the file list, drawn by the page
