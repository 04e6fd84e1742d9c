"""The installed decks' drawing service: cards go to two workers at once, a card or two
each, the cards a frame shows ahead of the rest; a deck put aside takes its queued cards
back; a worker that ends hands back what it owed (one that died leaves the drawing to the
game); the chooser's preview shows the loading sign, never our deck, while it waits.
The workers here are stand-ins that answer when the test says so."""

import queue

import pytest
from test_svg_decks import install, themes_under

from game.render import svg_service
from game.render.svg_service import AHEAD, SvgService


class FakeProcess:
    def __init__(self) -> None:
        self.requests = self
        self.replies = queue.SimpleQueue()
        self.jobs: list[tuple] = []
        self.alive, self.exitcode, self.pid = True, None, 0

    def put(self, job) -> None:
        self.jobs.append(job)

    def is_alive(self) -> bool:
        return self.alive

    def answer(self) -> None:
        path, ids, width, height = self.jobs.pop(0)
        self.replies.put(("card", path, ids[0], width, height, b"packed"))

    def close(self) -> None:
        pass


@pytest.fixture
def workers(monkeypatch):
    started: list[FakeProcess] = []

    class Worker(svg_service._Worker):
        def __init__(self, idle: float) -> None:
            self.process = FakeProcess()
            self.sent = []
            started.append(self.process)

    monkeypatch.setattr(svg_service, "_Worker", Worker)
    return started


def ids_sent(process: FakeProcess) -> list[str]:
    return [job[1][0] for job in process.jobs]


def test_two_workers_draw_at_once_a_few_cards_ahead_each(workers):
    service = SvgService("process")
    service.request("deck.svg", [f"c{n}" for n in range(3 * AHEAD)], 60, 90)
    assert len(workers) == 2
    assert sorted(ids_sent(workers[0]) + ids_sent(workers[1])) == \
        sorted(f"c{n}" for n in range(2 * AHEAD))
    assert service.pending("deck.svg", 60, 90) and not service.pending("deck.svg", 61, 90)
    workers[1].answer()
    answers = service.take("deck.svg")
    assert [a[2] for a in answers] == ["c1"]
    assert len(workers[1].jobs) == AHEAD  # its next card was sent at once


def test_the_cards_a_frame_shows_go_first_and_a_deck_put_aside_takes_its_back(
        workers, monkeypatch):
    monkeypatch.setattr(svg_service, "AHEAD", 2)
    service = SvgService("process", workers=1)
    service.request("a.svg", ["a1", "a2", "a3", "a4"], 60, 90)
    service.request("b.svg", ["b1"], 60, 90)
    service.request("a.svg", ["a4"], 60, 90, first=True)
    assert ids_sent(workers[0]) == ["a1", "a2"]
    workers[0].answer()
    service.take("a.svg")
    assert ids_sent(workers[0]) == ["a2", "a4"]  # ahead of a3 and b1
    service.cancel("a.svg")
    workers[0].answer()
    workers[0].answer()
    service.take("a.svg")
    assert ids_sent(workers[0]) == ["b1"]  # a3 was taken back
    assert not service.pending("a.svg", 60, 90)


def test_the_table_s_cards_go_before_the_preview_s_whoever_asks_last(workers, monkeypatch):
    monkeypatch.setattr(svg_service, "AHEAD", 2)
    service = SvgService("process", workers=1)
    service.request("a.svg", ["t1", "t2", "t3", "t4"], 90, 130, first=True)  # the table
    service.request("a.svg", ["p1", "p2"], 60, 85, first=True)  # the preview, asked after
    service.request("a.svg", ["t4"], 90, 130, first=True)  # the next frame: t4 on top
    assert ids_sent(workers[0]) == ["t1", "t2"]
    for expected in (["t2", "t4"], ["t4", "t3"], ["t3", "p1"], ["p1", "p2"]):
        workers[0].answer()
        service.take("a.svg")
        assert ids_sent(workers[0]) == expected


def test_a_chosen_theme_is_read_by_every_worker_ahead_of_its_cards(workers):
    service = SvgService("process")
    service.prepare("a.svg")
    assert len(workers) == 2 and all(w.jobs == [("a.svg", [], 0, 0)] for w in workers)
    SvgService("inline").prepare("a.svg")  # (drawn at once when asked: nothing ahead)
    assert len(workers) == 2


def test_a_worker_that_ends_hands_back_what_it_owed(workers, monkeypatch):
    monkeypatch.setattr(svg_service, "AHEAD", 2)
    service = SvgService("process", workers=1)
    service.request("a.svg", ["a1", "a2", "a3"], 60, 90)
    workers[0].alive, workers[0].exitcode = False, 0  # ended when idle (its last jobs lost)
    service.take("a.svg")
    assert len(workers) == 2 and ids_sent(workers[1]) == ["a1", "a2"]
    assert service.mode == "process"
    workers[1].alive, workers[1].exitcode = False, -9  # died
    assert service.take("a.svg") != []  # drawn here now (the theme is not there: broken)
    assert service.mode == "inline" and not service.pending("a.svg", 60, 90)


def test_the_preview_shows_the_loading_sign_not_our_deck_while_it_waits(
        tmp_path, monkeypatch, workers):
    from game.render import decks
    from game.render.text import record_texts
    from game.scenes.deck_chooser import DeckChooserScene
    from table_helpers import make_app

    for root in themes_under(tmp_path, monkeypatch):
        install(root, "kde", "Tiny")
        app = make_app(tmp_path, monkeypatch)
        monkeypatch.setenv(svg_service.MODE_VARIABLE, "process")
        svg_service.use_service(None)
        try:
            app.update_settings(deck="svg:kde/svg-tiny")
            chooser = DeckChooserScene(app)
            app.push(chooser)
            texts: list = []
            record_texts(texts)
            app.step(1 / 60)
            app.draw()
            record_texts(None)
            assert any(text == "Loading deck…" for text, *_ in texts)
            deck = decks.deck_for(app.settings)
            assert deck.loading
            preview = app.screen.subsurface(chooser.preview_rect())
            colours = {preview.get_at((x, preview.get_height() // 2))[:3]
                       for x in range(0, preview.get_width(), 3)}
            assert (255, 255, 255) not in colours  # no card face: only the empty places
        finally:
            record_texts(None)
            svg_service.use_service(None)


def test_a_deck_chosen_in_the_chooser_is_read_before_the_choice_is_saved(
        tmp_path, monkeypatch, workers):
    """The Deck row's arrows show the installed deck at once (its theme sent to the
    workers to read), then save the settings (the first save of a session takes tens of
    milliseconds the workers need not wait)."""
    from game.scenes.deck_chooser import DeckChooserScene
    from table_helpers import make_app

    for root in themes_under(tmp_path, monkeypatch):
        path = str(install(root, "kde", "Tiny"))
        app = make_app(tmp_path, monkeypatch)
        monkeypatch.setenv(svg_service.MODE_VARIABLE, "process")
        svg_service.use_service(None)
        try:
            chooser = DeckChooserScene(app)
            app.push(chooser)
            row = next(r for r in chooser.rows if r.label == "Deck")
            read_when_saved = []
            save = app.update_settings

            def saving(read_when_saved=read_when_saved, save=save, **changes):
                read_when_saved.append([job for w in workers for job in w.jobs])
                save(**changes)
            monkeypatch.setattr(app, "update_settings", saving)
            row.step(-1)  # (from our classic deck back round to the last: the theme)
            assert app.settings.deck == "svg:kde/svg-tiny"
            assert (path, [], 0, 0) in read_when_saved[-1]
        finally:
            svg_service.use_service(None)
