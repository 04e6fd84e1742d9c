"""A game's options are one checked value (game/engine/options.py): every option of the
game with its choice, the defaults filled in from the spec, refused where the game has no
such option or choice; saves keep the plain table they always kept, so a save written
before (or before an option existed) is taken up as it was. Headless."""

from __future__ import annotations

import pickle
import tomllib

import pytest

from game.engine.options import OptionError, Options
from game.rules import create, registry
from game.scenes.table import TableScene
from game.store import load_game
from game.store.saves import save_path

# A Klondike save as the version before typed options wrote it (deal 7, three cards at a
# time, three moves played): the format players have on their disks.
OLD_SAVE = """format = 1
saved_at = "2026-12-07T18:52:05"

[game]
game_id = "klondike"
deal = 7
elapsed = 12.5
uid = "20261207185204-27793-bc058f30"

[game.options]
deal = "three"

[game.history]
turns = [
    [["move", "tableau_3", "tableau_1", 1], ["move", "tableau_3", "tableau_1", 1],
     ["flip", "tableau_3", 2]],
    [["move", "tableau_5", "tableau_4", 1], ["move", "tableau_5", "tableau_4", 1],
     ["flip", "tableau_5", 4]],
    [["move", "tableau_5", "tableau_2", 1], ["move", "tableau_5", "tableau_2", 1],
     ["flip", "tableau_5", 3], ["move", "tableau_5", "foundation_0", 1],
     ["flip", "tableau_5", 2]],
]
position = 3

[game.history.state]
deal = 7

[game.history.state.piles]
stock = ["[JS]", "[9H]", "[2S]", "[3S]", "[3D]", "[JH]", "[2H]", "[5C]", "[3H]", "[TS]",
         "[TH]", "[AH]", "[2D]", "[6D]", "[6C]", "[AC]", "[4S]", "[7D]", "[KD]", "[9S]",
         "[QD]", "[TC]", "[AS]", "[KH]"]
waste = []
foundation_0 = ["AD"]
foundation_1 = []
foundation_2 = []
foundation_3 = []
tableau_0 = ["7H"]
tableau_1 = ["[4C]", "QS", "JD"]
tableau_2 = ["[4D]", "[8D]", "5S", "4H"]
tableau_3 = ["[7C]", "[5H]", "9D"]
tableau_4 = ["[8H]", "[7S]", "[KC]", "[JC]", "KS", "QH"]
tableau_5 = ["[QC]", "[6H]", "2C"]
tableau_6 = ["[8S]", "[8C]", "[5D]", "[6S]", "[TD]", "[9C]", "3C"]

[game.history.state.counters]
redeals_left = -1
"""


def test_every_option_is_there_with_the_specs_default_where_none_was_chosen():
    spider = create("spider", {"suits": "1"})
    assert spider.options == {"suits": "1", "runs": "auto"}
    assert list(spider.options) == [o.name for o in registry().get("spider").options]
    assert spider.options.is_default("runs") and not spider.options.is_default("suits")
    assert [o.name for o in spider.options.changed()] == ["suits"]
    assert create("freecell").options == {} and not create("freecell").options.changed()


def test_options_are_a_value_equal_to_their_plain_table():
    three = create("klondike", {"deal": "three"}).options
    again = Options.of(registry().get("klondike"), {"deal": "three"})
    assert three == again == {"deal": "three"} and hash(three) == hash(again)
    assert three != create("klondike").options
    assert pickle.loads(pickle.dumps(three)) == three  # (the solver's worker gets games)
    with pytest.raises(TypeError):
        three["deal"] = "single"  # a game's options never change under it
    assert type(three.record()) is dict and three.record() == {"deal": "three"}


def test_an_option_or_a_choice_the_game_lacks_is_refused():
    with pytest.raises(OptionError, match="no option 'draw'"):
        create("klondike", {"draw": "3"})
    with pytest.raises(OptionError, match="not 'five'"):
        create("klondike", {"deal": "five"})
    with pytest.raises(OptionError):
        create("freecell", {"deal": "three"})


def test_a_save_written_before_typed_options_is_taken_up_and_saved_alike(app):
    save_path("klondike").parent.mkdir(parents=True, exist_ok=True)
    save_path("klondike").write_text(OLD_SAVE, encoding="utf-8")
    scene = TableScene.resume(app, load_game("klondike")[0])
    assert scene.game.options == {"deal": "three"}
    assert scene.game.spec.stock_action.draw == 3
    assert scene.history.position == 3 and scene.deal == 7 and scene.elapsed == 12.5
    scene.save_progress()
    saved = tomllib.loads(save_path("klondike").read_text(encoding="utf-8"))["game"]
    old = tomllib.loads(OLD_SAVE)["game"]
    assert saved["options"] == old["options"] == {"deal": "three"}
    assert saved["history"]["turns"] == old["history"]["turns"]


def test_a_save_from_before_the_game_had_options_takes_their_defaults(app):
    # (Klondike's stock was one card at a time before it had the option)
    save_path("klondike").parent.mkdir(parents=True, exist_ok=True)
    single = OLD_SAVE.replace('deal = "three"\n', "").replace("redeals_left = -1",
                                                             "redeals_left = 2")
    save_path("klondike").write_text(single, encoding="utf-8")
    record = load_game("klondike")[0]
    assert record["options"] == {}
    scene = TableScene.resume(app, record)
    assert scene.game.options == {"deal": "single"}
    assert scene.game.spec.stock_action.draw == 1
    scene.save_progress()
    saved = tomllib.loads(save_path("klondike").read_text(encoding="utf-8"))["game"]
    assert saved["options"] == {"deal": "single"}
