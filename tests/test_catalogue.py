"""The catalogue: one entry per game, in every shipped language, and ids that never change."""

from pathlib import Path

import pytest

import game.catalogue as catalogue
from game.catalogue import LANGUAGES, CatalogueError, UnknownGameError
from game.rules import registry

RELEASED = [line for line in (Path(__file__).parent / "data" / "game_ids.txt").read_text()
            .splitlines() if line and not line.startswith("#")]


def test_every_game_has_an_entry_and_every_entry_a_game():
    games = set(registry().ids())
    listed = {e.id for e in catalogue.entries()}
    assert games - listed == set(), "games without a catalogue entry"
    assert listed - games == set(), "catalogue entries without a game"


def test_released_ids_never_change():
    assert RELEASED == sorted(RELEASED) and len(set(RELEASED)) == len(RELEASED)
    games = set(registry().ids())
    assert set(RELEASED) - games == set(), "a released game id disappeared (saves key on it)"
    assert games - set(RELEASED) == set(), "a new game: add its id to tests/data/game_ids.txt"


@pytest.mark.parametrize("game_id", RELEASED)
def test_entry_is_complete(game_id):
    e = catalogue.entry(game_id)
    assert e.id == game_id and e.title and e.source_ref
    assert all(e.titles[lang].strip() for lang in LANGUAGES)
    assert e.family in catalogue.families(e.source)
    assert e.tags and set(e.tags) <= set(catalogue.tag_names())
    paragraphs = e.rules_text.split("\n\n")
    assert len(e.rules_text) > 200 and all(p.strip() == p and p for p in paragraphs)
    assert e.labels["redeals_left"] == "Redeals left"   # the engine's own counters


def deck_size(text: str) -> int:
    """The cards a deck text names: "52 cards", "2 × 52 cards", "52 cards and 2 jokers"."""
    words = text.replace(",", " ").split()
    if words[1] == "×":
        return int(words[0]) * int(words[2])
    jokers = int(words[3]) if words[2:3] == ["and"] and words[4:5] == ["jokers"] else 0
    return int(words[0]) + jokers


def test_the_deck_shown_is_the_deck_dealt():
    from game.rules import create
    wrong = {game_id: (catalogue.entry(game_id).deck, create(game_id).total_cards)
             for game_id in RELEASED
             if deck_size(catalogue.entry(game_id).deck) != create(game_id).total_cards}
    assert wrong == {}


def test_no_label_names_a_counter_the_table_never_shows():
    """A game's own label of a counter that every variant hides (a deal's fact, as
    Kabinett's columns opened) would be text for translators that no player reads."""
    from game.engine.labels import COUNTER_LABELS
    from game.rules import create

    unread = []
    for spec in registry().specs():
        own = set(catalogue.entry(spec.id).labels) - set(COUNTER_LABELS)
        games = [create(spec.id)] + [create(spec.id, {option.name: choice})
                                     for option in spec.options for choice in option.choices]
        for name in own & {c for g in games for c in g.counter_names}:
            if all(name in g.spec.hidden_counters or name not in g.counter_names
                   for g in games):
                unread.append((spec.id, name))
    assert unread == []


def test_entries_come_by_source_then_title():
    order = list(catalogue.sources())
    assert order == ["dondorf", "reussites", "aisleriot"]
    keys = [(order.index(e.source), e.title) for e in catalogue.entries()]
    assert keys == sorted(keys)
    assert [e.id for e in catalogue.entries()] == registry().ids()
    assert {e.id for e in catalogue.entries(family="spider")} == {
        "spider", "spiderette", "spider_three_decks", "will_o_the_wisp", "diamond_mine"}
    assert len(catalogue.entries(source="dondorf")) == 21


def test_families_are_grouped_by_source_with_names_players_know():
    families = catalogue.families()
    assert [f.source for f in families.values()] == sorted(
        (f.source for f in families.values()), key=list(catalogue.sources()).index)
    aisleriot = {f.name for f in catalogue.families("aisleriot").values()}
    assert {"Klondike", "Spider", "FreeCell", "Canfield", "Forty Thieves", "Yukon",
            "Pairing games", "Golf and pyramids", "Grids"} <= aisleriot
    assert set(catalogue.families("reussites")) == {"reussites_gaps"}


def test_titles_by_language():
    spider = catalogue.entry("spider")
    assert spider.title == "Spider" and spider.english_title == "Spider"
    assert spider.title_in("de") == "Spinne" and spider.title_in("xx") == "Spider"
    assert [spider.shown_title(code) for code in ("en", "de", "fr")] == [
        "Spider", "Spinne", "L'araignée"]
    assert spider.source_ref == "L'araignée"   # the French manual's heading
    assert catalogue.entry("dondorf_zopf").source_ref == "Nr. 14"
    assert catalogue.entry("dondorf_zopf").fortune and not catalogue.entry("klondike").fortune


def test_an_aisleriot_game_is_titled_in_english_and_referred_to_by_the_manuals_heading():
    """The manual is French: its headings are the games' references to it, never the
    title an English player sees (Spider once showed as "L'araignée")."""
    for e in catalogue.entries("aisleriot"):
        assert e.title == e.titles["en"] == e.shown_title("en") == e.english_title, e.id
        assert e.shown_title("de") == e.titles["de"] and not e.subtitle("fr"), e.id
    refs = {e.id: e.source_ref for e in catalogue.entries("aisleriot")}
    assert (refs["diamond_mine"], refs["will_o_the_wisp"], refs["canfield"]) == (
        "La mine de diamants", "La volonté de Wisp", "Champ de boîtes")


def test_unknown_id_is_a_clear_error():
    with pytest.raises(UnknownGameError, match="unknown game id 'nope'"):
        catalogue.entry("nope")


def _broken(tmp_path, monkeypatch, text):
    for source in ("families", "dondorf", "reussites", "aisleriot"):
        name = f"{source}.toml"
        (tmp_path / name).write_text((catalogue.HERE / name).read_text("utf-8"), "utf-8")
    (tmp_path / "reussites.toml").write_text(text, "utf-8")
    monkeypatch.setattr(catalogue, "HERE", tmp_path)
    catalogue._index.cache_clear()
    try:
        with pytest.raises(CatalogueError) as caught:
            catalogue.entries()
    finally:
        monkeypatch.undo()
        catalogue._index.cache_clear()
    return str(caught.value)


def test_damaged_files_say_what_is_wrong(tmp_path, monkeypatch):
    assert "cannot be read" in _broken(tmp_path, monkeypatch, "source = [")
    assert "must say source" in _broken(tmp_path, monkeypatch, 'source = "dondorf"')
    head = ('source = "reussites"\n[x]\ntitle = "X"\nsource_ref = "1"\nrules = "r"\n'
            'module = "reussite"\n')
    assert "missing ['family', 'titles']" in _broken(tmp_path, monkeypatch, head)
    full = head + 'family = "klondike"\ntitles = {en = "X", de = "X", fr = "X"}\n'
    assert "is not one of reussites's" in _broken(tmp_path, monkeypatch, full)
    assert "titles needs" in _broken(tmp_path, monkeypatch, head + 'family = "reussites_gaps"\n'
                                     'titles = {en = "X"}\n')
    placed = full.replace('family = "klondike"', 'family = "reussites_gaps"')
    assert "missing ['module']" in _broken(tmp_path, monkeypatch,
                                           placed.replace('module = "reussite"\n', ""))
    assert "module 'game/rules/x' is not a module name" in _broken(
        tmp_path, monkeypatch, placed.replace('"reussite"', '"game/rules/x"'))


# --- declarations: rules only, short, a handful of hooks ---------------------------------

MAX_HOOKS = 7   # hook places one game fills; a game needing more becomes its own family


def _declarations():
    import importlib.util
    import sys

    path = Path(__file__).resolve().parent.parent / "tools" / "declaration_sizes.py"
    spec = importlib.util.spec_from_file_location("declaration_sizes", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("declaration_sizes", module)   # its dataclass looks itself up
    spec.loader.exec_module(module)
    return module.declarations()


def test_every_game_is_a_short_declaration_with_a_handful_of_hooks():
    found = _declarations()
    assert {d.game_id for d in found} == set(RELEASED)
    for d in found:
        assert d.module != "?", f"{d.game_id}: no declaration found in game/rules"
        assert len(d.hooks) <= MAX_HOOKS, f"{d.game_id}: {len(d.hooks)} hooks"
        assert d.lines <= 25, f"{d.game_id}: {d.lines} lines of rules"
        if d.kind == "variant":
            assert d.lines <= 15, f"{d.game_id}: a variant of {d.lines} lines"


def test_a_variant_keeps_no_options_unless_it_names_them():
    from game.engine.spec import variant
    from game.rules.klondike import KLONDIKE

    assert KLONDIKE.options
    plain = variant(KLONDIKE, id="plain")
    assert plain.options == () and plain.piles == KLONDIKE.piles
    assert variant(KLONDIKE, id="kept", options=KLONDIKE.options).options == KLONDIKE.options
    assert registry().get("thumb_and_pouch").options == ()
    assert registry().get("will_o_the_wisp").options == registry().get("spiderette").options


# --- one game's entry without the whole catalogue (start-up) ------------------------------

@pytest.mark.parametrize("game_id", RELEASED)
def test_one_entry_read_alone_is_the_entry_of_the_whole_catalogue(game_id):
    assert catalogue._entry_alone(game_id) == catalogue.entry(game_id)


def test_a_table_is_cut_at_the_next_header_outside_strings():
    from game.catalogue.sections import table_in

    text = ('source = "x"\n[a]\ntitle = "A"\nrules = """\n[b]\nnot a header\n"""\n'
            "[b]\ntitle = 'B'\nrules = '''\n[a]\n'''\n[c.d]\ne = 1\n")
    assert table_in(text, "a") == {"title": "A", "rules": "[b]\nnot a header\n"}
    assert table_in(text, "b") == {"title": "B", "rules": "[a]\n"}
    assert table_in(text, "nope") is None
    assert table_in('[a]\ntitle = """never closed\n[b]\n', "a") is None   # not parsable
    assert table_in("[a]\nx = 1\n[a.b]\ny = 2\n[[c]]\n", "a") == {"x": 1, "b": {"y": 2}}


def test_before_the_whole_catalogue_is_read_one_entry_reads_only_its_table(monkeypatch):
    catalogue._index.cache_clear()
    catalogue._ALONE.clear()
    try:
        assert catalogue.entry("klondike").module == "klondike"
        assert catalogue._index.cache_info().currsize == 0   # nothing else was parsed
        with pytest.raises(UnknownGameError):
            catalogue.entry("nope")                            # the whole catalogue says so
        assert catalogue._index.cache_info().currsize == 1
    finally:
        catalogue._index.cache_clear()
