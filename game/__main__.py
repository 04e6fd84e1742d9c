"""`python -m game` and the `reussite` console script."""

import gc
import sys


def main() -> int:
    """The command line (game/cli.py), imported and started with the cyclic collector
    paused: start-up makes some 100k objects and frees few of them, so the collector would
    only walk them over and over. It is on again once the first frame is on screen
    (game/app.py) or at once for a headless command. (Importing this module does nothing:
    the solver's worker processes import it too.)"""
    gc.disable()
    from game.cli import main as run

    return run()


if __name__ == "__main__":
    sys.exit(main())
