"""The benchmark's table on stdout and its JSON record (bench/results.json)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

# name -> (where the value is in the results, its target, True when it must be at least that)
# (issue 15's targets; the wire ratio and fuzz rate had none before)
TARGETS: dict[str, tuple[tuple[str, str], float, bool]] = {
    "suite / pytest-bdd floor": (("suite", "suite_vs_floor"), 1.5, False),
    "wire / in-process": (("suite", "wire_vs_inprocess"), 1.5, False),
    "phase adapter / phase direct (actions)": (("phase", "actions_ratio"), 1.5, False),
    "phase adapter / phase direct (set-up)": (("phase", "setup_ratio"), 1.5, False),
    "rulings lookup / import typer (cold)": (("coldstart", "lookup_vs_import_typer"), 1.5, False),
    "rulings fuzz examples per second": (("fuzz", "per_second"), 200.0, True),
    # issue 15: --jobs never slower than serial; 2 workers at least 1.5x over the wire
    "--jobs 2 / serial (reference engine)": (("suite", "jobs2_speedup"), 1.0, True),
    "--jobs 2 / serial (wire engine)": (("suite", "wire_jobs2_speedup"), 1.5, True),
}


def targets(results: dict[str, Any]) -> dict[str, dict[str, Any]]:
    out = {}
    for name, ((group, key), limit, at_least) in TARGETS.items():
        value = (results.get(group) or {}).get(key)
        if isinstance(value, int | float):
            out[name] = {"ratio": round(value, 2), "target": limit, "at_least": at_least,
                         "met": value >= limit if at_least else value <= limit}
    return out


def rows(results: dict[str, Any]) -> list[tuple[str, str]]:
    """(measure, value) lines for the table, in reading order."""
    out: list[tuple[str, str]] = []
    suite = results.get("suite")
    if suite:
        s = suite["seconds"]
        out += [
            ("scenarios run (reference engine)", f"{suite['scenarios']}  {_counts(suite['statuses'])}"),
            ("suite / pytest-bdd floor (wall)", f"{suite['suite_vs_floor']:.2f}x {_range(suite, 'suite_vs_floor')} "
             f"({s['suite']:.2f} s vs {s['floor']:.2f} s; CPU {suite['suite_vs_floor_cpu']:.2f}x)"),
            ("per scenario, median / worst", f"{suite['scenario_ms']['median']:.1f} ms / "
             f"{suite['scenario_ms']['worst']:.1f} ms ({suite['scenario_ms']['worst_id']})"),
            ("wire / in-process (wall)", f"{suite['wire_vs_inprocess']:.2f}x {_range(suite, 'wire_vs_inprocess')} ({s['wire']:.2f} s; "
             f"CPU {suite['wire_vs_inprocess_cpu']:.2f}x)"),
            ("wire cost per scenario", f"{suite['wire_ms_per_scenario']:.1f} ms "
             f"({suite['wire_requests_per_scenario']:.1f} requests, "
             f"{_num(suite['wire_us_per_request'], '.0f')} us each)"),
            ("--jobs 2 speed-up over serial", f"{suite['jobs2_speedup']:.2f}x {_range(suite, 'jobs2_speedup')} ({s['jobs2']:.2f} s; "
             f"CPU {suite['cpu_seconds']['jobs2']:.2f} s vs {suite['cpu_seconds']['suite']:.2f} s)"),
            ("--jobs 2 speed-up, wire engine", f"{suite['wire_jobs2_speedup']:.2f}x  "
             f"({s['wire-jobs2']:.2f} s vs {s['wire']:.2f} s)"),
        ]
    scaling = results.get("scaling")
    if scaling:
        for players, row in scaling["by_players"].items():
            late = next(k for k in row if k.startswith("ms_per_turn_last_"))
            out.append((f"{players} players, {scaling['turns']} turns", (
                f"{row['ms_per_turn']:.1f} ms/turn; first 8 turns {row['ms_per_turn_first_8']:.1f}, "
                f"last {late.rsplit('_', 1)[1]} {row[late]:.1f} ms/turn "
                f"({row['late_vs_early']:.1f}x)")))
        out.append(("4 players / 2 players, per turn", f"{scaling['4_vs_2_players']:.2f}x"))
    phase = results.get("phase")
    if phase:
        out += [
            ("phase set-up: adapter / direct", f"{phase['setup_ratio']:.2f}x {_range(phase, 'setup_ratio')} ("
             f"{phase['setup_adapter'] * 1000:.1f} ms vs {phase['setup_direct'] * 1000:.1f} ms)"),
            ("phase actions: adapter / direct", f"{phase['actions_ratio']:.2f}x {_range(phase, 'actions_ratio')} ("
             f"{phase['actions_adapter'] * 1000:.0f} ms vs {phase['actions_direct'] * 1000:.0f} ms; "
             f"{_state_calls(phase)})"),
        ]
    cold = results.get("coldstart")
    if cold:
        s = cold["seconds"]
        out += [
            ("rulings lookup / import typer (cold)", f"{cold['lookup_vs_import_typer']:.2f}x "
             f"{_range(cold, 'lookup_vs_import_typer')} "
             f"({s['lookup']:.2f} s vs {s['import-typer']:.2f} s"
             + (f"; CPU {cold['lookup_vs_import_typer_cpu']:.2f}x "
                f"{_range(cold, 'lookup_vs_import_typer_cpu')})"
                if "lookup_vs_import_typer_cpu" in cold else ")")),
            ("typer command / import typer (cold)", f"{cold['typer_command_vs_import_typer']:.2f}x  "
             f"({s['typer-command']:.2f} s: typer's own floor)"),
        ]
    fuzz = results.get("fuzz")
    if fuzz:
        out.append(("rulings fuzz, examples per second", fuzz["note"] if "note" in fuzz else
                    f"{fuzz['per_second']:.1f}  ({fuzz['examples']} in {fuzz['cpu_seconds']:.1f} s "
                    f"CPU; {fuzz['per_second_wall']:.1f} by the wall clock)"))
    return out


def print_table(results: dict[str, Any]) -> None:
    lines = rows(results)
    width = max((len(name) for name, _ in lines), default=0)
    for name, value in lines:
        print(f"{name:<{width}}  {value}")
    for name, target in results["targets"].items():
        verdict = "met" if target["met"] else "MISSED"
        if target.get("at_least"):
            print(f"target {name}: {target['ratio']:.1f} >= {target['target']:g}  {verdict}")
        else:
            print(f"target {name}: {target['ratio']:.2f}x <= {target['target']}x  {verdict}")
    for skipped, why in results.get("skipped", {}).items():
        print(f"skipped {skipped}: {why}")
    for failed, why in results.get("failed", {}).items():
        print(f"FAILED {failed}: {why}")


def write(results: dict[str, Any], path: Path) -> None:
    path.write_text(json.dumps(results, indent=2, sort_keys=False) + "\n", encoding="utf-8")


def _range(group: dict[str, Any], key: str) -> str:
    low, high = group.get(f"{key}_spread") or (None, None)
    return "" if low is None else f"[{low:.2f}-{high:.2f}]"


def _counts(counts: dict[str, int]) -> str:
    return " ".join(f"{k} {v}" for k, v in counts.items() if v)


def _num(value: float | None, fmt: str) -> str:
    return "-" if value is None else format(value, fmt)


def _state_calls(phase: dict[str, Any]) -> str:
    state = phase["adapter_phase_calls"].get("state")
    if not state:
        return f"{phase['applies']} applies"
    return (f"{phase['applies']} applies; the adapter exports the state {state['calls']} times, "
            f"{state['seconds'] * 1000:.0f} ms")
