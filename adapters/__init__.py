"""The adapter protocol: how the suite talks to any engine (docs/PROTOCOL.md).

wire/ is its JSON Lines form; phase/ and python_mtg/ adapt two third-party engines in-process
(each package's __init__.py states its contract), with cardpool, labels and optional as their
shared helpers.
"""
from .actions import (
    Action, ActivateAbility, AdvanceTo, Attack, Block, CastSpell, Concede, DeclareAttackers,
    DeclareBlockers, LoseLife, PassPriority, PlayLand, ResolveStack, ResolveTop, TakeInitiative,
    Venture,
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

__all__ = [
    "Action", "ActivateAbility", "AdvanceTo", "Attack", "Block", "CastSpell", "Concede",
    "DeclareAttackers", "DeclareBlockers", "LoseLife", "PassPriority", "PlayLand", "ResolveStack",
    "ResolveTop", "TakeInitiative", "Venture", "CAPABILITIES", "Decision", "PROTOCOL_VERSION",
    "Engine", "EngineInfo", "EngineError", "EngineTimeout", "IllegalAction", "InvalidPosition",
    "ProtocolError", "UnknownCard", "Unsupported", "Event", "ExiledCard", "Observation",
    "PermanentView", "PlayerView", "StackItem", "DungeonSetup", "PermanentSetup", "PlayerSetup",
    "Position", "ScenarioFailure", "Session",
]
