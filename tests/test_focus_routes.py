"""Mending the focus's arrows (game/scenes/focus_routes.py): a place nobody's arrow leads
to gets the arrow that ranks it best, a place with no way back gets one, and a graph that
reaches everything is left alone. Pure: no pygame."""

import copy

from game.scenes.focus_routes import connect, reach, reach_back


def ranked(table):
    return lambda node, direction: table.get((node, direction), [])


def strongly_connected(graph, root) -> bool:
    return reach(graph, root) == set(graph) == reach_back(graph, root)


def test_a_connected_graph_is_left_alone():
    graph = {"a": {"right": "b", "left": "b"}, "b": {"right": "a", "left": "a"}}
    before = copy.deepcopy(graph)
    assert connect(graph, "a", ranked({("a", "right"): ["b", "a"]})) == before


def test_a_place_nobody_leads_to_gets_the_arrow_that_ranks_it_best():
    # c lies between a and b, overlapped: a's right picks b, and c is only second.
    graph = {"a": {"right": "b", "left": "b"}, "b": {"right": "a", "left": "a"},
             "c": {"right": "b", "left": "a"}}
    choices = ranked({("a", "right"): ["b", "c"], ("b", "left"): ["a", "x", "c"]})
    connect(graph, "a", choices)
    assert graph["a"]["right"] == "c" and graph["b"]["left"] == "a"
    assert strongly_connected(graph, "a")


def test_a_redirect_that_loses_another_place_is_not_taken():
    # Redirecting a's only arrow to b would lose c: the arrow from c goes instead.
    graph = {"a": {"right": "c"}, "c": {"right": "a"}, "b": {"right": "a"}}
    choices = ranked({("a", "right"): ["c", "b"], ("c", "right"): ["a", "b"]})
    connect(graph, "a", choices)
    assert graph["a"]["right"] == "c" and graph["c"]["right"] == "b"
    assert strongly_connected(graph, "a")


def test_a_place_with_no_way_back_gets_one():
    # b and c lead only to each other: c's left goes back to a (b, its first choice,
    # would not come back either).
    graph = {"a": {"right": "b"}, "b": {"right": "c"}, "c": {"right": "c", "left": "c"}}
    choices = ranked({("c", "left"): ["b", "a"]})
    connect(graph, "a", choices)
    assert graph["c"]["left"] == "a" and strongly_connected(graph, "a")


def test_stops_of_one_pile_count_as_one_place():
    # ("p", 2) is reached from ("p", 1) by the pile's own walk; the pile counts as reached.
    graph = {("p", 1): {"up": ("p", 2), "right": ("q", 1)}, ("p", 2): {"down": ("p", 1)},
             ("q", 1): {"left": ("p", 1)}}
    before = copy.deepcopy(graph)
    connect(graph, ("p", 1), ranked({}), group=lambda node: node[0])
    assert graph == before
