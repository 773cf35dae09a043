"""Performing protocol actions on a reference game. Each is a generator driven by the adapter."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulings.adapters import actions as a
from rulings.adapters.errors import IllegalAction, InvalidPosition
from rulings.adapters.position import STEPS

from . import casting, dungeons, initiative
from .choices import Gen
from .effects import destroy, lose_life
from .game import Game
from .leaving import lose
from .timing import require_priority
from .turn import NO_PRIORITY, all_passed, give_priority, pass_priority

ADVANCE_LIMIT = 400  # steps; a guard against a game that never reaches the wanted step


def perform(game: Game, action: a.Action) -> Gen:
    """Perform one protocol action; a generator of the decisions it asks for."""
    if game.over and not isinstance(action, a.Concede):
        raise IllegalAction("the game is over", rule="104.1")
    handler = HANDLERS[type(action)]
    yield from handler(game, action)


def _player(game: Game, name: str):
    try:
        player = game.player(name)
    except KeyError:
        raise InvalidPosition(f"no player named {name!r}") from None
    if player.left:
        raise IllegalAction(f"{name} has left the game", rule="800.4a")
    return player


def _cast(game: Game, act: a.CastSpell) -> Gen:
    player = _player(game, act.player)
    casting.cast(game, player, act.card, act.from_zone, act.targets, act.without_paying)
    yield from _priority_back(game, player.name)


def _play(game: Game, act: a.PlayLand) -> Gen:
    player = _player(game, act.player)
    casting.play_land(game, player, act.card, act.from_zone)
    yield from _priority_back(game, player.name)


def _activate(game: Game, act: a.ActivateAbility) -> Gen:
    player = _player(game, act.player)
    casting.activate(game, player, act.source, act.ability, act.targets, act.color)
    # CR 117.3c: activating an ability, a mana ability too, is an action; the player receives
    # priority afterward, and passes before it no longer count (117.4: no action in between).
    yield from _priority_back(game, player.name)


def _priority_back(game: Game, player: str) -> Gen:
    """The player who acted receives priority again, and passing starts over (CR 117.3c)."""
    game.passed.clear()
    yield from give_priority(game, player)  # CR 117.3c


def _pass(game: Game, act: a.PassPriority) -> Gen:
    require_priority(game, _player(game, act.player).name)
    yield from pass_priority(game)


def _resolve_top(game: Game, act: a.ResolveTop) -> Gen:
    if not game.stack:
        raise IllegalAction("the stack is empty", rule="608.1")
    yield from all_passed(game)


def _resolve_stack(game: Game, act: a.ResolveStack) -> Gen:
    for _ in range(ADVANCE_LIMIT):
        if not game.stack or game.over:
            return
        yield from all_passed(game)
    raise IllegalAction("the stack never empties (loop)", rule="104.4b")


def _advance(game: Game, act: a.AdvanceTo) -> Gen:
    if act.step not in STEPS or act.step in NO_PRIORITY:
        raise IllegalAction(f"no player receives priority in the {act.step!r} step; "
                            f"advance to one of {[s for s in STEPS if s not in NO_PRIORITY]}",
                            rule="500.3")
    team = _player(game, act.player).team
    for _ in range(ADVANCE_LIMIT):
        if game.over:
            return  # the game ended on the way (CR 104.2): nothing more to advance to
        serial = game.step_serial
        yield from all_passed(game)
        owner = game.player(game.turn_owner) if game.turn_owner else None
        began = game.step_serial != serial  # stop only as the step begins, not later in it
        if began and game.step == act.step and owner is not None and owner.team is team:
            return
    raise IllegalAction(f"never reached {act.player}'s {act.step}", rule="500.1")


def _attack(game: Game, act: a.DeclareAttackers) -> Gen:
    player = _player(game, act.player)
    if player.name not in {p.name for p in game.active_players()}:
        raise IllegalAction(f"{act.player} is not the active player", rule="508.1")
    if game.step not in ("precombat main", "beginning of combat") or game.stack:
        raise IllegalAction("attackers are declared at the start of the declare attackers "
                            "step, from an empty stack earlier in the turn", rule="508.1")
    while game.step != "beginning of combat":
        yield from all_passed(game)
        if game.stack:
            raise IllegalAction("an ability triggered before combat; resolve it first",
                                rule="507.2")
    game.attack_plan = tuple((x.attacker, x.defender) for x in act.attacks)
    yield from all_passed(game)


def _block(game: Game, act: a.DeclareBlockers) -> Gen:
    team = _player(game, act.player).team
    if game.step != "declare attackers" or game.combat is None or not game.combat.attackers:
        raise IllegalAction("blockers are declared after attackers, in the declare blockers "
                            "step", rule="509.1")
    if all(game.player(d).team is not team for d in game.combat.attackers.values()):
        raise IllegalAction(f"{act.player} is not a defending player", rule="509.1")
    if game.stack:
        raise IllegalAction("the stack must be empty before the declare blockers step begins",
                            rule="509.1")
    game.block_plan = tuple((x.blocker, x.attacker) for x in act.blocks)
    yield from all_passed(game)


def _concede(game: Game, act: a.Concede) -> Gen:
    player = _player(game, act.player)
    lose(game, [player], rule="104.3a")  # CR 104.3a: at any time
    yield from give_priority(game, game.priority)


def _take(game: Game, act: a.TakeInitiative) -> Gen:
    initiative.take(game, _player(game, act.player).name)
    yield from _after_effect(game)


def _venture(game: Game, act: a.Venture) -> Gen:
    yield from dungeons.venture(game, _player(game, act.player), undercity=act.into == "undercity")
    yield from _after_effect(game)


def _lose_life(game: Game, act: a.LoseLife) -> Gen:
    if act.amount < 0:
        raise IllegalAction("life loss must not be negative", rule="119.3")
    lose_life(game, _player(game, act.player), act.amount)
    yield from _after_effect(game)


def _destroy(game: Game, act: a.Destroy) -> Gen:
    obj = game.permanent(act.permanent)
    if obj is None:
        raise IllegalAction(f"no permanent labelled {act.permanent!r} on the battlefield",
                            rule="701.8a")
    destroy(game, obj)
    yield from _after_effect(game)


def _after_effect(game: Game) -> Gen:
    """As after a resolved effect: the active player receives priority anew (CR 117.3b)."""
    game.passed.clear()
    yield from give_priority(game)


def may_refuse_late(game: Game, action: a.Action) -> bool:
    """Can ``action`` be refused after it changed the game? Only then does the adapter undo a
    refusal by replaying the game up to the action (adapter.ReferenceEngine._replay); otherwise
    the game as it is stands. Every other handler checks everything
    it refuses before its first change (casting.py checks, then pays: mana.pay refuses with
    the pool untouched), and nothing it goes on to do refuses: resolving, settling and giving
    priority refuse nothing, and decide() checks an answer against the options first. The one
    answer the game itself refuses, a combat damage assignment, is asked only as a step begins."""
    if isinstance(action, a.PassPriority):
        # The last pass in succession (CR 117.4) with the stack empty ends the step, and a
        # later step may refuse an answer: an illegal combat damage assignment (CR 510.1c,
        # 702.19b) is undone (510.1e). Any other pass only moves priority or resolves.
        return not game.stack and all(p.name == game.priority or p.name in game.passed
                                      for p in game.living())
    if isinstance(action, a.ResolveStack):
        return bool(game.stack)  # its loop guard refuses after resolving (CR 104.4b)
    # These end steps on the way, and a declaration is checked as its step begins (CR 508.1, 509.1).
    return isinstance(action, (a.AdvanceTo, a.DeclareAttackers, a.DeclareBlockers))


HANDLERS: dict[type, Callable[[Game, Any], Gen]] = {  # each takes its action type
    a.CastSpell: _cast, a.PlayLand: _play, a.ActivateAbility: _activate, a.PassPriority: _pass,
    a.ResolveTop: _resolve_top, a.ResolveStack: _resolve_stack, a.AdvanceTo: _advance,
    a.DeclareAttackers: _attack, a.DeclareBlockers: _block, a.Concede: _concede,
    a.TakeInitiative: _take, a.Venture: _venture, a.LoseLife: _lose_life, a.Destroy: _destroy,
}
