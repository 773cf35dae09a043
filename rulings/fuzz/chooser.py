"""Where the fuzzer's random choices come from.

Generation code asks a Chooser, never a random module, so the same code serves hypothesis (whose
draws shrink: small integers, the first item of a list, "no" for a chance) and a seeded
random.Random for ``rulings fuzz``.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")


class Chooser(Protocol):
    def integer(self, low: int, high: int) -> int:
        """An integer in [low, high]."""

    def chance(self, percent: int) -> bool:
        """True about ``percent`` times in 100."""

    def pick(self, items: Sequence[T]) -> T:
        """One item (items must not be empty)."""

    def sample(self, items: Sequence[T], low: int, high: int) -> list[T]:
        """Between low and high distinct places of ``items``, in their original order."""

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """All items in some order."""


def weighted(chooser: Chooser, options: Sequence[tuple[int, T]]) -> T:
    """An option chosen with probability proportional to its weight; the first shrinks best."""
    if isinstance(chooser, RandomChooser):  # the same draw as pick() from the list below, by sums
        place = chooser.rng.randrange(sum(weight for weight, _ in options))
        for weight, value in options:
            if place < weight:
                return value
            place -= weight
    return chooser.pick([value for weight, value in options for _ in range(weight)])


class RandomChooser:
    """A Chooser on a seeded random.Random: the same seed gives the same choices."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def integer(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)

    def chance(self, percent: int) -> bool:
        return self.rng.randrange(100) < percent

    def pick(self, items: Sequence[T]) -> T:
        return items[self.rng.randrange(len(items))]

    def sample(self, items: Sequence[T], low: int, high: int) -> list[T]:
        count = self.rng.randint(low, min(high, len(items)))
        places = sorted(self.rng.sample(range(len(items)), count))
        return [items[i] for i in places]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.rng.shuffle(out)
        return out
