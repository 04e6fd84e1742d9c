"""Stock and waste lie side by side on every table (the sources place them together):
the cards turned from the stock land next to it, not across the table."""

import pytest

from game.layout.loader import REPO_LEVELS_DIR
from game.layout.tmx import load_layout

MAPS = sorted(REPO_LEVELS_DIR.glob("*.tmx"))
NEXT_TO = 0.5  # at most half a card between them, along the side they share


@pytest.mark.parametrize("path", MAPS, ids=[p.stem for p in MAPS])
def test_every_waste_lies_beside_a_stock(path):
    layout = load_layout(path)
    stocks = [p for p in layout.piles.values() if p.kind == "stock"]
    for waste in (p for p in layout.piles.values() if p.kind == "waste"):
        assert stocks, f"{waste.name} has no stock"
        gaps = []
        for stock in stocks:
            across = max(stock.x - waste.right, waste.x - stock.right, 0.0)
            down = max(stock.y - waste.bottom, waste.y - stock.bottom, 0.0)
            if across and down:
                continue  # diagonal: not side by side
            gaps.append(across / layout.card_width + down / layout.card_height)
        assert gaps and min(gaps) <= NEXT_TO, (waste.name, gaps)


def test_das_zifferblatt_keeps_both_off_the_clock_face():
    layout = load_layout(REPO_LEVELS_DIR / "dondorf_zifferblatt.tmx")
    hours = [p for p in layout.piles.values() if p.kind == "foundation"]
    clock_right = max(p.x + max(p.width, p.height) for p in hours)
    assert layout.piles["stock"].x >= clock_right and layout.piles["waste"].x >= clock_right
