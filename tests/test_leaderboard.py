"""The 3-5-8 app's statistics and leaderboard (kit.ui.leaderboard over kit.store, TCO-9): counts,
the total × 10, a store that survives a kill mid-write, an old corrupt leaderboard.json set aside
with a warning, names escaped."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kit.store import tre_cinque_otto as tco_store
from kit.ui import leaderboard as lb

ROOT = Path(__file__).resolve().parents[1]


def test_folder_comes_from_the_environment_variable(tmp_path, monkeypatch):
    monkeypatch.setenv("KIT_DATA_DIR", str(tmp_path / "data"))
    board = lb.Leaderboard()
    assert board.path == tmp_path / "data" / "kit.sqlite3"
    board.record("Ada", won=True, total=1)
    assert board.path.is_file() and board.store.url.endswith(str(tmp_path / "data" / "kit.sqlite3"))
    monkeypatch.delenv("KIT_DATA_DIR")
    assert lb.Leaderboard().path == Path.home() / ".kit" / "kit.sqlite3"


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
    with sqlite3.connect(board.path) as db:  # one row per match, the total as played
        assert db.execute("SELECT name, won, total FROM tco_matches ORDER BY id").fetchall() == [
            ("Ada", 1, 4), ("Ada", 0, -2), ("Bea", 1, 7), ("Ada", 1, 1)]
    assert again.warning is None and again.notices == []
    assert {p.name for p in tmp_path.iterdir()} <= {"kit.sqlite3", "kit.sqlite3-wal", "kit.sqlite3-shm", "kit.sqlite3.writers"}


def test_equal_scores_keep_the_earlier_match_first(tmp_path):
    board = lb.Leaderboard(tmp_path)
    for name in ("Cleo", "Ada", "Bea"):
        board.record(name, won=True, total=3)
    board.record("Dan", won=True, total=5)
    assert board.top() == [("Dan", 50), ("Cleo", 30), ("Ada", 30), ("Bea", 30)]


@pytest.mark.parametrize("name, total", [("", 3), ("   ", 3), ("Ada", 2.5), ("Ada", True), (None, 1),
                                         ("x" * 41, 1), ("Ada\x00", 1)])
def test_record_refuses_bad_input_and_writes_nothing(tmp_path, name, total):
    board = lb.Leaderboard(tmp_path)
    with pytest.raises(ValueError, match="name|whole number"):
        board.record(name, won=True, total=total)
    assert not board.path.exists()


@pytest.mark.parametrize("text", ["{not json", "", "[1, 2]", '{"version": 1, "players": {"A": {"played": 1, "won": 2}}, '
                                  '"leaderboard": []}', '{"version": 1, "players": {}, "leaderboard": [{"name": 3}]}'])
def test_a_corrupt_old_file_is_put_aside_with_a_warning(tmp_path, text):
    (tmp_path / "leaderboard.json").write_text(text, encoding="utf-8")
    board = lb.Leaderboard(tmp_path)
    with pytest.warns(UserWarning, match="corrupt"):
        assert board.stats("A") == (0, 0)
    assert board.warning == "json_corrupt"
    assert (tmp_path / "leaderboard.json.corrupt").read_text(encoding="utf-8") == text
    assert not (tmp_path / "leaderboard.json").exists()
    html = lb.table_html(board, "A", "it")
    assert "rovinato" in html and 'role="alert"' in html
    assert "damaged" in lb.table_html(board, "A", "en")
    board.record("A", won=True, total=2)  # and it works again
    again = lb.Leaderboard(tmp_path)
    assert again.top() == [("A", 20)] and again.warning is None  # said once, by the one that set it aside


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


@pytest.mark.parametrize("lang, words", [("en", "A name for the leaderboard is 1 to 40 printable characters"),
                                         ("it", "Per la classifica il nome va da 1 a 40 caratteri stampabili")],
                         ids=["en", "it"])
@pytest.mark.parametrize("name", ["x" * 41, "Ada\x07", "Ada\nBo", "\ud800", " "],
                         ids=["long", "bell", "line-break", "lone-surrogate", "blank"])
def test_a_bad_name_is_refused_in_the_persons_language(tmp_path, lang, words, name):
    board = lb.Leaderboard(tmp_path)
    board.record("Ada", won=True, total=2)
    html = lb.table_html(board, name, lang)
    assert words in html and "<td>Ada</td>" in html and "\x07" not in html


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
    each time the store passes SQLite's integrity check and is read without any warning, every
    match before the kill kept."""
    for attempt in range(3):
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
        assert board.stats("warm") == (1, 1) and board.warning is None
        assert tco_store.count(board.store) >= 2  # the warm-up match and some after it
        with sqlite3.connect(board.path) as db:
            assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert not list(folder.glob("*.bad-*"))
