"""Answers for the player, computed synchronously: a hint, a verdict, a line to demo.

These functions block for up to their budget; the table calls them through
`HintService` (worker.py), which runs them off the frame loop.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import catalogue
from game.engine.cards import IS_FACE_UP, Card
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.spec import DrawToWaste, Kind
from game.engine.state import GameState
from game.i18n import N_, _, ngettext

from .sliced import Budget, Result, Verdict

SOLUTION, HEURISTIC, NONE = "solution", "heuristic", "none"

HINT_BUDGET = Budget(seconds=0.07, nodes=100_000)   # the first answer, quickly
# going on in the background; positions enough for the cheap ones of the small games'
# search (Golf deal 1000: proved lost in 2.8 s, 390 thousand positions)
DEEP_BUDGET = Budget(seconds=3.0, nodes=1_000_000)
WATCH_BUDGET = DEEP_BUDGET      # the position on the table, before a hint is asked for
DEMO_BUDGET = Budget(seconds=10.0, nodes=1_000_000)
VERDICT_BUDGET = Budget(seconds=10.0, nodes=1_000_000)
DEAL_BUDGET = Budget(seconds=2.0, nodes=200_000)        # per deal tried


@dataclass(frozen=True)
class Hint:
    """What to suggest. `move` is a legal move of the position (None: nothing to do);
    `source` says whether it starts a line that wins (SOLUTION), is a best guess
    (HEURISTIC) or there is no move at all (NONE). `text` is a short sentence for the
    player; `verdict` and `moves_left` tell what the search learnt."""

    move: Move | None
    source: str
    text: str
    verdict: Verdict = Verdict.UNKNOWN
    moves_left: int = 0

    @property
    def is_stock(self) -> bool:
        return self.move is not None and self.move.action == "stock"


# The words of a hint (translated as the hint is made, in the main process). A card's
# name is whole per rank, so each language can give it its own article and order.
SUIT_NAMES = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))
CARD_NAMES = {1: N_("the ace of {suit}"), 11: N_("the jack of {suit}"),
              12: N_("the queen of {suit}"), 13: N_("the king of {suit}")}
TO_EMPTY = {Kind.TABLEAU: N_("to an empty column"), Kind.RESERVE: N_("to the empty reserve"),
            Kind.SLOT: N_("to the empty space"), Kind.WASTE: N_("to the empty waste"),
            Kind.STOCK: N_("to the empty stock"), Kind.DISCARD: N_("to the discard pile")}
ONTO = {Kind.TABLEAU: N_("onto the column"), Kind.RESERVE: N_("onto the reserve"),
        Kind.SLOT: N_("onto the space"), Kind.WASTE: N_("onto the waste"),
        Kind.STOCK: N_("onto the stock"), Kind.DISCARD: N_("onto the discard pile")}


def card_name(c: Card) -> str:
    """'the 7 of hearts', 'the queen of spades', 'a joker' (words: any font shows them)."""
    if c.is_joker:
        return _("a joker")
    suit = _(SUIT_NAMES[c.suit])
    if c.rank in CARD_NAMES:
        return _(CARD_NAMES[c.rank]).format(suit=suit)
    return _("the {rank} of {suit}").format(rank=c.rank, suit=suit)


def _card_text(c: Card) -> str:
    return card_name(c) if IS_FACE_UP[c] else _("a face-down card")


def _pile_text(game: Game, state: GameState, pile: int) -> str:
    kind = game.pile_specs[pile].kind
    cards = state.piles[pile]
    if kind is Kind.FOUNDATION:
        return _("to the foundation")
    if cards and IS_FACE_UP[cards[-1]]:
        return _("onto {card}").format(card=_card_text(cards[-1]))
    if kind is Kind.CELL:
        return _("to a free cell")
    if not cards:
        return _(TO_EMPTY.get(kind, N_("to the empty pile")))
    return _(ONTO.get(kind, N_("onto the pile")))


def describe(game: Game, state: GameState, move: Move) -> str:
    """A move in a few words: 'Move the 7 of hearts onto the 8 of spades', 'Deal from
    the stock' …"""
    if move.action == "stock":
        action = game.spec.stock_action
        if isinstance(action, DrawToWaste) and not state.piles[move.src]:
            return _("Turn the waste over (redeal)")
        return _("Deal from the stock")
    if move.action == "move":
        cards = state.piles[move.src]
        if not cards:
            return _("Move")
        what = _card_text(cards[-move.count])
        if move.count > 1:
            what = ngettext("{card} and the card on it", "{card} and the {count} cards on it",
                            move.count - 1).format(card=what, count=move.count - 1)
        return _("Move {cards} {where}").format(cards=what,
                                                where=_pile_text(game, state, move.dst))
    label = catalogue.label_text(catalogue.entry(game.id).labels, move.action)
    piles = state.piles
    if move.src >= 0 and piles[move.src] and IS_FACE_UP[piles[move.src][-1]]:
        card = card_name(piles[move.src][-1])
        if move.dst >= 0 and move.dst != move.src and piles[move.dst] \
                and IS_FACE_UP[piles[move.dst][-1]]:
            return _("{action}: {card} with {other}").format(
                action=label, card=card, other=card_name(piles[move.dst][-1]))
        return _("{action}: {card}").format(action=label, card=card)
    return label


def hint_from(game: Game, state: GameState, result: Result | None) -> Hint:
    """The hint a search result gives for the position it started from."""
    if game.is_won(state):
        return Hint(None, NONE, _("The game is won."), Verdict.WON)
    moves = game.legal_moves(state)
    if not moves:
        return Hint(None, NONE, _("No moves left."), Verdict.UNWINNABLE)
    verdict = result.verdict if result is not None else Verdict.UNKNOWN
    if result is not None and result.won and result.moves:
        move = result.moves[0]
        return Hint(move, SOLUTION, describe(game, state, move), Verdict.WON,
                    len(result.moves))
    move = result.best_move if result is not None else None
    if move is None or move not in moves:
        move = moves[0]
    if all(m.action == "stock" for m in moves):
        # said as the other guesses are: after "A guess:" (a sentence there read badly)
        text = _("{move} (no moves on the table)").format(move=describe(game, state, move))
    else:
        text = describe(game, state, move)
        if verdict is Verdict.UNWINNABLE and game.spec.played_for_score:  # no win: a round
            text = _("{move} (this round cannot be cleared)").format(move=text)
        elif verdict is Verdict.UNWINNABLE:
            text = _("{move} (this position cannot be won)").format(move=text)
        else:   # the search's most promising move so far (Solver.best_move)
            text = _("{move} (the most promising move; no win found yet)").format(move=text)
    return Hint(move, HEURISTIC, text, verdict)


def _solve(game: Game, state: GameState, budget: Budget) -> Result:
    from .portfolio import solve  # loaded when first used: the table never needs it

    return solve(game, state, budget)


def hint(game: Game, state: GameState, budget: Budget = HINT_BUDGET) -> Hint:
    """A hint for the position, searching for up to `budget`."""
    if game.is_won(state) or not game.legal_moves(state):
        return hint_from(game, state, None)
    return hint_from(game, state, _solve(game, state, budget))


def winnable(game: Game, state: GameState, budget: Budget = VERDICT_BUDGET) -> Verdict:
    """Can the position still be won? WON (a line was found), UNWINNABLE or UNKNOWN."""
    return _solve(game, state, budget).verdict


def demo_moves(game: Game, state: GameState, budget: Budget = DEMO_BUDGET) -> list[Move] | None:
    """A line of moves that wins from the position (to be played one by one through
    `Game.play`), or None when none was found in the budget."""
    result = _solve(game, state, budget)
    return result.moves if result.won else None


def find_winnable_deal(game: Game, first: int, tries: int = 100,
                       budget: Budget = DEAL_BUDGET) -> tuple[int, Result] | None:
    """The first deal number from `first` on that the solver wins (None after `tries`)."""
    for number in range(first, first + tries):
        result = _solve(game, game.new_state(number), budget)
        if result.won:
            return number, result
    return None

