"""Triggered abilities: noticing them (CR 603.2) and putting them on the stack (CR 603.3)."""
from __future__ import annotations

from typing import Any

from adapters.observation import stack_label

from .choices import Gen, ask, choose_one
from .game import Game, Trigger
from .objects import GameObject, StackObject
from .targets import bind, legal_targets


def label(obj: StackObject) -> str:
    return stack_label(obj.effect, obj.player, obj.source_name, obj.detail)


def add(game: Game, obj: StackObject) -> None:
    game.pending_triggers.append(Trigger(obj, len(game.pending_triggers)))


def emit(game: Game, event: str, **data: Any) -> None:
    """Tell every trigger source that ``event`` happened (CR 603.2)."""
    from . import card_triggers, dungeons, initiative

    initiative.notice(game, event, data)
    card_triggers.notice(game, event, data)
    dungeons.notice(game, event, data)


def put_on_stack(game: Game) -> Gen:
    """CR 603.3b: APNAP order; each player orders their own simultaneous triggers."""
    pending, game.pending_triggers = game.pending_triggers, []
    for player in game.apnap():
        mine = [t.obj for t in sorted(pending, key=lambda t: t.order)
                if t.obj.controller == player.name]
        if len(mine) > 1 and len({label(o) for o in mine}) > 1:
            labels = [label(o) for o in mine]
            answer = yield from ask("order-triggers", player.name, labels, least=len(labels),
                                    most=len(labels), prompt="order your triggered abilities: "
                                    "the first listed resolves first")
            pool = list(mine)
            resolution = []
            for wanted in answer:
                found = next(o for o in pool if label(o) == wanted)
                pool.remove(found)
                resolution.append(found)
            mine = resolution
        for obj in reversed(mine):  # the first to resolve goes on the stack last
            if (yield from choose_targets(game, obj)):
                game.stack.append(obj)
                game.log("trigger", player=obj.controller, source=obj.source_name,
                         text=label(obj), rule="603.3")
    # CR 800.4d: triggers controlled by players who left are never put on the stack


def choose_targets(game: Game, obj: StackObject) -> Gen:
    """Choose targets as the ability goes on the stack; False if it has none (CR 603.3d)."""
    if obj.target_spec is None or obj.targets:
        return True
    options = legal_targets(game, obj.target_spec, obj.controller)
    if not options:
        game.log("removed-from-stack", player=obj.controller, text=label(obj), rule="603.3d")
        return False
    choice = yield from choose_one("choose-targets", obj.controller, options, source=label(obj),
                                   prompt=f"choose a target for {label(obj)}")
    obj.targets = [choice]
    bind(game, obj)
    return True


def card_ability(source: GameObject, effect: str, resolve, *, player: str | None = None,
                 detail: str | None = None, kind: str = "triggered", **data: Any) -> StackObject:
    return StackObject(kind=kind, controller=source.controller, effect=effect, resolve=resolve,
                       source_name=source.name, source=source, player=player, detail=detail,
                       data=dict(data))
