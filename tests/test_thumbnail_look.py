"""Pictures of tables are drawn with the player's deck and cloth (issue 23)."""

import pygame

from game.render.thumbnail import SAMPLE_SIZE, Look, Thumbnails, draw_plan, table_plan
from game.rules import registry


class RecordingDeck:
    """A deck that paints faces white and backs blue, and remembers what it was asked."""

    def __init__(self):
        self.asked = []

    def image(self, card, width, height):
        self.asked.append((card.is_face_up, width, height))
        surface = pygame.Surface((width, height))
        surface.fill((255, 255, 255) if card.is_face_up else (0, 0, 255))
        return surface


def test_cards_come_from_the_deck_at_one_sample_size():
    deck = RecordingDeck()
    plan = table_plan(registry().get("klondike"))
    image = draw_plan(plan, (300, 200), Look(deck, (120, 30, 44)))
    assert deck.asked and {(w, h) for _, w, h in deck.asked} == {SAMPLE_SIZE}
    assert {up for up, _, _ in deck.asked} == {True, False}   # faces and backs
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, image.get_width(), 3)
               for y in range(0, image.get_height(), 3)}
    # smoothscale may shade a channel by a step or two
    assert any(r < 8 and g < 8 and b > 245 for r, g, b in colours)          # a back
    assert any(min(c) > 245 for c in colours)                              # a face
    assert (120, 30, 44) in colours                          # the cloth's colour


def test_a_new_look_redraws_the_pictures():
    thumbnails = Thumbnails(registry(), look=Look(RecordingDeck()))
    thumbnails.wait(["dondorf_sirenen"])
    first = thumbnails.get("dondorf_sirenen", (200, 150))
    assert first is not None
    assert thumbnails.get("dondorf_sirenen", (200, 150)) is first   # cached
    thumbnails.dress(Look(RecordingDeck(), (30, 74, 122)))
    thumbnails.new_frame()
    again = thumbnails.get("dondorf_sirenen", (200, 150))
    assert again is not None and again is not first
    thumbnails.close()
