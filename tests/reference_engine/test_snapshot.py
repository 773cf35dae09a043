"""The undo snapshot the reference engine takes before every action (adapter.snapshot): a deep
copy, with the objects shared between places copied once, the event log shared (a rejection
cuts it back) and card definitions shared (they never change)."""
from __future__ import annotations

import pytest

from rulings.adapters.actions import LoseLife, PassPriority, TakeInitiative
from rulings.adapters.errors import IllegalAction
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position
from rulings.reference_engine import ReferenceEngine
from rulings.reference_engine.adapter import snapshot

TWO_HEADED = Position(format="two-headed-giant", players=(
    PlayerSetup("Alice", team="A", library=("Forest", "Island"), hand=("Shock",),
                battlefield=(PermanentSetup("Grizzly Bears", counters={"+1/+1": 1}),)),
    PlayerSetup("Bob", team="A"),
    PlayerSetup("Carol", team="C", library=("Forest",)),
    PlayerSetup("Dave", team="C"),
))


def test_the_snapshot_is_independent_and_keeps_what_is_shared() -> None:
    engine = ReferenceEngine()
    engine.start(TWO_HEADED)
    engine.perform(TakeInitiative("Alice"))  # her venture trigger waits on the stack
    game = engine._game
    assert game is not None and game.stack
    copy = snapshot(game)
    # teammates share one team (one life total, CR 810.9), in the copy too, but not the original's
    assert copy.players[0].team is copy.players[1].team is not game.players[0].team
    assert copy.events is game.events
    bear, twin = game.battlefield[0], copy.battlefield[0]
    assert twin is not bear and twin.card is bear.card and twin == bear
    assert copy.stack[0] is not game.stack[0] and copy.stack[0].resolve is game.stack[0].resolve
    assert copy.players[0].library[0] is not game.players[0].library[0]
    assert copy.rng.getstate() == game.rng.getstate() and copy.rng is not game.rng
    # changing the copy leaves the game alone
    twin.counters["+1/+1"] = 5
    twin.tapped = True
    copy.players[0].team.life = 1
    copy.players[0].library.pop()
    copy.stack.clear()
    copy.passed.add("Bob")
    copy.rng.random()
    assert bear.counters == {"+1/+1": 1} and not bear.tapped
    assert game.players[1].life == 30 and len(game.players[0].library) == 2 and game.stack
    assert "Bob" not in game.passed and copy.rng.getstate() != game.rng.getstate()


def test_a_rejected_action_leaves_no_trace() -> None:
    engine = ReferenceEngine()
    engine.start(TWO_HEADED)
    engine.perform(TakeInitiative("Alice"))
    before = engine.observe()
    with pytest.raises(IllegalAction):
        engine.perform(PassPriority("Carol"))  # Alice has priority
    assert engine.observe() == before
    engine.perform(LoseLife("Bob", 3))
    assert engine.observe().player("Alice").life == 27
