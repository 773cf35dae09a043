"""The whole-suite measurements: overhead over the pytest-bdd floor, per-scenario cost, the wire
protocol's cost, and --jobs 2 against a serial run. Each round runs every variant once in a
fresh process (the order rotates each round); ratios are medians of per-round ratios."""
from __future__ import annotations

import statistics
import sys
from typing import Any

from .measure import ProbeFailed, median, paired_ratio, round_ratios, run_probe, spread

# the installed name: ``-m adapters.wire.serve`` would load a second copy of the protocol
# classes (adapters.* beside rulings.adapters.*), which the reference engine does not know, so
# every action errored and the wire rows timed a broken run
WIRE_COMMAND = f"{sys.executable} -m rulings.adapters.wire.serve reference"
VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "suite": ("suite", {}),
    "floor": ("floor", {}),
    "wire": ("suite", {"engine_cmd": WIRE_COMMAND}),
    "jobs2": ("suite", {"jobs": 2}),
    "wire-jobs2": ("suite", {"engine_cmd": WIRE_COMMAND, "jobs": 2}),
}


def suite_rounds(repeats: int) -> dict[str, list[dict[str, Any]]]:
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in VARIANTS}
    for round_ in range(repeats):
        names = list(VARIANTS)
        shift = round_ % len(names)
        for name in names[shift:] + names[:shift]:
            kind, kwargs = VARIANTS[name]
            runs[name].append(run_probe(kind, **kwargs))
    _check_same_scenarios(runs)
    return runs


def summarise(runs: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    suite, floor, wire, jobs2 = (runs[name] for name in ("suite", "floor", "wire", "jobs2"))
    scenarios = suite[0]["scenarios"]
    per_scenario = {sid: median([run["durations"][sid] for run in suite])
                    for sid in suite[0]["durations"]}
    worst = max(per_scenario, key=per_scenario.__getitem__)
    requests = wire[0]["requests"] or {}
    run_requests = sum(requests.get(op, 0) for op in ("handshake", "ready", "quit"))
    scenario_requests = (sum(requests.values()) - run_requests) / scenarios
    protocol_ms = [(w["seconds"] - s["seconds"]) / scenarios * 1000 for w, s in zip(wire, suite)]
    return {
        "scenarios": scenarios,
        "statuses": suite[0]["counts"],
        "seconds": {name: median([run["seconds"] for run in runs[name]]) for name in runs},
        "cpu_seconds": {name: median([run["cpu"] for run in runs[name]]) for name in runs},
        "suite_vs_floor": paired_ratio(_seconds(suite), _seconds(floor)),
        "suite_vs_floor_spread": spread(round_ratios(_seconds(suite), _seconds(floor))),
        "suite_vs_floor_cpu": paired_ratio(_cpu(suite), _cpu(floor)),
        "scenario_ms": {"median": statistics.median(per_scenario.values()) * 1000,
                        "worst": per_scenario[worst] * 1000, "worst_id": worst},
        "wire_vs_inprocess": paired_ratio(_seconds(wire), _seconds(suite)),
        "wire_vs_inprocess_spread": spread(round_ratios(_seconds(wire), _seconds(suite))),
        "wire_vs_inprocess_cpu": paired_ratio(_cpu(wire), _cpu(suite)),
        "wire_ms_per_scenario": median(protocol_ms),
        "wire_requests_per_scenario": scenario_requests,
        "wire_us_per_request": median(protocol_ms) * 1000 / scenario_requests if scenario_requests else None,
        "wire_requests": requests,
        "jobs2_speedup": paired_ratio(_seconds(suite), _seconds(jobs2)),
        "jobs2_speedup_spread": spread(round_ratios(_seconds(suite), _seconds(jobs2))),
        "wire_jobs2_speedup": paired_ratio(_seconds(wire), _seconds(runs["wire-jobs2"])),
    }


def _seconds(runs: list[dict[str, Any]]) -> list[float]:
    return [run["seconds"] for run in runs]


def _cpu(runs: list[dict[str, Any]]) -> list[float]:
    return [run["cpu"] for run in runs]


def _check_same_scenarios(runs: dict[str, list[dict[str, Any]]]) -> None:
    """Every variant must have run the same scenarios with the same results, or its ratio
    compares different work (an engine that errors on every scenario is fast or slow for
    reasons of its own)."""
    counts = {name: {run["scenarios"] for run in values} for name, values in runs.items()}
    if len(set().union(*counts.values())) != 1:
        raise ProbeFailed(f"the variants ran different numbers of scenarios: {counts}")
    expected = runs["suite"][0]["counts"]
    for name, values in runs.items():
        for run in values:
            if "counts" in run and run["counts"] != expected:
                raise ProbeFailed(f"variant {name} got results {run['counts']}, the in-process "
                                  f"suite {expected}")
