"""Broken engines: priority, APNAP order and ordering triggers (CR 117, 101.4, 603.3b)."""
from __future__ import annotations

from unittest import mock

import rulings.reference_engine.actions as actions
import rulings.reference_engine.triggers as triggers
import rulings.reference_engine.turn as turn
from rulings.reference_engine.choices import ask
from rulings.reference_engine.events import LogEvent

from .base import BrokenEngine


def _put_on_stack(*, players=None, orderer=None):
    """triggers.put_on_stack with the players' order (``players(game)``) or who orders a
    player's triggers (``orderer(game, player)``, None: nobody is asked) done wrong."""
    def put_on_stack(game):
        pending, game.pending_triggers = game.pending_triggers, []
        for player in (players(game) if players else game.apnap()):
            mine = [t.obj for t in sorted(pending, key=lambda t: t.order)
                    if t.obj.controller == player.name]
            who = orderer(game, player) if orderer else player.name
            if who is not None and len(mine) > 1 and len({triggers.label(o) for o in mine}) > 1:
                labels = [triggers.label(o) for o in mine]
                answer = yield from ask("order-triggers", who, labels, least=len(labels),
                                        most=len(labels), prompt="order the triggered abilities")
                pool, ordered = list(mine), []
                for wanted in answer:
                    found = next(o for o in pool if triggers.label(o) == wanted)
                    pool.remove(found)
                    ordered.append(found)
                mine = ordered
            for obj in reversed(mine):
                if (yield from triggers.choose_targets(game, obj)):
                    game.stack.append(obj)
                    game.log(LogEvent.TRIGGER, player=obj.controller, source=obj.source_name,
                             text=triggers.label(obj), rule="603.3")

    return mock.patch.object(triggers, "put_on_stack", put_on_stack)


class TriggerOrderNotAsked(BrokenEngine):
    """Breaks CR 603.3b (each player puts their own simultaneous triggers on the stack in any
    order they choose): they are stacked in the order they triggered, nobody is asked. Source:
    phase PR #6049 (the OrderTriggers prompt clobbered when combat damage fired 2+ triggers)."""

    name, rule = "broken-trigger-order-not-asked", "603.3b"

    def patches(self):
        return [_put_on_stack(orderer=lambda game, player: None)]


class ActivePlayerOrdersAllTriggers(BrokenEngine):
    """Breaks CR 603.3b (each controller orders their own triggers): the active player orders
    every player's simultaneous triggers. Source: Ashteki/ashteki #196 "choosing order for
    opponent's triggered effects" (the same design error in another card-game engine)."""

    name, rule = "broken-active-orders-all", "603.3b"

    def patches(self):
        return [_put_on_stack(orderer=lambda game, player: game.active or player.name)]


class ApnapActiveThenSeatOrder(BrokenEngine):
    """Breaks CR 603.3b / 101.4 (nonactive players in turn order from the active player): after
    the active player, the others put their triggers on the stack in seat order from seat 0.
    Source: phase #1689 "APNAP trigger ordering uses a binary active/non-active key instead of
    full turn order" (fixed by phase PR #1690)."""

    name, rule = "broken-apnap-seat-order", "101.4"

    def patches(self):
        def players(game):
            first = game.apnap()[:1]
            return first + [p for p in game.living() if p not in first]

        return [_put_on_stack(players=players)]


class ApnapReversed(BrokenEngine):
    """Breaks CR 603.3b (the active player's triggers go on the stack first, so they resolve
    last): the nonactive players' go first. Source: phase #591 "Triggers not going onto stack in
    APNAP order" and phase PR #1690 (the stack-placement direction corrected)."""

    name, rule = "broken-apnap-reversed", "603.3b"

    def patches(self):
        return [_put_on_stack(players=lambda game: list(reversed(game.apnap())))]


class PriorityToResolvedController(BrokenEngine):
    """Breaks CR 117.3b (after a spell or ability resolves, the active player receives
    priority): its controller does. Source: by analogy with magarena #1574 and the project's
    fuzzing finding REG-005."""

    name, rule = "broken-priority-to-controller", "117.3b"

    def patches(self):
        def all_passed(game):
            game.passed.clear()
            if game.stack:
                controller = game.stack[-1].controller
                yield from turn.resolve_top(game)
                yield from turn.give_priority(game, controller)
            else:
                yield from turn.end_step(game)

        return [mock.patch.object(turn, "all_passed", all_passed),
                mock.patch.object(actions, "all_passed", all_passed)]


class CountsLeaversPass(BrokenEngine):
    """Breaks CR 117.4 / 800.4a: a pass made by a player who has since left the game still
    counts, so the step ends before every remaining player has passed. Source: by analogy with
    mage #9459 (priority around a conceding player)."""

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
    player (not the next one in turn order) receives priority. Source: by analogy with mage
    #9459 (turn handling around a conceding player)."""

    name, rule = "broken-priority-to-leaver", "800.4j"

    def patches(self):
        real = turn.priority_player

        def priority_player(game):
            return game.turn_owner or real(game)

        return [mock.patch.object(turn, "priority_player", priority_player)]


class NoActivePriorityToFirstSeat(BrokenEngine):
    """Breaks CR 800.4j / 117.3a (with no active player, the next player in turn order after the
    turn's seat receives priority): the first living seat receives it instead. Source: a held-out
    bug of the suite's measure (issue 25), passed by every scenario whose first seat was the
    one to leave."""

    name, rule = "broken-priority-first-seat", "800.4j"

    def patches(self):
        real = turn.priority_player

        def priority_player(game):
            if game.active is None and game.living():
                return game.living()[0].name
            return real(game)

        return [mock.patch.object(turn, "priority_player", priority_player)]
