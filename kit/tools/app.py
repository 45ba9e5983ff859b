"""Serve the notebooks as web apps with Voila (what ``make app`` runs).

``make app``, the tests and the class benchmark all start the server through
:func:`voila_command`, so they serve the apps the same way: bound to this machine only, with
the kit's configuration (:func:`kit.tools.voila_server.configure`: sources stripped, tracebacks
hidden, the kit's page template, a page's kernel stopped when the page goes, idle kernels of
closed pages shut down after ten minutes).

Usage: ``python -m kit.tools.app [--port 8866] [--ip 127.0.0.1] [--class-size 30 --prepare it/deal_hands.ipynb]``
(``make app CLASS=30 PREPARE=it/deal_hands.ipynb``).
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from kit.tools import hand_over
from kit.classroom.session import CODE_VAR
from kit.store.codes import check_code, new_code
from kit.tools.class_server import kernel_cap

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

VOILA_OPTIONS: tuple[str, ...] = ("--no-browser", "--Voila.port_retries=0")
"""Voila command-line options shared by ``make app`` and the tests."""


def voila_command(port: int, ip: str = "127.0.0.1", notebooks: Path = NOTEBOOKS, class_size: int = 0,
                  prepare: tuple[str, ...] = (), class_code: str = "", max_kernels: int = 0,
                  python: str = "", teacher: bool = False) -> list[str]:
    """The command line that serves ``notebooks`` on ``http://ip:port``; with ``class_size`` and
    ``prepare`` (notebook paths under ``notebooks``), that many copies of each of those pages are
    computed in advance (:func:`kit.tools.voila_server.prepare_pages`); ``class_code`` asks every
    page for that code, ``max_kernels`` caps the kernels (0: sized from the memory and the class,
    :mod:`kit.tools.class_server`).  ``python``: the interpreter that runs the server and so its
    kernels (default: this one; the tests give the one of ``make app``'s own environment,
    tests/test_pages_as_served.py).  ``teacher``: serve the teacher's guide too (by default a
    404: :data:`kit.tools.voila_server.TEACHER_VIEW`)."""
    # Voila's own command line, through kit.tools.voila_server (the kit's configuration)
    ours = [f"--class-size={class_size}", *(f"--prepare={page}" for page in prepare)] if class_size or prepare else []
    ours += [f"--class-code={class_code}"] if class_code else []
    ours += [f"--max-kernels={max_kernels}"] if max_kernels else []
    ours += ["--teacher"] if teacher else []
    return [python or sys.executable, "-m", "kit.tools.voila_server", str(notebooks), f"--port={port}", f"--Voila.ip={ip}",
            *ours, *VOILA_OPTIONS]


def port_in_use(port: int, ip: str = "127.0.0.1") -> bool:
    """Whether something already listens on ``ip:port`` (then ``make app`` stops and says so,
    rather than letting Voila move to another port while the address printed is the old one)."""
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1" if ip in ("0.0.0.0", "") else ip, port)) == 0


def free_port() -> int:
    """A TCP port on this machine that nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def listens_on(proc: subprocess.Popen, port: int) -> bool:
    """Whether the process ``proc`` itself listens on ``port`` (``True`` when that cannot be
    told: without psutil, or where the system does not say)."""
    try:
        import psutil

        process = psutil.Process(proc.pid)
        connections = process.net_connections("tcp") if hasattr(process, "net_connections") else process.connections("tcp")
    except Exception:  # no psutil, or the system does not say: the answer on the port must do
        return True
    return any(c.status == psutil.CONN_LISTEN and c.laddr and c.laddr.port == port for c in connections)


@contextmanager
def serving(notebooks: Path = NOTEBOOKS, *, class_size: int = 0, prepare: tuple[str, ...] = (),
            log: Path | None = None, timeout: float = 120.0, attempts: int = 3,
            env: dict[str, str] | None = None, class_code: str = "",
            max_kernels: int = 0, python: str = "", teacher: bool = False) -> Iterator[tuple[str, subprocess.Popen]]:
    """Serve ``notebooks`` as ``make app`` does, on a free local port (for the tests and benchmarks).

    Args:
        notebooks: the folder to serve.
        class_size, prepare, class_code, max_kernels, python, teacher: as :func:`voila_command` says.
        log: a file for the server's output (discarded when ``None``).
        timeout: seconds the server may take to answer.
        attempts: servers started in turn, each on a new free port, while the one before stopped
            before answering (another program -- another test process -- took the free port
            between :func:`free_port` and the server's start).
        env: environment variables for the server and its kernels, besides this process's own
            (the tests' ``KIT_DATA_DIR``).

    Yields:
        ``(base URL, server process)`` once the server answers (``http://127.0.0.1:<port>``)
        and listens on that port itself; the server is stopped when the block ends.

    Raises:
        RuntimeError: the server stopped, or did not answer within ``timeout`` seconds (with the
            end of its log when there is one).
    """
    import requests

    for attempt in range(1, attempts + 1):
        port = free_port()
        url = f"http://127.0.0.1:{port}"
        out = open(log, "w") if log is not None else subprocess.DEVNULL
        command = voila_command(port, notebooks=notebooks, class_size=class_size, prepare=prepare,
                                class_code=class_code, max_kernels=max_kernels, python=python, teacher=teacher)
        proc = subprocess.Popen(command,
                                cwd=NOTEBOOKS.parent, stdout=out, stderr=subprocess.STDOUT,
                                env={**os.environ, **env} if env else None)
        try:
            deadline = time.monotonic() + timeout
            while True:
                try:  # not followed: the landing page would start a kernel that no page closes
                    requests.get(url + "/", timeout=5, allow_redirects=False)
                    if listens_on(proc, port):  # this server, not another one on the same port
                        break
                except (requests.ConnectionError, requests.Timeout):  # not up yet, or busy starting kernels
                    pass
                if proc.poll() is not None or time.monotonic() > deadline:
                    break
                time.sleep(0.5)
            if proc.poll() is None and time.monotonic() <= deadline:
                yield url, proc
                return
            if proc.poll() is None or attempt == attempts:
                said = log.read_text()[-3000:] if log is not None else ""
                raise RuntimeError(f"the kit's server did not start on {url}\n{said}")
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
            if log is not None:
                out.close()


def network_address() -> str:
    """This machine's address on its local network (what students type), or ``"<this computer>"``."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))  # no packet is sent: this only picks the interface
            return probe.getsockname()[0]
        except OSError:
            return "<this computer>"


def count(low: int):
    """An argparse type: a whole number of at least ``low``."""

    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = low - 1
        if value < low:
            raise argparse.ArgumentTypeError(f"a whole number of at least {low}, got {text!r}")
        return value

    return read


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Serve the kit's notebooks as web apps with Voila (make app).")
    parser.add_argument("--port", type=count(1), default=8866, help="the port (default 8866)")
    parser.add_argument("--ip", default="127.0.0.1",
                        help="0.0.0.0 lets the other devices of the network (a class) open the apps")
    parser.add_argument("--class-size", type=count(0), default=0,
                        help="students in the class: sizes the cap on pages, and the copies of --prepare")
    parser.add_argument("--prepare", nargs="*", default=[],
                        help="pages to compute in advance, one copy per student, e.g. it/deal_hands.ipynb")
    parser.add_argument("--class-code", default="",
                        help="the code every page asks for (default: a new one when served beyond this machine)")
    parser.add_argument("--max-kernels", type=count(1), default=0,
                        help="the most pages open at once (default: from the free memory and the class's size)")
    parser.add_argument("--teacher", action="store_true",
                        help="serve the teacher's guide too (every sheet answer explained): only on a server "
                             "no student reaches")
    args = parser.parse_args(argv)
    missing = [page for page in args.prepare if not (NOTEBOOKS / page).is_file()]
    if missing:
        parser.exit(2, both("server.no_page", pages=", ".join(missing)) + "\n")
    if args.prepare and args.class_size < 1:
        parser.exit(2, both("server.prepare_needs_class") + "\n")
    if port_in_use(args.port, args.ip):
        parser.exit(2, both("server.port_in_use", port=args.port, next=args.port + 1) + "\n")
    code = args.class_code or ("" if args.ip in LOCAL_ONLY else new_code())
    try:
        code = check_code(code) if code else ""
    except ValueError:
        parser.exit(2, both("server.bad_code", code=args.class_code) + "\n")
    cap = args.max_kernels or kernel_cap(args.class_size, len(args.prepare))
    command = voila_command(args.port, args.ip, class_size=args.class_size, prepare=tuple(args.prepare),
                            class_code=code, max_kernels=cap, teacher=args.teacher)
    with_code = f"/?code={code}" if code else ""
    print(both("server.serving", port=f"{args.port}{with_code}"), flush=True)
    if args.ip not in LOCAL_ONLY:
        print(both("server.network", address=network_address(), port=f"{args.port}{with_code}"), flush=True)
    if code:
        print(both("server.code", code=code), flush=True)
    print(both("server.cap_given" if args.max_kernels else "server.cap", n=cap), flush=True)
    if args.prepare:
        print(both("server.preparing", n=args.class_size, pages=", ".join(args.prepare)), flush=True)
    if code:  # the pages' kernels inherit it: the teacher's page starts the class with this code,
        os.environ[CODE_VAR] = code  # and a student's join box has it already (one code to type)
    sys.exit(hand_over(command))


LOCAL_ONLY = ("127.0.0.1", "localhost", "::1")
"""Addresses that serve this machine only: no class code is needed there."""


def both(key: str, **fields: object) -> str:
    """A message for the teacher's terminal in both languages, Italian (the class's) first; the
    pages themselves speak their own language."""
    from kit.i18n import LANGUAGES, t

    return "\n".join(t(key, lang, **fields) for lang in LANGUAGES)


if __name__ == "__main__":
    main()
