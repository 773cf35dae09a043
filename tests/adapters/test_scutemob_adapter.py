"""The scutemob adapter (engines/scutemob/, docs/engines/scutemob.md), a Rust wire engine of ours.

Without scutemob: the Rust protocol layer's own tests (cargo, offline, no crates), and the
adapter behind its toy game (``scutemob-adapter --fake``) run through ``rulings run
--engine-cmd`` on a few scenarios, one of which must FAIL and one of which is SKIPPED for a card
the toy game lacks (protocol 1.3). With scutemob (SCUTEMOB_CHECKOUT set and built): a few suite
scenarios on scutemob itself, which must give the results expectations/scutemob.toml records.
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
HERE = REPO / "engines" / "scutemob"
ADAPTER = HERE / "scutemob-adapter"
needs_cargo = pytest.mark.skipif(shutil.which("cargo") is None,
                                 reason="cargo not found: the scutemob adapter is Rust; CI has it")

FEATURE = """\
Feature: The scutemob adapter's protocol layer behind a toy game

  @id:SFAKE-001 @cr:726.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: Taking the initiative over the Rust wire layer
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative

  @id:SFAKE-002 @cr:309.5a:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A scripted room choice answers the Rust layer's decision
    Given a two-player game between Alice and Bob
    And Alice is in "Undercity" in room "Secret Entrance"
    And Alice will choose room "Lost Well"
    When Alice ventures into Undercity
    Then Alice is in "Undercity" in room "Lost Well"

  @id:SFAKE-003 @cr:726.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A wrong expectation fails (the run can fail)
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Bob has the initiative

  @id:SFAKE-004 @cr:726.2:2026-09-25 @requires:two-player @requires:stack-inspection
  Scenario: What the adapter does not declare is skipped
    Given a two-player game between Alice and Bob
    Then the stack is empty

  @id:SFAKE-005 @cr:119.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A card the toy game does not list is skipped
    Given a two-player game between Alice and Bob
    And Alice controls "Savannah Lions"
    When Bob loses 3 life
    Then Bob has 17 life
"""
WANT = {"SFAKE-001": "PASS", "SFAKE-002": "PASS", "SFAKE-003": "FAIL", "SFAKE-004": "SKIP",
        "SFAKE-005": "SKIP"}


@needs_cargo
def test_the_rust_protocol_layer_passes_its_own_tests(tmp_path: Path) -> None:
    done = subprocess.run([str(HERE / "test-protocol")], capture_output=True, text=True,
                          env={**os.environ, "SCUTEMOB_ADAPTER_HOME": str(tmp_path)},
                          timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "checks passed" in done.stdout


@needs_cargo
def test_the_fake_backed_adapter_runs_scenarios_through_rulings_run(tmp_path: Path) -> None:
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "sfake.feature").write_text(FEATURE, encoding="utf-8")
    engine = shlex.join([str(ADAPTER), "--fake"])
    env = {"SCUTEMOB_ADAPTER_HOME": str(tmp_path / "home")}
    # the first launch compiles the toy game: do it before the run, as the build script would
    subprocess.run([str(ADAPTER), "--fake"], input="", env={**os.environ, **env},
                   capture_output=True, timeout=300, check=True)
    done, run = cli_run(engine, ["--features", str(tmp_path / "features"), "--timeout", "60",
                              *(a for i in WANT for a in ("--id", i))], tmp_path, env=env)
    assert run is not None, done.stderr
    got = {r.id: r.status for r in run.results}
    assert got == WANT, (got, done.stdout[-2000:], done.stderr[-2000:])
    assert run.engine.startswith("scutemob-fake")
    messages = {r.id: r.message for r in run.results}
    assert "Bob" in messages["SFAKE-003"] and "Alice" in messages["SFAKE-003"]
    assert messages["SFAKE-005"] == "the engine lacks Savannah Lions"


@pytest.mark.parametrize("args, env, needle", [
    ([], {}, "SCUTEMOB_CHECKOUT is not set"),
    ([], {"SCUTEMOB_CHECKOUT": "/nonexistent"}, "is not a scutemob checkout"),
    (["--bogus"], {}, "usage: scutemob-adapter"),
])
def test_the_adapter_refuses_to_start_in_one_line(tmp_path: Path, args: list[str],
                                                  env: dict[str, str], needle: str) -> None:
    base = {k: v for k, v in os.environ.items() if k != "SCUTEMOB_CHECKOUT"}
    done = subprocess.run([str(ADAPTER), *args], input="", capture_output=True, text=True,
                          env={**base, "SCUTEMOB_ADAPTER_HOME": str(tmp_path), **env},
                          timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and needle in done.stderr, done.stderr


def test_the_build_script_refuses_what_is_not_a_checkout(tmp_path: Path) -> None:
    done = subprocess.run([str(HERE / "build"), str(tmp_path)], capture_output=True, text=True,
                          env={**os.environ, "SCUTEMOB_ADAPTER_HOME": str(tmp_path / "home")},
                          timeout=60, check=False)
    assert done.returncode == 2
    assert "is not a scutemob checkout" in done.stderr and done.stdout == ""


@needs_cargo
def test_protocol_check_on_the_fake_backed_adapter_gives_the_recorded_departures(
        tmp_path: Path) -> None:
    from rulings.gating.expectations import load
    from rulings.gating.gate import compare

    out = tmp_path / "protocol.json"
    env = {**os.environ, "NO_COLOR": "1", "SCUTEMOB_ADAPTER_HOME": str(tmp_path / "home")}
    subprocess.run([str(ADAPTER), "--fake"], input="", env=env, capture_output=True,
                   timeout=300, check=True)
    done = subprocess.run([sys.executable, "-m", "rulings.cli", "protocol-check", "--engine-cmd",
                           shlex.join([str(ADAPTER), "--fake"]), "--timeout", "60", "--json",
                           str(out)], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr  # every check it can run passes
    run = RunResult.from_json(json.loads(out.read_text("utf-8")))
    recorded = load(REPO / "expectations" / "protocol" / "scutemob-fake.toml")
    assert not compare(recorded, run).differences, done.stdout


SCUTEMOB_IDS = ("INIT-001", "LEAVE-001", "LEAVE-008", "UC-008", "UC-016", "VEN-004", "DNG-001",
                "DNG-008", "CAST-005", "PWA-029", "PWC-004", "TURN-001", "FLOW-009", "ROOM-009")


@pytest.mark.skipif(not os.environ.get("SCUTEMOB_CHECKOUT"),
                    reason="SCUTEMOB_CHECKOUT is not set: these run the suite on scutemob, which "
                    "the user checks out and builds (docs/engines/scutemob.md)")
@needs_cargo
def test_scutemob_gives_the_recorded_results(tmp_path: Path) -> None:
    expected = tomllib.loads((REPO / "expectations" / "scutemob.toml").read_text("utf-8"))
    entries = expected.get("scenarios", {})
    done, run = cli_run(shlex.quote(str(ADAPTER)), ["--timeout", "60",
                                                 *(a for i in SCUTEMOB_IDS for a in ("--id", i))],
                     tmp_path, timeout=900)
    assert run is not None, done.stderr
    assert run.results
    for result in run.results:
        want = entries.get(result.id, {}).get("status", "PASS")
        assert result.status == want, (result.id, result.status, result.message)
