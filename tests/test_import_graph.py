"""The program's modules import each other without cycles — at run time, so imports made
inside functions count too (a late import that closes a cycle is still a cycle; it only
waits to bite). Imports under `if TYPE_CHECKING:` never run and do not count.

Read from the source with `ast`, nothing imported: the graph is what the files say."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"


def module_names() -> dict[str, Path]:
    """Every module of the program by dotted name (a package by its own name)."""
    names = {}
    for path in GAME.rglob("*.py"):
        parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _run_time_imports(tree: ast.AST):
    """The import statements that can run, wherever they stand (functions, classes,
    try blocks), leaving out the bodies of `if TYPE_CHECKING:`."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _type_checking(node):
            for other in node.orelse:
                yield from _run_time_imports(ast.Module(body=[other], type_ignores=[]))
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        yield from _run_time_imports(node)


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The program's modules that `name` imports at run time."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in _run_time_imports(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")
            anchor = anchor[:len(anchor) - (node.level - 1)]
            base = ".".join(anchor + ([base] if base else []))
        # `from P import x`: the submodule P.x where there is one, else P for the name x
        # (P's own __init__ runs before any of its submodules anyway: not an edge)
        for alias in node.names:
            found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base)
    return {m for m in found if m in modules and m != name}


def import_graph() -> dict[str, set[str]]:
    modules = module_names()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm): each
    is one knot of modules that import each other, directly or round a loop."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    knots = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            knot = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                knot.append(w)
                if w == v:
                    break
            if len(knot) > 1:
                knots.append(sorted(knot))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(knots)


def test_the_graph_is_read_from_the_files():
    graph = import_graph()
    assert "game.engine.spec" in graph["game.rules.klondike"]       # at the top
    assert "game.app_start" in graph["game.cli"]                      # inside a function
    assert "game.scenes.table" not in graph["game.scenes.table_hud"]  # for type checks only


def test_late_imports_count_and_type_checking_ones_do_not(tmp_path):
    source = tmp_path / "m.py"
    source.write_text("from typing import TYPE_CHECKING\n"
                      "if TYPE_CHECKING:\n    import game.a\n"
                      "def f():\n    from game import b\n    from . import c\n"
                      "    from game.d import name\n")
    modules = {name: source for name in ("game", "game.a", "game.b", "game.c", "game.d",
                                         "game.m")}
    assert imports_of("game.m", source, modules) == {"game.b", "game.c", "game.d"}


def test_cycles_finds_a_loop_and_only_loops():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]


def test_no_module_of_the_program_imports_itself_round_a_loop():
    knots = cycles(import_graph())
    assert knots == [], "import cycles:\n" + "\n".join(" ↔ ".join(k) for k in knots)
