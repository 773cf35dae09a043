"""Broken engines: Two-Headed Giant (CR 810, 805) with the initiative."""
from __future__ import annotations

from unittest import mock

import rulings.reference_engine.actions as actions
import rulings.reference_engine.adapter as adapter
import rulings.reference_engine.card_triggers as card_triggers
import rulings.reference_engine.cards.seed as seed
import rulings.reference_engine.effects as effects
import rulings.reference_engine.initiative as initiative
import rulings.reference_engine.leaving as leaving
import rulings.reference_engine.rooms as rooms
import rulings.reference_engine.sba as sba
import rulings.reference_engine.triggers as triggers
from rulings.reference_engine.events import LogEvent, TriggerEvent
from rulings.reference_engine.game import Player
from rulings.reference_engine.objects import StackObject

from .base import BrokenEngine, replace_listener


class OpponentUpkeepOncePerTurn(BrokenEngine):
    """Breaks CR 805.4 / 503.1a in Two-Headed Giant: "at the beginning of each opponent's
    upkeep" triggers once in the opposing team's shared upkeep instead of once per opponent.
    Source: by analogy with mage Initiative.java's single active player id in 2HG."""

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

        return [replace_listener("card-triggers", notice)]


class TwoHGBothTeammatesVenture(BrokenEngine):
    """Breaks CR 726.2 (first ability: only the holder ventures) with 805.4: in the team's shared
    upkeep every active player ventures. Source: by analogy with mage Initiative.java
    (playerId = game.getActivePlayerId(): the venture goes to the active player)."""

    name, rule = "broken-2hg-both-venture", "726.2"

    def patches(self):
        real = initiative.notice

        def notice(game, event, data):
            active = [p.name for p in game.active_players()]
            if event == TriggerEvent.UPKEEP and game.initiative in active:
                for name in active:
                    triggers.add(game, initiative._venture_ability(name, "726.2"))
                return
            real(game, event, data)

        return [replace_listener("initiative", notice)]


class TwoHGDamageToTeamSteals(BrokenEngine):
    """Breaks CR 726.2 (combat damage to *the player* who has the initiative) with 810.9: combat
    damage to the holder's teammate steals it too, as if the team held it. Source: by analogy
    with phase #4200 (shared life through a team object; the steal matcher comparing teams)."""

    name, rule = "broken-2hg-team-damage-steals", "726.2"

    def patches(self):
        real = initiative.notice

        def notice(game, event, data):
            holder = game.initiative
            if event != TriggerEvent.COMBAT_DAMAGE or holder is None:
                return real(game, event, data)
            team = game.player(holder).team
            controllers = []
            for source, target in data["hits"]:
                if game.player(target).team is team and source.controller not in controllers:
                    controllers.append(source.controller)
            for controller in controllers:
                triggers.add(game, StackObject(kind="triggered", controller=holder,
                                               effect="take-initiative", player=controller,
                                               resolve=initiative._resolve_steal))

        return [replace_listener("initiative", notice)]


class TwoHGSeparateLifeTotals(BrokenEngine):
    """Breaks CR 810.4 / 810.9 (a team shares one life total): each teammate has a life total of
    their own (half the team's), and damage to one doesn't lower the other's. Source: phase
    #4200 "Implement Two-Headed Giant shared team play (CR 810)" (life handled per player)."""

    name, rule = "broken-2hg-separate-life", "810.9"

    def patches(self):
        real_build = adapter.build

        def build(position):
            game = real_build(position)
            if game.format == "two-headed-giant":
                for player in game.players:
                    player.__dict__["_own_life"] = player.team.life // 2
            return game

        def life(self):
            return self.__dict__.get("_own_life", self.team.life)

        def change(player, amount):
            if "_own_life" in player.__dict__:
                player.__dict__["_own_life"] += amount
            else:
                player.team.life += amount

        def gain_life(game, player, amount):
            change(player, amount)
            game.log(LogEvent.LIFE, player=player.name, amount=amount, rule="119.3")

        def lose_life(game, player, amount):
            change(player, -amount)
            game.log(LogEvent.LIFE, player=player.name, amount=-amount, rule="119.3")

        def lose_life_from_damage(game, player, amount):
            change(player, -amount)
            game.log(LogEvent.LIFE, player=player.name, amount=-amount, rule="120.3a")

        return [mock.patch.object(adapter, "build", build),
                mock.patch.object(Player, "life", property(life)),
                mock.patch.object(effects, "gain_life", gain_life),
                mock.patch.object(effects, "lose_life", lose_life),
                mock.patch.object(effects, "lose_life_from_damage", lose_life_from_damage),
                mock.patch.object(rooms, "gain_life", gain_life),
                mock.patch.object(rooms, "lose_life", lose_life),
                mock.patch.object(seed, "gain_life", gain_life),
                mock.patch.object(actions, "lose_life", lose_life)]


class TeammateSurvivesTeamLoss(BrokenEngine):
    """Breaks CR 810.8a / 704.6a (in Two-Headed Giant the whole team loses): only the player
    whose life reached 0 or who drew from an empty library leaves; the teammate plays on.
    Source: by analogy with phase #4200 (team elimination scaffolding without the shared
    checks)."""

    name, rule = "broken-2hg-teammate-survives", "810.8a"

    def patches(self):
        def lose(game, players, rule):
            for player in players:
                game.log(LogEvent.LOST_GAME, player=player.name, rule=rule)
            for player in players:
                leaving.leave(game, player, "lost")

        return [mock.patch.object(leaving, "lose", lose), mock.patch.object(sba, "lose", lose),
                mock.patch.object(actions, "lose", lose)]
