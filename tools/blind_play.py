"""A blind game, scripted: the real App (headless) with speech on and a Recording voice,
driven by keys alone, from the menu to a won deal — Klondike, then FreeCell.

The script types the game's name into the chooser and listens for it; moves right along
the buttons until it hears "Deal number…"; types the deal; then plays the solver's line
for that deal. It reaches every card through the keyboard focus: for each move it plans
the arrow keys on the focus's own arrow routes (what a player learns of the table by
walking it), presses them, and checks by the message spoken that the focus is on the
card it wants before it presses Enter — and after, that the move it heard is the one it
meant. D deals from the stock. It prints every key pressed and every message spoken:

    python tools/blind_play.py                  Klondike deal 1, FreeCell deal 2
    python tools/blind_play.py --games klondike --deals 4 --language de

tests/test_blind_play.py runs it.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
from collections import deque
from collections.abc import Callable

import pygame

from game.scenes.focus_draw import PULSE_MS

# A game the script can choose: what to type in the search, and what it expects to hear.
GAMES = {"klondike": "Klondike", "freecell": "FreeCell"}
DEALS = {"klondike": 1, "freecell": 2}
MAX_ARROWS = 60  # presses to reach a card: more means the focus is lost


class Lost(AssertionError):
    """What the script heard is not what it expected (the transcript says where)."""


class BlindPlayer:
    """Keys in, spoken messages out: `press`, `type`, and `heard` (since the last key)."""

    def __init__(self, app, recording, show: Callable[[str], None] = print) -> None:
        self.app, self.recording, self.show = app, recording, show
        self.seen = 0
        self.keys: list[str] = []
        self.transcript: list[str] = []

    # --- the keyboard ---------------------------------------------------------------------
    def press(self, name: str) -> list[str]:
        """Press and let go the key `name` (pygame's name: 'right', 'return', 'd')."""
        key = pygame.key.key_code(name)
        char = name if len(name) == 1 else ""
        self._key(name, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char,
                                            scancode=0),
                         pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=char,
                                            scancode=0)])
        return self.heard

    def type(self, text: str) -> list[str]:
        """Type `text` (letters and digits: the text the window gets)."""
        for char in text:
            self._key(char, [pygame.event.Event(pygame.TEXTINPUT, text=char)])
        return self.heard

    def _key(self, name: str, events: list) -> None:
        for event in events:
            pygame.event.post(event)
        self.app.process_events()
        self.settle()
        self.keys.append(name)
        self.heard = self._listen(name)

    def settle(self) -> None:
        """Let the app run until nothing moves (a few frames), and draw the frame (the
        screens lay out as they draw). The focus ring's breathing after a key (3 s of
        frames, for the eye) is let pass at once: it changes nothing a player hears."""
        self.app.last_input = pygame.time.get_ticks() - PULSE_MS
        for _ in range(240):
            self.app.step(1 / 60)
            if self.app.next_change() != 0.0:
                break
        self.app.draw()
        self.app.step(1 / 60)  # (the speech observers follow what the frame settled)

    def _listen(self, key: str) -> list[str]:
        new = self.recording.texts[self.seen:]
        self.seen = len(self.recording.texts)
        self.transcript.append(f"[{key}]")
        self.transcript += [f"    « {text} »" for text in new]
        self.show(f"[{key}]" + "".join(f"\n    « {text} »" for text in new))
        return new

    def expect(self, heard: list[str], words: str) -> None:
        if not any(words in text for text in heard):
            raise Lost(f"expected to hear {words!r}, heard {heard!r}")

    # --- the chooser ----------------------------------------------------------------------
    def choose(self, game_id: str, deal: int) -> None:
        """From the menu: the game by its name, then its deal by number."""
        from game.i18n import _

        title = GAMES[game_id]
        button = _("{button}, button").format(button="")
        if button in self.recording.texts[-1]:  # on a button: Esc takes the focus off it
            self.press("escape")
        self.expect(self.type(title.lower()), f"{title}. ")
        for _step in range(12):
            if any(_("Deal number…") in text for text in self.press("right")):
                break
        else:
            raise Lost("no Deal number button heard")
        self.expect(self.press("return"), _("{button}, button").format(button="1"))
        self.expect(self.type(str(deal)), _("Deal number: {number}").format(number=deal))
        self.press("return")
        if not hasattr(self.app.stack.top, "speech"):
            raise Lost("the table did not open")

    # --- the table ------------------------------------------------------------------------
    def play_line(self, moves: list) -> None:
        """Each move of the line through the keyboard focus, checked by ear."""
        from game.speech.table_words import held_text, played_text, spoken_card

        table = self.app.stack.top
        if not table.focus.visible:
            self.press("down")  # the first arrow shows where the focus is (and says it)
        for move in moves:
            if move.action == "stock":
                self.press("d")
                continue
            state = table.model.state
            if move.action != "move":  # a pile's own action: Enter on the pile
                self._walk_to(table, move.src, None)
                self.press("return")
                continue
            card = spoken_card(state.piles[move.src][-move.count])
            heard = self._walk_to(table, move.src, move.count)
            self.expect(heard, card)
            self.expect(self.press("return"), held_text(table.game, state, move.src,
                                                        move.count))
            self._walk_to(table, move.dst, None)
            said = self.press("return")
            self.expect(said, played_text(table.game, table.model.state, move))
            if table.model.outcome is not None:
                break

    def _walk_to(self, table, pile: int, count: int | None) -> list[str]:
        """Arrow keys to the pile (and its `count` cards), by the routes the arrows take;
        what was heard on arriving (said again if the focus was there already)."""
        focus = table.focus
        goal = (("pile", pile), count)
        heard: list[str] = []
        for _ in range(MAX_ARROWS):
            here = (focus.target, focus.count if focus.target[0] == "pile" else 0)
            if here[0] == goal[0] and count in (None, here[1]):
                return heard or [table.speech.focus_text(*here)]
            held = focus.holding  # (an arrow along the held pile holds more or fewer cards)
            heard = self.press(_first_step(focus.routes(), here, goal,
                                           avoid=None if held is None else ("pile", held[0])))
        raise Lost(f"the focus did not reach pile {pile}")


def _first_step(graph: dict, start: tuple, goal: tuple, avoid: tuple | None = None) -> str:
    """The first arrow on a shortest way through the routes from `start` to `goal`, not
    through the target `avoid`."""
    came: dict = {start: None}
    todo = deque([start])
    while todo:
        node = todo.popleft()
        if node[0] == goal[0] and goal[1] in (None, node[1]):
            while came[node][0] != start:
                node = came[node][0]
            return came[node][1]
        for direction, there in graph.get(node, {}).items():
            if there not in came and (there[0] != avoid or there[0] == goal[0]):
                came[there] = (node, direction)
                todo.append(there)
    raise Lost(f"no way from {start} to {goal}")


def solver_line(game_id: str, deal: int) -> list:
    """The solver's winning line for the deal (shortened), the moves the script plays."""
    from game.rules import create
    from game.solver.portfolio import solve
    from game.solver.search import Budget
    from game.solver.shorten import shorten

    game = create(game_id, None)
    state = game.new_state(deal)
    result = solve(game, state, Budget(seconds=30, nodes=3_000_000))
    if not result.won:
        raise SystemExit(f"the solver did not win {game_id} deal {deal}")
    return shorten(game, state, result.moves)


def blind_app(data_dir: str, language: str = "en"):
    """A headless app on the menu, speech on into a Recording voice, cards moving at
    once and nothing going home by itself (the solver's line plays every card)."""
    os.environ["REUSSITE_DATA_DIR"] = data_dir
    from game.app import App
    from game.app_start import add_menu
    from game.i18n import set_language
    from game.speech.speaker import Recording, Speaker

    app = App(size=(1280, 720), headless=True)
    app.settings = dataclasses.replace(app.settings, speech=True, auto_foundation="off",
                                       animation_speed="instant", language=language)
    set_language(language)
    recording = Recording()
    app.speaker = Speaker(recording)
    add_menu(app)
    return app, recording


def blind_game(player: BlindPlayer, game_id: str, deal: int) -> None:
    """Choose the game and deal from the menu, win it, hear the results, back to the menu."""
    from game.i18n import _
    from game.speech.table_words import OUTCOMES

    player.choose(game_id, deal)
    player.play_line(solver_line(game_id, deal))
    player.settle()
    player.expect(player._listen("(the results come up)") + player.recording.texts[-3:],
                  _(OUTCOMES["won"]))
    for _step in range(6):  # right along the results' buttons to Menu, then Enter
        if any(_("Menu") in text for text in player.press("right")):
            break
    player.expect(player.press("return"), _("Choose a game."))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="klondike,freecell")
    parser.add_argument("--deals", default="", help="one deal per game (default 1 and 2)")
    parser.add_argument("--language", default="en")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    games = args.games.split(",")
    deals = [int(d) for d in args.deals.split(",")] if args.deals else \
        [DEALS[g] for g in games]
    with tempfile.TemporaryDirectory() as data:
        app, recording = blind_app(data, args.language)
        player = BlindPlayer(app, recording)
        player.settle()
        player.show("(the menu, heard on opening)")
        player._listen("start")
        for game_id, deal in zip(games, deals, strict=True):
            blind_game(player, game_id, deal)
        print(f"{len(player.keys)} keys, {len(recording.texts)} messages", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
