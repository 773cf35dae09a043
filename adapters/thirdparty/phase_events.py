"""phase.rs GameEvents -> the protocol's event log (adapters.observation.EVENT_TYPES)."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from adapters.observation import Event

from .phase_names import DUNGEON_BY_ID
from .phase_setup import Seating
from .phase_view import object_name

_VENTURES = {
    # phase.rs ventures inside the take-the-initiative effect itself (no trigger, CR 725.2).
    "TakeTheInitiative": "into Undercity",
    "VentureInto": "into Undercity",
    "VentureIntoDungeon": "into the dungeon",
}


def _target(state: Mapping[str, Any], target: dict, seating: Seating) -> str:
    if "Player" in target:
        return seating.name(target["Player"])
    oid = target.get("Object")
    return seating.labels.label(oid, object_name(state, oid) or "?")


def translate(raw: Iterable[dict], state: Mapping[str, Any], seating: Seating, before: list[dict],
              stack_labels: dict[int, str]) -> list[Event]:
    """``state``: the state after the action (its objects are read: phase_live.LiveState);
    ``before``: the stack before the action, top first; ``stack_labels``: labels of stack
    objects seen so far (a StackResolved event comes after the object left the stack)."""
    out: list[Event] = []
    last_taker: str | None = None
    for event in raw:
        kind, data = event.get("type"), event.get("data") or {}
        player = seating.name(data["player_id"]) if "player_id" in data else None
        if kind == "InitiativeTaken":
            last_taker = player
            out.append(Event("took-initiative", player=player, rule="725.3"))
        elif kind == "EffectResolved" and data.get("kind") in _VENTURES:
            who = last_taker if data["kind"] == "TakeTheInitiative" else None
            who = who or _controller_of(before, data["source_id"], seating)
            out.append(Event("ventured", player=who, text=_VENTURES[data["kind"]], rule="701.49"))
        elif kind == "RoomEntered":
            dungeon = DUNGEON_BY_ID.get(data["dungeon"], data["dungeon"])
            if data["room_index"] == 0:
                out.append(Event("entered-dungeon", player=player, dungeon=dungeon,
                                 rule="701.49a"))
            out.append(Event("entered-room", player=player, dungeon=dungeon,
                             room=data["room_name"], rule="309.5"))
        elif kind == "DungeonCompleted":
            out.append(Event("completed-dungeon", player=player,
                             dungeon=DUNGEON_BY_ID.get(data["dungeon"], data["dungeon"]),
                             rule="309.7"))
        elif kind == "DamageDealt":
            source = object_name(state, data["source_id"])
            out.append(Event("damage", source=source, target=_target(state, data["target"], seating),
                             amount=data["amount"], text="combat" if data.get("is_combat") else None))
        elif kind == "LifeChanged":
            out.append(Event("life", player=player, amount=data["amount"]))
        elif kind == "CardDrawn":
            out.append(Event("drew", player=player))
        elif kind == "TokenCreated":
            obj = state["objects"].get(str(data["object_id"]))
            owner = seating.name(obj["controller"]) if obj else None
            out.append(Event("token", player=owner, text=data.get("name")))
        elif kind == "StackPushed" and data["object_id"] in stack_labels:
            out.append(Event("trigger", text=stack_labels[data["object_id"]]))
        elif kind == "StackResolved" and data["object_id"] in stack_labels:
            out.append(Event("resolved", text=stack_labels[data["object_id"]]))
        elif kind == "PlayerLost":
            out.append(Event("lost-game", player=player, rule="704.5a"))
        elif kind == "PlayerEliminated":
            out.append(Event("left-game", player=player, rule="800.4a"))
    return out


def _controller_of(before: list[dict], source_id: int, seating: Seating) -> str | None:
    """The controller of the top stack object with that source: the one that resolved."""
    for entry in before:
        if entry["source_id"] == source_id:
            return seating.name(entry["controller"])
    return None
