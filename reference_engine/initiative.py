"""The initiative (CR 725, version 2025-07-25): the designation and its inherent triggers."""
from __future__ import annotations

from typing import Any

from .choices import Gen
from .game import Game
from .objects import StackObject, immediate
from . import triggers


def take(game: Game, player: str, rule: str = "726.3") -> None:
    """CR 725.3: the player takes it; any other holder ceases to have it (725.5: no second copy)."""
    game.initiative = player
    game.log("took-initiative", player=player, rule=rule)
    triggers.emit(game, "took-initiative", player=player)


def _venture_ability(holder: str, rule: str) -> StackObject:
    # CR 725.2: no source; controlled by the player who had the initiative when it triggered
    return StackObject(kind="triggered", controller=holder, effect="venture-into-undercity",
                       player=holder, resolve=_resolve_venture, data={"rule": rule})


def _resolve_venture(game: Game, obj: StackObject) -> Gen:
    from .dungeons import venture

    yield from venture(game, game.player(str(obj.player)), undercity=True)


@immediate
def _resolve_steal(game: Game, obj: StackObject) -> None:
    taker = str(obj.player)
    if not game.player(taker).left:
        take(game, taker, rule="726.2")


def notice(game: Game, event: str, data: dict[str, Any]) -> None:
    holder = game.initiative
    if event == "took-initiative":
        triggers.add(game, _venture_ability(data["player"], "726.2"))  # CR 725.2, third ability
    elif holder is None:
        return  # CR 725.1: no initiative, no inherent abilities
    elif event == "upkeep" and holder in {p.name for p in game.active_players()}:
        triggers.add(game, _venture_ability(holder, "726.2"))  # CR 725.2, first ability
    elif event == "combat-damage":
        # CR 725.2, second ability: one trigger per player whose creatures dealt combat damage to the holder
        controllers: list[str] = []
        for source, target in data["hits"]:
            if target == holder and source.controller not in controllers:
                controllers.append(source.controller)
        for controller in controllers:
            triggers.add(game, StackObject(kind="triggered", controller=holder,
                                           effect="take-initiative", player=controller,
                                           resolve=_resolve_steal))


def on_player_leaving(game: Game, leaving: str) -> None:
    """CR 725.4: the active player takes it at once; if that is the leaver, the next player."""
    if game.initiative != leaving:
        return
    if game.active is not None and game.active != leaving:
        new = game.active
    else:
        nxt = game.next_player_after(leaving)
        if nxt is None:
            game.initiative = None
            return
        new = nxt.name
    take(game, new, rule="726.4")
