"""The suite's scenarios as the thing each mutant runs against: ``rulings.runner.run_suite``
(what ``rulings run`` does) on one engine, in process, with a pytest plugin that runs only the
scenarios that execute the mutated lines, most-killing first, and stops at the first failure.

The baseline runs the unmutated engine twice in children: once timed (every scenario must
pass), once under ``sys.settrace`` recording which lines of the package each scenario executes
("coverage"). Lines executed outside any scenario (imports, building the engine) count as
executed by every scenario.
"""
from __future__ import annotations

import importlib
import os
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from .campaign import Task, forget_package

GLOBAL = "<outside scenarios>"


def warm_up() -> None:
    """Imports in the parent what every child needs (the fork shares it)."""
    import pytest_bdd  # noqa: F401
    import rulings.runner  # noqa: F401
    import steps.conftest  # noqa: F401
    from rulings.runner import run_suite
    run_suite(ids=["<none: warming up>"])  # plugins, step modules, the index cache


def check_engine(engine: str) -> Any:
    def check(package: str) -> None:
        from adapters.registry import load_engine
        built = load_engine(engine)
        try:
            built.info()
        finally:
            built.close()
    return check


class _Plan:
    """Keeps and orders the scenarios a task names; stops the run at the first failure."""

    def __init__(self, order: list[str] | None, stop_first: bool) -> None:
        self.order = order
        self.stop_first = stop_first
        self.session: pytest.Session | None = None
        self.run: list[str] = []
        self.durations: dict[str, float] = defaultdict(float)
        self.ids: dict[str, str] = {}
        self.first_failure: tuple[str, str] | None = None

    def pytest_sessionstart(self, session: pytest.Session) -> None:
        self.session = session

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        if self.order is None:
            return
        rank = {nodeid: i for i, nodeid in enumerate(self.order)}
        keep = sorted((item for item in items if item.nodeid in rank), key=lambda i: rank[i.nodeid])
        drop = [item for item in items if item.nodeid not in rank]
        if drop:
            config.hook.pytest_deselected(items=drop)
        items[:] = keep

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.durations[report.nodeid] += report.duration
        props = dict(report.user_properties)
        if "rulings_id" in props:
            self.ids[report.nodeid] = str(props["rulings_id"])
        if report.when == "setup":
            self.run.append(report.nodeid)
        if report.failed and self.first_failure is None:
            self.first_failure = (report.nodeid, "")
            if self.stop_first and self.session is not None:
                self.session.shouldfail = "mutant killed"  # what pytest -x does


class _Tracer:
    """Which lines of the package's files each scenario executes."""

    def __init__(self, root: str) -> None:
        self.root = root.rstrip(os.sep) + os.sep
        self.mine: dict[str, bool] = {}
        self.current = GLOBAL
        self.lines: dict[str, dict[str, set[int]]] = defaultdict(lambda: defaultdict(set))

    def global_trace(self, frame, event, arg):  # noqa: ANN001
        name = frame.f_code.co_filename
        mine = self.mine.get(name)
        if mine is None:
            mine = self.mine[name] = os.path.abspath(name).startswith(self.root)
        if mine:
            self.lines[self.current][frame.f_code.co_filename].add(frame.f_lineno)
            return self.local_trace
        return None

    def local_trace(self, frame, event, arg):  # noqa: ANN001
        if event == "line":
            self.lines[self.current][frame.f_code.co_filename].add(frame.f_lineno)
        return self.local_trace

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item, nextitem: object):  # noqa: ANN201
        self.current = item.nodeid
        yield
        self.current = GLOBAL


def baseline_suite(engine: str, package: str, root: str, modules: list[str], trace: bool):
    """In a child: the unmutated suite, every scenario, optionally traced."""
    def suite(task: Task) -> dict[str, Any]:
        from rulings.runner import run_suite
        plan = _Plan(None, stop_first=False)
        plugins: list[object] = [plan]
        tracer = None
        if trace:
            tracer = _Tracer(root)
            plugins.append(tracer)
            sys.settrace(tracer.global_trace)
            forget_package(package)
            for name in modules:  # import time: executed "outside scenarios"
                importlib.import_module(name)
        started = time.perf_counter()
        try:
            run = run_suite(engine=engine, plugins=plugins)
        finally:
            sys.settrace(None)
        elapsed = time.perf_counter() - started
        failing = [f"{r.id}: {r.status} {r.message}" for r in run.failing()]
        result: dict[str, Any] = {
            "status": "killed" if failing else "survived", "failing": failing[:10],
            "counts": run.counts(), "seconds": elapsed, "order": plan.run,
            "durations": dict(plan.durations), "ids": plan.ids,
        }
        if tracer is not None:
            result["coverage"] = {scenario: {path: sorted(lines) for path, lines in files.items()}
                                  for scenario, files in tracer.lines.items()}
        return result
    return suite


def mutant_suite(engine: str):
    """In a child: the scenarios ``task.data['order']`` names, in that order, until one fails."""
    def suite(task: Task) -> dict[str, Any]:
        from rulings.runner import run_suite
        plan = _Plan(list(task.data["order"]), stop_first=True)
        run = run_suite(engine=engine, plugins=[plan])
        failing = run.failing()
        if not failing:
            return {"status": "survived", "scenarios_run": len(plan.run)}
        first = failing[0]
        if plan.first_failure is not None:
            nodeid = plan.first_failure[0]
            first = next((r for r in failing if r.id == plan.ids.get(nodeid)), first)
        return {"status": "killed", "scenario": first.id, "nodeid": plan.first_failure[0]
                if plan.first_failure else "", "message": f"{first.status}: {first.message}"[:300],
                "scenarios_run": len(plan.run)}
    return suite


class Coverage:
    """Scenarios (node ids) that execute any of a file's lines, from the traced baseline."""

    def __init__(self, data: dict[str, dict[str, list[int]]]) -> None:
        self.everyone: dict[str, set[int]] = {_key(p): set(ls) for p, ls in data.get(GLOBAL, {}).items()}
        self.by_line: dict[tuple[str, int], set[str]] = defaultdict(set)
        for scenario, files in data.items():
            if scenario == GLOBAL:
                continue
            for path, lines in files.items():
                for line in lines:
                    self.by_line[(_key(path), line)].add(scenario)

    def scenarios(self, path: Path, first: int, last: int, all_scenarios: list[str]) -> list[str]:
        key = _key(str(path))
        lines = range(first, last + 1)
        if any(line in self.everyone.get(key, ()) for line in lines):
            return list(all_scenarios)
        found: set[str] = set()
        for line in lines:
            found |= self.by_line.get((key, line), set())
        return [s for s in all_scenarios if s in found]


def _key(path: str) -> str:
    return str(Path(path).resolve())
