"""The adapter protocol: how the suite talks to any engine (docs/PROTOCOL.md).

wire/ is its JSON Lines form; phase/ and python_mtg/ adapt two third-party engines in-process
(each package's __init__.py states its contract), with cardpool, labels and optional as their
shared helpers.

Its names load on first use (PEP 562, lazy.py): importing one module of the protocol
(``rulings.adapters.errors``) loads that module, not all of them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .lazy import lazy_names

if TYPE_CHECKING:
    from .actions import (
        Action, ActivateAbility, AdvanceTo, Attack, Block, CastSpell, Concede, DeclareAttackers,
        DeclareBlockers, LoseLife, PassPriority, PlayLand, ResolveStack, ResolveTop,
        TakeInitiative, Venture,
    )
    from .capabilities import CAPABILITIES
    from .decisions import Decision
    from .engine import PROTOCOL_VERSION, Engine, EngineInfo
    from .errors import (
        EngineError, EngineTimeout, IllegalAction, InvalidPosition, ProtocolError, UnknownCard,
        Unsupported,
    )
    from .observation import Event, ExiledCard, Observation, PermanentView, PlayerView, StackItem
    from .position import DungeonSetup, PermanentSetup, PlayerSetup, Position
    from .session import ScenarioFailure, Session

# each module of the protocol -> the names it gives the package (loaded on first use)
_MODULES: dict[str, tuple[str, ...]] = {
    ".actions": (
        "Action", "ActivateAbility", "AdvanceTo", "Attack", "Block", "CastSpell", "Concede",
        "DeclareAttackers", "DeclareBlockers", "LoseLife", "PassPriority", "PlayLand",
        "ResolveStack", "ResolveTop", "TakeInitiative", "Venture"),
    ".capabilities": ("CAPABILITIES",),
    ".decisions": ("Decision",),
    ".engine": ("PROTOCOL_VERSION", "Engine", "EngineInfo"),
    ".errors": ("EngineError", "EngineTimeout", "IllegalAction", "InvalidPosition",
                "ProtocolError", "UnknownCard", "Unsupported"),
    ".observation": ("Event", "ExiledCard", "Observation", "PermanentView", "PlayerView",
                     "StackItem"),
    ".position": ("DungeonSetup", "PermanentSetup", "PlayerSetup", "Position"),
    ".session": ("ScenarioFailure", "Session"),
}
__all__ = [name for names in _MODULES.values() for name in names]

if not TYPE_CHECKING:
    __getattr__ = lazy_names(__name__, {n: m for m, names in _MODULES.items() for n in names})
