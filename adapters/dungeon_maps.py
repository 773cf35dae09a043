"""The four dungeons' room graphs, written down independently of the reference engine so the
observation invariants (adapters/invariants.py) and the fuzzer have an oracle of their own
(CR 309.4-309.5; rules-notes "Room graphs")."""
from __future__ import annotations

# dungeon -> room -> the rooms it leads to; the first room listed is the top room.
MAPS: dict[str, dict[str, tuple[str, ...]]] = {
    "Undercity": {
        "Secret Entrance": ("Forge", "Lost Well"),
        "Forge": ("Trap!", "Arena"),
        "Lost Well": ("Arena", "Stash"),
        "Trap!": ("Archives",),
        "Arena": ("Archives", "Catacombs"),
        "Stash": ("Catacombs",),
        "Archives": ("Throne of the Dead Three",),
        "Catacombs": ("Throne of the Dead Three",),
        "Throne of the Dead Three": (),
    },
    "Lost Mine of Phandelver": {
        "Cave Entrance": ("Goblin Lair", "Mine Tunnels"),
        "Goblin Lair": ("Storeroom", "Dark Pool"),
        "Mine Tunnels": ("Dark Pool", "Fungi Cavern"),
        "Storeroom": ("Temple of Dumathoin",),
        "Dark Pool": ("Temple of Dumathoin",),
        "Fungi Cavern": ("Temple of Dumathoin",),
        "Temple of Dumathoin": (),
    },
    "Dungeon of the Mad Mage": {
        "Yawning Portal": ("Dungeon Level",),
        "Dungeon Level": ("Goblin Bazaar", "Twisted Caverns"),
        "Goblin Bazaar": ("Lost Level",),
        "Twisted Caverns": ("Lost Level",),
        "Lost Level": ("Runestone Caverns", "Muiral's Graveyard"),
        "Runestone Caverns": ("Deep Mines",),
        "Muiral's Graveyard": ("Deep Mines",),
        "Deep Mines": ("Mad Wizard's Lair",),
        "Mad Wizard's Lair": (),
    },
    "Tomb of Annihilation": {
        "Trapped Entry": ("Veils of Fear", "Oubliette"),
        "Veils of Fear": ("Sandfall Cell",),
        "Sandfall Cell": ("Cradle of the Death God",),
        "Oubliette": ("Cradle of the Death God",),
        "Cradle of the Death God": (),
    },
}


def top_room(dungeon: str) -> str:
    return next(iter(MAPS[dungeon]))


def is_bottom(dungeon: str, room: str) -> bool:
    return MAPS[dungeon][room] == ()


def leads(dungeon: str, room: str, to: str) -> bool:
    return to in MAPS[dungeon].get(room, ())
