"""``suite_run(engine=..., ids=[...], ...)``: rulings.running.runner.run_suite with its RunRequest
(scenarios/request.py) written as keywords, so a test says what it runs in one line; and
``cli_run``: the same through the command line, in a child process."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rulings.running.runner import run_suite
from rulings.scenarios.request import EngineChoice, Jobs, RunRequest
from rulings.scenarios.results import RunResult
from rulings.scenarios.selection import Selection
from rulings.scenarios.shards import Shard
from tests.support.paths import REPO_ROOT


def request(*, engine: str = "reference", engine_cmd: str | None = None,
            timeout: float | None = None, features: Sequence[str | Path] = (),
            ids: Sequence[str] = (), cr: Sequence[str] = (), cards: Sequence[str] = (),
            tags: Sequence[str] = (), shard: str | None = None, jobs: Jobs = 1,
            json_path: str | Path | None = None,
            junit_path: str | Path | None = None) -> RunRequest:
    return RunRequest(engine=EngineChoice(engine, engine_cmd, timeout),
                      features=tuple(Path(p) for p in features),
                      selection=Selection(tuple(ids), tuple(cr), tuple(cards), tuple(tags)),
                      shard=Shard.parse(shard) if shard is not None else None, jobs=jobs,
                      json_path=Path(json_path) if json_path is not None else None,
                      junit_path=Path(junit_path) if junit_path is not None else None)


def suite_run(*, progress: Any = None, plugins: Sequence[object] = (), wrap: Any = None,
              **options: Any) -> RunResult:
    return run_suite(request(**options), progress=progress, plugins=plugins, wrap=wrap)


def cli_run(engine_cmd: str, args: Sequence[str], tmp: Path,
            env: dict[str, str] | None = None, timeout: float = 300,
            ) -> tuple[subprocess.CompletedProcess[str], RunResult | None]:
    """``rulings run --engine-cmd ENGINE_CMD ARGS --json`` in a child process, as a user types
    it (the wire adapters' tests): the process and the run's results, None when none was
    written. ``env`` is added to the environment."""
    out = tmp / "results.json"
    argv = [sys.executable, "-m", "rulings.cli", "run", "--engine-cmd", engine_cmd, *args,
            "--json", str(out)]
    done = subprocess.run(argv, cwd=REPO_ROOT, env={**os.environ, "NO_COLOR": "1", **(env or {})},
                          capture_output=True, text=True, timeout=timeout, check=False)
    run = RunResult.from_json(json.loads(out.read_text("utf-8"))) if out.exists() else None
    return done, run
