"""Casting spells, playing lands, activating abilities (CR 601, 305, 602, 605), and resolving
the top object of the stack (CR 608).

An action here puts something on the stack or the battlefield and stops: who receives priority
next is the turn's business (turn.py), which calls resolve_top when everyone has passed.
"""
from __future__ import annotations

from rulings.adapters.errors import IllegalAction

from . import effects, mana, triggers
from .characteristics import is_creature
from .choices import Gen
from .definitions import TargetSpec, immediate
from .effects import enter_battlefield, put_in_graveyard
from .events import LogEvent
from .game import Game, Player
from .objects import GameObject, StackObject
from .targets import bind, legal_targets, still_legal
from .timing import require_priority, require_sorcery_timing
from .triggers import card_ability, choose_targets


def _find_card(player: Player, name: str, zone: str) -> GameObject:
    cards = getattr(player, zone)
    for card in cards:
        if card.name == name:
            return card
    raise IllegalAction(f"{player.name} has no {name!r} in {zone}", rule="601.2a")


def _check_exile_permission(player: Player, card: GameObject, without_paying: bool) -> None:
    if card.permission_holder != player.name or not card.play_permission:
        raise IllegalAction(f"{player.name} may not play {card.name} from exile", rule="601.3")
    if card.play_permission == "this-turn-free" and not without_paying:
        # seed ruling (Caves of Chaos Adventurer): only without paying its mana cost
        raise IllegalAction(f"{card.name} may be played only without paying its mana cost",
                            rule="118.9")
    if card.play_permission == "this-turn" and without_paying and not card.is_type("land"):
        raise IllegalAction(f"nothing lets {player.name} cast {card.name} without paying its "
                            "mana cost", rule="118.9")


def _check_targets(game: Game, spec: TargetSpec | None, controller: str,
                   targets: tuple[str, ...]) -> None:
    if spec is None:
        if targets:
            raise IllegalAction("this has no targets", rule="115.1")
        return
    if len(targets) != spec.count:
        raise IllegalAction(f"choose exactly {spec.count} target(s)", rule="601.2c")
    legal = legal_targets(game, spec, controller)
    for target in targets:
        if target not in legal:
            raise IllegalAction(f"{target!r} is not a legal target", rule="115.1")


def cast(game: Game, player: Player, name: str, from_zone: str, targets: tuple[str, ...],
         without_paying: bool) -> None:
    """The player casts the card ``name`` from ``from_zone`` (CR 601.2)."""
    require_priority(game, player.name)
    card = _find_card(player, name, from_zone)
    if card.is_type("land"):
        raise IllegalAction(f"{name} is a land: play it, don't cast it", rule="305.9")
    if from_zone == "exile":
        _check_exile_permission(player, card, without_paying)
    elif from_zone != "hand":
        raise IllegalAction(f"{player.name} may not cast {name} from {from_zone}", rule="601.3")
    elif without_paying:
        raise IllegalAction(f"nothing lets {player.name} cast {name} without paying",
                            rule="118.9")
    if "instant" not in card.card.types:
        require_sorcery_timing(game, player.name, f"casting {name}", "307.1")
    spec = card.card.spell.target if card.card.spell else None
    _check_targets(game, spec, player.name, targets)
    if not without_paying:
        mana.pay(player, card.card.cost)
    getattr(player, from_zone).remove(card)
    card.play_permission, card.permission_holder = "", None
    _put_spell_on_stack(game, player, card, list(targets))


def _put_spell_on_stack(game: Game, player: Player, card: GameObject, targets: list[str]) -> StackObject:
    card.controller = player.name
    spec = card.card.spell.target if card.card.spell else None
    obj = StackObject(kind="spell", controller=player.name, effect="spell", resolve=resolve_spell,
                      source_name=card.name, source=card, detail=card.name, card=card,
                      target_spec=spec, targets=targets)
    bind(game, obj)
    game.stack.append(obj)
    game.log(LogEvent.CAST, player=player.name, text=card.name, rule="601.2")
    return obj


def cast_during_resolution(game: Game, player: Player, card: GameObject) -> Gen:
    """Cast a card while another object resolves, without paying (CR 608.2g)."""
    player.hand.remove(card)
    obj = _put_spell_on_stack(game, player, card, [])
    if not (yield from choose_targets(game, obj)):
        game.stack.remove(obj)
        player.hand.append(card)


def resolve_spell(game: Game, obj: StackObject) -> Gen:
    """A spell resolves: a permanent enters the battlefield, anything else does what it says."""
    card = obj.card
    assert card is not None
    if card.card.is_permanent_card:
        enter_battlefield(game, card, obj.controller)  # CR 608.3
        return
    spell = card.card.spell
    assert spell is not None  # a card that is no permanent card resolves by its spell ability
    yield from spell.resolve(game, obj)
    if not card.token:
        game.player(card.owner).graveyard.append(card)  # CR 608.2n


def play_land(game: Game, player: Player, name: str, from_zone: str) -> None:
    """A special action (CR 305.1, 116.2a): no stack; one per turn."""
    require_priority(game, player.name)
    card = _find_card(player, name, from_zone)
    if not card.is_type("land"):
        raise IllegalAction(f"{name} is not a land", rule="305.1")
    if from_zone == "exile":
        _check_exile_permission(player, card, without_paying=True)
    elif from_zone != "hand":
        raise IllegalAction(f"{player.name} may not play {name} from {from_zone}", rule="305.1")
    require_sorcery_timing(game, player.name, f"playing {name}", "505.6b")
    if player.lands_played >= 1:
        raise IllegalAction(f"{player.name} has already played a land this turn", rule="305.2")
    getattr(player, from_zone).remove(card)
    card.play_permission, card.permission_holder = "", None
    player.lands_played += 1
    enter_battlefield(game, card, player.name)


def activate(game: Game, player: Player, label: str, ability: str, targets: tuple[str, ...],
             color: str | None) -> None:
    """The player activates an ability of the permanent ``label`` (CR 602.2); a mana ability
    resolves at once, without the stack (CR 605.3a)."""
    require_priority(game, player.name)
    source = game.permanent(label)
    if source is None:
        raise IllegalAction(f"no permanent labelled {label!r}", rule="602.2")
    if source.controller != player.name:
        raise IllegalAction(f"{player.name} does not control {label}", rule="602.2")
    if ability == "mana":
        _mana_ability(game, player, source, color)  # CR 605.3a: doesn't use the stack
        return
    if ability == "equip":
        obj = _equip(game, player, source, targets)
    elif ability == "activated":
        obj = _activated(game, player, source, targets)
    else:
        raise IllegalAction(f"unknown ability {ability!r}", rule="602.1")
    game.stack.append(obj)
    game.log(LogEvent.ACTIVATED, player=player.name, source=source.name, rule="602.2")


def _mana_ability(game: Game, player: Player, source: GameObject, color: str | None) -> None:
    produces = source.card.produces
    if produces is None:
        raise IllegalAction(f"{source.label} has no mana ability", rule="605.1a")
    if source.tapped:
        raise IllegalAction(f"{source.label} is tapped", rule="107.5")
    if produces == "any":
        if color not in tuple(mana.COLORS):
            raise IllegalAction(f"choose a color (W, U, B, R or G) for {source.label}",
                                rule="106.1a")
        produces = color
    source.tapped = True
    if source.card.sacrifice_for_mana:
        put_in_graveyard(game, source)
    mana.add(player, str(produces))


def _equip(game: Game, player: Player, source: GameObject, targets: tuple[str, ...]) -> StackObject:
    if source.card.equip is None:
        raise IllegalAction(f"{source.label} has no equip ability", rule="702.6a")
    require_sorcery_timing(game, player.name, "equip", "702.6a")  # equip only as a sorcery
    spec = TargetSpec("creature-you-control")
    _check_targets(game, spec, player.name, targets)
    if targets[0] == source.label:
        raise IllegalAction("an Equipment can't equip itself", rule="301.5c")
    mana.pay(player, source.card.equip)
    obj = card_ability(source, "card-ability", _resolve_equip, detail=f"equip {targets[0]}",
                       kind="activated")
    obj.target_spec, obj.targets = spec, list(targets)
    bind(game, obj)
    return obj


@immediate
def _resolve_equip(game: Game, obj: StackObject) -> None:
    equipment = game.by_oid(obj.source.oid) if obj.source else None
    creature = game.permanent(obj.targets[0])
    if equipment is not None and creature is not None and is_creature(creature):
        equipment.attached_to = creature.oid  # CR 702.6a / 701.3


def _activated(game: Game, player: Player, source: GameObject, targets: tuple[str, ...]) -> StackObject:
    ability = source.card.activated
    if ability is None:
        raise IllegalAction(f"{source.label} has no such activated ability", rule="602.1")
    if ability.sorcery_speed:
        require_sorcery_timing(game, player.name, f"activating {source.label}", "602.5d")
    if ability.tap and source.tapped:
        raise IllegalAction(f"{source.label} is tapped: its {{T}} cost can't be paid",
                            rule="107.5")
    if ability.tap and source.sick and is_creature(source):
        raise IllegalAction(f"{source.label} has not been under {player.name}'s control since "
                            "the turn began: its {T} cost can't be paid", rule="302.6")
    _check_targets(game, ability.target, player.name, targets)
    mana.pay(player, ability.mana)
    if ability.tap:
        source.tapped = True
    if ability.sacrifice_self:
        put_in_graveyard(game, source)
    obj = card_ability(source, "card-ability", ability.resolve, detail=ability.detail,
                       kind="activated")
    obj.target_spec, obj.targets = ability.target, list(targets)
    bind(game, obj)
    return obj


def resolve_top(game: Game) -> Gen:
    """CR 608.2: resolve the top object; with every target now illegal it doesn't (608.2b)."""
    game.priority = None
    obj = game.stack.pop()
    label = triggers.label(obj)
    if obj.target_spec is not None and obj.targets:
        legal = legal_targets(game, obj.target_spec, obj.controller)
        if not still_legal(game, obj, legal):
            game.log(LogEvent.FIZZLED, player=obj.controller, text=label, rule="608.2b")
            if obj.card is not None and not obj.card.token:
                game.player(obj.card.owner).graveyard.append(obj.card)
            return
    yield from obj.resolve(game, obj)
    game.log(LogEvent.RESOLVED, player=obj.controller, source=obj.source_name, text=label,
             rule="608.2")


effects.provide_casting(cast_during_resolution)  # rooms and cards cast through effects.py
