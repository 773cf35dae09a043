"""Objects in the game: cards and tokens in any zone, and what is on the stack."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Generator

if TYPE_CHECKING:
    from .cards.catalog import CardDef
    from .game import Game

Resolver = Callable[["Game", "StackObject"], Generator[Any, Any, None]]


def immediate(effect: Callable[[Game, StackObject], None]) -> Resolver:
    """The resolver of an effect that asks no one anything."""
    def resolve(game: Game, obj: StackObject) -> Generator[Any, Any, None]:
        effect(game, obj)
        return
        yield  # a generator, like every resolver

    return resolve


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
        return self.card.name

    def is_type(self, card_type: str) -> bool:
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
class TargetSpec:
    """What a spell or ability may target (CR 115)."""

    kind: str  # "creature", "player", "any" (creature or player), "creature-you-control"
    count: int = 1


@dataclass
class StackObject:
    kind: str  # "spell", "triggered", "activated"
    controller: str
    effect: str  # adapters.observation.StackEffect
    resolve: Resolver
    source_name: str | None = None  # None for the initiative's inherent abilities (CR 725.2)
    source: GameObject | None = None  # last known information of the source object
    player: str | None = None
    detail: str | None = None
    card: GameObject | None = None  # the card of a spell
    target_spec: TargetSpec | None = None
    targets: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
