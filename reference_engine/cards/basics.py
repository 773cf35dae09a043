"""Basic lands, vanilla creatures, two spells, and a card that ventures into the dungeon."""
from __future__ import annotations

from ..choices import Gen
from ..definitions import CardDef, SpellDef, TargetSpec, TriggerDef, immediate
from ..dungeons import venture
from ..effects import deal_damage, draw
from ..game import Game
from ..objects import StackObject

BASIC_LANDS = tuple(
    CardDef(name, ("land",), subtypes=(land_type,), supertypes=("basic",), produces=color)
    for name, land_type, color in (
        ("Plains", "Plains", "W"), ("Island", "Island", "U"), ("Swamp", "Swamp", "B"),
        ("Mountain", "Mountain", "R"), ("Forest", "Forest", "G"),
    )
)


def _creature(name: str, cost: str, color: str, power: int, toughness: int,
              *subtypes: str) -> CardDef:
    return CardDef(name, ("creature",), cost=cost, colors=(color,), power=power,
                   toughness=toughness, subtypes=subtypes)


VANILLA = (
    _creature("Grizzly Bears", "{1}{G}", "G", 2, 2, "Bear"),
    _creature("Hill Giant", "{3}{R}", "R", 3, 3, "Giant"),
    _creature("Savannah Lions", "{W}", "W", 2, 1, "Cat"),
    _creature("Craw Wurm", "{4}{G}{G}", "G", 6, 4, "Wurm"),
    _creature("Walking Corpse", "{1}{B}", "B", 2, 2, "Zombie"),
    _creature("Gray Ogre", "{2}{R}", "R", 2, 2, "Ogre"),
    _creature("Eager Cadet", "{W}", "W", 1, 1, "Human", "Soldier"),
)


@immediate
def shock(game: Game, obj: StackObject) -> None:
    """2 damage to any target."""
    deal_damage(game, obj.card, "Shock", obj.targets[0], 2)


@immediate
def divination(game: Game, obj: StackObject) -> None:
    """Two cards for the caster."""
    draw(game, game.player(obj.controller), 2)


def gargoyle_venture(game: Game, obj: StackObject) -> Gen:
    """Its controller ventures into the dungeon."""
    yield from venture(game, game.player(obj.controller), undercity=False)


SPELLS = (
    CardDef("Shock", ("instant",), cost="{R}", colors=("R",),
            spell=SpellDef(shock, TargetSpec("any"))),
    CardDef("Divination", ("sorcery",), cost="{2}{U}", colors=("U",), spell=SpellDef(divination)),
    CardDef("Cloister Gargoyle", ("artifact", "creature"), cost="{2}{W}", subtypes=("Gargoyle",),
            colors=("W",), power=0, toughness=4, statics=("dungeon-boost",),
            triggers=(TriggerDef("enters-self", "venture-into-dungeon", gargoyle_venture),)),
)
