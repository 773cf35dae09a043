"""Decisions an engine asks a player to make, and how a scripted answer is checked.

Answers are given by meaning (room names, card names, labels, player names, stack labels),
never by an engine's index, so the same script drives every engine.
"""
from __future__ import annotations

from dataclasses import dataclass

DECISION_KINDS: dict[str, str] = {
    "choose-room": "the room to move the venture marker into (CR 309.5a); options: room names",
    "choose-dungeon": "the dungeon to enter (CR 701.49a); options: dungeon names",
    "choose-targets": "targets for a spell or ability as it is put on the stack (CR 601.2c/603.3d)",
    "order-triggers": "the order of simultaneous triggers a player controls (CR 603.3b); "
    "options: stack labels; the answer lists them in the order they will RESOLVE, first first",
    "search-library": "a card found by a library search; options: matching card names; "
    "min 0 (a search may fail to find, CR 701.23b)",
    "scry": "which of the looked-at cards go to the bottom (CR 701.22); options: the cards, top "
    "first; the others stay on top in their order",
    "choose-from-reveal": "a card among revealed cards (Throne of the Dead Three)",
    "choose-untap": "the creature to untap (White Plume Adventurer); options: labels",
    "choose-discard": "card(s) to discard; options: card names in hand",
    "choose-sacrifice": "permanent(s) to sacrifice; options: labels",
    "choose-option": "one of several named alternatives (e.g. 'discard a card' / 'lose 2 life')",
    "choose-cast": "a card to cast now without paying its mana cost; min 0",
    # protocol 1.1 (capability combat-damage-assignment)
    "assign-combat-damage": "how a creature's combat damage is divided (CR 510.1c-d, 702.19b); "
    "source: the creature's label; options: each recipient (blocker labels in the order they "
    "blocked, with trample also the player attacked) repeated once per point of damage; "
    "min = max = the damage; the answer names a recipient once per point",
}

# Kinds whose unscripted decisions the Session answers with the decision's ``default`` (the
# assignment the engine would make on its own) instead of failing the scenario: scenarios that
# never script them keep passing on engines that ask them (docs/PROTOCOL.md, Versioning).
DEFAULTED_KINDS: frozenset[str] = frozenset({"assign-combat-damage"})


@dataclass(frozen=True)
class Decision:
    kind: str
    player: str
    options: tuple[str, ...]
    min: int = 1
    max: int = 1
    source: str | None = None  # what asks: a room, a card, or a stack label
    prompt: str = ""
    # protocol 1.1: the answer the engine gives when nobody scripts one (DEFAULTED_KINDS only)
    default: tuple[str, ...] | None = None

    def is_forced(self) -> bool:
        """True when there is only one legal answer, which drivers give without a script.

        An optional decision with no options at all (min 0: "you may cast one of them" after a
        reveal with nothing castable) has one legal answer too: choose nothing."""
        if not self.options and self.min == 0:
            return True
        if self.kind == "order-triggers":
            return len(set(self.options)) <= 1
        if self.min == self.max == len(self.options):
            return True
        return self.min == self.max == 1 and len(self.options) == 1

    def forced_answer(self) -> tuple[str, ...]:
        return tuple(self.options)

    def check(self, answer: tuple[str, ...]) -> str | None:
        """Why ``answer`` is not a legal answer, or None when it is."""
        if not self.min <= len(answer) <= self.max:
            return (f"{self.kind} wants {self.min}..{self.max} choice(s), the answer has "
                    f"{len(answer)}: {list(answer)}")
        pool = list(self.options)
        for choice in answer:
            if choice not in pool:
                return f"{choice!r} is not among the offered options {list(self.options)}"
            pool.remove(choice)
        if self.kind == "order-triggers" and len(answer) != len(self.options):
            return f"order-triggers must list all of {list(self.options)}"
        return None
