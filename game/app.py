"""The program: settings, scenes, input turned into intents, a frame drawn. A still table
costs nothing, a moving one is drawn smoothly: game/app_loop.py steps, draws and sleeps.

The window opens hidden and is shown with its first frame drawn: never a black window.
Full screen (the desktop's resolution, borderless) by default; `--windowed` and
`--size WxH` on the command line; F11 / Alt+Enter toggle and the choice is remembered.
Quitting saves the game in progress. The program starts it through game/app_start.py.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import threading
import time
from typing import TYPE_CHECKING

import pygame

from game import memory
from game.app_loop import MAX_FRAME
from game.app_loop import run as run_loop
from game.app_notices import Noticeboard
from game.app_window import APP_TITLE, SDL_HINTS, SHOWN_AGAIN, Window, window_icon
from game.i18n import language, resolve, set_language, system_language
from game.input.bindings import load_bindings
from game.input.intents import Action, Intent, Notice, PointerMove, QuitRequest, Resize
from game.input.mapper import EventMapper
from game.render.text import reset_fonts
from game.render.theme import apply_settings as apply_look
from game.rules import listed, registry
from game.scenes import registry as scenes
from game.scenes.base import Scene, SceneStack, soonest
from game.sound import Sounds
from game.speech.screen_speech import ScreenSpeech
from game.speech.speaker import speaker_of
from game.store import durable, load_settings, load_stats, save_settings
from game.store.settings import WINDOW_SIDE_RANGE, Settings

if TYPE_CHECKING:  # pragma: no cover
    from game.engine.registry import Registry
    from game.store.stats import GameStats

# What the player does with keys, buttons and pads: only these restart the caret's blink
# and the focus ring's breathing. The pointer entering or moving, the window coming up or
# being exposed are not input to answer: a still screen stays still (no redraws).
PLAYER_INPUT = frozenset((
    pygame.KEYDOWN, pygame.TEXTINPUT, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
    pygame.MOUSEWHEEL, pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
    pygame.CONTROLLERAXISMOTION))


def read_devices() -> None:
    # (nothing to read before the pads start: read_devices_ourselves imports the module)
    event_wait = sys.modules.get("game.event_wait")
    if event_wait is not None:
        event_wait.read_devices()


class App:
    """The program: settings, scenes (a stack), the loop. It owns the window (Window), the
    notices (Noticeboard), the sounds and the input's mapper; scenes reach it as `app`."""

    def __init__(self, size: tuple[int, int] | None = None, windowed: bool | None = None,
                 headless: bool = False) -> None:
        set_language(system_language())  # a notice of damaged settings: in the system's
        self.settings, notice = load_settings()
        set_language(resolve(self.settings.language))
        apply_look(self.settings)  # high contrast, the text scale
        bindings, bindings_notice = load_bindings()
        self._stats: dict[str, GameStats] | None = None  # read when first needed
        self._registry: Registry | None = None   # every game: read when a scene asks
        self.stack = SceneStack()
        self.noticeboard = Noticeboard(
            self.stack, wait=lambda: bool(getattr(self.settings, "speech", False)),
            say=lambda text: speaker_of(self).say(text, language()))
        for text in (notice, bindings_notice):
            if text:
                self.notify(text)
        # Only what the table needs: a full pygame.init() also opens audio, which costs
        # ~0.1 s at start-up (and fails noisily on machines without a sound device).
        for name, value in SDL_HINTS.items():
            os.environ.setdefault(name, value)
        pygame.display.init()
        pygame.font.init()
        reset_fonts()
        pygame.display.set_caption(APP_TITLE)
        pygame.display.set_icon(window_icon())
        self.headless = headless
        self.window = Window(size or tuple(self.settings.window_size),
                             fullscreen=not (headless or windowed) and self.settings.fullscreen,
                             headless=headless)
        self.laid_out = self.screen.get_size()   # the size the scenes were laid out for
        self.mapper = EventMapper(bindings, text_focus=lambda: bool(
            getattr(self.stack.top, "accepts_text", False)))  # typing keys are text then
        self.sound = Sounds(self.settings.sound, self.settings.volume, device=not headless)
        self.screen_speech = ScreenSpeech(self)  # the screens and dialogs said (--speech)
        self.running = True
        # pygame ticks of the last input: carets blink and the focus ring breathes for a
        # while after it; none yet, so a fresh screen starts still
        self.last_input = -10**9
        # work that waits for the first frame and then for a still moment or input
        # (the menu under a table: the deal shows at once, the menu is built after it)
        self.after_first_frame: list = []
        # work done one piece after each frame from the second on (all at once at the
        # first still moment or input): the frames of the deal are held up by one at most
        self.between_frames: list = []
        self.left_screens = False  # memory to give back at the next still moment
        self._solver = None
        # "process": the solver works in a worker process, started off the frame
        # (start_solver); "inline": in slices of the frames (headless: tests, screenshots)
        self.solver_mode = "inline" if headless else "process"
        self._solver_starting: threading.Thread | None = None
        self.clock = pygame.time.Clock()
        self.frame_number = 0

    @property
    def screen(self) -> pygame.Surface:
        """What the scenes draw on (the window's canvas)."""
        return self.window.screen

    def notify(self, text: str) -> None:
        """Show `text` for a few seconds (game/app_notices.py)."""
        self.noticeboard.notify(text)

    @property
    def stats(self) -> dict[str, GameStats]:
        """Every game's statistics, read when something first needs them (the results,
        the chooser's record line): a first table draws without them."""
        if self._stats is None:
            self._stats, notice = load_stats()
            if notice:
                self.notify(notice)
        return self._stats

    @stats.setter
    def stats(self, value: dict[str, GameStats]) -> None:
        self._stats = value

    @property
    def registry(self) -> Registry:
        """Every game. Built on first use: a table needs only its own game's module."""
        if self._registry is None:
            self._registry = registry()
        return self._registry

    @registry.setter
    def registry(self, value: Registry) -> None:
        self._registry = value

    def listed_games(self) -> list:
        """Every game as the chooser lists it (game.rules.GameRef): built from the catalogue
        alone until something has needed every game's rules."""
        return listed(self._registry)

    def update_settings(self, **changes) -> None:
        self.settings = dataclasses.replace(self.settings, **changes)
        if "language" in changes:  # texts are looked up as drawn: the next frame shows it
            set_language(resolve(self.settings.language))
            for scene in self.stack.scenes if hasattr(self, "stack") else ():
                scene.language_changed()
        if apply_look(self.settings) and hasattr(self, "stack"):
            for scene in self.stack.scenes:
                scene.look_changed()
        if hasattr(self, "sound"):
            self.sound.configure(self.settings.sound, self.settings.volume)
        notice = save_settings(self.settings)
        if notice:
            self.notify(notice)

    # --- scenes ----------------------------------------------------------------------------
    def open(self, name: str, *args, **kwargs) -> Scene:
        """Show the scene `name` (game/scenes/registry.py) over the one on show, made with
        the scene's own arguments; returns it."""
        scene = scenes.make(name, self, *args, **kwargs)
        self.push(scene)
        return scene

    def open_instead(self, name: str, *args, **kwargs) -> Scene:
        """Show the scene `name` in place of the one on show; returns it."""
        scene = scenes.make(name, self, *args, **kwargs)
        self.replace(scene)
        return scene

    def make_scene(self, name: str, *args, **kwargs) -> Scene:
        """The scene `name`, made but not shown (to go under the one on show, or to be
        drawn alone)."""
        return scenes.make(name, self, *args, **kwargs)

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)
        self.give_back_memory()   # (what only the covered screen drew can go)

    def pop(self) -> None:
        self.stack.pop()
        if not self.stack.scenes:
            self.quit()
        self.give_back_memory()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)
        self.give_back_memory()

    def give_back_memory(self) -> None:
        """A screen was left or covered: what it held goes back to the system at the first still
        moment (game/memory.py), not in the middle of a frame."""
        self.left_screens = True
        memory.screen_left()

    def show_window(self) -> None:
        """The window on screen with its first frame; full screen (when asked) at the
        first still moment or input."""
        if self.window.show():
            self.after_first_frame.append(lambda app: app.window.enter_fullscreen())

    def toggle_fullscreen(self) -> None:
        if self.window.toggle_fullscreen():
            self.laid_out = self.screen.get_size()
            self.update_settings(fullscreen=self.window.fullscreen)
            self._broadcast(Resize(self.laid_out))

    def quit(self) -> None:
        for scene in self.stack.scenes:
            save = getattr(scene, "save_progress", None)
            if save:
                save()
        if self._solver_starting is not None:
            self._solver_starting.join(2.0)
        if self._solver is not None:
            self._solver.close()
            self._solver = None
        self.running = False

    @property
    def solver_started(self):
        """The solver service if a table has asked for it already, else None."""
        return self._solver

    def solver(self):
        """The solver service the tables share: a worker process when playing, small
        slices of the frame loop when headless (tests, screenshots). Started here and
        now, if `start_solver` has not started it yet."""
        if self._solver is None and self._solver_starting is not None:
            self._solver_starting.join()
        if self._solver is None:
            self._start_solver()
        return self._solver

    def start_solver(self):
        """The solver service if it is up; else None, and it is started off the frame:
        a thread imports the service's side of the solver and starts its worker (~45 ms
        of CPU, no frame's). Inline, the service is made at once (nothing to wait for)."""
        starting = self._solver_starting
        if self._solver is None:
            if self.solver_mode != "process":
                self._start_solver()
            elif starting is None:
                self._solver_starting = threading.Thread(target=self._start_solver,
                                                         name="solver-start", daemon=True)
                self._solver_starting.start()
            elif not starting.is_alive() and self._solver is None:
                self._start_solver()    # the thread failed: here, so that it says why
        return self._solver

    def _start_solver(self) -> None:
        from game.solver import HintService

        try:
            service = HintService(self.solver_mode)
        except OSError:     # no worker could be started: the frames' slices, then
            service = HintService("inline")
        self._solver = service      # (made whole before it is seen)

    def _broadcast(self, intent: Intent) -> None:
        for scene in self.stack.scenes:
            scene.handle(intent)

    # --- the loop ----------------------------------------------------------------------------
    def dispatch(self, intent: Intent) -> None:
        self.noticeboard.answer(intent)  # (speech on: the notices wait for this)
        if isinstance(intent, QuitRequest) or intent == Action("quit"):
            self.quit()
        elif intent == Action("fullscreen"):
            self.toggle_fullscreen()
        elif intent == Action("say_again"):
            self.screen_speech.repeat()  # (the table's last message too: one voice)
        elif isinstance(intent, Notice):
            self.notify(intent.text)
        elif isinstance(intent, Resize):
            self.window.resized()
            if tuple(intent.size) == self.window.display.get_size() \
                    and self.screen.get_size() == self.laid_out:
                # The window coming up (or back) at the size the scenes were laid out
                # for: a fresh layout would only snap a deal that is in flight.
                return
            self.laid_out = self.screen.get_size()
            low, high = WINDOW_SIDE_RANGE
            if not self.window.fullscreen and not self.headless \
                    and all(low <= side <= high for side in intent.size):
                self.window.size = intent.size  # a tiny window is not worth remembering
                self.update_settings(window_size=list(intent.size))
            self._broadcast(Resize(self.laid_out))
        elif self.stack.top is not None:
            self.stack.top.handle(self.window.to_canvas(intent))

    def step(self, dt: float) -> None:
        for text in durable.failures():  # (saves the worker could not land)
            self.notify(text)
        for scene in list(self.stack.scenes):
            scene.update(dt)
        self.screen_speech.follow()
        self.noticeboard.count_down(dt)

    def advance(self, seconds: float) -> None:
        """Time that passed while nothing moved, in steps of at most MAX_FRAME (timers,
        the clock); nothing is in flight, so long steps change nothing else."""
        while seconds > 1e-9:
            dt = min(seconds, MAX_FRAME)
            self.step(dt)
            seconds -= dt

    def next_change(self) -> float | None:
        """Seconds until the screen changes by itself: 0 while something moves, None
        while everything is still until input comes."""
        repeat = self.mapper.next_repeat()
        return soonest((self.stack.next_change(), repeat, self.noticeboard.next_change(),
                        self.sound.next_change()))

    def draw(self) -> list[pygame.Rect] | None:
        """Draw the frame; the boxes of the screen that changed (None: all of it). A table
        (alone or under a dialog) draws only what changed (game/render/table_frames.py)."""
        self.frame_number += 1
        scenes = self.stack.visible()
        if scenes and self.screen is self.window.display \
                and hasattr(scenes[0], "draw_changed"):
            changed = scenes[0].draw_changed(self.screen, self.frame_number, self)
            if changed is not False:
                return changed
        for scene in scenes:
            scene.draw(self.screen)
        self.noticeboard.draw(self.screen)
        self.window.present()
        return None

    def process_events(self) -> bool:
        """Turn the waiting events into intents; True if there was any input at all."""
        read_devices()
        events = pygame.event.get()
        if any(event.type in PLAYER_INPUT for event in events):
            self.last_input = pygame.time.get_ticks()
        if any(event.type in PLAYER_INPUT or event.type == pygame.MOUSEMOTION
               for event in events):
            self.sound.wake()  # (a resting audio device: game/sound.py)
        if any(event.type in SHOWN_AGAIN for event in events):
            self.window.exposed = True
        for event in events:
            for intent in self.mapper.translate(event):
                if not isinstance(intent, (Resize, PointerMove)):
                    self.catch_up()  # a press may need what waited (Menu: the menu)
                self.dispatch(intent)
        repeats = self.mapper.tick()  # held arrows and D-pad repeat
        for intent in repeats:
            self.dispatch(intent)
        return bool(events or repeats)

    def catch_up(self) -> None:
        """Do the work that waited for the first frame (between_frames, then
        after_first_frame), once; give back what screens left behind."""
        waiting = self.between_frames + self.after_first_frame
        self.between_frames, self.after_first_frame = [], []
        for work in waiting:
            work(self)
        if self.left_screens:
            self.left_screens = False
            memory.give_back()
        self.sound.rest()  # (after a silence: game/sound.py)

    def frame(self) -> None:
        began = time.thread_time()
        self.window.name(next(filter(None, (scene.window_title() for scene in
                                            reversed(self.stack.visible()))), None))
        self.window.flip(self.draw(), began)
        self.after_frame()

    def after_frame(self) -> None:
        """What the scenes put off until a frame showed their change (Scene.after_frame)."""
        for scene in list(self.stack.scenes):
            scene.after_frame()

    def run(self) -> None:
        """The loop until the player quits (game/app_loop.py)."""
        run_loop(self)


__all__ = ["App", "Settings"]
