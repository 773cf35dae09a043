"""Priority and the stack (CR 117, 405, 608)."""
from __future__ import annotations

from .choices import Gen
from .game import Game
from .targets import legal_targets, still_legal
from . import sba, triggers


def settle(game: Game) -> Gen:
    """CR 117.5: state-based actions, then triggered abilities, until neither happens."""
    while not game.over:
        if (yield from sba.check(game)):
            continue
        if game.over or not game.pending_triggers:
            return
        yield from triggers.put_on_stack(game)


def priority_player(game: Game) -> str | None:
    """Who receives priority after resolution or a new step (CR 117.3a-b, 800.4j)."""
    if game.active is not None and not game.player(game.active).left:
        return game.active
    if game.turn_owner is None:
        return None
    nxt = game.next_player_after(game.turn_owner)
    return nxt.name if nxt else None


def give_priority(game: Game, player: str | None = None) -> Gen:
    yield from settle(game)
    if game.over:
        game.priority = None
        return
    target = player if player is not None and not game.player(player).left else None
    game.priority = target or priority_player(game)


def pass_priority(game: Game) -> Gen:
    """The priority holder passes (CR 117.3d); when all pass in succession (117.4) the top
    object resolves, or the step ends. "All" are the players still in the game: a pass made by
    a player who has left since no longer counts for anyone else (CR 800.4a)."""
    game.passed.add(str(game.priority))
    if any(p.name not in game.passed for p in game.living()):
        nxt = game.next_player_after(str(game.priority))
        game.priority = nxt.name if nxt else None
        return
    yield from all_passed(game)


def all_passed(game: Game) -> Gen:
    from .turn import end_step

    game.passed.clear()
    if game.stack:
        yield from resolve_top(game)
        yield from give_priority(game)
    else:
        yield from end_step(game)


def resolve_top(game: Game) -> Gen:
    """CR 608.2: resolve the top object; with every target now illegal it doesn't (608.2b)."""
    game.priority = None
    obj = game.stack.pop()
    label = triggers.label(obj)
    if obj.target_spec is not None and obj.targets:
        legal = legal_targets(game, obj.target_spec, obj.controller)
        if not still_legal(game, obj, legal):
            game.log("fizzled", player=obj.controller, text=label, rule="608.2b")
            if obj.card is not None and not obj.card.token:
                game.player(obj.card.owner).graveyard.append(obj.card)
            return
    yield from obj.resolve(game, obj)
    game.log("resolved", player=obj.controller, source=obj.source_name, text=label, rule="608.2")
