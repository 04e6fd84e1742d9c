"""Render the fortune scenes headless to PNGs: ask, Sympathie, the laying, answers, journal.

    python tools/screenshot_fortune.py DIR [--size 1920x1080] [--game dondorf_adieu]

Uses a scratch data directory with a few made-up journal entries, never the player's
own files. The laying is played to its end by fate ("let the cards fall") to make the
answer, and caught half-way for the picture of the table.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.app_start import parse_size  # noqa: E402
from game.fortune.journal import Journal, save_journal  # noqa: E402


def render(app: App, path: Path, seconds: float = 4.0) -> None:
    for _ in range(int(seconds * 20)):
        for scene in list(app.stack.scenes):
            scene.update(0.05)  # finish fades and reveals
    app.draw()
    pygame.image.save(app.screen, str(path))
    print(f"saved {path}")


def sample_journal(game_id: str) -> None:
    """Three earlier questions, so the journal has something to show."""
    journal = Journal(note_shown=False)
    base = datetime(2025, 3, 8, 20, 15)
    samples = [("Will the journey go well?", "yes", ("AH", "9H", "TD"), "last"),
               ("Is this the right time to begin?", "not_yet", ("KS", "8D", "QH"), "blocking"),
               ("Shall I write the letter?", "yes_but", ("AD", "7C", "JS"), "blocking")]
    for i, (question, answer, reading, kind) in enumerate(samples):
        journal.add(asked=base - timedelta(days=3 - i), kind="question", question=question,
                    game_id=game_id, deal=1000 + i, fate=bool(i % 2), outcome="won"
                    if answer == "yes" else "lost", answer=answer, score=28 + i, best=32,
                    reading_kind=kind, reading=reading, system="deck32")
    save_journal(journal)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("--size", default="1920x1080", help="WIDTHxHEIGHT")
    parser.add_argument("--game", default="dondorf_adieu",
                        help="the game to lay (dondorf_sympathie: for Anna and Ben)")
    parser.add_argument("--question", default="Will my wish come true?")
    args = parser.parse_args(argv)
    size = parse_size(args.size)
    args.directory.mkdir(parents=True, exist_ok=True)
    tag = f"{size[0]}x{size[1]}"
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["REUSSITE_DATA_DIR"] = scratch
        sample_journal(args.game)
        app = App(size=size, headless=True)
        from game.scenes.fortune_answer import AnswerScene
        from game.scenes.fortune_ask import AskScene
        from game.scenes.fortune_journal import JournalScene
        from game.scenes.fortune_table import FortuneTable

        ask = AskScene(app)
        app.push(ask)
        ask.choose_question(args.question)
        render(app, args.directory / f"fortune_ask_{tag}.png")
        if ask.sympathie_available:
            ask.set_kind("sympathie")
            ask.names[0].value, ask.names[1].value = "Anna", "Ben"
            render(app, args.directory / f"fortune_sympathie_{tag}.png")
            if args.game != "dondorf_sympathie":
                ask.set_kind("question")
        ask.game_index = next((i + 1 for i, s in enumerate(ask.games) if s.id == args.game), 0)
        ask.lay(fate=True)
        table = app.stack.top
        if not isinstance(table, FortuneTable):
            print("the laying did not start:", ask.message)
            return 1
        total = 0
        while table.outcome is None and total < 30:
            table.update(0.05)
            total += 1
        render(app, args.directory / f"fortune_play_{tag}.png", seconds=0)
        for _ in range(20000):
            if not isinstance(app.stack.top, FortuneTable):
                break
            app.step(0.05)
        if isinstance(app.stack.top, AnswerScene):
            render(app, args.directory / f"fortune_answer_{tag}.png")
        app.push(JournalScene(app))
        render(app, args.directory / f"fortune_journal_{tag}.png")
        for entry in app.stack.top.entries[1:]:
            app.push(AnswerScene(app, entry, "journal"))
            render(app, args.directory / f"fortune_answer_{entry.answer}_{tag}.png")
            app.pop()
    return 0


if __name__ == "__main__":
    code = main()
    pygame.quit()
    raise SystemExit(code)
