"""Characteristics after continuous effects and counters (CR 613, simplified to our card pool)."""
from __future__ import annotations

from .game import Game
from .objects import GameObject


def _completed(game: Game, obj: GameObject) -> bool:
    return bool(game.player(obj.controller).completed)


def power(game: Game, obj: GameObject) -> int | None:
    """Its power now: printed, plus counters and effects; None if it has none."""
    if obj.card.power is None:
        return None
    value = obj.card.power + obj.counters.get("+1/+1", 0)
    if game.effects:
        value += sum(e.amount for e in game.effects if e.oid == obj.oid and e.kind == "power")
    if "dungeon-boost" in obj.card.statics and _completed(game, obj):
        value += 3  # Cloister Gargoyle: +3/+0 while you've completed a dungeon
    return value


def toughness(game: Game, obj: GameObject) -> int | None:
    """Its toughness now: printed, plus counters; None if it has none."""
    if obj.card.toughness is None:
        return None
    return obj.card.toughness + obj.counters.get("+1/+1", 0)


def keywords(game: Game, obj: GameObject) -> list[str]:
    """Its keyword abilities now, printed or granted, sorted."""
    found = set(obj.card.keywords)
    if game.effects and any(e.oid == obj.oid and e.kind == "hexproof" for e in game.effects):
        found.add("hexproof")
    if "dungeon-boost" in obj.card.statics and _completed(game, obj):
        found.add("flying")
    return sorted(found)


def goaded_by(game: Game, obj: GameObject) -> list[str]:
    """The players who goaded it, sorted."""
    if not game.effects:
        return []
    return sorted({e.by for e in game.effects if e.oid == obj.oid and e.kind == "goad"})


def cant_attack(game: Game, obj: GameObject) -> bool:
    """Does an effect say it can't attack?"""
    return any(e.oid == obj.oid and e.kind == "cant-attack" for e in game.effects)


def durations(game: Game, obj: GameObject) -> list[str]:
    """The effects on it with how long each lasts, as observations show them."""
    out = []
    for e in game.effects:
        if e.oid != obj.oid:
            continue
        what = {"hexproof": "hexproof", "goad": f"goaded by {e.by}",
                "power": f"{e.amount:+d}/+0", "cant-attack": "can't attack"}[e.kind]
        when = f"until {e.by}'s next turn" if e.until == "next-turn" else "until end of turn"
        out.append(f"{what} {when}")
    return out


def is_creature(obj: GameObject) -> bool:
    """Is it a creature?"""
    return "creature" in obj.card.types
