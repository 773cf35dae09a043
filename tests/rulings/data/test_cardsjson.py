"""adapters/cardpool/cards.json is derived from the card pool (rulings.data.cardsjson): the written
file is what the pool derives now, and the command says when it is not."""
from __future__ import annotations

import json

from rulings import cardpool
from rulings.data import cardsjson as derive
from tests.support.paths import REPO_ROOT


def test_cards_json_is_current():
    """Fails after a card file changes until `python -m rulings.data.cardsjson` runs."""
    assert derive.CARDS_JSON.read_text(encoding="utf-8") == derive.cards_json(cardpool.cards()), \
        "adapters/cardpool/cards.json is stale: run python -m rulings.data.cardsjson"


def test_it_writes_the_file_the_adapters_read():
    assert derive.CARDS_JSON.resolve() == REPO_ROOT / "adapters" / "cardpool" / "cards.json"


def test_the_mtgjson_shape_of_a_card():
    torch = derive.atomic_card(cardpool.card("trailblazers-torch"))
    assert (torch["types"], torch["subtypes"], torch["keywords"], torch["colors"]) == \
        (["Artifact"], ["Equipment"], ["Equip"], [])
    assert "power" not in torch
    forest = derive.atomic_card(cardpool.card("forest"))
    assert (forest["supertypes"], forest["manaCost"], forest["text"]) == \
        (["Basic"], "", "({T}: Add {G}.)")
    hunter = derive.atomic_card(cardpool.card("avenging-hunter"))
    assert (hunter["power"], hunter["toughness"], hunter["colorIdentity"], hunter["keywords"]) == \
        ("5", "4", ["G"], ["Trample"])


def test_check_says_when_the_file_is_stale(tmp_path, monkeypatch, capsys):
    stale = tmp_path / "cards.json"
    stale.write_text(json.dumps({"about": "", "cards": []}), encoding="utf-8")
    monkeypatch.setattr(derive, "CARDS_JSON", stale)
    assert derive.main(["--check"]) == 1
    assert "not derived from the card pool" in capsys.readouterr().err
    assert derive.main([]) == 0
    assert derive.main(["--check"]) == 0
    assert json.loads(stale.read_text(encoding="utf-8"))["cards"][0]["name"] == \
        cardpool.cards()[0].name
    assert derive.main(["--bogus"]) == 2
