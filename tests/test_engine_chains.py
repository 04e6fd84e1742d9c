"""Chains and RefillFromEnd, on a tiny made-up game: a chain of five one-card slots whose
free end alone plays, and two holders refilled from it as soon as they are empty."""

from game.engine.chains import Chains, RefillFromEnd, chain_piles, end
from game.engine.deal_patterns import OneEach
from game.engine.game import Game
from game.engine.history import History
from game.engine.mechanism import mechanisms
from game.engine.spec import ANY, GameSpec, Kind, Piles, cells
from positions import move, moves_between, position


def tiny() -> Game:
    return Game(GameSpec(
        id="tiny",
        piles=(chain_piles("chain", 5), Piles("holder", Kind.CELL, 2, fill=ANY, capacity=1),
               cells(2)),
        deal=(OneEach("chain"), OneEach("holder")),
        hooks=mechanisms(Chains(("chain",)), RefillFromEnd("chain", ("holder",)))))


def chain(text):
    return {f"chain_{i}": t for i, t in enumerate(text.split())}


def test_only_the_free_end_leaves_the_chain():
    game = tiny()
    s = position(game, chain("2C 3C 4C") | {"holder_0": "9H", "holder_1": "8H"})
    sources = {src for src, _, _ in moves_between(game, s)}
    assert "chain_2" in sources and not sources & {"chain_0", "chain_1"}
    assert game.pile_names[end(game, s, "chain")] == "chain_2"


def test_emptied_holders_take_the_free_end_at_once_in_pile_order():
    game = tiny()
    s = position(game, chain("2C 3C 4C") | {"holder_0": "9H", "holder_1": "8H"})
    game.play(s, move(game, "holder_1", "cell_0"))
    assert repr(s.pile("holder_1")) == "(4C,)" and not s.pile("chain_2")
    s = position(game, chain("2C") | {"holder_0": "", "holder_1": ""})
    game.play(s, move(game, "chain_0", "cell_1"))      # the chain's last card moves away:
    assert not s.pile("holder_0") and not s.pile("holder_1")   # nothing left to refill
    s = position(game, chain("2C 3C 4C") | {"holder_0": "", "holder_1": "", "cell_0": "KD"})
    game.play(s, move(game, "cell_0", "cell_1"))       # any turn refills every gap
    assert repr(s.pile("holder_0")) == "(4C,)" and repr(s.pile("holder_1")) == "(3C,)"
    assert repr(s.pile("chain_0")) == "(2C,)" and not s.pile("chain_1")


def test_undo_puts_the_refill_back_on_the_chain():
    game = tiny()
    s = position(game, chain("2C 3C 4C") | {"holder_0": "9H", "holder_1": "8H"})
    before = s.copy()
    history = History(game, s)
    history.play(move(game, "holder_0", "cell_0"))
    assert repr(s.pile("holder_0")) == "(4C,)"
    history.undo()
    assert s == before


def test_a_chains_filled_slots_are_a_prefix_in_every_game_that_has_one():
    """Chains.can_pick/can_drop find the free end and the next slot by their neighbours
    (fast), which equals counting the filled slots only while those are a prefix: walk
    every game with chains at random and look at every position."""
    import random

    from game.rules import create, registry

    rng = random.Random(35)
    with_chains = [g for g in registry().ids() if _chains_of(create(g))]
    assert {"dondorf_zopf", "dondorf_arena", "dondorf_italienerin", "plait"} <= set(with_chains)
    for game_id in with_chains:
        game = create(game_id)
        groups = _chains_of(game)
        for deal in (1, 2):
            state = game.new_state(deal)
            for _ in range(150):
                for group in groups:
                    full = [bool(state.piles[p]) for p in game.groups[group]]
                    assert full == sorted(full, reverse=True), (game_id, group, full)
                    ends = [p for p in game.groups[group]
                            if game.hooks.can_pick(game, state, p, 1)]
                    assert len(ends) <= 1 and (not ends or ends[0] == end(game, state, group))
                moves = game.legal_moves(state)
                if not moves:
                    break
                game.play(state, rng.choice(moves))


def test_where_no_chain_takes_a_card_the_fast_moves_are_the_hooks_own():
    """Der Zopf's braid takes no card: its hooks only narrow the piles' own rules
    (Chains.narrows), so the engine's fast path finds the moves — the same, on random
    walks, as asking the hooks about every pick against every pile."""
    import random

    from game.engine.card_moves import card_moves, hooked_card_moves
    from game.rules import create

    game, rng = create("dondorf_zopf"), random.Random(14)
    assert game._narrows is not None
    for deal in (1, 2, 3):
        state = game.new_state(deal)
        for _ in range(120):
            assert game._narrows(game, state)
            assert sorted(card_moves(game, state)) == sorted(hooked_card_moves(game, state))
            moves = game.legal_moves(state)
            if not moves:
                break
            game.play(state, rng.choice(moves))
    # chains that take cards (Die Arena's rings build down) keep the slow way
    arena = create("dondorf_arena")
    assert arena._narrows is None or not arena._narrows(arena, arena.new_state(1))


def _chains_of(game: Game) -> tuple[str, ...]:
    """The chain groups of a game (its Chains mechanism, wherever its hooks keep it)."""
    owner = getattr(game.hooks.can_drop, "__self__", None)
    found = owner if isinstance(owner, Chains) else getattr(owner, "chains", None)
    return found.groups if isinstance(found, Chains) else ()
