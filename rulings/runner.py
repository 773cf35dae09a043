"""``rulings run``: the suite run in-process by pytest against one engine."""
from __future__ import annotations

import importlib.util
import json
import os
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest

from adapters.engine import EngineInfo
from adapters.errors import ProtocolError
from adapters.registry import EngineLoadError, engine_from_command, load_engine
from steps.locations import EXTRA_FEATURES_ENV, feature_files

from . import RulingsError
from .collector import ResultCollector
from .index import build_index
from .results import RunResult

STEPS_DIR = Path(__file__).resolve().parent.parent / "steps"
SUITE_MODULE = "steps.test_suite"


def run_suite(*, engine: str = "reference", engine_cmd: str | None = None,
              features: Sequence[str | os.PathLike[str]] = (), ids: Sequence[str] = (),
              cr: Sequence[str] = (), cards: Sequence[str] = (), tags: Sequence[str] = (),
              jobs: int = 1, json_path: str | os.PathLike[str] | None = None,
              junit_path: str | os.PathLike[str] | None = None) -> RunResult:
    """Run the scenarios selected by tags (within a kind: any; across kinds: all) on one engine.

    ``features`` adds feature files or directories to the suite's own. ``cr`` matches a rule
    and its sub-rules. Bad input raises RulingsError with a one-line message.
    """
    if jobs < 1:
        raise RulingsError(f"jobs: must be 1 or more, got {jobs}")
    if jobs > 1 and importlib.util.find_spec("xdist") is None:
        raise RulingsError("jobs: running in parallel needs pytest-xdist (pip install pytest-xdist)")
    extra = [str(Path(p).resolve()) for p in features]
    build_index(feature_files(extra))  # a broken feature file is bad input, named file:line
    info = describe_engine(engine, engine_cmd)

    args = [str(STEPS_DIR), "-p", "no:terminal", "-p", "no:cacheprovider", "-p", "no:benchmark",
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
    started = time.perf_counter()
    with _extra_features(extra):
        sys.modules.pop(SUITE_MODULE, None)  # bind this run's feature files, not a previous run's
        code = pytest.main(args, plugins=[collector])
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


def describe_engine(engine: str, engine_cmd: str | None) -> EngineInfo:
    """The engine's info, which also checks that it can be built before the run starts."""
    try:
        chosen = engine_from_command(engine_cmd) if engine_cmd else load_engine(engine)
    except EngineLoadError as exc:
        raise RulingsError(str(exc)) from None
    try:
        return chosen.info()
    except ProtocolError as exc:
        raise RulingsError(f"engine {engine_cmd or engine!r} did not describe itself: {exc}") from None
    finally:
        chosen.close()


def suite_version() -> str:
    try:
        return version("rulings")
    except PackageNotFoundError:
        return "unknown (not installed)"


def write_json(path: Path, data: dict) -> None:
    """Write atomically: a reader sees the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=2)
            out.write("\n")
        os.replace(temp, path)
    except BaseException:
        os.unlink(temp)
        raise


@contextmanager
def _extra_features(paths: list[str]) -> Iterator[None]:
    """The suite module reads extra feature paths from the environment (xdist workers inherit it)."""
    old = os.environ.get(EXTRA_FEATURES_ENV)
    os.environ[EXTRA_FEATURES_ENV] = os.pathsep.join(paths)
    try:
        yield
    finally:
        if old is None:
            del os.environ[EXTRA_FEATURES_ENV]
        else:
            os.environ[EXTRA_FEATURES_ENV] = old
