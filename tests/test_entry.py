"""``python -m kit app|lab|sheets``: make's commands on a computer without make (a teacher's
Windows laptop), the same programs with the same options."""

import socket
import subprocess
import sys

import pytest

import kit.__main__ as entry


def run(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "kit", *args], capture_output=True, text=True, cwd=cwd, timeout=120)


def test_without_a_known_command_it_lists_the_commands_in_both_languages():
    for args in ((), ("serve",)):
        done = run(*args)
        assert done.returncode == 2
        assert "i comandi sono app, lab, sheets, student-copy" in done.stderr and "the commands are app, lab, sheets, student-copy" in done.stderr
    assert "(dato: serve)" in run("serve").stderr
    helped = run("--help")
    assert helped.returncode == 0 and "the commands are app, lab, sheets, student-copy" in helped.stdout


def test_each_command_is_the_program_make_runs(monkeypatch):
    import kit.tools.app
    import kit.tools.lab
    import kit.tools.sheets

    called = []
    monkeypatch.setattr(kit.tools.app, "main", lambda argv: called.append(("app", argv)))
    monkeypatch.setattr(kit.tools.lab, "main", lambda argv: called.append(("lab", argv)) or 0)
    monkeypatch.setattr(kit.tools.sheets, "main", lambda argv: called.append(("sheets", argv)) or 3)
    assert entry.main(["app", "--ip", "0.0.0.0", "--class-size", "30"]) == 0
    assert entry.main(["lab", "--lang", "en"]) == 0
    assert entry.main(["sheets", "--seed", "1"]) == 3  # the command's own exit status
    assert called == [("app", ["--ip", "0.0.0.0", "--class-size", "30"]), ("lab", ["--lang", "en"]),
                      ("sheets", ["--seed", "1"])]


def test_python_m_kit_sheets_writes_the_class_sheets(tmp_path):
    roster = tmp_path / "classe.csv"
    roster.write_text("Cognome;Nome\nRossi;Anna\nBianchi;Luca\n", encoding="utf-8")
    done = run("sheets", "--class", str(roster), "--seed", "2024", "--out", str(tmp_path / "out"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert sorted(p.name.split("_")[1] for p in (tmp_path / "out").glob("*.ipynb")) == ["Bianchi", "Rossi"]


def test_python_m_kit_app_says_a_taken_port_as_make_app_does():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = run("app", "--port", str(port))
    assert done.returncode == 2 and f"La porta {port} è già occupata" in done.stderr


@pytest.mark.parametrize("command", ["app", "lab", "sheets"])
def test_a_commands_help_calls_it_by_the_name_typed(command):
    done = run(command, "--help")
    assert done.returncode == 0 and done.stdout.startswith(f"usage: python -m kit {command}")
