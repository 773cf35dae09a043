"""The turn: its steps with their turn-based actions (CR 500-514), and priority passing
within them until everyone has passed and the top of the stack resolves or the step ends
(CR 117, 405)."""
from __future__ import annotations

from rulings.adapters.position import STEPS

from .casting import resolve_top
from .choices import Gen
from .effects import discard, draw
from .events import LogEvent, TriggerEvent
from .game import Game
from . import combat, sba, triggers

NO_PRIORITY = ("untap", "cleanup")


# --- priority (CR 117) ---------------------------------------------------------------------
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
    """Settle the game, then ``player`` (if still in it) or the usual player gets priority."""
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
    """Everyone passed in succession: the top object resolves (CR 608), or the step ends."""
    game.passed.clear()
    if game.stack:
        yield from resolve_top(game)
        yield from give_priority(game)
    else:
        yield from end_step(game)


# --- steps (CR 500-514) --------------------------------------------------------------------


def next_step_name(game: Game) -> str | None:
    """The step after the current one; None after cleanup. CR 508.8: no attackers, no
    declare-blockers or combat-damage step."""
    index = STEPS.index(game.step)
    nxt = STEPS[index + 1] if index + 1 < len(STEPS) else None
    no_attackers = game.combat is None or not game.combat.attackers
    while nxt in ("declare blockers", "combat damage") and no_attackers:
        nxt = STEPS[STEPS.index(nxt) + 1]
    if nxt == "draw" and skips_first_draw(game):
        nxt = "precombat main"  # CR 103.8a/b: the draw step itself is skipped
    return nxt


def end_step(game: Game) -> Gen:
    """The current step ends: mana empties (CR 500.4) and the next one begins."""
    for player in game.players:
        player.mana = {}
    if game.step == "end of combat":
        game.combat = None  # CR 511.3
    nxt = next_step_name(game)
    if nxt is None:
        start_next_turn(game)
        nxt = "untap"
    yield from begin_step(game, nxt)


def start_next_turn(game: Game) -> None:
    """The next team in turn order begins its turn."""
    current = game.turn_owner or game.players[0].name
    team = game.player(current).team
    nxt = None
    for candidate in game.in_turn_order_from(current) + game.living():
        if candidate.team is not team and not candidate.left:
            nxt = candidate
            break
    if nxt is None:  # only one team remains
        nxt = game.player(current) if not game.player(current).left else game.living()[0]
    game.turn += 1
    game.turn_owner = game.active = nxt.name
    active = {p.name for p in game.active_players()}
    # CR 611.2a: "until your next turn" effects end as that turn begins
    game.effects = [e for e in game.effects if not (e.until == "next-turn" and e.by in active)]
    for player in game.active_players():
        player.lands_played = 0


def begin_step(game: Game, step: str) -> Gen:
    """The step begins: its turn-based actions, then priority."""
    game.step = step
    game.step_serial += 1
    game.log(LogEvent.STEP, player=game.turn_owner, text=step, rule="500.1")
    active = game.active_players()
    if step == "untap":
        names = {p.name for p in active}
        for permanent in game.battlefield:
            if permanent.controller in names:
                permanent.sick = False  # CR 302.6: controlled since the turn began
                permanent.tapped = False  # CR 502.3
        yield from end_step(game)  # no player receives priority (CR 502.4)
        return
    if step == "upkeep":
        triggers.emit(game, TriggerEvent.UPKEEP)  # CR 503.1a
    elif step == "draw":
        for player in active:
            draw(game, player)  # CR 504.1
    elif step == "declare attackers":
        yield from combat.declare_attackers(game)  # CR 508.1
    elif step == "declare blockers":
        combat.declare_blockers(game)  # CR 509.1
    elif step == "combat damage":
        yield from combat.deal_combat_damage(game)  # CR 510.1-2
    elif step == "cleanup":
        yield from cleanup(game)
        return
    yield from give_priority(game)


def skips_first_draw(game: Game) -> bool:
    """CR 103.8a/b: the starting player (team) skips the draw step of the first turn, except in
    free-for-all games of three or more (103.8c)."""
    return game.turn == 1 and game.format != "free-for-all"


def cleanup(game: Game) -> Gen:
    """CR 514: discard to seven, remove damage, end "this turn" effects."""
    if game.active is not None:
        player = game.player(game.active)
        while len(player.hand) > 7:
            yield from discard(game, player, "cleanup")
    for permanent in game.battlefield:
        permanent.damage = 0
        permanent.deathtouched = False
    game.effects = [e for e in game.effects if e.until != "end-of-turn"]
    for player in game.players:
        for card in player.exile:
            card.play_permission, card.permission_holder = "", None
    if game.pending_triggers:  # CR 514.3a: then players get priority and another cleanup
        yield from settle(game)
        yield from give_priority(game)
        return
    yield from end_step(game)
