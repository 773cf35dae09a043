"""The position document: a declarative description that starts a game in any state.

Like FEN for chess, but for the parts of Magic the initiative suite needs. Every field has a
default, so a position names only what a scenario cares about. JSON form: adapters.codec.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Format = Literal["two-player", "free-for-all", "two-headed-giant"]

STEPS: tuple[str, ...] = (
    "untap",
    "upkeep",
    "draw",
    "precombat main",
    "beginning of combat",
    "declare attackers",
    "declare blockers",
    "combat damage",
    "end of combat",
    "postcombat main",
    "end",
    "cleanup",
)


@dataclass(frozen=True)
class PermanentSetup:
    card: str
    label: str | None = None  # unique handle for scenarios; defaults to the card name
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)  # e.g. {"+1/+1": 2}
    attached_to: str | None = None  # label of the permanent it is attached to
    summoning_sick: bool = False  # True: came under its controller's control this turn
    token: bool = False
    owner: str | None = None  # defaults to the controlling player


@dataclass(frozen=True)
class DungeonSetup:
    dungeon: str  # "Undercity", "Lost Mine of Phandelver", ...
    room: str


@dataclass(frozen=True)
class PlayerSetup:
    name: str
    life: int | None = None  # None: the format's starting life (20; 2HG team 30)
    team: str | None = None  # required in two-headed-giant
    library: tuple[str, ...] = ()  # top card first
    hand: tuple[str, ...] = ()
    graveyard: tuple[str, ...] = ()
    exile: tuple[str, ...] = ()
    battlefield: tuple[PermanentSetup, ...] = ()
    dungeon: DungeonSetup | None = None
    completed_dungeons: tuple[str, ...] = ()
    mana_pool: str = ""  # mana symbols, e.g. "{2}{G}" (generic means colorless here)
    lands_played: int = 0  # lands played this turn


@dataclass(frozen=True)
class Position:
    players: tuple[PlayerSetup, ...]  # in turn order
    format: Format = "two-player"
    active_player: str | None = None  # defaults to the first player
    turn: int = 1
    step: str = "precombat main"
    initiative: str | None = None
    seed: int = 0  # seeds every shuffle

    def card_names(self) -> tuple[str, ...]:
        """Every card and token name the position uses, once each, in the order first named."""
        names = (name for p in self.players
                 for name in (*p.library, *p.hand, *p.graveyard, *p.exile,
                              *(b.card for b in p.battlefield)))
        return tuple(dict.fromkeys(names))


def lacked_cards(position: Position, known: tuple[str, ...] | None) -> tuple[str, ...]:
    """The position's cards outside ``known``, an engine's declared card list (protocol 1.3,
    EngineInfo.cards); none when the engine declared no list."""
    if known is None:
        return ()
    have = set(known)
    return tuple(name for name in position.card_names() if name not in have)
