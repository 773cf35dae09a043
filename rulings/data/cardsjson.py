"""The adapters' card data, derived from the card pool (rulings.cardpool): adapters/cardpool/
cards.json, the cards in MTGJSON AtomicCard shape, which phase.rs builds its card database from and
python-mtg's adapter checks card names against.

    python -m rulings.data.cardsjson           write adapters/cardpool/cards.json
    python -m rulings.data.cardsjson --check   exit 1 if cards.json is not current

It lives in the library, not beside the file it writes: the adapters (the protocol) import nothing
of the card pool, the library or the scenario model (docs/ARCHITECTURE.md), and this reads the pool.
tests/rulings/data/test_cardsjson.py fails while the written file is not what this derives.
"""
from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from .. import cardpool
from ..adapters import cardpool as adapters_cardpool
from ..scenarios.atomic import write_text_atomic

CARDS_JSON = Path(adapters_cardpool.__file__).with_name("cards.json")
ABOUT = ("The reference card pool in MTGJSON AtomicCard shape, derived from the card pool "
         "(cardpool/cards/, one file per card) by `python -m rulings.data.cardsjson`: "
         "do not edit. Read by the third-party adapters.")
_WUBRG = "WUBRG"


def _color_identity(card: cardpool.Card) -> list[str]:
    """Its colors and the colored mana symbols of its mana cost (CR 903.4)."""
    symbols = set(card.colors) | {s for s in re.findall(r"[WUBRG]", card.cost)}
    return [c for c in _WUBRG if c in symbols]


def atomic_card(card: cardpool.Card) -> dict:
    """One card in MTGJSON's AtomicCard shape (the fields the adapters read)."""
    out: dict = {
        "name": card.name, "manaCost": card.cost,
        "types": [t.capitalize() for t in card.types], "subtypes": list(card.subtypes),
        "supertypes": [t.capitalize() for t in card.supertypes], "text": card.oracle.strip(),
        "layout": "normal", "colors": [c for c in _WUBRG if c in card.colors],
        "colorIdentity": _color_identity(card),
        "keywords": [k.capitalize() for k in card.keywords],
    }
    if card.power is not None:
        out["power"], out["toughness"] = str(card.power), str(card.toughness)
    return out


def cards_json(cards: Iterable[cardpool.Card]) -> str:
    """cards.json's text for ``cards``: every card a game can hold (a dungeon is in no deck,
    CR 309.2a), in the pool's order."""
    document = {"about": ABOUT,
                "cards": [atomic_card(c) for c in cards if not c.is_dungeon]}
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    text = cards_json(cardpool.cards())
    if argv == ["--check"]:
        current = CARDS_JSON.read_text(encoding="utf-8") if CARDS_JSON.exists() else ""
        if current != text:
            print(f"{CARDS_JSON}: not derived from the card pool; run "
                  "python -m rulings.data.cardsjson", file=sys.stderr)
            return 1
        return 0
    if argv:
        print("usage: python -m rulings.data.cardsjson [--check]", file=sys.stderr)
        return 2
    write_text_atomic(CARDS_JSON, text)  # the adapters never read a half-written file
    print(f"wrote {CARDS_JSON}: {text.count(chr(10) + '  {')} cards")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
