"""The ``rulings`` command: a thin shell over the rulings library.

Bad input ends with one line on stderr (``error: <file:line or field>: <message>``) and exit
code 2, never a traceback. Output is plain text when piped and coloured on a terminal.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.text import Text
from typer.core import TyperGroup

from adapters.registry import EngineLoadError
from rulings import FEATURES_DIR, RulingsError
from rulings.index import Index, build_index
from rulings.lookup import lookup as find
from rulings.show import explain

USAGE_ERROR = 2
INTERNAL_ERROR = 3


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
        except typer.Abort:
            typer.echo("aborted", err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)


app = typer.Typer(
    name="rulings", cls=_OneLineUsageErrors, add_completion=False,
    pretty_exceptions_enable=False, rich_markup_mode=None,
    help="Rules-conformance suite and judge tool for the initiative (Magic: The Gathering).",
)
_STATUS_STYLE = {"PASS": "green", "FAIL": "red", "ERROR": "red", "TIMEOUT": "yellow",
                 "SKIP": "dim"}
_FAILING = ("FAIL", "ERROR", "TIMEOUT")

FeaturesOption = Annotated[list[Path] | None, typer.Option(
    "--features", help="Feature file or directory to search instead of the suite's (repeatable).")]


def _console() -> Console:
    # soft_wrap: long lines stay whole when piped; highlight off: print text as written
    return Console(highlight=False, soft_wrap=True)


def _one_line(message: object) -> str:
    return next((ln.strip() for ln in str(message).splitlines() if ln.strip()), "unknown error")


@contextmanager
def _errors() -> Iterator[None]:
    """The CLI boundary: bad input is one line and exit 2; a bug is one line and exit 3."""
    try:
        yield
    except (RulingsError, EngineLoadError, ValueError, OSError) as exc:
        typer.echo(f"error: {_one_line(exc)}", err=True)
        raise typer.Exit(USAGE_ERROR) from None
    except Exception as exc:  # noqa: BLE001 - the boundary: no traceback unless asked for
        if os.environ.get("RULINGS_DEBUG"):
            raise
        typer.echo(f"internal error: {type(exc).__name__}: {_one_line(exc)} "
                   "(RULINGS_DEBUG=1 shows the traceback)", err=True)
        raise typer.Exit(INTERNAL_ERROR) from None


def _index(features: list[Path] | None) -> Index:
    return build_index(features or [FEATURES_DIR])


@app.command()
def run(
    engine: Annotated[str, typer.Option(help="Engine by registered name.")] = "reference",
    engine_cmd: Annotated[str | None, typer.Option(
        "--engine-cmd", help="Command that runs an engine speaking the wire protocol.")] = None,
    features: Annotated[list[Path] | None, typer.Option(
        "--features", help="Extra feature file or directory to run (repeatable).")] = None,
    ids: Annotated[list[str] | None, typer.Option("--id", help="Scenario id (repeatable).")] = None,
    cr: Annotated[list[str] | None, typer.Option(
        "--cr", help="Rule number, sub-rules included (repeatable).")] = None,
    cards: Annotated[list[str] | None, typer.Option(
        "--card", help="Card slug (repeatable).")] = None,
    tags: Annotated[list[str] | None, typer.Option("--tag", help="Tag (repeatable).")] = None,
    jobs: Annotated[int, typer.Option(min=1, help="Scenarios run in parallel.")] = 1,
    json_path: Annotated[Path | None, typer.Option("--json", help="Write results as JSON.")] = None,
    junit_path: Annotated[Path | None, typer.Option(
        "--junit", help="Write results as JUnit XML.")] = None,
) -> None:
    """Run the suite against an engine and print a summary (exit 1 if anything failed)."""
    with _errors():
        from rulings.runner import run_suite

        result = run_suite(
            engine=engine, engine_cmd=engine_cmd, features=list(features or []),
            ids=list(ids or []), cr=list(cr or []), cards=list(cards or []),
            tags=list(tags or []), jobs=jobs, json_path=json_path, junit_path=junit_path,
        )
        counts = result.counts()
        if not sum(counts.values()):
            raise RulingsError("no scenario selected: check --features, --id, --cr, --card, --tag")
        _print_summary(result, counts, json_path, junit_path)
    if any(counts.get(status, 0) for status in _FAILING):
        raise typer.Exit(1)


def _print_summary(result: Any, counts: dict[str, int], json_path: Path | None,
                   junit_path: Path | None) -> None:
    out = _console()
    out.print(Text(f"engine {result.engine} {result.engine_version}", style="bold"))
    line = Text()
    for status, style in _STATUS_STYLE.items():
        line.append(f"{status} {counts.get(status, 0)}", style=style if counts.get(status) else "")
        line.append("  ")
    line.append(f"({sum(counts.values())} scenarios in {result.duration:.1f} s)")
    out.print(line)
    failing = result.failing()
    if failing:
        out.print(Text("failing:", style="bold"))
        for r in failing:
            row = Text("  ")
            row.append(f"{r.status:<7}", style=_STATUS_STYLE.get(r.status, ""))
            row.append(f" {r.id}  {r.file}:{r.line}  {r.name}")
            out.print(row)
            out.print(Text(f"           {_one_line(r.message)}", style="dim"))
    for label, path in (("json", json_path), ("junit", junit_path)):
        if path:
            out.print(Text(f"{label}: {path}", style="dim"))


@app.command()
def lookup(
    query: Annotated[str, typer.Argument(
        help="Words, a card name in any language, a scenario id or a ruling id.")] = "",
    cr: Annotated[str | None, typer.Option(
        help="Rule number; sub-rules and older CR numbers (723.4) included.")] = None,
    card: Annotated[str | None, typer.Option(help="Card name (any language) or slug.")] = None,
    tag: Annotated[list[str] | None, typer.Option(help="Tag, e.g. requires:leave-game.")] = None,
    features: FeaturesOption = None,
) -> None:
    """Find scenarios, best match first (exit 2 with the closest terms when nothing matches)."""
    with _errors():
        result = find(_index(features), query, cr=cr, card=card, tags=tag or [])
        out = _console()
        for note in result.notes:
            out.print(Text(note, style="dim"))
        width = max(len(h.entry.id) for h in result.hits)
        for hit in result.hits:
            row = Text()
            row.append(f"{hit.entry.id:<{width}}", style="bold cyan")
            row.append(f"  {hit.entry.name}  ")
            row.append(hit.entry.where, style="dim")
            out.print(row)


@app.command()
def show(
    scenario_id: Annotated[str, typer.Argument(metavar="ID", help="Scenario id, e.g. INIT-001.")],
    features: FeaturesOption = None,
) -> None:
    """Print a scenario as written, with its rulings' texts and the rules it cites."""
    with _errors():
        out = _console()
        styles: dict[str, Callable[[str], Text]] = {
            "heading": lambda s: Text(s, style="bold"),
            "source": lambda s: Text(s, style="cyan"),
            "text": Text,
        }
        for line in explain(_index(features), scenario_id):
            out.print(styles[line.kind](line.text))
