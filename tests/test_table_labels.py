"""Counters are readable at 1280×720 and sit next to the pile they describe; every label's
letters keep a gap from the cards and the other labels, at every window size; an empty
foundation of a game that deals its base rank says that rank."""

import pygame
import pytest
from view_helpers import bare_view

from game.layout import Transform, layout_for
from game.layout.model import LabelRect
from game.render.felt import cloth
from game.render.pile_marks import base_rank_label
from game.render.table_labels import COUNTER_SIZE, EDGE, MIN_GAP, ink_box, place_labels
from game.render.text import GOLD, rendered
from game.render.widgets import MIN_TEXT
from game.rules import create, registry
from table_helpers import make_app, open_table

# The kinds of pile a counter describes: its label must be nearest one of them. Every
# counter a table shows is listed, so a new one says where it belongs.
DESCRIBES = {
    "redeals_left": {"stock", "waste"},
    "deals": {"stock"},                     # Labyrinth's talon deals
    "stock_locked": {"stock"},              # Terrace: the stock waits for a filled gap
    "removing": {"stock", "waste"},         # Camelot: placing the stock's cards or removing
    "run": {"waste"},                       # Tri-Peaks: the cards played onto the waste
    "round": {"waste"},                     # Tri-Peaks' progressive rounds: dealt again
    "points": {"waste", "foundation"},      # Thieves, Tri-Peaks: played off; Odessa: home
    "coups_left": {"slot"},                 # Gaps, Réussite: the grid is dealt again
    "columns": {"tableau"},                 # Kabinett: the columns opened
    "player": {"reserve"},                  # Sympathie: the players' packets
    "helpers_left": {"reserve"},            # Sympathie: the helpers beside them
    "base_rank": {"foundation", "stock"},   # Italienerin: the base is chosen from the stock
    "foundation_direction": {"foundation", "stock"},  # Plait: above the stock, by the base
    "draws_left": {"stock", "cell"},
    "call": {"stock", "discard"},           # Numeri calls as the hand is laid out
    "since_match": {"stock", "discard"},
}
# Counters whose kind of pile is shared by others: their nearest pile's name says it
# (Sympathie's helpers counter once sat between the packet rows, nearest a packet).
NAMED = {"helpers_left": "helper"}
NEXT_TO = 0.5  # at most this many card heights between a counter and its pile


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    return max(a.left - b.right, b.left - a.right, a.top - b.bottom, b.top - a.bottom, 0)


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    monkeypatch = pytest.MonkeyPatch()
    yield make_app(tmp_path_factory.mktemp("labels"), monkeypatch, (1280, 720))
    monkeypatch.undo()


@pytest.mark.parametrize("game_id", registry().ids())
def test_counters_are_readable_and_beside_their_piles(app, game_id):
    scene = open_table(app, game_id, 1)
    try:
        for moves in (0, 25):  # as dealt, then with count badges under turned cards
            scene.random_play(moves)
            app.draw()
            check_labels(scene)
    finally:
        app.pop()


def check_gaps(scene) -> None:
    """Every label's letters (a title's rules too) at least MIN_GAP px from every card and
    outline and from every other label's: 1–4 px read as touching."""
    view, state = scene.view, scene.state
    placed = view.placed_labels(state)
    shown = [(state.pile_names[pile], view.card_rect(pile, i))
             for pile, places in enumerate(view.positions) for i in range(len(places))]
    shown += [(name, view.base_rect(i)) for i, name in enumerate(state.pile_names)
              if view.piles[i].outline and i not in view.vanished(state)
              and view.piles[i].kind != "decoration"]
    for k, label in enumerate(placed):
        assert label.size >= MIN_TEXT, label.text
        ink = ink_box(label)
        for name, rect in shown:
            assert gap(ink, rect) >= MIN_GAP and not ink.colliderect(rect), (
                label.text, name, gap(ink, rect))
        for other in placed[k + 1:]:
            assert gap(ink, ink_box(other)) >= MIN_GAP, (label.text, other.text)


def check_labels(scene) -> None:
    view, state = scene.view, scene.state
    badges = [b for b in (view.count_badge(i, state) for i in range(len(state.piles))) if b]
    left, top = view.transform.to_screen(0, 0)
    right, bottom = view.transform.to_screen(view.layout.width, view.layout.height)
    check_gaps(scene)
    for label in view.placed_labels(state):
        if label.title:
            continue
        capitals = rendered("H", label.size, GOLD).get_bounding_rect().height
        assert label.size >= COUNTER_SIZE and capitals >= 10, (label.text, capitals)
        assert label.rect.height >= 14
        assert view.area.contains(label.rect), label.text
        # Within the table's map too: not pushed back from the window's edge, where it would
        # touch it (Italienerin's French base rank once did).
        assert left - 1 <= label.rect.left and label.rect.right <= right + 1, label.text
        assert top - 1 <= label.rect.top and label.rect.bottom <= bottom + 1, label.text
        for pile, cards_ in enumerate(state.piles):
            rects = [view.card_rect(pile, i) for i in range(len(cards_))]
            if view.piles[pile].outline:
                rects.append(view.base_rect(pile))
            assert not any(r.colliderect(label.rect) for r in rects), (
                label.text, state.pile_names[pile])
        assert label.rect.collidelist(badges) < 0, label.text
        if label.name not in state.counter_names:
            continue  # a map's own words (Hopscotch's steps by their foundations)
        assert label.name in DESCRIBES, f"{label.name}: which pile does it describe?"
        kinds = DESCRIBES[label.name]
        if kinds & {p.kind for p in view.piles}:  # Der Fächer: no stock (see below)
            near = min(range(len(view.piles)),
                       key=lambda i: gap(label.rect, view.base_rect(i)))
            assert view.piles[near].kind in kinds, (
                label.text, state.pile_names[near])
            assert NAMED.get(label.name, "") in state.pile_names[near], (
                label.text, state.pile_names[near])
            assert gap(label.rect, view.base_rect(near)) <= NEXT_TO * view.card_size[1]


@pytest.mark.parametrize("size", [(640, 400), (1024, 640), (1920, 1080)])
def test_labels_keep_their_gap_and_floor_in_every_window(tmp_path_factory, size):
    monkeypatch = pytest.MonkeyPatch()
    app = make_app(tmp_path_factory.mktemp("sizes"), monkeypatch, size)
    failed = []
    try:
        for game_id in registry().ids():
            scene = open_table(app, game_id, 1, persist=False)
            try:
                check_gaps(scene)
            except AssertionError as error:
                failed.append((game_id, str(error).splitlines()[0]))
            finally:
                app.pop()
    finally:
        monkeypatch.undo()
    assert failed == []


@pytest.mark.parametrize("code", ["de", "fr"])
@pytest.mark.parametrize("game_id", ["dondorf_zopf", "plait", "dondorf_numeri", "canfield",
                                     "chessboard",
                                     "dondorf_sympathie", "dondorf_arena", "thieves"])
def test_longer_words_keep_their_gap_in_the_smallest_window(tmp_path, monkeypatch, game_id,
                                                             code):
    app = make_app(tmp_path, monkeypatch, (640, 400))
    app.update_settings(language=code)
    scene = open_table(app, game_id, 1, persist=False)
    for moves in (0, 25):
        scene.random_play(moves)
        check_gaps(scene)


def table_changing_options() -> list[tuple[str, dict[str, str]]]:
    """The options that give a game another map or other counters (Terrace's eight-pile
    variants, Tri-Peaks' progressive rounds): their counters are checked too."""
    found = []
    for spec in registry().specs():
        base = create(spec.id)
        for option in spec.options:
            for choice in option.choices:
                game = create(spec.id, {option.name: choice})
                if choice != option.default and (
                        game.spec.layout != base.spec.layout
                        or game.counter_names != base.counter_names
                        or game.spec.hidden_counters != base.spec.hidden_counters):
                    found.append((spec.id, {option.name: choice}))
    return found


CHANGING = table_changing_options()


@pytest.mark.parametrize(("game_id", "options"), CHANGING,
                         ids=[f"{g}-{'-'.join(o.values())}" for g, o in CHANGING])
def test_counters_under_options_that_change_the_table(app, game_id, options):
    scene = open_table(app, game_id, 1, options=options)
    try:
        for moves in (0, 25):
            scene.random_play(moves)
            app.draw()
            check_labels(scene)
    finally:
        app.pop()


def test_a_counter_of_the_redeals_is_by_its_stock_even_in_der_faecher_by_its_title(app):
    scene = open_table(app, "dondorf_faecher", 1)
    try:
        placed = {label.name: label for label in scene.view.placed_labels(scene.state)}
        title, redeals = placed["title"].rect, placed["redeals_left"].rect
        assert 0 <= redeals.top - title.bottom <= redeals.height
    finally:
        app.pop()


def test_an_empty_foundation_says_the_dealt_base_rank():
    game = create("dondorf_zopf")
    state = game.new_state(1)
    base = state.counter("base_rank")
    assert base_rank_label(state) == {1: "A", 11: "J", 12: "Q", 13: "K"}.get(base, str(base))
    assert base_rank_label(create("klondike").new_state(1)) is None
    italienerin = create("dondorf_italienerin").new_state(1)
    if italienerin.counter("base_rank") == 0:  # not chosen yet: nothing to say
        assert base_rank_label(italienerin) is None


@pytest.mark.parametrize(("game_id", "shown"), [
    ("fortress", False), ("chessboard", True),      # one map: Chessboard's base rank
    ("straight_up", False), ("canfield", True)])    # Straight Up deals no base rank
def test_a_place_for_a_counter_the_game_does_not_keep_says_nothing(app, game_id, shown):
    # Fortress once drew "Base rank" there as a title, over nothing it keeps.
    scene = open_table(app, game_id, 1, persist=False)
    try:
        placed = scene.view.placed_labels(scene.state)
        assert ("base_rank" in {label.name for label in placed}) == shown
        assert not any(label.title for label in placed)
    finally:
        app.pop()


def test_a_centred_counter_keeps_its_centre_as_it_shrinks_between_two_cards():
    # Chessboard's base rank: centred on its place, between the top rows' cards.
    state = create("chessboard").new_state(1)
    area = pygame.Rect(0, 0, 640, 400)
    place = {"base_rank": LabelRect("base_rank", 200, 100, 200, 20, align="center")}
    (wide,) = place_labels(place, state, Transform(1.0, 0.0, 0.0), area, 100, {}, {}, set())
    assert wide.size == COUNTER_SIZE and wide.rect.centerx == 300
    cards = [pygame.Rect(135, 40, 120, 140), pygame.Rect(345, 40, 120, 140)]  # 90 px apart
    (narrow,) = place_labels(place, state, Transform(1.0, 0.0, 0.0), area, 100, {}, {},
                             set(), cards)
    ink = ink_box(narrow)
    assert MIN_TEXT <= narrow.size < COUNTER_SIZE and abs(narrow.rect.centerx - 300) <= 1
    assert ink.left - cards[0].right >= MIN_GAP and cards[1].left - ink.right >= MIN_GAP


def test_a_label_at_the_windows_edge_moves_inside_rather_than_shrink():
    state = create("klondike").new_state(1)
    area = pygame.Rect(0, 40, 1280, 640)
    edge = {"redeals_left": LabelRect("redeals_left", 1270, 300)}
    (label,) = place_labels(edge, state, Transform(1.0, 0.0, 0.0), area, 100, {}, {}, set())
    assert label.size == COUNTER_SIZE
    assert label.rect.right == area.right - EDGE and label.rect.top == 300
    assert place_labels(edge, state, Transform(1.0, 0.0, 0.0), area, 100, {}, {},
                        {"redeals_left"}) == []


@pytest.mark.parametrize("code", ["en", "de", "fr"])
def test_der_zopf_keeps_its_redeals_clear_of_the_jack_in_a_small_window(
        tmp_path, monkeypatch, code):
    app = make_app(tmp_path, monkeypatch, (1024, 640))
    app.update_settings(language=code)
    scene = open_table(app, "dondorf_zopf", 1, persist=False)
    (label,) = [p for p in scene.view.placed_labels(scene.state) if p.name == "redeals_left"]
    jack = scene.view.base_rect(scene.game.pile_index("foundation_0"))
    # The words keep the floor size, so the map's room starts left of the stock and ends
    # clear of the jack: in English the words once ended 4 px from it.
    assert jack.left - label.rect.right >= 10
    check_labels(scene)


def titled(game_id: str) -> bool:
    game = create(game_id)
    layout, _ = layout_for(game.spec.layout, game.pile_names,
                           {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs,
                                                            strict=True)})
    return any(label.width and label.height and label.text for label in layout.labels.values())


TITLED = [g for g in registry().ids() if titled(g)]


@pytest.mark.parametrize("game_id", TITLED)
def test_titles_are_letters_between_rules_not_buttons(game_id):
    """A title is gold letters and two thin rules on the felt: no plate, no frame."""
    _, state, view, surface = bare_view(game_id)
    view.draw(surface, state)
    felt = cloth(*surface.get_size(), view.cloth)
    for label in view.placed_labels(state):
        if not label.title:
            continue
        box = label.rect.clip(surface.get_rect())
        changed = [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)
                   if max(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3],
                                                     felt.get_at((x, y))[:3], strict=True)) > 24]
        assert len(changed) < 0.35 * box.width * box.height, label.text
        edge = [(x, y) for x, y in changed if y in (box.top, box.bottom - 1)]
        assert len(edge) < 0.1 * box.width, f"{label.text}: a frame along its edge"


def test_titles_grow_to_the_counters_size_where_the_felt_is_free(tmp_path, monkeypatch):
    """At 640x400 a map's box gave the illustrated tables' titles 12 px letters beside 21 px
    counters: a title grows about its centre as far as the felt round it is free."""
    app = make_app(tmp_path, monkeypatch, (640, 400))
    sizes = {}
    for game_id in TITLED:
        scene = open_table(app, game_id, 1, persist=False)
        sizes[game_id] = {label.name: label.size
                          for label in scene.view.placed_labels(scene.state) if label.title}
        check_gaps(scene)            # grown, still 5 px from every card and label
        app.pop()
    free = ["dondorf_arena", "dondorf_faecher", "dondorf_russisch",
            "dondorf_sirenen", "dondorf_zopf"]
    assert all(sizes[game_id]["title"] == COUNTER_SIZE for game_id in free), sizes
    assert all(size >= MIN_TEXT for titles in sizes.values() for size in titles.values())
    sides = sizes["dondorf_sympathie"]   # drawn alike by the map: alike on the table
    assert sides["side_1"] == sides["side_2"] > MIN_TEXT


def test_a_title_grows_only_into_free_felt():
    state = create("dondorf_zopf").new_state(1)
    area = pygame.Rect(0, 0, 640, 400)
    box = {"title": LabelRect("title", 250, 100, 100, 20, text="Der Zopf")}
    (alone,) = place_labels(box, state, Transform(1.0, 0.0, 0.0), area, 53, {}, {}, set())
    assert alone.title and alone.size == COUNTER_SIZE and alone.rect.center == (300, 110)
    cards = [pygame.Rect(250, 121, 100, 140)]          # 1 px under the map's box
    (held,) = place_labels(box, state, Transform(1.0, 0.0, 0.0), area, 53, {}, {}, set(),
                           cards)
    assert held.size < COUNTER_SIZE and gap(ink_box(held), cards[0]) >= MIN_GAP


@pytest.mark.parametrize(("variant", "title", "lock_shown"), [
    ("terrace", "Terrace", True), ("falling_stars", "Terrace · Falling Stars", True),
    ("redheads", "Terrace · Redheads", False), ("signora", "Terrace · Signora", False)])
def test_terrace_names_its_variant_and_shows_the_stock_lock_only_where_it_can_change(
        app, variant, title, lock_shown):
    scene = open_table(app, "terrace", 1, options={"variant": variant})
    try:
        assert scene.hud.title_that_fits(1000, 20) == title
        placed = {label.name for label in scene.view.placed_labels(scene.state)}
        assert ("stock_locked" in placed) == lock_shown and "base_rank" in placed
    finally:
        app.pop()


@pytest.mark.parametrize(("rounds", "shown"), [("one", False), ("progressive", True)])
def test_a_counter_only_some_options_keep_is_not_drawn_in_the_others(app, rounds, shown):
    # Tri-Peaks' map places the progressive rounds' counter; one round has none to show.
    scene = open_table(app, "triple_peaks", 1, options={"rounds": rounds})
    try:
        placed = {label.name: label for label in scene.view.placed_labels(scene.state)}
        assert ("round" in placed) == shown
        if shown:
            assert not placed["round"].title and placed["round"].text.endswith("1")
    finally:
        app.pop()
