"""The report page's script under Node with a minimal stand-in DOM (where chromium is missing,
test_report_browser.py is skipped; this still runs the view-in-the-URL logic). Skipped without node."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from rulings.gating.report import _SCRIPT, matrix, render
from tests.rulings.gating.test_report import expected_phase, expectation_runs

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")

HARNESS = r"""
const [script, data, hash, actions] = JSON.parse(require("fs").readFileSync(0, "utf8"));
const listeners = {};
function element(id, extra) {
  return Object.assign({ id, value: "", addEventListener(kind, fn) { listeners[id + kind] = fn; } },
                       extra);
}
const rows = data.rows.map(() => ({ hidden: false }));
const statusOptions = ["", "PASS", "FAIL", "ERROR", "TIMEOUT", "SKIP", "differs", "changed",
                       "regression", "unexpected pass", "expected"].map(value => ({ value }));
const elements = {
  "rulings-data": { textContent: JSON.stringify(data) },
  filter: element("filter"), status: element("status", { options: statusOptions }),
  shown: { textContent: "" },
};
global.window = {
  location: { href: "file:///r.html" + hash, get hash() { const i = this.href.indexOf("#");
    return i < 0 ? "" : this.href.slice(i); } },
  history: { replaceState(s, t, url) { window.location.href = url; } },
  addEventListener(kind, fn) { listeners["window" + kind] = fn; },
};
global.document = { getElementById: id => elements[id], querySelectorAll: () => rows };
function visible() { return data.rows.filter((r, i) => !rows[i].hidden).map(r => r.id); }
eval(script);
const seen = [[visible(), window.location.href, elements.filter.value, elements.status.value]];
for (const [id, value] of actions) {
  elements[id].value = value;
  listeners[id + (id === "filter" ? "input" : "change")]();
  seen.push([visible(), window.location.href, elements.filter.value, elements.status.value]);
}
process.stdout.write(JSON.stringify(seen));
"""


def run_script(hash_: str, actions: list[tuple[str, str]]) -> list:
    columns, rows = matrix(expectation_runs(), expected_phase())
    data = {"columns": [c.label for c in columns],
            "rows": [{"id": r.id, "name": r.name,
                      "statuses": [c.status if c else "NOT RUN" for c in r.cells],
                      "verdicts": list(r.verdicts)} for r in rows]}
    done = subprocess.run([NODE, "-e", HARNESS], input=json.dumps([_SCRIPT, data, hash_, actions]),
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_view_is_read_from_and_written_to_the_url():
    seen = run_script("#status=regression", [("filter", "a-6"), ("status", "")])
    assert seen[0] == [["A-3", "A-6"], "file:///r.html#status=regression", "", "regression"]
    assert seen[1] == [["A-6"], "file:///r.html#filter=a-6&status=regression", "a-6", "regression"]
    assert seen[2] == [["A-6"], "file:///r.html#filter=a-6", "a-6", ""]
    # a reload of that URL shows the same view
    reloaded = run_script("#filter=a-6", [])
    assert reloaded[0] == [["A-6"], "file:///r.html#filter=a-6", "a-6", ""]


def test_an_unknown_status_in_the_url_is_ignored_and_changed_selects_differences():
    seen = run_script("#status=bogus", [("status", "changed")])
    assert seen[0][0] == ["A-3", "A-4", "A-5", "A-6", "A-1", "A-2"] and seen[0][3] == ""
    assert seen[1][0] == ["A-3", "A-4", "A-5", "A-6"]


def test_the_page_embeds_this_script():
    assert _SCRIPT in render(*matrix(expectation_runs(), expected_phase()))
