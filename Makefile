# Réussite — `make play` to play, `make test` to run the tests. Both create .venv on first use.
PYTHON ?= python3
# another Python gets a folder of its own: make test PYTHON=python3.13 VENV=.venv-3.13
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The translations compiled beside their .po files (game/i18n.py reads them without Babel)
LOCALE := $(VENV)/.locale
PO_FILES := $(wildcard game/locale/*/LC_MESSAGES/*.po)
# The maps compiled to levels/compiled/ (game/layout/compiled.py: a start needs no pytmx)
MAPS := $(VENV)/.maps
TMX_FILES := $(wildcard levels/*.tmx)

.PHONY: play test bench lint screenshots clean

# (setuptools tells of every editable install, in a box that reads like an error: not
# an error, and nothing to do about it here, so not shown)
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	PYTHONWARNINGS="ignore:Editable installation" $(BIN)/pip install --quiet -e '.[test,i18n]'
	touch $(STAMP)

$(LOCALE): $(STAMP) $(PO_FILES)
	$(BIN)/python tools/i18n.py build
	touch $(LOCALE)

$(MAPS): $(STAMP) $(TMX_FILES) game/layout/tmx.py game/layout/model.py game/layout/compiled.py
	$(BIN)/python tools/compile_maps.py levels
	touch $(MAPS)

play: $(STAMP) $(LOCALE) $(MAPS)
	$(BIN)/reussite

test: $(STAMP) $(LOCALE) $(MAPS)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2

bench: $(STAMP)
	$(BIN)/python tools/bench_engine.py

lint: $(STAMP)
	$(BIN)/ruff check game tests tools

screenshots: $(STAMP)
	SDL_VIDEODRIVER=dummy $(BIN)/python tools/screenshot_all.py screenshots

clean:
	rm -rf $(VENV) .venv-* build *.egg-info .pytest_cache levels/compiled
