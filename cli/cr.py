"""``rulings cr check`` and ``rulings cr renumber``: the Comprehensive Rules the suite cites."""
from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


from .output import Line, Printer


cr_app = typer.Typer(no_args_is_help=True, help=(
    "The Comprehensive Rules the suite cites: check a newer CR text file against the suite's "
    "citations; renumber citations written for an older CR."))


@cr_app.command("check")
def cr_check(
    path: Annotated[Path, typer.Argument(
        metavar="PATH", help="A Comprehensive Rules text file you downloaded (never fetched).")],
    all_rules: Annotated[bool, typer.Option("--all", help="Also list the rules that didn't move.")] = False,
) -> None:
    """For every rule the suite cites: does the number still exist, did its section's title move,
    did its text change (fingerprints)? Exit 1 when anything moved, 0 when nothing did."""
    from rulings.cr.crcheck import check, summary

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
    from rulings.cr.renumber import renumber_files

    changes = renumber_files(files, from_version, write=write)
    out = Printer()
    for change in changes:
        out.print(Line(f"{change.path}:{change.line}", style="cyan"))
        out.print(Line(f"  - {change.before.strip()}", style="red"))
        out.print(Line(f"  + {change.after.strip()}", style="green"))
    touched = len({c.path for c in changes})
    done = "rewritten" if write else "would change (--write applies)"
    out.print(Line(f"renumber: {len(changes)} lines in {touched} files {done}", style="bold"))
