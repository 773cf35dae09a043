"""``python -m bench.mutants``: mutation testing of the reference engine against the suite's
scenarios (bench/README.md, "Mutation testing").

Exit codes: 0 report written; 1 the kill rate is below --fail-under; 2 bad input (options,
the equivalents file); 3 the unmutated engine does not pass the suite, or the suite cannot run
(an unknown engine, a broken feature file): nothing to measure.
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import resource
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from .campaign import Outcome, Task, run_tasks
from .discover import (TARGET_PACKAGE, MutantsError, all_mutants, package_modules, package_root,
                       sample, select_modules)
from .report import diff, kill_rate, listing, load_equivalents, markdown, summary_counts

HERE = Path(__file__).resolve().parent
EQUIVALENTS = HERE.parent / "mutants-equivalent.toml"
OUT = Path("results") / "mutants"


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bench.mutants", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seed", type=int, default=1, help="chooses the sample (default 1)")
    p.add_argument("--sample", type=int, metavar="N", help="run N mutants chosen by the seed")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="children at a time (default: cores)")
    p.add_argument("--module", nargs="+", default=[], metavar="NAME",
                   help="only these modules (dotted, package prefix optional, wildcards allowed)")
    p.add_argument("--id", nargs="+", default=[], metavar="ID", dest="ids",
                   help="only these mutants (ids as the report prints them)")
    p.add_argument("--out", type=Path, default=OUT, help="report directory (default results/mutants)")
    p.add_argument("--timeout", type=float, metavar="S",
                   help="seconds per mutant (default: 5x the baseline suite, at least 20)")
    p.add_argument("--package", default=TARGET_PACKAGE, help=f"package to mutate (default {TARGET_PACKAGE})")
    p.add_argument("--engine", default="reference", help="engine name the suite runs (default reference)")
    p.add_argument("--killers", action="store_true",
                   help="run every covering scenario of a killed mutant, counting those that kill it "
                        "(the report's 'killed by exactly one scenario'); slower")
    p.add_argument("--no-protocol", action="store_true",
                   help="judge mutants by the scenarios alone, without the protocol checks")
    p.add_argument("--equivalents", type=Path, default=EQUIVALENTS, help="equivalent-mutants file")
    p.add_argument("--all-scenarios", action="store_true",
                   help="run every scenario for every mutant, not only those executing its lines")
    p.add_argument("--fail-under", type=float, metavar="PERCENT", help="exit 1 below this kill rate")
    p.add_argument("--list", action="store_true", help="count the mutants and stop")
    p.add_argument("--list-ids", action="store_true", help="print every mutant's id and stop")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    _STDERR[:] = [os.dup(2)]
    try:
        return _main(args)
    except MutantsError as exc:
        print(f"python -m bench.mutants: {exc}", file=sys.stderr)
        return 2


_STDERR: list[int] = []  # pytest captures fd 2 while the campaign runs inside its session


def _say(text: str) -> None:
    if not _STDERR:
        _STDERR.append(os.dup(2))
    os.write(_STDERR[0], (text + "\n").encode())


def _main(args: argparse.Namespace) -> int:
    if args.jobs < 1:
        raise MutantsError(f"--jobs: must be 1 or more, got {args.jobs}")
    if args.timeout is not None and not args.timeout > 0:
        raise MutantsError(f"--timeout: must be more than 0 seconds, got {args.timeout:g}")
    package = args.package
    every_module = package_modules(package)
    modules = select_modules(every_module, args.module, package)
    everything = all_mutants(every_module)
    chosen_names = {m.name for m in modules}
    candidates = [m for m in everything if m.module in chosen_names]
    equivalents = load_equivalents(args.equivalents)
    known = {m.id for m in everything}
    stale = [{"id": i, "reason": r} for i, r in equivalents.items() if i not in known]
    if args.ids:
        unknown = sorted(set(args.ids) - {m.id for m in candidates})
        if unknown:
            raise MutantsError(f"--id: no such mutant {unknown[0]} (python -m bench.mutants --list-ids "
                               "prints them)")
        candidates = [m for m in candidates if m.id in set(args.ids)]
    if args.list:
        print(listing(candidates))
        return 0
    if args.list_ids:
        print("\n".join(f"{m.id}  {m.path}:{m.line}  {m.description}" for m in candidates))
        return 0
    chosen = sample(candidates, args.sample, args.seed)
    sources = {m.name: m.path.read_bytes() for m in modules}
    paths = {m.name: m.path for m in modules}

    from . import scenarios
    from .campaign import compiled
    scenarios.warm_up()
    compiled(package)
    root = str(package_root(package))
    names = [m.name for m in every_module]
    check = scenarios.check_engine(args.engine)
    _say(f"{len(candidates)} mutants in {len(modules)} modules; running {len(chosen)}. "
         "Collecting the scenarios ...")
    state: dict[str, Any] = {}

    def campaign(items: list[Any]) -> None:
        state.update(_campaign(args, items, package, root, names, check, chosen, sources, paths))

    from rulings import RulingsError
    try:
        scenarios.in_collected_session(args.engine, campaign)
    except RulingsError as exc:  # a broken feature file, an unknown engine: nothing to measure
        _say(f"python -m bench.mutants: the suite cannot run: {exc}")
        return 3
    if "exit" in state:
        return state["exit"]
    outcomes, covering, order, scenario_ids = (state["outcomes"], state["covering"], state["order"],
                                               state["ids"])
    baseline_seconds, timeout, seconds, cpu = (state["baseline_seconds"], state["timeout"],
                                               state["seconds"], state["cpu"])

    entries: list[dict[str, Any]] = []
    for index, mutant in enumerate(chosen):
        outcome = outcomes[index]
        entry: dict[str, Any] = {
            "id": mutant.id, "module": mutant.module, "path": mutant.path, "function": mutant.function,
            "operator": mutant.operator, "line": mutant.line, "description": mutant.description,
            "status": outcome.status, "seconds": round(outcome.duration, 3),
            "covered_by": len(covering[index]),
            "scenarios_run": outcome.detail.get("scenarios_run"),
        }
        if outcome.status == "killed":
            nodeid = outcome.detail.get("nodeid", "")
            entry["scenario"] = outcome.detail.get("scenario") or scenario_ids.get(nodeid, nodeid)
            if "killers" in outcome.detail:
                entry["killers"] = outcome.detail["killers"]
        if outcome.detail.get("message"):
            entry["message"] = outcome.detail["message"]
        if mutant.id in equivalents:
            entry["equivalent"], entry["reason"] = True, equivalents[mutant.id]
        if outcome.status != "killed":
            entry["diff"] = diff(mutant, sources[mutant.module])
        entries.append(entry)
    counts = summary_counts(entries)
    rate = kill_rate(counts)
    report = {
        "when": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "package": package, "engine": args.engine, "seed": args.seed, "sample": args.sample,
        "modules": args.module, "mutants_total": len(candidates), "mutants_run": len(chosen),
        "jobs": args.jobs, "timeout": timeout, "all_scenarios": args.all_scenarios,
        "baseline": {"seconds": round(baseline_seconds, 3), "scenarios": len(order)},
        "seconds": round(seconds, 1), "cpu_seconds": round(cpu, 1),
        "load_average": [round(x, 1) for x in os.getloadavg()], "counts": counts, "kill_rate": rate,
        "by_operator": _table(entries, "operator"), "by_module": _table(entries, "module"),
        "stale_equivalents": stale, "mutants": entries,
        "killers": args.killers, "thin_kills": thin_kills(entries) if args.killers else None,
    }
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "mutants.json").write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    (args.out / "mutants.md").write_text(markdown(report), encoding="utf-8")
    shown = "-" if rate is None else f"{100 * rate:.1f}%"
    print(f"killed {counts['killed']}  survived {counts['survived']}  timed out {counts['timeout']}  "
          f"not importing {counts['not_importing']}  equivalent {counts['equivalent']}  "
          f"kill rate {shown}  ({len(chosen)} of {len(candidates)} mutants, {seconds:.0f} s)")
    print(f"report: {args.out / 'mutants.md'} and {args.out / 'mutants.json'}")
    if args.killers:
        thin = report["thin_kills"]
        print(f"killed by exactly one scenario: {thin['one']} of {thin['killed']} killed mutants "
              f"({thin['share']:.1%})" if thin["killed"] else "killed by exactly one scenario: -")
    if stale:
        print(f"{len(stale)} stale entries in {args.equivalents} (see the report)")
    if args.fail_under is not None and (rate is None or 100 * rate < args.fail_under):
        print(f"kill rate {shown} is below --fail-under {args.fail_under:g}%")
        return 1
    return 0


def _campaign(args: argparse.Namespace, items: list[Any], package: str, root: str, names: list[str],
              check: Any, chosen: list[Any], sources: dict[str, bytes],
              paths: dict[str, Path]) -> dict[str, Any]:
    """Inside the pytest session that collected the scenarios: the baselines, then the mutants."""
    from . import scenarios
    _say("Baseline: the unmutated suite, timed, then traced ...")
    timed = run_tasks([Task(0, None, None)], package=package, check=check, jobs=1, timeout=600,
                      suite=scenarios.baseline_suite(items, package, root, names, trace=False))[0]
    if timed.status != "survived":
        _say(f"the unmutated engine does not pass the suite ({timed.status}): "
             f"{timed.detail.get('failing') or timed.detail.get('message')}")
        return {"exit": 3}
    traced = run_tasks([Task(0, None, None)], package=package, check=check, jobs=1, timeout=1200,
                       suite=scenarios.baseline_suite(items, package, root, names, trace=True))[0]
    if traced.status != "survived" or "coverage" not in traced.detail:
        _say(f"the traced baseline run failed ({traced.status}): {traced.detail.get('message')}")
        return {"exit": 3}
    order: list[str] = timed.detail["order"]
    durations: dict[str, float] = timed.detail["durations"]
    scenario_ids: dict[str, str] = timed.detail["ids"]
    coverage = scenarios.Coverage(traced.detail["coverage"])
    baseline_seconds = timed.detail["seconds"]
    timeout = args.timeout or round(max(20.0, 5 * baseline_seconds), 1)
    _say(f"baseline: {len(order)} scenarios in {baseline_seconds:.1f} s; time limit {timeout:g} s per mutant")

    # The protocol checks (rulings/running/protocol_check.py) run after the scenarios, on the engine the
    # suite runs, when the unmutated engine passes them all.
    protocol: str | None = None if args.no_protocol else args.engine
    if protocol is not None:
        failed = scenarios.protocol_failure(protocol)
        if failed:
            _say(f"the unmutated engine fails protocol check {failed[0]}: {failed[1]}; "
                 "mutants are judged by the scenarios alone")
            protocol = None
    kills: Counter[str] = Counter()
    covering: dict[int, list[str]] = {}
    tasks: list[Task] = []
    immediate: dict[int, Outcome] = {}
    for index, mutant in enumerate(chosen):
        cover = order if args.all_scenarios or mutant.compile_time else coverage.scenarios(
            paths[mutant.module], mutant.line, mutant.end_line, order)
        covering[index] = cover
        if cover or protocol:  # with no scenario executing the mutated lines: the protocol checks
            tasks.append(Task(index, mutant, sources[mutant.module]))
        else:  # nothing executes the mutated lines: the suite cannot see it
            immediate[index] = Outcome(index, "survived", 0.0, {"scenarios_run": 0})

    def prepare(task: Task) -> None:
        task.data["order"] = sorted(covering[task.index], key=lambda s: (-kills[s], durations.get(s, 0.0)))

    started = time.monotonic()
    cpu_before = _children_cpu()
    progress = Counter(immediate[i].status for i in immediate)
    finished = [len(immediate)]

    def done(outcome: Outcome) -> None:
        nodeid = outcome.detail.get("nodeid")
        if outcome.status == "killed" and nodeid:
            kills[nodeid] += 1
        progress[outcome.status] += 1
        finished[0] += 1
        if finished[0] % 25 == 0 or finished[0] == len(chosen):
            elapsed = time.monotonic() - started
            _say(f"[{finished[0]}/{len(chosen)}] " + " ".join(f"{k} {v}" for k, v in sorted(progress.items()))
                 + f"  ({elapsed:.0f} s)")

    outcomes = {o.index: o for o in run_tasks(tasks, package=package,
                                             suite=scenarios.mutant_suite(items, protocol,
                                                                          args.killers),
                                             check=check, jobs=args.jobs, timeout=timeout,
                                             prepare=prepare, done=done)}
    outcomes.update(immediate)
    seconds = time.monotonic() - started
    cpu = _children_cpu() - cpu_before

    return {"outcomes": outcomes, "covering": covering, "order": order, "ids": scenario_ids,
            "baseline_seconds": baseline_seconds, "timeout": timeout, "seconds": seconds, "cpu": cpu}


def thin_kills(entries: list[dict[str, Any]]) -> dict[str, Any]:
    """Killed mutants (the protocol checks' and time-outs' apart) by how many scenarios kill
    them: lose the one scenario of a mutant killed by exactly one and its hole reopens."""
    counted = [e for e in entries if e["status"] == "killed" and "killers" in e]
    one = sorted(e["id"] for e in counted if len(e["killers"]) == 1)
    return {"killed": len(counted), "one": len(one), "share": len(one) / len(counted) if counted else 0.0,
            "by_scenario": dict(Counter(e["killers"][0] for e in counted if len(e["killers"]) == 1)
                                .most_common()), "ids": one}


def _children_cpu() -> float:
    """CPU seconds (user + system) of every child waited for so far: what a run costs,
    whatever else the machine was doing."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _table(entries: list[dict[str, Any]], key: str) -> dict[str, dict[str, int]]:
    table: dict[str, Counter[str]] = {}
    for entry in entries:
        status = "equivalent" if entry.get("equivalent") and entry["status"] == "survived" else entry["status"]
        table.setdefault(entry[key], Counter())[status] += 1
    return {k: dict(v) for k, v in sorted(table.items())}


if __name__ == "__main__":
    sys.exit(main())
