"""Options are declared against the spec: the default choice is the spec as declared
(it replaces nothing, so it cannot drift from it), and every other choice sets only
fields GameSpec has — a misspelt field fails where the game is written."""

import pytest

from game.engine.options import configure
from game.engine.spec import DrawToWaste, GameSpec, Option
from game.rules import create, registry

KLONDIKE = registry().get("klondike")


def test_every_default_choice_is_the_spec_itself():
    for spec in registry().specs():
        for option in spec.options:
            assert option.choices[option.default] == {}, (spec.id, option.name)
        assert configure(spec) is spec  # no option given: nothing replaced


def test_a_default_choice_that_restates_the_spec_is_refused():
    with pytest.raises(ValueError, match="replaces nothing"):
        Option(name="deal", label="Stock", default="single",
               choices={"single": {"stock_action": DrawToWaste(draw=1, redeals=2)},
                        "three": {"stock_action": DrawToWaste(draw=3)}})
    with pytest.raises(ValueError, match="not one of its choices"):
        Option(name="deal", label="Stock", default="one", choices={"three": {}})


def test_a_choice_setting_no_field_of_the_spec_is_refused_as_the_game_is_declared():
    wrong = Option(name="deal", label="Stock", default="single",
                   choices={"single": {}, "three": {"stock_actoin": DrawToWaste(draw=3)}})
    with pytest.raises(TypeError, match="stock_actoin"):
        GameSpec(id="made_up", piles=KLONDIKE.piles, deal=KLONDIKE.deal, options=(wrong,))


def test_a_chosen_value_replaces_what_it_names_and_the_default_keeps_the_spec():
    default, three = create("klondike"), create("klondike", {"deal": "three"})
    assert default.spec.stock_action == KLONDIKE.stock_action == DrawToWaste(draw=1, redeals=2)
    assert three.spec.stock_action.draw == 3 and three.options == {"deal": "three"}
    assert default.options == {"deal": "single"}
    giant = registry().get("giant")
    suit = create("giant", {"build": "suit"}).spec
    assert suit.piles != giant.piles and suit.hooks != giant.hooks
