"""A mutable draft of a Position that Given-steps fill in; built once when the game starts."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from rulings.adapters.position import DungeonSetup, Format, PermanentSetup, PlayerSetup, Position

from .phrases import PhraseError


@dataclass
class PositionDraft:
    format: Format | None = None
    players: dict[str, PlayerSetup] = field(default_factory=dict)  # in turn order
    active_player: str | None = None
    turn: int = 1
    step: str = "precombat main"
    initiative: str | None = None
    seed: int = 0

    def new_game(self, format: Format, names: tuple[str, ...], teams: tuple[str, ...] = ()) -> None:
        if self.format is not None:
            raise PhraseError("the scenario sets up a game twice")
        if len(set(names)) != len(names):
            raise PhraseError(f"player names repeat: {', '.join(names)}")
        self.format = format
        self.players = {
            name: PlayerSetup(name=name, team=teams[i] if teams else None)
            for i, name in enumerate(names)
        }

    def player(self, name: str) -> PlayerSetup:
        if self.format is None:
            raise PhraseError("set up the game first, e.g. 'Given a two-player game between Alice and Bob'")
        if name not in self.players:
            raise PhraseError(f"no player named {name} in this game (players: {', '.join(self.players)})")
        return self.players[name]

    def update(self, name: str, **changes: Any) -> None:  # PlayerSetup's fields
        self.players[name] = replace(self.player(name), **changes)

    def set_life(self, name: str, life: int) -> None:
        """In Two-Headed Giant the life total is the team's, so it is set on both teammates."""
        team = self.player(name).team
        for other in list(self.players.values()):
            if other.name == name or (team is not None and other.team == team):
                self.update(other.name, life=life)

    def add_permanent(self, name: str, permanent: PermanentSetup) -> None:
        self.update(name, battlefield=self.player(name).battlefield + (permanent,))

    def enter_dungeon(self, name: str, dungeon: str, room: str) -> None:
        self.update(name, dungeon=DungeonSetup(dungeon, room))

    def add_completed(self, name: str, dungeon: str) -> None:
        self.update(name, completed_dungeons=self.player(name).completed_dungeons + (dungeon,))

    def build(self) -> Position:
        if self.format is None:
            raise PhraseError("the scenario never sets up a game, e.g. "
                              "'Given a two-player game between Alice and Bob'")
        return Position(
            players=tuple(self.players.values()),
            format=self.format,
            active_player=self.active_player,
            turn=self.turn,
            step=self.step,
            initiative=self.initiative,
            seed=self.seed,
        )
