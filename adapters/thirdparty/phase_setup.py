"""Position -> a phase.rs game: new_game with each player's cards, then the state is rewritten.

phase.rs has no position loader, so the adapter starts a game whose decks hold exactly the
position's cards, keeps the opening hands, rewrites the exported state (zones, turn, step, life,
initiative, dungeons) and loads it back; counters, attachments, tokens and mana use the engine's
own Debug actions so its derived state stays consistent.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from adapters.errors import InvalidPosition, Unsupported, UnknownCard
from adapters.position import PermanentSetup, Position, STEPS

from .cardpool import card_pool, token_pool
from .labels import Labels
from .phase_names import COLORS, COUNTERS, DUNGEONS, FORMATS, MANA, STEP_TO_PHASE

# A seat with no cards at all still needs a deck: this card is loaded, then removed.
_PLACEHOLDER = "Plains"


@dataclass
class Seating:
    """Player names <-> phase.rs seats, and the labels of the position's permanents."""

    names: list[str]
    labels: Labels = field(default_factory=Labels)

    def seat(self, name: str) -> int:
        try:
            return self.names.index(name)
        except ValueError:
            raise InvalidPosition(f"no player named {name!r} (players: {self.names})") from None

    def name(self, seat: int) -> str:
        return self.names[seat]


def check_position(position: Position) -> None:
    """Reject what this adapter cannot set up, before anything is built."""
    if position.format not in FORMATS or position.format == "two-headed-giant":
        # phase.rs gives each 2HG player 15 life instead of a shared team total (CR 810.9).
        raise Unsupported(f"position.format: {position.format!r} is not supported by phase")
    if position.step not in STEPS:
        raise InvalidPosition(f"position.step: unknown step {position.step!r}")
    pool = card_pool()
    for p in position.players:
        for zone in ("library", "hand", "graveyard", "exile"):
            for card in getattr(p, zone):
                if card not in pool:
                    raise UnknownCard(f"{p.name}.{zone}: phase adapter has no card {card!r}")
        for perm in p.battlefield:
            if perm.token and perm.card not in token_pool():
                raise Unsupported(f"{p.name}.battlefield: token {perm.card!r} can't be set up in phase")
            if not perm.token and perm.card not in pool:
                raise UnknownCard(f"{p.name}.battlefield: phase adapter has no card {perm.card!r}")
        if p.dungeon:
            rooms = DUNGEONS.get(p.dungeon.dungeon, ("", ()))[1]
            if p.dungeon.room not in rooms:
                raise InvalidPosition(f"{p.name}.dungeon: no room {p.dungeon.room!r} in "
                                      f"{p.dungeon.dungeon!r}")
        for done in p.completed_dungeons:
            if done not in DUNGEONS:
                raise InvalidPosition(f"{p.name}.completed_dungeons: unknown dungeon {done!r}")


def decks(position: Position, seating: Seating) -> list[list[str]]:
    """Each seat's deck: every non-token card that player owns anywhere in the position."""
    out: list[list[str]] = [[] for _ in seating.names]
    for p in position.players:
        seat = seating.seat(p.name)
        out[seat] += [*p.library, *p.hand, *p.graveyard, *p.exile]
        for perm in p.battlefield:
            if not perm.token:
                out[seating.seat(perm.owner or p.name)].append(perm.card)
    return [deck or [_PLACEHOLDER] for deck in out]


def keep_opening_hands(game: Any) -> None:
    for _ in range(16):
        prompt = game.waiting_for()
        if prompt["type"] != "MulliganDecision":
            return
        seat = prompt["data"]["pending"][0]["player"]
        keep = [a for a in game.actions() if a.data["choice"]["type"] == "Keep"]
        game.apply(seat, keep[0])
    raise InvalidPosition("phase kept asking for mulligan decisions")


def mana_units(pool: str, where: str) -> list[str]:
    units: list[str] = []
    for symbol in re.findall(r"\{([^}]*)\}", pool):
        if symbol.isdigit():
            units += ["Colorless"] * int(symbol)
        elif symbol in MANA:
            units.append(MANA[symbol])
        elif symbol == "N":
            units.append("Colorless")
        else:
            raise InvalidPosition(f"{where}: unknown mana symbol {{{symbol}}}")
    return units


class _Cards:
    """Unplaced card objects of the new game, by (owner seat, name)."""

    def __init__(self, state: dict) -> None:
        self._free: dict[tuple[int, str], list[int]] = {}
        for key in sorted(state["objects"], key=int):
            obj = state["objects"][key]
            self._free.setdefault((obj["owner"], obj["name"]), []).append(obj["id"])

    def take(self, seat: int, name: str) -> int:
        return self._free[(seat, name)].pop(0)

    def discard(self, object_id: int, state: dict) -> None:
        obj = state["objects"][str(object_id)]
        self._free[(obj["owner"], obj["name"])].remove(object_id)

    def leftovers(self) -> list[int]:
        return [oid for ids in self._free.values() for oid in ids]


def _debug(game: Any, action: dict) -> Any:
    return game.apply(0, {"type": "Debug", "data": action})


def _create_tokens(engine: Any, game: Any, position: Position, seating: Seating) -> tuple[Any, dict]:
    """Creates the position's tokens; returns the game and {(seat, index in battlefield): id}."""
    made: dict[tuple[int, int], int] = {}
    todo = [(seating.seat(p.name), i, perm) for p in position.players
            for i, perm in enumerate(p.battlefield) if perm.token]
    if not todo:
        return game, made
    exported = game.state()
    exported["state"]["debug_mode"] = True
    game = engine.load_game(exported)
    for seat, i, perm in todo:
        spec = token_pool()[perm.card]
        traits = {
            "display_name": perm.card, "power": spec["power"], "toughness": spec["toughness"],
            "loyalty": None, "core_types": spec["types"], "supertypes": spec.get("supertypes", []),
            "subtypes": spec["subtypes"], "colors": [COLORS[c] for c in spec["colors"]],
            "keywords": spec["keywords"],
        }
        result = _debug(game, {"type": "CreateToken", "data": {"owner": seat, "request": {
            "type": "Custom", "data": {"owner": seat, "characteristics": traits}}}})
        made[(seat, i)] = next(e["data"]["object_id"] for e in result.to_dict()["events"]
                               if e["type"] == "TokenCreated")
    return game, made


def build_game(engine: Any, position: Position) -> tuple[Any, Seating]:
    check_position(position)
    seating = Seating([p.name for p in position.players])
    if len(set(seating.names)) != len(seating.names):
        raise InvalidPosition("position.players: player names must be unique")
    all_decks = decks(position, seating)
    game = engine.new_game(
        player=all_decks[0], opponent=all_decks[1], extra_players=all_decks[2:] or None,
        seed=position.seed, format=FORMATS[position.format], first_player=0,
    )
    keep_opening_hands(game)
    game, tokens = _create_tokens(engine, game, position, seating)
    exported = game.state()
    state = exported["state"]
    cards = _Cards(state)
    for oid in tokens.values():
        cards.discard(oid, state)
    state["battlefield"], state["exile"] = [], []
    for player in state["players"]:
        player["hand"], player["library"], player["graveyard"] = [], [], []
    placed: list[tuple[int, PermanentSetup]] = []
    for p in position.players:
        seat = seating.seat(p.name)
        zones = state["players"][seat]
        for zone, key in (("library", "Library"), ("hand", "Hand"), ("graveyard", "Graveyard")):
            for card in getattr(p, zone):
                oid = cards.take(seat, card)
                state["objects"][str(oid)]["zone"] = key
                zones[zone].append(oid)
        for card in p.exile:
            oid = cards.take(seat, card)
            state["objects"][str(oid)]["zone"] = "Exile"
            state["exile"].append(oid)
        for i, perm in enumerate(p.battlefield):
            if perm.token:
                oid = tokens[(seat, i)]
            else:
                oid = cards.take(seating.seat(perm.owner or p.name), perm.card)
            obj = state["objects"][str(oid)]
            obj.update(zone="Battlefield", controller=seat, base_controller=seat,
                       tapped=perm.tapped, summoning_sick=perm.summoning_sick,
                       entered_battlefield_turn=position.turn if perm.summoning_sick else 0)
            state["battlefield"].append(oid)
            if perm.label is None:
                seating.labels.label(oid, perm.card)
            elif seating.labels.find(perm.label) is not None:
                raise InvalidPosition(f"{p.name}.battlefield: label {perm.label!r} is used twice")
            else:
                seating.labels.fix(oid, perm.label)
            placed.append((oid, perm))
    for oid in cards.leftovers():  # only placeholders remain
        del state["objects"][str(oid)]
    _set_turn(state, position, seating)
    game = engine.load_game(exported)
    game = _finish_with_debug(engine, game, position, seating, placed)
    return game, seating


def _set_turn(state: dict, position: Position, seating: Seating) -> None:
    active = seating.seat(position.active_player or position.players[0].name)
    state.update(turn_number=position.turn, active_player=active, priority_player=active,
                 phase=STEP_TO_PHASE[position.step],
                 waiting_for={"type": "Priority", "data": {"player": active}})
    for p in position.players:
        seat = seating.seat(p.name)
        player = state["players"][seat]
        if p.life is not None:
            player["life"] = p.life
        player["lands_played_this_turn"] = p.lands_played
        if p.dungeon or p.completed_dungeons:
            state.setdefault("dungeon_progress", {})[str(seat)] = {
                "current_dungeon": DUNGEONS[p.dungeon.dungeon][0] if p.dungeon else None,
                "current_room": (DUNGEONS[p.dungeon.dungeon][1].index(p.dungeon.room)
                                 if p.dungeon else 0),
                # phase.rs keeps a set: repeats and order of completion are lost.
                "completed": sorted({DUNGEONS[d][0] for d in p.completed_dungeons}),
            }
    state["lands_played_this_turn"] = state["players"][active]["lands_played_this_turn"]
    if position.initiative is not None:
        state["initiative"] = seating.seat(position.initiative)


def _finish_with_debug(engine: Any, game: Any, position: Position, seating: Seating,
                       placed: list[tuple[int, PermanentSetup]]) -> Any:
    steps: list[dict] = []
    for oid, perm in placed:
        for kind, n in perm.counters.items():
            steps.append({"type": "ModifyCounters", "data": {
                "object_id": oid, "counter_type": COUNTERS.get(kind, kind), "delta": n}})
        if perm.attached_to:
            target = seating.labels.find(perm.attached_to)
            if target is None:
                raise InvalidPosition(f"battlefield: {perm.label or perm.card!r} is attached to "
                                      f"unknown label {perm.attached_to!r}")
            steps.append({"type": "Attach", "data": {"object_id": oid, "target": {"type": "Object", "data": target}}})
    for p in position.players:
        units = mana_units(p.mana_pool, f"{p.name}.mana_pool")
        if units:
            steps.append({"type": "AddMana", "data": {"player_id": seating.seat(p.name),
                                                      "mana": units}})
    if not steps:
        return game
    exported = game.state()
    exported["state"]["debug_mode"] = True
    game = engine.load_game(exported)
    for step in steps:
        _debug(game, step)
    exported = game.state()
    exported["state"]["debug_mode"] = False
    return engine.load_game(exported)
