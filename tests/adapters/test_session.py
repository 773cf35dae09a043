"""The Session checks every observation it receives, once, against rulings.adapters.invariants."""
from __future__ import annotations

import pytest

import rulings.adapters.session as session_module
from rulings.adapters.actions import TakeInitiative
from rulings.adapters.decisions import Decision
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


# An optional decision with no options (phase.rs's "cast one of them for free" after a reveal with
# nothing castable): its one legal answer is "choose nothing", given without a script, so the
# same scenario passes on an engine that asks it and on one that does not.
NOTHING_TO_CAST = Decision("choose-cast", "Alice", (), min=0, max=1, source="Mad Wizard's Lair")


def test_an_optional_decision_with_no_options_answers_itself_with_nothing() -> None:
    engine = RecordingEngine()
    engine.decisions = [NOTHING_TO_CAST]
    session = Session(engine)
    session.start(TWO)
    session.finish()  # nothing scripted, nothing left over
    assert engine.calls[-1] == ("decide", NOTHING_TO_CAST, ())
    assert NOTHING_TO_CAST.is_forced() and NOTHING_TO_CAST.forced_answer() == ()


def test_a_required_decision_with_no_options_is_not_answered_by_itself() -> None:
    engine = RecordingEngine()
    engine.decisions = [Decision("choose-sacrifice", "Alice", (), min=1, max=1)]
    with pytest.raises(ScenarioFailure, match="unscripted decision: Alice must choose-sacrifice"):
        Session(engine).start(TWO)


def test_a_scripted_choose_nothing_is_kept_for_a_decision_with_something_to_decline() -> None:
    engine = RecordingEngine()
    lair = Decision("choose-cast", "Alice", ("Hill Giant",), min=0, max=1)
    engine.decisions = [NOTHING_TO_CAST, lair]
    session = Session(engine)
    session.expect("Alice", session_module.ANY_KIND, ())
    session.start(TWO)
    session.finish()
    assert [call[1:] for call in engine.calls if call[0] == "decide"] == [
        (NOTHING_TO_CAST, ()), (lair, ())]


def test_the_same_scenario_passes_whether_or_not_the_engine_asks() -> None:
    for asked in ([], [NOTHING_TO_CAST]):
        engine = RecordingEngine()
        engine.decisions = list(asked)
        session = Session(engine)
        session.start(TWO)
        session.perform(TakeInitiative("Alice"))
        session.finish()
        assert session.observe().initiative == "Alice"
