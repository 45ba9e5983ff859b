"""``make lab``: JupyterLab in the class's language, with Python's errors told in words (kit.tools.lab)."""

import json
import subprocess
import time

import pytest
import requests

from kit.tools.app import free_port
from kit.tools.lab import TRANSLATION_SETTINGS, command, prepare

pytestmark = pytest.mark.server


def test_prepare_writes_the_language_and_the_startup_file(tmp_path):
    made = prepare("it", tmp_path)
    assert json.loads((made["settings"] / TRANSLATION_SETTINGS).read_text()) == {"locale": "it_IT"}
    assert "install()" in (made["ipython"] / "profile_default" / "startup" / "00-kit-friendly-errors.py").read_text()
    assert json.loads((prepare("en", tmp_path)["settings"] / TRANSLATION_SETTINGS).read_text()) == {"locale": "en"}
    with pytest.raises(ValueError, match="use one of it, en"):
        prepare("fr", tmp_path)


def test_make_labs_jupyterlab_speaks_italian(tmp_path):
    """The server ``make lab`` starts: the Italian language pack is installed and chosen, so the
    interface's menus come in Italian ("File", "Modifica", "Visualizza"…)."""
    port = free_port()
    line, env = command("it", port, allow_root=True, folder=tmp_path)
    line = [arg for arg in line if not arg.endswith(".ipynb")] + ["--ServerApp.token=kit-test", "--ServerApp.open_browser=False"]
    server = subprocess.Popen(line, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base, headers = f"http://127.0.0.1:{port}", {"Authorization": "token kit-test"}
        for _ in range(120):
            try:
                if requests.get(f"{base}/api/status", headers=headers, timeout=2).ok:
                    break
            except requests.ConnectionError:
                time.sleep(0.5)
        chosen = requests.get(f"{base}/lab/api/settings/@jupyterlab/translation-extension:plugin",
                              headers=headers, timeout=30).json()
        assert chosen["settings"]["locale"] == "it_IT"
        quiet = requests.get(f"{base}/lab/api/settings/@jupyterlab/apputils-extension:notification",
                             headers=headers, timeout=30).json()
        assert quiet["settings"]["fetchNews"] == "false" and quiet["settings"]["checkForUpdates"] is False
        pack = requests.get(f"{base}/lab/api/translations/it_IT", headers=headers, timeout=30).json()
        assert pack["data"], pack.get("message")  # the language pack's catalogue
        menus = json.dumps(pack["data"]["jupyterlab"])
        assert "Modifica" in menus and "Visualizza" in menus
    finally:
        server.terminate()
        server.wait(timeout=30)
