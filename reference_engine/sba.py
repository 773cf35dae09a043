"""State-based actions (CR 704), performed simultaneously, repeated until none apply."""
from __future__ import annotations

from .characteristics import is_creature, toughness
from .choices import Gen, choose_one
from .dungeons import complete, room_ability_pending
from .effects import put_in_graveyard
from .game import Game


def check(game: Game) -> Gen:
    """Perform every applicable state-based action once; True if any was performed."""
    from .leaving import lose

    performed = False
    losers = []
    for player in game.living():
        if player.life <= 0:  # CR 704.5a (704.6a: the whole 2HG team)
            losers.append((player, "704.5a"))
        elif player.drew_from_empty:  # CR 704.5b
            losers.append((player, "704.5b"))
    doomed = []
    for obj in game.battlefield:
        if not is_creature(obj):
            continue
        t = toughness(game, obj) or 0
        if t <= 0:  # CR 704.5f
            doomed.append((obj, "704.5f"))
        elif obj.damage >= t:  # CR 704.5g
            doomed.append((obj, "704.5g"))
        elif obj.damage > 0 and obj.deathtouched:  # CR 704.5h
            doomed.append((obj, "704.5h"))
    for obj, rule in doomed:
        game.log("destroyed", player=obj.controller, source=obj.label, rule=rule)
        put_in_graveyard(game, obj)
        performed = True
    for player in game.living():
        # CR 704.5t: bottom room and no room ability of it waiting to trigger or resolve
        if player.dungeon is None:
            continue
        from .dungeons import DUNGEONS

        room = DUNGEONS[player.dungeon].room(str(player.room))
        if not room.leads_to and not room_ability_pending(game, player.name, player.dungeon):
            complete(game, player, rule="704.5t")
            performed = True
    for equipment in game.battlefield:
        if equipment.attached_to is not None:
            host = game.by_oid(equipment.attached_to)
            if host is None or not is_creature(host):  # CR 704.5n
                equipment.attached_to = None
                performed = True
    performed |= yield from _legend_rule(game)
    if losers:
        for player, rule in losers:
            player.drew_from_empty = False
        lose(game, [p for p, _ in losers], rule=losers[0][1])
        performed = True
    return performed


def _legend_rule(game: Game) -> Gen:
    """CR 704.5j: a player with two or more legendary permanents of one name keeps one."""
    performed = False
    seen: dict[tuple[str, str], list] = {}
    for obj in game.battlefield:
        if "legendary" in obj.card.supertypes:
            seen.setdefault((obj.controller, obj.name), []).append(obj)
    for (controller, _), objs in seen.items():
        if len(objs) < 2:
            continue
        keep = yield from choose_one("choose-option", controller, [o.label for o in objs],
                                     source="legend rule", prompt="choose the one to keep")
        for obj in objs:
            if obj.label != keep:
                put_in_graveyard(game, obj)
        performed = True
    return performed
