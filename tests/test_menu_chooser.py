"""The chooser's grouping, search, favourites, recent games, random game, grid view and
pictures of tables; its memory file's damage handling."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import catalogue  # noqa: E402
from game.input.intents import Action, PointerDown, PointerUp, TextInput  # noqa: E402
from game.rules import registry  # noqa: E402
from game.scenes import menu as menu_module  # noqa: E402
from game.scenes import menu_text  # noqa: E402
from game.scenes.menu_catalogue import (  # noqa: E402
    best_match,
    entry,
    family_title,
    grouped_rows,
    matches,
    saved_games,
    saved_record,
)
from game.store import save_game  # noqa: E402
from game.store.chooser import (  # noqa: E402
    MAX_RECENT,
    ChooserMemory,
    load_chooser,
    save_chooser,
)
from game.store.paths import data_file  # noqa: E402
from table_helpers import listed, make_app, open_menu  # noqa: E402

REGISTRY = registry()


def click(scene, pos) -> None:
    scene.handle(PointerDown(pos, 1, 1))
    scene.handle(PointerUp(pos, 1))


def labelled(menu, label: str):
    return next(b for b in menu.buttons.buttons if b.label == label)


@pytest.fixture
def app(tmp_path, monkeypatch):
    return make_app(tmp_path, monkeypatch)


@pytest.fixture
def started(monkeypatch):
    calls = []
    monkeypatch.setattr(menu_module, "start_table",
                        lambda app, game_id, deal=None, options=None, winnable=False:
                        calls.append((game_id, deal, options)))
    return calls


# --- grouping --------------------------------------------------------------------------------

def test_rows_by_source_book_then_by_family_inside_the_large_collection():
    rows = grouped_rows(REGISTRY.specs())
    headings = [item for kind, item in rows if kind == "heading"]
    assert headings == list(catalogue.sources())
    aisleriot = rows.index(("heading", "aisleriot"))
    families = [item for kind, item in rows[aisleriot:] if kind == "family"]
    assert families[:3] == ["Klondike", "Spider", "FreeCell"]
    order = [f.name for f in catalogue.families("aisleriot").values()]
    assert families == [name for name in order if name in families]  # the catalogue's order
    assert len(families) == len(set(families))  # each family is one block
    assert all(kind != "family" for kind, _ in rows[:aisleriot])  # the booklets: no families
    current = None
    for kind, item in rows[aisleriot:]:
        if kind == "family":
            current = item
        elif kind == "game":
            assert family_title(catalogue.entry(item.id).family) == current
    games = [item.id for kind, item in rows if kind == "game"]
    assert sorted(games) == sorted(REGISTRY.ids())  # each game exactly once


def test_families_are_named_by_the_catalogue_or_else_from_their_id():
    assert family_title("forty_thieves") == "Forty Thieves"
    assert family_title("dondorf_pairs") == "Pairing games"
    assert family_title("bakers_dozen") == "Bakers Dozen"


def test_recent_view_is_one_list_latest_first():
    rows = grouped_rows(REGISTRY.specs(), menu_text.VIEW_RECENT,
                        ["freecell", "gone_game", "dondorf_zopf"])
    assert [(kind, item.id) for kind, item in rows] == [("game", "freecell"),
                                                         ("game", "dondorf_zopf")]


# --- search -----------------------------------------------------------------------------------

def found(query: str) -> set[str]:
    return {s.id for s in REGISTRY.specs() if matches(s, query)}


def test_search_matches_families_other_languages_and_the_source_numbering():
    spiders = {s.id for s in REGISTRY.specs() if catalogue.entry(s.id).family == "spider"}
    assert found("spider") == spiders
    assert "scorpion" in found("yukon")
    assert found("spinne") >= {"spider"}                     # German title
    assert "dondorf_zopf" in found("natte")                   # French title
    assert found("Nr. 14") == {"dondorf_zopf"}
    assert found("14") == {"dondorf_zopf"}                    # not Nr. 1, not 140
    assert found("nr 1") == {"dondorf_adieu"}
    assert found("9") == {"dondorf_elf", "dondorf_elf_9a"}   # Nr. 9 and Nr. 9a
    assert found("9a") == {"dondorf_elf_9a"}
    assert "reussite_32" in found("32") and "dondorf_numeri" in found("32")  # 32 cards
    assert "reussite_52" not in found("32")
    assert found("pairing") >= {"dondorf_adieu", "dondorf_elf"}
    assert found("two players") == {"dondorf_sympathie"}      # a tag
    assert found("zzz") == set()


def test_best_match_prefers_a_title_that_begins_with_the_query():
    klondikes = [s for s in REGISTRY.specs() if matches(s, "klon")]
    assert best_match(klondikes, "klon").id == "klondike"
    assert best_match(klondikes, "").id == klondikes[0].id
    assert best_match([], "x") is None


def test_the_adapter_carries_the_facts_the_chooser_shows():
    facts = entry(REGISTRY.get("dondorf_zopf"))
    assert (facts.source, facts.source_ref, facts.titles["fr"]) == ("dondorf", "Nr. 14",
                                                                    "La Natte")
    assert facts.rules_text


# --- the memory file --------------------------------------------------------------------------

def test_memory_round_trips_and_recent_keeps_the_latest_first(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    memory, notice = load_chooser()
    assert notice is None and memory == ChooserMemory()
    assert memory.toggle_favourite("klondike") and memory.toggle_favourite("freecell")
    assert not memory.toggle_favourite("klondike")
    for game_id in ["a", "b", "c", "a"] + [f"g{i}" for i in range(MAX_RECENT)]:
        memory.played(game_id)
    memory.view = "grid"
    assert save_chooser(memory) is None
    again, notice = load_chooser()
    assert notice is None and again == memory
    assert again.favourites == ["freecell"]
    assert again.recent[0] == f"g{MAX_RECENT - 1}" and len(again.recent) == MAX_RECENT


@pytest.mark.parametrize("content", [
    b"favourites = [\"klondike\"\n",            # not TOML
    b"\xff\xfe garbage",                          # not UTF-8
    b"format = 1\nfavourites = \"klondike\"\n",   # a string where a list belongs
    b"format = 1\nfavourites = [1, 2]\n",         # ids that are not strings
    b"format = 1\nview = \"sideways\"\n",         # a view that does not exist
    b"format = 99\nfavourites = []\n",            # a newer version's file
])
def test_a_damaged_memory_file_is_kept_aside_with_a_notice(tmp_path, monkeypatch, content):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    path = data_file("chooser.toml")
    path.write_bytes(content)
    memory, notice = load_chooser()
    assert memory == ChooserMemory()
    assert notice and "chooser.toml.bak" in notice
    assert path.with_name("chooser.toml.bak").read_bytes() == content
    assert not path.exists()


def test_a_damaged_memory_file_reaches_the_player_and_the_menu_goes_on(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    data_file("chooser.toml").write_text("view = [", encoding="utf-8")
    app = make_app(tmp_path, monkeypatch)
    menu = open_menu(app)
    assert any("chooser.toml.bak" in text for text, _ in app.noticeboard.notices)
    assert sorted(listed(menu)) == sorted(app.registry.ids())


def test_doubled_ids_count_once_and_unknown_ids_are_kept_but_not_shown(app):
    data_file("chooser.toml").write_text(
        'format = 1\nfavourites = ["klondike", "klondike", "no_such_game"]\n'
        'recent = ["no_such_game", "freecell"]\nview = "list"\n', encoding="utf-8")
    memory, notice = load_chooser()
    assert notice is None and memory.favourites == ["klondike", "no_such_game"]
    menu = open_menu(app)
    menu.set_view(menu_text.VIEW_FAVOURITES)
    assert listed(menu) == ["klondike"]
    menu.set_view(menu_text.VIEW_RECENT)
    assert listed(menu) == ["freecell"]


def test_the_saves_calls_give_games_in_progress_by_id_and_the_latest(tmp_path, monkeypatch):
    from datetime import datetime

    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    assert saved_games() == ({}, None, None)
    save_game({"game_id": "freecell", "deal": 3, "options": {}}, datetime(2026, 1, 1))
    save_game({"game_id": "klondike", "deal": 9, "options": {}}, datetime(2026, 1, 2))
    games, latest, notice = saved_games()
    assert notice is None and sorted(games) == ["freecell", "klondike"]
    assert games["freecell"].deal == 3 and latest["game_id"] == "klondike"
    assert saved_record("freecell")[0]["deal"] == 3
    assert saved_record("spider") == (None, None)


# --- the scene --------------------------------------------------------------------------------

def test_favourite_by_button_and_pad_and_the_favourites_view(app):
    menu = open_menu(app)
    while menu.model.selected.id != "klondike":
        menu.handle(Action("down"))
    app.draw()
    click(menu, labelled(menu, menu_text.FAVOURITE).rect.center)
    assert menu.model.memory.favourites == ["klondike"]
    menu.handle(Action("down"))
    second = menu.model.selected.id
    menu.handle(Action("send_home"))  # the pad's X
    assert menu.model.memory.favourites == ["klondike", second]
    assert load_chooser()[0].favourites == ["klondike", second]  # written at once
    click(menu, labelled(menu, menu_text.VIEW_TITLES[menu_text.VIEW_FAVOURITES]).rect.center)
    assert sorted(listed(menu)) == sorted(["klondike", second])
    menu.handle(Action("send_home"))  # no longer a favourite: it leaves the view
    assert len(listed(menu)) == 1 and menu.model.selected is not None
    app.draw()
    click(menu, labelled(menu, menu_text.VIEW_TITLES[menu_text.VIEW_ALL]).rect.center)
    assert sorted(listed(menu)) == sorted(app.registry.ids())


def test_an_empty_view_says_so_and_nothing_is_selected(app):
    menu = open_menu(app)
    menu.set_view(menu_text.VIEW_FAVOURITES)
    assert listed(menu) == [] and menu.model.selected is None
    menu.handle(Action("confirm"))  # plays nothing, breaks nothing
    app.draw()


def test_playing_puts_the_game_first_among_the_recent_ones(app, started):
    menu = open_menu(app)
    for game_id in ("freecell", "klondike", "freecell"):
        menu.set_query(game_id)
        menu.model.select(game_id)
        menu.handle(Action("confirm"))
    assert [g for g, _, _ in started] == ["freecell", "klondike", "freecell"]
    menu.set_query("")
    menu.set_view(menu_text.VIEW_RECENT)
    assert listed(menu) == ["freecell", "klondike"]
    assert load_chooser()[0].recent == ["freecell", "klondike"]


def test_random_game_selects_another_shown_game(app):
    menu = open_menu(app)
    seen = set()
    for _ in range(12):
        before = menu.model.selected_id
        click(menu, labelled(menu, menu_text.RANDOM_GAME).rect.center)
        assert menu.model.selected_id != before and menu.model.selected_id in listed(menu)
        seen.add(menu.model.selected_id)
    assert len(seen) > 3
    menu.set_query("Nr. 14")
    menu.random_game()  # only one game shown: nothing else to choose
    assert menu.model.selected_id == "dondorf_zopf"


def test_grid_view_toggles_is_remembered_and_keys_move_in_two_dimensions(app, tmp_path,
                                                                          monkeypatch):
    menu = open_menu(app)
    click(menu, labelled(menu, menu_text.GRID_VIEW).rect.center)
    assert menu.model.grid and load_chooser()[0].view == "grid"
    app.draw()
    games = [i for i, (kind, _) in enumerate(menu.model.rows) if kind == "game"]
    first, second = games[0], games[1]
    assert menu.layout.cells[first].y == menu.layout.cells[second].y  # side by side
    assert menu.model.selected_id == menu.model.rows[first].item.id
    menu.handle(Action("right"))
    assert menu.model.selected_id == menu.model.rows[second].item.id
    assert menu.buttons.focused is None
    menu.handle(Action("left"))
    menu.handle(Action("down"))  # the picture below, in the next line
    below = next(i for i in games if menu.layout.cells[i].y > menu.layout.cells[first].y)
    assert menu.model.selected_id == menu.model.rows[below].item.id
    menu.handle(Action("up"))
    assert menu.model.selected_id == menu.model.rows[first].item.id
    menu.handle(Action("up"))  # from the first line: the search field
    assert menu.model.search_focused
    menu.handle(Action("down"))
    for _ in range(10):  # along the first line, then into the buttons at its end
        menu.handle(Action("right"))
    assert menu.buttons.focused is not None
    # A click on a picture chooses that game; the chooser reopens as a grid.
    cell = menu.layout.cells[second].move(menu.layout.list_rect.x, menu.layout.list_rect.y
                                   - round(menu.scroller.offset))
    click(menu, cell.center)
    assert menu.model.selected_id == menu.model.rows[second].item.id
    assert open_menu(make_app(tmp_path, monkeypatch)).model.grid


def test_the_grid_and_the_detail_pane_draw_pictures_of_tables(app):
    menu = open_menu(app)
    menu.toggle_grid()
    app.draw()  # asks for the pictures shown; never waits for them
    menu.thumbnails.wait()
    for _ in range(30):
        app.draw()
    shown = [item.id for i, (kind, item) in enumerate(menu.model.rows)
             if kind == "game" and menu.layout.cells[i].y < menu.layout.list_rect.height]
    box = menu.layout.grid_picture
    assert all(menu.thumbnails.get(game_id, box) is not None for game_id in shown)
    picture = menu.thumbnails.get(menu.model.selected_id, menu.layout.thumb_rect.size)
    assert picture is not None
    assert picture.get_width() <= menu.layout.thumb_rect.width
    assert picture.get_height() <= menu.layout.thumb_rect.height


def test_the_menu_marks_the_game_in_progress(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    save_game({"game_id": "freecell", "deal": 5, "options": {}})
    app = make_app(tmp_path, monkeypatch)
    menu = open_menu(app)
    assert list(menu.model.in_progress) == ["freecell"] and menu.model.selected.id == "freecell"
    row = next(i for i, (kind, item) in enumerate(menu.model.rows)
               if kind == "game" and item.id == "freecell")
    middle = menu.layout.cells[row].centery - menu.scroller.offset  # opened with it in the middle
    assert abs(middle - menu.layout.list_rect.height / 2) < menu.layout.row_h
    menu.toggle_grid()
    app.draw()


def test_typing_a_number_finds_the_booklet_game(app):
    menu = open_menu(app)
    for ch in "Nr. 14":
        menu.handle(TextInput(ch))
    assert listed(menu) == ["dondorf_zopf"] and menu.model.selected.id == "dondorf_zopf"


def test_every_game_has_a_table_plan_with_all_its_cards_on_its_map():
    from game.render.thumbnail import table_plan

    for spec in REGISTRY.specs():
        plan = table_plan(spec)
        laid = [c for _, cards in plan.piles for _, _, c in cards]
        assert len(laid) == len(spec.deck()), spec.id
        assert plan.layout.width > 0 and plan.layout.height > 0


def test_a_game_whose_table_fails_shows_no_picture_and_no_traceback_reaches_the_player(app):
    import dataclasses

    from game.engine.registry import Registry
    from game.render.thumbnail import Thumbnails

    def broken_deck():
        raise RuntimeError("no cards")

    broken = dataclasses.replace(REGISTRY.get("klondike"), id="broken", deck=broken_deck)
    pictures = Thumbnails(Registry([broken]))
    assert pictures.get("broken", (200, 120)) is None  # asked for; not ready
    pictures.wait()
    assert pictures.failed("broken") and pictures.get("broken", (200, 120)) is None
    pictures.close()


def test_resume_takes_the_selected_game_in_progress_else_the_latest(tmp_path, monkeypatch):
    from datetime import datetime

    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    save_game({"game_id": "freecell", "deal": 3, "options": {}}, datetime(2026, 1, 1))
    save_game({"game_id": "klondike", "deal": 9, "options": {}}, datetime(2026, 1, 2))
    resumed = []
    monkeypatch.setattr(menu_module, "resume_table", lambda app, record: resumed.append(record))
    app = make_app(tmp_path, monkeypatch)
    menu = open_menu(app)
    assert menu.model.selected.id == "klondike" and menu.model.resume_id == "klondike"
    menu.set_query("freecell")
    app.draw()
    resume = next(b for b in menu.buttons.buttons if b.label.startswith("Resume"))
    assert "FreeCell" in resume.label and "3" in resume.label
    click(menu, resume.rect.center)
    menu.set_query("spider")  # not in progress: Resume offers the latest
    assert menu.model.resume_id == "klondike"
    menu.resume()
    assert [r["game_id"] for r in resumed] == ["freecell", "klondike"]
    assert load_chooser()[0].recent == ["klondike", "freecell"]


def test_the_menu_wakes_for_missing_pictures_and_then_holds_still(app):
    import pygame

    from game.scenes.blink import BLINK_SECONDS

    menu = open_menu(app)  # drew once: the selected game's picture was asked for
    app.last_input = pygame.time.get_ticks() - int(BLINK_SECONDS * 1000) - 1  # caret still
    assert menu.thumbnails.missing and menu.next_change() == menu_module.PICTURE_POLL
    menu.thumbnails.wait()
    app.draw()
    assert not menu.thumbnails.missing and menu.next_change() is None


def test_pictures_follow_the_left_handed_setting(app):
    from game.render.thumbnail import table_plan

    def stock_right_of_foundations(plan) -> bool:
        where = {rect.name: rect.x for rect, _ in plan.piles}
        return where["stock"] > where["foundation_0"]

    klondike = REGISTRY.get("klondike")
    assert not stock_right_of_foundations(table_plan(klondike))
    assert stock_right_of_foundations(table_plan(klondike, left_handed=True))
    menu = open_menu(app)
    menu.thumbnails.wait()
    app.draw()
    app.update_settings(left_handed=True)
    menu.enter()  # back from the settings: tables are laid the other way round
    assert menu.thumbnails.left_handed
    assert menu.thumbnails.get("klondike", (200, 120)) is None  # worked out afresh
    menu.thumbnails.wait()
    assert menu.thumbnails.get("klondike", (200, 120)) is not None


def test_only_the_last_pictures_drawn_are_kept(app):
    menu = open_menu(app)
    pictures = menu.thumbnails
    pictures.per_frame = 1000
    pictures.wait(["klondike"])
    for width in range(100, 100 + pictures.MAX_IMAGES + 10):
        assert pictures.get("klondike", (width, 100)) is not None
    assert len(pictures._images) == pictures.MAX_IMAGES


def test_the_pad_shoulders_go_through_the_views_while_the_search_is_empty(app):
    menu = open_menu(app)
    menu.handle(Action("redo"))
    assert menu.model.view == menu_text.VIEW_FAVOURITES
    menu.handle(Action("redo"))
    assert menu.model.view == menu_text.VIEW_RECENT
    menu.handle(Action("redo"))
    assert menu.model.view == menu_text.VIEW_ALL
    menu.handle(Action("undo"))
    assert menu.model.view == menu_text.VIEW_RECENT
    menu.handle(Action("undo"))
    menu.handle(Action("undo"))
    menu.handle(TextInput("ab"))
    menu.handle(Action("undo"))  # with a search typed: erases a letter, as before
    assert menu.model.query == "a" and menu.model.view == menu_text.VIEW_ALL


def test_the_wheel_scrolls_the_grid_by_most_of_a_line_of_pictures(app):
    from game.input.intents import Scroll

    menu = open_menu(app)
    menu.toggle_grid()
    app.draw()
    menu.scroller.target = menu.scroller.offset = 0.0
    menu.handle(Scroll(menu.layout.list_rect.center, -1))
    assert menu.scroller.target == 0.75 * menu.layout.grid_line_h > menu.layout.row_h


def test_pictures_are_worked_out_after_the_windows_first_frame(app):
    """No worker takes the interpreter from the first frame: the picture it asks for is
    missing (the loop comes back soon) and is worked out from the next frame on."""
    app.window.shown = False   # a real window before its first frame is on screen
    menu = open_menu(app)
    assert menu.thumbnails.missing and not menu.thumbnails._futures
    assert app.next_change() == pytest.approx(menu_module.PICTURE_POLL)
    app.window.shown = True
    app.draw()
    menu.thumbnails.wait()
    assert menu.thumbnails.get(menu.model.selected.id, (200, 120)) is not None
    menu.thumbnails.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_game_with_two_options_keeps_room_for_its_rules_text(tmp_path, monkeypatch, size):
    """Spider's two options and its deals choice share lines while they fit: the
    description below keeps lines of its own (it had none at 1280×720)."""
    app = make_app(tmp_path, monkeypatch, size)
    menu = open_menu(app)
    for game_id, lines in (("spider", 2), ("klondike", 4)):
        menu.model.select(game_id)
        menu.layout.invalidate()
        app.draw()
        assert menu.drawing.rules_lines >= lines, game_id
        boxes = [b.rect for b in menu.drawing.option_buttons]
        assert all(menu.layout.detail_panel.contains(box) for box in boxes)
        assert not any(box.colliderect(menu.layout.fan_rect) for box in boxes)
        assert not any(a.colliderect(b) for k, a in enumerate(boxes) for b in boxes[k + 1:])
