"""The chooser's model (game/scenes/menu_model.py): the only writer of the selection and
the focus, telling its observers what the player moved to — what speech (and anything else
that follows the chooser) listens to — and pure Python."""

from __future__ import annotations

import os
import subprocess
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.input.intents import Action, TextInput  # noqa: E402
from game.scenes import menu_text  # noqa: E402
from game.scenes.menu_model import Changed, Focused, Listed, Selected  # noqa: E402
from table_helpers import listed, make_app, open_menu  # noqa: E402


@pytest.fixture
def menu(tmp_path, monkeypatch):
    return open_menu(make_app(tmp_path, monkeypatch))


def heard(menu, *kinds) -> list:
    said: list = []
    for kind in kinds:
        menu.model.subscribe(kind, said.append)
    return said


def test_keys_moving_over_the_list_tell_each_game_selected(menu):
    said = heard(menu, Selected)
    games = listed(menu)
    first = games.index(menu.model.selected_id)
    menu.handle(Action("down"))
    menu.handle(Action("down"))
    assert said == [Selected(games[first + 1]), Selected(games[first + 2])]
    menu.handle(Action("up"))
    assert said[-1] == Selected(games[first + 1]) and len(said) == 3


def test_the_focus_moving_to_the_search_field_and_the_buttons_is_told(menu):
    said = heard(menu, Focused)
    while menu.model.focus != "search":   # up from the first game: the search field
        menu.handle(Action("up"))
    menu.handle(Action("down"))
    menu.handle(Action("right"))          # the first press shows the focus, on Play
    menu.handle(Action("right"))
    next_label = menu.buttons.focused.label
    menu.handle(Action("cancel"))
    assert said == [Focused("search"), Focused("list"), Focused(menu_text.PLAY),
                    Focused(next_label), Focused("list")]
    assert menu.buttons.focused is None and not menu.model.search_focused


def test_a_search_tells_how_many_games_it_lists_and_the_layout_follows(menu):
    said = heard(menu, Listed, Selected)
    menu.handle(TextInput("Nr. 14"))
    listings = [event for event in said if isinstance(event, Listed)]
    assert listings[-1] == Listed(1, "Nr. 14")
    assert Selected("dondorf_zopf") in said and menu.model.selected_id == "dondorf_zopf"
    assert menu.layout.size == (0, 0)      # laid out again at the next frame
    menu.app.draw()
    assert menu.layout.size == menu.app.screen.get_size()


def test_only_a_change_of_what_is_shown_asks_for_a_new_layout(menu):
    changes = heard(menu, Changed)
    menu.model.move_focus("search")
    assert changes == []                   # the focus ring is drawn, not laid out
    menu.model.select(listed(menu)[-1])
    assert changes == [Changed()]
    menu.model.select(listed(menu)[-1])    # the same game: nothing to tell
    assert changes == [Changed()]


def test_the_model_is_pure_python():
    code = ("import sys\nimport game.scenes.menu_model\n"
            "assert 'pygame' not in sys.modules, 'pygame imported'\nprint('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.split() == ["ok"], out.stderr
