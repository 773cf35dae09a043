"""Broken engines: combat damage and which creatures "dealt combat damage" (CR 510, 726.2)."""
from __future__ import annotations

from unittest import mock

import rulings.reference_engine.combat as combat
import rulings.reference_engine.sba as sba
from rulings.reference_engine.characteristics import keywords, power
from rulings.reference_engine.effects import deal_damage
from rulings.reference_engine.events import TriggerEvent

from rulings.adapters.errors import IllegalAction

from .base import BrokenEngine


def _deal_combat_damage(*, zero_power_hits=False, unblocked_when_blockers_gone=False,
                        hits_need_living_source=False):
    """combat.deal_combat_damage (a generator: it may ask for the damage division) with one step
    done wrong (the knobs default to the rules)."""
    def deal_combat_damage(game):
        state = game.combat
        assignments = []
        for oid, defender in state.attackers.items():
            attacker = game.by_oid(oid)
            if attacker is None:
                continue
            amount = power(game, attacker) or 0
            blockers = [b for b in (game.by_oid(x) for x in state.blockers.get(oid, [])) if b]
            trample = "trample" in keywords(game, attacker)
            if oid not in state.blocked or (unblocked_when_blockers_gone and not blockers):
                assignments.append((attacker, defender, amount))
            elif not blockers:
                if trample:
                    assignments.append((attacker, defender, amount))
            elif amount > 0:  # the rules' own division (CR 510.1c), asked as the engine asks it
                shares = yield from combat._assign(game, attacker, blockers, defender, amount)
                for target in dict.fromkeys(shares):
                    assignments.append((attacker, target, shares.count(target)))
            for blocker in blockers:
                assignments.append((blocker, attacker.label, power(game, blocker) or 0))
        hits = []
        for source, target, amount in assignments:
            to_player = game.permanent(target) is None
            if to_player and game.player(target).left:
                continue
            if amount <= 0:
                if zero_power_hits and to_player:
                    hits.append((source, target))
                continue
            deal_damage(game, source, source.name, target, amount, combat=True)
            if to_player:
                hits.append((source, target))
        if hits_need_living_source:
            game.__dict__["_broken_hits"] = hits
            return
        combat.triggers.emit(game, TriggerEvent.COMBAT_DAMAGE, hits=hits)

    return deal_combat_damage


class StealOnZeroPowerHit(BrokenEngine):
    """Breaks CR 510.1a (a creature with 0 or less power assigns no combat damage) with 726.2:
    an unblocked attacker with 0 or less power still counts as dealing combat damage to the
    holder and steals the initiative. Source: by analogy with phase PR #1829 (the combat-damage
    trigger matcher matching the wrong recipients) and mage #10805."""

    name, rule = "broken-zero-power-steals", "510.1a"

    def patches(self):
        return [mock.patch.object(combat, "deal_combat_damage",
                                  _deal_combat_damage(zero_power_hits=True))]


class BlockedCreatureHitsAfterBlockerDies(BrokenEngine):
    """Breaks CR 509.1h (a blocked creature stays blocked after its blockers leave) and 510.1c:
    an attacker whose only blocker was removed deals its damage to the player as if unblocked,
    stealing the initiative. Source: by analogy with mage #10232 (combat bookkeeping wrong after
    creatures left combat)."""

    name, rule = "broken-blocked-becomes-unblocked", "509.1h"

    def patches(self):
        return [mock.patch.object(combat, "deal_combat_damage",
                                  _deal_combat_damage(unblocked_when_blockers_gone=True))]


class StealNeedsLivingCreature(BrokenEngine):
    """Breaks CR 726.2 (second ability) with 603.10: the steal trigger is only created for
    creatures still on the battlefield once state-based actions are done, so a creature that
    died from the same combat damage steals nothing. Source: mage Initiative.java
    InitiativeDamageTriggeredAbility.checkTrigger (sources mapped through game::getPermanent,
    no last known information)."""

    name, rule = "broken-steal-needs-living-creature", "726.2"

    def patches(self):
        real_check = sba.check

        def check(game):
            performed = yield from real_check(game)
            hits = game.__dict__.pop("_broken_hits", None)
            if hits is not None:
                alive = [(s, t) for s, t in hits if game.by_oid(s.oid) is not None]
                combat.triggers.emit(game, TriggerEvent.COMBAT_DAMAGE, hits=alive)
            return performed

        return [mock.patch.object(combat, "deal_combat_damage",
                                  _deal_combat_damage(hits_need_living_source=True)),
                mock.patch.object(sba, "check", check)]


class RefusedAssignmentSkipsDamage(BrokenEngine):
    """Breaks CR 510.1c-d / 510.2 (the combat damage step deals the damage assigned): once an
    illegal trample assignment was refused (CR 702.19b), the engine treats that combat damage
    as done, so a later legal assignment deals nothing. Source: a held-out bug of the suite's
    measure (issue 25: no scenario tried a legal assignment after a refused one)."""

    name, rule = "broken-refused-assignment", "510.2"

    def start(self, position):
        self._refused = False
        return super().start(position)

    def decide(self, answer):
        try:
            return super().decide(answer)
        except IllegalAction:
            self._refused = True
            raise

    def patches(self):
        real = combat.deal_combat_damage

        def deal_combat_damage(game):
            if getattr(self, "_refused", False):
                return
            yield from real(game)

        return [mock.patch.object(combat, "deal_combat_damage", deal_combat_damage)]
