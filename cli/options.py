"""The options several commands share (typer's Annotated types), one definition each."""
from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

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
