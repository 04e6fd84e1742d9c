# Réussite — `make play` to play, `make test` to run the tests. Both create .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test bench lint screenshots clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/reussite

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2

bench: $(STAMP)
	$(BIN)/python tools/bench_engine.py

lint: $(STAMP)
	$(BIN)/ruff check game tests tools

screenshots: $(STAMP)
	SDL_VIDEODRIVER=dummy $(BIN)/python tools/screenshot_all.py screenshots

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
