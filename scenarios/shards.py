"""Splitting one run into N shards (``--shard K/N``), deterministically, as wptrunner's chunks do.

A run's selected scenarios (result ids: 'INIT-001', an outline's 'INIT-010#2') are sorted in
natural id order ('X-2' before 'X-10'); the i-th of them (from 0) belongs to shard ``i mod N + 1``.
Every shard of one run computes the same list from the same feature files and the same
selection, so the N shards partition it exactly and their sizes differ by at most one. A fuzz
campaign is split the same way over its example numbers (example i belongs to shard i mod N + 1).
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .errors import RulingsError

MAX_SHARDS = 1000


@dataclass(frozen=True)
class Shard:
    index: int  # 1..count
    count: int

    @classmethod
    def parse(cls, text: str, option: str = "--shard") -> Shard:
        """'2/3' -> Shard(2, 3); anything else is one line naming the option."""
        match = re.fullmatch(r"\s*([0-9]+)\s*/\s*([0-9]+)\s*", str(text))
        if match is None:
            raise RulingsError(f"{option}: {text!r} is not K/N (shard K of N, e.g. 2/3)")
        index, count = int(match[1]), int(match[2])
        if not 1 <= count <= MAX_SHARDS:
            raise RulingsError(f"{option}: {text!r}: N must be from 1 to {MAX_SHARDS}")
        if not 1 <= index <= count:
            raise RulingsError(f"{option}: {text!r}: K must be from 1 to N ({count})")
        return cls(index, count)

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"

    def has(self, position: int) -> bool:
        """Whether the ``position``-th item (from 0) of the sorted list is this shard's."""
        return position % self.count == self.index - 1

    def pick(self, ids: Iterable[str]) -> list[str]:
        """This shard's ids among ``ids``, in natural order."""
        return [sid for i, sid in enumerate(sorted(set(ids), key=natural_key)) if self.has(i)]


def natural_key(text: str) -> list[tuple[int, int | str]]:
    """'INIT-2' sorts before 'INIT-10'."""
    return [(0, int(p)) if p.isdecimal() else (1, p) for p in re.split(r"(\d+)", text)]
