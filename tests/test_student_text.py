"""What a student reads names the rules in words, never by the rule book's ids.

docs/RULES.md numbers every rule (UDT-7, T37-7, UNO-H3, C-2, …) so that code, tests and the
teacher's guide can cite it; a 15-year-old does not know what "T31-5" means.  So no id in the
catalogue's words (every string an app, a lesson or a walkthrough shows comes from there), nor in
the Markdown or the printed outputs of the student editions: the notebooks (the teacher's guide
excepted), the solutions and the exercise sheets, in both languages.  UNO's house rules go by
their names ("Pesca due su Pesca due"), not "H1".
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kit.i18n import CATALOGUE

ROOT = Path(__file__).resolve().parents[1]

RULE_ID = re.compile(r"\b(?:UDT|UNO|T37|T31|TCO)-H?[0-9]+\b|\bH[1-8]\b|\bC-[1-4]\b")
"""A rule id of docs/RULES.md, or a house rule's short label ("H1")."""

DATA_URI = re.compile(r"data:[a-z]+/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+")
"""An embedded picture in an output's HTML: letters, not words (it may hold "H3" by chance)."""

TEACHER_ONLY = {"teacher_guide.ipynb", "teacher_problems.ipynb"}


def student_editions() -> list[Path]:
    """Every edition a student opens: notebooks (not the teacher's guide), solutions, exercises."""
    paths = [path for kind in ("notebooks", "solutions", "exercises") for lang in ("it", "en")
             for path in sorted((ROOT / kind / lang).glob("*.ipynb")) if path.name not in TEACHER_ONLY]
    assert paths, "no student editions found"
    return paths


def output_texts(output: dict) -> list[str]:
    """The words an output shows: a stream's text, and its text/* data (pictures' bytes left out)."""
    texts = ["".join(output["text"])] if "text" in output else []
    for kind, value in output.get("data", {}).items():
        if kind.startswith("text/"):
            texts.append(DATA_URI.sub("", "".join(value) if isinstance(value, list) else value))
    return texts


def ids_in_edition(path: Path) -> list[str]:
    """``"<cell id> (<where>): <ids>"`` for every cell of ``path`` whose Markdown or output cites an id."""
    found = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        places = []
        if cell["cell_type"] == "markdown":
            places.append(("markdown", "".join(cell["source"])))
        for output in cell.get("outputs", []):
            places.extend(("output", text) for text in output_texts(output))
        for where, text in places:
            hits = sorted(set(RULE_ID.findall(text)))
            if hits:
                found.append(f"{cell.get('id')} ({where}): {', '.join(hits)}")
    return found


def test_no_rule_id_in_the_catalogue():
    found = [f"{key} [{lang}]: {', '.join(sorted(set(RULE_ID.findall(value))))}"
             for key, entry in sorted(CATALOGUE.items()) for lang, value in sorted(entry.items())
             if RULE_ID.search(value)]
    assert not found, "rule ids in the catalogue's words:\n" + "\n".join(found)


@pytest.mark.parametrize("path", student_editions(), ids=lambda path: f"{path.parts[-3]}/{path.parts[-2]}/{path.name}")
def test_no_rule_id_in_a_student_edition(path):
    found = ids_in_edition(path)
    assert not found, f"rule ids in {path.relative_to(ROOT)}:\n" + "\n".join(found)


def test_the_pattern_finds_ids_and_leaves_words_alone():
    assert RULE_ID.findall("perde 2 punti (regola T37-7), UNO-H3, TCO-4, C-2; H1 · Pesca due") == [
        "T37-7", "UNO-H3", "TCO-4", "C-2", "H1"]
    assert not RULE_ID.search("H10, 4C, <h2>, 31, UNO!, T37, un 7 e un 3")


def test_the_scan_sees_markdown_and_outputs_but_not_code_or_pictures(tmp_path):
    notebook = {"cells": [
        {"cell_type": "markdown", "id": "a", "metadata": {}, "source": ["Paga il più basso (regola T31-7)."]},
        {"cell_type": "code", "id": "b", "metadata": {}, "source": ["x = 1  # T31-5 in a comment stays"],
         "outputs": [{"output_type": "stream", "name": "stdout", "text": ["rules UDT-4, UDT-7\n"]},
                     {"output_type": "display_data", "metadata": {},
                      "data": {"text/html": ['<img src="data:image/png;base64,AAH3BB==">'],
                               "text/markdown": ["| Regola |\n|---|\n| H4 |"]}}]},
        {"cell_type": "markdown", "id": "c", "metadata": {}, "source": ["Pesca due su Pesca due"]}]}
    path = tmp_path / "nb.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    assert ids_in_edition(path) == ["a (markdown): T31-7", "b (output): UDT-4, UDT-7", "b (output): H4"]
