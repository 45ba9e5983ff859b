"""A school's JupyterHub for the kit (README: "A school's server" / "Il server della scuola").

Every user -- the teacher and each student -- gets a Jupyter server of their own with the kit and
Voila.  Voila runs inside it as a server extension, as on Binder, so the apps and the teacher's
page are at their Voila paths (``/hub/user-redirect/voila/render/it/class_dashboard.ipynb`` takes
each user to their own server's page), and the landing page (``index.ipynb``, choose a language)
is where a server opens.  Every server reaches the same class store,
the PostgreSQL database in ``KIT_DATABASE_URL``, so what the students' pages send is pooled on the
teacher's page.  Servers nobody uses are stopped by jupyterhub-idle-culler; a student whose server
was stopped opens the page again and is back in the class under the same nickname (the browser
keeps it, per hub user: :func:`kit.ui.classroom.memory_key`).

This file holds only what the kit needs; the hub's own choices (who logs in, how servers start,
HTTPS) are the school's: on The Littlest JupyterHub it goes in
``/opt/tljh/config/jupyterhub_config.d/kit.py`` beside TLJH's own settings, on Kubernetes its
settings go into the Helm chart's values (README).

The users' environment needs the kit with its ``hub`` extra and Voila set up the kit's way, once:
``pip install '<kit>[notebook,hub]'`` then ``python -m kit.tools.voila_server --install``, both with
that environment's Python (TLJH: ``/opt/tljh/user/bin/python``).

Environment read here (the hub's):
    KIT_DATABASE_URL: the class store (required), e.g.
        ``postgresql+psycopg://kit:<password>@127.0.0.1/kit``; handed to every user's server.
        Without it each server would keep a class store of its own and nothing would be pooled,
        so the hub refuses to start.
    KIT_NOTEBOOKS: the folder each server opens in: the kit's ``notebooks/`` (default
        ``/srv/kit/notebooks``, in a copy of the repository every user can read).
    KIT_CULL_AFTER_S: seconds without activity before a user's server is stopped (default 3600:
        an hour, longer than a lesson, so a student who reads for a while keeps their page); 0
        where the hub culls by itself (The Littlest JupyterHub: ``tljh-config set
        services.cull.timeout 3600``).
"""

import os
import sys

c = get_config()  # noqa: F821 - provided by JupyterHub when it reads this file

database = os.environ.get("KIT_DATABASE_URL", "")
if not database.startswith(("postgresql", "sqlite")):
    raise SystemExit(
        "KIT_DATABASE_URL must be the class store's database URL, handed to every user's server "
        f"(e.g. postgresql+psycopg://kit:PASSWORD@127.0.0.1/kit); it is {database!r}")

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

cull_after = int(os.environ.get("KIT_CULL_AFTER_S", "3600"))
if cull_after > 0:  # 0: the hub has a culler of its own (The Littlest JupyterHub does)
    c.JupyterHub.services.append(
        {"name": "kit-idle-culler",
         "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={cull_after}",
                     f"--cull-every={max(60, cull_after // 10)}"]})
    # what the culler needs, and nothing more (jupyterhub-idle-culler's README)
    c.JupyterHub.load_roles.append(
        {"name": "kit-idle-culler", "services": ["kit-idle-culler"],
         "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"]})
