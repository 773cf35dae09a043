"""The undo snapshot the reference engine takes before every action (adapter.snapshot): a deep
copy, with the objects shared between places copied once, the event log shared (a rejection
cuts it back) and card definitions shared (they never change)."""
from __future__ import annotations

import collections

import pytest

from rulings.adapters.actions import (Action, Attack, DeclareAttackers, LoseLife, PassPriority,
                                      TakeInitiative)
from rulings.adapters.errors import IllegalAction
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position
from rulings.fuzz import fuzz
from rulings.reference_engine import ReferenceEngine
from rulings.reference_engine.actions import may_refuse_late
from rulings.reference_engine.adapter import snapshot
from rulings.reference_engine.game import Game

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


# --- which actions keep a copy (actions.may_refuse_late) ------------------------------------

def _state(game: Game) -> tuple:
    """Everything in a game; the shuffle generator by its state (a Random compares by identity)."""
    return {k: v for k, v in vars(game).items() if k != "rng"}, game.rng.getstate()


class _Checked(ReferenceEngine):
    """Checks that an action refused without a copy to go back to left the game as it was."""

    refused: collections.Counter = collections.Counter()

    def perform(self, action: Action) -> None:
        game = self._game
        assert game is not None
        before, logged = snapshot(game), tuple(game.events)
        copied = may_refuse_late(game, action)
        try:
            super().perform(action)
        except IllegalAction:
            type(self).refused[copied] += 1
            if not copied:
                assert self._game is game and tuple(game.events) == logged
                assert _state(game) == _state(before), f"{action} changed the game, then was refused"
            raise


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_an_action_refused_without_a_copy_had_changed_nothing(tmp_path, seed: int) -> None:
    _Checked.refused.clear()
    report = fuzz(_Checked, examples=40, seed=seed, out_dir=tmp_path)
    assert report.differences == [] and report.reference_errors == []
    assert _Checked.refused[False] > 10  # the check ran on refusals of many actions


def test_an_action_refused_after_it_changed_the_game_is_undone() -> None:
    engine = ReferenceEngine()
    engine.start(Position(players=(
        PlayerSetup("Alice", battlefield=(PermanentSetup("Grizzly Bears"),)),
        PlayerSetup("Bob", battlefield=(PermanentSetup("Grizzly Bears"),)))))
    before = engine.observe()
    attack = DeclareAttackers("Alice", (Attack("Goblin Guide", "Bob"),))  # no such creature
    assert may_refuse_late(engine._game, attack)
    with pytest.raises(IllegalAction, match="508.1a|not a creature"):
        engine.perform(attack)  # refused as the declare attackers step begins (CR 508.1a)
    assert engine.observe() == before and engine._game.step == "precombat main"
