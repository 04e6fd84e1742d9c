"""`reussite --install-desktop` and `--uninstall-desktop`: what pip cannot do for an
installed copy — its menu entry, icons, AppStream metainfo and manual page put where the
desktop finds a user's own (the XDG data folder, ~/.local/share), and taken out again.

The entry starts the copy that installed it (its `reussite` script if that is on the
PATH, else this Python with `-m game`), so a copy in a virtual environment starts from
the menu too. Pure Python: never imports pygame.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from game.i18n import _
from game.resources import data_dir

APP_ID = "reussite"
METAINFO = "io.github.reussite.Reussite.metainfo.xml"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# Where a menu reads .desktop entries (freedesktop.org: Linux and the BSDs)
XDG_PLATFORMS = ("linux", "freebsd", "openbsd", "netbsd")


def xdg_desktop() -> bool:
    return sys.platform.startswith(XDG_PLATFORMS)


def desktop_files() -> Path:
    """The shipped desktop files (assets/desktop/)."""
    return data_dir("assets") / "desktop"


def xdg_data_home() -> Path:
    """Where a user's own menu entries, icons and metainfo go (the XDG spec's folder)."""
    home = os.environ.get("XDG_DATA_HOME", "")
    return Path(home) if os.path.isabs(home) else Path.home() / ".local" / "share"


def placed() -> dict[Path, Path]:
    """Each shipped file → where it goes under xdg_data_home()."""
    source, target = desktop_files(), xdg_data_home()
    icons = target / "icons" / "hicolor"
    files = {source / "reussite.desktop": target / "applications" / f"{APP_ID}.desktop",
             source / "reussite.svg": icons / "scalable" / "apps" / f"{APP_ID}.svg",
             source / METAINFO: target / "metainfo" / METAINFO,
             source / "reussite.6": target / "man" / "man6" / "reussite.6"}
    for size in ICON_SIZES:
        files[source / f"reussite-{size}.png"] = icons / f"{size}x{size}" / "apps" / \
            f"{APP_ID}.png"
    return files


def command() -> str:
    """The Exec line's command that starts this copy: the `reussite` script that runs
    now, else this Python with `-m game`."""
    script = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    if script is not None and script.name == APP_ID and script.is_file():
        return _quoted(str(script))
    return f"{_quoted(sys.executable)} -m game"


def _quoted(path: str) -> str:
    """A path as the Desktop Entry spec quotes an argument."""
    if not any(c in path for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return path
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in path)
    return f'"{escaped}"'


def entry_text(exec_command: str) -> str:
    """Our .desktop entry, starting `exec_command`."""
    lines = []
    for line in (desktop_files() / "reussite.desktop").read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_command}"
        elif line.startswith("TryExec="):
            continue  # (the command may be `python -m game`, which TryExec cannot name)
        lines.append(line)
    return "\n".join(lines) + "\n"


def install() -> list[str]:
    """Put the files in place; lines telling the player what was done."""
    if not xdg_desktop():
        return [_("Only a Linux or BSD desktop has a menu to put Réussite in.")]
    done = []
    for source, target in placed().items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.suffix == ".desktop":
            target.write_text(entry_text(command()), encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        done.append(str(target))
    _refresh()
    return [_("Réussite is in the menu now. Installed:"), *done]


def uninstall() -> list[str]:
    """Remove what install() put in place; lines telling what was removed."""
    if not xdg_desktop():
        return [_("Only a Linux or BSD desktop has a menu to put Réussite in.")]
    removed = []
    for target in placed().values():
        try:
            target.unlink()
        except FileNotFoundError:
            continue
        removed.append(str(target))
    _refresh()
    if not removed:
        return [_("Réussite was not in the menu: nothing to remove.")]
    return [_("Réussite is out of the menu. Removed:"), *removed]


def _refresh() -> None:
    """Tell the desktop's caches, where their tools are installed (quietly)."""
    base = xdg_data_home()
    for tool in (["update-desktop-database", "-q", str(base / "applications")],
                 ["gtk-update-icon-cache", "-q", "-t", "-f", str(base / "icons" / "hicolor")]):
        if shutil.which(tool[0]) and Path(tool[-1]).is_dir():
            subprocess.run(tool, check=False, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
