"""A phase.rs exported state -> the protocol's Observation (labels, stack labels, zones), and
phase.rs GameEvents -> the protocol's event log (translate)."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Literal

from rulings.adapters.decisions import Decision
from rulings.adapters.observation import (Event, ExiledCard, Observation, PermanentView, Playable,
                                          PlayerView, StackItem)

from .names import COUNTER_NAMES, DUNGEON_BY_ID, DUNGEON_SOURCE_BASE, DUNGEONS, PHASE_TO_STEP
from .position import Seating

_MANA_LETTER = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G",
                "Colorless": "C"}


def _obj(state: Mapping[str, Any], object_id: int) -> dict | None:
    return state["objects"].get(str(object_id))


def object_name(state: Mapping[str, Any], object_id: int) -> str | None:
    obj = _obj(state, object_id)
    return obj["name"] if obj else None


def exile_permission(obj: dict, seat: int) -> Playable:
    """How ``seat`` may play this exiled card now: "", "this-turn" or "this-turn-free".

    phase.rs pairs a free-cast grant (ExileWithAltCost costing nothing) with a PlayFromExile
    "land companion" that only lets a land be played; a nonland card under those two may be cast
    only without paying its mana cost (CR 118.9).
    """
    land = "Land" in obj["card_types"]["core_types"]
    free = plain = False
    for perm in obj.get("casting_permissions") or []:
        if perm.get("granted_to", seat) != seat:
            continue
        if perm.get("type") == "ExileWithAltCost" and _costs_nothing(perm.get("cost")):
            free = True
        elif perm.get("type") == "PlayFromExile" and (
                land or perm.get("provenance") != "LandLookCompanion"):
            plain = True
    return "this-turn" if plain else "this-turn-free" if free else ""


def _costs_nothing(cost: Any) -> bool:
    return isinstance(cost, dict) and not cost.get("shards") and not cost.get("generic")


def _exiled(state: Mapping[str, Any], object_id: int, seat: int) -> ExiledCard:
    obj = _obj(state, object_id) or {}
    playable = exile_permission(obj, seat) if obj else ""
    return ExiledCard(obj.get("name", "?"), playable)


def _player(state: Mapping[str, Any], seat: int, seating: Seating) -> PlayerView:
    player = state["players"][seat]
    progress = (state.get("dungeon_progress") or {}).get(str(seat)) or {}
    current = progress.get("current_dungeon")
    dungeon = DUNGEON_BY_ID.get(current) if current else None
    room = DUNGEONS[dungeon][1][progress.get("current_room", 0)] if dungeon else None
    pool = "".join("{%s}" % _MANA_LETTER.get(m["color"], "C")
                   for m in player["mana_pool"]["mana"])
    exile = tuple(_exiled(state, oid, seat) for oid in state["exile"]
                  if (_obj(state, oid) or {}).get("owner") == seat)
    return PlayerView(
        name=seating.name(seat),
        life=player["life"],
        left_game=bool(player.get("is_eliminated")),
        hand=tuple(object_name(state, oid) or "?" for oid in player["hand"]),
        library=tuple(object_name(state, oid) or "?" for oid in player["library"]),
        graveyard=tuple(object_name(state, oid) or "?" for oid in player["graveyard"]),
        exile=exile,
        dungeon=dungeon,
        room=room,
        # phase.rs records completed dungeons as a set: no order, no repeats.
        completed_dungeons=tuple(DUNGEON_BY_ID.get(d, d) for d in progress.get("completed", [])),
        mana_pool=pool,
        lands_played=player.get("lands_played_this_turn", 0),
    )


def _permanent(state: Mapping[str, Any], object_id: int, seating: Seating) -> PermanentView:
    obj = state["objects"][str(object_id)]
    attached = obj.get("attached_to")
    attached_label = None
    if isinstance(attached, dict) and attached.get("type") == "Object":
        target = attached["data"]
        attached_label = seating.labels.label(target, object_name(state, target) or "?")
    return PermanentView(
        label=seating.labels.label(object_id, obj["name"]),
        name=obj["name"],
        controller=seating.name(obj["controller"]),
        owner=seating.name(obj["owner"]),
        power=obj.get("power"),
        toughness=obj.get("toughness"),
        counters={COUNTER_NAMES.get(k, k): v for k, v in (obj.get("counters") or {}).items()},
        tapped=bool(obj.get("tapped")),
        attached_to=attached_label,
        keywords=tuple(sorted(_keyword(k) for k in obj.get("keywords") or [])),
        goaded_by=tuple(seating.name(p) for p in sorted(obj.get("goaded_by") or [])),
        token=bool(obj.get("is_token")),
        types=tuple(t.lower() for t in obj["card_types"]["core_types"]),
        damage=obj.get("damage_marked", 0),
    )


def _keyword(keyword: Any) -> str:
    if isinstance(keyword, dict):
        keyword = keyword.get("type", "")
    return str(keyword).lower()


def stack_item(state: Mapping[str, Any], entry: dict, seating: Seating) -> StackItem:
    """Our reading of one phase.rs stack entry (labels: adapters.observation.stack_label)."""
    controller = seating.name(entry["controller"])
    kind, data = entry["kind"]["type"], entry["kind"].get("data") or {}
    source_id = entry["source_id"]
    if kind == "Spell":
        name = object_name(state, source_id) or "?"
        return StackItem("spell", controller, "spell", source=name, detail=name,
                         targets=target_names(state, entry, seating))
    ability = data.get("ability") or {}
    effect = (ability.get("effect") or {}).get("type")
    stack_kind: Literal["triggered", "activated"] = \
        "triggered" if kind == "TriggeredAbility" else "activated"
    trigger = (data.get("trigger_event") or {}).get("type")
    if source_id >= DUNGEON_SOURCE_BASE and trigger == "RoomEntered":
        # "Undercity: Forge — Put two +1/+1 counters ..."
        text = str(data.get("description") or data.get("source_name") or "")
        dungeon, _, rest = text.partition(": ")
        room = rest.split(" — ")[0]
        return StackItem("triggered", controller, "room", source=dungeon, detail=room,
                         targets=target_names(state, entry, seating))
    # phase.rs gives some sourceless triggers (the venture after a 726.4 hand-over) a synthetic
    # per-player source id: those have no source in the rules.
    source = object_name(state, source_id) if 0 < source_id < DUNGEON_SOURCE_BASE else None
    alone = ability.get("sub_ability") is None
    if stack_kind == "triggered" and alone and effect in _INITIATIVE_EFFECTS:
        # The initiative's own triggers (CR 726.2) and a card's "you take the initiative"
        # trigger share their label; stack-inspection tells them apart by source. phase.rs
        # gives the steal trigger the creature as its source, which stack-inspection shows.
        return StackItem("triggered", controller, _INITIATIVE_EFFECTS[effect],
                         source=source, player=controller,
                         targets=target_names(state, entry, seating))
    return StackItem(stack_kind, controller, "card-ability", source=source or "?",
                     detail=str(data.get("description") or effect or ""),
                     targets=target_names(state, entry, seating))


_INITIATIVE_EFFECTS: dict[str, Any] = {
    "TakeTheInitiative": "take-initiative", "VentureInto": "venture-into-undercity",
    "VentureIntoDungeon": "venture-into-dungeon",
}


def observe(state: Mapping[str, Any], seating: Seating, events: tuple[Event, ...],
            pending: Decision | None) -> Observation:
    seats = range(len(state["players"]))
    prompt = state.get("waiting_for") or {}
    priority = None
    if prompt.get("type") == "Priority":
        priority = seating.name(prompt["data"]["player"])
    holder = state.get("initiative")
    active = state.get("active_player")
    return Observation(
        turn=state["turn_number"],
        step=PHASE_TO_STEP.get(state["phase"], state["phase"]),
        active_player=seating.name(active) if active is not None else None,
        players=tuple(_player(state, seat, seating) for seat in seats),
        initiative=seating.name(holder) if holder is not None else None,
        priority=priority,
        battlefield=tuple(_permanent(state, oid, seating) for oid in state["battlefield"]),
        # phase.rs lists the stack bottom first.
        stack=tuple(stack_item(state, e, seating) for e in reversed(state["stack"])),
        events=events,
        pending=pending,
    )


def target_names(state: Mapping[str, Any], entry: dict, seating: Seating) -> tuple[str, ...]:
    """The targets phase.rs chose for a stack entry: labels, or player names."""
    data = entry["kind"].get("data") or {}
    ability = data.get("ability") or data
    names: list[str] = []
    for target in ability.get("targets") or []:
        if "Player" in target:
            names.append(seating.name(target["Player"]))
        elif "Object" in target:
            oid = target["Object"]
            names.append(seating.labels.label(oid, object_name(state, oid) or "?"))
    # Equip's host is bound rather than listed among the targets.
    host = ((ability.get("context") or {}).get("attach_target_bindings") or {}).get("host_target")
    if host:
        oid = host["object_id"]
        names.append(seating.labels.label(oid, object_name(state, oid) or "?"))
    return tuple(names)


# -- phase.rs GameEvents -> the protocol's event log (adapters.observation.EVENT_TYPES) -----------

_VENTURES = {
    # phase.rs ventures inside the take-the-initiative effect itself (no trigger, CR 726.2).
    "TakeTheInitiative": "into Undercity",
    "VentureInto": "into Undercity",
    "VentureIntoDungeon": "into the dungeon",
}


def _target(state: Mapping[str, Any], target: dict, seating: Seating) -> str:
    if "Player" in target:
        return seating.name(target["Player"])
    oid: Any = target.get("Object")  # phase.rs's JSON: an object id, None for another target
    return seating.labels.label(oid, object_name(state, oid) or "?")


def translate(raw: Iterable[dict], state: Mapping[str, Any], seating: Seating, before: list[dict],
              stack_labels: dict[int, str], turn_owner: int) -> list[Event]:
    """``state``: the state after the action (its objects are read: state.LiveState);
    ``before``: the stack before the action, top first; ``stack_labels``: labels of stack
    objects seen so far (a StackResolved event comes after the object left the stack);
    ``turn_owner``: the seat whose turn it was before the action (TurnStarted events move it)."""
    out: list[Event] = []
    last_taker: str | None = None
    for event in raw:
        kind, data = event.get("type"), event.get("data") or {}
        player = seating.name(data["player_id"]) if "player_id" in data else None
        if kind == "TurnStarted":
            turn_owner = data["player_id"]
        elif kind == "PhaseChanged":
            # CR 500.1: each step begins; the protocol names it with the turn's owner.
            out.append(Event("step", player=seating.name(turn_owner),
                             text=PHASE_TO_STEP.get(data["phase"], data["phase"]), rule="500.1"))
        elif kind == "InitiativeTaken":
            last_taker = player
            out.append(Event("took-initiative", player=player, rule="726.3"))
        elif kind == "EffectResolved" and data.get("kind") in _VENTURES:
            who = last_taker if data["kind"] == "TakeTheInitiative" else None
            who = who or _controller_of(before, data["source_id"], seating)
            out.append(Event("ventured", player=who, text=_VENTURES[data["kind"]], rule="701.49"))
        elif kind == "RoomEntered":
            dungeon = DUNGEON_BY_ID.get(data["dungeon"], data["dungeon"])
            if data["room_index"] == 0:
                out.append(Event("entered-dungeon", player=player, dungeon=dungeon,
                                 rule="701.49a"))
            out.append(Event("entered-room", player=player, dungeon=dungeon,
                             room=data["room_name"], rule="309.5"))
        elif kind == "DungeonCompleted":
            out.append(Event("completed-dungeon", player=player,
                             dungeon=DUNGEON_BY_ID.get(data["dungeon"], data["dungeon"]),
                             rule="309.7"))
        elif kind == "DamageDealt":
            source = object_name(state, data["source_id"])
            out.append(Event("damage", source=source, target=_target(state, data["target"], seating),
                             amount=data["amount"], text="combat" if data.get("is_combat") else None))
        elif kind == "LifeChanged":
            out.append(Event("life", player=player, amount=data["amount"]))
        elif kind == "CardDrawn":
            out.append(Event("drew", player=player))
        elif kind == "TokenCreated":
            obj = state["objects"].get(str(data["object_id"]))
            owner = seating.name(obj["controller"]) if obj else None
            out.append(Event("token", player=owner, text=data.get("name")))
        elif kind == "StackPushed" and data["object_id"] in stack_labels:
            out.append(Event("trigger", text=stack_labels[data["object_id"]]))
        elif kind == "StackResolved" and data["object_id"] in stack_labels:
            out.append(Event("resolved", text=stack_labels[data["object_id"]]))
        elif kind == "PlayerLost":
            out.append(Event("lost-game", player=player, rule="704.5a"))
        elif kind == "PlayerPerformedAction" and data.get("action") == "ShuffledLibrary":
            out.append(Event("shuffled", player=player, rule="701.24"))
        elif kind == "PlayerEliminated":
            out.append(Event("left-game", player=player, rule="800.4a"))
    return out


def _controller_of(before: list[dict], source_id: int, seating: Seating) -> str | None:
    """The controller of the top stack object with that source: the one that resolved."""
    for entry in before:
        if entry["source_id"] == source_id:
            return seating.name(entry["controller"])
    return None
