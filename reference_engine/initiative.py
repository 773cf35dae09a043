"""The initiative (CR 726, version 2026-09-25): the designation and its inherent triggers."""
from __future__ import annotations

from typing import Any

from .choices import Gen
from .definitions import immediate
from .dungeons import venture
from .events import LogEvent, TriggerEvent
from .game import Game
from .objects import StackObject
from . import triggers


def take(game: Game, player: str, rule: str = "726.3") -> None:
    """CR 726.3: the player takes it; any other holder ceases to have it (726.5: no second copy)."""
    game.initiative = player
    game.log(LogEvent.TOOK_INITIATIVE, player=player, rule=rule)
    triggers.emit(game, TriggerEvent.TOOK_INITIATIVE, player=player)


def _venture_ability(holder: str, rule: str) -> StackObject:
    # CR 726.2: no source; controlled by the player who had the initiative when it triggered
    return StackObject(kind="triggered", controller=holder, effect="venture-into-undercity",
                       player=holder, resolve=_resolve_venture, data={"rule": rule})


def _resolve_venture(game: Game, obj: StackObject) -> Gen:
    yield from venture(game, game.player(str(obj.player)), undercity=True)


@immediate
def _resolve_steal(game: Game, obj: StackObject) -> None:
    taker = str(obj.player)
    if not game.player(taker).left:
        take(game, taker, rule="726.2")


@triggers.listener("initiative")
def notice(game: Game, event: TriggerEvent, data: dict[str, Any]) -> None:
    """The initiative's inherent triggered abilities (CR 726.2), and its passing on (726.4)."""
    holder = game.initiative
    if event == TriggerEvent.LEFT_GAME:
        on_player_leaving(game, data["player"])  # CR 726.4
    elif event == TriggerEvent.TOOK_INITIATIVE:
        triggers.add(game, _venture_ability(data["player"], "726.2"))  # CR 726.2, third ability
    elif holder is None:
        return  # CR 726.1: no initiative, no inherent abilities
    elif event == TriggerEvent.UPKEEP and holder in {p.name for p in game.active_players()}:
        triggers.add(game, _venture_ability(holder, "726.2"))  # CR 726.2, first ability
    elif event == TriggerEvent.COMBAT_DAMAGE:
        # CR 726.2, second ability: one trigger per player whose creatures dealt combat damage to the holder
        controllers: list[str] = []
        for source, target in data["hits"]:
            if target == holder and source.controller not in controllers:
                controllers.append(source.controller)
        for controller in controllers:
            triggers.add(game, StackObject(kind="triggered", controller=holder,
                                           effect="take-initiative", player=controller,
                                           resolve=_resolve_steal))


def on_player_leaving(game: Game, leaving: str) -> None:
    """CR 726.4: the active player takes it at once; if that is the leaver, the next player."""
    if game.initiative != leaving:
        return
    if game.active is not None and game.active != leaving:
        new = game.active
    else:
        # "the next player in turn order" counts from the turn's own seat, even after its player
        # left (CR 800.4j, 101.4), as priority does: the suite's reading next-in-turn-order
        nxt = game.next_player_after(game.turn_owner or leaving)
        if nxt is None:
            game.initiative = None
            return
        new = nxt.name
    take(game, new, rule="726.4")
