"""One definition of "safe to send home", for auto-play and the solver."""

from game.engine.auto import safe_foundation_moves
from game.engine.cards import parse_card
from game.engine.safe_home import SafeHome
from game.rules import create
from game.solver.safe import SafeRule
from positions import position


def needed(game_id: str, card: str) -> set[str]:
    game = create(game_id)
    rule = SafeHome.for_game(game)
    names = {c: n for n in _all_names() if (c := parse_card(n) & 0x7F) in rule.copies}
    return {names[d] for d in rule.needs[parse_card(card) & 0x7F]}


def _all_names():
    return [r + s for r in "A23456789TJQK" for s in "CDHS"]


def test_a_card_waits_for_the_cards_that_could_lie_on_it():
    assert needed("klondike", "5H") == {"4C", "4S"}                 # alternate colours
    assert needed("thumb_and_pouch", "5H") == {"4C", "4D", "4S"}    # any other suit
    assert needed("spider", "5H") == {"4C", "4D", "4H", "4S"}       # any suit
    assert needed("klondike", "2H") == set()    # an ace never wants a base: it goes home


def test_auto_play_and_the_solver_share_it():
    game = create("freecell")
    assert SafeRule.for_game(game).safe_home == SafeHome.for_game(game)
    s = position(game, {"foundation_0": "AH 2H", "foundation_1": "AS", "foundation_2": "AC",
                        "foundation_3": "AD", "tableau_0": "3H", "tableau_1": "2S",
                        "tableau_2": "2C KD"})
    assert [game.pile_names[m.src] for m in safe_foundation_moves(game, s)] == ["tableau_1"]


def test_strict_also_wants_those_cards_safe():
    game = create("klondike")
    rule = SafeHome.for_game(game)
    s = position(game, {"foundation_0": "AH 2H 3H", "foundation_1": "AS 2S",
                        "foundation_2": "AC 2C", "foundation_3": "AD", "tableau_0": "4H"})
    home = rule.home(s)
    assert rule.is_safe(parse_card("4H"), home) is False           # 3S, 3C still out
    s2 = position(game, {"foundation_0": "AH 2H 3H", "foundation_1": "AS 2S 3S",
                         "foundation_2": "AC 2C 3C", "foundation_3": "AD", "tableau_0": "4H"})
    home2 = rule.home(s2)
    assert rule.is_safe(parse_card("4H"), home2)
    assert not rule.is_safe(parse_card("4H"), home2, strict=True)  # 3C waits for 2D
