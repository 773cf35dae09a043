"""State-based actions (CR 704), performed simultaneously, repeated until none apply.

The core's own are here; a mechanic adds its own with ``@state_based_action`` as it loads.
"""
from __future__ import annotations

from typing import Callable

from .characteristics import is_creature, toughness
from .choices import Gen, choose_one
from .effects import put_in_graveyard
from .events import LogEvent
from .game import Game
from .leaving import lose

Check = Callable[[Game], bool]  # performs its action wherever it applies; True if it did

# the mechanics' state-based actions, performed after the creatures' and before the Equipment's
CHECKS: list[Check] = []


def state_based_action(check: Check) -> Check:
    """Register a mechanic's state-based action (a decorator)."""
    CHECKS.append(check)
    return check


def check(game: Game) -> Gen:
    """Perform every applicable state-based action once; True if any was performed."""
    performed = False
    losers = []
    for player in game.living():
        if player.life <= 0:  # CR 704.5a (704.6a: the whole 2HG team)
            losers.append((player, "704.5a"))
        elif player.drew_from_empty:  # CR 704.5b
            losers.append((player, "704.5b"))
    doomed = []
    for obj in game.battlefield:
        if not is_creature(obj):
            continue
        t = toughness(game, obj) or 0
        if t <= 0:  # CR 704.5f
            doomed.append((obj, "704.5f"))
        elif obj.damage >= t:  # CR 704.5g
            doomed.append((obj, "704.5g"))
        elif obj.damage > 0 and obj.deathtouched:  # CR 704.5h
            doomed.append((obj, "704.5h"))
    for obj, rule in doomed:
        game.log(LogEvent.DESTROYED, player=obj.controller, source=obj.label, rule=rule)
        put_in_graveyard(game, obj)
        performed = True
    for mechanic_check in CHECKS:
        performed |= mechanic_check(game)
    for equipment in game.battlefield:
        if equipment.attached_to is not None:
            host = game.by_oid(equipment.attached_to)
            if host is None or not is_creature(host):  # CR 704.5n
                equipment.attached_to = None
                performed = True
    performed |= yield from _legend_rule(game)
    if losers:  # they all leave the game, so their CR 704.5b flags are never read again
        lose(game, [p for p, _ in losers], rule=losers[0][1])
        performed = True
    return performed


def _legend_rule(game: Game) -> Gen:
    """CR 704.5j: a player with two or more legendary permanents of one name keeps one."""
    performed = False
    seen: dict[tuple[str, str], list] = {}
    for obj in game.battlefield:
        if "legendary" in obj.card.supertypes:
            seen.setdefault((obj.controller, obj.name), []).append(obj)
    for (controller, _), objs in seen.items():
        if len(objs) < 2:
            continue
        keep = yield from choose_one("choose-option", controller, [o.label for o in objs],
                                     source="legend rule", prompt="choose the one to keep")
        for obj in objs:
            if obj.label != keep:
                put_in_graveyard(game, obj)
        performed = True
    return performed
