"""scenarios/results.py: how outcomes are classified, counted, and read back from JSON."""
from __future__ import annotations

import pytest

from rulings.adapters.errors import EngineError, EngineTimeout, IllegalAction, ProtocolError, Unsupported
from rulings.adapters.session import ScenarioFailure
from rulings import RulingsError
from rulings.scenarios.results import STATUSES, RunResult, ScenarioResult, classify, one_line


@pytest.mark.parametrize(("exc", "status"), [
    (AssertionError("expected 'Bob', got 'Alice'"), "FAIL"),
    (ScenarioFailure("unscripted decision"), "FAIL"),
    (EngineTimeout("no reply"), "TIMEOUT"),
    (EngineError("crashed"), "ERROR"),
    (IllegalAction("not now"), "ERROR"),
    (Unsupported("no 2HG"), "ERROR"),
    (ProtocolError("bad reply"), "ERROR"),
    (KeyError("x"), "ERROR"),
])
def test_classify(exc: BaseException, status: str) -> None:
    assert classify(exc) == status


def test_one_line() -> None:
    assert one_line("\n  first  \nsecond") == "first"
    assert one_line("x" * 500, limit=10) == "xxxxxxx..."


def sample() -> RunResult:
    results = [ScenarioResult(f"INIT-00{i}", f"n{i}", status, "", 0.5, ["id:x"], "f.feature", i)
               for i, status in enumerate(("PASS", "FAIL", "SKIP", "ERROR", "TIMEOUT", "PASS"))]
    return RunResult("reference", "0.1.0", "1.0", "0.1.0", results, 3.0)


def test_counts_failing_and_round_trip() -> None:
    run = sample()
    assert run.counts() == {"PASS": 2, "FAIL": 1, "ERROR": 1, "TIMEOUT": 1, "SKIP": 1}
    assert list(run.counts()) == list(STATUSES)
    assert [r.status for r in run.failing()] == ["FAIL", "ERROR", "TIMEOUT"]
    data = run.to_json()
    assert data["counts"]["PASS"] == 2
    assert RunResult.from_json(data) == run


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.pop("engine"), "run: missing field 'engine'"),
    (lambda d: d.update(duration="slow"), "run.duration: expected float, got str"),
    (lambda d: d.update(results={}), "run.results: expected a list"),
    (lambda d: d["results"][1].update(status="MAYBE"), "run.results[1].status: 'MAYBE' is not one of"),
    (lambda d: d["results"][2].update(tags="id:x"), "run.results[2].tags: expected a list of strings"),
    (lambda d: d["results"][0].update(line=True), "run.results[0].line: expected int, got bool"),
    (lambda d: d["results"][0].pop("id"), "run.results[0]: missing field 'id'"),
])
def test_bad_json_names_the_field(change, message: str) -> None:
    data = sample().to_json()
    change(data)
    with pytest.raises(RulingsError, match=f"^{message}".replace("[", r"\[").replace("]", r"\]")):
        RunResult.from_json(data)


def test_not_an_object() -> None:
    with pytest.raises(RulingsError, match="^run: expected an object, got list$"):
        RunResult.from_json([])
