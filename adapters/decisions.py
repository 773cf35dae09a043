"""Decisions an engine asks a player to make, and how a scripted answer is checked.

Answers are given by meaning (room names, card names, labels, player names, stack labels),
never by an engine's index, so the same script drives every engine.
"""
from __future__ import annotations

from dataclasses import dataclass

# The rule that gives the player each decision, written once (CR 2026-09-25): explain, the
# fuzzer's @cr tags and the descriptions below read it from here (tests/adapters/
# test_rule_numbers.py fails if another place writes a number for a decision kind).
RESOLVING_CHOICE = "608.2d"  # a choice made while a spell or ability resolves
DECISION_RULES: dict[str, str] = {
    "choose-room": "309.5a",  # several arrows lead on: the player chooses the room
    "choose-dungeon": "701.49a",
    "choose-targets": "601.2c",  # triggered abilities likewise (603.3d refers to 601.2c)
    "order-triggers": "603.3b",
    "search-library": RESOLVING_CHOICE,
    "scry": RESOLVING_CHOICE,
    "choose-from-reveal": RESOLVING_CHOICE,
    "choose-untap": RESOLVING_CHOICE,
    "choose-discard": RESOLVING_CHOICE,
    "choose-sacrifice": RESOLVING_CHOICE,
    "choose-option": RESOLVING_CHOICE,
    "choose-cast": RESOLVING_CHOICE,
    "assign-combat-damage": "510.1c",
}


def decision_rule(kind: str) -> str | None:
    """The CR rule that gives the player a ``kind`` decision (None for an unknown kind)."""
    return DECISION_RULES.get(kind)


_R = DECISION_RULES
DECISION_KINDS: dict[str, str] = {
    "choose-room": f"the room to move the venture marker into (CR {_R['choose-room']}); "
    "options: room names",
    "choose-dungeon": f"the dungeon to enter (CR {_R['choose-dungeon']}); options: dungeon names",
    "choose-targets": "targets for a spell or ability as it is put on the stack "
    f"(CR {_R['choose-targets']})",
    "order-triggers": "the order of simultaneous triggers a player controls "
    f"(CR {_R['order-triggers']}); "
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
    "assign-combat-damage": "how a creature's combat damage is divided "
    f"(CR {_R['assign-combat-damage']}-d, 702.19b); "
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
