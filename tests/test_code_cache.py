"""game/code_cache.py: dataclasses' methods compiled once and kept in __pycache__; the
classes behave the same; a damaged or foreign file is ignored. Each check runs in a
fresh interpreter whose bytecode goes to a scratch folder (PYTHONPYCACHEPREFIX)."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import dataclasses
from game import code_cache
code_cache.install()

@dataclasses.dataclass(frozen=True)
class Point:
    x: int
    y: str = "a"

@dataclasses.dataclass
class Bag:
    items: list = dataclasses.field(default_factory=list)

p = Point(1)
assert p == Point(1, "a") and p != Point(2) and hash(p) == hash(Point(1))
assert repr(p) == "Point(x=1, y='a')" and Point.__init__.__qualname__ == "Point.__init__"
try:
    p.x = 2
except dataclasses.FrozenInstanceError:
    pass
else:
    raise AssertionError("not frozen")
assert Bag().items == [] and Bag().items is not Bag().items
print("compiled" if code_cache._fresh else "kept")
code_cache.save()
print(code_cache.cache_file())
"""


def probe(prefix: Path, **env) -> list[str]:
    """The probe's result and the file beside the bytecode; the player's cache folder
    (the fallback) is a scratch one beside `prefix` unless `env` names one."""
    environ = {key: value for key, value in os.environ.items()
               if key != "PYTHONDONTWRITEBYTECODE"}
    environ["XDG_CACHE_HOME"] = str(prefix.parent / "user-cache")
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True,
                         text=True, env={**environ, "PYTHONPYCACHEPREFIX": str(prefix), **env})
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


def test_methods_are_compiled_once_then_read_back(tmp_path):
    first, path = probe(tmp_path / "bytecode")
    assert first == "compiled" and Path(path).is_file() and str(tmp_path) in path
    assert probe(tmp_path / "bytecode") == ["kept", path]


def test_a_damaged_or_foreign_file_is_ignored_and_written_again(tmp_path):
    _, path = probe(tmp_path / "bytecode")
    for damage in (b"", b"\x00garbage", Path(path).read_bytes()[:100]):
        Path(path).write_bytes(damage)
        assert probe(tmp_path / "bytecode") == ["compiled", path]
        assert probe(tmp_path / "bytecode") == ["kept", path]
    import marshal

    magic, codes = marshal.loads(Path(path).read_bytes())
    Path(path).write_bytes(marshal.dumps((b"xxxx", codes)))  # another Python's
    assert probe(tmp_path / "bytecode") == ["compiled", path]
    Path(path).write_bytes(marshal.dumps((magic, {"text": 1})))
    assert probe(tmp_path / "bytecode") == ["compiled", path]


def test_nothing_is_written_where_bytecode_is_not(tmp_path):
    result, path = probe(tmp_path / "bytecode", PYTHONDONTWRITEBYTECODE="1")
    assert result == "compiled" and not Path(path).exists()
    assert not (tmp_path / "user-cache").exists()  # nor in the fallback


def test_a_read_only_install_keeps_them_in_the_players_cache_folder(tmp_path):
    """Where the bytecode's folder cannot be written (a file stands where its folder
    would be: read-only even to root), the player's cache folder keeps them."""
    (tmp_path / "read-only").write_text("")
    prefix = tmp_path / "read-only" / "bytecode"
    cache = {"XDG_CACHE_HOME": str(tmp_path / "user-cache")}
    first, path = probe(prefix, **cache)
    tag = sys.implementation.cache_tag
    user_file = tmp_path / "user-cache" / "reussite" / f"dataclass-methods.{tag}"
    assert first == "compiled" and not Path(path).exists() and user_file.is_file()
    assert probe(prefix, **cache) == ["kept", path]
    user_file.write_bytes(b"\x00damaged")
    assert probe(prefix, **cache) == ["compiled", path]
    assert probe(prefix, **cache) == ["kept", path]
    # a writable install reads its own file, and the player's when it has none yet
    assert probe(tmp_path / "writable")[0] == "kept"
