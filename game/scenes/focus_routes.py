"""Arrows that reach everything: the focus's moves as a graph (where each arrow leads from
each stop), mended where the spatial rule alone would leave a place out of reach.

The spatial rule (focus.neighbour) picks the nearest thing ahead; on a table of
overlapping cards (a pyramid, peaks) two candidates can be near alike and one of them
may be nobody's nearest. `connect` redirects as few arrows as it needs, each to a
near-best candidate of that arrow (its `choices`, best first), until every node can be
reached from `root` and `root` from every node: every card stays in reach whatever the
window's size. Pure: nodes are any hashable keys.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable

Node = Hashable
Graph = dict[Node, dict[str, Node]]


def reach(graph: Graph, start: Node) -> set[Node]:
    """The nodes the arrows lead to from `start`."""
    seen, todo = {start}, deque([start])
    while todo:
        for there in graph.get(todo.popleft(), {}).values():
            if there not in seen:
                seen.add(there)
                todo.append(there)
    return seen


def reach_back(graph: Graph, goal: Node) -> set[Node]:
    """The nodes from which the arrows lead to `goal`."""
    into: dict[Node, list[Node]] = {}
    for here, ways in graph.items():
        for there in ways.values():
            into.setdefault(there, []).append(here)
    seen, todo = {goal}, deque([goal])
    while todo:
        for here in into.get(todo.popleft(), ()):
            if here not in seen:
                seen.add(here)
                todo.append(here)
    return seen


def connect(graph: Graph, root: Node,
            choices: Callable[[Node, str], Iterable[Node]],
            group: Callable[[Node], Hashable] = lambda node: node) -> Graph:
    """Mend `graph` in place so every group (of nodes: a pile's stops) is reached from
    `root` and reaches it back. `choices(node, direction)`: where that arrow may lead,
    best first; `group`: nodes of one group reach each other by themselves."""
    groups = {group(node) for node in graph}
    for _ in range(len(graph) + len(groups)):  # each mend reaches a group or comes back
        ahead = reach(graph, root)
        missing = groups - {group(node) for node in ahead}
        behind = reach_back(graph, root)
        stuck = [node for node in graph if node not in behind]
        if not missing and not stuck:
            break
        if missing:  # an arrow from the reached part to a group out of reach
            sources = [node for node in graph if node in ahead]
            wanted = {node for node in graph if group(node) in missing}.__contains__
            need = len(groups) - len(missing) + 1
        else:        # an arrow from a node that cannot come back, to one that can
            sources, wanted, need = stuck, behind.__contains__, len(groups)
        if not _redirect(graph, root, sources, wanted, choices, group, need):
            break
    return graph


def _redirect(graph: Graph, root: Node, sources: list[Node], wanted: Callable[[Node], bool],
              choices: Callable[[Node, str], Iterable[Node]],
              group: Callable[[Node], Hashable], need: int) -> bool:
    """Redirect the arrow whose choice of a wanted group ranks best (its second choice
    before any third) such that `need` groups are reached from `root` after it."""
    options = []
    for node in sources:
        for direction in graph[node]:
            for rank, there in enumerate(choices(node, direction)):
                if wanted(there) and there != graph[node][direction]:
                    options.append((rank, len(options), node, direction, there))
                    break
    for _rank, _order, node, direction, there in sorted(options):
        before = graph[node][direction]
        graph[node][direction] = there
        if len({group(n) for n in reach(graph, root)}) >= need:
            return True
        graph[node][direction] = before
    return False
