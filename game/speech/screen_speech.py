"""Speech on the screens round the table: an observer of the scene on top and its focus.

Once a frame (App.step) it reads what the top scene shows and where its keyboard/pad
focus is — by the state the scenes keep for drawing, so no scene says anything itself —
and says what changed, in the player's language:

- a scene coming up: its title and text (the results: the headline, what it means and
  the numbers; the rules: the whole text; a dialog: its title);
- then, and whenever the focus moves, the focus: the chooser's selected game and its
  one-line goal (or the search typed, or the button), a settings row with its value, a
  controls row with its keys or pad buttons, a dialog's focused button;
- and what a scene tells in its line of news (the controls' "Ctrl+R is now …").

The table speaks for itself (table_speech.py). Pure Python: no pygame.
"""

from __future__ import annotations

from game import catalogue
from game.i18n import _, language
from game.speech.speaker import speaker_of


def sentences(*parts: str) -> str:
    """The parts one after another, each ending as a sentence ends."""
    said = [p if p[-1] in ".!?…»:" else p + "." for p in (p.strip() for p in parts) if p]
    return " ".join(said)


def goal(game_id: str) -> str:
    """A game's one-line goal: the first paragraph of its rules, as the chooser shows it."""
    rules = catalogue.rules_in(catalogue.entry(game_id).rules_text).strip()
    return rules.split("\n\n")[0].replace("\n", " ")


def game_text(spec) -> str:
    """'Klondike. Move every card to the foundations …' (the chooser's selected game)."""
    shown = catalogue.entry(spec.id).shown_title(language())
    return sentences(shown, goal(spec.id))


def focused_button(scene) -> str:
    """The label of the focused button of any of the scene's button sets ('' if none)."""
    for name in ("buttons", "back", "keys", "ui"):
        buttons = getattr(scene, name, None)
        focused = getattr(buttons, "focused", None)
        if focused is not None:
            return _("{button}, button").format(button=focused.text)
    return ""


def menu_focus(scene) -> str:
    button = focused_button(scene)
    if button:
        return button
    model = scene.model  # (the chooser's state: game/scenes/menu_model.py)
    if model.search_focused or model.query:
        typed = _("Search: {query}").format(query=model.query) if model.query \
            else _("Search, empty")
        spec = model.selected
        return typed if spec is None or model.search_focused else \
            sentences(typed, game_text(spec))
    spec = model.selected
    return game_text(spec) if spec is not None else _("No game found.")


def settings_focus(scene) -> str:
    if scene.focus >= len(scene.rows):
        return focused_button(scene) or _("{button}, button").format(button=_("Back"))
    row = scene.rows[scene.focus]
    return _("{setting}: {value}").format(setting=_(row.label), value=row.value())


def bindings_focus(scene) -> str:
    """The controls' row and column: 'Undo, keyboard: Ctrl+Z, Backspace'; the pad buttons'
    swap with its value; a button."""
    # (the controls' own words; prompts draws with pygame, loaded already by this screen)
    from game.input.bindings import ACTIONS, KEYBOARD, PAD
    from game.input.prompts import input_label

    if scene.row < 0:
        return _("{setting}: {value}").format(setting=_("Pad buttons"),
                                              value=scene._swap_text())
    if scene.row >= len(scene.actions):
        return focused_button(scene)
    action = scene.actions[scene.row]
    device = (KEYBOARD, PAD)[scene.column]
    names = [input_label(device, name, scene.family)
             for name in scene.bindings.names_for(device, action)]
    where = _("keyboard") if device == KEYBOARD else _("pad")
    return _("{action}, {device}: {inputs}").format(
        action=_(ACTIONS[action]), device=where, inputs=", ".join(names) or _("none"))


def statistics_focus(scene) -> str:
    """The chosen game's row, each number with its column's whole title (drawn cut short
    in narrow columns at large text): 'Klondike. Played: 14, Won: 5, …'."""
    button = focused_button(scene)
    if button or scene.selected is None:
        return button
    # (the table's own words; its view draws with pygame, loaded already by this screen)
    from game.scenes.statistics_text import NONE, column_titles
    from game.scenes.statistics_view import cells

    row = next((r for r in scene.rows() if r.game_id == scene.selected), None)
    if row is None:
        return ""
    title, *values = cells(row)
    numbers = [_("{label}: {value}").format(label=label, value=_("none") if v == NONE else v)
               for label, v in zip(column_titles()[1:], values, strict=True)]
    return sentences(title, ", ".join(numbers))


def deal_entry_focus(scene) -> str:
    """The number typed so far, what is wrong with it, the focused key."""
    typed = _("Deal number: {number}").format(number=scene.text) if scene.text else ""
    return sentences(typed, scene.message, focused_button(scene))


def results_intro(scene) -> str:
    headline, meaning = scene.words()
    numbers = [_("{label}: {value}").format(label=label, value=value)
               for label, value in scene.numbers()]
    return sentences(headline, meaning, *numbers)


def rules_intro(scene) -> str:
    title = scene.entry.shown_title(language())
    return sentences(title, catalogue.rules_in(scene.entry.rules_text).replace("\n", " "))


def titled_intro(scene) -> str:
    title = getattr(scene, "title", "")
    return _(title) if isinstance(title, str) and title else ""


def no_news(scene) -> str:
    return ""


def message(scene) -> str:
    return scene.message


# A scene's class name -> (what it says on coming up, where its focus is[, its news]).
SCENES = {
    "MenuScene": (lambda scene: _("Choose a game."), menu_focus),
    "SettingsScene": (titled_intro, settings_focus),
    "DeckChooserScene": (titled_intro, settings_focus),
    "ResultsScene": (results_intro, focused_button),
    "RulesScene": (rules_intro, focused_button),
    "DealEntryScene": (titled_intro, deal_entry_focus),
    "BindingsScene": (titled_intro, bindings_focus, message),
    "StatisticsScene": (titled_intro, statistics_focus),
}


class ScreenSpeech:
    """Says the top scene when it comes up and its focus when that moves (not the table's:
    the table says its own)."""

    def __init__(self, app) -> None:
        self.app = app
        self.scene = None
        self.focus = self.news = ""

    def follow(self) -> None:
        """Once a frame."""
        if not getattr(self.app.settings, "speech", False):
            self.scene = None  # (on again: the screen is said afresh)
            return
        scene = self.app.stack.top
        if scene is None or hasattr(scene, "speech"):  # the table speaks for itself
            self.scene = scene
            return
        intro, focus, *news = SCENES.get(type(scene).__name__, (titled_intro, focused_button))
        now, told = focus(scene), (news or [no_news])[0](scene)
        if scene is not self.scene:
            self.scene, self.focus, self.news = scene, now, told
            self.say(sentences(intro(scene), now))
            return
        fresh = told if told != self.news and told not in now else ""
        self.news = told
        if now != self.focus or fresh:
            self.say(now if not fresh else sentences(fresh, now) if now != self.focus else fresh)
            self.focus = now

    def say(self, text: str) -> None:
        if text:
            speaker_of(self.app).say(text, language())

    def repeat(self) -> None:
        if getattr(self.app.settings, "speech", False):
            speaker_of(self.app).repeat(language())
