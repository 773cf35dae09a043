#!/usr/bin/env python3
"""Writes the suite's card pool as a Scryfall Oracle Cards array, the input of council4's card
compiler (cardgen/oracle/cmd/compilecards), which reads Scryfall's card format only:

    python3 engines/council4/tools/scryfall_cards.py OUT.json

Its source is our own data: adapters/cardpool/cards.json (MTGJSON shape, derived from
cardpool/cards/*.toml). Each record carries what compilecards reads: name, layout, mana_cost,
type_line, oracle_text, colors, color_identity, power/toughness, legalities, games. The oracle and
card ids are UUIDs of our own (uuid5 of the name), stable across runs; the legalities mark every
card legal in Commander so that compilecards' corpus policy keeps it. Dungeons are not cards
(council4 builds its dungeons in). Exit 2 with one line on bad input.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
CARDS_JSON = REPO / "adapters" / "cardpool" / "cards.json"
NAMESPACE = uuid.UUID("8f0c5d1e-4c2a-4b61-9a7e-2f1d6b0e9c31")  # ours: rulings' card pool


def type_line(card: dict) -> str:
    left = " ".join([*card.get("supertypes", []), *card.get("types", [])])
    subtypes = card.get("subtypes", [])
    return f"{left} — {' '.join(subtypes)}" if subtypes else left


def record(card: dict) -> dict:
    out = {
        "object": "card",
        "id": str(uuid.uuid5(NAMESPACE, "card:" + card["name"])),
        "oracle_id": str(uuid.uuid5(NAMESPACE, "oracle:" + card["name"])),
        "name": card["name"],
        "layout": card.get("layout", "normal"),
        "set_type": "expansion",
        "games": ["paper"],
        "digital": False,
        "legalities": {"commander": "legal", "legacy": "legal", "vintage": "legal"},
        "mana_cost": card.get("manaCost", ""),
        "type_line": type_line(card),
        "oracle_text": card.get("text", ""),
        "colors": card.get("colors", []),
        "color_identity": card.get("colorIdentity", []),
    }
    for key in ("power", "toughness", "loyalty", "defense"):
        if card.get(key) is not None:
            out[key] = str(card[key])
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: scryfall_cards.py OUT.json", file=sys.stderr)
        return 2
    try:
        cards = json.loads(CARDS_JSON.read_text("utf-8"))["cards"]
    except (OSError, ValueError, KeyError) as exc:
        print(f"scryfall_cards: {CARDS_JSON}: not a card pool: {exc}", file=sys.stderr)
        return 2
    records = [record(c) for c in cards if "Dungeon" not in c.get("types", [])]
    out = Path(argv[0])
    fd, tmp = tempfile.mkstemp(dir=out.parent, prefix=f".{out.name}.")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(sorted(records, key=lambda r: r["name"]), f, indent=1, ensure_ascii=False)
        f.write("\n")
    os.replace(tmp, out)  # atomic: a reader sees the old file or the whole new one
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
