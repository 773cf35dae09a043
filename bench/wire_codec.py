"""``python -m bench.wire_codec``: the CPU the wire protocol spends per message, both sides.

Records the suite's real messages once (``rulings run --engine-cmd`` with a server that logs
each request and reply line; about 10 s), then times, per request, in this process (best of
``--rounds``): the server reading a request (JSON and schema check), encoding its result
(``to_dict`` and the JSON line), and the client reading the reply (JSON and schema check) and
decoding its result (``from_dict``). The engine's own work is not in any of them.
"""
from __future__ import annotations

import argparse
import gc
import json
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


def serve(log: str) -> int:
    """The reference engine's wire server, logging every request and reply line to ``log``."""
    from rulings.adapters.wire import serve as serving
    from rulings.adapters.wire.server import Server

    handle = Server.handle_line
    out = open(log, "ab")  # noqa: SIM115 (open for the life of the process)

    def logged(self: Server, line: bytes) -> bytes:
        reply = handle(self, line)
        out.write(line.rstrip(b"\n") + b"\n" + reply)
        out.flush()
        return reply

    Server.handle_line = logged  # type: ignore[method-assign]
    return serving.main(["reference"])


def record(path: Path) -> list[tuple[bytes, bytes]]:
    """Run the suite on the logging server; the (request, reply) lines, in order."""
    rulings = shutil.which("rulings", path=str(Path(sys.executable).parent))
    command = [rulings] if rulings else [sys.executable, "-m", "rulings.cli.main"]
    engine = shlex.join([sys.executable, str(Path(__file__).resolve()), "serve", str(path)])
    subprocess.run([*command, "run", "--engine-cmd", engine], check=True,
                   stdout=subprocess.DEVNULL)
    lines = path.read_bytes().splitlines(keepends=True)
    return list(zip(lines[0::2], lines[1::2]))


def timings(pairs: list[tuple[bytes, bytes]], rounds: int) -> dict[str, float]:
    from rulings.adapters.codec import from_dict, to_dict
    from rulings.adapters.decisions import Decision
    from rulings.adapters.engine import EngineInfo
    from rulings.adapters.observation import Observation
    from rulings.adapters.wire.messages import (
        AfterChange, Reply, encode_reply, parse_reply, parse_request)

    def decode(op: str, result: Any) -> Any:
        if result is None:
            return None
        if op in ("start", "perform", "decide"):
            pending, seen = result["pending"], result["observation"]
            return AfterChange(None if pending is None else from_dict(Decision, pending),
                               None if seen is None else from_dict(Observation, seen))
        cls = {"observe": Observation, "pending": Decision, "handshake": EngineInfo}.get(op)
        return None if cls is None else from_dict(cls, result, "result")

    requests = [parse_request(request) for request, _ in pairs]
    results = [json.loads(reply).get("result") for _, reply in pairs]
    objects = [decode(r.op, result) for r, result in zip(requests, results)]

    def read_requests() -> None:
        for request, _ in pairs:
            parse_request(request)

    def encode_results() -> None:
        for request, obj in zip(requests, objects):
            encode_reply(Reply(request.id, True, result=to_dict(obj)))

    def read_replies() -> None:
        for (_, reply), request in zip(pairs, requests):
            parse_reply(reply, request.id, request.op)

    def decode_results() -> None:
        for request, result in zip(requests, results):
            decode(request.op, result)

    steps: dict[str, Callable[[], None]] = {
        "server: read request (JSON, schema)": read_requests,
        "server: encode result (to_dict, JSON)": encode_results,
        "client: read reply (JSON, schema)": read_replies,
        "client: decode result (from_dict)": decode_results,
    }
    best = {name: float("inf") for name in steps}
    for _ in range(rounds):
        for name, step in steps.items():
            gc.collect()
            start = time.process_time()
            step()
            best[name] = min(best[name], time.process_time() - start)
    return {name: seconds / len(pairs) * 1e6 for name, seconds in best.items()}


def main(argv: list[str]) -> int:
    if argv[:1] == ["serve"] and len(argv) == 2:
        return serve(argv[1])
    parser = argparse.ArgumentParser(prog="python -m bench.wire_codec", description=__doc__)
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        pairs = record(Path(tmp) / "messages")
    per_request = timings(pairs, args.rounds)
    print(f"{len(pairs)} requests of a suite run; CPU per request, best of {args.rounds} rounds")
    for name, micros in per_request.items():
        print(f"  {name:40} {micros:6.1f} us")
    total = sum(per_request.values())
    print(f"  {'total':40} {total:6.1f} us ({total * len(pairs) / 1e3:.0f} ms per run)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
