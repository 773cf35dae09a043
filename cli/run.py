"""``rulings run`` and ``rulings protocol-check``: a run on an engine and its summary; the GitHub
Actions annotations and job summary ``run`` and ``gate`` write."""
from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any

import typer

from rulings import RulingsError

from .options import (EngineCmdOption, EngineOption, ExtraFeaturesOption, GithubOption,
                      JobsOption, ShardOption, TimeoutOption)
from .output import FAILING, STATUS_STYLE, Line, Printer, one_line, progress_bar


def run(
    engine: EngineOption = "reference",
    engine_cmd: EngineCmdOption = None,
    features: ExtraFeaturesOption = None,
    ids: Annotated[list[str] | None, typer.Option("--id", help="Scenario id (repeatable).")] = None,
    cr: Annotated[list[str] | None, typer.Option(
        "--cr", help="Rule number, sub-rules included (repeatable).")] = None,
    cards: Annotated[list[str] | None, typer.Option(
        "--card", help="Card slug (repeatable).")] = None,
    tags: Annotated[list[str] | None, typer.Option("--tag", help="Tag (repeatable).")] = None,
    jobs: JobsOption = "1",
    shard: ShardOption = None,
    json_path: Annotated[Path | None, typer.Option("--json", help="Write results as JSON.")] = None,
    junit_path: Annotated[Path | None, typer.Option(
        "--junit", help="Write results as JUnit XML.")] = None,
    timeout: TimeoutOption = None,
    github: GithubOption = None,
) -> None:
    """Run the suite against an engine and print a summary (exit 1 if anything failed)."""
    from rulings.running.runner import run_suite
    from rulings.scenarios.atomic import WriteError
    from rulings.scenarios.request import EngineChoice, RunRequest, parse_jobs
    from rulings.scenarios.results import RunResult
    from rulings.scenarios.selection import Selection
    from rulings.scenarios.shards import Shard

    request = RunRequest(
        engine=EngineChoice(engine, engine_cmd, timeout), features=tuple(features or ()),
        selection=Selection(tuple(ids or ()), tuple(cr or ()), tuple(cards or ()),
                            tuple(tags or ())),
        shard=Shard.parse(shard) if shard is not None else None, jobs=parse_jobs(jobs),
        json_path=json_path, junit_path=junit_path)
    check_github(github, request.outputs)
    unwritten = None
    with progress_bar("running scenarios") as progress:
        try:
            result = run_suite(request, progress=progress)
        except WriteError as exc:  # a full disk: the run's summary is still printed
            if not isinstance(exc.outcome, RunResult):  # none: nothing ran
                raise
            result, unwritten = exc.outcome, exc
    counts = result.counts()
    if not sum(counts.values()) and not (result.shard and result.shard.selected):
        raise RulingsError("no scenario selected: check --features, --id, --cr, --card, --tag")
    print_summary(result, counts, None if unwritten else json_path,
                  None if unwritten else junit_path)
    report_github(github, "run", result)
    if unwritten is not None:
        raise unwritten
    if any(counts.get(status, 0) for status in FAILING) or result.incidents:
        raise typer.Exit(1)  # a failing scenario, or engine trouble between scenarios


def print_summary(result: Any, counts: dict[str, int], json_path: Path | None,
                  junit_path: Path | None) -> None:
    """A run's summary: the engine, the counts, each failing scenario, the files written."""
    out = Printer()
    out.print(Line(f"engine {result.engine} {result.engine_version}", style="bold"))
    if result.shard:  # one part of a run: 'rulings report' and 'gate --results' take all N files
        out.print(Line(f"shard {result.shard.index}/{result.shard.count}: {len(result.results)} "
                       f"of the {result.shard.selected} scenarios selected", style="dim"))
    line = Line()
    for status, style in STATUS_STYLE.items():
        line.append(f"{status} {counts.get(status, 0)}", style=style if counts.get(status) else "")
        line.append("  ")
    line.append(f"({sum(counts.values())} scenarios in {result.duration:.1f} s)")
    out.print(line)
    failing = result.failing()
    if failing:
        out.print(Line("failing:", style="bold"))
        for r in failing:
            row = Line("  ")
            row.append(f"{r.status:<7}", style=STATUS_STYLE.get(r.status, ""))
            row.append(f" {r.id}  {r.file}:{r.line}  {r.name}")
            out.print(row)
            out.print(Line(f"           {one_line(r.message)}", style="dim"))
    if result.incidents:
        out.print(Line("engine trouble between scenarios (no scenario charged):", style="bold"))
        for incident in result.incidents:
            out.print(Line(f"  {one_line(incident)}", style="yellow"))
    for label, path in (("json", json_path), ("junit", junit_path)):
        if path:
            out.print(Line(f"{label}: {path}", style="dim"))


def protocol_check_command(
    engine: EngineOption = "reference",
    engine_cmd: EngineCmdOption = None,
    json_path: Annotated[Path | None, typer.Option("--json", help="Write results as JSON.")] = None,
    junit_path: Annotated[Path | None, typer.Option(
        "--junit", help="Write results as JUnit XML.")] = None,
    timeout: TimeoutOption = None,
) -> None:
    """Send the engine bad requests and check each gets the documented error and leaves it
    usable (docs/PROTOCOL.md, "Protocol conformance"); exit 1 if any check fails."""
    from rulings.running.protocol_check import protocol_check
    from rulings.scenarios.request import EngineChoice

    result = protocol_check(EngineChoice(engine, engine_cmd, timeout), json_path=json_path,
                            junit_path=junit_path)
    counts = result.counts()
    print_summary(result, counts, json_path, junit_path)
    if any(counts.get(status, 0) for status in FAILING):
        raise typer.Exit(1)


def check_github(flag: bool | None, files: Sequence[tuple[str, Path | None]]) -> None:
    """Before a run: the job summary file must not be one of the command's files (Markdown
    appended to a results or expectation file would spoil it)."""
    from rulings.gating import github

    if github.enabled(flag):
        github.check_summary([(what, path) for what, path in files if path is not None])


def report_github(flag: bool | None, command: str, outcome: Any) -> None:
    """With --github (or under GitHub Actions): annotations on stdout, the job summary appended
    to $GITHUB_STEP_SUMMARY. A summary that can't be written is a warning: the verdict stands."""
    from rulings.gating import github

    if not github.enabled(flag):
        return
    run = outcome if command == "run" else outcome.run
    lines = github.run_annotations(run) if command == "run" else github.gate_annotations(outcome)
    for line in lines:
        sys.stdout.write(line + "\n")
    summary = github.run_summary(run) if command == "run" else github.gate_summary(outcome)
    try:
        github.append_summary(summary)
    except (OSError, RulingsError) as exc:
        typer.echo(f"warning: ${github.SUMMARY_ENV}: the job summary was not written: "
                   f"{one_line(exc)}", err=True)
