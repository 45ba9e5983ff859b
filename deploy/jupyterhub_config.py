"""A school's JupyterHub for the kit (README: "A school's server" / "Il server della scuola").

Every user -- the teacher and each student -- gets a Jupyter server of their own with the kit and
Voila.  Voila runs inside it as a server extension, as on Binder, so the apps and the teacher's
page are at their Voila paths (``/hub/user-redirect/voila/render/it/class_dashboard.ipynb`` takes
each user to their own server's page), and the landing page (``index.ipynb``, choose a language)
is where a server opens.  Every server reaches the same class store,
the PostgreSQL database in ``KIT_DATABASE_URL``, so what the students' pages send is pooled on the
teacher's page.  Servers nobody uses are stopped by jupyterhub-idle-culler; a student whose server
was stopped opens the page again and is back in the class under the same nickname (their server
keeps it in their home, not the shared browser: :func:`kit.ui.classroom.home_memory`).

This file holds only what the kit needs; the hub's own choices (who logs in, how servers start,
HTTPS, memory limits) are the school's: on The Littlest JupyterHub it goes in
``/opt/tljh/config/jupyterhub_config.d/kit.py``, loaded after TLJH's own settings; on Kubernetes
its settings go into the Helm chart's values (README, "A school's server").  It serves the
README's "only the apps" layout (the kit's notebooks as every user's folder); for the exercise
sheets too, a later file sets ``c.Spawner.notebook_dir = "~"`` and ``c.Spawner.default_url =
"/voila/render/kit/notebooks/index.ipynb"`` with a copy of the repository as ``kit`` in each home.

The users' environment needs the kit, Voila set up the kit's way and psycopg, once, with that
environment's Python (TLJH: ``/opt/tljh/user/bin/python``; README)::

    python -m pip install -r /srv/kit/binder/requirements.txt 'psycopg[binary]>=3.1'
    python -m pip install --no-deps /srv/kit
    python -m kit.tools.voila_server --install

and ``jupyterhub`` itself (for ``jupyterhub-singleuser``; TLJH's has it).  The hub's own
environment needs ``jupyterhub-idle-culler`` (TLJH's has it).

Environment read here (the hub's):
    KIT_DATABASE_URL: the class store (required), e.g.
        ``postgresql+psycopg://kit:<password>@127.0.0.1/kit``; handed to every user's server.
        Without it each server would keep a class store of its own and nothing would be pooled,
        so the hub refuses to start.
    KIT_NOTEBOOKS: the folder each server opens in: the kit's ``notebooks/`` (default
        ``/srv/kit/notebooks``, in a copy of the repository every user can read).
    KIT_CULL_AFTER_S: seconds without activity before a user's server is stopped (default 3600:
        an hour, longer than a lesson, so a student who reads for a while keeps their page); 0
        where the hub culls by itself (The Littlest JupyterHub culls after ten minutes unless
        told otherwise: ``tljh-config set services.cull.timeout 3600``; with both, the shorter wins).
"""

import os
import sys

c = get_config()  # noqa: F821 - provided by JupyterHub when it reads this file

database = os.environ.get("KIT_DATABASE_URL", "")
if not database.startswith("postgresql"):
    raise SystemExit(
        "KIT_DATABASE_URL must be the class store's PostgreSQL URL, handed to every user's server "
        "(e.g. postgresql+psycopg://kit:PASSWORD@127.0.0.1/kit); it is "
        + (repr(database.split("://")[0] + "://…") if database else "not set"))

c.Spawner.environment.update({"KIT_DATABASE_URL": database})
c.Spawner.notebook_dir = os.environ.get("KIT_NOTEBOOKS", "/srv/kit/notebooks")
c.Spawner.default_url = "/voila/render/index.ipynb"  # the kit's landing page, as an app
# A student whose server was stopped (idle, or the machine restarted) and who reloads their page
# gets it started again without a "Launch server" button to find.
c.JupyterHub.implicit_spawn_seconds = 2

# A class logging in at once: thirty servers starting together on a small machine take longer than
# JupyterHub's defaults (30 s to answer, 60 s to start) allow.
c.Spawner.http_timeout = 120
c.Spawner.start_timeout = 180

try:
    cull_after = int(os.environ.get("KIT_CULL_AFTER_S", "3600"))
except ValueError:
    raise SystemExit("KIT_CULL_AFTER_S must be a whole number of seconds (0: no culler of the kit's); "
                     f"it is {os.environ['KIT_CULL_AFTER_S']!r}") from None
if cull_after > 0:  # 0: the hub has a culler of its own (The Littlest JupyterHub does)
    c.JupyterHub.services.append(
        {"name": "kit-idle-culler",
         "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={cull_after}",
                     f"--cull-every={max(60, cull_after // 10)}"]})
    # what the culler needs, and nothing more (jupyterhub-idle-culler's README)
    c.JupyterHub.load_roles.append(
        {"name": "kit-idle-culler", "services": ["kit-idle-culler"],
         "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"]})
