"""Card definitions: characteristics as data plus small ability code."""
from __future__ import annotations

from dataclasses import dataclass

from ..objects import Resolver, TargetSpec


@dataclass(frozen=True)
class TriggerDef:
    """A triggered ability of a permanent (CR 603).

    event: "enters-self" (CR 603.6a), "attacks-self" (508.3a), "equipped-becomes-blocked"
    (509.3c), "opponent-upkeep" (503.1a).
    """

    event: str
    effect: str  # the stack effect (adapters.observation.StackEffect)
    resolve: Resolver
    detail: str = ""


@dataclass(frozen=True)
class ActivatedDef:
    """A non-mana activated ability: cost, then effect (CR 602)."""

    mana: str
    resolve: Resolver
    tap: bool = False
    sacrifice_self: bool = False
    sorcery_speed: bool = False  # CR 602.5d
    detail: str = ""


@dataclass(frozen=True)
class SpellDef:
    resolve: Resolver
    target: TargetSpec | None = None


@dataclass(frozen=True)
class CardDef:
    name: str
    types: tuple[str, ...]
    cost: str = ""
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    keywords: tuple[str, ...] = ()
    produces: str | None = None  # mana ability: a color letter, or "any" (Treasure)
    sacrifice_for_mana: bool = False
    enters_tapped: bool = False
    equip: str | None = None  # equip cost (CR 702.6)
    triggers: tuple[TriggerDef, ...] = ()
    activated: ActivatedDef | None = None
    spell: SpellDef | None = None
    statics: tuple[str, ...] = ()  # named static abilities, see characteristics.py
    text: str = ""

    def __deepcopy__(self, memo: dict) -> CardDef:
        return self  # a definition never changes: game snapshots share it

    @property
    def is_permanent_card(self) -> bool:
        return not ({"instant", "sorcery"} & set(self.types))

