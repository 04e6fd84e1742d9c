"""Why a stock that cannot be clicked refuses, game by game (engine only, no pygame)."""

import pytest

from game.engine import stock_refusal as why
from game.engine.game import Game
from game.engine.open_talon import OPEN_CARD_FITS
from game.engine.stock_refusal import stock_refusal
from game.rules import registry
from game.rules.aisleriot_pairs import PAIR_FIRST
from game.rules.camelot import COURT_FULL
from game.rules.dondorf_chance import REDEAL_WAITS


def dealt(game_id: str, deal: int = 1) -> tuple[Game, object, int]:
    game = Game(registry().get(game_id))
    return game, game.new_state(deal), game.groups["stock"][0]


def stock_clicks(game: Game, state) -> list:
    stock = game.groups["stock"][0]
    return [m for m in game.legal_moves(state)
            if m.src == stock and (m.action == "stock" or m.dst < 0)]


def click_stock_while_it_deals(game: Game, state, limit: int = 400) -> None:
    for _ in range(limit):
        moves = stock_clicks(game, state)
        if not moves:
            return
        game.play(state, moves[0])
    raise AssertionError("the stock never stopped dealing")


def refused(game: Game, state) -> str:
    """The reason, checked to be asked only where the engine has no stock move."""
    assert stock_clicks(game, state) == []
    return stock_refusal(game, state)


@pytest.mark.parametrize(("game_id", "reason"), [
    ("klondike", why.NO_REDEALS_LEFT),       # turned through three times
    ("dondorf_zopf", why.NO_REDEALS_LEFT),
    ("golf", why.NO_REDEAL_IN_GAME),         # once through, never turned back
    ("forty_thieves", why.NO_REDEAL_IN_GAME),
    ("spider", why.USED_UP),                 # every row dealt
])
def test_a_stock_dealt_to_its_end_says_whether_a_redeal_was_ever_possible(game_id, reason):
    game, state, stock = dealt(game_id)
    click_stock_while_it_deals(game, state)
    assert not state.piles[stock] and refused(game, state) == reason


@pytest.mark.parametrize("game_id", ["spider", "spiderette", "will_o_the_wisp"])
def test_spider_deals_onto_no_empty_column(game_id):
    game, state, _stock = dealt(game_id)
    first, second = game.groups["tableau"][:2]
    state.piles[second] += state.piles[first]   # the first column emptied
    state.piles[first] = ()
    assert refused(game, state) == why.FILL_EVERY_COLUMN


@pytest.mark.parametrize("game_id", ["sir_tommy", "hopscotch"])
def test_a_one_card_waste_is_played_before_the_next_card(game_id):
    game, state, _stock = dealt(game_id)
    game.play(state, stock_clicks(game, state)[0])
    assert refused(game, state) == why.PLAY_WASTE_FIRST


@pytest.mark.parametrize("game_id", ["glenwood", "terrace"])
def test_the_stock_stays_shut_until_the_base_card_is_chosen(game_id):
    game, state, _stock = dealt(game_id)
    assert state.counter("base_rank") == 0 and refused(game, state) == why.CHOOSE_BASE_FIRST


def test_die_arena_keeps_its_open_cards_while_one_fits_and_then_runs_out_of_passes():
    game, state, stock = dealt("dondorf_arena", 2)
    click_stock_while_it_deals(game, state, limit=30)
    assert state.piles[stock] and all(state.piles[p] for p in game.groups["open"])
    assert refused(game, state) == OPEN_CARD_FITS
    state.counters[state.counter_index("redeals_left")] = 0
    for pile in game.groups["open"]:   # nothing open, the talon gone through: spent
        state.piles[game.pile_index("waste")] += state.piles[pile]
        state.piles[pile] = ()
    state.piles[game.pile_index("waste")] += state.piles[stock]
    state.piles[stock] = ()
    assert refused(game, state) == why.NO_REDEALS_LEFT


def test_the_coeur_patience_redeals_only_once_no_card_can_be_played():
    game, state, _stock = dealt("dondorf_coeur")
    assert game.card_moves(state) and refused(game, state) == REDEAL_WAITS
    state.counters[state.counter_index("redeals_left")] = 0
    assert refused(game, state) == why.NO_REDEALS_LEFT


@pytest.mark.parametrize("game_id", ["block_ten", "cover", "helsinki", "neighbor", "quatorze"])
def test_a_stock_that_fills_the_gaps_itself_says_so(game_id):
    game, state, stock = dealt(game_id)
    assert refused(game, state) == why.FILLS_BY_ITSELF
    state.piles[stock] = ()
    assert refused(game, state) == why.USED_UP


def test_monte_carlo_deals_only_into_gaps_a_pair_left():
    game, state, _stock = dealt("monte_carlo")
    assert refused(game, state) == PAIR_FIRST


def test_camelot_and_poker_square_place_the_card_shown_first():
    game, state, _stock = dealt("poker")
    assert refused(game, state) == why.PLAY_WASTE_FIRST
    game, state, _stock = dealt("camelot")
    game.play(state, stock_clicks(game, state)[0])
    assert refused(game, state) == why.PLAY_WASTE_FIRST


def test_camelot_deals_nothing_into_a_full_court():
    game, state, stock = dealt("camelot")
    cells = game.groups["cell"]
    for cell in cells:                  # sixteen cards placed, the talon not yet spent
        *rest, card = state.piles[stock]
        state.piles[stock], state.piles[cell] = tuple(rest), (card.face_up(),)
    assert refused(game, state) == COURT_FULL


def test_lady_janes_last_card_plays_from_the_stock():
    game, state, stock = dealt("lady_jane")
    state.piles[stock] = (state.piles[stock][0].face_up(),)
    assert refused(game, state) == why.OPEN_CARD_PLAYS


def test_scuffle_gathers_no_more_once_its_redeals_are_spent():
    game, state, stock = dealt("scuffle")
    click_stock_while_it_deals(game, state)
    assert not state.piles[stock] and state.counter("redeals_left") == 0
    assert refused(game, state) == why.NO_REDEALS_LEFT
