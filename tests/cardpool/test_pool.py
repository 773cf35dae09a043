"""rulings.cardpool: the card files read into typed cards and rulings; a bad file is one error
naming the file and the field; the parsed files are cached until one changes."""
from __future__ import annotations

import os
import shutil

import pytest

from rulings import cardpool

GOOD = '''name = "Test Bears"
cost = "{1}{G}"
colors = ["G"]
types = ["creature"]
subtypes = ["Bear"]
power = 2
toughness = 2
oracle = ""
'''


@pytest.fixture
def pool_dir(tmp_path, monkeypatch):
    """A copy of the card files and the shared rulings, with a fresh cache."""
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(tmp_path / "cache"))
    cards = tmp_path / "cards"
    shutil.copytree(cardpool.CARD_DIRS[0], cards)
    shared = tmp_path / "rulings.toml"
    shutil.copy(cardpool.SHARED_RULINGS, shared)
    return cards, shared


def _read(pool_dir):
    cards, shared = pool_dir
    return cardpool.read((cards,), shared)


def test_the_copy_reads_as_the_pool(pool_dir):
    assert _read(pool_dir) == cardpool.pool()


def test_the_seed_cards_come_first_in_their_documents_order():
    slugs = [c.slug for c in cardpool.cards()]
    assert slugs[:5] == ["trailblazers-torch", "dungeoneers-pack", "avenging-hunter",
                         "white-plume-adventurer", "caves-of-chaos-adventurer"]
    assert slugs[5:] == sorted(slugs[5:])


def test_type_lines():
    assert cardpool.card("cloister-gargoyle").type_line == "Artifact Creature — Gargoyle"
    assert cardpool.card("forest").type_line == "Basic Land — Forest"
    assert cardpool.card("undercity").type_line == "Dungeon"


def test_every_ruling_is_printed_with_a_card():
    assert all(r.cards for r in cardpool.rulings().values())


@pytest.mark.parametrize("text, error", [
    (GOOD.replace("power = 2", "powr = 2"), r"bears\.toml: unknown field 'powr'"),
    (GOOD.replace('types = ["creature"]\n', ""), r"bears\.toml: missing field 'types'"),
    (GOOD.replace("power = 2", 'power = "2"'), r"bears\.toml\.power: expected int, got str"),
    (GOOD.replace('"creature"', '"critter"'), r"bears\.toml\.types: 'critter' is not a card type"),
    (GOOD.replace("toughness = 2\n", ""), r"bears\.toml: power and toughness go together"),
    (GOOD + '[names]\nen = "Bears"\n', r"bears\.toml\.names\.en: must be the card's name"),
    (GOOD + '[names]\nxx = "Bären"\n', r"bears\.toml\.names\.xx: expected a text in one of"),
    (GOOD + 'printed_with = ["lore"]\n', r"bears\.toml\.printed_with: no ruling of group 'lore'"),
    (GOOD + '[[ruling]]\nid = "b"\nkind = "gossip"\ntext = "t"\ncr = []\n',
     r"bears\.toml ruling\[0\]\.kind: 'gossip' is none of"),
    (GOOD + '[[ruling]]\nid = "torch-etb"\nkind = "card"\ntext = "t"\ncr = []\n',
     r"bears\.toml ruling\[0\]: duplicate ruling id 'torch-etb'"),
    ("name = = 1\n", r"bears\.toml: "),
])
def test_a_bad_card_file_names_itself_and_the_field(pool_dir, text, error):
    (pool_dir[0] / "bears.toml").write_text(text, encoding="utf-8")
    with pytest.raises(cardpool.PoolError, match=error):
        _read(pool_dir)


def test_a_card_name_in_two_files_is_refused(pool_dir):
    (pool_dir[0] / "bears.toml").write_text(GOOD.replace("Test Bears", "Grizzly Bears"),
                                            encoding="utf-8")
    with pytest.raises(cardpool.PoolError, match=r"bears\.toml: 'Grizzly Bears' is also .*"
                                                 r"bears\.toml"):
        _read(pool_dir)


def test_the_cache_is_used_until_a_file_changes(pool_dir, monkeypatch):
    cards, _ = pool_dir
    first = _read(pool_dir)
    parsed: list[str] = []
    monkeypatch.setattr(cardpool, "_parse", lambda path: parsed.append(path.name) or {})
    assert _read(pool_dir) == first and parsed == []  # one cache file, no TOML parsed
    path = cards / "shock.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("2 damage", "3 damage"))
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10**9))
    monkeypatch.undo()
    assert "3 damage" in cardpool.read((cards,), pool_dir[1]).cards[
        [c.slug for c in first.cards].index("shock")].oracle
