"""Loading an exported phase.rs state back, as the adapter does for direct effects and undo.

phase.rs 0.103 keeps a finished resolution's bookkeeping (``resolving_stack_entry``) after a
decision ends that resolution, until priority is next passed, and refuses to load its own export
in that state ("unsettled resolution ownership at priority"). When a player has priority and the
entry is gone from the stack, the resolution is over (CR 608.2: nobody gets priority during
one), so the adapter clears that bookkeeping before loading.
"""
from __future__ import annotations

from typing import Any


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
