"""How the kit's pages are served by Voila, the same way standalone (``make app``) and as a server
extension (Binder, JupyterHub): :func:`configure` is the one place that says it.

What it changes in Voila, and why:

* **A page's kernel stops when the page goes.**  Voila's page asks the server to shut its kernel
  down when it unloads, sending the ``_xsrf`` cookie's token with the request
  (``POST /voila/api/shutdown/<id>``).  But Voila 0.5 renders an app page without ever setting
  that cookie, so a page opened straight from a link (a Binder link, a bookmark, a teacher's
  message) sends an empty token, the server refuses it (``403 '_xsrf' argument missing``, Voila
  issue #1458) and the kernel runs on until the idle cull.  A class of thirty fills a small
  server that way.  Here the render handler reads its XSRF token before rendering, which makes
  tornado set the cookie: the server's XSRF protection stays on, and the page's own request
  now passes it.
* **The landing page, not a file list.**  The address itself (``http://localhost:8866/``) and the
  file list (``/voila/tree/…``) open the landing page (``index.ipynb``: choose a language), which
  links every page.
* **The kit's page template** (``kit/tools/jupyter/voila/templates/kit``): Voila's lab page with
  nothing loaded from the internet, and a script that says so, with a reload button, when the
  app is slow, did not start or lost its kernel (words from :mod:`kit.i18n.pages`, handed over
  in the page config by :func:`page_config`).
* **Formulas typeset offline**: the bundled MathJax, in extension mode too (:func:`page_config`).
* **A class at once** (:data:`CLASS_OPTIONS`): a cell's output is awaited for a minute, not
  dropped after Voila's 4 s when thirty kernels start together; kernels talk over local sockets,
  not TCP ports that thirty kernels starting together can pick twice; only the widget extensions
  the apps use are loaded, built for Voila's own JupyterLab (no version warnings); and pages can
  be computed in advance for a class (:func:`prepare_pages`, ``make app CLASS=30 PREPARE=…``).
* **A server a class shares** (:func:`guard_the_pages`, :mod:`kit.tools.class_server`): the class
  code at the door, a cap on kernels with a "full" page, the sweep of kernels no page claimed,
  the prepared copies filled a few at a time with their progress on the terminal (``make app``
  only), and no "Notebook … is not trusted" line per page (:func:`quiet_the_trust_warnings`).

Standalone: ``python -m kit.tools.voila_server NOTEBOOKS [voila options]`` (what
:mod:`kit.tools.app` runs).  Extension mode: ``python -m kit.tools.voila_server --install``
(Binder's ``postBuild`` runs it) writes a ``voila.py`` into the environment's Jupyter config
folder that calls :func:`configure`, and puts the template where Voila looks for templates.
"""

from __future__ import annotations

import inspect
import logging
import os
import shutil
import sys
from pathlib import Path, PurePosixPath
from typing import Any

JUPYTER_DATA = Path(__file__).resolve().parent / "jupyter"
"""A Jupyter data folder of the kit's own: ``voila/templates/kit`` (the page template)."""

KIT_CSS = Path(__file__).resolve().parents[1] / "ui" / "kit.css"
"""The kit's stylesheet, which every page carries (:func:`page_config`)."""

TEMPLATE = "kit"
"""The name of the kit's Voila template."""

LANDING = "index.ipynb"
"""The page the server's address opens, relative to the folder Voila serves."""

LABEXTENSIONS: tuple[str, ...] = ("@voila-dashboards/widgets-manager8", "@jupyter-widgets/jupyterlab-manager", "anywidget")
"""The JupyterLab extensions an app page needs: Voila's widget manager and the widgets (ipywidgets,
anywidget), nothing else (the others were built for a newer JupyterLab than Voila's page)."""

IOPUB_TIMEOUT = 60
"""Seconds Voila waits for a cell's output after the cell ran (its default, 4, drops outputs
when a class starts thirty kernels at once and leaves pages without their app)."""

CLASS_OPTIONS: dict[str, dict[str, Any]] = {
    "VoilaConfiguration": {
        "template": TEMPLATE,
        "theme": "light",
        "strip_sources": True,
        "show_tracebacks": False,
        "extension_allowlist": list(LABEXTENSIONS),
    },
    "VoilaExecutor": {"iopub_timeout": IOPUB_TIMEOUT, "raise_on_iopub_timeout": False},
    "MappingKernelManager": {
        # Kernels left behind by pages that could not say goodbye (a browser killed, a laptop
        # closed) are shut down after ten idle minutes; never one a page is still connected to.
        "cull_idle_timeout": 600,
        "cull_interval": 60,
        "cull_connected": False,
    },
}
"""The configuration every way of serving the kit shares, by configurable class."""


def page_language(notebook_path: str) -> str | None:
    """``"it"`` or ``"en"`` for a page of that edition (``en/deal_hands.ipynb``), else ``None``."""
    from kit.i18n import LANGUAGES

    parts = PurePosixPath(str(notebook_path).replace(os.sep, "/")).parts
    return next((part for part in parts if part in LANGUAGES), None)


def page_texts(lang: str | None) -> dict[str, str]:
    """The page's own words (:mod:`kit.i18n.pages`) in ``lang``; both languages for a page of
    neither edition (the landing page), Italian first."""
    from kit.i18n import CATALOGUE, LANGUAGES

    keys = [key for key in CATALOGUE if key.startswith("page.")]
    langs = [lang] if lang in LANGUAGES else list(LANGUAGES)
    return {key.removeprefix("page."): " / ".join(CATALOGUE[key][code] for code in langs) for key in keys}


def page_config(config: dict, base_url: str, settings: dict, log: Any, voila_configuration: Any,
                notebook_path: str) -> dict:
    """Voila's ``page_config_hook``: add the page's own words (key ``"kitPage"``) in its language,
    and typeset formulas with the MathJax bundled in Voila's page.

    Voila's page uses its bundled MathJax only when both ``fullMathjaxUrl`` and ``mathjaxConfig``
    are empty, as Voila's own server leaves them.  As a server extension (Binder, JupyterHub)
    Voila finds neither in the Jupyter server's settings and fills in MathJax from
    cdnjs.cloudflare.com: fetched from the internet, formulas left as TeX where that site cannot be
    reached.  Emptying both here makes the two modes the same.

    The page's language (``kitPage.lang``: a screen reader reads an Italian page with an Italian
    voice; the landing page counts as Italian) and the kit's stylesheet (``kit/ui/kit.css``)
    come along too (key ``"kitCss"``, put in the page
    by the template): tables that wrap and formulas that fit a phone on every page, also those
    that show no widget of the kit (the widgets carry the same stylesheet into JupyterLab).
    """
    lang = page_language(notebook_path)
    return {**config, "fullMathjaxUrl": None, "mathjaxConfig": None,
            "kitPage": {**page_texts(lang), "lang": lang or "it"}, "kitCss": KIT_CSS.read_text(encoding="utf-8")}


def set_xsrf_cookie_on_every_page() -> None:
    """Make Voila's page handler set the ``_xsrf`` cookie (reading ``xsrf_token`` sets it)."""
    from voila.handler import VoilaHandler

    if getattr(VoilaHandler, "_kit_sets_xsrf_cookie", False):
        return
    original = VoilaHandler.prepare

    async def prepare(self):  # type: ignore[no-untyped-def]
        result = original(self)
        if inspect.isawaitable(result):
            await result
        self.xsrf_token  # noqa: B018 - reading it sets the cookie the shutdown request sends back

    VoilaHandler.prepare = prepare
    VoilaHandler._kit_sets_xsrf_cookie = True


TEACHER_VIEW = {"on": False}
"""Whether the server shows the teacher's pages (``--teacher``, ``make app TEACHER=1``).  Off by
default: a server students reach (a class on ``make app IP=0.0.0.0``, a student's own) answers
404 for the teacher's guide, which explains every sheet answer, as a student's ``make lab`` does
(:data:`kit.tools.lab.TEACHER_ONLY`; issue 33)."""


def guard_the_pages() -> None:
    """Make Voila's page handler refuse a teacher's page unless :data:`TEACHER_VIEW` is on (404,
    before any kernel starts), check the class code and the cap before a page starts a kernel,
    and start the sweep of kernels that belong to no page (:mod:`kit.tools.class_server`; only
    where :func:`kit.tools.class_server.configure_door` set a cap: ``make app``)."""
    from tornado import web
    from voila.handler import VoilaHandler

    from kit.tools.lab import teacher_only

    from kit.tools import class_server as door

    if getattr(VoilaHandler, "_kit_guarded", False):
        return
    prepare, on_finish = VoilaHandler.prepare, VoilaHandler.on_finish

    async def guarded_prepare(self):  # type: ignore[no-untyped-def]
        asked = self.notebook_path or (self.path_args[0] if self.path_args else "")
        if not TEACHER_VIEW["on"] and teacher_only(asked or ""):
            raise web.HTTPError(404)  # before a kernel starts: the page is not there for a student
        result = prepare(self)
        if inspect.isawaitable(result):
            await result
        if self._finished or not door.DOOR.cap:
            return
        door.sweeper_for(self.kernel_manager)
        path = self.notebook_path or (self.path_args[0] if self.path_args else "")
        if not door.let_in(self, path):
            return
        try:
            ready = self.kernel_manager.get_pool_size(path) > 0
        except AttributeError:  # no pools
            ready = False
        await door.admit(self, path, ready)

    def finished(self):  # type: ignore[no-untyped-def]
        door.page_sent(self)
        return on_finish(self)

    VoilaHandler.prepare = guarded_prepare
    VoilaHandler.on_finish = finished
    VoilaHandler._kit_guarded = True

    from jupyter_server.services.kernels.handlers import KernelHandler

    model = KernelHandler.get

    async def claimed(self, kernel_id):  # type: ignore[no-untyped-def]
        result = await model(self, kernel_id)
        if door.DOOR.cap and self.get_status() == 200:
            door.claim(self.kernel_manager, kernel_id)  # the page's script asked: a browser has it
        return result

    KernelHandler.get = claimed


def open_the_landing_page_instead_of_the_file_list() -> None:
    """Make ``/`` and ``/voila/tree/…`` redirect to ``/voila/render/index.ipynb`` when it exists."""
    from jupyter_core.utils import ensure_async
    from jupyter_server.utils import url_path_join
    from voila.tornado.treehandler import TornadoVoilaTreeHandler

    if getattr(TornadoVoilaTreeHandler, "_kit_landing", False):
        return
    original = TornadoVoilaTreeHandler.get

    async def get(self, path=""):  # type: ignore[no-untyped-def]
        from kit.tools import class_server as door

        if door.DOOR.cap and not door.let_in(self, ""):
            return None
        if await ensure_async(self.contents_manager.file_exists(LANDING)):
            return self.redirect(url_path_join(self.base_url, "voila/render", LANDING))
        return await original(self, path)

    TornadoVoilaTreeHandler.get = get
    TornadoVoilaTreeHandler._kit_landing = True


def find_the_template() -> None:
    """Put :data:`JUPYTER_DATA` on the Jupyter data path, where Voila looks for templates."""
    paths = [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    if str(JUPYTER_DATA) not in paths:
        os.environ["JUPYTER_PATH"] = os.pathsep.join([str(JUPYTER_DATA), *paths])


def hand_the_executor_options_to_the_server() -> None:
    """Extension mode: put :data:`CLASS_OPTIONS`' ``VoilaExecutor`` options in the Jupyter server's config.

    As a server extension Voila reads ``voila.py`` for its ``VoilaConfiguration`` only; the
    executor that runs a page's cells is configured from the server's own config.  Options the
    server's config already sets are left as they are.  The kernel manager's idle cull is not
    handed over: that server also runs the student's notebooks, and Binder and JupyterHub stop an
    idle server themselves.  Standalone (no Jupyter server running) it does nothing.
    """
    from jupyter_server.serverapp import ServerApp

    if not ServerApp.initialized():
        return
    executor = ServerApp.instance().config.VoilaExecutor
    for name, value in CLASS_OPTIONS["VoilaExecutor"].items():
        if name not in executor:
            executor[name] = value


class _NotTrusted(logging.Filter):
    """Drops the server's "Notebook … is not trusted" lines: a page's outputs are computed
    afresh for each person, so the saved outputs' signature means nothing here, and thirty
    such lines a class hid what a teacher needs to read in the terminal."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.msg != "Notebook %s is not trusted"


def quiet_the_trust_warnings() -> None:
    """Put :class:`_NotTrusted` on the loggers of Voila and of a Jupyter server (once)."""
    for name in ("Voila", "ServerApp"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, _NotTrusted) for f in logger.filters):
            logger.addFilter(_NotTrusted())


def configure(c: Any) -> Any:
    """Apply the kit's way of serving to the traitlets config ``c`` (and patch Voila, once).

    Used by the standalone launcher (:func:`main`) and, in extension mode, by the ``voila.py``
    that :func:`install` writes (Voila's server extension loads it with ``c`` its config).

    Returns:
        ``c``, changed in place.
    """
    set_xsrf_cookie_on_every_page()
    guard_the_pages()
    open_the_landing_page_instead_of_the_file_list()
    quiet_the_trust_warnings()
    find_the_template()
    hand_the_executor_options_to_the_server()
    for section, options in CLASS_OPTIONS.items():
        for name, value in options.items():
            setattr(c[section], name, value)
    c.VoilaConfiguration.page_config_hook = page_config
    if os.name == "posix":
        # Kernels talk to the server over local sockets, not TCP ports: thirty kernels started at
        # once no longer pick the same free port ("ZMQError: Address already in use", a kernel
        # that never answers and a page that never finishes), and nothing listens on the network.
        c.KernelManager.transport = "ipc"
    return c


def hand_out_ready_pages_once() -> None:
    """Make Voila's pools prepare their pages once, at start, and hand out only ready ones.

    The copies are computed a few at a time and count as ready once computed
    (:func:`kit.tools.class_server.gate_filling`: Voila starts them all at once and calls a
    pool full as soon as its kernels have started).  Voila replaces each page a student takes,
    a second later: while a class arrives the
    processors would compute the next thirty copies instead of serving the class, and the
    server would then hold twice the class's memory.  And it counts a pending replacement as
    available, so that a student beyond the prepared copies waits for one.  With this change
    the copies are computed once, when the server starts, and a student beyond them (or one
    who reloads the page) gets a page computed for them at once, as without pools.
    """
    import voila.app
    import voila.voila_kernel_manager as pools

    if getattr(pools, "_kit_ready_once", False):
        return
    from kit.tools.class_server import gate_filling

    factory = pools.voila_kernel_manager_factory

    def prepared_once_factory(base_class, preheat_kernel, *args, **kwargs):  # type: ignore[no-untyped-def]
        manager = factory(base_class, preheat_kernel, *args, **kwargs)
        if not preheat_kernel:
            return manager

        class PreparedOnce(gate_filling(manager)):  # type: ignore[misc]
            def fill_if_needed(self, delay=None, notebook_name=None, **kwargs):  # type: ignore[no-untyped-def]
                filled = self.__dict__.setdefault("_kit_filled", set())
                if notebook_name in filled:
                    return  # prepared at start only
                filled.add(notebook_name)
                super().fill_if_needed(delay=delay, notebook_name=notebook_name, **kwargs)

            def get_pool_size(self, notebook_name: str) -> int:
                return sum(1 for task in self._pools.get(notebook_name, []) if task.done() and not task.exception())

            async def get_rendered_notebook(self, notebook_name: str, *args, **kwargs):  # type: ignore[no-untyped-def]
                pool = self._pools.get(notebook_name, [])
                ready = next((i for i, task in enumerate(pool) if task.done() and not task.exception()), 0)
                pool.insert(0, pool.pop(ready))
                return await super().get_rendered_notebook(notebook_name, *args, **kwargs)

        return PreparedOnce

    pools.voila_kernel_manager_factory = prepared_once_factory
    voila.app.voila_kernel_manager_factory = prepared_once_factory
    pools._kit_ready_once = True


def prepare_pages(c: Any, pages: list[str], class_size: int) -> Any:
    """Have ``class_size`` copies of each page in ``pages`` ready before the class opens them.

    Voila's pre-heated kernel pools: at start the server runs each listed notebook
    ``class_size`` times, each in its own kernel, and hands a student a page that is already
    computed (no kernel to start, no cell to run); the other pages start their kernel on demand.
    The copies are made once, when the server starts, and wait until a student takes them
    (Voila's pooled kernel manager never culls a copy in its pool, and the kit's sweep leaves it
    alone, :mod:`kit.tools.class_server`; the ten-minute cull applies to every other kernel,
    as without pools); a student beyond them, or one who reloads the page, gets a page computed
    for them at once (:func:`hand_out_ready_pages_once`).
    Standalone Voila only (Binder and JupyterHub give each person a server of their own).

    Args:
        c: the traitlets config (changed in place).
        pages: notebook paths relative to the served folder, e.g. ``["it/deal_hands.ipynb"]``.
        class_size: copies per page, 1 or more.

    Raises:
        ValueError: ``class_size`` below 1 or no page named.
    """
    if class_size < 1 or not pages:
        raise ValueError(f"to prepare pages for a class, give a class size of 1 or more (got {class_size}) "
                         f"and at least one page (got {pages!r}), e.g. --class-size 30 --prepare it/deal_hands.ipynb")
    from kit.tools.class_server import FILLING

    hand_out_ready_pages_once()
    FILLING.total = class_size * len(pages)
    c.VoilaConfiguration.preheat_kernel = True
    c.VoilaKernelManager.kernel_pools_config = {"default": {"pool_size": 0},
                                                **{page: {"pool_size": class_size} for page in pages}}
    return c


VOILA_PY = '''\
# Written by `python -m kit.tools.voila_server --install`: Voila (here a Jupyter server
# extension, as on Binder and JupyterHub) serves the kit's pages the way `make app` does.
from kit.tools.voila_server import configure

configure(c)  # noqa: F821 - `c` is the config Voila hands to this file
'''


def install(prefix: Path | None = None) -> list[Path]:
    """Set up extension mode in the environment at ``prefix`` (default: this Python's).

    Writes ``<prefix>/etc/jupyter/voila.py`` (calls :func:`configure`) and copies the kit's
    template to ``<prefix>/share/jupyter/voila/templates/kit``, where Voila's server extension
    looks for both.

    Returns:
        The paths written.
    """
    prefix = Path(sys.prefix if prefix is None else prefix)
    config = prefix / "etc" / "jupyter" / "voila.py"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(VOILA_PY, encoding="utf-8")
    template = prefix / "share" / "jupyter" / "voila" / "templates" / TEMPLATE
    if template.exists():
        shutil.rmtree(template)
    shutil.copytree(JUPYTER_DATA / "voila" / "templates" / TEMPLATE, template)
    return [config, template]


def main(argv: list[str] | None = None) -> None:
    """Run Voila (its own command line) the kit's way; ``--install`` sets up extension mode;
    ``--class-size N --prepare PAGE [--prepare PAGE…]`` prepares pages for a class
    (:func:`prepare_pages`); ``--class-code CODE`` asks every page for that code and
    ``--max-kernels N`` caps the kernels (default :func:`kit.tools.class_server.kernel_cap`);
    ``--teacher`` serves the teacher's guide too (:data:`TEACHER_VIEW`)."""
    import argparse

    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--install"]:
        for path in install(Path(args[1]) if len(args) > 1 else None):
            print(f"wrote {path}")
        return
    from traitlets.config import Config
    from voila.app import Voila

    ours = argparse.ArgumentParser(add_help=False)
    ours.add_argument("--class-size", type=int, default=0)
    ours.add_argument("--prepare", action="append", default=[])
    ours.add_argument("--class-code", default="")
    ours.add_argument("--max-kernels", type=int, default=0)
    ours.add_argument("--teacher", action="store_true")
    known, voila_args = ours.parse_known_args(args)
    TEACHER_VIEW["on"] = known.teacher
    config = configure(Config())
    if known.prepare:
        prepare_pages(config, known.prepare, known.class_size)
    from kit.tools.class_server import configure_door, kernel_cap

    configure_door(known.class_code, known.max_kernels or kernel_cap(known.class_size, len(known.prepare)))
    sys.argv = ["voila", *voila_args]
    Voila.launch_instance(config=config)


if __name__ == "__main__":
    main()
