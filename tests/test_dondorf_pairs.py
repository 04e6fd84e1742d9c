"""Dondorf Nr. 1 Adieu, Nr. 9 Die Elf, Nr. 9a Die Elf (second form), Nr. 10 Die Polonaise."""

from collections import Counter

import pytest

from game.engine.cards import JACK, KING, QUEEN, standard_52
from game.engine.deal import rng_for, shuffled
from game.engine.game import LOST, OPEN, WON
from game.engine.history import History
from game.engine.moves import Move
from game.rules import create
from game.rules.dondorf_pairs import _polonaise_grid
from positions import position
from table_helpers import assert_table_fits, mouse_game

# --- the tables ------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", ["dondorf_adieu", "dondorf_elf", "dondorf_elf_9a",
                                     "dondorf_polonaise"])
def test_tables_fit_the_window(tmp_path, monkeypatch, game_id, size):
    assert_table_fits(tmp_path, monkeypatch, size, game_id, 7, 40)


def names(game, moves):
    return {(m.action, game.pile_names[m.src], game.pile_names[m.dst] if m.dst >= 0 else "")
            for m in moves}


# --- Nr. 1 Adieu ---------------------------------------------------------------------------

@pytest.fixture
def adieu():
    return create("dondorf_adieu")


def test_adieu_deal(adieu):
    s = adieu.new_state(5)
    for i in range(8):
        packet = s.pile(f"packet_{i}")
        assert len(packet) == 4
        assert [c.is_face_up for c in packet] == [False, False, False, True]
    assert s.pile("discard") == () and s.card_count() == 32
    assert adieu.new_state(5) == s and adieu.new_state(6) != s


def test_adieu_pairs_are_equal_face_up_tops(adieu):
    s = position(adieu, {"packet_0": "[8S] 7H", "packet_1": "7S", "packet_2": "[7D]",
                         "packet_3": "KH", "packet_4": "QH", "packet_5": "9C"})
    assert names(adieu, adieu.legal_moves(s)) == {("pair", "packet_0", "packet_1")}
    adieu.play(s, Move("pair", 0, 1, 1))
    assert [c.label for c in s.pile("discard")] == ["7H", "7S"]
    assert s.pile("packet_0")[-1].is_face_up and s.pile("packet_1") == ()  # turned up
    assert adieu.score(s) == 2


def test_adieu_triple_and_quadruple(adieu):
    s = position(adieu, {"packet_0": "7H", "packet_1": "7S", "packet_2": "7D",
                         "packet_3": "KH"})
    assert len(adieu.legal_moves(s)) == 3  # the player chooses two of three
    s = position(adieu, {"packet_0": "7H", "packet_1": "7S", "packet_2": "7D",
                         "packet_3": "7C"})
    adieu.play(s, Move("pair", 0, 1, 1))
    assert names(adieu, adieu.legal_moves(s)) == {("pair", "packet_2", "packet_3")}


def test_adieu_play_for_me_prefers_fuller_packets(adieu):
    s = position(adieu, {"packet_0": "7H", "packet_1": "[9S] [8S] 7S",
                         "packet_2": "[KC] 7D", "packet_3": "QH"})
    assert adieu.spec.autoplay(adieu, s) == Move("pair", 1, 2, 1)


def test_adieu_won_and_lost(adieu):
    s = position(adieu, {"packet_0": "AH", "packet_1": "AS",
                         "discard": " ".join(["7C"] * 30)})
    assert adieu.status(s) == OPEN
    adieu.play(s, Move("pair", 0, 1, 1))
    assert adieu.status(s) == WON and adieu.score(s) == 32
    s = position(adieu, {"packet_0": "[AH] 8H", "packet_1": "AS"})
    assert adieu.status(s) == LOST


def test_adieu_won_and_lost_with_the_mouse(app):
    adieu = create("dondorf_adieu")
    assert mouse_game(app, "dondorf_adieu", 1, adieu.spec.autoplay) == WON
    assert mouse_game(app, "dondorf_adieu", 2, adieu.spec.autoplay) == LOST


# --- Nr. 9 Die Elf -------------------------------------------------------------------------

@pytest.fixture
def elf():
    return create("dondorf_elf")


def elf_position(game, fields, talon, **more):
    piles = {f"field_{i}": c for i, c in enumerate(fields.split())}
    court = [r + s for r in "KQJ" for s in "CDHS"]
    piles |= {f"frame_{i}": c for i, c in enumerate(court)}
    return position(game, piles | {"talon": talon} | more)


def test_elf_deal(elf):
    s = elf.new_state(9)
    frames = [s.pile(f"frame_{i}") for i in range(12)]
    assert [f[0].rank for f in frames] == [KING] * 4 + [QUEEN] * 4 + [JACK] * 4
    fields = [s.pile(f"field_{i}") for i in range(12)]
    assert all(len(f) == 1 and f[0].is_face_up and f[0].rank <= 10 for f in fields)
    assert len(s.pile("talon")) == 28 and not any(c.is_face_up for c in s.pile("talon"))
    assert elf.new_state(9) == s and elf.new_state(10) != s


def test_elf_pairs_make_eleven_with_top_cards_only(elf):
    s = elf_position(elf, "TS 2H 9C AD 5S 5H 3D 3C 4H 4S 2C 2D", "[6C] [7D]",
                     field_0="8H TS")  # the 8♥ underneath does not count
    assert names(elf, elf.legal_moves(s)) == {
        ("pair", "field_0", "field_3"), ("pair", "field_1", "field_2"),
        ("pair", "field_2", "field_10"), ("pair", "field_2", "field_11")}


def test_elf_covers_the_first_card_first(elf):
    s = elf_position(elf, "TS 2H 9C AD 5S 5H 3D 3C 4H 4S 2C 2D", "[6C] [7D] [8H]")
    elf.play(s, Move("pair", 0, 3, 1))
    assert [c.label for c in s.pile("field_0")] == ["TS", "8H"]  # the talon's top card
    assert [c.label for c in s.pile("field_3")] == ["AD", "7D"]
    assert len(s.pile("talon")) == 1 and elf.score(s) == 28 - 1  # dealt from 28


def test_elf_finishes_the_picture_and_wins(elf):
    s = elf_position(elf, "TS AH 9C 2D 5S 6H 3D 8C 4H 7S 2C 9D", "[6C] [5D]")
    assert elf.status(s) == OPEN
    elf.play(s, Move("pair", 0, 1, 1))
    tops = [s.pile(f"field_{i}")[-1] for i in range(12)]
    assert [c.rank for c in tops] == [KING] * 4 + [QUEEN] * 4 + [JACK] * 4
    assert all(not s.pile(f"frame_{i}") for i in range(12))
    assert elf.status(s) == WON and elf.score(s) == 28


def test_elf_lost_without_eleven(elf):
    s = elf_position(elf, "TS 9H 9C 8D 7S 6H 7D 8C 6D 6S TC 9D", "[6C] [5D]")
    assert elf.legal_moves(s) == [] and elf.status(s) == LOST


def test_elf_won_and_lost_with_the_mouse(app):
    assert mouse_game(app, "dondorf_elf", 1) == WON
    assert mouse_game(app, "dondorf_elf", 52) == LOST


# --- Nr. 9a Die Elf, second form --------------------------------------------------------

@pytest.fixture
def elf9():
    return create("dondorf_elf_9a")


@pytest.fixture
def elf9_blind():
    return create("dondorf_elf_9a", {"helper_draw": "blind"})


def nine(game, fields, talon="", **more):
    piles = {f"field_{i}": c for i, c in enumerate(fields.split())}
    counters = {k: v for k, v in more.items() if k == "draws_left"}
    piles |= {k: v for k, v in more.items() if k != "draws_left"}
    return position(game, piles | {"talon": talon}, **counters)


NO_ELEVEN = "AS AH AD AC 2S 2H 2D 2C 3S"


def test_elf_9a_deal(elf9):
    s = elf9.new_state(4)
    assert all(len(s.pile(f"field_{i}")) == 1 and s.pile(f"field_{i}")[0].is_face_up
               for i in range(9))
    assert len(s.pile("talon")) == 43 and s.counter("draws_left") == 2
    assert s.pile("helper_0") == s.pile("helper_1") == s.pile("discard") == ()
    assert elf9.new_state(4) == s and elf9.new_state(5) != s


def test_elf_9a_pairs_and_court_singles_refill_at_once(elf9):
    s = nine(elf9, "9S 2H KD AC 2S 5H 6D 7C 3S", "[4H] [3D] [8C]")
    legal = names(elf9, elf9.legal_moves(s))
    assert ("pair", "field_0", "field_1") in legal and ("pair", "field_5", "field_6") in legal
    assert ("single", "field_2", "") in legal
    assert ("pair", "field_3", "field_4") not in legal  # A + 2 is not eleven
    elf9.play(s, Move("pair", 0, 1, 1))
    assert [c.label for c in s.pile("discard")] == ["9S", "2H"]
    assert s.pile("field_0")[0].label == "8C" and s.pile("field_1")[0].label == "3D"
    assert all(c.is_face_up for i in range(9) for c in s.pile(f"field_{i}"))
    elf9.play(s, Move("single", 2, -1, 1))
    assert s.pile("discard")[-1].label == "KD" and s.pile("field_2")[0].label == "4H"
    assert elf9.score(s) == 3


def test_elf_9a_the_player_chooses_the_helper_card_from_the_talon_face_up(elf9):
    """Booklet: "Ergibt sich kein passendes Paar mehr, so darf man zweimal eine beliebige
    Karte aus dem Talon zur Verwendung herausziehen" — any card, the player's choice."""
    talon = " ".join(f"[{c}]" for c in "4H 5D 6C 7S 8H 9D TC".split())
    s = nine(elf9, NO_ELEVEN, talon)
    t, h0, h1 = (elf9.pile_index(p) for p in ("talon", "helper_0", "helper_1"))
    assert elf9.options == {"helper_draw": "choose"}
    assert elf9.legal_moves(s) == [Move("look", t, -1, 0)]
    history = History(elf9, s)
    start = s.key()
    history.play(Move("look", t, -1, 0))
    assert s.pile("talon")[-1].label == "TC" and s.pile("talon")[-1].is_face_up
    assert elf9.legal_moves(s) == [Move("take", h0, -1, 0), Move("take", h1, -1, 0),
                                   Move("look", t, -1, 0)]
    history.play(Move("look", t, -1, 0))
    history.play(Move("look", t, -1, 0))
    assert [c.label for c in s.pile("talon")] == "9D TC 4H 5D 6C 7S 8H".split()  # seen: under
    assert [c.is_face_up for c in s.pile("talon")] == [True, True] + [False] * 4 + [True]
    history.play(Move("take", h1, -1, 0))           # the 8♥ it is
    assert [c.label for c in s.pile("helper_1")] == ["8H"] and s.pile("helper_1")[0].is_face_up
    assert [c.label for c in s.pile("talon")] == "4H 5D 6C 7S 9D TC".split()  # order kept
    assert not any(c.is_face_up for c in s.pile("talon"))
    assert s.counter("draws_left") == 1
    assert ("pair", "field_8", "helper_1") in names(elf9, elf9.legal_moves(s))  # 3♠ + 8♥
    end = s.key()
    history.restart()
    assert s.key() == start
    while history.redo():
        pass
    assert s.key() == end


def test_elf_9a_looking_goes_round_the_talon(elf9):
    s = nine(elf9, NO_ELEVEN, "[4H] [5D] [6C]")
    look = Move("look", elf9.pile_index("talon"), -1, 0)
    shown = []
    for _ in range(4):
        elf9.play(s, look)
        shown.append(s.pile("talon")[-1].label)
    assert shown == ["6C", "5D", "4H", "6C"]
    assert [c.is_face_up for c in s.pile("talon")] == [False, False, True]  # as at first
    one = nine(elf9, NO_ELEVEN, "[4H]")
    elf9.play(one, look)
    assert look not in elf9.legal_moves(one)         # nothing more to look at


def test_elf_9a_helper_draw_only_when_stuck(elf9_blind):
    elf9 = elf9_blind
    talon = " ".join(f"[{c}]" for c in "4H 5D 6C 7S 8H 9D TC".split())
    s = nine(elf9, NO_ELEVEN, talon)
    draw = Move("draw", elf9.pile_index("talon"), -1, 0)
    assert elf9.legal_moves(s) == [draw]
    history = History(elf9, s)
    start = s.key()
    history.play(draw)
    drawn = s.pile("helper_0")
    k = rng_for("dondorf_elf_9a", s.deal, "helper", 0).below(7)
    assert drawn == (start[0][elf9.pile_index("talon")][k].face_up(),)
    assert len(s.pile("talon")) == 6 and s.counter("draws_left") == 1
    end = s.key()
    history.undo()
    assert s.key() == start
    history.redo()
    assert s.key() == end
    # the same position under other deal numbers draws other cards
    drawn_by_deal = set()
    for deal in range(1, 8):
        other = nine(elf9, NO_ELEVEN, talon)
        other.deal = deal
        elf9.play(other, draw)
        drawn_by_deal.add(other.pile("helper_0"))
    assert len(drawn_by_deal) > 1


def test_elf_9a_helper_cards_pair_and_court_helpers_go_alone(elf9):
    s = nine(elf9, NO_ELEVEN, "[4H]", helper_0="8D", helper_1="QS", draws_left=0)
    legal = names(elf9, elf9.legal_moves(s))
    assert ("pair", "field_8", "helper_0") in legal  # 3♠ + 8♦
    assert ("single", "helper_1", "") in legal
    elf9.play(s, Move("single", elf9.pile_index("helper_1"), -1, 1))
    assert s.pile("helper_1") == ()  # helpers are not refilled


def test_elf_9a_two_draws_at_most_then_lost(elf9_blind):
    elf9 = elf9_blind
    s = nine(elf9, NO_ELEVEN, "[4H] [4D] [5C] [5S]")  # nothing here makes eleven
    draw = Move("draw", elf9.pile_index("talon"), -1, 0)
    elf9.play(s, draw)
    assert elf9.legal_moves(s) == [draw]
    elf9.play(s, draw)
    assert s.pile("helper_0") and s.pile("helper_1") and len(s.pile("talon")) == 2
    assert elf9.legal_moves(s) == [] and elf9.status(s) == LOST
    s = nine(elf9, NO_ELEVEN, "", draws_left=2)
    assert elf9.status(s) == LOST  # nothing left to draw


def test_elf_9a_won(elf9):
    s = position(elf9, {"field_0": "5S", "field_1": "6S",
                        "discard": " ".join(["2C"] * 50)})
    elf9.play(s, Move("pair", 0, 1, 1))
    assert elf9.status(s) == WON and elf9.score(s) == 52


def take_a_partner(game, state):
    """Pairs first; when stuck, look through the talon for a card that makes eleven
    with a card on the table (or a court card), else take the last one of the round."""
    moves = game.legal_moves(state)
    takes = [m for m in moves if m.action == "take"]
    if not takes:
        return moves[0]
    talon = state.pile("talon")
    tops = [state.piles[i][-1] for g in ("field", "helper") for i in game.groups[g]
            if state.piles[i]]
    fits = talon[-1].rank > 10 or any(c.rank + talon[-1].rank == 11 for c in tops)
    if fits or all(c.is_face_up for c in talon[1:]) or moves[-1].action != "look":
        return takes[0]
    return moves[-1]


def test_elf_9a_won_and_lost_with_the_mouse(app):
    # Deal 4 needs both helper draws (a click on the talon each).
    blind = {"helper_draw": "blind"}
    assert mouse_game(app, "dondorf_elf_9a", 4, options=blind) == WON
    assert mouse_game(app, "dondorf_elf_9a", 12, options=blind) == LOST
    # Choosing: clicks on the talon look through it, a click on a helper takes the card.
    assert mouse_game(app, "dondorf_elf_9a", 4, choose=take_a_partner) == WON


# --- Nr. 10 Die Polonaise ---------------------------------------------------------------

@pytest.fixture
def polonaise():
    return create("dondorf_polonaise")


def test_polonaise_deal_has_no_rank_twice_in_a_column(polonaise):
    for deal in (1, 2, 603):  # 603: the shuffled pack runs into a dead end and is reshuffled
        s = polonaise.new_state(deal)
        for i in range(8):
            column = s.pile(f"column_{i}")
            assert len(column) == 6 and len({c.rank for c in column}) == 6
        assert all(len(s.pile(f"reserve_{i}")) == 1 for i in range(4))
        assert all(c.is_face_up for p in s.piles for c in p)
        assert Counter(c.face_up() for p in s.piles for c in p) == Counter(
            c.face_up() for c in standard_52())
    assert _polonaise_grid(shuffled(standard_52(), "dondorf_polonaise", 603)) is None
    assert polonaise.new_state(603) == polonaise.new_state(603)


def test_polonaise_deal_takes_the_first_fitting_card():
    pack = shuffled(standard_52(), "dondorf_polonaise", 1)
    *columns, rest = _polonaise_grid(pack)
    assert [c[0] for c in columns] == pack[:8]  # the first row takes the first 8 cards
    assert len(rest) == 4


def test_polonaise_pairs_only_the_free_cards(polonaise):
    s = position(polonaise, {"column_0": "7S 5H", "column_1": "7H 5D", "column_2": "7C",
                             "reserve_0": "7D", "reserve_1": "KH"})
    # the 7s under the fives are not free; the reserve waits while a column pair exists
    assert names(polonaise, polonaise.legal_moves(s)) == {("pair", "column_0", "column_1")}
    polonaise.play(s, Move("pair", 0, 1, 1))
    assert names(polonaise, polonaise.legal_moves(s)) == {
        ("pair", "column_0", "column_1"), ("pair", "column_0", "column_2"),
        ("pair", "column_1", "column_2")}


def test_polonaise_reserve_helps_only_when_no_column_pair(polonaise):
    s = position(polonaise, {"column_0": "5H", "column_1": "7C", "reserve_0": "7D",
                             "reserve_1": "KH", "reserve_2": "KS"})
    assert names(polonaise, polonaise.legal_moves(s)) == {
        ("pair", "column_1", "reserve_0"), ("pair", "reserve_1", "reserve_2")}
    polonaise.play(s, Move("pair", polonaise.pile_index("reserve_1"),
                           polonaise.pile_index("reserve_2"), 1))
    assert [c.label for c in s.pile("discard")] == ["KH", "KS"]


def test_polonaise_won_and_lost(polonaise):
    s = position(polonaise, {"column_0": "5H", "column_1": "5C",
                             "discard": " ".join(["2C"] * 50)})
    polonaise.play(s, Move("pair", 0, 1, 1))
    assert polonaise.status(s) == WON and polonaise.score(s) == 52
    s = position(polonaise, {"column_0": "5H", "column_1": "7C", "reserve_0": "8D"})
    assert polonaise.status(s) == LOST


def test_polonaise_easy_reserve_refills_from_the_columns():
    plain = create("dondorf_polonaise")
    easy = create("dondorf_polonaise", {"easy_reserve": "on"})
    assert plain.options == {"easy_reserve": "off"}
    piles = {"column_0": "5H 9S", "column_1": "7C", "reserve_0": "", "reserve_1": "KH",
             "reserve_2": "2D", "reserve_3": "3D"}
    s = position(easy, piles)
    moves = {(easy.pile_names[m.src], easy.pile_names[m.dst])
             for m in easy.legal_moves(s) if m.action == "move"}
    assert moves == {("column_0", "reserve_0"), ("column_1", "reserve_0")}
    easy.play(s, Move("move", 0, easy.pile_index("reserve_0"), 1))
    assert s.pile("reserve_0")[0].label == "9S"
    assert not [m for m in easy.legal_moves(s) if m.action == "move"]  # reserve full
    assert not [m for m in plain.legal_moves(position(plain, piles)) if m.action == "move"]


def test_polonaise_won_and_lost_with_the_mouse(app):
    assert mouse_game(app, "dondorf_polonaise", 5) == WON
    assert mouse_game(app, "dondorf_polonaise", 1) == LOST
    assert mouse_game(app, "dondorf_polonaise", 4, options={"easy_reserve": "on"}) == WON
