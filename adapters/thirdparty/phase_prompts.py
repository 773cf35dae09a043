"""phase.rs ``waiting_for`` prompts -> protocol Decisions, and answers -> phase.rs actions.

Options are named by meaning (room, dungeon, card names, labels, player names); an answer is
turned back into the engine's own action, taken from ``game.actions()`` whenever it lists one.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from adapters.decisions import Decision
from adapters.errors import IllegalAction, Unsupported

from .phase_names import DUNGEON_BY_ID, DUNGEONS
from .phase_setup import Seating
from .phase_view import object_name, stack_item

# Prompts that are not decisions: the next scripted action answers them.
NOT_DECISIONS = frozenset({"Priority", "DeclareAttackers", "DeclareBlockers", "GameOver"})

# Card-choosing prompts answered with SelectCards: kind, min-0?, how many may be chosen.
_CARD_PROMPTS: dict[str, str] = {
    "SearchChoice": "search-library",
    "ScryChoice": "scry",
    "DigChoice": "choose-from-reveal",
    "DiscardChoice": "choose-discard",
    "RevealChoice": "choose-from-reveal",
}


@dataclass(frozen=True)
class Prompt:
    """One pending phase.rs prompt with the decision it stands for."""

    seat: int
    decision: Decision
    raw: dict


def _target_name(state: dict, target: dict, seating: Seating) -> str:
    if "Player" in target:
        return seating.name(target["Player"])
    oid = target["Object"]
    return seating.labels.label(oid, object_name(state, oid) or "?")


def _card_prompt(kind: str, data: dict, state: dict, seat: int, seating: Seating) -> Decision:
    if kind == "DigChoice":
        cards = data.get("selectable_cards") or []
        limit = min(data.get("keep_count", 1), len(cards))
    else:
        cards = data["cards"]
        limit = len(cards) if kind == "ScryChoice" else min(data.get("count", 1), len(cards))
    names = tuple(object_name(state, oid) or "?" for oid in cards)
    lower = 0 if kind in ("SearchChoice", "ScryChoice", "DigChoice") or data.get("up_to") else limit
    return Decision(_CARD_PROMPTS[kind], seating.name(seat), names, min=lower, max=limit)


def read_prompt(game: Any, state: dict, seating: Seating) -> Prompt | None:
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
    elif kind in ("TargetSelection", "TriggerTargetSelection"):
        targets = [a.data["target"] for a in game.actions() if a.kind == "ChooseTarget"]
        names = tuple(_target_name(state, t, seating) for t in targets if t is not None)
        decision = Decision("choose-targets", who, names, min=1, max=1,
                            source=data.get("description"))
    elif kind == "OrderTriggers":
        labels = tuple(stack_item(state, entry, seating).label()
                       for entry in _pending_triggers(data))
        decision = Decision("order-triggers", who, labels, min=len(labels), max=len(labels))
    else:
        raise Unsupported(f"phase asks {who} for a {kind!r} prompt the adapter does not translate")
    return Prompt(seat, decision, raw)


def _pending_triggers(data: dict) -> list[dict]:
    entries = data.get("triggers") or data.get("pending") or []
    return [e if "kind" in e else {"controller": data.get("player", 0), "source_id":
            e.get("source_id", 0), "kind": {"type": "TriggeredAbility", "data": e}}
            for e in entries]


def answer_action(game: Any, state: dict, prompt: Prompt, answer: tuple[str, ...],
                  seating: Seating) -> Any:
    """The phase.rs action that gives ``answer`` to ``prompt``."""
    kind, data = prompt.raw["type"], prompt.raw.get("data") or {}
    actions = game.actions()
    if kind == "ChooseDungeonRoom":
        index = {o["name"]: o["index"] for o in data["options"]}[answer[0]]
        return _find(actions, "ChooseDungeonRoom", lambda d: d["room_index"] == index)
    if kind == "ChooseDungeon":
        ident = DUNGEONS[answer[0]][0]
        return _find(actions, "ChooseDungeon", lambda d: d.get("dungeon") == ident)
    if kind in _CARD_PROMPTS:
        pool = list((data.get("selectable_cards") if kind == "DigChoice" else data["cards"]) or [])
        chosen: list[int] = []
        for name in answer:
            oid = next(o for o in pool if object_name(state, o) == name and o not in chosen)
            chosen.append(oid)
        return {"type": "SelectCards", "data": {"cards": chosen}}
    if kind in ("TargetSelection", "TriggerTargetSelection"):
        for action in actions:
            target = action.data.get("target") if action.kind == "ChooseTarget" else None
            if target is not None and _target_name(state, target, seating) == answer[0]:
                return action
    if kind == "OrderTriggers":
        labels = [stack_item(state, e, seating).label() for e in _pending_triggers(data)]
        # The answer lists resolution order, first first: it goes on the stack last (CR 603.3b).
        order: list[int] = []
        for label in reversed(answer):
            order.append(next(i for i, known in enumerate(labels)
                              if known == label and i not in order))
        return {"type": "OrderTriggers", "data": {"order": order}}
    raise IllegalAction(f"phase has no action answering {prompt.decision.kind} with {list(answer)}")


def _find(actions: list, kind: str, match: Any) -> Any:
    for action in actions:
        if action.kind == kind and match(action.data):
            return action
    raise IllegalAction(f"phase offers no {kind} action for that answer")
