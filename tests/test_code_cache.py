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


def test_the_package_build_ships_the_methods_of_its_classes(tmp_path):
    """setup.py's build keeps the methods of every class in the built package: a first
    start after installing reads them instead of compiling (those of modules that need
    pygame, which a build may lack, excepted), then keeps only those it used, as before."""
    import shutil

    import game
    from game import code_cache as module

    root = Path(game.__file__).parent
    shutil.copytree(root, tmp_path / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shipped = Path(module.keep_for_package(str(tmp_path)))
    assert shipped.parent == tmp_path / "game" / "__pycache__"
    assert [p.name for p in shipped.parent.iterdir()] == [shipped.name]  # no bytecode
    assert len(module._read(str(shipped))) > 300  # the engine, rules, store, solver...
    start = ("from game import code_cache\ncode_cache.install()\n"
             "import game.engine.spec, game.store\n"
             "print(len(code_cache._codes), len(code_cache._used), "
             "code_cache._used <= code_cache._shipped)\ncode_cache.save()")
    env = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
           "PYTHONPATH": str(tmp_path), "PYTHONPYCACHEPREFIX": str(tmp_path / "bytecode"),
           "XDG_CACHE_HOME": str(tmp_path / "user-cache")}

    def first_start():
        out = subprocess.run([sys.executable, "-c", start], capture_output=True, text=True,
                             env=env, cwd=tmp_path)
        assert out.returncode == 0, out.stderr
        return out.stdout.split()

    read, used, none_compiled = first_start()
    assert int(read) > 300 and int(used) > 20 and none_compiled == "True"
    read, used_again, from_shipped = first_start()  # the next: its own, the ones it used
    assert read == used == used_again and from_shipped == "False"
