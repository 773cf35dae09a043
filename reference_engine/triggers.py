"""The trigger dispatcher: telling mechanics what happened (CR 603.2) and putting the abilities
that triggered on the stack (CR 603.3).

It knows no mechanic. Each one registers a listener (``@listener("name")``) as it loads; ``emit``
tells every listener of every event, in the order they registered. That order changes nothing
the rules let anyone see: the triggered abilities go on the stack in APNAP order, each player
ordering their own (CR 603.3b).
"""
from __future__ import annotations

from typing import Any, Callable

from rulings.adapters.observation import stack_label

from .choices import Gen, ask, choose_one
from .events import LogEvent, TriggerEvent
from .game import Game, Trigger
from .objects import GameObject, StackObject
from .targets import bind, legal_targets

Listener = Callable[[Game, TriggerEvent, dict[str, Any]], None]

# mechanic name -> its listener, in registration order
LISTENERS: dict[str, Listener] = {}


def listener(name: str) -> Callable[[Listener], Listener]:
    """Register the decorated function as mechanic ``name``'s listener to every event."""
    def register(notice: Listener) -> Listener:
        if name in LISTENERS:
            raise ValueError(f"a mechanic named {name!r} is already registered")
        LISTENERS[name] = notice
        return notice

    return register


def label(obj: StackObject) -> str:
    """The object's label on the stack (adapters.observation.stack_label)."""
    return stack_label(obj.effect, obj.player, obj.source_name, obj.detail)


def add(game: Game, obj: StackObject) -> None:
    """A triggered ability triggered: it waits to be put on the stack (CR 603.3)."""
    game.pending_triggers.append(Trigger(obj, len(game.pending_triggers)))


def emit(game: Game, event: TriggerEvent, **data: Any) -> None:
    """Tell every registered mechanic that ``event`` happened (CR 603.2)."""
    if not isinstance(event, TriggerEvent):
        raise TypeError(f"not a TriggerEvent: {event!r}")
    for notice in list(LISTENERS.values()):
        notice(game, event, data)


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
                game.log(LogEvent.TRIGGER, player=obj.controller, source=obj.source_name,
                         text=label(obj), rule="603.3")
    # CR 800.4d: triggers controlled by players who left are never put on the stack


def choose_targets(game: Game, obj: StackObject) -> Gen:
    """Choose targets as the ability goes on the stack; False if it has none (CR 603.3d)."""
    if obj.target_spec is None or obj.targets:
        return True
    options = legal_targets(game, obj.target_spec, obj.controller)
    if not options:
        game.log(LogEvent.REMOVED_FROM_STACK, player=obj.controller, text=label(obj), rule="603.3d")
        return False
    choice = yield from choose_one("choose-targets", obj.controller, options, source=label(obj),
                                   prompt=f"choose a target for {label(obj)}")
    obj.targets = [choice]
    bind(game, obj)
    return True


def card_ability(source: GameObject, effect: str, resolve, *, player: str | None = None,
                 detail: str | None = None, kind: str = "triggered", **data: Any) -> StackObject:
    """A triggered or activated ability of the permanent ``source``, ready for the stack."""
    return StackObject(kind=kind, controller=source.controller, effect=effect, resolve=resolve,
                       source_name=source.name, source=source, player=player, detail=detail,
                       data=dict(data))
