"""Starting the window: the App on a first table or on the menu (`run_app`), the work
that waits for its first still moment, and a table drawn headless to a PNG
(`screenshot`). The loop itself is game/app_loop.py's."""

from __future__ import annotations

import os
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import window_size
from game.app import App
from game.i18n import _
from game.store import durable
from game.store.paths import move_config_from_data
from game.store.tomlfile import load_writers

if TYPE_CHECKING:  # pragma: no cover
    import argparse

    from game.engine.game import Game


def parse_size(text: str | None) -> tuple[int, int] | None:
    """`--size WxH` for the tools: a bad one ends the program with its message."""
    try:
        return window_size.parse_size(text)
    except window_size.SizeError as error:
        raise SystemExit(f"reussite: {error}") from None


def add_menu(app: App, left_game: str | None = None) -> None:
    """The menu at the bottom of the stack (where a table goes back to); `left_game`: the
    table on show, which the menu offers when the player leaves it."""
    app.stack.put_under(app.make_scene("menu", left_game))


def after_start(app: App) -> None:
    """At the first still moment: what the first save needs (game/store/durable.py) made
    ready for the first move."""
    load_writers()
    durable.start_worker()


def run_app(args: argparse.Namespace, game: Game | None = None,
            deal: int | None = None) -> int:
    """The window, on `game`'s table (else the one `args.game` names) or on the menu;
    the command line (game/cli.py) has checked the arguments."""
    moved = move_config_from_data()  # (before the settings are read)
    app = None
    try:
        app = App(size=parse_size(args.size), windowed=args.windowed or None)
        if getattr(args, "speech", False):
            app.settings.speech = True  # (kept if the player then saves a setting)
        if moved:
            app.notify(_("Your settings now live in {folder} (moved from {old}).").format(
                folder=moved[0][1].parent, old=moved[0][0].parent))
        if game is None and args.game:
            from game.rules import create

            game, deal = create(args.game), int(args.deal) if args.deal else None
        if game is not None:
            app.open("table", game.id, deal=deal, options=game.options, game=game)
            # the table first, the menu waits
            app.after_first_frame.append(partial(add_menu, left_game=game.id))
        else:
            add_menu(app)
        durable.in_background(True)  # files land while frames are drawn; all before we end
        app.after_first_frame.append(after_start)
        app.run()
    finally:  # (also when the window could not open: nothing is left waiting)
        try:
            if app is not None:  # a crash too: the last move's save, put off past its frame
                app.after_frame()
        finally:
            durable.in_background(False)
    return 0


def screenshot(args: argparse.Namespace, game: Game, deal: int) -> int:
    """Render one table headless to a PNG and exit (tools and people use this)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    size = parse_size(args.size) or (1920, 1080)
    app = App(size=size, headless=True)
    table = app.open("table", game.id, deal=deal, options=game.options, animate=False,
                     persist=False)
    if args.random_play:
        table.random_play(args.random_play)
    app.draw()
    pygame.image.save(app.screen, args.screenshot)
    print(_("saved {file} ({width}×{height})").format(file=args.screenshot, width=size[0],
                                                       height=size[1]))
    return 0


__all__ = ["add_menu", "after_start", "run_app", "screenshot"]
