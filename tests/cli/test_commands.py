"""The rulings command through typer's CliRunner: output, exit codes, one-line errors."""
from __future__ import annotations

import sys
import types
from pathlib import Path
from dataclasses import dataclass, field

import pytest
from tests.support.rulings_fixtures import write_features
from typer.testing import CliRunner

from rulings.cli.main import app
from rulings import RulingsError
from rulings.scenarios.request import EngineChoice, RunRequest
from rulings.scenarios.selection import Selection

runner = CliRunner()


@pytest.fixture(scope="module")
def features(tmp_path_factory):
    return str(write_features(tmp_path_factory.mktemp("features")))


def invoke(*args: str):
    return runner.invoke(app, list(args))


def assert_one_line_error(result, starts: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith(f"error: {starts}")
    assert "Traceback" not in result.output


def test_lookup_lists_id_title_and_place(features):
    result = invoke("lookup", "Fackel des Wegsuchers", "--features", features)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == '"Fackel des Wegsuchers" (de) is Trailblazer\'s Torch'
    assert lines[1].startswith("CARD-001  exact   Scenario number 1 about one card  ")
    assert lines[1].endswith("cards.feature:7")
    assert "\x1b[" not in result.stdout  # no colour codes when not on a terminal
    assert lines[-1].startswith("rulings show CARD-001 --lang de: ")


def test_lookup_by_old_rule_number(features):
    result = invoke("lookup", "--cr", "723.4", "--features", features)
    assert result.exit_code == 0, result.output
    assert "it is 726.4 in CR 2026-09-25" in result.stdout
    ids = [line.split()[0] for line in result.stdout.splitlines()[-2:]]
    assert ids == ["LEAVE-001", "LEAVE-002"]


def test_lookup_by_card_and_tag(features):
    result = invoke("lookup", "--card", "Rachejäger", "--tag", "cr:726.2:2026-09-25",
                    "--features", features)
    assert result.exit_code == 0, result.output
    assert result.stdout.split()[0] == "CARD-003"


def test_lookup_without_hits_exits_2_with_suggestions(features):
    result = invoke("lookup", "Fxckl", "--features", features)
    assert_one_line_error(result, "no scenario matches 'Fxckl'; closest: \"Fackel\"")


def test_lookup_says_the_correction_it_applied(features):
    result = invoke("lookup", "Fakel", "--features", features)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == 'showing results for "Fackel des Wegsuchers" (you typed "Fakel")'
    assert "strong" in result.stdout


def test_lookup_with_a_bad_rule_number(features):
    result = invoke("lookup", "--cr", "seven", "--features", features)
    assert_one_line_error(result, "--cr: 'seven' is not a rule number")


def test_lookup_needs_a_criterion(features):
    assert_one_line_error(invoke("lookup", "--features", features), "lookup: give words")


def test_show_prints_the_scenario_and_its_ruling(features):
    result = invoke("show", "leave-001", "--features", features)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("LEAVE-001  The holder concedes")
    assert "    When Bob concedes" in result.stdout
    assert "If the player with the initiative leaves the game" in result.stdout


def test_show_an_unknown_id(features):
    assert_one_line_error(invoke("show", "LEAVE-01", "--features", features),
                          "no scenario has the id 'LEAVE-01'; closest: \"LEAVE-001\"")


def test_a_malformed_feature_is_a_file_line_one_liner(tmp_path):
    bad = tmp_path / "bad.feature"
    bad.write_text("Feature: broken\n  @id:B-001\n  Scenario: s\n    Given a\n  What is this\n")
    for command in (("lookup", "anything"), ("show", "B-001")):
        result = invoke(*command, "--features", str(bad))
        assert_one_line_error(result, f"{bad}:5: expected: ")
        assert "got 'What is this'" in result.stderr


def test_a_missing_features_path(tmp_path):
    result = invoke("lookup", "x", "--features", str(tmp_path / "nope"))
    assert_one_line_error(result, f"{tmp_path / 'nope'}: no such feature file or directory")


# --- run, with a stand-in for rulings.running.runner ------------------------------------------------

@dataclass
class FakeResult:
    id: str
    name: str
    status: str
    message: str
    duration: float = 0.1
    tags: list[str] = field(default_factory=list)
    file: str = "features/x.feature"
    line: int = 3


@dataclass
class FakeRun:
    results: list[FakeResult]
    engine: str = "reference"
    engine_version: str = "0.1.0"
    duration: float = 2.5
    incidents: tuple[str, ...] = ()
    shard: None = None  # a whole run

    def counts(self) -> dict[str, int]:
        out = dict.fromkeys(("PASS", "FAIL", "ERROR", "TIMEOUT", "SKIP"), 0)
        for r in self.results:
            out[r.status] += 1
        return out

    def failing(self) -> list[FakeResult]:
        return [r for r in self.results if r.status in ("FAIL", "ERROR", "TIMEOUT")]


@pytest.fixture
def fake_runner(monkeypatch):
    calls: list = []  # the RunRequests given
    module = types.ModuleType("rulings.running.runner")
    outcome: dict = {}

    def run_suite(request, **kwargs):
        calls.append(request)
        if "raise" in outcome:
            raise outcome["raise"]
        return outcome["run"]

    module.run_suite = run_suite
    monkeypatch.setitem(sys.modules, "rulings.running.runner", module)
    return calls, outcome


def test_run_passes_the_options_through(fake_runner):
    calls, outcome = fake_runner
    outcome["run"] = FakeRun([FakeResult("INIT-001", "a", "PASS", "")])
    result = invoke("run", "--engine", "other", "--features", "extra", "--id", "INIT-001",
                    "--id", "INIT-002", "--cr", "726.4", "--card", "avenging-hunter",
                    "--tag", "requires:leave-game", "--jobs", "2", "--json", "out.json",
                    "--junit", "out.xml")
    assert result.exit_code == 0, result.output
    (request,) = calls
    assert request.engine == EngineChoice("other")
    assert request.features == (Path("extra").resolve(),)
    assert request.selection == Selection(("INIT-001", "INIT-002"), ("726.4",),
                                          ("avenging-hunter",), ("requires:leave-game",))
    assert request.jobs == 2 and request.shard is None
    assert str(request.json_path) == "out.json" and str(request.junit_path) == "out.xml"


def test_run_defaults(fake_runner):
    calls, outcome = fake_runner
    outcome["run"] = FakeRun([FakeResult("INIT-001", "a", "PASS", "")])
    assert invoke("run").exit_code == 0
    assert calls[0] == RunRequest()  # the reference engine, the whole suite, serial, no files


def test_a_clean_run_exits_0_with_counts(fake_runner):
    _, outcome = fake_runner
    outcome["run"] = FakeRun([FakeResult("A-001", "a", "PASS", ""),
                              FakeResult("A-002", "b", "SKIP", "needs multiplayer")])
    result = invoke("run")
    assert result.exit_code == 0
    assert "engine reference 0.1.0" in result.stdout
    assert "PASS 1  FAIL 0  ERROR 0  TIMEOUT 0  SKIP 1  (2 scenarios in 2.5 s)" in result.stdout
    assert "failing" not in result.stdout


@pytest.mark.parametrize("status", ["FAIL", "ERROR", "TIMEOUT"])
def test_a_run_with_failures_exits_1_and_lists_them(fake_runner, status):
    _, outcome = fake_runner
    outcome["run"] = FakeRun([FakeResult("A-001", "a", "PASS", ""),
                              FakeResult("A-002", "Bob keeps it", status, "expected Alice\nmore")])
    result = invoke("run")
    assert result.exit_code == 1
    assert f"{status} 1" in result.stdout
    assert f"{status:<7} A-002  features/x.feature:3  Bob keeps it" in result.stdout
    assert "expected Alice" in result.stdout and "more" not in result.stdout


def test_a_run_that_selects_nothing_is_an_error(fake_runner):
    _, outcome = fake_runner
    outcome["run"] = FakeRun([])
    assert_one_line_error(invoke("run", "--id", "NOPE-001"), "no scenario selected")


def test_runner_errors_are_one_line(fake_runner):
    _, outcome = fake_runner
    outcome["raise"] = RulingsError("engine 'nope': no such engine (known: reference)")
    assert_one_line_error(invoke("run", "--engine", "nope"), "engine 'nope': no such engine")


def test_an_unknown_engine_is_one_line(fake_runner):
    from rulings.adapters.registry import EngineLoadError

    _, outcome = fake_runner
    outcome["raise"] = EngineLoadError("unknown engine 'nope'; known engines: reference")
    assert_one_line_error(invoke("run", "--engine", "nope"), "unknown engine 'nope'")


def test_an_internal_error_is_one_line_exit_3(fake_runner, monkeypatch):
    monkeypatch.delenv("RULINGS_DEBUG", raising=False)
    _, outcome = fake_runner
    outcome["raise"] = ZeroDivisionError("boom")
    result = invoke("run")
    assert result.exit_code == 3
    assert result.stderr == ("rulings: internal error: ZeroDivisionError: boom "
                             "(set RULINGS_DEBUG=1 for the traceback)\n")
    assert "Traceback" not in result.output


@pytest.mark.parametrize(("args", "starts"), [
    (("lookup", "a", "b"), "Got unexpected extra argument(s) (b) (try 'rulings lookup --help')"),
    (("run", "--jobs", "0"), "--jobs: must be 1 or more (or auto), got 0"),
    (("nosuch",), "No such command 'nosuch'"),
    (("show",), "Missing argument 'ID'"),
    ((), "Missing command"),
])
def test_usage_errors_are_one_line(args, starts):
    result = runner.invoke(app, list(args), prog_name="rulings")
    assert_one_line_error(result, starts)


def test_help_still_works():
    result = runner.invoke(app, ["lookup", "--help"], prog_name="rulings")
    assert result.exit_code == 0 and "--cr" in result.stdout


def test_lookup_says_the_best_outcomes_in_the_querys_language():
    # the suite's own scenarios: a German question gets its best three's outcomes in German,
    # an English one none; --lang says them in another language, en turns them off
    german = runner.invoke(app, ["lookup", "Spieler mit Initiative verlässt das Spiel",
                                 "--limit", "5"])
    assert german.exit_code == 0, german.output
    said = [line.strip() for line in german.stdout.splitlines()
            if line.strip().startswith("Danach: ")]
    assert len(said) == 3 and "[en]" not in german.stdout
    english = runner.invoke(app, ["lookup", "holder leaves the game", "--limit", "5"])
    assert "Danach" not in english.stdout and "Afterwards" not in english.stdout
    japanese = runner.invoke(app, ["lookup", "holder leaves the game", "--limit", "2",
                                   "--lang", "ja"])
    assert sum(line.strip().startswith("その後：") for line in japanese.stdout.splitlines()) == 2
    off = runner.invoke(app, ["lookup", "Spieler mit Initiative verlässt das Spiel", "--lang", "en"])
    assert "Danach" not in off.stdout
    bad = runner.invoke(app, ["lookup", "holder", "--lang", "xx"])
    assert bad.exit_code == 2 and "--lang: 'xx' is not a seed language" in bad.output
