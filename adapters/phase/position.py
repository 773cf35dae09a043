"""Position -> a phase.rs game, through one ``load_game`` of a state the adapter writes.

phase.rs has no position loader, but it resumes any exported state. Per engine the adapter keeps
templates made by phase.rs itself (Templates): an empty exported game per format and player
count, and one exported object per card and token of the pool (tokens made by phase.rs's own
CreateToken, so a Treasure has its mana ability). A position is then written into a copy of the
empty game (zones, library order, turn, step, life, lands played, counters, attachments, mana,
initiative, dungeons) and loaded once: about the cost of phase.rs's own ``new_game``.

The card database phase.rs plays with is built here too, from adapters.cardpool.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from rulings.adapters.cardpool import card_pool, token_pool
from rulings.adapters.errors import EngineError, InvalidPosition, Unsupported, UnknownCard
from rulings.adapters.labels import Labels
from rulings.adapters.optional import require
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position, STEPS

from .names import COLORS, COUNTERS, DUNGEONS, FORMATS, MANA, STEP_TO_PHASE


@dataclass
class Seating:
    """Player names <-> phase.rs seats, and the labels of the position's permanents."""

    names: list[str]
    labels: Labels[int] = field(default_factory=Labels)  # phase.rs's object ids

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
        # phase.rs gives each 2HG player 15 life instead of a shared team total (CR 810.4).
        raise Unsupported(f"position.format: {position.format!r} is not supported by phase")
    if position.step not in STEPS:
        raise InvalidPosition(f"position.step: unknown step {position.step!r}")
    names = [p.name for p in position.players]
    if len(set(names)) != len(names):
        raise InvalidPosition("position.players: player names must be unique")
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
            if perm.owner is not None and perm.owner not in names:
                raise InvalidPosition(f"{p.name}.battlefield: unknown owner {perm.owner!r}")
        if p.dungeon:
            rooms = DUNGEONS.get(p.dungeon.dungeon, ("", ()))[1]
            if p.dungeon.room not in rooms:
                raise InvalidPosition(f"{p.name}.dungeon: no room {p.dungeon.room!r} in "
                                      f"{p.dungeon.dungeon!r}")
        for done in p.completed_dungeons:
            if done not in DUNGEONS:
                raise InvalidPosition(f"{p.name}.completed_dungeons: unknown dungeon {done!r}")


def decks(position: Position, seating: Seating) -> list[list[str]]:
    """Each seat's cards as phase.rs decks (tokens left out): what ``new_game`` would be given to
    play the position's cards, the baseline the adapter's set-up is measured against."""
    out: list[list[str]] = [[] for _ in seating.names]
    for p in position.players:
        out[seating.seat(p.name)] += [*p.library, *p.hand, *p.graveyard, *p.exile]
        for perm in p.battlefield:
            if not perm.token:
                out[seating.seat(perm.owner or p.name)].append(perm.card)
    return [deck or ["Plains"] for deck in out]


def mana_units(pool: str, where: str) -> list[str]:
    units: list[str] = []
    for symbol in re.findall(r"\{([^}]*)\}", pool):
        if symbol.isdecimal():
            units += ["Colorless"] * int(symbol)
        elif symbol in MANA:
            units.append(MANA[symbol])
        elif symbol == "N":
            units.append("Colorless")
        else:
            raise InvalidPosition(f"{where}: unknown mana symbol {{{symbol}}}")
    return units


# Object fields a position sets; everything else comes from the card's template as it is.
_OWN_FIELDS = ("id", "card_id", "owner", "controller", "base_controller", "zone", "timestamp",
               "tapped", "summoning_sick", "entered_battlefield_turn", "counters", "attached_to",
               "attachments")


class ObjectTemplate:
    """One exported phase.rs object, kept as JSON text: a copy is written, never parsed."""

    def __init__(self, obj: dict) -> None:
        self.defaults = {k: obj[k] for k in _OWN_FIELDS if k in obj}
        self.is_token = bool(obj.get("is_token"))
        self._body = json.dumps({k: v for k, v in obj.items() if k not in _OWN_FIELDS})[1:-1]

    def render(self, fields: dict) -> str:
        return "{" + json.dumps({**self.defaults, **fields})[1:-1] + "," + self._body + "}"


# The fields of the exported state, and of each player, that a position writes.
_STATE_FIELDS = ("battlefield", "exile", "next_object_id", "next_timestamp", "next_pip_id",
                 "turn_number", "active_player", "priority_player", "phase", "waiting_for",
                 "steps_started_this_turn", "lands_played_this_turn", "dungeon_progress",
                 "initiative")
_PLAYER_FIELDS = ("hand", "library", "graveyard", "life", "lands_played_this_turn", "mana_pool")


class EmptyGame:
    """An exported game with no object and no history, kept as JSON text field by field so a
    position's game is written without parsing or re-encoding the rest."""

    def __init__(self, exported: dict) -> None:
        state = exported["state"]
        self._outer = {k: _member(k, v) for k, v in exported.items() if k != "state"}
        self._state = {k: _member(k, v) for k, v in state.items()}
        self._players = [{k: _member(k, v) for k, v in p.items()} for p in state["players"]]
        self._fields = json.dumps({**{k: state[k] for k in _STATE_FIELDS if k in state},
                                   "players": [{k: p[k] for k in _PLAYER_FIELDS}
                                               for p in state["players"]]})

    def fields(self) -> dict:
        """The fields a position writes, holding the empty game's values."""
        return json.loads(self._fields)

    def text(self, fields: dict, objects: str) -> str:
        """The whole exported game: ``fields`` over the empty game, and the objects' JSON."""
        players = [{**raw, **{k: _member(k, v) for k, v in written.items()}}
                   for raw, written in zip(self._players, fields["players"])]
        state = {**self._state, **{k: _member(k, v) for k, v in fields.items()},
                 "players": '"players":[' + ",".join(_object(p) for p in players) + "]",
                 "objects": '"objects":' + objects}
        return _object({**self._outer, "state": '"state":' + _object(state)})


def _member(key: str, value: Any) -> str:
    return f'"{key}":{json.dumps(value)}'  # phase.rs's keys are plain identifiers


def _object(members: dict[str, str]) -> str:
    return "{" + ",".join(members.values()) + "}"


class Templates:
    """Exported phase.rs states the adapter copies from (see the module docstring)."""

    def __init__(self, engine: Any) -> None:
        self._engine = engine
        self._empty: dict[tuple[str, int], EmptyGame] = {}
        self._objects: dict[str, ObjectTemplate] = {}

    def empty_game(self, fmt: str, players: int) -> EmptyGame:
        """An exported game for ``players`` seats with no object anywhere and no history."""
        key = (fmt, players)
        if key not in self._empty:
            decks = [["Plains"] for _ in range(players)]
            game = self._engine.new_game(player=decks[0], opponent=decks[1],
                                         extra_players=decks[2:] or None, seed=0, format=fmt,
                                         first_player=0)
            exported = game.state()
            state = exported["state"]
            state["objects"], state["battlefield"], state["exile"], state["stack"] = {}, [], [], []
            for player in state["players"]:
                player["hand"], player["library"], player["graveyard"] = [], [], []
            # The opening draws are history a position does not have.
            state["zone_changes_this_turn"] = []
            state["zone_change_library_knowledge_stamps"] = []
            state["resolved_rules_journal"] = {
                "entries": [], "nodes": [], "next_command_ordinal": 0,
                "next_settlement_node_ordinal": 0, "produced_mana": [], "spent_mana": []}
            state["next_object_id"] = 1
            self._empty[key] = EmptyGame(exported)
        return self._empty[key]

    def card(self, name: str) -> ObjectTemplate:
        if not self._objects:
            self._make_objects()
        return self._objects[name]

    def _make_objects(self) -> None:
        cards = sorted(card_pool())
        game = self._engine.new_game(player=cards, opponent=["Plains"], seed=0, first_player=0)
        exported = game.state()
        exported["state"]["debug_mode"] = True
        game = self._engine.load_game(exported)
        for name, spec in sorted(token_pool().items()):
            traits = {
                "display_name": name, "power": spec["power"], "toughness": spec["toughness"],
                "loyalty": None, "core_types": spec["types"],
                "supertypes": spec.get("supertypes", []), "subtypes": spec["subtypes"],
                "colors": [COLORS[c] for c in spec["colors"]], "keywords": spec["keywords"],
            }
            game.apply(0, {"type": "Debug", "data": {"type": "CreateToken", "data": {
                "owner": 0, "request": {"type": "Custom", "data": {
                    "owner": 0, "characteristics": traits}}}}})
        for obj in game.state()["state"]["objects"].values():
            if obj["owner"] == 0 and obj["name"] not in self._objects:
                self._objects[obj["name"]] = ObjectTemplate(obj)


def build_game(engine: Any, templates: Templates, position: Position) -> tuple[Any, Seating]:
    check_position(position)
    seating = Seating([p.name for p in position.players])
    empty = templates.empty_game(FORMATS[position.format], len(position.players))
    state = empty.fields()
    writer = _Writer(state, templates, seating, position.turn)
    for p in position.players:
        writer.player(p)
    writer.attach_all()
    _set_turn(state, position, seating)
    if may_need_sbas(position):
        # Debug actions stay allowed so that the adapter can have phase.rs check state-based
        # actions as the game starts (CR 704.3: before anyone gets priority); it sends no other.
        state["debug_mode"] = True
    return engine.load_game(empty.text(state, writer.objects())), seating


def may_need_sbas(position: Position) -> bool:
    """Whether a state-based action may apply to the position as written (CR 704.5): a life
    total of 0 or less (a), counters that may kill or annihilate (f, q), an attachment that may
    be illegal (m, n), two legendary permanents of one name under one player (j), or a venture
    marker in a dungeon's bottom room (t). Drawn cards, damage and poison are not in a
    position."""
    for p in position.players:
        legends = [perm.card for perm in p.battlefield if "Legendary" in (
            (token_pool() if perm.token else card_pool()).get(perm.card, {}).get("supertypes") or ())]
        if (p.life is not None and p.life <= 0) or len(set(legends)) < len(legends):
            return True
        if any(perm.counters or perm.attached_to for perm in p.battlefield):
            return True
        if p.dungeon and p.dungeon.room == DUNGEONS[p.dungeon.dungeon][1][-1]:
            return True
    return False


class _Writer:
    """Writes the position's objects, and the fields that hold them, into ``state``."""

    def __init__(self, state: dict, templates: Templates, seating: Seating, turn: int) -> None:
        self.state, self.templates, self.seating, self.turn = state, templates, seating, turn
        self.objects_written: dict[int, tuple[ObjectTemplate, dict]] = {}
        self.attachments: list[tuple[int, str, str]] = []  # (object, label of host, where)

    def new_object(self, name: str, owner: int, zone: str) -> int:
        state = self.state
        oid = state["next_object_id"]
        state["next_object_id"] = oid + 1
        template = self.templates.card(name)
        fields = {"id": oid, "owner": owner, "controller": owner, "base_controller": owner,
                  "zone": zone, "timestamp": state["next_timestamp"]}
        if not template.is_token:
            fields["card_id"] = oid
        state["next_timestamp"] += 1
        self.objects_written[oid] = (template, fields)
        return oid

    def objects(self) -> str:
        """The objects as JSON, each written from its template."""
        return "{" + ",".join(f'"{oid}":{template.render(fields)}'
                              for oid, (template, fields) in self.objects_written.items()) + "}"

    def player(self, p: PlayerSetup) -> None:
        seat = self.seating.seat(p.name)
        zones = self.state["players"][seat]
        for zone, key in (("library", "Library"), ("hand", "Hand"), ("graveyard", "Graveyard")):
            zones[zone] = [self.new_object(card, seat, key) for card in getattr(p, zone)]
        self.state["exile"] += [self.new_object(card, seat, "Exile") for card in p.exile]
        for perm in p.battlefield:
            self.permanent(p, seat, perm)
        units = mana_units(p.mana_pool, f"{p.name}.mana_pool")
        for color in units:
            zones["mana_pool"]["mana"].append({"color": color, "pip_id": self.state["next_pip_id"],
                                               "restrictions": [], "snow": False, "source_id": 0})
            self.state["next_pip_id"] += 1

    def permanent(self, p: PlayerSetup, seat: int, perm: PermanentSetup) -> None:
        owner = self.seating.seat(perm.owner or p.name)
        oid = self.new_object(perm.card, owner, "Battlefield")
        self.objects_written[oid][1].update(
            controller=seat, base_controller=seat, tapped=perm.tapped,
            summoning_sick=perm.summoning_sick,
            entered_battlefield_turn=self.turn if perm.summoning_sick else 0,
            counters={COUNTERS.get(kind, kind): n for kind, n in perm.counters.items() if n})
        self.state["battlefield"].append(oid)
        label = perm.label or perm.card
        if perm.label is not None and self.seating.labels.find(label) is not None:
            raise InvalidPosition(f"{p.name}.battlefield: label {label!r} is used twice")
        if perm.label is None:
            self.seating.labels.label(oid, perm.card)
        else:
            self.seating.labels.fix(oid, perm.label)
        if perm.attached_to:
            self.attachments.append((oid, perm.attached_to, f"{p.name}.battlefield"))

    def attach_all(self) -> None:
        for oid, host_label, where in self.attachments:
            host = self.seating.labels.find(host_label)
            if host is None or host == oid:
                raise InvalidPosition(f"{where}: attached to unknown label {host_label!r}")
            self.objects_written[oid][1]["attached_to"] = {"type": "Object", "data": host}
            template, fields = self.objects_written[host]
            fields["attachments"] = [*fields.get("attachments", template.defaults["attachments"]),
                                     oid]


def _set_turn(state: dict, position: Position, seating: Seating) -> None:
    active = seating.seat(position.active_player or position.players[0].name)
    phase = STEP_TO_PHASE[position.step]
    started = STEPS[:STEPS.index(position.step) + 1]
    state.update(turn_number=position.turn, active_player=active, priority_player=active,
                 phase=phase, waiting_for={"type": "Priority", "data": {"player": active}},
                 steps_started_this_turn={STEP_TO_PHASE[s]: 1 for s in started})
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


# -- the phase.rs card database -------------------------------------------------------------------
# Built in-process from the shipped card pool (adapters.cardpool): no download.

def phase_module() -> Any:
    """The ``phase`` module of phase-python; EngineNotInstalled (one line) when it is missing."""
    return require("phase", "phase-python")


@cache
def card_database() -> str:
    """card-data.json text: each MTGJSON-shaped card turned into a phase.rs CardFace."""
    phase = phase_module()
    faces: dict[str, Any] = {}
    for name, card in card_pool().items():
        # build_oracle_face wants the AtomicCard fields the pool leaves out.
        atomic = {**card, "identifiers": {}, "legalities": {}, "manaValue": 0}
        try:
            faces[name.lower()] = phase.build_oracle_face(atomic, None)
        except ValueError as exc:
            raise EngineError(f"phase could not build card {name!r}: {exc}") from None
    return json.dumps(faces)


def new_engine() -> Any:
    """A phase.rs Engine over the card database (the templates and games are made from it)."""
    return phase_module().Engine.from_json(card_database())
