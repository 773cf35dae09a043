"""Running probes in fresh processes, interleaved, and summarising repeats as medians."""
from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent


class ProbeFailed(Exception):
    """A probe process failed; the message holds the end of its stderr."""


def run_probe(kind: str, **kwargs: Any) -> dict[str, Any]:
    """Run ``python -m bench.probe KIND`` in a fresh process; its JSON result plus wall/CPU time.

    ``wall`` covers the whole process (interpreter start included); ``cpu`` is the user+system
    time of the process and everything it waited for (wire engines, xdist workers).
    """
    compile_project()
    argv = [sys.executable, "-m", "bench.probe", kind, json.dumps(kwargs)]
    result, wall, cpu = _timed(argv, capture=True)
    result_line = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
    if result.returncode != 0 or not result_line.startswith("{"):
        tail = " | ".join(result.stderr.strip().splitlines()[-3:])
        raise ProbeFailed(f"probe {kind} {kwargs} exited {result.returncode}: {tail}")
    return {**json.loads(result_line), "wall": wall, "cpu": cpu}


_COMPILED: list[bool] = []  # the project's bytecode is written, once per benchmark run


def compile_project() -> None:
    """Write the project's bytecode beside its sources (``__pycache__``, git-ignored), as pip
    does for an installed package, once per benchmark run: where PYTHONDONTWRITEBYTECODE is
    set (this machine sets it) nothing else writes it, and every process a probe starts (the
    probe, each wire engine, each worker) would compile the project's sources again, which a
    user's never does. Installed packages already have theirs (pip compiled them)."""
    if not _COMPILED:
        packages = [str(REPO / name) for name in PACKAGES]
        subprocess.run([sys.executable, "-m", "compileall", "-q", *packages], check=True,
                       env={**os.environ, "PYTHONDONTWRITEBYTECODE": ""},
                       stdout=subprocess.DEVNULL)
        _COMPILED.append(True)


# the project's source folders (each top folder, linked under rulings/), and the benchmarks
PACKAGES = ("adapters", "bench", "cli", "reference_engine", "rulings", "scenarios", "steps")


def run_command(argv: Sequence[str], env: dict[str, str] | None = None) -> dict[str, float]:
    """Wall and CPU seconds of one command (its output is discarded; it must succeed).
    ``env``: variables to set (an empty value unsets one)."""
    result, wall, cpu = _timed(list(argv), capture=True, env=env)
    if result.returncode != 0:
        tail = " | ".join(result.stderr.strip().splitlines()[-3:])
        raise ProbeFailed(f"{' '.join(argv)} exited {result.returncode}: {tail}")
    return {"wall": wall, "cpu": cpu}


def _timed(argv: list[str], capture: bool, env: dict[str, str] | None = None,
           ) -> tuple[subprocess.CompletedProcess, float, float]:
    merged = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (str(REPO), os.environ.get("PYTHONPATH", "")) if p), **(env or {})}
    env = {name: value for name, value in merged.items() if value}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    result = subprocess.run(argv, cwd=REPO, env=env, capture_output=capture, text=True,
                            check=False)
    wall = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return result, wall, cpu


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def paired_ratio(numerators: Sequence[float], denominators: Sequence[float]) -> float:
    """The median of per-round ratios: each round's two runs saw the same machine load."""
    return statistics.median(round_ratios(numerators, denominators))


def round_ratios(numerators: Sequence[float], denominators: Sequence[float]) -> list[float]:
    return [n / d for n, d in zip(numerators, denominators, strict=True)]


def spread(values: Sequence[float]) -> list[float]:
    """[lowest, highest]: how much the rounds disagreed."""
    return [round(min(values), 3), round(max(values), 3)]
