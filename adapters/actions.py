"""Actions a scenario asks an engine to perform. Objects are named by label, players by name."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

Zone = Literal["hand", "exile", "graveyard", "library"]


@dataclass(frozen=True)
class CastSpell:
    KIND: ClassVar[str] = "cast"
    player: str
    card: str
    from_zone: Zone = "hand"
    targets: tuple[str, ...] = ()
    without_paying: bool = False  # cast without paying its mana cost (CR 118.9)


@dataclass(frozen=True)
class ActivateAbility:
    KIND: ClassVar[str] = "activate"
    player: str
    source: str  # label of the permanent
    ability: Literal["equip", "mana", "activated"] = "activated"
    targets: tuple[str, ...] = ()
    color: str | None = None  # for mana abilities that add one mana of any color: W U B R G


@dataclass(frozen=True)
class PlayLand:
    KIND: ClassVar[str] = "play-land"
    player: str
    card: str
    from_zone: Zone = "hand"


@dataclass(frozen=True)
class Attack:
    attacker: str
    defender: str  # a player name


@dataclass(frozen=True)
class DeclareAttackers:
    KIND: ClassVar[str] = "declare-attackers"
    player: str
    attacks: tuple[Attack, ...]


@dataclass(frozen=True)
class Block:
    blocker: str
    attacker: str


@dataclass(frozen=True)
class DeclareBlockers:
    KIND: ClassVar[str] = "declare-blockers"
    player: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class PassPriority:
    KIND: ClassVar[str] = "pass-priority"
    player: str


@dataclass(frozen=True)
class ResolveTop:
    """Every player passes in turn: the top object of the stack resolves."""

    KIND: ClassVar[str] = "resolve-top"


@dataclass(frozen=True)
class ResolveStack:
    """Players pass until the stack is empty (abilities that trigger meanwhile resolve too)."""

    KIND: ClassVar[str] = "resolve-stack"


@dataclass(frozen=True)
class AdvanceTo:
    """Pass priority until ``step`` of ``player``'s turn begins and a player gets priority in it.

    Nobody attacks or blocks on the way; objects put on the stack on the way resolve. Stops with
    the abilities that triggered at the start of that step on the stack, unresolved.
    """

    KIND: ClassVar[str] = "advance"
    step: str
    player: str  # whose turn


@dataclass(frozen=True)
class Concede:
    KIND: ClassVar[str] = "concede"
    player: str


@dataclass(frozen=True)
class TakeInitiative:
    """direct-effects: the player takes the initiative, as if an effect said so (CR 726)."""

    KIND: ClassVar[str] = "take-initiative"
    player: str


@dataclass(frozen=True)
class Venture:
    """direct-effects: the player ventures into the dungeon or into Undercity (CR 701.49)."""

    KIND: ClassVar[str] = "venture"
    player: str
    into: Literal["dungeon", "undercity"] = "dungeon"


@dataclass(frozen=True)
class LoseLife:
    """direct-effects: the player loses life, as if an effect said so."""

    KIND: ClassVar[str] = "lose-life"
    player: str
    amount: int


@dataclass(frozen=True)
class Destroy:
    """direct-destroy (protocol 1.1): the permanent is destroyed, as if an effect said "destroy
    it" (CR 701.8a): it moves to its owner's graveyard, a token ceases to exist there (704.5d)."""

    KIND: ClassVar[str] = "destroy"
    permanent: str  # label


Action = (
    CastSpell
    | ActivateAbility
    | PlayLand
    | DeclareAttackers
    | DeclareBlockers
    | PassPriority
    | ResolveTop
    | ResolveStack
    | AdvanceTo
    | Concede
    | TakeInitiative
    | Venture
    | LoseLife
    | Destroy
)

ACTION_TYPES: dict[str, type] = {
    cls.KIND: cls
    for cls in (
        CastSpell, ActivateAbility, PlayLand, DeclareAttackers, DeclareBlockers, PassPriority,
        ResolveTop, ResolveStack, AdvanceTo, Concede, TakeInitiative, Venture, LoseLife, Destroy,
    )
}

DIRECT_EFFECTS: frozenset[str] = frozenset({"take-initiative", "venture", "lose-life"})


def action_from_dict(data: dict) -> Action:
    """Decode the wire form of an action; ValueError names the bad field."""
    from .codec import from_dict

    if not isinstance(data, dict):
        raise ValueError("action: expected an object")
    cls = ACTION_TYPES.get(str(data.get("type")))
    if cls is None:
        raise ValueError(f"action.type: unknown action type {data.get('type')!r}")
    return from_dict(cls, data, "action")
