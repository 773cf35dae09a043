"""The phase.rs adapter (adapters/phase/engine.py) against phase.rs called directly.

One instrumented run of the adapter records every call it makes on phase.rs that creates or
changes a game (``new_game``, ``load_game``, ``apply``) with its arguments, and times every
phase.rs call by name. "Direct" replays exactly those recorded calls on a fresh game, plus one
``state()`` export per observation (the least a client must do to look at the game): the same
actions, without the adapter's translation. Set-up (``start``) and actions (a short game:
turns, the initiative's upkeep venture, a room choice and its target, an attack; an observation
after every action, as the suite does) are measured separately, each timed without the
instrumentation.
"""
from __future__ import annotations

import json
import statistics
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from rulings.adapters.actions import Action, AdvanceTo, Attack, DeclareAttackers, ResolveStack
from rulings.adapters.position import DungeonSetup, PermanentSetup, PlayerSetup, Position
from rulings.adapters.session import Session

POSITION = Position(
    players=(
        PlayerSetup("Alice", library=("Forest",) * 10, battlefield=(PermanentSetup("Grizzly Bears"),),
                    dungeon=DungeonSetup("Undercity", "Secret Entrance")),
        PlayerSetup("Bob", library=("Forest",) * 10, battlefield=(PermanentSetup("Hill Giant"),)),
    ),
    initiative="Alice",
)
ACTIONS: tuple[Action, ...] = (
    AdvanceTo("upkeep", "Bob"), AdvanceTo("upkeep", "Alice"), ResolveStack(),
    AdvanceTo("precombat main", "Alice"), DeclareAttackers("Alice", (Attack("Grizzly Bears", "Bob"),)),
    AdvanceTo("upkeep", "Bob"),
)
ANSWERS = (("Alice", "choose-room", ("Forge",)), ("Alice", "choose-targets", ("Grizzly Bears",)))
SETUP_BATCH = 10  # set-ups timed together: one takes milliseconds
CHANGES_THE_GAME = frozenset({"new_game", "load_game", "apply"})
ENGINE = 0  # the phase.rs Engine's index among the recorded objects


@dataclass
class Recording:
    """Calls that change games: (target object, method, args, kwargs, index of a new game)."""

    calls: list[tuple[int, str, Any, Any, int | None]] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    counts: Counter[str] = field(default_factory=Counter)
    objects: int = 1  # the engine is object 0


class _Recorded:
    """Wraps a phase.rs Engine or Game: records game-changing calls and times every call."""

    def __init__(self, target: Any, recording: Recording, index: int) -> None:
        self._target, self._recording, self.index = target, recording, index

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._target, name)
        if not callable(attr):
            return attr
        recording = self._recording

        def call(*args: Any, **kwargs: Any) -> Any:
            began = _clock()
            result = attr(*args, **kwargs)
            recording.seconds[name] += _clock() - began
            recording.counts[name] += 1
            made = None
            if type(result).__name__ == "Game":
                made, recording.objects = recording.objects, recording.objects + 1
                result = _Recorded(result, recording, made)
            if name in CHANGES_THE_GAME:
                recording.calls.append((self.index, name, _plain(args), _plain(kwargs), made))
            return result
        return call


def _clock() -> float:
    """CPU time of this process: everything here runs on this thread, and other processes'
    load on a busy machine disturbs it far less than wall-clock time."""
    return time.process_time()


def _plain(value: Any) -> Any:
    """A copy of an argument that later changes can't reach (phase actions as their dicts)."""
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, tuple):
        return tuple(_plain(item) for item in value)
    if isinstance(value, dict) and any(hasattr(v, "to_dict") for v in value.values()):
        return {key: _plain(item) for key, item in value.items()}
    return json.loads(json.dumps(value))


def phase(runs: int) -> dict[str, Any]:
    from rulings.adapters.phase import PhaseEngine

    adapter = PhaseEngine()
    adapter.start(POSITION)  # warm-up: the card database is built once per process
    engine = adapter._engine
    setup, actions = _record(adapter, engine)

    setup_adapter, setup_direct, acts_adapter, acts_direct = [], [], [], []
    for _ in range(runs):
        began = _clock()
        for _ in range(SETUP_BATCH):
            adapter.start(POSITION)
        setup_adapter.append((_clock() - began) / SETUP_BATCH)
        began = _clock()
        for _ in range(SETUP_BATCH):
            _replay(engine, setup.calls)
        setup_direct.append((_clock() - began) / SETUP_BATCH)

        session = _session(adapter)
        began = _clock()
        _play(session)
        acts_adapter.append(_clock() - began)
        games = _replay(engine, setup.calls)  # the same starting game, untimed
        began = _clock()
        _replay(engine, actions.calls, games)
        acts_direct.append(_clock() - began)
    return {
        "setup_ratio_spread": _spread(setup_adapter, setup_direct),
        "actions_ratio_spread": _spread(acts_adapter, acts_direct),
        "setup_adapter": statistics.median(setup_adapter), "setup_direct": statistics.median(setup_direct),
        "actions_adapter": statistics.median(acts_adapter), "actions_direct": statistics.median(acts_direct),
        "setup_calls": [name for _, name, *_ in setup.calls],
        "applies": sum(1 for _, name, *_ in actions.calls if name == "apply"),
        "observations": sum(1 for _, name, *_ in actions.calls if name == "state"),
        "adapter_phase_calls": {name: {"calls": actions.counts[name],
                                       "seconds": actions.seconds[name]} for name in actions.counts},
    }


def _spread(adapter: list[float], direct: list[float]) -> list[float]:
    """[lowest, highest] per-run ratio: how much the runs disagreed."""
    ratios = [a / d for a, d in zip(adapter, direct)]
    return [round(min(ratios), 3), round(max(ratios), 3)]


def _record(adapter: Any, engine: Any) -> tuple[Recording, Recording]:
    """One instrumented set-up and one instrumented game; checks the replay reaches the same game."""
    setup = Recording()
    adapter._engine = _Recorded(engine, setup, ENGINE)
    adapter.start(POSITION)
    actions = Recording(objects=setup.objects)
    adapter._engine = _Recorded(engine, actions, ENGINE)
    adapter._game = _Recorded(adapter._game._target, actions, adapter._game.index)
    session = _session(adapter)
    for action in ACTIONS:
        session.perform(action)
        session.observe()
        actions.calls.append((adapter._game.index, "state", (), {}, None))  # one export to look
    session.finish()
    final = adapter._game._target.state()
    adapter._engine = engine
    games = _replay(engine, setup.calls)
    _replay(engine, actions.calls, games)
    _same_game(final, games[max(games)].state())
    return setup, actions


def _session(adapter: Any) -> Session:
    adapter.start(POSITION)
    session = Session(adapter)
    for answer in ANSWERS:
        session.expect(*answer)
    return session


def _play(session: Session) -> None:
    for action in ACTIONS:
        session.perform(action)
        session.observe()


def _replay(engine: Any, calls: list, objects: dict[int, Any] | None = None) -> dict[int, Any]:
    objects = objects if objects is not None else {}
    objects[ENGINE] = engine
    for target, name, args, kwargs, made in calls:
        result = getattr(objects[target], name)(*args, **kwargs)
        if made is not None:
            objects[made] = result
    return objects


def _same_game(adapter_state: dict, direct_state: dict) -> None:
    a, d = adapter_state["state"], direct_state["state"]
    for key in ("turn_number", "phase", "active_player", "initiative", "dungeon_progress"):
        if a.get(key) != d.get(key):
            raise RuntimeError(f"the direct replay diverged from the adapter's game at {key}: "
                               f"{d.get(key)!r} != {a.get(key)!r}")
    if [p["life"] for p in a["players"]] != [p["life"] for p in d["players"]]:
        raise RuntimeError("the direct replay diverged from the adapter's game: life totals")
