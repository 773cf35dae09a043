"""The ``rulings`` command: a thin shell over the rulings library.

Bad input ends with one line on stderr (``error: <file:line or field>: <message>``) and exit
code 2, never a traceback. Output is plain text when piped and coloured on a terminal.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from typer.core import TyperGroup

from rulings import RulingsError, RunInterrupted
from rulings.lookup import lookup as find
from rulings.scenarios.index import Index, build_index
from rulings.scenarios.locations import FEATURES_DIR

from .output import Line, Printer, is_terminal, sanitize

if TYPE_CHECKING:  # the commands import these when they run: a fast start for the others
    from rulings.explain import Explanation, ScenarioTrace
    from rulings.fuzz import FuzzReport
    from rulings.gate import GateOutcome

USAGE_ERROR = 2
INTERNAL_ERROR = 3
SIGINT_EXIT = 130  # 128 + SIGINT: Ctrl-C
SIGPIPE_EXIT = 141  # what a shell reports for a tool that a closed pipe stopped


class _OneLineUsageErrors(TyperGroup):
    """Reports a wrong command, option or argument as one line (``error: ...``), exit 2."""

    def main(self, *args: Any, standalone_mode: bool = True, **kwargs: Any) -> Any:
        if not standalone_mode:
            return super().main(*args, standalone_mode=False, **kwargs)
        try:
            code = super().main(*args, standalone_mode=False, **kwargs)
        except typer.TyperException as exc:
            ctx = getattr(exc, "ctx", None)
            hint = f" (try '{ctx.command_path} --help')" if ctx is not None else ""
            typer.echo(f"error: {_one_line(exc.format_message())}{hint}", err=True)
            sys.exit(USAGE_ERROR)
        except typer.Abort as exc:
            if isinstance(exc.__cause__ or exc.__context__, KeyboardInterrupt):  # Ctrl-C
                typer.echo("interrupted", err=True)
                sys.exit(SIGINT_EXIT)
            typer.echo("aborted", err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)


class _Rulings(typer.Typer):
    """The ``rulings`` app. Run as a program, it builds the click command of the one subcommand
    its command line names first (``rulings lookup ...`` builds ``lookup``, ``rulings cr ...``
    the ``cr`` group): typer makes every command's options from its function's signature, and
    making them for all the commands was a tenth of a ``rulings lookup``'s start. Anything else
    (``rulings --help``, ``rulings --version``, a misspelt command) builds them all, as does
    ``typer.main.get_command(app)``. A subcommand shows and parses the same either way (its
    help, usage and errors name only itself and the ``rulings`` group's options)."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        _open_closed_streams()
        argv = kwargs.get("args", args[0] if args else None)
        return typer.Typer.__call__(self.only(sys.argv[1:] if argv is None else argv),
                                    *args, **kwargs)

    def only(self, argv: Sequence[str]) -> typer.Typer:
        """This app with only the subcommand ``argv`` starts with, or itself."""
        import copy

        from typer.main import get_command_name

        first = argv[0] if argv else None
        commands = [c for c in self.registered_commands if c.callback is not None
                    and (c.name or get_command_name(c.callback.__name__)) == first]
        groups = [g for g in self.registered_groups if g.name == first]
        if len(commands) + len(groups) != 1:
            return self
        pruned = copy.copy(self)
        pruned.registered_commands, pruned.registered_groups = commands, groups
        for function in (*(c.callback for c in commands), getattr(self.registered_callback,
                                                                  "callback", None)):
            if function is not None:
                _evaluate_annotations(function)
        return pruned


def _open_closed_streams() -> None:
    """A closed stdout or stderr (``rulings run >&-``) is /dev/null: the command runs, writes
    its files and exits with its usual code, its output discarded (README, exit codes). Also
    stdin: an engine's pipes must never land on descriptors 0-2."""
    import io

    for fd, name, mode in ((0, "stdin", os.O_RDONLY), (1, "stdout", os.O_WRONLY),
                           (2, "stderr", os.O_WRONLY)):
        try:
            os.fstat(fd)
            taken = True
        except OSError:
            taken = False
        if not taken:  # closed: /dev/null in its place
            null = os.open(os.devnull, mode)
            if null != fd:
                os.dup2(null, fd)
                os.close(null)
        if fd and getattr(sys, name) is None:  # closed when Python started
            # the descriptor may be another file by now (opened at start-up): never write there
            target = fd if not taken else os.open(os.devnull, mode)
            setattr(sys, name, io.TextIOWrapper(io.FileIO(target, "w", closefd=taken),
                                                 encoding="utf-8", errors="replace",
                                                 line_buffering=True))


def _evaluate_annotations(function: Callable[..., Any]) -> None:
    """``function``'s annotations evaluated, in place of their text (this module's are text:
    ``from __future__ import annotations``). typer reads a command's signature five times as it
    builds it and evaluated every annotation each time (1.5 ms of a ``rulings lookup``); the
    values are the same, evaluated once."""
    import inspect

    function.__annotations__ = inspect.get_annotations(function, eval_str=True)


app = _Rulings(
    name="rulings", cls=_OneLineUsageErrors, add_completion=False,
    pretty_exceptions_enable=False, rich_markup_mode=None,
    help="Rules-conformance suite and judge tool for the initiative (Magic: The Gathering).",
)
_STATUS_STYLE = {"PASS": "green", "FAIL": "red", "ERROR": "red", "TIMEOUT": "yellow",
                 "SKIP": "dim"}
_FAILING = ("FAIL", "ERROR", "TIMEOUT")

FeaturesOption = Annotated[list[Path] | None, typer.Option(
    "--features", help="Feature file or directory to search instead of the suite's (repeatable).")]
ExtraFeaturesOption = Annotated[list[Path] | None, typer.Option(
    "--features", help="Extra feature file or directory to run (repeatable).")]
GithubOption = Annotated[bool | None, typer.Option(
    "--github/--no-github", help="Failures as GitHub Actions annotations on the feature file and "
    "line, and a Markdown job summary in $GITHUB_STEP_SUMMARY (default: on when "
    "GITHUB_ACTIONS=true).")]
JobsOption = Annotated[str, typer.Option(
    "--jobs", metavar="N|auto", help="Scenarios run in parallel: N forked workers, or auto "
    "(one per CPU when each gets enough scenarios, else serial).")]
ShardOption = Annotated[str | None, typer.Option(
    "--shard", metavar="K/N", help="Run shard K of N (the selected scenarios in id order, every "
    "N-th from the K-th); its results file says which shard it is.")]
EngineOption = Annotated[str, typer.Option(help="Engine by registered name.")]
EngineCmdOption = Annotated[str | None, typer.Option(
    "--engine-cmd", help="Command that runs an engine speaking the wire protocol.")]
TimeoutOption = Annotated[float | None, typer.Option(
    help="Seconds an --engine-cmd engine has for its handshake and for each request.")]


def _print_version(value: bool) -> None:
    if value:
        from rulings.suiteversion import describe, suite_version

        found = suite_version()
        typer.echo(f"rulings {found} ({describe(found)})")
        raise typer.Exit()


@app.callback()
def _main(version: Annotated[bool, typer.Option(
        "--version", callback=_print_version, is_eager=True,
        help="Print the suite's version (from its git tag, docs/RELEASING.md) and exit.")] = False,
          ) -> None:
    """Rules-conformance suite and judge tool for the initiative (Magic: The Gathering)."""


def _jobs(value: str) -> int | str:
    """--jobs: a whole number, or auto (rulings.runner.choose_jobs)."""
    if value.strip().lower() == "auto":
        return "auto"
    if not value.strip().isdecimal() or not value.strip().isascii():
        raise RulingsError(f"--jobs: {value!r} is not a number of workers or 'auto'")
    if int(value) < 1:
        raise RulingsError(f"--jobs: must be 1 or more (or auto), got {value.strip()}")
    return int(value)


def _one_line(message: object) -> str:
    """The first non-blank line, with control characters (terminal escapes) made visible."""
    line = next((ln.strip() for ln in str(message).splitlines() if ln.strip()), "unknown error")
    return sanitize(line)


def _engine_load_error() -> type[Exception]:
    from rulings.adapters.registry import EngineLoadError  # imported only when something failed

    return EngineLoadError


@contextmanager
def _errors() -> Iterator[None]:
    """The CLI boundary: bad input is one line and exit 2; a bug is one line and exit 3."""
    try:
        yield
        sys.stdout.flush()  # a closed pipe is found here, not at exit
    except BrokenPipeError:  # the reader stopped reading (`rulings lookup x | head -1`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no error at exit
        raise typer.Exit(SIGPIPE_EXIT) from None
    except RunInterrupted as exc:  # SIGINT/SIGTERM: the engines are stopped already
        run = exc.run
        done = f": {len(run.results)} scenarios finished" if run is not None else ""
        typer.echo(f"{exc}{done}; the run is incomplete", err=True)
        if exc.unwritten:
            typer.echo(f"error: {_one_line(exc.unwritten)}", err=True)
        raise typer.Exit(exc.exit_code) from None
    except (RulingsError, _engine_load_error(), ValueError, OSError) as exc:
        typer.echo(f"error: {_one_line(exc)}", err=True)
        raise typer.Exit(USAGE_ERROR) from None
    except Exception as exc:  # noqa: BLE001 - the boundary: no traceback unless asked for
        if os.environ.get("RULINGS_DEBUG"):
            raise
        typer.echo(f"internal error: {type(exc).__name__}: {_one_line(exc)} "
                   "(RULINGS_DEBUG=1 shows the traceback)", err=True)
        raise typer.Exit(INTERNAL_ERROR) from None


@contextmanager
def _progress_bar(what: str) -> Iterator[Callable[[int, int], None] | None]:
    """A progress bar on stderr when it is a terminal; otherwise no callback at all."""
    if not is_terminal(sys.stderr):
        yield None
        return
    from rich.console import Console
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                               TimeElapsedColumn)

    with Progress(TextColumn(what), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(what, total=None)
        yield lambda done, total: bar.update(task, completed=done, total=total)


def _index(features: list[Path] | None) -> Index:
    return build_index(features or [FEATURES_DIR])


@app.command()
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
    with _errors():
        from rulings.runner import run_suite
        from rulings.scenarios.atomic import WriteError

        _check_github(github, [("--json", json_path), ("--junit", junit_path)])
        unwritten = None
        with _progress_bar("running scenarios") as progress:
            try:
                result = run_suite(
                    engine=engine, engine_cmd=engine_cmd, features=list(features or []),
                    ids=list(ids or []), cr=list(cr or []), cards=list(cards or []),
                    tags=list(tags or []), jobs=_jobs(jobs), json_path=json_path,
                    junit_path=junit_path, timeout=timeout, progress=progress, shard=shard,
                )
            except WriteError as exc:  # a full disk: the run's summary is still printed
                if exc.outcome is None:
                    raise
                result, unwritten = exc.outcome, exc
        counts = result.counts()
        if not sum(counts.values()) and not (result.shard and result.shard.selected):
            raise RulingsError("no scenario selected: check --features, --id, --cr, --card, --tag")
        _print_summary(result, counts, None if unwritten else json_path,
                       None if unwritten else junit_path)
        _github(github, "run", result)
        if unwritten is not None:
            raise unwritten
    if any(counts.get(status, 0) for status in _FAILING) or result.incidents:
        raise typer.Exit(1)  # a failing scenario, or engine trouble between scenarios


def _print_summary(result: Any, counts: dict[str, int], json_path: Path | None,
                   junit_path: Path | None) -> None:
    out = Printer()
    out.print(Line(f"engine {result.engine} {result.engine_version}", style="bold"))
    if result.shard:  # one part of a run: 'rulings report' and 'gate --results' take all N files
        out.print(Line(f"shard {result.shard.index}/{result.shard.count}: {len(result.results)} "
                       f"of the {result.shard.selected} scenarios selected", style="dim"))
    line = Line()
    for status, style in _STATUS_STYLE.items():
        line.append(f"{status} {counts.get(status, 0)}", style=style if counts.get(status) else "")
        line.append("  ")
    line.append(f"({sum(counts.values())} scenarios in {result.duration:.1f} s)")
    out.print(line)
    failing = result.failing()
    if failing:
        out.print(Line("failing:", style="bold"))
        for r in failing:
            row = Line("  ")
            row.append(f"{r.status:<7}", style=_STATUS_STYLE.get(r.status, ""))
            row.append(f" {r.id}  {r.file}:{r.line}  {r.name}")
            out.print(row)
            out.print(Line(f"           {_one_line(r.message)}", style="dim"))
    if result.incidents:
        out.print(Line("engine trouble between scenarios (no scenario charged):", style="bold"))
        for incident in result.incidents:
            out.print(Line(f"  {_one_line(incident)}", style="yellow"))
    for label, path in (("json", json_path), ("junit", junit_path)):
        if path:
            out.print(Line(f"{label}: {path}", style="dim"))


@app.command()
def lookup(
    query: Annotated[str, typer.Argument(
        help="Words, a card name in any language, a scenario id or a ruling id.")] = "",
    cr: Annotated[str | None, typer.Option(
        help="Rule number of the current CR or of any older one since 2022 (723.4); "
             "sub-rules included; each reading names its CR version.")] = None,
    card: Annotated[str | None, typer.Option(help="Card name (any language) or slug.")] = None,
    tag: Annotated[list[str] | None, typer.Option(help="Tag, e.g. requires:leave-game.")] = None,
    limit: Annotated[int, typer.Option(min=0, help="Show at most this many (0: all).")] = 20,
    features: FeaturesOption = None,
    lang: Annotated[str | None, typer.Option(
        "--lang", help="Say the best three's outcomes in this seed language (default: the "
        "language the query is written in; en: none).")] = None,
) -> None:
    """Find scenarios, best match first, each saying how well it matched (exact, strong,
    partial, weak); a near-certain typo is corrected and said (exit 2 with the closest terms
    when nothing matches). A query in another seed language gets the best three's outcomes
    said in that language."""
    with _errors():
        from rulings.data.languages import LANGUAGES

        if lang is not None and lang not in LANGUAGES:
            raise RulingsError(f"--lang: {lang!r} is not a seed language "
                               f"({', '.join(LANGUAGES)})")
        result = find(_index(features), query, cr=cr, card=card, tags=tag or [])
        said_in = lang or result.query_lang
        out = Printer()
        for note in result.notes:
            out.print(Line(note, style="dim"))
        shown = result.hits[:limit] if limit else result.hits
        width = max(len(h.entry.id) for h in shown)
        for n, hit in enumerate(shown):
            row = Line()
            row.append(f"{hit.entry.id:<{width}}", style="bold cyan")
            row.append(f"  {hit.match:<7}", style=_MATCH_STYLE[hit.match])
            row.append(f" {hit.entry.name}  ")
            row.append(hit.entry.where, style="dim")
            out.print(row)
            if said_in != "en" and n < 3:
                from rulings.show import said_outcome

                said = said_outcome(hit.entry, said_in)
                if said:
                    out.print(Line(f"{'':<{width}}    {said}", style="italic"))
        if len(shown) < len(result.hits):
            out.print(Line(f"... and {len(result.hits) - len(shown)} more (--limit 0 shows all)",
                           style="dim"))
        hint = result.lang or (said_in if said_in != "en" else None)
        if hint and shown:
            out.print(Line(f"rulings show {shown[0].entry.id} --lang {hint}: the ruling, "
                           "with the card as printed in that language", style="dim"))


_MATCH_STYLE = {"exact": "green", "strong": "green", "partial": "yellow", "weak": "dim"}


@app.command()
def show(
    scenario_id: Annotated[str, typer.Argument(metavar="ID", help="Scenario id, e.g. INIT-001.")],
    lang: Annotated[str | None, typer.Option(
        help="Also show the cards as printed in this seed language "
             "(de es fr it ja ko pt ru zhs zht).")] = None,
    features: FeaturesOption = None,
) -> None:
    """Print the ruling a scenario shows, in plain words first; then the cards' Oracle text,
    the official rulings, the rules cited (the project's summary, with links) and the scenario
    as written."""
    with _errors():
        out = Printer()
        styles: dict[str, Callable[[str], Line]] = {
            "heading": lambda s: Line(s, style="bold"),
            "source": lambda s: Line(s, style="cyan"),
            "link": lambda s: Line(s, style="blue"),
            "text": Line,
        }
        from rulings.show import describe_scenario

        for line in describe_scenario(_index(features), scenario_id, lang):
            out.print(styles[line.kind](line.text))


@app.command("explain")
def explain_command(
    scenario_id: Annotated[str, typer.Argument(metavar="ID", help="Scenario id, e.g. STEAL-001.")],
    features: ExtraFeaturesOption = None,
    verbose: Annotated[bool, typer.Option(
        "--verbose", "-v", help="Also print each action's raw protocol JSON.")] = False,
    engine: EngineOption = "reference",
    engine_cmd: EngineCmdOption = None,
    timeout: TimeoutOption = None,
    lang: Annotated[str, typer.Option(
        "--lang", help="Say the outcome, the Then steps and what the engine did in this seed "
        "language (de es fr it ja ko pt ru zhs zht; en the default); the steps as written and "
        "the scenario's title stay English.")] = "en",
) -> None:
    """Run one scenario on an engine (the reference engine unless --engine or --engine-cmd
    says another) and print its outcome in one line, then, step by step, what the engine did
    and the rule it cites for each thing, and where it departs from the scenario (exit 1 if
    the scenario does not pass)."""
    with _errors():
        from rulings.explain import trace_scenario

        explanation = trace_scenario(scenario_id, features=list(features or []), engine=engine,
                                     engine_cmd=engine_cmd, timeout=timeout, lang=lang)
        out = Printer()
        for scenario in explanation.scenarios:
            _print_trace(out, explanation, scenario, verbose)
    if any(s.status != "PASS" for s in explanation.scenarios):
        raise typer.Exit(1)


def _print_trace(out: Printer, explanation: Explanation, scenario: ScenarioTrace,
                 verbose: bool = False) -> None:
    from rulings.describe import say
    from rulings.explain import outcome

    lang = explanation.lang

    def label(describer: str, **values: object) -> str:
        return say(f"label.{describer}", lang, **values).text
    said = outcome(scenario, lang)
    if said == scenario.name and lang != "en":  # the title (English) says the outcome: label it
        said = label("title", name=scenario.name).rstrip(".")
    out.print(Line(f"{scenario.id}  {said}", style="bold"))
    if said != scenario.name:
        out.print(Line(label("scenario", name=scenario.name)))
    out.print(Line(label("where", where=scenario.where, engine=explanation.engine,
                         version=explanation.engine_version, cr=explanation.cr_version),
                   style="dim"))
    for step in scenario.steps:
        row = Line(f"{step.keyword} {step.text}", style="bold" if step.lines else "")
        row.append(f"  ({label('line', line=step.line)})", style="dim")
        if step.status == "failed":
            row.append(f"  {label('failed')}", style="bold red")
        elif step.status == "not run":
            row.append(f"  {label('not-run')}", style="dim")
        out.print(row)
        if step.said:
            out.print(Line(f"    {label('check', said=step.said)}", style="italic"))
        widths = [max(len(row[i]) for row in step.table) for i in range(len(step.table[0]))] \
            if step.table else []
        for cells in step.table:
            padded = " | ".join(cell.ljust(width) for cell, width in zip(cells, widths))
            out.print(Line(f"      | {padded} |", style="dim"))
        for line in step.lines:
            text = Line(f"    {line.text}", style=_TRACE_STYLE.get(line.kind, ""))
            if line.rule:
                text.append(f"  {explanation.citation(line.rule)}", style="cyan")
            out.print(text)
            if verbose and line.raw:
                out.print(Line(f"      protocol: {line.raw}", style="dim"))
        if step.error:
            out.print(Line(f"    {label('error', error=step.error)}", style="red"))
    departed = next((step for step in scenario.steps if step.status == "failed"), None)
    if departed is not None:
        out.print(Line(label("departs", line=departed.line,
                             step=f"{departed.keyword} {departed.text}",
                             error=_one_line(departed.error)), style="bold red"))
    verdict = Line(label("result", status="").rstrip())
    verdict.append(" " + scenario.status,
                   style=_STATUS_STYLE.get(scenario.status, ""))
    if scenario.message:
        verdict.append(f": {_one_line(scenario.message)}")
    out.print(verdict)
    out.print()


_TRACE_STYLE = {"start": "italic", "action": "dim", "rejected": "yellow", "decision": "magenta"}


@app.command()
def book(
    out: Annotated[Path, typer.Option(
        "--out", help="The folder to write the book into: a new or empty folder, or an earlier "
        "book holding only the files its manifest lists (replaced whole, atomically); never a "
        "symbolic link.")],
    features: ExtraFeaturesOption = None,
) -> None:
    """Write the judge book: a static site to read offline (file:// or any static host), an
    index page whose search runs in the browser as lookup does, and one page per scenario with
    the answer first, the cards in the reader's language, the rules and the steps in words.
    Exit 0 written, 2 bad input (--out a file, a symbolic link, a folder of other files, or
    not writable: nothing is written); 130/143/129 stopped by a signal (nothing written)."""
    with _errors():
        from rulings.book import write_book
        from rulings.signals import stopped_by_signals

        with stopped_by_signals():  # stopped: the book is not written, an earlier one stays
            written = write_book(out, features=list(features or []))
        Printer().print(f"book: {written.path}: index.html and {written.pages} scenario pages "
                        f"({written.passed} pass on the reference engine); open "
                        f"{(written.path / 'index.html').resolve().as_uri()}")
        if written.kept is not None:
            typer.echo(f"warning: --out: files the earlier book did not write appeared in it "
                       f"while this one was built; they are kept in {written.kept}", err=True)


@app.command()
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
    with _errors():
        from rulings.gate import gate as run_gate

        from rulings.scenarios.atomic import WriteError

        _check_github(github, [("--json", json_path), ("--junit", junit_path),
                               ("--expectations", expectations),
                               *(("--results", r) for r in results or [])])
        unwritten = None
        with _progress_bar("running scenarios") as progress:
            try:
                outcome = run_gate(expectations, engine=engine, engine_cmd=engine_cmd,
                                   results_path=results or None, update=update, jobs=_jobs(jobs),
                                   timeout=timeout,
                                   json_path=json_path, junit_path=junit_path, progress=progress,
                                   strict_suite=strict_suite)
            except WriteError as exc:  # a full disk: the gate's verdict is still printed
                if exc.outcome is None:
                    raise
                outcome, unwritten = exc.outcome, exc
        _print_gate(outcome, expectations)
        _github(github, "gate", outcome)
        if unwritten is not None:
            raise unwritten
    if (not outcome.comparison.ok and not update) or outcome.run.incidents \
            or outcome.suite_mismatch:
        raise typer.Exit(1)


def _check_github(flag: bool | None, files: list[tuple[str, Path | None]]) -> None:
    """Before a run: the job summary file must not be one of the command's files (Markdown
    appended to a results or expectation file would spoil it)."""
    from rulings import github

    if github.enabled(flag):
        github.check_summary([(what, path) for what, path in files if path is not None])


def _github(flag: bool | None, command: str, outcome: Any) -> None:
    """With --github (or under GitHub Actions): annotations on stdout, the job summary appended
    to $GITHUB_STEP_SUMMARY. A summary that can't be written is a warning: the verdict stands."""
    from rulings import github

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
                   f"{_one_line(exc)}", err=True)


_DIFFERENCE_STYLE = {"regression": "bold red", "changed": "bold yellow",
                     "unexpected pass": "bold green"}


def _print_gate(outcome: GateOutcome, path: Path) -> None:
    out, run, comparison = Printer(), outcome.run, outcome.comparison
    if outcome.expectations is None and outcome.updated is not None:  # a new file
        statuses = [e.status for e in outcome.updated.scenarios.values()]
        tally = ", ".join(f"{s} {statuses.count(s)}" for s in _STATUS_STYLE if s in statuses)
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
            row.append(f": {_one_line(detail)}", style="dim")
        out.print(row)
    if comparison.not_run:
        out.print(Line(f"listed but not in this run (kept): {', '.join(comparison.not_run)}",
                       style="dim"))
    for incident in run.incidents:  # the gate fails on these: the file can't list them
        out.print(Line(f"ENGINE TROUBLE    between scenarios: {_one_line(incident)}",
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


@app.command()
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
    with _errors():
        from rulings.report import CHANGES, write_report

        columns, rows = write_report(results, html, list(expectations or []))
        Printer().print(f"report: {html}: {len(rows)} scenarios, {len(columns)} runs "
                         f"({', '.join(c.label for c in columns)})")
        if expectations:
            found = [v for r in rows for v in r.verdicts]
            Printer().print("report: " + ", ".join(f"{found.count(v)} {v}" for v in CHANGES)
                             + " (from the expectation files)")


@app.command("diff")
def diff_command(
    old: Annotated[Path, typer.Argument(metavar="OLD.json", help="The earlier results file.")],
    new: Annotated[Path, typer.Argument(metavar="NEW.json", help="The later results file.")],
) -> None:
    """Compare two runs of the same engine: new failures, fixes, failures that changed kind,
    skips, scenarios added or removed. Exit 0 no change, 1 changes, 2 bad input."""
    with _errors():
        from rulings.diff import KINDS, diff_files

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
            row.append(f": {_one_line(change.message)}", style="dim")
        out.print(row)
    tally = ", ".join(f"{found.count(k)} {k}" for k in kinds if found.count(k))
    out.print(Line(f"diff: {tally}" if tally else "diff: no change",
                   style="bold red" if found.count("new failure") or found.count("changed kind")
                   else "bold"))


@app.command("protocol-check")
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
    with _errors():
        from rulings.protocol_check import protocol_check

        result = protocol_check(engine=engine, engine_cmd=engine_cmd, timeout=timeout,
                                json_path=json_path, junit_path=junit_path)
        counts = result.counts()
        _print_summary(result, counts, json_path, junit_path)
    if any(counts.get(status, 0) for status in _FAILING):
        raise typer.Exit(1)


@app.command()
def engines() -> None:
    """List the registered engines with their version and capabilities (and why one that
    fails to load does)."""
    from rulings.engines import describe_all

    out = Printer()
    for listed in describe_all():
        row = Line()
        row.append(f"{listed.name}", style="bold cyan")
        if listed.error:
            row.append(f"  failed to load: {listed.error}", style="red")
        else:
            row.append(f"  {listed.version}  protocol {listed.protocol_version}  ")
            row.append(", ".join(listed.capabilities), style="dim")
        out.print(row)


@app.command()
def serve(
    name: Annotated[str, typer.Argument(
        help="Engine to serve: a registered name or 'package.module:Class'.")] = "reference",
) -> None:
    """Serve an engine over the wire protocol on stdin/stdout (for --engine-cmd)."""
    from rulings.adapters.wire.serve import main as serve_main

    raise typer.Exit(serve_main([name]))


@app.command()
def fuzz(
    engine: Annotated[str | None, typer.Option(help="Engine to fuzz, by registered name.")] = None,
    engine_cmd: EngineCmdOption = None,
    examples: Annotated[int, typer.Option(min=1, max=100_000, help="Random games to play.")] = 100,
    seed: Annotated[int, typer.Option(help="Seed: the same seed plays the same games.")] = 0,
    out: Annotated[Path, typer.Option(
        "--out", help="Directory for a .feature file per difference found.")] = Path("fuzz-out"),
    timeout: TimeoutOption = None,
    shard: Annotated[str | None, typer.Option(
        "--shard", metavar="K/N", help="Play shard K of N of the examples (example i when i "
        "mod N = K - 1): N machines with one seed play the games of one campaign.")] = None,
) -> None:
    """Play random games on an engine and on the reference engine side by side; write each
    difference as a scenario that passes on the reference (exit 1 if any is found)."""
    with _errors():
        from rulings.adapters.registry import engine_from_command, load_engine
        from rulings.fuzz import fuzz as run_fuzz

        from rulings.scenarios.atomic import check_directory_writable
        from rulings.runner import check_engine_cmd, check_timeout

        from rulings.scenarios.shards import Shard

        chosen_shard = Shard.parse(shard) if shard is not None else None
        if (engine is None) == (engine_cmd is None):
            raise RulingsError("fuzz: give exactly one of --engine NAME and --engine-cmd CMD")
        check_engine_cmd(engine_cmd)
        check_timeout(timeout, engine_cmd)
        check_directory_writable(out, "--out")
        factory = ((lambda: engine_from_command(engine_cmd, timeout=timeout)) if engine_cmd
                   else (lambda: load_engine(str(engine))))
        factory().close()  # an engine that can't be built is bad input, said before any game
        from rulings.signals import stopped_by_signals

        with stopped_by_signals(), _progress_bar("fuzzing") as progress:
            found = run_fuzz(factory, examples=examples, seed=seed, out_dir=out, shard=chosen_shard,
                             progress=(lambda p: progress(p.done, p.total)) if progress else None)
        _print_fuzz(found)
        if found.write_errors:  # after the summary: the campaign's outcome is never lost
            raise RulingsError(f"{len(found.write_errors)} difference file"
                               f"{'s' if len(found.write_errors) != 1 else ''} not written: "
                               f"{found.write_errors[0]}")
    if found.differences or found.reference_errors or found.unwritten:
        raise typer.Exit(1)


def _print_fuzz(found: FuzzReport) -> None:
    out = Printer()
    cut = f", {found.cut_by_shuffles} cut short after a shuffle" if found.cut_by_shuffles else ""
    part = f", shard {found.shard}" if found.shard else ""
    out.print(Line(f"fuzz: engine {found.engine}, seed {found.seed}{part}: {found.examples} examples "
                   f"({found.skipped} skipped{cut}) in {found.seconds:.1f} s", style="bold"))
    for d in found.differences:
        row = Line()
        row.append(f"{d.id}", style="bold red")
        row.append(f"  {d.kind}  at '{d.step}': {_one_line(d.detail)}  ")
        row.append(str(d.feature), style="cyan")
        out.print(row)
    for error in found.reference_errors:
        out.print(Line(f"reference engine error (a bug of the suite's): {error}", style="yellow"))
    for problem in found.unwritten:
        out.print(Line(f"difference no step can express (a bug of the fuzzer's): {problem}",
                       style="yellow"))
    for problem in found.write_errors:
        out.print(Line(f"difference not written: {problem}", style="bold red"))
    verdict = (f"{len(found.differences)} difference{'s' if len(found.differences) != 1 else ''}"
               f" ({found.repeats} more examples repeat them)")
    out.print(Line(f"fuzz: {verdict}", style="bold red" if found.differences else "bold green"))


cr_app = typer.Typer(no_args_is_help=True, help=(
    "The Comprehensive Rules the suite cites: check a newer CR text file against the suite's "
    "citations; renumber citations written for an older CR."))
app.add_typer(cr_app, name="cr")


@cr_app.command("check")
def cr_check(
    path: Annotated[Path, typer.Argument(
        metavar="PATH", help="A Comprehensive Rules text file you downloaded (never fetched).")],
    all_rules: Annotated[bool, typer.Option("--all", help="Also list the rules that didn't move.")] = False,
) -> None:
    """For every rule the suite cites: does the number still exist, did its section's title move,
    did its text change (fingerprints)? Exit 1 when anything moved, 0 when nothing did."""
    with _errors():
        from rulings.crcheck import check, summary

        report = check(path)
        out = Printer()
        styles = {"missing": "red", "renumbered": "yellow", "title": "yellow", "text": "yellow",
                  "unchecked": "dim"}
        for finding in report.findings:
            row = Line()
            row.append(f"{finding.kind:<10}", style=styles[finding.kind])
            row.append(f"  {finding.message}")
            out.print(row)
        if all_rules:
            from rulings.data import crcheck_data

            flagged = {f.number for f in report.findings}
            for cited in crcheck_data().cited:
                if cited.number not in flagged:
                    out.print(Line(f"{'ok':<10}  {cited.number}", style="dim"))
        out.print(Line(summary(report), style="bold red" if report.moved else "bold green"))
    if report.moved:
        raise typer.Exit(1)


@cr_app.command("renumber")
def cr_renumber(
    files: Annotated[list[Path], typer.Argument(
        metavar="FILES...", help="Files or directories (.py, .feature, .toml, .md in them).")],
    from_version: Annotated[str, typer.Option(
        "--from", help="The CR version the citations were written for, e.g. 2025-07-25.")],
    write: Annotated[bool, typer.Option(
        "--write", help="Rewrite the files (atomically); without it, only show the changes.")] = False,
) -> None:
    """Move `CR nnn.n` citations, rule="..." literals and @cr tags written for CR --from to the
    numbers of the CR the suite cites. A dry run unless --write."""
    with _errors():
        from rulings.renumber import renumber_files

        changes = renumber_files(files, from_version, write=write)
        out = Printer()
        for change in changes:
            out.print(Line(f"{change.path}:{change.line}", style="cyan"))
            out.print(Line(f"  - {change.before.strip()}", style="red"))
            out.print(Line(f"  + {change.after.strip()}", style="green"))
        touched = len({c.path for c in changes})
        done = "rewritten" if write else "would change (--write applies)"
        out.print(Line(f"renumber: {len(changes)} lines in {touched} files {done}", style="bold"))


if __name__ == "__main__":
    app()
