"""Characteristics after continuous effects and counters (CR 613, simplified to our card pool).

Each function looks for the effects that apply to the object in ``game.effects``, or in ``on``
when the caller gives it: a list holding at least every effect on the object (observe.py gives
each permanent its own, from ``effects_by_object``, instead of every function scanning every
effect for every permanent). The rules are here only, whichever list they read."""
from __future__ import annotations

from collections.abc import Sequence

from .game import Effect, Game
from .objects import GameObject


def effects_by_object(game: Game) -> dict[int, list[Effect]]:
    """The continuous effects grouped by the object each applies to, in the order of
    ``game.effects``; an object no effect applies to has no entry."""
    grouped: dict[int, list[Effect]] = {}
    for e in game.effects:
        grouped.setdefault(e.oid, []).append(e)
    return grouped


def _completed(game: Game, obj: GameObject) -> bool:
    return bool(game.player(obj.controller).completed)


def power(game: Game, obj: GameObject, on: Sequence[Effect] | None = None) -> int | None:
    """Its power now: printed, plus counters and effects; None if it has none."""
    if obj.card.power is None:
        return None
    value = obj.card.power + obj.counters.get("+1/+1", 0)
    effects = game.effects if on is None else on
    if effects:
        value += sum(e.amount for e in effects if e.oid == obj.oid and e.kind == "power")
    if "dungeon-boost" in obj.card.statics and _completed(game, obj):
        value += 3  # Cloister Gargoyle: +3/+0 while you've completed a dungeon
    return value


def toughness(game: Game, obj: GameObject) -> int | None:
    """Its toughness now: printed, plus counters; None if it has none."""
    if obj.card.toughness is None:
        return None
    return obj.card.toughness + obj.counters.get("+1/+1", 0)


# Keyword counters the card pool's positions may hold: each grants its keyword (CR 122.1b).
KEYWORD_COUNTERS: frozenset[str] = frozenset({"lifelink"})


def keywords(game: Game, obj: GameObject, on: Sequence[Effect] | None = None) -> tuple[str, ...]:
    """Its keyword abilities now, printed or granted (by an effect or a keyword counter), sorted."""
    found = obj.card.keywords
    if obj.counters:  # CR 122.1b: a keyword counter grants its keyword
        found += tuple(k for k in KEYWORD_COUNTERS if obj.counters.get(k, 0) > 0)
    effects = game.effects if on is None else on
    if effects and any(e.oid == obj.oid and e.kind == "hexproof" for e in effects):
        found += ("hexproof",)
    if "dungeon-boost" in obj.card.statics and _completed(game, obj):
        found += ("flying",)
    return found if len(found) < 2 else tuple(sorted(set(found)))


def goaded_by(game: Game, obj: GameObject, on: Sequence[Effect] | None = None) -> tuple[str, ...]:
    """The players who goaded it, sorted."""
    effects = game.effects if on is None else on
    if not effects:
        return ()
    return tuple(sorted({e.by for e in effects if e.oid == obj.oid and e.kind == "goad"}))


def cant_attack(game: Game, obj: GameObject) -> bool:
    """Does an effect say it can't attack?"""
    return any(e.oid == obj.oid and e.kind == "cant-attack" for e in game.effects)


def durations(game: Game, obj: GameObject, on: Sequence[Effect] | None = None) -> tuple[str, ...]:
    """The effects on it with how long each lasts, as observations show them."""
    effects = game.effects if on is None else on
    if not effects:
        return ()
    out = []
    for e in effects:
        if e.oid != obj.oid:
            continue
        what = {"hexproof": "hexproof", "goad": f"goaded by {e.by}",
                "power": f"{e.amount:+d}/+0", "cant-attack": "can't attack"}[e.kind]
        when = f"until {e.by}'s next turn" if e.until == "next-turn" else "until end of turn"
        out.append(f"{what} {when}")
    return tuple(out)


def is_creature(obj: GameObject) -> bool:
    """Is it a creature?"""
    return "creature" in obj.card.types
