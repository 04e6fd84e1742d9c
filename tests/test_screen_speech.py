"""Speech round the table (game/speech/screen_speech.py), in en, de and fr: the chooser's
selected game and its one-line goal, the search typed, its buttons; every settings row
with its value; the dialogs' titles, texts and every one of their buttons; the results."""

from __future__ import annotations

import dataclasses

import pytest
from speech_helpers import speaking_app

from game.i18n import _, set_language
from game.input.intents import Action, TextInput
from game.rules import registry
from game.scenes.results import ResultsScene
from game.speech.screen_speech import goal
from table_helpers import open_menu

LANGUAGES = ("en", "de", "fr")


@pytest.fixture
def heard(tmp_path, monkeypatch):
    yield speaking_app(tmp_path, monkeypatch)
    set_language("en")


def follow(app) -> str:
    """One frame's speech: what the screens' observer said, '' if nothing."""
    before = len(app.speaker.backend.said)
    app.draw()  # (the scenes lay out as they draw)
    app.screen_speech.follow()
    said = app.speaker.backend.texts[before:]
    return " | ".join(said)


def coming_up(heard, language: str, open_scene):
    """In `language`, the chooser said, then the scene `open_scene(app)` opens over it:
    the app, that scene and what was said as it came up."""
    app, _recording = heard
    set_language(language)
    open_menu(app)
    follow(app)
    scene = open_scene(app)
    return app, scene, follow(app)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chooser_says_the_selected_game_its_goal_and_buttons(heard, language):
    app, _recording = heard
    set_language(language)
    menu = open_menu(app)
    first = follow(app)
    assert first.startswith(_("Choose a game.")) and goal(menu.model.selected.id) in first
    menu.handle(TextInput("freecell"))
    said = follow(app)
    assert "FreeCell" in said and goal("freecell") in said, said
    assert said.startswith(_("Search: {query}").format(query="freecell"))
    if language != "en":
        set_language("en")
        english = goal("freecell")
        set_language(language)
        assert goal("freecell") != english, "the goal is said in the player's language"
    seen = set()
    for _press in range(len(menu.buttons.buttons) + 1):
        menu.handle(Action("right"))
        said = follow(app)
        assert said.endswith(_("{button}, button").format(button=menu.buttons.focused.text))
        seen.add(menu.buttons.focused.label)
    assert len(seen) > 3  # Play, Deal number, Rules, Favourite …
    assert follow(app) == ""  # nothing new: nothing said


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_settings_row_is_said_with_its_value(heard, language):
    app, settings, first = coming_up(heard, language, lambda app: app.open("settings"))
    assert first.startswith(_("Settings")), first
    said = [first]
    for _row in range(len(settings.rows)):
        settings.handle(Action("down"))
        said.append(follow(app))
    for row, text in zip(settings.rows, said, strict=False):
        assert _("{setting}: {value}").format(setting=_(row.label),
                                              value=row.value()) in text, text
    assert said[-1] == _("{button}, button").format(button=_("Back"))
    settings.handle(Action("up"))
    follow(app)
    speech_row = next(i for i, row in enumerate(settings.rows) if row.label == "Speech")
    settings.focus = speech_row
    follow(app)
    settings.handle(Action("left"))  # a value changed is said (speech off: then silence)
    assert not app.settings.speech and follow(app) == ""
    settings.handle(Action("left"))
    assert _("{setting}: {value}").format(setting=_("Speech"), value=_("On")) in follow(app)


DIALOGS = {
    "rules": lambda app: app.open("rules", registry().get("klondike")),
    "deal_entry": lambda app: app.open("deal_entry", on_choose=lambda n: None),
    "statistics": lambda app: app.open("statistics"),
    "deck_chooser": lambda app: app.open("deck_chooser"),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("dialog", DIALOGS)
def test_every_dialog_says_its_title_and_each_button(heard, dialog, language):
    app, scene, said = coming_up(heard, language, DIALOGS[dialog])
    assert said, f"{dialog} said nothing on coming up"
    sets = [getattr(scene, n) for n in ("buttons", "keys", "back")
            if hasattr(getattr(scene, n, None), "focused")]
    assert sets
    for buttons in sets:
        for k, button in enumerate(buttons.buttons):
            if hasattr(scene, "focus") and isinstance(scene.focus, int):
                scene.focus = len(scene.rows) if buttons is getattr(scene, "back", None) \
                    else scene.focus
            buttons.focus = k
            said = follow(app) or said  # (the first may be said as the dialog came up)
            assert _("{button}, button").format(button=button.text) in said, (dialog, said)
            if language != "en" and button.label.isalpha():
                assert button.text != button.label or button.label in ("OK",), button.label


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("outcome", ("won", "lost"))
def test_the_results_are_said(heard, language, outcome):
    app, _recording = heard
    set_language(language)
    open_menu(app)
    follow(app)
    results = ResultsScene(app, "klondike", outcome, moves=97, seconds=125.0, score=None,
                           deal=4, on_next=lambda: None, on_replay=lambda: None,
                           on_menu=lambda: None, on_undo=lambda: None)
    app.push(results)
    said = follow(app)
    headline, meaning = results.words()
    assert said.startswith(headline) and meaning in said and "97" in said, said
    assert _("{button}, button").format(button=_("Next deal")) in said
    if language != "en":
        assert "Well played" not in said and "No more moves" not in said
    results.handle(Action("right"))
    assert follow(app) == _("{button}, button").format(button=_("Replay this deal"))


def test_the_screens_are_silent_with_speech_off(tmp_path, monkeypatch):
    app, recording = speaking_app(tmp_path, monkeypatch)
    app.settings = dataclasses.replace(app.settings, speech=False)
    open_menu(app)
    app.screen_speech.follow()
    app.open("settings")
    app.screen_speech.follow()
    assert recording.texts == []


def test_say_again_repeats_the_last_message_anywhere(heard):
    app, recording = heard
    open_menu(app)
    follow(app)
    app.open("settings")
    follow(app)
    app.dispatch(Action("say_again"))
    assert recording.texts[-1] == recording.texts[-2]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_controls_say_each_row_and_column_with_its_keys(heard, language):
    from game.input.bindings import ACTIONS
    from game.input.prompts import input_label

    app, controls, first = coming_up(heard, language, lambda app: app.open("bindings"))
    assert first.startswith(_("Controls")), first
    controls.handle(Action("up"))  # the pad buttons' swap, with its value
    said = follow(app)
    assert said == _("{setting}: {value}").format(setting=_("Pad buttons"),
                                                  value=controls._swap_text()), said
    controls.handle(Action("down"))
    for action in controls.actions:
        for device in ("keyboard", "pad"):
            said = follow(app)
            inputs = [input_label(device, name, controls.family)
                      for name in controls.bindings.names_for(device, action)]
            assert said.startswith(_(ACTIONS[action])), said
            assert said.endswith(", ".join(inputs) or _("none")), said
            assert (_("keyboard") if device == "keyboard" else _("pad")) in said
            controls.handle(Action("right"))
        controls.handle(Action("down"))
    assert follow(app) == _("{button}, button").format(button=_("Back"))
    controls.row, controls.column = controls.actions.index("undo"), 0
    follow(app)
    controls.handle(Action("confirm"))  # waiting for a key: the message is said
    assert follow(app) == controls.message and controls.capturing
    controls.captured("keyboard", "u")
    said = follow(app)  # the news, then the row as it is now
    assert said.startswith(controls.message) and said.rstrip(".").endswith(": U"), said
    assert follow(app) == ""


def test_say_again_works_where_letters_are_typed(heard):
    """The chooser's search takes the letters (S is text there): Ctrl+R says it again."""
    import pygame

    app, recording = heard
    menu = open_menu(app)
    follow(app)
    assert menu.accepts_text  # (the chooser: a letter goes to the search)
    intents = {}
    for key, mod, text in ((pygame.K_s, 0, "s"), (pygame.K_r, pygame.KMOD_CTRL, "")):
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text,
                                   scancode=0)
        intents[text] = app.mapper.translate(event)
    assert intents["s"] == []  # the TEXTINPUT that follows types it
    assert intents[""] == [Action("say_again")]
    app.dispatch(intents[""][0])
    assert recording.texts[-1] == recording.texts[-2]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_statistics_say_the_chosen_row_with_every_columns_whole_title(heard, language):
    """The columns' titles are drawn cut short at large text: speech says them whole."""
    from game.scenes.statistics_text import column_titles
    from game.store import GameStats

    heard[0].stats = {"klondike": GameStats(played=14, won=5, lost=9, best_time=251.0,
                                            current_streak=2, best_streak=3),
                      "freecell": GameStats(played=3, won=3, lost=0)}
    app, stats, first = coming_up(heard, language, lambda app: app.open("statistics"))
    assert first.startswith(_("Statistics")) or first.startswith(_(stats.title)), first
    said = [first]
    stats.handle(Action("down"))
    said.append(follow(app))
    titles = column_titles()
    for text in said:
        for title in titles[1:]:
            assert _("{label}: {value}").format(label=title, value="") in text, (title, text)
    assert any("14" in text for text in said) and any("FreeCell" in text for text in said)
