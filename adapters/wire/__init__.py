"""The wire protocol: an engine in another process, JSON Lines over stdin/stdout.

docs/PROTOCOL.md describes it; schema/ holds one JSON Schema per message.
"""
from .client import WireEngine
from .messages import MAX_LINE_BYTES, OPS, MessageError, Reply, Request
from .server import Server

__all__ = ["MAX_LINE_BYTES", "OPS", "MessageError", "Reply", "Request", "Server", "WireEngine"]
