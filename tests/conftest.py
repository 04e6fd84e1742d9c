import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The tests read English texts: the language a fresh app follows is the system's.
os.environ["LANGUAGE"] = "en"
# The tests check our own solver, wherever they run; test_solver_fcs.py turns the
# optional Freecell Solver backend on (where it is installed) for its own tests.
os.environ["REUSSITE_FCS"] = "0"

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# No timed tests: property tests take what time they need on a loaded machine (CI shares
# two cores); speed is measured by the benchmarks in tools/.
settings.register_profile("untimed", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("untimed")

pytest.register_assert_rewrite("table_helpers")  # its asserts explain themselves too

from table_helpers import make_app  # noqa: E402


@pytest.fixture(autouse=True)
def english_again():
    """A test that switches the language leaves English for the next one."""
    yield
    from game.i18n import set_language

    set_language("en")


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A headless 1280×720 app on its own data dir: no automatic moves home, no animation."""
    return make_app(tmp_path, monkeypatch, auto_foundation="off", animation_speed="instant")


@pytest.fixture
def started(monkeypatch) -> list[tuple]:
    """Games the menu starts: (game id, deal, options); no real table is built."""
    from game.scenes import menu as menu_module

    calls: list[tuple] = []
    monkeypatch.setattr(menu_module, "start_table",
                        lambda app, game_id, deal=None, options=None, winnable=False:
                        calls.append((game_id, deal, options)))
    return calls


@pytest.fixture
def made_up_entry(request):
    """`made_up_entry(game_id, base_id, **fields)` adds a catalogue entry for a game a test
    makes up (a copy of `base_id`'s with `fields` changed), removed after the test."""
    from game import catalogue

    def add(game_id: str, base_id: str, **fields):
        entry = catalogue.entry(base_id).replaced(id=game_id, **fields)
        catalogue.add(entry)
        request.addfinalizer(lambda: catalogue.remove(game_id))
        return entry

    return add
