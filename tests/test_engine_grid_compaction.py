"""Grid compaction (game/engine/grid_compaction.py) on a tiny made-up grid."""

from hypothesis import given
from hypothesis import strategies as st

from game.engine.cards import cards
from game.engine.deal_patterns import Rest, Rows
from game.engine.game import Game
from game.engine.grid_compaction import GridCompaction, compact, has_gaps, refill
from game.engine.moves import StepRecorder, undo_steps
from game.engine.spec import GameSpec, Hooks, Kind, Pick, Piles
from positions import position

DECK = "AS 2S 3S 4S 5S 6S 7S 8S 9S"


def tiny(automatic: bool = False) -> Game:
    spec = GameSpec(
        id="tiny_grid",
        piles=(Piles("slot", Kind.SLOT, 6, pick=Pick.NONE),
               Piles("stock", Kind.STOCK, pick=Pick.NONE)),
        deal=(Rows("slot", 1), Rest("stock")), deck=lambda: list(cards(DECK)),
        hooks=GridCompaction("slot", "stock").hooks() if automatic else Hooks())
    return Game(spec)


def slot_labels(game, state):
    return [c[-1].label if (c := state.pile(f"slot_{k}")) else "" for k in range(6)]


def test_compact_closes_the_gaps_in_reading_order_keeping_the_order():
    game = tiny()
    s = position(game, {"slot_0": "AS", "slot_2": "3S", "slot_3": "4S", "slot_5": "6S"})
    assert has_gaps(s, game.groups["slot"])
    rec = StepRecorder(s)
    assert compact(s, rec, game.groups["slot"]) == 3
    assert slot_labels(game, s) == ["AS", "3S", "4S", "6S", "", ""]
    assert not has_gaps(s, game.groups["slot"])
    # one move per card that moved, each to the first free slot before it
    assert [(st[1], st[2]) for st in rec.steps] == [(2, 1), (3, 2), (5, 3)]


def test_compact_leaves_a_grid_without_gaps_alone():
    game = tiny()
    s = position(game, {"slot_0": "AS", "slot_1": "2S"})
    rec = StepRecorder(s)
    assert not has_gaps(s, game.groups["slot"])
    assert compact(s, rec, game.groups["slot"]) == 0 and rec.steps == []


def test_refill_fills_free_slots_in_reading_order_face_up_while_the_stock_lasts():
    game = tiny()
    s = position(game, {"slot_1": "AS", "slot_4": "2S", "stock": "[9S] [8S] [7S]"})
    rec = StepRecorder(s)
    assert refill(s, rec, game.groups["slot"], game.pile_index("stock")) == 3
    assert slot_labels(game, s) == ["7S", "AS", "8S", "9S", "2S", ""]
    assert all(s.pile(f"slot_{k}")[-1].is_face_up for k in (0, 2, 3))
    assert s.pile("stock") == ()


def test_the_mechanism_compacts_then_refills_after_each_turn_and_undoes_exactly():
    game = tiny(automatic=True)
    s = position(game, {"slot_0": "AS", "slot_2": "3S", "slot_5": "6S", "stock": "[9S] [8S]"})
    before = s.copy()
    rec = StepRecorder(s)
    game.after_turn(s, rec)
    assert slot_labels(game, s) == ["AS", "3S", "6S", "8S", "9S", ""]
    undo_steps(s, rec.steps)
    assert s == before


@given(st.lists(st.booleans(), min_size=6, max_size=6))
def test_compaction_keeps_every_card_in_order_and_leaves_the_free_slots_last(full):
    game = tiny()
    labels = DECK.split()
    s = position(game, {f"slot_{k}": labels[k] for k in range(6) if full[k]})
    compact(s, StepRecorder(s), game.groups["slot"])
    kept = [labels[k] for k in range(6) if full[k]]
    assert slot_labels(game, s) == kept + [""] * (6 - len(kept))
