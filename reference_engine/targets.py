"""Legal targets (CR 115) and hexproof (CR 702.11)."""
from __future__ import annotations

from .characteristics import is_creature, keywords
from .definitions import TargetSpec
from .game import Game


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
