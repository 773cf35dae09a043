"""Ruling coverage: which scenarios demonstrate each seed ruling (their ``@ruling:<id>`` tags),
which seed rulings none does, and which tags name no seed ruling."""
from __future__ import annotations

from dataclasses import dataclass

from rulings.scenarios.index import Entry, Index

from ..data import Ruling


@dataclass(frozen=True)
class UnknownRulingTag:
    """A scenario's @ruling tag that names no seed ruling."""

    entry: Entry
    ruling_id: str

    def __str__(self) -> str:
        return f"{self.entry.where}: {self.entry.id} is tagged @ruling:{self.ruling_id}, " \
               "which is not a seed ruling"


def scenarios_by_ruling(index: Index, rulings: dict[str, Ruling]) -> dict[str, tuple[str, ...]]:
    """Every seed ruling id -> the ids of the scenarios tagged with it (possibly none)."""
    out: dict[str, list[str]] = {rid: [] for rid in rulings}
    for entry in index.entries:
        for rid in entry.tag_values("ruling"):
            if rid in out and entry.id not in out[rid]:
                out[rid].append(entry.id)
    return {rid: tuple(ids) for rid, ids in out.items()}


def uncovered(index: Index, rulings: dict[str, Ruling]) -> list[str]:
    """Seed rulings no scenario demonstrates, in data-file order."""
    return [rid for rid, ids in scenarios_by_ruling(index, rulings).items() if not ids]


def unknown_tags(index: Index, rulings: dict[str, Ruling]) -> list[UnknownRulingTag]:
    """Every @ruling tag naming no seed ruling, with the scenario that carries it."""
    return [UnknownRulingTag(e, rid) for e in index.entries for rid in e.tag_values("ruling")
            if rid not in rulings]
