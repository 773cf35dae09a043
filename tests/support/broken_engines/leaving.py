"""Broken engines: leaving the game (CR 800.4) and the turn around a player who left."""
from __future__ import annotations

from unittest import mock

import rulings.reference_engine.leaving as leaving
import rulings.reference_engine.triggers as triggers
import rulings.reference_engine.turn as turn
from rulings.adapters import actions as a
from rulings.reference_engine.actions import _player
from rulings.reference_engine.events import LogEvent

from .base import BrokenEngine, replace_handler


def _leave_keeping(keep):
    """leaving.leave that puts back what ``keep(game, player)`` saved before the player left."""
    real = leaving.leave

    def leave(game, player, reason):
        restore = keep(game, player)
        real(game, player, reason)
        restore()

    return mock.patch.object(leaving, "leave", leave)


class LeaverStaysActive(BrokenEngine):
    """Breaks CR 800.4j: the active player who leaves stays the active player for the rest of
    the turn. Source: by analogy with mage #9459 (turn handling around a conceding player)."""

    name, rule = "broken-leaver-stays-active", "800.4j"

    def patches(self):
        real = leaving.leave

        def leave(game, player, reason):
            active = game.active
            real(game, player, reason)
            game.active = active

        return [mock.patch.object(leaving, "leave", leave)]


class LeaverAbilitiesStay(BrokenEngine):
    """Breaks CR 800.4a (abilities the leaver controls on the stack cease to exist): they stay
    and resolve. Source: by analogy with mage #13644 (a leaver's spell still resolved: the same
    cleanup missing for abilities)."""

    name, rule = "broken-leaver-abilities-stay", "800.4a"

    def patches(self):
        def keep(game, player):
            stack = list(game.stack)

            def restore():
                game.stack = [o for o in stack if o in game.stack or o.kind != "spell"]

            return restore

        return [_leave_keeping(keep)]


class LeaverSpellResolves(BrokenEngine):
    """Breaks CR 800.4a (the leaver's spells leave the stack with them): a spell cast by the
    player who left stays on the stack and resolves. Source: mage #13644 "Spell cast from player
    who has lost still resolved" (Kodama's Reach)."""

    name, rule = "broken-leaver-spell-resolves", "800.4a"

    def patches(self):
        def keep(game, player):
            stack = list(game.stack)

            def restore():
                game.stack = [o for o in stack if o in game.stack or o.kind == "spell"]

            return restore

        return [_leave_keeping(keep)]


class LeaverPendingTriggerStacked(BrokenEngine):
    """Breaks CR 800.4d (a trigger that would be controlled by a player who left is never put
    on the stack): the leaver's waiting triggers are stacked anyway (the dead holder's steal
    trigger). Source: forge Game.onPlayerLost removes only stack instances
    (getStack().removeInstancesControlledBy(p)), not its waiting list; mage #1596."""

    name, rule = "broken-leaver-pending-trigger", "800.4d"

    def patches(self):
        def keep(game, player):
            pending = list(game.pending_triggers)

            def restore():
                game.pending_triggers = pending

            return restore

        real_put = triggers.put_on_stack

        def put_on_stack(game):
            for t in [t for t in game.pending_triggers if game.player(t.obj.controller).left]:
                game.pending_triggers.remove(t)
                game.stack.append(t.obj)
                game.log(LogEvent.TRIGGER, player=t.obj.controller, source=t.obj.source_name,
                         text=triggers.label(t.obj), rule="603.3")
            yield from real_put(game)

        return [_leave_keeping(keep), mock.patch.object(triggers, "put_on_stack", put_on_stack)]


class LeaverKeepsDungeon(BrokenEngine):
    """Breaks CR 800.4a (the leaver's dungeon card leaves the game with them): their dungeon and
    venture marker stay. Source: found by this project's fuzzing (REG-002 / REG-003), cf. mage
    #1596 (a leaver's objects left behind)."""

    name, rule = "broken-leaver-keeps-dungeon", "800.4a"

    def patches(self):
        def keep(game, player):
            where = player.dungeon, player.room

            def restore():
                player.dungeon, player.room = where

            return restore

        return [_leave_keeping(keep)]


class LeaverPermanentsRemain(BrokenEngine):
    """Breaks CR 800.4a (everything the leaver owns leaves the game, tokens included): their
    permanents stay on the battlefield. Source: mage #1596 "Player's permanents remain on the
    battlefield after they lose connection" (dup of #4472)."""

    name, rule = "broken-leaver-permanents-remain", "800.4a"

    def patches(self):
        def keep(game, player):
            battlefield = list(game.battlefield)

            def restore():
                game.battlefield = [o for o in battlefield
                                    if o in game.battlefield or o.owner == player.name]

            return restore

        return [_leave_keeping(keep)]


class TurnEndsWhenActiveConcedes(BrokenEngine):
    """Breaks CR 800.4j (the turn continues without an active player): when the active player
    concedes, the next player's turn begins at once. Source: mage #9459 "F11 or concede
    improvement request" ("the game skips to the beginning of my upkeep")."""

    name, rule = "broken-turn-ends-on-concede", "800.4j"

    def patches(self):
        def concede(game, act):
            player = _player(game, act.player)
            was_active = game.active == player.name
            leaving.lose(game, [player], rule="104.3a")
            if was_active and not game.over:
                game.stack, game.combat, game.passed = [], None, set()
                turn.start_next_turn(game)
                yield from turn.begin_step(game, "untap")
                return
            yield from turn.give_priority(game, game.priority)

        return [replace_handler(a.Concede, concede)]


class LeaverBeginsTurn(BrokenEngine):
    """Breaks CR 800.4k (a player who has left doesn't begin a turn): the turn order still holds
    the leaver, whose turn begins with nobody to play it. Source: by analogy with mage #9459 and
    forge Game.onPlayerLost (the player removed from the turn order last)."""

    name, rule = "broken-leaver-begins-turn", "800.4k"

    def patches(self):
        def start_next_turn(game):
            current = game.turn_owner or game.players[0].name
            names = [p.name for p in game.players]
            team = game.player(current).team
            i = names.index(current)
            nxt = next((p for p in game.players[i + 1:] + game.players[:i + 1]
                        if p.team is not team), game.player(current))
            game.turn += 1
            game.turn_owner = nxt.name
            game.active = None if nxt.left else nxt.name
            active = {p.name for p in game.active_players()}
            game.effects = [e for e in game.effects if not (e.until == "next-turn" and e.by in active)]
            for player in game.active_players():
                player.lands_played = 0

        return [mock.patch.object(turn, "start_next_turn", start_next_turn)]


class LeaverOwnedSourcesAbilitiesCease(BrokenEngine):
    """Breaks CR 800.4a (the abilities *controlled* by the leaving player cease to exist): an
    ability another player controls ceases to exist too when its source's owner leaves. Source:
    by analogy with engines that clean the stack by the source's owner instead of the
    controller (mage #9459 turn handling around a conceding player; issue 25's real questions)."""

    name, rule = "broken-leave-owner-abilities", "800.4a"

    def patches(self):
        real = leaving.leave

        def leave(game, player, reason):
            real(game, player, reason)
            game.stack = [o for o in game.stack
                          if not (o.source is not None and o.source.owner == player.name)]

        return [mock.patch.object(leaving, "leave", leave)]


class GameOverStillTriggers(BrokenEngine):
    """Breaks CR 104.1 / 104.2a (the game ends at once when the last opponent leaves): the
    venture of the player who took the initiative as the holder left still goes on the stack
    and resolves. Source: phase.rs 0.103.0 (a two-player concede leaves 'ventures into
    Undercity' on the stack of a finished game, docs/engines/phase.md)."""

    name, rule = "broken-game-over-triggers", "104.1"

    def patches(self):
        real = leaving.leave

        def leave(game, player, reason):
            real(game, player, reason)
            if game.over and game.pending_triggers:
                game.over = False  # the game goes on until the stack settles

        return [mock.patch.object(leaving, "leave", leave)]
