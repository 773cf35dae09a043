"""``rulings report``: one self-contained HTML page comparing runs, a scenarios-by-engines matrix.

The page needs no network: CSS and JavaScript are inline, and a Content-Security-Policy allows
only those two (by hash) and nothing else. Every text from a results file is HTML-escaped; the
data the filter script reads is JSON in a ``<script type="application/json">`` element with
``<``, ``>``, ``&`` and U+2028/U+2029 escaped, so no text can end the element or run as script.
"""
from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

from rulings.scenarios.atomic import check_distinct, check_writable, write_text_atomic
from rulings.scenarios.locations import suite_path
from rulings.scenarios.results import FAILING, STATUSES, RunResult, ScenarioResult, one_line

from .. import CR_VERSION, RulingsError
from .expectations import (CHANGED, EXPECTED, REGRESSION, UNEXPECTED_PASS, Expectations, Expected,
                           natural_key, verdict)
from ..running.merge_shards import load_runs

NOT_RUN = "NOT RUN"
CHANGES = (REGRESSION, CHANGED, UNEXPECTED_PASS)  # a difference from the expectation file


@dataclass(frozen=True)
class Column:
    label: str  # engine name and version (and the file, when two runs share both)
    run: RunResult
    source: str
    expectations: Expectations | None = None  # the engine's expectation file, when given


@dataclass(frozen=True)
class Row:
    id: str
    name: str
    where: str
    cells: tuple[ScenarioResult | None, ...]  # one per column; None: not in that run
    # per column: EXPECTED or a kind of difference; "" without an expectation file or result
    verdicts: tuple[str, ...] = ()
    # per column: the rule a failing result breaks (its expectation's, else the first it cites)
    rules: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        return any(v in CHANGES for v in self.verdicts)


@dataclass(frozen=True)
class Cause:
    """Failures of one run with the same rule and reason: most likely one bug."""
    column: int
    rule: str
    reason: str
    ids: tuple[str, ...]
    new: int  # of those, the ones that are not expected (regressions, changed kinds)


@dataclass(frozen=True)
class Tally:
    """Pass counts of one card, rule area (CR section) or feature file, per column."""
    key: str
    counts: tuple[tuple[int, int], ...]  # (passed, results) per column


def write_report(results: Sequence[Path], out: Path,
                 expectations: Sequence[Path] = ()) -> tuple[list[Column], list[Row]]:
    """Read the results files (and expectation files) and write the page to ``out`` (atomically)."""
    if not results:
        raise RulingsError("report: give one or more results files (from rulings run --json)")
    check_writable(out, "--html")
    check_distinct([("--html", out)], [("the results file", Path(p)) for p in results]
                   + [("--expectations", Path(p)) for p in expectations])
    runs = load_runs(results)  # the N shard files of one run become one column
    files = [(path, load_expectations(path)) for path in expectations]
    columns, rows = matrix(runs, files)
    write_text_atomic(out, render(columns, rows), "--html")
    return columns, rows


def matrix(runs: Sequence[tuple[str, RunResult]],
           expectations: Sequence[tuple[Path, Expectations]] = ()) -> tuple[list[Column], list[Row]]:
    """Columns in the order given; rows in the order the runs list them, each id once, the rows
    that differ from an expectation file first. An expectation file applies to the runs of its
    engine; one that matches no run, or two for one engine, are bad input."""
    # an interrupted run is flagged in its label: its missing scenarios were never reached
    labels = [f"{run.engine} {run.engine_version}{' (incomplete)' if run.incomplete else ''}"
              for _, run in runs]
    engines = {run.engine for _, run in runs}
    by_engine: dict[str, Expectations] = {}
    for path, expected in expectations:
        if expected.engine not in engines:
            raise RulingsError(f"{path}: engine.name: {expected.engine!r} matches no results "
                               f"file (engines: {', '.join(sorted(engines))})")
        if expected.engine in by_engine:
            raise RulingsError(f"{path}: engine.name: a second expectation file for engine "
                               f"{expected.engine!r}")
        by_engine[expected.engine] = expected
    columns = [Column(label if labels.count(label) == 1 else f"{label} ({source})", run, source,
                      by_engine.get(run.engine))
               for label, (source, run) in zip(labels, runs)]
    first: dict[str, ScenarioResult] = {}
    for _, run in runs:
        for result in run.results:
            first.setdefault(result.id, result)
    by_column = [{r.id: r for r in column.run.results} for column in columns]
    rows = []
    for sid, r in first.items():
        cells = tuple(c.get(sid) for c in by_column)
        rows.append(Row(sid, r.name, f"{suite_path(r.file)}:{r.line}", cells,
                        tuple(_verdict(col, cell) for col, cell in zip(columns, cells)),
                        tuple(_rule(col, cell) for col, cell in zip(columns, cells))))
    rows.sort(key=lambda row: not row.changed)  # stable: what changed first, else as listed
    return columns, rows


def load_expectations(path: Path) -> Expectations:
    from .expectations import load

    return load(path)


def _verdict(column: Column, result: ScenarioResult | None) -> str:
    if column.expectations is None or result is None:
        return ""
    return verdict(column.expectations.status(result.id), result.status)


def _rule(column: Column, result: ScenarioResult | None) -> str:
    if result is None or result.status not in FAILING:
        return ""
    entry = column.expectations.scenarios.get(result.id) if column.expectations else None
    return (entry.rule if entry and entry.rule else None) or first_cited_rule(result.tags) or ""


def first_cited_rule(tags: Sequence[str]) -> str | None:
    """The first rule a scenario cites, numbered as in the CR the suite cites."""
    for number in _cited(tags):
        return number
    return None


def _cited(tags: Sequence[str]) -> list[str]:
    from ..data.crnumbers import RuleNumberError
    from ..judging.lookup import cited_rule

    numbers = []
    for tag in tags:
        if tag.startswith("cr:"):
            try:
                numbers.append(str(cited_rule(tag.removeprefix("cr:"))[0]))
            except RuleNumberError:
                continue
    return numbers


def causes(columns: Sequence[Column], rows: Sequence[Row]) -> list[Cause]:
    """Failures grouped by run, rule and reason (the expectation's reason, else the message's
    first line); the groups with unexpected failures first, then the largest."""
    groups: dict[tuple[int, str, str], list[tuple[str, bool]]] = {}
    for row in rows:
        for i, (cell, rule) in enumerate(zip(row.cells, row.rules)):
            if cell is None or cell.status not in FAILING:
                continue
            expectations = columns[i].expectations
            entry: Expected | None = expectations.scenarios.get(row.id) if expectations else None
            reason = (entry.reason if entry and entry.status == cell.status else "") \
                or one_line(cell.message) or cell.status
            new = bool(row.verdicts) and row.verdicts[i] in CHANGES
            groups.setdefault((i, rule, reason), []).append((row.id, new))
    found = [Cause(i, rule, reason, tuple(sid for sid, _ in members),
                   sum(new for _, new in members))
             for (i, rule, reason), members in groups.items()]
    found.sort(key=lambda c: (c.column, -c.new, -len(c.ids)))
    return found


def totals(columns: Sequence[Column]) -> dict[str, list[Tally]]:
    """Pass counts per card, rule area (CR section) and feature file, for each column."""
    areas: dict[str, dict[str, list[list[int]]]] = {"card": {}, "rule area": {}, "feature file": {}}
    for i, column in enumerate(columns):
        for result in column.run.results:
            keys = {"card": {t.removeprefix("card:") for t in result.tags if t.startswith("card:")},
                    "rule area": {f"CR {n.split('.')[0]}" for n in _cited(result.tags)},
                    "feature file": {suite_path(result.file)}}
            for area, values in keys.items():
                for value in values:
                    counts = areas[area].setdefault(value, [[0, 0] for _ in columns])
                    counts[i][0] += result.status == "PASS"
                    counts[i][1] += 1
    return {area: [Tally(key, tuple((p, n) for p, n in found[key]))
                   for key in sorted(found, key=natural_key)]
            for area, found in areas.items()}


def render(columns: Sequence[Column], rows: Sequence[Row]) -> str:
    data = {"columns": [c.label for c in columns],
            "rows": [{"id": r.id, "name": r.name,
                      "statuses": [c.status if c else NOT_RUN for c in r.cells],
                      "verdicts": list(r.verdicts)} for r in rows]}
    csp = (f"default-src 'none'; style-src '{_sha256(_CSS)}'; script-src '{_sha256(_SCRIPT)}'; "
           "base-uri 'none'; form-action 'none'")
    statuses = "".join(f'<option value="{s}">{s}</option>' for s in STATUSES)
    verdicts = ""
    if any(c.expectations for c in columns):
        verdicts = ('<option value="changed">changed from expectations</option>'
                    + "".join(f'<option value="{v}">{v}</option>' for v in (*CHANGES, EXPECTED)))
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{escape(csp, quote=False)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>rulings conformance report</title>
<style>{_CSS}</style>
</head>
<body>
<h1>Initiative rules conformance</h1>
<p class="note">{len(rows)} scenarios, {len(columns)} runs. Rules cited from CR {CR_VERSION}.
Suite versions: {escape(", ".join(sorted({_suite(c.run) for c in columns})))}.</p>
{_totals(columns)}{_causes(columns, causes(columns, rows))}<div class="controls">
<label>Filter <input id="filter" type="search" placeholder="id, name or status" autocomplete="off"></label>
<label>Status <select id="status"><option value="">any</option>{statuses}<option value="differs">engines differ</option>{verdicts}</select></label>
<span id="shown" aria-live="polite"></span>
</div>
<table id="matrix">
<thead><tr><th scope="col">Scenario</th>{"".join(_column_head(c) for c in columns)}</tr></thead>
<tbody>
{"".join(_row(r) for r in rows)}</tbody>
</table>
<script type="application/json" id="rulings-data">{embed_json(data)}</script>
<script>{_SCRIPT}</script>
</body>
</html>
"""


def _suite(run: RunResult) -> str:
    """The suite version, and the start of its feature files' hash when the file has one."""
    return f"{run.suite_version} ({run.suite_hash[:19]}...)" if run.suite_hash else run.suite_version


def _totals(columns: Sequence[Column]) -> str:
    heads = "".join(f'<th scope="col">{escape(c.label)}</th>' for c in columns)
    parts = ['<details id="totals" open><summary>Pass counts</summary>']
    for area, tallies in totals(columns).items():
        if not tallies:
            continue
        body = "".join(
            f'<tr><th scope="row">{escape(t.key)}</th>'
            + "".join(f'<td class="{_ratio_class(p, n)}">{p}/{n}</td>' if n else '<td>-</td>'
                      for p, n in t.counts) + "</tr>" for t in tallies)
        parts.append(f'<table class="totals" data-area="{escape(area)}"><thead><tr>'
                     f'<th scope="col">{escape(area)}</th>{heads}</tr></thead>'
                     f"<tbody>{body}</tbody></table>")
    parts.append("</details>\n")
    return "".join(parts)


def _ratio_class(passed: int, ran: int) -> str:
    return "t-all" if passed == ran else "t-none" if passed == 0 else "t-some"


def _causes(columns: Sequence[Column], found: Sequence[Cause]) -> str:
    if not found:
        return ""
    items = []
    for cause in found:
        rule = f"CR {cause.rule}" if cause.rule else "no rule cited"
        new = f' <span class="v-regression">{cause.new} new</span>' if cause.new else ""
        items.append(f'<li><strong>{escape(columns[cause.column].label)}</strong>: '
                     f'<span class="rule">{escape(rule)}</span> &mdash; {escape(cause.reason)} '
                     f'({len(cause.ids)}: <code>{escape(", ".join(cause.ids))}</code>){new}</li>')
    return (f'<details id="causes" open><summary>Failures by root cause ({len(found)})</summary>'
            f'<ul>{"".join(items)}</ul></details>\n')


def embed_json(data: object) -> str:
    """JSON safe inside a <script> element: no '<', '>' or '&' (so no '</script>' or '<!--'),
    and no U+2028/U+2029, which older JavaScript treats as line ends."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    for raw, escaped in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"),
                         ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(raw, escaped)
    return text


def _column_head(column: Column) -> str:
    counts = column.run.counts()
    summary = " ".join(f"{s} {counts[s]}" for s in STATUSES if counts[s])
    if column.expectations is not None:
        found = [verdict(column.expectations.status(r.id), r.status) for r in column.run.results]
        summary += " | " + ", ".join(f"{found.count(v)} {v}" for v in (*CHANGES, EXPECTED))
    notes = "".join(f'<span class="counts">{escape(note)}</span>' for note in (
        [f"incomplete: {column.run.incomplete}"] if column.run.incomplete else [])
        + [f"between scenarios: {incident}" for incident in column.run.incidents])
    return (f'<th scope="col" title="{escape(column.source)}">{escape(column.label)}'
            f'<span class="counts">{escape(summary)}</span>{notes}</th>')


def _row(row: Row) -> str:
    head = (f'<th scope="row"><code>{escape(row.id)}</code> {escape(row.name)}'
            f'<span class="where">{escape(row.where)}</span></th>')
    verdicts = row.verdicts or ("",) * len(row.cells)
    rules = row.rules or ("",) * len(row.cells)
    cells = "".join(_cell(c, v, r) for c, v, r in zip(row.cells, verdicts, rules))
    mark = ' class="changed"' if row.changed else ""
    return f"<tr{mark}>{head}{cells}</tr>\n"


def _cell(result: ScenarioResult | None, verdict_: str = "", rule: str = "") -> str:
    if result is None:
        return f'<td class="s-none">{NOT_RUN.lower()}</td>'
    status = escape(result.status)
    badge = (f'<span class="v-{verdict_.replace(" ", "-")}">{escape(verdict_)}</span>'
             if verdict_ else "")
    breaks = f'<span class="rule">breaks CR {escape(rule)}</span>' if rule else ""
    if result.status in FAILING and result.message:
        return (f'<td class="s-{status}"><details><summary>{status}</summary>'
                f'<p class="message">{escape(result.message)}</p></details>{breaks}{badge}</td>')
    title = f' title="{escape(result.message)}"' if result.message else ""
    return f'<td class="s-{status}"{title}>{status}{breaks}{badge}</td>'


def _sha256(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode()


_CSS = """
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #1b1b1b; }
h1 { font-size: 1.4em; margin: 0 0 .3em; }
.note { color: #555; margin: 0 0 1em; }
.controls { display: flex; gap: 1.5em; align-items: center; margin-bottom: 1em; }
.controls input { width: 22em; padding: .3em; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: .3em .6em; vertical-align: top; text-align: left; }
thead th { position: sticky; top: 0; background: #f4f4f4; }
tbody th { font-weight: normal; max-width: 38em; }
.counts, .where { display: block; font-size: .8em; color: #666; font-weight: normal; }
td { min-width: 7em; font-weight: 600; }
.s-PASS { background: #d7f5dd; color: #135c23; }
.s-FAIL { background: #fbd5d5; color: #8a1010; }
.s-ERROR { background: #f9d9b8; color: #7a3b00; }
.s-TIMEOUT { background: #fbefb1; color: #665200; }
.s-SKIP { background: #ececec; color: #555; }
.s-none { background: #fff; color: #999; font-weight: normal; }
details summary { cursor: pointer; }
.rule { display: block; font-size: .8em; font-weight: normal; }
[class^="v-"] { display: inline-block; font-size: .75em; padding: 0 .4em; margin-top: .2em;
  border-radius: .6em; font-weight: 600; }
.v-regression, .v-changed { background: #8a1010; color: #fff; }
.v-unexpected-pass { background: #135c23; color: #fff; }
.v-expected { background: #e4e4e4; color: #444; font-weight: normal; }
tr.changed > th { border-left: 4px solid #8a1010; }
#totals, #causes { margin-bottom: 1em; }
#totals summary, #causes summary { font-weight: 600; cursor: pointer; }
table.totals { display: inline-table; margin: .5em 1em .5em 0; vertical-align: top; font-size: .9em; }
table.totals td { min-width: 4em; }
.t-all { background: #d7f5dd; } .t-some { background: #fbefb1; } .t-none { background: #fbd5d5; }
.message { font-weight: normal; margin: .4em 0 0; max-width: 30em; white-space: pre-wrap; }
"""

_SCRIPT = """
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("rulings-data").textContent);
  var rows = document.querySelectorAll("#matrix tbody tr");
  var filter = document.getElementById("filter");
  var status = document.getElementById("status");
  var shown = document.getElementById("shown");
  var VERDICTS = ["regression", "changed", "unexpected pass", "expected"];
  function keep(row, words, wanted) {
    var verdicts = row.verdicts || [];
    var text = (row.id + " " + row.name + " " + row.statuses.join(" ") + " " +
                verdicts.join(" ")).toLowerCase();
    var matches = words.every(function (w) { return text.indexOf(w) !== -1; });
    if (wanted === "changed") {
      return matches && verdicts.some(function (v) { return v && v !== "expected"; });
    }
    if (VERDICTS.indexOf(wanted) !== -1) {
      return matches && verdicts.indexOf(wanted) !== -1;
    }
    if (wanted === "differs") {
      return matches && row.statuses.some(function (s) { return s !== row.statuses[0]; });
    }
    return matches && (!wanted || row.statuses.indexOf(wanted) !== -1);
  }
  function apply() {
    var words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean);
    var count = 0;
    data.rows.forEach(function (row, i) {
      var visible = keep(row, words, status.value);
      rows[i].hidden = !visible;
      if (visible) { count += 1; }
    });
    shown.textContent = count + " of " + data.rows.length + " scenarios shown";
  }
  // the view lives in the page's URL (#filter=...&status=...): a reload or a shared link
  // shows the same rows
  function readView() {
    var view = new URLSearchParams(window.location.hash.slice(1));
    filter.value = view.get("filter") || "";
    var wanted = view.get("status") || "";
    var known = Array.prototype.some.call(status.options, function (o) { return o.value === wanted; });
    status.value = known ? wanted : "";
  }
  function saveView() {
    var view = new URLSearchParams();
    if (filter.value) { view.set("filter", filter.value); }
    if (status.value) { view.set("status", status.value); }
    var hash = view.toString();
    var url = window.location.href.split("#")[0] + (hash ? "#" + hash : "");
    try {
      window.history.replaceState(null, "", url);
    } catch (e) {
      window.location.hash = hash;
    }
  }
  function changed() { saveView(); apply(); }
  filter.addEventListener("input", changed);
  status.addEventListener("change", changed);
  window.addEventListener("hashchange", function () { readView(); apply(); });
  readView();
  apply();
}());
"""
