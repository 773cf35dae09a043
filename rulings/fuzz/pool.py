"""The reference engine's card pool as the fuzzer sees it: which cards exist and what they cost."""
from __future__ import annotations

import functools
import re

from rulings.reference_engine.cards.registry import CARDS
from rulings.reference_engine.cards.seed import SEED_CARDS
from rulings.reference_engine.tokens import TOKENS
from rulings.reference_engine.dungeons import DUNGEONS
from rulings.reference_engine.mana import parse, pool_from_text

AFR_DUNGEONS = tuple(name for name in DUNGEONS if name != "Undercity")
# Cards whose abilities venture into the dungeon: without the AFR dungeons they can't be played.
NEEDS_AFR = frozenset({"Cloister Gargoyle"})
# Cards and dungeons that scenarios tag with @card:<slug> (the rest of the pool is filler).
TAGGED = frozenset({c.name for c in SEED_CARDS} | {"Cloister Gargoyle"} | set(DUNGEONS))

LANDS = tuple(name for name, card in CARDS.items() if "land" in card.types)
SPELLS = tuple(name for name, card in CARDS.items() if not card.is_permanent_card)
PERMANENTS = tuple(name for name, card in CARDS.items()
                   if card.is_permanent_card and "land" not in card.types)
TOKEN_NAMES = tuple(TOKENS)


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
    spell = CARDS[name].spell if name in CARDS else None
    return spell is not None and spell.target is not None


def is_equipment(name: str) -> bool:
    return name in CARDS and CARDS[name].equip is not None


def has_activated(name: str) -> bool:
    return name in CARDS and CARDS[name].activated is not None


def makes_mana(name: str) -> str | None:
    """The mana a permanent named ``name`` taps for: a color letter, "any", or None."""
    card = CARDS.get(name) or TOKENS.get(name)
    return card.produces if card else None


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
