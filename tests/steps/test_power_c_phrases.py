"""The phrases issue 10's group C added (docs/STEPS.md): 'nobody has priority', 'X and Y are on
the same team / on different teams', the 'owner' column of 'X controls:', and 'the action is
rejected as illegal' also checking that the refused action left the game unchanged."""
from __future__ import annotations

import pytest

from rulings.adapters.actions import DeclareAttackers, TakeInitiative
from rulings.adapters.errors import IllegalAction
from rulings.reference_engine import ReferenceEngine
from rulings.steps import given, then
from rulings.steps.scenario_state import ScenarioState
from rulings.steps.vocabulary import lookup


def _state(engine=None) -> ScenarioState:
    return ScenarioState(engine or ReferenceEngine())


def test_nobody_has_priority_fails_while_a_player_holds_it() -> None:
    state = _state()
    given.two_player_game(state, "Alice", "Bob")
    with pytest.raises(AssertionError, match="who has priority: expected None, got 'Alice'"):
        lookup("then", "nobody has priority").run(state, "nobody has priority")


def test_team_phrases_in_two_headed_giant_and_outside_it() -> None:
    state = _state()
    lookup("given", "a Two-Headed Giant game: Alice and Bob versus Carol and Dave").run(
        state, "a Two-Headed Giant game: Alice and Bob versus Carol and Dave")
    for text in ("Alice and Bob are on the same team", "Alice and Carol are on different teams"):
        lookup("then", text).run(state, text)
    with pytest.raises(AssertionError, match="teammates"):
        lookup("then", "Alice and Dave are on the same team").run(
            state, "Alice and Dave are on the same team")
    outside = _state()
    given.two_player_game(outside, "Alice", "Bob")
    with pytest.raises(AssertionError, match="to be on teams"):
        lookup("then", "Alice and Bob are on different teams").run(
            outside, "Alice and Bob are on different teams")


def test_the_owner_column_sets_the_permanents_owner() -> None:
    state = _state()
    given.two_player_game(state, "Alice", "Bob")
    lookup("given", "Alice controls:").run(state, "Alice controls:",
                                            [["card", "owner"], ["Grizzly Bears", "Bob"]])
    view = state.observe().battlefield[0]
    assert (view.controller, view.owner) == ("Alice", "Bob")


class LeavesATrace(ReferenceEngine):
    """Refuses taking the initiative, but only after giving it: a refusal that changes the game."""

    def perform(self, action) -> None:
        if isinstance(action, TakeInitiative):
            game = self._require_game()
            game.initiative = action.player
            raise IllegalAction("refused, but the initiative was handed out first")
        super().perform(action)


def test_a_rejection_that_changes_the_game_fails_the_step() -> None:
    rejected = lookup("then", "the action is rejected as illegal")
    legal = _state()
    given.two_player_game(legal, "Alice", "Bob")
    legal.try_perform(TakeInitiative("Alice"))  # legal: nothing refused
    with pytest.raises(AssertionError, match="but it performed it"):
        rejected.run(legal, "the action is rejected as illegal")

    tracing = _state(LeavesATrace())
    given.two_player_game(tracing, "Alice", "Bob")
    tracing.try_perform(TakeInitiative("Bob"))
    with pytest.raises(AssertionError, match="the game changed: initiative differ"):
        rejected.run(tracing, "the action is rejected as illegal")


def test_a_rejection_that_leaves_the_game_as_it_was_passes() -> None:
    state = _state()
    given.two_player_game(state, "Alice", "Bob")
    state.perform(TakeInitiative("Alice"))
    state.try_perform(DeclareAttackers("Bob", ()))  # not Bob's turn: refused, nothing changes
    then.rejected(state)
