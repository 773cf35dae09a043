"""Dungeons (CR 309) and venturing (CR 701.49, version 2026-09-25)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .choices import Gen, choose_one
from .definitions import Resolver, TargetSpec
from .events import LogEvent, TriggerEvent
from .game import Game, Player
from .objects import StackObject
from .sba import state_based_action
from . import rooms, triggers


@dataclass(frozen=True)
class Room:
    """A room of a dungeon: where it leads, and its room ability (CR 309.4)."""

    name: str
    leads_to: tuple[str, ...]
    resolve: Resolver
    target: TargetSpec | None = None


@dataclass(frozen=True)
class Dungeon:
    """A dungeon card: its rooms, the top one first (CR 309.2)."""

    name: str
    rooms: tuple[Room, ...]  # the first is the top room
    undercity: bool = False  # "You can't enter this dungeon unless you venture into Undercity"

    def room(self, name: str) -> Room:
        """The room called ``name``."""
        for room in self.rooms:
            if room.name == name:
                return room
        raise KeyError(name)


CREATURE = TargetSpec("creature")
PLAYER = TargetSpec("player")

DUNGEONS: dict[str, Dungeon] = {d.name: d for d in (
    Dungeon("Undercity", (
        Room("Secret Entrance", ("Forge", "Lost Well"), rooms.secret_entrance),
        Room("Forge", ("Trap!", "Arena"), rooms.forge, CREATURE),
        Room("Lost Well", ("Arena", "Stash"), rooms.lost_well),
        Room("Trap!", ("Archives",), rooms.trap, PLAYER),
        Room("Arena", ("Archives", "Catacombs"), rooms.arena, CREATURE),
        Room("Stash", ("Catacombs",), rooms.stash),
        Room("Archives", ("Throne of the Dead Three",), rooms.archives),
        Room("Catacombs", ("Throne of the Dead Three",), rooms.catacombs),
        Room("Throne of the Dead Three", (), rooms.throne),
    ), undercity=True),
    Dungeon("Lost Mine of Phandelver", (
        Room("Cave Entrance", ("Goblin Lair", "Mine Tunnels"), rooms.cave_entrance),
        Room("Goblin Lair", ("Storeroom", "Dark Pool"), rooms.goblin_lair),
        Room("Mine Tunnels", ("Dark Pool", "Fungi Cavern"), rooms.mine_tunnels),
        Room("Storeroom", ("Temple of Dumathoin",), rooms.storeroom, CREATURE),
        Room("Dark Pool", ("Temple of Dumathoin",), rooms.dark_pool),
        Room("Fungi Cavern", ("Temple of Dumathoin",), rooms.fungi_cavern, CREATURE),
        Room("Temple of Dumathoin", (), rooms.temple_of_dumathoin),
    )),
    Dungeon("Dungeon of the Mad Mage", (
        Room("Yawning Portal", ("Dungeon Level",), rooms.yawning_portal),
        Room("Dungeon Level", ("Goblin Bazaar", "Twisted Caverns"), rooms.dungeon_level),
        Room("Goblin Bazaar", ("Lost Level",), rooms.goblin_bazaar),
        Room("Twisted Caverns", ("Lost Level",), rooms.twisted_caverns, CREATURE),
        Room("Lost Level", ("Runestone Caverns", "Muiral's Graveyard"), rooms.lost_level),
        Room("Runestone Caverns", ("Deep Mines",), rooms.runestone_caverns),
        Room("Muiral's Graveyard", ("Deep Mines",), rooms.muirals_graveyard),
        Room("Deep Mines", ("Mad Wizard's Lair",), rooms.deep_mines),
        Room("Mad Wizard's Lair", (), rooms.mad_wizards_lair),
    )),
    Dungeon("Tomb of Annihilation", (
        Room("Trapped Entry", ("Veils of Fear", "Oubliette"), rooms.trapped_entry),
        Room("Veils of Fear", ("Sandfall Cell",), rooms.veils_of_fear),
        Room("Sandfall Cell", ("Cradle of the Death God",), rooms.sandfall_cell),
        Room("Oubliette", ("Cradle of the Death God",), rooms.oubliette),
        Room("Cradle of the Death God", (), rooms.cradle_of_the_death_god),
    )),
)}

# CR 701.49d / Undercity's own text: a plain venture can only choose these
VENTURE_CHOICES = tuple(name for name, d in DUNGEONS.items() if not d.undercity)


def venture(game: Game, player: Player, *, undercity: bool) -> Gen:
    """CR 701.49a-d. Choosing the room is part of the venture: no one can respond in between."""
    game.log(LogEvent.VENTURED, player=player.name,
             text="into Undercity" if undercity else "into the dungeon", rule="701.49")
    if player.dungeon is not None:
        dungeon = DUNGEONS[player.dungeon]
        room = dungeon.room(str(player.room))
        if room.leads_to:  # CR 701.49b
            nxt = yield from choose_one("choose-room", player.name, list(room.leads_to),
                                        source=dungeon.name, prompt=f"leave {room.name}")
            move_marker(game, player, dungeon, str(nxt), rule="701.49b")
            return
        complete(game, player, rule="701.49c")  # bottom room: complete it, then a new one
    if undercity:
        name = "Undercity"  # CR 701.49d: only Undercity may be started
    else:
        name = yield from choose_one("choose-dungeon", player.name, list(VENTURE_CHOICES),
                                     prompt="choose a dungeon to enter")
    dungeon = DUNGEONS[str(name)]
    player.dungeon = dungeon.name  # CR 701.49a: into the command zone
    game.log(LogEvent.ENTERED_DUNGEON, player=player.name, dungeon=dungeon.name, rule="701.49a")
    move_marker(game, player, dungeon, dungeon.rooms[0].name, rule="701.49a")


def move_marker(game: Game, player: Player, dungeon: Dungeon, room: str, rule: str) -> None:
    """The player's venture marker moves into ``room``; its room ability triggers (CR 309.4)."""
    player.room = room
    game.log(LogEvent.ENTERED_ROOM, player=player.name, dungeon=dungeon.name, room=room, rule=rule)
    triggers.emit(game, TriggerEvent.ENTERED_ROOM, player=player.name, dungeon=dungeon.name,
                  room=room)


def complete(game: Game, player: Player, rule: str) -> None:
    """CR 309.7: a dungeon is completed as it is removed from the game."""
    name = str(player.dungeon)
    player.completed.append(name)
    player.dungeon = None
    player.room = None
    game.log(LogEvent.COMPLETED_DUNGEON, player=player.name, dungeon=name, rule=rule)


@triggers.listener("dungeons")
def notice(game: Game, event: TriggerEvent, data: dict[str, Any]) -> None:
    """Room abilities trigger as the venture marker enters their room."""
    if event != TriggerEvent.ENTERED_ROOM:
        return
    dungeon = DUNGEONS[data["dungeon"]]
    room = dungeon.room(data["room"])
    # CR 309.4: the room ability triggers; its controller is the dungeon's owner
    triggers.add(game, StackObject(kind="triggered", controller=data["player"], effect="room",
                                   resolve=room.resolve, source_name=dungeon.name,
                                   player=data["player"], detail=room.name,
                                   target_spec=room.target))


def room_ability_pending(game: Game, player: str, dungeon: str) -> bool:
    """Is a room ability of ``player``'s dungeon triggered but not yet left the stack?"""
    objs = [t.obj for t in game.pending_triggers] + game.stack
    return any(o.effect == "room" and o.controller == player and o.source_name == dungeon
               for o in objs)


@state_based_action
def complete_at_bottom(game: Game) -> bool:
    """CR 704.5t: a dungeon is completed once its marker is on the bottom room and no room
    ability of it waits to trigger or resolve."""
    performed = False
    for player in game.living():
        # CR 704.5t: bottom room and no room ability of it waiting to trigger or resolve
        if player.dungeon is None:
            continue
        room = DUNGEONS[player.dungeon].room(str(player.room))
        if not room.leads_to and not room_ability_pending(game, player.name, player.dungeon):
            complete(game, player, rule="704.5t")
            performed = True
    return performed
