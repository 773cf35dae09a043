"""The card pool as the fuzzer sees it: which cards exist and what they cost, read from the card
pool's facts (rulings.cardpool), not from one engine's card definitions. Tokens and dungeons are
still the reference engine's tables (tokens.py, dungeons.py)."""
from __future__ import annotations

import functools
import re

from rulings import cardpool
from rulings.reference_engine.tokens import TOKENS
from rulings.reference_engine.dungeons import DUNGEONS
from rulings.reference_engine.mana import parse, pool_from_text

# CR 305.6: the mana a basic land type's intrinsic ability adds.
_BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

# The order the fuzzer has always drawn cards in: a regression feature's "seed N, example M" is
# reproduced only in it. A card not named here follows in the pool's order (nothing to add here
# for a new card; any new card changes what a seed draws, as a longer pool does).
DRAW_ORDER = (
    "Trailblazer's Torch", "Dungeoneer's Pack", "Avenging Hunter", "White Plume Adventurer",
    "Caves of Chaos Adventurer", "Plains", "Island", "Swamp", "Mountain", "Forest",
    "Grizzly Bears", "Hill Giant", "Savannah Lions", "Craw Wurm", "Walking Corpse", "Gray Ogre",
    "Eager Cadet", "Shock", "Divination", "Cloister Gargoyle",
)


def drawn_cards() -> tuple[cardpool.Card, ...]:
    """The card pool's cards a game can hold, in the fuzzer's draw order."""
    place = {name: i for i, name in enumerate(DRAW_ORDER)}
    playable = [c for c in cardpool.cards() if not c.is_dungeon]  # CR 309.2a: in no deck
    return tuple(sorted(playable, key=lambda c: place.get(c.name, len(place))))


CARDS = {c.name: c for c in drawn_cards()}

AFR_DUNGEONS = tuple(name for name in DUNGEONS if name != "Undercity")
# Cards whose abilities venture into the dungeon (CR 701.49a): without the AFR dungeons they
# can't be played.
VENTURES = frozenset(name for name, c in CARDS.items() if "venture into the dungeon" in c.oracle)
NEEDS_AFR = VENTURES
# Cards and dungeons that scenarios tag with @card:<slug> (the rest of the pool is filler).
TAGGED = frozenset({name for name, c in CARDS.items() if c.subject} | set(DUNGEONS))

_PERMANENT_TYPES = {"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}
LANDS = tuple(name for name, card in CARDS.items() if "land" in card.types)
SPELLS = tuple(name for name, card in CARDS.items() if not _PERMANENT_TYPES & set(card.types))
PERMANENTS = tuple(name for name, card in CARDS.items()
                   if _PERMANENT_TYPES & set(card.types) and "land" not in card.types)
TOKEN_NAMES = tuple(TOKENS)


def _rules_lines(name: str) -> list[str]:
    """The card's Oracle lines without reminder text (CR 207.2)."""
    card = CARDS.get(name)
    lines = card.oracle.strip().splitlines() if card else []
    return [text for line in lines if (text := re.sub(r"\([^)]*\)", "", line).strip())]


def cost(name: str) -> str:
    return CARDS[name].cost


_LANDS = frozenset(LANDS)


def is_land(name: str) -> bool:
    return name in _LANDS


def is_creature(name: str) -> bool:
    card = CARDS.get(name) or TOKENS.get(name)
    return card is not None and "creature" in card.types


def is_instant(name: str) -> bool:
    return name in CARDS and "instant" in CARDS[name].types


def has_target(name: str) -> bool:
    """An instant or sorcery that targets: its text says "target" (CR 115.1a)."""
    return name in SPELLS and any(re.search(r"\btargets?\b", line) for line in _rules_lines(name))


def is_equipment(name: str) -> bool:
    return name in CARDS and "Equipment" in CARDS[name].subtypes  # CR 301.5


def has_activated(name: str) -> bool:
    """An activated ability besides equip and mana abilities: "[Cost]: [Effect]." (CR 602.1)."""
    return any(":" in line and not line.startswith("Equip") for line in _rules_lines(name))


def makes_mana(name: str) -> str | None:
    """The mana a permanent named ``name`` taps for: a color letter, "any", or None."""
    card = CARDS.get(name)
    if card is not None:
        land_type = next((t for t in card.subtypes if t in _BASIC_LAND_MANA), None)
        return _BASIC_LAND_MANA[land_type] if land_type and "land" in card.types else None
    token = TOKENS.get(name)
    return token.produces if token else None


@functools.lru_cache(maxsize=4096)
def payable(pool_text: str, cost_text: str) -> bool:
    """Can a pool written like an observation's mana_pool ("{2}{G}") pay ``cost_text``? (Of two
    strings only: remembered, as the same few pools and costs come up again and again.)"""
    pool = pool_from_text(pool_text)
    generic, colored = parse(cost_text)
    for color, amount in colored.items():
        if pool.get(color, 0) < amount:
            return False
        pool[color] -= amount
    return sum(pool.values()) >= generic


def slug(name: str) -> str:
    """The @card tag of a card or dungeon: "Trailblazer's Torch" -> "trailblazers-torch"."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "")).strip("-")
