"""Noticing the triggered abilities printed on permanents (CR 603.2)."""
from __future__ import annotations

from typing import Any

from .definitions import TriggerCondition
from .events import TriggerEvent
from .game import Game
from .triggers import add, card_ability, listener


@listener("card-triggers")
def notice(game: Game, event: TriggerEvent, data: dict[str, Any]) -> None:
    """The triggered abilities printed on permanents whose condition ``event`` meets."""
    if event == TriggerEvent.ENTERS:
        _fire(game, data["obj"], "enters-self")
    elif event == TriggerEvent.ATTACKS:
        _fire(game, data["obj"], "attacks-self")
    elif event == TriggerEvent.BECOMES_BLOCKED:
        creature = data["obj"]
        for equipment in game.battlefield:
            if equipment.attached_to == creature.oid:
                _fire(game, equipment, "equipped-becomes-blocked", creature=creature)
    elif event == TriggerEvent.UPKEEP:
        active = {p.name for p in game.active_players()}
        for permanent in list(game.battlefield):
            for opponent in game.opponents(permanent.controller):
                if opponent.name in active:
                    _fire(game, permanent, "opponent-upkeep")


def _fire(game: Game, source, event: TriggerCondition, **data: Any) -> None:
    for trig in source.card.triggers:
        if trig.event == event:
            player = source.controller if trig.effect != "card-ability" else None
            add(game, card_ability(source, trig.effect, trig.resolve, player=player,
                                   detail=trig.detail or None, **data))
