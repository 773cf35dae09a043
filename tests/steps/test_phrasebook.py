"""The phrase book (issue 23): a phrase declared in one place is parsed, written back (the
fuzzer's reproductions), described (show, explain, the judge book) and documented (docs/
STEPS.md), and a Then-check and the fuzzer's comparison read the same fact.

The test-only phrases below are each one declaration, the one thing docs/ARCHITECTURE.md says
a new phrase needs (besides regenerating docs/STEPS.md)."""
from __future__ import annotations

import dataclasses

import pytest

from rulings.judging import describe
from rulings.judging import stepsdoc
from rulings.adapters.actions import LoseLife, PassPriority
from rulings.adapters.observation import Observation, PlayerView
from rulings.fuzz import facts as fuzz_facts
from rulings.fuzz.feature import action_step
from rulings.reference_engine import ReferenceEngine
from rulings.steps import phrasebook, then
from rulings.steps.phrasebook import ActionPhrase, parse_action, write_action
from rulings.steps.scenario_state import ScenarioState
from rulings.steps.then import Check
from rulings.steps.vocabulary import lookup

PLAYERS = ["Alice", "Bob"]


@pytest.fixture
def test_only_action(monkeypatch: pytest.MonkeyPatch) -> ActionPhrase:
    """A When-phrase for an existing action (pass-priority), declared once, first of its kind."""
    phrase = ActionPhrase("test-pass-now", "pass-priority", r"pass priority now",
                          lambda player, m, table: PassPriority(player),
                          lambda action, players: ("pass priority now", None),
                          "Alice passes priority now", "a test-only way to pass priority")
    monkeypatch.setattr(phrasebook, "ACTION_PHRASES", (phrase, *phrasebook.ACTION_PHRASES))
    describe.english.cache_clear()
    yield phrase
    describe.english.cache_clear()


def test_a_when_phrase_declared_once_is_read_written_described_and_documented(
        test_only_action: ActionPhrase) -> None:
    assert lookup("when", "Alice passes priority now").id == "acts"  # read by the When-steps
    assert parse_action("Bob", "pass priority now") == PassPriority("Bob")
    assert write_action(PassPriority("Bob"), PLAYERS) == ("Bob passes priority now", None)
    assert action_step(PassPriority("Bob"), PLAYERS, rejected=True).text == \
        "Bob tries to pass priority now"  # the fuzzer's writer
    said = describe.say_step("when", "test-pass-now", "Alice passes priority now", {}, "de")
    assert said.labelled == "[en] Alice passes priority now"
    assert "player" in describe.placeholders("when.test-pass-now")
    doc = stepsdoc.render(stepsdoc.DOC.read_text(encoding="utf-8"))
    assert "| `Alice passes priority now` | pass-priority | 117.3d | a test-only way" in doc
    assert "| `when.test-pass-now` |" in doc


@pytest.fixture
def test_only_check() -> Check:
    """A Then-phrase over an existing fact (life), declared once, the writer's first choice."""
    check = Check("test_life_exactly", r"(?P<player>[A-Z][a-z]+) has exactly (?P<life>\d+) life",
                  "life", lambda w: (w["player"],), lambda w: int(w["life"]),
                  lambda w, view: f"{w['player']}'s exact life",
                  lambda args, value, players: f"{args[0]} has exactly {value} life",
                  "Alice has exactly 20 life", "a test-only life check")
    then.declare(check, first=True)
    describe.english.cache_clear()
    yield check
    then.undeclare(check)
    describe.english.cache_clear()


def test_a_then_phrase_declared_once_is_read_written_described_and_documented(
        test_only_check: Check) -> None:
    state = ScenarioState(ReferenceEngine())
    lookup("given", "a two-player game between Alice and Bob").run(
        state, "a two-player game between Alice and Bob")
    step = lookup("then", "Alice has exactly 20 life")
    step.run(state, "Alice has exactly 20 life")
    with pytest.raises(AssertionError, match="Alice's exact life: expected 19, got 20"):
        step.run(state, "Alice has exactly 19 life")
    view = fuzz_facts.View(state.observe())
    assert fuzz_facts.render(("life", "Alice"), fuzz_facts.evaluate(("life", "Alice"), view),
                             PLAYERS) == "Alice has exactly 20 life"
    assert describe.placeholders("then.test_life_exactly") == ["player", "life"]
    doc = stepsdoc.render(stepsdoc.DOC.read_text(encoding="utf-8"))
    assert "| `Alice has exactly 20 life` | life | 119.3 | a test-only life check |" in doc


def test_the_then_step_and_the_fuzzer_read_the_one_fact() -> None:
    """Each fact the fuzzer compares is read by a Then-check's definition: changing the
    observation changes both alike, and the fuzzer writes a step the check passes."""
    obs = Observation(players=(PlayerView("Alice", 7), PlayerView("Bob", 20)), active_player="Alice",
                      turn=1, step="precombat main")
    for life in (7, 12):
        seen = fuzz_facts.View(dataclasses.replace(obs, players=(PlayerView("Alice", life),
                                                                 PlayerView("Bob", 20))))
        written = fuzz_facts.render(("life", "Alice"), fuzz_facts.evaluate(("life", "Alice"), seen),
                                    PLAYERS)
        check = next(c for c in then.CHECKS if c.regex.fullmatch(written))
        words = check.regex.fullmatch(written).groupdict()
        assert check.of.read(seen, *check.args(words)) == check.expect(words) == life


def test_a_written_action_reads_back_as_itself() -> None:
    for action in (LoseLife("Alice", 3), PassPriority("Bob")):
        text, _ = write_action(action, PLAYERS)
        player, _, words = text.partition(" ")
        assert parse_action(player, phrasebook.infinitive(words)) == action
