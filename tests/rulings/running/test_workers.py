"""rulings.running.workers: ``run_suite`` with jobs N plays the collected suite in N forked workers."""
from __future__ import annotations

import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from rulings.adapters.wire.process import SPIN_SECONDS, EngineProcess
from tests.support.runs import suite_run
from rulings.running.workers import available
from tests.support.paths import FAKE_ENGINE

pytestmark = pytest.mark.skipif(not available(), reason="forked workers need os.fork")

DYING = "tests.support.dying_engine:DyingEngine"
IDS = [f"WORK-{n:03d}" for n in range(1, 9)]
SCENARIO = """
  @id:WORK-{n:03d} @cr:726.2:2026-09-25
  Scenario: {who} takes the initiative ({n})
    Given a two-player game between Alice and Bob
    When {who} takes the initiative
    Then {who} has the initiative
"""


@pytest.fixture()
def features(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "workers.feature"
    scenarios = [SCENARIO.format(n=n, who="Bob" if n == 4 else "Alice") for n in range(1, 9)]
    path.write_text("Feature: Forked workers\n" + "".join(scenarios), encoding="utf-8")
    monkeypatch.setenv("RULINGS_TEST_SESSION_PID", str(os.getpid()))
    return path


def statuses(run: object) -> dict[str, str]:
    return {r.id: r.status for r in run.results}  # type: ignore[attr-defined]


def test_a_worker_that_dies_fails_its_scenario_and_the_others_play_the_rest(
        features: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DYING_ENGINE_WHEN", "bob")
    run = suite_run(engine=DYING, features=[features], ids=IDS, jobs=2)
    found = statuses(run)
    assert found == {f"WORK-{n:03d}": "ERROR" if n == 4 else "PASS" for n in range(1, 9)}
    (died,) = [r for r in run.results if r.status == "ERROR"]
    assert "the worker playing this scenario was killed by SIGKILL" in died.message
    assert died.name == "Bob takes the initiative (4)" and died.line > 0


def test_what_no_worker_could_take_the_session_plays_itself(
        features: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DYING_ENGINE_WHEN", "start")
    run = suite_run(engine=DYING, features=[features], ids=IDS, jobs=2)
    found = statuses(run)
    assert len(found) == 8
    # each worker died on its first scenario; the session played the six left
    assert sorted(found.values()) == ["ERROR"] * 2 + ["PASS"] * 6
    assert all("was killed by SIGKILL" in r.message for r in run.results if r.status == "ERROR")


def test_the_suite_in_two_workers_equals_the_serial_run(tmp_path: Path) -> None:
    serial = suite_run()
    seen: list[tuple[int, int]] = []
    junit = tmp_path / "junit.xml"
    parallel = suite_run(jobs=2, junit_path=junit, progress=lambda done, total: seen.append(
        (done, total)))
    assert statuses(parallel) == statuses(serial) and len(serial.results) > 400
    assert [r.id for r in parallel.results] == [r.id for r in serial.results]  # same order
    assert [done for done, _ in seen] == list(range(1, len(serial.results) + 1))
    cases = ET.parse(junit).getroot().iter("testcase")
    assert len(list(cases)) == len(serial.results)


def test_workers_leave_no_process_behind(features: Path) -> None:
    suite_run(engine=DYING, features=[features], ids=IDS, jobs=2)
    with pytest.raises(ChildProcessError):  # every worker was waited for
        os.waitpid(-1, os.WNOHANG)




def test_workers_sharing_the_cpus_wait_for_their_engines_asleep(
        features: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two workers on two CPUs: a client waiting awake would hold the CPU the other worker's
    engine needs, so the workers wait asleep; the session's own client, alone, waits awake."""
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    waits = tmp_path / "waits"
    launch = EngineProcess.__init__

    def recording(self: EngineProcess, *args: object, **kwargs: object) -> None:
        launch(self, *args, **kwargs)  # type: ignore[arg-type]
        with waits.open("a", encoding="utf-8") as out:
            out.write(f"{os.getpid()} {self.spin}\n")

    monkeypatch.setattr(EngineProcess, "__init__", recording)
    run = suite_run(engine_cmd=f"{sys.executable} {FAKE_ENGINE} normal", features=[features],
                    ids=IDS, jobs=2)
    assert set(statuses(run).values()) == {"PASS"}
    launched = [line.split() for line in waits.read_text(encoding="utf-8").splitlines()]
    own = [float(spin) for pid, spin in launched if int(pid) == os.getpid()]
    workers = {int(pid): float(spin) for pid, spin in launched if int(pid) != os.getpid()}
    assert own == [SPIN_SECONDS]  # the run's check of the engine, before the workers
    assert len(workers) == 2 and set(workers.values()) == {0.0}


def test_forked_workers_play_the_sessions_request_object(features: Path, tmp_path: Path) -> None:
    """A worker reads the request the run handed the plugin (inherited by the fork, the same
    object at the same address), never one parsed again from options or the environment."""
    import rulings.steps.plugin as plugin
    from rulings.running.runner import run_suite
    from tests.support import runs

    seen = tmp_path / "seen"

    class Look:
        def pytest_runtest_setup(self, item: pytest.Item) -> None:
            request = item.config.stash[plugin.PREPARED].request
            with seen.open("a", encoding="utf-8") as out:
                out.write(f"{os.getpid()} {id(request)} {request.selection.ids == tuple(IDS)}\n")

    request = runs.request(engine=DYING, features=[features], ids=IDS, jobs=2)
    run_suite(request, plugins=[Look()])
    rows = [line.split() for line in seen.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 8 and {pid for pid, _, _ in rows} - {str(os.getpid())}  # in workers
    assert {(obj, same) for _, obj, same in rows} == {(str(id(request)), "True")}
