"""The suite's scenarios as the thing each mutant runs against.

``rulings.running.runner.run_suite`` (what ``rulings run`` does) collects the scenarios once, in the
parent, on the engine named; a plugin then replaces pytest's test loop with the campaign, and
each forked child runs the scenarios the parent chose (those executing the mutated lines,
most-killing first) through pytest's own ``pytest_runtest_protocol``, stopping at the first
failure. The engine fixture is session-scoped and first built in the child, after the mutant is
installed.

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
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .campaign import Task, forget_package

GLOBAL = "<outside scenarios>"


def warm_up() -> None:
    """Imports in the parent what every child needs (the fork shares it)."""
    import pytest_bdd  # noqa: F401
    import rulings.running.runner  # noqa: F401
    from rulings.steps import plugin  # noqa: F401


def check_engine(engine: str) -> Any:
    def check(package: str) -> None:
        from rulings.adapters.registry import load_engine
        built = load_engine(engine)
        try:
            built.info()
        finally:
            built.close()
    return check


class _Session:
    """A pytest plugin: once the suite is collected, ``work(items)`` runs instead of pytest's
    test loop, so every child forked from it has the collected scenarios ready to run."""

    def __init__(self, work: Callable[[list[pytest.Item]], None]) -> None:
        self.work = work
        self.error: BaseException | None = None
        self.ran = False

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool:
        self.ran = True
        try:
            self.work(list(session.items))
        except BaseException as exc:  # noqa: BLE001 - handed back to the caller of run_suite
            self.error = exc
        return True


def in_collected_session(engine: str, work: Callable[[list[pytest.Item]], None]) -> None:
    """``rulings.running.runner.run_suite`` (what ``rulings run`` does) collects the scenarios; then
    ``work(items)`` runs, in the parent, inside that pytest session."""
    from rulings.running.runner import run_suite
    from rulings.scenarios.request import EngineChoice, RunRequest
    plugin = _Session(work)
    run_suite(RunRequest(engine=EngineChoice(engine)), plugins=[plugin])
    if plugin.error is not None:
        raise plugin.error
    if not plugin.ran:
        raise RuntimeError("pytest did not reach its test loop (the suite could not be collected)")


class _Recorder:
    """In a child: what each scenario's reports say."""

    def __init__(self) -> None:
        self.durations: dict[str, float] = defaultdict(float)
        self.ids: dict[str, str] = {}
        self.failures: list[tuple[str, str]] = []  # (node id, one-line message)
        self.failed_now = False

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.durations[report.nodeid] += report.duration
        props = dict(report.user_properties)
        if "rulings_id" in props:
            self.ids[report.nodeid] = str(props["rulings_id"])
        if report.failed:
            self.failed_now = True
            if not any(nodeid == report.nodeid for nodeid, _ in self.failures):
                status = str(props.get("rulings_status", "ERROR"))
                message = str(props.get("rulings_message") or report.longreprtext.strip().splitlines()[-1:] or "")
                self.failures.append((report.nodeid, f"{status}: {message}"[:300]))


def run_items(items: list[pytest.Item], *, stop_first: bool,
              before: Callable[[str], None] | None = None) -> tuple[_Recorder, list[str]]:
    """In a child: run these scenarios in order, as pytest's loop would; with ``stop_first``,
    stop after the first that fails (pytest -x). ``before(nodeid)`` is called before each."""
    recorder = _Recorder()
    if items:
        items[0].config.pluginmanager.register(recorder, "bench-mutants-recorder")
        _drop_prepared_engine(items[0].config)
    ran: list[str] = []
    for index, item in enumerate(items):
        if before:
            before(item.nodeid)
        nextitem = items[index + 1] if index + 1 < len(items) else None
        recorder.failed_now = False
        item.ihook.pytest_runtest_protocol(item=item, nextitem=nextitem)
        ran.append(item.nodeid)
        if stop_first and recorder.failed_now:
            break
    if before:
        before(GLOBAL)
    return recorder, ran


def _drop_prepared_engine(config: pytest.Config) -> None:
    """rulings.running.runner hands the session the engine it checked (steps/plugin.py PreparedEngine),
    built in the parent before the fork, from the package unmutated: a child that played on it
    would never see its mutant. The child closes it, so the engine fixture builds the engine
    from the package as the child imported it."""
    from rulings.steps.plugin import PREPARED  # not in the mutated package: the parent's key
    prepared = config.stash.get(PREPARED, None)
    engine = prepared.take() if prepared is not None else None
    if engine is not None:
        engine.close()


class _Tracer:
    """Which lines of the package's files each scenario executes."""

    def __init__(self, root: str) -> None:
        self.root = root.rstrip(os.sep) + os.sep
        self.mine: dict[str, bool] = {}
        self.current = GLOBAL
        self.lines: dict[str, dict[str, set[int]]] = defaultdict(lambda: defaultdict(set))

    def scenario(self, nodeid: str) -> None:
        self.current = nodeid

    def global_trace(self, frame, event, arg):  # noqa: ANN001
        name = frame.f_code.co_filename
        mine = self.mine.get(name)
        if mine is None:
            mine = self.mine[name] = os.path.abspath(name).startswith(self.root)
        if mine:
            self.lines[self.current][name].add(frame.f_lineno)
            return self.local_trace
        return None

    def local_trace(self, frame, event, arg):  # noqa: ANN001
        if event == "line":
            self.lines[self.current][frame.f_code.co_filename].add(frame.f_lineno)
        return self.local_trace


def baseline_suite(items: list[pytest.Item], package: str, root: str, modules: list[str], trace: bool):
    """In a child: the unmutated suite, every scenario, optionally traced."""
    def suite(task: Task) -> dict[str, Any]:
        tracer = None
        if trace:
            tracer = _Tracer(root)
            sys.settrace(tracer.global_trace)
            forget_package(package)
            for name in modules:  # import time: executed "outside scenarios"
                importlib.import_module(name)
        started = time.perf_counter()
        try:
            recorder, ran = run_items(items, stop_first=False, before=tracer.scenario if tracer else None)
        finally:
            sys.settrace(None)
        elapsed = time.perf_counter() - started
        failing = [f"{recorder.ids.get(n, n)}: {m}" for n, m in recorder.failures]
        result: dict[str, Any] = {
            "status": "killed" if failing else "survived", "failing": failing[:10],
            "seconds": elapsed, "order": ran, "durations": dict(recorder.durations),
            "ids": recorder.ids,
        }
        if tracer is not None:
            result["coverage"] = {scenario: {path: sorted(lines) for path, lines in files.items()}
                                  for scenario, files in tracer.lines.items()}
        return result
    return suite


PROTOCOL = "protocol-check"  # the "scenario" that kills a mutant through rulings.running.protocol_check


def protocol_failure(engine: str) -> tuple[str, str] | None:
    """The first protocol check (rulings/running/protocol_check.py) the engine fails, as (id, message),
    or None: bad requests the scenarios never send (a malformed position, decide() with nothing
    pending) must get their documented error."""
    from rulings.adapters.registry import load_engine
    from rulings.running.protocol_check import check_protocol

    built = load_engine(engine)
    try:
        run = check_protocol(built)
    finally:
        built.close()
    bad = [r for r in run.results if r.status not in ("PASS", "SKIP")]
    return (bad[0].id, bad[0].message) if bad else None


def mutant_suite(items: list[pytest.Item], engine: str | None = None, killers: bool = False):
    """In a child: the scenarios ``task.data['order']`` names, in that order, until one fails
    (with ``killers``: all of them, counting every one that fails); then, if they all pass and
    ``engine`` is given, the protocol checks."""
    by_id = {item.nodeid: item for item in items}

    def suite(task: Task) -> dict[str, Any]:
        chosen = [by_id[nodeid] for nodeid in task.data["order"]]
        recorder, ran = run_items(chosen, stop_first=not killers)
        if killers and recorder.failures:
            nodeid, message = recorder.failures[0]
            return {"status": "killed", "nodeid": nodeid,
                    "scenario": recorder.ids.get(nodeid, nodeid), "message": message,
                    "scenarios_run": len(ran),
                    "killers": sorted({recorder.ids.get(n, n) for n, _ in recorder.failures})}
        if not recorder.failures and engine is not None:
            failed = protocol_failure(engine)
            if failed:
                return {"status": "killed", "nodeid": f"{PROTOCOL}:{failed[0]}",
                        "scenario": f"{PROTOCOL} {failed[0]}", "message": failed[1],
                        "scenarios_run": len(ran)}
        if not recorder.failures:
            return {"status": "survived", "scenarios_run": len(ran)}
        nodeid, message = recorder.failures[0]
        return {"status": "killed", "nodeid": nodeid, "scenario": recorder.ids.get(nodeid, nodeid),
                "message": message, "scenarios_run": len(ran)}
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
