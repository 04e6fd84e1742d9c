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
    environ = {key: value for key, value in os.environ.items()
               if key != "PYTHONDONTWRITEBYTECODE"}
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True,
                         text=True, env={**environ, "PYTHONPYCACHEPREFIX": str(prefix), **env})
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


def test_methods_are_compiled_once_then_read_back(tmp_path):
    first, path = probe(tmp_path)
    assert first == "compiled" and Path(path).is_file() and str(tmp_path) in path
    assert probe(tmp_path) == ["kept", path]


def test_a_damaged_or_foreign_file_is_ignored_and_written_again(tmp_path):
    _, path = probe(tmp_path)
    for damage in (b"", b"\x00garbage", Path(path).read_bytes()[:100]):
        Path(path).write_bytes(damage)
        assert probe(tmp_path) == ["compiled", path]
        assert probe(tmp_path) == ["kept", path]
    import marshal

    magic, codes = marshal.loads(Path(path).read_bytes())
    Path(path).write_bytes(marshal.dumps((b"xxxx", codes)))  # another Python's
    assert probe(tmp_path) == ["compiled", path]
    Path(path).write_bytes(marshal.dumps((magic, {"text": 1})))
    assert probe(tmp_path) == ["compiled", path]


def test_nothing_is_written_where_bytecode_is_not(tmp_path):
    result, path = probe(tmp_path, PYTHONDONTWRITEBYTECODE="1")
    assert result == "compiled" and not Path(path).exists()
