"""The textbook's words (../shared/CURRICULUM.md, "Words": the «not» column), in every committed
Italian edition and every Italian catalogue entry (issue 35, first step; the review of this month:
../shared/reviews/teaching-2026-12.md, faults 25, 28, 33 and the class experiment's «scarto»).

* «intervallo al 95%» without «di confidenza»;
* «a priori» as a noun («l'a priori», «con a priori», «questo a priori»): the prior is «la
  probabilità a priori»;
* «combinazione» for a pair or a sandwich on the pile, on the Un, due, tre and common-mistakes
  pages and their catalogues, beside lessons that count *combinazioni* (C(n, k)): it is
  «un'occasione (per battere)» there;
* «scarto» for a deviation («lo scarto tipico»): in a card kit a «scarto» is a discard.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from kit.i18n import CATALOGUE, ORIGIN

ROOT = Path(__file__).resolve().parents[1]

BANNED = {
    "intervallo al 95% (without «di confidenza»)": re.compile(r"\bintervall[oi] al 9\d", re.IGNORECASE),
    "«a priori» as a noun": re.compile(r"\b(l'|un |con |questo |quest')a priori\b", re.IGNORECASE),
    "«scarto» for a deviation": re.compile(r"\bscart[oi] tipic[oi]\b", re.IGNORECASE),
}
PILE_PAGES = ("un_due_tre", "misconceptions", "02_un_due_tre")
"""Pages (and catalogue modules) where «combinazione» would name a pair or sandwich on the pile."""
PILE_WORD = re.compile(r"\bcombinazione\b", re.IGNORECASE)


def italian_editions() -> list[Path]:
    return sorted(p for kind in ("notebooks", "exercises", "solutions") for p in (ROOT / kind / "it").glob("*.ipynb"))


def texts_of(path: Path) -> list[tuple[str, str]]:
    """(where, text): each cell's source and each of its printed outputs."""
    nb = nbformat.read(path, as_version=4)
    out = []
    for i, cell in enumerate(nb.cells):
        out.append((f"{path.relative_to(ROOT)} cell {i}", cell.source))
        for o in cell.get("outputs", []):
            text = o.get("text", "") + "".join(str(v) for k, v in o.get("data", {}).items() if k.startswith("text/"))
            out.append((f"{path.relative_to(ROOT)} cell {i} output", text))
    return out


def faults(where: str, text: str, pile: bool) -> list[str]:
    found = [f"{where}: {name}: {m.group(0)!r}" for name, rx in BANNED.items() for m in rx.finditer(text)]
    if pile:
        found += [f"{where}: «combinazione» for a pair or sandwich: {m.group(0)!r}" for m in PILE_WORD.finditer(text)]
    return found


@pytest.mark.parametrize("path", italian_editions(), ids=lambda p: f"{p.parent.parent.name}/it/{p.name}")
def test_no_italian_edition_uses_a_word_the_textbooks_do_not(path):
    pile = path.stem.startswith(PILE_PAGES)
    found = [f for where, text in texts_of(path) for f in faults(where, text, pile)]
    assert not found, "\n".join(found)


def test_no_italian_catalogue_entry_uses_a_word_the_textbooks_do_not():
    found = []
    for key, entry in CATALOGUE.items():
        pile = any(name in ORIGIN[key] for name in PILE_PAGES)
        found += faults(key, entry["it"], pile)
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("text", "caught"), [
    ("frequenza 0,3 (intervallo al 95%: da 0,2 a 0,4)", True),
    ("frequenza 0,3 (intervallo di confidenza al 95%: da 0,2 a 0,4)", False),
    ("Bayes con a priori 37/247", True), ("l'a priori deve descrivere", True),
    ("la probabilità a priori deve descrivere", False),
    ("Lo scarto tipico si riduce", True), ("Prendi lo scarto: 7 di coppe", False),
])
def test_the_banned_usages_are_caught_and_the_right_ones_are_not(text, caught):
    assert bool(faults("example", text, pile=False)) is caught
    assert bool(faults("pile", "c'era davvero una combinazione?", pile=True))
    assert not faults("pile", "c'era davvero un'occasione?", pile=True)
