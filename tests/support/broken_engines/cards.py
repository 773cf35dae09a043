"""Broken engines: the seed cards' own abilities (Dungeoneer's Pack, Caves of Chaos Adventurer)."""
from __future__ import annotations

import dataclasses
from typing import Any, Callable

from rulings.reference_engine import dungeons
from rulings.reference_engine.cards.registry import CARDS
from rulings.reference_engine.effects import create_token, draw, gain_life
from rulings.reference_engine.events import LogEvent
from rulings.reference_engine.tokens import TREASURE

from .base import BrokenEngine, replace_card, replace_card_trigger


class PackVenturesFirst(BrokenEngine):
    """Breaks CR 603.3 for Dungeoneer's Pack: it ventures during its own resolution, before the
    life, the card and the Treasure. Source: phase venture.rs resolve_take_initiative (the
    venture run inline by the take, bugs.md #1)."""

    name, rule = "broken-pack-order", "603.3"

    def patches(self):
        def pack(game, obj):
            me = game.player(obj.controller)
            game.initiative = me.name
            game.log(LogEvent.TOOK_INITIATIVE, player=me.name, rule="726.3")
            yield from dungeons.venture(game, me, undercity=True)
            gain_life(game, me, 3)
            draw(game, me)
            create_token(game, me, TREASURE)

        ability = dataclasses.replace(CARDS["Dungeoneer's Pack"].activated, resolve=pack)
        return [replace_card("Dungeoneer's Pack", activated=ability)]


def _caves_exile_granting(permission: Callable[[Any, Any], str]):
    """Caves of Chaos Adventurer whose attack trigger exiles the top card with
    ``permission(player, card)`` instead of the rules' permission."""
    def exile(game, obj):
        me = game.player(obj.controller)
        if me.library:
            card = me.library.pop(0)
            card.play_permission, card.permission_holder = permission(me, card), me.name
            me.exile.append(card)
        return
        yield

    return replace_card_trigger("Caves of Chaos Adventurer", "card-ability", exile)


class CavesChecksTooLate(BrokenEngine):
    """Breaks the Caves of Chaos Adventurer ruling (whether a dungeon was completed is checked as
    the card is exiled): the exiled card may always be played paying its cost. Source: by
    analogy with mage PR #7937's review (completed-dungeon conditions read at the wrong time)."""

    name, rule = "broken-caves-check", "caves-check-on-exile"

    def patches(self):
        return [_caves_exile_granting(lambda player, card: "this-turn")]


class ExiledLandPlayedFree(BrokenEngine):
    """Breaks CR 305.1 with Caves of Chaos Adventurer: after a completed dungeon an exiled land
    gets the "only without paying its mana cost" permission, as if a land were cast. Source: by
    analogy with engines that treat "play" as "cast" for exiled cards."""

    name, rule = "broken-exiled-land-free", "305.1"

    def patches(self):
        return [_caves_exile_granting(
            lambda player, card: "this-turn-free" if player.completed else "this-turn")]


class TorchDamageFromTheTorch(BrokenEngine):
    """Breaks CR 608.2c and Trailblazer's Torch's text ("it", the equipped creature, deals the
    damage): the Equipment is the damage's source, so the creature's lifelink (CR 702.15b) and
    deathtouch don't apply. Source: by analogy with phase.rs 0.103.0, which gives the damage a
    wrong source (docs/engines/phase.md, deviation 3), and issue 25's real question "who gains
    life from the Torch's damage"."""

    name, rule = "broken-torch-source", "608.2c"

    def patches(self):
        from rulings.reference_engine.definitions import immediate
        from rulings.reference_engine.effects import deal_damage

        @immediate
        def torch_blocked(game, obj):
            creature = obj.data["creature"]
            blockers = game.combat.blockers.get(creature.oid, []) if game.combat else []
            for oid in blockers:
                blocker = game.by_oid(oid)
                if blocker is not None:
                    deal_damage(game, obj.source, "Trailblazer's Torch", blocker.label, 2)

        return [replace_card_trigger("Trailblazer's Torch", "card-ability", torch_blocked)]
