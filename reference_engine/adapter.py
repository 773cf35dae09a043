"""ReferenceEngine: the reference game behind the in-process adapter protocol."""
from __future__ import annotations

import copy
import random
from typing import Any, Generator

from rulings.adapters.actions import Action
from rulings.adapters.capabilities import CAPABILITIES
from rulings.adapters.decisions import Decision
from rulings.adapters.engine import EngineInfo
from rulings.adapters.errors import EngineError, IllegalAction, ProtocolError
from rulings.adapters.observation import Observation
from rulings.adapters.position import Position
from rulings.crversion import CR_VERSION

from . import mechanics  # noqa: F401  (plugs every mechanic into the core)
from .actions import may_refuse_late, perform
from .game import Game, copy_objects
from .observe import observe
from .setup import build
from .turn import give_priority

VERSION = "0.1.0"


def snapshot(game: Game) -> Game:
    """A copy of the game to go back to when an action turns out illegal.

    The event log only grows: the snapshot shares it, and a rejection cuts it back. The shuffle
    generator is copied through its state (an immutable tuple), not item by item as a generic
    deepcopy would (a third of the copy's time)."""
    rng = random.Random.__new__(random.Random)  # not seeded: its state is set at once
    rng.setstate(game.rng.getstate())
    memo: dict[int, Any] = {id(game.events): game.events, id(game.rng): rng}
    fields = game.__dict__.copy()
    for name, value in fields.items():
        if name == "players" or name == "battlefield":
            fields[name] = [p.__deepcopy__(memo) for p in value] if name == "players" \
                else copy_objects(value, memo)
        elif name == "passed":
            fields[name] = set(value)  # of names
        elif name not in _IMMUTABLE and value is not None:
            fields[name] = copy.deepcopy(value, memo) if value or not isinstance(value, list) \
                else []
    clone = object.__new__(Game)
    clone.__dict__ = fields
    return clone


# Game fields holding only immutable values (str, int, bool, None): a snapshot shares them.
_IMMUTABLE = frozenset({"format", "turn", "step", "step_serial", "active", "turn_owner",
                        "priority", "initiative", "next_oid", "over"})


class ReferenceEngine:
    """Deterministic: the same position and actions always give the same observations."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._process: Generator[Decision, Any, None] | None = None
        self._pending: Decision | None = None
        self._before: Game | None = None  # the game as it was before the current action
        self._logged = 0  # the event log's length then

    def info(self) -> EngineInfo:
        """The engine's name, version, CR version and capabilities."""
        return EngineInfo(name="reference", version=VERSION, cr_version=CR_VERSION,
                          capabilities=tuple(CAPABILITIES))

    def start(self, position: Position) -> None:
        """Set up the game the position describes; the priority holder gets priority."""
        self._game, self._process, self._pending = None, None, None
        game = build(position)
        self._game = game
        self._run(give_priority(game))  # the active player receives priority (CR 117.3a)

    def perform(self, action: Action) -> None:
        """Perform an action; an illegal one leaves no trace."""
        game = self._require_game()
        if self._pending is not None:
            raise IllegalAction(f"a decision is pending: {self._pending.player} must "
                                f"{self._pending.kind}", rule="117.1")
        self._logged = len(game.events)
        self._before = snapshot(game) if may_refuse_late(game, action) else None
        self._atomically(self._run, perform(game, action))

    def pending(self) -> Decision | None:
        """The decision the game waits for, if any."""
        return self._pending

    def decide(self, answer: tuple[str, ...]) -> None:
        """Answer the pending decision; an illegal answer leaves no trace."""
        if self._pending is None or self._process is None:
            raise IllegalAction("no decision is pending", rule="117.1")
        problem = self._pending.check(tuple(answer))
        if problem:
            raise IllegalAction(f"illegal answer: {problem}")
        self._atomically(self._step, tuple(answer))

    def observe(self) -> Observation:
        """The canonical observation of the game now."""
        return observe(self._require_game(), self._pending)

    def close(self) -> None:
        """Forget the game."""
        self._game, self._process, self._pending = None, None, None

    # --- driving the game's generators --------------------------------------------------
    def _atomically(self, call: Any, arg: Any) -> None:
        """An action found illegal, even after some of its decisions, leaves no trace."""
        try:
            call(arg)
        except IllegalAction:
            # Without a copy the action was refused before it changed anything (may_refuse_late).
            game = self._game if self._before is None else self._before
            del game.events[self._logged:]  # the copy shares the log
            self._game, self._process, self._pending = game, None, None
            raise


    def _require_game(self) -> Game:
        if self._game is None:
            raise IllegalAction("no game: call start() with a position first")
        return self._game

    def _run(self, process: Generator[Decision, Any, None]) -> None:
        self._process = process
        self._step(None)

    def _step(self, value: Any) -> None:
        assert self._process is not None
        try:
            self._pending = self._process.send(value)
        except StopIteration:
            self._process, self._pending = None, None
        except ProtocolError:
            raise
        except Exception as exc:  # an engine bug must surface as an engine error, not a crash
            raise EngineError(f"reference engine failed: {type(exc).__name__}: {exc}") from exc
