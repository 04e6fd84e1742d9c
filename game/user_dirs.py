"""The player's folders for our files: the data folder (settings, statistics, saved games,
their own maps) and the cache folder — the paths platformdirs gives.

On an XDG desktop (Linux, the BSDs) they are read here as the XDG Base Directory
specification and platformdirs read them: $XDG_DATA_HOME (or $XDG_CACHE_HOME) when it
is an absolute path, else ~/.local/share (or ~/.cache), then "reussite". platformdirs
itself is imported only elsewhere, or when the home folder is not clear: its Unix module
loads tempfile, shutil, bz2, lzma and random, ~3 ms of every start. Pure Python (a test
holds the two answers equal).
"""

from __future__ import annotations

import os
import sys

APP_NAME = "reussite"
XDG_PLATFORMS = ("linux", "freebsd", "openbsd", "netbsd")
# kind → (the XDG variable, its default under the home folder)
XDG = {"data": ("XDG_DATA_HOME", "~/.local/share"), "cache": ("XDG_CACHE_HOME", "~/.cache")}


def user_data_dir() -> str:
    """The player's data folder for Réussite, e.g. ~/.local/share/reussite."""
    return _user_dir("data")


def user_cache_dir() -> str:
    """The player's cache folder for Réussite, e.g. ~/.cache/reussite."""
    return _user_dir("cache")


def _user_dir(kind: str) -> str:
    variable, default = XDG[kind]
    # (Android reports "linux" too, and platformdirs gives it the app's own folders)
    if sys.platform.startswith(XDG_PLATFORMS) and "ANDROID_DATA" not in os.environ:
        base = os.environ.get(variable, "")
        if not os.path.isabs(base):  # unset, empty or relative: the spec ignores it
            home = os.environ.get("HOME")
            base = os.path.expanduser(default) if home and os.path.isabs(home) else ""
        if os.path.isabs(base):
            return os.path.join(base, APP_NAME)
    import platformdirs  # other systems, and a home folder only platformdirs can tell

    return getattr(platformdirs, f"user_{kind}_dir")(APP_NAME)
