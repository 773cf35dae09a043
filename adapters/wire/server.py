"""Serve any in-process Engine over the wire protocol (docs/PROTOCOL.md).

One request at a time. Every failure becomes an error reply: the process only ends on ``quit``
or at the end of its input.
"""
from __future__ import annotations

import sys
import traceback
from typing import Any, BinaryIO, TextIO

from ..actions import action_from_dict
from ..capabilities import known_in
from ..decisions import DEFAULTED_KINDS
from ..codec import from_dict, to_dict
from ..engine import PLAYERS_SINCE, PROTOCOL_VERSION, Engine
from ..errors import EngineError, InvalidPosition, ProtocolError
from ..position import Position
from .messages import (
    CARDS_SINCE, MAX_LINE_BYTES, STATE_SINCE, AfterChange, MessageError, Reply, Request, encode_reply,
    parse_request,
)


class Server:
    def __init__(self, engine: Engine, log: TextIO | None = None) -> None:
        self.engine = engine
        self.log = log if log is not None else sys.stderr
        self.quitting = False
        # A client that announced protocol 1.0 is never asked a decision kind added later: the
        # server gives the engine's own default answer to such a decision (docs/PROTOCOL.md).
        self.client_version = PROTOCOL_VERSION

    def handle_line(self, line: bytes) -> bytes:
        """The reply line to one request line."""
        try:
            request = parse_request(line)
        except MessageError as exc:
            return encode_reply(Reply(exc.request_id, False, error=exc.to_dict()))
        try:
            result = self.dispatch(request)
        except ProtocolError as exc:
            return encode_reply(Reply(request.id, False, error=exc.to_dict()))
        except Exception as exc:  # an engine bug must not kill the server
            traceback.print_exc(file=self.log)
            error = EngineError(f"{type(exc).__name__}: {exc}".splitlines()[0])
            return encode_reply(Reply(request.id, False, error=error.to_dict()))
        return encode_reply(Reply(request.id, True, result=result))

    def dispatch(self, request: Request) -> Any:
        op, params = request.op, request.params
        state = params.get("state", False)
        if "state" in params and _older(self.client_version, STATE_SINCE):
            raise MessageError(f"params.state is protocol {STATE_SINCE}; the handshake agreed on "
                               f"{self.client_version}")
        if op == "handshake":
            return self._handshake(params["protocol_version"])
        if op == "start":
            try:
                position = from_dict(Position, params["position"], "position")
            except ValueError as exc:
                raise InvalidPosition(str(exc)) from None
            self.engine.start(position)
            self._answer_newer_decisions()
            return self._state() if state else None
        elif op == "perform":
            try:
                action = action_from_dict(params["action"])
            except ValueError as exc:
                raise MessageError(str(exc)) from None
            self.engine.perform(action)
            self._answer_newer_decisions()
            return self._state() if state else None
        elif op == "pending":
            return to_dict(self.engine.pending())
        elif op == "decide":
            self.engine.decide(tuple(params["answer"]))
            self._answer_newer_decisions()
            return self._state() if state else None
        elif op == "observe":
            return to_dict(self.engine.observe())
        elif op == "quit":
            self.quitting = True
        return None  # ready has nothing to do: the engine was built before the first request

    def _handshake(self, client_version: str) -> dict[str, Any]:
        if client_version.split(".")[0] != PROTOCOL_VERSION.split(".")[0]:
            raise MessageError(f"protocol {client_version} is not supported "
                               f"(this engine speaks {PROTOCOL_VERSION})")
        info = self.engine.info()
        reply = {**to_dict(info), "protocol_version": info.protocol_version}
        if _older(client_version, info.protocol_version):  # speak the client's minor version
            self.client_version = client_version
            known = known_in(client_version)
            reply["protocol_version"] = client_version
            reply["capabilities"] = [c for c in info.capabilities if c in known]
            if _older(client_version, CARDS_SINCE):
                reply.pop("cards", None)
            if _older(client_version, PLAYERS_SINCE):
                reply.pop("players", None)  # a 1.3 field
        return reply

    def _state(self) -> dict[str, Any]:
        """The game as a change left it (protocol 1.2, AfterChange): what the client would ask
        next with pending, and observe when no decision waits."""
        pending = self.engine.pending()
        observation = self.engine.observe() if pending is None else None
        return to_dict(AfterChange(pending, observation))

    def _answer_newer_decisions(self) -> None:
        if not _older(self.client_version, "1.1"):
            return
        for _ in range(200):
            decision = self.engine.pending()
            if decision is None or decision.kind not in DEFAULTED_KINDS \
                    or decision.default is None:
                return
            self.engine.decide(decision.default)

    def serve(self, stdin: BinaryIO, stdout: BinaryIO) -> int:
        """Answer requests until quit or end of input; the exit status (0)."""
        try:
            while not self.quitting:
                line = stdin.readline(MAX_LINE_BYTES + 1)
                if not line:
                    break
                if len(line) > MAX_LINE_BYTES:
                    while line and not line.endswith(b"\n"):  # skip the rest of the line
                        line = stdin.readline(1 << 20)
                    error = MessageError(f"request line over the {MAX_LINE_BYTES}-byte limit")
                    stdout.write(encode_reply(Reply(None, False, error=error.to_dict())))
                else:
                    stdout.write(self.handle_line(line))
                stdout.flush()
        finally:
            try:
                self.engine.close()
            except Exception:  # closing is best effort; the log keeps the reason
                traceback.print_exc(file=self.log)
        return 0


def _older(version: str, than: str) -> bool:
    """True if ``version``'s minor number is below ``than``'s (same major assumed)."""
    def minor(v: str) -> int:
        try:
            return int(v.split(".")[1])
        except (IndexError, ValueError):
            return 0
    return minor(version) < minor(than)
