#!/usr/bin/env python3
"""The size of every game's declaration: lines of its rules and the hooks it names.

    python tools/declaration_sizes.py            # a Markdown table, one row per game
    python tools/declaration_sizes.py --summary  # totals only

"Lines" are the lines of the statement that declares the game's spec in game/rules (a
`GameSpec(...)`, a `variant(...)` of a family base, or a module's own helper call);
helpers the module shares between its games (mechanism classes, deal functions, pile
groups) are not counted. "Hooks" are the hook places the game fills (spec.Hooks).
"""

from __future__ import annotations

import argparse
import ast
import statistics
import sys
from dataclasses import dataclass, fields
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.rules import registry  # noqa: E402


@dataclass(frozen=True)
class Declaration:
    game_id: str
    module: str
    lines: int
    kind: str          # "game" (GameSpec), "variant" or the helper's name
    hooks: tuple[str, ...]


def declared_lines() -> dict[str, tuple[str, int, str]]:
    """Game id -> (module, lines of its declaring statement, how it is written)."""
    found: dict[str, tuple[str, int, str]] = {}
    for path in sorted((ROOT / "game" / "rules").glob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        for node in tree.body:
            if not isinstance(node, ast.Assign) or not isinstance(node.value, ast.Call):
                continue
            call = node.value
            game_id = next((k.value.value for k in call.keywords
                            if k.arg == "id" and isinstance(k.value, ast.Constant)), None)
            if game_id is None:
                continue
            name = getattr(call.func, "id", getattr(call.func, "attr", "?"))
            kind = {"GameSpec": "game", "variant": "variant"}.get(name, name)
            found[game_id] = (path.stem, node.end_lineno - node.lineno + 1, kind)
    return found


def declarations() -> list[Declaration]:
    lines = declared_lines()
    result = []
    for spec in registry().specs():
        module, count, kind = lines.get(spec.id, ("?", 0, "?"))
        hooks = tuple(f.name for f in fields(spec.hooks) if getattr(spec.hooks, f.name))
        result.append(Declaration(spec.id, module, count, kind, hooks))
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--summary", action="store_true", help="totals only")
    args = parser.parse_args()
    rows = declarations()
    if not args.summary:
        print("| game | module | written as | lines of rules | hooks |")
        print("|---|---|---|---:|---|")
        for d in rows:
            names = ", ".join(d.hooks) if d.hooks else "—"
            print(f"| {d.game_id} | {d.module} | {d.kind} | {d.lines} | {len(d.hooks)}: {names} |")
    for kind in ("game", "variant"):
        sizes = [d.lines for d in rows if d.kind == kind]
        if sizes:
            print(f"{kind}s: {len(sizes)}, lines median {statistics.median(sizes)}, "
                  f"max {max(sizes)}")
    others = [d for d in rows if d.kind not in ("game", "variant")]
    if others:
        print(f"written through a module's helper: {', '.join(d.game_id for d in others)}")
    print(f"hooks per game: max {max(len(d.hooks) for d in rows)}, "
          f"games with none {sum(not d.hooks for d in rows)} of {len(rows)}")


if __name__ == "__main__":
    main()
