"""Which screens draw words over other words, past the window's edge or cut short:
every scene (chooser, dialogs, rules, statistics, settings, fortune scenes, results, three
tables, and a long notice over each: its lines checked against each other and the window;
its opaque plate may lie over cards, never over the table's words), in each language
asked for, at a text scale (100–200 %) and in either look.

    python tools/text_overlaps.py [--size 1280x720] [--languages en,de,fr]
                                  [--text-scale 200] [--high-contrast] [--shots DIR]
                                  [--screens statistics,settings]

Only the words a scene draws itself are checked (a dialog's, not those of the scene
dimmed under it). A text cut short to fit (with "…") is reported as "cut", or as "cut,
and whole nowhere" when it is not drawn whole on that screen nor said by its speech, as
it is or as the keyboard focus moves down its rows (a settings row's name leads its
help, the statistics say a row's every title). Two texts overlap when their boxes share
more than OVERLAP_PX each way; a text leaves the window when its box is not inside it.
`--shots DIR` saves each screen as a PNG (name_size_language.png) to look at;
`--screens` checks only the screens named. Exit status 1 if any text overlaps, leaves
the window or is cut. Headless; the player's files are never touched.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Iterator, Sequence
from datetime import datetime
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.render import text as text_module  # noqa: E402

# A text's box is its line's whole height (the font's ascent and descent): boxes of
# two lines may touch by a few pixels of empty leading without their letters touching.
OVERLAP_PX = 3
TABLES = ("klondike", "freecell", "dondorf_faecher")
LONG_NOTICE = ("This is a long notice, as the longest refusals are, to see that it wraps "
               "inside the window and hides no other words than the cards under it.")


def screens(app, only: frozenset[str] | None = None) -> Iterator[tuple[str, object]]:
    """(name, scene) for every screen (or those named in `only`), each on top of the
    stack while it is checked: the chooser, the dialogs over it, the fortune scenes, then
    the tables."""
    from game.fortune.journal import Entry
    from game.fortune.outcome import YES_BUT
    from game.fortune.questions import QUESTION
    from game.scenes.menu import MenuScene
    from game.store import GameStats

    noop = lambda: None  # noqa: E731
    app.stats = {"klondike": GameStats(played=14, won=5, lost=9, best_time=251.0,
                                       current_streak=2, best_streak=3),
                 "triple_peaks": GameStats(scored_played=3, scored_total=600, scored_best=310)}
    menu = MenuScene(app)
    app.push(menu)
    if only is None or "chooser" in only:
        yield "chooser", menu
    dialogs = [
        ("statistics", lambda: app.make_scene("statistics")),
        ("settings", lambda: app.make_scene("settings")),
        ("cards_and_table", lambda: app.make_scene("deck_chooser")),
        ("controls", lambda: app.make_scene("bindings")),
        ("rules_klondike", lambda: app.make_scene("rules", app.registry.get("klondike"))),
        ("rules_zopf", lambda: app.make_scene("rules", app.registry.get("dondorf_zopf"))),
        ("deal_number", lambda: app.make_scene("deal_entry", on_choose=lambda n: None,
                                               game_id="klondike")),
        ("keyboard", lambda: app.make_scene("keyboard", "Maximilian",
                                            on_change=lambda text: None)),
        ("results_won", lambda: app.make_scene(
            "results", "klondike", "won", 112, 263.4, 640, 1, on_next=noop,
            on_replay=noop, on_menu=noop)),
        ("results_lost", lambda: app.make_scene(
            "results", "klondike", "lost", 87, 401.0, 215, 1, on_next=noop,
            on_replay=noop, on_menu=noop, on_undo=noop, assisted=True)),
        ("fortune_ask", lambda: app.make_scene("fortune_ask")),
        ("fortune_journal", lambda: app.make_scene("fortune_journal")),
        ("fortune_answer", lambda: app.make_scene("fortune_answer", Entry(
            number=1, asked=datetime(2025, 3, 8, 9, 0), kind=QUESTION,
            question="Werden wir uns im nächsten Frühling wiedersehen?",
            game_id="dondorf_arena", deal=7, fate=True, outcome="lost", answer=YES_BUT,
            score=30, best=52, reading_kind="left", reading=("QH", "7S", "AD", "KC"),
            system="deck32"))),
    ]
    for name, make in dialogs:
        if only is not None and name not in only:
            continue
        scene = make()
        app.push(scene)
        yield name, scene
        while app.stack.top is not menu:
            app.pop()
    for game_id in TABLES:
        if only is not None and not {f"table_{game_id}", f"notice_{game_id}"} & only:
            continue
        table = app.make_scene("table", game_id, deal=1, animate=False, persist=False)
        app.push(table)
        table.random_play(20)
        if only is None or f"table_{game_id}" in only:
            yield f"table_{game_id}", table
        app.notify(LONG_NOTICE)
        if only is None or f"notice_{game_id}" in only:
            yield f"notice_{game_id}", table
        app.noticeboard.notices.clear()
        app.pop()


def texts_of(app, scene, seconds: int = 8) -> tuple[list, list, list]:
    """The texts `scene` draws (and the notices over it): (text, box, visible part); those
    cut short: (whole, shown); and the scene's texts a notice lies over (problems). After
    `seconds` of its time have passed."""
    for _second in range(seconds):
        for each in app.stack.scenes:
            each.update(1.0)  # fades, scrolls and the cards of a reading shown
    app.draw()
    drawn: list = []
    text_module.record_texts(drawn)
    text_module.record_cuts(cuts := [])
    try:
        # the scene's own words whole (not only what changed since the last frame), not
        # those of a scene dimmed under it; then the notices over it
        scene.draw(app.screen)
        under = len(drawn)
        app.noticeboard.draw(app.screen)
    finally:
        text_module.record_texts(None)
        text_module.record_cuts(None)
    # a notice's opaque plate may lie over cards, never over the scene's words
    covered = [f"under a notice: {text!r} at {tuple(shown)}" for text, _box, shown in drawn[:under]
               if any(plate.colliderect(shown) for plate in app.noticeboard.plates)]
    return drawn, cuts, covered


WALK = 24  # focus steps down a screen at most, looking for the whole of its cut texts


def nowhere_whole(app, scene, cuts) -> list[str]:
    """The cut texts that are shown whole nowhere: not drawn whole on the screen, nor said
    by its speech, at any stop of its focus moving down its rows, then up a second column
    (the focus is left moved)."""
    from game.input.intents import Action
    from game.speech.screen_speech import SCENES, focused_button, titled_intro

    # (a text that ends in " …" itself says it goes on: the rest of it is looked for)
    missing = {whole.removesuffix(" …"): shown for whole, shown in cuts}
    intro, focus, *_news = SCENES.get(type(scene).__name__, (titled_intro, focused_button))
    # down the rows; then over to a second column and up it (the fortune's suggestions)
    for step in [None] + ["down"] * WALK + ["right"] + ["up"] * WALK:
        if step:
            scene.handle(Action(step))
        drawn, _cut, _covered = texts_of(app, scene, 1)  # (a focus moved: nothing fades in long)
        seen = " ".join([text for text, _box, _shown in drawn] + [intro(scene), focus(scene)])
        missing = {whole: shown for whole, shown in missing.items() if whole not in seen}
        if not missing:
            break
    return [f"cut, and whole nowhere: {whole!r} shown as {shown!r}"
            for whole, shown in missing.items()]


def cut_texts(app, scene, cuts) -> list[str]:
    """Every text cut short: those shown whole nowhere as such, the others as cut (each
    is a problem: large text is for reading the words where they are)."""
    nowhere = nowhere_whole(app, scene, cuts)
    return nowhere + [f"cut: {whole!r} shown as {shown!r}" for whole, shown in cuts
                      if not any(repr(whole.removesuffix(" …")) in line for line in nowhere)]


def problems(drawn, window: pygame.Rect) -> list[str]:
    """What is wrong with these texts: overlaps, and texts that leave the window."""
    found = []
    seen = [(text, box, shown) for text, box, shown in drawn if shown.width and shown.height]
    for text, box, _shown in seen:
        if not window.contains(box):
            found.append(f"leaves the window: {text!r} at {tuple(box)}")
    for i, (text, _box, shown) in enumerate(seen):
        for other, _other_box, other_shown in seen[i + 1:]:
            both = shown.clip(other_shown)
            if both.width > OVERLAP_PX and both.height > OVERLAP_PX and shown != other_shown:
                found.append(f"overlap: {text!r} {tuple(shown)} and {other!r} "
                             f"{tuple(other_shown)}")
    return found


def check(size: tuple[int, int], language: str, scale: int, contrast: bool,
          shots: Path | None = None, only: frozenset[str] | None = None
          ) -> dict[str, list[str]]:
    """Every screen's problems (name → list), in one language and look (only the
    screens named in `only`, if given)."""
    from game.app import App
    from game.render import theme

    app = App(size=size, headless=True)
    app.update_settings(language=language, text_scale=scale, high_contrast=contrast)
    report: dict[str, list[str]] = {}
    try:
        for name, scene in screens(app, only):
            drawn, cuts, covered = texts_of(app, scene)
            report[name] = problems(drawn, app.screen.get_rect()) + covered
            if not drawn:
                report[name].append("no text drawn")
            if shots is not None:
                look = ("_contrast" if contrast else "") + (f"_{scale}" if scale != 100 else "")
                pygame.image.save(app.screen, str(shots / f"{name}_{size[0]}x{size[1]}_"
                                                           f"{language}{look}.png"))
            if cuts:  # (last: it moves the focus)
                report[name] += cut_texts(app, scene, cuts)
    finally:
        theme.apply(False, 100)  # the usual look again (it is the whole program's)
    return report


def main(argv: Sequence[str] | None = None) -> int:
    from game.app_start import parse_size

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--languages", default="en,de,fr")
    parser.add_argument("--text-scale", type=int, default=200)
    parser.add_argument("--high-contrast", action="store_true")
    parser.add_argument("--shots", type=Path, help="save each screen as a PNG here")
    parser.add_argument("--screens", help="only these screens (names as reported)")
    args = parser.parse_args(argv)
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("REUSSITE_DATA_DIR", tempfile.mkdtemp(prefix="reussite-texts-"))
    bad = cut = 0
    for language in args.languages.split(","):
        report = check(parse_size(args.size), language, args.text_scale, args.high_contrast,
                       args.shots, frozenset(args.screens.split(",")) if args.screens
                       else None)
        for name, found in report.items():
            for line in found:
                print(f"{name} {language}: {line}")
            bad += bool(found)
            cut += sum(line.startswith("cut") for line in found)
    print(f"{bad} screens with words over words, out of the window or cut; {cut} texts cut")
    return 1 if bad else 0


if __name__ == "__main__":
    code = main()
    pygame.quit()
    raise SystemExit(code)
