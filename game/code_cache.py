"""The methods `dataclasses` writes for our classes, compiled once and kept beside the
modules' own bytecode.

Python 3.11's dataclasses writes each class's __init__, __repr__, __eq__, __hash__ and
(frozen) __setattr__ / __delattr__ as source text and compiles it as the class is made:
for the ~45 classes a table's start makes, ~20 ms — an eighth of the CPU time to the first
frame, more than the modules' own imports of them. Python keeps a module's compiled code
in __pycache__; this keeps those methods' compiled code there too (one file), keyed by
their exact source text: a class that changed writes another text, compiled afresh.

`install()` (game/__main__.py, before any class of ours is made) lets dataclasses find
them; `save()` writes what was compiled anew (after the first frame, and on quitting).
Where the bytecode's folder cannot be written (an installed copy the player cannot
write to), they are kept in the player's cache folder instead (`user_file()`), read
there when there is none beside the bytecode. Like Python's own .pyc files, nothing is
written under PYTHONDONTWRITEBYTECODE; a file that does not read back whole, or was
written by another Python, is ignored. Pure Python.
"""

from __future__ import annotations

import builtins
import dataclasses
import marshal
import os
import sys
from importlib.util import MAGIC_NUMBER, cache_from_source
from types import CodeType

MAX_KEPT = 4000     # methods kept from earlier runs at most (a class changed leaves its old)
SUFFIX = ".dataclass-methods"   # (in place of the bytecode's .pyc)
_codes: dict[str, CodeType] = {}    # every method's code known: read, or compiled now
_used: set[str] = set()             # the texts this run asked for
_shipped: set[str] = set()          # the texts read from what the package shipped
_fresh = False                      # anything the file does not hold yet


def cache_file() -> str:
    """Where the methods' code is kept: beside this module's own bytecode (which follows
    PYTHONPYCACHEPREFIX), one file per Python."""
    return cache_from_source(__file__).removesuffix(".pyc") + SUFFIX


def user_file() -> str:
    """Where they are kept when the bytecode's folder is read-only: the player's cache
    folder (XDG_CACHE_HOME, ~/.cache/reussite on Linux), one file per Python. Any copy of
    the game may share it: each method is keyed by its whole source text."""
    from game.user_dirs import user_cache_dir

    tag = sys.implementation.cache_tag
    return os.path.join(user_cache_dir(), f"dataclass-methods.{tag}")


def shipped_file() -> str:
    """Where the package's build put the methods of all its classes (keep_for_package)."""
    tag = sys.implementation.cache_tag
    return os.path.join(os.path.dirname(__file__), "__pycache__", f"code_cache.{tag}{SUFFIX}"
                        ".shipped")


def install() -> None:
    """Read the kept methods and let dataclasses use them instead of compiling."""
    global _fresh
    if getattr(dataclasses, "exec", None) is _exec:
        return
    try:
        path = cache_file()
    except NotImplementedError:  # a Python that keeps no bytecode (no cache tag)
        return
    _codes.update(_read(path))
    if not _codes or not os.access(os.path.dirname(path), os.W_OK):
        _codes.update(_read(user_file()))  # where save() would have written them
    if not _codes:  # a first start: those the package shipped, of all its classes (save()
        shipped = _read(shipped_file())  # then keeps the ones used: fewer to read next)
        _codes.update(shipped)
        _shipped.update(shipped)
        _fresh = bool(shipped)
    dataclasses.exec = _exec  # a module global: dataclasses' own `exec(...)` calls find it


def _read(path: str) -> dict[str, CodeType]:
    try:
        with open(path, "rb") as file:
            magic, codes = marshal.loads(file.read())  # (load(file) reads it in bits: 4x)
    except Exception:  # noqa: BLE001  (missing, torn, damaged: compiled afresh then)
        return {}
    if magic != MAGIC_NUMBER or type(codes) is not dict or not all(
            type(text) is str and type(code) is CodeType for text, code in codes.items()):
        return {}
    return codes


def _exec(source, globals=None, locals=None, /):  # noqa: A002  (exec's own parameters)
    """exec() as dataclasses calls it; source text is compiled once per text ever."""
    global _fresh
    if type(source) is str:
        code = _codes.get(source)
        if code is None:
            # what exec() does with text from dataclasses (which has no __future__ flags)
            code = _codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
            _fresh = True
        _used.add(source)
        source = code
    return builtins.exec(source, globals, locals)


def save() -> None:
    """Write the methods compiled anew, with those kept; atomically, quietly: beside the
    bytecode, else in the player's cache folder. Nothing is written unless install() was
    called and something new was compiled."""
    global _fresh
    if not _fresh or sys.dont_write_bytecode:
        return
    codes = {t: code for t, code in _codes.items() if t in _used or t not in _shipped}
    if len(codes) > MAX_KEPT:
        codes = {t: _codes[t] for t in _used}
    # (install() has checked that there is a cache_file())
    if _write(cache_file(), codes) or _write(user_file(), codes):
        _fresh = False


def _write(path: str, codes: dict[str, CodeType]) -> bool:
    part = f"{path}.{os.getpid()}.part"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(part, "wb") as file:
            marshal.dump((MAGIC_NUMBER, codes), file)
        os.replace(part, path)
        return True
    except OSError:  # read-only, full, gone: compiled again at the next start
        try:
            os.unlink(part)
        except OSError:
            pass
        return False


def keep_for_package(package_root: str) -> str:
    """For the package's build (setup.py): compile the methods of every class of the
    `game` package under `package_root`, importing its modules in a Python of their own
    (pyproject.toml's build needs pygame for them; a module that needs what a build
    lacks is left out: its classes' methods are compiled at the first start), and put
    them where shipped_file() looks in that package: a first start after installing
    compiles (nearly) none. Writes no bytecode of the modules. Returns that file."""
    import subprocess
    import tempfile

    package_root = os.path.abspath(package_root)  # (the build names it relatively)
    # (that package's shipped_file())
    kept = os.path.join(package_root, "game", "__pycache__",
                        f"code_cache.{sys.implementation.cache_tag}{SUFFIX}.shipped")
    with tempfile.TemporaryDirectory() as prefix:  # its bytecode and user cache: thrown away
        # (the build's own path after the package's: pip's isolated build environment,
        # where its requirements are, is given by PYTHONPATH)
        path = os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")]))
        env = {**os.environ, "PYTHONPATH": path, "PYTHONPYCACHEPREFIX": prefix,
               "XDG_CACHE_HOME": prefix, "SDL_VIDEODRIVER": "dummy",
               "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        # (run there: `python -c` puts its working folder first on the path)
        subprocess.run([sys.executable, "-c", _KEEP, kept], env=env, cwd=package_root,
                       check=True)
    return kept


_KEEP = """
import importlib, os, pkgutil, shutil, sys
from game import code_cache
code_cache.install()
import game
for module in pkgutil.walk_packages(game.__path__, "game."):
    try:
        importlib.import_module(module.name)
    except ImportError:
        pass
code_cache.save()
os.makedirs(os.path.dirname(sys.argv[1]), exist_ok=True)
shutil.copyfile(code_cache.cache_file(), sys.argv[1])
"""
