"""WireEngine: an Engine that runs in another process and speaks the wire protocol.

Any misbehaviour of the engine process (crash, hang, junk on stdout, a reply that breaks the
schema) becomes an EngineError or EngineTimeout whose message is one line and whose
``transcript`` attribute holds the details. The process is then killed; the next ``start()``
launches a fresh one. Not thread-safe: one request at a time.
"""
from __future__ import annotations

import json
import os
import shlex
import signal
import time
import weakref
from collections import deque
from typing import Any, NoReturn

from ..actions import DIRECT_EFFECTS, Action
from ..codec import from_dict, to_dict
from ..decisions import Decision
from ..engine import PLAYERS_SINCE, PROTOCOL_VERSION, EngineInfo
from ..errors import EngineError, EngineTimeout, ProtocolError, Unsupported, error_from_dict
from ..observation import Observation
from ..position import Position
from .messages import (
    CARDS_SINCE, MAX_LINE_BYTES, STATE_SINCE, MessageError, Reply, Request, encode_request, parse_reply,
)
from .process import EngineProcess, LineTooLong, StreamClosed
from ..text import ESCAPED_SURROGATE, valid_tree

TRANSCRIPT_LINES = 400  # lines kept (sent and received)
TRANSCRIPT_LINE_CHARS = 2000
TAIL_LINES = 12  # transcript lines shown in an error's details
# A reply may hold at most this many JSON arrays, objects and items (counted as '[', '{' and
# ',' in the line, so commas inside strings count too): reading a reply costs the client CPU in
# proportion, about 0.1 s per 10,000 on a busy machine, and checking it must stay well inside
# any timeout. Replies in the suite hold under a few hundred.
MAX_REPLY_VALUES = 20_000
# a request whose action a declared capability promises the engine supports
ACTION_CAPABILITY: dict[str, str] = {
    **{kind: "direct-effects" for kind in DIRECT_EFFECTS}, "concede": "leave-game",
}


class WireEngine:
    def __init__(self, argv: list[str] | str, *, handshake_timeout: float = 10.0,
                 request_timeout: float = 10.0, env: dict[str, str] | None = None,
                 max_line_bytes: int = MAX_LINE_BYTES) -> None:
        """Launch ``argv`` (a list, or a shell-quoted string) and shake hands with it.

        ``env`` adds variables to the inherited environment.
        """
        self.argv = shlex.split(argv) if isinstance(argv, str) else list(argv)
        if not self.argv:
            raise EngineError("the engine command is empty")
        self.command = shlex.join(self.argv)
        self.handshake_timeout = handshake_timeout
        self.request_timeout = request_timeout
        self.env = {**os.environ, **env} if env is not None else None
        self.max_line_bytes = max_line_bytes
        self.transcript: deque[str] = deque(maxlen=TRANSCRIPT_LINES)
        self._process: EngineProcess | None = None
        self._info: EngineInfo | None = None
        self._down = ""  # why the process is gone, when it is
        self._closed = False
        self._next_id = 1
        self._ops: dict[int, str] = {}  # request id -> op, for the recent requests
        self._last_answered: int | None = None  # the id of the last request a line answered
        self._games = 0  # games started on the current process
        # Protocol 1.2: changes are answered with the game as they left it (AfterChange), when
        # the engine's handshake announced 1.2 or later; then pending() and observe() read it.
        self.state_replies = False
        self._after: Decision | None = None  # the pending decision the last change reported
        self._after_raw: Any = None  # the observation it reported (wire form), or None
        self._after_observed: Observation | None = None  # that observation, decoded
        self._after_op = ""  # the change that reported them
        self._after_known = False  # they describe the game now
        self.incidents: list[str] = []  # idle_trouble found by start(), oldest first
        self._launch()

    # -- Engine -----------------------------------------------------------------------------

    def info(self) -> EngineInfo:
        assert self._info is not None  # set by the constructor's handshake
        return self._info

    def start(self, position: Position) -> None:
        if self._closed:
            raise EngineError(f"engine {self.command} was closed")
        trouble = self.idle_trouble()  # not this game's fault: kept for the caller to report
        if trouble:
            self.incidents.append(trouble)
        if self._process is None:  # it crashed or timed out earlier: a fresh process
            self._launch()
        after = self._after_last_reply()
        played, self._games = self._games, self._games + 1
        self._after_known = False
        params = self._change_params({"position": to_dict(position)})
        try:
            self._take_state("start", params, self._call("start", params))
        except EngineTimeout:
            raise
        except EngineError as exc:
            if not played or self._process is not None:
                raise
            # The process that played the last game broke as this one began: it may have
            # exited, or written a line, after its last reply but before we looked. Not this
            # game's fault unless a fresh process fails the same way.
            self.incidents.append(f"{exc} (as a new game began{after}); it was restarted")
            self._launch()
            self._games = 1
            params = self._change_params({"position": to_dict(position)})
            self._take_state("start", params, self._call("start", params))

    def idle_trouble(self) -> str | None:
        """What went wrong since the last reply, while no request was outstanding: a line on
        stdout nobody asked for (a second reply, a stray line) or an exit. Any trouble kills
        the process (the next start() launches a fresh one) and is returned as one line;
        None when the engine is quiet, or not running."""
        process = self._process
        if process is None:
            return None
        trouble = process.idle_trouble()
        if trouble is None:
            return None
        after = self._after_last_reply()
        self._process, self._down = None, f"engine {trouble}{after}"
        self.transcript.append(f"# idle: {trouble}")
        process.kill()
        return f"engine {trouble}{after}; it was restarted"

    def _after_last_reply(self) -> str:
        answered = self._last_answered
        if answered is None:
            return ""
        return f" after its reply to {self._ops.get(answered, 'a request')} #{answered}"

    def perform(self, action: Action) -> None:
        self._after_known = False
        params = self._change_params({"action": to_dict(action)})
        self._take_state("perform", params, self._call("perform", params))

    def pending(self) -> Decision | None:
        if self._after_known:
            return self._after
        result = self._call("pending", {})
        return None if result is None else self._decode(Decision, result, "pending")

    def decide(self, answer: tuple[str, ...]) -> None:
        self._after_known = False
        params = self._change_params({"answer": list(answer)})
        self._take_state("decide", params, self._call("decide", params))

    def observe(self) -> Observation:
        if self._after_known and self._after_raw is not None:
            if self._after_observed is None:
                self._after_observed = self._decode(Observation, self._after_raw,
                                                    self._after_op, "result.observation")
            return self._after_observed
        return self._decode(Observation, self._call("observe", {}), "observe")

    def _change_params(self, params: dict[str, Any]) -> dict[str, Any]:
        return {**params, "state": True} if self.state_replies else params

    def _take_state(self, op: str, params: dict[str, Any], result: Any) -> None:
        """Keep the state a change's reply carries (protocol 1.2); None: the engine sent none,
        and pending() and observe() ask for it."""
        if result is None:
            return
        if not params.get("state"):
            self._fail(EngineError, f"engine's {op} reply carries a result the client did not "
                       "ask for (a state is sent only for \"state\": true, protocol 1.2)")
        pending = result["pending"]
        self._after = None if pending is None else self._decode(Decision, pending, op,
                                                                 "result.pending")
        self._after_raw, self._after_observed = result["observation"], None
        self._after_op, self._after_known = op, True

    def close(self) -> None:
        """Ask the engine to quit, then kill its process group (idempotent)."""
        if self._closed:
            return
        self._closed = True
        process, self._process = self._process, None
        if process is None:
            return
        process.record_tree()  # before quit: a child it detached (setsid) must not be orphaned unseen
        try:
            self._exchange(process, "quit", {}, min(self.request_timeout, 2.0))
            process.exit_code(wait=1.0)
        except ProtocolError:
            pass  # it is killed below anyway
        process.kill()

    def __enter__(self) -> WireEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the process --------------------------------------------------------------------------

    def _launch(self) -> None:
        try:
            process = EngineProcess(self.argv, self.env, self.max_line_bytes)
        except OSError as exc:
            raise self._error(EngineError, f"cannot run engine {self.command}: "
                              f"{exc.strerror or exc}", None) from None
        weakref.finalize(self, process.kill)  # never leave an engine behind
        self._process, self._down, self._games = process, "", 0
        self.transcript.append(f"# launched {self.command} (pid {process.pid})")
        result = self._call("handshake", {"protocol_version": PROTOCOL_VERSION},
                            self.handshake_timeout)
        info = self._decode(EngineInfo, result, "handshake")
        if info.protocol_version.split(".")[0] != PROTOCOL_VERSION.split(".")[0]:
            self._fail(EngineError, f"engine speaks protocol {info.protocol_version}, "
                       f"this client speaks {PROTOCOL_VERSION}")
        if info.cards is not None and _minor(info.protocol_version) < _minor(CARDS_SINCE):
            self._fail(EngineError, f"handshake reply: cards is protocol {CARDS_SINCE}; the "
                       f"engine answered {info.protocol_version}")
        if info.players is not None and _minor(info.protocol_version) < _minor(PLAYERS_SINCE):
            self._fail(EngineError, f"engine speaks protocol {info.protocol_version} but sends "
                       f"players, a {PLAYERS_SINCE} field")
        if info.players == ():
            self._fail(EngineError, "engine declares players [], a game of no number of players")
        if self._info is not None and info != self._info:
            self._fail(EngineError, f"engine described itself differently after a restart: "
                       f"{to_dict(info)} (before: {to_dict(self._info)})")
        self._info = info
        self.state_replies = _minor(info.protocol_version) >= _minor(STATE_SINCE)
        self._call("ready", {}, self.handshake_timeout)

    def _call(self, op: str, params: dict[str, Any], timeout: float | None = None) -> Any:
        if self._process is None:
            if self._closed:
                raise EngineError(f"engine {self.command} was closed")
            raise self._error(EngineError, f"engine is not running ({self._down}); "
                              "the next start() launches it again", None)
        return self._exchange(self._process, op, params, timeout or self.request_timeout,
                              failing=True)

    def _exchange(self, process: EngineProcess, op: str, params: dict[str, Any],
                  timeout: float, failing: bool = False) -> Any:
        """Send one request and return its result. With ``failing``, broken engines are killed."""
        fail = self._fail if failing else self._raise
        request_id, self._next_id = self._next_id, self._next_id + 1
        what = f"{op} #{request_id}"
        self._ops[request_id] = op
        self._ops.pop(request_id - TRANSCRIPT_LINES, None)
        line = encode_request(Request(request_id, op, params))
        self._record(">", line)
        deadline = time.monotonic() + timeout
        try:
            process.send(line, deadline)
            raw = process.receive(deadline)
        except TimeoutError:
            fail(EngineTimeout, f"engine did not answer {what} within {timeout:g} s")
        except (StreamClosed, OSError):
            fail(EngineError, f"engine {self._exit_story(process)} before answering {what}")
        except LineTooLong:
            fail(EngineError, f"engine's reply to {what} is over the "
                 f"{self.max_line_bytes}-byte line limit")
        self._record("<", raw)
        self._last_answered = request_id
        values = raw.count(b",") + raw.count(b"{") + raw.count(b"[")
        if values > MAX_REPLY_VALUES:
            fail(EngineError, f"engine's reply to {what} holds over {MAX_REPLY_VALUES} JSON "
                 f"values ({values}; {len(raw)} bytes), the limit for one reply")
        try:
            reply = parse_reply(raw, request_id, op, max_bytes=self.max_line_bytes)
            if ESCAPED_SURROGATE.search(raw):  # engine text enters here: made valid Unicode
                reply = Reply(reply.id, reply.ok, result=valid_tree(reply.result),
                              error=valid_tree(reply.error))
        except MessageError as exc:
            earlier = _reply_id(raw.decode("utf-8", "replace"))
            if earlier is not None and earlier in self._ops and earlier < request_id:
                fail(EngineError, f"engine answered {self._ops[earlier]} #{earlier} twice "
                     f"(a second reply came instead of the answer to {what})")
            fail(EngineError, f"engine sent a broken reply to {what}: {exc}")
        if time.monotonic() > deadline:  # reading the reply counts against the request's time
            fail(EngineTimeout, f"engine's reply to {what} ({len(raw)} bytes) could not be read "
                 f"within {timeout:g} s")
        if reply.ok:
            return reply.result
        assert reply.error is not None
        error = error_from_dict(reply.error)
        code = reply.error["code"]
        claimed = ACTION_CAPABILITY.get(params["action"]["type"]) if op == "perform" else None
        if isinstance(error, Unsupported) and self._info and claimed in self._info.capabilities:
            raise self._error(EngineError, f"engine declares capability {claimed!r} but "
                              f"answered {what} with unsupported: {error.message}", process)
        if code == "bad-request":
            raise self._error(EngineError, f"engine rejected {what} as a bad request: "
                              f"{error.message}", process)
        if code in ("engine-error", "timeout") and isinstance(error, EngineError):  # or EngineTimeout
            raise self._error(type(error), f"engine failed on {what}: {error.message}", process)
        raise error

    def _decode(self, cls: type, result: Any, op: str, path: str = "result") -> Any:
        try:
            return from_dict(cls, result, path)
        except ValueError as exc:
            self._fail(EngineError, f"engine's {op} reply does not decode: {exc}")

    def _exit_story(self, process: EngineProcess) -> str:
        code = process.exit_code(wait=1.0)
        if code is None:
            return "closed its stdout"
        process.settle_stderr()
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"was killed by {name}"
        return f"exited with status {code}"

    # -- errors -----------------------------------------------------------------------------

    def _fail(self, cls: type[EngineError], message: str) -> NoReturn:
        """Kill the broken process and raise: the next start() launches a new one."""
        process, self._process = self._process, None
        error = self._error(cls, message, process)
        self._down = message
        if process is not None:
            process.kill()
        raise error

    def _raise(self, cls: type[EngineError], message: str) -> NoReturn:
        raise self._error(cls, message, self._process)

    def _error(self, cls: type[EngineError], message: str,
               process: EngineProcess | None) -> EngineError:
        stderr = [line for line in (process.stderr_tail if process else ()) if line.strip()]
        if stderr:
            message += f" (stderr: {stderr[-1].strip()[:200]})"
        error = cls(message)
        details = [f"engine command: {self.command}", "last lines exchanged (> sent, < received):"]
        details += list(self.transcript)[-TAIL_LINES:]
        if process is not None:
            details.append(f"stderr tail ({process.stderr_bytes} bytes written in all):")
            details += list(process.stderr_tail) or ["(empty)"]
        error.transcript = "\n".join(details)
        return error

    def _record(self, direction: str, line: bytes) -> None:
        text = line.rstrip(b"\r\n").decode("utf-8", "replace")
        if len(text) > TRANSCRIPT_LINE_CHARS:
            text = text[:TRANSCRIPT_LINE_CHARS] + f"... ({len(line)} bytes)"
        self.transcript.append(f"{direction} {text}")


def _minor(version: str) -> int:
    try:
        return int(version.split(".")[1])
    except (IndexError, ValueError):
        return 0


def _reply_id(line: str) -> int | None:
    """The id of a reply line, if it is one (for messages only: nothing is trusted)."""
    try:
        value = json.loads(line).get("id") if len(line) < 65536 else None
    except (ValueError, AttributeError, RecursionError):
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) else None
