"""rulings.running.runner.run_suite end to end on the recording fake engine, and the results' JSON form."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from rulings import RulingsError
from rulings.running.runner import run_suite
from tests.support import runs
from tests.support.runs import suite_run
from rulings.scenarios.results import RunResult
from tests.support.processes import gone
from tests.support.paths import FAKE_ENGINE

FAKE = "tests.support.recording_engine:RecordingEngine"  # importable by name
FEATURE = """\
Feature: Runner fixtures

  @id:FAKE-001 @cr:726.2:2026-09-25 @requires:two-player
  Scenario: Taking the initiative passes
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative

  @id:FAKE-002 @cr:726.3:2026-09-25
  Scenario: A wrong expectation fails
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Bob has the initiative

  @id:FAKE-003 @cr:800.4a:2026-09-25 @card:white-plume-adventurer
  Scenario: A silent engine times out
    Given a two-player game between Alice and Bob
    When Alice concedes

  @id:FAKE-004 @cr:726.2:2026-09-25
  Scenario: An unsupported action is an error
    Given a two-player game between Alice and Bob
    When Alice loses 5 life

  @id:FAKE-005 @cr:726.2:2026-09-25 @requires:multiplayer
  Scenario: A missing capability skips
    Given a free-for-all game between Alice, Bob and Carol
    When Alice takes the initiative
    Then Alice has the initiative

  @id:FAKE-006 @cr:726.2:2026-09-25
  Scenario: An answer nobody asked for fails
    Given a two-player game between Alice and Bob
    And Alice will choose room "Forge"
    When Alice takes the initiative
    Then Alice has the initiative

  @id:FAKE-007 @cr:726.2:2026-09-25
  Scenario Outline: Rows are numbered
    Given a two-player game between Alice and Bob
    When <who> takes the initiative
    Then <who> has the initiative

    Examples:
      | who   |
      | Alice |
      | Bob   |
"""
FAKE_IDS = [f"FAKE-00{i}" for i in range(1, 8)]
EXPECTED = {
    "FAKE-001": "PASS", "FAKE-002": "FAIL", "FAKE-003": "TIMEOUT", "FAKE-004": "ERROR",
    "FAKE-005": "SKIP", "FAKE-006": "FAIL", "FAKE-007#1": "PASS", "FAKE-007#2": "PASS",
}


@pytest.fixture
def features(tmp_path: Path) -> Path:
    path = tmp_path / "fake.feature"
    path.write_text(FEATURE, encoding="utf-8")
    return path


def statuses(run: RunResult) -> dict[str, str]:
    return {r.id: r.status for r in run.results}


def test_statuses_and_messages(features: Path, tmp_path: Path) -> None:
    out = tmp_path / "out" / "results.json"
    run = suite_run(engine=FAKE, features=[features], ids=FAKE_IDS, json_path=out,
                    junit_path=tmp_path / "junit.xml")
    assert statuses(run) == EXPECTED
    by_id = {r.id: r for r in run.results}
    assert by_id["FAKE-002"].message.startswith("the initiative: expected 'Bob', got 'Alice'")
    assert "line 13: Then Bob has the initiative" in by_id["FAKE-002"].message
    assert by_id["FAKE-003"].message.startswith("EngineTimeout: no reply within 5 s")
    assert by_id["FAKE-004"].message.startswith("Unsupported: lose-life is not implemented")
    assert by_id["FAKE-005"].message == "engine recording lacks capability multiplayer"
    assert "scripted answer never asked for: Alice choose-room ['Forge']" in by_id["FAKE-006"].message
    assert all("\n" not in r.message for r in run.results)
    assert by_id["FAKE-007#2"].name == "Rows are numbered"
    assert (by_id["FAKE-001"].line, by_id["FAKE-001"].file) == (4, str(features))
    assert "requires:two-player" in by_id["FAKE-001"].tags
    assert (run.engine, run.engine_version, run.protocol_version) == ("recording", "9.9", "1.0")
    assert run.counts() == {"PASS": 3, "FAIL": 2, "ERROR": 1, "TIMEOUT": 1, "SKIP": 1}
    assert [r.id for r in run.failing()] == ["FAKE-002", "FAKE-003", "FAKE-004", "FAKE-006"]
    assert RunResult.from_json(json.loads(out.read_text())) == run
    assert not [p for p in out.parent.iterdir() if p.name != "results.json"]  # no temp file left
    assert (tmp_path / "junit.xml").read_text().count("<testcase") == 8


def test_selection_by_rule_card_and_tag(features: Path) -> None:
    assert statuses(suite_run(engine=FAKE, features=[features], ids=FAKE_IDS, cr=["800"])) == {
        "FAKE-003": "TIMEOUT"}
    assert statuses(suite_run(engine=FAKE, features=[features], ids=FAKE_IDS,
                              cards=["white-plume-adventurer"])) == {"FAKE-003": "TIMEOUT"}
    assert statuses(suite_run(engine=FAKE, features=[features], ids=FAKE_IDS,
                              tags=["@requires:multiplayer"])) == {"FAKE-005": "SKIP"}
    assert set(statuses(suite_run(engine=FAKE, features=[features], ids=FAKE_IDS, cr=["726.2"]))) == {
        "FAKE-001", "FAKE-004", "FAKE-005", "FAKE-006", "FAKE-007#1", "FAKE-007#2"}
    assert statuses(suite_run(engine=FAKE, features=[features], ids=["fake-007#2"])) == {
        "FAKE-007#2": "PASS"}


def test_nothing_selected_is_an_empty_run(features: Path) -> None:
    run = suite_run(engine=FAKE, features=[features], ids=["FAKE-001"], tags=["no-such-tag"])
    assert run.results == [] and run.counts()["PASS"] == 0


@pytest.mark.parametrize("ids, cards, named", [
    (["FAKE-001", "FAKE-0O2"], [], "'FAKE-0O2'"),  # one typo among several values
    (["NOPE-999"], [], "'NOPE-999'"),
    ([], ["avenging-hunter", "avenging-huntr"], "'avenging-huntr'"),
])
def test_an_unknown_id_or_card_is_refused_naming_it(features: Path, ids: list[str],
                                                     cards: list[str], named: str) -> None:
    with pytest.raises(RulingsError) as error:
        suite_run(engine=FAKE, features=[features], ids=ids, cards=cards)
    assert named in str(error.value) and "no scenario has the" in str(error.value)


def test_parallel_run_gives_the_same_results(features: Path) -> None:
    assert statuses(suite_run(engine=FAKE, features=[features], ids=FAKE_IDS, jobs=2)) == EXPECTED


def test_bad_input_is_a_one_line_error(features: Path, tmp_path: Path) -> None:
    with pytest.raises(RulingsError, match="^unknown engine 'nope'; known engines: .*reference"):
        suite_run(engine="nope")
    with pytest.raises(RulingsError, match="no such feature file or directory"):
        suite_run(engine=FAKE, features=[tmp_path / "missing"])
    broken = tmp_path / "broken.feature"
    broken.write_text("Feature: x\n  Scenario: y\n    Given z\n  Oops\n", encoding="utf-8")
    with pytest.raises(RulingsError, match=r"broken.feature:4: "):
        suite_run(engine=FAKE, features=[broken])
    with pytest.raises(RulingsError, match="jobs: must be from 1 to"):
        suite_run(engine=FAKE, jobs=0)




def test_an_engine_command_starts_beside_the_checks_and_never_outlives_them(
        tmp_path: Path) -> None:
    """The engine process starts while the feature files are checked (runner._Opening): a bad
    feature file is still the error, and the engine started meanwhile is closed, its tree too."""
    broken = tmp_path / "broken.feature"
    broken.write_text("Feature: x\n  Scenario: y\n    Given z\n  Oops\n", encoding="utf-8")
    pidfile = tmp_path / "child.pid"
    command = f"{sys.executable} {FAKE_ENGINE} setsid-child {pidfile}"
    with pytest.raises(RulingsError, match=r"broken.feature:4: "):
        suite_run(engine_cmd=command, features=[broken])
    engine, child = (int(Path(f"{pidfile}{end}").read_text()) for end in (".engine", ""))
    assert gone(engine) and gone(child)
    # and an engine that cannot start is still the error, once the feature files are good
    crashing = f"{sys.executable} {FAKE_ENGINE} crash-at-start"
    with pytest.raises(RulingsError, match="card database missing"):
        suite_run(engine_cmd=crashing, ids=["REG-011"])


def test_a_run_builds_its_feature_index_once_and_hands_the_plugin_its_request(
        features: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The runner's index is the plugin's (steps/plugin.py, PreparedRun): not built again to
    bind the scenarios nor to select them; the plugin reads the request object it was given."""
    import rulings.running.runner
    import rulings.steps.plugin as plugin
    from rulings.scenarios import index as index_module

    built: list[object] = []

    def counted(paths):  # type: ignore[no-untyped-def]
        built.append(paths)
        return index_module.build_index(paths)

    monkeypatch.setattr(rulings.running.runner, "build_index", counted)
    monkeypatch.setattr(plugin, "build_index", counted)
    seen: list[object] = []

    class Look:
        def pytest_collection_finish(self, session: pytest.Session) -> None:
            seen.append(session.config.stash[plugin.PREPARED].request)

    request = runs.request(engine=FAKE, features=[features], ids=["FAKE-001", "FAKE-002"])
    run = run_suite(request, plugins=[Look()])
    assert statuses(run) == {"FAKE-001": "PASS", "FAKE-002": "FAIL"}
    assert len(built) == 1
    assert seen == [request] and seen[0] is request
