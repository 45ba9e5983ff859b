"""The 3-5-8 app's statistics and leaderboard file (kit.ui.leaderboard, TCO-9): counts, the
total × 10, atomic writes that survive a kill mid-write, a corrupt file rebuilt with a warning,
names escaped."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kit.ui import leaderboard as lb

ROOT = Path(__file__).resolve().parents[1]


def test_folder_comes_from_the_environment_variable(tmp_path, monkeypatch):
    monkeypatch.setenv("KIT_DATA_DIR", str(tmp_path / "data"))
    board = lb.Leaderboard()
    assert board.path == tmp_path / "data" / "leaderboard.json"
    monkeypatch.delenv("KIT_DATA_DIR")
    assert lb.Leaderboard().path == Path.home() / ".kit" / "leaderboard.json"


def test_record_counts_matches_and_puts_won_ones_on_the_board_times_ten(tmp_path):
    board = lb.Leaderboard(tmp_path)
    assert board.stats("Ada") == (0, 0) and board.top() == []
    board.record("Ada", won=True, total=4)
    board.record("Ada", won=False, total=-2)
    board.record("Bea", won=True, total=7)
    board.record("Ada", won=True, total=1)
    assert board.stats("Ada") == (3, 2)
    assert board.stats("Bea") == (1, 1)
    assert board.top() == [("Bea", 70), ("Ada", 40), ("Ada", 10)]
    assert board.top(2) == [("Bea", 70), ("Ada", 40)]
    # it survives a restart: a new object reading the same folder sees the same
    again = lb.Leaderboard(tmp_path)
    assert again.stats("Ada") == (3, 2) and again.top()[0] == ("Bea", 70)
    assert json.loads(board.path.read_text(encoding="utf-8"))["players"]["Ada"] == {"played": 3, "won": 2}
    assert again.warning is None
    assert not list(tmp_path.glob("*.tmp"))  # no temporary file left behind


@pytest.mark.parametrize("name, total", [("", 3), ("   ", 3), ("Ada", 2.5), ("Ada", True), (None, 1)])
def test_record_refuses_bad_input_and_writes_nothing(tmp_path, name, total):
    board = lb.Leaderboard(tmp_path)
    with pytest.raises(ValueError, match="name|whole number"):
        board.record(name, won=True, total=total)
    assert not board.path.exists()


def test_save_refuses_data_of_the_wrong_shape(tmp_path):
    board = lb.Leaderboard(tmp_path)
    with pytest.raises(ValueError, match="leaderboard data"):
        board.save({"players": []})
    assert not board.path.exists()


@pytest.mark.parametrize("text", ["{not json", "", "[1, 2]", '{"version": 1, "players": {"A": {"played": 1, "won": 2}}, '
                                  '"leaderboard": []}', '{"version": 1, "players": {}, "leaderboard": [{"name": 3}]}'])
def test_a_corrupt_file_is_put_aside_and_rebuilt_with_a_warning(tmp_path, text):
    board = lb.Leaderboard(tmp_path)
    board.path.write_text(text, encoding="utf-8")
    with pytest.warns(UserWarning, match="corrupt"):
        assert board.stats("A") == (0, 0)
    assert board.warning == "corrupt"
    assert (tmp_path / "leaderboard.json.corrupt").read_text(encoding="utf-8") == text
    assert json.loads(board.path.read_text(encoding="utf-8")) == lb.empty()
    html = lb.table_html(board, "A", "it")
    assert "rovinato" in html and 'role="alert"' in html
    board.record("A", won=True, total=2)  # and it works again
    assert lb.Leaderboard(tmp_path).top() == [("A", 20)]


def test_names_are_escaped_wherever_shown(tmp_path):
    board = lb.Leaderboard(tmp_path)
    evil = '<img src=x onerror="alert(1)">&'
    board.record(evil, won=True, total=3)
    for lang in ("it", "en"):
        html = lb.table_html(board, evil, lang)
        assert "<img" not in html
        assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;" in html
        assert "30" in html
    assert lb.Leaderboard(tmp_path).top() == [(evil, 30)]  # stored as typed


WRITER = """
import sys
from kit.ui.leaderboard import Leaderboard
board = Leaderboard(sys.argv[1])
board.record("warm", won=True, total=1)
print("ready", flush=True)
i = 0
while True:
    i += 1
    board.record("p%d" % (i % 50), won=i % 2 == 0, total=i % 9)
"""


def test_TCO_8_a_process_killed_mid_write_leaves_the_leaderboard_intact(tmp_path):
    """A writer recording matches as fast as it can is killed with SIGKILL at several moments;
    each time the file is valid JSON of the leaderboard's shape, read without any warning."""
    for attempt in range(5):
        folder = tmp_path / f"run{attempt}"
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(folder)], cwd=ROOT, stdout=subprocess.PIPE,
                                env={**os.environ, "PYTHONPATH": str(ROOT)})
        try:
            assert proc.stdout.readline().strip() == b"ready"
            time.sleep(0.05 + 0.04 * attempt)
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=10)
        assert proc.returncode == -signal.SIGKILL
        board = lb.Leaderboard(folder)
        data = json.loads(board.path.read_text(encoding="utf-8"))  # whole, parseable JSON
        assert lb._valid(data)
        played = sum(s["played"] for s in data["players"].values())
        assert played >= 1  # at least the warm-up match was written
        assert board.stats("warm") == (1, 1) and board.warning is None
        assert not (folder / "leaderboard.json.corrupt").exists()
