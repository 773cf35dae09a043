"""Invariants of the reference engine under random play (hypothesis stateful testing).

The machine starts the engine from a random position and drives it only through the adapter
protocol: each rule performs an action drawn from what the observation offers and answers every
pending decision with a drawn legal answer. After every step rulings.fuzz.invariants checks the
initiative, venture markers, dungeons, Two-Headed Giant life and players who left; the engine
may raise nothing but IllegalAction, and a rejected action must leave the observation unchanged.
"""
from __future__ import annotations

import dataclasses
import os

import pytest
from hypothesis import HealthCheck, Phase, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from rulings.adapters.actions import (
    Action, ActivateAbility, AdvanceTo, Concede, PassPriority, ResolveStack, ResolveTop,
    TakeInitiative, Venture,
)
from rulings.adapters.errors import IllegalAction, ProtocolError
from rulings.adapters.observation import Observation
from rulings.adapters.position import PermanentSetup, PlayerSetup, Position
from rulings.reference_engine import ReferenceEngine
from rulings.fuzz import strategies
from rulings.fuzz.facts import game_over
from rulings.fuzz.invariants import InvariantChecker, InvariantViolation, static_problems
from tests.support.broken_engines import PackVenturesFirst, PlainVentureStartsUndercity, VenturesOnEveryUpkeep

# CI: derandomized, bounded (about 20 s of one core), and a failure is reported as found,
# unshrunk (shrinking these games can take minutes). RULINGS_INVARIANTS=thorough searches longer and shrinks failures.
settings.register_profile(
    "invariants-ci", derandomize=True, database=None, deadline=None, max_examples=150,
    stateful_step_count=40, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    phases=[Phase.explicit, Phase.generate], report_multiple_bugs=False,
)
settings.register_profile(
    "invariants-thorough", parent=settings.get_profile("invariants-ci"), derandomize=False,
    max_examples=1000, stateful_step_count=50, phases=list(Phase),
)
PROFILE = "invariants-" + os.environ.get("RULINGS_INVARIANTS", "ci")


class ReferenceGame(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.engine = ReferenceEngine()
        self.checker: InvariantChecker | None = None

    @initialize(position=strategies.positions(), data=st.data())
    def start(self, position: Position, data: st.DataObject) -> None:
        self.engine.start(position)  # a valid position: any error here is an engine bug
        self._answer_decisions(data)
        self.checker = InvariantChecker(position)
        self.checker.after(None, self.engine.observe())

    @rule(data=st.data())
    def act(self, data: st.DataObject) -> None:
        if game_over(self.engine.observe()):
            self.out_of_turn(data)  # nothing else to play: every action is probed the same way
            return
        action = data.draw(strategies.actions(self.engine.observe()), label="action")
        event(f"action {action.KIND}")  # --hypothesis-show-statistics shows what was played
        before = self.engine.observe()
        if self._perform(action) and self._answer_decisions(data, before):
            assert self.checker is not None
            self.checker.after(action, self.engine.observe())

    @rule(data=st.data())
    def out_of_turn(self, data: st.DataObject) -> None:
        """A pass by a player without priority is rejected (CR 117.1), game over or not."""
        obs = self.engine.observe()
        others = [p.name for p in obs.players if p.name != obs.priority]
        action = PassPriority(data.draw(st.sampled_from(others), label="passing player"))
        assert not self._perform(action), f"{action} was accepted though {obs.priority} has priority"

    @invariant()
    def observation_is_consistent(self) -> None:
        if self.checker is not None:
            problems = static_problems(self.engine.observe())
            assert not problems, "; ".join(problems)

    @invariant()
    def no_decision_left_pending(self) -> None:
        assert self.engine.pending() is None

    def teardown(self) -> None:
        if self.checker is not None and self.checker.last is not None:
            seen = {e.type for e in self.checker.last.events}
            for kind in ("took-initiative", "ventured", "completed-dungeon", "left-game"):
                if kind in seen:
                    event(f"game with {kind}")

    def _perform(self, action: Action) -> bool:
        """Perform; False if rejected, which must change nothing. Other errors propagate."""
        before = self.engine.observe()
        try:
            self.engine.perform(action)
        except IllegalAction:
            after = self.engine.observe()
            assert after == before, f"the rejected {action} changed the observation"
            return False
        except ProtocolError as exc:
            raise AssertionError(f"{action} raised {type(exc).__name__}: {exc} (an engine may "
                                 "only reject an action, with IllegalAction)") from exc
        return True

    def _answer_decisions(self, data: st.DataObject, before: Observation | None = None) -> bool:
        """Answer every decision; False when an answer the rules refuse only as the game goes on
        (a trample assignment before lethal damage to every blocker, CR 702.19b) made the action
        illegal, which must leave the game as it was ``before`` it (docs/PROTOCOL.md, Decisions)."""
        for _ in range(200):
            decision = self.engine.pending()
            if decision is None:
                return True
            answer = data.draw(strategies.answers(decision), label=decision.kind)
            try:
                self.engine.decide(answer)
            except IllegalAction as exc:
                if before is None or decision.kind != "assign-combat-damage":
                    raise AssertionError(
                        f"a legal answer {list(answer)} to {decision.player}'s {decision.kind} "
                        f"raised IllegalAction: {exc}") from exc
                assert self.engine.pending() is None, "the refused assignment is still pending"
                assert self.engine.observe() == before, (
                    "the action whose assignment was refused changed the observation")
                return False
            except ProtocolError as exc:
                raise AssertionError(
                    f"a legal answer {list(answer)} to {decision.player}'s {decision.kind} raised "
                    f"{type(exc).__name__}: {exc} (an action may be rejected only by perform(), "
                    "and then nothing has changed)") from exc
        raise AssertionError("more than 200 decisions in a row: the engine loops")


TestReferenceInvariants = ReferenceGame.TestCase
TestReferenceInvariants.settings = settings.get_profile(PROFILE)


# --- the checks themselves catch broken engines --------------------------------------------

def play(engine, position: Position, actions: list[Action],
         answers: dict[str, tuple[str, ...]] | None = None) -> None:
    """Play ``actions`` through the checker; decisions are answered by kind from ``answers``."""
    engine.start(position)
    checker = InvariantChecker(position)
    checker.after(None, engine.observe())
    for action in actions:
        engine.perform(action)
        while (decision := engine.pending()) is not None:
            engine.decide((answers or {}).get(decision.kind, decision.options[:1]))
        checker.after(action, engine.observe())


TWO = (PlayerSetup("Alice", library=("Forest",) * 5), PlayerSetup("Bob", library=("Forest",) * 5))


def test_a_normal_game_keeps_every_invariant() -> None:
    play(ReferenceEngine(), Position(TWO, initiative="Alice", turn=2),
         [AdvanceTo("upkeep", "Bob"), AdvanceTo("upkeep", "Alice"), ResolveStack(),
          TakeInitiative("Bob"), ResolveStack(), Venture("Alice", "dungeon"), Concede("Bob")])


def test_a_venture_at_another_player_s_upkeep_is_caught() -> None:
    with pytest.raises(InvariantViolation, match="triggered without Alice taking the initiative"):
        play(VenturesOnEveryUpkeep(), Position(TWO, initiative="Alice", turn=2),
             [AdvanceTo("upkeep", "Bob")])


def test_a_plain_venture_into_undercity_is_caught() -> None:
    with pytest.raises(InvariantViolation, match="entered Undercity by venturing into the dungeon"):
        play(PlainVentureStartsUndercity(), Position(TWO), [Venture("Alice", "dungeon")],
             {"choose-dungeon": ("Undercity",)})


def test_a_venture_nothing_explains_is_caught() -> None:
    pack = (PlayerSetup("Alice", battlefield=(PermanentSetup("Dungeoneer's Pack"),),
                        library=("Forest",), mana_pool="{2}"), PlayerSetup("Bob"))
    with pytest.raises(InvariantViolation, match="Alice ventured into Undercity with nothing to "
                                                 "explain it"):
        play(PackVenturesFirst(), Position(pack, turn=2),
             [ActivateAbility("Alice", "Dungeoneer's Pack"), ResolveTop()])


def test_one_observation_on_its_own() -> None:
    obs = ReferenceEngine()
    obs.start(Position((PlayerSetup("A", team="T"), PlayerSetup("B", team="T"),
                        PlayerSetup("C", team="U"), PlayerSetup("D", team="U")),
                       format="two-headed-giant"))
    good = obs.observe()
    assert static_problems(good) == []
    uneven = dataclasses.replace(good, players=(dataclasses.replace(good.players[0], life=29),
                                                *good.players[1:]))
    assert static_problems(uneven) == [
        "a team shares one life total (CR 810.4): team 'T' shows different life totals [29, 30]"]
    gone = dataclasses.replace(good, active_player=None, priority="B", players=(
        dataclasses.replace(good.players[0], left_game=True, hand=("Forest",)), *good.players[1:]))
    assert static_problems(gone) == [
        "a player who left has no cards in the game (CR 800.4a): A left the game and still has cards "
        "in their hand"]
    still_acting = dataclasses.replace(good, initiative="A", players=(
        dataclasses.replace(good.players[0], left_game=True), *good.players[1:]))
    assert static_problems(still_acting) == [
        "a player who left has no initiative (CR 726.4): A left the game and still has the initiative",
        "the active player is in the game (CR 800.4j): the active player is 'A', who is not in the game",
        "priority is held by a player in the game (CR 800.4a): priority is with 'A', who is not in the "
        "game"]
    lost = dataclasses.replace(good, players=(
        dataclasses.replace(good.players[0], dungeon="Undercity", room="Forge #2"),
        *good.players[1:]))
    assert static_problems(lost) == [
        "a room belongs to its dungeon (CR 309.4): A's venture marker is on 'Forge #2', not a room of "
        "'Undercity'"]
