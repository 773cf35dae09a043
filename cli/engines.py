"""The engines: ``rulings engines`` lists them, ``rulings serve`` serves one over the wire."""
from __future__ import annotations

from typing import Annotated

import typer


from .output import Line, Printer


def engines() -> None:
    """List the registered engines with their version and capabilities (and why one that
    fails to load does)."""
    from rulings.running.engines import describe_all

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


def serve(
    name: Annotated[str, typer.Argument(
        help="Engine to serve: a registered name or 'package.module:Class'.")] = "reference",
) -> None:
    """Serve an engine over the wire protocol on stdin/stdout (for --engine-cmd)."""
    from rulings.adapters.wire.serve import main as serve_main

    raise typer.Exit(serve_main([name]))
