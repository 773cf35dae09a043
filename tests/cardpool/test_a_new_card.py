"""A new card is three files: its facts (cardpool/cards/<slug>.toml), what it does (a module in
reference_engine/cards/) and its scenario (docs/ARCHITECTURE.md, "A new card"). The test-only
card in tests/support/cards/ is written so; added to the card pool and the engine's card modules,
it is in the pool, the reference engine, lookup's names, the fuzzer's pool, preflight and the
adapters' derived card data, and its scenario passes, with nothing else written for it."""
from __future__ import annotations

import json
from pathlib import Path
from unittest import mock

import pytest

import tests.support.cards as test_cards
from tests.support.card_checks import claimed_twice, lacking_abilities
from tests.support.rulings_fixtures import sample_index

from rulings import RulingsError, cardpool, data
from rulings.data import cardsjson as derive
from rulings.fuzz import pool as fuzz_pool
from rulings.judging.lookup import lookup
from rulings.reference_engine.cards import registry
from tests.support.runs import suite_run

FOLDER = Path(test_cards.__file__).parent
FEATURE = FOLDER / "pathfinder.feature"
NAME, SLUG = "Test Pathfinder", "test-pathfinder"


def _forget() -> None:
    cardpool.reload()
    data.cards.cache_clear()


@pytest.fixture
def in_the_pool(monkeypatch, tmp_path):
    """The card's data file in the card pool (a fresh cache, so nothing stale is read)."""
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(cardpool, "CARD_DIRS", (*cardpool.CARD_DIRS, FOLDER))
    _forget()
    yield
    monkeypatch.undo()
    _forget()


@pytest.fixture
def in_the_engine(in_the_pool):
    """...and its module among the engine's card modules."""
    packages = (*registry.CARD_PACKAGES, (test_cards.__name__, [str(FOLDER)]))
    with mock.patch.dict(registry.CARDS, registry.build(cardpool.cards(),
                                                       registry.abilities_of(packages))):
        yield


def test_the_new_card_is_only_its_three_files():
    assert sorted(p.name for p in FOLDER.iterdir() if p.name not in ("__init__.py",
                                                                       "__pycache__")) == \
        ["pathfinder.feature", "pathfinder.py", f"{SLUG}.toml"]


def test_it_is_in_the_pool_with_its_rulings(in_the_pool):
    card = cardpool.card(SLUG)
    assert (card.name, card.cost, card.type_line, card.power, card.toughness) == \
        (NAME, "{1}{W}", "Creature — Human Scout", 2, 1)
    assert cardpool.named(NAME) is card
    assert cardpool.rulings()["test-pathfinder-etb"].cards == (SLUG,)
    assert SLUG in cardpool.rulings()["initiative-designation"].cards  # printed_with


def test_the_engine_plays_its_scenario(in_the_engine):
    assert registry.card_def(NAME, token=False).triggers[0].effect == "take-initiative"
    result = suite_run(features=[FEATURE], ids=["TESTCARD-001"])
    assert [(r.id, r.status) for r in result.results] == [("TESTCARD-001", "PASS")], \
        [r.message for r in result.results]


def test_without_its_data_its_scenario_is_refused():
    with pytest.raises(RulingsError, match="unknown card 'Test Pathfinder'"):
        suite_run(features=[FEATURE], ids=["TESTCARD-001"])


def test_without_its_module_the_card_is_found_lacking(in_the_pool):
    """The registry test (test_registry.py) fails for a card file without its module."""
    assert lacking_abilities(cardpool.cards(), registry.ABILITIES_BY_SLUG) == [NAME]
    packages = (*registry.CARD_PACKAGES, (test_cards.__name__, [str(FOLDER)]))
    assert lacking_abilities(cardpool.cards(), registry.abilities_of(packages)) == []
    assert claimed_twice(packages) == []


def test_lookup_finds_it_by_its_printed_name(in_the_pool, tmp_path):
    index = sample_index(tmp_path / "features")  # one scenario per card with printed texts
    found = lookup(index, "Prüfpfadfinderin")
    assert f'"Prüfpfadfinderin" (de) is {NAME}' in found.notes
    assert f"card:{SLUG}" in found.hits[0].entry.tags and found.lang == "de"


def test_the_fuzzer_and_preflight_draw_it(in_the_pool):
    assert NAME in [c.name for c in fuzz_pool.drawn_cards()]
    assert NAME not in fuzz_pool.DRAW_ORDER  # appended: nothing written for it


def test_the_adapters_derived_data_has_it(in_the_pool):
    derived = {c["name"]: c for c in json.loads(derive.cards_json(cardpool.cards()))["cards"]}
    assert derived[NAME] == {
        "name": NAME, "manaCost": "{1}{W}", "types": ["Creature"], "subtypes": ["Human", "Scout"],
        "supertypes": [], "text": "When this creature enters, you take the initiative.",
        "layout": "normal", "colors": ["W"], "colorIdentity": ["W"], "keywords": [],
        "power": "2", "toughness": "1"}
