"""The XMage adapter (engines/xmage/, docs/engines/xmage.md), a Java wire engine of our own.

Without XMage: the Java protocol layer's own test (plain javac/java), and the adapter behind a
toy game (``xmage-adapter --fake``) run through ``rulings run --engine-cmd`` on a few scenarios,
one of which must FAIL. With XMage (XMAGE_CLASSPATH set): a few suite scenarios on XMage itself,
which must give the results expectations/xmage.toml records.
"""
from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from rulings.scenarios.results import RunResult

REPO = Path(__file__).resolve().parents[2]
ADAPTER = REPO / "engines" / "xmage" / "xmage-adapter"
NO_JDK = shutil.which("javac") is None or shutil.which("java") is None
needs_jdk = pytest.mark.skipif(NO_JDK, reason="javac/java not found: the XMage adapter is Java "
                               "(JDK 17); CI installs it")

FEATURE = """\
Feature: The XMage adapter's protocol layer behind a toy game

  @id:XFAKE-001 @cr:726.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: Taking the initiative over the Java wire layer
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative

  @id:XFAKE-002 @cr:119.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: Losing life over the Java wire layer
    Given a two-player game between Alice and Bob
    And Bob has 12 life
    When Bob loses 3 life
    Then Bob has 9 life

  @id:XFAKE-003 @cr:309.5a:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A scripted room choice answers the Java layer's decision
    Given a two-player game between Alice and Bob
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice will choose room "Lost Well"
    When Alice ventures into Undercity
    Then Alice is in "Undercity" in room "Lost Well"

  @id:XFAKE-004 @cr:726.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A wrong expectation fails (the run can fail)
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Bob has the initiative

  @id:XFAKE-005 @cr:726.2:2026-09-25 @requires:two-player @requires:stack-inspection
  Scenario: What the adapter does not declare is skipped
    Given a two-player game between Alice and Bob
    Then the stack is empty
"""
WANT = {"XFAKE-001": "PASS", "XFAKE-002": "PASS", "XFAKE-003": "PASS", "XFAKE-004": "FAIL",
        "XFAKE-005": "SKIP"}


def _run(engine: str, args: list[str], tmp: Path, env: dict[str, str] | None = None,
         timeout: float = 300) -> tuple[subprocess.CompletedProcess[str], RunResult | None]:
    out = tmp / "results.json"
    argv = [sys.executable, "-m", "rulings.cli", "run", "--engine-cmd", engine, *args,
            "--json", str(out)]
    done = subprocess.run(argv, cwd=REPO, env={**os.environ, "NO_COLOR": "1", **(env or {})},
                          capture_output=True, text=True, timeout=timeout, check=False)
    run = RunResult.from_json(json.loads(out.read_text("utf-8"))) if out.exists() else None
    return done, run


@needs_jdk
def test_the_java_protocol_layer_passes_its_own_test() -> None:
    done = subprocess.run([str(REPO / "engines" / "xmage" / "test-protocol")], capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "checks passed" in done.stdout


@needs_jdk
def test_the_fake_backed_adapter_runs_scenarios_through_rulings_run(tmp_path: Path) -> None:
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "xfake.feature").write_text(FEATURE, encoding="utf-8")
    engine = shlex.join([str(ADAPTER), "--fake"])
    done, run = _run(engine, ["--features", str(tmp_path / "features"), "--timeout", "60",
                              *(a for i in WANT for a in ("--id", i))], tmp_path,
                     env={"XMAGE_ADAPTER_HOME": str(tmp_path / "home")})
    assert run is not None, done.stderr
    got = {r.id: r.status for r in run.results}
    assert got == WANT, (got, done.stdout[-2000:], done.stderr[-2000:])
    assert run.engine.startswith("xmage-fake")
    failed = next(r for r in run.results if r.id == "XFAKE-004")
    assert "Bob" in failed.message and "Alice" in failed.message


def test_the_adapter_refuses_to_start_without_xmage(tmp_path: Path) -> None:
    if NO_JDK:
        pytest.skip("javac/java not found: the XMage adapter is Java (JDK 17); CI installs it")
    env = {k: v for k, v in os.environ.items() if k != "XMAGE_CLASSPATH"}
    env["XMAGE_ADAPTER_HOME"] = str(tmp_path)
    done = subprocess.run([str(ADAPTER)], input="", capture_output=True, text=True, env=env,
                          timeout=300, check=False)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and "XMAGE_CLASSPATH" in done.stderr


XMAGE_IDS = ("INIT-001", "INIT-002", "LEAVE-001", "ONLY-001", "PWC-007", "PWB-003", "PWA-023", "DECL-005", "PWC-025")


@pytest.mark.skipif(not os.environ.get("XMAGE_CLASSPATH"),
                    reason="XMAGE_CLASSPATH is not set: these run the suite on XMage's own jars, "
                    "which the user builds (docs/engines/xmage.md)")
@needs_jdk
def test_xmage_gives_the_recorded_results(tmp_path: Path) -> None:
    expected = tomllib.loads((REPO / "expectations" / "xmage.toml").read_text("utf-8"))
    entries = expected.get("scenarios", {})
    done, run = _run(shlex.quote(str(ADAPTER)), ["--timeout", "120",
                                                 *(a for i in XMAGE_IDS for a in ("--id", i))],
                     tmp_path, timeout=1800)
    assert run is not None, done.stderr
    for result in run.results:
        want = entries.get(result.id, {}).get("status", "PASS")
        assert result.status == want, (result.id, result.status, result.message)


@needs_jdk
def test_protocol_check_on_the_fake_backed_adapter_gives_the_recorded_departures(tmp_path: Path) -> None:
    from rulings.expectations import load
    from rulings.gate import compare

    out = tmp_path / "protocol.json"
    engine = shlex.join([str(ADAPTER), "--fake"])
    done = subprocess.run([sys.executable, "-m", "rulings.cli", "protocol-check", "--engine-cmd",
                           engine, "--timeout", "60", "--json", str(out)], cwd=REPO,
                          env={**os.environ, "NO_COLOR": "1",
                               "XMAGE_ADAPTER_HOME": str(tmp_path / "home")},
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 1, done.stdout + done.stderr  # the toy game departs: exit 1
    run = RunResult.from_json(json.loads(out.read_text("utf-8")))
    recorded = load(REPO / "expectations" / "protocol" / "xmage-fake.toml")
    assert not compare(recorded, run).differences, done.stdout
