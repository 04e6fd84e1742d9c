"""The table playing by itself: "play it for me" (the game's own strategy, or a demo of
a line the solver found) and the program's side in a game for two. A mixin of
`TableScene`: it plays through `play`, so every move animates and can be undone."""

from __future__ import annotations


class AutoPlay:
    """Needs of the scene: game, spec, state, outcome, rate, solving, play(move),
    refresh_specials(); the timers autoplaying, autoplay_timer and computer_timer."""

    def toggle_autoplay(self) -> None:
        """'Play it for me': the game's own strategy plays on, one move at a time; games
        of skill get a demo of a winning line the solver found. Either way the game is
        assisted from then on (kept apart in the statistics)."""
        if not self.autoplaying:
            self.records.assisted = True
        if self.autoplaying or self.spec.autoplay is not None:
            self.autoplaying = not self.autoplaying
            self.autoplay_timer = 0.0
            self.refresh_specials()
        else:
            self.solving.start_demo()

    def start_autoplay(self) -> None:
        self.autoplaying, self.autoplay_timer = True, 0.0
        self.refresh_specials()

    def autoplay_interval(self) -> float:
        """Hook: seconds between two moves of "play for me"."""
        return 4.0 / self.rate if self.rate else 0.0

    def computer_interval(self) -> float:
        """Hook: seconds the computer waits before each of its moves (twice the pace of
        "play for me", so a player can follow them)."""
        return 8.0 / self.rate if self.rate else 0.0

    def computer_on_turn(self) -> bool:
        turn = self.spec.computer_turn
        return turn is not None and self.outcome is None and turn(self.game, self.state)

    def _computer_step(self, dt: float) -> None:
        """The program's side of a two-player game: one move at a time, after a pause.
        Input stays open; a player's own click simply plays that move sooner."""
        if not self.computer_on_turn():
            self.computer_timer = self.computer_interval()
            return
        self.computer_timer -= dt
        if self.computer_timer > 0:
            return
        self.computer_timer = self.computer_interval()
        move = self.spec.autoplay(self.game, self.state) if self.spec.autoplay else None
        if move is not None:
            self.play(move)

    def on_autoplay_stopped(self) -> None:
        """Hook: "play for me" found no move (or the game ended)."""

    def _autoplay_step(self, dt: float) -> None:
        self.autoplay_timer -= dt
        if self.autoplay_timer > 0:
            return
        self.autoplay_timer = self.autoplay_interval()
        strategy = self.spec.autoplay
        if self.outcome is not None:
            move = None
        else:
            move = strategy(self.game, self.state) if strategy else self.solving.next_demo_move()
        if move is None or not self.play(move):
            self.autoplaying = False
            self.refresh_specials()
            self.on_autoplay_stopped()
