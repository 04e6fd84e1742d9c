"""The window: opened hidden and shown with its first frame, full screen or not, and the
canvas the scenes draw on (the window itself, or a larger surface scaled down to a window
smaller than the scenes can lay out). The App (game/app.py) owns one `Window`; the window
knows nothing of scenes or settings: the App tells them what changed."""

from __future__ import annotations

import os
import time

import pygame

from game.i18n import _
from game.input.intents import Intent

MIN_WINDOW = (640, 400)   # asked of the window manager
MIN_CANVAS = (480, 300)   # scenes never lay out smaller: a tinier window shows them scaled
MAX_CANVAS_SIDE = 4096
# What a framed window leaves of the desktop at least: its borders and title bar, a panel
# (SDL knows the usable area; pygame does not ask it). A larger window opens maximised.
FRAME_ROOM = (16, 80)
APP_ID = "reussite"   # the window's class (X11) and app id (Wayland): the .desktop file's
APP_TITLE = "Réussite"
# Hints SDL reads from the environment (a setting of the player's own wins):
SDL_HINTS = {
    # SDL presents a software-drawn window through OpenGL by default; on a machine
    # without a GPU that maps Mesa's LLVM (~56 MiB) and costs more per frame than a plain
    # X11 (XShm) copy. Our frames are drawn in software anyway.
    "SDL_FRAMEBUFFER_ACCELERATION": "0",
    # The window's class and app id however the program was started (`python -m game`
    # made it "__main__.py"): the desktop matches it to reussite.desktop and its icon.
    "SDL_VIDEO_X11_WMCLASS": APP_ID,
    "SDL_VIDEO_WAYLAND_WMCLASS": APP_ID,
    "SDL_APP_ID": APP_ID,
    "SDL_APP_NAME": APP_TITLE,
    # Windows: drawn at the screen's own pixels at 125-200 % scaling, not blurred up.
    "SDL_WINDOWS_DPI_AWARENESS": "permonitorv2",
}


# The window shown again (uncovered, restored): the screen is presented whole.
SHOWN_AGAIN = frozenset((pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN,
                         pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED))


def frame_area(changed: list[pygame.Rect] | None, screen: pygame.Surface) -> int:
    """The pixels a frame redrew."""
    if changed is None:
        return screen.get_width() * screen.get_height()
    return sum(box.width * box.height for box in changed)


def window_icon() -> pygame.Surface:
    """Our icon (assets/desktop/, made from our SVG by tools/make_icons.py). (Set before
    the window opens, it also spares set_mode loading pygame's own icon.)"""
    from game.resources import data_dir

    return pygame.image.load(data_dir("assets") / "desktop" / "reussite-64.png")


def within_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """A remembered window size no larger than the desktop (a 16384² window is not)."""
    desktops = pygame.display.get_desktop_sizes() or [size]
    width, height = max(desktops)
    return min(size[0], width), min(size[1], height)


def fills_desktop(size: tuple[int, int]) -> bool:
    """Whether a framed window of `size` would run past the desktop's usable part: a
    1280x800 window on a 1366x768 screen had its bottom bar under the edge. Such a
    window is maximised, the window manager fitting it to the room there is."""
    desktops = pygame.display.get_desktop_sizes() or [size]
    width, height = max(desktops)
    return size[0] > width - FRAME_ROOM[0] or size[1] > height - FRAME_ROOM[1]


class Window:
    """The program's one window and the canvas drawn on it. `size`: the framed window's
    size (remembered by the settings); `shown`: its first frame is on screen."""

    def __init__(self, size: tuple[int, int], fullscreen: bool, headless: bool) -> None:
        self.headless = headless
        self.shown = headless   # a real window stays hidden until its first frame is drawn
        self.fullscreen = fullscreen
        self.size = size
        self.title: str | None = None
        self.screen: pygame.Surface | None = None
        self.display = self._open()
        self.screen = self._canvas()  # what the scenes draw on
        self.exposed = False  # the window showed again: the next frame is shown whole
        log = os.environ.get("REUSSITE_FRAME_LOG")
        self.frame_log = open(log, "a", buffering=1) if log else None  # noqa: SIM115

    def _open(self) -> pygame.Surface:
        if self.headless:  # a canvas of its own: another app's set_mode (tests, tools
            # make several) resizes the one display, and must not resize this app's
            return pygame.display.set_mode(self.size).copy()
        hidden = 0 if self.shown else pygame.HIDDEN
        if self.fullscreen and not self.shown:
            # Full screen is asked of the window manager once the first frame is on
            # screen (show): SDL's X11 full screen waits up to 0.1 s for a window
            # manager's answer after mapping the window, black meanwhile. Until then a
            # borderless window the desktop's size shows the frame the moment it maps.
            desktop = (pygame.display.get_desktop_sizes() or [(0, 0)])[0]
            return pygame.display.set_mode(desktop, pygame.NOFRAME | hidden)
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN | hidden)
        surface = pygame.display.set_mode(within_desktop(self.size), pygame.RESIZABLE | hidden)
        try:
            pygame.Window.from_display_module().minimum_size = MIN_WINDOW
        except (pygame.error, AttributeError, ValueError):
            pass  # a window manager that cannot: the canvas below still copes
        return surface

    def _canvas(self) -> pygame.Surface:
        """What the scenes draw on: the window itself, or for a window smaller than
        MIN_CANVAS a surface at least that large, scaled down to the window when shown."""
        w, h = self.display.get_size()
        if w >= MIN_CANVAS[0] and h >= MIN_CANVAS[1]:
            return self.display
        factor = max(MIN_CANVAS[0] / max(w, 1), MIN_CANVAS[1] / max(h, 1))
        size = (min(max(round(w * factor), MIN_CANVAS[0]), MAX_CANVAS_SIDE),
                min(max(round(h * factor), MIN_CANVAS[1]), MAX_CANVAS_SIDE))
        if self.screen is not None and self.screen.get_size() == size \
                and self.screen is not self.display:
            return self.screen
        return pygame.Surface(size)

    def resized(self) -> None:
        """The window's surface after a change of its size: the canvas follows it."""
        self.display = pygame.display.get_surface() or self.display
        self.screen = self._canvas()

    def to_canvas(self, intent: Intent) -> Intent:
        """A pointer position in the window, as a position on the canvas."""
        pos = getattr(intent, "pos", None)
        if self.screen is self.display or pos is None:
            return intent
        (w, h), (cw, ch) = self.display.get_size(), self.screen.get_size()
        return intent.replaced(pos=(round(pos[0] * cw / max(w, 1)),
                                    round(pos[1] * ch / max(h, 1))))

    def name(self, named: str | None) -> None:
        """The window's title names what is on show: "Klondike — deal 1234 — Réussite"
        (`named`: what the topmost scene names), else "Réussite"."""
        title = _("{what} — {app}").format(what=named, app=APP_TITLE) if named else APP_TITLE
        if title != self.title:
            self.title = title
            pygame.display.set_caption(title)

    def flip(self, changed: list[pygame.Rect] | None, began: float) -> None:
        """Show the frame drawn: the boxes `changed` (None: all of it); `began`: the
        thread's CPU time when the frame began (for the frame log)."""
        if changed is None or self.exposed:
            pygame.display.flip()
        elif changed:
            pygame.display.update(changed)
        self.exposed = False
        if self.frame_log is not None:  # (tools/bench_reaction.py reads it)
            self.frame_log.write(f"{time.perf_counter():.6f} {time.process_time():.6f} "
                                 f"{frame_area(changed, self.screen)} "
                                 f"{time.thread_time() - began:.6f}\n")

    def present(self) -> None:
        """Show the canvas: a no-op when the scenes drew on the window itself."""
        if self.screen is not self.display:
            pygame.transform.scale(self.screen, self.display.get_size(), self.display)

    def show(self) -> bool:
        """Map the window, its first frame drawn, and present that frame at once. True
        when full screen is still to be asked for (`enter_fullscreen`), which the caller
        does at the first still moment (or input): SDL waits for the window manager's
        answer (0.1 s when there is none), and the deal would wait with it."""
        if self.shown:
            return False
        self.shown = True
        window = pygame.Window.from_display_module()
        window.show()
        pygame.display.flip()
        if self.fullscreen:
            return True
        if fills_desktop(window.size):
            window.maximize()
        return False

    def enter_fullscreen(self) -> None:
        """The borderless desktop-sized window of the start becomes full screen (the same
        size: the scenes keep their layout)."""
        if not self.fullscreen or pygame.display.is_fullscreen():
            return
        pygame.Window.from_display_module().set_fullscreen(desktop=True)
        self.resized()  # a new window surface: the next frame is drawn on it whole

    def windowed_size(self) -> tuple[int, int]:
        """The size a window leaving full screen asks for: the one it had before."""
        return within_desktop(self.size)

    def toggle_fullscreen(self) -> bool:
        """Full screen or back; False when there is no window to do it with (headless)."""
        if self.headless:
            return False
        self.fullscreen = not self.fullscreen
        # Through the Window, not set_mode: a window manager (openbox) keeps a window that
        # set_mode takes out of full screen at the desktop's size.
        window = pygame.Window.from_display_module()
        if self.fullscreen:
            window.set_fullscreen(desktop=True)
        else:
            self._leave_fullscreen(window)
        self.resized()
        return True

    def _leave_fullscreen(self, window: pygame.Window) -> None:
        """Back to a framed, resizable window of the size it had (a start in full screen
        was a borderless window the desktop's size: it comes back centred)."""
        started_borderless = window.borderless
        window.set_windowed()
        window.borderless = False
        window.resizable = True
        window.size = self.windowed_size()
        if started_borderless:
            window.position = pygame.WINDOWPOS_CENTERED
        if fills_desktop(window.size):
            window.maximize()
        try:
            window.minimum_size = MIN_WINDOW
        except (pygame.error, ValueError):
            pass  # a window manager that cannot: the canvas copes
