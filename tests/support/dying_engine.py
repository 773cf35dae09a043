"""A fake engine that kills the process playing it, to test forked workers (rulings/running/workers.py).

It dies only in a forked worker, never in the run's own process (whose pid the test puts in
RULINGS_TEST_SESSION_PID): with DYING_ENGINE_WHEN=bob, when Bob takes the initiative; with
DYING_ENGINE_WHEN=start, as its first game starts.
"""
from __future__ import annotations

import os
import signal

from rulings.adapters.actions import Action, TakeInitiative
from rulings.adapters.position import Position

from .recording_engine import RecordingEngine


def _in_a_worker() -> bool:
    return os.environ.get("RULINGS_TEST_SESSION_PID") not in (None, str(os.getpid()))


class DyingEngine(RecordingEngine):
    def start(self, position: Position) -> None:
        if os.environ.get("DYING_ENGINE_WHEN") == "start" and _in_a_worker():
            os.kill(os.getpid(), signal.SIGKILL)
        super().start(position)

    def perform(self, action: Action) -> None:
        if (os.environ.get("DYING_ENGINE_WHEN") == "bob" and _in_a_worker()
                and isinstance(action, TakeInitiative) and action.player == "Bob"):
            os.kill(os.getpid(), signal.SIGKILL)
        super().perform(action)
