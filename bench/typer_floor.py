"""A do-nothing typer command with the same kinds of parameters as ``rulings lookup``.

Its cold start is what typer itself costs to run a command (parsing and coercing options),
the floor under any typer CLI: ``python bench/typer_floor.py "some words"``.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

app = typer.Typer(add_completion=False)


@app.command()
def lookup(
    query: Annotated[str, typer.Argument()] = "",
    cr: Annotated[str | None, typer.Option()] = None,
    tag: Annotated[list[str] | None, typer.Option()] = None,
    features: Annotated[list[Path] | None, typer.Option()] = None,
) -> None:
    typer.echo(query)


if __name__ == "__main__":
    sys.argv[0] = "typer-floor"
    app()
