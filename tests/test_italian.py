"""The Italian a class reads: wordings that say something else than they mean, or that no
Italian would write, checked over every Italian text of the kit (catalogues, page and sheet
sources, the Italian README).  Each entry names the wrong form and the one to use."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted([*ROOT.glob("kit/i18n/*.py"), *ROOT.glob("source/notebooks/*.ipynb"),
                  *ROOT.glob("source/solutions/*.ipynb"), ROOT / "README.it.md"])

WRONG = {
    # UNO-H7 draws until a card CAN be played: "finché si può" says the opposite (while one can)
    r"finch[ée] si pu[òo] giocare": "finché non si può giocare",
    # "in full view" word for word; Italian says a carte scoperte (or sotto gli occhi)
    r"in piena vista": "a carte scoperte",
    # a pozzo lacks a suit: the suit is what is missing, "al pozzo manca un seme"
    r"\bche\s+(?:ne\s+)?mancan?[oa]\s+(?:un|due|tre|tutti)": "a cui manca un seme / a cui mancano due semi",
    r"\bchi li manca\b": "quelli a cui mancano tutti",
}


def _text(path: Path) -> str:
    # a notebook's JSON keeps a line's end as "\n" and its line breaks between strings: read the
    # words as one text so that a phrase broken over two lines is still found
    text = path.read_text(encoding="utf-8")
    return re.sub(r'\\n",\s*"', " ", text).replace('"\n              "', "").replace('" "', "")


@pytest.mark.parametrize("pattern, right", WRONG.items(), ids=list(WRONG.values()))
def test_italian_texts_do_not_say_the_wrong_thing(pattern, right):
    found = [f"{path.relative_to(ROOT)}: …{m.group(0)}…" for path in SOURCES
             for m in re.finditer(pattern, _text(path), flags=re.IGNORECASE)]
    assert not found, f"write {right!r}: " + "; ".join(found)
