"""Fortune telling: ask the cards a question, lay a patience, read the answer.

Pure Python (never imports pygame). `questions` chooses the game and the deal for a
question, `fate` plays a laying out ("let the cards fall"), `outcome` turns how it ended
into an answer, `reading` picks the significant cards and says what they mean, and
`journal` keeps every question asked. The words are data: `texts.toml` and
`meanings.toml`, keyed by language.
"""
