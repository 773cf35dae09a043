"""steps/plugin.py run as plain pytest: the run's request built once from the plugin's options
(rulings run hands it over as an object instead: tests/rulings/running/test_runner.py)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FEATURE = """\
Feature: Plain pytest

  @id:PLUG-001 @cr:726.2:2026-09-25
  Scenario: Alice takes the initiative
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative

  @id:PLUG-002 @cr:726.2:2026-09-25
  Scenario: A wrong expectation fails
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Bob has the initiative
"""


def pytest_steps(*options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pytest", "steps", "-q", "-p", "no:randomly",
                           *options], cwd=REPO, capture_output=True, text=True, timeout=300)


def test_extra_features_and_the_selection_come_from_the_options(tmp_path: Path) -> None:
    feature = tmp_path / "plain.feature"
    feature.write_text(FEATURE, encoding="utf-8")
    passed = pytest_steps(f"--rulings-features={feature}", "--rulings-id=PLUG-001")
    assert passed.returncode == 0 and "1 passed" in passed.stdout, passed.stdout + passed.stderr
    failed = pytest_steps(f"--rulings-features={feature}", "--rulings-tag=id:PLUG-002")
    assert failed.returncode == 1 and "1 failed" in failed.stdout, failed.stdout + failed.stderr


def test_a_bad_option_is_a_usage_error_before_anything_runs() -> None:
    for options, said in (
            (["--rulings-engine-cmd=./engine", "--rulings-timeout=0"],
             "timeout: must be more than 0 and at most 86400 seconds, got 0"),
            (["--rulings-timeout=5"], "timeout: applies to an engine command"),
            (["--rulings-engine=nope"], "unknown engine 'nope'"),
            (["--rulings-shard=3/2"], "--rulings-shard: '3/2': K must be from 1 to N (2)")):
        result = pytest_steps(*options)
        assert result.returncode == 4, (options, result.stdout, result.stderr)  # usage error
        assert said in result.stderr, (options, result.stderr)
