"""Legal targets (CR 115) and hexproof (CR 702.11)."""
from __future__ import annotations

from .characteristics import is_creature, keywords
from .definitions import TargetSpec
from .game import Game
from .objects import StackObject


def bind(game: Game, obj: StackObject) -> None:
    """Remember which object each permanent target is (CR 115.1): a permanent that leaves the
    battlefield and a new one with the same label are different objects (CR 400.7)."""
    obj.data["target_oids"] = {t: p.oid for t in obj.targets if (p := game.permanent(t))}


def still_legal(game: Game, obj: StackObject, legal: list[str]) -> list[str]:
    """The targets of ``obj`` that are still legal and still the same object (CR 608.2b)."""
    oids = obj.data.get("target_oids", {})
    out = []
    for t in obj.targets:
        if t not in legal:
            continue
        if t in oids and (p := game.permanent(t)) is not None and p.oid != oids[t]:
            continue
        out.append(t)
    return out


def legal_targets(game: Game, spec: TargetSpec, controller: str) -> list[str]:
    """What ``controller``'s spell or ability with ``spec`` may target now."""
    out: list[str] = []
    if spec.kind in ("creature", "any", "creature-you-control"):
        for obj in game.battlefield:
            if not is_creature(obj):
                continue
            if spec.kind == "creature-you-control" and obj.controller != controller:
                continue
            opponent = game.player(obj.controller).team is not game.player(controller).team
            if opponent and "hexproof" in keywords(game, obj):
                continue  # CR 702.11b
            out.append(obj.label)
    if spec.kind in ("player", "any"):
        out.extend(p.name for p in game.living())
    return out
