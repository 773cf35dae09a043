"""rulings.gating.report: the HTML matrix page, its escaping, and ``rulings report`` on the command line."""
from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.rulings.gating.test_gate import result, run_of, write_run
from typer.testing import CliRunner

from rulings.cli.main import app
from rulings import RulingsError
from rulings.gating.report import causes, embed_json, matrix, render, totals, write_report
from rulings.scenarios.results import ScenarioResult

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
    assert data["rows"][1] == {"id": "A-2", "name": "scenario A-2", "statuses": ["PASS", "FAIL"],
                               "verdicts": ["", ""]}
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


# --- expectations, root causes and totals (issue 14) -----------------------------------------

EXPECTED_PHASE = """\
[engine]
name = "phase"
version = "0.103.0"

[scenarios."A-2"]
status = "FAIL"
rule = "726.4"
reason = "the initiative is not taken on damage"

[scenarios."A-4"]
status = "FAIL"
reason = "was broken"

[scenarios."A-5"]
status = "FAIL"
"""


def tagged(sid: str, status: str, message: str = "", cr: str = "726.2", card: str = "",
           file: str = "features/x.feature") -> ScenarioResult:
    tags = [f"cr:{cr}:2026-09-25", "cr:104.2a:2026-09-25"] + ([f"card:{card}"] if card else [])
    found = result(sid, status, message, tuple(tags))
    found.file = file
    return found


def expectation_runs():
    phase = run_of(tagged("A-1", "PASS", card="avenging-hunter"),
                   tagged("A-2", "FAIL", "expected Bob, got Alice", card="avenging-hunter"),
                   tagged("A-3", "FAIL", "expected Bob, got Alice", cr="725.2"),
                   tagged("A-4", "PASS", file="features/y.feature"),
                   tagged("A-5", "ERROR", "Unsupported: venture", cr="309.4"),
                   tagged("A-6", "FAIL", "expected Bob, got Alice", cr="725.2"),
                   engine="phase", version="0.103.0")
    ref = run_of(*(tagged(f"A-{n}", "PASS") for n in range(1, 7)), engine="reference",
                 version="0.1.0")
    return [("ref.json", ref), ("phase.json", phase)]


def expected_phase():
    from rulings.gating.expectations import loads

    return [(Path("phase.toml"), loads(EXPECTED_PHASE, "phase.toml"))]


def test_each_result_is_marked_against_its_engines_expectations():
    columns, rows = matrix(expectation_runs(), expected_phase())
    assert columns[0].expectations is None and columns[1].expectations.engine == "phase"
    verdicts = {r.id: r.verdicts for r in rows}
    assert verdicts == {"A-1": ("", "expected"), "A-2": ("", "expected"),
                        "A-3": ("", "regression"), "A-4": ("", "unexpected pass"),
                        "A-5": ("", "changed"), "A-6": ("", "regression")}
    # what changed first, each group in the runs' order
    assert [r.id for r in rows] == ["A-3", "A-4", "A-5", "A-6", "A-1", "A-2"]


def test_the_rule_broken_comes_from_the_expectation_else_the_first_cited():
    _, rows = matrix(expectation_runs(), expected_phase())
    rules = {r.id: r.rules[1] for r in rows}
    # the file's rule; A-3: its first cr tag, 725.2 of CR 2026-09-25 as cited; A-5: the
    # file lists no rule, so the scenario's first; passes break nothing
    assert rules == {"A-1": "", "A-2": "726.4", "A-3": "725.2", "A-4": "", "A-5": "309.4",
                     "A-6": "725.2"}
    assert all(r.rules[0] == "" for r in rows)  # the reference passes everything


def test_failures_are_grouped_by_rule_and_reason():
    columns, rows = matrix(expectation_runs(), expected_phase())
    found = [(c.column, c.rule, c.reason, c.ids, c.new) for c in causes(columns, rows)]
    assert found == [
        (1, "725.2", "expected Bob, got Alice", ("A-3", "A-6"), 2),
        (1, "309.4", "Unsupported: venture", ("A-5",), 1),
        (1, "726.4", "the initiative is not taken on damage", ("A-2",), 0),
    ]


def test_totals_count_passes_per_card_rule_area_and_feature_file():
    columns, _ = matrix(expectation_runs())
    found = {area: {t.key: t.counts for t in tallies} for area, tallies in totals(columns).items()}
    assert found["card"] == {"avenging-hunter": ((0, 0), (1, 2))}  # the reference run has no card tags
    # every reference result cites 726.2 and 104.2a
    assert found["rule area"] == {"CR 104": ((6, 6), (2, 6)), "CR 309": ((0, 0), (0, 1)),
                                  "CR 725": ((0, 0), (0, 2)), "CR 726": ((6, 6), (2, 3))}
    assert found["feature file"] == {"features/x.feature": ((6, 6), (1, 5)),
                                     "features/y.feature": ((0, 0), (1, 1))}


def test_the_page_shows_totals_causes_and_verdicts():
    page = render(*matrix(expectation_runs(), expected_phase()))
    assert '<table class="totals" data-area="card">' in page
    assert '<td class="t-some">1/2</td>' in page and '<td class="t-all">6/6</td>' in page
    assert '<td>-</td>' in page  # no result for that card in the run
    assert "Failures by root cause (3)" in page
    assert '<span class="v-regression">regression</span>' in page
    assert '<span class="v-unexpected-pass">unexpected pass</span>' in page
    assert '<span class="rule">breaks CR 726.4</span>' in page
    assert "PASS 2 FAIL 3 ERROR 1 | 2 regression, 1 changed, 1 unexpected pass, 2 expected" in page
    assert '<option value="regression">regression</option>' in page
    assert '<tr class="changed">' in page


def test_without_expectations_no_verdicts_and_the_order_is_kept():
    columns, rows = matrix(expectation_runs())
    assert [r.id for r in rows] == [f"A-{n}" for n in range(1, 7)]
    assert all(v == "" for r in rows for v in r.verdicts)
    assert "changed from expectations" not in render(columns, rows)


def test_an_expectation_file_must_match_one_engine():
    from rulings.gating.expectations import loads

    other = loads('[engine]\nname = "forge"\nversion = "1"\n', "forge.toml")
    with pytest.raises(RulingsError, match=r"^forge.toml: engine.name: 'forge' matches no "
                                           r"results file \(engines: phase, reference\)$"):
        matrix(expectation_runs(), [(Path("forge.toml"), other)])
    with pytest.raises(RulingsError, match="a second expectation file for engine 'phase'"):
        matrix(expectation_runs(), expected_phase() * 2)


def test_cli_report_with_expectations(tmp_path: Path):
    paths = [str(write_run(tmp_path / name, run)) for name, run in expectation_runs()]
    (tmp_path / "phase.toml").write_text(EXPECTED_PHASE, encoding="utf-8")
    out = tmp_path / "report.html"
    outcome = runner.invoke(app, ["report", *paths, "--html", str(out),
                                  "--expectations", str(tmp_path / "phase.toml")])
    assert outcome.exit_code == 0, outcome.output
    assert outcome.stdout.splitlines()[1] == ("report: 2 regression, 1 changed, 1 unexpected pass "
                                              "(from the expectation files)")
    assert "Failures by root cause (3)" in out.read_text(encoding="utf-8")
    (tmp_path / "bad.toml").write_text('[engine]\nname = "phase"\n', encoding="utf-8")
    outcome = runner.invoke(app, ["report", *paths, "--html", str(tmp_path / "r.html"),
                                  "--expectations", str(tmp_path / "bad.toml")])
    assert outcome.exit_code == 2
    assert outcome.stderr == f"error: {tmp_path / 'bad.toml'}:1: engine.version: missing\n"
    assert not (tmp_path / "r.html").exists()


def test_paths_are_shown_relative_to_the_suite_wherever_it_is_installed():
    from rulings.scenarios.locations import FEATURES_DIR

    installed = result("A-1", "PASS")
    installed.file = str(FEATURES_DIR / "cards" / "avenging-hunter.feature")  # site-packages
    columns, rows = matrix([("r.json", run_of(installed))])
    assert rows[0].where == "features/cards/avenging-hunter.feature:3"
    assert [t.key for t in totals(columns)["feature file"]] == ["features/cards/avenging-hunter.feature"]
