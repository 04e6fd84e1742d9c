"""The solver: hints, "is this position winnable?", winnable deals and demo play.

One generic search for every registered game, over the engine's own `legal_moves`, `play`
and `undo_steps` — never a second copy of the rules. It sees face-down cards ("thoughtful"
solving). See search.py (best-first, or depth-first, with a transposition table of
canonical keys, node and time budgets), portfolio.py (a few differently guided searches
take turns on hard positions; schedule.py gives the turns), beam.py (a beam search that
joins them in the Spider, Klondike and Yukon families), talon.py (a Klondike search
whose one move is the stock clicked k times and then the waste card played: lines as deep
as the cards played; talon_beam.py, a beam over those moves),
proof.py (a lean depth-first search that settles FreeCell-shaped positions, lost ones
included, in little time and memory: one position played forward and back, single-card
moves, packed keys), exhaustive.py (a depth-first search over condensed keys,
condensed.py: twins and a kept foundation's inner cards not told apart; it decides
deals of games with a stock dealt a few times: Auld Lang Syne, Glenwood),
canonical.py (interchangeable piles sorted in the key; the packed bytes key), fcs.py
(the optional Freecell Solver backend for FreeCell-shaped games: its lines translated
into our moves and replayed), placement.py (Poker Square: the best
arrangement of the coming cards, searched in place of moves), safe.py (cards sent home
without trying alternatives, where that is provably harmless), ordering.py (how promising a position
looks, per family) and small.py (the games of cards taken out — golf, pyramids, pairs —
decided by a depth-first search over fitted keys, fitted.py, with golf and the
pyramids compiled to faster models, golf_model.py and pyramid_model.py). batch.py
solves many deals (the CLI's `--solve`, tools/winnability.py, tools/bench_solver.py,
tools/bench_wins.py); jobs.py and worker.py run the work off the frame loop (best_moves.py:
"Play for me"'s line of best moves where no win was found and the search kept no line).

Synchronous (these block for up to their budget; use them in tools and tests):

    solve(game, state, budget) -> Result       verdict, winning moves, nodes, seconds
    winnable(game, state, budget) -> Verdict   Verdict.WON / UNWINNABLE / UNKNOWN
    demo_moves(game, state, budget) -> list[Move] | None   a winning line, or None
    hint(game, state, budget) -> Hint
    find_winnable_deal(game, first, tries, budget) -> (deal, Result) | None

`Budget(seconds, nodes)`: CPU seconds and positions expanded. A `Result` is WON with its
moves (each legal in turn; `Game.play` them one by one to replay the win), UNWINNABLE only
when the search tried everything without a budget cut, else UNKNOWN.

For the table — never blocking the frame loop:

    service = HintService()            # starts a worker process (~20 ms here; it
                                       # is ready ~0.3 s later: start it before the first
                                       # hint is wanted). "inline" mode runs the work in
                                       # slices during poll() instead
    service.watch(game, state)         # the position on the table: searched quietly (the
                                       # worker's lowest priority) before a hint is asked
    service.request(game, state)       # H pressed: returns at once
    hint = service.poll()              # every frame: a Hint once it is ready, else None
    service.request_verdict(game, state) / service.poll_verdict() -> Result | None
    service.request_demo(game, state)    / service.poll_demo()    -> Result | None
    service.request_winnable_deal(game, first) / service.poll_winnable_deal()
                                       # -> DealSearch(tried, deal, done, result) | None
    service.progress(channel) -> Progress | None   # how far the work has looked (nodes,
                                       # CPU seconds), reported every 0.25 s
    service.cancel(channel=None)       # the player moved on
    service.close()                    # leaving the table (also a context manager)

A `Hint` has `move` (a legal move of the position, or None), `source` (SOLUTION: the first
move of a found win; HEURISTIC: the best guess when no win was found in time, or when the
position is lost; NONE: nothing to do), `text` ("Move the 7 of hearts onto the 8 of
spades", "Deal from the stock (no moves on the table)", "Turn the waste over (redeal)",
"No moves left."), `verdict` and `moves_left`; `is_stock` tells a stock click or redeal.
A hint request is answered within about 0.1 s (the best guess if no win is found by
then); the search goes on in the background and its answer is cached, and a won line
caches the hints, verdicts and demo lines of every position along it.
"""

from importlib import import_module

# What the package offers, by the module that holds it. Loaded when first asked for: the
# table's process needs only the service's light side (worker.py, jobs.py, known.py,
# hints.py, sliced.py) — the searches load in the worker, or when a tool solves.
_WHERE = {
    **dict.fromkeys(("DEMO_BUDGET", "HEURISTIC", "HINT_BUDGET", "NONE", "SOLUTION",
                     "VERDICT_BUDGET", "Hint", "demo_moves", "describe",
                     "find_winnable_deal", "hint", "winnable"), "hints"),
    **dict.fromkeys(("DEAL", "DEMO", "HINT", "VERDICT", "DealSearch", "Progress"), "jobs"),
    **dict.fromkeys(("Solver", "solve"), "portfolio"),
    **dict.fromkeys(("BEST_FIRST", "DEPTH_FIRST", "Search"), "search"),
    **dict.fromkeys(("Budget", "Result", "Verdict"), "sliced"),
    "HintService": "worker",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str):
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{where}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_WHERE})
