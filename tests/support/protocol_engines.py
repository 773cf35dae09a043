"""Reference engines that break one rule of the protocol (docs/PROTOCOL.md), for the tests of
rulings protocol-check and of the mutation tester's protocol checks."""
from __future__ import annotations

from dataclasses import replace

from rulings.adapters.errors import InvalidPosition
from rulings.reference_engine import ReferenceEngine


class AcceptsNegativeCounters(ReferenceEngine):
    """Sets up a permanent with -2 +1/+1 counters as if it had none (PROTOCOL.md: refuse it)."""

    def start(self, position):
        players = tuple(replace(player, battlefield=tuple(
            replace(perm, counters={k: n for k, n in perm.counters.items() if n >= 0})
            for perm in player.battlefield)) for player in position.players)
        return super().start(replace(position, players=players))


class WrongErrorForDuplicateLabels(ReferenceEngine):
    def start(self, position):
        try:
            return super().start(position)
        except InvalidPosition as exc:
            if "duplicate label" in exc.message:
                raise RuntimeError("label clash") from None
            raise
