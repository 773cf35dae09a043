"""``rulings gate``: compare a run with the engine's expectation file, so conformance only
ratchets forward.

Any difference fails the gate: a regression (an expected PASS that now fails or is skipped), a
failure that changed kind (FAIL -> ERROR), and an unexpected pass (the file must be updated, so
the pass is kept from then on). ``update`` rewrites the file to match the run.
"""
from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from rulings.scenarios.results import RunResult, ScenarioResult

from .. import RulingsError
from ..data.crnumbers import RuleNumberError
from .expectations import (CHANGED, REGRESSION, UNEXPECTED_PASS, Expectations, Expected, load,
                           loads, save, verdict)
from ..judging.lookup import cited_rule
from rulings.scenarios.atomic import WriteError, check_distinct, check_writable
from rulings.scenarios.files import decode_utf8, read_bytes
from rulings.scenarios.locations import features_hash

from ..running.runfile import check_complete
from ..running.merge_shards import load_runs
from rulings.scenarios.request import EngineChoice, Jobs, RunRequest
from ..running.runner import Progress, run_suite
from ..running.suiteversion import suite_version

__all__ = ["CHANGED", "REGRESSION", "UNEXPECTED_PASS", "Comparison", "Difference", "compare",
           "gate", "updated"]


@dataclass(frozen=True)
class Difference:
    id: str
    name: str
    kind: str  # REGRESSION, UNEXPECTED_PASS or CHANGED
    expected: str
    actual: str
    message: str  # the run's message for the scenario
    reason: str  # the expectation's reason, if any


@dataclass(frozen=True)
class Comparison:
    differences: tuple[Difference, ...]
    as_expected: int  # scenarios whose status is the expected one
    expected_failures: int  # of those, the ones listed in the file
    not_run: tuple[str, ...]  # listed scenarios absent from the run (kept as they are)

    @property
    def ok(self) -> bool:
        return not self.differences


@dataclass(frozen=True)
class GateOutcome:
    run: RunResult
    expectations: Expectations | None  # None when the file did not exist (update creates it)
    comparison: Comparison
    updated: Expectations | None  # what was written, with update
    # one line each where the results, the expectations and the installed suite are not the
    # same suite: results and expectations of different suite versions, results that ran other
    # feature files than this suite's (suite_hash). Not a failure unless ``strict_suite``.
    notes: tuple[str, ...] = ()
    strict_suite: bool = False  # --strict-suite: a note fails the gate

    @property
    def suite_mismatch(self) -> bool:
        """The gate fails on the notes (--strict-suite)."""
        return self.strict_suite and bool(self.notes)


def compare(expectations: Expectations, run: RunResult) -> Comparison:
    differences, same, listed = [], 0, 0
    for result in run.results:
        expected = expectations.status(result.id)
        if result.status == expected:
            same += 1
            listed += result.id in expectations.scenarios
            continue
        kind = verdict(expected, result.status)
        entry = expectations.scenarios.get(result.id)
        differences.append(Difference(result.id, result.name, kind, expected, result.status,
                                      result.message, entry.reason if entry else ""))
    ran = {r.id for r in run.results}
    not_run = tuple(sid for sid in expectations.scenarios if sid not in ran)
    return Comparison(tuple(differences), same, listed, not_run)


def updated(expectations: Expectations | None, run: RunResult) -> Expectations:
    """Expectations matching ``run``: entries that still apply keep their rule and reason."""
    old = expectations.scenarios if expectations else {}
    ran = {r.id for r in run.results}
    scenarios = {sid: entry for sid, entry in old.items() if sid not in ran}
    for result in run.results:
        if result.status == "PASS":
            continue
        before = old.get(result.id)
        if before and before.status == result.status:
            scenarios[result.id] = before
        else:
            rule = before.rule if before and before.rule else _rule_broken(result)
            scenarios[result.id] = Expected(result.status, rule, result.message)
    return Expectations(run.engine, run.engine_version, scenarios, run.suite_version)


def _rule_broken(result: ScenarioResult) -> str | None:
    """For a FAIL, the first rule the scenario cites (in current numbering)."""
    if result.status != "FAIL":
        return None
    for tag in result.tags:
        if tag.startswith("cr:"):
            try:
                return str(cited_rule(tag.removeprefix("cr:"))[0])
            except RuleNumberError:
                continue
    return None


def gate(expectations_path: Path, *, engine: EngineChoice | None = None,
         results_path: Path | Sequence[Path] | None = None, update: bool = False, jobs: Jobs = 1,
         json_path: Path | None = None,
         junit_path: Path | None = None, progress: Progress | None = None,
         strict_suite: bool = False) -> GateOutcome:
    """Run the suite on the engine (or read ``results_path``) and compare with the file.

    With ``update`` the file is rewritten (atomically) to match the run; a missing file is
    created. Bad input raises RulingsError naming the file and field. The outcome's notes say
    where results, expectations and the installed suite differ (suite_notes); with
    ``strict_suite`` they fail the gate.
    """
    if results_path and engine:
        raise RulingsError("--results: give either an engine to run or a results file, not both")
    if results_path and junit_path:
        raise RulingsError("--junit: written by a run; with --results nothing runs (use "
                           "'rulings run --junit' for the run)")
    if results_path and json_path:  # it would be silently not written
        raise RulingsError("--json: written by a run; with --results nothing runs (the results "
                           "file is the run's JSON already)")
    if not (results_path or engine):
        raise RulingsError("gate: give --engine NAME, --engine-cmd CMD or --results FILE")
    paths = [] if not results_path else [Path(results_path)] \
        if isinstance(results_path, str | Path) else [Path(p) for p in results_path]
    # no output over another or over an input: --json on the expectation file, --update's file
    # given as --results too, ...
    outputs = [("--json", json_path), ("--junit", junit_path)]
    inputs = [("--results", p) for p in paths]
    if update:
        outputs.append(("--expectations", expectations_path))
    else:
        inputs.append(("--expectations", expectations_path))
    check_distinct(outputs, inputs)
    read: bytes | None = None  # what the file held when read: --update swaps only that
    if update and not os.path.lexists(expectations_path):
        expectations = None
    elif update:
        read = read_bytes(expectations_path, "no such expectation file (create it with --update)")
        expectations = loads(decode_utf8(read, str(expectations_path)), str(expectations_path))
    else:
        expectations = load(expectations_path)
    notes: list[str] = []
    if update:  # found now, not after the run
        check_writable(expectations_path, "--expectations")
    unwritten: WriteError | None = None
    if results_path:
        runs = load_runs(paths)  # the N shard files of one run are merged into it
        if len(runs) > 1:
            raise RulingsError(f"--results: {len(runs)} runs given ({', '.join(l for l, _ in runs)}); "
                               "give one run's results file, or the shard files of one run")
        where = str(paths[0]) if len(paths) == 1 else runs[0][0]
        run = runs[0][1]
        check_complete(run, where)
        notes += installed_suite_notes(run, where)
    else:
        try:
            assert engine is not None
            run = run_suite(RunRequest(engine=engine, jobs=jobs, json_path=json_path,
                                       junit_path=junit_path), progress=progress)
        except WriteError as exc:  # a results file not written: the gate still compares
            if not isinstance(exc.outcome, RunResult):
                raise
            run, unwritten = exc.outcome, exc
    if expectations and expectations.engine != run.engine:
        raise RulingsError(f"{expectations_path}: engine.name: the file is for engine "
                           f"{expectations.engine!r}, the results are from {run.engine!r}")
    if not run.results:
        raise RulingsError(f"{where if results_path else 'the run'}: no scenario results to compare")
    if expectations and not update:
        notes += expectations_notes(expectations, run, expectations_path)
    empty = Expectations(run.engine, run.engine_version)
    comparison = compare(expectations or empty, run)
    new = None
    if update:
        new = updated(expectations, run)
        try:
            save(expectations_path, new, read)  # compare and swap: never over an edit
        except WriteError as exc:
            outcome = GateOutcome(run, expectations, comparison, None, tuple(notes), strict_suite)
            raise WriteError(f"{unwritten}; {exc}" if unwritten else str(exc), outcome) from None
    outcome = GateOutcome(run, expectations, comparison, new, tuple(notes), strict_suite)
    if unwritten is not None:
        raise WriteError(str(unwritten), outcome)
    return outcome


def installed_suite_notes(run: RunResult, where: str) -> list[str]:
    """A results file that ran other feature files than the installed suite's (by suite_hash;
    by suite version for files written before the hash was kept)."""
    current = features_hash()
    if run.suite_hash:
        if run.suite_hash == current:
            return []
        return [f"{where}: the results ran other feature files than the installed suite's "
                f"(suite_hash {run.suite_hash[:19]}..., installed {current[:19]}...; suite "
                f"{run.suite_version}, installed {suite_version()}): scenarios may have changed"]
    if run.suite_version != suite_version():
        return [f"{where}: the results are from suite {run.suite_version}, the installed suite "
                f"is {suite_version()} (no suite_hash in the file): scenarios may have changed"]
    return []


def expectations_notes(expectations: Expectations, run: RunResult, path: Path) -> list[str]:
    """Expectations written against another suite version than the results ran."""
    if not expectations.suite_version or expectations.suite_version == run.suite_version:
        return []
    return [f"{path}: written against suite {expectations.suite_version}, the results are from "
            f"suite {run.suite_version}: read CHANGELOG.md, then record the new version with "
            "--update"]

