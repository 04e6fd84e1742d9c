"""Random input through the real App: mouse, keys, text, resizes, controllers, hot-plug.

`fuzz_app(app, seed, events)` throws `events` random events at the app from its current
scene on (the menu, a table, the settings, …), stepping and drawing as the loop does,
and checks after each one that no table lost or duplicated a card. A quick run is part
of `make test` (tests/test_fuzz.py); this tool runs the long one:

    python tools/fuzz_app.py --events 2000 --seeds 1-5          every game and scene
    python tools/fuzz_app.py --games klondike --events 20000

A failure prints the seed, the start and the last events, so it can be replayed.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import traceback
from collections import Counter
from collections.abc import Callable

import pygame

from game.input.intents import Resize

SIZES = [(1, 1), (2, 3), (30, 20), (64, 48), (200, 120), (320, 240), (640, 400), (800, 600),
         (1280, 720), (1920, 1080), (333, 777), (1500, 90)]
KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
        pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_z,
        pygame.K_y, pygame.K_h, pygame.K_n, pygame.K_r, pygame.K_d, pygame.K_F1, pygame.K_F2,
        pygame.K_F11, pygame.K_a, pygame.K_1, pygame.K_0, pygame.K_DELETE, pygame.K_HOME,
        pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_m, pygame.K_s]
MODS = [0, 0, 0, pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT, pygame.KMOD_LALT]
TEXTS = ["a", "Z", "7", " ", "é", "ß", "漢", "🂡", "\u0301", "ab" * 30]
NOT_QUIT = {pygame.K_ESCAPE, pygame.K_q}  # quitting ends the run: leave it rare


class CardCheck:
    """Every table on the stack keeps exactly the cards its game deals."""

    def __init__(self) -> None:
        self.decks: dict[str, Counter] = {}

    def __call__(self, app) -> None:
        for scene in app.stack.scenes:
            state = getattr(scene, "state", None)
            game = getattr(scene, "game", None)
            if state is None or game is None:
                continue
            deck = self.decks.setdefault(game.id + repr(sorted(game.options.items())),
                                         Counter(c.identity for c in game.spec.deck()))
            held = Counter(c.identity for pile in state.piles for c in pile)
            assert held == deck, f"{game.id}: cards lost or duplicated"


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event | tuple:
    w, h = size
    pos = (rng.randrange(-5, w + 5), rng.randrange(-5, h + 5))
    roll = rng.random()
    if roll < 0.30:
        kind = rng.choice([pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP])
        return pygame.event.Event(kind, pos=pos, button=rng.choice([1, 1, 1, 2, 3, 4, 5]))
    if roll < 0.45:
        buttons = (rng.random() < 0.5, False, rng.random() < 0.2)
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-40, 40),
                                  rng.randint(-40, 40)), buttons=buttons)
    if roll < 0.50:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]),
                                  precise_x=0.0, precise_y=0.0, flipped=False)
    if roll < 0.72:
        key = rng.choice(KEYS)
        kind = pygame.KEYDOWN if rng.random() < 0.8 else pygame.KEYUP
        return pygame.event.Event(kind, key=key, mod=rng.choice(MODS), unicode="",
                                  scancode=0)
    if roll < 0.78:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))
    if roll < 0.83:
        return ("resize", rng.choice(SIZES))
    if roll < 0.93:
        kind = rng.choice([pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
                           pygame.CONTROLLERAXISMOTION])
        if kind == pygame.CONTROLLERAXISMOTION:
            return pygame.event.Event(kind, instance_id=rng.randrange(3), axis=rng.randrange(7),
                                      value=rng.randint(-32768, 32767))
        return pygame.event.Event(kind, instance_id=rng.randrange(3), button=rng.randrange(22))
    if roll < 0.97:
        kind = rng.choice([pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED,
                           pygame.WINDOWFOCUSLOST])
        return pygame.event.Event(kind, device_index=rng.randrange(4),
                                  instance_id=rng.randrange(4))
    return ("frames", rng.randint(1, 90))


def fuzz_app(app, seed: int, events: int,
             on_event: Callable[[object], None] | None = None) -> None:
    """Feed `events` random events to `app`; raises on the first exception or lost card."""
    rng = random.Random(seed)
    check = CardCheck()
    for _ in range(events):
        if not app.running or not app.stack.scenes:
            return
        event = random_event(rng, app.screen.get_size())
        if on_event is not None:
            on_event(event)
        if isinstance(event, tuple) and event[0] == "resize":
            app.window.screen = pygame.display.set_mode(event[1])
            app.dispatch(Resize(event[1]))
        elif isinstance(event, tuple):
            for _ in range(event[1]):
                app.step(1 / 60)
        else:
            if event.type == pygame.KEYDOWN and event.key in NOT_QUIT and rng.random() < 0.7:
                continue
            for intent in app.mapper.translate(event):
                app.dispatch(intent)
        for intent in app.mapper.tick():
            app.dispatch(intent)
        app.step(1 / 60)
        if app.running and app.stack.scenes:
            app.draw()
        check(app)


# --- where a run starts ----------------------------------------------------------------------

def start_scene(app, start: str) -> None:
    """Put `start` on top of the app: one of SCENES, or a game id (a table on deal 1
    over the menu)."""
    menu = app.open("menu")
    menu.enter()
    if start == "menu":
        return
    if start in ("settings", "bindings", "statistics"):
        app.open(start)
    elif start in ("fortune", "journal"):
        app.open("fortune_ask")
        if start == "journal":
            app.stack.top.open_journal()
    else:
        app.open("table", start, deal=1, animate=False)


SCENES = ("menu", "settings", "bindings", "fortune", "journal", "statistics")


def run(start: str, seed: int, events: int, size=(640, 400)) -> None:
    """One run on a fresh data folder and app; raises what the app raised."""
    from game.app import App

    with tempfile.TemporaryDirectory() as scratch:
        before = os.environ.get("REUSSITE_DATA_DIR")
        os.environ["REUSSITE_DATA_DIR"] = scratch
        try:
            app = App(size=size, headless=True)
            app.settings = app.settings.__class__(**{**app.settings.__dict__,
                                                     "animation_speed": "fast"})
            start_scene(app, start)
            fuzz_app(app, seed, events)
        finally:
            if before is None:
                os.environ.pop("REUSSITE_DATA_DIR", None)
            else:
                os.environ["REUSSITE_DATA_DIR"] = before


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--seeds", default="1-3", help="a range, e.g. 1-5")
    parser.add_argument("--games", default="", help="game ids, comma-separated (all)")
    parser.add_argument("--scenes", default=",".join(SCENES))
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.rules import registry

    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    games = args.games.split(",") if args.games else registry().ids()
    starts = [s for s in args.scenes.split(",") if s] + list(games)
    failures = 0
    for start in starts:
        for seed in seeds:
            try:
                run(start, seed, args.events)
            except Exception:
                failures += 1
                print(f"FAILED: start {start}, seed {seed}", file=sys.stderr)
                traceback.print_exc()
        print(f"{start}: {len(seeds)} run(s) of {args.events} events", flush=True)
    print("no failures" if not failures else f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
