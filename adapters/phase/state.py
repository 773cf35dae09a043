"""The phase.rs game state: read live, exported, loaded back, and given a direct effect.

Reading a live game as if it were its exported state (LiveState):
``game.state()`` exports the whole game (about 100 KB, 1.5-7 ms). Most of what the adapter reads
between two observations is a few objects, the battlefield or the prompt, which the live game
answers in microseconds. LiveState answers those keys from the game and exports the whole state
(once, through ``export``) only for any other key.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from rulings.adapters.actions import Destroy, LoseLife, TakeInitiative, Venture


class _LiveObjects(Mapping[str, dict]):
    """``state["objects"]``, one object at a time (iterating it exports the whole state)."""

    def __init__(self, game: Any, export: Callable[[], dict]) -> None:
        self._game, self._export = game, export

    def __getitem__(self, key: str) -> dict:
        try:
            return self._game.object(int(key))
        except ValueError:  # phase.rs: "unknown object id"
            raise KeyError(key) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._export()["objects"])

    def __len__(self) -> int:
        return len(self._export()["objects"])


class LiveState(Mapping[str, Any]):
    """An exported state's keys, read from the live game where that is cheap."""

    def __init__(self, game: Any, export: Callable[[], dict]) -> None:
        self._game, self._export = game, export

    def __getitem__(self, key: str) -> Any:
        if key == "objects":
            return _LiveObjects(self._game, self._export)
        if key == "battlefield":
            return [obj["id"] for obj in self._game.battlefield()]
        if key == "waiting_for":
            return self._game.waiting_for()
        return self._export()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._export())

    def __len__(self) -> int:
        return len(self._export())


# -- loading an export back, as for direct effects and undo ---------------------------------------
# phase.rs 0.103 keeps a finished resolution's bookkeeping (``resolving_stack_entry``) after a
# decision ends that resolution, until priority is next passed, and refuses to load its own export
# in that state ("unsettled resolution ownership at priority"). When a player has priority and the
# entry is gone from the stack, the resolution is over (CR 608.2: nobody gets priority during
# one), so the adapter clears that bookkeeping before loading.

def copy_export(exported: dict) -> dict:
    """A copy of an export that ``reload`` may change: only the fields it changes are copied."""
    return {**exported, "state": dict(exported["state"])}


def reload(engine: Any, exported: dict) -> Any:
    """A live game from ``exported`` (which this may change)."""
    state = exported["state"]
    entry = state.get("resolving_stack_entry")
    at_priority = (state.get("waiting_for") or {}).get("type") == "Priority"
    if entry and at_priority and all(e["id"] != entry["id"] for e in state["stack"]):
        state["resolving_stack_entry"] = None
        state["resolving_trigger_firing"] = None
    return engine.load_game(exported)


# -- direct effects (take the initiative, venture, lose life) as stack objects --------------------
# phase.rs has no call that performs an effect, so the adapter puts a triggered ability with that
# effect on top of the exported stack (no source, like phase.rs's own initiative triggers) and
# reloads the game; passing priority then makes the engine resolve it with its own effect code.

def _effect(action: TakeInitiative | Venture | LoseLife | Destroy) -> dict:
    if isinstance(action, Destroy):
        return {"type": "Destroy", "target": {"type": "Any"}}  # CR 701.8a
    if isinstance(action, TakeInitiative):
        return {"type": "TakeTheInitiative"}  # CR 726.2
    if isinstance(action, Venture):
        if action.into == "undercity":
            return {"type": "VentureInto", "dungeon": "Undercity"}  # CR 701.49d
        return {"type": "VentureIntoDungeon"}  # CR 701.49a-c
    return {"type": "LoseLife", "amount": {"type": "Fixed", "value": action.amount}}


def push_effect(engine: Any, game: Any, seat: int,
                action: TakeInitiative | Venture | LoseLife | Destroy,
                target: int | None = None) -> Any:
    """A new game whose stack has the effect on top, controlled by ``seat`` (``target``: the
    object a Destroy effect targets)."""
    exported = game.state()
    state = exported["state"]
    entry_id = state["next_object_id"]
    state["next_object_id"] = entry_id + 1
    targets = [{"Object": target}] if target is not None else []
    ability = {"effect": _effect(action), "targets": targets, "source_id": 0, "controller": seat,
               "kind": "Spell"}
    state["stack"].append({"id": entry_id, "source_id": 0, "controller": seat, "kind": {
        "type": "TriggeredAbility",
        "data": {"source_id": 0, "ability": ability, "condition": None,
                 "description": "direct effect", "source_name": "direct effect"},
    }})
    state.setdefault("stack_trigger_firings", {})[str(entry_id)] = "Ordinary"
    return reload(engine, exported)
