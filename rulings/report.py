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

from rulings.scenarios.atomic import write_text_atomic
from rulings.scenarios.results import FAILING, STATUSES, RunResult, ScenarioResult

from . import CR_VERSION, RulingsError
from rulings.scenarios.atomic import check_writable, write_text_atomic
from rulings.scenarios.results import FAILING, STATUSES, RunResult, ScenarioResult
from .runfile import load_run

NOT_RUN = "NOT RUN"


@dataclass(frozen=True)
class Column:
    label: str  # engine name and version (and the file, when two runs share both)
    run: RunResult
    source: str


@dataclass(frozen=True)
class Row:
    id: str
    name: str
    where: str
    cells: tuple[ScenarioResult | None, ...]  # one per column; None: not in that run


def write_report(results: Sequence[Path], out: Path) -> tuple[list[Column], list[Row]]:
    """Read the results files and write the page to ``out`` (atomically)."""
    if not results:
        raise RulingsError("report: give one or more results files (from rulings run --json)")
    check_writable(out, "--html")
    runs = [(path.name, load_run(path)) for path in results]
    columns, rows = matrix(runs)
    write_text_atomic(out, render(columns, rows))
    return columns, rows


def matrix(runs: Sequence[tuple[str, RunResult]]) -> tuple[list[Column], list[Row]]:
    """Columns in the order given; rows in the order the runs list them, each id once."""
    # an interrupted run is flagged in its label: its missing scenarios were never reached
    labels = [f"{run.engine} {run.engine_version}{' (incomplete)' if run.incomplete else ''}"
              for _, run in runs]
    columns = [Column(label if labels.count(label) == 1 else f"{label} ({source})", run, source)
               for label, (source, run) in zip(labels, runs)]
    first: dict[str, ScenarioResult] = {}
    for _, run in runs:
        for result in run.results:
            first.setdefault(result.id, result)
    by_column = [{r.id: r for r in column.run.results} for column in columns]
    rows = [Row(sid, r.name, f"{r.file}:{r.line}", tuple(c.get(sid) for c in by_column))
            for sid, r in first.items()]
    return columns, rows


def render(columns: Sequence[Column], rows: Sequence[Row]) -> str:
    data = {"columns": [c.label for c in columns],
            "rows": [{"id": r.id, "name": r.name,
                      "statuses": [c.status if c else NOT_RUN for c in r.cells]} for r in rows]}
    csp = (f"default-src 'none'; style-src '{_sha256(_CSS)}'; script-src '{_sha256(_SCRIPT)}'; "
           "base-uri 'none'; form-action 'none'")
    statuses = "".join(f'<option value="{s}">{s}</option>' for s in STATUSES)
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
Suite versions: {escape(", ".join(sorted({c.run.suite_version for c in columns})))}.</p>
<div class="controls">
<label>Filter <input id="filter" type="search" placeholder="id, name or status" autocomplete="off"></label>
<label>Status <select id="status"><option value="">any</option>{statuses}<option value="differs">engines differ</option></select></label>
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
    notes = "".join(f'<span class="counts">{escape(note)}</span>' for note in (
        [f"incomplete: {column.run.incomplete}"] if column.run.incomplete else [])
        + [f"between scenarios: {incident}" for incident in column.run.incidents])
    return (f'<th scope="col" title="{escape(column.source)}">{escape(column.label)}'
            f'<span class="counts">{escape(summary)}</span>{notes}</th>')


def _row(row: Row) -> str:
    head = (f'<th scope="row"><code>{escape(row.id)}</code> {escape(row.name)}'
            f'<span class="where">{escape(row.where)}</span></th>')
    return f"<tr>{head}{''.join(_cell(c) for c in row.cells)}</tr>\n"


def _cell(result: ScenarioResult | None) -> str:
    if result is None:
        return f'<td class="s-none">{NOT_RUN.lower()}</td>'
    status = escape(result.status)
    if result.status in FAILING and result.message:
        return (f'<td class="s-{status}"><details><summary>{status}</summary>'
                f'<p class="message">{escape(result.message)}</p></details></td>')
    title = f' title="{escape(result.message)}"' if result.message else ""
    return f'<td class="s-{status}"{title}>{status}</td>'


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
  function keep(row, words, wanted) {
    var text = (row.id + " " + row.name + " " + row.statuses.join(" ")).toLowerCase();
    var matches = words.every(function (w) { return text.indexOf(w) !== -1; });
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
  filter.addEventListener("input", apply);
  status.addEventListener("change", apply);
  apply();
}());
"""
