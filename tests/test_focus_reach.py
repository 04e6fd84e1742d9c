"""Keyboard and pad focus reaches everything that can be played, in every game: from the
focus's start, arrows alone lead to every card a legal move takes (with the cards above
it), to every pile with an action of its own (the stock), to every place drawn and every
HUD button; they never stop on a place the table no longer draws (emptied for good, or
closed by the rules), and a focus left on one moves off by itself. Two looks: 1280x720,
and 1024x640 left-handed (where Treize's pyramid and Elevator's had a card nobody's
nearest before the arrows were mended: focus_routes)."""

import pytest

from game.rules import registry
from game.scenes.focus import VECTORS
from game.scenes.table import TableScene
from table_helpers import make_app

POSITIONS = (0, 25, 60)  # random moves played before each look (in all: 0, 25, 85)
LOOKS = {"1280x720": {"size": (1280, 720)},
         "1024x640-left": {"size": (1024, 640), "left_handed": True}}


@pytest.fixture(scope="module")
def apps(tmp_path_factory):
    """The app of a look, made once (each headless app keeps its own size)."""
    mp = pytest.MonkeyPatch()
    made = {}

    def app(look: str):
        if look not in made:
            settings = {k: v for k, v in LOOKS[look].items() if k != "size"}
            made[look] = make_app(tmp_path_factory.mktemp("reach"), mp, LOOKS[look]["size"],
                                  **settings)
        return made[look]

    yield app
    mp.undo()


def walk(focus) -> set:
    """Every (target, count) the arrows lead to from where the focus is."""
    start = (focus.target, focus.count)
    seen, todo = {start}, [start]
    while todo:
        here = todo.pop()
        for direction in VECTORS:
            focus.target, focus.count = here
            focus.move(direction)
            there = (focus.target, focus.count)
            if there not in seen:
                seen.add(there)
                todo.append(there)
    focus.target, focus.count = start
    return seen


def playable(scene) -> tuple[set, set]:
    """The (pile, count) stops a card move takes, and the piles with an action of their own."""
    cards, actions = set(), set()
    for m in scene.game.legal_moves(scene.state):
        if m.src < 0:
            continue
        if m.action == "stock" or m.dst < 0:
            actions.add(("pile", m.src))
        else:
            cards.add((("pile", m.src), m.count))
    return cards, actions


@pytest.mark.parametrize("game_id", registry().ids())
@pytest.mark.parametrize("look", LOOKS)  # the outer loop: one app per look
def test_the_arrows_reach_every_playable_card_and_never_a_vanished_place(apps, game_id, look):
    shared_app = apps(look)
    scene = TableScene(shared_app, game_id, deal=5, animate=False, persist=False)
    shared_app.push(scene)
    try:
        focus = scene.focus
        for moves in POSITIONS:
            scene.random_play(moves)
            gone = scene.view.vanished(scene.state)
            for pile in gone:  # left on a place that went: it moves off
                focus.target, focus.count = ("pile", pile), 0
                focus.rect()
                assert focus.target[0] == "button" or focus.target[1] not in gone
            seen = walk(focus)
            reached = {target for target, _ in seen}
            assert not {("pile", pile) for pile in gone} & reached
            drawn = {("pile", i) for i, p in enumerate(scene.view.piles)
                     if p.kind != "decoration" and i not in gone}
            buttons = {("button", b.label) for b in scene.all_buttons()
                       if b.rect is not None and b.enabled}
            assert drawn | buttons <= reached
            cards, actions = playable(scene)
            names = scene.game.pile_names
            missed = sorted((names[t[1]], n) for t, n in cards - seen)
            assert not missed, f"{game_id} after {moves}: arrows never reach {missed}"
            assert actions <= reached
            focus.awake = True
            shared_app.mapper.last_device = "keyboard"
            shared_app.draw()
    finally:
        shared_app.stack.pop()


def test_a_focus_on_a_place_that_goes_is_drawn_on_the_nearest_pile(apps):
    app = apps("1280x720")
    scene = TableScene(app, "golf", deal=1, animate=False, persist=False)
    app.push(scene)
    try:
        column = scene.game.pile_index("tableau_2")
        scene.focus.target, scene.focus.count = ("pile", column), 1
        scene.state.piles[column] = ()  # its last card played
        scene.view.place(scene.state, animate=False)
        scene.focus.awake = True
        app.mapper.last_device = "keyboard"
        app.draw()
        target = scene.focus.target
        assert target[0] == "pile" and target[1] != column
        assert scene.game.pile_names[target[1]] in {"tableau_1", "tableau_3"}
    finally:
        app.stack.pop()
