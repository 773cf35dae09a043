"""Prodigal Sorcerer: {T}: 1 damage to any target (noncombat damage: CR 120.2b)."""
from __future__ import annotations

from ..definitions import Abilities, ActivatedDef, TargetSpec, immediate
from ..effects import deal_damage
from ..game import Game
from ..objects import StackObject


@immediate
def ping(game: Game, obj: StackObject) -> None:
    """The Sorcerer deals 1 damage to its target; last known information if it has left (608.2h)."""
    deal_damage(game, obj.source, "Prodigal Sorcerer", obj.targets[0], 1)


ABILITIES = {"prodigal-sorcerer": Abilities(activated=ActivatedDef(
    "", ping, tap=True, target=TargetSpec("any"), detail="deal 1 damage to any target"))}
