"""`python -m game` and the `reussite` console script."""

import sys


def main() -> int:
    """The command line (game/cli.py). (Importing this module does nothing: the solver's
    worker processes import it too.)"""
    from game.cli import main as run

    return run()


if __name__ == "__main__":
    sys.exit(main())
