"""``python -m adapters.wire.serve [ENGINE_NAME]``: serve a registered engine on stdin/stdout.

ENGINE_NAME defaults to ``reference``. Only protocol lines reach stdout: whatever the engine
itself prints is sent to stderr, the engine's log.
"""
from __future__ import annotations

import os
import sys

from ..engine import Engine
from .server import Server

USAGE = "usage: python -m adapters.wire.serve [ENGINE_NAME]"


def load(name: str) -> Engine:
    try:
        from ..registry import load_engine
    except ImportError:  # adapters/registry.py not written yet: only the reference engine
        if name != "reference":
            raise LookupError(f"unknown engine {name!r} (known: reference)") from None
        from reference_engine import ReferenceEngine

        return ReferenceEngine()
    return load_engine(name)


def main(argv: list[str]) -> int:
    if len(argv) > 1 or argv[:1] in (["-h"], ["--help"]):
        print(USAGE, file=sys.stderr)
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    name = argv[0] if argv else "reference"
    protocol_out = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # stray prints go to the log
    try:
        engine = load(name)
    except Exception as exc:
        print(f"serve: cannot load engine {name!r}: {exc}", file=sys.stderr)
        return 2
    return Server(engine).serve(sys.stdin.buffer, protocol_out)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
