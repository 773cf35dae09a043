"""Combat damage assignment for phase.rs's AssignCombatDamage prompt.

The protocol has no decision for dividing an attacker's damage, so every engine assigns it the
same way (the reference engine does too): lethal damage to each blocker in the order phase.rs
lists them, then the rest to the player with trample, or to the last blocker without it
(CR 510.1c-d, CR 702.19b).
"""
from __future__ import annotations


def assignment(prompt: dict) -> dict:
    """The AssignCombatDamage action for the prompt's ``data``."""
    left = prompt["total_damage"]
    blockers = prompt.get("blockers") or []
    assigned: list[list[int]] = []
    for blocker in blockers:
        amount = min(blocker["lethal_minimum"], left)
        assigned.append([blocker["blocker_id"], amount])
        left -= amount
    trample = bool(prompt.get("trample")) and left > 0
    if not trample and left and assigned:
        assigned[-1][1] += left
    mode = (prompt.get("assignment_modes") or ["Normal"])[0]
    return {"type": "AssignCombatDamage", "data": {
        "mode": mode, "assignments": assigned, "trample_damage": left if trample else 0,
        "controller_damage": 0}}
