"""Key and pad bindings as data: default_bindings.toml here, overridden by bindings.toml in
the player's data folder (written by the Controls screen, or by hand). A damaged file is
kept aside as .bak, the player is told, and the defaults are used: never a crash.

Bindings map an input name to an action name. Keys are chords like "ctrl+z"; pad inputs
are SDL game-controller button names ("a", "leftshoulder", "dpup") or stick directions
("leftx-", "lefty+"). `swap_confirm_cancel` exchanges the pad's confirm and cancel
buttons (for players used to the right face button confirming).
"""

from __future__ import annotations

import copy
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from game.i18n import N_, _
from game.store.paths import config_file
from game.store.tomlfile import keep_aside, read_toml, write_toml_atomic

DEFAULTS_PATH = Path(__file__).with_name("default_bindings.toml")
FILE_NAME = "bindings.toml"
KEYBOARD, PAD = "keyboard", "pad"
DEVICES = (KEYBOARD, PAD)
MAX_NAME = 40  # characters of a chord or pad name: longer is surely not one

PAD_BUTTONS = ("a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick",
               "leftshoulder", "rightshoulder", "dpup", "dpdown", "dpleft", "dpright",
               "lefttrigger", "righttrigger")
PAD_STICKS = ("leftx-", "leftx+", "lefty-", "lefty+", "rightx-", "rightx+", "righty-",
              "righty+")
PAD_NAMES = frozenset(PAD_BUTTONS + PAD_STICKS)

# Every action a player can bind, in the order the Controls screen lists them.
ACTIONS: dict[str, str] = {
    "up": N_("Move up"), "down": N_("Move down"), "left": N_("Move left"),
    "right": N_("Move right"), "confirm": N_("Pick up, drop, press"), "cancel": N_("Cancel"),
    "back": N_("Back"), "send_home": N_("Send to the foundation"),
    "deal_stock": N_("Deal from the stock"), "undo": N_("Undo"), "redo": N_("Redo"),
    "hint": N_("Hint (search in the menu)"), "new_deal": N_("New deal"),
    "restart": N_("Restart the deal"), "choose_deal": N_("Deal by number"),
    "rules": N_("Rules"), "menu": N_("Menu (settings in the menu)"),
    "fullscreen": N_("Full screen"), "quit": N_("Quit"),
    "say_again": N_("Say it again (speech)"),
    "read_table": N_("Read the whole table aloud (speech)"),
}
# Without these a device can no longer find its way: they always keep one binding.
ESSENTIAL = {KEYBOARD: ("up", "down", "left", "right", "confirm", "back"),
             PAD: ("up", "down", "left", "right", "confirm", "cancel")}


def normalise_chord(chord: str) -> str:
    """'Shift+Ctrl+Z' → 'ctrl+shift+z': modifiers sorted, lower case."""
    parts = [p.strip().lower() for p in chord.split("+") if p.strip()]
    if not parts:
        # "+" itself, or "ctrl++": the key is a plus sign
        return "+" if "+" in chord else ""
    if chord.rstrip().endswith("++"):
        parts.append("+")
    *mods, key = parts
    return "+".join(sorted(set(mods)) + [key])


def is_stick(name: str) -> bool:
    return name in PAD_STICKS


@dataclass
class Bindings:
    """Which keys and pad buttons give which action."""

    keys: dict[str, list[str]] = field(default_factory=dict)
    pad: dict[str, list[str]] = field(default_factory=dict)
    swap_confirm_cancel: bool = False

    @classmethod
    def defaults(cls) -> Bindings:
        with DEFAULTS_PATH.open("rb") as f:
            data = tomllib.load(f)
        return cls(keys={a: [normalise_chord(k) for k in ks] for a, ks in data["keys"].items()},
                   pad={a: list(ns) for a, ns in data["pad"].items()},
                   swap_confirm_cancel=bool(data["options"]["swap_confirm_cancel"]))

    def copy(self) -> Bindings:
        return copy.deepcopy(self)

    def table(self, device: str) -> dict[str, list[str]]:
        return self.keys if device == KEYBOARD else self.pad

    def stored_action(self, device: str, action: str) -> str:
        """Where an action's pad buttons are stored: swapped confirm and cancel trade."""
        if device == PAD and self.swap_confirm_cancel:
            return {"confirm": "cancel", "cancel": "confirm"}.get(action, action)
        return action

    def names_for(self, device: str, action: str) -> list[str]:
        """What triggers `action` on this device now (the swap applied)."""
        return list(self.table(device).get(self.stored_action(device, action), []))

    def _map(self, device: str) -> dict[str, str]:
        found: dict[str, str] = {}
        for stored, names in self.table(device).items():
            action = self.stored_action(device, stored)
            for name in names:
                found.setdefault(normalise_chord(name) if device == KEYBOARD else name, action)
        return found

    def key_map(self) -> dict[str, str]:
        """Chord → action."""
        return self._map(KEYBOARD)

    def pad_map(self) -> dict[str, str]:
        """Pad button or stick direction → action."""
        return self._map(PAD)

    def bind(self, device: str, action: str, name: str) -> str | None:
        """Make `name` trigger `action`, taken from any other action that had it.

        It replaces the action's bindings of the same sort (keys; or pad buttons, or stick
        directions, so the D-pad and the stick can both move). Returns None, or — changing
        nothing — the essential action that would lose its only binding.
        """
        if device == KEYBOARD:
            name = normalise_chord(name)
        table = self.table(device)
        for stored, names in table.items():
            other = self.stored_action(device, stored)
            if other != action and name in names and other in ESSENTIAL[device] \
                    and len(names) == 1:
                return other
        for names in table.values():
            if name in names:
                names.remove(name)
        stored = self.stored_action(device, action)
        kept = [n for n in table.get(stored, []) if device == PAD and is_stick(n) != is_stick(name)]
        table[stored] = [name] + kept
        return None

    def clear(self, device: str, action: str) -> bool:
        """Remove every binding of `action` on this device; False for essential actions."""
        if action in ESSENTIAL[device]:
            return False
        self.table(device)[self.stored_action(device, action)] = []
        return True

    def to_data(self) -> dict:
        return {"keys": {a: list(n) for a, n in self.keys.items()},
                "pad": {a: list(n) for a, n in self.pad.items()},
                "options": {"swap_confirm_cancel": self.swap_confirm_cancel}}


def _read_table(table: object, device: str, into: dict[str, list[str]]) -> bool:
    """Copy the well-formed entries of a file's table into `into`; False if any was not."""
    if not isinstance(table, dict):
        return False
    clean = True
    for action, names in table.items():
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            clean = False
            continue
        # a name too long, or with a character no key has (a NUL cannot even be drawn)
        names = [n for n in names if len(n) <= MAX_NAME and n.isprintable()] \
            if len(names) <= MAX_NAME else []
        if len(names) < len(table[action]):
            clean = False
        if device == KEYBOARD:
            good = [normalise_chord(n) for n in names if normalise_chord(n)]
        else:
            good = [n.strip().lower() for n in names if n.strip().lower() in PAD_NAMES]
        clean = clean and len(good) == len(names)
        into[action] = good
    return clean


def load_bindings(path: Path | None = None) -> tuple[Bindings, str | None]:
    """The player's bindings (the defaults where the file says nothing), and a notice for
    the player if the file was damaged."""
    bindings = Bindings.defaults()
    path = path or config_file(FILE_NAME)
    data, notice = read_toml(path, {"keys": {}, "pad": {}, "options": {}},
                             what=N_("key bindings file"))
    if notice:
        return bindings, notice
    clean = _read_table(data.get("keys", {}), KEYBOARD, bindings.keys)
    clean = _read_table(data.get("pad", {}), PAD, bindings.pad) and clean
    swap = data.get("options", {}).get("swap_confirm_cancel", bindings.swap_confirm_cancel)
    if isinstance(swap, bool):
        bindings.swap_confirm_cancel = swap
    else:
        clean = False
    for device in DEVICES:  # a hand edit must not lock a device out either
        for action in ESSENTIAL[device]:
            if not bindings.names_for(device, action):
                default = Bindings.defaults()
                stored = bindings.stored_action(device, action)
                bindings.table(device)[stored] = default.table(device).get(stored, [])
                clean = False
    if not clean:
        notice = _("Some entries of your key bindings file could not be used; "
                   "those keep their defaults.")
        try:  # repaired in place, the original kept once: the next start is quiet
            backup = keep_aside(path, copy_only=True)
            write_toml_atomic(path, bindings.to_data())
            notice = _("Some entries of your key bindings file could not be used; those keep "
                       "their defaults (the original file was kept as {backup}).").format(
                backup=backup.name)
        except (OSError, ValueError):
            pass
    return bindings, notice


def save_bindings(bindings: Bindings, path: Path | None = None) -> str | None:
    """Write the bindings atomically; a notice for the player if the disk refused."""
    try:
        write_toml_atomic(path or config_file(FILE_NAME), bindings.to_data())
    except (OSError, ValueError) as error:
        return _("Your key bindings could not be saved ({error}); they last until you "
                 "quit.").format(error=error)
    return None
