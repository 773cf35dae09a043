"""Wire messages: one JSON object per line (docs/PROTOCOL.md, "The wire protocol").

Parsing is total: for any input line, ``parse_request`` and ``parse_reply`` either return a
message or raise ``MessageError`` (never another exception), so junk from a broken peer is always
reported the same way.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, TypeGuard

from ..decisions import Decision
from ..errors import ProtocolError
from ..observation import Observation
from .schema import schema_problem

MAX_LINE_BYTES = 8 * 1024 * 1024  # a longer line is refused, whatever it holds

OPS: tuple[str, ...] = (
    "handshake", "ready", "start", "perform", "pending", "decide", "observe", "quit",
)


# Protocol 1.2: a start, perform or decide request with "state": true is answered with the game
# as the change left it, so the client needs no pending and observe requests after it.
STATE_OPS = frozenset({"start", "perform", "decide"})
STATE_SINCE = "1.2"
# Protocol 1.3: the handshake reply may list the cards the engine knows (EngineInfo.cards).
CARDS_SINCE = "1.3"


@dataclass(frozen=True)
class AfterChange:
    """The reply to a start, perform or decide that asked for the state (protocol 1.2): the
    decision the game now waits for, and, when none is pending, the observation (an engine may
    send null there, and the client then observes when it needs to)."""

    pending: Decision | None
    observation: Observation | None


class MessageError(ProtocolError):
    """A line that is not a well-formed message (the server answers it with ``bad-request``)."""

    code = "bad-request"

    def __init__(self, message: str, *, request_id: int | None = None) -> None:
        super().__init__(message)
        self.request_id = request_id  # the id of the offending request, when it could be read


@dataclass(frozen=True)
class Request:
    id: int
    op: str
    params: dict[str, Any]


@dataclass(frozen=True)
class Reply:
    id: int | None  # None only for an error reply to a request whose id was unreadable
    ok: bool
    result: Any = None
    error: dict[str, Any] | None = None


def encode_request(request: Request) -> bytes:
    return _line({"id": request.id, "op": request.op, "params": request.params})


def encode_reply(reply: Reply) -> bytes:
    if reply.ok:
        return _line({"id": reply.id, "ok": True, "result": reply.result})
    return _line({"id": reply.id, "ok": False, "error": reply.error})


# ensure_ascii: every line is plain ASCII, so no newline or encoding issue can split it. One
# encoder and one decoder for every line: json.dumps and json.loads build a new one per call
# when given options (a third of the cost of dumping a small reply).
_ENCODER = json.JSONEncoder(ensure_ascii=True, separators=(",", ":"), allow_nan=False)


def _line(obj: dict[str, Any]) -> bytes:
    return _ENCODER.encode(obj).encode("ascii") + b"\n"


def parse_request(line: bytes | str, *, max_bytes: int = MAX_LINE_BYTES) -> Request:
    obj = _load(line, max_bytes)
    request_id = obj.get("id")
    if not _is_id(request_id):
        raise MessageError("request: 'id' must be a non-negative integer")
    op = obj.get("op")
    if op not in OPS:
        raise MessageError(f"request: unknown op {op!r} (ops: {', '.join(OPS)})",
                           request_id=request_id)
    obj.setdefault("params", {})
    problem = schema_problem(f"{op}-request", obj)
    if problem:
        raise MessageError(f"{op} request: {problem}", request_id=request_id)
    return Request(request_id, op, obj["params"])


def parse_reply(line: bytes | str, expected_id: int, op: str, *,
                max_bytes: int = MAX_LINE_BYTES) -> Reply:
    """Parse the reply to request ``expected_id`` (an ``op`` request), checking its schema."""
    obj = _load(line, max_bytes)
    reply_id = obj.get("id")
    ok = obj.get("ok")
    if not isinstance(ok, bool):
        raise MessageError("reply: 'ok' must be true or false")
    if not (_is_id(reply_id) and reply_id == expected_id):
        if reply_id is None and not ok:
            # the engine could not read our request at all: report its error
            problem = schema_problem("error-reply", obj)
            if problem:
                raise MessageError(f"error reply: {problem}")
            return Reply(None, False, error=obj["error"])
        raise MessageError(f"reply id {_short(reply_id)} does not match request id {expected_id}")
    name = f"{op}-reply" if ok else "error-reply"
    problem = schema_problem(name, obj)
    if problem:
        raise MessageError(f"{op} reply: {problem}")
    if ok:
        return Reply(reply_id, True, result=obj["result"])
    return Reply(reply_id, False, error=obj["error"])


def _load(line: bytes | str, max_bytes: int) -> dict[str, Any]:
    data = line.encode("utf-8", "surrogatepass") if isinstance(line, str) else line
    if len(data) > max_bytes:
        raise MessageError(f"line of {len(data)} bytes is over the {max_bytes}-byte limit")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise MessageError(f"line is not UTF-8 ({exc.reason} at byte {exc.start})") from None
    try:
        if text.startswith("\ufeff"):  # json.loads's own check, with its message
            json.loads(text)
        obj = _DECODER.decode(text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        raise MessageError(f"line is not JSON: {_short(text)} ({_reason(exc)})") from None
    if not isinstance(obj, dict):
        raise MessageError(f"line is JSON but not an object: {_short(text)}")
    return obj


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


_DECODER = json.JSONDecoder(parse_constant=_no_constant)


def _is_id(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _reason(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


def _short(value: Any, limit: int = 80) -> str:
    """A short, quoted form of a line or a value for messages."""
    text = repr(value.strip()) if isinstance(value, str) else repr(value)
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} chars)"
