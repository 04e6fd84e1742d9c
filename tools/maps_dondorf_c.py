#!/usr/bin/env python3
"""Write the maps of the Dondorf two-pack games (Nr. 13–20) into levels/.

    python tools/maps_dondorf_c.py           # (re)write levels/dondorf_<name>.tmx
    python tools/maps_dondorf_c.py --check   # exit 1 if a committed map differs or a
                                             # pile overlaps another or leaves the map

Positions are virtual pixels (card 100×140). The contract's layouts (dondorf.md) are
followed in spirit and re-proportioned for a 16:9 screen: the talon panel sits beside
the picture rather than under it, so two packs still get large cards at 1280×720.
Der Zopf plaits its braid from twenty one-card slots; Die Arena curls its semicircles
as chains of thirteen slots along two elliptical rings (the contract's ring formula).
Chain slots (braid, rings, Die Italienerin's helpers) have no outline when empty: the
braid and the rings shrink or grow as they are played, as in the booklet.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from make_maps import CARD_H, CARD_W, Label, MapSpec, Pile, Point, map_problems, rectangle, run

GAP = 16                      # between neighbouring cards
PITCH_X = CARD_W + GAP
PITCH_Y = CARD_H + GAP
MARGIN = 30
LABEL_H = 34


CARTOUCHE_H = 50


def title(text: str, x: float, y: float, width: float) -> Label:
    """The framed title plate (a text label with a size is drawn as a cartouche)."""
    return Label("title", x, y, width, CARTOUCHE_H, text)


def counter(name: str, x: float, y: float, width: float = 220) -> Label:
    return Label(name, x, y, width, LABEL_H)


# --- Nr. 13 Kaiser-Patience ------------------------------------------------------------

def kaiser() -> MapSpec:
    """The cross of twelve rows around two rows of four aces; the talon panel on the left."""
    fan_v, fan_h = 0.2, 0.3
    reach_v = CARD_H * 1.8          # an up/down row: base card and its fan
    reach_h = CARD_W * 3.1          # a left/right row
    panel = MARGIN + CARD_W + 60
    left_x = panel + reach_h - CARD_W   # base of the left rows
    found_x = left_x + CARD_W + 36
    top = MARGIN
    up_y = top + reach_v - CARD_H
    found_y = up_y + CARD_H + GAP
    down_y = found_y + 2 * PITCH_Y
    right_x = found_x + 4 * PITCH_X - GAP + 36
    piles = [Pile("stock", "stock", MARGIN, found_y - 40),
             Pile("waste", "waste", MARGIN, found_y - 40 + PITCH_Y)]
    for c in range(4):
        x = found_x + c * PITCH_X
        piles += [Pile(f"foundation_{c}", "foundation", x, found_y, label="A"),
                  Pile(f"foundation_{c + 4}", "foundation", x, found_y + PITCH_Y, label="A"),
                  Pile(f"row_{c}", "tableau", x, up_y, "up", fan_v, reach_v),
                  Pile(f"row_{c + 4}", "tableau", x, down_y, "down", fan_v, reach_v)]
    for r in range(2):
        y = found_y + r * PITCH_Y
        piles += [Pile(f"row_{8 + r}", "tableau", left_x, y, "left", fan_h, reach_h),
                  Pile(f"row_{10 + r}", "tableau", right_x, y, "right", fan_h, reach_h)]
    width = right_x + reach_h + panel - CARD_W - 60 + MARGIN
    labels = [title("Kaiser-Patience", MARGIN, MARGIN, 300),
              counter("redeals_left", MARGIN, found_y - 40 + PITCH_Y + CARD_H + 12, 155)]
    return MapSpec("dondorf_kaiser", width, down_y + reach_v + MARGIN, piles, labels)


# --- Nr. 14 Der Zopf -------------------------------------------------------------------

BRAID_STEP = 30       # vertical distance between braid cards
BRAID_SWAY = 34       # horizontal distance of a braid card from the braid's axis
BRAID_TILT = 28.0     # degrees each braid card leans, alternately left and right


def zopf() -> MapSpec:
    """The braid plaited down the middle, framed by corners and crosswise side cards, with
    four foundation fields on each side; talon panel on the left, counters on the right."""
    top = MARGIN + CARTOUCHE_H + 14
    side_h, side_w = CARD_W, CARD_H            # a side card lies crosswise
    frame_h = 2 * CARD_H + 4 * side_h + 5 * 14
    panel = MARGIN + CARD_W + 70
    found_l = panel
    frame_l = found_l + CARD_W + 40                  # left edge of the left frame column
    axis = frame_l + side_w + 40 + 130               # the braid's centre line
    frame_r = 2 * axis - frame_l - side_w
    found_r = 2 * axis - found_l - CARD_W
    piles = [Pile("stock", "stock", MARGIN, top + 60),
             Pile("waste", "waste", MARGIN, top + 60 + PITCH_Y)]
    for i in range(20):
        lean = -1 if i % 2 == 0 else 1
        cx = axis + lean * BRAID_SWAY
        cy = top + 85 + i * BRAID_STEP
        piles.append(Pile(f"braid_{i}", "reserve", cx - CARD_W / 2, cy - CARD_H / 2,
                          rotation=-lean * BRAID_TILT, outline=False))
    for n, fx in enumerate((frame_l, frame_r)):
        corner_x = fx + (side_w - CARD_W) / 2
        piles += [Pile(f"corner_{2 * n}", "cell", corner_x, top),
                  Pile(f"corner_{2 * n + 1}", "cell", corner_x, top + frame_h - CARD_H)]
        for k in range(4):
            cy = top + CARD_H + 14 + side_h / 2 + k * (side_h + 14)
            piles.append(Pile(f"side_{4 * n + k}", "cell", fx + side_w / 2 - CARD_W / 2,
                              cy - CARD_H / 2, rotation=90))
    spread = (frame_h - 4 * CARD_H) / 3
    for k in range(4):
        y = top + k * (CARD_H + spread)
        piles += [Pile(f"foundation_{k}", "foundation", found_l, y),
                  Pile(f"foundation_{k + 4}", "foundation", found_r, y)]
    right_panel = found_r + CARD_W + 40
    labels = [title("Der Zopf", axis - 130, MARGIN, 260),
              counter("base_rank", right_panel, top + 60, 170),
              counter("redeals_left", right_panel, top + 110, 170)]
    width = right_panel + 170 + MARGIN
    return MapSpec("dondorf_zopf", width, top + frame_h + MARGIN, piles, labels)


# --- Nr. 15 Die Matadore ---------------------------------------------------------------

def matadore() -> MapSpec:
    """The grid of 4×6 between two columns of queen groups (5, Q, 6); talon on the left."""
    row_pitch = 196
    group_w = 3 * CARD_W + 2 * 10
    panel = MARGIN + CARD_W + 50
    top = MARGIN + CARTOUCHE_H + 14
    grid_x = panel + group_w + 50
    right_x = grid_x + 6 * PITCH_X - GAP + 50
    piles = [Pile("stock", "stock", MARGIN, top),
             Pile("waste", "waste", MARGIN, top + PITCH_Y)]
    for r in range(4):
        y = top + r * row_pitch
        for c in range(6):
            piles.append(Pile(f"grid_{6 * r + c}", "slot", grid_x + c * PITCH_X, y, "down",
                              0.18, row_pitch - 20))
        for g, x in ((r, panel), (r + 4, right_x)):
            piles += [Pile(f"five_{g}", "foundation", x, y, label="5"),
                      Pile(f"queen_{g}", "foundation", x + CARD_W + 10, y, label="Q"),
                      Pile(f"six_{g}", "foundation", x + 2 * (CARD_W + 10), y, label="6")]
    labels = [title("Die Matadore", grid_x + 3 * PITCH_X - GAP / 2 - 150, MARGIN, 300),
              counter("redeals_left", MARGIN, top + PITCH_Y + CARD_H + 12, 150)]
    width = right_x + group_w + MARGIN
    return MapSpec("dondorf_matadore", width, top + 3 * row_pitch + CARD_H + 60, piles,
                   labels)


# --- Nr. 16 Der Diwan ------------------------------------------------------------------

def diwan() -> MapSpec:
    """Four rows spreading left and four right of the two ace columns — the long seat of
    the divan — under the eight kings fanned as its back; talon and waste at the left end
    of the back, the counter at the right. When the queens are complete the kings recline
    beside them (in the innermost places of the rows)."""
    reach = CARD_W * 5.2
    fan = 0.5
    back_y = MARGIN
    rows_y = back_y + CARD_H + 30
    left_anchor = MARGIN + reach - CARD_W
    mid_l = left_anchor + PITCH_X + 20
    mid_r = mid_l + PITCH_X
    right_anchor = mid_r + PITCH_X + 20
    width = right_anchor + reach + MARGIN
    piles = []
    for r in range(4):
        y = rows_y + r * PITCH_Y
        piles += [Pile(f"row_{r}", "tableau", left_anchor, y, "left", fan, reach),
                  Pile(f"row_{r + 4}", "tableau", right_anchor, y, "right", fan, reach),
                  Pile(f"foundation_{r}", "foundation", mid_l, y, label="A"),
                  Pile(f"foundation_{r + 4}", "foundation", mid_r, y, label="A")]
    back_w = CARD_W * (1 + 7 * 0.5)
    piles += [Pile("kings", "decoration", (width - back_w) / 2, back_y, "right", 0.5, back_w),
              Pile("stock", "stock", MARGIN, back_y),
              Pile("waste", "waste", MARGIN + PITCH_X, back_y)]
    labels = [title("Der Diwan", width - MARGIN - 260, back_y + 16, 260),
              counter("redeals_left", width - MARGIN - 260, back_y + 90, 260)]
    return MapSpec("dondorf_diwan", width, rows_y + 4 * PITCH_Y - GAP + MARGIN, piles, labels)


# --- Nr. 17 Russische Patience ---------------------------------------------------------

def russisch() -> MapSpec:
    """Nine columns between two columns of four aces."""
    top = MARGIN + CARTOUCHE_H + 14
    reach = 4 * PITCH_Y - GAP + 130
    col_x = MARGIN + CARD_W + 50
    right = col_x + 9 * PITCH_X - GAP + 50
    piles = []
    for k in range(4):
        y = top + k * PITCH_Y
        piles += [Pile(f"foundation_{k}", "foundation", MARGIN, y, label="A"),
                  Pile(f"foundation_{k + 4}", "foundation", right, y, label="A")]
    piles += [Pile(f"column_{c}", "tableau", col_x + c * PITCH_X, top, "down", 0.27, reach)
              for c in range(9)]
    labels = [title("Russische Patience", col_x + 4.5 * PITCH_X - GAP / 2 - 180, MARGIN, 360)]
    return MapSpec("dondorf_russisch", right + CARD_W + MARGIN, top + reach + MARGIN, piles,
                   labels)


# --- Nr. 18 Die Arena ------------------------------------------------------------------

ARCS = (("inner_upper", "inner", 0), ("inner_lower", "inner", 13),
        ("outer_upper", "outer", 0), ("outer_lower", "outer", 13))
RING_RADII = {"inner": (410, 195), "outer": (620, 345)}


def ring_card(ring: str, k: int) -> tuple[float, float, float]:
    """Centre and rotation of ring place k (0 = top, clockwise; dondorf.md's angles
    θ_k = 83.08° − k·13.85°). Cards lie radially, as round a real arena: upright at the
    top and bottom, crosswise at the sides."""
    rx, ry = RING_RADII[ring]
    theta = 83.08 - k * 13.85
    radial = (90 - theta + 90) % 180 - 90   # lean of the radius from the vertical
    rad = math.radians(theta)
    return rx * math.cos(rad), -ry * math.sin(rad), round(radial, 2)


def arena() -> MapSpec:
    """Two elliptical rings round the row of four aces; each upper semicircle starts at
    the top and curls clockwise down the right, each lower one starts at the bottom and
    curls up the left. Talon and waste on the left, the three open cards on the right."""
    outer_x, outer_y = RING_RADII["outer"]
    panel = MARGIN + CARD_W + 60
    cx = panel + outer_x + CARD_H / 2
    cy = MARGIN + outer_y + CARD_H / 2
    piles = [Pile("stock", "stock", MARGIN, cy - CARD_H - 40),
             Pile("waste", "waste", MARGIN, cy + 40 - GAP)]
    for group, ring, start in ARCS:
        for j in range(13):
            dx, dy, rotation = ring_card(ring, start + j)
            piles.append(Pile(f"{group}_{j}", "reserve", round(cx + dx - CARD_W / 2, 1),
                              round(cy + dy - CARD_H / 2, 1), rotation=rotation,
                              outline=False))
    for k in range(4):
        piles.append(Pile(f"foundation_{k}", "foundation", cx - 2 * (CARD_W + 10) + 5
                          + k * (CARD_W + 10), cy - CARD_H / 2))
    open_x = cx + outer_x + CARD_H / 2 + 60
    piles += [Pile(f"open_{k}", "slot", open_x, cy - CARD_H / 2 + (k - 1) * PITCH_Y)
              for k in range(3)]
    labels = [title("Die Arena", MARGIN, MARGIN, 240),
              counter("redeals_left", MARGIN, cy + 40 - GAP + CARD_H + 12, 150)]
    height = cy + outer_y + CARD_H / 2 + MARGIN
    return MapSpec("dondorf_arena", open_x + CARD_W + MARGIN, height, piles, labels)


# --- Nr. 19 Die Italienerin ------------------------------------------------------------

def italienerin() -> MapSpec:
    """Helpers across the top, foundations and the three choice cards below them, the
    tableau with talon and waste at the bottom."""
    top = MARGIN
    row_2 = top + 2 * PITCH_Y + 20
    reach = 3.2 * CARD_H
    piles = [Pile(f"helper_{k}", "reserve", MARGIN + k * PITCH_X, top, outline=False)
             for k in range(11)]
    piles += [Pile(f"foundation_{k}", "foundation", MARGIN + k * PITCH_X, top + PITCH_Y + 10)
              for k in range(8)]
    piles += [Pile(f"choice_{k}", "slot", MARGIN + (8 + k) * PITCH_X, top + PITCH_Y + 10)
              for k in range(3)]
    piles += [Pile(f"tableau_{k}", "tableau", MARGIN + k * PITCH_X, row_2, "down", 0.25, reach)
              for k in range(9)]
    talon_x = MARGIN + 9 * PITCH_X + 10
    piles += [Pile("stock", "stock", talon_x, row_2),
              Pile("pack", "decoration", talon_x, row_2),
              Pile("waste", "waste", talon_x + PITCH_X, row_2)]
    labels = [title("Die Italienerin", talon_x, row_2 + CARD_H + 110, PITCH_X + CARD_W),
              counter("base_rank", talon_x, row_2 + CARD_H + 16, 200),
              counter("redeals_left", talon_x, row_2 + CARD_H + 56, 200)]
    return MapSpec("dondorf_italienerin", MARGIN + 11 * PITCH_X - GAP + 10 + MARGIN,
                   row_2 + reach + MARGIN, piles, labels)


# --- Nr. 20 Sympathie ------------------------------------------------------------------

def sympathie() -> MapSpec:
    """Player 1's sixteen packets and four helpers above, player 2's below, each side
    named; between them whose turn it is; the sympathy pile on the right, between the
    two sides."""
    packet_reach = CARD_H * 1.1        # three cards, a hair apart, so a packet looks thick
    band = 64                          # between the two sides: the turn and the helpers
    left = MARGIN
    helpers_x = left + 8 * PITCH_X + 30
    top = MARGIN + 56
    block_h = 2 * packet_reach + GAP
    blocks = {"a": top, "b": top + block_h + band}
    piles = []
    for side, y0 in blocks.items():
        for k in range(16):
            row, col = divmod(k, 8)
            piles.append(Pile(f"{side}_packet_{k}", "reserve", left + col * PITCH_X,
                              y0 + row * (packet_reach + GAP), "down", 0.05, packet_reach))
        for k in range(4):
            row, col = divmod(k, 2)
            piles.append(Pile(f"{side}_helper_{k}", "reserve", helpers_x + col * PITCH_X,
                              y0 + row * (packet_reach + GAP)))
    pile_x = helpers_x + 2 * PITCH_X + 50
    mid = blocks["b"] - band / 2
    piles.append(Pile("sympathy", "discard", pile_x, mid - CARD_H / 2))
    width = pile_x + CARD_W + 50 + MARGIN
    labels = [title("Sympathie", pile_x - 40, mid - CARD_H / 2 - CARTOUCHE_H - 24,
                    CARD_W + 80),
              Label("side_1", left, MARGIN, 380, 44, "Player 1 — closed packets"),
              Label("side_2", left, blocks["b"] + block_h + 6, 380, 44,
                    "Player 2 — open packets"),
              counter("player", left, mid - LABEL_H / 2, 300),
              counter("helpers_left", left + 4 * PITCH_X, mid - LABEL_H / 2, 340)]
    height = blocks["b"] + block_h + 6 + 44 + MARGIN
    return MapSpec("dondorf_sympathie", width, height, piles, labels)


def all_maps() -> list[MapSpec]:
    return [kaiser(), zopf(), matadore(), diwan(), russisch(), arena(), italienerin(),
            sympathie()]


# --- checks ----------------------------------------------------------------------------

def _box(pile: Pile, spec: MapSpec) -> list[Point]:
    """The pile's base card as drawn (turned about its centre), upright box around it with
    its fan reach added."""
    a = math.radians(pile.rotation)
    w = abs(spec.card_w * math.cos(a)) + abs(spec.card_h * math.sin(a))
    h = abs(spec.card_w * math.sin(a)) + abs(spec.card_h * math.cos(a))
    cx, cy = pile.x + spec.card_w / 2, pile.y + spec.card_h / 2
    left, top, right, bottom = cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2
    reach = (pile.fan_max or 0) - (spec.card_h if pile.fan in ("up", "down") else spec.card_w)
    if pile.fan != "none" and reach > 0:
        left -= reach if pile.fan == "left" else 0
        right += reach if pile.fan == "right" else 0
        top -= reach if pile.fan == "up" else 0
        bottom += reach if pile.fan == "down" else 0
    return [(left, top), (right, top), (right, bottom), (left, bottom)]


# Piles drawn on top of each other on purpose: the braid is plaited, the rings overlap
# card by card, and Die Italienerin's pack in hand lies where the talon will be.
_CHAINS = ("braid_", "inner_", "outer_")


def _layered(a: str, b: str) -> bool:
    return (a.startswith(_CHAINS) and b.startswith(_CHAINS)) or {a, b} == {"pack", "stock"}


def problems(spec: MapSpec) -> list[str]:
    boxes = {p.name: _box(p, spec) for p in spec.piles}
    boxes |= {f"label {a.name}": rectangle(a.x, a.y, a.width, a.height)
              for a in spec.labels if a.width}
    # Half a pixel of overlap is rounding, not a clash.
    return map_problems(spec, dict(sorted(boxes.items())), gap=-0.5, layered=_layered)


def main(argv: list[str] | None = None) -> int:
    return run(all_maps(), argv, doc=__doc__, script=__file__, checks=problems)


if __name__ == "__main__":
    sys.exit(main())
