"""An engine that reports an impossible state fails the scenario, whatever its Then-steps ask:
"impossible observation: <invariant>", one line, naming the step (rulings.adapters.invariants,
checked by the Session on every observation the steps receive)."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.runs import suite_run

ENGINES = "tests.support.impossible_engines"
FAKE = "tests.support.recording_engine:RecordingEngine"
FEATURE = """\
Feature: Impossible observations

  @id:IMPOSSIBLE-001 @cr:726.2:2026-09-25
  Scenario: Bob takes the initiative, and nothing else is asked
    Given a two-player game between Alice and Bob
    When Bob takes the initiative
    Then Bob has the initiative

  @id:IMPOSSIBLE-002 @cr:726.3:2026-09-25
  Scenario: The initiative changes hands
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    And Bob takes the initiative
    Then Bob has the initiative
"""
IDS = ["IMPOSSIBLE-001", "IMPOSSIBLE-002"]


@pytest.fixture
def features(tmp_path: Path) -> Path:
    path = tmp_path / "impossible.feature"
    path.write_text(FEATURE, encoding="utf-8")
    return path


def results(engine: str, features: Path) -> dict[str, tuple[str, str]]:
    run = suite_run(engine=engine, features=[features], ids=IDS)
    return {r.id: (r.status, r.message) for r in run.results}


def test_the_scenarios_pass_on_an_engine_that_reports_possible_states(features: Path) -> None:
    assert results(FAKE, features) == {"IMPOSSIBLE-001": ("PASS", ""), "IMPOSSIBLE-002": ("PASS", "")}


@pytest.mark.parametrize(("engine", "failing", "message", "step"), [
    ("LeaverHoldsInitiative", IDS,
     "impossible observation: a player who left has no initiative (CR 726.4): Bob left the game and "
     "still has the initiative", "Bob takes the initiative"),
    ("TwinLabels", IDS,
     'impossible observation: labels are unique (docs/PROTOCOL.md): "Bear" labels more than one '
     "permanent", "takes the initiative"),
    ("ForgetfulLog", ["IMPOSSIBLE-002"],
     "impossible observation: the event log only grows (docs/PROTOCOL.md): earlier events changed "
     "or vanished", "And Bob takes the initiative"),
])
def test_an_impossible_observation_fails_the_scenario_naming_invariant_and_step(
        features: Path, engine: str, failing: list[str], message: str, step: str) -> None:
    found = results(f"{ENGINES}:{engine}", features)
    for scenario_id, (status, text) in found.items():
        if scenario_id not in failing:
            assert (status, text) == ("PASS", "")
            continue
        assert status == "FAIL"
        assert text.startswith(message)
        assert step in text.split("[line ", 1)[1]
        assert "\n" not in text


def test_suite_scenarios_fail_on_an_engine_that_keeps_a_leavers_cards() -> None:
    """The suite's own scenarios about leaving the game ask about the initiative, the stack or the
    turn, never about the leaver's hand: the invariant catches the impossible hand anyway."""
    run = suite_run(engine=f"{ENGINES}:LeaverKeepsCards", cr=["800.4"])
    assert run.results
    leaving = [r for r in run.results if r.status == "FAIL"]
    assert leaving, "no scenario of CR 800.4 failed"
    for r in leaving:
        assert r.message.startswith("impossible observation: a player who left has no cards in the "
                                    "game (CR 800.4a):"), (r.id, r.message)
    # scenarios where nobody leaves while observed pass, the rest fail on the invariant only
    assert {r.status for r in run.results} <= {"PASS", "FAIL"}
