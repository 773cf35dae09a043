"""What the five seed cards (Commander Legends: Battle for Baldur's Gate) do; their facts are the
card pool's (cardpool/cards/)."""
from __future__ import annotations

from ..characteristics import is_creature
from ..choices import Gen, choose_one
from ..effects import create_token, deal_damage, draw, gain_life
from ..definitions import Abilities, ActivatedDef, TriggerDef, immediate
from ..events import LogEvent
from ..game import Game
from ..initiative import take
from ..objects import StackObject
from ..tokens import TREASURE


@immediate
def take_initiative(game: Game, obj: StackObject) -> None:
    """Its controller takes the initiative."""
    take(game, obj.controller, rule="726.3")


TAKE_ON_ENTER = TriggerDef("enters-self", "take-initiative", take_initiative)


@immediate
def torch_blocked(game: Game, obj: StackObject) -> None:
    """The equipped creature deals 2 damage to each creature blocking it (CR 509.3c)."""
    creature = obj.data["creature"]
    combat = game.combat
    blockers = combat.blockers.get(creature.oid, []) if combat else []
    for oid in blockers:
        blocker = game.by_oid(oid)
        if blocker is not None:
            deal_damage(game, creature, creature.name, blocker.label, 2)


@immediate
def pack_ability(game: Game, obj: StackObject) -> None:
    """Dungeoneer's Pack: the initiative, 3 life, a card and a Treasure."""
    me = game.player(obj.controller)
    take(game, me.name)  # its venture trigger waits until this ability has resolved (603.3)
    gain_life(game, me, 3)
    draw(game, me)
    create_token(game, me, TREASURE)


def plume_untap(game: Game, obj: StackObject) -> Gen:
    """White Plume Adventurer: untap one creature, or all after a completed dungeon."""
    me = game.player(obj.controller)
    mine = [p for p in game.battlefield if p.controller == me.name and is_creature(p)]
    if me.completed:
        for creature in mine:
            creature.tapped = False
        return
    choice = yield from choose_one("choose-untap", me.name, [p.label for p in mine],
                                   source="White Plume Adventurer",
                                   prompt="untap a creature you control")
    if choice is not None:
        chosen = game.permanent(str(choice))
        assert chosen is not None  # one of the options: a creature on the battlefield
        chosen.tapped = False


@immediate
def caves_exile(game: Game, obj: StackObject) -> None:
    """Caves of Chaos Adventurer: the top card into exile, playable this turn."""
    me = game.player(obj.controller)
    if me.library:
        card = me.library.pop(0)
        # the completed-dungeon check happens now, as the card is exiled (seed ruling); a land
        # is played, never cast, so it has no cost to skip (CR 305.1)
        free = bool(me.completed) and not card.is_type("land")
        card.play_permission = "this-turn-free" if free else "this-turn"
        card.permission_holder = me.name
        me.exile.append(card)
        game.log(LogEvent.EXILED, player=me.name, text=card.name, rule="701.13a")


ABILITIES = {
    "trailblazers-torch": Abilities(equip="{1}", triggers=(
        TAKE_ON_ENTER,
        TriggerDef("equipped-becomes-blocked", "card-ability", torch_blocked,
                   "deals 2 damage to each creature blocking it"),
    )),
    "dungeoneers-pack": Abilities(
        enters_tapped=True,
        activated=ActivatedDef("{2}", pack_ability, tap=True, sacrifice_self=True,
                               sorcery_speed=True,
                               detail="take the initiative, gain 3 life, draw a card, "
                               "create a Treasure")),
    "avenging-hunter": Abilities(triggers=(TAKE_ON_ENTER,)),
    "white-plume-adventurer": Abilities(triggers=(
        TAKE_ON_ENTER,
        TriggerDef("opponent-upkeep", "card-ability", plume_untap,
                   "untap a creature you control (all if a dungeon is completed)"),
    )),
    "caves-of-chaos-adventurer": Abilities(triggers=(
        TAKE_ON_ENTER,
        TriggerDef("attacks-self", "card-ability", caves_exile,
                   "exile the top card of your library; you may play it this turn"),
    )),
}
