"""The Session checks every observation it receives, once, against rulings.adapters.invariants."""
from __future__ import annotations

import pytest

import rulings.adapters.session as session_module
from rulings.adapters.actions import TakeInitiative
from rulings.adapters.position import PlayerSetup, Position
from rulings.adapters.session import ScenarioFailure, Session
from tests.support.impossible_engines import ForgetfulLog, LeaverHoldsInitiative
from tests.support.recording_engine import RecordingEngine

TWO = Position((PlayerSetup("Alice"), PlayerSetup("Bob")))


def test_an_impossible_observation_fails_with_the_invariant_named() -> None:
    session = Session(LeaverHoldsInitiative())
    session.start(TWO)
    session.observe()  # nobody has the initiative yet: possible
    session.perform(TakeInitiative("Bob"))
    with pytest.raises(ScenarioFailure, match=r"^impossible observation: a player who left has no "
                                              r"initiative \(CR 726\.4\): Bob left the game"):
        session.observe()


def test_the_checks_can_be_turned_off() -> None:
    session = Session(LeaverHoldsInitiative(), check_invariants=False)
    session.start(TWO)
    session.perform(TakeInitiative("Bob"))
    assert session.observe().initiative == "Bob"


def test_each_observation_is_checked_once(monkeypatch: pytest.MonkeyPatch) -> None:
    checked = []
    real = session_module.impossible
    monkeypatch.setattr(session_module, "impossible",
                        lambda obs, before: checked.append((obs, before)) or real(obs, before))
    session = Session(RecordingEngine())
    session.start(TWO)
    first = session.observe()
    assert session.observe() is first and len(checked) == 1  # the same observation: not again
    session.perform(TakeInitiative("Alice"))
    second = session.observe()
    session.observe()
    assert checked == [(first, None), (second, first)]  # the second against the first


def test_transitions_are_checked_within_one_game_only() -> None:
    session = Session(ForgetfulLog())
    session.start(TWO)
    session.perform(TakeInitiative("Alice"))
    session.observe()
    session.start(TWO)  # a new game: its empty log follows nothing
    assert session.observe().events == ()
    session.perform(TakeInitiative("Alice"))
    session.observe()
    session.perform(TakeInitiative("Bob"))  # the engine drops Alice's event from its log
    with pytest.raises(ScenarioFailure, match="the event log only grows"):
        session.observe()
