"""Committed notebooks carry their outputs, so nbval has something to compare (and a reader
sees the results without running anything)."""

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").rglob("*.ipynb")) + sorted((ROOT / "solutions").rglob("*.ipynb"))


def code_cells(path):
    return [c for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
            if c["cell_type"] == "code" and "".join(c["source"]).strip()]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_code_cell_was_run_in_order_and_the_results_are_saved(path):
    cells = code_cells(path)
    if not cells:
        pytest.skip("a notebook of prose and links only")
    counts = [c.get("execution_count") for c in cells]
    assert None not in counts, f"{path.name}: cells never run: {[i for i, n in enumerate(counts) if n is None]}"
    assert counts == sorted(counts), f"{path.name}: cells were run out of order: {counts}"
    last = cells[-1]
    assert any(c["outputs"] for c in cells), f"{path.name}: no saved output at all"
    assert last["outputs"] or "import" in "".join(last["source"]), f"{path.name}: the last cell's result is not saved"
