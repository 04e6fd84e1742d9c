"""Render the menu, settings, rules, results and deal-entry scenes headless to PNGs.

    python tools/screenshot_scenes.py DIR [--size 1920x1080] [--fill 20] [--language de]
                                          [--high-contrast] [--text-scale 200]

Uses a scratch data directory (with a saved game, so Resume shows) and made-up
statistics, never the player's own files. `--fill N` adds N made-up games to the list to
see how a long, scrolling list looks. `--language` (en, de, fr) shows the screens in that
language; the files' names then end in it (menu_1280x720_de.png). `--high-contrast` and
`--text-scale` (100–200 %) show the screens in that look; the names then say so too.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import catalogue  # noqa: E402
from game.app import App  # noqa: E402
from game.app_start import parse_size  # noqa: E402
from game.engine.registry import Registry  # noqa: E402
from game.scenes.base import Scene  # noqa: E402
from game.store import GameStats, save_game  # noqa: E402

FILL_TITLES = ["Die Sirenen", "Der Fächer", "Der Zopf", "Der Diwan", "Die Harfe",
               "Das Kreuz", "Die Pyramide", "Der Stern", "Die Uhr", "Die Brücke"]


def padded(registry: Registry, count: int) -> Registry:
    """The registry plus `count` made-up Dondorf games (copies of the first game)."""
    base = registry.specs()[0]
    entry = catalogue.entry(base.id)
    extra = Registry(registry.specs(), order=registry.order)
    for i in range(count):
        title = FILL_TITLES[i % len(FILL_TITLES)] + ("" if i < len(FILL_TITLES) else f" {i}")
        extra.add(dataclasses.replace(base, id=f"sample_{i}"))
        if f"sample_{i}" not in {e.id for e in catalogue.entries()}:
            catalogue.add(dataclasses.replace(
                entry, id=f"sample_{i}", title=title, source="dondorf",
                source_ref=f"Nr. {i + 1}",
                titles={"de": title, "en": f"Sample game {i + 1}", "fr": title}))
    return extra


def sample_stats() -> dict[str, GameStats]:
    return {"klondike": GameStats(played=14, won=5, lost=9, current_streak=2, best_streak=3,
                                  best_time=251.0, best_score=620, last_played="2025-03-08",
                                  total_time=5400.0)}


def table_or_backdrop(app: App) -> Scene:
    """A Klondike table to lay the results over (or the felt, if the table is missing)."""
    try:
        from game.scenes.table import TableScene

        table = TableScene(app, "klondike", deal=1, animate=False, persist=False)
        if hasattr(table, "random_play"):
            table.random_play(25)
        return table
    except Exception as error:  # a tool: show what there is, say what is missing
        print(f"(no table under the results: {error})")
        from game.render.felt import felt

        class Felt(Scene):
            def draw(self, surface: pygame.Surface) -> None:
                surface.blit(felt(*surface.get_size()), (0, 0))

        return Felt(app)


def render(app: App, path: Path) -> None:
    for scene in app.stack.scenes:
        scene.update(1.0)  # finish fades and scrolls
    app.draw()  # asks for the pictures of tables it shows (the chooser's)
    for scene in app.stack.scenes:
        pictures = getattr(scene, "thumbnails", None)
        if pictures is not None:  # a shot waits for them, as a player a moment would
            pictures.wait()
            pictures.per_frame = 1000
    app.draw()
    pygame.image.save(app.screen, str(path))
    print(f"saved {path}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("--size", default="1920x1080", help="WIDTHxHEIGHT")
    parser.add_argument("--fill", type=int, default=0, help="add N made-up games")
    parser.add_argument("--language", choices=("en", "de", "fr"), default=None,
                        help="the language of the screens (default: the system's)")
    parser.add_argument("--high-contrast", action="store_true")
    parser.add_argument("--text-scale", type=int, default=100, help="100, 125, … 200 (%%)")
    args = parser.parse_args(argv)
    size = parse_size(args.size)
    args.directory.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["REUSSITE_DATA_DIR"] = scratch
        save_game({"game_id": "klondike", "deal": 1234, "options": {}})
        app = App(size=size, headless=True)
        app.stats = sample_stats()
        if args.language:
            app.update_settings(language=args.language)
        app.update_settings(high_contrast=args.high_contrast, text_scale=args.text_scale)
        if args.fill:
            app.registry = padded(app.registry, args.fill)
        from game.scenes.deal_entry import DealEntryScene
        from game.scenes.menu import MenuScene
        from game.scenes.results import ResultsScene
        from game.scenes.rules import RulesScene
        from game.scenes.settings import SettingsScene

        tag = f"{size[0]}x{size[1]}" + (f"_{args.language}" if args.language else "") \
            + ("_contrast" if args.high_contrast else "") \
            + (f"_{args.text_scale}" if args.text_scale != 100 else "")
        menu = MenuScene(app)
        app.push(menu)
        render(app, args.directory / f"menu_{tag}.png")
        for game_id in ("klondike", "freecell", "dondorf_zopf"):
            menu.model.memory.toggle_favourite(game_id)
        menu.model.memory.played("freecell")
        menu.toggle_grid()
        render(app, args.directory / f"menu_grid_{tag}.png")
        menu.set_view("favourites")
        render(app, args.directory / f"menu_favourites_{tag}.png")
        menu.toggle_grid()
        menu.set_view("all")
        app.push(SettingsScene(app))
        render(app, args.directory / f"settings_{tag}.png")
        app.pop()
        from game.scenes.deck_chooser import DeckChooserScene

        app.push(DeckChooserScene(app))
        render(app, args.directory / f"cards_and_table_{tag}.png")
        app.pop()
        app.push(RulesScene(app, app.registry.get("klondike")))
        render(app, args.directory / f"rules_{tag}.png")
        app.pop()
        app.push(RulesScene(app, app.registry.get("dondorf_zopf")))
        render(app, args.directory / f"rules_zopf_{tag}.png")
        app.pop()
        from game.scenes.statistics import StatisticsScene

        app.push(StatisticsScene(app))
        render(app, args.directory / f"statistics_{tag}.png")
        app.pop()
        deal_entry = DealEntryScene(app, on_choose=lambda n: None)
        app.push(deal_entry)
        deal_entry.text = "4217"
        render(app, args.directory / f"deal_entry_{tag}.png")
        app.pop()
        from game.scenes.table import TableScene

        table = TableScene(app, "klondike", deal=1, animate=False, persist=False)
        app.push(table)
        table.choose_deal()  # the table's own: with the row of its new deals
        render(app, args.directory / f"deal_entry_table_{tag}.png")
        app.pop()
        app.pop()
        from game.scenes.table_waiting import WinnableDealWait

        waiting = WinnableDealWait(app, "klondike", 1)  # winnable deals only: undealt
        app.push(waiting)
        render(app, args.directory / f"table_waiting_{tag}.png")
        waiting.to_menu()
        app.push(table_or_backdrop(app))
        noop = lambda: None  # noqa: E731
        app.push(ResultsScene(app, "klondike", "won", 112, 263.4, 640, 1, on_next=noop,
                              on_replay=noop, on_menu=noop))
        render(app, args.directory / f"results_won_{tag}.png")
        app.pop()
        app.push(ResultsScene(app, "klondike", "lost", 87, 401.0, 215, 1, on_next=noop,
                              on_replay=noop, on_menu=noop, on_undo=noop))
        render(app, args.directory / f"results_lost_{tag}.png")
        app.pop()
        app.pop()
        menu.open_search()  # the on-screen keyboard a pad player types with
        render(app, args.directory / f"keyboard_{tag}.png")
        app.pop()
        from game.scenes.bindings import BindingsScene

        app.push(BindingsScene(app))
        render(app, args.directory / f"controls_{tag}.png")
        app.pop()
        table = TableScene(app, "klondike", deal=3, animate=False, persist=False)
        app.push(table)
        table.focus.awake = True
        app.mapper.last_device = "pad"
        render(app, args.directory / f"table_focus_{tag}.png")
        pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
