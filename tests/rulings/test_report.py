"""rulings.report: the HTML matrix page, its escaping, and ``rulings report`` on the command line."""
from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.rulings.test_gate import result, run_of, write_run
from typer.testing import CliRunner

from rulings.cli.main import app
from rulings import RulingsError
from rulings.report import embed_json, matrix, render, write_report

HOSTILE = '<script>window.__pwned=1</script> <img src=x onerror="window.__pwned=2">'


def sample_runs():
    ref = run_of(result("A-1", "PASS"), result("A-2", "PASS"), result("A-3", "PASS"),
                 engine="reference", version="0.1.0")
    other = run_of(result("A-2", "FAIL", "expected Alice, got </script><b>Bob</b> & co"),
                   result("A-1", "SKIP", "lacks capability multiplayer"),
                   result("B-1", "ERROR", "Unsupported: no"), engine="phase", version="0.103.0")
    return [("ref.json", ref), ("phase.json", other)]


def test_matrix_rows_follow_the_runs_and_cells_line_up():
    columns, rows = matrix(sample_runs())
    assert [c.label for c in columns] == ["reference 0.1.0", "phase 0.103.0"]
    assert [r.id for r in rows] == ["A-1", "A-2", "A-3", "B-1"]
    cells = {r.id: [c.status if c else None for c in r.cells] for r in rows}
    assert cells == {"A-1": ["PASS", "SKIP"], "A-2": ["PASS", "FAIL"], "A-3": ["PASS", None],
                     "B-1": [None, "ERROR"]}


def test_two_runs_of_the_same_engine_version_are_told_apart_by_file():
    run = run_of(result("A-1", "PASS"))
    columns, _ = matrix([("monday.json", run), ("tuesday.json", run)])
    assert [c.label for c in columns] == ["phase 0.104.0 (monday.json)", "phase 0.104.0 (tuesday.json)"]


def test_every_text_is_escaped():
    runs = sample_runs()
    runs[0][1].results[0].name = HOSTILE
    page = render(*matrix(runs))
    assert page.count("<script") == 2  # the data element and the filter script
    assert page.count("</script>") == 2
    assert "<img" not in page and "<b>" not in page
    assert "&lt;script&gt;window.__pwned=1&lt;/script&gt; &lt;img src=x onerror=&quot;" in page
    assert "expected Alice, got &lt;/script&gt;&lt;b&gt;Bob&lt;/b&gt; &amp; co" in page


def test_failing_cells_carry_their_message_in_details():
    page = render(*matrix(sample_runs()))
    assert ('<td class="s-FAIL"><details><summary>FAIL</summary><p class="message">expected '
            "Alice, got &lt;/script&gt;") in page
    assert '<td class="s-SKIP" title="lacks capability multiplayer">SKIP</td>' in page


def test_the_embedded_data_is_the_matrix():
    page = render(*matrix(sample_runs()))
    raw = re.search(r'<script type="application/json" id="rulings-data">(.*?)</script>', page, re.S)
    assert raw is not None
    data = json.loads(raw[1])
    assert data["columns"] == ["reference 0.1.0", "phase 0.103.0"]
    assert data["rows"][1] == {"id": "A-2", "name": "scenario A-2", "statuses": ["PASS", "FAIL"]}
    assert data["rows"][3]["statuses"] == ["NOT RUN", "ERROR"]


@given(st.text())
def test_embedded_json_has_no_markup_characters_and_reads_back(text):
    embedded = embed_json({"name": text})
    assert not set(embedded) & set("<>&\u2028\u2029")
    assert json.loads(embedded) == {"name": text}


def test_the_page_needs_no_network_and_allows_only_its_own_inline_code():
    page = render(*matrix(sample_runs()))
    assert not re.search(r"https?:|\bsrc=|\bhref=|@import|url\(", page)
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page)[1]
    assert csp.startswith("default-src 'none';")
    for tag in ("style", "script"):
        body = re.findall(rf"<{tag}>(.*?)</{tag}>", page, re.S)[-1]
        digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
        assert f"{tag}-src 'sha256-{digest}'" in csp


def test_write_report_reads_files_and_names_a_bad_one(tmp_path: Path):
    paths = [write_run(tmp_path / name, run) for name, run in sample_runs()]
    columns, rows = write_report(paths, tmp_path / "out" / "report.html")
    assert (len(columns), len(rows)) == (2, 4)
    assert (tmp_path / "out" / "report.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    (tmp_path / "bad.json").write_text('{"engine": "x"}', encoding="utf-8")
    with pytest.raises(RulingsError, match=r"bad.json: run: missing field 'engine_version'"):
        write_report([paths[0], tmp_path / "bad.json"], tmp_path / "r.html")
    with pytest.raises(RulingsError, match="give one or more results files"):
        write_report([], tmp_path / "r.html")


runner = CliRunner()


def test_cli_report_writes_the_page(tmp_path: Path):
    paths = [str(write_run(tmp_path / name, run)) for name, run in sample_runs()]
    out = tmp_path / "report.html"
    outcome = runner.invoke(app, ["report", *paths, "--html", str(out)])
    assert outcome.exit_code == 0, outcome.output
    assert outcome.stdout == (f"report: {out}: 4 scenarios, 2 runs (reference 0.1.0, "
                              "phase 0.103.0)\n")
    assert out.stat().st_mode & 0o044  # readable by others (a CI artifact), not 0600


def test_cli_report_a_missing_results_file_is_one_line(tmp_path: Path):
    missing = tmp_path / "missing.json"
    outcome = runner.invoke(app, ["report", str(missing), "--html", str(tmp_path / "r.html")])
    assert outcome.exit_code == 2
    assert outcome.stderr == f"error: {missing}: no such results file\n"
    assert not (tmp_path / "r.html").exists()


def test_cli_report_needs_the_html_option(tmp_path: Path):
    outcome = runner.invoke(app, ["report", str(tmp_path / "x.json")])
    assert outcome.exit_code == 2
    assert outcome.stderr.count("\n") == 1
    assert outcome.stderr.startswith("error: Missing option '--html'")
