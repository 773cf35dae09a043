"""``rulings gate`` through typer's CliRunner: differences, exit codes, --update, bad input."""
from __future__ import annotations

from pathlib import Path

from tests.rulings.gating.test_gate import GOOD, result, run_of, write_run
from typer.testing import CliRunner

from rulings.cli.main import app
from rulings.gating.expectations import load

runner = CliRunner()


def setup_files(tmp_path: Path, *results) -> tuple[str, str]:
    exp = tmp_path / "phase.toml"
    exp.write_text(GOOD, encoding="utf-8")
    return str(exp), str(write_run(tmp_path / "run.json", run_of(*results)))


def gate(*args: str):
    return runner.invoke(app, ["gate", *args])


def test_as_expected_exits_0(tmp_path: Path):
    exp, results = setup_files(tmp_path, result("INIT-003", "FAIL", "x"), result("INIT-001", "PASS"))
    outcome = gate("--expectations", exp, "--results", results)
    assert outcome.exit_code == 0, outcome.output
    assert outcome.stdout.splitlines() == [
        "gate: engine phase 0.104.0, 2 scenarios (expectations written for 0.103.0)",
        "listed but not in this run (kept): LEAVE-002",
        "gate: ok: 2 as expected (1 listed in the file)",
    ]


def test_each_difference_is_printed_and_exits_1(tmp_path: Path):
    exp, results = setup_files(tmp_path, result("INIT-001", "FAIL", "wrong holder"),
                               result("INIT-003", "PASS"), result("LEAVE-002", "ERROR", "boom"))
    outcome = gate("--expectations", exp, "--results", results)
    assert outcome.exit_code == 1, outcome.output
    lines = outcome.stdout.splitlines()
    assert lines[1:4] == [
        "REGRESSION       INIT-001   expected PASS, got FAIL: wrong holder",
        "UNEXPECTED PASS  INIT-003   expected FAIL, got PASS: listed because: the steal trigger "
        "has a source",
        "CHANGED          LEAVE-002  expected SKIP, got ERROR: boom",
    ]
    assert lines[4] == ("gate: FAILED: 1 regression, 1 changed, 1 unexpected pass; 0 as expected "
                        "(0 listed in the file)")
    assert "record it with --update" in lines[5]


def test_update_rewrites_the_file_and_exits_0(tmp_path: Path):
    exp, results = setup_files(tmp_path, result("INIT-003", "PASS"), result("LEAVE-002", "SKIP"))
    outcome = gate("--expectations", exp, "--results", results, "--update")
    assert outcome.exit_code == 0, outcome.output
    assert outcome.stdout.splitlines()[-1] == \
        f"gate: updated {exp}: 1 scenario listed; it had 1 unexpected pass"
    assert list(load(Path(exp)).scenarios) == ["LEAVE-002"]
    assert gate("--expectations", exp, "--results", results).exit_code == 0


def one_line_error(outcome, starts: str) -> None:
    assert outcome.exit_code == 2, outcome.output
    assert outcome.stdout == ""
    assert outcome.stderr.count("\n") == 1, outcome.stderr
    assert outcome.stderr.startswith(f"error: {starts}"), outcome.stderr


def test_a_truncated_expectation_file_is_one_line(tmp_path: Path):
    exp, results = setup_files(tmp_path, result("INIT-003", "PASS"))
    Path(exp).write_text(GOOD[: GOOD.index("726.2") + 2], encoding="utf-8")  # cut inside a string
    one_line_error(gate("--expectations", exp, "--results", results), f"{exp}:7: not valid TOML: ")


def test_a_bad_field_is_one_line(tmp_path: Path):
    exp, results = setup_files(tmp_path, result("INIT-003", "PASS"))
    Path(exp).write_text(GOOD.replace('"SKIP"', '"SKIPPED"'), encoding="utf-8")
    one_line_error(gate("--expectations", exp, "--results", results),
                   f"{exp}:10: scenarios.\"LEAVE-002\".status: 'SKIPPED' is not one of")


def test_another_suite_is_one_note_line_and_fails_only_with_strict_suite(tmp_path: Path):
    exp, results = setup_files(tmp_path, result("INIT-003", "FAIL", "x"))
    Path(exp).write_text(GOOD.replace("\n\n[scenarios", '\n\n[suite]\nversion = "0.3.0"\n\n'
                                      "[scenarios", 1), encoding="utf-8")
    data = Path(results).read_text().replace('"suite_version": "', '"suite_version": "old-')
    Path(results).write_text(data.replace('"suite_hash": "', '"suite_hash": "sha256:0000'))
    outcome = gate("--expectations", exp, "--results", results)
    assert outcome.exit_code == 0, outcome.output
    notes = [line for line in outcome.stdout.splitlines() if line.startswith("note: ")]
    assert len(notes) == 2, outcome.stdout
    assert notes[0].startswith(f"note: {results}: the results ran other feature files than the "
                               "installed suite's (suite_hash sha256:0000")
    assert notes[1].startswith(f"note: {exp}: written against suite 0.3.0, the results are from "
                               "suite old-")
    assert outcome.stdout.splitlines()[-1].startswith("gate: ok: ")
    strict = gate("--expectations", exp, "--results", results, "--strict-suite")
    assert strict.exit_code == 1, strict.output
    assert strict.stdout.splitlines()[-1] == ("gate: FAILED: not the same suite (--strict-suite); "
                                              "1 as expected (1 listed in the file)")


def test_a_missing_expectation_file_and_a_missing_option(tmp_path: Path):
    results = str(write_run(tmp_path / "run.json", run_of(result("A-1", "PASS"))))
    one_line_error(gate("--expectations", str(tmp_path / "no.toml"), "--results", results),
                   f"{tmp_path / 'no.toml'}: no such expectation file (create it with --update)")
    one_line_error(gate("--results", results), "Missing option '--expectations'")
    one_line_error(gate("--expectations", str(tmp_path / "no.toml")), "gate: give --engine NAME")


def test_update_creates_a_file_and_says_what_it_lists(tmp_path: Path):
    results = str(write_run(tmp_path / "run.json", run_of(
        result("A-1", "PASS"), result("A-2", "FAIL", "m"), result("A-3", "SKIP", "s"))))
    new = tmp_path / "new.toml"
    outcome = gate("--expectations", str(new), "--results", results, "--update")
    assert outcome.exit_code == 0, outcome.output
    assert outcome.stdout == (f"gate: created {new} for engine phase 0.104.0: 2 of 3 scenarios "
                              "listed (FAIL 1, SKIP 1)\n")
    assert gate("--expectations", str(new), "--results", results).exit_code == 0
