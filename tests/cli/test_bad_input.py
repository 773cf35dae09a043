"""The bad-input matrix, end to end through the ``rulings`` command.

Every case must end with exactly one line on stderr (``error: ...``) naming the file and line,
or the field, at fault; exit code 2; no traceback. Each case is paired with a good input that
the same command accepts, so a check that rejects everything cannot pass.
"""
from __future__ import annotations

import dataclasses
import os
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulings.cli.main import app
from rulings.reference_engine import ReferenceEngine
from rulings.running.runner import suite_version
from rulings.scenarios.results import RunResult, ScenarioResult
from tests.support.paths import FAKE_ENGINE

REPO = Path(__file__).resolve().parents[2]
runner = CliRunner()

GOOD_SCENARIO = """\
Feature: Bad-input fixtures

  @id:BADIN-001 @cr:726.2:2026-09-25 @requires:two-player @requires:direct-effects
  Scenario: A good scenario beside the bad ones
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative
"""
MALFORMED = "Feature: Broken\n  Scenario: Fine so far\n    Given a two-player game between Alice and Bob\n  Oops\n"
UNKNOWN_STEP = """\
Feature: A step outside the vocabulary

  @id:BADIN-002 @cr:726.2:2026-09-25 @requires:two-player
  Scenario: Alice sings
    Given a two-player game between Alice and Bob
    When Alice sings a song about the dungeon
    Then Alice has the initiative
"""
UNKNOWN_CARD = """\
Feature: A card outside the card pool

  @id:BADIN-003 @cr:726.2:2026-09-25 @requires:two-player @requires:position-setup
  Scenario: Alice controls a card that does not exist
    Given a two-player game between Alice and Bob
    And Alice controls "Dragon of the Misspelled Name"
    When Alice takes the initiative
    Then Alice has the initiative
"""
DUPLICATE_ID = """\
Feature: An id the suite already uses

  @id:INIT-001 @cr:726.2:2026-09-25 @requires:two-player
  Scenario: Someone else's id
    Given a two-player game between Alice and Bob
    When Alice takes the initiative
    Then Alice has the initiative
"""
GOOD_EXPECTATIONS = '[engine]\nname = "reference"\nversion = "0.1.0"\n'


def invoke(*args: str | Path):
    return runner.invoke(app, [str(a) for a in args])


def assert_bad_input(result, *mentions: str | re.Pattern[str]) -> str:
    """Exit 2, one line on stderr starting 'error: ' that mentions each of ``mentions``."""
    assert result.exit_code == 2, f"exit {result.exit_code}: {result.output}"
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    error = result.stderr
    assert error.startswith("error: ") and error.count("\n") == 1, error
    for mention in mentions:
        found = mention.search(error) if isinstance(mention, re.Pattern) else mention in error
        assert found, f"{mention!r} not in {error!r}"
    return error


def write(directory: Path, name: str, text: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def good_features(tmp_path: Path) -> Path:
    write(tmp_path / "good", "good.feature", GOOD_SCENARIO)
    return tmp_path / "good"


@pytest.fixture
def results_file(tmp_path: Path) -> Path:
    """A results file as ``rulings run --json`` writes it, from this suite version."""
    run = RunResult(engine="reference", engine_version="0.1.0", protocol_version="1.0",
                    suite_version=suite_version(), results=[ScenarioResult(
                        id="INIT-001", name="x", status="PASS", message="", duration=0.1,
                        tags=["id:INIT-001"], file="features/initiative/designation.feature",
                        line=11)], duration=0.1)
    return write(tmp_path, "results.json", json.dumps(run.to_json(), indent=2))


# -- feature files ---------------------------------------------------------------------------

def test_good_extra_features_run(good_features: Path) -> None:
    result = invoke("run", "--features", good_features, "--id", "BADIN-001")
    assert result.exit_code == 0, result.output
    assert "PASS 1" in result.stdout


@pytest.mark.parametrize("command", [("run",), ("lookup", "initiative"), ("show", "INIT-001")])
def test_malformed_feature_file_names_file_and_line(tmp_path: Path, command: tuple[str, ...]) -> None:
    path = write(tmp_path / "broken", "broken.feature", MALFORMED)
    assert_bad_input(invoke(*command, "--features", path.parent), f"{path.name}:4:")


def test_duplicate_scenario_id_names_both_places(tmp_path: Path) -> None:
    path = write(tmp_path / "dup", "dup.feature", DUPLICATE_ID)
    error = assert_bad_input(invoke("run", "--features", path.parent), f"{path.name}:4:", "INIT-001")
    assert "designation.feature:" in error  # where the id was first used


def test_missing_features_path_is_named(tmp_path: Path) -> None:
    assert_bad_input(invoke("run", "--features", tmp_path / "nowhere"), "nowhere")


def test_unknown_step_text_names_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path / "steps", "sing.feature", UNKNOWN_STEP)
    assert_bad_input(invoke("run", "--features", path.parent, "--id", "BADIN-002"),
                     f"{path.name}:6")


def test_unknown_card_in_a_position_names_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path / "cards", "card.feature", UNKNOWN_CARD)
    assert_bad_input(invoke("run", "--features", path.parent, "--id", "BADIN-003"),
                     f"{path.name}:6", "Dragon of the Misspelled Name")


def test_unknown_step_and_card_never_pass(tmp_path: Path) -> None:
    """Whatever their exit code, neither scenario may PASS, and the message names the culprit."""
    write(tmp_path / "both", "sing.feature", UNKNOWN_STEP)
    write(tmp_path / "both", "card.feature", UNKNOWN_CARD)
    out = tmp_path / "out.json"
    result = invoke("run", "--features", tmp_path / "both", "--id", "BADIN-002", "--id",
                    "BADIN-003", "--json", out)
    assert result.exit_code in (1, 2), result.output
    assert "Traceback" not in result.output
    if result.exit_code == 1:
        by_id = {r["id"]: r for r in json.loads(out.read_text())["results"]}
        assert by_id["BADIN-002"]["status"] == "ERROR"
        assert "Alice sings a song about the dungeon" in by_id["BADIN-002"]["message"]
        assert by_id["BADIN-003"]["status"] == "ERROR"
        assert "Dragon of the Misspelled Name" in by_id["BADIN-003"]["message"]


# -- expectation files and results files (rulings gate) ---------------------------------------

def test_gate_accepts_good_files(tmp_path: Path, results_file: Path) -> None:
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    result = invoke("gate", "--results", results_file, "--expectations", expectations)
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("text, mentions", [
    pytest.param(GOOD_EXPECTATIONS + '[scenarios."INIT-001"]\nstatus = "FA', (), id="truncated"),
    pytest.param(GOOD_EXPECTATIONS + '[scenarios."INIT-001"]\nstatus = "MAYBE"\n',
                 (re.compile(r"engine\.toml:[45]: "), "status", "MAYBE"), id="unknown-status"),
    pytest.param('[engine]\nname = 3\nversion = "0.1.0"\n', ("name",), id="wrong-type"),
    pytest.param('[scenarios."INIT-001"]\nstatus = "FAIL"\n', ("engine",), id="no-engine-table"),
    pytest.param("\x00\x01 not toml at all", (), id="binary-junk"),
])
def test_bad_expectation_file(tmp_path: Path, results_file: Path, text: str,
                              mentions: tuple[str | re.Pattern[str], ...]) -> None:
    expectations = write(tmp_path, "engine.toml", text)
    result = invoke("gate", "--results", results_file, "--expectations", expectations)
    assert_bad_input(result, "engine.toml", *mentions)


def test_missing_expectation_file(tmp_path: Path, results_file: Path) -> None:
    result = invoke("gate", "--results", results_file, "--expectations", tmp_path / "none.toml")
    assert_bad_input(result, "none.toml")


def _edited(results_file: Path, **changes: object) -> str:
    data = json.loads(results_file.read_text())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize("make, mentions", [
    pytest.param(lambda f: _edited(f, shard={"index": 0, "count": 2, "selected": 1}),
                 ("run.shard", "index 0 of count 2"), id="not-a-shard"),
    pytest.param(lambda f: f.read_text()[: len(f.read_text()) // 2], (), id="truncated"),
    pytest.param(lambda f: _edited(f, results="many"), ("results",), id="results-not-a-list"),
    pytest.param(lambda f: _edited(f, results=[{**dataclasses.asdict(ScenarioResult(
        "INIT-001", "x", "GREAT", "", 0.1, [], "f", 1))}]), ("status", "GREAT"), id="unknown-status"),
    pytest.param(lambda f: "[1, 2, 3]", (), id="not-an-object"),
])
def test_bad_results_file(tmp_path: Path, results_file: Path, make, mentions: tuple[str, ...]) -> None:
    bad = write(tmp_path, "bad-results.json", make(results_file))
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    result = invoke("gate", "--results", bad, "--expectations", expectations)
    assert_bad_input(result, "bad-results.json", *mentions)


# -- engines ------------------------------------------------------------------------------------

@pytest.mark.parametrize("command", [("run",), ("gate", "--expectations", "{exp}")])
def test_unknown_engine_name(tmp_path: Path, command: tuple[str, ...]) -> None:
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    args = [a.format(exp=expectations) for a in command]
    error = assert_bad_input(invoke(*args, "--engine", "no-such-engine"), "no-such-engine")
    assert "reference" in error  # the known engines are listed


@pytest.mark.parametrize("command", [("run",), ("gate", "--expectations", "{exp}")])
def test_engine_command_that_does_not_exist(tmp_path: Path, command: tuple[str, ...]) -> None:
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    args = [a.format(exp=expectations) for a in command]
    missing = str(tmp_path / "no-such-engine-binary")
    assert_bad_input(invoke(*args, "--engine-cmd", f"{missing} --serve"), missing)


class MisspeltCapability(ReferenceEngine):
    """Declares "leave_game" for "leave-game": the scenarios needing it would silently SKIP."""

    def info(self):
        info = super().info()
        return dataclasses.replace(info, capabilities=(*info.capabilities, "leave_game"))


def test_an_engine_declaring_an_unknown_capability() -> None:
    error = assert_bad_input(invoke("run", "--engine", f"{__name__}:MisspeltCapability"),
                             "capabilities", "'leave_game'")
    assert "leave-game" in error  # the known ones are listed
    assert invoke("run", "--engine", "rulings.reference_engine:ReferenceEngine", "--id",
                  "INIT-001").exit_code == 0


def test_engine_command_that_is_not_executable(tmp_path: Path) -> None:
    script = write(tmp_path, "engine.txt", "not a program\n")
    assert_bad_input(invoke("run", "--engine-cmd", str(script)), str(script))


# -- the real process -----------------------------------------------------------------------

def test_the_installed_entry_point_gives_the_same_one_line_error(tmp_path: Path) -> None:
    """``python -m rulings.cli`` as a user runs it: one line on stderr, exit 2, nothing on stdout."""
    path = write(tmp_path / "broken", "broken.feature", MALFORMED)
    done = subprocess.run([sys.executable, "-m", "rulings.cli", "run", "--features", str(path.parent)],
                          cwd=REPO, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: "), done.stderr
    assert f"{path.name}:4:" in done.stderr


# -- classes of bad input (issue 12): every numeric option at its extremes ----------------------



def _fake_cmd(mode: str = "normal") -> str:
    return f"{sys.executable} {FAKE_ENGINE} {mode}"


@pytest.mark.parametrize("value", ["inf", "-inf", "1e10", "nan", "-1", "0", "86401", "1e309"])
@pytest.mark.parametrize("command", ["run", "gate", "fuzz"])
def test_timeout_at_its_extremes_is_one_line_bad_input(tmp_path: Path, command: str,
                                                      value: str) -> None:
    expectations = write(tmp_path, "tiny.toml", GOOD_EXPECTATIONS)
    extra = {"run": [], "gate": ["--expectations", expectations],
             "fuzz": ["--out", tmp_path / "out"]}[command]
    result = invoke(command, *extra, "--engine-cmd", _fake_cmd(), "--timeout", value)
    assert_bad_input(result, "timeout")


def test_a_timeout_of_a_day_is_accepted() -> None:
    result = invoke("run", "--engine-cmd", _fake_cmd(), "--timeout", "86400", "--id", "NOPE-404")
    assert result.exit_code == 2 and "no scenario has the id 'NOPE-404'" in result.stderr, \
        result.output


@pytest.mark.parametrize("value", ["0", "-1", "3", "1000", "99999999999999999999"])
@pytest.mark.parametrize("command", ["run", "gate"])
def test_jobs_outside_one_to_the_cpu_count(tmp_path: Path, command: str, value: str,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1})  # a 2-CPU machine
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    extra = ["--expectations", expectations, "--engine", "reference"] if command == "gate" else []
    assert_bad_input(invoke(command, *extra, "--jobs", value), "jobs")


@pytest.mark.parametrize("value", ["-1", "1e3", "", "nan"])
def test_lookup_limit_below_zero_or_not_a_whole_number(value: str) -> None:
    assert_bad_input(invoke("lookup", "initiative", "--limit", value), "--limit")


def test_lookup_limit_beyond_any_count_shows_all() -> None:
    huge, unlimited = (invoke("lookup", "initiative", "--limit", n) for n in (str(10**20), "0"))
    assert huge.exit_code == 0 and huge.stdout == unlimited.stdout


@pytest.mark.parametrize("option, value", [("--examples", "0"), ("--examples", "-5"),
                                           ("--examples", "100001"), ("--seed", "1e3"),
                                           ("--seed", "")])
def test_fuzz_numbers_at_their_extremes(tmp_path: Path, option: str, value: str) -> None:
    assert_bad_input(invoke("fuzz", "--engine", "reference", "--out", tmp_path / "o",
                            option, value), option.lstrip("-"))


@pytest.mark.parametrize("seed", ["-1", str(2**200)])
def test_fuzz_takes_any_integer_seed(tmp_path: Path, seed: str) -> None:
    result = invoke("fuzz", "--engine", "reference", "--out", tmp_path / "o", "--examples", "1",
                    "--seed", seed)
    assert result.exit_code == 0, result.output


# -- an empty engine command (an unset variable in CI) -----------------------------------------

@pytest.mark.parametrize("cmd", ["", "   ", "''"])
@pytest.mark.parametrize("command", ["run", "gate", "fuzz"])
def test_an_empty_engine_command_is_bad_input_not_a_reference_run(tmp_path: Path, command: str,
                                                                  cmd: str) -> None:
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    extra = {"run": [], "gate": ["--expectations", expectations],
             "fuzz": ["--out", tmp_path / "out"]}[command]
    result = invoke(command, *extra, "--engine-cmd", cmd)
    assert_bad_input(result, "engine")
    assert "PASS" not in result.stdout  # nothing ran


# -- every path option unwritable: found before the run starts -----------------------------------

def _unwritable(tmp_path: Path, kind: str) -> Path:
    if kind == "a directory":
        (tmp_path / "adir").mkdir()
        return tmp_path / "adir"
    if kind == "under a file":
        write(tmp_path, "afile", "x")
        return tmp_path / "afile" / "out"
    return Path("/proc/rulings-nowhere/out")  # "read-only": no one can create files in /proc


UNWRITABLE = ["a directory", "under a file", "read-only"]


@pytest.mark.parametrize("kind", UNWRITABLE)
@pytest.mark.parametrize("option", ["--json", "--junit"])
def test_run_output_paths_are_checked_before_the_run(tmp_path: Path, option: str, kind: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import rulings.running.runner

    def never(*args: object, **kwargs: object) -> object:
        raise AssertionError("the run started before the output path was checked")

    monkeypatch.setattr(rulings.running.runner.pytest, "main", never)
    assert_bad_input(invoke("run", option, _unwritable(tmp_path, kind)), option)


@pytest.mark.parametrize("kind", UNWRITABLE)
def test_gate_paths_are_checked_before_the_run(tmp_path: Path, kind: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import rulings.running.runner

    monkeypatch.setattr(rulings.running.runner.pytest, "main", lambda *a, **k: pytest.fail("ran"))
    bad = _unwritable(tmp_path, kind)
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    assert_bad_input(invoke("gate", "--expectations", expectations, "--engine", "reference",
                            "--json", bad), "--json")
    if kind != "under a file":  # --update on an unwritable expectation file
        assert_bad_input(invoke("gate", "--expectations", bad, "--engine", "reference",
                                "--update"), str(bad))


@pytest.mark.parametrize("kind", UNWRITABLE)
def test_report_and_fuzz_paths_are_checked_first(tmp_path: Path, results_file: Path,
                                                 kind: str) -> None:
    bad = _unwritable(tmp_path, kind)
    assert_bad_input(invoke("report", results_file, "--html", bad), "--html")
    if kind != "a directory":  # fuzz --out is a directory
        assert_bad_input(invoke("fuzz", "--engine", "reference", "--examples", "1", "--out", bad),
                         "--out")


# -- every file reader fed empty, huge, deeply nested, BOM and wrong-encoding input ------------

def _results_text(results_file: Path, kind: str) -> bytes:
    good = results_file.read_bytes()
    return {
        "empty": b"",
        "nested": b"[" * 100_000 + b"]" * 100_000,
        "nested-object": b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
        "bom": b"\xef\xbb\xbf" + good,
        "latin-1": good.replace(b'"x"', b'"caf\xe9"'),
        "utf-16": good.decode().encode("utf-16"),
        "binary": bytes(range(256)) * 4,
    }[kind]


@pytest.mark.parametrize("kind", ["empty", "nested", "nested-object", "latin-1", "utf-16",
                                  "binary"])
@pytest.mark.parametrize("command", ["gate", "report"])
def test_a_bad_results_file_of_each_kind(tmp_path: Path, results_file: Path, command: str,
                                         kind: str) -> None:
    bad = tmp_path / "kind.json"
    bad.write_bytes(_results_text(results_file, kind))
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    args = (["gate", "--results", bad, "--expectations", expectations] if command == "gate"
            else ["report", bad, "--html", tmp_path / "r.html"])
    assert_bad_input(invoke(*args), "kind.json")


@pytest.mark.parametrize("command", ["gate", "report"])
def test_a_results_file_with_a_byte_order_mark_is_read(tmp_path: Path, results_file: Path,
                                                       command: str) -> None:
    bom = tmp_path / "bom.json"
    bom.write_bytes(_results_text(results_file, "bom"))
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    args = (["gate", "--results", bom, "--expectations", expectations] if command == "gate"
            else ["report", bom, "--html", tmp_path / "r.html"])
    result = invoke(*args)
    assert result.exit_code == 0, result.output


def test_a_huge_input_file_is_refused_before_it_is_read(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from rulings.scenarios import files

    monkeypatch.setattr(files, "MAX_INPUT_BYTES", 1000)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 1001)
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    assert_bad_input(invoke("gate", "--results", big, "--expectations", expectations),
                     "big.json", "limit")
    huge = tmp_path / "features" / "huge.feature"
    huge.parent.mkdir()
    huge.write_bytes(b"# " + b"x" * 2000 + b"\n")
    assert_bad_input(invoke("run", "--features", huge.parent), "huge.feature", "limit")


@pytest.mark.parametrize("kind, text", [
    ("empty", b""),
    ("nested", b"a = " + b"[" * 100_000 + b"]" * 100_000),
    ("nested-table", b"a = " + b"{b = " * 100_000 + b"1" + b"}" * 100_000),
    ("latin-1", b'[engine]\nname = "caf\xe9"\nversion = "1"\n'),
    ("utf-16", GOOD_EXPECTATIONS.encode("utf-16")),
])
def test_a_bad_expectation_file_of_each_kind(tmp_path: Path, results_file: Path, kind: str,
                                             text: bytes) -> None:
    bad = tmp_path / "kind.toml"
    bad.write_bytes(text)
    assert_bad_input(invoke("gate", "--results", results_file, "--expectations", bad),
                     "kind.toml")


def test_an_expectation_file_with_a_byte_order_mark_is_read(tmp_path: Path,
                                                            results_file: Path) -> None:
    bom = tmp_path / "bom.toml"
    bom.write_bytes(b"\xef\xbb\xbf" + GOOD_EXPECTATIONS.encode())
    result = invoke("gate", "--results", results_file, "--expectations", bom)
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("text", [b"", b"# only a comment\n", b"\n\n   \n",
                                  b"\xef\xbb\xbf# a BOM and a comment\n"])
def test_an_empty_or_comment_only_feature_file_is_no_scenario(tmp_path: Path, text: bytes) -> None:
    """It adds nothing: the suite's own scenarios still run."""
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "nothing.feature").write_bytes(text)
    result = invoke("run", "--features", tmp_path / "empty", "--id", "INIT-001")
    assert result.exit_code == 0, result.output
    assert "PASS 1  FAIL 0  ERROR 0" in result.stdout


def test_a_feature_file_with_a_byte_order_mark_runs(tmp_path: Path) -> None:
    (tmp_path / "bom").mkdir()
    (tmp_path / "bom" / "bom.feature").write_bytes(b"\xef\xbb\xbf" + GOOD_SCENARIO.encode())
    result = invoke("run", "--features", tmp_path / "bom", "--id", "BADIN-001")
    assert result.exit_code == 0, result.output
    assert "PASS 1" in result.stdout
    assert invoke("show", "BADIN-001", "--features", tmp_path / "bom").exit_code == 0


@pytest.mark.parametrize("encoding", ["latin-1", "utf-16"])
def test_a_feature_file_in_another_encoding(tmp_path: Path, encoding: str) -> None:
    (tmp_path / "enc").mkdir()
    text = GOOD_SCENARIO.replace("A good scenario", "Un scénario")
    (tmp_path / "enc" / "enc.feature").write_bytes(text.encode(encoding))
    assert_bad_input(invoke("run", "--features", tmp_path / "enc"), "enc.feature", "UTF-8")


# -- engine text on the terminal -----------------------------------------------------------------

ESCAPES = "\x1b]0;pwned\x07\x1b[2J\x1b[31mred\x9b1m\u202eevil\r"


def test_terminal_escapes_in_engine_text_are_shown_not_obeyed(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    """Piped and on a terminal (FORCE_COLOR): the summary shows ESC as \\x1b, never raw."""
    from rulings.scenarios.results import RunResult, ScenarioResult

    import rulings.running.runner

    run = RunResult("evil" + ESCAPES, "1" + ESCAPES, "1.0", suite_version(), [ScenarioResult(
        "EVIL-001", "name" + ESCAPES, "ERROR", "EngineError: " + ESCAPES, 0.1, [], "f", 1)])
    monkeypatch.setattr(rulings.running.runner, "run_suite", lambda *args, **kwargs: run)
    for force in ("", "1"):
        monkeypatch.setenv("FORCE_COLOR", force)
        result = invoke("run")
        assert result.exit_code == 1, result.output
        for raw in ("\x1b]", "\x1b[2J", "\x1b[31mred", "\x07", "\x9b", "\u202e", "\r"):
            assert raw not in result.stdout, (force, raw, result.stdout)
        assert ("\x1b[" in result.stdout) == bool(force)  # rich's own styles only with colour
        assert "\\x1b]0;pwned\\x07" in result.stdout and "\\u202eevil" in result.stdout


def test_terminal_escapes_in_a_one_line_error_are_shown_not_obeyed(tmp_path: Path) -> None:
    text = UNKNOWN_STEP.replace("sings a song", "sings \x1b]0;pwned\x07\x1b[2J a song")
    path = write(tmp_path / "esc", "esc.feature", text)
    error = assert_bad_input(invoke("run", "--features", path.parent), "esc.feature")
    assert "\x1b" not in error and "\x07" not in error and "\\x1b" in error
