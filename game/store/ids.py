"""Game ids as the player's files hold them: slugs that name saves, statistics and
favourites. Pure Python, with no other module of the store beneath it."""

from __future__ import annotations

import re
from typing import Any

MAX_ID_LENGTH = 64
_SLUG = re.compile(r"[a-z0-9][a-z0-9_]*")


def is_game_id(value: Any) -> bool:
    """A slug that can name a file anywhere: lower-case letters, digits, underscores."""
    return isinstance(value, str) and len(value) <= MAX_ID_LENGTH and bool(_SLUG.fullmatch(value))
