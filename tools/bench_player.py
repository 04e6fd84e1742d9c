"""tools/bench_window.py's apps run as a player runs them: as an ordinary user, and
Réussite from an installed copy rather than from this checkout.

`--user NAME` starts every app as that user (the benchmark itself runs as root, to start
Xvfb and read every process's figures). A user that does not exist is made, as a system
user without a home and without a login shell:

    useradd --system --no-create-home --shell /usr/sbin/nologin NAME

(remove it with `userdel NAME`). Each start gets a throw-away home of its own, owned by
that user, as before. Why it matters: libX11 keeps its parsed Compose file (the input
method's table, which SDL opens) only for ordinary users, in ~/.compose-cache or
$XCOMPOSECACHE; root reads only a system-wide cache that nothing writes.

`--copy installed` runs Réussite from a copy installed as a player's is: a virtual
environment of the benchmark's own (DEPS_VENV, made once and kept for its dependencies)
on the system's Python (SYSTEM_PYTHON, Debian's python3 with python3-venv, as a player's
system has it; a Python under /root is not even readable by another user),
into which this checkout is installed afresh for each run with `pip install .` — a real
build (translations and maps compiled, no editable finder), its bytecode compiled by pip,
everything owned by root and only readable by the user, as a system-wide install is.
Its console script `reussite` is what is started.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEPS_VENV = Path(tempfile.gettempdir()) / "reussite-bench-installed"
SYSTEM_PYTHON = "/usr/bin/python3"


def player(name: str) -> tuple[int, int]:
    """(uid, gid) of the user `name`, made if it does not exist (only root can)."""
    try:
        entry = pwd.getpwnam(name)
    except KeyError:
        if os.geteuid() != 0:
            raise SystemExit(f"bench_window: no user {name!r} (root can make one)") from None
        subprocess.run(["useradd", "--system", "--no-create-home", "--shell",
                        "/usr/sbin/nologin", name], check=True)
        print(f"(made the system user {name!r}: useradd --system; remove with userdel)")
        entry = pwd.getpwnam(name)
    if entry.pw_uid == 0:
        raise SystemExit(f"bench_window: {name!r} is root, not an ordinary user")
    return entry.pw_uid, entry.pw_gid


def give_home(home: str, owner: tuple[int, int] | None) -> None:
    """Hand a throw-away home to the user the apps run as."""
    if owner is not None:
        os.chown(home, *owner)


def installed_copy() -> Path:
    """This checkout installed (not editable) into the benchmark's own environment; its
    `reussite` console script. Readable by everyone, writable by root only."""
    python = DEPS_VENV / "bin" / "python"
    fresh = not python.exists()
    if fresh:
        base = SYSTEM_PYTHON if os.path.exists(SYSTEM_PYTHON) else sys.executable
        subprocess.run([base, "-m", "venv", str(DEPS_VENV)], check=True)
    print(f"(installing this checkout: pip install . into {DEPS_VENV})", flush=True)
    build = tempfile.mkdtemp(prefix="reussite-bench-build-")
    try:  # (built from a copy: a build leaves build/ and *.egg-info in its tree)
        shutil.copytree(ROOT, build, dirs_exist_ok=True, ignore=shutil.ignore_patterns(
            ".venv", ".git", "build", "*.egg-info", "__pycache__", ".pytest_cache"))
        again = [] if fresh else ["--no-deps", "--force-reinstall"]
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *again, build],
                       check=True)
    finally:
        shutil.rmtree(build, ignore_errors=True)
    for folder, _dirs, files in os.walk(DEPS_VENV):  # readable by all, as /usr's files
        os.chmod(folder, 0o755)
        for name in files:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                os.chmod(path, os.stat(path).st_mode | 0o444)
    script = DEPS_VENV / "bin" / "reussite"
    if not script.exists():
        raise SystemExit("bench_window: the installed copy has no `reussite` script")
    return script
