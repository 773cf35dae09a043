"""The wire protocol: an engine in another process, JSON Lines over stdin/stdout.

docs/PROTOCOL.md describes it; schema/ holds one JSON Schema per message. The client and the
server are imported when first named: an engine process (serve.py) needs no client.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .messages import MAX_LINE_BYTES, OPS, MessageError, Reply, Request

if TYPE_CHECKING:
    from .client import WireEngine
    from .server import Server

__all__ = ["MAX_LINE_BYTES", "OPS", "MessageError", "Reply", "Request", "Server", "WireEngine"]


def __getattr__(name: str) -> Any:
    if name == "WireEngine":
        from .client import WireEngine
        return WireEngine
    if name == "Server":
        from .server import Server
        return Server
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
