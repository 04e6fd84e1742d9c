"""The solver: hand-made positions in several families, exact verdicts checked against a
plain brute force over the engine's moves, replayable wins, legal hints, the service."""

import random
import time

import pytest

from game.engine.cards import HEARTS, SPADES, card
from game.engine.deal_patterns import Rows, Triangle
from game.engine.game import Game
from game.engine.spec import (
    LAST_RANK,
    DrawToWaste,
    GameSpec,
    Pick,
    RunLimit,
    cells,
    foundations,
    stock,
    tableau,
    waste,
)
from game.engine.state import GameState
from game.rules import create, registry
from game.rules.freecell import FREECELL
from game.rules.klondike import KLONDIKE
from game.solver import (
    DEPTH_FIRST,
    HEURISTIC,
    NONE,
    SOLUTION,
    Budget,
    HintService,
    Search,
    Verdict,
    demo_moves,
    find_winnable_deal,
    hint,
    solve,
    winnable,
)
from game.solver.batch import replays
from game.solver.canonical import canonical_for
from game.solver.proof import prove
from game.solver.safe import SafeRule
from game.solver.search import Result
from positions import move, position, reachable

RANKS = "A23456789TJQK"
BIG = Budget(seconds=60.0, nodes=200_000)


def home(suit: str, upto: str = "K") -> str:
    return " ".join(r + suit for r in RANKS[:RANKS.index(upto) + 1])


replays_to_a_win = replays   # the check --solve makes (game/solver/batch.py)


def brute_force_wins(game: Game, state: GameState) -> bool:
    """Every position reachable by the engine's moves, exact keys, no shortcuts."""
    return reachable(game, state) is None


@pytest.fixture(scope="module")
def freecell():
    return create("freecell")


# --- FreeCell ---------------------------------------------------------------------------

def test_freecell_won_in_one_move(freecell):
    s = position(freecell, {"foundation_0": home("C"), "foundation_1": home("D"),
                            "foundation_2": home("H"), "foundation_3": home("S", "Q"),
                            "cell_2": "KS"})
    result = solve(freecell, s, BIG)
    assert result.verdict is Verdict.WON
    assert result.moves == [move(freecell, "cell_2", "foundation_3")]


def test_freecell_won_in_five_moves(freecell):
    s = position(freecell, {"foundation_0": home("C"), "foundation_1": home("D"),
                            "foundation_2": home("H"), "foundation_3": home("S", "9"),
                            "tableau_0": "TS KS", "tableau_1": "JS", "tableau_2": "QS"})
    result = solve(freecell, s, BIG)
    assert result.won and len(result.moves) == 5      # K♠ aside, then four cards home
    assert replays_to_a_win(freecell, s, result.moves)


# Red tops never fit on red tops, kings fill the cells, the aces are buried.
DEADLOCK = {f"tableau_{i}": text for i, text in enumerate([
    "AC 2C 3C 4C 5C 6C QH", "AS 2S 3S 4S 5S 6S QD", "AH 2H 3H 4H 5H 6H JH",
    "AD 2D 3D 4D 5D 6D JD", "7C 8C 9C TC 9H", "7S 8S 9S TS 9D", "JC QC JS QS 7H 8H TH",
    "8D TD 7D"])} | {"cell_0": "KC", "cell_1": "KS", "cell_2": "KH", "cell_3": "KD"}


def test_freecell_deadlock_is_proved_unwinnable(freecell):
    s = position(freecell, DEADLOCK)
    assert sum(len(p) for p in s.piles) == 52
    result = solve(freecell, s, BIG)
    assert result.verdict is Verdict.UNWINNABLE and result.moves == []


def test_freecell_deal_is_solved_and_replays(freecell):
    s = freecell.new_state(3)
    result = solve(freecell, s, BIG)
    assert result.won and replays_to_a_win(freecell, s, result.moves)


def test_atomic_search_moves_one_card_at_a_time_and_agrees(freecell):
    for deal in (3, 11):
        s = freecell.new_state(deal)
        atomic = solve(freecell, s, BIG, atomic=True)
        assert atomic.won and replays_to_a_win(freecell, s, atomic.moves)
        assert all(m.count == 1 for m in atomic.moves)
        assert solve(freecell, s, BIG).won
    # A run onto a column is a shorthand there: the atomic search leaves it out.
    s = position(freecell, {"foundation_0": home("C", "Q"), "foundation_1": home("D"),
                            "foundation_2": home("H", "T"), "foundation_3": home("S", "J"),
                            "tableau_1": "KC KH QS JH", "tableau_2": "QH",
                            "tableau_3": "KS"})
    every = Search(freecell, s).moves(s)
    single = Search(freecell, s, atomic=True).moves(s)
    assert any(m.count == 3 for m in every)
    assert single == [m for m in every if m.count == 1]


def test_a_tiny_budget_gives_unknown(freecell):
    result = solve(freecell, freecell.new_state(1), Budget(seconds=60.0, nodes=1))
    assert result.verdict is Verdict.UNKNOWN and result.moves == []
    assert result.best_move in freecell.legal_moves(freecell.new_state(1))


def test_depth_first_finds_the_same_kind_of_answers(freecell):
    s = position(freecell, {"foundation_0": home("C"), "foundation_1": home("D"),
                            "foundation_2": home("H"), "foundation_3": home("S", "9"),
                            "tableau_0": "TS KS", "tableau_1": "JS", "tableau_2": "QS"})
    result = solve(freecell, s, BIG, strategy=DEPTH_FIRST)
    assert result.won and replays_to_a_win(freecell, s, result.moves)


# --- Klondike: face-down cards, a stock, foundations that give cards back ----------------

def test_klondike_won_through_the_stock():
    game = create("klondike")
    s = position(game, {"foundation_0": home("C"), "foundation_1": home("D"),
                        "foundation_2": home("H"), "foundation_3": home("S", "J"),
                        "stock": "[KS] [QS]"}, redeals_left=0)
    result = solve(game, s, BIG)
    assert result.won and len(result.moves) == 4
    assert replays_to_a_win(game, s, result.moves)


def test_klondike_face_down_card_found_by_the_search():
    game = create("klondike")
    s = position(game, {"foundation_0": home("C"), "foundation_1": home("D"),
                        "foundation_2": home("H", "Q"), "foundation_3": home("S", "Q"),
                        "tableau_0": "[KS] KH"}, redeals_left=0)
    # K♥ must go home first; K♠ then turns up and follows.
    result = solve(game, s, BIG)
    assert result.won and len(result.moves) == 2


def test_klondike_lost_position_is_proved():
    game = create("klondike")
    s = position(game, {"foundation_0": home("C"), "foundation_1": home("D"),
                        "foundation_2": home("H"), "foundation_3": home("S", "J"),
                        "stock": "[QS]", "waste": "KS"}, redeals_left=0)
    # The king covers the queen's way out: one card from the stock, no redeal left.
    assert solve(game, s, BIG).verdict is Verdict.WON
    s = position(game, {"foundation_0": home("C"), "foundation_1": home("D"),
                        "foundation_2": home("H"), "foundation_3": home("S", "J"),
                        "waste": "QS"}, redeals_left=0)
    s.piles[s.index("foundation_3")] = s.pile("foundation_3")[:-1]   # the jack is lost
    assert solve(game, s, BIG).verdict is Verdict.UNWINNABLE


def test_endless_redeals_do_not_loop_forever():
    game = create("klondike", {"deal": "unlimited"})
    s = position(game, {"stock": "[3S] [2S] [4H]", "tableau_0": "KC"})
    # No ace anywhere: the stock may be turned over forever and nothing ever goes home.
    assert s.counter("redeals_left") == -1
    result = solve(game, s, BIG)
    assert result.verdict is Verdict.UNWINNABLE and result.nodes < 100


def test_yukon_won_in_one_move():
    game = create("yukon")
    s = position(game, {"foundation_0": home("C"), "foundation_1": home("D"),
                        "foundation_2": home("H"), "foundation_3": home("S", "Q"),
                        "tableau_4": "KS"})
    result = solve(game, s, BIG)
    assert result.won and result.moves == [move(game, "tableau_4", "foundation_3")]


# --- the gap games (hooks, no symmetry, a shuffle in the rules) ---------------------------

def grid32(game, rows, aces="", **counters):
    piles = {f"slot_{r * 8 + c}": ("" if text == "__" else text)
             for r, row in enumerate(rows) for c, text in enumerate(row.split())}
    return position(game, piles | {"aces": aces}, **counters)


FINISHED = ["7S 8S 9S TS JS QS KS AS", "7H 8H 9H TH JH QH KH AH",
            "7D 8D 9D TD JD QD KD AD", "7C 8C 9C TC JC QC KC AC"]


def test_reussite_won_in_one_move():
    game = create("reussite_32")
    rows = list(FINISHED)
    rows[3] = "7C 8C 9C TC JC QC __ KC"
    s = grid32(game, rows, aces="AC", coups_left=0)
    result = solve(game, s, BIG)
    assert result.won and result.moves == [move(game, "slot_31", "slot_30")]


def test_reussite_without_moves_or_coups_is_unwinnable():
    game = create("reussite_32")
    rows = list(FINISHED)
    rows[2], rows[3] = "7D 8D 9D TD JD QD KC __", "7C 8C 9C TC JC QC KD __"
    s = grid32(game, rows, aces="AD AC", coups_left=0)
    assert solve(game, s, BIG).verdict is Verdict.UNWINNABLE


def test_reussite_deal_won_line_replays():
    game = create("reussite_32")
    for deal in range(1, 20):
        s = game.new_state(deal)
        result = solve(game, s, Budget(seconds=5.0, nodes=20_000))
        if result.won:
            assert replays_to_a_win(game, s, result.moves)
            return
    pytest.fail("no deal of 1-19 solved")


# --- exact verdicts agree with brute force on tiny games -----------------------------------

def _mini_deck():
    return [card(r, s, face_up=False) for s in (SPADES, HEARTS) for r in range(1, 5)]


MINI_FREECELL = GameSpec(
    id="mini_freecell", solver_group="freecell", solver_tuning=FREECELL.solver_tuning,
    piles=(cells(1), foundations(2), tableau(2, flip_exposed=False, run_limit=RunLimit())),
    deal=(Rows("tableau"),), deck=_mini_deck)

MINI_KLONDIKE = GameSpec(
    id="mini_klondike", solver_group="klondike", solver_tuning=KLONDIKE.solver_tuning,
    piles=(stock(), waste(), foundations(2, pick=Pick.TOP), tableau(2, fill=LAST_RANK)),
    deal=(Triangle("tableau"),), deck=_mini_deck,
    rank_order=(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13),
    stock_action=DrawToWaste(draw=1, redeals=1))


def _random_position(game: Game, rng: random.Random) -> GameState:
    deck = [c.face_up() for c in _mini_deck()]
    rng.shuffle(deck)
    state = GameState(game.pile_names, game.counter_names)
    state.counters[:] = game.initial_counters
    if "stock" in game.pile_names:
        t0, t1 = game.pile_index("tableau_0"), game.pile_index("tableau_1")
        state.piles[t0] = (deck[0].face_down(), deck[1])
        state.piles[t1] = (deck[2].face_down(), deck[3].face_down(), deck[4])
        state.piles[game.pile_index("stock")] = tuple(c.face_down() for c in deck[5:])
    else:
        for i, c in enumerate(deck):
            pile = game.pile_index(f"tableau_{i % 2}")
            state.piles[pile] += (c,)
    return state


@pytest.mark.parametrize("spec", [MINI_FREECELL, MINI_KLONDIKE], ids=lambda s: s.id)
def test_exact_verdicts_match_brute_force(spec):
    game = Game(spec)
    rng = random.Random(7)
    verdicts = set()
    for _ in range(40):
        s = _random_position(game, rng)
        wins = brute_force_wins(game, s)
        for result in (solve(game, s, BIG), solve(game, s, BIG, strategy=DEPTH_FIRST),
                       prove(game, s, BIG)):     # the lean proof search too
            assert result.verdict is (Verdict.WON if wins else Verdict.UNWINNABLE)
            if wins:
                assert replays_to_a_win(game, s, result.moves)
        verdicts.add(wins)
    assert verdicts == {True, False}


# --- the pieces --------------------------------------------------------------------------

def test_interchangeable_piles_are_sorted_only_where_the_rules_allow(freecell):
    groups = {freecell.group_of[g.start] for g in canonical_for(freecell).symmetric}
    assert groups == {"cell", "foundation", "tableau"}
    assert canonical_for(create("reussite_32")).symmetric == ()   # hooks: positions matter
    a = position(freecell, {"cell_0": "KS", "tableau_0": "QH", "tableau_3": "2C"})
    b = position(freecell, {"cell_3": "KS", "tableau_5": "QH", "tableau_1": "2C"})
    assert canonical_for(freecell).key(a) == canonical_for(freecell).key(b)


def test_safe_rule_only_where_it_is_proven():
    assert not SafeRule.for_game(create("freecell")).gives_back
    assert SafeRule.for_game(create("klondike")).gives_back
    assert SafeRule.for_game(create("reussite_32")) is None


def test_safe_rule_keeps_a_card_that_may_still_be_needed(freecell):
    # 2♠ may go home (no red ace is out), but 3♥ must stay: 2♣ could still need it.
    s = position(freecell, {"foundation_0": "AH 2H", "foundation_1": "AS",
                            "foundation_2": "AC", "foundation_3": "AD",
                            "tableau_0": "3H", "tableau_1": "2S", "tableau_2": "2C KD"})
    rule = SafeRule.for_game(freecell)
    turns = rule.forced(s)
    assert [freecell.pile_names[t.move.src] for t in turns] == ["tableau_1"]


# --- answers for the player -------------------------------------------------------------

def test_hints_are_legal_moves_in_every_game():
    for game_id in registry().ids():
        game = create(game_id)
        state = game.new_state(5)
        for _ in range(3):
            h = hint(game, state, Budget(seconds=0.05, nodes=10))
            if h.move is None:
                assert h.source == NONE
                break
            assert h.move in game.legal_moves(state), game_id
            assert h.text
            game.play(state, h.move)


def test_hint_for_a_solved_position_is_its_first_move(freecell):
    s = position(freecell, {"foundation_0": home("C"), "foundation_1": home("D"),
                            "foundation_2": home("H"), "foundation_3": home("S", "9"),
                            "tableau_0": "TS KS", "tableau_1": "JS", "tableau_2": "QS"})
    h = hint(freecell, s, BIG)
    assert h.source == SOLUTION and h.verdict is Verdict.WON and h.moves_left == 5
    assert h.move in freecell.legal_moves(s)
    assert h.text == "Move the king of spades to a free cell" or "empty" in h.text


def test_hint_with_nothing_to_do(freecell):
    done = position(freecell, {f"foundation_{i}": home(s) for i, s in enumerate("CDHS")})
    assert hint(freecell, done).source == NONE and "won" in hint(freecell, done).text
    klondike = create("klondike")
    stuck = position(klondike, {"waste": "QS"}, redeals_left=0)
    h = hint(klondike, stuck)
    assert h.move is None and h.text == "No moves left."


def test_hint_points_at_the_stock_when_it_is_the_only_way_on():
    game = create("klondike")
    s = position(game, {"foundation_0": home("C"), "foundation_1": home("D"),
                        "foundation_2": home("H"), "foundation_3": home("S", "J"),
                        "stock": "[KS]", "tableau_0": "QD"}, redeals_left=0)
    s.piles[s.index("foundation_1")] = s.pile("foundation_1")[:-2]   # Q♦ K♦ are out
    s.piles[s.index("tableau_0")] = ()
    s.piles[s.index("waste")] = ()
    s.piles[s.index("stock")] = tuple(c.face_down() for c in s.pile("stock"))
    h = hint(game, s, Budget(seconds=1.0, nodes=100))
    assert h.is_stock and "stock" in h.text


def test_a_guess_with_only_the_stock_left_reads_after_the_prefix():
    """Golf, deal 1, the table stuck: "A guess: No moves on the table. Deal from the stock."
    read as two sentences after the prefix; the reason now follows the move, as the
    other guesses' do."""
    from game.scenes.table_solver import HINT_PREFIX
    from game.solver.hints import describe, hint_from

    game = create("golf")
    s = game.new_state(1)
    for _ in range(len(s.pile("stock"))):
        moves = game.legal_moves(s)
        if moves and all(m.action == "stock" for m in moves):
            break
        s = game.apply(s, next(m for m in moves if m.action == "stock"))
    moves = game.legal_moves(s)
    assert moves and all(m.action == "stock" for m in moves)
    h = hint_from(game, s, None)
    assert h.source == HEURISTIC
    assert h.text == describe(game, s, moves[0]) + " (no moves on the table)"
    assert HINT_PREFIX[h.source].format(hint=h.text) == \
        "A guess: Deal from the stock (no moves on the table)"


def test_winnable_demo_and_winnable_deals(freecell):
    s = freecell.new_state(2)
    assert winnable(freecell, s, BIG) is Verdict.WON
    line = demo_moves(freecell, s, BIG)
    assert line and replays_to_a_win(freecell, s, line)
    number, result = find_winnable_deal(freecell, 2, tries=3, budget=BIG)
    assert number == 2 and result.won


def _wait(poll, rounds=20_000):
    for _ in range(rounds):
        answer = poll()
        if answer is not None:
            return answer
    raise AssertionError("no answer")


def test_inline_service_answers_and_caches_the_line(freecell):
    service = HintService(mode="inline", answer_after=60.0)
    s = freecell.new_state(2)
    service.request(freecell, s)
    h = _wait(service.poll)
    assert h.source == SOLUTION and h.move in freecell.legal_moves(s)
    _wait(lambda: service.poll() or (None if service._open else True))  # line learnt
    after = s.copy()
    freecell.play(after, h.move)
    service.request(freecell, after)          # on the learnt line: answered at once
    # (the rest of the line shortened meanwhile: as long as it was, or shorter)
    assert service._ready["hint"].source == SOLUTION
    assert service._ready["hint"].moves_left <= h.moves_left - 1
    service.request_verdict(freecell, after)
    assert service.poll_verdict().verdict is Verdict.WON
    service.request_demo(freecell, after)
    demo = service.poll_demo()
    assert demo.won and replays_to_a_win(freecell, after, demo.moves)
    service.close()


def test_inline_service_gives_a_best_guess_when_time_is_short(freecell):
    service = HintService(mode="inline", answer_after=0.0)
    s = freecell.new_state(1)
    service.request(freecell, s)
    h = _wait(service.poll)
    assert h.move in freecell.legal_moves(s)
    assert h.source in (SOLUTION, HEURISTIC)


def test_a_guess_says_it_is_one_and_why(freecell):
    """A hint that is not a move of a found win is shown as a guess, with its reason:
    no win found yet (the most promising move) or the position proved lost."""
    from game.scenes.table_solver import HINT_PREFIX
    from game.solver.hints import hint_from

    s = freecell.new_state(1)
    best = freecell.legal_moves(s)[-1]
    unknown = hint_from(freecell, s, Result(Verdict.UNKNOWN, [], 10, 0.01, best))
    assert unknown.move == best and unknown.source == HEURISTIC
    assert HINT_PREFIX[unknown.source].format(hint=unknown.text).startswith("A guess: ")
    assert unknown.text.endswith("(the most promising move; no win found yet)")
    lost = hint_from(freecell, s, Result(Verdict.UNWINNABLE, [], 10, 0.01, best))
    assert lost.source == HEURISTIC and lost.text.endswith("(this position cannot be won)")
    won = hint_from(freecell, s, Result(Verdict.WON, [best], 10, 0.01, best))
    assert won.source == SOLUTION and HINT_PREFIX[won.source].startswith("Hint: ")


def test_service_finds_a_winnable_deal_inline(freecell):
    service = HintService(mode="inline")
    service.request_winnable_deal(freecell, 1, tries=5)
    news = _wait(service.poll_winnable_deal, 200_000)
    while not news.done:
        news = _wait(service.poll_winnable_deal, 200_000)
    assert news.deal is not None and news.result.won


def test_process_service_answers_a_hint():
    game = create("klondike")
    state = game.new_state(4)
    with HintService() as service:
        service.request(game, state)
        h = None
        deadline = time.monotonic() + 60
        while h is None and time.monotonic() < deadline:
            h = service.poll()
            time.sleep(0.01)
        assert h is not None and h.move in game.legal_moves(state)
        assert not service.errors


def test_an_idle_worker_ends_and_another_starts_when_work_comes(freecell):
    with HintService(idle_seconds=0.3) as service:
        s = freecell.new_state(2)
        service.request(freecell, s)
        first = _wait_a_while(service.poll)
        assert first is not None and first.move in freecell.legal_moves(s)
        deadline = time.monotonic() + 60
        while service._process is not None and time.monotonic() < deadline:
            service.poll()      # the worker ends idle; the service lets it go
            time.sleep(0.05)
        assert service._process is None and service.mode == "process"
        other = freecell.new_state(3)
        service.request(freecell, other)
        again = _wait_a_while(service.poll)
        assert again is not None and again.move in freecell.legal_moves(other)
        assert service.restarts == 1 and service.mode == "process" and not service.errors


def _wait_a_while(poll, seconds=60.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        answer = poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    return None


def test_service_carries_on_inline_when_the_worker_dies(freecell):
    service = HintService()
    service._process.terminate()
    service._process.join(10)
    s = freecell.new_state(2)
    service.request(freecell, s)
    h = _wait(service.poll)
    assert h.move in freecell.legal_moves(s) and service.mode == "inline"
    assert service.errors
    service.close()


def test_asking_again_while_the_search_goes_on_gives_the_same_guess(freecell):
    service = HintService(mode="inline", answer_after=0.0)
    s = freecell.new_state(1)
    service.request(freecell, s)
    first = _wait(service.poll)
    service.request(freecell, s)
    again = _wait(service.poll)
    assert again.move in freecell.legal_moves(s)
    assert again == first or again.source == SOLUTION   # the search may have won meanwhile


def test_a_hint_still_to_be_told_runs_before_other_work(freecell):
    """The worker steps only the hints not yet told while there are any: a verdict's
    search, a found line being shortened wait those few tens of milliseconds."""
    from game.solver.jobs import make_job, runnable

    s = freecell.new_state(1)
    verdict = make_job(freecell, "verdict", s, {"budget": Budget(10.0, 10**6)})
    hint_job = make_job(freecell, "hint", s, {"budget": Budget(3.0, 10**6),
                                              "answer_after": 0.07})
    jobs = {1: verdict, 2: hint_job}
    assert runnable(jobs) == [(2, hint_job)]
    hint_job.answer_at = None       # told: everyone takes turns again
    assert runnable(jobs) == [(1, verdict), (2, hint_job)]


def test_a_watched_position_is_searched_quietly_and_its_hint_told_at_once(freecell):
    """The position on the table is searched before anyone asks (`watch`): the search's
    answer is filed, and the hint asked for later is told from it at once."""
    from game.solver.known import position_key

    service = HintService(mode="inline", watching=True)
    s = freecell.new_state(2)
    service.watch(freecell, s)
    key = position_key(freecell, s)
    _wait(lambda: True if key in service.known.hints else service.poll())
    assert not service._ready                   # nothing is put up meanwhile
    service.request(freecell, s)
    told = service._ready["hint"]
    assert told.source == SOLUTION and told.move in freecell.legal_moves(s)
    service.close()


def test_a_hint_asked_while_its_position_is_watched_takes_over_that_search(freecell):
    """No second search: the watch becomes the hint's, told within `answer_after`, and
    runs before any other job from then on."""
    from game.solver.jobs import runnable

    service = HintService(mode="inline", watching=True, answer_after=0.0)
    s = freecell.new_state(1)
    service.watch(freecell, s)
    (ticket, job), = service._jobs.items()
    assert job.quiet and not job.urgent
    service.request(freecell, s)
    assert list(service._jobs) == [ticket] and job.urgent and not job.quiet
    assert runnable(service._jobs) == [(ticket, job)]
    h = _wait(service.poll)
    assert h.move in freecell.legal_moves(s)
    service.close()


def test_a_watch_that_has_searched_a_while_tells_its_guess_at_once():
    """A hint is owed `answer_after` seconds of search in all: a watch that has searched
    that long tells its best guess at the next step; a fresh search still gets its time."""
    from game.solver.jobs import make_job

    spider = create("spider")
    s = spider.new_state(1)
    params = {"budget": Budget(3.0, 10**6), "quiet": True}
    watched, fresh = make_job(spider, "watch", s, params), make_job(spider, "watch", s, params)
    deadline = time.monotonic() + 30.0
    while watched.solver.seconds < 0.05 and time.monotonic() < deadline:
        watched.step(time.perf_counter() + 0.01)
    assert watched.result is None       # (four-suit Spider: not won in that time)
    watched.hurry(0.05)
    fresh.hurry(0.05)
    assert watched.answer_at <= time.perf_counter() < fresh.answer_at
    assert "guess" in [tag for tag, _ in watched.step(time.perf_counter() + 0.01)]


def test_a_quiet_job_runs_only_when_nothing_else_waits(freecell):
    from game.solver.jobs import make_job, runnable

    s = freecell.new_state(1)
    quiet = make_job(freecell, "watch", s, {"budget": Budget(3.0, 10**6), "quiet": True})
    verdict = make_job(freecell, "verdict", s, {"budget": Budget(10.0, 10**6)})
    assert runnable({1: quiet, 2: verdict}) == [(2, verdict)]
    assert runnable({1: quiet}) == [(1, quiet)]


def test_a_service_that_does_not_watch_leaves_the_position_alone(freecell):
    service = HintService(mode="inline")            # inline: watching is off by default
    service.watch(freecell, freecell.new_state(1))
    assert not service._open
    service.watch(freecell, freecell.new_state(1), asked=True)   # the player asked before
    assert [r.channel for r in service._open.values()] == ["watch"]
    service.cancel("watch")
    assert not service._open and not service._jobs
    service.close()


def test_play_for_me_with_no_win_found_gets_the_best_moves_where_the_search_keeps_none(
        monkeypatch):
    """Golf's search keeps no line of its own: a demo job not decided in its budget makes
    one of best moves (best_moves.py), each legal in its turn, and says no win."""
    from game.solver import best_moves
    from game.solver.jobs import make_job

    monkeypatch.setattr(best_moves, "SECONDS", 0.3)
    game = create("golf")
    state = game.new_state(1)
    job = make_job(game, "demo", state, {"budget": Budget(0.2, 10**6)})
    out = []
    while not job.done:
        out += job.step(time.perf_counter() + 0.01)
    result = out[-1][1]
    line = result.moves or result.best_line
    assert line and (result.won or result.verdict is Verdict.UNKNOWN)
    after = state.copy()
    for m in line:
        assert m in game.legal_moves(after)
        game.play(after, m)


def test_a_found_line_nobody_waits_for_any_more_is_shortened_quietly(freecell):
    """The player moved on: a hint's found line is still shortened and learnt, but as
    quietly as a watch, so that the position now on the table goes first."""
    service = HintService(mode="inline", answer_after=0.0)
    s = freecell.new_state(2)
    service.request(freecell, s)
    r = service._open[service._latest["hint"]]
    _wait(lambda: True if r.found or r.ticket not in service._open else service.poll() and None)
    assert r.found and r.ticket in service._open, "the line was shortened before a look"
    job = service._jobs[r.ticket]
    assert not job.quiet
    service.cancel("hint")
    assert r.ticket in service._open and job.quiet
    _wait(lambda: True if r.ticket not in service._open else service.poll() and None)
    assert service.known.line_at(r.key)      # learnt all the same
    service.close()
