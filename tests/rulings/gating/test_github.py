"""rulings.gating.github: workflow annotations and the Markdown job summary, from constructed runs, and
``--github`` on ``rulings run`` and ``rulings gate``."""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from rulings import RulingsError
from rulings.gating import github
from rulings.cli.main import app
from rulings.gating.expectations import loads
from rulings.gating.gate import GateOutcome, compare
from rulings.scenarios.locations import FEATURES_DIR, suite_path
from tests.rulings.gating.test_gate import result, run_of, write_run

runner = CliRunner()

EXPECTATIONS = """\
[engine]
name = "phase"
version = "0.104.0"

[scenarios."A-2"]
status = "FAIL"
reason = "listed: steals"

[scenarios."A-4"]
status = "FAIL"
reason = "was broken, 100%"

[scenarios."A-5"]
status = "SKIP"
"""


def constructed_run():
    run = run_of(result("A-1", "PASS"),
                 result("A-2", "FAIL", "expected Bob, got Alice\nsecond line, 50%: done"),
                 result("A-3", "ERROR", "Unsupported: venture | into the dungeon"),
                 result("A-4", "PASS"), result("A-5", "SKIP"))
    run.results[1].file = str(FEATURES_DIR / "cards" / "avenging-hunter.feature")  # installed
    run.results[1].line = 12
    run.incidents.append("the engine exited between A-3 and A-4")
    return run


def test_enabled_follows_the_flag_else_github_actions():
    assert github.enabled(None, {"GITHUB_ACTIONS": "true"})
    assert not github.enabled(None, {})
    assert not github.enabled(False, {"GITHUB_ACTIONS": "true"})
    assert github.enabled(True, {})


def test_run_annotations_point_at_the_feature_file_relative_to_the_suite():
    lines = github.run_annotations(constructed_run())
    assert lines == [
        "::error file=features/cards/avenging-hunter.feature,line=12,title=FAIL A-2%3A scenario "
        "A-2::expected Bob, got Alice%0Asecond line, 50%25: done",
        "::error file=features/x.feature,line=3,title=ERROR A-3%3A scenario A-3::"
        "Unsupported: venture | into the dungeon",
        "::error title=engine phase%3A trouble between scenarios::the engine exited between A-3 "
        "and A-4",
    ]


def test_suite_path_keeps_other_files_as_given(tmp_path: Path):
    assert suite_path(str(FEATURES_DIR / "rules" / "x.feature")) == "features/rules/x.feature"
    assert suite_path(str(tmp_path / "mine.feature")) == str(tmp_path / "mine.feature")


@given(st.text(min_size=1))
def test_no_text_ends_an_annotation_or_starts_another(text):
    line = github.annotation("error", text, file=text, title=text)
    assert "\n" not in line and "\r" not in line
    head, _, message = line.partition("::")[2].partition("::")
    props = head.removeprefix("error ").split(",")  # a comma in a value is escaped
    assert len(props) == 2 and all(re.fullmatch(r"(file|title)=[^:,]*", p) for p in props)
    assert message.replace("%0D", "\r").replace("%0A", "\n").replace("%25", "%") == \
        github.shown(text)
    assert not UNSAFE.search(line)  # no terminal escape, BEL or bidi override reaches the log


# what must never reach a workflow command or the job summary raw (issue 26: CI log spoofing)
UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def test_engine_escapes_and_bidi_never_reach_the_log_or_the_summary_raw():
    hostile = "\x1b]0;owned\x07\x1b[2J\u202egnp.exe\u2066x\u2069 \ud800 ok"
    run = constructed_run()
    run.engine = f"evil{hostile}"
    run.results[1].message = hostile
    run.incidents = [hostile]
    lines = github.run_annotations(run)
    summary = github.run_summary(run)
    for text in [*lines, summary]:
        assert not UNSAFE.search(text), repr(text)
    assert "\\x1b]0;owned\\x07" in lines[0] and "\\u202egnp.exe" in lines[0]
    assert "\ufffd ok" in lines[0]  # a lone surrogate: the replacement character
    gate_summary = github.gate_summary(gate_outcome())
    assert not UNSAFE.search(gate_summary)


def test_the_summary_file_is_refused_when_it_is_one_of_the_commands_files(tmp_path: Path):
    results = tmp_path / "run.json"
    with pytest.raises(RulingsError, match="GITHUB_STEP_SUMMARY.*is also --json"):
        github.check_summary([("--json", results)], {"GITHUB_STEP_SUMMARY": str(results)})
    github.check_summary([("--json", results)], {"GITHUB_STEP_SUMMARY": str(tmp_path / "s.md")})


def test_the_summary_is_never_appended_through_a_link_or_to_a_fifo(tmp_path: Path):
    victim = tmp_path / "victim"
    victim.write_text("keep", encoding="utf-8")
    link = tmp_path / "summary.md"
    link.symlink_to(victim)
    with pytest.raises(RulingsError, match="symbolic link"):
        github.append_summary("x", {"GITHUB_STEP_SUMMARY": str(link)})
    assert victim.read_text(encoding="utf-8") == "keep"
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises((RulingsError, OSError)):  # never blocks waiting for a reader
        github.append_summary("x", {"GITHUB_STEP_SUMMARY": str(fifo)})


def gate_outcome(updated=None):
    run = constructed_run()
    expectations = loads(EXPECTATIONS)
    return GateOutcome(run, expectations, compare(expectations, run), updated)


def test_gate_annotations_flag_regressions_as_errors_and_unexpected_passes_as_warnings():
    lines = gate_annotations = github.gate_annotations(gate_outcome())
    assert gate_annotations[0] == ("::error file=features/x.feature,line=3,title=regression%3A A-3 "
                                   "expected PASS%2C got ERROR::Unsupported: venture | into the "
                                   "dungeon")
    assert lines[1] == ("::warning file=features/x.feature,line=3,title=unexpected pass%3A A-4 "
                        "expected FAIL%2C got PASS::passes now: record it with rulings gate "
                        "--update (listed because: was broken, 100%25)")
    assert lines[2].startswith("::error title=engine phase%3A trouble between scenarios::")
    assert len(lines) == 3  # A-2 fails as listed: no annotation
    assert github.gate_annotations(gate_outcome(updated=loads(EXPECTATIONS))) == []


def test_run_summary_is_markdown_with_counts_and_failures():
    text = github.run_summary(constructed_run())
    assert text.startswith("## rulings run: phase 0.104.0: FAILED\n")
    assert "| PASS | FAIL | ERROR | TIMEOUT | SKIP |\n|---|---|---|---|---|\n| 2 | 1 | 1 | 0 | 1 |\n" in text
    assert ("| FAIL | `A-2` scenario A-2 | features/cards/avenging-hunter.feature:12 | "
            "expected Bob, got Alice |") in text
    assert "Unsupported: venture \\| into the dungeon" in text  # a pipe can't split the cell
    assert "### Engine trouble between scenarios\n\n- the engine exited between A-3 and A-4\n" in text


def test_gate_summary_lists_the_differences():
    text = github.gate_summary(gate_outcome())
    assert text.startswith("## rulings gate: phase 0.104.0: FAILED\n")
    assert "3 of 5 scenarios as expected (2 listed failures); 2 differences." in text
    assert "| regression | `A-3` scenario A-3 | PASS | ERROR | features/x.feature:3 |" in text
    assert "| unexpected pass | `A-4` scenario A-4 | FAIL | PASS | features/x.feature:3 | was broken, 100% |" in text
    assert "rulings gate --update" in text


def test_append_summary_appends_and_needs_the_variable(tmp_path: Path):
    path = tmp_path / "summary.md"
    path.write_text("earlier step\n", encoding="utf-8")
    assert github.append_summary("## mine", {}) is None
    assert github.append_summary("## mine", {"GITHUB_STEP_SUMMARY": str(path)}) == str(path)
    assert path.read_text(encoding="utf-8") == "earlier step\n## mine\n"


def test_cli_gate_under_github_actions_writes_annotations_and_the_summary(tmp_path: Path,
                                                                          monkeypatch):
    results = write_run(tmp_path / "run.json", constructed_run())
    (tmp_path / "exp.toml").write_text(EXPECTATIONS, encoding="utf-8")
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    outcome = runner.invoke(app, ["gate", "--results", str(results), "--expectations",
                                  str(tmp_path / "exp.toml")])
    assert outcome.exit_code == 1
    annotations = [ln for ln in outcome.stdout.splitlines() if ln.startswith("::")]
    assert [a.split(" ")[0] for a in annotations] == ["::error", "::warning", "::error"]
    assert summary.read_text(encoding="utf-8").startswith("## rulings gate: phase 0.104.0: FAILED")
    # --no-github wins over the environment
    summary.unlink()
    outcome = runner.invoke(app, ["gate", "--results", str(results), "--expectations",
                                  str(tmp_path / "exp.toml"), "--no-github"])
    assert outcome.exit_code == 1
    assert "::" not in outcome.stdout and not summary.exists()


def test_cli_gate_an_unwritable_summary_is_a_warning(tmp_path: Path, monkeypatch):
    results = write_run(tmp_path / "run.json", constructed_run())
    (tmp_path / "exp.toml").write_text(EXPECTATIONS, encoding="utf-8")
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(tmp_path / "no-such-dir" / "summary.md"))
    outcome = runner.invoke(app, ["gate", "--results", str(results), "--expectations",
                                  str(tmp_path / "exp.toml"), "--github"])
    assert outcome.exit_code == 1  # the gate's verdict, not a usage error
    assert outcome.stderr.startswith("warning: $GITHUB_STEP_SUMMARY: the job summary was not written")


def test_cli_run_with_github_annotates_a_failing_scenario(tmp_path: Path, monkeypatch):
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    feature = tmp_path / "wrong.feature"
    feature.write_text("""\
Feature: A scenario the reference engine fails on purpose
  @id:WRONG-001 @cr:726.2:2026-09-25
  Scenario: Bob is said to have the initiative though Alice took it
    Given a two-player game between Alice and Bob
    And Alice has the initiative
    Then Bob has the initiative
""", encoding="utf-8")
    outcome = runner.invoke(app, ["run", "--features", str(feature), "--id", "WRONG-001",
                                  "--github"])
    assert outcome.exit_code == 1, outcome.output
    (line,) = [ln for ln in outcome.stdout.splitlines() if ln.startswith("::")]
    assert line.startswith(f"::error file={github.escape_property(str(feature))},line=3,"
                           "title=FAIL WRONG-001%3A ")
    assert "WRONG-001" in summary.read_text(encoding="utf-8")


def test_cli_gate_junit_needs_a_run(tmp_path: Path):
    results = write_run(tmp_path / "run.json", constructed_run())
    (tmp_path / "exp.toml").write_text(EXPECTATIONS, encoding="utf-8")
    outcome = runner.invoke(app, ["gate", "--results", str(results), "--expectations",
                                  str(tmp_path / "exp.toml"), "--junit", str(tmp_path / "j.xml")])
    assert outcome.exit_code == 2
    assert outcome.stderr.startswith("error: --junit: written by a run")


def test_results_carry_the_hash_of_the_suites_feature_files_and_the_gate_notes_another(
        tmp_path: Path):
    from rulings.scenarios.locations import features_hash
    from rulings.scenarios.results import RunResult

    assert re.fullmatch(r"sha256:[0-9a-f]{64}", features_hash())
    assert features_hash() == features_hash()
    run = constructed_run()
    assert RunResult.from_json({k: v for k, v in run.to_json().items()
                                if k != "suite_hash"}).suite_hash == ""  # an older file loads
    (tmp_path / "exp.toml").write_text(EXPECTATIONS, encoding="utf-8")
    run.suite_hash = features_hash()
    same = runner.invoke(app, ["gate", "--results", str(write_run(tmp_path / "a.json", run)),
                               "--expectations", str(tmp_path / "exp.toml")])
    assert "note:" not in same.stdout
    run.suite_hash = "sha256:" + "0" * 64
    other = runner.invoke(app, ["gate", "--results", str(write_run(tmp_path / "b.json", run)),
                                "--expectations", str(tmp_path / "exp.toml")])
    assert other.exit_code == 1
    assert ("the results ran other feature files than the installed suite's (suite_hash "
            "sha256:000000000000...") in other.stdout


def test_gate_summary_lists_the_suite_notes_and_fails_on_them_when_strict():
    from dataclasses import replace

    noted = replace(gate_outcome(), notes=("exp.toml: written against suite 0.3.0, the results "
                                           "are from suite 0.4.0",))
    text = github.gate_summary(noted)
    assert "\n### Suite versions\n\n- exp.toml: written against suite 0.3.0, the results are " \
           "from suite 0.4.0\n" in text
    strict = github.gate_summary(replace(noted, strict_suite=True))
    assert "### Suite versions (--strict-suite: the gate fails on these)" in strict
