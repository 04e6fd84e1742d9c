"""Start-up stays small: a table imports its own game's rules module, not the collection's,
and what only later frames need comes later. (What a player sees of a start:
tests/test_startup_seen.py.)

Each check runs in a fresh interpreter, since the test session has imported everything.
"""

import subprocess
import sys

import pytest

import game.rules as rules
from game import catalogue
from game.catalogue import CatalogueError, UnknownGameError

LATER = ("multiprocessing", "game.solver", "game.render.svg_deck", "game.render.svg_worker",
         "game.render.svg_service",
         "game.fortune", "game.scenes.menu", "game.scenes.settings",  # not for a first table
         "zipfile", "configparser", "ctypes",  # (pygame's resources; the loop's sleep)
         "game.render.svg_themes",
         "pygame._sdl2",  # the pads start after the first frame (with its audio and video)
         "json",  # (compiled maps are marshal's)
         "tomli_w")  # the writers come with the first save
# Nor for a first table (the chooser's pictures come from a worker process):
NOT_AT_A_TABLE = ("subprocess",  # a voice's commands: only with speech on
                  "secrets")  # (a game's id takes its random part from os.urandom)


def _rules_modules_after(code: str, later: tuple[str, ...] = LATER) -> set[str]:
    """The game/rules modules a fresh interpreter has imported after running `code`, and
    any of `later`."""
    probe = (f"{code}\nimport sys\n"
             f"print(' '.join(m for m in sys.modules if m.startswith('game.rules.') "
             f"or m in {later!r}))")
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                         text=True, env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                                         "PYGAME_HIDE_SUPPORT_PROMPT": "1",
                                         "PATH": "/usr/bin:/bin"}).stdout
    return set(out.split())


def test_creating_a_game_imports_only_its_module():
    assert _rules_modules_after("from game.rules import create; create('klondike')") == {
        "game.rules.klondike"}
    # a module may build on another (Agnes's family on Klondike): that one comes too
    assert _rules_modules_after("from game.rules import create; create('agnes')") == {
        "game.rules.klondike_family", "game.rules.klondike"}


def test_a_table_at_start_imports_only_its_game(tmp_path):
    code = (f"import os; os.environ['REUSSITE_DATA_DIR'] = {str(tmp_path)!r}\n"
            "from game.app import App\nfrom game.scenes.table import TableScene\n"
            "app = App(size=(800, 600), headless=True)\n"
            "app.push(TableScene(app, 'klondike', deal=3))\napp.draw()\n"
            "from game import catalogue\n"
            "assert catalogue._index.cache_info().currsize == 0  # nor every game's entry")
    assert _rules_modules_after(code, LATER + NOT_AT_A_TABLE) == {"game.rules.klondike"}
    # the menu built after it: every game, from the catalogue read whole once (not each
    # game's table cut out of its file one by one)
    everything = _rules_modules_after(
        code + "\nassert 'spider' in app.registry\n"
        "assert {game for _folder, game in catalogue._ALONE} == {'klondike'}")
    assert len(everything) > 10 and "game.rules.spider" in everything


def test_a_menu_at_start_imports_only_the_selected_game(tmp_path):
    """The chooser lists every game from the catalogue; a game's rules are imported when
    something of them is needed (the selected game's variants, its picture)."""
    first = catalogue.entries()[0].id  # the game selected at first
    code = (f"import os; os.environ['REUSSITE_DATA_DIR'] = {str(tmp_path)!r}\n"
            "from game.app import App\nfrom game.app_start import add_menu\n"
            "app = App(size=(1280, 800), headless=True)\nadd_menu(app)\napp.draw()\n"
            "menu = app.stack.top\nassert len(menu.model.specs) == len(menu.model.known) > 100\n"
            "menu.thumbnails.wait()\n"
            f"assert menu.model.selected.id == menu.model.specs[0].id == {first!r}")
    modules = _rules_modules_after(code) - {"game.scenes.menu"}
    assert modules == _rules_modules_after(f"from game.rules import create; create({first!r})")


@pytest.mark.parametrize("game_id", [e.id for e in catalogue.entries()])
def test_every_game_is_found_through_its_catalogue_module(game_id):
    assert rules.spec_of(game_id) is rules.registry().get(game_id)


def test_unknown_games_and_misplaced_entries_are_clear_errors():
    with pytest.raises(UnknownGameError, match="unknown game id 'nope'"):
        rules.create("nope")
    with pytest.raises(CatalogueError, match="game 'klondike' is in game/rules/spider.py "
                                             "but its catalogue entry says module = 'klondike'"):
        rules._check_entry("klondike", "spider")
    with pytest.raises(CatalogueError, match="game 'nope' has no catalogue entry"):
        rules._check_entry("nope", "klondike")


def test_a_made_up_entry_of_no_game_is_still_unknown(made_up_entry):
    made_up_entry("made_up", "klondike", module="klondike")
    with pytest.raises(UnknownGameError):
        rules.spec_of("made_up")
    made_up_entry("nowhere", "klondike", module="no_such_module")
    with pytest.raises(UnknownGameError):
        rules.spec_of("nowhere")


def test_full_screen_maps_borderless_with_its_first_frame_then_goes_full_screen(tmp_path):
    """SDL's X11 full screen keeps a freshly mapped window black while it waits for the
    window manager: the window maps borderless at the desktop's size with its frame drawn,
    and asks for full screen at the first still moment (the deal does not wait for it)."""
    code = (f"import os; os.environ['REUSSITE_DATA_DIR'] = {str(tmp_path)!r}\n"
            "import pygame\nfrom game.app import App\n"
            "app = App()\nwindow = pygame.Window.from_display_module()\n"
            "desktop = pygame.display.get_desktop_sizes()[0]\n"
            "assert app.window.fullscreen and not app.window.shown\n"
            "assert window.borderless and not pygame.display.is_fullscreen()\n"
            "assert app.window.display.get_size() == desktop\n"
            "app.frame(); app.show_window()\n"
            "assert app.window.shown and not pygame.display.is_fullscreen()  # the deal goes on\n"
            "app.catch_up()  # the first still moment (or input)\n"
            "assert pygame.display.is_fullscreen() and not app.after_first_frame\n"
            "assert app.window.display is pygame.display.get_surface()\n"
            "assert app.screen is app.window.display\n"
            "app.window.size = (800, 600)  # the window's size before full screen\n"
            "def refused(*_): raise AssertionError('set_mode')  # openbox keeps a window\n"
            "pygame.display.set_mode = refused  # it takes out of full screen at full size\n"
            "app.toggle_fullscreen(); assert not pygame.display.is_fullscreen()\n"
            "assert window.size == app.window.windowed_size() == (800, 600)\n"
            "assert app.window.display.get_size() == app.laid_out == (800, 600)\n"
            "app.toggle_fullscreen(); assert pygame.display.is_fullscreen()\n"
            "print('ok')")
    out = subprocess.run([sys.executable, "-W", "ignore", "-c", code], capture_output=True,
                         text=True, env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                                         "PYGAME_HIDE_SUPPORT_PROMPT": "1",
                                         "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0 and out.stdout.split() == ["ok"], out.stderr


def test_system_fonts_are_read_in_the_background_once(monkeypatch):
    import threading

    import pygame.sysfont

    from game.render import text, widgets

    calls = []
    started = threading.Event()

    def slow_read():
        started.set()
        calls.append(threading.current_thread().name)

    monkeypatch.setattr(text, "_system_fonts", None)
    monkeypatch.setattr(pygame.sysfont, "initsysfonts", slow_read)
    text.look_up_system_fonts()
    text.look_up_system_fonts()   # once only
    assert started.wait(5)
    text.system_fonts_read()
    assert calls == ["system fonts"]
    monkeypatch.setattr(widgets, "_TITLE_FONTS", {})
    assert widgets.title_font(30).get_height() > 20   # waits for it, then finds a font


def test_importing_the_entry_module_starts_nothing():
    """The solver's and the decks' worker processes (spawned) import game.__main__ again:
    importing it loads neither the command line nor pygame."""
    code = ("import sys\nimport game.__main__\n"
            "print('game.cli' in sys.modules, 'pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True).stdout
    assert out.split() == ["False", "False"]


def test_nothing_of_the_interpreter_or_its_library_is_replaced(tmp_path):
    """A window's start leaves the standard library as it is (no module's globals
    replaced; the program's speed is its own)."""
    code = ("import builtins, dataclasses, sys\n"
            "before = {name: dict(vars(module)) for name, module in list(sys.modules.items())"
            " if name in sys.stdlib_module_names}\n"
            "from game.cli import main\n"
            "main(['--game', 'klondike', '--deal', '3', '--screenshot', sys.argv[1],"
            " '--size', '640x400'])\n"
            "changed = [f'{name}.{key}' for name, names in before.items()"
            " for key, value in names.items() if vars(sys.modules[name]).get(key) is not value"
            " and not key.startswith('__')]\n"
            "print(changed, hasattr(dataclasses, 'exec'))")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "table.png")],
                         capture_output=True,
                         text=True, env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                                         "PYGAME_HIDE_SUPPORT_PROMPT": "1",
                                         "REUSSITE_DATA_DIR": str(tmp_path),
                                         "PATH": "/usr/bin:/bin"})
    assert out.stdout.split("\n")[-2:] == ["[] False", ""], (out.stdout, out.stderr)


def test_a_first_table_is_drawn_without_reading_the_statistics(tmp_path, monkeypatch):
    """Only a game's end, the results and the chooser read the statistics: a damaged file
    stays as it is through a first table's first frame, then is told of and kept aside
    when the statistics are first wanted."""
    from table_helpers import make_app, open_table

    damaged = tmp_path / "statistics.toml"
    damaged.write_text("[klondike\nplayed = ")
    app = make_app(tmp_path, monkeypatch)
    open_table(app, "klondike", 3)
    app.draw()
    assert damaged.read_text() == "[klondike\nplayed = " and app.noticeboard.notices == []
    assert app.stats == {}
    assert not damaged.exists() and list(tmp_path.glob("statistics.toml*.bak"))
    assert len(app.noticeboard.notices) == 1
