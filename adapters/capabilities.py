"""The closed vocabulary of capability names an engine may declare (docs/PROTOCOL.md).

A scenario tagged ``@requires:<name>`` is SKIPPED on an engine that does not declare ``<name>``.
"""
from __future__ import annotations

CAPABILITIES: dict[str, str] = {
    "two-player": "two-player games",
    "multiplayer": "free-for-all games with three or more players",
    "two-headed-giant": "Two-Headed Giant: teams, shared life, team turns (CR 810)",
    "leave-game": "a player leaving the game: conceding or losing (CR 800.4)",
    "position-setup": "starting from an arbitrary position document (zones, counters, dungeons)",
    "direct-effects": "the take-initiative, venture and lose-life actions that isolate a rule",
    "trigger-ordering": "reports order-triggers decisions for simultaneous triggers (CR 603.3b)",
    "dungeons-afr": "Lost Mine of Phandelver, Dungeon of the Mad Mage, Tomb of Annihilation",
    "event-log": "an ordered event log in observations",
    "stack-inspection": "the stack in observations: controller, source and effect of each object",
    # protocol 1.1
    "direct-destroy": "the destroy action: a permanent destroyed as if by an effect (CR 701.8)",
    "combat-damage-assignment": "asks assign-combat-damage decisions (CR 510.1c-d, 702.19b)",
    "shuffle-events": "logs a shuffled event for every library shuffle (CR 701.24)",
    "action-events": "logs the cast, activated, attacked, blocked, resolved and fizzled events "
                     "of those actions (CR 601.2, 602.2, 508.1, 509.1, 608.2)",
    "effect-durations": "reports each continuous effect on a permanent with its duration "
                        "(until, CR 611.2a)",
    "card-events": "logs a revealed event for every reveal (CR 701.20), an exiled event for "
    "every card a spell or ability exiles (CR 701.13) and a destroyed event for every permanent "
    "destroyed (CR 701.8a) and every creature put into a graveyard for its toughness or damage "
    "(CR 704.5f-h)",
    "removal-events": "logs a removed-from-stack event for every ability removed for want of a "
                      "legal target (CR 603.3d)",
}

# Capabilities added after protocol 1.0, with the minor version that added them: a peer that
# announced an older version neither declares nor is told about them (docs/PROTOCOL.md).
ADDED_IN: dict[str, str] = {
    "direct-destroy": "1.1", "combat-damage-assignment": "1.1", "shuffle-events": "1.1",
    "action-events": "1.1", "effect-durations": "1.1",
    "card-events": "1.1",
    "removal-events": "1.1",
}


def known_in(version: str) -> set[str]:
    """The capability names protocol ``version`` defines."""
    return {name for name in CAPABILITIES
            if _minor(ADDED_IN.get(name, "1.0")) <= _minor(version)}


def _minor(version: str) -> int:
    try:
        return int(version.split(".")[1])
    except (IndexError, ValueError):
        return 0


def unknown_capabilities(names: set[str] | frozenset[str]) -> list[str]:
    """The names not in the vocabulary, sorted (an engine declaring these is misconfigured)."""
    return sorted(set(names) - set(CAPABILITIES))
