"""A real PostgreSQL server in a temporary folder, started by the tests and by
``benchmarks/bench_store.py``.

PostgreSQL refuses to run as root: as root the server runs as the ``postgres`` user that
Debian's package creates (``.ci/run`` installs it); as any other user it runs as that user.
When the server cannot start for want of something the machine lacks, :class:`PostgresServer`
raises :class:`PostgresMissing` with the reason: the tests skip with it (fail under
``CI=true``), the benchmark exits with it.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

from webextract_testkit import free_port


class PostgresMissing(RuntimeError):
    """PostgreSQL's programs, or the user to run them as, are not on this machine."""


def postgres_bin() -> Path | None:
    """The folder of PostgreSQL's server programs (Debian keeps them off the PATH)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                   key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    pg_ctl = shutil.which("pg_ctl")
    return Path(pg_ctl).resolve().parent if pg_ctl else None


class PostgresServer:
    """A PostgreSQL server in a temporary folder, on 127.0.0.1 at a free port and on a
    unix socket in that folder; :meth:`database` makes a fresh database and returns its
    URL."""

    def __init__(self) -> None:
        bindir = postgres_bin()
        if bindir is None or not (bindir / "initdb").exists():
            raise PostgresMissing("PostgreSQL is not installed (apt-get install postgresql)")
        self.bin = bindir
        self.user = None
        if os.geteuid() == 0:
            try:
                self.user = pwd.getpwnam("postgres")
            except KeyError:
                raise PostgresMissing("running as root and there is no 'postgres' user to run PostgreSQL as") from None
        self.dir = Path(tempfile.mkdtemp(prefix="webextract-pg-"))
        if self.user is not None:
            os.chown(self.dir, self.user.pw_uid, self.user.pw_gid)
        self.port = free_port()
        self._databases = 0
        data = self.dir / "data"
        self._run("initdb", "-D", str(data), "-U", "webextract", "--auth=trust", "--locale=C.UTF-8",
                  "--encoding=UTF8", "--no-sync")
        self.start()
        self.url = f"postgresql://webextract@127.0.0.1:{self.port}"

    def start(self) -> None:
        """Start the server (again) on its port."""
        self._run("pg_ctl", "-D", str(self.dir / "data"), "-l", str(self.dir / "server.log"), "-w", "-t", "60",
                  "start", "-o", f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off "
                                 "-c synchronous_commit=off -c full_page_writes=off")

    def halt(self) -> None:
        """Stop the server, its data kept (:meth:`start` brings it back)."""
        self._run("pg_ctl", "-D", str(self.dir / "data"), "-m", "fast", "-w", "stop")

    def _run(self, program: str, *args: str) -> None:
        kwargs = {}
        if self.user is not None:
            kwargs = {"user": self.user.pw_uid, "group": self.user.pw_gid, "extra_groups": []}
        proc = subprocess.run([str(self.bin / program), *args], capture_output=True, text=True,
                              timeout=120, cwd=self.dir, **kwargs)
        if proc.returncode != 0:
            log = self.dir / "server.log"
            raise RuntimeError(f"{program} failed: {proc.stdout}{proc.stderr}"
                               f"{log.read_text() if log.exists() else ''}")

    def database(self) -> str:
        """Create a new empty database; return its URL."""
        import psycopg

        self._databases += 1
        name = f"test{self._databases}"
        with psycopg.connect(f"{self.url}/postgres", autocommit=True) as db:
            db.execute(f"CREATE DATABASE {name}")
        return f"{self.url}/{name}"

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.dir / "data"), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)

