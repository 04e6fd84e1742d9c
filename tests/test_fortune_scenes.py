"""The fortune scenes, headless: asking, laying, the answer, the journal, replays."""

from __future__ import annotations

import os
from datetime import datetime

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.fortune.journal import FILE_NAME, load_journal  # noqa: E402
from game.fortune.outcome import ANSWERS  # noqa: E402
from game.fortune.questions import SYMPATHIE, SYMPATHIE_ID  # noqa: E402
from game.input.intents import Action, PointerDown, PointerUp, Resize, TextInput  # noqa: E402
from game.rules import registry  # noqa: E402
from game.scenes import fortune_ask  # noqa: E402
from game.scenes.base import Scene  # noqa: E402
from game.scenes.fortune_answer import AnswerScene  # noqa: E402
from game.scenes.fortune_ask import AskScene  # noqa: E402
from game.scenes.fortune_journal import JournalScene  # noqa: E402
from game.scenes.fortune_table import FortuneTable, ReadNowDialog  # noqa: E402
from game.scenes.keyboard import KeyboardScene  # noqa: E402
from game.store import games_in_progress  # noqa: E402
from table_helpers import make_app  # noqa: E402

MORNING = datetime(2025, 3, 8, 9, 0)


class Home(Scene):
    """Stands for the menu under the mode."""


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(fortune_ask, "now", lambda: MORNING)
    app = make_app(tmp_path, monkeypatch, animation_speed="instant")
    app.push(Home(app))
    return app


def ask(app, question: str, game_id: str | None = "dondorf_adieu") -> AskScene:
    app.open("fortune_ask")
    scene = app.stack.top
    assert isinstance(scene, AskScene)
    scene.handle(TextInput(question))
    if game_id is not None:
        scene.game_index = [s.id for s in scene.games].index(game_id) + 1
    return scene


def run_until(app, kind, steps: int = 4000):
    for _ in range(steps):
        if isinstance(app.stack.top, kind):
            return app.stack.top
        app.step(1 / 60)
    raise AssertionError(f"{kind.__name__} never came; top is {app.stack.top!r}")


def draw_at(app, size) -> None:
    app.window.screen = pygame.display.set_mode(size)
    for scene in app.stack.scenes:
        scene.handle(Resize(size))
    for _ in range(30):
        app.step(0.1)
    app.draw()


# --- asking and laying ------------------------------------------------------------------

def test_letting_the_cards_fall_answers_and_keeps_the_journal(app):
    scene = ask(app, "Will my wish come true?")
    scene.lay(fate=True)
    table = app.stack.top
    assert isinstance(table, FortuneTable) and table.autoplaying
    entry = load_journal()[0].entries[0]
    assert not entry.finished and entry.game_id == "dondorf_adieu"  # written at the start
    answer = run_until(app, AnswerScene)
    entry = load_journal()[0].entries[0]
    assert entry.finished and entry.answer in ANSWERS and entry.reading
    assert answer.entry == entry and entry.question == "Will my wish come true?"
    assert table.state.deal == entry.deal


def test_the_question_is_quoted_as_the_players_language_quotes(app, monkeypatch):
    import dataclasses

    from game.scenes import fortune_answer_view, fortune_journal

    quoted_lines: list[str] = []
    for module in (fortune_answer_view, fortune_journal):
        real = module.wrap_title
        monkeypatch.setattr(module, "wrap_title", lambda text, *a, real=real, **k: (
            quoted_lines.append(text), real(text, *a, **k))[1])
    app.settings = dataclasses.replace(app.settings, language="de")
    ask(app, "Kommt er?").lay(fate=True)
    assert app.stack.top.hud_note() == "\u201eKommt er?\u201c"
    run_until(app, AnswerScene).open_journal()
    app.draw()
    assert quoted_lines and set(quoted_lines) == {"\u201eKommt er?\u201c"}


@pytest.mark.parametrize(("code", "opening", "closing"),
                         [("en", "\u201c", "\u201d"), ("de", "\u201e", "\u201c")])
def test_a_long_question_in_the_bottom_bar_is_cut_inside_its_quotes(app, code, opening,
                                                                     closing):
    import dataclasses

    from game.render.text import font

    app.settings = dataclasses.replace(app.settings, language=code)
    question = "Will the long journey across the mountains go well for all of us this spring?"
    ask(app, question).lay(fate=False)
    table = app.stack.top
    size = table.hud.note_size(table.hud_note())
    shown = table.fit_note(table.hud_note(), size, 300)
    assert shown.startswith(opening + "Will the") and shown.endswith("\u2026" + closing)
    assert question.startswith(shown[1:-2]) and font(size).size(shown)[0] <= 300
    assert table.fit_note(table.hud_note(), size, 5000) == opening + question + closing


def test_fortune_games_stay_out_of_the_statistics(app, tmp_path):
    ask(app, "Shall I go?").lay(fate=True)
    run_until(app, AnswerScene)
    assert app.stats == {} and not (tmp_path / "statistics.toml").exists()
    assert games_in_progress() == ([], None)


def test_typing_letters_bound_to_commands_still_types(app):
    scene = ask(app, "")
    for name in ("new_deal", "hint", "restart"):
        scene.handle(Action(name))
    scene.handle(TextInput("hnr"))
    scene.handle(Action("erase"))
    assert scene.question.value == "hn"
    assert isinstance(app.stack.top, AskScene)


def test_enter_after_typing_lays_the_cards(app):
    scene = ask(app, "Will it be sunny?")
    scene.handle(Action("confirm"))
    app.step(1 / 60)
    assert isinstance(app.stack.top, FortuneTable)


def test_an_empty_question_is_asked_for(app):
    scene = ask(app, "")
    scene.lay(fate=True)
    assert isinstance(app.stack.top, AskScene) and "question" in scene.message


def test_the_same_question_twice_the_same_day_is_gently_refused(app, monkeypatch):
    ask(app, "Will the news be good?").lay(fate=True)
    run_until(app, AnswerScene).buttons.buttons[0].press()  # Ask again
    scene = app.stack.top
    assert isinstance(scene, AskScene) and scene.question.value == ""
    scene.handle(TextInput("will the NEWS be good"))
    scene.lay(fate=False)
    assert app.stack.top is scene and scene.refusal is not None
    assert "already" in scene.message and len(load_journal()[0].entries) == 1
    scene.earlier.press()  # "See that answer"
    assert isinstance(app.stack.top, AnswerScene) and app.stack.top.mode == "journal"
    app.pop()
    monkeypatch.setattr(fortune_ask, "now", lambda: datetime(2025, 3, 9, 9, 0))
    scene.lay(fate=True)  # the next day the question may be asked again
    assert isinstance(app.stack.top, FortuneTable)
    assert len(load_journal()[0].entries) == 2


def test_a_laying_left_unfinished_still_counts_and_can_be_finished(app):
    scene = ask(app, "Is it time?")
    scene.lay(fate=False)
    app.pop()  # the program closed mid-laying, say
    scene.lay(fate=False)
    assert scene.refusal is not None and not scene.refusal.finished
    assert scene.earlier.label == "Finish that laying"
    scene.earlier.press()
    table = app.stack.top
    assert isinstance(table, FortuneTable) and not table.replay_only
    table.read_now()
    run_until(app, AnswerScene)
    assert load_journal()[0].entries[0].finished


def test_fate_chooses_a_fortune_game_for_the_question(app):
    scene = ask(app, "Where will the road lead?", game_id=None)
    scene.lay(fate=True)
    table = app.stack.top
    assert isinstance(table, FortuneTable) and table.catalogue_entry.fortune
    assert table.game.id != SYMPATHIE_ID


def test_reading_the_cards_early_asks_first_and_then_answers(app):
    ask(app, "Shall I stay?").lay(fate=False)
    table = app.stack.top
    table.handle(Action("back"))
    dialog = app.stack.top
    assert isinstance(dialog, ReadNowDialog)
    dialog.handle(Action("confirm"))  # "Play on" has the focus: nothing is lost by a slip
    assert app.stack.top is table and table.outcome is None
    table.handle(Action("back"))
    app.stack.top.buttons.buttons[0].press()  # "Read them now"
    answer = run_until(app, AnswerScene)
    assert answer.entry.finished and answer.entry.outcome == "lost"


def test_leaving_a_laying_unread_keeps_it_for_the_journal(app):
    scene = ask(app, "Shall I move?")
    scene.lay(fate=False)
    app.stack.top.ask_to_read()
    app.stack.top.buttons.buttons[2].press()  # "Leave"
    assert app.stack.top is scene
    assert not load_journal()[0].entries[0].finished


def test_no_new_deal_in_a_fortune_laying(app):
    ask(app, "Will it last?").lay(fate=False)
    table = app.stack.top
    deal = table.deal
    table.handle(Action("new_deal"))
    assert app.stack.top is table and table.deal == deal
    assert [b.label for b in table.buttons] == ["Undo", "Redo", "Restart", "Rules",
                                                "Read the cards", "Menu"]
    next(b for b in table.buttons if b.label == "Menu").press()  # as Esc: asks first
    assert isinstance(app.stack.top, ReadNowDialog)
    assert any(b.label == "Let the cards fall" for b in table.special_buttons)


def test_the_player_can_hand_over_to_fate_midway(app):
    ask(app, "Should I wait?", "reussite_32").lay(fate=False)
    table = app.stack.top
    assert not table.autoplaying
    next(b for b in table.special_buttons if b.label == "Let the cards fall").press()
    assert table.autoplaying
    run_until(app, AnswerScene)


# --- Sympathie --------------------------------------------------------------------------

@pytest.fixture
def sympathie(app):
    """Sympathie, registered since Nr. 20 was written (the stand-in it once needed is gone)."""
    return registry().get(SYMPATHIE_ID)


def test_do_we_have_sympathie(app, sympathie):
    app.open("fortune_ask")
    scene = app.stack.top
    scene.set_kind(SYMPATHIE)
    scene.handle(TextInput("Anna"))
    scene.handle(Action("confirm"))
    app.step(1 / 60)  # Enter in the first name goes on to the second
    assert scene.active is scene.names[1]
    scene.handle(TextInput("Ben"))
    scene.lay(fate=True)
    table = app.stack.top
    assert isinstance(table, FortuneTable) and table.game.id == SYMPATHIE_ID
    # The pair by their names on the table, as the question under it names them.
    texts = [label.text for label in table.layout.labels.values() if label.text]
    assert any("Anna" in t for t in texts) and any("Ben" in t for t in texts)
    assert not any("Player" in t for t in texts)
    assert table.view.counter_text["player"](2) == "Ben"
    answer = run_until(app, AnswerScene)
    assert answer.entry.names == ("Anna", "Ben")
    assert answer.entry.question == "Do Anna and Ben have Sympathie?"
    assert answer.title in {"Sympathie!", "Sympathie, with a little work", "It is growing",
                            "Two different tunes"}
    answer.buttons.buttons[0].press()  # Ask again: the same pair, the other way round
    scene = app.stack.top
    scene.set_kind(SYMPATHIE)
    scene.names[0].value, scene.names[1].value = "ben", "ANNA"
    scene.lay(fate=True)
    assert scene.refusal is not None and app.stack.top is scene


@pytest.mark.parametrize("code", ["de", "fr"])
def test_every_sympathie_answer_is_shown_whole_at_both_sizes(app, monkeypatch, code):
    """The German and French lines are long: they wrap in the answer's frame and in the
    journal's detail, never cut short with an ellipsis."""
    import dataclasses

    from game.fortune.journal import Journal, save_journal
    from game.fortune.outcome import answer_words
    from game.fortune.questions import sympathie_question
    from game.scenes import fortune_answer_view, fortune_journal

    drawn: list[str] = []
    for module in (fortune_answer_view, fortune_journal):
        real = module.draw_text
        monkeypatch.setattr(module, "draw_text", lambda surface, text, *a, real=real, **k: (
            drawn.append(text), real(surface, text, *a, **k))[1])
    app.settings = dataclasses.replace(app.settings, language=code)
    names = ("Friederike", "Maximilian")
    journal = Journal(note_shown=False)
    for answer in ANSWERS:
        journal.add(asked=MORNING, kind=SYMPATHIE, question=sympathie_question(*names, lang=code),
                    names=names, game_id=SYMPATHIE_ID, deal=7, fate=True, outcome="lost",
                    answer=answer, score=30, best=52, reading_kind="left", reading=("QH",),
                    system="deck32")
    save_journal(journal)
    for size in ((1280, 720), (1920, 1080)):
        for entry in journal.entries:
            line = answer_words(entry.answer, SYMPATHIE, names, code)[1]
            for scene in (AnswerScene(app, entry, "journal"), JournalScene(app, entry.number)):
                app.push(scene)
                drawn.clear()
                draw_at(app, size)
                shown = " ".join(part for part in drawn if part and part in line)
                assert shown == line, (size, type(scene).__name__)
                app.pop()


def test_sympathie_needs_both_names(app, sympathie):
    app.open("fortune_ask")
    scene = app.stack.top
    scene.set_kind(SYMPATHIE)
    scene.names[0].value = "Anna"
    scene.lay(fate=True)
    assert app.stack.top is scene and "both names" in scene.message


# --- the journal and replays ------------------------------------------------------------

def test_journal_replay_deals_the_same_cards_and_falls_the_same_way(app):
    ask(app, "Will my wish come true?").lay(fate=True)
    first = run_until(app, AnswerScene).entry
    app.stack.top.open_journal()
    journal = app.stack.top
    assert isinstance(journal, JournalScene) and journal.entry == first
    journal.replay_laying()
    table = app.stack.top
    assert isinstance(table, FortuneTable) and table.replay_only
    assert table.state == table.game.new_state(first.deal)
    replayed = run_until(app, AnswerScene)
    assert replayed.mode == "replay"
    assert replayed.entry.answer == first.answer and replayed.entry.reading == first.reading
    assert load_journal()[0].entries == [first]  # a replay writes nothing
    replayed.handle(Action("confirm"))  # skips the reveal
    replayed.handle(Action("confirm"))  # Back
    assert app.stack.top is journal


def test_journal_lists_newest_first_and_shows_a_reading(app, monkeypatch):
    for hour, question in ((9, "First?"), (10, "Second?")):
        monkeypatch.setattr(fortune_ask, "now", lambda h=hour: datetime(2025, 3, 8, h))
        ask(app, question).lay(fate=True)
        run_until(app, AnswerScene)
        app.pop()
    app.push(JournalScene(app))
    journal = app.stack.top
    assert [e.question for e in journal.entries] == ["Second?", "First?"]
    journal.handle(Action("down"))
    assert journal.entry.question == "First?"
    journal.handle(Action("confirm"))
    assert isinstance(app.stack.top, AnswerScene)


def test_a_damaged_journal_is_set_aside_and_the_mode_still_works(app, tmp_path):
    (tmp_path / FILE_NAME).write_text("this = [is not, toml")
    scene = ask(app, "Will it work?")
    assert any("kept as" in text for text, _ in app.noticeboard.notices)
    assert (tmp_path / (FILE_NAME + ".bak")).exists()
    scene.lay(fate=True)
    run_until(app, AnswerScene)
    assert load_journal()[0].entries[0].finished


def test_the_note_is_shown_once(app):
    first = ask(app, "")
    assert first.show_note
    app.pop()
    second = ask(app, "")
    assert not second.show_note


def test_menu_leaves_the_mode(app):
    ask(app, "Where to?").lay(fate=True)
    answer = run_until(app, AnswerScene)
    answer.buttons.buttons[-1].press()  # Menu
    assert isinstance(app.stack.top, Home)


# --- keyboard and pad -------------------------------------------------------------------

def test_pad_moves_over_the_rows_and_picks_a_question(app):
    scene = ask(app, "", game_id=None)
    scene.handle(Action("down"))   # the focus appears on the question field
    scene.handle(Action("down"))   # … and goes down to the offered questions
    scene.handle(Action("confirm"))
    app.step(1 / 60)
    assert scene.question.value == scene.suggestions[0].label
    for _ in range(3):
        scene.handle(Action("down"))
    assert scene.focus is scene.game_button
    scene.handle(Action("right"))
    assert scene.game_index == 1 and scene.game_button.label != "Fate chooses"


def test_pad_confirm_on_the_field_opens_the_on_screen_keyboard(app):
    scene = ask(app, "", game_id=None)
    app.mapper.last_device = "pad"
    scene.focus = scene.question
    scene.handle(Action("confirm"))
    app.step(1 / 60)
    board = app.stack.top
    assert isinstance(board, KeyboardScene)
    board.type("Yes?")
    assert scene.question.value == "Yes?"


def test_pointer_clicks_a_suggestion(app):
    scene = ask(app, "")
    app.draw()
    target = scene.suggestions[3]
    scene.handle(PointerDown(target.rect.center))
    scene.handle(PointerUp(target.rect.center))
    assert scene.question.value == target.label


# --- drawing ----------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_fortune_scene_draws(app, size):
    scene = ask(app, "Will the sun shine on the wedding day, and will all the guests come "
                     "in good time?")
    draw_at(app, size)
    if scene.sympathie_available:
        scene.set_kind(SYMPATHIE)
        draw_at(app, size)
        scene.set_kind("question")
    scene.lay(fate=True)
    draw_at(app, size)  # the table, mid-laying
    answer = run_until(app, AnswerScene)
    draw_at(app, size)
    assert all(answer.buttons.buttons[i].rect.bottom <= size[1] for i in range(3))
    answer.open_journal()
    draw_at(app, size)
    journal = app.stack.top
    assert journal.list_panel.bottom <= size[1] and journal.detail.right <= size[0]
    journal.replay_laying()
    app.stack.top.ask_to_read()
    draw_at(app, size)  # the "read now?" dialog over the table


def test_the_screenshot_tool_writes_the_scenes(tmp_path, monkeypatch):
    import importlib.util
    from pathlib import Path

    tool_path = Path(__file__).resolve().parent.parent / "tools" / "screenshot_fortune.py"
    spec = importlib.util.spec_from_file_location("screenshot_fortune", tool_path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(data))
    assert tool.main([str(tmp_path / "shots"), "--size", "640x360"]) == 0
    names = {p.name for p in (tmp_path / "shots").glob("*.png")}
    for scene in ("ask", "play", "answer", "journal"):
        assert f"fortune_{scene}_640x360.png" in names
    assert not any(data.iterdir())  # the tool keeps to its own scratch folder
