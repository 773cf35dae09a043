"""Broken engines: "until your next turn" durations and goad (CR 611.2a, 701.15, 702.11)."""
from __future__ import annotations

from unittest import mock

import rulings.reference_engine.combat as combat
import rulings.reference_engine.rooms as rooms
import rulings.reference_engine.targets as targets
import rulings.reference_engine.turn as turn
from rulings.reference_engine.game import Effect

from .base import BrokenEngine


class UntilNextTurnEndsAtEndOfTurn(BrokenEngine):
    """Breaks CR 611.2a ("until your next turn"): every such room effect (Arena's goad, Fungi
    Cavern's -4/-0, Twisted Caverns, Throne's hexproof) ends in the cleanup step of the turn it
    began. Source: by analogy with mage #6075 ("Goad ... doesn't work correctly") and mage #6970
    (goad ignored on later turns)."""

    name, rule = "broken-until-next-turn-eot", "611.2a"

    def patches(self):
        def effect(kind, oid, by, amount=0, until="end-of-turn"):
            return Effect(kind, oid, by, amount, until="end-of-turn")

        return [mock.patch.object(rooms, "Effect", effect)]


class UntilNextTurnEndsAtAnyTurn(BrokenEngine):
    """Breaks CR 611.2a (the controller's next turn): "until your next turn" effects end when
    the next turn begins, whoever's it is. Source: by analogy with mage #6970 and #9228 (goad
    durations wrong)."""

    name, rule = "broken-until-any-next-turn", "611.2a"

    def patches(self):
        real = turn.start_next_turn

        def start_next_turn(game):
            real(game)
            game.effects = [e for e in game.effects if e.until != "next-turn"]

        return [mock.patch.object(turn, "start_next_turn", start_next_turn)]


class UntilNextTurnNeverEnds(BrokenEngine):
    """Breaks CR 611.2a: "until your next turn" effects are never removed (hexproof and goad
    stay for ever). Source: by analogy with mage #4025 (durations not ending)."""

    name, rule = "broken-until-never-ends", "611.2a"

    def patches(self):
        real = turn.start_next_turn

        def start_next_turn(game):
            kept = [e for e in game.effects if e.until == "next-turn"]
            real(game)
            game.effects += [e for e in kept if e not in game.effects]

        return [mock.patch.object(turn, "start_next_turn", start_next_turn)]


class _AnyoneMayBeAttacked(list):
    """A goader list that contains nobody: "attack someone other than them" never binds."""

    def __contains__(self, item):
        return False


class GoadLetsAttackGoader(BrokenEngine):
    """Breaks CR 701.15b (a goaded creature attacks a player other than the goading player if
    able): it must attack, but may attack the goader. Source: mage #3891 "Goaded creatures able
    to attack the goading player (in multiplayer)"."""

    name, rule = "broken-goad-attacks-goader", "701.15b"

    def patches(self):
        real = combat.goaded_by

        def goaded_by(game, obj):
            found = real(game, obj)
            return _AnyoneMayBeAttacked(found) if found else found

        return [mock.patch.object(combat, "goaded_by", goaded_by)]


class GoadNeverAttacksGoader(BrokenEngine):
    """Breaks CR 701.15b ("if able": with no other opponent it must attack the goader): a goaded
    creature can never attack the goading player, so in a two-player game it doesn't attack at
    all. Source: mage #4999 "Goad not working properly when only 2 players left" and #5283."""

    name, rule = "broken-goad-never-goader", "701.15b"

    def patches(self):
        real_goaded, real_cant = combat.goaded_by, combat.cant_attack

        def only_goaders(game, obj):
            goaders = real_goaded(game, obj)
            return bool(goaders) and all(p.name in goaders for p in game.opponents(obj.controller))

        def goaded_by(game, obj):
            return [] if only_goaders(game, obj) else real_goaded(game, obj)

        def cant_attack(game, obj):
            return real_cant(game, obj) or only_goaders(game, obj)

        return [mock.patch.object(combat, "goaded_by", goaded_by),
                mock.patch.object(combat, "cant_attack", cant_attack)]


class ThroneHexproofAsShroud(BrokenEngine):
    """Breaks CR 702.11b (hexproof: only opponents can't target it): Throne's hexproof stops its
    own controller too, as shroud (702.18) would. Source: by analogy with the hexproof/shroud
    conflation of early engines (cf. mage #5283's "can't attack you" vs "can't attack")."""

    name, rule = "broken-hexproof-as-shroud", "702.11b"

    def patches(self):
        import rulings.reference_engine.casting as casting
        import rulings.reference_engine.triggers as triggers
        real = targets.legal_targets

        def legal_targets(game, spec, controller):
            return [t for t in real(game, spec, controller)
                    if not ((p := game.permanent(t)) is not None
                            and "hexproof" in targets.keywords(game, p))]

        return [mock.patch.object(triggers, "legal_targets", legal_targets),
                mock.patch.object(casting, "legal_targets", legal_targets)]
