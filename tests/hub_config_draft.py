# A draft of the test hub (issue 25): worked by hand on 2026-12-03 (a student logged in, spawned, and
# got the class experiment page through Voila at /user/<name>/voila/render/... in 6 s). Paths to be
# taken from the test fixture; DummyAuthenticator.password is deprecated in 5.3 (SharedPasswordAuthenticator).
import os, sys
c = get_config()
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = "kit"
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "simple"
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = 8123
c.JupyterHub.hub_port = 8124
c.ConfigurableHTTPProxy.command = ["/tmp/hubtry/node_modules/.bin/configurable-http-proxy"]
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:8125"
c.Spawner.cmd = ["/work/main/.venv/bin/jupyterhub-singleuser"]
c.Spawner.environment = {"KIT_DATABASE_URL": "sqlite:////tmp/hubtry/kit.sqlite3"}
c.JupyterHub.db_url = "sqlite:////tmp/hubtry/hub.sqlite"
c.JupyterHub.cookie_secret_file = "/tmp/hubtry/cookie"
c.Spawner.notebook_dir = "/work/main"
c.Spawner.default_url = "/voila/render/notebooks/en/class_experiment.ipynb"
c.Spawner.args = ["--allow-root"]  # the tests run as root on CI
