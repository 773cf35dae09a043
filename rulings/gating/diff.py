"""``rulings diff OLD.json NEW.json``: what changed between two runs of the same engine.

Each scenario whose status differs is one change: a new failure (it passed, was skipped or was
not there, and now FAILs, ERRORs or TIMES OUT), a fix (it failed and now passes), a failure that
changed kind (FAIL -> ERROR), a scenario now skipped or no longer skipped, and a scenario added
to or removed from the suite. Results of two engines, or of an interrupted run, are bad input.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rulings.scenarios.results import FAILING, RunResult

from .. import RulingsError
from ..running.runfile import check_complete, load_run

NEW_FAILURE, CHANGED_KIND, FIXED = "new failure", "changed kind", "fixed"
NOW_SKIPPED, NO_LONGER_SKIPPED, ADDED, REMOVED = "now skipped", "no longer skipped", "added", "removed"
KINDS = (NEW_FAILURE, CHANGED_KIND, FIXED, NOW_SKIPPED, NO_LONGER_SKIPPED, ADDED, REMOVED)
ABSENT = "absent"  # the status of a scenario that is not in a run


@dataclass(frozen=True)
class Change:
    id: str
    name: str
    kind: str  # one of KINDS
    before: str  # a status, or ABSENT
    after: str
    message: str  # the new run's message (the old one's for a removed scenario)


@dataclass(frozen=True)
class RunDiff:
    old: RunResult
    new: RunResult
    changes: tuple[Change, ...]  # in the order of KINDS, each kind in the runs' order

    @property
    def changed(self) -> bool:
        return bool(self.changes)

    def count(self, kind: str) -> int:
        return sum(c.kind == kind for c in self.changes)


def kind_of(before: str, after: str) -> str | None:
    """The kind of change from status ``before`` to ``after`` (either may be ABSENT); None when
    they are the same."""
    if before == after:
        return None
    if after == ABSENT:
        return REMOVED
    if after in FAILING:
        return CHANGED_KIND if before in FAILING else NEW_FAILURE
    if after == "SKIP":
        return ADDED if before == ABSENT else NOW_SKIPPED
    # after is PASS
    return FIXED if before in FAILING else NO_LONGER_SKIPPED if before == "SKIP" else ADDED


def diff_runs(old: RunResult, new: RunResult) -> RunDiff:
    before = {r.id: r for r in old.results}
    after = {r.id: r for r in new.results}
    changes: list[Change] = []
    for sid in [*after, *(sid for sid in before if sid not in after)]:
        was, now = before.get(sid), after.get(sid)
        kind = kind_of(was.status if was else ABSENT, now.status if now else ABSENT)
        if kind is None:
            continue
        shown = now or was
        assert shown is not None
        changes.append(Change(sid, shown.name, kind, was.status if was else ABSENT,
                              now.status if now else ABSENT, shown.message))
    changes.sort(key=lambda c: KINDS.index(c.kind))  # stable: the runs' order within a kind
    return RunDiff(old, new, tuple(changes))


def diff_files(old_path: Path, new_path: Path) -> RunDiff:
    """Load and compare two results files; RulingsError (exit 2) names the file and field when
    they are not two complete runs of one engine."""
    old, new = load_run(old_path), load_run(new_path)
    check_complete(old, old_path)
    check_complete(new, new_path)
    for path, run in ((old_path, old), (new_path, new)):
        if run.shard is not None:  # a part of a run would show the rest as removed
            raise RulingsError(f"{path}: run.shard: the file is shard {run.shard.index}/"
                               f"{run.shard.count} of a run; diff compares whole runs (rulings "
                               "report takes the shard files of a run)")
    if old.engine != new.engine:
        raise RulingsError(f"{new_path}: run.engine: the results are from engine {new.engine!r}, "
                           f"{old_path} from {old.engine!r}; diff compares two runs of one "
                           "engine (rulings report compares engines)")
    return diff_runs(old, new)
