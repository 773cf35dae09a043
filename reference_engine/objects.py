"""Objects in the game: cards and tokens in any zone, and what is on the stack."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .definitions import CardDef, Resolver, TargetSpec


@dataclass
class GameObject:
    """A card or token. A new object each time it changes zones (CR 400.7) except its id."""

    oid: int
    card: CardDef
    owner: str
    controller: str
    label: str
    token: bool = False
    tapped: bool = False
    sick: bool = False  # CR 302.6: not continuously controlled since the turn began
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None  # oid
    damage: int = 0
    deathtouched: bool = False  # dealt damage by a source with deathtouch (CR 704.5h)
    play_permission: str = ""  # in exile: "this-turn" or "this-turn-free"
    permission_holder: str | None = None

    @property
    def name(self) -> str:
        """The name of its card."""
        return self.card.name

    def is_type(self, card_type: str) -> bool:
        """Has its card this card type?"""
        return card_type in self.card.types

    def leave_battlefield(self) -> None:
        """Forget everything that belonged to the permanent (CR 400.7)."""
        self.tapped = False
        self.sick = False
        self.counters = {}
        self.attached_to = None
        self.damage = 0
        self.deathtouched = False


@dataclass
class StackObject:
    """A spell or an ability on the stack, or a triggered ability waiting to go there."""

    kind: str  # "spell", "triggered", "activated"
    controller: str
    effect: str  # adapters.observation.StackEffect
    resolve: Resolver
    source_name: str | None = None  # None for the initiative's inherent abilities (CR 726.2)
    source: GameObject | None = None  # last known information of the source object
    player: str | None = None
    detail: str | None = None
    card: GameObject | None = None  # the card of a spell
    target_spec: TargetSpec | None = None
    targets: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
