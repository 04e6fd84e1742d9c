"""Hand-made positions for rule tests: piles given by name as card text."""

from game.engine.cards import cards
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState


def position(game: Game, piles: dict[str, str], deal: int = 1, **counters: int) -> GameState:
    state = GameState(game.pile_names, game.counter_names, deal)
    state.counters[:] = game.initial_counters
    for name, text in piles.items():
        state.piles[state.index(name)] = cards(text)
    for name, value in counters.items():
        state.counters[state.counter_index(name)] = value
    return state


def move(game: Game, src: str, dst: str, count: int = 1) -> Move:
    return Move("move", game.pile_index(src), game.pile_index(dst), count)


def moves_between(game: Game, state: GameState) -> set[tuple[str, str, int]]:
    """Legal card moves as (src name, dst name, count), easy to compare in tests."""
    return {(game.pile_names[m.src], game.pile_names[m.dst], m.count)
            for m in game.legal_moves(state) if m.action == "move"}


def rest_of_pack(*shown: str) -> str:
    """The cards of a 52-card pack not named in these card texts ("." a free place), as
    card text: a discard pile that makes a hand-made position a whole pack."""
    taken = {c for text in shown for c in text.replace("[", "").replace("]", "").split()}
    return " ".join(f"{r}{s}" for s in "CDHS" for r in "A23456789TJQK"
                    if f"{r}{s}" not in taken)


def play_solver_line(game: Game, state: GameState, seconds: float, nodes: int) -> None:
    """Solve the position, then play the solver's line on `state` through the rules,
    each move checked legal first (a won line proves the deal playable to a win)."""
    from game.solver import solve
    from game.solver.search import Budget

    result = solve(game, state.copy(), Budget(seconds=seconds, nodes=nodes))
    assert result.won, result.verdict
    for m in result.moves:
        assert m in game.legal_moves(state)
        game.play(state, m)


def reachable(game: Game, state: GameState) -> set | None:
    """The keys of every position the rules reach from `state` (exact keys, no
    shortcuts); None if one of them is won."""
    seen, todo = {state.key()}, [state.copy()]
    while todo:
        here = todo.pop()
        if game.is_won(here):
            return None
        for m in game.legal_moves(here):
            child = here.copy()
            game.play(child, m)
            if child.key() not in seen:
                seen.add(child.key())
                todo.append(child)
    return seen
