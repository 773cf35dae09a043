"""``rulings run --timeout`` (threaded to the wire client) and the progress bar on a terminal."""
from __future__ import annotations

import os
import pty
import shlex
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulings.adapters.registry import engine_from_command
from rulings.scenarios.request import EngineChoice
from rulings.cli.main import app
from rulings import RulingsError
from tests.support.paths import REPO_ROOT
from tests.support.runs import suite_run
from tests.support.paths import FAKE_ENGINE

FEATURE = """\
Feature: timeouts
  @id:TIME-001 @cr:726.2:2026-09-25
  Scenario: The engine hangs on its first action
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative
"""


def fake(mode: str) -> str:
    return shlex.join([sys.executable, str(FAKE_ENGINE), mode])


def test_the_timeout_reaches_the_engine_fixture(tmp_path: Path):
    """The default is 10 s; with timeout=1 a hanging engine times out after about a second."""
    feature = tmp_path / "t.feature"
    feature.write_text(FEATURE, encoding="utf-8")
    began = time.monotonic()
    run = suite_run(engine_cmd=fake("hang"), features=[feature], ids=["TIME-001"], timeout=1)
    (result,) = run.results
    assert result.status == "TIMEOUT"
    assert "within 1 s" in result.message
    assert time.monotonic() - began < 9


def test_engine_from_command_takes_the_timeout_given():
    engine = engine_from_command(fake("normal"), timeout=2.5)
    try:
        assert (engine.handshake_timeout, engine.request_timeout) == (2.5, 2.5)
    finally:
        engine.close()


def test_the_engine_choice_is_checked_once_where_it_is_made():
    """EngineChoice (scenarios/request.py) is the one place a timeout's range is refused."""
    for bad in (0, -1, float("nan"), float("inf"), 86401):
        with pytest.raises(RulingsError, match="^timeout: must be more than 0 and at most 86400"):
            EngineChoice(command=fake("normal"), timeout=bad)
    with pytest.raises(RulingsError, match="^engine-cmd: the engine command is empty"):
        EngineChoice(command="  ")
    assert EngineChoice(command=fake("normal"), timeout=86400).timeout == 86400


def test_a_timeout_needs_an_engine_command_and_a_positive_value():
    with pytest.raises(RulingsError, match=r"timeout: applies to an engine command"):
        suite_run(engine="reference", timeout=5)
    with pytest.raises(RulingsError, match=r"timeout: must be more than 0 and at most 86400 seconds, got 0"):
        suite_run(engine_cmd=fake("normal"), timeout=0)


def test_cli_timeout_errors_are_one_line():
    result = CliRunner().invoke(app, ["run", "--timeout", "3"])
    assert result.exit_code == 2
    assert result.stderr == ("error: timeout: applies to an engine command (--engine-cmd) "
                             "only\n")
    result = CliRunner().invoke(app, ["run", "--engine-cmd", fake("normal"), "--timeout", "soon"])
    assert result.exit_code == 2 and result.stderr.count("\n") == 1
    assert result.stderr.startswith("error: Invalid value for '--timeout'")


def test_progress_is_reported_once_per_scenario(tmp_path: Path):
    feature = tmp_path / "p.feature"
    feature.write_text(FEATURE.replace("TIME-001", "PROG-001") + """
  @id:PROG-002 @cr:726.2:2026-09-25
  Scenario Outline: Rows count one by one
    Given a two-player game between Alice and Bob
    When <who> takes the initiative
    Then <who> has the initiative

    Examples:
      | who   |
      | Alice |
      | Bob   |
""", encoding="utf-8")
    calls: list[tuple[int, int]] = []
    run = suite_run(features=[feature], ids=["PROG-001", "PROG-002"],
                    progress=lambda done, total: calls.append((done, total)))
    assert len(run.results) == 3
    assert calls == [(1, 3), (2, 3), (3, 3)]


def test_a_progress_bar_on_a_terminal_and_none_when_piped(tmp_path: Path):
    feature = tmp_path / "t.feature"
    feature.write_text(FEATURE, encoding="utf-8")  # passes on the reference engine
    command = [sys.executable, "-m", "rulings.cli", "run", "--features", str(feature), "--id", "TIME-001"]
    env = {**os.environ, "COLUMNS": "100", "TERM": "xterm"}
    primary, secondary = pty.openpty()
    chunks: list[bytes] = []

    def read_screen() -> None:  # read as it is written: a full terminal buffer would block rulings
        while True:
            try:
                chunk = os.read(primary, 65536)
            except OSError:  # the terminal closed
                return
            if not chunk:
                return
            chunks.append(chunk)

    reader = threading.Thread(target=read_screen, daemon=True)
    reader.start()
    try:
        proc = subprocess.run(command, cwd=REPO_ROOT, stdout=subprocess.PIPE, stderr=secondary,
                              env=env, timeout=120, check=False)
    finally:
        os.close(secondary)
        reader.join(timeout=10)
        os.close(primary)
    screen = b"".join(chunks)
    assert proc.returncode == 0, proc.stdout
    assert b"running scenarios" in screen and b"1/1" in screen
    piped = subprocess.run(command, cwd=REPO_ROOT, capture_output=True, env=env, timeout=120,
                           check=False)
    assert piped.returncode == 0 and piped.stderr == b""
    assert piped.stdout.decode().splitlines()[1].startswith("PASS 1  FAIL 0")
