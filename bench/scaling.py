"""How a reference-engine game's cost grows with the number of players and with its length.

The game is driven as the suite drives it: each action between two observations (the steps
read the event log around every action, steps/scenario_state.py), every decision answered at
once. Alice holds the initiative, so each of her upkeeps ventures into Undercity (CR 726.2).
"""
from __future__ import annotations

import time
from typing import Any

from rulings.adapters.actions import AdvanceTo
from rulings.adapters.decisions import Decision
from rulings.adapters.engine import Engine
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position

NAMES = ("Alice", "Bob", "Carol", "Dave")


def scaling(players: int, turns: int, checkpoints: list[int]) -> dict[str, Any]:
    """CPU seconds spent up to each checkpoint (a number of turns) of one ``players``-player
    game (CPU time: a busy machine's other load disturbs it far less than wall-clock time)."""
    from rulings.reference_engine import ReferenceEngine

    engine = ReferenceEngine()
    names = NAMES[:players]
    began = time.process_time()
    engine.start(_position(names, turns))
    _settle(engine)
    marks: dict[int, float] = {}
    for turn in range(1, turns + 1):
        _act(engine, AdvanceTo("upkeep", names[turn % players]))
        if turn in checkpoints:
            marks[turn] = time.process_time() - began
    events = len(engine.observe().events)
    engine.close()
    return {"players": players, "turns": turns, "seconds_at": marks, "events": events}


def _position(names: tuple[str, ...], turns: int) -> Position:
    # every draw finds a card and Trap! (5 life) never ends the game: nobody leaves it
    cards = turns + 20  # Secret Entrance, Archives and Throne take cards too
    return Position(
        players=tuple(PlayerSetup(name, life=10_000, library=("Forest",) * cards,
                                  battlefield=(PermanentSetup("Grizzly Bears"),))
                      for name in names),
        format="two-player" if len(names) == 2 else "free-for-all",
        initiative="Alice",
    )


def _act(engine: Engine, action: AdvanceTo) -> None:
    before = len(engine.observe().events)
    engine.perform(action)
    _settle(engine)
    if len(engine.observe().events) < before:
        raise RuntimeError("the event log shrank")


def _settle(engine: Engine) -> None:
    for _ in range(200):
        decision = engine.pending()
        if decision is None:
            return
        engine.decide(_first_answer(decision))
    raise RuntimeError("more than 200 decisions in a row")


def _first_answer(decision: Decision) -> tuple[str, ...]:
    wanted = decision.min if decision.min > 0 else min(1, decision.max, len(decision.options))
    answer = tuple(decision.options[:wanted])
    problem = decision.check(answer)
    if problem:
        raise RuntimeError(f"cannot answer {decision}: {problem}")
    return answer
