"""rulings.gating.diff and ``rulings diff OLD.json NEW.json``: what changed between two runs of one engine."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from rulings import RulingsError
from rulings.cli.main import app
from rulings.gating.diff import (ABSENT, ADDED, CHANGED_KIND, FIXED, KINDS, NEW_FAILURE, NO_LONGER_SKIPPED,
                          NOW_SKIPPED, REMOVED, diff_files, diff_runs, kind_of)
from rulings.scenarios.results import STATUSES
from tests.rulings.gating.test_gate import result, run_of, write_run

runner = CliRunner()


def pair():
    old = run_of(result("A-1", "PASS"), result("A-2", "FAIL", "was wrong"),
                 result("A-3", "FAIL", "wrong"), result("A-4", "PASS"), result("A-5", "SKIP"),
                 result("A-6", "PASS"), result("A-7", "PASS"), result("GONE-1", "PASS"),
                 version="0.103.0")
    new = run_of(result("A-1", "PASS"), result("A-2", "PASS"),
                 result("A-3", "ERROR", "Unsupported: venture"),
                 result("A-4", "FAIL", "expected Bob, got Alice"), result("A-5", "PASS"),
                 result("A-6", "SKIP", "lacks capability x"), result("A-7", "TIMEOUT", "10 s"),
                 result("NEW-1", "FAIL", "new and failing"), result("NEW-2", "PASS"),
                 version="0.104.0")
    return old, new


def test_each_change_is_classified_and_what_broke_comes_first():
    found = diff_runs(*pair())
    assert [(c.id, c.kind, c.before, c.after) for c in found.changes] == [
        ("A-4", NEW_FAILURE, "PASS", "FAIL"),
        ("A-7", NEW_FAILURE, "PASS", "TIMEOUT"),
        ("NEW-1", NEW_FAILURE, ABSENT, "FAIL"),
        ("A-3", CHANGED_KIND, "FAIL", "ERROR"),
        ("A-2", FIXED, "FAIL", "PASS"),
        ("A-6", NOW_SKIPPED, "PASS", "SKIP"),
        ("A-5", NO_LONGER_SKIPPED, "SKIP", "PASS"),
        ("NEW-2", ADDED, ABSENT, "PASS"),
        ("GONE-1", REMOVED, "PASS", ABSENT),
    ]
    assert found.changes[0].message == "expected Bob, got Alice"
    assert found.changed and found.count(NEW_FAILURE) == 3


def test_the_same_results_are_no_change():
    old, _ = pair()
    found = diff_runs(old, old)
    assert found.changes == () and not found.changed


@given(st.sampled_from([*STATUSES, ABSENT]), st.sampled_from([*STATUSES, ABSENT]))
def test_every_pair_of_statuses_has_one_kind(before, after):
    kind = kind_of(before, after)
    assert (kind is None) == (before == after)
    if kind is not None:
        assert kind in KINDS
        assert (kind == NEW_FAILURE) == (after in ("FAIL", "ERROR", "TIMEOUT")
                                         and before not in ("FAIL", "ERROR", "TIMEOUT"))
        assert (kind == FIXED) == (after == "PASS" and before in ("FAIL", "ERROR", "TIMEOUT"))


def test_two_engines_or_an_incomplete_run_are_bad_input(tmp_path: Path):
    old, new = pair()
    other = run_of(result("A-1", "PASS"), engine="reference")
    paths = {name: write_run(tmp_path / f"{name}.json", run)
             for name, run in (("old", old), ("new", new), ("other", other))}
    with pytest.raises(RulingsError, match=r"other.json: run.engine: the results are from engine "
                                           r"'reference', .*old.json from 'phase'"):
        diff_files(paths["old"], paths["other"])
    new.incomplete = "interrupted by SIGTERM"
    write_run(paths["new"], new)
    with pytest.raises(RulingsError, match=r"new.json: run.incomplete"):
        diff_files(paths["old"], paths["new"])


def test_cli_diff_prints_the_changes_and_exits_1(tmp_path: Path):
    old, new = pair()
    paths = [str(write_run(tmp_path / "old.json", old)), str(write_run(tmp_path / "new.json", new))]
    outcome = runner.invoke(app, ["diff", *paths])
    assert outcome.exit_code == 1, outcome.output
    lines = outcome.stdout.splitlines()
    assert lines[0] == "diff: engine phase 0.103.0 -> 0.104.0, 8 -> 9 scenarios"
    assert lines[1] == "NEW FAILURE        A-4     PASS -> FAIL: expected Bob, got Alice"
    assert "FIXED              A-2     FAIL -> PASS" in lines
    assert "REMOVED            GONE-1  PASS -> absent" in lines
    assert lines[-1] == ("diff: 3 new failure, 1 changed kind, 1 fixed, 1 now skipped, "
                         "1 no longer skipped, 1 added, 1 removed")


def test_cli_diff_no_change_exits_0(tmp_path: Path):
    old, _ = pair()
    path = str(write_run(tmp_path / "old.json", old))
    outcome = runner.invoke(app, ["diff", path, path])
    assert outcome.exit_code == 0
    assert outcome.stdout.splitlines()[-1] == "diff: no change"


def test_cli_diff_bad_input_is_one_line_exit_2(tmp_path: Path):
    old, _ = pair()
    path = str(write_run(tmp_path / "old.json", old))
    missing = tmp_path / "missing.json"
    outcome = runner.invoke(app, ["diff", path, str(missing)])
    assert outcome.exit_code == 2
    assert outcome.stderr == f"error: {missing}: no such results file\n"
    (tmp_path / "half.json").write_text('{"engine": "phase", "res', encoding="utf-8")
    outcome = runner.invoke(app, ["diff", path, str(tmp_path / "half.json")])
    assert outcome.exit_code == 2 and outcome.stderr.count("\n") == 1
    assert outcome.stderr.startswith(f"error: {tmp_path / 'half.json'}:1: not JSON")


def test_cli_diff_notes_changed_feature_files(tmp_path: Path):
    old, _ = pair()
    old.suite_hash = "sha256:" + "a" * 64
    first = str(write_run(tmp_path / "old.json", old))
    old.suite_hash = "sha256:" + "b" * 64
    second = str(write_run(tmp_path / "new.json", old))
    outcome = runner.invoke(app, ["diff", first, second])
    assert outcome.exit_code == 0
    assert outcome.stdout.splitlines()[1] == ("note: the feature files changed between the runs "
                                              "(suite_hash sha256:aaaaaaaaaaaa... -> "
                                              "sha256:bbbbbbbbbbbb...)")
