"""Scenes by name: one scene opens another as `app.open("results", …)`, never by importing
it. A scene's module is imported when it is first opened — so a first frame loads only
the scene it shows (the table does not pull in the menu, nor the menu the renderer's
whole table), and no two scenes depend on each other's modules.

    name             what it is                                    made by
    menu             the game chooser                              menu.MenuScene
    table            a game's table                                table.TableScene
    resumed_table    a game in progress, as saved                  table.TableScene.resume
    winnable_deal    the table waiting for a winnable deal         table_waiting.WinnableDealWait
    results          the end of a game                             results.ResultsScene
    deal_entry       a deal number typed or picked                 deal_entry.DealEntryScene
    rules            a game's rules text                           rules.RulesScene
    statistics       the player's records                          statistics.StatisticsScene
    settings         the settings                                  settings.SettingsScene
    deck_chooser     decks, backs and cloths (from the settings)   deck_chooser.DeckChooserScene
    bindings         keys and pad buttons (from the settings)      bindings.BindingsScene
    keyboard         the on-screen keyboard                        keyboard.KeyboardScene
    fortune_ask      the fortune mode's question                   fortune_ask.AskScene
    fortune_table    the laying of a fortune                       fortune_table.FortuneTable
    fortune_answer   its answer                                    fortune_answer.AnswerScene
    fortune_journal  the answers given before                      fortune_journal.JournalScene
"""

from __future__ import annotations

import importlib

from game.scenes.base import Scene

# name -> "module:callable" under game.scenes; the callable takes (app, *args, **kwargs)
SCENES: dict[str, str] = {
    "menu": "menu:MenuScene",
    "table": "table:TableScene",
    "resumed_table": "table:TableScene.resume",
    "winnable_deal": "table_waiting:WinnableDealWait",
    "results": "results:ResultsScene",
    "deal_entry": "deal_entry:DealEntryScene",
    "rules": "rules:RulesScene",
    "statistics": "statistics:StatisticsScene",
    "settings": "settings:SettingsScene",
    "deck_chooser": "deck_chooser:DeckChooserScene",
    "bindings": "bindings:BindingsScene",
    "keyboard": "keyboard:KeyboardScene",
    "fortune_ask": "fortune_ask:AskScene",
    "fortune_table": "fortune_table:FortuneTable",
    "fortune_answer": "fortune_answer:AnswerScene",
    "fortune_journal": "fortune_journal:JournalScene",
}


class UnknownSceneError(KeyError):
    pass


def maker(name: str):
    """What makes the scene `name` (a class, or a class's constructor such as
    `TableScene.resume`), its module imported now if it was not yet."""
    try:
        module, _, attribute = SCENES[name].partition(":")
    except KeyError:
        raise UnknownSceneError(name) from None
    found = importlib.import_module(f"{__package__}.{module}")
    for part in attribute.split("."):
        found = getattr(found, part)
    return found


def make(name: str, app, *args, **kwargs) -> Scene:
    """The scene `name`, made for `app` with the scene's own arguments."""
    return maker(name)(app, *args, **kwargs)


def is_scene(scene: object, name: str) -> bool:
    """Is `scene` the scene `name` (that very class, not one made from it), answered without
    importing the scene's module?"""
    module, _, attribute = SCENES[name].partition(":")
    cls = type(scene)
    return (cls.__module__ == f"{__package__}.{module}"
            and cls.__qualname__ == attribute.partition(".")[0]
            and "." not in attribute)


__all__ = ["SCENES", "UnknownSceneError", "is_scene", "make", "maker"]
