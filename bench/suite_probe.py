"""Probes of whole-suite runs, each run in a fresh process by bench.probe.

``suite`` is what ``rulings run`` does (rulings.running.runner.run_suite); ``floor`` is pytest with
the same options running the same feature files bound to one no-op step (bench/floor/).
"""
from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

FLOOR_SUITE = Path(__file__).resolve().parent / "floor" / "noop_suite.py"
# the options rulings.running.runner passes to pytest, minus its own plugin's
PYTEST_OPTIONS = ["-p", "no:terminal", "-p", "no:cacheprovider", "-p", "no:benchmark"]


def suite(engine_cmd: str | None = None, jobs: int = 1) -> dict[str, Any]:
    from rulings.running.runner import run_suite
    from rulings.scenarios.request import EngineChoice, RunRequest

    requests = _count_wire_requests() if engine_cmd and jobs == 1 else None
    began = time.perf_counter()
    run = run_suite(RunRequest(engine=EngineChoice(command=engine_cmd), jobs=jobs))
    seconds = time.perf_counter() - began
    return {"seconds": seconds, "scenarios": len(run.results), "counts": run.counts(),
            "durations": {r.id: r.duration for r in run.results},
            "requests": dict(requests) if requests is not None else None}


def floor() -> dict[str, Any]:
    counter = _Outcomes()
    began = time.perf_counter()
    code = pytest.main([str(FLOOR_SUITE), *PYTEST_OPTIONS], plugins=[counter])
    seconds = time.perf_counter() - began
    if code != pytest.ExitCode.OK:
        raise RuntimeError(f"the floor run did not pass (pytest exit code {int(code)})")
    return {"seconds": seconds, "scenarios": counter.passed}


class _Outcomes:
    def __init__(self) -> None:
        self.passed = 0

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call" and report.passed:
            self.passed += 1


def _count_wire_requests() -> Counter[str]:
    """Counts the wire client's requests by op (this process only: the serial run)."""
    from rulings.adapters.wire.client import WireEngine

    counts: Counter[str] = Counter()
    exchange = WireEngine._exchange

    def counting(self: WireEngine, process: Any, op: str, *args: Any, **kwargs: Any) -> Any:
        counts[op] += 1
        return exchange(self, process, op, *args, **kwargs)

    WireEngine._exchange = counting  # type: ignore[method-assign]
    return counts
