"""GapLock and waste_stranded (game/engine/gap_lock.py) on a small game of their own."""

from dataclasses import dataclass

from game.engine.deal_patterns import Rest
from game.engine.game import LOST, OPEN, Game
from game.engine.gap_lock import STOCK_LOCKED, GapLock, lock_text, waste_stranded
from game.engine.mechanism import Mechanism
from game.engine.spec import ANY, DrawToWaste, GameSpec, Pick, foundations, stock, tableau, waste
from positions import move, position


@dataclass(frozen=True)
class Locked(Mechanism):
    lock: GapLock = GapLock()

    def auto_moves(self, game, state, rec):
        self.lock.after_turn(game, state, rec)

    def is_lost(self, game, state):
        return waste_stranded(game, state)


def small_game(redeals=0, last_pass_waits=False, refill=()):
    return Game(GameSpec(
        id="gap_lock_test",
        piles=(stock(), waste(), foundations(1),
               tableau(2, fill=ANY, pick=Pick.TOP, accepts_runs=False,
                       fill_sources=("waste",), refill_from=refill)),
        deal=(Rest("stock"),),
        stock_action=DrawToWaste(redeals=redeals, shut_while=STOCK_LOCKED),
        counters=((STOCK_LOCKED, 0),),
        hooks=Locked(GapLock(last_pass_waits=last_pass_waits)).hooks()))


def turn_stock(game, s):
    [m] = [m for m in game.legal_moves(s) if m.action == "stock"]
    game.play(s, m)


def test_a_card_turned_while_a_pile_is_empty_shuts_the_stock_until_it_leaves_the_waste():
    game = small_game()
    s = position(game, {"tableau_0": "9S", "waste": "AH", "stock": "[2C] [7H] [KD]"})
    turn_stock(game, s)
    assert s.counter(STOCK_LOCKED) == 1 and game.stock_moves(s) == []
    game.play(s, move(game, "waste", "tableau_1"))           # the gap filled: open
    assert s.counter(STOCK_LOCKED) == 0
    turn_stock(game, s)                                      # no gap: stays open
    assert s.counter(STOCK_LOCKED) == 0 and game.stock_moves(s)
    assert lock_text(0) == "open" and lock_text(1) == "play the waste card first"


def test_an_empty_waste_takes_the_next_card_by_itself():
    game = small_game()
    s = position(game, {"tableau_0": "9S", "tableau_1": "5D", "waste": "8H",
                        "stock": "[2C] [KD]"})
    game.play(s, move(game, "waste", "tableau_0"))
    assert [c.label for c in s.pile("waste")] == ["KD"] and s.pile("waste")[0].is_face_up


def test_after_the_redeal_every_card_waits_with_last_pass_waits():
    game = small_game(redeals=1, last_pass_waits=True)
    s = position(game, {"tableau_0": "9S", "tableau_1": "5D", "waste": "8H 2C KD"},
                 redeals_left=1)
    turn_stock(game, s)                                      # turned back, its first card out again
    assert [c.label for c in s.pile("waste")] == ["8H"] and s.counter(STOCK_LOCKED) == 1
    game.play(s, move(game, "waste", "tableau_0"))
    assert [c.label for c in s.pile("waste")] == ["2C"] and s.counter(STOCK_LOCKED) == 1


def test_a_waste_card_no_move_can_ever_play_loses_the_game():
    game = small_game()
    stranded = position(game, {"tableau_0": "9S", "tableau_1": "5D", "waste": "2C",
                               "stock": "[KD]"}, stock_locked=1)
    assert waste_stranded(game, stranded) and game.status(stranded) == LOST
    freed = position(game, {"tableau_0": "9S 8H", "tableau_1": "9C", "waste": "7S",
                            "stock": "[KD]"}, stock_locked=1)   # 8H moves, 7S goes on it
    assert not waste_stranded(game, freed) and game.status(freed) == OPEN
    open_stock = position(game, {"tableau_0": "9S", "tableau_1": "5D", "waste": "2C",
                                 "stock": "[KD]"})
    assert not waste_stranded(game, open_stock)               # the stock may still turn


def test_a_waste_card_a_refilled_gap_would_take_is_not_stranded():
    game = small_game(refill=("waste",))
    s = position(game, {"tableau_0": "9S 8H", "tableau_1": "AD", "foundation": "",
                        "waste": "2C"})           # AD home empties a pile: 2C fills it
    assert game.stock_moves(s) == [] and not waste_stranded(game, s)
    s = position(game, {"tableau_0": "9S 8H", "tableau_1": "5D", "waste": "2C"})
    assert waste_stranded(game, s) and game.status(s) == LOST
