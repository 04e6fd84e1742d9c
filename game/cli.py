"""The command line: headless commands for people, tests and tools, or the game itself.

Bad input (unknown game, deal number out of range, bad option) prints one clear line on
stderr and exits with status 2 — never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from game import __version__, catalogue
from game.engine.deal import DealNumberError, check_deal_number, rng_for
from game.engine.game import Game
from game.engine.options import OptionError
from game.engine.registry import UnknownGameError
from game.i18n import N_, _, language, set_language, system_language
from game.window_size import SizeError, parse_size

USAGE_ERROR = 2


class CliError(Exception):
    pass


# Every option as argparse is told it: (its flags, add_argument's keywords; a help text
# is English, translated as the parser is built).
OPTIONS = (
    (("--list",), {"action": "store_true", "help": N_("list every game id and exit")}),
    (("--game",), {"metavar": "ID", "help": N_("game id (see --list)")}),
    (("--deal",), {"metavar": "N", "help": N_("deal number (1 … 2147483647)")}),
    (("--option",), {"metavar": "NAME=VALUE", "action": "append", "default": [],
                     "help": N_("a game option, e.g. deal=three (repeatable)")}),
    (("--print",), {"action": "store_true", "help": N_("print the dealt position")}),
    (("--random-play",), {"metavar": "K", "type": int,
                          "help": N_("play K random legal moves and print the result")}),
    (("--windowed",), {"action": "store_true", "help": N_("open in a window")}),
    (("--speech",), {"action": "store_true",
                     "help": N_("say the table aloud (speech-dispatcher or espeak-ng)")}),
    (("--size",), {"metavar": "WxH", "help": N_("window or screenshot size")}),
    (("--screenshot",), {"metavar": "PNG", "help": N_("render the table to a file and exit")}),
    (("--solve",), {"metavar": "ID", "help": N_("solve deals of a game (with --deals)")}),
    (("--deals",), {"metavar": "A-B", "help": N_("deal numbers for --solve, e.g. 1-100")}),
    (("--budget",), {"metavar": "SECONDS", "default": "10",
                     "help": N_("--solve: CPU seconds per deal (default 10)")}),
    (("--jobs",), {"metavar": "N", "default": "1",
                   "help": N_("--solve: processes to use (default 1)")}),
    (("--atomic",), {"action": "store_true",
                     "help": N_("--solve: move one card at a time where moves of several "
                                "cards are a shorthand (FreeCell)")}),
    (("--install-desktop",), {"action": "store_true",
                              "help": N_("put the game in the desktop's menu (for this user) "
                                         "and exit")}),
    (("--uninstall-desktop",), {"action": "store_true",
                                "help": N_("take it out of the menu again and exit")}),
)
VERSION_HELP = N_("print the version and exit")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The arguments (sys.argv's when `argv` is None)."""
    return build_parser().parse_args(argv)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="reussite",
                                     description=_("Réussite — patience games."))
    parser.add_argument("--version", action="version", version=f"reussite {__version__}",
                        help=_(VERSION_HELP))
    for flags, keywords in OPTIONS:
        text = keywords["help"]
        parser.add_argument(*flags, **{**keywords, "help": _(text)})
    return parser


def parse_options(items: Sequence[str]) -> dict[str, str]:
    options = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name or not value:
            raise CliError(_("--option takes NAME=VALUE, not {item}").format(item=repr(item)))
        options[name.strip()] = value.strip()
    return options


def parse_deal(text: str | None) -> int:
    if text is None:
        return 1
    try:
        number = int(text)
    except ValueError:
        raise CliError(_("deal number must be a whole number, not {text}").format(
            text=repr(text))) from None
    return check_deal_number(number)


def make_game(args: argparse.Namespace) -> Game:
    from game.rules import create

    if not args.game:
        raise CliError(_("--game ID is needed (see --list)"))
    return create(args.game, parse_options(args.option))


def list_games() -> str:
    from game.rules import registry

    lines = []
    sources = catalogue.sources()
    for spec in registry().specs():
        e = catalogue.entry(spec.id)
        shown, subtitle = e.shown_title(language()), e.subtitle(language())
        title = f"{shown} ({subtitle})" if subtitle else shown
        ref = f" {e.source_ref}" if e.source_ref else ""
        lines.append(f"{spec.id:<24} {sources[e.source].name + ref:<36} {title}")
    return "\n".join(lines)


def random_play(game: Game, deal: int, count: int) -> str:
    if count < 0:
        raise CliError(_("--random-play takes a number of moves ≥ 0"))
    state = game.new_state(deal)
    rng = rng_for(game.id, deal, "random-play")
    played = 0
    for _move in range(count):
        moves = game.legal_moves(state)
        if not moves or game.is_won(state):
            break
        game.play(state, rng.choice(moves))
        played += 1
    status = game.status(state)
    status_text = {"won": _("won"), "lost": _("lost (blocked)"), "open": _("open")}[status]
    return "\n".join([state.describe(), _("moves played: {count}").format(count=played),
                      _("score: {score}").format(score=game.score(state)),
                      _("status: {status}").format(status=status_text)])


def solve_command(args: argparse.Namespace) -> int:
    """`--solve ID --deals A-B`: one line per deal, then a summary."""
    from game.rules import create
    from game.solver.batch import Summary, parse_range, solve_deals
    from game.solver.search import Budget

    options = parse_options(args.option)
    # unknown ids and bad options fail here, before any work
    round_goal = create(args.solve, options).spec.played_for_score
    if not args.deals:
        raise CliError(_("--solve needs --deals A-B (e.g. --deals 1-100)"))
    try:
        deals = parse_range(args.deals)
    except ValueError as error:
        raise CliError(str(error)) from None
    try:
        budget, jobs = float(args.budget), int(args.jobs)
    except ValueError:
        raise CliError(_("--budget takes seconds and --jobs a whole number")) from None
    if not budget > 0 or jobs < 1:
        raise CliError(_("--budget must be above 0 and --jobs at least 1"))
    outcomes = []
    for outcome in solve_deals(args.solve, options, deals, Budget(budget, 10**9), jobs,
                               atomic=args.atomic):
        outcomes.append(outcome)
        print(outcome.line(round_goal), flush=True)
    summary = Summary.of(outcomes).line(round_goal)
    print(f"{args.solve} deals {deals.start}-{deals.stop - 1}: {summary}")
    return 0


def play(args: argparse.Namespace) -> int:
    """The game in its window; its arguments are checked first, so that a bad one is
    told on the console before any window opens (or pygame is even loaded)."""
    parse_size(args.size)
    game = make_game(args) if args.game else None
    deal = parse_deal(args.deal) if args.deal is not None else None
    from game.app_start import run_app  # the pygame side is only loaded to play

    return run_app(args, game=game, deal=deal)


def run(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if not (args.list or args.solve or args.print or args.random_play is not None
            or args.screenshot or args.install_desktop or args.uninstall_desktop):
        return play(args)
    if args.install_desktop or args.uninstall_desktop:
        from game.desktop import install, uninstall

        for line in (install() if args.install_desktop else uninstall()):
            print(line)
        return 0
    if args.list:
        print(list_games())
        return 0
    if args.solve:
        return solve_command(args)
    game = make_game(args)
    deal = parse_deal(args.deal)
    if args.screenshot:
        from game.app_start import screenshot

        return screenshot(args, game, deal)
    if args.random_play is not None:
        print(random_play(game, deal, args.random_play))
    else:
        print(game.new_state(deal).describe())
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # a quiet console at start
    set_language(system_language())  # the game itself then follows the player's setting
    try:
        return run(argv)
    except (CliError, SizeError, DealNumberError, OptionError) as error:
        print(f"reussite: {error}", file=sys.stderr)
    except UnknownGameError as error:
        print(f"reussite: {error}", file=sys.stderr)
    return USAGE_ERROR
