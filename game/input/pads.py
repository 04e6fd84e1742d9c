"""Gamepads through SDL's game-controller API (pygame._sdl2.controller): every pad looks
like an Xbox pad, whatever its make (by position; Nintendo pads by their printed letters,
SDL's default); this module opens and closes them as they come and go, and tells which
family a pad belongs to so prompts show its own labels and shapes.

Nothing here may crash the game: a pad that cannot be opened is simply not used.
"""

from __future__ import annotations

import pygame

# pygame._sdl2's controller module, imported when the pads start (after the first frame:
# pygame._sdl2 loads its audio and video modules with it)
sdl_controller = None

XBOX, PLAYSTATION, NINTENDO = "xbox", "playstation", "nintendo"

BUTTON_NAMES = {
    pygame.CONTROLLER_BUTTON_A: "a", pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x", pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_BACK: "back", pygame.CONTROLLER_BUTTON_GUIDE: "guide",
    pygame.CONTROLLER_BUTTON_START: "start",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "leftstick",
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: "rightstick",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "leftshoulder",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rightshoulder",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "dpup", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "dpdown",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "dpleft",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "dpright",
}
STICK_AXES = {pygame.CONTROLLER_AXIS_LEFTX: "leftx", pygame.CONTROLLER_AXIS_LEFTY: "lefty",
              pygame.CONTROLLER_AXIS_RIGHTX: "rightx", pygame.CONTROLLER_AXIS_RIGHTY: "righty"}
TRIGGER_AXES = {pygame.CONTROLLER_AXIS_TRIGGERLEFT: "lefttrigger",
                pygame.CONTROLLER_AXIS_TRIGGERRIGHT: "righttrigger"}

_FAMILIES = ((PLAYSTATION, ("playstation", "ps3", "ps4", "ps5", "dualshock", "dualsense",
                            "sony")),
             (NINTENDO, ("nintendo", "switch", "joy-con", "joycon", "pro controller",
                         "wii u")),
             (XBOX, ("xbox", "x-box", "xinput")))


def family(name: str) -> str:
    """The pad's family from its SDL name; Xbox labels for the rest (SDL names by them)."""
    lowered = name.lower()
    for kind, words in _FAMILIES:
        if any(word in lowered for word in words):
            return kind
    return XBOX


class PadManager:
    """The open controllers by SDL instance id, and their names."""

    def __init__(self) -> None:
        self.controllers: dict[int, object] = {}
        self.names: dict[int, str] = {}
        self.ready = False

    def start(self) -> None:
        """Start the controller subsystem; pads present now announce themselves with
        CONTROLLERDEVICEADDED events, which open them."""
        global sdl_controller
        if sdl_controller is None:
            try:  # part of pygame-ce, but keep the game alive without it
                from pygame._sdl2 import controller as sdl_controller
            except ImportError:  # pragma: no cover
                return
        try:
            sdl_controller.init()
            self.ready = True
        except pygame.error:
            self.ready = False

    def add(self, device_index: int) -> str | None:
        """Open the pad at this device index; its name, or None if it cannot be used."""
        if not self.ready:
            return None
        try:
            if not sdl_controller.is_controller(device_index):
                return None
            pad = sdl_controller.Controller(device_index)
            instance = pad.as_joystick().get_instance_id()
            name = pad.name or "Game controller"
        except (pygame.error, AttributeError, ValueError):
            return None
        fresh = instance not in self.controllers
        self.controllers[instance] = pad
        self.names[instance] = name
        return name if fresh else None

    def remove(self, instance_id: int) -> str | None:
        """Forget a pad that went away; its name if it was one of ours."""
        pad = self.controllers.pop(instance_id, None)
        name = self.names.pop(instance_id, None)
        if pad is not None:
            try:
                pad.quit()
            except pygame.error:
                pass
        return name

    def family_of(self, instance_id: int) -> str | None:
        name = self.names.get(instance_id)
        return family(name) if name else None

    def __len__(self) -> int:
        return len(self.controllers)
