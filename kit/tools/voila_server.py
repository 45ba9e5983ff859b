"""Start Voila with the two changes the kit needs: a page's kernel stops when the page goes,
and the server's address opens the landing page.

Voila's page asks the server to shut its kernel down when it unloads, sending the ``_xsrf``
cookie's token with the request (``POST /voila/api/shutdown/<id>``).  But Voila 0.5 renders an
app page without ever setting that cookie, so a page opened straight from a link (a Binder link,
a bookmark, a teacher's message) sends an empty token, the server refuses it (``403 '_xsrf'
argument missing``, Voila issue #1458) and the kernel runs on until the idle cull.  A class
of thirty fills a small server that way.  Here the render handler reads its XSRF token before
rendering, which makes tornado set the cookie: the server's XSRF protection stays on, and the
page's own request now passes it.

The address itself (``http://localhost:8866/``) shows the landing page
(``notebooks/index.ipynb``: choose a language) instead of a list of files; the list stays at
``/voila/tree/``.

Usage (what :mod:`kit.tools.app` runs): ``python -m kit.tools.voila_server NOTEBOOKS [voila options]``.
"""

from __future__ import annotations

import inspect
import sys


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


LANDING = "index.ipynb"
"""The page the server's address opens, relative to the folder Voila serves."""


def open_the_landing_page_at_the_root() -> None:
    """Make ``/`` redirect to ``/voila/render/index.ipynb`` when that notebook exists."""
    from jupyter_core.utils import ensure_async
    from jupyter_server.utils import url_path_join
    from voila.tornado.treehandler import TornadoVoilaTreeHandler

    if getattr(TornadoVoilaTreeHandler, "_kit_landing", False):
        return
    original = TornadoVoilaTreeHandler.get

    async def get(self, path=""):  # type: ignore[no-untyped-def]
        at_root = self.request.path.rstrip("/") == self.base_url.rstrip("/")
        if not path and at_root and await ensure_async(self.contents_manager.file_exists(LANDING)):
            return self.redirect(url_path_join(self.base_url, "voila/render", LANDING))
        return await original(self, path)

    TornadoVoilaTreeHandler.get = get
    TornadoVoilaTreeHandler._kit_landing = True


def main(argv: list[str] | None = None) -> None:
    """Run Voila (its own command line) with both changes applied."""
    set_xsrf_cookie_on_every_page()
    open_the_landing_page_at_the_root()
    from voila.app import main as voila_main

    sys.argv = ["voila", *(sys.argv[1:] if argv is None else argv)]
    voila_main()


if __name__ == "__main__":
    main()
