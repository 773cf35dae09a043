"""Building a game from a position document (adapters.position), validating every field."""
from __future__ import annotations

import random

from rulings.adapters.errors import InvalidPosition, ProtocolError
from rulings.adapters.position import STEPS, Position

from . import mana
from .cards.registry import card_def
from .dungeons import DUNGEONS
from .characteristics import KEYWORD_COUNTERS
from .effects import new_object
from .game import STARTING_LIFE, TWO_HEADED_GIANT_LIFE, Game, Player, Team


def build(position: Position) -> Game:
    """The game the position describes; InvalidPosition names the first bad field."""
    names = [p.name for p in position.players]
    if len(names) < 2:
        raise InvalidPosition("players: a game needs at least two players")
    if len(set(names)) != len(names):
        raise InvalidPosition("players: player names must be unique")
    if position.format == "two-player" and len(names) != 2:
        raise InvalidPosition("format: two-player needs exactly two players")
    if position.step not in STEPS:
        raise InvalidPosition(f"step: unknown step {position.step!r}")
    for field_name, value in (("active_player", position.active_player),
                              ("initiative", position.initiative)):
        if value is not None and value not in names:
            raise InvalidPosition(f"{field_name}: no player named {value!r}")
    teams = _teams(position)
    game = Game(format=position.format, players=[], rng=random.Random(position.seed),
                turn=position.turn, step=position.step, initiative=position.initiative)
    for index, setup in enumerate(position.players):
        where = f"players[{index}]"
        player = Player(name=setup.name, team=teams[setup.name])
        try:
            player.mana = mana.pool_from_text(setup.mana_pool)
        except ValueError as exc:
            raise InvalidPosition(f"{where}.mana_pool: {exc}") from None
        player.lands_played = setup.lands_played
        for zone in ("library", "hand", "graveyard", "exile"):
            for i, name in enumerate(getattr(setup, zone)):
                card = _card(name, f"{where}.{zone}[{i}]")
                getattr(player, zone).append(new_object(game, card, setup.name))
        if setup.dungeon is not None:
            dungeon = DUNGEONS.get(setup.dungeon.dungeon)
            if dungeon is None:
                raise InvalidPosition(f"{where}.dungeon: unknown dungeon {setup.dungeon.dungeon!r}")
            if setup.dungeon.room not in {r.name for r in dungeon.rooms}:
                raise InvalidPosition(f"{where}.dungeon.room: {dungeon.name} has no room "
                                      f"{setup.dungeon.room!r}")
            player.dungeon, player.room = dungeon.name, setup.dungeon.room
        for i, name in enumerate(setup.completed_dungeons):
            if name not in DUNGEONS:
                raise InvalidPosition(f"{where}.completed_dungeons[{i}]: unknown dungeon {name!r}")
        player.completed = list(setup.completed_dungeons)
        game.players.append(player)
    _battlefield(game, position)
    game.active = game.turn_owner = position.active_player or names[0]
    return game  # nobody has priority yet: ReferenceEngine.start gives it (CR 117.3a)


def _teams(position: Position) -> dict[str, Team]:
    if position.format != "two-headed-giant":
        return {p.name: Team(p.name, p.life if p.life is not None else STARTING_LIFE)
                for p in position.players}
    by_team: dict[str, list] = {}
    for index, p in enumerate(position.players):
        if not p.team:
            raise InvalidPosition(f"players[{index}].team: required in two-headed-giant")
        by_team.setdefault(p.team, []).append(p)
    if len(by_team) != 2 or any(len(v) != 2 for v in by_team.values()):
        raise InvalidPosition("players: two-headed-giant needs two teams of two (CR 810.1)")
    out = {}
    for name, members in by_team.items():
        lives = {m.life for m in members if m.life is not None}
        if len(lives) > 1:
            raise InvalidPosition(f"players: team {name} members must share one life total")
        team = Team(name, lives.pop() if lives else TWO_HEADED_GIANT_LIFE)
        for m in members:
            out[m.name] = team
    return out


def _card(name: str, where: str, token: bool = False):
    try:
        return card_def(name, token=token)
    except ProtocolError as exc:
        raise type(exc)(f"{where}: {exc.message}") from None


def _battlefield(game: Game, position: Position) -> None:
    pending_attach = []
    for index, setup in enumerate(position.players):
        for j, perm in enumerate(setup.battlefield):
            where = f"players[{index}].battlefield[{j}]"
            card = _card(perm.card, f"{where}.card", token=perm.token)
            if perm.label is not None and game.permanent(perm.label) is not None:
                raise InvalidPosition(f"{where}.label: duplicate label {perm.label!r}")
            owner = perm.owner or setup.name
            if owner not in {p.name for p in position.players}:
                raise InvalidPosition(f"{where}.owner: no player named {owner!r}")
            obj = new_object(game, card, owner, token=perm.token)
            obj.label = perm.label or game.new_label(card.name)
            obj.controller = setup.name
            obj.tapped, obj.sick = perm.tapped, perm.summoning_sick
            for kind, count in perm.counters.items():
                if (kind != "+1/+1" and kind not in KEYWORD_COUNTERS) or count < 0:
                    raise InvalidPosition(f"{where}.counters: unsupported counter {kind!r}")
                obj.counters[kind] = count
            game.battlefield.append(obj)
            if perm.attached_to is not None:
                pending_attach.append((obj, perm.attached_to, where))
    for obj, label, where in pending_attach:
        host = game.permanent(label)
        if host is None:
            raise InvalidPosition(f"{where}.attached_to: no permanent labelled {label!r}")
        if obj.card.equip is None or not host.is_type("creature"):
            raise InvalidPosition(f"{where}.attached_to: only an Equipment attaches to a creature")
        obj.attached_to = host.oid
