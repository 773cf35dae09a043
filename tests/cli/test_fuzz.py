"""``rulings fuzz`` through typer's CliRunner, on an engine with a known rules bug."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulings.cli.main import app

runner = CliRunner()
BROKEN = "tests.support.broken_engines:RetakeDoesNotVenture"  # breaks CR 726.5 (tests/support/broken_engines/initiative.py)


def test_fuzz_finds_and_writes_a_difference(tmp_path: Path):
    out = tmp_path / "found"
    result = runner.invoke(app, ["fuzz", "--engine", BROKEN, "--examples", "10", "--seed", "0",
                                 "--out", str(out)])
    assert result.exit_code == 1, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("fuzz: engine broken-retake 0.1.0, seed 0: 10 examples (")
    found = [line for line in lines if line.startswith("FUZZ-")]
    assert found and all(line.endswith(".feature") for line in found)
    written = sorted(out.glob("*.feature"))
    assert [p.name for p in written] == sorted(Path(line.split()[-1]).name for line in found)
    assert lines[-1].startswith(f"fuzz: {len(found)} difference")


@pytest.mark.parametrize(("args", "error"), [
    ([], "error: fuzz: give exactly one of --engine NAME and --engine-cmd CMD"),
    (["--engine", "reference", "--engine-cmd", "x"], "error: fuzz: give exactly one of"),
    (["--engine", "reference", "--timeout", "3"], "error: timeout: applies to an engine command"),
    (["--engine", "nope"], "error: unknown engine 'nope'"),
    (["--engine", "reference", "--examples", "0"], "error: Invalid value for '--examples'"),
])
def test_fuzz_bad_input_is_one_line(tmp_path: Path, args, error):
    result = runner.invoke(app, ["fuzz", *args, "--out", str(tmp_path)])
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith(error), result.stderr
