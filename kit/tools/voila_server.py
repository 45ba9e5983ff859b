"""Start Voila with the one fix the kit needs: a page's kernel stops when the page goes.

Voila's page asks the server to shut its kernel down when it unloads, sending the ``_xsrf``
cookie's token with the request (``POST /voila/api/shutdown/<id>``).  But Voila 0.5 renders an
app page without ever setting that cookie, so a page opened straight from a link (a Binder link,
a bookmark, a teacher's message) sends an empty token, the server refuses it (``403 '_xsrf'
argument missing``, Voila issue #1458) and the kernel runs on until the idle cull.  A class
of thirty fills a small server that way.  Here the render handler reads its XSRF token before
rendering, which makes tornado set the cookie: the server's XSRF protection stays on, and the
page's own request now passes it.

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


def main(argv: list[str] | None = None) -> None:
    """Run Voila (its own command line) with :func:`set_xsrf_cookie_on_every_page` applied."""
    set_xsrf_cookie_on_every_page()
    from voila.app import main as voila_main

    sys.argv = ["voila", *(sys.argv[1:] if argv is None else argv)]
    voila_main()


if __name__ == "__main__":
    main()
