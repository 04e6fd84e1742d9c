"""Speech: what the table says aloud for a player who cannot see it (issue 39).

`speaker.py` holds the voices (speech-dispatcher, espeak-ng, a recording for tests, none);
`table_speech.py` listens to the table's model and focus and says what happens, in the
player's language. Pure Python: no pygame.
"""
