"""Broken engines: the initiative designation and its inherent triggered abilities (CR 726)."""
from __future__ import annotations

from unittest import mock

import rulings.reference_engine.cards.prodigal_sorcerer as prodigal_sorcerer
import rulings.reference_engine.cards.seed as seed
import rulings.reference_engine.effects as effects
import rulings.reference_engine.initiative as initiative
import rulings.reference_engine.triggers as triggers
from rulings.reference_engine.characteristics import is_creature
from rulings.reference_engine.events import LogEvent, TriggerEvent
from rulings.reference_engine.objects import StackObject

from .base import BrokenEngine, extra, replace_card_trigger, replace_listener

TAKE_CARDS = ("Trailblazer's Torch", "Avenging Hunter", "White Plume Adventurer",
              "Caves of Chaos Adventurer")


def _listener_with(**branches):
    """The initiative's listener with some events heard by ``branches[event]`` instead."""
    real = initiative.notice

    def notice(game, event, data):
        branch = branches.get(str(event))
        if branch is not None and (event == TriggerEvent.TOOK_INITIATIVE or game.initiative is not None):
            return branch(game, data)
        return real(game, event, data)

    return replace_listener("initiative", notice)


def _steal(holder, controller, **fields):
    return StackObject(kind="triggered", controller=holder, effect="take-initiative",
                       player=controller, resolve=initiative._resolve_steal, **fields)


def _controllers_hitting(game, holder, hits):
    out = []
    for source, target in hits:
        if target == holder and source.controller not in out:
            out.append(source.controller)
    return out


class RetakeDoesNotVenture(BrokenEngine):
    """Breaks CR 726.5 / 726.2 (third ability): taking the initiative you already have does
    nothing. Source: by analogy with mage #10338 (takes without their venture)."""

    name, rule = "broken-retake", "726.5"

    def patches(self):
        real = initiative.take

        def take(game, player, rule="726.3"):
            if game.initiative == player:
                return
            real(game, player, rule)

        return [mock.patch.object(initiative, "take", take), mock.patch.object(seed, "take", take)]


class VenturesOnEveryUpkeep(BrokenEngine):
    """Breaks CR 726.2 (first ability): the holder ventures at the beginning of every player's
    upkeep, not only their own. Source: by analogy with mage Initiative.java's upkeep trigger
    (an "active player" check that is easy to drop)."""

    name, rule = "broken-every-upkeep", "726.2"

    def patches(self):
        def upkeep(game, data):
            triggers.add(game, initiative._venture_ability(game.initiative, "726.2"))

        return [_listener_with(upkeep=upkeep)]


class OneStealPerCreature(BrokenEngine):
    """Breaks CR 726.2 (second ability): one steal trigger per creature that hit the holder
    instead of one per player whose creatures did. Source: by analogy with XMage's per-creature
    monarch trigger (mage #3527)."""

    name, rule = "broken-steal-per-creature", "726.2"

    def patches(self):
        def combat(game, data):
            for source, target in data["hits"]:
                if target == game.initiative:
                    triggers.add(game, _steal(game.initiative, source.controller))

        return [_listener_with(**{"combat-damage": combat})]


class TakeVenturesInline(BrokenEngine):
    """Breaks CR 726.2 (the third ability is a triggered ability) and 603.3: a card's "take the
    initiative" makes its controller venture into Undercity inside the same resolution; no
    "ventures into Undercity" trigger ever goes on the stack. Source: phase
    crates/engine/src/game/effects/venture.rs resolve_take_initiative (bugs.md #1)."""

    name, rule = "broken-take-venture-inline", "726.2"

    def patches(self):
        def take_and_venture(game, obj):
            me = game.player(obj.controller)
            initiative.take(game, me.name)
            yield from initiative.venture(game, me, undercity=True)

        def took(game, data):
            return None  # no trigger: the card ventured already

        return [_listener_with(**{"took-initiative": took}),
                *(replace_card_trigger(name, "take-initiative", take_and_venture)
                  for name in TAKE_CARDS)]


class TakeDoesNotVenture(BrokenEngine):
    """Breaks CR 726.2 (third ability): taking the initiative sets the designation but nothing
    triggers; the holder only ventures at their next upkeep. Source: mage #10338 "Initiative
    seems to be bugged" (no longer venturing into the Undercity at all)."""

    name, rule = "broken-take-no-venture", "726.2"

    def patches(self):
        return [_listener_with(**{"took-initiative": lambda game, data: None})]


class DesignationPerCard(BrokenEngine):
    """Breaks CR 726.3 / 726.5 (one designation, never a second copy): every take registers
    another copy of the inherent abilities, so after two takes the holder ventures twice each
    upkeep and twice per take. Source: mage #9010 "The Initiative / Undercity Has Many Bugs"
    ("triggers the initiative many times. Seems to increase each time")."""

    name, rule = "broken-designation-per-card", "726.5"

    def patches(self):
        def copies(game):
            return extra(game, "designations", [0])

        def took(game, data):
            copies(game)[0] += 1
            for _ in range(copies(game)[0]):
                triggers.add(game, initiative._venture_ability(data["player"], "726.2"))

        def upkeep(game, data):
            if game.initiative in {p.name for p in game.active_players()}:
                for _ in range(max(1, copies(game)[0])):
                    triggers.add(game, initiative._venture_ability(game.initiative, "726.2"))

        return [_listener_with(**{"took-initiative": took, "upkeep": upkeep})]


class UpkeepVentureOnlyTurnOwner(BrokenEngine):
    """Breaks CR 726.2 (first ability) with 805.4: in Two-Headed Giant the upkeep venture
    triggers only if the holder is the team's turn-owning player. Source: mage
    Mage/src/main/java/mage/designations/Initiative.java InitiativeVentureTriggeredAbility
    (a single active player id)."""

    name, rule = "broken-upkeep-turn-owner", "726.2"

    def patches(self):
        def upkeep(game, data):
            if game.initiative == game.turn_owner:
                triggers.add(game, initiative._venture_ability(game.initiative, "726.2"))

        return [_listener_with(upkeep=upkeep)]


class StealFirstControllerOnly(BrokenEngine):
    """Breaks CR 726.2 (second ability: one trigger per player whose creatures dealt combat
    damage to the holder): only the first creature's controller gets a trigger. Source: mage
    Initiative.java InitiativeDamageTriggeredAbility (.map(getControllerId).findFirst())."""

    name, rule = "broken-steal-first-only", "726.2"

    def patches(self):
        def combat(game, data):
            for controller in _controllers_hitting(game, game.initiative, data["hits"])[:1]:
                triggers.add(game, _steal(game.initiative, controller))

        return [_listener_with(**{"combat-damage": combat})]


class StealOnAnyPlayersDamage(BrokenEngine):
    """Breaks CR 726.2 (second ability: "deal combat damage to you", the holder): combat damage
    to any player makes the creatures' controller take the initiative, the holder's own attack
    included. Source: the trigger read as a card-style "deals combat damage to a player"."""

    name, rule = "broken-steal-any-player", "726.2"

    def patches(self):
        def combat(game, data):
            players = {p.name for p in game.players}
            hitting: list[str] = []
            for source, target in data["hits"]:
                if target in players and target != source.controller and source.controller not in hitting:
                    hitting.append(source.controller)
            for controller in hitting:
                triggers.add(game, _steal(game.initiative, controller))

        return [_listener_with(**{"combat-damage": combat})]


class StealControlledByAttacker(BrokenEngine):
    """Breaks CR 726.2 (the abilities are controlled by the player who had the initiative): the
    steal trigger is controlled by the attacking creatures' controller. Source: by analogy with
    forge issue #252 (the steal planned as a card-style "deals combat damage" trigger)."""

    name, rule = "broken-steal-controller", "726.2"

    def patches(self):
        def combat(game, data):
            for controller in _controllers_hitting(game, game.initiative, data["hits"]):
                triggers.add(game, _steal(controller, controller))

        return [_listener_with(**{"combat-damage": combat})]


class StealHasCreatureSource(BrokenEngine):
    """Breaks CR 726.2 (the inherent abilities have no source): the steal trigger is an ability
    of the creature that dealt the damage, shown with its name and doing nothing if that
    creature has left the battlefield. Source: by analogy with forge PR #502 (the steal added to
    a per-card TriggerDamageDoneOnce) and XMage's per-creature monarch trigger (mage #3527)."""

    name, rule = "broken-steal-source", "726.2"

    def patches(self):
        def resolve(game, obj):
            if obj.source is not None and game.by_oid(obj.source.oid) is None:
                return  # its "source" is gone
            yield from initiative._resolve_steal(game, obj)

        def combat(game, data):
            done = set()
            for source, target in data["hits"]:
                if target == game.initiative and source.controller not in done:
                    done.add(source.controller)
                    triggers.add(game, StackObject(
                        kind="triggered", controller=game.initiative, effect="take-initiative",
                        player=source.controller, resolve=resolve, source=source,
                        source_name=source.name))

        return [_listener_with(**{"combat-damage": combat})]


class NoncombatCreatureDamageSteals(BrokenEngine):
    """Breaks CR 726.2 (second ability: combat damage only): any damage a creature deals to the
    holder, a {T} ability's too, takes the initiative. Source: by analogy with forge's
    DamageDone triggers, where leaving out ``CombatDamage$ True`` makes them hear all damage."""

    name, rule = "broken-noncombat-steal", "726.2"

    def patches(self):
        real = effects.deal_damage

        def deal_damage(game, source, source_name, target, amount, *, combat=False):
            real(game, source, source_name, target, amount, combat=combat)
            if not combat and source is not None and is_creature(source) \
                    and game.permanent(target) is None:
                triggers.emit(game, TriggerEvent.COMBAT_DAMAGE, hits=[(source, target)])

        return [mock.patch.object(module, "deal_damage", deal_damage)
                for module in (effects, prodigal_sorcerer)]


class StealRequiresDamagedPlayerStillHolder(BrokenEngine):
    """Breaks CR 726.2 (the steal has no intervening "if"): it does nothing unless the damaged
    player still has the initiative, so a second steal trigger (2HG) does nothing. Source: by
    analogy with mage #3527 (monarch-take triggers checking "already the monarch")."""

    name, rule = "broken-steal-if-still-holder", "726.2"

    def patches(self):
        real = initiative._resolve_steal

        def steal(game, obj):
            if game.initiative == obj.controller:
                yield from real(game, obj)

        return [mock.patch.object(initiative, "_resolve_steal", steal)]


class StealGoesToTeammate(BrokenEngine):
    """Breaks CR 726.2 (second ability): the steal gives the initiative to the holder's
    teammate. Source: by analogy with phase #4200 (2HG team objects standing in for players)."""

    name, rule = "broken-steal-teammate", "726.2"

    def patches(self):
        def steal(game, obj: StackObject):
            holder = game.player(obj.controller)
            mates = [p for p in game.living() if p.team is holder.team and p is not holder]
            initiative.take(game, mates[0].name if mates else str(obj.player), rule="726.2")
            return
            yield

        return [mock.patch.object(initiative, "_resolve_steal", steal)]


class VentureTriggerFromCard(BrokenEngine):
    """Breaks CR 726.2 (the venture-on-take trigger has no source): the "ventures into
    Undercity" trigger is an ability of the card that gave the initiative, named after it and
    doing nothing once that card has left the battlefield. Source: by analogy with phase #587 /
    PR #1233 (the take's trigger hung off the ability that took the initiative) and forge's
    per-card createInitiativeEffect(set)."""

    name, rule = "broken-venture-from-card", "726.2"

    def patches(self):
        def resolve(game, obj):
            if obj.source is not None and game.by_oid(obj.source.oid) is None:
                return
            yield from initiative._resolve_venture(game, obj)

        def take_from_card(game, obj):
            extra(game, "taking", [None])[0] = obj.source
            try:
                initiative.take(game, obj.controller)
            finally:
                extra(game, "taking", [None])[0] = None
            return
            yield

        def took(game, data):
            source = extra(game, "taking", [None])[0]
            ability = initiative._venture_ability(data["player"], "726.2")
            if source is not None:
                ability.source, ability.source_name, ability.resolve = source, source.name, resolve
            triggers.add(game, ability)

        return [_listener_with(**{"took-initiative": took}),
                *(replace_card_trigger(name, "take-initiative", take_from_card)
                  for name in TAKE_CARDS)]


class InitiativeNotExclusive(BrokenEngine):
    """Breaks CR 726.3 (a player who takes the initiative makes any other player stop having
    it): the previous holders keep it too, so each of them ventures in their upkeep and combat
    damage to any of them steals. Source: by analogy with per-player boolean designations and
    the forge defect that leaves two "The Initiative" effect cards (bugs.md #8, #17)."""

    name, rule = "broken-initiative-not-exclusive", "726.3"

    def patches(self):
        real_take = initiative.take

        def holders(game):
            found = extra(game, "holders", [])
            if game.initiative is not None and game.initiative not in found:
                found.append(game.initiative)  # a holder from the position
            return found

        def take(game, player, rule="726.3"):
            holders(game)
            real_take(game, player, rule)
            holders(game)

        def upkeep(game, data):
            active = {p.name for p in game.active_players()}
            for holder in holders(game):
                if holder in active and not game.player(holder).left:
                    triggers.add(game, initiative._venture_ability(holder, "726.2"))

        def combat(game, data):
            for holder in holders(game):
                for controller in _controllers_hitting(game, holder, data["hits"]):
                    triggers.add(game, _steal(holder, controller))

        return [mock.patch.object(initiative, "take", take), mock.patch.object(seed, "take", take),
                _listener_with(upkeep=upkeep, **{"combat-damage": combat})]


class UpkeepVentureWhenTakenDuringUpkeep(BrokenEngine):
    """Breaks CR 726.2 (first ability: "at the beginning of" the holder's upkeep) with 503.1a:
    a player who takes the initiative during their own upkeep also gets the upkeep venture, so
    they venture twice. Source: by analogy with forge GameAction.takeInitiative creating a fresh
    effect card with its own upkeep trigger (createInitiativeEffect) on each take."""

    name, rule = "broken-upkeep-venture-on-take", "726.2"

    def patches(self):
        def took(game, data):
            triggers.add(game, initiative._venture_ability(data["player"], "726.2"))
            active = {p.name for p in game.active_players()}
            if game.step == "upkeep" and data["player"] in active:
                triggers.add(game, initiative._venture_ability(data["player"], "726.2"))

        return [_listener_with(**{"took-initiative": took})]


class UpkeepVentureFollowsCurrentHolder(BrokenEngine):
    """Breaks CR 726.2 (the upkeep trigger's controller, who had the initiative when it
    triggered, ventures): on resolution whoever holds the initiative now ventures. Source: by
    analogy with mage Initiative.java, whose correctness rests on a FixedTarget set at trigger
    time (an effect reading getInitiativeId() at resolution gets this)."""

    name, rule = "broken-upkeep-current-holder", "726.2"

    def patches(self):
        def venture_now(game, obj):
            who = game.initiative or obj.player
            yield from initiative.venture(game, game.player(str(who)), undercity=True)

        def upkeep(game, data):
            if game.initiative in {p.name for p in game.active_players()}:
                ability = initiative._venture_ability(game.initiative, "726.2")
                ability.resolve = venture_now
                triggers.add(game, ability)

        return [_listener_with(upkeep=upkeep)]


class LeavingDropsInitiative(BrokenEngine):
    """Breaks CR 726.4 (the active player, or the next player, takes it): when the holder
    leaves, the initiative simply disappears, monarch-style. Source: by analogy with mage #1596
    (a leaver's state not passed on) and engines reusing old monarch code."""

    name, rule = "broken-leave-drops", "726.4"

    def patches(self):
        def on_leaving(game, leaving_name):
            if game.initiative == leaving_name:
                game.initiative = None

        return [mock.patch.object(initiative, "on_player_leaving", on_leaving)]


class LeaveTakeSilent(BrokenEngine):
    """Breaks CR 726.4 (the new holder *takes* the initiative, which triggers 726.2's third
    ability): the field is reassigned with no take, so no venture trigger. Source: by analogy
    with engines that set the holder directly on leave (forge Game.onPlayerLost path) and mage
    #10338 (takes without triggers)."""

    name, rule = "broken-leave-take-silent", "726.4"

    def patches(self):
        def on_leaving(game, leaving_name):
            if game.initiative != leaving_name:
                return
            if game.active is not None and game.active != leaving_name:
                game.initiative = game.active
            else:
                nxt = game.next_player_after(leaving_name)
                game.initiative = nxt.name if nxt else None

        return [mock.patch.object(initiative, "on_player_leaving", on_leaving)]


class LeavingPassesToNextPlayer(BrokenEngine):
    """Breaks CR 726.4: the next player in turn order takes it instead of the active player.
    Source: by analogy with the monarch's and Forge's "next player" fallbacks applied always."""

    name, rule = "broken-leave-next", "726.4"

    def patches(self):
        def on_leaving(game, leaving_name):
            if game.initiative == leaving_name:
                nxt = game.next_player_after(leaving_name)
                if nxt is not None:
                    initiative.take(game, nxt.name, rule="726.4")

        return [mock.patch.object(initiative, "on_player_leaving", on_leaving)]
