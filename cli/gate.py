"""Comparing runs: ``gate`` (a run against an expectation file), ``report`` (the HTML page) and
``diff`` (two runs of one engine), and their rendering."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer


from .options import EngineCmdOption, GithubOption, JobsOption, TimeoutOption
from .output import STATUS_STYLE, Line, Printer, one_line, progress_bar
from .run import check_github, report_github

if TYPE_CHECKING:  # the commands import these when they run: a fast start for the others
    from rulings.gating.gate import GateOutcome


def gate(
    expectations: Annotated[Path, typer.Option(
        "--expectations", help="The engine's expectation file (TOML).")],
    engine: Annotated[str | None, typer.Option(help="Engine to run, by registered name.")] = None,
    engine_cmd: EngineCmdOption = None,
    results: Annotated[list[Path] | None, typer.Option(
        "--results", help="Compare this 'rulings run --json' file instead of running; repeat it "
        "for the N shard files of one sharded run.")] = None,
    update: Annotated[bool, typer.Option(
        "--update", help="Rewrite the expectation file to match this run.")] = False,
    jobs: JobsOption = "1",
    timeout: TimeoutOption = None,
    json_path: Annotated[Path | None, typer.Option(
        "--json", help="Also write the run's results as JSON.")] = None,
    junit_path: Annotated[Path | None, typer.Option(
        "--junit", help="Also write the run's results as JUnit XML.")] = None,
    github: GithubOption = None,
    strict_suite: Annotated[bool, typer.Option(
        "--strict-suite", help="Fail (exit 1) when the results, the expectation file and the "
        "installed suite are not the same suite (a 'note:' line each; without this flag the "
        "notes do not fail the gate).")] = False,
) -> None:
    """Compare a run with the engine's expectations: exit 1 on a regression, a changed failure
    or an unexpected pass (so conformance only ratchets forward)."""
    from rulings.gating.gate import GateOutcome, gate as run_gate
    from rulings.scenarios.atomic import WriteError
    from rulings.scenarios.request import EngineChoice, parse_jobs

    check_github(github, [("--json", json_path), ("--junit", junit_path),
                          ("--expectations", expectations),
                          *(("--results", r) for r in results or [])])
    unwritten = None
    chosen = (EngineChoice(engine or "reference", engine_cmd, timeout)
              if engine or engine_cmd or timeout is not None else None)
    with progress_bar("running scenarios") as progress:
        try:
            outcome = run_gate(expectations, engine=chosen, results_path=results or None,
                               update=update, jobs=parse_jobs(jobs), json_path=json_path,
                               junit_path=junit_path, progress=progress,
                               strict_suite=strict_suite)
        except WriteError as exc:  # a full disk: the gate's verdict is still printed
            if not isinstance(exc.outcome, GateOutcome):  # none: no verdict yet
                raise
            outcome, unwritten = exc.outcome, exc
    _print_gate(outcome, expectations)
    report_github(github, "gate", outcome)
    if unwritten is not None:
        raise unwritten
    if (not outcome.comparison.ok and not update) or outcome.run.incidents \
            or outcome.suite_mismatch:
        raise typer.Exit(1)


_DIFFERENCE_STYLE = {"regression": "bold red", "changed": "bold yellow",
                     "unexpected pass": "bold green"}


def _print_gate(outcome: GateOutcome, path: Path) -> None:
    out, run, comparison = Printer(), outcome.run, outcome.comparison
    if outcome.expectations is None and outcome.updated is not None:  # a new file
        statuses = [e.status for e in outcome.updated.scenarios.values()]
        tally = ", ".join(f"{s} {statuses.count(s)}" for s in STATUS_STYLE if s in statuses)
        out.print(Line(f"gate: created {path} for engine {run.engine} {run.engine_version}: "
                       f"{len(statuses)} of {len(run.results)} scenarios listed"
                       f"{f' ({tally})' if tally else ''}", style="bold"))
        return
    written_for = outcome.expectations.version if outcome.expectations else None
    head = f"gate: engine {run.engine} {run.engine_version}, {len(run.results)} scenarios"
    if written_for is not None and written_for != run.engine_version:
        head += f" (expectations written for {written_for})"
    out.print(Line(head, style="bold"))
    for note in outcome.notes:
        out.print(Line(f"note: {note}", style="yellow"))
    width = max((len(d.id) for d in comparison.differences), default=0)
    for d in comparison.differences:
        row = Line()
        row.append(f"{d.kind.upper():<16}", style=_DIFFERENCE_STYLE[d.kind])
        row.append(f" {d.id:<{width}}  expected {d.expected}, got {d.actual}")
        detail = d.message if d.actual != "PASS" else (f"listed because: {d.reason}" if d.reason else "")
        if detail:
            row.append(f": {one_line(detail)}", style="dim")
        out.print(row)
    if comparison.not_run:
        out.print(Line(f"listed but not in this run (kept): {', '.join(comparison.not_run)}",
                       style="dim"))
    for incident in run.incidents:  # the gate fails on these: the file can't list them
        out.print(Line(f"ENGINE TROUBLE    between scenarios: {one_line(incident)}",
                       style="bold red"))
    kinds = [d.kind for d in comparison.differences]
    tally = ", ".join(f"{kinds.count(k)} {k}{'s' if kinds.count(k) != 1 else ''}"
                      for k in _DIFFERENCE_STYLE if k in kinds)
    counts = f"{comparison.as_expected} as expected ({comparison.expected_failures} listed in the file)"
    if outcome.updated is not None:
        listed = len(outcome.updated.scenarios)
        out.print(Line(f"gate: updated {path}: {listed} scenario{'s' if listed != 1 else ''} "
                       f"listed{f'; it had {tally}' if tally else ''}", style="bold"))
    elif comparison.ok and not run.incidents and not outcome.suite_mismatch:
        out.print(Line(f"gate: ok: {counts}", style="bold green"))
    else:
        trouble = f"{len(run.incidents)} engine trouble between scenarios" if run.incidents else ""
        suite = "not the same suite (--strict-suite)" if outcome.suite_mismatch else ""
        why = "; ".join(part for part in (tally, trouble, suite) if part)
        out.print(Line(f"gate: FAILED: {why}; {counts}", style="bold red"))
        if "unexpected pass" in kinds:
            out.print(Line("an unexpected pass is progress: record it with --update", style="dim"))


def report(
    results: Annotated[list[Path], typer.Argument(
        metavar="RESULTS.json...", help="Results files written by 'rulings run --json'.")],
    html: Annotated[Path, typer.Option("--html", help="The page to write.")],
    expectations: Annotated[list[Path] | None, typer.Option(
        "--expectations", help="An engine's expectation file (repeatable): marks each of its "
        "results expected, a regression or an unexpected pass.")] = None,
) -> None:
    """Write one self-contained HTML page: pass counts per card, rule area and feature file,
    failures grouped by root cause, and a scenarios-by-engines matrix with a filter (what
    changed from the expectation files first)."""
    from rulings.gating.report import CHANGES, write_report

    columns, rows = write_report(results, html, list(expectations or []))
    Printer().print(f"report: {html}: {len(rows)} scenarios, {len(columns)} runs "
                     f"({', '.join(c.label for c in columns)})")
    if expectations:
        found = [v for r in rows for v in r.verdicts]
        Printer().print("report: " + ", ".join(f"{found.count(v)} {v}" for v in CHANGES)
                         + " (from the expectation files)")


def diff_command(
    old: Annotated[Path, typer.Argument(metavar="OLD.json", help="The earlier results file.")],
    new: Annotated[Path, typer.Argument(metavar="NEW.json", help="The later results file.")],
) -> None:
    """Compare two runs of the same engine: new failures, fixes, failures that changed kind,
    skips, scenarios added or removed. Exit 0 no change, 1 changes, 2 bad input."""
    from rulings.gating.diff import KINDS, diff_files

    found = diff_files(old, new)
    _print_diff(found, KINDS)
    if found.changed:
        raise typer.Exit(1)


_CHANGE_STYLE = {"new failure": "bold red", "changed kind": "bold yellow", "fixed": "bold green",
                 "now skipped": "yellow", "no longer skipped": "green", "added": "cyan",
                 "removed": "cyan"}


def _print_diff(found: Any, kinds: tuple[str, ...]) -> None:
    out, old, new = Printer(), found.old, found.new
    out.print(Line(f"diff: engine {new.engine} {old.engine_version} -> {new.engine_version}, "
                   f"{len(old.results)} -> {len(new.results)} scenarios", style="bold"))
    if old.suite_version != new.suite_version:
        out.print(Line(f"note: suite version {old.suite_version} -> {new.suite_version}: "
                       "scenarios may have changed too", style="dim"))
    elif old.suite_hash and new.suite_hash and old.suite_hash != new.suite_hash:
        out.print(Line(f"note: the feature files changed between the runs (suite_hash "
                       f"{old.suite_hash[:19]}... -> {new.suite_hash[:19]}...)", style="dim"))
    width = max((len(c.id) for c in found.changes), default=0)
    for change in found.changes:
        row = Line()
        row.append(f"{change.kind.upper():<18}", style=_CHANGE_STYLE[change.kind])
        row.append(f" {change.id:<{width}}  {change.before} -> {change.after}")
        if change.message and change.after != "PASS":
            row.append(f": {one_line(change.message)}", style="dim")
        out.print(row)
    tally = ", ".join(f"{found.count(k)} {k}" for k in kinds if found.count(k))
    out.print(Line(f"diff: {tally}" if tally else "diff: no change",
                   style="bold red" if found.count("new failure") or found.count("changed kind")
                   else "bold"))
