"""What a run is asked to do, as typed values checked once: the engine (``EngineChoice``) and the
run (``RunRequest``: the engine, extra feature files, the selection, the shard, the workers,
the output files).

A command builds them from its options; the library (rulings.running.runner) reads them, and hands the
request to the suite's pytest plugin as an object (steps/plugin.py, ``config.stash``), which
forked workers inherit; nothing parses them again from argv or the environment. Bad values
raise RulingsError with one line naming the option. They sit below the library and the steps
(beside the selection and the shards they hold), so the plugin reads them without importing
the library.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from .errors import RulingsError
from .selection import Selection
from .shards import Shard

if TYPE_CHECKING:
    from rulings.adapters.engine import Engine

MAX_TIMEOUT = 86400.0  # a day: a longer wait overflows the platform's timers (inf, 1e10)
AUTO: Literal["auto"] = "auto"
Jobs = int | Literal["auto"]


@dataclass(frozen=True)
class EngineChoice:
    """An engine by registered name (or ``package.module:Class``), or a ``command`` running a
    wire engine, with the ``timeout`` (seconds) for that command's handshake and each request.
    The one place the timeout's range and an empty command are refused."""

    name: str = "reference"
    command: str | None = None
    timeout: float | None = None

    def __post_init__(self) -> None:
        # an empty command (an unset variable in CI) must not quietly run the reference engine
        if self.command is not None and not self.command.strip():
            raise RulingsError("engine-cmd: the engine command is empty (an unset variable?); "
                               "give the command that runs your engine")
        if self.timeout is None:
            return
        if not self.command:
            raise RulingsError("timeout: applies to an engine command (--engine-cmd) only")
        if not 0 < self.timeout <= MAX_TIMEOUT:  # also refuses nan
            raise RulingsError(f"timeout: must be more than 0 and at most {MAX_TIMEOUT:g} "
                               f"seconds, got {self.timeout:g}")

    @property
    def label(self) -> str:
        """How messages name it: the command, else the name."""
        return self.command or self.name

    def open(self) -> Engine:
        """A new engine; an engine that can't be found or started raises the adapters'
        EngineLoadError (one line). The caller closes it."""
        from rulings.adapters.registry import engine_from_command, load_engine

        if self.command:
            return engine_from_command(self.command, timeout=self.timeout)
        return load_engine(self.name)


def max_jobs() -> int:
    """--jobs' upper bound: the CPUs this process may use (at least 2). More workers than
    cores only share them, and each starts its own engine."""
    return max(2, cpus())


def cpus() -> int:
    """The CPUs this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def can_fork() -> bool:
    """Forked workers (rulings/running/workers.py) need os.fork (Linux, macOS)."""
    return hasattr(os, "fork")


def parse_jobs(value: str) -> Jobs:
    """--jobs as typed: a whole number, or auto."""
    if value.strip().lower() == AUTO:
        return AUTO
    if not value.strip().isdecimal() or not value.strip().isascii():
        raise RulingsError(f"--jobs: {value!r} is not a number of workers or 'auto'")
    if int(value) < 1:
        raise RulingsError(f"--jobs: must be 1 or more (or auto), got {value.strip()}")
    return int(value)


@dataclass(frozen=True)
class RunRequest:
    """One run of the suite: ``features`` adds feature files or directories to the suite's own
    (kept resolved, absolute); ``selection`` picks scenarios by tag; ``shard`` keeps shard K of N
    of them; ``jobs`` is a number of forked workers or 'auto' (rulings.running.runner.choose_jobs);
    ``json_path`` and ``junit_path`` are the results files to write."""

    engine: EngineChoice = field(default_factory=EngineChoice)
    features: tuple[Path, ...] = ()
    selection: Selection = field(default_factory=Selection)
    shard: Shard | None = None
    jobs: Jobs = 1
    json_path: Path | None = None
    junit_path: Path | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "features", tuple(Path(p).resolve() for p in self.features))
        if self.jobs == AUTO:
            return
        if not isinstance(self.jobs, int) or isinstance(self.jobs, bool):
            raise RulingsError(f"jobs: must be a number of workers or 'auto', got {self.jobs!r}")
        if not 1 <= self.jobs <= max_jobs():
            raise RulingsError(f"jobs: must be from 1 to {max_jobs()} (the CPUs available), "
                               f"got {self.jobs}")
        if self.jobs > 1 and not can_fork():
            raise RulingsError("jobs: parallel workers need os.fork (Linux, macOS); run with "
                               "--jobs 1, or split the run with --shard K/N")

    @property
    def outputs(self) -> list[tuple[str, Path]]:
        """The files the run writes, each with the option that names it."""
        return [(what, path) for what, path in (("--json", self.json_path),
                                                ("--junit", self.junit_path)) if path is not None]
