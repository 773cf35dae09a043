"""Shock: 2 damage to any target."""
from __future__ import annotations

from ..definitions import Abilities, SpellDef, TargetSpec, immediate
from ..effects import deal_damage
from ..game import Game
from ..objects import StackObject


@immediate
def shock(game: Game, obj: StackObject) -> None:
    """2 damage to any target."""
    deal_damage(game, obj.card, "Shock", obj.targets[0], 2)


ABILITIES = {"shock": Abilities(spell=SpellDef(shock, TargetSpec("any")))}
