"""``rulings explain`` through typer's CliRunner: the trace, exit codes and one-line errors."""
from __future__ import annotations

from pathlib import Path

from rulings.cr.crversion import CR_VERSION
import pytest
from tests.rulings.judging.test_explain import FEATURE
from typer.testing import CliRunner

from rulings.cli.main import app

runner = CliRunner()


@pytest.fixture(scope="module")
def feature(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("cli-explain") / "explain.feature"
    path.write_text(FEATURE, encoding="utf-8")
    return str(path)


def test_the_trace_of_a_passing_scenario(feature):
    result = runner.invoke(app, ["explain", "EXPL-001", "--features", feature])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "EXPL-001  Alice takes the initiative and ventures once: Secret Entrance"
    assert lines[1] == "scenario: Taking the initiative, then a search on entering Undercity"
    assert f"engine reference 0.1.0; rules as numbered in CR {CR_VERSION}" in lines[2]
    assert "protocol" not in result.stdout and '{"type"' not in result.stdout
    assert "None" not in result.stdout
    assert "And the stack resolves  (line 10)" in lines
    assert (f"    Alice puts Undercity into the command zone  CR 701.49a ({CR_VERSION})") in lines
    assert any(line.startswith("    Alice decides search-library") and
               line.endswith(f"CR 608.2d ({CR_VERSION})") for line in lines)
    assert lines[-2:] == ["result: PASS", ""]
    assert "\x1b[" not in result.stdout


def test_verbose_adds_the_raw_protocol_json(feature):
    result = runner.invoke(app, ["explain", "EXPL-001", "--verbose", "--features", feature])
    assert result.exit_code == 0, result.output
    assert '      protocol: {"type": "take-initiative", "player": "Alice"}' in result.stdout


def test_a_failing_scenario_exits_1_and_shows_where(feature):
    result = runner.invoke(app, ["explain", "EXPL-002", "--features", feature])
    assert result.exit_code == 1, result.output
    assert "Then Bob has the initiative  (line 18)  FAILED" in result.stdout
    assert "    error: the initiative: expected 'Bob', got 'Alice'" in result.stdout
    assert "And Alice has the initiative  (line 19)  not run" in result.stdout
    assert "result: FAIL: the initiative: expected 'Bob', got 'Alice'" in result.stdout


def test_a_data_table_is_printed_under_its_step(tmp_path: Path):
    path = tmp_path / "table.feature"
    path.write_text("""\
Feature: table
  @id:TAB-001 @cr:726.2:2026-09-25
  Scenario: A table
    Given a two-player game between Alice and Bob
    And Alice controls:
      | card          | tapped |
      | Grizzly Bears | yes    |
    When Alice takes the initiative
    Then Alice has the initiative
""", encoding="utf-8")
    result = runner.invoke(app, ["explain", "TAB-001", "--features", str(path)])
    assert result.exit_code == 0, result.output
    assert "      | card          | tapped |\n      | Grizzly Bears | yes    |\n" in result.stdout


def test_an_unknown_id_is_one_line_with_the_closest_ids(feature):
    result = runner.invoke(app, ["explain", "EXPL-0001", "--features", feature])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith("error: no scenario has the id 'EXPL-0001'; closest: ")
    assert '"EXPL-001"' in result.stderr


def test_a_missing_features_path_is_one_line(tmp_path: Path):
    result = runner.invoke(app, ["explain", "EXPL-001", "--features", str(tmp_path / "nope")])
    assert result.exit_code == 2
    assert result.stderr == f"error: {tmp_path / 'nope'}: no such feature file or directory\n"


def test_lang_says_the_outcome_the_checks_and_the_trace_in_that_language(feature):
    result = runner.invoke(app, ["explain", "EXPL-001", "--features", feature, "--lang", "de"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == 'EXPL-001  Alice übernimmt die Initiative und wagt sich einmal vor: ' \
        '"Secret Entrance"'
    assert lines[1] == "Szenario (englischer Titel): Taking the initiative, then a search on " \
        "entering Undercity"
    assert f"Engine reference 0.1.0; Regeln nummeriert wie in den CR {CR_VERSION}" in lines[2]
    assert "And the stack resolves  (Zeile 10)" in lines  # the step as written stays English
    assert f"    Alice legt Undercity in die Kommandozone  CR 701.49a ({CR_VERSION})" in lines
    assert any(line.startswith("    Alice entscheidet Bibliothek durchsuchen") for line in lines)
    assert "[en]" not in result.stdout
    assert lines[-2:] == ["Ergebnis: PASS", ""]


def test_an_unknown_lang_is_one_clear_line(feature):
    result = runner.invoke(app, ["explain", "EXPL-001", "--features", feature, "--lang", "xx"])
    assert result.exit_code == 2, result.output
    assert "--lang: 'xx' is not a seed language" in result.output
    assert "Traceback" not in result.output
