"""SIGINT and SIGTERM during ``rulings run``: the engine's whole process tree stops, the
scenarios finished so far are written marked incomplete, and the exit code is 128 + the signal
(130 for Ctrl-C, 143 for SIGTERM). ``gate`` refuses such a file and ``report`` flags it.

The engine (tests/support/engines/fake_engine.py, mode spin-with-child) spawns a child in its own
session, passes FAULT-001 and FAULT-002, then spins the CPU on FAULT-003's perform.
"""
from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rulings.scenarios.results import RunResult

from tests.cli.test_fault_matrix import FAKE_ENGINE, FEATURE, IDS
from tests.support.processes import alive, gone

REPO = Path(__file__).resolve().parents[2]
WAIT = 120  # seconds for the engine to reach the spin on a loaded machine


def _start(work: Path, *extra: str, own_session: bool = False
           ) -> tuple[subprocess.Popen[str], Path, Path]:
    (work / "features").mkdir()
    (work / "features" / "fault.feature").write_text(FEATURE, encoding="utf-8")
    pidfile, out = work / "child.pid", work / "results.json"
    engine = shlex.join([sys.executable, str(FAKE_ENGINE), "spin-with-child", str(pidfile)])
    argv = [sys.executable, "-m", "rulings.cli", "run", "--engine-cmd", engine, "--features",
            str(work / "features"), *(arg for i in IDS for arg in ("--id", i)), "--timeout", "600",
            "--json", str(out), *extra]
    proc = subprocess.Popen(argv, cwd=REPO, env={**os.environ, "NO_COLOR": "1"},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=own_session)
    spinning = Path(f"{pidfile}.spinning")
    deadline = time.monotonic() + WAIT
    while not spinning.exists():
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            out_text, err_text = proc.communicate()
            pytest.fail(f"the engine never reached its spin: {out_text}\n{err_text}")
        time.sleep(0.05)
    return proc, pidfile, out


@pytest.mark.parametrize("signum, code, jobs", [
    (signal.SIGTERM, 143, "1"), (signal.SIGINT, 130, "1"), (signal.SIGTERM, 143, "2")])
def test_a_signal_stops_the_engine_tree_and_keeps_the_finished_results(
        tmp_path: Path, signum: int, code: int, jobs: str) -> None:
    proc, pidfile, out = _start(tmp_path, "--jobs", jobs)
    engine_pid = int(Path(f"{pidfile}.engine").read_text())
    child_pid = int(pidfile.read_text())  # in its own session: not in the engine's group
    assert alive(engine_pid) and alive(child_pid)
    proc.send_signal(signum)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == code, f"exit {proc.returncode}\n{stdout}\n{stderr}"
    assert "Traceback" not in stdout + stderr
    assert stderr.count("\n") == 1 and signal.Signals(signum).name in stderr, stderr
    # SIGKILL is sent; the kernel may take a moment
    assert gone(engine_pid, within=5), "the spinning engine outlived the run"
    assert gone(child_pid, within=5), "the engine's setsid child outlived the run"
    run = RunResult.from_json(json.loads(out.read_text(encoding="utf-8")))
    assert run.incomplete == f"interrupted by {signal.Signals(signum).name}"
    statuses = {r.id: r.status for r in run.results}
    if jobs == "1":
        assert statuses == {"FAULT-001": "PASS", "FAULT-002": "PASS"}
    else:  # the other worker may not have finished its scenarios yet; FAULT-003 never does
        assert set(statuses) <= {"FAULT-001", "FAULT-002"} and set(statuses.values()) <= {"PASS"}


def _running_under(work: Path) -> list[int]:
    """Live processes whose command line names ``work`` (the engines and their children)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdecimal() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if str(work) in cmdline and alive(int(entry.name)):
            found.append(int(entry.name))
    return found


@pytest.mark.parametrize("signum, code", [
    (signal.SIGINT, 130), (signal.SIGTERM, 143), (signal.SIGHUP, 129)] * 2)
def test_a_signal_to_the_whole_process_group_under_jobs_leaves_no_engine(
        tmp_path: Path, signum: int, code: int) -> None:
    """Ctrl-C on a terminal (and CI cancellation) signals the whole process group: the forked
    workers as well as the session. A worker used to die of it at once, and its engine (in a
    session of its own) was orphaned before the session could find it: 4 trials in 8 left an
    engine or its child running. Repeated: each trial could hit the race."""
    proc, pidfile, out = _start(tmp_path, "--jobs", "2", own_session=True)
    assert _running_under(tmp_path), "no engine is running: the test would prove nothing"
    os.killpg(proc.pid, signum)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == code, f"exit {proc.returncode}\n{stdout}\n{stderr}"
    assert "Traceback" not in stdout + stderr
    deadline = time.monotonic() + 5  # SIGKILL is delivered asynchronously
    while _running_under(tmp_path) and time.monotonic() < deadline:
        time.sleep(0.02)
    left = _running_under(tmp_path)
    for pid in left:  # never leave them to the next test
        os.kill(pid, signal.SIGKILL)
    assert not left, f"still running after the run exited {code}: {left}"
    run = RunResult.from_json(json.loads(out.read_text(encoding="utf-8")))
    assert run.incomplete == f"interrupted by {signal.Signals(signum).name}"


def test_sighup_stops_a_serial_run_as_sigterm_does(tmp_path: Path) -> None:
    """A closed terminal (SIGHUP) used to leave the hung engine running after ``run``."""
    proc, pidfile, out = _start(tmp_path)
    engine_pid = int(Path(f"{pidfile}.engine").read_text())
    child_pid = int(pidfile.read_text())
    proc.send_signal(signal.SIGHUP)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 129, f"exit {proc.returncode}\n{stdout}\n{stderr}"
    assert "SIGHUP" in stderr and "Traceback" not in stderr
    assert gone(engine_pid, within=5) and gone(child_pid, within=5)
    run = RunResult.from_json(json.loads(out.read_text(encoding="utf-8")))
    assert run.incomplete == "interrupted by SIGHUP"


def test_gate_refuses_and_report_flags_an_incomplete_results_file(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from rulings.cli.main import app
    from rulings.running.runner import suite_version

    run = RunResult("tiny", "0.1", "1.0", suite_version(), incomplete="interrupted by SIGTERM")
    results = tmp_path / "results.json"
    results.write_text(json.dumps(run.to_json()), encoding="utf-8")
    expectations = tmp_path / "tiny.toml"
    expectations.write_text('[engine]\nname = "tiny"\nversion = "0.1"\n', encoding="utf-8")
    gated = CliRunner().invoke(app, ["gate", "--results", str(results), "--expectations",
                                     str(expectations)])
    assert gated.exit_code == 2, gated.output
    assert gated.stderr.startswith("error: ") and "incomplete" in gated.stderr
    page = tmp_path / "report.html"
    reported = CliRunner().invoke(app, ["report", str(results), "--html", str(page)])
    assert reported.exit_code == 0, reported.output
    assert "(incomplete)" in reported.stdout
    assert "incomplete: interrupted by SIGTERM" in page.read_text(encoding="utf-8")


def test_gate_fails_on_engine_trouble_between_scenarios(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from rulings.cli.main import app
    from rulings.scenarios.results import ScenarioResult
    from rulings.running.runner import suite_version

    run = RunResult("tiny", "0.1", "1.0", suite_version(), [ScenarioResult(
        "FAULT-001", "x", "PASS", "", 0.1, [], "f", 1)],
        incidents=["after FAULT-001, before FAULT-002: engine exited with status 0"])
    results = tmp_path / "results.json"
    results.write_text(json.dumps(run.to_json()), encoding="utf-8")
    expectations = tmp_path / "tiny.toml"
    expectations.write_text('[engine]\nname = "tiny"\nversion = "0.1"\n', encoding="utf-8")
    gated = CliRunner().invoke(app, ["gate", "--results", str(results), "--expectations",
                                     str(expectations)])
    assert gated.exit_code == 1, gated.output
    assert "exited with status 0" in gated.stdout and "gate: FAILED" in gated.stdout
    run.incidents = []
    results.write_text(json.dumps(run.to_json()), encoding="utf-8")
    assert CliRunner().invoke(app, ["gate", "--results", str(results), "--expectations",
                                    str(expectations)]).exit_code == 0


HANGING_REFERENCE = REPO / "tests" / "support" / "engines" / "hanging_reference.py"


@pytest.mark.parametrize("signum, code", [(signal.SIGTERM, 143), (signal.SIGHUP, 129)])
def test_fuzz_stops_its_engine_tree_on_a_signal(tmp_path: Path, signum: int, code: int) -> None:
    """Issue 26: fuzz had no SIGTERM handling; killed, it left its engine running."""
    pidfile = tmp_path / "child.pid"
    engine = shlex.join([sys.executable, str(HANGING_REFERENCE), str(pidfile)])
    proc = subprocess.Popen([sys.executable, "-m", "rulings.cli", "fuzz", "--engine-cmd", engine,
                             "--timeout", "600", "--examples", "5", "--out", str(tmp_path / "out")],
                            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + WAIT
    while not pidfile.exists():
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"the engine never hung: {proc.communicate()}")
        time.sleep(0.05)
    time.sleep(0.1)  # the pid is written just before the child's pid: both are there now
    engine_pid = int(Path(f"{pidfile}.engine").read_text())
    child_pid = int(pidfile.read_text())
    assert alive(engine_pid) and alive(child_pid)
    proc.send_signal(signum)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == code, f"exit {proc.returncode}\n{stdout}\n{stderr}"
    assert signal.Signals(signum).name in stderr and "Traceback" not in stderr, stderr
    assert gone(engine_pid, within=5), "the hung engine outlived fuzz"
    assert gone(child_pid, within=5), "the engine's setsid child outlived fuzz"
