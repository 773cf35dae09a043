"""Reading a results file written by ``rulings run --json``; errors name the file and the field."""
from __future__ import annotations

import json
from pathlib import Path

from rulings.scenarios.results import RunResult

from .. import RulingsError, read_text


def load_run(path: Path) -> RunResult:
    """The run in ``path``; a RulingsError names the file and the first bad line or field."""
    text = read_text(path, "no such results file")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RulingsError(f"{path}:{exc.lineno}: not JSON ({exc.msg}, column {exc.colno}); "
                           "is the file complete?") from None
    except RecursionError:  # '[[[[...' thousands deep: not a results file
        raise RulingsError(f"{path}: not a results file: JSON nested too deeply") from None
    try:
        return RunResult.from_json(data)
    except RulingsError as exc:
        raise RulingsError(f"{path}: {exc}") from None


def check_complete(run: RunResult, path: Path | str) -> None:  # a file, or shard files' label
    """An interrupted run's results are not a verdict: comparing them would call every scenario
    it never reached 'not run'."""
    if run.incomplete:
        raise RulingsError(f"{path}: run.incomplete: the results are incomplete ({run.incomplete}); "
                           "run the suite to the end")
