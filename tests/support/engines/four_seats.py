"""The reference engine over the wire, declaring that it seats four players only (protocol 1.3,
``EngineInfo.players``): ``four_seats.py [VERSION]``. It drops the ``two-player`` capability, as
an engine that always seats four would. With VERSION ``1.2`` it breaks its version: it sends
``players`` while answering the handshake with 1.2."""
from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))  # the repo

from rulings.adapters.engine import EngineInfo  # noqa: E402
from rulings.adapters.wire.server import Server  # noqa: E402
from rulings.reference_engine import ReferenceEngine  # noqa: E402


class FourSeats(ReferenceEngine):
    version = "1.3"

    def info(self) -> EngineInfo:
        info = super().info()
        return replace(info, name="four-seats", protocol_version=self.version, players=(4,),
                       capabilities=tuple(c for c in info.capabilities if c != "two-player"))


def main(version: str) -> None:
    FourSeats.version = version
    Server(FourSeats()).serve(sys.stdin.buffer, sys.stdout.buffer)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "1.3")
