"""Token definitions created by rooms and cards (CR 111)."""
from __future__ import annotations

from .definitions import CardDef

TREASURE = CardDef("Treasure", ("artifact",), subtypes=("Treasure",), produces="any",
                   sacrifice_for_mana=True,
                   text="{T}, Sacrifice this artifact: Add one mana of any color.")
SKELETON_MENACE = CardDef("Skeleton", ("creature",), subtypes=("Skeleton",), colors=("B",),
                          power=4, toughness=1, keywords=("menace",))
SKELETON = CardDef("Skeleton", ("creature",), subtypes=("Skeleton",), colors=("B",), power=1,
                   toughness=1)
GOBLIN = CardDef("Goblin", ("creature",), subtypes=("Goblin",), colors=("R",), power=1,
                 toughness=1)
ATROPAL = CardDef("The Atropal", ("creature",), subtypes=("God", "Horror"),
                  supertypes=("legendary",), colors=("B",), power=4, toughness=4,
                  keywords=("deathtouch",))

TOKENS = {c.name: c for c in (TREASURE, GOBLIN, ATROPAL)} | {
    "Skeleton": SKELETON_MENACE,  # a position's "Skeleton" token is Catacombs' 4/1
}
