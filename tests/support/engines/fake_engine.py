"""A scripted engine process for the wire client tests: ``fake_engine.py MODE [PIDFILE]``.

It serves the toy TinyEngine over the wire and misbehaves as MODE says:
  normal            serve faithfully
  crash-at-start    write an error to stderr and exit 3 before reading anything
  silent-at-start   never answer anything
  crash-mid-game    raise an uncaught exception on the first perform (exit status 1)
  hang              sleep forever on the first perform or on quit
  hang-with-child   spawn a sleeping child (its pid goes to PIDFILE), then hang on perform
  garbage           answer perform with a line that is not JSON
  wrong-id          answer perform with the id of another request
  enormous          answer observe with a 9 MiB line
  schema-break      answer observe with a result that is not an Observation
  many-values       answer observe with a valid Observation of 9,000 players (27,000 values)
  stderr-flood      write 1 MiB to stderr before every reply
  signal            kill itself with SIGTERM on the first perform
  unsupported-claimed  declare direct-effects, then answer take-initiative with unsupported
  bad-capability    declare a capability outside the vocabulary
  surrogate         a lone surrogate escape in its name (handshake) and in perform's error
Every mode above speaks protocol 1.1 (an engine that never sends a change's state); these
speak 1.2 (docs/PROTOCOL.md, "The state after a change"):
  state             serve faithfully, answering a change with the state when asked
  state-declined    answer every change with null even when asked for the state
  state-schema-break  answer perform's state with an observation that is not one
And a 1.1 engine that breaks its version:
  state-unasked     answer perform with a state nobody asked for
The first engine process of a run to start a game (PIDFILE's directory holds a marker) also can misbehave
between scenarios, once:
  exit-after-observe   exit (status 0) right after answering the first observe after a perform
  double-reply         answer the first observe after a perform twice
  stray-line           write a stray log line right after that observe
  double-reply-mid     answer the first perform twice (the scenario's next request reads it)
And for the process-tree and signal tests:
  setsid-child      spawn a sleeping child in its own session (pid to PIDFILE), serve faithfully
  spin-with-child   like setsid-child, and spin the CPU on a lose-life perform (writing
                    PIDFILE.spinning first); the engine's own pid goes to PIDFILE.engine
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))  # the repo

from rulings.adapters.wire.server import Server  # noqa: E402
from tiny_engine import TinyEngine  # noqa: E402


def reply(obj: dict) -> None:
    sys.stdout.buffer.write(json.dumps(obj).encode() + b"\n")
    sys.stdout.buffer.flush()


def main(mode: str, pidfile: str | None) -> None:
    if mode == "crash-at-start":
        print("fatal: card database missing", file=sys.stderr)
        sys.exit(3)
    capabilities = ("two-player", "direct-effects", "flying" if mode == "bad-capability" else
                    "event-log")
    version = "1.2" if mode in ("state", "state-declined", "state-schema-break") else "1.1"
    server = Server(TinyEngine(capabilities, protocol_version=version))
    pidpath = Path(pidfile or "child.pid")
    marker = pidpath.parent / f"{mode}.once"
    first_process = False  # the first process of the run to start a game
    performed = False
    if mode in ("setsid-child", "spin-with-child"):
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"],
                                 start_new_session=True)
        pidpath.write_text(str(child.pid))
        Path(f"{pidpath}.engine").write_text(str(os.getpid()))
    for line in sys.stdin.buffer:
        request = json.loads(line)
        rid, op = request["id"], request["op"]
        action = request.get("params", {}).get("action", {})
        if mode == "silent-at-start":
            continue
        if mode == "stderr-flood":
            sys.stderr.write("log line: nothing to see here\n" * 35000)  # about 1 MiB
            sys.stderr.flush()
        if op == "perform" and mode == "crash-mid-game":
            raise RuntimeError("internal engine bug: stack underflow")
        if op in ("perform", "quit") and mode == "hang":
            time.sleep(3600)
        if op == "perform" and mode == "hang-with-child":
            child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"])
            Path(pidfile or "child.pid").write_text(str(child.pid))
            time.sleep(3600)
        if op == "perform" and mode == "garbage":
            sys.stdout.write("Alice casts Grizzly Bears... done!\n")
            sys.stdout.flush()
            continue
        if op == "perform" and mode == "wrong-id":
            reply({"id": rid + 41, "ok": True, "result": None})
            continue
        if op == "observe" and mode == "enormous":
            reply({"id": rid, "ok": True, "result": {"turn": 1, "padding": "x" * (9 << 20)}})
            continue
        if op == "observe" and mode == "many-values":  # schema-valid, 9,000 players
            players = [{"name": f"P{i}", "life": 20} for i in range(9000)]
            reply({"id": rid, "ok": True, "result": {
                "turn": 1, "step": "upkeep", "active_player": "P0", "players": players}})
            continue
        if op == "observe" and mode == "schema-break":
            bad = {"turn": "one", "step": "upkeep", "active_player": "Alice", "players": []}
            reply({"id": rid, "ok": True, "result": bad})
            continue
        if op in ("start", "perform", "decide") and mode == "state-declined":
            answered = json.loads(server.handle_line(line))
            if answered["ok"]:
                answered["result"] = None
            reply(answered)
            continue
        if op == "perform" and mode == "state-schema-break":
            bad = {"turn": "one", "step": "upkeep", "active_player": "Alice", "players": []}
            server.handle_line(line)
            reply({"id": rid, "ok": True, "result": {"pending": None, "observation": bad}})
            continue
        if op == "perform" and mode == "state-unasked":
            server.handle_line(line)
            obs = server.handle_line(json.dumps({"id": rid, "op": "observe"}).encode())
            reply({"id": rid, "ok": True, "result": {
                "pending": None, "observation": json.loads(obs)["result"]}})
            continue
        if op in ("handshake", "perform") and mode == "surrogate":  # JSON's lone surrogates
            answered = json.loads(server.handle_line(line))
            if op == "handshake":
                answered["result"]["name"] = "tiny\ud800"
            else:
                answered = {"id": rid, "ok": False, "error": {
                    "code": "illegal-action", "message": "no \udc80 way"}}
            sys.stdout.buffer.write(json.dumps(answered).encode() + b"\n")  # ASCII: \\ud800
            sys.stdout.buffer.flush()
            continue
        if op == "perform" and mode == "signal":
            os.kill(os.getpid(), signal.SIGTERM)
        if op == "perform" and mode == "unsupported-claimed" and action["type"] == "take-initiative":
            reply({"id": rid, "ok": False, "error": {"code": "unsupported", "message": "not yet"}})
            continue
        if op == "start" and mode in ONCE_MODES and not marker.exists():
            marker.write_text(str(os.getpid()))
            first_process = True
        if op == "perform" and mode == "spin-with-child" and action["type"] == "lose-life":
            # with --jobs each worker has an engine: the files name the one that spins
            pidpath.write_text(str(child.pid))
            Path(f"{pidpath}.engine").write_text(str(os.getpid()))
            Path(f"{pidpath}.spinning").write_text("spinning")
            while True:
                pass
        answer = server.handle_line(line)
        sys.stdout.buffer.write(answer)
        sys.stdout.buffer.flush()
        if server.quitting:
            return
        performed = performed or op == "perform"
        # FAULT-001's last request: its Then's observe, the first after a perform
        if first_process and (op == "perform" if mode == "double-reply-mid" else
                              op == "observe" and performed):
            first_process = False
            if mode == "exit-after-observe":
                sys.exit(0)
            if mode in ("double-reply", "double-reply-mid"):
                sys.stdout.buffer.write(answer)
            if mode == "stray-line":
                sys.stdout.buffer.write(b"debug: observe done\n")
            sys.stdout.buffer.flush()


ONCE_MODES = ("exit-after-observe", "double-reply", "stray-line", "double-reply-mid")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
