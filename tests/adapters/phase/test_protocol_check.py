"""rulings protocol-check on the phase.rs adapter: its departures are the ones recorded in
expectations/protocol/phase.toml, and each check leaves the adapter usable for the next."""
from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("phase", reason="phase-python is not installed (pip install phase-python)")

from rulings.adapters.phase import PhaseEngine
from rulings.expectations import load
from rulings.gate import compare
from rulings.protocol_check import check_protocol

RECORDED = Path(__file__).resolve().parents[3] / "expectations" / "protocol" / "phase.toml"


def test_phase_departs_from_the_protocol_only_where_recorded() -> None:
    engine = PhaseEngine()
    try:
        run = check_protocol(engine)
    finally:
        engine.close()
    comparison = compare(load(RECORDED), run)
    assert not comparison.differences, comparison.differences
    assert {r.id for r in run.results if r.status == "FAIL"} == {"PC-006", "PC-007", "PC-008", "PC-009",
                                                                 "PC-024"}
