"""Random positions from the reference card pool, within what an engine declares it supports.

Every position is one the Given-steps of docs/STEPS.md can write (feature.py does): players
Alice..Dave, explicit labels, owners equal to controllers, only +1/+1 counters.
"""
from __future__ import annotations

import functools

from collections.abc import Collection
from dataclasses import replace

from rulings.adapters.position import DungeonSetup, Format, PermanentSetup, PlayerSetup, Position
from rulings.reference_engine.dungeons import DUNGEONS

from . import pool
from .chooser import Chooser

NAMES = ("Alice", "Bob", "Carol", "Dave")
# Steps a position may start in (the first shrinks best), main phases the most often.
START_STEPS = ("precombat main", "precombat main", "precombat main", "beginning of combat",
               "beginning of combat", "upkeep", "draw", "postcombat main", "end")
MANA = ("{1}", "{W}", "{U}", "{B}", "{R}", "{G}")
# each format, with the capability an engine needs for it
FORMATS: tuple[tuple[Format, str], ...] = (
    ("two-player", "two-player"), ("free-for-all", "multiplayer"),
    ("two-headed-giant", "two-headed-giant"))


def formats(capabilities: Collection[str]) -> list[Format]:
    return [name for name, needed in FORMATS if needed in capabilities]


def generate_position(c: Chooser, capabilities: Collection[str]) -> Position:
    """A position the engine with ``capabilities`` can start (it needs position-setup)."""
    fmt = c.pick(formats(capabilities))
    count = {"two-player": 2, "two-headed-giant": 4}.get(fmt) or c.integer(3, 4)
    names = NAMES[:count]
    teams = _teams(fmt, names)
    afr = "dungeons-afr" in capabilities
    lives = {team: (None if c.chance(50) else c.integer(1, 30)) for team in dict.fromkeys(teams)}
    labels: set[str] = set()
    players = tuple(_player(c, name, team, lives[team], afr, labels, fmt)
                    for name, team in zip(names, teams))
    return Position(
        players=players, format=fmt,
        active_player=c.pick(names), turn=c.integer(1, 6), step=c.pick(START_STEPS),
        initiative=c.pick(names) if c.chance(50) else None, seed=c.integer(0, 9),
    )


def _teams(fmt: str, names: tuple[str, ...]) -> tuple[str, ...]:
    if fmt != "two-headed-giant":
        return names
    first, second = f"{names[0]} and {names[1]}", f"{names[2]} and {names[3]}"
    return (first, first, second, second)


@functools.lru_cache(maxsize=None)
def _weighted_pool(names: tuple[str, ...], afr: bool) -> tuple[str, ...]:
    """The cards that matter to the initiative come up three times as often as the filler
    (the same few pools, asked for five times a player: built once each)."""
    return tuple(n for n in names if afr or n not in pool.NEEDS_AFR
                 for _ in range(3 if n in pool.TAGGED else 1))


def _cards(c: Chooser, afr: bool, most: int) -> tuple[str, ...]:
    choices = _weighted_pool((*pool.LANDS, *pool.PERMANENTS, *pool.SPELLS), afr)
    return tuple(c.pick(choices) for _ in range(c.integer(0, most)))


def _mana(c: Chooser) -> str:
    """A pool as a position writes it: generic (colorless) first, then colors in WUBRG order."""
    symbols = [c.pick(MANA) for _ in range(c.integer(0, 7))]
    generic = symbols.count("{1}")
    return (f"{{{generic}}}" if generic else "") + "".join(
        s for color in "WUBRG" for s in symbols if s == f"{{{color}}}")


def _player(c: Chooser, name: str, team: str, life: int | None, afr: bool, labels: set[str],
            fmt: str) -> PlayerSetup:
    dungeons = [d for d in DUNGEONS if afr or d == "Undercity"]
    dungeon = None
    if c.chance(40):
        chosen = DUNGEONS[c.pick(dungeons)]
        dungeon = DungeonSetup(chosen.name, c.pick([r.name for r in chosen.rooms]))
    return PlayerSetup(
        name=name, life=life, team=team if fmt == "two-headed-giant" else None,
        library=_cards(c, afr, 10), hand=_cards(c, afr, 5), graveyard=_cards(c, afr, 2),
        exile=_cards(c, afr, 2), battlefield=_battlefield(c, afr, labels),
        dungeon=dungeon, completed_dungeons=tuple(c.pick(dungeons) for _ in range(c.integer(0, 2))),
        mana_pool=_mana(c),
        lands_played=1 if c.chance(20) else 0,
    )


def _label(name: str, labels: set[str]) -> str:
    """The card name, or "name #k" with the smallest k not yet used (labels are unique)."""
    label, k = name, 2
    while label in labels:
        label, k = f"{name} #{k}", k + 1
    labels.add(label)
    return label


def _battlefield(c: Chooser, afr: bool, labels: set[str]) -> tuple[PermanentSetup, ...]:
    out: list[PermanentSetup] = []
    cards = _weighted_pool((*pool.LANDS, *pool.PERMANENTS), afr)
    for _ in range(c.integer(0, 5)):
        token = c.chance(15)
        name = c.pick(pool.TOKEN_NAMES if token else cards)
        creature = pool.is_creature(name)
        out.append(PermanentSetup(
            card=name, label=_label(name, labels), tapped=c.chance(30), token=token,
            counters={"+1/+1": c.integer(1, 3)} if creature and c.chance(20) else {},
            summoning_sick=c.chance(25),
        ))
    creatures = [p.label for p in out if pool.is_creature(p.card)]
    return tuple(replace(p, attached_to=c.pick(creatures))
                 if pool.is_equipment(p.card) and creatures and c.chance(60) else p
                 for p in out)
