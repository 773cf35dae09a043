"""``python -m bench [--quick] [--only NAME ...]``: run the benchmarks, print a table, write
bench/results.json. Measurements are ratios within this run (bench/README.md)."""
from __future__ import annotations

import argparse
import datetime
import importlib.util
import os
import platform
import sys
from pathlib import Path
from typing import Any

from . import coldstart, fuzz_probe, report, scaling_bench, suite_bench
from .measure import ProbeFailed, run_probe

GROUPS = ("suite", "scaling", "phase", "coldstart", "fuzz")
RESULTS = Path(__file__).resolve().parent / "results.json"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repeats, shorter games")
    parser.add_argument("--only", nargs="+", choices=GROUPS, default=list(GROUPS))
    parser.add_argument("--out", type=Path, default=RESULTS, help="results file")
    args = parser.parse_args(argv)
    quick = args.quick
    results: dict[str, Any] = {
        "when": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "quick": quick, "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                                    "platform": platform.platform(),
                                    "load_average": os.getloadavg()},
        "skipped": {}, "failed": {},
    }
    for group in args.only:
        try:
            _run(group, quick, results)
        except ProbeFailed as exc:  # the other groups still run
            results["failed"][group] = str(exc)
            print(f"bench: {group}: {exc}", file=sys.stderr)
    results["machine"]["load_average_after"] = os.getloadavg()
    results["targets"] = report.targets(results)
    report.print_table(results)
    report.write(results, args.out)
    print(f"results: {args.out}")
    return 1 if results["failed"] else 0


def _run(group: str, quick: bool, results: dict[str, Any]) -> None:
    if group == "suite":
        results["suite"] = suite_bench.summarise(suite_bench.suite_rounds(3 if quick else 7))
    elif group == "scaling":
        results["scaling"] = scaling_bench.scaling_runs(32 if quick else 128, 1 if quick else 3)
    elif group == "phase":
        if importlib.util.find_spec("phase") is None:
            results["skipped"]["phase"] = "phase-python is not installed"
        else:
            phase = run_probe("phase", runs=10 if quick else 30)
            phase["setup_ratio"] = phase["setup_adapter"] / phase["setup_direct"]
            phase["actions_ratio"] = phase["actions_adapter"] / phase["actions_direct"]
            results["phase"] = phase
    elif group == "coldstart":
        results["coldstart"] = coldstart.coldstart(5 if quick else 15)
    elif group == "fuzz":
        missing = fuzz_probe.available()
        if missing:
            results["skipped"]["fuzz"] = missing
        else:
            fuzz = run_probe("fuzz", examples=20 if quick else 100)
            # one thread in process: CPU time, as the other such probes (bench/README.md)
            fuzz["per_second"] = fuzz["examples"] / fuzz["cpu_seconds"]
            fuzz["per_second_wall"] = fuzz["examples"] / fuzz["seconds"]
            results["fuzz"] = fuzz


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
