"""``rulings fuzz`` throughput: examples per second, the reference engine against itself.

Uses rulings.fuzz.fuzz(engine_factory, *, examples, seed, out_dir) when that module provides
it; otherwise the measurement is reported as missing.
"""
from __future__ import annotations

import importlib
import tempfile
import time
from typing import Any


def available() -> str | None:
    """None when rulings.fuzz.fuzz can be measured, else why not."""
    try:
        module = importlib.import_module("rulings.fuzz")
    except ImportError as exc:
        return f"rulings.fuzz does not import: {exc}"
    if not callable(getattr(module, "fuzz", None)):
        return "rulings.fuzz has no fuzz() function yet"
    return None


def fuzz(examples: int, seed: int = 0) -> dict[str, Any]:
    from rulings.reference_engine import ReferenceEngine
    from rulings.fuzz import fuzz as run_fuzz

    with tempfile.TemporaryDirectory() as out_dir:
        began, cpu_began = time.perf_counter(), time.process_time()
        report = run_fuzz(ReferenceEngine, examples=examples, seed=seed, out_dir=out_dir)
        seconds = time.perf_counter() - began
        cpu = time.process_time() - cpu_began
    tried = _field(report, "examples", "examples_tried", "tried")
    differences = _field(report, "differences", "found")
    return {"seconds": seconds, "cpu_seconds": cpu,
            "examples": tried if isinstance(tried, int) else examples,
            "differences": len(differences) if isinstance(differences, list | tuple) else differences}


def _field(report: Any, *names: str) -> Any:
    for name in names:
        if hasattr(report, name):
            return getattr(report, name)
    return None
