"""phase.rs ``waiting_for`` prompts -> protocol Decisions, and answers -> phase.rs actions.

Options are named by meaning (room, dungeon, card names, labels, player names); an answer is
turned back into the engine's own actions. Some protocol decisions take two phase.rs prompts
(an optional "cast one for free" is a yes/no prompt, then a card choice): the Prompt then carries
the actions for every answer, worked out on a copy of the game. AssignCombatDamage is the
protocol's assign-combat-damage decision (protocol 1.1), with phase.rs's own split as default.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings.adapters.decisions import Decision
from rulings.adapters.errors import IllegalAction, Unsupported

from .names import DUNGEON_BY_ID, DUNGEONS
from .position import Seating
from .view import object_name

# Prompts that are not decisions: the next scripted action answers them.
NOT_DECISIONS = frozenset({"Priority", "DeclareAttackers", "DeclareBlockers", "GameOver"})

# Card-choosing prompts answered with SelectCards.
_CARD_PROMPTS: dict[str, str] = {
    "SearchChoice": "search-library",
    "ScryChoice": "scry",
    "DigChoice": "choose-from-reveal",
    "DiscardChoice": "choose-discard",
    "RevealChoice": "choose-from-reveal",
    "WardSacrificeChoice": "choose-sacrifice",
    "WardDiscardChoice": "choose-discard",
}
# EffectZoneChoice prompts by the effect that asks.
_ZONE_EFFECTS: dict[str, str] = {
    "Sacrifice": "choose-sacrifice",
    "Discard": "choose-discard",
    "CastFromZone": "choose-cast",
}

# A copy of the game with ``actions`` applied by a seat, as (game, state); None if phase refuses.
Lookahead = Callable[[int, list[Any]], "tuple[Any, dict] | None"]


@dataclass(frozen=True)
class Prompt:
    """One pending phase.rs prompt with the decision it stands for."""

    seat: int
    decision: Decision
    raw: dict
    # answer -> the phase.rs actions giving it, when they can't be worked out from the answer
    plans: dict[tuple[str, ...], list[Any]] = field(default_factory=dict)


def _target_name(state: Mapping[str, Any], target: dict, seating: Seating) -> str:
    if "Player" in target:
        return seating.name(target["Player"])
    oid = target["Object"]
    return seating.labels.label(oid, object_name(state, oid) or "?")


def _card_name(state: Mapping[str, Any], oid: int, seating: Seating) -> str:
    """Battlefield objects by label, cards elsewhere by name."""
    if oid in state["battlefield"]:
        return seating.labels.label(oid, object_name(state, oid) or "?")
    return object_name(state, oid) or "?"


def _cards(kind: str, data: dict) -> list[int]:
    if kind == "DigChoice":
        return list(data.get("selectable_cards") or [])
    if kind == "WardSacrificeChoice":
        return list(data.get("permanents") or [])
    return list(data.get("cards") or [])


def _card_prompt(kind: str, data: dict, state: Mapping[str, Any], seat: int,
                 seating: Seating) -> Decision:
    cards = _cards(kind, data)
    if kind == "DigChoice":
        limit = min(data.get("keep_count", 1), len(cards))
    elif kind == "ScryChoice":
        limit = len(cards)
    else:
        limit = min(data.get("count", 1), len(cards))
    names = tuple(_card_name(state, oid, seating) for oid in cards)
    optional = kind in ("SearchChoice", "ScryChoice") or data.get("up_to")
    return Decision(_CARD_PROMPTS[kind], seating.name(seat), names, min=0 if optional else limit,
                    max=limit)


def _zone_prompt(data: dict, state: Mapping[str, Any], seat: int, seating: Seating) -> Decision:
    kind = _ZONE_EFFECTS.get(str(data.get("effect_kind")))
    if kind is None:
        raise Unsupported(f"phase asks {seating.name(seat)} for a {data.get('effect_kind')!r} "
                          "card choice the adapter does not translate")
    cards = list(data.get("cards") or [])
    limit = min(data.get("count", 1), len(cards))
    names = tuple(_card_name(state, oid, seating) for oid in cards)
    return Decision(kind, seating.name(seat), names, min=0 if data.get("up_to") else limit,
                    max=limit)


def read_prompt(game: Any, state: Mapping[str, Any], seating: Seating,
                lookahead: Lookahead) -> Prompt | None:
    raw = state.get("waiting_for") or {}
    kind, data = raw.get("type"), raw.get("data") or {}
    if kind in NOT_DECISIONS or kind is None:
        return None
    seat = data.get("player", 0)
    who = seating.name(seat)
    if kind == "ChooseDungeonRoom":
        names = tuple(option["name"] for option in data["options"])
        decision = Decision("choose-room", who, names, source=DUNGEON_BY_ID.get(data["dungeon"]))
    elif kind == "ChooseDungeon":
        names = tuple(DUNGEON_BY_ID.get(o["dungeon"], o["dungeon"]) for o in data["options"])
        decision = Decision("choose-dungeon", who, names)
    elif kind in _CARD_PROMPTS:
        decision = _card_prompt(kind, data, state, seat, seating)
    elif kind == "EffectZoneChoice":
        decision = _zone_prompt(data, state, seat, seating)
    elif kind in ("TargetSelection", "TriggerTargetSelection"):
        targets = [a.data["target"] for a in game.actions() if a.kind == "ChooseTarget"]
        names = tuple(_target_name(state, t, seating) for t in targets if t is not None)
        decision = Decision("choose-targets", who, names, min=1, max=1,
                            source=data.get("description"))
    elif kind == "AssignCombatDamage":
        decision = damage_decision(data, state, seating)
    elif kind == "UnlessPayment":
        return _unless_payment(state, seat, seating, raw)
    elif kind == "OptionalEffectChoice":
        return _optional_cast(state, seat, seating, raw, lookahead)
    else:
        raise Unsupported(f"phase asks {who} for a {kind!r} prompt the adapter does not translate")
    return Prompt(seat, decision, raw)


def _unless_payment(state: Mapping[str, Any], seat: int, seating: Seating, raw: dict) -> Prompt:
    """"Each player loses 2 life unless they discard a card": choose-option between the two,
    worded as the protocol's rooms word them (Veils of Fear, Sandfall Cell)."""
    data = raw["data"]
    cost, effect = data.get("cost") or {}, (data.get("pending_effect") or {}).get("effect") or {}
    pay = _describe_cost(cost)
    amount = (effect.get("amount") or {}).get("value")
    if pay is None or effect.get("type") != "LoseLife" or not isinstance(amount, int):
        raise Unsupported(f"phase asks {seating.name(seat)} to pay {cost.get('type')!r} unless "
                          f"{effect.get('type')!r}: the adapter does not translate it")
    decline = f"lose {amount} life"
    # CR 118.3: a cost the player lacks the resources for can't be paid, so it is no option.
    options = (pay, decline) if _can_pay(state, seat, cost) else (decline,)
    plans: dict[tuple[str, ...], list[Any]] = {
        (pay,): [{"type": "PayUnlessCost", "data": {"pay": True}}],
        (decline,): [{"type": "PayUnlessCost", "data": {"pay": False}}]}
    return Prompt(seat, Decision("choose-option", seating.name(seat), options), raw, plans)


def _describe_cost(cost: dict) -> str | None:
    count = cost.get("count")
    if isinstance(count, dict):
        count = count.get("value")
    if cost.get("type") == "Discard" and count == 1:
        return "discard a card"
    if cost.get("type") == "Sacrifice" and count == 1:
        return "sacrifice a permanent"
    return None


def _can_pay(state: Mapping[str, Any], seat: int, cost: dict) -> bool:
    if cost.get("type") == "Discard":
        return bool(state["players"][seat]["hand"])
    mine = [state["objects"][str(oid)] for oid in state["battlefield"]
            if state["objects"][str(oid)]["controller"] == seat]
    return any(_matches(obj, cost.get("target") or {}) for obj in mine)


def _matches(obj: dict, target: dict) -> bool:
    """A phase.rs TargetFilter over the player's own permanents: the shapes its rooms use."""
    if target.get("type") == "Or":
        return any(_matches(obj, f) for f in target.get("filters") or [])
    if target.get("type") == "Typed":
        types = set(obj["card_types"]["core_types"])
        return all(t in types for t in target.get("type_filters") or [])
    return True  # a filter this reading does not know: let phase decide


def _optional_cast(state: Mapping[str, Any], seat: int, seating: Seating, raw: dict,
                   lookahead: Lookahead) -> Prompt:
    """Mad Wizard's Lair: "you may cast one of them without paying its mana cost" is a yes/no
    prompt then a card choice in phase.rs; the protocol asks one choose-cast (min 0)."""
    frames = (state.get("resolution_frames") or {}).get("frames") or []
    ability = ((frames[-1].get("data") or {}).get("ability") or {}) if frames else {}
    effect = (ability.get("effect") or {}).get("type")
    who = seating.name(seat)
    if effect != "CastFromZone":
        raise Unsupported(f"phase asks {who} whether to perform an optional {effect!r} effect: "
                          "the adapter does not translate it")
    accept = {"type": "DecideOptionalEffect", "data": {"accept": True}}
    plans: dict[tuple[str, ...], list[Any]] = {
        (): [{"type": "DecideOptionalEffect", "data": {"accept": False}}]}
    ahead = lookahead(seat, [accept])
    if ahead is not None:
        after = ahead[1].get("waiting_for") or {}
        for oid in (after.get("data") or {}).get("cards") or []:
            name = object_name(ahead[1], oid) or "?"
            plans.setdefault((name,), [accept, {"type": "SelectCards", "data": {"cards": [oid]}}])
    names = tuple(answer[0] for answer in plans if answer)
    return Prompt(seat, Decision("choose-cast", who, names, min=0, max=1), raw, plans)


def answer_actions(game: Any, state: Mapping[str, Any], prompt: Prompt, answer: tuple[str, ...],
                   seating: Seating) -> list[Any]:
    """The phase.rs actions that give ``answer`` to ``prompt``, in order."""
    if answer in prompt.plans:
        return list(prompt.plans[answer])
    kind, data = prompt.raw["type"], prompt.raw.get("data") or {}
    actions = game.actions()
    if kind == "ChooseDungeonRoom":
        index = {o["name"]: o["index"] for o in data["options"]}[answer[0]]
        return [_find(actions, "ChooseDungeonRoom", lambda d: d["room_index"] == index)]
    if kind == "ChooseDungeon":
        ident = DUNGEONS[answer[0]][0]
        return [_find(actions, "ChooseDungeon", lambda d: d.get("dungeon") == ident)]
    if kind in _CARD_PROMPTS or kind == "EffectZoneChoice":
        pool = _cards(kind, data) if kind != "EffectZoneChoice" else list(data.get("cards") or [])
        chosen = _pick(pool, answer, lambda oid: _card_name(state, oid, seating))
        if kind == "ScryChoice":
            # Our answer lists the cards for the bottom; phase.rs selects the ones kept on top,
            # in their order (CR 701.22a).
            chosen = [oid for oid in pool if oid not in chosen]
        return [{"type": "SelectCards", "data": {"cards": chosen}}]
    if kind == "AssignCombatDamage":
        return [assignment_for(data, answer, state, seating)]
    if kind in ("TargetSelection", "TriggerTargetSelection"):
        for action in actions:
            target = action.data.get("target") if action.kind == "ChooseTarget" else None
            if target is not None and _target_name(state, target, seating) == answer[0]:
                return [action]
    raise IllegalAction(f"phase has no action answering {prompt.decision.kind} with {list(answer)}")


def _pick(pool: list[int], answer: tuple[str, ...], name: Callable[[int], str]) -> list[int]:
    chosen: list[int] = []
    for wanted in answer:
        chosen.append(next(o for o in pool if name(o) == wanted and o not in chosen))
    return chosen


def _find(actions: list, kind: str, match: Any) -> Any:
    for action in actions:
        if action.kind == kind and match(action.data):
            return action
    raise IllegalAction(f"phase offers no {kind} action for that answer")


# -- combat damage assignment: the AssignCombatDamage prompt --------------------------------------
# The protocol's assign-combat-damage decision (CR 510.1c, 702.19b): the options are each blocker
# (in the order phase.rs lists them) and, with trample, the player attacked, each repeated once per
# point of damage. Its default is the split this adapter made before protocol 1.1: lethal damage to
# each blocker in order, the rest to the player with trample, or to the last blocker without it.

def _blocker_labels(data: dict, state: Mapping[str, Any], seating: Seating) -> list[tuple[int, str]]:
    return [(b["blocker_id"], _card_name(state, b["blocker_id"], seating))
            for b in data.get("blockers") or []]


def _trample_target(data: dict, seating: Seating) -> str | None:
    target = data.get("attack_target") or {}
    if not data.get("trample") or target.get("type") != "Player":
        return None
    return seating.name(target["data"])


def damage_decision(data: dict, state: Mapping[str, Any], seating: Seating) -> Decision:
    total = data["total_damage"]
    labels = [label for _, label in _blocker_labels(data, state, seating)]
    player = _trample_target(data, seating)
    options = [label for label in labels for _ in range(total)]
    options += [player] * total if player else []
    default = assignment(data)["data"]
    shares = [label for (oid, label) in _blocker_labels(data, state, seating)
              for assigned, amount in default["assignments"] if assigned == oid
              for _ in range(amount)]
    shares += [player] * default["trample_damage"] if player else []
    return Decision("assign-combat-damage", seating.name(data["player"]), tuple(options),
                    min=total, max=total, source=_card_name(state, data["attacker_id"], seating),
                    default=tuple(shares))


def assignment_for(data: dict, answer: tuple[str, ...], state: Mapping[str, Any],
                   seating: Seating) -> dict:
    """The AssignCombatDamage action dividing the damage as ``answer`` does."""
    player = _trample_target(data, seating)
    assigned = [[oid, answer.count(label)] for oid, label in _blocker_labels(data, state, seating)]
    mode = (data.get("assignment_modes") or ["Normal"])[0]
    return {"type": "AssignCombatDamage", "data": {
        "mode": mode, "assignments": assigned,
        "trample_damage": answer.count(player) if player else 0, "controller_damage": 0}}


def assignment(prompt: dict) -> dict:
    """The AssignCombatDamage action for the prompt's ``data``, split the default way."""
    left = prompt["total_damage"]
    blockers = prompt.get("blockers") or []
    assigned: list[list[int]] = []
    for blocker in blockers:
        amount = min(blocker["lethal_minimum"], left)
        assigned.append([blocker["blocker_id"], amount])
        left -= amount
    trample = bool(prompt.get("trample")) and left > 0
    if not trample and left and assigned:
        assigned[-1][1] += left
    mode = (prompt.get("assignment_modes") or ["Normal"])[0]
    return {"type": "AssignCombatDamage", "data": {
        "mode": mode, "assignments": assigned, "trample_damage": left if trample else 0,
        "controller_damage": 0}}
