"""Combat: declaring attackers and blockers, and combat damage (CR 506-511)."""
from __future__ import annotations

from rulings.adapters.decisions import Decision
from rulings.adapters.errors import IllegalAction

from .characteristics import cant_attack, goaded_by, is_creature, keywords, power, toughness
from .choices import Gen, choose_one
from .effects import deal_damage
from .events import LogEvent, TriggerEvent
from .game import Combat, Game
from .objects import GameObject
from . import triggers


def _able_to_attack(game: Game, obj: GameObject) -> bool:
    return (is_creature(obj) and not obj.tapped and not obj.sick  # CR 302.6
            and not cant_attack(game, obj))


def declare_attackers(game: Game) -> Gen:
    """CR 508.1, with goad's requirements (701.15b) obeyed as 508.1d requires: a declaration
    that breaks them is illegal; with no declaration (the players just passed on), the goaded
    creatures that must attack are declared, their controller choosing whom they attack."""
    plan, game.attack_plan = game.attack_plan, None
    declared = plan is not None
    plan = plan or ()
    game.combat = Combat()
    active = {p.name for p in game.active_players()}
    chosen: dict[int, str] = {}
    for attacker, defender in plan:
        obj = game.permanent(attacker)
        if obj is None or not is_creature(obj):
            raise IllegalAction(f"{attacker!r} is not a creature on the battlefield", rule="508.1a")
        if obj.controller not in active:
            raise IllegalAction(f"{attacker} is not controlled by the active player", rule="508.1a")
        if obj.oid in chosen:
            raise IllegalAction(f"{attacker} is declared twice", rule="508.1a")
        if not _able_to_attack(game, obj):
            why = "tapped" if obj.tapped else "summoning sick" if obj.sick else "unable to attack"
            raise IllegalAction(f"{attacker} can't attack: {why}", rule="508.1a")
        opponents = {p.name for p in game.opponents(obj.controller)}
        if defender not in opponents:
            raise IllegalAction(f"{attacker} can't attack {defender}", rule="508.1b")
        chosen[obj.oid] = defender
    for obj in game.battlefield:
        goaders = goaded_by(game, obj)
        if not goaders or obj.controller not in active or not _able_to_attack(game, obj):
            continue
        others = [p.name for p in game.opponents(obj.controller) if p.name not in goaders]
        if obj.oid not in chosen and not declared:
            chosen[obj.oid] = yield from choose_one(
                "choose-option", obj.controller,
                others or [p.name for p in game.opponents(obj.controller)], source=obj.label,
                prompt=f"{obj.label} is goaded and must attack: choose the player it attacks")
        if obj.oid not in chosen:
            raise IllegalAction(f"{obj.label} is goaded and must attack", rule="701.15b")
        if others and chosen[obj.oid] in goaders:
            raise IllegalAction(f"{obj.label} is goaded: it must attack a player other than "
                                f"{', '.join(goaders)}", rule="701.15b")
    for oid, defender in chosen.items():
        obj = game.by_oid(oid)
        assert obj is not None  # chosen among the creatures on the battlefield
        obj.tapped = True  # CR 508.1f
        game.combat.attackers[oid] = defender
        game.log(LogEvent.ATTACKED, player=obj.controller, source=obj.label, target=defender,
                 rule="508.1")
        triggers.emit(game, TriggerEvent.ATTACKS, obj=obj)  # CR 508.3a


def declare_blockers(game: Game) -> None:
    """CR 509.1: each blocker blocks one attacker; menace (702.111b), flying (702.9b)."""
    plan, game.block_plan = game.block_plan or (), None
    combat = game.combat
    assert combat is not None
    used: set[int] = set()
    blocks: dict[int, list[int]] = {}
    for blocker_label, attacker_label in plan:
        blocker = game.permanent(blocker_label)
        attacker = game.permanent(attacker_label)
        if attacker is None or attacker.oid not in combat.attackers:
            raise IllegalAction(f"{attacker_label!r} is not attacking", rule="509.1a")
        if blocker is None or not is_creature(blocker) or blocker.tapped:
            raise IllegalAction(f"{blocker_label!r} can't block: not an untapped creature",
                                rule="509.1a")
        defender = game.player(combat.attackers[attacker.oid])
        if game.player(blocker.controller).team is not defender.team:
            raise IllegalAction(f"{blocker_label} is not controlled by the player "
                                f"{attacker_label} attacks", rule="509.1a")
        if blocker.oid in used:
            raise IllegalAction(f"{blocker_label} can block only one creature", rule="509.1a")
        if "flying" in keywords(game, attacker) and not {"flying", "reach"} & set(
                keywords(game, blocker)):
            raise IllegalAction(f"{blocker_label} can't block the flying {attacker_label}",
                                rule="702.9b")
        used.add(blocker.oid)
        blocks.setdefault(attacker.oid, []).append(blocker.oid)
    for oid, blockers in blocks.items():
        attacker = game.by_oid(oid)
        assert attacker is not None  # an attacking creature (checked above)
        if "menace" in keywords(game, attacker) and len(blockers) < 2:
            raise IllegalAction(f"{attacker.label} has menace: it can't be blocked except by "
                                "two or more creatures", rule="702.111b")
    for oid, blockers in blocks.items():
        attacker = game.by_oid(oid)
        assert attacker is not None
        combat.blockers[oid] = blockers
        combat.blocked.add(oid)
        for b in blockers:
            blocker = game.by_oid(b)
            assert blocker is not None  # an untapped creature on the battlefield (checked above)
            game.log(LogEvent.BLOCKED, player=blocker.controller, source=blocker.label,
                     target=attacker.label, rule="509.1")
        # CR 509.3c: once per combat
        triggers.emit(game, TriggerEvent.BECOMES_BLOCKED, obj=attacker)


def _lethal(game: Game, attacker: GameObject, blocker: GameObject) -> int:
    if "deathtouch" in keywords(game, attacker):
        return 1  # CR 702.2c
    return max(0, (toughness(game, blocker) or 0) - blocker.damage)


def _default_assignment(game: Game, attacker: GameObject, blockers: list[GameObject],
                        defender: str | None, amount: int) -> list[str]:
    """The assignment the engine makes when nobody chooses (docs/PROTOCOL.md): lethal damage
    to each blocker in the order they blocked, the rest to the player attacked when ``defender``
    is given (trample), otherwise to the last blocker."""
    shares: list[str] = []
    for i, blocker in enumerate(blockers):
        share = min(amount, _lethal(game, attacker, blocker))
        if i == len(blockers) - 1 and defender is None:
            share = amount
        shares += [blocker.label] * share
        amount -= share
    if defender is not None:
        shares += [defender] * amount
    return shares


def _check_assignment(game: Game, attacker: GameObject, blockers: list[GameObject],
                      defender: str | None, answer: tuple[str, ...]) -> None:
    """CR 510.1c: any division among the blockers. CR 702.19b: damage reaches the player only
    once every blocker is assigned lethal damage. An illegal assignment is undone (510.1e)."""
    if defender is None or defender not in answer:
        return
    short = [b.label for b in blockers if answer.count(b.label) < _lethal(game, attacker, b)]
    if short:
        raise IllegalAction(f"{attacker.label} assigns damage to {defender} before lethal damage "
                            f"to {', '.join(short)}", rule="702.19b")


def _assign(game: Game, attacker: GameObject, blockers: list[GameObject], defender: str,
            amount: int) -> Gen:
    """The attacking player divides a blocked creature's damage (CR 510.1c, 702.19b): asked when
    two or more creatures block it, or when it has trample."""
    trample = "trample" in keywords(game, attacker)
    player_share = defender if trample else None
    default = _default_assignment(game, attacker, blockers, player_share, amount)
    if len(blockers) < 2 and player_share is None:
        return default  # CR 510.1c: all of it to its one blocker
    options = [b.label for b in blockers for _ in range(amount)]
    options += [player_share] * amount if player_share is not None else []
    answer = yield Decision(kind="assign-combat-damage", player=attacker.controller,
                            options=tuple(options), min=amount, max=amount,
                            source=attacker.label, default=tuple(default),
                            prompt=f"divide {attacker.label}'s {amount} combat damage")
    _check_assignment(game, attacker, blockers, player_share, tuple(answer))
    return list(answer)


def deal_combat_damage(game: Game) -> Gen:
    """CR 510.1-2: the active player assigns the attackers' damage, then the defenders the
    blockers' (a blocker here blocks one creature, so it assigns all to it, 510.1d); then all
    combat damage is dealt at once. Then the CR 726.2 steal check sees every creature that hit a
    player."""
    combat = game.combat
    assert combat is not None
    assignments: list[tuple[GameObject, str, int]] = []
    for oid, defender in combat.attackers.items():
        attacker = game.by_oid(oid)
        if attacker is None:
            continue
        amount = power(game, attacker) or 0
        blockers = [b for b in (game.by_oid(x) for x in combat.blockers.get(oid, [])) if b]
        trample = "trample" in keywords(game, attacker)
        if oid not in combat.blocked:
            assignments.append((attacker, defender, amount))
        elif not blockers:
            if trample:  # CR 702.19d
                assignments.append((attacker, defender, amount))
        elif amount > 0:  # CR 510.1a
            shares = yield from _assign(game, attacker, blockers, defender, amount)
            for target in dict.fromkeys(shares):
                assignments.append((attacker, target, shares.count(target)))
        for blocker in blockers:
            assignments.append((blocker, attacker.label, power(game, blocker) or 0))
    hits = []
    for source, target, amount in assignments:
        if amount <= 0:
            continue
        if game.permanent(target) is None and game.player(target).left:
            continue
        deal_damage(game, source, source.name, target, amount, combat=True)
        if game.permanent(target) is None:
            hits.append((source, target))
    triggers.emit(game, TriggerEvent.COMBAT_DAMAGE, hits=hits)
