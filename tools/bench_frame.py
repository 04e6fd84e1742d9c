"""Frame benchmark: a busy 104-card table at 1920×1080, headless.

    SDL_VIDEODRIVER=dummy python tools/bench_frame.py [--frames 300] [--size 1920x1080]

Frame time. A Klondike TableScene is created, then its state is refilled with two
decks (104 cards, face up) — 13 in the waste and 13 in each of the 7 tableau piles, so
the scene's own draw really draws all 104 — and its view's sprites are REPLACED by 104
CardSprite objects laid out as a 13 × 8 grid (8 columns of 13, fanned like a tableau).
30 of them are kept in flight: each frame they get a new far-away target before the
sprites are updated, so they never land. Then, per frame:

  (a) real draw — `app.draw()`, i.e. TableScene.draw: felt, empty-pile slots, labels,
      the 104 cards from their sprites (image looked up through TableView.card_image),
      count badges, and the HUD (two translucent bars, texts, buttons);
  (b) raw floor — the cached felt plus the same 104 pre-fetched card images blitted at
      the same positions, with no logic at all.

Sprite updates (the easing) are timed separately and are in neither figure. Both draw
into the headless display surface; nothing is flipped to a screen.

(a) and (b) run in alternating blocks of BLOCK frames, and the ratio is taken within
each pair of blocks (p99 of one over p99 of the other; the median over the pairs is
the figure), so that load from other processes on the machine falls on both alike.

Start-up, memory, idle CPU and reaction in a real window: tools/bench_window.py.

A benchmark, never a test.
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import os  # noqa: E402
import tempfile  # noqa: E402

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["REUSSITE_DATA_DIR"] = tempfile.mkdtemp(prefix="reussite-bench-")

import argparse  # noqa: E402
import math  # noqa: E402
import statistics  # noqa: E402

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.app_loop import STEP  # noqa: E402
from game.app_start import parse_size  # noqa: E402
from game.engine.cards import standard_52  # noqa: E402
from game.render import choreography  # noqa: E402
from game.render.felt import felt  # noqa: E402
from game.render.sprites import SPEEDS, CardSprite  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402

RATIO_TARGET = 1.5
COLUMNS, ROWS, IN_FLIGHT = 8, 13, 30
BLOCK = 50              # frames per block; (a) and (b) alternate block by block


def busy_table(app: App) -> tuple[TableScene, list[CardSprite]]:
    """A Klondike scene whose state holds 104 face-up cards and whose sprites are a grid."""
    table = TableScene(app, "klondike", deal=1, animate=False, persist=False)
    app.push(table)
    view = table.view
    cards = [c.face_up() for c in standard_52(2)]
    state = table.state
    names = list(state.pile_names)
    columns = [names.index("waste")] + [names.index(f"tableau_{i}") for i in range(7)]
    state.piles = [() for _ in names]
    for col, pile in enumerate(columns):
        state.piles[pile] = tuple(cards[col * ROWS:(col + 1) * ROWS])
    w, h = view.card_size
    area = view.area
    gap = (area.width - COLUMNS * w) / (COLUMNS + 1)
    fan = min(h * 0.28, (area.height - h - 16) / (ROWS - 1))
    view.sprites.sprites = {}
    sprites = []
    for col in range(COLUMNS):
        for row in range(ROWS):
            card = cards[col * ROWS + row]
            x = area.x + gap + col * (w + gap)
            y = area.y + 8 + row * fan
            sprite = CardSprite(card, x, y, columns[col], row)
            view.sprites.sprites[int(card.face_up())] = sprite
            sprites.append(sprite)
    return table, sprites


def keep_flying(flying: list[CardSprite], frame: int, size: tuple[int, int]) -> None:
    """A new far-away target each frame (round a big ellipse), so they never land."""
    w, h = size
    for i, s in enumerate(flying):
        a = (frame * 0.05 + i * 2 * math.pi / len(flying)) % (2 * math.pi)
        s.retarget(w / 2 + 0.45 * w * math.cos(a), h / 2 + 0.4 * h * math.sin(a))
        if abs(s.tx - s.x) + abs(s.ty - s.y) < 200:  # too close: aim at the far side
            s.retarget(w - s.tx, h - s.ty)


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)]


def bench_frames(frames: int, size: tuple[int, int]) -> dict:
    app = App(size=size, headless=True)
    app.noticeboard.notices.clear()
    table, sprites = busy_table(app)
    screen = app.screen
    flying = sprites[::3][:IN_FLIGHT] if len(sprites[::3]) >= IN_FLIGHT else sprites[:IN_FLIGHT]
    rate = SPEEDS["normal"]
    book = table.view.sprites
    view = table.view
    background = felt(*screen.get_size())
    blit = screen.blit
    real, raw, update, moving, ratios = [], [], [], [], []
    frame = 0
    for block in range(-1, max(1, frames // BLOCK)):   # block -1 warms up
        block_real, block_raw = [], []
        for _ in range(BLOCK):
            keep_flying(flying, frame, size)
            frame += 1
            t = time.perf_counter()
            book.update(2 * STEP, rate)          # one 60 Hz frame of easing
            dt_update = time.perf_counter() - t
            n_moving = book.in_flight()
            t = time.perf_counter()
            app.draw()
            block_real.append(time.perf_counter() - t)
            if block >= 0:
                update.append(dt_update)
                moving.append(n_moving)
        # the floor: same felt, same images, same positions (a snapshot), no logic
        order = [s for s in sprites if not s.moving] + [s for s in sprites if s.moving]
        pairs = [(view.card_image(s.card), (round(s.x), round(s.y))) for s in order]
        for _ in range(BLOCK):
            t = time.perf_counter()
            blit(background, (0, 0))
            for image, spot in pairs:
                blit(image, spot)
            block_raw.append(time.perf_counter() - t)
        if block >= 0:
            real += block_real
            raw += block_raw
            ratios.append(p99(block_real) / p99(block_raw))
    cards_drawn = sum(len(p) for p in table.state.piles)
    app.stack.pop()
    return {"real": real, "raw": raw, "update": update, "moving": moving, "ratios": ratios,
            "cards": cards_drawn, "sprites": len(book.sprites), "card_size": view.card_size}


def bench_redeal(size: tuple[int, int], frames: int) -> list[float]:
    """Frame times (easing + draw) while all 104 cards are gathered, riffled and laid out
    again by the redeal choreography, from the first frame until every card has landed."""
    app = App(size=size, headless=True)
    app.noticeboard.notices.clear()
    table, sprites = busy_table(app)
    view = table.view
    centre = (view.area.centerx - view.card_size[0] / 2, view.area.centery - view.card_size[1] / 2)
    choreography.redeal(view.sprites, [s.card for s in sprites], 1.0, centre, view.card_size[0])
    times = []
    for _ in range(frames):
        t = time.perf_counter()
        view.sprites.update(2 * STEP, SPEEDS["normal"])
        app.draw()
        times.append(time.perf_counter() - t)
        if not view.sprites.in_flight():
            break
    app.stack.pop()
    return times


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.2f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Frame and start-up benchmark.")
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args(argv)
    size = parse_size(args.size)
    result = bench_frames(args.frames, size)
    real, raw, update = result["real"], result["raw"], result["update"]
    ratios = result["ratios"]
    ratio = statistics.median(ratios)
    print(f"Frame benchmark — {size[0]}×{size[1]} headless (SDL {os.environ['SDL_VIDEODRIVER']}),"
          f" {args.frames} frames of each after {BLOCK} to warm up")
    print(f"  {result['cards']} cards in the state, {result['sprites']} sprites in a "
          f"{COLUMNS}×{ROWS} grid, card {result['card_size'][0]}×{result['card_size'][1]} px,"
          f" in flight per frame: min {min(result['moving'])}, max {max(result['moving'])}")
    print()
    print(f"  {'':44}{'median':>11}{'p99':>11}")
    print(f"  {'(a) real draw: app.draw() → TableScene.draw':44}"
          f"{ms(statistics.median(real)):>11}{ms(p99(real)):>11}")
    print(f"  {'(b) raw floor: felt + 104 cached blits':44}"
          f"{ms(statistics.median(raw)):>11}{ms(p99(raw)):>11}")
    print(f"  {'(not in a or b) sprite easing update':44}"
          f"{ms(statistics.median(update)):>11}{ms(p99(update)):>11}")
    print()
    verdict = "ok" if ratio <= RATIO_TARGET else "OVER"
    print(f"  p99(real) / p99(raw) within each of {len(ratios)} block pairs of {BLOCK} frames:"
          f" median {ratio:.2f} (min {min(ratios):.2f}, max {max(ratios):.2f})"
          f"   target ≤ {RATIO_TARGET}   {verdict}")
    redeal = bench_redeal(size, 2000)
    ratio_redeal = p99(redeal) / p99(result["raw"])
    verdict = "ok" if ratio_redeal <= RATIO_TARGET else "OVER"
    print(f"  {'(c) redeal of 104 cards: easing + draw':44}"
          f"{ms(statistics.median(redeal)):>11}{ms(p99(redeal)):>11}   ({len(redeal)} frames)")
    print(f"  p99(redeal) / p99(raw) = {ratio_redeal:.2f}   target ≤ {RATIO_TARGET}   {verdict}")
    print("\n  Start-up, memory, idle CPU and reaction in a real window: "
          "python tools/bench_window.py")
    print(f"\n(this script: {time.perf_counter() - T0:.1f} s in all)")
    return 0


if __name__ == "__main__":
    pygame.init()
    raise SystemExit(main())
