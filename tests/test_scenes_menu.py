"""Headless tests of the menu, settings, rules, results and deal-entry scenes."""

from __future__ import annotations

import dataclasses
import itertools
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import catalogue
from game.app import App  # noqa: E402
from game.engine.deal import MAX_DEAL  # noqa: E402
from game.engine.registry import Registry  # noqa: E402
from game.input.intents import Action, PointerDown, PointerUp, Scroll, TextInput  # noqa: E402
from game.rules import registry  # noqa: E402
from game.scenes import menu as menu_module  # noqa: E402
from game.scenes import results as results_module  # noqa: E402
from game.scenes.deal_entry import DealEntryScene, check_deal  # noqa: E402
from game.scenes.menu import MenuScene, fold, matches  # noqa: E402
from game.scenes.results import ResultsScene, format_time  # noqa: E402
from game.scenes.rules import RulesScene, layout_text  # noqa: E402
from game.scenes.settings import SettingsScene  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402
from game.scenes.table_solver import TableSolver  # noqa: E402
from game.scenes.table_waiting import WinnableDealWait  # noqa: E402
from game.store import GameStats, load_settings, save_game  # noqa: E402
from table_helpers import listed, open_menu  # noqa: E402


@pytest.fixture
def make_app(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))

    def make(size=(1280, 720)) -> App:
        return App(size=size, headless=True)

    return make


@pytest.fixture
def app(make_app) -> App:
    return make_app()


def click(scene, pos) -> None:
    scene.handle(PointerDown(pos, 1, 1))
    scene.handle(PointerUp(pos, 1))


def button(scene_buttons, label: str):
    return next(b for b in scene_buttons.buttons if b.label.startswith(label))


@pytest.fixture
def many_games(made_up_entry):
    """Adds `count` made-up Dondorf games to a registry (and their catalogue entries)."""
    def bigger(registry: Registry, count: int) -> Registry:
        base = registry.specs()[0]
        more = Registry(registry.specs(), order=registry.order)
        for i in range(count):
            more.add(dataclasses.replace(base, id=f"extra_{i}"))
            made_up_entry(f"extra_{i}", base.id, title=f"Extra {i:02d}", source="dondorf",
                          titles={"en": f"Extra {i}"})
        return more
    return bigger


# --- the menu ------------------------------------------------------------------------------

def test_menu_lists_every_registered_game_under_its_source(app):
    menu = open_menu(app)
    assert sorted(listed(menu)) == sorted(app.registry.ids())
    headings = [item for kind, item in menu.model.rows if kind == "heading"]
    assert headings == sorted({catalogue.entry(s.id).source for s in app.registry.specs()},
                              key=list(catalogue.sources()).index)
    for i, (kind, item) in enumerate(menu.model.rows):  # each game sits under its own heading
        if kind == "game":
            heading = next(h for k, h in reversed(menu.model.rows[:i]) if k == "heading")
            assert heading == catalogue.entry(item.id).source


def test_typing_filters_by_title_in_any_language_and_back_clears(app):
    menu = open_menu(app)
    for ch in "klon":
        menu.handle(TextInput(ch))
    # Klondike and its family (search matches families), Klondike itself chosen.
    klondikes = {s.id for s in app.registry.specs() if catalogue.entry(s.id).family == "klondike"}
    assert set(listed(menu)) == klondikes and len(klondikes) > 5
    assert menu.model.selected.id == "klondike"
    menu.handle(Action("undo"))  # backspace
    assert menu.model.query == "klo"
    menu.handle(Action("back"))
    assert menu.model.query == "" and sorted(listed(menu)) == sorted(app.registry.ids())
    menu.handle(TextInput("lucken"))  # German title, without its umlaut
    assert set(listed(menu)) == {"reussite_32", "reussite_52"}
    menu.handle(Action("back"))
    menu.handle(TextInput("zzzz"))
    assert listed(menu) == [] and menu.model.selected is None
    app.draw()  # "no game matches" draws


def test_search_matching_ignores_case_and_accents():
    assert fold("Réussites LÜCKEN") == "reussites lucken"
    spec = registry().get("reussite_52")
    assert matches(spec, "REUSSITES 52") and matches(spec, "gaps full")
    assert not matches(spec, "klondike")


def test_keyboard_down_and_confirm_starts_that_game(app):
    menu = open_menu(app)
    first, second = listed(menu)[:2]
    assert menu.model.selected.id == first
    menu.handle(Action("down"))
    menu.handle(Action("confirm"))
    top = app.stack.top
    assert isinstance(top, TableScene) and top.game.id == second
    assert 1 <= top.deal <= MAX_DEAL


def test_confirm_pushes_a_new_deal_through_the_factory(app, started):
    menu = open_menu(app)
    menu.handle(Action("down"))
    menu.handle(Action("confirm"))
    (game_id, deal, options), = started
    assert game_id == listed(menu)[1] and 1 <= deal <= MAX_DEAL and options == {}


def type_keys(app, keys) -> None:
    """Real key presses through the app's mapper: each KEYDOWN and the TEXTINPUT after it."""
    for k, text in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text,
                                             scancode=0))
        if text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.process_events()


def test_letter_and_space_keys_type_into_the_search_never_act(app, started):
    menu = open_menu(app)
    type_keys(app, [(pygame.K_h, "h"), (pygame.K_SPACE, " "), (pygame.K_r, "r"),
                    (pygame.K_n, "n")])  # hint, confirm, restart, new deal elsewhere
    assert started == [] and menu.model.query == "h rn" and app.stack.top is menu
    type_keys(app, [(pygame.K_BACKSPACE, "")])
    assert menu.model.query == "h r"
    type_keys(app, [(pygame.K_ESCAPE, "")])
    assert menu.model.query == ""
    type_keys(app, [(pygame.K_RETURN, "")])  # the return key plays
    assert len(started) == 1


def test_mouse_double_click_plays_and_wheel_scrolls(app, started, make_app, many_games):
    app.registry = many_games(app.registry, 30)
    menu = open_menu(app)
    index = next(i for i, (kind, _) in enumerate(menu.model.rows) if kind == "game")
    layout = menu.layout
    pos = (layout.list_rect.x + 40, layout.list_rect.y + layout.tops[index] + layout.row_h // 2)
    menu.handle(PointerDown(pos, 1, 1))
    menu.handle(PointerUp(pos, 1))
    assert started == [] and menu.model.selected_id == menu.model.rows[index][1].id
    menu.handle(PointerDown(pos, 1, 2))
    menu.handle(PointerUp(pos, 1))
    assert started[0][0] == menu.model.rows[index][1].id
    menu.handle(Scroll(menu.layout.list_rect.center, -3))
    for _ in range(60):
        menu.update(1 / 60)
    assert menu.scroller.offset > 0


def test_keyboard_keeps_the_selection_in_view(app, many_games):
    app.registry = many_games(app.registry, 30)
    menu = open_menu(app)
    for _ in range(len(app.registry)):
        menu.handle(Action("down"))
    assert menu.model.selected.id == listed(menu)[-1]
    for _ in range(120):
        menu.update(1 / 60)
    row = menu.layout.selected_row()
    layout = menu.layout
    top = layout.list_rect.y + layout.tops[row] - menu.scroller.offset
    assert layout.list_rect.y <= top and top + layout.row_h <= layout.list_rect.bottom


def test_buttons_play_choose_deal_rules_and_settings(app, started):
    menu = open_menu(app)
    click(menu, button(menu.buttons, "Play").rect.center)
    assert len(started) == 1
    click(menu, button(menu.buttons, "Deal number").rect.center)
    assert isinstance(app.stack.top, DealEntryScene)
    for digit in "42":
        app.stack.top.handle(TextInput(digit))
    app.stack.top.handle(Action("confirm"))
    assert app.stack.top is menu and started[-1][:2] == (menu.model.selected.id, 42)
    click(menu, button(menu.buttons, "Rules").rect.center)
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.spec is menu.model.selected
    app.stack.top.handle(Action("back"))
    click(menu, button(menu.buttons, "Settings").rect.center)
    assert isinstance(app.stack.top, SettingsScene)


def test_left_right_focus_the_buttons_and_confirm_presses(app):
    menu = open_menu(app)
    menu.handle(Action("right"))  # shows the focus, on Play
    assert menu.buttons.focused.label == "Play"
    menu.handle(Action("right"))
    menu.handle(Action("right"))
    assert menu.buttons.focused.label == "Rules"
    menu.handle(Action("confirm"))
    assert isinstance(app.stack.top, RulesScene)


def test_variant_option_cycles_and_goes_to_the_table(app, started):
    menu = open_menu(app)
    while menu.model.selected.id != "klondike":
        menu.handle(Action("down"))
    app.draw()
    option = menu.drawing.option_buttons[0]
    before = option.label
    click(menu, option.rect.center)
    app.draw()
    assert menu.drawing.option_buttons[0].label != before
    click(menu, button(menu.buttons, "Play").rect.center)
    assert started[-1][2] == {"deal": "three"}


def test_winnable_deals_only_is_a_saved_choice_of_the_game_beside_its_options(app, monkeypatch):
    menu = open_menu(app)
    while menu.model.selected.id != "klondike":
        menu.handle(Action("down"))
    app.draw()
    deals = menu.drawing.option_buttons[-1]
    assert deals.label == "Any deal" and len(menu.drawing.option_buttons) == 2  # after "Stock"
    click(menu, deals.rect.center)
    app.draw()
    assert menu.drawing.option_buttons[-1].label == "Winnable only"
    assert load_settings()[0].winnable_only == ("klondike",)  # saved at once
    asked = []
    monkeypatch.setattr(TableSolver, "find_deal", lambda solving, first: asked.append(first))
    click(menu, button(menu.buttons, "Play").rect.center)
    # it looks at once, from the deal drawn, the table waiting undealt meanwhile
    assert isinstance(app.stack.top, WinnableDealWait) and asked == [app.stack.top.deal]
    app.pop()
    app.draw()
    click(menu, menu.drawing.option_buttons[-1].rect.center)
    assert load_settings()[0].winnable_only == ()


def test_resume_shows_the_saved_game_and_resumes_it(app, monkeypatch):
    save_game({"game_id": "klondike", "deal": 777, "options": {}})
    resumed = []
    monkeypatch.setattr(menu_module, "resume_table", lambda app, record: resumed.append(record))
    menu = open_menu(app)
    resume = button(menu.buttons, "Resume")
    assert "Klondike" in resume.label and "777" in resume.label
    assert menu.model.selected.id == "klondike"
    click(menu, resume.rect.center)
    assert resumed[0]["deal"] == 777


def test_coming_back_from_an_overlay_keeps_the_selection(app):
    save_game({"game_id": "klondike", "deal": 777, "options": {}})
    menu = open_menu(app)
    menu.handle(Action("up"))
    chosen = menu.model.selected.id
    assert chosen != "klondike"
    menu.open_settings()
    app.stack.top.handle(Action("back"))
    assert app.stack.top is menu and menu.model.selected.id == chosen


def test_from_menu_to_a_real_table_and_back(app):
    menu = open_menu(app)
    menu.handle(Action("confirm"))
    table = app.stack.top
    assert isinstance(table, TableScene)
    app.draw()
    table.handle(Action("menu"))
    assert app.stack.top is menu
    app.draw()


def test_leaving_a_table_started_first_selects_its_game_not_an_older_save(app):
    # `reussite --game spider`: the table first, the menu put under it after the first frame
    from game.app_start import add_menu

    save_game({"game_id": "klondike", "deal": 777, "options": {}})
    app.push(TableScene(app, "spider", deal=3))
    add_menu(app, left_game="spider")
    app.draw()
    app.stack.top.handle(Action("menu"))   # left without a move: nothing newer is saved
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.model.selected.id == "spider"
    menu.handle(Action("up"))              # the player's own choice then stands
    chosen = menu.model.selected.id
    menu.open_settings()
    app.stack.top.handle(Action("back"))
    assert menu.model.selected.id == chosen != "spider"


def test_no_resume_without_a_saved_game_and_back_quits(app):
    menu = open_menu(app)
    assert not any(b.label.startswith("Resume") for b in menu.buttons.buttons)
    menu.handle(Action("back"))
    assert not app.running


# --- settings ------------------------------------------------------------------------------

def test_settings_change_at_once_and_are_saved(app):
    scene = SettingsScene(app)
    app.push(scene)
    app.draw()
    labels = [row.label for row in scene.rows]
    scene.focus = labels.index("Animation speed")
    scene.handle(Action("right"))
    assert app.settings.animation_speed == "fast"
    scene.handle(Action("left"))
    scene.handle(Action("left"))
    assert app.settings.animation_speed == "slow"
    auto = labels.index("Auto-move to foundation")
    click(scene, scene.row_rects[auto].center)  # a click on the value steps it on
    assert app.settings.auto_foundation == "all"
    four = labels.index("Four-colour deck")
    click(scene, scene.left_rects[four].center)
    assert app.settings.four_colour is True
    scene.focus = labels.index("Volume")
    scene.handle(Action("left"))
    assert app.settings.volume == pytest.approx(0.7)
    scene.focus = labels.index("Sound")
    scene.handle(Action("confirm"))
    assert app.settings.sound is False
    on_disk, notice = load_settings()
    assert notice is None and on_disk == app.settings
    language = labels.index("Language")
    scene.focus = language
    scene.handle(Action("right"))
    assert app.settings.language == "de"  # English, Deutsch, Français
    scene.handle(Action("back"))
    assert scene not in app.stack.scenes


def test_settings_back_button_by_keyboard(app):
    app.push(MenuScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    scene.handle(Action("up"))  # wraps round to the Back button
    assert scene.back.focus == 0
    scene.handle(Action("confirm"))
    assert app.stack.top is not scene


# --- results -------------------------------------------------------------------------------

def test_results_show_the_numbers_and_the_record(app, monkeypatch):
    app.stats["klondike"] = GameStats(played=4, won=3, lost=1, current_streak=2,
                                      best_time=200.0)
    calls = []
    scene = ResultsScene(app, "klondike", "won", 112, 263.4, 640, 9,
                         on_next=lambda: calls.append("next"),
                         on_replay=lambda: calls.append("replay"),
                         on_menu=lambda: calls.append("menu"))
    app.push(MenuScene(app))
    app.push(scene)
    shown = []
    real = results_module.draw_text
    monkeypatch.setattr(results_module, "draw_text",
                        lambda surface, text, *a, **k: shown.append(text) or real(surface, text,
                                                                                  *a, **k))
    app.draw()
    for text in ("112", "4:23", "640", "4", "3", "75%", "2", "3:20"):
        assert text in shown
    assert not any(b.label.startswith("Undo") for b in scene.buttons.buttons)
    scene.handle(Action("right"))
    scene.handle(Action("confirm"))
    assert calls == ["replay"] and scene not in app.stack.scenes


def test_results_of_a_lost_game_offer_undo_and_close_before_calling_back(app):
    order = []
    table = MenuScene(app)
    app.push(table)
    scene = ResultsScene(app, "klondike", "lost", 30, 65.0, None, 9,
                         on_next=lambda: None, on_replay=lambda: None, on_menu=lambda: None,
                         on_undo=lambda: order.append(app.stack.top))
    app.push(scene)
    app.draw()
    assert ("Score", "") not in scene.numbers() and len(scene.numbers()) == 2
    click(scene, button(scene.buttons, "Undo").rect.center)
    assert order == [table]


def test_format_time():
    assert format_time(0) == "0:00"
    assert format_time(263.9) == "4:23"
    assert format_time(3723) == "1:02:03"


# --- deal entry ----------------------------------------------------------------------------

def test_deal_entry_rejects_zero_and_accepts_42(app):
    chosen = []
    app.push(MenuScene(app))
    scene = DealEntryScene(app, on_choose=chosen.append)
    app.push(scene)
    scene.handle(TextInput("0"))
    scene.handle(Action("confirm"))
    assert chosen == [] and "start at 1" in scene.message and app.stack.top is scene
    app.draw()  # the message draws
    scene.handle(Action("undo"))  # backspace
    scene.handle(TextInput("42"))
    scene.handle(Action("confirm"))
    assert chosen == [42] and app.stack.top is not scene


def test_deal_entry_keypad_by_arrows_alone(app):
    chosen = []
    app.push(MenuScene(app))
    scene = DealEntryScene(app, on_choose=chosen.append)
    app.push(scene)
    app.draw()
    for name in ("down", "confirm", "up", "right", "confirm",      # 4, then 2
                 "down", "down", "down", "right", "confirm"):       # down to 0, right to OK
        scene.handle(Action(name))
    assert chosen == [42]


def test_deal_entry_limits():
    assert check_deal("")[0] is None
    assert check_deal("0")[0] is None
    assert check_deal(str(MAX_DEAL)) == (MAX_DEAL, "")
    number, message = check_deal(str(MAX_DEAL + 1))
    assert number is None and str(MAX_DEAL) in message


def test_deal_entry_mouse_and_cancel(app):
    chosen = []
    app.push(MenuScene(app))
    scene = DealEntryScene(app, on_choose=chosen.append)
    app.push(scene)
    app.draw()
    for label in ("7", "Erase", "9", "OK"):
        click(scene, button(scene.keys, label).rect.center)
    assert chosen == [9]
    scene = DealEntryScene(app, on_choose=chosen.append)
    app.push(scene)
    scene.handle(Action("back"))
    assert app.stack.top is not scene and chosen == [9]


def test_the_tables_deal_entry_chooses_its_new_deals_too(app):
    scene = TableScene(app, "klondike", deal=1, animate=False, persist=False)
    app.push(scene)
    scene.choose_deal()
    entry = app.stack.top
    assert isinstance(entry, DealEntryScene) and entry.game_id == "klondike"
    app.draw()
    deals = entry.keys.buttons[-1]
    assert deals.label == "Any deal" and entry.rect.contains(deals.rect)
    assert deals.rect.top >= button(entry.keys, "Cancel").rect.bottom   # the last row
    click(entry, deals.rect.center)
    assert deals.label == "Winnable only"
    assert load_settings()[0].winnable_only == ("klondike",)          # saved at once
    entry.keys.focus = 12                                  # Cancel: down to the deals row,
    for name, index in (("down", 13), ("right", 13), ("down", 0), ("up", 13), ("up", 12)):
        entry.handle(Action(name))                         # round to the keypad's top
        assert entry.keys.focus == index, name
    entry.handle(Action("confirm"))                        # Cancel: nothing else changed
    assert app.stack.top is scene and load_settings()[0].winnable_only == ("klondike",)


def test_the_tables_deal_entry_leaves_the_tables_bars_free(app):
    """At 1280×720 it was 636 px tall, over both bars; now it keeps clear of them."""
    scene = TableScene(app, "klondike", deal=1, animate=False, persist=False)
    app.push(scene)
    scene.choose_deal()
    entry = app.stack.top
    entry.message = "Deal numbers start at 1."  # the tallest it gets: a message shown
    app.draw()
    assert entry.rect.height <= 0.75 * app.screen.get_height()
    assert scene.view.area.contains(entry.rect)
    keys = [key.rect for key in entry.keys.buttons]
    assert all(entry.rect.contains(key) for key in keys)
    assert entry.field.bottom < min(key.top for key in keys)


# --- rules ---------------------------------------------------------------------------------

# The French manual's headings are for French readers (catalogue: ref_language); in French
# Spider's heading is the title shown, so it is not said twice.
@pytest.mark.parametrize(("code", "kicker"), [("en", "AISLERIOT"), ("de", "AISLERIOT"),
                                              ("fr", "AISLERIOT")])
def test_the_rules_name_the_manuals_heading_unless_it_is_the_title_shown(app, monkeypatch,
                                                                          code, kicker):
    from game.scenes import rules

    drawn: list[str] = []
    real = rules.draw_text
    monkeypatch.setattr(rules, "draw_text", lambda surface, text, *a, **k: (
        drawn.append(text), real(surface, text, *a, **k))[1])
    app.update_settings(language=code)
    app.push(RulesScene(app, app.registry.get("spider")))
    app.draw()
    assert drawn[0] == kicker


def test_rules_wrap_with_hanging_bullets_and_scroll(app):
    spec = app.registry.get("reussite_32")
    entry = catalogue.entry(spec.id)
    lines = layout_text(entry.rules_text, 24, 300)
    assert any(text.startswith("• ") for _, text in lines)
    assert any(indent > 0 for indent, _ in lines)
    app.push(MenuScene(app))
    long = entry.replaced(rules_text="\n\n".join([entry.rules_text] * 4))
    scene = RulesScene(app, spec, long)
    app.push(scene)
    app.draw()
    assert scene.scroller.limit > 0
    scene.handle(Action("down"))
    scene.update(1.0)
    assert scene.scroller.offset > 0
    scene.handle(Scroll(scene.rect.center, 10))  # the wheel, back up to the top
    scene.update(1.0)
    assert scene.scroller.offset == 0
    app.draw()
    scene.handle(Action("confirm"))
    assert app.stack.top is not scene


# --- every scene draws at every size, nothing outside the screen or overlapping -------------

def all_scenes(app: App):
    menu = MenuScene(app)
    yield "menu", menu, menu.buttons.buttons
    settings = SettingsScene(app)
    yield "settings", settings, settings.back.buttons
    yield "rules", RulesScene(app, app.registry.get("klondike")), []
    results = ResultsScene(app, "klondike", "lost", 87, 401.0, 215, 1, on_next=lambda: None,
                           on_replay=lambda: None, on_menu=lambda: None, on_undo=lambda: None)
    yield "results", results, results.buttons.buttons
    entry = DealEntryScene(app, on_choose=lambda n: None)
    yield "deal entry", entry, entry.keys.buttons


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160), (1024, 768)])
def test_all_scenes_draw_and_fit(make_app, size):
    app = make_app(size)
    save_game({"game_id": "klondike", "deal": 1234, "options": {}})
    screen = pygame.Rect((0, 0), size)
    for name, scene, buttons in all_scenes(app):
        if not scene.opaque:
            app.push(MenuScene(app))
        app.push(scene)
        app.draw()
        app.draw()  # twice: the menu places some buttons while drawing
        for b in buttons:
            assert screen.contains(b.rect), (name, b.label, b.rect)
        for a, b in itertools.combinations(buttons, 2):
            assert not a.rect.colliderect(b.rect), (name, a.label, b.label)
        if hasattr(scene, "rect"):
            assert screen.contains(scene.rect), name
        while app.stack.scenes:
            app.stack.pop()


def test_record_text():
    from game.scenes.results import record_text

    assert record_text(None) == "Not played yet."
    text = record_text(GameStats(played=4, won=1, best_time=75.0, last_played="2025-03-08"))
    assert text == "Played 4 · won 1 (25%) · best time 1:15 · last played 8 March 2025"
