"""Cloister Gargoyle: ventures into the dungeon as it enters; +3/+0 and flying once its controller
has completed a dungeon (the "dungeon-boost" static ability, characteristics.py)."""
from __future__ import annotations

from ..choices import Gen
from ..definitions import Abilities, TriggerDef
from ..dungeons import venture
from ..game import Game
from ..objects import StackObject


def gargoyle_venture(game: Game, obj: StackObject) -> Gen:
    """Its controller ventures into the dungeon."""
    yield from venture(game, game.player(obj.controller), undercity=False)


ABILITIES = {"cloister-gargoyle": Abilities(
    statics=("dungeon-boost",),
    triggers=(TriggerDef("enters-self", "venture-into-dungeon", gargoyle_venture),))}
