"""The equivalent-mutants file, and the report (JSON and Markdown)."""
from __future__ import annotations

import difflib
import tomllib
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from .discover import MutantsError
from .operators import Mutant


def load_equivalents(path: Path) -> dict[str, str]:
    """``[[equivalent]]`` tables with ``id`` and ``reason``: id -> reason."""
    if not path.exists():
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise MutantsError(f"{path}: not valid TOML: {exc}") from None
    entries = data.get("equivalent", [])
    unknown = set(data) - {"equivalent"}
    if unknown or not isinstance(entries, list):
        raise MutantsError(f"{path}: expected only [[equivalent]] tables, found {sorted(unknown) or 'equivalent'}")
    found: dict[str, str] = {}
    for number, entry in enumerate(entries, 1):
        where = f"{path}: [[equivalent]] #{number}"
        if not isinstance(entry, dict) or set(entry) - {"id", "reason"}:
            raise MutantsError(f"{where}: keys must be 'id' and 'reason'")
        ident, reason = entry.get("id"), entry.get("reason")
        if not isinstance(ident, str) or not ident.strip():
            raise MutantsError(f"{where}: 'id' is missing or empty")
        if not isinstance(reason, str) or len(reason.strip()) < 10:
            raise MutantsError(f"{where} ({ident}): 'reason' must say why (at least 10 characters)")
        if ident in found:
            raise MutantsError(f"{where}: id {ident} is listed twice")
        found[ident] = reason.strip()
    return found


def diff(mutant: Mutant, source: bytes) -> str:
    before = source.decode("utf-8").splitlines(keepends=True)
    after = mutant.apply(source).decode("utf-8").splitlines(keepends=True)
    return "".join(difflib.unified_diff(before, after, f"a/{mutant.path}", f"b/{mutant.path}", n=1))


def kill_rate(counts: dict[str, int]) -> float | None:
    """Killed (timeouts included) over killed + timed out + survived: mutants judged equivalent
    and mutants that do not import are outside both numerator and denominator."""
    caught = counts["killed"] + counts["timeout"]
    total = caught + counts["survived"]
    return None if total == 0 else caught / total


def summary_counts(entries: list[dict[str, Any]]) -> dict[str, int]:
    counts = Counter({"killed": 0, "survived": 0, "timeout": 0, "not_importing": 0, "equivalent": 0})
    for entry in entries:
        counts["equivalent" if entry.get("equivalent") and entry["status"] == "survived"
               else entry["status"]] += 1
    return dict(counts)


def markdown(report: dict[str, Any]) -> str:
    counts = report["counts"]
    rate = report["kill_rate"]
    lines = [
        f"# Mutation report: {report['package']}",
        "",
        f"{report['when']}; {report['mutants_run']} of {report['mutants_total']} mutants "
        f"(seed {report['seed']}, sample {report['sample'] or 'all'}), {report['jobs']} jobs, "
        f"time limit {report['timeout']:g} s per mutant; baseline suite "
        f"{report['baseline']['seconds']:.1f} s, {report['baseline']['scenarios']} scenarios; "
        f"campaign {report['seconds']:.0f} s"
        + (f" (children's CPU {report['cpu_seconds']:.0f} s, load average "
           f"{report['load_average'][0]:g} at the end)." if "cpu_seconds" in report else "."),
        "",
        "| killed | survived | timed out | not importing | equivalent | kill rate |",
        "|---|---|---|---|---|---|",
        f"| {counts['killed']} | {counts['survived']} | {counts['timeout']} | "
        f"{counts['not_importing']} | {counts['equivalent']} | "
        f"{'-' if rate is None else f'{100 * rate:.1f}%'} |",
        "",
        "Kill rate = (killed + timed out) / (killed + timed out + survived); mutants listed as "
        "equivalent and mutants that do not import are left out of both.",
        "",
    ]
    thin = report.get("thin_kills")
    if thin and thin["killed"]:
        lines += [f"## Killed by exactly one scenario: {thin['one']} of {thin['killed']} "
                  f"({100 * thin['share']:.1f}%)", "",
                  "Lose that scenario and the hole reopens (`--killers`). By scenario:", ""]
        lines += [f"- {scenario}: {n}" for scenario, n in thin["by_scenario"].items()] + [""]
    mutants = report["mutants"]
    survivors = [m for m in mutants if m["status"] == "survived" and not m.get("equivalent")]
    lines += [f"## Survivors ({len(survivors)})", ""]
    grouped: dict[str, dict[str, list[dict[str, Any]]]] = defaultdict(lambda: defaultdict(list))
    for m in survivors:
        grouped[m["module"]][m["function"]].append(m)
    for module in sorted(grouped):
        lines += [f"### {module}", ""]
        for function in sorted(grouped[module]):
            group = grouped[module][function]
            lines += [f"#### {function} ({len(group)})", ""]
            for m in group:
                note = "" if m["covered_by"] else " - no scenario executes this line"
                lines += [f"- line {m['line']}, {m['operator']}: {m['description']}{note}  ",
                          f"  `{m['id']}`", "", "```diff", m["diff"].rstrip("\n"), "```", ""]
    for status, title in (("timeout", "Timed out"), ("not_importing", "Not importing")):
        group = [m for m in mutants if m["status"] == status]
        lines += [f"## {title} ({len(group)})", ""]
        lines += [f"- {m['path']}:{m['line']} {m['function']}, {m['operator']}: "
                  f"{m['description']} - {m.get('message', '')}" for m in group]
        lines.append("")
    equivalent = [m for m in mutants if m.get("equivalent")]
    lines += [f"## Listed as equivalent ({len(equivalent)} in this run)", ""]
    for m in equivalent:
        flag = "" if m["status"] == "survived" else f" **{m['status']}: the listing is wrong**"
        lines.append(f"- `{m['id']}`{flag}: {m['reason']}")
    lines.append("")
    stale = report["stale_equivalents"]
    lines += [f"## Stale equivalent entries ({len(stale)})", ""]
    lines += [f"- `{e['id']}` matches no mutant any more: {e['reason']}" for e in stale]
    lines.append("")
    return "\n".join(lines)


def listing(mutants: list[Mutant]) -> str:
    by_module = Counter(m.module for m in mutants)
    by_operator = Counter(m.operator for m in mutants)
    lines = [f"{len(mutants)} mutants", "", "by module:"]
    lines += [f"  {name:45} {count:5}" for name, count in sorted(by_module.items())]
    lines += ["", "by operator:"]
    lines += [f"  {name:45} {count:5}" for name, count in by_operator.most_common()]
    return "\n".join(lines)
