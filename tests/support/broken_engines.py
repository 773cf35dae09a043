"""Deliberately broken variants of the reference engine, each breaking one rule.

Used only by tests, to prove the suite has teeth: every variant must make the scenarios that
cover its rule FAIL. Each variant patches one piece of the reference engine for the duration
of every protocol call.
"""
from __future__ import annotations

import abc
import contextlib
import dataclasses
from typing import Any, Callable
from unittest import mock

import rulings.reference_engine.actions as actions
import rulings.reference_engine.card_triggers as card_triggers
import rulings.reference_engine.cards.seed as seed
import rulings.reference_engine.dungeons as dungeons
import rulings.reference_engine.initiative as initiative
import rulings.reference_engine.leaving as leaving
import rulings.reference_engine.rooms as rooms
import rulings.reference_engine.triggers as triggers
import rulings.reference_engine.turn as turn
from rulings.reference_engine import ReferenceEngine
from rulings.reference_engine.cards.registry import CARDS
from rulings.reference_engine.casting import cast_during_resolution
from rulings.reference_engine.effects import create_token, draw, gain_life
from rulings.reference_engine.events import LogEvent, TriggerEvent
from rulings.reference_engine.objects import StackObject
from rulings.reference_engine.tokens import TREASURE


class BrokenEngine(ReferenceEngine, abc.ABC):
    """A ReferenceEngine with ``patches`` applied while it works."""

    name = "broken"
    rule = ""

    @abc.abstractmethod
    def patches(self) -> list[contextlib.AbstractContextManager[Any]]:
        """The patches that break this engine's rule."""

    def _wrap(self, call: Callable[..., Any], *args: Any) -> Any:
        with contextlib.ExitStack() as stack:
            for patch in self.patches():
                stack.enter_context(patch)
            return call(*args)

    def info(self):
        return dataclasses.replace(super().info(), name=self.name)

    def start(self, position):
        return self._wrap(super().start, position)

    def perform(self, action):
        return self._wrap(super().perform, action)

    def decide(self, answer):
        return self._wrap(super().decide, answer)


def _replace_card(name: str, **changes: Any) -> mock._patch:
    return mock.patch.dict(CARDS, {name: dataclasses.replace(CARDS[name], **changes)})


def _replace_listener(name: str, notice: Callable[..., None]) -> mock._patch:
    """Mechanic ``name`` hears events with ``notice`` instead (the dispatcher's order is kept)."""
    assert name in triggers.LISTENERS, name
    return mock.patch.dict(triggers.LISTENERS, {name: notice})


class RetakeDoesNotVenture(BrokenEngine):
    """Breaks CR 726.5 / 726.2 (third ability): taking the initiative you already have does nothing."""

    name, rule = "broken-retake", "726.5"

    def patches(self):
        real = initiative.take

        def take(game, player, rule="726.3"):
            if game.initiative == player:
                return
            real(game, player, rule)

        return [mock.patch.object(initiative, "take", take), mock.patch.object(seed, "take", take)]


class StealGoesToTeammate(BrokenEngine):
    """Breaks CR 726.2 (second ability): the steal gives the initiative to the holder's teammate."""

    name, rule = "broken-steal-teammate", "726.2"

    def patches(self):
        def steal(game, obj: StackObject):
            holder = game.player(obj.controller)
            mates = [p for p in game.living() if p.team is holder.team and p is not holder]
            initiative.take(game, mates[0].name if mates else str(obj.player), rule="726.2")
            return
            yield

        return [mock.patch.object(initiative, "_resolve_steal", steal)]


class LeavingPassesToNextPlayer(BrokenEngine):
    """Breaks CR 726.4: the next player in turn order takes it instead of the active player."""

    name, rule = "broken-leave-next", "726.4"

    def patches(self):
        def on_leaving(game, leaving_name):
            if game.initiative == leaving_name:
                nxt = game.next_player_after(leaving_name)
                if nxt is not None:
                    initiative.take(game, nxt.name, rule="726.4")

        return [mock.patch.object(initiative, "on_player_leaving", on_leaving)]


class PackVenturesFirst(BrokenEngine):
    """Breaks CR 603.3 for Dungeoneer's Pack: it ventures during its own resolution, before
    the life, the card and the Treasure."""

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
        return [_replace_card("Dungeoneer's Pack", activated=ability)]


class VenturesOnEveryUpkeep(BrokenEngine):
    """Breaks CR 726.2 (first ability): the holder ventures at the beginning of every player's upkeep."""

    name, rule = "broken-every-upkeep", "726.2"

    def patches(self):
        real = initiative.notice

        def notice(game, event, data):
            if event == TriggerEvent.UPKEEP and game.initiative is not None:
                triggers.add(game, initiative._venture_ability(game.initiative, "726.2"))
                return
            real(game, event, data)

        return [_replace_listener("initiative", notice)]


class OneStealPerCreature(BrokenEngine):
    """Breaks CR 726.2 (second ability): one trigger per creature instead of one per controlling player."""

    name, rule = "broken-steal-per-creature", "726.2"

    def patches(self):
        real = initiative.notice

        def notice(game, event, data):
            if event == TriggerEvent.COMBAT_DAMAGE and game.initiative is not None:
                for source, target in data["hits"]:
                    if target == game.initiative:
                        triggers.add(game, StackObject(
                            kind="triggered", controller=game.initiative,
                            effect="take-initiative", player=source.controller,
                            resolve=initiative._resolve_steal))
                return
            real(game, event, data)

        return [_replace_listener("initiative", notice)]


class PlainVentureStartsUndercity(BrokenEngine):
    """Breaks CR 701.49d / the Undercity restriction: venture into the dungeon may choose
    Undercity."""

    name, rule = "broken-plain-undercity", "701.49d"

    def patches(self):
        return [mock.patch.object(dungeons, "VENTURE_CHOICES",
                                  ("Undercity", *dungeons.VENTURE_CHOICES))]


def _caves_exile_granting(permission: Callable[[Any, Any], str]) -> mock._patch:
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

    card = CARDS["Caves of Chaos Adventurer"]
    trig = tuple(dataclasses.replace(t, resolve=exile) if t.event == "attacks-self" else t
                 for t in card.triggers)
    return _replace_card("Caves of Chaos Adventurer", triggers=trig)


class CavesChecksTooLate(BrokenEngine):
    """Breaks the Caves of Chaos Adventurer ruling: the exiled card may always be played
    paying its cost, whether or not a dungeon was completed when it was exiled."""

    name, rule = "broken-caves-check", "caves-check-on-exile"

    def patches(self):
        return [_caves_exile_granting(lambda player, card: "this-turn")]


class ExiledLandPlayedFree(BrokenEngine):
    """Breaks CR 305.1 with Caves of Chaos Adventurer: after a completed dungeon an exiled land
    gets the "only without paying its mana cost" permission, as if a land were cast."""

    name, rule = "broken-exiled-land-free", "305.1"

    def patches(self):
        return [_caves_exile_granting(
            lambda player, card: "this-turn-free" if player.completed else "this-turn")]


class OpponentUpkeepOncePerTurn(BrokenEngine):
    """Breaks CR 805.4 / 503.1a in Two-Headed Giant: "at the beginning of each opponent's
    upkeep" triggers once in the opposing team's shared upkeep instead of once per opponent."""

    name, rule = "broken-opponent-upkeep-once", "805.4"

    def patches(self):
        real = card_triggers.notice

        def notice(game, event, data):
            if event != TriggerEvent.UPKEEP:
                return real(game, event, data)
            active = {p.name for p in game.active_players()}
            for permanent in list(game.battlefield):
                if any(o.name in active for o in game.opponents(permanent.controller)):
                    card_triggers._fire(game, permanent, "opponent-upkeep")

        return [_replace_listener("card-triggers", notice)]


class LeaverStaysActive(BrokenEngine):
    """Breaks CR 800.4j: the active player who leaves stays the active player for the rest of
    the turn."""

    name, rule = "broken-leaver-stays-active", "800.4j"

    def patches(self):
        real = leaving.leave

        def leave(game, player, reason):
            active = game.active
            real(game, player, reason)
            game.active = active

        return [mock.patch.object(leaving, "leave", leave)]


class CountsLeaversPass(BrokenEngine):
    """Breaks CR 117.4: a pass made by a player who has since left the game still counts, so
    the step ends before every remaining player has passed."""

    name, rule = "broken-leavers-pass", "117.4"

    def patches(self):
        def pass_priority(game):
            game.passed.add(f"{game.priority}#{len(game.passed)}")  # counted, whoever it was
            if len(game.passed) < len(game.living()):
                nxt = game.next_player_after(str(game.priority))
                game.priority = nxt.name if nxt else None
                return
            yield from turn.all_passed(game)

        return [mock.patch.object(actions, "pass_priority", pass_priority)]


class PriorityToLeaver(BrokenEngine):
    """Breaks CR 800.4j: after a resolution on the turn of an active player who has left, that
    player (not the next one in turn order) receives priority."""

    name, rule = "broken-priority-to-leaver", "800.4j"

    def patches(self):
        real = turn.priority_player

        def priority_player(game):
            return game.turn_owner or real(game)

        return [mock.patch.object(turn, "priority_player", priority_player)]


class LairCastsFromHand(BrokenEngine):
    """Breaks CR 608.2c with Mad Wizard's Lair: any nonland card in hand may be cast for free,
    not just one of the three cards the room drew."""

    name, rule = "broken-lair-hand", "608.2c"

    def patches(self):
        def lair(game, obj):
            me = game.player(obj.controller)
            rooms.draw(game, me, 3)
            castable = sorted({c.name for c in me.hand if not c.is_type("land")})
            if castable:
                chosen = yield from rooms.ask("choose-cast", me.name, castable, least=0, most=1,
                                              source="Mad Wizard's Lair", prompt="cast one")
                if chosen:
                    card = next(c for c in me.hand if c.name == chosen[0])
                    yield from cast_during_resolution(game, me, card)

        mage = dungeons.DUNGEONS["Dungeon of the Mad Mage"]
        broken = dataclasses.replace(mage, rooms=tuple(
            dataclasses.replace(r, resolve=lair) if r.name == "Mad Wizard's Lair" else r
            for r in mage.rooms))
        return [mock.patch.dict(dungeons.DUNGEONS, {mage.name: broken})]
