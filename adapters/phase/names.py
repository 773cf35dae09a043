"""Names shared between the protocol and phase.rs: steps, dungeons, rooms, counters, colors."""
from __future__ import annotations

# Protocol step name -> phase.rs Phase (CR 500.1).
STEP_TO_PHASE: dict[str, str] = {
    "untap": "Untap",
    "upkeep": "Upkeep",
    "draw": "Draw",
    "precombat main": "PreCombatMain",
    "beginning of combat": "BeginCombat",
    "declare attackers": "DeclareAttackers",
    "declare blockers": "DeclareBlockers",
    "combat damage": "CombatDamage",
    "end of combat": "EndCombat",
    "postcombat main": "PostCombatMain",
    "end": "End",
    "cleanup": "Cleanup",
}
PHASE_TO_STEP: dict[str, str] = {v: k for k, v in STEP_TO_PHASE.items()}

FORMATS: dict[str, str] = {
    "two-player": "Standard",
    "free-for-all": "FreeForAll",
    "two-headed-giant": "TwoHeadedGiant",
}

# Dungeon name -> (phase.rs DungeonId, rooms in phase.rs room-index order) (CR 309).
DUNGEONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "Lost Mine of Phandelver": ("LostMineOfPhandelver", (
        "Cave Entrance", "Goblin Lair", "Mine Tunnels", "Storeroom", "Dark Pool", "Fungi Cavern",
        "Temple of Dumathoin")),
    "Dungeon of the Mad Mage": ("DungeonOfTheMadMage", (
        "Yawning Portal", "Dungeon Level", "Goblin Bazaar", "Twisted Caverns", "Lost Level",
        "Runestone Caverns", "Muiral's Graveyard", "Deep Mines", "Mad Wizard's Lair")),
    "Tomb of Annihilation": ("TombOfAnnihilation", (
        "Trapped Entry", "Veils of Fear", "Oubliette", "Sandfall Cell", "Cradle of the Death God")),
    "Undercity": ("Undercity", (
        "Secret Entrance", "Forge", "Lost Well", "Trap!", "Arena", "Stash", "Archives",
        "Catacombs", "Throne of the Dead Three")),
}
DUNGEON_BY_ID: dict[str, str] = {ident: name for name, (ident, _) in DUNGEONS.items()}

COUNTERS: dict[str, str] = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
COUNTER_NAMES: dict[str, str] = {v: k for k, v in COUNTERS.items()}

MANA: dict[str, str] = {
    "W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless",
}
COLORS: dict[str, str] = {
    "W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green",
}

# phase.rs gives each player's dungeon room abilities this synthetic source id (base + seat).
DUNGEON_SOURCE_BASE = 0xD0_0000_0000
