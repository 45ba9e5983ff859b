"""A throwaway PostgreSQL server for the tests (issue 25): Debian's ``postgresql`` package's own
``initdb`` and ``pg_ctl``, a cluster in a temporary folder, on a free loopback port, trust
authentication, stopped (and its folder removed) at the end.

PostgreSQL refuses to run as root; when the tests run as root (a CI machine), the cluster belongs
to the ``postgres`` user the Debian package creates, and its commands run through ``runuser``.

Not found (no ``pg_ctl`` under ``/usr/lib/postgresql/*/bin`` or on ``PATH``): :func:`binaries`
returns ``None``; the tests skip, and fail under ``CI=true`` (``.ci/run`` installs the package).
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path


def binaries() -> Path | None:
    """The folder of PostgreSQL's server programs (the newest version installed), or ``None``."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(Path(p).parts[-3]))
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("pg_ctl")
    return Path(on_path).resolve().parent if on_path else None


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class PostgresServer:
    """A running throwaway cluster.

    Attributes:
        folder: the cluster's folder (data in ``folder/data``, socket and log beside it).
        port: its TCP port on 127.0.0.1.
        bin: the folder of ``pg_ctl`` and friends.
        user: the operating-system user the server runs as (``None``: this process's own).
    """

    folder: Path
    port: int
    bin: Path
    user: str | None

    def url(self, database: str = "postgres") -> str:
        """The SQLAlchemy URL of ``database`` on this server (psycopg 3, user ``postgres``)."""
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.user:
            command = ["runuser", "-u", self.user, "--", *command]
        return subprocess.run(command, check=check, capture_output=True, text=True, timeout=120)

    def start(self) -> None:
        """Start the server (again, after :meth:`stop`) and wait until it accepts connections."""
        self._run("pg_ctl", "-D", str(self.folder / "data"), "-l", str(self.folder / "log"), "-w", "-t", "60",
                  "-o", f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c max_connections=200",
                  "start")

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``mode``: ``fast`` ends open sessions, ``immediate`` is a crash)."""
        self._run("pg_ctl", "-D", str(self.folder / "data"), "-m", mode, "-w", "stop", check=False)

    def create_database(self, name: str) -> str:
        """Create database ``name`` (letters, digits, ``_``) and return its URL."""
        if not name.replace("_", "").isalnum():
            raise ValueError(f"database name {name!r}: letters, digits and _ only")
        self._run("psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "-d", "postgres",
                  "-v", "ON_ERROR_STOP=1", "-c", f"CREATE DATABASE {name}")
        return self.url(name)


def start_server() -> PostgresServer:
    """Make a cluster in a new temporary folder and start it.

    Raises:
        FileNotFoundError: PostgreSQL's programs are not installed.
        subprocess.CalledProcessError: ``initdb`` or ``pg_ctl`` failed (its output in the error).
    """
    bin_dir = binaries()
    if bin_dir is None:
        raise FileNotFoundError("PostgreSQL's pg_ctl was not found (Debian: apt-get install postgresql)")
    user = "postgres" if os.geteuid() == 0 else None
    folder = Path(tempfile.mkdtemp(prefix="kit-pg-"))
    if user:
        shutil.chown(folder, user)
        folder.chmod(0o700)
    server = PostgresServer(folder, free_port(), bin_dir, user)
    server._run("initdb", "-D", str(folder / "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8",
                "--locale=C.UTF-8", "--no-sync")
    server.start()
    return server


def remove(server: PostgresServer) -> None:
    """Stop ``server`` and delete its folder."""
    server.stop("immediate")
    shutil.rmtree(server.folder, ignore_errors=True)
