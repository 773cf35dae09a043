"""rulings.judging.explain: a scenario run on the reference engine, traced step by step with citations."""
from __future__ import annotations

import re
from pathlib import Path

from rulings.scenarios.request import EngineChoice
from rulings.cr.crversion import CR_VERSION
import pytest

from rulings.adapters.decisions import Decision
from rulings.adapters.observation import EVENT_TYPES, Event
from rulings import RulingsError
from rulings.judging.explain import (Explanation, action_text, decision_line, event_line, outcome,
                             trace_scenario)
from rulings.judging.lookup import NoMatch

FEATURE = """\
Feature: Explain fixtures

  @id:EXPL-001 @cr:726.3:2026-09-25
  Scenario: Taking the initiative, then a search on entering Undercity
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    And Alice's library is "Island", "Forest", "Island"
    When Alice will find "Forest"
    And Alice takes the initiative
    And the stack resolves
    Then Alice has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"

  @id:EXPL-002 @cr:726.3:2026-09-25
  Scenario: A wrong expectation fails at its step
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Bob has the initiative
    And Alice has the initiative

  @id:EXPL-003 @cr:305.1:2026-09-25
  Scenario: A rejected action
    Given a two-player game between Alice and Bob
    And it is Alice's turn 3, in the precombat main phase
    When Alice tries to play "Forest" from exile
    Then the action is rejected as illegal

  @id:EXPL-004 @cr:726.3:2026-09-25
  Scenario Outline: Rows are explained one by one (<who>)
    Given a two-player game between Alice and Bob
    When <who> takes the initiative
    Then <who> has the initiative

    Examples:
      | who   |
      | Alice |
      | Bob   |
"""


@pytest.fixture(scope="module")
def feature(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("explain") / "explain.feature"
    path.write_text(FEATURE, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def searched(feature: Path) -> Explanation:
    return trace_scenario("EXPL-001", features=[feature])


def texts(step) -> list[str]:
    return [line.text for line in step.lines]


def test_each_step_shows_what_the_engine_did_during_it(searched):
    assert (searched.engine, searched.cr_version) == ("reference", CR_VERSION)
    (scenario,) = searched.scenarios
    assert (scenario.id, scenario.status, scenario.where.endswith("explain.feature:4")) == \
        ("EXPL-001", "PASS", True)
    steps = {step.text: step for step in scenario.steps}
    assert [s.status for s in scenario.steps] == ["passed"] * 8
    # Given steps only describe the position: the game starts at the first action
    assert all(not s.lines for s in scenario.steps[:4])
    take = steps["Alice takes the initiative"]
    assert take.lines[0].kind == "start" and "Alice's turn 3" in take.lines[0].text
    assert texts(take)[1:] == [
        "asks: Alice takes the initiative (as an effect instructs)",
        "Alice takes the initiative",
        'triggers: "Alice ventures into Undercity", controlled by Alice, no source',
    ]
    assert not steps["Alice has the initiative"].lines  # a Then step only observes
    assert take.lines[1].raw == '{"type": "take-initiative", "player": "Alice"}'  # for --verbose


def test_the_outcome_in_one_line(searched):
    assert outcome(searched.scenarios[0]) == \
        "Alice takes the initiative and ventures once: Secret Entrance"


@pytest.mark.parametrize(("raw", "said"), [
    ({"type": "cast", "player": "Alice", "card": "Shock", "targets": ["Grizzly Bears"]},
     "asks: Alice casts Shock targeting Grizzly Bears"),
    ({"type": "activate", "player": "Alice", "source": "Trailblazer's Torch", "ability": "equip",
      "targets": ["Hill Giant"]},
     "asks: Alice activates the equip ability of Trailblazer's Torch targeting Hill Giant"),
    ({"type": "declare-attackers", "player": "Alice",
      "attacks": [{"attacker": "Grizzly Bears", "defender": "Bob"}]},
     "asks: Alice declares attackers: Grizzly Bears attacks Bob"),
    ({"type": "declare-blockers", "player": "Bob", "blocks": []},
     "asks: Bob declares blockers: no blockers"),
    ({"type": "advance", "step": "upkeep", "player": "Bob"},
     "asks: the game moves on to Bob's upkeep"),
    ({"type": "venture", "player": "Bob", "into": "undercity"}, "asks: Bob ventures into Undercity"),
    ({"type": "mystery", "player": "Bob", "flag": None, "list": ["a", "b"], "ok": True},
     "asks: mystery player Bob, flag -, list a, b, ok yes"),
])
def test_actions_are_said_in_words_without_python_values(raw, said):
    assert action_text(raw) == said


def test_a_decision_sits_between_the_events_around_it(searched):
    resolve = next(s for s in searched.scenarios[0].steps if s.text == "the stack resolves")
    lines = texts(resolve)
    decision = next(i for i, t in enumerate(lines) if t.startswith("Alice decides search-library"))
    assert lines[decision] == ('Alice decides search-library for Secret Entrance among "Forest", '
                               '"Island": "Forest" (scripted)')
    assert lines[decision - 1] == 'triggers: "Secret Entrance", controlled by Alice, source Undercity'
    assert lines[decision + 1] == "Alice reveals Forest"
    assert "Alice moves the venture marker into Secret Entrance (Undercity)" in lines[:decision]


def test_every_engine_line_cites_a_rule(searched):
    lines = [line for step in searched.scenarios[0].steps for line in step.lines]
    cited = [line for line in lines if line.kind in ("event", "decision")]
    assert cited and all(line.rule for line in cited)
    by_text = {line.text: line.rule for line in lines}
    assert by_text["Alice takes the initiative"].startswith("726")
    assert by_text["Alice puts Undercity into the command zone"] == "701.49a"
    assert searched.citation("726.3") == f"CR 726.3 ({CR_VERSION})"


def test_a_failing_step_is_marked_and_the_rest_not_run(feature):
    (scenario,) = trace_scenario("expl-002", features=[feature]).scenarios
    assert scenario.status == "FAIL"
    assert [s.status for s in scenario.steps] == ["passed", "passed", "failed", "not run"]
    failed = scenario.steps[2]
    assert failed.error == "the initiative: expected 'Bob', got 'Alice'"
    assert scenario.message.startswith(failed.error)


def test_a_rejected_action_shows_the_rule_the_engine_gives(feature):
    (scenario,) = trace_scenario("EXPL-003", features=[feature]).scenarios
    assert scenario.status == "PASS"
    rejected = [line for line in scenario.steps[2].lines if line.kind == "rejected"]
    assert len(rejected) == 1
    assert rejected[0].text.startswith("the engine rejects the action (illegal-action): ")
    assert rejected[0].rule


def test_an_outline_id_explains_every_row_and_a_row_id_one(feature):
    both = trace_scenario("EXPL-004", features=[feature]).scenarios
    assert [s.id for s in both] == ["EXPL-004#1", "EXPL-004#2"]
    assert [s.steps[1].text for s in both] == ["Alice takes the initiative", "Bob takes the initiative"]
    row = trace_scenario("EXPL-004#2", features=[feature])
    assert [s.id for s in row.scenarios] == ["EXPL-004#2"]


def test_an_unknown_id_names_the_closest(feature):
    with pytest.raises(NoMatch, match=r"no scenario has the id 'EXPL-01'; closest: .*\"EXPL-001\""):
        trace_scenario("EXPL-01", features=[feature])


def test_every_event_type_has_its_own_wording():
    for kind in EVENT_TYPES:
        line = event_line(Event(kind, player="Alice", dungeon="Undercity", room="Forge",
                                source="Grizzly Bears", target="Bob", amount=2, text="x",
                                rule="100.1"))
        assert not line.text.startswith(f"{kind}:"), kind  # the generic form is for unknown types
        assert line.rule == "100.1"


def test_state_based_actions_and_unknown_events():
    sba = event_line(Event("completed-dungeon", player="Alice", dungeon="Undercity", rule="704.5t"))
    assert sba.text == "state-based action: Alice completes Undercity"
    assert event_line(Event("life", player="Bob", amount=3, rule="119.3")).text == "Bob gains 3 life"
    odd = event_line(Event("mystery", player="Bob", amount=1))
    assert (odd.text, odd.rule) == ("mystery: player=Bob, amount=1", None)


def test_decisions_cite_the_rule_that_gives_the_choice():
    room = Decision("choose-room", "Alice", ("Forge", "Lost Well"), source="Secret Entrance")
    line = decision_line(room, ("Forge",))
    assert line.rule == "309.5a"  # the one number (adapters/decisions.py DECISION_RULES)
    assert line.text == ('Alice decides choose-room for Secret Entrance among "Forge", '
                         '"Lost Well": "Forge" (scripted)')
    forced = decision_line(Decision("choose-untap", "Bob", ("Bear",)), ("Bear",))
    assert forced.text.endswith("(forced)") and forced.rule == "608.2d"


def test_a_step_outside_the_vocabulary_is_bad_input(tmp_path: Path):
    path = tmp_path / "odd.feature"
    path.write_text("""\
Feature: odd
  @id:ODD-001 @cr:726.2:2026-09-25
  Scenario: A step nobody defined
    Given a two-player game between Alice and Bob
    When Alice sings
    Then Alice has the initiative
""", encoding="utf-8")
    with pytest.raises(RulingsError, match=r"odd\.feature:5: when step 'Alice sings' matches 0"):
        trace_scenario("ODD-001", features=[path])


BROKEN = "tests.support.broken_engines.initiative:TakeDoesNotVenture"


def test_any_engine_is_traced_and_where_it_departs_is_marked(feature):
    """The trace is recorded at the adapter protocol around the engine object, whichever it is:
    here a broken engine that takes the initiative without venturing."""
    explanation = trace_scenario("EXPL-001", features=[feature], engine=EngineChoice(BROKEN))
    (scenario,) = explanation.scenarios
    assert explanation.engine != "reference" and scenario.status == "FAIL"
    assert [s.status for s in scenario.steps][-2:] == ["passed", "failed"]
    departed = scenario.steps[-1]
    assert departed.text == 'Alice is in "Undercity" in room "Secret Entrance"'
    assert "dungeon and room" in departed.error
    take = next(s for s in scenario.steps if s.text == "Alice takes the initiative")
    assert texts(take)[1:] == ["asks: Alice takes the initiative (as an effect instructs)",
                               "Alice takes the initiative"]  # no venture trigger: the departure


def test_a_wire_engine_is_traced_through_its_command(feature):
    import shlex
    import sys

    command = shlex.join([sys.executable, "-m", "rulings.cli", "serve", "reference"])
    explanation = trace_scenario("EXPL-003", features=[feature], engine=EngineChoice(command=command, timeout=60))
    (scenario,) = explanation.scenarios
    assert scenario.status == "PASS"
    assert [line.kind for line in scenario.steps[2].lines][:3] == ["start", "action", "rejected"]


@pytest.mark.parametrize("lang", ["de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zhs", "zht"])
def test_the_outcome_the_then_steps_and_what_happens_in_every_seed_language(lang):
    # every scenario of the suite, traced on the reference engine in one run per language: the
    # names the engine reports (players, cards, rooms, dungeons, stack labels) and protocol
    # identifiers (an error code, an action's JSON values) stay as they are; no other English
    from tests.support.english_left import english_left

    from rulings.judging.explain import outcome, trace_scenarios
    from rulings.scenarios.index import build_index
    from rulings.scenarios.locations import feature_files

    ids = [e.id for e in build_index(feature_files([])).entries]
    explained = trace_scenarios(ids, lang=lang)
    assert len(explained.scenarios) == len(ids) > 400
    assert explained.lang == lang
    left = []
    for scenario in explained.scenarios:
        assert scenario.status == "PASS", (scenario.id, scenario.message)
        names: set[str] = set()
        for step in scenario.steps:
            for line in step.lines:
                event = getattr(line, "event", None)
                if event is not None:
                    names |= {str(v) for v in (event.player, event.source, event.target,
                                               event.dungeon, event.room) if v}
                    if event.type in ("token", "revealed", "exiled", "cast", "trigger",
                                      "resolved", "fizzled", "removed-from-stack"):
                        names.add(str(event.text))
                if line.raw:
                    names |= {v for v in re.findall(r'"([^"]*)"', line.raw)}
        said = outcome(scenario, lang)
        texts = [said] if said != scenario.name else []
        texts += [s.said for s in scenario.steps if s.said]
        texts += [ln.text for s in scenario.steps for ln in s.lines]
        for text in texts:
            rest = text
            for name in sorted((n for n in names if len(n) > 1), key=len, reverse=True):
                rest = rest.replace(name, " ")
            rest = re.sub(r"[(（][a-z-]+[)）]", " ", rest)  # a rejection's protocol error code
            players = {"Alice", "Bob", "Carol", "Dave"}
            unfilled = re.search(r"\{[a-z_:]+\}", text)  # a placeholder left as written
            if "[en]" in text or unfilled or english_left(rest, lang, players):
                left.append(f"{scenario.id}: {text}  <- {english_left(rest, lang, players)}")
    assert left == []


def test_an_unknown_language_is_one_clear_error():
    from rulings import RulingsError
    from rulings.judging.explain import trace_scenarios

    with pytest.raises(RulingsError, match="--lang: 'xx' is not a seed language"):
        trace_scenarios(["STEAL-001"], lang="xx")
