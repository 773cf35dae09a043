"""``rulings run``: the suite run in-process by pytest against one engine."""
from __future__ import annotations

import importlib.util
import json
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from rulings.adapters.capabilities import CAPABILITIES, unknown_capabilities
from rulings.adapters.engine import Engine, EngineInfo
from rulings.adapters.errors import ProtocolError
from rulings.adapters.registry import (MAX_TIMEOUT, TIMEOUT_ENV, EngineLoadError, engine_from_command,
                               load_engine)
from rulings.scenarios.atomic import check_writable, write_text_atomic
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import EXTRA_FEATURES_ENV, feature_files, features_hash
from rulings.scenarios.results import RunResult, ShardInfo
from rulings.scenarios.selection import Selection
from rulings.scenarios.shards import Shard
from rulings.steps.plugin import PreparedEngine

from . import RulingsError, RunInterrupted, preflight, signal_name
from .collector import ResultCollector
from .suiteversion import suite_version
from .workers import ForkedWorkers, available as workers_available

# the steps package's folder: steps/ in a checkout, rulings/steps/ when installed
STEPS_DIR = Path(importlib.util.find_spec("rulings.steps").submodule_search_locations[0])
SUITE_MODULE = "rulings.steps.test_suite"
PLUGIN_MODULE = "rulings.steps.plugin"


Progress = Callable[[int, int], None]  # (scenarios finished, scenarios selected)


def run_suite(*, engine: str = "reference", engine_cmd: str | None = None,
              features: Sequence[str | os.PathLike[str]] = (), ids: Sequence[str] = (),
              cr: Sequence[str] = (), cards: Sequence[str] = (), tags: Sequence[str] = (),
              jobs: int | str = 1, json_path: str | os.PathLike[str] | None = None,
              junit_path: str | os.PathLike[str] | None = None, timeout: float | None = None,
              progress: Progress | None = None, plugins: Sequence[object] = (),
              shard: str | Shard | None = None,
              wrap: Callable[[Engine], Engine] | None = None) -> RunResult:
    """Run the scenarios selected by tags (within a kind: any; across kinds: all) on one engine.

    ``features`` adds feature files or directories to the suite's own. ``cr`` matches a rule
    and its sub-rules. ``timeout`` (seconds) bounds the handshake and each request of an
    ``engine_cmd`` engine. ``progress`` is called as each scenario finishes; ``plugins`` are
    extra pytest plugins for the run. ``shard`` ('K/N') runs shard K of N of the selected
    scenarios (scenarios/shards.py) and records it in the results. ``jobs`` is a number of
    workers or 'auto' (choose_jobs). ``wrap`` is given the engine object before the session
    plays on it and returns the engine the session plays on (explain's tracer: one engine, so a
    serial run). Bad input raises RulingsError with a one-line message.
    """
    if wrap is not None and jobs != 1:
        raise RulingsError("jobs: a wrapped engine (explain's trace) is played by one process: "
                           "run with jobs 1")
    # every option and output path is checked before anything runs
    if shard is not None and not isinstance(shard, Shard):
        shard = Shard.parse(shard)
    if jobs != AUTO:
        check_jobs(jobs)
    check_engine_cmd(engine_cmd)
    check_timeout(timeout, engine_cmd)
    for what, path in (("--json", json_path), ("--junit", junit_path)):
        if path is not None:
            check_writable(Path(path), what)
    extra = [str(Path(p).resolve()) for p in features]
    with _signals_stop_the_run() as stop:
        # the engine that answers the check plays a serial run: one engine start, not two
        opening = _Opening(engine, engine_cmd, timeout)
        try:
            # a broken feature file, a step outside the vocabulary or an unknown card is bad
            # input (the engine starts meanwhile, and is closed unused)
            index = build_index(feature_files(extra))
            preflight.check(index.entries)
            selection = Selection(tuple(ids), tuple(cr), tuple(cards), tuple(tags))
            selected = [e.id for e in index.entries if selection.matches(e.tags, e.id)]
            if jobs == AUTO:
                jobs = choose_jobs(engine_cmd, len(shard.pick(selected)) if shard else len(selected))
            checked = opening.result()
        except BaseException as exc:
            opening.discard()
            if not isinstance(exc, KeyboardInterrupt) or stop.signum is None:
                raise
            raise RunInterrupted(stop.signum, None) from None
        if jobs > 1:  # each worker starts its own: this one must not be forked with them
            checked.engine.close()
        played = checked.engine if wrap is None or jobs != 1 else wrap(checked.engine)
        prepared = PreparedEngine(played if jobs == 1 else None)
        try:
            return _run(checked.info, stop, engine=engine, engine_cmd=engine_cmd, extra=extra,
                        ids=ids, cr=cr, cards=cards, tags=tags, jobs=jobs, json_path=json_path,
                        junit_path=junit_path, timeout=timeout, progress=progress,
                        plugins=[prepared, *plugins], shard=shard, selected=selected)
        finally:
            untaken = prepared.take()
            if untaken is not None:  # the session never asked for an engine
                untaken.close()


def _run(info: EngineInfo, stop: _Stop, *, engine: str, engine_cmd: str | None,
         extra: list[str], ids: Sequence[str], cr: Sequence[str],
         cards: Sequence[str], tags: Sequence[str], jobs: int,
         json_path: str | os.PathLike[str] | None, junit_path: str | os.PathLike[str] | None,
         timeout: float | None, progress: Progress | None,
         plugins: Sequence[object], shard: Shard | None, selected: list[str]) -> RunResult:
    args = [str(STEPS_DIR), "-p", PLUGIN_MODULE, "-p", "no:terminal", "-p", "no:cacheprovider", "-p", "no:benchmark",
            "--continue-on-collection-errors", f"--rulings-engine={engine}"]
    if engine_cmd:
        args.append(f"--rulings-engine-cmd={engine_cmd}")
    for option, values in (("id", ids), ("cr", cr), ("card", cards), ("tag", tags)):
        # option=value: a value starting with '@' would otherwise read as pytest's @argfile
        args += [f"--rulings-{option}={value}" for value in values]
    if shard is not None:
        args.append(f"--rulings-shard={shard}")
    if junit_path:
        args.append(f"--junitxml={junit_path}")

    collector = ResultCollector()
    run_plugins: list[object] = [collector, *plugins]
    if jobs > 1:
        run_plugins.append(ForkedWorkers(jobs))
    if progress:
        total = len(shard.pick(selected)) if shard else len(selected)
        run_plugins.append(_ProgressPlugin(progress, total))
    environment = {EXTRA_FEATURES_ENV: os.pathsep.join(extra)}
    if timeout is not None:
        environment[TIMEOUT_ENV] = f"{timeout:g}"
    started = time.perf_counter()
    with _environment(environment):
        sys.modules.pop(SUITE_MODULE, None)  # bind this run's feature files, not a previous run's
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
    if stop.signum is not None or code == pytest.ExitCode.INTERRUPTED:
        # the scenarios finished so far are kept, marked as an incomplete run
        run.incomplete = f"interrupted by {signal_name(stop.signum or signal.SIGINT)}"
        if json_path:
            write_json(Path(json_path), run.to_json())
        raise RunInterrupted(stop.signum or signal.SIGINT, run)
    if code not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED, pytest.ExitCode.NO_TESTS_COLLECTED):
        raise RulingsError(f"pytest could not run the suite (exit code {int(code)}); run "
                           f"'pytest {STEPS_DIR}' to see why")
    if json_path:
        write_json(Path(json_path), run.to_json())
    return run


@dataclass
class _Stop:
    signum: int | None = None


@contextmanager
def _signals_stop_the_run() -> Iterator[_Stop]:
    """While the run lasts, SIGINT and SIGTERM kill every engine process (and whatever runs
    below this process: xdist workers, their engines, their children), then stop pytest as
    Ctrl-C does. A second signal while stopping exits at once. Only in the main thread, where
    Python can handle signals."""
    stop = _Stop()
    if threading.current_thread() is not threading.main_thread():
        yield stop
        return

    def handler(signum: int, frame: object) -> None:
        from rulings.adapters.wire.process import descendants, kill_all, kill_processes

        kill_all()
        kill_processes(descendants(os.getpid()))
        if stop.signum is not None:
            os._exit(128 + signum)
        stop.signum = signum
        raise KeyboardInterrupt

    old = {signum: signal.signal(signum, handler) for signum in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield stop
    finally:
        for signum, previous in old.items():
            signal.signal(signum, previous)




def max_jobs() -> int:
    """--jobs' upper bound: the CPUs this process may use (at least 2). More workers than
    cores only share them, and each starts its own engine."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cpus = os.cpu_count() or 1
    return max(2, cpus)


AUTO = "auto"
AUTO_MIN_PER_WORKER = 20  # fewer scenarios a worker than this: starting it costs more than it gives
# an in-process engine plays a scenario in milliseconds: a worker needs more of them to pay for
# its fork, its own engine and the reports it sends back (bench/README.md, issue 15 round 3)
AUTO_MIN_PER_WORKER_IN_PROCESS = 50


def choose_jobs(engine_cmd: str | None, scenarios: int) -> int:
    """--jobs auto: one forked worker per CPU available, as long as each gets enough scenarios
    to pay for itself: AUTO_MIN_PER_WORKER for a wire engine (each request waits on another
    process), AUTO_MIN_PER_WORKER_IN_PROCESS for an in-process one; otherwise serial."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cpus = os.cpu_count() or 1
    least = AUTO_MIN_PER_WORKER if engine_cmd else AUTO_MIN_PER_WORKER_IN_PROCESS
    workers = min(cpus, scenarios // least)
    if workers > 1 and workers_available():
        return workers
    return 1


def check_jobs(jobs: int | str) -> None:
    if not isinstance(jobs, int) or isinstance(jobs, bool):
        raise RulingsError(f"jobs: must be a number of workers or 'auto', got {jobs!r}")
    if not 1 <= jobs <= max_jobs():
        raise RulingsError(f"jobs: must be from 1 to {max_jobs()} (the CPUs available), got {jobs}")
    if jobs > 1 and not workers_available():
        raise RulingsError("jobs: parallel workers need os.fork (Linux, macOS); run with --jobs 1, "
                           "or split the run with --shard K/N")


def check_engine_cmd(engine_cmd: str | None) -> None:
    """An empty command (an unset variable in CI) must not quietly run the reference engine."""
    if engine_cmd is not None and not engine_cmd.strip():
        raise RulingsError("engine-cmd: the engine command is empty (an unset variable?); "
                           "give the command that runs your engine")


def check_timeout(timeout: float | None, engine_cmd: str | None) -> None:
    if timeout is None:
        return
    if not engine_cmd:
        raise RulingsError("timeout: applies to an engine command (--engine-cmd) only")
    if not 0 < timeout <= MAX_TIMEOUT:  # also refuses nan
        raise RulingsError(f"timeout: must be more than 0 and at most {MAX_TIMEOUT:g} seconds, "
                           f"got {timeout:g}")


@dataclass
class CheckedEngine:
    engine: Engine
    info: EngineInfo


class _Opening:
    """open_engine, for an engine command in a thread of its own: the engine process starts
    and shakes hands while the run reads and checks the feature files (most of a tenth of a
    second each). An engine in process is opened when its result is asked for."""

    def __init__(self, engine: str, engine_cmd: str | None, timeout: float | None) -> None:
        self._args = (engine, engine_cmd, timeout)
        self._checked: CheckedEngine | None = None
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        if engine_cmd:
            self._thread = threading.Thread(target=self._open, name="engine-start", daemon=True)
            self._thread.start()

    def _open(self) -> None:
        try:
            self._checked = open_engine(*self._args)
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


def open_engine(engine: str, engine_cmd: str | None, timeout: float | None = None
                ) -> CheckedEngine:
    """The engine, built and asked for its info before the run starts (a bad engine is bad
    input); the caller closes it."""
    try:
        chosen = engine_from_command(engine_cmd, timeout=timeout) if engine_cmd else load_engine(engine)
    except EngineLoadError as exc:
        raise RulingsError(str(exc)) from None
    try:
        info = chosen.info()
        unknown = unknown_capabilities(set(info.capabilities))
        if unknown:  # a misspelt capability would silently skip the scenarios that need it
            raise RulingsError(f"engine {engine_cmd or engine!r}: capabilities: unknown "
                               f"{', '.join(map(repr, unknown))} (known: {', '.join(CAPABILITIES)})")
    except ProtocolError as exc:
        chosen.close()
        raise RulingsError(f"engine {engine_cmd or engine!r} did not describe itself: {exc}") from None
    except BaseException:
        chosen.close()
        raise
    return CheckedEngine(chosen, info)


def write_json(path: Path, data: dict) -> None:
    """Write atomically: a reader sees the old file or the new one, never half of one."""
    write_text_atomic(path, json.dumps(data, indent=2) + "\n")


class _ProgressPlugin:
    """Calls ``progress(done, total)`` as each scenario's last phase (teardown) is reported."""

    def __init__(self, progress: Progress, total: int) -> None:
        self.progress, self.total, self.done = progress, total, 0

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "teardown":
            self.done += 1
            self.progress(self.done, max(self.total, self.done))


@contextmanager
def _environment(values: dict[str, str]) -> Iterator[None]:
    """The suite reads extra feature paths and the engine timeout from the environment (xdist
    workers inherit it); the old values come back afterwards."""
    old = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for name, value in old.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
