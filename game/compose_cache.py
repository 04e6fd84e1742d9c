"""A folder for libX11's parsed Compose table, so that a start need not parse it again.

SDL opens an X input method as the window comes up (dead keys and compose sequences in
text entry: the deal number, the names of a fortune's querent), and libX11 then parses
the locale's Compose file: ~500 KB of text for en_US.UTF-8, ~5 ms of CPU on every start
(an eighth of what AisleRiot spends on its whole first frame). libX11 keeps the parsed
table in a cache of its own, but only where the player has made a folder for it
(~/.compose-cache) or named one (XCOMPOSECACHE), and only for an ordinary user (never
for root). `keep_compose_cache()` names one in our cache folder when the player has
neither: libX11 then writes the table there once and maps it on the next starts. The
table is libX11's own, so text entry works as before; libX11 checks each cache file
(its owner, its rights, the Compose file's date) and renews it daily. Pure Python.
"""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping

VARIABLE = "XCOMPOSECACHE"


def keep_compose_cache(environ: MutableMapping[str, str] | None = None) -> str | None:
    """Name our folder for libX11's Compose cache in `environ` (os.environ) before the
    window opens; the folder named, or None where libX11 keeps none or the player has
    chosen a place already."""
    environ = os.environ if environ is None else environ
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None  # (X11 desktops)
    if VARIABLE in environ:
        return None  # the player's own choice
    if os.geteuid() == 0 or os.getuid() != os.geteuid() or os.getgid() != os.getegid():
        return None  # libX11 keeps no cache for root or a set-id program
    home = environ.get("HOME")
    if not home or os.path.isdir(os.path.join(home, ".compose-cache")):
        return None  # libX11's own place, which it uses as it is
    from game.user_dirs import user_cache_dir

    folder = os.path.join(user_cache_dir(), "compose")
    if "=" in folder:
        return None  # libX11 would read what follows '=' as a file name
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
    except OSError:
        return None
    environ[VARIABLE] = folder
    return folder
