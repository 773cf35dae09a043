"""What holds a card's facts (the card pool) and its abilities (reference_engine/cards/) together,
checked by tests/reference_engine/test_registry.py for the engine's cards and by
tests/cardpool/test_a_new_card.py for the test-only card."""
from __future__ import annotations

import importlib
import pkgutil
import re
from collections import Counter
from collections.abc import Iterable, Mapping

from rulings import cardpool
from rulings.reference_engine.definitions import Abilities


def rules_text(card: cardpool.Card) -> list[str]:
    """The card's Oracle lines that are more than a keyword it has or reminder text (CR 207.2)."""
    lines = (re.sub(r"\([^)]*\)", "", line).strip() for line in card.oracle.strip().splitlines())
    return [line for line in lines if line and line.lower() not in card.keywords]


def lacking_abilities(cards: Iterable[cardpool.Card], abilities: Mapping[str, Abilities]) -> list[str]:
    """Cards a game can hold whose rules text the engine would not carry out: no abilities."""
    return [c.name for c in cards if not c.is_dungeon and rules_text(c) and c.slug not in abilities]


def unknown_slugs(cards: Iterable[cardpool.Card], abilities: Mapping[str, Abilities]) -> list[str]:
    """Slugs with abilities but no card in the pool."""
    return sorted(set(abilities) - {c.slug for c in cards if not c.is_dungeon})


def claimed_twice(packages: Iterable[tuple[str, list[str]]]) -> list[str]:
    """Slugs whose abilities two card modules give."""
    counts = Counter(slug for name, path in packages for info in pkgutil.iter_modules(path)
                     for slug in getattr(importlib.import_module(f"{name}.{info.name}"),
                                         "ABILITIES", {}))
    return sorted(slug for slug, n in counts.items() if n > 1)
