"""A school's JupyterHub for the kit (issue 25, draft: not yet tested end to end).

Every user (teacher or student) gets their own Jupyter server with the kit and Voila (Voila runs as
a server extension of each user's server, the way Binder runs it), and every server reaches the
same class store: the PostgreSQL database named by ``KIT_DATABASE_URL`` in the hub's environment,
handed on to each server.  The apps and the teacher's page are at their Voila paths, e.g.
``/user/<name>/voila/render/notebooks/it/class_dashboard.ipynb``.  Idle servers are stopped by
jupyterhub-idle-culler (an hour without activity by default: ``KIT_CULL_AFTER_S``).

On The Littlest JupyterHub this file goes in ``/opt/tljh/config/jupyterhub_config.d/``; the kit
itself is installed into the users' environment (``sudo -E /opt/tljh/user/bin/pip install
'kit[notebook] @ <the repository>'``) and its notebooks put where each user finds them.

Environment read here:
    KIT_DATABASE_URL: the class store, e.g. ``postgresql+psycopg://kit:<password>@127.0.0.1/kit``
        (required: without it each server would keep a class store of its own).
    KIT_NOTEBOOKS: the folder holding the kit's ``notebooks/`` (default ``/srv/kit``).
    KIT_CULL_AFTER_S: seconds of inactivity before a server is stopped (default 3600).
"""

import os
import sys

c = get_config()  # noqa: F821 - provided by JupyterHub when it reads this file

database = os.environ.get("KIT_DATABASE_URL")
if not database:
    raise SystemExit("KIT_DATABASE_URL is not set: the class store's PostgreSQL URL, handed to every server")

c.Spawner.environment = {"KIT_DATABASE_URL": database}
c.Spawner.notebook_dir = os.environ.get("KIT_NOTEBOOKS", "/srv/kit")
c.Spawner.default_url = "/voila/render/notebooks/it/index.ipynb"  # the kit's index, as an app

cull_after = int(os.environ.get("KIT_CULL_AFTER_S", "3600"))
c.JupyterHub.services = [
    {"name": "idle-culler", "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={cull_after}"]},
]
c.JupyterHub.load_roles = [
    {"name": "idle-culler", "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
     "services": ["idle-culler"]},
]
