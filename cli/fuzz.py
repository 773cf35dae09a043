"""``rulings fuzz``: random games on an engine beside the reference engine, and their summary."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from rulings import RulingsError

from .options import EngineCmdOption, TimeoutOption
from .output import Line, Printer, one_line, progress_bar

if TYPE_CHECKING:  # the commands import these when they run: a fast start for the others
    from rulings.fuzz import FuzzReport


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
    from rulings.fuzz import fuzz as run_fuzz
    from rulings.scenarios.atomic import check_directory_writable
    from rulings.scenarios.request import EngineChoice
    from rulings.scenarios.shards import Shard

    chosen_shard = Shard.parse(shard) if shard is not None else None
    if (engine is None) == (engine_cmd is None):
        raise RulingsError("fuzz: give exactly one of --engine NAME and --engine-cmd CMD")
    chosen = EngineChoice(engine or "reference", engine_cmd, timeout)
    check_directory_writable(out, "--out")
    factory = chosen.open
    factory().close()  # an engine that can't be built is bad input, said before any game
    from rulings.running.signals import stopped_by_signals

    with stopped_by_signals(), progress_bar("fuzzing") as progress:
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
        row.append(f"  {d.kind}  at '{d.step}': {one_line(d.detail)}  ")
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
