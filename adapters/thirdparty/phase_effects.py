"""Direct effects (take the initiative, venture, lose life) as phase.rs stack objects.

phase.rs has no call that performs an effect, so the adapter puts a triggered ability with that
effect on top of the exported stack (no source, like phase.rs's own initiative triggers) and
reloads the game; passing priority then makes the engine resolve it with its own effect code.
"""
from __future__ import annotations

from typing import Any

from adapters.actions import LoseLife, TakeInitiative, Venture

from .phase_reload import reload


def _effect(action: TakeInitiative | Venture | LoseLife) -> dict:
    if isinstance(action, TakeInitiative):
        return {"type": "TakeTheInitiative"}  # CR 725.2
    if isinstance(action, Venture):
        if action.into == "undercity":
            return {"type": "VentureInto", "dungeon": "Undercity"}  # CR 701.49d
        return {"type": "VentureIntoDungeon"}  # CR 701.49a-c
    return {"type": "LoseLife", "amount": {"type": "Fixed", "value": action.amount}}


def push(engine: Any, game: Any, seat: int, action: TakeInitiative | Venture | LoseLife) -> Any:
    """A new game whose stack has the effect on top, controlled by ``seat``."""
    exported = game.state()
    state = exported["state"]
    entry_id = state["next_object_id"]
    state["next_object_id"] = entry_id + 1
    ability = {"effect": _effect(action), "targets": [], "source_id": 0, "controller": seat,
               "kind": "Spell"}
    state["stack"].append({"id": entry_id, "source_id": 0, "controller": seat, "kind": {
        "type": "TriggeredAbility",
        "data": {"source_id": 0, "ability": ability, "condition": None,
                 "description": "direct effect", "source_name": "direct effect"},
    }})
    state.setdefault("stack_trigger_firings", {})[str(entry_id)] = "Ordinary"
    return reload(engine, exported)
