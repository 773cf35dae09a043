"""Undoing an illegal action (ReferenceEngine._atomically): an action refused before it changed
anything leaves the game as it is; one that may be refused after it changed the game
(actions.may_refuse_late) is undone by building the game again from its position and replaying
every call accepted before it (ReferenceEngine._replay): the engine is deterministic, so that is
the very game, every field, the shuffle state and the event log."""
from __future__ import annotations

import collections
import copy

import pytest

from rulings.adapters.actions import (Action, Attack, DeclareAttackers, LoseLife, PassPriority,
                                      ResolveStack, TakeInitiative)
from rulings.adapters.errors import IllegalAction
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position
from rulings.fuzz import fuzz
from rulings.reference_engine import ReferenceEngine
from rulings.reference_engine.actions import may_refuse_late
from rulings.reference_engine.game import Game

TWO_HEADED = Position(format="two-headed-giant", players=(
    PlayerSetup("Alice", team="A", library=("Forest", "Island"), hand=("Shock",),
                battlefield=(PermanentSetup("Grizzly Bears", counters={"+1/+1": 1}),)),
    PlayerSetup("Bob", team="A"),
    PlayerSetup("Carol", team="C", library=("Forest",)),
    PlayerSetup("Dave", team="C"),
))


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
    """Checks that every refused action left the game exactly as it was before it: in place when
    it was refused before any change, rebuilt by a replay when it may have been refused later."""

    refused: collections.Counter = collections.Counter()

    def perform(self, action: Action) -> None:
        game = self._game
        assert game is not None
        before, logged = copy.deepcopy(game), tuple(game.events)
        late = may_refuse_late(game, action)
        try:
            super().perform(action)
        except IllegalAction:
            type(self).refused[late] += 1
            if not late:
                assert self._game is game and tuple(game.events) == logged
            assert self._game is not None and tuple(self._game.events) == logged
            assert _state(self._game) == _state(before), f"{action} left a trace, refused"
            raise


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_refused_action_leaves_the_game_exactly_as_it_was(tmp_path, seed: int) -> None:
    _Checked.refused.clear()
    report = fuzz(_Checked, examples=40, seed=seed, out_dir=tmp_path)
    assert report.differences == [] and report.reference_errors == []
    assert _Checked.refused[False] > 10  # the check ran on refusals of many actions
    assert _Checked.refused[True] > 0  # and on some undone by a replay


def _play(engine: ReferenceEngine, *actions: Action) -> None:
    for action in actions:
        engine.perform(action)
        while (decision := engine.pending()) is not None:
            engine.decide(decision.options[:1])


def test_an_action_refused_after_it_changed_the_game_is_undone() -> None:
    position = Position(players=(
        PlayerSetup("Alice", library=("Forest",) * 5, battlefield=(PermanentSetup("Grizzly Bears"),)),
        PlayerSetup("Bob", library=("Island",) * 5, battlefield=(PermanentSetup("Grizzly Bears"),))),
        seed=3)
    engine, twin = ReferenceEngine(), ReferenceEngine()  # the same calls, but no refusal
    for e in (engine, twin):
        e.start(position)
        _play(e, TakeInitiative("Alice"), ResolveStack())  # calls the undo replays, decisions too
    before, state = engine.observe(), _state(copy.deepcopy(engine._game))
    attack = DeclareAttackers("Alice", (Attack("Goblin Guide", "Bob"),))  # no such creature
    assert may_refuse_late(engine._game, attack)
    with pytest.raises(IllegalAction, match="508.1a|not a creature"):
        engine.perform(attack)  # refused as the declare attackers step begins (CR 508.1a)
    assert engine.observe() == before and _state(engine._game) == state
    for e in (engine, twin):  # and the game goes on as if it had never been tried
        _play(e, PassPriority("Alice"), PassPriority("Bob"), LoseLife("Bob", 3))
    assert engine.observe() == twin.observe() and _state(engine._game) == _state(twin._game)
