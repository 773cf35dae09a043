"""Reading the N results files of one sharded run (``rulings run --shard K/N --json ...``) as one run.

``load_runs`` reads results files for ``rulings report`` and ``rulings gate --results``: files
that say they are a shard (their ``shard`` field) are grouped by engine and version and merged
into one run; every other file is a run of its own. A group is refused, one line naming the
files (a RulingsError, exit 2 at the command line), when a shard is missing or given twice, or
when its files are not of one run: different suite hashes or versions, different N, a different
number of scenarios selected, or a scenario in two shards.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rulings.scenarios.results import RunResult, ShardInfo
from rulings.scenarios.shards import natural_key

from .. import RulingsError
from .runfile import load_run


def load_runs(paths: Sequence[Path]) -> list[tuple[str, RunResult]]:
    """(a label naming the file or files, the run) for each run in ``paths``, in the order of
    their first file; the shards of a run are merged."""
    loaded = [(path, load_run(path)) for path in paths]
    groups: dict[tuple[str, str], list[tuple[Path, RunResult]]] = {}
    order: list[tuple[str, RunResult] | tuple[str, str]] = []
    for path, run in loaded:
        if run.shard is None:
            order.append((path.name, run))
            continue
        key = (run.engine, run.engine_version)
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append((path, run))
    out = []
    for item in order:
        if isinstance(item[1], RunResult):
            out.append(item)
        else:
            shards = groups[item]
            names = sorted(p.name for p, _ in shards)
            label = f"{names[0]} .. {names[-1]} ({len(names)} shards)" if len(names) > 1 else names[0]
            out.append((label, merge(shards)))
    return out


def merge(shards: Sequence[tuple[Path, RunResult]]) -> RunResult:
    """One run from all the shards of one run; RulingsError when they are not exactly that."""
    parts = [(path, run, _shard(path, run)) for path, run in shards]
    (first_path, first, one), *_ = parts
    what = f"engine {first.engine} {first.engine_version}"
    for path, run, shard in parts:
        for field, name in (("suite_hash", "suite hashes"), ("suite_version", "suite versions")):
            if getattr(run, field) != getattr(first, field):
                raise RulingsError(
                    f"{path}: shards of different {name}: {path.name} has {field} "
                    f"{getattr(run, field)[:19] or '(none)'}, {first_path.name} has "
                    f"{getattr(first, field)[:19] or '(none)'}; run every shard of one suite")
        if (shard.count, shard.selected) != (one.count, one.selected):
            raise RulingsError(
                f"{path}: not a shard of the same run as {first_path.name}: shard "
                f"{shard.index}/{shard.count} of {shard.selected} scenarios, "
                f"{first_path.name} is {one.index}/{one.count} of "
                f"{one.selected}")
    count = one.count
    by_index: dict[int, Path] = {}
    for path, run, shard in parts:
        if shard.index in by_index:
            raise RulingsError(f"{path}: shard {shard.index}/{count} of {what} given twice "
                               f"({by_index[shard.index].name} and {path.name})")
        by_index[shard.index] = path
    missing = [k for k in range(1, count + 1) if k not in by_index]
    if missing:
        raise RulingsError(f"{first_path}: shard{'s' if len(missing) > 1 else ''} "
                           f"{', '.join(f'{k}/{count}' for k in missing)} of {what} missing "
                           f"(given: {', '.join(f'{k}/{count}' for k in sorted(by_index))})")
    seen: dict[str, Path] = {}
    for path, run, _ in parts:
        for result in run.results:
            if result.id in seen:
                raise RulingsError(f"{path}: scenario {result.id} is in two shards "
                                   f"({seen[result.id].name} and {path.name}): not one run")
            seen[result.id] = path
    ordered = sorted(parts, key=lambda part: part[2].index)
    incomplete = "; ".join(f"shard {shard.index}/{count}: {r.incomplete}"
                           for _, r, shard in ordered if r.incomplete)
    if not incomplete and len(seen) != one.selected:
        raise RulingsError(f"{first_path}: the shards hold {len(seen)} scenarios, the run "
                           f"selected {one.selected}: not the shards of one run")
    results = sorted((r for _, run, _ in ordered for r in run.results),
                     key=lambda r: (r.file, r.line, natural_key(r.id)))
    return RunResult(
        engine=first.engine, engine_version=first.engine_version,
        protocol_version=first.protocol_version, suite_version=first.suite_version,
        results=results, duration=sum(run.duration for _, run, _ in ordered),
        incomplete=incomplete,
        incidents=[f"shard {shard.index}/{count}: {i}" for _, r, shard in ordered
                   for i in r.incidents],
        suite_hash=first.suite_hash)


def _shard(path: Path, run: RunResult) -> ShardInfo:
    """Which shard ``run`` is (load_runs merges only the files that say)."""
    if run.shard is None:
        raise RulingsError(f"{path}: not a shard of a run (its results file has no shard)")
    return run.shard
