"""Whether a player's mana pool pays a phase.rs mana cost on its own.

The protocol's cast and activate actions pay from the mana pool (docs/STEPS.md); a scenario taps
its lands with separate actions. phase.rs's own payment would tap lands on its own to make up
the difference (CR 601.2g lets a player do that), so the adapter checks the pool first.
"""
from __future__ import annotations

from collections import Counter


def mana_cost(cost: dict | None) -> dict | None:
    """The mana part of a phase.rs cost (a spell's mana_cost or an ability's cost)."""
    if not cost:
        return None
    if cost.get("type") == "Cost":
        return cost
    if cost.get("type") == "Mana":
        return mana_cost(cost.get("cost"))
    if cost.get("type") == "Composite":
        for part in cost.get("costs") or []:
            found = mana_cost(part)
            if found:
                return found
    return None


def pool_pays(cost: dict | None, pool: list[dict]) -> bool:
    """True if the units in ``pool`` cover ``cost`` (colored shards first, then generic)."""
    cost = mana_cost(cost)
    if cost is None:
        return True
    colors = Counter(unit["color"] for unit in pool)
    for shard in cost.get("shards") or []:
        if not isinstance(shard, str) or shard not in _COLORS:
            return True  # hybrid, Phyrexian, X...: phase decides
        if colors[shard] == 0:
            return False
        colors[shard] -= 1
    return sum(colors.values()) >= (cost.get("generic") or 0)


_COLORS = frozenset({"White", "Blue", "Black", "Red", "Green", "Colorless"})
