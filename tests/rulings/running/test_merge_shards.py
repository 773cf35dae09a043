"""Sharded runs (rulings/running/merge_shards.py, runner --shard, fuzz --shard) and --jobs auto."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulings import RulingsError
from rulings.cli.main import app
from rulings.running.runner import AUTO_MIN_PER_WORKER, AUTO_MIN_PER_WORKER_IN_PROCESS, choose_jobs
from tests.support.runs import suite_run
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import FEATURES_DIR
from rulings.scenarios.results import RunResult, ScenarioResult, ShardInfo
from rulings.scenarios.selection import Selection
from rulings.scenarios.shards import Shard
from rulings.running.merge_shards import load_runs

runner = CliRunner()
SELECTION = {"cr": ["726.4"]}  # a few dozen scenarios, outline rows among them: quick to run


def _write(path: Path, run: RunResult) -> Path:
    path.write_text(json.dumps(run.to_json()), encoding="utf-8")
    return path


# --- real runs on the reference engine ---------------------------------------------------

@pytest.fixture(scope="module")
def serial() -> RunResult:
    return suite_run(**SELECTION)


@pytest.mark.parametrize("count", [3, 7])
def test_shard_runs_merge_into_the_serial_run(tmp_path: Path, serial: RunResult, count: int):
    selected = [e.id for e in build_index([FEATURES_DIR]).entries
                if Selection(cr=tuple(SELECTION["cr"])).matches(e.tags, e.id)]
    assert len(selected) == len(serial.results) >= count
    files = []
    for k in range(1, count + 1):
        path = tmp_path / f"shard-{k}.json"
        run = suite_run(**SELECTION, shard=f"{k}/{count}", json_path=path)
        # each file says which shard it is, of how many scenarios, and of which suite
        data = json.loads(path.read_text())
        assert data["shard"] == {"index": k, "count": count, "selected": len(selected)}
        assert data["suite_hash"] == serial.suite_hash
        assert sorted(r.id for r in run.results) == sorted(Shard(k, count).pick(selected))
        files.append(path)
    ((label, merged),) = load_runs(files[::-1])  # in any order
    assert label == f"shard-1.json .. shard-{count}.json ({count} shards)"
    assert {r.id: r.status for r in merged.results} == {r.id: r.status for r in serial.results}
    assert [r.id for r in merged.results] == [r.id for r in serial.results]  # the suite's order
    assert merged.shard is None and merged.suite_hash == serial.suite_hash


def test_an_unsharded_run_writes_no_shard(tmp_path: Path):
    suite_run(ids=["INIT-001"], json_path=tmp_path / "run.json")
    assert json.loads((tmp_path / "run.json").read_text())["shard"] is None


def test_an_empty_shard_is_a_run_not_an_error(tmp_path: Path):
    outcome = runner.invoke(app, ["run", "--id", "INIT-001", "--shard", "2/2", "--json",
                                  str(tmp_path / "s.json")])
    assert outcome.exit_code == 0, outcome.output
    assert "shard 2/2: 0 of the 1 scenarios selected" in outcome.stdout
    assert json.loads((tmp_path / "s.json").read_text())["shard"]["selected"] == 1


@pytest.mark.parametrize("value", ["0/3", "4/3", "x/y", "3", ""])
@pytest.mark.parametrize("command", [["run"], ["fuzz", "--engine", "reference"]])
def test_a_bad_shard_is_one_line_and_exit_2(tmp_path: Path, command: list[str], value: str):
    outcome = runner.invoke(app, [*command, "--shard", value, "--json", str(tmp_path / "r.json")]
                            if command == ["run"] else
                            [*command, "--shard", value, "--out", str(tmp_path / "out")])
    assert outcome.exit_code == 2, outcome.output
    assert outcome.stdout == ""
    assert outcome.stderr.count("\n") == 1 and outcome.stderr.startswith("error: --shard: "), \
        outcome.stderr
    assert not (tmp_path / "r.json").exists()


# --- merging: what is refused -------------------------------------------------------------

def _result(sid: str, status: str = "PASS") -> ScenarioResult:
    return ScenarioResult(sid, sid, status, "", 0.1, [], "features/x.feature", int(sid[2:]))


def _shard(k: int, n: int, ids: list[str], *, selected: int = 4, suite_hash: str = "sha256:a",
           engine: str = "e") -> RunResult:
    return RunResult(engine, "1.0", "1.1", "0.4.0", [_result(i) for i in ids], 1.0,
                     suite_hash=suite_hash, shard=ShardInfo(k, n, selected))


def _files(tmp_path: Path, *runs: RunResult) -> list[Path]:
    return [_write(tmp_path / f"s{i}.json", run) for i, run in enumerate(runs, start=1)]


def test_shards_of_two_engines_and_a_whole_run_are_three_runs(tmp_path: Path):
    files = _files(tmp_path, _shard(1, 2, ["X-1", "X-3"]), _shard(1, 1, ["X-1"], selected=1,
                                                                   engine="f"),
                   _shard(2, 2, ["X-2", "X-4"]),
                   RunResult("e", "1.0", "1.1", "0.4.0", [_result("X-1")]))
    runs = load_runs(files)
    assert [(label, run.engine, len(run.results)) for label, run in runs] == [
        ("s1.json .. s3.json (2 shards)", "e", 4), ("s2.json", "f", 1), ("s4.json", "e", 1)]


@pytest.mark.parametrize(("runs", "error"), [
    ([_shard(1, 2, ["X-1", "X-3"])],
     "s1.json: shard 2/2 of engine e 1.0 missing (given: 1/2)"),
    ([_shard(1, 3, ["X-1"]), _shard(3, 3, ["X-3"])],
     "s1.json: shard 2/3 of engine e 1.0 missing (given: 1/3, 3/3)"),
    ([_shard(1, 2, ["X-1", "X-3"]), _shard(1, 2, ["X-1", "X-3"]), _shard(2, 2, ["X-2", "X-4"])],
     "s2.json: shard 1/2 of engine e 1.0 given twice (s1.json and s2.json)"),
    ([_shard(1, 2, ["X-1", "X-3"]), _shard(2, 2, ["X-2", "X-4"], suite_hash="sha256:b")],
     "s2.json: shards of different suite hashes: s2.json has suite_hash sha256:b, s1.json has "
     "sha256:a; run every shard of one suite"),
    ([_shard(1, 2, ["X-1", "X-3"]), _shard(2, 3, ["X-2"])],
     "s2.json: not a shard of the same run as s1.json: shard 2/3 of 4 scenarios, s1.json is 1/2 of 4"),
    ([_shard(1, 2, ["X-1", "X-3"]), _shard(2, 2, ["X-2"], selected=3)],
     "s2.json: not a shard of the same run as s1.json: shard 2/2 of 3 scenarios, s1.json is 1/2 of 4"),
    ([_shard(1, 2, ["X-1", "X-3"]), _shard(2, 2, ["X-2", "X-3"])],
     "s2.json: scenario X-3 is in two shards (s1.json and s2.json): not one run"),
    ([_shard(1, 2, ["X-1", "X-3"]), _shard(2, 2, ["X-2"])],
     "s1.json: the shards hold 3 scenarios, the run selected 4: not the shards of one run"),
])
def test_a_set_that_is_not_one_run_is_refused_in_one_line(tmp_path: Path, runs, error):
    files = _files(tmp_path, *runs)
    with pytest.raises(RulingsError) as caught:
        load_runs(files)
    assert str(caught.value) == str(tmp_path / error)


def test_an_interrupted_shard_makes_the_merged_run_incomplete(tmp_path: Path):
    cut = _shard(2, 2, ["X-2"])
    cut.incomplete = "interrupted by SIGTERM"
    ((_, merged),) = load_runs(_files(tmp_path, _shard(1, 2, ["X-1", "X-3"]), cut))
    assert merged.incomplete == "shard 2/2: interrupted by SIGTERM"


def test_a_bad_shard_field_in_a_file_names_it(tmp_path: Path):
    data = _shard(1, 2, ["X-1"]).to_json()
    data["shard"] = {"index": 3, "count": 2, "selected": 4}
    (tmp_path / "r.json").write_text(json.dumps(data))
    with pytest.raises(RulingsError, match=r"r.json: run.shard: index 3 of count 2 is not a shard"):
        load_runs([tmp_path / "r.json"])
    data["shard"] = {"index": 1, "count": "2", "selected": 4}
    (tmp_path / "r.json").write_text(json.dumps(data))
    with pytest.raises(RulingsError, match=r"r.json: run.shard.count: expected int, got str"):
        load_runs([tmp_path / "r.json"])


def test_gate_and_report_take_the_shard_files_of_one_run(tmp_path: Path):
    files = [str(f) for f in _files(tmp_path, _shard(1, 2, ["X-1", "X-3"]),
                                    _shard(2, 2, ["X-2", "X-4"]))]
    exp = tmp_path / "e.toml"
    exp.write_text('[engine]\nname = "e"\nversion = "1.0"\n', encoding="utf-8")
    outcome = runner.invoke(app, ["gate", "--expectations", str(exp), "--results", files[0],
                                  "--results", files[1]])
    assert outcome.exit_code == 0, outcome.output
    assert outcome.stdout.splitlines()[-1] == "gate: ok: 4 as expected (0 listed in the file)"
    missing = runner.invoke(app, ["gate", "--expectations", str(exp), "--results", files[0]])
    assert missing.exit_code == 2 and missing.stderr == \
        f"error: {files[0]}: shard 2/2 of engine e 1.0 missing (given: 1/2)\n"
    report = runner.invoke(app, ["report", *files, "--html", str(tmp_path / "r.html")])
    assert report.exit_code == 0, report.output
    assert report.stdout == "report: " + str(tmp_path / "r.html") + ": 4 scenarios, 1 runs (e 1.0)\n"
    duplicated = runner.invoke(app, ["report", files[0], *files, "--html", str(tmp_path / "r.html")])
    assert duplicated.exit_code == 2 and "given twice" in duplicated.stderr


def test_gate_refuses_results_of_two_runs(tmp_path: Path):
    files = _files(tmp_path, RunResult("e", "1.0", "1.1", "0.4.0", [_result("X-1")]),
                   RunResult("e", "1.0", "1.1", "0.4.0", [_result("X-1")]))
    exp = tmp_path / "e.toml"
    exp.write_text('[engine]\nname = "e"\nversion = "1.0"\n', encoding="utf-8")
    outcome = runner.invoke(app, ["gate", "--expectations", str(exp), "--results", str(files[0]),
                                  "--results", str(files[1])])
    assert outcome.exit_code == 2
    assert outcome.stderr == ("error: --results: 2 runs given (s1.json, s2.json); give one run's "
                              "results file, or the shard files of one run\n")


# --- fuzz --------------------------------------------------------------------------------

def test_fuzz_shards_play_exactly_the_examples_of_one_campaign(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch):
    from rulings.adapters.registry import load_engine
    from rulings.fuzz import run as fuzz_run

    played: list[int] = []
    monkeypatch.setattr(fuzz_run, "_example", lambda lockstep, report, seen, out, index, moves:
                        played.append(index))
    for k in range(1, 4):
        report = fuzz_run.fuzz(lambda: load_engine("reference"), examples=10, seed=3,
                               out_dir=tmp_path, shard=Shard(k, 3))
        assert report.examples == len(range(k - 1, 10, 3))
    assert sorted(played) == list(range(10))


# --- --jobs auto -------------------------------------------------------------------------

def test_jobs_auto_is_a_worker_per_cpu_when_each_gets_enough_scenarios(
        monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2, 3})
    assert choose_jobs(None, 427) == 4  # forked workers pay for themselves in process too
    assert choose_jobs(None, 2 * AUTO_MIN_PER_WORKER_IN_PROCESS) == 2
    assert choose_jobs(None, 2 * AUTO_MIN_PER_WORKER_IN_PROCESS - 1) == 1
    assert choose_jobs(None, 2 * AUTO_MIN_PER_WORKER) == 1  # enough over the wire, not here
    assert choose_jobs("./engine --serve", 343) == 4
    assert choose_jobs("./engine --serve", 2 * AUTO_MIN_PER_WORKER) == 2
    assert choose_jobs("./engine --serve", AUTO_MIN_PER_WORKER) == 1  # too few to share
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0})
    assert choose_jobs("./engine --serve", 343) == 1


def test_jobs_auto_and_bad_jobs_at_the_command_line():
    ran = runner.invoke(app, ["run", "--id", "INIT-001", "--jobs", "auto"])
    assert ran.exit_code == 0, ran.output
    bad = runner.invoke(app, ["run", "--id", "INIT-001", "--jobs", "many"])
    assert bad.exit_code == 2 and bad.stderr == \
        "error: --jobs: 'many' is not a number of workers or 'auto'\n"


def test_diff_refuses_a_shard_file_and_the_summary_names_the_shard(tmp_path: Path):
    from rulings.gating import github
    from rulings.gating.diff import diff_files

    whole = _write(tmp_path / "whole.json", RunResult("e", "1.0", "1.1", "0.4.0", [_result("X-1")]))
    part = _write(tmp_path / "part.json", _shard(1, 2, ["X-1"]))
    with pytest.raises(RulingsError, match=r"part.json: run.shard: the file is shard 1/2 of a run; "
                                           r"diff compares whole runs"):
        diff_files(whole, part)
    assert "scenarios in 1.0 s (shard 1/2 of 4 scenarios).\n" in github.run_summary(
        _shard(1, 2, ["X-1"]))
