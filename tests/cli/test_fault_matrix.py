"""The fault matrix end to end: ``rulings run --engine-cmd`` against every mode of the scripted
misbehaving engine (tests/support/engines/fake_engine.py).

Three scenarios run in each mode: one performs take-initiative, one only observes, one performs
lose-life. A fault hits the scenarios that reach it (ERROR, or TIMEOUT for a hang), never makes
one PASS, never hangs the run; the others still run, on a fresh engine process; the --json file
is complete. An engine that cannot even shake hands is bad input: one line, exit 2.
Every mode runs as a real ``python -m rulings.cli`` process, several at a time.
"""
from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from rulings.scenarios.results import RunResult
from tests.support.processes import alive
from tests.support.paths import FAKE_ENGINE

REPO = Path(__file__).resolve().parents[2]
REQUEST_TIMEOUT = 5  # seconds: --timeout; slack for a loaded machine, short for hang modes
RUN_LIMIT = 240  # seconds a whole run may take before the test calls it a hang

FEATURE = """\
Feature: Fault matrix fixtures

  @id:FAULT-001 @cr:726.2:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: Taking the initiative over the wire
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative

  @id:FAULT-002 @cr:726.2:2026-09-25 @requires:two-player
  Scenario: Only looking over the wire
    Given a two-player game between Alice and Bob
    Then nobody has the initiative

  @id:FAULT-003 @cr:119.3:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: Losing life over the wire
    Given a two-player game between Alice and Bob
    When Bob loses 3 life
    Then Bob has 17 life
"""
IDS = ("FAULT-001", "FAULT-002", "FAULT-003")


def _perform_fault(status: str) -> dict[str, str]:
    """A fault on perform: the two scenarios that act are hit, the one that only looks passes."""
    return {"FAULT-001": status, "FAULT-002": "PASS", "FAULT-003": status}


# mode -> (expected status per scenario, a word the first hit scenario's message must contain)
RUNS: dict[str, tuple[dict[str, str], str]] = {
    "normal": (dict.fromkeys(IDS, "PASS"), ""),
    "stderr-flood": (dict.fromkeys(IDS, "PASS"), ""),
    "crash-mid-game": (_perform_fault("ERROR"), "status 1"),
    "hang": (_perform_fault("TIMEOUT"), f"within {REQUEST_TIMEOUT}"),
    "hang-with-child": (_perform_fault("TIMEOUT"), f"within {REQUEST_TIMEOUT}"),
    "garbage": (_perform_fault("ERROR"), "perform"),
    "wrong-id": (_perform_fault("ERROR"), "perform"),
    "signal": (_perform_fault("ERROR"), "SIGTERM"),
    "enormous": (dict.fromkeys(IDS, "ERROR"), "limit"),
    "schema-break": (dict.fromkeys(IDS, "ERROR"), "observe"),
    "unsupported-claimed": ({"FAULT-001": "ERROR", "FAULT-002": "PASS", "FAULT-003": "PASS"},
                            "direct-effects"),
    # a second reply read as the answer to the scenario's next request: that scenario's fault
    "double-reply-mid": ({"FAULT-001": "ERROR", "FAULT-002": "PASS", "FAULT-003": "PASS"},
                         "twice"),
    # a descendant in its own session is not in the engine's process group: still stopped
    "setsid-child": (dict.fromkeys(IDS, "PASS"), ""),
}
# Engine lifecycle between scenarios: the first engine process misbehaves once, right after
# its reply to FAULT-001's last request (mode -> a word the report must contain). FAULT-001 is
# charged (ERROR) when the trouble is seen as that scenario ends, else it is reported as an
# incident between FAULT-001 and FAULT-002; never is FAULT-002 or FAULT-003 charged.
LIFECYCLE: dict[str, tuple[str, ...]] = {  # any of these words
    "exit-after-observe": ("exited with status 0",),
    "double-reply": ("nobody asked for", "answered observe #8 twice"),
    "stray-line": ("debug: observe done",),
}
# mode -> a word the one-line error must contain: the engine never got as far as a game
REFUSED: dict[str, str] = {
    "crash-at-start": "status 3",
    "silent-at-start": f"within {REQUEST_TIMEOUT}",
    "bad-capability": "flying",
}


@dataclass
class Outcome:
    code: int | None  # None: the run did not finish within RUN_LIMIT
    stdout: str
    stderr: str
    json_dir: Path
    child_pidfile: Path


def _run_mode(mode: str, work: Path) -> Outcome:
    out_dir = work / mode
    out_dir.mkdir()
    pidfile = out_dir / "child.pid"
    engine = shlex.join([sys.executable, str(FAKE_ENGINE), mode, str(pidfile)])
    argv = [sys.executable, "-m", "rulings.cli", "run", "--engine-cmd", engine, "--features",
            str(work / "features"), *(arg for i in IDS for arg in ("--id", i)),
            "--timeout", str(REQUEST_TIMEOUT), "--json", str(out_dir / "results.json")]
    env = {**os.environ, "NO_COLOR": "1"}
    try:
        done = subprocess.run(argv, cwd=REPO, env=env, capture_output=True, text=True,
                              timeout=RUN_LIMIT, check=False)
    except subprocess.TimeoutExpired as exc:
        return Outcome(None, str(exc.stdout or ""), str(exc.stderr or ""), out_dir, pidfile)
    return Outcome(done.returncode, done.stdout, done.stderr, out_dir, pidfile)


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    work = tmp_path_factory.mktemp("faults")
    (work / "features").mkdir()
    (work / "features" / "fault.feature").write_text(FEATURE, encoding="utf-8")
    modes = [*RUNS, *LIFECYCLE, *REFUSED]
    with ThreadPoolExecutor(max_workers=7) as pool:  # hang modes mostly wait: overlap them
        return dict(zip(modes, pool.map(lambda mode: _run_mode(mode, work), modes)))


def _results(outcome: Outcome) -> RunResult:
    path = outcome.json_dir / "results.json"
    assert path.is_file(), f"no results file; stderr: {outcome.stderr}"
    run = RunResult.from_json(json.loads(path.read_text(encoding="utf-8")))
    leftovers = [p.name for p in outcome.json_dir.iterdir()  # the fake engine's own files kept
                 if p.name != "results.json" and not p.name.startswith("child.pid")
                 and not p.name.endswith(".once")]
    assert not leftovers, f"temporary files left beside the results: {leftovers}"
    return run


@pytest.mark.parametrize("mode", list(RUNS))
def test_fault_hits_only_what_reaches_it(outcomes: dict[str, Outcome], mode: str) -> None:
    outcome = outcomes[mode]
    expected, word = RUNS[mode]
    assert outcome.code is not None, f"{mode}: the run hung (over {RUN_LIMIT} s)"
    assert "Traceback" not in outcome.stdout + outcome.stderr, outcome.stdout + outcome.stderr
    failing = any(status != "PASS" for status in expected.values())
    assert outcome.code == (1 if failing else 0), f"{mode}: exit {outcome.code}\n{outcome.stderr}"
    run = _results(outcome)
    assert {r.id: r.status for r in run.results} == expected
    assert run.counts()["PASS"] == list(expected.values()).count("PASS")
    assert (run.engine, run.engine_version) == ("tiny", "0.1")
    hit = [r for r in run.results if r.status != "PASS"]
    for result in hit:
        assert result.message and "\n" not in result.message
        assert result.id in outcome.stdout  # the summary lists every failing scenario
    if hit:
        assert word in hit[0].message, hit[0].message


@pytest.mark.parametrize("mode", ["hang-with-child", "setsid-child"])
def test_an_engine_leaves_no_process_behind(outcomes: dict[str, Outcome], mode: str) -> None:
    outcome = outcomes[mode]
    assert outcome.child_pidfile.is_file(), "the engine never spawned its child"
    pid = int(outcome.child_pidfile.read_text())
    assert not alive(pid), f"the {mode} engine's child {pid} outlived the run"


@pytest.mark.parametrize("mode", list(LIFECYCLE))
def test_trouble_between_scenarios_is_not_charged_to_the_next(outcomes: dict[str, Outcome],
                                                              mode: str) -> None:
    outcome = outcomes[mode]
    assert outcome.code == 1, f"{mode}: exit {outcome.code}\n{outcome.stdout}\n{outcome.stderr}"
    assert "Traceback" not in outcome.stdout + outcome.stderr
    run = _results(outcome)
    statuses = {r.id: r.status for r in run.results}
    assert statuses["FAULT-002"] == statuses["FAULT-003"] == "PASS", statuses  # innocent
    first = next(r for r in run.results if r.id == "FAULT-001")
    if first.status == "PASS":  # seen only when FAULT-002 began: reported between the two
        assert len(run.incidents) == 1, run.incidents
        incident = run.incidents[0]
        assert "after FAULT-001, before FAULT-002" in incident, incident
        assert any(word in incident for word in LIFECYCLE[mode]), incident
        assert "restarted" in incident
        assert incident[:60] in outcome.stdout  # the summary shows it
    else:
        assert first.status == "ERROR", first
        assert any(word in first.message for word in LIFECYCLE[mode]), first.message
        assert run.incidents == []


@pytest.mark.parametrize("mode", list(REFUSED))
def test_an_engine_that_never_starts_is_one_line_bad_input(outcomes: dict[str, Outcome],
                                                          mode: str) -> None:
    outcome = outcomes[mode]
    assert outcome.code == 2, f"{mode}: exit {outcome.code}\n{outcome.stdout}\n{outcome.stderr}"
    assert outcome.stdout == ""
    assert outcome.stderr.startswith("error: ") and outcome.stderr.count("\n") == 1, outcome.stderr
    assert str(FAKE_ENGINE) in outcome.stderr  # the command is named
    assert REFUSED[mode] in outcome.stderr
    assert not (outcome.json_dir / "results.json").exists()
