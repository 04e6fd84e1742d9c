"""Dondorf chance games: Numeri, Coeur-Patience, Die Sirenen, Das Zifferblatt, Das Verstecken."""

import pytest

from game import catalogue
from game.engine.cards import QUEEN
from game.engine.game import LOST, OPEN, WON
from game.engine.history import History
from game.engine.moves import Move, StepRecorder, undo_steps
from game.rules import create
from positions import move, moves_between, position
from table_helpers import assert_table_fits, click_pile, open_table, set_position


def click(game, state, pile):
    """The one special move made by clicking `pile` (src = pile, dst = -1)."""
    [m] = [m for m in game.legal_moves(state) if m.src == game.pile_index(pile) and m.dst < 0]
    return game.play(state, m)


def autoplay_to_end(game, state, limit=100_000):
    for _ in range(limit):
        if game.status(state) != OPEN:
            break
        game.play(state, game.spec.autoplay(game, state))
    return game.status(state)


# --- Numeri ---------------------------------------------------------------------------

@pytest.fixture
def numeri():
    return create("dondorf_numeri")


def test_numeri_deal_is_the_whole_pack_in_hand(numeri):
    s = numeri.new_state(5)
    assert len(s.pile("hand")) == 32 and not any(c.is_face_up for c in s.pile("hand"))
    assert all(not s.pile(f"grid_{i}") for i in range(32)) and not s.pile("discard")
    assert (s.counter("call"), s.counter("since_match")) == (7, 0)
    assert numeri.new_state(5) == s and numeri.new_state(6) != s
    assert numeri.legal_moves(s) == [Move("count", numeri.pile_index("hand"), -1, 0)]


def test_numeri_contract_example(numeri):
    # Hand 9♣, 8♥, 10♠, 7♦ from the top: calls 7, 8 (8♥ out, reset), 7, 8.
    s = position(numeri, {"hand": "[7D] [TS] [8H] [9C]"})
    click(numeri, s, "hand")
    assert repr(s.pile("grid_0")) == "(9C,)" and s.counter("call") == 8
    click(numeri, s, "hand")
    assert repr(s.pile("discard")) == "(8H,)" and not s.pile("grid_1")
    assert (s.counter("call"), s.counter("since_match")) == (7, 0)
    click(numeri, s, "hand")
    click(numeri, s, "hand")
    assert [repr(s.pile(f"grid_{i}")) for i in range(3)] == ["(9C,)", "(TS,)", "(7D,)"]
    assert s.counter("call") == 9 and s.counter("since_match") == 2


def test_numeri_call_runs_to_the_ace_then_seven(numeri):
    s = position(numeri, {"hand": "[7S] [AS] [8S]"}, call=13)
    click(numeri, s, "hand")                      # 8♠ on call K: no
    assert s.counter("call") == 1
    click(numeri, s, "hand")                      # A♠ on call A: out
    assert repr(s.pile("discard")) == "(AS,)" and s.counter("call") == 7
    click(numeri, s, "hand")                      # 7♠ on call 7: out
    assert len(s.pile("discard")) == 2


def test_numeri_gathers_the_grid_first_laid_on_top_and_keeps_the_count(numeri):
    s = position(numeri, {"grid_0": "9C", "grid_1": "TS", "grid_2": "7D"}, call=10,
                 since_match=2)
    click(numeri, s, "hand")
    assert repr(s.pile("hand")) == "([7D], [TS], [9C])"
    assert s.counter("call") == 10 and s.counter("since_match") == 2
    click(numeri, s, "hand")                      # 9♣ laid on call 10
    assert repr(s.pile("grid_0")) == "(9C,)" and s.counter("call") == 11


def test_numeri_restart_option_counts_from_7_on_every_pass():
    """Booklet: "so nimmt man sie … von oben nach unten auf und beginnt, ohne zu mischen,
    in der vorigen Weise" — read as the count starting again at 7 (an option)."""
    numeri = create("dondorf_numeri", {"count": "restart"})
    s = position(numeri, {"grid_0": "9C", "grid_1": "TS", "grid_2": "7D"}, call=10,
                 since_match=2)
    click(numeri, s, "hand")
    assert repr(s.pile("hand")) == "([7D], [TS], [9C])"
    assert s.counter("call") == 7 and s.counter("since_match") == 0
    click(numeri, s, "hand")                      # 9♣ laid on call 7
    assert repr(s.pile("grid_0")) == "(9C,)" and s.counter("call") == 8
    assert create("dondorf_numeri").options == {"count": "carry_on"}


def test_numeri_restart_is_lost_after_one_pass_without_a_match():
    numeri = create("dondorf_numeri", {"count": "restart"})
    piles = {"discard": " ".join(c.label for c in numeri.spec.deck()[3:]), "hand": "[9C]",
             "grid_0": "AC", "grid_1": "TC"}
    almost = position(numeri, piles, since_match=2, call=9)
    assert numeri.status(almost) == OPEN
    click(numeri, almost, "hand")                 # 9♣ on call 9: out
    assert numeri.status(almost) == OPEN
    click(numeri, almost, "hand")                 # pick up: TC AC, calls 7, 8: no match
    click(numeri, almost, "hand")
    click(numeri, almost, "hand")
    assert numeri.status(almost) == LOST


def test_numeri_won_and_lost(numeri):
    s = numeri.new_state(1)
    s.piles[s.index("discard")], s.piles[s.index("hand")] = s.pile("hand"), ()
    assert numeri.status(s) == WON and numeri.score(s) == 32 and not numeri.legal_moves(s)
    # Three cards in play: lost once 8 × 3 cards have been laid without a match.
    piles = {"discard": " ".join(c.label for c in numeri.spec.deck()[3:]), "hand": "[9C]",
             "grid_0": "AC", "grid_1": "7C"}
    almost = position(numeri, piles, since_match=23, call=8)
    assert numeri.status(almost) == OPEN
    click(numeri, almost, "hand")                 # 9♣ on call 8: no match
    assert numeri.status(almost) == LOST and numeri.legal_moves(almost)


def test_numeri_lost_means_no_match_can_ever_come(numeri):
    for deal in range(1, 40):
        s = numeri.new_state(deal)
        if autoplay_to_end(numeri, s) == LOST:
            break
    else:
        pytest.fail("no lost deal among the first 40")
    out, in_play = len(s.pile("discard")), 32 - len(s.pile("discard"))
    for _ in range(9 * in_play + 8):              # another eight rounds and then some
        numeri.play(s, numeri.legal_moves(s)[0])
    assert len(s.pile("discard")) == out


def test_numeri_autoplay_wins_some_deals_and_keeps_every_card(numeri):
    results = []
    for deal in range(1, 31):
        s = numeri.new_state(deal)
        results.append(autoplay_to_end(numeri, s))
        assert sum(len(p) for p in s.piles) == 32
        assert numeri.score(s) == len(s.pile("discard"))
    assert WON in results and LOST in results


# --- Coeur-Patience -------------------------------------------------------------------

@pytest.fixture
def coeur():
    return create("dondorf_coeur")


def layout(cards15, **extra):
    piles = {f"slot_{i}": "" if c == "__" else c for i, c in enumerate(cards15.split())}
    return piles | extra


def test_coeur_deal_puts_the_lowest_heart_up(coeur):
    order = coeur.rank_position
    for deal in range(1, 30):
        s = coeur.new_state(deal)
        laid = [c for i in range(15) for c in s.pile(f"slot_{i}")]
        home = s.pile("foundation")
        assert len(s.pile("stock")) == 17 and not any(c.is_face_up for c in s.pile("stock"))
        assert all(c.is_face_up for c in laid) and len(laid) + len(home) == 15
        hearts = [c for c in laid if c.label[1] == "H"]
        if home:
            assert home[0].label[1] == "H"
            assert all(order[home[0].rank] < order[c.rank] for c in hearts)
        else:
            assert hearts == []
    assert s.counter("redeals_left") == 3
    assert coeur.new_state(3) == coeur.new_state(3) != coeur.new_state(4)


def test_coeur_lowest_heart_goes_up_by_itself(coeur):
    s = position(coeur, layout("KH 7S 9H 8C 8H JC QH 9S TC AC 7D KS QS JD TH"))
    coeur.after_turn(s, StepRecorder(s))
    assert repr(s.pile("foundation")) == "(8H,)" and not s.pile("slot_4")


def test_coeur_hearts_follow_in_turn_and_wrap_from_king_to_ace(coeur):
    s = position(coeur, layout("__ 7S 9H 8C AH JC QH 9S TC AC 7D KS QS JD TH",
                               foundation="8H"))
    assert moves_between(coeur, s) == {("slot_2", "foundation", 1)}  # 9♥ only, not 10♥
    top_king = position(coeur, layout("__ 7H 9S 8C AH JC QS 9C TC AC 7D KS QC JD TS",
                                      foundation="9H TH JH QH KH"))
    assert moves_between(coeur, top_king) == {("slot_4", "foundation", 1)}  # A♥ after K♥
    seven = position(coeur, layout("__ 7H 9S 8C __ JC QS 9C TC AC 7D KS QC JD TS",
                                   foundation="9H TH JH QH KH AH"))
    coeur.play(seven, move(coeur, "slot_1", "foundation"))
    assert coeur.status(seven) == OPEN and len(seven.pile("foundation")) == 7


def test_coeur_redeal_only_when_no_heart_fits(coeur):
    s = position(coeur, layout("__ 7S TH 8C 9C JC QH 9S TC AC 7D KS QS JD 9H",
                               stock="[AH] [7H] [KC] [QC] [7C] [8D] [9D] [TD] [KD] [AD] [AS]"
                                     " [8S] [TS] [JS] [KH] [JH] [QD]", foundation="8H"))
    assert Move("redeal", coeur.pile_index("stock"), -1, 0) not in coeur.legal_moves(s)
    coeur.play(s, move(coeur, "slot_14", "foundation"))
    coeur.play(s, move(coeur, "slot_2", "foundation"))
    [redeal] = coeur.legal_moves(s)
    assert redeal == Move("redeal", coeur.pile_index("stock"), -1, 0)
    before = s.key()
    turn = coeur.play(s, redeal)
    assert repr(s.pile("foundation")) == "(8H, 9H, TH)"
    assert all(len(s.pile(f"slot_{i}")) == 1 for i in range(15))
    assert len(s.pile("stock")) == 14 and s.counter("redeals_left") == 2
    assert not any(c.is_face_up for c in s.pile("stock"))
    undo_steps(s, turn.steps)
    assert s.key() == before


def test_coeur_won_and_lost(coeur):
    s = position(coeur, layout("7S 8C 9C JC 9S TC AC 7D KS QS JD __ __ __ __",
                               foundation="JH QH KH AH 7H 8H 9H TH"))
    assert coeur.status(s) == WON and coeur.score(s) == 8
    stuck = position(coeur, layout("7S 8C 9C JC 9S TC AC 7D KS QS JD KH QH __ __",
                                   foundation="8H"), redeals_left=0)
    assert coeur.legal_moves(stuck) == [] and coeur.status(stuck) == LOST
    stuck.counters[0] = 1
    assert coeur.status(stuck) == OPEN


def test_coeur_autoplay_finishes(coeur):
    outcomes = {autoplay_to_end(coeur, coeur.new_state(d)) for d in range(1, 40)}
    assert outcomes == {WON, LOST}


# --- Die Sirenen ----------------------------------------------------------------------

@pytest.fixture
def sirenen():
    return create("dondorf_sirenen")


def test_sirenen_deal_lays_the_queens_in_their_block(sirenen):
    s = sirenen.new_state(9)
    assert [repr(s.pile(f"queen_{i}")) for i in range(4)] == ["(QH,)", "(QS,)", "(QC,)",
                                                              "(QD,)"]
    assert len(s.pile("stock")) == 48 and all(c.rank != QUEEN for c in s.pile("stock"))
    assert not any(c.is_face_up for c in s.pile("stock")) and s.counter("redeals_left") == 2
    assert sirenen.new_state(9) == s != sirenen.new_state(10)


def test_sirenen_each_queen_takes_her_five_down_and_her_six_up(sirenen):
    s = position(sirenen, {"waste": "5H"})
    assert moves_between(sirenen, s) == {("waste", "five_0", 1)}
    s = position(sirenen, {"waste": "6C"})
    assert moves_between(sirenen, s) == {("waste", "six_2", 1)}
    for wrong in ("3H", "8C", "4S", "7D", "KD"):
        s = position(sirenen, {"waste": wrong, "five_0": "5H", "six_2": "6C"})
        assert moves_between(sirenen, s) == set(), wrong
    s = position(sirenen, {"waste": "KH", "five_0": "5H 4H 3H 2H AH"})
    assert moves_between(sirenen, s) == {("waste", "five_0", 1)}       # A → K wraps
    s = position(sirenen, {"waste": "QH", "five_0": "5H 4H 3H 2H AH KH"})
    assert moves_between(sirenen, s) == set()                           # the king ends it
    s = position(sirenen, {"waste": "JD", "six_3": "6D 7D 8D 9D TD"})
    assert moves_between(sirenen, s) == {("waste", "six_3", 1)}


def test_sirenen_three_passes(sirenen):
    s = position(sirenen, {"stock": "[2C] [9C]"}, redeals_left=2)
    turns = 0
    while sirenen.stock_moves(s):
        sirenen.play(s, sirenen.stock_moves(s)[0])
        turns += 1
    assert turns == 3 * 2 + 2 and s.counter("redeals_left") == 0    # 3 passes, 2 turnovers
    assert repr(s.pile("waste")) == "(9C, 2C)" and sirenen.status(s) == LOST


def test_sirenen_won(sirenen):
    piles = {f"five_{i}": " ".join(f"{r}{x}" for r in "5432AK") for i, x in enumerate("HSCD")}
    piles |= {f"six_{i}": " ".join(f"{r}{x}" for r in "6789TJ") for i, x in enumerate("HSCD")}
    s = position(sirenen, piles | {f"queen_{i}": f"Q{x}" for i, x in enumerate("HSCD")})
    assert sirenen.status(s) == WON and sirenen.score(s) == 48


def test_sirenen_autoplay_plays_to_an_end(sirenen):
    outcomes = [autoplay_to_end(sirenen, sirenen.new_state(d)) for d in range(1, 15)]
    assert set(outcomes) == {WON, LOST}


# --- Das Zifferblatt ------------------------------------------------------------------

@pytest.fixture
def clock():
    return create("dondorf_zifferblatt")


def test_zifferblatt_deal(clock):
    s = clock.new_state(2)
    assert len(s.pile("stock")) == 52 and s.counter("redeals_left") == 1
    assert clock.new_state(2) == s != clock.new_state(3)


def test_zifferblatt_club_first_then_alternating_colour(clock):
    def into(pile, waste):
        s = position(clock, {"waste": waste, "hour_4": pile})
        return {dst for _, dst, _ in moves_between(clock, s)}

    assert into("", "5C") == {"hour_4"} and into("", "5H") == set() and into("", "5S") == set()
    assert into("5C", "5H") == {"hour_4"} and into("5C", "5D") == {"hour_4"}
    assert into("5C", "5S") == set()
    assert into("5C 5D", "5S") == {"hour_4"} and into("5C 5D", "5H") == set()
    assert into("5C 5D 5S", "5H") == {"hour_4"}
    assert into("", "6C") == {"hour_5"} and into("5C 5H 5S 5D", "5C") == set()
    s = position(clock, {"waste": "KC"})
    assert moves_between(clock, s) == {("waste", "centre", 1)}
    s = position(clock, {"waste": "QC"})
    assert moves_between(clock, s) == {("waste", "hour_11", 1)}  # twelve o'clock


def test_zifferblatt_two_passes_won_and_lost(clock):
    s = position(clock, {"stock": "[2H]"})
    clock.play(s, clock.stock_moves(s)[0])
    clock.play(s, clock.stock_moves(s)[0])                       # the one turnover
    assert s.counter("redeals_left") == 0
    clock.play(s, clock.stock_moves(s)[0])
    assert clock.legal_moves(s) == [] and clock.status(s) == LOST
    ranks = "A 2 3 4 5 6 7 8 9 T J Q".split()
    done = {f"hour_{i}": f"{r}C {r}H {r}S {r}D" for i, r in enumerate(ranks)}
    s = position(clock, done | {"centre": "KC KD KS KH"})
    assert clock.status(s) == WON and clock.score(s) == 52


def test_zifferblatt_autoplay(clock):
    outcomes = [autoplay_to_end(clock, clock.new_state(d)) for d in range(1, 12)]
    assert set(outcomes) == {WON, LOST}


# --- Das Verstecken -------------------------------------------------------------------

@pytest.fixture
def hide():
    return create("dondorf_verstecken")


def test_verstecken_deal(hide):
    s = hide.new_state(4)
    for i in range(13):
        packet = s.pile(f"packet_{i}")
        assert len(packet) == 4
        assert all(c.is_face_up == (i < 12) for c in packet)
    assert s.pile("hand") == () and hide.status(s) == OPEN
    assert hide.legal_moves(s) == [Move("hide", hide.pile_index("hand"), -1, 0)]
    assert hide.new_state(4) == s != hide.new_state(5)


def test_verstecken_contract_example(hide):
    # P1 top 5♦ → under P5; P5 top Q♣ → under P12; P12 top K♥ → under P13; P13 top 3♠ …
    piles = {f"packet_{i}": "2C 2D 2H 2S" for i in range(12)}
    piles |= {"packet_0": "9C 9D 9H 5D", "packet_4": "8C 8D 8H QC", "packet_11": "7C 7D 7H KH",
              "packet_12": "[6C] [6D] [6H] [3S]"}
    s = position(hide, piles)
    click(hide, s, "hand")
    assert repr(s.pile("hand")) == "(5D,)"
    click(hide, s, "hand")
    assert repr(s.pile("packet_4")) == "(5D, 8C, 8D, 8H)" and repr(s.pile("hand")) == "(QC,)"
    click(hide, s, "hand")
    assert repr(s.pile("packet_11")[0]) == "QC" and repr(s.pile("hand")) == "(KH,)"
    click(hide, s, "hand")
    assert repr(s.pile("packet_12")) == "(KH, [6C], [6D], [6H])"
    assert repr(s.pile("hand")) == "(3S,)"                        # turned face up


def test_verstecken_a_finished_packet_passes_on_to_the_next(hide):
    piles = {f"packet_{i}": "" for i in range(13)}
    piles |= {"packet_0": "AC AD AH", "packet_1": "9C 9D 9H 9S", "hand": "AS"}
    s = position(hide, piles)
    click(hide, s, "hand")
    assert repr(s.pile("packet_0")) == "(AS, AC, AD, AH)"
    assert repr(s.pile("hand")) == "(9S,)" and len(s.pile("packet_1")) == 3
    kings = position(hide, {"packet_12": "KC KD KS", "packet_0": "5C 5D 5H 5S",
                            "hand": "KH"})
    click(hide, kings, "hand")                                    # after the kings: aces
    assert repr(kings.pile("hand")) == "(5S,)"


def test_verstecken_always_comes_out(hide):
    for deal in range(1, 40):
        s = hide.new_state(deal)
        history = History(hide, s)
        for _ in range(60):
            if hide.status(s) != OPEN:
                break
            history.play(hide.spec.autoplay(hide, s))
        assert hide.status(s) == WON and hide.score(s) == 52
        assert all(c.is_face_up for p in s.piles for c in p)      # the kings are shown
        assert [{c.rank for c in s.pile(f"packet_{i}")} for i in range(13)] == [
            {r} for r in range(1, 14)]
    history.restart()
    assert s == hide.new_state(deal)


def test_verstecken_defensive_stop(hide):
    # Impossible in play, kept as a guard: the next packet holds only its own rank.
    piles = {f"packet_{i}": "" for i in range(13)} | {"packet_2": "3C 3D", "hand": "3H"}
    s = position(hide, piles | {"packet_0": "AC AD AH AS", "packet_1": "2C 2D 2H 2S"})
    click(hide, s, "hand")
    assert s.pile("hand") == () and hide.legal_moves(s) == [] and hide.status(s) == LOST


@pytest.mark.parametrize("game_id", ["dondorf_numeri", "dondorf_coeur", "dondorf_sirenen",
                                     "dondorf_zifferblatt", "dondorf_verstecken"])
def test_every_chance_game_is_registered_with_play_for_me(game_id):
    game = create(game_id)
    spec, entry = game.spec, catalogue.entry(game_id)
    assert entry.source == "dondorf" and entry.fortune and spec.autoplay is not None
    assert entry.source_ref.startswith("Nr. ") and spec.layout == game_id


# --- with the mouse, on the table -------------------------------------------------------

def test_verstecken_clicking_the_hand_plays_to_the_win(app):
    scene = open_table(app, "dondorf_verstecken", 3)
    clicks = 0
    while scene.outcome is None and clicks < 100:
        click_pile(app, scene, "hand")
        clicks += 1
    assert scene.outcome == WON and scene.history.moves_made == clicks


def test_numeri_clicks_to_a_win_and_to_a_loss(app):
    scene = open_table(app, "dondorf_numeri", 1)
    click_pile(app, scene, "hand")
    assert scene.history.moves_made == 1 and len(scene.state.pile("hand")) == 31
    deck = " ".join(c.label for c in scene.game.spec.deck())
    for piles, counters, outcome in (
            ({"discard": deck.replace(" 7C", ""), "hand": "[7C]"}, {}, WON),
            ({"discard": deck.replace("AC ", "").replace(" 7C", "").replace(" 9C", ""),
              "hand": "[9C]", "grid_0": "AC", "grid_1": "7C"},
             {"since_match": 23, "call": 8}, LOST)):
        scene.restart()  # (the last laying's end taken back: the game open again)
        set_position(scene, piles, **counters)
        click_pile(app, scene, "hand")
        assert scene.outcome == outcome


def test_coeur_and_sirenen_by_mouse(app):
    coeur = create("dondorf_coeur")
    deal = next(d for d in range(1, 100) if not coeur.card_moves(coeur.new_state(d)))
    scene = open_table(app, "dondorf_coeur", deal)
    click_pile(app, scene, "stock")                   # stuck at once: the talon redeals
    assert scene.state.counter("redeals_left") == 2 and scene.history.moves_made == 1
    app.pop()
    scene = open_table(app, "dondorf_sirenen", 1)
    click_pile(app, scene, "stock")
    assert len(scene.state.pile("waste")) == 1


@pytest.mark.parametrize("game_id", ["dondorf_numeri", "dondorf_coeur", "dondorf_sirenen",
                                     "dondorf_zifferblatt", "dondorf_verstecken"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_table_fits_the_window(tmp_path, monkeypatch, game_id, size):
    assert_table_fits(tmp_path, monkeypatch, size, game_id, 7, 80)


def test_win_rate_tool(capsys):
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "tools" / "win_rate.py"
    spec = importlib.util.spec_from_file_location("win_rate", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.main(["dondorf_verstecken", "--deals", "5"]) == 0
    assert "5/5 won = 100.0 %" in capsys.readouterr().out
    low, high = tool.wilson(21, 100)
    assert 0.14 < low < 0.21 < high < 0.31
    assert tool.main(["dondorf_trio", "--deals", "1"]) == 2     # no strategy: refused
    assert tool.main(["dondorf_numeri", "--deals", "3", "--option", "count=restart"]) == 0
    assert "0/3 won" in capsys.readouterr().out
    assert tool.main(["dondorf_numeri", "--option", "count=never"]) == 2
