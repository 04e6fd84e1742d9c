"""The chooser's buttons, placed in its layout (menu_layout.py): the views' row, the
selected game's options and its Play / Deal number / Rules / Favourite row, and the bottom
bar (Resume, Ask the cards, Statistics, Settings, Quit). Each button calls one of the
scene's actions (`MenuActions`): the buttons know nothing else of the scene.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game import catalogue
from game.render.text import font
from game.render.widgets import MIN_TEXT, Button, label_room
from game.scenes import menu_text as text
from game.scenes.menu_icons import grid_icon, list_icon, star_icon
from game.scenes.menu_layout import MenuLayout
from game.scenes.menu_model import MenuModel


class MenuActions(Protocol):
    """What the chooser's buttons and input may ask of its scene (menu.py)."""

    def play(self, deal: int | None = None) -> None: ...
    def new_deal(self) -> None: ...
    def choose_deal(self) -> None: ...
    def show_rules(self) -> None: ...
    def toggle_favourite(self) -> None: ...
    def toggle_winnable_only(self) -> None: ...
    def cycle_option(self, name: str) -> None: ...
    def set_view(self, view: str) -> None: ...
    def toggle_grid(self) -> None: ...
    def random_game(self) -> None: ...
    def resume(self, game_id: str | None = None) -> None: ...
    def ask_the_cards(self) -> None: ...
    def open_statistics(self) -> None: ...
    def open_settings(self) -> None: ...
    def open_search(self) -> None: ...
    def set_query(self, query: str) -> None: ...
    def move_selection(self, step: int) -> None: ...
    def quit(self) -> None: ...


def place_buttons(layout: MenuLayout, model: MenuModel, actions: MenuActions,
                  winnable_only) -> tuple[list[Button], list[Button]]:
    """Every button of the chooser, placed; and the selected game's option buttons among
    them (placed by the detail pane's drawing, beside their names). `winnable_only`: the
    games whose new deals are winnable ones only (a setting)."""
    buttons = views_buttons(layout, model, actions)
    options: list[Button] = []
    spec = model.selected
    if spec is not None:
        options = [Button(model.option_label(spec, option),
                          lambda n=option.name: actions.cycle_option(n))
                   for option in spec.options]
        if model.offers_winnable(spec):  # drawn as the last option row
            options.append(Button(text.DEAL_CHOICES[spec.id in winnable_only],
                                  actions.toggle_winnable_only))
        buttons += options + game_buttons(layout, model, actions)
    return buttons + bottom_buttons(layout, model, actions), options


def game_buttons(layout: MenuLayout, model: MenuModel, actions: MenuActions) -> list[Button]:
    """Play, (New deal,) Deal number, Rules and the favourite's star under the details."""
    s, spec, d = layout.s, model.selected, layout.detail_panel
    pad, bh, gap = round(28 * s), round(50 * s), round(14 * s)
    favourite = model.memory.is_favourite(spec.id)
    row = [Button(text.PLAY, actions.play, primary=True),
           Button(text.DEAL_NUMBER, actions.choose_deal), Button(text.RULES, actions.show_rules),
           Button(text.FAVOURITE, actions.toggle_favourite,
                  icon=lambda surface, rect, colour: star_icon(surface, rect, favourite))]
    widths = [160, 190, 120, 50]
    if spec.id in model.in_progress:  # Play takes up that game; this starts another
        row.insert(1, Button(text.NEW_DEAL, actions.new_deal))
        widths = [140, 150, 170, 110, 50]
    # narrow panels: every button keeps its share of the row
    fit = min(1.0, (d.width - 2 * pad - gap * (len(row) - 1)) / (sum(widths) * s))
    x = d.x + pad
    for b, width in zip(row, widths, strict=True):
        b.rect = pygame.Rect(x, d.bottom - pad - bh, round(width * s * fit), bh)
        x = b.rect.right + gap
    return row


def bottom_buttons(layout: MenuLayout, model: MenuModel, actions: MenuActions) -> list[Button]:
    """Ask the cards, Statistics, Settings and Quit on the right of the bottom bar; Resume
    on its left when a game is in progress."""
    s, d = layout.s, layout.detail_panel
    bottom = [Button(text.ASK_THE_CARDS, actions.ask_the_cards),
              Button(text.STATISTICS, actions.open_statistics),
              Button(text.SETTINGS, actions.open_settings), Button(text.QUIT, actions.quit)]
    bh = round(44 * s)
    y = layout.size[1] - layout.bar_h + (layout.bar_h - bh) // 2
    right = d.right
    for b in reversed(bottom):
        width = max(round(130 * s), label_room(b, bh))
        b.rect = pygame.Rect(right - width, y, width, bh)
        right = b.rect.x - round(12 * s)
    resume_id = model.resume_id
    if resume_id is not None:
        deal = model.in_progress[resume_id].deal if resume_id in model.in_progress \
            else model.saved.get("deal")
        resume = Button(text.resume_label(catalogue.title_of(resume_id), deal),
                        actions.resume)
        width = min(font(int(bh * 0.5)).size(resume.text)[0] + bh * 2,
                    right - layout.list_panel.x - round(20 * s))
        resume.rect = pygame.Rect(layout.list_panel.x, y, width, bh)
        bottom.insert(0, resume)
    return bottom


def views_buttons(layout: MenuLayout, model: MenuModel, actions: MenuActions) -> list[Button]:
    """All games · Favourites · Recent on the left; Random and list/grid on the right
    (on a line of their own where the window is narrow)."""
    area, s = layout.views_rect, layout.s
    gap = round(6 * s)
    h = (area.height - gap * (layout.views_lines - 1)) // layout.views_lines
    views = [Button(text.VIEW_TITLES[v], lambda v=v: actions.set_view(v),
                    primary=v == model.view) for v in text.VIEW_TITLES]
    toggle = Button(text.LIST_VIEW if model.grid else text.GRID_VIEW, actions.toggle_grid,
                    icon=list_icon if model.grid else grid_icon)
    chance = Button(text.RANDOM_GAME, actions.random_game)
    size = max(MIN_TEXT, int(h * 0.5))  # as the buttons draw their labels
    widths = [font(size).size(b.text)[0] + h for b in (*views, chance)] + [h]
    if sum(widths) + gap * len(widths) > area.width:  # narrow: the labels' room only
        widths = [label_room(b, h) for b in (*views, chance)] + [h]
    x = area.x
    for b, width in zip(views, widths, strict=False):
        b.rect = pygame.Rect(x, area.y, width, h)
        x = b.rect.right + gap
    y = area.bottom - h
    toggle.rect = pygame.Rect(area.right - h, y, h, h)
    chance.rect = pygame.Rect(toggle.rect.x - gap - widths[3], y, widths[3], h)
    return [*views, chance, toggle]


__all__ = ["MenuActions", "place_buttons"]
