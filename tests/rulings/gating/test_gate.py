"""rulings.gating.expectations (the TOML file) and rulings.gating.gate (comparing a run with it)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rulings.scenarios.request import EngineChoice
from rulings import RulingsError
from tests.support.paths import REPO_ROOT
from rulings.gating.expectations import Expectations, Expected, dumps, load, loads, save
from rulings.gating.gate import CHANGED, REGRESSION, UNEXPECTED_PASS, compare, gate, updated
from rulings.scenarios.locations import features_hash
from rulings.running.runner import suite_version
from rulings.scenarios.results import RunResult, ScenarioResult

GOOD = """\
[engine]
name = "phase"
version = "0.103.0"

[scenarios."INIT-003"]
status = "FAIL"          # FAIL | ERROR | TIMEOUT | SKIP
rule = "726.2"
reason = "the steal trigger has a source"

[scenarios.LEAVE-002]
status = "SKIP"
"""


def result(sid: str, status: str, message: str = "", tags: tuple[str, ...] = ()) -> ScenarioResult:
    return ScenarioResult(sid, f"scenario {sid}", status, message, 0.1, list(tags),
                          "features/x.feature", 3)


def run_of(*results: ScenarioResult, engine: str = "phase", version: str = "0.104.0") -> RunResult:
    return RunResult(engine, version, "1.0", suite_version(), list(results), 1.0)


# --- the file -------------------------------------------------------------------------------

def test_a_good_file():
    exp = loads(GOOD, "phase.toml")
    assert (exp.engine, exp.version) == ("phase", "0.103.0")
    assert exp.scenarios["INIT-003"] == Expected("FAIL", "726.2", "the steal trigger has a source")
    assert exp.scenarios["LEAVE-002"] == Expected("SKIP")
    assert exp.status("INIT-003") == "FAIL" and exp.status("INIT-001") == "PASS"


def test_a_file_with_no_scenarios_expects_every_scenario_to_pass():
    exp = loads('[engine]\nname = "x"\nversion = "1"\n')
    assert exp.scenarios == {} and exp.status("ANY-001") == "PASS"


@pytest.mark.parametrize(("text", "error"), [
    (GOOD.replace('status = "FAIL"', 'status = FAIL'),
     "f.toml:6: not valid TOML: Invalid value (column 10); is the file complete?"),
    (GOOD.replace('status = "FAIL"', 'status = "FAILED"'),
     "f.toml:5: scenarios.\"INIT-003\".status: 'FAILED' is not one of FAIL | ERROR | TIMEOUT | SKIP"),
    (GOOD.replace('status = "SKIP"', 'status = "PASS"'),
     "f.toml:10: scenarios.\"LEAVE-002\".status: PASS is what every unlisted scenario is expected"),
    (GOOD.replace('status = "SKIP"', 'staus = "SKIP"'),
     "f.toml:10: scenarios.\"LEAVE-002\".staus: unknown field (expected one of reason, rule, status)"),
    (GOOD.replace('status = "SKIP"', 'reason = "no status"'),
     "f.toml:10: scenarios.\"LEAVE-002\".status: missing"),
    (GOOD.replace('rule = "726.2"', 'rule = "seven"'),
     "f.toml:5: scenarios.\"INIT-003\".rule: 'seven' is not a rule number"),
    (GOOD.replace('rule = "726.2"', "rule = 725.2"),
     "f.toml:5: scenarios.\"INIT-003\".rule: must be a string, got float"),
    (GOOD.replace('name = "phase"\n', ""), "f.toml:1: engine.name: missing"),
    (GOOD.replace('version = "0.103.0"', "version = 103"),
     "f.toml:1: engine.version: must be a string, got int"),
    (GOOD.split("[scenarios")[0].replace("[engine]", "[engin]"), "f.toml: engin: unknown field"),
    ('scenarios = 3\n[engine]\nname = "x"\nversion = "1"\n', "f.toml: scenarios: must be a table"),
    ('[scenarios."A-1"]\nstatus = "FAIL"\n', "f.toml: engine: missing table [engine]"),
    ('[engine]\nname = ""\nversion = "1"\n', "f.toml:1: engine.name: must not be empty"),
])
def test_a_malformed_file_is_one_line_naming_file_line_and_field(text, error):
    with pytest.raises(RulingsError) as caught:
        loads(text, "f.toml")
    message = str(caught.value)
    assert message.startswith(error), message
    assert "\n" not in message


def test_every_truncation_of_a_file_loads_or_names_the_file():
    """A file cut anywhere (an interrupted copy) is either still valid or a one-line error."""
    text = dumps(loads(GOOD))
    for end in range(len(text)):
        try:
            loads(text[:end], "cut.toml")
        except RulingsError as exc:
            assert str(exc).startswith("cut.toml") and "\n" not in str(exc)


def test_a_missing_or_unreadable_file(tmp_path: Path):
    with pytest.raises(RulingsError, match=r"nope.toml: no such expectation file \(create it with "
                                            r"--update\)"):
        load(tmp_path / "nope.toml")
    bad = tmp_path / "latin1.toml"
    bad.write_bytes(b'[engine]\nname = "caf\xe9"\n')
    with pytest.raises(RulingsError, match=r"latin1.toml:2: cannot read: not UTF-8"):
        load(bad)


texts = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)


@settings(max_examples=200, deadline=None)
@example(engine="e", version="", reason="", sid="²", rule=None, status="FAIL")  # a digit, not decimal
@given(engine=texts.filter(str.strip), version=texts, reason=texts,
       sid=texts.filter(str.strip), rule=st.sampled_from([None, "726.2", "704.5t", "701.49d"]),
       status=st.sampled_from(["FAIL", "ERROR", "TIMEOUT", "SKIP"]))
def test_dumps_then_loads_gives_the_same_expectations(engine, version, reason, sid, rule, status):
    exp = Expectations(engine, version, {sid: Expected(status, rule, reason)})
    text = dumps(exp)
    assert loads(text) == exp
    assert tomllib.loads(text)["scenarios"][sid]["status"] == status  # any TOML reader agrees


def test_dumps_sorts_ids_naturally_and_says_what_the_file_is():
    exp = Expectations("e", "1", {f"A-{n}": Expected("FAIL") for n in (10, 2, 1)})
    text = dumps(exp)
    assert text.startswith("# Expected results of the rulings suite")
    assert [line for line in text.splitlines() if line.startswith("[scenarios")] == \
        ['[scenarios."A-1"]', '[scenarios."A-2"]', '[scenarios."A-10"]']


# --- atomic replacement ---------------------------------------------------------------------

def test_an_interrupted_save_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = tmp_path / "phase.toml"
    path.write_text(GOOD, encoding="utf-8")

    def interrupted(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save(path, Expectations("phase", "9", {}))
    assert path.read_text(encoding="utf-8") == GOOD
    assert os.listdir(tmp_path) == ["phase.toml"]  # the temporary file is gone too


def test_a_killed_save_leaves_the_old_file(tmp_path: Path):
    """SIGKILL while the new text is being written: the file still holds the old text."""
    path = tmp_path / "phase.toml"
    path.write_text(GOOD, encoding="utf-8")
    child = textwrap.dedent(f"""
        import os, sys, time
        sys.path.insert(0, {str(REPO_ROOT)!r})
        from pathlib import Path
        from rulings.gating.expectations import Expectations, Expected, save

        def stall(fd):
            print("writing", flush=True)
            time.sleep(60)

        os.fsync = stall  # the new text is in the temporary file, not yet in place
        save(Path({str(path)!r}), Expectations("phase", "9", {{"X-1": Expected("FAIL")}}))
    """)
    proc = subprocess.Popen([sys.executable, "-c", child], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline() == "writing\n"
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(timeout=10)
        proc.stdout.close()  # type: ignore[union-attr]
    assert proc.returncode == -signal.SIGKILL
    assert path.read_text(encoding="utf-8") == GOOD
    assert loads(path.read_text(encoding="utf-8")).version == "0.103.0"


# --- comparing ------------------------------------------------------------------------------

def test_compare_names_each_kind_of_difference():
    exp = loads(GOOD)
    run = run_of(result("INIT-001", "FAIL", "wrong holder"),  # expected PASS
                 result("INIT-002", "SKIP", "lacks capability"),  # expected PASS
                 result("INIT-003", "PASS"),  # expected FAIL
                 result("LEAVE-002", "ERROR", "boom"),  # expected SKIP
                 result("INIT-004", "PASS"))
    comparison = compare(exp, run)
    assert [(d.id, d.kind, d.expected, d.actual) for d in comparison.differences] == [
        ("INIT-001", REGRESSION, "PASS", "FAIL"),
        ("INIT-002", REGRESSION, "PASS", "SKIP"),
        ("INIT-003", UNEXPECTED_PASS, "FAIL", "PASS"),
        ("LEAVE-002", CHANGED, "SKIP", "ERROR"),
    ]
    assert comparison.differences[2].reason == "the steal trigger has a source"
    assert (comparison.as_expected, comparison.expected_failures, comparison.ok) == (1, 0, False)


def test_compare_counts_expected_failures_and_lists_scenarios_not_run():
    comparison = compare(loads(GOOD), run_of(result("INIT-003", "FAIL", "x"), result("A-1", "PASS")))
    assert comparison.ok
    assert (comparison.as_expected, comparison.expected_failures) == (2, 1)
    assert comparison.not_run == ("LEAVE-002",)


def test_updated_keeps_reasons_that_still_apply():
    exp = loads(GOOD)
    run = run_of(result("INIT-003", "FAIL", "new words"),  # still FAIL: old reason kept
                 result("INIT-005", "FAIL", "holder kept it", ("card:x", "cr:723.4:2024-02-06")),
                 result("INIT-006", "ERROR", "Unsupported: no", ("cr:726.2:2026-09-25",)),
                 result("INIT-007", "PASS"))
    new = updated(exp, run)
    assert (new.engine, new.version) == ("phase", "0.104.0")
    assert new.scenarios == {
        "INIT-003": Expected("FAIL", "726.2", "the steal trigger has a source"),
        "INIT-005": Expected("FAIL", "726.4", "holder kept it"),  # old number read as current
        "INIT-006": Expected("ERROR", None, "Unsupported: no"),
        "LEAVE-002": Expected("SKIP"),  # not in this run: kept as it was
    }


def test_updated_replaces_the_reason_of_a_changed_failure_and_drops_passes():
    new = updated(loads(GOOD), run_of(result("INIT-003", "TIMEOUT", "no reply in 10 s"),
                                      result("LEAVE-002", "PASS")))
    assert new.scenarios == {"INIT-003": Expected("TIMEOUT", "726.2", "no reply in 10 s")}


# --- gate() ----------------------------------------------------------------------------------

def write_run(path: Path, run: RunResult) -> Path:
    path.write_text(json.dumps(run.to_json()), encoding="utf-8")
    return path


def test_gate_on_a_results_file(tmp_path: Path):
    exp = tmp_path / "phase.toml"
    exp.write_text(GOOD, encoding="utf-8")
    results = write_run(tmp_path / "run.json", run_of(result("INIT-003", "PASS")))
    outcome = gate(exp, results_path=results)
    assert [d.kind for d in outcome.comparison.differences] == [UNEXPECTED_PASS]
    assert outcome.updated is None and exp.read_text(encoding="utf-8") == GOOD


def test_gate_update_rewrites_the_file_and_then_passes(tmp_path: Path):
    exp = tmp_path / "phase.toml"
    exp.write_text(GOOD, encoding="utf-8")
    results = write_run(tmp_path / "run.json", run_of(result("INIT-003", "PASS"),
                                                      result("INIT-009", "FAIL", "m")))
    gate(exp, results_path=results, update=True)
    assert load(exp).scenarios == {"INIT-009": Expected("FAIL", None, "m"),
                                   "LEAVE-002": Expected("SKIP")}
    assert load(exp).version == "0.104.0"
    assert gate(exp, results_path=results).comparison.ok


def test_gate_update_creates_a_missing_file(tmp_path: Path):
    exp = tmp_path / "new" / "mine.toml"
    results = write_run(tmp_path / "run.json", run_of(result("A-1", "ERROR", "boom"), engine="mine"))
    outcome = gate(exp, results_path=results, update=True)
    assert outcome.expectations is None
    assert load(exp) == Expectations("mine", "0.104.0", {"A-1": Expected("ERROR", None, "boom")},
                                     suite_version())


@pytest.mark.parametrize(("change", "error"), [
    (lambda d: d.pop("engine"), "run.json: run: missing field 'engine'"),
    (lambda d: d["results"][0].update(status="GREEN"),
     "run.json: run.results[0].status: 'GREEN' is not one of"),
])
def test_gate_refuses_a_results_file_it_cannot_compare(tmp_path: Path, change, error):
    exp = tmp_path / "phase.toml"
    exp.write_text(GOOD, encoding="utf-8")
    data = run_of(result("INIT-003", "PASS")).to_json()
    change(data)
    (tmp_path / "run.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RulingsError) as caught:
        gate(exp, results_path=tmp_path / "run.json")
    assert str(caught.value).startswith(str(tmp_path / error)), str(caught.value)


def test_gate_refuses_a_truncated_results_file(tmp_path: Path):
    exp = tmp_path / "phase.toml"
    exp.write_text(GOOD, encoding="utf-8")
    text = json.dumps(run_of(result("INIT-003", "PASS")).to_json(), indent=2)
    (tmp_path / "run.json").write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(RulingsError, match=r"run.json:\d+: not JSON .*is the file complete\?"):
        gate(exp, results_path=tmp_path / "run.json")


def test_gate_refuses_another_engines_file(tmp_path: Path):
    exp = tmp_path / "phase.toml"
    exp.write_text(GOOD, encoding="utf-8")
    results = write_run(tmp_path / "run.json", run_of(result("A-1", "PASS"), engine="forge"))
    with pytest.raises(RulingsError, match=r"phase.toml: engine.name: the file is for engine "
                                            r"'phase', the results are from 'forge'"):
        gate(exp, results_path=results)


def test_gate_needs_exactly_one_source_of_results(tmp_path: Path):
    with pytest.raises(RulingsError, match="give --engine NAME, --engine-cmd CMD or --results"):
        gate(tmp_path / "x.toml")
    with pytest.raises(RulingsError, match="either an engine to run or a results file"):
        gate(tmp_path / "x.toml", engine=EngineChoice(), results_path=tmp_path / "r.json")


def test_gate_runs_the_suite_on_an_engine(tmp_path: Path):
    """The reference engine passes everything: a scenario listed as failing is an unexpected pass."""
    exp = tmp_path / "reference.toml"
    exp.write_text('[engine]\nname = "reference"\nversion = "0.1.0"\n\n'
                   '[scenarios."STEAL-001"]\nstatus = "FAIL"\nreason = "pretend"\n', encoding="utf-8")
    outcome = gate(exp, engine=EngineChoice(), json_path=tmp_path / "run.json")
    assert [(d.id, d.kind) for d in outcome.comparison.differences] == [("STEAL-001", UNEXPECTED_PASS)]
    assert outcome.comparison.as_expected == len(outcome.run.results) - 1 > 100
    assert gate(exp, results_path=tmp_path / "run.json").comparison == outcome.comparison


# --- suite versions (issue 14) --------------------------------------------------------------

def test_update_records_the_suite_version_the_results_came_from(tmp_path: Path):
    exp = tmp_path / "phase.toml"
    run = run_of(result("INIT-003", "FAIL", "m"))
    run.suite_version = "0.4.0"
    gate(exp, results_path=write_run(tmp_path / "run.json", run), update=True)
    assert load(exp).suite_version == "0.4.0"
    assert '\n[suite]\nversion = "0.4.0"\n' in exp.read_text()
    assert loads(dumps(load(exp))) == load(exp)


def test_a_file_without_a_suite_table_still_loads_and_a_bad_one_names_its_line():
    assert loads(GOOD).suite_version == ""
    with pytest.raises(RulingsError, match=r"^x.toml:5: suite.version: must be a string, got int$"):
        loads(GOOD.replace("\n\n[scenarios", '\n\n[suite]\nversion = 4\n\n[scenarios', 1), "x.toml")
    with pytest.raises(RulingsError, match=r"^x.toml:5: suite.hash: unknown field"):
        loads(GOOD.replace("\n\n[scenarios", '\n\n[suite]\nhash = "x"\n\n[scenarios', 1), "x.toml")


def _versioned(tmp_path: Path, written_for: str, ran: str, suite_hash: str | None = None,
               strict: bool = False):
    exp = tmp_path / "phase.toml"
    exp.write_text(GOOD.replace("\n\n[scenarios", f'\n\n[suite]\nversion = "{written_for}"'
                                "\n\n[scenarios", 1), encoding="utf-8")
    run = run_of(result("INIT-003", "FAIL", "m"), result("LEAVE-002", "SKIP"))
    run.suite_version, run.suite_hash = ran, features_hash() if suite_hash is None else suite_hash
    return gate(exp, results_path=write_run(tmp_path / "run.json", run), strict_suite=strict)


def test_expectations_of_another_suite_version_are_one_note_not_a_failure(tmp_path: Path):
    outcome = _versioned(tmp_path, "0.3.0", "0.4.0")
    assert outcome.comparison.ok and not outcome.suite_mismatch
    assert outcome.notes == (f"{tmp_path / 'phase.toml'}: written against suite 0.3.0, the "
                             "results are from suite 0.4.0: read CHANGELOG.md, then record the new "
                             "version with --update",)
    assert _versioned(tmp_path, "0.4.0", "0.4.0").notes == ()
    assert _versioned(tmp_path, "0.3.0", "0.4.0", strict=True).suite_mismatch


def test_results_of_other_feature_files_than_the_installed_suite_are_one_note(tmp_path: Path):
    other = "sha256:" + "0" * 64
    outcome = _versioned(tmp_path, "0.4.0", "0.4.0", suite_hash=other)
    (note,) = outcome.notes
    assert note.startswith(f"{tmp_path / 'run.json'}: the results ran other feature files than "
                           f"the installed suite's (suite_hash sha256:000000000000..., installed "
                           f"{features_hash()[:19]}...; suite 0.4.0, installed {suite_version()})")
    assert outcome.comparison.ok and not outcome.suite_mismatch
    assert _versioned(tmp_path, "0.4.0", "0.4.0", suite_hash=other, strict=True).suite_mismatch
    # the same feature files: a different version alone changes no scenario
    assert _versioned(tmp_path, "0.4.0", "0.4.0").notes == ()
    # a file written before suite_hash was kept: the version decides (a version no checkout of
    # this repository is installed as, so the test holds on a tagged release too)
    (note,) = _versioned(tmp_path, "9.9.9", "9.9.9", suite_hash="").notes
    assert "the results are from suite 9.9.9, the installed suite is" in note
