"""Every card the reference engine knows, by English name: the card pool's facts (rulings.cardpool)
joined with what each card does (the ``ABILITIES`` of this package's card modules).

A card module is any module of this package with an ``ABILITIES`` dict (card slug -> Abilities);
it is found by being here (no list to edit): a new card is its data file in cardpool/cards/ and
its module here. A card with no abilities is its facts alone (a vanilla creature, a basic land).
tests/reference_engine/test_registry.py holds the two together: every card whose Oracle text
asks for more than keywords has abilities, and no abilities name a card the pool lacks.
"""
from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable, Mapping
from pathlib import Path

from rulings import cardpool
from rulings.adapters.errors import UnknownCard

from ..definitions import Abilities, CardDef
from ..tokens import TOKENS

# CR 305.6: each basic land type has the intrinsic ability "{T}: Add [its mana]" (and only lands
# have land types, CR 205.3i).
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
# CR 702.6a: equip is an activated ability (played through the equip action, its cost from the
# card's Abilities), not a keyword the observation lists with a permanent's characteristics.
ACTIVATED_KEYWORDS = frozenset({"equip"})
NO_ABILITIES = Abilities()


def abilities_of(packages: Iterable[tuple[str, list[str]]]) -> dict[str, Abilities]:
    """Slug -> Abilities, from the ``ABILITIES`` of every module of ``packages`` (each a package
    name and its folders; this module has none)."""
    return {slug: abilities for name, path in packages for info in pkgutil.iter_modules(path)
            for slug, abilities in getattr(importlib.import_module(f"{name}.{info.name}"),
                                           "ABILITIES", {}).items()}


def definition(facts: cardpool.Card, abilities: Abilities) -> CardDef:
    """The engine's definition of a card: its facts, and what it does."""
    return CardDef(
        facts.name, facts.types, cost=facts.cost, subtypes=facts.subtypes,
        supertypes=facts.supertypes, colors=facts.colors, power=facts.power,
        toughness=facts.toughness,
        keywords=tuple(k for k in facts.keywords if k not in ACTIVATED_KEYWORDS),
        produces=next((BASIC_LAND_MANA[t] for t in facts.subtypes if t in BASIC_LAND_MANA), None),
        enters_tapped=abilities.enters_tapped, equip=abilities.equip,
        triggers=abilities.triggers, activated=abilities.activated, spell=abilities.spell,
        statics=abilities.statics, text=facts.oracle.strip(),
    )


def build(pool: Iterable[cardpool.Card], abilities: Mapping[str, Abilities]) -> dict[str, CardDef]:
    """Name -> CardDef for every card of ``pool`` a game can hold (not a dungeon: CR 309.2a)."""
    return {c.name: definition(c, abilities.get(c.slug, NO_ABILITIES))
            for c in pool if not c.is_dungeon}


# Where the card modules are: this package (a test adds a package of its own).
CARD_PACKAGES = ((__package__, [str(Path(__file__).parent)]),)
ABILITIES_BY_SLUG: dict[str, Abilities] = abilities_of(CARD_PACKAGES)
CARDS: dict[str, CardDef] = build(cardpool.cards(), ABILITIES_BY_SLUG)


def card_def(name: str, *, token: bool) -> CardDef:
    """The definition of the card (or token) ``name``; UnknownCard if there is none."""
    found = (TOKENS if token else CARDS).get(name)
    if found is None:
        kind = "token" if token else "card"
        raise UnknownCard(f"unknown {kind} {name!r} (the reference engine knows: "
                          f"{', '.join(sorted(TOKENS if token else CARDS))})")
    return found
