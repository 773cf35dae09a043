"""rulings protocol-check: the reference engine refuses every bad request as documented, in
process and over the wire; an engine that accepts one, or refuses it with another error, FAILs."""
from __future__ import annotations

import sys
import xml.etree.ElementTree as ET

from rulings.scenarios.request import EngineChoice
from rulings.adapters.registry import engine_from_command
from rulings.running.protocol_check import CHECKS, check_protocol, junit_xml, protocol_check
from rulings.reference_engine import ReferenceEngine
from tests.support.protocol_engines import AcceptsNegativeCounters, WrongErrorForDuplicateLabels


def test_the_reference_engine_passes_every_check_in_process() -> None:
    run = check_protocol(ReferenceEngine())
    assert [r.id for r in run.results] == [c.id for c in CHECKS]
    assert {r.status for r in run.results} == {"PASS"}, [(r.id, r.message) for r in run.results]


def test_the_reference_engine_passes_every_check_over_the_wire() -> None:
    engine = engine_from_command(f"{sys.executable} -m rulings.adapters.wire.serve reference",
                                 timeout=30)
    try:
        run = check_protocol(engine)
    finally:
        engine.close()
    assert {r.status for r in run.results} == {"PASS"}, [(r.id, r.message) for r in run.results]


def test_an_engine_accepting_a_bad_position_fails_that_check_only() -> None:
    run = check_protocol(AcceptsNegativeCounters())
    failing = {r.id: r.message for r in run.results if r.status != "PASS"}
    assert list(failing) == ["PC-008"]
    assert "the engine accepted it" in failing["PC-008"]


def test_an_engine_crashing_instead_of_refusing_is_an_error() -> None:
    run = check_protocol(WrongErrorForDuplicateLabels())
    failing = {r.id: (r.status, r.message) for r in run.results if r.status != "PASS"}
    assert list(failing) == ["PC-004"] and failing["PC-004"][0] == "ERROR"


def test_results_are_written_as_json_and_junit(tmp_path) -> None:
    json_path, junit_path = tmp_path / "pc.json", tmp_path / "pc.xml"
    run = protocol_check(EngineChoice(), json_path=json_path, junit_path=junit_path)
    from rulings.scenarios.results import RunResult
    import json
    again = RunResult.from_json(json.loads(json_path.read_text()))
    assert [r.id for r in again.results] == [r.id for r in run.results]
    suite = ET.fromstring(junit_path.read_text())
    assert suite.get("tests") == str(len(CHECKS)) and suite.get("failures") == "0"
    failing = check_protocol(AcceptsNegativeCounters())
    assert ET.fromstring(junit_xml(failing)).get("failures") == "1"
