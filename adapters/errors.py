"""Errors an engine reports through the adapter protocol (docs/PROTOCOL.md, "Errors")."""
from __future__ import annotations


class ProtocolError(Exception):
    """Base of every error that crosses the adapter protocol. ``code`` is the wire error code."""

    code = "engine-error"

    def __init__(self, message: str, *, rule: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule

    def to_dict(self) -> dict:
        out = {"code": self.code, "message": self.message}
        if self.rule:
            out["rule"] = self.rule
        return out


class IllegalAction(ProtocolError):
    """The action breaks a rule; ``rule`` names it (e.g. "602.5d"). The game state is unchanged."""

    code = "illegal-action"


class Unsupported(ProtocolError):
    """The engine does not implement this action, card or format."""

    code = "unsupported"


class UnknownCard(ProtocolError):
    """A position or action names a card the engine does not know."""

    code = "unknown-card"


class InvalidPosition(ProtocolError):
    """A position document is malformed or inconsistent (a field is named in the message)."""

    code = "invalid-position"


class EngineError(ProtocolError):
    """The engine failed internally (crash, bug, broken reply)."""

    code = "engine-error"
    transcript = ""  # from a wire engine: the command, the last lines exchanged, its stderr


class EngineTimeout(EngineError):
    """The engine did not answer within the time limit."""

    code = "timeout"


ERRORS_BY_CODE: dict[str, type[ProtocolError]] = {
    cls.code: cls
    for cls in (IllegalAction, Unsupported, UnknownCard, InvalidPosition, EngineError, EngineTimeout)
}


def error_from_dict(data: dict) -> ProtocolError:
    """Rebuild an error sent over the wire; unknown codes become EngineError."""
    cls = ERRORS_BY_CODE.get(str(data.get("code")), EngineError)
    return cls(str(data.get("message", "")), rule=data.get("rule"))
