"""``rulings run``: the suite run in-process by pytest against one engine."""
from __future__ import annotations

import importlib.util
import json
import os
import signal
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from rulings.adapters.capabilities import CAPABILITIES, unknown_capabilities
from rulings.adapters.engine import Engine, EngineInfo
from rulings.adapters.errors import ProtocolError
from rulings.adapters.registry import EngineLoadError
from rulings.scenarios.atomic import (WriteError, check_distinct, check_writable,
                                      write_bytes_atomic, write_text_atomic)
from rulings.scenarios.index import Entry, build_index
from rulings.scenarios.locations import feature_files, features_hash
from rulings.scenarios.request import AUTO, EngineChoice, RunRequest, cpus
from rulings.scenarios.results import RunResult, ShardInfo
from rulings.steps.plugin import PreparedRun

from .. import RulingsError, RunInterrupted, signal_name
from . import preflight
from .collector import ResultCollector
from .signals import Stop, stopped_by_signals
from .suiteversion import suite_version
from .workers import ForkedWorkers, available as workers_available

# the steps package's folder: steps/ in a checkout, rulings/steps/ when installed
def _package_dir(name: str) -> Path:
    """Where a package of the project is, found without importing it."""
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.submodule_search_locations, name  # installed with this one
    return Path(spec.submodule_search_locations[0])


STEPS_DIR = _package_dir("rulings.steps")
PLUGIN_MODULE = "rulings.steps.plugin"


Progress = Callable[[int, int], None]  # (scenarios finished, scenarios selected)


def run_suite(request: RunRequest = RunRequest(), *, progress: Progress | None = None,
              plugins: Sequence[object] = (),
              wrap: Callable[[Engine], Engine] | None = None) -> RunResult:
    """Run the scenarios ``request`` selects (scenarios/request.py) on its engine.

    ``progress`` is called as each scenario finishes; ``plugins`` are extra pytest plugins for
    the run. ``wrap`` is given the engine object before the session plays on it and returns the
    engine the session plays on (explain's tracer: one engine, so a serial run). Bad input
    raises RulingsError with a one-line message.
    """
    if wrap is not None and request.jobs != 1:
        raise RulingsError("jobs: a wrapped engine (explain's trace) is played by one process: "
                           "run with jobs 1")
    # every output path is checked before anything runs (the values were, by the request)
    for what, path in request.outputs:
        check_writable(path, what)
    extra = [str(p) for p in request.features]
    # no output over another, nor over a feature file the run reads (as named or as resolved)
    check_distinct(request.outputs, [("the feature file", p) for p in request.features]
                   + [("the feature file", p) for p in feature_files(extra)])
    with stopped_by_signals() as stop:
        # the engine that answers the check plays a serial run: one engine start, not two
        opening = _Opening(request.engine)
        try:
            # a broken feature file, a step outside the vocabulary or an unknown card is bad
            # input (the engine starts meanwhile, and is closed unused); the one index of the
            # run, handed to the plugin
            index = build_index(feature_files(extra))
            preflight.check(index.entries)
            selection, shard = request.selection, request.shard
            check_known(index.entries, selection.ids, selection.cards)  # a typo among several is not dropped
            selected = [e.id for e in index.entries if selection.matches(e.tags, e.id)]
            jobs = request.jobs
            if jobs == AUTO:
                jobs = choose_jobs(request.engine.command,
                                   len(shard.pick(selected)) if shard else len(selected))
            checked = opening.result()
        except BaseException as exc:
            opening.discard()
            if not isinstance(exc, KeyboardInterrupt) or stop.signum is None:
                raise
            raise RunInterrupted(stop.signum, None) from None
        if jobs > 1:  # each worker starts its own: this one must not be forked with them
            checked.engine.close()
        played = checked.engine if wrap is None or jobs != 1 else wrap(checked.engine)
        prepared = PreparedRun(request, index, played if jobs == 1 else None)
        junit_temp = None
        try:
            if request.junit_path:
                junit_temp = _junit_folder(request.junit_path) / "junit.xml"
            return _run(checked.info, stop, request, jobs=jobs, progress=progress,
                        plugins=[prepared, *plugins], selected=selected, junit_temp=junit_temp)
        finally:
            untaken = prepared.take()
            if untaken is not None:  # the session never asked for an engine
                untaken.close()
            if junit_temp is not None:
                import shutil

                shutil.rmtree(junit_temp.parent, ignore_errors=True)


def _junit_folder(target: Path) -> Path:
    """A new folder beside the --junit file for pytest to write it in (removed after the run):
    pytest opens its file by name, following any link; ours are put in place atomically."""
    import secrets

    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        folder = target.parent / f".{target.name}.{secrets.token_hex(6)}.d"
        folder.mkdir()
    except OSError as exc:
        raise WriteError(f"--junit: {target}: cannot write: {exc.strerror or exc}") from None
    return folder


def _run(info: EngineInfo, stop: Stop, request: RunRequest, *, jobs: int,
         progress: Progress | None, plugins: Sequence[object], selected: list[str],
         junit_temp: Path | None = None) -> RunResult:
    # what to run is the request, in the plugin (PreparedRun): no option of ours on the line
    args = [str(STEPS_DIR), "-p", PLUGIN_MODULE, "-p", "no:terminal", "-p", "no:cacheprovider",
            "-p", "no:benchmark", "--continue-on-collection-errors"]
    if junit_temp is not None:  # pytest writes it there; _write_outputs moves it in place
        args.append(f"--junitxml={junit_temp}")

    shard = request.shard
    collector = ResultCollector()
    run_plugins: list[object] = [collector, *plugins]
    if jobs > 1:
        run_plugins.append(ForkedWorkers(jobs))
    if progress:
        total = len(shard.pick(selected)) if shard else len(selected)
        run_plugins.append(_ProgressPlugin(progress, total))
    started = time.perf_counter()
    try:
        code = pytest.main(args, plugins=run_plugins)
    except KeyboardInterrupt:  # a signal outside pytest's own handling of it
        if stop.signum is None:
            raise
        code = pytest.ExitCode.INTERRUPTED
    run = RunResult(engine=info.name, engine_version=info.version,
                    protocol_version=info.protocol_version, suite_version=suite_version(),
                    suite_hash=features_hash(),
                    shard=ShardInfo(shard.index, shard.count, len(selected)) if shard else None,
                    results=collector.results, duration=time.perf_counter() - started,
                    incidents=list(collector.incidents))
    json_path, junit_path = request.json_path, request.junit_path
    if stop.signum is not None or code == pytest.ExitCode.INTERRUPTED:
        # the scenarios finished so far are kept, marked as an incomplete run
        run.incomplete = f"interrupted by {signal_name(stop.signum or signal.SIGINT)}"
        interrupted = RunInterrupted(stop.signum or signal.SIGINT, run)
        try:
            _write_outputs(run, json_path, junit_path, junit_temp)
        except WriteError as exc:  # the interruption stays the news; the lost file is said too
            interrupted.unwritten = str(exc)
        raise interrupted
    if code not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED, pytest.ExitCode.NO_TESTS_COLLECTED):
        raise RulingsError(f"pytest could not run the suite (exit code {int(code)}); run "
                           f"'pytest {STEPS_DIR}' to see why")
    _write_outputs(run, json_path, junit_path, junit_temp)
    return run


def _write_outputs(run: RunResult, json_path: str | os.PathLike[str] | None,
                   junit_path: str | os.PathLike[str] | None, junit_temp: Path | None) -> None:
    """Write the run's files (each atomically, through the one writing path). A file that can't
    be written (a full disk) does not stop the other: a WriteError names each, holding the run,
    so its summary is still printed."""
    failed = []
    if json_path:
        try:
            write_json(Path(json_path), run.to_json())
        except WriteError as exc:
            failed.append(str(exc))
    if junit_path and junit_temp is not None:
        try:
            try:
                data = junit_temp.read_bytes()
            except OSError as exc:
                raise WriteError(f"--junit: {junit_path}: cannot write: pytest wrote no JUnit XML "
                                 f"({exc.strerror or exc})") from None
            write_bytes_atomic(Path(junit_path), data, "--junit")
        except WriteError as exc:
            failed.append(str(exc))
    if failed:
        raise WriteError("; ".join(failed), outcome=run)


def check_known(entries: Sequence[Entry], ids: Sequence[str], cards: Sequence[str]) -> None:
    """RulingsError naming every --id and --card value no scenario has: one typo among several
    values would otherwise be dropped silently, the run going on with the others."""
    from rulings.scenarios.selection import tag_values

    known_ids: set[str] = set()
    known_cards: set[str] = set()
    for entry in entries:
        known_ids.add(entry.id.upper())
        known_ids.update(i.upper() for i in tag_values(entry.tags, "id"))
        known_cards.update(tag_values(entry.tags, "card"))
    unknown_ids = [i for i in ids if i.lstrip("@").removeprefix("id:").upper() not in known_ids]
    unknown_cards = [c for c in cards if c not in known_cards]
    problems = []
    if unknown_ids:
        problems.append(f"--id: no scenario has the id {', '.join(map(repr, unknown_ids))}")
    if unknown_cards:
        problems.append(f"--card: no scenario has the card {', '.join(map(repr, unknown_cards))} "
                        "(card slugs: 'rulings lookup --card NAME')")
    if problems:
        raise RulingsError("; ".join(problems))


AUTO_MIN_PER_WORKER = 20  # fewer scenarios a worker than this: starting it costs more than it gives
# an in-process engine plays a scenario in milliseconds: a worker needs more of them to pay for
# its fork, its own engine and the reports it sends back (bench/README.md, issue 15 round 3)
AUTO_MIN_PER_WORKER_IN_PROCESS = 50


def choose_jobs(engine_cmd: str | None, scenarios: int) -> int:
    """--jobs auto: one forked worker per CPU available, as long as each gets enough scenarios
    to pay for itself: AUTO_MIN_PER_WORKER for a wire engine (each request waits on another
    process), AUTO_MIN_PER_WORKER_IN_PROCESS for an in-process one; otherwise serial."""
    least = AUTO_MIN_PER_WORKER if engine_cmd else AUTO_MIN_PER_WORKER_IN_PROCESS
    workers = min(cpus(), scenarios // least)
    if workers > 1 and workers_available():
        return workers
    return 1


@dataclass
class CheckedEngine:
    engine: Engine
    info: EngineInfo


class _Opening:
    """open_engine, for an engine command in a thread of its own: the engine process starts
    and shakes hands while the run reads and checks the feature files (most of a tenth of a
    second each). An engine in process is opened when its result is asked for."""

    def __init__(self, engine: EngineChoice) -> None:
        self._engine = engine
        self._checked: CheckedEngine | None = None
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        if engine.command:
            self._thread = threading.Thread(target=self._open, name="engine-start", daemon=True)
            self._thread.start()

    def _open(self) -> None:
        try:
            self._checked = open_engine(self._engine)
        except BaseException as exc:  # noqa: BLE001  (raised by result(), in the run's thread)
            self._error = exc

    def result(self) -> CheckedEngine:
        if self._thread is None:
            self._open()
        else:
            self._thread.join()
        if self._error is not None:
            error, self._error = self._error, None
            raise error
        assert self._checked is not None
        checked, self._checked = self._checked, None
        return checked

    def discard(self) -> None:
        """The run stopped before it took the engine: close it, once it is open."""
        if self._thread is not None:
            self._thread.join()
        if self._checked is not None:
            self._checked.engine.close()
            self._checked = None


def open_engine(engine: EngineChoice) -> CheckedEngine:
    """The engine, built and asked for its info before the run starts (a bad engine is bad
    input); the caller closes it."""
    try:
        chosen = engine.open()
    except EngineLoadError as exc:
        raise RulingsError(str(exc)) from None
    try:
        info = chosen.info()
        unknown = unknown_capabilities(set(info.capabilities))
        if unknown:  # a misspelt capability would silently skip the scenarios that need it
            raise RulingsError(f"engine {engine.label!r}: capabilities: unknown "
                               f"{', '.join(map(repr, unknown))} (known: {', '.join(CAPABILITIES)})")
    except ProtocolError as exc:
        chosen.close()
        raise RulingsError(f"engine {engine.label!r} did not describe itself: {exc}") from None
    except BaseException:
        chosen.close()
        raise
    return CheckedEngine(chosen, info)


def write_json(path: Path, data: dict, what: str = "--json") -> None:
    """Write atomically: a reader sees the old file or the new one, never half of one."""
    write_text_atomic(path, json.dumps(data, indent=2) + "\n", what)


class _ProgressPlugin:
    """Calls ``progress(done, total)`` as each scenario's last phase (teardown) is reported."""

    def __init__(self, progress: Progress, total: int) -> None:
        self.progress, self.total, self.done = progress, total, 0

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "teardown":
            self.done += 1
            self.progress(self.done, max(self.total, self.done))
