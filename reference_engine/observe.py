"""The canonical observation of a reference game (adapters.observation)."""
from __future__ import annotations

from rulings.adapters.decisions import Decision
from rulings.adapters.observation import (ExiledCard, Observation, PermanentView, PlayerView,
                                  StackItem)

from . import mana
from .characteristics import durations, goaded_by, keywords, power, toughness
from .game import Game


def observe(game: Game, pending: Decision | None) -> Observation:
    """The observation of the game now, with the decision it waits for."""
    labels = {o.oid: o.label for o in game.battlefield}
    return Observation(
        turn=game.turn, step=game.step, active_player=game.active,
        initiative=game.initiative, priority=game.priority,
        players=tuple(PlayerView(
            name=p.name, life=p.life, team=p.team.name if game.format == "two-headed-giant"
            else None, left_game=p.left, hand=tuple(c.name for c in p.hand),
            library=tuple(c.name for c in p.library),
            graveyard=tuple(c.name for c in p.graveyard),
            exile=tuple(ExiledCard(c.name, c.play_permission) for c in p.exile),  # type: ignore[arg-type]
            dungeon=p.dungeon, room=p.room, completed_dungeons=tuple(p.completed),
            mana_pool=mana.pool_text(p.mana), lands_played=p.lands_played,
        ) for p in game.players),
        battlefield=tuple(PermanentView(
            label=o.label, name=o.name, controller=o.controller, owner=o.owner,
            power=power(game, o), toughness=toughness(game, o), counters=dict(o.counters),
            tapped=o.tapped, attached_to=labels.get(o.attached_to) if o.attached_to else None,
            keywords=tuple(keywords(game, o)), goaded_by=tuple(goaded_by(game, o)),
            until=tuple(durations(game, o)), token=o.token, types=o.card.types,
            damage=o.damage,
        ) for o in game.battlefield),
        stack=tuple(StackItem(
            kind=s.kind, controller=s.controller, effect=s.effect,  # type: ignore[arg-type]
            source=s.source_name, player=s.player, detail=s.detail, targets=tuple(s.targets),
        ) for s in reversed(game.stack)),
        events=tuple(game.events),
        pending=pending,
    )

