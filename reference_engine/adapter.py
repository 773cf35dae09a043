"""ReferenceEngine: the reference game behind the in-process adapter protocol."""
from __future__ import annotations

from typing import Any, Generator

from rulings.adapters.actions import Action
from rulings.adapters.capabilities import CAPABILITIES
from rulings.adapters.crversion import CR_VERSION
from rulings.adapters.decisions import Decision
from rulings.adapters.engine import EngineInfo
from rulings.adapters.errors import EngineError, IllegalAction, ProtocolError
from rulings.adapters.observation import Observation
from rulings.adapters.position import Position

from . import mechanics  # noqa: F401  (plugs every mechanic into the core)
from .actions import may_refuse_late, perform
from .game import Game
from .observe import observe
from .setup import build
from .turn import give_priority

VERSION = "0.1.0"


class ReferenceEngine:
    """Deterministic: the same position and actions always give the same observations."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._process: Generator[Decision, Any, None] | None = None
        self._pending: Decision | None = None
        # To undo an action refused after it changed the game: the position and every call
        # accepted since (True and an action, or False and an answer), and how many of them
        # came before the current action if it may be refused that late (else None).
        self._position: Position | None = None
        self._calls: list[tuple[bool, Any]] = []
        self._undo: int | None = None
        self._logged = 0  # the event log's length before the current action

    def info(self) -> EngineInfo:
        """The engine's name, version, CR version and capabilities."""
        return EngineInfo(name="reference", version=VERSION, cr_version=CR_VERSION,
                          capabilities=tuple(CAPABILITIES))

    def start(self, position: Position) -> None:
        """Set up the game the position describes; the priority holder gets priority."""
        self._game, self._process, self._pending = None, None, None
        game = build(position)
        self._game, self._position, self._calls, self._undo = game, position, [], None
        self._run(give_priority(game))  # the active player receives priority (CR 117.3a)

    def perform(self, action: Action) -> None:
        """Perform an action; an illegal one leaves no trace."""
        game = self._require_game()
        if self._pending is not None:
            raise IllegalAction(f"a decision is pending: {self._pending.player} must "
                                f"{self._pending.kind}", rule="117.1")
        self._logged = len(game.events)
        self._undo = len(self._calls) if may_refuse_late(game, action) else None
        self._atomically(self._run, perform(game, action))
        self._calls.append((True, action))

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
        self._calls.append((False, tuple(answer)))

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
            if self._undo is None:
                # refused before it changed anything (actions.may_refuse_late)
                assert self._game is not None  # an action is taken in a started game
                del self._game.events[self._logged:]
            else:
                self._replay(self._calls[:self._undo])
            self._process, self._pending = None, None
            raise

    def _replay(self, calls: list[tuple[bool, Any]]) -> None:
        """The game as it was after ``calls``: built from the position again and played again,
        call by call. The engine is deterministic (its shuffles too: the generator is seeded
        from the position), so this is the very game, event log included; none of these calls
        was refused the first time, so none is now. Only an action refused after it changed
        the game comes here, which is rare: cheaper than a copy of the game before every action
        that might be."""
        assert self._position is not None
        game = build(self._position)
        self._game = game
        self._run(give_priority(game))
        for is_action, value in calls:
            if is_action:
                self._run(perform(game, value))
            else:
                self._step(value)
        self._calls = calls

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
