"""Issue 26, end to end: never write where the user didn't ask, never lose a file.

Each case plants what a careless user (or a hostile engine) leaves behind: a symbolic link at an
output's name or in an output folder, two outputs on one path, an output over an input, an
endless special file as an input, a full disk, a closed stdout. Each is checked on the file
system (the file a link points to is unchanged, the input is still there) and paired with the
command working on a good path, so a check that refuses everything cannot pass.
"""
from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rulings.scenarios.results import RunResult
from tests.support.broken_engines import RetakeDoesNotVenture
from tests.cli.test_bad_input import (GOOD_EXPECTATIONS, GOOD_SCENARIO, assert_bad_input, invoke,
                                      results_file, write)  # noqa: F401 (a fixture)

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def features(tmp_path: Path) -> Path:
    return write(tmp_path / "features", "good.feature", GOOD_SCENARIO)


def _run(features: Path, *extra: object):
    return invoke("run", "--features", features.parent, "--id", "BADIN-001", *extra)


# -- symbolic links ---------------------------------------------------------------------------

@pytest.mark.parametrize("option", ["--json", "--junit"])
def test_an_output_that_is_a_link_is_refused_never_written_through(
        tmp_path: Path, features: Path, option: str) -> None:
    """Issue 26: `run --junit LINK` replaced the file LINK points to (and `--json LINK`
    replaced the link: for /dev/stdout, as root, the system's own link)."""
    victim = write(tmp_path, "victim.txt", "the user's file")
    link = tmp_path / "out"
    link.symlink_to(victim)
    assert_bad_input(_run(features, option, link), option, "symbolic link", "name the file")
    assert victim.read_text(encoding="utf-8") == "the user's file"
    assert link.is_symlink() and os.readlink(link) == str(victim)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["features", "out", "victim.txt"]
    result = _run(features, option, victim)  # the link's target, named: written as asked
    assert result.exit_code == 0, result.output
    assert "BADIN-001" in victim.read_text(encoding="utf-8")


def test_gate_update_and_report_refuse_a_linked_output(tmp_path: Path, results_file: Path) -> None:
    real = write(tmp_path, "real.toml", GOOD_EXPECTATIONS)
    (tmp_path / "link.toml").symlink_to(real)
    assert_bad_input(invoke("gate", "--results", results_file, "--expectations",
                            tmp_path / "link.toml", "--update"), "--expectations", "symbolic link")
    page = write(tmp_path, "page.txt", "mine")
    (tmp_path / "r.html").symlink_to(page)
    assert_bad_input(invoke("report", results_file, "--html", tmp_path / "r.html"), "--html",
                     "symbolic link")
    assert real.read_text(encoding="utf-8") == GOOD_EXPECTATIONS
    assert page.read_text(encoding="utf-8") == "mine"


def test_an_output_linked_to_a_device_is_refused_not_replaced(tmp_path: Path,
                                                            features: Path) -> None:
    """A device, a FIFO, or a link to one (`--json /dev/stdout`) must never be replaced by a
    file: as root, replacing the link replaced the system's /dev/stdout."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    link = tmp_path / "to-fifo"
    link.symlink_to(fifo)
    assert_bad_input(_run(features, "--json", Path("/dev/null")), "--json", "not a regular file")
    assert_bad_input(_run(features, "--json", fifo), "--json", "not a regular file")
    # links are refused whatever they point to: checked on one of ours, never on /dev/stdout
    assert_bad_input(_run(features, "--json", link), "--json", "symbolic link")
    assert link.is_symlink() and fifo.exists()


def test_fuzz_never_writes_through_links_planted_in_its_folder(tmp_path: Path) -> None:
    """Issue 26: fuzz's deterministic fuzz-<hash>.feature names were written through links
    planted in --out, overwriting their targets."""
    out = tmp_path / "fuzz-out"
    args = ["fuzz", "--engine", "tests.support.broken_engines:RetakeDoesNotVenture",
            "--examples", "10", "--seed", "0", "--out", out]
    first = invoke(*args)
    assert first.exit_code == 1, first.output  # the broken engine differs: files are written
    names = sorted(p.name for p in out.iterdir())
    assert names and all(n.startswith("fuzz-") for n in names)
    victims = []
    for name in names:  # plant a link at every name the same seed writes again
        victim = write(tmp_path / "victims", name, "the user's file")
        (out / name).unlink()
        (out / name).symlink_to(victim)
        victims.append(victim)
    again = invoke(*args)
    assert again.exit_code == 1, again.output
    assert all(v.read_text(encoding="utf-8") == "the user's file" for v in victims)
    assert all((out / n).is_file() and not (out / n).is_symlink() for n in names)


def test_a_folder_output_that_is_a_link_is_refused(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    (tmp_path / "out").symlink_to(tmp_path / "real")
    result = invoke("fuzz", "--engine", "reference", "--examples", "1", "--out", tmp_path / "out")
    assert_bad_input(result, "--out", "symbolic link")
    assert list((tmp_path / "real").iterdir()) == []


# -- an output over an input or over another output ----------------------------------------------

def test_json_and_junit_on_one_path_are_refused(tmp_path: Path, features: Path) -> None:
    """Issue 26: the JSON results were gone, exit 0."""
    same = tmp_path / "results"
    assert_bad_input(_run(features, "--json", same, "--junit", same), "--junit", "--json")
    assert not same.exists()
    link = tmp_path / "link"
    link.symlink_to(same)  # the same place by another name is the same file too
    assert_bad_input(_run(features, "--json", same, "--junit", tmp_path / "." / "results"),
                     "--junit")
    assert _run(features, "--json", same, "--junit", tmp_path / "junit.xml").exit_code == 0


def test_json_over_a_feature_file_is_refused(tmp_path: Path, features: Path) -> None:
    """Issue 26: `--json` pointing at a feature file replaced it."""
    before = features.read_bytes()
    assert_bad_input(_run(features, "--json", features), "--json", "feature file")
    assert features.read_bytes() == before
    link = tmp_path / "link.json"
    link.symlink_to(features)  # a link to it: reading it through the link, so refused too
    assert_bad_input(invoke("run", "--features", link, "--id", "BADIN-001", "--json", link),
                     "--json")
    assert features.read_bytes() == before and link.is_symlink()


def test_report_over_its_own_results_is_refused(tmp_path: Path, results_file: Path) -> None:
    before = results_file.read_bytes()
    assert_bad_input(invoke("report", results_file, "--html", results_file), "--html",
                     "results file")
    assert results_file.read_bytes() == before
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    assert_bad_input(invoke("report", results_file, "--expectations", expectations, "--html",
                            expectations), "--html", "--expectations")
    assert invoke("report", results_file, "--html", tmp_path / "r.html").exit_code == 0


def test_gate_json_over_its_expectation_file_is_refused(tmp_path: Path) -> None:
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    result = invoke("gate", "--engine", "reference", "--expectations", expectations,
                    "--json", expectations)
    assert_bad_input(result, "--json")
    assert expectations.read_text(encoding="utf-8") == GOOD_EXPECTATIONS


def test_the_job_summary_over_a_results_file_is_refused(tmp_path: Path, features: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "run.json"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(out))
    assert_bad_input(_run(features, "--json", out, "--github"), "GITHUB_STEP_SUMMARY", "--json")
    assert not out.exists()


def test_gate_update_never_replaces_an_edit_made_during_the_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 26: an expectation file edited and saved while the run went on was silently
    replaced. Compare and swap: the run's end finds the file changed, exit 2, nothing written."""
    from rulings.gating import gate as gate_module

    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    edited = GOOD_EXPECTATIONS + '\n# my edit\n[scenarios."INIT-001"]\nstatus = "FAIL"\n'
    real_run = gate_module.run_suite

    def run_while_the_user_edits(request, **kwargs):
        run = real_run(request, **kwargs)
        expectations.write_text(edited, encoding="utf-8")  # saved from an editor meanwhile
        return run

    monkeypatch.setattr(gate_module, "run_suite", run_while_the_user_edits)
    result = invoke("gate", "--engine", "reference", "--expectations", expectations, "--update")
    assert_bad_input(result, "--expectations", "changed since the gate read it")
    assert expectations.read_text(encoding="utf-8") == edited
    monkeypatch.setattr(gate_module, "run_suite", real_run)  # unedited: updated as asked
    assert invoke("gate", "--engine", "reference", "--expectations", expectations,
                  "--update").exit_code == 0
    assert "my edit" not in expectations.read_text(encoding="utf-8")


# -- unbounded reads --------------------------------------------------------------------------

@pytest.mark.parametrize("special", ["/dev/zero", "fifo"])
def test_an_endless_special_file_is_refused_not_read(tmp_path: Path, results_file: Path,
                                                     special: str) -> None:
    """Issue 26: /dev/zero as results, expectations or to `cr check` was read until memory ran
    out. A FIFO with no writer would block for ever."""
    if special == "fifo":
        path = tmp_path / "fifo"
        os.mkfifo(path)
    else:
        path = Path(special)
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    for args in (["gate", "--results", path, "--expectations", expectations],
                 ["gate", "--results", results_file, "--expectations", path],
                 ["report", path, "--html", tmp_path / "r.html"],
                 ["diff", path, results_file],
                 ["cr", "check", path]):
        assert_bad_input(invoke(*args), str(path), "not a regular file")
    assert invoke("gate", "--results", results_file, "--expectations",
                  expectations).exit_code == 0


def test_the_cap_counts_the_bytes_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file that is small when its size is asked for and grows while it is read."""
    from rulings import RulingsError
    from rulings.scenarios import files

    monkeypatch.setattr(files, "MAX_INPUT_BYTES", 1000)
    path = tmp_path / "grows.json"
    path.write_bytes(b" " * 10)
    real_read = os.read

    def growing(fd: int, n: int) -> bytes:  # every read finds more
        return real_read(fd, n) or b" " * min(n, 300)

    monkeypatch.setattr(files.os, "read", growing)
    with pytest.raises(RulingsError, match="over the 0 MiB limit"):
        files.read_bytes(path)


# -- late write errors --------------------------------------------------------------------------

def _disk_full(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """Writing a file whose name ends with ``name`` fails as a full disk does."""
    from rulings.scenarios import atomic

    real = atomic._write

    def full(path: Path, data: bytes) -> None:
        if str(path).endswith(name):
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, data)

    monkeypatch.setattr(atomic, "_write", full)


def test_a_full_disk_names_the_option_and_the_file_and_keeps_the_summary(
        tmp_path: Path, features: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _disk_full(monkeypatch, "run.json")
    out, junit = tmp_path / "run.json", tmp_path / "junit.xml"
    result = _run(features, "--json", out, "--junit", junit)
    assert result.exit_code == 2, result.output
    assert "PASS 1" in result.stdout  # the run's outcome is printed, not lost
    assert result.stderr.startswith(f"error: --json: {out}: cannot write: No space left on device")
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.output
    assert not out.exists() and junit.is_file()  # the other output is still written


def test_a_full_disk_on_gate_update_names_the_expectation_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    _disk_full(monkeypatch, "reference.toml")
    result = invoke("gate", "--results", _results(tmp_path), "--expectations", expectations,
                    "--update")
    assert result.exit_code == 2, result.output
    assert result.stdout.startswith("gate: engine reference")  # the verdict is printed
    assert f"error: --expectations: {expectations}: cannot write: No space left" in result.stderr
    assert expectations.read_text(encoding="utf-8") == GOOD_EXPECTATIONS


def _results(tmp_path: Path) -> Path:
    from rulings.running.runner import suite_version
    from rulings.scenarios.results import ScenarioResult

    run = RunResult("reference", "0.1.0", "1.0", suite_version(), [ScenarioResult(
        "INIT-001", "x", "FAIL", "wrong", 0.1, ["id:INIT-001"], "f.feature", 1)])
    return write(tmp_path, "failing.json", json.dumps(run.to_json()))


# -- text that is not valid Unicode -------------------------------------------------------------

def test_a_lone_surrogate_in_results_is_shown_not_fatal(tmp_path: Path) -> None:
    """Issue 26: a lone surrogate escape in the results' JSON killed the summary with an encode
    error reported as bad input, and no report could be made."""
    path = _results(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace('"wrong"', '"wr\\ud800ong"'),
                    encoding="utf-8")
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    gated = invoke("gate", "--results", path, "--expectations", expectations)
    assert gated.exit_code == 1 and "wr\ufffdong" in gated.stdout, gated.output
    page = tmp_path / "r.html"
    reported = invoke("report", path, "--html", page)
    assert reported.exit_code == 0, reported.output
    assert "wr\ufffdong" in page.read_text(encoding="utf-8")


# -- a closed stdout -------------------------------------------------------------------------------

def test_a_closed_stdout_is_a_quiet_run_with_its_usual_exit(tmp_path: Path,
                                                            features: Path) -> None:
    """Issue 26: a closed stdout was an internal error (exit 3). It is /dev/null now: the
    command runs, writes its files and exits as it would."""
    out = tmp_path / "run.json"
    argv = [sys.executable, "-m", "rulings.cli", "run", "--features", str(features.parent),
            "--id", "BADIN-001", "--json", str(out)]
    done = subprocess.run(argv, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True, timeout=120, close_fds=True,
                          preexec_fn=lambda: os.close(1))
    assert done.returncode == 0, done.stderr
    assert done.stderr == "" and out.is_file()
    lookup = subprocess.run([sys.executable, "-m", "rulings.cli", "lookup", "venture"], cwd=REPO,
                            stderr=subprocess.PIPE, text=True, timeout=60,
                            preexec_fn=lambda: os.close(1))
    assert lookup.returncode == 0 and lookup.stderr == "", lookup.stderr


def test_a_closed_stderr_is_quiet_too(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "rulings.cli", "run", "--id", "NOPE-1"],
                          cwd=REPO, stdout=subprocess.PIPE, text=True, timeout=60,
                          preexec_fn=lambda: os.close(2))
    assert done.returncode == 2, done.stdout



class NewlineNamed(RetakeDoesNotVenture):
    """A broken engine whose name holds a line break and terminal escapes."""

    name = "evil\nFeature: injected\x1b]0;owned\x07"


def test_a_newline_in_the_engine_name_never_breaks_a_difference_file(tmp_path: Path) -> None:
    """Issue 26: a newline in the engine's name broke every fuzz difference file."""
    from rulings.scenarios.index import build_index

    out = tmp_path / "found"
    result = invoke("fuzz", "--engine", "tests.cli.test_outputs:NewlineNamed", "--examples", "10",
                    "--seed", "0", "--out", out)
    assert result.exit_code == 1, result.output
    files = sorted(out.glob("*.feature"))
    assert files
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert "\x1b" not in text and "\x07" not in text
        assert text.count("Feature:") == 1 + text.count("Feature: injected")
        assert [line for line in text.splitlines() if "injected" in line][0].startswith("# ")
    index = build_index(files)  # every file parses, one scenario each
    assert len(index.entries) == len(files)


def test_renumber_never_replaces_a_linked_file(tmp_path: Path) -> None:
    real = write(tmp_path / "src", "rules.py", "# CR 725.2 the initiative\n")
    (tmp_path / "link.py").symlink_to(real)
    result = invoke("cr", "renumber", "--from", "2025-07-25", "--write", tmp_path / "link.py")
    assert_bad_input(result, "--write", "symbolic link")
    assert (tmp_path / "link.py").is_symlink()
    assert real.read_text(encoding="utf-8") == "# CR 725.2 the initiative\n"


def test_gate_json_with_results_is_refused_not_silently_unwritten(tmp_path: Path,
                                                                  results_file: Path) -> None:
    expectations = write(tmp_path, "reference.toml", GOOD_EXPECTATIONS)
    result = invoke("gate", "--results", results_file, "--expectations", expectations,
                    "--json", tmp_path / "copy.json")
    assert_bad_input(result, "--json", "with --results nothing runs")


def test_a_fifo_among_the_feature_files_is_refused_not_opened(tmp_path: Path) -> None:
    folder = tmp_path / "features"
    folder.mkdir()
    os.mkfifo(folder / "a.feature")  # opening it to read would block for ever
    for args in (["run", "--features", folder, "--id", "INIT-001"],
                 ["lookup", "venture", "--features", folder]):
        assert_bad_input(invoke(*args), "a.feature", "not a regular file")
