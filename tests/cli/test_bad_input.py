"""The bad-input matrix, end to end through the ``rulings`` command.

Every case must end with exactly one line on stderr (``error: ...``) naming the file and line,
or the field, at fault; exit code 2; no traceback. Each case is paired with a good input that
the same command accepts, so a check that rejects everything cannot pass.
"""
from __future__ import annotations

import dataclasses
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulings.cli.main import app
from rulings.reference_engine import ReferenceEngine
from rulings.runner import suite_version
from rulings.scenarios.results import RunResult, ScenarioResult

REPO = Path(__file__).resolve().parents[2]
runner = CliRunner()

GOOD_SCENARIO = """\
Feature: Bad-input fixtures

  @id:BADIN-001 @cr:726.2:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A good scenario beside the bad ones
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative
"""
MALFORMED = "Feature: Broken\n  Scenario: Fine so far\n    Given a two-player game between Alice and Bob\n  Oops\n"
UNKNOWN_STEP = """\
Feature: A step outside the vocabulary

  @id:BADIN-002 @cr:726.2:2026-09-25 @requires:two-player
  Scenario: Alice sings
    Given a two-player game between Alice and Bob
    When Alice sings a song about the dungeon
    Then Alice has the initiative
"""
UNKNOWN_CARD = """\
Feature: A card outside the card pool

  @id:BADIN-003 @cr:726.2:2026-09-25 @requires:two-player @requires:position-setup
  Scenario: Alice controls a card that does not exist
    Given a two-player game between Alice and Bob
    And Alice controls "Dragon of the Misspelled Name"
    When Alice takes the initiative
    Then Alice has the initiative
"""
DUPLICATE_ID = """\
Feature: An id the suite already uses

  @id:INIT-001 @cr:726.2:2026-09-25 @requires:two-player
  Scenario: Someone else's id
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative
"""
GOOD_EXPECTATIONS = '[engine]\nname = "reference"\nversion = "0.1.0"\n'


def invoke(*args: str | Path):
    return runner.invoke(app, [str(a) for a in args])


def assert_bad_input(result, *mentions: str | re.Pattern[str]) -> str:
    """Exit 2, one line on stderr starting 'error: ' that mentions each of ``mentions``."""
    assert result.exit_code == 2, f"exit {result.exit_code}: {result.output}"
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    error = result.stderr
    assert error.startswith("error: ") and error.count("\n") == 1, error
    for mention in mentions:
        found = mention.search(error) if isinstance(mention, re.Pattern) else mention in error
        assert found, f"{mention!r} not in {error!r}"
    return error


def write(directory: Path, name: str, text: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def good_features(tmp_path: Path) -> Path:
    write(tmp_path / "good", "good.feature", GOOD_SCENARIO)
    return tmp_path / "good"


@pytest.fixture
def results_file(tmp_path: Path) -> Path:
    """A results file as ``rulings run --json`` writes it, from this suite version."""
    run = RunResult(engine="reference", engine_version="0.1.0", protocol_version="1.0",
                    suite_version=suite_version(), results=[ScenarioResult(
                        id="INIT-001", name="x", status="PASS", message="", duration=0.1,
                        tags=["id:INIT-001"], file="features/initiative/designation.feature",
                        line=11)], duration=0.1)
    return write(tmp_path, "results.json", json.dumps(run.to_json(), indent=2))


# -- feature files ---------------------------------------------------------------------------

def test_good_extra_features_run(good_features: Path) -> None:
    result = invoke("run", "--features", good_features, "--id", "BADIN-001")
    assert result.exit_code == 0, result.output
    assert "PASS 1" in result.stdout


@pytest.mark.parametrize("command", [("run",), ("lookup", "initiative"), ("show", "INIT-001")])
def test_malformed_feature_file_names_file_and_line(tmp_path: Path, command: tuple[str, ...]) -> None:
    path = write(tmp_path / "broken", "broken.feature", MALFORMED)
    assert_bad_input(invoke(*command, "--features", path.parent), f"{path.name}:4:")


def test_duplicate_scenario_id_names_both_places(tmp_path: Path) -> None:
    path = write(tmp_path / "dup", "dup.feature", DUPLICATE_ID)
    error = assert_bad_input(invoke("run", "--features", path.parent), f"{path.name}:4:", "INIT-001")
    assert "designation.feature:" in error  # where the id was first used


def test_missing_features_path_is_named(tmp_path: Path) -> None:
    assert_bad_input(invoke("run", "--features", tmp_path / "nowhere"), "nowhere")


def test_unknown_step_text_names_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path / "steps", "sing.feature", UNKNOWN_STEP)
    assert_bad_input(invoke("run", "--features", path.parent, "--id", "BADIN-002"),
                     f"{path.name}:6")


def test_unknown_card_in_a_position_names_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path / "cards", "card.feature", UNKNOWN_CARD)
    assert_bad_input(invoke("run", "--features", path.parent, "--id", "BADIN-003"),
                     f"{path.name}:6", "Dragon of the Misspelled Name")


def test_unknown_step_and_card_never_pass(tmp_path: Path) -> None:
    """Whatever their exit code, neither scenario may PASS, and the message names the culprit."""
    write(tmp_path / "both", "sing.feature", UNKNOWN_STEP)
    write(tmp_path / "both", "card.feature", UNKNOWN_CARD)
    out = tmp_path / "out.json"
    result = invoke("run", "--features", tmp_path / "both", "--id", "BADIN-002", "--id",
                    "BADIN-003", "--json", out)
    assert result.exit_code in (1, 2), result.output
    assert "Traceback" not in result.output
    if result.exit_code == 1:
        by_id = {r["id"]: r for r in json.loads(out.read_text())["results"]}
        assert by_id["BADIN-002"]["status"] == "ERROR"
        assert "Alice sings a song about the dungeon" in by_id["BADIN-002"]["message"]
        assert by_id["BADIN-003"]["status"] == "ERROR"
        assert "Dragon of the Misspelled Name" in by_id["BADIN-003"]["message"]


# -- expectation files and results files (rulings gate) ---------------------------------------

def test_gate_accepts_good_files(tmp_path: Path, results_file: Path) -> None:
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    result = invoke("gate", "--results", results_file, "--expectations", expectations)
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("text, mentions", [
    pytest.param(GOOD_EXPECTATIONS + '[scenarios."INIT-001"]\nstatus = "FA', (), id="truncated"),
    pytest.param(GOOD_EXPECTATIONS + '[scenarios."INIT-001"]\nstatus = "MAYBE"\n',
                 (re.compile(r"engine\.toml:[45]: "), "status", "MAYBE"), id="unknown-status"),
    pytest.param('[engine]\nname = 3\nversion = "0.1.0"\n', ("name",), id="wrong-type"),
    pytest.param('[scenarios."INIT-001"]\nstatus = "FAIL"\n', ("engine",), id="no-engine-table"),
    pytest.param("\x00\x01 not toml at all", (), id="binary-junk"),
])
def test_bad_expectation_file(tmp_path: Path, results_file: Path, text: str,
                              mentions: tuple[str | re.Pattern[str], ...]) -> None:
    expectations = write(tmp_path, "engine.toml", text)
    result = invoke("gate", "--results", results_file, "--expectations", expectations)
    assert_bad_input(result, "engine.toml", *mentions)


def test_missing_expectation_file(tmp_path: Path, results_file: Path) -> None:
    result = invoke("gate", "--results", results_file, "--expectations", tmp_path / "none.toml")
    assert_bad_input(result, "none.toml")


def _edited(results_file: Path, **changes: object) -> str:
    data = json.loads(results_file.read_text())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize("make, mentions", [
    pytest.param(lambda f: _edited(f, suite_version="0.0.0-other"), ("suite_version", "0.0.0-other"),
                 id="other-suite-version"),
    pytest.param(lambda f: f.read_text()[: len(f.read_text()) // 2], (), id="truncated"),
    pytest.param(lambda f: _edited(f, results="many"), ("results",), id="results-not-a-list"),
    pytest.param(lambda f: _edited(f, results=[{**dataclasses.asdict(ScenarioResult(
        "INIT-001", "x", "GREAT", "", 0.1, [], "f", 1))}]), ("status", "GREAT"), id="unknown-status"),
    pytest.param(lambda f: "[1, 2, 3]", (), id="not-an-object"),
])
def test_bad_results_file(tmp_path: Path, results_file: Path, make, mentions: tuple[str, ...]) -> None:
    bad = write(tmp_path, "bad-results.json", make(results_file))
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    result = invoke("gate", "--results", bad, "--expectations", expectations)
    assert_bad_input(result, "bad-results.json", *mentions)


# -- engines ------------------------------------------------------------------------------------

@pytest.mark.parametrize("command", [("run",), ("gate", "--expectations", "{exp}")])
def test_unknown_engine_name(tmp_path: Path, command: tuple[str, ...]) -> None:
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    args = [a.format(exp=expectations) for a in command]
    error = assert_bad_input(invoke(*args, "--engine", "no-such-engine"), "no-such-engine")
    assert "reference" in error  # the known engines are listed


@pytest.mark.parametrize("command", [("run",), ("gate", "--expectations", "{exp}")])
def test_engine_command_that_does_not_exist(tmp_path: Path, command: tuple[str, ...]) -> None:
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    args = [a.format(exp=expectations) for a in command]
    missing = str(tmp_path / "no-such-engine-binary")
    assert_bad_input(invoke(*args, "--engine-cmd", f"{missing} --serve"), missing)


class MisspeltCapability(ReferenceEngine):
    """Declares "leave_game" for "leave-game": the scenarios needing it would silently SKIP."""

    def info(self):
        info = super().info()
        return dataclasses.replace(info, capabilities=(*info.capabilities, "leave_game"))


def test_an_engine_declaring_an_unknown_capability() -> None:
    error = assert_bad_input(invoke("run", "--engine", f"{__name__}:MisspeltCapability"),
                             "capabilities", "'leave_game'")
    assert "leave-game" in error  # the known ones are listed
    assert invoke("run", "--engine", "rulings.reference_engine:ReferenceEngine", "--id",
                  "INIT-001").exit_code == 0


def test_engine_command_that_is_not_executable(tmp_path: Path) -> None:
    script = write(tmp_path, "engine.txt", "not a program\n")
    assert_bad_input(invoke("run", "--engine-cmd", str(script)), str(script))


# -- the real process -----------------------------------------------------------------------

def test_the_installed_entry_point_gives_the_same_one_line_error(tmp_path: Path) -> None:
    """``python -m cli`` as a user runs it: one line on stderr, exit 2, nothing on stdout."""
    path = write(tmp_path / "broken", "broken.feature", MALFORMED)
    done = subprocess.run([sys.executable, "-m", "cli", "run", "--features", str(path.parent)],
                          cwd=REPO, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: "), done.stderr
    assert f"{path.name}:4:" in done.stderr
