"""The canonical snapshot of a game that Then-steps assert on."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .decisions import Decision

StackEffect = Literal[
    "take-initiative",  # ``player`` takes the initiative (CR 726.2, or a card saying so)
    "venture-into-undercity",  # ``player`` ventures into Undercity (CR 726.2)
    "venture-into-dungeon",  # ``player`` ventures into the dungeon
    "room",  # a room ability; ``detail`` is the room, ``source`` the dungeon
    "spell",  # a spell; ``detail`` is the card name
    "card-ability",  # any other ability of ``source``; ``detail`` says what it does
]


@dataclass(frozen=True)
class StackItem:
    kind: Literal["spell", "triggered", "activated"]
    controller: str
    effect: StackEffect
    source: str | None = None  # card or dungeon name; None for the initiative's abilities
    player: str | None = None  # the player the effect is about, if any
    detail: str | None = None
    targets: tuple[str, ...] = ()

    def label(self) -> str:
        """The stack label scenarios use for this object (also order-triggers options)."""
        return stack_label(self.effect, self.player, self.source, self.detail)


def stack_label(effect: str, player: str | None, source: str | None, detail: str | None) -> str:
    if effect == "take-initiative":
        return f"{player} takes the initiative"
    if effect == "venture-into-undercity":
        return f"{player} ventures into Undercity"
    if effect == "venture-into-dungeon":
        return f"{player} ventures into the dungeon"
    if effect in ("room", "spell"):
        return str(detail)
    return f"{source} ability"


# How an exiled card may be played: "" cannot be played; "this-turn": may be played this turn;
# "this-turn-free": may be played this turn only without paying its mana cost
Playable = Literal["", "this-turn", "this-turn-free"]


@dataclass(frozen=True)
class ExiledCard:
    name: str
    playable: Playable = ""


@dataclass(frozen=True)
class PlayerView:
    name: str
    life: int
    team: str | None = None
    left_game: bool = False
    hand: tuple[str, ...] = ()
    library: tuple[str, ...] = ()  # top first
    graveyard: tuple[str, ...] = ()
    exile: tuple[ExiledCard, ...] = ()
    dungeon: str | None = None
    room: str | None = None
    completed_dungeons: tuple[str, ...] = ()  # in order of completion, repeats kept
    mana_pool: str = ""
    lands_played: int = 0


@dataclass(frozen=True)
class PermanentView:
    label: str
    name: str
    controller: str
    owner: str
    power: int | None = None
    toughness: int | None = None
    counters: dict[str, int] = field(default_factory=dict)
    tapped: bool = False
    attached_to: str | None = None
    keywords: tuple[str, ...] = ()  # lower case: trample, menace, hexproof, ...
    goaded_by: tuple[str, ...] = ()
    until: tuple[str, ...] = ()  # durations: "hexproof until Alice's next turn"
    token: bool = False
    types: tuple[str, ...] = ()  # card types, lower case
    damage: int = 0


@dataclass(frozen=True)
class Event:
    """One entry of the ordered event log. ``rule`` cites the CR rule behind it."""

    type: str
    player: str | None = None
    dungeon: str | None = None
    room: str | None = None
    source: str | None = None
    target: str | None = None
    amount: int | None = None
    text: str | None = None
    rule: str | None = None


EVENT_TYPES: dict[str, str] = {
    "took-initiative": "player took the initiative (CR 726.3)",
    "ventured": "player ventured; text: 'into Undercity' or 'into the dungeon' (CR 701.49)",
    "entered-dungeon": "player put dungeon into the command zone (CR 701.49a)",
    "entered-room": "player moved the venture marker into room of dungeon (CR 309.4/309.5)",
    "completed-dungeon": "player completed dungeon (CR 309.7 / 704.5t)",
    "trigger": "an ability triggered and was put on the stack; text: its stack label",
    "resolved": "a stack object resolved; text: its stack label",
    "damage": "source dealt amount damage to target (text 'combat' for combat damage)",
    "life": "player's life changed by amount (negative for loss)",
    "drew": "player drew a card",
    "token": "a token named text was created under player's control",
    "left-game": "player left the game; text: why (CR 800.4)",
    "lost-game": "player lost the game; text: the state-based action (CR 704.5)",
    "step": "a step began; player: whose turn; text: the step",
    "cast": "player cast the spell text (CR 601.2)",
    "activated": "player activated an ability of source (CR 602.2)",
    "attacked": "source attacked target (CR 508.1)",
    "blocked": "source blocked target (CR 509.1)",
    "destroyed": "source was destroyed (CR 701.8a) or died of its toughness or damage (CR 704.5f-h)",
    "revealed": "player revealed the cards in text",
    "exiled": "player exiled text",
    "shuffled": "player's library was shuffled (CR 701.24)",
    "fizzled": "text did not resolve: all its targets were illegal (CR 608.2b)",
    "removed-from-stack": "text had no legal target and was removed (CR 603.3d)",
}


@dataclass(frozen=True)
class Observation:
    turn: int
    step: str
    active_player: str | None
    players: tuple[PlayerView, ...]
    initiative: str | None = None
    priority: str | None = None
    battlefield: tuple[PermanentView, ...] = ()
    stack: tuple[StackItem, ...] = ()  # top first
    events: tuple[Event, ...] = ()
    pending: Decision | None = None

    def player(self, name: str) -> PlayerView:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(f"no player named {name!r} (players: {[p.name for p in self.players]})")

    def permanents(self, label_or_name: str) -> list[PermanentView]:
        exact = [p for p in self.battlefield if p.label == label_or_name]
        return exact or [p for p in self.battlefield if p.name == label_or_name]
