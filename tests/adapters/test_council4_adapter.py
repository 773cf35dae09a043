"""The council4 adapter (engines/council4/, docs/engines/council4.md), a Go wire engine of our own.

Without council4: the Go protocol layer's own test (go vet, go test), and the adapter behind a toy
four-player game (``council4-adapter --fake``) run through ``rulings run --engine-cmd`` on a few
scenarios, one of which must FAIL and two of which must SKIP (a capability it lacks; a game of
three, which it does not seat: protocol 1.3); and ``rulings protocol-check`` on it. With council4
(COUNCIL4_BIN set): suite scenarios on council4 itself, which must give the results
expectations/council4.toml records.
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
from tests.support.runs import cli_run

REPO = Path(__file__).resolve().parents[2]
ADAPTER = REPO / "engines" / "council4" / "council4-adapter"
needs_go = pytest.mark.skipif(shutil.which("go") is None,
                              reason="go not found: the council4 adapter is Go; CI has it")

FEATURE = """\
Feature: The council4 adapter's protocol layer behind a toy game

  @id:CFAKE-001 @cr:726.4:2026-09-25 @requires:multiplayer @requires:leave-game
  Scenario: The holder concedes on Alice's turn: Alice takes the initiative
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And Carol has the initiative
    When Carol concedes
    Then Carol has left the game
    And Alice has the initiative

  @id:CFAKE-002 @cr:309.5a:2026-09-25 @requires:multiplayer @requires:direct-effects
  Scenario: A scripted room choice answers the Go layer's decision
    Given a free-for-all game between Alice, Bob, Carol and Dave
    And Bob is in "Undercity" in room "Secret Entrance"
    And Bob will choose room "Lost Well"
    When Bob ventures into Undercity
    Then Bob is in "Undercity" in room "Lost Well"

  @id:CFAKE-003 @cr:726.3:2026-09-25 @requires:multiplayer @requires:direct-effects
  Scenario: A wrong expectation fails (the run can fail)
    Given a free-for-all game between Alice, Bob, Carol and Dave
    When Dave takes the initiative
    Then Bob has the initiative

  @id:CFAKE-004 @cr:726.3:2026-09-25 @requires:multiplayer @requires:direct-effects
  Scenario: A game of three is not seated: skipped
    Given a free-for-all game between Alice, Bob and Carol
    When Carol takes the initiative
    Then Carol has the initiative

  @id:CFAKE-005 @cr:726.2:2026-09-25 @requires:multiplayer @requires:stack-inspection
  Scenario: What the adapter does not declare is skipped
    Given a free-for-all game between Alice, Bob, Carol and Dave
    Then the stack is empty
"""
WANT = {"CFAKE-001": "PASS", "CFAKE-002": "PASS", "CFAKE-003": "FAIL", "CFAKE-004": "SKIP",
        "CFAKE-005": "SKIP"}


def _env(tmp: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "NO_COLOR": "1", "COUNCIL4_ADAPTER_HOME": str(tmp / "home"), **extra}


@needs_go
def test_the_go_protocol_layer_passes_its_own_test() -> None:
    done = subprocess.run([str(REPO / "engines" / "council4" / "test-protocol")],
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "protocol checks passed" in done.stdout


@needs_go
def test_the_fake_backed_adapter_runs_scenarios_through_rulings_run(tmp_path: Path) -> None:
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "cfake.feature").write_text(FEATURE, encoding="utf-8")
    done, run = cli_run(shlex.join([str(ADAPTER), "--fake"]),
                     ["--features", str(tmp_path / "features"), "--timeout", "60",
                      *(a for i in WANT for a in ("--id", i))], tmp_path, _env(tmp_path))
    assert run is not None, done.stderr
    got = {r.id: r.status for r in run.results}
    assert got == WANT, (got, done.stdout[-2000:], done.stderr[-2000:])
    assert run.engine.startswith("council4-fake")
    messages = {r.id: r.message for r in run.results}
    assert "Bob" in messages["CFAKE-003"] and "Dave" in messages["CFAKE-003"]
    assert messages["CFAKE-004"] == "engine council4-fake seats 4 players, not 3"


def test_the_adapter_refuses_to_start_without_council4(tmp_path: Path) -> None:
    env = {k: v for k, v in _env(tmp_path).items() if k != "COUNCIL4_BIN"}
    for extra, said in (({}, "COUNCIL4_BIN is not set"),
                        ({"COUNCIL4_BIN": str(tmp_path / "nothing")}, "not an executable file")):
        done = subprocess.run([str(ADAPTER)], input="", capture_output=True, text=True,
                              env={**env, **extra}, timeout=60, check=False)
        assert done.returncode == 2
        assert done.stderr.strip().count("\n") == 0 and said in done.stderr, done.stderr


@needs_go
def test_protocol_check_on_the_fake_backed_adapter_gives_the_recorded_departures(
        tmp_path: Path) -> None:
    from rulings.gating.expectations import load
    from rulings.gating.gate import compare

    out = tmp_path / "protocol.json"
    done = subprocess.run([sys.executable, "-m", "rulings.cli", "protocol-check", "--engine-cmd",
                           shlex.join([str(ADAPTER), "--fake"]), "--timeout", "60", "--json",
                           str(out)], cwd=REPO, env=_env(tmp_path), capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    run = RunResult.from_json(json.loads(out.read_text("utf-8")))
    assert {r.id: r.status for r in run.results}["PC-015"] == "PASS"
    recorded = load(REPO / "expectations" / "protocol" / "council4-fake.toml")
    assert not compare(recorded, run).differences, done.stdout


COUNCIL4_IDS = ("INIT-021", "INIT-042", "LEAVE-001", "LEAVE-002", "STACKLEAVE-010", "DNG-017",
                "STEAL-006", "INIT-020")


@pytest.mark.skipif(not os.environ.get("COUNCIL4_BIN"),
                    reason="COUNCIL4_BIN is not set: these run the suite on council4 itself, "
                    "which the user builds from a checkout (docs/engines/council4.md)")
def test_council4_gives_the_recorded_results(tmp_path: Path) -> None:
    expected = tomllib.loads((REPO / "expectations" / "council4.toml").read_text("utf-8"))
    entries = expected.get("scenarios", {})
    done, run = cli_run(shlex.quote(str(ADAPTER)), ["--timeout", "60",
                                                 *(a for i in COUNCIL4_IDS for a in ("--id", i))],
                     tmp_path, _env(tmp_path), timeout=900)
    assert run is not None, done.stderr
    for result in run.results:
        want = entries.get(result.id, {}).get("status", "PASS")
        assert result.status == want, (result.id, result.status, result.message)


@pytest.mark.skipif(not os.environ.get("COUNCIL4_BIN"),
                    reason="COUNCIL4_BIN is not set: protocol-check on council4 itself needs the "
                    "user's build (docs/engines/council4.md)")
def test_protocol_check_on_council4_gives_the_recorded_departures(tmp_path: Path) -> None:
    from rulings.gating.expectations import load
    from rulings.gating.gate import compare

    out = tmp_path / "protocol.json"
    done = subprocess.run([sys.executable, "-m", "rulings.cli", "protocol-check", "--engine-cmd",
                           shlex.quote(str(ADAPTER)), "--timeout", "60", "--json", str(out)],
                          cwd=REPO, env=_env(tmp_path), capture_output=True, text=True,
                          timeout=300, check=False)
    run = RunResult.from_json(json.loads(out.read_text("utf-8")))
    recorded = load(REPO / "expectations" / "protocol" / "council4.toml")
    assert not compare(recorded, run).differences, done.stdout
