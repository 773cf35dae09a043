"""Divination: two cards for the caster."""
from __future__ import annotations

from ..definitions import Abilities, SpellDef, immediate
from ..effects import draw
from ..game import Game
from ..objects import StackObject


@immediate
def divination(game: Game, obj: StackObject) -> None:
    """Two cards for the caster."""
    draw(game, game.player(obj.controller), 2)


ABILITIES = {"divination": Abilities(spell=SpellDef(divination))}
