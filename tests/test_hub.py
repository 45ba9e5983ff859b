"""A school's server, end to end (issue 25): JupyterHub, one PostgreSQL, a teacher and two students.

A throwaway PostgreSQL (tests/pgserver.py) holds the class store.  A local JupyterHub reads the
repository's own ``deploy/jupyterhub_config.py`` (the store's URL handed to every server, the
notebooks folder, the landing page, the idle culler), with what a test hub adds: anyone logs in
(JupyterHub's dummy authenticator), every user's server is a local process of this machine's
user, the proxy is configurable-http-proxy from ``deploy/node_modules`` (``make install``: npm),
and each server is the kit's own environment with Voila set up the kit's way
(:func:`kit.tools.voila_server.install`, into a folder of the test's).

In Chromium, three people log in through the hub's login page: the teacher opens the teacher's
page and starts a class; Anna and Ben open the class experiment on their own servers, join
with the code, and deal.  The teacher's page shows both students' deals pooled.  Then the
issue's faults:

* PostgreSQL stopped during the lesson: Anna's page says her deals wait, and after the server is
  back they are sent; the teacher's page counts each deal once.
* Ben's server stopped the way the idle culler stops it (the hub's API): his page says the app
  was lost; he presses its reload button and the hub starts his server again by itself; his page
  is back in the class under the same nickname (his server kept it in his home: the browser,
  which the next student on that computer uses, keeps nothing), his own tally carries on from
  his deals before, and his new deals add to the class's.

Slow (a hub and four servers): runs with ``CI=true`` or ``KIT_TEST_HUB=1``.  The configuration
file's own checks (what it hands the servers, what it refuses) need no hub and always run.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests
from playwright.sync_api import expect

from conftest import IN_CI, ROOT, free_port, watch
from test_browser_class import deal_ten, it_decimal, join, plural

RUN = IN_CI or os.environ.get("KIT_TEST_HUB", "") == "1"
PROXY = ROOT / "deploy" / "node_modules" / ".bin" / "configurable-http-proxy"
TOKEN = "kit-hub-test-" + "0123456789abcdef" * 2
"""The API token of the test's own hub service (it stops a server the way the culler does)."""

ABORTED_POLL = re.compile(r"failed: \S+/api/kernels/[0-9a-f-]+\?\d+ net::ERR_ABORTED$")
"""A page's own request for its kernel's state, abandoned by the page itself (JupyterLab's
services drop it when the kernel's connection is renewed): seen once in CI on a loaded machine,
the page working on; not a failure of the page or the server."""

GONE = {"console.error: Failed to load resource: the server responded with a status of 403 (Forbidden)",
        "console.error: Failed to load resource: the server responded with a status of 424 (Failed Dependency)"}
"""What a browser's console says when a page is reloaded while its server is stopped."""

TEST_HUB = '''\
c = get_config()  # noqa: F821
load_subconfig({deploy!r})  # noqa: F821 - the school's configuration, as it is in the repository
c.JupyterHub.authenticator_class = "dummy"  # a test hub: anyone logs in
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "simple"  # every server a process of this machine's user
c.SimpleLocalProcessSpawner.home_dir_template = {home!r}
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{proxy_port}"
c.ConfigurableHTTPProxy.pid_file = {pid_file!r}
c.JupyterHub.db_url = {db_url!r}
c.JupyterHub.cookie_secret_file = {cookie!r}
c.Spawner.cmd = [{singleuser!r}]
c.Spawner.args = {args!r}
c.Spawner.environment.update({environment!r})
c.JupyterHub.services.append({{"name": "test", "api_token": {token!r}}})
c.JupyterHub.load_roles.append({{"name": "test", "services": ["test"],
                                 "scopes": ["admin:servers", "list:users", "read:users", "read:services"]}})
'''


@pytest.fixture(scope="module")
def hub(pg_server, tmp_path_factory):
    """``(hub URL, database URL, log path)``: a local JupyterHub on the school's configuration, its
    class store a new database on the test PostgreSQL; stopped (with every server) at the end."""
    if not RUN:
        pytest.skip("slow (a JupyterHub and four servers): runs with CI=true or KIT_TEST_HUB=1")
    if not PROXY.exists():
        message = "configurable-http-proxy is not installed (make install runs npm ci --prefix deploy)"
        if IN_CI:
            pytest.fail(message)
        pytest.skip(message)
    from kit.tools.voila_server import install

    folder = tmp_path_factory.mktemp("hub")
    install(folder / "voila")  # the kit's voila.py and page template, as an admin's --install writes them
    database = pg_server.create_database("school")
    port = free_port()
    config = folder / "jupyterhub_config.py"
    config.write_text(TEST_HUB.format(
        deploy=str(ROOT / "deploy" / "jupyterhub_config.py"), home=str(folder / "home" / "{username}"),
        port=port, hub_port=free_port(), proxy=str(PROXY), proxy_port=free_port(),
        pid_file=str(folder / "proxy.pid"), db_url=f"sqlite:///{folder / 'hub.sqlite'}",
        cookie=str(folder / "cookie_secret"), singleuser=str(Path(sys.executable).parent / "jupyterhub-singleuser"),
        args=["--allow-root"] if os.geteuid() == 0 else [], token=TOKEN,
        environment={"JUPYTER_CONFIG_PATH": str(folder / "voila" / "etc" / "jupyter"),
                     "JUPYTER_PATH": str(folder / "voila" / "share" / "jupyter")}), encoding="utf-8")
    env = {**os.environ, "KIT_DATABASE_URL": database, "KIT_NOTEBOOKS": str(ROOT / "notebooks"),
           "KIT_CULL_AFTER_S": "3600"}
    log_path = folder / "hub.log"
    with open(log_path, "w") as log:
        hub = subprocess.Popen([sys.executable, "-m", "jupyterhub", "-f", str(config)], cwd=folder, env=env,
                               stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            assert hub.poll() is None, "JupyterHub stopped:\n" + log_path.read_text()[-4000:]
            assert time.monotonic() < deadline, "JupyterHub did not start:\n" + log_path.read_text()[-4000:]
            try:
                if requests.get(f"{url}/hub/health", timeout=2).ok:
                    break
            except requests.RequestException:
                pass
            time.sleep(0.3)
        yield url, database, log_path
    finally:
        hub.terminate()  # the hub stops the users' servers and its proxy as it goes
        try:
            hub.wait(timeout=60)
        except subprocess.TimeoutExpired:
            hub.kill()


def api(hub_url: str, method: str, path: str) -> requests.Response:
    """The hub's REST API with the test service's token."""
    return requests.request(method, f"{hub_url}/hub/api{path}", headers={"Authorization": f"token {TOKEN}"},
                            timeout=30)


def log_in(context, hub_url: str, name: str):
    """A new tab of ``context`` logged in as ``name`` through the hub's login page (the hub then
    starts that user's server); not waited for."""
    page = context.new_page()
    page.goto(f"{hub_url}/hub/login", timeout=60_000)
    page.locator("#username_input").fill(name)
    page.locator("#password_input").fill("any")
    page.locator("#login_submit").click()
    return page


def open_page(page, hub_url: str, name: str, notebook: str, seen: dict) -> None:
    """Once ``name``'s server is up (its landing page shown), open ``notebook`` there; what the
    page's console says from then on goes into ``seen[page]``."""
    page.wait_for_url(re.compile(rf"/user/{name}/voila/render/index\.ipynb"), timeout=180_000)
    page.wait_for_load_state("networkidle", timeout=120_000)  # the landing page whole, as a person sees it
    seen[page] = watch(page, hub_url)
    page.goto(f"{hub_url}/user/{name}/voila/render/{notebook}", timeout=180_000)


def pooled(teacher, students: int, deals: int, hits: int) -> None:
    """The teacher's page, refreshed, says ``students`` students made ``deals`` deals with ``hits`` hits."""
    teacher.get_by_role("button", name="Aggiorna ora").click()
    expect(teacher.locator(".kit-cdash p.kit-cdash-words").first).to_contain_text(
        f"{students} studenti hanno fatto {deals} distribuzioni; l'evento è successo "
        f"{plural(hits, 'volta', 'volte')}: {it_decimal(hits / deals, 3)}; valore esatto 0,2692.", timeout=60_000)


def school_config(monkeypatch, **environment: str):
    """``deploy/jupyterhub_config.py`` as JupyterHub reads it, with the hub's ``environment``."""
    from traitlets.config.loader import PyFileConfigLoader

    for name in ("KIT_DATABASE_URL", "KIT_NOTEBOOKS", "KIT_CULL_AFTER_S"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    return PyFileConfigLoader("jupyterhub_config.py", path=str(ROOT / "deploy")).load_config()


def test_the_school_config_hands_every_server_the_store_and_culls_idle_ones(monkeypatch):
    url = "postgresql+psycopg://kit:secret@db.school/kit"
    config = school_config(monkeypatch, KIT_DATABASE_URL=url)
    assert config.Spawner.environment.get_value({}) == {"KIT_DATABASE_URL": url}
    assert config.Spawner.notebook_dir == "/srv/kit/notebooks"
    assert config.Spawner.default_url == "/voila/render/index.ipynb"
    (culler,) = config.JupyterHub.services.get_value([])
    assert culler["command"][1:] == ["-m", "jupyterhub_idle_culler", "--timeout=3600", "--cull-every=360"]
    (role,) = config.JupyterHub.load_roles.get_value([])
    assert role["services"] == ["kit-idle-culler"] and set(role["scopes"]) == {
        "list:users", "read:users:activity", "read:servers", "delete:servers"}
    # a hub that culls by itself (TLJH): no second culler; another folder for the notebooks
    config = school_config(monkeypatch, KIT_DATABASE_URL=url, KIT_CULL_AFTER_S="0", KIT_NOTEBOOKS="/opt/kit")
    assert config.JupyterHub.services.get_value([]) == [] and config.Spawner.notebook_dir == "/opt/kit"


@pytest.mark.parametrize("environment, words", [
    ({}, "KIT_DATABASE_URL must be the class store's PostgreSQL URL, handed to every user's server "
         "(e.g. postgresql+psycopg://kit:PASSWORD@127.0.0.1/kit); it is not set"),
    ({"KIT_DATABASE_URL": "sqlite:////srv/kit.sqlite3"}, "it is 'sqlite://…'"),
    ({"KIT_DATABASE_URL": "postgresql://kit@db/kit", "KIT_CULL_AFTER_S": "an hour"},
     "KIT_CULL_AFTER_S must be a whole number of seconds (0: no culler of the kit's); it is 'an hour'"),
])
def test_the_school_config_refuses_to_start_a_hub_that_would_not_pool_and_says_why(monkeypatch, environment, words):
    """Without the PostgreSQL URL every server would keep a store of its own: the hub does not start,
    and says what is missing (never the URL's password)."""
    with pytest.raises(SystemExit) as refused:
        school_config(monkeypatch, **environment)
    assert words in str(refused.value)


@pytest.mark.browser
@pytest.mark.server
@pytest.mark.slow
def test_a_class_on_a_school_hub_pools_every_students_deals_through_faults(hub, pg_server, browser, output_path):
    hub_url, database, log_path = hub
    out = Path(output_path)
    out.mkdir(parents=True, exist_ok=True)
    seen: dict = {}
    contexts = {name: browser.new_context(viewport={"width": 1280, "height": 900})
                for name in ("maestra", "anna", "ben")}
    try:
        pages = {name: log_in(context, hub_url, name) for name, context in contexts.items()}
        teacher, anna, ben = pages["maestra"], pages["anna"], pages["ben"]
        open_page(teacher, hub_url, "maestra", "it/class_dashboard.ipynb", seen)
        for name in ("anna", "ben"):
            open_page(pages[name], hub_url, name, "it/class_experiment.ipynb", seen)

        # the teacher starts a class; each student joins from their own server
        teacher.get_by_role("button", name="Apri una classe").click(timeout=180_000)
        code = teacher.locator("p.kit-cdash-code").text_content(timeout=30_000).strip()
        for page, nickname in ((anna, "Anna"), (ben, "Ben")):
            page.locator(".kit-join").wait_for(timeout=180_000)
            join(page, code, nickname)
        hits = {"anna": deal_ten(anna, 0), "ben": deal_ten(ben, 0)}
        pooled(teacher, 2, 20, sum(hits.values()))

        # PostgreSQL stopped mid-lesson: Anna's deals wait on her page, then go, each once
        pg_server.stop()
        try:
            status = anna.locator(".kit-join .kit-class-status")
            after = deal_ten(anna, 10)
            expect(status).to_contain_text("Non riesco a raggiungere l'archivio della classe: 10 risultati aspettano",
                                           timeout=30_000)
        finally:
            pg_server.start()
        hits["anna"] = after
        expect(status).to_have_text("L'archivio della classe è tornato: ogni risultato in attesa è stato inviato.",
                                    timeout=60_000)
        pooled(teacher, 2, 30, sum(hits.values()))

        # Ben's server stopped as the idle culler stops it; he reloads: back in the class as "Ben"
        assert api(hub_url, "DELETE", "/users/ben/server").status_code in (202, 204)
        deadline = time.monotonic() + 60
        while api(hub_url, "GET", "/users/ben").json()["servers"]:
            assert time.monotonic() < deadline, "the hub did not stop Ben's server"
            time.sleep(0.5)
        # his page says so in words, and his browser's console what browsers say of a server gone
        # (the connection lost, refused by the hub in its place): not the page's doing, so left out
        expect(ben.get_by_text("Il collegamento con l'app si è interrotto")).to_be_visible(timeout=30_000)
        del seen[ben][:]
        ben.get_by_role("button", name="Ricarica la pagina").click()  # the hub starts his server again
        ben.wait_for_url(re.compile(r"/user/ben/voila/render/it/class_experiment\.ipynb"), timeout=180_000)
        expect(ben.locator(".kit-join .kit-class-status")).to_have_text(
            f"Di nuovo qui: sei ancora nella classe {code} come «Ben».", timeout=180_000)
        hits["ben"] = deal_ten(ben, 10)  # his own tally carries on from his 10 deals before
        # his server kept his class, not the browser, which the next student on that computer uses
        for page, name, nickname in ((anna, "anna", "Anna"), (ben, "ben", "Ben")):
            assert page.evaluate("Object.keys(window.localStorage).filter(k => k.startsWith('kit.'))") == []
            kept = json.loads((log_path.parent / "home" / name / ".kit" / "class.json").read_text())
            assert (kept["code"], kept["nickname"]) == (code, nickname)
        pooled(teacher, 2, 40, sum(hits.values()))
        teacher.screenshot(path=str(out / "hub_class_dashboard_it.png"))  # as projected: the pooled class
        ben.screenshot(path=str(out / "hub_class_experiment_ben_it.png"))  # back in the class after his server

        # the store itself: two students, 40 deals, none twice (opened with the key the page shows)
        from kit.store import classroom as cls
        from kit.store.core import Store

        teacher.get_by_role("button", name="Mostra la chiave").click()
        key = teacher.locator("code.kit-cdash-key").text_content(timeout=30_000).strip()
        store = Store(database)
        view = cls.class_view(store, cls.open_class(store, code, key))
        assert sorted(view.nicknames.values()) == ["Anna", "Ben"]
        members, outcomes = view.deals["uno.first_card_action"]
        by_name = {name: member for member, name in view.nicknames.items()}
        assert (int((members == by_name["Anna"]).sum()), int((members == by_name["Ben"]).sum())) == (20, 20)
        assert int(outcomes.sum()) == sum(hits.values())

        # the culler runs beside the hub with the rights it needs
        culler = api(hub_url, "GET", "/services/kit-idle-culler").json()
        assert culler and "jupyterhub_idle_culler" in culler["command"] and culler["pid"] > 0, culler
        log = log_path.read_text()
        assert "Starting managed service kit-idle-culler" in log, log[-3000:]
        # no request refused (the culler's, the pages' claim of their kernel), but for two that Ben's
        # stopped server explains: his old page's goodbye, which reached the hub as the server was
        # gone, and his new server trying the login of the old one before asking the hub again
        refused = [line for line in log.splitlines() if re.search(r"\] (401|403|5\d\d) ", line)
                   and not re.search(r"JupyterHub .*\] 403 (POST /user/ben/voila/api/shutdown/|GET /hub/api/user )",
                                     line)]
        assert not refused, refused
        for page, said in seen.items():
            if page is ben:  # his reload, while his server was gone: Voila's goodbye to the old page's
                # kernel, refused by the hub in the server's place, and the hub's own "starting your
                # server" page (status 424, its progress stream) before it sent him on; nothing else
                said = [line for line in said if line not in GONE and f"{hub_url}/hub/" not in line]
            said = [line for line in said if not ABORTED_POLL.match(line)]
            assert not said, (page.url, said)
    finally:
        for context in contexts.values():
            context.close()
