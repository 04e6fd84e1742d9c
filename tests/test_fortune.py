"""The fortune mode's pure parts: answers, questions, fate, readings, meanings, journal."""

import dataclasses
import subprocess
import sys
from datetime import date, datetime

import pytest

from game import catalogue
from game.engine.cards import cards, parse_card, piquet_32, standard_52
from game.engine.game import Game
from game.engine.moves import StepRecorder, Turn
from game.fortune.data import game_reading, localise, meanings, text, texts
from game.fortune.fate import Fate, lay_by_fate
from game.fortune.journal import FILE_NAME, Journal, load_journal, save_journal
from game.fortune.outcome import ANSWERS, NO, NOT_YET, YES, YES_BUT, answer_for, answer_of
from game.fortune.questions import (
    SYMPATHIE_ID,
    choose_game,
    clean,
    deal_for,
    fortune_games,
    normalise,
    question_key,
    quoted,
    sympathie_question,
)
from game.fortune.reading import (
    BLOCKING,
    GAPS,
    KINDS,
    LAST,
    choose_reading,
    meaning,
    summary,
    system_for,
)
from game.rules import create, registry

DAY = date(2025, 3, 8)


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    return tmp_path


# --- outcome → answer -------------------------------------------------------------------

@pytest.mark.parametrize(("won", "score", "answer"), [
    (True, 32, YES), (False, 32, YES_BUT), (False, 30, YES_BUT), (False, 29, YES_BUT),
    (False, 28, NOT_YET), (False, 26, NOT_YET), (False, 25, NO), (False, 0, NO)])
def test_answer_bands(won, score, answer):
    # near miss from 80 %: 80–90 % "not yet", 90 % and more "yes, but with obstacles"
    assert answer_for(won, score, 32, 0.8) == answer


def test_answer_without_a_best_score_is_no():
    assert answer_for(False, 5, 0, 0.8) == NO
    assert answer_for(True, 0, 0, 0.8) == YES


def adieu_with(discarded: int) -> tuple[Game, object]:
    """An Adieu position with `discarded` cards out and the rest on the packets."""
    game = create("dondorf_adieu")
    state = game.new_state(1)
    pack = [c.face_up() for c in piquet_32()]
    out, left = pack[:discarded], pack[discarded:]
    state.piles = [() for _ in state.piles]
    state.piles[game.pile_index("discard")] = tuple(out)
    for i, c in enumerate(left):
        pile = game.pile_index(f"packet_{i % 8}")
        state.piles[pile] += (c,)
    return game, state


@pytest.mark.parametrize(("discarded", "expected"), [(32, YES), (8, NO)])
def test_adieu_outcomes(discarded, expected):
    game, state = adieu_with(discarded)
    answer, score, best = answer_of(game, state)
    assert (answer, score, best) == (expected, discarded, 32)


def test_adieu_two_cards_short_is_a_near_miss_by_the_data():
    game, state = adieu_with(30)
    near = game_reading("dondorf_adieu").near_miss
    answer = answer_of(game, state)[0]
    assert answer == answer_for(False, 30, 32, near)
    assert answer in (NOT_YET, YES_BUT)


def reussite_rows(game: Game, placed_per_row: int) -> object:
    """Rows 7… of one suit to `placed_per_row` cards, the rest shuffled in after them."""
    state = game.new_state(1)
    suits = "SHDC"
    rest = []
    for row, suit in enumerate(suits):
        ranks = "789TJQK"
        for col, rank in enumerate(ranks):
            c = parse_card(rank + suit)
            if col < placed_per_row:
                state.piles[row * 8 + col] = (c,)
            else:
                rest.append(c)
    for row in range(4):
        for col in range(placed_per_row, 8):
            state.piles[row * 8 + col] = (rest.pop(),) if rest else ()
    state.piles[game.pile_index("aces")] = cards("AS AH AD AC")
    return state


def test_reussite_outcomes():
    game = create("reussite_32")
    near = game_reading("reussite_32").near_miss
    full = reussite_rows(game, 7)  # every row run to the king: the aces come back
    game.after_turn(full, StepRecorder(full))
    assert game.is_won(full) and answer_of(game, full)[0] == YES
    for placed in (6, 3, 0):
        state = reussite_rows(game, placed)
        answer, score, best = answer_of(game, state)
        assert not game.is_won(state) and best == 32
        assert answer == answer_for(False, score, 32, near)
    assert answer_of(game, reussite_rows(game, 0))[0] == NO


def test_sympathie_outcome_counts_pairs():
    game = create(SYMPATHIE_ID)
    state = game.new_state(5)
    answer, score, best = answer_of(game, state)
    assert (answer, score, best) == (NO, 0, 52)


# --- questions --------------------------------------------------------------------------

def test_questions_are_recognised_whatever_the_spelling():
    assert normalise("Will it  rain?!") == normalise("will it rain") == "will it rain"
    assert normalise("Wird es GRÜN?") == "wird es grun"
    assert question_key("question", "Will it rain?") == question_key("question", "WILL IT RAIN")
    assert question_key("question", "Will it rain?") != question_key("question", "Will it snow?")
    pair = question_key("sympathie", names=("Anna", "Ben"))
    assert pair == question_key("sympathie", names=("ben", "ANNA"))
    assert pair != question_key("question", "Anna Ben")


def test_clean_keeps_what_was_typed_tidy():
    assert clean("  Will\tit \n rain? ") == "Will it rain?"
    assert len(clean("x" * 500)) == 120


def test_sympathie_question_names_the_pair():
    assert sympathie_question("Anna", "Ben") == "Do Anna and Ben have Sympathie?"


def test_a_question_is_quoted_as_its_language_quotes():
    asked = "Will {it} rain?"  # braces typed by the player stay as typed
    assert quoted(asked) == "\u201cWill {it} rain?\u201d"
    assert quoted(asked, "de") == "\u201eWill {it} rain?\u201c"
    assert quoted(asked, "fr_CH") == "\u00ab\u202fWill {it} rain?\u202f\u00bb"  # narrow no-break


def test_fate_choice_is_fixed_by_question_and_day():
    specs = registry().specs()
    key = question_key("question", "Will my wish come true?")
    first = choose_game(key, DAY, specs)
    assert first is not None and catalogue.entry(first.id).fortune and first.id != SYMPATHIE_ID
    assert choose_game(key, DAY, specs) is first
    chosen = {choose_game(question_key("question", f"q{i}"), DAY, specs).id for i in range(60)}
    assert len(chosen) > 1  # different questions meet different games


def test_fate_prefers_dondorf_and_skips_weight_zero(made_up_entry):
    base = registry().get("reussite_32")
    made = [dataclasses.replace(base, id=f"dondorf_x{i}") for i in range(3)]
    for i in range(3):
        made_up_entry(f"dondorf_x{i}", "reussite_32", source="dondorf")
    made.append(dataclasses.replace(base, id="reussite_x"))
    made_up_entry("reussite_x", "reussite_32")
    made.append(registry().get("dondorf_trio"))  # weight 0
    made.append(dataclasses.replace(base, id="klondike_x"))
    made_up_entry("klondike_x", "reussite_32", source="aisleriot", fortune=False)
    picks = [choose_game(f"question:{i}", DAY, made).id for i in range(600)]
    assert "dondorf_trio" not in picks and "klondike_x" not in picks
    dondorf = sum(p.startswith("dondorf_x") for p in picks)
    assert dondorf > 4 * picks.count("reussite_x")  # 3 games × weight 2 against 1 × 1


def test_fortune_games_leave_sympathie_to_its_own_question():
    ids = [s.id for s in fortune_games(registry().specs())]
    assert SYMPATHIE_ID not in ids and "klondike" not in ids
    assert "dondorf_adieu" in ids and "reussite_32" in ids


def test_deal_for_is_fixed_and_in_range():
    key = question_key("question", "Shall I go?")
    deal = deal_for(key, DAY, "dondorf_adieu")
    assert deal == deal_for(key, DAY, "dondorf_adieu") and 1 <= deal < 2**31
    assert deal != deal_for(key, date(2025, 3, 9), "dondorf_adieu")


# --- fate -------------------------------------------------------------------------------

def fortune_ids() -> list[str]:
    return [s.id for s in registry().specs() if catalogue.entry(s.id).fortune]


@pytest.mark.parametrize("game_id", fortune_ids())
def test_fate_ends_every_fortune_game_the_same_way_twice(game_id):
    game = create(game_id)
    first = lay_by_fate(game, 7, limit=150)
    second = lay_by_fate(game, 7, limit=150)
    assert first[1] == second[1] and first[0] == second[0]
    assert len(first[1]) <= 150
    assert first[0].card_count() == game.total_cards


def test_fate_never_returns_to_a_position():
    game = create("reussite_32")
    state, moves = lay_by_fate(game, 3)
    replay = game.new_state(3)
    seen = {replay.key()}
    for move in moves:
        game.play(replay, move)
        assert replay.key() not in seen
        seen.add(replay.key())
    assert replay == state


def test_fate_stops_at_its_limit():
    game = create("klondike")
    fate = Fate(limit=5)
    state = game.new_state(1)
    made = 0
    while (move := fate(game, state)) is not None:
        game.play(state, move)
        made += 1
    assert made == 5 and fate.exhausted


# --- readings ---------------------------------------------------------------------------

def test_a_lost_adieu_reads_the_tops_of_the_tallest_packets():
    game, state = adieu_with(20)
    state.piles[game.pile_index("packet_0")] += cards("[7C]")  # a taller packet, face down
    state.piles[game.pile_index("packet_0")] += (state.piles[game.pile_index("packet_0")][0],)
    reading = choose_reading(game, state, won=False)
    assert reading.kind == BLOCKING and len(reading.cards) == 3
    assert reading.cards[0] == repr(state.piles[game.pile_index("packet_0")][-1])
    assert reading.system == "deck32"


def test_a_won_laying_reads_the_last_cards_placed():
    game = create("dondorf_adieu")
    start = game.new_state(11)
    history = []
    state = start.copy()
    for _ in range(3):
        move = game.spec.autoplay(game, state)
        if move is None:
            break
        history.append(game.play(state, move))
    assert all(isinstance(t, Turn) for t in history)
    last_pair = state.pile("discard")[-2:]
    reading = choose_reading(game, state, won=True, start=start, turns=history)
    assert reading.kind == LAST
    assert {parse_card(c).identity for c in reading.cards[:2]} == {c.identity for c in last_pair}


def test_a_gap_patience_reads_the_cards_before_the_gaps():
    game = create("reussite_32")
    state = game.new_state(2)  # the deal leaves four gaps where the aces were
    reading = choose_reading(game, state, won=False)
    assert reading.kind == GAPS and len(reading.cards) == 4
    gaps = [i for i in range(32) if not state.piles[i]]
    before = {repr(state.piles[i - 1][0]) for i in gaps if i % 8 and state.piles[i - 1]}
    assert before <= set(reading.cards)


def test_twins_of_a_two_pack_game_read_as_one_card():
    game = create(SYMPATHIE_ID)
    state = game.new_state(4)
    for i, pile in enumerate(state.piles):
        state.piles[i] = tuple(c.face_up() for c in pile)
    reading = choose_reading(game, state, won=False, count=12)
    identities = [parse_card(c).identity for c in reading.cards]
    assert len(identities) == len(set(identities)) == 12


def test_every_card_has_a_meaning_in_its_system():
    for system, deck in (("deck32", piquet_32()), ("deck52", standard_52())):
        for c in deck:
            keyword, words = meaning(repr(c.face_up()), system)
            assert keyword and len(words) > 20, (system, c)
    assert meaning("JK", "deck52")[0] == "The wild card"
    assert meaning("QH", "deck32") != meaning("QH", "deck52")  # two traditions


def test_meaning_systems_follow_the_pack():
    assert system_for(create("dondorf_adieu")) == "deck32"
    assert system_for(create("klondike")) == "deck52"


def test_summary_names_the_leading_suit_or_colour():
    assert summary(("AH", "7H", "KS")).startswith("Hearts lead")
    assert summary(("AH", "7D", "KS")).startswith("Red cards")
    assert summary(("AC", "7D", "KS")).startswith("Black cards")
    assert summary(()) == ""


# --- the data files ---------------------------------------------------------------------

def test_every_text_has_english_and_keys_for_german_and_french():
    def walk(node, path=""):
        if isinstance(node, dict) and "en" in node:
            assert node["en"], path
            assert {"de", "fr"} <= set(node), path
            return
        if isinstance(node, dict):
            for key, value in node.items():
                walk(value, f"{path}.{key}")
    walk({k: v for k, v in texts().items() if k != "games"})
    walk(meanings())
    for section in ("answers", "sympathie"):
        for answer in ANSWERS:
            assert text(section, answer, "title", first="A", second="B")
    for kind in KINDS:
        assert text("reading", kind, "heading")


def test_texts_are_translated_by_the_fortune_catalogue_and_else_stay_english():
    assert text("answers", "yes", "title", lang="de") == "Ja"
    assert text("answers", "yes", "title", lang="en") == "Yes"
    assert text("sympathie", "question", lang="de", first="Anna", second="Ben") == \
        "Besteht Sympathie zwischen Anna und Ben?"
    assert localise(texts()["questions"], "de")[0] == "Geht mein Wunsch in Erfüllung?"
    assert localise({"en": "Yes", "de": "Jawohl"}, "de_AT") == "Jawohl"  # its own value wins
    untranslated = "A text no catalogue holds"
    assert localise({"en": untranslated, "de": "", "fr": ""}, "de") == untranslated
    assert localise({"en": [untranslated], "de": []}, "fr") == [untranslated]


def test_game_entries_are_sound():
    for game_id, entry in texts()["games"].items():
        reading = game_reading(game_id)
        assert 0 < reading.near_miss < 1 and reading.weight >= 0, game_id
        assert reading.reading in KINDS and reading.cards >= 1, game_id
        assert set(entry) <= {"near_miss", "weight", "reading", "cards"}, game_id


# --- the journal ------------------------------------------------------------------------

def sample_entry(journal: Journal, question="Will it rain?", asked=datetime(2025, 3, 8, 9, 30),
                 **more):
    fields = dict(asked=asked, kind="question", question=question, game_id="dondorf_adieu",
                  deal=4242, fate=True)
    fields.update(more)
    return journal.add(**fields)


def test_journal_round_trip(data_dir):
    journal = Journal(note_shown=True)
    first = sample_entry(journal, question="Wird es gut? Ça ira — «oui»")
    journal.update(first, outcome="won", answer=YES, score=32, best=32, reading_kind=LAST,
                   reading=("AH", "9H#1", "TD"), system="deck32")
    sample_entry(journal, kind="sympathie", question="Do Anna and Ben have Sympathie?",
                 names=("Anna", "Ben"), game_id=SYMPATHIE_ID, fate=False,
                 options={"computer": "none"})
    assert save_journal(journal) is None
    loaded, notice = load_journal()
    assert notice is None
    assert loaded.entries == journal.entries and loaded.note_shown
    assert [e.number for e in loaded.entries] == [1, 2]
    assert loaded.entries[1].names == ("Anna", "Ben") and not loaded.entries[1].finished


def test_the_same_question_the_same_day_is_found(data_dir):
    journal = Journal()
    entry = sample_entry(journal)
    assert journal.asked_on(question_key("question", "will it RAIN"), DAY) == entry
    assert journal.asked_on(question_key("question", "Will it rain?"), date(2025, 3, 9)) is None
    assert journal.asked_on(question_key("question", "Will it snow?"), DAY) is None


def test_a_replayed_entry_deals_the_same_cards(data_dir):
    journal = Journal()
    sample_entry(journal, deal=987654)
    save_journal(journal)
    entry = load_journal()[0].entries[0]
    game = create(entry.game_id, dict(entry.options))
    assert game.new_state(entry.deal) == create("dondorf_adieu").new_state(987654)
    assert lay_by_fate(game, entry.deal)[1] == lay_by_fate(create("dondorf_adieu"), 987654)[1]


def test_a_damaged_journal_is_kept_aside_and_a_new_one_begun(data_dir):
    path = data_dir / FILE_NAME
    path.write_bytes(b"entries = [ this is not toml \x00\xff")
    journal, notice = load_journal()
    assert journal.entries == [] and "kept as" in notice
    assert (data_dir / (FILE_NAME + ".bak")).read_bytes().startswith(b"entries = [")
    sample_entry(journal)
    assert save_journal(journal) is None
    assert load_journal()[0].entries[0].question == "Will it rain?"


def test_a_damaged_entry_is_left_out_and_the_file_kept(data_dir):
    journal = Journal()
    sample_entry(journal)
    sample_entry(journal, question="Second?")
    save_journal(journal)
    path = data_dir / FILE_NAME
    path.write_text(path.read_text().replace('deal = 4242', 'deal = "lots"', 1))
    loaded, notice = load_journal()
    assert [e.question for e in loaded.entries] == ["Second?"]
    assert "1 entry" in notice and (data_dir / (FILE_NAME + ".bak")).exists()


def test_twin_numbers_are_renumbered(data_dir):
    journal = Journal()
    sample_entry(journal)
    sample_entry(journal, question="Second?")
    save_journal(journal)
    path = data_dir / FILE_NAME
    path.write_text(path.read_text().replace("number = 2", "number = 1"))
    loaded, _ = load_journal()
    assert sorted(e.number for e in loaded.entries) == [1, 2]


def test_the_fortune_package_never_imports_pygame():
    code = ("import sys, game.fortune.questions, game.fortune.outcome, game.fortune.reading, "
            "game.fortune.journal, game.fortune.fate, game.fortune.data; "
            "assert 'pygame' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
