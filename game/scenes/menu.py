"""The game chooser: every registered game, grouped by source, with search and details.

Left: a search field and the scrolling list. Right: the selected game (titles, source,
deck, variant, a short description, the player's record) and Play / Deal number / Rules.
Bottom: Resume (when a game is saved), Settings, Quit. Up/down choose a game, confirm
plays, left/right move a focus over the buttons, typing searches, back clears the search
(or quits). Sizes are design pixels of a 1280×720 screen times `self.s`.
"""

from __future__ import annotations

import math
import time
import traceback
import unicodedata

import pygame

from game.engine.cards import ACE, CLUBS, DIAMONDS, HEARTS, KING, QUEEN, SPADES, card
from game.engine.deal import MAX_DEAL, rng_for
from game.engine.registry import SOURCES
from game.input.intents import (
    Action,
    Intent,
    PointerDown,
    PointerMove,
    PointerUp,
    Scroll,
    TextInput,
)
from game.render.felt import felt
from game.render.text import GOLD, INK, MUTED, draw_text, font, wrap
from game.render.widgets import (
    Button,
    ButtonSet,
    Scroller,
    draw_search_field,
    fit_text,
    gilded,
    ornament_rule,
    panel,
    suit_pip,
    title_font,
    ui_scale,
)
from game.scenes.base import Scene
from game.scenes.results import record_text
from game.store import load_game

LANGUAGES = {"en": "English", "de": "German", "fr": "French"}
SELECTED = (120, 190, 140, 60)
HOVER = (255, 255, 255, 16)
FAN = ((KING, SPADES, 18), (ACE, HEARTS, 0), (QUEEN, DIAMONDS, -18))  # rank, suit, degrees
RED_PIP = (196, 64, 58)
DARK_PIP = (18, 30, 24)
MAX_QUERY = 40


def fold(text: str) -> str:
    """Lower case without accents, so "lucken" finds "Lücken"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def matches(spec, query: str) -> bool:
    """Every word of the query appears in the game's id, a title or its source reference."""
    haystack = fold(" ".join([spec.id, spec.title, *spec.titles.values(), spec.source_ref]))
    return all(word in haystack for word in fold(query).split())


def new_deal_number() -> int:
    """A fresh deal number, drawn from the clock."""
    return rng_for("menu deal", time.time_ns()).below(MAX_DEAL) + 1


def start_table(app, game_id: str, deal: int | None = None,
                options: dict | None = None) -> None:
    from game.scenes.table import TableScene  # late: the table pulls in the whole renderer

    app.push(TableScene(app, game_id, deal=deal, options=options))


def resume_table(app, record: dict) -> None:
    from game.scenes.table import TableScene

    app.push(TableScene.resume(app, record))


def draw_fan(surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
    """Three cards fanned in `area`, as a hand is held; returns what they cover."""
    from game.render.card_art import face

    h = round(area.height * 0.76)
    w = round(h * 0.69)
    reach = h * 1.15  # from the pivot below the hand to each card's centre
    pivot = (area.centerx, area.y + h * 0.56 + reach)
    covered = pygame.Rect(area.center, (0, 0))
    for rank, suit, degrees in FAN:
        image = pygame.transform.rotozoom(face(card(rank, suit), w, h), degrees, 1)
        a = math.radians(degrees)
        centre = (pivot[0] - reach * math.sin(a), pivot[1] - reach * math.cos(a))
        shade = image.copy()
        shade.fill((0, 0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)
        shade.set_alpha(80)
        offset = max(2, area.height // 40)
        surface.blit(shade, shade.get_rect(center=(centre[0] + offset, centre[1] + offset)))
        covered = covered.union(surface.blit(image, image.get_rect(center=centre)))
    return covered


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.specs = list(app.registry.specs())
        self.query = ""
        self.rows: list[tuple[str, object]] = []     # ("heading", source) | ("game", spec)
        self.tops: list[int] = []                    # each row's top in the list's content
        self.visible_games: list = []
        self.selected_id: str | None = None
        self.options: dict[str, dict[str, str]] = {}  # chosen variants, per game, this session
        self.scroller = Scroller()
        self.jump_to_selected = True
        self.hover_row: int | None = None
        self.armed_play: str | None = None          # double-clicked game: plays on release
        self.pending_confirm = False
        self.caret = 0.0
        self.saved: dict | None = None
        self.shown_saved_id: str | None = None
        self.buttons = ButtonSet()
        self.size = (0, 0)
        self.s = 1.0
        self._backdrop: pygame.Surface | None = None
        self._fade: pygame.Surface | None = None
        self._refilter()

    # --- life cycle ------------------------------------------------------------------------
    def enter(self) -> None:
        """Also on coming back from a table: the saved game and statistics may have changed."""
        self.saved, notice = load_game()
        if notice:
            self.app.notify(notice)
        if self.saved is not None and self.saved.get("game_id") not in self.app.registry:
            self.saved = None
        saved_id = self.saved["game_id"] if self.saved else None
        if saved_id != self.shown_saved_id:  # a newly saved game: offer it, selected
            self.shown_saved_id = saved_id
            if saved_id and not self.query:
                self.selected_id = saved_id
        self._refilter()
        self.jump_to_selected = True  # at once, on the first layout: no glide on opening

    @property
    def selected(self):
        return next((s for s in self.visible_games if s.id == self.selected_id), None)

    def _refilter(self) -> None:
        self.visible_games = [s for s in self.specs if matches(s, self.query)]
        self.rows = []
        for source in SOURCES:
            games = [s for s in self.visible_games if s.source == source]
            if games:
                self.rows.append(("heading", source))
                self.rows.extend(("game", s) for s in games)
        if self.selected is None:
            self.selected_id = self.visible_games[0].id if self.visible_games else None
        self.size = (0, 0)  # lay out again (the list and the detail buttons changed)

    # --- actions ---------------------------------------------------------------------------
    def play(self, deal: int | None = None) -> None:
        spec = self.selected
        if spec is None:
            return
        try:
            start_table(self.app, spec.id, deal if deal is not None else new_deal_number(),
                        dict(self.options.get(spec.id, {})))
        except Exception as error:  # one broken game must not take the whole menu down
            traceback.print_exc()
            self.app.notify(f"{spec.title} could not be started: {error}")

    def choose_deal(self) -> None:
        spec = self.selected
        if spec is not None:
            from game.scenes.deal_entry import DealEntryScene

            self.app.push(DealEntryScene(self.app, on_choose=self.play,
                                         title=f"{spec.title}: deal number"))

    def show_rules(self) -> None:
        if self.selected is not None:
            from game.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, self.selected))

    def resume(self) -> None:
        if self.saved is None:
            return
        try:
            resume_table(self.app, self.saved)
        except Exception:  # a damaged record must not take the menu down with it
            self.app.notify("The saved game could not be resumed.")
            self.saved = None
            self.size = (0, 0)

    def open_settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def cycle_option(self, name: str) -> None:
        spec = self.selected
        option = next(o for o in spec.options if o.name == name)
        chosen = self.options.setdefault(spec.id, {})
        keys = list(option.choices)
        chosen[name] = keys[(keys.index(chosen.get(name, option.default)) + 1) % len(keys)]
        self.size = (0, 0)

    def option_label(self, spec, option) -> str:
        value = self.options.get(spec.id, {}).get(option.name, option.default)
        return option.choice_labels.get(value, value.replace("_", " ").capitalize())

    def move_selection(self, step: int) -> None:
        ids = [s.id for s in self.visible_games]
        if ids:
            i = ids.index(self.selected_id) if self.selected_id in ids else -step
            self.selected_id = ids[max(0, min(len(ids) - 1, i + step))]
            self.size = (0, 0)
            self._ensure_layout(self.app.screen.get_size())
            self._reveal_selected()

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._ensure_layout(self.app.screen.get_size())
        if isinstance(intent, TextInput):
            self._type(intent.text)
        elif isinstance(intent, Action):
            self._action(intent.name)
        elif isinstance(intent, Scroll):
            if self.list_rect.collidepoint(intent.pos):
                self.scroller.scroll_by(-intent.dy * self.row_h * 1.5)
        elif isinstance(intent, PointerDown | PointerMove | PointerUp):
            self._pointer(intent)

    def _type(self, text: str) -> None:
        if text == " " and self.pending_confirm:
            self.pending_confirm = False  # the space bar also sends confirm: it was a space
        text = "".join(c for c in text if c.isprintable())
        if text.strip() or (text and self.query):
            self.query = (self.query + text)[:MAX_QUERY]
            self._refilter()

    def _action(self, name: str) -> None:
        focused = self.buttons.focused
        if name in ("up", "down"):
            self.move_selection(-1 if name == "up" else 1)
        elif name in ("left", "right"):
            if focused is None:  # the first press shows the focus, on Play
                self.buttons.focus = next((i for i, b in enumerate(self.buttons.buttons)
                                           if b.label == "Play"), 0)
            else:
                self.buttons.move_focus(1 if name == "right" else -1)
        elif name == "confirm":
            if focused is not None:
                focused.press()
            elif self.query:
                self.pending_confirm = True  # decided in update: a TextInput(" ") may follow
            else:
                self.play()
        elif name == "undo" and self.query:  # the backspace key
            self.query = self.query[:-1]
            self._refilter()
        elif name in ("back", "cancel"):
            if self.query:
                self.query = ""
                self._refilter()
            elif focused is not None:
                self.buttons.focus = None
            else:
                self.app.quit()
        elif name == "rules":
            self.show_rules()

    def _pointer(self, intent) -> None:
        if self.scroller.pointer(intent):
            return
        if self.buttons.pointer(intent):
            self.hover_row = None
            return
        row = self._row_at(intent.pos)
        if isinstance(intent, PointerMove):
            self.hover_row = row
        elif isinstance(intent, PointerUp):
            armed, self.armed_play = self.armed_play, None
            if armed and row is not None and self.rows[row][1].id == armed:
                self.play()
        elif isinstance(intent, PointerDown) and intent.button == 1:
            if self.query and self.clear_rect.collidepoint(intent.pos):
                self.query = ""
                self._refilter()
            elif row is not None:
                self.selected_id = self.rows[row][1].id
                self.size = (0, 0)
                self.armed_play = self.selected_id if intent.clicks >= 2 else None

    # --- list geometry -----------------------------------------------------------------------
    def _row_at(self, pos) -> int | None:
        if not self.list_rect.collidepoint(pos) or pos[0] >= self.scroller.track.x - 2:
            return None
        y = pos[1] - self.list_rect.y + self.scroller.offset
        for i, (kind, _) in enumerate(self.rows):
            if kind == "game" and self.tops[i] <= y < self.tops[i] + self.row_h:
                return i
        return None

    def _reveal_selected(self) -> None:
        for i, (kind, item) in enumerate(self.rows):
            if kind == "game" and item.id == self.selected_id:
                heading = i > 0 and self.rows[i - 1][0] == "heading"
                top = self.tops[i - 1] if heading else self.tops[i]  # keep its heading too
                self.scroller.reveal(top, self.tops[i] + self.row_h)

    # --- layout ----------------------------------------------------------------------------
    def _ensure_layout(self, size: tuple[int, int]) -> None:
        if size != self.size:
            self._layout(size)

    def _layout(self, size: tuple[int, int]) -> None:
        if self._backdrop is None or self._backdrop.get_size() != size:
            self._backdrop = None
        self.size = w, h = size
        s = self.s = ui_scale(size)
        margin, gap = round(28 * s), round(20 * s)
        self.header_h, self.bar_h = round(126 * s), round(72 * s)
        body = pygame.Rect(margin, self.header_h, w - 2 * margin, h - self.header_h - self.bar_h)
        list_w = round(min(body.width * 0.44, 620 * s))
        self.list_panel = pygame.Rect(body.x, body.y, list_w, body.height)
        self.detail_panel = pygame.Rect(body.x + list_w + gap, body.y,
                                        body.width - list_w - gap, body.height)
        pad = round(16 * s)
        self.search_rect = pygame.Rect(self.list_panel.x + pad, self.list_panel.y + pad,
                                       self.list_panel.width - 2 * pad, round(42 * s))
        self.clear_rect = pygame.Rect(0, 0, self.search_rect.height, self.search_rect.height)
        self.clear_rect.midright = self.search_rect.midright
        top = self.search_rect.bottom + round(8 * s)
        self.list_rect = pygame.Rect(self.list_panel.x + round(6 * s), top,
                                     self.list_panel.width - round(12 * s),
                                     self.list_panel.bottom - top - round(10 * s))
        bar = max(4, round(8 * s))
        track = pygame.Rect(self.list_rect.right - bar - round(4 * s),
                            self.list_rect.y + round(4 * s), bar,
                            self.list_rect.height - round(8 * s))
        self.heading_h, self.row_h = round(40 * s), round(58 * s)
        self.fan_rect = pygame.Rect(0, 0, round(190 * s), round(150 * s))
        self.fan_rect.topright = (self.detail_panel.right - round(22 * s),
                                  self.detail_panel.y + round(18 * s))
        self.tops, y = [], 0
        for kind, _ in self.rows:
            self.tops.append(y)
            y += self.heading_h if kind == "heading" else self.row_h
        self.scroller.configure(self.list_rect, track, y)
        if self.jump_to_selected:
            self.jump_to_selected = False
            self._reveal_selected()
            self.scroller.offset = self.scroller.target
        self._layout_buttons()

    def _layout_buttons(self) -> None:
        s, spec, d = self.s, self.selected, self.detail_panel
        pad, bh, gap = round(28 * s), round(50 * s), round(14 * s)
        buttons: list[Button] = []
        if spec is not None:
            for option in spec.options:
                buttons.append(Button(self.option_label(spec, option),
                                      lambda n=option.name: self.cycle_option(n)))
            row = [Button("Play", self.play, primary=True),
                   Button("Deal number…", self.choose_deal), Button("Rules", self.show_rules)]
            x = d.x + pad
            for b, width in zip(row, (180, 200, 130), strict=True):
                b.rect = pygame.Rect(x, d.bottom - pad - bh, round(width * s), bh)
                x = b.rect.right + gap
            buttons.extend(row)
        bottom = [Button("Settings", self.open_settings), Button("Quit", self.app.quit)]
        bh = round(44 * s)
        y = self.size[1] - self.bar_h + (self.bar_h - bh) // 2
        right = d.right
        for b in reversed(bottom):
            b.rect = pygame.Rect(right - round(130 * s), y, round(130 * s), bh)
            right = b.rect.x - round(12 * s)
        if self.saved is not None:
            name = self.app.registry.get(self.saved["game_id"]).title
            deal = self.saved.get("deal")
            resume = Button(f"Resume {name}" + (f", deal {deal}" if deal else ""), self.resume)
            width = min(font(int(bh * 0.5)).size(resume.label)[0] + bh * 2,
                        right - self.list_panel.x - gap)
            resume.rect = pygame.Rect(self.list_panel.x, y, width, bh)
            bottom.insert(0, resume)
        self.buttons.set(buttons + bottom)

    # --- frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.pending_confirm:
            self.pending_confirm = False
            self.play()
        self.caret = (self.caret + dt) % 1.0
        self.scroller.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_layout(surface.get_size())
        if self._backdrop is None:
            self._backdrop = self._make_backdrop()
        surface.blit(self._backdrop, (0, 0))
        draw_search_field(surface, self.search_rect, self.query, self.s, self.caret < 0.5)
        self._draw_list(surface)
        self._draw_details(surface)
        self.buttons.draw(surface)
        # Key hints between Resume (or the left edge) and Settings, if there is room.
        hint = "Type to search  ·  Enter plays  ·  F1 rules  ·  Esc quits"
        left = self.buttons.buttons[-3].rect.right if self.saved else self.list_panel.x
        right = self.buttons.buttons[-2].rect.x
        size = round(19 * self.s)
        if font(size).size(hint)[0] < right - left - 40 * self.s:
            draw_text(surface, hint, ((left + right) // 2, self.size[1] - self.bar_h // 2),
                      size, MUTED, anchor="center")

    def _make_backdrop(self) -> pygame.Surface:
        w, h = self.size
        s = self.s
        backdrop = felt(w, h).copy()
        title = gilded("Réussite", round(62 * s))
        rect = title.get_rect(center=(w // 2, round(50 * s)))
        backdrop.blit(title, rect)
        draw_text(backdrop, "Patiences  ·  Patienzen  ·  Solitaire",
                  (w // 2, rect.bottom + round(2 * s)), round(21 * s), (214, 206, 178),
                  anchor="midtop")
        # Gold rules with suit pips either side of the title.
        y, pip = rect.centery + round(4 * s), round(18 * s)
        span = min(w * 0.3, 360 * s)
        for side, suits in ((-1, (SPADES, HEARTS)), (1, (DIAMONDS, CLUBS))):
            near = rect.left - 24 * s if side < 0 else rect.right + 24 * s
            far = near + side * span
            for k, suit in enumerate(suits):
                cx = near + side * (pip * 0.6 + k * pip * 1.5)
                colour = RED_PIP if suit in (HEARTS, DIAMONDS) else DARK_PIP
                image = suit_pip(suit, pip, colour)
                backdrop.blit(image, image.get_rect(center=(cx, y)))
            start = near + side * pip * 2.9
            ornament_rule(backdrop, min(start, far), max(start, far), y, s, flip=side > 0)
        radius = round(14 * s)
        panel(backdrop, self.list_panel, radius=radius)
        panel(backdrop, self.detail_panel, radius=radius)
        self.fan_rect = draw_fan(backdrop, self.fan_rect)
        return backdrop

    def _draw_list(self, surface: pygame.Surface) -> None:
        s, area = self.s, self.list_rect
        clip = surface.get_clip()
        surface.set_clip(area)
        if not self.rows:
            draw_text(surface, f"No game matches \u201c{self.query}\u201d", area.center,
                      round(24 * s), MUTED, anchor="center")
        right = self.scroller.track.x - round(8 * s)
        for i, (kind, item) in enumerate(self.rows):
            y = area.y + self.tops[i] - round(self.scroller.offset)
            x = area.x + round(14 * s)
            if kind == "heading":
                if area.y - self.heading_h < y < area.bottom:
                    text = draw_text(surface, SOURCES[item].upper(), (x, y + self.heading_h * 0.6),
                                     round(20 * s), GOLD, anchor="midleft")
                    pygame.draw.line(surface, (150, 130, 80), (text.right + 12 * s, text.centery),
                                     (right, text.centery), max(1, round(s)))
            elif area.y - self.row_h < y < area.bottom:
                self._draw_row(surface, i, item, pygame.Rect(x, y, right - x, self.row_h))
        surface.set_clip(clip)
        self._draw_fades(surface)
        self.scroller.draw(surface)

    def _draw_fades(self, surface: pygame.Surface) -> None:
        """Soft edges where the list runs on above or below the view."""
        area, sc = self.list_rect, self.scroller
        height = round(22 * self.s)
        if self._fade is None or self._fade.get_size() != (area.width, height):
            ramp = pygame.Surface((1, 2), pygame.SRCALPHA)
            ramp.set_at((0, 0), (14, 40, 28, 0))
            ramp.set_at((0, 1), (14, 40, 28, 235))
            self._fade = pygame.transform.smoothscale(ramp, (area.width, height))
        if sc.offset < sc.limit - 1:
            surface.blit(self._fade, (area.x, area.bottom - height))
        if sc.offset > 1:
            surface.blit(pygame.transform.flip(self._fade, False, True), area.topleft)

    def _draw_row(self, surface: pygame.Surface, i: int, spec, rect: pygame.Rect) -> None:
        s = self.s
        chosen = spec.id == self.selected_id
        band = rect.inflate(round(12 * s), -round(4 * s))
        if chosen or i == self.hover_row:
            layer = pygame.Surface(band.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, SELECTED if chosen else HOVER, layer.get_rect(),
                             border_radius=round(8 * s))
            surface.blit(layer, band)
        if chosen:
            pygame.draw.rect(surface, GOLD, (band.x, band.y + 6 * s, round(4 * s),
                                             band.height - 12 * s), border_radius=2)
        ref = spec.source_ref if spec.source_ref not in ("", spec.title) else ""
        ref_w = font(round(18 * s)).size(ref)[0] + round(16 * s) if ref else 0
        english = spec.titles.get("en", spec.title)
        sub = " · ".join(t for t in (english if english != spec.title else "", spec.deck_name)
                         if t)
        x, width = rect.x + round(6 * s), rect.width - ref_w - round(6 * s)
        draw_text(surface, fit_text(spec.title, round(27 * s), width),
                  (x, rect.y + rect.height * 0.36), round(27 * s),
                  INK if not chosen else (255, 244, 214), anchor="midleft")
        draw_text(surface, fit_text(sub, round(19 * s), rect.width - round(6 * s)),
                  (x, rect.y + rect.height * 0.72), round(19 * s), MUTED, anchor="midleft",
                  shadow=False)
        if ref:
            draw_text(surface, ref, (rect.right, rect.y + rect.height * 0.36), round(18 * s),
                      GOLD, anchor="midright", shadow=False)

    def _draw_details(self, surface: pygame.Surface) -> None:
        s, spec, d = self.s, self.selected, self.detail_panel
        pad = round(28 * s)
        x, y, width = d.x + pad, d.y + round(22 * s), d.width - 2 * pad
        if spec is None:
            draw_text(surface, "Choose a game on the left.", d.center, round(26 * s), MUTED,
                      anchor="center")
            return
        # Text beside the fan of cards (top right) is kept clear of it.
        fan = self.fan_rect
        beside = lambda y: width if y > fan.bottom else fan.x - round(14 * s) - x  # noqa
        ref = spec.source_ref if spec.source_ref not in ("", spec.title) else ""
        kicker = (SOURCES[spec.source] + (f"  ·  {ref}" if ref else "")).upper()
        y = draw_text(surface, fit_text(kicker, round(19 * s), beside(y)), (x, y),
                      round(19 * s), GOLD).bottom + round(6 * s)
        title, size = spec.title, 36
        while title_font(round(size * s)).size(title)[0] > beside(y) and size > 27:
            size -= 1  # a long title first gets smaller, then shorter
        big = title_font(round(size * s))
        while big.size(title)[0] > beside(y) and len(title) > 4:
            title = title[:-2].rstrip(" ,(") + "…"
        surface.blit(big.render(title, True, (250, 240, 214)), (x, y))
        y += big.get_height() + round(12 * s)
        facts = [(LANGUAGES.get(lang, lang), text) for lang, text in spec.titles.items()
                 if text != spec.title]
        facts.append(("Deck", spec.deck_name))
        label_w, size, step = round(100 * s), round(22 * s), round(28 * s)
        for label, text in facts:
            draw_text(surface, label, (x, y), size, MUTED, shadow=False)
            draw_text(surface, fit_text(text, size, beside(y + step) - label_w),
                      (x + label_w, y), size, INK)
            y += step
        for option, button in zip(spec.options, self.buttons.buttons, strict=False):
            button.rect = pygame.Rect(x + label_w, y, min(round(330 * s), beside(y) - label_w),
                                      round(40 * s))
            draw_text(surface, option.label, (x, button.rect.centery), size, MUTED,
                      anchor="midleft", shadow=False)
            y += round(48 * s)
        y = max(y, self.fan_rect.bottom) + round(12 * s)
        # The record sits above the buttons; the description takes the room between.
        line_h = round(27 * s)
        record = wrap(record_text(self.app.stats.get(spec.id)), size, width)
        top = self.buttons.buttons[len(spec.options)].rect.y - round(22 * s) - len(record) * line_h
        label = draw_text(surface, "YOUR RECORD", (x, top - round(14 * s)), round(17 * s), GOLD,
                          anchor="bottomleft", shadow=False)
        pygame.draw.line(surface, (120, 110, 70), (label.right + round(12 * s), label.centery),
                         (x + width, label.centery), max(1, round(s)))
        for k, line in enumerate(record):
            draw_text(surface, line, (x, top + k * line_h), size, (226, 218, 190))
        # The goal (first paragraph), then as much of the rules as fits, muted.
        lines: list[tuple[str, tuple]] = []
        width = min(width, round(780 * s))  # long lines on wide screens are hard to read
        for k, paragraph in enumerate(spec.rules_text.strip().split("\n\n")):
            text = paragraph.replace("\n", " ")
            lines += [("", MUTED)] * bool(k)  # a half line between paragraphs
            lines += [(line, INK if k == 0 else MUTED) for line in wrap(text, size, width)]
        bottom = label.top - round(16 * s)
        for k, (line, colour) in enumerate(lines):
            step = line_h if line else line_h // 3
            if y + line_h > bottom:
                break
            last = k + 1 < len(lines) and y + step + line_h > bottom
            if last and line:
                line = fit_text(line + " …", size, width)
            draw_text(surface, line, (x, y), size, colour, shadow=False)
            y += step
