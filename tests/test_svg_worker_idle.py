"""The installed decks' worker process does not stay: it ends by itself when idle and at
once when our own deck is chosen again, and a later ask starts another that draws what
was still owed."""

import dataclasses
import os
import time

import pytest
from test_svg_decks import centre, colour_of, install, near, themes_under

from game.engine.cards import SPADES, card
from game.render import decks, svg_service
from game.render.card_art import CardArt, DeckStyle
from game.render.svg_deck import SvgDeck
from game.render.svg_service import SvgService
from game.render.svg_themes import SvgTheme
from game.render.svg_worker import WORKER_NICENESS
from game.store.settings import Settings

NINE = card(9, SPADES)


@pytest.fixture
def themes_root(tmp_path, monkeypatch):
    yield from themes_under(tmp_path, monkeypatch)


def drawn(deck, width: int = 70, height: int = 100, seconds: float = 60) -> bool:
    """Pump until the theme's nine of spades shows (True), or time runs out."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        deck.pump()
        if near(centre(deck.face(NINE, width, height)), colour_of(9, SPADES)):
            return True
        time.sleep(0.05)
    return False


def test_the_worker_ends_when_idle_and_another_starts_when_asked(themes_root):
    path = install(themes_root, "kde", "Tiny")
    theme = SvgTheme("svg:kde/svg-tiny", "Tiny", path, "kde")
    service = SvgService("process", idle=0.5)
    try:
        deck = SvgDeck(theme, DeckStyle(), service)
        assert not service.working  # nothing asked yet: no worker
        deck.face(NINE, 70, 100)
        assert drawn(deck)
        ours = os.getpriority(os.PRIO_PROCESS, 0)
        for pid in service.worker_ids():  # (below the game's priority: its frames first)
            assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, ours + WORKER_NICENESS)
        deadline = time.monotonic() + 120  # (the rest of the deck is drawn first)
        while service.working and time.monotonic() < deadline:
            deck.pump()  # the table takes in the cards while they are on order
            time.sleep(0.1)
        assert not service.working, "the worker stayed after its last job"
        assert service.mode == "process"  # ended by itself: not taken for a crash
        assert deck.next_change() is None  # nothing on order: a still table sleeps
        deck.face(NINE, 90, 130)  # a new size: a new worker draws it
        assert drawn(deck, 90, 130)
    finally:
        service.close()


def test_our_deck_chosen_again_ends_the_worker_at_once(themes_root, monkeypatch):
    install(themes_root, "kde", "Tiny")
    monkeypatch.setenv(svg_service.MODE_VARIABLE, "process")
    svg_service.use_service(None)
    try:
        svg = dataclasses.replace(Settings(), deck="svg:kde/svg-tiny")
        deck = decks.deck_for(svg)
        assert isinstance(deck, SvgDeck)
        deck.face(NINE, 70, 100)
        deck.pump()  # ordered: the worker is drawing
        assert svg_service.started().working
        classic = decks.deck_for(Settings())
        assert isinstance(classic, CardArt)
        assert not svg_service.started().working
        # the installed deck chosen again asks a new worker for what it lacks
        again = decks.deck_for(svg)
        assert again is deck
        assert drawn(again)
    finally:
        if svg_service.started() is not None:
            svg_service.started().close()
        svg_service.use_service(None)
