"""`python -m game` and the `reussite` console script."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
