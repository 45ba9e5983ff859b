"""Python's errors in a sheet, told in the sheet's language (kit.tools.friendly)."""

import os
import subprocess
import sys

import pytest
from IPython.core.interactiveshell import InteractiveShell

from kit.tools.friendly import STARTUP_FILE, explain, install, sheet_language, write_startup


@pytest.fixture
def shell():
    shell = InteractiveShell.instance()
    yield shell
    shell.set_custom_exc((), None)
    shell.user_ns.pop("LANG", None)


def test_a_sheet_opened_at_a_later_question_says_run_the_first_cells_in_its_language(shell, capsys, monkeypatch):
    monkeypatch.setenv("JPY_SESSION_NAME", "/home/ada/kit/exercises/it/01_dealing_probability.ipynb")
    assert install(shell)
    result = shell.run_cell("answer_q1 = 1 - comb(36, 3) / comb(40, 3)\n")
    assert not result.success  # the cell still failed: "run all" stops there
    err = capsys.readouterr().err
    assert "Python non conosce ancora «comb»" in err and "Esegui le celle dall'inizio" in err
    assert "Python dice: NameError: name 'comb' is not defined" in err
    assert "Traceback" not in err


def test_one_over_zero_as_an_answer_is_told_in_words_not_a_traceback(shell, capsys):
    install(shell)
    shell.user_ns["LANG"] = "en"  # the sheet's first cell ran: its language wins
    result = shell.run_cell("answer_q2 = 1/0\n")
    assert not result.success
    err = capsys.readouterr().err
    assert err.startswith("This cell divides by zero") and "ZeroDivisionError: division by zero" in err
    assert "Traceback" not in err and "----> " not in err


def test_explain_each_kind_in_both_languages():
    placeholder = NotImplementedError("scrivi la tua risposta al posto di queste due righe")
    assert explain(placeholder, "it").startswith("Qui manca ancora la tua risposta")
    assert explain(ValueError("bad"), "en") == ("Python stopped in this cell: read the line below, correct it and run "
                                                "the cell again.\n(Python says: ValueError: bad)")
    assert sheet_language({"LANG": "en"}) == "en"


def test_the_startup_file_makes_a_fresh_ipython_speak_italian(tmp_path):
    profile = tmp_path / "ipython" / "profile_default"
    written = write_startup(profile)
    assert written.name == STARTUP_FILE
    env = {**os.environ, "IPYTHONDIR": str(tmp_path / "ipython"),
           "JPY_SESSION_NAME": "exercises/it/03_uno.ipynb"}
    run = subprocess.run([sys.executable, "-m", "IPython", "--no-banner", "-c", "1/0"],
                         env=env, capture_output=True, text=True, timeout=120)
    said = run.stdout + run.stderr
    assert "Questa cella divide per zero" in said, said
