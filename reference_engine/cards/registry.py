"""Every card the reference engine knows, by English name: the card pool's facts (rulings.cardpool)
joined with what each card does (the ``ABILITIES`` of this package's card modules).

A card module is any module of this package besides this one; it maps card slugs to Abilities.
It is found by being here (no list to edit): a new card is its data file in cardpool/cards/ and
its module here. A card whose Oracle text asks for more than the engine's keywords and a basic
land's mana ability has to have abilities, so a card file without its module is refused rather
than played as a vanilla card.
"""
from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import ModuleType

from rulings import cardpool
from rulings.adapters.errors import UnknownCard

from ..definitions import Abilities, CardDef
from ..tokens import TOKENS

# CR 305.6: each basic land type has the intrinsic ability "{T}: Add [its mana]".
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
# CR 702.6a: equip is an activated ability (played through the equip action, its cost from the
# card's Abilities), not a keyword the observation lists with a permanent's characteristics.
ACTIVATED_KEYWORDS = frozenset({"equip"})


class CardPoolError(cardpool.PoolError):
    """A card's facts and its abilities do not fit together (the message names the card)."""


def card_modules(package: str, path: Iterable[str]) -> list[ModuleType]:
    """The card modules of the package ``package`` (folder ``path``): every module but this one."""
    return [importlib.import_module(f"{package}.{info.name}")
            for info in sorted(pkgutil.iter_modules(list(path)), key=lambda i: i.name)
            if info.name != "registry"]


def abilities_of(modules: Iterable[ModuleType]) -> dict[str, Abilities]:
    """Slug -> Abilities, from the modules' ABILITIES; a slug claimed twice is refused."""
    out: dict[str, Abilities] = {}
    owner: dict[str, str] = {}
    for module in modules:
        for slug, abilities in getattr(module, "ABILITIES", {}).items():
            if slug in out:
                raise CardPoolError(f"{module.__name__}: abilities of {slug!r} are also in "
                                    f"{owner[slug]}")
            out[slug], owner[slug] = abilities, module.__name__
    return out


def _needs_abilities(card: cardpool.Card) -> bool:
    """Whether the Oracle text holds more than keywords and reminder text (CR 207.2)."""
    for line in card.oracle.strip().splitlines():
        rest = re.sub(r"\([^)]*\)", "", line).strip()
        if rest and rest.lower() not in card.keywords:
            return True
    return False


def definition(facts: cardpool.Card, abilities: Abilities | None) -> CardDef:
    """The engine's definition of a card: its facts, and what it does."""
    if abilities is None:
        if _needs_abilities(facts):
            raise CardPoolError(f"{facts.name!r} (cardpool/cards/{facts.slug}.toml) has rules "
                                "text but no abilities in reference_engine/cards/")
        abilities = Abilities()
    land_type = next((t for t in facts.subtypes if t in BASIC_LAND_MANA), None)
    return CardDef(
        facts.name, facts.types, cost=facts.cost, subtypes=facts.subtypes,
        supertypes=facts.supertypes, colors=facts.colors, power=facts.power,
        toughness=facts.toughness,
        keywords=tuple(k for k in facts.keywords if k not in ACTIVATED_KEYWORDS),
        produces=BASIC_LAND_MANA[land_type] if "land" in facts.types and land_type else None,
        enters_tapped=abilities.enters_tapped, equip=abilities.equip,
        triggers=abilities.triggers, activated=abilities.activated, spell=abilities.spell,
        statics=abilities.statics, text=facts.oracle.strip(),
    )


def build(pool: Iterable[cardpool.Card], abilities: Mapping[str, Abilities]) -> dict[str, CardDef]:
    """Name -> CardDef for every card of ``pool`` a game can hold (not a dungeon: CR 309.2a)."""
    cards = [c for c in pool if not c.is_dungeon]
    unknown = sorted(set(abilities) - {c.slug for c in cards})
    if unknown:
        raise CardPoolError(f"abilities for cards the pool lacks: {', '.join(unknown)} "
                            "(cardpool/cards/<slug>.toml)")
    return {c.name: definition(c, abilities.get(c.slug)) for c in cards}


def load(packages: Iterable[tuple[str, list[str]]]) -> dict[str, CardDef]:
    """Name -> CardDef for the card pool, with the abilities of the card modules of ``packages``
    (each a package name and its folders)."""
    return build(cardpool.cards(), _abilities(packages))


def _abilities(packages: Iterable[tuple[str, list[str]]]) -> dict[str, Abilities]:
    return abilities_of(m for name, path in packages for m in card_modules(name, path))


# Where the card modules are: this package (a test adds a package of its own).
CARD_PACKAGES = ((__package__, [str(Path(__file__).parent)]),)
ABILITIES_BY_SLUG: dict[str, Abilities] = _abilities(CARD_PACKAGES)
CARDS: dict[str, CardDef] = build(cardpool.cards(), ABILITIES_BY_SLUG)


def card_def(name: str, *, token: bool) -> CardDef:
    """The definition of the card (or token) ``name``; UnknownCard if there is none."""
    found = (TOKENS if token else CARDS).get(name)
    if found is None:
        kind = "token" if token else "card"
        raise UnknownCard(f"unknown {kind} {name!r} (the reference engine knows: "
                          f"{', '.join(sorted(TOKENS if token else CARDS))})")
    return found
