"""The loop: when the App steps its scenes, draws a frame and sleeps.

While something moves (a scene's `next_change()` is 0) the loop steps a fixed-timestep
simulation and draws up to FPS frames a second. When nothing moves it sleeps until input
comes or the next timed change is due (the HUD clock's next second, a notice expiring) —
no polling — and draws one frame for what happened. What the first frame need not wait
for is put off until after it: the sound device, the system's fonts, the pads.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game import memory
from game.render.text import look_up_system_fonts

if TYPE_CHECKING:  # pragma: no cover
    from game.app import App

STEP = 1 / 120          # simulation step, seconds
MAX_FRAME = 0.25        # a longer frame (a stall) is not simulated in full: no spiral
MAX_SLEEP = 1.0         # a longer sleep (a suspended machine) counts as this long
FPS = 60                # frames drawn per second at most while something moves


# Sleeping and reading pads (game/event_wait.py, which loads ctypes) are needed from the
# loop on, not for the first frame: imported then.
def wait_for_event(timeout: float | None, pads_open: bool = False) -> bool:
    from game.event_wait import wait_for_event as wait

    return wait(timeout, pads_open=pads_open)


def read_devices_ourselves() -> bool:
    from game.event_wait import read_devices_ourselves as read_ourselves

    return read_ourselves()


def run(app: App) -> None:
    """Draw the first frame, show the window, then step, draw and sleep until the player
    quits; pygame ends with the loop."""
    app.frame()
    app.show_window()
    # Not before the second frame (the deal's first step): the sound device (9-15 ms)
    # opens after it, the deal's sound a frame late; the system's fonts are looked up
    # in the background after the third (for a menu built under the table); the pads
    # (8-11 ms) start at the first still moment or input.
    app.between_frames += [after_second_frame, look_up_fonts]
    app.after_first_frame.insert(0, start_pads)
    accumulator = 0.0
    previous = paced = time.perf_counter()
    while app.running:
        if app.next_change() != 0:
            app.catch_up()
            # Still: sleep until input or the next timed change, then catch the
            # timers up before the input is handled (it may set something moving).
            wait_for_event(app.next_change(), pads_open=bool(app.mapper.pads))
            now = time.perf_counter()
            slept = min(now - previous, MAX_SLEEP)
            app.advance(max(0.0, slept - STEP))
            previous, accumulator = now, 0.0
            app.process_events()
            app.step(min(slept, STEP))  # the frame after a click already shows it
        else:
            now = time.perf_counter()
            accumulator += min(now - previous, MAX_FRAME)
            previous = now
            app.process_events()
            while accumulator >= STEP:
                app.step(STEP)
                accumulator -= STEP
        if not app.running:
            break
        app.frame()
        if app.between_frames:
            app.between_frames.pop(0)(app)
        if app.next_change() == 0:
            paced = pace(app, paced)
    pygame.quit()


# Input that is answered at once, even mid-animation (a pointer's motion waits its frame)
ANSWERED = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
            pygame.CONTROLLERBUTTONDOWN, pygame.FINGERDOWN, pygame.FINGERUP, pygame.QUIT)


def pace(app: App, since: float) -> float:
    """Sleep out the frame begun at `since` (FPS frames a second while something moves),
    but wake at once for a press, a release or a key: its answer is drawn now, not up to
    a frame later. Events that wait for the frame (motion) are taken meanwhile. Returns
    when the next frame begins."""
    from game.event_wait import wait_for_event as wait

    deadline = since + 1 / FPS
    now = time.perf_counter()
    while now < deadline:
        if not wait(deadline - now, pads_open=bool(app.mapper.pads)):
            break  # (the frame's time is up)
        if pygame.event.peek(ANSWERED):
            break
        app.process_events()
        now = time.perf_counter()
    return time.perf_counter()


def after_second_frame(app: App) -> None:
    """Large blocks are given back when freed from now on (game/memory.py); the sound
    device opens, and the sounds asked for until now (the deal's) play."""
    memory.map_large_blocks()  # (ctypes: not a cost of the first frame)
    app.sound.open_device()


def look_up_fonts(app: App) -> None:
    """The system's fonts, read in the background for the menu's titles."""
    look_up_system_fonts()


def start_pads(app: App) -> None:
    """Pads present now arrive as events; a pad present must not keep a still loop
    awake (game/event_wait.py reads them then)."""
    app.mapper.start_devices()
    read_devices_ourselves()
