"""Each third-party engine still gets exactly the results its expectation file records.

expectations/<engine>.toml lists every scenario the engine does not pass, with the rule it breaks
and why; everything else must PASS. The whole suite runs on the engine (skipped when its package
is not installed): about 15 s for phase, and for python-mtg about 15 s too, most of it the cold
start of its first game.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from rulings.gating.expectations import load
from tests.support.runs import suite_run

EXPECTATIONS = Path(__file__).resolve().parents[2] / "expectations"
ENGINES = {"phase": "phase", "python-mtg": "mtg"}  # engine name -> the module its package installs


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_the_suite_gives_the_recorded_status_for_every_scenario(engine: str) -> None:
    if importlib.util.find_spec(ENGINES[engine]) is None:
        pytest.skip(f"the {engine} engine's package is not installed")
    expected = load(EXPECTATIONS / f"{engine}.toml")
    run = suite_run(engine=engine)
    assert (expected.engine, expected.version) == (run.engine, run.engine_version)
    actual = {result.id: result.status for result in run.results}
    assert not set(expected.scenarios) - set(actual), "the file lists scenarios the suite lacks"
    differences = {sid: (expected.status(sid), status) for sid, status in actual.items()
                   if status != expected.status(sid)}
    messages = {r.id: r.message for r in run.results if r.id in differences}
    assert not differences, "expected != actual: " + "; ".join(
        f"{sid}: {want} != {got} ({messages[sid][:150]})"
        for sid, (want, got) in sorted(differences.items()))


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_every_recorded_failure_names_a_rule_and_a_reason(engine: str) -> None:
    expected = load(EXPECTATIONS / f"{engine}.toml")
    assert expected.scenarios
    for sid, entry in expected.scenarios.items():
        assert entry.rule and entry.reason.strip(), f"{engine}: {sid} lacks a rule or a reason"
