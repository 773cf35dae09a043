"""What a card is: characteristics as data plus its abilities, each resolved by a small function."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Literal

from .choices import Gen

# A resolver carries out an ability or spell: it takes (game, stack object) and is a generator of
# decisions (choices.Gen). The game and the stack object are defined a floor above these
# definitions (their objects hold a CardDef), so here they are typed ``Any``.
Resolver = Callable[[Any, Any], Gen]


def immediate(effect: Callable[[Any, Any], None]) -> Resolver:
    """The resolver of an effect that asks no one anything."""
    def resolve(game: Any, obj: Any) -> Gen:
        effect(game, obj)
        return
        yield  # a generator, like every resolver

    return resolve


@dataclass
class TargetSpec:
    """What a spell or ability may target (CR 115)."""

    kind: str  # "creature", "player", "any" (creature or player), "creature-you-control"
    count: int = 1


# When a permanent's triggered ability triggers; card_triggers.py notices each.
TriggerCondition = Literal["enters-self", "attacks-self", "equipped-becomes-blocked",
                           "opponent-upkeep"]


@dataclass(frozen=True)
class TriggerDef:
    """A triggered ability of a permanent (CR 603).

    event: "enters-self" (CR 603.6a), "attacks-self" (508.3a), "equipped-becomes-blocked"
    (509.3c), "opponent-upkeep" (503.1a).
    """

    event: TriggerCondition
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
    target: TargetSpec | None = None  # CR 602.2b: targets are chosen as for a spell (601.2c)


@dataclass(frozen=True)
class SpellDef:
    """What an instant or sorcery does as it resolves (CR 608.2), and what it targets."""

    resolve: Resolver
    target: TargetSpec | None = None


@dataclass(frozen=True)
class CardDef:
    """A card's characteristics and abilities, shared by every object made from it."""

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

    @property
    def is_permanent_card(self) -> bool:
        """Not an instant or sorcery: it resolves onto the battlefield as a permanent."""
        return not ({"instant", "sorcery"} & set(self.types))



@dataclass(frozen=True)
class Abilities:
    """What a card does in this engine, beside its facts (rulings.cardpool): a card module's
    ``ABILITIES`` maps card slugs to these, and the registry joins the two into a CardDef."""

    triggers: tuple[TriggerDef, ...] = ()
    activated: ActivatedDef | None = None
    spell: SpellDef | None = None
    statics: tuple[str, ...] = ()  # named static abilities, see characteristics.py
    equip: str | None = None  # equip cost (CR 702.6)
    enters_tapped: bool = False  # CR 614.1d
