"""The closed sets of event names: what the trigger dispatcher tells mechanics, and what the
log records."""
from __future__ import annotations

from enum import StrEnum


class TriggerEvent(StrEnum):
    """Something that happened, told to every registered mechanic (CR 603.2). Never on the wire."""

    ENTERS = "enters"  # data: obj, the permanent that entered the battlefield
    ATTACKS = "attacks"  # obj: the creature declared as an attacker (CR 508.3a)
    BECOMES_BLOCKED = "becomes-blocked"  # obj: the attacking creature (CR 509.3c)
    UPKEEP = "upkeep"  # the upkeep step began (CR 503.1a)
    COMBAT_DAMAGE = "combat-damage"  # hits: (source, player) pairs of combat damage to players
    TOOK_INITIATIVE = "took-initiative"  # player: who took it (CR 726.3)
    ENTERED_ROOM = "entered-room"  # player, dungeon, room: the venture marker moved (CR 309.4)
    LEFT_GAME = "left-game"  # player: who left, as they leave (CR 800.4a)


class LogEvent(StrEnum):
    """The type of an entry in the event log. These strings reach observations and the wire
    unchanged; adapters.observation.EVENT_TYPES documents each."""

    TOOK_INITIATIVE = "took-initiative"
    VENTURED = "ventured"
    ENTERED_DUNGEON = "entered-dungeon"
    ENTERED_ROOM = "entered-room"
    COMPLETED_DUNGEON = "completed-dungeon"
    TRIGGER = "trigger"
    RESOLVED = "resolved"
    DAMAGE = "damage"
    LIFE = "life"
    DREW = "drew"
    TOKEN = "token"
    LEFT_GAME = "left-game"
    LOST_GAME = "lost-game"
    STEP = "step"
    CAST = "cast"
    ACTIVATED = "activated"
    ATTACKED = "attacked"
    BLOCKED = "blocked"
    DESTROYED = "destroyed"
    REVEALED = "revealed"
    EXILED = "exiled"
    SHUFFLED = "shuffled"
    FIZZLED = "fizzled"
    REMOVED_FROM_STACK = "removed-from-stack"
