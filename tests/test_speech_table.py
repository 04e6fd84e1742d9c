"""Speech at the table, the whole of it: every focus stop of every game's deal said in en,
de and fr (nothing empty, nothing left in English); the read-table key; the stock's count
and redeals; every stock refusal text and a refused card move said with its reason; hints
said; notices that wait for the player's next action while speech is on (and only then)."""

from __future__ import annotations

import pygame
import pytest
from speech_helpers import refused_columns, speaking_app, stops

from game.engine.stock_refusal import REASONS
from game.i18n import _, set_language
from game.input.intents import Action
from game.rules import registry
from game.scenes.table_solver import HINT_PREFIX
from game.speech.table_reading import pile_reading
from table_helpers import make_app, open_table

LANGUAGES = ("de", "fr")


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    """One headless app with speech on for the every-game walk (a table each)."""
    mp = pytest.MonkeyPatch()
    app, _recording = speaking_app(tmp_path_factory.mktemp("speech"), mp)
    yield app
    mp.undo()
    set_language("en")


@pytest.fixture
def heard(tmp_path, monkeypatch):
    yield speaking_app(tmp_path, monkeypatch)
    set_language("en")


@pytest.mark.parametrize("game_id", registry().ids())
def test_every_focus_stop_of_every_game_is_said_in_each_language(shared_app, game_id):
    app = shared_app
    while app.stack.top is not None:
        app.pop()
    scene = open_table(app, game_id, 7, persist=False)
    set_language("en")
    english = {stop: scene.speech.focus_text(*stop) for stop in stops(scene)}
    reading = [pile_reading(scene.game, scene.state, i) for i, _p in
               enumerate(scene.game.pile_specs)]
    assert english and all(english.values()), english
    piles = [stop for stop in english if stop[0][0] == "pile"]
    assert piles, "the focus reaches piles"
    for language in LANGUAGES:
        set_language(language)
        other = {stop: scene.speech.focus_text(*stop) for stop in english}
        assert all(other.values())
        left = [english[s] for s in piles if other[s] == english[s]]
        assert not left, f"left in English in {language}: {left}"
        read = [pile_reading(scene.game, scene.state, i) for i in range(len(reading))]
        assert all(read) and not [r for r, e in zip(read, reading, strict=True) if r == e]
    set_language("en")
    app.pop()


def test_the_read_key_reads_every_pile_and_the_counters(heard):
    app, recording = heard
    scene = open_table(app, "klondike", 1, persist=False)
    scene.handle(Action("read_table"))
    text = recording.texts[-1]
    assert text.startswith("stock: 24 cards"), text
    for k in range(1, 8):
        assert f"column {k}: " in text
    assert "column 1: the " in text and "column 7: 6 face-down cards, then the " in text
    assert "foundation 4: empty" in text and text.endswith(".")
    set_language("fr")
    scene.handle(Action("read_table"))
    assert "colonne 7" in recording.texts[-1] and "stock" not in recording.texts[-1]


def test_the_stock_says_its_cards_and_redeals_left(heard):
    app, recording = heard
    scene = open_table(app, "klondike", 1, persist=False)  # one card, two redeals
    stock = scene.game.groups["stock"][0]
    assert scene.speech.focus_text(("pile", stock), 1) == "stock, 24 cards, 2 redeals left"
    scene.state.counters[scene.state.counter_names.index("redeals_left")] = 1
    assert scene.speech.focus_text(("pile", stock), 1) == "stock, 24 cards, one redeal left"
    scene.state.counters[scene.state.counter_names.index("redeals_left")] = 0
    scene.state.piles[stock] = ()
    assert scene.speech.focus_text(("pile", stock), 0) == "stock, empty, no redeals left"
    set_language("de")
    german = scene.speech.focus_text(("pile", stock), 0)
    assert "leer" in german and german != "stock, empty, no redeals left", german


@pytest.mark.parametrize("language", ("en", "de", "fr"))
def test_every_stock_refusal_is_said_translated(heard, language):
    app, recording = heard
    open_table(app, "klondike", 1, persist=False)
    set_language(language)
    for reason in REASONS:
        app.notify(_(reason))
        assert recording.said[-1] == (_(reason), language)
        assert recording.texts[-1]
        if language != "en":
            assert recording.texts[-1] != reason, f"not translated: {reason}"


def test_a_refused_stock_says_why_once_and_the_notice_waits(heard):
    app, recording = heard
    scene = open_table(app, "klondike", 1, persist=False)
    stock, waste = scene.game.groups["stock"][0], scene.game.groups["waste"][0]
    scene.state.piles[stock], scene.state.piles[waste] = (), ()
    app.mapper.last_device = "keyboard"
    focus = scene.focus
    focus.awake = True
    focus.target, focus.count = ("pile", stock), 0
    scene.speech.follow(focus)
    app.dispatch(Action("confirm"))
    scene.speech.follow(focus)
    assert recording.texts[-1] == "The stock is used up.", recording.texts
    assert "That move is not allowed." not in recording.texts  # said once, with its reason
    app.advance(60.0)  # a minute later it is still on show: speech waits for the player
    assert [n[0] for n in app.noticeboard.notices] == ["The stock is used up."]
    assert app.noticeboard.next_change() is None
    app.dispatch(Action("say_again"))  # reading again keeps it
    assert recording.texts[-1] == "The stock is used up." and app.noticeboard.notices
    app.dispatch(Action("left"))  # the next action takes it away
    assert not app.noticeboard.notices


def test_without_speech_notices_still_run_out(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, animation_speed="instant")
    app.notify("A notice")
    assert app.noticeboard.next_change() is not None
    app.dispatch(Action("left"))
    assert app.noticeboard.notices  # an action does not take it away
    app.advance(60.0)
    assert not app.noticeboard.notices


def test_a_card_that_cannot_move_or_go_there_is_named(heard):
    app, recording = heard
    scene = open_table(app, "klondike", 1, persist=False)
    focus, src, dst = refused_columns(app, scene)
    columns = scene.game.groups["tableau"]
    scene.model.select(src, 1)
    focus.target, focus.count = ("pile", dst), 1
    scene.speech.follow(focus)
    focus.confirm()
    scene.speech.follow(focus)
    refused = recording.texts[-1]
    assert refused.startswith("The ") and refused.endswith(f" cannot go to column "
                                                           f"{columns.index(dst) + 1}.")
    assert "That move is not allowed." not in recording.texts
    set_language("de")
    pygame.time.delay(5)  # (a refusal is told by the focus's nudge time: a later one)
    focus.confirm()
    scene.speech.follow(focus)
    assert "kann nicht" in recording.texts[-1] and "Spalte" in recording.texts[-1]
    scene.model.deselect()
    focus.target, focus.count = ("pile", scene.game.groups["foundation"][0]), 0
    scene.speech.follow(focus)
    pygame.time.delay(5)
    focus.confirm()  # an empty foundation: no card to name, the plain refusal
    scene.speech.follow(focus)
    assert recording.texts[-1] == _("That move is not allowed.") != "That move is not allowed."


def test_a_hint_is_said(heard):
    app, recording = heard
    scene = open_table(app, "freecell", 3, persist=False)
    prefixes = tuple(text.split("{hint}")[0] for text in HINT_PREFIX.values())
    scene.handle(Action("hint"))
    for _step in range(400):
        app.step(0.05)
        if any(t.startswith(prefixes) for t in recording.texts):
            break
    hint = next(t for t in recording.texts if t.startswith(prefixes))
    assert " the " in hint, hint
