"""The in-process form of the adapter protocol: what every engine implements."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from .actions import Action
from .decisions import Decision
from .observation import Observation
from .position import Position

PROTOCOL_VERSION = "1.3"


@dataclass(frozen=True)
class EngineInfo:
    name: str
    version: str
    capabilities: tuple[str, ...]
    protocol_version: str = PROTOCOL_VERSION
    cr_version: str | None = None  # the Comprehensive Rules version its citations use
    # 1.3: the card (and token) names the engine knows, or None: not declared. A scenario whose
    # position names a card outside the list, and that the engine refuses as unknown-card, is
    # SKIPPED ("the engine lacks <card>"); see steps/scenario_state.py and docs/PROTOCOL.md.
    cards: tuple[str, ...] | None = None


@runtime_checkable
class Engine(Protocol):
    """One game at a time. Every method may raise an adapters.errors.ProtocolError.

    start() begins a new game from a position (any previous game is discarded). perform() and
    decide() run the game until a player would receive priority or a decision is pending.
    """

    def info(self) -> EngineInfo: ...

    def start(self, position: Position) -> None: ...

    def perform(self, action: Action) -> None: ...

    def pending(self) -> Decision | None: ...

    def decide(self, answer: tuple[str, ...]) -> None: ...

    def observe(self) -> Observation: ...

    def close(self) -> None: ...
