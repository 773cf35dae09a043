"""``rulings engines`` (every registered engine, or why it fails) and ``rulings serve``."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulings.adapters import registry
from rulings.cli.main import app
from tests.support.paths import REPO_ROOT
from rulings.running.engines import describe
from tests.support.runs import suite_run
from rulings.scenarios.results import RunResult


class InfoFails:
    """An engine that builds but cannot describe itself."""

    def info(self):
        raise RuntimeError("card database missing\nsecond line")

    def start(self, position): ...
    def perform(self, action): ...
    def pending(self): ...
    def decide(self, answer): ...
    def observe(self): ...
    def close(self): ...


@pytest.fixture
def broken_engines(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.BUILTIN, "zz-missing", "no_such_module_here:Engine")
    monkeypatch.setitem(registry.BUILTIN, "zz-info", "tests.cli.test_engines:InfoFails")


def test_engines_lists_each_with_version_and_capabilities(broken_engines):
    result = CliRunner().invoke(app, ["engines"])
    assert result.exit_code == 0, result.output
    lines = {line.split()[0]: line for line in result.stdout.splitlines()}
    assert lines["reference"].startswith("reference  0.1.0  protocol 1.3  two-player, multiplayer,")
    assert "two-headed-giant" in lines["reference"]
    assert lines["zz-missing"].startswith("zz-missing  failed to load: engine 'zz-missing' "
                                          "(no_such_module_here:Engine) failed to load: "
                                          "ModuleNotFoundError")
    assert lines["zz-info"] == ("zz-info  failed to load: info() failed: RuntimeError: card "
                                "database missing")
    assert len(result.stdout.splitlines()) == len(registry.list_engines())


def test_describe_reports_info():
    listed = describe("reference")
    assert (listed.name, listed.version, listed.error) == ("reference", "0.1.0", "")
    assert "event-log" in listed.capabilities


def serve(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rulings.cli", "serve", *args], cwd=REPO_ROOT,
                          input=stdin, capture_output=True, text=True, timeout=60, check=False)


def test_serve_speaks_the_wire_protocol():
    requests = [{"id": 1, "op": "handshake", "params": {"protocol_version": "1.0"}},
                {"id": 2, "op": "ready"}, {"id": 3, "op": "quit"}]
    done = serve("reference", stdin="".join(json.dumps(r) + "\n" for r in requests))
    assert done.returncode == 0, done.stderr
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["id"] for r in replies] == [1, 2, 3] and all(r["ok"] for r in replies)
    assert replies[0]["result"]["name"] == "reference"


def test_serve_an_unknown_engine_is_one_line():
    done = serve("nope")
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and "unknown engine 'nope'" in done.stderr


def test_a_served_engine_runs_the_suite(tmp_path: Path):
    feature = tmp_path / "served.feature"
    feature.write_text("""\
Feature: served
  @id:SERVE-001 @cr:726.2:2026-09-25
  Scenario: Taking the initiative over the wire
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    And the stack resolves
    Then Alice has the initiative
    And Alice is in "Undercity" in room "Secret Entrance"
""", encoding="utf-8")
    run: RunResult = suite_run(engine_cmd=f"{sys.executable} -m rulings.cli serve reference",
                               features=[feature], ids=["SERVE-001"], timeout=30)
    assert [(r.id, r.status) for r in run.results] == [("SERVE-001", "PASS")]
