"""Speech: what the table says aloud for a player who cannot see it (issue 39).

`speaker.py` holds the voices (speech-dispatcher, a recording for tests, none; the commands
spd-say and espeak-ng in `commands.py`);
`table_speech.py` listens to the table's model and focus and says what happens, in the
player's language. Pure Python: no pygame.
"""
