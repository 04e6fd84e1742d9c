"""`python -m game` and the `reussite` console script."""

import gc
import sys

# Start-up makes some 100k objects and frees few of them: the cyclic collector would only
# walk them over and over (~5 % of the CPU time to the first frame). It is on again once
# the first frame is on screen (game.app) or at once for a headless command (game.cli).
gc.disable()

from game import code_cache  # noqa: E402

code_cache.install()  # our classes' methods compiled once, kept (before any is made)

from game.cli import main  # noqa: E402  (imported with the collector paused)

if __name__ == "__main__":
    sys.exit(main())
