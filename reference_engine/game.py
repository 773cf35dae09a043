"""The game state: players, zones, turn, priority, stack, effects and the event log."""
from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field

from rulings.adapters.observation import Event

from .events import LogEvent
from .objects import GameObject, StackObject

# every field of an event with its default, in the class's order (Game.log)
_EVENT_DEFAULTS = {f.name: f.default for f in dataclasses.fields(Event)}

STARTING_LIFE = 20
TWO_HEADED_GIANT_LIFE = 30  # CR 810.4


@dataclass
class Team:
    """Players who share a life total: a Two-Headed Giant team, otherwise a team of one."""

    name: str
    life: int


@dataclass
class Player:
    """A player and the zones they own."""

    name: str
    team: Team  # every player has a team; outside 2HG it is a team of one
    library: list[GameObject] = field(default_factory=list)  # top first
    hand: list[GameObject] = field(default_factory=list)
    graveyard: list[GameObject] = field(default_factory=list)
    exile: list[GameObject] = field(default_factory=list)
    dungeon: str | None = None
    room: str | None = None
    completed: list[str] = field(default_factory=list)
    mana: dict[str, int] = field(default_factory=dict)  # W U B R G C
    lands_played: int = 0
    left: bool = False
    drew_from_empty: bool = False  # CR 704.5b

    @property
    def life(self) -> int:
        """The life total, which is the team's (CR 810.9)."""
        return self.team.life


@dataclass
class Effect:
    """A continuous effect with a duration (CR 611)."""

    kind: str  # "hexproof", "goad", "power", "cant-attack"
    oid: int
    by: str  # the player whose effect it is
    amount: int = 0
    until: str = "end-of-turn"  # or "next-turn" (until ``by``'s next turn, CR 611.2a)


@dataclass
class Combat:
    """Who attacks whom and who blocks whom in this combat (CR 506)."""

    attackers: dict[int, str] = field(default_factory=dict)  # attacker oid -> defending player
    blockers: dict[int, list[int]] = field(default_factory=dict)  # attacker oid -> blocker oids
    blocked: set[int] = field(default_factory=set)  # attackers that became blocked (CR 509.1h)


@dataclass
class Trigger:
    """A triggered ability waiting to be put on the stack (CR 603.3)."""

    obj: StackObject
    order: int


@dataclass
class Game:
    """The whole state of one game; every rule module reads and changes it."""

    format: str
    players: list[Player]  # turn order
    rng: random.Random
    turn: int = 1
    step: str = "precombat main"
    step_serial: int = 0  # counts steps begun, so an advance knows one has started
    active: str | None = None
    turn_owner: str | None = None  # whose turn it is, even after they left (CR 800.4j)
    priority: str | None = None
    passed: set[str] = field(default_factory=set)  # passed in succession since the last action (CR 117.4)
    battlefield: list[GameObject] = field(default_factory=list)
    stack: list[StackObject] = field(default_factory=list)  # bottom first
    initiative: str | None = None
    effects: list[Effect] = field(default_factory=list)
    combat: Combat | None = None
    pending_triggers: list[Trigger] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    next_oid: int = 1
    attack_plan: tuple | None = None  # attacks to declare when the step begins
    block_plan: tuple | None = None
    over: bool = False

    # --- players -------------------------------------------------------------------------
    def player(self, name: str) -> Player:
        """The player called ``name``, left or not."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def living(self) -> list[Player]:
        """The players still in the game, in turn order (a new list)."""
        for p in self.players:  # most often nobody has left: a copy, without a comprehension
            if p.left:
                return [p for p in self.players if not p.left]
        return self.players.copy()

    def in_turn_order_from(self, name: str) -> list[Player]:
        """Living players in turn order starting with ``name`` (or the one after it if gone)."""
        names = [p.name for p in self.players]
        start = names.index(name)
        ordered = self.players[start:] + self.players[:start]
        return [p for p in ordered if not p.left]

    def next_player_after(self, name: str) -> Player | None:
        """The next living player in turn order after ``name``; None if no other is left."""
        names = [p.name for p in self.players]
        start = names.index(name)
        ordered = self.players[start + 1:] + self.players[: start + 1]
        for p in ordered:
            if not p.left and p.name != name:
                return p
        return None

    def opponents(self, name: str) -> list[Player]:
        """The living players not on ``name``'s team."""
        team = self.player(name).team
        return [p for p in self.living() if p.team is not team]

    def active_players(self) -> list[Player]:
        """The active player, or in Two-Headed Giant both players of the active team (CR 805)."""
        if self.turn_owner is None:
            return []
        team = self.player(self.turn_owner).team
        return [p for p in self.living() if p.team is team]

    def apnap(self) -> list[Player]:
        """Living players in APNAP order (CR 101.4): active player (team) first, then turn order."""
        if self.turn_owner is None:
            return self.living()
        return self.in_turn_order_from(self.turn_owner)

    # --- objects -------------------------------------------------------------------------
    def new_label(self, name: str) -> str:
        """A permanent's label: its name, or "name #k" with the smallest k free right now."""
        used = {obj.label for obj in self.battlefield}
        if name not in used:
            return name
        k = 2
        while f"{name} #{k}" in used:
            k += 1
        return f"{name} #{k}"

    def permanent(self, label: str) -> GameObject | None:
        """The permanent with this label, if it is on the battlefield."""
        for obj in self.battlefield:
            if obj.label == label:
                return obj
        return None

    def by_oid(self, oid: int) -> GameObject | None:
        """The permanent with this object id, if it is on the battlefield."""
        for obj in self.battlefield:
            if obj.oid == oid:
                return obj
        return None

    def log(self, type_: LogEvent, rule: str | None = None, **fields: object) -> None:
        """Append an event to the log; its type is one of the closed set LogEvent."""
        if not isinstance(type_, LogEvent):
            raise TypeError(f"not a LogEvent: {type_!r}")
        # Built as observe._view builds views, without the frozen class's __init__ (which sets
        # each field through object.__setattr__, three times the cost): every field, in order
        values = dict(_EVENT_DEFAULTS)
        values["type"], values["rule"] = type_.value, rule
        values.update(fields)
        if len(values) != len(_EVENT_DEFAULTS):  # as the __init__ would, refuse an unknown field
            raise TypeError(f"not an event field: {sorted(values.keys() - _EVENT_DEFAULTS.keys())}")
        event = object.__new__(Event)
        event.__dict__.update(values)
        self.events.append(event)
