"""The canonical observation of a reference game (adapters.observation)."""
from __future__ import annotations

from typing import Any, TypeVar

from rulings.adapters.decisions import Decision
from rulings.adapters.observation import (ExiledCard, Observation, PermanentView, PlayerView,
                                  StackItem)

from . import mana
from .characteristics import durations, effects_by_object, goaded_by, keywords, power, toughness
from .game import Game
from .objects import GameObject

V = TypeVar("V")


def observe(game: Game, pending: Decision | None) -> Observation:
    """The observation of the game now, with the decision it waits for."""
    two_headed = game.format == "two-headed-giant"
    return _view(Observation, {
        "turn": game.turn, "step": game.step, "active_player": game.active,
        "players": tuple([_view(PlayerView, {
            "name": p.name, "life": p.life, "team": p.team.name if two_headed else None,
            "left_game": p.left, "hand": _names(p.hand), "library": _names(p.library),
            "graveyard": _names(p.graveyard),
            "exile": tuple([_view(ExiledCard, {"name": c.card.name, "playable": c.play_permission})
                            for c in p.exile]),
            "dungeon": p.dungeon, "room": p.room, "completed_dungeons": tuple(p.completed),
            "mana_pool": mana.pool_text(p.mana), "lands_played": p.lands_played,
        }) for p in game.players]),
        "initiative": game.initiative, "priority": game.priority,
        "battlefield": _battlefield(game),
        "stack": tuple([_view(StackItem, {
            "kind": s.kind, "controller": s.controller, "effect": s.effect,
            "source": s.source_name, "player": s.player, "detail": s.detail,
            "targets": tuple(s.targets),
        }) for s in reversed(game.stack)]),
        "events": tuple(game.events),
        "pending": pending,
    })


def _battlefield(game: Game) -> tuple[PermanentView, ...]:
    labels = {o.oid: o.label for o in game.battlefield}
    # each permanent's characteristics read the effects on it only, grouped once
    grouped = effects_by_object(game) if game.effects else {}
    views = []
    for o in game.battlefield:
        on = grouped.get(o.oid, ())
        views.append(_view(PermanentView, {
            "label": o.label, "name": o.card.name, "controller": o.controller, "owner": o.owner,
            "power": power(game, o, on), "toughness": toughness(game, o),
            "counters": dict(o.counters), "tapped": o.tapped,
            "attached_to": labels.get(o.attached_to) if o.attached_to else None,
            "keywords": keywords(game, o, on), "goaded_by": goaded_by(game, o, on),
            "until": durations(game, o, on), "token": o.token, "types": o.card.types,
            "damage": o.damage,
        }))
    return tuple(views)


def _names(zone: list[GameObject]) -> tuple[str, ...]:
    return tuple([c.card.name for c in zone])


def _view(cls: type[V], fields: dict[str, Any]) -> V:
    """A frozen view with every field given (in a dict literal, in the class's field order),
    built without its generated __init__, which sets each field through object.__setattr__:
    eight times slower; and from a dict, not keyword arguments, which cost a second dict. An
    observation follows every action (tests/reference_engine/test_observe.py holds it to the
    classes' own __init__)."""
    view = object.__new__(cls)
    view.__dict__.update(fields)
    return view
