"""Native GitHub Actions output for ``rulings run`` and ``rulings gate`` (``--github``, automatic
when GITHUB_ACTIONS=true): each failure as a workflow annotation on the feature file and line
(``::error file=features/...,line=N,title=...::message``, printed on stdout where the runner
reads workflow commands), and a Markdown job summary appended to the file $GITHUB_STEP_SUMMARY
names (nothing is written when it is unset).

Every text from a run is escaped as the runner expects (``%``, CR and LF in a message; also
``:`` and ``,`` in a property), so a message can neither end an annotation nor start another.
"""
from __future__ import annotations

import os
import stat
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulings.adapters.text import shown
from rulings.scenarios.errors import RulingsError
from rulings.scenarios.locations import suite_path
from rulings.scenarios.results import STATUSES, RunResult, ScenarioResult, one_line

if TYPE_CHECKING:
    from .gate import GateOutcome

SUMMARY_ENV = "GITHUB_STEP_SUMMARY"
MAX_ROWS = 200  # rows of a summary table; the rest is counted (a summary may hold 1 MiB)


def enabled(flag: bool | None, environ: Mapping[str, str] = os.environ) -> bool:
    """``--github``/``--no-github`` when given, else whether this runs under GitHub Actions."""
    return flag if flag is not None else environ.get("GITHUB_ACTIONS") == "true"


def escape_data(text: str) -> str:
    return shown(text).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(level: str, message: str, *, file: str | None = None, line: int | None = None,
               title: str | None = None) -> str:
    """One workflow command: ``::error file=F,line=N,title=T::message``."""
    props = []
    if file:
        props.append(f"file={escape_property(file)}")
        if line:
            props.append(f"line={line}")
    if title:
        props.append(f"title={escape_property(title)}")
    return f"::{level}{' ' + ','.join(props) if props else ''}::{escape_data(message)}"


def _at(result: ScenarioResult) -> dict[str, Any]:  # annotation()'s file and line
    return {"file": suite_path(result.file), "line": result.line or None}


def run_annotations(run: RunResult) -> list[str]:
    """An error for each failing scenario, and one for each engine trouble between scenarios."""
    found = [annotation("error", result.message or result.status,
                        title=f"{result.status} {result.id}: {result.name}", **_at(result))
             for result in run.failing()]
    found += [annotation("error", incident, title=f"engine {run.engine}: trouble between scenarios")
              for incident in run.incidents]
    if run.incomplete:
        found.append(annotation("error", f"the run is incomplete: {run.incomplete}",
                                title=f"engine {run.engine}"))
    return found


def gate_annotations(outcome: GateOutcome) -> list[str]:
    """An error for each regression or failure that changed kind, a warning for each unexpected
    pass (the gate fails on it too: record it with --update). None after --update."""
    if outcome.updated is not None:  # --update records the differences: nothing to flag
        return []
    results = {r.id: r for r in outcome.run.results}
    found = []
    for d in outcome.comparison.differences:
        level = "warning" if d.kind == "unexpected pass" else "error"
        detail = (d.message or d.actual) if d.actual != "PASS" else \
            "passes now: record it with rulings gate --update" + (f" (listed because: {d.reason})"
                                                                if d.reason else "")
        found.append(annotation(level, detail, title=f"{d.kind}: {d.id} expected {d.expected}, "
                                f"got {d.actual}", **_at(results[d.id])))
    found += [annotation("error", incident, title=f"engine {outcome.run.engine}: trouble between "
                         "scenarios") for incident in outcome.run.incidents]
    return found


def _cell(text: str) -> str:
    """Text for a Markdown table cell: one line, pipes and markup characters escaped."""
    line = shown(one_line(text, 300))
    for ch in "\\`*_[]<>|":
        line = line.replace(ch, "\\" + ch)
    return line


def _counts(run: RunResult) -> str:
    counts = run.counts()
    return ("| " + " | ".join(STATUSES) + " |\n|" + "---|" * len(STATUSES) + "\n| "
            + " | ".join(str(counts[s]) for s in STATUSES) + " |\n")


def _table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += ["| " + " | ".join(row) + " |" for row in rows[:MAX_ROWS]]
    if len(rows) > MAX_ROWS:
        out.append(f"\n... and {len(rows) - MAX_ROWS} more")
    return "\n".join(out) + "\n"


def _where(result: ScenarioResult) -> str:
    return _cell(f"{suite_path(result.file)}:{result.line}")


def run_summary(run: RunResult) -> str:
    """The job summary of a run: counts, then every failing scenario with its file and message."""
    failing = run.failing()
    verdict = "passed" if run.ok else "FAILED"
    out = [f"## rulings run: {_cell(run.engine)} {_cell(run.engine_version)}: {verdict}\n",
           f"Suite {_cell(run.suite_version)}, {len(run.results)} scenarios in "
           f"{run.duration:.1f} s"
           + (f" (shard {run.shard.index}/{run.shard.count} of {run.shard.selected} scenarios)"
              if run.shard else "") + ".\n", _counts(run)]
    if run.incomplete:
        out.append(f"\n**Incomplete:** {_cell(run.incomplete)}\n")
    if failing:
        out.append("\n### Failing\n\n" + _table(
            ["status", "scenario", "where", "message"],
            [[r.status, f"`{r.id}` {_cell(r.name)}", _where(r), _cell(r.message)] for r in failing]))
    if run.incidents:
        out.append("\n### Engine trouble between scenarios\n\n"
                   + "".join(f"- {_cell(i)}\n" for i in run.incidents))
    return "".join(out)


def gate_summary(outcome: GateOutcome) -> str:
    """The job summary of a gate: the verdict, the differences, then the run's counts."""
    run, comparison = outcome.run, outcome.comparison
    verdict = "ok" if comparison.ok and not run.incidents and not outcome.suite_mismatch \
        else "FAILED"
    if outcome.updated is not None:
        verdict = "expectations updated"
    results = {r.id: r for r in run.results}
    out = [f"## rulings gate: {_cell(run.engine)} {_cell(run.engine_version)}: {verdict}\n",
           f"{comparison.as_expected} of {len(run.results)} scenarios as expected "
           f"({comparison.expected_failures} listed failures); "
           f"{len(comparison.differences)} differences.\n", _counts(run)]
    if outcome.notes:  # results, expectations and the installed suite are not the same suite
        strict = " (--strict-suite: the gate fails on these)" if outcome.strict_suite else ""
        out.append(f"\n### Suite versions{strict}\n\n"
                   + "".join(f"- {_cell(note)}\n" for note in outcome.notes))
    if comparison.differences:
        out.append("\n### Differences from the expectation file\n\n" + _table(
            ["difference", "scenario", "expected", "got", "where", "detail"],
            [[d.kind, f"`{d.id}` {_cell(d.name)}", d.expected, d.actual, _where(results[d.id]),
              _cell(d.message if d.actual != "PASS" else d.reason)]
             for d in comparison.differences]))
        if any(d.kind == "unexpected pass" for d in comparison.differences):
            out.append("\nAn unexpected pass is progress: record it with `rulings gate --update`.\n")
    if run.incidents:
        out.append("\n### Engine trouble between scenarios\n\n"
                   + "".join(f"- {_cell(i)}\n" for i in run.incidents))
    return "".join(out)


def check_summary(files: Sequence[tuple[str, os.PathLike[str] | str]],
                  environ: Mapping[str, str] = os.environ) -> None:
    """RulingsError when $GITHUB_STEP_SUMMARY names one of the command's own files (an input or
    an output): the summary is appended to it, and would spoil it."""
    from rulings.scenarios.atomic import location

    path = environ.get(SUMMARY_ENV)
    if not path:
        return
    summary = {location(Path(path)), os.path.realpath(path)}
    for what, other in files:
        if {location(Path(other)), os.path.realpath(other)} & summary:
            raise RulingsError(f"${SUMMARY_ENV}: {path}: is also {what} {other}; the job summary "
                               "is appended there: give it a file of its own")


def append_summary(text: str, environ: Mapping[str, str] = os.environ) -> str | None:
    """Append ``text`` to $GITHUB_STEP_SUMMARY; the file's path, or None when it is unset.

    Appended (the runner collects what each step adds), never through a symbolic link, and only
    to a regular file: a FIFO or device there is refused (RulingsError), never blocked on."""
    path = environ.get(SUMMARY_ENV)
    if not path:
        return None
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) \
        | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags, 0o666)
    except OSError as exc:
        if os.path.islink(path):
            raise RulingsError(f"${SUMMARY_ENV}: {path}: is a symbolic link; the job summary is "
                               "never written through one") from None
        raise
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise RulingsError(f"${SUMMARY_ENV}: {path}: is not a regular file")
        data = memoryview((text + "\n").encode("utf-8", "replace"))
        while data:
            data = data[os.write(fd, data):]
    finally:
        os.close(fd)
    return path
