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
    # 1.3: the numbers of players the engine seats (e.g. (4,)); None: any number its format
    # capabilities cover. A scenario with another number of players is SKIPPED on it.
    players: tuple[int, ...] | None = None


PLAYERS_SINCE = "1.3"


def seats(info: EngineInfo, count: int) -> bool:
    """Whether the engine seats a game of ``count`` players (EngineInfo.players, protocol 1.3)."""
    return info.players is None or count in info.players


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


class EngineWrapper:
    """An engine that plays as the engine it wraps: every call of the protocol handed on, any
    other attribute read from it. A wrapper (a recorder of decisions, a reseeder) overrides the
    calls it changes and is an Engine itself."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def __getattr__(self, name: str) -> object:  # what else the engine has (a tracer's record)
        return getattr(self.engine, name)

    def info(self) -> EngineInfo:
        return self.engine.info()

    def start(self, position: Position) -> None:
        self.engine.start(position)

    def perform(self, action: Action) -> None:
        self.engine.perform(action)

    def pending(self) -> Decision | None:
        return self.engine.pending()

    def decide(self, answer: tuple[str, ...]) -> None:
        self.engine.decide(answer)

    def observe(self) -> Observation:
        return self.engine.observe()

    def close(self) -> None:
        self.engine.close()
