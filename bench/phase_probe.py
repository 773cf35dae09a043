"""The phase.rs adapter (adapters/thirdparty/phase_engine.py) against phase.rs called directly.

Set-up: ``PhaseEngine.start(position)`` against the least a phase.rs client must do to reach a
position (phase.rs has no position loader): ``new_game`` with the decks, keep the opening
hands, export the state and load it back.
Actions: the adapter plays a short game (turns, the initiative's upkeep venture, a room choice
and its target, an attack) with an observation after every action, as the suite does. Every
``apply`` it makes on phase.rs is recorded; "direct" replays exactly those applies on the same
starting state, with one ``state()`` export per observation.
"""
from __future__ import annotations

import copy
import statistics
import time
from collections import Counter, defaultdict
from typing import Any

from adapters.actions import Action, AdvanceTo, Attack, DeclareAttackers, ResolveStack
from adapters.position import DungeonSetup, PermanentSetup, PlayerSetup, Position
from adapters.session import Session

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
OBSERVE = object()  # marks an observation in the recorded calls


class _Timed:
    """Wraps a phase.rs object: times every method call by name, records the game's applies."""

    def __init__(self, target: Any, tally: dict[str, float], counts: Counter[str],
                 applies: list[Any] | None = None) -> None:
        self._target, self._tally, self._counts, self._applies = target, tally, counts, applies

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._target, name)
        if not callable(attr):
            return attr

        def timed(*args: Any, **kwargs: Any) -> Any:
            if name == "apply" and self._applies is not None:
                seat, action = args
                self._applies.append((seat, action.to_dict() if hasattr(action, "to_dict") else action))
            began = time.perf_counter()
            try:
                return attr(*args, **kwargs)
            finally:
                self._tally[name] += time.perf_counter() - began
                self._counts[name] += 1
        return timed


def phase(runs: int) -> dict[str, Any]:
    from adapters.thirdparty.phase_cards import new_engine
    from adapters.thirdparty.phase_engine import PhaseEngine
    from adapters.thirdparty.phase_setup import decks, Seating

    engine = new_engine()  # the card database is built once per process, outside every timing
    adapter = PhaseEngine()
    adapter._engine = engine
    adapter.start(POSITION)  # warm-up
    deck_lists = decks(POSITION, Seating([p.name for p in POSITION.players]))

    setup_adapter, setup_direct = [], []
    for _ in range(runs):
        began = time.perf_counter()
        adapter.start(POSITION)
        setup_adapter.append(time.perf_counter() - began)
        began = time.perf_counter()
        _direct_setup(engine, deck_lists)
        setup_direct.append(time.perf_counter() - began)

    acts_adapter, acts_direct = [], []
    tally: dict[str, float] = defaultdict(float)
    counts: Counter[str] = Counter()
    for _ in range(runs):
        adapter.start(POSITION)
        start_state = adapter._game.state()
        calls: list[Any] = []
        adapter._game = _Timed(adapter._game, tally, counts, calls)
        seconds, final = _play(adapter, calls)
        acts_adapter.append(seconds)
        game = engine.load_game(copy.deepcopy(start_state))
        began = time.perf_counter()
        last = _replay(game, calls)
        acts_direct.append(time.perf_counter() - began)
        _same_game(final, last)
    return {
        "setup_adapter": statistics.median(setup_adapter), "setup_direct": statistics.median(setup_direct),
        "actions_adapter": statistics.median(acts_adapter), "actions_direct": statistics.median(acts_direct),
        "applies": sum(1 for c in calls if c is not OBSERVE),
        "observations": sum(1 for c in calls if c is OBSERVE),
        "adapter_phase_calls": {name: {"calls": counts[name] // runs, "seconds": tally[name] / runs}
                                for name in sorted(counts)},
    }


def _direct_setup(engine: Any, deck_lists: list[list[str]]) -> Any:
    game = engine.new_game(player=deck_lists[0], opponent=deck_lists[1], seed=0, first_player=0)
    while game.waiting_for()["type"] == "MulliganDecision":
        seat = game.waiting_for()["data"]["pending"][0]["player"]
        game.apply(seat, next(a for a in game.actions() if a.data["choice"]["type"] == "Keep"))
    return engine.load_game(game.state())


def _play(adapter: Any, calls: list[Any]) -> tuple[float, dict]:
    session = Session(adapter)
    for answer in ANSWERS:
        session.expect(*answer)
    began = time.perf_counter()
    for action in ACTIONS:
        session.perform(action)
        session.observe()
        calls.append(OBSERVE)
    seconds = time.perf_counter() - began
    session.finish()
    return seconds, adapter._game._target.state()


def _replay(game: Any, calls: list[Any]) -> dict:
    state: dict = {}
    for call in calls:
        if call is OBSERVE:
            state = game.state()
        else:
            game.apply(*call)
    return state


def _same_game(adapter_state: dict, direct_state: dict) -> None:
    a, d = adapter_state["state"], direct_state["state"]
    for key in ("turn_number", "phase", "active_player", "initiative", "dungeon_progress"):
        if a.get(key) != d.get(key):
            raise RuntimeError(f"the direct replay diverged from the adapter's game at {key}: "
                               f"{d.get(key)!r} != {a.get(key)!r}")
    if [p["life"] for p in a["players"]] != [p["life"] for p in d["players"]]:
        raise RuntimeError("the direct replay diverged from the adapter's game: life totals")
