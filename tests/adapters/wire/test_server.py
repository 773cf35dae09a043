"""The wire server: every request gets a reply, every failure an error reply, never a crash."""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from rulings.cr.crversion import CR_VERSION
import pytest

from rulings.adapters.actions import LoseLife, TakeInitiative
from rulings.adapters.codec import to_dict
from rulings.adapters.position import PlayerSetup, Position
from rulings.adapters.wire.client import WireEngine
from rulings.adapters.wire.messages import MAX_LINE_BYTES
from rulings.adapters.wire.server import Server

ENGINES = Path(__file__).resolve().parents[3] / "tests" / "support" / "engines"
REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ENGINES))
from tiny_engine import TinyEngine  # noqa: E402

POSITION = to_dict(Position(players=(PlayerSetup("Alice"), PlayerSetup("Bob"))))


def ask(server: Server, request: dict | bytes) -> dict:
    line = request if isinstance(request, bytes) else json.dumps(request).encode() + b"\n"
    reply = server.handle_line(line)
    assert reply.endswith(b"\n") and reply.count(b"\n") == 1
    return json.loads(reply)


def error_of(reply: dict) -> tuple[str, str]:
    assert reply["ok"] is False, reply
    return reply["error"]["code"], reply["error"]["message"]


def test_a_game_over_handle_line() -> None:
    server = Server(TinyEngine())
    info = ask(server, {"id": 1, "op": "handshake", "params": {"protocol_version": "1.0"}})
    assert info == {"id": 1, "ok": True, "result": {
        "name": "tiny", "version": "0.1", "protocol_version": "1.0", "cr_version": CR_VERSION,
        "capabilities": ["two-player", "direct-effects", "leave-game", "event-log"]}}
    assert ask(server, {"id": 2, "op": "ready"}) == {"id": 2, "ok": True, "result": None}
    assert ask(server, {"id": 3, "op": "start", "params": {"position": POSITION}})["ok"]
    action = to_dict(TakeInitiative("Bob"))
    assert ask(server, {"id": 4, "op": "perform", "params": {"action": action}})["ok"]
    assert ask(server, {"id": 5, "op": "pending"}) == {"id": 5, "ok": True, "result": None}
    observed = ask(server, {"id": 6, "op": "observe"})["result"]
    assert observed["initiative"] == "Bob"
    assert ask(server, {"id": 7, "op": "quit"})["ok"] and server.quitting


@pytest.mark.parametrize(("request_line", "reply_id", "code", "words"), [
    (b"not json\n", None, "bad-request", "line is not JSON"),
    (b'{"id": 9, "op": "explode"}\n', 9, "bad-request", "unknown op 'explode'"),
    (b'{"id": 9, "op": "handshake", "params": {"protocol_version": "2.0"}}\n', 9, "bad-request",
     "protocol 2.0 is not supported"),
    (b'{"id": 9, "op": "start", "params": {"position": {"players": [{"name": "A", "life": 1.5}]}}}'
     b"\n", 9, "bad-request", "params.position.players[0].life: 1.5 is not of type"),
    # valid for the schema (JSON Schema integers include 2.0), refused by the codec
    (b'{"id": 9, "op": "start", "params": {"position": {"players": [{"name": "A", "life": 2.0}]}}}'
     b"\n", 9, "invalid-position", "position.players[0].life: expected int, got float"),
    (b'{"id": 9, "op": "start", "params": {"position": {"players": []}}}\n', 9,
     "invalid-position", "position.players: no players"),
    (b'{"id": 9, "op": "perform", "params": {"action": {"type": "pass-priority", "player": "A"}}}'
     b"\n", 9, "illegal-action", "no game has started"),
])
def test_bad_requests_get_error_replies(request_line: bytes, reply_id: int | None, code: str,
                                        words: str) -> None:
    reply = ask(Server(TinyEngine()), request_line)
    assert reply["id"] == reply_id
    assert error_of(reply)[0] == code
    assert words in error_of(reply)[1]


def test_an_engine_bug_is_an_engine_error_reply_and_the_server_lives_on() -> None:
    log = io.StringIO()
    server = Server(TinyEngine(), log=log)
    ask(server, {"id": 1, "op": "start", "params": {"position": POSITION}})
    action = to_dict(LoseLife("Zed", 1))  # TinyEngine looks the player up: KeyError
    code, message = error_of(ask(server, {"id": 2, "op": "perform", "params": {"action": action}}))
    assert (code, message) == ("engine-error", "KeyError: \"no player named 'Zed' (players: "
                               "['Alice', 'Bob'])\"")
    assert "Traceback" in log.getvalue()
    assert ask(server, {"id": 3, "op": "observe"})["result"]["turn"] == 1


class Closing(TinyEngine):
    closed = 0

    def close(self) -> None:
        Closing.closed += 1


def test_serve_loop_survives_an_oversized_line_and_stops_at_quit() -> None:
    lines = [
        b"x" * (MAX_LINE_BYTES + 10) + b"\n",
        b'{"id": 1, "op": "ready"}\n',
        b'{"id": 2, "op": "quit"}\n',
        b'{"id": 3, "op": "ready"}\n',
    ]
    stdout = io.BytesIO()
    Closing.closed = 0
    assert Server(Closing()).serve(io.BytesIO(b"".join(lines)), stdout) == 0
    replies = [json.loads(line) for line in stdout.getvalue().splitlines()]
    assert [r["id"] for r in replies] == [None, 1, 2]
    assert "over the 8388608-byte limit" in replies[0]["error"]["message"]
    assert Closing.closed == 1


def test_serve_loop_ends_at_end_of_input() -> None:
    stdout = io.BytesIO()
    Closing.closed = 0
    Server(Closing()).serve(io.BytesIO(b'{"id": 1, "op": "ready"}'), stdout)  # no final newline
    assert json.loads(stdout.getvalue()) == {"id": 1, "ok": True, "result": None}
    assert Closing.closed == 1


def test_serve_module_keeps_stray_prints_off_the_protocol_stream() -> None:
    env = {"PYTHONPATH": os.pathsep.join([str(REPO), str(ENGINES)])}
    argv = [sys.executable, "-m", "rulings.adapters.wire.serve", "tiny_engine:ChattyTinyEngine"]
    with WireEngine(argv, env=env) as engine:
        engine.start(Position(players=(PlayerSetup("Alice"), PlayerSetup("Bob"))))
        engine.perform(TakeInitiative("Alice"))
        assert engine.observe().initiative == "Alice"
        process = engine._process
        assert process is not None
        deadline = time.monotonic() + 5  # the stderr reader is a thread: give it a moment
        while time.monotonic() < deadline and not any(
                "debug: performing TakeInitiative" in line for line in process.stderr_tail):
            time.sleep(0.02)
        assert any("debug: performing TakeInitiative" in line for line in process.stderr_tail)


def test_serve_module_reports_an_unknown_engine() -> None:
    done = subprocess.run([sys.executable, "-m", "rulings.adapters.wire.serve", "no-such-engine"],
                          capture_output=True, text=True, cwd=REPO, timeout=30)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("serve: unknown engine 'no-such-engine'")
    assert done.stderr.count("\n") == 1
