"""Results of a suite run: one ScenarioResult per scenario (or Examples row), and their JSON form.

Result ids are the scenario index's ids (scenarios/index.py): a scenario's @id, and for an
outline's rows the @id plus the row's number ('INIT-010#2').
"""
from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, field
from typing import Any

from rulings.adapters.errors import EngineTimeout
from rulings.adapters.text import valid_text

from .errors import RulingsError

STATUSES = ("PASS", "FAIL", "ERROR", "TIMEOUT", "SKIP")
FAILING = ("FAIL", "ERROR", "TIMEOUT")


@dataclass
class ScenarioResult:
    id: str
    name: str
    status: str
    message: str
    duration: float
    tags: list[str]
    file: str
    line: int


@dataclass
class ShardInfo:
    """Which part of a run a results file holds (``rulings run --shard K/N``)."""
    index: int  # K, from 1
    count: int  # N
    selected: int  # scenarios the whole run selected, all shards together


@dataclass
class RunResult:
    engine: str
    engine_version: str
    protocol_version: str
    suite_version: str
    results: list[ScenarioResult] = field(default_factory=list)
    duration: float = 0.0
    # why the run stopped before its end ("interrupted by SIGTERM"); empty for a complete run
    incomplete: str = ""
    # engine trouble outside any scenario (between two of them), one line each
    incidents: list[str] = field(default_factory=list)
    # "sha256:..." of the suite's own feature files (paths and contents): two runs with the same
    # hash ran the same scenarios; empty in files written before it was recorded
    suite_hash: str = ""
    # this file is shard index of count of one run (scenarios/shards.py); None: the whole run
    shard: ShardInfo | None = None

    def counts(self) -> dict[str, int]:
        counts = dict.fromkeys(STATUSES, 0)
        for result in self.results:
            counts[result.status] += 1
        return counts

    def failing(self) -> list[ScenarioResult]:
        return [r for r in self.results if r.status in FAILING]

    @property
    def ok(self) -> bool:
        """Complete, nothing failing, and no engine trouble between scenarios."""
        return not (self.failing() or self.incidents or self.incomplete)

    def to_json(self) -> dict:
        data = dataclasses.asdict(self)
        data["counts"] = self.counts()
        return data

    @classmethod
    def from_json(cls, data: Any) -> RunResult:
        """Rebuild a run from to_json's output; a RulingsError names the first bad field."""
        # written by older versions without these: a complete run with no incidents
        run = _build(cls, data, "run", skip={"results", "shard"}, optional=_OPTIONAL_RUN_FIELDS)
        shard = data.get("shard")
        if shard is not None:
            run.shard = _build(ShardInfo, shard, "run.shard")
            if not 1 <= run.shard.index <= run.shard.count or run.shard.selected < 0:
                raise RulingsError(f"run.shard: index {run.shard.index} of count "
                                   f"{run.shard.count} is not a shard (1 <= index <= count)")
        results = data.get("results")
        if not isinstance(results, list):
            raise RulingsError("run.results: expected a list")
        run.results = [_build(ScenarioResult, r, f"run.results[{i}]") for i, r in enumerate(results)]
        for i, result in enumerate(run.results):
            if result.status not in STATUSES:
                raise RulingsError(f"run.results[{i}].status: {result.status!r} is not one of "
                                 f"{', '.join(STATUSES)}")
        return run


_OPTIONAL_RUN_FIELDS = frozenset({"incomplete", "incidents", "suite_hash", "shard"})


def _build(cls: type, data: Any, where: str, skip: frozenset[str] | set[str] = frozenset(),
           optional: frozenset[str] = frozenset()) -> Any:
    if not isinstance(data, dict):
        raise RulingsError(f"{where}: expected an object, got {type(data).__name__}")
    hints = typing.get_type_hints(cls)
    values = {}
    for f in dataclasses.fields(cls):
        if f.name in skip or (f.name in optional and f.name not in data):
            continue
        if f.name not in data:
            raise RulingsError(f"{where}: missing field {f.name!r}")
        values[f.name] = _checked(hints[f.name], data[f.name], f"{where}.{f.name}")
    return cls(**values)


def _checked(hint: Any, value: Any, where: str) -> Any:
    if hint is float and isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    if hint == list[str]:
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return [valid_text(v) for v in value]
        raise RulingsError(f"{where}: expected a list of strings")
    if hint is str and isinstance(value, str):  # a lone surrogate ("\ud800") read back: U+FFFD
        return valid_text(value)
    if isinstance(hint, type) and isinstance(value, hint) and not isinstance(value, bool):
        return value
    raise RulingsError(f"{where}: expected {getattr(hint, '__name__', hint)}, got {type(value).__name__}")


def classify(exc: BaseException) -> str:
    """The status of a scenario that raised ``exc``: a wrong answer is FAIL, a broken run ERROR."""
    if isinstance(exc, EngineTimeout):
        return "TIMEOUT"
    if isinstance(exc, AssertionError):  # includes adapters.session.ScenarioFailure
        return "FAIL"
    return "ERROR"


def one_line(text: str, limit: int = 400) -> str:
    """The first non-blank line of ``text``, cut to ``limit`` characters."""
    line = next((ln.strip() for ln in str(text).splitlines() if ln.strip()), "")
    return line if len(line) <= limit else line[: limit - 3] + "..."
