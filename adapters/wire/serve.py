"""``python -m rulings.adapters.wire.serve [ENGINE_NAME]``: serve a registered engine on stdin/stdout.

ENGINE_NAME (an entry point name or ``package.module:Class``, see adapters/registry.py)
defaults to ``reference``. Only protocol lines reach stdout: whatever the engine
itself prints is sent to stderr, the engine's log.
"""
from __future__ import annotations

import os
import sys

from ..registry import EngineLoadError, load_engine
from .server import Server

USAGE = "usage: python -m rulings.adapters.wire.serve [ENGINE_NAME]"


def main(argv: list[str]) -> int:
    if len(argv) > 1 or argv[:1] in (["-h"], ["--help"]):
        print(USAGE, file=sys.stderr)
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    name = argv[0] if argv else "reference"
    protocol_out = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # stray prints go to the log
    try:
        engine = load_engine(name)
    except EngineLoadError as exc:
        print(f"serve: {exc}", file=sys.stderr)
        return 2
    return Server(engine).serve(sys.stdin.buffer, protocol_out)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
