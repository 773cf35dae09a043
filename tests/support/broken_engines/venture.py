"""Broken engines: venturing, dungeons, rooms and completing a dungeon (CR 701.49, 309, 704.5t)."""
from __future__ import annotations

from unittest import mock

import rulings.reference_engine.casting as casting
import rulings.reference_engine.characteristics as characteristics
import rulings.reference_engine.dungeons as dungeons
import rulings.reference_engine.rooms as rooms
import rulings.reference_engine.sba as sba
import rulings.reference_engine.targets as targets
import rulings.reference_engine.triggers as triggers
from rulings.reference_engine.casting import cast_during_resolution
from rulings.reference_engine.choices import choose_one
from rulings.reference_engine.definitions import TargetSpec, immediate
from rulings.reference_engine.effects import enter_battlefield, lose_life, shuffle
from rulings.reference_engine.events import LogEvent
from rulings.reference_engine.game import Effect
from rulings.reference_engine.tokens import SKELETON

from .base import BrokenEngine, replace_listener, replace_room, replace_venture


def _venture(*, after_bottom="continue", undercity_choices=None, next_rooms=None,
             skip_completed=False, undercity_restarts=False):
    """dungeons.venture with one of its steps done wrong (the knobs default to the rules)."""
    def venture(game, player, *, undercity):
        game.log(LogEvent.VENTURED, player=player.name,
                 text="into Undercity" if undercity else "into the dungeon", rule="701.49")
        completed_now = None
        if player.dungeon is not None and undercity_restarts and undercity \
                and player.dungeon != "Undercity":
            player.dungeon = player.room = None  # abandoned, not completed
        if player.dungeon is not None:
            dungeon = dungeons.DUNGEONS[player.dungeon]
            room = dungeon.room(str(player.room))
            if room.leads_to:
                options = next_rooms(dungeon, room) if next_rooms else list(room.leads_to)
                nxt = yield from choose_one("choose-room", player.name, options,
                                            source=dungeon.name, prompt=f"leave {room.name}")
                dungeons.move_marker(game, player, dungeon, str(nxt), rule="701.49b")
                return
            completed_now = player.dungeon
            dungeons.complete(game, player, rule="701.49c")
            if after_bottom == "stop":
                return
        if after_bottom == "restart" and completed_now is not None:
            name = completed_now
        elif undercity:
            if undercity_choices is not None:
                name = yield from choose_one("choose-dungeon", player.name,
                                             list(undercity_choices), prompt="choose a dungeon to enter")
            else:
                name = "Undercity"
        else:
            name = yield from choose_one("choose-dungeon", player.name,
                                         list(dungeons.VENTURE_CHOICES),
                                         prompt="choose a dungeon to enter")
        if skip_completed and name in player.completed:
            return  # nothing left to enter
        dungeon = dungeons.DUNGEONS[str(name)]
        player.dungeon = dungeon.name
        game.log(LogEvent.ENTERED_DUNGEON, player=player.name, dungeon=dungeon.name, rule="701.49a")
        dungeons.move_marker(game, player, dungeon, dungeon.rooms[0].name, rule="701.49a")

    return replace_venture(venture)


class PlainVentureStartsUndercity(BrokenEngine):
    """Breaks CR 701.49d / Undercity's restriction: a plain "venture into the dungeon" may
    choose Undercity. Source: by analogy with phase available_dungeons(source) (the choices are
    computed per venture source; forgetting the restriction gives this)."""

    name, rule = "broken-plain-undercity", "701.49d"

    def patches(self):
        return [mock.patch.object(dungeons, "VENTURE_CHOICES",
                                  ("Undercity", *dungeons.VENTURE_CHOICES))]


class UndercityVentureOffersAllDungeons(BrokenEngine):
    """Breaks CR 701.49d: "venture into Undercity" outside a dungeon lets the player choose among
    all four dungeons. Source: phase venture.rs tests (venture_into_undercity_auto_selects) guard
    against exactly this."""

    name, rule = "broken-undercity-offers-all", "701.49d"

    def patches(self):
        return _venture(undercity_choices=("Undercity", *dungeons.VENTURE_CHOICES))


class UndercityVentureSwitchesDungeon(BrokenEngine):
    """Breaks CR 701.49d (the restriction only chooses a *new* dungeon; inside one, 701.49b):
    venturing into Undercity while in another dungeon abandons it and starts Undercity. Source:
    plausible misreading; forge issue #252's reminder text states the rule engines must follow."""

    name, rule = "broken-undercity-switches", "701.49d"

    def patches(self):
        return _venture(undercity_restarts=True)


class BottomVentureStopsAfterCompleting(BrokenEngine):
    """Breaks CR 701.49c (complete the dungeon, then enter a new one): venturing from a bottom
    room completes the dungeon and stops. Source: by analogy with mage #9123 (the completion
    path special-cased)."""

    name, rule = "broken-bottom-stops", "701.49c"

    def patches(self):
        return _venture(after_bottom="stop")


class BottomVentureRestartsSameDungeon(BrokenEngine):
    """Breaks CR 701.49c/d: venturing from a bottom room completes the dungeon and re-enters the
    same one at its top room, whatever the venture said. Source: mage #9123 ("marks the dungeon
    as complete and currently goes back to the first room")."""

    name, rule = "broken-bottom-restarts", "701.49c"

    def patches(self):
        return _venture(after_bottom="restart")


class UndercityOnlyOnce(BrokenEngine):
    """Breaks CR 701.49a/d (a completed dungeon may be entered again): a dungeon the player has
    completed can't be entered, so after completing Undercity the initiative's venture does
    nothing. Source: by analogy with phase available_dungeons(source) filtering."""

    name, rule = "broken-undercity-once", "701.49d"

    def patches(self):
        return _venture(skip_completed=True)


def _depths(dungeon):
    depth = {dungeon.rooms[0].name: 0}
    for room in dungeon.rooms:  # rooms are listed top first, parents before children
        for nxt in room.leads_to:
            depth.setdefault(nxt, depth[room.name] + 1)
    return depth


class RoomChoiceOffersAnyRoom(BrokenEngine):
    """Breaks CR 309.5 / 701.49b (only a room an arrow points to): at a branch every room of the
    next level may be chosen. Source: by analogy with mage #9123 (Undercity's room graph wrong
    in practice) and phase next_rooms indexing."""

    name, rule = "broken-any-next-room", "309.5"

    def patches(self):
        def next_rooms(dungeon, room):
            depth = _depths(dungeon)
            return [r.name for r in dungeon.rooms if depth[r.name] == depth[room.name] + 1]

        return _venture(next_rooms=next_rooms)


class StashLeadsNowhere(BrokenEngine):
    """Breaks CR 309.5 (Undercity's map: Stash leads to Catacombs): Stash is a bottom room, so
    the next venture completes Undercity. Source: mage #9123 "Two Bugs with Undercity Dungeon"
    ("Advancing from the Stash room marks the dungeon as complete")."""

    name, rule = "broken-stash-bottom", "309.5"

    def patches(self):
        return [replace_room("Undercity", "Stash", leads_to=())]


class ThroneOneCounter(BrokenEngine):
    """Breaks CR 309.4 with Throne of the Dead Three's text (three +1/+1 counters) and 122.6:
    the creature enters with one counter. Source: mage #9123 ("Throne of the Dead Three
    currently only puts one +1/+1 counter")."""

    name, rule = "broken-throne-one-counter", "309.4"

    def patches(self):
        return [replace_room("Undercity", "Throne of the Dead Three", resolve=_throne(counters=1))]


class ThroneRevealsWholeLibrary(BrokenEngine):
    """Breaks CR 309.4 with Throne of the Dead Three's text (the top ten cards): the creature may
    come from anywhere in the library. Source: by analogy with forge #10531 (Mad Wizard's Lair
    choosing from the wrong set of cards)."""

    name, rule = "broken-throne-whole-library", "309.4"

    def patches(self):
        return [replace_room("Undercity", "Throne of the Dead Three", resolve=_throne(look=None))]


def _throne(counters=3, look=10, until="next-turn"):
    def throne(game, obj):
        me = game.player(obj.controller)
        revealed = me.library[:look] if look else list(me.library)
        game.log(LogEvent.REVEALED, player=me.name, text=", ".join(c.name for c in revealed),
                 rule="701.20")
        creatures = [c.name for c in revealed if c.is_type("creature")]
        choice = yield from choose_one("choose-from-reveal", me.name, creatures,
                                       source="Throne of the Dead Three",
                                       prompt="put a creature card onto the battlefield")
        if choice is not None:
            card = next(c for c in revealed if c.name == choice)
            me.library.remove(card)
            card.counters = {"+1/+1": counters}
            enter_battlefield(game, card, me.name)
            game.effects.append(Effect("hexproof", card.oid, me.name, until=until))
        shuffle(game, me)

    return throne


class ForgeOneCounter(BrokenEngine):
    """Breaks CR 309.4 with Forge's text (two +1/+1 counters): it puts one. Source: mage #9010
    ("Forge only gives one +1/+1 counter, should give two")."""

    name, rule = "broken-forge-one-counter", "309.4"

    def patches(self):
        return [replace_room("Undercity", "Forge", resolve=rooms._counters(1))]


class LostWellScryOne(BrokenEngine):
    """Breaks CR 309.4 / 701.22 with Lost Well's text (scry 2): it scries 1. Source: by analogy
    with mage #9010 / #9123 (Undercity rooms mis-transcribed)."""

    name, rule = "broken-lost-well-scry-1", "701.22"

    def patches(self):
        return [replace_room("Undercity", "Lost Well", resolve=rooms._scry(1, "Lost Well"))]


class CatacombsSkeletonNoMenace(BrokenEngine):
    """Breaks CR 111.1 with Catacombs' text (a 4/1 black Skeleton with menace): it creates the
    1/1 Skeleton of Muiral's Graveyard (tokens shared by name). Source: by analogy with mage
    #9123 and this project's REG-011 (token definitions confused)."""

    name, rule = "broken-catacombs-skeleton", "111.1"

    def patches(self):
        return [replace_room("Undercity", "Catacombs", resolve=rooms._tokens(SKELETON))]


class TrapTargetsOpponentOnly(BrokenEngine):
    """Breaks CR 115.1 with Trap!'s text ("target player"): only an opponent can be targeted.
    Source: plausible parser default for life-loss rooms (cf. phase PR #6162, player-scope
    target binding)."""

    name, rule = "broken-trap-opponent-only", "115.1"

    def patches(self):
        real = targets.legal_targets

        def legal_targets(game, spec, controller):
            if spec.kind == "opponent":
                return [p.name for p in game.opponents(controller)]
            return real(game, spec, controller)

        return [replace_room("Undercity", "Trap!", target=TargetSpec("opponent")),
                mock.patch.object(triggers, "legal_targets", legal_targets),
                mock.patch.object(casting, "legal_targets", legal_targets)]


class DarkPoolDrainsOneOpponent(BrokenEngine):
    """Breaks CR 101.4 / Dark Pool's text ("each opponent loses 1 life"): only the next opponent
    in turn order loses life. Source: by analogy with this project's REG-008 (an "each player"
    room applied to some players only) and mage #6851."""

    name, rule = "broken-dark-pool-one-opponent", "101.4"

    def patches(self):
        @immediate
        def dark_pool(game, obj):
            me = game.player(obj.controller)
            opponents = game.opponents(me.name)
            if opponents:
                nxt = next((p for p in game.in_turn_order_from(me.name) if p in opponents),
                           opponents[0])
                lose_life(game, nxt, 1)
            rooms.gain_life(game, me, 1)

        return [replace_room("Lost Mine of Phandelver", "Dark Pool", resolve=dark_pool)]


class LairCastsFromHand(BrokenEngine):
    """Breaks CR 608.2c with Mad Wizard's Lair: any nonland card in hand may be cast for free,
    not just one of the three cards the room drew. Source: forge #10531 (Mad Wizard's Lair
    choosing from the wrong set of cards)."""

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

        return [replace_room("Dungeon of the Mad Mage", "Mad Wizard's Lair", resolve=lair)]


class RoomTriggerOrphaned(BrokenEngine):
    """Breaks CR 309.4 (entering a room triggers its room ability): when the venture comes from
    the initiative, the marker moves but the room ability never triggers. Source: phase #587
    "Initiative isnt gained" and its fix PR #1233 ("Fix orphaned dungeon-room triggers after
    TakeTheInitiative resolves")."""

    name, rule = "broken-room-trigger-orphaned", "309.4"

    def patches(self):
        import rulings.reference_engine.initiative as initiative
        real_notice, real_resolve = dungeons.notice, initiative._resolve_venture

        def resolve(game, obj):
            game.__dict__["_broken_orphan"] = True
            try:
                yield from real_resolve(game, obj)
            finally:
                game.__dict__["_broken_orphan"] = False

        def notice(game, event, data):
            if not game.__dict__.get("_broken_orphan"):
                real_notice(game, event, data)

        return [mock.patch.object(initiative, "_resolve_venture", resolve),
                replace_listener("dungeons", notice)]


class RoomAbilityWithoutStack(BrokenEngine):
    """Breaks CR 309.4 (room abilities are triggered abilities that use the stack) and 117: the
    room's effect happens as the marker moves, inside the venture; nobody can respond. Source:
    mage PR #7937 "[AFR] Implementing dungeon mechanic" ("the trigger doesn't appear on the
    stack")."""

    name, rule = "broken-room-without-stack", "309.4"

    def patches(self):
        real = dungeons.venture

        def venture(game, player, *, undercity):
            yield from real(game, player, undercity=undercity)
            mine = [t for t in game.pending_triggers if t.obj.effect == "room"
                    and t.obj.controller == player.name]
            for t in mine:
                game.pending_triggers.remove(t)
                if (yield from triggers.choose_targets(game, t.obj)):
                    yield from t.obj.resolve(game, t.obj)

        return replace_venture(venture)


class CompletionOnlyByVenturing(BrokenEngine):
    """Breaks CR 704.5t (a dungeon whose marker is on its bottom room, with no room ability of
    it waiting, is removed): a dungeon is completed only by the next venture (701.49c). Source:
    by analogy with phase venture.rs (completion in the venture's bottom branch; the SBA is
    separate) and mage PR #7937 ("handle when a dungeon is complete (kind of complicated)")."""

    name, rule = "broken-completion-by-venture-only", "704.5t"

    def patches(self):
        return [mock.patch.object(sba, "CHECKS", [c for c in sba.CHECKS
                                                  if c is not dungeons.complete_at_bottom])]


class CompletionIgnoresPendingRoomTrigger(BrokenEngine):
    """Breaks CR 704.5t (a room ability that has triggered but not yet been put on the stack
    also delays completion): only the stack is looked at, so the dungeon is completed before the
    bottom room's ability is even stacked. Source: by analogy with phase venture.rs
    queue_room_trigger (its sentinel id exists "so the SBA (CR 704.5t) can identify pending room
    abilities")."""

    name, rule = "broken-completion-ignores-pending", "704.5t"

    def patches(self):
        def pending(game, player, dungeon):
            return any(o.effect == "room" and o.controller == player and o.source_name == dungeon
                       for o in game.stack)

        return [mock.patch.object(dungeons, "room_ability_pending", pending)]


class CompletedDungeonsAsSet(BrokenEngine):
    """Breaks CR 309.7 (each completion counts): completed dungeons are a set of names, so
    completing Undercity twice counts once. Source: phase venture.rs complete_dungeon
    (progress.completed.insert(dungeon) on a set)."""

    name, rule = "broken-completed-as-set", "309.7"

    def patches(self):
        def complete(game, player, rule):
            name = str(player.dungeon)
            if name not in player.completed:
                player.completed.append(name)
            player.dungeon = player.room = None
            game.log(LogEvent.COMPLETED_DUNGEON, player=player.name, dungeon=name, rule=rule)

        return [mock.patch.object(dungeons, "complete", complete)]


class CompletedCheckUsesBottomRoom(BrokenEngine):
    """Breaks CR 309.7 (a dungeon is completed as it is removed): "you've completed a dungeon"
    is true as soon as the marker is in a bottom room, before its ability resolved. Source: by
    analogy with the mage PR #7937 review (the completed condition must be a stored flag, not
    derived from the current room)."""

    name, rule = "broken-completed-at-bottom-room", "309.7"

    def patches(self):
        def completed(game, obj):
            player = game.player(obj.controller)
            if player.completed:
                return True
            if player.dungeon is None:
                return False
            return not dungeons.DUNGEONS[player.dungeon].room(str(player.room)).leads_to

        return [mock.patch.object(characteristics, "_completed", completed)]



class RoomAbilityControlledByActivePlayer(BrokenEngine):
    """Breaks CR 309.4 (a room ability is controlled by the dungeon's owner): a room ability
    that triggers on another player's turn is controlled by the active player, who makes its
    choices. Source: by analogy with CR 728.1 (rad counters' trigger *is* the active player's)
    and phase venture.rs queue_room_trigger having to pass the controller explicitly."""

    name, rule = "broken-room-controller-active", "309.4"

    def patches(self):
        real = dungeons.notice

        def notice(game, event, data):
            if event == "entered-room" and game.active is not None:
                data = {**data}
                before = len(game.pending_triggers)
                real(game, event, data)
                for t in game.pending_triggers[before:]:
                    t.obj.controller = game.active
                return
            real(game, event, data)

        return [replace_listener("dungeons", notice)]


class CompletionBlockedByAnyRoomAbility(BrokenEngine):
    """Breaks CR 704.5t (only a room ability *of that dungeon* delays its completion): any room
    ability waiting or on the stack, even another player's, keeps every dungeon from being
    completed. Source: by analogy with phase dungeon_sentinel_id(player) (per-player sentinel
    ids exist to tell room abilities apart; a shared one gives this bug)."""

    name, rule = "broken-completion-blocked-by-any-room", "704.5t"

    def patches(self):
        def pending(game, player, dungeon):
            return any(o.effect == "room" for o in
                       [t.obj for t in game.pending_triggers] + game.stack)

        return [mock.patch.object(dungeons, "room_ability_pending", pending)]


class BranchOffersOneRoom(BrokenEngine):
    """Breaks CR 309.5a / 701.49b (the player chooses among the rooms the arrows lead to): at a
    branch only the first room listed is offered, so the choice is forced. Source: the peers'
    own dungeon tests check the rooms offered at each branch (XMage's DungeonTest, phase.rs's
    venture tests), which is what catches an engine indexing only the first exit."""

    name, rule = "broken-branch-one-room", "309.5a"

    def patches(self):
        return _venture(next_rooms=lambda dungeon, room: list(room.leads_to[:1]))


class NoDungeonMeansTopRoom(BrokenEngine):
    """Breaks CR 309.2a / 701.49a (a dungeon enters the command zone only as its owner ventures):
    a player whose position has no dungeon starts in Undercity's top room, as a player record
    whose current dungeon and room default to the first ones would. Source: by analogy with
    phase.rs's dungeon progress (``current_room`` defaults to 0) and the peers' tests of a new
    game's dungeon state."""

    name, rule = "broken-start-in-dungeon", "309.2a"

    def patches(self):
        import rulings.reference_engine.adapter as adapter
        real = adapter.build

        def build(position):
            game = real(position)
            for player in game.players:
                if player.dungeon is None:
                    player.dungeon, player.room = "Undercity", "Secret Entrance"
            return game

        return [mock.patch.object(adapter, "build", build)]


class ShuffleOnlyLogs(BrokenEngine):
    """Breaks CR 701.24a (to shuffle is to randomize the library's order): Secret Entrance and
    Throne of the Dead Three log a shuffle and leave the library as it was. Source: a held-out
    bug of the suite's measure (issue 25: the scenarios checked only that a "shuffled" event was
    logged), modelled on engines whose shuffle is a no-op in a deterministic test mode."""

    name, rule = "broken-shuffle-no-order", "701.24a"

    def patches(self):
        def shuffle(game, player):
            game.log(LogEvent.SHUFFLED, player=player.name, rule="701.24")

        return [mock.patch.object(rooms, "shuffle", shuffle)]
