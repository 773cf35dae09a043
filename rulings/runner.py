"""``rulings run``: the suite run in-process by pytest against one engine."""
from __future__ import annotations

import importlib.util
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest

from rulings.adapters.capabilities import CAPABILITIES, unknown_capabilities
from rulings.adapters.engine import EngineInfo
from rulings.adapters.errors import ProtocolError
from rulings.adapters.registry import TIMEOUT_ENV, EngineLoadError, engine_from_command, load_engine
from rulings.scenarios.atomic import write_text_atomic
from rulings.scenarios.index import build_index
from rulings.scenarios.locations import EXTRA_FEATURES_ENV, feature_files
from rulings.scenarios.results import RunResult
from rulings.scenarios.selection import Selection

from . import RulingsError, preflight
from .collector import ResultCollector

# the steps package's folder: steps/ in a checkout, rulings/steps/ when installed
STEPS_DIR = Path(importlib.util.find_spec("rulings.steps").submodule_search_locations[0])
SUITE_MODULE = "rulings.steps.test_suite"
PLUGIN_MODULE = "rulings.steps.plugin"


Progress = Callable[[int, int], None]  # (scenarios finished, scenarios selected)


def run_suite(*, engine: str = "reference", engine_cmd: str | None = None,
              features: Sequence[str | os.PathLike[str]] = (), ids: Sequence[str] = (),
              cr: Sequence[str] = (), cards: Sequence[str] = (), tags: Sequence[str] = (),
              jobs: int = 1, json_path: str | os.PathLike[str] | None = None,
              junit_path: str | os.PathLike[str] | None = None, timeout: float | None = None,
              progress: Progress | None = None, plugins: Sequence[object] = ()) -> RunResult:
    """Run the scenarios selected by tags (within a kind: any; across kinds: all) on one engine.

    ``features`` adds feature files or directories to the suite's own. ``cr`` matches a rule
    and its sub-rules. ``timeout`` (seconds) bounds the handshake and each request of an
    ``engine_cmd`` engine. ``progress`` is called as each scenario finishes; ``plugins`` are
    extra pytest plugins for the run. Bad input raises RulingsError with a one-line message.
    """
    if jobs < 1:
        raise RulingsError(f"jobs: must be 1 or more, got {jobs}")
    if jobs > 1 and importlib.util.find_spec("xdist") is None:
        raise RulingsError("jobs: running in parallel needs pytest-xdist (pip install pytest-xdist)")
    if timeout is not None and not engine_cmd:
        raise RulingsError("timeout: applies to an engine command (--engine-cmd) only")
    if timeout is not None and not timeout > 0:
        raise RulingsError(f"timeout: must be more than 0 seconds, got {timeout:g}")
    extra = [str(Path(p).resolve()) for p in features]
    # a broken feature file, a step outside the vocabulary or an unknown card is bad input
    index = build_index(feature_files(extra))
    preflight.check(index.entries)
    info = describe_engine(engine, engine_cmd, timeout)

    args = [str(STEPS_DIR), "-p", PLUGIN_MODULE, "-p", "no:terminal", "-p", "no:cacheprovider", "-p", "no:benchmark",
            "--continue-on-collection-errors", f"--rulings-engine={engine}"]
    if engine_cmd:
        args.append(f"--rulings-engine-cmd={engine_cmd}")
    for option, values in (("id", ids), ("cr", cr), ("card", cards), ("tag", tags)):
        # option=value: a value starting with '@' would otherwise read as pytest's @argfile
        args += [f"--rulings-{option}={value}" for value in values]
    if jobs > 1:
        args += ["-n", str(jobs)]
    if junit_path:
        args.append(f"--junitxml={junit_path}")

    collector = ResultCollector()
    run_plugins: list[object] = [collector, *plugins]
    if progress:
        selection = Selection(tuple(ids), tuple(cr), tuple(cards), tuple(tags))
        total = sum(selection.matches(e.tags, e.id) for e in index.entries)
        run_plugins.append(_ProgressPlugin(progress, total))
    environment = {EXTRA_FEATURES_ENV: os.pathsep.join(extra)}
    if timeout is not None:
        environment[TIMEOUT_ENV] = f"{timeout:g}"
    started = time.perf_counter()
    with _environment(environment):
        sys.modules.pop(SUITE_MODULE, None)  # bind this run's feature files, not a previous run's
        code = pytest.main(args, plugins=run_plugins)
    if code == pytest.ExitCode.INTERRUPTED:
        raise RulingsError("the run was interrupted")
    if code not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED, pytest.ExitCode.NO_TESTS_COLLECTED):
        raise RulingsError(f"pytest could not run the suite (exit code {int(code)}); run "
                           f"'pytest {STEPS_DIR}' to see why")
    run = RunResult(engine=info.name, engine_version=info.version,
                    protocol_version=info.protocol_version, suite_version=suite_version(),
                    results=collector.results, duration=time.perf_counter() - started)
    if json_path:
        write_json(Path(json_path), run.to_json())
    return run


def describe_engine(engine: str, engine_cmd: str | None, timeout: float | None = None) -> EngineInfo:
    """The engine's info, which also checks that it can be built before the run starts."""
    try:
        chosen = engine_from_command(engine_cmd, timeout=timeout) if engine_cmd else load_engine(engine)
    except EngineLoadError as exc:
        raise RulingsError(str(exc)) from None
    try:
        info = chosen.info()
    except ProtocolError as exc:
        raise RulingsError(f"engine {engine_cmd or engine!r} did not describe itself: {exc}") from None
    finally:
        chosen.close()
    unknown = unknown_capabilities(set(info.capabilities))
    if unknown:  # a misspelt capability would silently skip the scenarios that need it
        raise RulingsError(f"engine {engine_cmd or engine!r}: capabilities: unknown "
                           f"{', '.join(map(repr, unknown))} (known: {', '.join(CAPABILITIES)})")
    return info


def suite_version() -> str:
    try:
        return version("rulings")
    except PackageNotFoundError:
        return "unknown (not installed)"


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
