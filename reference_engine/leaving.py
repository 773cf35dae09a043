"""Losing and leaving the game (CR 104.3, 800.4)."""
from __future__ import annotations

from .events import LogEvent, TriggerEvent
from .game import Game, Player
from . import triggers


def lose(game: Game, players: list[Player], rule: str) -> None:
    """Players lose at once (CR 704.3); in 2HG their whole team loses (810.8a)."""
    leaving: list[Player] = []
    for player in players:
        for mate in game.living():
            if mate.team is player.team and mate not in leaving:
                leaving.append(mate)
    for player in leaving:
        game.log(LogEvent.LOST_GAME, player=player.name, rule=rule)
    for player in leaving:
        leave(game, player, "lost")


def leave(game: Game, player: Player, reason: str) -> None:
    """CR 800.4a: everything the player owns leaves; their abilities on the stack cease to
    exist; the initiative passes at the same time (726.4)."""
    player.left = True
    game.log(LogEvent.LEFT_GAME, player=player.name, text=reason, rule="800.4a")
    # CR 726.4, even as the game ends
    triggers.emit(game, TriggerEvent.LEFT_GAME, player=player.name)
    if len({id(p.team) for p in game.living()}) <= 1:
        game.over = True  # CR 104.2a: the last player or team wins
    name = player.name
    for obj in list(game.battlefield):
        if obj.owner == name:
            game.battlefield.remove(obj)
        elif obj.controller == name:  # CR 800.4a: exiled
            game.battlefield.remove(obj)
            obj.leave_battlefield()
            if not obj.token:
                game.player(obj.owner).exile.append(obj)
    # an Equipment left attached to nothing becomes unattached as a state-based action (704.5n)
    game.stack = [o for o in game.stack if o.controller != name
                  and not (o.card is not None and o.card.owner == name)]
    # their triggered abilities waiting for the stack never get there (CR 800.4d): the dispatcher
    # puts only the players still in the game's triggers on the stack (triggers.put_on_stack)
    player.library, player.hand, player.graveyard, player.exile = [], [], [], []
    player.dungeon = player.room = None
    player.mana = {}
    # creatures attacking them stay attacking (CR 800.4e); attackers that left the battlefield
    # were still declared, so the combat keeps its declare blockers and damage steps (508.8)
    if game.active == name:
        game.active = None  # CR 800.4j: the turn continues without an active player
    if game.priority == name:  # CR 800.4a: priority passes to the next player still in the game
        nxt = game.next_player_after(name)
        game.priority = nxt.name if nxt else None
