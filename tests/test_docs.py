"""The rule book ships with the repository (docs/RULES.md) and stays the same as the project's
specification beside it (../shared/RULES.md), when that is present."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_the_rule_book_in_the_repository_is_the_specification():
    shipped = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    assert "UDT-12" in shipped and "C-1" in shipped
    spec = ROOT.parent / "shared" / "RULES.md"
    if not spec.exists():
        pytest.skip("no ../shared/RULES.md beside this checkout to compare with")
    assert shipped == spec.read_text(encoding="utf-8"), "docs/RULES.md differs from ../shared/RULES.md: copy it again"
