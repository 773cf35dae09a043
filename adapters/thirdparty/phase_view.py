"""A phase.rs exported state -> the protocol's Observation (labels, stack labels, zones)."""
from __future__ import annotations

from typing import Any

from adapters.decisions import Decision
from adapters.observation import Event, ExiledCard, Observation, PermanentView, PlayerView, StackItem

from .phase_names import COUNTER_NAMES, DUNGEON_BY_ID, DUNGEON_SOURCE_BASE, DUNGEONS, PHASE_TO_STEP
from .phase_setup import Seating

_MANA_LETTER = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G",
                "Colorless": "C"}


def _obj(state: dict, object_id: int) -> dict | None:
    return state["objects"].get(str(object_id))


def object_name(state: dict, object_id: int) -> str | None:
    obj = _obj(state, object_id)
    return obj["name"] if obj else None


def _exiled(state: dict, object_id: int, seat: int) -> ExiledCard:
    obj = _obj(state, object_id) or {}
    playable = ""
    for perm in obj.get("casting_permissions") or []:
        text = str(perm)
        if "granted_to" in perm and perm["granted_to"] != seat:
            continue
        if "PlayFromExile" in text or "ExileWithAltCost" in text or "Play" in text:
            playable = "this-turn-free" if "free" in text.lower() or "Free" in text else "this-turn"
    return ExiledCard(obj.get("name", "?"), playable)  # type: ignore[arg-type]


def _player(state: dict, seat: int, seating: Seating) -> PlayerView:
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


def _permanent(state: dict, object_id: int, seating: Seating) -> PermanentView:
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


def stack_item(state: dict, entry: dict, seating: Seating) -> StackItem:
    """Our reading of one phase.rs stack entry (labels: adapters.observation.stack_label)."""
    controller = seating.name(entry["controller"])
    kind, data = entry["kind"]["type"], entry["kind"].get("data") or {}
    source_id = entry["source_id"]
    if kind == "Spell":
        name = object_name(state, source_id) or "?"
        return StackItem("spell", controller, "spell", source=name, detail=name)
    ability = data.get("ability") or {}
    effect = (ability.get("effect") or {}).get("type")
    stack_kind = "triggered" if kind == "TriggeredAbility" else "activated"
    if source_id >= DUNGEON_SOURCE_BASE:
        # "Undercity: Forge — Put two +1/+1 counters ..."
        text = str(data.get("description") or data.get("source_name") or "")
        dungeon, _, rest = text.partition(": ")
        room = rest.split(" — ")[0]
        return StackItem("triggered", controller, "room", source=dungeon, detail=room)
    source = object_name(state, source_id) if source_id else None
    inherent = source is None or (data.get("trigger_event") or {}).get("type") == "DamageDealt"
    if stack_kind == "triggered" and inherent:
        # The initiative's own triggers (CR 725.2); phase.rs gives the steal trigger the
        # creature as its source, which stack-inspection shows.
        effects = {"TakeTheInitiative": "take-initiative", "VentureInto": "venture-into-undercity",
                   "VentureIntoDungeon": "venture-into-dungeon"}
        if effect in effects:
            return StackItem("triggered", controller, effects[effect],  # type: ignore[arg-type]
                             source=source, player=controller)
    return StackItem(stack_kind, controller, "card-ability", source=source or "?",  # type: ignore[arg-type]
                     detail=str(data.get("description") or effect or ""))


def observe(state: dict, seating: Seating, events: tuple[Event, ...],
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
